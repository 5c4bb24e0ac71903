"""Serving the app under gunicorn from ``dealerschool serve`` (no config file, no shell command line)."""

from __future__ import annotations

import gc
from typing import Any

from flask import Flask
from gunicorn.app.base import BaseApplication

WORKERS = 2
"""Worker processes (``serve --workers``): the cores of the two-core machine the benchmarks run on. A third
worker (the cores + 1) was tried so that a worker waiting for the writer turn leaves its core to another:
alternated with two in the same minutes (tests/bench, ``BENCH_WORKERS=3``, 2 December 07:59-08:11, other
work taking 1% to 77% of the cores), answers gave 0.25x, 0.26x, 0.27x the trivial endpoint's throughput
against 0.29x, 0.28x, 0.22x with two, and the idle share of the cores stayed 8% to 11% against 11% to 12%;
drill steps gave a p99 of 5.46x, 6.39x, 5.57x against 7.11x, 3.85x, 4.11x and a throughput of 0.08x, 0.17x,
0.13x against 0.17x, 0.16x, 0.20x (a drill's kept hand is found by the next step only on the worker that kept
it: one chance in three instead of two). Not better in either, worse for drill steps: two stay."""

THREADS = 1
"""Threads per worker (``serve --threads``). gthread workers park idle keep-alive connections in their poller,
so one thread does not stall on a client that keeps its connection open (sync workers do). More threads do
not add CPU under one GIL, and they make each request wait on the others: a request that lets go of the GIL
for an SQLite call (a drill step makes about five) may wait a whole switch interval (5 ms) to get it back
from a thread that is busy rendering. Measured with tests/bench/bench_deal.py (18 runs at one thread, 9 at four): a
drill step's p99 was 72 to 129 ms with one thread a worker against 100 to 140 ms with four, at as many steps
a second or more; the quizzes' answers (tests/bench/bench_web.py) were as fast or faster. The runs: tests/bench/README.md,
"Dealing drills under load"."""


class Server(BaseApplication):  # type: ignore[misc]  # gunicorn ships no type information
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


def options(host: str, port: int, workers: int, threads: int = THREADS) -> dict[str, Any]:
    return {"bind": f"{host}:{port}", "workers": workers, "worker_class": "gthread", "threads": threads,
            "preload_app": True,
            # No control socket: its one default path would clash between two servers on one machine.
            "control_socket_disable": True, "timeout": 60, "graceful_timeout": 10, "keepalive": 5}


def serve(app: Flask, host: str, port: int, workers: int, threads: int = THREADS) -> None:
    Server(app, options(host, port, workers, threads)).run()
