"""Generators for answers the table computes: betting amounts (pot limit, minimum and limit raises,
the call), the pots at a showdown, who brings in and who acts, and the dealer's next operation."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import (
    BLIND_VARIANTS,
    DRAW_VARIANTS,
    FLOP_VARIANTS,
    STUD_VARIANTS,
    Script,
    deal_round_cards,
    game_name,
    generator,
    has_event,
    question_mapping,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import pot_question, to_street_start
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import Burn, DealCard, TurnBoardCard
from dealerschool.table.table import Phase

# ---------------------------------------------------------------- betting amounts


def _to_raise_decision(rng: random.Random, variant: str, **setup: Any) -> Script | None:
    """A table stopped at a random player decision where that player may bet or raise."""
    script = Script(random_setup(rng, variant, **setup))
    script.play(rng, rng.randint(0, 12), fold=0.15, all_in=0.0)
    table = script.table
    if table.actor is None:
        if table.is_complete or script.expected() is None:
            return None
        script.cont()
    if table.actor is None or table.phase is not Phase.BETTING or table.raise_options(table.actor) is None:
        return None
    return script


def _amount_question(rng: random.Random, variant: str, what: str, title: str, prompt: str,
                     **setup: Any) -> dict[str, Any]:
    script = retry(lambda: _to_raise_decision(rng, variant, **setup))
    seat = script.seat_to_act() + 1
    return {"title": f"{game_name(variant)}: {title.format(seat=seat)}", "script": script,
            "question": question_mapping("amount", what, prompt.format(seat=seat))}


@generator("pot-limit-maximum", ("PT", "PO", "P7S", "P5CD"))
def _gen_pot_limit(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "pot-limit-maximum", "the largest bet or raise for seat {seat}",
                            "Seat {seat} wants to bet or raise the pot. To how much can seat {seat} make it?",
                            deep=True)


_MINIMUM = ("the smallest bet or raise for seat {seat}",
            "Seat {seat} wants to bet or raise. What is the least total seat {seat} may make it?")


@generator("no-limit-minimum-raise", ("NT", "PT", "PO", "P7S", "N5CD", "P5CD", "N2L1D"))
def _gen_minimum_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


@generator("limit-raise-one-unit", ("FT", "FO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "F2L3D", "FB"))
def _gen_limit_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


@generator("spread-limit-raises", ("S7S",))
def _gen_spread_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


_WRONG_SIZE_VARIANTS = ("NT", "PT", "PO", "FT", "FO", "N5CD", "P5CD", "F7S", "P7S", "S7S", "FR")


def _wrong_sized_bet(rng: random.Random, variant: str, cards_to_come: bool = False,
                     over_only: bool = False) -> Script | None:
    """A player bets or raises to a total the structure does not allow (under the minimum, over the maximum, a
    limit bet of the wrong size); ``cards_to_come``: not on the last betting round; ``over_only``: over the
    maximum only (a pot-limit bet over the pot)."""
    script = _to_raise_decision(rng, variant, deep=True)
    if script is None:
        return None
    table = script.table
    if cards_to_come and table.street_index >= len(table.game.streets) - 1:
        return None
    seat = script.seat_to_act()
    options = table.raise_options(seat)
    if options is None:  # (the walk stopped where a raise is allowed)
        return None
    stack_top = table.seat(seat).bet + table.seat(seat).stack
    floor = table.round.current_bet + 1
    low = [x for x in range(floor, min(options.minimum, stack_top + 1)) if not options.allows(x)]
    high = [x for x in range(options.maximum + 1, min(stack_top, options.maximum * 2) + 1)
            if not options.allows(x)]
    wrong = [x for x in ([] if over_only else low[:3]) + high[:3] if 0 < x]
    if not wrong:
        return None
    script.do(f"p{seat + 1} cbr {rng.choice(wrong)}")
    return script


@generator("incorrect-bet-amount", _WRONG_SIZE_VARIANTS)
def _gen_incorrect_amount(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _wrong_sized_bet(rng, variant))
    return ruling_question(f"{game_name(variant)}: a bet of the wrong size",
                   "A player bets an amount the betting structure does not allow. What does the dealer do?", script)


@generator("incorrect-bet-amount-stands", _WRONG_SIZE_VARIANTS)
def _gen_incorrect_amount_stands(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _everyone_calls(_wrong_sized_bet(rng, variant, cards_to_come=True))
        if script is not None:
            script.cont()  # the dealer goes on to the next card
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a bet of the wrong size found after the next card",
                           "A player bet an amount the betting structure does not allow; the others called, and nobody "
                           "noticed until the next card was dealt. What now?", script)


def _everyone_calls(script: Script | None) -> Script | None:
    """Every player still to act calls the wrong-sized bet just made (nobody notices it), closing the street's
    betting; None if the hand ends or the betting does not close."""
    if script is None:
        return None
    table = script.table
    for _ in range(12):
        if table.actor is None:
            break
        script.do(f"p{table.actor + 1} cc")
    return None if table.actor is not None or table.is_complete else script


@generator("pot-limit-overbet-acted-on", ("PT", "PO"))
def _gen_overbet_acted_on(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _everyone_calls(_wrong_sized_bet(rng, variant, over_only=True)))
    return ruling_question(f"{game_name(variant)}: a bet over the pot, called by everyone",
                           "A player bets more than the pot allows; every other player calls before anyone notices, "
                           "and the dealer sees it before the next card. What now?", script)


def _silent_short_raise(rng: random.Random, variant: str, half_or_more: bool) -> Script | None:
    """A player facing a bet silently pushes out more than the call but short of a full raise: under half
    a raise over the call, or half of one or more (TDA 2024 Rule 43-A's 50% standard)."""
    script = _to_raise_decision(rng, variant, deep=True)
    if script is None:
        return None
    table = script.table
    seat = script.seat_to_act()
    options = table.raise_options(seat)
    current = table.round.current_bet
    if options is None or not table.to_call(seat):
        return None
    needed = options.minimum - current
    stack_top = table.seat(seat).bet + table.seat(seat).stack
    totals = [total for total in range(current + 1, min(options.minimum, stack_top + 1))
              if (2 * (total - current) >= needed) == half_or_more]
    if not totals:
        return None
    script.do(f"p{seat + 1} put {rng.choice(totals) - table.seat(seat).bet}")
    return script


_SILENT_VARIANTS = ("NT", "PT", "PO", "FT", "FO", "N5CD", "P5CD")


@generator("silent-short-raise-call", _SILENT_VARIANTS)
def _gen_silent_short_call(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _silent_short_raise(rng, variant, half_or_more=False))
    return ruling_question(f"{game_name(variant)}: chips short of half a raise",
                           "Facing a bet, a player silently pushes out more than the call but less than half a raise "
                           "over it. What is it?", script)


@generator("silent-short-raise-completed", _SILENT_VARIANTS)
def _gen_silent_short_completed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _silent_short_raise(rng, variant, half_or_more=True))
    return ruling_question(f"{game_name(variant)}: chips of half a raise or more",
                           "Facing a bet, a player silently pushes out at least half a raise over the call, but "
                           "not a full raise. What is it?", script)


