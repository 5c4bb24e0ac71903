"""PHH reading and writing: round trips, PokerKit-written files, error messages."""

from __future__ import annotations

import datetime
import random
import warnings

import pokerkit
import pytest

from dealerschool.histories import phh, phh_table
from dealerschool.poker.cards import ordered_stub, parse_card, parse_cards

FULL_EXAMPLE = """\
variant = "F2L3D"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 7c5d4h3s2c # first hand of the night",
  "d dh p2 ??????????",
  "d dh p3 KsKdQcJh9c",
  "p3 f",
  "p1 cbr 4",
  "p2 cc",
  "p1 sd",
  "p2 sd ????",
  "d dh p2 ????",
  "# the clock is called",
  "",
  "p1 cc",
  "p2 cbr 2",
  "p1 cc",
  "p1 sm -",
  "p2 sm",
]
players = ["Ann", "Bo", "Cy"]
seats = [2, 5, 9]
seat_count = 9
table = "T4"
hand = 17
event = "Tuesday league"
time = 21:05:00
finishing_stacks = [110, 90, 100]
_dealer = "Dee"
"""


def test_full_example_parses_into_typed_actions():
    history = phh.loads(FULL_EXAMPLE)
    assert history.variant == "F2L3D"
    assert history.player_count == 3
    assert history.blinds_or_straddles == (1, 2, 0)
    assert history.players == ("Ann", "Bo", "Cy")
    assert history.seats == (2, 5, 9) and history.seat_count == 9
    assert history.table == "T4" and history.hand == 17
    assert history.time == datetime.time(21, 5)
    assert history.extra == {"_dealer": "Dee"}
    actions = history.actions
    assert actions[0] == phh.DealHole(0, tuple(map(parse_card, ["7c", "5d", "4h", "3s", "2c"])), "first hand of the night")
    assert actions[1] == phh.DealHole(1, (None,) * 5)
    assert actions[3] == phh.Fold(2)
    assert actions[4] == phh.CompleteBetOrRaiseTo(0, 4)
    assert actions[5] == phh.CheckOrCall(1)
    assert actions[6] == phh.StandPatOrDiscard(0, ())
    assert actions[7] == phh.StandPatOrDiscard(1, (None, None))
    assert actions[9] == phh.NoOperation("the clock is called")
    assert actions[10] == phh.NoOperation(None)
    assert actions[14] == phh.ShowOrMuck(0, None, shows_dealt=True)
    assert actions[15] == phh.ShowOrMuck(1, None, shows_dealt=False)


def test_round_trip_is_exact():
    history = phh.loads(FULL_EXAMPLE)
    text = phh.dumps(history)
    again = phh.loads(text)
    assert again == history
    # A second dump is byte-identical: the writer is deterministic.
    assert phh.dumps(again) == text


def test_action_text_round_trips_one_by_one():
    for text in phh.loads(FULL_EXAMPLE).actions:
        assert phh.parse_action(phh.format_action(text), 3) == text


def test_commentary_can_be_dropped():
    action = phh.parse_action("p2 cbr 30 # big raise", keep_commentary=False)
    assert action == phh.CompleteBetOrRaiseTo(1, 30)
    assert phh.format_action(action) == "p2 cbr 30"


def test_load_reads_a_file_and_dump_writes_one(tmp_path):
    path = tmp_path / "hand.phh"
    history = phh.loads(FULL_EXAMPLE)
    phh.dump(history, path)
    assert phh.load(path) == history


def test_invented_variant_codes_are_documented_and_accepted():
    assert not set(phh.INVENTED_VARIANTS) & set(phh.STANDARD_VARIANTS)
    text = """\
variant = "S7S"
antes = [1, 1]
bring_in = 1
min_bet = 1
max_bet = 5
starting_stacks = [50, 50]
actions = ["d dh p1 ????As", "d dh p2 ????2c", "p2 pb", "p1 cbr 4"]
"""
    history = phh.loads(text)
    assert history.max_bet == 5 and not history.is_standard_variant
    assert phh.loads(phh.dumps(history)) == history


# ---------------------------------------------------------------- PokerKit-written files

_AUTOMATIONS = tuple(pokerkit.Automation)

