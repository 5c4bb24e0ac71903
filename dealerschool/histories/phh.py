"""Poker Hand History (PHH) files in and out.

PHH is a TOML format (the ``phh-std`` specification, also read and written
by PokerKit). A hand is a handful of game parameters (variant code, antes,
blinds or bring-in, bet sizes, starting stacks) plus an ``actions`` array of
short strings such as ``"d dh p1 AsKd"`` or ``"p2 cbr 300"``.

This module parses a file into a frozen :class:`HandHistory` whose actions
are typed frozen dataclasses, checks the fields our engine relies on, and
writes it back. Fields we do not model are kept in ``extra`` so a file
round-trips. Players are numbered from 0 in our dataclasses (``p1`` is
player 0), the same as PokerKit's player indices.

Variant codes. The eleven codes of phh-std are accepted. The standard has
no code for five-card draw, pot-limit hold'em, fixed-limit Omaha (high
only), pot-limit stud or spread-limit stud, so we add codes built the same
way (a structure letter, then the game); see :data:`INVENTED_VARIANTS`.
Spread-limit games need the top of the spread, which PHH cannot express,
so they use ``min_bet`` for the bottom and an added ``max_bet`` field for the
top (PHH readers that do not know our codes will reject those files anyway).

Values are whole chips: PHH allows floats and ``inf`` stacks, but our table
counts chips, so a fractional or infinite amount is rejected with a
ValueError naming the field.

Playing a history on our table (``replay``) and writing a hand our table
dealt back as PHH (``from_table``) live in :mod:`dealerschool.histories.phh_table`.
"""

from __future__ import annotations

import datetime
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from dealerschool.files import parse_toml, read_text
from dealerschool.poker.cards import Card, parse_card

__all__ = [
    "STANDARD_VARIANTS",
    "INVENTED_VARIANTS",
    "VARIANTS",
    "DealHole",
    "DealBoard",
    "StandPatOrDiscard",
    "PostBringIn",
    "CompleteBetOrRaiseTo",
    "CheckOrCall",
    "Fold",
    "ShowOrMuck",
    "NoOperation",
    "Action",
    "HandHistory",
    "parse_action",
    "format_action",
    "loads",
    "load",
    "dumps",
    "dump",
    "to_mapping",
    "VARIANT_GAMES",
    "DECK_FIELD",
    "table_config",
    "ALL_VARIANT_GAMES",
    "MORE_VARIANT_GAMES",
    "SEED_FIELD",
]

STANDARD_VARIANTS: dict[str, str] = {
    "FT": "fixed-limit Texas hold'em",
    "NT": "no-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha hold'em",
    "FO/8": "fixed-limit Omaha hold'em high/low split eight or better",
    "F7S": "fixed-limit seven-card stud",
    "F7S/8": "fixed-limit seven-card stud high/low split eight or better",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit deuce-to-seven lowball single draw",
    "F2L3D": "fixed-limit deuce-to-seven lowball triple draw",
    "FB": "fixed-limit badugi",
}
"""The variant codes defined by phh-std 0.0.1, with their games."""

INVENTED_VARIANTS: dict[str, str] = {
    "PT": "pot-limit Texas hold'em",
    "FO": "fixed-limit Omaha hold'em (high only)",
    "P7S": "pot-limit seven-card stud",
    "S7S": "spread-limit seven-card stud (min_bet to max_bet)",
    "F5CD": "fixed-limit five-card draw (high, one draw)",
    "N5CD": "no-limit five-card draw (high, one draw)",
    "P5CD": "pot-limit five-card draw (high, one draw)",
}
"""Our own codes for games phh-std lacks: structure letter (F fixed, N no,
P pot, S spread limit) followed by the game, as the standard codes are built.
PokerKit cannot read files that use these."""

