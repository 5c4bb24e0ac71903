"""The rulebook conformance suite's cases: loaded from ``tests/conformance/*/*.toml`` and checked.

A case rests on one rule of one document (TDA 2024 rule N, a Recommended Procedure, an Illustration
Addendum example, a Robert's Rules section). It quotes the words it rests on, sets a situation in the
situation notation, and under each rulebook it scores states the ruling and the table after the remedy,
card by card. ``tests/rules/test_conformance.py`` runs the cases; ``python tests/conformance_cases.py`` writes
the coverage table (``tests/conformance/COVERAGE.md``). The README's "Rulebook conformance" line points
to that table.

The cases live beside the tests, not in ``scenarios/``: the quiz library serves every file under
``scenarios/`` to trainees as a question with its answer, and a case the engine still rules wrong (a
strict xfail) must not reach a trainee as a question whose stored answer is the engine's wrong one. Nor
do they need installing: they check the engine, they are not content.

A case file::

    document = "TDA 2024"              # TDA 2024 | TDA 2024 RP | TDA 2024 Illustration Addendum | Robert's Rules
    rule = "35-A-7"                    # the rule number or section, as the scope file names it
    title = "Misdeal: one of the first two cards exposed"
    quote = "..."                      # the words the case rests on, verbatim from text found
    quote_source = "..."               # where that text was read (page, version)
    other_quotes = { robert-rules = "Robert's Rules, Misdeals 2(a): ..." }   # optional: the words another
                                       # rulebook's answer rests on, with document and section
    note = "..."                       # optional: how the case reads the text
    unsettled = { robert-rules = "why the text found does not settle it" }   # not scored there

    [situation]                        # the situation notation (scenarios/README.md)
    ...
    [expected.tda-2024]                # one table per rulebook scored
    ruling = "misdeal"                 # the ruling code (RulingCode in dealerschool/rules/model.py)
    rule = "flop-exposed-first-two"    # optional: the engine's rule id
    xfail = "..."                      # optional: the engine cannot express or rules wrong, and why
    [expected.tda-2024.table]          # the table after the remedy; only the keys given are checked. The
                                       # remedy is carried out, and the chips it decides moved: pots pushed
                                       # to their winners, hands tabled for an all-in run-out, an uncalled
                                       # bet returned; bets otherwise stay in front, and no card is dealt
                                       # or shown that the ruling does not itself order (`next` names it)
    hands = { p1 = "2c 6c", p3 = "4c [8c]" }   # a seat's cards, [..] = face up; "" = none (in stud in the
                                       # order dealt; elsewhere in any order)
    board = "JcQcKc"  burns = "Tc"  muck = ""  set_aside = ""
    stub_top = "2d3d"  stub_count = 52
    stacks = [199, 198, 200, 200]  bets = [...]  pot = 3  folded = [2]
                                       # bets: the chips in front of each seat, chips put out out of turn
                                       # included (in front of him, though not yet a bet anyone faces)
    awards = ["pot 1: p1 23"]          # each pot awarded, the main pot first, then the side pots in the order
                                       # they were built (the dealer pushes them the other way round, the
                                       # last side pot first): its winners and shares in any order
                                       # ("p2 10 low" in hi-lo)
    next = "burn"                      # the dealer's next operation in event notation ('deal p3' names the
                                       # card dealt up or down as the procedure says), or "none"; a list
                                       # where the text leaves the choice open (any of them is right)
    actor = 3                          # the seat to act, or 0 for none
    button = 4                         # the seat the button is in front of (it may be an empty seat)
    options = ["fold", "call"]         # what the player to act may do (no "raise": the betting is not reopened)
    raise_to = [10]                    # the totals he may bet or raise to: the limit's choices, or [least, most]
"""

from __future__ import annotations

import difflib
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dealerschool.poker.cards import parse_cards  # noqa: E402
from dealerschool.rules.engine import Ruling, rule_on  # noqa: E402
from dealerschool.rules.model import RulingCode  # noqa: E402
from dealerschool.situations import from_mapping, operation_text  # noqa: E402
from dealerschool.table.table import Table  # noqa: E402

ROOT = Path(__file__).resolve().parent / "conformance"
BOOKS = ("sources", "tda-2024", "robert-rules")
DOCUMENTS = ("TDA 2024", "TDA 2024 RP", "TDA 2024 Illustration Addendum", "Robert's Rules")
FIELDS = {"document", "rule", "title", "quote", "quote_source", "other_quotes", "note", "unsettled", "situation",
          "expected"}
EXPECTED_FIELDS = {"ruling", "rule", "xfail", "table"}
RULING_CODES = [code.value for code in RulingCode]
TABLE_FIELDS = {"hands", "board", "burns", "muck", "set_aside", "stub_top", "stub_count", "stacks", "bets", "pot",
                "folded", "next", "actor", "awards", "options", "raise_to",
                "button"}


