"""The SVG table and cards render views only: names for screen readers, no hidden card anywhere in the markup."""

import re
from dataclasses import replace
from pathlib import Path

from bs4 import BeautifulSoup

from dealerschool.quiz import scenarios
from dealerschool.situations.replays import replay
from dealerschool.situations.views import Audience, CardView, table_view
from dealerschool.web import draw

ROOT = Path(__file__).parents[2]


def stud_table():
    scenario = scenarios.load(ROOT / "scenarios/stud/absent-player-cash.toml")
    return replay(scenario.situation).table


def test_face_up_card_has_its_name_rank_and_suit_glyph():
    svg = str(draw.card(CardView("Ah", True, "Ace of hearts")))
    soup = BeautifulSoup(svg, "html.parser")
    group = soup.find("g", class_="card")
    assert group["role"] == "img" and group["aria-label"] == "Ace of hearts"
    texts = [t.get_text() for t in group.find_all("text")]
    assert texts == ["A", "♥", "♥"]  # the rank and suit in the corner, and the suit in the middle


def test_the_rank_and_suit_show_in_the_third_of_a_card_that_an_overlapping_stud_card_leaves_visible():
    # Stud cards overlap so seven fit a seat: only the left third of each is seen. A trainee reading a tie
    # by suit must see the suit there, not only the rank.
    svg = str(draw.card(CardView("Ks", True, "King of spades")))
    group = BeautifulSoup(svg, "html.parser").find("g", class_="card")
    width = float(group.find("rect")["width"])
    corner = [t for t in group.find_all("text") if float(t["x"]) < width / 3 and t.get("text-anchor") != "middle"]
    assert [t.get_text() for t in corner] == ["K", "♠"]


def test_four_colour_deck_gives_diamonds_and_clubs_their_own_colours():
    two = str(draw.card(CardView("Td", True, "Ten of diamonds")))
    four = str(draw.card(CardView("Td", True, "Ten of diamonds"), four_colour=True))
    assert draw.TWO_COLOURS["d"] in two and draw.FOUR_COLOURS["d"] in four and draw.FOUR_COLOURS["d"] != draw.TWO_COLOURS["d"]
    assert draw.FOUR_COLOURS["c"] in str(draw.card(CardView("2c", True, "Deuce of clubs"), four_colour=True))


def test_dealer_view_of_a_stud_hand_draws_no_hidden_card():
    table = stud_table()
    view = table_view(table, Audience.DEALER)
    svg = str(draw.table(view))
    soup = BeautifulSoup(svg, "html.parser").find("svg", class_="wide")
    backs = soup.find_all("g", class_="back")
    faces = soup.find_all("g", class_="face")
    hidden = [c for s in view.seats for c in s.cards if c.code is None]
    shown = [c for s in view.seats for c in s.cards if c.code is not None]
    assert len(backs) == len(hidden) > 0 and len(faces) == len(shown) > 0
    assert all(b["aria-label"] == "face-down card" for b in backs)
    # No hole card's code or name appears anywhere in the drawing.
    review = table_view(table, Audience.REVIEW)
    for seat_view, seat_review in zip(view.seats, review.seats, strict=False):
        for seen, truth in zip(seat_view.cards, seat_review.cards, strict=False):
            if seen.code is None:
                assert truth.name.split(",")[0] not in svg
                assert not re.search(rf"\b{re.escape(truth.code)}\b", svg)


def test_table_names_every_seat_stack_and_button():
    view = table_view(stud_table(), Audience.REVIEW)
    soup = BeautifulSoup(str(draw.table(view)), "html.parser").find("svg", class_="tall")
    seats = soup.find_all("g", class_="seat")
    assert len(seats) == len(view.seats)
    for group, seat in zip(seats, view.seats, strict=False):
        label = group["aria-label"]
        assert label.startswith(f"Seat {seat.seat}")
        if seat.occupied:
            assert seat.name in label and f"{seat.stack:,} in chips" in label
        assert "the button" not in label  # stud has no dealer button: the cards decide who acts
    assert soup.find("g", class_="button") is None
    assert "Stub " in soup.get_text() and "Burns " in soup.get_text()


