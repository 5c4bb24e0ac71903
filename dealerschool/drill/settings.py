"""A drill's settings: what the trainee chose when starting it, read and checked, and the hand each
setting makes (the game of the rotation, the stakes, the forced bets, the stacks and the button).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES, HORSE_ROTATION, Family, Structure
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES
from dealerschool.situations import HOUSE_OPTIONS
from dealerschool.table.session import Session, Stakes

SOURCE = "drill"


class DrillError(ValueError):
    """A drill's settings or stored state that cannot be used; the message names the field."""


class Forced(Enum):
    """The forced bets a drill's hands are played with (each game family uses the ones that fit it)."""

    USUAL = "usual"
    """The game's usual forced bets: blinds in flop and draw games, antes and a bring-in in stud."""
    BLINDS = "blinds"
    """Blind games: a small and a big blind, no ante (stud games in a rotation keep antes and a bring-in)."""
    BLINDS_ANTES = "blinds-antes"
    """Blind games: the blinds and an ante from every player (antes first: catalog A09)."""
    BIG_BLIND_ANTE = "big-blind-ante"
    """Blind games: the blinds, and the big blind posts one ante for the whole table after his blind
    (catalog B10; the ante is dead money, not part of his bet)."""
    STRADDLE = "straddle"
    """No-limit and pot-limit blind games: the blinds and a live straddle of two big blinds from the seat after the
    big blind (the bet to call and the least raise before the flop). A limit hand (of a rotation, or a limit
    game chosen) and a hand of two players are dealt with the blinds alone, as a rotation's stud hands keep
    their antes."""
    ANTES_BRING_IN = "antes-bring-in"
    """Stud games: an ante from every player, then the bring-in (blind games in a rotation keep the blinds)."""
    BRING_IN = "bring-in"
    """Stud games: a bring-in and no antes."""

    @property
    def for_blind_games(self) -> bool:
        return self in (Forced.BLINDS, Forced.BLINDS_ANTES, Forced.BIG_BLIND_ANTE, Forced.STRADDLE)

    @property
    def for_stud(self) -> bool:
        return self in (Forced.ANTES_BRING_IN, Forced.BRING_IN)


class Pace(Enum):
    """How fast the simulated players' actions between two dealer steps are shown, one after the other."""

    OFF = "off"
    """All at once."""
    NORMAL = "normal"
    """About half a second each."""
    SLOW = "slow"
    """About a second and a quarter each: a new dealer can read every action."""

    @property
    def seconds(self) -> float:
        return {"off": 0.0, "normal": 0.5, "slow": 1.25}[self.value]


class Rate(Enum):
    """How often the simulator makes the table's mistakes happen."""

    NONE = "none"
    """Never: a clean hand, for learning the procedure."""
    SOMETIMES = "sometimes"
    """About one hand in three has one irregularity."""
    OFTEN = "often"
    """About four hands in five have one."""

    @property
    def chance(self) -> float:
        return {"none": 0.0, "sometimes": 0.35, "often": 0.8}[self.value]


ROTATIONS: dict[str, tuple[tuple[str, Structure], ...]] = {
    "horse": HORSE_ROTATION,
    "8-game": (("deuce-seven-triple-draw", Structure.FIXED_LIMIT), ("holdem", Structure.FIXED_LIMIT),
               ("omaha-hilo", Structure.FIXED_LIMIT), ("razz", Structure.FIXED_LIMIT), ("stud", Structure.FIXED_LIMIT),
               ("stud-hilo", Structure.FIXED_LIMIT), ("holdem", Structure.NO_LIMIT), ("omaha", Structure.POT_LIMIT)),
}
"""Mixed-game rotations a drill can deal: each game for one orbit (catalog A12)."""

_VARIANT_OF = {pair: code for code, pair in ALL_VARIANT_GAMES.items()}


ROTATION_NAMES = {"horse": "H.O.R.S.E. rotation", "8-game": "8-game rotation"}
"""Each rotation in :data:`ROTATIONS` as pages name it."""


def variant_name(variant: str) -> str:
    """A drill's game as pages name it ("Texas hold'em, no-limit", "H.O.R.S.E. rotation"), never the
    notation's variant code; an unknown code as stored."""
    if variant in ROTATION_NAMES:
        return ROTATION_NAMES[variant]
    if variant in ALL_VARIANT_GAMES:
        game, structure = ALL_VARIANT_GAMES[variant]
        return f"{GAMES[game].name}, {structure}"
    return variant


def variant_code(game: str, structure: Structure) -> str:
    """The situation notation's variant code for a game and structure ("holdem", no-limit -> "NT")."""
    return _VARIANT_OF[(game, structure.value)]


