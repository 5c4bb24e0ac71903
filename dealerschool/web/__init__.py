"""The web layer: ``create_app`` in the flaskr style. Thin: each view parses a request, makes one engine call,
stores what must be kept (``dealerschool.store``) and renders."""

from __future__ import annotations

import copy
import hashlib
import hmac
import importlib
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from flask import Flask, Response, current_app, g, render_template, request, session
from flask.sessions import SecureCookieSessionInterface
from flask_wtf.csrf import CSRFError, CSRFProtect, generate_csrf
from itsdangerous import BadSignature, Serializer, URLSafeTimedSerializer
from itsdangerous.encoding import base64_encode
from werkzeug.exceptions import HTTPException
from werkzeug.middleware.proxy_fix import ProxyFix

from dealerschool import __version__, store
from dealerschool.caches import BoundedCache
from dealerschool.resources import resource_dir
from dealerschool.web.frame import frame_links
from dealerschool.web.htmx import render_page_or_partial
from dealerschool.web.params import IdConverter

BLUEPRINTS = (
    "auth",
    "quiz",
    "progress",
    "floor",
    "reference",
    "deal",
    "instructor",
    "classes",
    "class_scenarios",
)
"""The blueprint modules of ``dealerschool.web``, registered in this order; each defines ``bp``."""

CONTENT_SECURITY_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                           "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'")
"""Only our own scripts and styles, no inline script (htmx's trigger filters would need eval, so we use none)."""

SECURITY_HEADERS = (("Content-Security-Policy", CONTENT_SECURITY_POLICY), ("X-Content-Type-Options", "nosniff"),
                    ("Referrer-Policy", "same-origin"), ("X-Frame-Options", "DENY"))
"""The headers every response carries unless its view set its own, in this order."""

MAX_UPLOAD_BYTES = 256 * 1024
"""A request body larger than this is refused with a clear 413 (a situation file is a few kilobytes)."""

RETRY_AFTER_SECONDS = 2
"""What a 503 for a busy database asks the client to wait before trying again."""

class CheckedCSRF(CSRFProtect):  # type: ignore[misc]  # flask-wtf ships no type information
    """flask-wtf's CSRF check, remembering each form token whose signature it has verified, and what it
    unsigned to: a drill posts the same token on every step, and verifying it again (a serialiser, an HMAC,
    JSON) is a tenth of a step's cost. The unsigned value is still compared with the session's on every
    post, as flask-wtf does. Only where that check's answer cannot change for a token: tokens without a time
    limit, signed with the app's own key, and no HTTPS referrer check (flask-wtf's own check does those).

    Measured against flask-wtf's plain check (2 December 2026, one process, the same 16 drills' steps
    interleaved with the plain form so the shared machine's drift hits both): a drill step costs 6.9% to 7.9%
    more CPU without it (three runs; two identical runs differ by up to 3.9%). Kept."""

    def __init__(self) -> None:
        super().__init__()
        self.verified = CSRF_TOKENS
        self.signing: tuple[Any, URLSafeTimedSerializer] | None = None

    def protect(self, apply_exemptions: bool = False) -> None:
        config = current_app.config
        token = request.form.get("csrf_token") if request.method in config["WTF_CSRF_METHODS"] else None
        remember = (bool(token) and request.endpoint is not None and config["WTF_CSRF_TIME_LIMIT"] is None
                    and not request.is_secure and config.get("WTF_CSRF_FIELD_NAME", "csrf_token") == "csrf_token"
                    and not config.get("WTF_CSRF_SECRET_KEY"))
        key = (current_app.secret_key, token or "")
        if remember:
            value = self.verified.get(key)
            stored = session.get("csrf_token")
            if value is not None and isinstance(stored, str) and hmac.compare_digest(stored, value):
                g.csrf_valid = True
                return
        super().protect(apply_exemptions)  # raises CSRFError (a clear 400) when the token is wrong
        if remember and g.get("csrf_valid"):
            self.verified.put(key, session["csrf_token"])

    def token(self) -> str:
        """The form token for this request's pages (``csrf_token()`` in a template), as flask-wtf's
        ``generate_csrf`` makes it: the session's value (made if missing), signed once a request, or the token
        a view has already put in ``g``; signed by one :class:`TokenSerializer` per key instead of a new
        serialiser each time. A differently configured app (its own CSRF key or field name) gets flask-wtf's."""
        config, key = current_app.config, current_app.secret_key
        if (key is None or config.get("WTF_CSRF_SECRET_KEY")
                or config.get("WTF_CSRF_FIELD_NAME", "csrf_token") != "csrf_token"):
            return str(generate_csrf())  # (without a key, flask-wtf's clear error)
        if "csrf_token" not in g:
            value = session.get("csrf_token")
            if not isinstance(value, str):
                value = session["csrf_token"] = hashlib.sha1(os.urandom(64)).hexdigest()
            if self.signing is None or self.signing[0] != key:
                self.signing = (key, TokenSerializer(key, salt="wtf-csrf-token"))
            g.csrf_token = self.signing[1].dumps(value)
        return str(g.csrf_token)


