"""Helpers for tests that drive a real server: start `dealerschool serve` (gunicorn) in its own process group,
and a small keep-alive HTTP client that keeps the session cookie and reads the CSRF token from pages."""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).parent.parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """`python -m dealerschool serve` on a free port with its own database and instance folder."""

    def __init__(self, folder: Path, workers: int | None = 2, database: Path | None = None, threads: int | None = None):
        self.folder = folder
        self.port = free_port()
        self.database = database or folder / "live.sqlite3"
        self.log = open(folder / "server.log", "ab")
        env = dict(os.environ, PYTHONPATH=str(ROOT), DEALERSCHOOL_INSTANCE=str(folder / "instance"))
        command = [sys.executable, "-m", "dealerschool", "serve", "--port", str(self.port), "--db",
                   str(self.database)]
        if workers is not None:  # else the server's default
            command += ["--workers", str(workers)]
        if threads is not None:  # else the server's default
            command += ["--threads", str(threads)]
        self.process = subprocess.Popen(command, cwd=folder, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        self.wait_ready()

    def wait_ready(self, timeout: float = 90) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"server exited: {(self.folder / 'server.log').read_text()[-2000:]}")
            probe = Client(self.port)
            try:
                status, _, _ = probe.get("/")
                if status == 200:
                    return
            except (OSError, http.client.HTTPException):
                pass
            finally:
                probe.close()
            time.sleep(0.2)
        raise RuntimeError("server did not start in time")

    def kill(self) -> None:
        """SIGKILL the master and its workers at once (the whole process group): no shutdown code runs."""
        os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()
        self.log.close()


class Client:
    """One keep-alive connection, with cookies, to a local server."""

    def __init__(self, port: int, timeout: float = 30):
        self.port = port
        self.timeout = timeout
        self.cookies: dict[str, str] = {}
        self.connection: http.client.HTTPConnection | None = None
        self.token = ""

    def request(self, method: str, path: str, form: dict | None = None,
                headers: dict | None = None) -> tuple[int, dict[str, str], str]:
        body = urlencode(form) if form is not None else None
        sent = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())} if self.cookies else {}
        if body is not None:
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        sent.update(headers or {})
        for retry in (0, 1):
            if self.connection is None:
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
            try:
                self.connection.request(method, path, body=body, headers=sent)
                response = self.connection.getresponse()
                data = response.read().decode()
                break
            except (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError, http.client.IncompleteRead):
                # A keep-alive connection the server closed between requests: reconnect once.
                self.connection.close()
                self.connection = None
                if retry:
                    raise
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                self.cookies[key] = rest.split(";", 1)[0]
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data

    def get(self, path: str, **kwargs) -> tuple[int, dict[str, str], str]:
        status, headers, body = self.request("GET", path, **kwargs)
        found = re.search(r'name="csrf_token" value="([^"]+)"', body)
        if found:
            self.token = found.group(1)
        return status, headers, body

    def post(self, path: str, form: dict, **kwargs) -> tuple[int, dict[str, str], str]:
        return self.request("POST", path, dict(form, csrf_token=self.token), **kwargs)

    def sign_up(self, username: str, password: str = "correct horse") -> None:
        self.get("/auth/sign-up")
        status, _, body = self.post("/auth/sign-up", {"username": username, "password": password})
        assert status == 302, body[:500]
        self.get("/quiz/")

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None
