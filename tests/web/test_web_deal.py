"""Dealing drill routes through the test client: start, every step, rulings, next hand, review, progress;
wrong operations, an operation posted twice, a stale tab, forged and malformed posts (a clear 400, never a
500, nothing lost), and every drill URL tried by another trainee and signed out."""

from __future__ import annotations

import json
import re

import pytest
from conftest import sign_up
from markupsafe import escape
from test_drill import picture, right_move, right_pick, short_deck_drill

from dealerschool import drill as drill_module
from dealerschool import store
from dealerschool.drill import Drill
from dealerschool.situations.views import HIDDEN_NAME

HTMX = {"HX-Request": "true"}


def start(client, token, **fields):
    data = {"csrf_token": token, "variant": "NT", "players": "4", "big_blind": "2", "rate": "none",
            "rulebook": "sources", "seed": "11"}
    data.update(fields)
    response = client.post("/deal/", data=data)
    assert response.status_code == 302, response.get_data(as_text=True)
    return int(re.fullmatch(r"/deal/(\d+)", response.location).group(1))


def row(app, drill_id):
    with app.app_context():
        return dict(store.get_db().execute("SELECT * FROM drills WHERE id = ?", [drill_id]).fetchone())


def state(app, drill_id) -> tuple[Drill, int]:
    """The drill as its stored record reads back (parsed and rebuilt: the drill the last step kept stays for
    the next post to take, as between a trainee's steps)."""
    stored = row(app, drill_id)
    return Drill.read_json(stored["state"]), stored["version"]


def move_form(drill: Drill, token: str, version: int) -> dict[str, str]:
    word, seat, up, payouts = right_move(drill)
    if payouts is not None:
        # The push form: an amount for each winning seat (and its half in hi-lo games).
        form = {"csrf_token": token, "version": str(version), "op": "push"}
        for payout in payouts:
            name = f"{payout.seat}" if f"amount-{payout.seat}" not in form else None
            if name is None:  # a seat's second half goes in the extra row
                form.update({"extra-seat": str(payout.seat), "extra-amount": str(payout.amount),
                             "extra-half": payout.half})
            else:
                form.update({f"amount-{name}": str(payout.amount), f"half-{name}": payout.half})
        return form
    if seat is None:
        return {"csrf_token": token, "version": str(version), "op": word}
    return {"csrf_token": token, "version": str(version), "mode": "deal-up" if up else word, "seat": str(seat)}


def deal_right(client, app, drill_id, token, until=lambda drill: False, limit=500):
    """Post the right operations (and the remedy's right steps) until the hand ends or stops for a ruling."""
    for _ in range(limit):
        drill, version = state(app, drill_id)
        if drill.hand_over or drill.waiting_for_ruling or until(drill):
            return drill
        if drill.waiting_for_remedy:
            form = {"csrf_token": token, "version": str(version), "step": str(right_pick(drill))}
            response = client.post(f"/deal/{drill_id}/remedy", data=form, headers=HTMX)
            assert response.status_code == 200 and "Right" in response.get_data(as_text=True)
            continue
        response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
        assert response.status_code == 200, response.get_data(as_text=True)
        assert "Right" in response.get_data(as_text=True)
    raise AssertionError("the hand did not end")


def test_start_page_and_bad_settings(client):
    token = sign_up(client)
    page = client.get("/deal/")
    assert page.status_code == 200 and "Sit down and deal" in page.get_data(as_text=True)
    for field, value, words in [("variant", "XX", "variant"), ("players", "1", "players"),
                                ("players", "eleven", "players"), ("big_blind", "3", "big_blind"),
                                ("rate", "always", "rate"), ("rulebook", "mine", "rulebook"), ("seed", "-4", "seed")]:
        response = client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "4", "big_blind": "2",
                                               "rate": "none", field: value})
        assert response.status_code == 400, (field, value)
        assert words in response.get_data(as_text=True)