@dataclass(frozen=True)
class Case:
    path: Path
    document: str
    rule: str
    title: str
    quote: str
    quote_source: str
    situation: dict[str, Any]
    expected: dict[str, dict[str, Any]]
    unsettled: dict[str, str] = field(default_factory=dict)
    note: str = ""
    other_quotes: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return f"{self.path.parent.name}/{self.path.stem}"


def load(path: Path) -> Case:
    """Read one case; ValueError names the file and the field at fault."""
    try:
        data = tomllib.loads(path.read_text())
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{path}: not valid TOML ({error})") from None
    unknown = sorted(set(data) - FIELDS)
    if unknown:
        raise ValueError(f"{path}: field {unknown[0]!r}: unknown (expected one of {', '.join(sorted(FIELDS))})")
    for name in ("document", "rule", "title", "quote", "quote_source"):
        if not isinstance(data.get(name), str) or not data[name].strip():
            raise ValueError(f"{path}: field {name!r}: expected a non-empty string")
    if data["document"] not in DOCUMENTS:
        raise ValueError(f"{path}: field 'document': expected one of {', '.join(DOCUMENTS)}")
    unsettled = data.get("unsettled", {})
    for name in ("unsettled", "other_quotes"):
        value = data.get(name, {})
        if not isinstance(value, dict) or not all(isinstance(v, str) and v.strip() for v in value.values()):
            raise ValueError(f"{path}: field {name!r}: expected a table of rulebook = \"text\"")
    expected = data.get("expected", {})
    if not isinstance(expected, dict):
        raise ValueError(f"{path}: field 'expected': expected a table per rulebook")
    for book in list(expected) + list(unsettled):
        if book not in BOOKS:
            raise ValueError(f"{path}: rulebook {book!r}: expected one of {', '.join(BOOKS)}")
    for book in BOOKS:
        if book not in expected and book not in unsettled:
            raise ValueError(f"{path}: rulebook {book!r}: neither expected nor unsettled (say why the text "
                             "does not settle it)")
        if book in expected and book in unsettled:
            raise ValueError(f"{path}: rulebook {book!r}: both expected and unsettled")
    for book, block in expected.items():
        extra = sorted(set(block) - EXPECTED_FIELDS)
        if extra:
            raise ValueError(f"{path}: field 'expected.{book}.{extra[0]}': unknown")
        if not isinstance(block.get("ruling"), str):
            raise ValueError(f"{path}: field 'expected.{book}.ruling': expected a ruling code")
        if block["ruling"] not in RULING_CODES:
            near = difflib.get_close_matches(block["ruling"], RULING_CODES, 3, 0.5)
            raise ValueError(f"{path}: field 'expected.{book}.ruling': {block['ruling']!r} is not a ruling code "
                             f"(the codes are listed in dealerschool/rules/model.py, RulingCode)"
                             + (f"; the nearest: {', '.join(near)}" if near else ""))
        table = block.get("table", {})
        extra = sorted(set(table) - TABLE_FIELDS)
        if extra:
            raise ValueError(f"{path}: field 'expected.{book}.table.{extra[0]}': unknown")
        if not table:
            raise ValueError(f"{path}: field 'expected.{book}.table': the table after the remedy is required")
    if not isinstance(data.get("situation"), dict):
        raise ValueError(f"{path}: field 'situation': expected a table")
    return Case(path, data["document"], data["rule"], data["title"], data["quote"].strip(),
                data["quote_source"], data["situation"], expected, unsettled, data.get("note", ""),
                data.get("other_quotes", {}))


def cases() -> list[Case]:
    return [load(path) for path in sorted(ROOT.glob("*/*.toml"))]


def _hand(cards: list[Any]) -> str:
    return " ".join(f"[{held.card}]" if held.face_up else str(held.card) for held in cards)


def _cards(cards: list[Any]) -> str:
    return "".join(str(card) for card in cards)


def table_picture(table: Table) -> dict[str, Any]:
    """The table after a remedy in the case notation, every key the cases may check."""
    hands = {f"p{i + 1}": _hand(seat.cards) for i, seat in enumerate(table.seats) if seat is not None}
    operation = table.next_dealer_operation()
    limits = None if table.actor is None else table.offered_raise(table.actor)
    raise_to = [] if limits is None else list(limits.choices) if limits.choices is not None else [limits.minimum, limits.maximum]
    return {
        "hands": hands,
        "board": _cards(table.board),
        "burns": _cards(table.burns),
        "muck": _cards(table.muck),
        "set_aside": _cards(table.set_aside),
        "stub_top": _cards(table.stub),
        "stub_count": len(table.stub),
        "stacks": [seat.stack for seat in table.seats if seat is not None],
        "bets": [seat.in_front for seat in table.seats if seat is not None],  # (chips out of turn too)
        "pot": table.pot,
        "folded": [i + 1 for i, seat in enumerate(table.seats) if seat is not None and seat.folded],
        "next": operation_text(operation) if operation is not None else "none",
        "actor": 0 if table.actor is None else table.actor + 1,
        "options": table.legal_player_operations(),
        "raise_to": raise_to,
        "button": 0 if table.button is None else table.button + 1,
        "awards": [f"pot {k + 1}: " + ", ".join(f"p{share.seat + 1} {share.amount}" + (f" {share.half}" if share.half not in (None, "", "whole") else "")
                                                for share in award.shares)
                   for k, award in enumerate(table.awards)],
    }


