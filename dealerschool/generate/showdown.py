"""Generators for the showdown's tabling rules (catalog X20, X21): a hand mucked or killed unshown, a
tabled hand swept into the muck, a tabled hand declared as another, a hand let go face down, and the
requests to see such a hand (from the river caller, and from a player who holds no cards); and a
bettor's hand mucked during the betting before his bet is called (TDA 2024 Rule 15-B), which stops a
random hand at a bet instead of playing it to the showdown.

Each plays a random hand to the showdown with :func:`generate.walks.play_hand_out` (every street by
random legal decisions, stopping where the first hand is due to be shown), then writes the showdown
events ('show pN', 'pN mucks', 'kill pN', 'pN discards', 'pN declares HAND', 'pN asks-to-see pM'). The
shows are written seat by seat, so the events replay the same whichever seat a rulebook asks to show
first (a show before one's turn is allowed)."""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from typing import Any

from dealerschool.generate.conduct import tied_low
from dealerschool.generate.core import ActOptions, Script, game_name, generator, random_setup, retry, ruling_question
from dealerschool.generate.walks import betting_decision, play_hand_out
from dealerschool.histories.phh import VARIANT_GAMES
from dealerschool.poker import hands
from dealerschool.poker.games import GAMES
from dealerschool.rules.catalog_betting import replayed_with_chips_behind
from dealerschool.rules.engine import triggered_rule
from dealerschool.situations.events import DECLARED_HANDS
from dealerschool.situations.replays import IrregularityKind, substantial_action
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Fold, PushPot, ShowHand
from dealerschool.table.table import Table

_HIGH_VARIANTS = tuple(code for code, (game, _) in VARIANT_GAMES.items() if GAMES[game].high_kind is not None)
"""The games whose hands are read high (a hand can only be declared there: 'pN declares' names a high hand)."""


def _to_showdown(rng: random.Random, variant: str, *, min_players: int = 2, bet_last: float = 0.3,
                 fold_last: float = 0.2, most: tuple[int | None, ...] = (4, 6, None)) -> Script | None:
    """A random hand played to the showdown: the betting is over, two or more hands are live and the
    first show is due. ``bet_last`` is the chance of each bet or raise on the final street (0: checked
    or called down), ``fold_last`` of folding to a bet there; ``most``: the most players, one chosen."""
    data = random_setup(rng, variant, min_players=min_players, max_players=rng.choice(most),
                  short=rng.choice((0.0, 0.0, 0.2)), full_house=True)
    script = Script(data)
    coarse = rng.random() < 0.5
    last: ActOptions = {"fold": fold_last, "raise_": bet_last, "all_in": 0.0}
    if not play_hand_out(rng, script, coarse, ShowHand, last=last):
        return None
    if script.table.tabled_for_runout:
        return None  # all in: the hands are tabled before the run-out (TDA 2024 Rule 16), not at a showdown
    return script


def _show_order(table: Table) -> list[int]:
    """The live seats in the order the table asks them to show."""
    return [op.seat for op in table.queued() if isinstance(op, ShowHand)]


def _p(seat: int) -> str:
    return f"p{seat + 1}"


def _held(table: Table, seat: int) -> str:
    return " ".join(str(card) for card in table.seat(seat).hole)


def _board(table: Table) -> str:
    return f" on a board of {' '.join(str(card) for card in table.board)}" if table.board else ""


def _listed(seats: list[int]) -> str:
    """'p1', 'p1 and p3', 'p1, p3 and p4'."""
    names = [_p(seat) for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _shown_words(seats: list[int]) -> str:
    if not seats:
        return "No hand has been tabled yet"
    return f"{_listed(seats)} {'has' if len(seats) == 1 else 'have'} tabled"


def _final_round_aggressor(table: Table) -> int | None:
    """The last player to bet or raise on the last betting round that had any action (None if checked
    through): the hand the river caller paid to see. (The same reading as the asking-to-see-caller
    trigger; the generator still asks the engine, :func:`_finds`, before it keeps a hand.)"""
    actions: list[object] = []
    for operation in reversed(table.log):
        if isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo)):
            actions.append(operation)
        elif actions:
            break
    return next((op.seat for op in actions if isinstance(op, BetOrRaiseTo)), None)


