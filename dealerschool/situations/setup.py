"""A situation as a record, and the :class:`~dealerschool.table.table.Table` it sets.

:class:`Situation` is what :mod:`dealerschool.situations` reads from a file;
:func:`build_table` seats it at a table under given house settings (a rulebook's,
from :meth:`dealerschool.rules.rulebooks.Rulebook.table_rules`, or the file's own).
It sits below the replay, which starts from that table, and knows nothing of rulebooks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from dealerschool.histories import phh
from dealerschool.poker.cards import Card, ordered_stub
from dealerschool.poker.games import get_game
from dealerschool.situations.events import Event
from dealerschool.table.session import dead_button_places
from dealerschool.table.table import Table, TableSettings


@dataclass(frozen=True)
class Situation:
    """A table set-up and the events that happened at it."""

    source: str
    history: phh.HandHistory
    button: int | None
    seat_numbers: tuple[int, ...]
    seat_count: int
    stub: tuple[Card, ...]
    seed: int | str
    events: tuple[Event, ...]
    house: TableSettings
    house_overrides: Mapping[str, Any] = field(default_factory=dict)
    """The house options the file sets; the rest come from the rulebook ruled under."""
    missed_blinds: tuple[int, ...] = ()
    """Seats (0-based) of returning players who make up missed blinds this hand (catalog B05)."""
    button_buyer: int | None = None
    """Seat (0-based) of a new player who buys the button (catalog B07)."""
    new_players: tuple[int, ...] = ()
    """Seats (0-based) of players who just sat down: in the gap before the big blind they wait (catalog B06)."""
    mixed_game: bool = False
    """The hand is part of a mixed-game rotation such as H.O.R.S.E. (catalog A12, A13)."""
    button_draw: bool = False
    """A new game: the button goes to the high card of a one-card draw (catalog A02, A03)."""
    color_up: Mapping[str, Any] | None = None
    """A color-up before this hand: small and large denominations, and each player's small chips (catalog K03)."""
    previous_blinds: tuple[int, int] | None = None
    """Seats (0-based) of the last hand's small and big blind: this hand's button and blinds follow them by the
    dead-button rule, even onto seats that are empty now (catalog X14)."""
    play: str = "cash"
    """'cash' or 'tournament': where a rulebook answers the two differently (Robert's Rules Stud 5), the rule
    reads it. The table itself plays the same either way."""
    missed_small_blinds: tuple[int, ...] = ()
    """Seats (0-based) of returning players who missed the small blind only (their big blind was posted):
    they make up the small blind alone, dead (catalog B05)."""
    replays: dict[TableSettings, Any] = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)
    """The events replayed under each set of house settings asked for so far, each played once: house
    settings -> :class:`dealerschool.situations.replays.Replay` (see :func:`dealerschool.situations.replays.replayed`; the
    replay sits above this module, so its type is not named here). Not copied by ``dataclasses.replace``:
    other events, other replays."""


def waiting_new_players(situation: Situation, stacks: list[int | None], button: int | None = None) -> list[int]:
    """New players seated after the button and before the big blind: they wait for the button (catalog B06).
    ``button``: this hand's button where the situation does not name it (placed from ``previous_blinds``)."""
    if not situation.new_players or situation.button_buyer is not None:
        return []
    count = len(stacks)
    if button is None:
        button = situation.button if situation.button is not None else max(i for i, s in enumerate(stacks) if s)
    established = [i for i, s in enumerate(stacks) if s is not None and i not in situation.new_players]
    after_button = [(button + k) % count for k in range(1, count)]
    blinds = [i for i in after_button if i in established][:2]
    if len(blinds) < 2:
        return []
    gap = after_button[:after_button.index(blinds[1])]
    return [i for i in situation.new_players if i in gap and stacks[i] is not None]


