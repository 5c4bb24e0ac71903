"""Catalog family E: razz, stud/8 and Omaha/hi-lo specifics."""

from __future__ import annotations

import copy

from dealerschool.poker.pots import PotAward
from dealerschool.situations.replays import Irregularity, Replay
from dealerschool.table.operations import AnnounceBringIn, PushPot
from dealerschool.table.table import Table
from dealerschool.table.words import describe_award

from .catalog_stud import (
    first_due,
    is_stud,
    next_step,
    stud_remedy,
    tied_boards,
    wrong_first_to_act,
)
from .model import (
    GameFamily,
    Rule,
    agree,
    answer,
    barge,
    by_book,
    make_rule,
    rrop,
    s000,
    s001,
    s003,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import rule_remedy, run_to_the_button
from .triggers import Tier, irregularity, procedure

_RAZZ = frozenset({GameFamily.RAZZ})
_HI_LO = frozenset({GameFamily.OMAHA_HI_LO, GameFamily.STUD_HI_LO})
_OMAHA_HI_LO = frozenset({GameFamily.OMAHA_HI_LO})
_STUD_HI_LO = frozenset({GameFamily.STUD_HI_LO})
_STUD_LOW = "7 Card Stud vs. 7 Card Stud Hi-Lo / 7 Card Stud Hi-Lo Showdown Rules"
_OMAHA = frozenset({GameFamily.OMAHA, GameFamily.OMAHA_HI_LO})

RAZZ_BRING_IN = answer(R.BRING_IN_HIGHER_SUIT,
    """In razz the highest door card brings in, with aces low so the king is the highest rank. Between equal
    ranks the source documents only list the suit order; the BARGE rulebook makes the higher suit the worse card,
    so the K♠ always brings in.""",
    s000("Razz / The Bring"), s003("Razz"), barge("Razz"))
RAZZ_BRING_IN_ALTERNATIVE = answer(R.BRING_IN_LOWEST_SUIT,
    """Reading the source documents by analogy with stud, where the lowest suit brings in, the K♣ would bring in.""",
    s000("Razz / The Bring"), s003("Razz"))
_RAZZ_TIE_POSITION = answer(R.FIRST_BY_POSITION,
    """The lowest board acts first on fourth to seventh street (pairs count against a board). The source documents do
    not break ties between equal boards, so stud's own rule applies: the one nearest the dealer's left acts.""",
    s000("Razz / The Betting Rounds"), s003("Razz"), s001("Rules of Seven-Card Stud 1"))

# Annotated as a variable-length tuple: more rules are appended below (RULES = RULES + (...)).
RULES: tuple[Rule, ...] = (
    make_rule(
        id="razz-bring-in", title="Razz: the highest door card brings in", catalog_ids=("E01",), games=_RAZZ, trigger="razz third street dealt",
        answers=agree(RAZZ_BRING_IN),
        prompt="Razz door cards: K♦, K♠, 9♣, A♥. Who brings in?",
        options=((R.BRING_IN_HIGHER_SUIT, "The K♠.", "The highest door card; a tie goes to the higher suit."),
         (R.BRING_IN_LOWEST_SUIT, "The K♦.", "The highest door card; a tie goes to the lowest suit."),
         (R.BRING_IN_ACE_LOW, "The A♥: aces are high for the bring-in.", "The ace: aces are high for the bring-in.")),
    ),
    make_rule(
        id="razz-first-to-act", title="Razz: the lowest board acts first; ties", catalog_ids=("E02",), games=_RAZZ,
        trigger="razz fourth to seventh street; two equal low boards",
        answers=by_book(_RAZZ_TIE_POSITION,
            answer(R.FIRST_BY_SUIT,
                """TDA breaks ties between equal boards with the high card by suit; the lowest board otherwise acts first.""",
                tda("RP-10-D")),
            _RAZZ_TIE_POSITION),
        prompt="Razz fourth street: seat 1 shows 7♥4♣, seat 5 shows 7♠4♦; both are the lowest boards. Who acts first?",
        options=((R.FIRST_BY_POSITION, "Seat 1, nearest the dealer's left.", "Of the tied boards, the one nearest the dealer's left."),
         (R.FIRST_BY_SUIT, "Seat 5, holding the 7♠.", "Of the tied boards, the one with the higher suit."),
         (R.BRING_IN_ACTS_FIRST, "Whoever brought it in on third street.")),
    ),
    make_rule(
        id="razz-hand-reading", title="Razz: ace-to-five low, no qualifier", catalog_ids=("E03",), games=_RAZZ, trigger="razz showdown",
        answers=agree(answer(R.AWARD_SECOND_HAND,
            """Razz is ace-to-five low: aces low, straights and flushes ignored, any hand qualifies, and hands
            compare from the highest card down. 7-6-5-4-3 has a lower top card than 8-4-3-2-A.""",
            s000("Razz / Evaluating Hands"), s003("Razz"))),
        prompt="Razz showdown: A has A-2-3-4-8, B has 3-4-5-6-7. Who wins?",
        options=((R.AWARD_SECOND_HAND, "B: 7-high beats 8-high.", "The second hand: its highest card is lower."),
         (R.AWARD_FIRST_HAND, "A: he holds the wheel cards A-2-3-4.", "The first hand: it holds more of the wheel cards."),
         (R.SPLIT_POT, "Split: B's hand is a straight and does not count.", "Split: the hands are equal for low.")),
    ),
    make_rule(
        id="stud-hi-lo-open-pair", title="Stud/8: does an open pair on fourth street allow the big bet?", catalog_ids=("E04",),
        games=frozenset({GameFamily.STUD_HI_LO}), trigger="stud/8 fourth street with an open pair",
        answers=by_book(
            answer(R.BIG_BET_OPTION,
                """Poker Rules for Beginners says stud/8 plays exactly like stud except at showdown, so the open-pair option applies.""",
                s000("7 Card Stud vs. 7 Card Stud Hi-Lo")),
            answer(R.SMALL_BET_ONLY, """TDA never doubles on fourth street for an open pair.""", tda("RP-10-F")),
            answer(R.SMALL_BET_ONLY,
                """Robert's Rules, stud high-low: an open pair on fourth street does not change the limit; the
                ace counts as a high card when finding the low card that brings in, and between equal high
                boards the first player clockwise from the dealer acts first.""",
                rrop("Seven-Card Stud High-Low"))),
        prompt="$10-$20 stud/8: fourth street, a player shows a pair of nines. May he bet $20?",
        options=((R.BIG_BET_OPTION, "Yes, he has the option of the big bet."),
         (R.SMALL_BET_ONLY, "No: $10 only.", "No: the small bet only.")),
    ),
    make_rule(
        id="hi-lo-qualifier", title="Omaha/8: the low needs five ranks eight or lower", catalog_ids=("E05", "E08"), games=_OMAHA_HI_LO,
        trigger="Omaha/8 showdown",
        answers=agree(answer(R.SCOOP_HIGH,
            """A low must be five different ranks of eight or below, aces low, straights and flushes ignored.
            In Omaha the low uses exactly two hole cards and three board cards, so a board with fewer than three
            different low ranks makes a low impossible and the high hand takes the whole pot.""",
            s000("Omaha Hi-Lo Showdown Rules / The Low"), s001("Rules of Omaha High-Low 1-2"), s003("Omaha High/Low (8 or better)"),
            rrop("Omaha High-Low 2"))),
        prompt="Omaha/8 river board: K♠ Q♦ 9♣ 7♥ 2♠. One player holds A-3-x-x. Who gets the low half?",
        options=((R.SCOOP_HIGH, "Nobody: only two low board cards, so the high hand scoops.",
          "Nobody qualifies: the high hand scoops the pot."),
         (R.SPLIT_POT, "Split: the A-3 takes the low half with A-3-2-7-9.", "Split: the best low takes half of the pot.")),
    ),
    make_rule(
        id="hi-lo-odd-chip", title="Omaha/8: the odd chip goes to the high half", catalog_ids=("E06",), games=_OMAHA_HI_LO,
        trigger="a hi-lo pot does not divide evenly between high and low",
        answers=agree(answer(R.ODD_CHIP_TO_HIGH,
            """When a hi-lo pot cannot be split evenly between the high and low halves, the extra chip goes to
            the high half.""",
            s000("Omaha Hi-Lo / General Rules"), tda("Rule 20-C"), rrop("Ties"))),
        prompt="Omaha/8, a $25 pot in $1 chips is split between a high winner and a low winner.",
        options=((R.ODD_CHIP_TO_HIGH, "$13 high, $12 low.", "The odd chip goes to the high half."),
         (R.ODD_CHIP_TO_LOW, "$13 low, $12 high.", "The odd chip goes to the low half."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The winner nearer the button's left gets it.")),
    ),
    make_rule(
        id="omaha-two-plus-three", title="Omaha: exactly two hole cards and three board cards", catalog_ids=("E07",), games=_OMAHA,
        trigger="reading an Omaha hand",
        answers=agree(answer(R.AWARD_SECOND_HAND,
            """Every Omaha hand uses exactly two hole cards and three board cards. Four kings on 8-8-T-J-2 make
            only kings and eights; a hand holding Q-9 uses them with T-J-8 for a straight. Show all four
            cards to win the pot.""",
            s000("Omaha Poker Rules and Game Play / Showdown"), s001("Rules of Omaha 1"), s003("Omaha High"), tda("Rule 13-A"),
            rrop("Omaha 1"))),
        prompt="Omaha board 8♣ 8♦ T♥ J♠ 2♣. A holds K♠K♥K♦K♣; B holds Q♦9♦4♠3♥. Who wins?",
        options=((R.AWARD_SECOND_HAND, "B, with a queen-high straight.", "The second hand: two hole cards and three board."),
         (R.AWARD_FIRST_HAND, "A, with four kings.", "The first hand, counting all of its hole cards."),
         (R.SPLIT_POT, "Split: both hands play the board.")),
    ),
)

RULES = RULES + (
    make_rule(
        id="razz-first-to-act-low-board", title="Razz: the lowest board acts first on fourth to seventh street", catalog_ids=("E02",), games=_RAZZ,
        trigger="razz fourth to seventh street; one board is lowest",
        answers=agree(answer(R.HIGH_BOARD_FIRST,
            """In razz the best board for low starts the betting from fourth street on: aces are low, a pair
            counts against a board, and boards compare from their highest card down, so 7-4 beats 8-2.""",
            s000("Razz / The Betting Rounds"), s003("Razz"))),
        prompt="Razz fourth street: seat 2 shows 8♣ 2♦, seat 5 shows 7♥ 4♠, seat 6 shows 3♣ 3♦. Who acts first?",
        options=((R.HIGH_BOARD_FIRST, "Seat 5: 7-4 is the lowest board.",
          "The best low board, compared from its top card down."),
         (R.BRING_IN_ACTS_FIRST, "Whoever brought it in on third street."),
         (R.FIRST_BY_POSITION, "Seat 2: the 2 is the lowest card showing.", "The board showing the lowest single card.")),
    ),
    make_rule(
        id="hi-lo-split", title="Omaha/8: a qualifying low takes half the pot", catalog_ids=("E05",), games=_OMAHA_HI_LO,
        trigger="Omaha/8 showdown with a qualifying low",
        answers=agree(answer(R.SPLIT_POT,
            """The best high hand takes half the pot and the best qualifying low (five different ranks eight or
            lower, aces low, straights and flushes ignored) takes the other half, each made of exactly two hole
            cards and three board cards, which may differ between the two. One player may win both halves;
            equal lows share the low half (a quarter of the pot each when two tie).""",
            s000("Omaha Hi-Lo Showdown Rules / The Low"), s001("Rules of Omaha High-Low 2"),
            s003("Omaha High/Low (8 or better)"), rrop("Omaha High-Low 2"))),
        prompt="Omaha/8 showdown: A has two pair, kings and fives; B makes 7-5-4-2-A with two hole cards. How is the pot "
        "divided?",
        options=((R.SPLIT_POT, "Half to A for high, half to B for low.", "Half to the best high hand, half to the best qualifying low."),
         (R.SCOOP_HIGH, "A scoops: the high hand wins all.", "The high hand scoops: it wins the whole pot."),
         (R.AWARD_SECOND_HAND, "B takes it all with the best low.", "The best qualifying low takes the whole pot.")),
    ),
    make_rule(
        id="stud-hi-lo-qualifier", title="Stud/8: the low needs five ranks eight or lower", catalog_ids=("E05", "E08"), games=_STUD_HI_LO,
        trigger="stud/8 showdown",
        answers=agree(answer(R.SCOOP_HIGH,
            """In stud/8 a low is any five of the player's seven cards: five unpaired cards, all eight or lower,
            aces low, straights and flushes not counting against it, and read from the top down. A hand with no
            such five cards does not qualify; with no qualifying low the best high hand takes the whole pot.""",
            s000(_STUD_LOW), s001("Rules of Omaha High-Low 2"), rrop("Seven-Card Stud High-Low"))),
        prompt="Stud/8 showdown: A has K-K-Q-Q-9-7-3; B has J-9-7-6-6-5-4. Who gets the low half?",
        options=((R.SCOOP_HIGH, "Nobody: neither has five different cards eight or lower; A's kings and queens scoop.",
          "Nobody qualifies for low: the high hand takes the whole pot."),
         (R.SPLIT_POT, "Split: B's 7-6-5-4 is the lower hand and takes half.",
          "Split: the lower hand takes the low half whether or not it qualifies.")),
    ),
    make_rule(
        id="stud-hi-lo-odd-chip", title="Stud/8: the odd chip goes to the high half", catalog_ids=("E06",), games=_STUD_HI_LO,
        trigger="a stud/8 pot does not divide evenly between high and low",
        answers=agree(answer(R.ODD_CHIP_TO_HIGH,
            """When a stud/8 pot cannot be split evenly between the high and low halves, the extra chip always
            goes to the high hand's half.""",
            s000("7 Card Stud vs. 7 Card Stud Hi-Lo / General Rules"), tda("Rule 20-C"), rrop("Ties"))),
        prompt="Stud/8, a $25 pot in $1 chips is split between a high winner and a low winner.",
        options=((R.ODD_CHIP_TO_HIGH, "$13 high, $12 low.", "The odd chip goes to the high half."),
         (R.ODD_CHIP_TO_LOW, "$13 low, $12 high.", "The odd chip goes to the low half."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The odd chip goes to whichever winner sits nearer the button's left.")),
    ),
    make_rule(
        id="hi-lo-tied-low-odd-chip", title="Omaha/8: tied lows share the low half; its odd chip goes left of the button",
        catalog_ids=("E06", "X17"), games=_OMAHA_HI_LO,
        trigger="an Omaha/8 pot whose low half two or more equal lows share, and that half will not divide evenly",
        answers=agree(answer(R.ODD_CHIP_LEFT_OF_BUTTON,
            """Equal lows share the low half (two of them are each quartered). The pot is first halved, the odd
            chip of the whole pot going to the high half; a chip of the low half that will not divide between
            the tied lows goes, as in any board game, to the first of them clockwise from the button.""",
            tda("Rule 20-A; Rule 20-C"), rrop("Ties"))),
        prompt="Omaha/8, a pot of 6: one player wins high; two tie for low with A-2-3-4-7, each with A-2 in the hand. "
               "The low half of 3 will not divide.",
        options=((R.ODD_CHIP_LEFT_OF_BUTTON, "The tied low nearer the button's left gets 2, the other 1.",
          "The first tied low left of the button gets the low half's odd chip."),
         (R.ODD_CHIP_TO_HIGH, "The high hand takes it: 4 high, 1 each low.",
          "The low half's odd chip goes to the high hand."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The tied low with the highest card by suit gets it.")),
    ),
    make_rule(
        id="stud-hi-lo-tied-low-odd-chip", title="Stud/8: tied lows share the low half; its odd chip goes by suit",
        catalog_ids=("E06", "X17"), games=_STUD_HI_LO,
        trigger="a stud/8 pot whose low half two or more equal lows share, and that half will not divide evenly",
        answers=by_book(
            answer(R.ODD_CHIP_LOW_SUIT_ALL_CARDS,
                """Equal lows share the low half. A chip of it that will not divide goes, as in a low game, to
                the lowest card by suit, all the tied players' cards counted, not only the five of the low. The
                source documents are silent on stud odd chips; Robert's Rules answers.""",
                rrop("Ties")),
            answer(R.ODD_CHIP_HIGH_SUIT_IN_HAND,
                """Equal lows share the low half. When two or more low hands tie in stud/8, the odd chip of that
                half goes to the high card by suit in the tied players' five-card winning hands (their lows).""",
                tda("Rule 20-B")),
            answer(R.ODD_CHIP_LOW_SUIT_ALL_CARDS,
                """Equal lows share the low half. A chip of it that will not divide goes, as in a low game, to
                the lowest card by suit, all the tied players' cards counted, not only the five of the low.""",
                rrop("Ties"))),
        prompt="Stud/8, a pot of 6: one player wins high; two tie for low with 7-4-3-2-A. The low half of 3 will "
               "not divide.",
        options=((R.ODD_CHIP_LOW_SUIT_ALL_CARDS, "The lowest card by suit among all their cards decides.",
          "The tied low with the lowest card by suit, all cards counted."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The highest card by suit in their five-card lows decides.",
          "The tied low with the highest card by suit in his five-card low."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The tied low nearer the dealer's left gets it.",
          "The first tied low clockwise from the dealer gets it.")),
    ),
    make_rule(
        id="stud-hi-lo-split", title="Stud/8: a qualifying low takes half the pot", catalog_ids=("E05",), games=_STUD_HI_LO,
        trigger="stud/8 showdown with a qualifying low",
        answers=agree(answer(R.SPLIT_POT,
            """The high hand is read as in seven-card stud and takes half the pot; the best qualifying low takes
            the other half. Each player picks any five of his seven cards for each half, so the cards used for
            high have no effect on the low. One player may win both halves; players with exactly the same low
            split the low half equally, and a player who wins half of that half is quartered.""",
            s000(_STUD_LOW), s001("Rules of Omaha High-Low 2"), rrop("Seven-Card Stud High-Low"))),
        prompt="Stud/8 showdown: A has two pair, kings and fives; B has 7-5-4-2-A with no pair. How is the pot divided?",
        options=((R.SPLIT_POT, "Half to A for high, half to B for low.", "Half to the best high, half to the best qualifying low."),
         (R.SCOOP_HIGH, "A scoops: the high hand wins all.", "The high hand scoops: it wins the whole pot."),
         (R.AWARD_SECOND_HAND, "B takes it all with the best low.", "The best low hand takes the whole pot.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state





@procedure("razz-bring-in", tier=Tier.GAME_FAMILY)
def _razz_bring_in(table: Table) -> bool:
    return (is_stud(table) and table.game.bring_in_high and table.street_index == 0
            and isinstance(table.next_dealer_operation(), AnnounceBringIn))


@irregularity("razz-first-to-act", tier=Tier.GAME_FAMILY)
def _wrong_first_razz_tie(replay: Replay) -> Irregularity | None:
    table = replay.table
    wrong = wrong_first_to_act(replay)
    return wrong if wrong and table.game.bring_in_high and len(tied_boards(table)) >= 2 else None


@irregularity("razz-first-to-act-low-board", tier=Tier.GAME_FAMILY)
def _wrong_first_razz_low(replay: Replay) -> Irregularity | None:
    wrong = wrong_first_to_act(replay)
    return wrong if wrong and replay.table.game.bring_in_high else None


@procedure("razz-first-to-act", tier=Tier.GAME_FAMILY)
def _razz_tie(table: Table) -> bool:
    return first_due(table) and table.game.bring_in_high and len(tied_boards(table)) >= 2


@procedure("razz-first-to-act-low-board", tier=Tier.GAME_FAMILY)
def _razz_low_board(table: Table) -> bool:
    return first_due(table) and table.game.bring_in_high


def _showdown_awards(table: Table) -> tuple[PotAward, ...] | None:
    """The pots as the showdown will award them (on a copy), or None when no contested pot is to be pushed
    next. Not while a hand is still to be shown: who shows first is the question then (TDA 2024 Rule 17-A,
    the showdown-order rules), and how the shown hands divide the pot comes after it, as the board games'
    and stud's odd-chip rules wait for the push (``catalog_showdown._awards_due``)."""
    if table.actor is not None or len(table.in_hand()) < 2:
        return None
    if not isinstance(table.next_dealer_operation(), PushPot):
        return None
    ahead = copy.deepcopy(table)
    ahead.run_dealer()
    return ahead.awards or None


def _low_won(awards: tuple[PotAward, ...]) -> bool:
    return any(share.half == "low" for award in awards for share in award.shares)


def _odd_between_halves(awards: tuple[PotAward, ...]) -> bool:
    for award in awards:
        high = sum(share.amount for share in award.shares if share.half == "high")
        low = sum(share.amount for share in award.shares if share.half == "low")
        if high and low and high != low:
            return True
    return False


@procedure("stud-hi-lo-tied-low-odd-chip", tier=Tier.GAME_FAMILY)
@procedure("hi-lo-tied-low-odd-chip", tier=Tier.GAME_FAMILY)
def _tied_low_odd_chip(table: Table) -> bool:
    return _tied_half_odd_chip(table, "low")


def _tied_half_odd_chip(table: Table, half: str) -> bool:
    """A hi-lo showdown where a pot's ``half`` ("high" or "low") is shared by tied hands and will not divide."""
    if not table.game.split:
        return False
    awards = _showdown_awards(table)
    return awards is not None and any(_odd_in_half(award, half) for award in awards)


def _odd_in_half(award: PotAward, half: str) -> bool:
    """Two or more seats share the pot's ``half``, and not equally: a chip of it would not divide. A pot with
    no qualifying low is all high: its tied hands share it "whole" (Robert's Rules, Ties: the odd chip
    between tied high hands "as in a high game of that poker form")."""
    halves = (half, "whole") if half == "high" else (half,)
    amounts = [share.amount for share in award.shares if share.half in halves]
    return len(amounts) > 1 and len(set(amounts)) > 1


def _tied_half_steps(table: Table, half: str, how: str) -> list[str]:
    """The remedy's words for a tied ``half``: who gets its odd chip (``how``), each such pot as divided (the
    table awards it by its odd-chip settings, which each rulebook sets to agree with its answer:
    ``stud_odd_chip_five_card``; board games left of the button), then the dealer's next step."""
    awards = _showdown_awards(table) or ()
    return ([f"The {half} half's odd chip goes to {how}."]
            + [describe_award(award) for award in awards if _odd_in_half(award, half)] + [next_step(table)])


@rule_remedy(("hi-lo-tied-low-odd-chip", "stud-hi-lo-tied-low-odd-chip"), R.ODD_CHIP_LEFT_OF_BUTTON,
             R.ODD_CHIP_LOW_SUIT_ALL_CARDS, R.ODD_CHIP_HIGH_SUIT_IN_HAND)
def _tied_low_award(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Say how each pot with a tied low half is divided."""
    how = {R.ODD_CHIP_LEFT_OF_BUTTON: "the first of the tied lows clockwise from the button",
           R.ODD_CHIP_LOW_SUIT_ALL_CARDS: "the tied low with the lowest card by suit, all his cards counted",
           R.ODD_CHIP_HIGH_SUIT_IN_HAND: "the tied low with the highest card by suit in his five-card low"}[code]
    return _tied_half_steps(table, "low", how)


@procedure("stud-hi-lo-odd-chip", tier=Tier.GAME_FAMILY)
@procedure("hi-lo-odd-chip", tier=Tier.GAME_FAMILY)
def _odd_chip(table: Table) -> bool:
    if not table.game.split:
        return False
    awards = _showdown_awards(table)
    return awards is not None and _odd_between_halves(awards)


@procedure("stud-hi-lo-split", tier=Tier.GAME_FAMILY)
@procedure("hi-lo-split", tier=Tier.GAME_FAMILY)
def _split(table: Table) -> bool:
    if not table.game.split:
        return False
    awards = _showdown_awards(table)
    return awards is not None and _low_won(awards)


@procedure("stud-hi-lo-qualifier", tier=Tier.GAME_FAMILY)
@procedure("hi-lo-qualifier", tier=Tier.GAME_FAMILY)
def _no_low(table: Table) -> bool:
    if not table.game.split:
        return False
    awards = _showdown_awards(table)
    return awards is not None and not _low_won(awards)


def _second_of_two_wins(table: Table) -> bool:
    """Two hands at showdown and the one in the later seat takes the whole pot (the catalog's 'B')."""
    awards = _showdown_awards(table)
    if awards is None or len(table.in_hand()) != 2:
        return False
    winners = {share.seat for award in awards for share in award.shares if share.half != "returned"}
    return winners == {max(table.in_hand())}


@procedure("razz-hand-reading", tier=Tier.GAME_FAMILY)
def _razz_reading(table: Table) -> bool:
    return table.game.code == "razz" and _second_of_two_wins(table)


@procedure("omaha-two-plus-three", tier=Tier.GAME_FAMILY)
def _omaha_reading(table: Table) -> bool:
    return table.game.code == "omaha" and _second_of_two_wins(table)


@stud_remedy(("hi-lo-odd-chip", "hi-lo-split", "hi-lo-qualifier", "stud-hi-lo-odd-chip", "stud-hi-lo-split",
              "stud-hi-lo-qualifier",
              "razz-hand-reading", "omaha-two-plus-three"),
             R.ODD_CHIP_TO_HIGH, R.SPLIT_POT, R.SCOOP_HIGH, R.AWARD_SECOND_HAND)
def _award(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    run_to_the_button(table)
    # One sentence per pot, as a dealer says it: "Main pot 6: split; seat 1 (high) 3 and seat 2 (low) 3."
    return [describe_award(award) for award in table.awards] + [next_step(table)]


# ---------------------------------------------------------------- tied high hands in a hi-lo pot
# The words that send a tied low half's odd chip (above) decide a tied high half's the same way: Robert's
# Rules, Ties: "The odd chip between tied high hands is awarded as in a high game of that poker form, and the
# odd chip between tied low hands is awarded as in a low game of that poker form"; TDA 2024 Rule 20-A and
# 20-B ("2 or more high or low hands"). The table already awards the chip so; these rules name the decision.
# Tried after the tied-low rules and before the odd chip between the halves.

RULES = RULES + (
    make_rule(
        id="hi-lo-tied-high-odd-chip", title="Omaha/8: tied highs share the high half; its odd chip goes left of the button",
        catalog_ids=("E06", "X17"), games=_OMAHA_HI_LO,
        trigger="an Omaha/8 pot whose high half (with no low, the whole pot) two or more equal high hands share, and it "
        "will not divide evenly",
        answers=agree(answer(R.ODD_CHIP_LEFT_OF_BUTTON,
            """Equal high hands share the high half (the whole pot when no low qualifies). The pot is first
            halved, the odd chip of the whole pot going to the high half; a chip of the high half that will not
            divide between the tied highs goes, as in any board game, to the first of them clockwise from the
            button.""",
            tda("Rule 20-A; Rule 20-C"), rrop("Ties"))),
        prompt="Omaha/8, a pot of 70: two players tie for high with jacks and tens; a third has the only low. The "
               "high half of 35 will not divide.",
        options=((R.ODD_CHIP_LEFT_OF_BUTTON, "The tied high nearer the button's left gets 18, the other 17.",
          "The first tied high left of the button gets the high half's odd chip."),
         (R.ODD_CHIP_TO_LOW, "The low hand takes it: 36 low, 17 each high.",
          "The high half's odd chip goes to the low hand."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The tied high with the highest card by suit gets it.")),
    ),
    make_rule(
        id="stud-hi-lo-tied-high-odd-chip", title="Stud/8: tied highs share the high half; its odd chip goes by suit",
        catalog_ids=("E06", "X17"), games=_STUD_HI_LO,
        trigger="a stud/8 pot whose high half (with no low, the whole pot) two or more equal high hands share, and it "
        "will not divide evenly",
        answers=by_book(
            answer(R.ODD_CHIP_HIGH_SUIT_ALL_CARDS,
                """Equal high hands share the high half (the whole pot when no low qualifies). A chip of it that
                will not divide goes, as in a high stud game, to the highest card by suit, all the tied players'
                cards counted, not only the five of the hand. The source documents are silent on stud odd chips;
                Robert's Rules answers.""",
                rrop("Ties")),
            answer(R.ODD_CHIP_HIGH_SUIT_IN_HAND,
                """Equal high hands share the high half (the whole pot when no low qualifies). When two or more high
                hands tie in stud/8, the odd chip of that half goes to the high card by suit in the tied players'
                five-card winning hands.""",
                tda("Rule 20-B")),
            answer(R.ODD_CHIP_HIGH_SUIT_ALL_CARDS,
                """Equal high hands share the high half (the whole pot when no low qualifies). A chip of it that
                will not divide goes, as in a high stud game, to the highest card by suit, all the tied players'
                cards counted, not only the five of the hand.""",
                rrop("Ties"))),
        prompt="Stud/8, a pot of 70: two players tie for high with the same straight; a third has the only low. The "
               "high half of 35 will not divide.",
        options=((R.ODD_CHIP_HIGH_SUIT_ALL_CARDS, "The highest card by suit among all their cards decides.",
          "The tied high with the highest card by suit, all cards counted."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The highest card by suit in their five-card hands decides.",
          "The tied high with the highest card by suit in his five-card hand."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The tied high nearer the dealer's left gets it.",
          "The first tied high clockwise from the dealer gets it.")),
    ),
)


@procedure("stud-hi-lo-tied-high-odd-chip", tier=Tier.GAME_FAMILY, before="stud-hi-lo-odd-chip")
@procedure("hi-lo-tied-high-odd-chip", tier=Tier.GAME_FAMILY, before="hi-lo-odd-chip")
def _tied_high_odd_chip(table: Table) -> bool:
    return _tied_half_odd_chip(table, "high")


@rule_remedy(("hi-lo-tied-high-odd-chip", "stud-hi-lo-tied-high-odd-chip"), R.ODD_CHIP_LEFT_OF_BUTTON,
             R.ODD_CHIP_HIGH_SUIT_ALL_CARDS, R.ODD_CHIP_HIGH_SUIT_IN_HAND)
def _tied_high_award(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Say how each pot with a tied high half is divided."""
    how = {R.ODD_CHIP_LEFT_OF_BUTTON: "the first of the tied highs clockwise from the button",
           R.ODD_CHIP_HIGH_SUIT_ALL_CARDS: "the tied high with the highest card by suit, all his cards counted",
           R.ODD_CHIP_HIGH_SUIT_IN_HAND: "the tied high with the highest card by suit in his five-card hand"}[code]
    return _tied_half_steps(table, "high", how)