@generator("blinds-count-toward-call", BLIND_VARIANTS)
def _gen_to_call(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant, min_players=3))
        script.cont()
        script.play(rng, rng.randint(0, len(script.table.occupied) - 1), fold=0.2, raise_=0.3, all_in=0.0)
        table = script.table
        if table.actor is None or table.street_index != 0 or table.phase is not Phase.BETTING:
            return None
        return script

    script = retry(make)
    seat = script.seat_to_act() + 1
    return {"title": f"{game_name(variant)}: how much seat {seat} must put in to call before the flop",
            "script": script,
            "question": question_mapping("amount", "to-call", f"How many more chips must seat {seat} put in to call?")}


# ---------------------------------------------------------------- pots at the showdown


@generator("side-pots", ("NT", "PT", "PO", "FT", "FO", "F7S", "P7S", "FR", "N5CD", "F5CD"))
def _gen_side_pots(rng: random.Random, variant: str) -> dict[str, Any]:
    return pot_question(rng, variant, "side-pots", "pots after all-ins")


@generator("hi-lo-qualifier", ("FO/8",))
def _gen_hi_lo(rng: random.Random, variant: str) -> dict[str, Any]:
    return pot_question(rng, variant, "hi-lo-qualifier", "the pots split high and low")


@generator("stud-hi-lo-qualifier", ("F7S/8",))
def _gen_stud_hi_lo(rng: random.Random, variant: str) -> dict[str, Any]:
    return pot_question(rng, variant, "stud-hi-lo-qualifier", "the pots split high and low")


