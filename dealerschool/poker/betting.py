"""Betting structures: what a bet or raise may be, given the round so far.

Pure arithmetic over a :class:`Round`: the table engine owns the round and
asks here for the legal range of a seat's next bet. Catalog C03–C07, D02–D05.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dealerschool.poker.games import Structure

_FIXED_LIMIT, _SPREAD_LIMIT, _NO_LIMIT = Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT, Structure.NO_LIMIT
"""The structures, as module globals: quicker to load than an enum class's attribute, and the table asks
here for every bet."""


@dataclass
class Round:
    """The state of one betting round."""

    current_bet: int = 0
    """The highest total bet in front of any seat this round (blinds and bring-in included)."""
    full_raise: int = 0
    """Size of the last full bet or raise: the minimum increment of the next raise."""
    bets_and_raises: int = 0
    """Bets, completions and raises made so far (a bring-in or blind does not count), for the limit cap."""
    opened: bool = False
    """Someone has bet or completed (a bring-in or blinds alone leave the round 'unopened' for completion)."""
    big_increment: bool = False
    """Stud open pair on fourth: a big-bet raise has been made, so later raises are big bets."""
    faced: dict[int, int] = field(default_factory=dict)
    """For each seat that has acted: the current bet it faced at its last action (for reopening)."""
    checked: set[int] = field(default_factory=set)
    """Seats that checked this round with nothing bet (where check-raise is barred they may not raise after)."""
    capped_multiway: bool = False
    """Limit: the cap was reached with more than two players in; it stays capped if the round then
    becomes heads-up (Robert's Rules Betting and Raising 4; catalog C04)."""
    blind_shortfall: int = 0
    """First round: chips a blind all in for less than its amount could not post. Pot limit counts
    them as if posted (TDA 2024 Rule 54-B), just as the bet to call stays the full blind."""
    short_level: int | None = None
    """Fixed limit: the bet before the short all-ins now on top of it (None: the last wager was full). A
    player facing an all-in of less than half a bet may complete the wager: a full bet over this level,
    not over the short all-in (Robert's Rules, Betting and Raising)."""
    short_all_ins: tuple[int, ...] = ()
    """No limit and pot limit: the seats whose all-in bet or raise this round fell short of a full one (it
    reopens nothing by itself; a full raise after it does: TDA 2024 Addendum 47, Examples 1-B and 3-B)."""
    reopened_short: bool = False
    """Fixed limit: the last full wager was an all-in (or all-ins) short of a full bet or raise that counted
    as full under the half-bet rule, so it reopened the betting to players who had already acted (Robert's
    Rules, Betting and Raising 6; TDA 2024 Rule 47)."""


@dataclass(frozen=True)
class Limits:
    """The settings a structure needs."""

    structure: Structure
    small_bet: int = 0
    big_bet: int = 0
    min_bet: int = 0
    """No-/pot-limit: the smallest opening bet (the big blind, or in stud the bring-in/ante)."""
    raise_cap: int | None = 3
    """Limit games: raises allowed after the bet (None = no cap)."""
    heads_up_uncapped: bool = True


def unit(limits: Limits, big: bool) -> int:
    """The fixed-limit bet size for this street."""
    return limits.big_bet if big else limits.small_bet


@dataclass(frozen=True)
class RaiseOptions:
    """What a seat may bet or raise to: any total from ``minimum`` to ``maximum``, or only ``choices``."""

    minimum: int
    maximum: int
    choices: tuple[int, ...] | None = None
    """Fixed-limit: the only legal totals (one, or two with the stud open-pair option)."""

    def allows(self, total: int) -> bool:
        if self.choices is not None:
            return total in self.choices
        return self.minimum <= total <= self.maximum


def capped(limits: Limits, round_: Round, players_in_hand: int) -> bool:
    """True when a limit round has reached its cap of one bet plus ``raise_cap`` raises.

    With ``heads_up_uncapped``, two players left may raise on, unless the round was
    already capped while more were in (a capped round stays capped).
    """
    if limits.structure not in (_FIXED_LIMIT, _SPREAD_LIMIT) or limits.raise_cap is None:
        return False
    if round_.bets_and_raises < limits.raise_cap + 1:
        return False
    return not (limits.heads_up_uncapped and players_in_hand <= 2 and not round_.capped_multiway)


def full_target(limits: Limits, round_: Round, big_street: bool, open_pair: bool = False) -> int:
    """The smallest total that counts as a full bet, completion or raise (smaller only all-in)."""
    if limits.structure is _FIXED_LIMIT:
        if open_pair:
            size = limits.big_bet if round_.big_increment else limits.small_bet
        else:
            size = unit(limits, big_street)
        level = round_.current_bet if round_.short_level is None else round_.short_level
        return size if not round_.opened and level < size else level + size
    if limits.structure is _SPREAD_LIMIT:
        if not round_.opened and round_.current_bet < limits.small_bet:
            return limits.small_bet
        return round_.current_bet + max(round_.full_raise, limits.small_bet)
    if not round_.current_bet:
        return limits.min_bet
    return round_.current_bet + max(round_.full_raise, limits.min_bet)


def raise_options(
    limits: Limits,
    round_: Round,
    seat_bet: int,
    seat_stack: int,
    pot_before_round: int,
    bets_on_table: int,
    big_street: bool,
    players_in_hand: int,
    open_pair: bool = False,
) -> RaiseOptions | None:
    """The totals a seat may bet or raise to, or None when it may only call, check or fold.

    ``pot_before_round`` is what was collected from earlier rounds (antes included);
    ``bets_on_table`` is every chip in front of every seat this round. A seat
    that cannot cover the minimum may still go all-in for less.
    """
    all_in_to = seat_bet + seat_stack
    if all_in_to <= round_.current_bet or capped(limits, round_, players_in_hand):
        return None
    low = full_target(limits, round_, big_street, open_pair)
    structure = limits.structure
    if structure is _FIXED_LIMIT:
        choices = {min(low, all_in_to)}
        if open_pair and not round_.big_increment:
            # Open pair on fourth street: the small or the big bet (catalog D05).
            big = limits.big_bet if not round_.opened and round_.current_bet < limits.small_bet \
                else round_.current_bet + limits.big_bet
            choices.add(min(big, all_in_to))
        ordered = tuple(sorted(choices))
        return RaiseOptions(ordered[0], ordered[-1], ordered)
    if structure is _SPREAD_LIMIT:
        top = limits.big_bet if not round_.opened and round_.current_bet < limits.small_bet \
            else round_.current_bet + limits.big_bet
        high = max(low, top)
    elif structure is _NO_LIMIT:
        high = all_in_to
    else:
        # Pot-limit: the raise may be as big as the pot after the call (catalog C06).
        to_call = round_.current_bet - seat_bet
        high = round_.current_bet + pot_before_round + bets_on_table + round_.blind_shortfall + to_call
    return RaiseOptions(min(low, all_in_to), min(max(low, high), all_in_to))


def silent_short_raise(options: RaiseOptions, current_bet: int, total: int) -> int | None:
    """Chips put out without a word, facing a bet: more than the call but short of a full raise.

    The 50% standard (TDA 2024 Rule 43-A): half a minimum raise or more must be made the full
    minimum raise, whose total is returned; less is only a call (None). A string bet's first motion
    is judged the same way, since only the first motion counts.
    """
    needed = options.minimum - current_bet
    return options.minimum if 2 * (total - current_bet) >= needed else None


def unitless_meanings(number: int, options: RaiseOptions) -> tuple[int, ...]:
    """The legal bets a number said without its unit can mean ('five': 5, 50, 500, 5,000...), smallest first.

    TDA 2024 Rule 57 rules such a bet the highest reasonable amount no larger than the pot; this gives the
    amounts it could legally mean, for the rule to choose among.
    """
    meanings, amount = [], number
    while amount <= options.maximum:
        if options.allows(amount):
            meanings.append(amount)
        amount *= 10
    return tuple(meanings)


def record_bet(limits: Limits, round_: Round, new_total: int, big_street: bool, open_pair: bool = False,
               players_in_hand: int = 0) -> bool:
    """Update the round after a bet, completion or raise to ``new_total``; return True if it was full.

    A short all-in (less than a full raise) raises the amount to call but does
    not count toward the cap and does not reopen the betting (catalog C05, X23).
    In fixed limit an all-in of at least half of what a full bet or raise would
    add counts as a full one (X23: the half-bet rule), and the next raise is a
    full bet on top of it.
    """
    target = full_target(limits, round_, big_street, open_pair)
    increment = new_total - round_.current_bet
    full = new_total >= target
    if limits.structure is _FIXED_LIMIT:
        # Half a bet or more over the last full level is a full wager: one all-in, or several short ones
        # that together reach it (Robert's Rules, Betting and Raising; TDA 2024 Rule 47). Less leaves the
        # level where it was, and the next player completes over it.
        level = round_.current_bet if round_.short_level is None else round_.short_level
        full = full or 2 * (new_total - level) >= target - level
        round_.short_level = None if full else level
        if full:
            round_.reopened_short = new_total < target
    if full:
        if open_pair and limits.structure is _FIXED_LIMIT:
            was_open = round_.opened or round_.current_bet >= limits.small_bet
            if increment >= limits.big_bet or (not was_open and new_total >= limits.big_bet):
                round_.big_increment = True
        if limits.structure is _SPREAD_LIMIT and not round_.opened:
            round_.full_raise = new_total  # completing a bring-in: the next raise is at least that much
        elif limits.structure is not _FIXED_LIMIT:
            round_.full_raise = increment
        round_.bets_and_raises += 1
        round_.opened = True
        if players_in_hand > 2 and capped(limits, round_, players_in_hand):
            round_.capped_multiway = True
    round_.current_bet = new_total
    return full
