"""Views: at every state of random hands in every game, each audience sees exactly what it may.

A DEALER view's JSON holds no face-down card's code or name anywhere; a PLAYER
view holds that seat's own cards and no other hidden card; a REVIEW view holds
every hole card and burn, the next operation and the actor. Every state renders.
"""

import json
import random
import re
from dataclasses import fields

import pytest

from dealerschool import situations
from dealerschool.poker.cards import DECK
from dealerschool.poker.games import GAMES, Structure
from dealerschool.quiz import scenarios
from dealerschool.situations.events import operation_text
from dealerschool.situations.views import HIDDEN_NAME, Audience, TableView, table_view, view_as_json
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, PostBringIn
from dealerschool.table.table import Phase, Table, TableSettings, new_table

FORCED = {
    "flop": dict(small_blind=1, big_blind=2),
    "draw": dict(small_blind=1, big_blind=2),
    "stud": dict(antes=1, bring_in=1),
}
CODES = {str(c): c for c in DECK}
NAMES = {c.name: c for c in DECK}


def limits_for(structure):
    if structure is Structure.FIXED_LIMIT:
        return dict(small_bet=2, big_bet=4)
    if structure is Structure.SPREAD_LIMIT:
        return dict(small_bet=1, big_bet=5)
    return {}


def held(table: Table):
    """(seat index, card, face_up) for every card in front of a seat, occupied or not."""
    for i, seat in enumerate(table.seats):
        if seat is not None:
            for h in seat.cards:
                yield i, h.card, h.face_up
    for i, cards in table.empty_seat_cards.items():
        for h in cards:
            yield i, h.card, h.face_up


def cards_named(data) -> set:
    """Every card whose code or full name appears anywhere in the JSON text, as a word."""
    text = json.dumps(data)
    found = {CODES[word] for word in re.findall(r"\b[2-9TJQKA][cdhs]\b", text) if word in CODES}
    found |= {card for name, card in NAMES.items() if name in text}
    return found


def check_views(table: Table) -> None:
    face_up = set(table.board) | {card for _, card, up in held(table) if up}
    everything = set(table.board) | set(table.burns) | {card for _, card, _ in held(table)}

    dealer = view_as_json(table_view(table, Audience.DEALER))
    assert cards_named(dealer) == face_up
    assert dealer["actor"] is None and dealer["next_operation"] is None
    hidden = [c for s in dealer["seats"] for c in s["cards"] if not c["face_up"]] + dealer["burns"]
    assert all(c["code"] is None and c["name"] == HIDDEN_NAME for c in hidden)
    assert len(dealer["burns"]) == len(table.burns)
    assert dealer["stub_count"] == len(table.stub) and dealer["muck_count"] == len(table.muck)

    for i, seat in enumerate(table.seats):
        if seat is None:
            continue
        player = view_as_json(table_view(table, Audience.PLAYER, seat=i + 1))
        own = {h.card for h in seat.cards}
        assert cards_named(player) == face_up | own
        assert player["actor"] is None and player["next_operation"] is None

    review_view = table_view(table, Audience.REVIEW)
    review = view_as_json(review_view)
    assert cards_named(review) == everything
    assert review["actor"] == (None if table.actor is None else table.actor + 1)
    expected = table.next_dealer_operation()
    assert review["next_operation"] == (None if expected is None else operation_text(expected))
    assert sum(p["amount"] for p in review["pots"]) == table.pot
    assert sum(p["amount"] for p in dealer["pots"]) == table.pot
    json.dumps(review)


def play_and_check(code: str, structure: Structure, stacks, seed: int) -> int:
    """Deal and play one hand with random legal decisions, checking every audience's view at every step."""
    rng = random.Random(seed)
    game = GAMES[code]
    table = new_table(code, structure, stacks, seed=seed, rules=TableSettings(),
                      **FORCED[game.family.value], **limits_for(structure))
    steps = 0
    for _ in range(3000):
        check_views(table)
        steps += 1
        if table.is_complete:
            return steps
        operation = table.next_dealer_operation()
        if operation is not None:
            table.apply(operation)
            continue
        seat = table.actor
        assert seat is not None
        if table.phase is Phase.DRAWING:
            hole = table.seat(seat).hole
            table.apply(Discard(seat, tuple(rng.sample(hole, rng.randint(0, min(len(hole), 3))))))
            continue
        choice = rng.choice(table.legal_player_operations())
        if choice == "fold":
            table.apply(Fold(seat))
        elif choice in ("check", "call"):
            table.apply(CheckOrCall(seat))
        elif choice == "bring-in":
            table.apply(PostBringIn(seat))
        else:
            options = table.raise_options(seat)
            amount = rng.choice(options.choices) if options.choices else rng.randint(options.minimum, options.maximum)
            table.apply(BetOrRaiseTo(seat, amount))
    raise AssertionError("the hand did not finish")


