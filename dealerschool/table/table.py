"""The physical table: seats, stub, burns, board, muck, bets, pots and the button.

A :class:`Table` deals one hand exactly as a real table deals it. At every
moment it knows whether a player must decide (``actor``) or which dealer
operation is correct next (``next_dealer_operation``); each operation has a
``verify``/``can``/``apply`` triple. Every card is always in exactly one place
and every chip is accounted for (``check_invariants``).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections import deque
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from dealerschool.poker import betting, hands, pots
from dealerschool.poker.betting import Round
from dealerschool.poker.cards import DECK, Card, shuffled_deck
from dealerschool.poker.chiprace import RaceResult, Rounding, chip_race
from dealerschool.poker.games import Family, ForcedBets, Street, Structure, get_game
from dealerschool.table import stud
from dealerschool.table.operations import (
    PLAYER_OPERATIONS,
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Discard,
    Fold,
    IllegalOperation,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.seats import HeldCard, Seat, copy_held, copy_seat
from dealerschool.table.tableconfig import TableConfig, TableSettings
from dealerschool.table.words import describe

__all__ = [
    "HeldCard", "IllegalOperation", "Phase", "Pile", "Round", "Seat", "Table", "TableConfig", "TableSettings", "new_table", "snapshot",
]
"""The table's public names; seats and the set-up live in their own modules and are re-exported here."""

_DECK_SET = frozenset(DECK)


# Operations are frozen values, so the queue can share one object per distinct
# operation instead of building dozens of dataclasses for every hand.
_BURN = Burn()
_TURN_BOARD_CARD = TurnBoardCard()
_COLLECT_BETS = CollectBets()
_DEAL_CARDS: dict[tuple[int, bool], DealCard] = {}
_HANDLERS: dict[type, Any] = {}
"""``Table._do_<Operation>`` for each operation type, looked up once (nothing subclasses Table)."""
_ORDERS: dict[tuple[bool, ...], dict[int, tuple[int, ...]]] = {}
"""For each pattern of occupied seats: the occupied seats clockwise after each start seat."""


def _deal_card(seat: int, face_up: bool) -> DealCard:
    found = _DEAL_CARDS.get((seat, face_up))
    if found is None:
        found = _DEAL_CARDS[(seat, face_up)] = DealCard(seat, face_up)
    return found


class Phase(Enum):
    """Where the hand is."""

    DEALING = "dealing"
    """The dealer is posting, dealing, burning, turning or announcing."""
    BETTING = "betting"
    """A player must act in a betting round."""
    DRAWING = "drawing"
    """Draw games: a player must discard or stand pat."""
    SHOWDOWN = "showdown"
    """The dealer is tabling hands and pushing pots."""
    COMPLETE = "complete"
    """The hand is over and the button has moved."""


# Enum members the hot paths read: a module global loads several times faster than an enum class's
# attribute (``Phase.BETTING``), and these paths run for every event of a replay.
_DEALING, _BETTING, _DRAWING, _COMPLETE = Phase.DEALING, Phase.BETTING, Phase.DRAWING, Phase.COMPLETE
_STUD, _DRAW = Family.STUD, Family.DRAW
_FIXED_LIMIT, _SPREAD_LIMIT = Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT
_BLINDS = ForcedBets.BLINDS


class Pile(Enum):
    """A pile of cards on the table outside the seats: where a correction takes a card from or puts it."""

    STUB = "stub"
    """The cards still to be dealt, top first; a card put back goes on top, to be the next one dealt."""
    BURNS = "burns"
    """The burn cards, in the order they came off."""
    BOARD = "board"
    """The community cards, in the order turned (stud: the common card)."""
    MUCK = "muck"
    """Folded hands and spent discards."""
    SET_ASIDE = "set-aside"
    """Cards out of play for now: a boxed card, an exposed card taken back, a drawing player's discards."""


def _tied(seats: list[int], values: dict[int, Any] | None) -> list[int]:
    """The seats whose hand value another of them shares (all of them when the values are not given)."""
    if values is None:
        return seats
    counts: dict[Any, int] = {}
    for seat in seats:
        counts[values.get(seat)] = counts.get(values.get(seat), 0) + 1
    return [seat for seat in seats if counts[values.get(seat)] > 1]


def _pushed_half(right: pots.PotAward, seat: int, alone: bool) -> pots.Half:
    """The label of ``seat``'s share in a push made as the dealer made it, against the showdown's award ``right``:
    every half the showdown gives the seat ("high and low" for both: a scoop, or the high half and part of a tied
    low), the one it gives it, or "whole" for a seat it gives nothing or the whole pot pushed to one seat that is
    owed one half or none (the push is then the whole pot, not a half)."""
    halves = {share.half for share in right.shares if share.seat == seat}
    if {"high", "low"} <= halves:
        return "high and low"
    if alone or len(halves) != 1:
        return "whole"
    return next(iter(halves))


@dataclasses.dataclass(frozen=True)
class LateCorrection:
    """A wrong award corrected once the next hand has begun (:meth:`Table.correct_awards_from_behind`)."""

    moved: tuple[tuple[int, int, int], ...]
    """(from seat, to seat, chips) taken from the first seat's stack behind and given to the second."""
    owed: tuple[tuple[int, int, int], ...]
    """(from seat, to seat, chips) still owed: the first seat had no more behind; the floor's to settle."""


