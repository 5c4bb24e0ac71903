"""The Markdown pages link to each other by file and by heading: every relative link must name a file that
exists and, with a ``#fragment``, a heading of that file (as GitHub makes a heading's anchor), so moving or
renaming a section cannot leave a dead link behind (issue 19 moved text between the four READMEs)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]
SKIPPED = {"build", "instance", "node_modules"}


def markdown_files() -> list[Path]:
    return sorted(path for path in ROOT.rglob("*.md")
                  if not any(part.startswith(".") or part in SKIPPED for part in path.relative_to(ROOT).parts))


def without_code(text: str) -> str:
    """The text outside fenced code blocks and inline code spans (a link or heading inside them is not one)."""
    text = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return re.sub(r"`[^`\n]*`", "", text)


def anchor(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation other than '-' and '_' dropped, spaces to '-'."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    found: set[str] = set()
    seen: dict[str, int] = {}
    for match in re.finditer(r"^#{1,6} +(.+?) *#*$", without_code(path.read_text()), re.MULTILINE):
        name = anchor(match.group(1))
        count = seen.get(name, 0)
        seen[name] = count + 1
        found.add(name if count == 0 else f"{name}-{count}")  # a repeated heading gets -1, -2, ...
    return found


def links(path: Path) -> list[str]:
    return re.findall(r"\]\(([^)\s]+)\)", without_code(path.read_text()))


def test_the_anchor_rule_matches_githubs():
    assert anchor("Floor rulings and the rules reference") == "floor-rulings-and-the-rules-reference"
    assert anchor("2 December 2026, 00:00-01:00 UTC (issue 17)") == "2-december-2026-0000-0100-utc-issue-17"
    assert anchor("`odd_chip` and Robert's Rules") == "odd_chip-and-roberts-rules"


def test_the_pages_are_found():
    names = {path.relative_to(ROOT).as_posix() for path in markdown_files()}
    assert {"README.md", "dealerschool/README.md", "scenarios/README.md", "tests/README.md",
             "tests/bench/README.md"} <= names


@pytest.mark.parametrize("path", markdown_files(), ids=lambda path: path.relative_to(ROOT).as_posix())
def test_every_relative_link_reaches_its_file_and_heading(path):
    dead = []
    for link in links(path):
        if re.match(r"[a-z]+:", link):
            continue  # http:, https:, mailto:
        target, _, fragment = link.partition("#")
        file = (path.parent / target).resolve() if target else path
        if not file.exists():
            dead.append(f"{link}: no such file")
        elif fragment and file.suffix == ".md" and fragment not in anchors(file):
            dead.append(f"{link}: no heading with that anchor in {file.relative_to(ROOT)}")
    assert not dead, f"{path.relative_to(ROOT)} has dead links: {dead}"
