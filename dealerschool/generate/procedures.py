"""Generators for showdowns the table explains (lowball and badugi readings, the board playing, the
odd chip) and for procedure rulings on a plain table (the betting round, caps, hi-lo splits, short
stacks, the stud completion and open pair, short all-ins, a short big blind, the bring-in all in and his option)."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import (
    BLIND_VARIANTS,
    STUD_VARIANTS,
    Generated,
    Script,
    all_cards,
    game_name,
    generator,
    question_mapping,
    random_setup,
    retry,
    ruling_question,
)
from dealerschool.generate.walks import (
    POT_PROMPTS,
    even_forced_bets_and_limits,
    low_flop_stub,
    low_stud_stub,
    pot_question,
    procedure_generator,
)
from dealerschool.histories.phh import VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import AnnounceBringIn, DealCard, PostBlind
from dealerschool.table.table import Phase

# ---------------------------------------------------------------- showdowns the table explains


@generator("deuce-to-seven-reading", ("N2L1D", "F2L3D"))
def _gen_deuce_seven(rng: random.Random, variant: str) -> dict[str, Any]:
    # Deep stacks: one pot, so the reading of the hands is what the answer turns on.
    return pot_question(rng, variant, "deuce-to-seven-reading", "reading the deuce-to-seven hands", short=0.0)


@generator("badugi-reading", ("FB",))
def _gen_badugi(rng: random.Random, variant: str) -> dict[str, Any]:
    return pot_question(rng, variant, "badugi-reading", "reading the badugi hands", short=0.0)


_ROYAL = "AsKsQsJsTs"


def _board_plays(rng: random.Random, variant: str, odd: bool) -> Script | None:
    """Hold'em with a royal flush on the board (every player plays the board and ties), played to the
    showdown with one pot split among everyone left (folded chips make the odd chips)."""
    setup = random_setup(rng, variant, min_players=3 if odd else 2, max_players=6, deep=True)
    if odd:
        small, big = setup["blinds_or_straddles"]
        # An odd small blind who folds, and an even big blind: the pot is odd, so it cannot divide among an
        # even number of winners (nor, most of the time, among three or five). The small blind used to fold
        # at random and the blinds to be of any parity: most hands divided evenly and were played again
        # (up to twelve hands for one seed).
        small |= 1
        setup["blinds_or_straddles"] = [small, max(big + big % 2, small + 1)]
        setup.pop("antes", None)
    count = len(setup["starting_stacks"])
    others = [card for card in all_cards() if str(card) not in _ROYAL]
    rng.shuffle(others)
    holes, rest = others[:2 * count], others[2 * count:]
    royal = [_ROYAL[i:i + 2] for i in range(0, 10, 2)]
    # Hole cards, then burn + flop, burn + turn, burn + river (the rest of the stub is shuffled by the seed).
    top = [str(c) for c in holes] + [str(rest[0])] + royal[:3] + [str(rest[1]), royal[3], str(rest[2]), royal[4]]
    setup["stub"] = "".join(top)
    script = Script(setup)
    table = script.table
    if odd:
        script.cont()  # the blinds and the deal
        small_blind = next(op.seat for op in table.log if isinstance(op, PostBlind) and op.name == "small blind")
        while table.actor is not None and table.actor != small_blind:
            script.act(rng, fold=0.3, raise_=0.0, all_in=0.0)
        if table.actor != small_blind:
            return None
        script.do(f"p{small_blind + 1} f")
    script.play(rng, 60, fold=0.3, raise_=0.1, all_in=0.0)
    awards = [award for award in table.awards if not award.pot.uncalled]
    if table.actor is not None or len(awards) != 1:
        return None
    winners = len(table.in_hand())
    return script if winners >= 2 and (awards[0].pot.amount % winners != 0) is odd else None


def _split_question(rng: random.Random, variant: str, rule_id: str, odd: bool) -> dict[str, Any]:
    for _ in range(100):
        script = retry(lambda: _board_plays(rng, variant, odd))
        what = rng.choice(("shares", "winners"))
        title = f"{game_name(variant)}: the board plays"
        question = question_mapping("amount" if what == "shares" else "seat", what, POT_PROMPTS[what])
        made = {"title": title, "script": script, "question": question}
        # (With the script's own replay: the probe's answer does not replay the events once more.)
        probe = Generated(rule_id, 0, title, script.mapping(), question, script.built("<probe>"), script.replay)
        if probe.answer_rule() == rule_id:
            return made
    raise RuntimeError(f"no split pot in 100 explained by {rule_id}")  # pragma: no cover


@generator("cards-speak-best-five", ("NT", "FT", "PT"))
def _gen_board_plays(rng: random.Random, variant: str) -> dict[str, Any]:
    return _split_question(rng, variant, "cards-speak-best-five", False)


@generator("odd-chip-button-games", ("NT", "FT", "PT"))
def _gen_odd_chip(rng: random.Random, variant: str) -> dict[str, Any]:
    return _split_question(rng, variant, "odd-chip-button-games", True)


# ---------------------------------------------------------------- procedure rulings on a plain table


def _stack_below_small_blind(rng: random.Random, data: dict[str, Any]) -> bool:
    """One player outside the blinds with fewer chips than the small blind. False: no such table (a
    small blind of one chip), at once rather than after a hand played to no purpose. (The short stack went
    to any seat, a blind's in two hands in five, and each such hand was played through the first round
    and again; one seed played eleven.)"""
    small_blind = data["blinds_or_straddles"][0]
    stacks = data["starting_stacks"]
    if small_blind < 2:
        return False
    numbers = data.get("seats") or list(range(1, len(stacks) + 1))
    after_button = numbers.index(data["button"]) + 1
    blinds = {(after_button + k) % len(numbers) for k in range(2)}  # three or more players here
    place = rng.choice([k for k in range(len(numbers)) if k not in blinds])
    stacks[place] = rng.randint(1, small_blind - 1)
    return True


def _bring_in_all_in(rng: random.Random, variant: str) -> Script | None:
    """Third street where the low card's whole stack went in as the ante (the cards come from the seed,
    so a first deal finds the bring-in, and the same table is then set up with that stack)."""
    data = random_setup(rng, variant, full_house=True)
    probe = Script(data)
    probe.post_all()
    while isinstance(probe.expected(), DealCard):
        probe.step()
    op = probe.expected()
    if not isinstance(op, AnnounceBringIn):
        return None
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(op.seat + 1)] = data["antes"]
    script = Script(data)
    script.post_all()
    while isinstance(script.expected(), DealCard):
        script.step()
    return script


def _nobody_all_in(script: Script) -> bool:
    """An order-of-showing question needs a showdown with nobody all in: with a player all in, TDA 2024 Rule 16
    tables every hand at once (Rule 17-A's order is for a 'non all-in showdown'), so the question would have
    no one answer across the rulebooks."""
    return not any(player is not None and player.all_in for player in script.table.seats)


_LIMIT_VARIANTS = ("FT", "FO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "F2L3D", "FB", "S7S")
_RAISES = {"fold": 0.05, "raise_": 0.7, "all_in": 0.0}
_PROMPT = "What is the ruling, and what happens next?"

procedure_generator("betting-round-complete", None, "A player who has already acted faces a raise. "
                     "Is the betting round over?", setup={"min_players": 3}, act={"raise_": 0.4})
procedure_generator("betting-round-over", None, "Every player has acted. What does the dealer do with the bets?",
                     act={"fold": 0.2})
procedure_generator("showdown-order", tuple(v for v in VARIANT_GAMES if not GAMES[VARIANT_GAMES[v][0]].split),
                     "The last betting round is over. Who shows first?",
                     stop=1.0, setup={"max_players": 4, "deep": True}, act={"fold": 0.2, "raise_": 0.4, "all_in": 0.0},
                     accept=_nobody_all_in)  # a final-round bet
# The final round checked through: no aggressor, the first to act on it shows first (TDA 2024 Rule 17-A).
procedure_generator("showdown-order-no-final-bet",
                     tuple(v for v in VARIANT_GAMES if not GAMES[VARIANT_GAMES[v][0]].split
                           and GAMES[VARIANT_GAMES[v][0]].family.value != "stud"),
                     "Everyone checked on the last betting round. Who shows first?",
                     stop=1.0, setup={"max_players": 6}, act={"fold": 0.25, "raise_": 0.0, "all_in": 0.0})
procedure_generator("showdown-order-no-final-bet-stud",
                     tuple(v for v in STUD_VARIANTS if not GAMES[VARIANT_GAMES[v][0]].split),
                     "Everyone checked on the last betting round. Who shows first?",
                     stop=1.0, setup={"max_players": 6}, act={"fold": 0.25, "raise_": 0.0, "all_in": 0.0})
procedure_generator("big-blind-option", BLIND_VARIANTS, "Everyone has called the big blind. "
                     "Is the betting round over?", stop=1.0, act={"fold": 0.2, "raise_": 0.0, "all_in": 0.0})
# Five-card draw has two betting rounds: its cap is the limit-cap-size rule's.
procedure_generator("limit-cap-multiway", tuple(v for v in _LIMIT_VARIANTS if v != "F5CD"),
                     "The betting has been capped. May this player raise?",
                     setup={"min_players": 3, "deep": True}, act=_RAISES)
procedure_generator("limit-cap-heads-up", ("FT", "FO", "F7S", "FR", "F5CD", "F2L3D", "FB"),
                     "Two players are left and the betting has reached the cap. May this player raise?",
                     setup={"players": 2, "deep": True},
                     tweak=lambda rng, data: data["house"].update(heads_up_uncapped=False),
                     act={**_RAISES, "raise_": 0.9})  # (two players reach the cap in half the hands at 0.7)
procedure_generator("limit-cap-size", ("F5CD",), "A bet and three raises have been made in a game with two betting "
                     "rounds. May this player raise?", setup={"min_players": 3, "deep": True}, act=_RAISES,
                     # the cap is the question: left to each rulebook (bet and three raises are legal under all)
                     tweak=lambda rng, data: data["house"].pop("two_round_raise_cap"))
def _low_flop_often(rng: random.Random, data: dict[str, Any]) -> None:
    """In Omaha hi-lo, often a flop of three low cards (a low then qualifies in more hands)."""
    if data["variant"] == "FO/8" and rng.random() < 0.7:
        data["stub"] = low_flop_stub(rng, len(data["starting_stacks"]))
    elif data["variant"] == "F7S/8":
        data["stub"] = low_stud_stub(rng, len(data["starting_stacks"]))


def _even_pot_low_often(rng: random.Random, data: dict[str, Any]) -> None:
    """Every amount even (antes, blinds or bring-in, bets), so the halves divide evenly: an odd chip
    between them is hi-lo-odd-chip's question, and such hands were played again (one in three over 300
    seeds); and often a low flop or a stub rich in low cards (:func:`_low_flop_often`)."""
    if data.get("antes"):
        data["antes"] += data["antes"] % 2
    even_forced_bets_and_limits(data)
    _low_flop_often(rng, data)


# (Up to six players, and often a low flop: without them, about three hands in five had no low or an
# odd chip and were played again.)
procedure_generator("hi-lo-split", ("FO/8",), "The hands are shown. How is the pot divided?",
                     stop=1.0, setup={"max_players": 6}, tweak=_even_pot_low_often,
                     act={"fold": 0.05, "raise_": 0.2, "all_in": 0.0}, walk={"shows": True})
procedure_generator("stud-hi-lo-split", ("F7S/8",), "The hands are shown. How is the pot divided?",
                     stop=1.0, setup={"max_players": 6}, tweak=_even_pot_low_often,
                     act={"fold": 0.05, "raise_": 0.2, "all_in": 0.0}, walk={"shows": True})
procedure_generator("short-stack-smaller-than-blind", BLIND_VARIANTS, "A player outside the blinds has fewer chips "
                     "than the small blind. What now?", tweak=_stack_below_small_blind, setup={"min_players": 3},
                     walk={"coarse": False, "max_street": 0})
procedure_generator("stud-completion-not-a-raise", STUD_VARIANTS, "The bring-in was completed. Was that a raise?",
                     act={"raise_": 0.5})
procedure_generator("stud-first-to-act-high-board", ("F7S", "P7S", "S7S", "F7S/8"),
                     "The cards for this street are out. Who acts first?",
                     setup={"min_players": 3, "max_players": 6, "deep": True}, walk={"coarse": False})
procedure_generator("razz-first-to-act-low-board", ("FR",), "The cards for this street are out. Who acts first?",
                     setup={"min_players": 3, "max_players": 6, "deep": True}, walk={"coarse": False})


def _stud_stub(rng: random.Random, players: int, fourth: dict[int, Any] | None = None) -> list[Any]:
    """Random stud cards for the top of the stub as the house deals them, from seat 1 round (the
    players in seat order): two down cards each, the door cards, the burn, the fourth-street cards.
    ``fourth`` maps a player's place in that order to a wish for their fourth-street card: a rank
    ('pair' with the door card), or a card. The wish holds as long as nobody folds on third street."""
    cards = rng.sample(all_cards(), 4 * players + 1)
    for place, wish in (fourth or {}).items():
        door, at = cards[2 * players + place], 3 * players + 1 + place
        if wish == "pair":
            pool = [c for c in all_cards() if c.rank == door.rank and c not in cards]
            if pool:  # (else the other cards of that rank are all dealt already)
                cards[at] = rng.choice(pool)
        else:
            cards[at] = wish
    return cards


_FEW_FOLDS = {"fold": 0.05}
"""A fold on third street moves the fourth-street cards one seat on, so the pair the stub was set up
for is lost: with fewer folds, more walks reach the pair (at the usual 0.15, about one in two)."""


def _open_pair_stub(rng: random.Random, data: dict[str, Any]) -> None:
    """Often one player (at random) pairs the door card on fourth street."""
    if rng.random() < 0.8:
        players = len(data["starting_stacks"])
        data["stub"] = "".join(str(c) for c in _stud_stub(rng, players, {rng.randrange(players): "pair"}))


procedure_generator("stud-open-pair-fourth-street", ("F7S",), "A pair shows on fourth street. What may the first "
                     "player bet?", stop=1.0, setup={"min_players": 5, "deep": True}, walk={"max_street": 1},
                     tweak=_open_pair_stub, act=_FEW_FOLDS)
procedure_generator("stud-hi-lo-open-pair", ("F7S/8",), "A pair shows on fourth street. What may the first "
                     "player bet?", stop=1.0, setup={"min_players": 5, "deep": True}, walk={"max_street": 1},
                     tweak=_open_pair_stub, act=_FEW_FOLDS)
procedure_generator("stud-fold-with-no-wager", STUD_VARIANTS, "A player folds when he could have checked. What now?",
                     stop=1.0, setup={"min_players": 3, "deep": True}, act={"fold": 0.05, "fold_free": 0.3})


def _short_all_in(rng: random.Random, variant: str) -> Script | None:
    """Preflop: the first player calls the big blind; the next goes all in for more than the call but
    less than a full raise; the others call or fold; the action is back on the first player."""
    data = random_setup(rng, variant, min_players=3, max_players=7, deep=True, full_house=True)
    big = data["blinds_or_straddles"][1]
    if big < 2:
        return None
    probe = Script(data)
    probe.cont()
    first = probe.table.actor
    assert first is not None
    order = [i for i in probe.table.clockwise_from(first) if i != first]
    short_seat = order[0]
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(short_seat + 1)] = rng.randint(big + 1, 2 * big - 1)
    script = Script(data)
    script.cont()
    table = script.table
    script.do(f"p{first + 1} cc")
    if table.actor != short_seat or table.raise_options(short_seat) is None:
        return None
    script.do(f"p{short_seat + 1} cbr {table.seat(short_seat).stack + table.seat(short_seat).bet}")
    while table.actor is not None and table.actor != first:
        script.act(rng, fold=0.3, raise_=0.0, all_in=0.0)
    return script if table.actor == first else None


def _half_bet_all_in(rng: random.Random, variant: str) -> Script | None:
    """Limit, preflop: the first player calls; the next goes all in for half a bet or more over the call but
    less than a full raise (Robert's Rules, Betting and Raising 6); the others call or fold; the action is
    back on the first player, who may raise."""
    data = random_setup(rng, variant, min_players=3, max_players=7, deep=True, full_house=True)
    probe = Script(data)
    probe.cont()
    first = probe.table.actor
    assert first is not None
    options = probe.table.raise_options(first)
    if options is None or not options.choices:
        return None
    level = probe.table.round.current_bet
    unit = options.choices[0] - level
    if unit < 2:
        return None
    order = [i for i in probe.table.clockwise_from(first) if i != first]
    short_seat = order[0]
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(short_seat + 1)] = level + rng.randint((unit + 1) // 2, unit - 1)
    script = Script(data)
    script.cont()
    table = script.table
    script.do(f"p{first + 1} cc")
    if table.actor != short_seat or table.raise_options(short_seat) is None:
        return None
    script.do(f"p{short_seat + 1} cbr {table.seat(short_seat).stack + table.seat(short_seat).bet}")
    while table.actor is not None and table.actor != first:
        script.act(rng, fold=0.3, raise_=0.0, all_in=0.0)
    return script if table.actor == first else None


def _to_round_decision(rng: random.Random, data: dict[str, Any]) -> Script | None:
    """A table stopped at a betting decision of a random round, after a few random checks, calls and
    folds in that round (no all-ins: every stack is still deep); the folds leave four players or more."""
    script = Script(data)
    table = script.table
    street = rng.randrange(len(table.game.streets))
    # (play_to_street stops where a street's cards are due: the first street's are due after the posts.)
    if street > 0 and not script.play_to_street(rng, street, fold=0.05, raise_=0.1, all_in=0.0, keep=4):
        return None
    script.cont()
    while table.actor is not None and table.phase is Phase.DRAWING:
        script.act(rng)
        if table.actor is None:
            script.cont()
    if table.actor is None or table.phase is not Phase.BETTING or table.street_index != street:
        return None
    for _ in range(rng.randint(0, 2)):
        if table.actor is None:
            break
        script.act(rng, fold=0.3, raise_=0.0, all_in=0.0, keep=4)
    return script if table.actor is not None and len(table.can_bet()) >= 4 else None


def _short_all_ins(rng: random.Random, variant: str) -> Script | None:
    """A player bets, raises or calls; two or three players after him go all in, each for less than a full
    raise, but together for a full raise or more; the others call or fold; the action is back on him.
    A first table plays to the opener's action; the same events are then replayed on a table where the
    chosen players' stacks are exactly what their all-ins need (TDA 2024 Addendum 47, Example 1)."""
    # (Stud with seven or more players runs out of cards on seventh street, which the rulebooks deal differently.)
    data = random_setup(rng, variant, min_players=4, max_players=6 if variant == "P7S" else None, deep=True,
                        full_house=True)
    probe = _to_round_decision(rng, data)
    if probe is None:
        return None
    table = probe.table
    opener = probe.seat_to_act()
    options = table.raise_options(opener)
    if table.to_call(opener) > 0 and (options is None or rng.random() < 0.4):
        probe.do(f"p{opener + 1} cc")
    elif options is not None and options.choices is None:
        probe.do(f"p{opener + 1} cbr {rng.randint(options.minimum, min(options.maximum, 2 * options.minimum))}")
    else:
        return None
    full, level = table.round.full_raise, table.round.current_bet
    after = [seat for seat in table.clockwise_from(opener) if seat in table.can_bet() and seat != opener]
    count = rng.choice((2, 2, 3)) if len(after) > 3 else 2
    if full < count or len(after) < count + 1:
        return None
    # Each increment short of a full raise; together a full raise or more (the last one makes it up).
    raises = [rng.randint(1, max(1, (full - 1) // (count - 1))) for _ in range(count - 1)]
    raises.append(rng.randint(max(1, full - sum(raises)), full - 1))
    if not all(0 < each < full for each in raises) or sum(raises) < full:
        return None
    shorts = sorted(rng.sample(after, count), key=after.index)
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    totals: dict[int, int] = {}
    for k, seat in enumerate(shorts):
        totals[seat] = level + sum(raises[:k + 1])
        player = table.seat(seat)
        place = numbers.index(seat + 1)
        spent = data["starting_stacks"][place] - player.stack
        data["starting_stacks"][place] = spent + totals[seat] - player.bet
    script = Script(data)
    try:
        for text in probe.events:
            script.do(text)
    except ValueError:
        return None  # an earlier event needed more chips than the new stack holds
    table = script.table
    while table.actor is not None and table.actor != opener:
        seat = table.actor
        if seat in totals:
            if table.raise_options(seat) is None:
                return None  # he has acted already and the opener's call did not reopen the betting for him
            script.do(f"p{seat + 1} cbr {totals[seat]}")
        elif rng.random() < 0.25 and len(table.in_hand()) > 3:
            script.do(f"p{seat + 1} f")
        else:
            script.do(f"p{seat + 1} cc")
    return script if table.actor == opener else None


procedure_generator("short-all-ins-reopen", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D", "P7S"),
                     "Back to a player who already acted: the all-ins since, none of them a full raise, add up to a "
                     "full raise or more. May he raise?", sampler=_short_all_ins)


procedure_generator("limit-half-bet-all-in-reopens", ("FT", "FO", "FO/8"),
                     "Limit: a player all in for half a bet or more over the call has come back to a player who only "
                     "called. May he raise?", sampler=_half_bet_all_in)


procedure_generator("short-all-in-reopening", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"),
                     "A short all-in has come back to a player who only called. May he raise?",
                     sampler=_short_all_in)


def _short_big_blind(rng: random.Random, variant: str) -> Script | None:
    """The first decision of the hand, the big blind all in for less than the blind (a first set-up finds
    the big blind's seat, and the same table is then set up with that stack: any antes and a part of the
    blind). The posts and the deal are written one by one or with one 'continue'."""
    # (Three or more players: heads-up the first to act is the small blind, and the rule the engine finds
    # first there is blinds-count-toward-call.)
    data = random_setup(rng, variant, min_players=3, full_house=True)
    big = data["blinds_or_straddles"][1]
    probe = Script(data)
    probe.post_all()
    seat = next(op.seat for op in probe.table.log if isinstance(op, PostBlind) and op.name == "big blind")
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(seat + 1)] = data.get("antes", 0) + rng.randint(1, big - 1)
    script = Script(data)
    if rng.random() < 0.3:
        script.cont()
    else:
        while script.table.actor is None and script.expected() is not None:
            script.step()
    return script


procedure_generator("stud-bring-in-all-in", STUD_VARIANTS, "The low card is all in from the ante. Who brings it in?",
                     sampler=_bring_in_all_in)


def _check_owing_the_opening(rng: random.Random, variant: str, low_card_all_in: bool) -> Script | None:
    """Third street with the forced opening due, and the player who owes it checks: the low card itself, or
    the first player on the left of a low card all in for its ante."""
    if low_card_all_in:
        script = _bring_in_all_in(rng, variant)
    else:
        script = Script(random_setup(rng, variant, full_house=True))
        script.post_all()
        while isinstance(script.expected(), DealCard):
            script.step()
    if script is None:
        return None
    script.cont()
    seat = script.table.actor
    if seat is None or not script.table.owes_the_opening(seat) \
            or (seat != script.table.bring_in_seat) is not low_card_all_in:
        return None
    script.do(f"p{seat + 1} cc")
    return script


@generator("stud-check-owing-the-bring-in", STUD_VARIANTS)
def _gen_low_card_checks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _check_owing_the_opening(rng, variant, False))
    return ruling_question(f"{game_name(variant)}: the low card checks",
                           "Third street: the player who must bring it in taps the table for a check. Ruling?", script)


@generator("stud-check-left-of-all-in-low-card", STUD_VARIANTS)
def _gen_next_to_all_in_low_card_checks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _check_owing_the_opening(rng, variant, True))
    return ruling_question(f"{game_name(variant)}: a check next to the all-in low card",
                           "Third street: the low card is all in for its ante, and the player on its left checks. "
                           "Ruling?", script)
# The big-bet flop games, where a player can move all in at any decision (not the draw games: with a draw
# still to come the all-in hands stay down until it is over, TDA 2024 Rule 16).
def _tournament(rng: random.Random, data: dict[str, Any]) -> None:
    """A tournament hand: Robert's Rules tables all-in hands before the run-out only in its tournament section
    (Tournaments 34); in a cash game they wait for the showdown, so only a tournament hand asks every rulebook
    the same question."""
    data["play"] = "tournament"


procedure_generator("all-in-face-up", ("NT", "PT", "PO"),
                     "In a tournament, a player is all in and no more betting can happen. What does the dealer do now?",
                     stop=1.0, setup={"max_players": 4}, act={"fold": 0.1, "raise_": 0.1, "all_in": 0.9},
                     tweak=_tournament)
procedure_generator("stud-bring-in-option", ("F7S", "P7S", "S7S", "F7S/8"),
                     "The low card is named to bring it in and is first to act. What may he do?",
                     stop=1.0, walk={"coarse": False, "max_street": 0})
procedure_generator("short-big-blind", BLIND_VARIANTS, "The big blind is all in for less than the full blind. "
                     "What must the first player put in to call, and what is the least raise?", sampler=_short_big_blind)
