"""Rulebooks (``sources``, ``tda-2024``, ``robert-rules``) and their house options.

A rulebook picks one answer per rule (the rule's ``answers[name]``) and carries
the numeric/house settings the engine needs (:class:`HouseOptions`); the engine reads
those settings and never a rulebook's name, so a room's own house rules are one more
set of options. :meth:`Rulebook.table_rules` turns them into the table's settings.
``choices`` records every place where the sources disagree among themselves or are
silent, what we picked, and why. The conflict register is :mod:`dealerschool.rules.conflicts`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Literal

from dealerschool.table.session import Session, Stakes
from dealerschool.table.tableconfig import TableSettings

from .model import ROBERTS, RULEBOOK_NAMES, SOURCES, TDA_2024

_ALLOWED = {
    "stud_ties": ("position", "suit"),
    "chip_race_rounding": ("up", "nearest"),
    "misdeal_cutoff": ("two-players-acted", "substantial-action"),
    "button": ("moving", "dead"),
    "odd_chip_stud": ("all-cards-low-suit-in-low-games", "five-card-high-suit"),
    "razz_bring_in_suit": ("highest", "lowest"),
    "chip_race_from": ("left-of-button", "seat-one"),
    "runout_tabled": ("always", "tournament"),
}


@dataclass(frozen=True)
class HouseOptions:
    """Numeric and house settings a rulebook implies; ValueError names a bad field."""

    raise_cap: int | None = 3
    """Raises allowed after the opening bet in limit (None = uncapped)."""
    two_round_raise_cap: int | None = 3
    """Raise cap in limit games with only two betting rounds (five-card draw, single draw): raises allowed
    after the bet (``tableconfig.TableSettings.two_round_raise_cap``; Robert's Rules: 4)."""
    heads_up_uncapped: bool = True
    cap_counts_all_in: bool = True
    """Limit cap: an all-in player counts among the three who keep it (``tableconfig.TableSettings.cap_counts_all_in``;
    Robert's Rules counts only players not all in)."""
    stud_ties: Literal["position", "suit"] = "position"
    open_pair_option: bool = True
    open_pair_option_hi_lo: bool | None = None
    """Stud/8's own answer to the open pair, None = as stud high's (``tableconfig.TableSettings.open_pair_option_hi_lo``)."""
    chip_race_rounding: Literal["up", "nearest"] = "up"
    max_discard: int = 5
    odd_chip_stud: Literal["all-cards-low-suit-in-low-games", "five-card-high-suit"] = "all-cards-low-suit-in-low-games"
    """Stud odd chip between tied hands: Robert's Rules' all cards, lowest by suit in low games, or TDA 20-B's
    high card by suit in the five-card hand (``tableconfig.TableSettings.stud_odd_chip_five_card``)."""
    misdeal_cutoff: Literal["two-players-acted", "substantial-action"] = "two-players-acted"
    button: Literal["moving", "dead"] = "moving"
    razz_bring_in_suit: Literal["highest", "lowest"] = "highest"
    showdown_last_aggressor: bool = False
    """Showdown order: the last aggressor on the final round shows first (TDA 17-A) rather than the
    player who bet on the river (the sources)."""
    chip_race_from: Literal["left-of-button", "seat-one"] = "left-of-button"
    """Chip race: where the race cards start, the dealer's left or seat 1 (TDA 24-C)."""
    chip_race_out: bool = True
    """Chip race: a player can be raced out of the tournament (False: nobody is, TDA 24-C)."""
    runout_tabled: Literal["always", "tournament"] = "always"
    """A player all in and the betting over, cards to come: hands tabled at once in every game (TDA 2024 Rule 16,
    which the sources fall back to) or only in a tournament (Robert's Rules: Tournaments 34 is in its tournament
    section; a cash hand is shown at the showdown, The Showdown 7). See ``tableconfig.TableSettings.runout_tabled``."""
    runout_tabled_before_draw: bool = True
    """Draw games: hands tabled for an all-in as soon as the betting is over, a draw still to come (TDA 2024
    Rule 16, which the sources fall back to, and Robert's Rules, Tournaments 34: 'whenever a player is all-in and
    betting action is complete', no draw excepted; see ``tableconfig.TableSettings.runout_tabled_before_draw``)."""
    allin_showdown_tabled: bool = False
    """An all-in showdown not tabled for a run-out: every live hand tabled at once (TDA 2024 Rule 16) rather
    than in the order of showing (see ``tableconfig.TableSettings.allin_showdown_tabled``). In a tournament hand
    the hands are tabled too where the run-out tabling is a tournament rule (``runout_tabled = "tournament"``:
    Robert's Rules, Tournaments 34, "whenever a player is all-in and betting action is complete")."""
    capped_raise_chips_call: bool = False
    """Limit, chips put out in turn as a raise past the cap stand as a call, the rest back (TDA 2024 Rule 50-A),
    rather than all handed back (see ``tableconfig.TableSettings.capped_raise_chips_call``)."""
    stud_running_out_tda: bool = False
    """Stud, too few cards for seventh street: TDA 2024 RP-10-H's procedure rather than Robert's Rules,
    Stud 15 (see ``tableconfig.TableSettings.stud_running_out_tda``)."""
    killed_hand_forfeits_unmatched: bool = True
    """A hand killed by a ruling keeps its unmatched blind or bet in the pot (Robert's Rules, Misdeals) rather than
    getting it back (TDA 2024 Rule 15-B's uncalled amount); see
    ``tableconfig.TableSettings.killed_hand_forfeits_unmatched``."""
    new_player_on_button_waits: bool = True
    """A new player on the seat the dead-button rule gives the button this hand waits for it to pass (the
    source documents) rather than being dealt in on it (TDA 2024 Rule 10-A); see
    ``tableconfig.TableSettings.new_player_on_button_waits``."""

    def __post_init__(self) -> None:
        for name, allowed in _ALLOWED.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"HouseOptions.{name}: expected one of {allowed}, got {getattr(self, name)!r}")
        for name in ("raise_cap", "two_round_raise_cap"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or value < 1):
                raise ValueError(f"HouseOptions.{name}: expected a positive int or None, got {value!r}")
        if self.open_pair_option_hi_lo not in (None, True, False):
            raise ValueError(f"HouseOptions.open_pair_option_hi_lo: expected true, false or none, "
                             f"got {self.open_pair_option_hi_lo!r}")
        for name in ("heads_up_uncapped", "open_pair_option", "showdown_last_aggressor", "chip_race_out",
                     "stud_running_out_tda", "capped_raise_chips_call", "runout_tabled_before_draw",
                     "allin_showdown_tabled", "new_player_on_button_waits", "killed_hand_forfeits_unmatched"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"HouseOptions.{name}: expected true or false, got {getattr(self, name)!r}")
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
    """A set of settings and answers. The three built in give their own answers; a room's own house
    rules are a Rulebook too: its options, and the answers of the rulebook it follows (``answers_from``)."""

    name: str
    title: str
    options: HouseOptions
    fallback: tuple[str, ...]
    """Where this rulebook is silent, the rulebooks consulted in order."""
    choices: tuple[Choice, ...] = ()
    answers_from: str = ""
    """The rulebook whose answers this one gives (one of RULEBOOK_NAMES); default its own name."""

    def __post_init__(self) -> None:
        if self.answers_under not in RULEBOOK_NAMES:
            raise ValueError(f"Rulebook {self.name!r}: answers_from must be one of {', '.join(RULEBOOK_NAMES)}, "
                             f"got {self.answers_under!r}")
        if not isinstance(self.options, HouseOptions):
            raise ValueError(f"Rulebook {self.name!r}: options must be HouseOptions, got {self.options!r}")

    @property
    def answers_under(self) -> str:
        """The name the rules' answers are kept under for this rulebook (``Rule.answer(name)``)."""
        return self.answers_from or self.name

    def table_rules(self, overrides: Mapping[str, Any] | None = None, play: str = "cash") -> TableSettings:
        """The table's house settings under this rulebook for a cash game or a tournament (``play``, the
        situation's): its options, under the ``[house]`` options a situation file sets itself (``overrides``,
        ``tableconfig.TableSettings`` field names)."""
        options = self.options
        defaults: dict[str, Any] = {
            "raise_cap": options.raise_cap, "two_round_raise_cap": options.two_round_raise_cap,
            "heads_up_uncapped": options.heads_up_uncapped, "cap_counts_all_in": options.cap_counts_all_in,
            "stud_ties_by_suit": options.stud_ties == "suit", "open_pair_option": options.open_pair_option,
            "open_pair_option_hi_lo": options.open_pair_option_hi_lo,
            "max_discard": options.max_discard, "showdown_last_aggressor": options.showdown_last_aggressor,
            "razz_bring_in_highest_suit": options.razz_bring_in_suit == "highest",
            "stud_running_out_tda": options.stud_running_out_tda,
            "capped_raise_chips_call": options.capped_raise_chips_call,
            "runout_tabled": options.runout_tabled == "always" or play == "tournament",
            "runout_tabled_before_draw": options.runout_tabled_before_draw,
            # A rulebook whose all-in tabling is a tournament rule (Robert's Rules, Tournaments 34: "All hands will
            # be turned face up whenever a player is all-in and betting action is complete") applies it to the
            # all-in showdown of a tournament hand as to its run-out. The sources keep their seed's order of
            # showing at the showdown (seed 000), in a tournament too.
            "allin_showdown_tabled": options.allin_showdown_tabled
            or (options.runout_tabled == "tournament" and play == "tournament"),
            "killed_hand_forfeits_unmatched": options.killed_hand_forfeits_unmatched,
            "stud_odd_chip_five_card": options.odd_chip_stud == "five-card-high-suit",
            "new_player_on_button_waits": options.new_player_on_button_waits,
        }
        return TableSettings(**{**defaults, **(overrides or {})})

    def session(self, stakes: Stakes, stacks: list[int | None], **given: Any) -> Session:
        """Hands one after another under this rulebook: its table settings, and its button
        (``HouseOptions.button``: a dead button moves the blinds as tournaments do, catalog X14).
        ``given``: the other :class:`~dealerschool.table.session.Session` fields (rotation, button, seed...)."""
        return Session(stakes, stacks, **{"rules": self.table_rules(), "dead_button": self.options.button == "dead",
                                          **given})


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
           "Both source documents say the bettor shows first; the last-aggressor rule (TDA 17-A, Robert's Rules The "
           "Showdown 7) is in tda-2024 and robert-rules."),
    Choice("Where the source documents are silent", ("B10", "F09", "X01", "X06", "X08", "X09", "X15", "X17", "X19"),
           "Robert's Rules, then TDA",
           "Lowball Poker Games quotes Robert's Rules, and the source documents are cash-game oriented."),
)

