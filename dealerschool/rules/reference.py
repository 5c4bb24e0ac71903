"""The rules reference: every rule found by words, game and family, with each rulebook's answer.

Plain Python over :mod:`dealerschool.rules` (the web's reference pages and anything else that lists
rules call it). A rule's *family* is the section of the rules catalog its first catalog id comes
from (A set-up and deal order, B blinds and button, ... X rulings from TDA and Robert's Rules).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from dealerschool.rules import all_rules, get_rule
from dealerschool.rules.conflicts import CONFLICTS
from dealerschool.rules.model import ALL_GAMES, RULEBOOK_NAMES, Answer, Conflict, GameFamily, Rule
from dealerschool.rules.rulebooks import RULEBOOKS

FAMILIES: Mapping[str, str] = {
    "A": "Set-up, deal order and burns",
    "B": "Blinds, button and posting",
    "C": "Betting",
    "D": "Seven-card stud",
    "E": "Razz, stud hi-lo and Omaha hi-lo",
    "F": "Draw games",
    "G": "Showdown and pots",
    "H": "Irregularities on the deal",
    "I": "Board and burn irregularities",
    "K": "Tournament procedures",
    "L": "Cash-game house procedures",
    "X": "Rulings from TDA and Robert's Rules",
}
"""The rules catalog's sections, by letter: the families a rule belongs to."""

GAME_NAMES: Mapping[str, str] = {
    GameFamily.HOLDEM.value: "Hold'em", GameFamily.OMAHA.value: "Omaha", GameFamily.OMAHA_HI_LO.value: "Omaha hi-lo",
    GameFamily.STUD.value: "Seven-card stud", GameFamily.STUD_HI_LO.value: "Stud hi-lo", GameFamily.RAZZ.value: "Razz",
    GameFamily.FIVE_CARD_DRAW.value: "Five-card draw", GameFamily.TRIPLE_DRAW_2_7.value: "2-7 triple draw",
    GameFamily.BADUGI.value: "Badugi", GameFamily.ACE_TO_FIVE_LOWBALL.value: "Ace-to-five lowball",
}
"""The games a rule can be limited to, by the value rules use, with the name a page shows."""

MAX_QUERY = 200
"""The longest search text taken (longer text is cut there)."""


class ReferenceError(ValueError):
    """A filter that is not one of the choices; ``field`` names it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


def families_of(rule: Rule) -> tuple[str, ...]:
    """The catalog sections of a rule's catalog ids, in order, once each."""
    return tuple(dict.fromkeys(catalog_id[0] for catalog_id in rule.catalog_ids))


def games_of(rule: Rule) -> tuple[str, ...]:
    """The game names a rule applies to ('all' rules: every game)."""
    if rule.games == ALL_GAMES:
        return tuple(GAME_NAMES.values())
    return tuple(GAME_NAMES[g.value] for g in sorted(rule.games, key=lambda g: list(GAME_NAMES).index(g.value)))


def _text_of(rule: Rule) -> str:
    parts = [rule.id, rule.title, rule.trigger, *rule.catalog_ids, *(str(c) for c in rule.citations)]
    for answer in rule.answers.values():
        parts += [answer.ruling.value, answer.explanation]
    return " ".join(parts).lower()


@dataclass(frozen=True)
class BookAnswers:
    """A rule's answers, rulebooks that rule alike together: ((names...), answer) in rulebook order."""

    groups: tuple[tuple[tuple[str, ...], Answer], ...]

    @property
    def differ(self) -> bool:
        return len({answer.ruling for _, answer in self.groups}) > 1


def answers_side_by_side(answers: Mapping[str, Answer]) -> BookAnswers:
    """Each rulebook's answer, those that give the same answer grouped (the page shows them side by side)."""
    grouped: list[tuple[list[str], Answer]] = []
    for name in RULEBOOK_NAMES:
        answer = answers.get(name)
        if answer is None:
            continue
        for names, first in grouped:
            if first == answer:
                names.append(name)
                break
        else:
            grouped.append(([name], answer))
    return BookAnswers(tuple((tuple(names), answer) for names, answer in grouped))


RULEBOOK_TITLES: Mapping[str, str] = {"sources": "Sources", "tda-2024": "TDA 2024", "robert-rules": "Robert's Rules"}
"""The name pages and headings give each rulebook (its full title is in :data:`RULEBOOKS`)."""
RULEBOOK_CHOICES: Mapping[str, str] = {"sources": "Sources (the three source documents)", "tda-2024": "TDA 2024",
                                       "robert-rules": "Robert's Rules of Poker"}
"""The rulebooks as a form offers them (the quiz's, the practice's and the drill's), saying a little more."""


