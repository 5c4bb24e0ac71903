"""Hand records: a set-up and events, rebuilt by replaying; compact JSON; one event appended or refused.

The rebuilt table is checked against a table driven directly with the same
operations, and against the situation reader's own replay for every scripted
scenario.
"""

import json
import random

import pytest

from dealerschool import situations
from dealerschool.files import parse_toml, read_text
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.quiz import scenarios
from dealerschool.situations.record import MAX_EVENTS, EventRefused, HandRecord, event_for, forget_replays
from dealerschool.situations.replays import IrregularityKind
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, PostBringIn
from dealerschool.table.table import Phase, snapshot

HOLDEM = {"variant": "NT", "starting_stacks": [200] * 6, "blinds_or_straddles": [1, 2], "seed": 7}
SETUPS = {
    "NT": HOLDEM,
    "PO": {"variant": "PO", "starting_stacks": [150, 90, 300, 40], "blinds_or_straddles": [1, 2], "seed": 3},
    "F7S/8": {"variant": "F7S/8", "starting_stacks": [100] * 5, "antes": 1, "bring_in": 1, "small_bet": 2,
              "big_bet": 4, "seed": 11},
    "FR": {"variant": "FR", "starting_stacks": [60, 80, 100], "antes": 1, "bring_in": 1, "small_bet": 2,
           "big_bet": 4, "seed": 5},
    "F2L3D": {"variant": "F2L3D", "starting_stacks": [100] * 4, "blinds_or_straddles": [1, 2], "small_bet": 2,
              "big_bet": 4, "seed": 9},
    "FB": {"variant": "FB", "starting_stacks": [50, 100, 100], "blinds_or_straddles": [1, 2], "small_bet": 2,
           "big_bet": 4, "seed": 2},
}


def random_event(table, rng: random.Random) -> tuple[str, object | None]:
    """The next event of a hand played correctly with random decisions, and the player operation it is."""
    operation = table.next_dealer_operation()
    if operation is not None:
        return event_for(operation), None
    seat = table.actor
    if table.phase is Phase.DRAWING:
        hole = table.seat(seat).hole
        op = Discard(seat, tuple(rng.sample(hole, rng.randint(0, min(3, len(hole))))))
        return f"p{seat + 1} sd {''.join(map(str, op.cards))}".rstrip(), op
    # A fold with nothing to call is legal but irregular (the replay records it): check instead.
    choice = rng.choice([c for c in table.legal_player_operations() if not ("check" in
                         table.legal_player_operations() and c == "fold")])
    if choice == "fold":
        op = Fold(seat)
    elif choice in ("check", "call"):
        op = CheckOrCall(seat)
    elif choice == "bring-in":
        op = PostBringIn(seat)
    else:
        options = table.raise_options(seat)
        op = BetOrRaiseTo(seat, rng.choice(options.choices) if options.choices
                          else rng.randint(options.minimum, options.maximum))
    text = {Fold: "f", CheckOrCall: "cc", PostBringIn: "pb"}.get(type(op))
    return (f"p{seat + 1} {text}" if text else f"p{seat + 1} cbr {op.amount}"), op


def play_record(setup: dict, seed: int) -> tuple[HandRecord, list]:
    """Play a whole hand by appending events; returns the record and each step's snapshot."""
    rng = random.Random(seed)
    record = HandRecord.start(setup)
    replayed = record.rebuild()
    pictures = []
    while not replayed.table.is_complete:
        event, _ = random_event(replayed.table, rng)
        record, replayed = record.append_and_replay(event, replayed)
        pictures.append(json.dumps(snapshot(replayed.table), sort_keys=True))
        assert len(record.events) < MAX_EVENTS
    assert not replayed.irregularities
    return record, pictures


@pytest.mark.parametrize("variant", sorted(SETUPS))
def test_a_hand_appended_event_by_event_rebuilds_the_same_at_every_step(variant):
    for seed in range(3):
        record, pictures = play_record({**SETUPS[variant], "seed": seed}, seed)
        # Rebuilt from scratch at each length (as a web request would), from its JSON, the table is the same.
        for length in range(0, len(record.events) + 1, 5):
            prefix = HandRecord(record.setup_json, record.events[:length])
            forget_replays()  # played from nothing, not copied from the replays the appends kept
            back = HandRecord.from_json(prefix.to_json())
            assert back == prefix
            if length:
                assert json.dumps(snapshot(back.rebuild().table), sort_keys=True) == pictures[length - 1]
        assert record.rebuild().table.is_complete