def test_the_page_shows_no_face_down_card(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    deal_right(client, app, drill_id, token, until=lambda d: d.table().street_index == 1)
    drill, _ = state(app, drill_id)
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    hidden = [held.card for seat in drill.table().seats if seat for held in seat.cards if not held.face_up]
    assert hidden and HIDDEN_NAME in page
    for card in hidden:
        assert card.name not in page and f'data-card="{card}"' not in page


def test_a_right_operation_is_stored_and_the_partial_returned(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    drill, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and text.startswith('<section id="drill"') and "<html" not in text
    after, new_version = state(app, drill_id)
    assert new_version == version + 1 and after.events == ["post"]


def test_a_wrong_operation_is_refused_with_the_rule(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "burn"},
                           headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Refused" in text and "small blind" in text
    assert "Blinds are live bets" in text and "TDA 2024 Rule 54-B" in text
    drill, _ = state(app, drill_id)
    assert drill.events == [] and [a.right for a in drill.attempts] == [False]


def test_a_row_stored_when_the_verdict_was_called_right_still_renders(client, app):
    # Before the one graded type (issue 19) a step's stored feedback said "right" and "expected", and the
    # page read feedback.right: such a row, a right step's and a refused one's, shows as it did.
    token = sign_up(client)
    drill_id = start(client, token)
    for form in (lambda drill, version: move_form(drill, token, version),
                 lambda drill, version: {"csrf_token": token, "version": str(version), "op": "burn"}):
        drill, version = state(app, drill_id)
        assert client.post(f"/deal/{drill_id}/op", data=form(drill, version), headers=HTMX).status_code == 200
        stored = json.loads(row(app, drill_id)["feedback"])
        page = without_tokens(client.get(f"/deal/{drill_id}").get_data(as_text=True))
        old = {"right": stored.pop("correct"), "expected": stored.pop("right_answer"),
               **{key: value for key, value in stored.items() if key != "given"}}
        with app.app_context():
            db = store.get_db()
            with store.writing(db):
                db.execute("UPDATE drills SET feedback = ? WHERE id = ?", [json.dumps(old), drill_id])
        assert without_tokens(client.get(f"/deal/{drill_id}").get_data(as_text=True)) == page
        assert ("Right" if old["right"] else "Refused") in page


def without_tokens(page: str) -> str:
    """A page with its CSRF tokens blanked: each is signed with the second it was made, so two renders of
    the same page a second apart differ there and nowhere else."""
    return re.sub(r'(csrf_token" value="|"X-CSRFToken": ")[^"]+', r"\1", page)


def drawings(text: str) -> dict[str, str]:
    """The table's drawings in a page or partial, by layout name."""
    return {match.group(1): match.group(0) for match in re.finditer(r'<svg class="table (\w+)".*?</svg>(?=<svg|</figure>)',
                                                                     text, re.S)}


def test_an_htmx_step_draws_only_the_layout_the_page_shows(client, app):
    """static/deal.js sends X-Table-Layout with each htmx request: the partial then has that drawing alone (the
    same drawing as in a response with both), marked for the stylesheet to show at any width, and says it
    varies by the header. Full pages, plain posts and a header naming no layout get both drawings."""
    token = sign_up(client)
    drill_id = start(client, token)
    stale = {"csrf_token": token, "version": "99", "op": "post"}  # a stale tab's post changes nothing: comparable
    for layout in ("wide", "tall"):
        both = client.post(f"/deal/{drill_id}/op", data=stale, headers=HTMX)
        both_text = both.get_data(as_text=True)
        assert both.status_code == 409 and set(drawings(both_text)) == {"wide", "tall"}
        assert 'class="table-figure"' in both_text
        response = client.post(f"/deal/{drill_id}/op", data=stale, headers={**HTMX, "X-Table-Layout": layout})
        text = response.get_data(as_text=True)
        assert response.status_code == 409 and drawings(text) == {layout: drawings(both_text)[layout]}
        assert 'class="table-figure one-layout"' in text
        assert "X-Table-Layout" in response.vary and "X-Table-Layout" in both.vary  # its absence chose both
        # Apart from the drawing it leaves out, the partial is the same.
        other = drawings(both_text)["tall" if layout == "wide" else "wide"]
        assert text == both_text.replace(other, "").replace('class="table-figure"', 'class="table-figure one-layout"')
        # A step that moves the hand on draws one too.
        drill, version = state(app, drill_id)
        step = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version),
                           headers={**HTMX, "X-Table-Layout": layout})
        assert step.status_code == 200 and set(drawings(step.get_data(as_text=True))) == {layout}
    for headers in ({**HTMX, "X-Table-Layout": "sideways"}, {"X-Table-Layout": "tall"}):
        response = client.post(f"/deal/{drill_id}/op", data=stale, headers=headers)
        assert response.status_code == 409 and set(drawings(response.get_data(as_text=True))) == {"wide", "tall"}
    page = client.get(f"/deal/{drill_id}", headers={"X-Table-Layout": "tall"}).get_data(as_text=True)
    assert set(drawings(page)) == {"wide", "tall"} and "one-layout" not in page


