"""Server-rendered SVG: cards, the table (from a :class:`dealerschool.views.TableView`, never a Table) and plots.

Every function returns :class:`markupsafe.Markup` with all text escaped. Colours are SVG presentation
attributes and classes, never ``style=`` (the Content-Security-Policy allows only our stylesheet). A card is
``role="img"`` with its name as ``aria-label``; the rank letter and a suit glyph are drawn, so colour is
never the only clue; ``four_colour`` gives diamonds blue and clubs green for colour-blind users. A face-down
card the audience may not see is drawn as a back with ``aria-label="face-down card"``: the view holds no
code for it, so nothing here could leak one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from markupsafe import Markup, escape

from dealerschool.views import CardView, SeatView, TableView

SUITS = {"s": ("♠", "spades"), "h": ("♥", "hearts"), "d": ("♦", "diamonds"), "c": ("♣", "clubs")}
RANKS = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
TWO_COLOURS = {"s": "#1b1b1b", "h": "#c0152f", "d": "#c0152f", "c": "#1b1b1b"}
FOUR_COLOURS = {"s": "#1b1b1b", "h": "#c0152f", "d": "#1353b8", "c": "#16702e"}

CARD_WIDTH = 50
CARD_HEIGHT = 70


def _attr(value: object) -> str:
    return str(escape(str(value)))


def card_svg(card: CardView, x: float, y: float, *, width: float = CARD_WIDTH, four_colour: bool = False) -> str:
    """One card as an SVG group at (x, y): its face when the view gives its code, else its back."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    if card.code is None:
        return (f'<g class="card back" role="img" aria-label="{_attr(card.name)}">'
                f'<title>{_attr(card.name)}</title>'
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{width / 10:.1f}" '
                f'fill="#27408b" stroke="#fff" stroke-width="2"/>'
                f'<rect x="{x + width * .14:.1f}" y="{y + width * .14:.1f}" width="{width * .72:.1f}" '
                f'height="{height - width * .28:.1f}" rx="{width / 16:.1f}" fill="none" stroke="#9fb3e8" '
                f'stroke-width="1.5" stroke-dasharray="3 3"/></g>')
    rank_letter, suit_letter = card.code[:-1], card.code[-1]
    glyph, _ = SUITS.get(suit_letter, ("?", ""))
    rank = RANKS.get(rank_letter, rank_letter)
    colour = (FOUR_COLOURS if four_colour else TWO_COLOURS).get(suit_letter, "#1b1b1b")
    fill = "#fff" if card.face_up else "#e8e3d3"  # a card seen but lying face down is drawn greyed
    size = width * .42
    return (f'<g class="card face" role="img" aria-label="{_attr(card.name)}">'
            f'<title>{_attr(card.name)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{width / 10:.1f}" '
            f'fill="{fill}" stroke="#555" stroke-width="1.5"/>'
            f'<text x="{x + width * .08:.1f}" y="{y + size:.1f}" font-size="{size:.1f}" font-weight="700" '
            f'fill="{colour}" aria-hidden="true">{_attr(rank)}</text>'
            f'<text x="{x + width / 2:.1f}" y="{y + height * .82:.1f}" font-size="{width * .62:.1f}" '
            f'text-anchor="middle" fill="{colour}" aria-hidden="true">{glyph}</text></g>')


def card(card_view: CardView, *, width: float = CARD_WIDTH, four_colour: bool = False) -> Markup:
    """A card as its own small inline SVG (for text: "the right card was ...")."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    return Markup(f'<svg class="card-inline" viewBox="0 0 {width + 2:.0f} {height + 2:.0f}" width="{width + 2:.0f}" '
                  f'height="{height + 2:.0f}" role="img" aria-label="{_attr(card_view.name)}">'
                  f'{card_svg(card_view, 1, 1, width=width, four_colour=four_colour)}</svg>')


# --- the table ---------------------------------------------------------------------------------------------------

WIDTH, HEIGHT = 900, 640
CENTRE_X, CENTRE_Y = WIDTH / 2, 335
SEAT_RX, SEAT_RY = 355, 215
SEAT_CARD_WIDTH = 40


@dataclass(frozen=True)
class SeatPlace:
    """Where a seat sits on the drawing: its centre, and its centre pulled toward the middle (bets, button)."""

    x: float
    y: float
    inner_x: float
    inner_y: float


def seat_places(count: int) -> list[SeatPlace]:
    """Seats clockwise around the oval from the dealer's left: the dealer's box is at the bottom centre and
    keeps one seat's width of the rail free."""
    places = []
    for index in range(count):
        angle = 2 * math.pi * (index + 1) / (count + 1)  # from the bottom, clockwise on the screen
        x = CENTRE_X - SEAT_RX * math.sin(angle)
        y = CENTRE_Y + SEAT_RY * math.cos(angle)
        places.append(SeatPlace(x, y, CENTRE_X + (x - CENTRE_X) * .58, CENTRE_Y + (y - CENTRE_Y) * .55))
    return places