def _finds(script: Script, rule_id: str) -> bool:
    """Whether the engine, every trigger in its order, rules on ``rule_id`` with the events written so far."""
    found = replace(script.replay, situation=script.built("<probe>"))
    try:
        return triggered_rule(found)[0].id == rule_id
    except ValueError:
        return False


def _betting_line(table: Table) -> str:
    aggressor = _final_round_aggressor(table)
    if aggressor is None:
        return "The last betting round is checked through"
    return f"{_p(aggressor)} made the last bet or raise and was called"


# ---------------------------------------------------------------- a hand mucked or killed unshown


def _showdown_with_target(rng: random.Random, variant: str) -> tuple[Script, int, list[int], int]:
    """A hand played to the showdown, the seat the irregularity happens to, the others in showing order,
    and how many of them show before it."""
    script = retry(lambda: _to_showdown(rng, variant, bet_last=rng.choice((0.0, 0.3, 0.6))))
    order = _show_order(script.table)
    target = rng.choice(order)
    others = [seat for seat in order if seat != target]
    return script, target, others, rng.randint(0, len(others))


def _mucked_unshown(rng: random.Random, variant: str) -> Script:
    script, target, others, before = _showdown_with_target(rng, variant)
    for seat in others[:before]:
        script.do(f"show {_p(seat)}")
    script.do(rng.choice((f"{_p(target)} mucks", f"kill {_p(target)}")))
    return script


@generator("showdown-mucked-hand")
def _gen_mucked_unshown(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _mucked_unshown(rng, variant)
    table, last = script.table, script.events[-1]
    mucked = script.replay.irregularities[-1]
    seat = mucked.seat
    assert seat is not None
    shown = [op.seat for op in table.log if isinstance(op, ShowHand)]
    who = (f"the dealer pulls {_p(seat)}'s cards into the muck" if last.startswith("kill")
           else f"{_p(seat)} throws his cards into the muck")
    hole = " ".join(str(card) for card in mucked.cards)
    return ruling_question(f"{game_name(variant)}: a hand mucked unshown at the showdown",
                   f"{_betting_line(table)}. {_shown_words(shown)}; before {_p(seat)} has shown, {who}. "
                   f"His cards were {hole}{_board(table)}. Ruling?", script)


def _bettor_mucks(rng: random.Random, variant: str) -> Script | None:
    """A random hand stopped at a decision where the player may bet or raise: he does, some of the players
    after him fold (none calls), and then he throws his hand into the muck while his bet is still uncalled."""
    script = betting_decision(rng, variant, rng.random() < 0.5)
    if script is None:
        return None
    table = script.table
    seat = script.seat_to_act()
    options = table.raise_options(seat)
    if options is None:
        return None
    player = table.seat(seat)
    totals = options.choices or tuple(range(options.minimum, min(options.maximum, options.minimum * 3) + 1))
    script.do(f"{_p(seat)} cbr {rng.choice(totals)}")
    for _ in range(rng.randint(0, 3)):
        if table.actor is None or len(table.in_hand()) <= 2:
            break
        script.do(f"{_p(table.actor)} f")
    if table.actor is None or not player.in_hand:
        return None  # the round closed: the bet can no longer be mucked "before the call" in the betting
    script.do(f"{_p(seat)} mucks")
    return script


@generator("bettor-mucks-before-the-call")
def _gen_bettor_mucks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _bettor_mucks(rng, variant))
    mucked = script.replay.irregularities[-1]
    seat = mucked.seat
    assert seat is not None
    return ruling_question(f"{game_name(variant)}: a bettor mucks before his bet is called",
                   f"During the {script.table.street.name} betting {_p(seat)} bets or raises, and before anyone calls "
                   "he throws his cards into the muck. Ruling?", script)


# ---------------------------------------------------------------- a tabled hand swept into the muck


