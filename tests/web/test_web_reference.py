"""The rules reference and the conflict register: searchable signed out, partials for htmx, bad filters named."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from dealerschool.rules import all_rules, differs, reference
from dealerschool.rules.conflicts import CONFLICTS

HX = {"HX-Request": "true"}


def cards(html: str):
    return BeautifulSoup(html, "html.parser").select("article.rule-card")


def test_every_rule_is_listed_signed_out(client):
    response = client.get("/rules/")
    assert response.status_code == 200
    assert "HX-Request" in response.headers["Vary"]
    found = cards(response.get_data(as_text=True))
    assert len(found) == len(all_rules())
    ids = {card.select_one(".meta code").get_text() for card in found}
    assert ids == {rule.id for rule in all_rules()}


def test_search_by_words_game_and_family():
    assert [r.id for r in reference.search("premature turn")] == ["premature-turn"]
    stud = reference.search(game="stud")
    assert stud and all(r.games == "all" or "stud" in {g.value for g in r.games} for r in stud)
    assert not any(r.id == "premature-turn" for r in stud)  # a flop-game rule
    family_d = reference.search(family="D")
    assert family_d and all("D" in reference.families_of(r) for r in family_d)
    # Words match explanations and citations too, every word must match, case does not matter.
    assert any(r.id == "premature-turn" for r in reference.search("RESHUFFLED stub"))
    assert reference.search("premature turn zebra") == []
    with pytest.raises(reference.ReferenceError) as caught:
        reference.search(game="canasta")
    assert caught.value.field == "game"
    with pytest.raises(reference.ReferenceError) as caught:
        reference.search(family="Q")
    assert caught.value.field == "family"


def test_search_page_and_its_htmx_partial(client):
    page = client.get("/rules/?q=premature+turn").get_data(as_text=True)
    assert "<html" in page and len(cards(page)) == 1
    partial = client.get("/rules/?q=premature+turn", headers=HX)
    html = partial.get_data(as_text=True)
    assert partial.status_code == 200 and "<html" not in html and html.lstrip().startswith('<section id="results"')
    # The rulebooks' answers side by side where they differ.
    card = cards(html)[0]
    assert "differs" in card["class"]
    codes = {b.select_one(".code").get_text() for b in card.select(".book")}
    assert codes == {"reshuffle-and-redeal", "set-aside-use-river-as-turn"}
    stud = client.get("/rules/?game=stud&family=D", headers=HX).get_data(as_text=True)
    assert len(cards(stud)) == len(reference.search(game="stud", family="D"))


@pytest.mark.parametrize("query", ["game=canasta", "family=ZZ", "q=" + "x" * 5000, "q=%00%ff", "game=stud&family=H"])
def test_bad_filters_never_500(client, query):
    response = client.get(f"/rules/?{query}")
    assert response.status_code in (200, 400)
    if response.status_code == 400:
        assert BeautifulSoup(response.get_data(as_text=True), "html.parser").select_one(".error strong") is not None


def test_a_rule_page_shows_each_rulebooks_answer(client):
    for rule in all_rules():
        response = client.get(f"/rules/rule/{rule.id}")
        assert response.status_code == 200, rule.id
        soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
        codes = {book.select_one(".code").get_text() for book in soup.select("article.book")}
        assert codes == {answer.ruling.value for answer in rule.answers.values()}
        assert bool(soup.select_one(".differ")) == differs(rule)


def test_a_rule_page_links_an_example_situation_to_the_floor(client):
    soup = BeautifulSoup(client.get("/rules/rule/premature-turn").get_data(as_text=True), "html.parser")
    link = soup.find("a", string="See it at a table on the floor page")["href"]
    floor_page = client.get(link).get_data(as_text=True)
    assert "premature-turn" in BeautifulSoup(floor_page, "html.parser").select_one("#answer").get_text()


def test_unknown_rule_is_a_clear_404(client):
    response = client.get("/rules/rule/no-such-rule")
    assert response.status_code == 404
    assert "not a known rule" in response.get_data(as_text=True)
    assert client.get("/rules/rule/" + "x" * 3000).status_code == 404


def test_conflict_register_page(client):
    response = client.get("/rules/conflicts")
    assert response.status_code == 200
    soup = BeautifulSoup(response.get_data(as_text=True), "html.parser")
    assert len(soup.select("article.rule-card")) == len(CONFLICTS)
    for conflict in CONFLICTS:
        article = soup.select_one(f"#conflict-{conflict.id}")
        assert conflict.topic in article.get_text()
        assert {b.select_one(".code").get_text() for b in article.select(".book:not(.alternative)")} == {
            a.ruling.value for a in conflict.answers.values()}
    assert soup.select_one("table.choices tbody tr") is not None


@pytest.mark.parametrize("words, first", [
    ("odd chip", ("odd-chip-stud", "odd-chip-razz", "hi-lo-odd-chip", "odd-chip-button-games", "stud-hi-lo-odd-chip",
                  "hi-lo-tied-low-odd-chip", "stud-hi-lo-tied-low-odd-chip", "hi-lo-tied-high-odd-chip",
                  "stud-hi-lo-tied-high-odd-chip")),
    ("boxed card", ("boxed-card-single",)),
    ("misdeal", ("misdeal-cutoff", "misdeal-causes")),
])
def test_search_ranks_a_rules_title_and_keywords_before_its_body(words, first):
    # Before ranking, "odd chip" listed the boxed-card rules first (catalog order; "odd" is in their body).
    found = [rule.id for rule in reference.search(words)]
    assert set(found[:len(first)]) == set(first), found[:6]
    scores = [reference.relevance(rule, words.split()) for rule in reference.search(words)]
    assert scores == sorted(scores, reverse=True)


@pytest.mark.parametrize("words", ["mississippi straddle", "rake", "run it twice", "button straddle"])
def test_a_search_for_something_not_covered_says_so(client, words):
    page = BeautifulSoup(client.get("/rules/", query_string={"q": words}).get_data(as_text=True), "html.parser")
    said = page.select_one(".not-covered").get_text()
    assert "not covered" in said
    assert "No rule matches" not in page.get_text()
    assert reference.not_covered("clockwise button") == []  # a word inside another is not the topic


def test_a_search_for_a_straddle_finds_the_live_straddle_rule(client):
    # A live straddle after the big blind is a rule now; the straddles dealt nowhere here still say so.
    assert reference.search("straddle")[0].id == "straddle-sets-the-bring-in"
    assert reference.not_covered("straddle") == []
    page = BeautifulSoup(client.get("/rules/", query_string={"q": "straddle"}).get_data(as_text=True), "html.parser")
    assert page.select_one(".not-covered") is None
    assert "A live straddle" in page.select_one("article.rule-card h2").get_text()
