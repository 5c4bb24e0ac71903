"""Pushing a pot: what the trainee says (:class:`Payout`: a seat, the chips, in hi-lo games the half), what
the table's award is in those words (:func:`due_payouts`), the push checked for form, and why a wrong push
is wrong (the seats, the halves, the total, the odd chip) with the rule that says so.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschool.drill.settings import SOURCE, DrillError
from dealerschool.poker.games import Family
from dealerschool.table.operations import Operation, PushPot
from dealerschool.table.table import Table
from dealerschool.table.words import describe

HALVES = ("high", "low", "scoop")
"""The halves a trainee names when pushing a hi-lo pot: the high half, the low half, or all of it (a scoop:
one seat takes the whole pot, with one hand or with both halves, or because no low qualifies)."""


@dataclass(frozen=True)
class Payout:
    """What the trainee pushes to one seat from the pot being pushed."""

    seat: int
    """1-based, as the table's seats are numbered."""
    amount: int
    half: str = ""
    """In a hi-lo game one of :data:`HALVES`; "" in other games."""

    def words(self) -> str:
        return f"seat {self.seat} gets {self.amount:,}" + (f" ({self.half})" if self.half else "")


def due_payouts(table: Table, index: int) -> tuple[Payout, ...]:
    """Pot ``index``'s award as the trainee says it: each winner, the amount, the half in hi-lo games.

    One seat taking the whole pot of a hi-lo game is a scoop (whether it won both halves or no low
    qualified); tied high hands with no qualifying low each take a share of the high."""
    award = table.awards[index]
    amounts: dict[tuple[int, str], int] = {}
    seats = {share.seat for share in award.shares}
    for share in award.shares:
        if not table.game.split:  # a hi-lo game's pot nobody contested is a scoop too
            half = ""
        elif len(seats) == 1:
            half = "scoop"
        else:
            half = "low" if share.half == "low" else "high"
        key = (share.seat + 1, half)
        amounts[key] = amounts.get(key, 0) + share.amount
    return tuple(Payout(seat, amount, half) for (seat, half), amount in amounts.items())


def normal_payouts(payouts: tuple[Payout, ...] | list[Payout]) -> dict[tuple[int, str], int]:
    """Payouts keyed by seat and half, amounts added; one seat alone taking both halves is a scoop."""
    amounts: dict[tuple[int, str], int] = {}
    seats = {payout.seat for payout in payouts}
    halves = {payout.half for payout in payouts}
    both = len(seats) == 1 and ("scoop" in halves or {"high", "low"} <= halves)
    for payout in payouts:
        half = "scoop" if both else payout.half
        amounts[(payout.seat, half)] = amounts.get((payout.seat, half), 0) + payout.amount
    return amounts


def describe_due(table: Table, operation: Operation) -> str:
    """The operation due, in words; a push with every winner, the chips and the half."""
    if isinstance(operation, PushPot):
        award = table.awards[operation.index]
        winners = ", ".join(payout.words() for payout in due_payouts(table, operation.index))
        return f"push the {award.pot.label.lower()} ({award.pot.amount:,}): {winners}"
    return describe(operation)


def checked_payouts(table: Table, payouts: tuple[Payout, ...] | list[Payout] | None) -> tuple[Payout, ...]:
    """The trainee's push, checked for form (not for being right): DrillError names what is wrong."""
    if not payouts:
        raise DrillError(f"{SOURCE}: push: say who wins the pot and how many chips each gets")
    hilo = table.game.split
    checked = []
    for payout in payouts:
        if not isinstance(payout, Payout):
            raise DrillError(f"{SOURCE}: push: expected seats with amounts, got {str(payout)[:30]!r}")
        if isinstance(payout.seat, bool) or not isinstance(payout.seat, int) or not 1 <= payout.seat <= len(table.seats):
            raise DrillError(f"{SOURCE}: push: seat: expected 1 to {len(table.seats)}, got {str(payout.seat)[:20]!r}")
        if isinstance(payout.amount, bool) or not isinstance(payout.amount, int) or not 0 < payout.amount <= 10**9:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: expected a whole number of chips above 0, "
                             f"got {str(payout.amount)[:20]!r}")
        if hilo and payout.half not in HALVES:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: say which half (high, low or scoop): "
                             f"{table.game.name} is split high and low")
        if not hilo and payout.half:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: {table.game.name} is not split high and low "
                             f"(no half to name)")
        checked.append(payout)
    return tuple(checked)


def push_mistake(table: Table, expected: PushPot, payouts: tuple[Payout, ...] | list[Payout]) -> tuple[str, str]:
    """Why a push is wrong, in words with what was due, and the id of the rule that says so ("" for the
    table's own rule for the pot: the pots, the reading of the hands)."""
    award = table.awards[expected.index]
    due = describe_due(table, expected)
    right, given = normal_payouts(due_payouts(table, expected.index)), normal_payouts(payouts)
    stud8 = "stud-" if table.game.family is Family.STUD else ""
    reading = (stud8 + ("hi-lo-split" if any(share.half == "low" for share in award.shares) else "hi-lo-qualifier")
               if table.game.split else "")
    total = sum(given.values())
    right_seats, given_seats = {seat for seat, _ in right}, {seat for seat, _ in given}
    if right_seats != given_seats:
        extra = sorted(given_seats - right_seats)
        missing = sorted(right_seats - given_seats)
        parts = []
        if extra:
            parts.append(f"{_seats(extra)} {'does' if len(extra) == 1 else 'do'} not win this pot")
        if missing:
            parts.append(f"{_seats(missing)} {'wins' if len(missing) == 1 else 'win'} a share of it")
        said = "; ".join(parts)
        return f"{said[:1].upper()}{said[1:]}: {due}.", reading
    if set(right) != set(given):
        return f"Not those halves: {due}.", reading
    if total != award.pot.amount:
        return f"Those pushes add up to {total:,}; the {award.pot.label.lower()} holds {award.pot.amount:,}: {due}.", ""
    # The right seats and halves and the whole pot: only the odd chip (or more) went to the wrong one.
    short = [key for key in right if given[key] < right[key]]
    over = [key for key in right if given[key] > right[key]]
    halves = {half for _, half in right}
    if {"high", "low"} <= halves and sum(right[k] for k in right if k[1] == "high") != sum(
            right[k] for k in right if k[1] == "low") and {h for _, h in over} != {h for _, h in short}:
        return f"The odd chip between the halves goes to the high half: {due}.", stud8 + "hi-lo-odd-chip"
    seat, half = short[0] if short else over[0]
    tied = [right[key] for key in right if key[1] == half]  # the hands that split this half (or the pot)
    if len(tied) > 1 and 0 < max(tied) - min(tied) <= (table.config.rules.chip_unit or 1):
        odd = sorted(seat for seat, _ in short)
        rule_id = (("odd-chip-razz" if table.game.bring_in_high else "odd-chip-stud")
                   if table.game.family is Family.STUD else "odd-chip-button-games")
        return f"The odd chip goes to {_seats(odd)}: {due}.", rule_id
    return f"Seat {seat} gets {right[(seat, half)]:,}, not {given[(seat, half)]:,}: {due}.", reading


def _seats(seats: list[int]) -> str:
    """Seats numbered as read: "seat 4", "seats 1 and 3", "seats 1, 3 and 5"."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"
