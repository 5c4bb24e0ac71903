"""The ``dealerschool`` command line: serve the app, replay hands, rule on situations."""

from __future__ import annotations

import click

from dealerschool import __version__


@click.group()
@click.version_option(__version__, prog_name="dealerschool")
def cli() -> None:
    """DealerSchool: a dealer-training procedural simulator for poker."""


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", default=5000, show_default=True, type=int, help="Port to listen on.")
@click.option("--debug/--no-debug", default=False, help="Reload on code changes and show the debugger.")
def serve(host: str, port: int, debug: bool) -> None:
    """Serve the web app (SQLite database in the instance folder by default)."""
    from dealerschool.web import create_app

    app = create_app()
    click.echo(f"DealerSchool {__version__} on http://{host}:{port}/ (database: {app.config['DATABASE']})")
    app.run(host=host, port=port, debug=debug)
