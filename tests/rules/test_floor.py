"""The floor's ruling checker (dealerschool.floor): situations built from choices and steps, ruled
under every rulebook, written as files and links; bad input names its field."""

from __future__ import annotations

import base64
import tomllib
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschool import floor, situations
from dealerschool.poker.games import GAMES
from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.rules.rulebooks import get_rulebook

SCENARIOS = scenarios.scenario_files()

HOLDEM = {"game": "holdem", "structure": "no-limit", "seats": "4", "stack_1": "200", "stack_2": "200",
          "stack_3": "200", "stack_4": "200", "button": "4", "small_blind": "1", "big_blind": "2", "seed": "22"}
STUD = {"game": "stud", "structure": "fixed-limit", "seats": "4", "stack_1": "100", "stack_2": "100",
        "stack_3": "100", "stack_4": "100", "ante": "1", "bring_in": "2", "small_bet": "5", "big_bet": "10",
        "seed": "31"}


def built(form: dict[str, str], *steps: dict[str, str]) -> dict:
    data = floor.setup_from_form(form).mapping()
    for step in steps:
        data = floor.add_step(data, step)
    return data


def codes(data: dict) -> dict[str, str]:
    answer = floor.check(data)
    return {book: ruling.code.value for book, ruling in answer.rulings.items()}


# ---------------------------------------------------------------- the README's premature turn, built in clicks


def test_premature_turn_built_in_two_steps_rules_as_the_readme_says():
    data = built(HOLDEM, {"step": "until", "moment": "1:decision:3"}, {"step": "premature"})
    # Seats 1 and 2 checked the flop; seats 3 and 4 had still to act when the turn came.
    assert data["events"][-4:] == ["p1 cc", "p2 cc", "burn", "board"]
    answer = floor.check(data)
    assert {b: r.code.value for b, r in answer.rulings.items()} == {
        "sources": "reshuffle-and-redeal", "tda-2024": "reshuffle-and-redeal",
        "robert-rules": "set-aside-use-river-as-turn"}
    assert answer.differ
    groups = answer.groups()
    assert [names for names, _ in groups] == [("sources", "tda-2024"), ("robert-rules",)]
    assert all(ruling.rule.id == "premature-turn" for _, ruling in groups)
    # The same answer as the command line gives for the same events.
    situation = situations.from_mapping(data, "x")
    assert rule_on(situation, "robert-rules").remedy == answer.rulings["robert-rules"].remedy
    # The table afterwards differs by rulebook: Robert's Rules sets the card aside.
    sources_after = answer.rulings["sources"].table
    roberts_after = answer.rulings["robert-rules"].table
    assert len(roberts_after.set_aside) == 1 and not sources_after.set_aside
    # The table before the remedy still shows the premature turn on the board.
    assert len(answer.table.board) == 4


def test_no_irregularity_yet_says_so_for_every_rulebook():
    data = built(HOLDEM, {"step": "until", "moment": "1:decision:1"})
    answer = floor.check(data)
    assert not answer.irregularities
    # A plain table at a decision: a procedure rule or nothing; either way each rulebook has its say.
    assert set(answer.rulings) | set(answer.errors) == set(RULEBOOK_NAMES)


# ---------------------------------------------------------------- every scripted scenario round-trips


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_situation_round_trips_as_file_and_link_and_rules_alike(path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))["situation"]
    text = floor.situation_toml(data)
    assert floor.parse_situation_text(text) == data
    assert floor.decode_link(floor.encode_link(data)) == data
    # The whole scenario file is accepted too: its [situation] is taken.
    assert floor.parse_situation_text(path.read_text(encoding="utf-8")) == data
    answer = floor.check(data)
    situation = situations.from_mapping(data, floor.SOURCE)
    for book in RULEBOOK_NAMES:
        try:
            expected = rule_on(situation, book).code.value
        except ValueError:
            assert book in answer.errors
            continue
        assert answer.rulings[book].code.value == expected


