"""The data model of a procedural rule: citations, answers per rulebook, a gradable question.

A :class:`Rule` is metadata only. It says which catalog entries it covers,
what each rulebook rules, why, and where that is written. The table engine
later attaches a state-based trigger and remedy to a rule by its stable
``id``; nothing here depends on the engine.

The ruling vocabulary (:class:`RulingCode`) is a closed enum, so an answer
can never name a ruling that is not documented.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Literal, Mapping, Sequence


class RulingCode(str, Enum):
    """The closed vocabulary of rulings: every answer and every quiz option is one of these."""

    ACTION_PENDING = "action-pending"
    """Ruling: action pending."""
    ACTION_STANDS = "action-stands"
    """Ruling: action stands."""
    ACTION_TO_NEXT_PLAYER = "action-to-next-player"
    """Ruling: action to next player."""
    ADD_CHIPS_MID_HAND = "add-chips-mid-hand"
    """Ruling: add chips mid hand."""
    ALL_IN_NEXT_HAND = "all-in-next-hand"
    """Ruling: all in next hand."""
    ANNOUNCE_PAIRS_NOT_DRAWS = "announce-pairs-not-draws"
    """Ruling: announce pairs not draws."""
    ANNOUNCE_POSSIBLE_FLUSH = "announce-possible-flush"
    """Ruling: announce possible flush."""
    ANTE_OPENER_MUST_BET = "ante-opener-must-bet"
    """Ruling: ante opener must bet."""
    AWARD_FIRST_HAND = "award-first-hand"
    """Ruling: award first hand."""
    AWARD_POTS_SEPARATELY = "award-pots-separately"
    """Ruling: award pots separately."""
    AWARD_SECOND_HAND = "award-second-hand"
    """Ruling: award second hand."""
    AWARD_WHOLE_POT_TO_BEST_HAND = "award-whole-pot-to-best-hand"
    """Ruling: award whole pot to best hand."""
    BIG_BET_OPTION = "big-bet-option"
    """Ruling: big bet option."""
    BIG_BLIND_OPTION = "big-blind-option"
    """Ruling: big blind option."""
    BRING_IN_ACE_LOW = "bring-in-ace-low"
    """Ruling: bring in ace low."""
    BRING_IN_ACTS_FIRST = "bring-in-acts-first"
    """Ruling: bring in acts first."""
    BRING_IN_CORRECTED = "bring-in-corrected"
    """Ruling: bring in corrected."""
    BRING_IN_HIGHER_SUIT = "bring-in-higher-suit"
    """Ruling: bring in higher suit."""
    BRING_IN_LOWEST_SUIT = "bring-in-lowest-suit"
    """Ruling: bring in lowest suit."""
    BURN_ONE_PER_BOARD_CARD = "burn-one-per-board-card"
    """Ruling: burn one per board card."""
    BURN_ONE_THEN_DEAL = "burn-one-then-deal"
    """Ruling: burn one then deal."""
    BUTTON_POSTS_BIG_BLIND = "button-posts-big-blind"
    """Ruling: button posts big blind."""
    BUTTON_POSTS_SMALL_BLIND = "button-posts-small-blind"
    """Ruling: button posts small blind."""
    BUTTON_STAYS = "button-stays"
    """Ruling: button stays."""
    BUTTON_TO_WINNER = "button-to-winner"
    """Ruling: button to winner."""
    BUY_FROM_HOUSE_ONLY = "buy-from-house-only"
    """Ruling: buy from house only."""
    BUY_THE_BUTTON = "buy-the-button"
    """Ruling: buy the button."""
    CALL_FULL_AMOUNT = "call-full-amount"
    """Ruling: call full amount."""
    CALL_ONLY = "call-only"
    """Ruling: call only."""
    CALL_OR_FOLD_ONLY = "call-or-fold-only"
    """Ruling: call or fold only."""
    CALL_THE_DIFFERENCE = "call-the-difference"
    """Ruling: call the difference."""
    CAP_REACHED = "cap-reached"
    """Ruling: cap reached."""
    CARDS_SPEAK = "cards-speak"
    """Ruling: cards speak."""
    CARD_PLAYS = "card-plays"
    """Ruling: card plays."""
    CASH_OUT_WHOLE_STACK = "cash-out-whole-stack"
    """Ruling: cash out whole stack."""
    COMMON_CARD = "common-card"
    """Ruling: common card."""
    COMPLETION_NOT_A_RAISE = "completion-not-a-raise"
    """Ruling: completion not a raise."""
    CORRECT_BET_AMOUNT = "correct-bet-amount"
    """Ruling: correct bet amount."""
    CORRECT_BUTTON = "correct-button"
    """Ruling: correct button."""
    DEAD_BUTTON = "dead-button"
    """Ruling: dead button."""
    DEAD_HAND = "dead-hand"
    """Ruling: dead hand."""
    DEAL_DRAW_ALL_AT_ONCE = "deal-draw-all-at-once"
    """Ruling: deal draw all at once."""
    DEAL_DRAW_ROUND_ROBIN = "deal-draw-round-robin"
    """Ruling: deal draw round robin."""
    DEAL_FROM_LEFT_OF_BIG_BLIND = "deal-from-left-of-big-blind"
    """Ruling: deal from left of big blind."""
    DEAL_FROM_LEFT_OF_BUTTON = "deal-from-left-of-button"
    """Ruling: deal from left of button."""
    DEAL_IN_PACKETS = "deal-in-packets"
    """Ruling: deal in packets."""
    DEAL_MISSING_CARDS = "deal-missing-cards"
    """Ruling: deal missing cards."""
    DEAL_TO_BRING_IN_FIRST = "deal-to-bring-in-first"
    """Ruling: deal to bring in first."""
    DEAL_TO_BUTTON_FIRST = "deal-to-button-first"
    """Ruling: deal to button first."""
    DEAL_TO_EVERY_SEAT = "deal-to-every-seat"
    """Ruling: deal to every seat."""
    DEAL_TO_LIVE_HANDS_ONLY = "deal-to-live-hands-only"
    """Ruling: deal to live hands only."""
    DEAL_WITHOUT_BURN = "deal-without-burn"
    """Ruling: deal without burn."""
    EXCHANGE_AT_FACE_VALUE = "exchange-at-face-value"
    """Ruling: exchange at face value."""
    EXPOSED_CARD_BRINGS_IN = "exposed-card-brings-in"
    """Ruling: exposed card brings in."""
    EXPOSED_CARD_NOT_BRING_IN = "exposed-card-not-bring-in"
    """Ruling: exposed card not bring in."""
    FINISH_HAND_THEN_REPLACE = "finish-hand-then-replace"
    """Ruling: finish hand then replace."""
    FIRST_BY_POSITION = "first-by-position"
    """Ruling: first by position."""
    FIRST_BY_SUIT = "first-by-suit"
    """Ruling: first by suit."""
    FIRST_LEFT_OF_BIG_BLIND = "first-left-of-big-blind"
    """Ruling: first left of big blind."""
    FIRST_LEFT_OF_BUTTON = "first-left-of-button"
    """Ruling: first left of button."""
    FIRST_MOTION_ONLY = "first-motion-only"
    """Ruling: first motion only."""
    FIRST_PREFLOP_RAISER = "first-preflop-raiser"
    """Ruling: first preflop raiser."""
    FOLD_EXTRA_HAND = "fold-extra-hand"
    """Ruling: fold extra hand."""
    FOLD_STANDS = "fold-stands"
    """Ruling: fold stands."""
    FOLD_STANDS_PENALTY_POSSIBLE = "fold-stands-penalty-possible"
    """Ruling: fold stands penalty possible."""
    FOUR_NOW_FIFTH_LAST = "four-now-fifth-last"
    """Ruling: four now fifth last."""
    FREEZE_BUTTON = "freeze-button"
    """Ruling: freeze button."""
    HAND_PLAYS = "hand-plays"
    """Ruling: hand plays."""
    HAND_STAYS_LIVE = "hand-stays-live"
    """Ruling: hand stays live."""
    HEARTS_OUTRANK_SPADES = "hearts-outrank-spades"
    """Ruling: hearts outrank spades."""
    HOUSE_RULE_DECIDES = "house-rule-decides"
    """Ruling: house rule decides."""
    KEEP_DEALING_TO_SEAT = "keep-dealing-to-seat"
    """Ruling: keep dealing to seat."""
    KILL_HAND = "kill-hand"
    """Ruling: kill hand."""
    KILL_HAND_WHEN_ACTION_REACHES = "kill-hand-when-action-reaches"
    """Ruling: kill hand when action reaches."""
    LEAVE_BETS_IN_FRONT = "leave-bets-in-front"
    """Ruling: leave bets in front."""
    MIN_RAISE_BIG_BLIND = "min-raise-big-blind"
    """Ruling: min raise big blind."""
    MIN_RAISE_LAST_INCREMENT = "min-raise-last-increment"
    """Ruling: min raise last increment."""
    MISDEAL = "misdeal"
    """Ruling: misdeal."""
    MOVE_BUTTON_ONE_SEAT = "move-button-one-seat"
    """Ruling: move button one seat."""
    MOVE_NEXT_BIG_BLIND = "move-next-big-blind"
    """Ruling: move next big blind."""
    MUST_CALL_FULL_AMOUNT = "must-call-full-amount"
    """Ruling: must call full amount."""
    MUST_COMPLETE_MIN_RAISE = "must-complete-min-raise"
    """Ruling: must complete min raise."""
    NEXT_LOWEST_BRINGS_IN = "next-lowest-brings-in"
    """Ruling: next lowest brings in."""
    NO_RABBIT_HUNT = "no-rabbit-hunt"
    """Ruling: no rabbit hunt."""
    NO_REFUND = "no-refund"
    """Ruling: no refund."""
    ODD_CHIP_HIGH_SUIT_IN_HAND = "odd-chip-high-suit-in-hand"
    """Ruling: odd chip high suit in hand."""
    ODD_CHIP_LEFT_OF_BUTTON = "odd-chip-left-of-button"
    """Ruling: odd chip left of button."""
    ODD_CHIP_LOW_SUIT_ALL_CARDS = "odd-chip-low-suit-all-cards"
    """Ruling: odd chip low suit all cards."""
    ODD_CHIP_TO_DEALER = "odd-chip-to-dealer"
    """Ruling: odd chip to dealer."""
    ODD_CHIP_TO_HIGH = "odd-chip-to-high"
    """Ruling: odd chip to high."""
    ODD_CHIP_TO_LOW = "odd-chip-to-low"
    """Ruling: odd chip to low."""
    ORDER_BY_CHIP_COUNT = "order-by-chip-count"
    """Ruling: order by chip count."""
    OUT_OF_TURN_ALL_OPTIONS = "out-of-turn-all-options"
    """Ruling: out of turn all options."""
    OUT_OF_TURN_BINDING = "out-of-turn-binding"
    """Ruling: out of turn binding."""
    PLAYER_CHOOSES_SEAT = "player-chooses-seat"
    """Ruling: player chooses seat."""
    PLAY_AT_OLD_LEVEL = "play-at-old-level"
    """Ruling: play at old level."""
    PLAY_FULL_ORBIT = "play-full-orbit"
    """Ruling: play full orbit."""
    PLAY_ON_NO_REORDER = "play-on-no-reorder"
    """Ruling: play on no reorder."""
    POST_MISSED_BLINDS_AFTER_BUTTON = "post-missed-blinds-after-button"
    """Ruling: post missed blinds after button."""
    POST_OR_WAIT_FOR_BIG_BLIND = "post-or-wait-for-big-blind"
    """Ruling: post or wait for big blind."""
    POST_WHAT_IS_OWED = "post-what-is-owed"
    """Ruling: post what is owed."""
    POT_EXCLUDING_CALL = "pot-excluding-call"
    """Ruling: pot excluding call."""
    POT_INCLUDING_CALL = "pot-including-call"
    """Ruling: pot including call."""
    PULL_BETS_IN = "pull-bets-in"
    """Ruling: pull bets in."""
    RACE_HALF_RULE = "race-half-rule"
    """Ruling: race half rule."""
    RACE_ROUNDED_UP = "race-rounded-up"
    """Ruling: race rounded up."""
    RAISE_ACCEPTED = "raise-accepted"
    """Ruling: raise accepted."""
    RAISE_ALLOWED = "raise-allowed"
    """Ruling: raise allowed."""
    RAISE_ANY_AMOUNT = "raise-any-amount"
    """Ruling: raise any amount."""
    RAISE_BLINDS_NOW = "raise-blinds-now"
    """Ruling: raise blinds now."""
    RAISE_BY_SPREAD_TOP = "raise-by-spread-top"
    """Ruling: raise by spread top."""
    RAISE_DOUBLE = "raise-double"
    """Ruling: raise double."""
    RAISE_ONE_UNIT = "raise-one-unit"
    """Ruling: raise one unit."""
    RAISE_TO_SPREAD_TOP = "raise-to-spread-top"
    """Ruling: raise to spread top."""
    RANDOM_SEAT_DRAW = "random-seat-draw"
    """Ruling: random seat draw."""
    REBUY_BEFORE_NEXT_DEAL = "rebuy-before-next-deal"
    """Ruling: rebuy before next deal."""
    REFUSE_FIVE_CARD_DRAW = "refuse-five-card-draw"
    """Ruling: refuse five card draw."""
    REMOVE_BOXED_CARD_CONTINUE = "remove-boxed-card-continue"
    """Ruling: remove boxed card continue."""
    REMOVE_BUTTON = "remove-button"
    """Ruling: remove button."""
    REPLACE_EXPOSED_CARD = "replace-exposed-card"
    """Ruling: replace exposed card."""
    REPLACE_EXPOSED_CARD_BURN = "replace-exposed-card-burn"
    """Ruling: replace exposed card burn."""
    RESHUFFLE_AND_REDEAL = "reshuffle-and-redeal"
    """Ruling: reshuffle and redeal."""
    RESHUFFLE_WITH_BURNS = "reshuffle-with-burns"
    """Ruling: reshuffle with burns."""
    RESHUFFLE_WITH_MUCK = "reshuffle-with-muck"
    """Ruling: reshuffle with muck."""
    RESTORE_CARD_ORDER = "restore-card-order"
    """Ruling: restore card order."""
    RETURN_ALL_BETS = "return-all-bets"
    """Ruling: return all bets."""
    RETURN_BLIND = "return-blind"
    """Ruling: return blind."""
    RETURN_CALL = "return-call"
    """Ruling: return call."""
    RETURN_CARDS_AS_CHECK = "return-cards-as-check"
    """Ruling: return cards as check."""
    ROUND_COMPLETE = "round-complete"
    """Ruling: round complete."""
    SAME_RELATIVE_POSITION = "same-relative-position"
    """Ruling: same relative position."""
    SCOOP_HIGH = "scoop-high"
    """Ruling: scoop high."""
    SCRAMBLE_AND_PICK_BURN = "scramble-and-pick-burn"
    """Ruling: scramble and pick burn."""
    SEAT_PLAYER = "seat-player"
    """Ruling: seat player."""
    SEAT_PLAYER_NEXT_HAND = "seat-player-next-hand"
    """Ruling: seat player next hand."""
    SET_ASIDE_AND_BURN_EXTRA = "set-aside-and-burn-extra"
    """Ruling: set aside and burn extra."""
    SET_ASIDE_USE_RIVER_AS_TURN = "set-aside-use-river-as-turn"
    """Ruling: set aside use river as turn."""
    SHARE_PAYOUT = "share-payout"
    """Ruling: share payout."""
    SHOW_BETTOR_FIRST = "show-bettor-first"
    """Ruling: show bettor first."""
    SHOW_LAST_AGGRESSOR_FIRST = "show-last-aggressor-first"
    """Ruling: show last aggressor first."""
    SHOW_LEFT_OF_BUTTON_FIRST = "show-left-of-button-first"
    """Ruling: show left of button first."""
    SHOW_NEXT_CARD = "show-next-card"
    """Ruling: show next card."""
    SHUFFLE_STUB_ONLY = "shuffle-stub-only"
    """Ruling: shuffle stub only."""
    SMALL_BET_ONLY = "small-bet-only"
    """Ruling: small bet only."""
    SPLIT_POT = "split-pot"
    """Ruling: split pot."""
    TABLE_FULL = "table-full"
    """Ruling: table full."""
    TABLE_STAKES_ONLY = "table-stakes-only"
    """Ruling: table stakes only."""
    TIE_BROKEN_BY_SUIT = "tie-broken-by-suit"
    """Ruling: tie broken by suit."""
    TIE_SPLIT = "tie-split"
    """Ruling: tie split."""
    TREAT_AS_BET = "treat-as-bet"
    """Ruling: treat as bet."""
    TREAT_AS_CHECK = "treat-as-check"
    """Ruling: treat as check."""
    USE_CARD_AS_BURN = "use-card-as-burn"
    """Ruling: use card as burn."""
    WAIT_FOR_BUTTON_TO_PASS = "wait-for-button-to-pass"
    """Ruling: wait for button to pass."""


SOURCES = "sources"
"""Rulebook name: the seed documents (default)."""
TDA_2024 = "tda-2024"
"""Rulebook name: Poker TDA Rules 2024."""
ROBERTS = "robert-rules"
"""Rulebook name: Robert's Rules of Poker (v10, read through excerpts)."""
RULEBOOK_NAMES: tuple[str, ...] = (SOURCES, TDA_2024, ROBERTS)