def test_an_htmx_get_redraws_the_play_area_for_the_layout_it_names(client, app):
    """static/deal.js asks for the play area again when the window crosses the width line after a step drew
    one layout: htmx's GET gets the partial with only the drawing the header names, and the drill and its
    version stay as they were; without HX-Request (or for htmx's history restore) the whole page, both drawn."""
    token = sign_up(client)
    drill_id = start(client, token)
    drill, version = state(app, drill_id)
    step = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version),
                       headers={**HTMX, "X-Table-Layout": "wide"})
    assert step.status_code == 200 and set(drawings(step.get_data(as_text=True))) == {"wide"}
    before = row(app, drill_id)
    for layout in ("tall", "wide"):
        response = client.get(f"/deal/{drill_id}", headers={**HTMX, "X-Table-Layout": layout})
        text = response.get_data(as_text=True)
        assert response.status_code == 200 and text.startswith('<section id="drill"') and "<html" not in text
        assert set(drawings(text)) == {layout} and 'class="table-figure one-layout"' in text
        assert f'data-url="/deal/{drill_id}"' in text and f'data-version="{version + 1}"' in text
        assert "Right" in text  # the last step's verdict is still shown
        assert {"HX-Request", "X-Table-Layout"} <= set(response.vary)
        # Apart from the drawing, the same partial as the step's (no reveal: the players acted already).
        assert drawings(text)[layout] == drawings(client.get(f"/deal/{drill_id}").get_data(as_text=True))[layout]
    assert row(app, drill_id) == before
    for headers in ({"X-Table-Layout": "tall"}, {**HTMX, "HX-History-Restore-Request": "true", "X-Table-Layout": "tall"}):
        page = client.get(f"/deal/{drill_id}", headers=headers)
        text = page.get_data(as_text=True)
        assert page.status_code == 200 and text.startswith("<!doctype html>") and "one-layout" not in text
        assert set(drawings(text)) == {"wide", "tall"} and {"HX-Request", "X-Table-Layout"} <= set(page.vary)
    assert row(app, drill_id) == before
    # The version the GET's forms carry is the drill's: the next step is taken from it.
    drill, version = state(app, drill_id)
    assert client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX).status_code == 200


def test_a_step_hands_back_the_csrf_token_it_was_posted_with(client, app):
    """The partial carries the token just checked (not a newly signed one), and the next post is taken with it."""
    token = sign_up(client)
    drill_id = start(client, token)
    for _ in range(2):
        drill, version = state(app, drill_id)
        response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
        text = response.get_data(as_text=True)
        assert response.status_code == 200 and "Right" in text
        assert set(re.findall(r'name="csrf_token" value="([^"]+)"', text)) == {token}
    forged = client.post(f"/deal/{drill_id}/op", data={**move_form(*state(app, drill_id), token), "csrf_token": "x" + token},
                         headers=HTMX)
    assert forged.status_code == 400 and "x" + token not in forged.get_data(as_text=True)  # a refused token is not handed back
    # The token's check is remembered (web.CheckedCSRF), but still against the session: in another session
    # (another browser) the same token is refused, and its own one is taken.
    other = app.test_client()
    other_token = sign_up(other, "trainee2")
    other_drill = start(other, other_token)
    drill, version = state(app, other_drill)
    assert other.post(f"/deal/{other_drill}/op", data=move_form(drill, token, version), headers=HTMX).status_code == 400
    assert other.post(f"/deal/{other_drill}/op", data=move_form(drill, other_token, version),
                      headers=HTMX).status_code == 200
    drill, version = state(app, drill_id)
    assert client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX).status_code == 200


def test_an_operation_posted_twice_counts_once(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    drill, version = state(app, drill_id)
    form = move_form(drill, token, version)
    first = client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX)
    second = client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX)
    assert first.status_code == 200 and second.status_code == 409
    assert "moved on" in second.get_data(as_text=True)
    after, new_version = state(app, drill_id)
    assert after.events == ["post"] and len(after.attempts) == 1 and new_version == version + 1


