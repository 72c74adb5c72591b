"""Draw a ``Board`` as an inline SVG figure: our own drawing, readable with no JavaScript.

A tile is drawn once, here (:func:`tile_shapes`): in the page for a figure, and as a
``<symbol>`` of the site's sprite (:func:`sprite`, which hooks/boards.py writes to
:data:`SPRITE_FILE`) for the page scripts (``<use href="…/assets/images/tiles.svg#dm-tile-6-3-u">``;
browser/src/ui/tiles.ts). A figure does not use the sprite: the shadow tree of each ``<use>``
is styled again every time the page's styles are recalculated, which the theme's script does
several times while a page loads (a practice page's figures took a fifth more work that way).

Tiles in the line lie lengthwise, doubles crosswise (upright); hands stand upright;
pips are dots on a 3x3 grid, a blank half is empty. A tile's colours are the page's custom
properties (``--dm-face``, ``--dm-edge``, ``--dm-pip``: the site's CSS sets them for the light
and dark schemes and for print), which reach a figure through its shapes' classes and the
sprite's drawing through the ``<use>`` element, with fallbacks so that a tile reads even
without the stylesheet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape

from .tiles import Board, Tile, tile_text

U = 32  # side of a half tile, px
GAP_LINE = 2
GAP_HAND = 6
BONE_STEP = 9  # overlap step of face-down tiles
PAD = 6
LABEL_H = 18
ROW_GAP = 10

SPRITE_FILE = "assets/images/tiles.svg"  # the site's sprite, from the site's root

TILE_FILL = "#fffdf4"
TILE_STROKE = "#2b2b2b"
PIP_FILL = "#1d1d1d"
BACK_FILL = "#2f6f68"
LABEL_FILL = "#333333"

# pip centres inside a unit square half, for a half whose pips run "across" (a square)
_C, _L, _R, _T, _B, _M = 0.5, 0.27, 0.73, 0.27, 0.73, 0.5
_PIPS_ACROSS = {  # rows of three run along x: used for halves of a lengthwise tile
    0: [],
    1: [(_C, _C)],
    2: [(_L, _T), (_R, _B)],
    3: [(_L, _T), (_C, _C), (_R, _B)],
    4: [(_L, _T), (_R, _T), (_L, _B), (_R, _B)],
    5: [(_L, _T), (_R, _T), (_C, _C), (_L, _B), (_R, _B)],
    6: [(_L, _T), (_M, _T), (_R, _T), (_L, _B), (_M, _B), (_R, _B)],
}


def _pips(n: int, upright: bool) -> list[tuple[float, float]]:
    pts = _PIPS_ACROSS[n]
    if upright and n == 6:  # columns of three along y for upright tiles
        return [(y, x) for (x, y) in pts]
    return pts


PIP_RADIUS = round(U * 0.095, 1)


def pip_path(cx: float, cy: float) -> str:
    """One pip, a circle of :data:`PIP_RADIUS` around (cx, cy), as a closed subpath of two arcs.

    >>> pip_path(14, 7)
    'M11.0 7.0a3.0 3.0 0 1 0 6.0 0a3.0 3.0 0 1 0 -6.0 0z'
    """
    r = PIP_RADIUS
    return f"M{cx - r:.1f} {cy:.1f}a{r} {r} 0 1 0 {2 * r:.1f} 0a{r} {r} 0 1 0 {-2 * r:.1f} 0z"


def symbol_id(a: int, b: int, upright: bool) -> str:
    """The sprite's symbol that draws tile ``a-b`` (its higher half first; :func:`use_tile`
    turns it for the other order).

    >>> symbol_id(3, 6, upright=True), symbol_id(6, 6, upright=False)
    ('dm-tile-6-3-u', 'dm-tile-6-6-l')
    """
    return f"dm-tile-{max(a, b)}-{min(a, b)}-{'u' if upright else 'l'}"


Symbol = tuple[int, int, bool]  # (higher half, lower half, upright)


def tile_shapes(x: float, y: float, first: int, second: int, upright: bool, *, in_sprite: bool) -> str:
    """The one drawing of a face-up tile with its top-left corner at (x, y): its face, the line
    between its halves and its pips, ``first`` on top (upright) or on the left (lengthwise).

    In the sprite (``in_sprite``) the colours are the page's custom properties read through
    ``style`` (a ``<use>`` of another file sees no rule of the page); in a page the shapes
    carry their class, which the site's CSS paints, and the fallback colours as attributes.

    >>> tile_shapes(0, 0, 1, 0, upright=False, in_sprite=False).count("<")
    3
    """
    w, h = (U, 2 * U) if upright else (2 * U, U)

    def paint(fill: str | None, edge: bool) -> str:  # fill: "face", "pip" or none
        colour = {"face": TILE_FILL, "pip": PIP_FILL}
        if in_sprite:
            declared = [f"fill:var(--dm-{fill},{colour[fill]})"] if fill else []
            declared += [f"stroke:var(--dm-edge,{TILE_STROKE})"] if edge else []
            return 'style="' + ";".join(declared) + '"'
        attributes = [f'fill="{colour[fill]}"'] if fill else []
        attributes += [f'stroke="{TILE_STROKE}"'] if edge else []
        return " ".join(attributes)

    if upright:
        line = (x + 4, y + U, x + U - 4, y + U)
        halves = [(x, y, first), (x, y + U, second)]
    else:
        line = (x + U, y + 4, x + U, y + U - 4)
        halves = [(x, y, first), (x + U, y, second)]
    x1, y1, x2, y2 = line
    parts = [
        f'<rect class="dm-face" x="{x:g}" y="{y:g}" width="{w}" height="{h}" rx="4" '
        f'{paint("face", edge=True)} stroke-width="1.5"/>',
        f'<line class="dm-div" x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" '
        f'{paint(None, edge=True)} stroke-width="1.2"/>',
    ]
    dots = [pip_path(hx + px * U, hy + py * U) for hx, hy, n in halves for px, py in _pips(n, upright)]
    if dots:  # every pip of the tile in one path (a page draws thousands: one element each was slow)
        parts.append(f'<path class="dm-pip" d="{"".join(dots)}" {paint("pip", edge=False)}/>')
    return "".join(parts)


def tile_symbol(hi: int, lo: int, upright: bool) -> str:
    """A tile as a ``<symbol>`` of the sprite, ``hi`` on top (upright) or on the left
    (lengthwise), drawn 1 px in from its box so that the edge is not cut."""
    w, h = (U, 2 * U) if upright else (2 * U, U)
    return (f'<symbol id="{symbol_id(hi, lo, upright)}" viewBox="0 0 {w + 2} {h + 2}">'
            f'{tile_shapes(1, 1, hi, lo, upright, in_sprite=True)}</symbol>')


def sprite(wanted: set[Symbol]) -> str:
    """The site's sprite (:data:`SPRITE_FILE`): an SVG document with a ``<symbol>`` for each
    tile in ``wanted``, higher half first."""
    symbols = "".join(tile_symbol(hi, lo, up) for hi, lo, up in sorted(wanted, reverse=True))
    return f'<svg xmlns="http://www.w3.org/2000/svg">{symbols}</svg>\n'


def whole_set(max_pip: int) -> set[Symbol]:
    """Every tile of the set up to ``max_pip``, both ways (what the page scripts may draw).

    >>> len(whole_set(6))
    56
    """
    return {(hi, lo, up) for hi in range(max_pip + 1) for lo in range(hi + 1) for up in (True, False)}


def _tile(x: float, y: float, t: Tile, upright: bool) -> str:
    """One face-up tile of a figure, drawn in the page (a ``<use>`` of the sprite has a shadow
    tree that the browser styles again on every recalculation while the page loads)."""
    shapes = tile_shapes(x, y, t[0], t[1], upright, in_sprite=False)
    return f'<g class="dm-tile" data-tile="{tile_text(t)}">{shapes}</g>'


def _back(x: float, y: float) -> str:
    return (
        f'<rect class="dm-back" x="{x:g}" y="{y:g}" width="{U}" height="{2 * U}" rx="4" '
        f'fill="{BACK_FILL}" stroke="{TILE_STROKE}" stroke-width="1.5"/>'
    )


def _label(x: float, y: float, text: str) -> str:
    return (
        f'<text class="dm-label" x="{x:g}" y="{y + 13:g}" font-size="13" '
        f'font-family="sans-serif" fill="{LABEL_FILL}">{escape(text)}</text>'
    )


def line_width(line: list[Tile]) -> float:
    return sum(U if a == b else 2 * U for a, b in line) + GAP_LINE * max(0, len(line) - 1)


@dataclass
class _Drawing:
    """A figure being laid out top to bottom: its SVG elements, the sentences that describe it
    to a screen reader, the height used so far and the width needed."""

    body: list[str] = field(default_factory=list)
    desc: list[str] = field(default_factory=list)
    y: float = PAD
    width: float = 0.0

    def widen(self, width: float) -> None:
        self.width = max(self.width, width)


def render_board(board: Board, tr: Callable[..., str], fig_id: str) -> str:
    """The figure's HTML: ``<figure>`` with an inline ``<svg>`` and a ``<figcaption>``.

    ``tr(msgid, **params)`` gives the label texts in the page's language.
    """
    drawing = _Drawing()
    if board.line:
        _draw_line(drawing, board.line, tr)
    for i, hand in enumerate(board.hands):
        _draw_hand(drawing, board, i, hand, tr)
    if board.boneyard is not None:
        _draw_boneyard(drawing, board.boneyard, board.set_aside, tr)
    return _figure(drawing, fig_id, board.caption)


def _draw_line(drawing: _Drawing, line: list[Tile], tr: Callable[..., str]) -> None:
    """The line of play, doubles across, on one row."""
    x = PAD
    drawing.body.append('<g class="dm-line">')
    for t in line:
        double = t[0] == t[1]
        if double:
            drawing.body.append(_tile(x, drawing.y, t, upright=True))
            x += U
        else:
            drawing.body.append(_tile(x, drawing.y + U / 2, t, upright=False))
            x += 2 * U
        x += GAP_LINE
    drawing.body.append("</g>")
    drawing.widen(x - GAP_LINE - PAD)
    drawing.y += 2 * U + ROW_GAP
    drawing.desc.append(f"{tr('ui.line')}: {' '.join(tile_text(t) for t in line)}.")


def _draw_hand(drawing: _Drawing, board: Board, i: int, hand: list[Tile], tr: Callable[..., str]) -> None:
    """Hand ``i`` under its label: its tiles upright, face down, or a note that it is empty."""
    label = None if board.single_hand else board.labels.get(i, tr("ui.player", player=i + 1))
    if label is not None:
        drawing.body.append(_label(PAD, drawing.y, label))
        drawing.widen(len(label) * 7.5)
        drawing.y += LABEL_H
    x = PAD
    drawing.body.append('<g class="dm-hand">')
    if i in board.hidden:
        for _ in range(board.hidden[i]):
            drawing.body.append(_back(x, drawing.y))
            x += U + GAP_HAND
        drawing.widen(x - GAP_HAND - PAD)
    elif hand:
        for t in hand:
            drawing.body.append(_tile(x, drawing.y, t, upright=True))
            x += U + GAP_HAND
        drawing.widen(x - GAP_HAND - PAD)
    else:
        none = tr("ui.no_tiles")
        drawing.body.append(_label(PAD, drawing.y + U - 10, f"({none})"))
        drawing.widen((len(none) + 2) * 7.5)
    drawing.body.append("</g>")
    drawing.y += 2 * U + ROW_GAP
    if i in board.hidden:
        tiles = tr("ui.face_down", count=board.hidden[i])
    else:
        tiles = " ".join(tile_text(t) for t in hand) if hand else tr("ui.no_tiles")
    drawing.desc.append(f"{label if label is not None else tr('ui.a_hand')}: {tiles}.")


def _draw_boneyard(drawing: _Drawing, boneyard: int, set_aside: bool, tr: Callable[..., str]) -> None:
    """The tiles outside the hands: how many, and their backs, overlapping. A boneyard, or tiles
    set aside in the rule sets that never draw, named as the live board names them."""
    text = tr("stock.set-aside", count=boneyard) if set_aside else tr("ui.boneyard_count", count=boneyard)
    drawing.body.append(_label(PAD, drawing.y, text))
    drawing.widen(len(text) * 7.5)
    drawing.y += LABEL_H
    drawing.body.append('<g class="dm-boneyard">')
    x = PAD
    for _ in range(boneyard):
        drawing.body.append(_back(x, drawing.y))
        x += BONE_STEP
    drawing.body.append("</g>")
    if boneyard:
        drawing.widen(x - BONE_STEP + U - PAD)
        drawing.y += 2 * U
    drawing.y += ROW_GAP
    drawing.desc.append(f"{text}.")


def _figure(drawing: _Drawing, fig_id: str, caption: str) -> str:
    """The drawing as an accessible figure: the SVG, described, and its caption."""
    height = drawing.y - ROW_GAP + PAD
    w = int(drawing.width + 2 * PAD + 0.999)
    h = int(height + 0.999)
    cap_id = f"{fig_id}-cap"
    desc_id = f"{fig_id}-desc"
    return (
        f'<figure class="domino-board" id="{fig_id}">'
        f'<svg xmlns="http://www.w3.org/2000/svg" class="domino-board__svg" role="img" '
        f'viewBox="0 0 {w} {h}" width="{w}" height="{h}" '
        f'aria-labelledby="{cap_id}" aria-describedby="{desc_id}">'
        f'<desc id="{desc_id}">{escape(" ".join(drawing.desc))}</desc>' + "".join(drawing.body) + "</svg>"
        f'<figcaption id="{cap_id}">{escape(caption)}</figcaption>'
        "</figure>"
    )
