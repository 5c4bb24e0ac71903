"""Ruling on a situation: find the rule its table state triggers, apply the remedy, explain it.

The triggers (:mod:`dealerschool.rules.triggers`) are registered next to their rule in the catalog
modules, each in a declared tier; the engine tries them in that order and takes the first that holds.
The engine reads the rules and triggers from that registry and never imports the package
(``dealerschool.rules``), which loads the catalog modules: data flows one way.
The remedy is chosen by the rule and the ruling code of its answer under the rulebook (see
:mod:`dealerschool.rules.remedies`), so one remedy serves every rule that rules the same way, and a
rulebook that rules differently gets a different table afterwards.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from dealerschool.poker.games import Family
from dealerschool.situations.replays import Irregularity, IrregularityKind, Replay, replayed
from dealerschool.situations.setup import Situation
from dealerschool.table.table import Table, snapshot
from dealerschool.table.words import describe, mistake_words

from . import remedies
from .catalog_irregularities import TDA_ACTION_AFTER_SA, wrong_count_hand
from .model import RULEBOOK_NAMES, SOURCES, Answer, Rule, RulingCode
from .rulebooks import Rulebook, get_rulebook, resolve
from .triggers import IRREGULARITY_TRIGGERS, PROCEDURE_TRIGGERS, RULES, Tier, irregularity, procedure, registered

__all__ = ["IRREGULARITY_TRIGGERS", "PROCEDURE_TRIGGERS", "NoRuling", "Ruling", "Tier", "applies_to_game",
           "applicable", "triggered_rule", "irregularity", "procedure", "rule_on", "rule_on_replay", "rulings_elsewhere"]


class NoRuling(ValueError):
    """The engine cannot rule: the message says what the situation lacks."""


@dataclass
class Ruling:
    """What the rules say about a situation under one rulebook."""

    rulebook: str
    rule: Rule
    answer: Answer
    irregularity: Irregularity | None
    table: Table
    """The table as it must look after the remedy."""
    remedy: list[str] = field(default_factory=list)
    """What the dealer or floor does, step by step, in words."""
    replayed: Replay | None = field(default=None, repr=False, compare=False)
    """The replay ruled on: the other rulebooks' rulings are worked out from it when asked for."""
    also: list[str] = field(default_factory=list)
    """Other rule ids that took part (for example the misdeal cut-off)."""
    seen: tuple[Irregularity, ...] = ()
    """Every irregularity the events showed, in order. The ruling is on ``irregularity`` (a rule may read
    several of them, as two boxed cards); where the events show unrelated mistakes too, the floor rules
    on them in turn, and the table afterwards repairs only the one ruled on."""

    @property
    def code(self) -> RulingCode:
        return self.answer.ruling

    @cached_property
    def other_rulebooks(self) -> dict[str, str]:
        """Each other rulebook's ruling code on the same events: what ``rule_on`` answers under it."""
        return {} if self.replayed is None else rulings_elsewhere(self.replayed, self.rulebook)

    def to_dict(self) -> dict[str, Any]:
        after = snapshot(self.table)
        after["card_locations"] = {str(c): where for c, where in sorted(self.table.card_locations().items(),
                                                                          key=lambda item: item[0].index)}
        return {
            "rulebook": self.rulebook,
            "rule_ids": [self.rule.id] + self.also,
            "catalog_ids": list(self.rule.catalog_ids),
            "title": self.rule.title,
            "ruling": self.code.value,
            "explanation": self.answer.explanation,
            "citations": [str(c) for c in self.answer.citations],
            "remedy": self.remedy,
            "irregularity": None if self.irregularity is None else {
                "kind": self.irregularity.kind.value,
                "event": self.irregularity.event.text,
                "event_number": self.irregularity.event.index + 1,
                "street": self.irregularity.street,
                "deal_index": self.irregularity.deal_index,
                "seat": None if self.irregularity.seat is None else self.irregularity.seat + 1,
                "card": None if self.irregularity.card is None else str(self.irregularity.card),
            },
            "irregularities_seen": [{"kind": seen.kind.value, "event": seen.event.text, "event_number": seen.event.index + 1}
                                    for seen in self.seen],
            "differs_under": {name: code for name, code in self.other_rulebooks.items() if code != self.code.value},
            "table_after": after,
        }


