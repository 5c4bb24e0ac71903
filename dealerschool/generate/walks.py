"""Walks to a moment that several generator families share: a street about to open, a decision, a
showdown and its pots, and the procedure-rule generator that plays random hands until the engine finds
the rule (:func:`procedure_generator`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from dealerschool.generate.core import (
    RULE_LOOKUP_STEPS,
    ActOptions,
    Generated,
    Script,
    all_cards,
    game_name,
    generator,
    has_event,
    question_mapping,
    random_setup,
    retry,
    ruling_question,
    spend,
)
from dealerschool.rules import get_rule
from dealerschool.rules.engine import PROCEDURE_TRIGGERS, triggered_rule
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations import replay
from dealerschool.table.operations import CollectBets, DealCommonCard, Operation, PushPot, ReshuffleForStub, ShowHand
from dealerschool.table.table import Phase


def to_board_burn(rng: random.Random, variant: str, street: int) -> Script | None:
    """A flop-game table where the dealer is due to burn for ``street`` (2 turn, 3 river), two or more
    players still able to bet."""
    script = Script(random_setup(rng, variant, min_players=3 if rng.random() < 0.5 else 2, deep=True))
    if not script.play_to_street(rng, street, fold=0.2, all_in=0.0):
        return None
    return script if len(script.table.can_bet()) >= 2 else None


def _to_showdown(rng: random.Random, variant: str, short: float = 0.6) -> Script | None:
    """A hand played to its end; with short stacks (``short``) all-ins and side pots are common."""
    script = Script(random_setup(rng, variant, min_players=3 if short else 2, max_players=None if short else 4,
                           short=short))
    script.play(rng, 200, fold=0.1, raise_=0.3, all_in=0.3 if short else 0.0)
    if script.table.actor is not None or len(script.table.in_hand()) < 2:
        return None
    return script


_STREETS_ACT: ActOptions = {"fold": 0.2, "raise_": 0.2, "all_in": 0.02}
_CHECKED_DOWN: ActOptions = {"fold": 0.2, "raise_": 0.0, "all_in": 0.0}
"""The last round checked or called through: who shows first is then the same under every rulebook
(with two bettors, TDA tables the last aggressor first, the sources the first)."""


def play_hand_out(rng: random.Random, script: Script, coarse: bool, until: type[Operation] | tuple[type[Operation], ...],
                   act: ActOptions = _STREETS_ACT, last: ActOptions = _CHECKED_DOWN) -> bool:
    """Play the hand on with random decisions (``act``; ``last`` on the final street) until the dealer is
    due to do an ``until`` operation: True there, False if the hand cannot stop there. Each show and pot
    push before it is its own event ('show pN', 'push'); ``coarse`` deals each street with one 'continue',
    otherwise card by card. An uncalled bet returned at the end has no event: the 'continue' that returns
    it runs on to the end of the hand, so such a hand is dropped (False)."""
    table = script.table
    for _ in range(600):
        if table.is_complete:
            return False
        if table.actor is not None:
            script.act(rng, **(last if table.street_index == len(table.game.streets) - 1 else act))
            continue
        op = script.expected()
        if op is None:
            return False
        if isinstance(op, until):
            return True
        if isinstance(op, ShowHand):
            script.do(f"show p{op.seat + 1}")
        elif isinstance(op, PushPot):
            script.do("push")
        elif has_event(op) and (not coarse or isinstance(op, CollectBets) or len(table.can_bet()) < 2):
            script.step()
        else:
            script.do("continue")
    return False


POT_PROMPTS = {"pots": "List every pot, main pot first: how many chips are in each?",
                "winners": "Which seats win each pot (main pot first)?",
                "shares": "How many chips does each winning seat collect in all?"}


def pot_question(rng: random.Random, variant: str, rule_id: str, title: str, short: float = 0.6) -> dict[str, Any]:
    """A showdown question whose answer the engine explains with ``rule_id`` (the pots' shape decides which
    rule explains them: several pots, an odd chip, a tie, a lowball reading; hands are tried until one fits)."""
    for _ in range(200):
        script = retry(lambda: _to_showdown(rng, variant, short))
        what = rng.choice(("pots", "winners", "shares"))
        title_text = f"{game_name(variant)}: {title}"
        question = question_mapping("amount" if what != "winners" else "seat", what, POT_PROMPTS[what])
        made = {"title": title_text, "script": script, "question": question}
        # (With the script's own replay: the probe's answer does not replay the events once more.)
        probe = Generated(rule_id, 0, title_text, script.mapping(), question, script.built("<probe>"), script.replay)
        if probe.answer_rule() == rule_id and _same_under_every_rulebook(script):
            return made
    raise RuntimeError(f"no hand in 200 gave a showdown explained by {rule_id}")  # pragma: no cover


def _same_under_every_rulebook(script: Script) -> bool:
    """The events replay without a mistake under every rulebook's settings. Only a stud stub that ran out can
    part them (the rulebooks deal seventh street differently and so say who acts first differently); other
    hands are not replayed again."""
    if not any(type(op) in (DealCommonCard, ReshuffleForStub) for op in script.table.log):
        return True
    situation = script.built("<check>")
    return all(not replay(situation, get_rulebook(name).table_rules(situation.house_overrides, situation.play)).irregularities
               for name in RULEBOOK_NAMES)


def to_street_start(rng: random.Random, variant: str, streets: tuple[int, ...], **setup: Any) -> Script | None:
    """A table where the dealer is due to open a random street among ``streets`` (two or more can bet)."""
    script = Script(random_setup(rng, variant, **setup))
    if not script.play_to_street(rng, rng.choice(streets), fold=0.15, all_in=0.0):
        return None
    return script if len(script.table.can_bet()) >= 2 else None


def at_decision(rng: random.Random, variant: str, decisions: int, **setup: Any) -> Script | None:
    """A table stopped at a player decision after up to ``decisions`` random ones."""
    script = Script(random_setup(rng, variant, **setup))
    script.play(rng, decisions, fold=0.15, all_in=0.0)
    if script.table.actor is None and not script.table.is_complete and script.expected() is not None:
        script.cont()
    table = script.table
    return script if table.actor is not None and table.phase is Phase.BETTING else None


def engine_rule(script: Script) -> str | None:
    """The rule the engine finds on the generator's own replay (no irregularity: the procedure triggers)."""
    spend(RULE_LOOKUP_STEPS)
    if script.replay.irregularities:
        return None
    try:
        return triggered_rule(script.replay)[0].id
    except ValueError:
        return None


