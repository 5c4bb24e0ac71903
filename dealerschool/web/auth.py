"""Sign-up, sign-in and roles, flaskr style: ``g.user`` is loaded before every request and
``login_required`` guards the views that need an account."""

from __future__ import annotations

import functools
from datetime import datetime, timedelta, timezone
from typing import Any, Callable, TypeVar

from flask import Blueprint, current_app, flash, g, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash, generate_password_hash

from dealerschool import store

bp = Blueprint("auth", __name__, url_prefix="/auth")

ROLES = ("trainee", "instructor")
USERNAME_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_.")
MIN_PASSWORD = 8

View = TypeVar("View", bound=Callable[..., Any])


def login_required(view: View | None = None, *, role: str | None = None) -> Any:
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


@bp.before_app_request
def load_signed_in_user() -> None:
    user_id = session.get("user_id")
    g.user = store.find_user(store.get_db(), user_id=user_id) if isinstance(user_id, int) else None


def check_username(username: str) -> str | None:
    """What is wrong with a new user name, or None."""
    if not 3 <= len(username) <= 32:
        return "A user name has 3 to 32 characters."
    if not set(username) <= USERNAME_CHARACTERS:
        return "A user name uses lower-case letters, digits, '-', '_' and '.' only."
    return None


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
    user_id = store.create_user(store.get_db(), username, generate_password_hash(password), role)
    if user_id is None:
        return None, f"The user name {username!r} is taken."
    return user_id, None


def safe_next(target: str | None) -> str:
    """Only a path on this site (never another host) may follow a sign-in."""
    if target and target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return url_for("quiz.start")


@bp.route("/sign-up", methods=("GET", "POST"))
def sign_up() -> Any:
    error = None
    if request.method == "POST":
        user_id, error = create_account(request.form.get("username", ""), request.form.get("password", ""))
        if user_id is not None:
            session.clear()
            session["user_id"] = user_id
            return redirect(url_for("quiz.start"))
    return render_template("auth/sign_up.html", error=error), 400 if error else 200


@bp.route("/sign-in", methods=("GET", "POST"))
def sign_in() -> Any:
    error = None
    status = 200
    if request.method == "POST":
        db = store.get_db()
        username = request.form.get("username", "").strip().lower()[:64]
        address = request.remote_addr or ""
        window = timedelta(seconds=current_app.config["SIGN_IN_WINDOW_SECONDS"])
        since = (datetime.now(timezone.utc) - window).isoformat(timespec="microseconds")
        if store.count_sign_in_failures(db, username, address, since) >= current_app.config["SIGN_IN_ATTEMPTS"]:
            error, status = "Too many failed sign-ins. Wait a few minutes and try again.", 429
        else:
            user = store.find_user(db, username=username)
            if user is None or not check_password_hash(user["password_hash"], request.form.get("password", "")):
                store.record_sign_in_failure(db, username, address)
                error, status = "Wrong user name or password.", 400
            else:
                store.clear_sign_in_failures(db, username)
                session.clear()
                session["user_id"] = user["id"]
                return redirect(safe_next(request.args.get("next") or request.form.get("next")))
    return render_template("auth/sign_in.html", error=error, next=request.args.get("next", "")), status


@bp.post("/sign-out")
def sign_out() -> Any:
    session.clear()
    flash("Signed out.")
    return redirect(url_for("index"))