_GAME_PARTS: dict[str, tuple[str, str]] = {
    "holdem": ("T", "Texas hold'em"),
    "omaha": ("O", "Omaha hold'em (high only)"),
    "omaha-hilo": ("O/8", "Omaha hold'em high/low split eight or better"),
    "stud": ("7S", "seven-card stud"),
    "stud-hilo": ("7S/8", "seven-card stud high/low split eight or better"),
    "razz": ("R", "razz"),
    "five-card-draw": ("5CD", "five-card draw (high, one draw)"),
    "deuce-seven-triple-draw": ("2L3D", "deuce-to-seven lowball triple draw"),
    "deuce-seven-single-draw": ("2L1D", "deuce-to-seven lowball single draw"),
    "ace-five-single-draw": ("A5L1D", "ace-to-five lowball single draw"),
    "badugi": ("B", "badugi"),
}
"""The game part of a variant code (after the structure letter), for every game our table deals."""

_STRUCTURE_LETTERS = {"fixed-limit": "F", "no-limit": "N", "pot-limit": "P", "spread-limit": "S"}


def _remaining_variants() -> dict[str, tuple[str, str]]:
    # Every other game and structure our table deals, coded the same way, so that
    # any hand it deals can be written back (phh_table.from_table).
    from dealerschool.poker.games import GAMES

    found: dict[str, tuple[str, str]] = {}
    for game in GAMES.values():
        part = _GAME_PARTS[game.code][0]
        for structure in game.structures:
            code = _STRUCTURE_LETTERS[structure.value] + part
            if code not in STANDARD_VARIANTS and code not in INVENTED_VARIANTS:
                found[code] = (game.code, structure.value)
    return found


MORE_VARIANT_GAMES: dict[str, tuple[str, str]] = _remaining_variants()
"""Codes for the rest of our table's games and structures (spread-limit hold'em, pot-limit razz,
no-limit badugi...): written by :func:`dealerschool.histories.phh_table.from_table` and read back by
:func:`dealerschool.histories.phh_table.replay_history`; built like :data:`INVENTED_VARIANTS`, and like them unknown
to other PHH readers."""

INVENTED_VARIANTS.update({
    code: f"{structure} {_GAME_PARTS[game][1]}" + (" (min_bet to max_bet)" if structure == "spread-limit" else "")
    for code, (game, structure) in MORE_VARIANT_GAMES.items()
})

VARIANTS: dict[str, str] = STANDARD_VARIANTS | INVENTED_VARIANTS
"""Every variant code we accept."""

_BLIND_FIELDS = ("antes", "blinds_or_straddles")
_FIXED = ("small_bet", "big_bet")
_STUD = ("antes", "bring_in", "small_bet", "big_bet")
_REQUIRED: dict[str, tuple[str, ...]] = {
    "FT": _BLIND_FIELDS + _FIXED,
    "NT": _BLIND_FIELDS + ("min_bet",),
    "NS": _BLIND_FIELDS + ("min_bet",),
    "PO": _BLIND_FIELDS + ("min_bet",),
    "FO/8": _BLIND_FIELDS + _FIXED,
    "F7S": _STUD,
    "F7S/8": _STUD,
    "FR": _STUD,
    "N2L1D": _BLIND_FIELDS + ("min_bet",),
    "F2L3D": _BLIND_FIELDS + _FIXED,
    "FB": _BLIND_FIELDS + _FIXED,
    "PT": _BLIND_FIELDS + ("min_bet",),
    "FO": _BLIND_FIELDS + _FIXED,
    "P7S": ("antes", "bring_in", "min_bet"),
    "S7S": ("antes", "bring_in", "min_bet", "max_bet"),
    "F5CD": _BLIND_FIELDS + _FIXED,
    "N5CD": _BLIND_FIELDS + ("min_bet",),
    "P5CD": _BLIND_FIELDS + ("min_bet",),
}
"""Fields (besides variant, starting_stacks and actions) each code needs."""

_STRUCTURE_FIELDS = {"fixed-limit": _FIXED, "no-limit": ("min_bet",), "pot-limit": ("min_bet",),
                     "spread-limit": ("min_bet", "max_bet")}
for _code, (_game, _structure) in MORE_VARIANT_GAMES.items():
    _forced = ("antes", "bring_in") if _GAME_PARTS[_game][0].startswith(("7S", "R")) else _BLIND_FIELDS
    _REQUIRED[_code] = _forced + _STRUCTURE_FIELDS[_structure]