_GAMES = {
    "NT": lambda: pokerkit.NoLimitTexasHoldem(_AUTOMATIONS, True, 0, (1, 2), 2, mode=pokerkit.Mode.CASH_GAME),
    "FT": lambda: pokerkit.FixedLimitTexasHoldem(_AUTOMATIONS, True, 0, (1, 2), 2, 4, mode=pokerkit.Mode.CASH_GAME),
    "PO": lambda: pokerkit.PotLimitOmahaHoldem(_AUTOMATIONS, True, 0, (1, 2), 2, mode=pokerkit.Mode.CASH_GAME),
    "F7S": lambda: pokerkit.FixedLimitSevenCardStud(_AUTOMATIONS, True, 1, 2, 5, 10, mode=pokerkit.Mode.CASH_GAME),
    "FR": lambda: pokerkit.FixedLimitRazz(_AUTOMATIONS, True, 1, 2, 5, 10, mode=pokerkit.Mode.CASH_GAME),
    "F2L3D": lambda: pokerkit.FixedLimitDeuceToSevenLowballTripleDraw(
        _AUTOMATIONS, True, 0, (1, 2), 2, 4, mode=pokerkit.Mode.CASH_GAME),
    "N2L1D": lambda: pokerkit.NoLimitDeuceToSevenLowballSingleDraw(
        _AUTOMATIONS, True, 0, (1, 2), 2, mode=pokerkit.Mode.CASH_GAME),
}


def _pokerkit_history(code: str, seed: int) -> pokerkit.HandHistory:
    """Play a random hand in PokerKit (it deals) and let PokerKit write the PHH."""
    rng = random.Random(seed)
    game = _GAMES[code]()
    players = rng.randint(2, 5)
    state = game(tuple(rng.choice((40, 100, 250)) for _ in range(players)), players)
    while state.status:
        if state.can_stand_pat_or_discard():
            hole = list(state.hole_cards[state.stand_patter_or_discarder_index])
            state.stand_pat_or_discard(rng.sample(hole, rng.randint(0, 2)))
            continue
        if state.actor_index is None:
            break
        choices = ["cc"] if state.can_check_or_call() else []
        if state.checking_or_calling_amount and state.can_fold():
            choices.append("f")
        if state.can_complete_bet_or_raise_to():
            choices.append("cbr")
        if state.can_post_bring_in():
            choices.append("pb")
        choice = rng.choice(choices)
        if choice == "cc":
            state.check_or_call(commentary="calling" if rng.random() < 0.1 else None)
        elif choice == "f":
            state.fold()
        elif choice == "pb":
            state.post_bring_in()
        else:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            state.complete_bet_or_raise_to(rng.randint(low, high))
    return pokerkit.HandHistory.from_game_state(
        game, state, players=[f"P{i}" for i in range(players)], finishing_stacks=list(state.stacks),
    )


@pytest.mark.parametrize("code", sorted(_GAMES))
def test_pokerkit_written_histories_parse_and_survive_our_writer(code):
    for seed in range(8):
        pk_history = _pokerkit_history(code, seed)
        text = pk_history.dumps()
        ours = phh.loads(text, source_name=f"{code}-{seed}.phh")
        assert ours.variant == code
        assert ours.starting_stacks == tuple(pk_history.starting_stacks)
        assert ours.finishing_stacks == tuple(pk_history.finishing_stacks)
        assert [phh.format_action(a) for a in ours.actions] == pk_history.actions
        # The text we write is read by PokerKit and replays to the same stacks.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            back = pokerkit.HandHistory.loads(phh.dumps(ours))
            final = list(back)[-1]
        assert back.actions == pk_history.actions
        assert tuple(final.stacks) == ours.finishing_stacks


def test_pokerkit_cards_map_to_ours():
    pk_history = _pokerkit_history("NT", 3)
    ours = phh.loads(pk_history.dumps())
    first = ours.actions[0]
    assert isinstance(first, phh.DealHole)
    assert "".join(map(str, first.cards)) == pk_history.actions[0].split()[-1]


# ---------------------------------------------------------------- errors

