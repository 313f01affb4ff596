// Fabula: keeps a table page current without a framework.
//
// The page carries its table id and version (`#table[data-table][data-version]`). This script
// long-polls `GET /api/v1/tables/{id}?wait=30` with `If-None-Match: "v{version}"` (the session
// cookie signs the request in): 304 means nothing changed, 200 with a newer version means the
// page is out of date. Then it reloads, unless the player is filling in a form: a notice asks
// them to reload when they are ready instead; once a form is sent it stops. Errors back off; a hidden tab stops polling and
// picks up again when it is shown. Without JavaScript, waiting pages refresh themselves
// through a <meta http-equiv="refresh"> in a <noscript>, and their chat is written on a page
// of its own (/tables/{id}/chat), which does not.
(function () {
  "use strict";

  var root = document.getElementById("table");
  if (!root || !window.fetch) return;
  var id = root.getAttribute("data-table");
  var version = Number(root.getAttribute("data-version"));
  var MIN_DELAY = 1000;
  var MAX_DELAY = 60000;
  var delay = MIN_DELAY;
  var timer = null;
  var request = null;
  var stopped = false;

  // Whether the player is in the middle of a move: typing, or a choice made but not sent.
  function busy() {
    var el = document.activeElement;
    if (el && (el.tagName === "TEXTAREA" || el.tagName === "SELECT" ||
        (el.tagName === "INPUT" && /^(text|search|number)$/.test(el.type)))) {
      return true;
    }
    // A move half made, or a chat message written but not sent. A text the server gave back
    // with a refusal is the page's own (its default value), and still not sent.
    var fields = document.querySelectorAll(
      "form.play-form input, form.play-form textarea, form.chat-form textarea");
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (f.tagName === "TEXTAREA" && (f.value !== f.defaultValue || f.value.trim() !== "")) {
        return true;
      }
      if ((f.type === "radio" || f.type === "checkbox") && f.checked !== f.defaultChecked) return true;
    }
    return false;
  }

  function changed() {
    stopped = true;
    if (busy()) {
      var notice = document.getElementById("poll-notice");
      if (notice) notice.hidden = false;
    } else {
      window.location.reload();
    }
  }

  function schedule(ms) {
    clearTimeout(timer);
    timer = setTimeout(poll, ms);
  }

  function failed() {
    if (stopped || document.hidden) return;
    schedule(delay);
    delay = Math.min(delay * 2, MAX_DELAY);
  }

  function poll() {
    if (stopped || document.hidden || request) return;
    var controller = window.AbortController ? new AbortController() : null;
    request = controller || true;
    fetch("/api/v1/tables/" + encodeURIComponent(id) + "?wait=30", {
      headers: { "If-None-Match": "\"v" + version + "\"", "Accept": "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      signal: controller ? controller.signal : undefined
    }).then(function (res) {
      if (res.status === 304) return null;
      if (!res.ok) throw new Error("status " + res.status);
      return res.json();
    }).then(function (view) {
      request = null;
      if (stopped) return;
      delay = MIN_DELAY;
      if (view && Number(view.version) > version) {
        changed();
      } else {
        schedule(0);
      }
    }).catch(function () {
      request = null;
      failed();
    });
  }

  // A form sent means the page is leaving for its answer: a reload now would cancel that
  // navigation, and the player would land on the table page instead of the answer.
  document.addEventListener("submit", function (event) {
    if (event.defaultPrevented) return;
    stopped = true;
    clearTimeout(timer);
  });

  document.addEventListener("visibilitychange", function () {
    if (document.hidden) {
      clearTimeout(timer);
      if (request && request.abort) request.abort();
      request = null;
    } else if (!stopped) {
      delay = MIN_DELAY;
      schedule(0);
    }
  });

  schedule(0);
})();
