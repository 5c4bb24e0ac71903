"""Server-rendered SVG: cards, the table (from a :class:`dealerschool.situations.views.TableView`, never a Table) and plots.

Every function returns :class:`markupsafe.Markup` with all text escaped. Colours are SVG presentation
attributes and classes, never ``style=`` (the Content-Security-Policy allows only our stylesheet). A card is
``role="img"`` with its name as ``aria-label``; the rank letter and a suit glyph are drawn, so colour is
never the only clue; ``four_colour`` gives diamonds blue and clubs green for colour-blind users. A face-down
card the audience may not see is drawn as a back with ``aria-label="face-down card"``: the view holds no
code for it, so nothing here could leak one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from markupsafe import Markup

from dealerschool.situations.views import CardView, SeatView, TableView
from dealerschool.web.escaping import text as _attr  # every text drawn, escaped as markupsafe escapes it

SUITS = {"s": ("♠", "spades"), "h": ("♥", "hearts"), "d": ("♦", "diamonds"), "c": ("♣", "clubs")}
RANKS = {"T": "10", "J": "J", "Q": "Q", "K": "K", "A": "A"}
TWO_COLOURS = {"s": "#1b1b1b", "h": "#c0152f", "d": "#c0152f", "c": "#1b1b1b"}
FOUR_COLOURS = {"s": "#1b1b1b", "h": "#c0152f", "d": "#1353b8", "c": "#16702e"}

CARD_WIDTH = 50
CARD_HEIGHT = 70


@lru_cache(maxsize=4096)
def card_svg(card: CardView, x: float, y: float, *, width: float = CARD_WIDTH, four_colour: bool = False) -> str:
    """One card as an SVG group at (x, y): its face when the view gives its code, else its back (kept per
    process: the same cards lie in the same places from one step to the next)."""
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
    # "10" is drawn as narrow as one letter: a seat's stud cards overlap to a third of a card's width, and
    # the next card covered its "0" (a ten read as a one).
    narrow = f' textLength="{width * .3:.1f}" lengthAdjust="spacingAndGlyphs"' if len(rank) > 1 else ""
    return (f'<g class="card face" role="img" aria-label="{_attr(card.name)}">'
            f'<title>{_attr(card.name)}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{width:.1f}" height="{height:.1f}" rx="{width / 10:.1f}" '
            f'fill="{fill}" stroke="#555" stroke-width="1.5"/>'
            f'<text x="{x + width * .08:.1f}" y="{y + size:.1f}" font-size="{size:.1f}" font-weight="700" '
            f'fill="{colour}" aria-hidden="true"{narrow}>{_attr(rank)}</text>'
            # The suit again under the rank, as a real card's corner index: where stud cards overlap, only
            # the left third of each shows, and the big suit in the middle is covered (suits break ties).
            f'<text x="{x + width * .08:.1f}" y="{y + size + width * .32:.1f}" font-size="{width * .32:.1f}" '
            f'fill="{colour}" aria-hidden="true">{glyph}</text>'
            f'<text x="{x + width * .58:.1f}" y="{y + height * .88:.1f}" font-size="{width * .56:.1f}" '
            f'text-anchor="middle" fill="{colour}" aria-hidden="true">{glyph}</text></g>')


def card(card_view: CardView, *, width: float = CARD_WIDTH, four_colour: bool = False) -> Markup:
    """A card as its own small inline SVG (for text: "the right card was ...")."""
    height = width * CARD_HEIGHT / CARD_WIDTH
    return Markup(f'<svg class="card-inline" viewBox="0 0 {width + 2:.0f} {height + 2:.0f}" width="{width + 2:.0f}" '
                  f'height="{height + 2:.0f}" role="img" aria-label="{_attr(card_view.name)}">'
                  f'{card_svg(card_view, 1, 1, width=width, four_colour=four_colour)}</svg>')


# --- the table ---------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Layout:
    """The drawing's geometry: a wide oval for a laptop, a tall one for a phone held upright."""

    name: str
    width: int
    height: int
    centre_x: float
    centre_y: float
    rx: float
    ry: float
    plate_width: float
    plate_height: float
    font: float
    seat_card: float
    board_card: float
    columns: bool = False
    """Seats in two columns down the long sides (a phone), bets written in the seat's plate."""


