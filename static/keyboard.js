// Keyboard answers for quiz questions (our own script: the CSP forbids eval, which htmx trigger filters need).
// A number key picks the option whose data-key it is, Enter submits (the browser's own form submission),
// N follows the element marked data-key="n" (the next question).
document.addEventListener("keydown", function (event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  var target = event.target;
  var typing = target && (target.tagName === "TEXTAREA" || (target.tagName === "INPUT" && target.type !== "radio") ||
                          target.tagName === "SELECT" || target.isContentEditable);
  if (typing) return;
  var key = event.key.toLowerCase();
  var seat = target && target.closest ? target.closest("svg.table .seat[data-seat]") : null;
  if (seat && (key === "enter" || key === " ")) {
    event.preventDefault();
    chooseSeat(seat);
    return;
  }
  if (key === "enter") {
    // Enter on a chosen option submits its form (htmx sees the submit event); elsewhere Enter keeps its meaning.
    var form = target && target.closest ? target.closest("form[data-enter-submits]") : null;
    if (!form) form = document.querySelector("form[data-enter-submits]");
    if (form && target.tagName !== "BUTTON" && target.tagName !== "A" && form.querySelector("input:checked")) {
      event.preventDefault();
      form.requestSubmit();
    }
    return;
  }
  var element = document.querySelector('[data-key="' + key.replace(/["\\]/g, "") + '"]');
  if (!element) return;
  event.preventDefault();
  if (element.type === "radio") {
    element.checked = true;
    element.focus();
  } else {
    element.click();
  }
});

// A seat question: clicking (or Enter/Space on) a seat on the drawn table picks that seat's radio button.
function chooseSeat(group) {
  var radio = document.querySelector('input[data-seat-choice="' + group.getAttribute("data-seat") + '"]');
  if (!radio) return;
  radio.checked = true;
  radio.focus();
  document.querySelectorAll("svg.table .seat.chosen").forEach(function (g) { g.classList.remove("chosen"); });
  group.classList.add("chosen");
}
document.addEventListener("click", function (event) {
  var group = event.target.closest ? event.target.closest("svg.table .seat[data-seat]") : null;
  if (group) chooseSeat(group);
});
