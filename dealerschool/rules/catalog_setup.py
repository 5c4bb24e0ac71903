"""Catalog family A: table set-up, deal order and burns."""

from __future__ import annotations

from dealerschool.poker.games import Family
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay
from dealerschool.table.operations import (
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    DealCard,
    DealCommonCard,
    Fold,
    MoveButton,
    PostBringIn,
    ReshuffleForStub,
    TurnBoardCard,
)
from dealerschool.table.table import Table

from .model import (
    ALL_GAMES,
    BUTTON_GAMES,
    DRAW_GAMES,
    FLOP_GAMES,
    STUD_GAMES,
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
from .remedies import next_step, play_on, rule_remedy, seat_name
from .triggers import Tier, irregularity, procedure

RULES = (
    make_rule(
        id="seat-limits", title="Seat limits: ten for flop games, eight for stud", catalog_ids=("A01",), games=ALL_GAMES,
        trigger="a player asks to be seated at a full table",
        answers=agree(answer(R.TABLE_FULL,
            """Stud tables seat at most eight: with eight players reaching seventh street the deck
            can already run short. Flop games seat up to ten.""",
            s000("Texas Hold'em Rules and Game Play / Overview"), s000("7 Card Stud Rules and Game Play"))),
        prompt="An eight-handed seven-card stud game is running and a ninth player asks for a seat.",
        options=((R.TABLE_FULL, "Decline: a stud table seats at most eight; add the player to the list.",
          "Decline: the table is full; add him to the list."),
         (R.SEAT_PLAYER, "Seat him; the common-card rule covers a short deck.")),
    ),
    make_rule(
        id="tie-break-by-suit", title="Card ties are broken by suit: spades, hearts, diamonds, clubs", catalog_ids=("A02", "A03"),
        games=ALL_GAMES, trigger="two cards of equal rank must be ordered (button draw, bring-in, chip race)",
        answers=agree(answer(R.TIE_BROKEN_BY_SUIT,
            """When a procedure needs one card to outrank another of the same rank, suits decide in
            bridge order: spades highest, then hearts, diamonds, clubs. Poker Rules for Beginners allows dealing the
            tied players another card for the button; every rulebook here uses the suit order so the
            draw finishes at once. Suits never decide who wins a pot.""",
            s000("Other Odd Poker Rules and Exceptions / Suit Rankings"),
            s000("Texas Hold'em Rules and Game Play / Setup"), s003("Razz"),
            rrop("Ties 1-2"), tda("Rule 20-B; Addendum 10"))),
        prompt="Drawing for the button in a new game, one player turns the A♥ and another the A♠.",
        options=((R.TIE_BROKEN_BY_SUIT, "The A♠ takes the button: spades outrank hearts.",
          "Higher suit wins: spades, hearts, diamonds, clubs."),
         (R.FIRST_BY_POSITION, "Position breaks the tie: nearer the dealer's left."),
         (R.HEARTS_OUTRANK_SPADES, "The A♥ takes the button: hearts outrank spades.",
          "Higher suit wins: hearts, spades, diamonds, clubs.")),
    ),
    make_rule(
        id="flop-game-deal-order", title="Flop games: deal one at a time from the small blind, button last", catalog_ids=("A04",),
        games=FLOP_GAMES, trigger="blinds posted and the initial deal begins",
        answers=agree(answer(R.DEAL_FROM_LEFT_OF_BUTTON,
            """The first card goes to the first seat left of the button (the small blind), then one card
            at a time clockwise until everyone has two (hold'em) or four (Omaha); the button gets the
            last card. Pitching the first card to any other seat is a misdeal.""",
            s000("Texas Hold'em Rules and Game Play / Game-Play and Betting Rounds"),
            s000("Omaha Poker Rules and Game Play / Setup"), s001("Omaha Hold'em General Rules"),
            rrop("Button and Blind Use, introduction"), tda("Rule 34-B; Rule 35-A-2"))),
        prompt="Hold'em, six players, blinds are in. To which seat does the first card go?",
        options=((R.DEAL_FROM_LEFT_OF_BUTTON, "The small blind, first seat left of the button."),
         (R.DEAL_FROM_LEFT_OF_BIG_BLIND, "The first player to act, left of the big blind."),
         (R.DEAL_TO_BUTTON_FIRST, "The button, since it acts last after the flop.")),
    ),
    make_rule(
        id="flop-game-burn-and-turn", title="Flop games: one burn before the flop, the turn and the river", catalog_ids=("A05", "A06"),
        games=FLOP_GAMES, trigger="a betting round ends with two or more players left",
        answers=agree(answer(R.BURN_ONE_THEN_DEAL,
            """Before each street the dealer burns exactly one card face down, then turns three cards for
            the flop and one each for the turn and river: three burns in a full hand. In limit games the
            preflop and flop rounds use the small bet, the turn and river the big bet.""",
            s000("Texas Hold'em Rules and Game Play / The Flop, The Turn, The River"),
            s000("Hold'em Betting Rules / Fixed-Limit Hold'em"), s001("Omaha Hold'em General Rules, steps 3, 5, 7"),
            tda("Rule 38"), rrop("Hold'em 4-5"))),
        prompt="Preflop betting is complete with four players in. What does the dealer do next?",
        options=((R.BURN_ONE_THEN_DEAL, "Burn one card face down, then turn the three flop cards."),
         (R.DEAL_WITHOUT_BURN, "Turn the three flop cards; the burn comes before the turn only."),
         (R.BURN_ONE_PER_BOARD_CARD, "Burn one card before each of the three flop cards.")),
    ),
    make_rule(
        id="stud-deal-order", title="Stud: two down and one up from the dealer's left; skip folded seats", catalog_ids=("A07", "A08"),
        games=STUD_GAMES, trigger="antes are in; or a later street is dealt",
        answers=agree(answer(R.DEAL_TO_LIVE_HANDS_ONLY,
            """Third street is two cards down and one up to each player, starting on the dealer's left.
            Fourth to sixth street are one upcard each, seventh a downcard, with one burn before each of
            those streets (four burns in a full hand). Each street starts with the first live hand left
            of the dealer; folded hands get no more cards.""",
            s000("7 Card Stud Rules and Game Play / Setup"), s003("Seven Card Stud High"),
            s001("Rules of Seven-Card Stud 13-15"), tda("Rule 38; RP-10-C, RP-10-H"), rrop("Stud, introduction"))),
        prompt="Stud, fourth street. Seat 2 folded to the bring-in on third street; seat 1 is live. Where does the first fourth-street card go?",
        options=((R.DEAL_TO_LIVE_HANDS_ONLY, "Burn, then deal to seat 1, the first live hand left of the dealer, skipping seat 2.",
          "Burn, then deal to live hands from the dealer's left."),
         (R.DEAL_TO_BRING_IN_FIRST, "To the player who brought it in on third street."),
         (R.DEAL_TO_EVERY_SEAT, "To seat 1, then to seat 2's dead hand, to keep the card order as dealt.",
          "To every seat in order, dead hands included.")),
    ),
    make_rule(
        id="draw-game-deal", title="Draw games: one card at a time from the dealer's left", catalog_ids=("A09", "A10"),
        games=DRAW_GAMES, trigger="antes or blinds are in and the deal begins",
        answers=agree(answer(R.DEAL_FROM_LEFT_OF_BUTTON,
            """Draw hands are dealt face down one card at a time, clockwise from the seat on the dealer's
            left, until each player has five (five-card draw, 2-7) or four (badugi).""",
            s000("5 Card Draw Rules and Game Play / The Deal"), s000("Badugi Rules and Game-Play / Dealing and Game Play"),
            s000("2-7 Triple Draw Lowball Rules and Game-Play / Deal and Game Play"))),
        prompt="Badugi, blinds in, five players. How is the hand dealt?",
        options=((R.DEAL_FROM_LEFT_OF_BUTTON, "One card at a time from the dealer's left until each player has four.",
          "One at a time from the dealer's left, round and round."),
         (R.DEAL_IN_PACKETS, "Four cards at once to each player, starting left of the dealer.",
          "All of a player's cards at once, from the dealer's left."),
         (R.DEAL_FROM_LEFT_OF_BIG_BLIND, "From the first player to act, left of the big blind.")),
    ),
    make_rule(
        id="button-moves-one-seat", title="After each hand the button moves one seat left", catalog_ids=("A11",), games=BUTTON_GAMES,
        trigger="a pot has been awarded",
        answers=agree(answer(R.MOVE_BUTTON_ONE_SEAT,
            """The button passes one seat clockwise after every hand and the two players to its left post
            the blinds. When a blind or button player leaves, the house's dead-button or moving-button
            rule (see the dead-vs-moving-button rule) decides the details.""",
            s000("Texas Hold'em Rules and Game Play / Evaluating Hands"), s003("Texas Hold'em"),
            rrop("Button and Blind Use 1 (v10)"), tda("Rule 32"))),
        prompt="A hold'em hand has just been pushed to the winner. What happens to the button?",
        options=((R.MOVE_BUTTON_ONE_SEAT, "One seat clockwise; the next two post the blinds."),
         (R.BUTTON_TO_WINNER, "It goes to the player who won the pot."),
         (R.BUTTON_STAYS, "It stays until the player on the button folds a hand.")),
    ),
    make_rule(
        id="mixed-game-rotation", title="Mixed games: agreed rotation, one orbit per game", catalog_ids=("A12",), games=ALL_GAMES,
        trigger="a mixed game starts or its game list changes",
        answers=agree(answer(R.PLAY_FULL_ORBIT,
            """The game list is agreed by all players (announced in advance in a tournament) and every
            player plays every game. Each game normally lasts one full orbit; changing the list needs
            everyone's consent.""",
            s000("H.O.R.S.E. and Mixed Games"), tda("RP-18"))),
        prompt="In a HORSE game a player asks to skip the razz round and sit out until hold'em comes back.",
        options=((R.PLAY_FULL_ORBIT, "Not allowed: everyone plays every game for an orbit."),
         (R.SEAT_PLAYER_NEXT_HAND, "Allowed: he may sit out razz and come back for hold'em.")),
    ),
    make_rule(
        id="mixed-game-button-during-stud", title="Mixed games: the button during the stud rounds", catalog_ids=("A13",),
        games=ALL_GAMES, trigger="the rotation switches from a button game to stud or razz",
        answers=by_book(
            answer(R.MOVE_BUTTON_ONE_SEAT,
                """Poker Rules for Beginners keeps moving the button one seat per stud hand, only as a hand counter, so the
                next flop game starts wherever it has travelled to.""",
                s000("H.O.R.S.E. and Mixed Games")),
            answer(R.FREEZE_BUTTON,
                """TDA freezes the button: after the last hold'em hand it moves to where the next hold'em
                hand would start and stays there through the stud games, so no one skips or repeats the
                blinds; balancing during stud takes the player who would be the next big blind.""",
                tda("Rule 11-B")),
            answer(R.MOVE_BUTTON_ONE_SEAT,
                """With no frozen-button rule to apply, the button moves one seat each hand, as Poker Rules for Beginners
                has it, to count the orbit.""",
                s000("H.O.R.S.E. and Mixed Games"))),
        prompt="HORSE: the last hold'em hand has been played and razz begins. What happens to the button during razz?",
        options=((R.MOVE_BUTTON_ONE_SEAT, "Keep moving it one seat per razz hand to count the orbit.",
          "Keep moving it one seat a hand to count the orbit."),
         (R.FREEZE_BUTTON, "Freeze it at the next hold'em position until hold'em returns."),
         (R.REMOVE_BUTTON, "Take it off the table; redraw when hold'em returns.")),
    ),
)


# ---------------------------------------------------------------- triggers on the table state
# Procedures only: each says which rule governs the dealer's next operation on a clean table.




@procedure("flop-game-deal-order")
def _flop_initial_deal(table: Table) -> bool:
    return (table.game.family is Family.FLOP and table.street_index == 0
            and isinstance(table.next_dealer_operation(), DealCard))


@procedure("flop-game-burn-and-turn")
def _flop_burn_and_turn(table: Table) -> bool:
    return table.game.family is Family.FLOP and isinstance(table.next_dealer_operation(), (Burn, TurnBoardCard))


@procedure("stud-deal-order")
def _stud_deal(table: Table) -> bool:
    # A seventh street that runs short (reshuffle or common card) is the stud helper's rule, not this one.
    if table.game.family is not Family.STUD:
        return False
    if any(isinstance(op, (ReshuffleForStub, DealCommonCard)) for op in table.queued()):
        return False
    return isinstance(table.next_dealer_operation(), (Burn, DealCard))


@procedure("draw-game-deal")
def _draw_initial_deal(table: Table) -> bool:
    return (table.game.family is Family.DRAW and table.street_index == 0
            and isinstance(table.next_dealer_operation(), DealCard))


@procedure("button-moves-one-seat")
def _button_moves(table: Table) -> bool:
    return table.game.family is not Family.STUD and isinstance(table.next_dealer_operation(), MoveButton)


# ---- new games, full tables and mixed games (state set by the situation)




def _hand_not_started(table: Table) -> bool:
    return table.street_index == 0 and not any(
        isinstance(op, (BetOrRaiseTo, CheckOrCall, Fold, PostBringIn)) for op in table.log)


@procedure("seat-limits", tier=Tier.BEFORE_THE_HAND)
def _table_full(table: Table) -> bool:
    """A new player arrived at a game that already has its maximum number of players."""
    return bool(table.turned_away) and _hand_not_started(table)


@procedure("tie-break-by-suit", tier=Tier.BEFORE_THE_HAND)
def _button_draw(table: Table) -> bool:
    """A new game drew for the button: the high card wins, suits breaking a tie of ranks."""
    return bool(table.button_draw) and _hand_not_started(table)


@procedure("mixed-game-button-during-stud", tier=Tier.BEFORE_THE_HAND)
def _stud_in_a_mixed_game(table: Table) -> bool:
    """A stud hand inside a rotation: what the button does while stud is dealt, as the hand begins and
    once it is over with the button's move next (TDA 2024 Rule 11-B: frozen during stud)."""
    return table.mixed_game and table.game.family.value == "stud" and (
        _hand_not_started(table) or isinstance(table.next_dealer_operation(), MoveButton))


@rule_remedy("mixed-game-button-during-stud", R.FREEZE_BUTTON)
def _button_frozen(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    # TDA 2024 Rule 11-B: the button is frozen during stud, so a stud hand ends with no button move.
    if not isinstance(table.next_dealer_operation(), MoveButton):
        return play_on(code, table, replay, irregularity, rule)
    table.keep_button()
    return [f"The button stays frozen in front of {seat_name(table.button)} through the stud games: it does not "
            "move after this hand.", next_step(table)]


@irregularity("mixed-game-rotation")
def _skips_a_game(replay: Replay) -> Irregularity | None:
    return replay.first_of(IrregularityKind.SKIPS_GAME)
