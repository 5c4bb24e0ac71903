"""Catalog family X: TDA 2024 and Robert's Rules rulings not found in the source documents.

Where the source documents are silent the ``sources`` rulebook falls back to Robert's Rules (see rulebooks.py).
"""

from __future__ import annotations

import random

from dealerschool.operations import PLAYER_OPERATIONS, BetOrRaiseTo, Burn, CheckOrCall, DealCard, Fold, TurnBoardCard
from dealerschool.situations.replays import Irregularity, Replay
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.table import HeldCard, Table

from . import remedies
from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    FLOP_GAMES,
    Rule,
    agree,
    answer,
    by_book,
    make_rule,
    rrop,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import rule_remedy, seat_name
from .triggers import Tier, irregularity, procedure

_RROP_ACTION = answer(R.ACTION_STANDS,
    """Robert's Rules: once two players after the blinds have acted, action has begun and the deal can no
    longer be called a misdeal, even if both only folded; the hand plays on. The source documents give no cutoff, so the
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
        "button-short-cards-acted", "Button acted holding too few cards", ("X05",), FLOP_GAMES,
        "the button player, short a card, checked, called or bet before saying so",
        agree(answer(R.DEAD_HAND,
            """A button who acts (checks, calls or bets) on a hand with too few cards has accepted it: the hand
            is dead and his chips already in the pot stay there. He must speak up before acting.""",
            tda("Rule 37"), rrop("Misdeals 2(e)"))),
        "Hold'em: the button has one card, calls the big blind, and only then says he is short a card.",
        ((R.DEAD_HAND, "His hand is dead; the call stays in the pot."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub."), (R.MISDEAL, "Misdeal.")),
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
        "extra-cards-dealt", "Two or more extra cards after the starting hands", ("X06",), FLOP_GAMES,
        "after the starting hands, two or more extra cards are dealt, before action",
        agree(answer(R.MISDEAL,
            """Two or more extra cards in the starting hands make a misdeal under Robert's Rules, and TDA calls
            any wrong card count before substantial action a misdeal too.""",
            rrop("Hold'em 2; Misdeals 2"), tda("Rule 35-A-5"))),
        "Hold'em: after everyone has two cards the dealer goes on and pitches a third card to the first two players.",
        ((R.MISDEAL, "Misdeal."), (R.USE_CARD_AS_BURN, "Use them as the burns of the flop and the turn."),
         (R.CARD_PLAYS, "Both keep three cards.")),
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
        "flop-without-burn-after-action", "Flop dealt without a burn, found after action", ("X09",), FLOP_GAMES,
        "three-card flop dealt with no burn, and a player has acted on it",
        agree(answer(R.CARD_PLAYS,
            """Once anyone has acted on the flop, even with a check, it stands: TDA says so for a flop dealt
            without a burn, and Robert's Rules lets a board card stand once action has been taken on it. From
            then on burn one card before the turn and one before the river.""",
            tda("Rule 39-B"), rrop("Hold'em 5"))),
        "Hold'em: the flop was dealt with no burn; the first player checked before anyone noticed.",
        ((R.CARD_PLAYS, "The flop stands; burn as usual before the turn."),
         (R.SCRAMBLE_AND_PICK_BURN, "Scramble the three and pick a burn anyway."),
         (R.RESHUFFLE_AND_REDEAL, "Reshuffle the flop into the stub and deal it again.")),
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
        "disordered-stub-mixed", "The stub got mixed with the muck and burns", ("X13",), ALL_GAMES,
        "the stub is dropped mid-hand and its cards mix with the discards and burn cards",
        agree(answer(R.RESHUFFLE_WITH_MUCK,
            """When the stub cards can no longer be told from the muck and the burn cards, all of them are
            scrambled together, shuffled and cut, and the hand goes on from that new stub; the players' hands
            and the board are untouched.""",
            tda("RP-4"))),
        "The dealer drops the stub onto the muck and the burn cards; nobody can tell which cards were which.",
        ((R.RESHUFFLE_WITH_MUCK, "Scramble stub, muck and burns together, shuffle, cut and go on."),
         (R.SHUFFLE_STUB_ONLY, "Pick out the stub cards and shuffle only those."), (R.MISDEAL, "Misdeal.")),
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
        "button-out-of-position-after-action", "Button out of position, found after action", ("X15",),
        BUTTON_GAMES, "the button is found in the wrong seat after substantial action",
        agree(answer(R.ACTION_STANDS,
            """Found after substantial action, a wrongly placed button no longer changes the hand: it plays on,
            and TDA does not move the button back for the next hand. Robert's Rules makes it a misdeal only before
            action.""",
            tda("Rule 34-A"), rrop("Misdeals 1; Misdeals 2(g)"))),
        "Hold'em: after a call, a raise and a call, a player says the button should be one seat to the left.",
        ((R.ACTION_STANDS, "The hand plays on."), (R.MISDEAL, "Misdeal."), (R.CORRECT_BUTTON, "Move the button now.")),
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
        "player-exposes-card", "A player shows his own cards with action pending", ("X22",), ALL_GAMES,
        "a player exposes his own card with action pending",
        agree(answer(R.HAND_STAYS_LIVE,
            """A card a player flashes himself plays, and a player wanting a ruling on a flash must say so before
            looking. Showing cards with action pending does not kill the hand, though a penalty may follow after
            the hand.""",
            tda("Rule 68"), rrop("Irregularities 12"))),
        "Tournament: facing a bet, a player shows one of his hole cards to his neighbour.",
        ((R.HAND_STAYS_LIVE, "The hand is live; a penalty may come after the hand."), (R.DEAD_HAND, "His hand is dead."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Replace the shown card from the stub.")),
    ),
    make_rule(
        "player-flashes-card-on-deal", "A player flashes his own card during the deal", ("X38",), ALL_GAMES,
        "while the cards are still being dealt, a player exposes one of his own cards",
        agree(answer(R.CARD_PLAYS,
            """A card the player exposes himself is his own doing, not the dealer's: it plays and is not
            replaced, and the deal goes on. Only a card the dealer exposed can be a misdeal or be replaced.""",
            rrop("Irregularities 12"), tda("Rule 68"))),
        "Hold'em: while the second round is being pitched, a player lifts his first card so high his neighbour sees it.",
        ((R.CARD_PLAYS, "The card plays; continue the deal."), (R.REPLACE_EXPOSED_CARD_BURN, "Replace it and use it as the burn."),
         (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "undercall-facing-raise", "An undercall multiway, facing a raise", ("X25",), ALL_GAMES,
        "three or more players; facing a raise, a player puts in less than the amount to call",
        agree(answer(R.HOUSE_RULE_DECIDES,
            """TDA makes an undercall a full call only heads-up or facing the opening bet. Multiway, facing a
            raise, the floor decides: it may hold the player to a full call, or let the undercall chips stay in the
            pot and fold the hand.""",
            tda("Rule 51"))),
        "Three players: A bets 100, B raises to 300, C silently puts 100 into the pot.",
        ((R.HOUSE_RULE_DECIDES, "The floor decides: a full call, or the 100 stays in and C folds."),
         (R.MUST_CALL_FULL_AMOUNT, "C must always call 300."), (R.CALL_ONLY, "C's 100 is a call.")),
    ),
    make_rule(
        "action-out-of-turn-changed", "Action out of turn, and the action changed", ("X27",), ALL_GAMES,
        "a player acts out of turn, then a player he skipped bets or raises",
        agree(answer(R.OUT_OF_TURN_ALL_OPTIONS,
            """When a skipped player bets or raises, the action the out-of-turn player faced has changed: his
            out-of-turn action is void and he gets every option back (fold, call or raise).""",
            tda("Rule 53; Addendum 53"))),
        "Seat 4 calls out of turn; seat 3, whose turn it was, raises. What may seat 4 do?",
        ((R.OUT_OF_TURN_ALL_OPTIONS, "Anything: his call is void and he may fold, call or raise."),
         (R.OUT_OF_TURN_BINDING, "He must call, as he said."), (R.FOLD_STANDS, "His hand is folded.")),
    ),
    make_rule(
        "fold-out-of-turn", "A fold out of turn", ("X27",), ALL_GAMES, "a player folds before his turn",
        agree(answer(R.FOLD_STANDS,
            """A fold out of turn is binding whatever happens before the player's turn: his cards go to the muck.
            The floor may add a penalty; the action goes back to the player whose turn it was.""",
            tda("Rule 53; Addendum 53"))),
        "Hold'em preflop: the player two seats from the big blind mucks his cards before the player on his right acts.",
        ((R.FOLD_STANDS, "The fold stands; play goes back to the player whose turn it is."),
         (R.OUT_OF_TURN_ALL_OPTIONS, "He gets his cards back and acts in turn."),
         (R.RETURN_CARDS_AS_CHECK, "His cards come back and the fold counts as a check.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Tried in the order defined here, specific before general. catalog_external comes before
# catalog_irregularities in rules.triggers.CATALOGS, so these triggers must not match the H and I situations:
# each one names the irregularity kind, street and seat it rules on.




_FLOP = ("holdem", "omaha", "omaha-hilo")


def _substantial(actions: list) -> bool:
    """TDA substantial action (Rule 36): any three actions, or two of which one put chips in."""
    return len(actions) >= 3 or (len(actions) >= 2 and any(chips > 0 for _, _, chips in actions[:2]))


def _extra_cards(found: Replay) -> list[Irregularity]:
    """Cards pitched to a seat after the starting hands were complete (the seat had to act, not receive)."""
    if found.table.game.code not in _FLOP:
        return []  # stud cards dealt while a player must act are the stud premature-street rule's
    return [i for i in found.of_kind(K.PREMATURE_CARD) if i.seat is not None and i.street_index == 0]


def _short(found: Replay, button: bool) -> list[Irregularity]:
    table = found.table
    return [i for i in found.of_kind(K.MISSING_CARD) if (i.seat == table.button) is button]


@irregularity("wrong-card-count-after-action")
def _wrong_count_after_action(found: Replay):
    wrong = _extra_cards(found) + _short(found, button=False)
    return wrong[0] if wrong and _substantial(found.actions_after) else None


@irregularity("misdeal-causes")
def _misdeal_cause(found: Replay):
    causes = [i for i in found.of_kind(K.WRONG_SEAT_DEALT) if i.street_index == 0] + _short(found, button=False)
    return causes[0] if causes else None


@irregularity("button-short-cards-acted")
def _button_short_acted(found: Replay):
    short = _short(found, button=True)
    if not short:
        return None
    acted = any(seat == short[0].seat and not isinstance(op, Fold) for seat, op, _ in found.actions_after)
    return short[0] if acted else None


@irregularity("button-short-cards")
def _button_short(found: Replay):
    short = _short(found, button=True)
    return short[0] if short else None


@irregularity("extra-cards-dealt")
def _extra_cards_dealt(found: Replay):
    extra = _extra_cards(found)
    return extra[-1] if len(extra) >= 2 and found.table.game.code in _FLOP else None


@irregularity("extra-card-dealt")
def _extra_card_dealt(found: Replay):
    extra = _extra_cards(found)
    return extra[0] if len(extra) == 1 and found.table.game.code in _FLOP else None


@irregularity("fouled-deck")
def _fouled(found: Replay):
    return found.first_of(K.DUPLICATE_CARD)


def _board_premature(found: Replay, street_indexes: tuple[int, ...]) -> list[Irregularity]:
    return [i for i in found.of_kind(K.PREMATURE_CARD) if i.seat is None and i.street_index in street_indexes]


@irregularity("four-card-flop")
def _four_card_flop(found: Replay):
    # The fourth board card turned straight after the flop, before anyone acted on it (deal_index 4).
    hits = [i for i in _board_premature(found, (1,)) if i.deal_index == 4 and i.card in found.table.board]
    return hits[0] if hits and found.table.game.code in _FLOP else None


def _flop_missing_burn(found: Replay):
    missing = [i for i in found.of_kind(K.MISSING_BURN) if i.street_index == 1]
    return missing[0] if missing and found.table.game.code in _FLOP else None


@irregularity("flop-without-burn-after-action")
def _flop_without_burn_acted(found: Replay):
    hit = _flop_missing_burn(found)
    return hit if hit is not None and found.actions_after else None


@irregularity("flop-without-burn")
def _flop_without_burn(found: Replay):
    return _flop_missing_burn(found)


@irregularity("premature-flop-or-river")
def _premature_flop_or_river(found: Replay):
    # A card turned right after two burns on the turn is part of that burn error (I03/I04), not a premature river.
    burn_errors = {i.street_index for i in found.of_kind(K.EXTRA_BURN)}
    hits = [i for i in _board_premature(found, (0, 2)) if i.street_index not in burn_errors]
    return hits[-1] if hits and found.table.game.code in _FLOP else None


@irregularity("disordered-stub-mixed")
def _stub_mixed(found: Replay):
    dropped = [i for i in found.of_kind(K.STUB_DISORDERED) if i.event.detail == "mixed"]
    return dropped[0] if dropped else None


@irregularity("disordered-stub")
def _stub_dropped(found: Replay):
    return found.first_of(K.STUB_DISORDERED)


@irregularity("button-out-of-position-after-action")
def _button_wrong_after_action(found: Replay):
    # Found after three player decisions: substantial action under TDA and action under Robert's Rules.
    wrong = found.of_kind(K.BUTTON_OUT_OF_POSITION)
    return wrong[0] if wrong and wrong[0].player_actions_before >= 3 else None


@irregularity("button-out-of-position")
def _button_wrong(found: Replay):
    return found.first_of(K.BUTTON_OUT_OF_POSITION)


@irregularity("player-flashes-card-on-deal")
def _player_flash_on_deal(found: Replay):
    shown = [i for i in found.of_kind(K.HOLE_CARD_EXPOSED) if isinstance(i.expected, DealCard)]
    return shown[0] if shown else None


@irregularity("player-exposes-card")
def _player_exposes(found: Replay):
    return found.first_of(K.HOLE_CARD_EXPOSED)


def _facing_raise(table: Table) -> bool:
    if table.street_index == 0 and table.config.big_blind:
        return table.round.current_bet > table.config.big_blind
    return table.round.bets_and_raises >= 2


@irregularity("undercall-facing-raise")
def _undercall_multiway(found: Replay):
    under = found.of_kind(K.UNDERCALL)
    table = found.table
    return under[0] if under and len(table.in_hand()) >= 3 and _facing_raise(table) else None


@irregularity("undercall")
def _undercall(found: Replay):
    return found.first_of(K.UNDERCALL)


def _out_of_turn(found: Replay) -> Irregularity | None:
    return found.first_of(K.ACTION_OUT_OF_TURN)


@irregularity("fold-out-of-turn")
def _fold_out_of_turn(found: Replay):
    hit = _out_of_turn(found)
    return hit if hit is not None and isinstance(hit.event.operation, Fold) else None


def _skipped_player_changed_action(found: Replay, hit: Irregularity) -> bool:
    later = [(seat, op) for seat, op, _ in found.actions_after if seat != hit.seat]
    return any(isinstance(op, BetOrRaiseTo) for _, op in later)


@irregularity("action-out-of-turn-changed")
def _out_of_turn_changed(found: Replay):
    hit = _out_of_turn(found)
    return hit if hit is not None and _skipped_player_changed_action(found, hit) else None


@irregularity("action-out-of-turn")
def _out_of_turn_binding(found: Replay):
    return _out_of_turn(found)


@irregularity("verbal-and-chip-declarations")
def _misworded(found: Replay):
    return found.first_of(K.MISWORDED_ACTION)


# ---------------------------------------------------------------- remedies for these rules


def _fresh_deal(table: Table, button: int, seed_suffix: str) -> None:
    """Every card back in a newly shuffled deck and every chip back where it started."""
    table.redeal(button, f"{table.seed}-{seed_suffix}")


def _shuffled(cards: list, seed: str) -> list:
    cards = sorted(cards)
    random.Random(seed).shuffle(cards)
    return cards


@rule_remedy("fouled-deck", R.RETURN_ALL_BETS)
def _return_all_bets(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    card = hit.card if hit is not None else None
    _fresh_deal(table, table.button, "new-deck")
    return [f"Stop the hand: a second {card} means the deck is fouled.",
            "Give every player back every chip he put in this hand (blinds and antes too); no one wins the pot.",
            "Take the deck out of play and bring in a new one; the same hand is dealt again with the button "
            "where it was.", remedies.next_step(table)]


@rule_remedy("button-short-cards", R.DEAL_MISSING_CARDS)
def _deal_missing(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    card = table.stub.pop(0)
    table.seat(hit.seat).cards.append(HeldCard(card))
    return [f"Deal {seat_name(hit.seat)} the top card of the stub face down: it is the card he would have had.",
            "No burn comes off for it, and the hand goes on.", remedies.next_step(table)]


@rule_remedy("extra-card-dealt", R.USE_CARD_AS_BURN)
def _extra_card_as_burn(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None and hit.card is not None
    remedies.take_from_seat(table, hit.seat, hit.card)
    table.burns.append(hit.card)
    table.burn_already_out = True
    return [f"Take the extra card ({hit.card}) back from {seat_name(hit.seat)} and put it on the deck as the burn.",
            "The flop is then turned without burning again.", remedies.next_step(table)]


def _redeal_board(table: Table, count: int, with_burn: bool) -> list:
    """The last ``count`` board cards back into the stub, shuffled face down, and that street dealt again."""
    returned = table.board[-count:]
    del table.board[-count:]
    table.stub = _shuffled(table.stub + returned, f"{table.seed}-redeal-board")
    # Board cards of this street still to come (the mistake was noticed before all were out) are
    # replaced by the street dealt again.
    queued = table.queued()
    while queued and isinstance(queued[0], TurnBoardCard):
        queued.pop(0)
    table.replace_queued(queued)
    table.resume_dealing(([Burn()] if with_burn else []) + [TurnBoardCard() for _ in range(3)])
    return returned


def _scramble_pick_burn(table: Table, count: int) -> tuple[list, object]:
    cards = table.board[-count:]
    picked = random.Random(f"{table.seed}-scramble").choice(sorted(cards))
    table.board.remove(picked)
    table.burns.append(picked)
    return cards, picked


@rule_remedy("four-card-flop", R.SCRAMBLE_AND_PICK_BURN)
def _four_flop_scramble(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    cards, picked = _scramble_pick_burn(table, 4)
    table.burn_already_out = True  # the picked card is the turn's burn
    return ["Call the floor. Turn the four cards face down and scramble them.",
            f"The floor picks one at random ({picked}) as the burn for the turn; the other three are the flop.",
            "The flop betting goes on; the turn is dealt without another burn.", remedies.next_step(table)]


@rule_remedy("four-card-flop", R.RESHUFFLE_AND_REDEAL)
def _four_flop_redeal(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    returned = _redeal_board(table, 4, with_burn=False)
    return [f"The burn stays. Put the four board cards ({' '.join(map(str, returned))}) back into the stub.",
            "Shuffle the stub face down, cut, and turn a new three-card flop without burning.",
            remedies.next_step(table)]


@rule_remedy("flop-without-burn", R.SCRAMBLE_AND_PICK_BURN)
def _flop_no_burn_scramble(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    cards, picked = _scramble_pick_burn(table, 3)
    table.resume_dealing([TurnBoardCard()])
    return ["Turn the three flop cards face down and scramble them.",
            f"One picked at random ({picked}) becomes the burn; the other two stay on the board.",
            "Turn the next card of the stub as the third flop card.", remedies.next_step(table)]


@rule_remedy("flop-without-burn", R.RESHUFFLE_AND_REDEAL)
def _flop_no_burn_redeal(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    returned = _redeal_board(table, 3, with_burn=True)
    return [f"Put the exposed flop ({' '.join(map(str, returned))}) back into the stub.",
            "Shuffle the stub face down and cut; then burn and turn a new flop.", remedies.next_step(table)]


@rule_remedy("disordered-stub", R.SHUFFLE_STUB_ONLY)
def _shuffle_stub(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    table.stub = _shuffled(table.stub, f"{table.seed}-dropped-stub")
    return ["The order cannot be rebuilt: gather only the stub cards, shuffle them face down and cut.",
            "Hands, board, burns and muck stay as they are.", remedies.next_step(table)]


@rule_remedy("disordered-stub-mixed", R.RESHUFFLE_WITH_MUCK)
def _shuffle_with_muck(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    pool = table.stub + table.muck + table.burns
    table.muck, table.burns = [], []
    table.stub = _shuffled(pool, f"{table.seed}-dropped-mixed")
    return [f"Scramble the stub, the muck and the burn cards together ({len(pool)} cards), shuffle and cut.",
            "That is the new stub; hands and board are untouched.", remedies.next_step(table)]


@rule_remedy("button-out-of-position", R.MISDEAL, R.CORRECT_BUTTON)
def _button_redeal(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    wrong = table.button
    _fresh_deal(table, hit.seat, "button-corrected")
    first = ("Misdeal: take back every card and return the blinds." if code is R.MISDEAL
             else "Correct the button before substantial action: take back the cards and the blinds.")
    return [first, f"Move the button from {seat_name(wrong)} to {seat_name(hit.seat)}, where it belongs.",
            "Post the blinds from the corrected button, shuffle, cut and deal.", remedies.next_step(table)]


@rule_remedy("undercall", R.MUST_CALL_FULL_AMOUNT)
def _full_call(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    if table.actor != hit.seat:
        return [f"{seat_name(hit.seat).capitalize()} owed a full call, but later play has already gone past "
                "that moment: the floor decides how to put it right.", remedies.next_step(table)]
    owed = table.to_call(hit.seat)
    table.apply(CheckOrCall(hit.seat))
    return [f"{seat_name(hit.seat).capitalize()} must make it a full call: {owed} in all.",
            remedies.next_step(table)]


def _fold_seat(table: Table, seat: int) -> None:
    """Fold a hand into the muck; if it was that seat's turn the action moves on as after any fold."""
    player = table.seat(seat)
    if table.actor == seat:
        table.apply(Fold(seat))
        return
    table.muck.extend(held.card for held in player.cards)
    player.cards = []
    player.folded = True
    table.excuse_from_round(seat)


@rule_remedy("wrong-card-count-after-action", R.KILL_HAND)
@rule_remedy("button-short-cards-acted", R.DEAD_HAND)
def _kill_hand(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    _fold_seat(table, hit.seat)
    return [f"Kill the hand of {seat_name(hit.seat)}: its cards go to the muck; its chips in the pot stay there.",
            "Deal on, burning exactly one card before each street.", remedies.next_step(table)]


@rule_remedy("fold-out-of-turn", R.FOLD_STANDS)
def _fold_stands(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    _fold_seat(table, hit.seat)
    return [f"The fold of {seat_name(hit.seat)} stands: his cards go to the muck.",
            "Play goes back to the player whose turn it was.", remedies.next_step(table)]


@rule_remedy("action-out-of-turn", R.OUT_OF_TURN_BINDING)
def _binding(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    operation = hit.event.operation
    if table.actor == hit.seat and operation is not None and table.can(operation):
        table.apply(operation)
        return [f"Nothing before him changed the action: {hit.event.text!r} is binding and is now carried out.",
                remedies.next_step(table)]
    return ["Action goes back to the player whose turn it was.",
            f"If no one before {seat_name(hit.seat)} bets or raises, {hit.event.text!r} stands when his turn comes.",
            remedies.next_step(table)]


@rule_remedy("action-out-of-turn-changed", R.OUT_OF_TURN_ALL_OPTIONS)
def _all_options(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None
    return [f"{hit.event.text!r} is void: the action in front of {seat_name(hit.seat)} changed.",
            remedies.next_step(table)]


@rule_remedy("verbal-and-chip-declarations", R.TREAT_AS_CHECK)
def _call_is_check(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert hit is not None and hit.seat is not None
    table.apply(CheckOrCall(hit.seat))
    return [f"Nothing is bet, so 'call' from {seat_name(hit.seat)} is a check.", remedies.next_step(table)]


@procedure("dead-button", tier=Tier.DEAD_BUTTON)
def _dead_button(table: Table) -> bool:
    # The situation placed this hand's button and blinds from the last hand's by the dead-button rule
    # (a player has left), and no player has acted yet.
    return (table.blinds is not None and table.street_index == 0
            and not any(type(op) in PLAYER_OPERATIONS for op in table.log))


@rule_remedy("dead-button", R.DEAD_BUTTON)
def _dead_button_places(code: R, table: Table, found: Replay, hit, rule: Rule) -> list[str]:
    assert table.blinds is not None
    small, big = table.blinds
    button = table.button
    steps = [f"The big blind moves on to the next player: {seat_name(big)} posts it."]
    if small is None:
        steps.append("Last hand's big blind has left, so nobody posts the small blind this hand (a dead small blind).")
    else:
        steps.append(f"{seat_name(small).capitalize()}, last hand's big blind, posts the small blind.")
    if table.seats[button] is None:
        steps.append(f"The button goes to {seat_name(button)}, last hand's small blind, though that seat is now empty "
                     "(a dead button): the player on its left is first to be dealt and last to act after the flop.")
    else:
        steps.append(f"The button goes to {seat_name(button)}, last hand's small blind.")
    return steps + [remedies.next_step(table)]
