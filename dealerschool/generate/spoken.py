"""Generators for words said aloud and the chips that follow them (TDA 2024 Rule 40): 'call' then more
chips, 'call' then too few (Rule 51-A: the full call is owed), an amount said then other chips, 'raise' then
too few chips or a single chip; and 'check' said
facing a bet (TDA 2024 Rule 55: he may call or fold, not raise); 'raise' said with nothing bet (Rule 55-B: a bet,
at least the minimum); and 'fold' said facing a bet (Robert's Rules,
Dead Hands 1: the hand is dead on the word); a tap on the table in turn with nothing to call (TDA 2024 Rule
3: a check); a player asking, the hand over, to see the card that would have come (TDA 2024 Rule 28); a
player showing his cards to one other player during the deal (Robert's Rules, The Showdown 6); and a bet said
as a number without its unit ('I bet five': TDA 2024 Rule 57); and prior chips pulled back facing a raise
(TDA 2024 Rule 46-B: call or raise, no fold); and a wrong count acted on (TDA 2024 Rule 49, accepted action); and
'pot' said aloud, and a bet on a pot count too low (TDA 2024 Rules 3, 40-A, 52-B, 54-D)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from dealerschool.generate.core import Script, game_name, generator, retry, ruling_question
from dealerschool.generate.walks import acted_at_decision, betting_decision, said_at_decision
from dealerschool.poker.betting import unitless_meanings
from dealerschool.situations.events import NUMBER_WORDS

CHIPS = (5, 25, 100, 500, 1000, 5000)
"""Chip denominations a player may put in one at a time."""


def _call_then_chips(rng: random.Random, variant: str, pushed: Callable[[int, int], int | None], title: str,
                     compared: str) -> dict[str, Any]:
    """'Call' said facing a bet, then the chips ``pushed(owed, stack)`` picks (None: none fit at this seat):
    over the call (the call stands) or short of it (the full call is owed)."""
    def act(script: Script, seat: int) -> bool:
        owed, stack = script.table.to_call(seat), script.table.seat(seat).stack
        chips = pushed(owed, stack)
        if chips is None:
            return False
        script.do(f"p{seat + 1} says call")
        script.do(f"p{seat + 1} put {chips}")
        return True

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: 'call', then {title} chips",
                           f"Facing a bet, a player says 'call', then pushes out {compared} chips than the call. "
                           "What is his action?", script)


@generator("spoken-call-then-chips")
def _gen_call_then_chips(rng: random.Random, variant: str) -> dict[str, Any]:
    return _call_then_chips(rng, variant, lambda owed, stack: None if stack <= owed + 1 else
                            rng.randint(owed + 1, min(stack, owed * 5 + 10)), "more", "more")


@generator("spoken-call-short")
def _gen_call_then_fewer_chips(rng: random.Random, variant: str) -> dict[str, Any]:
    return _call_then_chips(rng, variant, lambda owed, stack: None if owed < 2 or stack <= owed else
                            rng.randint(1, owed - 1), "too few", "fewer")


@generator("spoken-amount-then-chips")
def _gen_amount_then_chips(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        options = table.raise_options(seat)
        if options is None:
            return False
        player = table.seat(seat)
        totals = options.choices or tuple(range(options.minimum, min(options.maximum, options.minimum * 4) + 1))
        total = rng.choice(totals)
        said = f"raise to {total}" if table.round.current_bet else f"bet {total - player.bet}"
        wrong = [x for x in range(1, min(player.stack, (total - player.bet) * 2) + 1) if x != total - player.bet]
        if not wrong:
            return False
        script.do(f"p{seat + 1} says {said}")
        script.do(f"p{seat + 1} put {rng.choice(wrong)}")
        return True

    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.6, act)
    return ruling_question(f"{game_name(variant)}: an amount said, then other chips",
                           "A player says how much he bets or raises to, then pushes out a different amount. "
                           "What is his bet?", script)


@generator("spoken-raise-short")
def _gen_raise_short(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        options = table.raise_options(seat)
        short = 0 if options is None else options.minimum - table.seat(seat).bet - 1
        if options is None or short < 1:
            return False
        script.do(f"p{seat + 1} says raise")
        script.do(f"p{seat + 1} put {rng.randint(1, short)}")
        return True

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: 'raise', then too few chips",
                           "Facing a bet, a player says 'raise', then pushes out less than a full raise. "
                           "What is his action?", script)


@generator("spoken-raise-oversized-chip")
def _gen_raise_chip(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        chips = [c for c in CHIPS if c <= table.seat(seat).stack]
        if table.raise_options(seat) is None or not chips:
            return False
        word = "raise" if table.round.current_bet else "bet"
        script.do(f"p{seat + 1} says {word}")
        script.do(f"p{seat + 1} chip {rng.choice(chips)}")
        return True

    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.7, act)
    return ruling_question(f"{game_name(variant)}: 'raise', then one chip",
                           "A player says 'raise' (or 'bet') with no amount, then puts in a single chip. "
                           "What is his action?", script)


@generator("check-facing-a-bet")
def _gen_check_facing_a_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    script, seat = said_at_decision(rng, variant, True, "says check")
    return ruling_question(f"{game_name(variant)}: 'check' said facing a bet",
                           f"Seat {seat} faces a bet of {script.table.to_call(seat - 1)} and says 'check'. "
                           "What may he do now?", script)


@generator("raise-said-with-nothing-bet")
def _gen_raise_with_nothing_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        if table.round.current_bet != 0 or table.raise_options(seat) is None:
            return False  # (the big blind's option preflop faces his own blind: 'raise' is a raise there)
        script.do(f"p{seat + 1} says raise")
        return True

    script = acted_at_decision(rng, variant, False, act)
    return ruling_question(f"{game_name(variant)}: 'raise' with nothing bet",
                           "Nothing has been bet on this round, and the player to act says 'raise'. "
                           "What must he do?", script)


@generator("fold-declared-facing-a-bet")
def _gen_fold_declared_facing_a_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    script, seat = said_at_decision(rng, variant, True, "says fold")
    return ruling_question(f"{game_name(variant)}: 'fold' said facing a bet",
                           f"Seat {seat} faces a bet of {script.table.to_call(seat - 1)} and says 'fold', still "
                           "holding his cards. What is the ruling?", script)


@generator("tap-is-a-check")
def _gen_tap_is_a_check(rng: random.Random, variant: str) -> dict[str, Any]:
    script, seat = said_at_decision(rng, variant, False, "taps")
    return ruling_question(f"{game_name(variant)}: a tap on the table",
                           f"Nothing is bet, and seat {seat}, in turn, taps the table without a word. "
                           "What is his action?", script)


def _hand_won_before_the_end(rng: random.Random, variant: str) -> Script | None:
    """A random hand at a decision facing a bet, where everyone still to act folds: the bettor wins with
    cards still to come."""
    script = betting_decision(rng, variant, True)
    if script is None:
        return None
    table = script.table
    while table.actor is not None and len(table.in_hand()) > 1:
        if table.to_call(table.actor) == 0:
            return None  # a fold with a check free would be a mistake of its own (TDA 2024 Rule 58)
        script.do(f"p{table.actor + 1} f")
    if len(table.in_hand()) != 1 or table.street_index + 1 >= len(table.game.streets):
        return None  # ended on the last street: no card would have come
    return script


@generator("no-rabbit-hunting")
def _gen_rabbit_hunt(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _hand_won_before_the_end(rng, variant))
    table = script.table
    asker = rng.choice([i for i, seat in enumerate(table.seats) if seat is not None])
    script.do(f"p{asker + 1} asks-next-card")
    return ruling_question(f"{game_name(variant)}: 'what would have come?'",
                           f"Everyone folds to a bet on {table.street.name}; seat {asker + 1} asks the dealer to "
                           "show the card that would have come next. Ruling?", script)


@generator("show-one-show-all")
def _gen_show_one_show_all(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: betting_decision(rng, variant, rng.random() < 0.5))
    table = script.table
    seat = script.seat_to_act()
    others = [i for i in table.in_hand() if i != seat]
    other = rng.choice(others)
    # Robert's Rules, The Showdown 6 has two cases: shown to an active player (turned up for all now), and to a
    # player not in the pot (shown to all when the deal is finished). Now and then the one shown is a folder.
    folded = [i for i, player in enumerate(table.seats) if player is not None and player.folded]
    if folded and rng.random() < 0.3:
        other = rng.choice(folded)
    script.do(f"p{seat + 1} shows-to p{other + 1}")
    who = f"seat {other + 1}, who has folded" if other in folded else f"seat {other + 1}"
    return ruling_question(f"{game_name(variant)}: cards shown to one player",
                           f"Seat {seat + 1}, still in the hand, shows his cards to {who}. Ruling?", script)


@generator("unitless-bet-highest-reasonable", variants=("NT", "PO", "N2L1D"))
def _gen_unitless_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        if table.round.current_bet > 0:
            return False  # the blinds are a bet: 'I bet five' is a bet with nothing bet yet on the round
        options = table.raise_options(seat)
        if options is None:
            return False
        pot = table.pot + table.bets_on_table()
        words = [word for word, number in NUMBER_WORDS.items()
                 if any(amount <= pot for amount in unitless_meanings(number, options))]
        if not words:
            return False
        script.do(f"p{seat + 1} says bet {rng.choice(words)}")
        return True

    script = acted_at_decision(rng, variant, False, act)
    pot = script.table.pot + script.table.bets_on_table()
    return ruling_question(f"{game_name(variant)}: a bet said without its unit",
                           f"Nothing is bet yet on {script.table.street.name}, with {pot:,} in the pot. "
                           f"The player to act says '{script.events[-1].split('says ', 1)[1]}' and nothing more. "
                           "What is his bet?", script)


@generator("prior-bet-pulled-back", variants=("NT", "PO", "N2L1D"))
def _gen_prior_bet_pulled_back(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        if table.seat(seat).bet == 0 or table.raise_options(seat) is None:
            return False  # nothing of his in front to pull back, or he could not raise anyway
        script.do(f"p{seat + 1} pulls-back {rng.randint(1, table.seat(seat).bet)}")
        return True

    script = acted_at_decision(rng, variant, True, act)
    table = script.table
    seat = script.seat_to_act()
    return ruling_question(f"{game_name(variant)}: prior chips pulled back",
                           f"Seat {seat + 1} has {table.seat(seat).bet:,} in front from earlier on {table.street.name} "
                           f"and faces a raise to {table.round.current_bet:,}. He pulls some of his chips back toward "
                           "his stack and says nothing. What may he do now?", script)


@generator("accepted-action-wrong-count")
def _gen_wrong_count(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        bet, current = table.seat(seat).bet, table.round.current_bet
        if current - bet < 2 or table.seat(seat).stack < current - bet:
            return False
        told = rng.randint(bet + 1, current - 1)
        by = "" if rng.random() < 0.6 else f" by p{rng.choice([i for i in table.in_hand() if i != seat]) + 1}"
        script.do(f"count {told}{by}")
        script.do(f"p{seat + 1} put {told - bet}" if rng.random() < 0.6 else f"p{seat + 1} says call")
        return True

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: a wrong count acted on",
                           "The player to act asks how much the bet is, is told less than it really is, and acts on "
                           "that count. What does he owe?", script)


_POT_LIMIT_VARIANTS = ("PT", "PO", "P7S", "P5CD")
"""Pot-limit games: where 'pot' is an official betting term (TDA 2024 Rule 3) and a pot count is given (54-A)."""


def _pot_said_then_chips(rng: random.Random, all_in: bool) -> Any:
    """The player to act says 'pot', then pushes out chips that are not the pot; ``all_in``: a hand where the pot
    is more than his stack (so 'pot' is all in), else one where he covers it."""
    def act(script: Script, seat: int) -> bool:
        table = script.table
        options = table.raise_options(seat)
        player = table.seat(seat)
        if options is None or (options.maximum == player.bet + player.stack) != all_in:
            return False
        pot = options.maximum - player.bet
        wrong = [x for x in range(1, min(player.stack, pot * 2) + 1) if x != pot]
        if not wrong:
            return False
        script.do(f"p{seat + 1} says pot")
        script.do(f"p{seat + 1} put {rng.choice(wrong)}")
        return True
    return act


@generator("pot-said-then-other-chips", _POT_LIMIT_VARIANTS)
def _gen_pot_said_then_chips(rng: random.Random, variant: str) -> dict[str, Any]:
    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.5, _pot_said_then_chips(rng, all_in=False))
    return ruling_question(f"{game_name(variant)}: 'pot', then other chips",
                           "A player says 'pot', then pushes out an amount that is not the pot. What is his bet?",
                           script)


@generator("pot-said-all-in", _POT_LIMIT_VARIANTS)
def _gen_pot_said_all_in(rng: random.Random, variant: str) -> dict[str, Any]:
    act = _pot_said_then_chips(rng, all_in=True)

    def make() -> Script | None:
        # Short stacks (random_setup's ``short``), so that a bet of the pot is often more than the player has.
        script = betting_decision(rng, variant, rng.random() < 0.5, short=0.8)
        return script if script is not None and act(script, script.seat_to_act()) else None

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: 'pot' for more than he has",
                           "A player whose stack is smaller than the pot says 'pot', then pushes out part of his "
                           "chips. What is his bet?", script)


def _bet_on_a_short_pot_count(rng: random.Random, called: bool) -> Any:
    """The player to act is told a pot count below the pot and bets it; ``called``: two players then act on it,
    one calling (substantial action), else the floor is called at once."""
    def act(script: Script, seat: int) -> bool:
        table = script.table
        options = table.raise_options(seat)
        player = table.seat(seat)
        if options is None or options.maximum - options.minimum < 2 or options.maximum == player.bet + player.stack:
            return False
        if called and len([i for i in table.in_hand() if table.seat(i).stack > 0]) < 3:
            return False
        told = rng.randint(options.minimum, options.maximum - 1)
        script.do(f"count pot {told}")
        script.do(f"p{seat + 1} put {told - player.bet}")
        if called:
            for word in rng.sample(["cc", rng.choice(["cc", "f"])], 2):
                if table.actor is None or table.actor == seat:
                    return False
                script.do(f"p{table.actor + 1} {word}")
        return True
    return act


@generator("pot-bet-on-short-count", _POT_LIMIT_VARIANTS)
def _gen_pot_short_count(rng: random.Random, variant: str) -> dict[str, Any]:
    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.5, _bet_on_a_short_pot_count(rng, False))
    return ruling_question(f"{game_name(variant)}: a pot count too low",
                           "The player to act asks for the pot, is told less than the pot really makes it, and bets "
                           "that amount; the mistake is seen at once. What is his bet?", script)


@generator("pot-bet-on-short-count-stands", _POT_LIMIT_VARIANTS)
def _gen_pot_short_count_stands(rng: random.Random, variant: str) -> dict[str, Any]:
    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.5, _bet_on_a_short_pot_count(rng, True))
    return ruling_question(f"{game_name(variant)}: a pot count too low, seen late",
                           "The player to act asks for the pot, is told less than the pot really makes it, and bets "
                           "that amount; two more players act on it before anyone notices. What is his bet?", script)


@generator("pot-said-no-limit", ("NT", "N5CD", "N2L1D"))
def _gen_pot_said_no_limit(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        if script.table.raise_options(seat) is None:
            return False
        script.do(f"p{seat + 1} says pot")
        return True

    script = acted_at_decision(rng, variant, lambda: rng.random() < 0.5, act)
    return ruling_question(f"{game_name(variant)}: 'pot' said in no limit",
                           f"In no limit, seat {script.seat_to_act() + 1} says 'I bet the pot' and stops. What is his "
                           "action?", script)
