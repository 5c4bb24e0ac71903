"""The floor's ruling checker: a situation built from a few choices, ruled on under every rulebook.

A floor supervisor called to a table describes it the way it happened: the game,
the stakes, who sits where with what, the button, and then what happened, step
by step ("the dealer does everything right until the flop, seat 3 to act"; "a
premature card"; "a string bet"). This module turns those choices into a
situation (the same mapping a situation file holds, see :mod:`dealerschool.situations`)
whose ``events`` are written out in the situation notation, so what the page
shows, the file it downloads and the link it shares are one and the same thing.

* :class:`Setup` and :func:`setup_from_form` — the table before the hand.
* :func:`add_step` — one step of what happened, turned into concrete events by
  looking at the table as the events so far leave it.
* :func:`check` — the ruling under every rulebook (:class:`FloorAnswer`).
* :func:`situation_toml`, :func:`parse_situation_text`, :func:`encode_link`,
  :func:`decode_link` — the situation as a file and as a link, each validated.

Bad input raises :class:`FloorError`, whose ``field`` names the form field or the
situation field at fault and whose message says what was expected.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dealerschool import situations
from dealerschool.files import parse_toml
from dealerschool.histories import phh
from dealerschool.poker.cards import Card, parse_card, parse_cards
from dealerschool.poker.games import GAMES, Family, Game, Structure
from dealerschool.rules.engine import Ruling, rule_on_replay
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations.events import DECLARED_HANDS, MAX_CHIPS_NAMED
from dealerschool.table import words
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    Discard,
    Fold,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Phase, Table, TableSettings
from dealerschool.table.words import describe

MAX_SITUATION_BYTES = 64 * 1024
"""The longest situation text (pasted, uploaded or in a link) accepted: a whole hand is a few kilobytes."""
MAX_EVENTS = 400
"""The most events one situation may hold (the longest stud hand to the showdown needs under 200)."""
MAX_CHIPS = 10 ** 9
"""The largest stack or stake accepted: bigger numbers are typing mistakes, and they keep pages sane."""

SOURCE = "situation"
"""The name errors give the situation being built ("situation: field 'button': ...")."""


class FloorError(ValueError):
    """Bad input: ``field`` names the form or situation field at fault; the message says what was expected."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


# ---------------------------------------------------------------- the table before the hand


_VARIANTS: dict[tuple[str, str], str] = {}
for _code, (_game, _structure) in phh.ALL_VARIANT_GAMES.items():
    _VARIANTS.setdefault((_game, _structure), _code)


def variant_code(game: str, structure: str) -> str:
    """The situation's ``variant`` for a game and structure ('holdem', 'no-limit' -> 'NT')."""
    code = _VARIANTS.get((game, structure))
    if code is None:
        raise FloorError("structure", f"{GAMES[game].name if game in GAMES else game} is not dealt {structure} here "
                                      f"(expected one of {', '.join(s.value for s in game_structures(game))})")
    return code


def game_structures(game: str) -> tuple[Structure, ...]:
    found = GAMES.get(game)
    return () if found is None else tuple(s for s in found.structures if (game, s.value) in _VARIANTS)


@dataclass(frozen=True)
class Setup:
    """The table before the hand, as the floor describes it (seat numbers from 1; amounts in chips)."""

    game: str
    structure: str
    stacks: tuple[int | None, ...]
    """One entry per seat at the table, seat 1 first; None is an empty seat."""
    button: int | None = None
    """The seat in front of which the button lies (None: the engine's default, the last occupied seat)."""
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    """Limit games: the small bet (default: the big blind, or in stud twice the bring-in)."""
    big_bet: int = 0
    """Limit games: the big bet (default: twice the small bet); spread limit: the top of the spread."""
    seed: int = 0
    stub: str = ""
    """The top of the stub, card by card ('AsKd7h'); the seed shuffles the rest."""
    picks: tuple[tuple[str, str], ...] = ()
    """Cards picked for a seat or the board, as a correct deal would give them: (('p1', 'AsKd'),
    ('board', 'Qh7c2d')); they are put into the stub where that deal takes them (see :func:`stub_with`)."""
    play: str = "cash"
    """'cash' or 'tournament' (the situation's ``play``: some rulebooks rule the two differently)."""
    straddles: tuple[int, ...] = ()
    """No-limit and pot-limit: live straddles after the big blind, one seat each in turn (the situation's third
    and further ``blinds_or_straddles`` entries)."""
    missed_blinds: tuple[int, ...] = ()
    """Blind games: seats of returning players who missed both blinds (the situation's ``missed_blinds``)."""
    missed_small_blinds: tuple[int, ...] = ()
    """Seats of returning players who missed the small blind only (``missed_small_blinds``)."""
    new_players: tuple[int, ...] = ()
    """Seats of players who just sat down (``new_players``): the table says whether each is dealt in or waits."""
    button_buyer: int | None = None
    """The seat of a new player who buys the button, posting both blinds (``button_buyer``; also a new player)."""
    previous_blinds: tuple[int, int] | None = None
    """Instead of ``button``: last hand's small and big blind seats, which may be empty now (a player who busted
    or left); the dead button places this hand's button and blinds from them (``previous_blinds``)."""

    def mapping(self) -> dict[str, Any]:
        """The situation's set-up fields (no events), checked: FloorError names the field at fault."""
        if self.game not in GAMES:
            raise FloorError("game", f"{self.game!r} is not a game here (expected one of {', '.join(GAMES)})")
        game = GAMES[self.game]
        code = variant_code(self.game, self.structure)
        seated = [(number, stack) for number, stack in enumerate(self.stacks, 1) if stack is not None]
        if len(self.stacks) > game.max_seats:
            raise FloorError("seats", f"{game.name} seats at most {game.max_seats} players, got {len(self.stacks)} seats")
        if len(seated) < 2:
            raise FloorError("stacks", "expected at least two players with chips")
        for number, stack in seated:
            if not 0 < stack <= MAX_CHIPS:
                raise FloorError(f"stack_{number}", f"seat {number}: expected a stack from 1 to {MAX_CHIPS}, got {stack}")
        data: dict[str, Any] = {"variant": code}
        stud = game.family is Family.STUD
        if stud:
            if self.ante < 0 or self.bring_in <= 0:
                raise FloorError("bring_in", "stud: expected a bring-in of at least 1 chip (and an ante of 0 or more)")
            data.update(antes=self.ante, bring_in=self.bring_in)
            unit = self.small_bet or 2 * self.bring_in
        else:
            if not 0 < self.small_blind <= self.big_blind:
                raise FloorError("big_blind", f"expected blinds with 0 < small blind <= big blind, got "
                                              f"{self.small_blind} and {self.big_blind}")
            data["blinds_or_straddles"] = [self.small_blind, self.big_blind, *self.straddles]
            if self.ante:
                data["antes"] = self.ante
            unit = self.small_bet or self.big_blind
        for name in ("ante", "small_blind", "big_blind", "bring_in", "small_bet", "big_bet"):
            value = getattr(self, name)
            if not 0 <= value <= MAX_CHIPS:
                raise FloorError(name, f"expected an amount from 0 to {MAX_CHIPS}, got {value}")
        if not all(0 < value <= MAX_CHIPS for value in self.straddles):
            raise FloorError("straddles", f"expected each straddle from 1 to {MAX_CHIPS}, got {list(self.straddles)}")
        if self.structure == "fixed-limit":
            data.update(small_bet=unit, big_bet=self.big_bet or 2 * unit)
        elif self.structure == "spread-limit":
            data.update(min_bet=unit, max_bet=self.big_bet or 5 * unit)
        elif stud:
            data["min_bet"] = unit
        data["starting_stacks"] = [stack for _, stack in seated]
        numbers = [number for number, _ in seated]
        if numbers != list(range(1, len(numbers) + 1)):
            data["seats"] = numbers
        if len(self.stacks) != numbers[-1]:
            data["seat_count"] = len(self.stacks)
        if self.button is not None:
            if self.button not in numbers and not stud:
                raise FloorError("button", f"expected the seat of a player for the button ({', '.join(map(str, numbers))}), "
                                           f"got {self.button}")
            data["button"] = self.button
        self._seat_changes(data, numbers, stud)
        data["seed"] = self.seed
        if self.play != "cash":
            data["play"] = self.play
        if self.stub:
            data["stub"] = self.stub
        # Checked as the situation file is (the stub's cards, the stakes the variant needs); a straddle the
        # situation refuses is the form's Straddles field.
        try:
            checked(data)
        except FloorError as refused:
            if self.straddles and refused.field == "blinds_or_straddles":
                raise FloorError("straddles", str(refused)) from None
            raise
        if self.picks:
            data["stub"] = stub_with(data, dict(self.picks))
            checked(data)
        return data

    def _seat_changes(self, data: dict[str, Any], numbers: list[int], stud: bool) -> None:
        """The blinds' seat changes into ``data``: returning players, new players, last hand's blinds.
        A returning or new player must sit in a seat with chips (FloorError names the seat's status field)."""
        statuses = {**{n: "missed-both" for n in self.missed_blinds}, **{n: "missed-small" for n in self.missed_small_blinds},
                    **{n: "new" for n in self.new_players}}
        if self.button_buyer is not None:
            statuses[self.button_buyer] = "new-buys-button"
        if stud and (statuses or self.previous_blinds):
            raise FloorError(f"status_{min(statuses)}" if statuses else "button",
                             "stud has no blinds or button: expected no missed blinds, new players or last hand's blinds")
        for number, status in sorted(statuses.items()):
            if number not in numbers:
                raise FloorError(f"status_{number}", f"seat {number} is empty: a player who {_WHO[status]} needs a "
                                 f"stack there (expected one of the seats with chips: {', '.join(map(str, numbers))})")
        for name in ("missed_blinds", "missed_small_blinds", "new_players"):
            seats = sorted(getattr(self, name))
            if seats:
                data[name] = seats
        if self.button_buyer is not None:
            data["button_buyer"] = self.button_buyer
        if self.previous_blinds is not None:
            data["previous_blinds"] = list(self.previous_blinds)


