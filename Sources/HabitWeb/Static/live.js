// Live updates (SPEC §14): an open board, detail or statistics page follows GET /api/v1/events.
// On a change (from this device, another one, the CLI or another server process) it fetches
// its own address again and swaps in the server-rendered parts that changed. A part holding an
// open sheet or the field being typed in waits until the person is done with it, so nothing
// they are doing is lost; focus and scroll stay where they are. The browser reconnects by
// itself after the network or the server comes back (sending Last-Event-ID), and the page
// then refreshes once in case it missed something.
(function () {
  "use strict";
  if (!("EventSource" in window)) return;
  // The parts a page can swap, by id: the board, its progress line and paused section, a
  // tracker's detail, the statistics.
  var PARTS = ["progress", "board", "paused", "detail", "statistics-content"];
  var present = PARTS.filter(function (id) { return document.getElementById(id); });
  if (present.length === 0) return;

  var pending = false, fetching = false;

  // A part is busy while a sheet or menu inside it is open, or a field in it has focus.
  function busy(element) {
    if (element.querySelector("details[open], dialog[open]")) return true;
    var active = document.activeElement;
    return !!(active && element.contains(active) && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
  }

  function refresh() {
    if (fetching) { pending = true; return; }
    fetching = true;
    pending = false;
    fetch(location.href, { credentials: "same-origin", headers: { "X-Habits-Live": "1" } })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (html) swap(new DOMParser().parseFromString(html, "text/html"));
      })
      .catch(function () { /* offline: the next event or reconnect tries again */ })
      .then(function () {
        fetching = false;
        if (pending) refresh();
      });
  }

  function swap(next) {
    var waiting = false;
    present.forEach(function (id) {
      var current = document.getElementById(id), fresh = next.getElementById(id);
      if (!current || !fresh || current.innerHTML === fresh.innerHTML) return;
      if (busy(current)) { waiting = true; return; }
      // The check button has no id: find it again by its form and label, as app.js does.
      var focused = document.activeElement && current.contains(document.activeElement) && window.HabitsFocus
        ? window.HabitsFocus.key(document.activeElement) : null;
      current.innerHTML = fresh.innerHTML;
      for (var i = 0; i < fresh.attributes.length; i++) current.setAttribute(fresh.attributes[i].name, fresh.attributes[i].value);
      if (focused) {
        var again = document.querySelector(focused);
        if (again) again.focus({ preventScroll: true });
      }
    });
    // A part skipped while busy is refreshed once it is free.
    if (waiting) pending = true;
    document.dispatchEvent(new Event("habits:changed"));
  }

  function retryWhenFree() {
    if (pending && !fetching) refresh();
  }
  document.addEventListener("toggle", retryWhenFree, true);
  document.addEventListener("focusout", function () { setTimeout(retryWhenFree, 0); });

  var source = new EventSource("/api/v1/events");
  var seen = false;
  source.addEventListener("change", refresh);
  source.addEventListener("open", function () {
    // The first open is the page's own load; any later one is a reconnect.
    if (seen) refresh();
    seen = true;
  });
  window.addEventListener("pagehide", function () { source.close(); });
})();
