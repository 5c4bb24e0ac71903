"""Issue 15: a returning player who owes missed blinds dealt in without posting (Robert's Rules, Button and Blind
Use: dead if he looked before putting up the chips and has not acted; live once he put chips in, posting on the
next deal). The replay deals past the owed post and records it; 'pN looks' is his look at the cards."""

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.situations.replays import IrregularityKind, replay

DEAL = [f"deal p{seat}" for seat in (1, 2, 3, 4, 5, 6)] * 2


def situation(events, **seats):
    return from_mapping({"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200] * 6,
                         "button": 6, "seed": 24, "events": list(events), **seats}, "test")


@pytest.mark.parametrize("seats, owed", [({"missed_blinds": [5]}, 3), ({"missed_small_blinds": [5]}, 1),
                                         ({"missed_blinds": [4, 5]}, 3)])
def test_a_deal_past_an_owed_post_is_carried_out_and_recorded_with_what_he_owed(seats, owed):
    found = replay(situation(["post sb", "post bb", *DEAL], **seats))
    skipped = found.of_kind(IrregularityKind.OWED_POST_SKIPPED)
    owing = [*seats.get("missed_blinds", []), *seats.get("missed_small_blinds", [])]
    assert [hit.seat for hit in skipped] == [seat - 1 for seat in owing]
    assert all(hit.owed == owed for hit in skipped)
    assert all(len(found.table.seat(seat - 1).cards) == 2 and found.table.seat(seat - 1).contributed == 0
               for seat in owing)


def test_a_deal_before_the_blinds_of_the_hand_is_still_refused():
    with pytest.raises(ValueError, match="the forced bets come first"):
        replay(situation(["deal p1"], missed_blinds=[5]))


def test_a_look_before_the_cards_are_dealt_is_refused():
    with pytest.raises(ValueError, match="holds no cards"):
        replay(situation(["post sb", "p5 looks"], missed_blinds=[5]))


@pytest.mark.parametrize("after, code", [
    (["p3 cc", "p5 looks"], "dead-hand"),
    (["p3 cc"], "post-what-is-owed"),
    (["p3 cc", "p4 cc", "p5 looks", "p5 cc"], "hand-plays"),  # looked, then acted with chips: live
    (["p3 cc", "p4 cc", "p5 f"], "fold-stands"),
    # A word in turn that binds him to a bet or raise is an action, chips or not (Robert's Rules, Betting and
    # Raising): looked or not, he has acted and plays; 'check' facing a bet is no action, in turn or out of it.
    (["p3 cc", "p4 cc", "p5 looks", "p5 says raise"], "hand-plays"),
    (["p3 cc", "p4 cc", "p5 says raise"], "hand-plays"),
    (["p3 cc", "p4 cc", "p5 looks", "p5 says pot"], "hand-plays"),
    (["p3 cc", "p4 cc", "p5 looks", "p5 says check"], "dead-hand"),
    (["p3 cc", "p5 looks", "p5 says check"], "dead-hand"),
    (["p3 cc", "p4 cc", "p5 says check"], "post-what-is-owed"),
])
def test_what_he_did_before_it_was_found_decides(after, code):
    ruled = rule_on(situation(["post sb", "post bb", *DEAL, *after], missed_blinds=[5]), "robert-rules")
    assert ruled.code.value == code


def test_the_word_that_made_it_his_action_is_said():
    ruled = rule_on(situation(["post sb", "post bb", *DEAL, "p3 cc", "p4 cc", "p5 looks", "p5 says raise"],
                              missed_blinds=[5]), "robert-rules")
    assert "said 'raise' in turn, which binds him to put the chips in" in ruled.remedy[0]
    assert ruled.table.actor == 4 and ruled.table.seat(4).in_hand
