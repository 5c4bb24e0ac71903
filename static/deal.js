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
