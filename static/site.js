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

  // The settings were one long page, then a few: an old address that names a part of it
  // (/settings#webhooks, which leads to the first page, or /settings/security#tokens) goes on
  // to the page that has that part now.
  var MOVED = {
    "/settings/profile": { mail: "notifications", feed: "notifications", push: "notifications", away: "away", webhooks: "developers" },
    "/settings/security": { tokens: "developers", "export": "privacy", "delete-account": "privacy" }
  };
  var part = location.hash.slice(1);
  var parts = Object.prototype.hasOwnProperty.call(MOVED, location.pathname) ? MOVED[location.pathname] : {};
  if (part && Object.prototype.hasOwnProperty.call(parts, part) && !document.getElementById(part)) {
    location.replace("/settings/" + parts[part] + "#" + part);
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
  // The view a move leaves is the card shown last, whether or not its own "hashchange" has
  // been handled yet (a key pressed right after a move may act before it).
  function follow(link) {
    if (!link) return;
    var from = link.closest(".viewer");
    if (from) lastShown = from.id;
    location.replace(link.getAttribute("href"));
  }
  // Closed, the viewer gives the focus back to the card it showed last (moving inside it
  // changes the card): the same kind of link as the one that opened it, or the card's box
  // when "Choose this card" ticked it.
  var opener = null;
  var lastShown = null;
  each("a.zoom, a.card[href^='#'], .gallery a[href^='#']", function (link) {
    link.addEventListener("click", function () { opener = link; });
  });
  function linkTo(id, like) {
    var found = null;
    each("a[href='#" + id + "']", function (link) {
      if (link.closest(".viewer")) return;
      if (!found || (like && link.className === like.className)) found = link;
    });
    return found;
  }
  function settle() {
    var viewer = shownViewer();
    if (viewer) {
      lastShown = viewer.id;
      var first = viewer.querySelector("button, [data-close]");
      if (first) first.focus({ preventScroll: true });
    } else if (lastShown) {
      var ticked = opener && opener.tagName === "INPUT" && document.contains(opener);
      var back = ticked ? opener : linkTo(lastShown, opener);
      lastShown = null;
      opener = null;
      if (back) back.focus();
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
  // The cards of a hand or of the board: each kind of control in them (the cards' links,
  // their boxes to tick, their buttons that open the viewer) is one stop of the Tab key, on the
  // card last reached, and the arrow keys, Home and End move between the cards. Radio buttons
  // keep the browser's own arrows, which move and choose at once.
  var ROVING = ["a.card", "a.zoom", "input[type=checkbox]"];
  function kindOf(el) {
    for (var i = 0; i < ROVING.length; i++) {
      if (el.matches && el.matches(ROVING[i])) return ROVING[i];
    }
    return null;
  }
  function cardsOf(list) {
    return Array.prototype.filter.call(list.children, function (li) { return li.tagName === "LI"; });
  }
  function reach(list, index) {
    cardsOf(list).forEach(function (li, i) {
      ROVING.forEach(function (kind) {
        var el = li.querySelector(kind);
        if (el) el.tabIndex = i === index ? 0 : -1;
      });
    });
  }
  each("ul.cards, ol.cards", function (list) {
    var cards = cardsOf(list);
    var start = 0;
    cards.some(function (li, i) {
      if (li.querySelector("input:checked")) { start = i; return true; }
      return false;
    });
    reach(list, start);
    list.addEventListener("focusin", function (e) {
      var li = e.target.closest("li");
      var index = cardsOf(list).indexOf(li);
      if (kindOf(e.target) && index >= 0) reach(list, index);
    });
  });
  // How many cards a row of `list` shows.
  function perRow(cards) {
    var top = cards.length ? cards[0].offsetTop : 0;
    var n = 0;
    while (n < cards.length && cards[n].offsetTop === top) n++;
    return Math.max(n, 1);
  }
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || shownViewer()) return;
    var kind = kindOf(e.target);
    var li = kind && e.target.closest(".cards > li");
    if (!li) return;
    var cards = cardsOf(li.parentElement);
    var at = cards.indexOf(li);
    var row = perRow(cards);
    var step = row >= cards.length ? 1 : row;
    var moves = {
      ArrowLeft: at - 1, ArrowRight: at + 1, ArrowUp: at - step, ArrowDown: at + step,
      Home: 0, End: cards.length - 1
    };
    if (!Object.prototype.hasOwnProperty.call(moves, e.key)) return;
    var to = moves[e.key];
    e.preventDefault();
    to = Math.max(0, Math.min(cards.length - 1, to));
    var next = cards[to].querySelector(kind);
    if (next) next.focus();
  });
  // A move of two cards: "pick one more" while one is ticked.
  var pickMore = document.getElementById("pick-more");
  if (pickMore) {
    var pickForm = pickMore.closest("form");
    var needed = Number(pickMore.getAttribute("data-needed"));
    pickForm.addEventListener("change", function () {
      var ticked = pickForm.querySelectorAll("input[name=card]:checked").length;
      pickMore.hidden = !(ticked > 0 && ticked + 1 === needed);
    });
  }
  each(".viewer button[data-pick]", function (button) {
    button.addEventListener("click", function (e) {
      var input = document.getElementById(button.getAttribute("data-pick"));
      if (!input) return;
      e.preventDefault();
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true }));
      opener = input;
      lastShown = button.closest(".viewer").id;
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
