// Habits — the New/Edit tracker form, checked as you type (loaded by that page alone). The rules
// a save applies answer (FormCheck, in rules.wasm, through app.js's loader); a flexible schedule's
// summary and limits come from the server, which renders them in the page's words.
"use strict";

(function () {
  // The form checked as you type by the rules a save applies (FormCheck, in rules.wasm): the
  // name, the schedule's numbers, the measure's unit, target and step; Create is enabled only
  // when the form would be saved.
  function checkWithRules(form) {
    var name = form.querySelector("#name");
    var clear = form.querySelector(".clear");
    if (clear) clear.hidden = name.value.length === 0;
    var days = form.querySelectorAll('input[name="days"]:checked');
    var chosen = form.querySelector('input[name="frequency"]:checked');
    var summary = form.querySelector("#schedule-summary");
    if (summary && (!chosen || chosen.hasAttribute("data-weekdays"))) {
      var all = form.querySelectorAll('input[name="days"]').length;
      summary.textContent = days.length === all ? summary.getAttribute("data-every-day")
        : Array.from(days).map(function (d) { return d.getAttribute("data-short"); }).join(", ");
    }
    var category = form.querySelector('input[name="categoryId"]:checked');
    var categoryValue = form.querySelector(".category-picker .row-value");
    if (categoryValue && category) categoryValue.textContent = category.parentNode.querySelector(".choice-name").textContent;
    var body = new URLSearchParams(new FormData(form));
    if (form.getAttribute("data-kind") !== "habit") body.set("kind", "event");
    HabitsPage.rules().then(function (rules) {
      var answer = rules.form(body.toString());
      var messages = JSON.parse(form.getAttribute("data-messages") || "{}");
      form.querySelectorAll("[data-check]").forEach(function (input) {
        // A field that holds nothing yet says nothing (Create stays disabled).
        var code = answer.errors[input.name];
        showError(input, code && input.value.length > 0 ? messages[code] : "", Object.values(messages));
      });
      form.querySelector("[data-submit]").disabled = !answer.valid;
      form.querySelectorAll("[data-needs]").forEach(function (button) {
        var input = form.querySelector("#" + button.getAttribute("data-needs"));
        button.disabled = !input || input.value.trim().length === 0 || Boolean(answer.errors[input.name]);
      });
    }, function () { /* no WebAssembly here: the server checks the form when it is saved */ });
  }

  // A field's live message: shown when the rules name one; cleared when they name none, if it
  // is one of theirs (a server's other message, such as a name already taken, stays until the
  // next save).
  function showError(input, message, ours) {
    var error = document.getElementById(input.getAttribute("data-check"));
    if (!error) return;
    if (message) {
      if (error.textContent !== message) error.textContent = message;
      error.hidden = false;
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", error.id);
    } else if (error.textContent && ours.indexOf(error.textContent) >= 0) {
      error.hidden = true;
      error.textContent = "";
      input.removeAttribute("aria-invalid");
    }
  }

  document.addEventListener("input", function (event) {
    var form = event.target.form;
    if (form && form.id === "tracker-form") checkWithRules(form);
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
    if (form && form.id === "tracker-form") checkWithRules(form);
    if (form && form.id === "tracker-form" && event.target.name === "frequency") previewSchedule(form);
  });
  document.addEventListener("click", function (event) {
    var clear = event.target.closest(".clear");
    if (!clear) return;
    var input = clear.parentNode.querySelector("input");
    input.value = "";
    input.focus();
    checkWithRules(input.form);
  });
  // Enter in the new-category field adds the category rather than submitting the tracker.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" || event.target.tagName !== "INPUT") return;
    var id = event.target.id;
    var button = id && document.querySelector('[data-needs="' + id + '"]');
    if (button) { event.preventDefault(); if (!button.disabled) button.click(); }
  });

  function checkPage() {
    var form = document.getElementById("tracker-form");
    if (form) checkWithRules(form);
  }
  checkPage();
  // Again when the server's answer swapped the form in place.
  document.addEventListener("habits:changed", checkPage);
})();