# ---------------------------------------------------------------- who brings in, who acts


def _to_bring_in(rng: random.Random, variant: str) -> Script:
    script = Script(random_setup(rng, variant))
    script.post_all()
    cards = deal_round_cards(script.table)
    for _ in range(rng.choice((cards, cards, rng.randint(0, cards)))):
        script.step()
    return script


_BRING_IN_PROMPT = "When the door cards are out, which seat must bring it in?"


@generator("stud-bring-in-low-card", ("F7S", "P7S", "S7S", "F7S/8"))
def _gen_stud_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _to_bring_in(rng, variant)
    return {"title": f"{game_name(variant)}: who brings it in", "script": script,
            "question": question_mapping("seat", "bring-in", _BRING_IN_PROMPT)}


@generator("razz-bring-in", ("FR",))
def _gen_razz_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _to_bring_in(rng, variant)
    return {"title": "Razz: who brings it in", "script": script,
            "question": question_mapping("seat", "bring-in", _BRING_IN_PROMPT)}


_ACTOR_PROMPT = "When the dealer has put out this street's cards, which seat acts first?"


def _actor(variant: str, script: Script) -> dict[str, Any]:
    return {"title": f"{game_name(variant)}: who acts first on {script.table.street.name}",
            "script": script, "question": question_mapping("seat", "actor", _ACTOR_PROMPT)}


def _stud_first(rng: random.Random, variant: str) -> dict[str, Any]:
    # On fourth street nobody has yet acted first by the upcards, so the events are the same under
    # every rulebook and stud ties can be left to the rulebook (TDA breaks them by suit).
    street = rng.choice((1, 1, 2, 3, 4))
    script = retry(lambda: to_street_start(rng, variant, (street,), min_players=3, deep=True,
                                             stud_ties=street != 1))
    return _actor(variant, script)


@generator("stud-first-to-act-tie", ("F7S", "P7S", "S7S", "F7S/8"))
def _gen_stud_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _stud_first(rng, variant)


@generator("razz-first-to-act", ("FR",))
def _gen_razz_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _stud_first(rng, variant)


@generator("first-to-act-button-games", FLOP_VARIANTS)
def _gen_button_first(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: to_street_start(rng, variant, (1, 2, 3)))
    return _actor(variant, script)


def _preflop_actor(rng: random.Random, variant: str, players: int | None, min_players: int) -> dict[str, Any]:
    script = Script(random_setup(rng, variant, players, min_players=min_players))
    script.post_all()
    for _ in range(rng.randint(0, deal_round_cards(script.table))):
        script.step()
    return {"title": f"{game_name(variant)}: who acts first before the flop", "script": script,
            "question": question_mapping("seat", "actor", "When the deal is finished, which seat acts first?")}


@generator("first-to-act-preflop-blinds", BLIND_VARIANTS)
def _gen_preflop_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _preflop_actor(rng, variant, None, 3)


@generator("heads-up-blinds", BLIND_VARIANTS)
def _gen_heads_up_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _preflop_actor(rng, variant, 2, 2)


