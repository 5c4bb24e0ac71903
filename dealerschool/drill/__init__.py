"""Dealing drills: the trainee is the dealer, the simulator is everybody else at the table.

The package's face: what the web pages, the CLI and the tests use. One noun to a module, lowest first:

- :mod:`~dealerschool.drill.settings`: what the trainee chose (game or rotation, stakes, forced bets, rate
  of mistakes, pace, rulebook), checked, and the hand set-up each setting makes;
- :mod:`~dealerschool.drill.moves`: the trainee's words for the dealer's operations, each try
  (:class:`Attempt`), and how a record writes and plays them;
- :mod:`~dealerschool.drill.payouts`: pushing a pot (:class:`Payout`) and why a wrong push is wrong;
- :mod:`~dealerschool.drill.view`: the hand, a push, a refused step, a mistake in words;
- :mod:`~dealerschool.drill.players`: the simulated players, and the questions they ask the dealer;
- :mod:`~dealerschool.drill.mistakes`: the table's mistakes the simulator makes happen, and when;
- :mod:`~dealerschool.drill.remedy`: the remedy's steps the trainee carries out, and the choices offered;
- :mod:`~dealerschool.drill.rebuilding`: a hand's table from its record alone, and the hands kept for the
  next request;
- :mod:`~dealerschool.drill.results`: what the trainee's answers come back as, graded;
- :mod:`~dealerschool.drill.stored`: the drill as JSON, out and in;
- :mod:`~dealerschool.drill.hand`: the hand in progress (:class:`Drill`), and the drills kept for the next
  request.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dealerschool.drill import payouts
from dealerschool.drill.hand import KEPT_DRILLS, TARGET_SECONDS, Drill, forget_kept
from dealerschool.drill.mistakes import MISTAKE_KINDS, RUN_OUT_RULES, SHORT_DECK_PLAYERS, mistakes
from dealerschool.drill.moves import OPERATION_WORDS, SEAT_WORDS, Attempt, parsed_event, word_for
from dealerschool.drill.payouts import HALVES, Payout, due_payouts
from dealerschool.drill.players import decide, stay_in
from dealerschool.drill.rebuilding import KEPT_HANDS, rebuild, review_table
from dealerschool.drill.remedy import RemedyChoice, remedy_steps
from dealerschool.drill.results import Feedback, ReadResult, RulingResult
from dealerschool.drill.settings import (
    ROTATION_NAMES,
    ROTATIONS,
    DrillError,
    Forced,
    Pace,
    Rate,
    Settings,
    variant_code,
    variant_name,
)
from dealerschool.drill.view import event_words, forced_bet_words, hand_words, push_words

_normal = payouts.normal_payouts
"""The name tests/drill/test_drill_push_form.py imports (payouts keyed by seat and half)."""

__all__ = ["HALVES", "KEPT_DRILLS", "KEPT_HANDS", "MISTAKE_KINDS", "OPERATION_WORDS", "ROTATIONS", "ROTATION_NAMES",
           "RUN_OUT_RULES", "SEAT_WORDS", "SHORT_DECK_PLAYERS", "TARGET_SECONDS", "Attempt", "Drill", "DrillError",
           "Feedback", "Forced", "Pace", "Payout", "Rate", "ReadResult", "RemedyChoice", "RulingResult", "Settings",
           "decide", "due_payouts", "event_words", "forced_bet_words", "forget_kept", "hand_words", "mistakes",
           "parsed_event", "push_words", "rebuild", "remedy_steps", "review_table", "stay_in", "variant_code",
           "variant_name", "word_for"]
