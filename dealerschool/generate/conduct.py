"""Generators for words and chips (a fold when a check was free, verbal declarations, string bets, an
oversized chip, a stud card off the table, table stakes) and for a few showdown and draw procedures
(the hi-lo odd chip, razz and Omaha readings, a five-card discard)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from dealerschool.generate.core import (
    DRAW_VARIANTS,
    FLOP_VARIANTS,
    STUD_VARIANTS,
    Script,
    all_cards,
    game_name,
    generator,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import (
    acted_at_decision,
    at_decision,
    betting_decision,
    even_forced_bets_and_limits,
    low_flop_stub,
    low_stud_stub,
    procedure_generator,
    said_at_decision,
    to_street_start,
)
from dealerschool.histories.phh import ALL_VARIANT_GAMES, VARIANT_GAMES
from dealerschool.poker.games import GAMES, Family
from dealerschool.poker.hands import HandKind, best_hand, bring_in_key
from dealerschool.table.operations import Burn, CollectBets, DealCard, ReshuffleForStub, ShowHand, TurnBoardCard
from dealerschool.table.table import Phase

# ---------------------------------------------------------------- words and chips


_NON_STUD = FLOP_VARIANTS + DRAW_VARIANTS


@generator("fold-when-check-possible", _NON_STUD)
def _gen_fold_free(rng: random.Random, variant: str) -> dict[str, Any]:
    script, seat = said_at_decision(rng, variant, False, "f")
    return ruling_question(f"{game_name(variant)}: a fold when a check was possible",
                   f"Seat {seat} could check but folds. What now?", script)


@generator("verbal-and-chip-declarations")
def _gen_says_call(rng: random.Random, variant: str) -> dict[str, Any]:
    script, seat = said_at_decision(rng, variant, False, "says call")
    return ruling_question(f"{game_name(variant)}: 'call' with nothing to call",
                   f"Nobody has bet, and seat {seat} says 'call'. What does that mean?", script)


@generator("string-bet")
def _gen_string_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: betting_decision(rng, variant, True))
    table = script.table
    seat = script.seat_to_act()
    to_call = table.to_call(seat)
    more = rng.randint(1, max(1, to_call))
    script.do(f"p{seat + 1} string {to_call} {more}")
    return ruling_question(f"{game_name(variant)}: a string bet",
                   f"Seat {seat + 1} puts out the call, then goes back to his stack for more without saying "
                   "raise. What is his action?", script)


def _said_raise_then_motions(rng: random.Random, variant: str, play: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script({**random_setup(rng, variant, deep=True), "play": play})
        script.play(rng, rng.randint(0, 6), fold=0.15, all_in=0.0)
        table = script.table
        for _ in range(40):  # on to a decision facing a bet (not a stud bring-in), as betting_decision does
            if table.actor is None:
                if table.is_complete or script.expected() is None:
                    return None
                script.cont()
            elif table.phase is Phase.BETTING and table.to_call(table.actor) > 0 \
                    and "bring-in" not in table.legal_player_operations():
                break
            else:
                script.act(rng, fold=0.15, all_in=0.0)
        else:
            return None
        if table.actor is None:
            return None
        seat = script.seat_to_act()
        to_call, stack = table.to_call(seat), table.seat(seat).stack
        if table.raise_options(seat) is None or stack <= to_call + 1:
            return None
        more = rng.randint(1, max(1, min(stack - to_call - 1, 2 * to_call)))
        script.do(f"p{seat + 1} says raise")
        script.do(f"p{seat + 1} string {to_call} {more}")
        return script

    script = retry(make)
    where = "a tournament" if play == "tournament" else "a cash game"
    return ruling_question(f"{game_name(variant)}: 'raise', then the chips in two motions ({where})",
                   f"In {where}, a player says 'raise', puts out the call, then goes back to his stack for more. "
                   "What is his raise?", script)


# Fixed limit has its own rule ('raise' names the one raise allowed); the cash and tournament rules are the
# games where the word leaves the amount open.
_FIXED_LIMIT_VARIANTS = tuple(code for code, (_, structure) in VARIANT_GAMES.items() if structure == "fixed-limit")
_OPEN_RAISE_VARIANTS = tuple(code for code in VARIANT_GAMES if code not in _FIXED_LIMIT_VARIANTS)


@generator("string-after-declared-raise", variants=_OPEN_RAISE_VARIANTS)
def _gen_said_raise_cash(rng: random.Random, variant: str) -> dict[str, Any]:
    return _said_raise_then_motions(rng, variant, "cash")


@generator("string-after-declared-raise-tournament", variants=_OPEN_RAISE_VARIANTS)
def _gen_said_raise_tournament(rng: random.Random, variant: str) -> dict[str, Any]:
    return _said_raise_then_motions(rng, variant, "tournament")


@generator("string-after-declared-raise-limit", variants=_FIXED_LIMIT_VARIANTS)
def _gen_said_raise_limit(rng: random.Random, variant: str) -> dict[str, Any]:
    return _said_raise_then_motions(rng, variant, rng.choice(("cash", "tournament")))


@generator("single-oversized-chip")
def _gen_oversized_chip(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        to_call = table.to_call(seat)
        stack = table.seat(seat).stack
        chips = [c for c in (5, 25, 100, 500, 1000) if to_call < c <= stack]
        if not chips:
            return False
        script.do(f"p{seat + 1} chip {rng.choice(chips)}")
        return True

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: one oversized chip",
                   "Facing a bet, a player silently puts in a single chip bigger than the call. Call or raise?",
                   script)


@generator("multiple-chip-call")
def _gen_multiple_chips(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        to_call, stack = table.to_call(seat), table.seat(seat).stack
        # Chips each smaller than the call whose total passes it: without the smallest they fall short.
        # Real denominations where the call allows them, otherwise any two such values.
        smaller = [c for c in (1, 5, 25, 100, 500, 1000, 5000) if c < to_call]
        pairs = [(a, b) for a in smaller for b in smaller if a <= b and to_call < a + b <= stack]
        if pairs and rng.random() < 0.7:
            small, big = rng.choice(pairs)
        elif to_call >= 3:
            big = rng.randint(to_call // 2 + 1, to_call - 1)
            small = rng.randint(to_call - big + 1, big)
            if small + big > stack:
                return False
        else:
            return False
        script.do(f"p{seat + 1} chips {big} {small}")
        return True

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: several chips, every one needed to call",
                   "Facing a bet, a player silently puts out several chips worth more than the call; without one "
                   "of the smallest they would fall short of it. Call or raise?", script)


def _two_chips(rng: random.Random, script: Script, seat: int, total: int, to_call: int) -> bool:
    """Put ``total`` out silently in two chips, the smaller one not needed for the call (TDA 2024 Rule 45)."""
    small = rng.randint(1, min(total - to_call, total // 2))
    script.do(f"p{seat + 1} chips {total - small} {small}")
    return True


@generator("multiple-chip-last-chips-all-in", ("NT", "N5CD", "N2L1D"))
def _gen_last_chips_all_in(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        to_call, stack = table.to_call(seat), table.seat(seat).stack
        options = table.raise_options(seat)
        # His whole stack in two chips, the smaller one not needed for the call (TDA 2024 Rule 45-B-2). No limit
        # only: deep pot-limit stacks seldom fit within the pot (the conformance cases hold one that does).
        if options is None or not 0 < to_call < stack or table.seat(seat).bet + stack > options.maximum:
            return False
        return _two_chips(rng, script, seat, stack, to_call)

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: a player's last chips, one not needed to call",
                   "Facing a bet, a player silently puts out his last chips; without one of the smallest they would "
                   "still make the call. Call, raise or all in?", script)


@generator("multiple-chip-raise", ("NT", "N5CD", "N2L1D"))
def _gen_chips_onto_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        to_call, stack, bet = table.to_call(seat), table.seat(seat).stack, table.seat(seat).bet
        options = table.raise_options(seat)
        # Two chips added to his own bet still in front (a blind, a bet), the smaller not needed for the call,
        # the whole a full raise within the limit, chips left behind (TDA 2024 Rule 46-C).
        if options is None or not bet or not 0 < to_call:
            return False
        least, most = options.minimum - bet, min(options.maximum - bet, stack - 1)
        if least > most:
            return False
        return _two_chips(rng, script, seat, rng.randint(least, most), to_call)

    script = acted_at_decision(rng, variant, True, act)
    return ruling_question(f"{game_name(variant)}: chips added to a bet in front, a full raise",
                   "Facing a raise, a player silently adds two chips to his bet still in front; without the smaller "
                   "one they would still call, and the whole is a full raise. Call or raise?", script)


@generator("single-chip-no-bet")
def _gen_chip_no_bet(rng: random.Random, variant: str) -> dict[str, Any]:
    def act(script: Script, seat: int) -> bool:
        table = script.table
        options = table.raise_options(seat)
        if table.round.current_bet or options is None:
            return False
        chips = [c for c in (5, 25, 100, 500, 1000) if options.minimum < c <= table.seat(seat).stack]
        if not chips:
            return False
        script.do(f"p{seat + 1} chip {rng.choice(chips)}")
        return True

    script = acted_at_decision(rng, variant, False, act)
    return ruling_question(f"{game_name(variant)}: one chip with nothing bet",
                   "Nobody has bet yet; a player silently puts in a single chip bigger than the minimum bet. "
                   "What has he done?", script)


@generator("stud-card-off-table", STUD_VARIANTS)
def _gen_card_off_table(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = to_street_start(rng, variant, (0, 1, 2, 3), deep=True)
        if script is None:
            return None
        table = script.table
        if table.street_index == 0:
            script.post_all()
        else:
            script.step()  # the burn
        for _ in range(rng.randint(0, 3)):
            if not isinstance(script.expected(), DealCard):
                return None
            script.step()
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        script.do(f"deal p{op.seat + 1} off")
        return script

    script = retry(make)
    return ruling_question(f"{game_name(variant)}: a card dealt off the table",
                   "The dealer pitches a card off the table; it lands face up. What now?", script)


@generator("table-stakes")
def _gen_table_stakes(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: at_decision(rng, variant, rng.randint(0, 10)))
    seat = script.seat_to_act() + 1
    script.do(f"p{seat} adds {rng.choice((20, 50, 100, 200, 500))}")
    return ruling_question(f"{game_name(variant)}: chips from the pocket in the middle of a hand",
                   f"In the middle of the hand seat {seat} wants to add chips from his pocket. Allowed?", script)


_SHOWDOWN_WALK = {"fold": 0.5, "raise_": 0.1}
"""(Folds keep two players in: at 0.5 rather than 0.3, more hands come to the two-handed or split
showdowns these rules read, and the short hands cost less.)"""


def _odd_player_count(rng: random.Random, data: dict[str, Any]) -> None:
    """Seat one player more or fewer so that an odd number are dealt in (another seat of the table, the
    same kind of stack)."""
    stacks = data["starting_stacks"]
    if len(stacks) % 2 == 1:
        return
    numbers = data.get("seats") or list(range(1, len(stacks) + 1))
    seat_count = data.get("seat_count", max(numbers))
    game = GAMES[ALL_VARIANT_GAMES[data["variant"]][0]]
    if len(stacks) > 2:
        at = rng.randrange(len(stacks))  # this player is not at the table today: the seat is empty
        stacks.pop(at)
        gone = numbers.pop(at)
        if data["button"] == gone:
            data["button"] = rng.choice(numbers)
    else:
        free = [n for n in range(1, max(seat_count, len(stacks) + 1) + 1) if n not in numbers]
        if not free and seat_count < game.max_seats:
            free = [seat_count + 1]
        if not free:
            return
        number = rng.choice(free)
        at = sorted(numbers + [number]).index(number)
        numbers.insert(at, number)
        stacks.insert(at, rng.choice(stacks))
    seat_count = max(seat_count, max(numbers))
    data.pop("seats", None)
    data.pop("seat_count", None)
    if numbers != list(range(1, len(stacks) + 1)):
        data["seats"] = numbers
    if seat_count != max(numbers):
        data["seat_count"] = seat_count


def _odd_pot(rng: random.Random, data: dict[str, Any]) -> None:
    """Stakes that leave an odd pot to split: an odd number of players, an odd ante from each, and every
    other amount even (blinds and bets, or the bring-in and bets), so that each player has put in an odd
    amount whatever he did, and the pot is odd (an all-in for an odd stack aside). With blinds or a
    bring-in odd instead, the pot's parity followed whoever folded or completed, and about half the hands
    with a qualifying low divided evenly and were played again. In Omaha hi-lo a flop of three low cards,
    and in stud hi-lo a stub rich in low cards, so that a low qualifies."""
    _odd_player_count(rng, data)
    unit = data.get("antes") or 1
    data["antes"] = unit | 1
    even_forced_bets_and_limits(data)
    if data["variant"] == "FO/8":
        data["stub"] = low_flop_stub(rng, len(data["starting_stacks"]))
    elif data["variant"] == "F7S/8":
        data["stub"] = low_stud_stub(rng, len(data["starting_stacks"]))


procedure_generator("hi-lo-odd-chip", ("FO/8",), "The pot is split high and low. Who gets the odd chip?",
                     stop=1.0, act=_SHOWDOWN_WALK, tweak=_odd_pot, walk={"shows": True})
procedure_generator("stud-hi-lo-odd-chip", ("F7S/8",), "The pot is split high and low. Who gets the odd chip?",
                     stop=1.0, act=_SHOWDOWN_WALK, tweak=_odd_pot, walk={"shows": True})
def _last_seat_low(rng: random.Random, data: dict[str, Any]) -> None:
    """A razz stub where the player dealt last holds five different ranks from ace to seven among his seven
    cards. The rule's question is two hands at the showdown won by the later seat: dealt at random, the
    earlier seat won half of them and the hand was played again (up to ten hands for one seed)."""
    players = len(data["starting_stacks"])
    cards = all_cards()
    ranks = rng.sample((14, 2, 3, 4, 5, 6, 7), 5)
    low = [rng.choice([card for card in cards if card.rank == rank]) for rank in ranks]
    last = low + rng.sample([card for card in cards if card not in low], 2)
    rng.shuffle(last)
    others = rng.sample([card for card in cards if card not in last], 7 * players + 4 - 7)
    # Stud deals three cards round, then a burn and one card round for each street to the seventh.
    slots = [street * players + players - 1 for street in range(3)]
    slots += [3 * players + street * (players + 1) + players for street in range(4)]
    top = [last[slots.index(position)] if position in slots else others.pop() for position in range(7 * players + 4)]
    data["stub"] = "".join(str(card) for card in top)


procedure_generator("razz-hand-reading", ("FR",), "Two razz hands are shown. Which one wins?", stop=1.0,
                     setup={"max_players": 4}, act=_SHOWDOWN_WALK, tweak=_last_seat_low, walk={"shows": True})
procedure_generator("omaha-two-plus-three", ("PO", "FO"), "Two Omaha hands are shown. Which one wins?", stop=1.0,
                     setup={"max_players": 4}, act=_SHOWDOWN_WALK, walk={"shows": True})


def _five_card_discard(rng: random.Random, variant: str) -> Script | None:
    """A draw where the player to draw throws all five cards."""
    streets = tuple(range(1, len(GAMES[ALL_VARIANT_GAMES[variant][0]].streets)))
    script = to_street_start(rng, variant, streets, full_house=True)
    if script is None:
        return None
    script.cont()  # the burn; the first drawer is to discard
    table = script.table
    for _ in range(rng.randint(0, len(table.in_hand()) - 1)):
        if table.actor is None or table.phase is not Phase.DRAWING:
            return None
        script.act(rng)
        if table.actor is None:
            script.cont()
    if table.actor is None or table.phase is not Phase.DRAWING:
        return None
    held = "".join(str(c.card) for c in table.seat(table.actor).cards)
    script.do(f"p{table.actor + 1} sd {held}")
    return script


procedure_generator("draw-five-card-discard", ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D"),
                     "A player throws away all five cards. How does the dealer give him his new cards?",
                     sampler=_five_card_discard)


def _stub_runs_out(rng: random.Random, variant: str) -> Script | None:
    """A draw game played with big draws until the stub is down to its last card with replacements (or
    a draw's burn) still to come: the moment the dealer must make a new stub (catalog F09). The dealer's
    steps are written one by one in the draws, so the walk stops exactly there."""
    game = GAMES[ALL_VARIANT_GAMES[variant][0]]
    # Enough players, drawing enough cards, that the stub can run out. With one draw (five-card draw,
    # 2-7 single draw) that takes six players drawing three or more cards each: 52 cards less six hands
    # and a burn leave 21, which four or five players drawing two to five seldom used up, and most such
    # hands were played again (up to 21 of them for one seed).
    single = sum(1 for street in game.streets if street.draw) == 1
    low = 6 if single else {5: 4, 4: 3}.get(game.hand_size, 3)
    fewest = 3 if single else 2
    script = Script(random_setup(rng, variant, min_players=low, full_house=True, deep=True))
    table = script.table
    for _ in range(400):
        if table.is_complete:
            return None
        if table.actor is not None:
            if table.phase is Phase.DRAWING:
                held = [c.card for c in table.seat(table.actor).cards]
                count = rng.randint(min(fewest, len(held)), min(len(held), table.config.rules.max_discard))
                script.do(f"p{table.actor + 1} sd " + "".join(str(c) for c in rng.sample(held, count)))
            else:
                script.act(rng, fold=0.05, raise_=0.15, all_in=0.0, keep=3)
            continue
        op = script.expected()
        if isinstance(op, ReshuffleForStub):
            return script
        if op is None:
            return None
        if isinstance(op, (Burn, DealCard, CollectBets)) and table.street.draw:
            script.step()  # a burn or a replacement, one at a time
        else:
            script.cont()
    return None


@generator("draw-deck-runs-out", DRAW_VARIANTS)
def _gen_draw_deck_runs_out(rng: random.Random, variant: str) -> dict[str, Any]:
    kind = rng.choice(("ruling", "dealer-operation"))
    script = retry(lambda: _stub_runs_out(rng, variant))
    seat = next((op.seat + 1 for op in script.table.queued() if isinstance(op, DealCard)), None)
    owed = f"seat {seat} is still owed cards" if seat is not None else "the next drawer's burn is due"
    prompt = f"In the draw, {owed} and only one card is left in the stub."
    title = f"{game_name(variant)}: the stub runs out in the draw"
    if kind == "ruling":
        return ruling_question(title, prompt + " How does the dealer go on?", script)
    return {"title": title, "script": script,
            "question": {"type": "dealer-operation", "prompt": prompt + " What does the dealer do next?"}}


# ---------------------------------------------------------------- tied lows in the hi-lo games


def _call_down(script: Script, folder: int | None) -> bool:
    """Every player brings in or calls, and checks when he can, to the showdown, but ``folder`` folds at his
    first decision if it faces a bet: True where the first show is due. Who is dealt which card is then
    fixed by the seats alone, whatever the cards are (the folder leaves before any later street)."""
    table = script.table
    for _ in range(400):
        if table.actor is not None:
            name = f"p{table.actor + 1}"
            if table.actor == folder and table.to_call(table.actor) > 0 and table.street_index == 0:
                script.do(f"{name} f")
            else:
                script.do(f"{name} pb" if "bring-in" in table.legal_player_operations() else f"{name} cc")
            continue
        op = script.expected()
        if isinstance(op, ShowHand):
            return True
        if op is None or table.is_complete:
            return False
        script.cont()
    return False


def _places(table: Any) -> list[tuple[str, int]]:
    """Where each card of the probe's deal went, in order: ("seat", seat), ("burn", -1) or ("board", -1)."""
    places: list[tuple[str, int]] = []
    for op in table.log:
        if isinstance(op, DealCard):
            places.append(("seat", op.seat))
        elif isinstance(op, Burn):
            places.append(("burn", -1))
        elif isinstance(op, TurnBoardCard):
            places.append(("board", -1))
    return places


def _lay_stub(rng: random.Random, places: list[tuple[str, int]], wanted: dict[int, list[Any]], board: list[Any],
              filler: list[Any], accept: Callable[[dict[int, list[Any]], list[Any]], bool] | None = None) -> str | None:
    """The stub that deals each seat its ``wanted`` cards and the board its ``board`` ones where the probe's deal
    put them (``places``), every seat and board card short of them popped from ``filler``; burns from the rest.
    None when a seat is dealt more than it wanted and the filler can give, or ``accept`` refuses the hands."""
    deck = all_cards()
    used = {card for cards in wanted.values() for card in cards} | set(board)
    filler = [card for card in filler if card not in used]
    dealt = sorted({seat for kind, seat in places if kind == "seat"})  # the folder's cards too
    hands_count = {seat: sum(1 for kind, s in places if kind == "seat" and s == seat) for seat in dealt}
    for seat in dealt:
        own = wanted.get(seat, [])
        more = hands_count[seat] - len(own)
        if more < 0 or more > len(filler):
            return None
        wanted[seat] = own + [filler.pop() for _ in range(more)]
        rng.shuffle(wanted[seat])
    board_cards = board + [filler.pop() for _ in range(sum(1 for kind, _ in places if kind == "board") - len(board))]
    rng.shuffle(board_cards)
    if accept is not None and not accept(wanted, board_cards):
        return None
    rest = [card for card in deck if card not in used and card not in {c for cards in wanted.values() for c in cards}
            and card not in board_cards]
    rng.shuffle(rest)
    top: list[Any] = []
    for kind, seat in places:
        top.append(wanted[seat].pop(0) if kind == "seat" else board_cards.pop(0) if kind == "board" else rest.pop())
    return "".join(str(card) for card in top)


_LOW_RANKS = [14, 2, 3, 4, 5, 6, 7, 8]


def _tied_low_stub(rng: random.Random, script: Script, parts: list[str]) -> str | None:
    """A stub for the same table where two live seats hold the same low and no other seat holds a card
    from ace to eight: the cards go where the probe's deal put them (``script`` was called down; ``parts`` is
    only ever the low half)."""
    table = script.table
    places = _places(table)
    live = table.in_hand()
    tied = rng.sample(live, 2)
    deck = all_cards()
    low_ranks = _LOW_RANKS
    high = [card for card in deck if card.rank not in low_ranks]
    rng.shuffle(high)
    stud = table.game.family is Family.STUD
    ranks = rng.sample(low_ranks, 5) if stud else rng.sample(low_ranks[:2], 2)
    board_ranks = [] if stud else rng.sample([r for r in low_ranks if r not in ranks], 3)
    wanted: dict[int, list[Any]] = {}
    suits = [rng.sample("cdhs", 2) for _ in ranks]  # the two tied hands hold each rank in different suits
    for index, seat in enumerate(tied):
        wanted[seat] = [card for r, pair in zip(ranks, suits, strict=True) for card in deck
                        if card.rank == r and card.suit.letter == pair[index]]
    board = [rng.choice([card for card in deck if card.rank == r]) for r in board_ranks]
    return _lay_stub(rng, places, wanted, board, high)


def _tied_high_stub(rng: random.Random, script: Script, parts: list[str]) -> str | None:
    """A stub for the same table where two live seats hold the same straight and neither a low; for the part drawn
    from ``parts``, the high half a third live seat holds a qualifying low, the whole pot nobody can make one (the
    tied highs share it).

    Omaha/8: the board's three middle cards of a straight, unpaired and no three of a suit (no flush, no full house),
    and the two tied seats each hold its top two ranks, which nobody else is dealt: the nut straight, theirs alone.
    Stud/8: each tied seat holds a nine-to-king or ten-to-ace straight, suited apart, beside two more nines to kings.
    Other seats' cards are random (the engine's ruling on the finished hand drops a table where one beats them)."""
    with_low = rng.choice(parts) == "high half"
    table = script.table
    places = _places(table)
    live = table.in_hand()
    tied = rng.sample(live, 2)
    others = [seat for seat in live if seat not in tied]
    if with_low and not others:
        return None
    deck = all_cards()
    stud = table.game.family is Family.STUD

    def card(rank: int, suit: str) -> Any:
        return next(c for c in deck if c.rank == rank and c.suit.letter == suit)

    wanted: dict[int, list[Any]] = {}
    board: list[Any] = []
    if stud:
        start = rng.choice((9, 10))
        straight = list(range(start, start + 5))
        excluded: set[int] = set()  # the other seats' cards are random: the ruling's check drops a better hand
    else:
        if with_low:
            start = rng.choice((6, 7, 8))
            extra = rng.sample([r for r in _LOW_RANKS if r < start], 2)
            straight = list(range(start, start + 5))
            holes = straight[3:]
        else:
            # 8-9-T and a king make a king-high straight with Q-J: the nuts; one more low card leaves two.
            extra = [13, rng.choice([r for r in _LOW_RANKS if r < 8])]
            straight = [8, 9, 10]
            holes = [11, 12]
        board_suits = rng.sample("cdhs", 4)
        board_suits.append(rng.choice(board_suits[:4]))  # five cards, no suit three times
        board = [card(rank, suit) for rank, suit in zip(straight[:3] + extra, board_suits, strict=True)]
        straight = holes
        excluded = set(holes)
    suits = [rng.sample("cdhs", 2) for _ in straight]
    for index, seat in enumerate(tied):
        wanted[seat] = [card(rank, pair[index]) for rank, pair in zip(straight, suits, strict=True)]
    used = {c for cards in wanted.values() for c in cards} | set(board)
    nines_to_kings = [c for c in deck if 9 <= c.rank <= 13 and c not in used and c.rank not in excluded]
    rng.shuffle(nines_to_kings)
    count = 7 if stud else 4
    for seat in tied:
        wanted[seat] += [nines_to_kings.pop() for _ in range(count - len(wanted[seat]))]
        if max(sum(1 for c in wanted[seat] if c.suit == s) for s in {c.suit for c in wanted[seat]}) >= 5:
            return None  # a flush would break the tie
    used = {c for cards in wanted.values() for c in cards} | set(board)
    if with_low:
        low_seat = rng.choice(others)
        open_ranks = [r for r in _LOW_RANKS if r not in {c.rank for c in board}]
        ranks = rng.sample(open_ranks, 5 if stud else 2)
        wanted[low_seat] = [rng.choice([c for c in deck if c.rank == r and c not in used]) for r in ranks]
        used |= set(wanted[low_seat])
        filler = [c for c in deck if c not in used and c.rank not in excluded]
    else:
        # Nobody else may make a low: the other seats' low cards come from four ranks only.
        fours = set(rng.sample(_LOW_RANKS, 4))
        filler = [c for c in deck if c not in used and c.rank not in excluded and (c.rank > 8 and c.rank != 14
                                                                                    or c.rank in fours)]
    rng.shuffle(filler)

    def accept(hands: dict[int, list[Any]], board: list[Any]) -> bool:
        """The tied seats alone hold the best high; with a low, one seat outside them alone the best; else none."""
        high_kind, low_kind = (HandKind.HIGH, HandKind.LOW8) if stud else (HandKind.OMAHA_HIGH, HandKind.OMAHA_LOW8)
        highs = {seat: best_hand(high_kind, hands[seat], board).value for seat in live}  # type: ignore[union-attr]
        lows = {seat: hand.value for seat in live if (hand := best_hand(low_kind, hands[seat], board)) is not None}
        if stud and set(hands) - set(live):
            # A folder who would now bring in posts it and stays: everything dealt after would go elsewhere.
            bring_in = min(hands, key=lambda seat: bring_in_key(hands[seat][2], game_low=False))
            if bring_in not in live:
                return False
        best = max(highs.values())
        if {seat for seat, value in highs.items() if value == best} != set(tied):
            return False
        if not with_low:
            return not lows
        return bool(lows) and not set(lows) & set(tied) and len(set(lows.values())) == len(lows)

    return _lay_stub(rng, places, wanted, board, filler, accept)


def _tied_odd_chip(parts: Callable[[int, int], list[str]], stub: Callable[[random.Random, Script, list[str]], str | None],
                   *, tries: int = 1, same_seats: bool = False) -> Callable[[random.Random, str], Script | None]:
    """A sampler for two seats tying for a part of a hi-lo pot that will not divide evenly, every hand called down and
    tabled, the pot next. A probe hand is called down (one seat may fold when first facing a bet); ``parts`` gives,
    from its pot in chip units and the seats left in it, the parts the two may tie for that leave an odd chip
    (none: the hand is dropped); ``stub`` lays the cards for one of them where the probe's deal put them (None: it
    cannot), tried up to ``tries`` times (dealing again costs no hand played); the hand is played again on that
    stub. ``same_seats``: a seat chosen to fold that never faced a bet in the probe is not asked to fold again, and
    a hand played again that leaves other seats in is dropped (the cards went elsewhere). Without it (the tied-low
    samplers, as they were written: their seeds keep their situations) the engine's ruling alone drops such a hand."""
    def sample(rng: random.Random, variant: str) -> Script | None:
        data = random_setup(rng, variant, min_players=3, max_players=4 if variant == "F7S/8" else 5, full_house=True)
        probe = Script(data)
        folder = rng.choice([None, rng.choice(probe.table.occupied)])
        if not _call_down(probe, folder):
            return None
        if same_seats and folder in probe.table.in_hand():
            folder = None  # he never faced a bet (a blind, or the stud bring-in): so nobody folds again
        odd = parts(probe.table.pot // probe.table.config.rules.chip_unit, len(probe.table.in_hand()))
        if not odd:
            return None
        laid = next((laid for _ in range(tries) if (laid := stub(rng, probe, odd))), None)
        if laid is None:
            return None
        script = Script({**data, "stub": laid})
        if not _call_down(script, folder) or same_seats and script.table.in_hand() != probe.table.in_hand():
            return None  # the cards went elsewhere (accept keeps a stud folder from bringing in: a safeguard)
        # The hands tabled, each its own event: how the shown hands divide the pot is asked at the push
        # (who shows first is the question before it, TDA 2024 Rule 17-A).
        while isinstance(op := script.expected(), ShowHand):
            script.do(f"show p{op.seat + 1}")
        return script
    return sample


def tied_low(rule_id: str, *, whole_pot_odd: bool = False) -> Callable[[random.Random, str], Script | None]:
    """A sampler for ``rule_id``: two seats tie for a low half that will not divide evenly (:func:`_tied_odd_chip`).
    ``whole_pot_odd``: a pot that will not divide in two (its halves uneven) is kept too, its low half even or not
    (pot-split-wrong needs a split that does not divide, not the low half's)."""
    def parts(units: int, live: int) -> list[str]:
        return ["low half"] if (units // 2) % 2 == 1 or (whole_pot_odd and units % 2) else []
    return _tied_odd_chip(parts, _tied_low_stub)


procedure_generator("hi-lo-tied-low-odd-chip", ("FO/8",),
                    "Two players tie for the low half, which will not divide evenly. Who gets its odd chip?",
                    sampler=tied_low("hi-lo-tied-low-odd-chip"))
procedure_generator("stud-hi-lo-tied-low-odd-chip", ("F7S/8",),
                    "Two players tie for the low half, which will not divide evenly. Who gets its odd chip?",
                    sampler=tied_low("stud-hi-lo-tied-low-odd-chip"))


def _tied_high_parts(units: int, live: int) -> list[str]:
    """Two equal high hands share a high half that will not divide: beside a third seat's low when the pot's half for
    high is odd, or the whole pot with no low when it is odd itself."""
    return [part for part, half in (("high half", (units + 1) // 2), ("whole pot", units))
            if half % 2 == 1 and (part == "whole pot" or live > 2)]


procedure_generator("hi-lo-tied-high-odd-chip", ("FO/8",),
                    "Two players tie for high, and their part of the pot will not divide evenly. Who gets its odd chip?",
                    sampler=_tied_odd_chip(_tied_high_parts, _tied_high_stub, tries=20, same_seats=True))
procedure_generator("stud-hi-lo-tied-high-odd-chip", ("F7S/8",),
                    "Two players tie for high, and their part of the pot will not divide evenly. Who gets its odd chip?",
                    sampler=_tied_odd_chip(_tied_high_parts, _tied_high_stub, tries=20, same_seats=True))


def _check_raise_attempt(rng: random.Random, variant: str) -> Script | None:
    """The first betting round after the first draw (draw games) or the flop: the first to act checks, the next
    bets, the others call or fold, and the checker raises. Limit ace-to-five lowball bars check-raise by itself;
    any other game here has the house bar it (``check_raise = false``)."""
    setup = random_setup(rng, variant, min_players=3, max_players=6)
    if variant != "FA5L1D":
        setup.setdefault("house", {})["check_raise"] = False
    script = Script(setup)
    table = script.table
    if not script.play_to_street(rng, 1, fold=0.1, raise_=0.1, all_in=0.0):
        return None
    while table.actor is None or table.phase is Phase.DRAWING:
        if table.is_complete or table.street_index > 1:
            return None
        if table.actor is None:
            script.cont()
        else:
            script.act(rng)
    if table.street_index != 1 or table.round.current_bet or len(table.can_bet()) < 3:
        return None
    checker = table.actor
    script.do(f"p{checker + 1} cc")
    bettor = table.actor
    options = table.raise_options(bettor) if bettor is not None else None
    if options is None:
        return None
    script.do(f"p{bettor + 1} cbr {options.minimum}")
    while table.actor is not None and table.actor != checker:
        script.act(rng, raise_=0.0, all_in=0.0, keep=2)
    if table.actor != checker or table.to_call(checker) <= 0:
        return None
    wanted = 2 * table.round.current_bet
    if table.seat(checker).stack + table.seat(checker).bet <= wanted:
        return None
    script.do(f"p{checker + 1} cbr {wanted}")
    return script


@generator("check-raise-barred", ("FA5L1D", "FT", "NT", "F2L3D", "N2L1D"))
def _gen_check_raise_barred(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _check_raise_attempt(rng, variant))
    where = "limit ace-to-five lowball" if variant == "FA5L1D" else "a room that bars check-raise"
    return ruling_question(f"{game_name(variant)}: a check, then a raise in the same round",
                           f"In {where}, a player checks, another bets, and the first player raises. What is the "
                           "ruling?", script)