SEAT_STATUSES = {"": "as usual", "missed-both": "missed both blinds", "missed-small": "missed small blind",
                 "new": "new player", "new-buys-button": "new, buys button"}
"""The set-up form's choices for a seat in a blind game (``status_N``) -> how the page says them; each is one
of the situation's seat fields: ``missed_blinds``, ``missed_small_blinds``, ``new_players`` (and ``button_buyer``)."""
_WHO = {"missed-both": "missed both blinds", "missed-small": "missed the small blind", "new": "just sat down",
        "new-buys-button": "buys the button"}
LAST_HAND = "last"
"""The button field's value that places the button from last hand's blinds (``previous_blinds``), not on a seat."""


_NUMBER = re.compile(r"\s*[0-9]{1,10}\s*")  # ASCII digits: \d takes other scripts' digits too


def _whole(form: Mapping[str, str], name: str, default: int = 0) -> int:
    value = form.get(name, "")
    if not isinstance(value, str) or not value.strip():
        return default
    if not _NUMBER.fullmatch(value):
        raise FloorError(name, f"{name.replace('_', ' ')}: expected a whole number of chips, got {value[:40]!r}")
    return int(value)


def setup_from_form(form: Mapping[str, str]) -> Setup:
    """A :class:`Setup` from form fields (strings): ``game``, ``structure``, ``seats`` (how many),
    ``stack_1``..``stack_N`` (blank: an empty seat), ``button``, ``small_blind``, ``big_blind``, ``ante``,
    ``bring_in``, ``small_bet``, ``big_bet``, ``seed``, ``stub``, ``play`` (cash or tournament), ``straddles``
    (blank, or the straddles in turn: '4 8'); blind games: ``status_1``..``status_N`` (a :data:`SEAT_STATUSES` key:
    a returning or new player), ``button`` = 'last' with ``last_small_blind`` and ``last_big_blind`` (last hand's
    blind seats: the dead button places this hand's button). FloorError names the field."""
    game = form.get("game", "holdem")
    if game not in GAMES:
        raise FloorError("game", f"expected one of {', '.join(GAMES)}, got {str(game)[:40]!r}")
    structure = form.get("structure", "no-limit")
    if structure not in {s.value for s in Structure}:
        raise FloorError("structure", f"expected one of {', '.join(s.value for s in Structure)}, got {str(structure)[:40]!r}")
    count = _whole(form, "seats", 6)
    top = GAMES[game].max_seats
    if not 2 <= count <= top:
        raise FloorError("seats", f"{GAMES[game].name}: expected 2 to {top} seats, got {count}")
    stacks = tuple((_whole(form, f"stack_{n}") or None) for n in range(1, count + 1))
    from_last_hand = form.get("button", "") == LAST_HAND
    button = None if from_last_hand else (_whole(form, "button", 0) or None)
    if button is not None and not 1 <= button <= count:
        raise FloorError("button", f"expected a seat number from 1 to {count}, got {button}")
    previous_blinds = _last_hand_blinds(form, count, from_last_hand, button)
    statuses: dict[str, list[int]] = {status: [] for status in SEAT_STATUSES}
    for n in range(1, count + 1):
        status = form.get(f"status_{n}", "")
        if status not in SEAT_STATUSES:
            raise FloorError(f"status_{n}", f"seat {n}: expected one of {', '.join(repr(k) for k in SEAT_STATUSES)}, "
                                            f"got {str(status)[:40]!r}")
        statuses[status].append(n)
    if len(statuses["new-buys-button"]) > 1:
        second = statuses["new-buys-button"][1]
        raise FloorError(f"status_{second}", f"seat {second}: only one new player can buy the button "
                                             f"(seat {statuses['new-buys-button'][0]} does)")
    stub = form.get("stub", "")
    if not isinstance(stub, str) or len(stub) > 200:
        raise FloorError("stub", "expected at most 52 cards like 'AsKd7h'")
    picks = []
    for name in [f"cards_{n}" for n in range(1, count + 1)] + ["board"]:
        text = form.get(name, "")
        if isinstance(text, str) and text.strip():
            if len(text) > 60:
                raise FloorError(name, f"{name.replace('_', ' ')}: expected a few cards like 'AsKd'")
            picks.append(("board" if name == "board" else "p" + name.split("_")[1], "".join(text.split())))
    play = form.get("play", "cash") or "cash"
    if play not in ("cash", "tournament"):
        raise FloorError("play", f"expected cash or tournament, got {str(play)[:40]!r}")
    straddles = form.get("straddles", "")
    words = straddles.replace(",", " ").split() if isinstance(straddles, str) and len(straddles) <= 60 else ["?"]
    if not all(_NUMBER.fullmatch(word) for word in words):
        raise FloorError("straddles", f"straddles: expected the straddles in turn as whole numbers of chips, like "
                                      f"'4' or '4 8', got {str(straddles)[:40]!r}")
    buyer = statuses["new-buys-button"]
    return Setup(game, structure, stacks, button, play=play, straddles=tuple(int(word) for word in words),
                 missed_blinds=tuple(statuses["missed-both"]), missed_small_blinds=tuple(statuses["missed-small"]),
                 new_players=tuple(sorted(statuses["new"] + buyer)), button_buyer=buyer[0] if buyer else None,
                 previous_blinds=previous_blinds,
                 small_blind=_whole(form, "small_blind"),
                 big_blind=_whole(form, "big_blind"), ante=_whole(form, "ante"), bring_in=_whole(form, "bring_in"),
                 small_bet=_whole(form, "small_bet"), big_bet=_whole(form, "big_bet"), seed=_whole(form, "seed"),
                 stub="".join(stub.split()), picks=tuple(picks))


def _last_hand_blinds(form: Mapping[str, str], count: int, wanted: bool, button: int | None) -> tuple[int, int] | None:
    """Last hand's small and big blind seats (``last_small_blind``, ``last_big_blind``) where the button is placed
    from them (``button`` = 'last'); FloorError names the field at fault."""
    given = {name: form.get(name, "") for name in ("last_small_blind", "last_big_blind")}
    if not wanted:
        filled = [name for name, value in given.items() if isinstance(value, str) and value.strip()]
        if filled:
            raise FloorError("button", f"last hand's blinds are given: expected the button placed from them (the dead "
                                       f"button places it), got the button on seat {button or 'left to the table'}; "
                                       "or clear last hand's blinds")
        return None
    seats = []
    for name, value in given.items():
        which = "small" if "small" in name else "big"
        number = _whole(form, name, 0)
        if not 1 <= number <= count:
            raise FloorError(name, f"the button is placed from last hand's blinds: expected the seat of last hand's "
                                   f"{which} blind, from 1 to {count} (it may be empty now), got {str(value)[:10]!r}")
        seats.append(number)
    if seats[0] == seats[1]:
        raise FloorError("last_big_blind", f"expected last hand's big blind on another seat than its small blind "
                                           f"(seat {seats[0]})")
    return seats[0], seats[1]


def setup_of(data: Mapping[str, Any]) -> dict[str, str]:
    """The form fields that rebuild this situation's set-up (the inverse of :func:`setup_from_form`):
    the page fills its set-up form from a situation that was pasted, uploaded or shared."""
    game, structure = phh.ALL_VARIANT_GAMES[data["variant"]]
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    count = data.get("seat_count", max(numbers))
    stacks = dict(zip(numbers, data["starting_stacks"], strict=False))
    blinds = data.get("blinds_or_straddles") or [0, 0]
    antes = data.get("antes", 0)
    form = {"game": game, "structure": structure, "seats": str(count),
            "button": str(data.get("button", "")), "small_blind": str(blinds[0]),
            "big_blind": str(blinds[1] if len(blinds) > 1 else 0),
            "ante": str(antes if isinstance(antes, int) else max(antes, default=0)),
            "bring_in": str(data.get("bring_in", 0)),
            "small_bet": str(data.get("small_bet", data.get("min_bet", 0))),
            "big_bet": str(data.get("big_bet", data.get("max_bet", 0))),
            "seed": str(data.get("seed", 0)), "stub": str(data.get("stub", "")),
            "play": str(data.get("play", "cash")),
            "straddles": " ".join(str(amount) for amount in blinds[2:] if amount)}
    for number in range(1, count + 1):
        form[f"stack_{number}"] = str(stacks.get(number, ""))
        form[f"status_{number}"] = ""
    for name, status in (("new_players", "new"), ("missed_blinds", "missed-both"), ("missed_small_blinds", "missed-small")):
        for number in data.get(name, []):
            form[f"status_{number}"] = status
    if data.get("button_buyer"):
        form[f"status_{data['button_buyer']}"] = "new-buys-button"
    if data.get("previous_blinds"):
        form["button"] = LAST_HAND
        form["last_small_blind"], form["last_big_blind"] = (str(n) for n in data["previous_blinds"])
    if data.get("stub"):
        # The cards the stub's given top deals to each seat and the board on a correct deal.
        for who, cards in dealt_from_stub(data).items():
            form["board" if who == "board" else f"cards_{who[1:]}"] = cards
    return form


