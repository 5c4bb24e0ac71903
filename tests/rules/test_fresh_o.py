"""Fresh conformance set o (tests/conformance/fresh-2026-12-02o): what its cases cannot check by the table alone.

razz-two-kings-the-spade-brings-in: Robert's Rules Stud 9 corrects a wrong bring-in ("The incorrect lowcard takes
back the wager and the true lowcard must bet"). Here the dealer named the wrong king in razz and nobody had put
anything in: the engine's table was right, but its remedy said "Seat 1 takes back the 0" and called the K♠, the
highest card, "the true low card".
"""

from __future__ import annotations

import sys
from pathlib import Path

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import conformance_cases  # noqa: E402

FOLDER = conformance_cases.ROOT / "fresh-2026-12-02o"


def _remedy(name: str, book: str) -> list[str]:
    case = conformance_cases.load(FOLDER / name)
    ruling = rule_on(from_mapping(case.situation, name), book)
    assert ruling.code.value == "bring-in-corrected", (name, book)
    return ruling.remedy


def test_a_razz_bring_in_named_wrong_and_not_yet_posted_is_said_as_it_is():
    remedy = _remedy("razz-two-kings-the-spade-brings-in.toml", "sources")
    assert not any("takes back" in step for step in remedy), remedy
    assert remedy[0] == "Seat 1 was named but has put nothing in: the naming is corrected before anyone acts.", remedy
    assert remedy[1] == "Seat 3 holds the highest door card (Ks) and must bring in or complete.", remedy


def test_a_stud_bring_in_posted_by_the_wrong_seat_is_still_taken_back():
    remedy = _remedy("stud-9-wrong-bring-in-corrected-before-next-acts.toml", "robert-rules")
    assert remedy[0] == "Seat 2 takes back the 2: the next player had not acted yet.", remedy
    assert remedy[1] == "Seat 4 holds the true low card (3c) and must bring in or complete.", remedy