def holdem_table(events=("continue",), stacks=(200, 200, 200, 200, 200, 200, 200, 200, 200)):
    from dealerschool.situations import from_mapping

    situation = from_mapping({"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": list(stacks),
                              "button": 9, "seed": 3, "events": list(events)}, "test")
    return replay(situation).table


def test_the_button_is_named_and_drawn_in_a_button_game_and_frozen_in_a_mixed_games_stud_hand():
    view = table_view(holdem_table(), Audience.DEALER)
    for svg in BeautifulSoup(str(draw.table(view)), "html.parser").find_all("svg"):
        labels = [group["aria-label"] for group in svg.find_all("g", class_="seat")]
        assert [label for label in labels if "the button" in label] == ["Seat 9: Seat 9, 200 in chips, the button"]
        assert len(svg.find_all("g", class_="button")) == 1
    frozen = replace(table_view(stud_table(), Audience.DEALER), mixed_game=True)
    svg = BeautifulSoup(str(draw.table(frozen)), "html.parser").find("svg", class_="wide")
    assert svg.find("g", class_="button frozen") is not None
    assert any("the button (frozen" in group["aria-label"] for group in svg.find_all("g", class_="seat"))


def _circle_hits_text(circle, text, size):
    x, y, r = float(circle["cx"]), float(circle["cy"]), float(circle["r"])
    half = .3 * size * len(text.get_text())
    left, right = float(text["x"]) - half, float(text["x"]) + half
    top, bottom = float(text["y"]) - size, float(text["y"]) + size * .3
    return left - r < x < right + r and top - r < y < bottom + r


def test_the_button_never_covers_a_pot_label():
    # Ten pots' worth of labels under the board, nine seats round the table, the button at each seat in turn:
    # the button is always drawn clear of every label.
    from dealerschool.situations.views import PotView

    base = table_view(holdem_table(), Audience.DEALER)
    pots = tuple(PotView(1000 * (k + 1), (1, 2, 3), "Main pot" if k == 0 else f"Side pot number {k}")
                 for k in range(8))
    for seat in range(1, 10):
        seats = tuple(replace(s, button=s.seat == seat) for s in base.seats)
        view = replace(base, seats=seats, pots=pots)
        for svg in BeautifulSoup(str(draw.table(view)), "html.parser").find_all("svg"):
            circle = svg.find("g", class_="button").circle
            labels = [text for text in svg.find_all("text") if "pot" in text.get_text()]
            assert len(labels) == len(pots)
            for text in labels:
                assert not _circle_hits_text(circle, text, float(text["font-size"])), (seat, svg["class"], text)


def test_seat_choice_marks_each_seat():
    view = table_view(stud_table(), Audience.DEALER)
    soup = BeautifulSoup(str(draw.table(view, choose_seat=True)), "html.parser").find("svg", class_="wide")
    assert [g["data-seat"] for g in soup.find_all("g", class_="seat")] == [str(s.seat) for s in view.seats]


def test_text_is_escaped():
    svg = str(draw.bar_chart("<b>", [("<script>", 0.5, "50%")]))
    assert "<script>" not in svg and "&lt;script&gt;" in svg


def test_drawn_text_is_escaped_as_markupsafe_escapes_it():
    """The drawings escape by plain replacements (faster on short texts): the same five characters and the same
    entities as ``markupsafe.escape``, whatever the text (a Markup's own text is escaped again, as before)."""
    from markupsafe import Markup, escape

    texts = ["", "plain", "A & B", "<b>'x'</b> \"y\"", "&amp; stays text", "10♦ · seat 3 — “quoted”", 1234, 0.5,
             Markup("<i>kept</i>"), "\x00\n\t&&<<>>''\"\""]
    for text in texts:
        assert draw._attr(text) == str(escape(str(text))), text


