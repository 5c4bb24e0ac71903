"""The floor ruling checker's routes: signed out, with and without htmx, and every kind of bad input."""

from __future__ import annotations

import io
import re
from contextlib import contextmanager
from urllib.parse import parse_qs, urlparse

import pytest
from bs4 import BeautifulSoup
from conftest import csrf_token
from flask import template_rendered
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschool import floor

HX = {"HX-Request": "true"}
PREMATURE_TURN = floor.setup_from_form({
    "game": "holdem", "structure": "no-limit", "seats": "4", "button": "4", "small_blind": "1", "big_blind": "2",
    "seed": "22", **{f"stack_{n}": "200" for n in range(1, 5)}}).mapping()


@contextmanager
def rendered(app):
    names: list[str] = []

    def record(sender, template, context, **extra):
        names.append(template.name)

    template_rendered.connect(record, app)
    try:
        yield names
    finally:
        template_rendered.disconnect(record, app)


def state(html: str) -> str:
    return re.search(r'name="s" value="([^"]+)"', html).group(1)


def rulings(html: str) -> dict[str, str]:
    """Rulebook heading -> ruling code, as the answer panel shows them."""
    soup = BeautifulSoup(html, "html.parser")
    found = {}
    for book in soup.select("#answer article.book"):
        found[book.h3.get_text(strip=True)] = book.select_one(".ruling .code").get_text(strip=True)
    return found


def build_premature_turn(client, token: str, htmx: bool = True) -> str:
    """Set the table, play to the flop with seat 3 to act, then the turn comes early; the last page's HTML."""
    headers = HX if htmx else {}
    page = client.get("/floor/").get_data(as_text=True)
    response = client.post("/floor/setup", headers=headers, data={
        "csrf_token": token, "s": state(page), "game": "holdem", "structure": "no-limit", "seats": "4",
        "stack_1": "200", "stack_2": "200", "stack_3": "200", "stack_4": "200", "button": "4",
        "small_blind": "1", "big_blind": "2", "seed": "22"}, follow_redirects=not htmx)
    assert response.status_code == 200, response.get_data(as_text=True)
    for step in ({"step": "until", "moment": "1:decision:3"}, {"step": "premature"}):
        response = client.post("/floor/step", headers=headers, follow_redirects=not htmx,
                               data={"csrf_token": token, "s": state(response.get_data(as_text=True)), **step})
        assert response.status_code == 200, response.get_data(as_text=True)
    return response.get_data(as_text=True)


def test_floor_page_signed_out(client):
    response = client.get("/floor/")
    assert response.status_code == 200
    assert "HX-Request" in response.headers.get("Vary", "")
    soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
    assert soup.select_one("form[action='/floor/setup']") is not None
    assert soup.select_one("#answer") is not None
    assert "No ruling yet" in soup.select_one("#answer").get_text()


def test_premature_turn_with_htmx_returns_the_workspace_alone_and_pushes_the_link(app, client):
    token = csrf_token(client, "/floor/")
    with rendered(app) as names:
        html = build_premature_turn(client, token)
    # (The first GET renders the page; every htmx post after it renders the workspace alone.)
    assert names[0] == "floor/index.html" and set(names[1:]) == {"floor/_workspace.html"}
    assert "<html" not in html
    found = rulings(html)
    assert set(found.values()) == {"reshuffle-and-redeal", "set-aside-use-river-as-turn"}
    assert "The rulebooks differ" in html
    # Each rulebook's group carries its remedy and its own table afterwards.
    soup = BeautifulSoup(html, "html.parser")
    assert len(soup.select("#answer article.book svg.table.wide")) == 2
    assert len(soup.select("#answer .before svg.table.wide")) == 1
    response = client.post("/floor/step", headers=HX, data={"csrf_token": token, "s": state(html), "step": "boxed"})
    assert response.headers["HX-Push-Url"] == "/floor/?s=" + state(response.get_data(as_text=True))


def test_premature_turn_without_htmx_redirects_to_the_shareable_link(client):
    token = csrf_token(client, "/floor/")
    page = client.get("/floor/").get_data(as_text=True)
    response = client.post("/floor/step", data={"csrf_token": token, "s": state(page), "step": "until",
                                                "moment": "0:decision:1"})
    assert response.status_code == 303
    link = response.headers["Location"]
    assert urlparse(link).path == "/floor/" and "s" in parse_qs(urlparse(link).query)
    html = build_premature_turn(client, token, htmx=False)
    assert set(rulings(html).values()) == {"reshuffle-and-redeal", "set-aside-use-river-as-turn"}