def triggered_rule(replay: Replay, skip: frozenset[str] = frozenset()) -> tuple[Rule, Irregularity | None]:
    """The rule the replayed situation triggers (irregularities first, then procedure); the irregularity rules
    named in ``skip`` are passed over."""
    game = replay.table.game.code
    if replay.irregularities:
        for rule, trigger in applicable(IRREGULARITY_TRIGGERS, game):
            if rule.id in skip:
                continue
            hit = trigger(replay)
            if hit is not None:
                return rule, hit
        kinds = ", ".join(sorted({i.kind.value for i in replay.irregularities}))
        raise NoRuling(f"{replay.situation.source}: no rule covers this irregularity ({kinds}) in "
                       f"{replay.table.game.name}; describe it with other events or ask the floor")
    for rule, trigger in applicable(PROCEDURE_TRIGGERS, game):
        if trigger(replay.table):
            return rule, None
    expected = replay.table.next_dealer_operation()
    raise NoRuling(f"{replay.situation.source}: the events show no irregularity, and no procedure rule covers "
                   f"what comes next ({describe(expected) if expected else 'a player decision'})")


_APPLICABLE: dict[tuple[int, str], tuple[int, list[tuple[Rule, Any]]]] = {}
"""(triggers' id, game) -> (the registry's size when made, the (rule, trigger) pairs in order)."""


def applicable(triggers: dict[str, Any], game: str) -> list[tuple[Rule, Any]]:
    """The (rule, trigger) pairs for the rules that apply to ``game``, in the order they are tried.

    Rulings and the scenario generator call this for every situation, so the order is kept; it is
    made again when a trigger is registered (triggers are only ever added, so the size tells)."""
    key = (id(triggers), game)
    stamp = len(triggers)
    saved = _APPLICABLE.get(key)
    if saved is not None and saved[0] == stamp:
        return saved[1]
    rules = RULES
    pairs = [(rules[entry.rule_id], entry.function) for entry in registered(triggers)
             if applies_to_game(rules[entry.rule_id], game)]
    _APPLICABLE[key] = (stamp, pairs)
    return pairs


_GAME_FAMILY = {
    "holdem": "holdem", "omaha": "omaha", "omaha-hilo": "omaha-hi-lo", "stud": "stud", "stud-hilo": "stud-hi-lo",
    "razz": "razz", "five-card-draw": "five-card-draw", "deuce-seven-triple-draw": "2-7-triple-draw",
    "deuce-seven-single-draw": "2-7-triple-draw", "badugi": "badugi", "ace-five-single-draw": "ace-to-five-lowball",
}


def applies_to_game(rule: Rule, game_code: str) -> bool:
    if rule.games == "all":
        return True
    return any(family.value == _GAME_FAMILY[game_code] for family in rule.games)


def rule_on(situation: Situation, rulebook: str | Rulebook = SOURCES) -> Ruling:
    """Rule on a situation under a rulebook (a name, or a room's own Rulebook); NoRuling says what is
    missing when it cannot."""
    book = _book(rulebook)
    return rule_on_replay(replayed(situation, book.table_rules(situation.house_overrides, situation.play)), book)


def _book(rulebook: str | Rulebook) -> Rulebook:
    if isinstance(rulebook, str) and rulebook not in RULEBOOK_NAMES:
        raise NoRuling(f"rulebook: {rulebook!r} is not one of {', '.join(RULEBOOK_NAMES)}")
    return resolve(rulebook)