def _chips(amount: int, x: float, y: float, label: str) -> str:
    return (f'<g class="chips"><circle cx="{x - 24:.1f}" cy="{y - 5:.1f}" r="9" fill="#d4a017" stroke="#7a5c00" '
            f'stroke-width="2"/><text x="{x - 10:.1f}" y="{y + 1:.1f}" font-size="17" fill="#fff" '
            f'font-weight="700">{_attr(label)}{amount:,}</text></g>')


def _seat(seat: SeatView, place: SeatPlace, view: TableView, four_colour: bool, choose: bool) -> str:
    parts = []
    classes = ["seat"]
    if not seat.occupied:
        classes.append("empty")
    if seat.folded:
        classes.append("folded")
    if view.actor == seat.seat:
        classes.append("actor")
    label = f"Seat {seat.seat}"
    if seat.occupied:
        state = ", folded" if seat.folded else ", all in" if seat.all_in else ""
        label += f": {seat.name}, {seat.stack:,} in chips{state}"
        if seat.bet:
            label += f", {seat.bet:,} bet"
        if seat.button:
            label += ", the button"
    else:
        label += ": empty"
    data = f' data-seat="{seat.seat}" tabindex="0"' if choose else ""
    parts.append(f'<g class="{" ".join(classes)}" aria-label="{_attr(label)}" role="group"{data}>')
    # The cards sit above the name plate; many stud cards overlap so seven fit a seat.
    cards = seat.cards
    if cards:
        step = SEAT_CARD_WIDTH + 4 if len(cards) <= 4 else 22
        total = step * (len(cards) - 1) + SEAT_CARD_WIDTH
        left = place.x - total / 2
        top = place.y - 40 - SEAT_CARD_WIDTH * CARD_HEIGHT / CARD_WIDTH
        for k, held in enumerate(cards):
            lift = -10 if held.face_up and view.game_code in STUD_GAMES else 0  # stud upcards stand out
            parts.append(card_svg(held, left + k * step, top + lift, width=SEAT_CARD_WIDTH, four_colour=four_colour))
    plate_fill = "#f5f5f0" if seat.occupied else "none"
    stroke = "#f2c230" if view.actor == seat.seat else "#333" if seat.occupied else "#9aa89a"
    dashes = "" if seat.occupied else ' stroke-dasharray="6 4"'
    parts.append(f'<rect x="{place.x - 72:.1f}" y="{place.y - 34:.1f}" width="144" height="60" rx="12" '
                 f'fill="{plate_fill}" stroke="{stroke}" stroke-width="{4 if view.actor == seat.seat else 2}"{dashes}/>')
    if seat.occupied:
        name = seat.name if len(seat.name) <= 14 else seat.name[:13] + "…"
        parts.append(f'<text x="{place.x:.1f}" y="{place.y - 10:.1f}" font-size="19" text-anchor="middle" '
                     f'font-weight="700" fill="#1b1b1b">{seat.seat}. {_attr(name)}</text>')
        status = "folded" if seat.folded else "all in" if seat.all_in else f"{seat.stack:,}"
        parts.append(f'<text x="{place.x:.1f}" y="{place.y + 15:.1f}" font-size="18" text-anchor="middle" '
                     f'fill="{"#777" if seat.folded else "#1b1b1b"}">{_attr(status)}</text>')
    else:
        parts.append(f'<text x="{place.x:.1f}" y="{place.y + 2:.1f}" font-size="17" text-anchor="middle" '
                     f'fill="#dfe8df">{seat.seat}. empty</text>')
    if seat.bet:
        parts.append(_chips(seat.bet, place.inner_x, place.inner_y, ""))
    if seat.button:
        bx = place.inner_x + (34 if place.inner_x < CENTRE_X else -34)
        by = place.inner_y + 28
        parts.append(f'<g class="button" aria-hidden="true"><circle cx="{bx:.1f}" cy="{by:.1f}" r="15" fill="#fff" '
                     f'stroke="#1b1b1b" stroke-width="2"/><text x="{bx:.1f}" y="{by + 6:.1f}" font-size="17" '
                     f'text-anchor="middle" font-weight="700" fill="#1b1b1b">D</text></g>')
    parts.append("</g>")
    return "".join(parts)