# ---------------------------------------------------------------- the walk to a moment


@pytest.mark.parametrize("game", sorted(GAMES))
def test_walk_reaches_every_offered_moment_in_every_game(game):
    structure = "fixed-limit"
    stud = GAMES[game].family.value == "stud"
    form = {"game": game, "structure": structure, "seats": "3", "stack_1": "500", "stack_2": "500",
            "stack_3": "500", "seed": "5", **({"ante": "1", "bring_in": "2"} if stud else
                                             {"small_blind": "1", "big_blind": "2"})}
    start = floor.setup_from_form(form).mapping()
    reached = 0
    earlier_moments: list[floor.Moment] = []
    for moment in floor.moments(start):
        try:
            data = floor.add_step(start, {"step": "until", "moment": moment.id})
        except floor.FloorError as error:
            # Only a decision the hand never has (everyone checks or calls, so rounds are short).
            assert error.field == "moment", str(error)
            assert moment.point == "decision", f"{moment.id}: {error}"
            continue
        # The events replay (under every rulebook's table) to exactly that moment.
        table = situations.replay(situations.from_mapping(data, "x")).table
        assert floor.at_moment(table, moment), (moment.id, data["events"])
        # The page offers only moments still ahead: every moment reached before this one is passed.
        assert not floor.passed(table, moment), moment.id
        for earlier in earlier_moments:
            assert floor.passed(table, earlier), (earlier.id, moment.id)
        earlier_moments.append(moment)
        reached += 1
    assert reached >= len(GAMES[game].streets) * 2


def test_walk_past_the_moment_names_the_moment():
    data = built(HOLDEM, {"step": "until", "moment": "2:cards:0"})
    with pytest.raises(floor.FloorError) as caught:
        floor.add_step(data, {"step": "until", "moment": "1:decision:1"})
    assert caught.value.field == "moment" and "flop" in str(caught.value)


# ---------------------------------------------------------------- each step of the menu, ruled


@pytest.mark.parametrize("form, steps, rulebook_codes", [
    (HOLDEM, [{"step": "until", "moment": "0:card:3"}, {"step": "exposed"}], None),
    (HOLDEM, [{"step": "until", "moment": "0:card:3"}, {"step": "boxed"}], {"sources": "remove-boxed-card-continue"}),
    (HOLDEM, [{"step": "until", "moment": "1:cards:0"}, {"step": "no-burn"}], None),
    (HOLDEM, [{"step": "until", "moment": "2:cards:0"}, {"step": "extra-burn"}], None),
    (HOLDEM, [{"step": "until", "moment": "0:decision:1"}, {"step": "string-bet", "amount": "2", "more": "4"}],
     {"sources": "first-motion-only"}),
    (HOLDEM, [{"step": "until", "moment": "0:decision:1"}, {"step": "action", "action": "cbr", "amount": "10"},
              {"step": "undercall", "amount": "3"}], None),
    (HOLDEM, [{"step": "until", "moment": "0:decision:1"}, {"step": "out-of-turn", "seat": "1", "action": "cc"}], None),
    (STUD, [{"step": "until", "moment": "0:decision:1"}, {"step": "premature"}], None),
    (STUD, [{"step": "until", "moment": "1:decision:1"}, {"step": "premature"}], None),
], ids=["exposed", "boxed", "no-burn", "extra-burn", "string-bet", "undercall", "out-of-turn",
        "stud-premature-fourth", "stud-premature-fifth"])
def test_each_step_makes_an_irregularity_the_engine_rules_on(form, steps, rulebook_codes):
    data = built(form, *steps)
    answer = floor.check(data)
    assert answer.irregularities, data["events"]
    assert answer.rulings, answer.errors
    if rulebook_codes:
        for book, code in rulebook_codes.items():
            assert answer.rulings[book].code.value == code