def _wins_something(table: Table, seat: int) -> bool:
    """Whether the seat's hand wins part of a pot, read on a copy of the table with every hand shown."""
    trial = table.copy()
    trial.run_dealer()
    return any(share.seat == seat and share.amount > 0 and share.half != "returned"
               for award in trial.awards for share in award.shares)


@generator("losing-hand-killed")
def _gen_losing_killed(rng: random.Random, variant: str) -> dict[str, Any]:
    held: list[str] = []  # the killed hand's cards, as they lay tabled

    def beaten() -> Script | None:
        # At most six players: a stud hand of seven or eight can run out of cards, and the rulebooks deal
        # the run-out differently (the same events would give other hands under another rulebook).
        script = _to_showdown(rng, variant, bet_last=rng.choice((0.0, 0.3, 0.6)), most=(4, 6))
        if script is None:
            return None
        order = _show_order(script.table)
        losers = [seat for seat in order if not _wins_something(script.table, seat)]
        if not losers:
            return None  # every hand shares a pot: no beaten hand to kill
        target = rng.choice(losers)
        for seat in order:
            script.do(f"show {_p(seat)}")
        held[:] = [_p(target), _held(script.table, target)]
        script.do(f"kill {_p(target)}")
        return script

    script = retry(beaten)
    seat, cards = held
    return ruling_question(f"{game_name(variant)}: the dealer kills a beaten tabled hand",
                   f"{_betting_line(script.table)}. Every hand is tabled; {seat} shows {cards}{_board(script.table)}. "
                   f"Before pushing the pot, the dealer sweeps {seat}'s cards into the muck. Ruling?", script)


@generator("tabled-hand-killed")
def _gen_tabled_killed(rng: random.Random, variant: str) -> dict[str, Any]:
    script, target, others, before = _showdown_with_target(rng, variant)
    table = script.table
    after = rng.randint(0, len(others) - before)
    for seat in others[:before] + [target] + others[before:before + after]:
        script.do(f"show {_p(seat)}")
    held = _held(table, target)
    by_dealer = rng.random() < 0.6
    if by_dealer and before + after == len(others) and not _wins_something(table, target):
        by_dealer = False  # the dealer killing a beaten hand with every hand tabled: losing-hand-killed's
    script.do(f"kill {_p(target)}" if by_dealer else f"{_p(target)} mucks")
    also = [op.seat for op in table.log if isinstance(op, ShowHand) and op.seat != target]
    what = ("the dealer sweeps them into the muck" if by_dealer
            else "he tosses them into the muck himself")
    return ruling_question(f"{game_name(variant)}: a tabled hand swept into the muck",
                   f"{_betting_line(table)}. {_p(target)} tables {held}{_board(table)}"
                   f"{f' ({_listed(also)} also tabled)' if also else ''}; then {what}. Ruling?", script)


# ---------------------------------------------------------------- a pot pushed on a misread (TDA 2024 Rule 22)


def _pushed_wrong(rng: random.Random, variant: str, riffle: bool) -> Script | None:
    """Every hand tabled, then one pot the hands do not give whole to a seat pushed whole to it (a hand misread,
    a tie or a low half missed); with ``riffle`` the other pots pushed and the next hand begun as well."""
    script = _to_showdown(rng, variant, bet_last=rng.choice((0.0, 0.3, 0.6)), most=(4, 6))
    if script is None:
        return None
    table = script.table
    for seat in _show_order(table):
        script.do(f"show {_p(seat)}")
    while isinstance(due := table.next_dealer_operation(), PushPot):
        award = table.awards[due.index]
        wrong = [seat for seat in award.pot.eligible if any(share.seat != seat for share in award.shares)]
        if len(award.pot.eligible) < 2 or not wrong:
            script.do("push")
            continue
        script.do(f"push {_p(rng.choice(wrong))}")
        if not riffle:
            return script
        while isinstance(table.next_dealer_operation(), PushPot):
            script.do("push")
        script.do("riffle")
        return script
    return None