def _normal_cards(text: str) -> str:
    return "".join(str(card) for card in parse_cards(text.replace(" ", "")))


def _shares(text: str) -> tuple[str, list[str]]:
    """'pot 1: p2 3, p3 2' -> ('pot 1', ['p2 3', 'p3 2']) with the shares sorted."""
    pot, _, shares = str(text).partition(":")
    return pot.strip(), sorted(" ".join(share.split()) for share in shares.split(","))


def _faceless_deal(want: str, got: str) -> bool:
    """``next = "deal p3"``: the notation's 'deal pN' deals the card face as the procedure says, so it names
    the engine's 'deal p3 down' or 'deal p3 up' alike."""
    words = str(want).split()
    return len(words) == 2 and words[0] == "deal" and got in (f"{want} down", f"{want} up")


def differences(case: Case, book: str, ruling: Ruling) -> list[str]:
    """What the engine's ruling and table after the remedy get wrong against the case, field by field."""
    block = case.expected[book]
    found: list[str] = []
    if ruling.code.value != block["ruling"]:
        found.append(f"ruling: the case says {block['ruling']}, the engine {ruling.code.value} (rule {ruling.rule.id})")
    if "rule" in block and block["rule"] != ruling.rule.id:
        found.append(f"rule: the case says {block['rule']}, the engine cites {ruling.rule.id}")
    picture = table_picture(ruling.table)
    stud = ruling.table.game.family.value == "stud"
    for key, want in block.get("table", {}).items():
        got = picture[key]
        if key == "hands":
            for seat, cards in want.items():
                have = got.get(seat)
                # Outside stud no text sets the order of a player's hidden cards ('8c Tc' is 'Tc 8c'); in stud
                # the order is the order dealt (which were up, which down), and it is compared.
                if have is None or (have.split() != cards.split() if stud else
                                    sorted(have.split()) != sorted(cards.split())):
                    found.append(f"hands.{seat}: the case says {cards!r}, the engine {have!r}")
        elif key == "stub_count" and got != want:
            table = ruling.table
            held = sum(len(seat.cards) for seat in table.seats if seat is not None)
            found.append(f"stub_count: the case says {want!r}, the engine {got!r} (52 cards: {held} in the hands, "
                         f"{len(table.board)} on the board, {len(table.burns)} burned, {len(table.muck)} in the muck, "
                         f"{len(table.set_aside)} set aside, {got} in the stub)")
        elif key == "awards" and isinstance(want, list):
            # Each pot's shares in any order ('p2 3, p3 2' is 'p3 2, p2 3'); the pots in the order pushed.
            if [_shares(text) for text in want] != [_shares(text) for text in got]:
                found.append(f"awards: the case says {want!r}, the engine {got!r}")
        elif key == "next" and not isinstance(want, list) and _faceless_deal(want, got):
            continue  # 'deal p3' (as the procedure says) names the card the engine deals up or down
        elif key == "stub_top":
            want_cards = _normal_cards(want)
            if not got.startswith(want_cards):
                found.append(f"stub_top: the case says {want_cards}, the engine's stub begins {got[:len(want_cards)]}")
        elif key in ("board", "burns", "muck", "set_aside"):
            if _normal_cards(want) != got:
                found.append(f"{key}: the case says {want!r}, the engine {got!r}")
        elif key in ("next", "actor") and isinstance(want, list):  # any of these: the text leaves the order open
            if got not in want:
                found.append(f"{key}: the case says one of {want!r}, the engine {got!r}")
        elif got != want:
            found.append(f"{key}: the case says {want!r}, the engine {got!r}")
    return found


def rule_case(case: Case, book: str) -> tuple[Ruling | None, list[str]]:
    """The engine's ruling under ``book`` and what differs from the case (or why it cannot rule at all)."""
    try:
        situation = from_mapping(case.situation, str(case.path))
    except ValueError as error:
        return None, [f"the situation cannot be written in the notation: {error}"]
    try:
        ruling = rule_on(situation, book)
    except ValueError as error:
        return None, [f"the engine cannot rule: {error}"]
    return ruling, differences(case, book, ruling)


if __name__ == "__main__":
    from conformance_coverage import main  # type: ignore[import-not-found]

    main()