WIDE = Layout("wide", 900, 640, 450, 350, 355, 245, 144, 60, 19, 40, CARD_WIDTH)
TALL = Layout("tall", 440, 780, 220, 390, 118, 350, 124, 74, 18, 30, 32, columns=True)
LAYOUTS = (WIDE, TALL)


@dataclass(frozen=True)
class SeatPlace:
    """Where a seat sits on the drawing: its centre, and its centre pulled toward the middle (bets, button)."""

    x: float
    y: float
    inner_x: float
    inner_y: float


def seat_places(count: int, layout: Layout = WIDE) -> list[SeatPlace]:
    """Seats clockwise around the oval from the dealer's left: the dealer's box is at the bottom centre and
    keeps one seat's width of the rail free."""
    if layout.columns:
        return column_places(count, layout)
    places = []
    for index in range(count):
        angle = 2 * math.pi * (index + 1) / (count + 1)  # from the bottom, clockwise on the screen
        x = layout.centre_x - layout.rx * math.sin(angle)
        y = layout.centre_y + layout.ry * math.cos(angle)
        places.append(SeatPlace(x, y, layout.centre_x + (x - layout.centre_x) * .56,
                                layout.centre_y + (y - layout.centre_y) * .58))
    return places


def column_places(count: int, layout: Layout) -> list[SeatPlace]:
    """Up the left side from the dealer's left, then down the right side: clockwise, as at the table."""
    left = (count + 1) // 2
    card_height = layout.seat_card * CARD_HEIGHT / CARD_WIDTH
    top = card_height + layout.plate_height / 2 + 22
    bottom = layout.height - layout.plate_height / 2 - 8
    rows = max(left, 2)
    pitch = (bottom - top) / (rows - 1)
    x_left, x_right = layout.plate_width / 2 + 2, layout.width - layout.plate_width / 2 - 2
    places = []
    for index in range(count):
        if index < left:
            x, y = x_left, bottom - index * pitch
        else:
            x, y = x_right, top + (index - left) * pitch + (pitch / 2 if count % 2 else 0)
        places.append(SeatPlace(x, y, x + (layout.plate_width / 2 if x < layout.centre_x else -layout.plate_width / 2), y))
    return places


def _chips(amount: int, x: float, y: float, font: float) -> str:
    return (f'<g class="chips"><circle cx="{x - 20:.1f}" cy="{y - font * .3:.1f}" r="{font * .45:.1f}" fill="#d4a017" '
            f'stroke="#7a5c00" stroke-width="2"/><text x="{x - 8:.1f}" y="{y + 1:.1f}" font-size="{font * .9:.1f}" '
            f'fill="#fff" font-weight="700">{amount:,}</text></g>')


def seat_label(seat: SeatView, frozen: bool = False) -> str:
    """What a screen reader says for a seat."""
    label = f"Seat {seat.seat}"
    if not seat.occupied:
        return label + ": empty"
    state = ", folded" if seat.folded else ", all in" if seat.all_in else ""
    label += f": {seat.name}, {seat.stack:,} in chips{state}"
    if seat.bet:
        label += f", {seat.bet:,} bet"
    if seat.out_of_turn:
        label += f", {seat.out_of_turn:,} put out of turn"
    if seat.button:
        label += ", the button" + (" (frozen: out of play while stud is dealt)" if frozen else "")
    return label