def _pushed_wrong_question(script: Script, variant: str, title: str, after: str) -> dict[str, Any]:
    found = script.replay.first_of(IrregularityKind.POT_PUSHED_WRONG)
    assert found is not None and found.seat is not None and isinstance(found.expected, PushPot)
    table = script.table
    return ruling_question(f"{game_name(variant)}: {title}",
                   f"{_betting_line(table)}. Every hand is tabled{_board(table)}; the dealer pushes a pot of "
                   f"{table.awards[found.expected.index].pot.amount} whole to {_p(found.seat)}{after}. Ruling?",
                   script)


@generator("pot-pushed-wrong")
def _gen_pot_pushed_wrong(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _pushed_wrong(rng, variant, riffle=False))
    return _pushed_wrong_question(script, variant, "a pot pushed to the wrong hand",
                                  ", and the floor is called before the next hand begins")


@generator("pot-disputed-after-next-hand")
def _gen_pot_disputed_late(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _pushed_wrong(rng, variant, riffle=True))
    return _pushed_wrong_question(script, variant, "a pot pushed wrong, disputed after the riffle",
                                  "; the other pots are pushed, the dealer riffles for the next hand, and only "
                                  "then is the push disputed")


def _split_miscounted(rng: random.Random, variant: str) -> Script | None:
    """A hi-lo hand dealt to split on purpose (:func:`conduct.tied_low`'s stub: two seats tie for the low half, the
    high half to a seat of its own or to one of them, and the pot or its low half will not divide), every hand
    tabled, then that pot pushed to the seats that share it in the wrong amounts (one chip, the odd one, or up to
    ten moved from one seat's share to another's). The seed picks the moment the floor is called: at once, after
    the next hand's riffle, or after its deal and 0-3 of its actions asked for, each played only while it leaves
    the next hand short of substantial action (TDA 2024 Rule 36, which ends the time to dispute, Rule 22): any
    three actions are substantial, so at most two are played."""
    script = tied_low("pot-split-wrong", whole_pot_odd=True)(rng, variant)
    if script is None:
        return None
    table = script.table
    unit = table.config.rules.chip_unit
    while isinstance(due := table.next_dealer_operation(), PushPot):
        right: dict[int, int] = {}
        for share in table.awards[due.index].shares:  # a seat may hold two: the high half and part of the low
            right[share.seat] = right.get(share.seat, 0) + share.amount
        if len(right) < 2:
            script.do("push")
            continue
        giver, taker = rng.sample(sorted(right), 2)
        most = right[giver] // unit - 1
        if most < 1:
            return None
        moved = unit * (1 if rng.random() < 0.5 else rng.randint(1, min(most, 10)))
        pushed = {**right, giver: right[giver] - moved, taker: right[taker] + moved}
        script.do("push " + " ".join(f"{_p(seat)} {pushed[seat]}" for seat in sorted(pushed)))
        moment = rng.randint(0, 5)  # 0-1: at once; 2: after the riffle; 3-5: after the deal and 0-3 actions
        if moment < 2:
            return script
        while isinstance(table.next_dealer_operation(), PushPot):
            script.do("push")
        script.do("riffle")
        if moment == 2 or sum(1 for seat in table.seats if seat is not None and seat.stack > 0) < 2:
            return script
        script.do("next continue")
        _next_hand_actions(rng, script, rng.randint(0, 3))
        return script
    return None


def _next_hand_actions(rng: random.Random, script: Script, count: int) -> None:
    """Up to ``count`` actions in turn on the next hand (a fold or a call, the bring-in where it is due), none that
    would make substantial action: the split is still disputable after them."""
    replay = script.replay
    for _ in range(count):
        hand = replay.next_hand
        if hand is None or hand.actor is None:
            return
        seat = hand.actor
        if "bring-in" in hand.legal_player_operations():
            choices = [("pb", 1)]
        else:
            choices = [("f", 0), ("cc", min(hand.to_call(seat), hand.seat(seat).stack))]
            rng.shuffle(choices)
        for word, chips in choices:
            if not substantial_action([*replay.next_hand_actions, (seat, Fold(seat), chips)]):
                script.do(f"next {_p(seat)} {word}")
                break
        else:
            return


