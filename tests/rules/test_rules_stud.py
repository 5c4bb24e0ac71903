"""Stud family rules (catalog D and E): the ruling under each rulebook and the table it leaves.

Situations come from scenarios/stud, so the files trainees see are the ones tested here; each test
checks the ruling code per rulebook and then where the cards, chips and the action are afterwards.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from dealerschool.poker.cards import parse_card
from dealerschool.quiz.scenarios import load
from dealerschool.rules.engine import rule_on
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations import from_mapping, replay
from dealerschool.table.operations import AnnounceFirstToAct, CheckOrCall, DealCard, Fold, MoveButton

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "stud"


def situation(name: str):
    return load(SCENARIOS / f"{name}.toml").situation


def replay_under(found, rulebook: str):
    """The events replayed on the table a rulebook's house settings give."""
    return replay(found, get_rulebook(rulebook).table_rules(found.house_overrides, found.play))


def ruled(name: str, rulebook: str):
    ruling = rule_on(situation(name), rulebook)
    ruling.table.check_invariants()
    return ruling


def where(table, card: str) -> str:
    return table.card_locations()[parse_card(card)]


def seat_cards(table, seat: int) -> list[tuple[str, bool]]:
    return [(str(held.card), held.face_up) for held in table.seat(seat - 1).cards]


# ---------------------------------------------------------------- procedures


def test_bring_in_lowest_suit_announces_the_deuce_of_clubs():
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = ruled("bring-in-three-fives", book)
        assert ruling.rule.id == "stud-bring-in-low-card"
        assert ruling.code.value == "bring-in-lowest-suit"
        # 5♠ 5♦ 5♣ showing: the 5♣ (seat 5) is lowest and must act first, bring in or complete.
        assert ruling.table.bring_in_seat == 4 and ruling.table.actor == 4
        assert ruling.table.legal_player_operations() == ["bring-in", "complete"]


def test_razz_highest_suit_brings_in():
    ruling = ruled("razz-three-queens", "sources")
    assert (ruling.rule.id, ruling.code.value) == ("razz-bring-in", "bring-in-higher-suit")
    assert ruling.table.bring_in_seat == 4  # Q♠ beats Q♦ and Q♣ as the worst card