def test_wrong_bring_in_names_another_seat():
    data = built(STUD, {"step": "until", "moment": "0:announce:0"})
    right = floor.add_step(data, {"step": "until", "moment": "0:decision:1"})["events"][len(data["events"])]
    assert right.startswith("bring-in p")
    seat = "1" if right != "bring-in p1" else "2"
    wrong = floor.add_step(data, {"step": "wrong-bring-in", "seat": seat})
    assert wrong["events"][-1] == f"bring-in p{seat}"
    assert {r.rule.id for r in floor.check(wrong).rulings.values()} == {"stud-wrong-bring-in-corrected"}
    with pytest.raises(floor.FloorError) as caught:
        floor.add_step(data, {"step": "wrong-bring-in", "seat": right.split()[1][1:]})
    assert caught.value.field == "seat"


def test_stud_deck_runs_short_with_eight_players():
    form = {**STUD, "seats": "8", **{f"stack_{n}": "200" for n in range(1, 9)}, "seed": "44"}
    data = built(form, {"step": "stud-short"})
    answer = floor.check(data)
    assert answer.rulings, answer.errors
    assert any("stud" in r.rule.id or "seventh" in r.rule.title.lower() or r.rule.catalog_ids[0].startswith("D")
               for r in answer.rulings.values())
    with pytest.raises(floor.FloorError) as caught:
        built(STUD, {"step": "stud-short"})
    assert caught.value.field == "step" and "seven or eight" in str(caught.value)


def test_steps_that_do_not_fit_the_table_name_the_step():
    start = floor.setup_from_form(HOLDEM).mapping()
    for step, field in [({"step": "exposed"}, "step"), ({"step": "premature"}, "step"), ({"step": "nope"}, "step"),
                        ({"step": "wrong-bring-in", "seat": "1"}, "step"), ({"step": "until", "moment": "x"}, "moment"),
                        ({"step": "until", "moment": "9:cards:0"}, "moment"),
                        ({"step": "string-bet", "amount": "2", "more": "4"}, "step"),
                        ({"step": "event", "event": ""}, "event"), ({"step": "event", "event": "p9 fly"}, "event 1")]:
        with pytest.raises(floor.FloorError) as caught:
            floor.add_step(start, step)
        assert caught.value.field == field, (step, str(caught.value))
    at_decision = floor.add_step(start, {"step": "until", "moment": "0:decision:1"})
    for step, field in [({"step": "action", "action": "zz"}, "action"), ({"step": "action", "action": "cbr"}, "amount"),
                        ({"step": "undercall", "amount": "5"}, "amount"),
                        ({"step": "out-of-turn", "seat": "3", "action": "cc"}, "seat"),
                        ({"step": "out-of-turn", "seat": "9", "action": "cc"}, "seat"),
                        ({"step": "string-bet", "amount": "x", "more": "4"}, "amount")]:
        with pytest.raises(floor.FloorError) as caught:
            floor.add_step(at_decision, step)
        assert caught.value.field == field, (step, str(caught.value))


def test_undo_takes_back_the_last_events():
    data = built(HOLDEM, {"step": "until", "moment": "0:decision:1"})
    assert floor.undo_step(data)["events"] == data["events"][:-1]
    assert floor.undo_step({**data, "events": []})["events"] == []


# ---------------------------------------------------------------- the set-up form


@pytest.mark.parametrize("change, field", [
    ({"game": "canasta"}, "game"),
    ({"structure": "half-limit"}, "structure"),
    ({"seats": "11"}, "seats"),
    ({"seats": "many"}, "seats"),
    ({"stack_2": "-5"}, "stack_2"),
    ({"stack_2": "", "stack_3": "", "stack_4": ""}, "stacks"),
    ({"button": "7"}, "button"),
    ({"stack_4": "", "button": "4"}, "button"),
    ({"small_blind": "5", "big_blind": "2"}, "big_blind"),
    ({"seed": "1e3"}, "seed"),
    ({"stub": "AsAs"}, "stub"),
    ({"stub": "Zz"}, "stub"),
    ({"structure": "pot-limit", "game": "razz"}, "bring_in"),
    ({"stack_1": "99999999999"}, "stack_1"),
])
def test_bad_set_up_names_the_field(change, field):
    with pytest.raises(floor.FloorError) as caught:
        floor.setup_from_form({**HOLDEM, **change}).mapping()
    assert caught.value.field == field, str(caught.value)