def _split_moment(script: Script) -> str:
    replay = script.replay
    if not replay.next_hand_begun:
        return ", and the floor is called before the next hand begins"
    if replay.next_hand is None:
        return "; the dealer riffles for the next hand, and only then is the split disputed"
    words = {"f": "folds", "cc": "calls", "pb": "brings it in"}
    acts = [f"{_p(seat)} {words[text.split()[-1]]}" for text in script.events if text.startswith("next p")
            for seat in [int(text.split()[1][1:]) - 1]]
    played = f", and {_listed_words(acts)}" if acts else ""
    return (f"; the dealer riffles for the next hand and deals it{played}; only then is the split disputed")


def _listed_words(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


@generator("pot-split-wrong", ("FO/8", "F7S/8"))
def _gen_split_miscounted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _split_miscounted(rng, variant))
    found = script.replay.first_of(IrregularityKind.POT_SPLIT_WRONG)
    assert found is not None and isinstance(found.expected, PushPot)
    table = script.table
    pushed = next(text for text in script.events if text.startswith("push p")).split()[1:]
    amounts = _listed_words([f"{pushed[i + 1]} to {pushed[i]}" for i in range(0, len(pushed), 2)])
    return ruling_question(f"{game_name(variant)}: a split pot pushed in the wrong amounts",
                   f"{_betting_line(table)}. Every hand is tabled{_board(table)}; the dealer pushes the pot of "
                   f"{table.awards[found.expected.index].pot.amount}: {amounts}{_split_moment(script)}. Ruling?",
                   script)


# ---------------------------------------------------------------- a tabled hand declared as another


def _made_hand(table: Table, seat: int) -> str:
    """The hand the seat's cards make, as a 'declares' word (the longest name its label starts with)."""
    kind = table.game.high_kind
    assert kind is not None
    best = hands.best_hand(kind, table.seat(seat).hole, table.board)
    assert best is not None
    label = "Straight flush" if best.label.startswith("Royal flush") else best.label
    return max((word for word, name in DECLARED_HANDS.items() if label.startswith(name)),
               key=lambda word: len(DECLARED_HANDS[word]))


_LADDER = tuple(DECLARED_HANDS)


def _misdeclared(rng: random.Random, made: str) -> str:
    """A hand the cards do not make: mostly a near one (a rank or two above or below), sometimes any."""
    at = _LADDER.index(made)
    near = [word for word in _LADDER if word != made and abs(_LADDER.index(word) - at) <= 2]
    return rng.choice(near if rng.random() < 0.7 else [word for word in _LADDER if word != made])


@generator("tabled-hands", _HIGH_VARIANTS)
def _gen_misdeclared(rng: random.Random, variant: str) -> dict[str, Any]:
    script, target, others, before = _showdown_with_target(rng, variant)
    table = script.table
    for seat in others[:before]:
        script.do(f"show {_p(seat)}")
        if rng.random() < 0.4:  # a correct declaration: no irregularity
            script.do(f"{_p(seat)} declares {_made_hand(table, seat)}")
    script.do(f"show {_p(target)}")
    made = _made_hand(table, target)
    declared = _misdeclared(rng, made)
    script.do(f"{_p(target)} declares {declared}")
    assert script.replay.irregularities[-1].kind is IrregularityKind.HAND_MISDECLARED
    after = rng.randint(0, len(others) - before)
    for seat in others[before:before + after]:
        script.do(f"show {_p(seat)}")
    spoken = declared.replace("-", " ")
    return ruling_question(f"{game_name(variant)}: a tabled hand announced as another",
                   f"{_betting_line(table)}. {_p(target)} tables {_held(table, target)}{_board(table)} and "
                   f"announces '{spoken}'. Ruling?", script)


# ---------------------------------------------------------------- a hand let go face down


@generator("showdown-face-down-discard")
def _gen_face_down(rng: random.Random, variant: str) -> dict[str, Any]:
    script, target, others, before = _showdown_with_target(rng, variant)
    table = script.table
    for seat in others[:before]:
        script.do(f"show {_p(seat)}")
    script.do(f"{_p(target)} discards")
    after = rng.randint(0, len(others) - before)
    for seat in others[before:before + after]:
        script.do(f"show {_p(seat)}")
    shown = [op.seat for op in table.log if isinstance(op, ShowHand)]
    return ruling_question(f"{game_name(variant)}: a hand let go face down at the showdown",
                   f"{_betting_line(table)}. {_p(target)} pushes his cards face down toward the dealer without "
                   f"showing them; they lie apart from the muck. {_shown_words(shown)}. Now {_p(target)} wants "
                   "to table his hand. Ruling?", script)


