"""Known hands for every kind, labels, stud bring-in/showing values, errors and properties."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschool.poker.cards import DECK, parse_cards
from dealerschool.poker.hands import Hand, HandKind, best_hand, bring_in_key, hand_value, showing_value


def hand(kind: str, cards: str, board: str = "") -> Hand | None:
    return best_hand(kind, parse_cards(cards), parse_cards(board) if board else ())


def value(kind: str, cards: str, board: str = "") -> object:
    return hand_value(kind, parse_cards(cards), parse_cards(board) if board else ())


# ---------------------------------------------------------------------------
# High


@pytest.mark.parametrize(
    "cards, label, used",
    [
        ("AsKsQsJsTs9s2d", "Royal flush", "As Ks Qs Js Ts"),
        ("5h4h3h2hAh9cKd", "Straight flush, five high", "5h 4h 3h 2h Ah"),
        ("9c9d9h9s2c3dKh", "Four of a kind, nines", "9s 9h 9d 9c Kh"),
        ("KsKdKh7c7d2s3s", "Full house, kings full of sevens", "Ks Kh Kd 7d 7c"),
        ("KsKdKh7c7d7s3s", "Full house, kings full of sevens", "Ks Kh Kd 7s 7d"),
        ("Ad9d5d3d2dKsKc", "Flush, ace high", "Ad 9d 5d 3d 2d"),
        ("9c8d7h6s5cAsAd", "Straight, nine high", "9c 8d 7h 6s 5c"),
        ("5s4d3c2hAs9c8c", "Straight, five high", "5s 4d 3c 2h As"),
        ("AsKdQhJcTs2c2d", "Straight, ace high", "As Kd Qh Jc Ts"),
        ("7c7d7h2s3cJdKh", "Three of a kind, sevens", "7h 7d 7c Kh Jd"),
        ("AhAd9s9c2d3s4h", "Two pair, aces and nines", "Ah Ad 9s 9c 4h"),
        ("AhAd9s9c4d4s2h", "Two pair, aces and nines", "Ah Ad 9s 9c 4s"),
        ("KcKd2s5h9cJdQh", "Pair of kings", "Kd Kc Qh Jd 9c"),
        ("AcJd2s5h9c7dQh", "High card, ace", "Ac Qh Jd 9c 7d"),
    ],
)
def test_high_known_hands(cards: str, label: str, used: str) -> None:
    made = hand("high", cards)
    assert made is not None
    assert made.label == label
    # Ranks in reading order; suits only where the hand leaves no choice.
    assert [card.rank for card in made.cards] == [card.rank for card in parse_cards(used)]
    assert set(made.cards) <= set(parse_cards(cards))
    assert made.value == value("high", cards)


def test_high_category_order_and_ties() -> None:
    order = [
        "AcJd2s5h9c",  # high card
        "KcKd2s5h9c",  # pair
        "AhAd9s9c2d",  # two pair
        "7c7d7h2s3c",  # trips
        "5s4d3c2hAs",  # wheel
        "6s5d4c3h2s",  # six-high straight beats the wheel
        "Ad9d5d3d2d",  # flush
        "KsKdKh7c7d",  # full house
        "9c9d9h9s2c",  # quads
        "5h4h3h2hAh",  # steel wheel
        "AsKsQsJsTs",  # royal
    ]
    values = [value("high", cards) for cards in order]
    assert values == sorted(values) and len(set(values)) == len(values)
    # Suits never decide: the same ranks in other suits tie.
    assert hand("high", "AhKd9s7c2d") == hand("high", "AsKc9d7h2c")
    # Only five cards play: the sixth and seventh cards cannot break a tie.
    assert value("high", "AsAdKsKdQc", "2h3h") == value("high", "AhAcKhKcQd", "4s5s")
    # ...but a better kicker does.
    assert value("high", "AsAdKsKdQc") > value("high", "AhAcKhKcJd")


def test_board_plays_split() -> None:
    board = "AsKdQhJcTs"
    assert hand("high", "2c3d", board) == hand("high", "4c5d", board)
    assert hand("high", "2c3d", board).label == "Straight, ace high"


def test_hand_comparisons_between_kinds_are_refused() -> None:
    high = hand("high", "AsKdQhJc9s")
    low = hand("low8", "8s6d4h2cAs")
    assert high != low
    with pytest.raises(TypeError):
        _ = high < low


# ---------------------------------------------------------------------------
# Omaha


def test_omaha_needs_two_hole_cards_for_a_flush() -> None:
    # Four spades on the board and one in hand: no flush in Omaha.
    made = hand("omaha-high", "As2c3d4h", "KsQsJs9s8h")
    assert made.label == "High card, ace"
    assert hand("high", "As2c3d4h", "KsQsJs9s8h").label == "Flush, ace high"
    # With two spades in hand the flush is there.
    assert hand("omaha-high", "As2s3d4h", "KsQsJs9c8h").label == "Flush, ace high"


def test_omaha_board_straight_needs_two_fitting_hole_cards() -> None:
    made = hand("omaha-high", "2c2d3h3s", "9sTdJhQcKs")
    # 9-T-J-Q-K on board, but no two hole cards fit it: the pocket threes play.
    assert made.label == "Pair of threes"
    assert hand("omaha-high", "2c2dAhTs", "9sTdJhQcKs").label == "Straight, ace high"


def test_omaha_four_kings_on_paired_board_is_two_pair() -> None:
    # Catalog E07: KKKK with 8-8-T-J-2 plays two kings and three board cards.
    made = hand("omaha-high", "KcKdKhKs", "8c8dThJs2c")
    assert made.label == "Two pair, kings and eights"


def test_omaha_low_uses_exactly_two_and_three() -> None:
    made = hand("omaha-low8", "As2s3s4s", "2c3c4c5c6c")
    assert made.label == "5-4-3-2-A low"
    # Only one low card in hand: no low even though the board has five.
    assert hand("omaha-low8", "AsKsQdJd", "2c3c4c5c6c") is None
    # Two distinct low ranks in hand but they duplicate the only low board ranks.
    assert hand("omaha-low8", "As2sKdKc", "Ac2c3cQhJh") is None


def test_omaha_low_needs_three_different_low_board_ranks() -> None:
    # Catalog E08: board 2-2-7-K-Q holds only two low ranks.
    assert hand("omaha-low8", "As3s4d5d", "2c2d7hKhQs") is None
    made = hand("omaha-low8", "As3s4d5d", "2c6d7hKhQs")
    # The board's only low triple is 7-6-2; the best two from hand are A-3.
    assert made is not None and made.label == "7-6-3-2-A low"


def test_omaha_counts_are_checked() -> None:
    with pytest.raises(ValueError, match="hole cards"):
        hand("omaha-high", "AsKs2c", "QsJs9s8h7h")
    with pytest.raises(ValueError, match="board"):
        hand("omaha-high", "AsKs2c3c", "QsJs")


# ---------------------------------------------------------------------------
# Ace-to-five: 8-or-better and razz


def test_low8_qualifier() -> None:
    assert hand("low8", "8h6d4c2sAs", "KhQd").label == "8-6-4-2-A low"
    assert hand("low8", "9h6d4c2sAsKhQd") is None  # nine is too high
    assert hand("low8", "8h8d4c2sAsKhQd") is None  # pair leaves four low ranks
    # Straights and flushes do not count against a low: the wheel is the nuts.
    wheel = hand("low8", "5s4s3s2sAsKhQd")
    assert wheel.label == "5-4-3-2-A low"
    assert wheel.value > value("low8", "6s4d3c2hAsKhQd")
    # Compare from the top card down: 8-5-4-3-2 loses to 7-6-5-4-3.
    assert value("low8", "8s5d4c3h2s") < value("low8", "7s6d5c4h3s")
    # Suits never decide.
    assert value("low8", "8s6d4c2sAs") == value("low8", "8h6h4h2hAh")


def test_razz_pairs_when_forced() -> None:
    made = hand("razz", "AsAd2c2h3c3d4s")
    assert made.label == "Pair of aces: A-A-4-3-2"
    assert made.value < value("razz", "KsQdJcTh9s8d7c")  # any no-pair hand beats a pair
    assert value("razz", "As2d3c4h8s") < value("razz", "3s4d5c6h7s")  # catalog E03
    assert hand("razz", "KsKdKcKh9d9c9s").label == "Full house, nines full of kings: 9-9-9-K-K"
    assert hand("razz", "5s4s3s2sAsKhQd").label == "5-4-3-2-A low"
    assert hand("razz", "2c2d3c3d4c4d5c").label == "Pair of deuces: 2-2-5-4-3"
    # A razz hand always exists, even with seven paired cards.
    assert hand("razz", "KsKdQsQdJsJdTc") is not None


# ---------------------------------------------------------------------------
# Deuce-to-seven


def test_deuce_seven() -> None:
    best = hand("deuce-seven", "7s5d4c3h2s")
    assert best.label == "7-5-4-3-2 low"
    wheel = hand("deuce-seven", "As2d3c4h5s")
    assert wheel.label == "A-5-4-3-2 low"  # ace-high, not a straight (catalog F07)
    assert wheel.value < value("deuce-seven", "Ks5d4c3h2s")  # ace high is worse than king high
    assert hand("deuce-seven", "6s5d4c3h2s").label == "Straight, six high"
    assert value("deuce-seven", "6s5d4c3h2s") < value("deuce-seven", "KsQdJc9h8s")
    assert hand("deuce-seven", "7s5s4s3s2s").label == "Flush, seven high"
    assert value("deuce-seven", "7s5s4s3s2s") < value("deuce-seven", "AsKdQcJh9s")
    assert value("deuce-seven", "2s2d7c8h9s") < value("deuce-seven", "AsKdQcJh9s")  # pairs lose
    assert value("deuce-seven", "7s6d4c3h2s") < best.value
    assert value("deuce-seven", "8s5d4c3h2s") < value("deuce-seven", "7s6d5c4h2s")
    # More than five cards: the best five.
    assert hand("deuce-seven", "7s5d4c3h2sKsKd").label == "7-5-4-3-2 low"


# ---------------------------------------------------------------------------
# Badugi


@pytest.mark.parametrize(
    "cards, label",
    [
        ("Ac2d3h4s", "Badugi 4-3-2-A"),
        ("7c5d2hKh", "Three-card badugi 7-5-2"),
        ("AcAd3h4s", "Three-card badugi 4-3-A"),
        ("2s3s4d7h", "Three-card badugi 7-4-2"),
        ("KcKdKhKs", "One-card badugi K"),
        ("Ac2c3c4c", "One-card badugi A"),
        ("5c5d9c9d", "Two-card badugi 9-5"),
    ],
)
def test_badugi_known_hands(cards: str, label: str) -> None:
    made = hand("badugi", cards)
    assert made.label == label
    sizes = {"Badugi": 4, "Three-card": 3, "Two-card": 2, "One-card": 1}
    assert len(made.cards) == sizes[label.split()[0]]
    assert len({card.suit for card in made.cards}) == len({card.rank for card in made.cards}) == len(made.cards)
    assert made.value == value("badugi", cards)


def test_badugi_order() -> None:
    # More cards beat fewer; then the lower highest card.
    assert value("badugi", "KcQdJhTs") > value("badugi", "Ac2d3h3s")
    assert value("badugi", "Ac2d3h5s") < value("badugi", "Ac2d3h4s")
    assert value("badugi", "8c7d3h2s") < value("badugi", "8c6d5h4s")
    assert value("badugi", "Ac2d3h4s") == value("badugi", "As2h3d4c")
    with pytest.raises(ValueError, match="exactly 4"):
        hand("badugi", "Ac2d3h4s5c")


# ---------------------------------------------------------------------------
# Stud bring-in and showing hands


def test_bring_in_high_games() -> None:
    upcards = parse_cards("2s 2c 5d Ah Kc")
    bring = min(upcards, key=lambda card: bring_in_key(card, game_low=False))
    assert str(bring) == "2c"  # lowest rank, then clubs
    # Ace is high for the bring-in in stud and stud/8.
    assert bring_in_key(parse_cards("Ac")[0], False) > bring_in_key(parse_cards("Ks")[0], False)
    assert bring_in_key("2d", False) < bring_in_key("2h", False) < bring_in_key("2s", False) < bring_in_key("3c", False)


def test_bring_in_razz() -> None:
    upcards = parse_cards("Kc Ks Qs As 2d")
    bring = min(upcards, key=lambda card: bring_in_key(card, game_low=True))
    assert str(bring) == "Ks"  # highest rank, then the highest suit
    # Ace is low in razz: it never brings in against a deuce.
    assert bring_in_key("As", True) > bring_in_key("2c", True)
    assert bring_in_key("Kh", True) > bring_in_key("Ks", True)


def test_showing_value_high() -> None:
    def show(cards: str) -> tuple[int, ...]:
        return showing_value("high", parse_cards(cards))

    assert show("2c2d") > show("AsKs")  # any pair beats unpaired cards (D04)
    assert show("AsKc") > show("AsQc")
    assert show("AsKc") == show("AhKs")  # suits are left to the caller
    assert show("3c3d3h") > show("AcAdKs")
    assert show("5c5d5h5s") > show("AcAdAhKs")
    assert show("AcAd2s2c") > show("KcKdQsQc")
    assert show("AcAdKs") > show("AcAdQs")
    # No straights or flushes on four cards: J-T-9-8 suited is just jack high.
    assert show("JsTs9s8s") < show("QcJd4h2s")


def test_showing_value_razz() -> None:
    def show(cards: str) -> tuple[int, ...]:
        return showing_value("razz", parse_cards(cards))

    assert show("KsQs") > show("2c2d")  # pairs are bad (E02)
    assert show("2h4c") > show("Ah5s")  # compare from the top card down
    assert show("Ah2c") > show("2h3c")  # ace is low
    assert show("2c2d9s") > show("3c3d4s")
    assert show("7c5d") == show("7h5s")
    # Hole cards exposed as well: the best five showing count.
    assert show("2c3c4c5c6c7c") == show("2c3c4c5c6c")
    with pytest.raises(ValueError, match="1 to 8"):
        show("2c3c4c5c6c7c8c9cTc")
    # Four upcards and a common card: still pairs are bad, no straights.
    assert show("2c3c4c5c6c") > show("Ac2d3h4s4c")


def test_showing_value_with_a_common_card() -> None:
    # With five cards showing in a high game the board is a real poker hand.
    assert showing_value("high", parse_cards("5c6d7h8s9c")) > showing_value("high", parse_cards("AcAdAhKsQc"))
    assert showing_value("high", parse_cards("AcAdAhKsKc")) > showing_value("high", parse_cards("5c6c7c8c2c"))


def test_showing_value_five_upcards_against_four() -> None:
    # A seventh card dealt face up (D18): one board of five against boards of four, on one scale.
    def show(cards: str) -> tuple[int, ...]:
        return showing_value("high", parse_cards(cards))

    assert show("5c6d7h8s9c") > show("AcAdAhKs")  # a straight showing beats trips showing
    assert show("5c6d7h8s9c") > show("AcAdKsKh")
    assert show("2c2d2h2s") > show("3c7c8cJcKc")  # four of a kind showing beats a flush showing
    assert show("2c2d2h2s") > show("5c6d7h8s9c")
    assert show("KcKd9h5s2c") > show("KhKs9c5d")  # same pair and kickers: the fifth card decides
    assert show("AcKd9h5s2c") < show("2h2s3c4d")  # unpaired five cards still lose to a pair
    # A player's hole cards face up as well: the best five showing.
    assert show("AcAdKsKh2c3d") == show("AcAdKsKh3d") < show("QcQdQh2s3c")


# ---------------------------------------------------------------------------
# Input handling and errors


def test_strings_and_enums_accepted() -> None:
    from_strings = best_hand("high", ["As", "Ks", "Qs", "Js", "Ts"])
    assert from_strings.label == "Royal flush"
    assert best_hand(HandKind.HIGH, "AsKsQsJsTs") == from_strings
    assert hand_value("high", ["As", "Ks", "Qs", "Js", "Ts"]) == from_strings.value
    assert hand_value(HandKind.OMAHA_LOW8, "As2s3s4s", "2c3c4c5c6c") == value("omaha-low8", "As2s3s4s", "2c3c4c5c6c")
    assert hand_value("high", iter(parse_cards("AsKsQsJsTs"))) == from_strings.value
    assert from_strings.kind is HandKind.HIGH


@pytest.mark.parametrize("function", [best_hand, hand_value])
def test_errors(function) -> None:
    with pytest.raises(ValueError, match="at least 5 cards"):
        function("high", parse_cards("AsKs"), parse_cards("2c3c"))
    with pytest.raises(ValueError, match="duplicate card.*As"):
        function("high", parse_cards("AsKs"), parse_cards("As3c4d5h6h"))
    with pytest.raises(ValueError, match="duplicate card"):
        function("razz", parse_cards("AsKs2c3c4c5c"), parse_cards("2c"))
    with pytest.raises(ValueError, match="unknown hand kind 'stud'"):
        function("stud", parse_cards("AsKsQsJsTs"))
    with pytest.raises(ValueError, match="not a card"):
        function("high", ["As", "Ks", "Qs", "Js", "Xx"])
    with pytest.raises(ValueError, match="exactly 4"):
        function("badugi", parse_cards("AsKd2c"))
    with pytest.raises(ValueError, match="4 to 6 hole cards"):
        function("omaha-low8", parse_cards("As2s"), parse_cards("2c3c4c5c6c"))
    with pytest.raises(ValueError, match="3 to 5 board cards"):
        function("omaha-high", parse_cards("As2s3d4d"), parse_cards("2c3c4c5c6c7c"))


def test_every_kind_has_a_documented_member() -> None:
    assert {member.value for member in HandKind} == {
        "high", "omaha-high", "low8", "omaha-low8", "razz", "deuce-seven", "badugi"
    }
    source = open(__import__("dealerschool.poker.hands", fromlist=["x"]).__file__).read()
    for member in HandKind:
        # Each member is followed by its own docstring in the source.
        line = f'{member.name} = "{member.value}"\n    """'
        assert line in source


