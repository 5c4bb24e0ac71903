"""The blinds and the button where the notation could not say them before (issue 15, section 2; the record is
tests/conformance/FIX-blinds.md): a returning player who missed only the small blind, the game going back
from two players to three, and a new player on the seat the dead button reaches."""

from __future__ import annotations

import itertools

import pytest

from dealerschool import situations
from dealerschool.rules.engine import rule_on
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations import build_table, replay
from dealerschool.table.operations import PostBlind, PostDeadBlind
from dealerschool.table.session import dead_button_places

NT6 = """variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [200, 200, 200, 200, 200, 200]
button = 1
seed = 7
"""


def situation(setup: str, events: str = '"continue"') -> situations.Situation:
    return situations.loads(setup + f"events = [{events}]\n", "test")


def posts(table, seat: int) -> list[tuple[str, int]]:
    return [(type(op).__name__, op.amount) for op in table.log + table.queued()
            if isinstance(op, (PostBlind, PostDeadBlind)) and op.seat == seat]


# ---------------------------------------------------------------- a missed small blind alone


@pytest.mark.parametrize("seat", [4, 5, 6])
def test_a_missed_small_blind_alone_is_posted_dead_and_nothing_live(seat):
    table = replay(situation(NT6 + f"missed_small_blinds = [{seat}]\n")).table
    assert posts(table, seat - 1) == [("PostDeadBlind", 1)]
    assert table.seat(seat - 1).bet == 0 and table.pot == 1
    both = replay(situation(NT6 + f"missed_blinds = [{seat}]\n")).table
    assert posts(both, seat - 1) == [("PostDeadBlind", 1), ("PostBlind", 2)]


def test_a_player_in_a_blind_this_hand_makes_up_nothing_more():
    # Seat 3 is this hand's big blind: his blind is in, nothing more is posted for the small blind he missed.
    table = replay(situation(NT6 + "missed_small_blinds = [3]\n")).table
    assert posts(table, 2) == [("PostBlind", 2)] and table.pot == 0


def test_the_dead_small_blind_counts_for_nothing_toward_his_call():
    table = replay(situation(NT6 + "missed_small_blinds = [5]\n", '"continue", "p4 cbr 6", "p5 cc"')).table
    assert table.seat(4).stack == 193 and table.seat(4).bet == 6 and table.pot == 1


@pytest.mark.parametrize("events", ['"continue"', '"continue", "p4 cc", "p5 cc"', '"continue", "p4 cbr 6", "p5 cc"'])
def test_the_missed_blinds_rule_answers_for_a_small_blind_made_up_alone(events):
    found = situation(NT6 + "missed_small_blinds = [5]\n", events)
    codes = {book: (rule_on(found, book).rule.id, rule_on(found, book).code.value)
             for book in ("sources", "tda-2024", "robert-rules")}
    assert codes == {"sources": ("missed-blinds-cash", "post-missed-blinds-after-button"),
                     "tda-2024": ("missed-blinds-cash", "post-missed-blinds-after-button"),
                     "robert-rules": ("missed-blinds-cash", "post-or-wait-for-big-blind")}
    words = " ".join(rule_on(found, "sources").remedy)
    assert "Seat 5 posted 1 dead" in words and "live" not in words.split("nothing of it is live")[0], words


def test_a_seat_cannot_have_missed_both_blinds_and_the_small_alone():
    with pytest.raises(ValueError, match="'missed_small_blinds': seat 5 is also in missed_blinds"):
        situation(NT6 + "missed_blinds = [5]\nmissed_small_blinds = [5]\n")


def test_the_notation_names_a_bad_missed_small_blind_seat():
    with pytest.raises(ValueError, match="missed_small_blinds"):
        situation(NT6 + "missed_small_blinds = [9]\n")


@pytest.mark.parametrize("field, value", [("missed_blinds", "[5]"), ("missed_small_blinds", "[2, 5]"),
                                          ("new_players", "[5]"), ("button_buyer", "5")])
