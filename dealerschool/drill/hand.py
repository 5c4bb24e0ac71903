"""The hand in progress: a :class:`Drill` is a session of hands, the trainee the dealer, the simulator
everybody else at the table.

Stacks carry over, the button moves, a rotation such as H.O.R.S.E. changes game every orbit, as
:mod:`dealerschool.table.session` keeps them. In each hand the trainee performs every dealer operation;
:meth:`Drill.attempt` checks each one against the table's correct next operation
(:meth:`Table.next_dealer_operation`; a push names every winner with the chips and, in hi-lo games, the
half: :mod:`dealerschool.drill.payouts`): a right one is recorded, a wrong one is refused with what was
expected, why, and the procedure rule with its citation (in strict mode the mistake is only counted, and
what was right is told when the hand ends). The forced bets are the settings'
(:mod:`dealerschool.drill.settings`). Simulated players act on their turn with seeded, plausible behaviour
(:mod:`dealerschool.drill.players`; :meth:`Drill.players_acted` lists those since the dealer's last step,
which the page shows one after another at the settings' pace). At the chosen rate the simulator makes one of
the table's mistakes happen at a random moment (:mod:`dealerschool.drill.mistakes`); the hand stops until
the trainee rules (:meth:`Drill.rule`), graded by the rules engine. Then the trainee carries out the
remedy's steps in order (:meth:`Drill.carry_out`; :mod:`dealerschool.drill.remedy`), while the table stays
as the irregularity left it; once they are done the hand goes on from the table the remedy leaves, and any
dealer operations the remedy leaves due (a misdeal's redeal, a card owed) are dealt as ordinary operations.
When the stud deck runs short on seventh street the hand stops for the run-out ruling too (a procedure,
not a mistake); the trainee then deals seventh street's steps (the scramble, the common card...) themselves.

Everything that matters is stored as plain JSON (:meth:`Drill.to_json`; :mod:`dealerschool.drill.stored`):
the settings, the session, and the hand's record: its situation set-up, the events told so far (only right
operations, the players' actions and the injected irregularity), and, when there was a ruling, where it
came, what the trainee answered and the remedy steps picked. :meth:`Drill.table` rebuilds the table from
that alone (:func:`dealerschool.drill.rebuilding.rebuild`).

What is kept between requests, and for how long: the stored record is the only truth. To save a rebuild, a
process keeps, in memory and bounded (:mod:`dealerschool.caches` lists every cache), the drill a request
last stored (:data:`KEPT_DRILLS`) and otherwise its rebuilt hand
(:data:`~dealerschool.drill.rebuilding.KEPT_HANDS`), each under the very text or record it stands for,
until the next request for that record takes it (once) or newer entries push it out; a miss rebuilds from
the record, and another process never sees them.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import dealerschool.drill.rebuilding as rebuilding
from dealerschool.caches import BoundedCache
from dealerschool.drill.mistakes import injected_mistake, mistake_moment, runs_short, wanted_mistake
from dealerschool.drill.moves import (
    DRILL_WORDS,
    OPERATION_WORDS,
    SEAT_WORDS,
    Attempt,
    event_text,
    play_event,
    word_for,
)
from dealerschool.drill.payouts import (
    Payout,
    checked_payouts,
    describe_due,
    due_payouts,
    normal_payouts,
    push_mistake,
)
from dealerschool.drill.players import decide, question, question_words, right_answer, stay_in, worked_answer
from dealerschool.drill.rebuilding import HandKey, Rebuilt
from dealerschool.drill.remedy import RemedyChoice, other_remedies, remedy_choices, remedy_steps
from dealerschool.drill.results import Feedback, ReadResult, RulingResult
from dealerschool.drill.settings import SOURCE, DrillError, Settings, hand_setup, stakes
from dealerschool.drill.stored import encode, read_fields
from dealerschool.drill.view import mistake_words, refusal_words
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES, Family
from dealerschool.quiz.grading import AMOUNTS, offered_options, rule_for_operation
from dealerschool.rules import get_rule
from dealerschool.rules.engine import Ruling
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    DealCard,
    Operation,
    PostAnte,
    PostBlind,
    PushPot,
    ShowHand,
)
from dealerschool.table.session import Session
from dealerschool.table.table import Table

TARGET_SECONDS: dict[Family, float] = {Family.FLOP: 2.0, Family.STUD: 2.5, Family.DRAW: 2.5}
"""Our own target for the mean time per dealer operation, by family (no rulebook sets one; a working dealer
deals a hold'em hand of about 40 steps in well under two minutes; stud and draw take a little longer)."""


@dataclass
class Drill:
    """A drill session: settings, the session's stacks and button, and the hand being dealt."""

    settings: Settings
    session: Session
    hand_number: int = 0
    setup: dict[str, Any] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)
    ruling_at: int | None = None
    """Where the hand stopped for a ruling: events[:ruling_at] are ruled on, the rest play on the remedy."""
    ruling_given: str | None = None
    """The trainee's ruling (None while the hand waits for it)."""
    inject_after: int | None = None
    """The simulator makes a mistake happen once the hand has this many events (None: not this hand)."""
    attempts: list[Attempt] = field(default_factory=list)
    last_step_at: float | None = None
    deal: int = 1
    """Which deal of this hand it is: 1, then 2, 3... each time it is dealt again (:meth:`deal_again`). The
    finished hands are not kept here but in the database, one row each, written once when each is over: the
    drill holds only the hand in progress and these counts, so a step costs the same at hand 1 and 1,000."""
    reading: dict[str, Any] | None = None
    """A player's question waiting for the dealer's answer: {"what", "seat" (1-based), "at" (events told)}."""
    reads: list[dict[str, Any]] = field(default_factory=list)
    """This hand's answered questions: what, seat, the answer given, the right one, right or not."""
    remedy_picks: list[dict[str, Any]] | None = None
    """The remedy steps picked since the ruling: {"step" (0-based), "given" (the text), "right", "seconds"};
    a wrong pick changes nothing. None: no remedy phase (no ruling yet, or a drill stored before the phase
    existed, whose remedy was applied at once)."""

    # What this drill object works out once from the fields above, for its own life: never stored, never
    # shared, and no cache (caches.PER_OBJECT lists them): one value each, with the record it was worked out
    # from, checked against the drill's fields before it is used; the object goes at the request's end, and
    # only keep() hands the rebuilt hand (or the drill) to the process's bounded caches.
    _hand: tuple[HandKey, Rebuilt] | None = field(default=None, repr=False, compare=False)
    """The rebuilt hand and the record it was rebuilt from (:meth:`_key`): used while the record is the same,
    played on as events are told; given to the process's kept hands by :meth:`keep`."""
    _other_steps: tuple[HandKey, list[tuple[str, str]]] | None = field(default=None, repr=False, compare=False)
    """The other rulings' remedy steps (:func:`~dealerschool.drill.remedy.other_remedies`) for that record."""
    _setup_text: tuple[dict[str, Any], str] | None = field(default=None, init=False, repr=False, compare=False)
    """The set-up dict (``setup`` is replaced for each hand, never changed in place) and its canonical JSON."""
    _stored: tuple[str, tuple[Any, ...]] | None = field(default=None, init=False, repr=False, compare=False)
    """The text :meth:`to_json` last gave, and a fingerprint of the drill then (:meth:`keep` keeps the drill
    itself under that text only while the fingerprint still holds)."""

    # ------------------------------------------------------------ making and keeping

    @classmethod
    def start(cls, settings: Settings, now: float = 0.0) -> Drill:
        """A new drill: seats the players and gets the first hand ready (players act until the dealer is due)."""
        rng = random.Random(f"{settings.seed}-stacks")
        stacks: list[int | None] = []
        for _ in range(settings.players):
            # About one player in four sits down short: all-ins and side pots come up often.
            depth = rng.randint(8, 25) if rng.random() < 0.25 else rng.randint(settings.buy_in // 2, settings.buy_in)
            stacks.append(depth * settings.big_blind)
        session = Session(stakes(settings), stacks, rotation=settings.rotation(), seed=settings.seed)
        drill = cls(settings, session)
        drill._new_hand(now)
        return drill

    def _new_hand(self, now: float) -> None:
        self.setup = hand_setup(self.settings, self.session, self.hand_number)
        self.events = []
        self.ruling_at = None
        self.ruling_given = None
        self.attempts = []
        self.reading = None
        self.reads = []
        self.remedy_picks = None
        self.last_step_at = now
        self.inject_after = mistake_moment(self.settings, self.hand_number, self.setup)
        self._hand = None
        self._play_players()

    def _fingerprint(self) -> tuple[Any, ...]:
        """What changes whenever the drill does (each change appends to or replaces one of these)."""
        return (self.hand_number, self.setup, len(self.events), self.ruling_at, self.ruling_given, len(self.attempts),
                self.last_step_at, self.deal, self.reading, len(self.reads),
                None if self.remedy_picks is None else len(self.remedy_picks), self.inject_after,
                tuple(self.session.stacks), self.session.button, self.session.hands_played)

    def to_json(self) -> str:
        text = self._json()
        self._stored = (text, self._fingerprint())
        return text

    def _json(self) -> str:
        """The drill as compact JSON, encoded whole on every step. (It was written from parts, the settings
        and the hand's attempts kept as text between steps; measured against this plain form, 2 December 2026,
        that saved 1.2% of a drill step's CPU on average over four interleaved runs, within the 4% two
        identical runs differ by, and it went: see tests/bench/README.md.)"""
        session = self.session
        return encode({"settings": self.settings.to_dict(),
                       "session": {"stacks": session.stacks, "button": session.button,
                                   "hands_played": session.hands_played, "game_index": session.game_index,
                                   "hands_in_game": session.hands_in_game},
                       "hand_number": self.hand_number, "deal": self.deal, "setup": self.setup, "events": self.events,
                       "ruling_at": self.ruling_at, "ruling_given": self.ruling_given,
                       "inject_after": self.inject_after, "last_step_at": self.last_step_at, "reading": self.reading,
                       "reads": self.reads, "remedy_picks": self.remedy_picks,
                       "attempts": [attempt.to_row() for attempt in self.attempts]})

    @classmethod
    def from_json(cls, text: str | bytes) -> Drill:
        """Read :meth:`to_json`'s text; DrillError names what is wrong. The hand is rebuilt to check it.

        The drill a request kept (:meth:`keep`) under this very text is taken instead, unread: it is the
        drill this text reads back as (a property test holds them equal), with its hand already built. It is
        taken out of :data:`KEPT_DRILLS`, not looked up: the caller owns it, and no other request can get the
        same object (a second tab reading the same text parses its own)."""
        if isinstance(text, str):
            kept = KEPT_DRILLS.take(text)
            if kept is not None:
                kept._stored = None
                return kept
        return cls.read_json(text)

    @classmethod
    def read_json(cls, text: str | bytes) -> Drill:
        """:meth:`from_json` without looking for a kept drill: the text parsed and checked, the hand rebuilt
        (or taken from the kept hands)."""
        drill = cls(**read_fields(text))
        try:
            drill.table()
        except (ValueError, LookupError, AssertionError) as error:
            raise DrillError(f"{SOURCE}: stored hand cannot be rebuilt: {error}") from None
        return drill

    # ------------------------------------------------------------ the table, rebuilt from the record

    def ruling(self) -> Ruling | None:
        """The engine's ruling on the irregularity this hand stopped for (None if it did not stop)."""
        if self.ruling_at is None:
            return None
        return self._state()[1]

    def _key(self) -> HandKey:
        """What the rebuilt hand depends on, and nothing else: the set-up, the events, where the ruling
        came and the rulebook (:func:`rebuild` is a function of these alone)."""
        if self._setup_text is None or self._setup_text[0] is not self.setup:
            self._setup_text = (self.setup, json.dumps(self.setup, sort_keys=True))
        return (self._setup_text[1], tuple(self.events), self.ruling_at, self.settings.rulebook)

    def _state(self) -> Rebuilt:
        key = self._key()
        if self._hand is not None and self._hand[0] == key:
            return self._hand[1]
        state = rebuilding.take_kept_hand(key)
        if state is None:
            replayed, found = rebuilding.rebuild(self.setup, self.events, self.ruling_at, self.settings.rulebook)
            state = (replayed.table, found, replayed)
        self._hand = (key, state)
        return state

    def keep(self) -> None:
        """Hand this drill's rebuilt hand to the process, for the next request that reads the same record.

        A web request calls it when it is done with the drill (the page rendered): the trainee's next step
        reads back the record this one stored, finds its hand here and skips the rebuild. The stored record
        stays the only truth: the hand is found only under the very record it was built from (set-up,
        events, ruling, rulebook), each at most once (the request that takes it owns it), and a miss just
        rebuilds. Unchanged since it was stored, the drill itself is kept (:data:`KEPT_DRILLS`): the caller
        hands it over and must not change it afterwards (the web calls this last, once the page is made).
        Otherwise only the hand is kept (:data:`~dealerschool.drill.rebuilding.KEPT_HANDS`), and using this
        drill again afterwards is safe: it takes the hand back or rebuilds it."""
        if self._stored is not None and self._stored[1] == self._fingerprint():
            # Unchanged since it was stored: the drill itself is kept under its stored text, hand and all, so
            # the next request neither parses the JSON nor checks it again. What the record does not hold is
            # let go, so that the drill is what its text reads back as: the session's game history and blind
            # places (a session read from JSON starts them afresh).
            text = self._stored[0]
            self._stored = None
            self.session.history = []
            self.session.blind_positions = None
            KEPT_DRILLS.put(text, self)
            return
        if self._hand is None or self._hand[0] != self._key():
            return
        key, state = self._hand
        self._hand = None
        rebuilding.KEPT_HANDS.put(key, state)

    def table(self) -> Table:
        """The table as the record leaves it (do not change it: it is kept for the next question).

        While the hand waits for a ruling, and while the trainee carries out the remedy's steps, the table
        as the irregularity left it: the remedied table is shown only once those steps are done (showing it
        first would give the answer away)."""
        table, found, _ = self._state()
        if (self.waiting_for_ruling or self.waiting_for_remedy) and found is not None and found.replayed is not None:
            return found.replayed.table
        return table

    @property
    def waiting_for_ruling(self) -> bool:
        return self.ruling_at is not None and self.ruling_given is None

    @property
    def waiting_for_remedy(self) -> bool:
        """The trainee has ruled and is carrying out the remedy's steps (:meth:`carry_out`)."""
        if self.ruling_given is None or self.remedy_picks is None:
            return False
        return self.remedy_done() < len(self.remedy_steps())

    @property
    def waiting_for_read(self) -> bool:
        """A player has asked the dealer to read the action (the amount to call, the pot...)."""
        return self.reading is not None

    @property
    def hand_over(self) -> bool:
        return self.table().is_complete

    def _append(self, text: str) -> None:
        """Tell one more event; the cached replay is played on (no rebuild)."""
        table, found, replayed = self._state()
        try:
            play_event(replayed, text, len(self.events), replayed.situation.seat_count)
        except BaseException:
            self._hand = None  # a replay left half-played is never used again (nor kept)
            raise
        self.events.append(text)
        self._hand = (self._key(), (replayed.table, found, replayed))

    # ------------------------------------------------------------ what the trainee does

    def expected(self) -> Operation | None:
        """The dealer operation due now (None: a player acts or asks, a ruling or a remedy step is due, or the
        hand is over)."""
        if self.waiting_for_ruling or self.waiting_for_remedy or self.waiting_for_read:
            return None
        return self.table().next_dealer_operation()

    def attempt(self, word: str, seat: int | None = None, face_up: bool = False,
                payouts: tuple[Payout, ...] | list[Payout] | None = None, now: float = 0.0) -> Feedback:
        """The trainee performs a dealer operation: ``word`` from :data:`OPERATION_WORDS`, ``seat`` 1-based.

        A push names every winner of the pot with what each gets (and in hi-lo games which half):
        ``payouts``; it is right only when it matches the table's award, odd chip included.

        A right operation is recorded and the players act until the dealer is due again; a wrong one is
        refused (nothing changes at the table) and counted. Raises DrillError for a word that is not an
        operation, a seat that is not at the table, or when no dealer operation can be made now."""
        if word not in OPERATION_WORDS:
            raise DrillError(f"{SOURCE}: operation: {word[:20]!r} is not one of {', '.join(OPERATION_WORDS)}")
        table = self.table()
        if word in SEAT_WORDS:
            if seat is None:
                raise DrillError(f"{SOURCE}: seat: '{word}' needs a seat (1 to {len(table.seats)})")
            if not 1 <= seat <= len(table.seats):
                raise DrillError(f"{SOURCE}: seat: expected 1 to {len(table.seats)}, got {seat}")
        if word == "push":
            payouts = checked_payouts(table, payouts)
        if self.waiting_for_ruling:
            raise DrillError(f"{SOURCE}: the hand has stopped for a ruling: rule first")
        if self.waiting_for_remedy:
            raise DrillError(f"{SOURCE}: the remedy's steps come first: pick the next one")
        if self.waiting_for_read:
            raise DrillError(f"{SOURCE}: a player is waiting for the amount: answer first")
        expected = table.next_dealer_operation()
        if expected is None:
            raise DrillError(f"{SOURCE}: no dealer operation is due: "
                             + ("the hand is over" if table.is_complete else "a player is to act"))
        given = word + (f" p{seat}" if word in SEAT_WORDS else "") + (" up" if word == "deal" and face_up else "")
        if word == "push":
            given = "push " + ", ".join(f"p{p.seat} {p.amount}{' ' + p.half if p.half else ''}" for p in payouts or ())
        right = self._matches(table, expected, word, seat, face_up, payouts)
        elapsed = max(0.0, now - self.last_step_at) if self.last_step_at is not None else 0.0
        due = describe_due(table, expected)
        # Rounded as to_json stores it: the drill in memory is the drill its stored record reads back as.
        self.attempts.append(Attempt(given, due, right, word_for(expected), round(elapsed, 3)))
        if not right:
            rule = rule_for_operation(table, expected)
            push_why = None
            if isinstance(expected, PushPot) and word == "push":
                push_why, rule_id = push_mistake(table, expected, payouts or ())
                rule = get_rule(rule_id) if rule_id else rule
            if table.config.big_blind_ante and isinstance(expected, (PostBlind, PostAnte)):
                rule = get_rule("big-blind-ante")  # blind first, then the big blind's ante for the table (B10)
            answer = rule.answer(self.settings.rulebook)
            if self.settings.strict:
                return Feedback.untold(False, given, "Not the right operation: the mistake is counted. Try again.")
            why = push_why or refusal_words(table, expected, word, seat, face_up)
            return Feedback(correct=False, given=given, message=why, right_answer=due, rule_id=rule.id,
                            rule_title=rule.title, explanation=answer.explanation,
                            citations=tuple(str(c) for c in answer.citations))
        self.last_step_at = now
        self._append(event_text(table, expected))
        self._play_players()
        return Feedback.untold(True, given, due[:1].upper() + due[1:] + ".")  # the page labels it "Right"

    def _matches(self, table: Table, expected: Operation, word: str, seat: int | None, face_up: bool,
                 payouts: tuple[Payout, ...] | list[Payout] | None) -> bool:
        if word != word_for(expected):
            return False
        if isinstance(expected, DealCard):
            return seat == expected.seat + 1 and face_up == expected.face_up
        if isinstance(expected, (AnnounceBringIn, AnnounceFirstToAct, ShowHand)):
            return seat == expected.seat + 1
        if isinstance(expected, PushPot):
            return normal_payouts(payouts or ()) == normal_payouts(due_payouts(table, expected.index))
        return True

    def rule(self, code: str) -> RulingResult:
        """The trainee's ruling on the irregularity the hand stopped for; graded against the engine's.

        Whatever the trainee answered, the engine's ruling stands: the trainee then carries out its remedy's
        steps (:meth:`carry_out`), and the hand goes on from the table that remedy leaves."""
        if not self.waiting_for_ruling:
            raise DrillError(f"{SOURCE}: no ruling is asked for now")
        options = self.ruling_options()
        if code not in {option for option, _ in options}:
            raise DrillError(f"{SOURCE}: ruling: {code[:40]!r} is not one of the options "
                             f"({', '.join(option for option, _ in options)})")
        self.ruling_given = code
        self.remedy_picks = []
        result = self.ruling_result()
        assert result is not None
        self._play_players()
        return result

    # ------------------------------------------------------------ the remedy's steps, carried out by the trainee

    def remedy_steps(self) -> list[str]:
        """The steps the trainee carries out after the ruling, in order (see :func:`remedy_steps`)."""
        found = self.ruling()
        return [] if found is None else remedy_steps(found)

    def remedy_done(self) -> int:
        """How many of the remedy's steps the trainee has carried out (picked right)."""
        return sum(1 for pick in self.remedy_picks or () if pick["right"])

    def remedy_choices(self) -> list[RemedyChoice]:
        """The choices for the remedy step due, in the order offered (empty when none is due).

        The right step among up to three plausible wrong ones: one of this remedy's later steps (the right
        step out of order), and the steps the rule's other options would give on the same table; when those
        are too few, the steps of a misdeal or of playing on. The same drill offers the same choices
        (:func:`~dealerschool.drill.remedy.remedy_choices`)."""
        if not self.waiting_for_remedy:
            return []
        found = self.ruling()
        assert found is not None
        return remedy_choices(self.remedy_steps(), self.remedy_done(), self._other_remedies(found),
                              self.settings.seed, self.hand_number)

    def _other_remedies(self, found: Ruling) -> list[tuple[str, str]]:
        """The other rulings' remedy steps on this hand (:func:`~dealerschool.drill.remedy.other_remedies`),
        worked out once per record."""
        key = self._key()
        if self._other_steps is not None and self._other_steps[0] == key:
            return self._other_steps[1]
        found_steps = other_remedies(found)
        self._other_steps = (key, found_steps)
        return found_steps

    def carry_out(self, number: int, now: float = 0.0) -> Feedback:
        """The trainee picks choice ``number`` (1-based, of :meth:`remedy_choices`) as the remedy's next step.

        A right pick is recorded; once every step is done the players act on the remedied table. A wrong
        one is counted and refused with the step that was due, why, and the ruling's rule and citations
        (in strict mode only counted: the hand's end tells). DrillError when no step is due or the number
        is not one of the choices."""
        if not self.waiting_for_remedy:
            raise DrillError(f"{SOURCE}: no remedy step is due now")
        choices = self.remedy_choices()
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(choices):
            raise DrillError(f"{SOURCE}: step: expected a choice from 1 to {len(choices)}, got {str(number)[:20]!r}")
        found = self.ruling()
        assert found is not None and self.remedy_picks is not None
        steps = self.remedy_steps()
        done = self.remedy_done()
        choice = choices[number - 1]
        right = choice.origin == "right"
        elapsed = max(0.0, now - self.last_step_at) if self.last_step_at is not None else 0.0
        self.remedy_picks.append({"step": done, "given": choice.text, "right": right, "seconds": round(elapsed, 3)})
        if right:
            self.last_step_at = now
            if not self.waiting_for_remedy:
                self._play_players()
            return Feedback.untold(True, choice.text, f"Step {done + 1} of {len(steps)}: {choice.text}")
        if self.settings.strict:
            return Feedback.untold(False, choice.text,
                                   "Not the remedy's next step: the mistake is counted. Try again.")
        options = dict(self.ruling_options())
        if choice.origin == "later":
            why = f"That step comes later in this remedy; first: {steps[done]}"
        elif choice.origin in options:
            why = (f"That is what the ruling '{options[choice.origin]}' would have the dealer do; "
                   f"the ruling here is '{options.get(found.code.value, found.code.value)}'.")
        else:
            why = "That is not part of this remedy."
        return Feedback(correct=False, given=choice.text, message=why, right_answer=steps[done],
                        rule_id=found.rule.id, rule_title=found.rule.title, explanation=found.answer.explanation,
                        citations=tuple(str(c) for c in found.answer.citations))

    def wrong_remedy_picks(self) -> list[dict[str, Any]]:
        """The wrong remedy picks with the step that was due (told at the hand's end, strict mode too)."""
        steps = self.remedy_steps()
        return [{**pick, "expected": steps[pick["step"]] if pick["step"] < len(steps) else ""}
                for pick in self.remedy_picks or () if not pick["right"]]

    def ruling_options(self) -> list[tuple[str, str]]:
        """The choices offered for the pending (or given) ruling, in the order offered: the rule's options, the
        right one included, in an order drawn from the drill's stored seed, the hand and where the ruling came
        (so a reload offers the same order), never from the answer: in catalog order the right one came first."""
        found = self.ruling()
        if found is None:
            return []
        options = offered_options(found)
        settings = self.settings
        random.Random(f"{settings.seed}-{settings.variant}-{self.hand_number}-{self.ruling_at}-ruling").shuffle(options)
        return options

    def ruling_result(self) -> RulingResult | None:
        found = self.ruling()
        if found is None or self.ruling_given is None:
            return None
        correct = self.ruling_given == found.code.value
        elsewhere = () if correct else tuple(get_rulebook(book).title for book, code in found.other_rulebooks.items()
                                             if code == self.ruling_given)
        return RulingResult(given=self.ruling_given, right_answer=found.code.value, correct=correct,
                            rule_id=found.rule.id, rule_title=found.rule.title, explanation=found.answer.explanation,
                            citations=tuple(str(c) for c in found.answer.citations), remedy=tuple(found.remedy),
                            options=tuple(self.ruling_options()), steps=tuple(remedy_steps(found)),
                            ruled_elsewhere=elsewhere)

    def irregularity_text(self) -> str:
        """What happened, in words, for the page that asks for the ruling."""
        if self.ruling_at is None:
            return ""
        found = self.ruling()
        if found is not None and found.irregularity is None:  # a procedure: the stud deck running short
            table = found.replayed.table if found.replayed is not None else found.table
            left = len(table.stub)
            return (f"Seventh street: {len(table.in_hand())} players are still in and {left} card{'s' if left != 1 else ''} "
                    f"{'are' if left != 1 else 'is'} left in the stub ({len(table.burns)} burns).")
        return mistake_words(self.events[self.ruling_at - 1])

    def players_acted(self) -> list[tuple[int, str]]:
        """The players' actions since the dealer's last step, in order, as (seat, event): what the page
        shows one after the other at the drill's pace."""
        acted: list[tuple[int, str]] = []
        for text in reversed(self.events):
            head = text.split(" ", 1)[0]
            if not (head[:1] == "p" and head[1:].isdigit()):
                break
            acted.append((int(head[1:]), text))
        return acted[::-1]

    # ------------------------------------------------------------ the simulated players and the table's mistakes

    def _play_players(self) -> None:
        """Players act until the dealer is due (or a ruling is); the simulator may make a mistake happen."""
        for _ in range(200):
            if self.waiting_for_ruling or self.waiting_for_remedy or self.waiting_for_read:
                return
            table = self.table()
            if table.is_complete:
                return
            if self._maybe_inject(table):
                return
            if table.actor is None:
                return
            if self.settings.reads:
                self.reading = question(table, self.settings.seed, self.hand_number, len(self.events), self.reads)
                if self.reading is not None:
                    return
            rng = random.Random(f"{self.settings.seed}-{self.hand_number}-{len(self.events)}")
            self._append(stay_in(table, table.actor) if self.short_deck_hand() else decide(table, table.actor, rng))
        raise AssertionError("the players did not stop acting")  # pragma: no cover - a table bug

    def read_question(self) -> str:
        """The pending question in words ("" when none)."""
        return "" if self.reading is None else question_words(self.reading)

    def read_answer(self) -> int:
        """The right answer to the pending question, from the table as it stands."""
        assert self.reading is not None
        return right_answer(self.table(), self.reading)

    def answer_read(self, given: int) -> ReadResult:
        """The trainee's answer to a player's question, graded; then the players act on."""
        if self.reading is None:
            raise DrillError(f"{SOURCE}: no player has asked anything")
        if isinstance(given, bool) or not isinstance(given, int) or not 0 <= given <= 10**9:
            raise DrillError(f"{SOURCE}: amount: expected a whole number of chips, got {str(given)[:20]!r}")
        right = self.read_answer()
        rule = get_rule(AMOUNTS[self.reading["what"]])
        answer = rule.answer(self.settings.rulebook)
        worked = worked_answer(self.table(), self.reading, right)
        result = ReadResult(question=self.read_question(), given=given, right_answer=right, correct=given == right,
                            rule_id=rule.id, rule_title=rule.title, explanation=answer.explanation,
                            citations=tuple(str(c) for c in answer.citations), worked=worked)
        self.reads.append({**self.reading, "given": given, "right": right, "correct": given == right})
        self.reading = None
        self._play_players()
        return result

    def _wanted_mistake(self) -> str:
        """The kind of mistake this hand waits for (from the seed: the same hand, the same kind)."""
        return wanted_mistake(self.settings.seed, self.hand_number, self.setup)

    def short_deck_hand(self) -> bool:
        """This hand is the one where the stud deck runs short: the players all stay in to seventh street."""
        return self.inject_after is not None and self._wanted_mistake() == "short-deck"

    def _maybe_run_out(self) -> bool:
        """Seventh street's cards are due and the stub cannot serve every player: the hand stops for the
        run-out ruling (a procedure the engine rules on from the table, under the drill's rulebook)."""
        table, _, replayed = self._state()
        if not runs_short(table, replayed, self.settings.rulebook):
            return False
        self.ruling_at = len(self.events)
        self._hand = None
        return True

    def _maybe_inject(self, table: Table) -> bool:
        if self.inject_after is None or self.ruling_at is not None:
            return False
        if self.short_deck_hand():
            return self._maybe_run_out()  # whenever seventh street comes: no other mistake this hand
        if len(self.events) < self.inject_after:
            return False
        if any(text in DRILL_WORDS for text in self.events):
            return False  # notation cannot tell those steps alone: this hand is not ruled on past them
        text = injected_mistake(table, self.setup, self.events, self.settings.rulebook, self.settings.seed,
                                self.hand_number, self.inject_after, self._wanted_mistake())
        if text is None:
            return False
        self.events.append(text)
        self.ruling_at = len(self.events)
        self._hand = None
        return True

    # ------------------------------------------------------------ finishing and scoring

    def score(self) -> dict[str, Any]:
        """This hand's score: operations right first time, mistakes by kind, time per operation, the ruling."""
        firsts: list[bool] = []
        mistakes_by_kind: dict[str, int] = {}
        fresh = True
        for attempt in self.attempts:
            if fresh:
                firsts.append(attempt.right)
            if not attempt.right:
                mistakes_by_kind[attempt.kind] = mistakes_by_kind.get(attempt.kind, 0) + 1
            fresh = attempt.right
        times = [a.seconds for a in self.attempts if a.right]
        result = self.ruling_result()
        game, _ = ALL_VARIANT_GAMES[self.setup["variant"]]
        return {"hand": self.hand_number + 1, "deal": self.deal, "game": self.setup.get("variant", ""),
                "operations": len(firsts),
                "target_seconds": TARGET_SECONDS[GAMES[game].family],
                "right_first_time": sum(firsts), "mistakes": mistakes_by_kind,
                "seconds_per_operation": round(sum(times) / len(times), 2) if times else 0.0,
                "rulings": 1 if result else 0, "rulings_right": 1 if result and result.correct else 0,
                "reads": len(self.reads), "reads_right": sum(1 for read in self.reads if read["correct"]),
                "ruling": None if result is None else {"given": result.given, "right": result.right_answer,
                                                       "rule": result.rule_id},
                "remedy_steps": len(result.steps) if result is not None and self.remedy_picks is not None else 0,
                "remedy_right_first_time": self._remedy_right_first_time()}

    def _remedy_right_first_time(self) -> int:
        """The remedy steps whose first pick was right."""
        first: dict[int, bool] = {}
        for pick in self.remedy_picks or ():
            first.setdefault(pick["step"], pick["right"])
        return sum(first.values())

    def hand_record(self) -> dict[str, Any]:
        """This hand as kept for review: set-up, events, the ruling's place and answer, the attempts."""
        return {"setup": self.setup, "events": list(self.events), "ruling_at": self.ruling_at,
                "ruling_given": self.ruling_given, "rulebook": self.settings.rulebook,
                "remedy_picks": self.remedy_picks,
                "attempts": [attempt.to_dict() for attempt in self.attempts]}

    def wrong_attempts(self) -> list[Attempt]:
        return [attempt for attempt in self.attempts if not attempt.right]

    def next_hand(self, now: float = 0.0) -> dict[str, Any]:
        """Finish this hand (it must be over): stacks carry over, the button moves; deal the next one.

        Returns the finished hand's score. With fewer than two players left, everyone buys in again."""
        table = self.table()
        if not table.is_complete:
            raise DrillError(f"{SOURCE}: the hand is not over: finish it first")
        score = self.score()
        self.session.finish(table)
        if self.session.players() < 2:
            self.session.stacks = [self.settings.buy_in * self.settings.big_blind for _ in self.session.stacks]
        self.hand_number += 1
        self.deal = 1
        self._new_hand(now)
        return score

    def deal_again(self, now: float = 0.0) -> None:
        """The same hand again from its start: the same cards and stacks (practice). The first deal's score
        stands; this one is the next :attr:`deal`, a repeat."""
        if not self.table().is_complete:
            raise DrillError(f"{SOURCE}: the hand is not over: finish it first")
        self.deal += 1
        self._new_hand(now)  # the session has not moved on: the same set-up, seed and cards

    @property
    def is_repeat(self) -> bool:
        """This hand is being dealt again: its first deal's result is the one that counts."""
        return self.deal > 1

    @property
    def started(self) -> bool:
        """The trainee has done something in this hand (an operation, a ruling, a remedy pick, a read): a hand
        left now is unfinished, where a hand nobody touched is just the next one waiting."""
        return bool(self.attempts or self.ruling_given is not None or self.reads or self.remedy_picks)


KEPT_DRILLS: BoundedCache[str, Drill] = BoundedCache(
    "kept drills", max_entries=128, max_bytes=16 * 2**20,
    size_of=lambda text, drill: 15_000 + 700 * len(drill.events) + len(text))
"""Drills kept whole by :meth:`Drill.keep`, under the JSON text they were stored as: each until the next
request that reads that very text takes it (:meth:`Drill.from_json`: at most once, the taker owns it) or
newer ones push it out, least recently used first; more entries than the trainees one server process
serves at once. A drill read back from its text, hand rebuilt, holds 55 KB (six-handed hold'em, 51 events,
a ruling) to 97 KB (eight-handed stud/8, 118 events) (measured with tracemalloc), hence the estimate."""


def forget_kept() -> None:
    """Empty the process's kept drills and hands (a benchmark times a rebuild from nothing with it)."""
    KEPT_DRILLS.clear()
    rebuilding.KEPT_HANDS.clear()
