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


# ---------------------------------------------------------------- the situation notation's reference

NOTATION = ROOT / "dealerschool" / "situations" / "NOTATION.md"
PROBES = ("{w}", "{w} p1", "p1 {w}", "p1 {w} 10", "p1 {w} 10 20", "p1 {w} p2", "{w} As", "{w} p1 2", "p1 {w} As",
          "p1 {w} flush", "{w} joker", "deal p1 {w}", "post {w}", "p1 says {w}", "p1 says {w} 10", "p1 {w} 7h 2c")
"""The shapes an event takes; a word the parser reads in any of them is a word of the notation."""


def notation_words() -> set[str]:
    """Every word the event parser reads: each word literal of ``situations/events.py`` (and of its spelling
    tables) put into every event shape, kept where some shape parses. Found from the parser, not listed."""
    import ast

    from dealerschool.situations import events

    tree = ast.parse(Path(events.__file__).read_text())
    literals = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    candidates = {word for text in literals for word in text.split() if re.fullmatch(r"[a-z][a-z0-9-]*", word)}
    read = set()
    for word in sorted(candidates - events.FILLER_WORDS):
        for shape in PROBES:
            try:
                events.parse_event(shape.format(w=word), 0, "probe", 4)
            except ValueError:
                continue
            read.add(word)
            break
    return read


def documented_words(path: Path) -> set[str]:
    """The words inside the page's code spans, two-word phrases joined as the parser joins them."""
    from dealerschool.situations.events import _phrased

    spans = re.findall(r"`([^`\n]+)`", path.read_text())
    return {word.strip(".,;:") for span in spans for word in span.lower().split() + _phrased(span.lower().split())}


def test_every_word_the_notation_reads_is_in_its_reference():
    read = notation_words()
    assert {"continue", "cbr", "turns-down", "raises-to", "flashed", "sm", "bb"} <= read  # the probe finds them
    missing = sorted(read - documented_words(NOTATION))
    assert not missing, f"{NOTATION.relative_to(ROOT)} does not document these event words: {missing}"


def test_every_example_in_the_reference_reads_or_is_refused_as_it_says():
    """Each event table's example column parses; each 'other spellings' line parses; each refused one is
    refused with what to write (not the parser's general list)."""
    from dealerschool.situations.events import parse_event

    text = NOTATION.read_text()
    refused = text.split("Refused, because", 1)[1].split("## ", 1)[0]
    read = text.split("## Events", 1)[1].split("Refused, because", 1)[0]
    rows = [line for line in read.splitlines() if line.startswith("| `")]
    assert len(rows) > 50
    for row in rows:
        cells = row.split(" | ")
        # The event tables' examples are their last column; the spellings table's are its first.
        column = cells[0] if "Other spellings read" in read.split(row, 1)[0] else cells[-1]
        for example in re.findall(r"`([^`]+)`", column):
            if re.search(r"[A-Z]{3,}|\.\.\.", example):  # a placeholder such as CARDS or X Y ...
                continue
            parse_event(example, 0, "NOTATION.md", 6)
    for row in (line for line in refused.splitlines() if line.startswith("| `")):
        for example in re.findall(r"`([^`]+)`", row.split(" | ")[0]):
            with pytest.raises(ValueError, match="; write "):
                parse_event(example, 0, "NOTATION.md", 6)


def test_the_readme_links_the_notation_reference():
    section = (ROOT / "README.md").read_text().split("### Situation files", 1)[1].split("\n### ", 1)[0]
    assert "(dealerschool/situations/NOTATION.md)" in section
