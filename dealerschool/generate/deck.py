"""Generators for the deck itself: a joker or a card with another deck's back, on the deal, in a hand
or in the stub, before and after substantial action (TDA 2024 Rule 35-A; Robert's Rules, Irregularities
3 and its joker rule), and the stud tournament misdeal for a downcard dealt face up (Robert's Rules Stud 5)."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import (
    STUD_VARIANTS,
    Script,
    deal_round_cards,
    game_name,
    generator,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import at_decision
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, DealCard, Fold, PostBringIn

_NAMES = {"joker": "a joker", "back": "a card with another deck's back"}


def _on_the_deal(rng: random.Random, variant: str) -> Script | None:
    """Forced bets in and part of the initial deal out, another card due to a seat: nobody has acted."""
    script = Script(random_setup(rng, variant))
    script.post_all()
    for _ in range(rng.randint(0, deal_round_cards(script.table) - 1)):
        script.step()
    return script if isinstance(script.expected(), DealCard) else None


def _decisions(script: Script) -> list[Fold | CheckOrCall | BetOrRaiseTo | PostBringIn]:
    return [op for op in script.table.log if isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))]


def _after_action(rng: random.Random, variant: str) -> Script | None:
    """A decision after substantial action: three player decisions or more (TDA 2024 Rule 36)."""
    script = at_decision(rng, variant, rng.randint(3, 14))
    if script is None or len(_decisions(script)) < 3:
        return None
    return script


def _seat(rng: random.Random, script: Script, acted: bool) -> int | None:
    movers = {op.seat for op in _decisions(script)}
    seats = [s for s in script.table.in_hand() if (s in movers) is acted and script.table.seat(s).cards]
    return rng.choice(seats) if seats else None


def _early(rng: random.Random, variant: str, card: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _on_the_deal(rng, variant)
        if script is None:
            return None
        held = [s for s in script.table.in_hand() if script.table.seat(s).cards]
        roll = rng.random()
        if held and roll < 0.4:
            script.do(f"foreign {card} p{rng.choice(held) + 1}")
        elif card == "joker" and roll < 0.55:
            script.do(f"foreign {card} stub")  # TDA 2024 Rule 35-A-6: found before SA, wherever it is
        else:
            script.do(f"foreign {card}")
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: {_NAMES[card]} on the deal",
                           f"Before anyone has acted, {_NAMES[card]} turns up on the deal. What now?", script)


@generator("joker-before-action")
def _gen_joker_early(rng: random.Random, variant: str) -> dict[str, Any]:
    return _early(rng, variant, "joker")


@generator("other-deck-card-before-action")
def _gen_back_early(rng: random.Random, variant: str) -> dict[str, Any]:
    return _early(rng, variant, "back")


def _joker_in_acted_hand(rng: random.Random, variant: str, early: bool) -> Script | None:
    """A joker found in the hand of a player who has acted on it: after the hand's one decision so far (never
    substantial action, TDA 2024 Rule 36), with part of the deal written card by card; or after three or more."""
    script: Script | None
    if early:
        script = Script(random_setup(rng, variant))
        script.post_all()
        for _ in range(rng.randint(0, deal_round_cards(script.table))):
            script.step()
        script.play(rng, 1, fold=0.0, all_in=0.0)
        decisions = _decisions(script)
        seat = decisions[0].seat if len(decisions) == 1 and script.table.seat(decisions[0].seat).cards else None
    else:
        script = _after_action(rng, variant)
        seat = None if script is None else _seat(rng, script, True)
    if script is None or seat is None:
        return None
    script.do(f"foreign joker p{seat + 1}")
    return script


@generator("joker-acted-on-before-substantial-action")
def _gen_joker_acted_early(rng: random.Random, variant: str) -> dict[str, Any]:
    return ruling_question(f"{game_name(variant)}: a joker in a hand acted on, early",
                           "The first player to act has acted on his hand; before anyone else acts he says one of "
                           "his cards is a joker. What now?", retry(lambda: _joker_in_acted_hand(rng, variant, True)))


@generator("joker-after-acting")
def _gen_joker_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    return ruling_question(f"{game_name(variant)}: a joker in a hand already played",
                           "A player who has already acted on his hand says one of his cards is a joker. What now?",
                           retry(lambda: _joker_in_acted_hand(rng, variant, False)))


@generator("other-deck-card-in-play")
def _gen_back_in_play(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _after_action(rng, variant)
        seat = None if script is None else _seat(rng, script, rng.random() < 0.7)
        if script is None or seat is None:
            return None
        script.do(f"foreign back p{seat + 1}")
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a card from another deck, after the action",
                           "After several players have acted, a card with another deck's back is found in a "
                           "player's hand. What now?", script)


def _in_stub(rng: random.Random, variant: str, card: str) -> dict[str, Any]:
    # A joker in the stub before substantial action is TDA's misdeal (joker-before-action): after it here.
    script = retry(lambda: at_decision(rng, variant, rng.randint(0, 14)) if card == "back" else
                   _after_action(rng, variant))
    script.do(f"foreign {card} stub")
    return ruling_question(f"{game_name(variant)}: {_NAMES[card]} in the stub",
                           f"During the hand, {_NAMES[card]} is found in the stub, never dealt. What now?", script)


@generator("joker-found")
def _gen_joker_stub(rng: random.Random, variant: str) -> dict[str, Any]:
    return _in_stub(rng, variant, "joker")


@generator("other-deck-card-in-stub")
def _gen_back_stub(rng: random.Random, variant: str) -> dict[str, Any]:
    return _in_stub(rng, variant, "back")


@generator("stud-exposed-downcard-tournament", STUD_VARIANTS)
def _gen_stud_tournament(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script({**random_setup(rng, variant), "play": "tournament"})
    script.post_all()
    seat = rng.choice(script.table.occupied)
    round_up = rng.choice((0, 1))
    met = 0
    while isinstance(op := script.expected(), DealCard) and not op.face_up:
        if op.seat == seat:
            script.do(f"deal p{seat + 1} up" if met == round_up else f"deal p{seat + 1}")
            met += 1
            if met > round_up and rng.random() < 0.5:
                break
            continue
        script.step()
    return ruling_question(f"{game_name(variant)} tournament: a hole card dealt face up",
                           "A stud tournament: on third street the dealer deals a player's hole card face up. "
                           "What now?", script)
