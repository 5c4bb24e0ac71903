"""Play random complete hands in PokerKit 0.7.7 with a deck we choose.

The differential tests feed the same hands to our engine and compare
finishing stacks. PokerKit runs everything that is not a decision
(antes, blinds, bet collection, showdown, pushing and pulling chips); we
deal every card ourselves from our own shuffled stub, in the physical order
a dealer would:

* hole cards one at a time, clockwise from the first player after the
  button (PokerKit's player 0; in stud, player 0 is the first seat left of
  the dealer), round after round;
* a burn before each later street (PokerKit decides which streets burn);
* board cards in one go from the top of the stub after the burn;
* in draw games every player declares first, then the dealer burns once and
  gives each drawing player all their replacements, in seat order.

So the recorded 52-card ``deck`` order (burns included) seeds our engine's
stub and both engines see the same cards. Player decisions come from a
seeded ``random.Random``.

Three PokerKit behaviours in awarding pots differ from our rules and are flagged on the result
so the differential test can assert our rule instead of PokerKit's stacks:

* ``stud_odd_chip``: in stud games PokerKit gives the odd chip of a split to
  the lowest player index; our rule gives it by suit (catalog X17).
* ``several_odd_chips`` (any game): when three or more tie and two or more
  chips are left over, PokerKit gives them all to one player; our rule hands
  them out one each, starting left of the button (catalog X17: nobody gets
  more than one odd chip).
* ``side_pot_low_to_no_low``: in hi-lo games, when some player at the table
  has a qualifying low but nobody eligible for a side pot does, PokerKit
  still halves that side pot and shares the "low" half among its players
  without a low; our rule gives the whole side pot to the high hand.

A third quirk is worked around rather than flagged: 0.7.7's fixed-limit
Omaha hi-lo class mixes in pot-limit betting, so for ``FO/8`` we only ever
choose the fixed-limit amount (which is PokerKit's minimum) and stop at a
bet and three raises, as fixed-limit play does. Likewise PokerKit's cap in
the other fixed-limit games does not count the big blind as the first bet;
the driver stops one raise earlier, at the usual cap (see
:data:`FIXED_LIMIT_BET_CAP`).
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pokerkit
from pokerkit import Automation, Mode

from dealerschool.histories import phh
from dealerschool.poker.cards import DECK, Card, format_cards, parse_card, shuffled_deck

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.RUNOUT_COUNT_SELECTION,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)
"""Everything except decisions, burning and dealing is automatic."""

FIXED_LIMIT_BET_CAP = 4
"""A bet and three raises (the big blind is the first bet before the flop): the fixed-limit cap the
driver keeps to in every fixed-limit game. PokerKit has no cap at all in FO/8 and, elsewhere, one
raise more than this before the flop."""


@dataclass(frozen=True)
class GameSetup:
    """How the driver builds and stakes one PokerKit game."""

    code: str
    build: Callable[[], pokerkit.Poker]
    min_players: int
    max_players: int
    fixed_limit: bool
    stud: bool = False
    hi_lo: bool = False


def _button(game_type: type, fixed: bool) -> Callable[[], pokerkit.Poker]:
    if fixed:
        return lambda: game_type(AUTOMATIONS, False, 0, (1, 2), 2, 4, mode=Mode.CASH_GAME)
    return lambda: game_type(AUTOMATIONS, False, 0, (1, 2), 2, mode=Mode.CASH_GAME)


def _stud(game_type: type) -> Callable[[], pokerkit.Poker]:
    return lambda: game_type(AUTOMATIONS, False, 1, 2, 5, 10, mode=Mode.CASH_GAME)


# Stud stops at six players: seven players reaching seventh street need 49
# cards plus four burns, more than the deck holds (the common-card rule is
# our engine's business, not something to compare against PokerKit).
GAMES: dict[str, GameSetup] = {
    setup.code: setup
    for setup in (
        GameSetup("NT", _button(pokerkit.NoLimitTexasHoldem, False), 2, 9, False),
        GameSetup("FT", _button(pokerkit.FixedLimitTexasHoldem, True), 2, 9, True),
        GameSetup("PO", _button(pokerkit.PotLimitOmahaHoldem, False), 2, 9, False),
        GameSetup("FO/8", _button(pokerkit.FixedLimitOmahaHoldemHighLowSplitEightOrBetter, True), 2, 9, True,
                  hi_lo=True),
        GameSetup("F7S", _stud(pokerkit.FixedLimitSevenCardStud), 2, 6, True, stud=True),
        GameSetup("F7S/8", _stud(pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter), 2, 6, True,
                  stud=True, hi_lo=True),
        GameSetup("FR", _stud(pokerkit.FixedLimitRazz), 2, 6, True, stud=True),
        GameSetup("F2L3D", _button(pokerkit.FixedLimitDeuceToSevenLowballTripleDraw, True), 2, 6, True),
        GameSetup("FB", _button(pokerkit.FixedLimitBadugi, True), 2, 6, True),
        GameSetup("N2L1D", _button(pokerkit.NoLimitDeuceToSevenLowballSingleDraw, False), 2, 6, False),
    )
}
"""The PHH codes the differential tests cover, with their PokerKit setup."""


STRADDLE = 4
"""The live straddle of the straddled games: blinds 1-2, then 4 from the seat after the big blind."""


def _straddled(game_type: type) -> Callable[[], pokerkit.Poker]:
    # The minimum bet is the straddle: PokerKit's least raise is the largest bet plus its minimum bet, and a
    # straddle sets a new minimum bring-in (Robert's Rules, No Limit Rules), which is what our table does.
    return lambda: game_type(AUTOMATIONS, False, 0, (1, 2, STRADDLE), STRADDLE, mode=Mode.CASH_GAME)


STRADDLED_GAMES: dict[str, GameSetup] = {
    setup.code: setup
    for setup in (
        GameSetup("NT", _straddled(pokerkit.NoLimitTexasHoldem), 3, 9, False),
        GameSetup("PO", _straddled(pokerkit.PotLimitOmahaHoldem), 3, 9, False),
    )
}
"""The big-bet games played again with a live straddle (``blinds_or_straddles`` (1, 2, 4)): three players at
least, so the straddle has a seat of its own past the blinds (three-handed the button straddles, as in PokerKit)."""


@dataclass(frozen=True)
class PotAward:
    """One push of chips by PokerKit: a whole pot, or one half of a hi-lo pot."""

    pot_index: int
    """0 is the main pot, then side pots in order."""
    hand_type_index: int | None
    """0 high (or the only hand), 1 low in hi-lo games; None when everyone else folded."""
    amounts: tuple[int, ...]
    """Chips each player received from this push."""
    unqualified: tuple[int, ...] = ()
    """Winners of this push whose hand does not qualify for its hand type (a "low" share with no low)."""

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(i for i, amount in enumerate(self.amounts) if amount)


@dataclass(frozen=True)
class OfferedChoices:
    """What PokerKit offered the actor at one player decision (not a draw), read before the driver chose.

    Recorded only when :func:`play_hand` is asked to (``record_choices=True``), so the choices
    differential test can compare them with our table's at the same point of the same hand.
    """

    player: int
    """PokerKit's ``actor_index``."""
    street_index: int
    can_fold: bool
    can_check_or_call: bool
    checking_or_calling_amount: int | None
    """None when PokerKit offers no check or call (the stud bring-in decision)."""
    can_post_bring_in: bool
    can_complete_bet_or_raise_to: bool
    min_to: int | None
    """PokerKit's smallest completion, bet or raise-to total; None when it allows none."""
    max_to: int | None
    bets_this_street: int
    """Bets and raises so far this street, the big blind counting as the first (:func:`_bets_this_street`)."""
    facing_short_all_in: bool
    """Fixed limit only: the bet to match is not a whole number of bets (:func:`_facing_short_all_in`)."""
    driver_may_raise: bool
    """Whether the driver let itself bet or raise here (PokerKit's answer less the driver's own limits)."""
    players_in_hand: int
    """Players not folded (all-in players included)."""
    others_who_could_call_a_raise: int
    """Players not folded, other than the actor, with more chips in total than the bet to match."""
    stack: int
    """The actor's chips behind."""
    bet: int
    """The actor's chips in front this street."""
    level: int
    """The largest bet in front of anyone this street (the amount to match)."""
    street_bet_size: int
    """PokerKit's increment for this street: the fixed-limit bet, or the no-/pot-limit minimum bet."""
    open_pair_showing: bool
    """Stud fourth street: some player still in the hand shows a pair among their up cards."""
    level_when_last_acted: int | None = None
    """The bet to match right after the actor's previous action this street; None if it has not acted yet."""
    raise_tos_this_street: tuple[int, ...] = ()
    """The totals of every completion, bet and raise made so far this street, in order (short all-ins too)."""
    raise_levels_this_street: tuple[int, ...] = ()
    """For each of those, the bet to match just before it (a stud bring-in included)."""