def walk_to(rng: random.Random, script: Script, rule_id: str, stop: float, coarse: bool = True,
             max_street: int = 99, shows: bool = False, **act: Any) -> bool:
    """Play the hand on; at each state where the rule's own trigger holds, stop with chance ``stop``
    if the engine (triggers in their order) finds that rule there. False if the hand ends first or
    passes ``max_street``. ``coarse`` deals each street with one 'continue' (states inside the dealing
    are skipped; the moment after each decision and after the bets are collected are all kept).
    ``shows``: each showdown hand is tabled as its own event ('show pN'), so the moment the pots are due
    to be pushed is kept too (the rules that read the shown hands: who shows first comes before them)."""

    trigger = PROCEDURE_TRIGGERS[rule_id]
    table = script.table
    for _ in range(400):
        if trigger(table) and rng.random() < stop and engine_rule(script) == rule_id:
            return True
        if table.is_complete or table.street_index > max_street:
            return False
        if table.actor is not None:
            script.act(rng, **act)
            continue
        op = script.expected()
        if op is None:
            return False
        if shows and isinstance(op, ShowHand):
            script.do(f"show p{op.seat + 1}")
        elif has_event(op) and (not coarse or isinstance(op, CollectBets)):
            script.step()
        else:
            script.do("continue")
    return False


def procedure_generator(rule_id: str, variants: tuple[str, ...] | None, prompt: str, *, stop: float = 0.5,
                         tweak: Callable[[random.Random, dict[str, Any]], bool | None] | None = None,
                         setup: dict[str, Any] | None = None, act: dict[str, Any] | None = None,
                         sampler: Callable[[random.Random, str], Script | None] | None = None,
                         walk: dict[str, Any] | None = None,
                         accept: Callable[[Script], bool] | None = None) -> None:
    """Register a ruling question on a plain table for a procedure rule: random hands are walked step
    by step until the rule's own trigger holds and the engine finds that rule there (or ``sampler``
    builds the moment directly, and the engine must find the rule there). ``tweak`` changes the random
    table's set-up before it is dealt, and may return False to drop it at once; ``accept`` drops a moment the
    walk reached where another rulebook's rule would claim it (the engine's order here is one rulebook's)."""
    def make(rng: random.Random, variant: str) -> dict[str, Any]:
        def attempt() -> Script | None:
            if sampler is not None:
                script = sampler(rng, variant)
                return script if script is not None and engine_rule(script) == rule_id else None
            data = random_setup(rng, variant, full_house=True, **(setup or {}))
            if tweak is not None and tweak(rng, data) is False:
                return None  # the tweak found this table will not do
            try:
                script = Script(data)
            except ValueError:
                return None  # the tweak made a table that cannot be dealt
            if not walk_to(rng, script, rule_id, stop, **(walk or {}), **(act or {})):
                return None
            return script if accept is None or accept(script) else None

        script = retry(attempt)
        title = get_rule(rule_id).title
        return ruling_question(f"{game_name(variant)}: {title[0].lower() + title[1:]}", prompt, script)

    generator(rule_id, variants)(make)


