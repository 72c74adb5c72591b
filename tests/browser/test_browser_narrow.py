"""Wide tables on a 360 px phone (walk 3 and 17 of ../shared/reviews/walk.md): the page never
scrolls sideways; a table wider than the screen scrolls inside its own box.

- The board's match table grows a column per hand: after 8 hands of a German draw game (a
  target no hand reaches, from the page's address) the page is still 360 px wide, the table
  is wider than its box, and the players' names and the Total column stay in view.
- The practice disputes, whose verdict tables hold the longest words, in every language.

The test waits for the states the board publishes on its root (data-version, data-busy,
data-state, data-hand), never for durations.
"""

from __future__ import annotations

import pytest
from _browserkit import START_TIMEOUT_MS, assert_all_local
from _sitekit import LANGS, lang_prefix

WIDTH = 360
ROOT = ".domino-play"
BOARD = f"document.querySelector('{ROOT}').dataset"
READY = f"() => Number({BOARD}.version) > %d && {BOARD}.busy === '0'"
HANDS = 8


def page_width(page) -> int:
    return int(page.evaluate("() => document.documentElement.scrollWidth"))


def wait_board(page, before: int) -> None:
    page.wait_for_function(READY % before, timeout=START_TIMEOUT_MS)


def play_one_move(page) -> None:
    """The reader's move by tapping: the first tile that fits (its left end when it fits both),
    else Draw, else Pass."""
    before = int(page.evaluate(f"() => Number({BOARD}.version)"))
    tile = page.locator(".domino-play__tile.is-legal").first
    if tile.count():
        tile.click()
        if page.locator(".domino-play__choose").is_visible():
            page.locator(".domino-play__end:not([disabled])").first.click()
    elif page.locator(".domino-play__draw:not([disabled])").is_visible():
        page.locator(".domino-play__draw").click()
    else:
        page.locator(".domino-play__pass").click()
    wait_board(page, before)


def test_a_match_of_eight_hands_keeps_the_page_360_px_wide(browser, base_url):
    ctx = browser.new_context(viewport={"width": WIDTH, "height": 740}, is_mobile=True, has_touch=True)
    requests: list[str] = []
    ctx.on("request", lambda r: requests.append(r.url))
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}{lang_prefix('de')}rules/draw/?seed=5&target=9999")
        page.locator(".domino-play__start").click()
        wait_board(page, 0)
        for _ in range(2000):
            state = page.get_attribute(ROOT, "data-state")
            hand = int(page.get_attribute(ROOT, "data-hand") or 0)
            if state == "over":
                # the table has a column for every hand so far, and the page stays as wide as the phone
                assert page.locator(".domino-match__scores thead th").count() == hand + 2
                assert page_width(page) <= WIDTH, f"after hand {hand}: the page is {page_width(page)} px wide"
                if hand == HANDS:
                    break
                before = int(page.evaluate(f"() => Number({BOARD}.version)"))
                page.locator(".domino-play__next-hand").click()
                wait_board(page, before)
            else:
                play_one_move(page)
        assert int(page.get_attribute(ROOT, "data-hand") or 0) == HANDS
        assert page.get_attribute(ROOT, "data-match") == "playing"
        box = page.locator(".domino-match__scroll")
        sizes = box.evaluate("b => [b.scrollWidth, b.clientWidth]")
        assert sizes[0] > sizes[1], f"eight hands fit {sizes}: the test shows nothing"
        view = box.evaluate("b => { const r = b.getBoundingClientRect(); return [r.left, r.right]; }")
        assert view[0] >= 0
        assert view[1] <= WIDTH
        # the Total column and the names are inside the box's visible part, before and after
        # the reader scrolls the table to its first hands
        for scroll in ("end", "start"):
            box.evaluate(f"b => {{ b.scrollLeft = {'b.scrollWidth' if scroll == 'end' else 0}; }}")
            for cells in (".domino-match__scores .domino-match__total",
                          ".domino-match__scores tr > :first-child"):
                rects = page.locator(cells).evaluate_all(
                    "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; })")
                assert len(rects) == 3  # the header and the two players
                assert all(view[0] - 1 <= left and right <= view[1] + 1 for left, right in rects), (
                    scroll, cells, rects, view)
        # the totals' and the hands' cells do not lie on top of each other: the sticky Total
        # column covers the hand columns that scroll under it, with a background of its own
        background = page.locator(".domino-match__scores td.domino-match__total").first.evaluate(
            "e => getComputedStyle(e).backgroundColor")
        assert background not in ("rgba(0, 0, 0, 0)", "transparent")
    finally:
        ctx.close()
    assert_all_local(requests)