def deal_positions(data: Mapping[str, Any]) -> list[str]:
    """Where each card of the stub goes on a correct deal with nobody folding, top card first:
    'p3' (a card to seat 3), 'board', 'burn'. Stops at a reshuffle (the stub's order ends there)."""
    table = replayed({**data, "events": []}, SOURCES).table
    places: list[str] = []
    for _ in range(MAX_EVENTS):
        if table.is_complete:
            break
        if table.actor is not None:
            table.apply(_simple_action(table, 0)[1])  # stand pat in a draw: its cards depend on the discards
            continue
        op = table.next_dealer_operation()
        if op is None or isinstance(op, ReshuffleForStub):
            break
        before = len(table.stub)
        table.apply(op)
        if len(table.stub) < before:
            places.append(f"p{op.seat + 1}" if isinstance(op, DealCard) else "burn" if isinstance(op, Burn) else "board")
    return places


def stub_with(data: Mapping[str, Any], picks: Mapping[str, str]) -> str:
    """The top of the stub that deals the picked cards where they are picked, the rest as the situation's
    stub and seed have them. ``picks``: 'p3' or 'board' -> cards in the order that deal gives them
    ('AsKd'); FloorError names the field ('cards_3', 'board') at fault."""
    places = deal_positions(data)
    start = list(checked({**data, "events": []}).stub)
    targets: dict[int, Any] = {}
    seen: dict[Any, str] = {}
    for who, text in picks.items():
        field_name = "board" if who == "board" else f"cards_{who[1:]}"
        try:
            cards = parse_cards(text)
        except ValueError as error:
            raise FloorError(field_name, f"{field_name.replace('_', ' ')}: {error}") from None
        slots = [k for k, place in enumerate(places) if place == who]
        if len(cards) > len(slots):
            where = "the board" if who == "board" else f"seat {who[1:]}"
            raise FloorError(field_name, f"{where} gets {len(slots)} cards on a correct deal, not {len(cards)}")
        for slot, card in zip(slots, cards, strict=False):
            if card in seen:
                raise FloorError(field_name, f"{card} is picked twice ({seen[card].replace('_', ' ')} has it too)")
            seen[card] = field_name
            targets[slot] = card
    if not targets:
        return str(data.get("stub", ""))
    rest = iter(card for card in start if card not in seen)
    top = [targets[k] if k in targets else next(rest) for k in range(max(targets) + 1)]
    return "".join(str(card) for card in top)


def dealt_from_stub(data: Mapping[str, Any]) -> dict[str, str]:
    """The cards the situation's given top of the stub deals to each seat and the board (a correct deal)."""
    given = len(str(data.get("stub", ""))) // 2
    stub = checked({**data, "events": []}).stub
    found: dict[str, str] = {}
    for k, place in enumerate(deal_positions(data)[:given]):
        if place != "burn":
            found[place] = found.get(place, "") + str(stub[k])
    return found


# ---------------------------------------------------------------- checking a situation mapping


def checked(data: Mapping[str, Any], source: str = SOURCE, play: bool = True) -> situations.Situation:
    """The situation, read as a situation file is; FloorError names the field or event at fault.
    ``play=False`` leaves the events unplayed (the caller replays them and reports what cannot be played)."""
    if not isinstance(data, Mapping):
        raise FloorError("situation", f"{source}: expected a table of situation fields")
    events = data.get("events", [])
    if isinstance(events, list) and len(events) > MAX_EVENTS:
        raise FloorError("events", f"{source}: field 'events': expected at most {MAX_EVENTS} events, got {len(events)}")
    try:
        return situations.from_mapping(data, source, check_events=play)
    except (ValueError, TypeError, KeyError, IndexError) as error:
        # The situation reader names the field ("situation: field 'button': ...") or the event.
        message = str(error) if isinstance(error, ValueError) else f"{source}: not a valid situation ({error})"
        raise FloorError(_field_named(message), message) from None


def _field_named(message: str) -> str:
    found = re.search(r"field '([^']+)'", message)
    if found:
        return found.group(1)
    found = re.search(r"\bevent (\d+)\b", message)  # "event 14 'p3 cc': ..." (counted from 1, as rulings do)
    if found:
        return f"event {found.group(1)}"
    found = re.search(r"events\[(\d+)\]", message)
    return f"events[{found.group(1)}]" if found else "situation"


def _house(situation: situations.Situation, rulebook: str) -> TableSettings:
    """The table's house settings for ``situation`` under ``rulebook`` (the file's [house] over the rulebook's)."""
    return get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play)


def replayed(data: Mapping[str, Any], rulebook: str | None = None) -> situations.Replay:
    """The events played on the table (mistakes recorded); FloorError names what cannot be played."""
    situation = checked(data, play=False)
    try:
        return situations.replay(situation, None if rulebook is None else _house(situation, rulebook))
    except ValueError as error:
        raise FloorError(_field_named(str(error)), str(error)) from None


# ---------------------------------------------------------------- moments and steps


@dataclass(frozen=True)
class Moment:
    """A point in the hand the dealer plays correctly up to: ``street`` index, and ``point``:
    'cards' (the street's first burn or card is due), 'card' (card ``number`` of the street is due,
    after any burn), 'announce' (stud: the bring-in or the first to act is due to be named),
    'decision' (decision ``number`` of the street is due) or 'showdown'."""

    street: int
    point: str
    number: int = 0

    @property
    def id(self) -> str:
        return "showdown" if self.point == "showdown" else f"{self.street}:{self.point}:{self.number}"

    def label(self, game: Game) -> str:
        if self.point == "showdown":
            return "the showdown (the first hand is due to be tabled)"
        name = game.streets[self.street].name
        if self.point == "cards":
            return f"{name}: before the first card" if self.street else "the deal (the forced bets are in)"
        if self.point == "card":
            return f"{name}: card {self.number} is due"
        if self.point == "announce":
            return f"{name}: the dealer is to name " + ("the bring-in" if self.street == 0 else "who acts first")
        return f"{name}: decision {self.number} is due" + (" (first to act)" if self.number == 1 else "")


def parse_moment(text: str) -> Moment:
    if text == "showdown":
        return Moment(0, "showdown")
    found = re.fullmatch(r"(\d{1,2}):(cards|card|announce|decision):(\d{1,3})", text or "")
    if not found:
        raise FloorError("moment", f"expected a moment like '1:decision:3' or 'showdown', got {str(text)[:40]!r}")
    return Moment(int(found.group(1)), found.group(2), int(found.group(3)))


def moments(data: Mapping[str, Any]) -> list[Moment]:
    """The moments the page offers for this situation's game and number of players."""
    game = GAMES[phh.ALL_VARIANT_GAMES[data["variant"]][0]]
    players = len(data["starting_stacks"])
    found: list[Moment] = []
    for index, street in enumerate(game.streets):
        found.append(Moment(index, "cards"))
        cards = (street.down + street.up) * players + street.board
        # (With no burn first, card 1 of a street is the moment its cards are due.)
        found.extend(Moment(index, "card", n) for n in range(1 if street.burn and index else 2, cards + 1))
        if game.family is Family.STUD and (index == 0 or not street.down or index == 4):
            found.append(Moment(index, "announce"))
        found.extend(Moment(index, "decision", n) for n in range(1, 2 * players + 1))
    found.append(Moment(0, "showdown"))
    return found


_DECISIONS = (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, Discard)


def _betting_over(table: Table) -> bool:
    """The hand's betting is over: the showdown (or the pot's push) is queued."""
    return any(isinstance(op, (ShowHand, PushPot)) for op in table.queued())


def _this_street(table: Table) -> list[Operation]:
    """The log since this street began: every street after the first opens with its burn (a draw too)."""
    log = table.log
    if table.street_index == 0:
        return log
    due = table.next_dealer_operation() if table.actor is None else None
    if isinstance(due, Burn) or (isinstance(due, (CollectBets, ReturnUncalledBet)) and not _betting_over(table)):
        return []  # the last round just ended: this street's burn is still to come
    for k in range(len(log) - 1, -1, -1):
        if isinstance(log[k], Burn):
            return log[k + 1:]
    return log


def _cards_this_street(table: Table) -> int:
    """Cards dealt to seats or the board since this street's dealing began (burns not counted)."""
    return sum(isinstance(op, (DealCard, TurnBoardCard)) for op in _this_street(table))


def _decisions_this_street(table: Table) -> int:
    return sum(isinstance(op, _DECISIONS) for op in _this_street(table))


def at_moment(table: Table, moment: Moment) -> bool:
    """Whether the table stands at the moment now."""
    if moment.point == "showdown":
        return table.actor is None and isinstance(table.next_dealer_operation(), ShowHand)
    if table.street_index != moment.street or table.is_complete:
        return False
    if moment.point == "decision":
        return table.actor is not None and _decisions_this_street(table) == moment.number - 1
    op = table.next_dealer_operation()
    if table.actor is not None or op is None:
        return False
    if moment.point == "announce":
        return isinstance(op, (AnnounceBringIn, AnnounceFirstToAct))
    if moment.point == "cards":
        if moment.street == 0:
            return isinstance(op, DealCard) and not any(isinstance(o, DealCard) for o in table.log)
        # The betting before it is just over: nothing moved since the last decision but the bets.
        last = table.log[-1] if table.log else None
        return isinstance(last, (*_DECISIONS, CollectBets, ReturnUncalledBet)) and not _betting_over(table)
    return isinstance(op, (DealCard, TurnBoardCard)) and _cards_this_street(table) == moment.number - 1


