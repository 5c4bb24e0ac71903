"""A rulebook is a set of settings and answers: the engine reads its settings, never its name, so a
room's own house rules (a Rulebook with its own HouseOptions) take effect; the events are replayed
once per situation and settings; a replay can be driven event by event with the public ``step``."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealerschool import situations
from dealerschool.quiz import scenarios
from dealerschool.quiz.grading import DecisionType, Question, correct_answer
from dealerschool.resources import resource_dir
from dealerschool.rules.engine import NoRuling, rule_on
from dealerschool.rules.rulebooks import HouseOptions, Rulebook, get_rulebook
from dealerschool.situations import replays

TWO_FOLDS = resource_dir("scenarios") / "flop" / "exposed-first-card-two-folds.toml"
"""The small blind's first card dealt face up, then two folds: the sources' cut-off (two players have
acted) has passed, TDA's (substantial action: two actions of which one put chips in, or three) has not."""


def _room(**options) -> Rulebook:
    return Rulebook("our-room", "Our card room", replace(get_rulebook("sources").options, **options), (),
                    answers_from="sources")


def test_a_rooms_misdeal_cutoff_takes_effect():
    situation = scenarios.load(TWO_FOLDS).situation
    assert rule_on(situation, "sources").code.value == "action-stands"  # too late: two players acted
    # The same answers as the sources, with TDA's cut-off: no longer too late, so a misdeal.
    ruling = rule_on(situation, _room(misdeal_cutoff="substantial-action"))
    assert ruling.code.value == "misdeal" and ruling.rulebook == "our-room" and not ruling.also
    assert ruling.answer is rule_on(situation, "sources").rule.answer("sources")  # the sources' answer
    # And the other way round: TDA's answers with the sources' cut-off.
    tda_room = Rulebook("tda-cash", "TDA with a cash-game cut-off",
                        replace(get_rulebook("tda-2024").options, misdeal_cutoff="two-players-acted"), (),
                        answers_from="tda-2024")
    assert rule_on(situation, "tda-2024").code.value == "misdeal"
    assert rule_on(situation, tda_room).code.value == "action-stands"


def test_a_rooms_showdown_order_takes_effect():
    # Seat 1 bets the river, seat 2 raises, seat 1 calls: who tables first is the setting, not the name.
    check = '"continue", "p3 cc", "p1 cc", "p2 cc", "continue"' + ', "p1 cc", "p2 cc", "p3 cc"' * 2
    text = f"""variant = "NT"
blinds_or_straddles = [5, 10]
starting_stacks = [500, 500, 500]
button = 3
seed = 17
events = [{check}, "p1 cbr 20", "p2 cbr 60", "p3 f", "p1 cc", "collect"]
"""
    situation = situations.loads(text, "order.toml")
    question = Question(DecisionType.DEALER_OPERATION, prompt="Who shows first?")
    bettor = correct_answer(question, situation, _room())[0]
    aggressor = correct_answer(question, situation, _room(showdown_last_aggressor=True))[0]
    assert bettor == correct_answer(question, situation, "sources")[0] == "show p1"
    assert aggressor == correct_answer(question, situation, "tda-2024")[0] == "show p2"


def test_a_rulebook_must_name_whose_answers_it_gives():
    with pytest.raises(ValueError, match="answers_from must be one of"):
        Rulebook("our-room", "x", HouseOptions(), ())
    with pytest.raises(ValueError, match="HouseOptions.chip_race_out: expected true or false"):
        HouseOptions(chip_race_out="yes")  # type: ignore[arg-type]
    with pytest.raises(NoRuling, match="'house' is not one of"):
        rule_on(scenarios.load(TWO_FOLDS).situation, "house")


def test_one_replay_per_ruling(monkeypatch):
    played = []
    original = replays.build_table

    def counting(situation, house=None):
        played.append(house)
        return original(situation, house)

    monkeypatch.setattr(replays, "build_table", counting)
    situation = scenarios.load(TWO_FOLDS).situation
    assert len(played) == 1  # loading the file checks the events: one replay, kept
    first = rule_on(situation, "sources")
    assert len(played) == 1  # the sources' settings are the file's: that replay serves the ruling
    again = rule_on(situation, "sources")
    assert len(played) == 1
    rule_on(situation, "tda-2024")
    rule_on(situation, "tda-2024")
    assert len(played) == 2  # other settings: one more replay, once
    # What the other rulebooks rule (to_dict's differs_under) replays under robert-rules' settings too
    # (its two-round raise cap differs from the sources'), once; tda-2024's replay is kept.
    assert again.to_dict() == first.to_dict()
    assert len(played) == 3