S000 = "000_deb0bbb3231e60a7.txt"
S001 = "001_4e57ff2f431f1683.txt"
S003 = "003_dd37766be10688d8.txt"
TDA_SOURCE = "TDA 2024"
RROP_SOURCE = "Robert's Rules v10"
BARGE_SOURCE = "BARGE rulebook"
KNOWN_SOURCES = frozenset({S000, S001, S003, TDA_SOURCE, RROP_SOURCE, BARGE_SOURCE})


class GameFamily(str, Enum):
    """A game family a rule applies to; values are the names the CLI and JSON use."""

    HOLDEM = "holdem"
    """Texas hold'em (any betting structure)."""
    OMAHA = "omaha"
    """Omaha high."""
    OMAHA_HI_LO = "omaha-hi-lo"
    """Omaha high-low eight-or-better."""
    STUD = "stud"
    """Seven-card stud high."""
    STUD_HI_LO = "stud-hi-lo"
    """Seven-card stud high-low eight-or-better."""
    RAZZ = "razz"
    """Seven-card stud ace-to-five lowball."""
    FIVE_CARD_DRAW = "five-card-draw"
    """Five-card draw high."""
    TRIPLE_DRAW_2_7 = "2-7-triple-draw"
    """Deuce-to-seven triple draw."""
    BADUGI = "badugi"
    """Badugi (four-card triple draw)."""


