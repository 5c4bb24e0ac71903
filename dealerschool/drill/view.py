"""A drill in words: the hand's events as the table played them, a pushed pot, a refused step, the mistake
the simulator made (each built on :mod:`dealerschool.table.words`, the one voice).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dealerschool.drill.moves import SEAT_WORDS, parsed_event, word_for
from dealerschool.drill.payouts import describe_due
from dealerschool.table import words
from dealerschool.table.operations import DealCard, Operation, PostAnte, PostBlind, PostDeadBlind, PushPot
from dealerschool.table.table import Table


def event_words(text: str) -> str:
    """One event of a drill's record as a trainee reads it, with no table to say more
    (:func:`dealerschool.table.words.event_words`)."""
    return words.event_words(parsed_event(text))


forced_bet_words = words.forced_bet_words


def hand_words(events: list[str] | tuple[str, ...], table: Table, last: int | None = None) -> list[str]:
    """The hand's events in words (the ``last`` ones only, if given), as the table played them
    (:func:`dealerschool.table.words.events_in_words`): who posted each forced bet, who checked, called, bet or
    raised what, who took each pot.

    A misdeal's redeal starts the table again (its log with it) and the forced bets go in again as before,
    the button unmoved: then each run of "post" events is the hand's forced bets from the first. Should the
    counts still not fit, "post" keeps its general words rather than name a seat that may be wrong."""
    start = 0 if last is None else max(0, len(events) - last)
    parsed = [parsed_event(text) for text in events]
    found = words.events_in_words(parsed, table, start)  # only the lines shown are worded
    posts = [operation for operation in table.log if isinstance(operation, (PostBlind, PostAnte, PostDeadBlind))]
    indices = [index for index, text in enumerate(events) if text == "post"]
    named: dict[int, PostBlind | PostAnte | PostDeadBlind] = {}
    if len(indices) == len(posts):
        named = dict(zip(indices, posts, strict=True))
    else:
        place, previous = 0, -2
        for index in indices:
            place = place + 1 if index == previous + 1 else 0  # its place in its run of forced bets
            previous = index
            if place < len(posts):
                named[index] = posts[place]
    for index, operation in named.items():
        if index >= start:
            found[index - start] = words.forced_bet_words(operation)
    return found


def push_words(table: Table, operation: PushPot) -> str:
    """A pushed pot for the hand's log: "the dealer pushes the main pot (28) to seat 2 (14 high) and seat 5
    (14 low)"."""
    if operation.index >= len(table.awards):
        return event_words("push")
    return words.push_words(table.awards[operation.index])


def refusal_words(table: Table, expected: Operation, word: str, seat: int | None, face_up: bool) -> str:
    """A refused step said to the trainee: what they did, in words, and what was due."""
    due = describe_due(table, expected)
    given = word + (f" p{seat}" if word in SEAT_WORDS else "") + (" up" if word == "deal" and face_up else "")
    did = words.attempt_words(given).rstrip(".")
    if word == word_for(expected):
        if isinstance(expected, DealCard) and seat == expected.seat + 1:
            return f"{did}: seat {seat}'s card goes face {'up' if expected.face_up else 'down'} here."
        if isinstance(expected, PushPot):
            return f"Seat {seat} does not win this pot: {due}."
    return f"{did}: the dealer had to {due}."


def mistake_words(text: str) -> str:
    """The mistake an event of the record made, saying who did what (:func:`dealerschool.table.words.mistake_words`)."""
    return words.mistake_words(parsed_event(text))
