"""The build-time boards (hooks/dominosite) and the build's failure messages."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import cast

import pytest
from _sitekit import REPO
from boards import with_sprite, write_sprite
from dominosite import fences
from dominosite.packing import Pack
from dominosite.svg import (
    PIP_FILL,
    PIP_RADIUS,
    TILE_FILL,
    TILE_STROKE,
    U,
    pip_path,
    render_board,
    tile_shapes,
    tile_symbol,
)
from dominosite.tiles import BoardError, parse_board, parse_tile

LABEL = re.compile(r'<p class="domino-board__label">([^<]*)</p>')  # a row's label, in a figure
DESC = re.compile(r'<p class="domino-board__desc" id="[^"]*" hidden>([^<]*)</p>')  # a figure's description


def tr(msgid, **params):
    return msgid + "".join(f"[{k}={v}]" for k, v in params.items())


def test_parse_tiles():
    assert parse_tile("6-3") == (6, 3)
    assert parse_tile("0-0") == (0, 0)
    for bad in ("7-1", "x", "6-", "66-1", "-1-2"):
        with pytest.raises(BoardError, match=re.escape(bad)):
            parse_tile(bad)


@pytest.mark.parametrize(
    ("body", "needle"),
    [
        ("line: 5-6 6-6 6-3 7-1\ncaption: c", "7-1 is not a tile"),
        ("line: 5-6 6-5\ncaption: c", "6-5 appears twice"),
        ("line: 5-6 5-5\ncaption: c", "5-6 is followed by 5-5"),
        ("line: 5-6\nhand: 6-5\ncaption: c", "duplicate tile 6-5"),
        ("hands: 1-1 | 2-2 1-1\ncaption: c", "duplicate tile 1-1"),
        ("hand: 1-1\n", "missing 'caption'"),
        ("colour: red\ncaption: c", "unknown key 'colour'"),
        ("boneyard: many\ncaption: c", "bad boneyard count 'many'"),
        ("hand: 1-1\nboneyard: 28\ncaption: c", "too many tiles"),
        ("hands: 1-1\ncaption: c", "at least two hands"),
    ],
)
def test_bad_boards(body, needle):
    with pytest.raises(BoardError) as err:
        parse_board(body)
    assert needle in str(err.value)


def test_a_pip_is_a_closed_circle_around_its_centre():
    d = pip_path(40.0, 16.0)
    arcs = re.fullmatch(r"M([\d.]+) ([\d.]+)a([\d.]+) ([\d.]+) 0 1 0 ([\d.]+) 0a\3 \4 0 1 0 -\5 0z", d)
    assert arcs, d
    x, y, rx, ry, across = map(float, arcs.groups())
    assert rx == ry == PIP_RADIUS > 0
    assert across == 2 * PIP_RADIUS
    assert (x + PIP_RADIUS, y) == (40.0, 16.0)  # starts a radius left of the centre


def test_good_board_svg():
    board = parse_board(
        "line: 5-6 6-6 6-3\nhands: 5-5 2-0 | 6-1 0-0 |\nboneyard: 3\ncaption: A <small> board."
    )
    assert board.line == [(5, 6), (6, 6), (6, 3)]
    assert board.hands == [[(5, 5), (2, 0)], [(6, 1), (0, 0)], []]
    html = render_board(board, tr, "fig-1")
    assert html.startswith('<figure class="domino-board" id="fig-1">')
    assert 'aria-labelledby="fig-1-cap"' in html
    assert '<figcaption id="fig-1-cap">A &lt;small&gt; board.</figcaption>' in html
    # each tile is drawn in the page, in its own group, and none is a <use> of the sprite
    tiles = dict(re.findall(r'<g class="dm-tile" data-tile="([^"]+)">(.*?)</g>', html))
    assert len(tiles) == 7
    assert "<use" not in html
    # pips: 5+6 + 6+6 + 6+3 + 5+5 + 2+0 + 6+1 + 0+0 = 51 dots (one subpath each, a path per
    # tile with pips); blank halves have none, so 0-0 has no path
    pips = [re.findall(r'<path class="dm-pip" d="([^"]*)"', drawn) for drawn in tiles.values()]
    assert sum(len(p) for p in pips) == 6
    assert sum(d.count("M") for p in pips for d in p) == 51
    assert html.count('class="dm-back"') == 3
    assert "ui.player[player=3]" in html  # the third (empty) hand is labelled too

    def face(tile):
        rect = r'<rect class="dm-face" x="([\d.]+)" y="([\d.]+)" width="(\d+)" height="(\d+)"'
        found = re.search(rect, tiles[tile])
        assert found is not None
        x, y, w, h = found.groups()
        return float(x), float(y), int(w), int(h)

    def pip_centres(tile):
        found = re.search(r'class="dm-pip" d="([^"]*)"', tiles[tile])
        assert found is not None
        d = found.group(1)
        return [(float(x) + PIP_RADIUS, float(y)) for x, y in re.findall(r"M([\d.]+) ([\d.]+)a", d)]

    # the double in the line stands crosswise (upright: twice as high as wide), the others lie
    assert face("6-6")[2:] == (U, 2 * U)
    assert face("5-6")[2:] == (2 * U, U)
    # 5-6 as it lies: five pips in its left half, six in its right
    x, _, _, _ = face("5-6")
    left = [cx for cx, _ in pip_centres("5-6") if cx < x + U]
    assert len(left) == 5
    assert len(pip_centres("5-6")) == 11


def test_a_figure_and_the_sprite_draw_a_tile_alike():
    # one drawing: the sprite's symbol is the figure's tile moved to the symbol's own box
    symbol = tile_symbol(6, 5, upright=True)
    assert symbol == (f'<symbol id="dm-tile-6-5-u" viewBox="0 0 {U + 2} {2 * U + 2}">'
                      f'{tile_shapes(1, 1, 6, 5, upright=True, in_sprite=True)}</symbol>')
    page, sprite_drawing = (tile_shapes(1, 1, 6, 5, upright=True, in_sprite=s) for s in (False, True))
    geometry = re.compile(r' (?:x|y|x1|y1|x2|y2|width|height|rx|d)="[^"]*"')
    assert geometry.findall(page) == geometry.findall(sprite_drawing)


def test_a_page_with_scripts_is_told_where_the_sprite_is(tmp_path):
    board = parse_board("line: 1-2 2-2\ncaption: Two tiles.")
    figure = render_board(board, tr, "fig-2")
    page = f"<html><head></head><body class='x'>{figure}</body></html>"
    assert with_sprite(page, "../../") == page  # no script draws tiles here
    plain = "<html><head></head><body><p>No tiles.</p></body></html>"
    assert with_sprite(plain, "") == plain
    block = ('<div class="domino-play" data-root="../" data-engine="e.zip" data-pyodide="p/"'
             ' data-stdlib="p/s.zip" data-start-bytes="1"></div>')
    scripted = with_sprite(f"<html><head></head><body>{block}</body></html>", "../")
    assert '<meta name="domino-tiles" content="../assets/images/tiles.svg"></head>' in scripted
    # the file: the whole double-six set both ways, for the scripts
    written = write_sprite(str(tmp_path)).read_text(encoding="utf-8")
    ids = re.findall(r'<symbol id="([^"]+)"', written)
    assert len(ids) == len(set(ids)) >= 2 * 28
    assert "dm-tile-6-0-u" in ids
    assert "dm-tile-0-0-l" in ids


def test_a_tile_takes_the_page_colours_with_fallbacks():
    # the drawing reads the page's --dm-* properties (light, dark, print) and reads without CSS
    drawn = tile_symbol(6, 5, upright=True)
    assert f"fill:var(--dm-face,{TILE_FILL})" in drawn
    assert f"fill:var(--dm-pip,{PIP_FILL})" in drawn
    assert drawn.count(f"stroke:var(--dm-edge,{TILE_STROKE})") == 2
    # in a page the shapes carry the site's classes (dominoes.css paints them) and the same
    # colours as attributes
    inline = tile_shapes(0, 0, 6, 5, upright=True, in_sprite=False)
    assert 'class="dm-face"' in inline
    assert f'fill="{TILE_FILL}" stroke="{TILE_STROKE}"' in inline
    assert 'class="dm-pip"' in inline
    assert f'fill="{PIP_FILL}"' in inline
    assert "var(" not in inline
    css = (REPO / "docs" / "assets" / "css" / "dominoes.css").read_text(encoding="utf-8")
    assert ".dm-face { fill: var(--dm-face); stroke: var(--dm-edge); }" in css
    assert ".dm-pip { fill: var(--dm-pip); }" in css


def test_fences_skip_other_code_blocks():
    md = textwrap.dedent(
        """\
        Text

        ````markdown
        ```domino-board
        line: 9-9
        ```
        ````

        - item

            ```domino-board
            hand: 1-2
            caption: c
            ```
        """
    )
    out, blocks = fences.extract(md)
    assert len(blocks) == 1
    assert blocks[0].body == "hand: 1-2\ncaption: c"
    assert "line: 9-9" in out
    assert "    " + blocks[0].token in out


def _mini_build(tmp_path: Path, hooks: list[str], page: str,
                env_extra=None) -> subprocess.CompletedProcess[str]:
    (tmp_path / "docs" / "en").mkdir(parents=True)
    (tmp_path / "docs" / "en" / "index.md").write_text(page, encoding="utf-8")
    hook_lines = "".join(f"  - {REPO / 'hooks' / h}\n" for h in hooks)
    (tmp_path / "mkdocs.yml").write_text(
        f"site_name: t\ndocs_dir: docs\nstrict: true\nhooks:\n{hook_lines}", encoding="utf-8"
    )
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONPATH=str(REPO / "engine"))
    env.update(env_extra or {})
    return subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize(("line", "message"), [
    ("5-6 6-6 6-3 3-7", "3-7 is not a tile"),
    ("5-6 3-6", "5-6 is followed by 3-6"),
])
def test_a_bad_board_fails_the_build_naming_page_and_value(tmp_path, line, message):
    page = f"# T\n\n```domino-board\nline: {line}\ncaption: Bad.\n```\n"
    proc = _mini_build(tmp_path, ["boards.py"], page)
    assert proc.returncode != 0
    out = proc.stdout + proc.stderr
    assert "docs/en/index.md" in out, out[-2000:]
    assert message in out, out[-2000:]


def test_missing_runtime_says_npm_ci(tmp_path):
    proc = _mini_build(tmp_path, ["pack.py"], "# T\n")
    assert proc.returncode != 0
    lines = [line for line in (proc.stdout + proc.stderr).splitlines() if "npm ci" in line]
    assert len(lines) == 1, proc.stdout + proc.stderr


def test_hand_tiles_are_named_and_drawn_higher_first():
    # a hand is not a line: its tiles are named as everywhere else ("6-3"), whatever the page wrote
    board = parse_board("line: 1-6 6-6\nhand: 0-4 2-3 0-0\ncaption: c")
    assert board.hands == [[(4, 0), (3, 2), (0, 0)]]
    assert board.line == [(1, 6), (6, 6)]  # a line keeps each tile as it lies


def test_a_figure_is_described_with_a_label_before_every_row_of_tiles():
    # a screen reader hears whose tiles these are, also for the one unlabelled hand of `hand:`
    one = render_board(parse_board("line: 5-6 6-6\nhand: 3-1 2-0\ncaption: C."), tr, "f")
    found = DESC.search(one)
    assert found is not None
    desc = found.group(1)
    assert desc == "ui.line: 5-6 6-6. ui.a_hand: 3-1 2-0."
    two = render_board(parse_board("hands: 3-1 | 2-0\ncaption: C."), tr, "g")
    found = DESC.search(two)
    assert found is not None
    assert found.group(1) == \
        "ui.player[player=1]: 3-1. ui.player[player=2]: 2-0."




def figure_texts(page: str) -> list[str]:
    """Every label inside the page's figures and every figure's description."""
    return LABEL.findall(page) + DESC.findall(page)


@pytest.mark.parametrize("lang", ["en", "sv", "de", "nb"])
def test_figures_of_games_that_never_draw_say_the_tiles_are_set_aside(site, lang):
    """review-de W1 (and sv, nb): a block game's undealt tiles are set aside, never drawn; its
    static figures said "Boneyard: 14 tiles". They name them as the live board does."""
    from dominorules.words.i18n import translate
    from dominorules.words.message import Message

    def said(msgid: str, count: int) -> str:
        return translate(Message(msgid, {"count": count}), lang)

    prefix = "" if lang == "en" else f"{lang}/"
    boneyard_word = said("ui.boneyard_count", 14).split(":")[0]  # "Boneyard", "Draghög", …
    for system, draws in (("block", False), ("block-locker-loses", False), ("draw", True)):
        page = (site / prefix / "practice" / system / "index.html").read_text(encoding="utf-8")
        texts = figure_texts(page)
        # the labels of the tiles outside the hands, either word: their counts
        words = (boneyard_word, said("stock.set-aside", 14).split(":")[0])
        counts = [int(re.findall(r"\d+", label)[-1]) for label in LABEL.findall(page)
                  if label.startswith(words)]
        assert counts, f"{lang} {system}: no figure shows the tiles outside the hands"
        for count in set(counts):
            shown = said("ui.boneyard_count" if draws else "stock.set-aside", count)
            other = said("stock.set-aside" if draws else "ui.boneyard_count", count)
            assert any(shown in text for text in texts), (lang, system, shown)
            assert not any(other in text for text in texts), (lang, system, other)


class _NoPack:
    """A stand-in for the build's engine pack: the play block's own data is what is tested."""

    def block_data(self, root: str) -> dict[str, str]:
        return {"data-root": root}


@pytest.mark.parametrize(("rules", "players", "expected"), [
    ("draw", 2, {"partners": False, "target": 100}),  # RULES.md R-draw-target: 100
    ("partnership", 4, {"partners": True, "target": None}),  # one hand, partners opposite
    ("block", 3, {"partners": False, "target": None}),
])
def test_the_play_block_embeds_its_typed_data(rules, players, expected):
    import json

    from boards import render_play
    from dominorules.contract import EmbeddedBoard, check

    html = render_play({"rules": rules, "players": str(players)}, "en", "./", cast(Pack, _NoPack()))
    found = re.search(r'<script type="application/json" class="domino-play__data">(.*?)</script>', html)
    assert found, html
    data = json.loads(found.group(1))
    check(data, EmbeddedBoard)
    assert data == expected
    assert "data-target" not in html
    assert "data-partners" not in html