def test_a_stale_tab_is_refused_and_shown_the_table_as_it_is(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    old_page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    old_version = re.search(r'name="version" value="(\d+)"', old_page).group(1)
    deal_right(client, app, drill_id, token, until=lambda d: len(d.events) >= 3)
    response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": old_version, "op": "post"})
    assert response.status_code == 409
    text = response.get_data(as_text=True)
    assert "<html" in text and "moved on" in text  # a plain post gets the whole page
    drill, version = state(app, drill_id)
    assert f'name="version" value="{version}"' in text and len(drill.events) == 3


@pytest.mark.parametrize("form, status", [
    ({"version": "abc", "op": "post"}, 400), ({"op": "post"}, 400), ({"version": "1" * 30, "op": "post"}, 400),
    ({"version": "1", "op": "shuffle"}, 400), ({"version": "1", "op": ""}, 400),
    ({"version": "1", "mode": "deal", "seat": "99"}, 400), ({"version": "1", "mode": "deal", "seat": "-1"}, 400),
    ({"version": "1", "mode": "deal", "seat": "x" * 500}, 400), ({"version": "1", "mode": "deal"}, 400),
])
def test_malformed_operation_posts_are_a_clear_400(client, app, form, status):
    token = sign_up(client)
    drill_id = start(client, token)
    for headers in ({}, HTMX):
        response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, **form}, headers=headers)
        assert response.status_code == status, response.get_data(as_text=True)
    drill, version = state(app, drill_id)
    assert drill.events == [] and drill.attempts == [] and version == 1


def test_forged_posts_are_refused(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    for path, data in [(f"/deal/{drill_id}/op", {"version": "1", "op": "post"}),
                       (f"/deal/{drill_id}/rule", {"version": "1", "ruling": "misdeal"}),
                       (f"/deal/{drill_id}/remedy", {"version": "1", "step": "1"}),
                       (f"/deal/{drill_id}/next", {"version": "1"}), ("/deal/", {"variant": "NT"})]:
        assert client.post(path, data=data).status_code == 400
        assert client.post(path, data={**data, "csrf_token": "forged"}).status_code == 400
    assert state(app, drill_id)[0].events == []


def test_rule_and_next_when_not_due_are_a_clear_400(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    assert client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": "1",
                                                      "ruling": "misdeal"}).status_code == 400
    assert client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": "1"}).status_code == 400
    response = client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": "1"})
    assert response.status_code == 400 and "not over" in response.get_data(as_text=True)
    response = client.post(f"/deal/{drill_id}/remedy", data={"csrf_token": token, "version": "1", "step": "1"})
    assert response.status_code == 400 and "no remedy step is due" in response.get_data(as_text=True)


def test_a_whole_hand_then_the_next_then_review_and_progress(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="3")
    drill = deal_right(client, app, drill_id, token)
    assert drill.hand_over
    _, version = state(app, drill_id)
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert "Hand over" in page and "operations right first time" in page
    response = client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)})
    assert response.status_code == 303
    after, _ = state(app, drill_id)
    [stored] = store_hands(app, drill_id)
    score = json.loads(stored["score"])
    assert after.hand_number == 1 and score["right_first_time"] == score["operations"] > 0
    assert after.setup["button"] != drill.setup["button"]
    hand = json.loads(row(app, drill_id)["state"])
    assert hand["hand_number"] == 1
    total = len(drill.events)
    for step in (0, 1, total // 2, total, total + 50):
        review = client.get(f"/deal/{drill_id}/hands/1?step={step}")
        assert review.status_code == 200, step
    assert client.get(f"/deal/{drill_id}/hands/1?step=x").status_code == 400
    assert client.get(f"/deal/{drill_id}/hands/2").status_code == 404
    progress = client.get("/progress/").get_data(as_text=True)
    assert "Dealing drills" in progress and "1 hand dealt" in progress
    listing = client.get("/deal/").get_data(as_text=True)
    assert f"Drill {drill_id}" in listing


def test_deal_again_deals_the_same_cards(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="2")
    first = deal_right(client, app, drill_id, token)
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version), "again": "1"},
                           headers=HTMX)
    assert response.status_code == 200
    again = deal_right(client, app, drill_id, token)
    assert again.table().card_locations() == first.table().card_locations()
    assert again.deal == 2 and again.hand_number == 0


