"""Serving the app under gunicorn from ``dealerschool serve`` (no config file, no shell command line)."""

from __future__ import annotations

import gc
from typing import Any

from flask import Flask
from gunicorn.app.base import BaseApplication

THREADS = 4
"""Threads per worker: gthread workers keep keep-alive clients from stalling a worker (sync workers do)."""


class Server(BaseApplication):
    """gunicorn running an app made in this process and shared by the forked workers (preload)."""

    def __init__(self, app: Flask, options: dict[str, Any]) -> None:
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Flask:
        # Called in the master before it forks the workers (preload). What starting made (the engine's
        # catalogs, the routes, the modules: about 48,000 objects) lives as long as the process: moved out of
        # the collector's sight, a full collection no longer scans it (about 27 ms of CPU here, every thread
        # of the worker stopped: a drill step's tail) and the workers keep sharing those memory pages.
        gc.collect()
        gc.freeze()
        return self.application


def options(host: str, port: int, workers: int) -> dict[str, Any]:
    return {"bind": f"{host}:{port}", "workers": workers, "worker_class": "gthread", "threads": THREADS,
            "preload_app": True,
            # No control socket: its one default path would clash between two servers on one machine.
            "control_socket_disable": True, "timeout": 60, "graceful_timeout": 10, "keepalive": 5}


def serve(app: Flask, host: str, port: int, workers: int) -> None:
    Server(app, options(host, port, workers)).run()
