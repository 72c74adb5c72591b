"""Draw a ``Board`` as a figure of inline SVG: our own drawing, readable with no JavaScript.

A figure is a picture of rows (the line, each hand, the tiles outside the hands): a row's label
is the page's text, each of its tiles an ``<svg>`` of its own (:func:`render_board`).

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
BONE_STEP = 9  # overlap step of face-down tiles

SPRITE_FILE = "assets/images/tiles.svg"  # the site's sprite, from the site's root

TILE_FILL = "#fffdf4"
TILE_STROKE = "#2b2b2b"
PIP_FILL = "#1d1d1d"
BACK_FILL = "#2f6f68"

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


def _svg(width: float, height: float, body: str, cls: str) -> str:
    """An inline SVG of ``body`` in a box ``width`` by ``height``, hidden from screen readers
    (the figure is described as a whole)."""
    w, h = int(width + 0.999), int(height + 0.999)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{cls}" viewBox="0 0 {w} {h}" width="{w}" '
            f'height="{h}" aria-hidden="true" focusable="false">{body}</svg>')


def _tile_svg(t: Tile, upright: bool) -> str:
    """One face-up tile as an SVG of its own, drawn 1 px in from its box."""
    w, h = (U, 2 * U) if upright else (2 * U, U)
    return _svg(w + 2, h + 2, _tile(1, 1, t, upright), "domino-board__tile")


def _back_svg() -> str:
    return _svg(U + 2, 2 * U + 2, _back(1, 1), "domino-board__tile")


@dataclass
class _Row:
    """One row of a figure: its label (page text, or None), then its tiles (each an SVG, in a
    row that wraps), or a picture of its own, or a note (e.g. "(no tiles)")."""

    label: str | None = None
    content: str = ""


@dataclass
class _Drawing:
    """A figure being laid out top to bottom: its rows, and the sentences that describe it to a
    screen reader."""

    rows: list[_Row] = field(default_factory=list)
    desc: list[str] = field(default_factory=list)


def render_board(board: Board, tr: Callable[..., str], fig_id: str) -> str:
    """The figure's HTML: ``<figure>`` with a row for the line, each hand and the tiles outside
    the hands, described as one picture, and a ``<figcaption>``.

    A row's label is the page's text, in the page's small size, above its tiles; each tile is
    an inline ``<svg>`` of its own, and a row of them wraps like words on a narrow screen: the
    figure never shrinks as a whole (walk W13: drawn as one SVG, a wide figure shrank with
    its labels, to 7 px; a long line's tiles to a few pixels on a phone). ``tr(msgid,
    **params)`` gives the label texts in the page's language.
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
    """The line of play, doubles across, left to right (on as many rows as the column needs)."""
    tiles = "".join(_tile_svg(t, upright=t[0] == t[1]) for t in line)
    drawing.rows.append(_Row(content=f'<div class="domino-board__tiles dm-line">{tiles}</div>'))
    drawing.desc.append(f"{tr('ui.line')}: {' '.join(tile_text(t) for t in line)}.")


def _draw_hand(drawing: _Drawing, board: Board, i: int, hand: list[Tile], tr: Callable[..., str]) -> None:
    """Hand ``i`` under its label: its tiles upright, face down, or a note that it is empty."""
    label = None if board.single_hand else board.labels.get(i, tr("ui.player", player=i + 1))
    if i in board.hidden:
        tiles = "".join(_back_svg() for _ in range(board.hidden[i]))
    else:
        tiles = "".join(_tile_svg(t, upright=True) for t in hand)
    if tiles:
        content = f'<div class="domino-board__tiles dm-hand">{tiles}</div>'
    else:
        content = f'<p class="domino-board__note">({escape(tr("ui.no_tiles"))})</p>'
    drawing.rows.append(_Row(label=label, content=content))
    if i in board.hidden:
        said = tr("ui.face_down", count=board.hidden[i])
    else:
        said = " ".join(tile_text(t) for t in hand) if hand else tr("ui.no_tiles")
    drawing.desc.append(f"{label if label is not None else tr('ui.a_hand')}: {said}.")


def _draw_boneyard(drawing: _Drawing, boneyard: int, set_aside: bool, tr: Callable[..., str]) -> None:
    """The tiles outside the hands: how many, and their backs, overlapping (one picture). A
    boneyard, or tiles set aside in the rule sets that never draw, named as the live board
    names them."""
    text = tr("stock.set-aside", count=boneyard) if set_aside else tr("ui.boneyard_count", count=boneyard)
    backs = "".join(_back(1 + n * BONE_STEP, 1) for n in range(boneyard))
    width = (boneyard - 1) * BONE_STEP + U + 2
    picture = f'<g class="dm-boneyard">{backs}</g>'
    content = _svg(width, 2 * U + 2, picture, "domino-board__svg") if boneyard else ""
    drawing.rows.append(_Row(label=text, content=content))
    drawing.desc.append(f"{text}.")


def _figure(drawing: _Drawing, fig_id: str, caption: str) -> str:
    """The rows as one accessible picture, described (its description is hidden: a screen reader
    reads it as the picture's), and its caption."""
    cap_id = f"{fig_id}-cap"
    desc_id = f"{fig_id}-desc"
    rows = "".join(
        '<div class="domino-board__row">'
        + (f'<p class="domino-board__label">{escape(row.label)}</p>' if row.label is not None else "")
        + row.content + "</div>"
        for row in drawing.rows)
    return (
        f'<figure class="domino-board" id="{fig_id}">'
        f'<div class="domino-board__drawing" role="img" aria-labelledby="{cap_id}" '
        f'aria-describedby="{desc_id}">{rows}</div>'
        f'<p class="domino-board__desc" id="{desc_id}" hidden>{escape(" ".join(drawing.desc))}</p>'
        f'<figcaption id="{cap_id}">{escape(caption)}</figcaption>'
        "</figure>"
    )