GAMES_AND_STRUCTURES = [(code, structure) for code, game in GAMES.items() for structure in game.structures]


@pytest.mark.parametrize("code,structure", GAMES_AND_STRUCTURES, ids=[f"{c}-{s.value}" for c, s in GAMES_AND_STRUCTURES])
def test_every_state_of_random_hands_shows_each_audience_what_it_may(code, structure):
    game = GAMES[code]
    for seed in range(4):
        rng = random.Random(f"{code}-{seed}")
        players = rng.randint(2, min(game.max_seats, 7))
        seat_count = rng.randint(players, min(game.max_seats, 9))
        taken = sorted(rng.sample(range(seat_count), players))
        # Short stacks now and then, so side pots and all-ins appear.
        stacks = [rng.choice((3, 8, 40, 200)) if i in taken else None for i in range(seat_count)]
        assert play_and_check(code, structure, stacks, seed) > 5


def test_every_scripted_scenario_renders_for_every_audience():
    """Irregular tables too: exposed cards, cards dealt to empty seats, boxed cards, killed hands."""
    count = 0
    for path in scenarios.scenario_files():
        scenario = scenarios.load(path)
        table = situations.replay(scenario.situation).table
        check_views(table)
        count += 1
    assert count > 100


def test_json_holds_every_field_of_the_view():
    table = new_table("holdem", "no-limit", [100, 100, 100], small_blind=1, big_blind=2, seed=1)
    data = view_as_json(table_view(table, Audience.REVIEW))
    assert set(data) == {f.name for f in fields(TableView)}
    assert data["audience"] == "review" and data["game"] == "NT" and data["structure"] == "no-limit"
    assert [s["seat"] for s in data["seats"]] == [1, 2, 3]
    assert data["seats"][2]["button"] and data["next_operation"] == "blind p1 1"


def test_player_view_needs_an_occupied_seat():
    table = new_table("holdem", "no-limit", [100, None, 100], small_blind=1, big_blind=2, seed=1)
    with pytest.raises(ValueError, match="occupied seat number 1..3, got 2"):
        table_view(table, Audience.PLAYER, seat=2)
    with pytest.raises(ValueError, match="occupied seat"):
        table_view(table, Audience.PLAYER)
    with pytest.raises(ValueError, match="only a player view takes a seat"):
        table_view(table, Audience.DEALER, seat=1)
    with pytest.raises(ValueError, match="audience: expected one of dealer, player, review"):
        table_view(table, "dealer")  # type: ignore[arg-type]


def test_side_pots_show_who_can_win_them():
    # Seat 1 all in for 10; seats 2 and 3 play on for more: a main pot for three, a side pot for two.
    table = new_table("holdem", "no-limit", [10, 100, 100], small_blind=1, big_blind=2, seed=5, button=0)
    table.run_dealer()
    # Button is seat 1 (index 0): seat 2 posts the small blind, seat 3 the big; seat 1 acts first.
    table.apply(BetOrRaiseTo(0, 10))
    table.apply(BetOrRaiseTo(1, 30))
    table.apply(CheckOrCall(2))
    table.run_dealer()
    pots = view_as_json(table_view(table, Audience.DEALER))["pots"]
    assert pots == [{"amount": 30, "eligible": [1, 2, 3], "label": "Main pot"},
                    {"amount": 40, "eligible": [2, 3], "label": "First side pot"}]


def test_chips_put_out_out_of_turn_show_in_front_of_the_seat_apart_from_its_bet():
    situation = situations.from_mapping({
        "variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "button": 4,
        "seed": 7, "events": ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p3 cbr 10"]}, "oot")
    table = situations.replay(situation).table
    seat = table_view(table, Audience.DEALER).seats[2]
    assert (seat.stack, seat.bet, seat.out_of_turn) == (188, 0, 10)
    assert view_as_json(table_view(table, Audience.DEALER))["seats"][2]["out_of_turn"] == 10
