"""Catalog families H and I: initial-deal, board and burn irregularities in flop games."""

from __future__ import annotations

from dealerschool.operations import Burn, DealCard, TurnBoardCard
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.situations.replays import Replay
from dealerschool.table import Table

from .model import (
    ALL_GAMES,
    FLOP_GAMES,
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
from .remedies import next_step, rule_remedy
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

RULES = (
    make_rule(
        "flop-exposed-first-two", "Flop games: one of the first two cards exposed", ("H01",), FLOP_GAMES,
        "deal_index 1 or 2 exposed by the dealer during the initial deal",
        agree(answer(R.MISDEAL,
            """If the dealer exposes the first or second card off the deck, it is a misdeal: gather, reshuffle,
            cut and redeal with the button where it was. This applies only before action has started
            (substantial action under TDA).""",
            s000(_EXPOSED), tda("Rule 35-A-7; Rule 35-C; Rule 35-D"), rrop("Hold'em 1; Misdeals 2(a)"))),
        "Hold'em: the dealer flips the second card off the deck face up while pitching the first round.",
        ((R.MISDEAL, "Misdeal."), (R.REPLACE_EXPOSED_CARD_BURN, "Finish the deal, replace the card, use it as the first burn."),
         (R.CARD_PLAYS, "The player keeps it.")),
    ),
    make_rule(
        "flop-exposed-card-becomes-burn", "Flop games: one later card exposed during the deal", ("H02",), FLOP_GAMES,
        "exactly one card with deal_index 3 or more exposed by the dealer",
        agree(answer(R.REPLACE_EXPOSED_CARD_BURN,
            """Finish the deal normally. Then give that player the top card of the stub, show the exposed card to
            the table and place it face up on top of the stub: it is the first burn. The player may not keep it;
            this is why the button can receive two consecutive cards.""",
            s000(_EXPOSED), rrop("Hold'em 1; Irregularities 12-13"), tda("Rule 35-B"))),
        "Hold'em, eight players: the dealer exposes the fifth card off the deck. Nothing else is wrong.",
        ((R.REPLACE_EXPOSED_CARD_BURN, "Finish the deal, replace it with the top card, and use it as the first burn."),
         (R.MISDEAL, "Misdeal."), (R.CARD_PLAYS, "The player must keep the exposed card.")),
    ),
    make_rule(
        "flop-two-cards-exposed", "Flop games: two cards exposed on the deal", ("H03",), FLOP_GAMES,
        "two cards exposed by the dealer during the initial deal",
        agree(answer(R.MISDEAL,
            """Two cards exposed by dealer error on the initial deal make a misdeal (before action starts).""",
            s000(_EXPOSED), tda("Rule 35-A-7"), rrop("Misdeals 2(b); Hold'em 1"))),
        "Hold'em: the dealer exposes the fourth and the ninth card of the deal.",
        ((R.MISDEAL, "Misdeal."), (R.REPLACE_EXPOSED_CARD_BURN, "Replace both; they become the first two burns."),
         (R.CARD_PLAYS, "Both players keep their cards.")),
    ),
    make_rule(
        "boxed-cards", "Boxed cards in the deck", ("H04",), ALL_GAMES,
        "face-up cards found in the stub during the initial deal",
        by_book(
            answer(R.REMOVE_BOXED_CARD_CONTINUE,
                """Poker Rules for Beginners removes each boxed card, shows it and carries on; only if the stub runs out of usable
                cards is the hand dead, with chips returned as closely as possible. It never calls a misdeal.""",
                s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck")),
            _MISDEAL_BOXED, _MISDEAL_BOXED),
        "Dealing the first round of hold'em, the dealer meets two face-up cards in the deck, one after another.",
        ((R.REMOVE_BOXED_CARD_CONTINUE, "Remove and show both, and carry on with the next face-down card."),
         (R.MISDEAL, "Misdeal."), (R.CARD_PLAYS, "Deal them as they come.")),
    ),
    make_rule(
        "boxed-cards-stub-short", "Boxed cards leave the stub too short to finish the hand", ("H04",), FLOP_GAMES,
        "boxed cards taken out of the stub leave fewer face-down cards than the rest of the hand needs",
        agree(answer(R.RETURN_ALL_BETS,
            """Boxed cards are removed and the deal goes on only while the stub can still finish the hand. Once
            it runs short of face-down cards, the hand is dead: every chip goes back to the player who put it in
            (blinds and antes too), no one wins the pot, and the hand is dealt again with the button where it
            was. TDA and Robert's Rules have no rule for a stub that boxed cards use up; two or more boxed cards
            on the initial deal are a misdeal under both, which gives the chips back the same way.""",
            s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck"), tda("Rule 35-A-1"),
            rrop("Misdeals 2(c)"))),
        "Ten-handed Omaha: five boxed cards come out of the deck during the deal, and the stub has seven cards "
        "left for a board that needs eight.",
        ((R.RETURN_ALL_BETS, "The hand is dead: every chip goes back, and the hand is dealt again."),
         (R.REMOVE_BOXED_CARD_CONTINUE, "Remove them and deal on as far as the stub goes."),
         (R.RESHUFFLE_WITH_BURNS, "Shuffle the burns into the stub when it runs out.")),
    ),
    make_rule(
        "boxed-card-single", "One boxed card in the deck", ("H04",), ALL_GAMES,
        "a single face-up card found in the stub (or boxed cards found after the initial deal)",
        agree(answer(R.REMOVE_BOXED_CARD_CONTINUE,
            """One face-up card in the stub is no reason to stop: take it out, show it, keep it out of play and
            deal the next card in its place, as if it were a scrap of paper. Only two or more on the initial deal
            make a misdeal under TDA and Robert's Rules.""",
            s000("Other Odd Poker Rules and Exceptions / Card Boxed in the Deck"), tda("Rule 35-A-1; Rule 35-D"),
            rrop("Irregularities 7"))),
        "Dealing the first round of hold'em, the dealer meets one face-up card in the deck.",
        ((R.REMOVE_BOXED_CARD_CONTINUE, "Take it out, show it, and deal the next card in its place."),
         (R.MISDEAL, "Misdeal."), (R.CARD_PLAYS, "Deal it face up to the player it falls to.")),
    ),
    make_rule(
        "extra-hand-empty-seat", "Cards dealt to an empty seat", ("H05",), ALL_GAMES,
        "cash game; a hand dealt to an empty seat or to someone not entitled",
        by_book(
            answer(R.FOLD_EXTRA_HAND,
                """Poker Rules for Beginners folds the extra hand into the muck, provided nobody has looked at it, and play goes on.""",
                s000("Other Odd Poker Rules and Exceptions / Dealer Deals an Extra Hand or a Hand to a Seat with No Player")),
            answer(R.MISDEAL, """TDA: cards dealt to a seat not entitled to a hand are a misdeal before substantial action.""",
                tda("Rule 35-A-3")),
            answer(R.MISDEAL, """Robert's Rules: a hand dealt to an empty seat is a misdeal before action.""",
                rrop("Misdeals 2(i)"))),
        "Cash hold'em: before any action, the dealer sees he dealt a hand to an empty seat. Nobody has touched it.",
        ((R.FOLD_EXTRA_HAND, "Muck the extra hand and continue."), (R.MISDEAL, "Misdeal."),
         (R.CARD_PLAYS, "Leave it; it belongs to whoever sits down.")),
    ),
    make_rule(
        "marked-card", "A marked card", ("H06",), ALL_GAMES, "a badly marked card is noticed during a hand",
        agree(answer(R.FINISH_HAND_THEN_REPLACE,
            """Play the hand out; then replace the card (or the deck). If no replacement is available, take the card
            out and tell everyone it is out of play. TDA changes decks only at set times.""",
            s000("Other Odd Poker Rules and Exceptions / Card Marked"), tda("Rule 26"))),
        "During the flop betting the dealer notices one card in play has a bent corner that makes it recognisable.",
        ((R.FINISH_HAND_THEN_REPLACE, "Finish the hand, then replace the card or deck."),
         (R.MISDEAL, "Misdeal at once."), (R.RETURN_ALL_BETS, "Stop the hand and return all bets.")),
    ),
    make_rule(
        "premature-turn", "Premature turn card", ("I01",), FLOP_GAMES,
        "turn dealt while a player still has a flop decision",
        by_book(_RESHUFFLE_TURN, _RESHUFFLE_TURN,
            answer(R.SET_ASIDE_USE_RIVER_AS_TURN,
                """Robert's Rules sets the premature card aside for that round. After the flop betting the dealer
                burns and turns what would have been the river as the turn; after the turn betting the stub is
                reshuffled with the set-aside card (not burns or muck), cut, and the river dealt without a burn.""",
                rrop("Hold'em 6"))),
        "Hold'em: with one player still to act on the flop, the dealer burns and turns the turn card.",
        ((R.RESHUFFLE_AND_REDEAL, "Keep the burn, shuffle the turn back into the stub, and deal a new turn later without a burn."),
         (R.SET_ASIDE_USE_RIVER_AS_TURN, "Set the card aside; burn and deal the next card as the turn; shuffle it back for the river."),
         (R.CARD_PLAYS, "The card stands; finish the flop betting.")),
    ),
    make_rule(
        "turn-without-burn", "Turn dealt without a burn", ("I02",), FLOP_GAMES, "turn turned face up with no burn, before action",
        agree(answer(R.USE_CARD_AS_BURN,
            """Treat the turned card as flashed: show it, turn it down as the burn, and deal the real turn. Robert's
            Rules allows fixing a missing burn only before betting starts on that round; once anyone acts on
            the card it stands. TDA addresses a missing burn only on the flop.""",
            s000(_TURN), rrop("Hold'em 5"))),
        "Hold'em: the dealer turns the turn card without burning first. No one has acted.",
        ((R.USE_CARD_AS_BURN, "That card becomes the burn; the next card is the turn."),
         (R.CARD_PLAYS, "The turn stands; burn an extra card before the river."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "turn-without-burn-after-action", "Turn dealt without a burn, found after action on it", ("I02",),
        FLOP_GAMES, "turn turned face up with no burn, and a player has acted on it",
        agree(answer(R.CARD_PLAYS,
            """Once a player has acted on the turn it stands, although no burn came before it. Robert's Rules
            allows a missing burn to be fixed only before betting starts on that round (the source documents do not say, so
            the sources rulebook follows Robert's); TDA lets a flop dealt without a burn stand once anyone has
            acted, and burns exactly one card per street from then on.""",
            rrop("Hold'em 5"), tda("Rule 39-B; Rule 38"))),
        "Hold'em: the turn went out with no burn; the first player checked and the second bet before anyone noticed.",
        ((R.CARD_PLAYS, "The turn stands; go on with the betting, one burn before the river."),
         (R.USE_CARD_AS_BURN, "Make the turn the burn and deal a new turn."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "turn-two-burns", "Turn dealt after two burns", ("I03",), FLOP_GAMES, "dealer burns twice before the turn",
        agree(answer(R.RESTORE_CARD_ORDER,
            """Restore the order the cards would have had: the second burn was really the turn, and the card
            turned up was the river's burn, so it goes back on the stub as that burn. If two cards were turned
            up, Poker Rules for Beginners lets the true river play as the turn and deals the true turn, without a burn, as the
            river. Robert's Rules allows such corrections only before action on that street.""",
            s000(_TURN), rrop("Hold'em 5"))),
        "Before the turn the dealer burns two cards and then turns one card up. No action yet.",
        ((R.RESTORE_CARD_ORDER, "The turned card goes back as the river burn; the second burn becomes the turn."),
         (R.CARD_PLAYS, "Let it stand; burn one as usual for the river."), (R.MISDEAL, "Misdeal.")),
    ),
    make_rule(
        "turn-two-burns-two-up", "Turn dealt after two burns, two cards turned", ("I04",), FLOP_GAMES,
        "dealer burns twice and turns two cards up for the turn",
        agree(answer(R.RESTORE_CARD_ORDER,
            """Burn, burn, up, up: the second burn was the true turn, the first up card the river's burn and the
            second up card the true river. The second up card stays and plays as the turn, the first up card is
            turned down as the river burn, and the true turn goes face down on top of the stub to be the river,
            turned without a burn. The same two cards reach the board in swapped order and only one card was
            seen by mistake. TDA and Robert's Rules have no rule for this case; they follow the same idea of
            giving the cards that would have come (Robert's Rules Hold'em 5).""",
            s000(_TURN), rrop("Hold'em 5"))),
        "Before the turn the dealer burns two cards and then turns two cards up. No action yet.",
        ((R.RESTORE_CARD_ORDER, "The second up card plays as the turn; the first up card is the river burn; the "
                                "second burn goes back on top to be the river."),
         (R.RESHUFFLE_AND_REDEAL, "Shuffle both up cards into the stub and deal the turn again."),
         (R.MISDEAL, "Misdeal.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order: a more specific rule comes before a general one.



_FLOP = ("holdem", "omaha", "omaha-hilo")


def _exposed_on_initial_deal(found: Replay):
    return [i for i in found.of_kind(K.CARD_EXPOSED_ON_DEAL) if i.street_index == 0]


@irregularity("flop-two-cards-exposed")
def _two_exposed(found: Replay):
    exposed = _exposed_on_initial_deal(found)
    return exposed[1] if len(exposed) >= 2 and found.table.game.code in _FLOP else None


@irregularity("flop-exposed-first-two")
def _first_two_exposed(found: Replay):
    exposed = _exposed_on_initial_deal(found)
    if len(exposed) == 1 and exposed[0].deal_index <= 2 and found.table.game.code in _FLOP:
        return exposed[0]
    return None


@irregularity("flop-exposed-card-becomes-burn")
def _later_card_exposed(found: Replay):
    exposed = _exposed_on_initial_deal(found)
    if len(exposed) == 1 and exposed[0].deal_index >= 3 and found.table.game.code in _FLOP:
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
def _boxed_stub_short(found: Replay):
    # Before the other rules on boxed cards: a stub that cannot finish the hand ends it (the sources).
    boxed = found.of_kind(K.BOXED_CARD)
    table = found.table
    if boxed and table.game.code in _FLOP and len(table.stub) < cards_still_needed(table):
        return boxed[-1]
    return None


@rule_remedy("boxed-cards-stub-short", R.RETURN_ALL_BETS)
def _boxed_hand_dead(code: R, table: Table, found: Replay, hit, rule) -> list[str]:
    left, needed = len(table.stub), cards_still_needed(table)
    steps = [f"Stop the hand: after the boxed cards, the stub has {left} face-down cards and the rest of the hand "
             f"needs {needed}. The hand is dead.",
             "Give every player back every chip he put in this hand (blinds and antes too); no one wins the pot.",
             "Gather every card, the boxed ones too, shuffle and cut: the hand is dealt again with the button where "
             "it was."]
    table.redeal(table.button, f"{table.seed}-boxed-redeal")
    return steps + [next_step(table)]


@irregularity("boxed-cards")
def _boxed(found: Replay):
    # Two or more on the initial deal: the case the rulebooks rule on differently.
    boxed = [i for i in found.of_kind(K.BOXED_CARD) if i.street_index == 0]
    return boxed[-1] if len(boxed) >= 2 else None


@irregularity("boxed-card-single")
def _boxed_single(found: Replay):
    return found.first_of(K.BOXED_CARD)


@irregularity("extra-hand-empty-seat")
def _empty_seat(found: Replay):
    return found.first_of(K.EMPTY_SEAT_DEALT)


@irregularity("marked-card")
def _marked(found: Replay):
    return found.first_of(K.MARKED_CARD)


def _premature_board(found: Replay, street: str):
    """A burn or board card taken while a player still had to act on ``street``."""
    hits = [i for i in found.of_kind(K.PREMATURE_CARD) if i.street == street and i.seat is None]
    return hits[-1] if hits else None


@irregularity("premature-turn")
def _premature_turn(found: Replay):
    return _premature_board(found, "flop") if found.table.game.code in _FLOP else None


def _turned_after(found: Replay, since) -> int:
    """Board cards turned by the events after ``since`` (up to the next player action)."""
    count = 0
    for event in found.situation.events[since.event.index + 1:]:
        if event.text.split()[0] == "board":
            count += 1
        elif event.seat is not None and event.verb in ("operation", "put", "says"):
            break
    return count


def _extra_burn_on_turn_or_river(found: Replay):
    extra = [i for i in found.of_kind(K.EXTRA_BURN) if i.street_index >= 2]
    return extra[0] if extra and found.table.game.code in _FLOP else None


@irregularity("turn-two-burns-two-up")
def _two_burns_two_up(found: Replay):
    hit = _extra_burn_on_turn_or_river(found)
    return hit if hit is not None and _turned_after(found, hit) >= 2 else None


@irregularity("turn-two-burns")
def _two_burns(found: Replay):
    return _extra_burn_on_turn_or_river(found)


def _missing_turn_burn(found: Replay):
    missing = [i for i in found.of_kind(K.MISSING_BURN) if i.street_index >= 2]
    return missing[0] if missing and found.table.game.code in _FLOP else None


@irregularity("turn-without-burn-after-action")
def _turn_without_burn_acted(found: Replay):
    hit = _missing_turn_burn(found)
    acted = any(seat is not None for seat, _, _ in found.actions_after)
    return hit if hit is not None and acted else None


@irregularity("turn-without-burn")
def _turn_without_burn(found: Replay):
    return _missing_turn_burn(found)
