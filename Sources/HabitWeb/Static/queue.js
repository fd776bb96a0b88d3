// Habits — the write queue (SPEC §14). Every write a page makes to a day or a tracker (done, a
// value, skip, a note, the detail chips, the month browser's sheet, pin and unpin, pause, resume,
// archive) goes through here, online or not: it is kept in IndexedDB with the time it was made,
// then sent in order, each once, to the same form route the page posts to without JavaScript.
// Online the answer is swapped in as before; without a connection the write waits on the device
// (across reloads), the page shows it at once with words and values the server rendered into it,
// and it is sent when the connection returns. The server keeps the later of two writes to a day
// (`at`, last write wins), so a write that waited never overwrites a newer one made elsewhere;
// the page then shows the server's state. A write the server refuses leaves the queue and its
// reason is shown on the page (the status line), never dropped silently.
"use strict";

(function () {
  // Which writes come here is app.js's QUEUED (it loads this file when the first one is made).
  var DB_NAME = "habits", STORE = "writes", VERSION = 2;

  // ---- Storage ------------------------------------------------------------------------------

  function openDB() {
    return new Promise(function (resolve, reject) {
      var request = indexedDB.open(DB_NAME, VERSION);
      request.onupgradeneeded = function () {
        var db = request.result;
        if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
        // Version 1 kept yes/no taps alone ("taps"): they become writes of the same route, in order.
        if (db.objectStoreNames.contains("taps")) {
          var tx = request.transaction, writes = tx.objectStore(STORE);
          tx.objectStore("taps").getAll().onsuccess = function (event) {
            event.target.result.forEach(function (tap) {
              writes.add({ at: Date.now(), action: "/trackers/" + tap.tracker + "/completions", swap: "#progress, #board",
                           fields: [["date", tap.date], ["done", tap.done ? "1" : "0"], ["back", "/"]], waited: true });
            });
            db.deleteObjectStore("taps");
          };
        }
      };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  }

  function withStore(mode, work) {
    return openDB().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(STORE, mode);
        var request = work(tx.objectStore(STORE));
        tx.oncomplete = function () { db.close(); resolve(request ? request.result : undefined); };
        tx.onerror = function () { db.close(); reject(tx.error); };
      });
    });
  }

  function keep(write) { return withStore("readwrite", function (store) { return store.add(write); }); }
  function kept() { return withStore("readonly", function (store) { return store.getAll(); }); }
  function forget(seq) { return withStore("readwrite", function (store) { return store.delete(seq); }); }
  function markWaited(write) {
    write.waited = true;
    return withStore("readwrite", function (store) { return store.put(write); });
  }

  // ---- The status line (words from the server, in the page's language) ----------------------

  function status(kind, reason) {
    var line = document.getElementById("sync-status");
    if (!line) return;
    var text = line.getAttribute("data-" + kind) || "";
    if (reason) text += " " + reason;
    line.textContent = text;
    line.hidden = !text;
    line.classList.toggle("refused", kind === "refused");
  }

  // A refused answer is a page with the reason on it: the toast, a field's message, or the
  // error page's own words.
  function reasonIn(html) {
    var doc = new DOMParser().parseFromString(html, "text/html");
    var found = doc.querySelector(".toast") || doc.querySelector(".field-error:not([hidden])") || doc.querySelector("main p") ||
      doc.querySelector("h1");
    return found ? found.textContent.trim() : "";
  }

  // ---- Shown at once ------------------------------------------------------------------------
  // Each kind of form says what it changes; the words and numbers are the server's, rendered
  // into data attributes (data-other: the text after the write). A part shown this way is marked
  // until the server's own rendering replaces it.

  function swapOthers(root) {
    root.querySelectorAll("[data-other]").forEach(function (element) {
      var other = element.getAttribute("data-other");
      element.setAttribute("data-other", element.textContent);
      element.textContent = other;
    });
  }

  function field(form, name) { return form.querySelector('input[name="' + name + '"]'); }

  function closeOverlays(form) {
    var details = form.closest("details");
    while (details) { details.open = false; details = details.parentElement && details.parentElement.closest("details"); }
  }

  // The progress line moved by `done` and `total`, in the server's words (data-template).
  function addToProgress(done, total) {
    var progress = document.getElementById("progress");
    if (!progress) return;
    var doneCount = Number(progress.getAttribute("data-done")) + done;
    var totalCount = Number(progress.getAttribute("data-total")) + total;
    progress.setAttribute("data-done", doneCount);
    progress.setAttribute("data-total", totalCount);
    progress.hidden = totalCount === 0;
    var allDone = progress.getAttribute("data-all-done");
    progress.textContent = allDone && totalCount > 0 && doneCount === totalCount ? allDone
      : progress.getAttribute("data-template").replace("{done}", doneCount).replace("{total}", totalCount);
  }

  // A due habit counts in done; an event, or an open flexible habit, in both (data-progress).
  function moveProgress(card, nowDone) {
    var role = card.getAttribute("data-progress");
    if (role === "none") return;
    addToProgress(nowDone ? 1 : -1, role === "event" ? (nowDone ? 1 : -1) : 0);
  }

  // A board card's round button (yes/no): the other outcome the server rendered.
  function showTap(form) {
    var card = form.closest(".card");
    var button = form.querySelector("button");
    var done = field(form, "done");
    var nowDone = done.value === "1";
    button.setAttribute("aria-pressed", nowDone ? "true" : "false");
    button.textContent = nowDone ? "✓" : "+";
    done.value = nowDone ? "0" : "1";
    if (card) {
      card.querySelectorAll(".card-stats [data-other]").forEach(function (element) {
        var other = element.getAttribute("data-other");
        element.setAttribute("data-other", element.textContent);
        element.textContent = other;
      });
      moveProgress(card, nowDone);
    }
  }

  // A measurable card's step: the first shows the outcome the server rendered; each further one
  // waits with the value one step on (the sum is plain arithmetic in thousandths).
  function showStep(form) {
    var card = form.closest(".card");
    var button = form.querySelector("button");
    var value = field(form, "value");
    if (!form.hasAttribute("data-stepped")) {
      form.setAttribute("data-stepped", "");
      card.querySelectorAll(".card-stats [data-other]").forEach(function (element) {
        element.textContent = element.getAttribute("data-other");
        element.removeAttribute("data-other");
      });
      if (button.hasAttribute("data-done-after")) {
        if (!button.classList.contains("done")) moveProgress(card, true);
        button.classList.add("done");
        button.textContent = "✓";
      }
    }
    var thousandths = Math.round(Number(value.value) * 1000) + Math.round(Number(form.getAttribute("data-step")) * 1000);
    value.value = String(Math.min(thousandths, 1000000000) / 1000);
  }

  // Skip / Unskip in a card's menu.
  function showSkip(form) {
    var card = form.closest(".card");
    var state = field(form, "state");
    var skipping = state.value === "skipped";
    state.value = skipping ? "none" : "skipped";
    swapOthers(form);
    card.classList.toggle("state-skipped", skipping);
    var line = card.querySelector(".state-line");
    if (skipping && !line) {
      line = document.createElement("span");
      line.className = "state-line";
      card.querySelector(".card-stats").appendChild(line);
    }
    if (line) { if (skipping) line.textContent = form.getAttribute("data-state-line"); else line.remove(); }
  }

  // A day's note in a card's menu: the card's note line.
  function showNote(form, fields) {
    var card = form.closest(".card");
    if (!card) return;
    var note = (fields.note || "").trim();
    var line = card.querySelector(".day-note");
    if (note && !line) {
      line = document.createElement("span");
      line.className = "day-note";
      card.querySelector(".card-stats").appendChild(line);
    }
    if (line) { if (note) line.textContent = note; else line.remove(); }
  }

  // A day's value from the value sheet: a board card's daily amount, or a detail chip's value.
  function showValue(form, fields) {
    var typed = fields.state === "none" ? "" : (fields.value || "").trim();
    var template = form.getAttribute("data-amount");
    var card = form.closest(".card");
    if (card && template) {
      var amount = card.querySelector(".amount");
      if (amount) { amount.textContent = template.replace("{value}", typed || "0"); amount.removeAttribute("data-other"); }
    }
    var chip = form.closest("details") && form.closest("details").querySelector("summary.chip");
    if (chip) {
      var date = chip.textContent.split(" · ")[0];
      chip.textContent = typed ? date + " · " + typed : date;
    }
  }

  // A detail chip: done → skipped → clear, as the server said the chip cycles.
  function showChip(form) {
    var state = field(form, "state");
    var button = form.querySelector("button");
    var cycle = form.getAttribute("data-cycle").split(" ");
    var now = state.value;
    button.className = "chip " + (now === "none" ? form.getAttribute("data-cleared") : now);
    button.setAttribute("aria-pressed", now === "done" ? "true" : "false");
    button.setAttribute("aria-label", form.getAttribute("data-label-" + now));
    state.value = cycle[(cycle.indexOf(now) + 1) % cycle.length];
  }

  // The month browser's sheet: the day's state (a value or a note changes no colour).
  function showMonthDay(form, fields) {
    var day = form.closest("li.day");
    if (!day || !fields.state || fields.state === "value") return;
    day.className = "day " + (fields.state === "none" ? "pending" : fields.state);
    day.querySelectorAll('input[name="state"]').forEach(function (radio) { radio.checked = radio.value === fields.state; });
  }

  // Pin / Unpin: the menu's label (the card moves between sections once the server renders it).
  function showPin(form) {
    var pinned = field(form, "pinned");
    pinned.value = pinned.value === "1" ? "0" : "1";
    swapOthers(form);
  }

  // Pause leaves the board (and shows the paused line on the detail); Resume and Archive too.
  function showPause(form) {
    var card = form.closest(".card");
    if (card) { card.hidden = true; moveProgressForHidden(card); return; }
    if (form.closest(".planned-pause")) return;  // new days for a planned pause: marked as waiting
    var actions = form.closest(".detail-actions");
    if (!actions) return;
    var line = document.createElement("p");
    line.className = "paused-line";
    line.textContent = form.getAttribute("data-paused");
    actions.replaceChildren(line);
  }

  function showResume(form) {
    var row = form.closest(".paused-row, .planned-pause");
    if (row) { row.hidden = true; return; }
    var actions = form.closest(".detail-actions");
    if (actions) actions.querySelectorAll(".paused-line, form").forEach(function (e) { e.hidden = true; });
  }

  function showArchive(form) {
    var card = form.closest(".card");
    if (card) { card.hidden = true; moveProgressForHidden(card); }
  }

  // A card that leaves the board no longer counts in its progress line.
  function moveProgressForHidden(card) {
    var toggle = card.querySelector("form.toggle button, form.step-form button");
    if (card.getAttribute("data-progress") !== "habit" || !toggle) return;
    var done = toggle.getAttribute("aria-pressed") === "true" || toggle.classList.contains("done");
    addToProgress(done ? -1 : 0, -1);
  }

  function fieldsOf(write) {
    var fields = {};
    write.fields.forEach(function (pair) { fields[pair[0]] = pair[1]; });
    return fields;
  }

  // Shows a waiting write on `form`, the form it was made with (or its twin on a page reopened
  // from the cache).
  function show(form, write) {
    var fields = fieldsOf(write);
    var route = write.action.split("/")[3];
    var marked = form.closest(".card, .chip-form, li.day, .detail-actions, .paused-row, .planned-pause, .chips li") || form;
    if (route === "completions") showTap(form);
    else if (route === "pin") showPin(form);
    else if (route === "pause") showPause(form);
    else if (route === "resume") showResume(form);
    else if (route === "archive") showArchive(form);
    else if (form.classList.contains("step-form")) showStep(form);
    else if (form.classList.contains("skip-form")) showSkip(form);
    else if (form.classList.contains("chip-form")) showChip(form);
    else if (form.closest(".day-sheet")) { showMonthDay(form, fields); if ("note" in fields) form.querySelector('input[name="note"]').value = fields.note; }
    else if (fields.sheet === "note") showNote(form, fields);
    else if (fields.sheet === "value") showValue(form, fields);
    marked.classList.add("pending-sync");
    closeOverlays(form);
  }

  // The form on this page a kept write was made with: same route, and every hidden field but
  // `back` the same (a sheet's typed fields may differ; they are what the write carries). A
  // board card's menu forms exist once its menu is built from the board's templates (app.js).
  function formFor(write) {
    var fields = fieldsOf(write);
    function find() {
      var forms = document.querySelectorAll('form[action="' + write.action + '"]');
      return Array.prototype.find.call(forms, function (form) {
        return Array.prototype.every.call(form.querySelectorAll('input[type="hidden"]'), function (input) {
          return input.name === "back" || fields[input.name] === input.value;
        });
      }) || null;
    }
    var found = find();
    var card = !found && buildMenu && document.querySelector('.card[data-tracker="' + write.action.split("/")[2] + '"]');
    if (card) { buildMenu(card); found = find(); }
    return found;
  }

  // ---- Sending, in order ----------------------------------------------------------------------

  var swapAnswer = null;   // app.js's swap(html, url, selectors)
  var buildMenu = null;    // app.js's buildMenu(card): a card's menu and sheets from the templates
  var made = {};           // seq → the form, for writes this page made
  var flushing = null, again = false, retry = null;

  function offline(write) {
    var form = made[write.seq];
    var shown = !write.waited && form && document.contains(form);
    status("offline");
    return markWaited(write).then(function () { if (shown) show(form, write); });
  }

  // Sends the kept writes one after another; stops at the first that cannot reach the server
  // (it is sent again, first, when the connection returns).
  function flush() {
    if (flushing) { again = true; return flushing; }
    clearTimeout(retry);
    var waitedSent = false, refused = false;
    function round() {
      again = false;
      return kept().then(function (writes) {
        var chain = Promise.resolve(true);
        writes.forEach(function (write, index) {
          chain = chain.then(function (going) {
            if (!going) return false;
            return send(write, index === writes.length - 1).then(function (outcome) {
              // No connection after all: what this page made after it waits too, shown at once.
              if (outcome === "offline") {
                return Promise.all(writes.slice(index + 1).map(offline)).then(function () { return false; });
              }
              if (outcome === "kept") return false;
              if (write.waited) waitedSent = true;
              if (outcome === "refused" && write.waited) refused = true;
              return true;
            });
          });
        });
        return chain.then(function (allSent) { if (allSent && again) return round(); return allSent; });
      });
    }
    // One page at a time sends (two open tabs share the queue): the others wait, then find
    // what the first sent gone from it.
    var sending = navigator.locks ? navigator.locks.request("habits-writes", round) : round();
    flushing = sending.then(function (allSent) {
      flushing = null;
      if (allSent && waitedSent) {
        if (!refused) status("synced");
        refresh();
      }
    }, function () { flushing = null; });
    return flushing;
  }

  function send(write, last) {
    var body = new URLSearchParams();
    write.fields.forEach(function (pair) { body.append(pair[0], pair[1]); });
    body.set("at", String(write.at));
    return fetch(write.action, { method: "POST", body: body, credentials: "same-origin" }).then(function (response) {
      // The store could not be written (503): the write stays first in line and is tried again.
      if (response.status >= 500) {
        retry = setTimeout(flush, 15000);
        return "kept";
      }
      return response.text().then(function (html) {
        return forget(write.seq).then(function () {
          var form = made[write.seq];
          delete made[write.seq];
          var refused = response.status >= 400;
          // The answer of this page's latest write is the page as the server now renders it
          // (a refused sheet open again with its message), as it always was online.
          var swapped = last && form && !write.waited && swapAnswer;
          // A refusal is answered in place (no redirect): the page keeps its own address.
          if (swapped) swapAnswer(html, response.redirected ? response.url : location.href, write.swap);
          else if (refused) status("refused", reasonIn(html));
          return refused ? "refused" : "sent";
        });
      });
    }, function () {
      // The device may think it is online while the server cannot be reached: try again later
      // (an "online" event, a new write or the next page load also sends what waits).
      if (navigator.onLine) retry = setTimeout(flush, 15000);
      return offline(write).then(function () { return "offline"; });
    });
  }

  // After writes that waited: the page's parts as the server renders them now.
  function refresh() {
    var parts = document.getElementById("detail") ? "#detail" : document.getElementById("board") ? "#progress, #board" : null;
    if (!parts || !swapAnswer) return;
    fetch(location.href, { credentials: "same-origin" }).then(function (response) {
      if (!response.ok) return;
      return response.text().then(function (html) { swapAnswer(html, location.href, parts); });
    }).catch(function () { /* offline again: the next flush refreshes */ });
  }

  // ---- What app.js calls ----------------------------------------------------------------------

  window.HabitsWrites = {
    // Keeps the form's write (with the time it was made) and sends what is kept, in order.
    submit: function (form, submitter, selectors) {
      var fields = [];
      new FormData(form).forEach(function (value, name) { fields.push([name, String(value)]); });
      if (submitter && submitter.name) fields.push([submitter.name, submitter.value]);
      var write = { at: Date.now(), action: form.getAttribute("action"), fields: fields, swap: selectors, waited: false };
      if (!navigator.onLine) write.waited = true;
      return keep(write).then(function (seq) {
        write.seq = seq;
        made[seq] = form;
        if (write.waited) { show(form, write); status("offline"); return; }
        return flush();
      }, function () {
        // No storage on this device (private mode): post the form the plain way.
        form.submit();
      });
    },

    // Called once by app.js, as soon as this file is loaded, with its swap and its menu builder.
    attach: function (swap, menus) {
      swapAnswer = swap;
      buildMenu = menus || null;
      window.addEventListener("online", function () { flush(); });
      window.addEventListener("offline", function () { kept().then(function (w) { if (w.length) status("offline"); }); });
    },

    // Called by app.js on a page opened while this device keeps writes: shows what is still
    // waiting, or sends it. Resolves once what waits is shown.
    start: function () {
      return kept().then(function (writes) {
        if (writes.length === 0) return;
        if (navigator.onLine) { flush(); return; }
        // A page reopened from the cache shows the writes still waiting, in order.
        writes.forEach(function (write) {
          var form = formFor(write);
          if (form) show(form, write);
        });
        status("offline");
      }, function () {});
    },
  };
})();