@generator("draw-order", DRAW_VARIANTS)
def _gen_draw_order(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = to_street_start(rng, variant, tuple(range(1, len(GAMES[ALL_VARIANT_GAMES[variant][0]].streets))))
        if script is None:
            return None
        script.cont()  # the burn; the first drawer is to discard
        table = script.table
        for _ in range(rng.randint(0, len(table.in_hand()) - 1)):
            if table.actor is None or table.phase is not Phase.DRAWING:
                break
            script.act(rng)
            if table.actor is None and not table.is_complete:
                # The dealer gives the drawer his cards before the next one draws: without dealing them
                # here, every hand stopped after a discard was dropped and played again (up to twelve
                # hands for one seed).
                script.cont()
        return script if table.actor is not None and table.phase is Phase.DRAWING else None

    script = retry(make)
    return {"title": f"{game_name(variant)}: whose turn to draw", "script": script,
            "question": question_mapping("seat", "actor", "Which seat discards and draws now?")}


@generator("five-card-draw-first-to-act", DRAW_VARIANTS)
def _gen_draw_first(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        streets = tuple(range(1, len(GAMES[ALL_VARIANT_GAMES[variant][0]].streets)))
        script = to_street_start(rng, variant, streets)
        if script is None:
            return None
        table = script.table
        start = table.street_index
        for _ in range(20):  # every drawer discards; the dealer deals the replacements
            if table.actor is not None and table.phase is Phase.DRAWING:
                script.act(rng)
            elif table.actor is None and script.expected() is not None:
                script.cont()
            else:
                break
        ok = table.street_index == start and table.actor is not None and table.phase is Phase.BETTING
        return script if ok else None

    script = retry(make)
    return {"title": f"{game_name(variant)}: who acts first after the draw", "script": script,
            "question": question_mapping("seat", "actor", "The draw is over. Which seat acts first?")}


# ---------------------------------------------------------------- the dealer's next operation


def _to_dealer_operation(rng: random.Random, variant: str, wanted: tuple[type, ...],
                         streets: tuple[int, ...]) -> Script | None:
    """A table stopped just before a correct dealer operation of one of the ``wanted`` kinds, on a
    random street among ``streets`` (played to with 'continue' where possible, then step by step)."""
    script = Script(random_setup(rng, variant))
    table = script.table
    street = rng.choice(streets)
    if street == 0:
        script.post_all()
    elif not script.play_to_street(rng, street, fold=0.1, all_in=0.0):
        return None
    if street and len(table.stub) < len(table.in_hand()) + 1:
        # A stub too short for the street is the running-out rules' question, and the rulebooks deal it
        # differently (TDA's common card), so no single next operation holds under every rulebook.
        return None
    # How many of the wanted operations on this street go by before the question: no more than the street
    # has (the turn and river have a burn and one card; asking for the third or fourth of them dropped the
    # hand and played another, up to ten hands for one seed).
    lined_up = sum(isinstance(op, wanted) for op in table.queued())
    stops = rng.randint(0, max(0, min(3, lined_up - 1)) if street else deal_round_cards(table) - 1)
    seen = 0
    while table.actor is None and table.street_index == street:
        op = script.expected()
        if op is None or not has_event(op):
            return None
        if isinstance(op, wanted):
            if seen >= stops:
                return script
            seen += 1
        script.step()
    return None


def _operation(variant: str, script: Script, what: str) -> dict[str, Any]:
    return {"title": f"{game_name(variant)}: {what}", "script": script,
            "question": question_mapping("dealer-operation", "", "What is the dealer's next operation?")}


@generator("flop-game-deal-order", FLOP_VARIANTS)
def _gen_flop_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, retry(lambda: _to_dealer_operation(rng, variant, (DealCard,), (0,))), "the next card")


@generator("flop-game-burn-and-turn", FLOP_VARIANTS)
def _gen_flop_board(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, retry(lambda: _to_dealer_operation(rng, variant, (Burn, TurnBoardCard), (1, 2, 3))),
                      "burning and turning the board")


@generator("stud-deal-order", STUD_VARIANTS)
def _gen_stud_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, retry(lambda: _to_dealer_operation(rng, variant, (DealCard, Burn), (0, 1, 2, 3, 4))),
                      "the next card")


@generator("draw-game-deal", DRAW_VARIANTS)
def _gen_draw_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, retry(lambda: _to_dealer_operation(rng, variant, (DealCard,), (0,))),
                      "the next card of the deal")
