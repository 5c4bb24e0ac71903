"""Catalog family L: cash-game house procedures, and dealer conduct rulings."""

from __future__ import annotations

from typing import TYPE_CHECKING

from dealerschool.situations.replays import IrregularityKind as K

from .model import (
    ALL_GAMES,
    Rule,
    RuleKind,
    agree,
    answer,
    make_rule,
    s000,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import next_step, rule_remedy, seat_name
from .triggers import irregularity

if TYPE_CHECKING:
    from dealerschool.situations.replays import Irregularity, Replay
    from dealerschool.table.table import Table

RULES = (
    make_rule(
        id="no-going-south", title="No taking chips off the table", catalog_ids=("L01",), games=ALL_GAMES, trigger="cash; player wants to pocket part of his stack",
        answers=agree(answer(R.CASH_OUT_WHOLE_STACK,
            """A player cannot remove part of his stack and keep playing; he may only cash out completely and
            must then wait out the house's return period (often 30 minutes or more).""",
            s000("Other Odd Poker Rules and Exceptions / Can a Player Cash Out Half of Their Chips?"))),
        prompt="A cash player up $400 wants to put $300 in his pocket and keep playing with the rest.",
        options=((R.CASH_OUT_WHOLE_STACK, "Not allowed: cash out all of it or keep it all."),
         (R.ADD_CHIPS_MID_HAND, "Allowed, as long as it is done between hands.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="no-buying-chips-from-players", title="Chips are bought from the house, not from players", catalog_ids=("L02",), games=ALL_GAMES,
        trigger="cash; player wants to buy chips from another player",
        answers=agree(answer(R.BUY_FROM_HOUSE_ONLY,
            """Chips must come from the dealer or cage (in a home game, the single banker), never from another
            player.""",
            s000("Other Odd Poker Rules and Exceptions / Can a Player Purchase More Chips Off Another Player?"))),
        prompt="A player offers his neighbour $100 cash for $100 of chips.",
        options=((R.BUY_FROM_HOUSE_ONLY, "Not allowed: buy chips from the dealer or cage."), (R.ADD_CHIPS_MID_HAND, "Allowed, as long as it is done between hands.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="no-rabbit-hunting", title="No rabbit hunting", catalog_ids=("X31",), games=ALL_GAMES, trigger="players ask to see the card that would have come",
        answers=agree(answer(R.NO_RABBIT_HUNT,
            """Undealt cards are never shown once the hand is over: TDA does not allow rabbit hunting, the
            revealing of cards that would have come had the hand gone on. The dealer gathers the cards with
            the stub unseen. The source documents say nothing of it and follow TDA here.""", tda("Rule 28"))),
        prompt="The hand ends on the turn; a player asks to see what the river would have been.",
        options=((R.NO_RABBIT_HUNT, "Decline: the next card is not shown."), (R.SHOW_NEXT_CARD, "Burn and show it; the hand is over anyway.")),
    ),
    make_rule(
        id="dealer-chip-handling", title="Dealer chip handling and counts", catalog_ids=("X34", "X35"), games=ALL_GAMES,
        trigger="dealer procedure with bets and count requests",
        answers=agree(answer(R.LEAVE_BETS_IN_FRONT,
            """Bets stay in front of players until the round ends; the dealer pulls them in early only when the
            player facing action asks. Non-all-in bets are announced; all-ins are counted only on request.
            A player gets an estimate of a stack, and an exact count only when he faces an all-in and it is his turn.""",
            tda("RP-2; RP-12; RP-13; RP-21; Rule 54-A; Rule 60; Rule 49"))),
        prompt="Mid-round, several bets are in front of players. Should the dealer gather them into the pot now?",
        options=((R.LEAVE_BETS_IN_FRONT, "No: leave them until the betting round is over."),
         (R.PULL_BETS_IN, "Yes: pull them in now to keep the table tidy.")),
        kind=RuleKind.POLICY,
    ),
)


@irregularity("no-rabbit-hunting")
def _next_card_asked(replay: Replay) -> Irregularity | None:
    hits = replay.of_kind(K.NEXT_CARD_ASKED)
    return hits[0] if hits and len(replay.irregularities) == len(hits) else None


@rule_remedy("no-rabbit-hunting", R.NO_RABBIT_HUNT)
def _no_rabbit_hunt(code: R, table: Table, replay: Replay, irregularity: Irregularity | None, rule: Rule) -> list[str]:
    assert irregularity is not None and irregularity.seat is not None
    return [f"Decline {seat_name(irregularity.seat)}'s request: the cards that would have come stay unseen in the stub.",
            next_step(table)]