def test_shared_link_reproduces_the_ruling_in_a_fresh_client(app, client):
    token = csrf_token(client, "/floor/")
    html = build_premature_turn(client, token)
    link = BeautifulSoup(html, "html.parser").select_one("#share-link")["value"]
    fresh = app.test_client()  # no cookie, no session: only the link
    shared = fresh.get(link)
    assert shared.status_code == 200
    assert rulings(shared.get_data(as_text=True)) == rulings(html)
    assert floor.decode_link(parse_qs(urlparse(link).query)["s"][0])["events"][-2:] == ["burn", "board"]


def test_download_is_a_situation_file_that_loads_back(client):
    link = floor.encode_link(PREMATURE_TURN)
    response = client.get(f"/floor/situation.toml?s={link}")
    assert response.status_code == 200
    assert response.headers["Content-Disposition"] == 'attachment; filename="situation.toml"'
    assert floor.parse_situation_text(response.get_data(as_text=True)) == PREMATURE_TURN
    assert client.get("/floor/situation.toml?s=garbage!").status_code == 400


def test_paste_and_upload_a_situation(client):
    token = csrf_token(client, "/floor/")
    text = floor.situation_toml({**PREMATURE_TURN, "events": ["continue", "p3 cbr 5"]})
    pasted = client.post("/floor/load", data={"csrf_token": token, "text": text})
    assert pasted.status_code == 303
    loaded = floor.decode_link(parse_qs(urlparse(pasted.headers["Location"]).query)["s"][0])
    assert loaded["events"] == ["continue", "p3 cbr 5"]
    uploaded = client.post("/floor/load", headers=HX, content_type="multipart/form-data",
                           data={"csrf_token": token, "file": (io.BytesIO(text.encode()), "premature.toml")})
    assert uploaded.status_code == 200 and "p3 cbr 5" in uploaded.get_data(as_text=True)
    assert uploaded.headers["HX-Push-Url"].startswith("/floor/?s=")


@pytest.mark.parametrize("text, expected", [
    ('variant = "NT"\nstarting_stacks = [200, 200\nseed = 1\n', "line"),
    ('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200]\nbutton = 9\n', "button"),
    ('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [200, 200]\nevents = ["p5 jumps"]\n', "event 1"),
    ('variant = "ZZ"\nstarting_stacks = [200, 200]\n', "variant"),
    ("", "empty"),
])
def test_bad_situation_files_name_the_line_or_field(client, text, expected):
    token = csrf_token(client, "/floor/")
    for headers in ({}, HX):
        response = client.post("/floor/load", headers=headers, data={"csrf_token": token, "text": text})
        assert response.status_code == 400
        message = BeautifulSoup(response.get_data(as_text=True), "html.parser").select_one("#floor-error").get_text()
        assert expected in message, message


def test_oversized_uploads_are_refused_clearly(client):
    token = csrf_token(client, "/floor/")
    over_our_limit = b"# " + b"x" * floor.MAX_SITUATION_BYTES
    response = client.post("/floor/load", content_type="multipart/form-data",
                           data={"csrf_token": token, "file": (io.BytesIO(over_our_limit), "big.toml")})
    assert response.status_code == 400 and "over the limit" in response.get_data(as_text=True)
    over_the_request_limit = b"x" * (300 * 1024)
    response = client.post("/floor/load", content_type="multipart/form-data",
                           data={"csrf_token": token, "file": (io.BytesIO(over_the_request_limit), "huge.toml")})
    assert response.status_code == 413
    assert "Traceback" not in response.get_data(as_text=True)


def test_posts_without_the_csrf_token_are_refused_with_a_clear_400(client):
    page = client.get("/floor/").get_data(as_text=True)
    for path, data in (("/floor/step", {"s": state(page), "step": "boxed"}), ("/floor/setup", {"game": "razz"}),
                       ("/floor/undo", {}), ("/floor/load", {"text": "x"})):
        response = client.post(path, data=data)
        assert response.status_code == 400
        assert "security token" in response.get_data(as_text=True)
        response = client.post(path, data={**data, "csrf_token": "forged"})
        assert response.status_code == 400


@pytest.mark.parametrize("data, field", [
    ({"step": "fly"}, "step"),
    ({"step": "until", "moment": "nowhere"}, "moment"),
    ({"step": "until", "moment": "7:cards:0"}, "moment"),
    ({"step": "exposed"}, "step"),
    ({"step": "event", "event": "p12 cc"}, "event 1"),
    ({"step": "wrong-bring-in", "seat": "2"}, "step"),
    ({"step": "missing", "missing": "Zz"}, "missing"),
    ({"step": "riffle"}, "step"),
    ({"step": "chips", "seat": "1", "how": "chips", "amount": "500"}, "amount"),
])
def test_steps_that_do_not_fit_name_the_field(client, data, field):
    token = csrf_token(client, "/floor/")
    page = client.get("/floor/").get_data(as_text=True)
    response = client.post("/floor/step", headers=HX, data={"csrf_token": token, "s": state(page), **data})
    assert response.status_code == 400
    error = BeautifulSoup(response.get_data(as_text=True), "html.parser").select_one("#floor-error")
    assert error.strong.get_text().startswith(field), error.get_text()
    # The situation is kept as it was: the page still offers the same state.
    assert state(response.get_data(as_text=True)) == state(page)