# ---------------------------------------------------------------- asking to see a hand let go unshown


def _caller_asks(rng: random.Random, variant: str) -> Script | None:
    """Heads-up at the showdown after a bet on the last round: the bettor lets his hand go face down and
    the caller, still holding his cards (tabled or not), asks to see it."""
    # Two to four players: with up to nine, most hands came to the showdown three-handed or more and were
    # played again (up to eight hands for one seed).
    script = _to_showdown(rng, variant, bet_last=0.6, fold_last=0.35, most=(2, 3, 4))
    if script is None:
        return None
    table = script.table
    live = table.in_hand()
    aggressor = _final_round_aggressor(table)
    if len(live) != 2 or aggressor not in live:
        return None
    caller = next(seat for seat in live if seat != aggressor)
    caller_first = rng.random() < 0.35
    if caller_first:
        script.do(f"show {_p(caller)}")
    script.do(f"{_p(aggressor)} discards")
    script.do(f"{_p(caller)} asks-to-see {_p(aggressor)}")
    return script if _finds(script, "asking-to-see-caller") else None


@generator("asking-to-see-caller")
def _gen_caller_asks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _caller_asks(rng, variant))
    table = script.table
    asked = script.replay.irregularities[-1].seat
    assert asked is not None
    caller = next(seat for seat in table.in_hand() if seat != asked)
    tabled = ShowHand(caller) in table.log
    return ruling_question(f"{game_name(variant)}: the caller asks to see the bettor's hand let go unshown",
                   f"Heads-up: {_p(asked)} made the last bet or raise and {_p(caller)} called. "
                   f"{(_p(caller) + ' tables his hand; ') if tabled else ''}{_p(asked)} pushes his cards face "
                   f"down toward the muck without showing them. {_p(caller)}, "
                   f"{'his cards still in front of him' if tabled else 'still holding his cards'}, asks to see "
                   f"{_p(asked)}'s hand; it is {_held(table, asked)}{_board(table)}. Ruling?", script)


def _cardless_asks(rng: random.Random, variant: str) -> Script | None:
    """A hand let go face down at the showdown, asked for by a player who holds no cards: one who folded
    during the hand, or one who mucked his own hand at this showdown."""
    script = _to_showdown(rng, variant, min_players=3, bet_last=rng.choice((0.0, 0.3, 0.6)), fold_last=0.3)
    if script is None:
        return None
    table = script.table
    order = _show_order(table)
    folded = [seat for seat in table.occupied if seat not in order]
    mucker = len(order) >= 3 and (not folded or rng.random() < 0.3)
    if not folded and not mucker:
        return None
    target = rng.choice(order)
    others = [seat for seat in order if seat != target]
    rng.shuffle(others)
    events: list[str] = []
    if mucker:
        asker = others.pop()
        events.append(f"{_p(asker)} mucks")
    else:
        asker = rng.choice(folded)
    before = rng.randint(0, len(others))
    events += [f"show {_p(seat)}" for seat in others[:before]]
    events.insert(rng.randint(0, len(events)), f"{_p(target)} discards")
    events += [f"show {_p(seat)}" for seat in others[before:before + rng.randint(0, len(others) - before)]]
    for text in events:
        script.do(text)
    script.do(f"{_p(asker)} asks-to-see {_p(target)}")
    return script if _finds(script, "asking-to-see-without-cards") else None


