"""A drill hand counts the moment it is over: through Flask's test client, a hand finished and left at
"Hand over" is on My progress and on the instructor's report with a review link; "Deal it again" keeps the
first deal's result and marks the second a repeat; a hand left unfinished shows as unfinished and can be
reviewed; the step that ends a hand, posted twice, stores it once. And the queries behind those pages
search their indexes (EXPLAIN QUERY PLAN), never scan a table, for one trainee."""

from __future__ import annotations

import json
import re

from conftest import sign_up
from test_web_deal import HTMX, deal_right, move_form, start, state
from test_web_instructor import make_instructor, sign_in, sign_out

from dealerschool import store
from dealerschool.situations.views import HIDDEN_NAME


def stored_hands(app, drill_id):
    with app.app_context():
        rows = store.get_db().execute("SELECT number, deal, score FROM drill_hands WHERE drill_id = ? "
                                      "ORDER BY number, deal", [drill_id]).fetchall()
        return [(row["number"], row["deal"], json.loads(row["score"])) for row in rows]


def user_id(app, username):
    with app.app_context():
        return store.find_user(store.get_db(), username=username)["id"]


def dealing_section(page: str) -> str:
    assert 'id="dealing"' in page, "no dealing section"
    return page[page.index('id="dealing"'):].split("</section>")[0]


def links(section: str) -> list[str]:
    return [href.replace("&amp;", "&") for href in re.findall(r'href="([^"]+)"', section)]


def as_instructor(client, app):
    sign_out(client)
    make_instructor(app)
    sign_in(client, "teacher", "instructor pass")


def test_a_hand_left_at_hand_over_is_counted_and_reviewable(client, app):
    token = sign_up(client, "dealer")
    drill_id = start(client, token, players="3")
    drill = deal_right(client, app, drill_id, token)
    assert drill.hand_over  # and "Next hand" is never pressed
    [(number, deal, score)] = stored_hands(app, drill_id)
    assert (number, deal) == (1, 1) and score["right_first_time"] == score["operations"] > 0
    section = dealing_section(client.get("/progress/").get_data(as_text=True))
    assert "1 hand dealt." in section and "unfinished" not in section
    review = f"/deal/{drill_id}/hands/1"
    assert review in links(section)
    page = client.get(review)
    assert page.status_code == 200 and "every card shown" in page.get_data(as_text=True)
    assert "Finished hands:" in client.get(f"/deal/{drill_id}").get_data(as_text=True)

    dealer = user_id(app, "dealer")
    as_instructor(client, app)
    listing = client.get("/instructor/").get_data(as_text=True)
    row = listing[listing.index(">dealer</a>"):].split("</tr>")[0]
    assert '<td data-label="Drill hands">1</td>' in row  # the hand on the class list too
    section = dealing_section(client.get(f"/instructor/trainees/{dealer}").get_data(as_text=True))
    assert "1 hand dealt." in section
    review = f"/instructor/trainees/{dealer}/drills/{drill_id}/hands/1"
    assert review in links(section)
    page = client.get(review)
    assert page.status_code == 200 and "every card shown" in page.get_data(as_text=True)
    assert client.get(f"/instructor/trainees/{dealer}/drills/{drill_id}/hands/2").status_code == 404


def test_deal_it_again_keeps_the_first_result_and_marks_the_repeat(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="2")
    deal_right(client, app, drill_id, token)
    [(_, _, first)] = stored_hands(app, drill_id)
    _, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version),
                                                          "again": "1"}, headers=HTMX)
    assert response.status_code == 200
    # The repeat dealt with a wrong operation first: its score differs, the first deal's stands.
    drill, version = state(app, drill_id)
    assert drill.deal == 2
    wrong = client.post(f"/deal/{drill_id}/op", data={"csrf_token": token, "version": str(version), "op": "burn"},
                        headers=HTMX)
    assert wrong.status_code == 200 and "Refused" in wrong.get_data(as_text=True)
    deal_right(client, app, drill_id, token)
    hands = stored_hands(app, drill_id)
    assert [(number, deal) for number, deal, _ in hands] == [(1, 1), (1, 2)]
    assert hands[0][2] == first and hands[1][2]["right_first_time"] < hands[1][2]["operations"]
    section = dealing_section(client.get("/progress/").get_data(as_text=True))
    assert "1 hand dealt; 1 dealt again (repeats, not counted)." in section
    assert f"{first['right_first_time']} of {first['operations']}" in section
    assert "(repeat)" in section and f"/deal/{drill_id}/hands/1?deal=2" in links(section)
    page = client.get(f"/deal/{drill_id}/hands/1?deal=2").get_data(as_text=True)
    assert "dealt again (a repeat" in page
    assert client.get(f"/deal/{drill_id}/hands/1?deal=3").status_code == 404
    assert client.get(f"/deal/{drill_id}/hands/1?deal=x").status_code == 400
    # The next hand after the repeat is hand 2, deal 1, and counts.
    _, version = state(app, drill_id)
    client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)}, headers=HTMX)
    deal_right(client, app, drill_id, token)
    assert [(number, deal) for number, deal, _ in stored_hands(app, drill_id)] == [(1, 1), (1, 2), (2, 1)]
    assert "2 hands dealt; 1 dealt again" in client.get("/progress/").get_data(as_text=True)