MINIMAL = """\
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ["d dh p1 AsKs", "d dh p2 QdQc", "p2 cbr 6"]
"""


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('variant = "NT"', 'variant = "XX"', r"hand\.phh: field 'variant': unknown code 'XX'"),
        ('variant = "NT"\n', "", r"field 'variant': missing"),
        ("min_bet = 2\n", "", r"field 'min_bet': missing \(variant NT requires it\)"),
        ("antes = [0, 0]", "antes = [0, 0, 0]", r"field 'antes': expected 2 values"),
        ("antes = [0, 0]", "antes = [0, -1]", r"field 'antes\[1\]': expected a non-negative"),
        ("starting_stacks = [100, 100]", "starting_stacks = [100, 0]", r"field 'starting_stacks\[1\]': expected a positive"),
        ("starting_stacks = [100, 100]", "starting_stacks = [100, 10.5]", r"field 'starting_stacks\[1\]': expected a whole"),
        ("starting_stacks = [100, 100]", "starting_stacks = [100, inf]", r"field 'starting_stacks\[1\]': expected a whole"),
        ("starting_stacks = [100, 100]", "starting_stacks = [100]", r"field 'starting_stacks': expected at least two"),
        ('"p2 cbr 6"', '"p2 raise 6"', r"field 'actions': action 2 'p2 raise 6': expected a player action"),
        ('"p2 cbr 6"', '"p3 cc"', r"field 'actions': action 2 'p3 cc': player 'p3' does not exist"),
        ('"p2 cbr 6"', '"p2 cbr six"', r"action 2 'p2 cbr six': expected a whole number of chips after 'cbr'"),
        ('"d dh p1 AsKs"', '"d dh p1 AsKx"', r"action 0 'd dh p1 AsKx': expected cards"),
        ('"d dh p1 AsKs"', '"d dh p1 A?Ks"', r"action 0 'd dh p1 A\?Ks': partly unknown card"),
        ('"d dh p1 AsKs"', '"d deal p1 AsKs"', r"action 0 'd deal p1 AsKs': expected a dealer action"),
        ("min_bet = 2", 'min_bet = 2\nplayers = ["a"]', r"field 'players': expected an array of 2 names"),
        ("min_bet = 2", "min_bet = 2\nbring_in = 1", r"field 'bring_in': a hand has blinds_or_straddles or a bring_in"),
        ("min_bet = 2", 'min_bet = 2\nhand = 1.5', r"field 'hand': expected a string or an integer"),
        ("min_bet = 2", "min_bet = 2\nseats = [1, 1]", r"field 'seats': a seat number appears twice"),
    ],
)
def test_errors_name_file_field_and_expectation(old, new, expected):
    assert old in MINIMAL
    with pytest.raises(ValueError, match=expected):
        phh.loads(MINIMAL.replace(old, new, 1), source_name="hand.phh")


def test_invalid_toml_names_the_file():
    with pytest.raises(ValueError, match=r"^broken\.phh: not valid TOML"):
        phh.loads("variant = ", source_name="broken.phh")


def test_load_names_the_path(tmp_path):
    path = tmp_path / "bad.phh"
    path.write_text(MINIMAL.replace("[0, 0]", "[0]", 1))
    with pytest.raises(ValueError, match=rf"^{path}: field 'antes'"):
        phh.load(path)
    with pytest.raises(ValueError, match="cannot read"):
        phh.load(tmp_path / "missing.phh")


# ---------------------------------------------------------------- replay on our table

