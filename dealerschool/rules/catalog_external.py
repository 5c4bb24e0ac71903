"""Catalog family X: TDA 2024 and Robert's Rules rulings not found in the seed documents.

Where the seeds are silent the ``sources`` rulebook falls back to Robert's Rules (see rulebooks.py).
"""

from __future__ import annotations

from .model import (
    ALL_GAMES, BUTTON_GAMES, FLOP_GAMES, RulingCode as R,
    agree, answer, by_book, make_rule, rrop, tda,
)

_RROP_ACTION = answer(R.ACTION_STANDS,
    """Robert's Rules: once two players after the blinds have acted, action has begun and the deal can no
    longer be called a misdeal, even if both only folded; the hand plays on. The seeds give no cutoff, so the
    sources rulebook uses this one.""",
    rrop("Misdeals 1"))
_RROP_EXTRA = answer(R.USE_CARD_AS_BURN,
    """Robert's Rules: a single extra card given to the first player is put back on the deck and used as
    the burn; two or more extra cards would be a misdeal.""",
    rrop("Hold'em 2"))
_RROP_REDEAL_FLOP = answer(R.RESHUFFLE_AND_REDEAL,
    """Robert's Rules redeals the flop: the board cards go back into the stub, the burn stays, the stub is
    shuffled and cut and a new flop is dealt without another burn.""",
    rrop("Hold'em 3-4"))
_RROP_BUTTON = answer(R.MISDEAL,
    """Robert's Rules lists the button out of position as a misdeal cause, if found before action begins.""",
    rrop("Misdeals 2(g)"))