# ---------------------------------------------------------------- actions

CardOrUnknown = Card | None
"""A card, or ``None`` for a card written ``??`` (dealt but not seen)."""


@dataclass(frozen=True)
class DealHole:
    """``d dh pN cards``: the dealer gives player ``player`` these hole (down or up) cards."""

    player: int
    cards: tuple[CardOrUnknown, ...]
    commentary: str | None = None


@dataclass(frozen=True)
class DealBoard:
    """``d db cards``: the dealer turns these community cards."""

    cards: tuple[CardOrUnknown, ...]
    commentary: str | None = None


@dataclass(frozen=True)
class StandPatOrDiscard:
    """``pN sd [cards]``: the player throws away ``cards`` (empty: stands pat)."""

    player: int
    cards: tuple[CardOrUnknown, ...] = ()
    commentary: str | None = None


@dataclass(frozen=True)
class PostBringIn:
    """``pN pb``: the player posts the stud bring-in."""

    player: int
    commentary: str | None = None


@dataclass(frozen=True)
class CompleteBetOrRaiseTo:
    """``pN cbr amount``: the player completes, bets or raises to ``amount`` in total this street."""

    player: int
    amount: int
    commentary: str | None = None


@dataclass(frozen=True)
class CheckOrCall:
    """``pN cc``: the player checks, or calls the current bet."""

    player: int
    commentary: str | None = None


@dataclass(frozen=True)
class Fold:
    """``pN f``: the player folds."""

    player: int
    commentary: str | None = None


@dataclass(frozen=True)
class ShowOrMuck:
    """``pN sm [cards|-]``: the player shows ``cards`` or, with ``cards`` None, mucks.

    ``shows_dealt`` stands for the ``-`` shorthand: the player shows the hole
    cards already written in their deal actions.
    """

    player: int
    cards: tuple[CardOrUnknown, ...] | None = None
    shows_dealt: bool = False
    commentary: str | None = None


@dataclass(frozen=True)
class NoOperation:
    """An empty action or a bare ``# commentary``: nothing happens at the table."""

    commentary: str | None = None


Action = (
    DealHole | DealBoard | StandPatOrDiscard | PostBringIn | CompleteBetOrRaiseTo
    | CheckOrCall | Fold | ShowOrMuck | NoOperation
)

_CARD_RUN = re.compile(r"(?:[2-9TJQKA?][cdhs?])+", re.IGNORECASE)


def _parse_card_run(text: str) -> tuple[CardOrUnknown, ...]:
    """Parse concatenated cards such as ``AsKd`` or ``????`` (two unknown cards)."""
    if not _CARD_RUN.fullmatch(text):
        raise ValueError(f"expected cards written like 'AsKd' (or '??' for an unknown card), got {text!r}")
    cards: list[CardOrUnknown] = []
    for start in range(0, len(text), 2):
        chunk = text[start:start + 2]
        if "?" in chunk:
            if chunk != "??":
                # A half-known card ('A?') is legal PHH but our table needs whole cards.
                raise ValueError(f"partly unknown card {chunk!r} in {text!r}: write a whole card or '??'")
            cards.append(None)
        else:
            cards.append(parse_card(chunk))
    return tuple(cards)


def _format_card_run(cards: tuple[CardOrUnknown, ...]) -> str:
    return "".join("??" if c is None else str(c) for c in cards)


def _parse_player(word: str, player_count: int | None) -> int:
    match = re.fullmatch(r"p([1-9][0-9]*)", word)
    if not match:
        raise ValueError(f"expected a player label like 'p1', got {word!r}")
    index = int(match.group(1)) - 1
    if player_count is not None and index >= player_count:
        raise ValueError(f"player {word!r} does not exist: there are {player_count} players (p1..p{player_count})")
    return index


