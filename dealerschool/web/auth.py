"""Sign-up, sign-in and roles, flaskr style: ``g.user`` is loaded before every request and
``login_required`` guards the views that need an account."""

from __future__ import annotations

import functools
import secrets
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar, overload

from flask import Blueprint, current_app, flash, g, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash, generate_password_hash

from dealerschool import store
from dealerschool.web import params, redirects

bp = Blueprint("auth", __name__, url_prefix="/auth")

ROLES = ("trainee", "instructor")
USERNAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_.")
MIN_PASSWORD = 8

View = TypeVar("View", bound=Callable[..., Any])


@overload
def login_required(view: View, *, role: str | None = None) -> View: ...


@overload
def login_required(view: None = None, *, role: str | None = None) -> Callable[[View], View]: ...


def login_required(view: View | None = None, *, role: str | None = None) -> View | Callable[[View], View]:
    """Send a signed-out visitor to sign in (and back afterwards); with ``role``, refuse other roles with 403.

    Use as ``@login_required`` or ``@login_required(role="instructor")``."""

    def decorate(function: View) -> View:
        @functools.wraps(function)
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            if g.user is None:
                return redirect(url_for("auth.sign_in", next=request.full_path.rstrip("?")))
            if role is not None and g.user["role"] != role:
                from flask import abort

                abort(403, f"This page is for {role}s.")
            return function(*args, **kwargs)

        return wrapped  # type: ignore[return-value]

    return decorate(view) if view is not None else decorate


instructor_only = login_required(role="instructor")
"""``@instructor_only``: a page for instructors alone (a trainee gets 403), as the instructor's, the classes' and
the class library's blueprints mark theirs."""


SESSIONLESS_ENDPOINTS = frozenset({"health", "static"})
"""Endpoints that never look at the account: /health answers without the database."""


@bp.before_app_request
def load_signed_in_user() -> None:
    """``g.user``: the account the session names, if the session is still one of its sessions. Each session
    carries the account's session version; sign-out, a new password or an instructor's reset raise it, so
    every earlier session (a saved cookie included) is signed out at its next request. Checked here on every
    request, after the session interface's memory of checked cookies, so that memory cannot keep one alive."""
    g.user = None
    if request.endpoint in SESSIONLESS_ENDPOINTS:
        return
    user_id = session.get("user_id")
    if not isinstance(user_id, int) or isinstance(user_id, bool) or not 0 < user_id <= params.LARGEST_ID:
        return
    user = store.find_user(store.get_db(), user_id=user_id)
    if user is None or session.get("version") != user["session_version"]:
        session.clear()  # an ended session: its cookie is replaced by an empty one
        return
    g.user = user


def start_session(user: dict[str, Any], version: int | None = None) -> None:
    """Sign ``user`` in on this browser: a new session carrying the account's session version."""
    session.clear()
    session["user_id"] = user["id"]
    session["version"] = user["session_version"] if version is None else version


def check_username(username: str) -> str | None:
    """What is wrong with a new user name, or None."""
    if not 3 <= len(username) <= 32:
        return "A user name has 3 to 32 characters."
    if not set(username) <= USERNAME_CHARACTERS:
        return "A user name uses lower-case letters, digits, '-', '_' and '.' only."
    return None


def hash_password(password: str) -> str:
    """A new password's hash, by the app's ``PASSWORD_HASH_METHOD`` (scrypt; a hash names its own method, so
    checking one never needs the setting)."""
    return generate_password_hash(password, method=current_app.config["PASSWORD_HASH_METHOD"])


def create_account(username: str, password: str, role: str = "trainee") -> tuple[int | None, str | None]:
    """(user id, None) or (None, what is wrong)."""
    username = username.strip().lower()
    problem = check_username(username)
    if problem is None and len(password) < MIN_PASSWORD:
        problem = f"A password has at least {MIN_PASSWORD} characters."
    if problem is None and role not in ROLES:
        problem = f"A role is one of {', '.join(ROLES)}."
    if problem:
        return None, problem
    user_id = store.create_user(store.get_db(), username, hash_password(password), role)
    if user_id is None:
        return None, f"The user name {username!r} is taken."
    return user_id, None


