// Every htmx request that fails shows a message (our own script: the CSP allows no inline script).
// htmx swaps a 4xx answer (base.html's htmx-config): the answer itself says what was wrong. It swaps
// nothing for a 5xx (a busy database's 503 included), nor when the server cannot be reached, and then the
// click would do nothing visible: this shows the server's message (its role="alert" section) above the
// page instead, or a plain one. The next request that succeeds takes it away.
(function () {
  var BOX_ID = "request-error";

  function show(text) {
    var box = document.getElementById(BOX_ID);
    if (!box) {
      box = document.createElement("div");
      box.id = BOX_ID;
      box.className = "request-error";
      box.setAttribute("role", "alert");
      var message = document.createElement("p");
      var close = document.createElement("button");
      close.type = "button";
      close.className = "link";
      close.textContent = "Dismiss";
      close.addEventListener("click", function () { box.remove(); });
      box.appendChild(message);
      box.appendChild(close);
      var main = document.getElementById("main") || document.body;
      main.insertBefore(box, main.firstChild);
    }
    box.firstChild.textContent = text;
  }

  function messageOf(xhr) {
    var fallback = "The server could not answer (" + xhr.status + (xhr.statusText ? " " + xhr.statusText : "") +
                   "). Nothing was changed by this click: try again in a moment.";
    if (!xhr.responseText) return fallback;
    try {
      // DOMParser runs no script; only the text of the error's alert is read.
      var page = new DOMParser().parseFromString(xhr.responseText, "text/html");
      var alert = page.querySelector("[role=alert]");
      var text = alert ? alert.textContent.replace(/\s+/g, " ").trim() : "";
      return text || fallback;
    } catch (error) {
      return fallback;
    }
  }

  document.addEventListener("htmx:beforeSwap", function (event) {
    var detail = event.detail;
    if (!detail.isError) return;
    if (!detail.shouldSwap || !detail.xhr.responseText) show(messageOf(detail.xhr));
  });
  document.addEventListener("htmx:sendError", function () {
    show("The server could not be reached: check the connection and try again.");
  });
  document.addEventListener("htmx:timeout", function () {
    show("The server took too long to answer: try again.");
  });
  document.addEventListener("htmx:afterRequest", function (event) {
    var box = document.getElementById(BOX_ID);
    if (box && event.detail.successful) box.remove();
  });
})();