@pytest.mark.parametrize("change, field", [
    ({"game": "canasta"}, "game"), ({"structure": "no-limit", "game": "razz"}, "structure"),
    ({"stack_2": "lots"}, "stack_2"), ({"big_blind": "1", "small_blind": "5"}, "big_blind"),
    ({"seats": "40"}, "seats"), ({"stub": "AsAs"}, "stub"),
    ({"straddles": "four"}, "straddles"), ({"straddles": "2"}, "straddles"), ({"straddles": "4 8 16"}, "straddles"),
])
def test_bad_set_up_keeps_what_was_typed_and_names_the_field(client, change, field):
    token = csrf_token(client, "/floor/")
    page = client.get("/floor/").get_data(as_text=True)
    form = {"csrf_token": token, "s": state(page), "game": "holdem", "structure": "no-limit", "seats": "4",
            "small_blind": "1", "big_blind": "2", "seed": "3", **{f"stack_{n}": "100" for n in range(1, 5)}, **change}
    response = client.post("/floor/setup", headers=HX, data=form)
    assert response.status_code == 400
    soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
    assert soup.select_one("#floor-error strong").get_text() == field


def test_changing_the_table_keeps_events_that_still_fit_and_clears_the_rest(client):
    token = csrf_token(client, "/floor/")
    # Two blinds then a card: fine at hold'em, but a stud table wants every ante in before a card.
    link = floor.encode_link({**PREMATURE_TURN, "events": ["post", "post", "deal p1"]})
    base = {"csrf_token": token, "s": link, "game": "holdem", "structure": "no-limit", "seats": "4", "button": "4",
            "small_blind": "1", "big_blind": "2", "seed": "9", **{f"stack_{n}": "300" for n in range(1, 5)}}
    kept = client.post("/floor/setup", headers=HX, data=base)
    assert kept.status_code == 200 and floor.decode_link(state(kept.get_data(as_text=True)))["events"] == ["post", "post", "deal p1"]
    cleared = client.post("/floor/setup", headers=HX, data={**base, "game": "razz", "structure": "fixed-limit",
                                                            "ante": "1", "bring_in": "2"})
    html = cleared.get_data(as_text=True)
    assert cleared.status_code == 200 and "were cleared" in html
    assert floor.decode_link(state(html))["events"] == []


def test_a_straddle_is_set_up_kept_and_ruled_on_the_floor(client):
    """The Straddles field puts a live straddle after the blinds; a pasted situation with one fills the field back,
    and the ruling is the straddle's (the least raise from a straddle's worth)."""
    token = csrf_token(client, "/floor/")
    page = client.get("/floor/").get_data(as_text=True)
    form = {"csrf_token": token, "s": state(page), "game": "holdem", "structure": "no-limit", "seats": "4",
            "button": "4", "small_blind": "1", "big_blind": "2", "straddles": "4", "seed": "3",
            **{f"stack_{n}": "200" for n in range(1, 5)}}
    response = client.post("/floor/setup", headers=HX, data=form)
    assert response.status_code == 200
    assert floor.decode_link(state(response.get_data(as_text=True)))["blinds_or_straddles"] == [1, 2, 4]
    text = floor.situation_toml({"variant": "NT", "blinds_or_straddles": [1, 2, 4], "starting_stacks": [200] * 4,
                                 "button": 4, "seed": 44, "events": ["post", "post", "post", "continue"]})
    loaded = client.post("/floor/load", headers=HX, data={"csrf_token": token, "text": text})
    soup = BeautifulSoup(loaded.get_data(as_text=True), "html.parser")
    assert loaded.status_code == 200 and soup.select_one("#f-straddles")["value"] == "4"
    assert "A live straddle" in soup.get_text() and "straddle of 4" in soup.get_text()


def test_undo(client):
    token = csrf_token(client, "/floor/")
    link = floor.encode_link({**PREMATURE_TURN, "events": ["continue", "p3 cc"]})
    response = client.post("/floor/undo", headers=HX, data={"csrf_token": token, "s": link})
    assert floor.decode_link(state(response.get_data(as_text=True)))["events"] == ["continue"]
    response = client.post("/floor/undo", headers=HX, data={"csrf_token": token, "s": link, "count": "x" * 50})
    assert response.status_code == 200