def safe_next(target: str | None) -> str:
    """Only a path on this site (never another host) may follow a sign-in."""
    return redirects.safe_target(target, url_for("quiz.start"))


DUMMY_HASH: list[str] = []
"""A hash of a random password, made on first use: an unknown name is checked against it, so it costs
what a known name costs (312 ms against 11 ms told which names exist)."""


def password_matches(user: dict[str, Any] | None, password: str) -> bool:
    """Whether ``password`` is the account's; for no account, the same work, and False."""
    if user is None:
        if not DUMMY_HASH:
            DUMMY_HASH.append(hash_password(secrets.token_hex(16)))  # as costly as a real one
        check_password_hash(DUMMY_HASH[0], password)
        return False
    return check_password_hash(user["password_hash"], password)


@bp.route("/sign-up", methods=("GET", "POST"))
def sign_up() -> Any:
    error = None
    if request.method == "POST":
        user_id, error = create_account(request.form.get("username", ""), request.form.get("password", ""))
        if user_id is not None:
            user = store.find_user(store.get_db(), user_id=user_id)
            assert user is not None  # just made
            start_session(user)
            return redirect(url_for("quiz.start"))
    return render_template("auth/sign_up.html", error=error), 400 if error else 200


@bp.route("/sign-in", methods=("GET", "POST"))
def sign_in() -> Any:
    """Sign in. Limits: SIGN_IN_ATTEMPTS failures for a name and SIGN_IN_ATTEMPTS_PER_ADDRESS for an address
    within SIGN_IN_WINDOW_SECONDS; the address is the proxy's client address only when the proxy is trusted
    (TRUSTED_PROXIES), else the connection's. Counted and written in one transaction before the check."""
    error = None
    status = 200
    target = request.args.get("next") or request.form.get("next")
    if request.method == "POST":
        db = store.get_db()
        config = current_app.config
        username = request.form.get("username", "").strip().lower()[:64]
        password = request.form.get("password", "")
        address = (request.remote_addr or "")[:64]
        window = timedelta(seconds=config["SIGN_IN_WINDOW_SECONDS"])
        since = (datetime.now(UTC) - window).isoformat(timespec="microseconds")
        attempt = store.begin_sign_in(db, username, address, since, config["SIGN_IN_ATTEMPTS"],
                                      config["SIGN_IN_ATTEMPTS_PER_ADDRESS"])
        if attempt is None:
            error, status = "Too many failed sign-ins. Wait a few minutes and try again.", 429
        else:
            user = store.find_user(db, username=username) if username else None
            if not password_matches(user, password) or user is None:
                error, status = "Wrong user name or password.", 400
            else:
                store.sign_in_succeeded(db, attempt, username)
                start_session(user)
                return redirect(safe_next(target))
    shown_next = target if redirects.is_safe_target(target) else ""
    return render_template("auth/sign_in.html", error=error, next=shown_next), status


@bp.post("/sign-out")
def sign_out() -> Any:
    """Sign out, ending every session of the account (a cookie saved before is signed out too)."""
    if g.user is not None:
        store.end_sessions(store.get_db(), g.user["id"])
    session.clear()
    flash("Signed out.")
    return redirect(url_for("index"))


@bp.route("/password", methods=("GET", "POST"))
@login_required
def password() -> Any:
    """Change one's own password: every other session of the account ends; this one carries on."""
    error = None
    if request.method == "POST":
        current = request.form.get("current", "")
        new = request.form.get("password", "")
        if not password_matches(g.user, current):
            error = "Current password: that is not your password."
        elif len(new) < MIN_PASSWORD:
            error = f"New password: at least {MIN_PASSWORD} characters (this one has {len(new)})."
        else:
            version = store.set_password(store.get_db(), g.user["id"], hash_password(new))
            if version is not None:
                start_session(g.user, version)
            flash("Password changed. Every other session of this account is signed out.")
            return redirect(url_for("quiz.start"))
    return render_template("auth/password.html", error=error, min_password=MIN_PASSWORD), 400 if error else 200
