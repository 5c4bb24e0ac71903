"""A hand in progress as a record: the situation's set-up and the events so far.

A drill or a quiz is a situation (game, seats, stacks, a seed or a stub) plus
the events told so far, in the notation of a situation file's ``events``. A
:class:`HandRecord` holds exactly that and nothing else; the table is rebuilt
by replaying it (:meth:`HandRecord.rebuild`), so a web request can carry the
hand as a few hundred bytes of JSON (:meth:`HandRecord.to_json`): the record is
the only truth. To save work a process keeps the recent replays (:data:`REPLAYS`,
bounded, each reader given its own copy, until pushed out) and the set-ups and
events it has read (``lru_cache``, listed in :mod:`dealerschool.caches`); a miss
replays the record. :meth:`HandRecord.append` adds one event, or refuses it
with an :class:`EventRefused` that names the event and what was expected.

A mistake a trainee makes (a card to the wrong seat, a missing burn) is not
refused: the replay carries it out as it happened and records it as an
irregularity, which is what a ruling then judges. Only an event that is not
notation, or that no table could carry out, is refused.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import lru_cache
from typing import Any

from dealerschool import situations
from dealerschool.caches import BoundedCache
from dealerschool.situations.events import Event, operation_text, parse_event
from dealerschool.situations.replays import Replay, step
from dealerschool.situations.setup import Situation
from dealerschool.table.operations import (
    CollectBets,
    DealCard,
    DealCommonCard,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
)
from dealerschool.table.table import Table

__all__ = ["MAX_EVENTS", "MAX_EVENT_LENGTH", "REPLAYS_KEPT", "EventRefused", "HandRecord", "copy_replay", "event_for",
           "forget_replays"]

SOURCE = "hand record"
"""How errors name a record (there is no file)."""
MAX_EVENTS = 1000
"""More events than any hand needs (an eight-handed stud hand dealt card by card takes about 150)."""
MAX_EVENT_LENGTH = 200
FIELDS = ("setup", "events")


class EventRefused(ValueError):
    """An event that is not notation, or that the hand as it stands cannot carry out."""

    def __init__(self, event: str, reason: str, expected: str) -> None:
        self.event = event
        """The event as given."""
        self.reason = reason
        """Why it cannot be played."""
        self.expected = expected
        """What the hand was waiting for, in words and notation ("p3 to act: f, cc, cbr 4-200")."""
        super().__init__(f"event {event!r} refused: {reason}; expected {expected}")


_CONTINUE = {ReturnUncalledBet, MoveButton, DealCommonCard, ReshuffleForStub}
"""Dealer operations the notation has no word of their own for: 'continue' carries them out."""


def event_for(operation: Operation) -> str:
    """The event that tells ``operation`` in a situation's notation (what a trainee's click appends).

    Forced bets are 'post' and a pot pushed is 'push'; an uncalled bet returned, a common card, a reshuffle
    and the button moving are 'continue', which carries out every dealer operation due until a player must
    act or the hand is over.
    """
    kind = type(operation)
    if kind in (PostAnte, PostBlind, PostDeadBlind):
        return "post"
    if kind is PushPot:
        return "push"
    if kind in _CONTINUE:
        return "continue"
    if kind is CollectBets:
        return "collect"
    if kind is DealCard:
        # 'deal pN' deals face down or up as the procedure has it: the face is only written for a mistake.
        return f"deal p{operation.seat + 1}"  # type: ignore[union-attr]
    return operation_text(operation)


@lru_cache(maxsize=512)
def _situation(setup_json: str) -> Situation:
    """The set-up read once per distinct set-up: a web request rebuilding the same drill reads it again free."""
    data = json.loads(setup_json)
    return situations.from_mapping(data, SOURCE, check_events=False)


@lru_cache(maxsize=4096)
def _event(text: str, index: int, seat_count: int) -> Event:
    return parse_event(text, index, SOURCE, seat_count)


@lru_cache(maxsize=1024)
def _events(texts: tuple[str, ...], seat_count: int) -> tuple[Event, ...]:
    """A record's events read (each one once: a drill's record grows by one event a request)."""
    return tuple(_event(text, i, seat_count) for i, text in enumerate(texts))


@lru_cache(maxsize=512)
def _fresh_table(setup_json: str) -> Table:
    """The table the set-up sets before any event, built once per distinct set-up; a rebuild plays on a copy."""
    return situations.build_table(_situation(setup_json))


REPLAYS_KEPT = 256
"""Replays kept per process, most recent first: the next request of a drill usually rebuilds the record
the last one wrote, and a copy of its replay costs a fraction of playing every event again."""
REPLAYS: BoundedCache[tuple[str, tuple[str, ...]], Replay] = BoundedCache(
    "replayed hands", max_entries=REPLAYS_KEPT, max_bytes=16 * 2**20,
    size_of=lambda key, replayed: 4_000 + 80 * len(key[1]) + len(key[0]))
"""(set-up JSON, events) -> the replay, kept as a private copy. A whole six-handed hand's replay holds about
8 KB (68 hold'em events: 8.0 KB; 82 stud events: 9.3 KB, measured with tracemalloc), hence the estimate."""


def copy_replay(replayed: Replay) -> Replay:
    """An independent copy of a replay: its own table, irregularity and action lists (the rest is frozen)."""
    values: dict[str, Any] = {}
    for item in fields(replayed):
        value = getattr(replayed, item.name)
        if isinstance(value, Table):
            value = value.copy()
        elif isinstance(value, (list, dict, set)):
            value = type(value)(value)
        values[item.name] = value
    return type(replayed)(**values)


def _keep(key: tuple[str, tuple[str, ...]], replayed: Replay) -> None:
    REPLAYS.put(key, copy_replay(replayed))


def _kept(key: tuple[str, tuple[str, ...]]) -> Replay | None:
    found = REPLAYS.get(key)
    return None if found is None else copy_replay(found)


def forget_replays() -> None:
    """Empty the per-process store of replays (benchmarks time a rebuild from nothing with it)."""
    REPLAYS.clear()


def _expected(replayed: Replay) -> str:
    table = replayed.table
    if table.is_complete:
        return "nothing more: the hand is over"
    if table.actor is not None:
        legal = table.legal_player_operations()
        return f"p{table.actor + 1} to act ({', '.join(legal)})" if legal else f"p{table.actor + 1} to act"
    operation = table.next_dealer_operation()
    return "nothing from the dealer" if operation is None else f"{event_for(operation)!r} ({operation_text(operation)})"


def _check_setup(setup: Any) -> str:
    if not isinstance(setup, Mapping):
        raise ValueError(f"{SOURCE}: field 'setup': expected an object of situation fields, got {setup!r}")
    if "events" in setup:
        raise ValueError(f"{SOURCE}: field 'setup.events': the events go in the record's 'events', not its set-up")
    try:
        text = json.dumps(setup, sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError) as error:
        raise ValueError(f"{SOURCE}: field 'setup': expected plain values (numbers, strings, arrays, tables): {error}") from None
    try:
        _situation(text)
    except ValueError as error:
        message = str(error)
        prefix = f"{SOURCE}: field '"
        # The situation reader names the field; in a record it sits under 'setup'.
        raise ValueError(message.replace(prefix, f"{SOURCE}: field 'setup.", 1)) from None
    return text


def _check_events(events: Any) -> tuple[str, ...]:
    if not isinstance(events, (list, tuple)):
        raise ValueError(f"{SOURCE}: field 'events': expected an array of strings, got {events!r}")
    if len(events) > MAX_EVENTS:
        raise ValueError(f"{SOURCE}: field 'events': {len(events)} events, at most {MAX_EVENTS}")
    for index, event in enumerate(events):
        if not isinstance(event, str) or len(event) > MAX_EVENT_LENGTH:
            raise ValueError(f"{SOURCE}: event {index + 1}: expected a string of notation "
                             f"(at most {MAX_EVENT_LENGTH} characters), got {str(event)[:40]!r}")
    return tuple(events)


@dataclass(frozen=True)
class HandRecord:
    """A situation's set-up and the events told so far: everything needed to rebuild the table."""

    setup_json: str
    """The situation's fields except ``events`` (variant, starting_stacks, blinds_or_straddles, seed, stub,
    button, house...), as canonical JSON text, so the record is immutable and hashable."""
    events: tuple[str, ...] = ()
    """The events so far, one string each, in situation notation."""

    @classmethod
    def start(cls, setup: Mapping[str, Any], events: tuple[str, ...] | list[str] = ()) -> HandRecord:
        """A record from situation fields (as a situation file has them, without ``events``) and any events.

        Raises ValueError naming the field when the set-up is not a situation or an event is not a string,
        and naming the event ("hand record: event 4 'p9 cc': ...") when one cannot be played.
        """
        record = cls(_check_setup(setup), _check_events(events))
        if record.events:
            record.rebuild()
        return record

    @classmethod
    def from_situation(cls, data: Mapping[str, Any]) -> HandRecord:
        """A record from a whole situation mapping (a situation file's fields, ``events`` included)."""
        fields = dict(data)
        events = fields.pop("events", [])
        return cls.start(fields, events)

    @property
    def setup(self) -> dict[str, Any]:
        """The set-up as a fresh dict of situation fields."""
        fields: dict[str, Any] = json.loads(self.setup_json)
        return fields

    def situation(self) -> Situation:
        """The record as a :class:`Situation`, ready for a ruling or a grade."""
        base = _situation(self.setup_json)
        return replace(base, events=_events(self.events, base.seat_count))

    def situation_mapping(self) -> dict[str, Any]:
        """The record as a situation file's fields (``events`` included): what a saved drill writes out."""
        return {**self.setup, "events": list(self.events)}

    def rebuild(self) -> Replay:
        """Replay the events on a fresh table: the table as it stands and the irregularities met.

        The result is the caller's own (play on it freely). A copy of a replay this process made for the
        same record recently is used when there is one (:data:`REPLAYS_KEPT`): it equals a fresh replay.
        Raises ValueError naming the event that cannot be replayed ("hand record: event 4 'p9 cc': ...")."""
        key = (self.setup_json, self.events)
        found = _kept(key)
        if found is not None:
            return found
        try:
            replayed = situations.replay(self.situation(), table=_fresh_table(self.setup_json).copy())
            _keep(key, replayed)
            return replayed
        except (LookupError, AssertionError) as error:
            # Notation the reader accepts on a table the engine cannot carry on (a stub run dry, say):
            # a record from outside must get a clear refusal, not a server error.
            raise ValueError(f"{SOURCE}: field 'events': cannot be replayed ({type(error).__name__}: {error})") from None

    def append(self, event: str) -> HandRecord:
        """This record with ``event`` told next; :class:`EventRefused` if it is not notation or cannot apply."""
        return self.append_and_replay(event)[0]

    def can_append(self, event: str) -> bool:
        try:
            self.append_and_replay(event)
        except EventRefused:
            return False
        return True

    def append_and_replay(self, event: str, replayed: Replay | None = None) -> tuple[HandRecord, Replay]:
        """Append ``event`` and return the new record with its replay (the table after the event).

        ``replayed`` may pass this record's own replay (from :meth:`rebuild`) to save rebuilding it;
        it is played on in place, so do not use it afterwards.
        """
        if not isinstance(event, str):
            raise EventRefused(repr(event), "an event is a string of notation", "a string like 'p3 cc' or 'burn'")
        replayed = self.rebuild() if replayed is None else replayed
        if len(self.events) >= MAX_EVENTS:
            raise EventRefused(event, f"a record holds at most {MAX_EVENTS} events", _expected(replayed))
        if len(event) > MAX_EVENT_LENGTH:
            raise EventRefused(event[:40] + "...", f"an event is at most {MAX_EVENT_LENGTH} characters",
                               _expected(replayed))
        index = len(self.events)
        try:
            parsed = _event(event, index, replayed.situation.seat_count)
        except ValueError as error:
            raise EventRefused(event, _without_source(str(error), event), _expected(replayed)) from None
        try:
            step(replayed, parsed)
        except (ValueError, LookupError, AssertionError) as error:
            # LookupError and AssertionError: a table the notation allows but the engine cannot carry on
            # (an empty stub, say); the trainee gets a refusal, not a server error. The failed event may
            # have changed the table part-way: what was expected is read from the record as it stood.
            raise EventRefused(event, _without_source(str(error), event), _expected(self.rebuild())) from None
        replayed.situation = replace(replayed.situation, events=replayed.situation.events + (parsed,))
        record = replace(self, events=self.events + (event,))
        _keep((record.setup_json, record.events), replayed)
        return record, replayed

    def to_json(self) -> str:
        """Compact JSON text: ``{"setup":{...},"events":[...]}`` (a hold'em hand is a few hundred bytes)."""
        return '{"setup":' + self.setup_json + ',"events":' + json.dumps(list(self.events), separators=(",", ":")) + "}"

    @classmethod
    def from_json(cls, text: str | bytes, check_events: bool = True) -> HandRecord:
        """Read :meth:`to_json`'s text back; ValueError names the field and what was expected.

        The events are replayed, so a record that reads is a hand the table can stand at; with
        ``check_events=False`` they are only checked to be strings, and the caller's own rebuild (or
        :meth:`append_and_replay`) names any that cannot be played (one replay per request, not two).
        """
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as error:
            raise ValueError(f"{SOURCE}: not JSON ({error})") from None
        if not isinstance(data, dict):
            raise ValueError(f"{SOURCE}: expected an object with fields 'setup' and 'events', got {type(data).__name__}")
        unknown = sorted(set(data) - set(FIELDS))
        if unknown:
            raise ValueError(f"{SOURCE}: field {unknown[0]!r}: unknown field (expected setup and events)")
        if "setup" not in data:
            raise ValueError(f"{SOURCE}: field 'setup': missing (expected an object of situation fields)")
        if not check_events:
            return cls(_check_setup(data["setup"]), _check_events(data.get("events", [])))
        return cls.start(data["setup"], data.get("events", []))


def _without_source(message: str, event: str) -> str:
    """Drop the "hand record: event 4 'p2 cc': " prefix the readers put first: the refusal names the event."""
    if message.startswith(SOURCE + ": "):
        message = message[len(SOURCE) + 2:]
        if event and message.startswith("event "):
            marker = f"{event!r}: "
            at = message.find(marker)
            if at != -1:
                message = message[at + len(marker):]
    return message