class _StreetLog:
    """Per street, what each player faced after acting and the raise-to totals, for :class:`OfferedChoices`."""

    def __init__(self) -> None:
        self.street_index: int | None = None
        self.level_after: dict[int, int] = {}
        self.raise_tos: list[int] = []
        self.raise_levels: list[int] = []
        self.level_before = 0

    def before(self, state: pokerkit.State) -> tuple[int | None, tuple[int, ...], tuple[int, ...]]:
        if state.street_index != self.street_index:
            self.street_index, self.level_after, self.raise_tos, self.raise_levels = state.street_index, {}, [], []
        self.level_before = max(state.bets)
        return self.level_after.get(state.actor_index), tuple(self.raise_tos), tuple(self.raise_levels)

    def after(self, state: pokerkit.State, player: int, operations_before: int) -> None:
        operation = state.operations[operations_before]
        if isinstance(operation, pokerkit.CompletionBettingOrRaisingTo):
            self.raise_tos.append(operation.amount)
            self.raise_levels.append(self.level_before)
        # Bet collection may already have cleared the bets; then the street is over anyway.
        self.level_after[player] = max(state.bets)


def _offered_choices(state: pokerkit.State, setup: GameSetup, driver_may_raise: bool) -> OfferedChoices:
    can_raise = state.can_complete_bet_or_raise_to()
    actor = state.actor_index
    live = [i for i in range(state.player_count) if state.statuses[i]]
    open_pair = False
    if setup.stud and state.street_index == 1:
        for i in live:
            ranks = [card.rank for card in state.get_up_cards(i)]
            open_pair = open_pair or len(ranks) != len(set(ranks))
    return OfferedChoices(
        player=state.actor_index,
        street_index=state.street_index,
        can_fold=state.can_fold(),
        can_check_or_call=state.can_check_or_call(),
        checking_or_calling_amount=state.checking_or_calling_amount if state.can_check_or_call() else None,
        can_post_bring_in=state.can_post_bring_in(),
        can_complete_bet_or_raise_to=can_raise,
        min_to=state.min_completion_betting_or_raising_to_amount if can_raise else None,
        max_to=state.max_completion_betting_or_raising_to_amount if can_raise else None,
        bets_this_street=_bets_this_street(state, setup),
        facing_short_all_in=setup.fixed_limit and _facing_short_all_in(state, setup),
        driver_may_raise=driver_may_raise,
        players_in_hand=len(live),
        others_who_could_call_a_raise=sum(1 for i in live if i != actor and state.stacks[i] + state.bets[i] > max(state.bets)),
        stack=state.stacks[actor],
        bet=state.bets[actor],
        level=max(state.bets),
        street_bet_size=state.streets[state.street_index].min_completion_betting_or_raising_amount,
        open_pair_showing=open_pair,
    )