def rule_on_replay(replay: Replay, rulebook: str | Rulebook = SOURCES, *, carried_out: bool = True) -> Ruling:
    """Rule on a situation already replayed (``found``), as :func:`rule_on` does after its own replay.

    The caller vouches that ``found`` is the situation's events replayed on a table with the rulebook's
    house settings (``Rulebook.table_rules(situation.house_overrides, situation.play)``).
    ``found`` is not changed: the remedy works on a copy of its table.

    ``carried_out``: the ruling's table is the table once the ruling is carried out, the dealer's
    bookkeeping that follows from it done too (:func:`remedies.carry_out_bookkeeping`: bets collected, an
    uncalled bet returned, hands tabled for a run-out, pots decided pushed). A dealing drill passes False:
    there the trainee is the dealer, and those steps are his to make."""
    book = _book(rulebook)
    found = _ruled(replay, book)
    rule, answer = found[0], found[2]
    try:
        table, rule, hit, answer, steps, also, finish = _in_the_deals_order(replay, book, found)
        if finish:
            steps = [step for step in steps if not step.startswith("Next, ")] + remedies.finish_showdown(table)
            table.check_invariants()
        if carried_out:
            table, done = remedies.carry_out_bookkeeping(table)
            if done:
                steps = [step for step in steps
                         if not step.startswith("Next, ") and step != remedies.NOTHING_CHANGES] + done + [remedies.next_step(table)]
                table.check_invariants()
    except ValueError as error:  # IllegalOperation too: the events left a hand the remedy cannot carry on
        raise NoRuling(f"{replay.situation.source}: {rule.id} rules {answer.ruling.value}, but the table the events "
                       f"left cannot be carried on from ({error}); ask the floor") from None
    return Ruling(book.name, rule, answer, hit, table, steps, replay, also, tuple(replay.irregularities))


_Ruled = tuple[Rule, "Irregularity | None", Answer, list[str]]


def _remedied(replay: Replay, book: Rulebook, ruled: _Ruled
              ) -> tuple[Table, Rule, Irregularity | None, Answer, list[str], list[str], bool]:
    """The first mistake's remedy and every other mistake's after it on a copy of the replayed table: the table,
    the first rule, irregularity and answer, the steps, the other rules that took part, and whether the
    showdown is left to finish."""
    rule, hit, answer, found_also = ruled
    also = list(found_also)
    table = copy.deepcopy(replay.table)
    # Every remedy of the deal acts on the table the earlier ones left, the showdown unfinished; it is
    # finished (the remaining shows, the pots pushed) once, after the last of them.
    with remedies.showdown_held() as held:
        steps = remedies.apply(answer.ruling, table, replay, hit, rule)
        finish = bool(held)
        table, steps, finish = _rule_on_the_others(replay, book, rule, hit, answer, table, steps, also, held, finish)
    return table, rule, hit, answer, steps, also, finish


def _in_the_deals_order(replay: Replay, book: Rulebook, found: _Ruled
                        ) -> tuple[Table, Rule, Irregularity | None, Answer, list[str], list[str], bool]:
    """:func:`_remedied` from the deal's earliest mistake (:func:`_earliest_first`); from the triggers' first
    (``found``) where the earlier one's remedy cannot be carried on, or the triggers' mistake is then not ruled."""
    earliest = _earliest_first(replay, book, found)
    if earliest is not found:
        try:
            outcome = _remedied(replay, book, earliest)
        except ValueError:
            return _remedied(replay, book, found)
        if found[0].id in outcome[5]:
            return outcome
    return _remedied(replay, book, found)


def _earliest_first(replay: Replay, book: Rulebook, found: _Ruled) -> _Ruled:
    """The mistakes of one deal are ruled in the order they happened (issue 15 section 2 item 1): when the
    triggers' first rule (``found``) is on a mistake and an earlier mistake of another seat is one the floor
    rules on too (:func:`_rule_on_the_others` would), the earliest of them is ruled first and the others after
    it, in the order of the events, each on the table the remedies before it left. The rulebooks order no
    mistake over another of a different seat: each mistake is judged at the point of the deal where it
    happened (TDA 2024 Rules 35-D and 36; Robert's Rules, Misdeals 1: 'provided attention is called to the
    error before two players have acted'), and one card exposed by the dealer is replaced once the deal is
    completed (the hold'em irregularity the catalog cites as Robert's Rules, Hold'em 1: "After completing the
    hand, the dealer replaces the card with the top card on the deck", as reprinted at 1pdf.net's copy of a
    home-tournament rulebook), so a dealer-exposed card and a later flash by another player are named in the
    deal's order. A misdeal the deal made comes first already (``_ruled``).

    Not first: a deal's mistake found too late for a misdeal (it changes nothing; ``_ruled`` rules what
    follows as if the deal had been clean), and a hand mucked unshown at the showdown, which is a concession
    the rulebooks allow (TDA 2024 Rule 17-B: "uncontested if all but one player mucks face down without
    tabling"), not what the floor is called for; both are still ruled after the first."""
    rule, hit, answer, _ = found
    if hit is None or hit.seat is None or answer.ruling in _DEAL_CALLED_OFF:
        return found
    for other in replay.irregularities:
        if other.event.index >= hit.event.index:
            break
        if other.kind is _K.HAND_MUCKED_UNSHOWN or not _another_seats_mistake(replay.table, hit, other):
            continue
        try:
            earlier = _ruled(replace(replay, irregularities=[other]), book)
        except NoRuling:
            continue
        if earlier[1] is other and earlier[0].id != rule.id and earlier[2].ruling not in _DEAL_CALLED_OFF \
                and RULES["misdeal-cutoff"].id not in earlier[3]:
            return earlier
    return found


