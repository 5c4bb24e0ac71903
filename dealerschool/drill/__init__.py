"""Dealing drills: the trainee is the dealer, the simulator is everybody else at the table.

The package's face: what the web pages, the CLI and the tests use. The drill's nouns live one to a module
(see each module's docstring).
"""

from __future__ import annotations

from dealerschool.drill.hand import (
    HALVES,
    OPERATION_WORDS,
    ROTATION_NAMES,
    ROTATIONS,
    RUN_OUT_RULES,
    SEAT_WORDS,
    Attempt,
    Drill,
    DrillError,
    Feedback,
    Forced,
    Pace,
    Payout,
    Rate,
    ReadResult,
    RemedyChoice,
    RulingResult,
    Settings,
    decide,
    due_payouts,
    event_words,
    forced_bet_words,
    forget_kept,
    hand_words,
    mistakes,
    parsed_event,
    rebuild,
    remedy_steps,
    review_table,
    variant_code,
    variant_name,
    word_for,
)
