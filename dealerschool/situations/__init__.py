"""Situation files: a table and what physically happened at it, mistakes included.

A situation is TOML. The game setup reuses PHH's field names and meanings
(``variant``, ``antes``, ``blinds_or_straddles``, ``bring_in``, ``small_bet``,
``big_bet``, ``min_bet``, ``starting_stacks``, ``seats``, ``seat_count``); we add
``button`` (a seat number), ``stub`` (the top of the stub, card by card),
``seed`` (shuffles the rest) and ``events``: what happened, in order, one
short string each (the README documents the notation). In events ``pN``
means the player in seat N.

This package reads the file (:func:`loads`, :func:`load`, :func:`from_mapping`).
The rest lives in the package's smaller modules, layered so none imports one above it, and is
re-exported here: the event notation in :mod:`dealerschool.situations.events`, the
:class:`Situation` record and the table it sets in
:mod:`dealerschool.situations.setup`, and the replay (:func:`replay`, :func:`replayed`,
:func:`step`, :class:`Irregularity`) in :mod:`dealerschool.situations.replays`.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeGuard

from dealerschool.files import parse_toml, read_text
from dealerschool.histories import phh
from dealerschool.poker.cards import ordered_stub, parse_cards
from dealerschool.situations.events import DECLARED_HANDS, Event, operation_text, parse_event
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay, replay, replayed, step
from dealerschool.situations.setup import Situation, build_table, waiting_new_players
from dealerschool.table.table import TableSettings

__all__ = [
    "DECLARED_HANDS",
    "HOUSE_OPTIONS",
    "MAX_EVENTS",
    "MAX_SEATS",
    "OUR_FIELDS",
    "PLAY",
    "SETUP_FIELDS",
    "Event",
    "Irregularity",
    "IrregularityKind",
    "Replay",
    "Situation",
    "build_table",
    "check_bounds",
    "stub_text_of",
    "from_mapping",
    "load",
    "loads",
    "operation_text",
    "parse_event",
    "replay",
    "replayed",
    "step",
    "waiting_new_players",
]

SETUP_FIELDS = ("variant", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet",
                "max_bet", "starting_stacks", "seats", "seat_count", "players")
OUR_FIELDS = ("button", "stub", "seed", "events", "house", "missed_blinds", "missed_small_blinds", "button_buyer",
              "new_players", "mixed_game", "button_draw", "color_up", "previous_blinds", "play")
PLAY = ("cash", "tournament")
"""``play``: a cash game or a tournament, where a rulebook's answer turns on it (default cash)."""
HOUSE_OPTIONS = {
    "raise_cap": int, "two_round_raise_cap": int, "heads_up_uncapped": bool, "cap_counts_all_in": bool,
    "blind_counts_toward_cap": bool, "stud_ties_by_suit": bool,
    "open_pair_option": bool, "open_pair_option_hi_lo": bool, "five_card_discard_rule": bool, "max_discard": int, "chip_unit": int,
    "showdown_last_aggressor": bool, "razz_bring_in_highest_suit": bool, "stud_running_out_tda": bool,
    "stud_odd_chip_five_card": bool, "capped_raise_chips_call": bool,
    "runout_tabled": bool, "runout_tabled_before_draw": bool, "chop_blinds": bool, "allin_showdown_tabled": bool,
    "new_player_on_button_waits": bool, "killed_hand_forfeits_unmatched": bool, "check_raise": bool,
}
"""The ``[house]`` options a situation file may set (``tableconfig.TableSettings`` fields), with the type each takes."""


FIELD_SPELLINGS = {"blinds": "blinds_or_straddles", "straddles": "blinds_or_straddles", "stacks": "starting_stacks",
                   "ante": "antes", "game": "variant", "deck": "stub", "board": "stub", "actions": "events",
                   "dealer": "button", "button_seat": "button", "small_blind": "blinds_or_straddles",
                   "big_blind": "blinds_or_straddles", "bringin": "bring_in", "bring-in": "bring_in"}
"""A field written as other formats or habit name it -> the notation's field, named in the error (not read as
it: a value's form differs, like ``blinds_or_straddles = [1, 2]`` for two blinds)."""

