"""Generators for the initial deal (cards exposed, boxed cards, a hand dealt to an empty seat) and the
turn and river in flop games (premature cards, missing or extra burns)."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import (
    DRAW_VARIANTS,
    FLOP_VARIANTS,
    Script,
    deal_round_cards,
    game_name,
    generator,
    ordinal,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import to_board_burn
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import DealCard

# ---------------------------------------------------------------- the initial deal


def _deal_with_exposed(rng: random.Random, script: Script, exposed: set[int], after: bool = True) -> None:
    """Post the forced bets and deal the first round, exposing the cards at the given 1-based deal
    indexes; then maybe stop at once, or finish the deal, and maybe let a few players act."""
    script.post_all()
    for index in range(1, max(exposed) + 1):
        op = script.expected()
        assert isinstance(op, DealCard)
        script.do(f"deal p{op.seat + 1} exposed" if index in exposed else f"deal p{op.seat + 1}")
    if rng.random() < 0.1:
        return  # noticed at once: the rest of the deal is still in the stub
    script.cont()  # the rest of the deal
    if after:
        script.play(rng, rng.choice((0, 0, 0, 1, 2, 3)), fold=0.3)


@generator("flop-exposed-first-two", FLOP_VARIANTS)
def _gen_exposed_first_two(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    index = rng.choice((1, 2))
    _deal_with_exposed(rng, script, {index})
    return ruling_question(f"{game_name(variant)}: the {ordinal(index)} card off the deck is exposed",
                   f"The dealer exposed the {ordinal(index)} card of the deal. What is the ruling?", script)


@generator("flop-exposed-card-becomes-burn", FLOP_VARIANTS)
def _gen_exposed_later(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    index = rng.randint(3, deal_round_cards(script.table))
    # No action afterwards: the remedy finishes the deal and then replaces the card.
    _deal_with_exposed(rng, script, {index}, after=False)
    return ruling_question(f"{game_name(variant)}: the {ordinal(index)} card of the deal is exposed",
                   f"The dealer flashed the {ordinal(index)} card of the deal. What happens to it?", script)


@generator("flop-two-cards-exposed", FLOP_VARIANTS)
def _gen_two_exposed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    first, second = sorted(rng.sample(range(1, deal_round_cards(script.table) + 1), 2))
    _deal_with_exposed(rng, script, {first, second})
    return ruling_question(f"{game_name(variant)}: two cards exposed on the deal",
                   f"The dealer exposed the {ordinal(first)} and the {ordinal(second)} card of the deal. "
                   "What is the ruling?", script)


@generator("draw-exposed-card-house-rule", ("FB",))
def _gen_draw_exposed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    index = rng.randint(3, deal_round_cards(script.table))  # the first two are a misdeal (draw-exposed-cards-misdeal)
    _deal_with_exposed(rng, script, {index}, after=rng.random() < 0.5)
    return ruling_question(f"{game_name(variant)}: the {ordinal(index)} card of the deal is exposed",
                   f"Dealing {game_name(variant)}, the dealer exposes the {ordinal(index)} card. What now?", script)


def _draw_deal_exposed(rng: random.Random, variant: str, kept: bool) -> Script | None:
    """A draw game's initial deal with one card exposed: one the player must keep (any card in draw high;
    a 7, 5, 4, 3 or 2 in deuce-to-seven; a seven or under in limit ace-to-five, a five or under in no-limit) or,
    with ``kept`` False, one that is replaced (``catalog_draw.exposed_card_kept`` decides)."""
    from dealerschool.rules.catalog_draw import exposed_card_kept

    script = Script(random_setup(rng, variant))
    script.post_all()
    total = deal_round_cards(script.table)
    table = script.table
    fits = [i for i in range(3, total + 1)  # the first two cards exposed are a misdeal (draw-exposed-cards-misdeal)
            if exposed_card_kept(table.game, table.config.structure, table.stub[i - 1]) is kept]
    if not fits:
        return None
    _deal_with_exposed(rng, script, {rng.choice(fits)}, after=False)
    return script


@generator("draw-exposed-cards-misdeal", DRAW_VARIANTS)
def _gen_draw_exposed_misdeal(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    total = deal_round_cards(script.table)
    exposed = {rng.choice((1, 2))} if rng.random() < 0.5 else set(rng.sample(range(1, total + 1), 2))
    _deal_with_exposed(rng, script, exposed, after=False)
    named = " and the ".join(ordinal(index) for index in sorted(exposed))
    return ruling_question(f"{game_name(variant)}: the {named} card of the deal exposed",
                   f"Dealing {game_name(variant)}, the dealer exposes the {named} card. What is the ruling?", script)


@generator("draw-exposed-card-kept", ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D", "FA5L1D", "NA5L1D"))
def _gen_draw_exposed_kept(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _draw_deal_exposed(rng, variant, kept=True))
    return ruling_question(f"{game_name(variant)}: a card exposed before the draw",
                   f"Dealing {game_name(variant)}, the dealer exposes a player's card. Does he keep it?", script)


@generator("draw-exposed-card-replaced", ("N2L1D", "F2L3D", "FA5L1D", "NA5L1D"))
def _gen_draw_exposed_replaced(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _draw_deal_exposed(rng, variant, kept=False))
    return ruling_question(f"{game_name(variant)}: a high card exposed before the draw",
                   f"Dealing {game_name(variant)}, the dealer exposes a player's card. What happens to it?", script)


def _a_player_discards(rng: random.Random, variant: str) -> tuple[Script, int, int] | None:
    """Play to a draw (maybe a player or two draw first); then a player throws one to three cards. Returns the
    script, his seat and how many he threw."""
    script = Script(random_setup(rng, variant))
    if not script.play_to_street(rng, rng.choice(range(1, len(script.table.game.streets)))):
        return None
    script.cont()  # the burn: the draw begins
    table = script.table
    for _ in range(rng.randint(0, 2)):  # maybe a player or two draw first
        if table.actor is None:
            return None
        script.act(rng)
        script.cont()
    seat = table.actor
    if seat is None or not table.in_draw:
        return None
    held = [c.card for c in table.seat(seat).cards]
    count = rng.randint(1, min(3, len(held)))
    script.do(f"p{seat + 1} sd {''.join(str(c) for c in rng.sample(held, count))}")
    return script, seat, count


def _draw_replacement_exposed(rng: random.Random, variant: str) -> Script | None:
    """Play to a draw; a player throws one or more cards and one of his replacements is turned face up."""
    found = _a_player_discards(rng, variant)
    if found is None:
        return None
    script, seat, count = found
    for _ in range(rng.randrange(count)):
        if script.expected() != DealCard(seat, False):
            return None  # a reshuffle of the discards comes first: not this moment
        script.step()
    if script.expected() != DealCard(seat, False):
        return None
    script.do(f"deal p{seat + 1} exposed")
    if rng.random() < 0.5:
        script.cont()
    return script


def _acts_on_the_hand(rng: random.Random, script: Script, seat: int) -> bool:
    """Play on until ``seat`` has acted on his hand (the draw's betting, or his next draw), stopping at the
    showdown at the latest (the dealer's steps past it would read the hand); False when the hand ends, he folds
    or the showdown comes first."""
    table = script.table

    def acted() -> bool:
        return any(s == seat for s, _, _ in script.replay.actions_after)

    for _ in range(40):
        if table.is_complete or table.showdown_due or acted():
            break
        if table.actor is None:
            if script.expected() is None:
                return False
            try:
                script.cont()
            except ValueError:
                return False  # the dealer ran on to the pots, which cannot read a short hand: another walk
        else:
            script.act(rng)
    player = table.seats[seat]
    return not table.is_complete and player is not None and not player.folded and acted()


def _draw_one_too_many(rng: random.Random, variant: str) -> Script | None:
    """Play to a draw; a player throws one or more cards, the dealer gives him one more than he threw, and
    play goes on until that player has acted on the hand (the draw's betting, or his next draw)."""
    found = _a_player_discards(rng, variant)
    if found is None:
        return None
    script, seat, count = found
    for _ in range(count):
        if script.expected() != DealCard(seat, False):
            return None  # a reshuffle of the discards comes first: not this moment
        script.step()
    script.do(f"deal p{seat + 1}")  # one card more than he threw
    return script if _acts_on_the_hand(rng, script, seat) else None


@generator("draw-too-many-cards", DRAW_VARIANTS)
def _gen_draw_too_many(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _draw_one_too_many(rng, variant))
    return ruling_question(f"{game_name(variant)}: a hand given one card too many on the draw",
                   "On the draw the dealer gives a player one card more than he threw, and the player goes on "
                   "to act on the hand before anyone notices. What now?", script)


def _draw_one_too_few(rng: random.Random, variant: str) -> Script | None:
    """Play to a draw; a player throws one or more cards, the dealer passes over the last card due to him (he
    gets one fewer than he threw), and play goes on until that player has acted on the short hand."""
    found = _a_player_discards(rng, variant)
    if found is None:
        return None
    script, seat, count = found
    for _ in range(count - 1):
        if script.expected() != DealCard(seat, False):
            return None  # a reshuffle of the discards comes first: not this moment
        script.step()
    if script.expected() != DealCard(seat, False):
        return None
    script.do(f"skip p{seat + 1}")  # one card fewer than he threw
    if not _acts_on_the_hand(rng, script, seat):
        return None
    return script if len(script.table.seat(seat).cards) < script.table.game.hand_size else None


@generator("draw-too-few-cards", DRAW_VARIANTS)
def _gen_draw_too_few(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _draw_one_too_few(rng, variant))
    return ruling_question(f"{game_name(variant)}: a hand given one card too few on the draw",
                   "On the draw the dealer gives a player one card fewer than he threw, and the player goes on "
                   "to act on the hand before anyone notices. What now?", script)


@generator("draw-exposed-card-during-draw", DRAW_VARIANTS)
def _gen_draw_exposed_during(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _draw_replacement_exposed(rng, variant))
    return ruling_question(f"{game_name(variant)}: a replacement card exposed on the draw",
                   "On the draw the dealer turns a player's replacement card face up. What now?", script)


def _box(rng: random.Random, script: Script, boxes: int) -> None:
    """Deal the first round with ``boxes`` face-up cards met in the stub along the way."""
    script.post_all()
    total = deal_round_cards(script.table)
    if rng.random() < 0.6:
        positions = sorted(rng.sample(range(total), boxes))
    else:
        positions = [rng.randrange(total)] * boxes  # one after another
    dealt = 0
    for position in positions:
        while dealt < position:
            script.step()
            dealt += 1
        script.do("boxed")
    if rng.random() < 0.5:
        script.cont()  # the rest of the deal


@generator("boxed-cards")
def _gen_boxed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(random_setup(rng, variant))
    boxes = rng.choice((2, 2, 3))
    _box(rng, script, boxes)
    return ruling_question(f"{game_name(variant)}: {boxes} boxed cards on the initial deal",
                   f"Dealing the first round, the dealer finds {boxes} face-up cards in the stub. What now?", script)


@generator("boxed-cards-stub-short", ("PO", "FO", "FO/8"))
def _gen_boxed_stub_short(rng: random.Random, variant: str) -> dict[str, Any]:
    # Nine or ten Omaha hands take 36 or 40 cards; enough boxed cards leave fewer than the eight the
    # board needs (three burns and five cards).
    players = rng.choice((8, 9, 10))
    script = Script(random_setup(rng, variant, players=players))
    boxes = 45 - 4 * players + rng.randint(0, 1)
    script.post_all()
    # Met anywhere in the first round, several in a row as often as not (part of the deck was face up).
    positions = sorted(rng.randrange(deal_round_cards(script.table)) for _ in range(boxes))
    dealt = 0
    for position in positions:
        while dealt < position:
            script.step()
            dealt += 1
        script.do("boxed")
    if rng.random() < 0.5:
        script.cont()  # the rest of the deal
    return ruling_question(f"{game_name(variant)}: boxed cards use up the stub",
                   f"Dealing {players}-handed, the dealer finds {boxes} face-up cards in the stub. What now?", script)


@generator("boxed-card-single")
def _gen_boxed_single(rng: random.Random, variant: str) -> dict[str, Any]:
    def later() -> Script | None:
        script = Script(random_setup(rng, variant, deep=True))
        streets = len(script.table.game.streets)
        street = rng.randrange(1, streets)
        if not script.play_to_street(rng, street, fold=0.15, all_in=0.0):
            return None
        script.do("boxed")
        return script

    if rng.random() < 0.7:
        script = Script(random_setup(rng, variant))
        _box(rng, script, 1)
        moment = "on the initial deal"
    else:
        script = retry(later)
        moment = f"before {script.table.street.name}"
    return ruling_question(f"{game_name(variant)}: one boxed card {moment}",
                   f"The dealer finds one face-up card in the stub {moment}. What now?", script)


@generator("extra-hand-empty-seat")
def _gen_empty_seat(rng: random.Random, variant: str) -> dict[str, Any]:
    game = GAMES[ALL_VARIANT_GAMES[variant][0]]
    script = Script(random_setup(rng, variant, max_players=game.max_seats - 1, empty_seats=rng.randint(1, 2)))
    table = script.table
    victim = rng.choice([i for i, seat in enumerate(table.seats) if seat is None])
    script.post_all()
    street = game.streets[0]
    rounds = street.down + street.up
    misdealt_rounds = set(range(rng.randint(1, rounds)))  # the dealer went on dealing to it for a while
    # The first round's dealing order, as the table has queued it; the empty seat falls after
    # the last occupied seat before it, counting clockwise from the first seat dealt.
    order = [op.seat for op in table.queued() if isinstance(op, DealCard)][:len(table.occupied)]
    n = len(table.seats)
    slot = sum(1 for i in order if (i - order[0]) % n < (victim - order[0]) % n)
    stop_round = max(misdealt_rounds)
    for round_number in range(rounds):
        for position in range(len(order) + 1):
            if position == slot:
                # (Never after the very last card: that card would count as premature, not misdealt.)
                last_card = round_number == rounds - 1 and slot == len(order)
                if round_number in misdealt_rounds and not last_card:
                    up = " up" if street.up and round_number >= street.down else ""
                    script.do(f"deal p{victim + 1}{up}")
                continue
            script.step()
        if round_number == stop_round and rng.random() < 0.3:
            break
    return ruling_question(f"{game_name(variant)}: a hand dealt to empty seat {victim + 1}",
                   f"Before any action the dealer sees that seat {victim + 1}, where nobody sits, was dealt "
                   "cards. What is the ruling?", script)


# ---------------------------------------------------------------- flop games: the turn and river


@generator("premature-turn", FLOP_VARIANTS)
def _gen_premature_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = to_board_burn(rng, variant, 1)
        if script is None or len(script.table.can_bet()) < 3:
            return None
        script.cont()  # burn and turn the flop; the flop betting begins
        table = script.table
        if table.actor is None or table.street_index != 1:
            return None
        # At least one flop decision first: a fourth card turned before anyone acted is a four-card
        # flop (its own rule), not a premature turn.
        for _ in range(rng.randint(1, len(table.can_bet()) - 1)):
            script.act(rng, fold=0.2, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != 1:
                return None
        return script

    script = retry(make)
    waiting = script.table.actor
    assert waiting is not None
    if rng.random() < 0.8:
        script.do("burn")
    script.do("board")
    return ruling_question(f"{game_name(variant)}: the turn comes out before the flop betting is over",
                   f"Seat {waiting + 1} has not acted on the flop, but the dealer has already put out the turn. "
                   "What is the ruling?", script)


def _street_word(street: int) -> str:
    return {2: "turn", 3: "river"}[street]


@generator("turn-without-burn", FLOP_VARIANTS)
def _gen_turn_without_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))
    script = retry(lambda: to_board_burn(rng, variant, street))
    script.do("board")
    word = _street_word(street)
    return ruling_question(f"{game_name(variant)}: the {word} is turned without a burn",
                   f"The dealer turns the {word} card without burning first. Nobody has acted on it. What now?",
                   script)


@generator("turn-without-burn-after-action", FLOP_VARIANTS)
def _gen_turn_without_burn_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))

    def make() -> Script | None:
        script = to_board_burn(rng, variant, street)
        if script is None:
            return None
        script.do("board")
        if script.table.actor is None:
            return None
        script.play(rng, rng.randint(1, len(script.table.can_bet())), fold=0.2, all_in=0.0)
        return script

    script = retry(make)
    word = _street_word(street)
    return ruling_question(f"{game_name(variant)}: the {word} had no burn, noticed after action",
                   f"The {word} was turned without a burn, and nobody noticed until players had acted on it. "
                   "What now?", script)


