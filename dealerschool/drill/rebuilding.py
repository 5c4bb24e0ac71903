"""The rebuild: a drill hand's table from its record alone (the set-up, the events, where the ruling came,
the rulebook), and the rebuilt hands a process keeps for the next request.

The record is the truth. Rebuilding replays the events up to the irregularity, rules on them (the engine
is deterministic), applies the same remedy and plays the events after it on the remedied table; a hand a
request rebuilt may be kept for the next request that reads the very same record
(:data:`KEPT_HANDS`; :meth:`dealerschool.drill.hand.Drill.keep`).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from dealerschool import situations
from dealerschool.caches import BoundedCache
from dealerschool.drill.moves import DRILL_WORDS, play_event
from dealerschool.rules.engine import Ruling, rule_on_replay
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations.record import HandRecord
from dealerschool.situations.replays import Replay
from dealerschool.table.table import Table

HandKey = tuple[str, tuple[str, ...], int | None, str]
"""What a rebuilt hand depends on, and nothing else: the set-up's canonical JSON, the events, where the
ruling came and the rulebook (:func:`rebuild` is a function of these alone)."""

Rebuilt = tuple[Table, "Ruling | None", Replay]
"""A rebuilt hand: the table as the record leaves it, the ruling (None when the hand did not stop for one)
and the replay the table is played on."""

KEPT_HANDS: BoundedCache[HandKey, Rebuilt] = BoundedCache(
    "rebuilt drill hands", max_entries=128, max_bytes=16 * 2**20,
    size_of=lambda key, rebuilt: 10_000 + 500 * len(key[1]) + len(key[0]))
"""Rebuilt hands kept by :meth:`Drill.keep <dealerschool.drill.hand.Drill.keep>` for the next request that
reads the same record: each until that request takes it (:func:`take_kept_hand`: at most once, the taker
owns it) or newer ones push it out, least recently used first; more entries than the trainees one server
process serves at once. A six-handed hold'em hand of 51 events with its ruling (three tables: the
replay's, the irregularity's, the remedy's) holds 37 KB, an eight-handed stud/8 hand of 118 events 59 KB,
a hand of 62 events with no ruling 13 KB (measured with tracemalloc), hence the estimate."""


def take_kept_hand(key: HandKey) -> Rebuilt | None:
    """The hand kept under ``key``, taken out of the cache (the taker owns it: nobody else can get it)."""
    return KEPT_HANDS.take(key)


def rebuild(setup: Mapping[str, Any], events: list[str] | tuple[str, ...], ruling_at: int | None,
            rulebook: str) -> tuple[Replay, Ruling | None]:
    """A drill hand's table from its record alone: ``events[:ruling_at]`` replayed (the notation as a
    situation, then any drill words), ruled on, the remedy applied, and the rest played on its table.

    With ``ruling_at`` None (or beyond the events) every event is replayed and there is no ruling."""
    before = list(events if ruling_at is None else events[:ruling_at])
    record = HandRecord(HandRecord.start(dict(setup)).setup_json, ())
    plain = next((i for i, text in enumerate(before) if text in DRILL_WORDS), len(before))
    situation = replace(record, events=tuple(before[:plain])).situation()
    replayed = situations.replay(situation, get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play))
    seat_count = replayed.situation.seat_count
    for index in range(plain, len(before)):
        play_event(replayed, before[index], index, seat_count)
    if ruling_at is None or ruling_at > len(events):
        return replayed, None
    found = rule_on_replay(replayed, rulebook, carried_out=False)
    # A procedure ruling (the stud deck running short) changes nothing at the table: the table already
    # follows the rulebook's procedure, whose steps the trainee deals as ordinary operations. (The remedy's
    # table has dealt them all, which would leave the trainee nothing to do.)
    after = found.table if found.irregularity is not None else replayed.table
    replayed = Replay(replayed.situation, after.copy())
    for index in range(ruling_at, len(events)):
        play_event(replayed, events[index], index, seat_count)
    return replayed, found


def review_table(hand: Mapping[str, Any], step: int) -> Table:
    """A finished hand (:meth:`Drill.hand_record`) after its first ``step`` events, for a step-by-step review.

    At the ruling's step the table is shown as the irregularity left it; the step after, as the remedy did."""
    events = list(hand["events"])
    step = max(0, min(step, len(events)))
    ruling_at = hand.get("ruling_at")
    cut = None if ruling_at is None or step <= ruling_at else ruling_at
    return rebuild(hand["setup"], events[:step], cut, hand["rulebook"])[0].table