def test_an_irregularity_is_ruled_in_the_browser_and_the_hand_finishes(client, app):
    token = sign_up(client)
    for seed in range(60):
        drill_id = start(client, token, rate="often", seed=str(seed))
        drill = deal_right(client, app, drill_id, token)
        if drill.waiting_for_ruling:
            break
    else:
        raise AssertionError("no seed stopped for a ruling")
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert "What is the ruling?" in page
    right = drill.ruling().code.value
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": str(version),
                                                          "ruling": "not-a-ruling"}, headers=HTMX)
    assert response.status_code == 400
    response = client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": str(version),
                                                          "ruling": right}, headers=HTMX)
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and "Ruling right" in page
    again = client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": str(version),
                                                       "ruling": right}, headers=HTMX)
    assert again.status_code == 409
    # The remedy phase: the steps to pick, none of the remedy told; no dealer operation is taken.
    drill, version = state(app, drill_id)
    steps = drill.remedy_steps()
    assert drill.waiting_for_remedy and steps
    assert f"step 1 of {len(steps)}" in page and 'data-key="1"' in page and "data-dealing" not in page
    assert all(text.text in page for text in drill.remedy_choices())
    assert "The remedy, carried out" not in page
    assert str(escape(drill.ruling().answer.explanation)) not in page, "the explanation would tell the remedy"
    refused = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "burn"},
                          headers=HTMX)
    assert refused.status_code == 400 and "remedy" in refused.get_data(as_text=True)
    for forged in ("", "x", "0", "9", "123", "-1"):
        response = client.post(f"/deal/{drill_id}/remedy", data={"csrf_token": token, "version": str(version),
                                                                "step": forged}, headers=HTMX)
        assert response.status_code == 400, forged
        assert "step: expected" in response.get_data(as_text=True)
    assert client.post(f"/deal/{drill_id}/remedy", data={"csrf_token": token, "step": "1"},
                       headers=HTMX).status_code == 400
    wrong = next(k + 1 for k, choice in enumerate(drill.remedy_choices()) if choice.origin != "right")
    response = client.post(f"/deal/{drill_id}/remedy", data={"csrf_token": token, "version": str(version),
                                                            "step": str(wrong)}, headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Wrong" in text and drill.ruling().rule.title in text
    assert state(app, drill_id)[0].remedy_done() == 0
    _, version = state(app, drill_id)
    form = {"csrf_token": token, "version": str(version), "step": str(right_pick(drill))}
    assert client.post(f"/deal/{drill_id}/remedy", data=form, headers=HTMX).status_code == 200
    assert client.post(f"/deal/{drill_id}/remedy", data=form, headers=HTMX).status_code == 409  # posted twice
    assert state(app, drill_id)[0].remedy_done() == 1
    finished = deal_right(client, app, drill_id, token)
    score = finished.score()
    assert finished.hand_over and score["rulings_right"] == 1
    assert score["remedy_steps"] == len(steps) and score["remedy_right_first_time"] == len(steps) - 1
    over = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert f"{len(steps) - 1} of {len(steps)} remedy steps right first time" in over and "Remedy step 1: you chose" in over
    _, version = state(app, drill_id)
    client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)})
    review = client.get(f"/deal/{drill_id}/hands/1").get_data(as_text=True)
    assert f"The remedy steps picked after the ruling ({len(steps)} right, 1 wrong)" in review
    progress = client.get("/progress/").get_data(as_text=True)
    assert "Remedy steps right" in progress and f"{len(steps) - 1} / {len(steps)}" in progress


def test_other_trainees_and_signed_out_visitors_get_nothing(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="2")
    deal_right(client, app, drill_id, token)
    _, version = state(app, drill_id)
    client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)})
    client.post("/auth/sign-out", data={"csrf_token": token})
    for path in ("/deal/", f"/deal/{drill_id}", f"/deal/{drill_id}/hands/1"):
        response = client.get(path)
        assert response.status_code == 302 and "/auth/sign-in" in response.location
    other = sign_up(client, "trainee2")
    for path in (f"/deal/{drill_id}", f"/deal/{drill_id}/hands/1", "/deal/999"):
        assert client.get(path).status_code == 404
    for action in ("op", "rule", "remedy", "next"):
        response = client.post(f"/deal/{drill_id}/{action}", data={"csrf_token": other, "version": "1", "op": "post"})
        assert response.status_code == 404
    assert "My drills" not in client.get("/deal/").get_data(as_text=True)  # the other trainee has none