def _two_burns_before_the_flop(rng: random.Random, variant: str, turned: int, act: bool) -> Script | None:
    script = to_board_burn(rng, variant, 1)
    if script is None:
        return None
    script.do("burn")
    script.do("burn")
    for _ in range(turned):
        script.do("board")
    if act:
        if script.table.actor is None:
            return None
        script.play(rng, rng.randint(1, len(script.table.can_bet())), fold=0.2, all_in=0.0)
    return script


@generator("flop-two-burns", FLOP_VARIANTS)
def _gen_flop_two_burns(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _two_burns_before_the_flop(rng, variant, 0, act=False))
    return ruling_question(f"{game_name(variant)}: two burns before the flop",
                   "After the preflop betting the dealer burned two cards and has not turned the flop yet. What now?",
                   script)


@generator("flop-two-burns-flop-exposed", FLOP_VARIANTS)
def _gen_flop_two_burns_exposed(rng: random.Random, variant: str) -> dict[str, Any]:
    turned = rng.choice((1, 2, 3, 3))
    script = retry(lambda: _two_burns_before_the_flop(rng, variant, turned, act=False))
    return ruling_question(f"{game_name(variant)}: two burns, then the flop",
                   "The dealer burned two cards before the flop and turned flop cards; nobody has acted on them. "
                   "What now?", script)


