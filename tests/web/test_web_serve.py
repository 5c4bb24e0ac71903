"""The commands around the web app: init-db, create-instructor, serve's options; CI installs Chromium as the
README says; login_required's roles."""

import re
from pathlib import Path

from click.testing import CliRunner
from conftest import csrf_token

from dealerschool import store
from dealerschool.cli import cli
from dealerschool.web.auth import login_required

ROOT = Path(__file__).parents[2]
APT = "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium"


def test_ci_installs_chromium_as_the_readme_says_and_never_downloads_browsers():
    readme, ci = (ROOT / "README.md").read_text(), (ROOT / ".ci" / "run").read_text()
    assert APT in ci and APT in readme
    assert ci.index(APT) < ci.index("pytest")
    assert "playwright install" not in ci


def test_init_db_creates_the_schema_once(tmp_path):
    runner = CliRunner()
    first = runner.invoke(cli, ["init-db", "--db", str(tmp_path / "a.sqlite3")])
    assert first.exit_code == 0 and "applied m001_accounts" in first.output
    again = runner.invoke(cli, ["init-db", "--db", str(tmp_path / "a.sqlite3")])
    assert again.exit_code == 0 and "up to date" in again.output
    db = store.connect(str(tmp_path / "a.sqlite3"))
    assert {"users", "quizzes", "questions", "attempts"} <= set(db.table_names()) and db.journal_mode == "wal"


def test_create_instructor_then_sign_in_as_one(tmp_path, app, client):
    runner = CliRunner()
    database = app.config["DATABASE"]
    made = runner.invoke(cli, ["create-instructor", "Ines", "--db", database], input="teaching123\nteaching123\n")
    assert made.exit_code == 0, made.output
    taken = runner.invoke(cli, ["create-instructor", "ines", "--db", database, "--password", "teaching123"])
    assert taken.exit_code == 2 and "taken" in taken.output
    short = runner.invoke(cli, ["create-instructor", "ivan", "--db", database, "--password", "short"])
    assert short.exit_code == 2 and "at least 8" in short.output
    token = csrf_token(client, "/auth/sign-in")
    response = client.post("/auth/sign-in", data={"username": "ines", "password": "teaching123", "csrf_token": token})
    assert response.status_code == 302
    assert "(instructor)" in client.get("/quiz/").get_data(as_text=True)


def test_login_required_checks_the_role(app, client):
    @app.get("/instructors-only")
    @login_required(role="instructor")
    def instructors_only():
        return "welcome"

    assert client.get("/instructors-only").status_code == 302
    from conftest import sign_up

    sign_up(client, "trainee9")
    response = client.get("/instructors-only")
    assert response.status_code == 403 and b"for instructors" in response.data


def test_serve_offers_the_documented_options():
    result = CliRunner().invoke(cli, ["serve", "--help"])
    for option in ("--host", "--port", "--db", "--workers", "--dev"):
        assert option in result.output
    readme = (ROOT / "README.md").read_text()
    assert re.search(r"^    python3 -m venv \.venv && \.venv/bin/pip install \. && \.venv/bin/dealerschool serve$", readme,
                     re.MULTILINE)
    assert "instance/dealerschool.sqlite3" in readme


def test_default_database_is_under_the_folder_serve_runs_in(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DEALERSCHOOL_INSTANCE", raising=False)
    from dealerschool.web import create_app

    app = create_app({"SECRET_KEY": "x"})
    assert app.config["DATABASE"] == str(tmp_path / "instance" / "dealerschool.sqlite3")
    assert (tmp_path / "instance" / "dealerschool.sqlite3").exists()