def button_kind(view: TableView) -> str:
    """How the dealer button is drawn: "live"; "frozen" in a mixed game's stud hand (out of play while stud
    is dealt: TDA 11-B freezes it where the next hold'em hand starts, the source documents move it one seat a
    hand only to count the orbit; catalog A13); "" in a stud game alone, which has no button."""
    if view.game_code not in STUD_GAMES:
        return "live"
    return "frozen" if view.mixed_game else ""


def _seat(seat: SeatView, place: SeatPlace, view: TableView, layout: Layout, four_colour: bool, choose: bool) -> str:
    kind = button_kind(view)
    if seat.button and not kind:
        seat = replace(seat, button=False)
    return seat_drawing(seat, place, view.actor == seat.seat, view.game_code in STUD_GAMES, layout, four_colour, choose,
                        kind == "frozen")


Box = tuple[float, float, float, float]
"""A rectangle on the drawing: left, top, right, bottom."""


def button_svg(view: TableView, places: Sequence[SeatPlace], layout: Layout, keep_clear: Sequence[Box]) -> str:
    """The dealer button beside its seat, on the felt, never over a pot's label (``keep_clear``): where the
    usual place would cover one, it moves toward its seat, or to the seat's other side, until clear."""
    kind = button_kind(view)
    seat = next((seat for seat in view.seats if seat.button), None)
    if seat is None or not kind or seat.seat > len(places):
        return ""
    place, font = places[seat.seat - 1], layout.font
    radius = font * .8
    if layout.columns:  # just off the plate's inner edge, on the rail, clear of the plate's three lines
        inward = 1 if place.inner_x > place.x else -1
        candidates = [(place.inner_x + inward * font * .85, place.y)]
    else:
        side = font * 1.8 if place.inner_x < layout.centre_x else -font * 1.8
        x, y = place.inner_x + side, place.inner_y + font * 1.5
        candidates = [(x, y), (place.inner_x - side, y), (x + (place.x - x) * .3, y + (place.y - y) * .3),
                      (x + (place.x - x) * .55, y + (place.y - y) * .55), (x, y - font * 3), (x, y + font * 2)]

    def clear(point: tuple[float, float]) -> bool:
        bx, by = point
        return not any(left - radius < bx < right + radius and top - radius < by < bottom + radius
                       for left, top, right, bottom in keep_clear)

    # Else just beside the labels at that height, on the seat's side of the table.
    x, y = candidates[0]
    level = [box for box in keep_clear if box[1] - radius < y < box[3] + radius]
    if level:
        candidates.append((min(box[0] for box in level) - radius - 3, y) if x < layout.centre_x
                          else (max(box[2] for box in level) + radius + 3, y))
    bx, by = next((point for point in candidates if clear(point)), candidates[-1])
    fill, dashes = ("#c9c9c2", ' stroke-dasharray="4 3"') if kind == "frozen" else ("#fff", "")
    title = f"<title>Button at seat {seat.seat}{', out of play while stud is dealt' if kind == 'frozen' else ''}</title>"
    return (f'<g class="button{" frozen" if kind == "frozen" else ""}" pointer-events="none">{title}<circle cx="{bx:.1f}" cy="{by:.1f}" '
            f'r="{radius:.1f}" fill="{fill}" stroke="#1b1b1b" stroke-width="2"{dashes}/><text x="{bx:.1f}" '
            f'y="{by + font * .32:.1f}" font-size="{font * .9:.1f}" text-anchor="middle" font-weight="700" '
            f'fill="#1b1b1b" aria-hidden="true">D</text></g>')


