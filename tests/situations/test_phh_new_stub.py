"""A hand history whose source made a draw's new stub at another moment than our table does (issue 15
section 2 item 9).

Our table makes a draw game's new stub of the discards only when the stub is down to its last card
(catalog F09); another program (PokerKit, for one) may make it before a draw the stub cannot cover. Such a
history deals a card from the discards while our stub still holds cards. Every card is accounted for, so
the hand is replayed as it happened and the difference noted; only a card dealt from a hand still in play
(dealt twice) is refused.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealerschool.histories import phh, phh_table
from dealerschool.poker.cards import Card
from dealerschool.table.operations import CheckOrCall, DealCard, Discard, ReshuffleForStub
from dealerschool.table.table import Phase, Table, new_table


def _drawn_out() -> Table:
    """Six players of 2-7 triple draw who check or call, throw their whole hand on the first draw and stand
    pat after: the stub runs out during the first draw and the table makes its new stub there."""
    table = new_table("deuce-seven-triple-draw", "fixed-limit", [200] * 6, small_blind=1, big_blind=2,
                      small_bet=2, big_bet=4, seed="early-stub")
    while not table.is_complete:
        table.run_dealer()
        if table.actor is None:
            break
        if table.phase is Phase.DRAWING:
            # The whole hand on the first draw (the stub runs out there), then stand pat: some of the
            # first draw's discards are never dealt again.
            first_draw = not any(type(op) is ReshuffleForStub for op in table.log) or table.street_index == 1
            table.apply(Discard(table.actor, tuple(table.seat(table.actor).hole) if first_draw else ()))
        else:
            table.apply(CheckOrCall(table.actor))
    return table


def _source_stubbed_early(table: Table) -> tuple[phh.HandHistory, int, int, list[Card]]:
    """The table's history, changed as a source that made the new stub before the drawing player's
    draw would have written it: the cards our table dealt him from the old stub come from the discards.
    Returns the history, the index of that deal action, the player, and the cards put in."""
    history = phh_table.from_table(table)
    log = table.log
    reshuffle = next(i for i, op in enumerate(log) if type(op) is ReshuffleForStub)
    # The last draw before the new stub that took cards from the old one: the source made its new stub
    # just before that draw, which the old stub could not have covered as the source reckons it.
    discard_at = max(i for i in range(reshuffle) if isinstance(log[i], Discard)
                     and any(isinstance(op, DealCard) and op.seat == log[i].seat for op in log[i:reshuffle]))
    seat = log[discard_at].seat
    from_old_stub = sum(1 for op in log[discard_at:reshuffle] if isinstance(op, DealCard) and op.seat == seat)
    first_round = [op.seat for op in log if isinstance(op, DealCard)][:history.player_count]
    player = first_round.index(seat)  # PHH's p1 is the first seat dealt to
    draws_before = sum(1 for op in log[:discard_at] if isinstance(op, Discard) and op.seat == seat)
    draws = [i for i, a in enumerate(history.actions) if isinstance(a, phh.StandPatOrDiscard) and a.player == player]
    deal_index = next(i for i in range(draws[draws_before], len(history.actions))
                      if isinstance(history.actions[i], phh.DealHole) and history.actions[i].player == player)
    # Discards of the players who drew before him (a draw round's discards are all written before its
    # deals), never dealt again after they were thrown: still in the discards when his cards are dealt.
    spare = [card for j, action in enumerate(history.actions[:draws[draws_before]])
             if isinstance(action, phh.StandPatOrDiscard) and action.player != player for card in action.cards
             if not any(isinstance(later, (phh.DealHole, phh.DealBoard)) and card in later.cards
                        for later in history.actions[j + 1:])]
    assert len(spare) >= from_old_stub, "the hand leaves no discard the history never deals again"
    dealt = history.actions[deal_index]
    put_in = spare[:from_old_stub]
    changed = replace(dealt, cards=tuple(put_in) + dealt.cards[from_old_stub:])
    actions = list(history.actions)
    actions[deal_index] = changed
    # The hands change, so the file's own result no longer holds: it is left out.
    return (replace(history, actions=tuple(actions), finishing_stacks=None,
                    extra={k: v for k, v in history.extra.items() if k not in (phh.SEED_FIELD, phh.DECK_FIELD)}),
            deal_index, player, put_in)


def test_the_new_stub_made_earlier_is_replayed_as_it_happened_and_noted():
    table = _drawn_out()
    history, deal_index, player, put_in = _source_stubbed_early(table)
    text = phh.dumps(history)  # through the file format, as a history from elsewhere arrives
    result = phh_table.replay_history(phh.loads(text, source_name="early.phh"), rules=table.config.rules,
                                      source_name="early.phh")
    assert result.complete
    result.table.check_invariants()  # every card in one place
    assert result.notes and all("from the discards" in note for note in result.notes)
    # His cards are the first noted; later cards the history also takes from its early new stub (our stub
    # still holding cards) are noted too.
    noted_at = [int(note.split(":")[0].removeprefix("action ")) for note in result.notes]
    assert noted_at[:len(put_in)] == [deal_index] * len(put_in)
    assert all(f" {card} is dealt from the discards" in note for card, note in zip(put_in, result.notes, strict=False))
    dealt_here = list(history.actions[deal_index].cards)
    assert set(put_in) <= set(dealt_here)
    # The drawing player got the cards the history says, from the discards: he stood pat after, so he
    # holds them at the end.
    seat = [op.seat for op in result.table.log if isinstance(op, DealCard)][player]
    assert set(put_in) <= {held.card for held in result.table.seat(seat).cards}
    assert result.to_dict()["notes"] == list(result.notes)


def test_a_card_dealt_from_a_hand_still_in_play_is_refused():
    table = _drawn_out()
    history, deal_index, player, _ = _source_stubbed_early(table)
    # Give the drawing player a card another player holds at that moment: no stub could deal it.
    dealt = history.actions[deal_index]
    other = next(a for a in reversed(history.actions[:deal_index]) if isinstance(a, phh.DealHole) and a.player != player)
    stolen = replace(dealt, cards=(other.cards[-1],) + dealt.cards[1:])
    actions = list(history.actions)
    actions[deal_index] = stolen
    with pytest.raises(ValueError, match=rf"card {other.cards[-1]} is dealt twice"):
        phh_table.replay_history(replace(history, actions=tuple(actions)), rules=table.config.rules,
                                 source_name="twice.phh")
