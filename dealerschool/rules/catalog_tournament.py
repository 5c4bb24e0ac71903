"""The tournament: catalog family K (balancing and breaking tables, color-ups, rebuys) and the TDA and Robert's
Rules tournament-floor rulings (the clock, new levels, hand-for-hand)."""

from __future__ import annotations

from dealerschool.situations.replays import Irregularity, Replay
from dealerschool.table.table import Table

from .model import (
    ALL_GAMES,
    Rule,
    RuleKind,
    agree,
    answer,
    by_book,
    make_rule,
    s000,
    tda,
)
from .model import (
    RulingCode as R,
)
from .remedies import next_step, rule_remedy, seat_name
from .triggers import Tier, procedure

_SAME_POSITION = answer(R.SAME_RELATIVE_POSITION,
    """Poker Rules for Beginners moves the player from the full table who sits in the same position relative to the button as
    the empty seat (cutoff to cutoff), so nobody pays the blinds twice or skips them.""",
    s000("Other Odd Poker Rules and Exceptions / Balancing Tables"))
_ROUND_UP = answer(R.RACE_ROUNDED_UP,
    """Poker Rules for Beginners totals the leftover chips and rounds up: thirteen $25 chips ($325) are raced for four $100
    chips, dealt one card per odd chip from the dealer's left, at most one chip per player, ties by suit.""",
    s000("Other Odd Poker Rules and Exceptions / Removing Smaller Chips from Play"))

