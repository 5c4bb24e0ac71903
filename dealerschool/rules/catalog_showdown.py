"""Catalog family G: showdown, pots and splits (with the related external rulings)."""

from __future__ import annotations

from collections.abc import Sequence

from dealerschool.poker import hands
from dealerschool.poker.cards import Card
from dealerschool.poker.games import Family
from dealerschool.poker.pots import OddChipRule, PotAward
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay
from dealerschool.table.operations import (
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    Discard,
    Fold,
    PostBringIn,
    PushPot,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Table
from dealerschool.table.words import describe_award

from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    FLOP_GAMES,
    STUD_GAMES,
    GameFamily,
    Rule,
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
from .remedies import finish_showdown, next_step, play_on, rule_remedy, seat_name, take_back_pushed
from .triggers import irregularity, procedure

_BETTOR = answer(R.SHOW_BETTOR_FIRST,
    """The source documents have the river bettor show first; with no river bet the player nearest the dealer's left
    shows first and the showing goes clockwise. A loser may muck instead of showing.""",
    s000("Texas Hold'em Rules and Game Play / Showdown"), s001("Omaha Hold'em General Rules, step 9"))
_CONCEDED = answer(R.DEAD_HAND,
    """The source documents let a losing player muck instead of showing, which concedes the pot, and Robert's stud rules
    keep a hand live at the showdown only until it is discarded: a hand let go unshown is out of the pot.""",
    s000("Texas Hold'em Rules and Game Play / Showdown"), s001("Rules of Seven-Card Stud 10"))
_RROP_DISCARD = answer(R.DEAD_HAND,
    """Robert's Rules: at the showdown the hand is live until it is discarded, and a player must show all his
    cards to win. Bringing a thrown hand back is left to management, mainly for a player misled into
    throwing it, so a hand let go unshown is dead.""",
    rrop("Stud 10"), rrop("Dead Hands 2"),
    rrop("The Showdown 1"))
_TDA_DISCARD_LIVE = answer(R.HAND_STAYS_LIVE,
    """TDA: letting cards go face down at the showdown does not kill them by itself. Only the dealer
    kills a hand by pushing it into the muck; while the cards are still 100% identifiable the player
    may change his mind and table them, and the dealer reads them.""",
    tda("Rule 13; Rule 14"))
_TDA_AT_DISCRETION = answer(R.NO_RIGHT_TO_SEE,
    """TDA: only a river caller who tabled or kept his cards has a right to see a hand, the last aggressor's (the
    hand he paid to see). Asking to see another caller's hand, or any hand when there was no river bet, is left
    to the TD's discretion: the asker has no right to see it, and the hand, left untabled, cannot win.""",
    tda("Rule 13; Rule 18-B; Illustration Addendum 18, Example 1"))
_ODD_CHIP_LOW = answer(R.ODD_CHIP_LOW_SUIT_ALL_CARDS,
    """Robert's Rules gives the odd chip in a low stud game such as razz to the lowest card by suit, judged
    on all the player's cards, not only the five used (in high games it goes to the highest card by suit).
    The source documents are silent, so the sources rulebook follows Robert's Rules.""",
    rrop("Ties 3-5"))
_ODD_CHIP_HIGH = answer(R.ODD_CHIP_HIGH_SUIT_ALL_CARDS,
    """Robert's Rules gives the odd chip in a high stud game to the highest card by suit, judged on all
    the player's cards, not only the five used (in low games such as razz it goes to the lowest card by
    suit); in stud/8, tied high hands share as in a high game. The source documents are silent, so the
    sources rulebook follows Robert's Rules.""",
    rrop("Ties 3-5"))
_ODD_CHIP_TDA = answer(R.ODD_CHIP_HIGH_SUIT_IN_HAND,
    """TDA gives the odd chip in stud and razz, and between tied high or tied low hands in stud/8, to
    the highest card by suit among the five cards of each winning hand, razz included.""",
    tda("Rule 20-B"))

_LOSER_KILLED = answer(R.ACTION_STANDS,
    """Killing the losing hands before the pot is awarded is the dealer's job, not a mistake: a tabled hand
    that wins no part of any pot goes into the muck and stays there, and the pot goes to the best hand. Only a
    tabled hand that wins something may not be killed (the rule on a tabled winner). The source documents are
    silent on it, so the sources rulebook follows Robert's Rules.""",
    rrop("The Showdown 4"))

RULES: tuple[Rule, ...] = (
    make_rule(
        id="show-one-show-all", title="Show one, show all: cards shown to one player during the deal",
        catalog_ids=("X22",), games=ALL_GAMES, trigger="during the deal a player shows his cards to one other player",
        answers=agree(answer(R.SHOW_TO_ALL,
            """Cards shown to one active player during a deal are not his alone: any player at the table may see
            them, so the dealer shows them to everyone. Shown to a player not in the pot (one who has folded),
            they are shown to all players when the deal is finished, not during it. The hand is not dead for it.
            TDA 2024 forbids showing a hand to another player (Rule 67, one player to a hand; a penalty may follow)
            but does not say who then sees the cards, and the source documents say nothing of it, so both follow
            Robert's Rules here.""",
            rrop("The Showdown 6"))),
        prompt="On the turn a player shows his two cards to his neighbour, who is still in the hand. Ruling?",
        options=((R.SHOW_TO_ALL, "The dealer shows those cards to the whole table; the hand stays live."),
         (R.DEAD_HAND, "His hand is dead for showing it to another player."),
         (R.ACTION_STANDS, "Play on: only the neighbour saw them, nothing to do.")),
    ),
    make_rule(
        id="all-in-face-up", title="Face up for all-ins: every live hand tabled before the run-out", catalog_ids=("X19",), games=ALL_GAMES,
        trigger="a player all in, no more betting possible, cards still to come",
        answers=agree(answer(R.TABLE_ALL_HANDS_NOW,
            """Once a player is all in and every other player's betting is over, all live hands are turned face up
            at once, before the remaining cards are dealt; then the board (or the last streets) is dealt out and
            the pots are awarded, side pots first. No order of showing applies to this tabling. In a draw game
            with a draw still to come TDA makes no exception: the hands are tabled and the players then draw
            (the house setting ``runout_tabled_before_draw``; where it is off they stay down until the draw is
            over). Robert's Rules says the same in its tournament section (Tournaments 34: all hands are turned
            face up whenever a player is all in and the betting is complete), so under it this is a tournament
            rule: in a cash game the hands stay down and are shown at the showdown in its order (The Showdown
            7: with everyone checked or all in on the final round, the player who acted first shows first).
            The source documents are silent and follow TDA in every game.""",
            tda("Rule 16; Illustration Addendum 16"), rrop("Tournaments 34"))),
        prompt="Hold'em tournament: A is all in before the flop and B calls; the blinds fold. What now?",
        options=((R.TABLE_ALL_HANDS_NOW, "Turn both hands face up now, then deal the flop, turn and river.",
          "Turn every live hand face up now, then deal the rest."),
         (R.SHOW_LAST_AGGRESSOR_FIRST, "Deal the flop, turn and river; then A, the aggressor, shows first.",
          "Deal the rest; then the last aggressor shows first."),
         (R.SHOW_BETTOR_FIRST, "Deal the flop, turn and river; then B shows first, then A.",
          "Deal the rest; then the caller shows first.")),
    ),
    make_rule(
        id="showdown-order", title="Who shows first at the showdown", catalog_ids=("G01",), games=ALL_GAMES,
        trigger="final betting round complete with two or more players",
        answers=by_book(_BETTOR,
            answer(R.SHOW_LAST_AGGRESSOR_FIRST,
                """TDA: the last aggressor on the final round tables first (after a bet and a raise, the raiser);
                with no final-round bet, the first player to act shows first.""",
                tda("Rule 16; Rule 17-A; Rule 18")),
            answer(R.SHOW_LAST_AGGRESSOR_FIRST,
                """Robert's Rules: with wagering on the final round, the last player to bet or raise shows
                first; if everyone checks (or is all in), the player who acted first shows first.""",
                rrop("The Showdown 7"))),
        prompt="River: A bets, B raises, A calls. Who must show first?",
        options=((R.SHOW_BETTOR_FIRST, "A, who made the first bet.", "The player who made the first bet."),
         (R.SHOW_LAST_AGGRESSOR_FIRST, "B, the last player to raise.", "The last player to bet or raise."),
         (R.SHOW_LEFT_OF_BUTTON_FIRST, "Whoever sits nearest the button's left.")),
    ),
    make_rule(
        id="showdown-order-no-final-bet", title="Nobody bet on the final round: the first seat left of the button shows first",
        catalog_ids=("G01",), games=BUTTON_GAMES, trigger="final betting round checked through, two or more players, a button game",
        answers=agree(answer(R.SHOW_LEFT_OF_BUTTON_FIRST,
            """With no bet on the final round there is no aggressor: the player who would act first on that round
            shows first, which in a button game is the first live player left of the button, and the showing goes
            clockwise. TDA 2024 Rule 17-A: 'If there was no final round bet, the player who would act first in a
            final betting round must table first (i.e. first seat left of the button in flop games ...)'; Robert's
            Rules: 'If everyone checks ... the player who acted first is the first to show'; the source documents:
            'the player closest to the left of the dealer must open their hand first'.""",
            s000("Texas Hold'em Rules and Game Play / Showdown"), tda("Rule 17-A"), rrop("The Showdown 7"))),
        prompt="River: everyone checks. Who must show first?",
        options=((R.SHOW_LEFT_OF_BUTTON_FIRST, "The first live player left of the button, who acted first on the river.",
          "The first live player left of the button."),
         (R.SHOW_LAST_AGGRESSOR_FIRST, "The last player who bet on an earlier street.", "The last player who bet on any street."),
         (R.SHOW_BETTOR_FIRST, "The button, who acted last.", "The player who acted last.")),
    ),
    make_rule(
        id="showdown-order-no-final-bet-stud", title="Stud, nobody bet on the final round: the best board showing shows first",
        catalog_ids=("G01",), games=STUD_GAMES, trigger="final betting round checked through, two or more players, a stud game",
        answers=agree(answer(R.HIGH_BOARD_FIRST,
            """With no bet on the final round, the player who would act first on it shows first: in stud the best
            hand showing (in razz the lowest), as on every street after the first. TDA 2024 Rule 17-A names it: '... high
            hand showing in stud, low hand in razz'; Robert's Rules: 'If everyone checks ... the player who acted
            first is the first to show'. The source documents are silent and follow Robert's Rules.""",
            tda("Rule 17-A"), rrop("The Showdown 7"))),
        prompt="Seven-card stud, seventh street: everyone checks. Who must show first?",
        options=((R.HIGH_BOARD_FIRST, "The best hand showing, who acted first on seventh street.",
          "The best hand showing (in razz, the lowest)."),
         (R.SHOW_LAST_AGGRESSOR_FIRST, "The last player who bet on an earlier street.", "The last player who bet on any street."),
         (R.SHOW_LEFT_OF_BUTTON_FIRST, "The first seat left of the dealer.")),
    ),
    make_rule(
        id="cards-speak-best-five", title="Cards speak: best five cards, the board may play", catalog_ids=("G02", "D21"),
        games=FLOP_GAMES | STUD_GAMES, trigger="reading high hands at showdown",
        answers=agree(answer(R.SPLIT_POT,
            """Only the best five cards count: in hold'em from any mix of hole and board cards, in stud from the
            seven dealt. If the board is the best hand for everyone, all remaining players split; suits never
            rank hands.""",
            s000("Texas Hold'em Rules and Game Play / Evaluating Hands"), s003("Texas Hold'em, split pots"),
            s000("7 Card Stud Rules and Game Play / Showdown"), tda("Rule 12; Rule 13-A; Rule 19"))),
        prompt="Hold'em board A♠A♥A♦A♣K♠. A holds Q-Q, B holds 2-3. Who wins?",
        options=((R.SPLIT_POT, "Split: both play four aces with the king.", "Split: both play the same best five cards."),
         (R.AWARD_FIRST_HAND, "A, with the higher pair.", "The first hand, with the higher hole cards."),
         (R.AWARD_SECOND_HAND, "B: the spade suit breaks the tie.", "The second hand: the suit breaks the tie.")),
    ),
    make_rule(
        id="side-pots", title="Side pots: built smallest first, awarded separately", catalog_ids=("G03", "X18", "X19"), games=ALL_GAMES,
        trigger="all-ins for different amounts",
        answers=agree(answer(R.AWARD_POTS_SEPARATELY,
            """Each all-in player can win from each opponent only what he himself put in. The main pot holds
            the smallest stack's amount from everyone; what the bigger stacks put in beyond that forms side pots,
            one per all-in level. With an all-in and no more betting possible, all hands are tabled at once; side
            pots are awarded first, then the main pot, each split on its own.""",
            s000("Other Odd Poker Rules and Exceptions / All-In Situations"), tda("Rule 16; Rule 21; Addendum 16"), rrop("Ties"))),
        prompt="A is all-in for 100, B and C each put in 300. A has the best hand, B the second best. Who gets what?",
        options=((R.AWARD_POTS_SEPARATELY, "A wins the 300 main pot; B wins the 400 side pot.",
          "Each pot to the best hand eligible for it."),
         (R.AWARD_WHOLE_POT_TO_BEST_HAND, "A wins all 700.", "The best hand at the table wins every pot."),
         (R.SPLIT_POT, "A and B split the 700.", "The best hands split all of the pots.")),
    ),
    make_rule(
        id="odd-chip-button-games", title="Split pots: the odd chip in button games", catalog_ids=("G04", "X17"), games=BUTTON_GAMES,
        trigger="tied hands and a pot that will not divide evenly",
        answers=agree(answer(R.ODD_CHIP_LEFT_OF_BUTTON,
            """Identical hands split the pot. Break chips down to the smallest denomination in play; any chip
            left over goes to the first tied player clockwise from the button.""",
            s003("Texas Hold'em, split pots"), tda("Rule 20"), rrop("Ties 3"))),
        prompt="Hold'em: two players tie and the pot has one $1 chip that will not split. Who gets it?",
        options=((R.ODD_CHIP_LEFT_OF_BUTTON, "The tied player nearest the button's left."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The player with the highest card by suit."),
         (R.ODD_CHIP_TO_DEALER, "It stays in the middle for the next pot.")),
    ),
    make_rule(
        id="odd-chip-stud", title="Split pots: the odd chip in stud high", catalog_ids=("X17",),
        games=frozenset({GameFamily.STUD, GameFamily.STUD_HI_LO}),
        trigger="tied stud high hands and an odd chip",
        answers=by_book(_ODD_CHIP_HIGH, _ODD_CHIP_TDA, _ODD_CHIP_HIGH),
        prompt="Stud: two players tie with the same flush; one chip is left over. Who gets it?",
        options=((R.ODD_CHIP_HIGH_SUIT_ALL_CARDS, "The highest card by suit, of all seven cards."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The highest card by suit, in the five-card hand."),
         (R.ODD_CHIP_LOW_SUIT_ALL_CARDS, "The lowest card by suit, of all seven cards."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The winner nearest the dealer's left.")),
    ),
    make_rule(
        id="odd-chip-razz", title="Split pots: the odd chip in razz", catalog_ids=("X17",),
        games=frozenset({GameFamily.RAZZ}),
        trigger="tied razz hands and an odd chip",
        answers=by_book(_ODD_CHIP_LOW, _ODD_CHIP_TDA, _ODD_CHIP_LOW),
        prompt="Razz: two players tie with 7-5-4-3-2; one chip is left over. Who gets it?",
        options=((R.ODD_CHIP_LOW_SUIT_ALL_CARDS, "The lowest card by suit, of all seven cards."),
         (R.ODD_CHIP_HIGH_SUIT_IN_HAND, "The highest card by suit, in the five-card hand."),
         (R.ODD_CHIP_LEFT_OF_BUTTON, "The winner nearest the dealer's left.")),
    ),
    make_rule(
        id="tabled-hands", title="Tabling, killing and asking to see hands", catalog_ids=("X20", "X21"), games=ALL_GAMES,
        trigger="showdown: hands are tabled, mucked or asked for",
        answers=agree(answer(R.CARDS_SPEAK,
            """A hand is tabled when all its cards are face up and readable; the dealer reads it and may not
            kill an obviously winning tabled hand. Face-down discards are not dead until they reach the muck.
            The river caller may demand the last aggressor's hand; other requests are up to the floor. Robert's
            Rules: cards speak, and what a player says his hand is does not bind; a hand must be shown whole to win.""",
            tda("Rule 12; Rule 13; Rule 14; Rule 15; Rule 18; Rule 65"), rrop("The Showdown 1; The Showdown 2"))),
        prompt="At the showdown a player tables a flush but announces 'two pair'. His opponent shows a straight and reaches for the pot.",
        options=((R.CARDS_SPEAK, "The flush wins: the tabled cards speak."),
         (R.AWARD_SECOND_HAND, "The straight wins: the flush was misdeclared."),
         (R.KILL_HAND, "Kill the misdeclared hand.")),
    ),
    make_rule(
        id="showdown-mucked-hand", title="A hand mucked unshown at the showdown cannot win", catalog_ids=("X21", "G01"), games=ALL_GAMES,
        trigger="showdown: a hand that was never tabled goes into the muck (thrown in by its player or killed by the dealer)",
        answers=agree(answer(R.DEAD_HAND,
            """To win a pot a hand must be tabled, every card face up. A hand that reaches the muck without being
            shown is dead: its cards can no longer be told apart, so it cannot be read and it concedes the pot;
            the chips it put in stay there. The source documents give a losing player the choice to muck instead of showing.""",
            s000("Texas Hold'em Rules and Game Play / Showdown"), tda("Rule 13; Rule 14"),
            rrop("The Showdown 1"))),
        prompt="River: A bets, B calls. A throws his cards into the muck without showing them; B has not shown yet. "
        "A says he had the best hand. Ruling?",
        options=((R.DEAD_HAND, "A's hand is dead: B wins the pot.", "The mucked hand is dead: the other hand wins."),
         (R.CARDS_SPEAK, "Dig A's cards out of the muck and read them.", "Dig the mucked cards out of the muck and read them."),
         (R.SPLIT_POT, "Split the pot: neither hand was shown.")),
    ),
    make_rule(
        id="bettor-mucks-before-the-call", title="A bettor mucks his hand before his bet is called", catalog_ids=("X21",), games=ALL_GAMES,
        trigger="during the betting, a player who bet or raised throws his hand into the muck before anyone calls",
        answers=agree(answer(R.DEAD_HAND,
            """A hand thrown into the muck and no longer identifiable is dead: the player is out and gets no
            refund of bets that were called. The part of his bet or raise that nobody has called is returned
            to him; it is not left for others to call or win.""",
            tda("Rule 15-B; Rule 65-A"))),
        prompt="Heads-up on the river, A bets 10 and throws his cards into the muck before B acts. Ruling?",
        options=((R.DEAD_HAND, "A's hand is dead; his uncalled 10 goes back to him.",
          "The hand is dead; the uncalled bet goes back to him."),
         (R.NO_REFUND, "A's hand is dead and his 10 stays in the pot for B.",
          "The hand is dead and his bet stays in the pot."),
         (R.HAND_PLAYS, "Take A's cards back out of the muck; the bet stands.",
          "His cards come back out of the muck and play.")),
    ),
    make_rule(
        id="showdown-face-down-discard", title="A hand let go face down at the showdown, still identifiable", catalog_ids=("X21",),
        games=ALL_GAMES, trigger="showdown: a player lets his untabled hand go face down, apart from the muck, then wants it back",
        answers=by_book(_CONCEDED,
            _TDA_DISCARD_LIVE,
            _RROP_DISCARD),
        prompt="River: A bets, B calls. A pushes his cards face down toward the dealer; before they reach the muck A "
        "says 'wait' and wants to table them. Ruling?",
        options=((R.DEAD_HAND, "A let his hand go: it is dead and B wins.", "He let his hand go: it is dead."),
         (R.HAND_STAYS_LIVE, "The cards are still identifiable: A may table them and the best hand wins.",
          "Still identifiable: he may table them and play."),
         (R.SPLIT_POT, "Split the pot between the two players.")),
    ),
    make_rule(
        id="tabled-hand-killed", title="A tabled hand pushed into the muck is read, not killed", catalog_ids=("X21",), games=ALL_GAMES,
        trigger="showdown: a hand already tabled (all cards face up) is pushed into the muck",
        answers=agree(answer(R.CARDS_SPEAK,
            """A tabled hand has been seen by everyone, so it stays identifiable even in the muck: the dealer may
            not kill an obviously winning tabled hand. Its cards are taken back, read, and the best hand wins;
            the cards, not the dealer's slip, decide. The source documents say the best hand receives the pot.""",
            s000("Texas Hold'em Rules and Game Play / Evaluating Hands"), tda("Rule 12; Rule 13"),
            rrop("The Showdown 2"),
            rrop("Dead Hands 2"))),
        prompt="A tables a full house face up; B tables a flush. The dealer, misreading, sweeps A's cards into the muck "
        "and starts pushing the pot to B. Ruling?",
        options=((R.CARDS_SPEAK, "Take A's tabled cards back: the full house wins.", "Take the cards back: the best hand wins."),
         (R.DEAD_HAND, "A's hand touched the muck: it is dead, B wins.", "The tabled hand touched the muck: it is dead."),
         (R.SPLIT_POT, "Split the pot, since the dealer erred.")),
    ),
    make_rule(
        id="losing-hand-killed", title="The dealer kills a beaten tabled hand before the award", catalog_ids=("X21",), games=ALL_GAMES,
        trigger="showdown: every hand tabled, the dealer pushes one that wins no part of any pot into the muck before "
        "the pot is pushed",
        answers=by_book(_LOSER_KILLED,
            answer(R.CARDS_SPEAK,
                """TDA: the dealer reads every tabled hand and may not kill an obviously winning one; a tabled
                hand swept into the muck is still identifiable, so it is taken back and read, and the best hand
                wins (here the same hand as before).""",
                tda("Rule 12; Rule 13")),
            _LOSER_KILLED),
        prompt="A tables a flush; B tables a straight. Before pushing the pot to A, the dealer sweeps B's cards "
        "into the muck. Ruling?",
        options=((R.ACTION_STANDS, "Right: B's beaten hand is killed; A takes the pot.",
          "Right: the beaten hand is killed; the best hand is paid."),
         (R.CARDS_SPEAK, "Take B's cards back out of the muck and read them.",
          "Take the beaten hand back out of the muck and read it."),
         (R.SPLIT_POT, "Split the pot: the dealer killed a tabled hand.")),
    ),
    make_rule(
        id="pot-pushed-wrong", title="A pot pushed on a misread before the next hand begins", catalog_ids=("X21",),
        games=ALL_GAMES, trigger="showdown: the dealer pushes a whole pot to a seat the tabled hands do not give it "
        "all to (a hand misread, a tie or a low half missed), and the floor is called before the next hand begins",
        answers=agree(answer(R.CARDS_SPEAK,
            """Cards speak to determine the winner, and anyone who sees a mistake in reading the hands or in
            awarding the pot should speak up. TDA: the reading of a tabled hand may be disputed until the next
            hand begins (its first riffle), so until then the chips pushed on the misread come back from the
            seats they went to, and every pot goes to the hands as they read: the best hand, each tied hand its
            share, the best low its half. The source documents have the best hand receive the pot and each half
            of a split pot go to its hand; Robert's Rules: cards speak, and an error in awarding a pot is to be
            pointed out (it sets no time of its own: TDA's is used).""",
            tda("Rule 12; Rule 22; Rule 23"), s000("Texas Hold'em Rules and Game Play / Evaluating Hands"),
            rrop("The Showdown 2; The Showdown 3"))),
        prompt="A tables a flush, B a straight. The dealer misreads the hands and pushes the pot to B; before "
        "he riffles the deck for the next hand, A objects. Ruling?",
        options=((R.CARDS_SPEAK, "B gives the pot back: it goes to A's flush.",
          "The chips come back: the pot goes to the hands as they read."),
         (R.RESULTS_STAND, "The pot was pushed: it stays with B.", "The pot was pushed: the push stands."),
         (R.SPLIT_POT, "Split the pot: the dealer erred.")),
    ),
    make_rule(
        id="pot-disputed-after-next-hand", title="A pot disputed too late: a misread once the next hand began, an "
        "accounting error once it had substantial action", catalog_ids=("X21", "X32"), games=ALL_GAMES,
        trigger="a pot pushed on a misread (a tabled winner killed, a pot pushed to the wrong hand) is disputed "
        "once the next hand has begun (its first riffle); or a pot pushed to a seat with no part in it, or split "
        "in the wrong amounts, is disputed once the next hand has had substantial action",
        answers=agree(answer(R.RESULTS_STAND,
            """Rule 22 sets two clocks. The reading of a tabled hand may be disputed only until the next hand
            begins, and a hand begins on the first riffle; accounting errors in calculating and awarding the pot
            (a pot pushed to a seat with no part in it, a split miscounted) until substantial action on the next
            hand: two actions in turn of which one puts chips in, or any three (posted blinds do not count).
            Once its clock has run, the pots pushed stay where they went, even to the wrong seat. (TDA's words;
            the source documents and the Robert's Rules text read set no time of their own.)""",
            tda("Rule 22; Rule 23; Rule 36"))),
        prompt="A tables a flush, B a straight. The dealer pushes the pot to B and riffles the deck for the next "
        "hand; only then does A object. Ruling?",
        options=((R.RESULTS_STAND, "Too late: the next hand has begun, and the pot stays with B.",
          "Too late: the dispute's time has run, so the push stands."),
         (R.CARDS_SPEAK, "B gives the pot back: it goes to A's flush.",
          "The chips come back: the pot goes to the hands as they read."),
         (R.SPLIT_POT, "Split the pot: the dealer erred.")),
    ),
    make_rule(
        id="pot-split-wrong", title="A split pot pushed in the wrong amounts", catalog_ids=("G04", "X17", "X21"),
        games=ALL_GAMES,
        trigger="showdown: the dealer pushes a pot to the hands that share it, in the wrong amounts (a split "
        "miscounted, the odd chip to the wrong seat), and the floor is called before substantial action on the "
        "next hand",
        answers=agree(answer(R.SPLIT_POT,
            """The hands that share the pot were read right, but the chips were not: an accounting error in
            calculating and awarding the pot. TDA: such errors may be disputed until substantial action occurs
            on the next hand (its first riffle is not yet that), so the chips pushed come back and the pot is
            split again: equal shares, the odd chip by the odd-chip rule. Once the next hand has begun, it is
            left as it stands (no rulebook says to deal it again): the seat paid too much gives the difference
            from his stack behind, not from his chips in the new pot, and what he lacks behind is the floor's
            to settle. The source documents split a pot
            equally between identical hands; Robert's Rules: an error in awarding a pot is to be pointed out
            (it sets no time of its own: TDA's is used).""",
            tda("Rule 20; Rule 22; Rule 36"), s003("Texas Hold'em, split pots"), rrop("Ties 3; The Showdown 3"))),
        prompt="A and B tie for a 121 pot; A takes the odd chip. The dealer pushes 71 to A and 50 to B and riffles "
        "for the next hand; before anyone acts on it, B objects. Ruling?",
        options=((R.SPLIT_POT, "A gives B the 10 he was paid too many: 61 to A, 60 to B.",
                  "The split is set right: each seat ends with its share of the pot."),
         (R.RESULTS_STAND, "Too late: the next hand has begun, so the push stands.",
          "Too late: the chips stay where the dealer pushed them."),
         (R.CARDS_SPEAK, "Read the hands again: the best hand takes the whole pot.")),
    ),
    make_rule(
        id="pot-pushed-to-seat-not-in-it", title="A pot pushed to a seat that has no part in it",
        catalog_ids=("G03", "X18"), games=ALL_GAMES,
        trigger="showdown with side pots: the dealer pushes a pot to a seat not eligible for it (an all-in player "
        "pushed a side pot he put nothing into), and the floor is called before the next hand begins",
        answers=agree(answer(R.AWARD_POTS_SEPARATELY,
            """Each pot goes only among the players who put chips into it: the main pot among all, each side pot
            among those who matched it. A pot pushed to a seat that has no part in it is not a reading of the
            hands but a mistake in awarding the pot, so it comes back and every pot is awarded again, one by one,
            to the best hand eligible for it. TDA: accounting errors in awarding the pot may be disputed until
            substantial action on the next hand (its first riffle is not yet that), each side pot split
            separately; once the next hand has begun it is left as it stands, and the seat paid the pot gives it
            from his stack behind (not his chips in the new pot; what he lacks is the floor's to settle); the
            source documents: a side pot 'only they are eligible to win'; Robert's Rules: the main pot and the
            side pots are split as separate pots, and an error in awarding a pot is to be pointed out.""",
            tda("Rule 21; Rule 22; Addendum 16"), s000("Other Odd Poker Rules and Exceptions / All-In Situations"),
            rrop("Ties; The Showdown 3"))),
        prompt="A is all in for the main pot only and has the best hand; B and C contest a side pot, which C "
        "wins. The dealer pushes the side pot to A. Ruling?",
        options=((R.AWARD_POTS_SEPARATELY, "The side pot comes back and goes to C; A takes the main pot only.",
          "The pot comes back: each pot goes to the best hand among those in it."),
         (R.AWARD_WHOLE_POT_TO_BEST_HAND, "It stands: A has the best hand, so he takes every pot.",
          "It stands: the best hand takes every pot."),
         (R.SPLIT_POT, "Split the side pot between A and C.",
          "Split the pot between the best hand and the best hand in the pot.")),
    ),
    make_rule(
        id="asking-to-see-caller", title="The river caller asks to see the bettor's hand let go unshown", catalog_ids=("X20",),
        games=ALL_GAMES, trigger="showdown, heads-up: the last aggressor lets his hand go face down; the caller, still holding "
        "his cards, asks to see it",
        answers=by_book(answer(R.DEAD_HAND,
                """The source documents have no rule on asking to see a hand. A player who lets his hand go instead of
                showing concedes the pot, so the hand stays out whatever it held.""",
                s000("Texas Hold'em Rules and Game Play / Showdown")),
            answer(R.CARDS_SPEAK,
                """TDA: the river caller who kept his cards has paid to see the last aggressor's hand and may have
                it shown. Face-down cards not yet in the muck are still live, so once turned up they are read
                like any tabled hand and the best hand wins.""",
                tda("Rule 12; Rule 14; Rule 18")),
            answer(R.CARDS_SPEAK,
                """Robert's Rules: when the pot winner asks to see a called losing hand, both hands are live and
                the best one wins: the hand asked for is turned up and read.""",
                rrop("The Showdown 5"))),
        prompt="River: A bets, B calls. A pushes his cards face down toward the muck without showing; B, still "
        "holding his cards, asks to see A's hand. A's cards turn out to beat B's. Ruling?",
        options=((R.DEAD_HAND, "A let his hand go: B wins without A's hand being read.",
          "The bettor's hand is dead: the caller wins."),
         (R.CARDS_SPEAK, "A's hand is turned up and read: the best hand wins.",
          "The bettor's hand is turned up: the best hand wins."),
         (R.NO_RIGHT_TO_SEE, "B may not see it; the hand stays face down and out.",
          "The caller may not see it; it stays face down.")),
    ),
    make_rule(
        id="asking-to-see-without-cards", title="A player without cards asks to see a hand let go unshown", catalog_ids=("X20",),
        games=ALL_GAMES, trigger="showdown: a player who no longer holds cards asks to see a called hand let go face down",
        answers=by_book(_CONCEDED,
            answer(R.NO_RIGHT_TO_SEE,
                """TDA: a player who no longer holds cards at the showdown has no right to see any hand; beyond
                the river caller's right, requests are up to the floor. The hand stays unshown and, untabled,
                cannot win.""",
                tda("Rule 18")),
            answer(R.DEAD_HAND,
                """Robert's Rules: anyone dealt in may ask to see a called hand, but when someone other than the
                pot winner asks to see a hand that was let go, that hand is dead.""",
                rrop("The Showdown 5"))),
        prompt="A folded on the flop. On the river B bets and C calls; B lets his cards go face down unshown and C "
        "tables. A asks to see B's hand. Ruling?",
        options=((R.DEAD_HAND, "B's hand is dead: C wins (and it need not be read).",
          "The unshown hand is dead: the tabled hand wins."),
         (R.NO_RIGHT_TO_SEE, "A has no right to see it: the hand stays unshown and C wins.",
          "No right to see it: the tabled hand wins unseen."),
         (R.CARDS_SPEAK, "B's hand is turned up and read: the best hand wins.",
          "The unshown hand is turned up: the best hand wins.")),
    ),
    make_rule(
        id="asking-to-see-by-winner", title="The pot winner asks to see a caller's hand let go unshown", catalog_ids=("X20",),
        games=ALL_GAMES, trigger="showdown after a bet on the last round: a caller lets his hand go face down, and a "
        "player still holding cards, who wins the pot without that hand, asks to see it",
        answers=by_book(_CONCEDED,
            _TDA_AT_DISCRETION,
            answer(R.CARDS_SPEAK,
                """Robert's Rules: any player dealt in may ask to see a hand that was called, even one let go or
                mucked. When the pot winner asks to see a losing player's hand, both hands are live and the best
                hand wins: the hand asked for is turned up and read, and it takes the pot if it is better. (Asked
                for by anyone else, a hand that was let go is dead.)""",
                rrop("The Showdown 5"))),
        prompt="River: A bets, B and C call. A tables three kings; B lets his cards go face down without showing "
        "them; C tables a pair. A asks to see B's hand: it is a flush. Ruling?",
        options=((R.CARDS_SPEAK, "The pot winner asked: both hands are live, B's is turned up and the flush wins.",
          "The winner asked: both hands are live and the best hand wins."),
         (R.DEAD_HAND, "B let his hand go: it is dead, and A wins.",
          "The hand let go is dead and cannot win: the asker takes the pot."),
         (R.NO_RIGHT_TO_SEE, "A has no right to see a caller's hand: the TD decides; unshown, B's hand cannot win.",
          "No right to see another caller's hand: the TD decides; it cannot win.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order, specific before general. Hi-lo splits belong to the stud-variant rules (tried
# first: their tier is the game family's). Tabling, mucking and asking to see hands (X20, X21) are irregularity triggers on the showdown
# events ('pN mucks', 'pN discards', 'kill pN', 'pN declares HAND', 'pN asks-to-see pM').




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


def runout_tabling_due(table: Table) -> bool:
    """The all-in tabling (TDA 2024 Rule 16) is queued and not all carried out, and nothing but the round's
    own closing (an uncalled bet returned, the bets collected) comes before it: it is due from the moment
    the last call ends the betting ("without delay once ... all betting action ... is complete")."""
    if not table.tabled_for_runout:
        return False
    waiting = {ShowHand(seat) for seat in table.tabled_for_runout}
    for operation in table.queued():
        if operation in waiting:
            return True
        if not isinstance(operation, (ReturnUncalledBet, CollectBets)):
            return False
    return False


def all_in_showdown(table: Table) -> bool:
    """The showdown is due, two or more hands contest it and one of them is all in, and they were not tabled
    for a run-out (the last card came with the betting, or the run-out was dealt with the hands still down):
    TDA 2024 Rule 16 tables every hand at once ('No player who is either all-in or has called all betting action
    may muck their hand without tabling'); Rule 17-A's order of showing is for a 'non all-in showdown'. Where
    the rulebook says so (``allin_showdown_tabled``; Robert's Rules keeps its order of showing)."""
    return (table.config.rules.allin_showdown_tabled and showdown_due(table) and not table.tabled_for_runout
            and len(table.in_hand()) >= 2
            and any(table.seat(seat).stack == 0 for seat in table.in_hand()))


@procedure("all-in-face-up", before="draw-order")
def _all_in_face_up(table: Table) -> bool:
    # The table queues the all-in tabling itself (TDA 2024 Rule 16) when the betting ends: the ruling is
    # due from then, bets still in front of the players or not, while any of it is. Where the rulebook tables
    # the hands before a draw still to come (``runout_tabled_before_draw``), the tabling comes first and the
    # draw after it: this rule is tried before the draw's. At an all-in showdown not yet tabled, too.
    return runout_tabling_due(table) or all_in_showdown(table)


@rule_remedy("all-in-face-up", R.TABLE_ALL_HANDS_NOW)
def _all_in_tabled(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    if not all_in_showdown(table):
        return play_on(code, table, replay, irregularity, rule)
    live = [seat_name(seat) for seat in table.in_hand()]
    return [f"A player is all in: every live hand ({', '.join(live)}) is turned face up at once, in no order, "
            "and none may be mucked."] + finish_showdown(table)


def final_round_bet(table: Table) -> bool:
    """Whether anyone bet or raised on the last betting round played: its player actions, back to the deal, burn
    or collection before them (the round's own closing, a return and the collection, and any shows after it
    are passed over to reach them)."""
    acted = False
    for operation in reversed(table.log):
        if isinstance(operation, BetOrRaiseTo):
            return True
        if isinstance(operation, (Fold, CheckOrCall)):
            acted = True
        elif acted and isinstance(operation, (CollectBets, Burn, TurnBoardCard, DealCard, Discard)):
            return False
    return False


def showdown_due(table: Table) -> bool:
    """The showdown's first show is next, or comes right after the last round's own closing (an uncalled
    bet returned, the bets collected): who tables first is settled from the last call on (TDA 2024 Rule
    17-A; Robert's Rules, The Showdown 7), bets still in front of the players or not, as the all-in
    tabling is (``runout_tabling_due``)."""
    for operation in table.queued():
        if isinstance(operation, ShowHand):
            return True
        if not isinstance(operation, (ReturnUncalledBet, CollectBets)):
            return False
    return False


def _showdown_in_order(table: Table) -> bool:
    # Not the all-in hands tabled for a run-out (TDA 2024 Rule 16): those are turned up at once, in no order.
    return showdown_due(table) and not table.tabled_for_runout and not all_in_showdown(table)


@procedure("showdown-order")
def _showdown_order(table: Table) -> bool:
    # With no final-round bet there is no aggressor: the rules below name who shows first then (Rule 17-A).
    return _showdown_in_order(table) and final_round_bet(table)


@procedure("showdown-order-no-final-bet")
def _showdown_order_no_bet(table: Table) -> bool:
    return _showdown_in_order(table) and not final_round_bet(table) and table.game.family is not Family.STUD


@procedure("showdown-order-no-final-bet-stud")
def _showdown_order_no_bet_stud(table: Table) -> bool:
    return _showdown_in_order(table) and not final_round_bet(table) and table.game.family is Family.STUD


@procedure("odd-chip-stud")
def _odd_chip_stud(table: Table) -> bool:
    return (table.game.family is Family.STUD and not table.game.bring_in_high
            and any(_odd_chip(a) for a in _awards_due(table)))


@procedure("odd-chip-razz")
def _odd_chip_razz(table: Table) -> bool:
    return (table.game.family is Family.STUD and table.game.bring_in_high
            and any(_odd_chip(a) for a in _awards_due(table)))


@rule_remedy("odd-chip-stud", R.ODD_CHIP_HIGH_SUIT_ALL_CARDS, R.ODD_CHIP_HIGH_SUIT_IN_HAND)
@rule_remedy("odd-chip-razz", R.ODD_CHIP_LOW_SUIT_ALL_CARDS, R.ODD_CHIP_HIGH_SUIT_IN_HAND)
def _stud_odd_chip_award(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Say who gets the odd chip and by which card: the table awards it by its house setting
    (``stud_odd_chip_five_card``, which each rulebook sets to agree with its answer)."""
    rule_used, cards, _, _ = table.odd_chip_rules()
    lowest = rule_used is OddChipRule.LOW_CARD_BY_SUIT
    where = ("in the tied five-card hands" if table.config.rules.stud_odd_chip_five_card
             else "of all the tied players' cards")
    steps = []
    for award in _awards_due(table):
        if not _odd_chip(award):
            continue
        most = max(share.amount for share in award.shares)
        getting = [share.seat for share in award.shares if share.amount == most]
        others = [share.seat for share in award.shares if share.amount != most and share.half != "returned"]
        against = ", ".join(f"{seat_name(seat)}'s {cards[seat]}" for seat in others)
        steps.append(f"{describe_award(award)} The odd chip goes to "
                     f"{' and '.join(seat_name(seat) for seat in getting)}, whose "
                     f"{', '.join(str(cards[seat]) for seat in getting)} is the "
                     f"{'lowest' if lowest else 'highest'} card by suit {where} (against {against}).")
    return steps + [next_step(table)]


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


def _looks_low_but_is_not(cards: Sequence[Card]) -> bool:
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
    winner, loser = best[first], best[second]
    return winner is not None and loser is not None and len(winner.cards) == 4 and len(loser.cards) < 4


# ---------------------------------------------------------------- tabling, mucking, asking to see (X20, X21)

_KIND = IrregularityKind


def _final_round_aggressor(table: Table) -> int | None:
    """The last player to bet or raise on the final betting round, or None when it was checked through."""
    actions: list[object] = []
    for operation in reversed(table.log):
        if isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo)):
            actions.append(operation)
        elif actions:
            break  # the first dealer step before the round's actions: the round began there
    return next((op.seat for op in actions if isinstance(op, BetOrRaiseTo)), None)


@irregularity("asking-to-see-caller")
def _asking_caller(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(_KIND.ASKED_TO_SEE_HAND)
    if hit is None or hit.seat is None or hit.event.seat is None:
        return None
    table, asker = replay.table, hit.event.seat
    if asker not in table.in_hand() or _final_round_aggressor(table) != hit.seat:
        return None
    heads_up = set(table.in_hand()) == {asker, hit.seat}
    # TDA 2024 Rule 18 gives the right to any caller who kept his cards (Addendum 18 Example 2: two of
    # them, four-handed); Robert's Rules (The Showdown 5) turns the hand up when the pot winner asks.
    # Heads-up the asker is that winner; several hands deep he is if he wins with the hand asked for out.
    return hit if heads_up or _wins_without(table, asker, hit.seat) else None


def _wins_without(table: Table, asker: int, asked: int) -> bool:
    """Whether ``asker`` is paid part of a pot once the hand ``asked`` for is out and the rest shown."""
    trial = table.copy()
    trial.kill_hand(asked)
    trial.replace_queued([op for op in trial.queued() if op != ShowHand(asked)])
    try:
        trial.run_dealer()
    except ValueError:
        return False
    return any(share.seat == asker and share.amount > 0 and share.half != "returned"
               for award in trial.awards for share in award.shares)


@irregularity("asking-to-see-without-cards")
def _asking_without_cards(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(_KIND.ASKED_TO_SEE_HAND)
    if hit is None or hit.event.seat is None:
        return None
    return hit if hit.event.seat not in replay.table.in_hand() else None


@irregularity("asking-to-see-by-winner")
def _asking_by_winner(replay: Replay) -> Irregularity | None:
    # Robert's Rules, The Showdown 5: the pot winner's request turns the called hand up, and both hands are
    # live. The asking-to-see-caller rule takes the last aggressor's hand asked for; this one any other called
    # hand (a caller's) let go face down, asked for by a player who still holds cards and is paid from a pot
    # once that hand is out. With no bet on the last round no hand was called: the discard rule decides.
    hit = replay.first_of(_KIND.ASKED_TO_SEE_HAND)
    if hit is None or hit.seat is None or hit.event.seat is None:
        return None
    table, asker = replay.table, hit.event.seat
    aggressor = _final_round_aggressor(table)
    if asker not in table.in_hand() or aggressor is None or hit.seat == aggressor:
        return None
    return hit if _wins_without(table, asker, hit.seat) else None


def _pushed_to_seat_not_in_it(replay: Replay) -> Irregularity | None:
    # A pot pushed to a seat not eligible for it: an accounting error (TDA 2024 Rule 22), not a misread.
    for hit in replay.of_kind(_KIND.POT_PUSHED_WRONG):
        if isinstance(hit.expected, PushPot) and hit.seat is not None and \
                hit.seat not in replay.table.awards[hit.expected.index].pot.eligible:
            return hit
    return None


def _misread(replay: Replay) -> Irregularity | None:
    """A dispute on the reading of the hands (TDA 2024 Rule 22's first clock, until the next hand begins): a
    tabled hand killed, a pot pushed to a seat in it that the hands do not give it all to."""
    accounting = _pushed_to_seat_not_in_it(replay)
    return next((hit for hit in replay.irregularities if hit.kind is _KIND.TABLED_HAND_KILLED
                 or (hit.kind is _KIND.POT_PUSHED_WRONG and hit is not accounting)), None)


def _accounting_error(replay: Replay) -> Irregularity | None:
    """An error in calculating and awarding the pot (Rule 22's second clock, until substantial action on the next
    hand): a pot pushed to a seat with no part in it, a split pot pushed in the wrong amounts."""
    return _pushed_to_seat_not_in_it(replay) or replay.first_of(_KIND.POT_SPLIT_WRONG)


def _accounting_disputable(replay: Replay) -> bool:
    """TDA 2024 Rule 22: 'Accounting errors in calculating and awarding the pot may be disputed until substantial
    action occurs on the next hand' (Rule 36's substantial action); a misread found after the riffle stands,
    and its ruling takes every push with it."""
    return not replay.next_hand_begun or (not replay.next_hand_substantial_action and _misread(replay) is None)


@irregularity("pot-disputed-after-next-hand")
def _disputed_too_late(replay: Replay) -> Irregularity | None:
    # TDA 2024 Rule 22's two clocks: a reading until the next hand begins ('riffle'), an accounting error until
    # substantial action on it ('next ...' events).
    if not replay.next_hand_begun:
        return None
    misread = _misread(replay)
    if misread is not None:
        return misread
    return _accounting_error(replay) if replay.next_hand_substantial_action else None


@irregularity("pot-pushed-to-seat-not-in-it", before="pot-disputed-after-next-hand")
def _pushed_outside_the_pot(replay: Replay) -> Irregularity | None:
    if replay.first_of(_KIND.TABLED_HAND_KILLED) or not _accounting_disputable(replay):
        return None
    return _pushed_to_seat_not_in_it(replay)


@irregularity("pot-split-wrong", before="pot-disputed-after-next-hand")
def _split_miscounted(replay: Replay) -> Irregularity | None:
    if replay.first_of(_KIND.TABLED_HAND_KILLED) or not _accounting_disputable(replay):
        return None
    return replay.first_of(_KIND.POT_SPLIT_WRONG)


@rule_remedy("pot-pushed-to-seat-not-in-it", R.AWARD_POTS_SEPARATELY)
def _pots_awarded_again(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                        rule: Rule) -> list[str]:
    return ["Take the pot back from the seat that had no part in it: each pot goes only among the players in it."] + \
        take_back_pushed(table, replay.next_hand) + finish_showdown(table)  # once the next hand began: from behind


@irregularity("pot-pushed-wrong")
def _pushed_wrong(replay: Replay) -> Irregularity | None:
    # A tabled hand killed as well: the kill's rule reads it back and takes back every push with it.
    return None if replay.first_of(_KIND.TABLED_HAND_KILLED) else replay.first_of(_KIND.POT_PUSHED_WRONG)


@irregularity("losing-hand-killed", before="tabled-hand-killed")
def _losing_hand_killed(replay: Replay) -> Irregularity | None:
    # The dealer kills a tabled hand once every hand still in is tabled (the pot is next): a mistake only if
    # the hand would have won something (Robert's Rules, The Showdown 4: losing hands are killed before the
    # award). Read it back on a copy of the table to see. A player throwing in his own tabled hand, or a kill
    # before the other hands are shown, is the tabled-hand-killed rule's.
    hit = replay.first_of(_KIND.TABLED_HAND_KILLED)
    if hit is None or hit.seat is None or hit.event.verb != "kill":
        return None
    shown = _shown(replay.table)
    if any(seat not in shown for seat in replay.table.in_hand()):
        return None
    if replay.next_hand_begun:
        return None  # the finished hand's result stands: the disputed-after-the-next-hand rule's
    # Read on the pots as they stood at the kill: any pushed since (to the hands left live) go back first.
    trial = replay.table.copy()
    trial.take_hand_from_muck(hit.seat, hit.cards)
    trial.award_again()
    trial.run_dealer()
    paid = any(share.seat == hit.seat and share.amount > 0 and share.half != "returned"
               for award in trial.awards for share in award.shares)
    return None if paid else hit


@irregularity("tabled-hand-killed")
def _tabled_killed(replay: Replay) -> Irregularity | None:
    return replay.first_of(_KIND.TABLED_HAND_KILLED)


@irregularity("tabled-hands")
def _misdeclared(replay: Replay) -> Irregularity | None:
    return replay.first_of(_KIND.HAND_MISDECLARED)


_DISPUTED_AT_SHOWDOWN = frozenset({_KIND.HAND_DISCARDED_UNSHOWN, _KIND.ASKED_TO_SEE_HAND, _KIND.TABLED_HAND_KILLED,
                                   _KIND.HAND_MISDECLARED})
"""Showdown events the floor is called for: a hand let go face down, a request to see it, a tabled hand
killed, a hand misdeclared. A muck is not among them: a player may concede instead of showing."""


@irregularity("showdown-mucked-hand")
def _mucked_unshown(replay: Replay) -> Irregularity | None:
    # A hand mucked unshown concedes the pot (TDA 2024 Rules 13-14: only tabled hands win; the source
    # documents: a loser may muck instead of showing). When another seat's showdown event is in the same
    # deal, the floor is called for that one, and the muck is not what it rules on: the muck is remedied
    # with it (the engine rules on every mistake of the deal), the ruling is the disputed event's.
    hit = replay.first_of(_KIND.HAND_MUCKED_UNSHOWN)
    if hit is None:
        return None
    disputed = any(other.kind in _DISPUTED_AT_SHOWDOWN and other.seat != hit.seat for other in replay.irregularities)
    return None if disputed else hit


@irregularity("bettor-mucks-before-the-call")
def _mucked_in_betting(replay: Replay) -> Irregularity | None:
    return replay.first_of(_KIND.HAND_MUCKED_IN_BETTING)


@irregularity("showdown-face-down-discard")
def _discarded_unshown(replay: Replay) -> Irregularity | None:
    return replay.first_of(_KIND.HAND_DISCARDED_UNSHOWN)


# ---------------------------------------------------------------- their remedies: the showdown finished


def _show_first(table: Table, seat: int) -> None:
    if seat in _shown(table):
        return  # tabled already: the player turned up the cards he had let go (TDA 2024 Rule 14)
    table.replace_queued([ShowHand(seat)] + [op for op in table.queued() if op != ShowHand(seat)])


def _kill_unshown(table: Table, seat: int) -> list[str]:
    turned_up_after = seat in _shown(table)  # let go face down, then turned up: too late under this rulebook
    if table.seat(seat).in_hand:
        table.kill_hand(seat)
    table.replace_queued([op for op in table.queued() if op != ShowHand(seat)])
    if turned_up_after:
        return [f"{seat_name(seat).capitalize()} let his hand go before tabling it: turning it up afterwards does "
                "not bring it back; it is dead and goes to the muck; its chips stay in the pot."]
    return [f"{seat_name(seat).capitalize()}'s hand was never tabled: it is dead and goes to the muck; "
            "its chips stay in the pot."]


def _target(irregularity: Irregularity | None) -> int:
    assert irregularity is not None and irregularity.seat is not None, "showdown remedies rule on a seat's hand"
    return irregularity.seat


@rule_remedy("showdown-mucked-hand", R.DEAD_HAND)
@rule_remedy("showdown-face-down-discard", R.DEAD_HAND)
@rule_remedy("asking-to-see-caller", R.DEAD_HAND)
@rule_remedy("asking-to-see-by-winner", R.DEAD_HAND)
@rule_remedy("asking-to-see-without-cards", R.DEAD_HAND, R.NO_RIGHT_TO_SEE)
def _unshown_hand_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    return _kill_unshown(table, _target(irregularity)) + finish_showdown(table)


@rule_remedy("bettor-mucks-before-the-call", R.DEAD_HAND)
def _uncalled_back(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = _target(irregularity)
    returned = table.refund_uncalled_of_dead_hand(seat)
    steps = [f"{seat_name(seat).capitalize()}'s hand is in the muck: it is dead; chips that were called stay in."]
    if returned:
        steps.append(f"Nobody called his last {returned}: it goes back to him.")
    if len(table.in_hand()) == 1:
        return steps + finish_showdown(table)
    return steps + [next_step(table)]


@rule_remedy("showdown-face-down-discard", R.HAND_STAYS_LIVE)
@rule_remedy("asking-to-see-by-winner", R.HAND_STAYS_LIVE, R.CARDS_SPEAK)
@rule_remedy("asking-to-see-caller", R.CARDS_SPEAK)
def _unshown_hand_read(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = _target(irregularity)
    _show_first(table, seat)
    return [f"{seat_name(seat).capitalize()}'s cards are not in the muck: they are turned face up and read."] + \
        finish_showdown(table)


@rule_remedy("losing-hand-killed", R.ACTION_STANDS)
def _losing_hand_stays_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = _target(irregularity)
    return [f"{seat_name(seat).capitalize()}'s tabled hand wins nothing: killing it before the pot is pushed "
            "is right, and it stays in the muck."] + finish_showdown(table)


@rule_remedy("tabled-hand-killed", R.CARDS_SPEAK)
@rule_remedy("losing-hand-killed", R.CARDS_SPEAK)
def _tabled_hand_back(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = _target(irregularity)
    assert irregularity is not None
    table.take_hand_from_muck(seat, irregularity.cards)
    cards = " ".join(map(str, irregularity.cards))
    return [f"Take {seat_name(seat)}'s tabled cards ({cards}) back out of the muck, face up, and read them."] + \
        take_back_pushed(table, replay.next_hand) + finish_showdown(table)


@rule_remedy("pot-pushed-wrong", R.CARDS_SPEAK)
def _pushed_again(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    return ["Read the tabled hands again: the cards, not the push, decide who wins each pot."] + \
        take_back_pushed(table, replay.next_hand) + finish_showdown(table)


@rule_remedy("pot-split-wrong", R.SPLIT_POT)
def _split_again(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    again = "the difference goes to the seats paid too little" if table.is_complete else \
        "the chips come back and it is split again"
    return [f"The hands were read right but the pot was split wrong: {again}."] + \
        take_back_pushed(table, replay.next_hand) + finish_showdown(table)


@rule_remedy("pot-disputed-after-next-hand", R.RESULTS_STAND)
def _push_stands(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    if _misread(replay) is None:
        return ["Substantial action had occurred on the next hand when the pot was disputed: the accounting error "
                "can no longer be corrected; the pots stay where they were pushed, and the finished hand's result "
                "stands."]
    return ["The next hand had begun (the first riffle) when the pot was disputed: the pots stay where they were "
            "pushed, and the finished hand's result stands."]


@rule_remedy("tabled-hands", R.CARDS_SPEAK)
def _cards_speak(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    seat = _target(irregularity)
    kind = table.game.high_kind
    best = hands.best_hand(kind, table.seat(seat).hole, table.board) if kind is not None else None
    read = f" ({best.label})" if best is not None else ""
    low_kind = table.game.low_kind if table.game.split else None
    low = hands.best_hand(low_kind, table.seat(seat).hole, table.board) if low_kind is not None else None
    if low is not None:  # in a split game the same cards also make a low, named or not
        read = f" ({best.label if best is not None else 'no high'}, and for low {low.label})"
    return [f"Read {seat_name(seat)}'s tabled cards as they are{read}, whatever was declared."] + \
        finish_showdown(table)


@irregularity("show-one-show-all")
def _shown_to_one(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(IrregularityKind.SHOWN_TO_ONE)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


def _in_the_pot_when_shown(table: Table, irregularity: Irregularity) -> bool:
    """Whether the player the cards were shown to still had a hand in the pot at that moment: dealt in, and not
    folded among the player actions before the show."""
    other = irregularity.event.other_seat
    assert other is not None
    actions = [op for op in table.log if isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))]
    if any(isinstance(op, Fold) and op.seat == other for op in actions[:irregularity.player_actions_before]):
        return False
    player = table.seat(other)
    return player.in_hand or any(op.seat == other for op in actions)  # dealt in (folded later, or still in)


@rule_remedy("show-one-show-all", R.SHOW_TO_ALL)
def _show_to_all(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    if not _in_the_pot_when_shown(table, irregularity):
        # Robert's Rules, The Showdown 6: cards shown during a deal to a player not in the pot are shown to
        # all players when the deal is finished; until then the hand stays face down and plays on.
        other = irregularity.event.other_seat
        assert other is not None
        return [f"{seat_name(other).capitalize()} is not in the pot: the cards {seat_name(irregularity.seat)} showed "
                "him are shown to the whole table when the deal is finished; until then they stay face down and "
                "the hand plays on.", next_step(table)]
    shown = [held.card for held in table.seat(irregularity.seat).cards if not held.face_up]
    for card in shown:
        table.expose_card(irregularity.seat, card)  # every player may see them now: they lie face up, and still play
    return [f"Show {seat_name(irregularity.seat)}'s cards ({' '.join(map(str, shown))}) to the whole table; they stay face "
            "up and the hand plays on.", next_step(table)]


# ---------------------------------------------------------------- asking to see at the TD's discretion (TDA 2024 Rule 18-B)
# Rule 18-B gives one right only: a river caller who tabled or kept his cards may have the last aggressor's hand
# tabled ('the hand they paid to see'). 'TDs discretion governs all other requests such as to see the hand of
# another caller, or if there was no river bet' (Addendum 18 Example 1: 'B has no inalienable right to see it
# because there was no bet on the river'). Such a request, by a player still holding cards, is this rule's: under
# TDA the asker has no right to see the hand, the TD decides, and left unshown it cannot win. The caller's right
# stays with asking-to-see-caller and the face-down-discard rule (Rule 14); a request by a player without cards
# is asking-to-see-without-cards (Rule 18-A); the pot winner's request to see a caller's hand after a river bet is
# asking-to-see-by-winner (Robert's Rules decides it there), whose TDA answer is this one.

RULES = RULES + (
    make_rule(
        id="asking-to-see-at-discretion", title="A request to see a hand that is not the hand the asker paid to see",
        catalog_ids=("X20",), games=ALL_GAMES,
        trigger="showdown: a hand let go face down is asked for by a player still holding cards, with no bet on the last "
        "round, or after one when the hand is not the last aggressor's (and the asker does not win with it out)",
        answers=by_book(_CONCEDED,
            _TDA_AT_DISCRETION,
            _RROP_DISCARD),
        prompt="Three-way, every street checked. A mucks; B tables three sevens; C pushes his cards forward face down "
        "without showing them. B asks to see C's hand. Ruling?",
        options=((R.NO_RIGHT_TO_SEE, "B has no right to see it (there was no river bet): the TD decides; unshown, "
          "C's hand cannot win, and B takes the pot.", "No right to see it: the TD decides; unshown, it cannot win."),
         (R.HAND_STAYS_LIVE, "C's cards are not in the muck: they are turned up and read.",
          "The cards are still live: turned up and read."),
         (R.DEAD_HAND, "C let his hand go unshown: it is dead, and B wins.",
          "The hand let go unshown is dead: the asker wins.")),
    ),
)


@irregularity("asking-to-see-at-discretion", before="showdown-face-down-discard")
def _asking_at_discretion(replay: Replay) -> Irregularity | None:
    hit = replay.first_of(_KIND.ASKED_TO_SEE_HAND)
    if hit is None or hit.seat is None or hit.event.seat not in replay.table.in_hand():
        return None
    aggressor = _final_round_aggressor(replay.table)
    return hit if aggressor is None or hit.seat != aggressor else None


@rule_remedy("asking-to-see-at-discretion", R.NO_RIGHT_TO_SEE)
@rule_remedy("asking-to-see-by-winner", R.NO_RIGHT_TO_SEE)
def _not_shown_at_discretion(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                             rule: Rule) -> list[str]:
    seat = _target(irregularity)
    return [f"The request to see {seat_name(seat)}'s hand is the TD's to grant, not a right: the hand is not "
            "turned up for it."] + _kill_unshown(table, seat) + finish_showdown(table)


@rule_remedy("asking-to-see-at-discretion", R.DEAD_HAND)
def _at_discretion_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                        rule: Rule) -> list[str]:
    return _kill_unshown(table, _target(irregularity)) + finish_showdown(table)