def test_a_hand_left_unfinished_is_shown_unfinished_and_reviewable(client, app):
    token = sign_up(client, "dealer")
    drill_id = start(client, token, players="3")
    untouched = start(client, token, players="3", seed="12")  # a drill nobody dealt in: nothing to show
    deal_right(client, app, drill_id, token, until=lambda d: d.table().street_index == 1)
    drill, _ = state(app, drill_id)
    assert not drill.hand_over and stored_hands(app, drill_id) == []
    section = dealing_section(client.get("/progress/").get_data(as_text=True))
    assert "0 hands dealt; 1 unfinished." in section and "Unfinished hands" in section
    review = f"/deal/{drill_id}/hands/1"
    assert review in links(section) and f"/deal/{untouched}/hands/1" not in links(section)
    page = client.get(review).get_data(as_text=True)
    assert "unfinished" in page and "as the dealer saw it" in page and "every card shown" not in page
    # The trainee may deal on: the review shows no face-down card.
    hidden = [held.card for seat in drill.table().seats if seat for held in seat.cards if not held.face_up]
    assert hidden and HIDDEN_NAME in page
    assert all(card.name not in page and f'data-card="{card}"' not in page for card in hidden)
    assert client.get(f"/deal/{untouched}/hands/1").status_code == 404

    dealer = user_id(app, "dealer")
    as_instructor(client, app)
    section = dealing_section(client.get(f"/instructor/trainees/{dealer}").get_data(as_text=True))
    assert "1 unfinished" in section
    review = f"/instructor/trainees/{dealer}/drills/{drill_id}/hands/1"
    assert review in links(section)
    page = client.get(review).get_data(as_text=True)
    assert "unfinished" in page and "every card shown" in page
    assert any(card.name in page for card in hidden)


def test_the_step_that_ends_a_hand_posted_twice_stores_it_once(client, app):
    token = sign_up(client)
    drill_id = start(client, token, players="2")
    for _ in range(500):
        drill, version = state(app, drill_id)
        form = move_form(drill, token, version)
        assert client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX).status_code == 200
        if state(app, drill_id)[0].hand_over:
            break
    else:
        raise AssertionError("the hand did not end")
    again = client.post(f"/deal/{drill_id}/op", data=form, headers=HTMX)  # the same post, retried
    assert again.status_code == 409
    assert len(stored_hands(app, drill_id)) == 1
    _, version = state(app, drill_id)
    form = {"csrf_token": token, "version": str(version)}
    assert client.post(f"/deal/{drill_id}/next", data=form, headers=HTMX).status_code == 200
    assert client.post(f"/deal/{drill_id}/next", data=form, headers=HTMX).status_code == 409
    assert [(number, deal) for number, deal, _ in stored_hands(app, drill_id)] == [(1, 1)]
    assert "1 hand dealt." in client.get("/progress/").get_data(as_text=True)


def plan(db, sql, values):
    return " / ".join(row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, values).fetchall())


def test_the_drill_reports_search_indexes_for_one_trainee(app):
    with app.app_context():
        db = store.get_db()
        for sql in store.DRILL_QUERIES:
            steps = plan(db, sql, [1] * sql.count("?"))
            assert re.search(r"USING (COVERING )?INDEX|USING PRIMARY KEY", steps), (sql, steps)
            assert not re.search(r"\bSCAN\b", steps), (sql, steps)
        assert "drill_hands" not in store.DRILL_REPORT_TALLIES and "drill_hands" not in store.DRILL_REPORT_TIMES