@pytest.mark.parametrize("token", ["!!!", "abc", "A" * 30_000, floor.encode_link({"variant": "NT"})])
def test_bad_links_show_the_default_table_and_say_why(client, token):
    response = client.get(f"/floor/?s={token}")
    assert response.status_code == 400
    soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
    assert soup.select_one("#floor-error") is not None and soup.select_one("form[action='/floor/setup']") is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(form=st.dictionaries(st.sampled_from(["step", "moment", "seat", "amount", "more", "action", "event", "game",
                                             "structure", "seats", "stack_1", "stack_2", "button", "s", "count", "text"]),
                            st.text(max_size=30), max_size=8),
       path=st.sampled_from(["/floor/step", "/floor/setup", "/floor/undo", "/floor/load"]))
def test_any_forged_post_gets_an_answer_not_a_500(app, form, path):
    client = app.test_client()
    token = csrf_token(client, "/floor/")
    response = client.post(path, headers=HX, data={**form, "csrf_token": token})
    assert response.status_code in (200, 303, 400), (path, form, response.status_code)


def test_the_table_after_each_event(app, client):
    data = {**PREMATURE_TURN, "events": ["continue", "p3 cc", "p4 cc"]}
    link = floor.encode_link(data)
    page = BeautifulSoup(client.get(f"/floor/?s={link}").get_data(as_text=True), "html.parser")
    links = [a["hx-get"] for a in page.select(".floor-events a.at")]
    assert len(links) == 3
    with rendered(app) as names:
        partial = client.get(links[1], headers=HX)
    assert partial.status_code == 200 and names == ["floor/_event_table.html"]
    soup = BeautifulSoup(partial.get_data(as_text=True), "html.parser")
    assert "after event 2: seat 3 calls 2" in soup.figcaption.get_text()
    assert soup.select_one("svg.table.wide") is not None
    full = client.get(links[2])
    assert full.status_code == 200 and "after event 3" in full.get_data(as_text=True)
    for at in ("4", "-1", "x", "9" * 9, ""):
        response = client.get(f"/floor/table?s={link}&at={at}", headers=HX)
        assert response.status_code == 400
        assert BeautifulSoup(response.get_data(as_text=True), "html.parser").select_one("#floor-error strong").get_text() == "at"


def test_a_step_that_pins_a_house_setting_says_so_and_keeps_it(client):
    token = csrf_token(client, "/floor/")
    form = {"game": "razz", "structure": "fixed-limit", "seats": "6", "ante": "1", "bring_in": "2", "seed": "29",
            **{f"stack_{n}": "500" for n in range(1, 7)}}
    link = floor.encode_link(floor.setup_from_form(form).mapping())
    response = client.post("/floor/step", headers=HX, data={"csrf_token": token, "s": link, "step": "until",
                                                            "moment": "showdown"})
    html = response.get_data(as_text=True)
    assert response.status_code == 200 and "stud_ties_by_suit" in html and "same hand" in html
    data = floor.decode_link(state(html))
    assert data["house"] == {"stud_ties_by_suit": False}
    # Changing the stakes keeps the house setting and the events.
    again = client.post("/floor/setup", headers=HX, data={"csrf_token": token, "s": state(html), **form, "ante": "2"})
    kept = floor.decode_link(state(again.get_data(as_text=True)))
    assert kept["house"] == {"stud_ties_by_suit": False} and kept["events"] == data["events"]


def test_a_split_pushed_wrong_renders_with_every_half_a_seat_is_owed(client):
    """Omaha/8, a quartered pot of 6 (seat 1 high 3 and low 2, seat 2 low 1) pushed 4 and 2: the floor's page
    reads the push as made, seat 1's share named by both its halves (tests/situations/test_split_push.py)."""
    token = csrf_token(client, "/floor/")
    text = floor.situation_toml({
        "variant": "FO/8", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
        "starting_stacks": [200, 200, 200], "button": 3, "stub": "KhAc9sKd2c9cAhJdJs2hTcTh5d3d4s7h6dKs8dQd",
        "events": ["continue", "p3 cc", "p1 cc", "p2 cc"] + ["continue", "p1 cc", "p2 cc", "p3 cc"] * 3
        + ["show p1", "show p2", "show p3", "push p1 4 p2 2"]})
    loaded = client.post("/floor/load", data={"csrf_token": token, "text": text}, follow_redirects=True)
    page = loaded.get_data(as_text=True)
    assert loaded.status_code == 200, page[:500]
    assert "seat 1 (4 high and low)" in page and "seat 2 (2 low)" in page