VARIANT_SPELLINGS = {
    "NLHE": ("NT", "no-limit hold'em"), "NLH": ("NT", "no-limit hold'em"), "HOLDEM": ("NT", "no-limit hold'em"),
    "TEXASHOLDEM": ("NT", "no-limit hold'em"), "LHE": ("FT", "limit hold'em"), "FLHE": ("FT", "limit hold'em"),
    "LIMITHOLDEM": ("FT", "limit hold'em"), "PLHE": ("PT", "pot-limit hold'em"), "PLO": ("PO", "pot-limit Omaha"),
    "OMAHA": ("PO", "pot-limit Omaha"), "PLO8": ("PO/8", "pot-limit Omaha hi-lo"), "O8": ("FO/8", "limit Omaha hi-lo"),
    "FLO8": ("FO/8", "limit Omaha hi-lo"), "OMAHA8": ("FO/8", "limit Omaha hi-lo"), "STUD": ("F7S", "limit stud"),
    "7CS": ("F7S", "limit stud"), "7STUD": ("F7S", "limit stud"), "STUD8": ("F7S/8", "limit stud hi-lo"),
    "7CS8": ("F7S/8", "limit stud hi-lo"), "STUDHILO": ("F7S/8", "limit stud hi-lo"), "RAZZ": ("FR", "limit razz"),
    "27TD": ("F2L3D", "limit 2-7 triple draw"), "TD": ("F2L3D", "limit 2-7 triple draw"),
    "27SD": ("N2L1D", "no-limit 2-7 single draw"), "NL27SD": ("N2L1D", "no-limit 2-7 single draw"),
    "BADUGI": ("FB", "limit badugi"), "5CD": ("F5CD", "limit five-card draw"), "DRAW": ("F5CD", "limit five-card draw"),
}
"""Games named as players and other formats name them -> the code to write (named in the error, not read as it:
the structure is part of the code, and a name alone may mean another one)."""

MAX_SEATS = 11
"""The most seats a situation may have: a full table of the largest game here (hold'em and Omaha seat
ten) and one more chair, for a new player the seat limit turns away (catalog: seat-limits). A larger
``seat_count``, seat number or player list is refused before any work (a link asking for a million seats
drew them all: 57 MB)."""
MAX_EVENTS = 2000
"""The most events one situation may hold (a whole stud hand dealt step by step needs a few hundred)."""
MAX_TEXT = 200
"""The longest event, stub, seed or player name."""
MAX_AMOUNT = 10**12
"""The largest chip amount a situation may name (stacks and stakes)."""

_AMOUNT_FIELDS = ("antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet", "max_bet",
                  "starting_stacks")


