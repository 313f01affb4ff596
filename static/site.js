// Fabula: what every page does a little better with JavaScript. Everything here is an
// addition: without it the pages work the same, with plain links and forms.
(function () {
  "use strict";

  function each(selector, fn) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), fn);
  }

  // The server writes times in the reader's time zone. An account without one yet gets the
  // browser's, once (the server never lets it override a zone chosen in the settings); the
  // next page shows its times in it, this one keeps saying they are in UTC.
  var guess = document.getElementById("zone-guess");
  var zone = null;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (e) { /* no Intl: the times stay in UTC */ }
  if (guess && zone && window.fetch && window.URLSearchParams) {
    var body = new URLSearchParams(new FormData(guess));
    body.set("time_zone", zone);
    fetch(guess.getAttribute("action"), { method: "POST", body: body, credentials: "same-origin" })
      .catch(function () { /* offline: the next page tries again */ });
  }

  // A link to pass on (the invite): selected whole at a tap; a Copy button, and a Share
  // button where the browser has a share sheet.
  each("[data-share]", function (box) {
    var input = box.querySelector("input");
    var copy = box.querySelector(".copy-link");
    var share = box.querySelector(".share-link");
    var done = box.querySelector(".copied");
    if (!input) return;
    input.addEventListener("focus", function () { input.select(); });
    function copied() {
      if (!done) return;
      done.hidden = false;
      setTimeout(function () { done.hidden = true; }, 4000);
    }
    // Without the clipboard API (a page not served over HTTPS), the older way.
    function copyBySelection() {
      input.focus();
      input.select();
      try {
        if (document.execCommand("copy")) copied();
      } catch (e) { /* selected: the reader copies it */ }
    }
    if (copy) {
      copy.hidden = false;
      copy.addEventListener("click", function () {
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(input.value).then(copied, copyBySelection);
        } else {
          copyBySelection();
        }
      });
    }
    if (share && navigator.share) {
      share.hidden = false;
      share.addEventListener("click", function () {
        navigator.share({ title: document.title, text: box.getAttribute("data-share"), url: input.value })
          .catch(function () { /* the sheet was closed */ });
      });
    }
  });

  // The card viewer (a view per card, shown when the address names it): arrow keys and
  // swipes move to the neighbours, Escape closes; "Choose this card" ticks the card in its
  // form and closes the view, without sending the form. Moving inside the viewer replaces
  // the address instead of adding to the history, so Back leaves the table as expected.
  function shownViewer() {
    var id = decodeURIComponent(location.hash.slice(1));
    var el = id && document.getElementById(id);
    return el && el.classList.contains("viewer") ? el : null;
  }
  function follow(link) {
    if (link) location.replace(link.getAttribute("href"));
  }
  var opener = null;
  each("a.zoom, a.card[href^='#'], .gallery a[href^='#']", function (link) {
    link.addEventListener("click", function () { opener = link; });
  });
  function settle() {
    var viewer = shownViewer();
    if (viewer) {
      var first = viewer.querySelector("button, [data-close]");
      if (first) first.focus({ preventScroll: true });
    } else if (opener && document.contains(opener)) {
      opener.focus({ preventScroll: true });
      opener = null;
    }
  }
  window.addEventListener("hashchange", settle);
  settle();
  each(".viewer [data-close], .viewer [data-prev], .viewer [data-next]", function (link) {
    link.addEventListener("click", function (e) {
      e.preventDefault();
      follow(link);
    });
  });
  // Enter on a card or a vote chooses nothing more and sends nothing: the move is made by
  // the form's own button (without JavaScript, the server answers such an Enter with the form
  // as it was).
  document.addEventListener("keydown", function (e) {
    var t = e.target;
    if (e.key === "Enter" && t.matches && t.matches(".play-form input[type=radio], .play-form input[type=checkbox]")) {
      e.preventDefault();
    }
  });
  document.addEventListener("keydown", function (e) {
    var viewer = shownViewer();
    if (!viewer || e.altKey || e.ctrlKey || e.metaKey) return;
    var link = null;
    if (e.key === "ArrowLeft") link = viewer.querySelector("[data-prev]");
    else if (e.key === "ArrowRight") link = viewer.querySelector("[data-next]");
    else if (e.key === "Escape") link = viewer.querySelector("[data-close]");
    if (link) {
      e.preventDefault();
      follow(link);
    }
  });
  var touchX = null;
  document.addEventListener("touchstart", function (e) {
    touchX = shownViewer() && e.touches.length === 1 ? e.touches[0].clientX : null;
  }, { passive: true });
  document.addEventListener("touchend", function (e) {
    var viewer = shownViewer();
    if (!viewer || touchX === null || !e.changedTouches.length) return;
    var dx = e.changedTouches[0].clientX - touchX;
    touchX = null;
    if (Math.abs(dx) < 50) return;
    follow(viewer.querySelector(dx > 0 ? "[data-prev]" : "[data-next]"));
  }, { passive: true });
  each(".viewer button[data-pick]", function (button) {
    button.addEventListener("click", function (e) {
      var input = document.getElementById(button.getAttribute("data-pick"));
      if (!input) return;
      e.preventDefault();
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      opener = input;
      location.replace("#" + button.getAttribute("data-back"));
    });
  });

  // The time left to a deadline, counted down each second once under an hour (as m:ss, which
  // reads the same in every language); the server's words stay for longer times.
  var clocks = document.querySelectorAll("[data-until]");
  function tick() {
    Array.prototype.forEach.call(clocks, function (el) {
      var left = Math.floor((Date.parse(el.getAttribute("data-until")) - Date.now()) / 1000);
      if (isNaN(left) || left >= 3600) return;
      left = Math.max(0, left);
      var seconds = left % 60;
      el.textContent = Math.floor(left / 60) + ":" + (seconds < 10 ? "0" : "") + seconds;
    });
  }
  if (clocks.length) {
    tick();
    setInterval(tick, 1000);
  }
})();