@dataclass(frozen=True)
class Settings:
    """What the trainee chose when starting the drill."""

    variant: str = "NT"
    """A variant code ("NT", "F7S", "F2L3D"...), or a rotation name from :data:`ROTATIONS`."""
    players: int = 6
    big_blind: int = 2
    """The stakes' unit: the big blind (blind games) or the small bet (stud and fixed limit)."""
    buy_in: int = 100
    """Starting stacks, in units; some players sit down short, so all-ins and side pots happen."""
    rate: Rate = Rate.SOMETIMES
    strict: bool = False
    """Count mistakes without saying what was right until the hand ends."""
    seed: int = 0
    rulebook: str = SOURCES
    reads: bool = False
    """Now and then a player asks the dealer to read the action: the amount to call, the minimum raise,
    or (pot limit) how much the pot is; the trainee answers with a number."""
    forced: Forced = Forced.USUAL
    """The forced bets: blinds, blinds with antes, a big blind ante; in stud antes and a bring-in, or a
    bring-in alone. In a rotation a choice for one family leaves the other family's games their usual ones."""
    pace: Pace = Pace.NORMAL
    """How fast the players' actions are shown (the table has already played them: only the showing waits)."""
    house: tuple[tuple[str, Any], ...] = ()
    """The room's house options (``situations.HOUSE_OPTIONS`` names: raise cap, chip unit, showdown order...)
    a class assignment's drill is dealt under, on top of the rulebook's settings, as (name, value) pairs by
    name (a tuple, not a dict: settings are frozen and hashed). Empty: the rulebook's settings alone, as in
    every drill stored before rooms set options. Each hand's set-up carries them as its ``house`` table, so
    the table, the rulings and a review replay all read them from there (``Rulebook.table_rules``)."""

    def house_options(self) -> dict[str, Any]:
        """The house options as a mapping (empty: the rulebook's settings)."""
        return dict(self.house)

    def rotation(self) -> tuple[tuple[str, Structure], ...]:
        if self.variant in ROTATIONS:
            return ROTATIONS[self.variant]
        game, structure = ALL_VARIANT_GAMES[self.variant]
        return ((game, Structure(structure)),)

    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "big_blind": self.big_blind,
                "buy_in": self.buy_in, "rate": self.rate.value, "strict": self.strict, "seed": self.seed,
                "rulebook": self.rulebook, "reads": self.reads, "forced": self.forced.value,
                "pace": self.pace.value, "house": self.house_options()}

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> Settings:
        """Settings from a form or stored JSON; DrillError names the field and what was expected."""
        if not isinstance(data, Mapping):
            raise DrillError(f"{SOURCE}: settings: expected an object, got {type(data).__name__}")
        unknown = sorted(set(data) - set(cls().to_dict()))
        if unknown:
            raise DrillError(f"{SOURCE}: settings.{unknown[0]}: unknown setting")
        variant = data.get("variant", "NT")
        if variant not in ALL_VARIANT_GAMES and variant not in ROTATIONS:
            raise DrillError(f"{SOURCE}: settings.variant: {str(variant)[:20]!r} is not a variant code "
                             f"(like NT, F7S, F2L3D) or a rotation ({', '.join(ROTATIONS)})")
        rotation = ROTATIONS.get(variant) or ((ALL_VARIANT_GAMES[variant][0], None),)
        most = min(GAMES[game].max_seats for game, _ in rotation)
        players = _whole(data, "players", 6, 2, most)
        big_blind = _whole(data, "big_blind", 2, 2, 10_000)
        if big_blind % 2:
            raise DrillError(f"{SOURCE}: settings.big_blind: expected an even number (the small blind is half), "
                             f"got {big_blind}")
        buy_in = _whole(data, "buy_in", 100, 10, 1000)
        try:
            rate = Rate(data.get("rate", "sometimes"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.rate: expected one of none, sometimes, often") from None
        strict = data.get("strict", False)
        if not isinstance(strict, bool):
            raise DrillError(f"{SOURCE}: settings.strict: expected true or false, got {strict!r}")
        seed = _whole(data, "seed", 0, 0, 2**31)
        rulebook = data.get("rulebook", SOURCES)
        if rulebook not in RULEBOOK_NAMES:
            raise DrillError(f"{SOURCE}: settings.rulebook: expected one of {', '.join(RULEBOOK_NAMES)}")
        reads = data.get("reads", False)
        if not isinstance(reads, bool):
            raise DrillError(f"{SOURCE}: settings.reads: expected true or false, got {reads!r}")
        try:
            forced = Forced(data.get("forced", "usual"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.forced: expected one of "
                             f"{', '.join(f.value for f in Forced)}, got {str(data.get('forced'))[:20]!r}") from None
        if variant not in ROTATIONS:
            stud = GAMES[rotation[0][0]].family is Family.STUD
            if stud and forced.for_blind_games:
                raise DrillError(f"{SOURCE}: settings.forced: {forced.value} is for blind games; {variant} is a stud "
                                 f"game (expected usual, antes-bring-in or bring-in)")
            if not stud and forced.for_stud:
                raise DrillError(f"{SOURCE}: settings.forced: {forced.value} is for stud; {variant} is played with "
                                 f"blinds (expected usual, blinds, blinds-antes or big-blind-ante)")
        try:
            pace = Pace(data.get("pace", "normal"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.pace: expected one of off, normal, slow, "
                             f"got {str(data.get('pace'))[:20]!r}") from None
        house = _house(data.get("house", {}))
        return cls(variant, players, big_blind, buy_in, rate, strict, seed, rulebook, reads, forced, pace, house)


def _house(data: Any) -> tuple[tuple[str, Any], ...]:
    """Stored or given house options, checked as a situation file's ``[house]`` table is: known names, each
    value of its type (a whole number at least 1; a raise cap at least 0)."""
    if not isinstance(data, Mapping):
        raise DrillError(f"{SOURCE}: settings.house: expected an object of house options, got {type(data).__name__}")
    for name, value in data.items():
        wanted = HOUSE_OPTIONS.get(name)
        if wanted is None:
            raise DrillError(f"{SOURCE}: settings.house.{str(name)[:30]}: unknown option (expected one of "
                             f"{', '.join(HOUSE_OPTIONS)})")
        if type(value) is not wanted:
            expected = "true or false" if wanted is bool else "a whole number"
            raise DrillError(f"{SOURCE}: settings.house.{name}: expected {expected}, got {str(value)[:20]!r}")
        low = 0 if name == "raise_cap" else 1
        if isinstance(value, int) and not isinstance(value, bool) and not low <= value <= 1_000_000:
            raise DrillError(f"{SOURCE}: settings.house.{name}: expected a whole number from {low} to 1000000, got {value}")
    return tuple(sorted(data.items()))


def _whole(data: Mapping[str, Any], name: str, default: int, low: int, high: int) -> int:
    value = data.get(name, default)
    if isinstance(value, str) and value.isascii() and value.strip().isdigit() and len(value) < 12:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DrillError(f"{SOURCE}: settings.{name}: expected a whole number from {low} to {high}, "
                         f"got {str(value)[:20]!r}")
    return value


def stakes(settings: Settings) -> Stakes:
    """The session's stakes from the settings' unit (the big blind, or the small bet)."""
    unit = settings.big_blind
    return Stakes(small_bet=unit, big_bet=2 * unit, small_blind=unit // 2, big_blind=unit, ante=max(1, unit // 4),
                  bring_in=max(1, unit // 2))


def hand_setup(settings: Settings, session: Session, hand_number: int) -> dict[str, Any]:
    """The next hand's situation fields from the session's stacks, button and game."""
    game_code, structure = session.game
    game = GAMES[game_code]
    unit = settings.big_blind
    players = [i for i, stack in enumerate(session.stacks) if stack]
    data: dict[str, Any] = {"variant": variant_code(game_code, structure)}
    count = sum(1 for stack in session.stacks if stack)
    forced = settings.forced
    if game.family is Family.STUD:
        data["bring_in"] = max(1, unit // 2)
        if forced is not Forced.BRING_IN:
            data["antes"] = max(1, unit // 4)
    else:
        data["blinds_or_straddles"] = [unit // 2, unit]
        if forced is Forced.BLINDS_ANTES:
            data["antes"] = max(1, unit // 4)
        elif forced is Forced.BIG_BLIND_ANTE:
            # Situation notation (as PHH): one ante on the big blind's entry, p2, alone (heads-up too).
            data["antes"] = [0, unit] + [0] * (count - 2)
        elif forced is Forced.STRADDLE and structure in (Structure.NO_LIMIT, Structure.POT_LIMIT) and count >= 3:
            data["blinds_or_straddles"] = [unit // 2, unit, 2 * unit]
    if structure is Structure.FIXED_LIMIT or game.family is Family.STUD:
        data.update(small_bet=unit, big_bet=2 * unit)
    if structure is Structure.SPREAD_LIMIT:
        data.update(min_bet=unit, max_bet=5 * unit)
    elif structure in (Structure.NO_LIMIT, Structure.POT_LIMIT):
        data["min_bet"] = unit
    data["starting_stacks"] = [session.stacks[i] for i in players]
    data["seats"] = [i + 1 for i in players]
    data["seat_count"] = len(session.stacks)
    button = session.button if session.button is not None else players[-1]
    if not session.stacks[button]:
        button = next(i for i in _clockwise(len(session.stacks), button) if session.stacks[i])
    data["button"] = button + 1
    data["seed"] = settings.seed * 1000 + hand_number
    if settings.house:
        # The room's options ride in the hand's own set-up: the replay, the rule engine and a later review
        # all read a hand's settings from its situation (``Rulebook.table_rules(situation.house_overrides, situation.play)``).
        data["house"] = settings.house_options()
    return data


def _clockwise(count: int, start: int) -> list[int]:
    return [(start + k) % count for k in range(1, count + 1)]