def _another_seats_mistake(table: Table, first: Irregularity, other: Irregularity) -> bool:
    """Whether ``other`` is a mistake ruled on its own beside ``first``: another seat's, not the same dealer's
    mistake of the deal (two exposed cards are read together by the deal's rule), on a hand still live."""
    if other.seat is None or other.seat == first.seat \
            or (other.kind is first.kind and other.kind not in _EACH_PLAYERS_OWN
                and not _each_stud_hands_own(table, first, other)):
        return False
    player = table.seats[other.seat] if 0 <= other.seat < len(table.seats) else None
    return player is not None and (not player.folded or other.kind is _K.HAND_MUCKED_UNSHOWN)


def _each_stud_hands_own(table: Table, first: Irregularity, other: Irregularity) -> bool:
    """Stud hole cards the dealer turns up on the initial deal are ruled hand by hand, not read together as a
    flop game's two exposed cards are (a misdeal there): Robert's Rules, Seven-Card Stud 5 (seed 001) speaks to
    each player, "If your first or second holecard is accidentally turned up by the dealer, then your third card
    will be dealt down. If both holecards are dealt up, you have a dead hand and receive your ante back", and TDA
    2024 RP-10-A to each hand ("A downcard exposed on the initial deal will be the player's upcard"). So one seat's
    hand dead with both up and another's third card down are both remedied."""
    return table.game.family is Family.STUD and first.kind is _K.DOWNCARD_DEALT_UP \
        and first.street_index == 0 and other.street_index == 0


def _a_later_board_mistake(first: Irregularity, other: Irregularity, ruled: set[IrregularityKind]) -> bool:
    """Whether ``other`` is a later mistake of the dealer's board and stub, of a kind not yet ruled, made after
    the mistake ruled first (``first``), a seat's or of no seat: a boxed card and then a burn missed, a flop
    turned without a burn and then a premature turn, a hole card exposed on the deal and then a premature turn
    or a turn without its burn (the board card the floor is called for is repaired too, not left in play).
    Each is ruled where it happened, in the deal's order, on the table the remedies before it left (seed
    000, Card Boxed in the Deck: "The deal continues as if nothing went wrong"; the next mistake of that deal
    is one more to repair). Two of one kind (two premature cards, a premature burn and its board card) are
    read together by the first's rule, and so is every card turned after an extra burn (the two burns' remedy
    puts all of them back in order: catalog I03, I04)."""
    return other.seat is None and other.kind not in ruled \
        and other.event.index > first.event.index and first.kind is not _K.EXTRA_BURN


_DEAL_CALLED_OFF = (RulingCode.MISDEAL, RulingCode.RETURN_ALL_BETS)
"""Rulings after which the deal is played again or called off: any other mistake of it is moot."""