@generator("asking-to-see-without-cards")
def _gen_cardless_asks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _cardless_asks(rng, variant))
    table = script.table
    asked = script.replay.irregularities[-1].seat
    asker = script.replay.irregularities[-1].event.seat
    assert asked is not None and asker is not None
    mucked = f"{_p(asker)} mucks" in script.events
    how = "mucked his own hand at this showdown" if mucked else "folded during the hand"
    shown = [op.seat for op in table.log if isinstance(op, ShowHand)]
    return ruling_question(f"{game_name(variant)}: a player without cards asks to see a hand let go unshown",
                   f"{_betting_line(table)}. {_p(asked)} lets his cards go face down without showing them; "
                   f"{_shown_words(shown).lower() if shown else 'no other hand has been tabled'}. {_p(asker)}, who "
                   f"{how}, asks to see {_p(asked)}'s hand. Ruling?", script)


def _winner_asks(rng: random.Random, variant: str) -> Script | None:
    """After a bet on the last round, a caller lets his hand go face down and the player who wins without
    it (the bettor or another caller, still holding his cards) asks to see it (Robert's Rules, The
    Showdown 5)."""
    script = _to_showdown(rng, variant, bet_last=0.7, fold_last=0.2, most=(2, 3, 4))
    if script is None:
        return None
    table = script.table
    order = _show_order(table)
    aggressor = _final_round_aggressor(table)
    callers = [seat for seat in order if seat != aggressor]
    if aggressor is None or aggressor not in order or not callers:
        return None
    return _another_asks(rng, script, order, callers, "asking-to-see-by-winner")


def _another_asks(rng: random.Random, script: Script, order: list[int], targets: list[int],
                  rule_id: str) -> Script | None:
    """One of ``targets`` lets his hand go face down (some of the others in ``order`` tabling first) and
    another seat in ``order`` asks to see it: the script, when ``rule_id`` rules on it."""
    target = rng.choice(targets)
    others = [seat for seat in order if seat != target]
    before = rng.randint(0, len(others))
    for seat in others[:before]:
        script.do(f"show {_p(seat)}")
    script.do(f"{_p(target)} discards")
    script.do(f"{_p(rng.choice(others))} asks-to-see {_p(target)}")
    return script if _finds(script, rule_id) else None


@generator("asking-to-see-by-winner")
def _gen_winner_asks(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _winner_asks(rng, variant))
    table = script.table
    asked = script.replay.irregularities[-1].seat
    asker = script.replay.irregularities[-1].event.seat
    assert asked is not None and asker is not None
    shown = [op.seat for op in table.log if isinstance(op, ShowHand)]
    return ruling_question(f"{game_name(variant)}: the pot winner asks to see a caller's hand let go unshown",
                   f"{_betting_line(table)}; {_p(asked)} called. {_p(asked)} lets his cards go face down without "
                   f"showing them; {_shown_words(shown).lower() if shown else 'no other hand has been tabled'}. "
                   f"{_p(asker)}, still holding his cards and the winner with {_p(asked)}'s hand out, asks to see "
                   f"it: it is {_held(table, asked)}{_board(table)}. Ruling?", script)


_ALL_IN_VARIANTS = ("NT", "PT", "PO", "N5CD")
"""No-limit and pot-limit games, where a random walk moves all in often enough to find one called."""


def _all_in_called(rng: random.Random, variant: str) -> tuple[Script, int] | None:
    """A random hand with short stacks played to its first pot push, a player all in and called: the moment
    TDA 2024 Rule 62's chips may be found behind him (the betting over, no pot pushed). The hand and that seat."""
    data = random_setup(rng, variant, min_players=2, max_players=rng.choice((3, 4)), short=0.6, full_house=True)
    script = Script(data)
    pushing: ActOptions = {"fold": 0.1, "raise_": 0.2, "all_in": 0.3}
    if not play_hand_out(rng, script, rng.random() < 0.5, PushPot, act=pushing, last=pushing):
        return None
    table = script.table
    called = [seat for seat in table.in_hand() if table.seat(seat).all_in and any(
        other is not None and index != seat and other.contributed >= table.seat(seat).contributed
        for index, other in enumerate(table.seats))]
    return (script, rng.choice(called)) if called else None


_CHIPS_BEHIND = (1, 2, 5, 10)
"""The chips found behind an all-in, in big blinds."""