def _progress(table: Table) -> tuple[int, int]:
    """How far the current street has gone, in the order its moments come: its cards due (0), cards
    dealt (1, how many), the announcement due (2), decisions made (3, how many), the last round over (4)."""
    if _betting_over(table):
        return 4, 0  # the last round is over: only the showdown is left
    due = table.next_dealer_operation()
    decisions = _decisions_this_street(table)
    if decisions or table.actor is not None:
        return 3, decisions
    if isinstance(due, (AnnounceBringIn, AnnounceFirstToAct)):
        return 2, 0
    cards = _cards_this_street(table)
    return (1, cards) if cards or (table.log and isinstance(table.log[-1], Burn)) else (0, 0)


def passed(table: Table, moment: Moment) -> bool:
    """Whether the hand is already past the moment (a walk there cannot start from this table)."""
    if table.is_complete:
        return True
    if moment.point == "showdown" or at_moment(table, moment):
        return False
    if table.street_index != moment.street:
        return table.street_index > moment.street
    wanted = {"cards": (0, 0), "card": (1, moment.number - 1), "announce": (2, 0),
              "decision": (3, moment.number - 1)}[moment.point]
    return wanted < _progress(table)


_DEALER_WORDS = {Burn: "burn", TurnBoardCard: "board", CollectBets: "collect"}


def _dealer_event(op: Operation) -> str | None:
    """The event that writes this correct dealer operation on its own (None: only 'continue' does)."""
    if isinstance(op, (PostAnte, PostBlind)):
        return "post"
    if isinstance(op, DealCard):
        return f"deal p{op.seat + 1}"
    if isinstance(op, AnnounceBringIn):
        return f"bring-in p{op.seat + 1}"
    if isinstance(op, AnnounceFirstToAct):
        return f"first p{op.seat + 1}"
    if isinstance(op, ShowHand):
        return f"show p{op.seat + 1}"
    if isinstance(op, PushPot):
        return "push"
    return _DEALER_WORDS.get(type(op))


def _dealer_step(table: Table) -> str:
    """The dealer's next operation as the one event that writes it; FloorError ('step') where a player is to act,
    the hand is over, or no single event writes it (then the 'until' step plays on)."""
    if table.actor is not None:
        raise FloorError("step", f"seat {table.actor + 1} is to act: the dealer waits for the decision")
    due = table.next_dealer_operation()
    if due is None or isinstance(due, MoveButton):
        raise FloorError("step", "the hand is over: the dealer has nothing more to do in it")
    single = _dealer_event(due)
    if single is None:
        raise FloorError("step", f"the dealer must {describe(due)}: no single event writes that step, "
                                 "play on with 'until' instead")
    return single


def dealer_next(data: Mapping[str, Any]) -> tuple[str, str]:
    """The page's 'dealer's next step' button: (what the dealer does next in words, '') where the step fits the
    table now, else ('', why not)."""
    table = replayed(data, SOURCES).table
    try:
        _dealer_step(table)
    except FloorError as refused:
        return "", str(refused)
    due = table.next_dealer_operation()
    return ("" if due is None else describe(due)), ""  # (the step is refused where nothing is due)


def _simple_action(table: Table, discard: int) -> tuple[str, Operation]:
    """The simple player decision a walk makes: bring in, check or call, or discard ``discard`` cards."""
    seat = table.actor
    assert seat is not None
    name = f"p{seat + 1}"
    if table.phase is Phase.DRAWING:
        held = [c.card for c in table.seat(seat).cards]
        thrown = tuple(held[len(held) - min(discard, len(held), table.config.rules.max_discard):]) if discard else ()
        return f"{name} sd {''.join(map(str, thrown))}".rstrip(), Discard(seat, thrown)
    if "bring-in" in table.legal_player_operations():
        return f"{name} pb", PostBringIn(seat)
    return f"{name} cc", CheckOrCall(seat)


def walk_to(data: Mapping[str, Any], moment: Moment, discard: int = 1) -> list[str]:
    """The events of a dealer who does everything right, and players who check or call (and draw
    ``discard`` cards each), from where the events so far stop up to ``moment``."""
    # Walked under the default rulebook's house settings (who acts first on tied stud boards).
    table = replayed(data, SOURCES).table
    game = table.game
    if moment.point != "showdown" and not 0 <= moment.street < len(game.streets):
        raise FloorError("moment", f"{game.name} has streets 0 to {len(game.streets) - 1}, not {moment.street}")
    written: list[str] = []
    for _ in range(MAX_EVENTS):
        if at_moment(table, moment):
            return written
        if passed(table, moment):
            break
        if table.actor is not None:
            text, decision = _simple_action(table, discard)
            table.apply(decision)
            written.append(text)
            continue
        due = table.next_dealer_operation()
        if due is None:
            break
        # One 'continue' (the dealer runs on to the next player decision) wherever it cannot
        # run past the moment; otherwise the dealer's steps one event each.
        single = _dealer_event(due)
        if not _reaches(table, moment) and (single is None or _run_length(table) > 1):
            table.run_dealer()
            written.append("continue")
            continue
        if single is None:
            raise FloorError("moment", f"the dealer must {describe(due)} just before {moment.label(game)}, "
                                       "and no single event writes that step: choose another moment")
        table.apply(due)
        written.append(single)
    raise FloorError("moment", f"the hand does not reach {moment.label(game)} from here "
                               f"(it is at {table.street.name}{', over' if table.is_complete else ''})")


def _run_length(table: Table) -> int:
    """How many dealer operations one 'continue' would carry out from here."""
    ahead = table.copy()
    count = 0
    while (op := ahead.next_dealer_operation()) is not None:
        ahead.apply(op)
        count += 1
    return count


def _reaches(table: Table, moment: Moment) -> bool:
    """Whether the dealer's run from here (to the next player decision) passes through the moment."""
    ahead = table.copy()
    while (op := ahead.next_dealer_operation()) is not None:
        ahead.apply(op)
        if at_moment(ahead, moment):
            return ahead.actor is None  # a decision moment is where the run stops: 'continue' is right
    return False


@dataclass(frozen=True)
class StepKind:
    """One entry of the page's step menu: what happened next at the table."""

    id: str
    label: str
    help: str
    families: frozenset[Family] = frozenset(Family)
    needs: tuple[str, ...] = ()
    """Form fields the step reads: 'moment', 'seat', 'amount', 'more', 'action', 'event'."""


