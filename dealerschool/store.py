"""The web app's SQLite database, through sqlite-utils.

Only this module touches SQLite, and it imports nothing of the engine: it
stores accounts, quizzes, questions (with their right answers, as JSON the
engine made) and attempts. It does import ``practice``, the spaced-repetition
arithmetic (plain values in, plain values out, no poker), so that a trainee's
card for a rule moves on in the same transaction as the answer that moves it. The connection is opened once per request and kept
on ``flask.g`` (``get_db`` / ``close_db``, as flaskr does); the database runs
in WAL mode so readers never wait for a writer; every write opens its
transaction with ``BEGIN IMMEDIATE`` (:func:`writing`), which takes the write
lock at once instead of failing half-way with "database is locked" when two
requests write together.

Schema changes are sqlite-utils ``Migrations``: add a new function at the end
of :data:`MIGRATIONS`, never edit one already applied.
"""

from __future__ import annotations

import array
import bisect
import fcntl
import itertools
import json
import math
import os
import secrets
import sqlite3
import stat
import sys
import threading
import time
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from datetime import UTC, date, datetime, timedelta
from typing import Any

import click
from flask import Flask, current_app, g
from sqlite_utils import Database, Migrations

from dealerschool.quiz import practice

MIGRATIONS = Migrations("dealerschool")

BUSY_SECONDS = 3.0
"""How long a request waits for the database (this process's other writers, other processes' writers, and
SQLite's own lock, all together) before it gives up with :class:`DatabaseBusy`: the app's answer is then a
clear 503 "busy, try again" (nothing of that write is stored), never a wait without end. The app's
``DATABASE_BUSY_SECONDS`` setting overrides it."""

FILE_MODE = 0o600
"""The database and its -wal, -shm and lock files: the owner's alone (they hold the password hashes)."""


class DatabaseBusy(Exception):
    """The database stayed locked by another writer for longer than the wait allows (nothing was written)."""

    def __init__(self, path: str, seconds: float) -> None:
        super().__init__(f"{path}: the database stayed locked by another writer for {seconds:g} s")
        self.path = path
        self.seconds = seconds


class DatabaseFull(Exception):
    """The disk (or SQLite's page limit) is full: the write was rolled back, nothing of it stored."""

    def __init__(self, path: str) -> None:
        super().__init__(f"{path}: the database or its disk is full")
        self.path = path


class StoreError(Exception):
    """The database cannot be opened or written at all (a read-only mount, a folder we may not write): the
    message names the file and what to do; the command line prints it as one line."""


def is_busy_error(error: BaseException) -> bool:
    """SQLite's own "database is locked" / "database is busy" (its busy timeout ran out)."""
    return isinstance(error, sqlite3.OperationalError) and ("locked" in str(error) or "busy" in str(error))


def is_full_error(error: BaseException) -> bool:
    """SQLite's "database or disk is full" (SQLITE_FULL)."""
    return isinstance(error, sqlite3.OperationalError) and "is full" in str(error)


def private_file(path: str) -> None:
    """Create ``path`` empty with :data:`FILE_MODE` if it does not exist (SQLite then gives its -wal and -shm
    files the database's own mode); if it does, take away the group's and others' access to it."""
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
    except FileExistsError:
        info = os.stat(path)
        if info.st_uid == os.getuid() and stat.S_IMODE(info.st_mode) & 0o077:
            os.chmod(path, stat.S_IMODE(info.st_mode) & 0o700)
    else:
        os.close(descriptor)


def now() -> str:
    """The time in UTC, ISO 8601 with microseconds (sorts as text)."""
    return datetime.now(UTC).isoformat(timespec="microseconds")


CHECKPOINT_PAGES = 10_000
"""WAL pages after which a commit checkpoints (SQLite's default is 1,000). The checkpoint runs inside the
commit that crosses the mark, so inside that answer's writer turn, and with synchronous=NORMAL it waits for
two fsyncs: at 1,000 pages (every 40 to 70 answers) one process spent 135 to 225 µs of wall clock per answer
in COMMIT against 58 µs with no fsync at all, the turn held and the other worker waiting for it (the load
benchmark's idle cores). At 10,000 the checkpoints come a tenth as often and copy each page once however
often it changed since (the tallies' pages change with every answer): 118 to 130 µs a commit, and in six
alternated pairs of tests/bench/bench_web.py answer throughput rose in every pair (0.21x to 0.32x of the
trivial endpoint against 0.25x to 0.34x); in three alternated pairs of tests/bench/bench_deal.py (load 6 to 8)
the drill step's p99 was 3.38x, 3.97x, 4.84x the trivial endpoint's against 5.46x, 6.43x, 7.08x, and its server
CPU lower in each pair (a step rewrites the drill's JSON: many pages a commit). The cost: a WAL file up to
about 40 MB, and one checkpoint of about 18 ms every few hundred answers instead of one of 8 ms every few
dozen. Durability is the same: the setting moves when pages are copied into the database file, not when a
commit is in the WAL (synchronous stays NORMAL, as it was)."""


def connect(path: str) -> Database:
    """Open the database at ``path`` (created if missing) in WAL mode, schema up to date."""
    connection = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    connection.row_factory = sqlite3.Row  # (sqlite3.connect's timeout is the busy timeout)
    connection.execute("PRAGMA foreign_keys = ON")
    connection.create_function("time_bucket", 1, time_bucket, deterministic=True)
    connection.create_function("merge_times", 2, merge_times, deterministic=True)
    connection.create_aggregate("sum_times", 1, SumTimes)  # type: ignore[arg-type]
    connection.create_aggregate("times_of", 2, TimesOf)  # type: ignore[arg-type]
    # In WAL mode synchronous=NORMAL keeps every committed transaction through a crash of the process (a
    # SIGKILL included: the commit is in the WAL, which the operating system holds); only the machine losing
    # power can undo the last few. FULL would add an fsync to every answer (about 5 ms here, one writer at a
    # time: a ceiling near 200 answers a second for the whole server).
    connection.execute("PRAGMA synchronous = NORMAL")
    connection.execute(f"PRAGMA wal_autocheckpoint = {CHECKPOINT_PAGES}")
    db = Database(connection)
    # for writer_turn; sqlite-utils' Database declares no such attribute, so mypy needs the setattr
    setattr(db, "store_path", os.path.abspath(path))  # noqa: B010
    return db


def migrate(db: Database) -> list[str]:
    """Switch the database to WAL (it stays so: later connections need not ask) and apply pending
    migrations; return their names."""
    if db.journal_mode != "wal":
        db.enable_wal()
    pending = [m.name for m in MIGRATIONS.pending(db)]
    if pending:
        try:
            MIGRATIONS.apply(db)
        except sqlite3.OperationalError:
            # Two processes starting on a new database together: the other one applied them first.
            if MIGRATIONS.pending(db):
                raise
            return []
    return pending


KEEPERS: dict[tuple[int, str], sqlite3.Connection] = {}
"""One idle connection per process and database, open for the process's life.

When the last connection to a WAL database closes, SQLite checkpoints the WAL into the database and deletes
it, with fsyncs: with one connection per request that happened at the end of every request (about 20 ms
here) and the next write recreated the WAL. An idle connection that stays open keeps the WAL in place;
checkpoints then happen as SQLite schedules them (every 1,000 pages). Keyed by process id, because a
connection must not cross a fork (gunicorn forks its workers from the process that made the app)."""


def keep_open(path: str) -> None:
    key = (os.getpid(), path)
    if key not in KEEPERS:
        keeper = sqlite3.connect(path, check_same_thread=False)
        # A read maps the WAL index: until then the connection does not count as one still using the WAL.
        keeper.execute("SELECT COUNT(*) FROM sqlite_master").fetchall()
        KEEPERS[key] = keeper


IDLE: dict[tuple[int, str], list[Database]] = {}
IDLE_GUARD = threading.Lock()
MAX_IDLE = 16
"""Connections a finished request handed back, per process and database, for the next request to use.

Still one connection per request, never two requests on one connection; but opening one costs more than
most requests (SQLite reads and parses the schema on a connection's first statement: about 0.6 ms here)."""


def get_db() -> Database:
    """The request's database connection (taken on first use, handed back when the request ends)."""
    if "db" not in g:
        path = current_app.config["DATABASE"]
        keep_open(path)
        with IDLE_GUARD:
            idle = IDLE.get((os.getpid(), os.path.abspath(path)))
            db = idle.pop() if idle else None
        db = db if db is not None else connect(path)
        setattr(db, "busy_seconds", float(current_app.config.get("DATABASE_BUSY_SECONDS", BUSY_SECONDS)))  # noqa: B010 (as above)
        g.db = db
    db_now: Database = g.db
    return db_now


def close_db(error: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is None:
        return
    if db.conn.in_transaction:  # a request that failed half-way: nothing of it stays
        db.conn.rollback()
    key = (os.getpid(), getattr(db, "store_path", ""))
    with IDLE_GUARD:
        idle = IDLE.setdefault(key, [])
        if len(idle) < MAX_IDLE:
            idle.append(db)
            return
    db.conn.close()


THREAD_LOCKS: dict[str, threading.Lock] = {}
LOCK_FILES: dict[tuple[int, str], int] = {}
LOCKS_GUARD = threading.Lock()


def _flock_until(path: str, shared: int, deadline: float) -> int | None:
    """Take the lock file's lock by ``deadline`` at most: the descriptor that now holds it (to unlock, and
    to close unless it is the process's ``shared`` one), or None when the time ran out.

    flock cannot time out, and polling it woke the next writer up to milliseconds after the last one let
    go (at a few hundred answers a second, a third of the throughput). So when the lock is taken, a helper
    thread waits for it, blocking on a descriptor of its own, and is woken the moment it is free; this
    thread waits for the helper no longer than the deadline. A helper that gets the lock after its writer
    gave up lets it go at once."""
    try:
        fcntl.flock(shared, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return shared
    except BlockingIOError:
        pass
    own = os.open(path + "-writer.lock", os.O_RDWR | os.O_CREAT, FILE_MODE)  # its own open file: its own lock
    taken = threading.Event()
    guard = threading.Lock()
    abandoned: list[bool] = []

    def wait_for_lock() -> None:
        fcntl.flock(own, fcntl.LOCK_EX)
        with guard:
            if not abandoned:
                taken.set()
                return
        fcntl.flock(own, fcntl.LOCK_UN)
        os.close(own)

    threading.Thread(target=wait_for_lock, name="dealerschool-writer-lock", daemon=True).start()
    if taken.wait(max(0.0, deadline - time.monotonic())):
        return own
    with guard:
        if taken.is_set():
            return own
        abandoned.append(True)
    return None


@contextmanager
def writer_turn(path: str, seconds: float = BUSY_SECONDS) -> Iterator[float]:
    """Wait for this database's writer turn: first among this process's threads, then among processes;
    give back the time left of ``seconds`` for SQLite's own lock, or raise :class:`DatabaseBusy`.

    Why not leave it to SQLite: a writer that finds the database locked polls with sleeps of 1 to 25 ms
    (its busy handler), so sixteen answers arriving together waited hundreds of milliseconds for a lock
    held a fraction of one. A thread lock and an flock on a lock file wake the next writer as soon as the
    last one commits. ``BEGIN IMMEDIATE`` still takes SQLite's own lock, for writers outside the app.
    Every wait is bounded: a writer outside the app holding its lock made every request queue here for
    ever (/health too, once every worker thread was waiting)."""
    deadline = time.monotonic() + seconds
    with LOCKS_GUARD:
        thread_lock = THREAD_LOCKS.setdefault(path, threading.Lock())
        key = (os.getpid(), path)
        if key not in LOCK_FILES:  # one descriptor per process: a descriptor must not cross a fork
            LOCK_FILES[key] = os.open(path + "-writer.lock", os.O_RDWR | os.O_CREAT, FILE_MODE)
        descriptor = LOCK_FILES[key]
    if not thread_lock.acquire(timeout=seconds):
        raise DatabaseBusy(path, seconds)
    try:
        holder = _flock_until(path, descriptor, deadline)
        if holder is None:
            raise DatabaseBusy(path, seconds)
        try:
            yield max(0.0, deadline - time.monotonic())
        finally:
            fcntl.flock(holder, fcntl.LOCK_UN)
            if holder != descriptor:
                os.close(holder)
    finally:
        thread_lock.release()


BUSY_STEP_MS = 100
"""SQLite's busy timeout is set in steps of this many milliseconds (see :func:`writing`)."""


@contextmanager
def writing(db: Database) -> Iterator[Database]:
    """A write transaction opened with ``BEGIN IMMEDIATE``: committed on success, rolled back on error.
    :class:`DatabaseBusy` when the database stays locked longer than the connection's wait (nothing written)."""
    path = getattr(db, "store_path", "")
    seconds = getattr(db, "busy_seconds", BUSY_SECONDS)
    with writer_turn(path, seconds) if path else nullcontext(seconds) as left:
        # SQLite's own wait (its busy timeout) gets what is left of the request's wait, never more: rounded down
        # to BUSY_STEP_MS and set only when that changes (a statement less in most writes).
        timeout = int(left * 1000) // BUSY_STEP_MS * BUSY_STEP_MS
        if getattr(db, "busy_timeout_ms", None) != timeout:
            db.conn.execute(f"PRAGMA busy_timeout = {timeout}")
            setattr(db, "busy_timeout_ms", timeout)  # noqa: B010 (an attribute sqlite_utils.Database does not declare)
        try:
            db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as error:
            if is_busy_error(error):
                raise DatabaseBusy(path, seconds) from None
            raise
        try:
            yield db
        except BaseException:
            if db.conn.in_transaction:  # (SQLite has already rolled back after a full disk)
                db.execute("ROLLBACK")
            raise
        try:
            db.execute("COMMIT")
        except sqlite3.OperationalError:
            if db.conn.in_transaction:
                db.execute("ROLLBACK")
            raise


def init_app(app: Flask) -> None:
    """Close the connection after each request, add ``flask init-db``, and bring the schema up to date."""
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)
    app.register_error_handler(sqlite3.OperationalError, database_trouble)
    open_for_writing(app.config["DATABASE"])


def database_trouble(error: sqlite3.OperationalError) -> Any:
    """SQLite refusing for a reason outside the request: its lock held past the busy timeout (a read, or a
    commit) is answered as :class:`DatabaseBusy` is, a full disk as :class:`DatabaseFull` (the app's handlers
    for them: a clear 503; the transaction was rolled back, nothing of it stored). Any other SQLite error
    stays an error."""
    path = current_app.config["DATABASE"]
    if is_busy_error(error):
        seconds = float(current_app.config.get("DATABASE_BUSY_SECONDS", BUSY_SECONDS))
        return current_app.handle_user_exception(DatabaseBusy(path, seconds))
    if is_full_error(error):
        return current_app.handle_user_exception(DatabaseFull(path))
    raise error


def open_for_writing(path: str) -> list[str]:
    """Make the database (its file private to the owner) and bring its schema up to date: the migrations
    applied. :class:`StoreError`, one sentence naming the file and what to do, when it cannot be written."""
    try:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, mode=0o700, exist_ok=True)
        private_file(path)
        for suffix in ("-wal", "-shm", "-writer.lock"):  # made 0644 by an older version: the owner's only now
            if os.path.exists(path + suffix):
                private_file(path + suffix)
        db = connect(path)
        try:
            return migrate(db)
        finally:
            db.conn.close()
    except (OSError, sqlite3.Error) as error:
        reason = getattr(error, "strerror", None) or str(error)
        raise StoreError(f"{path}: cannot open the database for writing ({reason}); make the file and its folder "
                         f"writable by this user, or choose another file with --db or DEALERSCHOOL_DATABASE") from None


@click.command("init-db")
def init_db_command() -> None:
    """Create the database, or bring its schema up to date."""
    applied = migrate(get_db())
    click.echo(f"Database {current_app.config['DATABASE']}: " + (f"applied {', '.join(applied)}" if applied else "up to date"))


