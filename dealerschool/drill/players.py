"""The simulated players: what each does on his turn (seeded, plausible: fold weak hands facing a bet, call
mostly, raise strong ones, draw in draw games), and the questions a player asks the dealer now and then
(the amount to call, the least raise, the pot-limit maximum) with their right answers.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import random
from typing import Any

from dealerschool.poker.cards import Card
from dealerschool.poker.games import Structure
from dealerschool.table import words
from dealerschool.table.table import Phase, Table


def _strength(table: Table, seat: int) -> float:
    """A rough 0-1 strength of a seat's cards for the game (enough for plausible folding and raising)."""
    cards: list[Card] = list(table.seat(seat).hole) + list(table.board)
    game = table.game
    ranks = [int(card.rank) for card in cards]
    if not ranks:
        return 0.5
    if game.is_lowball:
        lowest = sorted(set(2 if r == 14 and game.low_kind != "deuce-seven" else r for r in ranks))
        best = lowest[:min(5, len(lowest))]
        return max(0.0, min(1.0, 1.1 - sum(best) / (len(best) * 10)))
    pairs = len(ranks) - len(set(ranks))
    high = sorted(ranks, reverse=True)[:2]
    return min(1.0, 0.15 * pairs + sum(high) / 40)


def decide(table: Table, seat: int, rng: random.Random) -> str:
    """What the simulated player in ``seat`` does now, as an event: fold weak hands facing a bet, check or
    call mostly, raise strong ones, go all in sometimes (short stacks more often); draw in draw games."""
    player = table.seat(seat)
    name = f"p{seat + 1}"
    if table.phase is Phase.DRAWING:
        return f"{name} sd {''.join(str(card) for card in _discards(table, seat, rng))}".rstrip()
    legal = table.legal_player_operations()
    if "bring-in" in legal:
        return f"{name} pb"
    strength = _strength(table, seat) + rng.uniform(-0.2, 0.2)
    to_call = table.to_call(seat)
    options = table.raise_options(seat)
    short = player.stack <= 12 * max(1, table.config.big_blind or table.config.small_bet)
    if options is not None and not {"check", "call"} & set(legal):
        # 'Raise' (or 'bet') said with no amount binds him (Table.bind_to_raise): the least he may make it.
        return f"{name} cbr {options.choices[0] if options.choices is not None else options.minimum}"
    if options is not None and (strength > 0.8 or (short and strength > 0.6)) and rng.random() < 0.6:
        if options.choices is not None:
            return f"{name} cbr {options.choices[-1]}"
        amount = options.maximum if (short or rng.random() < 0.15) else min(options.maximum, max(options.minimum,
                                                                                                options.minimum * 2))
        return f"{name} cbr {amount}"
    if to_call > 0 and "fold" in legal and strength < 0.35 and rng.random() < 0.8:
        return f"{name} f"
    return f"{name} cc"


def stay_in(table: Table, seat: int) -> str:
    """The simulated player in ``seat`` stays in whatever: brings in when due, else checks or calls (the hand
    where the stud deck runs short: everyone reaches seventh street)."""
    return f"p{seat + 1} pb" if "bring-in" in table.legal_player_operations() else f"p{seat + 1} cc"


def _discards(table: Table, seat: int, rng: random.Random) -> list[Card]:
    hole = list(table.seat(seat).hole)
    game = table.game
    if game.is_lowball:
        seen: set[int] = set()
        suits: set[Any] = set()
        throw: list[Card] = []
        for card in sorted(hole, key=lambda c: int(c.rank) if game.low_kind == "deuce-seven" else int(c.rank) % 14):
            rank = int(card.rank)
            bad = rank in seen or (rank > 9 if game.low_kind == "deuce-seven" else rank not in (14,) and rank > 8)
            if game.low_kind == "badugi":
                bad = rank in seen or card.suit in suits
            if bad:
                throw.append(card)
            else:
                seen.add(rank)
                suits.add(card.suit)
        if game.low_kind == "deuce-seven" and len(throw) >= 3 and rng.random() < 0.5:
            return hole  # a hopeless hand: throw all five (the five-card discard rule comes up)
        return throw
    counts: dict[int, int] = {}
    for card in hole:
        counts[int(card.rank)] = counts.get(int(card.rank), 0) + 1
    keep = {rank for rank, count in counts.items() if count > 1}
    if not keep:
        keep = {max(counts)}
    return [card for card in hole if int(card.rank) not in keep][:3 if len(keep) == 1 and not any(
        count > 1 for count in counts.values()) else 4]


# ---------------------------------------------------------------- a player's question about the action


def question(table: Table, seed: int, hand_number: int, told: int, reads: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The question the player to act asks now, if he asks one (at most twice a hand, about one turn in four):
    {"what", "seat" (1-based), "at" (``told``: the events told so far)}; None when he asks nothing."""
    if len(reads) >= 2 or any(read["at"] == told for read in reads):
        return None
    if table.phase is not Phase.BETTING or table.actor is None:
        return None
    if random.Random(f"{seed}-{hand_number}-{told}-read").random() >= 0.25:
        return None
    seat = table.actor
    options = table.raise_options(seat)
    if table.config.structure is Structure.POT_LIMIT and options is not None:
        what = "pot-limit-maximum"
    elif table.to_call(seat) > 0:
        what = "to-call"
    elif options is not None and table.config.structure is Structure.NO_LIMIT and table.round.current_bet:
        what = "minimum-raise"
    else:
        return None
    return {"what": what, "seat": seat + 1, "at": told}


def question_words(reading: dict[str, Any]) -> str:
    """A player's question in words."""
    seat = reading["seat"]
    return {"pot-limit-maximum": f"Seat {seat} asks: how much can I raise to? (pot)",
            "to-call": f"Seat {seat} asks: how much is it to me?",
            "minimum-raise": f"Seat {seat} asks: what is the least I can raise to?"}[reading["what"]]


def right_answer(table: Table, reading: dict[str, Any]) -> int:
    """The right answer to a player's question, from the table as it stands."""
    seat = reading["seat"] - 1
    if reading["what"] == "to-call":
        return table.to_call(seat)
    options = table.raise_options(seat)
    assert options is not None
    return options.maximum if reading["what"] == "pot-limit-maximum" else options.minimum


def worked_answer(table: Table, reading: dict[str, Any], right: int) -> str:
    """The rule's arithmetic on this table's numbers (:func:`dealerschool.table.words.amount_example`); "" for an
    empty seat."""
    seat = reading["seat"] - 1
    player = table.seats[seat]
    if player is None:
        return ""
    return words.amount_example(reading["what"], right, words.Betting(
        seat, table.pot, table.bets_on_table(), table.round.current_bet, player.bet, player.stack,
        table.round.full_raise or table.limits.min_bet, table.round.blind_shortfall if table.street_index == 0 else 0))
