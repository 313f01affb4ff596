// Fabula: what every page does a little better with JavaScript. Everything here is an
// addition: without it the pages work the same, with plain links and forms.
(function () {
  "use strict";

  function each(selector, fn) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), fn);
  }

  // Times are written in UTC; show them in the reader's own time zone.
  var lang = document.documentElement.lang || undefined;
  each("time[datetime]", function (el) {
    var at = new Date(el.getAttribute("datetime"));
    if (isNaN(at.getTime())) return;
    try {
      el.textContent = at.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
    } catch (e) {
      el.textContent = at.toLocaleString();
    }
  });

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
})();
