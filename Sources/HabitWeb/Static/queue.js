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

  // ---- Shown at once, by the rules (SPEC §23) -------------------------------------------------
  // A write is shown before the server answers (offline, or online until its answer swaps in):
  // the page keeps the writes it shows for each tracker (`pending`) and asks the rules'
  // WebAssembly (rules.js: the Swift rules the server judges with) to judge the page's cards
  // again from their records (data-rules) and those writes. Its answer is numbers and plural
  // categories; the words are the server's, rendered into the page as templates
  // (#card-wording, a card's data-template). A part shown this way is marked until the server's
  // own rendering replaces it.

  var pending = {};        // tracker id → the writes shown on its card, in order
  var loadRules = null;    // app.js's loader of rules.js
  var placed = {};         // tracker id → its category ("position name") and Move items before an offline Pin

  function fieldsOf(write) {
    var fields = {};
    write.fields.forEach(function (pair) { fields[pair[0]] = pair[1]; });
    return fields;
  }

  function field(form, name) { return form.querySelector('input[name="' + name + '"]'); }
  function routeOf(write) { return write.action.split("/")[3]; }
  function trackerOf(write) { return write.action.split("/")[2]; }

  // A write as the rules read it: its route and its fields, as the form posted them.
  function writeLine(write) { return "W " + routeOf(write) + " " + new URLSearchParams(write.fields).toString(); }

  // A template's placeholders ({n}, {value}, …) filled in.
  function fill(template, values) {
    return Object.keys(values).reduce(function (text, key) { return text.split("{" + key + "}").join(values[key]); }, template || "");
  }

  function closeOverlays(form) {
    var details = form.closest("details");
    while (details) { details.open = false; details = details.parentElement && details.parentElement.closest("details"); }
  }

  // Keeps a write to show and marks its form's part (`judge` then shows it).
  function remember(form, write) {
    var id = trackerOf(write);
    if (!(pending[id] || []).some(function (kept) { return kept.seq === write.seq; })) (pending[id] = pending[id] || []).push(write);
    if (!form) return;
    (form.closest(".card, .chip-form, li.day, .detail-actions, .paused-row, .planned-pause, .chips li") || form).classList.add("pending-sync");
    var card = document.activeElement && document.activeElement.closest && document.activeElement.closest(".card");
    closeOverlays(form);
    showPlan(form, write);
    // A control of the closed menu (or a card moved by Pin) had the focus: it returns to the card.
    if (card && !card.contains(document.activeElement) || card && document.activeElement.closest("details:not([open]) > :not(summary)")) {
      card.querySelector(".card-face").focus();
    }
  }

  // A write the server has: what it renders shows it from now on.
  function forgetShown(write) {
    var id = trackerOf(write);
    var left = (pending[id] || []).filter(function (kept) { return kept.seq !== write.seq; });
    if (left.length) pending[id] = left; else delete pending[id];
  }

  // Writes that change no day but what the page lays out: Pin moves the card between Pinned
  // and its category; on the detail page, Pause and Resume change its actions.
  function showPlan(form, write) {
    var route = routeOf(write);
    var card = document.querySelector('#board .card[data-tracker="' + trackerOf(write) + '"]');
    if (route === "pin" && card) pin(card, fieldsOf(write).pinned === "1");
    if (route === "resume" && !card) {
      // A habit the server shows paused: its card comes back with the server's answer.
      var row = form.closest(".paused-row, .planned-pause");
      if (row) row.hidden = true;
    }
    var actions = form.closest(".detail-actions");
    if (actions && route === "pause" && !form.closest(".planned-pause")) {
      var line = document.createElement("p");
      line.className = "paused-line";
      line.textContent = form.getAttribute("data-paused");
      actions.replaceChildren(line);
    }
    if (actions && route === "resume") actions.querySelectorAll(".paused-line, form").forEach(function (e) { e.hidden = true; });
  }

  // Judges the board's cards, or the detail page's days, with the writes shown.
  function judge() {
    if (!Object.keys(pending).length || !loadRules) return Promise.resolve();
    return loadRules().then(function (rules) {
      if (document.getElementById("board")) judgeBoard(rules);
      else if (document.getElementById("detail")) judgeDetail(rules);
    }, function () { /* no WebAssembly here: the server's answer shows the write */ });
  }

  function judgeBoard(rules) {
    var board = document.getElementById("board"), progress = document.getElementById("progress");
    var wording = document.getElementById("card-wording");
    var cards = Array.from(board.querySelectorAll(".card[data-rules]")).filter(function (card) { return card.getAttribute("data-rules"); });
    if (!wording || !progress || !cards.length) return;
    var lines = [board.getAttribute("data-page"), "B " + progress.getAttribute("data-base")];
    cards.forEach(function (card) {
      lines.push("C " + card.getAttribute("data-rules"));
      (pending[card.getAttribute("data-tracker")] || []).forEach(function (write) { lines.push(writeLine(write)); });
    });
    var answer = rules.board(lines.join("\n"));
    var words = JSON.parse(wording.getAttribute("data-wording"));
    var page = board.getAttribute("data-page").split(" ");
    var isToday = page[1] === page[2];
    cards.forEach(function (card, index) {
      if (pending[card.getAttribute("data-tracker")] && answer.cards[index]) showCard(card, answer.cards[index], words, isToday);
    });
    board.querySelectorAll("section.tracker-section").forEach(function (section) {
      section.hidden = !section.querySelector(".card:not([hidden])");
    });
    showProgress(progress, answer.progress);
  }

  // The progress line, in the server's words (data-template, data-all-done on today's board).
  function showProgress(line, progress) {
    var allDone = line.getAttribute("data-all-done");
    var all = allDone && progress.total > 0 && progress.done === progress.total;
    line.hidden = progress.total === 0;
    line.className = all ? "progress all-done" : "progress";
    line.textContent = all ? allDone : fill(line.getAttribute("data-template"), { done: progress.done, total: progress.total });
  }

  // The words of a plural category (`pair`: keyed by two numbers' categories, or the first's).
  function plural(templates, category, values) {
    return fill(typeof templates === "string" ? templates : templates[category] || templates.other, values);
  }
  function pair(templates, first, second, values) {
    return fill(typeof templates === "string" ? templates : templates[first + " " + second] || templates[first], values);
  }

  // A part of a card's numbers line: made when there is text for it, removed when there is none.
  function line(stats, name, text) {
    var element = stats.querySelector("." + name);
    if (text && !element) {
      element = document.createElement("span");
      element.className = name;
      stats.insertBefore(element, name === "state-line" ? stats.querySelector(".day-note") : null);
    }
    if (element) { if (text) element.textContent = text; else element.remove(); }
  }

  // A card as the server renders it for the rules' answer `r` (PageRules.board).
  function showCard(card, r, words, isToday) {
    card.className = card.className.replace(/\bstate-[a-z-]+/, "state-" + r.state);
    // An at-most habit at its limit or over it (Measure.Limit), its line in the server's words.
    card.classList.remove("limit-reached", "limit-over");
    if (r.limit) card.classList.add("limit-" + r.limit);
    var stats = card.querySelector(".card-stats");
    var count = stats.querySelector(".count");
    if (r.amount) {
      count.textContent = fill(count.getAttribute(r.amount.period ? "data-period-template" : "data-template"),
                               { value: r.amount.value, target: r.amount.target });
    } else {
      count.textContent = plural(words.days, r.daysPlural, { n: r.days });
    }
    var streak = stats.querySelector(".streak");
    if (r.unit && streak) {
      streak.textContent = plural(words.current[r.unit], r.currentPlural, { n: r.current });
      streak.className = r.current === 0 ? "streak zero" : "streak";
      stats.querySelector(".best").textContent = plural(words.best[r.unit], r.bestPlural, { n: r.best });
      stats.querySelector(".streaks-label").textContent = pair(words.spoken[r.unit], r.currentPlural, r.bestPlural, { a: r.current, b: r.best });
    }
    var limit = stats.querySelector(".limit-line");
    if (limit) limit.textContent = r.limit ? words.limit[r.limit] : "";
    line(stats, "state-line", r.state === "skipped" ? words.skipped : r.state === "open" && isToday ? words.optional : "");
    line(stats, "day-note", r.note);
    var toggle = card.querySelector("form.toggle"), step = card.querySelector("form.step-form");
    if (toggle) {
      var check = toggle.querySelector("button");
      check.setAttribute("aria-pressed", r.done ? "true" : "false");
      check.textContent = r.done ? "✓" : "+";
      field(toggle, "done").value = r.done ? "0" : "1";
    }
    if (step) {
      var button = step.querySelector("button");
      button.className = r.done ? "check step done" : "check step";
      button.setAttribute("aria-pressed", r.done ? "true" : "false");
      button.textContent = r.done ? "✓" : "+";
      button.disabled = r.next === null;
      field(step, "value").value = r.next === null ? "0" : r.next;
    }
    showMenu(card, r, words);
    var hidden = !r.shown || r.paused;
    card.hidden = hidden;
    showPaused(card, r, words);
  }

  // An item's label in the board's menu template (Pin, Unpin, Skip today, Unskip).
  function menuWord(item) {
    var button = document.getElementById("card-menu").content.querySelector('[data-item="' + item + '"] button');
    return button ? button.textContent : "";
  }

  // A card's menu: Skip or Unskip, the value and note its sheets start from (on its face while
  // the menu is closed, or in the menu the script built from the board's templates).
  function showMenu(card, r, words) {
    var skipped = r.state === "skipped";
    var face = card.querySelector("a.card-face[data-menu]");
    // The pause sheet starts tomorrow while the habit is done today, and says why. The face,
    // as the server renders it, names neither when it starts today (the body's data-today).
    var pauseNote = r.doneToday ? fill(words.pauseNote, { name: card.querySelector(".card-name").textContent }) : "";
    if (face && face.hasAttribute("data-min")) {
      var today = r.pauseFrom === document.body.getAttribute("data-today");
      if (today) face.removeAttribute("data-from"); else face.setAttribute("data-from", r.pauseFrom);
      if (pauseNote) face.setAttribute("data-pausenote", pauseNote); else face.removeAttribute("data-pausenote");
    }
    var pause = card.querySelector('.menu a[data-sheet="pause"]');
    if (pause) { pause.setAttribute("data-from", r.pauseFrom); pause.setAttribute("data-pausenote", pauseNote); }
    var from = card.querySelector(".pause-sheet input[name=from]"), said = card.querySelector(".pause-sheet .pause-note");
    if (from) from.value = r.pauseFrom;
    if (said) said.textContent = pauseNote;
    if (face) {
      face.setAttribute("data-menu", face.getAttribute("data-menu").split(" ").map(function (item) {
        return item === "skip" || item === "unskip" ? (skipped ? "unskip" : "skip") : item;
      }).join(" "));
      if (face.hasAttribute("data-value")) face.setAttribute("data-value", r.value);
      if (r.note && face.getAttribute("data-menu").split(" ").indexOf("note") >= 0) face.setAttribute("data-note", r.note);
      else face.removeAttribute("data-note");
      return;
    }
    var skip = card.querySelector("form.skip-form");
    if (skip) {
      field(skip, "state").value = skipped ? "none" : "skipped";
      skip.querySelector("button").textContent = menuWord(skipped ? "unskip" : "skip");
    }
    var value = card.querySelector(".value-sheet input[name=value]");
    if (value) value.value = r.value;
    var note = card.querySelector(".note-sheet textarea[name=note]");
    if (note) note.value = r.note;
  }

  // Pin and Unpin (not a rule: where the card stands): Pinned holds pinned cards in the
  // trackers' order (data-order); a category's section (data-category, its place among the
  // categories) holds the others. A card the server pinned names its category itself.
  function pin(card, pinned) {
    var board = document.getElementById("board");
    var id = card.getAttribute("data-tracker");
    var words = JSON.parse(document.getElementById("card-wording").getAttribute("data-wording"));
    var left = card.closest("section");
    if (pinned && !placed[id]) placed[id] = { category: left.getAttribute("data-category") + " " + left.querySelector("h2").textContent, items: [] };
    var category = (pinned ? "" : card.getAttribute("data-category") || placed[id].category).split(" ");
    var section = pinned ? board.querySelector("section[data-pinned]") : board.querySelector('section[data-category="' + category[0] + '"]');
    if (!section) {
      section = document.createElement("section");
      section.className = "tracker-section";
      var title = document.createElement("h2");
      if (pinned) { section.setAttribute("data-pinned", ""); title.textContent = words.pinned; }
      else { section.setAttribute("data-reorder", ""); section.setAttribute("data-category", category[0]); title.textContent = category.slice(1).join(" "); }
      var list = document.createElement("ul");
      list.className = "cards";
      section.append(title, list);
      var after = pinned ? null : Array.from(board.querySelectorAll("section[data-category]")).find(function (other) {
        return Number(other.getAttribute("data-category")) > Number(category[0]);
      });
      var sections = board.querySelectorAll("section.tracker-section");
      if (pinned || !sections.length) board.prepend(section);
      else if (after) after.before(section);
      else sections[sections.length - 1].after(section);
    }
    var cards = section.querySelector("ul.cards");
    var next = Array.from(cards.children).find(function (other) { return Number(other.getAttribute("data-order")) > Number(card.getAttribute("data-order")); });
    cards.insertBefore(card, next || null);
    if (left && left !== section && !left.querySelector(".card")) left.remove();
    // The menu: Pin ↔ Unpin, and Move up / down only for a card in its category.
    var face = card.querySelector("a.card-face[data-menu]");
    if (face) {
      var items = face.getAttribute("data-menu").split(" ").filter(function (item) { return item !== "pin" && item !== "unpin"; });
      if (pinned) {
        placed[id].items = items.filter(function (item) { return item === "up" || item === "down"; });
        items = items.filter(function (item) { return item !== "up" && item !== "down"; });
      } else {
        items = items.concat(placed[id] ? placed[id].items : []);
      }
      face.setAttribute("data-menu", [pinned ? "unpin" : "pin"].concat(items).join(" "));
    }
    var form = card.querySelector('form[action$="/pin"]');
    if (form) { field(form, "pinned").value = pinned ? "0" : "1"; form.querySelector("button").textContent = menuWord(pinned ? "unpin" : "pin"); }
  }

  // A card paused on the board's day leaves it for the Paused section, as the server lists it.
  function showPaused(card, r, words) {
    var board = document.getElementById("board");
    var id = card.getAttribute("data-tracker");
    var section = document.getElementById("paused");
    var row = section && section.querySelector('.paused-row[data-tracker="' + id + '"]');
    if (r.paused && !row) {
      if (!section) {
        // As the server renders it: <details id="paused"><summary><h2>, and the list.
        section = document.createElement("details");
        section.className = "paused-section";
        section.id = "paused";
        var summary = document.createElement("summary"), list = document.createElement("ul");
        summary.append(document.createElement("h2"));
        list.className = "paused-list";
        section.append(summary, list);
        var sections = board.querySelectorAll("section.tracker-section");
        if (sections.length) sections[sections.length - 1].after(section); else board.prepend(section);
      }
      var until = r.until ? r.until.split("-").map(Number) : null;
      var template = document.getElementById("paused-row").content.firstElementChild.cloneNode(true);
      row = fillIn(template, { id: id, name: card.querySelector(".card-name").textContent,
                                       emoji: card.querySelector(".card-emoji").textContent,
                                       color: (card.className.match(/\bcolor-\d+/) || [""])[0], order: card.getAttribute("data-order"),
                                       hint: until ? fill(words.pausedUntil[until[1] - 1], { d: until[2], y: until[0] }) : words.pausedUntil[12] });
      var list = section.querySelector(".paused-list");
      var next = Array.from(list.children).find(function (other) { return Number(other.getAttribute("data-order")) > Number(row.getAttribute("data-order")); });
      list.insertBefore(row, next || null);
    }
    if (!r.paused && row) row.remove();
    if (row && r.paused) {
      var resume = row.querySelector("form");
      if (resume && !r.pausedToday) resume.remove();
    }
    if (section) {
      var count = section.querySelectorAll(".paused-row:not([hidden])").length;
      if (!count) { section.remove(); return; }
      section.querySelector("h2").textContent = fill(words.pausedTitle, { n: count });
    }
  }

  // The detail page: its chips and the month's days, judged with the writes shown.
  function judgeDetail(rules) {
    var detail = document.getElementById("detail");
    var id = detail.getAttribute("data-tracker");
    if (!detail.getAttribute("data-rules") || !pending[id]) return;
    var lines = [detail.getAttribute("data-page"), "C " + detail.getAttribute("data-rules")];
    pending[id].forEach(function (write) { lines.push(writeLine(write)); });
    var answer = rules.board(lines.join("\n")).cards[0];
    if (!answer || !answer.range) return;
    var words = JSON.parse(detail.getAttribute("data-states"));
    var days = {};
    answer.range.forEach(function (day) { days[day.date] = day; });
    detail.querySelectorAll("form.chip-form").forEach(function (form) {
      var day = days[field(form, "date").value];
      if (!day) return;
      var button = form.querySelector("button");
      button.className = "chip " + day.state;
      button.setAttribute("aria-pressed", day.state === "done" ? "true" : "false");
      button.setAttribute("aria-label", fill(form.getAttribute("data-label"), { state: words[day.state] }));
      field(form, "state").value = day.state === "done" ? (day.skip ? "skipped" : "none") : day.state === "skipped" ? "none" : "done";
    });
    detail.querySelectorAll(".chips summary.chip").forEach(function (summary) {
      var form = summary.parentNode.querySelector("form");
      var day = form && days[field(form, "date").value];
      if (!day) return;
      summary.className = "chip " + day.state;
      var text = summary.textContent.split(" · ")[0];
      summary.textContent = day.value ? text + " · " + day.value : text;
    });
    detail.querySelectorAll("li.day[data-date]").forEach(function (item) {
      var day = days[item.getAttribute("data-date")];
      if (!day) return;
      item.className = "day " + day.state;
      var summary = item.querySelector("summary");
      if (summary) summary.setAttribute("aria-label", fill(item.getAttribute("data-label"), { state: words[day.state] }));
      item.querySelectorAll('input[name="state"][type="radio"]').forEach(function (radio) {
        radio.checked = radio.value === (day.state === "done" || day.state === "skipped" ? day.state : "none");
      });
    });
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
    var card = !found && buildMenu && document.querySelector('.card[data-tracker="' + trackerOf(write) + '"]');
    if (card) { buildMenu(card); found = find(); }
    return found;
  }

  // ---- Sending, in order ----------------------------------------------------------------------

  var swapAnswer = null;   // app.js's swap(html, url, selectors)
  var buildMenu = null;    // app.js's buildMenu(card): a card's menu and sheets from the templates
  var fillIn = null;       // app.js's fillIn(element, values): a template's placeholders filled in
  var made = {};           // seq → the form, for writes this page made
  var flushing = null, again = false, retry = null;
  var submitted = Promise.resolve();  // the last write read and shown (HabitsWrites.submit)

  // A write that could not be sent waits (it is shown already).
  function offline(write) {
    status("offline");
    return markWaited(write);
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
          forgetShown(write);
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

  // Keeps a form's write (with the time it was made), shows it and sends what is kept, in order.
  function keepAndShow(form, submitter, selectors) {
    var fields = [];
    new FormData(form).forEach(function (value, name) { fields.push([name, String(value)]); });
    if (submitter && submitter.name) fields.push([submitter.name, submitter.value]);
    var write = { at: Date.now(), action: form.getAttribute("action"), fields: fields, swap: selectors, waited: false };
    if (!navigator.onLine) write.waited = true;
    return keep(write).then(function (seq) {
      write.seq = seq;
      made[seq] = form;
      // Shown at once, offline or before the server's answer swaps in.
      remember(form, write);
      var shown = judge();
      if (write.waited) status("offline"); else flush();
      return shown;
    }, function () {
      // No storage on this device (private mode): post the form the plain way.
      form.submit();
    });
  }

  // ---- What app.js calls ----------------------------------------------------------------------

  window.HabitsWrites = {
    // Keeps the form's write and sends what is kept, in order. Writes are read one after
    // another, each once the one before is shown: a step button writes the card's next value,
    // so two quick taps are two steps, not the same value twice.
    submit: function (form, submitter, selectors) {
      var shown = submitted.then(function () { return keepAndShow(form, submitter, selectors); });
      submitted = shown.catch(function () {});
      return shown;
    },

    // Called once by app.js, as soon as this file is loaded, with its swap, its menu builder,
    // its template filler and its loader of the rules (rules.js).
    attach: function (page) {
      swapAnswer = page.swap;
      buildMenu = page.buildMenu;
      fillIn = page.fillIn;
      loadRules = page.rules;
      window.addEventListener("online", function () { flush(); });
      window.addEventListener("offline", function () { kept().then(function (w) { if (w.length) status("offline"); }); });
      // The server's rendering swapped in (an answer, a live update) while writes still wait:
      // they are shown on it again.
      document.addEventListener("habits:changed", function () { judge(); });
    },

    // Called by app.js on a page opened while this device keeps writes: shows what is still
    // waiting, or sends it. Resolves once what waits is shown.
    start: function () {
      return kept().then(function (writes) {
        if (writes.length === 0) return;
        // The page shows the writes still waiting, in order, then sends them (or, offline,
        // keeps them: a page reopened from the cache).
        writes.forEach(function (write) { remember(formFor(write), write); });
        if (navigator.onLine) flush(); else status("offline");
        return judge();
      }, function () {});
    },
  };
})();
