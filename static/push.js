// Fabula as an installable app: registers the service worker (/sw.js) on every page, and on
// the settings page drives "Notifications on this device": subscribes this browser through
// its PushManager with the server's key and gives the subscription to the server (or takes it
// back). Without JavaScript the section says it needs it, and the list of devices below it
// still works with plain forms.
(function () {
  "use strict";

  if (!("serviceWorker" in navigator)) {
    say("unsupported");
    return;
  }
  var registered = navigator.serviceWorker.register("/sw.js", { scope: "/" });
  registered.catch(function () { /* no worker: the pages work the same */ });

  var box = document.getElementById("push-device");
  if (!box) return;
  var on = document.getElementById("push-on");
  var off = document.getElementById("push-off");
  var csrfField = document.querySelector("input[name=csrf_token]");
  var csrf = csrfField ? csrfField.value : "";
  var API = "/api/v1/me/push-subscriptions";

  function say(state) {
    var box = document.getElementById("push-device");
    if (!box) return;
    Array.prototype.forEach.call(box.querySelectorAll("[data-push-state]"), function (p) {
      p.hidden = p.getAttribute("data-push-state") !== state;
    });
    var onButton = document.getElementById("push-on");
    var offButton = document.getElementById("push-off");
    if (onButton) onButton.hidden = state !== "off" && state !== "failed";
    if (offButton) offButton.hidden = state !== "on";
  }

  if (!("PushManager" in window) || !("Notification" in window) || !window.fetch) {
    say("unsupported");
    return;
  }

  // The server's key as PushManager takes it: bytes, from base64url.
  function keyBytes(text) {
    var b64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (b64.length % 4) b64 += "=";
    var raw = atob(b64);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function api(method, path, body) {
    var init = {
      method: method,
      credentials: "same-origin",
      headers: { "X-CSRF-Token": csrf, "Accept": "application/json" }
    };
    if (body) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    return fetch(path, init).then(function (res) {
      if (!res.ok) throw new Error("HTTP " + res.status);
      return res.status === 204 ? null : res.json();
    });
  }

  // The server's record of this browser's subscription, if it has one.
  function known(subscription) {
    return api("GET", API).then(function (devices) {
      for (var i = 0; i < devices.length; i++) {
        if (devices[i].endpoint === subscription.endpoint) return devices[i];
      }
      return null;
    });
  }

  function give(subscription) {
    return api("POST", API, subscription.toJSON());
  }

  var ready = registered.then(function () { return navigator.serviceWorker.ready; });

  // What this browser has now: on (and the server knows it), or off.
  ready.then(function (reg) {
    return reg.pushManager.getSubscription();
  }).then(function (subscription) {
    if (!subscription) {
      say(Notification.permission === "denied" ? "denied" : "off");
      return;
    }
    return known(subscription).then(function (device) {
      if (device) return say("on");
      // Subscribed, but the server dropped it or it is another account's: give it again.
      return give(subscription).then(function () { window.location.reload(); });
    });
  }).catch(function () { say("failed"); });

  on.addEventListener("click", function () {
    on.disabled = true;
    Notification.requestPermission().then(function (permission) {
      if (permission !== "granted") {
        say(permission === "denied" ? "denied" : "off");
        return;
      }
      return ready.then(function (reg) {
        return reg.pushManager.getSubscription().then(function (old) {
          // One made with another key cannot be reused: start again.
          return old ? old.unsubscribe() : true;
        }).then(function () {
          return reg.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: keyBytes(box.getAttribute("data-key"))
          });
        });
      }).then(give).then(function () { window.location.reload(); });
    }).catch(function () {
      say("failed");
    }).then(function () { on.disabled = false; });
  });

  off.addEventListener("click", function () {
    off.disabled = true;
    ready.then(function (reg) {
      return reg.pushManager.getSubscription();
    }).then(function (subscription) {
      if (!subscription) return null;
      return known(subscription).then(function (device) {
        return subscription.unsubscribe().then(function () {
          return device ? api("DELETE", API + "/" + device.id) : null;
        });
      });
    }).then(function () {
      window.location.reload();
    }).catch(function () {
      off.disabled = false;
      say("failed");
    });
  });
})();
