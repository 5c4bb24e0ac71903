"""Catalog family G: showdown, pots and splits (with the related external rulings)."""

from __future__ import annotations

from .model import (
    ALL_GAMES, BUTTON_GAMES, FLOP_GAMES, STUD_GAMES, RulingCode as R,
    agree, answer, by_book, make_rule, rrop, s000, s001, s003, tda,
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
