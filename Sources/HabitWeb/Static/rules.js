// Habits — the rules in the page (SPEC §23). rules.wasm is HabitRules, the Swift rules the
// server judges with, compiled with Embedded Swift: the page asks it instead of keeping rules of
// its own. Its interface is a byte buffer in linear memory and plain integers (wasm/Exports.swift):
// the page writes UTF-8 text into habits_input(n)'s room, calls a function with the length, and
// reads the answer (JSON) at habits_output() for the length it returns. app.js loads this file
// when a page first needs a rule; the service worker precaches both files.
"use strict";

(function () {
  var encoder = new TextEncoder(), decoder = new TextDecoder();
  var exports = null;

  // The zone's offset from UTC in seconds at an instant, the one thing the rules ask the page:
  // the device's time zone database.
  var imports = { env: { offset: function (second) { return -new Date(second * 1000).getTimezoneOffset() * 60; } } };

  function call(name, text) {
    var bytes = encoder.encode(text);
    var pointer = exports.habits_input(bytes.length);
    new Uint8Array(exports.memory.buffer, pointer, bytes.length).set(bytes);
    var length = exports[name](bytes.length);
    return decoder.decode(new Uint8Array(exports.memory.buffer, exports.habits_output(), length));
  }

  // The body's data-rules names this file and the module, in that order.
  var url = document.body.getAttribute("data-rules").split(" ")[1];
  var ready = fetch(url).then(function (response) {
    if (!response.ok) throw new Error("rules.wasm");
    return response.arrayBuffer();
  }).then(function (bytes) { return WebAssembly.instantiate(bytes, imports); }).then(function (result) {
    exports = result.instance.exports;
    return window.HabitsRules;
  });

  window.HabitsRules = {
    ready: ready,
    // PageRules.board: the page's cards after the writes it holds (see HabitRules/Page/PageRules.swift).
    board: function (text) { return JSON.parse(call("habits_board", text)); },
    // FormCheck.trackerForm: the New/Edit form as it would be posted.
    form: function (body) { return JSON.parse(call("habits_form", body)); },
    // Today (YYYY-MM-DD) now, for a day that starts `dayStart` hours after midnight.
    today: function (dayStart) {
      var length = exports.habits_today(Date.now(), dayStart);
      return decoder.decode(new Uint8Array(exports.memory.buffer, exports.habits_output(), length));
    },
  };
})();