# ---------------------------------------------------------------------------
# Properties

cards_strategy = st.lists(st.sampled_from(DECK), min_size=7, max_size=7, unique=True)


@settings(max_examples=200, deadline=None)
@given(cards_strategy, st.randoms(use_true_random=False))
def test_value_ignores_card_order(cards, rng) -> None:
    shuffled = list(cards)
    rng.shuffle(shuffled)
    for kind in ("high", "low8", "razz", "deuce-seven"):
        assert hand_value(kind, cards) == hand_value(kind, shuffled)
    assert hand_value("high", cards[:2], cards[2:]) == hand_value("high", shuffled)
    # Omaha: shuffling within the hole and within the board changes nothing.
    hole, board = cards[:4], cards[4:]
    for kind in ("omaha-high", "omaha-low8"):
        assert hand_value(kind, hole, board) == hand_value(kind, hole[::-1], board[::-1])
    four = list(cards[:4])
    rng.shuffle(four)
    assert hand_value("badugi", cards[:4]) == hand_value("badugi", four)


@settings(max_examples=200, deadline=None)
@given(cards_strategy)
def test_best_of_seven_beats_every_five(cards) -> None:
    for kind in ("high", "razz", "deuce-seven"):
        best = hand_value(kind, cards)
        subsets = [hand_value(kind, list(five)) for five in combinations(cards, 5)]
        assert best == max(subsets)
    low = hand_value("low8", cards)
    qualifying = [v for v in (hand_value("low8", list(five)) for five in combinations(cards, 5)) if v is not None]
    assert low == (max(qualifying) if qualifying else None)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=9, max_size=9, unique=True))
