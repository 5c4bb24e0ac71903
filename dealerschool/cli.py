"""The ``dealerschool`` command line: serve the app, replay hands, rule on situations."""

from __future__ import annotations

from typing import Any, NoReturn

import click

from dealerschool import __version__


@click.group()
@click.version_option(__version__, prog_name="dealerschool")
def cli() -> None:
    """DealerSchool: a dealer-training procedural simulator for poker."""


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=5000, show_default=True, type=int, help="Port to listen on.")
@click.option("--db", "database", default=None, type=click.Path(dir_okay=False),
              help="SQLite database file (default: instance/dealerschool.sqlite3 under the current folder).")
@click.option("--workers", default=None, type=click.IntRange(1, 64),
              help="gunicorn worker processes  [default: 2, dealerschool.web.gunicorn.WORKERS]")
@click.option("--threads", default=1, show_default=True, type=click.IntRange(1, 64),
              help="Threads per worker (more only helps requests that wait on something other than the CPU).")
@click.option("--dev", is_flag=True, help="Run Flask's development server instead: reload on code changes, debugger.")
def serve(host: str, port: int, database: str | None, workers: int | None, threads: int, dev: bool) -> None:
    """Serve the web app under gunicorn (the database is created on first run)."""
    import os

    from dealerschool.store import StoreError
    from dealerschool.web import create_app

    if database:
        os.environ["DEALERSCHOOL_DATABASE"] = os.path.abspath(database)
    # Made once here: the schema is brought up to date and the secret key written before any worker starts.
    try:
        app = create_app()
    except StoreError as error:  # a read-only database or instance folder: one line naming it, no traceback
        _fail(f"serve: {error}")
    click.echo(f"DealerSchool {__version__} on http://{host}:{port}/ (database: {app.config['DATABASE']})")
    if dev:
        app.run(host=host, port=port, debug=True)
        return
    from dealerschool.quiz import questions
    from dealerschool.web.gunicorn import WORKERS
    from dealerschool.web.gunicorn import serve as gunicorn_serve

    # Work every worker would otherwise repeat on its first quiz, done once before they fork: the scenario
    # library, the rules practice asks about, and which kinds of question each generator asks.
    questions.warm_up()
    gunicorn_serve(app, host, port, workers or WORKERS, threads)


def _database(database: str | None) -> str:
    import os

    from dealerschool.web import default_instance_path

    return os.path.abspath(database) if database else str(default_instance_path() / "dealerschool.sqlite3")


@cli.command("init-db")
@click.option("--db", "database", default=None, type=click.Path(dir_okay=False), help="SQLite database file.")
def init_db(database: str | None) -> None:
    """Create the database, or bring its schema up to date."""
    from dealerschool import store

    path = _database(database)
    try:
        applied = store.open_for_writing(path)
    except store.StoreError as error:
        _fail(f"init-db: {error}")
    click.echo(f"Database {path}: " + (f"applied {', '.join(applied)}" if applied else "up to date"))


@cli.command("create-instructor")
@click.argument("username")
@click.option("--db", "database", default=None, type=click.Path(dir_okay=False), help="SQLite database file.")
@click.option("--admin", is_flag=True, help="A school admin: sees every class and every trainee.")
@click.password_option(help="The new instructor's password (asked for if not given).")
def create_instructor(username: str, database: str | None, admin: bool, password: str) -> None:
    """Create an instructor account (with --admin, a school admin)."""
    from werkzeug.security import generate_password_hash

    from dealerschool import store
    from dealerschool.web.auth import MIN_PASSWORD, check_username

    username = username.strip().lower()
    problem = check_username(username)
    if problem is None and len(password) < MIN_PASSWORD:
        problem = f"A password has at least {MIN_PASSWORD} characters."
    if problem:
        _fail(f"create-instructor: {problem}")
    path = _database(database)
    try:
        store.open_for_writing(path)
    except store.StoreError as error:
        _fail(f"create-instructor: {error}")
    db = store.connect(path)
    try:
        user_id = store.create_user(db, username, generate_password_hash(password), "instructor", admin)
    finally:
        db.conn.close()
    if user_id is None:
        _fail(f"create-instructor: the user name {username!r} is taken")
    click.echo(f"{'School admin' if admin else 'Instructor'} {username!r} created in {path}.")