def test_picked_cards_are_dealt_where_picked():
    data = built({**HOLDEM, "cards_3": "AsAh", "board": "Kd7c2s"}, {"step": "until", "moment": "showdown"})
    table = situations.replay(situations.from_mapping(data, "x")).table
    assert [str(c.card) for c in table.seat(2).cards] == ["As", "Ah"]
    assert [str(c) for c in table.board[:3]] == ["Kd", "7c", "2s"]
    stud = built({**STUD, "cards_2": "2c3c4c5c6c7c8c"}, {"step": "until", "moment": "showdown"})
    table = situations.replay(situations.from_mapping(stud, "x")).table
    assert [str(c.card) for c in table.seat(1).cards] == ["2c", "3c", "4c", "5c", "6c", "7c", "8c"]
    # The form shows the picked cards back from the stub; the same form gives the same situation.
    form = floor.setup_of(data)
    assert form["cards_3"] == "AsAh" and form["board"].startswith("Kd7c2s")
    assert floor.setup_from_form(form).mapping() == floor.setup_from_form({**HOLDEM, "cards_3": "AsAh", "board": "Kd7c2s"}).mapping()


@pytest.mark.parametrize("picks, field", [
    ({"cards_1": "AsAs"}, "cards_1"), ({"cards_1": "As", "cards_2": "As"}, "cards_2"),
    ({"cards_1": "AsKsQs"}, "cards_1"), ({"board": "Zz"}, "board"), ({"board": "2c3c4c5c6c7c"}, "board"),
    ({"cards_4": "x" * 80}, "cards_4"),
])
def test_bad_picked_cards_name_the_field(picks, field):
    with pytest.raises(floor.FloorError) as caught:
        floor.setup_from_form({**HOLDEM, **picks}).mapping()
    assert caught.value.field == field, str(caught.value)


def test_set_up_form_round_trips_through_a_situation():
    for form in (HOLDEM, STUD, {**HOLDEM, "seats": "6", "stack_2": "", "stack_5": "80", "stack_6": "", "ante": "1"}):
        data = floor.setup_from_form(form).mapping()
        assert floor.setup_from_form(floor.setup_of(data)).mapping() == data


# ---------------------------------------------------------------- files and links


def test_pasted_file_errors_name_the_line_or_field():
    with pytest.raises(floor.FloorError) as caught:
        floor.parse_situation_text('variant = "NT"\nstarting_stacks = [200, 200\nseed = 3\n')
    assert "line" in str(caught.value)
    with pytest.raises(floor.FloorError) as caught:
        floor.parse_situation_text('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200]\nbutton = 9\n')
    assert caught.value.field == "button" and "'button'" in str(caught.value)
    with pytest.raises(floor.FloorError) as caught:
        floor.parse_situation_text('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200]\n'
                                   'events = ["continue", "p7 fly"]\n')
    assert caught.value.field == "event 2" and "p7 fly" in str(caught.value)
    with pytest.raises(floor.FloorError) as caught:
        floor.parse_situation_text('colour = "red"\n')
    assert caught.value.field == "colour"
    for bad in ("", b"\xff\xfe", b"x" * (floor.MAX_SITUATION_BYTES + 1), "[situation]\nvariant = 3\n",
                "a = " + "[" * 20_000):
        with pytest.raises(floor.FloorError):
            floor.parse_situation_text(bad)