class TokenSerializer(URLSafeTimedSerializer):
    """itsdangerous's serialiser for flask-wtf's tokens, writing the payload without first trying zlib on it.
    A token's payload is 42 bytes of JSON (the session's 40 hex digits, quoted), which zlib never makes shorter
    (each hex digit is 8 bits as a fixed-Huffman literal, plus 6 bytes of header and checksum), so itsdangerous
    writes it uncompressed anyway: the token is the same text, and flask-wtf's check reads it as before. Trying
    zlib set up and tore down a compressor of some 256 KB each time, a tenth of the frame's cost on a page with
    a form (2 December 2026, tests/bench/README.md)."""

    def dump_payload(self, obj: Any) -> bytes:
        return base64_encode(Serializer.dump_payload(self, obj))


def text_size(key: tuple[Any, ...], value: Any) -> int:
    """A remembered token's or cookie's memory: the texts it keeps (its key's strings and its value)."""
    return sum(sys.getsizeof(part) for part in key if isinstance(part, str)) + sys.getsizeof(repr(value))


CSRF_TOKENS: BoundedCache[tuple[Any, str], str] = BoundedCache(
    "web.csrf_tokens", max_entries=4096, max_bytes=4 * 2**20, size_of=text_size)
"""Form tokens whose signature flask-wtf verified, by (app key, token): the value each unsigned to."""
SESSION_COOKIES: BoundedCache[tuple[Any, str], tuple[dict[str, Any], float, float]] = BoundedCache(
    "web.session_cookies", max_entries=1024, max_bytes=4 * 2**20, size_of=text_size)
"""Session cookies checked, by (the app's keys, cookie text): their values, when signed, when checked."""

csrf = CheckedCSRF()


SCALARS = (str, int, float, bool, type(None))


def private_copy(values: dict[str, Any]) -> dict[str, Any]:
    """A copy of a session's values that nothing done to it reaches the original through: a plain copy of
    the dict when every value is a string, number or None (a signed-in session: its user id and CSRF
    value), else a deep copy (flashed messages are lists)."""
    if all(type(value) in SCALARS for value in values.values()):
        return dict(values)
    return copy.deepcopy(values)


class SessionInterface(SecureCookieSessionInterface):
    """Flask's signed-cookie session, with its signing serialiser made once per key rather than twice a request
    (making one serialises an empty dict to see whether it writes text: a tenth of the session's cost on
    every request). The serialiser keeps no state between calls; a changed key or fallback list makes a new one."""

    RECHECK_SECONDS = 60.0

    def __init__(self) -> None:
        self.made: tuple[tuple[Any, ...], Any] | None = None
        self.opened = SESSION_COOKIES

    def get_signing_serializer(self, app: Flask) -> Any:
        key = (app.secret_key, tuple(app.config["SECRET_KEY_FALLBACKS"] or ()))
        if self.made is None or self.made[0] != key:
            self.made = (key, super().get_signing_serializer(app))
        return self.made[1]

    def open_session(self, app: Flask, request: Any) -> Any:
        """The session from its signed cookie, each cookie text checked once per process and then remembered
        (checking the signature and decoding the JSON was a fourteenth of a drill step). A remembered cookie is
        checked again after RECHECK_SECONDS and refused once older than the session's lifetime, as a full
        check would; a changed key finds none of them (they are kept under the keys they were checked with, in
        the bounded cache :data:`SESSION_COOKIES`). Every request gets a new session object holding its own
        copy of the values, so nothing one request changes reaches another.

        Measured against Flask's plain check of every cookie (2 December 2026, as :class:`CheckedCSRF` was): a
        drill step costs 6.7% to 11.1% more CPU without it (three runs; noise up to 3.9%). Kept."""
        serializer = self.get_signing_serializer(app)
        text = request.cookies.get(self.get_cookie_name(app))
        if not text:
            return self.session_class()
        max_age = app.permanent_session_lifetime.total_seconds()
        now = time.time()
        assert self.made is not None  # (made by get_signing_serializer above)
        remembered = (self.made[0], text)  # under the keys it was checked with: a changed key finds nothing
        known = self.opened.get(remembered)
        if known is not None:
            values, signed_at, checked_at = known
            if now - checked_at <= self.RECHECK_SECONDS and now - signed_at <= max_age:
                return self.session_class(private_copy(values))
        try:
            values, stamp = serializer.loads(text, max_age=int(max_age), return_timestamp=True)
        except BadSignature:
            return self.session_class()
        self.opened.put(remembered, (private_copy(values), stamp.timestamp(), now))
        return self.session_class(values)