def parse_action(text: str, player_count: int | None = None, *, keep_commentary: bool = True) -> Action:
    """Parse one PHH action string; raise ValueError saying what was expected.

    ``player_count``, when given, rejects players beyond ``p{player_count}``.
    """
    commentary: str | None = None
    body = text
    if "#" in text:
        body, _, tail = text.partition("#")
        # phh-std writes ' # comment'; keep the words, drop the one separating space.
        commentary = tail[1:] if tail.startswith(" ") else tail
    if not keep_commentary:
        commentary = None
    words = body.split()
    if not words:
        return NoOperation(commentary)
    if words[0] == "d":
        if len(words) == 3 and words[1] == "db":
            return DealBoard(_parse_card_run(words[2]), commentary)
        if len(words) == 4 and words[1] == "dh":
            return DealHole(_parse_player(words[2], player_count), _parse_card_run(words[3]), commentary)
        raise ValueError("expected a dealer action 'd db CARDS' or 'd dh pN CARDS'")
    player = _parse_player(words[0], player_count)
    kind, arguments = (words[1] if len(words) > 1 else None), words[2:]
    if kind == "sd" and len(arguments) <= 1:
        return StandPatOrDiscard(player, _parse_card_run(arguments[0]) if arguments else (), commentary)
    if kind == "pb" and not arguments:
        return PostBringIn(player, commentary)
    if kind == "cc" and not arguments:
        return CheckOrCall(player, commentary)
    if kind == "f" and not arguments:
        return Fold(player, commentary)
    if kind == "cbr" and len(arguments) == 1:
        return CompleteBetOrRaiseTo(player, _parse_amount_text(arguments[0]), commentary)
    if kind == "sm" and len(arguments) <= 1:
        if not arguments:
            return ShowOrMuck(player, None, False, commentary)
        if arguments[0] == "-":
            return ShowOrMuck(player, None, True, commentary)
        return ShowOrMuck(player, _parse_card_run(arguments[0]), False, commentary)
    raise ValueError(
        "expected a player action 'pN sd [CARDS]', 'pN pb', 'pN cbr AMOUNT', 'pN cc', 'pN f' or 'pN sm [CARDS|-]'"
    )


def _parse_amount_text(text: str) -> int:
    try:
        value = float(text) if any(c in text for c in ".eE") else int(text)
    except ValueError:
        raise ValueError(f"expected a whole number of chips after 'cbr', got {text!r}") from None
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"expected a whole number of chips after 'cbr', got {text!r}")
        value = int(value)
    if value <= 0:
        raise ValueError(f"expected a positive amount after 'cbr', got {text!r}")
    return value


def format_action(action: Action) -> str:
    """Write an action back in PHH notation (with its commentary, if any)."""
    match action:
        case DealHole(player, cards, _):
            text = f"d dh p{player + 1} {_format_card_run(cards)}"
        case DealBoard(cards, _):
            text = f"d db {_format_card_run(cards)}"
        case StandPatOrDiscard(player, cards, _):
            text = f"p{player + 1} sd" + (f" {_format_card_run(cards)}" if cards else "")
        case PostBringIn(player, _):
            text = f"p{player + 1} pb"
        case CompleteBetOrRaiseTo(player, amount, _):
            text = f"p{player + 1} cbr {amount}"
        case CheckOrCall(player, _):
            text = f"p{player + 1} cc"
        case Fold(player, _):
            text = f"p{player + 1} f"
        case ShowOrMuck(player, cards, shows_dealt, _):
            text = f"p{player + 1} sm"
            if shows_dealt:
                text += " -"
            elif cards is not None:
                text += f" {_format_card_run(cards)}"
        case NoOperation(_):
            text = ""
        case _:
            raise TypeError(f"not a PHH action: {action!r}")
    if action.commentary is not None:
        text = (text + " " if text else "") + "# " + action.commentary
    return text


# ---------------------------------------------------------------- history