ALL_GAMES = "all"
"""Marker for a rule that applies to every game family."""

FLOP_GAMES = frozenset({GameFamily.HOLDEM, GameFamily.OMAHA, GameFamily.OMAHA_HI_LO})
STUD_GAMES = frozenset({GameFamily.STUD, GameFamily.STUD_HI_LO, GameFamily.RAZZ})
DRAW_GAMES = frozenset({GameFamily.FIVE_CARD_DRAW, GameFamily.TRIPLE_DRAW_2_7, GameFamily.BADUGI})
BUTTON_GAMES = FLOP_GAMES | DRAW_GAMES

Games = frozenset[GameFamily] | Literal["all"]


class RuleKind(str, Enum):
    """Whether a rule can be recognised from table state or is asked about only."""

    STATE = "state"
    """Recognisable from table state; the engine will attach a trigger and remedy."""
    POLICY = "policy"
    """A house, tournament or conduct policy with no dealing state: question only."""


@dataclass(frozen=True)
class Citation:
    """Where a ruling is written: a source file and section, or a rulebook and rule number."""

    source: str
    section: str
    verified: bool = True
    """False where the catalog marks the rule number UNVERIFIED."""

    def __post_init__(self) -> None:
        if self.source not in KNOWN_SOURCES:
            raise ValueError(f"Citation.source: {self.source!r} is not one of {sorted(KNOWN_SOURCES)}")
        if not self.section.strip():
            raise ValueError(f"Citation.section: expected a section heading or rule number for {self.source}")

    def __str__(self) -> str:
        return f"{self.source} {self.section}" + ("" if self.verified else " (UNVERIFIED)")