@dataclass(frozen=True)
class DrivenHand:
    """A finished PokerKit hand and what the differential test needs from it."""

    code: str
    seed: int
    history: phh.HandHistory
    """PokerKit's own PHH of the hand, read back with our parser; ``extra['_deck']`` holds the stub."""
    deck: tuple[Card, ...]
    """All 52 cards in the order they come off the stub (burns included)."""
    cards_used: int
    """How many cards from the top of ``deck`` were dealt or burnt."""
    burns: tuple[Card, ...]
    finishing_stacks: tuple[int, ...]
    pot_awards: tuple[PotAward, ...]
    hands: tuple[tuple[Any, ...], ...]
    """PokerKit's hand for each hand type (0 high or only, 1 low) and player at the end; None if none.

    Greater is better, as PokerKit compares them. Folded and killed hands are None."""
    folded: frozenset[int]
    stud_odd_chip: bool
    several_odd_chips: bool
    side_pot_low_to_no_low: bool
    choices: tuple[OfferedChoices, ...] = ()
    """What PokerKit offered at each betting decision, in the order of the history's betting actions
    (empty unless :func:`play_hand` was called with ``record_choices=True``)."""
    recycled: tuple[Card, ...] = ()
    """Draw games: cards dealt or burnt from new stubs made of the discards once the deck ran out."""

    @property
    def contributions(self) -> tuple[int, ...]:
        """Chips each player lost to the pots: what they put in, net of any uncalled part handed back."""
        received = [0] * len(self.finishing_stacks)
        for award in self.pot_awards:
            for seat, amount in enumerate(award.amounts):
                received[seat] += amount
        return tuple(start - finish + back for start, finish, back
                     in zip(self.history.starting_stacks, self.finishing_stacks, received, strict=False))

    @property
    def pokerkit_deviates(self) -> bool:
        """True if PokerKit's stacks follow one of its rules that differ from ours."""
        return self.stud_odd_chip or self.several_odd_chips or self.side_pot_low_to_no_low


