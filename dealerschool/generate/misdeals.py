"""Generators for the flop and extra cards in flop games (a four-card flop, a flop without a burn, a
premature flop or river, extra cards dealt, the button short of cards) and the causes of a misdeal."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import FLOP_VARIANTS, Script, deal_round_cards, game_name, generator, random_setup, retry, ruling_question
from dealerschool.generate.walks import to_board_burn
from dealerschool.table.operations import DealCard

# ---------------------------------------------------------------- flop games: the flop and extra cards


def _flop_dealt_then(rng: random.Random, variant: str) -> Script | None:
    """A flop-game table with the flop just out and nobody yet acting on it."""
    script = to_board_burn(rng, variant, 1)
    if script is None:
        return None
    for _ in range(4):
        script.step()  # burn and three board cards
    return script if script.table.actor is not None else None


@generator("four-card-flop", FLOP_VARIANTS)
def _gen_four_card_flop(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _flop_dealt_then(rng, variant))
    script.do("board")
    return ruling_question(f"{game_name(variant)}: four cards on the flop",
                   "The dealer turns four cards for the flop before anyone acts. What now?", script)


def _flop_without_burn(rng: random.Random, variant: str, acted: bool) -> Script | None:
    script = to_board_burn(rng, variant, 1)
    if script is None:
        return None
    for text in ("board", "board", "board"):
        script.do(text)
    if acted:
        if script.table.actor is None:
            return None
        script.play(rng, rng.randint(1, len(script.table.can_bet())), fold=0.2, all_in=0.0)
    return script


@generator("flop-without-burn", FLOP_VARIANTS)
def _gen_flop_without_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _flop_without_burn(rng, variant, False))
    return ruling_question(f"{game_name(variant)}: the flop is dealt without a burn",
                   "The dealer turns the flop without burning first. Nobody has acted. What now?", script)


@generator("flop-without-burn-after-action", FLOP_VARIANTS)
def _gen_flop_without_burn_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _flop_without_burn(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: no burn before the flop, noticed after action",
                   "The flop was turned without a burn; players have acted on it. What now?", script)


@generator("premature-flop-or-river", FLOP_VARIANTS)
def _gen_premature_flop_or_river(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((0, 2))

    def make() -> Script | None:
        script = Script(random_setup(rng, variant, min_players=3, deep=True)) if street == 0 else \
            to_board_burn(rng, variant, 2)
        if script is None:
            return None
        script.cont()
        table = script.table
        if table.actor is None or table.street_index != street:
            return None
        for _ in range(rng.randint(0, len(table.can_bet()) - 2)):
            script.act(rng, fold=0.2, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != street:
                return None
        return script

    script = retry(make)
    if rng.random() < 0.7:
        script.do("burn")
    script.do("board")
    word = "flop" if street == 0 else "river"
    return ruling_question(f"{game_name(variant)}: a {word} card comes out too soon",
                   f"A player still has to act, but the dealer has started the {word}. What now?", script)


def _dealt_then(rng: random.Random, variant: str, decisions: int) -> Script | None:
    """The deal written partly card by card, then finished; then up to ``decisions`` preflop decisions."""
    script = Script(random_setup(rng, variant, min_players=3))
    script.post_all()
    for _ in range(rng.randint(0, deal_round_cards(script.table))):
        script.step()
    script.cont()
    script.play(rng, decisions, fold=0.2, raise_=0.1, all_in=0.0, keep=3)
    table = script.table
    return script if table.actor is not None and table.street_index == 0 else None


def _pitch_extra(script: Script, count: int) -> None:
    order = script.table.clockwise_from(script.table.button)
    for seat in order[:count]:
        script.do(f"deal p{seat + 1}")


@generator("extra-card-dealt", FLOP_VARIANTS)
def _gen_extra_card(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _dealt_then(rng, variant, rng.randint(0, 2)))
    _pitch_extra(script, 1)
    return ruling_question(f"{game_name(variant)}: one card too many",
                   "After the deal was complete, the dealer pitched one more card to the first seat. What now?",
                   script)


@generator("extra-cards-dealt", FLOP_VARIANTS)
def _gen_extra_cards(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _dealt_then(rng, variant, rng.randint(0, 2)))
    extra = rng.randint(2, 3)
    _pitch_extra(script, extra)
    return ruling_question(f"{game_name(variant)}: {extra} cards too many",
                   f"After the deal was complete, the dealer went on pitching {extra} more cards. What now?", script)


@generator("wrong-card-count-after-action", FLOP_VARIANTS)
def _gen_wrong_count_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _dealt_then(rng, variant, rng.randint(0, 1))
        if script is None:
            return None
        _pitch_extra(script, 1)
        done = script.play(rng, rng.randint(3, 6), fold=0.2, raise_=0.1, all_in=0.0)
        return script if done >= 3 else None

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a wrong card count found after action",
                   "A player was pitched an extra card after the deal, and nobody noticed until several players "
                   "had acted. What now?", script)


def _skip_on_deal(rng: random.Random, script: Script, seat: int) -> bool:
    """Deal the first round passing over one of ``seat``'s cards; False if no card of that seat came."""
    table = script.table
    script.post_all()
    # A hole card: a stud door card decides the bring-in, and a seat without one cannot be ranked.
    target_round = rng.randrange(table.game.streets[0].down)
    met = 0
    while True:
        op = script.expected()
        if not isinstance(op, DealCard):
            return False
        if op.seat == seat:
            if met == target_round:
                script.do(f"skip p{seat + 1}")
                return True
            met += 1
        script.step()