_K = IrregularityKind
_EACH_PLAYERS_OWN = frozenset({
    _K.ACTION_OUT_OF_TURN, _K.HOLE_CARD_EXPOSED, _K.UNDERCALL, _K.MISWORDED_ACTION, _K.ADDED_CHIPS,
    _K.REFUND_REQUEST, _K.SKIPS_GAME, _K.FOLD_FACING_NO_BET, _K.FOLD_DECLARED_FACING_BET,
    _K.TABLE_TAPPED, _K.NEXT_CARD_ASKED, _K.SHOWN_TO_ONE, _K.STRING_BET, _K.UPCARDS_TURNED_DOWN,
    _K.UPCARDS_TURNED_DOWN_AT_SHOWDOWN,
    _K.UNITLESS_BET, _K.PRIOR_BET_PULLED_BACK, _K.WRONG_COUNT_ACCEPTED,
    _K.PLAYER_AWAY, _K.OVERSIZED_CHIP, _K.OVERSIZED_CHIP_NO_BET, _K.INCORRECT_AMOUNT, _K.HAND_MUCKED_UNSHOWN,
    _K.HAND_DISCARDED_UNSHOWN, _K.HAND_MISDECLARED, _K.SPOKEN_THEN_CHIPS, _K.SPOKEN_RAISE_SHORT,
    _K.SPOKEN_RAISE_CHIP, _K.ASKED_TO_SEE_HAND, _K.HAND_MUCKED_IN_BETTING,
    _K.POT_SAID_THEN_OTHER, _K.POT_BET_ON_SHORT_COUNT, _K.POT_SAID_NO_LIMIT,
})
"""Mistakes each player makes on his own: two of one kind by two players are two mistakes to rule on. Two of
a kind the dealer made on the deal (two cards exposed, two boxed) are read together by the rule of the first:
the deal's misdeal rules count them (catalog X01-X13)."""


_SHOWDOWN_EVENTS = frozenset({_K.HAND_MUCKED_UNSHOWN, _K.HAND_DISCARDED_UNSHOWN, _K.ASKED_TO_SEE_HAND,
                              _K.TABLED_HAND_KILLED, _K.HAND_MISDECLARED})
"""A seat's hand at the showdown: two seats' hands let go (or mucked, killed, declared) are two hands to
rule on, by the same rule too; the rule reads one hand, never the other's."""


def _rule_on_the_others(replay: Replay, book: Rulebook, rule: Rule, irregularity: Irregularity | None, answer: Answer,
                        table: Table, steps: list[str], also: list[str], held: list[Table],
                        finish: bool) -> tuple[Table, list[str], bool]:
    """Two mistakes in one deal, by two players (issue 15 section 2 item 1): once the first is ruled and
    remedied, each mistake of another seat is ruled in turn, in the order of the events, on the table the
    remedies so far have left, and its remedy applied too (a dealer-exposed card and a player's flash: the
    flash plays and the exposed card is still replaced; two actions out of turn: each binds as its own rule
    says). At the showdown (a muck, a face-down discard, a request to see a hand, a declaration, a dealer
    killing a hand) no remedy finishes the showdown while the others are ruled (``held``,
    :func:`remedies.showdown_held`): a later one would act on a hand already over. Returns the table after
    every remedy, the remedy steps of them all, and whether one of them left the showdown to be finished.

    Left to the first ruling: a misdeal or a deal called off (every other mistake is moot); a mistake of
    the same seat, or an earlier one of no seat (the dealer's board and stub) beside a player's mistake (a
    later board mistake, after any mistake ruled first, is ruled in its turn: :func:`_a_later_board_mistake`); a
    mistake the first rule reads itself (a dealer's mistake of the same kind on the deal, as a second exposed
    card, or the same rule found again: two stud hole cards dealt up); one on a seat the first remedy
    folded. A mistake no rule can rule on, or whose remedy the table left cannot take, is left too."""
    if irregularity is None or answer.ruling in _DEAL_CALLED_OFF:
        return table, steps, finish
    ruled_seats: set[int | None] = {irregularity.seat}
    ruled_kinds = {irregularity.kind}
    for other in replay.irregularities:
        # A hand mucked at the showdown is folded by the events themselves: it is still ruled on (and said).
        if other is irregularity:
            continue
        if not _a_later_board_mistake(irregularity, other, ruled_kinds) and (
                irregularity.seat is None or other.seat in ruled_seats
                or not _another_seats_mistake(table, irregularity, other)):
            continue
        together = [other] if other.seat is not None else [  # a board mistake's cards, read together
            later for later in replay.irregularities
            if later.seat is None and later.kind is other.kind and later.event.index >= other.event.index]
        alone = replace(replay, table=table, irregularities=together)
        try:
            rule_then, hit_then, answer_then, also_then = _ruled(alone, book)
        except NoRuling:
            continue
        if (rule_then.id == rule.id and other.kind not in _SHOWDOWN_EVENTS) or all(hit_then is not one for one in together):
            continue
        repaired = copy.deepcopy(table)
        mark = len(held)
        try:
            steps_then = remedies.apply(answer_then.ruling, repaired, alone, hit_then, rule_then)
        except ValueError:
            del held[mark:]
            continue
        table = repaired
        finish = finish or len(held) > mark
        ruled_seats.add(other.seat)
        ruled_kinds.add(other.kind)
        also.extend([rule_then.id, *also_then])
        earlier = [step for step in steps if not step.startswith("Next, ")]
        steps = earlier + [f"Then the other mistake: {mistake_words(other.event)} "
                           f"{rule_then.title}."] + steps_then
        if answer_then.ruling in _DEAL_CALLED_OFF:
            break
    return table, steps, finish