def test_links_reproduce_exactly_and_refuse_tampering():
    data = built(HOLDEM, {"step": "until", "moment": "1:decision:3"}, {"step": "premature"})
    token = floor.encode_link(data)
    assert len(token) < 400  # a link a phone can share
    assert floor.decode_link(token) == data
    assert floor.check(floor.decode_link(token)).rulings["robert-rules"].remedy == floor.check(data).rulings["robert-rules"].remedy
    for bad in ("", "!!!", token[:-7], "A" * 20_000, token.replace(token[5], "_" if token[5] != "_" else "-")):
        with pytest.raises(floor.FloorError) as caught:
            floor.decode_link(bad)
        assert caught.value.field in ("s", "situation") or caught.value.field, str(caught.value)
    # A well-formed token whose situation does not validate names the field.
    forged = base64.urlsafe_b64encode(zlib.compress(b'{"variant":"NT","starting_stacks":[5]}')).decode().rstrip("=")
    with pytest.raises(floor.FloorError) as caught:
        floor.decode_link(forged)
    assert "starting_stacks" in str(caught.value) or "blinds" in str(caught.value)
    # A deflate bomb is cut off at the size limit.
    bomb = base64.urlsafe_b64encode(zlib.compress(b"[" * 10_000_000)).decode().rstrip("=")
    with pytest.raises(floor.FloorError):
        floor.decode_link(bomb)


def test_event_words():
    # With no table to say which, a bet-or-raise is told as the notation says it.
    assert floor.event_words("p3 cbr 20") == "Seat 3 bets or raises to 20"
    assert floor.event_words("deal p1 exposed") == "The dealer exposes seat 1's card while dealing"
    assert floor.event_words("burn") == "The dealer burns a card"
    assert floor.event_words("p2 string 20 40").startswith("Seat 2 puts out 20")
    assert floor.event_words("duplicate Td") == "A duplicate card turns up (10♦)"  # the card as drawn
    assert floor.event_words("not an event") == "not an event"  # unreadable: the notation itself


def test_events_in_words_say_what_the_table_did():
    data = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "seed": 22,
            "events": ["continue", "p3 cbr 6", "p4 cc", "p1 f", "p2 cbr 20", "p3 cc", "p4 cc", "collect", "burn",
                       "board", "board", "board", "p2 cc", "p3 cbr 30", "p4 cc"]}
    table = floor.replayed(data).table
    said = floor.events_in_words(data, table)
    assert said[1:7] == ["Seat 3 raises to 6", "Seat 4 calls 6", "Seat 1 folds", "Seat 2 raises to 20",
                         "Seat 3 calls 20", "Seat 4 calls 20"]
    assert said[12:] == ["Seat 2 checks", "Seat 3 bets 30", "Seat 4 calls 30"]


# ---------------------------------------------------------------- anything a form can send


_FIELDS = st.fixed_dictionaries({
    "game": st.sampled_from(sorted(GAMES) + ["x"]),
    "structure": st.sampled_from(["no-limit", "pot-limit", "fixed-limit", "spread-limit", ""]),
    "seats": st.sampled_from(["2", "3", "6", "9", "0", "abc"]),
    "button": st.sampled_from(["", "1", "2", "3", "12"]),
    "stack_1": st.sampled_from(["100", "", "3"]), "stack_2": st.sampled_from(["100", "7", "-1"]),
    "stack_3": st.sampled_from(["100", ""]), "small_blind": st.sampled_from(["1", "0", "5"]),
    "big_blind": st.sampled_from(["2", "10"]), "ante": st.sampled_from(["0", "1", ""]),
    "bring_in": st.sampled_from(["1", "2", ""]), "seed": st.sampled_from(["0", "7", "x"]),
})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(form=_FIELDS, moment=st.sampled_from(["0:cards:0", "0:decision:2", "1:card:1", "2:decision:1", "showdown", "3:card:9"]),
       step=st.sampled_from([s.id for s in floor.STEP_KINDS]))
