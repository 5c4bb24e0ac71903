"""A session of hands at one table: stacks carry over, the button moves, mixed games rotate.

H.O.R.S.E. and other rotations play each game for one full orbit (catalog
A12); during the stud games the button keeps travelling round the table as
in hold'em, only to count the orbit (catalog A13).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from dealerschool.poker.games import HORSE_ROTATION, Family, ForcedBets, Structure, get_game
from dealerschool.table.table import Table, TableConfig, TableSettings


@dataclass(frozen=True)
class Stakes:
    """One set of stakes for a rotation, in the fixed-limit units the games share."""

    small_bet: int
    big_bet: int
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    """Stud ante (blind games play without an ante, or with ``big_blind_ante``)."""
    bring_in: int = 0
    big_blind_ante: int = 0
    """Blind games: the one ante the big blind posts for the whole table each hand (catalog B10)."""

    def config(self, game_code: str, structure: Structure, rules: TableSettings = TableSettings()) -> TableConfig:
        game = get_game(game_code)
        if game.family is Family.STUD:
            return TableConfig(game, structure, antes=self.ante, bring_in=self.bring_in or self.small_bet // 2 or 1,
                               small_bet=self.small_bet, big_bet=self.big_bet, rules=rules)
        big_blind = self.big_blind or self.small_bet
        return TableConfig(game, structure, small_blind=self.small_blind or big_blind // 2 or 1,
                           big_blind=big_blind, small_bet=self.small_bet, big_bet=self.big_bet, rules=rules,
                           antes=self.big_blind_ante, big_blind_ante=bool(self.big_blind_ante))


@dataclass
class Session:
    """Hands dealt one after another at a table, rotating games every orbit."""

    stakes: Stakes
    stacks: list[int | None]
    rotation: Sequence[tuple[str, Structure]] = HORSE_ROTATION
    button: int | None = None
    seed: int = 0
    rules: TableSettings = TableSettings()
    dead_button: bool = False
    """How the button and blinds move when a player leaves (catalog X14): False = a moving button (it
    always goes to the next player, and the blinds follow it); True = a dead button, as tournaments use
    (the big blind always goes to the next player, the small blind to the seat that had the big blind,
    the button to the seat that had the small blind, even when those seats are empty now)."""
    hands_played: int = 0
    game_index: int = 0
    hands_in_game: int = 0
    history: list[str] = field(default_factory=list)
    blind_positions: tuple[int, int] | None = None
    """The last blind hand's small-blind position (its seat, even if nobody posted there) and big blind."""

    def __post_init__(self) -> None:
        if not self.rotation:
            raise ValueError("rotation: expected at least one game")
        if self.button is None:
            self.button = max(i for i, s in enumerate(self.stacks) if s is not None)

    @property
    def game(self) -> tuple[str, Structure]:
        return self.rotation[self.game_index]

    def players(self) -> int:
        return sum(1 for s in self.stacks if s)

    def deal(self) -> Table:
        """A new table for the next hand, with the current game, stacks and button.

        Players with no chips left have left their seats. Where that leaves the button or a blind
        on an empty seat, the button moves on or stays dead as ``dead_button`` says.
        """
        code, structure = self.game
        config = self.stakes.config(code, structure, self.rules)
        stacks = [s if s else None for s in self.stacks]
        assert self.button is not None
        button, blinds = self.button, None
        if self.blind_positions is not None and config.forced is ForcedBets.BLINDS and (
                self.dead_button or sum(1 for s in stacks if s is not None) == 2):
            # A dead button places both blinds; heads-up, under either method, the big blind goes to the
            # player after the last one, so nobody posts it twice running (TDA 2024 Rule 34-B).
            small_position, last_big = self.blind_positions
            button, blinds = dead_button_places(stacks, small_position, last_big)
        elif stacks[button] is None:
            button = _next_player(stacks, button)  # moving button: on to the next player
        return Table(config, stacks, button=button, seed=f"{self.seed}-{self.hands_played}", blinds=blinds)

    def finish(self, table: Table) -> None:
        """Take a finished hand's stacks and button, and move to the next game after a full orbit."""
        if not table.is_complete:
            raise ValueError("the hand is not finished: push the pots and move the button first")
        for i, seat in enumerate(table.seats):
            if seat is not None:
                self.stacks[i] = seat.stack
        self.button = table.button
        if table.big_blind_seat is not None:
            if table.blinds is not None and self.blind_positions is not None:
                small_position: int | None = self.blind_positions[1]  # a dead button: where the big blind was
            else:
                small_position = table.small_blind_seat
            self.blind_positions = (small_position if small_position is not None else table.starting_button,
                                    table.big_blind_seat)
        else:
            self.blind_positions = None  # a stud hand: the next blind hand places the blinds from the button
        self.history.append(table.game.code)
        self.hands_played += 1
        self.hands_in_game += 1
        if self.hands_in_game >= self.players():
            self.game_index = (self.game_index + 1) % len(self.rotation)
            self.hands_in_game = 0


def dead_button_places(stacks: Sequence[int | None], small_position: int,
                       last_big: int) -> tuple[int, tuple[int | None, int] | None]:
    """The button and the blinds of the next hand under a dead button (catalog X14), from the last hand's
    small-blind position and big blind (seats from 0): ``(button, (small blind or None, big blind))``, or
    ``(button, None)`` heads-up, where the button posts the small blind as usual.

    The big blind goes to the next player after the last one; the small blind to the seat that had the big
    blind (None, a dead small blind, if that player has left); the button to the seat that had the small
    blind, which may now be empty (a dead button). Heads-up the heads-up rule comes first (TDA 2024
    Rule 34-B; Robert's Rules, Button and Blind Use 3): the big blind still goes to the player after the
    last one, so nobody has it twice running, and the other player takes the button and the small blind,
    is dealt the last card and acts first before the flop.
    """
    big = _next_player(stacks, last_big)
    if sum(1 for stack in stacks if stack is not None) == 2:
        return _next_player(stacks, big), None
    small = last_big if stacks[last_big] is not None else None
    if big == small_position:
        # Back from heads-up (the last hand's small blind was also its button) with the new player between
        # that seat and the big blind: the big blind still goes to the next player, last hand's small blind,
        # so the button cannot stay on his seat; it goes to the seat on the small blind's right, 'positioned
        # accordingly' (Robert's Rules, Button and Blind Use 2(b)).
        return (last_big - 1) % len(stacks), (small, big)
    return small_position, (small, big)


def _next_player(stacks: Sequence[int | None], seat: int) -> int:
    """The first occupied seat clockwise after ``seat``."""
    count = len(stacks)
    for step in range(1, count + 1):
        if stacks[(seat + step) % count] is not None:
            return (seat + step) % count
    raise ValueError("no players left at the table")