def test_the_rebuilt_table_is_the_table_the_operations_make():
    """Against the table itself: the same random decisions applied as operations to a table of our own."""
    record, _ = play_record(HOLDEM, 4)
    table = situations.build_table(record.situation())
    for event in record.events:
        if event in ("post", "continue", "push"):
            table.run_dealer() if event == "continue" else table.apply(table.next_dealer_operation())
            continue
        parsed = situations.parse_event(event, 0, "test", 6)
        if parsed.operation is not None and type(parsed.operation) in (Fold, CheckOrCall, BetOrRaiseTo):
            table.apply(parsed.operation)
        else:
            expected = table.next_dealer_operation()
            assert parsed.operation == expected or event == "collect"
            table.apply(expected)
    assert snapshot(table) == snapshot(record.rebuild().table)
    assert table.is_complete


def test_a_holdem_hand_is_a_few_hundred_bytes():
    record, _ = play_record(HOLDEM, 1)
    text = record.to_json()
    assert len(text) < 700, len(text)
    assert json.loads(text)["events"][:2] == ["post", "post"]
    assert json.loads(text)["setup"] == HOLDEM


def test_every_scripted_scenario_as_a_record_rebuilds_its_table():
    count = 0
    for path in scenarios.scenario_files():
        data = parse_toml(read_text(path), str(path))["situation"]
        record = HandRecord.from_situation(data)
        again = HandRecord.from_json(record.to_json())
        replayed = again.rebuild()
        expected = situations.replay(scenarios.load(path).situation)
        assert snapshot(replayed.table) == snapshot(expected.table), path
        assert [i.kind for i in replayed.irregularities] == [i.kind for i in expected.irregularities], path
        count += 1
    assert count > 100


def test_a_mistake_is_recorded_not_refused():
    record = HandRecord.start(HOLDEM, ["post", "post"])
    record, replayed = record.append_and_replay("deal p3 down")  # the first card belongs to p1
    assert [i.kind for i in replayed.irregularities] == [IrregularityKind.WRONG_SEAT_DEALT]
    assert record.events[-1] == "deal p3 down"


@pytest.mark.parametrize("event,reason", [
    ("p9 cc", "expected a seat like p1..p6, got 'p9'"),
    ("fly away", "expected one of: continue, post"),
    ("deal p1", "the forced bets come first"),
    ("", "empty event"),
])
def test_a_refusal_names_the_event_and_what_was_expected(event, reason):
    record = HandRecord.start(HOLDEM)
    with pytest.raises(EventRefused) as refused:
        record.append(event)
    assert isinstance(refused.value, ValueError)
    assert refused.value.event == event
    assert reason in refused.value.reason
    assert refused.value.expected == "'post' (blind p1 1)"
    assert str(refused.value).startswith(f"event {event!r} refused: ")
    assert record.events == ()  # the record is a value: a refusal leaves it as it was
    assert not record.can_append(event)


def test_refused_after_the_hand_is_over_and_when_no_player_is_due():
    record, _ = play_record(HOLDEM, 2)
    with pytest.raises(EventRefused, match="expected nothing more: the hand is over"):
        record.append("p1 cc")
    dealt = HandRecord.start(HOLDEM, ["continue"])
    with pytest.raises(EventRefused, match=r"expected p3 to act \(fold, call, raise\)"):
        dealt.append("p3 sd")  # a draw in hold'em


