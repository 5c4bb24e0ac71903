"""Generators for stud's late streets: the stub running short on seventh street (a common card or a
reshuffle), the dealer's sixth-street announcements, and the odd chip in a tied stud pot."""

from __future__ import annotations

import random
from typing import Any

from dealerschool.generate.core import ActOptions, Script, all_cards, has_event, random_setup
from dealerschool.generate.walks import engine_rule, procedure_generator, walk_to
from dealerschool.poker.cards import Card
from dealerschool.poker.games import Structure
from dealerschool.table.operations import PushPot, ShowHand

# ---------------------------------------------------------------- stud: the stub runs short, sixth-street announcements


# Only seven or eight stud players can run the stub short: eight to seventh street leave one card
# (a common card), eight with one fold early leave a few (TDA: a common card; the sources: reshuffle
# the last card with the burns), seven leave too few for a burn and a card each (reshuffle).
_RUN_OUT_PROMPT = "Seventh street: there are not enough cards left in the stub for everyone. What does the dealer do?"
_RUN_OUT_ACT: ActOptions = {"fold": 0.0, "raise_": 0.1, "all_in": 0.0}
"""Nobody folds (the walks fold exactly where each run-out rule needs it), few raises, no all-ins."""
procedure_generator("stud-running-out-common-card", None, _RUN_OUT_PROMPT, stop=1.0,
                     setup={"players": 8, "deep": True}, act={**_RUN_OUT_ACT})


def _fold_once(rng: random.Random, script: Script) -> bool:
    """Play this street's betting with exactly one fold (at a random turn, after the first decision
    and facing a bet), nobody else folding; False if the round ended before the fold."""
    table = script.table
    street = table.street_index
    fold_at = rng.randint(1, 6)
    decisions = 0
    folded = False
    while table.street_index == street and table.actor is not None and not table.is_complete:
        seat = table.actor
        if not folded and decisions >= fold_at and table.to_call(seat) > 0:
            script.do(f"p{seat + 1} f")
            folded = True
        else:
            script.act(rng, **_RUN_OUT_ACT)
        decisions += 1
    return folded


def _run_out(rng: random.Random, variant: str, rule_id: str, players: int, folds: int) -> Script | None:
    """``players`` stud players; exactly one fold on each of the first ``folds`` streets, then nobody
    folds to seventh street. How many folded, and when, decides which run-out rule applies (eight
    players and no fold: a common card; one fold on third street: the TDA and the sources differ;
    seven players, or eight with a fold on third and fourth street: the burns are enough). Random
    folds on every street found the two rarer cases only in one hand in two to seven."""
    script = Script(random_setup(rng, variant, players, deep=True, full_house=True))
    table = script.table
    for street in range(folds):
        script.cont()  # the dealer's steps up to this street's first decision
        if table.street_index != street or not _fold_once(rng, script):
            return None
    ok = walk_to(rng, script, rule_id, 1.0, **_RUN_OUT_ACT)
    return script if ok else None


procedure_generator("stud-running-out-of-cards", None, _RUN_OUT_PROMPT,
                     sampler=lambda rng, variant: _run_out(rng, variant, "stud-running-out-of-cards", 8, 1))
procedure_generator("stud-running-out-reshuffle", None, _RUN_OUT_PROMPT,
                     sampler=lambda rng, variant: (_run_out(rng, variant, "stud-running-out-reshuffle", 7, 0)
                                                   if rng.random() < 0.7 else
                                                   _run_out(rng, variant, "stud-running-out-reshuffle", 8, 2)))


def _draw_stub(rng: random.Random, data: dict[str, Any]) -> None:
    """A stub where one player's four upcards to sixth street show four to a flush or a straight
    (as long as nobody folds before sixth street)."""
    players = len(data["starting_stacks"])
    place = rng.randrange(players)
    cards = all_cards()
    if rng.random() < 0.5:
        suit = rng.choice(range(4))
        upcards = rng.sample([c for c in cards if c.suit == suit], 4)
    else:
        low = rng.randint(2, 11)
        upcards = [rng.choice([c for c in cards if c.rank == rank]) for rank in range(low, low + 4)]
        rng.shuffle(upcards)
    others = rng.sample([c for c in cards if c not in upcards], 6 * players + 3)
    top: list[Any] = []
    slots = {2 * players + place: 0, 3 * players + 1 + place: 1, 4 * players + 2 + place: 2, 5 * players + 3 + place: 3}
    for position in range(6 * players + 3):
        top.append(upcards[slots[position]] if position in slots else others.pop())
    data["stub"] = "".join(str(c) for c in top)