def test_rows_are_escaped_as_markupsafe_escapes_them():
    """The report rows written in Python escape by ``escaping.html``: ``markupsafe.escape``'s text for any value,
    a Markup (anything with ``__html__``) kept as its own HTML, never escaped twice."""
    from markupsafe import Markup, escape

    from dealerschool.web import escaping

    class Drawn:
        def __html__(self) -> str:
            return "<svg>a & b</svg>"

    class Counted(int):  # a whole number of its own HTML: not taken for a plain int's digits
        def __html__(self) -> str:
            return "<b>7</b>"

    class Named(str):
        pass

    values = ["", "plain", "A & B", "<b>'x'</b> \"y\"", "&amp; stays text", "10♦ · seat 3 — “quoted”", 1234, 0.5,
              -3, None, True, Markup("<i>kept</i> &amp;"), Drawn(), "\x00\n\t&&<<>>''\"\"",
              "&", "<", ">", "'", '"', "a&", "b'c", 0, False, 10**30, Counted(7), Named("x<y"), Named("plain")]
    for value in values:
        assert escaping.html(value) == str(escape(value)), value
    assert escaping.html(Markup("<i>a</i>")) == "<i>a</i>" and escaping.text(Markup("<i>a</i>")) == "&lt;i&gt;a&lt;/i&gt;"


def test_a_sparkline_places_its_dots_from_foot_to_top():
    """0 at the foot, 1 at the top, a value beyond either drawn at that edge (whole numbers as their floats);
    each dot's place the same in the line and in its circle."""
    width, height, pad = draw.SPARK_SIZE
    points = [("a", 0), ("b", 1), ("c", 1.5), ("d", -0.5), ("e", None), ("f", 0.5), ("g", 1.0), ("h", 0.0)]
    soup = BeautifulSoup(str(draw.sparkline("t", points)), "html.parser")
    circles = [(c["cx"], c["cy"]) for c in soup.find_all("circle")]
    step = (width - 2 * pad) / (len(points) - 1)
    foot, top, middle = f"{height - pad:.1f}", f"{pad:.1f}", f"{height / 2:.1f}"
    assert [y for _, y in circles] == [foot, top, top, foot, middle, top, foot]
    assert [x for x, _ in circles] == [f"{pad + k * step:.1f}" for k in (0, 1, 2, 3, 5, 6, 7)]
    assert soup.find("polyline")["points"] == " ".join(f"{x},{y}" for x, y in circles)
    assert [t.get_text() for t in soup.select("circle title")] == ["a: 0%", "b: 100%", "c: 150%", "d: -50%", "f: 50%",
                                                                   "g: 100%", "h: 0%"]


def test_plots_carry_title_and_desc():
    for svg in (draw.line_chart("Accuracy", [("1 Dec", .5), ("2 Dec", .75)], description="Two quizzes"),
                draw.bar_chart("By rule", [("side-pots", .8, "80%")]),
                draw.heat_cells("By game", ["stud"], ["sources"], {("stud", "sources"): (.6, "60%")})):
        soup = BeautifulSoup(str(svg), "html.parser")
        assert soup.find("title").get_text() and soup.find("desc").get_text()


def test_table_is_drawn_wide_and_tall_with_the_same_seats():
    view = table_view(stud_table(), Audience.DEALER)
    soup = BeautifulSoup(str(draw.table(view)), "html.parser")
    wide, tall = soup.find_all("svg", class_="table")
    assert "wide" in wide["class"] and "tall" in tall["class"]
    assert [g["aria-label"] for g in wide.select("g.seat")] == [g["aria-label"] for g in tall.select("g.seat")]
    assert wide["viewbox"] == f"0 0 {draw.WIDE.width} {draw.WIDE.height}"
    # A five-handed table on a phone is drawn shorter than a ten-handed one would be.
    assert float(tall["viewbox"].split()[3]) < draw.TALL.height


def synthetic_view(seats, cards_each, board=5):
    from dealerschool.situations.views import PotView, SeatView, TableView

    card = CardView("Kd", True, "King of diamonds")
    return TableView(Audience.REVIEW, "F7S", "Seven-card stud", "fixed-limit", "seventh",
                     tuple(SeatView(n, f"Player number {n}", 12345, 600, (card,) * cards_each, False, False, n == 1, True)
                           for n in range(1, seats + 1)),
                     (card,) * board, (), 0, 10, (PotView(99999, (1, 2)), PotView(500, (1,), "First side pot")),
                     None, None, False, game_code="stud")


