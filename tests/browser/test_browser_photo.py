"""Counting the pips from a photo on the score pad (issue 39), in Chromium, on the built site.

The photos are the labelled set's (tests/photos: labels.csv, each labelled by hand by looking
at it); the expected totals are the labels', never the program's output. The flow: a draw
game to 100 for Anna and Bo (as tests/browser/test_browser_scorepad.py sets it up), Anna goes
out, Bo's pips counted from a photo of one tile (3 above the divider, 6 below), a pip taken
away and one added by taps on the photo, one pip taken away with the button a screen reader
uses, the tiles into Bo's field, the hand scored: going out scores the opponents' pips
(RULES.md, R-draw-100-*), so Anna gets Bo's 8.
"""

from __future__ import annotations

import csv
from pathlib import Path

from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS
from dominorules.words.i18n import translate

PAD = ".domino-scorepad"
PHOTOS = Path(__file__).resolve().parents[1] / "photos"
LABELS = {row["file"]: row for row in csv.DictReader((PHOTOS / "labels.csv").open(encoding="utf-8"))}


def en(msgid, **params):
    return translate(msgid, "en", params)


def start_match(context, base_url):
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{base_url}score/")
    page.evaluate("() => localStorage.clear()")
    page.reload()
    page.wait_for_selector(".domino-scorepad__setup:not([hidden])")
    pad = page.locator(PAD)
    pad.get_by_label(en("ui.score.system"), exact=True).select_option("draw-100")
    pad.get_by_label(en("ui.score.players"), exact=True).select_option("2")
    pad.get_by_label(en("ui.score.name", player=1)).fill("Anna")
    pad.get_by_label(en("ui.score.name", player=2)).fill("Bo")
    pad.get_by_label(en("ui.score.first_opener")).select_option("0")
    pad.get_by_role("button", name=en("ui.score.start")).click()
    page.wait_for_function(f"() => document.querySelector('{PAD}').dataset.hands === '0'",
                           timeout=START_TIMEOUT_MS)
    return page, errors


def count(page, panel, photo):
    """Hand `photo` to the panel's file input and wait for its count."""
    panel.locator("input[type=file]").set_input_files(str(PHOTOS / photo))
    panel.and_(page.locator("[data-state=counted], [data-state=none]")).wait_for(timeout=STEP_TIMEOUT_MS)
    return int(panel.get_attribute("data-total") or "-1")


def open_panel(page, name):
    page.locator(PAD).get_by_role("button", name=en("ui.score.photo_count", name=name)).click()
    panel = page.locator(PAD).get_by_role("group", name=en("ui.score.photo_count", name=name))
    panel.wait_for(timeout=STEP_TIMEOUT_MS)
    return panel


def test_the_counting_gets_labelled_photos_right(context, base_url):
    page, errors = start_match(context, base_url)
    panel = open_panel(page, "Anna")
    # tuning photos: black pips and brass centre pins, tiles touching; coloured pips on felt
    for photo in ("pin-mid.jpg", "pin-left.jpg", "colour-14.jpg", "colour-31.jpg"):
        assert count(page, panel, photo) == int(LABELS[photo]["total_pips"]), photo
    # tuning photos from other sources: pale grey, pink and yellow pips on double-twelve tiles
    # lying askew on black; yellowed ivory on a white table (only its lightness shows the dividers)
    for photo in ("twelve-colour.jpg", "white-three.jpg"):
        assert count(page, panel, photo) == int(LABELS[photo]["total_pips"]), photo
    # the tiles read, each highest half first, listed in the result
    count(page, panel, "pin-mid.jpg")
    assert LABELS["pin-mid.jpg"]["tiles"] == "3-6 4-4"
    assert panel.locator(".domino-photo__status").text_content() == en(
        "ui.score.photo_result", tiles="6-3 and 4-4", pips=17)
    assert errors == []
    page.close()