class Table:
    """One hand of poker at a physical table."""

    def __init__(
        self,
        config: TableConfig,
        stacks: Sequence[int | None],
        button: int | None = None,
        stub: Sequence[Card] | None = None,
        seed: int | str | None = None,
        names: Sequence[str] | None = None,
        missed_blinds: Sequence[int] = (),
        button_buyer: int | None = None,
        blinds: tuple[int | None, int] | None = None,
        *,
        waiting: Sequence[int] = (),
        turned_away: Sequence[int] = (),
        mixed_game: bool = False,
        button_draw: Sequence[tuple[int, Card]] = (),
        color_up: dict[str, Any] | None = None,
        heads_up_start: bool = False,
        missed_small_blinds: Sequence[int] = (),
        heads_up_ended: tuple[int, int] | None = None,
    ) -> None:
        """Seat players (``None`` = empty seat) and get the hand ready to deal.

        ``button`` defaults to the last occupied seat, so the first occupied
        seat is first left of it (the small blind, or first dealt in stud).
        ``stub`` gives the exact deck order (top first); otherwise ``seed`` shuffles.
        ``missed_blinds``: returning players who missed their blinds and post them now, the small
        dead and the big live (catalog B05); ``missed_small_blinds``: returning players who missed the
        small blind only and post it alone, dead. ``button_buyer``: a new player who buys the button,
        paying both blinds to play this hand on it (catalog B07). ``blinds``: the seats that post the
        small and the big blind, as a dead button places them (catalog X14): the small blind may be
        ``None`` (nobody posts it: its seat was vacated) and ``button`` may then be an empty seat.
        The keyword-only facts come from a situation and change nothing in the procedure; the rules
        engine reads them (see the attributes of the same names).
        """
        occupied = [i for i, stack in enumerate(stacks) if stack is not None]
        config.validate(len(occupied))
        # Clockwise orders depend only on which seats are taken, so tables seated alike share them.
        self._orders: dict[int, tuple[int, ...]] = _ORDERS.setdefault(
            tuple(stack is not None for stack in stacks), {})
        self.config = config
        self.game = config.game
        self.limits = config.limits()
        self.seed = seed
        self._seat_players(stacks, occupied, names)
        self._place_button(stacks, occupied, button, missed_blinds, button_buyer, missed_small_blinds)
        self._note_situation(turned_away, color_up, mixed_game, button_draw, waiting, blinds)
        self.heads_up_start = heads_up_start
        """Two players left, and the button placed from last hand's blinds so nobody has the big blind twice
        running (TDA 2024 Rule 34-B): a fact from the situation, read by the rules engine."""
        self.heads_up_ended = heads_up_ended
        """Two players last hand and a new player now, the button and blinds placed from last hand's blinds by the
        dead-button rule: last hand's small blind (also its button) and big blind, else None. A fact from the
        situation, read by the rules engine (the dead-button remedy's words)."""
        self._verify_button_and_blinds()
        self._take_stub(stub, seed)
        self._clear_hand(occupied)
        self._start_hand()

    # ------------------------------------------------------------------ the steps of __init__

    def _seat_players(self, stacks: Sequence[int | None], occupied: list[int], names: Sequence[str] | None) -> None:
        """A seat for each stack (``None``: an empty seat), each with chips to be dealt in."""
        self.seats: list[Seat | None] = [
            None if stack is None else Seat(
                names[i] if names else f"Seat {i + 1}", int(stack), starting_stack=int(stack))
            for i, stack in enumerate(stacks)
        ]
        for i in occupied:
            if self.seats[i].stack <= 0:  # type: ignore[union-attr]
                raise ValueError(f"seat {i + 1}: a player needs chips to be dealt in (stack {stacks[i]})")

    def _place_button(self, stacks: Sequence[int | None], occupied: list[int], button: int | None,
                      missed_blinds: Sequence[int], button_buyer: int | None,
                      missed_small_blinds: Sequence[int] = ()) -> None:
        """The button (by default the last occupied seat), and the seats that post missed blinds or buy it."""
        self.button = occupied[-1] if button is None else button
        self.missed_blinds = tuple(missed_blinds)
        self.missed_small_blinds = tuple(missed_small_blinds)
        """Returning players who missed the small blind only: they post it alone, dead (catalog B05)."""
        self.button_buyer = button_buyer
        for seat in self.missed_blinds + self.missed_small_blinds + (
                (button_buyer,) if button_buyer is not None else ()):
            if not 0 <= seat < len(stacks) or stacks[seat] is None:
                raise ValueError(f"seat {seat + 1} is empty: it cannot post blinds")
        if button_buyer is not None:
            self.button = button_buyer

    def _note_situation(self, turned_away: Sequence[int], color_up: dict[str, Any] | None, mixed_game: bool,
                        button_draw: Sequence[tuple[int, Card]], waiting: Sequence[int],
                        blinds: tuple[int | None, int] | None) -> None:
        """The facts a situation gives, which the rules engine reads and the procedure does not change on."""
        self.turned_away: tuple[int, ...] = tuple(turned_away)
        """New players with no seat: the game already has its maximum (catalog A01)."""
        self.color_up: dict[str, Any] | None = color_up
        """A color-up before this hand (small, large, small_chips by seat), from the situation."""
        self.mixed_game = mixed_game
        """The hand belongs to a mixed-game rotation (catalog A12, A13)."""
        self.button_draw: tuple[tuple[int, Card], ...] = tuple(button_draw)
        """A new game's draw for the button: (seat, card) each; the high card took the button."""
        self.waiting: tuple[int, ...] = tuple(waiting)
        """Seats of new players sitting out this hand until the button passes them (catalog B06)."""
        self.absent: set[int] = set()
        """Seats whose player is away: the hand is killed when the action reaches it (a remedy sets this)."""
        self.folded_hands: tuple[tuple[int, tuple[HeldCard, ...]], ...] = ()
        """Each fold of the hand: the seat and its cards as they lay, face up or down (a tuple: the cards are
        no one's any more, so copies of the table may share them). A remedy that undoes a fold reads it."""
        self.mucked_bettors: set[int] = set()
        """Seats that threw their hand away with a bet or raise not yet called (TDA 2024 Rule 15-B): the
        uncalled part goes back to them. Any other hand killed keeps every chip it put in the pot."""
        self.posts_forfeited: set[int] = set()
        """Seats whose hand a ruling killed with everything it posted forfeit, the unmatched part of a blind too,
        whatever ``killed_hand_forfeits_unmatched`` says: a player away from his seat when the deal ends (TDA 2024
        Rule 30: 'Their posted blinds and antes forfeit to the pot'). Nothing of it is an uncalled bet returned."""
        self.dead_on_a_bet: set[int] = set()
        """Stud seats folded with nothing bet and kept in the deal (Robert's Rules, Seven-Card Stud 7): they get
        their cards and take no part in the betting, and the hand dies when a bet reaches it (a remedy sets this)."""
        self.big_blind_seat: int | None = None
        """The seat that posted the big blind this hand (its left acts first before the flop)."""
        self.small_blind_seat: int | None = None
        """The seat that posted the small blind this hand (None: no small blind, or a dead one)."""
        self.straddle_seats: tuple[int, ...] = ()
        """The seats that post the straddles this hand, in turn after the big blind (``TableConfig.straddles``)."""
        self.blinds = blinds
        """The blind seats as a dead button placed them, or None for the usual places left of the button."""

    def _verify_button_and_blinds(self) -> None:
        """The button is at this table, and the blinds a dead button places are on occupied, distinct seats."""
        blinds = self.blinds
        if not 0 <= self.button < len(self.seats):
            raise ValueError(f"button: seat {self.button + 1} is not at this table")
        if blinds is not None:
            small, big = blinds
            if self.game.family is _STUD or self.config.forced is not _BLINDS:
                raise ValueError("blinds: only a game with blinds places them")
            for name, blind_seat in (("small blind", small), ("big blind", big)):
                if blind_seat is not None and not (0 <= blind_seat < len(self.seats) and self.seats[blind_seat] is not None):
                    raise ValueError(f"blinds: the {name} seat {blind_seat + 1} is empty")
            if small == big:
                raise ValueError("blinds: one seat cannot post both blinds")
        elif self.seats[self.button] is None and self.game.family is not _STUD:
            raise ValueError(f"button seat {self.button + 1} is empty")

    def _take_stub(self, stub: Sequence[Card] | None, seed: int | str | None) -> None:
        """The deck in the given order (top first), or shuffled by the seed: each of the 52 cards once."""
        deck = list(stub) if stub is not None else shuffled_deck(seed)
        # A set check, not a sort: Card.__lt__ is Python code and this runs for every hand.
        if len(deck) != 52 or len(set(deck)) != 52 or not _DECK_SET.issuperset(deck):
            raise ValueError("the stub must hold each of the 52 cards exactly once")
        self.stub: list[Card] = deck
        self.initial_stub: tuple[Card, ...] = tuple(deck)
        """The stub as the hand began (top first): with the seed, enough to deal the hand again (PHH write-back)."""
        self.starting_button = self.button
        """The button as the hand began (``button`` moves when the hand ends)."""

    def _clear_hand(self, occupied: list[int]) -> None:
        """Empty piles, no chips in the middle, no one to act: the hand's state before its first operation."""
        self.burns: list[Card] = []
        self.board: list[Card] = []
        self.muck: list[Card] = []
        self.set_aside: list[Card] = []
        """Cards out of play for now: a drawing player's discards until the replacements are dealt."""
        self.empty_seat_cards: dict[int, list[HeldCard]] = {}
        """Cards dealt by mistake in front of an empty seat."""
        self.pot = 0
        """Chips collected into the middle (antes included)."""
        self.dead_money = 0
        """Chips in the pot that belong to no seat's contribution: a big blind ante (catalog B10)."""
        self.street_index = 0
        self.phase = _DEALING
        self.round = Round()
        self.actor: int | None = None
        self.log: list[Operation] = []
        self.awards: tuple[pots.PotAward, ...] = ()
        self.bring_in_seat: int | None = None
        self.common_card = False
        self.total_chips = sum(s.stack for s in self.seats if s)
        self._live_hands = len(occupied)
        self._queue: deque[Operation] = deque()
        self._to_act: set[int] = set()
        self._drawers: list[int] = []
        self._fifth_card_owed: list[int] = []
        self.burn_already_out = False
        """Set by a remedy (an exposed card used as the burn): the next street deals without burning."""
        self.extra_burn_before_next_street = False
        """Set by a remedy (Robert's Rules, a burn missed before cards that then stood): the next street burns
        one card more, so its card is the one that would have come."""
        self.set_aside_back_before_street: int | None = None
        """Set by a remedy (Robert's premature turn): before this street the set-aside cards are shuffled
        back into the stub, and the street is dealt without a burn."""
        self.fold_barred: set[int] = set()
        """Seats that may not fold the bet in front of them (a remedy: facing a raise, a prior bet clearly pulled
        back binds the player to call or raise, TDA 2024 Rule 46-B); cleared when the seat acts."""
        self.bound_to_raise: set[int] = set()
        """Seats that said 'raise' (or 'bet') in turn with no amount: only a bet or raise is theirs to make
        until their chips go in (``bind_to_raise``)."""
        self.bound_to_pot: set[int] = set()
        """Seats that said 'pot' in turn in pot limit: the word names the amount as well, the pot (all in where
        he has less), so that is the one bet or raise offered him until his chips go in (``offered_raise``)."""
        self.bring_in_excluded: set[int] = set()
        """Stud seats that owe no bring-in though their card is low (a remedy for an exposed hole card):
        as for a low card all in for the ante, the player on the left acts first, not forced (catalog D13)."""
        self.blind_shortfall = 0
        """Chips the blinds were short of their amounts (a blind all in for less, or a dead small blind),
        counted for pot limit."""
        self._in_draw = False
        self._showdown_pending = False
        self.tabled_for_runout: tuple[int, ...] = ()
        """The live hands tabled once a player was all in and no more betting could happen, before the rest
        of the board or the last cards were dealt (TDA 2024 Rule 16); empty until then."""
        self._stud_first = -1

    # ------------------------------------------------------------------ seats and order

    @property
    def occupied(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is not None]

    @property
    def deals_after(self) -> int:
        """The position the deal starts after: the button, except in stud, where the house dealer
        always starts with seat 1 and the button only counts hands in a mixed game (catalog A07, A13)."""
        return len(self.seats) - 1 if self.game.family is _STUD else self.button

    def seat(self, index: int) -> Seat:
        try:
            found = self.seats[index]
        except IndexError:
            found = None
        if found is None or index < 0:  # (a negative index would read from the end)
            raise IllegalOperation(f"seat {index + 1} is empty")
        return found

    def _clockwise(self, start: int) -> tuple[int, ...]:
        # Which seats are occupied never changes during a hand (players sit down
        # between hands, on a new Table), so each order is worked out once.
        found = self._orders.get(start)
        if found is None:
            seats = self.seats
            n = len(seats)
            found = tuple((start + k) % n for k in range(1, n + 1) if seats[(start + k) % n] is not None)
            self._orders[start] = found
        return found

    def clockwise_from(self, start: int) -> list[int]:
        """Occupied seats in dealing order, beginning with the first one after ``start``."""
        return list(self._clockwise(start))

    def in_hand(self) -> list[int]:
        """Seats still in the hand, in order from the first left of the button."""
        seats = self.seats
        return [i for i in self._clockwise(self.deals_after) if not seats[i].folded]  # type: ignore[union-attr]

    def cap_players(self, live: int | None = None) -> int:
        """The players a limit cap counts (``live``: the live hands, when the caller has counted them): every
        hand still in, or under ``cap_counts_all_in = False`` only those not all in (Robert's Rules, Betting and
        Raising: the cap is 'for a pot involving three or more players who are not all-in')."""
        if self.config.rules.cap_counts_all_in:
            return self._live_count() if live is None else live
        return sum(1 for s in self.seats if s is not None and not s.folded and not s.all_in)

    def _live_count(self) -> int:
        """Hands still live (seated and not folded): kept by ``_set_folded``, which every fold goes through
        (it is asked several times for each action; check_invariants counts them again)."""
        return self._live_hands

    def _set_folded(self, player: Seat, folded: bool) -> None:
        if player.folded is not folded:
            self._live_hands += -1 if folded else 1
        player.folded = folded

    def can_bet(self) -> list[int]:
        seats = self.seats
        # (Chips pushed out of turn are still his to act with: a player all in out of turn still acts.)
        return [i for i in self._clockwise(self.deals_after)
                if not seats[i].folded and (seats[i].stack > 0 or seats[i].out_of_turn > 0)]  # type: ignore[union-attr]

    @property
    def street(self) -> Street:
        return self.game.streets[self.street_index]

    # ------------------------------------------------------------------ queue building

    def _start_hand(self) -> None:
        config = self.config
        order = self.clockwise_from(self.deals_after)
        queue = self._queue
        if config.antes and not config.big_blind_ante:
            queue.extend(PostAnte(i, min(config.antes, self.seats[i].stack)) for i in order)  # type: ignore[union-attr]
        if config.forced is _BLINDS:
            if self.button_buyer is not None:
                # The buyer pays both blinds and takes the button; nobody else posts (catalog B07).
                big = self.button_buyer
                if config.small_blind:
                    queue.append(PostDeadBlind(big, config.small_blind))
            else:
                small: int | None
                if self.blinds is not None:
                    small, big = self.blinds  # a dead button placed them (catalog X14)
                elif len(order) == 2:
                    small, big = self.button, order[0]  # heads-up: the button posts the small blind
                elif not config.small_blind:
                    small, big = None, order[0]  # a single blind: the first player left of the button
                else:
                    small, big = order[0], order[1]
                if config.small_blind and small is not None:
                    queue.append(PostBlind(small, config.small_blind, "small blind"))
                    self.small_blind_seat = small
                elif config.small_blind:
                    # A dead small blind: pot limit still counts it, as it counts a short one (TDA 2024 Rule 54-B).
                    self.blind_shortfall += config.small_blind
            if config.big_blind:
                queue.append(PostBlind(big, config.big_blind, "big blind"))
            self.big_blind_seat = big
            if config.big_blind_ante:
                # Big blind first (TDA 2024): the ante takes only what the blind leaves (catalog B10).
                stack = self.seats[big].stack  # type: ignore[union-attr]
                ante = min(config.antes, stack - min(config.big_blind, stack))
                if ante:
                    queue.append(PostAnte(big, ante, for_table=True))
            if config.straddles:
                # Each straddle from the next seat after the one before it, as PHH lists them after the blinds.
                self.straddle_seats = tuple(self._order_from(big)[1:1 + len(config.straddles)])
                queue.extend(PostBlind(seat, amount, "straddle")
                             for seat, amount in zip(self.straddle_seats, config.straddles, strict=True))
            for seat in self.missed_blinds + self.missed_small_blinds:
                in_small_blind = (seat == self.blinds[0] if self.blinds is not None
                                  else self.button_buyer is None and len(order) > 2 and seat == order[0])
                if seat == big or in_small_blind:
                    continue  # already in a blind this hand
                # Missed blinds: the small part is dead, the big part is a live bet (catalog B05); a player
                # who missed the small blind only posts that, dead.
                if config.small_blind:
                    queue.append(PostDeadBlind(seat, config.small_blind))
                if seat in self.missed_blinds:
                    queue.append(PostBlind(seat, config.big_blind, "missed big blind (live)"))
        self._queue_street_cards()

    def _post(self, seat: int, amount: int, as_bet: bool) -> int:
        player = self.seats[seat]
        assert player is not None
        paid = min(amount, player.stack)
        player.stack -= paid
        player.contributed += paid
        if as_bet:
            player.bet += paid
        else:
            self.pot += paid
        return paid

    def _queue_street_cards(self) -> None:
        street = self.street
        live = self.in_hand()
        queue = self._queue
        if street.draw:
            self._drawers = list(live)
            self._fifth_card_owed = []
            self._in_draw = True
            if self.burn_already_out:
                self.burn_already_out = False  # a remedy already put this draw's burn out (an exposed card)
                if not queue:
                    self._next_drawer()
            else:
                queue.append(_BURN)
            return
        if self.game.family is _STUD and self.street_index and not self.common_card:
            if self._queue_stud_shortage(live):
                return
        if self.street_index == self.set_aside_back_before_street:
            self.set_aside_back_before_street = None
            queue.append(ReshuffleForStub("the set-aside cards go back into the stub", set_aside=True))
            self.burn_already_out = True  # and this street comes without a burn
        if street.burn and (street.down or street.up or street.board):
            if self.burn_already_out:
                self.burn_already_out = False  # a remedy already put this street's burn out
            else:
                queue.append(_BURN)
            if self.extra_burn_before_next_street:
                self.extra_burn_before_next_street = False
                queue.append(_BURN)  # the card a missed burn let onto the board earlier is burned now
        for _ in range(street.down):
            queue.extend([_deal_card(i, False) for i in live])
        for _ in range(street.up):
            queue.extend([_deal_card(i, True) for i in live])
        queue.extend([_TURN_BOARD_CARD] * street.board)
        if self.game.family is _STUD:
            if self.street_index == 0:
                queue.append(AnnounceBringIn(-1))  # resolved once the door cards are out
            elif not self.street.down or self.street_index == 4:
                queue.append(AnnounceFirstToAct(-1))

    def _queue_stud_shortage(self, live: list[int]) -> bool:
        """A stud street with too few cards: queue the reshuffle or common-card steps (see stud.py)."""
        last = self.street_index == len(self.game.streets) - 1
        if last and self.config.rules.stud_running_out_tda:
            steps = stud.tda_seventh_street(live, len(self.stub), len(self.burns))
        else:
            steps = stud.street_shortage(live, len(self.stub), len(self.burns) + len(self.set_aside),
                                         face_up=bool(self.street.up), last_street=last)
        if steps is None:
            return False
        self._queue.extend(steps)
        return True

    # ------------------------------------------------------------------ stud helpers

    def _bring_in_seat(self) -> int:
        return stud.bring_in_seat(self.seats, self.in_hand(), self.game.bring_in_high,
                                  self.config.rules.razz_bring_in_highest_suit)

    def _stud_first_to_act(self) -> int:
        if self.common_card and self.config.rules.stud_running_out_tda:
            return self.sixth_street_first()
        common = [self.board[0]] if self.common_card and self.board else []
        return stud.first_to_act(self.seats, self.in_hand(), common, self.game.bring_in_high,
                                 self.config.rules.stud_ties_by_suit)

    def sixth_street_first(self) -> int:
        """Who acted first on the last street announced (sixth street, while seventh is being dealt), or
        the next player still in after him."""
        first = self._stud_first
        live = self.in_hand()
        if first in live:
            return first
        return next(i for i in self.clockwise_from(first) if i in live)

    def _open_pair(self) -> bool:
        rules = self.config.rules
        option = rules.open_pair_option
        if self.game.code == "stud-hilo" and rules.open_pair_option_hi_lo is not None:
            option = rules.open_pair_option_hi_lo
        if not (self.street_index == 1 and self.game.family is _STUD and option
                and self.config.structure is _FIXED_LIMIT and not self.game.bring_in_high):
            return False
        return stud.shows_open_pair(self.seats, self.in_hand())

    # ------------------------------------------------------------------ betting rounds

    def _begin_betting(self, first: int | None = None) -> None:
        self.phase = _BETTING
        r = Round()
        bets = [s.bet for s in self.seats if s]
        r.current_bet = max(bets) if bets else 0
        if self.street_index == 0 and self.config.forced is _BLINDS and self.config.big_blind:
            if self.big_blind_seat is not None:
                # A big blind all in for less does not lower the bet: the others call the full
                # blind and raise from it, and pot limit counts the blinds as if fully posted
                # (TDA 2024 Rule 54-B; Robert's Rules, Button and Blind Use 1).
                r.current_bet = max(r.current_bet, self.config.opening_blind)
                r.blind_shortfall = self.blind_shortfall
            # Spread limit: the big blind is the round's bet, so a raise adds at least the blind (Robert's Rules,
            # Betting and Raising 5), not just the bottom of the spread.
            r.full_raise = self.limits.min_bet if self.config.structure is not _SPREAD_LIMIT \
                else max(self.limits.min_bet, self.config.big_blind)
            if self.config.straddles:
                # A straddle sets a new minimum bring-in (Robert's Rules, No Limit and Pot Limit): the least raise
                # adds the straddle's size whatever the minimum bet.
                r.full_raise = max(r.full_raise, self.config.straddles[-1])
            big_is_full = r.current_bet >= (self.limits.min_bet if self.config.structure not in (
                _FIXED_LIMIT, _SPREAD_LIMIT) else self.config.small_bet)
            r.opened = big_is_full
            if big_is_full and self.config.rules.blind_counts_toward_cap:
                r.bets_and_raises = 1
        else:
            r.full_raise = 0
        self.round = r
        can_act = self.can_bet()
        if first is None:
            first = self._first_to_act()
        self._to_act = set(can_act)  # (every seat that can act, whoever is first: only membership is asked)
        # Nobody can act, or one player left facing nothing: skip the round.
        if self._live_hands < 2 or not self._round_needs_action():
            self._to_act = set()
        self.actor = None
        self._advance_actor(order_start=first, include_start=True)

    def _order_from(self, first: int) -> list[int]:
        # Occupied seats from ``first`` itself: the clockwise order after the seat before it.
        return list(self._clockwise((first - 1) % len(self.seats)))

    def _first_to_act(self) -> int:
        order = self.clockwise_from(self.deals_after)
        if self.game.family is _STUD:
            if self.street_index == 0:
                assert self.bring_in_seat is not None
                first = self._bring_in_actor()
                return self.bring_in_seat if first is None else first
            return self._stud_first
        last = self.last_blind_seat
        if self.street_index == 0 and self.config.forced is _BLINDS and last is not None:
            return self._order_from(last)[1]
        return order[0]

    @property
    def last_blind_seat(self) -> int | None:
        """The seat of the last blind or straddle posted before the flop: the first betting round starts on
        its left and it acts last (the big blind's seat when nobody straddles)."""
        return self.straddle_seats[-1] if self.straddle_seats else self.big_blind_seat

    def _round_needs_action(self) -> bool:
        live = self.in_hand()
        able = [i for i in live if self.seats[i].unbet > 0]  # type: ignore[union-attr]
        if not able:
            return False
        if len(able) == 1:
            only = self.seats[able[0]]
            assert only is not None
            return only.bet < self.round.current_bet
        return True

    def _advance_actor(self, order_start: int, include_start: bool, live: int | None = None) -> None:
        to_act = self._to_act
        if not to_act or (self._live_count() if live is None else live) < 2:
            self.actor = None
            self._end_betting_round()
            return
        if include_start or self.seats[order_start] is None:
            from_start = self._order_from(order_start)
            order: Sequence[int] = from_start if include_start else from_start[1:] + from_start[:1]
        else:
            # From an occupied seat, the seats after it with itself last: the clockwise order.
            order = self._clockwise(order_start)
        for i in order:
            if i in to_act:
                if i in self.dead_on_a_bet:
                    held = self.seats[i]
                    assert held is not None
                    if held.bet >= self.round.current_bet:
                        # Nothing to face: the seat kept only for the card order is passed over (Robert's Rules,
                        # Seven-Card Stud 7), as if it checked.
                        to_act.discard(i)
                        continue
                    self.actor = i
                    self.kill_hand(i)  # killed as a result of a bet
                    return
                self.actor = i
                if i in self.absent:
                    # An absent player's hand dies when the action reaches it (catalog D09); what he posted
                    # is forfeit (TDA 2024 Rule 30).
                    self.kill_hand(i, forfeit_posts=True)
                return
        self.actor = None
        self._end_betting_round()

    def _end_betting_round(self) -> None:
        self.phase = _DEALING
        self._to_act = set()
        for index, held in enumerate(self.seats):
            if held is not None and held.out_of_turn:
                # The round ended before his turn came (everyone before him folded): nobody faced those chips.
                self.return_out_of_turn(index)
        bets = sorted(((s.bet, i) for i, s in enumerate(self.seats) if s and s.bet), reverse=True)
        if bets:
            top, top_seat = bets[0]
            second = bets[1][0] if len(bets) > 1 else 0
            if top > second and not self.seats[top_seat].folded:  # type: ignore[union-attr]
                # (A dead hand's bet is not returned: its chips stay in the pot.)
                self._queue.append(ReturnUncalledBet(top_seat, top - second))
            self._queue.append(_COLLECT_BETS)
        self._after_round()

    def _after_round(self) -> None:
        if self._live_hands == 1:
            self._queue_showdown(uncontested=True)
            return
        if self.street_index + 1 >= len(self.game.streets):
            self._queue_showdown(uncontested=False)
            return
        if self._runout_ahead():
            # TDA 2024 Rule 16: once a player is all in and all betting is over, every live hand is tabled
            # at once, before the rest of the cards are dealt.
            self.tabled_for_runout = tuple(self.showdown_order())
            self._queue.extend(ShowHand(i) for i in self.tabled_for_runout)
        self.street_index += 1
        self._queue_street_cards()

    def _runout_ahead(self) -> bool:
        """Cards are still to come, two or more hands are live and at most one of them has chips left (so
        someone is all in and nobody can bet again), and they are not yet tabled. With a draw still to come
        only where the house setting says so (``runout_tabled_before_draw``, TDA 2024 Rule 16); otherwise the
        players choose their discards from hands nobody has seen (as PokerKit does)."""
        if self.tabled_for_runout or not self.config.rules.runout_tabled:
            return False
        if not self.config.rules.runout_tabled_before_draw \
                and any(street.draw for street in self.game.streets[self.street_index + 1:]):
            return False
        live = self.in_hand()
        with_chips = [i for i in live if self.seats[i].stack > 0]  # type: ignore[union-attr]
        return len(live) >= 2 and len(with_chips) <= 1

    def table_for_runout_as_shown(self, first: int) -> bool:
        """The house keeps all-in hands down until the showdown (``runout_tabled`` off: Robert's Rules in a cash
        game), yet they are turned up now, before the rest is dealt, as a record shows: the hands are tabled for
        the run-out as where the house tables them (nothing is misplaced by it: a player may show his own hand,
        and nobody can bet again). The shows come after the round's own closing (a return, the collection),
        seat ``first`` (the one the record shows) first and the others in the showdown's order. False, and
        nothing done, where the run-out is not ahead or the hands are tabled already."""
        if self.config.rules.runout_tabled or self.tabled_for_runout or self.actor is not None \
                or self._showdown_pending or self.street_index >= len(self.game.streets):
            return False
        live = self.in_hand()
        if len(live) < 2 or len([i for i in live if self.seats[i].stack > 0]) > 1:  # type: ignore[union-attr]
            return False
        queue = list(self._queue)
        closing = 0
        while closing < len(queue) and isinstance(queue[closing], (ReturnUncalledBet, CollectBets)):
            closing += 1
        order = self.showdown_order()
        if first not in order:
            return False
        self.tabled_for_runout = tuple([first] + [seat for seat in order if seat != first])
        self._queue = deque(queue[:closing] + [ShowHand(i) for i in self.tabled_for_runout] + queue[closing:])
        return True

    def table_at_showdown_instead(self) -> None:
        """The run-out is being dealt before the hands were tabled for it (a record that shows them at the
        end): the shows still queued for it move to the showdown."""
        waiting = [op for op in self._queue if type(op) is ShowHand and op.seat in self.tabled_for_runout]
        self._queue = deque(op for op in self._queue if op not in waiting)
        self.tabled_for_runout = tuple(seat for seat in self.tabled_for_runout if ShowHand(seat) not in waiting)

    def deal_before_runout_tabling(self, operation: Operation) -> None:
        """The dealer makes the run-out's next card step (``operation``) with the all-in hands still face
        down. While cards are still to come after it, the shows queued for them wait behind that step and
        are due before the next card: TDA 2024 Rule 16 tables them 'without delay', on whatever street the
        betting ended (Illustration Addendum 16: 'turn the cards up at that point and then run out the
        remaining cards'). With that step the street's last, they move to the showdown (a record that shows
        the hands at the end, as many hand histories do: ``table_at_showdown_instead``); if another street
        follows, its start queues the tabling again."""
        waiting = [op for op in self._queue if type(op) is ShowHand and op.seat in self.tabled_for_runout]
        rest = [op for op in self._queue if op not in waiting]
        same = bool(rest) and type(rest[0]) is type(operation) \
            and getattr(rest[0], "seat", None) == getattr(operation, "seat", None)
        # More of this street's dealing after the step (its cards, or stud's announcement of who acts first).
        # After a street's last step the table queues the tabling again itself as the next street begins.
        more = any(type(op) in (Burn, TurnBoardCard, DealCard, DealCommonCard, AnnounceFirstToAct) for op in rest[1:])
        if not (same and more):
            self.table_at_showdown_instead()
            return
        self._queue = deque(rest[:1] + waiting + rest[1:])

    def _queue_showdown(self, uncontested: bool) -> None:
        self._showdown_pending = True
        if not uncontested:
            # A hand tabled before the run-out is shown again only if it was dealt a card face down since.
            self._queue.extend(ShowHand(i) for i in self.showdown_order()
                               if i not in self.tabled_for_runout
                               or not all(held.face_up for held in self.seats[i].cards))  # type: ignore[union-attr]
        self._queue.append(PushPot(-1))  # resolved into real pots when reached

    def showdown_order(self) -> list[int]:
        """Who tables first (catalog G01): whoever bet on the final round (the last aggressor under
        TDA, the first bettor under the sources); with no bet, the first player who acted on it."""
        live = self.in_hand()
        final_round: list[Fold | CheckOrCall | BetOrRaiseTo] = []
        for operation in reversed(self.log):
            if not isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo)):
                if isinstance(operation, (CollectBets, Burn, TurnBoardCard, DealCard, Discard)):
                    break
                continue
            final_round.append(operation)
        final_round.reverse()
        bets = [op.seat for op in final_round if isinstance(op, BetOrRaiseTo)]
        start: int | None
        if bets:
            start = bets[-1] if self.config.rules.showdown_last_aggressor else bets[0]
        else:
            start = next((op.seat for op in final_round), None)
        if start is None or start not in live:
            return live
        k = live.index(start)
        return live[k:] + live[:k]

    # ------------------------------------------------------------------ public queries

    def next_dealer_operation(self) -> Operation | None:
        """The dealer operation that is correct now, or None when a player must act (or the hand is over)."""
        # Called before every dealer step: exact type tests (operations are final
        # frozen dataclasses) instead of isinstance chains.
        if self.actor is not None:
            return None
        phase = self.phase
        if phase is _COMPLETE or phase is _DRAWING:
            return None
        queue = self._queue
        if not queue:
            return None
        head = queue[0]
        if type(head) is PushPot and head.index == -1:
            self._resolve_pots()
            head = queue[0]
        if type(head) is AnnounceFirstToAct and head.seat == -1:
            queue[0] = head = AnnounceFirstToAct(self._stud_first_to_act())
        if self._in_draw and (type(head) is Burn or type(head) is DealCard) and len(self.stub) <= 1:
            # Draw games never deal the last card (catalog F09): the discards and burns are scrambled
            # with it into a new stub (the hands in play and the drawing player's own discards of
            # this draw stay out), and a burn comes off the new stub before the next replacement.
            if type(head) is DealCard:
                queue.appendleft(_BURN)
            queue.appendleft(ReshuffleForStub("draw: the stub is down to its last card"))
            head = queue[0]
        if type(head) is AnnounceBringIn and head.seat == -1:
            queue[0] = head = AnnounceBringIn(self._bring_in_seat())
        return head

    @property
    def is_complete(self) -> bool:
        return self.phase is _COMPLETE

    def to_call(self, seat: int) -> int:
        player = self.seat(seat)
        return min(self.round.current_bet - player.bet, player.stack + player.out_of_turn)

    def bets_on_table(self) -> int:
        total = 0
        for s in self.seats:
            if s is not None:
                total += s.bet
        return total

    def raise_options(self, seat: int) -> betting.RaiseOptions | None:
        live = self._live_count()  # counted once: nobody folds while the options are worked out
        if not self._raise_allowed(seat, live):
            return None
        player = self.seats[seat]  # _raise_allowed found the seat taken
        assert player is not None
        return betting.raise_options(
            self.limits, self.round, player.bet, player.unbet, self.pot, self.bets_on_table(),
            self.game.streets[self.street_index].big_bet, self.cap_players(live), self._open_pair())

    def offered_raise(self, seat: int) -> betting.RaiseOptions | None:
        """What the seat is offered to bet or raise to: ``raise_options``, narrowed to the pot for a seat that
        said 'pot' in pot limit (``bind_to_pot``): the word binds him to a bet or raise of the pot, not to one
        of any size. The table's own checks use ``raise_options``: the words do not make it refuse other chips;
        the ruling settles them (TDA 2024 Rule 40-A)."""
        options = self.raise_options(seat)
        if options is None or seat not in self.bound_to_pot:
            return options
        return dataclasses.replace(options, minimum=options.maximum, choices=None)

    def _raise_allowed(self, seat: int, live: int | None = None) -> bool:
        """``raise_options(seat) is not None``, without working out the amounts (``live``: the live hands,
        when the caller has counted them)."""
        player = self.seat(seat)
        if self.phase is not _BETTING or seat != self.actor or not self._may_raise(seat):
            return False
        if player.bet + player.unbet <= self.round.current_bet or not self._raise_could_be_called(seat):
            return False
        return not betting.capped(self.limits, self.round, self.cap_players(live))

    def _raise_could_be_called(self, seat: int) -> bool:
        """Someone else still in could put in more than the current bet: with everyone else all in (or
        unable to cover more), a raise could never be called, so the player may only call or fold."""
        current = self.round.current_bet
        for index, other in enumerate(self.seats):
            if other is not None and index != seat and not other.folded and other.bet + other.unbet > current:
                return True
        return False

    def _may_raise(self, seat: int) -> bool:
        """A seat that already acted may raise again only if a full raise reopened the betting; a seat that
        checked this round never, where check-raise is barred (``TableConfig.check_raise_barred``)."""
        if seat in self.round.checked and self.config.check_raise_barred:
            return False
        faced = self.round.faced.get(seat)
        if faced is None:
            return True
        if self.config.structure is _FIXED_LIMIT:
            size = betting.unit(self.limits, self.street.big_bet)
            return self.round.current_bet - faced >= size
        full = self.round.full_raise
        if not full and self.config.structure is not _SPREAD_LIMIT:
            # No-limit and pot-limit, before any full bet on the street: the full wager is the minimum bet, and an
            # all-in bet short of it does not reopen the betting for a player who checked (Robert's Rules,
            # No-Limit 3; TDA 2024 Rule 47-A: "not facing at least a full bet or raise").
            full = self.limits.min_bet
        return self.round.current_bet - faced >= max(full, 1)

    def legal_player_operations(self) -> list[str]:
        """Names of what the actor may do now."""
        if self.actor is None:
            return []
        if self.phase is _DRAWING:
            return ["discard"]
        if self._bring_in_pending():
            # The low card all-in for its ante passes the bring-in on, and that player may fold (catalog D11).
            names = ["fold", "bring-in"] if self._bring_in_passed() else ["bring-in"]
        else:
            names = ["fold", "check" if self.to_call(self.actor) == 0 else "call"]
        if self._raise_allowed(self.actor):
            if self.game.family is _STUD and self.street_index == 0 and not self.round.opened:
                names.append("complete")
            else:
                names.append("bet" if not self.round.current_bet else "raise")
        if self.actor in self.fold_barred:
            names.remove("fold")
        if self.actor in self.bound_to_raise:
            # The word binds: no fold, check or call is left to him, only the bet or raise he named.
            names = [name for name in names if name in ("bet", "raise", "complete")] or names
        return names

    def _bring_in_actor(self) -> int | None:
        """Who acts first on the bring-in: the low card; or, if it is all in for its ante (catalog D11) or is
        a hole card the dealer exposed (D13, the sources' ruling), the next player on its left, who may fold,
        bring in or complete, and so on round the table until someone opens."""
        seat = self.bring_in_seat
        if seat is None or self.seats[seat] is None:
            return None
        if self.seats[seat].stack > 0 and seat not in self.bring_in_excluded:  # type: ignore[union-attr]
            return seat
        able = set(self.can_bet())
        return next((i for i in self._order_from(seat)[1:] if i in able), None)

    def _bring_in_passed(self) -> bool:
        return self.bring_in_seat is not None and self._bring_in_actor() != self.bring_in_seat

    def owes_the_opening(self, seat: int) -> bool:
        """Stud third street, nothing opened yet, and ``seat`` is to act for the forced opening: the low card (who
        must bring in or complete) or, the low card all in for its ante, the first player on its left (who may
        fold, bring in or complete). A check is not among his actions."""
        return self.actor == seat and self._bring_in_pending()

    def _bring_in_pending(self) -> bool:
        return (self.game.family is _STUD and self.street_index == 0 and self.actor is not None
                and self.actor == self._bring_in_actor() and self.round.current_bet == 0
                and self.actor not in self.round.faced)

    # ------------------------------------------------------------------ verify / can / apply

    def verify(self, operation: Operation) -> None:
        """Raise :class:`IllegalOperation` saying why ``operation`` is wrong now; return if it is right."""
        if self.phase is _COMPLETE:
            raise IllegalOperation("the hand is over")
        kind = type(operation)
        if kind in PLAYER_OPERATIONS:
            self._verify_player(operation)
            return
        queue = self._queue
        if queue and operation is queue[0] and kind in _PLAIN_DEALER_OPERATIONS and self.actor is None \
                and self.phase is _DEALING and (not self._in_draw or len(self.stub) > 1):
            # The very operation at the head of the queue, with nothing there to resolve (run_dealer's
            # test): next_dealer_operation would return it as it stands, so it is the one due.
            return
        expected = self.next_dealer_operation()
        if expected is None:
            who = f"seat {self.actor + 1}" if self.actor is not None else "a player"
            raise IllegalOperation(f"the dealer must wait: {who} is to act")
        if operation is not expected and operation != expected:
            raise IllegalOperation(f"expected the dealer to {describe(expected)}, not {describe(operation)}")

    def can(self, operation: Operation) -> bool:
        try:
            self.verify(operation)
        except IllegalOperation:
            return False
        return True

    def apply(self, operation: Operation) -> None:
        """Carry out ``operation`` after verifying it."""
        kind = type(operation)
        if kind in PLAYER_OPERATIONS:
            # verify's player branch, without testing the kind twice
            if self.phase is _COMPLETE:
                raise IllegalOperation("the hand is over")
            self._verify_player(operation)
            if self.seats[operation.seat].out_of_turn:  # type: ignore[union-attr]
                # His turn: chips he pushed out before it are his to act with again (a binding action is
                # carried out by taking them back as its bet).
                self.return_out_of_turn(operation.seat)  # type: ignore[union-attr]
        else:
            queue = self._queue
            if not (queue and operation is queue[0] and kind in _PLAIN_DEALER_OPERATIONS and self.actor is None
                    and self.phase is _DEALING and (not self._in_draw or len(self.stub) > 1)):
                self.verify(operation)  # (verify's own first test, inlined above: the head of the queue, as it stands)
            queue.popleft()
        handler = _HANDLERS.get(kind)
        if handler is None:
            handler = _HANDLERS[kind] = getattr(Table, "_do_" + kind.__name__)
        handler(self, operation)
        self.log.append(operation)
        if self.fold_barred and kind in PLAYER_OPERATIONS:
            self.fold_barred.discard(operation.seat)  # type: ignore[union-attr]
        if self.bound_to_raise and kind in PLAYER_OPERATIONS:
            self.bound_to_raise.discard(operation.seat)  # type: ignore[union-attr]
            self.bound_to_pot.discard(operation.seat)  # type: ignore[union-attr]

    def resume_dealing(self, operations: Sequence[Operation] = ()) -> None:
        """A remedy: put dealer operations first in line and take the action away from the players."""
        self.actor = None
        self.phase = _DEALING
        self._to_act = set()
        self._queue.extendleft(reversed(list(operations)))

    def kill_hand(self, seat: int, *, mucked_bet: bool = False, forfeit_posts: bool = False) -> None:
        """A remedy: the seat's hand is dead. Its cards go to the muck, chips it put in stay in (an unmatched
        blind or bet too, where ``killed_hand_forfeits_unmatched`` says so), and if it was that seat's turn (or
        only one hand is left) the action moves on.
        ``mucked_bet``: the player threw the hand away himself with his bet not yet called, and gets the
        uncalled part back (TDA 2024 Rule 15-B).
        ``forfeit_posts``: everything the seat posted is forfeit, an unmatched blind too (``posts_forfeited``)."""
        if mucked_bet:
            self.mucked_bettors.add(seat)
        if forfeit_posts:
            self.posts_forfeited.add(seat)
        player = self.seat(seat)
        if player.out_of_turn:
            self.return_out_of_turn(seat)  # never a bet: a dead hand's chips out of turn are still his
        self.muck.extend(held.card for held in player.cards)
        player.cards = []
        self._set_folded(player, True)
        self._to_act.discard(seat)
        self._no_call_for_a_dead_bet()
        if self.phase is _BETTING and (self.actor == seat or len(self.in_hand()) < 2
                                       or (self.actor is not None and self.actor not in self._to_act)):
            if len(self.in_hand()) < 2:
                self.actor = None
                self._end_betting_round()
            else:
                self._advance_actor(seat if self.actor == seat or self.actor is None else self.actor,
                                    include_start=False)
        self._last_live_hand_wins()

    def _last_live_hand_wins(self) -> None:
        """A hand killed by a remedy once the betting has begun leaves one live hand: the hand is over and that
        hand takes the pot, as after the last fold (nobody is asked to act, no more cards are dealt). Robert's
        Rules, Dead Hands 4 and TDA 2024 Rule 37 kill a hand with the wrong number of cards; neither deals on
        for a single live hand. The initial deal (no betting yet) is left alone."""
        if self._live_hands != 1 or self._showdown_pending or self.phase is _COMPLETE:
            return
        if self.phase is _BETTING:
            self.actor = None
            self._end_betting_round()
        elif self.phase is _DEALING and self.street_index > 0:
            # The round is over and the next street is lined up: only the chips still to move stay queued.
            self._queue = deque(op for op in self._queue if isinstance(op, (ReturnUncalledBet, CollectBets)))
            self._queue_showdown(uncontested=True)

    def _no_call_for_a_dead_bet(self) -> None:
        """A hand killed with the biggest bet in front of it: its chips stay in the pot as dead money, but no
        live player has to call them. The bet to call falls back to the biggest live bet, and a player who
        already acted on that amount is done for the round."""
        if self.phase is not _BETTING:
            return
        live = [i for i, s in enumerate(self.seats) if s is not None and not s.folded]
        top_live = max((self.seats[i].bet for i in live), default=0)  # type: ignore[union-attr]
        # A forced bet stays the bet to call even when its poster's hand dies (a big blind folded out of turn).
        if self.street_index == 0:
            forced = self.config.opening_blind if self.config.forced is _BLINDS else (
                self.config.bring_in if self.bring_in_seat is not None else 0)
            top_live = max(top_live, min(forced, self.round.current_bet))
        round_ = self.round
        if round_.current_bet <= top_live:
            return
        round_.current_bet = top_live
        acted: set[int] = set()
        for operation in reversed(self.log):
            kind = type(operation)
            if kind is Fold or kind is CheckOrCall or kind is BetOrRaiseTo:
                acted.add(operation.seat)  # type: ignore[union-attr]
            elif kind is not PostBringIn:
                break  # the round's first action reached: before it, the dealer's cards and the blinds
        for i in list(self._to_act):
            if i in acted and self.seats[i].bet >= top_live:  # type: ignore[union-attr]
                self._to_act.discard(i)

    def queued(self) -> list[Operation]:
        """The dealer operations already lined up (a remedy may edit them with ``replace_queued``)."""
        return list(self._queue)

    def replace_queued(self, operations: Sequence[Operation]) -> None:
        self._queue = deque(operations)

    # ------------------------------------------------------------------ irregular operations
    # A real dealer makes mistakes. The rules engine replays them with these
    # three primitives and then rules on the result; none of them verifies.

    def substitute(self, operation: Operation) -> Operation:
        """Do ``operation`` in place of the correct dealer operation (a card dealt face up
        instead of down, the wrong seat announced...); the procedure moves on as if it were right.
        Returns the operation it replaced."""
        expected = self.next_dealer_operation()
        if expected is None:
            raise IllegalOperation("no dealer operation is due to be replaced")
        self._queue.popleft()
        getattr(self, "_do_" + type(operation).__name__)(operation)
        self.log.append(operation)
        return expected

    def skip_to(self, operation: Operation, limit: int = 3) -> list[Operation]:
        """Leave out the correct operations before ``operation`` (a missing burn) and do it.
        Returns the operations left out."""
        skipped: list[Operation] = []
        for _ in range(limit):
            expected = self.next_dealer_operation()
            if expected == operation:
                self.apply(operation)
                return skipped
            if expected is None:
                break
            skipped.append(self._queue.popleft())
        raise IllegalOperation(f"{describe(operation)} is not among the next {limit} dealer operations")

    # ------------------------------------------------------------------ corrections a remedy makes
    # A ruling changes the table into what it must be afterwards; each change that reaches into the
    # procedure's own state is a named method here, so nothing outside the Table writes that state.

    def pass_over(self) -> Operation:
        """The next dealer operation is passed over, not done (a card due to a seat never dealt); if it
        was the last of the deal, the betting begins. On the draw, a replacement card passed over is the
        dealer giving too few: once no replacement is left queued, the draw goes on to the next drawer
        (as after the last replacement dealt). Returns the operation left out."""
        left_out = self._queue.popleft()
        if self._in_draw and isinstance(left_out, DealCard):
            self._after_replacement(left_out.seat)
        else:
            self._maybe_begin_betting()
        return left_out

    def redeal(self, button: int, seed: int | str) -> None:
        """A misdeal: every card back into a deck shuffled by ``seed`` and every chip back where it was
        when the hand began; the hand starts again at the same seats with ``button``."""
        fresh = Table(self.config, [None if s is None else s.starting_stack for s in self.seats], button=button,
                      seed=seed)
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)

    def bet_as_made(self, operation: BetOrRaiseTo) -> None:
        """A bet or raise of a size the structure does not allow (a pot-limit bet over the pot, a fixed-limit
        bet or raise of the wrong size, a no-limit bet or raise under the minimum), put in as the player made it:
        the chips go in front of him and the action goes on from it, as at a table where nobody noticed. The
        ruling corrects it while the street is open or lets it stand (TDA 2024 Rule 52). Everything but the size
        is checked as for any bet: his turn, a raise allowed at all, more than the bet to call, within his chips."""
        seat = operation.seat
        player = self.seat(seat)
        if self.phase is not _BETTING or seat != self.actor or self.raise_options(seat) is None:
            raise IllegalOperation(f"seat {seat + 1} may not bet or raise now")
        if not self.round.current_bet < operation.amount <= player.bet + player.stack + player.out_of_turn:
            raise IllegalOperation(f"seat {seat + 1} cannot bet or raise to {operation.amount}")
        if player.out_of_turn:
            self.return_out_of_turn(seat)
        self._do_BetOrRaiseTo(operation)
        self.log.append(operation)
        self.fold_barred.discard(seat)
        self.bound_to_raise.discard(seat)
        self.bound_to_pot.discard(seat)

    def take_state_of(self, other: Table) -> None:
        """The table becomes ``other``: the same hand played again with a correction made where it happened (a
        wrong-sized bet put in at its legal size, and the later action on it carried out on that), as a ruling
        that corrects what the later play was built on leaves it."""
        self.__dict__.clear()
        self.__dict__.update(other.copy().__dict__)

    def owe_card_after_draw(self, seat: int) -> None:
        """The seat gets one more card face down once every other player has drawn (as a fifth card is
        under the five-card rule): a card exposed on the draw was taken away."""
        self._fifth_card_owed.append(seat)

    def take_ante_before_blind(self, seat: int) -> None:
        """The dealer takes the big blind's ante for the table before his blind (a mistake: TDA 2024 RP-11
        recommends the big blind first): the whole ante as far as his stack goes, the blind queued behind it
        taking what is left. Its queued ante (the part the blind would have left, if any) leaves the queue."""
        if not (self.config.big_blind_ante and seat == self.big_blind_seat):
            raise IllegalOperation(f"seat {seat + 1} owes no big blind ante")
        ante = self.config.antes
        self._queue = deque(op for op in self._queue
                            if not (isinstance(op, PostAnte) and op.for_table and op.seat == seat))
        taken = PostAnte(seat, min(ante, self.seat(seat).stack), for_table=True)
        self._do_PostAnte(taken)
        self.log.append(taken)

    def post_owed_blinds(self, seat: int) -> list[Operation]:
        """A remedy: a returning player dealt in without making up his missed blinds posts them now, before he
        acts: the small part dead, the big part live, as ``_start_hand`` queues them. Returns the posts."""
        config = self.config
        posts: list[Operation] = [PostDeadBlind(seat, config.small_blind)] if config.small_blind else []
        if seat in self.missed_blinds:
            posts.append(PostBlind(seat, config.big_blind, "missed big blind (live)"))
        for post in posts:
            getattr(self, "_do_" + type(post).__name__)(post)
            self.log.append(post)
        return posts

    def post_big_blind_first(self, seat: int) -> tuple[int, int]:
        """Split the big blind's forced chips again, blind first (TDA 2024 RP-11), after the dealer took his ante
        for the table first: the ante's chips come back out of the pot, the blind (already posted, or still
        due) takes up to the full blind and the ante what is left. Returns (blind, ante) as they now stand."""
        player = self.seat(seat)
        taken = sum(op.amount for op in self.log if isinstance(op, PostAnte) and op.for_table and op.seat == seat)
        player.stack += taken
        self.pot -= taken
        self.dead_money -= taken
        config = self.config
        posted = any(isinstance(op, PostBlind) and op.seat == seat for op in self.log)
        blind = min(config.big_blind, player.stack + (player.bet if posted else 0))
        ante = min(config.antes, player.stack + (player.bet if posted else 0) - blind)
        if posted:
            extra = blind - player.bet
            player.stack -= extra
            player.bet += extra
            player.contributed += extra
            self.blind_shortfall -= extra
        else:
            blind_ahead = [op for op in self._queue if isinstance(op, PostBlind) and op.seat == seat]
            assert blind_ahead, "the big blind is neither posted nor due"
            self.log = [op for op in self.log if not (isinstance(op, PostAnte) and op.for_table and op.seat == seat)]
            if ante:
                self._queue.insert(list(self._queue).index(blind_ahead[0]) + 1, PostAnte(seat, ante, for_table=True))
            return blind, ante
        player.stack -= ante
        self.pot += ante
        self.dead_money += ante
        # The log keeps one ante for him, of what it now is (a later split reads it again).
        self.log = [op for op in self.log if not (isinstance(op, PostAnte) and op.for_table and op.seat == seat)]
        if ante:
            self.log.append(PostAnte(seat, ante, for_table=True))
        return blind, ante

    def excuse_from_round(self, seat: int) -> None:
        """The seat will not be asked to act again this betting round (its hand was folded or killed)."""
        self._to_act.discard(seat)

    def correct_bring_in(self, wrong: int, right: int) -> int:
        """A wrong bring-in caught before the next player acted: ``wrong`` takes its bet back and the betting
        round starts again with ``right``, the true low card, to bring in and every seat that can bet still to
        act (catalog D12). Where the true low card does not bring in (all in for its ante, catalog D11, or a
        hole card the dealer exposed, D13) the round starts on its left, as it would have. Returns the chips
        given back."""
        returned = self.refund_bet(wrong)
        self.round = Round()
        self.bring_in_seat = right
        self._to_act = set(self.can_bet())
        first = self._bring_in_actor()
        self.actor = right if first is None else first
        self.phase = _BETTING
        return returned

    def correct_first_to_act(self) -> int:
        """Stud, fourth street on: the dealer named the wrong seat to act first and nobody has acted since.
        The betting round starts again with the seat the procedure names, resolved now with the house's
        tie-break (catalog D04, E02). Returns that seat."""
        self._stud_first = self._stud_first_to_act()
        self._begin_betting()
        return self._stud_first

    # A dealer's corrections move cards and chips the procedure would never move. Each says where the card
    # or the chips are and where they go; it checks that they are there (ValueError naming them if not), and
    # every card stays in exactly one place and every chip accounted for (check_invariants).

    def _pile(self, pile: Pile) -> list[Card]:
        if pile is Pile.STUB:
            return self.stub
        if pile is Pile.BURNS:
            return self.burns
        if pile is Pile.BOARD:
            return self.board
        if pile is Pile.MUCK:
            return self.muck
        return self.set_aside

    def _held_by(self, seat: int, card: Card) -> HeldCard:
        if not (0 <= seat < len(self.seats) and self.seats[seat] is not None):
            raise ValueError(f"seat {seat + 1} is empty: it holds no {card}")
        for held in self.seats[seat].cards:  # type: ignore[union-attr]
            if held.card == card:
                return held
        raise ValueError(f"seat {seat + 1} does not hold {card}")

    def move_card(self, card: Card, source: Pile | int, to: Pile | int, *, face_up: bool = False) -> None:
        """Move one card the dealer picks up from ``source`` to ``to``: a pile, or a seat (its index), where it
        lands face down unless ``face_up``. A card put on the stub goes on top (the next one dealt); on any
        other pile or in a hand, last. The procedure does not move on and nothing is logged: a remedy (an
        exposed card used as the burn, a premature card taken back) or a hand history's deck being arranged."""
        if not isinstance(to, Pile) and not (0 <= to < len(self.seats) and self.seats[to] is not None):
            raise ValueError(f"seat {to + 1} is empty: {card} cannot go there")
        if isinstance(source, Pile):
            pile = self._pile(source)
            if card not in pile:
                raise ValueError(f"{card} is not in the {source.value}")
            pile.remove(card)
        else:
            held = self._held_by(source, card)
            self.seats[source].cards.remove(held)  # type: ignore[union-attr]
        if isinstance(to, Pile):
            if to is Pile.STUB:
                self.stub.insert(0, card)
            else:
                self._pile(to).append(card)
        else:
            self.seat(to).cards.append(HeldCard(card, face_up=face_up))

    def give_top_card(self, seat: int, *, face_up: bool = False) -> Card:
        """Deal the seat the top card of the stub outside the procedure (a card it was short, or one in place
        of a card taken back); nothing is logged and the procedure does not move on. Returns the card."""
        if not self.stub:
            raise ValueError(f"the stub is empty: no card for seat {seat + 1}")
        card = self.stub[0]
        self.move_card(card, Pile.STUB, seat, face_up=face_up)
        return card

    def replace_card(self, seat: int, card: Card, to: Pile) -> Card:
        """An exposed card is taken back from the seat to ``to`` (the burns, to be the next burn, or set aside,
        out of play) and the seat gets the top card of the stub face down in its place. Returns the card given."""
        self.move_card(card, seat, to)
        return self.give_top_card(seat)

    def expose_card(self, seat: int, card: Card) -> None:
        """The seat's ``card`` is turned face up where it lies (a hole card flashed or dealt face up)."""
        self._held_by(seat, card).face_up = True

    def declare_all_in(self, seat: int) -> int:
        """Stud, the last street, before its betting begins: the player declares himself all in (Robert's Rules,
        Seven-Card Stud 17 (a) and (b): 'A player whose last card is faceup has the option of declaring all-in
        (before betting action starts)'). He puts in no more chips and plays for what he has put in; the chips
        behind him are held out of play (``Seat.held_back``) until the main pot is pushed, so the others bet
        among themselves and what they bet is a side pot he has no part in. Returns the chips held back.
        Refused, with nothing changed, outside stud's last street, once a player has acted on it, or for a seat
        not in the hand or with no chips behind."""
        player = self.seat(seat)
        last = len(self.game.streets) - 1
        if self.game.family is not _STUD or self.street_index != last or self.is_complete:
            raise IllegalOperation("a player declares all in only on stud's last street")
        if self.betting_begun_on_street():
            raise IllegalOperation("the betting on the last street has begun: the option is before betting action starts")
        if player.folded or player.stack == 0:
            raise IllegalOperation(f"seat {seat + 1} is not in the hand with chips behind")
        held, player.stack, player.held_back = player.stack, 0, player.stack
        self._to_act.discard(seat)
        if self.actor == seat:
            self._advance_actor(seat, include_start=False)
        return held

    def betting_begun_on_street(self) -> bool:
        """A player has acted since this street's cards began to come (its burn, or the bets collected)."""
        for operation in reversed(self.log):
            if isinstance(operation, (Burn, CollectBets)):
                return False
            if isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn)):
                return True
        return False

    def turn_upcards_down(self, seat: int) -> tuple[Card, ...]:
        """The player turns his upcards face down where they lie. Stud: facing a bet it is a fold (Robert's Rules,
        Dead Hands: 'turn your upcards facedown'; TDA 2024 Rule 66: 'Proper mucking in stud is turning down all
        up cards'); the betting over it means nothing. Either way the cards lie face down in front of him until
        a ruling or the showdown moves them. Returns the cards turned (none if no card of his lay face up)."""
        turned = tuple(held.card for held in self.seat(seat).cards if held.face_up)
        for held in self.seat(seat).cards:
            held.face_up = False
        return turned

    def reshuffle_stub(self, seed_label: str, gather: Sequence[Pile] = ()) -> None:
        """Shuffle the stub face down, with every card of the ``gather`` piles (the muck, the burns...) scrambled
        into it first; the order comes from ``seed_label``, so a ruling replayed shuffles alike."""
        if Pile.STUB in gather:
            raise ValueError("reshuffle_stub: the stub is always shuffled; gather names the other piles")
        pool = list(self.stub)
        for pile in gather:
            pool += self._pile(pile)
            self._pile(pile).clear()
        pool.sort()
        random.Random(seed_label).shuffle(pool)
        self.stub = pool

    def muck_empty_seat_cards(self) -> list[int]:
        """The cards dealt in front of empty seats go to the muck unseen. Returns those seats, in order."""
        seats = sorted(self.empty_seat_cards)
        for seat in seats:
            self.muck.extend(held.card for held in self.empty_seat_cards[seat])
        self.empty_seat_cards.clear()
        return seats

    def muck_hand(self, seat: int) -> None:
        """The seat's hand goes to the muck and takes no more part: it is not asked to act again this round,
        and if it was its turn nobody acts until the dealer goes on. Unlike ``kill_hand`` the action does not
        move on by itself (a remedy that folds a hand out of turn, or kills one during the deal)."""
        player = self.seat(seat)
        if player.out_of_turn:
            self.return_out_of_turn(seat)  # never a bet: a dead hand's chips out of turn are still his
        self.muck.extend(held.card for held in player.cards)
        player.cards = []
        self._set_folded(player, True)
        self.excuse_from_round(seat)
        if self.actor == seat:
            self.actor = None
        self._no_call_for_a_dead_bet()
        if self.actor is not None and self.actor not in self._to_act:
            self._advance_actor(self.actor, include_start=False)  # the dead bet was all it still had to answer
        self._last_live_hand_wins()

    def folded_with_nothing_bet(self, *, no_bet_since: bool = False) -> int | None:
        """Stud: the seat that folded this betting round although nobody had bet (catalog D10), or None. The
        round runs from its first-to-act announcement to now, so the dealing of the next street is still in it
        (no bet can come before that street's announcement).

        The fold may have left one hand in: heads-up, the last player checked to throws his cards away with
        nothing bet. The hand is not over for that (Robert's Rules, Seven-Card Stud 7: the seat keeps receiving
        cards until a bet kills it), so a pot not yet pushed is no reason to pass it by. ``no_bet_since``: only
        if nobody has bet since the fold either (a bet since killed the hand when the action reached it)."""
        if self.game.family.value != "stud" or self.street_index == 0 or self.is_complete \
                or (len(self.in_hand()) < 2 and not self.folded_hands):
            return None
        start = len(self.log) - 1
        while start >= 0 and not isinstance(self.log[start], (AnnounceFirstToAct, AnnounceBringIn)):
            start -= 1
        if start < 0:
            return None
        after = self.log[start + 1:]
        for index, operation in enumerate(after):
            if isinstance(operation, (BetOrRaiseTo, PostBringIn)):
                return None
            if isinstance(operation, Fold):
                if no_bet_since and any(isinstance(later, (BetOrRaiseTo, PostBringIn)) for later in after[index:]):
                    return None
                return operation.seat
        return None

    def keep_in_deal_until_bet(self, seat: int, cards: Sequence[HeldCard]) -> None:
        """Stud: a hand folded with nothing bet comes back out of the muck as it lay (each card face up or down
        as it was) and keeps receiving cards; it takes no part in the betting, and a bet kills it when the action
        reaches it (Robert's Rules, Seven-Card Stud 7). The seat must hold no cards."""
        player = self.seat(seat)
        if player.cards:
            raise ValueError(f"seat {seat + 1} still holds cards: its hand cannot come back from the muck")
        for held in cards:
            if held.card not in self.muck:
                raise ValueError(f"{held.card} is not in the muck")
        for held in cards:
            self.move_card(held.card, Pile.MUCK, seat, face_up=held.face_up)
        self._set_folded(player, False)
        self.dead_on_a_bet.add(seat)
        self._deal_back_in(seat)
        if self.phase is _DEALING and self.actor is None and any(type(op) is PushPot for op in self._queue) \
                and self._others_checked_this_street(seat):
            # The fold had left one hand in and the round closed on an uncontested pot: with the seat back
            # in the deal the pot is not won, so the hand goes on to the next street (or the showdown).
            self._queue = deque(op for op in self._queue if type(op) not in (PushPot, MoveButton, ShowHand))
            self.awards = ()
            self._after_round()

    def _deal_back_in(self, seat: int) -> None:
        """A seat put back in the deal while a street's cards are being dealt (the dealer passed it, as the fold
        had the table do): its cards of the street are queued in their place in the dealing order, face as the
        street deals them, so it ends the street holding as many cards as the others."""
        queued = [op for op in self._queue if type(op) is DealCard]
        if not queued:
            return  # the street's cards are not queued yet: the seat is dealt with the others when they are
        owed = {other: len(self.seat(other).cards) + sum(1 for op in queued if op.seat == other)
                for other in self.in_hand() if other != seat}
        missing = max(owed.values(), default=0) - len(self.seat(seat).cards)
        if missing <= 0:
            return
        face_up = queued[0].face_up
        ops = list(self._queue)
        place = {other: index for index, other in enumerate(self._clockwise(self.deals_after))}  # the deal's order
        later = next((i for i, op in enumerate(ops) if type(op) is DealCard and place[op.seat] > place[seat]), None)
        at = later if later is not None else max(i for i, op in enumerate(ops) if type(op) is DealCard) + 1
        ops[at:at] = [_deal_card(seat, face_up)] * missing
        self._queue = deque(ops)

    def _others_checked_this_street(self, seat: int) -> bool:
        """Every other live hand checked on this street before ``seat`` folded (its fold closed the round)."""
        checked: set[int] = set()
        for op in reversed(self.log):
            if isinstance(op, AnnounceFirstToAct):
                break
            if isinstance(op, CheckOrCall):
                checked.add(op.seat)
        return all(other in checked for other in self.in_hand() if other != seat)

    def settle_pots_again(self) -> None:
        """A remedy that kills a hand once the pots were worked out (a hand found dead at the showdown) has them
        worked out again among the hands still live, while none is pushed yet; otherwise nothing changes."""
        if any(type(op) is PushPot for op in self.log):
            return
        if any(type(op) is PushPot and op.index >= 0 for op in self._queue):
            self.award_again()  # none pushed: nothing taken back, the pots worked out again

    def push_pot_to(self, seat: int) -> pots.PotAward:
        """A dealer's mistake carried out as it happened: the pot due is pushed whole to ``seat``, whoever won it
        (a hand misread, a split pot or a hi-lo pot's low half missed). The award kept for that pot is the push
        as made, so :meth:`award_again` takes back what was pushed. Returns the award the showdown gave."""
        due = self.next_dealer_operation()
        if type(due) is not PushPot:
            raise IllegalOperation("no pot is ready to be pushed")
        assert isinstance(due, PushPot)
        return self.push_pot_shares({seat: self.awards[due.index].pot.amount})

    def push_pot_shares(self, shares: Mapping[int, int]) -> pots.PotAward:
        """A dealer's mistake carried out as it happened: the pot due is pushed in the amounts ``shares`` gives
        (seat -> chips, every chip of the pot and no more: a split miscounted, the odd chip to the wrong seat,
        or the whole pot to one seat). The award kept for that pot is the push as made, so :meth:`award_again`
        takes back what was pushed; each seat's share is labelled with every half the showdown gave it
        (:func:`_pushed_half`). Returns the award the showdown gave."""
        due = self.next_dealer_operation()
        if type(due) is not PushPot:
            raise IllegalOperation("no pot is ready to be pushed")
        assert isinstance(due, PushPot)
        right = self.awards[due.index]
        for seat, chips in shares.items():
            self.seat(seat)  # an empty seat is refused
            if chips <= 0:
                raise IllegalOperation(f"seat {seat + 1}: a push of {chips} chips")
        if sum(shares.values()) != right.pot.amount:
            raise IllegalOperation(f"the pot holds {right.pot.amount}, not {sum(shares.values())}: every chip of it "
                                   "goes to someone")
        made = tuple(pots.Share(seat, chips, _pushed_half(right, seat, alone=len(shares) == 1))
                     for seat, chips in shares.items())
        awards = list(self.awards)
        awards[due.index] = pots.PotAward(right.pot, made, right.hilo)
        self.awards = tuple(awards)
        self.apply(due)
        return right

    def _pushed_so_far(self) -> dict[int, int]:
        """The chips pushed to each seat from the pots pushed so far; IllegalOperation if a seat no longer
        holds them (they cannot come back)."""
        taken: dict[int, int] = {}
        for operation in self.log:
            if type(operation) is PushPot:
                for share in self.awards[operation.index].shares:
                    taken[share.seat] = taken.get(share.seat, 0) + share.amount
        short = [seat for seat, chips in taken.items() if self.seat(seat).stack < chips]
        if short:
            raise IllegalOperation(f"seat {short[0] + 1} no longer holds the chips pushed to it")
        return taken

    def award_again(self) -> dict[int, int]:
        """A correction made before the next hand begins (TDA 2024 Rule 22: the reading of a tabled hand may be
        disputed until then): every pot pushed comes back to the middle, each seat giving back exactly the chips
        pushed to it, and the pots are worked out again among the hands live now, to be pushed to their winners
        next (before the button's move). Returns the chips taken back, by seat. The hand must not be over
        (:meth:`award_again_after_the_hand` is the correction once it is)."""
        if self.phase is _COMPLETE:
            raise IllegalOperation("the next hand has begun: the pots pushed stand")
        taken = self._pushed_so_far()
        for seat, chips in taken.items():
            self.seat(seat).stack -= chips
            self.pot += chips
        self.log = [op for op in self.log if type(op) is not PushPot]
        queue = [op for op in self._queue if type(op) is not PushPot]
        at = next((i for i, op in enumerate(queue) if type(op) is MoveButton), len(queue))
        queue.insert(at, PushPot(-1))
        self._queue = deque(queue)
        self.awards = ()
        return taken

    def award_again_after_the_hand(self) -> dict[int, int]:
        """A correction made once the hand is over and the button has moved for the next one (TDA 2024 Rule 22:
        'Accounting errors in calculating and awarding the pot may be disputed until substantial action occurs
        on the next hand'; whether it may still be made is the rules' to say). The button's move is taken back
        (it moves again once the pots are pushed again: the hand is over once more), and the pots pushed come
        back as :meth:`award_again` takes them, each seat giving back exactly the chips pushed to it. Every card
        of the hand is still on the table (folded and shown hands go to the muck only when the next hand is
        dealt). Returns the chips taken back, by seat."""
        if self.phase is not _COMPLETE or not self.log or type(self.log[-1]) is not MoveButton:
            raise IllegalOperation("the hand is not over with the button moved: take the pushes back with "
                                   "award_again")
        self._pushed_so_far()  # refused before anything changes
        self.log.pop()
        self.button = self.starting_button  # only the button's move changes it during a hand
        self.phase = _DEALING
        self._queue = deque([MoveButton()])
        return self.award_again()

    def correct_awards_from_behind(self, behind: Mapping[int, int] | None = None) -> LateCorrection:
        """A wrong award corrected once the next hand has begun (the hand over, the button moved), the next hand
        left as it stands: the pots are not pushed again. The pushes as they should have been are worked out on a
        copy (:meth:`award_again_after_the_hand`, then the dealer's steps); each seat paid more than its due gives
        the excess from its stack behind, ``behind[seat]`` (its stack in the next hand: chips it has put into the
        new pot are not touched; its whole stack when not given), to the seats paid less, in seat order. What a
        seat does not have behind stays owed: the floor's to settle. The awards kept become the right ones when
        nothing stays owed. Returns the chips moved and the chips still owed, seat to seat."""
        if self.phase is not _COMPLETE:
            raise IllegalOperation("the next hand has not begun: take the pushes back with award_again")
        right = self.copy()
        right.award_again_after_the_hand()
        right.run_dealer()
        limit = {seat: self.seat(seat).stack for seat in self.occupied}
        for seat, chips in (behind or {}).items():
            if seat in limit:
                limit[seat] = max(0, min(limit[seat], chips))
        due = {seat: right.seat(seat).stack - self.seat(seat).stack for seat in self.occupied}
        payers = [[seat, -chips] for seat, chips in due.items() if chips < 0]
        payees = [[seat, chips] for seat, chips in due.items() if chips > 0]
        moved: list[tuple[int, int, int]] = []
        owed: list[tuple[int, int, int]] = []
        while payers and payees:
            payer, payee = payers[0], payees[0]
            chips = min(payer[1], payee[1])
            paid = min(chips, limit[payer[0]])
            limit[payer[0]] -= paid
            if paid:
                self.seat(payer[0]).stack -= paid
                self.seat(payee[0]).stack += paid
                moved.append((payer[0], payee[0], paid))
            if chips > paid:
                owed.append((payer[0], payee[0], chips - paid))
            payer[1] -= chips
            payee[1] -= chips
            if not payer[1]:
                payers.pop(0)
            if not payee[1]:
                payees.pop(0)
        if not owed:
            self.awards = right.awards
        return LateCorrection(tuple(moved), tuple(owed))

    def keep_button(self) -> None:
        """The hand is over with the button left where it is (a mixed game's stud hand: TDA 2024 Rule 11-B
        freezes the button through the stud games): the button's move, the only step left, is not made."""
        if type(self.next_dealer_operation()) is not MoveButton:
            raise IllegalOperation("the button's move is not the next step: the hand is not over")
        self._queue.popleft()
        self.phase = _COMPLETE

    def take_hand_from_muck(self, seat: int, cards: Sequence[Card]) -> None:
        """A tabled hand killed by mistake comes back out of the muck face up and is live again (cards speak);
        the seat must hold no cards."""
        player = self.seat(seat)
        if player.cards:
            raise ValueError(f"seat {seat + 1} still holds cards: its hand cannot come back from the muck")
        for card in cards:
            if card not in self.muck:
                raise ValueError(f"{card} is not in the muck")
        for card in cards:
            self.move_card(card, Pile.MUCK, seat, face_up=True)
        self._set_folded(player, False)

    def refund_bet(self, seat: int) -> int:
        """The chips in front of the seat this round go back to its stack, as if never bet. Returns them."""
        player = self.seat(seat)
        returned = player.bet
        player.stack += returned
        player.contributed -= returned
        player.bet = 0
        return returned

    def keep_chips_found_behind(self, seat: int, chips: int) -> None:
        """A remedy: chips found hidden behind an all-in player, ruled no part of the action (TDA 2024 Rule 62),
        come onto the table as his, behind his stack and out of every pot; the table's chip count grows by them."""
        if chips <= 0:
            raise IllegalOperation("chips found behind: a number of chips above 0")
        self.seat(seat).stack += chips
        self.total_chips += chips

    def chop_blinds(self) -> tuple[int, int]:
        """A remedy: the blinds chop. Everyone else folded to them before the flop; each takes his blind back,
        both hands go to the muck unseen, no pot is won, and the hand is over (the button's move is next).
        Returns the chips given back to the small blind and to the big blind."""
        small, big = self.small_blind_seat, self.big_blind_seat
        if small is None or big is None or self.street_index != 0 or self.is_complete \
                or sorted(self.in_hand()) != sorted((small, big)):
            raise ValueError("only the two blinds can chop, everyone else folded to them before the flop")
        others = [index + 1 for index, player in enumerate(self.seats)
                  if player is not None and index not in (small, big) and (player.bet or player.out_of_turn)]
        if self.pot or others:
            raise ValueError("chips other than the two blinds are in (antes, a straddle, dead money): no chop")
        returned = self.refund_bet(small), self.refund_bet(big)
        for seat in (small, big):
            player = self.seat(seat)
            self.muck.extend(held.card for held in player.cards)
            player.cards = []
            self._set_folded(player, True)
        self.actor = None
        self._to_act.clear()
        self._queue = deque([MoveButton()])
        self.phase = _DEALING
        return returned

    def refund_uncalled_of_dead_hand(self, seat: int) -> int:
        """A remedy: the part of a dead hand's bet this round that no live player has called goes back to its
        stack (TDA 2024 Rule 15-B: 'the uncalled amount will be returned'). Returns it."""
        player = self.seat(seat)
        called = max((other.bet for index, other in enumerate(self.seats)
                      if other is not None and index != seat and not other.folded), default=0)
        returned = max(0, player.bet - called)
        player.bet -= returned
        player.stack += returned
        player.contributed -= returned
        return returned

    def refund_from_pot(self, seat: int, amount: int) -> None:
        """Chips the seat put in the pot (an ante, for a hand dead through no fault of its own) go back to it."""
        player = self.seat(seat)
        if not 0 <= amount <= min(self.pot, player.contributed - player.bet):
            raise ValueError(f"seat {seat + 1} cannot get {amount} back from the pot: it has {self.pot}, of "
                             f"which seat {seat + 1} put in {player.contributed - player.bet}")
        player.stack += amount
        player.contributed -= amount
        self.pot -= amount

    def count_burn_as_out(self, out: bool = True) -> None:
        """The next street (or draw) is dealt without a burn: its burn is already in the burns (an exposed card
        used as the burn, a premature burn kept). ``out=False``: it is burned as usual after all.

        Where the round is already over and the next street's cards are queued (the error found only then), the
        queued burn itself is taken off: the flag is read only when a street is
        queued, so setting it then would leave the street burned twice (TDA 2024 Rule 38: 'one and only one
        card is burned off the stub for each subsequent street')."""
        place = self._next_street_queued() if out else None
        if place is not None:
            del self._queue[place]
            return
        self.burn_already_out = out

    def _next_street_queued(self) -> int | None:
        """Where the betting round is over and the next street's cards are queued: the place of its burn in the
        queue (after the bets brought in, an uncalled bet returned), else None."""
        if self.actor is not None:
            return None
        for place, operation in enumerate(self._queue):
            if type(operation) is Burn:
                return place
            if type(operation) is not CollectBets and type(operation) is not ReturnUncalledBet:
                return None
        return None

    def push_out_of_turn(self, seat: int, chips: int) -> None:
        """Chips a player pushed out before his turn (an action out of turn, TDA 2024 Rule 53-A): they leave
        his stack and lie in front of him, no bet that anyone faces, until his turn comes (then he acts with
        them: the binding action takes them as its bet) or the action to him changes (then they go back,
        :meth:`return_out_of_turn`)."""
        player = self.seat(seat)
        if not 0 <= chips <= player.stack:
            raise IllegalOperation(f"seat {seat + 1} has {player.stack} behind, and cannot push out {chips}")
        player.stack -= chips
        player.out_of_turn += chips

    def return_out_of_turn(self, seat: int) -> int:
        """The chips the seat pushed out of turn go back to its stack (the action to him changed: 'any bet or
        raise is returned to the OOT player', TDA 2024 Rule 53-A). Returns them."""
        player = self.seat(seat)
        returned = player.out_of_turn
        player.stack += returned
        player.out_of_turn = 0
        return returned

    def keep_in_front(self, seat: int, amount: int) -> None:
        """Chips the seat pushed out short of a call stay in front of it as part of its bet, before it acts
        (an undercall the floor may hold to a full call or forfeit with a fold: TDA 2024 Rule 51-B)."""
        self._post(seat, amount, as_bet=True)

    def bar_raise_this_turn(self, seat: int) -> None:
        """The seat may call or fold the bet in front of it, not raise, until a further full raise reopens the
        betting (a check out of turn, Robert's Rules): as if it had already acted at this bet."""
        self.round.faced[seat] = self.round.current_bet

    def bar_fold_this_turn(self, seat: int) -> None:
        """The seat may call or raise the bet in front of it, not fold, until it acts (TDA 2024 Rule 46-B: a
        prior bet pulled back facing a raise)."""
        self.fold_barred.add(seat)

    def bind_to_raise(self, seat: int) -> None:
        """The seat, in turn, said 'raise' (or 'bet') and no amount: the word binds him to it (Robert's Rules,
        Betting and Raising: "If in turn you verbally declare a fold, check, bet, call, or raise, you are forced
        to take that action"; TDA 2024 Rule 51-A, and Rule 55-B with nothing bet: "the player must make at least
        a minimum bet"). Until he acts, the actions offered him (``legal_player_operations``) are the bet or
        raise alone, of any legal size (``raise_options``). The table does not refuse the others: a record
        where he checks, calls or folds instead is a departure the replay records and the ruling settles."""
        self.bound_to_raise.add(seat)

    def bind_to_pot(self, seat: int) -> None:
        """The seat, in turn, said 'pot' in pot limit: bound to a bet or raise (``bind_to_raise``) of the pot, all
        in where the pot is more than he has (TDA 2024 Rule 3, 'pot' an official term in pot limit; Robert's
        Rules, No-Limit and Pot-Limit: 'The maximum amount a player can raise is the amount in the pot after the
        call is made'). The size offered him is that one (``offered_raise``) until his chips go in."""
        self.bind_to_raise(seat)
        self.bound_to_pot.add(seat)

    def burn_one_more_next_street(self) -> None:
        """The next street is dealt after two burns: a burn was missed before cards that stand, and the cards
        after them must be those that would have come (Robert's Rules, Hold'em 5). Where the next street is already
        queued (the error found once the round was over), the extra burn goes into the queue itself."""
        place = self._next_street_queued()
        if place is not None:
            self._queue.insert(place, _BURN)
            return
        self.extra_burn_before_next_street = True

    def shuffle_set_aside_back_before(self, street_index: int) -> None:
        """Before the street ``street_index`` the set-aside cards are shuffled back into the stub, and that street
        is dealt without a burn (Robert's Rules: a card turned too early is reshuffled for the river)."""
        self.set_aside_back_before_street = street_index

    def excuse_from_bring_in(self, seat: int) -> None:
        """Stud: the seat owes no bring-in though its upcard is low (a hole card the dealer exposed); the
        player on its left acts first instead, not forced (catalog D13)."""
        self.bring_in_excluded.add(seat)

    def mark_absent(self, seat: int) -> None:
        """The seat's player is away: the hand dies when the action reaches it (catalog D09)."""
        self.absent.add(seat)

    def change_house_rules(self, **changes: Any) -> None:
        """A ruling settles a house option for this hand (stud: ties broken by suit, the open-pair option):
        the table's rules are the same but for ``changes`` (fields of ``TableSettings``)."""
        self.config = dataclasses.replace(self.config, rules=dataclasses.replace(self.config.rules, **changes))

    def queue_stud_shortage(self, live: list[int]) -> bool:
        """Line up the table's own procedure for a stub too short for seventh street (S001 rule 15)."""
        return self._queue_stud_shortage(live)

    def queue_stud_shortage_rest(self) -> list[Operation] | None:
        """A stud street lined up (perhaps partly dealt) that the stub can no longer finish: cards were taken
        out of it, as a boxed card. The queued deals give way to the table's own run-out procedure (S001
        rule 15, or TDA RP-10-H on seventh street) for the players not yet dealt; returns the new steps, or
        None (nothing changed) when the stub still has a card for every deal and burn queued."""
        queue = list(self._queue)
        if (self.game.family is not Family.STUD or self.common_card or not queue
                or not all(isinstance(op, (Burn, DealCard, AnnounceFirstToAct)) for op in queue)):
            return None
        deals = [op for op in queue if isinstance(op, DealCard)]
        burn_due = any(isinstance(op, Burn) for op in queue)
        if not deals or len(self.stub) >= len(deals) + int(burn_due):
            return None
        live = [op.seat for op in deals]
        last = self.street_index == len(self.game.streets) - 1
        if burn_due:  # nothing of the street is out yet: the street's own procedure
            self._queue.clear()
            if not self._queue_stud_shortage(live):
                self._queue = deque(queue)
                return None
            return list(self._queue)
        if last and self.config.rules.stud_running_out_tda:
            steps = stud.tda_seventh_street(live, len(self.stub), len(self.burns), burn_due=False)
        else:
            steps = stud.street_shortage(live, len(self.stub), len(self.burns) + len(self.set_aside),
                                         face_up=deals[0].face_up, last_street=last, burn_due=False)
        if steps is None:
            return None
        self._queue = deque(steps)
        return list(steps)

    @property
    def showdown_due(self) -> bool:
        """The betting is over for this hand: what is left is tabling hands, pushing pots, the button."""
        return self._showdown_pending and not self.is_complete

    @property
    def in_draw(self) -> bool:
        """A draw is in progress: discards taken, replacement cards still to come."""
        return self._in_draw

    @property
    def announced_first(self) -> int:
        """Stud: the seat last announced to act first this hand (-1 before any announcement)."""
        return self._stud_first

    def may_raise(self, seat: int) -> bool:
        """Whether ``seat`` may raise again: a seat that already acted only if a full raise reopened the betting."""
        return self._may_raise(seat)

    def insert(self, operation: Operation) -> None:
        """Do the physical part of an operation that is not due at all (an extra burn, a card
        turned while a player still has to act); the procedure does not move on."""
        if isinstance(operation, Burn):
            self.burns.append(self._take_top())
        elif isinstance(operation, (TurnBoardCard, DealCommonCard)):
            self.board.append(self._take_top())
        elif isinstance(operation, DealCard):
            held = HeldCard(self._take_top(), face_up=operation.face_up)
            target = self.seats[operation.seat] if 0 <= operation.seat < len(self.seats) else None
            if target is None:
                self.empty_seat_cards.setdefault(operation.seat, []).append(held)
            else:
                target.cards.append(held)
        else:
            raise IllegalOperation(f"cannot {describe(operation)} out of sequence")
        self.log.append(operation)

    def deal_next(self) -> Operation:
        """Apply the correct dealer operation and return it (used by drills' 'show me' and by tests)."""
        operation = self.next_dealer_operation()
        if operation is None:
            raise IllegalOperation("no dealer operation is due: a player must act or the hand is over")
        self._carry_out_due(operation)
        return operation

    def run_dealer(self) -> None:
        """Apply dealer operations until a player must act or the hand is over."""
        queue = self._queue
        log = self.log
        while queue and self.actor is None:
            head = queue[0]
            kind = type(head)
            # The common steps need none of next_dealer_operation's resolving (pots,
            # announcements, a draw reshuffle), so they are carried out here directly.
            if kind in _PLAIN_DEALER_OPERATIONS and self.phase is _DEALING and (
                    not self._in_draw or len(self.stub) > 1):
                queue.popleft()
                _HANDLERS[kind](self, head)
                log.append(head)
                continue
            operation = self.next_dealer_operation()
            if operation is None:
                return
            self._carry_out_due(operation)

    def _carry_out_due(self, operation: Operation) -> None:
        # ``operation`` is the queue head next_dealer_operation just returned, so
        # verify would pass by construction: apply without asking again.
        self._queue.popleft()
        kind = type(operation)
        handler = _HANDLERS.get(kind)
        if handler is None:
            handler = _HANDLERS[kind] = getattr(Table, "_do_" + kind.__name__)
        handler(self, operation)
        self.log.append(operation)

    def _verify_player(self, operation: Operation) -> None:
        seat = operation.seat  # type: ignore[union-attr]
        if self.actor is None:
            expected = self.next_dealer_operation()
            raise IllegalOperation(f"no player is to act; the dealer must {describe(expected)}" if expected
                                   else "no player is to act")
        if seat != self.actor:
            raise IllegalOperation(f"seat {seat + 1} acted out of turn: seat {self.actor + 1} is to act")
        kind = type(operation)
        if kind is Fold and seat in self.fold_barred:
            raise IllegalOperation(f"seat {seat + 1} may not fold: he must call or raise (TDA 2024 Rule 46-B)")
        if self.phase is _DRAWING:
            if not isinstance(operation, Discard):
                raise IllegalOperation(f"seat {seat + 1} must discard or stand pat")
            player = self.seat(seat)
            held = player.hole
            for c in operation.cards:
                if c not in held:
                    raise IllegalOperation(f"seat {seat + 1} does not hold {c}")
            if len(set(operation.cards)) != len(operation.cards):
                raise IllegalOperation("a card is discarded twice")
            if len(operation.cards) > self.config.rules.max_discard:
                raise IllegalOperation(f"at most {self.config.rules.max_discard} cards may be discarded")
            return
        if kind is Discard:
            raise IllegalOperation("this is a betting round, not a draw")
        if kind is PostBringIn:
            if not self._bring_in_pending():
                raise IllegalOperation("only the bring-in seat may bring in, and only as the first action")
            return
        # (_bring_in_pending is False outside stud: the test is skipped there.)
        if self.game.family is _STUD and self._bring_in_pending() and (
                kind is CheckOrCall or (kind is Fold and not self._bring_in_passed())):
            raise IllegalOperation("the bring-in must either bring in or complete")
        if type(operation) is BetOrRaiseTo:
            options = self.raise_options(seat)
            if options is None:
                raise IllegalOperation(f"seat {seat + 1} may not bet or raise now (cap reached, not reopened, or only a call is possible)")
            if not options.allows(operation.amount):
                allowed = (", ".join(map(str, options.choices)) if options.choices
                           else f"{options.minimum} to {options.maximum}")
                raise IllegalOperation(f"seat {seat + 1} may bet or raise to {allowed}, not {operation.amount}")

    # ------------------------------------------------------------------ dealer handlers

    def _do_PostAnte(self, op: PostAnte) -> None:
        if op.for_table:
            # The big blind ante is the table's money, not a level of the poster's own (catalog B10).
            player = self.seat(op.seat)
            paid = min(op.amount, player.stack)
            player.stack -= paid
            self.pot += paid
            self.dead_money += paid
            return
        self._post(op.seat, op.amount, as_bet=False)

    def _do_PostDeadBlind(self, op: PostDeadBlind) -> None:
        self._post(op.seat, op.amount, as_bet=False)

    def _do_PostBlind(self, op: PostBlind) -> None:
        self.blind_shortfall += op.amount - self._post(op.seat, op.amount, as_bet=True)

    def _take_top(self) -> Card:
        if not self.stub:
            raise IllegalOperation("the stub is empty")
        return self.stub.pop(0)

    def _do_DealCard(self, op: DealCard) -> None:
        player = self.seat(op.seat)
        stub = self.stub
        if not stub:
            raise IllegalOperation("the stub is empty")
        player.cards.append(HeldCard(stub.pop(0), op.face_up))
        if self._in_draw:
            self._after_replacement(op.seat)
        else:
            self._maybe_begin_betting()

    def _do_Burn(self, op: Burn) -> None:
        self.burns.append(self._take_top())
        self._after_dealer_step()

    def _do_TurnBoardCard(self, op: TurnBoardCard) -> None:
        self.board.append(self._take_top())
        self._maybe_begin_betting()

    def _do_DealCommonCard(self, op: DealCommonCard) -> None:
        self.board.append(self._take_top())
        self.common_card = True
        self._maybe_begin_betting()

    def _do_ReshuffleForStub(self, op: ReshuffleForStub) -> None:
        if op.set_aside:
            pool = self.stub + self.set_aside  # the burns and the muck stay where they are
            self.set_aside = []
        else:
            pool = self.stub + self.burns
            self.burns = []
            if self.game.family is _DRAW:
                pool += self.muck
                self.muck = []
            elif self.game.family is _STUD:
                # Stud: cards taken out of play earlier were kept aside for a short deck (catalog D15).
                pool += self.set_aside
                self.set_aside = []
        # Labelled by the operations so far, the shows of hands tabled for a run-out not counted: where in the
        # hand they are tabled (before the run-out, or at the showdown) does not change the shuffle.
        steps = len(self.log) - sum(1 for op in self.log if type(op) is ShowHand) if self.tabled_for_runout \
            else len(self.log)
        rng = random.Random(f"{self.seed}-reshuffle-{steps}")
        pool.sort()
        rng.shuffle(pool)
        self.stub = pool
        self._maybe_begin_betting()

    def _do_AnnounceBringIn(self, op: AnnounceBringIn) -> None:
        self.bring_in_seat = op.seat
        self._maybe_begin_betting()

    def _do_AnnounceFirstToAct(self, op: AnnounceFirstToAct) -> None:
        self._stud_first = op.seat
        self._maybe_begin_betting()

    def _do_ReturnUncalledBet(self, op: ReturnUncalledBet) -> None:
        player = self.seat(op.seat)
        player.bet -= op.amount
        player.contributed -= op.amount
        player.stack += op.amount

    def _do_CollectBets(self, op: CollectBets) -> None:
        for player in self.seats:
            if player:
                self.pot += player.bet
                player.bet = 0
        self._after_dealer_step()  # a draw whose burn is already out (a remedy) starts once the bets are in

    def _do_ShowHand(self, op: ShowHand) -> None:
        for held in self.seat(op.seat).cards:
            held.face_up = True
        # The hands tabled for an all-in before a draw (TDA 2024 Rule 16) can be the last steps queued before
        # it, when a remedy already put the draw's burn out: the draw starts once they are up.
        self._after_dealer_step()

    def _do_PushPot(self, op: PushPot) -> None:
        award = self.awards[op.index]
        for share in award.shares:
            self.seat(share.seat).stack += share.amount
        self.pot -= award.pot.amount
        if op.index == 0:  # the main pot, pushed last: chips held out of play are back in the stacks
            for player in self.seats:
                if player is not None and player.held_back:
                    player.stack, player.held_back = player.stack + player.held_back, 0

    def _do_MoveButton(self, op: MoveButton) -> None:
        self.button = self.clockwise_from(self.button)[0]
        self.phase = _COMPLETE
        # Folded and shown hands go to the muck only when the next hand is dealt:
        # until then a dealer may still need them (a disputed showdown).

    # ------------------------------------------------------------------ player handlers

    def _acted(self, seat: int) -> None:
        self._to_act.discard(seat)
        self.round.faced[seat] = self.round.current_bet
        self._advance_actor(seat, include_start=False)

    def _do_Fold(self, op: Fold) -> None:
        player = self.seat(op.seat)
        self._set_folded(player, True)
        for held in player.cards:
            self.muck.append(held.card)
        self.folded_hands += ((op.seat, tuple(player.cards)),)
        player.cards = []
        self._to_act.discard(op.seat)
        live = self._live_count()
        if live == 1:
            self.actor = None
            self._end_betting_round()
            return
        self._advance_actor(op.seat, include_start=False, live=live)

    def _do_CheckOrCall(self, op: CheckOrCall) -> None:
        player = self.seat(op.seat)
        amount = min(self.round.current_bet - player.bet, player.stack)  # to_call
        if amount == 0 and self.round.current_bet == 0:
            self.round.checked.add(op.seat)  # a check with nothing bet: no raise later where check-raise is barred
        player.stack -= amount
        player.bet += amount
        player.contributed += amount
        self._acted(op.seat)

    def _do_PostBringIn(self, op: PostBringIn) -> None:
        player = self.seat(op.seat)
        paid = min(self.config.bring_in, player.stack)
        player.stack -= paid
        player.bet += paid
        player.contributed += paid
        self.round.current_bet = max(self.round.current_bet, player.bet)
        self.round.full_raise = self.config.bring_in
        # Everyone else still acts on the bring-in.
        self._to_act = {i for i in self.can_bet() if i != op.seat}
        self.round.faced[op.seat] = self.round.current_bet
        self._advance_actor(op.seat, include_start=False)

    def _do_BetOrRaiseTo(self, op: BetOrRaiseTo) -> None:
        player = self.seat(op.seat)
        added = op.amount - player.bet
        player.stack -= added
        player.bet = op.amount
        player.contributed += added
        live = self._live_count()  # a bet folds nobody: counted once for the round and the next actor
        round_ = self.round
        full = betting.record_bet(self.limits, round_, op.amount, self.game.streets[self.street_index].big_bet,
                                  self._open_pair(), self.cap_players(live))
        self._to_act.discard(op.seat)
        if full:
            # A full bet or raise reopens the betting for everyone else.
            round_.faced = {}
            # can_bet() but the bettor, as a set in one pass (its order is never read)
            self._to_act = {i for i, other in enumerate(self.seats)
                            if other is not None and i != op.seat and not other.folded and other.unbet > 0}
        else:
            # A short all-in: only those who now owe chips act again, and it does not
            # reopen the raising for players who already acted (see _may_raise).
            round_.short_all_ins += (op.seat,)
            self._to_act |= {i for i in self.can_bet()
                             if i != op.seat and self.seats[i].bet < round_.current_bet}  # type: ignore[union-attr]
        round_.faced[op.seat] = round_.current_bet
        self._advance_actor(op.seat, include_start=False, live=live)

    def _do_Discard(self, op: Discard) -> None:
        player = self.seat(op.seat)
        # A hand short a card before the draw plays (Robert's Rules, Dead Hands 4): it draws up to a full hand.
        short = max(0, self.game.hand_size - len(player.cards))
        keep = [held for held in player.cards if held.card not in op.cards]
        player.cards = keep
        self.set_aside.extend(op.cards)
        self._drawers.pop(0)
        self.actor = None
        self.phase = _DEALING
        count = len(op.cards) + short
        others_left = bool(self._drawers)
        if count == 5 and self.config.rules.five_card_discard_rule and self.game.hand_size == 5:
            # 2-7 rule (catalog F04): four now, the fifth after everyone else; the last drawer gets a burn between.
            self._queue_replacements(op.seat, 4)
            if others_left:
                self._fifth_card_owed.append(op.seat)
            else:
                self._queue_replacements(op.seat, 1, burn_first=True)
        else:
            self._queue_replacements(op.seat, count)
        if not count:
            self._release_discards()
            self._next_drawer()

    def _queue_replacements(self, seat: int, count: int, burn_first: bool = False) -> None:
        if burn_first:
            self._queue.append(_BURN)
        self._queue.extend([_deal_card(seat, False)] * count)

    def _after_replacement(self, seat: int) -> None:
        for queued in self._queue:
            if type(queued) is DealCard:
                return
        self._release_discards()
        self._next_drawer()

    def _release_discards(self) -> None:
        self.muck.extend(self.set_aside)
        self.set_aside = []

    def _next_drawer(self) -> None:
        if self._queue:
            return
        if self._drawers:
            self.phase = _DRAWING
            self.actor = self._drawers[0]
            return
        if self._fifth_card_owed:
            owed = self._fifth_card_owed
            self._fifth_card_owed = []
            for seat in owed:
                self._queue_replacements(seat, 1)
            return
        self.phase = _DEALING
        self._in_draw = False
        self._begin_betting()

    # ------------------------------------------------------------------ transitions

    def _after_dealer_step(self) -> None:
        """A dealer step that deals nobody a card is done: the draw goes on (the next drawer, once nothing
        is queued before him), or else the betting begins if it is due."""
        if self._in_draw:
            self._next_drawer()
        else:
            self._maybe_begin_betting()

    def _maybe_begin_betting(self) -> None:
        if self._queue or self.phase is not _DEALING or self.actor is not None:
            return
        if self._showdown_pending or self._in_draw:
            return
        self._begin_betting()

    def _resolve_pots(self) -> None:
        self._queue.popleft()
        # A live hand that put nothing in still counts (a remedy killed every hand that had: the last one left
        # takes the dead chips).
        contributions = {i: s.contributed for i, s in enumerate(self.seats) if s and (s.contributed or not s.folded)}
        folded = {i for i, s in enumerate(self.seats) if s and s.folded}
        forfeited = ({i for i in folded if i not in self.mucked_bettors}
                     if self.config.rules.killed_hand_forfeits_unmatched else set()) | (folded & self.posts_forfeited)
        built = pots.build_pots(contributions, folded, self.dead_money, forfeited)
        live = self.in_hand()
        game = self.game
        if len(live) == 1:
            high = {live[0]: 1}
            low = None
        else:
            board = tuple(self.board)
            high_kind = game.high_kind or game.low_kind
            assert high_kind is not None
            high = {i: hands.hand_value(high_kind, self.seats[i].hole, board) for i in live}  # type: ignore[union-attr]
            low = ({i: hands.hand_value(game.low_kind, self.seats[i].hole, board) for i in live}  # type: ignore[union-attr,arg-type]
                   if game.split else None)
        rule, high_card, low_rule, low_card = self.odd_chip_rules(low, high)
        self.awards = pots.award_pots(built, high, low, rule, self.clockwise_from(self.deals_after), high_card,
                                      low_odd_chip=low_rule, low_card=low_card, unit=self.config.rules.chip_unit)
        # Side pots are pushed first, the last one made first, and the main pot last (TDA 2024 Rule 16 and its
        # Illustration Addendum; rules-catalog X19): each pot's winners are settled while the main pot, the
        # one every live hand can still win, waits in the middle.
        self._queue.extendleft(reversed([PushPot(k) for k in reversed(range(len(self.awards)))] + [MoveButton()]))

    def odd_chip_rules(self, low: dict[int, Any] | None = None, high: dict[int, Any] | None = None) -> tuple[
            pots.OddChipRule, dict[int, Card], pots.OddChipRule | None, dict[int, Card] | None]:
        """Who gets an odd chip between tied hands at the showdown (catalog X17): the rule and each seat
        in the hand's deciding card for a whole pot or a high half, then the same for a low half (None: as
        the high half; ``low``: the seats' low values, None for no low). The house setting
        ``TableSettings.stud_odd_chip_five_card`` chooses between the stud rules. Given the seats' hand
        values (``high``, ``low``), only seats that tie another get a card: nobody else can share a pot."""
        game, settings = self.game, self.config.rules
        live = self.in_hand()
        if settings.odd_chip is not None or game.family is not Family.STUD:
            rule = settings.odd_chip or pots.OddChipRule.FIRST_LEFT_OF_BUTTON
            return rule, {i: max(self.seats[i].hole) for i in live}, None, None  # type: ignore[union-attr]
        if len(live) == 1:
            return pots.OddChipRule.HIGH_CARD_BY_SUIT, {}, None, None
        five = settings.stud_odd_chip_five_card
        by_low = pots.OddChipRule.HIGH_CARD_BY_SUIT if five else pots.OddChipRule.LOW_CARD_BY_SUIT
        board = tuple(self.board)
        razz = game.high_kind is None
        kind = game.high_kind or game.low_kind
        assert kind is not None
        rule = by_low if razz else pots.OddChipRule.HIGH_CARD_BY_SUIT
        cards = {i: stud.odd_chip_card(self.seats[i].hole, board, kind, razz, five)  # type: ignore[union-attr]
                 for i in _tied(live, high)}
        if low is None or game.low_kind is None:
            return rule, cards, None, None
        low_cards = {i: stud.odd_chip_card(self.seats[i].hole, board, game.low_kind, True, five)  # type: ignore[union-attr]
                     for i in _tied(live, low) if low.get(i) is not None}
        return rule, cards, by_low, low_cards

    # ------------------------------------------------------------------ invariants and views

    def card_locations(self) -> dict[Card, str]:
        """Where every card is: 'stub', 'burn', 'board', 'muck', 'set-aside' or 'seat N'."""
        places: dict[Card, str] = {}

        def put(c: Card, where: str) -> None:
            if c in places:
                raise AssertionError(f"{c} is in two places: {places[c]} and {where}")
            places[c] = where

        for c in self.stub:
            put(c, "stub")
        for c in self.burns:
            put(c, "burn")
        for c in self.board:
            put(c, "board")
        for c in self.muck:
            put(c, "muck")
        for c in self.set_aside:
            put(c, "set-aside")
        for i, s in enumerate(self.seats):
            if s:
                for held in s.cards:
                    put(held.card, f"seat {i + 1}")
        for i, dead in self.empty_seat_cards.items():
            for held in dead:
                put(held.card, f"empty seat {i + 1}")
        return places

    def race_off(self, rounding: Rounding, order: Sequence[int], no_race_out: bool) -> RaceResult:
        """Carry out the color-up this hand begins with (``color_up``): each seat's whole sets of small chips
        changed, the odd ones raced with cards off the top of the stub (not dealt from it: the race deck is
        reshuffled for the hand), at most one large chip a seat. The chips in play change by the race's
        rounding, so the count the table conserves is taken again."""
        if self.color_up is None:
            raise IllegalOperation("no color-up is due")
        small, large, chips = self.color_up["small"], self.color_up["large"], self.color_up["small_chips"]
        kept = {seat: self.seat(seat).stack - chips.get(seat, 0) * small for seat in self.occupied}
        result = chip_race(chips, small, large, self.stub, order, rounding, kept, no_race_out=no_race_out)
        received = result.received()
        for seat in self.occupied:
            self.seat(seat).stack = kept[seat] + received.get(seat, 0) * large
        self.total_chips = sum(s.stack + s.held_back + s.in_front for s in self.seats if s) + self.pot
        self.color_up = None
        return result

    def check_invariants(self) -> None:
        """Raise AssertionError if a card is missing or doubled, or a chip was created or lost."""
        places = self.card_locations()
        if len(places) != 52:
            missing = [str(c) for c in DECK if c not in places]
            raise AssertionError(f"cards unaccounted for: {' '.join(missing)}")
        chips = sum(s.stack + s.held_back + s.in_front for s in self.seats if s) + self.pot
        if chips != self.total_chips:
            raise AssertionError(f"chips not conserved: {chips} on the table, {self.total_chips} at the start")
        for i, s in enumerate(self.seats):
            if s and s.stack < 0:
                raise AssertionError(f"seat {i + 1} has a negative stack")
        live = sum(1 for s in self.seats if s is not None and not s.folded)
        if live != self._live_hands:
            raise AssertionError(f"{live} hands live, but the table counted {self._live_hands}")

    # ------------------------------------------------------------------ copying

    def copy(self, memo: dict[int, Any] | None = None) -> Table:
        """An independent copy of the table, much faster than a generic ``copy.deepcopy``.

        Cards are interned, and configs, games, limits and operations are
        frozen, so they are shared; seats, held cards, the round, the card
        piles, the queue, the log and the sets are copied. Attributes this
        method does not know fall back to ``copy.deepcopy``.
        """
        memo = {} if memo is None else memo
        new = Table.__new__(Table)
        memo[id(self)] = new
        values = self.__dict__.copy()
        # Which attributes need copying follows from their names and types alone: worked out once for each
        # shape of table (the key is built by C-level calls) instead of testing every attribute each time.
        shape = (tuple(values), tuple(map(type, values.values())))
        plan = _COPY_PLANS.get(shape)
        if plan is None:
            plan = _copy_plan(shape)
        for key in plan:
            value = values[key]
            kind = type(value)
            if key == "seats":
                values[key] = [None if seat is None else copy_seat(seat) for seat in value]
            elif key == "round":
                round_ = Round.__new__(Round)
                round_.__dict__.update(value.__dict__)
                round_.faced = dict(value.faced)
                round_.checked = set(value.checked)
                values[key] = round_
            elif key == "empty_seat_cards":
                values[key] = {seat: [copy_held(held) for held in cards] for seat, cards in value.items()}
            elif key in _FLAT_ATTRIBUTES:
                values[key] = kind(value)  # lists, sets and deques of cards, seats or frozen operations
            else:
                values[key] = copy.deepcopy(value, memo)
        new.__dict__.update(values)
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        return self.copy(memo)

    def finishing_stacks(self) -> list[int]:
        return [s.stack + s.held_back for s in self.seats if s]