def test_every_seat_count_fits_both_drawings():
    for seats in range(2, 11):
        for cards_each in (2, 4, 7):
            soup = BeautifulSoup(str(draw.table(synthetic_view(seats, cards_each))), "html.parser")
            for svg in soup.find_all("svg", class_="table"):
                _, _, width, height = (float(v) for v in svg["viewbox"].split())
                for rect in svg.find_all("rect"):
                    x, y, w, h = (float(rect[k]) for k in ("x", "y", "width", "height"))
                    assert 0 <= x and x + w <= width and 0 <= y and y + h <= height, (seats, cards_each, svg["class"])


def test_pot_labels_fit_between_the_phone_drawings_seat_columns():
    from dealerschool.situations.views import PotView

    view = synthetic_view(6, 2)
    pots = (PotView(1234, (1, 2, 3)), PotView(12345, (1, 2), "First side pot"), PotView(234, (2,), "Second side pot"),
            PotView(99999, (3,), "Third side pot"))
    soup = BeautifulSoup(str(draw.table(replace(view, pots=pots))), "html.parser")
    tall = soup.find("svg", class_="tall")
    room = draw.TALL.width - 2 * draw.TALL.plate_width  # the middle, between the two columns of plates
    labels = [text for text in tall.find_all("text") if text.get_text().endswith(("pot: 234", "pot: 99,999"))]
    assert len(labels) == 2
    for text in labels:  # bold digits and letters run about 0.6 of the font size wide (the size to a tenth)
        assert 0.62 * len(text.get_text()) * (float(text["font-size"]) - .05) <= room - 16, text


def test_the_stub_burn_and_muck_counts_never_run_into_a_pot_label():
    # A three-handed phone table with a side pot drew "First side pot: 400" over "Stub 38" (the floor page's
    # chips-behind journey): wherever the pots reach, the count lines keep a line's height clear of them.
    from dealerschool.situations.views import PotView

    pots = (PotView(1500, (1, 2, 3)), PotView(400, (1, 2), "First side pot"), PotView(234, (2,), "Second side pot"),
            PotView(99, (3,), "Third side pot"))
    for seats in range(2, 11):
        for count in range(1, 5):
            for board in (0, 5):
                view = replace(synthetic_view(seats, 2, board), pots=pots[:count])
                for svg in BeautifulSoup(str(draw.table(view)), "html.parser").find_all("svg", class_="table"):
                    labels = [float(t["y"]) for t in svg.find_all("text") if ", seats" in t.get("aria-label", "")]
                    counts = [float(t["y"]) for t in svg.find_all("text", class_="counts")]
                    font = float(svg.find("text", class_="counts")["font-size"])
                    assert len(labels) == count and counts
                    assert all(abs(a - b) >= font for a in labels for b in counts), (seats, count, board, svg["class"])


def test_a_ten_is_drawn_no_wider_than_the_overlap_of_seven_stud_cards():
    ten = str(draw.card(CardView("Td", True, "Ten of diamonds"), width=draw.WIDE.seat_card))
    rank = BeautifulSoup(ten, "html.parser").find("text")
    assert rank.get_text() == "10" and float(rank["textlength"]) <= draw.WIDE.seat_card * .3
    # Seven cards in a seat are a third of a card apart, or more: the narrowed "10" shows whole.
    for layout in draw.LAYOUTS:
        step = (layout.plate_width - layout.seat_card) / 6
        assert layout.seat_card * (.08 + .3) <= step, layout.name


def test_the_chips_a_mistake_put_forward_are_drawn_by_the_seat(client):
    # An undercall's chips and one oversized chip are not bets the table took: before, the drawing showed
    # nothing at the seat; now they are drawn there, labelled, for the floor to see what the ruling is about.
    from dealerschool import floor

    for events, seat, amount in ((["continue", "p3 cc", "p4 put 1"], 4, 1), (["continue", "p3 chip 100"], 3, 100)):
        data = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200] * 5, "seed": 3,
                "events": events}
        page = BeautifulSoup(client.get("/floor/", query_string={"s": floor.encode_link(data)}).get_data(as_text=True),
                             "html.parser")
        before = page.find("svg", attrs={"aria-label": "The table as the events leave it"})
        chips = before.find_all("g", class_="loose-chips")
        assert [group["aria-label"].split(":")[0] for group in chips] == [f"Seat {seat}"]
        assert f"{amount:,} in chips put forward" in chips[0]["aria-label"]


