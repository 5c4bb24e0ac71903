"""Catalog family F: draw games."""

from __future__ import annotations

from dealerschool.poker.cards import Card
from dealerschool.poker.games import Family, ForcedBets, Game, Structure
from dealerschool.situations.replays import Irregularity, Replay
from dealerschool.situations.replays import IrregularityKind as K
from dealerschool.table.operations import CollectBets, DealCard, Discard, ReshuffleForStub
from dealerschool.table.table import Phase, Pile, Table

from .catalog_blinds import deciding, round_actions
from .model import (
    DRAW_GAMES,
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
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import dead_for_wrong_card_count, next_step, rule_remedy, seat_name
from .triggers import irregularity, procedure

_TDA_HOUSE = answer(R.HOUSE_RULE_DECIDES,
    """TDA's misdeal test for exposed cards is written for flop games; for draw games TDA leaves exposed
    cards to the house's posted rule.""",
    tda("Rule 35-A-7; RP-17"))
_DURING_DRAW = answer(R.REPLACE_AFTER_DRAW,
    """A card the dealer exposes while replacing discards cannot be taken. It goes out of play, the draw
    goes on in order, and once everyone else has drawn the player gets a face-down card in its place.""",
    rrop("Draw High 7"), rrop("Lowball (exposed cards on the draw)"))
_SEED_EXPOSED = "Other Odd Poker Rules and Exceptions / Card Exposed While Dealing"
_SEED_REPLACED = answer(R.REPLACE_EXPOSED_CARD_BURN,
    """The source documents' rule on a card exposed while dealing names no game: a card other than the first
    or second that the dealer exposes is not kept. The deal is finished, the player gets the top card of the
    stub in its place, and the exposed card, shown to everyone, is the first burn.""",
    s000(_SEED_EXPOSED))
_MISDEAL_EXPOSED = answer(R.MISDEAL,
    """The first or second card of the hand dealt face up or exposed by the dealer, or two or more cards
    exposed by the dealer, make a misdeal in every game, draw games too, as long as no two players have
    acted: gather, reshuffle, cut and redeal with the button where it was.""",
    rrop("Misdeals 2(a)-(b); Misdeals 1"))
_KEPT = answer(R.CARD_PLAYS,
    """Before the draw, a card the dealer exposes stays with the player when it is one he must keep: in draw
    high any exposed card; in deuce-to-seven a 7, 5, 4, 3 or 2; in limit ace-to-five lowball a seven or under,
    in no-limit and pot-limit ace-to-five a five or under. He may throw it on the draw like any other card.""",
    rrop("Draw High 3"), rrop("Deuce-to-Seven Lowball (exposed cards before the draw)"),
    rrop("Lowball, Ace-to-Five (exposed cards before the draw, and its Explanation)"))
_REPLACED = answer(R.REPLACE_EXPOSED_CARD_BURN,
    """Before the draw in lowball, an exposed card the player may not keep (in deuce-to-seven anything but a 7,
    5, 4, 3 or 2; in limit ace-to-five anything higher than a seven, in no-limit and pot-limit ace-to-five a six
    or higher) is replaced: the deal is finished, the player gets the next card face down in its place, and the
    exposed card is the burn before the first draw.""",
    rrop("Deuce-to-Seven Lowball (exposed cards before the draw)"),
    rrop("Lowball, Ace-to-Five (the first exposed card is the burn; and its Explanation)"))

RULES = (
    make_rule(
        id="draw-deck-runs-out", title="Draw: the stub runs out during the draw", catalog_ids=("F09",), games=DRAW_GAMES,
        trigger="the stub cannot supply the replacements (and the burn) a drawing player asks for",
        answers=agree(answer(R.RESHUFFLE_DISCARDS_FOR_DRAW,
            """The last card of the stub is never dealt as a replacement. The dealer gathers the burns and the
            discards (the folded hands and the cards thrown in the draws so far), adds the last card, scrambles
            them, has them cut and uses them as the new stub: a burn comes off it, then the draw goes on in
            order. The hands still in play never go in, and neither do the cards the player now drawing has
            just thrown away, so he cannot get his own discards back.""",
            rrop("Lowball (the deck runs short on the draw)"),
            rrop("Draw High (the deck runs short on the draw)"))),
        prompt="Six-handed 2-7 triple draw, third draw: the player on the button throws three cards and only one card "
        "is left in the stub. What does the dealer do?",
        options=((R.RESHUFFLE_DISCARDS_FOR_DRAW, "Keep the last card back: scramble it with the burns and the earlier discards (not the three "
          "just thrown), cut, burn, and deal the three.",
          "Scramble the last card with the burns and earlier discards."),
         (R.SHUFFLE_WITH_OWN_DISCARDS, "Scramble every discard, the three just thrown included, and deal from that.",
          "Scramble every discard, the cards just thrown included."),
         (R.DRAW_ONLY_WHAT_IS_LEFT, "Give him the last card; he plays with the cards he has left.")),
    ),
    make_rule(
        id="five-card-draw-first-to-act", title="Five-card draw: who opens", catalog_ids=("F01", "F05"), games=DRAW_GAMES,
        trigger="first betting round of an ante game, or any round after a draw",
        answers=agree(answer(R.FIRST_LEFT_OF_BUTTON,
            """With antes, the first betting round starts on the dealer's left and that player may check; with
            blinds it starts left of the big blind. After each draw the first live player left of the dealer
            starts. Limping is allowed in single-draw games. Robert's Rules (button games): after the first
            betting round the action begins with the first active player left of the button.""",
            s000("5 Card Draw Rules and Game Play / The Deal"), s000("Badugi Rules and Game-Play / Dealing and Game Play"),
            tda("RP-17"), rrop("Button and Blind Use (introduction)"))),
        prompt="Five-card draw with antes only. Who acts first before the draw?",
        options=((R.FIRST_LEFT_OF_BUTTON, "The player on the dealer's left, who may check."),
         (R.FIRST_LEFT_OF_BIG_BLIND, "The third player from the dealer, as in a blind game."),
         (R.ANTE_OPENER_MUST_BET, "The player on the dealer's left, who must bet.")),
    ),
    make_rule(
        id="draw-order", title="Draws go clockwise from the dealer's left, each player's cards at once", catalog_ids=("F02", "F03", "F06"),
        games=DRAW_GAMES, trigger="a draw round",
        answers=agree(answer(R.DEAL_DRAW_ALL_AT_ONCE,
            """The draw starts with the first active player left of the dealer. Each player stands pat or
            discards and gets all his replacement cards from the top of the deck before the dealer moves on.
            Triple-draw games run bet, draw, bet, draw, bet, draw, bet.""",
            s000("Badugi Rules and Game-Play / Dealing and Game Play"), s000("2-7 Triple Draw Lowball Rules and Game-Play / Deal and Game Play"),
            s000("5 Card Draw Rules and Game Play / The Draw Round"), s001("Lowball Poker Games"), barge("Triple draw"))),
        prompt="2-7 triple draw, first draw: seat 1 wants two cards, seat 2 three. How are they dealt?",
        options=((R.DEAL_DRAW_ALL_AT_ONCE, "Two to seat 1 at once, then three to seat 2.",
          "All his cards at once, in turn from the dealer's left."),
         (R.DEAL_DRAW_ROUND_ROBIN, "One card at a time around the table until all are served."),
         (R.FIRST_LEFT_OF_BIG_BLIND, "All at once, starting left of the big blind.")),
    ),
    make_rule(
        id="draw-five-card-discard", title="Draw: a player who discards all five", catalog_ids=("F04",), games=DRAW_GAMES,
        trigger="a player draws five cards",
        answers=agree(answer(R.FOUR_NOW_FIFTH_LAST,
            """Give him four cards now and his fifth after every other player has drawn; if he is the last to
            draw, deal four, burn one, then deal the fifth.""",
            s000("2-7 Triple Draw Lowball Rules and Game-Play / Deal and Game Play"))),
        prompt="2-7 triple draw: the last player to draw throws away all five cards.",
        options=((R.FOUR_NOW_FIFTH_LAST, "Deal four, burn one, then deal the fifth card."),
         (R.DEAL_DRAW_ALL_AT_ONCE, "Deal all five cards straight off the top."),
         (R.REFUSE_FIVE_CARD_DRAW, "Refuse: he may draw at most four cards.")),
    ),
    make_rule(
        id="deuce-to-seven-reading", title="2-7 lowball: aces high, straights and flushes count", catalog_ids=("F07",),
        games=frozenset({GameFamily.TRIPLE_DRAW_2_7}), trigger="2-7 showdown",
        answers=agree(answer(R.AWARD_SECOND_HAND,
            """In deuce-to-seven the ace is always high and straights and flushes count against the hand, so
            7-5-4-3-2 of one suit is a flush and loses to any unpaired, non-straight, non-flush hand.""",
            s000("2-7 Triple Draw Lowball Rules and Game-Play / Showdown"), s001("Lowball Poker Games"))),
        prompt="2-7 showdown: A has 7♥5♥4♥3♥2♥, B has 8♣6♦4♠3♣2♦. Who wins?",
        options=((R.AWARD_SECOND_HAND, "B: A's hand is a flush.",
          "The second hand: the better deuce-to-seven low."),
         (R.AWARD_FIRST_HAND, "A: 7-5-4-3-2 is the best hand.", "The first hand: its cards are lower, so it wins."),
         (R.SPLIT_POT, "Split: both hands are equal.")),
    ),
    make_rule(
        id="badugi-reading", title="Badugi: more suited-different cards beat fewer", catalog_ids=("F08",), games=frozenset({GameFamily.BADUGI}),
        trigger="badugi showdown",
        answers=agree(answer(R.AWARD_FIRST_HAND,
            """A badugi uses the largest set of cards of different suits and ranks; any four-card hand beats
            any three-card hand, then lower is better from the top card down, aces low.""",
            s000("Badugi Rules and Game-Play / Showdown"))),
        prompt="Badugi showdown: A has K♠Q♥J♦T♣, B has A♠2♥3♦3♣. Who wins?",
        options=((R.AWARD_FIRST_HAND, "A: a four-card badugi beats B's three-card hand.",
          "The first hand: a four-card badugi."),
         (R.AWARD_SECOND_HAND, "B: A-2-3 is much lower.", "The second hand: its cards are lower."),
         (R.SPLIT_POT, "Split: the two hands tie.")),
    ),
    make_rule(
        id="draw-exposed-card-during-draw", title="Draw games: a card exposed while replacing discards", catalog_ids=("X37", "F02"),
        games=DRAW_GAMES, trigger="the dealer exposes a replacement card during a draw",
        answers=by_book(_DURING_DRAW, _TDA_HOUSE, _DURING_DRAW),
        prompt="2-7 triple draw, first draw: seat 1 throws one card and the dealer turns his replacement face up.",
        options=((R.REPLACE_AFTER_DRAW, "Finish the draw, then give him a new card."),
         (R.CARD_PLAYS, "He must keep the exposed card and play it."), (R.REPLACE_EXPOSED_CARD, "Give him the next card at once, in turn."),
         (R.HOUSE_RULE_DECIDES, "Apply the room's posted draw-game rule.")),
    ),
    make_rule(
        id="draw-exposed-cards-misdeal", title="Draw games: the first or second card, or two cards, exposed on the deal",
        catalog_ids=("X37",), games=DRAW_GAMES,
        trigger="the dealer exposes the first or second card off the deck, or two or more cards, on a draw game's initial deal",
        answers=by_book(answer(R.MISDEAL,
            """The source documents' rule on a card exposed while dealing names no game: the first or second
            card exposed, or two cards exposed while dealing, make a misdeal; the cards are reshuffled and dealt
            again with the button where it was.""",
            s000(_SEED_EXPOSED)), _TDA_HOUSE, _MISDEAL_EXPOSED),
        prompt="2-7 triple draw: the dealer turns the very first card of the deal face up.",
        options=((R.MISDEAL, "Misdeal: gather the cards and deal again."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Replace it after the deal; it is a burn."),
         (R.CARD_PLAYS, "The player must keep it."),
         (R.HOUSE_RULE_DECIDES, "Apply the room's posted draw-game rule.")),
    ),
    make_rule(
        id="draw-exposed-card-kept", title="Draw games: a card exposed before the draw that the player must keep",
        catalog_ids=("X37",),
        games=frozenset({GameFamily.FIVE_CARD_DRAW, GameFamily.TRIPLE_DRAW_2_7, GameFamily.ACE_TO_FIVE_LOWBALL}),
        trigger="the dealer exposes a card on the initial deal: any card in draw high, a 7, 5, 4, 3 or 2 in "
                "deuce-to-seven, a seven or under in limit ace-to-five lowball (a five or under in no-limit and "
                "pot-limit)",
        answers=by_book(_SEED_REPLACED, _TDA_HOUSE, _KEPT),
        prompt="2-7 triple draw: dealing the first round, the dealer flips seat 2's card face up. It is the 3♣.",
        options=((R.CARD_PLAYS, "He must keep the 3♣.", "He must keep the exposed card and play it."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Finish the deal, replace it; the 3♣ becomes the burn.",
          "Replace it after the deal; it becomes a burn."),
         (R.HOUSE_RULE_DECIDES, "Apply the room's posted draw-game rule.")),
    ),
    make_rule(
        id="draw-exposed-card-replaced", title="Lowball: a card exposed before the draw that is replaced", catalog_ids=("X37",),
        games=frozenset({GameFamily.TRIPLE_DRAW_2_7, GameFamily.ACE_TO_FIVE_LOWBALL}),
        trigger="the dealer exposes a card on the initial deal of lowball that the player may not keep: other "
                "than a 7, 5, 4, 3 or 2 in deuce-to-seven, above a seven in limit ace-to-five (above a five in "
                "no-limit and pot-limit)",
        answers=by_book(_SEED_REPLACED, _TDA_HOUSE, _REPLACED),
        prompt="2-7 triple draw: dealing the first round, the dealer flips seat 3's card face up. It is the K♣.",
        options=((R.REPLACE_EXPOSED_CARD_BURN, "Finish the deal, give him the next card; the K♣ is the first burn.",
          "Give him the next card; the exposed one is a burn."),
         (R.CARD_PLAYS, "He must keep the K♣.", "He must keep the exposed card and play it."),
         (R.HOUSE_RULE_DECIDES, "Apply the room's posted draw-game rule.")),
    ),
    make_rule(
        id="draw-exposed-card-house-rule", title="Draw games: exposed cards follow the house's posted rule", catalog_ids=("X37",), games=DRAW_GAMES,
        trigger="the dealer exposes one card, not the first or second, on the initial deal of badugi (Robert's Rules has no badugi section)",
        answers=by_book(_SEED_REPLACED, answer(R.HOUSE_RULE_DECIDES,
            """TDA's misdeal test for exposed cards is written for flop games; for draw games it leaves the
            remedy to the house. Robert's Rules lists which exposed cards a player keeps for draw high and
            lowball only; for badugi the room's posted rule decides.""",
            tda("Rule 35-A-7; RP-17")), answer(R.HOUSE_RULE_DECIDES,
            """Robert's Rules lists which exposed cards a player keeps for draw high and lowball only; for one
            card other than the first two exposed on a badugi deal the room's posted rule decides (the first or
            second card, or two cards, are a misdeal under Misdeals 2).""",
            rrop("Misdeals 2"))),
        prompt="Badugi: the dealer flashes a player's third card during the initial deal.",
        options=((R.HOUSE_RULE_DECIDES, "Apply the room's posted draw-game rule."),
         (R.MISDEAL, "Always a misdeal, exactly as in hold'em."),
         (R.CARD_PLAYS, "The player must keep it."),
         (R.REPLACE_EXPOSED_CARD_BURN, "Replace it after the deal; it is a burn.")),
    ),
    make_rule(
        id="draw-too-many-cards", title="Draw games: a hand holding too many cards after a draw",
        catalog_ids=("X07", "F02"), games=DRAW_GAMES,
        trigger="the dealer gives a drawing player more cards than he threw, and the hand is found holding too "
        "many cards (before or after its player acts on it, or at the showdown)",
        answers=by_book(
            answer(R.DEAD_HAND,
                """The source documents only say discards are replaced with an equal number of cards; Robert's
                Rules decides: a hand without the proper number of cards for the game is dead (its exception,
                a hand short before the draw, is not this one). Its cards go to the muck, its chips stay in the
                pot, and the other hands play for it.""",
                s000("5 Card Draw / The Draw Round"), rrop("Dead Hands 4")),
            answer(R.DEAD_HAND,
                """TDA kills a hand found with the wrong number of cards once substantial action has occurred,
                and the other hands play for the pot. His chips that were called stay in it; a bet or raise of
                his that nobody has called yet goes back to him, as for any mucked hand.""",
                tda("Rule 38; Rule 15-B")),
            answer(R.DEAD_HAND,
                """A hand that does not contain the proper number of cards for the game is dead; the exception
                for lowball and draw high is a hand with too few cards before the draw, not a hand with too many
                after it. Its chips stay in the pot.""",
                rrop("Dead Hands 4"))),
        prompt="Five-card draw: a player throws two cards, the dealer gives him three, and he bets and shows six cards.",
        options=((R.DEAD_HAND, "His hand is dead; the other hands play for the pot."),
         (R.HAND_PLAYS, "His hand plays its best five of the six cards."),
         (R.MISDEAL, "Misdeal: the bets go back and the hand is dealt again.")),
    ),
    make_rule(
        id="draw-too-few-cards", title="Draw games: a hand holding too few cards after a draw",
        catalog_ids=("X07", "F02"), games=DRAW_GAMES,
        trigger="the dealer gives a drawing player fewer cards than he threw, and the player acts on the hand "
        "(bets, draws or goes to the showdown) before it is found",
        answers=by_book(
            answer(R.DEAD_HAND,
                """The source documents only say discards are replaced with an equal number of cards; Robert's
                Rules decides: a hand without the proper number of cards for the game is dead, and its exception
                for lowball and draw high is a hand short before the draw, not after it. Its cards go to the
                muck, its chips stay in the pot, and the other hands play for it.""",
                s000("5 Card Draw / The Draw Round"), rrop("Dead Hands 4")),
            answer(R.DEAD_HAND,
                """TDA kills a hand found with the wrong number of cards once action has been taken on it; a card
                short on a draw is no initial deal, so there is no misdeal to call. The other hands play for the
                pot; his chips that were called stay in it, and a bet or raise of his that nobody has called yet
                goes back to him, as for any mucked hand.""",
                tda("Rule 38; Rule 15-B")),
            answer(R.DEAD_HAND,
                """A hand that does not contain the proper number of cards for the game is dead; the exception
                for lowball and draw high is a hand with too few cards before the draw, not after it. Its chips
                stay in the pot.""",
                rrop("Dead Hands 4"))),
        prompt="Deuce-to-seven single draw: a player throws two cards, the dealer gives him one, and he checks and "
        "shows four cards.",
        options=((R.DEAD_HAND, "His hand is dead; the other hands play for the pot."),
         (R.DEAL_MISSING_CARDS, "Deal him the top card of the stub and read his five."),
         (R.MISDEAL, "Misdeal: the bets go back and the hand is dealt again.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Registered in order, specific before general.




def _this_draw(table: Table) -> list[Discard]:
    """The discards made so far in the draw in progress (empty outside a draw)."""
    if not table.in_draw or table.phase is Phase.BETTING:
        return []
    found = []
    for op in reversed(table.log):
        if isinstance(op, CollectBets):
            break
        if isinstance(op, Discard):
            found.append(op)
    return found[::-1]


@procedure("draw-deck-runs-out")
def _deck_runs_out(table: Table) -> bool:
    """The stub is down to its last card in a draw: the discards make a new stub (catalog F09)."""
    if table.game.family is not Family.DRAW:
        return False
    operation = table.next_dealer_operation()
    return isinstance(operation, ReshuffleForStub) and not operation.set_aside


DEUCE_SEVEN_KEPT = frozenset({2, 3, 4, 5, 7})
"""Deuce-to-seven: the ranks of an exposed card the player must keep before the draw (Robert's Rules)."""
ACE_TO_FIVE_KEPT_LIMIT = 7
"""Limit ace-to-five lowball: an exposed card this rank or lower (the ace low) is kept before the draw. Robert's
Rules, Lowball, Ace-to-Five: "In limit ace-to-five lowball, before the draw, an exposed card of seven or under must
be taken, and an exposed card higher than a seven must be replaced after the deal has been completed"."""
ACE_TO_FIVE_KEPT_BIG_BET = 5
"""No-limit and pot-limit ace-to-five lowball: only a card that might make the perfect 5-4-3-2-A is kept. Robert's
Rules, its Explanation to that rule: "to not let a player take an exposed six or seven (the rule for no-limit
ace-to-five lowball)"; its No-Limit and Pot-Limit section: "The rules of no-limit play also apply to pot-limit
play"."""


def exposed_card_kept(game: Game, structure: Structure, card: Card | None) -> bool | None:
    """Whether a card the dealer exposes on a draw game's initial deal stays with the player: True kept, False
    replaced after the deal (the exposed card the first burn), None where Robert's Rules lists no such card
    (badugi: the house's posted rule). Draw high keeps any card (Draw High 3); deuce-to-seven a 7, 5, 4, 3 or 2;
    ace-to-five a seven or under in limit play, a five or under in no-limit and pot-limit."""
    low = game.low_kind
    if low is None:
        return True
    if card is None or low not in ("deuce-seven", "razz"):
        return None
    if low == "deuce-seven":
        return int(card.rank) in DEUCE_SEVEN_KEPT
    big_bet = structure in (Structure.NO_LIMIT, Structure.POT_LIMIT)
    ace_low = 1 if int(card.rank) == 14 else int(card.rank)
    return ace_low <= (ACE_TO_FIVE_KEPT_BIG_BET if big_bet else ACE_TO_FIVE_KEPT_LIMIT)


def _exposed_in_draw_game(replay: Replay, during_draw: bool) -> Irregularity | None:
    """The first card exposed on the deal of a draw game, before the draw (the initial deal, street 0) or
    during one (a replacement card: in draw games no other card is dealt after the initial deal)."""
    if replay.table.game.family is not Family.DRAW:
        return None
    hits = [i for i in replay.of_kind(K.CARD_EXPOSED_ON_DEAL) if (i.street_index > 0) is during_draw]
    return hits[0] if hits else None


def _must_keep(replay: Replay, irregularity: Irregularity) -> bool | None:
    return exposed_card_kept(replay.table.game, replay.table.config.structure, irregularity.card)


@irregularity("draw-exposed-card-during-draw")
def _exposed_during_draw(replay: Replay) -> Irregularity | None:
    return _exposed_in_draw_game(replay, during_draw=True)


def _initial_deal_misdeal(replay: Replay) -> Irregularity | None:
    """The exposure on a draw game's initial deal that makes a misdeal: the first or second card off the deck,
    or the second card exposed (Robert's Rules Misdeals 2(a)-(b); the sources' rule on exposed cards)."""
    if replay.table.game.family is not Family.DRAW:
        return None
    exposed = [i for i in replay.of_kind(K.CARD_EXPOSED_ON_DEAL) if i.street_index == 0]
    if len(exposed) >= 2:
        return exposed[1]
    return exposed[0] if exposed and exposed[0].deal_index <= 2 else None


@irregularity("draw-exposed-cards-misdeal")
def _exposed_misdeal(replay: Replay) -> Irregularity | None:
    return _initial_deal_misdeal(replay)


@irregularity("draw-exposed-card-kept")
def _exposed_kept(replay: Replay) -> Irregularity | None:
    hit = _exposed_in_draw_game(replay, during_draw=False)
    return hit if hit is not None and _must_keep(replay, hit) else None


@irregularity("draw-exposed-card-replaced")
def _exposed_replaced(replay: Replay) -> Irregularity | None:
    hit = _exposed_in_draw_game(replay, during_draw=False)
    if hit is not None and _must_keep(replay, hit) is False:
        return hit
    return None


@irregularity("draw-exposed-card-house-rule")
def _draw_exposed(replay: Replay) -> Irregularity | None:
    if replay.table.game.family is not Family.DRAW:
        return None
    return replay.first_of(K.CARD_EXPOSED_ON_DEAL)


def _held(table: Table, seat: int, card: Card) -> bool:
    return any(held.card is card for held in table.seat(seat).cards)


@rule_remedy("draw-exposed-card-during-draw", R.REPLACE_AFTER_DRAW)
def _replace_after_draw(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.card is not None
    seat, card = irregularity.seat, irregularity.card
    if not _held(table, seat, card):
        return [f"The exposed {card} is no longer in {seat_name(seat)}'s hand: nothing to replace.", next_step(table)]
    table.move_card(card, seat, Pile.MUCK)
    steps = [f"{seat_name(seat).capitalize()} may not take the exposed {card}: it goes out of play with the "
             "discards."]
    if table.in_draw:
        table.owe_card_after_draw(seat)  # dealt once every other player has drawn, as a fifth card is
        steps.append(f"Finish the draw in order; after the last player has drawn, deal {seat_name(seat)} "
                     "one card face down in its place.")
    else:
        table.give_top_card(seat)
        steps.append(f"The draw is over: deal {seat_name(seat)} the top card face down in its place now.")
    return steps + [next_step(table)]


@rule_remedy("draw-exposed-card-kept", R.CARD_PLAYS)
def _exposed_kept_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return [f"{seat_name(irregularity.seat).capitalize()} keeps the exposed {irregularity.card}; finish the deal as usual. He may "
            "throw it on the draw like any other card.", next_step(table)]


@rule_remedy("draw-exposed-card-replaced", R.REPLACE_EXPOSED_CARD_BURN)
@rule_remedy("draw-exposed-card-kept", R.REPLACE_EXPOSED_CARD_BURN)
@rule_remedy("draw-exposed-card-house-rule", R.REPLACE_EXPOSED_CARD_BURN)
def _exposed_replaced_remedy(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.card is not None
    seat, card = irregularity.seat, irregularity.card
    while table.street_index == 0 and isinstance(table.next_dealer_operation(), DealCard):
        table.deal_next()  # finish the deal first
    if not _held(table, seat, card) or table.street_index > 0:
        return [f"{seat_name(seat).capitalize()} keeps the {card}: the deal is long over.", next_step(table)]
    table.replace_card(seat, card, to=Pile.BURNS)
    table.count_burn_as_out()
    return ["Finish the deal as usual.",
            f"Give {seat_name(seat)} the top card of the stub face down in place of the exposed {card}.",
            f"The {card} is the burn for the first draw: the draw begins without another burn.", next_step(table)]


@procedure("draw-five-card-discard")
def _five_card_discard(table: Table) -> bool:
    # A player threw all five and has not yet received the fifth card (four now, the fifth last).
    if table.game.family is not Family.DRAW or not table.config.rules.five_card_discard_rule:
        return False
    size = table.game.hand_size
    return size == 5 and any(len(op.cards) == 5 and len(table.seat(op.seat).cards) < size for op in _this_draw(table))


@procedure("draw-order")
def _draw_order(table: Table) -> bool:
    # The table's own flag: a draw is in progress (discards or replacements still to come).
    return table.game.family is Family.DRAW and table.in_draw and table.phase is not Phase.BETTING


@procedure("five-card-draw-first-to-act")
def _draw_first_to_act(table: Table) -> bool:
    # After a draw, or before it in an ante game: first live player left of the dealer.
    seat = deciding(table)
    if seat is None or table.game.family is not Family.DRAW or round_actions(table):
        return False
    return table.street_index > 0 or table.config.forced is not ForcedBets.BLINDS


# ---------------------------------------------------------------- a hand with too many cards after a draw

@irregularity("draw-too-many-cards")
def _too_many_after_draw(replay: Replay) -> Irregularity | None:
    """A card dealt on a draw to a seat whose replacements were already in (recorded as a card dealt early or to
    the wrong seat) leaves a live hand holding more than the game's hand size: the hand is dead whenever it is
    found, before its player acts on it as well as after (Robert's Rules, Dead Hands 4, sets no time: 'The hand
    does not contain the proper number of cards for that particular game'; TDA 2024 Rule 38 and its Addendum
    example 1-B kill a three-card hold'em hand found before its player acts, 'because SA has occurred'). A draw
    comes after the first betting round, so the misdeal cut-off is always past."""
    table = replay.table
    if table.game.family is not Family.DRAW:
        return None
    size = table.game.hand_size
    for hit in replay.irregularities:
        if hit.kind not in (K.PREMATURE_CARD, K.WRONG_SEAT_DEALT) or hit.street_index == 0 or hit.seat is None:
            continue
        player = table.seats[hit.seat] if 0 <= hit.seat < len(table.seats) else None
        if player is None or player.folded or len(player.cards) <= size:
            continue
        return hit
    return None


@irregularity("draw-too-few-cards")
def _too_few_after_draw(replay: Replay) -> Irregularity | None:
    """A replacement card passed over on a draw ('skip pN' while his cards are dealt) leaves a live hand holding
    fewer than the game's hand size; found once its player has acted on the hand or the showdown is reached
    (Robert's Rules, Dead Hands 4: the exception for a short hand is before the draw only). Found before he
    acts, the missing card is another question, not this rule's."""
    table = replay.table
    if table.game.family is not Family.DRAW:
        return None
    size = table.game.hand_size
    for hit in replay.of_kind(K.MISSING_CARD):
        if hit.street_index == 0 or hit.seat is None:
            continue  # a short starting hand is the initial deal's rules' (misdeal, button short, before the draw)
        player = table.seats[hit.seat] if 0 <= hit.seat < len(table.seats) else None
        if player is None or player.folded or len(player.cards) >= size:
            continue
        if table.showdown_due or any(seat == hit.seat for seat, _, _ in replay.actions_since(hit)):
            return hit
    return None


@rule_remedy("draw-too-few-cards", R.DEAD_HAND)
def _too_few_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return dead_for_wrong_card_count(table, irregularity.seat,
                                   f"fewer than the game's {table.game.hand_size} after the draw, so the hand is dead.")


@rule_remedy("draw-too-many-cards", R.DEAD_HAND)
def _too_many_dead(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return dead_for_wrong_card_count(table, irregularity.seat,
                                   f"more than the game's {table.game.hand_size}, so the hand is dead.")
