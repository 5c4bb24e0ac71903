import pytest

from dealerschool.poker.cards import DECK, Rank, Suit, card, ordered_stub, parse_cards, shuffled_deck


def test_deck_has_52_distinct_cards_in_index_order():
    assert len(DECK) == 52 == len(set(DECK))
    assert [c.index for c in DECK] == list(range(52))
    assert str(DECK[0]) == "2c" and str(DECK[-1]) == "As"


def test_suit_order_for_tie_breaks():
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert card("Kc") < card("Kd") < card("Kh") < card("Ks") < card("Ac")


def test_parse_forms():
    assert parse_cards("AsKd") == parse_cards("As Kd") == parse_cards(["As", "Kd"]) == (card("As"), card("Kd"))
    assert card("10h") is card("Th")
    assert card("as").rank is Rank.ACE


@pytest.mark.parametrize("bad", ["", "A", "Ax", "1s", "AsK"])
def test_bad_cards_name_what_was_expected(bad):
    with pytest.raises(ValueError, match="expected|each card"):
        parse_cards(bad) if len(bad) == 3 else card(bad)


def test_seeded_shuffle_is_reproducible():
    assert shuffled_deck(7) == shuffled_deck(7)
    assert shuffled_deck(7) != shuffled_deck(8)
    assert sorted(shuffled_deck(7)) == list(DECK)


def test_ordered_stub_puts_given_cards_on_top():
    stub = ordered_stub(["As", "Kd"], seed=1)
    assert stub[:2] == [card("As"), card("Kd")] and sorted(stub) == list(DECK)
    with pytest.raises(ValueError, match="twice"):
        ordered_stub(["As", "As"])