@dataclass(frozen=True)
class Answer:
    """One rulebook's ruling on a situation, explained in our own words."""

    ruling: RulingCode
    explanation: str
    citations: tuple[Citation, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.ruling, RulingCode):
            raise ValueError(f"Answer.ruling: expected a RulingCode, got {self.ruling!r}")
        if len(self.explanation.strip()) < 20:
            raise ValueError(f"Answer.explanation: expected a real explanation for {self.ruling.value}")
        if not self.citations or not all(isinstance(c, Citation) for c in self.citations):
            raise ValueError(f"Answer.citations: expected at least one Citation for {self.ruling.value}")


@dataclass(frozen=True)
class Option:
    """One choice in a question; ``correct_under`` names the rulebooks that rule this way."""

    code: RulingCode
    text: str
    correct_under: frozenset[str]


@dataclass(frozen=True)
class Question:
    """A gradable multiple-choice question: pick the ruling."""

    prompt: str
    options: tuple[Option, ...]

    def correct_option(self, rulebook: str) -> Option:
        """The single option correct under ``rulebook``."""
        found = [option for option in self.options if rulebook in option.correct_under]
        if len(found) != 1:
            raise ValueError(f"Question: expected exactly one correct option under {rulebook!r}, found {len(found)}")
        return found[0]

    def grade(self, rulebook: str, code: RulingCode | str) -> bool:
        """Whether choosing ``code`` is right under ``rulebook``."""
        return self.correct_option(rulebook).code == RulingCode(code)


