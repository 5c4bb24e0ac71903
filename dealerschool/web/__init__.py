"""The web layer: ``create_app`` in the flaskr style. Thin: it calls the engine."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from flask import Flask, render_template

from dealerschool import __version__
from dealerschool.resources import resource_dir


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(
        __name__,
        instance_relative_config=True,
        template_folder=str(resource_dir("templates")),
        static_folder=str(resource_dir("static")),
    )
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("DEALERSCHOOL_SECRET_KEY", "dev"),
        DATABASE=str(Path(app.instance_path) / "dealerschool.sqlite3"),
    )
    if test_config is None:
        app.config.from_prefixed_env("DEALERSCHOOL")
    else:
        app.config.from_mapping(test_config)

    @app.get("/")
    def index() -> str:
        from dealerschool.games import GAMES

        return render_template("index.html", version=__version__, games=GAMES.values())

    return app