def test_a_player_field_naming_an_empty_seat_is_refused_naming_the_field(field, value):
    """Seat 5 is empty (seats 1-4 and 6 of six): a returning player, a new player or the button's buyer there is
    nobody. Before, a new player there was dropped without a word and the others failed unnamed on the table."""
    empty_five = NT6.replace("starting_stacks = [200, 200, 200, 200, 200, 200]",
                             "starting_stacks = [200, 200, 200, 200, 200]\nseats = [1, 2, 3, 4, 6]")
    with pytest.raises(ValueError, match=f"field '{field}': seat 5 is empty: expected the seat of a player"):
        situation(empty_five + f"{field} = {value}\n")
    situation(empty_five + f"{field} = {value.replace('5', '6')}\n")  # seat 6 has a player


# ---------------------------------------------------------------- two players back to three


def _clockwise_between(seat: int, start: int, end: int, count: int) -> bool:
    """``seat`` lies strictly after ``start`` and before ``end`` going clockwise round ``count`` seats."""
    return 0 < (seat - start) % count < (end - start) % count


@pytest.mark.parametrize("count", [3, 4, 6, 9])
def test_back_from_heads_up_every_seating_keeps_the_button_off_the_big_blind(count):
    # Every heads-up pair (a: last hand's button and small blind, b: its big blind) and every seat a new player
    # can take: the big blind goes to the next player after b, the small blind to b, and the button lies on the
    # small blind's right, never on the big blind (the engine put both on a's seat when the new player sat
    # between a and b).
    for a, b, new in itertools.permutations(range(count), 3):
        stacks: list[int | None] = [None] * count
        for seat in (a, b, new):
            stacks[seat] = 100
        button, blinds = dead_button_places(stacks, a, b)
        assert blinds is not None
        small, big = blinds
        assert small == b
        assert big == (new if _clockwise_between(new, b, a, count) else a)
        assert button != big
        assert button == (a if big == new else (b - 1) % count)


@pytest.mark.parametrize(("book", "dealt", "button"), [("sources", False, 3), ("robert-rules", False, 3),
                                                        ("tda-2024", True, 2)])
def test_back_from_heads_up_the_new_player_on_the_button(book, dealt, button):
    found = situation('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200, 200]\n'
                      'play = "tournament"\nprevious_blinds = [1, 3]\nnew_players = [2]\n', "")
    table = build_table(found, get_rulebook(book).table_rules())
    assert (table.seats[1] is not None) is dealt
    assert table.button == button - 1
    if dealt:
        assert table.blinds == (2, 0) and table.heads_up_ended == (0, 2)
    else:
        assert table.waiting == (1,) and table.blinds is None and table.heads_up_ended is None


def test_back_from_heads_up_the_remedy_says_who_is_where():
    found = situation('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200, 200]\n'
                      'play = "tournament"\nprevious_blinds = [1, 2]\nnew_players = [3]\n')
    ruling = rule_on(found, "tda-2024")
    assert ruling.rule.id == "dead-button"
    words = " ".join(ruling.remedy)
    assert "Back to three players after heads-up" in words and "seat 3 (the new player)" in words
    assert "The button stays in front of seat 1" in words


@pytest.mark.parametrize(("book", "waits"), [("sources", True), ("tda-2024", False)])
def test_a_new_player_on_the_seat_the_dead_button_reaches(book, waits):
    # Five seats; last hand button 1, small blind 2, big blind 3; seat 2 left and a new player took it.
    found = situation('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200, 200, 200, 200]\n'
                      'play = "tournament"\nprevious_blinds = [2, 3]\nnew_players = [2]\n')
    table = replay(found, get_rulebook(book).table_rules()).table
    assert table.button == 1 and table.blinds == (2, 3)
    assert (table.seats[1] is None) is waits
    assert rule_on(found, book).rule.id == "dead-button"


def test_the_house_option_overrides_the_rulebook():
    found = situation('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200, 200, 200, 200]\n'
                      'previous_blinds = [2, 3]\nnew_players = [2]\nhouse = { new_player_on_button_waits = false }\n')
    assert replay(found, get_rulebook("sources").table_rules(found.house_overrides)).table.seats[1] is not None
    assert replay(found, get_rulebook("sources").table_rules()).table.seats[1] is None