STEP_KINDS: tuple[StepKind, ...] = (
    StepKind("until", "The dealer does everything right until…",
             "Deals, burns, collects and announces correctly; players check or call (and draw one card).",
             needs=("moment",)),
    StepKind("dealer", "The dealer's next step", "The one thing the dealer does next, done right: posts, deals "
             "a card, gathers the bets, burns, turns a board card, pushes a pot (to stop between two of them, where "
             "'until' runs past)."),
    StepKind("exposed", "A card exposed on the deal", "The next card due to a player is dealt face up or flashed."),
    StepKind("boxed", "A boxed card", "The top card of the stub is found face up."),
    StepKind("premature", "A premature card",
             "The dealer burns and deals the next street while a player still has to act.",
             families=frozenset({Family.FLOP, Family.STUD})),
    StepKind("no-burn", "A card without its burn", "The next street's first card comes without the burn.",
             families=frozenset({Family.FLOP, Family.STUD})),
    StepKind("extra-burn", "Two burns", "The dealer burns two cards where one is due."),
    StepKind("wrong-bring-in", "The wrong bring-in", "Stud: the dealer names the wrong seat to bring in.",
             families=frozenset({Family.STUD}), needs=("seat",)),
    StepKind("wrong-first", "The wrong player named first", "Stud: the dealer names the wrong seat to act first.",
             families=frozenset({Family.STUD}), needs=("seat",)),
    StepKind("stud-short", "The stud deck runs short",
             "Everyone calls to seventh street; with seven or eight players the stub cannot give each a card.",
             families=frozenset({Family.STUD})),
    StepKind("string-bet", "A string bet", "The player to act puts chips out, then goes back to the stack for more.",
             needs=("amount", "more")),
    StepKind("undercall", "An undercall", "The player to act silently puts forward less than the call.",
             needs=("amount",)),
    StepKind("out-of-turn", "Action out of turn", "A player acts before his turn.", needs=("seat", "action")),
    StepKind("spoken", "The player to act says…",
             "Words said aloud in turn (call, check, fold, all in, pot, raise or bet, with or without an amount); "
             "chips pushed out after them are another step.", needs=("word", "amount")),
    StepKind("chips", "The player to act pushes out chips", "Chips (or one chip) pushed out without a word, "
             "or after the words said.", needs=("seat", "amount", "how")),
    StepKind("foreign", "A card not of this deck", "A joker, or a card with another deck's back: the next card "
             "off the deck, one found in a seat's hand, or one found in the stub.", needs=("card", "where")),
    StepKind("missing", "The deck found short", "A card of this deck is found missing from it: it was never in the "
             "stub (a duplicate or a card not of this deck are steps of their own).", needs=("missing",)),
    StepKind("flash", "A player shows his own card", "A player lifts or turns his own card so others see it (his own "
             "doing, not the dealer's): which seat, and which of his cards (first, second...).", needs=("seat", "position")),
    StepKind("off", "A card dealt off the table", "The next card due to a player is pitched off the table and lands "
             "face up (Robert's Rules, Irregularities 12: an exposed card)."),
    StepKind("wrong-seat", "A card dealt to the wrong seat", "The card due to one seat is dealt to another (the "
             "first card to the wrong seat, or a pitch that leaves one hand a card long and another short).",
             needs=("seat",)),
    StepKind("extra-board", "A board card too many", "The dealer turns one board card more than the street has "
             "(a four-card flop).", families=frozenset({Family.FLOP})),
    StepKind("button", "The button out of position", "The button is found in front of the wrong seat: which seat "
             "it belongs in front of.", needs=("seat",), families=frozenset({Family.FLOP, Family.DRAW})),
    StepKind("skip", "A seat skipped on the deal", "The dealer passes over the seat the next card is due to: that "
             "hand ends up a card short."),
    StepKind("owed-post", "A missed-blind post left out", "A returning player's owed missed blinds are passed over "
             "and the deal begins: he is dealt in without posting (Robert's Rules, Button and Blind Use).",
             families=frozenset({Family.FLOP, Family.DRAW})),
    StepKind("chip-post", "A blind posted with one chip", "The blind due is posted as one chip bigger than it (a "
             "1,000 chip for a 100 blind): the blind is the bet, and the chip stays in front as the prior chip that "
             "chips added to it are read with (TDA 2024 Rule 46-C; Addendum 46 Situation 4).",
             families=frozenset({Family.FLOP, Family.DRAW}), needs=("amount",)),
    StepKind("duplicate", "A duplicate card", "A second card of the same rank and suit turns up (the deck held two).",
             needs=("duplicate",)),
    StepKind("player", "A player…", "Something a seat does that is not a bet: away from the seat as the deal ends, "
             "a tap on the table, upcards turned down, chips pulled back or added from off the table, the next card "
             "asked for after the hand.", needs=("seat", "what", "amount")),
    StepKind("count", "A count", "The player to act asks for a count and is told the bet he faces, by the dealer or "
             "by a seat (a wrong count he acts on: TDA 2024 Rule 49); or, in pot limit, asks for the pot and is told "
             "what a bet of the pot makes it (a wrong pot count he bets on: TDA 2024 Rule 52-B).",
             needs=("amount", "seat", "of")),
    StepKind("showdown", "At the showdown, a seat…", "A seat turns its hand face up, throws it away unshown or lets "
             "it go face down apart from the muck, names its tabled hand, or the dealer kills it.",
             needs=("seat", "how", "hand")),
    StepKind("chips-behind", "Chips found behind an all-in", "Once the betting is over, chips are found hidden "
             "behind the stack of a player all in and called; the TD rules whether they are part of the accepted "
             "action (TDA 2024 Rules 62 and 49).", needs=("seat", "amount", "finding")),
    StepKind("chop", "The blinds chop", "Everyone has folded to the blinds before the flop, and the two agree to "
             "take their blinds back and end the hand.", families=frozenset({Family.FLOP, Family.DRAW})),
    StepKind("riffle", "The next hand begins", "Every pot is pushed and the dealer begins the next hand (the first "
             "riffle, TDA 2024 Rule 23): a deck fault found after it is found after the hand."),
    StepKind("push", "The dealer pushes the next pot to…", "The pot due is pushed as the dealer pushed it: whole to "
             "one seat, or in amounts to several (every chip of it); pushed other than the hands give it, it is a "
             "mistake recorded for the floor (TDA 2024 Rule 22).", needs=("shares",)),
    StepKind("next", "On the next hand…", "After the next hand has begun: its blinds posted and cards dealt "
             "(continue), or its player to act folds, checks or calls, or bets or raises to an amount: what says "
             "whether substantial action has occurred on it (TDA 2024 Rule 36).", needs=("action", "amount")),
    StepKind("action", "The player to act…", "Fold, check or call, or bet or raise to an amount.",
             needs=("action", "amount")),
    StepKind("event", "Any event (situation notation)", "One event as a situation file writes it, e.g. 'p3 cbr 20'.",
             needs=("event",)),
)
STEPS: dict[str, StepKind] = {kind.id: kind for kind in STEP_KINDS}


def _seat_field(form: Mapping[str, str], table: Table) -> int:
    seat = _whole(form, "seat", 0)
    if not 1 <= seat <= len(table.seats) or table.seats[seat - 1] is None:
        occupied = ", ".join(str(i + 1) for i in table.occupied)
        raise FloorError("seat", f"expected the seat of a player ({occupied}), got {form.get('seat', '')[:10]!r}")
    return seat - 1


def _live_deal_order(table: Table) -> list[int]:
    return [s for s in table.clockwise_from(table.deals_after) if s in table.in_hand()]


def step_events(data: Mapping[str, Any], form: Mapping[str, str]) -> list[str]:
    """The events one step of the menu writes, from where the situation's events stop.
    ``form['step']`` is a :data:`STEPS` id; the other fields are those the step needs."""
    kind = STEPS.get(form.get("step", ""))
    if kind is None:
        raise FloorError("step", f"expected one of {', '.join(STEPS)}, got {str(form.get('step', ''))[:40]!r}")
    return _step_events(data, replayed(data, SOURCES).table, kind, form)


ONE_CLICK = ("exposed", "off", "boxed", "extra-board", "skip", "owed-post", "premature", "no-burn", "extra-burn",
             "stud-short", "chop", "riffle")
"""The steps that need no more than a click: the page offers each where it fits the table."""


def blind_due(table: Table) -> str:
    """The blind the dealer posts next, in words ('' where none is due now): the page offers posting it with one
    chip bigger than it (the 'chip-post' step)."""
    due = table.next_dealer_operation()
    return describe(due) if isinstance(due, PostBlind) and table.actor is None else ""


def one_click_steps(data: Mapping[str, Any]) -> dict[str, str]:
    """Each one-click step of this game -> '' where it fits the table now, else why not."""
    table = replayed(data, SOURCES).table
    found = {}
    for kind_id in ONE_CLICK:
        kind = STEPS[kind_id]
        if table.game.family not in kind.families:
            continue
        try:
            _step_events(data, table, kind, {"step": kind_id})
            found[kind_id] = ""
        except FloorError as refused:
            found[kind_id] = str(refused)
    return found