EVERY_VARIANT = ["NT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "F2L3D", "FB", "N2L1D", "horse"]


@pytest.mark.parametrize("variant", EVERY_VARIANT)
def test_random_drills_through_the_web_account_for_every_card_and_chip(client, app, variant):
    """Random right and wrong posts (and random rulings) through the routes, at the highest irregularity rate:
    after every step the stored drill rebuilds to a table with every card and chip accounted for."""
    import random

    from dealerschool.drill import OPERATION_WORDS

    rng = random.Random(variant)
    token = sign_up(client)
    drill_id = start(client, token, variant=variant, rate="often", players=str(rng.randint(2, 5)),
                     seed=str(rng.randrange(10_000)))
    hands = 0
    kept = 0
    for _ in range(1500):
        drill, version = state(app, drill_id)
        table = drill.table()
        table.check_invariants()
        # The drill the last step kept for the next (Drill.keep) is the drill its stored record reads back as.
        held = drill_module.KEPT_DRILLS.get(row(app, drill_id)["state"])
        if held is not None:
            kept += 1
            assert held == drill and held.session == drill.session and picture(held.table()) == picture(table)
        if drill.waiting_for_ruling:
            code = rng.choice(drill.ruling_options())[0]
            form = {"csrf_token": token, "version": str(version), "ruling": code}
            assert client.post(f"/deal/{drill_id}/rule", data=form, headers=HTMX).status_code == 200
            continue
        if drill.waiting_for_remedy:
            # Random picks, wrong ones too; now and then a forged number (a clear 400, nothing changed).
            done = drill.remedy_done()
            choices = drill.remedy_choices()
            number = rng.randint(1, len(choices) + 1 if rng.random() < 0.1 else len(choices))
            form = {"csrf_token": token, "version": str(version), "step": str(number)}
            response = client.post(f"/deal/{drill_id}/remedy", data=form, headers=HTMX)
            assert response.status_code == (200 if number <= len(choices) else 400)
            after, _ = state(app, drill_id)
            right = number <= len(choices) and choices[number - 1].origin == "right"
            assert after.remedy_done() == done + (1 if right else 0)
            continue
        if drill.hand_over:
            hands += 1
            if hands == 2:
                break
            form = {"csrf_token": token, "version": str(version)}
            assert client.post(f"/deal/{drill_id}/next", data=form, headers=HTMX).status_code == 200
            continue
        if rng.random() < 0.25:
            word = rng.choice(list(OPERATION_WORDS) + ["deal-up"])
            form = {"csrf_token": token, "version": str(version), "mode": word, "seat": str(rng.randint(1, 6))}
            response = client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX)
            assert response.status_code in (200, 400), response.status_code
        else:
            response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
            assert response.status_code == 200
    assert hands == 2, "two hands were dealt to the end"
    assert kept > 20, "most steps leave their drill kept for the next"
    finished = store_hands(app, drill_id)
    # Both hands, the second stored when it ended though the next was never dealt.
    assert [hand["number"] for hand in finished] == [1, 2]
    assert all(json.loads(hand["score"])["operations"] > 0 for hand in finished)


def store_hands(app, drill_id):
    with app.app_context():
        db = store.get_db()
        user = store.find_user(db, username="trainee1")
        return store.drill_hands(db, user["id"], drill_id)


def test_eight_tabs_posting_the_same_step_at_once_count_it_once(client, app):
    """The same operation from eight threads at once (a double click, a second tab): one is stored, the
    others are told the table moved on, and the hand holds the step once."""
    import threading

    token = sign_up(client)
    drill_id = start(client, token)
    deal_right(client, app, drill_id, token, until=lambda d: len(d.events) >= 4)
    drill, version = state(app, drill_id)
    form = move_form(drill, token, version)
    cookie = client.get_cookie("session").value
    barrier = threading.Barrier(8)
    statuses: list[int] = []
    lock = threading.Lock()

    def run():
        own = app.test_client()
        own.set_cookie("session", cookie)
        barrier.wait()
        response = own.post(f"/deal/{drill_id}/op", data=form, headers=HTMX)
        with lock:
            statuses.append(response.status_code)

    threads = [threading.Thread(target=run) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200] + [409] * 7
    after, new_version = state(app, drill_id)
    drill.attempt(*right_move(drill))  # the same step, once, on the drill as it was
    assert new_version == version + 1 and after.events == drill.events
    assert len(after.attempts) == len(drill.attempts)


def test_strict_mode_in_the_browser_says_only_that_a_mistake_was_counted(client, app):
    token = sign_up(client)
    drill_id = start(client, token, strict="on", players="2")
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "burn"},
                           headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "counted" in text
    assert "small blind" not in text and "Blinds are live bets" not in text
    finished = deal_right(client, app, drill_id, token)
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert finished.hand_over and "Mistakes" in page and "small blind" in page  # told when the hand ends


def test_a_plain_form_post_redirects_to_the_page_with_the_feedback(client, app):
    token = sign_up(client)
    drill_id = start(client, token)
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "collect"})
    assert response.status_code == 303 and response.location.endswith(f"/deal/{drill_id}")
    page = client.get(response.location).get_data(as_text=True)
    assert "Refused" in page and "Blinds are live bets" in page