def build_table(situation: Situation, house: TableSettings | None = None) -> Table:
    """The table the situation sets, before its events, with these house settings (default: the
    file's own ``[house]`` options over the table's defaults)."""
    if house is not None and not isinstance(house, TableSettings):
        raise TypeError(f"build_table: house must be the table's settings (tableconfig.TableSettings; a rulebook's come from "
                        f"Rulebook.table_rules), got {house!r}")
    stacks: list[int | None] = [None] * situation.seat_count
    for number, stack in zip(situation.seat_numbers, situation.history.starting_stacks, strict=False):
        stacks[number - 1] = stack
    placed = (dead_button_places(stacks, *situation.previous_blinds)[0]
              if situation.previous_blinds is not None else None)
    waiting = waiting_new_players(situation, stacks, placed)
    for seat in waiting:
        stacks[seat] = None  # not dealt in this hand
    turned_away = []
    game_code = phh.ALL_VARIANT_GAMES.get(situation.history.variant, ("holdem",))[0]
    limit = get_game(game_code).max_seats
    for seat in reversed(situation.new_players):  # the last to arrive is the one without a seat
        if sum(1 for s in stacks if s is not None) > limit and stacks[seat] is not None:
            stacks[seat] = None
            turned_away.append(seat)
    history = situation.history
    settings = situation.house if house is None else house
    button, stub, seed, drawn = situation.button, list(situation.stub), situation.seed, []
    blinds = None
    heads_up_ended = False
    if situation.previous_blinds is not None:
        button, blinds = dead_button_places(stacks, *situation.previous_blinds)
        arrived = [seat for seat in situation.new_players if stacks[seat] is not None]
        # Two players last hand and a new one now: the hand that takes the game back from heads-up.
        heads_up_ended = bool(arrived) and sum(1 for s in stacks if s is not None) - len(arrived) == 2
        if (settings.new_player_on_button_waits and button in arrived and situation.button_buyer is None):
            # The button would reach a new player's seat: he waits for it to pass, as if nobody sat there
            # (TableSettings.new_player_on_button_waits), and the places are those of the others.
            stacks[button] = None
            waiting.append(button)
            button, blinds = dead_button_places(stacks, *situation.previous_blinds)
    seated = [s for s in stacks if s is not None]
    if len(seated) != history.player_count:
        history = replace(history, starting_stacks=tuple(seated), antes=history.antes[:len(seated)],
                          blinds_or_straddles=(history.blinds_or_straddles[:len(seated)]
                                               if history.blinds_or_straddles else None))
    config = phh.table_config(history, settings, situation.source)
    if situation.button_draw:
        # One card each from seat 1 round; the high card by rank, then suit, takes the button.
        # The cards go back and the deck is shuffled again for the deal.
        occupied = [i for i, s in enumerate(stacks) if s is not None]
        drawn = list(zip(occupied, stub, strict=False))
        button = max(drawn, key=lambda pair: (pair[1].rank, pair[1].suit))[0]
        seed = f"{situation.seed}-after-button-draw"
        stub = list(ordered_stub((), seed))
    names = list(situation.history.players) if situation.history.players else None
    seat_names = None
    if names:
        seat_names = [f"Seat {i + 1}" for i in range(situation.seat_count)]
        for number, name in zip(situation.seat_numbers, names, strict=False):
            seat_names[number - 1] = name
    try:
        color_up = None
        if situation.color_up is not None:
            chips = dict(zip((n - 1 for n in situation.seat_numbers), situation.color_up["small_chips"], strict=False))
            color_up = {"small": situation.color_up["small"], "large": situation.color_up["large"],
                        "small_chips": chips}
        return Table(config, stacks, button=button, stub=stub,
                     seed=seed, names=seat_names, missed_blinds=situation.missed_blinds,
                     missed_small_blinds=situation.missed_small_blinds,
                     button_buyer=situation.button_buyer, blinds=blinds, waiting=waiting, turned_away=turned_away,
                     mixed_game=situation.mixed_game, button_draw=drawn, color_up=color_up,
                     heads_up_start=situation.previous_blinds is not None and blinds is None,
                     heads_up_ended=situation.previous_blinds if heads_up_ended and blinds is not None else None)
    except ValueError as error:
        raise ValueError(f"{situation.source}: {error}") from None