@cli.command("make-admin")
@click.argument("username")
@click.option("--db", "database", default=None, type=click.Path(dir_okay=False), help="SQLite database file.")
def make_admin(username: str, database: str | None) -> None:
    """Make an existing instructor a school admin (who sees every class and every trainee)."""
    from dealerschool import store

    username = username.strip().lower()
    path = _database(database)
    try:
        store.open_for_writing(path)
    except store.StoreError as error:
        _fail(f"make-admin: {error}")
    db = store.connect(path)
    try:
        made = store.make_admin(db, username)
    finally:
        db.conn.close()
    if not made:
        _fail(f"make-admin: there is no instructor named {username!r} in {path} (make one with create-instructor)")
    click.echo(f"{username!r} is now a school admin in {path}.")


def _fail(message: str) -> NoReturn:
    """Print a clear error (never a traceback) and exit 2."""
    click.echo(f"Error: {message}", err=True)
    raise SystemExit(2)


def _json(data: object) -> None:
    import json

    click.echo(json.dumps(data, indent=2, ensure_ascii=False))


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a summary.")
def replay(file: str, as_json: bool) -> None:
    """Replay a PHH hand history and print the pots, winners and finishing stacks.

    Exits 1 when the file's own finishing_stacks disagree with the replay."""
    from dealerschool.histories import phh, phh_table

    try:
        history = phh.load(file)
        result = phh_table.replay_history(history, source_name=file)
    except ValueError as error:
        _fail(str(error))
    summary = result.to_dict()
    if as_json:
        _json(summary)
        return
    click.echo(f"{summary['game']} ({summary['structure']}), {len(summary['players'])} players")
    for k, pot in enumerate(summary["pots"]):
        shares = ", ".join(f"{s['player']} {s['amount']}" for s in pot["shares"])
        click.echo(f"  pot {k + 1}: {pot['amount']} -> {shares}")
    click.echo("finishing stacks: " + " ".join(map(str, summary["finishing_stacks"])))
    if summary["burns_invented"]:
        click.echo("burns: " + " ".join(summary["burns_invented"]) + " (invented: the history records no burns, "
                   "so the replay burned cards the history never names)")
    for note in summary["notes"]:
        click.echo(f"note: {note}")
    if result.matches_history is False:
        click.echo("MISMATCH: the file's finishing_stacks are " + " ".join(map(str, summary["expected_finishing_stacks"]))
                   + "; the replay gives " + " ".join(map(str, summary["finishing_stacks"])))
        raise SystemExit(1)
    if result.matches_history:
        click.echo("the file's finishing_stacks agree with the replay")


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def rules(as_json: bool) -> None:
    """List every rule: id, catalog entries, title, games, citations, rulebooks that differ."""
    from dealerschool.rules import rules_as_json

    rows = rules_as_json()
    if as_json:
        _json(rows)
        return
    for row in rows:
        differ = f"  [differs: {', '.join(row['rulebooks_that_differ'])}]" if row["rulebooks_that_differ"] else ""
        click.echo(f"{row['id']:45} {','.join(row['catalog_ids']):12} {row['title']}{differ}")


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def conflicts(as_json: bool) -> None:
    """The conflict register: where the rulebooks rule differently, and how each one rules."""
    from dealerschool.rules.conflicts import CONFLICTS

    rows = [{
        "id": conflict.id,
        "topic": conflict.topic,
        "catalog_ids": list(conflict.catalog_ids),
        "rule_id": conflict.rule_id,
        "answers": {book: {"ruling": answer.ruling.value, "explanation": answer.explanation,
                           "citations": [str(c) for c in answer.citations]}
                    for book, answer in conflict.answers.items()},
    } for conflict in CONFLICTS]
    if as_json:
        _json(rows)
        return
    # The text view reads the Conflict objects themselves (typed), not the JSON rows built above.
    for conflict in CONFLICTS:
        click.echo(f"{conflict.id:>2}. {conflict.topic} ({', '.join(conflict.catalog_ids)}; rule {conflict.rule_id})")
        for book, answer in conflict.answers.items():
            click.echo(f"      {book:13} {answer.ruling.value}")


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--rulebook", default="sources", show_default=True,
              help="Rulebook to rule under: sources, tda-2024 or robert-rules.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON.")