def _whole_number(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_bounds(data: Mapping[str, Any], source: str) -> None:
    """Refuse, before any work is done with them, sizes no table has: more seats than :data:`MAX_SEATS`,
    seat numbers beyond it, more than :data:`MAX_EVENTS` events, texts longer than :data:`MAX_TEXT`,
    amounts over :data:`MAX_AMOUNT`. ValueError names the field; the usual checks follow."""
    count = data.get("seat_count")
    if count is not None and (not _whole_number(count) or not 2 <= count <= MAX_SEATS):
        raise ValueError(f"{_where(source, 'seat_count')}: expected a number of seats from 2 to {MAX_SEATS}, "
                         f"got {str(count)[:20]!r}")
    for name in ("seats", "starting_stacks", "players", "missed_blinds", "missed_small_blinds", "new_players",
                 "previous_blinds"):
        value = data.get(name)
        if isinstance(value, list) and len(value) > MAX_SEATS:
            raise ValueError(f"{_where(source, name)}: expected at most {MAX_SEATS} entries (one per seat), "
                             f"got {len(value)}")
    seats = data.get("seats")
    if isinstance(seats, list) and any(not _whole_number(n) or not 1 <= n <= MAX_SEATS for n in seats):
        raise ValueError(f"{_where(source, 'seats')}: expected seat numbers from 1 to {MAX_SEATS}, got "
                         f"{str(seats)[:60]}")
    for name in _AMOUNT_FIELDS:
        value = data.get(name)
        values = value if isinstance(value, list) else [value]
        if len(values) > MAX_SEATS or any(_whole_number(v) and not -MAX_AMOUNT <= v <= MAX_AMOUNT for v in values):
            raise ValueError(f"{_where(source, name)}: expected amounts of at most {MAX_AMOUNT} chips, one per seat")
    events = data.get("events")
    if isinstance(events, list):
        if len(events) > MAX_EVENTS:
            raise ValueError(f"{_where(source, 'events')}: expected at most {MAX_EVENTS} events, got {len(events)}")
        for index, text in enumerate(events):
            if isinstance(text, str) and len(text) > MAX_TEXT:
                raise ValueError(f"{source}: event {index + 1}: expected at most {MAX_TEXT} characters, "
                                 f"got {len(text)}")
    stub = data.get("stub")
    if isinstance(stub, list) and len(stub) > 52:
        raise ValueError(f"{_where(source, 'stub')}: expected at most 52 cards, got {len(stub)}")
    for name in ("stub", "seed"):
        value = data.get(name)
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise ValueError(f"{_where(source, name)}: expected at most {MAX_TEXT} characters, got {len(value)}")
    seed = data.get("seed")
    if _whole_number(seed) and not -2**63 <= seed < 2**63:
        raise ValueError(f"{_where(source, 'seed')}: expected a 64-bit whole number or a short text")
    names = data.get("players")
    if isinstance(names, list) and any(isinstance(n, str) and len(n) > MAX_TEXT for n in names):
        raise ValueError(f"{_where(source, 'players')}: expected names of at most {MAX_TEXT} characters")
    house = data.get("house")
    if isinstance(house, dict):
        if len(house) > 2 * len(HOUSE_OPTIONS):
            raise ValueError(f"{_where(source, 'house')}: expected at most the {len(HOUSE_OPTIONS)} house options")
        for name, value in house.items():
            if _whole_number(value) and not -MAX_AMOUNT <= value <= MAX_AMOUNT:
                raise ValueError(f"{_where(source, 'house.' + str(name))}: expected at most {MAX_AMOUNT}")


def _where(source: str, name: str) -> str:
    return f"{source}: field {name!r}"


def loads(text: str, source: str = "<situation>") -> Situation:
    return from_mapping(parse_toml(text, source), source)


def load(path: str | Path) -> Situation:
    return loads(read_text(path), str(path))


def from_mapping(data: Mapping[str, Any], source: str, check_events: bool = True) -> Situation:
    """Check a situation's fields and build it; ValueError names the field and what was expected."""
    check_bounds(data, source)
    unknown = sorted(set(data) - set(SETUP_FIELDS) - set(OUR_FIELDS))
    if unknown:
        near = FIELD_SPELLINGS.get(unknown[0]) or next(iter(difflib.get_close_matches(
            unknown[0], SETUP_FIELDS + OUR_FIELDS, 1, 0.6)), "")
        raise ValueError(f"{_where(source, unknown[0])}: unknown field ("
                         + (f"write {near!r} instead; " if near else "")
                         + f"expected one of {', '.join(SETUP_FIELDS + OUR_FIELDS)})")
    setup = {k: v for k, v in data.items() if k in SETUP_FIELDS}
    setup["actions"] = []
    # PHH wants one value per player; a situation may give the short forms
    # antes = 1 and blinds_or_straddles = [1, 2] (small and big blind).
    stacks = setup.get("starting_stacks")
    count = len(stacks) if isinstance(stacks, list) else 0
    antes = setup.get("antes", 0)
    if isinstance(antes, int) and not isinstance(antes, bool):
        setup["antes"] = [antes] * count
    blinds = setup.get("blinds_or_straddles")
    if isinstance(blinds, list) and len(blinds) < count:
        setup["blinds_or_straddles"] = blinds + [0] * (count - len(blinds))
    variant = setup.get("variant")
    if "min_bet" not in setup and isinstance(variant, str) and variant.startswith(("N", "P")):
        blinds = setup.get("blinds_or_straddles")
        # Only whole numbers count here; a malformed list is left for the PHH check to name.
        amounts = [b for b in blinds if isinstance(b, int) and not isinstance(b, bool)] if isinstance(blinds, list) else []
        setup["min_bet"] = max(amounts, default=0)
    if isinstance(variant, str) and variant not in phh.ALL_VARIANT_GAMES \
            and variant.upper().replace(" ", "").replace("-", "").replace("'", "") in VARIANT_SPELLINGS:
        code, game = VARIANT_SPELLINGS[variant.upper().replace(" ", "").replace("-", "").replace("'", "")]
        raise ValueError(f"{_where(source, 'variant')}: {variant!r} is not a code: write {code!r} ({game})")
    history = phh.history_from_mapping(setup, source)
    count = history.player_count
    seat_numbers = history.seats or tuple(range(1, count + 1))
    seat_count = int(data.get("seat_count", max(seat_numbers)))
    if seat_count < max(seat_numbers):
        raise ValueError(f"{_where(source, 'seat_count')}: {seat_count} is less than the highest seat number "
                         f"{max(seat_numbers)}")
    button = data.get("button")
    if button is not None and (isinstance(button, bool) or not isinstance(button, int)
                               or not 1 <= button <= seat_count):
        raise ValueError(f"{_where(source, 'button')}: expected a seat number from 1 to {seat_count}, got {button!r}")
    stub_text = data.get("stub", "")
    if isinstance(stub_text, list):
        stub_text = stub_text_of(stub_text)  # stub = ["As", "Kd", "7h"]: the same cards as "AsKd7h"
    if not isinstance(stub_text, str):
        raise ValueError(f"{_where(source, 'stub')}: expected a string of cards like 'AsKd7h', got {stub_text!r}")
    try:
        top = parse_cards(stub_text)
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError(f"expected an integer or a string, got {seed!r}")
        stub = tuple(ordered_stub(top, seed))
    except ValueError as error:
        raise ValueError(f"{_where(source, 'stub' if 'seed' not in str(error) else 'seed')}: {error}") from None
    house_data = data.get("house", {})
    if not isinstance(house_data, dict):
        raise ValueError(f"{_where(source, 'house')}: expected a table of house options")
    house_values: dict[str, Any] = {}
    for name, value in house_data.items():
        wanted = HOUSE_OPTIONS.get(name)
        if wanted is None:
            raise ValueError(f"{_where(source, 'house.' + name)}: unknown option (expected one of "
                             f"{', '.join(HOUSE_OPTIONS)})")
        if type(value) is not wanted:
            raise ValueError(f"{_where(source, 'house.' + name)}: expected {wanted.__name__}, got {value!r}")
        if isinstance(value, int) and not isinstance(value, bool) and value < (0 if name == "raise_cap" else 1):
            raise ValueError(f"{_where(source, 'house.' + name)}: expected a "
                             f"{'non-negative' if name == 'raise_cap' else 'positive'} whole number, got {value}")
        house_values[name] = value
    events_data = data.get("events", [])
    if not isinstance(events_data, list):
        raise ValueError(f"{_where(source, 'events')}: expected an array of strings")
    events = tuple(parse_event(text, i, source, seat_count) for i, text in enumerate(events_data))
    _players_named(data, source, seat_count, seat_numbers)
    situation = Situation(source, history, None if button is None else button - 1, tuple(seat_numbers),
                          seat_count, stub, data.get("seed", 0), events, TableSettings(**house_values), dict(house_values),
                          _seat_list(data, "missed_blinds", source, seat_count),
                          _one_seat(data, "button_buyer", source, seat_count),
                          _seat_list(data, "new_players", source, seat_count),
                          _flag(data, "mixed_game", source), _flag(data, "button_draw", source),
                          _color_up(data, source, history.player_count),
                          _previous_blinds(data, source, seat_count, button), _play(data, source),
                          _missed_small_blinds(data, source, seat_count))
    if check_events:
        replayed(situation)  # fail early, naming the file and the event, if the events cannot be played (kept)
    return situation


def stub_text_of(cards: list[Any]) -> Any:
    """``stub`` given as a list of cards (``["As", "Kd"]``) as the string the notation writes ("AsKd"); a list
    holding anything but card strings is returned as it is, for the stub's check to refuse."""
    if not all(isinstance(card, str) for card in cards):
        return cards
    try:
        return "".join(str(card) for card in parse_cards(" ".join(cards)))
    except ValueError:
        return " ".join(cards)


def _play(data: Mapping[str, Any], source: str) -> str:
    value = data.get("play", "cash")
    if value not in PLAY:
        raise ValueError(f"{_where(source, 'play')}: expected \"cash\" or \"tournament\", got {value!r}")
    return str(value)


def _previous_blinds(data: Mapping[str, Any], source: str, seat_count: int,
                     button: int | None) -> tuple[int, int] | None:
    """``previous_blinds = [small, big]``: the last hand's blind seats, for a dead button (catalog X14)."""
    if "previous_blinds" not in data:
        return None
    value = data["previous_blinds"]
    if (not isinstance(value, list) or len(value) != 2 or value[0] == value[1]
            or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= seat_count for v in value)):
        raise ValueError(f"{_where(source, 'previous_blinds')}: expected the last hand's small and big blind "
                         f"seats, two different seat numbers from 1 to {seat_count}, got {value!r}")
    if button is not None:
        raise ValueError(f"{_where(source, 'previous_blinds')}: give either the button or the last hand's "
                         "blinds, not both (the dead button places the button from the blinds)")
    return value[0] - 1, value[1] - 1