def test_a_player_asks_the_dealer_to_read_the_action(client, app):
    token = sign_up(client)
    for seed in range(40):
        drill_id = start(client, token, variant="PO", reads="on", seed=str(seed), players="5")
        drill = deal_right(client, app, drill_id, token, until=lambda d: d.waiting_for_read)
        if drill.waiting_for_read:
            break
    else:
        raise AssertionError("nobody asked")
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert drill.read_question() in page and 'name="amount"' in page
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "burn"},
                           headers=HTMX)
    assert response.status_code == 400 and "answer first" in response.get_data(as_text=True)
    for bad in ("", "lots", "-5", "1" * 20):
        response = client.post(f"/deal/{drill_id}/read", data={"csrf_token": token, "version": str(version),
                                                               "amount": bad}, headers=HTMX)
        assert response.status_code == 400, bad
    right = drill.read_answer()
    response = client.post(f"/deal/{drill_id}/read", data={"csrf_token": token, "version": str(version),
                                                           "amount": f"{right:,}"}, headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Right" in text and f"it is {right:,}" in text
    after, _ = state(app, drill_id)
    assert not after.waiting_for_read and after.reads[0]["correct"]
    assert client.post(f"/deal/{drill_id}/read", data={"csrf_token": token, "version": str(version),
                                                       "amount": str(right)}).status_code == 409


def test_forced_bets_are_chosen_on_the_start_form(client, app):
    token = sign_up(client)
    page = client.get("/deal/").get_data(as_text=True)
    assert 'name="forced"' in page and "Blinds and a big blind ante" in page
    response = client.post("/deal/", data={"csrf_token": token, "variant": "F7S", "players": "4", "big_blind": "2",
                                           "rate": "none", "forced": "big-blind-ante"})
    assert response.status_code == 400 and "forced: big-blind-ante is for blind games" in response.get_data(as_text=True)
    drill_id = start(client, token, forced="big-blind-ante")
    drill, version = state(app, drill_id)
    assert drill.settings.forced.value == "big-blind-ante"
    for word in ("op", "op"):
        response = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), word: "post"},
                               headers=HTMX)
        assert "Right" in response.get_data(as_text=True)
        version += 1
    page = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "ante"},
                       headers=HTMX).get_data(as_text=True)
    assert "Right" in page and "big blind ante" in page
    deal_right(client, app, drill_id, token)
    drill, _ = state(app, drill_id)
    assert drill.hand_over


def test_a_pot_is_pushed_with_amounts_from_the_push_form(client, app):
    # Seed 24, six-handed: two players tie and the pot has an odd chip (tests/drill/test_drill.py).
    token = sign_up(client)
    drill_id = start(client, token, players="6", seed="24")
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert 'id="push-form"' not in page  # no push form before the showdown
    drill = deal_right(client, app, drill_id, token, until=lambda d: d.expected().__class__.__name__ == "PushPot")
    drill, version = state(app, drill_id)
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert 'id="push-form"' in page and 'name="amount-' in page and 'name="half-' not in page
    payouts = right_move(drill)[3]
    odd, even = sorted(payouts, key=lambda p: -p.amount)
    base = {"csrf_token": token, "version": str(version), "op": "push"}
    swapped = {**base, f"amount-{odd.seat}": str(even.amount), f"amount-{even.seat}": str(odd.amount)}
    response = client.post(f"/deal/{drill_id}/op", data=swapped, headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Refused" in text
    assert f"The odd chip goes to seat {odd.seat}" in text and "Split pots: the odd chip in button games" in text
    version += 1
    for bad, words in [({f"amount-{odd.seat}": "lots"}, f"amount-{odd.seat}: expected a whole number"),
                       ({}, "push: say who wins the pot"), ({"amount-x": "4"}, "amount-x: expected a seat number")]:
        response = client.post(f"/deal/{drill_id}/op", data={**base, "version": str(version), **bad}, headers=HTMX)
        assert response.status_code == 400 and words in response.get_data(as_text=True), bad
    right = {**base, "version": str(version), f"amount-{odd.seat}": str(odd.amount), f"amount-{even.seat}": str(even.amount)}
    assert "Right" in client.post(f"/deal/{drill_id}/op", data=right, headers=HTMX).get_data(as_text=True)
    drill, _ = state(app, drill_id)
    assert drill.score()["mistakes"] == {"push": 1}


def test_a_hi_lo_pot_is_pushed_by_halves_from_the_push_form(client, app):
    token = sign_up(client)
    drill_id = start(client, token, variant="FO/8", players="6", seed="18")
    drill = deal_right(client, app, drill_id, token, until=lambda d: d.expected().__class__.__name__ == "PushPot")
    drill, version = state(app, drill_id)
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert 'name="half-' in page and 'name="extra-amount"' in page
    high, low = sorted(right_move(drill)[3], key=lambda p: p.half)
    base = {"csrf_token": token, "version": str(version), "op": "push"}
    response = client.post(f"/deal/{drill_id}/op", data={**base, f"amount-{high.seat}": str(high.amount)}, headers=HTMX)
    assert response.status_code == 400 and f"half-{high.seat}: say which half" in response.get_data(as_text=True)
    form = {**base, f"amount-{high.seat}": str(high.amount), f"half-{high.seat}": "high",
            f"amount-{low.seat}": str(low.amount), f"half-{low.seat}": "low"}
    assert "Right" in client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX).get_data(as_text=True)