def test_count_bos_pips_from_a_photo_correct_one_and_score_the_hand(context, base_url, site):
    page, errors = start_match(context, base_url)
    pad = page.locator(PAD)
    scripts: list[str] = []
    page.on("request", lambda r: scripts.append(r.url) if r.url.endswith(".js") else None)
    pad.get_by_label(en("ui.score.went_out", name="Anna"), exact=True).check()
    # (the service worker answers this page: it registered after the engine's first answer)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=START_TIMEOUT_MS)
    before = len(scripts)
    panel = open_panel(page, "Bo")
    # the panel and the counting came in a file of their own, asked for only now, and not in
    # the offline copy's core either (a device that never counts never downloads it) ...
    photo_files = scripts[before:]
    assert photo_files
    worker = (site / "sw.js").read_text(encoding="utf-8")
    for url in photo_files:
        assert url.rsplit("/", 1)[1] not in worker, url
    # ... but kept once used: with no network, the service worker still answers it
    context.set_offline(True)
    try:
        for url in photo_files:
            assert page.evaluate("async (u) => (await (await fetch(u)).text()).length", url) > 1000, url
    finally:
        context.set_offline(False)
    # the page says what the counting cannot do
    assert panel.locator(".domino-photo__limits").text_content() == en("ui.score.photo_limits")
    assert panel.locator("input[type=file]").get_attribute("capture") == "environment"

    assert LABELS["pin-36.jpg"]["tiles"] == "3-6"
    assert count(page, panel, "pin-36.jpg") == 9
    status = panel.locator(".domino-photo__status")
    assert status.text_content() == en("ui.score.photo_result", tiles="6-3", pips=9)
    assert panel.locator("canvas").get_attribute("aria-label") == status.text_content()
    assert panel.locator(".domino-photo__tile").first.text_content().startswith(
        en("ui.score.photo_tile", n=1, a=3, b=6))

    # a tap on the 3's middle pip (at 43, 45 of the 88 x 176 photo, as seen in it) takes it away,
    # a tap on the bare top left corner of that half (18, 16) adds one there
    canvas = panel.locator("canvas")
    box = canvas.bounding_box()
    assert box is not None
    scale = box["width"] / 88
    canvas.click(position={"x": 43 * scale, "y": 45 * scale})
    page.wait_for_function("() => document.querySelector('.domino-photo').dataset.total === '8'")
    assert status.text_content() == en("ui.score.photo_result", tiles="6-2", pips=8)
    canvas.click(position={"x": 18 * scale, "y": 16 * scale})
    page.wait_for_function("() => document.querySelector('.domino-photo').dataset.total === '9'")
    assert status.text_content() == en("ui.score.photo_result", tiles="6-3", pips=9)

    # one pip too many on the 6 half (the tile's second half, as its row says it): taken away
    # with its button
    panel.get_by_role("button", name=en("ui.score.photo_less", n=1, half=2, pips=6)).click()
    page.wait_for_function("() => document.querySelector('.domino-photo').dataset.total === '8'")
    assert status.text_content() == en("ui.score.photo_result", tiles="5-3", pips=8)
    panel.get_by_role("button", name=en("ui.score.photo_use")).click()
    field = page.locator('.domino-scorepad__pips[data-seat="1"] .domino-scorepad__pips-input')
    assert field.input_value() == "5-3"
    assert page.locator(".domino-photo").count() == 0

    pad.get_by_role("button", name=en("ui.score.add")).click()
    page.wait_for_function(f"() => document.querySelector('{PAD}').dataset.hands === '1'",
                           timeout=START_TIMEOUT_MS)
    rows = page.locator(".domino-scorepad__totals tbody tr").evaluate_all(
        "rows => rows.map(r => [r.querySelector('th').textContent, "
        "Number(r.querySelector('.domino-scorepad__total').textContent)])")
    assert rows == [["Anna", 8], ["Bo", 0]]
    assert errors == []
    page.close()


def test_the_counted_photo_on_a_phone_in_swedish_is_usable_by_everyone(browser, base_url):
    """On a 360 px phone, a photo counted: nothing scrolls sideways, every correction button is
    44 px high, axe-core (the pinned npm package) finds nothing serious, light or dark."""
    from _sitekit import REPO, lang_prefix

    ctx = browser.new_context(bypass_csp=True, viewport={"width": 360, "height": 740})
    page = ctx.new_page()
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(f"{base_url}{lang_prefix('sv')}score/")
        page.evaluate("() => localStorage.setItem('domino-scorepad/1', JSON.stringify({current: 'p',"
                      " undo: [], matches: {p: {id: 'p', created: '2026-01-01T00:00:00Z', rules: 'draw',"
                      " players: 2, names: ['Ann', 'Bo'], opener: 0, hands: []}}}))")
        page.reload()
        page.wait_for_selector('.domino-scorepad[data-hands="0"]', timeout=START_TIMEOUT_MS)
        name = translate("ui.score.photo_count", "sv", {"name": "Bo"})
        page.locator(PAD).get_by_role("button", name=name).click()
        panel = page.locator(PAD).get_by_role("group", name=name)
        assert count(page, panel, "pin-mid.jpg") == 17
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        low = panel.locator("button").evaluate_all(
            "bs => bs.map(b => b.getBoundingClientRect().height).filter(h => h < 44)")
        assert low == []
        page.add_script_tag(path=str(REPO / "node_modules" / "axe-core" / "axe.min.js"))
        serious = page.evaluate(
            """async () => (await axe.run(document.querySelector('.domino-photo'),
                                          {resultTypes: ['violations']}))
                   .violations.filter(v => ['serious', 'critical'].includes(v.impact)).map(v => v.id)""")
        assert serious == [], scheme
    ctx.close()