STUD_GAMES = frozenset({"stud", "stud-hilo", "razz"})


def table(view: TableView, *, four_colour: bool = False, choose_seat: bool = False, caption: str = "") -> Markup:
    """The table as ``view`` shows it: seats around an oval (names, stacks, bets, the button, cards), the
    board, burns, muck, set-aside and stub counts, and the pots. ``choose_seat`` makes each seat a target
    for a seat question (static/keyboard.js ties a click on it to the matching radio button)."""
    places = seat_places(len(view.seats))
    title = caption or f"{view.game_name}, {view.structure}, {view.street}"
    parts = [f'<svg class="table" viewBox="0 0 {WIDTH} {HEIGHT}" role="group" aria-label="{_attr(title)}" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title>',
             f'<ellipse cx="{CENTRE_X}" cy="{CENTRE_Y}" rx="{SEAT_RX + 12}" ry="{SEAT_RY + 8}" fill="#5b3a1e"/>',
             f'<ellipse cx="{CENTRE_X}" cy="{CENTRE_Y}" rx="{SEAT_RX - 4}" ry="{SEAT_RY - 8}" fill="#1f6b3a"/>']
    # The board in the middle.
    board = view.board
    if board:
        step = CARD_WIDTH + 8
        left = CENTRE_X - (step * len(board) - 8) / 2
        parts.append('<g class="board" role="group" aria-label="Board">')
        for k, board_card in enumerate(board):
            parts.append(card_svg(board_card, left + k * step, CENTRE_Y - 62, four_colour=four_colour))
        parts.append("</g>")
    # The pots under the board.
    pot_y = CENTRE_Y + 38
    for pot in view.pots:
        eligible = ", ".join(str(s) for s in pot.eligible)
        text = f"{pot.label}: {pot.amount:,}"
        parts.append(f'<text x="{CENTRE_X}" y="{pot_y}" font-size="20" text-anchor="middle" fill="#fff" '
                     f'font-weight="700" aria-label="{_attr(text + ", seats " + eligible)}">{_attr(text)}</text>')
        pot_y += 24
    # Counts by the dealer's box: the stub, burns, muck, cards set aside.
    counts = [f"Stub {view.stub_count}", f"Burns {len(view.burns)}", f"Muck {view.muck_count}"]
    if view.set_aside_count:
        counts.append(f"Set aside {view.set_aside_count}")
    parts.append(f'<text class="counts" x="{CENTRE_X}" y="{CENTRE_Y + SEAT_RY - 36}" font-size="17" '
                 f'text-anchor="middle" fill="#e5efe5">{_attr(" · ".join(counts))}</text>')
    for seat, place in zip(view.seats, places):
        parts.append(_seat(seat, place, view, four_colour, choose_seat))
    parts.append("</svg>")
    return Markup("".join(parts))


# --- plots -------------------------------------------------------------------------------------------------------


def bar_chart(title: str, rows: Sequence[tuple[str, float, str]], *, maximum: float = 1.0, unit: str = "%",
              description: str = "") -> Markup:
    """Horizontal bars: (label, value, the value as text), scaled to ``maximum``."""
    row_height, label_width, width = 28, 230, 640
    height = row_height * len(rows) + 10
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title><desc>{_attr(description or title)}</desc>']
    for k, (label, value, text) in enumerate(rows):
        y = 5 + k * row_height
        length = 0 if maximum <= 0 else max(0.0, min(1.0, value / maximum)) * (width - label_width - 70)
        short = label if len(label) <= 30 else label[:29] + "…"
        parts.append(f'<g><title>{_attr(label)}: {_attr(text)}</title>'
                     f'<text x="{label_width - 8}" y="{y + 18}" font-size="14" text-anchor="end" fill="#1b1b1b">'
                     f'{_attr(short)}</text>'
                     f'<rect x="{label_width}" y="{y + 4}" width="{length:.1f}" height="{row_height - 8}" fill="#1f6b3a"/>'
                     f'<text x="{label_width + length + 6:.1f}" y="{y + 18}" font-size="14" fill="#1b1b1b">'
                     f'{_attr(text)}</text></g>')
    parts.append("</svg>")
    return Markup("".join(parts))