def _button_short(rng: random.Random, variant: str, acted: bool) -> Script | None:
    script = Script(random_setup(rng, variant, min_players=3, deep=True))
    if not _skip_on_deal(rng, script, script.table.button):
        return None
    script.cont()
    table = script.table
    button = table.button
    if not acted:
        if table.actor is not None and table.actor != button and rng.random() < 0.5:
            script.act(rng, fold=0.1, all_in=0.0)  # someone else acts; the button has not
        return script
    for _ in range(20):
        if table.actor is None or table.street_index != 0:
            return None
        if table.actor == button:
            script.act(rng, fold=0.0, all_in=0.0)
            return script
        script.act(rng, fold=0.2, all_in=0.0, keep=2)
    return None


@generator("button-short-cards", FLOP_VARIANTS)
def _gen_button_short(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _button_short(rng, variant, False))
    return ruling_question(f"{game_name(variant)}: the button is a card short",
                   "The button was passed over on the deal and holds a card too few. What now?", script)


@generator("button-short-cards-acted", FLOP_VARIANTS)
def _gen_button_short_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _button_short(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: the button acted a card short",
                   "The button, passed over on the deal, has already acted on his hand. What now?", script)


@generator("draw-button-short-cards-acted", ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D", "FB"))
def _gen_draw_button_short_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _button_short(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: the button acted a card short before the draw",
                   "The button, passed over on the deal, has already acted on his hand; the draw has not come yet. "
                   "What now?", script)


@generator("draw-short-hand-before-draw", ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D"))
def _gen_short_draw_hand(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant, min_players=4, deep=True))
        table = script.table
        short = rng.choice([seat for seat in table.occupied if seat != table.button])
        if not _skip_on_deal(rng, script, short):
            return None
        script.cont()
        done = script.play(rng, rng.randint(3, 5), fold=0.1, raise_=0.1, all_in=0.0, keep=3)
        seat = table.seats[short]
        live = seat is not None and not seat.folded
        return script if done >= 3 and live and table.street_index == 0 and table.actor is not None else None

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a hand short a card before the draw",
                   "The dealer passed over a player on the deal; several players have acted before anyone sees he "
                   "holds a card too few. What now?", script)


@generator("misdeal-causes")
def _gen_misdeal_cause(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(random_setup(rng, variant, min_players=3))
        table = script.table
        if rng.random() < 0.5:
            seat = rng.choice([i for i in table.occupied if i != table.button])
            return script if _skip_on_deal(rng, script, seat) else None
        script.post_all()
        for _ in range(rng.randint(0, deal_round_cards(table) - 2)):
            script.step()
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        wrong = rng.choice([i for i in table.occupied if i != op.seat])
        script.do(f"deal p{wrong + 1}")
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a card to the wrong place on the deal",
                   "Nobody has acted yet, and the deal went wrong: a card went to the wrong seat or a player "
                   "was passed over. What now?", script)