def test_any_form_gives_a_situation_or_a_floor_error(form, moment, step):
    try:
        data = floor.setup_from_form(form).mapping()
        data = floor.add_step(data, {"step": "until", "moment": moment})
        data = floor.add_step(data, {"step": step, "seat": "1", "amount": "1", "more": "1", "action": "cc",
                                     "moment": moment, "event": "continue"})
    except floor.FloorError as error:
        assert error.field and str(error)
        return
    answer = floor.check(data)
    assert set(answer.rulings) | set(answer.errors) == set(RULEBOOK_NAMES)


def test_every_generated_ruling_scenario_rules_alike_through_the_floor():
    """The scenario generator's ruling questions (seed 1), checked on the floor: the same rule under every rulebook."""
    from dealerschool import generate

    checked = 0
    for rule_id in sorted(generate.GENERATORS):
        made = generate.generate(rule_id, 1)
        if made.question["type"] != "ruling":
            continue
        data = floor.decode_link(floor.encode_link(made.situation))
        answer = floor.check(data)
        assert {book: r.rule.id for book, r in answer.rulings.items()} == {b: rule_id for b in RULEBOOK_NAMES}, rule_id
        assert {book: r.code.value for book, r in answer.rulings.items()} == {
            book: entry["answer"] for book, entry in made.answers().items()}, rule_id
        checked += 1
    assert checked >= 90


def test_the_player_to_act_is_offered_what_the_table_allows():
    stud = built(STUD, {"step": "until", "moment": "0:decision:1"})
    table = floor.replayed(stud).table
    assert [action for action, _ in floor.actions_for(table)][:1] == ["pb"] or "pb" in dict(floor.actions_for(table))
    brought_in = floor.add_step(stud, {"step": "action", "action": "pb"})
    assert brought_in["events"][-1].endswith(" pb")
    draw = {"game": "five-card-draw", "structure": "fixed-limit", "seats": "3", "small_blind": "1", "big_blind": "2",
            "stack_1": "100", "stack_2": "100", "stack_3": "100", "seed": "4"}
    data = built(draw, {"step": "until", "moment": "1:decision:1"})
    table = floor.replayed(data).table
    assert floor.actions_for(table) == [("sd", "Discard")]
    held = "".join(str(c.card) for c in table.seat(table.actor).cards)
    drew = floor.add_step(data, {"step": "action", "action": "sd", "cards": held[:4]})
    assert drew["events"][-1] == f"p{table.actor + 1} sd {held[:4]}"
    with pytest.raises(floor.FloorError) as caught:
        floor.add_step(data, {"step": "action", "action": "sd", "cards": "Zz"})
    assert caught.value.field == "cards"


def test_a_walk_that_a_rulebook_would_play_differently_pins_the_house_setting():
    """Razz, seed 29: the boards tie, and TDA (ties by suit) would have another seat act first, so the
    walk's calls would come out of turn under TDA. The setting the walk was written with goes into [house]."""
    form = {"game": "razz", "structure": "fixed-limit", "seats": "6", "ante": "1", "bring_in": "2", "seed": "29",
            **{f"stack_{n}": "500" for n in range(1, 7)}}
    data = built(form, {"step": "until", "moment": "showdown"})
    assert data["house"] == {"stud_ties_by_suit": False}
    situation = situations.from_mapping(data, "x")
    for book in RULEBOOK_NAMES:
        house = get_rulebook(book).table_rules(situation.house_overrides, situation.play)
        assert situations.replay(situation, house).irregularities == []
    unpinned = {k: v for k, v in data.items() if k != "house"}
    with pytest.raises(ValueError):
        for book in RULEBOOK_NAMES:
            loose = situations.from_mapping(unpinned, "x")
            house = get_rulebook(book).table_rules(loose.house_overrides, loose.play)
            assert situations.replay(loose, house).irregularities == []
