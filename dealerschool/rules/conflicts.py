"""The conflict register: each topic where the rulebooks rule differently, tied to the rule that asks about it.

Its own module, above the rule registry it reads (the rulebooks' settings in :mod:`.rulebooks` need
none of it): ``dealerschool conflicts`` prints it.
"""

from __future__ import annotations

from types import MappingProxyType

from . import get_rule
from .catalog_stud_variants import RAZZ_BRING_IN_ALTERNATIVE
from .model import Answer, Conflict, answer, s000
from .model import RulingCode as R

_LIMIT_CAP_ALTERNATIVE = answer(R.RAISE_ALLOWED,
    """Poker Rules for Beginners' hold'em article also speaks of a cap at four or five bets, which would allow another raise
    after bet plus three.""", s000("Hold'em Betting Rules / Fixed-Limit Hold'em"))
_STUD_TIE_ALTERNATIVE = answer(R.FIRST_BY_SUIT,
    """Poker Rules for Beginners breaks equal stud boards by the suit of the highest card.""",
    s000("7 Card Stud Rules and Game Play / Betting Round Two"))
_S000_RUNOUT = answer(R.COMMON_CARD,
    """Poker Rules for Beginners simply deals one community card face up when all eight players reach seventh street.""",
    s000("7 Card Stud Rules and Game Play / Running Out of Cards"))

# (number, topic, catalog ids, rule id, alternatives)
_REGISTER: tuple[tuple[int, str, tuple[str, ...], str, dict[str, Answer]], ...] = (
    (1, "Premature turn", ("I01",), "premature-turn", {}),
    (2, "Stud later-street ties", ("D04",), "stud-first-to-act-tie", {"Poker Rules for Beginners": _STUD_TIE_ALTERNATIVE}),
    (3, "Stud exposed downcard on the initial deal", ("D13",), "stud-exposed-downcard-initial-deal", {}),
    (4, "Stud premature card", ("D15",), "stud-premature-street", {}),
    (5, "Stud seventh card face up", ("D17", "D18"), "stud-seventh-card-face-up", {}),
    (6, "Stud running out of cards", ("D16",), "stud-running-out-of-cards", {"Poker Rules for Beginners": _S000_RUNOUT}),
    (7, "Fourth-street open pair", ("D05", "E04"), "stud-open-pair-fourth-street", {}),
    (8, "Boxed cards", ("H04",), "boxed-cards", {}),
    (9, "Cards dealt to an empty seat", ("H05",), "extra-hand-empty-seat", {}),
    (10, "Extra card", ("X06",), "extra-card-dealt", {}),
    (11, "Four-card flop / missing flop burn", ("X08", "X09"), "four-card-flop", {}),
    (12, "Burn philosophy", ("D14", "I02", "I03", "I04", "X07"), "stud-burn-error", {}),
    (13, "Odd chip in stud/razz", ("X17",), "odd-chip-stud", {}),
    (14, "Limit raise cap heads-up", ("C04",), "limit-cap-heads-up", {}),
    (15, "Misdeal cutoff", ("X01",), "misdeal-cutoff", {}),
    (16, "Table balancing", ("K01",), "table-balancing", {}),
    (17, "Button in stud rounds of mixed games", ("A13",), "mixed-game-button-during-stud", {}),
    (18, "Chip race arithmetic", ("K04",), "color-up-chip-race", {}),
    (19, "Short stack smaller than the small blind", ("B09",), "short-stack-smaller-than-blind", {}),
    (20, "Razz bring-in suit", ("E01",), "razz-bring-in", {"stud-analogy reading": RAZZ_BRING_IN_ALTERNATIVE}),
    (21, "Limit cap size", ("C04",), "limit-cap-size", {"Poker Rules for Beginners, four-or-five-bet cap": _LIMIT_CAP_ALTERNATIVE}),
    (22, "Missed blinds", ("B05",), "missed-blinds-cash", {}),
    (23, "Stud fold with no wager", ("D10",), "stud-fold-with-no-wager", {}),
    (24, "Showdown order", ("G01",), "showdown-order", {}),
    (25, "Exposed cards in draw games", ("X37",), "draw-exposed-card-during-draw", {}),
)


def _build_conflicts() -> tuple[Conflict, ...]:
    built = []
    for number, topic, catalog_ids, rule_id, alternatives in _REGISTER:
        rule = get_rule(rule_id)
        built.append(Conflict(number, topic, catalog_ids, rule.answers, MappingProxyType(alternatives), rule_id))
    return tuple(built)


CONFLICTS: tuple[Conflict, ...] = _build_conflicts()
"""The catalog's 24-row conflict register and the rows added since, each tied to the rule that asks about it."""