RULEBOOKS = MappingProxyType({
    SOURCES: Rulebook(SOURCES, "The source documents (Poker Rules for Beginners; Lowball Poker Games; "
                      "Poker Rules: Holdem, Omaha, Seven Card Stud)", HouseOptions(),
                      (ROBERTS, TDA_2024), SOURCES_CHOICES),
    TDA_2024: Rulebook(TDA_2024, "Poker TDA Rules 2024", HouseOptions(
        heads_up_uncapped=False, stud_ties="suit", open_pair_option=False, open_pair_option_hi_lo=False,
        chip_race_rounding="nearest",
        odd_chip_stud="five-card-high-suit", misdeal_cutoff="substantial-action", button="dead",
        showdown_last_aggressor=True, chip_race_from="seat-one", chip_race_out=False, stud_running_out_tda=True,
        capped_raise_chips_call=True, allin_showdown_tabled=True, new_player_on_button_waits=False,
        killed_hand_forfeits_unmatched=False),
        (SOURCES, ROBERTS),
        (Choice("Cash-game rules TDA does not cover", ("B05", "B07", "L01", "L02"), "the source documents' answer",
                "TDA is a tournament rulebook; a cash question falls back to the source documents."),
         Choice("Chip race remainder", ("K04",), "nearest (half rule)",
                "TDA 24-C pays nothing for fractions; the half rule is the common way to count the race."),
         Choice("Chips put out as a raise past a limit cap", ("C04",), "they call; the rest goes back",
                "Rule 48 caps the raises, and Rule 50-A makes action in turn binding and commits the chips to the "
                "pot; neither says more, so the chips stand as far as the call."),)),
    ROBERTS: Rulebook(ROBERTS, "Robert's Rules of Poker v10", HouseOptions(two_round_raise_cap=4,
                                                                         cap_counts_all_in=False,
                                                                         showdown_last_aggressor=True,
                                                                         open_pair_option_hi_lo=False,
                                                                         runout_tabled="tournament"),
                      (SOURCES, TDA_2024),
                      (Choice("Table balancing", ("K01",), "the source documents, then TDA",
                              "robert-rules answers it as the source documents do (TDA where they are "
                              "silent)."),
                       Choice("Chips put out as a raise past a limit cap", ("C04",), "handed back; call or fold",
                              "Betting and Raising 3 caps the raises and says nothing of the chips; the source "
                              "documents' 'players may only call or fold' is read as the chips handed back."),)),
})
DEFAULT_RULEBOOK = SOURCES


def choices_markdown() -> str:
    """The choices of every rulebook as a Markdown table, for the README."""
    lines = ["| Rulebook | Topic | Catalog | Picked | Why |", "|---|---|---|---|---|"]
    for book in RULEBOOKS.values():
        for choice in book.choices:
            lines.append(f"| {book.name} | {choice.topic} | {', '.join(choice.catalog_ids)} | {choice.picked} | {choice.reason} |")
    return "\n".join(lines)


def resolve(rulebook: str | Rulebook) -> Rulebook:
    """A rulebook given by name (one of RULEBOOK_NAMES) or as a Rulebook (a room's own)."""
    return rulebook if isinstance(rulebook, Rulebook) else get_rulebook(rulebook)


def get_rulebook(name: str) -> Rulebook:
    """The rulebook called ``name``; ValueError names the known ones."""
    try:
        return RULEBOOKS[name]
    except KeyError:
        raise ValueError(f"rulebook: {name!r} is not one of {list(RULEBOOK_NAMES)}") from None
