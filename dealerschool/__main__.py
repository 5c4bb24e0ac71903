"""``python -m dealerschool``: the same as the ``dealerschool`` command."""

from dealerschool.cli import cli

cli(prog_name="dealerschool")