@generator("flop-two-burns-after-action", FLOP_VARIANTS)
def _gen_flop_two_burns_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _two_burns_before_the_flop(rng, variant, 3, act=True))
    return ruling_question(f"{game_name(variant)}: two burns before the flop, found after action",
                   "The dealer burned two cards before the flop, and players acted on the flop before anyone "
                   "noticed. What now?", script)


@generator("turn-two-burns", FLOP_VARIANTS)
def _gen_turn_two_burns(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))
    script = retry(lambda: to_board_burn(rng, variant, street))
    script.do("burn")
    script.do("burn")
    script.do("board")
    word = _street_word(street)
    return ruling_question(f"{game_name(variant)}: two burns before the {word}",
                   f"Before the {word} the dealer burned two cards, then turned one up. No action yet. What now?",
                   script)


@generator("turn-two-burns-after-action", FLOP_VARIANTS)
def _gen_turn_two_burns_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))

    def make() -> Script | None:
        script = to_board_burn(rng, variant, street)
        if script is None:
            return None
        script.do("burn")
        script.do("burn")
        script.do("board")
        if script.table.actor is None:
            return None
        for _ in range(rng.randint(1, 2)):
            if script.table.actor is None:
                break
            script.act(rng, fold=0.1, all_in=0.0)
        return script

    script = retry(make)
    word = _street_word(street)
    return ruling_question(f"{game_name(variant)}: two burns before the {word}, found after action",
                   f"Before the {word} the dealer burned two cards and turned one up; players acted on it before "
                   "anyone noticed. What now?", script)


def _to_runout_turn(rng: random.Random, variant: str) -> Script | None:
    """A flop-game table where the players are all in before the turn: the board is run out."""
    script = Script(random_setup(rng, variant, min_players=2, max_players=4, short=1.0))
    if not script.play_to_street(rng, 2, fold=0.0, raise_=0.4, all_in=0.6):
        return None
    table = script.table
    return script if len(table.in_hand()) >= 2 and len(table.can_bet()) <= 1 else None


@generator("turn-two-burns-two-up", FLOP_VARIANTS)
def _gen_turn_two_burns_two_up(rng: random.Random, variant: str) -> dict[str, Any]:
    all_in = rng.random() < 0.4  # the board being run out, or a turn betting round still to come
    if all_in:
        script = retry(lambda: _to_runout_turn(rng, variant))
    else:
        script = retry(lambda: to_board_burn(rng, variant, 2))
    for text in ("burn", "burn", "board", "board"):
        script.do(text)
    who = "The players are all in. " if all_in else ""
    return ruling_question(f"{game_name(variant)}: two burns and two cards up for the turn",
                   f"{who}For the turn the dealer burned two cards and turned two up. What now?", script)