def _seat_list(data: Mapping[str, Any], name: str, source: str, seat_count: int) -> tuple[int, ...]:
    value = data.get(name, [])
    if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= seat_count
                                          for v in value):
        raise ValueError(f"{_where(source, name)}: expected an array of seat numbers from 1 to {seat_count}, "
                         f"got {value!r}")
    return tuple(v - 1 for v in value)


def _missed_small_blinds(data: Mapping[str, Any], source: str, seat_count: int) -> tuple[int, ...]:
    """Returning players who missed the small blind only; a seat cannot have missed both and the small alone."""
    seats = _seat_list(data, "missed_small_blinds", source, seat_count)
    both = sorted(set(seats) & set(_seat_list(data, "missed_blinds", source, seat_count)))
    if both:
        raise ValueError(f"{_where(source, 'missed_small_blinds')}: seat {both[0] + 1} is also in missed_blinds "
                         "(a player who missed both blinds is in missed_blinds only)")
    return seats


def _color_up(data: Mapping[str, Any], source: str, players: int) -> dict[str, Any] | None:
    value = data.get("color_up")
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"small", "large", "small_chips"}:
        raise ValueError(f"{_where(source, 'color_up')}: expected a table with small, large and small_chips")
    for name in ("small", "large"):
        if isinstance(value[name], bool) or not isinstance(value[name], int) or value[name] <= 0:
            raise ValueError(f"{_where(source, 'color_up.' + name)}: expected a positive chip value")
    chips = value["small_chips"]
    if not isinstance(chips, list) or len(chips) != players or any(
            isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in chips):
        raise ValueError(f"{_where(source, 'color_up.small_chips')}: expected {players} counts, one per player")
    if value["large"] % value["small"] or value["large"] <= value["small"]:
        raise ValueError(f"{_where(source, 'color_up.large')}: expected a multiple of color_up.small")
    return dict(value)


