"""Remedies: what each ruling code does to the table.

A remedy takes a copy of the replayed table and changes it into the table as
it must look after the ruling: where every card goes, what happens to the
bets, who acts next. It returns the steps in words for the dealer. Codes
that change nothing physical (a procedure answer, "the action stands") fall
back to saying what the correct next step is.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from dealerschool.poker.cards import Card
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    Fold,
    MoveButton,
    Operation,
    PostBringIn,
    PushPot,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import LateCorrection, Pile, Table
from dealerschool.table.words import describe, describe_award, join_words, plural

from .model import Rule
from .model import RulingCode as R

Remedy = Callable[[R, Table, Replay, "Irregularity | None", Rule], list[str]]
REMEDIES: dict[tuple[str | None, R], Remedy] = {}
"""The one registry of remedies. (rule id, code) -> the remedy when that rule rules with that code (a
four-card flop redealt is not the same as one premature card reshuffled); (None, code) -> the code's
remedy for every rule that has none of its own."""

INITIAL_DEAL_KINDS = {
    IrregularityKind.CARD_EXPOSED_ON_DEAL, IrregularityKind.WRONG_SEAT_DEALT, IrregularityKind.EMPTY_SEAT_DEALT,
    IrregularityKind.BOXED_CARD, IrregularityKind.DOWNCARD_DEALT_UP, IrregularityKind.UPCARD_DEALT_DOWN,
}
MISCOUNT_KINDS = {IrregularityKind.MISSING_CARD, IrregularityKind.PREMATURE_CARD}
"""A seat dealt short, or a card too many, on the initial deal: a misdeal only until the rulebook's cut-off, like
the deal's other mistakes (TDA 2024 Rules 35-A-5 and 35-D; Robert's Rules, Misdeals 1 and 2(e))."""


def _add(key: tuple[str | None, R], function: Remedy) -> None:
    if key in REMEDIES:
        whose = "code" if key[0] is None else f"rule {key[0]!r} and code"
        raise ValueError(f"two remedies for {whose} {key[1].value!r}")
    REMEDIES[key] = function


def remedy(*codes: R) -> Callable[[Remedy], Remedy]:
    """Register the remedy for ``codes`` that every rule gets unless it has its own (:func:`rule_remedy`)."""
    def register(function: Remedy) -> Remedy:
        for code in codes:
            _add((None, code), function)
        return function
    return register


def rule_remedy(rule_ids: str | tuple[str, ...], *codes: R) -> Callable[[Remedy], Remedy]:
    """Register a remedy used only when one of ``rule_ids`` (one id, or several) rules with one of ``codes``."""
    def register(function: Remedy) -> Remedy:
        for rule_id in (rule_ids,) if isinstance(rule_ids, str) else rule_ids:
            for code in codes:
                _add((rule_id, code), function)
        return function
    return register


def choose(rule_id: str | None, code: R) -> Remedy:
    """The remedy for ``rule_id`` ruling ``code``: its own, else the code's, else play on.
    ``rule_id=None``: the code's general remedy (a rule's own remedy may build on it)."""
    return REMEDIES.get((rule_id, code)) or REMEDIES.get((None, code)) or play_on


def apply(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    steps = choose(rule.id, code)(code, table, replay, irregularity, rule)
    table.check_invariants()
    return steps


_SHOWDOWN_HELD: ContextVar[list[Table] | None] = ContextVar("showdown_held", default=None)
"""While set: the tables whose showdown a remedy would have finished (:func:`finish_showdown`), held instead."""


@contextmanager
def showdown_held() -> Iterator[list[Table]]:
    """Hold the end of the showdown while several mistakes of one deal are ruled (issue 15 section 2 item 1):
    a remedy that would finish it (the remaining shows, the pots pushed) leaves it for the next mistake's
    remedy, and names its table in the list given; the engine finishes it once, after the last remedy."""
    token = _SHOWDOWN_HELD.set([])
    try:
        held = _SHOWDOWN_HELD.get()
        assert held is not None
        yield held
    finally:
        _SHOWDOWN_HELD.reset(token)


def finish_showdown(table: Table) -> list[str]:
    """Carry the showdown to its end (shows, pots pushed) and say who was paid; while
    :func:`showdown_held`, leave it for the remedies still to come and say nothing."""
    held = _SHOWDOWN_HELD.get()
    if held is not None:
        held.append(table)
        return []
    if len(table.in_hand()) == 1:
        # The last hand left is not asked to show: the pot is uncontested now.
        table.replace_queued([op for op in table.queued() if not isinstance(op, ShowHand)])
    run_to_the_button(table)
    # One sentence per pot, as a dealer says it: "Main pot 130: seat 2 wins all 130."
    return [describe_award(award) for award in table.awards]


def take_back_pushed(table: Table, next_hand: Table | None = None) -> list[str]:
    """Before the next hand begins, a pot pushed on a wrong reading comes back (TDA 2024 Rule 22): each seat
    gives back the chips pushed to it and the pots are worked out again among the live hands
    (:meth:`Table.award_again`); :func:`finish_showdown` then pushes them to their winners. Once the next hand
    has begun (an accounting error found before substantial action on it), the next hand is left as it stands
    and the chips move from the stack behind of each seat paid too much, ``next_hand``'s stacks when it has been
    dealt (:meth:`Table.correct_awards_from_behind`; what is not behind is the floor's to settle). The step in
    words, or none when no pot was pushed yet."""
    if table.is_complete:
        behind = None if next_hand is None else {seat: next_hand.seat(seat).stack for seat in next_hand.occupied}
        return _late_correction_words(table.correct_awards_from_behind(behind), dealt=next_hand is not None)
    taken = table.award_again()
    if not taken:
        return []
    given = [f"{seat_name(seat)} gives back {chips}" for seat, chips in taken.items()]
    return [f"The pots pushed come back to the middle before the next hand begins: {join_words(given)}."]


def _late_correction_words(correction: LateCorrection, dealt: bool) -> list[str]:
    where = "from his stack behind (his chips in the new hand's pot are not touched)" if dealt else \
        "from his stack"
    steps = ["The next hand has begun: it is left as it stands, and the pots are not pushed again."]
    steps += [f"{seat_name(payer).capitalize()} gives {chips} {where} to {seat_name(payee)}."
              for payer, payee, chips in correction.moved]
    paid = {payer for payer, _, _ in correction.moved}
    steps += [f"{seat_name(payer).capitalize()} has no more behind: the {'other ' if payer in paid else ''}{chips} "
              f"he owes {seat_name(payee)} is the floor's to settle (the table shows only the chips moved; the push as made:)."
              for payer, payee, chips in correction.owed]
    return steps


def run_to_the_button(table: Table) -> None:
    """The dealer's steps until a player must act or the button is to move: the ruling's table stops once
    the pots are pushed, with the button's move next (as :func:`carry_out_bookkeeping` leaves it), not
    with the hand over and the button already moved on."""
    while table.actor is None:
        operation = table.next_dealer_operation()
        if operation is None or isinstance(operation, MoveButton):
            return
        table.apply(operation)


def carry_out_bookkeeping(table: Table) -> tuple[Table, list[str]]:
    """The table once the ruling's outcome is carried out, and the steps in words: the pots the ruling has
    decided pushed to their winners, or every live hand turned up for an all-in run-out (TDA 2024 Rule 16:
    "all hands will be tabled without delay"), with the bookkeeping before them (an uncalled bet given back,
    the bets brought into the pot). A floor person reads "seat 2 wins the pot" as chips in front of seat 2;
    five of the six writers of the second round's fresh cases expected it so (tests/conformance/FRESH.md).

    Left as they are, when no push or tabling follows: bets still in front of the players (a ruling on a
    bet's amount shows it where it was put), and never carried out: a card dealt, burned or turned (the
    next street is the game's procedure, not the ruling), a hand shown at the showdown (the order of
    showing is what a ruling may decide), a player's decision, the button moving on. The table given is
    not changed; the one returned is ``table`` itself when there is nothing to carry out."""
    after = table.copy()
    steps: list[str] = []
    decided = False
    while after.actor is None:
        operation = after.next_dealer_operation()
        if isinstance(operation, ShowHand) and operation.seat in after.tabled_for_runout:
            steps.append(f"Turn {seat_name(operation.seat)}'s hand face up for the run-out.")
            decided = True
        elif isinstance(operation, (ReturnUncalledBet, CollectBets)):
            words = describe(operation)
            steps.append(words[0].upper() + words[1:] + ".")
        elif isinstance(operation, PushPot) and operation.index < len(after.awards):
            steps.append(describe_award(after.awards[operation.index]))
            decided = True
        else:
            break
        after.apply(operation)
    return (after, steps) if decided else (table, [])


def dead_for_wrong_card_count(table: Table, seat: int, why: str) -> list[str]:
    """A live hand holding more or fewer cards than its game allows is dead (stud's eighth card, a draw hand
    given one too many or one too few on the draw): its cards go to the muck, its chips stay in, and if the
    pots were already worked out at the showdown they are worked out again among the hands still live and the
    showdown finishes."""
    held = len(table.seat(seat).cards)
    # Under TDA a killed hand's bet or raise nobody has called goes back (Rule 15-B; the bookkeeping step says
    # so); under Robert's Rules and the sources no money is returned to a fouled hand (Misdeals).
    chips = ("its chips stay in the pot" if table.config.rules.killed_hand_forfeits_unmatched
             else "its called chips stay in the pot; a bet or raise of it nobody has called goes back")
    table.kill_hand(seat)
    table.settle_pots_again()
    steps = [f"{seat_name(seat).capitalize()} holds {held} cards: {why} Its cards go to the muck; {chips}."]
    if table.showdown_due or any(isinstance(op, PushPot) for op in table.queued()):
        return steps + finish_showdown(table)
    return steps + [next_step(table)]


def seat_name(seat: int | None) -> str:
    return "no seat" if seat is None else f"seat {seat + 1}"


def next_step(table: Table) -> str:
    operation = table.next_dealer_operation()
    if operation is not None:
        return f"Next, the dealer must {describe(operation)}."
    if table.actor is not None:
        return f"Next, {seat_name(table.actor)} acts ({', '.join(table.legal_player_operations())})."
    return "The hand is over."


NOTHING_CHANGES = "Nothing on the table changes: play continues."
"""A remedy's first step when it changes nothing (dropped when the ruling's outcome is then carried out)."""


def play_on(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    return [NOTHING_CHANGES, next_step(table)]


# ---------------------------------------------------------------- misdeals and cut-offs


def misdeal_too_late(replay: Replay, irregularity: Irregularity, cutoff: str) -> bool:
    """Catalog X01: a misdeal can no longer be called once enough action has taken place.

    ``cutoff`` is the rulebook's (or the room's) ``HouseOptions.misdeal_cutoff``. ``substantial-action``
    (TDA 2024 Rule 36): two actions in turn at least one of which puts chips in, or any three actions.
    ``two-players-acted`` (Robert's Rules, and the sources, which have no cut-off of their own and follow
    Robert's): two players after the blinds or forced bet have acted.
    """
    if irregularity.kind not in INITIAL_DEAL_KINDS | MISCOUNT_KINDS or irregularity.street_index != 0:
        return False
    actions = replay.actions_since(irregularity)
    if irregularity.kind is IrregularityKind.BOXED_CARD and not isinstance(irregularity.expected, DealCard):
        # Found in the stub once the initial deal was done (the dealer's next step was not a card to a seat):
        # the cards were boxed all along and attention is called only now, so the action already taken counts
        # toward the cut-off as well (Robert's Rules, Misdeals 2: "provided attention is called to the error
        # before two players have acted on their hands"; TDA 2024 Rule 35-D: once substantial action occurs
        # "a misdeal cannot be declared").
        actions = replay.actions_before + replay.actions_after
    if cutoff == "two-players-acted":
        forced = _forced_bet(replay)
        actions = [action for action in actions if action is not forced]
    return action_has_begun(actions, cutoff)


def _forced_bet(replay: Replay) -> tuple[int, Operation, int] | None:
    """The stud forced bet among the hand's player actions, or None: Robert's Rules, Misdeals 2, "Action is
    considered to occur in stud games when two players after the forced bet have acted on their hands", so
    the forced bet is not one of the two, as the posted blinds are not in button games. It is the hand's
    first action: the bring-in, or the full bet its player opens for instead (Stud 2: "The player with the
    forced bet has the option of opening for a full bet")."""
    hand = replay.actions_before + replay.actions_after
    if not hand:
        return None
    seat, operation, _ = hand[0]
    if isinstance(operation, PostBringIn) or (
            isinstance(operation, BetOrRaiseTo) and seat == replay.table.bring_in_seat):
        return hand[0]
    return None


def action_has_begun(actions: list[tuple[int, Operation, int]], cutoff: str) -> bool:
    """Whether ``actions`` (seat, operation, chips put in) pass the rulebook's cut-off (see
    :func:`misdeal_too_late`)."""
    if cutoff == "substantial-action":
        return len(actions) >= 3 or (len(actions) >= 2 and any(chips > 0 for _, _, chips in actions[:2]))
    if cutoff != "two-players-acted":
        raise ValueError(f"misdeal cut-off: {cutoff!r} is not 'two-players-acted' or 'substantial-action'")
    return len(actions) >= 2


def button_found_too_late(replay: Replay, irregularity: Irregularity, cutoff: str) -> bool:
    """A button out of position found once action has begun under the rulebook's cut-off: Robert's Rules,
    Misdeals 1 (a misdeal only "before two players have acted on their hands") and TDA 2024 Rule 34-A
    (corrected only before substantial action). Judged on the player actions before it was found."""
    if irregularity.kind is not IrregularityKind.BUTTON_OUT_OF_POSITION:
        return False
    if replay.irregularities and replay.irregularities[0] is irregularity:
        return action_has_begun(replay.actions_before, cutoff)
    return irregularity.player_actions_before >= 3  # (after another mistake: any three actions pass both cut-offs)


@remedy(R.MISDEAL)
def _misdeal(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    steps = [
        "Stop the deal and call a misdeal.",
        "Take back every card, return all blinds, antes and bets to the players who put them in.",
        "Reshuffle the whole deck, cut, and deal again; the button does not move and nothing else changes.",
    ]
    table.redeal(table.button, f"{table.seed}-redeal")
    steps.append(next_step(table))
    return steps


# ---------------------------------------------------------------- exposed and boxed cards


@remedy(R.REPLACE_EXPOSED_CARD_BURN)
def _replace_exposed_burn(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.card is not None
    while table.actor is None and isinstance(operation := table.next_dealer_operation(), DealCard):
        table.apply(operation)  # finish the deal first (only the deal: no burn or board card)
    player = table.seats[irregularity.seat]
    if player is None or player.folded or all(held.card is not irregularity.card for held in player.cards):
        return [f"The exposed {irregularity.card} has gone to the muck with {seat_name(irregularity.seat)}'s folded hand: "
                "there is nothing left to replace.", "Burn and turn the flop as usual.", next_step(table)]
    if table.board:  # the preflop round may be over: until the flop is turned the card is still replaced
        return [f"The board is already out: {seat_name(irregularity.seat)} keeps the {irregularity.card} and the hand plays on.",
                next_step(table)]
    table.replace_card(irregularity.seat, irregularity.card, to=Pile.BURNS)
    table.count_burn_as_out()
    return [
        "Finish dealing the round as normal.",
        f"Give {seat_name(irregularity.seat)} the top card of the stub in place of the exposed {irregularity.card}.",
        f"Show the {irregularity.card} to the table and use it as the first burn card: the flop is then turned without "
        "another burn.",
        next_step(table),
    ]


@remedy(R.REPLACE_EXPOSED_CARD)
def _replace_exposed(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None and irregularity.card is not None
    table.replace_card(irregularity.seat, irregularity.card, to=Pile.SET_ASIDE)
    return [f"Take back the exposed {irregularity.card} and put it aside, out of play.",
            f"Deal {seat_name(irregularity.seat)} the next card face down instead.", next_step(table)]


@remedy(R.REMOVE_BOXED_CARD_CONTINUE)
def _remove_boxed(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    boxed = " and ".join(str(c) for c in replay.boxed) or "boxed card"
    it = "them" if len(replay.boxed) > 1 else "it"
    steps = [f"Take the face-up {boxed} out of the stub, show {it} to the table and keep {it} out of play."]
    left = len(table.stub)
    short = table.queue_stud_shortage_rest()
    if short is None:
        return steps + ["Carry on dealing with the next face-down card as if nothing had happened.", next_step(table)]
    # Stud: the stub no longer has a card for every player still to be dealt on this street, so the
    # rulebook's running-out procedure takes over for those players.
    waiting = [seat_name(op.seat) for op in table.queued() if isinstance(op, DealCard)]
    book = ("TDA RP-10-H" if table.street_index == len(table.game.streets) - 1
            and table.config.rules.stud_running_out_tda else "Robert's Rules, Stud 15")
    plan = "; ".join("announce who acts first" if isinstance(op, AnnounceFirstToAct) and op.seat < 0
                     else describe(op) for op in short)
    players = plural(len(waiting), "player") if waiting else "the players still to be dealt"
    street = f"{table.street.name} street"
    steps.append(f"Without {it} the stub has {plural(left, 'face-down card')}, too few for the {street} cards still to "
                 f"come ({players}): the stud running-out procedure ({book}) takes over for them.")
    steps.append(f"The cards taken out ({boxed}) go in with the burns if the stub is scrambled.")
    steps.append(f"{street.capitalize()}, step by step: {plan}.")
    return steps + [next_step(table)]


@remedy(R.FOLD_EXTRA_HAND)
def _fold_extra(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    folded = [seat_name(seat) for seat in table.muck_empty_seat_cards()]
    return [f"Fold the cards dealt to {', '.join(folded) or 'the empty seat'} into the muck unseen.",
            "Continue the deal; the other hands play.", next_step(table)]


# ---------------------------------------------------------------- board and burn errors


def _premature_cards(replay: Replay) -> list[Irregularity]:
    return replay.of_kind(IrregularityKind.PREMATURE_CARD)


def _prematurely_out(table: Table, replay: Replay, to: Pile) -> tuple[list[Card], list[Card]]:
    """The burn(s) that came out early, left where they are, and the board or seat cards that came out early,
    moved to ``to``."""
    burns: list[Card] = []
    others: list[Card] = []
    for irregular in _premature_cards(replay):
        card = irregular.card
        if card is None:
            continue
        if card in table.burns:
            burns.append(card)
        elif card in table.board:
            table.move_card(card, Pile.BOARD, to)
            others.append(card)
        else:
            for seat in table.occupied:
                if card in table.seat(seat).hole:
                    table.move_card(card, seat, to)
                    others.append(card)
    return burns, others


def _round_over_since(table: Table, replay: Replay) -> bool:
    """The betting round the premature card interrupted was finished by the actions recorded after it: the
    table has already lined up the next street (its burn included)."""
    premature = _premature_cards(replay)
    return bool(premature) and table.street_index > premature[0].street_index


def _drop_queued_burn(table: Table) -> None:
    """The next street's burn is already out (the premature card's burn): take it out of the lined-up deal."""
    queued = table.queued()
    for k, operation in enumerate(queued):
        if isinstance(operation, Burn):
            del queued[k]
            break
    table.replace_queued(queued)


@remedy(R.RESHUFFLE_AND_REDEAL)
def _reshuffle_premature(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    over = _round_over_since(table, replay)
    burns, others = _prematurely_out(table, replay, to=Pile.STUB)
    table.reshuffle_stub(f"{table.seed}-reshuffle-premature")
    shown = " ".join(map(str, others)) or "the premature card"
    finish = "The betting round is over: " if over else "Finish the betting round; then "
    # Only a burn that actually came off for that street is kept as its burn: count them, never assume one.
    if burns:
        if over:
            _drop_queued_burn(table)  # the next street is lined up already: without its burn
        else:
            table.count_burn_as_out()
        first = [f"Stop. Leave the burn card ({' '.join(map(str, burns))}) where it is: it is that street's burn. "
                 f"Take back {shown}."]
        deal = f"{finish}deal the next street from the reshuffled stub without burning again."
    else:
        first = [f"Stop. No burn came off before {shown}; take it back."]
        deal = (f"{finish}burn and deal the next street from the reshuffled stub as usual "
                "(no burn for it is out yet).")
    return first + [
        f"Shuffle {shown} into the stub (face down), without the burns or the muck.",
        deal,
        next_step(table),
    ]


@remedy(R.SET_ASIDE_USE_RIVER_AS_TURN)
def _set_aside_turn(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    premature = _premature_cards(replay)
    over = _round_over_since(table, replay)
    burns, others = _prematurely_out(table, replay, to=Pile.SET_ASIDE)
    if burns:
        table.count_burn_as_out(False)
    # The turn comes from the next card (with a burn); the river from the stub reshuffled with the card: the
    # street after next counted from the round the card interrupted, even if the actions recorded after it
    # have finished that round.
    interrupted = premature[0].street_index if premature else table.street_index
    table.shuffle_set_aside_back_before(interrupted + 2)
    shown = " ".join(map(str, others)) or "the premature card"
    # With its burn out, the next card is the one that would have been the river; without, it is not.
    which = " (the one that would have been the river)" if burns else ""
    return [
        f"Set {shown} aside, face up, for this betting round.",
        f"{'The betting is over: now' if over else 'After the betting,'} burn and turn the next card{which} as the turn.",
        f"After the turn betting, shuffle the stub together with {shown} (not the burns or muck), cut, and turn "
        "the river without burning.",
        next_step(table),
    ]


@remedy(R.SET_ASIDE_AND_BURN_EXTRA)
def _stud_set_aside(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    burns, others = _prematurely_out(table, replay, to=Pile.SET_ASIDE)
    live = len(table.in_hand())
    return [
        f"Take the early cards ({' '.join(map(str, others)) or 'none'}) out of play and keep them aside.",
        f"When this betting round ends, also remove one card for each of the {live} players still in the hand, "
        "so everyone gets the card they would have had; then burn and deal the street.",
        next_step(table),
    ]


@remedy(R.USE_CARD_AS_BURN)
def _use_as_burn(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None
    card = irregularity.card
    if card is not None and card in table.board:
        table.move_card(card, Pile.BOARD, Pile.BURNS)
        table.resume_dealing([TurnBoardCard()])
        return [f"Show the {card} to the table, then turn it face down as the burn card.",
                "Turn the next card as the real board card.", next_step(table)]
    if card is not None:
        for seat in table.occupied:
            if card in table.seat(seat).hole:
                table.move_card(card, seat, Pile.BURNS)
    return [f"The extra card ({card}) becomes the burn card.", next_step(table)]


@remedy(R.RESTORE_CARD_ORDER)
def _restore_order(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    """Two burns: put the cards back where they would have come from (catalog I03, I04, D14)."""
    extra = replay.of_kind(IrregularityKind.EXTRA_BURN)
    if not extra:
        return play_on(code, table, replay, irregularity, rule)
    first_extra_burn = extra[0].card
    assert first_extra_burn is not None
    position = table.burns.index(first_extra_burn)
    wrong_burns = table.burns[position:]  # the true card(s) burned by mistake
    street_start = len(table.board) - _cards_turned_since(replay, extra[0])
    turned = table.board[street_start:]
    steps = []
    if not turned:
        # Caught before anything was turned: the extra burn goes back on top of the stub.
        table.move_card(first_extra_burn, Pile.BURNS, Pile.STUB)
        return [f"Put the extra burn ({first_extra_burn}) back on top of the stub.", next_step(table)]
    true_card = wrong_burns[0]
    if len(turned) == 1:
        # I03: burn, burn, up. The card turned up is really the next burn; the second burn is the true card.
        shown = turned[0]
        table.move_card(shown, Pile.BOARD, Pile.STUB)  # the street's last card: the true card takes its place
        table.move_card(true_card, Pile.BURNS, Pile.BOARD)
        steps = [f"Turn the {shown} back: it goes on top of the stub as the next burn card (it has been seen).",
                 f"Turn up the second burn card, {true_card}: it is the card that should have come."]
    else:
        # I04: burn, burn, up, up. The second up card plays; the first up card becomes the next burn;
        # the true card (second burn) goes on top of the stub and comes next without a burn.
        first_up, second_up, beyond = turned[0], turned[1], turned[2:]
        table.move_card(first_up, Pile.BOARD, Pile.BURNS)
        table.move_card(true_card, Pile.BURNS, Pile.STUB)
        for card in beyond:
            table.move_card(card, Pile.BOARD, Pile.SET_ASIDE)
        table.count_burn_as_out()
        steps = [f"Put the second burn card ({true_card}) face down on top of the stub.",
                 f"Turn the first up card ({first_up}) face down: it is the next street's burn.",
                 f"The second up card ({second_up}) stays and plays as this street's card.",
                 f"Next street: turn the top card ({true_card}) without burning."]
        if beyond:
            # More cards were turned after those two: they came out early and are kept out of play.
            steps.insert(3, f"The cards turned after it ({' '.join(map(str, beyond))}) came out too early: "
                            "set them aside; they do not play.")
    steps.append(next_step(table))
    return steps


def _cards_turned_since(replay: Replay, since: Irregularity) -> int:
    count = 0
    later = [e for e in replay.situation.events if e.index > since.event.index]
    for event in later:
        if isinstance(event.operation, TurnBoardCard):
            count += 1
    return count


# ---------------------------------------------------------------- hands and seats


@remedy(R.DEAD_HAND, R.KILL_HAND)
def _dead_hand(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    if irregularity is None or irregularity.seat is None or table.seats[irregularity.seat] is None:
        return play_on(code, table, replay, irregularity, rule)
    table.kill_hand(irregularity.seat)
    return [f"Kill the hand of {seat_name(irregularity.seat)}: its cards go to the muck; chips already in the pot stay there.",
            next_step(table)]


@remedy(R.BRING_IN_CORRECTED)
def _bring_in_corrected(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.expected is not None
    wrong, right = irregularity.seat, getattr(irregularity.expected, "seat", None)
    assert wrong is not None and right is not None
    table.correct_bring_in(wrong, right)
    return [f"{seat_name(wrong).capitalize()} takes back the bring-in: the next player had not acted yet.",
            f"{seat_name(right).capitalize()} holds the true low card and must bring in.", next_step(table)]


@remedy(R.EXPOSED_CARD_NOT_BRING_IN, R.EXPOSED_CARD_BRINGS_IN)
def _stud_exposed_downcard(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    # Every seat whose hole card was dealt up on this street gets the same remedy, the ruled one first: the
    # rule names one exposed card, but the deal may have exposed cards of two hands. A hand with both hole
    # cards up is not this rule's: it is dead ('stud-both-hole-cards-exposed', ruled on its own).
    exposed: dict[int, list[Irregularity]] = {irregularity.seat: []}
    for irregular in replay.of_kind(IrregularityKind.DOWNCARD_DEALT_UP):
        if irregular.seat is not None and irregular.street_index == irregularity.street_index:
            exposed.setdefault(irregular.seat, []).append(irregular)
    exposed = {seat: hits for seat, hits in exposed.items() if len(hits) < 2}
    queued = table.queued()
    for seat in exposed:
        for k, operation in enumerate(queued):
            if isinstance(operation, DealCard) and operation.seat == seat and operation.face_up:
                queued[k] = DealCard(seat, False)
                break
    table.replace_queued(queued)
    steps: list[str] = []
    for seat in exposed:
        if code is R.EXPOSED_CARD_NOT_BRING_IN:
            table.excuse_from_bring_in(seat)
    taken_back = _excused_bring_in_taken_back(table) if code is R.EXPOSED_CARD_NOT_BRING_IN else []
    for seat, hits in exposed.items():
        card = (hits[0] if hits else irregularity).card
        steps.append(f"{seat_name(seat).capitalize()} keeps the exposed {card}; its third card is dealt face down "
                     "so it still has two down and one up.")
        if code is R.EXPOSED_CARD_NOT_BRING_IN:
            # Deal the rest of third street on a copy to say who acts first, not only the rule.
            ahead = table.copy()
            ahead.run_dealer()
            if ahead.street_index == 0 and ahead.bring_in_seat == seat and ahead.actor is not None \
                    and not taken_back and AnnounceBringIn(seat) in table.log \
                    and any(player is not None and player.bet for player in ahead.seats):
                steps.append(f"The {card} is the lowest card showing and {seat_name(seat)} should not have been named "
                             "to bring in, but the next player has acted since: the wager stands and the action goes "
                             f"on with {seat_name(ahead.actor)}.")
            elif ahead.street_index == 0 and ahead.bring_in_seat == seat and ahead.actor is not None:
                steps.append(f"The {card} is the lowest card showing, but {seat_name(seat)} does not bring in: "
                             f"nobody is forced to; the action starts on its left with {seat_name(ahead.actor)}, "
                             "who may fold, bring in or complete.")
            else:
                steps.append(f"{seat_name(seat).capitalize()} would not bring in had the {card} been the lowest "
                             "card showing; it is not, so the low card brings in as usual.")
        else:
            steps.append("The exposed card counts as the upcard: that player can be the bring-in.")
    steps += taken_back
    steps.append(_announce_excused_low_card(table) or next_step(table))
    return steps


def _excused_bring_in_taken_back(table: Table) -> list[str]:
    """Robert's Rules Stud 5 (cash): a hole card the dealer exposed that would have been the low card does not
    bring in, "action starts with the first hand to that player's left". Where the dealer had already named
    that seat to bring in (the replay read its exposed card as the low card), whatever it did on that call
    (nothing yet, the bring-in, a full bet) is taken back and the round starts on its left, as long as nobody
    after it has acted: Stud 9's remedy for a wrong low card caught in time ("The incorrect lowcard takes back
    the wager"). Once the next player has acted, the wager stands and the action goes on (Stud 9 again)."""
    seat = table.bring_in_seat
    if table.street_index != 0 or seat is None or seat not in table.bring_in_excluded:
        return []
    named = [k for k, op in enumerate(table.log) if op == AnnounceBringIn(seat)]
    if not named:
        return []
    acts = [op for op in table.log[named[-1] + 1:] if isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))]
    if any(op.seat != seat for op in acts) or any(isinstance(op, Fold) for op in acts):
        return []
    returned = table.correct_bring_in(seat, seat)
    if table.actor is None or table.actor == seat:
        return []
    took = f"; it takes back the {returned} it put in" if returned else ""
    return [f"The dealer had named {seat_name(seat)} to bring in, and nobody after it had acted: the naming is "
            f"taken back{took}."]


def _announce_excused_low_card(table: Table) -> str | None:
    """The next step when the dealer is about to name a low card that does not bring in (an exposed hole card,
    catalog D13): the generic "announce that seat N brings in" would contradict the ruling just given."""
    operation = table.next_dealer_operation()
    if not isinstance(operation, AnnounceBringIn) or operation.seat not in table.bring_in_excluded:
        return None
    ahead = table.copy()
    ahead.apply(operation)
    if ahead.actor is None:
        return None
    return (f"Next, the dealer announces the low card, {seat_name(operation.seat)}'s, which does not bring in: "
            f"{seat_name(ahead.actor)} acts first ({', '.join(ahead.legal_player_operations())}).")


def fold_seat(table: Table, seat: int) -> None:
    """Fold a hand into the muck; if it was that seat's turn the action moves on as after any fold."""
    if table.actor == seat:
        table.apply(Fold(seat))
        return
    table.muck_hand(seat)