# --- the schema --------------------------------------------------------------------------------------------------


@MIGRATIONS()
def m001_accounts(db: Database) -> None:
    db.table("users").create({"id": int, "username": str, "password_hash": str, "role": str, "created_at": str}, pk="id",
                       not_null={"username", "password_hash", "role", "created_at"})
    db.table("users").create_index(["username"], unique=True)
    # Failed sign-ins, for the rate limit (kept in the database so every worker process sees the same count).
    db.table("sign_in_failures").create({"id": int, "username": str, "address": str, "at": str}, pk="id")
    db.table("sign_in_failures").create_index(["username", "at"])
    db.table("sign_in_failures").create_index(["address", "at"])


@MIGRATIONS()
def m002_quizzes(db: Database) -> None:
    db.table("quizzes").create({"id": int, "user_id": int, "mode": str, "rulebook": str, "filters": str, "size": int,
                          "time_limit": int, "created_at": str, "finished_at": str}, pk="id",
                         foreign_keys=[("user_id", "users", "id")], not_null={"user_id", "mode", "rulebook", "created_at"})
    db.table("quizzes").create_index(["user_id", "created_at"])
    # A question as it was asked, with its right answer computed when it was made (``question``: the engine's JSON).
    db.table("questions").create({"id": int, "quiz_id": int, "user_id": int, "position": int, "source": str,
                            "scenario": str, "rule_id": str, "seed": int, "rulebook": str, "kind": str, "game": str,
                            "family": str, "difficulty": int, "question": str, "right_answer": str, "created_at": str},
                           pk="id", foreign_keys=[("quiz_id", "quizzes", "id"), ("user_id", "users", "id")],
                           not_null={"quiz_id", "user_id", "position", "question", "right_answer", "rule_id"})
    db.table("questions").create_index(["quiz_id", "position"], unique=True)
    db.table("questions").create_index(["user_id", "rule_id"])
    # One attempt per question: its random token makes the answer POST idempotent (answered_at IS NULL until then).
    db.table("attempts").create({"id": int, "question_id": int, "user_id": int, "token": str, "shown_at": str,
                           "answered_at": str, "given": str, "correct": int, "time_taken_ms": int}, pk="id",
                          foreign_keys=[("question_id", "questions", "id"), ("user_id", "users", "id")],
                          not_null={"question_id", "user_id", "token"})
    db.table("attempts").create_index(["token"], unique=True)
    db.table("attempts").create_index(["question_id"], unique=True)
    db.table("attempts").create_index(["user_id", "answered_at"])


@MIGRATIONS()
def m003_quiz_answer_count(db: Database) -> None:
    # How many of a quiz's questions are answered, kept by record_answer (a quiz is finished when all are).
    db.execute("ALTER TABLE quizzes ADD COLUMN answered INTEGER NOT NULL DEFAULT 0")
    db.execute("UPDATE quizzes SET answered = (SELECT COUNT(*) FROM questions q JOIN attempts a "
               "ON a.question_id = q.id WHERE q.quiz_id = quizzes.id AND a.answered_at IS NOT NULL)")


@MIGRATIONS()
def m004_answer_keys(db: Database) -> None:
    # The few bytes grading needs (how to read the answer, the right one), apart from the page's JSON.
    db.execute("ALTER TABLE questions ADD COLUMN answer_key TEXT")
    for row in db.execute("SELECT id, question, right_answer FROM questions").fetchall():
        shown, revealed = json.loads(row[1]), json.loads(row[2])
        key = {"input": shown["input"], "options": [o["value"] for o in shown["options"]], "seats": shown["seats"],
               "answer": revealed["answer"]}
        db.execute("UPDATE questions SET answer_key = ? WHERE id = ?", [json.dumps(key), row[0]])


@MIGRATIONS()
def m005_drills(db: Database) -> None:
    # A dealing drill: its settings and its whole state (the engine's JSON: session, the hand's record, the
    # attempts), with a version that every step raises, so a stale tab's or a repeated post changes nothing.
    db.table("drills").create({"id": int, "user_id": int, "variant": str, "settings": str, "state": str,
                               "version": int, "feedback": str, "created_at": str, "updated_at": str}, pk="id",
                              foreign_keys=[("user_id", "users", "id")],
                              not_null={"user_id", "variant", "settings", "state", "version", "created_at"})
    db.table("drills").create_index(["user_id", "created_at"])
    # Each finished hand: its record (to review step by step) and its score (for the progress page).
    db.table("drill_hands").create({"id": int, "drill_id": int, "user_id": int, "number": int, "variant": str,
                                    "record": str, "score": str, "finished_at": str}, pk="id",
                                   foreign_keys=[("drill_id", "drills", "id"), ("user_id", "users", "id")],
                                   not_null={"drill_id", "user_id", "number", "record", "score", "finished_at"})
    db.table("drill_hands").create_index(["drill_id", "number"], unique=True)
    db.table("drill_hands").create_index(["user_id", "finished_at"])


@MIGRATIONS()
def m006_drill_hands_stored_when_over(db: Database) -> None:
    # A drill hand is stored the moment it is over (it was stored only when the next hand was dealt, so a
    # hand left at "Hand over", or dealt again, was lost), each deal of it in its own row: deal 1 is the
    # hand's result, deals 2, 3... are its repeats ("Deal it again"). The drill's JSON keeps only the hand in
    # progress: its list of every finished hand's score (rewritten on every step) moves out into those rows,
    # and three columns say where the hand in progress stands, so the reports find an unfinished hand
    # without reading any JSON: its number (1-based), its deal, and ``hand_state``: 'new' (nothing done in
    # it yet), 'dealing' (started, not over: an unfinished hand) or 'over' (stored in drill_hands).
    db.execute("ALTER TABLE drill_hands ADD COLUMN deal INTEGER NOT NULL DEFAULT 1")
    db.execute("DROP INDEX idx_drill_hands_drill_id_number")
    db.table("drill_hands").create_index(["drill_id", "number", "deal"], unique=True)
    db.table("drill_hands").create_index(["user_id", "deal", "finished_at"])
    db.execute("ALTER TABLE drills ADD COLUMN hand INTEGER NOT NULL DEFAULT 1")
    db.execute("ALTER TABLE drills ADD COLUMN deal INTEGER NOT NULL DEFAULT 1")
    db.execute("ALTER TABLE drills ADD COLUMN hand_state TEXT NOT NULL DEFAULT 'new'")
    db.table("drills").create_index(["user_id", "hand_state"])
    for drill_id, user_id, variant, text, updated in db.execute(
            "SELECT id, user_id, variant, state, COALESCE(updated_at, created_at) FROM drills").fetchall():
        try:
            state = json.loads(text)
            finished = state.pop("finished_hands", [])
            number = int(state["hand_number"]) + 1
            started = bool(state.get("attempts") or state.get("ruling_given") is not None or state.get("reads")
                           or state.get("remedy_picks"))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue  # a drill the app cannot read either: left as it is (its page says it cannot be rebuilt)
        for score in finished if isinstance(finished, list) else []:
            # The old code wrote each score and its row together, so the row is there; a score without one
            # still counts, with no steps to review.
            if isinstance(score, dict) and isinstance(score.get("hand"), int):
                db.execute("INSERT OR IGNORE INTO drill_hands (drill_id, user_id, number, variant, record, score, "
                           "finished_at, deal) VALUES (?, ?, ?, ?, '{}', ?, ?, 1)",
                           [drill_id, user_id, score["hand"], score.get("game") or variant, json.dumps(score), updated])
        state["deal"] = 1
        # A hand over but not yet moved past was never stored, and telling that takes the engine: it shows as
        # unfinished until the trainee deals the next hand, which stores it (save_drill_step ignores a repeat).
        db.execute("UPDATE drills SET state = ?, hand = ?, deal = 1, hand_state = ? WHERE id = ?",
                   [json.dumps(state, separators=(",", ":")), number, "dealing" if started else "new", drill_id])


@MIGRATIONS()
def m007_practice_cards(db: Database) -> None:
    # Each trainee's spaced-repetition card per rule, moved on with each answer (record_answer), so practice
    # and progress read one row per rule instead of replaying every answer. Filled here from the answers so far.
    db.table("practice_cards").create({"user_id": int, "rule_id": str, "card": str, "due": str, "attempts": int,
                                       "lapses": int, "last_correct": int, "state": int}, pk=("user_id", "rule_id"),
                                      foreign_keys=[("user_id", "users", "id")],
                                      not_null={"card", "due", "attempts", "lapses", "last_correct", "state"})
    db.table("practice_cards").create_index(["user_id", "due"])
    rows = db.execute("SELECT a.user_id, q.rule_id, a.answered_at, a.correct FROM attempts a "
                      "JOIN questions q ON q.id = a.question_id WHERE a.answered_at IS NOT NULL "
                      "ORDER BY a.user_id, a.answered_at").fetchall()
    by_user: dict[int, list[practice.AnsweredQuestion]] = {}
    for user_id, rule_id, answered_at, correct in rows:
        by_user.setdefault(user_id, []).append(practice.AnsweredQuestion(rule_id, practice.parse_time(answered_at), bool(correct)))
    for user_id, attempts in by_user.items():
        for rule_id, card in practice.rebuild(attempts).items():
            _put_card(db, user_id, rule_id, card)


TALLIES = {
    "all": "''",
    "rule": "q.rule_id",
    "family": "COALESCE(q.family, '?')",
    "game": "COALESCE(q.game, '?')",
    "day": "substr(a.answered_at, 1, 10)",
    "family-rulebook": "COALESCE(q.family, '?') || char(9) || COALESCE(q.rulebook, '?')",
    "rule-rulebook": "q.rule_id || char(9) || COALESCE(q.rulebook, '?')",
    "week-rule": "date(substr(a.answered_at, 1, 10), '-6 days', 'weekday 1') || char(9) || q.rule_id",
}
"""What the reports count answers by (dimension -> the SQL of its key over ``questions q`` and ``attempts a``).
Two-part keys join their parts with a tab; "week-rule" is the Monday of the answer's week (ISO weeks, Monday
to Sunday) and the rule, week first, so a trainee's latest weeks are one range of the primary key (the class
report's trend per rule). Each is two statements in every answer's transaction: only what
a page shows is counted."""

TIMED = ("all", "rule", "family")
"""The dimensions whose answer times are kept (the pages show a median time per trainee, per rule and per family
only; "all" since m032_class_report_tallies: a page of a class's trainees read each one's time buckets summed
over their families, 2 ms for 50 trainees, against 0.8 from their own)."""
CLASS_TALLIES = ("all", "rule", "family", "rule-rulebook")
"""The dimensions also kept for the whole school (``class_tallies``), for the class pages."""

BUCKET_GROWTH = 1.05
"""Answer times are counted in buckets each 5% wider than the one before, from a tenth of a second: a median
read from them is within 2.5% of the true one, and a rule has at most ``LAST_BUCKET + 1`` buckets however many
answers it has (buckets of a tenth of a second gave 380 a rule between 2 and 40 seconds: the pages read every
one, and slowed as the answers grew)."""
LAST_BUCKET = 178
"""Times of ten minutes or more (0.1 s x 1.05 ** 178) share the last bucket."""


def time_bucket(milliseconds: int) -> int:
    """The bucket an answer time is counted in (the migration's SQL calls it too, as ``time_bucket``)."""
    return min(LAST_BUCKET, max(0, round(math.log(max(milliseconds, 100) / 100, BUCKET_GROWTH))))


def bucket_seconds(bucket: int) -> float:
    """The time a bucket stands for: its middle on the bucket scale."""
    return 0.1 * BUCKET_GROWTH ** bucket


LITTLE_ENDIAN = sys.byteorder == "little" and array.array("I").itemsize == 4
"""The kept counts' own layout (4-byte little-endian) is this machine's: :func:`merge_times` adds in place."""


def read_counts(kept: bytes) -> tuple[int, array.array[int]]:
    """A group's answer times as kept (``answer_time_counts``...): the first bucket with an answer, then the
    count of each bucket from it to the last, each an unsigned 32-bit little-endian integer; as (the first
    bucket, the counts). Binary so that an answer adds its one count in a copy of the bytes (1 µs): as text,
    parsing and writing a trainee's 120 buckets cost 22 µs, seven times an answer."""
    counts = array.array("I")
    counts.frombytes(kept)
    if sys.byteorder == "big":
        counts.byteswap()
    return counts[0], counts[1:]


def counts_bytes(first: int, counts: Sequence[int]) -> bytes:
    """The kept form of a group's times (see :func:`read_counts`)."""
    kept = array.array("I", [first])
    if isinstance(counts, array.array):
        kept.extend(counts)
    else:
        kept.fromlist(list(counts))
    if sys.byteorder == "big":
        kept.byteswap()
    return kept.tobytes()


def merge_times(kept: bytes | None, more: bytes | None) -> bytes | None:
    """Two groups' answer times as one (SQL ``merge_times``: each answer's time added to its groups', a
    trainee's brought to a class). The longer is copied whole and the other added to it count by count."""
    if not kept or not more:
        return kept or more
    if len(more) > len(kept):
        kept, more = more, kept
    if len(more) == 8 and LITTLE_ENDIAN:
        # One answer's time (its bucket and a count of 1) into a group's, its bucket within the group's range:
        # the group's bytes copied and that one count raised (every answer does this six times inside its
        # writer turn; the general merge below cost three times as much).
        at = int.from_bytes(more[:4], "little") - int.from_bytes(kept[:4], "little") + 1
        if 0 < at < len(kept) // 4:
            merged = array.array("I", kept)
            merged[at] += int.from_bytes(more[4:], "little")
            return merged.tobytes()
    (first, counts), (other, adding) = read_counts(kept), read_counts(more)
    start = min(first, other)
    merged = array.array("I", bytes(4 * (max(first + len(counts), other + len(adding)) - start)))
    merged[first - start:first - start + len(counts)] = counts
    for index, count in enumerate(adding, start=other - start):
        merged[index] += count
    return counts_bytes(start, merged)


class SumTimes:
    """SQL ``sum_times(counts)``: the answer times of a group's rows as one (a class from its trainees')."""

    def __init__(self) -> None:
        self.total: bytes | None = None

    def step(self, counts: bytes | None) -> None:
        self.total = merge_times(self.total, counts)

    def finalize(self) -> bytes | None:
        return self.total


class TimesOf:
    """SQL ``times_of(bucket, count)``: a group's bucket rows (the older ``answer_times``) as its kept counts."""

    def __init__(self) -> None:
        self.found: dict[int, int] = {}

    def step(self, bucket: int, count: int) -> None:
        self.found[bucket] = self.found.get(bucket, 0) + count

    def finalize(self) -> bytes | None:
        if not self.found:
            return None
        first = min(self.found)
        return counts_bytes(first, [self.found.get(b, 0) for b in range(first, max(self.found) + 1)])


def median_seconds(kept: bytes | None) -> float | None:
    """The median time of a group's kept answer times, in seconds (None: no time kept)."""
    bucket = median_bucket(kept)
    return None if bucket is None else bucket_seconds(bucket)


