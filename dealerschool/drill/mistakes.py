"""The table's mistakes a drill makes happen: which kind a hand waits for and when (from the seed alone),
the mistakes the table's moment allows, the first of them the rules engine rules on (and whose remedy
leaves a table that can go on), and the stud deck running short on seventh street.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from dealerschool import situations
from dealerschool.drill.settings import Settings
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES, Family
from dealerschool.rules.engine import rule_on_replay
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations.record import HandRecord
from dealerschool.situations.replays import Replay
from dealerschool.table.operations import AnnounceBringIn, AnnounceFirstToAct, Burn, DealCard, TurnBoardCard
from dealerschool.table.table import Phase, Table

MISTAKE_KINDS: dict[Family, tuple[str, ...]] = {
    Family.FLOP: ("flashed", "wrong-seat", "boxed", "missed-burn", "premature", "out-of-turn", "undercall", "string",
                  "chip", "exposed-by-player"),
    Family.STUD: ("flashed", "wrong-seat", "boxed", "bring-in", "first", "out-of-turn", "undercall", "string", "chip"),
    Family.DRAW: ("flashed", "wrong-seat", "boxed", "out-of-turn", "undercall", "string", "chip", "exposed-by-player"),
}
"""The table's mistakes a drill makes happen, by game family (each hand picks one kind to wait for). Stud
games with :data:`SHORT_DECK_PLAYERS` or more also have "short-deck": the players all stay in, the deck
runs short on seventh street and the hand stops for the run-out ruling (:data:`RUN_OUT_RULES`)."""

SHORT_DECK_PLAYERS = 7
"""Seven players who all stay in need 49 cards plus the burns: more than 52, so seventh street runs short."""

RUN_OUT_RULES = frozenset({"stud-running-out-of-cards", "stud-running-out-reshuffle", "stud-running-out-common-card"})
"""The engine's stud run-out rules (catalog D16): which one holds depends on the counts, and the rulebooks
differ on them (the conflict register's "Stud running out of cards": TDA 2024 RP-10-H counts the stub with
the burns and keeps sixth street's first actor; Robert's Rules Stud 15 scrambles the last card with the
burns, and with a common card the high hand using it acts first)."""


def mistakes(table: Table, rng: random.Random) -> list[tuple[str, str]]:
    """The table's mistakes that could happen now, as (kind, event), in a random order: the first one the
    engine rules on is the one that happens."""
    found: list[tuple[str, str]] = []
    expected = table.next_dealer_operation()
    family = table.game.family
    if isinstance(expected, DealCard):
        if not expected.face_up:
            found.append(("flashed", f"deal p{expected.seat + 1} exposed"))
        others = [i for i in table.in_hand() if i != expected.seat]
        if others:
            found.append(("wrong-seat", f"deal p{rng.choice(others) + 1}"))
        found.append(("boxed", "boxed"))
    if isinstance(expected, Burn):
        found.append(("missed-burn", "board") if family is Family.FLOP else ("boxed", "boxed"))
    if isinstance(expected, TurnBoardCard):
        found.append(("boxed", "boxed"))
    if isinstance(expected, (AnnounceBringIn, AnnounceFirstToAct)):
        wrong = [i for i in table.in_hand() if i != expected.seat]
        if wrong:
            word = "bring-in" if isinstance(expected, AnnounceBringIn) else "first"
            found.append((word, f"{word} p{rng.choice(wrong) + 1}"))
    actor = table.actor
    if actor is not None and table.phase is Phase.BETTING:
        player = table.seat(actor)
        to_call = table.to_call(actor)
        later = [i for i in table.in_hand() if i != actor and table.seat(i).stack > 0]
        if later:
            found.append(("out-of-turn", f"p{rng.choice(later) + 1} cc"))
        if to_call > 1 and player.stack > to_call:
            found.append(("undercall", f"p{actor + 1} put {rng.randint(1, to_call - 1)}"))
        options = table.raise_options(actor)
        if to_call > 0 and options is not None and player.stack > options.minimum:
            found.append(("string", f"p{actor + 1} string {to_call} {max(1, options.minimum - player.bet - to_call)}"))
            chip = 5 * (table.config.big_blind or table.config.small_bet)
            if chip > to_call and player.stack >= chip:
                found.append(("chip", f"p{actor + 1} chip {chip}"))
        if player.cards and family is not Family.STUD:
            found.append(("exposed-by-player", f"expose p{actor + 1} 1"))
        if family is Family.FLOP and table.street_index < len(table.game.streets) - 1:
            found.append(("premature", "burn"))
    rng.shuffle(found)
    return found


# ---------------------------------------------------------------- the simulated players


@lru_cache(maxsize=1024)
def _mistake_kind(seed: int, hand_number: int, kinds: tuple[str, ...]) -> str:
    """The kind of mistake a hand waits for: a function of the seed and the hand alone, asked on every step
    (seeding a Random from a string hashes it), so kept."""
    return random.Random(f"{seed}-{hand_number}-kind").choice(kinds)


def wanted_mistake(seed: int, hand_number: int, setup: Mapping[str, Any]) -> str:
    """The kind of mistake a hand waits for (from the seed: the same hand, the same kind)."""
    game, _ = ALL_VARIANT_GAMES[setup["variant"]]
    family = GAMES[game].family
    kinds = MISTAKE_KINDS[family]
    if family is Family.STUD and len(setup["starting_stacks"]) >= SHORT_DECK_PLAYERS:
        kinds += ("short-deck",)
    return _mistake_kind(seed, hand_number, kinds)


def mistake_moment(settings: Settings, hand_number: int, setup: Mapping[str, Any]) -> int | None:
    """After how many events the simulator makes the hand's mistake happen (None: this hand has none): at
    the settings' rate, slips on the deal during the deal, the rest at any moment of the hand."""
    rng = random.Random(f"{settings.seed}-{hand_number}-inject")
    if rng.random() >= settings.rate.chance:
        return None
    players = len(setup["starting_stacks"])
    if wanted_mistake(settings.seed, hand_number, setup) in ("flashed", "wrong-seat"):
        return rng.randint(0, 2 * players + 2)
    return rng.randint(0, 6 * players + 24)


