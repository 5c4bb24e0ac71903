"""The deal, the board and the stub: misdeals, wrong card counts, boxed, exposed and premature cards, burn
errors and a dropped stub (catalog families H and I, and the TDA and Robert's Rules rulings X01-X13, X22, X38).

Where the source documents are silent the ``sources`` rulebook falls back to Robert's Rules (see rulebooks.py).
"""

from __future__ import annotations

import random

from dealerschool.poker.cards import Card
from dealerschool.poker.games import Family
from dealerschool.situations.events import Verb
from dealerschool.situations.replays import Irregularity, Replay, substantial_action
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.table.operations import (
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    DealCard,
    Fold,
    PostBringIn,
    TurnBoardCard,
)
from dealerschool.table.table import Pile, Table

from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    DRAW_GAMES,
    FLOP_GAMES,
    Rule,
    agree,
    answer,
    by_book,
    make_rule,
    rrop,
    s000,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import fold_seat, next_step, rule_remedy, seat_name
from .triggers import Tier, irregularity

_EXPOSED = "Other Odd Poker Rules and Exceptions / Card Exposed While Dealing"
_TURN = "Other Odd Poker Rules and Exceptions / Turn-Dealing Mistakes"
_MISDEAL_BOXED = answer(R.MISDEAL,
    """Two or more boxed cards on the initial deal (before action) make a misdeal. A single boxed card is
    treated like a scrap of paper: set it aside and use the next card.""",
    tda("Rule 35-A-1; Rule 35-D"), rrop("Irregularities 7; Misdeals 2(c)"))
_RESHUFFLE_TURN = answer(R.RESHUFFLE_AND_REDEAL,
    """The burn stays where it is. The premature turn goes back into the stub, the whole stub is reshuffled
    face down, and after the flop betting the new turn is dealt with no second burn.""",
    s000("Other Odd Poker Rules and Exceptions / Cards Dealt Before All Players Have Acted"), tda("RP-5-B; Rule 39-D"))

_RROP_ACTION = answer(R.ACTION_STANDS,
    """Robert's Rules: once two players after the blinds (in stud, after the forced bet: the bring-in is not one
    of them) have acted, action has begun and the deal can no longer be called a misdeal, even if both only
    folded; the hand plays on. The source documents give no cutoff, so the
    sources rulebook uses this one.""",
    rrop("Misdeals 1"))
TDA_ACTION_AFTER_SA = answer(R.ACTION_STANDS,
    """TDA 2024: once substantial action has occurred (two actions in turn of which at least one puts chips in,
    or any three actions; posted blinds do not count), a misdeal cannot be declared and the hand must
    proceed.""",
    tda("Rule 35-D; Rule 36"))
"""Why the hand plays on when the cut-off is TDA's substantial action: the engine gives it in place of a misdeal
found too late (the misdeal-cutoff rule's own TDA answer is the misdeal its example still allows)."""
_RROP_EXTRA = answer(R.USE_CARD_AS_BURN,
    """Robert's Rules: a single extra card given to the first player is put back on the deck and used as
    the burn; two or more extra cards would be a misdeal.""",
    rrop("Hold'em 2"))
_RROP_STANDS_THEN_RESTORE = answer(R.RESTORE_CARD_ORDER,
    """Robert's Rules: a missed burn is corrected only before betting action starts on that round; once action
    has been taken on a board card it stands. Still, the cards dealt after it should be those that would have
    come had no error occurred: the card that would have been the burn is on the board, so the next street is
    dealt after two burns and its card is the one it would have been. The source documents do not say, so the
    sources rulebook follows Robert's.""",
    rrop("Hold'em 5"))
_RROP_REDEAL_FLOP = answer(R.RESHUFFLE_AND_REDEAL,
    """Robert's Rules redeals the flop: the board cards go back into the stub, the burn stays, the stub is
    shuffled and cut and a new flop is dealt without another burn.""",
    rrop("Hold'em 3-4"))

_RROP_SHORT_DRAW_HAND_LIVE = answer(R.HAND_PLAYS,
    """Robert's Rules, Dead Hands 4: a hand without the proper number of cards is dead, "except at stud a hand
    missing the final card may be ruled live, and at lowball and draw high a hand with too few cards before the
    draw is live" (badugi, a lowball draw game by its object, read as lowball). Action has begun, so there is no
    misdeal either (Misdeals 1): the short hand plays on. The source
    documents do not say, so the sources rulebook follows Robert's.""",
    rrop("Dead Hands 4; Misdeals 1"))

_DECK_SHORT_PLAYS_ON = answer(R.ACTION_STANDS,
    """A deck short a card holds no false card: nothing dealt is a duplicate or a card not of this deck, so no hand,
    bet or board card is in question, and the hand plays on without the missing card; the deck is changed after the
    hand. Robert's Rules' fouled-deck rule names two cards of the same rank and suit, not a missing one, and the
    source documents say nothing of it. (The text read names no short deck: this is the reading that no card in
    play is false.)""",
    rrop("Irregularities 4"))
"""A short deck under the sources and Robert's Rules (TDA 2024 Rule 35-E leaves it to the house)."""


