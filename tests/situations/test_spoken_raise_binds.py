"""'Raise' (or 'bet') said in turn with no amount binds the player to it (Robert's Rules, Betting and Raising:
"If in turn you verbally declare a fold, check, bet, call, or raise, you are forced to take that action"; TDA
2024 Rule 51-A, and Rule 55-B with nothing bet: "the player must make at least a minimum bet"): until his chips
go in, the table offers him the bet or raise alone, and the drill's and the floor checker's buttons with it."""

from __future__ import annotations

import pytest

from dealerschool import floor
from dealerschool.drill.players import decide
from dealerschool.situations import from_mapping, replay

HAND = {"variant": "NT", "starting_stacks": [1000, 1000, 1000, 1000], "blinds_or_straddles": [5, 10], "button": 4,
        "seed": 15}


def _table(events: list[str]):
    return replay(from_mapping({**HAND, "events": events}, "test")).table


@pytest.mark.parametrize("events, word", [
    (["continue", "p3 says raise"], "raise"),  # preflop, facing the big blind
    (["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p1 says bet"], "bet"),  # flop, nothing bet
    (["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p1 cbr 20", "p2 says raise"], "raise"),
])
def test_the_word_leaves_only_the_bet_or_raise(events, word):
    before = _table(events[:-1])
    seat = before.actor
    assert "fold" in before.legal_player_operations() and word in before.legal_player_operations()
    table = _table(events)
    assert table.actor == seat
    assert table.legal_player_operations() == [word]
    assert floor.actions_for(table) == [("cbr", f"{word.capitalize()} to")]
    options = table.raise_options(seat)  # any legal size: the amount is for his chips to say
    assert options is not None and options == before.raise_options(seat)


def test_the_chips_after_the_word_end_the_binding():
    table = _table(["continue", "p3 says raise", "p3 put 30"])
    assert table.actor == 3 and "fold" in table.legal_player_operations()
    assert not table.bound_to_raise


def test_a_check_after_the_word_is_not_carried_out_and_the_seat_stays_bound():
    # The replay records the check as 'raise' said before short chips (the ruling makes it the least bet);
    # until then the table still offers him only the bet.
    found = replay(from_mapping({**HAND, "events": ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue",
                                                    "p1 says bet", "p1 cc"]}, "test"))
    assert found.table.actor == 0 and found.table.legal_player_operations() == ["bet"]


def test_words_with_an_amount_bind_nothing_more():
    # 'raise 30' is carried out at once: the next player has every choice.
    table = _table(["continue", "p3 says raise 30"])
    assert table.actor == 3 and table.legal_player_operations() == ["fold", "call", "raise"]


def test_a_simulated_player_bound_by_the_word_raises():
    import random
    table = _table(["continue", "p3 says raise"])
    assert decide(table, table.actor, random.Random(1)).startswith("p3 cbr")