def _step_events(data: Mapping[str, Any], table: Table, kind: StepKind, form: Mapping[str, str]) -> list[str]:
    """:func:`step_events` on the table the situation's events leave (``table``, not changed)."""
    game = table.game
    if game.family not in kind.families:
        raise FloorError("step", f"'{kind.label}' does not happen in {game.name}")
    if kind.id == "until":
        return walk_to(data, parse_moment(form.get("moment", "")))
    if kind.id == "event":
        text = form.get("event", "")
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            raise FloorError("event", "expected one event in the situation notation, like 'p3 cbr 20'")
        return [" ".join(text.split())]
    op = table.next_dealer_operation()
    actor = table.actor
    if kind.id == "dealer":
        return [_dealer_step(table)]
    if kind.id == "exposed":
        if not isinstance(op, DealCard):
            raise FloorError("step", "no card is due to a player now: play on to a card of the deal first")
        return [f"deal p{op.seat + 1} exposed"]
    if kind.id == "off":
        if not isinstance(op, DealCard):
            raise FloorError("step", "no card is due to a player now: play on to a card of the deal first")
        return [f"deal p{op.seat + 1} off"]
    if kind.id == "skip":
        if not isinstance(op, DealCard):
            raise FloorError("step", "no card is due to a player now: play on to a card of the deal first")
        return [f"skip p{op.seat + 1}"]
    if kind.id == "chip-post":
        if not isinstance(op, PostBlind):
            raise FloorError("step", "no blind is due now: a blind posted with one chip is the blind's own post "
                                     "(start the hand there, before 'until' posts it)")
        chip = _whole(form, "amount", 0)
        if chip <= op.amount:
            raise FloorError("amount", f"the chip: expected its value, bigger than the {op.amount} blind (one 1000 "
                                       f"chip for a {op.amount} blind), got {chip or 'none'}")
        return [_fits(data, f"post chip {chip}", "amount")]
    if kind.id == "owed-post":
        owed = isinstance(op, PostDeadBlind) or (isinstance(op, PostBlind) and op.name == "missed big blind (live)")
        if not owed:
            raise FloorError("step", "no missed-blind post is due now: set a seat as missed blinds and play on to "
                                     "its post (after the blinds)")
        dealt = next(due for due in table.queued() if isinstance(due, DealCard))
        return [f"deal p{dealt.seat + 1}"]
    if kind.id == "flash":
        seat = _seat_field(form, table)
        held = len(table.seat(seat).cards)
        position = _whole(form, "position", 0)
        if not held:
            raise FloorError("seat", f"seat {seat + 1} holds no cards")
        if not 0 <= position <= held:
            raise FloorError("position", f"seat {seat + 1} holds {held} cards: expected 1 to {held} (blank: his hand)")
        return [f"expose p{seat + 1} {position}" if position else f"expose p{seat + 1}"]
    if kind.id == "duplicate":
        return [_duplicate_step(table, form)]
    if kind.id == "showdown":
        return [_fits(data, _showdown_step(table, form), "how")]
    if kind.id == "wrong-seat":
        if not isinstance(op, DealCard):
            raise FloorError("step", "no card is due to a player now: play on to a card of the deal first")
        seat = _seat_field(form, table)
        if seat == op.seat:
            raise FloorError("seat", f"the card is due to seat {seat + 1}: choose the seat it went to instead")
        return [_fits(data, f"deal p{seat + 1}", "seat")]
    if kind.id == "extra-board":
        if not (table.log and isinstance(table.log[-1], TurnBoardCard)) or isinstance(op, TurnBoardCard):
            raise FloorError("step", "the street's board cards are not all out just now: play on to just after them")
        return ["board"]
    if kind.id == "button":
        return [_fits(data, f"button p{_seat_field(form, table) + 1}", "seat")]
    if kind.id == "boxed":
        if not table.stub:
            raise FloorError("step", "the stub is empty")
        return ["boxed"]
    if kind.id in ("premature", "no-burn", "extra-burn"):
        return _card_mistake(table, kind.id)
    if kind.id in ("wrong-bring-in", "wrong-first"):
        wanted = AnnounceBringIn if kind.id == "wrong-bring-in" else AnnounceFirstToAct
        if not isinstance(op, wanted):
            what = "the bring-in" if kind.id == "wrong-bring-in" else "who acts first"
            raise FloorError("step", f"the dealer is not about to announce {what}: play on to that moment first")
        seat = _seat_field(form, table)
        if seat == op.seat:
            raise FloorError("seat", f"seat {seat + 1} is the right seat: choose another one")
        return [f"{'bring-in' if kind.id == 'wrong-bring-in' else 'first'} p{seat + 1}"]
    if kind.id == "foreign":
        return [_foreign_step(table, form)]
    if kind.id == "missing":
        return [_missing_step(table, form)]
    if kind.id == "chop":
        return [_fits(data, "chop", "step")]
    if kind.id == "riffle":
        if not (table.is_complete or isinstance(op, MoveButton)):
            raise FloorError("step", "the hand is not over: the next hand begins once every pot is pushed")
        return ["riffle"]
    if kind.id == "chips":
        return [_chips_step(table, form)]
    if kind.id == "player":
        chips = form.get("what") in ("pulls-back", "adds")  # then the chips are what the replay can refuse
        return [_fits(data, _player_step(table, form), "amount" if chips else "what")]
    if kind.id == "chips-behind":
        return [_fits(data, _chips_behind_step(table, form), "seat")]
    if kind.id == "push":
        if not isinstance(op, PushPot):
            raise FloorError("step", "no pot is due to be pushed now: play on to the showdown's end first")
        return [_fits(data, _push_step(form), "shares")]
    if kind.id == "next":
        return [_fits(data, _next_hand_step(data, form), "action")]
    if kind.id == "count":
        step = _count_step(table, form)
        return [_fits(data, step, "of" if step.startswith("count pot") else "amount")]
    if kind.id == "stud-short":
        events = walk_to(data, Moment(len(game.streets) - 1, "cards"))
        ahead = replayed({**data, "events": [*data.get("events", []), *events]}, SOURCES).table
        needed = len(ahead.in_hand()) + 1  # a burn and a card each
        if len(ahead.stub) >= needed:
            raise FloorError("step", f"with {len(ahead.in_hand())} players the stub still holds {len(ahead.stub)} "
                                     "cards for seventh street: seat seven or eight players")
        return events
    if actor is None:
        raise FloorError("step", "no player is to act now: play on to a decision first")
    name = f"p{actor + 1}"
    if kind.id == "string-bet":
        first, more = _whole(form, "amount", 0), _whole(form, "more", 0)
        if first <= 0 or more <= 0:
            raise FloorError("amount", "expected the chips of the first motion and the chips added, both above 0")
        return [f"{name} string {first} {more}"]
    if kind.id == "undercall":
        amount, to_call = _whole(form, "amount", 0), table.to_call(actor)
        if not 0 < amount < to_call:
            raise FloorError("amount", f"seat {actor + 1} faces {to_call}: an undercall is 1 to {to_call - 1} chips")
        return [f"{name} put {amount}"]
    if kind.id == "spoken":
        # Words may be said out of turn: the seat the form names, else the player to act.
        speaker = _seat_field(form, table) if str(form.get("seat", "")).strip() else actor
        return [_spoken_step(table, speaker, form)]
    action = form.get("action", "")
    if kind.id == "out-of-turn":
        seat = _seat_field(form, table)
        if seat == actor:
            raise FloorError("seat", f"seat {seat + 1} is the player to act: choose another seat")
        if action == "cbr":  # chips bet out of turn stay in front of him (TDA 2024 Rule 53-A)
            amount = _whole(form, "amount", 0)
            if amount <= 0:
                raise FloorError("amount", "a bet or raise out of turn: expected the total it goes to, above 0")
            return [f"p{seat + 1} cbr {amount}"]
        if action not in ("f", "cc"):
            raise FloorError("action", "expected fold (f), check/call (cc) or bet/raise (cbr) to an amount")
        return [f"p{seat + 1} {action}"]
    if action in ("f", "cc", "pb"):
        return [f"{name} {action}"]
    if action == "cbr":
        amount = _whole(form, "amount", 0)
        if amount <= 0:
            raise FloorError("amount", "expected the total the bet or raise goes to, above 0")
        return [f"{name} cbr {amount}"]
    if action == "sd":
        text = form.get("cards", "")
        try:
            cards = parse_cards(text if isinstance(text, str) and len(text) < 40 else "?")
        except ValueError as error:
            raise FloorError("cards", f"the cards seat {actor + 1} discards: {error}") from None
        return [f"{name} sd {''.join(map(str, cards))}".rstrip()]
    raise FloorError("action", "expected f (fold), cc (check or call), pb (bring in), cbr (bet, raise or complete "
                               "to an amount) or sd (discard cards)")


SPOKEN_WORDS = ("call", "check", "fold", "all-in", "pot", "raise", "bet")
"""The words the 'spoken' step writes ('pN says WORD'); raise and bet may take an amount, 'pot' none (the pot is
its amount)."""


def _spoken_step(table: Table, actor: int, form: Mapping[str, str]) -> str:
    word = form.get("word", "")
    if word not in SPOKEN_WORDS:
        raise FloorError("word", f"expected one of {', '.join(SPOKEN_WORDS)}, got {str(word)[:20]!r}")
    amount = _whole(form, "amount", 0)
    if amount and word == "pot":
        raise FloorError("amount", "'pot' names no amount (the pot is its amount): leave the amount empty, or say "
                                   "'raise' or 'bet' with the amount")
    if amount and word == "raise":
        return f"p{actor + 1} says raise to {amount}"
    if amount and word == "bet":
        return f"p{actor + 1} says bet {amount}"
    return f"p{actor + 1} says {word}"


def _chips_step(table: Table, form: Mapping[str, str]) -> str:
    """Chips pushed out by a seat: the player to act, or one who has just spoken and is no longer to act."""
    seat = _seat_field(form, table)
    how = form.get("how", "put")
    if how not in ("put", "chip", "chips"):
        raise FloorError("how", "expected put (chips), chip (a single chip) or chips (several chips by value)")
    if how == "chips":
        text = form.get("amount", "")
        values = text.replace(",", " ").replace("+", " ").split() if isinstance(text, str) and len(text) < 300 else []
        if not 2 <= len(values) <= MAX_CHIPS_NAMED or not all(v.isascii() and v.isdigit() and int(v) > 0
                                                                for v in values):
            raise FloorError("amount", f"several chips: expected the value of each chip, 2 to {MAX_CHIPS_NAMED} of "
                                       "them, like '1000 500'")
        return f"p{seat + 1} chips {' '.join(str(int(v)) for v in values)}"
    amount = _whole(form, "amount", 0)
    if amount <= 0:
        raise FloorError("amount", "expected the chips pushed out, above 0")
    return f"p{seat + 1} {how} {amount}"


PLAYER_DOINGS: dict[str, tuple[str, frozenset[Family]]] = {
    "away": ("is away from the seat as the deal ends", frozenset(Family)),
    "taps": ("taps the table", frozenset(Family)),
    "looks": ("looks at the hand", frozenset(Family)),
    "turns-down": ("turns the upcards down", frozenset({Family.STUD})),
    "pulls-back": ("pulls back chips bet earlier", frozenset(Family)),
    "adds": ("adds chips from off the table", frozenset(Family)),
    "asks-next-card": ("asks to see the next card (after the hand)", frozenset(Family)),
}
"""What the 'player' step lets a seat do: its notation verb -> the page's words and the game families it happens
in (only stud has upcards to turn down); pulls-back and adds take chips."""


def player_doings(family: Family) -> dict[str, str]:
    """The 'player' step's choices in a game of this family: verb -> the page's words."""
    return {what: words for what, (words, families) in PLAYER_DOINGS.items() if family in families}


def _player_step(table: Table, form: Mapping[str, str]) -> str:
    """One of :data:`PLAYER_DOINGS` for a seat; whether it fits the hand now (a tap facing a bet, the next card
    asked for before the hand is over) the replay decides, as for a file (see :func:`_fits`)."""
    seat = _seat_field(form, table)
    what = form.get("what", "")
    offered = player_doings(table.game.family)
    if what not in offered:
        raise FloorError("what", f"{table.game.name}: expected one of {', '.join(offered)}, got {str(what)[:20]!r}")
    if what == "away":
        return f"away p{seat + 1}"
    if what in ("pulls-back", "adds"):
        amount = _whole(form, "amount", 0)
        if amount <= 0:
            raise FloorError("amount", f"{what}: expected the chips, above 0")
        return f"p{seat + 1} {what} {amount}"
    return f"p{seat + 1} {what}"