RULES = (
    make_rule(
        id="flop-exposed-first-two", title="Flop games: one of the first two cards exposed", catalog_ids=("H01",), games=FLOP_GAMES,
        trigger="deal_index 1 or 2 exposed by the dealer during the initial deal",
        answers=agree(answer(R.MISDEAL,
            """If the dealer exposes the first or second card off the deck, it is a misdeal: gather, reshuffle,
            cut and redeal with the button where it was. This applies only before action has started
            (substantial action under TDA).""",
            s000(_EXPOSED), tda("Rule 35-A-7; Rule 35-C; Rule 35-D"), rrop("Hold'em 1; Misdeals 2(a)"))),
        prompt="Hold'em: the dealer flips the second card off the deck face up while pitching the first round.",
        options=((R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.REPLACE_EXPOSED_CARD_BURN, "Replace it after the deal; it becomes the first burn."),
         (R.CARD_PLAYS, "The player keeps the exposed card.")),
    ),
    make_rule(
        id="flop-exposed-card-becomes-burn", title="Flop games: one later card exposed during the deal", catalog_ids=("H02",), games=FLOP_GAMES,
        trigger="exactly one card with deal_index 3 or more exposed by the dealer",
        answers=agree(answer(R.REPLACE_EXPOSED_CARD_BURN,
            """Finish the deal normally. Then give that player the top card of the stub, show the exposed card to
            the table and place it face up on top of the stub: it is the first burn. The player may not keep it;
            this is why the button can receive two consecutive cards.""",
            s000(_EXPOSED), rrop("Hold'em 1; Irregularities 12-13"), tda("Rule 35-B"))),
        prompt="Hold'em, eight players: the dealer exposes the fifth card off the deck. Nothing else is wrong.",
        options=((R.REPLACE_EXPOSED_CARD_BURN, "Replace it after the deal; it becomes the first burn."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.CARD_PLAYS, "The player must keep the exposed card and play it.")),
    ),
    make_rule(
        id="flop-two-cards-exposed", title="Flop games: two cards exposed on the deal", catalog_ids=("H03",), games=FLOP_GAMES,
        trigger="two cards exposed by the dealer during the initial deal",
        answers=agree(answer(R.MISDEAL,
            """Two cards exposed by dealer error on the initial deal make a misdeal (before action starts).""",
            s000(_EXPOSED), tda("Rule 35-A-7"), rrop("Misdeals 2(b); Hold'em 1"))),
        prompt="Hold'em: the dealer exposes the fourth and the ninth card of the deal.",
        options=((R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.REPLACE_EXPOSED_CARD_BURN, "Replace both; they become the first two burns."),
         (R.CARD_PLAYS, "Both players keep their cards.")),
    ),
    make_rule(
        id="boxed-cards", title="Boxed cards in the deck", catalog_ids=("H04",), games=ALL_GAMES,
        trigger="face-up cards found in the stub during the initial deal",
        answers=by_book(
            answer(R.REMOVE_BOXED_CARD_CONTINUE,
                """Poker Rules for Beginners removes each boxed card, shows it and carries on; only if the stub runs out of usable
                cards is the hand dead, with chips returned as closely as possible. It never calls a misdeal.""",
                s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck")),
            _MISDEAL_BOXED, _MISDEAL_BOXED),
        prompt="Dealing the first round of hold'em, the dealer meets two face-up cards in the deck, one after another.",
        options=((R.REMOVE_BOXED_CARD_CONTINUE, "Remove and show both, and carry on dealing."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.CARD_PLAYS, "Deal them to the players as they come.")),
    ),
    make_rule(
        id="boxed-cards-stub-short", title="Boxed cards leave the stub too short to finish the hand", catalog_ids=("H04",), games=FLOP_GAMES,
        trigger="boxed cards taken out of the stub leave fewer face-down cards than the rest of the hand needs",
        answers=agree(answer(R.RETURN_ALL_BETS,
            """Boxed cards are removed and the deal goes on only while the stub can still finish the hand. Once
            it runs short of face-down cards, the hand is dead: every chip goes back to the player who put it in
            (blinds and antes too), no one wins the pot, and the hand is dealt again with the button where it
            was. TDA and Robert's Rules have no rule for a stub that boxed cards use up; two or more boxed cards
            on the initial deal are a misdeal under both, which gives the chips back the same way.""",
            s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck"), tda("Rule 35-A-1"),
            rrop("Misdeals 2(c)"))),
        prompt="Ten-handed Omaha: five boxed cards come out of the deck during the deal, and the stub has seven cards "
        "left for a board that needs eight.",
        options=((R.RETURN_ALL_BETS, "Every bet goes back and the hand is redealt."),
         (R.REMOVE_BOXED_CARD_CONTINUE, "Remove them and deal on as far as the stub goes."),
         (R.RESHUFFLE_WITH_BURNS, "Shuffle the burns into the stub when it runs out.")),
    ),
    make_rule(
        id="boxed-card-single", title="One boxed card in the deck", catalog_ids=("H04",), games=ALL_GAMES,
        trigger="a single face-up card found in the stub (or boxed cards found after the initial deal)",
        answers=agree(answer(R.REMOVE_BOXED_CARD_CONTINUE,
            """One face-up card in the stub is no reason to stop: take it out, show it, keep it out of play and
            deal the next card in its place, as if it were a scrap of paper. Only two or more on the initial deal
            make a misdeal under TDA and Robert's Rules.""",
            s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck"), tda("Rule 35-A-1; Rule 35-D"),
            rrop("Irregularities 7"))),
        prompt="Dealing the first round of hold'em, the dealer meets one face-up card in the deck.",
        options=((R.REMOVE_BOXED_CARD_CONTINUE, "Take it out, show it, and deal the next card."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.CARD_PLAYS, "It plays: deal it face up to the player it falls to.")),
    ),
    make_rule(
        id="extra-hand-empty-seat", title="Cards dealt to an empty seat", catalog_ids=("H05",), games=ALL_GAMES,
        trigger="cash game; a hand dealt to an empty seat or to someone not entitled",
        answers=by_book(
            answer(R.FOLD_EXTRA_HAND,
                """Poker Rules for Beginners folds the extra hand into the muck, provided nobody has looked at it, and play goes on.""",
                s000("Other Odd Poker Rules and Exceptions / Dealer Deals an Extra Hand or a Hand to a Seat with No Player")),
            answer(R.MISDEAL, """TDA: cards dealt to a seat not entitled to a hand are a misdeal before substantial action.""",
                tda("Rule 35-A-3")),
            answer(R.MISDEAL, """Robert's Rules: a hand dealt to an empty seat is a misdeal before action.""",
                rrop("Misdeals 2(i)"))),
        prompt="Cash hold'em: before any action, the dealer sees he dealt a hand to an empty seat. Nobody has touched it.",
        options=((R.FOLD_EXTRA_HAND, "Muck the extra hand and continue."), (R.MISDEAL, "Misdeal: gather the cards and deal again."),
         (R.CARD_PLAYS, "Leave it; it belongs to whoever sits down.")),
    ),
    make_rule(
        id="marked-card", title="A marked card", catalog_ids=("H06",), games=ALL_GAMES, trigger="a badly marked card is noticed during a hand",
        answers=agree(answer(R.FINISH_HAND_THEN_REPLACE,
            """Play the hand out; then replace the card (or the deck). If no replacement is available, take the card
            out and tell everyone it is out of play. TDA changes decks only at set times.""",
            s000("Other Odd Poker Rules and Exceptions / Card Marked"), tda("Rule 26"))),
        prompt="During the flop betting the dealer notices one card in play has a bent corner that makes it recognisable.",
        options=((R.FINISH_HAND_THEN_REPLACE, "Finish the hand, then replace the card or deck."),
         (R.MISDEAL, "Misdeal at once: gather the cards and redeal."), (R.RETURN_ALL_BETS, "Stop the hand now and return all bets.")),
    ),
    make_rule(
        id="premature-turn", title="Premature turn card", catalog_ids=("I01",), games=FLOP_GAMES,
        trigger="turn dealt while a player still has a flop decision",
        answers=by_book(_RESHUFFLE_TURN, _RESHUFFLE_TURN,
            answer(R.SET_ASIDE_USE_RIVER_AS_TURN,
                """Robert's Rules sets the premature card aside for that round. After the flop betting the dealer
                burns and turns what would have been the river as the turn; after the turn betting the stub is
                reshuffled with the set-aside card (not burns or muck), cut, and the river dealt without a burn.""",
                rrop("Hold'em 6"))),
        prompt="Hold'em: with one player still to act on the flop, the dealer burns and turns the turn card.",
        options=((R.RESHUFFLE_AND_REDEAL, "Shuffle the turn into the stub; deal a new one later."),
         (R.SET_ASIDE_USE_RIVER_AS_TURN, "Set it aside; burn and turn the next card as the turn."),
         (R.CARD_PLAYS, "The card stands as the turn; finish the flop betting.")),
    ),
    make_rule(
        id="turn-without-burn", title="Turn dealt without a burn", catalog_ids=("I02",), games=FLOP_GAMES, trigger="turn turned face up with no burn, before action",
        answers=agree(answer(R.USE_CARD_AS_BURN,
            """Treat the turned card as flashed: show it, turn it down as the burn, and deal the real turn. Robert's
            Rules allows fixing a missing burn only before betting starts on that round; once anyone acts on
            the card it stands. TDA addresses a missing burn only on the flop.""",
            s000(_TURN), rrop("Hold'em 5"))),
        prompt="Hold'em: the dealer turns the turn card without burning first. No one has acted.",
        options=((R.USE_CARD_AS_BURN, "That card is the burn; the next card is the turn."),
         (R.CARD_PLAYS, "The turn stands; burn an extra card before the river."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="turn-without-burn-after-action", title="Turn dealt without a burn, found after action on it", catalog_ids=("I02",),
        games=FLOP_GAMES, trigger="turn turned face up with no burn, and a player has acted on it",
        answers=by_book(_RROP_STANDS_THEN_RESTORE,
            answer(R.CARD_PLAYS,
                """Once a player has acted on the turn it stands, although no burn came before it. TDA lets a
                flop dealt without a burn stand once anyone has acted, and burns exactly one card per street from
                then on: the burn protects the stub, not the card order.""",
                tda("Rule 39-B; Rule 38")),
            _RROP_STANDS_THEN_RESTORE),
        prompt="Hold'em: the turn went out with no burn; the first player checked and the second bet before anyone noticed.",
        options=((R.CARD_PLAYS, "The turn stands; one burn before the river."),
         (R.RESTORE_CARD_ORDER, "The turn stands; two burns before the river, the river as it would be."),
         (R.USE_CARD_AS_BURN, "Make the turn the burn and deal a new turn."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="turn-two-burns", title="Turn dealt after two burns", catalog_ids=("I03",), games=FLOP_GAMES, trigger="dealer burns twice before the turn",
        answers=agree(answer(R.RESTORE_CARD_ORDER,
            """Restore the order the cards would have had: the second burn was really the turn, and the card
            turned up was the river's burn, so it goes back on the stub as that burn. If two cards were turned
            up, Poker Rules for Beginners lets the true river play as the turn and deals the true turn, without a burn, as the
            river. Robert's Rules allows such corrections only before action on that street.""",
            s000(_TURN), rrop("Hold'em 5"))),
        prompt="Before the turn the dealer burns two cards and then turns one card up. No action yet.",
        options=((R.RESTORE_CARD_ORDER, "It is the river burn; the second burn is the turn."),
         (R.CARD_PLAYS, "Let it stand; burn one as usual for the river."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="turn-two-burns-after-action", title="Two burns before the turn or river, found after action on it",
        catalog_ids=("I03",), games=FLOP_GAMES,
        trigger="the dealer burned two cards before the turn or river, turned one, and a player has acted on it",
        answers=agree(answer(R.CARD_PLAYS,
            """Robert's Rules: once action has been taken on a board card it stands, but the cards dealt after it
            should be those that would have come: with two burns, one of them is put back on the deck and used
            as the burn of the next round. The turn plays; the extra burn goes back on top of the stub and is
            burned before the river, so the river is the card it would have been (on the river nothing comes
            after: it simply stands). The source documents' two-burn procedure (the turned card back as the
            river's burn) is for a mistake caught at once, and TDA has no rule for it: both follow Robert's
            Rules once players have acted.""",
            rrop("Hold'em 5"))),
        prompt="Hold'em: the dealer burned two cards before the turn and turned one; the first player has bet and the second called.",
        options=((R.CARD_PLAYS, "The turn stands; the extra burn is the river's burn."),
         (R.RESTORE_CARD_ORDER, "The second burn is the turn; the turned card is the river's burn."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="turn-two-burns-two-up", title="Turn dealt after two burns, two cards turned", catalog_ids=("I04",), games=FLOP_GAMES,
        trigger="dealer burns twice and turns two cards up for the turn",
        answers=agree(answer(R.RESTORE_CARD_ORDER,
            """Burn, burn, up, up: the second burn was the true turn, the first up card the river's burn and the
            second up card the true river. The second up card stays and plays as the turn, the first up card is
            turned down as the river burn, and the true turn goes face down on top of the stub to be the river,
            turned without a burn. The same two cards reach the board in swapped order and only one card was
            seen by mistake. TDA and Robert's Rules have no rule for this case; they follow the same idea of
            giving the cards that would have come (Robert's Rules Hold'em 5).""",
            s000(_TURN), rrop("Hold'em 5"))),
        prompt="Before the turn the dealer burns two cards and then turns two cards up. No action yet.",
        options=((R.RESTORE_CARD_ORDER, "The second up card is the turn; the first is a burn."),
         (R.RESHUFFLE_AND_REDEAL, "Shuffle both up cards into the stub; deal the turn again."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="misdeal-cutoff", title="When is it too late to call a misdeal?", catalog_ids=("X01",), games=ALL_GAMES,
        trigger="a misdeal cause is found after some players have acted",
        answers=by_book(_RROP_ACTION,
            answer(R.MISDEAL,
                """TDA stops misdeals only after substantial action: two actions in turn of which one puts in chips,
                or any three actions. Two folds are not substantial action, so the misdeal is still called.""",
                tda("Rule 36; Rule 35-D")),
            _RROP_ACTION),
        prompt="Hold'em: the first two players after the blinds fold; then the dealer realises the first card went to the button instead of the small blind.",
        options=((R.MISDEAL, "Misdeal: two folds are not enough action to save the deal.",
          "Misdeal: not enough action to save the deal."),
         (R.ACTION_STANDS, "The hand plays: two players have acted.", "The hand plays on: the action has begun.")),
    ),
    make_rule(
        id="misdeal-causes", title="Misdeal causes on the initial deal", catalog_ids=("X02", "X03"), games=ALL_GAMES,
        trigger="an initial-deal error found before action",
        answers=agree(answer(R.MISDEAL,
            """Before action, these are misdeals: two or more boxed cards, first card to the wrong seat, cards to a
            seat not entitled, an entitled seat dealt out, a wrong number of cards to a player, a non-standard
            card. The redeal is an exact replay: the button does not move, no new players, same limits.""",
            tda("Rule 35-A; Rule 35-C"), rrop("Misdeals 2"))),
        prompt="Before any action, the dealer sees that seat 4 was skipped and has no cards.",
        options=((R.MISDEAL, "Misdeal; the button stays put for the redeal."),
         (R.DEAL_MISSING_CARDS, "Give seat 4 two cards from the top of the stub.",
          "Give the short hand its missing cards from the stub."),
         (R.KILL_HAND, "Seat 4 sits this hand out.", "The short hand sits this hand out.")),
    ),
    make_rule(
        id="fouled-deck", title="A fouled deck", catalog_ids=("X04",), games=ALL_GAMES, trigger="two cards of the same rank and suit are found",
        answers=agree(answer(R.RETURN_ALL_BETS,
            """A duplicate card means a fouled deck: stop the hand and return all bets, however much action
            there has been. Robert's Rules: all action is void and every chip goes back to the player who
            wagered it (unless a player who knew the deck was defective played on to win it).""",
            tda("Rule 35-E"), rrop("Irregularities 4; Irregularities 5"))),
        prompt="On the river two A♠ appear: one on the board and one in a player's hand.",
        options=((R.RETURN_ALL_BETS, "Stop the hand; every bet goes back."),
         (R.DEAD_HAND, "The player with the duplicate has a dead hand."),
         (R.CARD_PLAYS, "Remove one ace and play on.", "Remove the duplicate and play on.")),
    ),
    make_rule(
        id="deck-fault-after-the-hand", title="A deck fault found after the hand", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a duplicate card, a card not of this deck, or a missing card is found once the next hand has begun",
        answers=agree(answer(R.RESULTS_STAND,
            """The fouled-deck rule stops a hand in play and returns its bets, but once a hand concludes the right
            to dispute it on a fouled deck ends as the rule on disputed hands says: when the next hand begins
            (its first riffle). A fault found after that leaves the hand's result standing; the deck is
            changed. (Robert's Rules' fouled-deck text read sets no time limit of its own; TDA's answers.)""",
            tda("Rule 35-E; Rule 22; Rule 23"))),
        prompt="The pot was pushed and the dealer has begun shuffling for the next hand when a second card of "
               "one rank and suit is found among the cards of the hand just played.",
        options=((R.RESULTS_STAND, "The finished hand's result stands; change the deck."),
         (R.RETURN_ALL_BETS, "Take the pot back: every player gets back what he put in."),
         (R.MISDEAL, "Misdeal: the finished hand is dealt again.")),
    ),
    make_rule(
        id="deck-short", title="A deck found short during the hand", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="during a hand, a card is found missing from the deck (it was never in the stub)",
        answers=by_book(_DECK_SHORT_PLAYS_ON,
            answer(R.HOUSE_RULE_DECIDES,
                """TDA 2024 Rule 35-E names one fouled deck, two or more cards of the same suit and rank, and leaves the
                rest to the room: 'Other fouled deck conditions may be defined by local gaming regulations and house
                policy.' A deck one card short is not named, so the house's own rule decides: where it makes a short
                deck fouled, play stops and every bet goes back, whatever the action (as for a duplicate); where it
                does not, nothing dealt is false and the hand plays on without the missing card. Either way the
                deck is changed after the hand.""",
                tda("Rule 35-E")),
            _DECK_SHORT_PLAYS_ON),
        prompt="On the turn, the dealer counting the stub finds the deck one card short: no card of it was "
               "dealt twice and none is from another deck.",
        options=((R.ACTION_STANDS, "All action stands: play the hand out, then change the deck."),
         (R.RETURN_ALL_BETS, "Stop the hand; every bet goes back."),
         (R.HOUSE_RULE_DECIDES, "The room's own fouled-deck rule decides what happens."),
         (R.MISDEAL, "Misdeal: the hand is dealt again.")),
    ),
    make_rule(
        id="joker-after-acting", title="A joker found in a hand its player acted on", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a joker, not used in this game, is found in a player's hand after he acted on it",
        answers=agree(answer(R.DEAD_HAND,
            """A joker not used in the game is a scrap of paper, not a card. Found before its player acts, it is
            replaced; a player who acts on his hand without calling attention to the joker has a dead hand.""",
            rrop("Irregularities, the joker rule (8 in the edition read)"))),
        prompt="Hold'em: seat 3 calls the big blind, then says one of his two cards is a joker.",
        options=((R.DEAD_HAND, "Seat 3's hand is dead; his call stays in.", "His hand is dead; his chips stay in."),
         (R.MISDEAL, "Misdeal: every card and bet goes back."),
         (R.REMOVE_BOXED_CARD_CONTINUE, "Give seat 3 the next card and play on.",
          "Give him the next card in its place and play on.")),
    ),
    make_rule(
        id="joker-acted-on-before-substantial-action", title="A joker in a hand its player acted on, before substantial action",
        catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a joker, not used in this game, is found in a player's hand after he acted on it, before substantial "
                "action (TDA 2024 Rule 36)",
        answers=by_book(
            answer(R.DEAD_HAND,
                """The source documents say nothing of a joker; Robert's Rules: a joker not used in the game is a
                scrap of paper, and a player who acts on his hand without calling attention to it has a dead
                hand, however little action there has been.""",
                rrop("Irregularities, the joker rule (8 in the edition read)")),
            answer(R.MISDEAL,
                """TDA 2024 Rule 35-A lists among the misdeals 'Before SA, a non-standard card for the game type is
                found (example: jokers ...)': found, wherever it is, the hand of a player who has acted on it
                included. Substantial action (Rule 36) is two actions in turn of which one puts chips in, or any
                three; one action, or two checks or two folds, is not. Before it the hand is dealt again, every
                bet back and the button where it was (Rule 35-C); after it the joker is a scrap of paper (35-D).""",
                tda("Rule 35-A-6; Rule 36; Rule 35-C")),
            answer(R.DEAD_HAND,
                """A joker not used in the game is a scrap of paper, not a card, and does not cause a misdeal. A
                player who acts on his hand without calling attention to the joker has a dead hand, however little
                action there has been.""",
                rrop("Irregularities, the joker rule (8 in the edition read)"))),
        prompt="Hold'em: seat 3, first to act, calls the big blind; before anyone else acts he says one of his two "
               "cards is a joker.",
        options=((R.MISDEAL, "Misdeal: every card and bet goes back."),
         (R.DEAD_HAND, "Seat 3's hand is dead; his call stays in.", "His hand is dead; his chips stay in."),
         (R.REMOVE_BOXED_CARD_CONTINUE, "Give seat 3 the next card and play on.",
          "Give him the next card in its place and play on.")),
    ),
    make_rule(
        id="joker-before-action", title="A joker found before substantial action", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a joker, not used in this game, turns up before substantial action: on the deal, in a hand not yet "
                "acted on, or in the stub",
        answers=by_book(
            answer(R.REMOVE_BOXED_CARD_CONTINUE,
                """The source documents say nothing of a joker; Robert's Rules: a joker not used in the game is
                a scrap of paper and does not cause a misdeal. Found before its player acts, it is replaced as a
                boxed card is, and the deal goes on (found in the stub, it is taken out).""",
                rrop("Irregularities, the joker rule (8 in the edition read)")),
            answer(R.MISDEAL,
                """TDA lists a card not belonging in the deck among the causes of a misdeal, before substantial
                action: 'Before SA, a non-standard card for the game type is found (example: jokers ...)'. Found
                anywhere, on the deal, in a hand or in the stub: the hand is dealt again.""",
                tda("Rule 35-A-6")),
            answer(R.REMOVE_BOXED_CARD_CONTINUE,
                """A joker not used in the game is a scrap of paper and does not cause a misdeal. Found before
                its player acts, it is replaced as a boxed card is, and the deal goes on (found in the stub, it is
                taken out).""",
                rrop("Irregularities, the joker rule (8 in the edition read)"))),
        prompt="Hold'em, before any action: the fifth card off the deck is a joker.",
        options=((R.REMOVE_BOXED_CARD_CONTINUE, "Take the joker out; the next card goes to that seat.",
          "Take it out; the next card goes where it was due."),
         (R.MISDEAL, "Misdeal: every card and bet goes back."),
         (R.DEAD_HAND, "The hand dealt the joker is dead.", "The hand dealt it is dead.")),
    ),
    make_rule(
        id="joker-found", title="A joker found after substantial action", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a joker, not used in this game, is found after substantial action, in the stub or before its player "
                "acts",
        answers=agree(answer(R.REMOVE_BOXED_CARD_CONTINUE,
            """A joker not used in the game is a scrap of paper and does not cause a misdeal: it is taken out and
            replaced as a boxed card is, and the hand goes on. (TDA's misdeal for a card not belonging in the
            deck is called only before substantial action; where its text stops, Robert's Rules answers.)""",
            rrop("Irregularities, the joker rule (8 in the edition read)"), tda("Rule 35-A; Rule 35-D"))),
        prompt="Hold'em, on the flop: a joker is found in the stub as the dealer burns.",
        options=((R.REMOVE_BOXED_CARD_CONTINUE, "Take the joker out and play on.", "Take it out and play on."),
         (R.RETURN_ALL_BETS, "Stop the hand; every bet goes back."),
         (R.MISDEAL, "Misdeal: the hand is dealt again.")),
    ),
    make_rule(
        id="other-deck-card-before-action", title="A card from another deck, before action", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a card with another deck's back turns up in play before substantial action",
        answers=by_book(
            answer(R.RETURN_ALL_BETS,
                """The source documents say nothing of it; Robert's Rules: a card with a different back that
                appears during a hand makes all action void, and every chip in the pot goes back to its owner.""",
                rrop("Irregularities 3")),
            answer(R.MISDEAL,
                """TDA lists a card not belonging in the deck among the causes of a misdeal, before substantial
                action: 'Before SA, a non-standard card for the game type is found (example: jokers ...)'. Found
                anywhere, on the deal, in a hand or in the stub: the hand is dealt again.""",
                tda("Rule 35-A-6")),
            answer(R.RETURN_ALL_BETS,
                """A card with a different back that appears during a hand makes all action void, and every chip
                in the pot goes back to its owner.""",
                rrop("Irregularities 3"))),
        prompt="Hold'em, before any action: a red-backed card turns up in a blue deck as the dealer pitches.",
        options=((R.RETURN_ALL_BETS, "The hand is void; all chips go back."),
         (R.MISDEAL, "Misdeal: the hand is dealt again."),
         (R.REMOVE_BOXED_CARD_CONTINUE, "Take it out; the next card goes there.")),
    ),
    make_rule(
        id="other-deck-card-in-play", title="A card from another deck, after action", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a card with another deck's back turns up in play after substantial action",
        answers=agree(answer(R.RETURN_ALL_BETS,
            """A card with a different back that appears during a hand makes all action void, and every chip in
            the pot goes back to its owner, however much action there has been. (TDA's text read here names
            the card as a misdeal cause before substantial action only; where it stops, Robert's Rules answers.)""",
            rrop("Irregularities 3"), tda("Rule 35-A; Rule 35-D"))),
        prompt="Hold'em, on the turn after a bet and a call: seat 2's hole card has a red back in a blue deck.",
        options=((R.RETURN_ALL_BETS, "The hand is void; all chips go back."),
         (R.DEAD_HAND, "Seat 2's hand is dead.", "The hand holding it is dead."),
         (R.ACTION_STANDS, "Take it out and play on.")),
    ),
    make_rule(
        id="other-deck-card-in-stub", title="A card from another deck found in the stub", catalog_ids=("X04",), games=ALL_GAMES,
        trigger="a card with another deck's back is found in the stub, not dealt",
        answers=agree(answer(R.ACTION_STANDS,
            """A card with a different back found in the stub, never dealt, changes nothing: all action stands.
            It is taken out and the hand goes on.""",
            rrop("Irregularities 3"))),
        prompt="Hold'em, on the flop: as he burns, the dealer sees a red-backed card in the blue stub.",
        options=((R.ACTION_STANDS, "All action stands: take it out, play on."),
         (R.RETURN_ALL_BETS, "The hand is void; all chips go back."),
         (R.MISDEAL, "Misdeal: the hand is dealt again.")),
    ),
    make_rule(
        id="button-short-cards", title="Button dealt too few cards", catalog_ids=("X05",), games=BUTTON_GAMES,
        trigger="the button player has fewer cards than he should",
        answers=agree(answer(R.DEAL_MISSING_CARDS,
            """The button should speak up at once; the missing card can then be dealt from the stub, even after
            substantial action, when the game allows it. If he acts with too few cards, his hand is dead.""",
            tda("Rule 37"), rrop("Misdeals 2(e)"))),
        prompt="Hold'em: after three players have called, the button points out he has only one card.",
        options=((R.DEAL_MISSING_CARDS, "Deal him the top card of the stub."), (R.MISDEAL, "Misdeal: gather the cards and deal again."),
         (R.DEAD_HAND, "His short hand is dead.")),
    ),
    make_rule(
        id="button-short-cards-acted", title="Button acted holding too few cards", catalog_ids=("X05",), games=FLOP_GAMES,
        trigger="the button player, short a card, checked, called or bet before saying so",
        answers=agree(answer(R.DEAD_HAND,
            """A button who acts (checks, calls or bets) on a hand with too few cards has accepted it: the hand
            is dead and his chips already in the pot stay there. He must speak up before acting.""",
            tda("Rule 37"), rrop("Misdeals 2(e)"))),
        prompt="Hold'em: the button has one card, calls the big blind, and only then says he is short a card.",
        options=((R.DEAD_HAND, "His hand is dead; his call stays in."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="draw-button-short-cards-acted", title="Draw games: the button acted holding too few cards, before the draw",
        catalog_ids=("X05", "X07"), games=DRAW_GAMES,
        trigger="draw games: the button player, short a card, checked, called or bet before the draw made his hand whole",
        answers=by_book(_RROP_SHORT_DRAW_HAND_LIVE,
            answer(R.DEAD_HAND,
                """TDA 2024 Rule 37 names no game: a button who acts (by check or bet) on a hand with too few cards
                has a dead hand; his chips already in the pot stay there.""",
                tda("Rule 37")),
            _RROP_SHORT_DRAW_HAND_LIVE),
        prompt="Five-card draw: the button, passed over on the last round of the deal, calls and only then says he holds four cards.",
        options=((R.HAND_PLAYS, "The hand is live before the draw; he draws to five."),
         (R.DEAD_HAND, "His hand is dead; his call stays in the pot."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub now.")),
    ),
    make_rule(
        id="extra-card-dealt", title="An extra card to the first player", catalog_ids=("X06",), games=FLOP_GAMES,
        trigger="after the starting hands, the first player (the seat the deal began with) gets one extra card",
        answers=by_book(_RROP_EXTRA,
            answer(R.MISDEAL, """TDA: any player with the wrong number of cards before substantial action is a misdeal.""",
                tda("Rule 35-A-5")),
            _RROP_EXTRA),
        prompt="Hold'em: the dealer pitches a third card to the small blind after everyone has two. No action yet.",
        options=((R.USE_CARD_AS_BURN, "Put it back on the deck as the first burn."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again."),
         (R.CARD_PLAYS, "Let the player choose which two to keep.", "Let the player choose which cards to keep.")),
    ),
    make_rule(
        id="extra-cards-dealt", title="Two or more extra cards after the starting hands", catalog_ids=("X06",), games=FLOP_GAMES,
        trigger="after the starting hands, two or more extra cards are dealt, before action",
        answers=agree(answer(R.MISDEAL,
            """Two or more extra cards in the starting hands make a misdeal under Robert's Rules, and TDA calls
            any wrong card count before substantial action a misdeal too.""",
            rrop("Hold'em 2; Misdeals 2"), tda("Rule 35-A-5"))),
        prompt="Hold'em: after everyone has two cards the dealer goes on and pitches a third card to the first two players.",
        options=((R.MISDEAL, "Misdeal: gather the cards and deal again."),
         (R.USE_CARD_AS_BURN, "Use them as the burns of the flop and the turn.", "Use them as the next burns."),
         (R.CARD_PLAYS, "Both keep three cards.", "The players keep the extra cards.")),
    ),
    make_rule(
        id="wrong-card-count-after-action", title="Wrong card count after substantial action", catalog_ids=("X07",), games=ALL_GAMES,
        trigger="a hand with the wrong number of cards is found after substantial action",
        answers=agree(answer(R.DEAD_HAND,
            """Kill the hand into the muck and deal on, burning exactly one card per street. Don't burn extra
            cards or skip a burn to 'restore' the card order. Robert's Rules: a hand without the proper number
            of cards for the game is dead, and once action has begun the hand is played to its end.""",
            tda("Rule 38; Addendum 38"), rrop("Dead Hands 4; Misdeals 2"))),
        prompt="Hold'em, after substantial action preflop, a player is found holding three cards.",
        options=((R.DEAD_HAND, "His hand is dead; deal on with one burn per street."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again."), (R.RESTORE_CARD_ORDER, "Kill it and burn an extra card to restore the order.")),
    ),
    make_rule(
        id="draw-short-hand-before-draw", title="Lowball or draw high: a hand short a card before the draw, after action",
        catalog_ids=("X07",), games=DRAW_GAMES,
        trigger="lowball or draw high: a hand dealt too few cards is found after action has begun, before the first draw",
        answers=by_book(_RROP_SHORT_DRAW_HAND_LIVE,
            answer(R.DEAD_HAND,
                """TDA leaves draw games to house standards; its rule for a wrong card count after substantial action
                kills the hand with the wrong number of cards, and the deal goes on.""",
                tda("Rule 35-A; Rule 38")),
            _RROP_SHORT_DRAW_HAND_LIVE),
        prompt="Deuce-to-seven triple draw: the dealer passed over a player on the last round of the deal; three players have acted before anyone sees he holds four cards.",
        options=((R.HAND_PLAYS, "The hand is live: before the draw a short hand plays."),
         (R.DEAD_HAND, "The hand is dead: it has the wrong number of cards."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="four-card-flop", title="Four cards on the flop", catalog_ids=("X08",), games=FLOP_GAMES, trigger="the flop is dealt with four cards",
        answers=by_book(_RROP_REDEAL_FLOP,
            answer(R.SCRAMBLE_AND_PICK_BURN,
                """TDA: call the floor; the four cards are scrambled face down, the floor picks one at random as
                the next burn, and the other three are the flop.""",
                tda("Rule 39-A")),
            _RROP_REDEAL_FLOP),
        prompt="Hold'em: the dealer turns four cards for the flop.",
        options=((R.SCRAMBLE_AND_PICK_BURN, "Scramble the four; one at random becomes the burn."),
         (R.RESHUFFLE_AND_REDEAL, "Shuffle the board into the stub and deal a new flop."),
         (R.CARD_PLAYS, "The first three are the flop, the fourth is the turn burn.")),
    ),
    make_rule(
        id="flop-without-burn", title="Flop dealt without a burn", catalog_ids=("X09",), games=FLOP_GAMES, trigger="three-card flop dealt with no burn, before action",
        answers=by_book(
            answer(R.RESHUFFLE_AND_REDEAL,
                """Robert's Rules: a missing burn with cards exposed is fixed by reshuffling those cards back into
                the stub and dealing the flop again.""",
                rrop("Hold'em 4")),
            answer(R.SCRAMBLE_AND_PICK_BURN,
                """TDA, with no action yet: scramble the three flop cards face down, pick one as the burn, and the
                flop is the other two plus the next card. Once anyone acts, even a check, the flop stands.""",
                tda("Rule 39-B")),
            answer(R.RESHUFFLE_AND_REDEAL, """Robert's Rules: reshuffle and redeal when flop cards were exposed.""",
                rrop("Hold'em 4"))),
        prompt="Hold'em: the flop was dealt with no burn. Nobody has acted yet.",
        options=((R.SCRAMBLE_AND_PICK_BURN, "Scramble the three; one becomes the burn, deal one more."),
         (R.RESHUFFLE_AND_REDEAL, "Reshuffle the flop into the stub and deal it again."),
         (R.USE_CARD_AS_BURN, "The first flop card becomes the burn; deal one to replace it.")),
    ),
    make_rule(
        id="flop-without-burn-after-action", title="Flop dealt without a burn, found after action", catalog_ids=("X09",), games=FLOP_GAMES,
        trigger="three-card flop dealt with no burn, and a player has acted on it",
        answers=by_book(_RROP_STANDS_THEN_RESTORE,
            answer(R.CARD_PLAYS,
                """Once anyone has acted on the flop, even with a check, it stands (TDA Rule 39-B). From then on
                burn one card before the turn and one before the river: the burn protects the stub, not the card
                order.""",
                tda("Rule 39-B; Rule 38")),
            _RROP_STANDS_THEN_RESTORE),
        prompt="Hold'em: the flop was dealt with no burn; the first player checked before anyone noticed.",
        options=((R.CARD_PLAYS, "The flop stands; burn as usual before the turn."),
         (R.RESTORE_CARD_ORDER, "The flop stands; two burns before the turn, the turn as it would be."),
         (R.SCRAMBLE_AND_PICK_BURN, "Scramble the three and pick a burn anyway."),
         (R.RESHUFFLE_AND_REDEAL, "Reshuffle the flop into the stub and deal it again.")),
    ),
    make_rule(
        id="flop-two-burns", title="Two cards burned before the flop, caught before it is turned", catalog_ids=("A05",), games=FLOP_GAMES,
        trigger="the dealer burns two cards before the flop and no flop card is turned yet",
        answers=agree(answer(R.RESTORE_CARD_ORDER,
            """Robert's Rules: if before dealing the flop the dealer burned two cards, the error is put right
            while no card is exposed: the second burn goes back on top of the stub, where it was the first flop
            card, and the flop is turned as usual. TDA and the source documents have no rule for two burns before
            the flop, so they follow Robert's Rules here.""",
            rrop("Hold'em 4"))),
        prompt="Hold'em: after the preflop betting the dealer burns two cards, then stops before turning the flop.",
        options=((R.RESTORE_CARD_ORDER, "Put the second burn back on top of the stub and turn the flop."),
         (R.CARD_PLAYS, "Leave both burns where they are and turn the flop."), (R.MISDEAL, "Misdeal: gather the cards and deal the hand again.")),
    ),
    make_rule(
        id="flop-two-burns-flop-exposed", title="Two cards burned before the flop, and the flop turned", catalog_ids=("A05",),
        games=FLOP_GAMES, trigger="the dealer burns two cards and turns the flop, before anyone acts on it",
        answers=agree(answer(R.RESHUFFLE_AND_REDEAL,
            """Robert's Rules: two burns before the flop are put right only while no card is exposed; once flop
            cards are exposed the deck must be reshuffled. The exposed flop and the extra burn (the card that
            should have been on the flop) go back into the stub, the first burn stays, the stub is shuffled and
            cut, and a new flop is dealt without another burn, as when a flop is redealt. TDA and the source
            documents have no rule for two burns before the flop, so they follow Robert's Rules here.""",
            rrop("Hold'em 4; Hold'em 3"))),
        prompt="Hold'em: the dealer burns two cards and turns the flop; nobody has acted on it yet.",
        options=((R.RESHUFFLE_AND_REDEAL, "Shuffle the flop and extra burn in; a new flop, no burn."),
         (R.RESTORE_CARD_ORDER, "The second burn joins the flop; the last flop card burns."),
         (R.CARD_PLAYS, "The flop stands; burn as usual before the turn.")),
    ),
    make_rule(
        id="flop-two-burns-after-action", title="Two cards burned before the flop, found after action on it", catalog_ids=("A05",),
        games=FLOP_GAMES, trigger="the dealer burned two cards before the flop, and a player has acted on the flop",
        answers=agree(answer(R.CARD_PLAYS,
            """Robert's Rules: once action has been taken on a board card it stands, but the cards dealt after it
            should be those that would have come: with two burns, one of them is put back on the deck and used
            as the burn of the next round. The flop plays; the extra burn goes back on top of the stub and is
            burned before the turn, so the turn is the card it would have been. TDA and the source documents
            have no rule for two burns before the flop, so they follow Robert's Rules here.""",
            rrop("Hold'em 5"))),
        prompt="Hold'em: the dealer burned two cards before the flop; the first player has checked and the second bet.",
        options=((R.CARD_PLAYS, "The flop stands; the extra burn is the turn's burn."),
         (R.RESHUFFLE_AND_REDEAL, "Shuffle the flop back into the stub and deal a new one."),
         (R.RESTORE_CARD_ORDER, "Turn up the second burn and take the last flop card off.")),
    ),
    make_rule(
        id="premature-flop-or-river", title="Premature flop or river", catalog_ids=("X10", "X11", "X12"), games=FLOP_GAMES,
        trigger="the flop or river is dealt before the betting round is finished",
        answers=agree(answer(R.RESHUFFLE_AND_REDEAL,
            """The burn stays; the premature cards go back into the stub, which is reshuffled face down, and the
            street is dealt again after the betting with no extra burn.""",
            tda("RP-5-A; RP-5-C; Rule 39-D"), rrop("Hold'em 3; Hold'em 6"))),
        prompt="Hold'em: the dealer flops while the big blind has not yet used his option.",
        options=((R.RESHUFFLE_AND_REDEAL, "Shuffle the flop into the stub; redeal it after the action."),
         (R.CARD_PLAYS, "The flop stands; finish the preflop betting."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="disordered-stub", title="The stub is dropped or disordered", catalog_ids=("X13",), games=ALL_GAMES, trigger="stub disordered mid-hand",
        answers=agree(answer(R.SHUFFLE_STUB_ONLY,
            """Rebuild the original order if possible; otherwise shuffle and cut only the stub cards. Only if they
            got mixed with the muck or burns are all of them scrambled, shuffled and cut together.""",
            tda("RP-4"))),
        prompt="The dealer drops the stub; the cards scatter but stay apart from the muck and burns, and the order is lost.",
        options=((R.SHUFFLE_STUB_ONLY, "Shuffle and cut the stub cards only, then go on."),
         (R.RESHUFFLE_WITH_MUCK, "Shuffle the stub together with the muck and burns."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="disordered-stub-mixed", title="The stub got mixed with the muck and burns", catalog_ids=("X13",), games=ALL_GAMES,
        trigger="the stub is dropped mid-hand and its cards mix with the discards and burn cards",
        answers=agree(answer(R.RESHUFFLE_WITH_MUCK,
            """When the stub cards can no longer be told from the muck and the burn cards, all of them are
            scrambled together, shuffled and cut, and the hand goes on from that new stub; the players' hands
            and the board are untouched.""",
            tda("RP-4"))),
        prompt="The dealer drops the stub onto the muck and the burn cards; nobody can tell which cards were which.",
        options=((R.RESHUFFLE_WITH_MUCK, "Shuffle stub, muck and burns together; cut; go on."),
         (R.SHUFFLE_STUB_ONLY, "Pick out the stub cards and shuffle only those, then cut."), (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
    make_rule(
        id="player-exposes-card", title="A player shows his own cards with action pending", catalog_ids=("X22",), games=ALL_GAMES,
        trigger="a player exposes his own card with action pending",
        answers=agree(answer(R.HAND_STAYS_LIVE,
            """A card a player flashes himself plays, and a player wanting a ruling on a flash must say so before
            looking. Showing cards with action pending does not kill the hand, though a penalty may follow after
            the hand.""",
            tda("Rule 68"), rrop("Irregularities 12"))),
        prompt="Tournament: facing a bet, a player shows one of his hole cards to his neighbour.",
        options=((R.HAND_STAYS_LIVE, "The hand is live; a penalty may come later."), (R.DEAD_HAND, "His hand is dead for showing a card to others."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Replace the shown card from the stub.")),
    ),
    make_rule(
        id="player-flashes-card-on-deal", title="A player flashes his own card during the deal", catalog_ids=("X38",), games=ALL_GAMES,
        trigger="while the cards are still being dealt, a player exposes one of his own cards",
        answers=agree(answer(R.CARD_PLAYS,
            """A card the player exposes himself is his own doing, not the dealer's: it plays and is not
            replaced, and the deal goes on. Only a card the dealer exposed can be a misdeal or be replaced.""",
            rrop("Irregularities 12"), tda("Rule 68"))),
        prompt="Hold'em: while the second round is being pitched, a player lifts his first card so high his neighbour sees it.",
        options=((R.CARD_PLAYS, "The card plays; carry on with the deal."), (R.REPLACE_EXPOSED_CARD_BURN, "Replace it and use it as the burn."),
         (R.MISDEAL, "Misdeal: gather the cards and deal again.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order: a more specific rule comes before a general one.



_FLOP = ("holdem", "omaha", "omaha-hilo")


# The initial-deal, board and stub rulings of the other rulebooks (X01-X13, X22, X38) come first in this
# module, as they did when they had a module of their own (catalog_external, listed before this one):
# each names the irregularity kind, street and seat it rules on.


def _extra_cards(replay: Replay) -> list[Irregularity]:
    """Cards pitched to a seat after the starting hands were complete (the seat had to act, not receive)."""
    if replay.table.game.code not in _FLOP and replay.table.game.family is not Family.DRAW:
        return []  # stud cards dealt while a player must act are the stud premature-street rule's
    return [i for i in replay.of_kind(K.PREMATURE_CARD) if i.seat is not None and i.street_index == 0]


def _first_player(table: Table) -> int | None:
    """The seat the initial deal began with: the 'first player' of Robert's Rules, Hold'em 2, the one an extra
    card after the starting hands goes to in proper sequence (a first card to the wrong seat is a misdeal
    cause of its own, found first)."""
    return next((op.seat for op in table.log if isinstance(op, DealCard)), None)


def _extra_card_out_of_sequence(replay: Replay) -> list[Irregularity]:
    """Flop games: the one extra card after the starting hands, pitched to a seat other than the first player.

    Robert's Rules, Hold'em 2 puts back as the burn only 'the first player['s] ... extra card'; Misdeals 1
    excepts from 'An incorrect number of cards has been dealt to a player' only 'the top card ... if it goes to
    the player in proper sequence'. Any other seat holding a card too many before action is a misdeal (TDA 2024
    Rule 35-A-5 says so of any seat)."""
    extra = _extra_cards(replay)
    if replay.table.game.code not in _FLOP or len(extra) != 1:
        return []
    return extra if extra[0].seat != _first_player(replay.table) else []


def _short(replay: Replay, button: bool) -> list[Irregularity]:
    """Seats passed over on the initial deal (a replacement passed over on a draw is draw-too-few-cards')."""
    table = replay.table
    return [i for i in replay.of_kind(K.MISSING_CARD) if i.street_index == 0 and (i.seat == table.button) is button]


def _holds_wrong_count(replay: Replay, irregularity: Irregularity) -> bool:
    """Whether the seat the mistake names holds other than the starting hand's number of cards."""
    table = replay.table
    player = table.seats[irregularity.seat] if irregularity.seat is not None and 0 <= irregularity.seat < len(table.seats) else None
    return player is not None and not player.folded and len(player.cards) != table.game.streets[0].down


def wrong_count_hand(replay: Replay) -> Irregularity | None:
    """The deal's mistake that left a hand (not the button's short one) with the wrong number of cards, if any.

    TDA 2024 Rule 38: the hand killed is the one with the wrong number of cards. A card pitched to the
    wrong seat on the deal (two to one seat, then the next seat's due card) leaves the receiving seat
    with too many and is recorded beside a card the replay counts as extra for the next seat, which
    holds the right number: the count decides which of the seats named is the wrong one. Flop and draw games
    alike (their starting hands are dealt round by round, all down): in a draw game a card too many for one
    seat makes every later card of the deal a 'wrong seat' card and the last one an extra card for the last
    seat, which holds five; the seat holding six is the one killed."""
    wrong = _extra_cards(replay) + _short(replay, button=False)
    pitched = [i for i in replay.of_kind(K.WRONG_SEAT_DEALT) if i.street_index == 0] \
        if replay.table.game.code in _FLOP or replay.table.game.family is Family.DRAW else []
    miscounted = [i for i in wrong + pitched if _holds_wrong_count(replay, i)]
    wrong = miscounted or wrong
    return wrong[0] if wrong else None


@irregularity("wrong-card-count-after-action")
def _wrong_count_after_action(replay: Replay) -> Irregularity | None:
    # Found once TDA's substantial action has occurred. A rulebook whose misdeal cut-off comes sooner
    # (Robert's Rules: two players after the blinds have acted) reaches this rule through the cut-off
    # instead (engine._ruled_alone).
    wrong = wrong_count_hand(replay)
    return wrong if wrong is not None and substantial_action(replay.actions_since(wrong)) else None


def _before_first_draw(table: Table) -> bool:
    """Before the (first) draw has made the hands whole: the first betting round, or the first draw itself
    while its cards are still being dealt (a short hand found as its player discards is still 'before the draw'
    in Robert's Rules' sense: the draw is what completes it)."""
    return table.street_index == 0 or (table.street_index == 1 and table.in_draw)


@irregularity("draw-short-hand-before-draw", before="wrong-card-count-after-action")
def _short_draw_hand(replay: Replay) -> Irregularity | None:
    # Robert's Rules, Dead Hands 4: the exception for lowball and draw high, before the (first) draw.
    hit = _wrong_count_after_action(replay)
    table = replay.table
    if hit is None or hit.kind is not K.MISSING_CARD or not _before_first_draw(table) or hit.seat is None:
        return None
    player = table.seats[hit.seat]
    return hit if player is not None and len(player.cards) < table.game.hand_size else None


@irregularity("draw-button-short-cards-acted", before="button-short-cards")
def _draw_button_short_acted(replay: Replay) -> Irregularity | None:
    # The button's own rule (TDA 2024 Rule 37) against Robert's Dead Hands 4 exception, in a draw game whose
    # button acted on a short hand the draw has not yet made whole.
    table = replay.table
    if table.game.family is not Family.DRAW or not _before_first_draw(table):
        return None
    hit = _button_short_acted(replay)
    if hit is None or hit.seat is None:
        return None
    player = table.seats[hit.seat]
    return hit if player is not None and not player.folded and len(player.cards) < table.game.hand_size else None


@irregularity("misdeal-causes")
def _misdeal_cause(replay: Replay) -> Irregularity | None:
    causes = [i for i in replay.of_kind(K.WRONG_SEAT_DEALT) if i.street_index == 0] + _short(replay, button=False)
    if replay.table.game.family is Family.DRAW:
        # A card too many in a draw hand before action: an incorrect number of cards dealt to a player (Robert's
        # Rules, Misdeals 2(e); hold'em's extra-card rules, Hold'em 2, are hold'em's own).
        causes += _extra_cards(replay)
    causes += _extra_card_out_of_sequence(replay)
    return causes[0] if causes else None


@irregularity("button-short-cards-acted")
def _button_short_acted(replay: Replay) -> Irregularity | None:
    short = _short(replay, button=True)
    if not short:
        return None
    acted = any(seat == short[0].seat and not isinstance(op, Fold) for seat, op, _ in replay.actions_since(short[0]))
    return short[0] if acted else None


@irregularity("button-short-cards")
def _button_short(replay: Replay) -> Irregularity | None:
    short = _short(replay, button=True)
    return short[0] if short else None


@irregularity("extra-cards-dealt")
def _extra_cards_dealt(replay: Replay) -> Irregularity | None:
    extra = _extra_cards(replay)
    return extra[-1] if len(extra) >= 2 and replay.table.game.code in _FLOP else None


@irregularity("extra-card-dealt")
def _extra_card_dealt(replay: Replay) -> Irregularity | None:
    # The first player's card only (Robert's Rules, Hold'em 2); one to any other seat is a misdeal cause.
    extra = _extra_cards(replay)
    return extra[0] if len(extra) == 1 and replay.table.game.code in _FLOP \
        and extra[0].seat == _first_player(replay.table) else None


@irregularity("fouled-deck")
def _fouled(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.DUPLICATE_CARD)


_DECK_FAULTS = (K.DUPLICATE_CARD, K.NON_STANDARD_CARD, K.DECK_SHORT)
"""What the fouled-deck and foreign-card rules rule on while the hand is in play."""


@irregularity("deck-fault-after-the-hand", before="fouled-deck")
def _deck_fault_after_the_hand(replay: Replay) -> Irregularity | None:
    return next((i for i in replay.of_kind(*_DECK_FAULTS) if i.after_the_hand), None)


@irregularity("deck-short")
def _deck_short(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.DECK_SHORT)


def _actions_before(replay: Replay, irregularity: Irregularity) -> list[Fold | CheckOrCall | BetOrRaiseTo | PostBringIn]:
    """The player decisions taken before the irregularity, from the table's log (blinds and antes not counted)."""
    decisions = [op for op in replay.table.log if isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))]
    return decisions[:irregularity.player_actions_before]


def _before_substantial_action(replay: Replay, irregularity: Irregularity) -> bool:
    """TDA 2024 Rule 36, read from the log: fewer than three decisions, and not two of which one put chips in
    (a bet, a bring-in, or a call on the first street, where the blinds are there to call)."""
    actions = _actions_before(replay, irregularity)
    chips = any(isinstance(op, (BetOrRaiseTo, PostBringIn)) or (isinstance(op, CheckOrCall) and irregularity.street_index == 0)
                for op in actions[:2])
    return len(actions) < 2 or (len(actions) == 2 and not chips)


def _foreign(replay: Replay, detail: str) -> Irregularity | None:
    hits = [i for i in replay.of_kind(K.NON_STANDARD_CARD) if i.event.detail == detail]
    return hits[0] if hits else None


def _holder_acted(replay: Replay, irregularity: Irregularity) -> bool:
    return irregularity.seat is not None and irregularity.event.seat is not None and any(
        getattr(op, "seat", None) == irregularity.seat for op in _actions_before(replay, irregularity))


@irregularity("joker-acted-on-before-substantial-action", before="joker-after-acting")
def _joker_acted_on_early(replay: Replay) -> Irregularity | None:
    hit = _foreign(replay, "joker")
    return hit if hit is not None and _holder_acted(replay, hit) and _before_substantial_action(replay, hit) else None


@irregularity("joker-after-acting")
def _joker_acted_on(replay: Replay) -> Irregularity | None:
    hit = _foreign(replay, "joker")
    return hit if hit is not None and _holder_acted(replay, hit) else None


@irregularity("joker-before-action")
def _joker_early(replay: Replay) -> Irregularity | None:
    # TDA 2024 Rule 35-A-6: 'Before SA, a non-standard card ... is found': on the deal, in a hand or in the stub.
    hit = _foreign(replay, "joker")
    return hit if hit is not None and _before_substantial_action(replay, hit) else None


@irregularity("joker-found")
def _joker_later(replay: Replay) -> Irregularity | None:
    return _foreign(replay, "joker")


@irregularity("other-deck-card-in-stub")
def _other_deck_stub(replay: Replay) -> Irregularity | None:
    hit = _foreign(replay, "back")
    return hit if hit is not None and hit.event.position == 0 else None


@irregularity("other-deck-card-before-action")
def _other_deck_early(replay: Replay) -> Irregularity | None:
    hit = _foreign(replay, "back")
    return hit if hit is not None and _before_substantial_action(replay, hit) else None


@irregularity("other-deck-card-in-play")
def _other_deck_late(replay: Replay) -> Irregularity | None:
    return _foreign(replay, "back")


@rule_remedy(("joker-before-action", "joker-found"), R.REMOVE_BOXED_CARD_CONTINUE)
def _joker_out(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    where = "in the stub" if irregularity.event.position == 0 else (
        "on the deal" if irregularity.seat is None or irregularity.event.seat is None else f"in {seat_name(irregularity.seat)}'s hand")
    steps = [f"The joker found {where} is a scrap of paper: take it out of play."]
    if irregularity.seat is not None:
        steps.append(f"{seat_name(irregularity.seat).capitalize()} keeps the next card off the deck in its place; "
                     "nothing else changes.")
    return steps + [next_step(table)]


@rule_remedy("other-deck-card-in-stub", R.ACTION_STANDS)
def _other_deck_out(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    return ["All action stands: take the card with the other back out of the stub and play on.",
            "Change the deck after the hand.", next_step(table)]


@rule_remedy(("other-deck-card-before-action", "other-deck-card-in-play"), R.RETURN_ALL_BETS)
def _other_deck_void(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    table.redeal(table.button, f"{table.seed}-new-deck")
    return ["Stop the hand: a card with another deck's back is in play, so all action is void.",
            "Give every player back every chip he put in this hand (blinds and antes too); no one wins the pot.",
            "Take the deck out of play and bring in a new one; the same hand is dealt again with the button "
            "where it was.", next_step(table)]


def _board_premature(replay: Replay, street_indexes: tuple[int, ...]) -> list[Irregularity]:
    return [i for i in replay.of_kind(K.PREMATURE_CARD) if i.seat is None and i.street_index in street_indexes]


@irregularity("four-card-flop")
def _four_card_flop(replay: Replay) -> Irregularity | None:
    # The fourth board card turned straight after the flop, before anyone acted on it (deal_index 4).
    hits = [i for i in _board_premature(replay, (1,)) if i.deal_index == 4 and i.card in replay.table.board]
    return hits[0] if hits and replay.table.game.code in _FLOP else None


def _flop_missing_burn(replay: Replay) -> Irregularity | None:
    missing = [i for i in replay.of_kind(K.MISSING_BURN) if i.street_index == 1]
    return missing[0] if missing and replay.table.game.code in _FLOP else None


@irregularity("flop-without-burn-after-action")
def _flop_without_burn_acted(replay: Replay) -> Irregularity | None:
    hit = _flop_missing_burn(replay)
    return hit if hit is not None and replay.actions_since(hit) else None


@irregularity("flop-without-burn")
def _flop_without_burn(replay: Replay) -> Irregularity | None:
    return _flop_missing_burn(replay)


def _flop_extra_burn(replay: Replay) -> Irregularity | None:
    extra = [i for i in replay.of_kind(K.EXTRA_BURN) if i.street_index == 1]
    return extra[0] if extra and replay.table.game.code in _FLOP else None


def _acted_after(replay: Replay, irregularity: Irregularity) -> bool:
    return any(seat is not None for seat, _, _ in replay.actions_since(irregularity))


@irregularity("flop-two-burns-after-action")
def _flop_two_burns_acted(replay: Replay) -> Irregularity | None:
    hit = _flop_extra_burn(replay)
    return hit if hit is not None and _turned_after(replay, hit) and _acted_after(replay, hit) else None


@irregularity("flop-two-burns-flop-exposed")
def _flop_two_burns_exposed(replay: Replay) -> Irregularity | None:
    hit = _flop_extra_burn(replay)
    return hit if hit is not None and _turned_after(replay, hit) else None


@irregularity("flop-two-burns")
def _flop_two_burns(replay: Replay) -> Irregularity | None:
    return _flop_extra_burn(replay)


@irregularity("premature-flop-or-river")
def _premature_flop_or_river(replay: Replay) -> Irregularity | None:
    # A card turned right after two burns on the turn is part of that burn error (I03/I04), not a premature river.
    burn_errors = {i.street_index for i in replay.of_kind(K.EXTRA_BURN)}
    hits = [i for i in _board_premature(replay, (0, 2)) if i.street_index not in burn_errors]
    return hits[-1] if hits and replay.table.game.code in _FLOP else None


@irregularity("disordered-stub-mixed")
def _stub_mixed(replay: Replay) -> Irregularity | None:
    dropped = [i for i in replay.of_kind(K.STUB_DISORDERED) if i.event.detail == "mixed"]
    return dropped[0] if dropped else None


@irregularity("disordered-stub")
def _stub_dropped(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.STUB_DISORDERED)




@irregularity("player-flashes-card-on-deal")
def _player_flash_on_deal(replay: Replay) -> Irregularity | None:
    shown = [i for i in replay.of_kind(K.HOLE_CARD_EXPOSED) if isinstance(i.expected, DealCard)]
    return shown[0] if shown else None


@irregularity("player-exposes-card")
def _player_exposes(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.HOLE_CARD_EXPOSED)




def _exposed_on_initial_deal(replay: Replay) -> list[Irregularity]:
    return [i for i in replay.of_kind(K.CARD_EXPOSED_ON_DEAL) if i.street_index == 0]


@irregularity("flop-two-cards-exposed")
def _two_exposed(replay: Replay) -> Irregularity | None:
    exposed = _exposed_on_initial_deal(replay)
    return exposed[1] if len(exposed) >= 2 and replay.table.game.code in _FLOP else None


@irregularity("flop-exposed-first-two")
def _first_two_exposed(replay: Replay) -> Irregularity | None:
    exposed = _exposed_on_initial_deal(replay)
    if len(exposed) == 1 and exposed[0].deal_index <= 2 and replay.table.game.code in _FLOP:
        return exposed[0]
    return None


@irregularity("flop-exposed-card-becomes-burn")
def _later_card_exposed(replay: Replay) -> Irregularity | None:
    exposed = _exposed_on_initial_deal(replay)
    if len(exposed) == 1 and exposed[0].deal_index >= 3 and replay.table.game.code in _FLOP:
        return exposed[0]
    return None


def cards_still_needed(table: Table) -> int:
    """Cards the rest of a flop-game hand takes from the stub: what is queued now (deal, burns, board)
    and a burn and the board cards of every street not started yet."""
    if table.is_complete:
        return 0
    queued = sum(1 for op in table.queued() if isinstance(op, (Burn, DealCard, TurnBoardCard)))
    later = table.game.streets[table.street_index + 1:]
    return queued + sum(int(street.burn) + street.board for street in later if street.board)


@irregularity("boxed-cards-stub-short", tier=Tier.HAND_CANNOT_FINISH)
def _boxed_stub_short(replay: Replay) -> Irregularity | None:
    # Before the other rules on boxed cards: a stub that cannot finish the hand ends it (the sources).
    boxed = replay.of_kind(K.BOXED_CARD)
    table = replay.table
    if boxed and table.game.code in _FLOP and len(table.stub) < cards_still_needed(table):
        return boxed[-1]
    return None


@rule_remedy("boxed-cards-stub-short", R.RETURN_ALL_BETS)
def _boxed_hand_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    left, needed = len(table.stub), cards_still_needed(table)
    steps = [f"Stop the hand: after the boxed cards, the stub has {left} face-down cards and the rest of the hand "
             f"needs {needed}. The hand is dead.",
             "Give every player back every chip he put in this hand (blinds and antes too); no one wins the pot.",
             "Gather every card, the boxed ones too, shuffle and cut: the hand is dealt again with the button where "
             "it was."]
    table.redeal(table.button, f"{table.seed}-boxed-redeal")
    return steps + [next_step(table)]


@irregularity("boxed-cards")
def _boxed(replay: Replay) -> Irregularity | None:
    # Two or more on the initial deal: the case the rulebooks rule on differently.
    boxed = [i for i in replay.of_kind(K.BOXED_CARD) if i.street_index == 0]
    return boxed[-1] if len(boxed) >= 2 else None


@irregularity("boxed-card-single")
def _boxed_single(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.BOXED_CARD)


@irregularity("extra-hand-empty-seat")
def _empty_seat(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.EMPTY_SEAT_DEALT)


@rule_remedy("extra-hand-empty-seat", R.ACTION_STANDS)
def _empty_seat_after_action(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Too late for the misdeal (Robert's Rules, Misdeals 1; TDA 2024 Rule 35-D): the deal plays on, and the cards
    in front of the empty seat, which belong to nobody, go to the muck unseen (they were left on the table)."""
    folded = [seat_name(seat) for seat in table.muck_empty_seat_cards()]
    return ["Action has begun, so it is too late for a misdeal: the hand plays on.",
            f"The cards dealt to {', '.join(folded) or 'the empty seat'} belong to nobody: fold them into the muck unseen.",
            next_step(table)]


@irregularity("marked-card")
def _marked(replay: Replay) -> Irregularity | None:
    return replay.first_of(K.MARKED_CARD)


def _premature_board(replay: Replay, street: str) -> Irregularity | None:
    """A burn or board card taken while a player still had to act on ``street``."""
    hits = [i for i in replay.of_kind(K.PREMATURE_CARD) if i.street == street and i.seat is None]
    return hits[-1] if hits else None


@irregularity("premature-turn")
def _premature_turn(replay: Replay) -> Irregularity | None:
    return _premature_board(replay, "flop") if replay.table.game.code in _FLOP else None


def _turned_after(replay: Replay, since: Irregularity) -> int:
    """Board cards turned by the events after ``since`` (up to the next player action)."""
    count = 0
    for event in replay.situation.events[since.event.index + 1:]:
        if event.text.split()[0] == "board":
            count += 1
        elif event.seat is not None and event.verb in (Verb.OPERATION, Verb.PUT, Verb.SAYS):
            break
    return count


def _extra_burn_on_turn_or_river(replay: Replay) -> Irregularity | None:
    extra = [i for i in replay.of_kind(K.EXTRA_BURN) if i.street_index >= 2]
    return extra[0] if extra and replay.table.game.code in _FLOP else None


@irregularity("turn-two-burns-after-action")
def _two_burns_acted(replay: Replay) -> Irregularity | None:
    # The card turned after the extra burn has been acted on: it stands (Robert's Rules Hold'em 5), as on the
    # flop (flop-two-burns-after-action).
    hit = _extra_burn_on_turn_or_river(replay)
    return hit if hit is not None and _turned_after(replay, hit) == 1 and _acted_after(replay, hit) else None


@irregularity("turn-two-burns-two-up")
def _two_burns_two_up(replay: Replay) -> Irregularity | None:
    hit = _extra_burn_on_turn_or_river(replay)
    return hit if hit is not None and _turned_after(replay, hit) >= 2 else None


@irregularity("turn-two-burns")
def _two_burns(replay: Replay) -> Irregularity | None:
    return _extra_burn_on_turn_or_river(replay)


def _missing_turn_burn(replay: Replay) -> Irregularity | None:
    missing = [i for i in replay.of_kind(K.MISSING_BURN) if i.street_index >= 2]
    return missing[0] if missing and replay.table.game.code in _FLOP else None


@irregularity("turn-without-burn-after-action")
def _turn_without_burn_acted(replay: Replay) -> Irregularity | None:
    hit = _missing_turn_burn(replay)
    acted = hit is not None and any(seat is not None for seat, _, _ in replay.actions_since(hit))
    return hit if hit is not None and acted else None


@irregularity("turn-without-burn")
def _turn_without_burn(replay: Replay) -> Irregularity | None:
    return _missing_turn_burn(replay)


# ---------------------------------------------------------------- remedies for the X deal, board and stub rulings


@rule_remedy("fouled-deck", R.RETURN_ALL_BETS)
def _return_all_bets(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    card = irregularity.card if irregularity is not None else None
    table.redeal(table.button, f"{table.seed}-new-deck")
    return [f"Stop the hand: a second {card} means the deck is fouled.",
            "Give every player back every chip he put in this hand (blinds and antes too); no one wins the pot.",
            "Take the deck out of play and bring in a new one; the same hand is dealt again with the button "
            "where it was.", next_step(table)]


@rule_remedy("deck-fault-after-the-hand", R.RESULTS_STAND)
def _results_stand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    fault = {K.DUPLICATE_CARD: f"a second {irregularity.card}", K.DECK_SHORT: f"the deck short of the {irregularity.card}"}.get(
        irregularity.kind, "a card not of this deck")
    return [f"The hand was over and paid, and the next one had begun, when {fault} was found: the finished "
            "hand's result stands (the right to dispute it ended when the next hand began).",
            "Take the deck out of play and bring in a new one before the next hand is dealt."]


@rule_remedy("deck-short", R.HOUSE_RULE_DECIDES)
def _deck_short_house_decides(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                              rule: Rule) -> list[str]:
    assert irregularity is not None
    return [f"The room's own fouled-deck rule decides (TDA 2024 Rule 35-E): where it makes a deck without the "
            f"{irregularity.card} fouled, stop the hand and return every bet; otherwise play the hand out.",
            "Change the deck after the hand.", next_step(table)]


@rule_remedy("deck-short", R.ACTION_STANDS)
def _deck_short_plays_on(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    return [f"All action stands: the {irregularity.card} was never in the deck, and no card in play is false; play the "
            "hand out.", "Change the deck after the hand.", next_step(table)]


@rule_remedy("button-short-cards", R.DEAL_MISSING_CARDS)
def _deal_missing(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    table.give_top_card(irregularity.seat)
    return [f"Deal {seat_name(irregularity.seat)} the top card of the stub face down: it is the card he would have had.",
            "No burn comes off for it, and the hand goes on.", next_step(table)]


@rule_remedy("extra-card-dealt", R.USE_CARD_AS_BURN)
def _extra_card_as_burn(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.card is not None
    table.move_card(irregularity.card, irregularity.seat, Pile.BURNS)
    table.count_burn_as_out()
    return [f"Take the extra card ({irregularity.card}) back from {seat_name(irregularity.seat)} and put it on the deck as the burn.",
            "The flop is then turned without burning again.", next_step(table)]


def _redeal_board(table: Table, count: int, with_burn: bool) -> list[Card]:
    """The last ``count`` board cards back into the stub, shuffled face down, and that street dealt again."""
    returned = table.board[-count:]
    for card in returned:
        table.move_card(card, Pile.BOARD, Pile.STUB)
    table.reshuffle_stub(f"{table.seed}-redeal-board")
    # Board cards of this street still to come (the mistake was noticed before all were out) are
    # replaced by the street dealt again.
    queued = table.queued()
    while queued and isinstance(queued[0], TurnBoardCard):
        queued.pop(0)
    table.replace_queued(queued)
    table.resume_dealing(([Burn()] if with_burn else []) + [TurnBoardCard() for _ in range(3)])
    return returned


def _scramble_pick_burn(table: Table, count: int) -> tuple[list[Card], Card]:
    cards = table.board[-count:]
    picked = random.Random(f"{table.seed}-scramble").choice(sorted(cards))
    table.move_card(picked, Pile.BOARD, Pile.BURNS)
    return cards, picked


@rule_remedy("four-card-flop", R.SCRAMBLE_AND_PICK_BURN)
def _four_flop_scramble(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    cards, picked = _scramble_pick_burn(table, 4)
    table.count_burn_as_out()  # the picked card is the turn's burn
    return ["Call the floor. Turn the four cards face down and scramble them.",
            f"The floor picks one at random ({picked}) as the burn for the turn; the other three are the flop.",
            "The flop betting goes on; the turn is dealt without another burn.", next_step(table)]


@rule_remedy("four-card-flop", R.RESHUFFLE_AND_REDEAL)
def _four_flop_redeal(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    returned = _redeal_board(table, 4, with_burn=False)
    return [f"The burn stays. Put the four board cards ({' '.join(map(str, returned))}) back into the stub.",
            "Shuffle the stub face down, cut, and turn a new three-card flop without burning.",
            next_step(table)]


@rule_remedy("flop-without-burn", R.SCRAMBLE_AND_PICK_BURN)
def _flop_no_burn_scramble(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    cards, picked = _scramble_pick_burn(table, 3)
    table.resume_dealing([TurnBoardCard()])
    return ["Turn the three flop cards face down and scramble them.",
            f"One picked at random ({picked}) becomes the burn; the other two stay on the board.",
            "Turn the next card of the stub as the third flop card.", next_step(table)]


@rule_remedy("flop-without-burn", R.RESHUFFLE_AND_REDEAL)
def _flop_no_burn_redeal(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    returned = _redeal_board(table, 3, with_burn=True)
    return [f"Put the exposed flop ({' '.join(map(str, returned))}) back into the stub.",
            "Shuffle the stub face down and cut; then burn and turn a new flop.", next_step(table)]


@rule_remedy("flop-two-burns-flop-exposed", R.RESHUFFLE_AND_REDEAL)
def _flop_two_burns_redeal(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.card is not None
    table.move_card(irregularity.card, Pile.BURNS, Pile.STUB)  # the extra burn: it should have been on the flop
    returned = _redeal_board(table, len(table.board), with_burn=False)
    return [f"Put the exposed flop ({' '.join(map(str, returned))}) and the extra burn ({irregularity.card}) back into the "
            "stub; the first burn stays where it is.",
            "Shuffle the stub face down and cut; then turn a new flop without burning again.", next_step(table)]


@rule_remedy("flop-two-burns-after-action", R.CARD_PLAYS)
def _flop_two_burns_stands(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.card is not None
    table.move_card(irregularity.card, Pile.BURNS, Pile.STUB)
    return ["The flop stands: players have acted on it.",
            f"Put the extra burn ({irregularity.card}) back on top of the stub: it is the burn before the turn, so the turn "
            "is the card it would have been.", next_step(table)]


@rule_remedy("turn-two-burns-after-action", R.CARD_PLAYS)
def _two_burns_stand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.card is not None
    street = table.game.streets[irregularity.street_index].name
    if irregularity.street_index + 1 >= len(table.game.streets):
        return [f"The {street} stands: players have acted on it, and no card comes after it.", next_step(table)]
    table.move_card(irregularity.card, Pile.BURNS, Pile.STUB)
    following = table.game.streets[irregularity.street_index + 1].name
    return [f"The {street} stands: players have acted on it.",
            f"Put the extra burn ({irregularity.card}) back on top of the stub: it is the burn before the {following}, so "
            f"the {following} is the card it would have been.", next_step(table)]


@rule_remedy(("flop-without-burn-after-action", "turn-without-burn-after-action"), R.RESTORE_CARD_ORDER)
def _missed_burn_stands(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    street = table.game.streets[irregularity.street_index].name if irregularity is not None else "board"
    if table.street_index + 1 >= len(table.game.streets):
        return [f"The {street} stands: players have acted on it, and no card comes after it.", next_step(table)]
    table.burn_one_more_next_street()
    following = table.game.streets[table.street_index + 1].name
    return [f"The {street} stands: players have acted on it.",
            f"Before the {following}, burn two cards instead of one: the {street} took the card that would have been "
            f"its burn, so the {following} is the card it would have been.", next_step(table)]


@rule_remedy("disordered-stub", R.SHUFFLE_STUB_ONLY)
def _shuffle_stub(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    table.reshuffle_stub(f"{table.seed}-dropped-stub")
    return ["The order cannot be rebuilt: gather only the stub cards, shuffle them face down and cut.",
            "Hands, board, burns and muck stay as they are.", next_step(table)]


@rule_remedy("disordered-stub-mixed", R.RESHUFFLE_WITH_MUCK)
def _shuffle_with_muck(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    pooled = len(table.stub) + len(table.muck) + len(table.burns)
    table.reshuffle_stub(f"{table.seed}-dropped-mixed", gather=(Pile.MUCK, Pile.BURNS))
    return [f"Scramble the stub, the muck and the burn cards together ({pooled} cards), shuffle and cut.",
            "That is the new stub; hands and board are untouched.", next_step(table)]



@rule_remedy("draw-short-hand-before-draw", R.HAND_PLAYS)
@rule_remedy("draw-button-short-cards-acted", R.HAND_PLAYS)
def _short_hand_plays(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    held = len(table.seat(irregularity.seat).cards)
    return [f"{seat_name(irregularity.seat).capitalize()} holds {held} cards; before the draw a short hand is live: it plays on.",
            "At the draw he is dealt what he discards and the missing cards too, up to a full hand.", next_step(table)]


def miscounted_seats(table: Table) -> list[int]:
    """Every live hand of a flop game holding other than the starting hand's number of cards.

    TDA 2024 Rule 38 and Robert's Rules, Dead Hands 4 rule on each hand with the wrong number of cards, not on
    the first one found: a card pitched to the wrong seat leaves one seat a card over and another a card short,
    and both hands are dead. Only flop games, whose hole cards never change after the deal (a stud or draw
    hand's count moves with the streets and the draws)."""
    if table.game.code not in _FLOP:
        return []
    down = table.game.streets[0].down
    return [index for index, player in enumerate(table.seats)
            if player is not None and not player.folded and len(player.cards) != down]


@rule_remedy("draw-short-hand-before-draw", R.DEAD_HAND)
@rule_remedy("wrong-card-count-after-action", R.DEAD_HAND)
@rule_remedy("button-short-cards-acted", R.DEAD_HAND)
@rule_remedy("draw-button-short-cards-acted", R.DEAD_HAND)
def _kill_hand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    seats = [irregularity.seat]
    if rule.id == "wrong-card-count-after-action":
        seats += [seat for seat in miscounted_seats(table) if seat != irregularity.seat]
    for seat in seats:
        fold_seat(table, seat)
    if len(seats) == 1:
        killed = f"Kill the hand of {seat_name(seats[0])}: its cards go to the muck; its chips in the pot stay there."
    else:
        names = ", ".join(seat_name(seat) for seat in seats[:-1]) + f" and {seat_name(seats[-1])}"
        killed = (f"Kill the hands of {names}, each holding the wrong number of cards: their cards go to the muck; "
                  "their chips in the pot stay there.")
    if len(table.in_hand()) == 1:  # the last live hand takes the pot (Table._last_live_hand_wins)
        return [killed, "Only one live hand is left: the hand is over and it takes the pot.", next_step(table)]
    return [killed, "Deal on, burning exactly one card before each street.", next_step(table)]