HOLDEM_HAND = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 AsAd", "d dh p2 KsKd", "d dh p3 7c2d",
  "p3 f", "p1 cbr 10", "p2 cc",
  "d db 2c3c4d", "p1 cbr 20", "p2 f",
]
finishing_stacks = [110, 90, 100]
"""


def test_replay_plays_the_history_on_our_table():
    result = phh_table.replay_history(phh.loads(HOLDEM_HAND))
    assert result.complete and not result.strict_deck
    assert result.finishing_stacks == (110, 90, 100)
    assert result.matches_history is True
    table = result.table
    assert [str(c) for c in table.board] == ["2c", "3c", "4d"]
    assert len(table.burns) == 1  # one burn before the flop, none before the deal
    assert [str(h.card) for h in table.seats[0].cards] == ["As", "Ad"]
    table.check_invariants()


def test_replay_summary_is_json_ready():
    import json

    summary = phh_table.replay_history(phh.loads(HOLDEM_HAND)).to_dict()
    assert json.loads(json.dumps(summary))["finishing_stacks"] == [110, 90, 100]
    assert summary["game"] == "holdem" and summary["structure"] == "no-limit"
    assert summary["pots"][0]["shares"][0]["player"] == "p1"


def test_replay_names_the_action_our_rules_reject():
    text = HOLDEM_HAND.replace('"p1 cbr 10"', '"p1 cbr 3"')  # a raise to 3 is less than a full raise
    with pytest.raises(ValueError, match=r"^h\.phh: field 'actions': action 4 'p1 cbr 3': seat 1 may bet or raise to"):
        phh_table.replay_history(phh.loads(text), source_name="h.phh")
    text = HOLDEM_HAND.replace('"p3 f"', '"p1 f"')  # p3 is first to act before the flop
    with pytest.raises(ValueError, match=r"action 3 'p1 f': seat 1 acted out of turn: seat 3 is to act"):
        phh_table.replay_history(phh.loads(text))


def test_replay_with_a_deck_checks_the_deal_order():
    history = phh.loads(HOLDEM_HAND)
    # Physical order: one card at a time from p1 round the table, then a burn, then the flop.
    good = phh_table.replay_history(history, stub=ordered_stub(parse_cards("AsKs7cAdKd2d 9h 2c3c4d"), seed=1))
    assert good.strict_deck and good.finishing_stacks == (110, 90, 100)
    assert [str(c) for c in good.table.burns] == ["9h"]
    # The same cards with each player's two dealt together is a different stub order.
    with pytest.raises(ValueError, match=r"action 1: the table dealt Ad to seat 2 .* history has Ks \(deal order differs\)"):
        phh_table.replay_history(history, stub=ordered_stub(parse_cards("AsAdKsKd7c2d 9h 2c3c4d"), seed=1))
    # The stub can also travel inside the file, in the _deck field.
    stub_text = "".join(map(str, ordered_stub(parse_cards("AsKs7cAdKd2d 9h 2c3c4d"), seed=1)))
    with_deck = phh_table.replay_history(phh.loads(HOLDEM_HAND + f'_deck = "{stub_text}"\n'))
    assert with_deck.strict_deck and with_deck.finishing_stacks == (110, 90, 100)


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [1, 2, 2]", r"field 'blinds_or_straddles': each straddle"),
        ("blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [0, 2, 4]", r"field 'blinds_or_straddles': a straddle follows"),
        ("antes = [0, 0, 0]", "antes = [1, 2, 0]", r"field 'antes': our table takes the same ante from everyone, or a big blind ante"),
        ('variant = "NT"', 'variant = "NS"', r"field 'variant': 'NS' has no game on our table"),
    ],
)
def test_replay_rejects_what_our_table_cannot_play(old, new, expected):
    with pytest.raises(ValueError, match=expected):
        phh_table.replay_history(phh.loads(HOLDEM_HAND.replace(old, new)))


def test_a_big_blind_ante_is_posted_after_the_blind_as_dead_money():
    # antes = [0, 3, 0]: the big blind (p2) posts the table's ante of 3 after his blind of 2 (catalog B10).
    result = phh_table.replay_history(phh.loads(HOLDEM_HAND.replace("antes = [0, 0, 0]", "antes = [0, 3, 0]")
                                        .replace("finishing_stacks = [110, 90, 100]", "finishing_stacks = [113, 87, 100]")))
    assert result.matches_history is True
    names = [type(op).__name__ for op in result.table.log[:3]]
    assert names == ["PostBlind", "PostBlind", "PostAnte"] and result.table.log[2].seat == 1
    assert result.table.config.big_blind_ante and result.table.dead_money == 3
    written = phh_table.from_table(result.table)
    assert written.antes == (0, 3, 0) and phh_table.replay_history(written).finishing_stacks == (113, 87, 100)


def test_a_single_blind_is_posted_by_the_first_player_left_of_the_button():
    text = (HOLDEM_HAND.replace("blinds_or_straddles = [1, 2, 0]", "blinds_or_straddles = [2, 0, 0]")
            .replace('"p3 f", "p1 cbr 10", "p2 cc",\n  "d db 2c3c4d", "p1 cbr 20", "p2 f",', '"p2 f", "p3 cbr 6", "p1 f",')
            .replace("finishing_stacks = [110, 90, 100]", "finishing_stacks = [98, 100, 102]"))
    result = phh_table.replay_history(phh.loads(text))
    assert result.matches_history is True
    assert result.table.big_blind_seat == 0 and result.table.small_blind_seat is None
    written = phh_table.from_table(result.table)
    assert written.blinds_or_straddles == (2, 0, 0) and phh_table.replay_history(written).finishing_stacks == (98, 100, 102)
    heads_up = phh.loads('variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [2, 0]\nmin_bet = 2\n'
                         'starting_stacks = [100, 100]\nactions = []\n')
    with pytest.raises(ValueError, match=r"heads-up, a single blind on p1's entry is the button's"):
        phh_table.replay_history(heads_up)


def test_a_stud_door_card_the_history_does_not_know_leaves_the_bring_in_to_the_actions():
    # p1's cards are '??????': the card we stand in for his door card could be low, but the history says
    # p3 brought in, so p3 is the bring-in (and the actions decide who acts first later too).
    text = """\
variant = "F7S"
antes = [1, 1, 1]
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 ??????", "d dh p2 AsKdKs", "d dh p3 Qh9c7h",
  "p3 pb", "p1 cc", "p2 cbr 5", "p3 f", "p1 f",
]
finishing_stacks = [97, 106, 97]
"""
    result = phh_table.replay_history(phh.loads(text))
    assert result.matches_history is True
    assert result.table.bring_in_seat == 2