@dataclass(frozen=True)
class HandHistory:
    """One hand in PHH form.

    Lists are stored as tuples so the object is hashable and immutable.
    ``extra`` holds every TOML key we do not model, so it survives a
    load/dump round trip.
    """

    variant: str
    antes: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    actions: tuple[Action, ...]
    blinds_or_straddles: tuple[int, ...] | None = None
    bring_in: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    min_bet: int | None = None
    max_bet: int | None = None
    """Top of the spread in spread-limit codes (our addition to PHH)."""
    ante_trimming_status: bool | None = None
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: datetime.time | None = None
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    hand: str | int | None = None
    level: int | None = None
    seats: tuple[int, ...] | None = None
    seat_count: int | None = None
    table: str | int | None = None
    players: tuple[str, ...] | None = None
    finishing_stacks: tuple[int, ...] | None = None
    winnings: tuple[int, ...] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: int | float | None = None
    time_banks: tuple[int | float, ...] | None = None
    extra: dict[str, Any] = field(default_factory=dict, hash=False)

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    @property
    def is_standard_variant(self) -> bool:
        """True if PokerKit and other phh-std readers know this variant code."""
        return self.variant in STANDARD_VARIANTS


_FIELD_NAMES = tuple(f.name for f in fields(HandHistory) if f.name != "extra")
_CHIP_LISTS = ("antes", "blinds_or_straddles", "starting_stacks", "finishing_stacks", "winnings")
_CHIP_SCALARS = ("bring_in", "small_bet", "big_bet", "min_bet", "max_bet")
_INTEGERS = ("day", "month", "year", "level", "seat_count")
_STRINGS = ("author", "event", "url", "venue", "address", "city", "region", "postal_code", "country",
            "time_zone", "time_zone_abbreviation", "currency", "currency_symbol")


def field_where(source_name: str, name: str) -> str:
    return f"{source_name}: field {name!r}"