def _flag(data: Mapping[str, Any], name: str, source: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{_where(source, name)}: expected true or false, got {value!r}")
    return value


PLAYER_SEAT_FIELDS = ("missed_blinds", "missed_small_blinds", "new_players", "button_buyer")
"""The set-up fields that name players by their seats (a returning player, a new one, the button's buyer): each seat
they name must have a player in it. (``previous_blinds`` and, in stud, ``button`` may name an empty seat.)"""


def _players_named(data: Mapping[str, Any], source: str, seat_count: int, seat_numbers: tuple[int, ...]) -> None:
    """A seat named in a :data:`PLAYER_SEAT_FIELDS` field that nobody sits in: ValueError naming the field."""
    for name in PLAYER_SEAT_FIELDS:
        value = data.get(name)
        for number in value if isinstance(value, list) else [value]:
            if (isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= seat_count
                    and number not in seat_numbers):
                raise ValueError(f"{_where(source, name)}: seat {number} is empty: expected the seat of a player "
                                 f"({', '.join(map(str, seat_numbers))})")


def _one_seat(data: Mapping[str, Any], name: str, source: str, seat_count: int) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= seat_count:
        raise ValueError(f"{_where(source, name)}: expected a seat number from 1 to {seat_count}, got {value!r}")
    return value - 1