RULES = (
    make_rule(
        "misdeal-cutoff", "When is it too late to call a misdeal?", ("X01",), ALL_GAMES,
        "a misdeal cause is found after some players have acted",
        by_book(_RROP_ACTION,
            answer(R.MISDEAL,
                """TDA stops misdeals only after substantial action: two actions in turn of which one puts in chips,
                or any three actions. Two folds are not substantial action, so the misdeal is still called.""",
                tda("Rule 36; Rule 35-D")),
            _RROP_ACTION),
        "Hold'em: the first two players after the blinds fold; then the dealer realises the first card went to the button instead of the small blind.",
        ((R.MISDEAL, "Misdeal: two folds are not enough action to save the deal."),
         (R.ACTION_STANDS, "The hand plays: two players have acted.")),
    ),
    make_rule(
        "misdeal-causes", "Misdeal causes on the initial deal", ("X02", "X03"), ALL_GAMES,
        "an initial-deal error found before action",
        agree(answer(R.MISDEAL,
            """Before action, these are misdeals: two or more boxed cards, first card to the wrong seat, cards to a
            seat not entitled, an entitled seat dealt out, a wrong number of cards to a player, a non-standard
            card. The redeal is an exact replay: the button does not move, no new players, same limits.""",
            tda("Rule 35-A; Rule 35-C"), rrop("Misdeals 2"))),
        "Before any action, the dealer sees that seat 4 was skipped and has no cards.",
        ((R.MISDEAL, "Misdeal; the button stays where it is for the redeal."),
         (R.DEAL_MISSING_CARDS, "Give seat 4 two cards from the top of the stub."),
         (R.KILL_HAND, "Seat 4 sits this hand out.")),
    ),
    make_rule(
        "fouled-deck", "A fouled deck", ("X04",), ALL_GAMES, "two cards of the same rank and suit are found",
        agree(answer(R.RETURN_ALL_BETS,
            """A duplicate card means a fouled deck: stop the hand and return all bets, however much action
            there has been.""",
            tda("Rule 35-E"))),
        "On the river two A♠ appear: one on the board and one in a player's hand.",
        ((R.RETURN_ALL_BETS, "Stop the hand; every bet goes back."), (R.DEAD_HAND, "The player with the duplicate has a dead hand."),
         (R.CARD_PLAYS, "Remove one ace and play on.")),
    ),
    make_rule(
        "button-short-cards", "Button dealt too few cards", ("X05",), FLOP_GAMES,
        "the button player has fewer cards than he should",
        agree(answer(R.DEAL_MISSING_CARDS,
            """The button should speak up at once; the missing card can then be dealt from the stub, even after
            substantial action, when the game allows it. If he acts with too few cards, his hand is dead.""",
            tda("Rule 37"), rrop("Misdeals 2(e)"))),
        "Hold'em: after three players have called, the button points out he has only one card.",
        ((R.DEAL_MISSING_CARDS, "Deal him the top card of the stub."), (R.MISDEAL, "Misdeal."),
         (R.DEAD_HAND, "His hand is dead.")),
    ),
    make_rule(
        "extra-card-dealt", "An extra card to the first player", ("X06",), FLOP_GAMES,
        "after the starting hands, the first player gets one extra card",
        by_book(_RROP_EXTRA,
            answer(R.MISDEAL, """TDA: any player with the wrong number of cards before substantial action is a misdeal.""",
                tda("Rule 35-A-5")),
            _RROP_EXTRA),
        "Hold'em: the dealer pitches a third card to the small blind after everyone has two. No action yet.",
        ((R.USE_CARD_AS_BURN, "Put it back on the deck as the first burn."), (R.MISDEAL, "Misdeal."),
         (R.CARD_PLAYS, "Let the player choose which two to keep.")),
    ),
    make_rule(
        "wrong-card-count-after-action", "Wrong card count after substantial action", ("X07",), ALL_GAMES,
        "a hand with the wrong number of cards is found after substantial action",
        agree(answer(R.KILL_HAND,
            """Kill the hand into the muck and deal on, burning exactly one card per street. Don't burn extra
            cards or skip a burn to 'restore' the card order.""",
            tda("Rule 38; Addendum 38"))),
        "Hold'em, after substantial action preflop, a player is found holding three cards.",
        ((R.KILL_HAND, "His hand is dead; deal on with one burn per street."),
         (R.MISDEAL, "Misdeal."), (R.RESTORE_CARD_ORDER, "Kill it and burn an extra card to restore the order.")),
    ),
    make_rule(
        "four-card-flop", "Four cards on the flop", ("X08",), FLOP_GAMES, "the flop is dealt with four cards",
        by_book(_RROP_REDEAL_FLOP,
            answer(R.SCRAMBLE_AND_PICK_BURN,
                """TDA: call the floor; the four cards are scrambled face down, the floor picks one at random as
                the next burn, and the other three are the flop.""",
                tda("Rule 39-A")),
            _RROP_REDEAL_FLOP),
        "Hold'em: the dealer turns four cards for the flop.",
        ((R.SCRAMBLE_AND_PICK_BURN, "Scramble the four face down; one at random becomes the burn, the rest the flop."),
         (R.RESHUFFLE_AND_REDEAL, "Mix the board back into the stub, shuffle, cut and deal a new flop without a burn."),
         (R.CARD_PLAYS, "The first three cards are the flop, the fourth is the turn burn.")),
    ),
    make_rule(
        "flop-without-burn", "Flop dealt without a burn", ("X09",), FLOP_GAMES, "three-card flop dealt with no burn, before action",
        by_book(
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
        "Hold'em: the flop was dealt with no burn. Nobody has acted yet.",
        ((R.SCRAMBLE_AND_PICK_BURN, "Scramble the three, pick one as the burn, add the next card to the other two."),
         (R.RESHUFFLE_AND_REDEAL, "Reshuffle the flop into the stub and deal it again."),
         (R.USE_CARD_AS_BURN, "The first flop card becomes the burn; deal one card to replace it.")),
    ),
    make_rule(
        "premature-flop-or-river", "Premature flop or river", ("X10", "X11", "X12"), FLOP_GAMES,
        "the flop or river is dealt before the betting round is finished",
        agree(answer(R.RESHUFFLE_AND_REDEAL,
            """The burn stays; the premature cards go back into the stub, which is reshuffled face down, and the
            street is dealt again after the betting with no extra burn.""",
            tda("RP-5-A; RP-5-C; Rule 39-D"), rrop("Hold'em 3; Hold'em 6"))),
        "Hold'em: the dealer flops while the big blind has not yet used his option.",
        ((R.RESHUFFLE_AND_REDEAL, "Keep the burn, shuffle the flop into the stub, redeal it after the action without a burn."),
         (R.CARD_PLAYS, "The flop stands."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "disordered-stub", "The stub is dropped or disordered", ("X13",), ALL_GAMES, "stub disordered mid-hand",
        agree(answer(R.SHUFFLE_STUB_ONLY,
            """Rebuild the original order if possible; otherwise shuffle and cut only the stub cards. Only if they
            got mixed with the muck or burns are all of them scrambled, shuffled and cut together.""",
            tda("RP-4"))),
        "The dealer drops the stub; the cards scatter but stay apart from the muck and burns, and the order is lost.",
        ((R.SHUFFLE_STUB_ONLY, "Shuffle and cut the stub cards only, then continue."),
         (R.RESHUFFLE_WITH_MUCK, "Shuffle the stub together with the muck and burns."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "dead-button", "Dead button or moving button", ("X14",), BUTTON_GAMES, "tournament; a blind player busts",
        agree(answer(R.DEAD_BUTTON,
            """Tournaments use a dead button: the big blind is posted by the player due, and the small blind and
            button fall where they must, even on an empty seat. A cash house may instead use a moving button.""",
            tda("Rule 32"), rrop("Button and Blind Use 1 (v10) / 2 (v11)"))),
        "Tournament: the big blind busts. In the next hand, who posts the big blind?",
        ((R.DEAD_BUTTON, "The player due for it; the button may sit in front of an empty seat."),
         (R.MOVE_BUTTON_ONE_SEAT, "Move the button to the next occupied seat and post normally."),
         (R.BUTTON_STAYS, "Replay the same positions.")),
    ),
    make_rule(
        "button-out-of-position", "Button out of position", ("X15",), BUTTON_GAMES, "before action, the button is found in the wrong seat",
        by_book(_RROP_BUTTON,
            answer(R.CORRECT_BUTTON,
                """TDA corrects a wrongly moved button if found before substantial action; after that the hand
                stands and the button is not moved back next hand.""",
                tda("Rule 34-A")),
            _RROP_BUTTON),
        "Hold'em: after the deal and before anyone acts, players point out the button was moved two seats.",
        ((R.MISDEAL, "Misdeal."), (R.CORRECT_BUTTON, "Correct the button position."), (R.ACTION_STANDS, "Play on.")),
    ),
    make_rule(
        "heads-up-blinds", "Heads-up: the button posts the small blind", ("X16",), BUTTON_GAMES, "two players left",
        agree(answer(R.BUTTON_POSTS_SMALL_BLIND,
            """Heads-up the button is the small blind, receives the last card, acts first before the flop and last
            after it. When going heads-up, adjust so no one posts the big blind twice in a row.""",
            tda("Rule 34-B"), rrop("Button and Blind Use 3 (v10)"))),
        "Heads-up hold'em: which player posts the small blind?",
        ((R.BUTTON_POSTS_SMALL_BLIND, "The button."), (R.BUTTON_POSTS_BIG_BLIND, "The non-button player; the button posts the big blind.")),
    ),
    make_rule(
        "player-exposes-card", "A player shows or flashes his own cards", ("X22", "X38"), ALL_GAMES,
        "a player exposes his own card during the deal or with action pending",
        agree(answer(R.HAND_STAYS_LIVE,
            """A card a player flashes himself plays, and a player wanting a ruling on a flash must say so before
            looking. Showing cards with action pending does not kill the hand, though a penalty may follow after
            the hand.""",
            tda("Rule 68"), rrop("Irregularities 12"))),
        "Tournament: facing a bet, a player shows one of his hole cards to his neighbour.",
        ((R.HAND_STAYS_LIVE, "The hand is live; a penalty may come after the hand."), (R.DEAD_HAND, "His hand is dead."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Replace the shown card from the stub.")),
    ),
)
