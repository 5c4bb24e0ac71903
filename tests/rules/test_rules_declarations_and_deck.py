"""Spoken declarations apart from chips, cards not of the deck, and cash or tournament play (issue 15,
section 2, items 2-4): each new rule by name, on the table after its remedy.

TDA 2024 Rule 40-A: "Bets are by verbal declaration and/or pushing out chips. If a player does both,
whichever is first defines the bet." Robert's Rules, Irregularities 3 (a card with a different back) and
its joker rule (numbered 8 in the edition read), and Seven-Card Stud 5 (in tournament play a downcard dealt
face up is a misdeal).
"""

from __future__ import annotations

import pytest

from dealerschool import floor
from dealerschool.rules.engine import rule_on
from dealerschool.situations import loads
from dealerschool.situations.replays import IrregularityKind, replay

BOOKS = ("sources", "tda-2024", "robert-rules")


def holdem(*events: str, blinds: str = "100, 200", game: str = "NT") -> str:
    quoted = ", ".join(f'"{e}"' for e in events)
    return (f'variant = "{game}"\nblinds_or_straddles = [{blinds}]\nstarting_stacks = [5000, 5000, 5000, 5000]\n'
            f'button = 4\nseed = 7\nevents = [{quoted}]\n')


def ruled(text: str, book: str):
    return rule_on(loads(text, "test"), book)


# ---------------------------------------------------------------- spoken declarations (TDA 2024 Rule 40)