def _chips_behind_question(rng: random.Random, variant: str, finding: str) -> dict[str, Any]:
    found: list[tuple[Script, int]] = []

    def make() -> Script | None:
        hit = _all_in_called(rng, variant)
        if hit is None:
            return None
        found.append(hit)
        return hit[0]

    def make_rebuildable() -> Script | None:
        # Part of the action, the hand is played again with the chips in the all-in: kept only where the record
        # allows it (a pot-limit all-in over the pot with them, or an all-in call they would have covered, leave
        # it to the floor), so the question's answer shows the pots worked out.
        walked = make()
        if walked is None:
            return None
        seat = found[-1][1]
        first = rng.choice(_CHIPS_BEHIND)
        # The drawn amount first; where the hand cannot be played again with it, the other amounts on the same
        # walk (a copy each) before a new walk: a walk is the costly part, and a seat whose all-in one amount
        # would have turned into a covered call is often rebuildable with a smaller one.
        for units in (first, *sorted(set(_CHIPS_BEHIND) - {first})):
            script = copy.deepcopy(walked)
            script.do(f"{_p(seat)} chips behind {units * max(1, script.table.config.big_blind)} {finding}")
            if finding != "accepted":
                return script
            hit = script.replay.irregularities[-1]
            if replayed_with_chips_behind(script.table, script.built('<generate>'), hit) is not None:
                return script
        return None

    script = retry(make_rebuildable)
    seat = found[-1][1]
    chips = script.parsed[-1].amount or 0
    ruled = "part of" if finding == "accepted" else "no part of"
    return ruling_question(f"{game_name(variant)}: chips found behind an all-in",
                           f"{_betting_line(script.table)}. {_p(seat)} was all in and called; with the betting over, "
                           f"{chips:,} more in chips are found hidden behind his stack, and the TD rules them {ruled} "
                           "the accepted action. Ruling?", script)


@generator("chips-behind-in-the-action", _ALL_IN_VARIANTS)
def _gen_chips_behind_in(rng: random.Random, variant: str) -> dict[str, Any]:
    return _chips_behind_question(rng, variant, "accepted")


@generator("chips-behind-not-in-the-action", _ALL_IN_VARIANTS)
def _gen_chips_behind_out(rng: random.Random, variant: str) -> dict[str, Any]:
    return _chips_behind_question(rng, variant, "not-accepted")


def _discretionary_ask(rng: random.Random, variant: str) -> Script | None:
    """A hand let go face down at the showdown, asked for by a player still holding cards when TDA 2024
    Rule 18-B gives him no right to it: no bet on the last round, or the hand of a player who is not the
    last aggressor (asked for by one who does not win with it out: that is the pot winner's request)."""
    script = _to_showdown(rng, variant, bet_last=rng.choice((0.0, 0.0, 0.6)), fold_last=0.2, most=(2, 3, 4))
    if script is None:
        return None
    table = script.table
    order = _show_order(table)
    aggressor = _final_round_aggressor(table)
    targets = [seat for seat in order if seat != aggressor]
    return _another_asks(rng, script, order, targets, "asking-to-see-at-discretion") if targets else None


@generator("asking-to-see-at-discretion")
def _gen_discretionary_ask(rng: random.Random, variant: str) -> dict[str, Any]:
    script = retry(lambda: _discretionary_ask(rng, variant))
    table = script.table
    asked = script.replay.irregularities[-1].seat
    asker = script.replay.irregularities[-1].event.seat
    assert asked is not None and asker is not None
    shown = [op.seat for op in table.log if isinstance(op, ShowHand)]
    river = "no bet on the last round" if _final_round_aggressor(table) is None else \
        f"{_p(asked)} called the last bet"
    return ruling_question(f"{game_name(variant)}: a player asks to see a hand that is not the one he paid to see",
                   f"{_betting_line(table)} ({river}). {_p(asked)} lets his cards go face down without showing "
                   f"them; {_shown_words(shown).lower() if shown else 'no other hand has been tabled'}. "
                   f"{_p(asker)}, still holding his cards, asks to see {_p(asked)}'s hand: it is "
                   f"{_held(table, asked)}{_board(table)}. Ruling?", script)