def _starting_stacks(rng: random.Random, count: int, stud: bool) -> tuple[int, ...]:
    # A mix of deep and short stacks, so all-ins and side pots are common.
    low = 6 if stud else 4
    return tuple(rng.randint(60, 250) if rng.random() < 0.5 else rng.randint(low, 40) for _ in range(count))


class _Dealer:
    """Takes cards off the top of our stub and hands them to PokerKit.

    In a draw, the last card of the stub is never dealt: as our table does (catalog F09), the dealer
    makes a new stub of every card that is neither in a hand still in play nor among the discards of
    this draw's players who have not had their replacements yet (the drawing player's own included),
    shuffles it, burns one, and goes on. PokerKit is handed those cards by name."""

    def __init__(self, state: pokerkit.State, deck: list[Card], rng: random.Random) -> None:
        self.state = state
        self.deck = deck
        self.stub = list(deck)
        """The stub now: the deck, or after a draw reshuffle the new stub."""
        self.position = 0
        """Cards taken from the original deck."""
        self.rng = rng
        self.burns: list[Card] = []
        self.recycled: list[Card] = []
        """Cards dealt or burnt from a new stub made of discards."""
        self.reshuffles = 0
        self.draw_discards: list[tuple[int, tuple[Card, ...]]] = []
        """This draw's discards in order: (player, cards)."""

    @property
    def remaining(self) -> int:
        return len(self.stub)

    def _reshuffle(self, drawer: int | None) -> None:
        state = self.state
        served = set()
        for player, _ in self.draw_discards if drawer is not None else ():  # the draw's burn: nobody yet
            if player == drawer:
                break
            served.add(player)
        out: set[Card] = set()
        for i in range(state.player_count):
            if state.statuses[i]:
                out.update(parse_card(repr(card)) for card in state.hole_cards[i])
        for player, cards in self.draw_discards:
            if player not in served:
                out.update(cards)  # still in that player's hand at a real table
        pool = [card for card in DECK if card not in out]
        self.rng.shuffle(pool)
        self.stub = pool
        self.reshuffles += 1

    def _take_one(self, drawer: int | None = None, burn: bool = False) -> Card:
        if self.state.street is not None and self.state.street.draw_status and len(self.stub) <= 1:
            self._reshuffle(drawer)
            if not burn:
                self._burn_one()
        card = self.stub.pop(0)
        if self.reshuffles:
            self.recycled.append(card)
        else:
            self.position += 1
        return card

    def _burn_one(self) -> None:
        card = self.stub.pop(0)
        self.recycled.append(card)
        self.burns.append(card)

    def _take(self, count: int, drawer: int | None = None, burn: bool = False) -> str:
        if count > self.remaining and not (self.state.street is not None and self.state.street.draw_status):
            raise RuntimeError("the stub ran out: the driver's limits on players are wrong")
        return format_cards([self._take_one(drawer, burn) for _ in range(count)])

    def deal_pending(self) -> None:
        state = self.state
        while True:
            if state.can_burn_card():
                card = self._take(1, burn=True)
                self.burns.append(parse_card(card))
                state.burn_card(card)
            elif state.can_deal_hole():
                # One card at a time to PokerKit's next dealee: that is
                # round-robin from player 0 on a deal street and all of one
                # player's replacements before the next player's on a draw.
                dealee = state.hole_dealee_index
                state.deal_hole(self._take(1, dealee), dealee)
            elif state.can_deal_board():
                state.deal_board(self._take(state.board_dealing_count))
            else:
                return


def _discard(state: pokerkit.State, dealer: _Dealer, rng: random.Random, declared: list[int]) -> None:
    player = state.stand_patter_or_discarder_index
    hole = list(state.hole_cards[player])
    # Draws as deep as players like: when the stub runs out, the dealer makes a new one (see _Dealer).
    # (A single draw is the only chance to draw, so players there draw more.)
    single = sum(1 for street in state.streets if street.draw_status) == 1
    count = min(len(hole), rng.choice((1, 2, 3, 4, len(hole), len(hole)) if single
                                      else (0, 1, 1, 2, 2, 3, 3, len(hole))))
    cards = rng.sample(hole, count)
    declared.append(count)
    dealer.draw_discards.append((player, tuple(parse_card(repr(card)) for card in cards)))
    state.stand_pat_or_discard(cards)