@dataclass(frozen=True, eq=False)
class Rule:
    """A procedural rule or ruling, keyed by a stable kebab-case id."""

    id: str
    title: str
    catalog_ids: tuple[str, ...]
    games: Games
    answers: Mapping[str, Answer]
    question: Question | None
    trigger: str = ""
    """The situation in words (paraphrasing the catalog's trigger); the engine's predicate comes later."""
    kind: RuleKind = RuleKind.STATE

    def answer(self, rulebook: str) -> Answer:
        try:
            return self.answers[rulebook]
        except KeyError:
            raise ValueError(f"rulebook: {rulebook!r} is not one of {sorted(self.answers)}") from None

    @property
    def citations(self) -> tuple[Citation, ...]:
        """Every citation of every answer, once each, in first-seen order."""
        seen: dict[Citation, None] = {}
        for answer in self.answers.values():
            for citation in answer.citations:
                seen.setdefault(citation, None)
        return tuple(seen)


@dataclass(frozen=True, eq=False)
class Conflict:
    """One row of the catalog's conflict register: the same situation ruled differently.

    ``answers`` holds the rulebooks' answers; ``alternatives`` holds positions that
    no rulebook here adopts (for example the other reading of an ambiguous seed).
    """

    id: int
    topic: str
    catalog_ids: tuple[str, ...]
    answers: Mapping[str, Answer]
    alternatives: Mapping[str, Answer] = field(default_factory=lambda: MappingProxyType({}))
    rule_id: str = ""

    def positions(self) -> dict[str, Answer]:
        return {**self.answers, **self.alternatives}


