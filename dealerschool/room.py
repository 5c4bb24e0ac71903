"""The room's rules: the house options a class deals under, on top of its rulebook.

They are the table settings a situation file's ``[house]`` table may set (``situations.HOUSE_OPTIONS``,
``tableconfig.TableSettings``), offered with the choices a card room makes. A class's quiz questions are
made under them (``questions.under_house``): the rulebook's settings, then the room's, then a scenario
file's own (a scenario written about one setting keeps it). Plain Python: values in, values out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class RoomOption:
    """One house option a room may set: its setting's name, how the page asks, and the answers offered."""

    name: str
    """A ``tableconfig.TableSettings`` field (and ``[house]`` key of a situation file)."""
    question: str
    choices: tuple[tuple[Any, str], ...]
    """(value, what the page says) for each answer; "the rulebook's" (no value) is always offered first."""


YES_NO = ((True, "Yes"), (False, "No"))

ROOM_OPTIONS = (
    RoomOption("raise_cap", "Limit games: raises allowed after the opening bet",
               tuple((n, f"{n} (a bet and {n} raises)") for n in range(2, 6))),
    RoomOption("two_round_raise_cap", "Limit games with two betting rounds (five-card draw, single draw): raises "
               "allowed", tuple((n, str(n)) for n in range(2, 6))),
    RoomOption("heads_up_uncapped", "Limit games: no cap when only two players are left", YES_NO),
    RoomOption("cap_counts_all_in", "Limit games: a player all in counts among the players who keep the cap",
               ((True, "Yes: every player still in the hand (the source documents)"),
                (False, "No: only players not all in (Robert's Rules, Betting and Raising)"))),
    RoomOption("check_raise", "Check-raise (the rulebooks bar it only in limit ace-to-five lowball)",
               ((True, "Allowed in every game (the players are alerted)"), (False, "Barred in every game"))),
    RoomOption("blind_counts_toward_cap", "The big blind counts as the opening bet for the cap", YES_NO),
    RoomOption("chip_unit", "The smallest chip in play (pots split in these units; the odd chip is one of them)",
               tuple((n, str(n)) for n in (1, 5, 25, 100))),
    RoomOption("stud_odd_chip_five_card", "Stud odd chip between tied hands",
               ((True, "The high card by suit in the five-card hand (TDA 2024 Rule 20-B)"),
                (False, "All the player's cards (Robert's Rules, Ties 5)"))),
    RoomOption("stud_running_out_tda", "Stud, too few cards for seventh street",
               ((True, "TDA 2024 RP-10-H: scramble the stub with the burns, else a common card"),
                (False, "Robert's Rules, Stud 15: deal all but the last card, then a common card"))),
    RoomOption("showdown_last_aggressor", "Showdown order",
               ((True, "The last aggressor on the final round shows first (TDA 2024 Rule 17-A)"),
                (False, "The player who bet on the river shows first"))),
    RoomOption("stud_ties_by_suit", "Stud first to act between equal hands showing",
               ((True, "By the suit of the high card"), (False, "By position"))),
    RoomOption("razz_bring_in_highest_suit", "Razz bring-in between equal ranks",
               ((True, "The highest suit"), (False, "The lowest suit, as in stud"))),
)
"""The options a class may set, in the order the page asks."""


class RoomError(ValueError):
    """What is wrong with a room's options, by field (``errors``: option name -> message)."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(errors.values()))
        self.errors = dict(errors)


def choice_text(value: Any) -> str:
    """A value as a form carries it ("true", "false", "3")."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def read(form: Mapping[str, Any]) -> dict[str, Any]:
    """The options a form sets (an empty or missing field: the rulebook's), typed; RoomError names each field
    whose answer is not one offered."""
    chosen: dict[str, Any] = {}
    errors: dict[str, str] = {}
    for option in ROOM_OPTIONS:
        text = str(form.get(option.name, "") or "")
        if not text:
            continue
        values = {choice_text(value): value for value, _ in option.choices}
        if text not in values:
            errors[option.name] = (f"{option.question}: one of {', '.join(values)}, or the rulebook's; "
                                   f"got {text[:20]!r}.")
            continue
        chosen[option.name] = values[text]
    if errors:
        raise RoomError(errors)
    return chosen


def describe(house: Mapping[str, Any]) -> list[str]:
    """The room's options in words, one line each (none set: an empty list)."""
    lines = []
    for option in ROOM_OPTIONS:
        if option.name in house:
            said = dict(option.choices).get(house[option.name], str(house[option.name]))
            lines.append(f"{option.question}: {said}")
    return lines
