"""Rulebooks (``sources``, ``tda-2024``, ``robert-rules``), their house options, and the conflict register.

A rulebook picks one answer per rule (the rule's ``answers[name]``) and carries
the numeric/house settings the engine needs. ``choices`` records every place where
the sources disagree among themselves or are silent, what we picked, and why.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from . import get_rule
from .catalog_stud_variants import RAZZ_BRING_IN_ALTERNATIVE
from .model import ROBERTS, RULEBOOK_NAMES, SOURCES, TDA_2024, Answer, Conflict, answer, s000
from .model import RulingCode as R

_ALLOWED = {
    "stud_ties": ("position", "suit"),
    "chip_race_rounding": ("up", "nearest"),
    "misdeal_cutoff": ("two-players-acted", "substantial-action"),
    "button": ("moving", "dead"),
    "odd_chip_stud": ("all-cards-low-suit-in-low-games", "five-card-high-suit"),
    "razz_bring_in_suit": ("highest", "lowest"),
}


@dataclass(frozen=True)
class HouseOptions:
    """Numeric and house settings a rulebook implies; ValueError names a bad field."""

    raise_cap: int | None = 3
    """Raises allowed after the opening bet in limit (None = uncapped)."""
    two_round_raise_cap: int | None = 3
    """Raise cap in games with only two betting rounds (single draw)."""
    heads_up_uncapped: bool = True
    stud_ties: Literal["position", "suit"] = "position"
    open_pair_option: bool = True
    chip_race_rounding: Literal["up", "nearest"] = "up"
    max_discard: int = 5
    odd_chip_stud: Literal["all-cards-low-suit-in-low-games", "five-card-high-suit"] = "all-cards-low-suit-in-low-games"
    misdeal_cutoff: Literal["two-players-acted", "substantial-action"] = "two-players-acted"
    button: Literal["moving", "dead"] = "moving"
    razz_bring_in_suit: Literal["highest", "lowest"] = "highest"

    def __post_init__(self) -> None:
        for name, allowed in _ALLOWED.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"HouseOptions.{name}: expected one of {allowed}, got {getattr(self, name)!r}")
        for name in ("raise_cap", "two_round_raise_cap"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or value < 1):
                raise ValueError(f"HouseOptions.{name}: expected a positive int or None, got {value!r}")
        if not 1 <= self.max_discard <= 5:
            raise ValueError(f"HouseOptions.max_discard: expected 1..5, got {self.max_discard!r}")


@dataclass(frozen=True)
class Choice:
    """A place where the sources disagree or are silent, and what the rulebook picked."""

    topic: str
    catalog_ids: tuple[str, ...]
    picked: str
    reason: str


@dataclass(frozen=True)
class Rulebook:
    name: str
    title: str
    options: HouseOptions
    fallback: tuple[str, ...]
    """Where this rulebook is silent, the rulebooks consulted in order."""
    choices: tuple[Choice, ...] = ()


SOURCES_CHOICES = (
    Choice("Stud tie-break for first action", ("D04",), "position (Robert's Rules Stud 1)",
           "Lowball Poker Games quotes Robert's Rules Stud 1, a card-room rulebook; Poker Rules for Beginners "
           "is a beginner's article."),
    Choice("Razz bring-in between equal ranks", ("E01",), "highest suit (K♠ brings in)",
           "Poker Rules for Beginners and Poker Rules: Holdem, Omaha, Seven Card Stud only list the suit order; "
           "the BARGE rulebook states the K♠ always brings in."),
    Choice("Running out of cards in stud", ("D16",), "Robert's Rules Stud 15 procedure",
           "Stud 15 (quoted in Lowball Poker Games) covers every case; Poker Rules for Beginners' 'deal a "
           "community card' is a simplification of it."),
    Choice("Limit raise cap", ("C04",), "bet + 3 raises; uncapped heads-up",
           "Poker Rules for Beginners mentions 4 or 5 bets in some rooms but states bet + 3 as usual, lifted heads-up."),
    Choice("Chip race arithmetic", ("K04",), "round up (Poker Rules for Beginners' own example)",
           "This rulebook reports the source documents as written; TDA and the half rule are in tda-2024."),
    Choice("Button tie draw", ("A02",), "suit breaks the tie",
           "Poker Rules for Beginners allows a redeal or suits; suits finish the draw at once."),
    Choice("Missed blinds in cash games", ("B05",), "wait for the button, then post (Poker Rules for Beginners)",
           "The source documents' procedure; Robert's Rules' 'or wait for the big blind' is kept in robert-rules."),
    Choice("Stud/8 fourth-street open pair", ("E04",), "option applies (Poker Rules for Beginners)",
           "Poker Rules for Beginners says stud/8 differs from stud only at showdown; Robert's Rules (Seven-Card Stud High-Low) says "
           "an open pair does not affect the limit, and robert-rules rules so."),
    Choice("Showdown order", ("G01",), "river bettor first (Poker Rules for Beginners; Lowball Poker Games, Omaha step 9)",
           "Both source documents say the bettor shows first; TDA's last-aggressor rule is in tda-2024."),
    Choice("Where the source documents are silent", ("B10", "F09", "X01", "X06", "X08", "X09", "X15", "X17"),
           "Robert's Rules, then TDA",
           "Lowball Poker Games quotes Robert's Rules, and the source documents are cash-game oriented."),
)

RULEBOOKS = MappingProxyType({
    SOURCES: Rulebook(SOURCES, "The source documents (Poker Rules for Beginners; Lowball Poker Games; "
                      "Poker Rules: Holdem, Omaha, Seven Card Stud)", HouseOptions(),
                      (ROBERTS, TDA_2024), SOURCES_CHOICES),
    TDA_2024: Rulebook(TDA_2024, "Poker TDA Rules 2024", HouseOptions(
        heads_up_uncapped=False, stud_ties="suit", open_pair_option=False, chip_race_rounding="nearest",
        odd_chip_stud="five-card-high-suit", misdeal_cutoff="substantial-action", button="dead"),
        (SOURCES, ROBERTS),
        (Choice("Cash-game rules TDA does not cover", ("B05", "B07", "L01", "L02"), "the source documents' answer",
                "TDA is a tournament rulebook; a cash question falls back to the source documents."),
         Choice("Chip race remainder", ("K04",), "nearest (half rule)",
                "TDA 24-C pays nothing for fractions; the half rule is the common way to count the race."),)),
    ROBERTS: Rulebook(ROBERTS, "Robert's Rules of Poker v10", HouseOptions(two_round_raise_cap=4),
                      (SOURCES, TDA_2024),
                      (Choice("Showdown order and table balancing", ("G01", "K01"), "the source documents, then TDA",
                              "robert-rules answers these as the source documents do (TDA where they are "
                              "silent)."),)),
})
DEFAULT_RULEBOOK = SOURCES


def choices_markdown() -> str:
    """The choices of every rulebook as a Markdown table, for the README."""
    lines = ["| Rulebook | Topic | Catalog | Picked | Why |", "|---|---|---|---|---|"]
    for book in RULEBOOKS.values():
        for choice in book.choices:
            lines.append(f"| {book.name} | {choice.topic} | {', '.join(choice.catalog_ids)} | {choice.picked} | {choice.reason} |")
    return "\n".join(lines)


def get_rulebook(name: str) -> Rulebook:
    try:
        return RULEBOOKS[name]
    except KeyError:
        raise ValueError(f"rulebook: {name!r} is not one of {list(RULEBOOK_NAMES)}") from None


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