def test_omaha_is_best_of_exact_two_plus_three(cards) -> None:
    hole, board = cards[:4], cards[4:]
    for kind, plain in (("omaha-high", "high"), ("omaha-low8", "low8")):
        candidates = [
            hand_value(plain, list(two) + list(three))
            for two in combinations(hole, 2)
            for three in combinations(board, 3)
        ]
        qualifying = [v for v in candidates if v is not None]
        assert hand_value(kind, hole, board) == (max(qualifying) if qualifying else None)
        made = best_hand(kind, hole, board)
        if made is not None:
            assert sum(card in hole for card in made.cards) == 2
            assert sum(card in board for card in made.cards) == 3


@settings(max_examples=150, deadline=None)
@given(cards_strategy)
def test_best_hand_cards_reproduce_the_value(cards) -> None:
    for kind in ("high", "low8", "razz", "deuce-seven"):
        made = best_hand(kind, cards)
        if made is None:
            continue
        assert len(made.cards) == 5 and set(made.cards) <= set(cards)
        assert hand_value(kind, made.cards) == made.value
    made = best_hand("badugi", cards[:4])
    assert len({c.suit for c in made.cards}) == len({c.rank for c in made.cards}) == len(made.cards)


def test_quads_beside_higher_trips() -> None:
    # Found by the property test: four deuces with three treys is quads, not a full house.
    assert hand("high", "2c2d2h2s3c3d3h").label == "Four of a kind, deuces"
    assert hand("razz", "2c2d2h2s3c3d3h").label == "Full house, deuces full of threes: 2-2-2-3-3"


def test_more_than_seven_cards_high() -> None:
    # Eight cards can hold a flush and a full house at once; the full house wins.
    cards = parse_cards("AsKsQs9s2s AdAh Kd")
    assert best_hand("high", cards).label == "Full house, aces full of kings"
    rng = random.Random(5)
    for _ in range(200):
        dealt = rng.sample(DECK, 9)
        assert hand_value("high", dealt) == max(hand_value("high", list(five)) for five in combinations(dealt, 5))