def test_low_card_all_in_moves_the_forced_bet_left():
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = ruled("low-card-all-in-for-ante", book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-bring-in-all-in", "action-to-next-player")
        table = ruling.table
        assert table.seat(1).stack == 0 and table.actor == 2
        # Seat 3 acts first and is not forced: fold, bring in or complete (checking is not an option).
        assert table.legal_player_operations() == ["fold", "bring-in", "complete"]
        assert table.pot == 4 and table.bets_on_table() == 0


def _first_on_third_street(table):
    """Finish the deal of third street and return who acts first and what he may do."""
    table.run_dealer()
    assert table.street_index == 0 and table.actor is not None
    return table.actor + 1, table.legal_player_operations()


def test_low_card_all_in_the_player_on_its_left_is_not_forced():
    # Robert's Rules, Stud 8: the player to the all-in low card's left acts first and may fold, open for
    # the forced bet or complete. The next-lowest door card (the 3d, seat 4) has no obligation.
    name = "low-card-all-in-nobody-forced"
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = ruled(name, book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-bring-in-all-in", "action-to-next-player")
        assert _first_on_third_street(ruling.table) == (3, ["fold", "bring-in", "complete"])
        # The table without a ruling (the "who acts" answer) says the same.
        assert _first_on_third_street(replay_under(situation(name), book).table) == (3, ["fold", "bring-in", "complete"])
    # Seat 3 folds: the choice passes on to seat 4, still not forced; the all-in seat 2 stays in.
    table = ruled(name, "sources").table
    table.run_dealer()
    table.apply(Fold(2))
    assert table.actor == 3 and table.legal_player_operations() == ["fold", "bring-in", "complete"]
    assert not table.seat(1).folded


def test_exposed_hole_card_that_would_be_low_starts_the_action_on_its_left():
    # Robert's Rules, Stud 5: the exposed 2c would have been low, so action starts with the first hand to
    # seat 2's left (seat 3), who may fold, bring in or complete; seat 4's 3d does not bring in.
    for book in ("sources", "robert-rules"):
        ruling = ruled("exposed-low-hole-card-action-left", book)
        assert ruling.code.value == "exposed-card-not-bring-in"
        assert _first_on_third_street(ruling.table) == (3, ["fold", "bring-in", "complete"])
        assert any("the action starts on its left with seat 3" in step for step in ruling.remedy)
    # TDA 2024 RP-10-A: the exposed card is the upcard and seat 2 brings in.
    tda = ruled("exposed-low-hole-card-action-left", "tda-2024")
    assert _first_on_third_street(tda.table) == (2, ["bring-in", "complete"])


def test_completion_does_not_count_toward_the_cap():
    ruling = ruled("completion-then-two-raises", "sources")
    assert (ruling.rule.id, ruling.code.value) == ("stud-completion-not-a-raise", "completion-not-a-raise")
    table = ruling.table
    assert table.actor == 0 and table.round.current_bet == 15
    options = table.raise_options(0)
    assert options is not None and options.allows(20)


def test_tied_boards_position_versus_suit():
    sources = ruled("fourth-street-tie-kings", "sources")
    tda = ruled("fourth-street-tie-kings", "tda-2024")
    assert sources.rule.id == tda.rule.id == "stud-first-to-act-tie"
    assert (sources.code.value, tda.code.value) == ("first-by-position", "first-by-suit")
    assert sources.table.actor == 1  # K♥7♦, first dealt
    assert tda.table.actor == 4  # K♠7♣: the king of spades
    assert ruled("fourth-street-tie-kings", "robert-rules").table.actor == 1


def test_razz_tie_position_versus_suit():
    sources = ruled("razz-fourth-street-tie", "sources")
    tda = ruled("razz-fourth-street-tie", "tda-2024")
    assert sources.rule.id == "razz-first-to-act"
    assert (sources.table.actor, tda.table.actor) == (0, 3)


def test_pair_beats_unpaired_board():
    for book in ("sources", "tda-2024"):
        ruling = ruled("fifth-street-deuces-beat-ace-king", book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-first-to-act-high-board", "high-board-first")
        assert ruling.table.actor == 0


def test_razz_lowest_board_acts():
    ruling = ruled("razz-lowest-board-acts", "sources")
    assert (ruling.rule.id, ruling.code.value) == ("razz-first-to-act-low-board", "high-board-first")
    assert ruling.table.actor == 2  # 7♥4♠


@pytest.mark.parametrize("name, rule_id", [("open-pair-queens-fourth-street", "stud-open-pair-fourth-street"),
                                          ("stud8-open-pair-nines", "stud-hi-lo-open-pair")])
def test_open_pair_option_sets_the_bet_sizes(name, rule_id):
    big = ruled(name, "sources")
    small = ruled(name, "tda-2024")
    assert big.rule.id == small.rule.id == rule_id
    assert (big.code.value, small.code.value) == ("big-bet-option", "small-bet-only")
    assert big.table.actor == small.table.actor is not None
    assert big.table.raise_options(big.table.actor).choices == (5, 10)
    assert small.table.raise_options(small.table.actor).choices == (5,)
    roberts = ruled(name, "robert-rules").code.value
    assert roberts == ("big-bet-option" if rule_id == "stud-open-pair-fourth-street" else "small-bet-only")


# ---------------------------------------------------------------- wrong bring-in


def test_wrong_bring_in_corrected_before_next_player():
    ruling = ruled("wrong-bring-in-caught-early", "tda-2024")
    assert (ruling.rule.id, ruling.code.value) == ("stud-wrong-bring-in-corrected", "bring-in-corrected")
    table = ruling.table
    assert table.seat(1).stack == 99 and table.seat(1).bet == 0  # ante only
    assert table.bring_in_seat == 2 and table.actor == 2
    assert table.legal_player_operations() == ["bring-in", "complete"]


def test_wrong_completion_returned_in_razz():
    table = ruled("razz-wrong-bring-in-completed", "sources").table
    assert table.seat(1).stack == 99 and table.round.current_bet == 0 and not table.round.opened
    assert table.actor == 2


def test_wrong_bring_in_stands_after_next_player_acts():
    ruling = ruled("wrong-bring-in-after-call", "sources")
    assert (ruling.rule.id, ruling.code.value) == ("stud-wrong-bring-in", "action-stands")
    table = ruling.table
    assert table.seat(1).bet == 2 and table.seat(2).bet == 2  # bring-in and call stand
    assert table.actor == 3


# ---------------------------------------------------------------- exposed hole cards


def _finish_third_street(table):
    table.run_dealer()
    return table


def test_one_exposed_hole_card_sources_versus_tda():
    sources = ruled("hole-card-exposed-is-low", "sources")
    tda = ruled("hole-card-exposed-is-low", "tda-2024")
    assert sources.rule.id == tda.rule.id == "stud-exposed-downcard-initial-deal"
    assert (sources.code.value, tda.code.value) == ("exposed-card-not-bring-in", "exposed-card-brings-in")
    for ruling in (sources, tda):
        table = _finish_third_street(ruling.table)
        faces = [up for _, up in seat_cards(table, 2)]
        assert faces == [True, False, False]  # the 2♣ stays up; both later cards come down
    # Sources (Robert's Rules, Stud 5): the exposed 2♣ would be low, so seat 3, on its left, acts first and
    # may fold; nobody is forced to bring in. TDA: the 2♣ is the upcard and brings in.
    assert sources.table.actor == 2 and sources.table.legal_player_operations() == ["fold", "bring-in", "complete"]
    assert tda.table.bring_in_seat == 1 and tda.table.actor == 1


def test_one_exposed_hole_card_in_each_of_two_hands_both_get_their_third_card_down():
    # Robert's Rules Stud 5 / TDA RP-10-A: a hole card dealt up is kept and the third card comes down. Two hands
    # with one card each exposed on the same deal: the remedy holds for both, not only the seat ruled on.
    raw = tomllib.loads((SCENARIOS / "hole-card-exposed-is-low.toml").read_text())["situation"]
    data = {**raw, "events": ["post", "post", "post", "post", "deal p1", "deal p2 exposed", "deal p3",
                              "deal p4 exposed"]}
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = rule_on(from_mapping(data, "two-exposed"), book)
        assert ruling.rule.id == "stud-exposed-downcard-initial-deal"
        table = _finish_third_street(ruling.table)
        assert [up for _, up in seat_cards(table, 2)] == [True, False, False]
        assert [up for _, up in seat_cards(table, 4)] == [True, False, False]
        table.check_invariants()


def test_both_hole_cards_exposed_dead_hand_ante_back():
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = ruled("both-hole-cards-exposed", book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-both-hole-cards-exposed", "dead-hand-ante-returned")
        table = ruling.table
        assert table.seat(2).folded and table.seat(2).stack == 80 and table.pot == 3
        assert where(table, "Th") == "muck" and where(table, "9h") == "muck"
        table.run_dealer()
        assert len(table.seat(2).cards) == 0
        assert all(len(table.seat(s).cards) == 3 for s in (0, 1, 3))


# ---------------------------------------------------------------- burns and premature cards


def test_two_burns_restored_under_sources_left_under_tda():
    sources = ruled("fifth-street-two-burns", "sources")
    tda = ruled("fifth-street-two-burns", "tda-2024")
    assert (sources.code.value, tda.code.value) == ("restore-card-order", "play-on-no-reorder")
    table = sources.table
    assert [c for c, _ in seat_cards(table, 1)][-1] == "Ac" and [c for c, _ in seat_cards(table, 4)][-1] == "2d"
    assert where(table, "7d") == "burn" and table.stub[0] == parse_card("Tc")
    assert isinstance(table.next_dealer_operation(), AnnounceFirstToAct)
    assert [c for c, _ in seat_cards(tda.table, 1)][-1] == "Ad" and where(tda.table, "Ac") == "burn"


def test_missing_burn_restored_mid_street():
    sources = ruled("stud8-fourth-street-no-burn", "sources")
    assert sources.rule.id == "stud-burn-error"
    table = sources.table
    assert where(table, "7c") == "burn" and [c for c, _ in seat_cards(table, 1)][-1] == "3d"
    assert len(table.seat(1).cards) == 3  # seat 2's fourth-street card comes next
    assert table.next_dealer_operation() == DealCard(1, True)
    assert ruled("stud8-fourth-street-no-burn", "tda-2024").table.next_dealer_operation() == DealCard(2, True)


def test_premature_street_set_aside_versus_reshuffle():
    sources = ruled("premature-fifth-street", "sources")
    tda = ruled("premature-fifth-street", "tda-2024")
    assert (sources.code.value, tda.code.value) == ("set-aside-and-burn-extra", "reshuffle-and-redeal")
    assert len(sources.table.set_aside) == 4 and all(len(sources.table.seat(s).cards) == 4 for s in range(4))
    assert sources.table.actor == tda.table.actor == 0
    assert not tda.table.set_aside and len(tda.table.stub) == 34 and tda.table.burn_already_out
    # Finish the betting: sources removes one card per player, then burns; TDA deals with no new burn.
    for ruling in (sources, tda):
        table = ruling.table
        while table.actor is not None and table.street_index == 1:
            table.apply(CheckOrCall(table.actor))
        table.run_dealer()  # deals fifth street and stops at its first actor
        assert table.street_index == 2 and all(len(table.seat(s).cards) == 5 for s in range(4))
        table.check_invariants()
    assert len(sources.table.burns) == 2 + 4 + 1
    assert len(tda.table.burns) == 2


# ---------------------------------------------------------------- running out of cards


def test_eight_players_common_card_first_actor_differs():
    sources = ruled("eight-players-seventh-street", "sources")
    tda = ruled("eight-players-seventh-street", "tda-2024")
    assert sources.rule.id == tda.rule.id == "stud-running-out-common-card"
    assert (sources.code.value, tda.code.value) == ("common-card", "common-card-sixth-street-order")
    for ruling in (sources, tda):
        assert ruling.table.common_card and len(ruling.table.board) == 1
        assert all(len(ruling.table.seat(s).cards) == 6 for s in range(8))
    assert sources.table.actor == 5  # two pair, eights and threes, with the common 3♥
    assert tda.table.actor == 3  # first on sixth street with queens


def test_common_card_first_actor_agrees_across_ruling_table_and_questions():
    # TDA 2024 RP-10-H: with a common card on seventh street, the player who acted first on sixth street
    # acts first again (seat 4, queens); the sources (Robert's Rules, Stud 15): the high hand using the
    # common card (seat 6, eights and threes with the 3h). The ruling's table, the table's own procedure
    # and the "who acts" answer must all name the same seat.
    from dealerschool.quiz.grading import DecisionType, Question, correct_answer
    name = "eight-players-seventh-street"
    who_acts = Question(DecisionType.SEAT, what="actor")
    for book, seat in (("sources", 6), ("tda-2024", 4), ("robert-rules", 6)):
        ruling = ruled(name, book)
        assert ruling.table.actor + 1 == seat, book
        played = replay_under(situation(name), book).table
        played.run_dealer()
        assert played.common_card and played.actor + 1 == seat, book
        assert correct_answer(who_acts, situation(name), book)[0] == seat, book
        assert any(f"seat {seat} acts" in step.lower() for step in ruling.remedy), (book, ruling.remedy)


@pytest.mark.parametrize("name", ["eight-players-seventh-street", "seven-players-four-cards-left",
                                  "razz-seven-players-seventh-street"])
def test_running_out_the_table_deals_seventh_street_as_the_ruling_does(name):
    # Each rulebook's procedure for a short seventh street (Robert's Rules, Stud 15; TDA 2024 RP-10-H) is
    # the table's own: the table the ruling leaves and the table dealt on without a ruling (what the
    # dealer-operation and "who acts" answers read) are the same.
    for book in ("sources", "tda-2024", "robert-rules"):
        ruled_table = ruled(name, book).table
        played = replay_under(situation(name), book).table
        played.run_dealer()
        assert played.common_card == ruled_table.common_card, book
        assert played.actor == ruled_table.actor, book
        assert [len(played.seat(s).cards) for s in played.in_hand()] == \
            [len(ruled_table.seat(s).cards) for s in ruled_table.in_hand()], book
        assert (len(played.stub), len(played.burns)) == (len(ruled_table.stub), len(ruled_table.burns)), book


def test_seven_players_sources_reshuffle_tda_common_card():
    sources = ruled("seven-players-four-cards-left", "sources")
    tda = ruled("seven-players-four-cards-left", "tda-2024")
    assert sources.rule.id == "stud-running-out-of-cards"
    assert all(len(sources.table.seat(s).cards) == 7 for s in range(7)) and not sources.table.common_card
    assert len(sources.table.stub) == 0  # last card and four burns: five cards for five players, no burn
    assert tda.table.common_card and all(len(tda.table.seat(s).cards) == 6 for s in range(7))


def test_razz_seven_players_reshuffle_both_ways():
    sources = ruled("razz-seven-players-seventh-street", "sources")
    tda = ruled("razz-seven-players-seventh-street", "tda-2024")
    assert (sources.code.value, tda.code.value) == ("reshuffle-with-burns", "reshuffle-stub-with-burns")
    for ruling in (sources, tda):
        assert all(len(ruling.table.seat(s).cards) == 7 for s in range(7)) and not ruling.table.common_card
        assert len(ruling.table.burns) == 1 and len(ruling.table.stub) == 2


# ---------------------------------------------------------------- seventh street face up


def test_heads_up_first_card_up_second_also_up():
    sources = ruled("heads-up-seventh-card-up", "sources")
    assert sources.code.value == "card-plays"
    live = sources.table.in_hand()
    assert all(seat_cards(sources.table, s + 1)[-1][1] for s in live)
    tda = ruled("heads-up-seventh-card-up", "tda-2024")
    assert tda.code.value == "replace-exposed-card"
    assert all(not seat_cards(tda.table, s + 1)[-1][1] for s in live)
    assert len(tda.table.set_aside) == 1


def test_all_in_player_keeps_face_up_seventh():
    sources = ruled("all-in-seventh-card-up", "sources")
    assert (sources.rule.id, sources.code.value) == ("stud-seventh-card-face-up-all-in", "card-plays")
    assert seat_cards(sources.table, 2)[-1] == ("7c", True)
    assert [up for _, up in seat_cards(sources.table, 1)][-1] is False
    tda = ruled("all-in-seventh-card-up", "tda-2024")
    assert where(tda.table, "7c") == "set-aside" and len(tda.table.seat(1).cards) == 7


# ---------------------------------------------------------------- hi-lo showdowns


def pushed_only(table) -> bool:  # type: ignore[no-untyped-def]
    """The pots pushed and nothing more: the button's move is the dealer's next step, not carried out."""
    return table.pot == 0 and isinstance(table.next_dealer_operation(), MoveButton)


def test_hi_lo_split_scoop_and_odd_chip():
    split = ruled("stud8-split-ruling", "sources")
    # Stud/8 is explained by stud/8's own rule and words (Poker Rules for Beginners' stud hi-lo showdown
    # rules: any five of seven cards for each half), not Omaha's two-plus-three.
    assert (split.rule.id, split.code.value) == ("stud-hi-lo-split", "split-pot")
    assert "seven cards" in split.answer.explanation and "hole cards and three board" not in split.answer.explanation
    assert any("Stud Hi-Lo" in citation.section for citation in split.answer.citations)
    assert pushed_only(split.table) and split.table.seat(0).stack == split.table.seat(1).stack == 100
    scoop = ruled("omaha8-no-low-possible", "tda-2024")
    assert (scoop.rule.id, scoop.code.value) == ("hi-lo-qualifier", "scoop-high")
    assert all(share.half == "whole" for share in scoop.table.awards[0].shares)
    odd = ruled("omaha8-odd-chip-ruling", "robert-rules")
    assert (odd.rule.id, odd.code.value) == ("hi-lo-odd-chip", "odd-chip-to-high")
    halves = {share.half: share.amount for share in odd.table.awards[0].shares}
    assert halves == {"high": 3, "low": 2}


def test_every_stud_scenario_replays_cleanly():
    for path in sorted(SCENARIOS.glob("*.toml")):
        found = replay(load(path).situation)
        found.table.check_invariants()


# ---------------------------------------------------------------- folds, card counts, reading


def test_fold_with_no_wager_keeps_the_seat_or_kills_it():
    sources = ruled("fold-when-checked-to", "sources")
    tda = ruled("fold-when-checked-to", "tda-2024")
    assert sources.rule.id == tda.rule.id == "stud-fold-with-no-wager"
    assert (sources.code.value, tda.code.value) == ("keep-dealing-to-seat", "fold-stands-penalty-possible")
    folded = [i for i, seat in enumerate(tda.table.seats) if seat.folded]
    assert len(folded) == 1 and not tda.table.seat(folded[0]).cards
    assert "keep dealing" in sources.remedy[0]


def test_six_cards_at_showdown_live_or_dead():
    sources = ruled("six-cards-at-showdown", "sources")
    tda = ruled("six-cards-at-showdown", "tda-2024")
    assert (sources.code.value, tda.code.value) == ("hand-plays", "dead-hand")
    assert len(sources.table.seat(1).cards) == 6 and not sources.table.seat(1).folded
    assert tda.table.seat(1).folded and where(tda.table, "2c") == "muck"
    for ruling in (sources, tda):
        ruling.table.run_dealer()
        ruling.table.check_invariants()
        assert ruling.table.is_complete
    contested = {share.seat for award in sources.table.awards for share in award.shares}
    assert contested == {2}  # kings beat nines and seat 2's deuces


def test_razz_and_omaha_reading_award_the_second_hand():
    razz = ruled("razz-seven-low-beats-eight-low", "sources")
    assert (razz.rule.id, razz.code.value) == ("razz-hand-reading", "award-second-hand")
    assert pushed_only(razz.table) and razz.table.seat(1).stack > razz.table.seat(0).stack
    omaha = ruled("omaha-four-kings-lose", "tda-2024")
    assert (omaha.rule.id, omaha.code.value) == ("omaha-two-plus-three", "award-second-hand")
    assert omaha.table.seat(1).stack == 102 and omaha.table.seat(0).stack == 98


def test_seventh_card_up_with_no_betting_left_plays_everywhere():
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = ruled("razz-all-in-seventh-card-up-no-betting", book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-seventh-card-face-up-no-action", "card-plays")
        assert not ruling.table.set_aside and len(ruling.table.seat(1).cards) == 7
        assert pushed_only(ruling.table)  # nobody can bet: the hand runs to the showdown


# ---- boxed cards that leave a stud street short (catalog H04 with D16)


def _seventh_street_done(table) -> None:
    """The remedied table's dealer steps all run, and every player left ends with seven cards (or six and
    a common card), every card accounted for."""
    after = table.copy()
    after.run_dealer()  # IllegalOperation if a step due asks for a card the stub does not have
    after.check_invariants()
    for seat in after.in_hand():
        assert len(after.seat(seat).cards) == (6 if after.common_card else 7)


@pytest.mark.parametrize("rulebook, book, first_step", [
    ("sources", "Robert's Rules, Stud 15", "deal seat 5 a card face down"),
    ("robert-rules", "Robert's Rules, Stud 15", "deal seat 5 a card face down"),
    ("tda-2024", "TDA RP-10-H", "scramble what is left of the stub with the burn cards into a new stub"),
])
def test_boxed_cards_that_leave_seventh_street_short_turn_to_the_run_out(rulebook, book, first_step):
    # Five players, seven cards at the start of seventh street: enough under both procedures. After the
    # burn and two cards, two boxed cards leave two face-down cards for the last three players.
    ruling = ruled("boxed-cards-seventh-street-short", rulebook)
    assert ruling.code.value == "remove-boxed-card-continue"
    assert len(ruling.table.stub) == 2
    text = " ".join(ruling.remedy)
    assert f"running-out procedure ({book})" in text
    assert f"Seventh street, step by step: {first_step};" in text
    _seventh_street_done(ruling.table)


@pytest.mark.parametrize("rulebook", ["sources", "robert-rules"])
def test_one_boxed_card_on_a_stub_exactly_enough_for_seventh_street(rulebook):
    # The drill property test's case: eight dealt, two fold on third street, six on seventh street with
    # seven cards (a burn and six). Burn, three cards, then a boxed card: two cards for three players.
    data = tomllib.loads((SCENARIOS / "boxed-cards-seventh-street-short.toml").read_text())["situation"]
    events = [("p3 cc" if text == "p3 f" else text) for text in data["events"] if text != "boxed"]
    events.insert(len(events) - 1, "deal p3 down")
    ruling = rule_on(from_mapping({**data, "events": events + ["boxed"]}, "one boxed card"), rulebook)
    ruling.table.check_invariants()
    assert ruling.code.value == "remove-boxed-card-continue"
    assert len(ruling.table.stub) == 2 and len(ruling.table.in_hand()) == 6
    assert "running-out procedure (Robert's Rules, Stud 15)" in " ".join(ruling.remedy)
    _seventh_street_done(ruling.table)


def test_stud_hi_lo_split_pots_are_explained_by_stud_hi_lo_rules_not_omaha_ones():
    # Poker Rules for Beginners gives each game its own showdown section (Omaha Hi-Lo; 7 Card Stud Hi-Lo, with
    # its own General Rules for the odd chip): a stud/8 pot is explained in stud/8's words and citations.
    from dealerschool.rules import get_rule
    from dealerschool.rules.model import GameFamily
    for name in ("qualifier", "split", "odd-chip"):
        stud8, omaha8 = get_rule(f"stud-hi-lo-{name}"), get_rule(f"hi-lo-{name}")
        assert stud8.games == frozenset({GameFamily.STUD_HI_LO}) and omaha8.games == frozenset({GameFamily.OMAHA_HI_LO})
        for book in ("sources", "tda-2024", "robert-rules"):
            answer = stud8.answer(book)
            assert "board" not in answer.explanation and "Omaha" not in answer.explanation
            assert not any("Omaha" in citation.section for citation in answer.citations
                           if citation.section.startswith("Omaha Hi-Lo"))
            assert any("Stud" in citation.section for citation in answer.citations)


def test_stud8_open_pair_keeps_the_limit_where_the_rulebook_says_so():
    """Stud/8 fourth street, seat 3 shows a pair of sevens and bets the big bet. Robert's Rules (as the catalog
    reads its stud high-low section, E04) and TDA (RP-10-F) keep the small bet, the sources give the option:
    the table after the ruling agrees with the ruling (under robert-rules the old table let the 20 stand
    while the ruling said the small bet only)."""
    data = {"variant": "F7S/8", "antes": 1, "bring_in": 3, "small_bet": 10, "big_bet": 20,
            "starting_stacks": [200] * 4, "stub": "5hJcTc4d8hQdTh3s9s2c7cKs6sJd6c7d2h", "seed": 15,
            "events": ["continue", "p2 pb", "p3 cc", "p4 cc", "p1 cc", "continue", "p3 cbr 20"]}
    for book, code, bet in (("sources", "big-bet-option", 20), ("tda-2024", "small-bet-only", 10),
                            ("robert-rules", "small-bet-only", 10)):
        ruling = rule_on(from_mapping(data, "stud8-open-pair"), book)
        assert (ruling.rule.id, ruling.code.value) == ("stud-hi-lo-open-pair", code), book
        assert ruling.table.seat(2).bet == bet, book