def _bets_this_street(state: pokerkit.State, setup: GameSetup) -> int:
    """Bets and raises so far this street, counting the big blind as the first bet.

    PokerKit's own fixed-limit cap (four) leaves the big blind out, so it
    allows a bet and four raises before the flop; the usual cap, and ours,
    is a bet and three raises with the big blind as the bet.
    """
    blind_bet = not setup.stud and state.street_index == 0
    return state.completion_betting_or_raising_count + (1 if blind_bet else 0)


def _facing_short_all_in(state: pokerkit.State, setup: GameSetup) -> bool:
    """Fixed limit: the bet to match is not a whole number of bets because someone went all in short.

    PokerKit then raises by a full bet over the short amount (an all-in bet
    of 2 at 5-10 makes the next raise 12), where the usual rule, and ours,
    lets the next player only complete to a full bet (10). The driver just
    calls or folds there. The stud bring-in is a short bet by design, not this.
    """
    level = max(state.bets)
    size = state.streets[state.street_index].min_completion_betting_or_raising_amount
    if setup.stud and state.street_index == 0 and level <= state.bring_in:
        return False
    return level % size != 0


def _short_all_in_bet_only(state: pokerkit.State, setup: GameSetup, last: int | None, raise_tos: tuple[int, ...],
                           raise_levels: tuple[int, ...]) -> bool:
    """No-limit and pot-limit: the player already acted this street, nobody has made a full bet on it (the big
    blind is one before the flop), and he faces only an all-in bet short of the minimum bet. PokerKit lets him
    raise; the usual rule, and ours, does not reopen the betting for him (Robert's Rules, No-Limit 3; TDA 2024
    Rule 47-A), so the driver calls or folds there."""
    if last is None:
        return False
    size = state.streets[state.street_index].min_completion_betting_or_raising_amount
    opened = (not setup.stud and state.street_index == 0) or any(
        total - level >= size for total, level in zip(raise_tos, raise_levels, strict=True))
    return not opened and max(state.bets) - last < size


def _short_raise_not_reopened(state: pokerkit.State, last: int | None, raise_tos: tuple[int, ...],
                              raise_levels: tuple[int, ...]) -> bool:
    """No-limit and pot-limit: the player already acted this street, and what was raised since, all in short,
    adds up to less than a full raise (the largest full raise this street, at least the minimum bet). PokerKit
    lets him raise; TDA 2024 Rule 47-A, and our table, do not reopen the betting for him, so the driver calls
    or folds there. A straddle brings it up: blinds 1-2-4 leave a short big blind all in for a raise of less
    than 4 over a limper."""
    if last is None:
        return False
    size = state.streets[state.street_index].min_completion_betting_or_raising_amount
    full = max([size] + [total - level for total, level in zip(raise_tos, raise_levels, strict=True)
                         if total - level >= size])
    return max(state.bets) - last < full


def _decide(state: pokerkit.State, setup: GameSetup, rng: random.Random,
            record: list[OfferedChoices] | None = None, street_log: _StreetLog | None = None) -> None:
    choices: list[tuple[str, float]] = []
    facing = state.checking_or_calling_amount or 0
    if state.can_post_bring_in():
        choices.append(("pb", 3.0))
    if state.can_check_or_call():
        choices.append(("cc", 3.0))
    if facing and state.can_fold():
        choices.append(("f", 1.2))
    can_raise = state.can_complete_bet_or_raise_to()
    if can_raise and setup.fixed_limit and _bets_this_street(state, setup) >= FIXED_LIMIT_BET_CAP:
        can_raise = False
    if can_raise and setup.fixed_limit and _facing_short_all_in(state, setup):
        can_raise = False
    last, raise_tos, raise_levels = street_log.before(state) if street_log is not None else (None, (), ())
    if can_raise and not setup.fixed_limit and _short_all_in_bet_only(state, setup, last, raise_tos, raise_levels):
        can_raise = False
    if can_raise and not setup.fixed_limit and _short_raise_not_reopened(state, last, raise_tos, raise_levels):
        can_raise = False
    if record is not None:
        offered = _offered_choices(state, setup, can_raise)
        record.append(replace(offered, level_when_last_acted=last, raise_tos_this_street=raise_tos,
                              raise_levels_this_street=raise_levels))
    if can_raise:
        choices.append(("cbr", 1.5))
    names, weights = zip(*choices, strict=False)
    choice = rng.choices(names, weights)[0]
    if choice == "pb":
        state.post_bring_in()
    elif choice == "cc":
        state.check_or_call()
    elif choice == "f":
        state.fold()
    else:
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        if setup.fixed_limit:
            # For FO/8 PokerKit's minimum is exactly the fixed-limit amount.
            amount = low
        else:
            amount = rng.choice((low, low, high, rng.randint(low, high)))
        state.complete_bet_or_raise_to(amount)


