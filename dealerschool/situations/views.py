"""The table as one person at it may see it: what a web page renders.

:func:`dealerschool.table.table.snapshot` shows every card and the next correct
dealer operation, which is the answer key to a drill or a quiz. A
:class:`TableView` is built for an :class:`Audience` and holds only what that
audience may know: a trainee dealing sees no face-down card and is not told
what comes next; a player sees their own cards too; the floor or an
instructor reviewing sees everything. A face-down card the audience may not
see keeps its place on the table (so a page can draw a card back) but has no
code and a name that gives nothing away.

The web layer renders views only, never the table, so nothing hidden can
reach a page by accident.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from dealerschool.histories import phh
from dealerschool.poker import pots as pot_arithmetic
from dealerschool.poker.cards import Card
from dealerschool.situations.events import operation_text
from dealerschool.table.operations import PushPot
from dealerschool.table.seats import HeldCard
from dealerschool.table.table import Table

__all__ = ["Audience", "CardView", "PotView", "SeatView", "TableView", "table_view", "view_as_json"]

_VARIANTS = {pair: code for code, pair in phh.ALL_VARIANT_GAMES.items()}
"""(game code, structure) -> the variant code a situation file names ("NT", "FR", "F2L3D", ...)."""

HIDDEN_NAME = "face-down card"
"""The name of a card the audience may not see (screen readers read it; it names no card)."""


class Audience(Enum):
    """Who is looking at the table, and so which cards and hints a view may hold."""

    DEALER = "dealer"
    """The trainee dealing: every face-up card, no face-down card's identity, no next operation and no
    actor (those are what a drill asks)."""
    PLAYER = "player"
    """One seat's player: that seat's own cards, face down or up, plus everything face up."""
    REVIEW = "review"
    """The floor or an instructor reviewing: every hole card and burn, the next correct dealer operation
    and the seat that must act (the stub's order is never shown: it is only a count)."""


@dataclass(frozen=True)
class CardView:
    """One card on the table as the audience sees it."""

    code: str | None
    """The card ("As", "Td"); None when this audience may not see it."""
    face_up: bool
    """How the card lies on the table (a card can be visible to the audience and still face down)."""
    name: str
    """For screen readers: "Ace of spades", "Ace of spades, face down", or "face-down card" when hidden."""


@dataclass(frozen=True)
class SeatView:
    """One seat: the player, their chips and the cards in front of them."""

    seat: int
    """The seat number, 1-based as at a real table."""
    name: str
    """The player's name ("" for an empty seat)."""
    stack: int
    """Chips behind, not yet bet."""
    bet: int
    """Chips in front of the player this betting round (not yet collected)."""
    cards: tuple[CardView, ...]
    folded: bool
    all_in: bool
    button: bool
    occupied: bool
    """False for an empty seat (which may still hold cards dealt to it by mistake)."""
    out_of_turn: int = 0
    """Chips put out before his turn, in front of him but not yet a bet (TDA 2024 Rule 53-A): drawn apart."""


@dataclass(frozen=True)
class PotView:
    """A pot in the middle: its chips and who can win it."""

    amount: int
    eligible: tuple[int, ...]
    """Seat numbers (1-based) still in the hand that can win this pot."""
    label: str = "Main pot"
    """"Main pot", "First side pot", ..., or "Uncalled bet"."""


@dataclass(frozen=True)
class TableView:
    """The whole table as one audience may see it."""

    audience: Audience
    game: str
    """The variant code, as a situation file's ``variant`` names it ("NT", "FR", "F2L3D": see dealerschool.histories.phh)."""
    game_name: str
    structure: str
    """"no-limit", "pot-limit", "fixed-limit" or "spread-limit"."""
    street: str
    """The current street's name ("preflop", "flop", "third", "first draw", ...)."""
    seats: tuple[SeatView, ...]
    board: tuple[CardView, ...]
    burns: tuple[CardView, ...]
    """Face down, and hidden unless the audience is REVIEW."""
    muck_count: int
    stub_count: int
    pots: tuple[PotView, ...]
    actor: int | None
    """The seat number that must act now (REVIEW only; None otherwise or when the dealer acts)."""
    next_operation: str | None
    """The next correct dealer operation in event notation, like "burn" or "deal p3 down" (REVIEW only)."""
    hand_over: bool
    set_aside_count: int = 0
    """Cards out of play for now (a drawing player's discards, cards set aside by a ruling)."""
    seat_of: int | None = None
    """For a PLAYER view: the seat number whose cards it shows."""
    game_code: str = ""
    """The engine's game ("holdem", "razz", "badugi": see dealerschool.poker.games)."""
    mixed_game: bool = False
    """The hand is part of a mixed-game rotation: in its stud games the button stays where it was (frozen)."""


@lru_cache(maxsize=512)
def _card_view(card: Card, face_up: bool, visible: bool) -> CardView:
    # Kept per process (a view is frozen, and 52 cards x 3 ways is all there is): a page builds one for every
    # card on the table, and the seat drawings it keys (web.draw) then compare equal cards at once.
    if face_up:
        return CardView(str(card), True, card.name)
    if visible:
        return CardView(str(card), False, f"{card.name}, face down")
    return CardView(None, False, HIDDEN_NAME)


def _held_views(cards: Iterable[HeldCard], visible: bool) -> tuple[CardView, ...]:
    return tuple(_card_view(held.card, held.face_up, visible) for held in cards)


def _pot_views(table: Table) -> tuple[PotView, ...]:
    """The pots in the middle: as awarded once the showdown resolved them, else built from the chips put in."""
    if table.pot <= 0:
        return ()
    if table.awards:
        pushed = {op.index for op in table.log if type(op) is PushPot}
        remaining = [award.pot for k, award in enumerate(table.awards) if k not in pushed]
        if sum(pot.amount for pot in remaining) == table.pot:
            return tuple(PotView(pot.amount, tuple(s + 1 for s in pot.eligible), pot.label) for pot in remaining)
    collected = {i: s.contributed - s.bet for i, s in enumerate(table.seats) if s is not None and s.contributed > s.bet}
    folded = {i for i, s in enumerate(table.seats) if s is not None and s.folded}
    if sum(collected.values()) == table.pot and any(i not in folded for i in collected):
        try:
            built = pot_arithmetic.build_pots(collected, folded)
        except ValueError:
            built = ()
        if built:
            return tuple(PotView(pot.amount, tuple(s + 1 for s in pot.eligible), pot.label) for pot in built)
    # Chips a ruling moved (dead money, an empty seat's blind): one pot, open to every live hand.
    live = tuple(i + 1 for i, s in enumerate(table.seats) if s is not None and not s.folded)
    return (PotView(table.pot, live),)


def table_view(table: Table, audience: Audience, seat: int | None = None) -> TableView:
    """The table as ``audience`` may see it; ``seat`` (1-based) is the player's seat for a PLAYER view.

    Raises ValueError when a PLAYER view names no seat or an empty one.
    """
    if not isinstance(audience, Audience):
        raise ValueError(f"audience: expected one of {', '.join(a.value for a in Audience)}, got {audience!r}")
    own: int | None = None
    if audience is Audience.PLAYER:
        if seat is None or not 1 <= seat <= len(table.seats) or table.seats[seat - 1] is None:
            raise ValueError(f"seat: a player view needs an occupied seat number 1..{len(table.seats)}, got {seat!r}")
        own = seat - 1
    elif seat is not None:
        raise ValueError(f"seat: only a player view takes a seat (audience {audience.value})")
    review = audience is Audience.REVIEW
    seats: list[SeatView] = []
    for i, player in enumerate(table.seats):
        visible = review or i == own
        if player is None:
            seats.append(SeatView(i + 1, "", 0, 0, _held_views(table.empty_seat_cards.get(i, ()), review),
                                  False, False, i == table.button, False))
            continue
        seats.append(SeatView(i + 1, player.name, player.stack, player.bet, _held_views(player.cards, visible),
                              player.folded, player.all_in, i == table.button, True, player.out_of_turn))
    actor = next_operation = None
    if review:
        actor = None if table.actor is None else table.actor + 1
        operation = table.next_dealer_operation()
        next_operation = None if operation is None else operation_text(operation)
    return TableView(
        audience=audience,
        game=_VARIANTS.get((table.game.code, table.config.structure.value), table.game.code),
        game_name=table.game.name,
        structure=table.config.structure.value,
        street=table.street.name,
        seats=tuple(seats),
        board=tuple(_card_view(card, True, True) for card in table.board),
        burns=tuple(_card_view(card, False, review) for card in table.burns),
        muck_count=len(table.muck),
        stub_count=len(table.stub),
        pots=_pot_views(table),
        actor=actor,
        next_operation=next_operation,
        hand_over=table.is_complete,
        set_aside_count=len(table.set_aside),
        seat_of=None if own is None else own + 1,
        game_code=table.game.code,
        mixed_game=table.mixed_game,
    )


def _card_json(card: CardView) -> dict[str, Any]:
    return {"code": card.code, "face_up": card.face_up, "name": card.name}


def view_as_json(view: TableView) -> dict[str, Any]:
    """The view as plain JSON-able values (dicts, lists, strings, ints, bools, None)."""
    # Written out rather than dataclasses.asdict: a page renders a view on every request, and asdict
    # deep-copies each value; the field names are the dataclasses' own.
    return {
        "audience": view.audience.value,
        "game": view.game,
        "game_name": view.game_name,
        "structure": view.structure,
        "street": view.street,
        "seats": [
            {"seat": s.seat, "name": s.name, "stack": s.stack, "bet": s.bet, "cards": [_card_json(c) for c in s.cards],
             "folded": s.folded, "all_in": s.all_in, "button": s.button, "occupied": s.occupied,
             "out_of_turn": s.out_of_turn}
            for s in view.seats
        ],
        "board": [_card_json(c) for c in view.board],
        "burns": [_card_json(c) for c in view.burns],
        "muck_count": view.muck_count,
        "stub_count": view.stub_count,
        "pots": [{"amount": p.amount, "eligible": list(p.eligible), "label": p.label} for p in view.pots],
        "actor": view.actor,
        "next_operation": view.next_operation,
        "hand_over": view.hand_over,
        "set_aside_count": view.set_aside_count,
        "seat_of": view.seat_of,
        "game_code": view.game_code,
        "mixed_game": view.mixed_game,
    }