@pytest.mark.parametrize("book", BOOKS)
def test_spoken_call_then_chips(book):
    ruling = ruled(holdem("continue", "p3 cbr 600", "p4 says call", "p4 put 2000"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-call-then-chips", "call-only")
    table = ruling.table
    assert [s.bet for s in table.seats] == [100, 200, 600, 600]
    assert table.seat(3).stack == 4400 and table.actor == 0
    assert "Give him back the 1400" in " ".join(ruling.remedy)


@pytest.mark.parametrize("book", BOOKS)
def test_spoken_call_then_too_few_chips_owes_the_full_call(book):
    # TDA 2024 Rule 51-A: 'call' said in turn commits him to the full current action (Addendum 51, Example 3).
    ruling = ruled(holdem("continue", "p3 cbr 600", "p4 says call", "p4 put 400"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-call-short", "must-call-full-amount")
    table = ruling.table
    assert [s.bet for s in table.seats] == [100, 200, 600, 600]
    assert table.seat(3).stack == 4400 and table.actor == 0
    assert "He adds 200 to the 400" in " ".join(ruling.remedy)


def test_spoken_call_then_the_same_chips_is_nothing_to_rule_on():
    found = replay(loads(holdem("continue", "p3 cbr 600", "p4 says call", "p4 put 600"), "test"))
    assert found.irregularities == [] and found.table.seat(3).bet == 600


@pytest.mark.parametrize("book", BOOKS)
def test_spoken_amount_then_chips(book):
    ruling = ruled(holdem("continue", "p3 says raise to 800", "p3 put 500"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-amount-then-chips", "correct-bet-amount")
    assert ruling.table.seat(2).bet == 800 and ruling.table.actor == 3
    assert "He adds 300 to the 500" in " ".join(ruling.remedy)


@pytest.mark.parametrize("book", BOOKS)
def test_spoken_raise_short(book):
    ruling = ruled(holdem("continue", "p3 says raise", "p3 put 200"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-raise-short", "must-complete-min-raise")
    assert ruling.table.seat(2).bet == 400 and ruling.table.seat(2).stack == 4600 and ruling.table.actor == 3


def test_spoken_raise_then_a_full_raise_in_chips_is_the_raise():
    found = replay(loads(holdem("continue", "p3 says raise", "p3 put 700"), "test"))
    assert found.irregularities == [] and found.table.seat(2).bet == 700 and found.table.actor == 3


@pytest.mark.parametrize("book", BOOKS)
def test_spoken_raise_oversized_chip(book):
    ruling = ruled(holdem("continue", "p3 says raise", "p3 chip 1000"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-raise-oversized-chip", "raise-accepted")
    assert ruling.table.seat(2).bet == 1000 and ruling.table.actor == 3


def test_spoken_raise_oversized_chip_in_pot_limit_raises_the_pot_and_gives_change():
    # Blinds 1-2, pot limit: the most seat 3 may raise to is 7 (the call of 2, then the pot of 5).
    ruling = ruled(holdem("continue", "p3 says raise", "p3 chip 100", blinds="1, 2", game="PO"), "tda-2024")
    assert ruling.rule.id == "spoken-raise-oversized-chip"
    assert ruling.table.seat(2).bet == 7
    assert "Give him 93 back" in " ".join(ruling.remedy)


def test_without_the_word_the_same_chip_is_still_a_call():
    ruling = ruled(holdem("continue", "p3 chip 1000"), "tda-2024")
    assert (ruling.rule.id, ruling.table.seat(2).bet) == ("single-oversized-chip", 200)


def test_all_in_said_is_the_whole_stack():
    found = replay(loads(holdem("continue", "p3 says all-in"), "test"))
    assert found.irregularities == [] and found.table.seat(2).stack == 0 and found.table.seat(2).bet == 5000


def test_raise_said_with_an_amount_and_no_to_is_the_total():
    """TDA 2024 Rule 43-B: "Without other clarifying information, declaring raise and an amount is the total bet."
    'raise 1800' said, then 2400 pushed out (a raise by 1800 meant): the words came first, the raise is to 1800."""
    said = replay(loads(holdem("continue", "p3 cbr 600", "p4 says raise 1800"), "test")).table
    written = replay(loads(holdem("continue", "p3 cbr 600", "p4 says raise to 1800"), "test")).table
    assert [s.bet for s in said.seats] == [s.bet for s in written.seats]
    ruling = ruled(holdem("continue", "p3 cbr 600", "p4 says raise 1800", "p4 put 2400"), "tda-2024")
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("spoken-amount-then-chips", "correct-bet-amount")
    assert [s.bet for s in ruling.table.seats] == [100, 200, 600, 1800]


@pytest.mark.parametrize(("amount", "code", "bet"), [(700, "call-only", 600), (900, "must-complete-min-raise", 1000)])
def test_an_amount_said_alone_is_the_same_chips_pushed_out(amount, code, bet):
    """TDA 2024 Rule 40-C: "declaring a specific amount only is the same as silently pushing out an equal amount."
    Facing a raise to 600 (a 400 raise), 700 said is under half a raise over the call, 900 is half or more."""
    said = ruled(holdem("continue", "p3 cbr 600", f"p4 says {amount}"), "tda-2024")
    pushed = ruled(holdem("continue", "p3 cbr 600", f"p4 put {amount}"), "tda-2024")
    assert (said.rule.id, said.answer.ruling.value) == (pushed.rule.id, pushed.answer.ruling.value)
    assert said.answer.ruling.value == code and said.table.seat(3).bet == bet == pushed.table.seat(3).bet


@pytest.mark.parametrize(("event", "message"), [
    ("p3 says raise by 20", "'says raise to AMOUNT'"),
    ("p3 says bet to 20", "'says raise to AMOUNT'"),
    ("p3 says shove", "one of call, check, fold, raise, bet, all-in, pot after 'says'"),
    ("foreign queen", "'foreign joker' or 'foreign back'"),
    ("foreign joker p9", "expected a seat like p1..p4"),
])
def test_bad_spoken_or_foreign_events_are_named(event, message):
    with pytest.raises(ValueError) as error:
        loads(holdem("continue", event), "bad.toml")
    assert "bad.toml: event 2" in str(error.value) and message in str(error.value)


# ---------------------------------------------------------------- 'pot' said and the pot count (TDA 2024 Rules 3, 52-B, 54)


@pytest.mark.parametrize(("text", "message"), [
    (holdem("continue", "p3 says pot 500"), "'says pot' alone: 'pot' names no amount"),
    (holdem("continue", "count pot 0", game="PT"), "'count pot N'"),
    (holdem("continue", "count pot 900 by 3", game="PT"), "expected a seat like p1..p4"),
])
def test_bad_pot_words_are_named(text, message):
    with pytest.raises(ValueError) as error:
        loads(text, "bad.toml")
    assert "bad.toml: event 2" in str(error.value) and message in str(error.value)


@pytest.mark.parametrize(("text", "message"), [
    # 'pot' is an official term in pot limit only (Rule 3); no rulebook read says what it binds in limit.
    ('variant = "FT"\nblinds_or_straddles = [100, 200]\nsmall_bet = 200\nbig_bet = 400\n'
     'starting_stacks = [5000, 5000, 5000, 5000]\nbutton = 4\nseed = 7\nevents = ["continue", "p3 says pot"]\n',
     "pot limit only (TDA 2024 Rule 3)"),
    # Dealers do not count the pot in limit and no limit (Rule 54-A).
    (holdem("continue", "count pot 900"), "pot count in pot limit only"),
])
def test_pot_words_where_no_rulebook_gives_them_meaning_are_refused(text, message):
    with pytest.raises(ValueError) as error:
        replay(loads(text, "bad.toml"))
    assert message in str(error.value)


def test_pot_said_then_the_pot_is_nothing_to_rule_on_and_a_right_count_is_no_short_count():
    """'Pot' said and the pot pushed out, or a pot count told right and bet, are correct play: nothing recorded.
    Preflop pot limit 100-200: the pot bet for the first to act is 700 (TDA 2024 Rule 54-B's example)."""
    for events in (("continue", "p3 says pot", "p3 put 700"), ("continue", "count pot 700", "p3 put 700"),
                   ("continue", "p3 says pot", "count pot 700", "p3 put 700")):
        found = replay(loads(holdem(*events, game="PT"), "ok.toml"))
        assert not found.irregularities, events
        assert found.table.seat(2).bet == 700


# ---------------------------------------------------------------- the deck itself


DEAL = ("post", "post", "deal p1", "deal p2", "deal p3", "deal p4")


def test_joker_before_action():
    text = holdem(*DEAL, "foreign joker", blinds="1, 2")
    tda = ruled(text, "tda-2024")
    assert (tda.rule.id, tda.answer.ruling.value) == ("joker-before-action", "misdeal")
    assert all(not s.cards for s in tda.table.seats) and len(tda.table.stub) == 52
    assert [s.stack for s in tda.table.seats] == [5000] * 4
    for book in ("sources", "robert-rules"):
        robert = ruled(text, book)
        assert robert.answer.ruling.value == "remove-boxed-card-continue"
        # The joker was taken out: seat 1's second card is the next card of the deck, and the deal goes on.
        assert len(robert.table.seat(0).cards) == 1 and robert.table.next_dealer_operation() is not None


@pytest.mark.parametrize("book", BOOKS)
def test_joker_after_acting(book):
    ruling = ruled(holdem("continue", "p3 cc", "p4 cc", "p1 cc", "foreign joker p3", blinds="1, 2"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("joker-after-acting", "dead-hand")
    assert not ruling.table.seat(2).in_hand and ruling.table.pot + sum(s.bet for s in ruling.table.seats) == 8


@pytest.mark.parametrize(("events", "rule_id"), [
    (("p3 cc",), "joker-acted-on-before-substantial-action"),  # one action: never SA (TDA 2024 Rule 36)
    (("p3 f", "p4 cc"), "joker-after-acting"),  # a fold and a call: SA
])
def test_joker_in_a_hand_acted_on_before_and_after_substantial_action(events, rule_id):
    """TDA 2024 Rule 35-A-6: 'Before SA, a non-standard card ... is found': a misdeal, though its holder has
    acted; after SA (35-D) a scrap of paper, and the hand holding it is dead. Robert's Rules: dead either way."""
    holder = events[-1].split()[0]
    text = holdem("continue", *events, f"foreign joker {holder}", blinds="1, 2")
    tda = ruled(text, "tda-2024")
    assert tda.rule.id == rule_id
    if rule_id == "joker-after-acting":
        assert tda.answer.ruling.value == "dead-hand" and not tda.table.seat(3).in_hand
    else:
        assert tda.answer.ruling.value == "misdeal" and [s.stack for s in tda.table.seats] == [5000] * 4
    for book in ("sources", "robert-rules"):
        robert = ruled(text, book)
        assert (robert.rule.id, robert.answer.ruling.value) == (rule_id, "dead-hand")
        assert not robert.table.seat(int(holder[1:]) - 1).in_hand


@pytest.mark.parametrize(("events", "rule_id", "tda_code"), [
    ((), "joker-before-action", "misdeal"),
    (("p3 cc",), "joker-before-action", "misdeal"),
    (("p3 cc", "p4 cc"), "joker-found", "remove-boxed-card-continue"),
])
def test_joker_in_the_stub_before_and_after_substantial_action(events, rule_id, tda_code):
    """TDA 2024 Rule 35-A-6's 'is found' covers the stub: before SA a misdeal; after it the joker is taken out.
    Robert's Rules: a scrap of paper, taken out, whenever it is found in the stub."""
    text = holdem("continue", *events, "foreign joker stub", blinds="1, 2")
    tda = ruled(text, "tda-2024")
    assert (tda.rule.id, tda.answer.ruling.value) == (rule_id, tda_code)
    for book in ("sources", "robert-rules"):
        robert = ruled(text, book)
        assert (robert.rule.id, robert.answer.ruling.value) == (rule_id, "remove-boxed-card-continue")
        assert len(robert.table.in_hand()) == 4


@pytest.mark.parametrize("book", BOOKS)
def test_joker_found(book):
    ruling = ruled(holdem("continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "foreign joker stub",
                          blinds="1, 2"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("joker-found", "remove-boxed-card-continue")
    assert len(ruling.table.in_hand()) == 4


def test_other_deck_card_before_action():
    text = holdem("continue", "foreign back p3", blinds="1, 2")
    assert ruled(text, "tda-2024").answer.ruling.value == "misdeal"
    for book in ("sources", "robert-rules"):
        ruling = ruled(text, book)
        assert (ruling.rule.id, ruling.answer.ruling.value) == ("other-deck-card-before-action", "return-all-bets")
        assert [s.stack for s in ruling.table.seats] == [5000] * 4


@pytest.mark.parametrize("book", BOOKS)
def test_other_deck_card_in_play(book):
    ruling = ruled(holdem("continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "foreign back p3", blinds="1, 2"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("other-deck-card-in-play", "return-all-bets")
    assert [s.stack for s in ruling.table.seats] == [5000] * 4 and all(not s.cards for s in ruling.table.seats)


@pytest.mark.parametrize("book", BOOKS)
def test_other_deck_card_in_stub(book):
    ruling = ruled(holdem("continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "foreign back stub",
                          blinds="1, 2"), book)
    assert (ruling.rule.id, ruling.answer.ruling.value) == ("other-deck-card-in-stub", "action-stands")
    assert sum(s.stack for s in ruling.table.seats) == 4 * 5000 - 8


def test_a_foreign_card_is_recorded_with_the_seat_it_came_to():
    found = replay(loads(holdem(*DEAL, "foreign joker", blinds="1, 2"), "test"))
    [hit] = found.irregularities
    assert (hit.kind, hit.seat) == (IrregularityKind.NON_STANDARD_CARD, 0)


# ---------------------------------------------------------------- cash or tournament


STUD = ('variant = "F7S"\nantes = 1\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n'
        'starting_stacks = [100, 100, 100, 100]\nstub = "As2cTh8hKsJh9h7h9c8dKdQd"\n{play}'
        'events = ["post", "post", "post", "post", "deal p1", "deal p2 exposed", "deal p3", "deal p4"]\n')


def test_stud_exposed_downcard_tournament():
    text = STUD.format(play='play = "tournament"\n')
    robert = ruled(text, "robert-rules")
    assert (robert.rule.id, robert.answer.ruling.value) == ("stud-exposed-downcard-tournament", "misdeal")
    assert all(not s.cards for s in robert.table.seats) and [s.stack for s in robert.table.seats] == [100] * 4
    assert ruled(text, "tda-2024").answer.ruling.value == "exposed-card-brings-in"


def test_in_a_cash_game_the_same_deal_is_not_a_misdeal():
    for play in ("", 'play = "cash"\n'):
        ruling = ruled(STUD.format(play=play), "robert-rules")
        assert (ruling.rule.id, ruling.answer.ruling.value) == ("stud-exposed-downcard-initial-deal",
                                                                 "exposed-card-not-bring-in")


def test_a_bad_play_setting_is_named():
    with pytest.raises(ValueError, match="bad.toml: field 'play': expected \"cash\" or \"tournament\""):
        loads(STUD.format(play='play = "home"\n'), "bad.toml")


# ---------------------------------------------------------------- the floor checker builds them


def test_the_floor_checker_builds_words_chips_and_foreign_cards():
    data = floor.Setup("holdem", "no-limit", (5000, 5000, 5000, 5000), 4, small_blind=100, big_blind=200,
                       play="tournament").mapping()
    assert data["play"] == "tournament" and floor.setup_of(data)["play"] == "tournament"
    data["events"] = ["continue"]
    data = floor.add_step(data, {"step": "spoken", "word": "raise", "amount": ""})
    data = floor.add_step(data, {"step": "chips", "seat": "3", "how": "chip", "amount": "1000"})
    assert data["events"][-2:] == ["p3 says raise", "p3 chip 1000"]
    data = floor.add_step(data, {"step": "foreign", "card": "back", "where": "2"})
    assert data["events"][-1] == "foreign back p2"
    with pytest.raises(floor.FloorError) as refused:
        floor.add_step(data, {"step": "foreign", "card": "back", "where": "next"})
    assert refused.value.field == "where"