def median_bucket(kept: bytes | None) -> int | None:
    """The median bucket of a group's kept answer times (None: no time kept): the bucket where the running
    count first passes half (the upper median, as :func:`median_buckets` finds it from bucket rows)."""
    if not kept:
        return None
    first, counts = read_counts(kept)
    running = list(itertools.accumulate(counts))
    return first + bisect.bisect_right(running, running[-1] // 2)


@MIGRATIONS()
def m008_answer_tallies(db: Database) -> None:
    # Per trainee and per dimension of the reports (rule, family, game, rulebook, day...): answers, right
    # answers, and answer times by the tenth of a second for medians. Kept by record_answer in the answer's
    # own transaction, so a report reads one row per group, never every answer (a page's cost must not grow
    # with a school's answers). Filled here from the answers so far.
    db.table("answer_tallies").create({"user_id": int, "dimension": str, "key": str, "attempts": int, "right": int,
                                       "timed": int, "time_ms": int},
                                      pk=("user_id", "dimension", "key"), foreign_keys=[("user_id", "users", "id")],
                                      not_null={"attempts", "right", "timed", "time_ms"})
    db.table("answer_tallies").create_index(["dimension", "key"])
    db.table("answer_times").create({"user_id": int, "dimension": str, "key": str, "bucket": int, "count": int},
                                    pk=("user_id", "dimension", "key", "bucket"),
                                    foreign_keys=[("user_id", "users", "id")], not_null={"count"})
    db.table("answer_times").create_index(["dimension", "key", "bucket"])
    answered = "FROM attempts a JOIN questions q ON q.id = a.question_id WHERE a.answered_at IS NOT NULL"
    for dimension, key in TALLIES.items():
        db.execute(f"INSERT INTO answer_tallies (user_id, dimension, key, attempts, right, timed, time_ms) "
                   f"SELECT a.user_id, ?, {key}, COUNT(*), SUM(a.correct), COUNT(a.time_taken_ms), "
                   f"COALESCE(SUM(a.time_taken_ms), 0) {answered} GROUP BY a.user_id, {key}", [dimension])
        if dimension not in TIMED:
            continue
        db.execute(f"INSERT INTO answer_times (user_id, dimension, key, bucket, count) "
                   f"SELECT a.user_id, ?, {key}, time_bucket(a.time_taken_ms), COUNT(*) "
                   f"{answered} AND a.time_taken_ms IS NOT NULL GROUP BY a.user_id, {key}, "
                   f"time_bucket(a.time_taken_ms)", [dimension])
    # The same for the whole school (the class pages), with how many trainees answered and how many missed:
    # kept beside the trainees' rows so a class page reads one row per group, however many trainees.
    db.table("class_tallies").create({"dimension": str, "key": str, "attempts": int, "right": int, "trainees": int,
                                      "missed_by": int, "timed": int, "time_ms": int}, pk=("dimension", "key"),
                                     not_null={"attempts", "right", "trainees", "missed_by", "timed", "time_ms"})
    db.table("class_times").create({"dimension": str, "key": str, "bucket": int, "count": int},
                                   pk=("dimension", "key", "bucket"), not_null={"count"})
    for dimension in CLASS_TALLIES:
        db.execute("INSERT INTO class_tallies (dimension, key, attempts, right, trainees, missed_by, timed, time_ms) "
                   "SELECT dimension, key, SUM(attempts), SUM(right), COUNT(*), SUM(right < attempts), SUM(timed), "
                   "SUM(time_ms) FROM answer_tallies WHERE dimension = ? GROUP BY key", [dimension])
        db.execute("INSERT INTO class_times (dimension, key, bucket, count) SELECT dimension, key, bucket, SUM(count) "
                   "FROM answer_times WHERE dimension = ? GROUP BY key, bucket", [dimension])
    # A trainee's practice session for a rulebook, found without reading their other quizzes.
    db.table("quizzes").create_index(["user_id", "mode", "rulebook"])
    # The CSV download streams every answer in time order: read in index order, no sort before the first row.
    db.table("attempts").create_index(["answered_at"])
    # Each quiz's right answers and answer time beside its answered count, so the list of quizzes reads no answer.
    db.execute("ALTER TABLE quizzes ADD COLUMN right_count INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE quizzes ADD COLUMN timed INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE quizzes ADD COLUMN time_ms INTEGER NOT NULL DEFAULT 0")
    db.execute("UPDATE quizzes SET right_count = t.right_count, timed = t.timed, time_ms = t.time_ms FROM ("
               "SELECT q.quiz_id, COALESCE(SUM(a.correct), 0) AS right_count, COUNT(a.time_taken_ms) AS timed, "
               "COALESCE(SUM(a.time_taken_ms), 0) AS time_ms FROM questions q JOIN attempts a ON a.question_id = q.id "
               "WHERE a.answered_at IS NOT NULL GROUP BY q.quiz_id) AS t WHERE t.quiz_id = quizzes.id")


@MIGRATIONS()
def m009_session_versions(db: Database) -> None:
    # Each session carries its account's version; sign-out and a new password raise it, ending every session.
    db.execute("ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 1")


@MIGRATIONS()
def m020_classes(db: Database) -> None:
    # A school admin sees every class and trainee; an instructor only the classes they teach. Made with
    # `dealerschool create-instructor NAME --admin` or `dealerschool make-admin NAME`.
    db.execute("ALTER TABLE users ADD COLUMN admin INTEGER NOT NULL DEFAULT 0")
    # A class: its teacher, its dates (ISO days), the join code trainees type (random, unique) and the room's
    # rulebook, which the class's assignments are asked under.
    db.table("classes").create({"id": int, "name": str, "instructor_id": int, "starts_on": str, "ends_on": str,
                                "join_code": str, "rulebook": str, "created_at": str}, pk="id",
                               foreign_keys=[("instructor_id", "users", "id")],
                               not_null={"name", "instructor_id", "join_code", "rulebook", "created_at"})
    db.table("classes").create_index(["join_code"], unique=True)
    db.table("classes").create_index(["instructor_id"])
    db.table("class_members").create({"class_id": int, "user_id": int, "joined_at": str}, pk=("class_id", "user_id"),
                                     foreign_keys=[("class_id", "classes", "id"), ("user_id", "users", "id")],
                                     not_null={"joined_at"})
    db.table("class_members").create_index(["user_id"])


@MIGRATIONS()
def m021_assignments(db: Database) -> None:
    # Work a class is set: a quiz or a dealing drill (``settings``: the engine's JSON of what to ask or deal),
    # due on a day. A trainee's quiz or drill for it carries its id: one each (a second start finds the first).
    db.table("assignments").create({"id": int, "class_id": int, "kind": str, "title": str, "settings": str,
                                    "due_on": str, "created_at": str}, pk="id",
                                   foreign_keys=[("class_id", "classes", "id")],
                                   not_null={"class_id", "kind", "title", "settings", "due_on", "created_at"})
    db.table("assignments").create_index(["class_id", "due_on"])
    for table in ("quizzes", "drills"):
        db.execute(f"ALTER TABLE {table} ADD COLUMN assignment_id INTEGER REFERENCES assignments(id)")
        db.execute(f"CREATE UNIQUE INDEX idx_{table}_assignment_user ON {table} (assignment_id, user_id) "
                   f"WHERE assignment_id IS NOT NULL")


@MIGRATIONS()
def m022_room_house_options(db: Database) -> None:
    # The room's house options over its rulebook (``room.ROOM_OPTIONS``), as JSON: none set, the rulebook's.
    db.execute("ALTER TABLE classes ADD COLUMN house TEXT NOT NULL DEFAULT '{}'")


@MIGRATIONS()
def m023_exams(db: Database) -> None:
    # An exam's quiz is ``held``: its answers are stored and graded, but neither counted in the trainee's
    # tallies and practice cards nor shown, until the instructor releases the exam (``released_at``).
    db.execute("ALTER TABLE assignments ADD COLUMN released_at TEXT")
    db.execute("ALTER TABLE quizzes ADD COLUMN held INTEGER NOT NULL DEFAULT 0")


@MIGRATIONS()
def m024_drill_tallies(db: Database) -> None:
    # Per trainee, their finished drill hands counted by game, day and kind of mistake (DRILL_DIMENSIONS), and
    # their seconds per operation in time buckets per game: kept by save_drill_step in the hand's own write
    # transaction, so the reports read one row per group, never every hand. Filled here from the hands so far.
    # WITHOUT ROWID, as the answers' tallies (m025_kept_rows_without_rowid): a trainee's rows side by side.
    columns = ", ".join(f"{name} INTEGER NOT NULL DEFAULT 0" for name in DRILL_TALLY_COLUMNS)
    db.execute(f"CREATE TABLE drill_tallies (user_id INTEGER NOT NULL REFERENCES users(id), dimension TEXT NOT NULL, "
               f"key TEXT NOT NULL, {columns}, PRIMARY KEY (user_id, dimension, key)) WITHOUT ROWID")
    db.execute("CREATE TABLE drill_times (user_id INTEGER NOT NULL REFERENCES users(id), variant TEXT NOT NULL, "
               "bucket INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (user_id, variant, bucket)) WITHOUT ROWID")
    for user_id, variant, deal, score, finished_at in db.execute(
            "SELECT user_id, variant, deal, score, finished_at FROM drill_hands ORDER BY id").fetchall():
        _count_drill_hand(db, user_id, variant, deal, score, finished_at)


KEPT_TABLES = {
    "answer_tallies": ("user_id INTEGER NOT NULL REFERENCES users(id), dimension TEXT NOT NULL, key TEXT NOT NULL, "
                       "attempts INTEGER NOT NULL, right INTEGER NOT NULL, timed INTEGER NOT NULL, "
                       "time_ms INTEGER NOT NULL, PRIMARY KEY (user_id, dimension, key)"),
    "answer_times": ("user_id INTEGER NOT NULL REFERENCES users(id), dimension TEXT NOT NULL, key TEXT NOT NULL, "
                     "bucket INTEGER NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (user_id, dimension, key, bucket)"),
    "class_tallies": ("dimension TEXT NOT NULL, key TEXT NOT NULL, attempts INTEGER NOT NULL, right INTEGER NOT NULL, "
                      "trainees INTEGER NOT NULL, missed_by INTEGER NOT NULL, timed INTEGER NOT NULL, "
                      "time_ms INTEGER NOT NULL, PRIMARY KEY (dimension, key)"),
    "class_times": ("dimension TEXT NOT NULL, key TEXT NOT NULL, bucket INTEGER NOT NULL, count INTEGER NOT NULL, "
                    "PRIMARY KEY (dimension, key, bucket)"),
    "practice_cards": ("user_id INTEGER NOT NULL REFERENCES users(id), rule_id TEXT NOT NULL, card TEXT NOT NULL, "
                       "due TEXT NOT NULL, attempts INTEGER NOT NULL, lapses INTEGER NOT NULL, "
                       "last_correct INTEGER NOT NULL, state INTEGER NOT NULL, PRIMARY KEY (user_id, rule_id)"),
}
"""The rows every answer moves and the reports read, as ``WITHOUT ROWID`` tables (m025_kept_rows_without_rowid):
each row lives in its primary key's b-tree, so one trainee's rows (user, dimension, key, bucket) sit side by
side on a few pages. As rowid tables they were in the order they were first written, scattered among a whole
school's: at 100x data a trainee's 3,700 rule buckets were a b-tree search each, 16 ms of My progress's 25."""


@MIGRATIONS()
def m025_kept_rows_without_rowid(db: Database) -> None:
    # The kept tallies, times and cards rebuilt WITHOUT ROWID (see KEPT_TABLES), their rows and indexes as they were.
    for table, columns in KEPT_TABLES.items():
        indexes = [row[0] for row in db.execute("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
                                                "AND sql IS NOT NULL", [table])]  # each made again as it was
        db.execute(f"CREATE TABLE {table}_new ({columns}) WITHOUT ROWID")
        names = ", ".join(column.split()[0] for column in columns.split(", PRIMARY KEY")[0].split(", "))
        db.execute(f"INSERT INTO {table}_new ({names}) SELECT {names} FROM {table}")
        db.execute(f"DROP TABLE {table}")
        db.execute(f"ALTER TABLE {table}_new RENAME TO {table}")
        for sql in indexes:
            db.execute(sql)


@MIGRATIONS()
def m026_report_indexes(db: Database) -> None:
    # The one-rule page lists the trainees with the lowest share right on the rule: this index keeps each rule's
    # trainees in that order, so the page reads its fifty rows instead of sorting every trainee who answered.
    # Partial (rule rows only): an answer moves one entry of it, not one per tally.
    db.execute("CREATE INDEX idx_answer_tallies_rule_share ON answer_tallies (key, (1.0 * right / attempts), user_id) "
               "WHERE dimension = 'rule'")
    # The class page: a role's users a page at a time in name order, and how many there are, from one index.
    db.table("users").create_index(["role", "username"])


@MIGRATIONS()
def m030_class_scenarios(db: Database) -> None:
    # A class's library of scenarios its instructors wrote in the browser: the question's fields, the
    # instructor's expected ruling and the situation as the floor's builder keeps it (JSON). Only the class's
    # instructors (and admins) read it; an assignment keeps its own copy of each scenario it asks.
    db.table("class_scenarios").create({"id": int, "class_id": int, "author_id": int, "title": str, "prompt": str,
                                        "expected": str, "explanation": str, "citation": str, "difficulty": int,
                                        "situation": str, "created_at": str, "updated_at": str}, pk="id",
                                       foreign_keys=[("class_id", "classes", "id"), ("author_id", "users", "id")],
                                       not_null={"class_id", "author_id", "title", "prompt", "expected",
                                                 "explanation", "citation", "difficulty", "situation",
                                                 "created_at", "updated_at"})
    db.table("class_scenarios").create_index(["class_id", "title"])


@MIGRATIONS()
def m031_class_report_indexes(db: Database) -> None:
    # The class report reads, for each trainee of a class, their kept tallies (rule, day, week and rule), their
    # answer times and drill tallies: every one a range of a primary key (user, dimension, key), reached from
    # the class's members (class_members' primary key, class then user), so it needs no new index, only the
    # new "week-rule" tally (answers per trainee, week and rule: the trend per rule), filled here from the
    # answers so far. (m008 fills it too where it runs after this code: its rows are made again here.)
    answered = "FROM attempts a JOIN questions q ON q.id = a.question_id WHERE a.answered_at IS NOT NULL"
    key = TALLIES["week-rule"]
    db.execute("DELETE FROM answer_tallies WHERE dimension = 'week-rule'")
    db.execute(f"INSERT INTO answer_tallies (user_id, dimension, key, attempts, right, timed, time_ms) "
               f"SELECT a.user_id, 'week-rule', {key}, COUNT(*), SUM(a.correct), COUNT(a.time_taken_ms), "
               f"COALESCE(SUM(a.time_taken_ms), 0) {answered} "
               f"AND NOT EXISTS (SELECT 1 FROM quizzes z WHERE z.id = q.quiz_id AND z.held = 1) "
               f"GROUP BY a.user_id, {key}")


CLASS_REPORT_TABLES = {
    "class_report_tallies": ("class_id INTEGER NOT NULL REFERENCES classes(id), dimension TEXT NOT NULL, "
                             "key TEXT NOT NULL, attempts INTEGER NOT NULL, right INTEGER NOT NULL, "
                             "trainees INTEGER NOT NULL, missed_by INTEGER NOT NULL, PRIMARY KEY (class_id, dimension, key)"),
    "class_report_times": ("class_id INTEGER NOT NULL REFERENCES classes(id), key TEXT NOT NULL, counts BLOB NOT NULL, "
                           "PRIMARY KEY (class_id, key)"),
    "answer_time_counts": ("user_id INTEGER NOT NULL REFERENCES users(id), dimension TEXT NOT NULL, key TEXT NOT NULL, "
                           "counts BLOB NOT NULL, PRIMARY KEY (user_id, dimension, key)"),
    "class_time_counts": "dimension TEXT NOT NULL, key TEXT NOT NULL, counts BLOB NOT NULL, PRIMARY KEY (dimension, key)",
}
"""Each class's own tallies (m032_class_report_tallies), as the whole school's (``class_tallies``) but per class:
what the class report shows of the class as a whole, read one row per group however many trainees it has.
``class_report_tallies``' dimensions: "all" (key ''), "rule", "week" (the Monday) and "week-rule" (the Monday, a
tab, the rule); ``trainees`` and ``missed_by`` (who answered, who got one wrong) are counted for "all" and
"rule" only (0 elsewhere). ``class_report_times``: the class's answer times per rule.

Answer times are kept one row per group too (m032 moved them out of ``answer_times`` and ``class_times``, a row
per group and :func:`time_bucket` bucket): ``counts``, each bucket's count from the first bucket with an answer
to the last (:func:`read_counts`), a trainee's in ``answer_time_counts``, the school's in ``class_time_counts``.
A median read ``answer_times`` a row per bucket: 3,400 rows for a trainee's rules at 100x data, 1.1 ms of
My progress, against one row per rule now.
Every answer counted in a trainee's tallies is counted in each class they are in (:func:`_count_answer`), and
a trainee who joins a class brings their tallies so far (:func:`join_class`): a class counts every answer its
trainees have given, as its report always has."""
CLASS_WIDE = ("all", "rule", "week-rule")
"""The trainee's tally dimensions a class keeps as they are (with "week" made from the trainee's days)."""


def _class_rows_from_trainee(db: Database, class_id_sql: str, where: str, values: list[Any]) -> None:
    """Add trainees' kept tallies and rule times to their classes' (``class_id_sql``: the class of each
    ``answer_tallies t`` / ``answer_time_counts t`` row, over the rows ``where`` picks): joining, and the migration."""
    upsert = ("ON CONFLICT (class_id, dimension, key) DO UPDATE SET attempts = attempts + excluded.attempts, "
              "right = right + excluded.right, trainees = trainees + excluded.trainees, "
              "missed_by = missed_by + excluded.missed_by")
    columns = "INSERT INTO class_report_tallies (class_id, dimension, key, attempts, right, trainees, missed_by) "
    db.execute(f"{columns}SELECT {class_id_sql}, t.dimension, t.key, SUM(t.attempts), SUM(t.right), "
               f"SUM(t.dimension <> 'week-rule'), SUM(t.dimension <> 'week-rule' AND t.right < t.attempts) "
               f"FROM {where} AND t.dimension IN {CLASS_WIDE} GROUP BY 1, 2, 3 {upsert}", values)
    db.execute(f"{columns}SELECT {class_id_sql}, 'week', date(t.key, '-6 days', 'weekday 1'), SUM(t.attempts), "
               f"SUM(t.right), 0, 0 FROM {where} AND t.dimension = 'day' GROUP BY 1, 2, 3 {upsert}", values)
    db.execute(f"INSERT INTO class_report_times (class_id, key, counts) SELECT {class_id_sql}, t.key, sum_times(t.counts) "
               f"FROM {where.replace('answer_tallies', 'answer_time_counts')} AND t.dimension = 'rule' GROUP BY 1, 2 "
               f"ON CONFLICT (class_id, key) DO UPDATE SET counts = merge_times(counts, excluded.counts)", values)


@MIGRATIONS()
def m032_class_report_tallies(db: Database) -> None:
    # The class report read, for every trainee of a class, each of their rules, weeks and time buckets: a class
    # of 1,000 read 45,000 rule rows and 83,000 time buckets (0.4 s). Each class now keeps its own tallies
    # (CLASS_REPORT_TABLES), moved on with every answer and filled here from its trainees' tallies so far.
    for table, columns in CLASS_REPORT_TABLES.items():
        db.execute(f"CREATE TABLE IF NOT EXISTS {table} ({columns}) WITHOUT ROWID")
    # Answer times a row per group (see CLASS_REPORT_TABLES), from the rows per bucket, which go; and each
    # trainee's (and the school's) as a whole, summed from their families' (every answer has one, '?' at least;
    # made again here where m008 ran after "all" joined TIMED and made them already).
    for old, new, user in (("answer_times", "answer_time_counts", "user_id, "), ("class_times", "class_time_counts", "")):
        if not db[old].exists():  # (made again by hand: the class's rows only)
            continue
        db.execute(f"DELETE FROM {old} WHERE dimension = 'all'")
        db.execute(f"INSERT INTO {new} ({user}dimension, key, counts) SELECT {user}dimension, key, times_of(bucket, count) "
                   f"FROM {old} GROUP BY {user}dimension, key")
        db.execute(f"INSERT INTO {new} ({user}dimension, key, counts) SELECT {user}'all', '', times_of(bucket, count) "
                   f"FROM {old} WHERE dimension = 'family' GROUP BY {user.rstrip(', ') or 'dimension'}")
        db.execute(f"DROP TABLE {old}")
    _class_rows_from_trainee(db, "m.class_id", "class_members m JOIN answer_tallies t ON t.user_id = m.user_id "
                             "WHERE 1", [])



QUIZ_COUNTS_TABLE = ("CREATE TABLE IF NOT EXISTS quiz_counts (user_id INTEGER PRIMARY KEY REFERENCES users(id), "
                     "quizzes INTEGER NOT NULL)")
"""Each user's number of quizzes (m033; what making a quiz writes, so a test on an older schema makes it too)."""


@MIGRATIONS()
def m033_quiz_counts(db: Database) -> None:
    # My progress says how many quizzes a trainee has ("10001 quizzes; page 1 of 501"): counting them on the
    # index took 0.3 ms of CPU at 10,000 quizzes, as much as a whole bare request. Kept per user instead, moved
    # on by the two functions that make a quiz (_count_quiz), filled here from the quizzes so far.
    db.execute(QUIZ_COUNTS_TABLE)
    db.execute("INSERT INTO quiz_counts (user_id, quizzes) SELECT user_id, COUNT(*) FROM quizzes GROUP BY user_id")


@MIGRATIONS()
def m034_class_member_names(db: Database) -> None:
    # The class report lists a class's trainees a page at a time by name: joining each member to their user row
    # and sorting the class's names took 0.19 ms of CPU for a class of 1,000, half a bare request, on every page.
    # Each member's username kept beside them (a username never changes), in an index of the class's members
    # in name order: a page is read from it in order. join_class writes it.
    db.execute("ALTER TABLE class_members ADD COLUMN username TEXT")
    db.execute("UPDATE class_members SET username = (SELECT u.username FROM users u WHERE u.id = class_members.user_id)")
    db.execute("CREATE INDEX idx_class_members_by_name ON class_members (class_id, username, user_id)")


@MIGRATIONS()
def m035_practice_cards_without_due_index(db: Database) -> None:
    # practice_cards' index on (user_id, due) served no query (each reads a trainee's cards by the primary key's
    # user_id, and the one that sorts by due sorts by lapses first), but every answer moved its entry: a
    # B-tree delete and insert and one more page in the answer's commit (one of 14), inside the writer turn.
    db.execute("DROP INDEX IF EXISTS idx_practice_cards_user_id_due")


CLASS_COUNTS = ("UPDATE classes SET members = (SELECT COUNT(*) FROM class_members m WHERE m.class_id = classes.id), "
                "hands = (SELECT COALESCE(SUM(d.hands), 0) FROM class_members m JOIN drill_tallies d "
                "ON d.user_id = m.user_id AND d.dimension = 'all' AND d.key = '' WHERE m.class_id = classes.id)")
"""Each class's kept counts worked out afresh: its members, and their drill hands (first deals) so far."""


@MIGRATIONS()
def m036_class_counts(db: Database) -> None:
    # The class report counted a class's members (0.04 ms for 1,000 on their index) and summed their drill hands
    # (a key search per member: 0.08 ms) on every page, a ninth of a bare request's CPU between them. Kept on the
    # class's row instead: join_class adds the newcomer and the hands they have dealt so far, each first deal
    # dealt adds one to every class its trainee is in (save_drill_step), filled here from the rows so far.
    db.execute("ALTER TABLE classes ADD COLUMN members INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE classes ADD COLUMN hands INTEGER NOT NULL DEFAULT 0")
    db.execute(CLASS_COUNTS)


@MIGRATIONS()
def m037_answered_attempts_indexes(db: Database) -> None:
    # attempts' two indexes on answered_at held every unanswered attempt too (answered_at NULL), so each answer
    # deleted its entry from one page of each and inserted it on another: 4.5 of the 12.9 pages an answer's commit
    # wrote (3 December 2026, tests/bench/README.md). Every query they serve names answered_at IS NOT NULL (the
    # answers of a trainee in time order, a trainee's last answer, the export in time order), so they hold only
    # answered attempts now: an answer adds one entry to each, and a quiz's questions add none.
    for columns in (["user_id", "answered_at"], ["answered_at"]):
        name = "idx_attempts_" + "_".join(columns)
        db.execute(f"DROP INDEX IF EXISTS {name}")
        db.execute(f"CREATE INDEX {name} ON attempts ({', '.join(columns)}) WHERE answered_at IS NOT NULL")

# --- accounts ----------------------------------------------------------------------------------------------------


def find_user(db: Database, *, user_id: int | None = None, username: str | None = None) -> dict[str, Any] | None:
    # Plain SQL: rows_where asks for the table's columns first, a second query on every request.
    if user_id is not None:
        row = db.execute("SELECT * FROM users WHERE id = ?", [user_id]).fetchone()
    else:
        row = db.execute("SELECT * FROM users WHERE username = ?", [username]).fetchone()
    return dict(row) if row else None


def create_user(db: Database, username: str, password_hash: str, role: str, admin: bool = False) -> int | None:
    """The new user's id, or None when the name is taken. ``admin``: a school admin (an instructor who sees
    every class and trainee)."""
    with writing(db):
        if find_user(db, username=username) is not None:
            return None
        cursor = db.execute("INSERT INTO users (username, password_hash, role, created_at, admin) VALUES (?, ?, ?, ?, ?)",
                            [username, password_hash, role, now(), int(admin)])
        return int(cursor.lastrowid or 0)


def make_admin(db: Database, username: str) -> bool:
    """Make an instructor a school admin: False when there is no instructor of that name."""
    with writing(db):
        cursor = db.execute("UPDATE users SET admin = 1 WHERE username = ? AND role = 'instructor'", [username])
        return cursor.rowcount == 1


def begin_sign_in(db: Database, username: str, address: str, since: str, per_name: int, per_address: int) -> int | None:
    """Count the recent failures for this name and for this address, and if both are under their limits write
    this try down as a failure, all in one ``BEGIN IMMEDIATE`` transaction: the id of that row (the caller
    removes it with :func:`sign_in_succeeded` when the password is right), or None when a limit is reached.

    The try is counted before the password is checked: sixteen tries at once for one name each see the
    others' rows, so no more than the limit get to check a password (counting after the check let six of
    sixteen through)."""
    with writing(db):
        by_name = db.execute("SELECT COUNT(*) FROM sign_in_failures WHERE username = ? AND at >= ?",
                             [username, since]).fetchone()[0]
        by_address = db.execute("SELECT COUNT(*) FROM sign_in_failures WHERE address = ? AND at >= ?",
                                [address, since]).fetchone()[0]
        if by_name >= per_name or by_address >= per_address:
            return None
        cursor = db.execute("INSERT INTO sign_in_failures (username, address, at) VALUES (?, ?, ?)",
                            [username, address, now()])
        return int(cursor.lastrowid or 0)


def sign_in_succeeded(db: Database, attempt_id: int, username: str) -> None:
    """The try was right: it and the name's earlier failures no longer count."""
    with writing(db):
        db.execute("DELETE FROM sign_in_failures WHERE id = ? OR username = ?", [attempt_id, username])


def end_sessions(db: Database, user_id: int) -> None:
    """End every session of an account (sign-out, a new password): each carries the account's session
    version, which no longer matches."""
    with writing(db):
        db.execute("UPDATE users SET session_version = session_version + 1 WHERE id = ?", [user_id])


def set_password(db: Database, user_id: int, password_hash: str) -> int | None:
    """A new password for an account, ending all its sessions in the same transaction: the new session
    version (for the session that made the change to carry on with), or None for no such account."""
    with writing(db):
        cursor = db.execute("UPDATE users SET password_hash = ?, session_version = session_version + 1 WHERE id = ?",
                            [password_hash, user_id])
        if cursor.rowcount != 1:
            return None
        row = db.execute("SELECT session_version FROM users WHERE id = ?", [user_id]).fetchone()
        return int(row[0])


# --- quizzes, questions and attempts -----------------------------------------------------------------------------


def new_token() -> str:
    return secrets.token_urlsafe(18)


def create_quiz(db: Database, user_id: int, mode: str, rulebook: str, filters: dict[str, Any],
                questions: list[dict[str, Any]], time_limit: int | None = None, assignment_id: int | None = None,
                held: bool = False) -> int:
    """Store a quiz and its questions (each a row for ``questions``: see :func:`add_question`), in one transaction.
    For an assignment, a trainee has one quiz: if they have it already (a second tab, a double click), its id.
    ``held``: an exam's quiz (see :func:`release_exam`)."""
    with writing(db):
        if assignment_id is not None:
            row = db.execute("SELECT id FROM quizzes WHERE assignment_id = ? AND user_id = ?",
                             [assignment_id, user_id]).fetchone()
            if row is not None:
                return int(row[0])
        cursor = db.execute("INSERT INTO quizzes (user_id, mode, rulebook, filters, size, time_limit, created_at, "
                            "assignment_id, held) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            [user_id, mode, rulebook, json.dumps(filters), len(questions), time_limit, now(),
                             assignment_id, int(held)])
        quiz_id = int(cursor.lastrowid or 0)
        _count_quiz(db, user_id)
        for position, question in enumerate(questions, start=1):
            _insert_question(db, quiz_id, user_id, position, question)
    return quiz_id


