// Habits — progressive enhancement. Every page works without this file (forms post and redirect);
// with it, forms marked data-swap update the page in place, and the New/Edit form checks itself
// as you type. Rendering stays on the server: a swap replaces an element with the same element
// from the server's answer.
"use strict";

(function () {
  // The device's time zone decides "today" on the server (SPEC §2). When the cookie is missing
  // or names another zone (the phone moved to another zone), set it and load the page again at
  // once, so the first screen already shows the device's day. sessionStorage remembers the zone
  // reloaded for, so a browser that refuses the cookie is not reloaded in a loop.
  function deviceZone() { return Intl.DateTimeFormat().resolvedOptions().timeZone || ""; }
  function cookieZone() {
    var current = document.cookie.split("; ").find(function (c) { return c.indexOf("tz=") === 0; });
    return current ? decodeURIComponent(current.slice(3)) : null;
  }
  // Sets the cookie when it is stale; true when it was.
  function syncZone() {
    var zone = deviceZone();
    if (!zone || cookieZone() === zone) return false;
    document.cookie = "tz=" + zone + "; path=/; max-age=31536000; samesite=lax";
    return true;
  }
  // A page that already shows the device's day (the zones differ but the date does not, as on
  // a first visit in the server's own zone) keeps it: the cookie is enough for what follows.
  var rendered = document.body.getAttribute("data-today");
  if (syncZone() && rendered && rendered !== localToday() && sessionStorage.getItem("tz-reloaded") !== deviceZone()) {
    sessionStorage.setItem("tz-reloaded", deviceZone());
    // A GET of the same address: never re-sends a form.
    location.replace(location.href);
    return;
  }
  // Every post carries the zone the device is in now, even when it changed while the page was open.
  document.addEventListener("submit", function () { syncZone(); }, true);

  // A page restored from the back-forward cache shows the numbers of when it was left (a day
  // corrected on the detail page, a saved edit): load it again.
  window.addEventListener("pageshow", function (event) { if (event.persisted) location.reload(); });

  // ---- In-place form submission -------------------------------------------------------------

  // A selector that finds the focused control again after its part is replaced (by a write's
  // answer here, or by a live update in live.js): its id, else its form's action or its card, and
  // its label.
  function focusKey(element) {
    if (!element || element === document.body) return null;
    if (element.id) return "#" + CSS.escape(element.id);
    var form = element.form;
    var label = element.getAttribute("aria-label");
    if (form && label) return 'form[action="' + form.getAttribute("action") + '"] [aria-label="' + CSS.escape(label) + '"]';
    // A card's menu trigger (no form): the same label in the same tracker's card, wherever it moved.
    var card = element.closest(".card[data-tracker]");
    if (card && label) return '.card[data-tracker="' + card.getAttribute("data-tracker") + '"] [aria-label="' + CSS.escape(label) + '"]';
    return null;
  }
  window.HabitsFocus = { key: focusKey };

  // Replaces each element named in `selectors` (comma-separated ids) with its counterpart in the
  // server's answer; when the answer has none of them (a redirect elsewhere), navigates there.
  function swap(html, url, selectors) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var pairs = selectors.split(",").map(function (s) {
      s = s.trim();
      return [document.querySelector(s), doc.querySelector(s)];
    });
    if (!pairs.every(function (p) { return p[0] && p[1]; })) { location.href = url; return; }
    var key = focusKey(document.activeElement);
    // A control of a card's menu (Pin/Unpin) is gone after the swap, and the card may have moved
    // between Pinned and its category: focus returns to that card's menu trigger.
    var activeCard = document.activeElement && document.activeElement.closest && document.activeElement.closest(".card[data-tracker]");
    var cardKey = activeCard ? '.card[data-tracker="' + activeCard.getAttribute("data-tracker") + '"] .card-face' : null;
    var oldToast = document.querySelector(".toast");
    if (oldToast) oldToast.remove();
    var toast = doc.querySelector(".toast");
    pairs.forEach(function (p) { p[0].replaceWith(p[1]); });
    if (toast && !pairs.some(function (p) { return p[1].contains(toast); })) pairs[0][1].before(toast);
    document.title = doc.title;
    settleHistory(url);
    var again = (key && document.querySelector(key)) || (cardKey && document.querySelector(cardKey));
    if (again) again.focus();
    pairs.forEach(function (p) { enhance(p[1]); });
    document.dispatchEvent(new Event("habits:changed"));
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var selector = form.getAttribute("data-swap");
    // getAttribute, not form.action / form.method: a field named "action" shadows the property.
    if (!selector || (form.getAttribute("method") || "").toLowerCase() !== "post") return;
    event.preventDefault();
    // A write to a day or a tracker goes through the write queue (queue.js), online or not.
    if (queues(form)) {
      var submitter = event.submitter;
      writeQueue().then(function (writes) { writes.submit(form, submitter, selector); }, function () { form.submit(); });
      return;
    }
    var data = new FormData(form);
    if (event.submitter && event.submitter.name) data.append(event.submitter.name, event.submitter.value);
    var body = new URLSearchParams();
    data.forEach(function (value, name) { body.append(name, value); });
    fetch(new URL(form.getAttribute("action"), location.href).href, { method: "POST", body: body, credentials: "same-origin" })
      .then(function (response) { return response.text().then(function (text) { return [response, text]; }); })
      // A refusal is answered in place (no redirect): the page keeps its own address.
      .then(function (pair) { swap(pair[1], pair[0].redirected ? pair[0].url : location.href, selector); })
      // No connection: the plain post (the browser says it is offline; nothing is lost).
      .catch(function () { form.submit(); });
  });

  // ---- Sheets and menus ----------------------------------------------------------------------
  // One sheet or menu at a time. Opening one adds a history entry, so the browser's Back closes
  // it instead of leaving the page; closing it any other way (backdrop, Escape, its trigger)
  // takes that entry off again. The backdrops themselves are CSS (summary::before).

  var OVERLAYS = "details.sheet, details.card-menu, details.category-menu";
  // history.back() is asynchronous: until its popstate arrives the entry is still on top, and a
  // sheet opened meanwhile must not be closed by that popstate.
  var ownBacks = 0, pendingUrl = null;

  function openOverlays() { return Array.from(document.querySelectorAll(OVERLAYS)).filter(function (d) { return d.open; }); }
  function overlayEntry() { return Boolean(history.state && history.state.overlay); }
  function dropEntry(url) { pendingUrl = url; ownBacks += 1; history.back(); }

  document.addEventListener("toggle", function (event) {
    var details = event.target;
    if (!details.matches || !details.matches(OVERLAYS)) return;
    if (details.open) {
      // A sheet inside a card's menu keeps the menu open, and a menu re-rendered open with its
      // sheet (a refused value) keeps the sheet open.
      openOverlays().forEach(function (other) {
        if (other !== details && !other.contains(details) && !details.contains(other)) other.open = false;
      });
      if (!overlayEntry() && ownBacks === 0) history.pushState({ overlay: true }, "", location.href);
      // A sheet opened from its item takes the focus to its first field (the value, the note).
      var field = details.matches("details.sheet") && details.contains(document.activeElement) &&
        details.querySelector(".sheet-panel input:not([type=hidden]), .sheet-panel textarea");
      if (field) field.focus();
    } else if (openOverlays().length === 0 && overlayEntry() && ownBacks === 0) {
      dropEntry(null);
    }
  }, true);

  window.addEventListener("popstate", function () {
    if (ownBacks > 0) {
      ownBacks -= 1;
      if (pendingUrl && pendingUrl !== location.href) history.replaceState(history.state, "", pendingUrl);
      pendingUrl = null;
      if (openOverlays().length > 0 && !overlayEntry()) history.pushState({ overlay: true }, "", location.href);
      return;
    }
    if (!overlayEntry()) openOverlays().forEach(function (d) { d.open = false; });
  });

  // After a swap: drop the entry of a menu the swap closed, then show the answer's URL.
  function settleHistory(url) {
    if (overlayEntry() && ownBacks === 0 && openOverlays().length === 0) { dropEntry(url); return; }
    if (url && url !== location.href) history.replaceState(history.state, "", url);
  }

  // ---- A card's menu and sheets, from the board's templates -------------------------------------
  // The board sends each card's face and numbers; its menu and sheets it holds once, as
  // <template id="card-menu"> and <template id="sheet-note"> (-value, -pause), with the tracker's
  // parts as placeholders: {id}, {name}, and the face's data-* ({value}, {unit}, {note}, {min},
  // {amount}: the card's amount line, itself holding the {value} queue.js fills in offline; a
  // placeholder's value is put in as it is, never filled in again).
  // Without this script a card's face is a link to the board with its menu open, and a sheet's
  // item a link to the board with that sheet open; here a tap builds the same markup in place.

  function fillIn(root, values) {
    function fill(text) {
      return text.replace(/\{(\w+)\}/g, function (whole, key) { return values[key] === undefined ? "" : values[key]; });
    }
    [root].concat(Array.from(root.querySelectorAll("*"))).forEach(function (element) {
      Array.from(element.attributes).forEach(function (a) { if (a.value.indexOf("{") >= 0) a.value = fill(a.value); });
      element.childNodes.forEach(function (node) { if (node.nodeType === 3 && node.data.indexOf("{") >= 0) node.data = fill(node.data); });
    });
    return root;
  }

  function templateFor(id, link) {
    var template = document.getElementById(id);
    var card = link.closest("[data-tracker]");
    if (!template || !card) return null;
    var values = Object.assign({}, link.dataset, { id: card.getAttribute("data-tracker"),
      name: card.querySelector(".card-name").textContent });
    return fillIn(template.content.firstElementChild.cloneNode(true), values);
  }

  // A card's face (a link) becomes its menu: the template's items the face names in data-menu
  // (Edit, Details, Archive and Delete are always there), the face itself as its summary.
  function menuFromFace(face) {
    var menu = templateFor("card-menu", face);
    if (!menu) return null;
    var keep = (face.getAttribute("data-menu") || "").split(" ");
    menu.querySelectorAll("[data-item]").forEach(function (item) {
      if (keep.indexOf(item.getAttribute("data-item")) < 0) item.remove(); else item.removeAttribute("data-item");
    });
    var details = document.createElement("details");
    details.className = "card-menu";
    var summary = document.createElement("summary");
    summary.className = "card-face";
    summary.setAttribute("aria-label", face.getAttribute("aria-label"));
    summary.append.apply(summary, Array.from(face.childNodes));
    details.append(summary, menu);
    return details;
  }

  function sheetFromLink(link) {
    var panel = templateFor("sheet-" + link.getAttribute("data-sheet"), link);
    if (!panel) return null;
    var sheet = document.createElement("details");
    sheet.className = "sheet " + link.getAttribute("data-sheet") + "-sheet";
    var summary = document.createElement("summary");
    summary.className = "menu-item";
    summary.textContent = link.textContent;
    sheet.append(summary, panel);
    return sheet;
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.card-face[data-menu], a[data-sheet]");
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var built = link.matches("[data-sheet]") ? sheetFromLink(link) : menuFromFace(link);
    if (!built) return;
    event.preventDefault();
    link.replaceWith(built);
    built.open = true;
    built.querySelector("summary").focus();
  });

  // A card's menu and every sheet in it built and left closed: the forms a write kept offline
  // was made with, for the write queue to show it on a page reopened from the cache.
  function buildMenu(card) {
    var face = card.querySelector("a.card-face[data-menu]");
    var menu = face && menuFromFace(face);
    if (menu) face.replaceWith(menu);
    card.querySelectorAll(".menu a[data-sheet]").forEach(function (link) {
      var sheet = sheetFromLink(link);
      if (sheet) link.replaceWith(sheet);
    });
  }

  // ---- The write queue, loaded when it is needed -----------------------------------------------
  // queue.js (its address is the body's data-queue, on the pages that show a day) is loaded when
  // the first write is made, or at once when this device already keeps writes (it has the
  // "habits" IndexedDB database): a first visit does not fetch it. The service worker precaches
  // it, so a write made offline right after install still queues.

  // The routes whose writes may wait: each is an idempotent write of a new state, so sending one
  // again after a lost answer changes nothing. Moving a card one place is not, and stays online.
  var QUEUED = /^\/trackers\/[0-9a-f-]+\/(completions|entry|pin|pause|resume|archive)$/;
  var queueLoaded = null;

  function queues(form) {
    return Boolean(window.indexedDB) && document.body.hasAttribute("data-queue") && QUEUED.test(form.getAttribute("action") || "");
  }

  // Resolves to queue.js's HabitsWrites once it is loaded and attached to this page.
  function writeQueue() {
    if (!queueLoaded) {
      queueLoaded = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = document.body.getAttribute("data-queue");
        script.onload = function () { HabitsWrites.attach(swap, buildMenu); resolve(window.HabitsWrites); };
        script.onerror = function () { queueLoaded = null; script.remove(); reject(new Error("queue.js")); };
        document.head.appendChild(script);
      });
    }
    return queueLoaded;
  }

  // On a page opened while writes may be kept: load the queue and show or send them. (Without
  // indexedDB.databases the queue is always loaded.)
  function startWriteQueue() {
    if (!window.indexedDB || !document.body.hasAttribute("data-queue")) return;
    var keeps = indexedDB.databases
      ? indexedDB.databases().then(function (list) { return list.some(function (db) { return db.name === "habits"; }); })
      : Promise.resolve(true);
    keeps.then(function (kept) {
      if (!kept || queueLoaded) return;
      var started = writeQueue().then(function (writes) { return writes.start().then(function () { return writes; }); });
      // A write made meanwhile waits until what was kept is shown.
      queueLoaded = started;
    }, function () {});
  }

  // ---- Day rollover ---------------------------------------------------------------------------
  // Every minute and whenever the page becomes visible: if the day changed, show the new day.
  // The day changes at the person's day start (data-day-start, 0…6 hours), not at midnight:
  // the device's day is the civil date of (now − day start) in its zone, the rule the server's
  // Clock.today(in:dayStart:) applies.

  function localToday() {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    var dayStart = Number(document.body.getAttribute("data-day-start")) || 0;
    var shifted = new Date(Date.now() - dayStart * 3600000);
    return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(shifted);
  }

  function checkDate() {
    var shown = document.body.getAttribute("data-today");
    if (!shown) return;
    if (navigator.onLine && syncZone()) { location.replace(location.href); return; }
    var today = localToday();
    // Only forward: a page whose server reckons the day differently (a device clock behind, or a
    // server that does not apply the day start yet) must not reload every minute.
    if (today <= shown) return;
    var params = new URLSearchParams(location.search);
    var onBoard = location.pathname === "/";
    var showsToday = onBoard && (!params.get("date") || params.get("date") === shown);
    if (navigator.onLine) {
      if (showsToday) location.href = "/"; else location.reload();
    } else if (showsToday) {
      rollOverOffline(today);
    }
  }
  setInterval(checkDate, 60000);
  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") checkDate(); });

  // Offline at midnight (or the day start) the server cannot render the new day, so it renders
  // it ahead: the board of the next day (`/?tomorrow=1`, with what is stored now), which the
  // service worker keeps. When the day turns without a connection, that copy is shown, under the
  // new day's own address; once the connection returns it is refreshed like any page.
  var UPCOMING = "/?tomorrow=1";
  var lastAhead = 0;

  // The service worker fetches it, so leaving the page never cuts the fetch short.
  function renderAhead() {
    if (location.pathname !== "/" || !navigator.onLine || !navigator.serviceWorker || !navigator.serviceWorker.controller) return;
    if (Date.now() - lastAhead < 60000) return;
    lastAhead = Date.now();
    navigator.serviceWorker.controller.postMessage("render-ahead");
  }

  function rollOverOffline(today) {
    if (!window.caches) return;
    caches.match(UPCOMING).then(function (hit) { return hit ? hit.text() : null; }).then(function (html) {
      var ahead = html && (html.match(/data-today="([0-9-]+)"/) || [])[1];
      if (ahead === today) location.href = "/?date=" + today;
    }, function () {});
  }

  // ---- Drag to reorder ------------------------------------------------------------------------
  // A card of a category can be dragged into another place among its category's cards (a mouse
  // at once, a finger after a long press). Dropping it posts the card's own Move up / Move down
  // form once per place moved, so a drag writes through the same route as the menu.

  var drag = null;
  function cardsOf(list) { return Array.from(list.children).filter(function (c) { return c.matches(".card"); }); }

  document.addEventListener("pointerdown", function (event) {
    var face = event.target.closest && event.target.closest("[data-reorder] .card-face");
    if (!face || event.button !== 0) return;
    var item = face.closest(".card");
    var list = item.parentNode;
    if (cardsOf(list).length < 2) return;
    drag = { item: item, list: list, start: cardsOf(list).indexOf(item), x: event.clientX, y: event.clientY,
             active: false, touch: event.pointerType !== "mouse", timer: null };
    if (drag.touch) drag.timer = setTimeout(function () { if (drag) begin(); }, 400);
  });

  function begin() {
    drag.active = true;
    drag.item.classList.add("dragging");
    var menu = drag.item.querySelector("details.card-menu");
    if (menu) menu.open = false;
  }

  document.addEventListener("pointermove", function (event) {
    if (!drag) return;
    var far = Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y) > 10;
    if (!drag.active) {
      if (drag.touch) { if (far) { clearTimeout(drag.timer); drag = null; } return; }  // a scroll
      if (!far) return;
      begin();
    }
    event.preventDefault();
    var over = document.elementFromPoint(event.clientX, event.clientY);
    var target = over && over.closest && over.closest(".card");
    if (!target || target === drag.item || target.parentNode !== drag.list) return;
    var cards = cardsOf(drag.list);
    if (cards.indexOf(target) > cards.indexOf(drag.item)) target.after(drag.item); else target.before(drag.item);
  });

  function endDrag() {
    if (!drag) return;
    clearTimeout(drag.timer);
    var moved = drag.active ? cardsOf(drag.list).indexOf(drag.item) - drag.start : 0;
    var item = drag.item, wasActive = drag.active;
    drag = null;
    item.classList.remove("dragging");
    if (!wasActive) return;
    // The click that ends a drag must not open the card's menu.
    document.addEventListener("click", function (e) { e.preventDefault(); e.stopPropagation(); }, { capture: true, once: true });
    if (moved !== 0) postMoves(item, moved);
  }
  document.addEventListener("pointerup", endDrag);
  document.addEventListener("pointercancel", endDrag);
  // A card's face is a link: a mouse would start the browser's own drag of it instead.
  document.addEventListener("dragstart", function (event) {
    if (event.target.closest && event.target.closest("[data-reorder] .card-face")) event.preventDefault();
  });
  // Once a long press has begun a drag, the finger's moves drag the card instead of scrolling
  // the page (a scroll would end the drag with pointercancel), and no context menu opens.
  document.addEventListener("touchmove", function (event) { if (drag && drag.active) event.preventDefault(); }, { passive: false });
  document.addEventListener("contextmenu", function (event) { if (drag) event.preventDefault(); });

  function postMoves(item, moved) {
    // The card's own Move form when its menu was built, else the same route and the board's
    // address from the menu's template.
    var form = item.querySelector('form[action$="/move"]') || document.getElementById("card-menu").content.querySelector('form[action$="/move"]');
    var action = new URL("/trackers/" + item.getAttribute("data-tracker") + "/move", location.href).href;
    var back = form.querySelector('input[name="back"]').value;
    var step = moved > 0 ? "1" : "-1";
    var count = Math.abs(moved);
    var chain = Promise.resolve(null);
    // Each step must land before the next; a refused or failed one shows the board as stored.
    for (var i = 0; i < count; i++) {
      chain = chain.then(function (previous) {
        if (previous && !previous.ok) throw new Error("move");
        return fetch(action, { method: "POST", credentials: "same-origin", body: new URLSearchParams({ by: step, back: back }) });
      });
    }
    chain.then(function (response) {
      if (!response.ok) throw new Error("move");
      return response.text().then(function (html) { swap(html, response.url, "#progress, #board"); });
    }).catch(function () { location.reload(); });
  }

  // ---- Live search ----------------------------------------------------------------------------

  var searchTimer = null;
  document.addEventListener("input", function (event) {
    var input = event.target;
    if (input.type !== "search" || !input.form) return;
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () {
      var url = "/?" + new URLSearchParams(new FormData(input.form)).toString();
      fetch(url, { credentials: "same-origin" })
        .then(function (response) { return response.text(); })
        .then(function (html) { swap(html, new URL(url, location.href).href, "#progress, #board"); });
    }, 200);
  });

  // ---- New / Edit tracker form ----------------------------------------------------------------

  function graphemes(text) {
    if (window.Intl && Intl.Segmenter) return Array.from(new Intl.Segmenter().segment(text)).length;
    return Array.from(text).length;
  }

  // The live message of a name field (tracker or category): over the limit, or only spaces.
  // Clears only what it can judge: a message it showed itself, or the server's limit message
  // (the same count); a server's other messages (a duplicate, a name of invisible marks) stay
  // until the next save. True when the field has no such problem.
  function checkName(input) {
    var error = document.getElementById(input.getAttribute("data-error"));
    var trimmed = input.value.trim();
    var limitMessage = input.getAttribute("data-limit-message");
    var missingMessage = input.getAttribute("data-missing-message");
    var message = graphemes(trimmed) > Number(input.getAttribute("data-limit")) ? limitMessage
      : input.value.length > 0 && trimmed.length === 0 ? missingMessage : "";
    if (!error) return !message;
    if (message) {
      if (error.textContent !== message) error.textContent = message;
      error.hidden = false;
      error.setAttribute("data-live", "");
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", error.id);
    } else if (error.textContent && (error.hasAttribute("data-live") || error.textContent === limitMessage)) {
      error.hidden = true;
      error.textContent = "";
      error.removeAttribute("data-live");
      input.removeAttribute("aria-invalid");
    }
    return !message;
  }

  function checkTrackerForm(form) {
    var name = form.querySelector("#name");
    var trimmed = name.value.trim();
    var nameOK = checkName(name);
    var clear = form.querySelector(".clear");
    if (clear) clear.hidden = name.value.length === 0;
    var isHabit = form.getAttribute("data-kind") === "habit";
    var days = form.querySelectorAll('input[name="days"]:checked');
    var chosen = form.querySelector('input[name="frequency"]:checked');
    var weekdays = !chosen || chosen.hasAttribute("data-weekdays");
    var summary = form.querySelector("#schedule-summary");
    if (summary && weekdays) {
      var all = form.querySelectorAll('input[name="days"]').length;
      summary.textContent = days.length === all ? summary.getAttribute("data-every-day")
        : Array.from(days).map(function (d) { return d.getAttribute("data-short"); }).join(", ");
    }
    var category = form.querySelector('input[name="categoryId"]:checked');
    var categoryValue = form.querySelector(".category-picker .row-value");
    if (categoryValue && category) categoryValue.textContent = category.parentNode.querySelector(".choice-name").textContent;
    var valid = trimmed.length > 0 && nameOK && category &&
      (!isHabit || !weekdays || days.length > 0) &&
      form.querySelector('input[name="emoji"]:checked') && form.querySelector('input[name="color"]:checked');
    form.querySelector("[data-submit]").disabled = !valid;
    form.querySelectorAll("[data-needs]").forEach(function (button) {
      var input = form.querySelector("#" + button.getAttribute("data-needs"));
      button.disabled = !input || !checkName(input) || input.value.trim().length === 0;
    });
  }

  document.addEventListener("input", function (event) {
    var form = event.target.form;
    if (form && form.id === "tracker-form") checkTrackerForm(form);
    if (form && form.id === "tracker-form" && event.target.closest(".schedule-kinds")) previewSchedule(form);
  });

  // A flexible schedule's summary and limits are the server's: the sheet's own Done (action
  // "schedule", which saves nothing) is posted in the background and its summary and messages
  // are copied in, so the script never re-derives the rules or the plural forms.
  var scheduleTimer = null;
  function previewSchedule(form) {
    clearTimeout(scheduleTimer);
    var kind = form.querySelector('input[name="frequency"]:checked');
    if (!kind || kind.hasAttribute("data-weekdays")) {
      // The weekday summary is drawn locally; only its message needs clearing.
      form.querySelectorAll(".schedule-kinds .option-body .field-error").forEach(function (e) {
        if (!e.id.startsWith("days")) { e.hidden = true; e.textContent = ""; }
      });
      return;
    }
    scheduleTimer = setTimeout(function () {
      var body = new URLSearchParams(new FormData(form));
      body.set("action", "schedule");
      fetch(new URL(form.getAttribute("action"), location.href).href, { method: "POST", body: body, credentials: "same-origin" })
        .then(function (response) { return response.text(); })
        .then(function (html) {
          var doc = new DOMParser().parseFromString(html, "text/html");
          var summary = doc.querySelector("#schedule-summary");
          var chosen = form.querySelector('input[name="frequency"]:checked');
          if (summary && chosen && !chosen.hasAttribute("data-weekdays")) form.querySelector("#schedule-summary").textContent = summary.textContent;
          doc.querySelectorAll(".schedule-kinds .field-error").forEach(function (answer) {
            var error = document.getElementById(answer.id);
            if (!error) return;
            error.textContent = answer.textContent;
            error.hidden = answer.hidden;
          });
          doc.querySelectorAll(".schedule-kinds input[type=number]").forEach(function (answer) {
            var input = document.getElementById(answer.id);
            if (!input) return;
            ["aria-invalid", "aria-describedby"].forEach(function (name) {
              if (answer.hasAttribute(name)) input.setAttribute(name, answer.getAttribute(name)); else input.removeAttribute(name);
            });
          });
        }, function () {});
    }, 250);
  }
  document.addEventListener("change", function (event) {
    var form = event.target.form;
    if (form && form.id === "tracker-form") checkTrackerForm(form);
    if (form && form.id === "tracker-form" && event.target.name === "frequency") previewSchedule(form);
  });
  document.addEventListener("click", function (event) {
    var clear = event.target.closest(".clear");
    if (!clear) return;
    var input = clear.parentNode.querySelector("input");
    input.value = "";
    input.focus();
    checkTrackerForm(input.form);
  });
  // Enter in the new-category field adds the category rather than submitting the tracker.
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      var open = openOverlays().pop() || document.querySelector("details[open]");
      // Focus returns to what opened it (its own summary, not a nested one).
      var trigger = open && Array.from(open.children).find(function (c) { return c.matches("summary"); });
      if (open) { open.open = false; if (trigger) trigger.focus(); }
      return;
    }
    if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
    var id = event.target.id;
    var button = id && document.querySelector('[data-needs="' + id + '"]');
    if (button) { event.preventDefault(); if (!button.disabled) button.click(); }
  });

  // ---- Onboarding: dots follow the swipe --------------------------------------------------------

  function enhanceOnboarding(root) {
    var slides = root.querySelector(".slides");
    if (!slides) return;
    var dots = root.querySelectorAll(".dot");
    // Right to left (Arabic) the slides run leftwards: scrollLeft counts down from 0.
    var sign = getComputedStyle(slides).direction === "rtl" ? -1 : 1;
    slides.addEventListener("scroll", function () {
      var index = Math.round(Math.abs(slides.scrollLeft) / slides.clientWidth);
      dots.forEach(function (dot, i) {
        if (i === index) dot.setAttribute("aria-current", "step"); else dot.removeAttribute("aria-current");
      });
    }, { passive: true });
    dots.forEach(function (dot, i) {
      dot.addEventListener("click", function (event) {
        event.preventDefault();
        slides.scrollTo({ left: sign * i * slides.clientWidth, behavior: "smooth" });
      });
    });
  }

  function enhance(root) {
    var form = root.id === "tracker-form" ? root : root.querySelector("#tracker-form");
    if (form) checkTrackerForm(form);
    enhanceOnboarding(root);
  }

  enhance(document);

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("/sw.js").catch(function () { /* no secure origin: online only */ });
  }
  startWriteQueue();
  renderAhead();
  // Again after the board changed (a write, a live update), so the copy holds the latest streaks.
  document.addEventListener("habits:changed", function () { lastAhead = 0; setTimeout(renderAhead, 1000); });
})();