def play_hand(code: str, seed: int, player_count: int | None = None, *, record_choices: bool = False,
              straddled: bool = False) -> DrivenHand:
    """Play one random complete hand of ``code`` in PokerKit; the same seed gives the same hand.

    ``record_choices`` also keeps what PokerKit offered at each decision (:class:`OfferedChoices`);
    it reads PokerKit's state only, so the hand played is the same either way. ``straddled``: the game of
    :data:`STRADDLED_GAMES` (blinds 1-2 and a live straddle of 4), its own hands for the same seeds.
    """
    setup = (STRADDLED_GAMES if straddled else GAMES)[code]
    rng = random.Random(f"{code}:{seed}" + (":straddle" if straddled else ""))
    count = player_count or rng.randint(setup.min_players, setup.max_players)
    deck = shuffled_deck(f"deck:{code}:{seed}")
    game = setup.build()
    stacks = _starting_stacks(rng, count, setup.stud)
    state = game(stacks, count)
    dealer = _Dealer(state, deck, random.Random(f"reshuffle:{code}:{seed}"))
    declared: list[int] = []
    offered: list[OfferedChoices] | None = [] if record_choices else None
    street_log = _StreetLog()  # read by the driver's decisions too (it only reads PokerKit's state)
    with warnings.catch_warnings():
        # PokerKit warns about deliberate oddities (e.g. discards); none matter here.
        warnings.simplefilter("ignore")
        while state.status:
            dealer.deal_pending()
            if not state.status:
                break
            if state.can_stand_pat_or_discard():
                _discard(state, dealer, rng, declared)
            elif state.actor_index is not None:
                declared.clear()
                dealer.draw_discards.clear()
                player, operations_before = state.actor_index, len(state.operations)
                _decide(state, setup, rng, offered, street_log)
                street_log.after(state, player, operations_before)
            else:
                raise RuntimeError(f"{code} seed {seed}: PokerKit waits for something the driver does not do")

    awards = tuple(
        PotAward(
            op.pot_index,
            op.hand_type_index,
            tuple(op.amounts),
            tuple(
                i for i, amount in enumerate(op.amounts)
                if amount and op.hand_type_index is not None and state.get_hand(i, 0, op.hand_type_index) is None
            ),
        )
        for op in state.operations
        if isinstance(op, pokerkit.ChipsPushing)
    )
    stud_odd_chip = setup.stud and any(
        len(award.winners) > 1 and len({award.amounts[i] for i in award.winners}) > 1 for award in awards
    )
    several_odd_chips = any(
        len(award.winners) > 2
        and max(award.amounts[i] for i in award.winners) - min(award.amounts[i] for i in award.winners) > 1
        for award in awards
    )
    side_pot_low_to_no_low = setup.hi_lo and any(award.hand_type_index == 1 and award.unqualified for award in awards)
    finishing = tuple(state.stacks)
    pk_history = pokerkit.HandHistory.from_game_state(
        game, state, finishing_stacks=list(finishing), _deck=format_cards(deck),
    )
    history = phh.loads(pk_history.dumps(), source_name=f"<pokerkit {code} seed {seed}>")
    return DrivenHand(
        code=code,
        seed=seed,
        history=history,
        deck=tuple(deck),
        cards_used=dealer.position,
        burns=tuple(dealer.burns),
        recycled=tuple(dealer.recycled),
        finishing_stacks=finishing,
        pot_awards=awards,
        hands=tuple(tuple(state.get_hand(i, 0, k) for i in range(count)) for k in range(state.hand_type_count)),
        folded=frozenset(op.player_index for op in state.operations if isinstance(op, pokerkit.Folding)),
        stud_odd_chip=stud_odd_chip,
        several_odd_chips=several_odd_chips,
        side_pot_low_to_no_low=side_pot_low_to_no_low,
        choices=tuple(offered or ()),
    )