def test_the_players_actions_are_shown_one_after_another_at_the_chosen_pace(client, app):
    token = sign_up(client)
    for pace in ("slow", "off"):
        drill_id = start(client, token, players="6", seed="14", pace=pace)
        for _ in range(40):
            drill, version = state(app, drill_id)
            response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
            drill, _ = state(app, drill_id)
            if drill.players_acted():
                break
        page = response.get_data(as_text=True)
        acted = drill.players_acted()
        assert f"pace-{pace}" in page
        if pace == "off":
            assert "data-act-" not in page and 'class="reveal' not in page
            continue
        # Each new action line has its step; each acting seat its last step (its chips move then).
        steps = re.findall(r'<li class="reveal r(\d+)">', page)
        assert steps == [str(k) for k in range(1, len(acted) + 1)]
        for seat, _ in acted:
            last = max(k + 1 for k, (s, _) in enumerate(acted) if s == seat)
            assert f'data-act-{seat}="{last}"' in page
        # A reload shows the table at once: nothing to wait for.
        again = client.get(f"/deal/{drill_id}").get_data(as_text=True)
        assert "data-act-" not in again and 'class="reveal' not in again
    drill, _ = state(app, drill_id)
    assert drill.settings.pace.value == "off"
    response = client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "4", "big_blind": "2",
                                           "rate": "none", "pace": "warp"})
    assert response.status_code == 400 and "pace: expected one of off, normal, slow" in response.get_data(as_text=True)


def test_the_stud_deck_runs_short_in_the_browser_ruled_and_dealt(client, app):
    seed = short_deck_drill("F7S", 8, "tda-2024").settings.seed
    token = sign_up(client)
    drill_id = start(client, token, variant="F7S", players="8", rate="often", rulebook="tda-2024", seed=str(seed))
    drill = deal_right(client, app, drill_id, token)
    assert drill.short_deck_hand() and drill.waiting_for_ruling
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    assert "Seventh street: 8 players are still in" in page and "What is the ruling?" in page
    _, version = state(app, drill_id)
    right = drill.ruling().code.value
    assert right == "common-card-sixth-street-order"  # TDA 2024 RP-10-H, the drill's rulebook
    response = client.post(f"/deal/{drill_id}/rule", data={"csrf_token": token, "version": str(version),
                                                          "ruling": right}, headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Ruling right" in text and "Deal the ruling" in text
    finished = deal_right(client, app, drill_id, token)
    table = finished.table()
    assert finished.hand_over and table.common_card and "common" in finished.events
    table.check_invariants()
    assert sum(table.finishing_stacks()) == table.total_chips


def test_the_log_and_the_review_say_who_posted_each_forced_bet(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="4", forced="blinds-antes")
    drill = deal_right(client, app, drill_id, token, until=lambda d: d.events.count("post") == 6)
    button = drill.setup["button"]
    small, big = button % 4 + 1, (button + 1) % 4 + 1
    page = client.get(f"/deal/{drill_id}").get_data(as_text=True)
    for seat in (1, 2, 3, 4):
        assert f"seat {seat} antes 1" in page
    assert f"seat {small} posts the small blind of 1" in page and f"seat {big} posts the big blind of 2" in page
    assert "a forced bet goes in" not in page
    deal_right(client, app, drill_id, token)
    _, version = state(app, drill_id)
    client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)})
    review = client.get(f"/deal/{drill_id}/hands/1?step=2").get_data(as_text=True)
    assert f"seat {small} posts the small blind of 1" in review and "a forced bet goes in" not in review


def test_the_play_areas_form_actions_are_the_drill_routes(app):
    """The partial builds its forms' actions from the drill's URL (one url_for a step, not one a form):
    they must stay the routes' own URLs."""
    from flask import url_for

    with app.test_request_context():
        base = url_for("deal.play", drill_id=7)
        routes = {endpoint: url_for(f"deal.{endpoint}", drill_id=7)
                  for endpoint in ("operation", "rule", "remedy", "read", "next_hand")}
    assert routes == {"operation": base + "/op", "rule": base + "/rule", "remedy": base + "/remedy",
                      "read": base + "/read", "next_hand": base + "/next"}