def _chips(value: Any, source_name: str, name: str, *, positive: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{field_where(source_name, name)}: expected a whole number of chips, got {value!r}")
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(f"{field_where(source_name, name)}: expected a whole number of chips, got {value!r}")
    chips = int(value)
    if chips < 0 or (positive and chips == 0):
        expected = "a positive" if positive else "a non-negative"
        raise ValueError(f"{field_where(source_name, name)}: expected {expected} number of chips, got {value!r}")
    return chips


def _chip_list(value: Any, source_name: str, name: str, length: int | None, *, positive: bool = False) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{field_where(source_name, name)}: expected an array of chip amounts, got {value!r}")
    result = tuple(_chips(v, source_name, f"{name}[{i}]", positive=positive) for i, v in enumerate(value))
    if length is not None and len(result) != length:
        raise ValueError(
            f"{field_where(source_name, name)}: expected {length} values (one per player in starting_stacks), got {len(result)}"
        )
    return result


def history_from_mapping(data: dict[str, Any], source_name: str) -> HandHistory:
    """Build a checked HandHistory from parsed TOML."""
    data = dict(data)
    values: dict[str, Any] = {}

    variant = data.pop("variant", None)
    if variant is None:
        raise ValueError(f"{field_where(source_name, 'variant')}: missing (expected one of {', '.join(VARIANTS)})")
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(f"{field_where(source_name, 'variant')}: unknown code {variant!r} (expected one of {', '.join(VARIANTS)})")
    values["variant"] = variant

    for name in ("starting_stacks", "actions", *_REQUIRED[variant]):
        if name not in data:
            raise ValueError(f"{field_where(source_name, name)}: missing (variant {variant} requires it)")

    stacks = _chip_list(data.pop("starting_stacks"), source_name, "starting_stacks", None, positive=True)
    if len(stacks) < 2:
        raise ValueError(f"{field_where(source_name, 'starting_stacks')}: expected at least two players, got {len(stacks)}")
    values["starting_stacks"] = stacks
    count = len(stacks)

    _read_chip_fields(data, source_name, count, values)
    _read_plain_fields(data, source_name, values)
    _read_player_fields(data, source_name, count, values)
    values["actions"] = _read_actions(data.pop("actions"), source_name, count)
    values["extra"] = data
    return HandHistory(**values)


def _read_chip_fields(data: dict[str, Any], source_name: str, count: int, values: dict[str, Any]) -> None:
    """The chip amounts (one per player, or one for the table) taken out of ``data`` into ``values``, checked."""
    for name in _CHIP_LISTS:
        if name in data and name != "starting_stacks":
            values[name] = _chip_list(data.pop(name), source_name, name, count)
    for name in _CHIP_SCALARS:
        if name in data:
            values[name] = _chips(data.pop(name), source_name, name, positive=True)
    if "blinds_or_straddles" in values and "bring_in" in values:
        raise ValueError(f"{field_where(source_name, 'bring_in')}: a hand has blinds_or_straddles or a bring_in, not both")


def _read_plain_fields(data: dict[str, Any], source_name: str, values: dict[str, Any]) -> None:
    """The integers, strings, the hand and table names, the ante trimming flag and the time, checked."""
    for name in _INTEGERS:
        if name in data:
            value = data.pop(name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{field_where(source_name, name)}: expected an integer, got {value!r}")
            values[name] = value
    for name in _STRINGS:
        if name in data:
            value = data.pop(name)
            if not isinstance(value, str):
                raise ValueError(f"{field_where(source_name, name)}: expected a string, got {value!r}")
            values[name] = value
    for name in ("hand", "table"):
        if name in data:
            value = data.pop(name)
            if isinstance(value, bool) or not isinstance(value, (str, int)):
                raise ValueError(f"{field_where(source_name, name)}: expected a string or an integer, got {value!r}")
            values[name] = value
    if "ante_trimming_status" in data:
        value = data.pop("ante_trimming_status")
        if not isinstance(value, bool):
            raise ValueError(f"{field_where(source_name, 'ante_trimming_status')}: expected true or false, got {value!r}")
        values["ante_trimming_status"] = value
    if "time" in data:
        value = data.pop("time")
        if not isinstance(value, datetime.time):
            raise ValueError(f"{field_where(source_name, 'time')}: expected a TOML local time like 12:34:56, got {value!r}")
        values["time"] = value


def _read_player_fields(data: dict[str, Any], source_name: str, count: int, values: dict[str, Any]) -> None:
    """The players' seats, names and time banks, and the time limit, checked against the player count."""
    if "seats" in data:
        value = data.pop("seats")
        if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) or v < 1 for v in value):
            raise ValueError(f"{field_where(source_name, 'seats')}: expected an array of seat numbers from 1, got {value!r}")
        if len(value) != count:
            raise ValueError(f"{field_where(source_name, 'seats')}: expected {count} seat numbers, got {len(value)}")
        if len(set(value)) != len(value):
            raise ValueError(f"{field_where(source_name, 'seats')}: a seat number appears twice in {value!r}")
        values["seats"] = tuple(value)
    if "players" in data:
        value = data.pop("players")
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or len(value) != count:
            raise ValueError(f"{field_where(source_name, 'players')}: expected an array of {count} names, got {value!r}")
        values["players"] = tuple(value)
    if "time_limit" in data:
        value = data.pop("time_limit")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ValueError(f"{field_where(source_name, 'time_limit')}: expected a number of seconds, got {value!r}")
        values["time_limit"] = value
    if "time_banks" in data:
        value = data.pop("time_banks")
        if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in value):
            raise ValueError(f"{field_where(source_name, 'time_banks')}: expected an array of seconds, got {value!r}")
        values["time_banks"] = tuple(value)


def _read_actions(raw_actions: Any, source_name: str, count: int) -> tuple[Action, ...]:
    """The actions, each parsed (an error names its index and text)."""
    if not isinstance(raw_actions, list):
        raise ValueError(f"{field_where(source_name, 'actions')}: expected an array of action strings, got {raw_actions!r}")
    actions: list[Action] = []
    for index, text in enumerate(raw_actions):
        if not isinstance(text, str):
            raise ValueError(f"{field_where(source_name, 'actions')}: action {index} is {text!r}, expected a string")
        try:
            actions.append(parse_action(text, count))
        except ValueError as error:
            raise ValueError(f"{field_where(source_name, 'actions')}: action {index} {text!r}: {error}") from None
    return tuple(actions)


def loads(text: str, source_name: str = "<string>") -> HandHistory:
    """Parse PHH text; ``source_name`` (a file name) goes into error messages."""
    return history_from_mapping(parse_toml(text, source_name), source_name)


