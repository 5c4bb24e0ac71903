"""Generators for stud irregularities: exposed downcards on the deal, the seventh card face up, a
premature street, burn errors, the wrong bring-in and a wrong card count."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import STUD_VARIANTS, Script, game_name, generator, random_setup, retry, ruling_question
from dealerschool.generate.walks import to_street_start
from dealerschool.table.operations import AnnounceBringIn, DealCard

# ---------------------------------------------------------------- stud


def _third_street_up(rng: random.Random, variant: str, both: bool) -> Script:
    script = Script(random_setup(rng, variant))
    script.post_all()
    table = script.table
    seat = rng.choice(table.occupied)
    rounds = (0, 1) if both else (rng.choice((0, 1)),)
    met = 0
    while True:
        op = script.expected()
        if not isinstance(op, DealCard) or op.face_up:
            break
        if op.seat == seat:
            script.do(f"deal p{seat + 1} up" if met in rounds else f"deal p{seat + 1}")
            met += 1
            if met > max(rounds) and rng.random() < 0.5:
                break
            continue
        script.step()
    return script


@generator("stud-exposed-downcard-initial-deal", STUD_VARIANTS)
def _gen_stud_hole_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _third_street_up(rng, variant, False)
    return ruling_question(f"{game_name(variant)}: a hole card dealt face up",
                   "On third street the dealer deals one of a player's two hole cards face up. What now?", script)


@generator("stud-both-hole-cards-exposed", STUD_VARIANTS)
def _gen_stud_both_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _third_street_up(rng, variant, True)
    return ruling_question(f"{game_name(variant)}: both hole cards dealt face up",
                   "On third street the dealer deals both of a player's hole cards face up. What now?", script)


def _seventh_street(rng: random.Random, variant: str, mode: str) -> Script | None:
    """Seventh street with one player's last card dealt face up. ``mode``: 'live' (that player and at
    least one other can still bet), 'all-in' (that player is all in, two others can bet) or 'no-action'
    (fewer than two players can bet: the hand is being run out)."""
    short = {"live": 0.0, "all-in": 0.0, "no-action": 1.0}[mode]
    setup = random_setup(rng, variant, min_players=3 if mode == "all-in" else 2, max_players=6, short=short,
                   deep=mode != "no-action")
    if mode == "all-in":  # one short stack, likely to be all in by seventh street
        bet: int = setup["small_bet"] if "small_bet" in setup else setup["min_bet"]
        stacks = setup["starting_stacks"]
        stacks[rng.randrange(len(stacks))] = bet * rng.randint(2, 5)
    script = Script(setup)
    fold = 0.02 if mode == "all-in" else 0.1
    if not script.play_to_street(rng, 4, fold=fold, raise_=0.3, all_in=0.6 if mode == "no-action" else 0.0):
        return None
    table = script.table
    able = len(table.can_bet())
    if (able < 2) != (mode == "no-action"):
        return None
    script.step()  # the burn
    targets = [i for i in table.in_hand() if (table.seat(i).stack == 0) is (mode == "all-in")] \
        if mode != "no-action" else table.in_hand()
    if not targets or not isinstance(script.expected(), DealCard):
        return None
    seat = rng.choice(targets)
    while True:
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        if op.seat == seat:
            script.do(f"deal p{seat + 1} up")
            return script
        script.step()


@generator("stud-seventh-card-face-up", STUD_VARIANTS)
def _gen_seventh_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _seventh_street(rng, variant, "live"))
    return ruling_question(f"{game_name(variant)}: the seventh card dealt face up",
                   "On seventh street the dealer deals a player's last card face up. What now?", script)


@generator("stud-seventh-card-face-up-all-in", STUD_VARIANTS)
def _gen_seventh_up_all_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _seventh_street(rng, variant, "all-in"))
    return ruling_question(f"{game_name(variant)}: the seventh card face up to an all-in player",
                   "On seventh street the dealer deals the last card face up to a player who is all in, while "
                   "others can still bet. What now?", script)


@generator("stud-seventh-card-face-up-no-action", STUD_VARIANTS)
def _gen_seventh_up_no_action(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _seventh_street(rng, variant, "no-action"))
    return ruling_question(f"{game_name(variant)}: the seventh card face up with no betting left",
                   "The players are all in. On seventh street the dealer deals one player's last card face up. "
                   "What now?", script)


@generator("stud-seventh-card-face-up-declared-all-in", STUD_VARIANTS)
def _gen_seventh_up_declared(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _seventh_street(rng, variant, "live")
        if script is None:
            return None
        table = script.table
        seat = next(op.seat for op in reversed(table.log) if isinstance(op, DealCard))
        live = table.in_hand()
        if len(live) == 2 and seat == live[0]:
            return None  # heads-up with the first player's card up: no option (Robert's Rules, Seven-Card Stud 17(b))
        script.do(f"p{seat + 1} declares-all-in")
        return script
    script = retry(make)
    return ruling_question(f"{game_name(variant)}: the seventh card face up, and its player declares all in",
                   "On seventh street the dealer deals a player's last card face up, and before anyone acts he "
                   "declares himself all in. What now?", script)


@generator("stud-premature-street", STUD_VARIANTS)
def _gen_stud_premature(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = to_street_start(rng, variant, (0, 1, 2, 3), min_players=3, deep=True)
        if script is None:
            return None
        script.cont()
        table = script.table
        if table.actor is None:
            return None
        street = table.street_index
        for _ in range(rng.randint(0, len(table.can_bet()) - 2)):
            script.act(rng, fold=0.1, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != street:
                return None
        return script

    script = retry(make)
    table = script.table
    first = table.in_hand()[0]
    if rng.random() < 0.6:
        script.do("burn")
    script.do(f"deal p{first + 1} up")
    return ruling_question(f"{game_name(variant)}: the next street dealt too soon",
                   f"Seat {script.seat_to_act() + 1} has not acted, but the dealer has started the next street. What now?",
                   script)


@generator("stud-burn-error", STUD_VARIANTS)
def _gen_stud_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.randint(1, 4)
    script = retry(lambda: to_street_start(rng, variant, (street,), deep=True))
    table = script.table
    if rng.random() < 0.5:
        script.do("burn")
        script.do("burn")
        what = "burns two cards"
    else:
        # The first card of the street dealt with no burn before it.
        op = [o for o in table.queued() if isinstance(o, DealCard)][0]
        script.do(f"deal p{op.seat + 1} {'up' if op.face_up else 'down'}")
        what = "deals without burning"
    return ruling_question(f"{game_name(variant)}: a burn error on {table.street.name} street",
                   f"Starting {table.street.name} street, the dealer {what}. What now?", script)


def _wrong_bring_in(rng: random.Random, variant: str, corrected: bool) -> Script | None:
    script = Script(random_setup(rng, variant, min_players=3))
    script.post_all()
    table = script.table
    while isinstance(script.expected(), DealCard):
        script.step()
    op = script.expected()
    if not isinstance(op, AnnounceBringIn):
        return None
    wrong = rng.choice([i for i in table.occupied if i != op.seat])
    script.do(f"bring-in p{wrong + 1}")
    if corrected:
        if rng.random() < 0.5:
            script.do(f"p{wrong + 1} pb")
    else:
        script.play(rng, rng.randint(2, 4), fold=0.2, raise_=0.2, all_in=0.0)
    return script


@generator("stud-wrong-bring-in-corrected", STUD_VARIANTS)
def _gen_wrong_bring_in_corrected(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _wrong_bring_in(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: the wrong seat named to bring in",
                   "The dealer names the wrong seat to bring it in; nobody else has acted yet. What now?", script)


@generator("stud-wrong-bring-in", STUD_VARIANTS)
def _gen_wrong_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _wrong_bring_in(rng, variant, False))
    return ruling_question(f"{game_name(variant)}: the wrong bring-in, found after others acted",
                   "The dealer named the wrong seat to bring in, and the next players have acted. What now?", script)


def _passed_over(rng: random.Random, variant: str, streets: tuple[int, ...]) -> tuple[Script, int] | None:
    """A stud street (one of ``streets``) dealt with one seat in the hand passed over: the script and that seat."""
    script = to_street_start(rng, variant, streets, max_players=6, deep=True)
    if script is None:
        return None
    table = script.table
    script.step()  # the burn
    seat = rng.choice(table.in_hand())
    while True:
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        if op.seat == seat:
            script.do(f"skip p{seat + 1}")
            return script, seat
        script.step()


@generator("stud-wrong-card-count", STUD_VARIANTS)
def _gen_stud_short_seventh(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        passed = _passed_over(rng, variant, (4,))
        return None if passed is None else passed[0]

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a player passed over on seventh street",
                   "On seventh street the dealer passes over one player, who is left with six cards. What now?",
                   script)


@generator("stud-short-hand-at-showdown", STUD_VARIANTS)
def _gen_stud_short_earlier(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        passed = _passed_over(rng, variant, (1, 2, 3))
        if passed is None:
            return None
        script, seat = passed
        table = script.table
        # Checked and called down, nobody folding, until the betting is over and the hands are due.
        while not table.showdown_due:
            if table.is_complete:
                return None
            if table.actor is not None:
                script.act(rng, fold=0.0, raise_=0.0, all_in=0.0)
            elif script.expected() is None:
                return None
            else:
                script.cont()
        return script if not table.seat(seat).folded else None

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a hand short a card at the showdown",
                   "The dealer passed one player over on an earlier street, and nobody noticed until the showdown, "
                   "where he holds six cards. What now?", script)