_PLAIN_DEALER_OPERATIONS = frozenset((
    PostAnte, PostBlind, PostDeadBlind, DealCard, Burn, TurnBoardCard, CollectBets, ReturnUncalledBet, ShowHand, MoveButton))
"""Dealer operations that run_dealer may carry out as they stand in the queue (nothing to resolve first)."""
for _kind in _PLAIN_DEALER_OPERATIONS:
    _HANDLERS[_kind] = getattr(Table, "_do_" + _kind.__name__)

_IMMUTABLE_TYPES = frozenset((int, str, bool, float, type(None), tuple, frozenset, Phase))
_SHARED_ATTRIBUTES = frozenset(("config", "game", "limits", "_orders"))
"""Frozen values, and the clockwise-order cache that tables seated alike share."""
_COPY_PLANS: dict[tuple[tuple[str, ...], tuple[type, ...]], tuple[str, ...]] = {}
"""For each shape of a table's attributes (names, and the type of each value): the names Table.copy copies."""


def _copy_plan(shape: tuple[tuple[str, ...], tuple[type, ...]]) -> tuple[str, ...]:
    names, kinds = shape
    plan = tuple(name for name, kind in zip(names, kinds, strict=False)
                 if name not in _SHARED_ATTRIBUTES and kind not in _IMMUTABLE_TYPES)
    if len(_COPY_PLANS) >= 1024:
        _COPY_PLANS.clear()  # (a few dozen shapes occur; this only bounds the memory)
    _COPY_PLANS[shape] = plan
    return plan