def load(path: str | Path) -> HandHistory:
    """Read and parse a ``.phh`` file."""
    return loads(read_text(path), str(path))


_OUTPUT_ORDER = (
    "variant", "ante_trimming_status", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet",
    "min_bet", "max_bet", "starting_stacks", "actions",
)
"""Required fields first, in the order phh-std and PokerKit write them; optional ones follow."""


def to_mapping(history: HandHistory) -> dict[str, Any]:
    """The TOML table for a history: known fields in phh-std order, then ``extra``."""
    data: dict[str, Any] = {}
    names = _OUTPUT_ORDER + tuple(n for n in _FIELD_NAMES if n not in _OUTPUT_ORDER)
    for name in names:
        value = getattr(history, name)
        if value is None:
            continue
        if name == "actions":
            value = [format_action(a) for a in value]
        elif isinstance(value, tuple):
            value = list(value)
        data[name] = value
    for name, value in history.extra.items():
        if name in data:
            raise ValueError(f"extra field {name!r} clashes with a known field of the same name")
        data[name] = value
    return data


def _inline(value: Any) -> str:
    """One TOML value on one line (tomli_w would spread every array over many lines)."""
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return tomli_w.dumps({"v": value}).partition("=")[2].strip()


def dumps(history: HandHistory) -> str:
    """Write a history as PHH text: short arrays inline, one action per line."""
    lines: list[str] = []
    tables: dict[str, Any] = {}
    for name, value in to_mapping(history).items():
        if isinstance(value, dict) or (isinstance(value, list) and any(isinstance(v, dict) for v in value)):
            tables[name] = value  # sub-tables must come after every plain key
            continue
        key = tomli_w.dumps({name: 0}).partition("=")[0].strip()
        if name == "actions" and value:
            lines.append(f"{key} = [")
            lines.extend(f"  {_inline(text)}," for text in value)
            lines.append("]")
        else:
            lines.append(f"{key} = {_inline(value)}")
    text = "\n".join(lines) + "\n"
    if tables:
        text += "\n" + tomli_w.dumps(tables)
    return text


def dump(history: HandHistory, path: str | Path) -> None:
    Path(path).write_text(dumps(history), encoding="utf-8")


# ---------------------------------------------------------------- variants on our table

VARIANT_GAMES: dict[str, tuple[str, str]] = {
    "NT": ("holdem", "no-limit"),
    "FT": ("holdem", "fixed-limit"),
    "PT": ("holdem", "pot-limit"),
    "PO": ("omaha", "pot-limit"),
    "FO": ("omaha", "fixed-limit"),
    "FO/8": ("omaha-hilo", "fixed-limit"),
    "F7S": ("stud", "fixed-limit"),
    "P7S": ("stud", "pot-limit"),
    "S7S": ("stud", "spread-limit"),
    "F7S/8": ("stud-hilo", "fixed-limit"),
    "FR": ("razz", "fixed-limit"),
    "F5CD": ("five-card-draw", "fixed-limit"),
    "N5CD": ("five-card-draw", "no-limit"),
    "P5CD": ("five-card-draw", "pot-limit"),
    "N2L1D": ("deuce-seven-single-draw", "no-limit"),
    "F2L3D": ("deuce-seven-triple-draw", "fixed-limit"),
    "FB": ("badugi", "fixed-limit"),
}
"""Our game code and betting structure for each variant code (NS, short-deck, has no table game).
The remaining pairs our table deals have codes in :data:`MORE_VARIANT_GAMES`."""

ALL_VARIANT_GAMES: dict[str, tuple[str, str]] = VARIANT_GAMES | MORE_VARIANT_GAMES
"""Every variant code our table can replay, with its game code and structure."""

SEED_FIELD = "_seed"
"""Our extra PHH field: the table's shuffle seed, written when the hand scrambled discards or burns
into a new stub (draw games, stud's seventh street), so a strict replay makes the same new stub."""

DECK_FIELD = "_deck"
"""Our extra PHH field: the 52 cards in stub order (top first), burns included, e.g. "AsKd...".
PHH records no burns, so without it a replay can only place the history's cards where the table deals
them; with it the replay also proves the table deals in the same physical order as whoever wrote the file."""