@pytest.mark.parametrize("text,message", [
    ("{", "hand record: not JSON"),
    ("[1]", "expected an object with fields 'setup' and 'events', got list"),
    ('{"setup":{},"events":[],"x":1}', "field 'x': unknown field"),
    ('{"events":[]}', "field 'setup': missing"),
    ('{"setup":[],"events":[]}', "field 'setup': expected an object"),
    ('{"setup":{"variant":"XX","starting_stacks":[10,10]},"events":[]}', "field 'setup.variant'"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2],"bogus":1}}',
     "field 'setup.bogus': unknown field"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2],"events":[]}}',
     "field 'setup.events'"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2]},"events":"post"}',
     "field 'events': expected an array"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2]},"events":["post",3]}',
     "event 2: expected a string"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2]},"events":["post","p7 f"]}',
     "event 2 'p7 f': expected a seat like p1..p2"),
    ('{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2]},"events":["deal p1"]}',
     "event 1 'deal p1': cannot be replayed: the forced bets come first"),
])
def test_bad_json_is_refused_naming_the_field(text, message):
    with pytest.raises(ValueError) as error:
        HandRecord.from_json(text)
    assert message in str(error.value)
    assert str(error.value).startswith("hand record")


def test_unchecked_events_are_named_when_the_hand_is_rebuilt():
    text = '{"setup":{"variant":"NT","starting_stacks":[10,10],"blinds_or_straddles":[1,2]},"events":["post","p7 f"]}'
    record = HandRecord.from_json(text, check_events=False)
    assert record.events == ("post", "p7 f")
    with pytest.raises(ValueError, match=r"event 2 'p7 f': expected a seat like p1..p2"):
        record.append_and_replay("post")


def test_a_record_is_a_value():
    record = HandRecord.start(HOLDEM, ["post"])
    assert record == HandRecord.from_json(record.to_json())
    assert hash(record) == hash(HandRecord.start(dict(reversed(list(HOLDEM.items()))), ["post"]))
    assert record.situation_mapping() == {**HOLDEM, "events": ["post"]}
    with pytest.raises(AttributeError):
        record.events = ()  # type: ignore[misc]


def test_every_game_plays_through_records():
    for code, game in GAMES.items():
        variant = next(v for v, pair in ALL_VARIANT_GAMES.items() if pair == (code, game.structures[0].value))
        family = game.family.value
        setup = {"variant": variant, "starting_stacks": [100, 100, 100], "seed": 1}
        setup.update({"antes": 1, "bring_in": 1} if family == "stud" else {"blinds_or_straddles": [1, 2]})
        if game.structures[0].value in ("fixed-limit",):
            setup.update(small_bet=2, big_bet=4)
        record, _ = play_record(setup, 3)
        assert record.rebuild().table.is_complete, code


def test_a_kept_replay_is_the_callers_own_and_equals_a_fresh_one():
    record, _ = play_record(SETUPS["F7S/8"], 5)
    prefix = HandRecord(record.setup_json, record.events[:30])
    forget_replays()
    fresh = prefix.rebuild()  # played from nothing, and kept
    picture = snapshot(fresh.table)
    fresh.table.run_dealer()  # the caller plays on: the kept copy must not change
    fresh.irregularities.append("not an irregularity")
    again = prefix.rebuild()  # from the kept copy
    assert snapshot(again.table) == picture and again.irregularities == []
    forget_replays()
    assert snapshot(prefix.rebuild().table) == picture
    # Appending keeps the new record's replay too: rebuilding it gives the table the append returned.
    longer, replayed = prefix.append_and_replay(record.events[30])
    assert snapshot(longer.rebuild().table) == snapshot(replayed.table)
    forget_replays()
    assert snapshot(longer.rebuild().table) == snapshot(replayed.table)


def test_a_rebuild_starts_from_a_table_of_its_own():
    # A rebuild plays on a copy of the set-up's table, which is built once per set-up: playing a whole hand
    # on one copy leaves the next rebuild's starting table as the set-up makes it.
    record, _ = play_record(HOLDEM, 2)
    forget_replays()
    whole = record.rebuild()
    whole.table.check_invariants()
    forget_replays()
    start = HandRecord(record.setup_json, ()).rebuild().table
    built = situations.build_table(record.situation())
    assert snapshot(start) == snapshot(built)
    assert start.log == built.log == [] and start.queued() == built.queued() and start.stub == built.stub
    assert whole.table.is_complete and len(whole.table.stub) < len(start.stub)
    start.check_invariants()