_DEAL_MISDEAL_KINDS = frozenset(remedies.INITIAL_DEAL_KINDS | remedies.MISCOUNT_KINDS)
"""The dealer's mistakes on the initial deal that can make it a misdeal (an exposed or boxed card, a card to
the wrong or an empty seat, a seat dealt short or out, extra cards in the starting hands)."""


def _ruled(replay: Replay, book: Rulebook) -> tuple[Rule, Irregularity | None, Answer, list[str]]:
    """The rule, the irregularity ruled on, the answer under ``book`` and the other rules that took part.

    A misdeal the deal made comes first (issue 15 section 2 item 1): a later mistake of a player (an action
    out of turn, chips that do not match the words) is ruled on only if the deal stands. TDA 2024 Rule 35-D
    and Robert's Rules, Misdeals 1 let a misdeal be called until enough action in turn has taken place, and
    a deal called off takes every later mistake of it with it."""
    ruled = _ruled_alone(replay, book)
    hit, answer = ruled[1], ruled[2]
    if hit is not None and hit.kind in _DEAL_MISDEAL_KINDS and RULES["misdeal-cutoff"].id in ruled[3]:
        # Too late for the misdeal: the deal's mistake changes nothing, and the floor rules on what else the
        # hand shows (a burn missed later, a board card turned early) as if the deal had been clean.
        later = [other for other in replay.irregularities
                 if other.kind not in _DEAL_MISDEAL_KINDS or other.street_index != 0]
        if not later:
            return ruled
        try:
            rule_then, hit_then, answer_then, also_then = _ruled_alone(replace(replay, irregularities=later), book)
        except NoRuling:
            return ruled
        return rule_then, hit_then, answer_then, [*ruled[3], ruled[0].id, *also_then]
    if hit is None or answer.ruling in _DEAL_CALLED_OFF:
        return ruled
    # Every misdeal cause of the initial deal is one, whichever mistake the triggers found first: a first card
    # exposed is a misdeal though the button is then dealt short, a mistake its own rule repairs (TDA 2024 Rule
    # 35-A lists the causes side by side, 'Misdeals include ...'; Robert's Rules, Misdeals 2, the same).
    deal = [other for other in replay.irregularities if other.kind in _DEAL_MISDEAL_KINDS
            and other.street_index == 0 and other is not hit
            and (hit.kind in _DEAL_MISDEAL_KINDS or other.event.index < hit.event.index)]
    if not deal:
        return ruled
    try:
        first = _ruled_alone(replace(replay, irregularities=deal), book)
    except NoRuling:
        return ruled
    return first if first[1] is not None and first[2].ruling in _DEAL_CALLED_OFF else ruled


_FOUND_AFTER_SA = frozenset({"wrong-card-count-after-action", "draw-short-hand-before-draw"})
"""The rules whose triggers read TDA 2024 Rule 36's substantial action as the cut-off for a wrong card count."""