@lru_cache(maxsize=4096)
def seat_drawing(seat: SeatView, place: SeatPlace, actor: bool, stud: bool, layout: Layout, four_colour: bool,
                 choose: bool, frozen_button: bool = False) -> str:
    """One seat's SVG group: a function of its arguments alone (views are frozen), so it is kept per process.
    From one step of a hand to the next most seats are unchanged: a page draws only the one that changed."""
    parts = []
    classes = ["seat"] + (["empty"] if not seat.occupied else []) + (["folded"] if seat.folded else [])
    if actor:
        classes.append("actor")
    data = f' data-seat="{seat.seat}" tabindex="0"' if choose else ""
    parts.append(f'<g class="{" ".join(classes)}" aria-label="{_attr(seat_label(seat, frozen_button))}" role="group"{data}>')
    # The cards sit above the name plate; many stud cards overlap so seven fit a seat.
    width = layout.seat_card
    cards = seat.cards
    if cards:
        step = width + 4 if len(cards) == 1 else min(width + 4, (layout.plate_width - width) / (len(cards) - 1))
        total = step * (len(cards) - 1) + width
        left = place.x - total / 2
        top = place.y - layout.plate_height / 2 - 6 - width * CARD_HEIGHT / CARD_WIDTH
        for k, held in enumerate(cards):
            lift = -width / 4 if held.face_up and stud else 0  # stud upcards stand out
            parts.append(card_svg(held, left + k * step, top + lift, width=width, four_colour=four_colour))
    plate_fill = "#f5f5f0" if seat.occupied else "none"
    stroke = "#f2c230" if actor else "#333" if seat.occupied else "#9aa89a"
    dashes = "" if seat.occupied else ' stroke-dasharray="6 4"'
    half_w, half_h = layout.plate_width / 2, layout.plate_height / 2
    parts.append(f'<rect x="{place.x - half_w:.1f}" y="{place.y - half_h:.1f}" width="{layout.plate_width:.0f}" '
                 f'height="{layout.plate_height:.0f}" rx="12" fill="{plate_fill}" stroke="{stroke}" '
                 f'stroke-width="{4 if actor else 2}"{dashes}/>')
    font = layout.font
    if seat.occupied:
        # "Seat 3" as a name needs no number in front; "3. Ana" does.
        shown = seat.name if seat.name == f"Seat {seat.seat}" else f"{seat.seat}. {seat.name}"
        limit = int(layout.plate_width / (font * .6))
        shown = shown if len(shown) <= limit else shown[:limit - 1] + "…"
        name_y = place.y - font * (.9 if layout.columns else .3)
        parts.append(f'<text x="{place.x:.1f}" y="{name_y:.1f}" font-size="{font}" text-anchor="middle" '
                     f'font-weight="700" fill="#1b1b1b" aria-hidden="true">{_attr(shown)}</text>')
        status = "folded" if seat.folded else "all in" if seat.all_in else f"{seat.stack:,}"
        parts.append(f'<text x="{place.x:.1f}" y="{name_y + font * 1.25:.1f}" font-size="{font * .95:.1f}" '
                     f'text-anchor="middle" fill="{"#666" if seat.folded else "#1b1b1b"}" aria-hidden="true">'
                     f'{_attr(status)}</text>')
    else:
        parts.append(f'<text x="{place.x:.1f}" y="{place.y + font * .35:.1f}" font-size="{font * .9:.1f}" '
                     f'text-anchor="middle" fill="#dfe8df" aria-hidden="true">{seat.seat}. empty</text>')
    if seat.bet and layout.columns:
        parts.append(f'<text x="{place.x:.1f}" y="{place.y + font * 1.6:.1f}" font-size="{font * .95:.1f}" '
                     f'text-anchor="middle" fill="#7a5c00" font-weight="700" aria-hidden="true">bet {seat.bet:,}</text>')
    elif seat.bet:
        parts.append(_chips(seat.bet, place.inner_x, place.inner_y, font))
    if choose:
        # One target over the whole seat (drawn last, on top): cards, plate and the gaps between them.
        top = place.y - layout.plate_height / 2 - 10 - layout.seat_card * 1.65
        parts.append(f'<rect class="hit" x="{place.x - layout.plate_width / 2:.1f}" y="{max(0.0, top):.1f}" '
                     f'width="{layout.plate_width:.0f}" height="{place.y + layout.plate_height / 2 - max(0.0, top):.1f}" '
                     f'fill="#fff" fill-opacity="0"/>')
    parts.append("</g>")
    return "".join(parts)


