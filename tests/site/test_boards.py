"""The build-time boards (hooks/dominosite) and the build's failure messages."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from _sitekit import REPO
from boards import with_sprite, write_sprite
from dominosite import fences
from dominosite.svg import (
    PIP_FILL,
    PIP_RADIUS,
    TILE_FILL,
    TILE_STROKE,
    U,
    pip_path,
    render_board,
    sprite,
    symbols_used,
    tile_symbol,
)
from dominosite.tiles import BoardError, parse_board, parse_tile


def tr(msgid, **params):
    return msgid + "".join(f"[{k}={v}]" for k, v in params.items())


def test_parse_tiles():
    assert parse_tile("6-3") == (6, 3)
    assert parse_tile("0-0") == (0, 0)
    for bad in ("7-1", "x", "6-", "66-1", "-1-2"):
        with pytest.raises(BoardError, match=re.escape(bad)):
            parse_tile(bad)


@pytest.mark.parametrize(
    "body, needle",
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
    assert rx == ry == PIP_RADIUS > 0 and across == 2 * PIP_RADIUS
    assert (x + PIP_RADIUS, y) == (40.0, 16.0)  # starts a radius left of the centre


def test_good_board_svg():
    board = parse_board(
        "line: 5-6 6-6 6-3\nhands: 5-5 2-0 | 6-1 0-0 |\nboneyard: 3\ncaption: A <small> board."
    )
    assert board.line == [(5, 6), (6, 6), (6, 3)]
    assert board.hands == [[(5, 5), (2, 0)], [(6, 1), (0, 0)], []]
    html = render_board(board, tr, "fig-1")
    assert html.startswith('<figure class="domino-board" id="fig-1">')
    assert (
        'aria-labelledby="fig-1-cap"' in html
        and '<figcaption id="fig-1-cap">A &lt;small&gt; board.</figcaption>' in html
    )
    # each tile is the sprite's drawing of it (one symbol per tile and orientation)
    drawn = sprite(symbols_used(html))
    symbols = dict(re.findall(r'<symbol id="([^"]+)"[^>]*>(.*?)</symbol>', drawn))
    used = re.findall(r'<use href="#([^"]+)"', html)
    assert len(used) == 7 and set(used) == set(symbols)
    # pips: 5+6 + 6+6 + 6+3 + 5+5 + 2+0 + 6+1 + 0+0 = 51 dots (one subpath each, a path per
    # tile with pips); blank halves have none, so 0-0 has no path
    pips = [re.findall(r'<path class="dm-pip" d="([^"]*)"', symbols[ref]) for ref in used]
    assert sum(len(p) for p in pips) == 6 and sum(d.count("M") for p in pips for d in p) == 51
    assert html.count('class="dm-back"') == 3
    assert "ui.player[player=3]" in html  # the third (empty) hand is labelled too
    # the double in the line stands crosswise (upright: twice as high as wide)
    double = html.split('data-tile="6-6"')[1].split("</g>")[0]
    assert 'href="#dm-tile-6-6-u"' in double and f'width="{U + 2}" height="{2 * U + 2}"' in double
    plain = html.split('data-tile="5-6"')[1].split("</g>")[0]
    assert 'href="#dm-tile-6-5-l"' in plain and f'width="{2 * U + 2}" height="{U + 2}"' in plain
    # 5-6 is the symbol of 6-5 turned half round (the 5 on the left): one drawing either way
    assert 'transform="rotate(180' in plain
    assert "rotate" not in html.split('data-tile="6-3"')[1].split("</g>")[0]


def test_a_page_points_its_tiles_at_the_sprite_file(tmp_path):
    board = parse_board("line: 1-2 2-2\ncaption: Two tiles.")
    figure = render_board(board, tr, "fig-2")
    page = f"<html><head></head><body class='x'>{figure}</body></html>"
    out = with_sprite(page, "../../")
    # the page holds no drawing of its own: every tile is a <use> of the one file
    assert "<symbol" not in out and 'href="#' not in out
    assert set(re.findall(r'<use href="\.\./\.\./assets/images/tiles\.svg#([^"]+)"', out)) == {
        "dm-tile-2-1-l", "dm-tile-2-2-u"}
    assert 'name="domino-tiles"' not in out  # no script draws tiles here
    plain = "<html><head></head><body><p>No tiles.</p></body></html>"
    assert with_sprite(plain, "") == plain
    # a page whose scripts draw tiles is told where the sprite is
    block = '<div class="domino-play" data-root="../" data-engine="e.zip" data-pyodide="p/"></div>'
    scripted = with_sprite(f"<html><head></head><body>{block}</body></html>", "../")
    assert '<meta name="domino-tiles" content="../assets/images/tiles.svg"></head>' in scripted
    # the file: the whole double-six set both ways for the scripts, and each figure's tiles
    written = write_sprite(str(tmp_path)).read_text(encoding="utf-8")
    ids = re.findall(r'<symbol id="([^"]+)"', written)
    assert len(ids) == len(set(ids)) >= 2 * 28 and "dm-tile-6-0-u" in ids and "dm-tile-0-0-l" in ids


def test_a_tile_takes_the_page_colours_with_fallbacks():
    # the drawing reads the page's --dm-* properties (light, dark, print) and reads without CSS
    drawn = tile_symbol(6, 5, upright=True)
    assert f"fill:var(--dm-face,{TILE_FILL})" in drawn and f"fill:var(--dm-pip,{PIP_FILL})" in drawn
    assert drawn.count(f"stroke:var(--dm-edge,{TILE_STROKE})") == 2


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
    assert "line: 9-9" in out and "    " + blocks[0].token in out


def _mini_build(tmp_path: Path, hooks: list[str], page: str, env_extra=None) -> subprocess.CompletedProcess:
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


@pytest.mark.parametrize("line, message", [
    ("5-6 6-6 6-3 3-7", "3-7 is not a tile"),
    ("5-6 3-6", "5-6 is followed by 3-6"),
])
def test_a_bad_board_fails_the_build_naming_page_and_value(tmp_path, line, message):
    page = f"# T\n\n```domino-board\nline: {line}\ncaption: Bad.\n```\n"
    proc = _mini_build(tmp_path, ["boards.py"], page)
    assert proc.returncode != 0
    out = proc.stdout + proc.stderr
    assert "docs/en/index.md" in out and message in out, out[-2000:]


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
    desc = re.search(r"<desc[^>]*>(.*?)</desc>", one).group(1)
    assert desc == "ui.line: 5-6 6-6. ui.a_hand: 3-1 2-0."
    two = render_board(parse_board("hands: 3-1 | 2-0\ncaption: C."), tr, "g")
    assert re.search(r"<desc[^>]*>(.*?)</desc>", two).group(1) == \
        "ui.player[player=1]: 3-1. ui.player[player=2]: 2-0."