def _fits(data: Mapping[str, Any], event: str, field_name: str) -> str:
    """``event`` if the situation's events can be played with it added; else FloorError naming the form field
    whose choice the replay refused (with the replay's own words why), not the event number the page never showed."""
    try:
        replayed({**data, "events": [*data.get("events", []), event]}, SOURCES)
    except FloorError as refused:
        raise FloorError(field_name, re.sub(r"^situation: event \d+ '[^']*': (cannot be replayed: )?", "",
                                            str(refused))) from None
    return event


COUNT_OF = {"bet": "the bet he faces", "pot": "what a bet of the pot makes it"}
"""The count step's choices: its ``of`` -> the page's words ('pot': 'count pot N', pot limit only)."""


def _count_step(table: Table, form: Mapping[str, str]) -> str:
    """The count the player to act is given: of the bet he faces or (pot limit) of the pot, by the dealer (no seat)
    or by the seat the form names."""
    of = form.get("of", "bet") or "bet"
    if of not in COUNT_OF:
        raise FloorError("of", f"expected bet (the bet he faces) or pot (what a bet of the pot makes it), got "
                               f"{str(of)[:20]!r}")
    if table.actor is None:
        raise FloorError("step", "no player is to act now: a count is asked for by the player to act")
    amount = _whole(form, "amount", 0)
    if amount <= 0:
        raise FloorError("amount", "expected the bet the player was told he faces, above 0" if of == "bet"
                         else "expected the total the player was told a bet of the pot makes it, above 0")
    head = "count pot" if of == "pot" else "count"
    if not str(form.get("seat", "")).strip():
        return f"{head} {amount}"
    seat = _seat_field(form, table)
    if seat == table.actor:
        raise FloorError("seat", f"seat {seat + 1} is the player asking: the count comes from the dealer or another seat")
    return f"{head} {amount} by p{seat + 1}"


CHIPS_BEHIND_FINDINGS = {"not-accepted": "no part of the accepted action", "accepted": "part of the accepted action"}
"""The chips-behind step's choices: its ``finding`` -> the page's words (TDA 2024 Rule 62 leaves it to the TD)."""


def _chips_behind_step(table: Table, form: Mapping[str, str]) -> str:
    """Chips found behind the seat the form names, all in and called, and the TD's finding on them."""
    finding = form.get("finding", "")
    if finding not in CHIPS_BEHIND_FINDINGS:
        raise FloorError("finding", "expected accepted (part of the accepted action) or not-accepted (no part of it), "
                                    f"got {str(finding)[:20]!r}")
    amount = _whole(form, "amount", 0)
    if amount <= 0:
        raise FloorError("amount", "expected the chips found behind his stack, above 0")
    return f"p{_seat_field(form, table) + 1} chips behind {amount} {finding}"


def _push_step(form: Mapping[str, str]) -> str:
    """'push p1' (the pot whole to seat 1) from '1', or 'push p1 53 p4 10' from '1 53 4 10': seat, chips, ..."""
    words = str(form.get("shares", "")).replace(",", " ").split()
    if not words or not all(word.isdigit() for word in words) or (len(words) > 1 and len(words) % 2):
        raise FloorError("shares", "expected a seat (the whole pot to it) or seats and chips, like 1 53 4 10, got "
                                   f"{str(form.get('shares', ''))[:30]!r}")
    if len(words) == 1:
        return f"push p{words[0]}"
    return "push " + " ".join(f"p{seat} {chips}" for seat, chips in zip(words[::2], words[1::2], strict=True))


def _next_hand_step(data: Mapping[str, Any], form: Mapping[str, str]) -> str:
    """'next continue', or the next hand's player to act: 'next pN f', 'next pN cc', 'next pN cbr X'."""
    replay = replayed(data, SOURCES)
    if not replay.next_hand_begun:
        raise FloorError("step", "the next hand has not begun: every pot pushed, begin it first (The next hand "
                                 "begins)")
    action = form.get("action", "")
    if action == "continue":
        return "next continue"
    table = replay.next_hand
    if table is None or table.actor is None:
        raise FloorError("action", "nobody is to act on the next hand yet: continue (its blinds and deal) first")
    if action in ("f", "cc"):
        return f"next p{table.actor + 1} {action}"
    if action == "cbr":
        amount = _whole(form, "amount", 0)
        if amount <= 0:
            raise FloorError("amount", "expected the total the bet or raise goes to, above 0")
        return f"next p{table.actor + 1} cbr {amount}"
    raise FloorError("action", f"expected continue, f, cc or cbr, got {str(action)[:20]!r}")


SHOWDOWN_DOINGS = {"show": "shows the hand", "mucks": "mucks it unshown", "discards": "lets it go face down, apart",
                   "declares": "names the tabled hand", "killed": "has it killed by the dealer"}
"""The showdown step's choices: its ``how`` -> the page's words ('declares' takes the ``hand`` named)."""


def _showdown_step(table: Table, form: Mapping[str, str]) -> str:
    seat = _seat_field(form, table)
    how = form.get("how", "show")
    if how not in SHOWDOWN_DOINGS:
        raise FloorError("how", f"expected show (turns the hand up) or one of {', '.join(list(SHOWDOWN_DOINGS)[1:])}")
    if how == "declares":
        hand = form.get("hand", "")
        if hand not in DECLARED_HANDS:
            raise FloorError("hand", f"the hand named: expected one of {', '.join(DECLARED_HANDS)}")
        return f"p{seat + 1} declares {hand}"
    return {"show": f"show p{seat + 1}", "killed": f"kill p{seat + 1}"}.get(how, f"p{seat + 1} {how}")


def _card_field(form: Mapping[str, str], name: str, expected: str) -> Card:
    """The one card typed in the form's ``name`` field; FloorError names the field and what was expected."""
    text = form.get(name, "")
    try:
        return parse_card(text.strip() if isinstance(text, str) and len(text) < 10 else "?")
    except ValueError as error:
        raise FloorError(name, f"expected {expected} ({error})") from None


def _duplicate_step(table: Table, form: Mapping[str, str]) -> str:
    card = _card_field(form, "duplicate", "the card found twice, like '8h'")
    return f"duplicate {card}"


def _missing_step(table: Table, form: Mapping[str, str]) -> str:
    card = _card_field(form, "missing", "the missing card, like 'Kd'")
    where = table.card_locations().get(card)
    if where != "stub":
        raise FloorError("missing", f"the {card} is in play ({where}): a card missing from the deck must be one "
                                    "still undealt, in the stub")
    return f"missing {card}"


def _foreign_step(table: Table, form: Mapping[str, str]) -> str:
    card = form.get("card", "joker")
    if card not in ("joker", "back"):
        raise FloorError("card", "expected joker or back (a card with another deck's back)")
    where = form.get("where", "next")
    if where == "next":
        if not isinstance(table.next_dealer_operation(), DealCard):
            raise FloorError("where", "no card is due to a player now: say where the card was found instead")
        return f"foreign {card}"
    if where == "stub":
        return f"foreign {card} stub"
    if not isinstance(where, str) or not where.isdigit():
        raise FloorError("where", "expected next, stub or the number of the seat whose hand holds the card")
    try:
        seat = _seat_field({"seat": where}, table)
    except FloorError as refused:
        raise FloorError("where", str(refused)) from None
    if not table.seat(seat).cards:
        raise FloorError("where", f"seat {seat + 1} holds no cards")
    return f"foreign {card} p{seat + 1}"


def actions_for(table: Table) -> list[tuple[str, str]]:
    """The decisions the player to act may make, as (action, words) for the page's buttons."""
    if table.actor is None:
        return []
    legal = table.legal_player_operations()
    buttons = {"fold": ("f", "Fold"), "check": ("cc", "Check"), "call": ("cc", "Call"), "bring-in": ("pb", "Bring in"),
             "complete": ("cbr", "Complete to"), "bet": ("cbr", "Bet to"), "raise": ("cbr", "Raise to"),
             "discard": ("sd", "Discard")}
    return [buttons[name] for name in legal if name in buttons]


def _card_mistake(table: Table, kind: str) -> list[str]:
    """A premature street, a card without its burn, or two burns, from the table as it stands."""
    game = table.game
    if kind == "premature":
        if table.actor is None or table.phase is not Phase.BETTING:
            raise FloorError("step", "nobody is to act: a premature card comes while a player still has to act")
        street = table.street_index + 1
        if street >= len(game.streets):
            raise FloorError("step", "this is the last street: no card is left to come early")
        coming = game.streets[street]
        cards = ["board"] * coming.board + [f"deal p{s + 1}" for s in _live_deal_order(table)] * (coming.down + coming.up)
        return ["burn", *cards]
    ahead = table.copy()
    while isinstance(op := ahead.next_dealer_operation(), (CollectBets, ReturnUncalledBet)):
        ahead.apply(op)  # the bets go in first, as the replay does when a card comes after them
    if not isinstance(op, Burn):
        raise FloorError("step", "no burn is due now: play on to the start of a street first")
    if kind == "extra-burn":
        return ["burn", "burn"]
    if game.family is Family.FLOP:
        return ["board"]
    return [f"deal p{_live_deal_order(table)[0] + 1}"]


