"""A session of hands at one table: stacks carry over, the button moves, mixed games rotate.

H.O.R.S.E. and other rotations play each game for one full orbit (catalog
A12); during the stud games the button keeps travelling round the table as
in hold'em, only to count the orbit (catalog A13).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from dealerschool.games import HORSE_ROTATION, Family, Structure, get_game
from dealerschool.table import Rules, Table, TableConfig


@dataclass(frozen=True)
class Stakes:
    """One set of stakes for a rotation, in the fixed-limit units the games share."""

    small_bet: int
    big_bet: int
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    """Stud ante (blind games play without an ante)."""
    bring_in: int = 0

    def config(self, game_code: str, structure: Structure, rules: Rules = Rules()) -> TableConfig:
        game = get_game(game_code)
        if game.family is Family.STUD:
            return TableConfig(game, structure, antes=self.ante, bring_in=self.bring_in or self.small_bet // 2 or 1,
                               small_bet=self.small_bet, big_bet=self.big_bet, rules=rules)
        big_blind = self.big_blind or self.small_bet
        return TableConfig(game, structure, small_blind=self.small_blind or big_blind // 2 or 1,
                           big_blind=big_blind, small_bet=self.small_bet, big_bet=self.big_bet, rules=rules)


@dataclass
class Session:
    """Hands dealt one after another at a table, rotating games every orbit."""

    stakes: Stakes
    stacks: list[int | None]
    rotation: Sequence[tuple[str, Structure]] = HORSE_ROTATION
    button: int | None = None
    seed: int = 0
    rules: Rules = Rules()
    hands_played: int = 0
    game_index: int = 0
    hands_in_game: int = 0
    history: list[str] = field(default_factory=list)

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
        """A new table for the next hand, with the current game, stacks and button."""
        code, structure = self.game
        config = self.stakes.config(code, structure, self.rules)
        stacks = [s if s else None for s in self.stacks]
        return Table(config, stacks, button=self.button, seed=f"{self.seed}-{self.hands_played}")

    def finish(self, table: Table) -> None:
        """Take a finished hand's stacks and button, and move to the next game after a full orbit."""
        if not table.is_complete:
            raise ValueError("the hand is not finished: push the pots and move the button first")
        for i, seat in enumerate(table.seats):
            if seat is not None:
                self.stacks[i] = seat.stack
        self.button = table.button
        self.history.append(table.game.code)
        self.hands_played += 1
        self.hands_in_game += 1
        if self.hands_in_game >= self.players():
            self.game_index = (self.game_index + 1) % len(self.rotation)
            self.hands_in_game = 0