procedure_generator("stud-dealer-announcements", None, "Sixth street is out. What does the dealer announce?",
                     stop=1.0, tweak=_draw_stub, setup={"max_players": 6, "deep": True},
                     act={"fold": 0.0, "raise_": 0.2, "all_in": 0.0}, walk={"coarse": False})


def _tied_stud(rng: random.Random, variant: str) -> Script | None:
    """Three players, no folds: two hold the same ranks in other suits (a tie for the pot), the third a
    weaker hand; the pot is shown down and is about to be pushed."""
    razz = variant == "FR"
    data = random_setup(rng, variant, 3, full_house=True)
    # Three players who all match every bet put in 3 x (ante + what each matched): odd exactly when the ante
    # and the matched amount differ in parity. The bets are even in fixed limit (small bets of 4, 6 or 8
    # units, doubled), so an odd ante and an even bring-in make the pot odd whether or not third street is
    # completed; an odd bring-in made it even whenever nobody completed, and the hand was played again.
    data["antes"] |= 1
    data["bring_in"] += data["bring_in"] % 2
    cards = all_cards()
    ranks = rng.sample(range(9, 15), 3) + rng.sample(range(2, 9), 4)  # no pair; too spread for a straight
    ranks.sort(reverse=True)
    suits_a = [0, 1, 2, 3, 0, 1, 2]  # at most two of a suit: no flush
    suits_b = [1, 2, 3, 0, 1, 2, 3]
    order = list(range(7))
    rng.shuffle(order)
    hand_a = [_card(ranks[i], suits_a[i]) for i in order]
    hand_b = [_card(ranks[i], suits_b[i]) for i in order]
    if _straight_in(hand_a):
        return None
    top_rank = ranks[0]
    hand_c: list[Card] = []
    if razz:
        # Razz: the third hand only tens to kings, so it holds a pair and its low loses to the tied two's
        # five different ranks (an ace among them plays low).
        rest = [c for c in cards if 10 <= c.rank <= 13 and c not in hand_a + hand_b]
        hand_c = rng.sample(rest, 7)
    else:
        low = [c for c in cards if c.rank < top_rank and c not in hand_a + hand_b]
        for card in rng.sample(low, len(low)):  # seven cards under the top rank, no pair, at most four of a suit
            if card.rank not in {c.rank for c in hand_c} and sum(c.suit == card.suit for c in hand_c) < 4:
                hand_c.append(card)
            if len(hand_c) == 7:
                break
        if len(hand_c) < 7 or _straight_in(hand_c):
            return None
    hands = [hand_a, hand_b, hand_c]
    rng.shuffle(hands)
    used = {c for hand in hands for c in hand}
    burns = rng.sample([c for c in cards if c not in used], 4)
    top = [hands[k][0] for k in range(3)] + [hands[k][1] for k in range(3)] + [hands[k][2] for k in range(3)]
    for street in range(3, 7):
        top.append(burns[street - 3])
        top.extend(hands[k][street] for k in range(3))
    data["stub"] = "".join(str(c) for c in top)
    script = Script(data)
    table = script.table
    # Raises only in fixed limit, where every bet is even: a pot-limit or spread-limit raise of any size made
    # the pot even in about half the hands (no odd chip: the engine found cards-speak-best-five), and each
    # such hand was played again (2 in 5 hands over 300 seeds; the worst seed played eight).
    raises = 0.2 if table.config.structure is Structure.FIXED_LIMIT else 0.0
    for _ in range(80):
        if table.actor is not None:
            # Seventh street checked through: who shows first is then the same under every rulebook.
            script.act(rng, fold=0.0, raise_=raises if table.street_index < 4 else 0.0, all_in=0.0)
            continue
        op = script.expected()
        if op is None or table.is_complete:
            return None
        if isinstance(op, ShowHand):
            script.do(f"show p{op.seat + 1}")
        elif isinstance(op, PushPot):
            return script if engine_rule(script) == ("odd-chip-razz" if razz else "odd-chip-stud") else None
        elif has_event(op):
            script.step()
        else:
            script.cont()
    return None


def _card(rank: int, suit: int) -> Any:
    from dealerschool.poker.cards import DECK

    return DECK[(rank - 2) * 4 + suit]


def _straight_in(cards: list[Any]) -> bool:
    ranks = {c.rank for c in cards} | ({1} if any(c.rank == 14 for c in cards) else set())
    return any(all(r + k in ranks for k in range(5)) for r in range(1, 11))


procedure_generator("odd-chip-stud", ("F7S", "P7S", "S7S"), "Two players tie for the pot, and it does not divide "
                     "evenly. Who gets the odd chip?", sampler=_tied_stud)
procedure_generator("odd-chip-razz", ("FR",), "Two players tie for the low, and the pot does not divide evenly. Who "
                     "gets the odd chip?", sampler=_tied_stud)