@pytest.mark.parametrize("lang", LANGS)
def test_the_disputes_page_fits_a_phone(browser, base_url, lang):
    ctx = browser.new_context(viewport={"width": WIDTH, "height": 740}, is_mobile=True)
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}{lang_prefix(lang)}practice/disputes/")
        tables = page.locator(".domino-tutorial__verdicts")
        assert tables.count() > 0
        assert page_width(page) <= WIDTH, f"the page is {page_width(page)} px wide"
        # every verdict table in a box of its own, which scrolls when the table is wider than the
        # screen; the keyboard reaches the box, and a screen reader names it
        boxes = page.locator(".domino-scroll").evaluate_all(
            "els => els.map(b => [b.tabIndex, b.getAttribute('aria-label') || ''])")
        assert len(boxes) == tables.count()
        assert all(tab == 0 and label for tab, label in boxes), boxes
    finally:
        ctx.close()


LINE_TILES = 8  # a line wider than a phone's board (each tile lying lengthwise is 58 px wide)


@pytest.mark.parametrize("width", [360, 320])
def test_both_open_ends_of_a_long_line_are_in_view_on_a_phone(browser, base_url, width):
    """walk W6: at 360 and 320 px the line kept to one row, scrolling sideways inside its box,
    and its right-hand tiles and open end were cut off. The line's first and last tiles (its
    two open ends) are inside the screen and inside the line's box, which shows all it holds."""
    ctx = browser.new_context(viewport={"width": width, "height": 740}, is_mobile=True, has_touch=True)
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}rules/pagat-draw/?seed=7")
        page.locator(".domino-play__start").click()
        wait_board(page, 0)
        while page.locator(".domino-play__line > li[data-tile]").count() < LINE_TILES:
            assert page.get_attribute(ROOT, "data-state") != "over", "the hand ended before the line was long"
            play_one_move(page)
        line = page.locator("ol.domino-play__line")
        sizes = line.evaluate("l => [l.scrollWidth, l.clientWidth]")
        assert sizes[0] <= sizes[1] + 1, f"the line scrolls sideways: {sizes}"
        sides = "e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; }"
        box = line.evaluate(sides)
        ends = page.locator(".domino-play__line > li[data-tile]")
        for end in (ends.first, ends.last):
            left, right = end.evaluate(sides)
            assert left >= 0, (end.get_attribute("data-tile"), left, right, width)
            assert right <= width, (end.get_attribute("data-tile"), left, right, width)
            assert box[0] <= left, (end.get_attribute("data-tile"), left, right, box)
            assert right <= box[1], (end.get_attribute("data-tile"), left, right, box)
        assert page_width(page) <= width
    finally:
        ctx.close()


@pytest.mark.parametrize("width", [1280, 360, 320])
def test_figure_labels_are_the_pages_small_text_and_tiles_keep_their_size(browser, base_url, width):
    """walk W13: a puzzle's figure was one picture, shrunk to the column with its labels ("Player
    1", "Boneyard: 2 tiles") to 7 px at 1280 px. Every label in a figure is at least the page's
    small text (the tutorial's meta line, 0.7rem) as displayed, and no tile is drawn smaller than
    its own size: a row of tiles wraps instead."""
    ctx = browser.new_context(viewport={"width": width, "height": 800}, bypass_csp=True)
    try:
        page = ctx.new_page()
        for address in ("practice/pagat-draw/", "sv/practice/block/"):
            page.goto(f"{base_url}{address}")
            # every tutorial laid out, not only those near the screen (content-visibility: auto)
            page.add_style_tag(content=".md-typeset .domino-tutorial { content-visibility: visible; }")
            found = page.evaluate("""() => {
              const meta = document.querySelector('.domino-tutorial__meta');
              const small = parseFloat(getComputedStyle(meta).fontSize);
              // a text's size as displayed: in the page, its own; in an SVG, scaled as the SVG is
              const size = (e) => {
                if (e.tagName !== 'text') return parseFloat(getComputedStyle(e).fontSize);
                const svg = e.ownerSVGElement;
                const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
                return parseFloat(e.getAttribute('font-size')) * scale;
              };
              const labels = [...document.querySelectorAll('figure.domino-board')].flatMap(f =>
                [...f.querySelectorAll('text, .domino-board__label, .domino-board__note')]
                  .map(e => [e.textContent, size(e)]));
              const drawn = (g) => g.ownerSVGElement.getClientRects().length > 0;  // not in a hidden part
              const all = [...document.querySelectorAll('figure.domino-board g.dm-tile')];
              const tiles = all.filter(drawn).map(g => {
                const svg = g.ownerSVGElement;
                return [g.dataset.tile, svg.getBoundingClientRect().width / svg.viewBox.baseVal.width];
              });
              return {small, labels, tiles};
            }""")
            assert found["labels"], f"{address}: no labelled figure: the test shows nothing"
            tiny = [(text, round(size, 1)) for text, size in found["labels"] if size < found["small"] - 0.01]
            assert not tiny, f"{address} at {width} px, small text {found['small']} px: {tiny}"
            shrunk = [(tile, round(scale, 2)) for tile, scale in found["tiles"] if scale < 0.99]
            assert not shrunk, f"{address} at {width} px: tiles drawn smaller than their size: {shrunk[:5]}"
            assert page_width(page) <= width
    finally:
        ctx.close()