def rulebook_title(name: str) -> str:
    """A rulebook's short name for headings ('TDA 2024'); an unknown name as given."""
    if name in RULEBOOK_TITLES:
        return RULEBOOK_TITLES[name]
    book = RULEBOOKS.get(name)
    return book.title if book is not None else name


def search(words: str = "", game: str = "", family: str = "") -> list[Rule]:
    """Rules matching every word (in the id, title, trigger, catalog ids, citations, rulings and
    explanations), applying to ``game`` (a :data:`GAME_NAMES` key) and in ``family`` (a :data:`FAMILIES`
    letter); an empty filter matches all. ReferenceError names a filter that is not a choice."""
    if not isinstance(words, str) or not isinstance(game, str) or not isinstance(family, str):
        raise ReferenceError("q", "expected text")
    if game and game not in GAME_NAMES:
        raise ReferenceError("game", f"expected one of {', '.join(GAME_NAMES)}, got {game[:40]!r}")
    if family and family not in FAMILIES:
        raise ReferenceError("family", f"expected one of {', '.join(FAMILIES)}, got {family[:40]!r}")
    terms = [t for t in re.split(r"\s+", words[:MAX_QUERY].lower()) if t]
    found = []
    for place, rule in enumerate(all_rules()):
        if family and family not in families_of(rule):
            continue
        if game and rule.games != ALL_GAMES and game not in {g.value for g in rule.games}:
            continue
        if terms:
            text = _text_of(rule)
            if not all(term in text for term in terms):
                continue
        found.append((-relevance(rule, terms), place, rule))
    return [rule for _, _, rule in sorted(found, key=lambda item: item[:2])]


WEIGHTS = (("title", 10), ("keywords", 6), ("trigger", 3), ("citations", 2))
"""How much a search word counts where it is found in a rule: its title first, then its keywords (the words of
its id and its catalog ids), the situation that triggers it, its citations; its rulings and explanations
(the body) count 1."""


def _fields_of(rule: Rule) -> dict[str, str]:
    return {"title": rule.title.lower(), "keywords": " ".join([rule.id.replace("-", " "), *rule.catalog_ids]).lower(),
            "trigger": rule.trigger.lower(), "citations": " ".join(str(c) for c in rule.citations).lower()}


def relevance(rule: Rule, terms: Sequence[str]) -> int:
    """How well a rule answers the search words: each word scores where it is found (:data:`WEIGHTS`), a whole
    word more than part of one; the rule's own title holding the whole phrase scores most."""
    fields = _fields_of(rule)
    score = 0
    for term in terms:
        whole = re.compile(rf"\b{re.escape(term)}")
        for name, weight in WEIGHTS:
            if term in fields[name]:
                score += weight * (2 if whole.search(fields[name]) else 1)
        score += 1
    if len(terms) > 1 and " ".join(terms) in fields["title"]:
        score += 30
    return score


NOT_COVERED: tuple[tuple[tuple[str, ...], str], ...] = (
    (("button straddle", "mississippi", "sleeper straddle", "sleeper"),
     "Button, Mississippi and sleeper straddles are not covered: only a live straddle from the seats in turn after "
     "the big blind, in no-limit and pot-limit (the rule 'A live straddle'), is."),
    (("rake", "raking"), "The rake (the house's take from each pot) is not covered: every pot here is pushed whole "
                         "to its winners."),
    (("run it twice", "running it twice", "run twice", "run it two"),
     "Running it twice (dealing the rest of the board twice with players all in) is not covered: every hand here "
     "is run once."),
    (("insurance",), "All-in insurance is not covered."),
    (("bomb pot",), "Bomb pots (everyone antes and the flop comes without preflop betting) are not covered."),
    (("time bank", "shot clock"), "Time banks and shot clocks (how long a player may take to act) are "
                                           "not covered."),
    (("bad beat", "jackpot", "high hand bonus"), "Jackpots and bad-beat or high-hand bonuses are not covered."),
)
"""Topics a floor person may look for that no rule here covers, each found by its words, with what to say."""


def not_covered(words: str) -> list[str]:
    """What to say about a search for something no rule here covers (a button straddle, rake, run it twice)."""
    text = " ".join(re.split(r"\s+", words[:MAX_QUERY].lower()))
    return [said for phrases, said in NOT_COVERED
            if any(re.search(rf"\b{re.escape(phrase)}", text) for phrase in phrases)]


def find_rule(rule_id: str) -> Rule:
    """The rule with this id; ReferenceError (field 'rule') for an unknown one."""
    try:
        return get_rule(rule_id)
    except ValueError as error:
        raise ReferenceError("rule", str(error)) from None


def conflicts_of(rule: Rule) -> tuple[Conflict, ...]:
    return tuple(c for c in CONFLICTS if c.rule_id == rule.id or set(c.catalog_ids) & set(rule.catalog_ids))