def add_question(db: Database, quiz_id: int, user_id: int, question: dict[str, Any]) -> int:
    """Append a question to a quiz (practice mode adds them one at a time); its position."""
    with writing(db):
        row = db.execute("SELECT COALESCE(MAX(position), 0) FROM questions WHERE quiz_id = ?", [quiz_id]).fetchone()
        position = int(row[0]) + 1
        _insert_question(db, quiz_id, user_id, position, question)
        db.execute("UPDATE quizzes SET size = ? WHERE id = ?", [position, quiz_id])
    return position


def _insert_question(db: Database, quiz_id: int, user_id: int, position: int, question: dict[str, Any]) -> None:
    """``question``: source, scenario, rule_id, seed, rulebook, kind, game, family, difficulty, question (JSON text),
    right_answer (JSON text), answer_key (JSON text). An attempt row with a fresh token goes with it."""
    columns = ("source", "scenario", "rule_id", "seed", "rulebook", "kind", "game", "family", "difficulty",
               "question", "right_answer", "answer_key")
    cursor = db.execute(
        f"INSERT INTO questions (quiz_id, user_id, position, created_at, {', '.join(columns)}) "
        f"VALUES (?, ?, ?, ?, {', '.join('?' for _ in columns)})",
        [quiz_id, user_id, position, now()] + [question.get(c) for c in columns])
    db.execute("INSERT INTO attempts (question_id, user_id, token) VALUES (?, ?, ?)",
               [cursor.lastrowid, user_id, new_token()])


def get_quiz(db: Database, quiz_id: int, user_id: int) -> dict[str, Any] | None:
    """The quiz if it belongs to ``user_id`` (another trainee's quiz is as good as missing)."""
    row = db.execute("SELECT * FROM quizzes WHERE id = ? AND user_id = ?", [quiz_id, user_id]).fetchone()
    return dict(row) if row else None


QUESTION_COLUMNS = ("q.id AS question_id, q.quiz_id, q.position, q.source, q.scenario, q.rule_id, q.seed, q.rulebook, "
                    "q.kind, q.game, q.family, q.difficulty, q.question, q.right_answer, a.token, a.shown_at, "
                    "a.answered_at, a.given, a.correct, a.time_taken_ms")


def get_question(db: Database, quiz_id: int, position: int, user_id: int) -> dict[str, Any] | None:
    row = db.execute(f"SELECT {QUESTION_COLUMNS} FROM questions q JOIN attempts a ON a.question_id = q.id "
                     "WHERE q.quiz_id = ? AND q.position = ? AND q.user_id = ?", [quiz_id, position, user_id]).fetchone()
    return dict(row) if row else None


def quiz_questions(db: Database, quiz_id: int, user_id: int) -> list[dict[str, Any]]:
    rows = db.execute(f"SELECT {QUESTION_COLUMNS} FROM questions q JOIN attempts a ON a.question_id = q.id "
                      "WHERE q.quiz_id = ? AND q.user_id = ? ORDER BY q.position", [quiz_id, user_id]).fetchall()
    return [dict(row) for row in rows]