def runs_short(table: Table, replayed: Replay, rulebook: str) -> bool:
    """Seventh street's cards are due and the stub cannot serve every player: the hand stops for the run-out
    ruling (a procedure the engine rules on from the table, under the drill's rulebook)."""
    if table.street_index != len(table.game.streets) - 1 or table.actor is not None \
            or table.next_dealer_operation() is None or replayed.irregularities:
        return False
    try:
        found = rule_on_replay(replayed, rulebook, carried_out=False)
    except ValueError:  # NoRuling: no procedure rule holds here (the stub suffices)
        return False
    return found.rule.id in RUN_OUT_RULES


def injected_mistake(table: Table, setup: Mapping[str, Any], events: list[str], rulebook: str, seed: int,
                     hand_number: int, inject_after: int, wanted: str) -> str | None:
    """The event of the mistake that happens now, or None when none the engine rules on fits the moment.

    Each hand waits for one kind of mistake (so every kind comes up, not only the commonest moments); a
    hand that has not met it 40 events on takes any kind the moment offers."""
    rng = random.Random(f"{seed}-{hand_number}-{len(events)}-mistake")
    candidates = mistakes(table, rng)
    if len(events) < inject_after + 40:
        candidates = [pair for pair in candidates if pair[0] == wanted]
    for _, text in candidates:
        record = HandRecord(HandRecord.start(setup).setup_json, tuple(events) + (text,))
        try:
            situation = record.situation()
            replayed = situations.replay(situation, get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play))
            if not replayed.irregularities:
                continue
            found = rule_on_replay(replayed, rulebook, carried_out=False)
            check_playable(found.table)
        except (ValueError, LookupError, AssertionError):
            continue  # NoRuling among them: not a mistake the engine rules on here; try another
        return text
    return None


def check_playable(table: Table) -> None:
    """The remedied table can go on: a dealer step or a player is due (or the hand is over), and the dealer
    steps due now can all be carried out. (It found a boxed card on a full stud table's seventh street
    leaving the stub a card short, before the boxed-card remedy turned to the run-out procedure there:
    where a remedy still leaves the table stuck, the drill makes some other mistake happen instead.)"""
    table.check_invariants()
    if not table.is_complete and table.actor is None and table.next_dealer_operation() is None:
        raise AssertionError("the table after the remedy is stuck")
    table.copy().run_dealer()  # IllegalOperation (a ValueError) when a step due cannot be made