# --- builders used by the catalog modules --------------------------------------------------


def s000(section: str) -> Citation:
    return Citation(S000, section)


def s001(section: str) -> Citation:
    return Citation(S001, section)


def s003(section: str) -> Citation:
    return Citation(S003, section)


def tda(rule: str) -> Citation:
    return Citation(TDA_SOURCE, rule)


def rrop(rule: str, verified: bool = True) -> Citation:
    return Citation(RROP_SOURCE, rule, verified)


def barge(section: str) -> Citation:
    return Citation(BARGE_SOURCE, section)


def answer(ruling: RulingCode, explanation: str, *citations: Citation) -> Answer:
    return Answer(ruling, " ".join(explanation.split()), tuple(citations))


def agree(shared: Answer) -> Mapping[str, Answer]:
    """All rulebooks give the same answer (one object, so 'same' is identity)."""
    return MappingProxyType({name: shared for name in RULEBOOK_NAMES})


def by_book(sources: Answer, tda_2024: Answer, roberts: Answer) -> Mapping[str, Answer]:
    """Per-rulebook answers; rulebooks that reach the same ruling share one merged Answer object."""
    merged: dict[RulingCode, Answer] = {}
    for given in (sources, tda_2024, roberts):
        kept = merged.get(given.ruling)
        if kept is None or kept is given:
            merged[given.ruling] = given
            continue
        extra = "" if given.explanation in kept.explanation else " " + given.explanation
        citations = kept.citations + tuple(c for c in given.citations if c not in kept.citations)
        merged[given.ruling] = Answer(given.ruling, kept.explanation + extra, citations)
    return MappingProxyType({name: merged[given.ruling] for name, given in
                             ((SOURCES, sources), (TDA_2024, tda_2024), (ROBERTS, roberts))})


def make_rule(
    id: str,
    title: str,
    catalog_ids: Sequence[str],
    games: Games,
    trigger: str,
    answers: Mapping[str, Answer],
    prompt: str,
    options: Sequence[tuple[RulingCode, str]],
    kind: RuleKind = RuleKind.STATE,
) -> Rule:
    """Build a rule; each option is correct under exactly the rulebooks whose answer has its code."""
    built = tuple(
        Option(code, text, frozenset(name for name, given in answers.items() if given.ruling is code))
        for code, text in options
    )
    return Rule(
        id=id,
        title=title,
        catalog_ids=tuple(catalog_ids),
        games=games,
        answers=MappingProxyType(dict(answers)),
        question=Question(" ".join(prompt.split()), built),
        trigger=trigger,
        kind=kind,
    )