def test_a_rotations_stud_hand_draws_the_button_frozen(app):
    # H.O.R.S.E. at three players: after three orbits of hold'em and Omaha/8 comes razz. Its button is
    # drawn out of play (grey, dashed, said so); a razz drill alone draws none.
    from test_drill import right_move

    from dealerschool.drill import Drill, Rate, Settings
    from dealerschool.web.deal import play_context

    rotation = Drill.start(Settings(variant="horse", players=3, rate=Rate.NONE, seed=4))
    while rotation.table().game.code != "razz":
        while not rotation.hand_over:
            rotation.attempt(*right_move(rotation))
        rotation.next_hand(now=0.0)
    alone = Drill.start(Settings(variant="FR", players=3, rate=Rate.NONE, seed=4))
    with app.test_request_context():
        frozen = BeautifulSoup(str(play_context({"id": 1, "version": 1}, rotation, None)["table"]), "html.parser")
        none = BeautifulSoup(str(play_context({"id": 2, "version": 1}, alone, None)["table"]), "html.parser")
    assert len(frozen.find_all("g", class_="frozen")) == 2  # one in each layout
    assert "out of play" in frozen.find("g", class_="frozen").title.get_text()
    assert none.find("g", class_="button") is None


def test_chips_put_out_out_of_turn_are_drawn_by_the_seat_and_said_to_a_screen_reader():
    from dealerschool.situations import from_mapping

    situation = from_mapping({
        "variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "button": 4,
        "seed": 7, "events": ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p3 cbr 10"]}, "oot")
    view = table_view(replay(situation).table, Audience.DEALER)
    drawn = str(draw.table(view))
    assert "Seat 3: 10 in chips put forward (out of turn), not taken as a bet" in drawn
    assert draw.seat_label(view.seats[2]).endswith("188 in chips, 10 put out of turn")
    assert "put out of turn" not in draw.seat_label(view.seats[0])


def _turned_down_tables():
    """A stud seat that turned its upcards down, both ways the notation has it: facing a bet (the scripted
    question) and with the betting over, before the showdown (generated). Yields (table, seat)."""
    from dealerschool.generate import generate

    scenario = scenarios.load(ROOT / "scenarios/stud/upcards-turned-down-facing-a-bet.toml")
    yield replay(scenario.situation).table, 3
    for seed in range(3):
        situation = generate("stud-upcards-turned-down-at-showdown", seed=seed).build()
        turned = situation.events[-1]
        assert turned.text.endswith("turns-down")
        yield replay(situation).table, turned.seat


def test_upcards_turned_down_by_their_player_are_drawn_face_down_for_every_audience():
    # A card its player turned down lies face down on the table (TDA 2024 Rule 66: proper mucking in stud is
    # 'turning down all up cards'; Robert's Rules, Dead Hands: 'turn your upcards facedown'). The trainee's view
    # draws it as a back and names no card of it; the floor's and instructor's review sees it, drawn face down.
    count = 0
    for table, seat in _turned_down_tables():
        held = table.seats[seat].cards
        assert held and not any(card.face_up for card in held)
        dealer = table_view(table, Audience.DEALER)
        svg = str(draw.table(dealer))
        assert all(card.code is None for card in dealer.seats[seat].cards)
        for card in held:
            assert card.card.name not in svg and not re.search(rf"\b{re.escape(str(card.card))}\b", svg)
        review = table_view(table, Audience.REVIEW)
        assert [card.code for card in review.seats[seat].cards] == [str(card.card) for card in held]
        assert not any(card.face_up for card in review.seats[seat].cards)
        drawing = BeautifulSoup(str(draw.table(review)), "html.parser")
        assert not any(str(card.card) in face.get("aria-label", "") and "face down" not in face.get("aria-label", "")
                       for face in drawing.find_all("g", class_="face") for card in held)
        player = table_view(table, Audience.PLAYER, seat=seat + 1)
        assert [card.code for card in player.seats[seat].cards] == [str(card.card) for card in held]
        count += 1
    assert count == 4