STUD_GAMES = frozenset({"stud", "stud-hilo", "razz"})


@lru_cache(maxsize=64)
def fitted(layout: Layout, count: int) -> tuple[Layout, tuple[SeatPlace, ...]]:
    """The layout for a table of ``count`` seats, and where each seat sits on it (kept per process)."""
    if layout.columns:
        # As tall as the seats need: a four-handed table is not drawn as long as a ten-handed one.
        rows = max(2, (count + 1) // 2)
        height = rows * 150 + 30
        layout = replace(layout, height=height, centre_y=height / 2, ry=height / 2 - 30)
    return layout, tuple(seat_places(count, layout))


Loose = tuple[int, int, str]
"""Chips a player put forward that the table has not taken as a bet (an undercall, one oversized chip, a
string bet): the seat number, the chips, and what they are ("undercall")."""


def loose_svg(loose: Sequence[Loose], places: Sequence[SeatPlace], layout: Layout,
              betting: frozenset[int] = frozenset(), boxes: list[Box] | None = None) -> str:
    """Each seat's loose chips, drawn where its bet would go but ringed in orange and labelled, so the floor
    sees the chips the ruling is about: in the bet's own place where the seat has no bet (``betting``: the
    seats that have one; the chips go under it), the label running toward the middle of the table (it ran
    over the plate of a seat on the right). ``boxes`` gets each label's rectangle (the button keeps clear)."""
    parts = []
    font = layout.font
    for seat, amount, what in loose:
        if not 1 <= seat <= len(places):
            continue
        place = places[seat - 1]
        text = f"{amount:,} {what}"
        label = _attr(f"Seat {seat}: {amount:,} in chips put forward ({what}), not taken as a bet")
        if layout.columns:
            # In the plate, on the bet's line, where the seat has no bet (under the plate, the bottom seat's
            # label ran off the drawing), as small as the plate's width needs.
            x, y = place.x, place.y + font * (1.6 if seat not in betting else 2.7)
            size = min(font * .85, (layout.plate_width - 10) / (.6 * len(text)))
            parts.append(f'<g class="loose-chips" role="img" aria-label="{label}"><text x="{x:.1f}" y="{y:.1f}" '
                         f'font-size="{size:.1f}" text-anchor="middle" fill="#b34700" font-weight="700">'
                         f'{_attr(text)}</text></g>')
            continue
        x, y = place.inner_x, place.inner_y + (font * 1.6 if seat in betting else 0)
        right = place.inner_x > layout.centre_x
        chip_x = x + 8 if right else x - 20
        text_x = chip_x - font * .45 - 4 if right else x - 8
        width = .6 * font * .8 * len(text)
        anchor = ' text-anchor="end"' if right else ""
        if boxes is not None:
            left = text_x - width if right else chip_x - font * .45
            boxes.append((left, y - font, left + width + font + 4, y + font * .3))
        parts.append(f'<g class="loose-chips" role="img" aria-label="{label}"><circle cx="{chip_x:.1f}" '
                     f'cy="{y - font * .3:.1f}" r="{font * .45:.1f}" fill="#d4a017" stroke="#ff8c1a" stroke-width="3" '
                     f'stroke-dasharray="3 2"/><text x="{text_x:.1f}" y="{y + 1:.1f}" font-size="{font * .8:.1f}" '
                     f'fill="#ffd9b3" font-weight="700"{anchor}>{_attr(text)}</text></g>')
    return "".join(parts)


def table_svg(view: TableView, layout: Layout, *, four_colour: bool = False, choose_seat: bool = False,
              caption: str = "", loose: Sequence[Loose] = ()) -> str:
    """One drawing of the table in one layout."""
    layout, places = fitted(layout, len(view.seats))
    title = caption or f"{view.game_name}, {view.structure}, {view.street}"
    cx, cy = layout.centre_x, layout.centre_y
    parts = [f'<svg class="table {layout.name}" viewBox="0 0 {layout.width} {layout.height}" role="group" '
             f'aria-label="{_attr(title)}" xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title>',
             f'<ellipse cx="{cx}" cy="{cy}" rx="{layout.rx + 12}" ry="{layout.ry + 8}" fill="#5b3a1e"/>',
             f'<ellipse cx="{cx}" cy="{cy}" rx="{layout.rx - 4}" ry="{layout.ry - 8}" fill="#1f6b3a"/>']
    # The board in the middle, the pots under it.
    board = view.board
    width = layout.board_card
    if board:
        step = width + 6
        left = cx - (step * len(board) - 6) / 2
        parts.append('<g class="board" role="group" aria-label="Board">')
        for k, board_card in enumerate(board):
            parts.append(card_svg(board_card, left + k * step, cy - width * 1.25, four_colour=four_colour, width=width))
        parts.append("</g>")
    pot_y = cy + layout.font * 2
    size = layout.font * (.9 if layout.columns else 1.05)
    if layout.columns and view.pots:  # between the columns of seats ("Second side pot: 1,234" ran over them)
        longest = max(len(f"{pot.label}: {pot.amount:,}") for pot in view.pots)
        size = min(size, (layout.width - 2 * layout.plate_width - 16) / (.62 * longest))
    pot_boxes: list[Box] = []
    for pot in view.pots:
        eligible = ", ".join(str(s) for s in pot.eligible)
        text = f"{pot.label}: {pot.amount:,}"
        half = .3 * size * len(text)  # bold text runs about .6 of its size a letter
        pot_boxes.append((cx - half, pot_y - size, cx + half, pot_y + size * .3))
        parts.append(f'<text x="{cx}" y="{pot_y:.1f}" font-size="{size:.1f}" '
                     f'text-anchor="middle" '
                     f'fill="#fff" font-weight="700" aria-label="{_attr(text + ", seats " + eligible)}">'
                     f'{_attr(text)}</text>')
        pot_y += layout.font * 1.3
    # Counts by the dealer's box: the stub, burns, muck, cards set aside.
    counts = [f"Stub {view.stub_count}", f"Burns {len(view.burns)}", f"Muck {view.muck_count}"]
    if view.set_aside_count:
        counts.append(f"Set aside {view.set_aside_count}")
    # On a phone the middle is narrow: the stub on one line, the rest on the next.
    lines = [counts[0], " · ".join(counts[1:])] if layout.columns else [" · ".join(counts)]
    ys = [cy + layout.ry - layout.font * ((3.4 if layout.columns else 1.6) + 1.1 * (len(lines) - 1 - k))
          for k in range(len(lines))]
    if view.pots and pot_y - layout.font * 1.3 + size * .3 > ys[0] - layout.font * .9:
        # The pots run down into the counts (a short phone table with side pots: "First side pot: 400" was
        # drawn over "Stub 38"): the counts go above the board instead, and the button keeps clear of them.
        top = cy - width * 1.25 if board else cy - layout.font * 2
        ys = [top - layout.font * (.6 + 1.1 * (len(lines) - 1 - k)) for k in range(len(lines))]
        for line, y in zip(lines, ys, strict=True):
            half = .3 * layout.font * len(line)
            pot_boxes.append((cx - half, y - layout.font, cx + half, y + layout.font * .3))
    for line, y in zip(lines, ys, strict=True):
        parts.append(f'<text class="counts" x="{cx}" y="{y:.1f}" font-size="{layout.font * .9:.1f}" '
                     f'text-anchor="middle" fill="#e5efe5">{_attr(line)}</text>')
    for seat, place in zip(view.seats, places, strict=False):
        parts.append(_seat(seat, place, view, layout, four_colour, choose_seat))
    # Chips put out out of turn lie in front of the seat, not yet a bet: drawn as loose chips, as the floor sees them.
    loose = [*loose, *((seat.seat, seat.out_of_turn, "out of turn") for seat in view.seats if seat.out_of_turn)]
    parts.append(loose_svg(loose, places, layout, frozenset(seat.seat for seat in view.seats if seat.bet), pot_boxes))
    parts.append(button_svg(view, places, layout, pot_boxes))
    parts.append("</svg>")
    return "".join(parts)


LAYOUT_NAMES = {layout.name: layout for layout in LAYOUTS}


def table(view: TableView, *, four_colour: bool = False, choose_seat: bool = False, caption: str = "",
          layouts: Sequence[Layout] = LAYOUTS, loose: Sequence[Loose] = ()) -> Markup:
    """The table as ``view`` shows it: seats around an oval (names, stacks, bets, the button, cards), the
    board, burns, muck, set-aside and stub counts, and the pots. Drawn twice, wide and tall: the stylesheet
    shows the one that fits the screen (the other is display:none, so screen readers read one).
    ``layouts``: the drawings to make (one, when the page has said which it shows: the stylesheet then shows
    it at any width, see ``.one-layout`` in static/style.css).
    ``choose_seat`` makes each seat a target for a seat question (static/keyboard.js ties a click on it to
    the matching radio button). ``loose``: chips put forward that the table has not taken (:data:`Loose`)."""
    return Markup("".join(table_svg(view, layout, four_colour=four_colour, choose_seat=choose_seat, caption=caption,
                                    loose=loose) for layout in layouts))


# --- plots -------------------------------------------------------------------------------------------------------


def bar_chart(title: str, rows: Sequence[tuple[str, float, str]], *, maximum: float = 1.0, unit: str = "%",
              description: str = "") -> Markup:
    """Horizontal bars: (label, value, the value as text), scaled to ``maximum``."""
    # Narrow enough that a phone shows the text at a readable size (the drawing scales to the screen).
    row_height, label_width, width = 30, 200, 500
    height = row_height * len(rows) + 10
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" width="{width}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title><desc>{_attr(description or title)}</desc>']
    for k, (label, value, text) in enumerate(rows):
        y = 5 + k * row_height
        # Room on the right for the value's text ("100% of 12"), and labels cut to fit on the left.
        length = 0 if maximum <= 0 else max(0.0, min(1.0, value / maximum)) * (width - label_width - 110)
        # 22 characters of 15-pixel text fit the 192 pixels left of the bars (26 ran past the left edge).
        short = label if len(label) <= 22 else label[:21].rstrip() + "…"
        parts.append(f'<g><title>{_attr(label)}: {_attr(text)}</title>'
                     f'<text x="{label_width - 8}" y="{y + 18}" font-size="15" text-anchor="end" fill="#1b1b1b">'
                     f'{_attr(short)}</text>'
                     f'<rect x="{label_width}" y="{y + 4}" width="{length:.1f}" height="{row_height - 8}" fill="#1f6b3a"/>'
                     f'<text x="{label_width + length + 6:.1f}" y="{y + 18}" font-size="15" fill="#1b1b1b">'
                     f'{_attr(text)}</text></g>')
    parts.append("</svg>")
    return Markup("".join(parts))


def line_chart(title: str, points: Sequence[tuple[str, float]], *, maximum: float = 1.0, description: str = "",
               percent: bool = True) -> Markup:
    """A line over time: (label for the x axis, value), values from 0 to ``maximum``."""
    width, height, left, bottom, top = 500, 200, 48, 30, 12
    plot_w, plot_h = width - left - 12, height - bottom - top
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" width="{width}" role="img" '
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
        for (label, value), (x, y) in zip(points, coordinates, strict=False):
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
    cell_w, cell_h, label_w, head_h = 90, 30, 200, 40
    width, height = label_w + cell_w * len(columns) + 4, head_h + cell_h * len(rows) + 4
    parts = [f'<svg class="plot" viewBox="0 0 {width} {height}" width="{width}" role="img" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="system-ui, sans-serif">',
             f'<title>{_attr(title)}</title><desc>{_attr(description or title)}</desc>']
    for j, column in enumerate(columns):
        parts.append(f'<text x="{label_w + j * cell_w + cell_w / 2:.1f}" y="{head_h - 10}" font-size="13" '
                     f'text-anchor="middle" fill="#1b1b1b">{_attr(column)}</text>')
    for i, row in enumerate(rows):
        y = head_h + i * cell_h
        short = row if len(row) <= 26 else row[:25] + "…"
        parts.append(f'<text x="{label_w - 8}" y="{y + 20}" font-size="13" text-anchor="end" fill="#1b1b1b">'
                     f'{_attr(short)}</text>')
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


SPARK_SIZE = (120, 32, 4)
"""A sparkline's width, height and padding."""
SPARK_FRAME = (f'<rect x="{SPARK_SIZE[2] / 2}" y="{SPARK_SIZE[2] / 2}" width="{SPARK_SIZE[0] - SPARK_SIZE[2]}" '
               f'height="{SPARK_SIZE[1] - SPARK_SIZE[2]}" fill="#f4f4ee" stroke="#ddd"/><line x1="{SPARK_SIZE[2]}" '
               f'x2="{SPARK_SIZE[0] - SPARK_SIZE[2]}" y1="{SPARK_SIZE[1] / 2:.1f}" y2="{SPARK_SIZE[1] / 2:.1f}" '
               f'stroke="#ddd" stroke-dasharray="2 2"/>')
"""Every sparkline's frame and middle line, the same for each (a report draws one per row)."""


SPARK_HEAD = (f'<svg class="spark" viewBox="0 0 {SPARK_SIZE[0]} {SPARK_SIZE[1]}" width="{SPARK_SIZE[0]}" '
              f'height="{SPARK_SIZE[1]}" role="img" xmlns="http://www.w3.org/2000/svg"><title>')


@lru_cache(maxsize=32)
def spark_xs(count: int) -> tuple[str, ...]:
    """The x of each of a sparkline's ``count`` points, as written (the same for every line of that many points)."""
    width, _, pad = SPARK_SIZE
    step = (width - 2 * pad) / max(1, count - 1)
    return tuple(f"{pad + k * step:.1f}" for k in range(count))


def sparkline(title: str, points: Sequence[tuple[str, float | None]], *, description: str = "") -> Markup:
    """A small line of 0..1 values over time (a row of a table: a trainee's or a rule's weeks) in a light frame
    from 0 (its foot) to 1 (its top): a dot for each point with a value, joined across the points without one.
    Its title and description (the points in words) are what a screen reader says and a pointer shows.

    A report draws 45 a page: the points' x are worked out once per number of points (:func:`spark_xs`), each
    dot's y once for its line and its circle, and the drawing written in one join."""
    _, height, pad = SPARK_SIZE
    span = height - 2 * pad
    path: list[str] = []
    circles: list[str] = []
    for x, (label, value) in zip(spark_xs(len(points)), points, strict=True):
        if value is None:
            continue
        y = f"{pad + span * (1 - (0.0 if value <= 0 else 1.0 if value >= 1 else value)):.1f}"
        path.append(f"{x},{y}")
        circles.append(f'<circle cx="{x}" cy="{y}" r="2.5" fill="#1f6b3a"><title>{_attr(label)}: {value:.0%}'
                       f'</title></circle>')
    line = (f'<polyline points="{" ".join(path)}" fill="none" stroke="#1f6b3a" stroke-width="1.5"/>'
            if len(path) > 1 else "")
    return Markup(f"{SPARK_HEAD}{_attr(title)}</title><desc>{_attr(description or title)}</desc>{SPARK_FRAME}{line}"
                  f"{''.join(circles)}</svg>")
