"""Generators for cards and the stub found wrong (a marked card, a fouled deck, a dropped stub, the
button out of position) and for players' cards and actions (a flashed or exposed card, undercalls,
action out of turn)."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import BLIND_VARIANTS, Script, deal_round_cards, game_name, generator, random_setup, retry, ruling_question
from dealerschool.generate.walks import at_decision
from dealerschool.table.operations import DealCard, MoveButton
from dealerschool.table.table import Phase, Table

# ---------------------------------------------------------------- cards and the stub found wrong


def _cards_in_play(table: Table) -> list[Any]:
    cards = list(table.board)
    for seat in table.seats:
        if seat is not None and not seat.folded:
            cards.extend(held.card for held in seat.cards)
    return cards


@generator("marked-card")
def _gen_marked(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: at_decision(rng, variant, rng.randint(0, 14)))
    card = rng.choice(_cards_in_play(script.table))
    script.do(f"marked {card}")
    return ruling_question(f"{game_name(variant)}: a marked card in play",
                   f"During the {script.table.street.name} betting the dealer notices that the {card} is marked. "
                   "What now?", script)


@generator("fouled-deck")
def _gen_fouled(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: at_decision(rng, variant, rng.randint(0, 14)))
    card = rng.choice(_cards_in_play(script.table))
    script.do(f"duplicate {card}")
    return ruling_question(f"{game_name(variant)}: two of the same card",
                   f"A second {card} turns up in this hand. What is the ruling?", script)


@generator("deck-short")
def _gen_deck_short(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = at_decision(rng, variant, rng.randint(0, 14))
        return script if script is not None and script.table.stub else None

    script = retry(make)
    card = rng.choice(script.table.stub)
    script.do(f"missing {card}")
    return ruling_question(f"{game_name(variant)}: the deck is found short",
                   f"During the {script.table.street.name} betting the dealer finds the deck one card short: the "
                   f"{card} is not in it. No card was dealt twice and none is from another deck. What now?", script)


@generator("deck-fault-after-the-hand")
def _gen_deck_fault_after(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant))
        script.play(rng, 200, fold=0.2, raise_=0.2, all_in=0.05)
        if not (script.table.is_complete or isinstance(script.expected(), MoveButton)):
            return None
        script.do("riffle")
        return script

    script = retry(make)
    fault = rng.choice(("duplicate", "missing", "foreign") if script.table.stub else ("duplicate", "foreign"))
    if fault == "duplicate":
        card = rng.choice([c for c, where in script.table.card_locations().items() if where != "stub"])
        script.do(f"duplicate {card}")
        found = f"a second {card} is found among the cards of the hand just played"
    elif fault == "missing":
        card = rng.choice(script.table.stub)
        script.do(f"missing {card}")
        found = f"the deck is found one card short: the {card} is not in it"
    else:
        kind = rng.choice(("joker", "back"))
        script.do(f"foreign {kind}")
        found = "a joker is found in the deck" if kind == "joker" else "a card with another deck's back is found"
    return ruling_question(f"{game_name(variant)}: a deck fault found after the hand",
                   f"The pot was pushed and the dealer has begun shuffling for the next hand when {found}. "
                   "What happens to the hand just played?", script)


def _gen_dropped(rng: random.Random, variant: str, mixed: bool) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant))
        if rng.random() < 0.4:
            script.post_all()
            for _ in range(rng.randint(0, deal_round_cards(script.table) - 1)):
                script.step()
            return script
        streets = len(script.table.game.streets)
        return script if script.play_to_street(rng, rng.randrange(1, streets), fold=0.15, all_in=0.0) else None

    script = retry(make)
    script.do("drop mixed" if mixed else "drop")
    how = "and its cards got mixed with the muck and the burns" if mixed else "and its order is lost"
    return ruling_question(f"{game_name(variant)}: the stub is dropped",
                   f"The dealer drops the stub {how}. What now?", script)


@generator("disordered-stub")
def _gen_disordered(rng: random.Random, variant: str) -> dict[str, Any]:
    return _gen_dropped(rng, variant, False)


@generator("disordered-stub-mixed")
def _gen_disordered_mixed(rng: random.Random, variant: str) -> dict[str, Any]:
    return _gen_dropped(rng, variant, True)


def _button_found(rng: random.Random, variant: str, acted: bool) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant, min_players=3))
        if not acted and rng.random() < 0.4:
            # Noticed while the cards are still going out.
            script.post_all()
            for _ in range(rng.randint(0, deal_round_cards(script.table) - 1)):
                script.step()
            return script
        # Before action: at most one player has acted (two have under Robert's Rules, and the sources).
        done = script.play(rng, rng.randint(3, 8) if acted else rng.randint(0, 1), fold=0.15, all_in=0.0)
        if acted and done < 3 or script.table.is_complete:
            return None
        return script

    script = retry(make)
    table = script.table
    wrong = rng.choice([i for i in table.occupied if i != table.button])
    script.do(f"button p{wrong + 1}")
    return ruling_question(f"{game_name(variant)}: the button is out of position",
                   f"The button should be in front of seat {wrong + 1}, not seat {table.button + 1}, and it is "
                   f"noticed {'after players have acted' if acted else 'early in the hand'}. What now?", script)


@generator("button-out-of-position", BLIND_VARIANTS)
def _gen_button_wrong(rng: random.Random, variant: str) -> dict[str, Any]:
    return _button_found(rng, variant, False)


@generator("button-out-of-position-after-action", BLIND_VARIANTS)
def _gen_button_wrong_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    return _button_found(rng, variant, True)


# ---------------------------------------------------------------- players' cards and actions


@generator("player-flashes-card-on-deal")
def _gen_player_flash(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant))
        script.post_all()
        table = script.table
        for _ in range(rng.randint(1, deal_round_cards(table) - 1)):
            script.step()
        holders = [i for i in table.occupied if table.seat(i).hole]
        if not holders or not isinstance(script.expected(), DealCard):
            return None
        seat = rng.choice(holders)
        script.do(f"expose p{seat + 1} {rng.randint(1, len(table.seat(seat).hole))}")
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a player shows a card during the deal",
                   "While the dealer is still dealing, a player turns one of his own cards face up. What now?", script)


@generator("player-exposes-card")
def _gen_player_exposes(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: at_decision(rng, variant, rng.randint(0, 12)))
    table = script.table
    seat = rng.choice([i for i in table.in_hand() if table.seat(i).hole])
    script.do(f"expose p{seat + 1} {rng.randint(1, len(table.seat(seat).hole))}")
    return ruling_question(f"{game_name(variant)}: a player shows a card with action pending",
                   f"With the betting still going on, seat {seat + 1} shows one of his own cards. What now?", script)


def _undercall(rng: random.Random, variant: str, facing_raise: bool) -> Script | None:
    script = Script(random_setup(rng, variant, min_players=3 if facing_raise else 2, deep=True))
    script.cont()
    table = script.table
    if facing_raise:
        raised = False
        for _ in range(12):
            if table.actor is None or table.street_index != 0:
                return None
            seat = table.actor
            options = table.raise_options(seat)
            if not raised and options is not None and options.choices is None and rng.random() < 0.6:
                script.do(f"p{seat + 1} cbr {rng.randint(options.minimum, min(options.maximum, 2 * options.minimum))}")
                raised = True
                continue
            if raised and rng.random() < 0.6:
                break
            script.act(rng, fold=0.3, raise_=0.0, all_in=0.0, keep=3)
        if not raised or len(table.in_hand()) < 3:
            return None
    if table.actor is None or table.phase is not Phase.BETTING:
        return None
    if not facing_raise:
        for _ in range(rng.randint(0, 3)):  # players just calling the big blind first
            if table.actor is None or len(table.can_bet()) < 3 or table.street_index != 0:
                return None
            script.do(f"p{table.actor + 1} cc")
    if table.actor is None or table.street_index != 0:
        return None
    to_call = table.to_call(table.actor)
    if to_call < 2:
        return None
    script.do(f"p{table.actor + 1} put {rng.randint(1, to_call - 1)}")
    return script


@generator("undercall", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"))
def _gen_undercall(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _undercall(rng, variant, False))
    return ruling_question(f"{game_name(variant)}: chips short of a call",
                   "Facing the big blind, a player silently pushes out fewer chips than the call. What now?", script)


@generator("undercall-facing-raise", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"))
def _gen_undercall_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _undercall(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: chips short of a call facing a raise",
                   "Facing a raise, with several players in, a player silently pushes out fewer chips than the call. "
                   "What now?", script)


def _out_of_turn(rng: random.Random, variant: str, kind: str) -> Script | None:
    script = at_decision(rng, variant, rng.randint(0, 10), min_players=4, deep=True)
    if script is None:
        return None
    table = script.table
    actor = script.seat_to_act()
    waiting = [i for i in table.can_bet() if i != actor]
    if len(waiting) < 2 or _has_choices(table) or "bring-in" in table.legal_player_operations():
        return None
    early = rng.choice(waiting)
    if kind == "fold":
        script.do(f"p{early + 1} f")
        return script
    checked = table.to_call(early) == 0
    if (kind == "changed" and checked) or (kind == "check-changed" and not checked):
        return None  # a check out of turn, then a bet, is its own rule (Robert's Rules: no raise after it)
    script.do(f"p{early + 1} cc")
    options = table.raise_options(actor)
    if kind in ("changed", "check-changed"):
        if options is None:
            return None
        script.do(f"p{actor + 1} cbr {options.minimum if options.choices is None else options.choices[0]}")
    elif rng.random() < 0.6:
        script.do(f"p{actor + 1} cc")  # the skipped player does not change the action
    return script


def _has_choices(table: Table) -> bool:
    options = table.raise_options(table.actor) if table.actor is not None else None
    return options is not None and options.minimum > options.maximum


@generator("action-out-of-turn")
def _gen_out_of_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _out_of_turn(rng, variant, "call"))
    return ruling_question(f"{game_name(variant)}: a player acts out of turn",
                   "A player checks or calls before his turn; the player he skipped does not bet or raise. What now?",
                   script)


@generator("fold-out-of-turn")
def _gen_fold_out_of_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _out_of_turn(rng, variant, "fold"))
    return ruling_question(f"{game_name(variant)}: a fold out of turn",
                   "A player folds before his turn. What now?", script)


@generator("action-out-of-turn-changed")
def _gen_out_of_turn_changed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _out_of_turn(rng, variant, "changed"))
    return ruling_question(f"{game_name(variant)}: out of turn, then the action changes",
                   "A player calls out of turn; then the player he skipped raises. What about the out-of-turn call?",
                   script)


@generator("check-out-of-turn-then-bet")
def _gen_check_out_of_turn_then_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _out_of_turn(rng, variant, "check-changed"))
    return ruling_question(f"{game_name(variant)}: a check out of turn, then a bet",
                   "With nothing bet, a player checks before his turn; then the player he skipped bets. What may "
                   "the player who checked do?", script)
