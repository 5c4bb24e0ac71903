// Dealing drills: clicking a seat on the drawn table presses that seat's button (with the chosen mode);
// keys: a letter picks an operation or a seat mode, a number deals (or announces, tables, pushes) to that seat.
// Our own script (the CSP allows no inline script and no eval); without it the buttons and modes still work.
(function () {
  // Which drawing of the table the page shows (style.css's width test): a drill step's partial then draws only
  // that one (the server draws both when it is not told, and the stylesheet shows a lone one at any width).
  var narrow = window.matchMedia ? window.matchMedia("(max-width: 40rem)") : null;
  document.addEventListener("htmx:configRequest", function (event) {
    if (narrow && event.detail && event.detail.headers) {
      event.detail.headers["X-Table-Layout"] = narrow.matches ? "tall" : "wide";
    }
  });
  // A partial with one drawing shows it at any width, so a window resized (or a phone turned) across the
  // stylesheet's line after a step would keep the other layout's drawing, scaled: ask the server for the play
  // area again (GET, which changes nothing) drawn for the new width.
  var redrawing = false;
  function wantedLayout() { return narrow && narrow.matches ? "tall" : "wide"; }
  function typed(drill) {
    var fields = [];
    drill.querySelectorAll("form input[name], form select[name]").forEach(function (field) {
      if (field.type === "hidden" || field.type === "submit") return;
      var form = field.form ? (field.form.id || field.form.className) : "";
      if (field.type === "radio" || field.type === "checkbox") {
        if (field.checked) fields.push({form: form, name: field.name, value: field.value, checked: true});
      } else if (field.value) {
        fields.push({form: form, name: field.name, value: field.value});
      }
    });
    return fields;
  }
  // Where the cursor is, to put it back: a named field (by its form and name), or a button of a form (by
  // its place among the form's buttons: the push form's Push button has no name).
  function focusedField(drill) {
    var active = document.activeElement;
    if (!active || !active.form || !drill.contains(active)) return null;
    var form = active.form.id || active.form.className;
    if (active.tagName === "BUTTON") {
      return {form: form, button: Array.prototype.indexOf.call(active.form.querySelectorAll("button"), active)};
    }
    return active.name ? {form: form, name: active.name, value: active.value} : null;
  }
  function putBack(drill, fields, focused) {
    if (focused && focused.button !== undefined) {
      drill.querySelectorAll("form").forEach(function (form) {
        if ((form.id || form.className) !== focused.form) return;
        var button = form.querySelectorAll("button")[focused.button];
        if (button) button.focus();
      });
    }
    drill.querySelectorAll("form input[name], form select[name]").forEach(function (field) {
      if (field.type === "hidden" || field.type === "submit") return;
      var form = field.form ? (field.form.id || field.form.className) : "";
      fields.forEach(function (old) {
        if (old.form !== form || old.name !== field.name) return;
        if (old.checked) field.checked = field.value === old.value;
        else if (field.type !== "radio" && field.type !== "checkbox") field.value = old.value;
      });
      if (focused && focused.form === form && focused.name === field.name &&
          (field.type !== "radio" || field.value === focused.value)) field.focus();
    });
  }
  function redraw() {
    var drill = document.getElementById("drill");
    if (!drill || redrawing || !window.htmx || !drill.getAttribute("data-url")) return;
    var figure = drill.querySelector("figure.one-layout");
    if (!figure || figure.querySelector("svg.table." + wantedLayout())) return;
    // A step on its way comes back drawn for the width it was sent at: htmx:afterSettle looks again then.
    if (document.querySelector(".htmx-request")) return;
    redrawing = true;
    starting = true;  // htmx.ajax sends it at once: the next htmx:beforeRequest is this one
    htmx.ajax("GET", drill.getAttribute("data-url"), {target: "#drill", swap: "outerHTML"}).then(done, done);
    starting = false;
  }
  function done() {
    redrawing = false;
    redrawRequest = null;
    kept = null;
    redraw();  // the width may have changed again while it was on its way
  }
  // A step sent while the redraw is on its way wins: the redraw's older table is not swapped in over it (the
  // step's own table comes back, and htmx:afterSettle looks at its drawing then). Otherwise what the trainee
  // has typed or picked by the time it comes back is put back into the new play area, if still at that step.
  var starting = false, redrawRequest = null, stepSent = false, kept = null;
  document.addEventListener("htmx:beforeRequest", function (event) {
    if (starting) { redrawRequest = event.detail.xhr; stepSent = false; starting = false; }
    else if (redrawing) stepSent = true;
  });
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (!redrawRequest || event.detail.xhr !== redrawRequest) return;
    if (stepSent) { event.detail.shouldSwap = false; return; }
    var drill = document.getElementById("drill");
    kept = drill ? {version: drill.getAttribute("data-version"), fields: typed(drill), focused: focusedField(drill)}
                 : null;
  });
  document.addEventListener("htmx:afterSwap", function (event) {
    if (!kept || !redrawRequest || event.detail.xhr !== redrawRequest) return;
    var drill = document.getElementById("drill");
    if (drill && drill.getAttribute("data-version") === kept.version) putBack(drill, kept.fields, kept.focused);
    kept = null;
  });
  if (narrow) {
    if (narrow.addEventListener) narrow.addEventListener("change", redraw);
    else if (narrow.addListener) narrow.addListener(redraw);  // older Safari
  }
  document.addEventListener("htmx:afterSettle", function () { if (!redrawing) redraw(); });
  function dealing() { return document.querySelector("#drill[data-dealing] form.dealer"); }
  function pressSeat(form, seat) {
    var button = form.querySelector('button[data-seat-button="' + seat + '"]');
    // A real click: htmx then sends the button's name and value with the form (requestSubmit would not).
    if (button && !button.disabled) button.click();
  }
  document.addEventListener("click", function (event) {
    var form = dealing();
    if (!form || !event.target.closest) return;
    var group = event.target.closest("#drill svg.table .seat[data-seat]");
    if (group) pressSeat(form, group.getAttribute("data-seat"));
  });
  // The players' actions are shown one by one (static/style.css); the trainee need not wait: any key or click
  // shows the table as it stands at once, and the key does its work as usual (on the step the page shows).
  function showAll() {
    var drill = document.getElementById("drill");
    if (drill) drill.classList.add("revealed");
  }
  document.addEventListener("keydown", showAll, true);
  document.addEventListener("pointerdown", showAll, true);
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    var form = dealing();
    if (!form) return;
    var target = event.target;
    if (target && target.closest && target.closest("form.push") && event.key === "Escape") {
      target.blur();  // back to the dealing keys
      return;
    }
    if (target && (target.tagName === "INPUT" && target.type !== "radio" || target.tagName === "SELECT" ||
                   target.tagName === "TEXTAREA")) return;
    var key = event.key.toLowerCase();
    var field = document.querySelector('#drill [data-focus-key="' + key.replace(/["\\]/g, "") + '"]');
    if (field) {
      // The push form: the cursor goes to the first amount (Tab on to the others, Enter pushes).
      event.preventDefault();
      field.focus();
      return;
    }
    var group = target && target.closest ? target.closest("svg.table .seat[data-seat]") : null;
    if (group && (key === "enter" || key === " ")) {
      event.preventDefault();
      pressSeat(form, group.getAttribute("data-seat"));
      return;
    }
    if (/^[0-9]$/.test(key)) {
      event.preventDefault();
      pressSeat(form, key === "0" ? "10" : key);
      return;
    }
    var mode = form.querySelector('input[data-mode-key="' + key + '"]');
    if (mode) {
      event.preventDefault();
      mode.checked = true;
      return;
    }
    var op = form.querySelector('button[data-op-key="' + key + '"]');
    if (op && !op.disabled) {
      event.preventDefault();
      op.click();
    }
  });
})();