def test_step_drives_a_replay_event_by_event():
    whole = scenarios.load(TWO_FOLDS).situation
    bare = replace(whole, events=())
    driven = replays.Replay(bare, situations.build_table(bare))
    for event in whole.events:
        situations.step(driven, event)
    at_once = replays.replay(whole)
    assert [i.kind for i in driven.irregularities] == [i.kind for i in at_once.irregularities]
    assert driven.table.card_locations() == at_once.table.card_locations()
    assert driven.table.actor == at_once.table.actor


def test_a_rooms_razz_bring_in_suit_takes_effect():
    # Razz, two kings showing: the K of spades brings in (catalog E01), or the K of clubs where a room
    # breaks the tie by the lowest suit as in stud.
    text = """variant = "FR"
antes = 1
bring_in = 2
small_bet = 4
big_bet = 8
starting_stacks = [100, 100, 100]
stub = "2c3c2d3d4h5h KsKc6s"
seed = 3
events = ["post", "post", "post"]
"""
    situation = situations.loads(text, "razz.toml")
    question = Question(DecisionType.SEAT, what="bring-in", prompt="Who brings in?")
    by_spade = correct_answer(question, situation, "sources")[0]
    assert by_spade == correct_answer(question, situation, _room())[0]
    by_club = correct_answer(question, situation, _room(razz_bring_in_suit="lowest"))[0]
    table = situations.build_table(situation)
    while table.bring_in_seat is None:
        table.apply(table.next_dealer_operation())
    doors = {seat + 1: str(table.seat(seat).upcards[-1]) for seat in table.occupied}
    assert doors[by_spade] == "Ks" and doors[by_club] == "Kc"


def test_a_rulebooks_button_takes_effect_in_a_session():
    from dealerschool.table.session import Stakes

    stakes = Stakes(small_bet=2, big_bet=4, small_blind=1, big_blind=2)
    assert get_rulebook("tda-2024").session(stakes, [100, 100, 100]).dead_button is True
    assert get_rulebook("sources").session(stakes, [100, 100, 100]).dead_button is False
    room = _room(button="dead")
    session = room.session(stakes, [100, 100, 100, 100], seed=4)
    assert session.dead_button and session.rules == room.table_rules() and session.seed == 4


def test_a_rooms_capped_raise_chips_setting_takes_effect():
    # Limit hold'em, a three-way flop capped; seat 2 silently pushes out a raise's worth (8 more, a raise to 12).
    # TDA 2024 Rule 50-A binds chips put out in turn: they call 4 and 4 go back. The sources hand them back.
    # The setting decides, not the rulebook's name: the sources' answers with it on call, TDA's without it do not.
    situation = situations.from_mapping({
        "variant": "FT", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4, "starting_stacks": [100] * 3,
        "button": 3, "seed": 11, "events": ["post", "post", "continue", "p3 cc", "p1 cc", "p2 cc", "continue",
                                            "p1 cbr 2", "p2 cbr 4", "p3 cbr 6", "p1 cbr 8", "p2 put 8"]}, "capped")
    tda_room = Rulebook("tda-handed-back", "TDA, chips past the cap handed back",
                        replace(get_rulebook("tda-2024").options, capped_raise_chips_call=False), (),
                        answers_from="tda-2024")
    for book, bets, actor in (("sources", [8, 4, 6], 1), (_room(capped_raise_chips_call=True), [8, 8, 6], 2),
                              ("tda-2024", [8, 8, 6], 2), (tda_room, [8, 4, 6], 1)):
        ruling = rule_on(situation, book)
        assert ruling.code.value == "cap-reached" and ruling.rule.id == "limit-cap-multiway"
        assert [seat.bet for seat in ruling.table.seats] == bets and ruling.table.actor == actor, book


def test_a_two_round_game_capped_after_four_raises_is_explained_with_four():
    # Fresh set 2026-12-03x case 15: limit ace-to-five single draw, five-handed, a bet and four raises before
    # the draw. Robert's Rules (Betting and Raising 3: "A game with two betting rounds (such as lowball or
    # draw) allows a maximum of a bet and four raises") caps the round there, and the next player may call or
    # fold; the explanation said "one bet and three raises; after the third raise ..." for a round its own
    # table had let run to four.
    situation = situations.from_mapping({
        "variant": "FA5L1D", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
        "starting_stacks": [100] * 5, "button": 5, "seed": 15,
        "events": ["continue", "p3 cbr 4", "p4 cbr 6", "p5 cbr 8", "p1 cbr 10"]}, "four raises")
    ruling = rule_on(situation, "robert-rules")
    assert ruling.code.value == "cap-reached" and ruling.rule.id == "limit-cap-multiway"
    assert "four raises" in ruling.answer.explanation and "after the third raise" not in ruling.answer.explanation