def mark_shown(db: Database, token: str) -> None:
    """Start the clock the first time a question is shown (a reload does not restart it)."""
    with writing(db):
        db.execute("UPDATE attempts SET shown_at = ? WHERE token = ? AND shown_at IS NULL", [now(), token])


CARD_COLUMNS = ("c.card, c.due AS card_due, c.attempts AS card_attempts, c.lapses AS card_lapses, "
                "c.last_correct AS card_last_correct, c.state AS card_state")
ANSWERING = (f"SELECT a.answered_at, q.quiz_id, z.held, q.rule_id, q.family, q.game, q.rulebook, {CARD_COLUMNS} "
             "FROM attempts a JOIN questions q ON q.id = a.question_id JOIN quizzes z ON z.id = q.quiz_id "
             "LEFT JOIN practice_cards c ON c.user_id = a.user_id AND c.rule_id = q.rule_id "
             "WHERE a.token = ? AND a.user_id = ? AND a.answered_at IS NULL")
"""What storing an answer needs, read before its writer turn: the question's groups (fixed when it was made)
and the trainee's card for its rule as it stands (the card is checked again inside the turn).
:func:`attempt_to_answer` reads the same columns, so the answer POST reads them once."""


def tally_keys(rule_id: str, family: str | None, game: str | None, rulebook: str | None,
               answered_at: str) -> dict[str, str]:
    """An answer's key in each tally (``TALLIES``' SQL worked out in Python, from the question read before
    the writer turn: the tallies test checks the two agree)."""
    family, game, book = family or "?", game or "?", rulebook or "?"
    return {"all": "", "rule": rule_id, "family": family, "game": game, "day": answered_at[:10],
            "family-rulebook": f"{family}\t{book}", "rule-rulebook": f"{rule_id}\t{book}",
            "week-rule": f"{week_of(answered_at[:10])}\t{rule_id}"}


def week_of(day: str) -> str:
    """The Monday of an ISO day's week (weeks run Monday to Sunday), as the tallies' SQL works it out."""
    found = date.fromisoformat(day)
    return (found - timedelta(days=found.weekday())).isoformat()


def record_answer(db: Database, token: str, user_id: int, given: str, correct: bool,
                  found: Mapping[str, Any] | None = None) -> bool:
    """Store an answer once. True if this call stored it; False if the attempt was already answered
    (a double click, a retry, a second tab) or is not this user's: the first answer stands.

    The question and the trainee's card for its rule are read, and the card reviewed by this answer (fsrs,
    about a tenth of a millisecond), before the writer turn, so the turn holds only the writes: the card is
    written only if it is still the one read (its JSON names its last review to the microsecond). If another
    answer on the same rule moved it meanwhile, the answer takes a new time and the card is reviewed again
    inside the turn, so a card is always the answers' reviews in the order of their times, as a rebuild
    makes it.

    ``found``: what :func:`attempt_to_answer` read for this token and user, if the caller has it (the
    question and the card are then not read again)."""
    about = found if found is not None and found["answered_at"] is None else None
    if about is None:
        row = db.execute(ANSWERING, [token, user_id]).fetchone()
        if row is None:
            return False
        about = dict(row)
    old = None if about["card"] is None else practice.StoredCard(
        about["card"], about["card_due"], about["card_attempts"], about["card_lapses"],
        bool(about["card_last_correct"]), about["card_state"])
    answered = now()
    card = practice.review(old, correct, practice.parse_time(answered))
    try:
        return _store_answer(db, token, user_id, given, correct, about, old, card, answered)
    except _NotStored:
        return False


class ExamClosed(StoreError):
    """The answer's exam was released (its feedback shown, the exam closed) after the answer was read and before
    its writer turn: it is not stored, as an answer to a closed exam is not."""


class _NotStored(Exception):
    """The attempt was answered between the read before the writer turn and the turn: roll everything back."""


def _store_answer(db: Database, token: str, user_id: int, given: str, correct: bool, about: Mapping[str, Any],
                  old: practice.StoredCard | None, card: practice.StoredCard, answered: str) -> bool:
    """:func:`record_answer`'s writes, in one transaction."""
    quiz_id, rule_id = about["quiz_id"], about["rule_id"]
    with writing(db):
        # An exam released between the read and this turn is closed: its answers were counted by release_exam,
        # so one stored now would be counted nowhere. (Only a held quiz can be released; others skip the read.)
        if about["held"] and not db.execute("SELECT held FROM quizzes WHERE id = ?", [quiz_id]).fetchone()[0]:
            raise ExamClosed("This exam is closed: its feedback has been released, so it takes no more answers.")
        # An exam's answer (its quiz held) moves no card until the exam is released (release_exam).
        if not about["held"] and not _replace_card(db, user_id, rule_id, old, card):
            answered = now()  # after the other answer's: this one is reviewed after it, on the card it left
            _review_stored_card(db, user_id, rule_id, correct, answered)
        stored = db.execute(
            "UPDATE attempts SET answered_at = ?, given = ?, correct = ?, "
            "time_taken_ms = CAST(ROUND((julianday(?) - julianday(COALESCE(shown_at, ?))) * 86400000) AS INTEGER) "
            "WHERE token = ? AND user_id = ? AND answered_at IS NULL RETURNING time_taken_ms",
            [answered, given, int(correct), answered, answered, token, user_id]).fetchall()
        if not stored:
            raise _NotStored  # answered meanwhile: the card written above is rolled back with the rest
        taken = stored[0][0]
        if not about["held"]:  # an exam's answer is counted (card and tallies) when the exam is released
            _count_answer(db, user_id, tally_keys(rule_id, about["family"], about["game"], about["rulebook"], answered),
                          correct, taken)
        # A count, not a search for unanswered questions: the cost stays the same however long the quiz.
        db.execute("UPDATE quizzes SET answered = answered + 1, right_count = right_count + ?, "
                   "timed = timed + ?, time_ms = time_ms + ?, finished_at = CASE "
                   "WHEN mode = 'quiz' AND answered + 1 >= size THEN ? ELSE finished_at END WHERE id = ?",
                   [int(correct), int(taken is not None), taken or 0, answered, quiz_id])
    return True


def _replace_card(db: Database, user_id: int, rule_id: str, old: practice.StoredCard | None,
                  card: practice.StoredCard) -> bool:
    """Write ``card`` over ``old`` if the stored card is still ``old`` (none, for a rule's first answer): True
    if written."""
    if old is None:
        cursor = db.execute("INSERT INTO practice_cards (user_id, rule_id, card, due, attempts, lapses, last_correct, "
                            "state) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                            [user_id, rule_id, card.card, card.due, card.attempts, card.lapses,
                             int(card.last_correct), card.state])
    else:
        cursor = db.execute("UPDATE practice_cards SET card = ?, due = ?, attempts = ?, lapses = ?, last_correct = ?, "
                            "state = ? WHERE user_id = ? AND rule_id = ? AND card = ?",
                            [card.card, card.due, card.attempts, card.lapses, int(card.last_correct), card.state,
                             user_id, rule_id, old.card])
    return cursor.rowcount == 1


def _review_stored_card(db: Database, user_id: int, rule_id: str, correct: bool, answered: str) -> None:
    """Move the trainee's stored card for a rule on by one answer, read and written inside the caller's
    transaction (an answer that lost the race for the card, or an exam's answer counted at its release)."""
    row = db.execute("SELECT card, due, attempts, lapses, last_correct, state FROM practice_cards "
                     "WHERE user_id = ? AND rule_id = ?", [user_id, rule_id]).fetchone()
    old = practice.StoredCard(row[0], row[1], row[2], row[3], bool(row[4]), row[5]) if row else None
    _put_card(db, user_id, rule_id, practice.review(old, correct, practice.parse_time(answered)))


def _count_released(db: Database, token: str, user_id: int, correct: bool, answered: str) -> None:
    """Count a released exam's answer as :func:`_store_answer` counts any other when it is given: the
    trainee's card for its rule reviewed by it, and the tallies (inside the release's transaction)."""
    row = db.execute("SELECT q.rule_id, q.family, q.game, q.rulebook, a.time_taken_ms FROM attempts a "
                     "JOIN questions q ON q.id = a.question_id WHERE a.token = ?", [token]).fetchone()
    rule_id, family, game, rulebook, taken = row
    _review_stored_card(db, user_id, rule_id, correct, answered)
    _count_answer(db, user_id, tally_keys(rule_id, family, game, rulebook, answered), correct, taken)


def _count_answer(db: Database, user_id: int, found: dict[str, str], correct: bool, taken: int | None) -> None:
    """Count a stored answer in every tally of its trainee and of the school (inside the answer's transaction):
    four statements, each upserting all its rows at once (one statement a row cost a third of the answers a
    second the server could take)."""
    timed, bucket, time_ms, right = int(taken is not None), time_bucket(taken or 0), taken or 0, int(correct)
    values: list[Any] = []
    for dimension, key in found.items():
        values += [user_id, dimension, key, right, timed, time_ms]
    returned = db.execute(
        "INSERT INTO answer_tallies (user_id, dimension, key, attempts, right, timed, time_ms) VALUES "
        + ", ".join("(?, ?, ?, 1, ?, ?, ?)" for _ in found) + " ON CONFLICT (user_id, dimension, key) DO UPDATE SET "
        "attempts = attempts + 1, right = right + excluded.right, timed = timed + excluded.timed, "
        "time_ms = time_ms + excluded.time_ms RETURNING dimension, attempts, right", values).fetchall()
    after = {dimension: (attempts, right) for dimension, attempts, right in returned}
    school: list[Any] = []
    newcomer: dict[str, tuple[int, int]] = {}
    for dimension in CLASS_TALLIES:
        attempts, right_so_far = after[dimension]
        # This trainee is new to the group if this is their first answer in it, and newly among those who
        # missed if this is their first wrong one (every answer before it right).
        newcomer[dimension] = (int(attempts == 1), int(not correct and right_so_far == attempts - 1))
        school += [dimension, found[dimension], right, *newcomer[dimension], timed, time_ms]
    db.execute("INSERT INTO class_tallies (dimension, key, attempts, right, trainees, missed_by, timed, time_ms) VALUES "
               + ", ".join("(?, ?, 1, ?, ?, ?, ?, ?)" for _ in CLASS_TALLIES) + " ON CONFLICT (dimension, key) DO UPDATE "
               "SET attempts = attempts + 1, right = right + excluded.right, trainees = trainees + excluded.trainees, "
               "missed_by = missed_by + excluded.missed_by, timed = timed + excluded.timed, "
               "time_ms = time_ms + excluded.time_ms", school)
    # And in each class the trainee is in (none: the statements find no member row and write nothing).
    classes = [("all", "", right, *newcomer["all"]), ("rule", found["rule"], right, *newcomer["rule"]),
               ("week", found["week-rule"].partition("\t")[0], right, 0, 0),
               ("week-rule", found["week-rule"], right, 0, 0)]
    in_classes = db.execute("INSERT INTO class_report_tallies (class_id, dimension, key, attempts, right, trainees, missed_by) "
               "SELECT m.class_id, v.column1, v.column2, 1, v.column3, v.column4, v.column5 FROM class_members m "
               "CROSS JOIN (VALUES " + ", ".join("(?, ?, ?, ?, ?)" for _ in classes) + ") v WHERE m.user_id = ? "
               "ON CONFLICT (class_id, dimension, key) DO UPDATE SET attempts = attempts + 1, "
               "right = right + excluded.right, trainees = trainees + excluded.trainees, "
               "missed_by = missed_by + excluded.missed_by", [value for row in classes for value in row] + [user_id]
               ).rowcount
    if timed:
        one = counts_bytes(bucket, [1])
        if in_classes:  # (in no class, no rows above: the same search of class_members would find none here)
            db.execute("INSERT INTO class_report_times (class_id, key, counts) SELECT class_id, ?, ? FROM class_members "
                       "WHERE user_id = ? ON CONFLICT (class_id, key) DO UPDATE SET counts = merge_times(counts, "
                       "excluded.counts)", [found["rule"], one, user_id])
        db.execute("INSERT INTO answer_time_counts (user_id, dimension, key, counts) VALUES "
                   + ", ".join("(?, ?, ?, ?)" for _ in TIMED) + " ON CONFLICT (user_id, dimension, key) "
                   "DO UPDATE SET counts = merge_times(counts, excluded.counts)",
                   [value for dimension in TIMED for value in (user_id, dimension, found[dimension], one)])
        db.execute("INSERT INTO class_time_counts (dimension, key, counts) VALUES "
                   + ", ".join("(?, ?, ?)" for _ in TIMED) + " ON CONFLICT (dimension, key) "
                   "DO UPDATE SET counts = merge_times(counts, excluded.counts)",
                   [value for dimension in TIMED for value in (dimension, found[dimension], one)])