def add_step(data: Mapping[str, Any], form: Mapping[str, str]) -> dict[str, Any]:
    """The situation with one more step of what happened: its events written out and checked.

    The steps are written on the table as the default rulebook sets it. Where a rulebook's own house
    settings would make the same events a different hand (ties on a stud board broken by suit instead
    of position: another seat acts first, and a walk's calls come out of turn), the settings the events
    were written with are put into the situation's ``[house]``, so every rulebook rules on one table."""
    events = list(data.get("events", []))
    added = step_events(data, form)
    result = {**data, "events": events + added}
    checked(result)
    return same_table_for_every_rulebook(result)


def same_table_for_every_rulebook(data: Mapping[str, Any]) -> dict[str, Any]:
    """``data``, with the default rulebook's house settings written into ``[house]`` where the events
    would otherwise replay differently (other mistakes, or none that can be played) under some rulebook."""
    situation = checked(data, play=False)
    if _replays_alike(situation):
        return dict(data)
    written = _house(situation, SOURCES)
    house = dict(data.get("house", {}))
    differing = {}
    for name, wanted in situations.HOUSE_OPTIONS.items():
        values = {getattr(_house(situation, book), name) for book in RULEBOOK_NAMES}
        value = getattr(written, name)
        if len(values) > 1 and name not in house and type(value) is wanted:
            differing[name] = value
    # The one setting that makes the difference, where one does (usually how stud ties are broken).
    for name, value in differing.items():
        if _replays_alike(checked({**data, "house": {**house, name: value}}, play=False)):
            return {**data, "house": {**house, name: value}}
    return {**data, "house": {**house, **differing}}


def _replays_alike(situation: situations.Situation) -> bool:
    """Whether the events play to the same mistakes under every rulebook's house settings."""
    seen: set[tuple[tuple[str, int], ...]] = set()
    for book in RULEBOOK_NAMES:
        try:
            found = situations.replay(situation, _house(situation, book))
        except ValueError:
            return False
        seen.add(tuple((i.kind.value, i.event.index) for i in found.irregularities))
    return len(seen) == 1


def table_after(data: Mapping[str, Any], count: int) -> Table:
    """The table as the situation's first ``count`` events leave it (0: before any event)."""
    events = list(data.get("events", []))
    if not 0 <= count <= len(events):
        raise FloorError("at", f"expected a number of events from 0 to {len(events)}, got {count}")
    return replayed({**data, "events": events[:count]}).table


def undo_step(data: Mapping[str, Any], count: int = 1) -> dict[str, Any]:
    events = list(data.get("events", []))
    return {**data, "events": events[:max(0, len(events) - count)]}


# ---------------------------------------------------------------- the ruling under every rulebook


@dataclass
class FloorAnswer:
    """What the floor needs: the table as the events left it, and each rulebook's ruling on it."""

    situation: situations.Situation
    table: Table
    """The table as the events left it (before any remedy)."""
    rulings: dict[str, Ruling] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    """Rulebook -> why the engine cannot rule (no irregularity yet, or none it covers)."""
    irregularities: tuple[situations.Irregularity, ...] = ()

    @property
    def differ(self) -> bool:
        """Whether the rulebooks rule differently (or one rules and another cannot)."""
        codes = {ruling.code for ruling in self.rulings.values()}
        return len(codes) > 1 or (bool(self.rulings) and bool(self.errors))

    def groups(self) -> list[tuple[tuple[str, ...], Ruling]]:
        """Rulebooks that rule alike, together: [(('sources', 'tda-2024'), ruling), (('robert-rules',), ...)]."""
        grouped: list[tuple[list[str], Ruling]] = []
        for book, ruling in self.rulings.items():
            for names, first in grouped:
                if first.code is ruling.code and first.rule.id == ruling.rule.id and first.remedy == ruling.remedy:
                    names.append(book)
                    break
            else:
                grouped.append(([book], ruling))
        return [(tuple(names), ruling) for names, ruling in grouped]


def check(data: Mapping[str, Any]) -> FloorAnswer:
    """Rule on the situation under every rulebook (FloorError for a situation that cannot be read)."""
    situation = checked(data)
    answer: FloorAnswer | None = None
    for book in RULEBOOK_NAMES:
        try:
            found = situations.replay(situation, _house(situation, book))
        except ValueError as error:
            raise FloorError(_field_named(str(error)), str(error)) from None
        if answer is None:
            answer = FloorAnswer(situation, found.table, irregularities=tuple(found.irregularities))
        try:
            answer.rulings[book] = rule_on_replay(found, book)
        except ValueError as error:  # NoRuling: nothing to rule on yet, or nothing the engine covers
            answer.errors[book] = str(error).removeprefix(f"{SOURCE}: ")
    assert answer is not None
    return answer


# ---------------------------------------------------------------- the situation as a file and a link


def _inline(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a valid TOML basic string
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_inline(v)}" for k, v in value.items()) + " }"
    raise FloorError("situation", f"cannot write {value!r} in a situation file")


def situation_toml(data: Mapping[str, Any]) -> str:
    """The situation as a situation file (``dealerschool ruling FILE`` reads it): one event a line."""
    lines = ["# A floor situation: `dealerschool ruling FILE` rules on it."]
    tables = {k: v for k, v in data.items() if isinstance(v, dict)}
    for name, value in data.items():
        if name in tables or name == "events":
            continue
        lines.append(f"{name} = {_inline(value)}")
    events = data.get("events", [])
    if "events" in data:
        lines.append("events = [" if events else "events = []")
    if events:
        lines.extend(f"  {_inline(text)}," for text in events)
        lines.append("]")
    for name, value in tables.items():
        lines.append(f"\n[{name}]")
        lines.extend(f"{k} = {_inline(v)}" for k, v in value.items())
    return "\n".join(lines) + "\n"


def parse_situation_text(text: str | bytes, source: str = "uploaded file") -> dict[str, Any]:
    """A situation file's text (or a scenario file's ``[situation]``), read and checked; FloorError names
    the line (a TOML syntax error) or the field (a situation that does not validate)."""
    if isinstance(text, bytes):
        if len(text) > MAX_SITUATION_BYTES:
            raise FloorError("file", f"{source}: {len(text)} bytes is over the limit of {MAX_SITUATION_BYTES}")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise FloorError("file", f"{source}: expected UTF-8 text") from None
    if len(text.encode("utf-8")) > MAX_SITUATION_BYTES:
        raise FloorError("file", f"{source}: over the limit of {MAX_SITUATION_BYTES} bytes")
    if not text.strip():
        raise FloorError("file", f"{source}: empty: expected a situation file (variant, stakes, starting_stacks, events)")
    try:
        data = parse_toml(text, source)
    except ValueError as error:
        raise FloorError("file", str(error)) from None
    except RecursionError:
        raise FloorError("file", f"{source}: not valid TOML: nested too deeply") from None
    if isinstance(data.get("situation"), dict):
        data = data["situation"]  # a scenario file: its situation
    if isinstance(data.get("stub"), list):
        data = {**data, "stub": situations.stub_text_of(data["stub"])}  # the page keeps the stub as one string
    checked(data, source)
    return data


def encode_link(data: Mapping[str, Any]) -> str:
    """The situation in a URL-safe token (compact JSON, deflated, base64url): it reproduces the
    situation exactly, with no server state."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_link(token: str) -> dict[str, Any]:
    """The situation a link token carries, checked; FloorError says what is wrong with it."""
    if not isinstance(token, str) or not token or len(token) > MAX_SITUATION_BYTES // 4:
        raise FloorError("s", "the link's situation is empty or too long")
    if not re.fullmatch(r"[A-Za-z0-9_-]+", token):
        raise FloorError("s", "the link's situation holds characters a link does not use: it was cut or changed")
    try:
        inflate = zlib.decompressobj()
        raw = inflate.decompress(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)), MAX_SITUATION_BYTES)
        if inflate.unconsumed_tail:
            raise FloorError("s", f"the link's situation is over the limit of {MAX_SITUATION_BYTES} bytes")
        data = json.loads(raw.decode("utf-8"))
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError, RecursionError) as error:
        if isinstance(error, FloorError):
            raise
        raise FloorError("s", "the link's situation cannot be read: it was cut or changed") from None
    if not isinstance(data, dict):
        raise FloorError("s", "the link's situation is not a table of fields")
    checked(data, "link")
    return data


# ---------------------------------------------------------------- events in words


def events_in_words(data: Mapping[str, Any], table: Table | None = None) -> list[str]:
    """The situation's events in the dealer room's words, one sentence each ("Seat 3 calls 16"), each action
    worded from the betting it met on ``table`` (the table the events leave); an event that cannot be
    read is shown as written."""
    texts = [str(text) for text in data.get("events", [])]
    try:
        events = checked(data, play=False).events
    except FloorError:
        return [event_words(text) for text in texts]
    return [words.sentence(line).rstrip(".") for line in words.events_in_words(events, table)]


def event_words(text: str, seat_count: int = 10) -> str:
    """One event in the dealer room's words ('p3 cbr 20' -> 'Seat 3 bets or raises to 20'): with no table
    to say whether it was a bet or a raise, as the notation says it; an event that cannot be read is shown
    as written."""
    try:
        event = situations.parse_event(text, 0, SOURCE, seat_count)
    except ValueError:
        return text
    return words.sentence(words.event_words(event)).rstrip(".")
