"""Generators for players away and requests at the table (absent players, dead hands, refunds, the
mixed-game rotation, buying the button, missed blinds, new players, seat limits, the draw for the
button), the end of a hand (the button moves) and the color-up before one (the chip race)."""

from __future__ import annotations

import math
import random
from typing import Any

from dealerschool.generate.core import (
    BLIND_VARIANTS,
    STUD_VARIANTS,
    Script,
    all_cards,
    deal_round_cards,
    game_name,
    generator,
    question_mapping,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import betting_decision, engine_rule, play_hand_out, procedure_generator, to_street_start
from dealerschool.histories.phh import ALL_VARIANT_GAMES, VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import CheckOrCall, DealCard, MoveButton, PostAnte, PostBlind, ShowHand
from dealerschool.table.words import plural

# ---------------------------------------------------------------- players away, words and requests at the table


def _deal_then_away(rng: random.Random, variant: str) -> Script | None:
    script = Script(random_setup(rng, variant, min_players=3))
    script.post_all()
    cards = deal_round_cards(script.table)
    for _ in range(rng.randint(0, cards - 1)):
        script.step()
    script.cont()  # the rest of the deal (and, in stud, the bring-in is due)
    script.play(rng, rng.choice((0, 0, 1, 2)), fold=0.1, raise_=0.1, all_in=0.0)
    table = script.table
    waiting = [i for i in table.in_hand() if i != table.actor]
    if table.is_complete or not waiting:
        return None
    script.do(f"away p{rng.choice(waiting) + 1}")
    return script


@generator("tournament-absent-player", BLIND_VARIANTS)
def _gen_away_tournament(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _deal_then_away(rng, variant))
    return ruling_question(f"{game_name(variant)}: a player away from the table at the deal",
                   "Tournament: when the last card of the deal went out, one player was not at his seat. "
                   "What happens to his hand?", script)


@generator("stud-absent-player", STUD_VARIANTS)
def _gen_away_stud(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _deal_then_away(rng, variant))
    return ruling_question(f"{game_name(variant)}: a player away from the table on third street",
                   "Third street is out, and one player is not at the table. What happens to his hand?", script)


@generator("dead-hand-actions", STUD_VARIANTS)
def _gen_turns_down(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: betting_decision(rng, variant, True))
    seat = script.seat_to_act() + 1
    script.do(f"p{seat} turns-down")
    return ruling_question(f"{game_name(variant)}: upcards turned down facing a bet",
                   f"Facing a bet, seat {seat} turns his upcards face down, then says he meant to call. Ruling?",
                   script)


def _turned_down_after_betting(rng: random.Random, variant: str) -> Script | None:
    script = Script(random_setup(rng, variant, min_players=3))
    if not play_hand_out(rng, script, True, ShowHand):
        return None
    live = script.table.in_hand()
    if len(live) < 2 or not script.table.showdown_due:
        return None
    script.do(f"p{rng.choice(live) + 1} turns-down")
    return script


@generator("stud-upcards-turned-down-at-showdown", STUD_VARIANTS)
def _gen_turns_down_at_showdown(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _turned_down_after_betting(rng, variant))
    return ruling_question(f"{game_name(variant)}: upcards turned down after the betting",
                   "The betting is over; before the hands are tabled, a player still in the hand turns his "
                   "upcards face down. Ruling?", script)


def _caller_asks_refund(rng: random.Random, variant: str) -> Script | None:
    script = to_street_start(rng, variant, (1, 2, 3, 4), deep=True)
    if script is None:
        return None
    script.cont()
    table = script.table
    if table.actor is None:
        return None
    script.play(rng, rng.randint(1, 4), fold=0.1, raise_=0.3, all_in=0.0)
    callers = [op.seat for op in table.log if isinstance(op, CheckOrCall) and op.seat in table.in_hand()]
    if not callers or table.is_complete:
        return None
    script.do(f"p{rng.choice(callers) + 1} asks-refund")
    return script


@generator("stud-no-refund-when-beaten", STUD_VARIANTS)
def _gen_refund(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _caller_asks_refund(rng, variant))
    return ruling_question(f"{game_name(variant)}: a caller asks for his chips back",
                   "A player called, then saw that an opponent's board already beats his whole hand, and asks for "
                   "his call back. Ruling?", script)


def _dealer_steps(rng: random.Random, script: Script, most: int | None = None) -> None:
    """Some of the forced bets and the deal, step by step, before any player decides."""
    count = rng.randint(0, most if most is not None else 2 + deal_round_cards(script.table))
    for _ in range(count):
        op = script.expected()
        if op is None or not isinstance(op, (PostAnte, PostBlind, DealCard)) or script.table.actor is not None:
            break
        script.step()


@generator("mixed-game-rotation")
def _gen_skips_game(rng: random.Random, variant: str) -> dict[str, Any]:
    data = random_setup(rng, variant, min_players=3)
    data["mixed_game"] = True
    script = Script(data)
    _dealer_steps(rng, script, 6)
    seat = rng.choice(script.table.occupied)
    script.do(f"p{seat + 1} skips-game")
    return ruling_question(f"{game_name(variant)} in a mixed game: a player wants to skip a game",
                   f"In a mixed-game rotation, seat {seat + 1} says he will sit out this game and come back for the "
                   "next one. Ruling?", script)


def _table_moment(rng: random.Random, variant: str, rule_id: str, data: dict[str, Any]) -> Script | None:
    """A table set up with ``data``, a few dealer steps in (no decision yet), where the engine finds ``rule_id``."""
    try:
        script = Script(data)
    except ValueError:
        return None  # the set-up cannot be dealt (for example a buyer's stack too short for both blinds)
    _dealer_steps(rng, script)
    return script if engine_rule(script) == rule_id else None


@generator("mixed-game-button-during-stud", STUD_VARIANTS)
def _gen_mixed_stud(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        data = random_setup(rng, variant, full_house=True)
        data["mixed_game"] = True
        return _table_moment(rng, variant, "mixed-game-button-during-stud", data)

    script = retry(make)
    return ruling_question(f"{game_name(variant)} in a mixed game: the button during stud",
                   "The rotation has reached a stud game. What happens to the button while stud is dealt?", script)


def _after_button(data: dict[str, Any]) -> list[int]:
    """The occupied seat numbers clockwise after the button."""
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    at = numbers.index(data["button"])
    return numbers[at + 1:] + numbers[:at]


@generator("buy-the-button", BLIND_VARIANTS)
def _gen_buy_button(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        data = random_setup(rng, variant, min_players=3, full_house=True)
        data["button_buyer"] = _after_button(data)[0]  # the seat the button moves to next
        return _table_moment(rng, variant, "buy-the-button", data)

    script = retry(make)
    buyer = script.setup["button_buyer"]
    return ruling_question(f"{game_name(variant)}: a new player buys the button",
                   f"A new player sits down in seat {buyer}, where the button is due next, and wants to play this "
                   "hand. What may he do?", script)


def _folded_to_the_blinds(rng: random.Random, variant: str, play: str, allowed: bool, antes: bool) -> Script | None:
    """A hand where everyone folds to the blinds before the flop and the two agree to chop."""
    data = random_setup(rng, variant, full_house=True)
    data.pop("antes", None)
    if antes:
        data["antes"] = data["blinds_or_straddles"][0]
    data["play"] = play
    data["house"] = {**data.get("house", {}), "chop_blinds": allowed}
    script = Script(data)
    table = script.table
    while script.expected() is not None and table.actor is None:
        script.step()
    while table.actor is not None and table.actor != table.small_blind_seat:
        script.do(f"p{table.actor + 1} f")
    if table.actor is None or set(table.in_hand()) != {table.small_blind_seat, table.big_blind_seat}:
        return None
    script.do("chop")
    return script


_CHOP_SETTINGS = {"cash, chopping allowed": ("cash", True, False), "a tournament": ("tournament", True, False),
                  "cash, chopping not allowed": ("cash", False, False), "cash, with antes": ("cash", True, True)}
"""Where a chop is asked for: the words the question says, and (play, the house's ``chop_blinds``, antes in)."""


def _chop_question(rng: random.Random, variant: str, where: str) -> dict[str, Any]:
    script = retry(lambda: _folded_to_the_blinds(rng, variant, *_CHOP_SETTINGS[where]))
    return ruling_question(f"{game_name(variant)}: the blinds want to chop ({where})",
                           f"{where.capitalize()}: everyone folds to the blinds before the flop, and the two of them "
                           "agree to chop. Ruling?", script)


@generator("chop-the-blinds", BLIND_VARIANTS)
def _gen_chop(rng: random.Random, variant: str) -> dict[str, Any]:
    return _chop_question(rng, variant, "cash, chopping allowed")


@generator("chop-refused", BLIND_VARIANTS)
def _gen_chop_refused(rng: random.Random, variant: str) -> dict[str, Any]:
    return _chop_question(rng, variant, rng.choice(("a tournament", "cash, chopping not allowed", "cash, with antes")))


@generator("missed-blinds-cash", BLIND_VARIANTS)
def _gen_missed_blinds(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        data = random_setup(rng, variant, min_players=4, full_house=True)
        later = _after_button(data)[2:]  # not the blinds' seats this hand
        seats = sorted(rng.sample(later, rng.choice((1, 1, 1, 2)) if len(later) > 1 else 1))
        if rng.random() < 0.3:  # the last of them missed only the small blind: he posts it alone, dead
            data["missed_small_blinds"] = seats[-1:]
            seats = seats[:-1]
        if seats:
            data["missed_blinds"] = seats
        return _table_moment(rng, variant, "missed-blinds-cash", data)

    script = retry(make)
    both = script.setup.get("missed_blinds", [])
    small = script.setup.get("missed_small_blinds", [])
    words = ([f"Seat {' and '.join(str(s) for s in both)} missed both blinds"] if both else []) + (
        [f"seat {small[0]} missed only the small blind (his big blind was posted)"] if small else [])
    return ruling_question(f"{game_name(variant)}: a returning player's missed blinds",
                   "; ".join(words)[0].upper() + "; ".join(words)[1:] + " while away, and "
                   + ("they are" if both and small or len(both) > 1 else "he is") + " back for this hand. What must "
                   + ("each" if both and small or len(both) > 1 else "he") + " post?", script)


@generator("new-player-between-blinds-and-button", BLIND_VARIANTS)
def _gen_new_player_gap(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        data = random_setup(rng, variant, min_players=4, full_house=True)
        data["new_players"] = [rng.choice(_after_button(data)[:2])]  # before the big blind
        return _table_moment(rng, variant, "new-player-between-blinds-and-button", data)

    script = retry(make)
    seat = script.setup["new_players"][0]
    return ruling_question(f"{game_name(variant)}: a new player between the button and the big blind",
                   f"A new player takes seat {seat}, after the button and before the big blind. Is he dealt in?",
                   script)


@generator("seat-limits")
def _gen_seat_limits(rng: random.Random, variant: str) -> dict[str, Any]:
    game = GAMES[ALL_VARIANT_GAMES[variant][0]]

    def make() -> Script | None:
        data = random_setup(rng, variant, game.max_seats, empty_seats=0, full_house=True)
        stacks = data["starting_stacks"]
        stacks.append(rng.choice(stacks))
        data["seat_count"] = len(stacks)
        data.pop("seats", None)
        data["new_players"] = [rng.choice([n for n in range(1, len(stacks) + 1) if n != data["button"]])]
        return _table_moment(rng, variant, "seat-limits", data)

    script = retry(make)
    seat = script.setup["new_players"][0]
    return ruling_question(f"{game_name(variant)}: one player too many",
                   f"The game already has {game.max_seats} players when a new player sits down in seat {seat}. "
                   "Is he dealt in?", script)


@generator("tie-break-by-suit")
def _gen_button_draw(rng: random.Random, variant: str) -> dict[str, Any]:
    data = random_setup(rng, variant, stud_ties=False)
    data.pop("button")
    data["button_draw"] = True
    count = len(data["starting_stacks"])
    cards = all_cards()
    if rng.random() < 0.7:  # two or more players draw the high rank: the suits decide
        rank = rng.choice(range(6, 15))
        tied = [c for c in cards if c.rank == rank]
        pairs = rng.sample(tied, min(len(tied), rng.randint(2, min(4, count))))
        rest = rng.sample([c for c in cards if c.rank < rank], count - len(pairs))
        drawn = pairs + rest
        rng.shuffle(drawn)
    else:
        drawn = rng.sample(cards, count)
    data["stub"] = "".join(str(c) for c in drawn)
    script = Script(data)
    _dealer_steps(rng, script)
    return {"title": f"{game_name(variant)}: the draw for the button", "script": script,
            "question": question_mapping("seat", "button", "A new game draws for the button, one card each from seat 1. "
                                  "Who gets the button?")}


# ---------------------------------------------------------------- the end of the hand and the chips before it


def _hand_to_the_button(rng: random.Random, variant: str) -> Script | None:
    """A hand played to its end: every hand shown and every pot pushed by its own event ('show pN',
    'push'), so the events stop just before the button moves. Half the hands deal each street with one
    'continue', the others step by step. None if the hand cannot stop there (an uncalled bet returned
    at the end has no event: the 'continue' that returns it runs on past the button)."""
    script = Script(random_setup(rng, variant, full_house=True))
    coarse = rng.random() < 0.5
    return script if play_hand_out(rng, script, coarse, MoveButton) else None


procedure_generator("button-moves-one-seat", None, "The last pot has been pushed. What does the dealer do with "
                     "the button before the next hand?", sampler=_hand_to_the_button)


_DENOMINATIONS = ((1, 5), (5, 25), (25, 100), (100, 500), (500, 1000), (1000, 5000))
"""(small, large): the chip that leaves play and the one that replaces it (at most five to one, so the
odd chips of ten players never need more race cards than a deck holds)."""

_STAKES = ("antes", "bring_in", "small_bet", "big_bet", "min_bet", "max_bet")


def _colored_up(rng: random.Random, variant: str) -> dict[str, Any]:
    """A set-up with a [color_up] table: the stakes scaled so that every blind, ante and bet is made of
    large chips, each stack its large chips plus its own count of small ones; at least one seat holds
    odd small chips (else nothing is raced) and sometimes a seat holds only a few small chips (TDA: a
    player is not raced out of the event)."""
    data = random_setup(rng, variant, full_house=True)
    small, large = rng.choice(_DENOMINATIONS)
    per_large = large // small
    stakes = [data[key] for key in _STAKES if key in data] + list(data.get("blinds_or_straddles", ()))
    common = 0
    for value in stakes:
        common = math.gcd(common, value)
    factor = large // math.gcd(large, common)
    for key in _STAKES:
        if key in data:
            data[key] *= factor
    if "blinds_or_straddles" in data:
        data["blinds_or_straddles"] = [value * factor for value in data["blinds_or_straddles"]]
    counts = [rng.randint(0, 3 * per_large) if rng.random() < 0.8 else 0 for _ in data["starting_stacks"]]
    if all(count % per_large == 0 for count in counts):
        counts[rng.randrange(len(counts))] += rng.randint(1, per_large - 1)
    stacks = [max(large, stack * factor // large * large) + count * small
              for stack, count in zip(data["starting_stacks"], counts, strict=False)]
    if rng.random() < 0.2:  # a seat left with fewer small chips than make one large chip, and nothing else
        seat = rng.randrange(len(counts))
        counts[seat] = rng.randint(1, per_large - 1)
        stacks[seat] = counts[seat] * small
    data["starting_stacks"] = stacks
    data["color_up"] = {"small": small, "large": large, "small_chips": counts}
    return data


@generator("color-up-chip-race")
def _gen_color_up(rng: random.Random, variant: str) -> dict[str, Any]:
    ruling = rng.random() < 0.5
    for _ in range(100):
        data = _colored_up(rng, variant)
        small, large, counts = data["color_up"]["small"], data["color_up"]["large"], data["color_up"]["small_chips"]
        odd = sum(count % (large // small) for count in counts)
        # The rounding question only means something when the odd chips are not a whole number of large ones.
        if not ruling or odd * small % large:
            break
    script = Script(data)  # no events: the race is run before the first card of the hand
    title = f"{game_name(variant)}: coloring up the ${small} chips"
    if ruling:
        return ruling_question(title, f"The ${small} chips leave play before this hand. After each player changes his "
                       f"whole sets for ${large} chips, {plural(odd, f'${small} chip')} (${odd * small}) "
                       f"{'is' if odd == 1 else 'are'} left over. "
                       f"How many ${large} chips are raced for?", script)
    return {"title": title, "script": script,
            "question": question_mapping("amount", "chip-race", f"The ${small} chips leave play before this hand: each "
                                  f"player changes his whole sets for ${large} chips, and the {odd} odd ${small} "
                                  f"{'chip is' if odd == 1 else 'chips are'} raced, one card from the top of the stub for each. How many "
                                  f"${large} chips does each seat receive in all?")}


@generator("dead-button", BLIND_VARIANTS)
def _gen_dead_button(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        data = random_setup(rng, variant, min_players=4, full_house=True)
        numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
        data.setdefault("seat_count", max(numbers))
        small, big = _after_button(data)[:2]  # last hand's blinds
        gone = rng.choice((small, big))  # one of them has busted out
        at = numbers.index(gone)
        data["seats"] = numbers[:at] + numbers[at + 1:]
        data["starting_stacks"] = data["starting_stacks"][:at] + data["starting_stacks"][at + 1:]
        del data["button"]
        data["previous_blinds"] = [small, big]
        return _table_moment(rng, variant, "dead-button", data)

    script = retry(make)
    small, big = script.setup["previous_blinds"]
    gone = small if small not in script.setup["seats"] else big
    role = "small" if gone == small else "big"
    return ruling_question(f"{game_name(variant)}: a blind busts in a tournament",
                   f"Tournament. Last hand seat {small} had the small blind and seat {big} the big blind; the "
                   f"{role} blind (seat {gone}) has busted out. Where do the button and the blinds go this hand?",
                   script)


STRADDLE_VARIANTS = tuple(v for v in BLIND_VARIANTS if VARIANT_GAMES[v][1] in ("no-limit", "pot-limit"))
"""The big-bet blind games: the straddle text found (Robert's Rules, No Limit and Pot Limit) is theirs."""


@generator("straddle-sets-the-bring-in", STRADDLE_VARIANTS)
def _gen_straddle(rng: random.Random, variant: str) -> dict[str, Any]:
    """A live straddle (sometimes a second one) after the blinds, and a decision before anyone raises: the
    bet to call is the last straddle and a raise adds at least as much."""
    def make() -> Script | None:
        data = random_setup(rng, variant, min_players=4)
        small, big = data["blinds_or_straddles"]
        straddles = [2 * big] if rng.random() < 0.8 else [2 * big, 4 * big]
        data["blinds_or_straddles"] = [small, big, *straddles]
        data["starting_stacks"] = [max(stack, 4 * straddles[-1]) for stack in data["starting_stacks"]]
        try:
            script = Script(data)
        except ValueError:
            return None
        script.cont()
        for _ in range(rng.randint(0, 2)):  # a few calls before the question
            if script.table.actor is None or script.table.to_call(script.table.actor) == 0:
                break
            script.do(f"p{script.table.actor + 1} cc")
        return script if script.table.actor is not None and engine_rule(script) == "straddle-sets-the-bring-in" else None

    script = retry(make)
    blinds = script.setup["blinds_or_straddles"]
    straddles = [amount for amount in blinds[2:] if amount]
    stakes = (f"{game_name(variant)}, blinds {blinds[0]}-{blinds[1]}, "
              + " and ".join(f"a straddle of {amount}" for amount in straddles))
    return ruling_question(f"{game_name(variant)}: a live straddle",
                           f"{stakes}. Seat {script.table.actor + 1} is to act: what may he call, and what is the "  # type: ignore[operator]
                           "least he may raise to?", script)


@generator("big-blind-ante", BLIND_VARIANTS)
def _gen_big_blind_ante(rng: random.Random, variant: str) -> dict[str, Any]:
    """A tournament hand with a big blind ante (catalog B10), asked about as a ruling, as the dealer's
    next step once the blinds are in, or as the amount to call; sometimes the big blind is short of the
    blind and the ante together, so the blind comes first and the ante takes what is left."""
    kind = rng.choice(("ruling", "ruling", "dealer-operation", "amount"))

    def make() -> Script | None:
        data = random_setup(rng, variant, full_house=True)
        count = len(data["starting_stacks"])
        small, big = data["blinds_or_straddles"]
        ante = rng.choice((big, big, big, small, 2 * big))
        data["antes"] = [0, ante] + [0] * (count - 2)  # PHH: one ante, on the big blind's entry
        numbers = data.get("seats") or list(range(1, count + 1))
        after = _after_button(data)
        big_seat = after[0] if count == 2 else after[1]
        if rng.random() < 0.3:
            data["starting_stacks"][numbers.index(big_seat)] = rng.randint(1, big + ante - 1)
        if kind == "ruling":
            return _table_moment(rng, variant, "big-blind-ante", data)
        try:
            script = Script(data)
        except ValueError:
            return None
        if kind == "dealer-operation":
            while isinstance(script.expected(), PostBlind):
                script.step()
            op = script.expected()
            if not (isinstance(op, PostAnte) and op.for_table):
                return None  # a big blind with nothing left after his blind posts no ante
        else:
            script.cont()
            if script.table.actor is None:
                return None
        return script if engine_rule(script) == "big-blind-ante" else None

    script = retry(make)
    ante = script.setup["antes"][1]
    small, big = script.setup["blinds_or_straddles"]
    stakes = f"Tournament, blinds {small}-{big} with a {ante} big blind ante"
    title = f"{game_name(variant)}: a big blind ante"
    if kind == "ruling":
        return ruling_question(title, f"{stakes}. Who posts what before the cards are dealt, and what counts toward the call?",
                       script)
    if kind == "dealer-operation":
        return {"title": title, "script": script,
                "question": {"type": "dealer-operation", "prompt": f"{stakes}. The blinds are in. What next?"}}
    seat = script.table.actor + 1  # type: ignore[operator]
    return {"title": title, "script": script,
            "question": question_mapping("amount", "to-call", f"{stakes}. How much must seat {seat} put in to call?")}