def plain_rows(db: Database, sql: str, values: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
    """A query's rows as plain tuples: for the reports' many small rows (time buckets, weeks), where making a
    ``sqlite3.Row`` of each cost a fifth of reading them."""
    cursor = db.conn.cursor()
    cursor.row_factory = None
    return cursor.execute(sql, values).fetchall()


def median_buckets(rows: Iterable[Sequence[Any]]) -> dict[Any, int]:
    """Each group's median bucket from its counts per bucket, ``(group, bucket, count)`` rows in group then
    bucket order (a table's primary key order: read without a sort): the bucket where the running count first
    passes half (the upper median, as the pages showed it when they sorted every answer's time). In Python, one
    pass: SQLite's window functions over the same rows cost ten times as much."""
    found: dict[Any, int] = {}
    for group, items in itertools.groupby(rows, key=lambda row: row[0]):
        counted = [(row[1], row[2]) for row in items]
        half, seen = sum(count for _, count in counted) // 2, 0
        for bucket, count in counted:
            seen += count
            if seen > half:
                found[group] = bucket
                break
    return found


def tallies(db: Database, dimension: str, *, user_id: int | None = None, key: str | None = None,
            last: int | None = None) -> list[dict[str, Any]]:
    """Answers per group of a dimension (``TALLIES``): key, attempts, right, trainees (who answered),
    missed_by (who got one wrong), median_seconds (None where the dimension is not ``TIMED``). Of one
    trainee (their rows), or of the whole school (``class_tallies``: ``CLASS_TALLIES`` only); of every key, of
    one, or of the ``last`` keys (the latest days). One row per group either way."""
    if user_id is None:
        if dimension not in CLASS_TALLIES:
            raise ValueError(f"dimension {dimension!r} is not kept for the whole school")
        where, values = "dimension = ?", list[Any]([dimension])
        if key is not None:
            where += " AND key = ?"
            values.append(key)
        rows = db.execute(f"SELECT key, attempts, right, trainees, missed_by FROM class_tallies WHERE {where}",
                          values).fetchall()
        times = "class_time_counts"
    else:
        where, values = "user_id = ? AND dimension = ?", list[Any]([user_id, dimension])
        if key is not None:
            where += " AND key = ?"
            values.append(key)
        latest = "" if last is None else f" ORDER BY key DESC LIMIT {int(last)}"
        rows = db.execute(f"SELECT key, attempts, right, 1, right < attempts FROM answer_tallies WHERE {where}{latest}",
                          values).fetchall()
        times = "answer_time_counts"
    medians: dict[str, float | None] = {}
    if dimension in TIMED:
        medians = {key: median_seconds(counts)
                   for key, counts in plain_rows(db, f"SELECT key, counts FROM {times} WHERE {where}", values)}
    return [{"key": r[0], "attempts": r[1], "right": r[2], "trainees": r[3], "missed_by": r[4],
             "median_seconds": medians.get(r[0])} for r in rows]


def user_tallies(db: Database, user_id: int, dimensions: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """One trainee's :func:`tallies` of each of ``dimensions`` (every key), by dimension, in two queries (the
    tallies, then the times of the ``TIMED`` ones) instead of one or two a dimension: a summary reads five."""
    marks = ", ".join("?" * len(dimensions))
    rows = plain_rows(db, f"SELECT dimension, key, attempts, right FROM answer_tallies WHERE user_id = ? "
                          f"AND dimension IN ({marks}) ORDER BY dimension, key", [user_id, *dimensions])
    timed = [dimension for dimension in dimensions if dimension in TIMED]
    medians: dict[tuple[str, str], float | None] = {}
    if timed:
        medians = {(dimension, key): median_seconds(counts) for dimension, key, counts in plain_rows(
            db, f"SELECT dimension, key, counts FROM answer_time_counts WHERE user_id = ? "
                f"AND dimension IN ({', '.join('?' * len(timed))})", [user_id, *timed])}
    found: dict[str, list[dict[str, Any]]] = {dimension: [] for dimension in dimensions}
    for dimension, key, attempts, right in rows:
        found[dimension].append({"key": key, "attempts": attempts, "right": right, "trainees": 1,
                                 "missed_by": int(right < attempts), "median_seconds": medians.get((dimension, key))})
    return found


RULE_BY_TRAINEE = ("SELECT t.user_id, u.username, t.attempts, t.right FROM answer_tallies t JOIN users u "
                   "ON u.id = t.user_id WHERE t.dimension = 'rule' AND t.key = ? "
                   "ORDER BY 1.0 * t.right / t.attempts, t.user_id LIMIT ?")
"""The one-rule page's trainees, the lowest share right first: read in the order of the rule's share index
(m026_report_indexes), so the page reads its ``limit`` rows, however many trainees answered the rule."""


def rule_by_trainee(db: Database, rule_id: str, limit: int = 50) -> list[dict[str, Any]]:
    """One rule's answers per trainee (the one-rule page), the ``limit`` trainees with the lowest share right
    first (among equal shares, the oldest accounts first): user_id, key (the user name), attempts, right,
    median_seconds."""
    rows = db.execute(RULE_BY_TRAINEE, [rule_id, limit]).fetchall()
    medians: dict[int, float | None] = {}
    if rows:
        users = ", ".join(str(int(r[0])) for r in rows)
        medians = {user_id: median_seconds(counts) for user_id, counts in plain_rows(
            db, f"SELECT user_id, counts FROM answer_time_counts WHERE user_id IN ({users}) AND dimension = 'rule' "
                "AND key = ?", [rule_id])}
    return [{"user_id": r[0], "key": r[1], "attempts": r[2], "right": r[3], "median_seconds": medians.get(r[0])}
            for r in rows]


def _put_card(db: Database, user_id: int, rule_id: str, card: practice.StoredCard) -> None:
    db.execute("INSERT OR REPLACE INTO practice_cards (user_id, rule_id, card, due, attempts, lapses, last_correct, "
               "state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", [user_id, rule_id, card.card, card.due, card.attempts,
                                                          card.lapses, int(card.last_correct), card.state])


def practice_cards(db: Database, user_id: int) -> dict[str, practice.StoredCard]:
    """A trainee's stored card per rule they have answered (one row per rule: the cost does not grow with answers)."""
    rows = db.execute("SELECT rule_id, card, due, attempts, lapses, last_correct, state FROM practice_cards "
                      "WHERE user_id = ?", [user_id]).fetchall()
    return {r[0]: practice.StoredCard(r[1], r[2], r[3], r[4], bool(r[5]), r[6]) for r in rows}


def practice_totals(db: Database, user_id: int) -> tuple[int, int]:
    """A trainee's answers and wrong answers (lapses) summed over their cards: what seeds practice's next
    question, without reading each card."""
    row = db.execute("SELECT COALESCE(SUM(attempts), 0), COALESCE(SUM(lapses), 0) FROM practice_cards "
                     "WHERE user_id = ?", [user_id]).fetchone()
    return int(row[0]), int(row[1])


def most_missed(db: Database, user_id: int, limit: int) -> list[practice.RuleSchedule]:
    """The ``limit`` rules a trainee has missed most (most wrong answers first, then the soonest due; among equal
    ones by rule), as their schedules: the plain columns of those cards alone, not every card's fsrs JSON."""
    rows = db.execute("SELECT rule_id, due, attempts, lapses, last_correct, state FROM practice_cards "
                      "WHERE user_id = ? AND lapses > 0 ORDER BY lapses DESC, due, rule_id LIMIT ?",
                      [user_id, limit]).fetchall()
    return [practice.rule_schedule(r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in rows]


def attempt_to_answer(db: Database, token: str, user_id: int) -> dict[str, Any] | None:
    """What an answer POST needs, in one query: the attempt, its answer key and its quiz's timing, and what
    :func:`record_answer` reads before its writer turn (the question's groups, the trainee's card for its rule)."""
    row = db.execute(
        "SELECT a.token, a.answered_at, q.answer_key, q.position, q.quiz_id, z.created_at AS quiz_created_at, "
        f"z.time_limit, z.assignment_id, z.held, q.rule_id, q.family, q.game, q.rulebook, {CARD_COLUMNS} FROM attempts a "
        "JOIN questions q ON q.id = a.question_id JOIN quizzes z ON z.id = q.quiz_id "
        "LEFT JOIN practice_cards c ON c.user_id = a.user_id AND c.rule_id = q.rule_id "
        "WHERE a.token = ? AND a.user_id = ?", [token, user_id]).fetchone()
    return dict(row) if row else None


def attempt_by_token(db: Database, token: str, user_id: int) -> dict[str, Any] | None:
    row = db.execute(f"SELECT {QUESTION_COLUMNS} FROM questions q JOIN attempts a ON a.question_id = q.id "
                     "WHERE a.token = ? AND a.user_id = ?", [token, user_id]).fetchone()
    return dict(row) if row else None


def user_quizzes(db: Database, user_id: int, limit: int = 20, offset: int = 0) -> list[dict[str, Any]]:
    """A user's quizzes, newest first, ``limit`` from ``offset``: their counts are kept on the quiz row, so the
    cost is the page's, not the answers'."""
    rows = db.execute(
        "SELECT id, mode, rulebook, filters, size, created_at, finished_at, answered, right_count, held, "
        "CASE WHEN timed THEN 1.0 * time_ms / timed END AS mean_ms FROM quizzes WHERE user_id = ? "
        "ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?", [user_id, limit, offset]).fetchall()
    return [dict(row) for row in rows]


def count_quizzes(db: Database, user_id: int) -> int:
    """How many quizzes the user has (kept by :func:`_count_quiz`: counting a trainee's 10,000 quizzes each time
    cost as much as a bare request)."""
    row = db.execute("SELECT quizzes FROM quiz_counts WHERE user_id = ?", [user_id]).fetchone()
    return int(row[0]) if row else 0


def _count_quiz(db: Database, user_id: int) -> None:
    """One more quiz for the user in :func:`count_quizzes`'s count (inside the transaction that made it)."""
    db.execute("INSERT INTO quiz_counts (user_id, quizzes) VALUES (?, 1) "
               "ON CONFLICT (user_id) DO UPDATE SET quizzes = quizzes + 1", [user_id])


def user_attempts(db: Database, user_id: int) -> list[dict[str, Any]]:
    """Every answered attempt of a user, oldest first, with what the question was about."""
    rows = db.execute(
        "SELECT q.quiz_id, q.position, q.rule_id, q.game, q.family, q.kind, q.rulebook, q.source, q.scenario, q.seed, "
        "a.answered_at, a.correct, a.time_taken_ms, a.given FROM attempts a JOIN questions q ON q.id = a.question_id "
        "WHERE a.user_id = ? AND a.answered_at IS NOT NULL ORDER BY a.answered_at", [user_id]).fetchall()
    return [dict(row) for row in rows]


def open_practice_quiz(db: Database, user_id: int, rulebook: str) -> int:
    """The user's practice-what-I-miss session for a rulebook (one, created on first use)."""
    with writing(db):
        row = db.execute("SELECT id FROM quizzes WHERE user_id = ? AND mode = 'practice' AND rulebook = ? "
                         "ORDER BY id DESC LIMIT 1", [user_id, rulebook]).fetchone()
        if row:
            return int(row[0])
        cursor = db.execute("INSERT INTO quizzes (user_id, mode, rulebook, filters, size, created_at) "
                            "VALUES (?, 'practice', ?, '{}', 0, ?)", [user_id, rulebook, now()])
        _count_quiz(db, user_id)
        return int(cursor.lastrowid or 0)


# --- dealing drills ------------------------------------------------------------------------------------------------


DRILL_COLUMNS = ("id, user_id, variant, settings, state, version, feedback, created_at, updated_at, hand, deal, hand_state, "
                 "assignment_id")


def create_drill(db: Database, user_id: int, variant: str, settings: str, state: str,
                 assignment_id: int | None = None) -> int:
    """Store a new drill; for an assignment, a trainee has one drill: if they have it already, its id."""
    with writing(db):
        if assignment_id is not None:
            row = db.execute("SELECT id FROM drills WHERE assignment_id = ? AND user_id = ?",
                             [assignment_id, user_id]).fetchone()
            if row is not None:
                return int(row[0])
        at = now()
        cursor = db.execute("INSERT INTO drills (user_id, variant, settings, state, version, feedback, created_at, "
                            "updated_at, assignment_id) VALUES (?, ?, ?, ?, 1, '', ?, ?, ?)",
                            [user_id, variant, settings, state, at, at, assignment_id])
        return int(cursor.lastrowid or 0)


def get_drill(db: Database, drill_id: int, user_id: int) -> dict[str, Any] | None:
    """A drill, only for the user it belongs to."""
    row = db.execute(f"SELECT {DRILL_COLUMNS} FROM drills WHERE id = ? AND user_id = ?", [drill_id, user_id]).fetchone()
    return dict(row) if row else None


HAND_STATES = ("new", "dealing", "over")
"""Where a drill's hand in progress stands (``drills.hand_state``): nothing done in it yet; started and not
over (left now, it is an unfinished hand); over (and stored in ``drill_hands``)."""


def save_drill_step(db: Database, drill_id: int, user_id: int, version: int, state: str, feedback: str,
                    finished_hand: dict[str, Any] | None = None,
                    hand: tuple[int, int, str] | None = None) -> bool:
    """Store a step if the drill is still at ``version`` (then it moves to version + 1): True if stored.

    False: another tab, or this same post sent twice, got there first; nothing is changed, so an operation
    posted twice counts once. ``hand``: the hand in progress after the step (its number, its deal, one of
    :data:`HAND_STATES`). A finished hand (number, deal, variant, record, score) is written in the same
    transaction, once: a hand already stored under its drill, number and deal stays as it was."""
    with writing(db):
        at = now()
        number, deal, hand_state = hand if hand is not None else (None, None, None)
        cursor = db.execute("UPDATE drills SET state = ?, feedback = ?, version = version + 1, updated_at = ?, "
                            "hand = COALESCE(?, hand), deal = COALESCE(?, deal), hand_state = COALESCE(?, hand_state) "
                            "WHERE id = ? AND user_id = ? AND version = ?",
                            [state, feedback, at, number, deal, hand_state, drill_id, user_id, version])
        if cursor.rowcount != 1:
            return False
        if finished_hand is not None:
            deal = finished_hand.get("deal", 1)
            cursor = db.execute("INSERT OR IGNORE INTO drill_hands (drill_id, user_id, number, deal, variant, record, "
                                "score, finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                [drill_id, user_id, finished_hand["number"], deal, finished_hand["variant"],
                                 finished_hand["record"], finished_hand["score"], at])
            if cursor.rowcount == 1:  # a hand already stored was counted when it was
                _count_drill_hand(db, user_id, finished_hand["variant"], deal, finished_hand["score"], at)
                if deal == 1:  # a first deal: one more hand in each of the trainee's classes (m036)
                    db.execute("UPDATE classes SET hands = hands + 1 WHERE id IN "
                               "(SELECT class_id FROM class_members WHERE user_id = ?)", [user_id])
    return True


DRILL_TALLY_COLUMNS = ("hands", "operations", "right", "rulings", "rulings_right", "remedy_steps", "remedy_right",
                       "mistakes")
"""What a trainee's drill tallies count per group (``drill_tallies``)."""
DRILL_DIMENSIONS = {
    "all": "every hand's first deal (key '')",
    "repeats": "every later deal of a hand, a repeat (key ''; only ``hands`` counts)",
    "game": "first deals by the drill's variant",
    "day": "first deals by the day they finished (YYYY-MM-DD)",
    "mistake": "mistakes by kind, in first deals (only ``mistakes`` counts)",
}
"""The groups a trainee's finished drill hands are counted in: the dealing section of My progress and of the
instructor's report, and the class page's hands, read one row per group, never every hand."""


def drill_tally_rows(variant: str, deal: int, score_text: str, finished_at: str) -> list[tuple[Any, ...]]:
    """A finished deal's rows for ``drill_tallies``, each (dimension, key, hands, operations, right, rulings,
    rulings_right, remedy_steps, remedy_right, mistakes), and its ``drill_times`` bucket (None: no time): what
    the reports count of it. A score that is not a drill score's JSON counts as a hand with nothing in it."""
    try:
        score = json.loads(score_text)
        if not isinstance(score, dict):
            raise ValueError
    except ValueError:
        score = {}

    def number(name: str) -> int:
        value = score.get(name, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else 0

    if deal != 1:
        return [("repeats", "", 1, 0, 0, 0, 0, 0, 0, 0)]
    counts = (1, number("operations"), number("right_first_time"), number("rulings"), number("rulings_right"),
              number("remedy_steps"), number("remedy_right_first_time"), 0)
    rows = [("all", "", *counts), ("game", variant, *counts), ("day", finished_at[:10], *counts)]
    mistakes = score.get("mistakes")
    for kind, count in (mistakes.items() if isinstance(mistakes, dict) else ()):
        if isinstance(kind, str) and isinstance(count, int) and not isinstance(count, bool):
            rows.append(("mistake", kind, 0, 0, 0, 0, 0, 0, 0, count))
    return rows


def drill_time_bucket(score_text: str) -> int | None:
    """A first deal's seconds per operation as a ``time_bucket`` (None: no operation was right, so no time)."""
    try:
        seconds = json.loads(score_text).get("seconds_per_operation")
    except (ValueError, AttributeError):
        return None
    if not isinstance(seconds, (int, float)) or isinstance(seconds, bool) or seconds <= 0:
        return None
    return time_bucket(round(seconds * 1000))


def _count_drill_hand(db: Database, user_id: int, variant: str, deal: int, score: str, finished_at: str) -> None:
    """Count a newly stored finished deal in its trainee's drill tallies (inside the hand's own transaction)."""
    rows = drill_tally_rows(variant, deal, score, finished_at)
    names = ", ".join(DRILL_TALLY_COLUMNS)
    db.execute(f"INSERT INTO drill_tallies (user_id, dimension, key, {names}) VALUES "
               + ", ".join(f"(?, ?, ?, {', '.join('?' for _ in DRILL_TALLY_COLUMNS)})" for _ in rows)
               + " ON CONFLICT (user_id, dimension, key) DO UPDATE SET "
               + ", ".join(f"{name} = {name} + excluded.{name}" for name in DRILL_TALLY_COLUMNS),
               [value for row in rows for value in (user_id, *row)])
    bucket = drill_time_bucket(score) if deal == 1 else None
    if bucket is not None:
        db.execute("INSERT INTO drill_times (user_id, variant, bucket, count) VALUES (?, ?, ?, 1) "
                   "ON CONFLICT (user_id, variant, bucket) DO UPDATE SET count = count + 1",
                   [user_id, variant, bucket])


def user_drills(db: Database, user_id: int) -> list[dict[str, Any]]:
    """A user's drills, the last dealt first, each with its finished hands (first deals: repeats apart)."""
    rows = db.execute("SELECT d.id, d.variant, d.created_at, d.updated_at, d.hand, d.deal, d.hand_state, "
                      "COUNT(h.id) AS hands FROM drills d "
                      "LEFT JOIN drill_hands h ON h.drill_id = d.id AND h.deal = 1 WHERE d.user_id = ? GROUP BY d.id "
                      "ORDER BY d.updated_at DESC", [user_id]).fetchall()
    return [dict(row) for row in rows]


def drill_hands(db: Database, user_id: int, drill_id: int | None = None) -> list[dict[str, Any]]:
    """A user's finished drill hands, every deal, oldest first (of one drill, or of all)."""
    where, values = "user_id = ?", [user_id]
    if drill_id is not None:
        where += " AND drill_id = ?"
        values.append(drill_id)
    rows = db.execute(f"SELECT id, drill_id, number, deal, variant, record, score, finished_at FROM drill_hands "
                      f"WHERE {where} ORDER BY finished_at, id", values).fetchall()
    return [dict(row) for row in rows]


def drill_hand(db: Database, user_id: int, drill_id: int, number: int, deal: int = 1) -> dict[str, Any] | None:
    """One finished hand (its first deal, or the repeat ``deal``), only for the user it belongs to."""
    row = db.execute("SELECT id, drill_id, number, deal, variant, record, score, finished_at FROM drill_hands "
                     "WHERE user_id = ? AND drill_id = ? AND number = ? AND deal = ?",
                     [user_id, drill_id, number, deal]).fetchone()
    return dict(row) if row else None


def recent_drill_hands(db: Database, drill_id: int, count: int = 8) -> list[tuple[int, int, Any, Any]]:
    """A drill's last ``count`` finished hands (every deal), oldest of them first: number, deal, and from the
    score its operations right first time and its operations ("" where the score has none)."""
    rows = db.execute(RECENT_DRILL_HANDS, [drill_id, count]).fetchall()
    return [tuple(row) for row in reversed(rows)]


RECENT_DRILL_HANDS = ("SELECT number, deal, COALESCE(json_extract(score, '$.right_first_time'), ''), "
                      "COALESCE(json_extract(score, '$.operations'), '') FROM drill_hands WHERE drill_id = ? "
                      "ORDER BY number DESC, deal DESC LIMIT ?")
"""A drill's last finished hands with the two figures its page links show, read by SQLite from each score's
JSON (every drill step after the first hand shows them; each step parsed up to eight scores in Python)."""
DRILL_REPORT_LAST_HANDS = ("SELECT drill_id, number, deal, variant, score, finished_at FROM drill_hands "
                           "WHERE user_id = ? ORDER BY finished_at DESC, id DESC LIMIT ?")
"""A trainee's last finished deals, the last first (the reports list them with a review link each)."""
DRILL_REPORT_UNFINISHED = ("SELECT id AS drill_id, hand AS number, deal, variant, updated_at FROM drills "
                           "WHERE user_id = ? AND hand_state = 'dealing' ORDER BY updated_at DESC")
"""A user's unfinished hands: each drill's hand in progress that was started and not finished."""
DRILL_REPORT_TALLIES = (f"SELECT dimension, key, {', '.join(DRILL_TALLY_COLUMNS)} FROM drill_tallies "
                        "WHERE user_id = ? AND dimension = ? ORDER BY key DESC LIMIT ?")
DRILL_REPORT_TIMES = "SELECT variant, bucket, count FROM drill_times WHERE user_id = ? ORDER BY variant, bucket"
DRILL_QUERIES = (RECENT_DRILL_HANDS, DRILL_REPORT_LAST_HANDS, DRILL_REPORT_UNFINISHED, DRILL_REPORT_TALLIES,
                 DRILL_REPORT_TIMES)
"""The queries the drill pages run for one trainee or drill (a test checks that each searches an index)."""

DRILL_DAYS = 60
"""Days a drill report reads (the latest with hands), as the quizzes' accuracy per day."""


def drill_report(db: Database, user_id: int, last: int = 20) -> dict[str, Any]:
    """A user's dealing, from their drill tallies (one row per game, day, kind of mistake; never every hand):
    ``tallies``, per dimension of :data:`DRILL_DIMENSIONS` the rows by key (the latest :data:`DRILL_DAYS`
    days), each a dict of :data:`DRILL_TALLY_COLUMNS`; ``median_seconds`` per game; ``recent``, the ``last``
    finished deals (first deals and repeats), the last first, with their scores; and ``unfinished``, each
    drill's hand in progress that was started and not finished, the last dealt first."""
    tallies: dict[str, dict[str, dict[str, int]]] = {}
    for dimension in DRILL_DIMENSIONS:
        rows = db.execute(DRILL_REPORT_TALLIES, [user_id, dimension, DRILL_DAYS if dimension == "day" else -1])
        tallies[dimension] = {row[1]: dict(zip(DRILL_TALLY_COLUMNS, row[2:], strict=True)) for row in rows}
    medians = {variant: bucket_seconds(bucket)
               for variant, bucket in median_buckets(plain_rows(db, DRILL_REPORT_TIMES, [user_id])).items()}
    recent = db.execute(DRILL_REPORT_LAST_HANDS, [user_id, last]).fetchall()
    unfinished = db.execute(DRILL_REPORT_UNFINISHED, [user_id]).fetchall()
    return {"tallies": tallies, "median_seconds": medians, "recent": [dict(row) for row in recent],
            "unfinished": [dict(row) for row in unfinished]}


# --- the instructor's reports --------------------------------------------------------------------------------------


USERS_WITH_RESULTS = (
    "SELECT u.id, u.username, u.role, u.created_at, COALESCE(t.attempts, 0) AS answered, "
    "COALESCE(t.right, 0) AS right_count, CASE WHEN t.timed THEN 1.0 * t.time_ms / t.timed END AS mean_ms, "
    "(SELECT MAX(a.answered_at) FROM attempts a WHERE a.user_id = u.id AND a.answered_at IS NOT NULL) AS last_answer, "
    "COALESCE(d.hands, 0) AS drill_hands FROM users u "
    "LEFT JOIN answer_tallies t ON t.user_id = u.id AND t.dimension = 'all' "
    "LEFT JOIN drill_tallies d ON d.user_id = u.id AND d.dimension = 'all' AND d.key = '' "
    "WHERE {where} ORDER BY u.username LIMIT ? OFFSET ?")
"""A page of the users of a role with their totals (read in the order of the role's name index, m026_report_indexes);
``{where}``: the role, and for an instructor who is not a school admin, the trainees of their classes."""
TAUGHT_BY = (" AND u.id IN (SELECT m.user_id FROM class_members m JOIN classes c ON c.id = m.class_id "
             "WHERE c.instructor_id = ?)")


def users_with_results(db: Database, role: str = "trainee", limit: int = -1, offset: int = 0,
                       taught_by: int | None = None) -> list[dict[str, Any]]:
    """Every user of a role with their totals: answers, right answers, mean time, last answer, drill hands;
    ``taught_by``: only the trainees in the classes that instructor teaches.

    From each user's kept tallies (a row each), not from their answers or hands. Named columns only: a report
    never reads ``password_hash``."""
    where, values = "u.role = ?", list[Any]([role])
    if taught_by is not None:
        where += TAUGHT_BY
        values.append(taught_by)
    return [dict(row) for row in db.execute(USERS_WITH_RESULTS.format(where=where), [*values, limit, offset]).fetchall()]

COUNT_USERS = "SELECT COUNT(*) FROM users WHERE role = ?"


def count_users(db: Database, role: str, taught_by: int | None = None) -> int:
    if taught_by is None:
        return int(db.execute(COUNT_USERS, [role]).fetchone()[0])
    return int(db.execute("SELECT COUNT(DISTINCT m.user_id) FROM class_members m JOIN classes c ON c.id = m.class_id "
                          "JOIN users u ON u.id = m.user_id WHERE c.instructor_id = ? AND u.role = ?",
                          [taught_by, role]).fetchone()[0])


def all_answers(db: Database, taught_by: int | None = None) -> Iterator[dict[str, Any]]:
    """Every stored answer of every user, oldest first: who, which question, the answer given and the right one.

    A generator over the cursor, so the CSV download streams with flat memory whatever the size. Only the right
    answer's value (as JSON, like ``given``) and its text are read out of the question's JSON (its explanation
    and the table after the remedy are most of its bytes, and no report needs them). ``taught_by``: only the
    answers of the trainees in the classes that instructor teaches."""
    where, values = "", []
    if taught_by is not None:
        where = (" AND a.user_id IN (SELECT m.user_id FROM class_members m JOIN classes c ON c.id = m.class_id "
                 "WHERE c.instructor_id = ?)")
        values = [taught_by]
    cursor = db.execute(
        "SELECT u.id AS user_id, u.username, q.quiz_id, q.position, q.source, q.scenario, q.seed, q.rule_id, "
        "q.family, q.game, q.kind, q.rulebook, json_extract(q.question, '$.prompt') AS prompt, a.given, "
        "json_quote(json_extract(q.right_answer, '$.answer')) AS right_answer, "
        "json_extract(q.right_answer, '$.answer_text') AS right_answer_text, a.correct, a.time_taken_ms, "
        "a.answered_at FROM attempts a JOIN questions q ON q.id = a.question_id JOIN users u ON u.id = a.user_id "
        f"WHERE a.answered_at IS NOT NULL{where} ORDER BY a.answered_at, a.id", values)
    while True:
        rows = cursor.fetchmany(500)
        if not rows:
            return
        for row in rows:
            yield dict(row)




# --- classes -------------------------------------------------------------------------------------------------------


JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Join codes use capitals and digits without the look-alikes (0/O, 1/I), so a code read out loud or from a
board is typed right; 32 symbols, 5 bits each."""
JOIN_CODE_LENGTH = 12
"""60 random bits (``secrets``): guessing one code among a school's would take about 10**18 tries/classes."""


def new_join_code() -> str:
    return "".join(secrets.choice(JOIN_CODE_ALPHABET) for _ in range(JOIN_CODE_LENGTH))


CLASS_COLUMNS = ("c.id, c.name, c.instructor_id, c.starts_on, c.ends_on, c.join_code, c.rulebook, c.house, "
                 "c.created_at, u.username AS instructor")


def create_class(db: Database, instructor_id: int, name: str, starts_on: str, ends_on: str, rulebook: str) -> int:
    """A new class taught by ``instructor_id``, with a fresh random join code; its id."""
    with writing(db):
        while True:
            code = new_join_code()
            if db.execute("SELECT 1 FROM classes WHERE join_code = ?", [code]).fetchone() is None:
                break
        cursor = db.execute("INSERT INTO classes (name, instructor_id, starts_on, ends_on, join_code, rulebook, "
                            "created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                            [name, instructor_id, starts_on, ends_on, code, rulebook, now()])
        return int(cursor.lastrowid or 0)


def classes_taught(db: Database, user: dict[str, Any]) -> list[dict[str, Any]]:
    """The classes ``user`` teaches (a school admin: every class), the latest start first, with member counts."""
    where, values = ("", []) if user.get("admin") else ("WHERE c.instructor_id = ?", [user["id"]])
    rows = db.execute(f"SELECT {CLASS_COLUMNS}, (SELECT COUNT(*) FROM class_members m WHERE m.class_id = c.id) "
                      f"AS members FROM classes c JOIN users u ON u.id = c.instructor_id {where} "
                      f"ORDER BY c.starts_on DESC, c.id DESC", values).fetchall()
    return [dict(row) for row in rows]


def classes_joined(db: Database, user_id: int) -> list[dict[str, Any]]:
    """The classes a trainee is in, the latest start first."""
    rows = db.execute(f"SELECT {CLASS_COLUMNS}, m.joined_at FROM class_members m JOIN classes c ON c.id = m.class_id "
                      f"JOIN users u ON u.id = c.instructor_id WHERE m.user_id = ? ORDER BY c.starts_on DESC, c.id DESC",
                      [user_id]).fetchall()
    return [dict(row) for row in rows]


def class_taught(db: Database, class_id: int, user: dict[str, Any]) -> dict[str, Any] | None:
    """The class if ``user`` teaches it or is a school admin (else None: as good as missing)."""
    row = db.execute(f"SELECT {CLASS_COLUMNS} FROM classes c JOIN users u ON u.id = c.instructor_id WHERE c.id = ?",
                     [class_id]).fetchone()
    if row is None or user.get("role") != "instructor":
        return None
    return dict(row) if user.get("admin") or row["instructor_id"] == user["id"] else None


def class_joined(db: Database, class_id: int, user_id: int) -> dict[str, Any] | None:
    """The class if ``user_id`` is one of its members."""
    row = db.execute(f"SELECT {CLASS_COLUMNS} FROM class_members m JOIN classes c ON c.id = m.class_id "
                     f"JOIN users u ON u.id = c.instructor_id WHERE c.id = ? AND m.user_id = ?",
                     [class_id, user_id]).fetchone()
    return dict(row) if row else None


def class_by_code(db: Database, code: str) -> dict[str, Any] | None:
    row = db.execute(f"SELECT {CLASS_COLUMNS} FROM classes c JOIN users u ON u.id = c.instructor_id "
                     f"WHERE c.join_code = ?", [code]).fetchone()
    return dict(row) if row else None


def join_class(db: Database, class_id: int, user_id: int) -> bool:
    """Put a trainee in a class: True if they joined now, False if they were in it already."""
    with writing(db):
        cursor = db.execute("INSERT OR IGNORE INTO class_members (class_id, user_id, joined_at, username) "
                            "VALUES (?, ?, ?, (SELECT username FROM users WHERE id = ?))",
                            [class_id, user_id, now(), user_id])
        if cursor.rowcount != 1:
            return False
        # The class counts every answer its trainees have given: the newcomer's so far, from their tallies.
        _class_rows_from_trainee(db, str(int(class_id)), "answer_tallies t WHERE t.user_id = ?", [user_id])
        # And its members and their drill hands (m036): the newcomer, with the hands they have dealt so far.
        db.execute("UPDATE classes SET members = members + 1, hands = hands + COALESCE((SELECT d.hands FROM "
                   "drill_tallies d WHERE d.user_id = ? AND d.dimension = 'all' AND d.key = ''), 0) WHERE id = ?",
                   [user_id, class_id])
        return True


def class_members(db: Database, class_id: int) -> list[dict[str, Any]]:
    """A class's trainees (named columns only: never a password hash), by name."""
    rows = db.execute("SELECT u.id, u.username, m.joined_at FROM class_members m JOIN users u ON u.id = m.user_id "
                      "WHERE m.class_id = ? ORDER BY u.username", [class_id]).fetchall()
    return [dict(row) for row in rows]


def set_room_rules(db: Database, class_id: int, rulebook: str, house: str) -> None:
    """A class's rulebook and house options (JSON), which its work is asked and dealt under from now on."""
    with writing(db):
        db.execute("UPDATE classes SET rulebook = ?, house = ? WHERE id = ?", [rulebook, house, class_id])


def can_see_trainee(db: Database, viewer: dict[str, Any], trainee_id: int) -> bool:
    """Whether ``viewer`` may see a person's results: a school admin may see anyone's; an instructor, those of
    the trainees in the classes they teach; nobody else anyone's but their own (on their own pages)."""
    if viewer.get("role") != "instructor":
        return False
    if viewer.get("admin"):
        return True
    row = db.execute("SELECT 1 FROM class_members m JOIN classes c ON c.id = m.class_id "
                     "WHERE c.instructor_id = ? AND m.user_id = ? LIMIT 1", [viewer["id"], trainee_id]).fetchone()
    return row is not None



CLASS_REPORT_QUERIES = {
    "trainees": ("SELECT p.user_id, p.username, COALESCE(t.attempts, 0), COALESCE(t.right, 0), "
                 "COALESCE(d.hands, 0), COALESCE(d.operations, 0), COALESCE(d.right, 0) FROM "
                 "(SELECT m.user_id, m.username FROM class_members m "
                 "WHERE m.class_id = ? ORDER BY m.username, m.user_id LIMIT ? OFFSET ?) p "
                 "LEFT JOIN answer_tallies t ON t.user_id = p.user_id AND t.dimension = 'all' AND t.key = '' "
                 "LEFT JOIN drill_tallies d ON d.user_id = p.user_id AND d.dimension = 'all' AND d.key = '' "
                 "ORDER BY p.username, p.user_id"),
    "trainee_times": ("SELECT t.user_id, t.counts FROM answer_time_counts t "
                      "WHERE t.user_id IN (SELECT value FROM json_each(?)) AND t.dimension = 'all' AND t.key = ''"),
    "trainee_weeks": ("SELECT t.user_id, date(t.key, '-6 days', 'weekday 1') AS week, SUM(t.attempts), SUM(t.right) "
                      "FROM answer_tallies t WHERE t.user_id IN (SELECT value FROM json_each(?)) AND t.dimension = 'day' "
                      "AND t.key >= ? AND t.key < ? GROUP BY t.user_id, week"),
    "counts": "SELECT members, hands FROM classes WHERE id = ?",
    "groups": ("SELECT dimension, key, attempts, right, trainees, missed_by FROM class_report_tallies "
               "WHERE class_id = ? AND dimension IN ('all', 'rule')"),
    "rule_times": ("SELECT key, counts FROM class_report_times WHERE class_id = ? "
                   "AND key IN (SELECT value FROM json_each(?))"),
    "weeks": ("SELECT key, attempts, right FROM class_report_tallies WHERE class_id = ? "
              "AND dimension = 'week' AND key >= ? AND key < ?"),
    "rule_weeks": ("SELECT key, attempts, right FROM class_report_tallies WHERE class_id = ? "
                   "AND dimension = 'week-rule' AND key >= ? AND key < ? "
                   "AND substr(key, 12) IN (SELECT value FROM json_each(?))"),
}
"""The class report's queries. The class as a whole (its totals, its rules, its weeks, its rules' times and weeks)
comes from the class's own kept tallies (:data:`CLASS_REPORT_TABLES`): one row per group however many trainees it
has. The trainees come a page at a time: the page's members in name order (read in order from the class's members'
index by name, m034: no sort), then the page's own tallies, days and time buckets, each a primary-key range (user,
dimension, key) of the page's trainees (a test checks each plan searches and never scans a table). The class's
members and their drill hands are counts kept on its own row (m036). The rules' weeks are read for the
``timed_rules`` listed only: the weeks' range of keys (each the Monday, a tab, the rule) with the rule after the tab
one of those listed, so at most 160 rows for 20 rules over 8 weeks reach Python, where every rule's weeks were 392
rows at 100x (the range with the rules filtered in SQL took 206 µs against 268 µs for the same rows searched by key,
one by one)."""


def class_report(db: Database, class_id: int, first_week: str, weeks: int, timed_rules: int = 20,
                 limit: int = -1, offset: int = 0) -> dict[str, Any]:
    """A class at a glance over the ``weeks`` weeks from the Monday ``first_week``: ``members`` (how many),
    ``attempts``, ``right`` and ``hands`` (the class's totals), ``weeks`` ({Monday: (attempts, right)}),
    ``trainees``, the ``limit`` members by name from ``offset`` (id, username, attempts, right, median_seconds,
    hands, operations, right_first_time, ``weeks``), and ``rules`` (per rule answered, the most missed first:
    the lowest share right, then the most answered: key, attempts, right, trainees, missed_by, and ``weeks`` and
    median_seconds for the first ``timed_rules``, else {} and None). Python walks the rows the queries give only."""
    end = (date.fromisoformat(first_week) + timedelta(weeks=weeks)).isoformat()
    queries = CLASS_REPORT_QUERIES
    trainees = [{"id": r[0], "username": r[1], "attempts": r[2], "right": r[3], "hands": r[4], "operations": r[5],
                 "right_first_time": r[6], "weeks": {}, "median_seconds": None}
                for r in plain_rows(db, queries["trainees"], [class_id, limit, offset])]
    by_id = {row["id"]: row for row in trainees}
    page = json.dumps(list(by_id))
    for user_id, counts in plain_rows(db, queries["trainee_times"], [page]):
        by_id[user_id]["median_seconds"] = median_seconds(counts)
    for user_id, week, attempts, right in plain_rows(db, queries["trainee_weeks"], [page, first_week, end]):
        by_id[user_id]["weeks"][week] = (attempts, right)
    totals, found = (0, 0), []
    for dimension, key, attempts, right, answered_by, missed_by in plain_rows(db, queries["groups"], [class_id]):
        if dimension == "all":
            totals = (attempts, right)
        elif attempts:
            found.append((key, attempts, right, answered_by, missed_by))
    found.sort(key=lambda r: (r[2] / r[1], -r[1], r[0]))
    rules = {r[0]: {"key": r[0], "attempts": r[1], "right": r[2], "trainees": r[3], "missed_by": r[4], "weeks": {},
                    "median_seconds": None} for r in found}
    listed = [r[0] for r in found[:timed_rules]]
    for rule_id, counts in plain_rows(db, queries["rule_times"], [class_id, json.dumps(listed)]):
        rules[rule_id]["median_seconds"] = median_seconds(counts)
    for key, attempts, right in plain_rows(db, queries["rule_weeks"], [class_id, first_week, end, json.dumps(listed)]):
        week, _, rule_id = key.partition("\t")
        rules[rule_id]["weeks"][week] = (attempts, right)
    class_weeks = {key: (attempts, right) for key, attempts, right in plain_rows(db, queries["weeks"],
                                                                                [class_id, first_week, end])}
    members, hands = db.execute(queries["counts"], [class_id]).fetchone() or (0, 0)
    return {"members": int(members), "attempts": totals[0], "right": totals[1], "hands": int(hands),
            "weeks": class_weeks, "trainees": trainees, "rules": list(rules.values())}


# --- assignments ---------------------------------------------------------------------------------------------------


def create_assignment(db: Database, class_id: int, kind: str, title: str, settings: str, due_on: str) -> int:
    with writing(db):
        cursor = db.execute("INSERT INTO assignments (class_id, kind, title, settings, due_on, created_at) "
                            "VALUES (?, ?, ?, ?, ?, ?)", [class_id, kind, title, settings, due_on, now()])
        return int(cursor.lastrowid or 0)


def class_assignments(db: Database, class_id: int) -> list[dict[str, Any]]:
    """A class's assignments, the first due first."""
    rows = db.execute("SELECT id, class_id, kind, title, settings, due_on, created_at, released_at FROM assignments "
                      "WHERE class_id = ? ORDER BY due_on, id", [class_id]).fetchall()
    return [dict(row) for row in rows]


def find_assignment(db: Database, class_id: int, assignment_id: int) -> dict[str, Any] | None:
    """An assignment of that class (an id of another class's assignment is as good as missing)."""
    row = db.execute("SELECT id, class_id, kind, title, settings, due_on, created_at, released_at FROM assignments "
                     "WHERE id = ? AND class_id = ?", [assignment_id, class_id]).fetchone()
    return dict(row) if row else None


WORK_COLUMNS = (
    "q.id AS quiz_id, q.size, q.answered, q.right_count, q.finished_at, q.created_at AS quiz_started, "
    "CASE WHEN q.timed THEN 1.0 * q.time_ms / q.timed END AS mean_ms, "
    "d.id AS drill_id, d.created_at AS drill_started, d.updated_at AS drill_updated, "
    "(SELECT COUNT(*) FROM drill_hands h WHERE h.drill_id = d.id AND h.deal = 1) AS hands, "
    "(SELECT COALESCE(SUM(json_extract(h.score, '$.operations')), 0) FROM drill_hands h "
    " WHERE h.drill_id = d.id AND h.deal = 1) AS operations, "
    "(SELECT COALESCE(SUM(json_extract(h.score, '$.right_first_time')), 0) FROM drill_hands h "
    " WHERE h.drill_id = d.id AND h.deal = 1) AS right_first_time, "
    "(SELECT COALESCE(SUM(json_extract(h.score, '$.rulings')), 0) FROM drill_hands h "
    " WHERE h.drill_id = d.id AND h.deal = 1) AS rulings, "
    "(SELECT COALESCE(SUM(json_extract(h.score, '$.rulings_right')), 0) FROM drill_hands h "
    " WHERE h.drill_id = d.id AND h.deal = 1) AS rulings_right")
"""A trainee's work on an assignment: their quiz (its kept counts) or their drill (its first deals' scores)."""


def assignment_results(db: Database, class_id: int, assignment_id: int) -> list[dict[str, Any]]:
    """Each trainee of the class with their work on the assignment (None columns: not started), by name."""
    rows = db.execute(f"SELECT u.id AS user_id, u.username, {WORK_COLUMNS} FROM class_members m "
                      f"JOIN users u ON u.id = m.user_id "
                      f"LEFT JOIN quizzes q ON q.assignment_id = ? AND q.user_id = u.id "
                      f"LEFT JOIN drills d ON d.assignment_id = ? AND d.user_id = u.id "
                      f"WHERE m.class_id = ? ORDER BY u.username", [assignment_id, assignment_id, class_id]).fetchall()
    return [dict(row) for row in rows]


def trainee_work(db: Database, user_id: int, class_id: int | None = None) -> list[dict[str, Any]]:
    """Every assignment of the classes a trainee is in (or of one of them) with their work on it, the first
    due first: the class, the assignment, and the columns of :data:`WORK_COLUMNS`."""
    where, values = "m.user_id = ?", list[Any]([user_id, user_id, user_id])
    if class_id is not None:
        where += " AND c.id = ?"
        values.append(class_id)
    rows = db.execute(f"SELECT c.id AS class_id, c.name AS class_name, c.rulebook, c.house, a.id AS assignment_id, a.kind, "
                      f"a.title, a.settings, a.due_on, a.released_at, q.held, {WORK_COLUMNS} FROM class_members m "
                      f"JOIN classes c ON c.id = m.class_id JOIN assignments a ON a.class_id = c.id "
                      f"LEFT JOIN quizzes q ON q.assignment_id = a.id AND q.user_id = ? "
                      f"LEFT JOIN drills d ON d.assignment_id = a.id AND d.user_id = ? "
                      f"WHERE {where} ORDER BY a.due_on, a.id", values).fetchall()
    return [dict(row) for row in rows]


def assignment_attempt(db: Database, kind: str, assignment_id: int, user_id: int) -> int | None:
    """The id of a trainee's quiz (``kind`` "quiz") or drill ("drill") for an assignment, if they started it."""
    table = {"quiz": "quizzes", "drill": "drills"}[kind]
    row = db.execute(f"SELECT id FROM {table} WHERE assignment_id = ? AND user_id = ?", [assignment_id, user_id]).fetchone()
    return None if row is None else int(row[0])


def all_drill_hands(db: Database, taught_by: int | None = None) -> Iterator[dict[str, Any]]:
    """Every finished drill hand (each deal), oldest first: who, which drill and hand, the game, the drill's
    rulebook and assignment, and the hand's score (JSON) without its record (a report needs no steps).
    ``taught_by``: only the hands of the trainees in the classes that instructor teaches. A generator over
    the cursor: the CSV streams with flat memory."""
    where, values = "", list[Any]()
    if taught_by is not None:
        where = ("WHERE h.user_id IN (SELECT m.user_id FROM class_members m JOIN classes c ON c.id = m.class_id "
                 "WHERE c.instructor_id = ?)")
        values = [taught_by]
    cursor = db.execute(
        "SELECT u.username, h.drill_id, h.number, h.deal, h.variant, h.score, h.finished_at, d.assignment_id, "
        "json_extract(d.settings, '$.rulebook') AS rulebook FROM drill_hands h JOIN users u ON u.id = h.user_id "
        f"JOIN drills d ON d.id = h.drill_id {where} ORDER BY h.finished_at, h.id", values)
    while True:
        rows = cursor.fetchmany(500)
        if not rows:
            return
        for row in rows:
            yield dict(row)


def release_exam(db: Database, assignment_id: int) -> bool:
    """Release an exam's feedback: every held quiz of the assignment is shown from now on, and its answers are
    counted in their trainees' tallies and practice cards (in the order they were given), all in one
    transaction. False when it was released already (nothing changes)."""
    with writing(db):
        cursor = db.execute("UPDATE assignments SET released_at = ? WHERE id = ? AND released_at IS NULL",
                            [now(), assignment_id])
        if cursor.rowcount != 1:
            return False
        answers = db.execute("SELECT a.token, a.user_id, a.correct, a.answered_at FROM attempts a "
                             "JOIN questions q ON q.id = a.question_id JOIN quizzes z ON z.id = q.quiz_id "
                             "WHERE z.assignment_id = ? AND z.held = 1 AND a.answered_at IS NOT NULL "
                             "ORDER BY a.answered_at, a.id", [assignment_id]).fetchall()
        for token, user_id, correct, answered_at in answers:
            _count_released(db, token, user_id, bool(correct), answered_at)
        db.execute("UPDATE quizzes SET held = 0 WHERE assignment_id = ? AND held = 1", [assignment_id])
    return True


def exam_closed(db: Database, quiz_id: int) -> bool:
    """Whether a quiz is an exam whose feedback is released: it takes no more answers."""
    row = db.execute("SELECT 1 FROM quizzes z JOIN assignments s ON s.id = z.assignment_id WHERE z.id = ? "
                     "AND s.released_at IS NOT NULL AND json_extract(s.settings, '$.exam') = 1", [quiz_id]).fetchone()
    return row is not None


# --- a class's written scenarios -----------------------------------------------------------------------------------


CLASS_SCENARIO_FIELDS = ("title", "prompt", "expected", "explanation", "citation", "difficulty", "situation")
"""A written scenario's stored fields (``situation``: JSON text), as :func:`create_class_scenario` takes them."""


def create_class_scenario(db: Database, class_id: int, author_id: int, fields: dict[str, Any]) -> int:
    """A scenario added to a class's library (``fields``: :data:`CLASS_SCENARIO_FIELDS`); its id."""
    with writing(db):
        stamp = now()
        cursor = db.execute(f"INSERT INTO class_scenarios (class_id, author_id, {', '.join(CLASS_SCENARIO_FIELDS)}, "
                            f"created_at, updated_at) VALUES (?, ?, {', '.join('?' for _ in CLASS_SCENARIO_FIELDS)}, ?, ?)",
                            [class_id, author_id, *(fields[name] for name in CLASS_SCENARIO_FIELDS), stamp, stamp])
        return int(cursor.lastrowid or 0)


def update_class_scenario(db: Database, class_id: int, scenario_id: int, fields: dict[str, Any]) -> bool:
    """A library scenario's fields replaced; False when the class has no such scenario (nothing changes)."""
    with writing(db):
        cursor = db.execute(f"UPDATE class_scenarios SET {', '.join(f'{name} = ?' for name in CLASS_SCENARIO_FIELDS)}, "
                            f"updated_at = ? WHERE id = ? AND class_id = ?",
                            [*(fields[name] for name in CLASS_SCENARIO_FIELDS), now(), scenario_id, class_id])
        return cursor.rowcount == 1


def delete_class_scenario(db: Database, class_id: int, scenario_id: int) -> bool:
    """A scenario taken out of a class's library (the assignments that ask it keep their own copy)."""
    with writing(db):
        cursor = db.execute("DELETE FROM class_scenarios WHERE id = ? AND class_id = ?", [scenario_id, class_id])
        return cursor.rowcount == 1


def class_scenarios(db: Database, class_id: int) -> list[dict[str, Any]]:
    """A class's library, by title."""
    rows = db.execute("SELECT s.*, u.username AS author FROM class_scenarios s JOIN users u ON u.id = s.author_id "
                      "WHERE s.class_id = ? ORDER BY s.title, s.id", [class_id]).fetchall()
    return [dict(row) for row in rows]


def find_class_scenario(db: Database, class_id: int, scenario_id: int) -> dict[str, Any] | None:
    """A scenario of that class's library (another class's id is as good as missing)."""
    row = db.execute("SELECT s.*, u.username AS author FROM class_scenarios s JOIN users u ON u.id = s.author_id "
                     "WHERE s.id = ? AND s.class_id = ?", [scenario_id, class_id]).fetchone()
    return dict(row) if row else None