def default_instance_path() -> Path:
    """``instance/`` in the folder the app is started from, unless DEALERSCHOOL_INSTANCE names another.

    (Flask's own default for an installed package is a folder inside the virtualenv, hard to find.)"""
    return Path(os.environ.get("DEALERSCHOOL_INSTANCE") or Path.cwd() / "instance").resolve()


def secret_key(instance: Path) -> str:
    """The signing key, generated into the instance folder on first run (never a fixed 'dev' key).

    Written to a private temporary file and linked into place, so a process starting at the same moment
    reads either no file or the whole key, never half of one."""
    path = instance / "secret_key"
    if not path.exists():
        descriptor, temporary = tempfile.mkstemp(dir=instance, prefix=".secret_key.")
        try:
            with os.fdopen(descriptor, "w") as file:
                file.write(os.urandom(32).hex())
            os.link(temporary, path)
        except FileExistsError:
            pass  # another process was first: use its key
        finally:
            os.unlink(temporary)
    return path.read_text().strip()


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """The app (flaskr's factory): its settings, the blueprints and the template filters, the security headers
    on every response and the error pages. ``test_config`` replaces the ``DEALERSCHOOL_*`` environment."""
    instance = Path((test_config or {}).get("INSTANCE_PATH") or default_instance_path())
    app = Flask(
        __name__,
        instance_path=str(instance),
        instance_relative_config=True,
        template_folder=str(resource_dir("templates")),
        static_folder=str(resource_dir("static")),
    )
    configure(app, instance, test_config)
    register_pages(app)
    add_security_headers(app)
    register_error_pages(app)
    return app


def configure(app: Flask, instance: Path, test_config: dict[str, Any] | None) -> None:
    """The settings (defaults, then the environment's or the test's), the instance folder and its session key,
    and the proxies to believe."""
    app.config.from_mapping(
        DATABASE=str(instance / "dealerschool.sqlite3"),
        WTF_CSRF_TIME_LIMIT=None,  # a quiz tab left open for an hour must still submit
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        MAX_CONTENT_LENGTH=MAX_UPLOAD_BYTES,
        SIGN_IN_ATTEMPTS=5,  # failed sign-ins for one name ...
        SIGN_IN_ATTEMPTS_PER_ADDRESS=30,  # ... or from one address (a classroom may share one) ...
        SIGN_IN_WINDOW_SECONDS=300,  # ... within this many seconds, before sign-in waits
        TRUSTED_PROXIES=0,  # reverse proxies in front whose X-Forwarded-* headers are believed (0: none)
        HSTS_SECONDS=0,  # over HTTPS, send Strict-Transport-Security with this max-age (0: none)
        DATABASE_BUSY_SECONDS=store.BUSY_SECONDS,  # the longest a request waits for a locked database
        PASSWORD_HASH_METHOD="scrypt",  # werkzeug's method for new password hashes (the tests use a cheap scrypt)
    )
    if test_config is None:
        app.config.from_prefixed_env("DEALERSCHOOL")
    else:
        app.config.from_mapping(test_config)
    try:
        # The owner's alone (0700): it holds the database and the session signing key.
        instance.mkdir(mode=0o700, parents=True, exist_ok=True)
        if not app.config.get("SECRET_KEY"):
            app.config["SECRET_KEY"] = secret_key(instance)
    except OSError as error:
        raise store.StoreError(f"{error.filename or instance}: cannot write the instance folder ({error.strerror}); "
                               f"make it writable by this user, or set DEALERSCHOOL_INSTANCE to a folder "
                               f"that is") from None
    proxies = int(app.config["TRUSTED_PROXIES"])
    if proxies > 0:
        # Only behind a reverse proxy we run: then its X-Forwarded-For/-Proto/-Host are the client's address,
        # scheme and host (sign-in limits per address, Secure cookies, HSTS). Off, they are ignored: any
        # client could write them.
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies)  # type: ignore[method-assign]