def line_chart(title: str, points: Sequence[tuple[str, float]], *, maximum: float = 1.0, description: str = "",
               percent: bool = True) -> Markup:
    """A line over time: (label for the x axis, value), values from 0 to ``maximum``."""
    width, height, left, bottom, top = 640, 220, 48, 30, 12
    plot_w, plot_h = width - left - 12, height - bottom - top
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title><desc>{_attr(description or title)}</desc>']
    for fraction in (0, .5, 1):
        y = top + plot_h * (1 - fraction)
        label = f"{fraction * maximum:.0%}" if percent else f"{fraction * maximum:g}"
        parts.append(f'<line x1="{left}" x2="{width - 12}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ccc"/>'
                     f'<text x="{left - 6}" y="{y + 5:.1f}" font-size="13" text-anchor="end" fill="#444">{label}</text>')
    if points:
        step = plot_w / max(1, len(points) - 1)
        coordinates = [(left + k * step if len(points) > 1 else left + plot_w / 2,
                        top + plot_h * (1 - max(0.0, min(1.0, value / maximum if maximum else 0))))
                       for k, (_, value) in enumerate(points)]
        if len(coordinates) > 1:
            path = " ".join(f"{x:.1f},{y:.1f}" for x, y in coordinates)
            parts.append(f'<polyline points="{path}" fill="none" stroke="#1f6b3a" stroke-width="3"/>')
        for (label, value), (x, y) in zip(points, coordinates):
            shown = f"{value:.0%}" if percent else f"{value:g}"
            parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="#1f6b3a"><title>{_attr(label)}: {shown}'
                         f'</title></circle>')
        parts.append(f'<text x="{left}" y="{height - 8}" font-size="13" fill="#444">{_attr(points[0][0])}</text>'
                     f'<text x="{width - 12}" y="{height - 8}" font-size="13" text-anchor="end" fill="#444">'
                     f'{_attr(points[-1][0])}</text>')
    parts.append("</svg>")
    return Markup("".join(parts))


def heat_cells(title: str, rows: Sequence[str], columns: Sequence[str], values: dict[tuple[str, str], tuple[float, str]],
               *, description: str = "") -> Markup:
    """A grid of cells coloured by a 0..1 value (accuracy), each with its value written in it."""
    cell_w, cell_h, label_w, head_h = 74, 30, 200, 40
    width, height = label_w + cell_w * len(columns) + 4, head_h + cell_h * len(rows) + 4
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title><desc>{_attr(description or title)}</desc>']
    for j, column in enumerate(columns):
        parts.append(f'<text x="{label_w + j * cell_w + cell_w / 2:.1f}" y="{head_h - 10}" font-size="13" '
                     f'text-anchor="middle" fill="#1b1b1b">{_attr(column)}</text>')
    for i, row in enumerate(rows):
        y = head_h + i * cell_h
        parts.append(f'<text x="{label_w - 8}" y="{y + 20}" font-size="13" text-anchor="end" fill="#1b1b1b">'
                     f'{_attr(row)}</text>')
        for j, column in enumerate(columns):
            found = values.get((row, column))
            x = label_w + j * cell_w
            if found is None:
                parts.append(f'<rect x="{x + 1}" y="{y + 1}" width="{cell_w - 2}" height="{cell_h - 2}" fill="#f2f2f2"/>')
                continue
            value, text = found
            # Red (0) to green (1), light enough for black text.
            red, green = int(240 - 90 * value), int(160 + 80 * value)
            parts.append(f'<g><title>{_attr(row)}, {_attr(column)}: {_attr(text)}</title>'
                         f'<rect x="{x + 1}" y="{y + 1}" width="{cell_w - 2}" height="{cell_h - 2}" '
                         f'fill="rgb({red},{green},150)"/><text x="{x + cell_w / 2:.1f}" y="{y + 20}" font-size="13" '
                         f'text-anchor="middle" fill="#1b1b1b">{_attr(text)}</text></g>')
    parts.append("</svg>")
    return Markup("".join(parts))