_FLAT_ATTRIBUTES = frozenset((
    "stub", "burns", "board", "muck", "set_aside", "log", "_queue", "_to_act", "_drawers",
    "_fifth_card_owed", "bring_in_excluded", "fold_barred", "bound_to_raise", "bound_to_pot", "absent", "dead_on_a_bet",
    "mucked_bettors", "posts_forfeited",
))
"""Containers of interned cards, seat numbers, frozen operations or tuples: a shallow copy is a full copy."""


def new_table(game: str, structure: str | Structure, stacks: Sequence[int | None], **kwargs: Any) -> Table:
    """Convenience constructor: ``new_table("holdem", "no-limit", [100]*6, small_blind=1, big_blind=2, seed=3)``."""
    table_keys = {"button", "stub", "seed", "names", "missed_blinds", "missed_small_blinds", "button_buyer", "blinds"}
    table_kwargs = {k: kwargs.pop(k) for k in list(kwargs) if k in table_keys}
    structure = structure if isinstance(structure, Structure) else Structure(structure)
    config = TableConfig(get_game(game), structure, **kwargs)
    return Table(config, stacks, **table_kwargs)


def _seat_number(seat: int | None) -> int | None:
    return None if seat is None else seat + 1


def snapshot(table: Table) -> dict[str, Any]:
    """A plain, JSON-ready picture of the table: what a page or ``--json`` output shows.

    Every seat in it is a seat number, counted from 1 as at a real table (the table's own
    indexes start at 0): the button, the actor, each seat and each pot's winners."""
    next_operation = table.next_dealer_operation()
    return {
        "game": table.game.code,
        "structure": table.config.structure.value,
        "phase": table.phase.value,
        "street": table.street.name,
        "button": _seat_number(table.button),
        "actor": _seat_number(table.actor),
        "next_dealer_operation": describe(next_operation) if next_operation else None,
        "legal_player_operations": table.legal_player_operations(),
        "pot": table.pot,
        "board": [str(c) for c in table.board],
        "burns": len(table.burns),
        "muck": len(table.muck),
        "stub": len(table.stub),
        "seats": [
            None if s is None else {
                "seat": i + 1,
                "name": s.name,
                "stack": s.stack,
                "bet": s.bet,
                "out_of_turn": s.out_of_turn,
                "folded": s.folded,
                "all_in": s.all_in,
                "cards": [{"card": str(h.card), "face_up": h.face_up} for h in s.cards],
            }
            for i, s in enumerate(table.seats)
        ],
        "awards": [
            {"pot": k + 1, "amount": a.pot.amount, "winners": sorted({sh.seat + 1 for sh in a.shares}),
             "shares": [{"seat": sh.seat + 1, "amount": sh.amount, "half": sh.half} for sh in a.shares]}
            for k, a in enumerate(table.awards)
        ],
    }