def betting_decision(rng: random.Random, variant: str, facing: bool, **setup: Any) -> Script | None:
    """A table at a betting decision that faces a bet (``facing``) or could check: after a random
    number of decisions, the hand plays on to the next decision of that kind (a hand where the wanted
    decision never comes is dropped)."""
    script = at_decision(rng, variant, rng.randint(0, 10), deep=True, **setup)
    if script is None:
        return None
    table = script.table
    for _ in range(40):
        seat = table.actor
        if seat is None:
            if table.is_complete or script.expected() is None:
                return None
            script.cont()
            continue
        if (table.phase is Phase.BETTING and (table.to_call(seat) > 0) is facing
                and "bring-in" not in table.legal_player_operations()):
            return script
        script.act(rng, fold=0.15, all_in=0.0)
    return None



def acted_at_decision(rng: random.Random, variant: str, facing: bool | Callable[[], bool],
                      act: Callable[[Script, int], bool]) -> Script:
    """A random hand at a betting decision (:func:`betting_decision`; ``facing`` may be a draw, made afresh
    for each hand tried) where ``act`` has the player to act (``seat``, 0-based) do what a question is about;
    ``act`` returns False when this hand does not fit (too few chips, no raise allowed...), and another hand
    is dealt (:func:`retry`)."""
    def make() -> Script | None:
        script = betting_decision(rng, variant, facing() if callable(facing) else facing)
        return script if script is not None and act(script, script.seat_to_act()) else None

    return retry(make)


def said_at_decision(rng: random.Random, variant: str, facing: bool, words: str) -> tuple[Script, int]:
    """A random hand at a betting decision where the player to act does ``words`` (``"says check"``, ``"f"``,
    ``"taps"``...): the script, and that player's seat number (1-based)."""
    script = retry(lambda: betting_decision(rng, variant, facing))
    seat = script.seat_to_act() + 1
    script.do(f"p{seat} {words}")
    return script, seat

def low_flop_stub(rng: random.Random, players: int) -> str:
    """Omaha's first cards from the top of the stub: four hole cards each, the burn, then a flop of three
    different ranks from ace to eight (the rest of the stub stays shuffled by the seed)."""
    cards = all_cards()
    low = [card for card in cards if card.rank <= 8 or card.rank == 14]
    flop: list[Any] = []
    for card in rng.sample(low, len(low)):
        if card.rank not in {c.rank for c in flop}:
            flop.append(card)
        if len(flop) == 3:
            break
    others = [card for card in cards if card not in flop]
    top = rng.sample(others, 4 * players + 1) + flop
    return "".join(str(card) for card in top)


def low_stud_stub(rng: random.Random, players: int) -> str:
    """Seven-card stud's dealt cards from the top of the stub (seven each and the four burns), seven in eight
    of them (as many as there are) from ace to eight, so that a low often qualifies at the showdown (the rest of the stub stays
    shuffled by the seed). Dealt at random, most stud hi-lo hands had no low and were played again: over
    150 seeds this stub cut hi-lo-split's median work in stud from 112 steps to 66, and its worst from 411 to 218."""
    cards = all_cards()
    low = [card for card in cards if card.rank <= 8 or card.rank == 14]
    high = [card for card in cards if card not in low]
    count = min(7 * players + 4, 52)
    lows = min(len(low), (7 * count) // 8)
    top = rng.sample(low, lows) + rng.sample(high, count - lows)
    rng.shuffle(top)
    return "".join(str(card) for card in top)


def even_forced_bets_and_limits(data: dict[str, Any]) -> None:
    """Make a generated set-up's blinds (or stud bring-in) and limit bets even, the big blind at least twice
    the small and the bring-in below the small bet, so hi-lo halves and pots divide without an odd chip
    unless the generator puts one there on purpose. Changes ``data`` in place."""
    if "blinds_or_straddles" in data:
        small, big = data["blinds_or_straddles"]
        small += small % 2
        big = max(big + big % 2, 2 * small)
        data["blinds_or_straddles"] = [small, big]
        data.update(small_bet=big, big_bet=2 * big)
    else:
        data["bring_in"] += data["bring_in"] % 2
        data["small_bet"] += data["small_bet"] % 2
        data["big_bet"] = 2 * data["small_bet"]
        if data["bring_in"] >= data["small_bet"]:
            data["bring_in"] = 2  # (the bring-in is one or two units and the small bet four to eight)
