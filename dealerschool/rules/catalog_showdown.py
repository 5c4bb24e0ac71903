"""Catalog family G: showdown, pots and splits (with the related external rulings)."""

from __future__ import annotations

from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    FLOP_GAMES,
    STUD_GAMES,
    agree,
    answer,
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

_BETTOR = answer(R.SHOW_BETTOR_FIRST,
    """The seeds have the river bettor show first; with no river bet the player nearest the dealer's left
    shows first and the showing goes clockwise. A loser may muck instead of showing. Robert's Rules text
    on this was not among the excerpts, so that rulebook uses the seeds.""",
    s000("Texas Hold'em Rules and Game Play / Showdown"), s001("Omaha Hold'em General Rules, step 9"))
_ODD_CHIP_LOW = answer(R.ODD_CHIP_LOW_SUIT_ALL_CARDS,
    """Robert's Rules gives the odd chip in stud to the high card by suit in high games but to the lowest
    card by suit in low games such as razz, judged on all the player's cards, not only the five used.
    The seeds are silent, so the sources rulebook follows Robert's Rules.""",
    rrop("Ties 3-5 (via blog copy)", verified=False))

RULES = (
    make_rule(
        "showdown-order", "Who shows first at the showdown", ("G01",), ALL_GAMES,
        "final betting round complete with two or more players",
        by_book(_BETTOR,
            answer(R.SHOW_LAST_AGGRESSOR_FIRST,
                """TDA: the last aggressor on the final round tables first (after a bet and a raise, the raiser);
                with no final-round bet, the first player to act shows first.""",
                tda("Rule 16; Rule 17-A; Rule 18")),
            _BETTOR),
        "River: A bets, B raises, A calls. Who must show first?",
        ((R.SHOW_BETTOR_FIRST, "A, who made the first bet."), (R.SHOW_LAST_AGGRESSOR_FIRST, "B, the last player to raise."),
         (R.SHOW_LEFT_OF_BUTTON_FIRST, "Whoever sits nearest the button's left.")),
    ),
    make_rule(
        "cards-speak-best-five", "Cards speak: best five cards, the board may play", ("G02", "D21"),
        FLOP_GAMES | STUD_GAMES, "reading high hands at showdown",
        agree(answer(R.SPLIT_POT,
            """Only the best five cards count: in hold'em from any mix of hole and board cards, in stud from the
            seven dealt. If the board is the best hand for everyone, all remaining players split; suits never
            rank hands.""",
            s000("Texas Hold'em Rules and Game Play / Evaluating Hands"), s003("Texas Hold'em, split pots"),
            s000("7 Card Stud Rules and Game Play / Showdown"), tda("Rule 12; Rule 13-A; Rule 19"))),
        "Hold'em board A♠A♥A♦A♣K♠. A holds Q-Q, B holds 2-3. Who wins?",
        ((R.SPLIT_POT, "Split: both play four aces with the king."), (R.AWARD_FIRST_HAND, "A, with the higher pair."),
         (R.AWARD_SECOND_HAND, "B: the spade suit breaks the tie.")),
    ),
    make_rule(
        "side-pots", "Side pots: built smallest first, awarded separately", ("G03", "X18", "X19"), ALL_GAMES,
        "all-ins for different amounts",
        agree(answer(R.AWARD_POTS_SEPARATELY,
            """Each all-in player can win from each opponent only what he himself put in. The main pot holds
            the smallest stack's amount from everyone; what the bigger stacks put in beyond that forms side pots,
            one per all-in level. With an all-in and no more betting possible, all hands are tabled at once; side
            pots are awarded first, then the main pot, each split on its own.""",
            s000("Other Odd Poker Rules and Exceptions / All-In Situations"), tda("Rule 16; Rule 21; Addendum 16"), rrop("Ties"))),
        "A is all-in for 100, B and C each put in 300. A has the best hand, B the second best. Who gets what?",
        ((R.AWARD_POTS_SEPARATELY, "A wins the 300 main pot; B wins the 400 side pot."),
         (R.AWARD_WHOLE_POT_TO_BEST_HAND, "A wins all 700."), (R.SPLIT_POT, "A and B split the 700.")),
    ),
    make_rule(
        "odd-chip-button-games", "Split pots: the odd chip in button games", ("G04", "X17"), BUTTON_GAMES,
        "tied hands and a pot that will not divide evenly",
        agree(answer(R.ODD_CHIP_LEFT_OF_BUTTON,
            """Identical hands split the pot. Break chips down to the smallest denomination in play; any chip
            left over goes to the first tied player clockwise from the button.""",
            s003("Texas Hold'em, split pots"), tda("Rule 20"), rrop("Ties 3", verified=False))),
        "Hold'em: two players tie and the pot has one $1 chip that will not split. Who gets it?",
        ((R.ODD_CHIP_LEFT_OF_BUTTON, "The tied player nearest the button's left."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The player with the highest card by suit."),
         (R.ODD_CHIP_TO_DEALER, "It stays in the middle for the next pot.")),
    ),
    make_rule(
        "odd-chip-stud", "Split pots: the odd chip in stud and razz", ("X17",), STUD_GAMES,
        "tied stud or razz hands and an odd chip",
        by_book(_ODD_CHIP_LOW,
            answer(R.ODD_CHIP_HIGH_SUIT_IN_HAND,
                """TDA gives the odd chip in stud and razz to the highest card by suit among the five cards of each
                winning hand, razz included.""",
                tda("Rule 20-B")),
            _ODD_CHIP_LOW),
        "Razz: two players tie with 7-5-4-3-2; one chip is left over. Who gets it?",
        ((R.ODD_CHIP_LOW_SUIT_ALL_CARDS, "The player holding the lowest card by suit, counting all seven cards."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The player with the highest card by suit in his five-card hand."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The player nearest the dealer's left.")),
    ),
    make_rule(
        "tabled-hands", "Tabling, killing and asking to see hands", ("X20", "X21"), ALL_GAMES,
        "showdown: hands are tabled, mucked or asked for",
        agree(answer(R.CARDS_SPEAK,
            """A hand is tabled when all its cards are face up and readable; the dealer reads it and may not
            kill an obviously winning tabled hand. Face-down discards are not dead until they reach the muck.
            The river caller may demand the last aggressor's hand; other requests are up to the floor.""",
            tda("Rule 12; Rule 13; Rule 14; Rule 15; Rule 18; Rule 65"))),
        "At the showdown a player tables a flush but announces 'two pair'. His opponent shows a straight and reaches for the pot.",
        ((R.CARDS_SPEAK, "The flush wins: the dealer reads the tabled cards."),
         (R.AWARD_SECOND_HAND, "The straight wins: the flush was misdeclared."),
         (R.KILL_HAND, "Kill the misdeclared hand.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order, specific before general. Hi-lo splits belong to the stud-variant rules (registered
# earlier); tabling and asking to see hands (X20, X21) stay question-only: events do not record mucking.

from dealerschool import hands  # noqa: E402
from dealerschool.games import Family  # noqa: E402
from dealerschool.operations import PushPot, ShowHand  # noqa: E402
from dealerschool.pots import PotAward  # noqa: E402
from dealerschool.table import Table  # noqa: E402

from .engine import procedure  # noqa: E402


def _awards_due(table: Table) -> tuple[PotAward, ...]:
    """The pot awards when the next dealer operation is pushing a pot (else empty)."""
    if not isinstance(table.next_dealer_operation(), PushPot):
        return ()
    return tuple(award for award in table.awards if not award.pot.uncalled)


def _shown(table: Table) -> list[int]:
    return [op.seat for op in table.log if isinstance(op, ShowHand)]


def _odd_chip(award: PotAward) -> bool:
    winners = [share for share in award.shares if share.half != "returned"]
    return not award.hilo and len(winners) > 1 and len({share.amount for share in winners}) > 1


def split_among(award: PotAward) -> list[int]:
    return sorted({share.seat for share in award.shares if share.half != "returned"})


@procedure("showdown-order")
def _showdown_order(table: Table) -> bool:
    return isinstance(table.next_dealer_operation(), ShowHand)


@procedure("odd-chip-stud")
def _odd_chip_stud(table: Table) -> bool:
    return table.game.family is Family.STUD and any(_odd_chip(a) for a in _awards_due(table))


@procedure("odd-chip-button-games")
def _odd_chip_button(table: Table) -> bool:
    return table.game.family is not Family.STUD and any(_odd_chip(a) for a in _awards_due(table))


@procedure("side-pots")
def _side_pots(table: Table) -> bool:
    return len(_awards_due(table)) > 1


@procedure("cards-speak-best-five")
def _board_plays(table: Table) -> bool:
    # A split high pot among tied best-five hands (answer: split).
    if table.game.family is Family.DRAW:
        return False
    return any(not a.hilo and len(split_among(a)) > 1 for a in _awards_due(table))


def _two_hand_showdown(table: Table) -> tuple[int, int, list[int]] | None:
    awards = _awards_due(table)
    shown = _shown(table)
    if len(awards) != 1 or len(shown) != 2:
        return None
    return shown[0], shown[1], split_among(awards[0])


def _looks_low_but_is_not(cards) -> bool:
    """A 2-7 trap: five unpaired cards that form a straight or flush, or hold an ace."""
    ranks = sorted(card.rank for card in cards)
    if len(set(ranks)) != 5:
        return False
    flush = len({card.suit for card in cards}) == 1
    straight = ranks[-1] - ranks[0] == 4
    return flush or straight or ranks[-1] == 14


@procedure("deuce-to-seven-reading")
def _deuce_seven(table: Table) -> bool:
    found = _two_hand_showdown(table)
    if found is None or table.game.low_kind != "deuce-seven":
        return False
    first, second, winners = found
    return winners == [second] and _looks_low_but_is_not(table.seat(first).hole)


@procedure("badugi-reading")
def _badugi(table: Table) -> bool:
    found = _two_hand_showdown(table)
    if found is None or table.game.low_kind != "badugi":
        return False
    first, second, winners = found
    if winners != [first]:
        return False
    best = {seat: hands.best_hand("badugi", table.seat(seat).hole) for seat in (first, second)}
    return len(best[first].cards) == 4 and len(best[second].cards) < 4