def _ruled_alone(replay: Replay, book: Rulebook) -> tuple[Rule, Irregularity | None, Answer, list[str]]:
    """:func:`_ruled` on the first rule the triggers find: a misdeal called too late under the rulebook's
    cut-off plays on (catalog X01)."""
    under = book.answers_under
    rule, hit = triggered_rule(replay)
    if rule.id in _FOUND_AFTER_SA and hit is not None \
            and not remedies.misdeal_too_late(replay, hit, book.options.misdeal_cutoff):
        # The wrong card count is found once TDA 2024 Rule 36's substantial action has occurred, but before this
        # rulebook's own cut-off: Robert's Rules, Misdeals 1 ("Action is considered to occur in stud games when
        # two players after the forced bet have acted on their hands"), where a stud bring-in and one action
        # after it are SA under Rule 36 but only one player after the forced bet has acted. Before the cut-off
        # the wrong number of cards is still a misdeal cause: the rule the deal's mistake triggers without them.
        rule, hit = triggered_rule(replay, _FOUND_AFTER_SA)
    answer = rule.answer(under)
    also: list[str] = []
    # A misdeal cause the rulebook leaves to the house (TDA 2024 Rule 35-A: 'House standards apply for draw
    # games') is still a misdeal cause: whatever the house's standard, Rule 35-D forbids a misdeal once
    # substantial action has occurred, and the hand must proceed.
    misdeal_cause = answer.ruling is RulingCode.MISDEAL or (
        answer.ruling is RulingCode.HOUSE_RULE_DECIDES
        and any(other.ruling is RulingCode.MISDEAL for other in rule.answers.values()))
    if misdeal_cause and hit is not None \
            and remedies.misdeal_too_late(replay, hit, book.options.misdeal_cutoff):
        cutoff = RULES["misdeal-cutoff"]
        also.append(cutoff.id)
        answer = _action_stands_answer(cutoff, under, book.options.misdeal_cutoff)
        miscounted = wrong_count_hand(replay)
        if miscounted is not None:
            # Too late for the misdeal, and the deal left a hand with the wrong number of cards: the hand plays
            # on and that one is dead (TDA 2024 Rule 38; Robert's Rules, Dead Hands 4), under whichever
            # cut-off made it too late, not only once TDA's substantial action has occurred.
            rule, hit = RULES["wrong-card-count-after-action"], miscounted
            answer = rule.answer(under)
    elif answer.ruling in (RulingCode.MISDEAL, RulingCode.CORRECT_BUTTON) and hit is not None \
            and remedies.button_found_too_late(replay, hit, book.options.misdeal_cutoff):
        # The button found out of place once action has begun under this rulebook's own cut-off.
        also.append(rule.id)
        rule = RULES["button-out-of-position-after-action"]
        answer = rule.answer(under)
    return rule, hit, answer, also


def rulings_elsewhere(replay: Replay, rulebook: str) -> dict[str, str]:
    """Each rulebook but ``rulebook`` (a name): the ruling code ``rule_on`` gives under it for the same events.

    Not the rule's answer alone: that rulebook's misdeal cut-off applies, and where its house settings
    differ (the showdown order, stud ties...) the events are replayed under them (once: the replay is
    kept), so the rule found may differ too. A rulebook under which the events cannot be ruled on is left out."""
    others: dict[str, str] = {}
    for name in RULEBOOK_NAMES:
        if name == rulebook:
            continue
        book = get_rulebook(name)
        there = replay
        try:
            house = book.table_rules(replay.situation.house_overrides, replay.situation.play)
            if house != replay.table.config.rules:
                there = replayed(replay.situation, house)
            others[name] = _ruled(there, book)[2].ruling.value
        except ValueError:  # NoRuling, or events that cannot be played under that rulebook's settings
            continue
    return others


def _action_stands_answer(cutoff: Rule, rulebook: str, misdeal_cutoff: str) -> Answer:
    """The misdeal cut-off's explanation of why the hand plays on, in the words of the cut-off that applied:
    TDA 2024's substantial action (Rules 35-D and 36), or Robert's Rules' two players acting (Misdeals 1)."""
    if misdeal_cutoff == "substantial-action":
        return TDA_ACTION_AFTER_SA
    for name in (rulebook, SOURCES, *cutoff.answers):
        candidate = cutoff.answers.get(name)
        if candidate is not None and candidate.ruling is RulingCode.ACTION_STANDS:
            return candidate
    raise NoRuling("misdeal-cutoff has no action-stands answer")
