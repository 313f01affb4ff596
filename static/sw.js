// Fabula's service worker: it shows the pushes the server sends (a table awaits your move, a
// round was revealed, a game ended) and opens the table when one is tapped. It keeps no page
// and answers no request: every page comes fresh from the server.
"use strict";

self.addEventListener("install", function () {
  self.skipWaiting();
});

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", function (event) {
  var data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) { /* not ours: shown plainly */ }
  var title = data.title || "Fabula";
  event.waitUntil(self.registration.showNotification(title, {
    body: data.body || "",
    icon: "/static/icon-192.png",
    badge: "/static/icon-192.png",
    tag: data.tag || undefined,
    renotify: Boolean(data.tag),
    data: { url: data.url || "/" }
  }));
});

// Only an address of this site is opened: a push names a table of ours.
function ours(url) {
  try {
    var u = new URL(url, self.location.origin);
    if (u.origin === self.location.origin) return u.href;
  } catch (e) { /* not an address */ }
  return new URL("/", self.location.origin).href;
}

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var url = ours(event.notification.data && event.notification.data.url);
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && "focus" in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url);
    }));
});