def ruling(file: str, rulebook: str, as_json: bool) -> None:
    """Rule on a situation file, or on a scenario file's [situation] and its question.

    The rule, the ruling (or the number or seat asked for), why, and the table afterwards."""
    from dealerschool import situations
    from dealerschool.files import parse_toml, read_text
    from dealerschool.quiz import scenarios as library
    from dealerschool.rules.engine import rule_on
    from dealerschool.rules.model import RULEBOOK_NAMES

    try:
        if rulebook not in RULEBOOK_NAMES:
            raise ValueError(f"--rulebook: {rulebook!r} is not one of {', '.join(RULEBOOK_NAMES)}")
        text = read_text(file)
        if "situation" in parse_toml(text, file):  # a scenario file: rule on its [situation]
            result = library.answer(library.loads(text, file), rulebook)
        else:
            result = rule_on(situations.loads(text, file), rulebook).to_dict()
    except ValueError as error:  # NoRuling is a ValueError too
        _fail(str(error))
    if as_json:
        _json(result)
        return
    about = result.get("scenario")
    if about is not None:
        click.echo(f"Scenario {about['title']!r}: ruling on its [situation].")
        click.echo(f"Question: {about['question']}")
    click.echo(f"{result['title']} ({', '.join(result['rule_ids'])}; catalog {', '.join(result['catalog_ids'])})")
    if "ruling" in result:
        _echo_ruling(result, rulebook)
        return
    click.echo(f"Answer under {rulebook}: {result['answer_text']}")
    click.echo(result["explanation"])
    click.echo("Citations: " + "; ".join(result["citations"]))
    for book, text in result["differs_under"].items():
        click.echo(f"Under {book} the answer is {text}.")


def _echo_ruling(result: dict[str, Any], rulebook: str) -> None:
    from dealerschool.table import words

    click.echo(f"Ruling under {rulebook}: {result['ruling']}")
    click.echo(words.without_card_codes(result["explanation"]))
    for step in result["remedy"]:
        click.echo(f"  - {words.without_card_codes(step)}")  # cards as drawn (10♦); --json keeps the codes
    click.echo("Citations: " + "; ".join(result["citations"]))
    ruled = result["irregularity"]
    # A rule may read several mistakes of its kind (two boxed cards, a burn and a card turned early);
    # mistakes of other kinds are for the floor to rule on in turn.
    others = [item for item in result["irregularities_seen"] if ruled is not None and item["kind"] != ruled["kind"]]
    if others:
        listed = "; ".join(f"event {item['event_number']} '{item['event']}' ({item['kind']})" for item in others)
        click.echo(f"This ruling is on event {ruled['event_number']} ({ruled['kind']}). The events also show: "
                   f"{listed}. Rule on those in turn.")
    for book, code in result["differs_under"].items():
        click.echo(f"Under {book} the ruling is {code}.")


@cli.group()
def scenarios() -> None:
    """Scripted and generated scenarios."""


@scenarios.command("validate")
@click.argument("paths", nargs=-1, type=click.Path(exists=True))
def scenarios_validate(paths: tuple[str, ...]) -> None:
    """Check every scenario file: its shape, and the engine's answer against the author's."""
    from pathlib import Path

    from dealerschool.quiz import scenarios as library
    from dealerschool.resources import resource_dir

    files: list[Path] = []
    for given in paths or (str(resource_dir("scenarios")),):
        path = Path(given)
        files.extend(library.scenario_files(path) if path.is_dir() else [path])
    good, problems = library.validate(files)
    for problem in problems:
        click.echo(f"FAIL {problem.path}: {problem.message}")
    click.echo(f"{len(good)} valid, {len({p.path for p in problems})} with problems, {len(files)} files")
    if problems or not files:
        raise SystemExit(1)


@scenarios.command("list")
def scenarios_list() -> None:
    """List the scenario library: file, difficulty, rules, title."""
    from dealerschool.quiz import scenarios as library

    for path in library.scenario_files():
        try:
            scenario = library.load(path)
        except ValueError as error:
            click.echo(f"{path.name}: INVALID ({error})")
            continue
        click.echo(f"{scenario.name:50} {scenario.difficulty}  {','.join(scenario.rules):40} {scenario.title}")


@scenarios.command("generate")
@click.option("--rule", "rule_id", required=True, help="Rule id to generate a scenario for (see `dealerschool rules`).")
@click.option("--seed", default=0, show_default=True, type=int, help="Seed: the same seed gives the same scenario.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the situation, question and the engine's answer under every rulebook as JSON.")
def scenarios_generate(rule_id: str, seed: int, as_json: bool) -> None:
    """Generate a random scenario for a rule: a TOML scenario file (expected answers from the engine)."""
    from dealerschool import generate as generation

    try:
        made = generation.generate(rule_id, seed)
        output = made.to_json() if as_json else made.to_toml()
    except ValueError as error:  # an unknown rule, or the engine cannot answer
        _fail(str(error))
    if as_json:
        _json(output)
    else:
        click.echo(output, nl=False)