def _straddles(blinds: tuple[int, ...], source_name: str) -> tuple[int, ...]:
    """The straddles of ``blinds_or_straddles`` (its third and further entries, in turn after the big blind);
    ValueError for a gap (a straddle after a 0 entry) or a straddle not above the entry before it."""
    rest = list(blinds[2:])
    while rest and not rest[-1]:
        rest.pop()
    where = field_where(source_name, 'blinds_or_straddles')
    if rest and not (blinds[0] and blinds[1]):
        raise ValueError(f"{where}: a straddle follows a small and a big blind, got {list(blinds)}")
    before = blinds[1]
    for amount in rest:
        if amount <= before:
            raise ValueError(f"{where}: each straddle (the third entry on) is posted by the next seat in turn and "
                             f"must be larger than the entry before it, got {list(blinds)}")
        before = amount
    return tuple(rest)


def table_config(history: HandHistory, rules: Any = None, source_name: str = "<history>") -> Any:
    """The :class:`dealerschool.table.table.TableConfig` for a history; ValueError for what our table cannot play."""
    from dealerschool.poker.games import Structure, get_game
    from dealerschool.table.table import TableConfig, TableSettings

    if history.variant not in ALL_VARIANT_GAMES:
        raise ValueError(f"{field_where(source_name, 'variant')}: {history.variant!r} has no game on our table "
                         f"(expected one of {', '.join(ALL_VARIANT_GAMES)})")
    game_code, structure_name = ALL_VARIANT_GAMES[history.variant]
    antes = set(history.antes)
    values: dict[str, Any] = {}
    blinds = history.blinds_or_straddles
    if len(antes) > 1:
        # PHH lists antes in blind order (heads-up too, p2 is the big blind's entry): one ante on the
        # big blind's entry alone is a big blind ante (catalog B10).
        if not (blinds is not None and len(history.antes) >= 2 and history.antes[1]
                and not any(a for k, a in enumerate(history.antes) if k != 1)):
            raise ValueError(f"{field_where(source_name, 'antes')}: our table takes the same ante from everyone, or a "
                             f"big blind ante (an ante on the big blind's entry, p2, alone), got {list(history.antes)}")
        values["antes"], values["big_blind_ante"] = history.antes[1], True
    else:
        values["antes"] = antes.pop()
    if blinds is not None:
        straddles = _straddles(blinds, source_name)
        if straddles:
            if structure_name not in ("no-limit", "pot-limit") or history.player_count < 2 + len(straddles):
                raise ValueError(f"{field_where(source_name, 'blinds_or_straddles')}: a straddle (the third entry on) "
                                 f"is for a no-limit or pot-limit game with a player for each past the two blinds; "
                                 f"got {list(blinds)} in a {structure_name} game of {history.player_count}")
            values["straddles"] = straddles
        if blinds[0] and not blinds[1]:
            # A single blind, posted by the first player left of the button (p1).
            if history.player_count == 2:
                raise ValueError(f"{field_where(source_name, 'blinds_or_straddles')}: heads-up, a single blind on "
                                 f"p1's entry is the button's; our table puts one blind left of the button "
                                 f"(write it as [0, {blinds[0]}])")
            values["small_blind"], values["big_blind"] = 0, blinds[0]
        else:
            values["small_blind"], values["big_blind"] = blinds[0], blinds[1]
    structure = Structure(structure_name)
    if history.bring_in is not None:
        values["bring_in"] = history.bring_in
    if structure is Structure.FIXED_LIMIT:
        values["small_bet"], values["big_bet"] = history.small_bet or 0, history.big_bet or 0
    elif structure is Structure.SPREAD_LIMIT:
        values["small_bet"], values["big_bet"] = history.min_bet or 0, history.max_bet or 0
    else:
        values["min_bet"] = history.min_bet or 0
    config = TableConfig(get_game(game_code), structure, rules=rules or TableSettings(), **values)
    try:
        config.validate(history.player_count)
    except ValueError as error:
        raise ValueError(f"{source_name}: {error}") from None
    return config