def register_pages(app: Flask) -> None:
    """The ids' converter, the session, the database, CSRF, every blueprint, the template filters, the index
    and ``/health``."""
    app.url_map.converters["int"] = IdConverter  # every route's ids: ASCII digits, at most 2**53
    app.session_interface = SessionInterface()
    store.init_app(app)
    csrf.init_app(app)
    app.jinja_env.globals["csrf_token"] = csrf.token  # (init_app put flask-wtf's generate_csrf there)
    # init_app also put generate_csrf in every template's context (a context processor), which comes before the
    # globals: every page with a form signed its token with a new serialiser (trying zlib on it) and the global
    # above was never called. Without the processor, templates find the global.
    app.template_context_processors[None] = [
        processor for processor in app.template_context_processors[None]
        if getattr(processor, "__module__", "") != "flask_wtf.csrf"]
    for name in BLUEPRINTS:
        app.register_blueprint(importlib.import_module(f"dealerschool.web.{name}").bp)

    # The one voice of the notation (dealerschool.table.words) for templates: a trainee's step said to them,
    # a card as drawn, a count with its plural; a rulebook and a drill's game by name, never by code.
    from dealerschool.drill import variant_name
    from dealerschool.rules.reference import rulebook_title
    from dealerschool.table import words

    app.jinja_env.filters.update(rulebook_title=rulebook_title, variant_name=variant_name,
                                 attempt_words=words.attempt_words, card_words=words.card_words,
                                 plural=words.plural, mistake_kind=words.mistake_kind,
                                 cards=words.without_card_codes)

    @app.context_processor
    def registered_blueprints() -> dict[str, Any]:
        return {"config_blueprints": app.blueprints, "frame_links": frame_links}

    @app.get("/")
    def index() -> str:
        from dealerschool.poker.games import GAMES

        return render_template("index.html", version=__version__, games=GAMES.values())

    @app.get("/health")
    def health() -> Response:
        """A trivial endpoint for load balancers (and the load benchmark's baseline): no database, no
        session, so it answers at once while the database is locked."""
        return Response("ok\n", mimetype="text/plain")


def add_security_headers(app: Flask) -> None:
    """The headers every response carries (the content security policy, no framing, HSTS over HTTPS)."""

    @app.after_request
    def security_headers(response: Response) -> Response:
        # Each header only where the view set none of its own. The names present are read once: four
        # ``headers.setdefault`` calls (each a case-blind search and a checked set) and a parsed ``Vary`` were
        # about 44 µs of every response, this is about 16 µs (timeit on one response, 2 December 2026): the same
        # headers in the same order.
        headers = response.headers
        present = {name.lower() for name, _ in headers}
        headers.extend([(name, value) for name, value in SECURITY_HEADERS if name.lower() not in present])
        if request.endpoint != "static":
            # A partial and its page share a URL: caches must keep them apart.
            if "vary" in present:
                response.vary.add("HX-Request")
            else:
                headers.add("Vary", "HX-Request")
        if app.config["HSTS_SECONDS"] and request.is_secure:
            response.headers.setdefault("Strict-Transport-Security", f"max-age={int(app.config['HSTS_SECONDS'])}")
        return response


def register_error_pages(app: Flask) -> None:
    """A full disk, a busy database, a bad CSRF token and every HTTP error answered with the error page (or, to
    htmx, the error alone), never a traceback."""

    def error_page(status: int, title: str, message: str) -> str:
        """The error page, or to htmx the error alone (swapped where the answer would have gone)."""
        return render_page_or_partial("error.html", "_error.html", status=status, title=title, message=message)

    @app.errorhandler(store.DatabaseFull)
    def database_full(error: store.DatabaseFull) -> tuple[str, int, dict[str, str]]:
        current_app.logger.error("%s", error)
        return (error_page(503, "Not saved: the server's disk is full", "The server has no room left to store "
                                                                          "this, so nothing of it was saved. Tell "
                                                                          "whoever runs DealerSchool; once there is "
                                                                          "room, send it again."),
                503, {"Retry-After": "60"})

    @app.errorhandler(store.DatabaseBusy)
    def database_busy(error: store.DatabaseBusy) -> tuple[str, int, dict[str, str]]:
        return (error_page(503, "Busy: try again", "The database is busy with another writer, so this was not "
                                                    "saved. Try again in a moment (an answer or a step sent again "
                                                    "is stored once)."),
                503, {"Retry-After": str(RETRY_AFTER_SECONDS)})

    @app.errorhandler(CSRFError)
    def csrf_error(error: CSRFError) -> tuple[str, int]:
        return error_page(400, "Form expired or forged", "The form's security token was missing or did not "
                                                          "match. Reload the page and try again."), 400

    @app.errorhandler(HTTPException)
    def http_error(error: HTTPException) -> tuple[str, int]:
        status = error.code or 500
        return error_page(status, error.name, error.description or ""), status