RULES = (
    make_rule(
        id="table-balancing", title="Balancing tables: which player moves", catalog_ids=("K01",), games=ALL_GAMES, trigger="tournament tables unbalanced",
        answers=by_book(_SAME_POSITION,
            answer(R.MOVE_NEXT_BIG_BLIND,
                """TDA moves the player who would be the next big blind into the worst position at the short table
                (possibly a big blind again; never the small blind). Stud-only events move by position.""",
                tda("Rule 11-A; Rule 11-C; Rule 11-D")),
            _SAME_POSITION),
        prompt="Hold'em tournament: table 1 has an empty cutoff seat; table 2 is full. Who moves from table 2?",
        options=((R.SAME_RELATIVE_POSITION, "Table 2's cutoff.",
          "The one in the same place relative to the button."),
         (R.MOVE_NEXT_BIG_BLIND, "The player due to be table 2's next big blind.",
          "The player due to be the next big blind there."),
         (R.RANDOM_SEAT_DRAW, "Whoever draws the high card for it.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="table-break-seat-draw", title="Breaking a table: seats are drawn at random", catalog_ids=("K02",), games=ALL_GAMES,
        trigger="a table breaks or the final table forms",
        answers=agree(answer(R.RANDOM_SEAT_DRAW,
            """Players from a broken table draw for their new seats at random; the final table is usually redrawn
            for everyone. TDA uses seat cards dealt by a double-random method (high card by suit gets the first
            seat card).""",
            s000("Other Odd Poker Rules and Exceptions / Breaking a Table"), tda("Rule 10-B; Addendum 10; RP-9"))),
        prompt="A table breaks; its players must be sent to open seats. How are seats assigned?",
        options=((R.RANDOM_SEAT_DRAW, "By a random draw for the open seats."), (R.SAME_RELATIVE_POSITION, "Each goes to the seat matching his old position."),
         (R.PLAYER_CHOOSES_SEAT, "Players pick open seats in chip-count order.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="color-up-chip-race", title="Coloring up and the chip race", catalog_ids=("K03", "K04"), games=ALL_GAMES,
        trigger="a denomination is removed; odd chips remain",
        answers=by_book(_ROUND_UP,
            answer(R.RACE_HALF_RULE,
                """TDA races from seat 1, one chip at most per player, and nobody is raced out of the event. Leftover
                value below a full chip earns nothing, so the common half rule applies: $325 is three $100 chips
                plus $25, which is less than half a chip and is removed.""",
                tda("Rule 24-A; Rule 24-B; Rule 24-C; Rule 25-B")),
            _ROUND_UP),
        prompt="Color-up from $25 to $100 chips: thirteen $25 chips are left over at a table. How many $100 chips are raced?",
        options=((R.RACE_ROUNDED_UP, "Four.", "The leftover value in larger chips, rounded up."),
         (R.RACE_HALF_RULE, "Three.", "One per whole chip's worth, one more for half or more."),
         (R.EXCHANGE_AT_FACE_VALUE, "None: each player is paid in $100s for his own $25s.",
          "None: each player's small chips are paid at face value.")),
    ),
    make_rule(
        id="rebuy-timing", title="Rebuys must be decided before the next deal", catalog_ids=("K05",), games=ALL_GAMES, trigger="a player loses all his chips in a rebuy event",
        answers=agree(answer(R.REBUY_BEFORE_NEXT_DEAL,
            """A player who busts must say he is rebuying before the next hand is dealt; players may not miss hands,
            and announcing a rebuy commits him to it.""",
            s000("Other Odd Poker Rules and Exceptions / How Long Can a Player Wait Before Choosing to Rebuy?"), tda("Rule 27"))),
        prompt="A rebuy-period player busts and wants to sit out a few hands before deciding to rebuy.",
        options=((R.REBUY_BEFORE_NEXT_DEAL, "He must decide before the next hand is dealt."), (R.SEAT_PLAYER_NEXT_HAND, "He may rebuy any time during the rebuy period.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="clock-called", title="The clock", catalog_ids=("X30",), games=ALL_GAMES, trigger="tournament; a clock is called on a player",
        answers=agree(answer(R.DEAD_HAND,
            """The player gets 25 seconds plus a 5-second countdown. If time runs out facing a bet, the hand is
            dead; if not facing a bet, it is a check.""",
            tda("Rule 29"))),
        prompt="The clock runs out on a player facing a bet.",
        options=((R.DEAD_HAND, "His hand is dead."), (R.TREAT_AS_CHECK, "It is treated as a check."), (R.CALL_ONLY, "It is treated as a call.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="new-level-timing", title="A new level starts with the next hand", catalog_ids=("X32", "X36"), games=ALL_GAMES, trigger="the level changes during a hand",
        answers=agree(answer(R.PLAY_AT_OLD_LEVEL,
            """A new level applies from the next hand; a hand begins with the first riffle or the shuffler push.
            In big-blind-ante games a big blind too short for both pays the blind before the ante.""",
            tda("Rule 23; RP-11"))),
        prompt="The level clock ticks over while the dealer is pitching the cards.",
        options=((R.PLAY_AT_OLD_LEVEL, "This hand plays at the old blinds."), (R.RAISE_BLINDS_NOW, "Players top up to the new blinds now.")),
        kind=RuleKind.POLICY,
    ),
    make_rule(
        id="hand-for-hand", title="Hand-for-hand play", catalog_ids=("X40",), games=ALL_GAMES, trigger="tournament bubble",
        answers=agree(answer(R.SHARE_PAYOUT,
            """Hand-for-hand starts when announced; players eliminated at different tables during the same
            hand-for-hand hand tie and share the payouts for those places; all-in hands wait face down until
            the floor says so.""",
            tda("RP-8"))),
        prompt="Hand-for-hand on the bubble: players at two different tables bust on the same hand.",
        options=((R.SHARE_PAYOUT, "They tie for the place and share its payout."),
         (R.ORDER_BY_CHIP_COUNT, "The one who started the hand with more chips.")),
        kind=RuleKind.POLICY,
    ),
)





@procedure("color-up-chip-race", tier=Tier.BEFORE_THE_HAND)
def _coloring_up(table: Table) -> bool:
    """A denomination leaves play before this hand: the odd chips are raced."""
    return table.color_up is not None and table.street_index == 0 and not table.log


@rule_remedy("color-up-chip-race", R.RACE_ROUNDED_UP, R.RACE_HALF_RULE)
def _race_the_odd_chips(code: R, table: Table, replay: Replay, irregularity: Irregularity | None,
                        rule: Rule) -> list[str]:
    """Carry out the color-up the ruling describes: each player's whole sets of small chips are changed, the odd
    chips are raced for as many large chips as the ruling's count gives (rounded up, or the half rule), one
    race card per odd chip off the top of the deck, each player's cards dealt together, at most one chip a
    player, and (TDA 24-A, with the half rule) nobody raced out. Before, the ruling named the count and left
    every stack as it was, small chips and all."""
    color_up = table.color_up
    if color_up is None:
        return [next_step(table)]
    half_rule = code is R.RACE_HALF_RULE
    # TDA 24-A races from seat 1; the seeds deal from the dealer's left (the first seat left of the button).
    order = sorted(table.occupied) if half_rule or table.button is None else table.clockwise_from(table.button)
    large, small = color_up["large"], color_up["small"]
    result = table.race_off("nearest" if half_rule else "up", order, no_race_out=half_rule)
    winners = ", ".join(f"{seat_name(seat)} ({card})" for seat, card in result.cards
                        if result.raced.get(seat) and card == max((c for s, c in result.cards if s == seat),
                                                                  key=lambda c: c.index))
    return [f"{result.race_chips} chip{'s' if result.race_chips != 1 else ''} of {large} raced for "
            f"{len(result.cards) * small} in odd chips" + (f"; won by {winners}" if winners else "") + ".",
            next_step(table)]
