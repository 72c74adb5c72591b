"""Every page usable by everyone (Debian's Chromium, driven by Playwright).

- axe-core (the pinned npm package) finds no serious or critical violation on any page
  type (home, a rules page with its board started, a puzzle page, the practice list, the
  settler with its verdicts, the score pad, our table's rules asking and with its sheet) in
  any language, in the light and in the dark scheme;
- on a 360 px wide phone nothing makes the page scroll sideways and every tile is at
  least 44 px square;
- a puzzle can be solved with the keyboard alone, with a visible focus;
- a rules page prints as a rule card: no navigation, no buttons, the boards as drawn;
- a worker that crashes, or a start that hangs, is reported with a retry, and what the
  reader entered stays.
"""

from __future__ import annotations

import json

import pytest
from _browserkit import START_TIMEOUT_MS
from _sitekit import LANGS, REPO, lang_prefix
from dominorules.words.i18n import translate

AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
SETTLED = "settle/?k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3"
# a match kept by the score pad: a draw game of two hands, so the totals, the hands and the form show
KEPT_MATCH = {"id": "a11y", "created": "2026-01-01T00:00:00Z", "rules": "draw", "players": 2,
              "names": ["Ann", "Bo"], "opener": 0, "hands": [
                  {"end": "out", "out": 0, "pips": [0, 12]},
                  {"end": "blocked", "last": 1, "pips": [["6-6"], 3]}]}
PAGE_TYPES = {"home": "", "rules": "rules/block/", "puzzle": "practice/block/", "practice": "practice/",
              "settler": SETTLED, "scorepad": "score/", "table": "table/",
              "table-sheet": "table/?c=draw,tie:split&p=3"}
PUZZLE = "block-playable-two-ends"  # a "which tiles can be played" puzzle of the block game


def prepare(page, kind):
    """Bring the page's interactive parts up, as a reader would see them."""
    if kind == "rules":
        page.click(".domino-play__start")
        page.wait_for_selector(".domino-play[data-state]", timeout=START_TIMEOUT_MS)
    elif kind == "settler":
        page.wait_for_selector('.domino-settler[data-state="answered"]', timeout=START_TIMEOUT_MS)
    elif kind == "scorepad":
        page.evaluate("m => localStorage.setItem('domino-scorepad/1', "
                      "JSON.stringify({current: m.id, matches: {[m.id]: m}, undo: []}))", KEPT_MATCH)
        page.reload()
        page.wait_for_selector('.domino-scorepad[data-hands="2"]', timeout=START_TIMEOUT_MS)
    elif kind == "table":  # our table's rules: its first question
        page.wait_for_selector('.domino-table[data-state="asking"]', timeout=START_TIMEOUT_MS)
    elif kind == "table-sheet":  # and the sheet of a link, with its QR code
        page.wait_for_selector('.domino-table[data-state="sheet"]', timeout=START_TIMEOUT_MS)
    elif kind in ("puzzle", "practice"):
        page.wait_for_selector("[data-ready]")


def axe_violations(page):
    page.add_script_tag(path=str(AXE))
    return page.evaluate(
        """async () => (await axe.run(document, {resultTypes: ["violations"]})).violations
               .map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                           where: v.nodes.slice(0, 3).map(n => n.target.join(" "))}))""")


@pytest.fixture(scope="module")
def axe_context(browser):
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: npm ci", pytrace=False)
    ctx = browser.new_context(bypass_csp=True)  # axe itself is injected into the page
    # Material keeps the last palette in localStorage and writes it again as a page goes: every
    # page here follows the emulated colour scheme instead (cleared before Material's own script)
    ctx.add_init_script("for (const key of Object.keys(localStorage))"
                        " if (key.endsWith('__palette')) localStorage.removeItem(key);")
    yield ctx
    ctx.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", list(PAGE_TYPES))
def test_axe_finds_nothing_serious_in_light_and_dark(axe_context, base_url, kind, lang):
    page = axe_context.new_page()
    found = {}
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        page.goto(f"{base_url}{lang_prefix(lang)}{PAGE_TYPES[kind]}")
        prepare(page, kind)
        expected = "slate" if scheme == "dark" else "default"
        assert page.get_attribute("body", "data-md-color-scheme") == expected
        found[scheme] = axe_violations(page)
    page.close()
    serious = {scheme: [v for v in violations if v["impact"] in ("serious", "critical")]
               for scheme, violations in found.items()}
    assert serious == {"light": [], "dark": []}, json.dumps(serious, indent=1)



TILES = (".domino-play__tile, .domino-tutorial__tile, .domino-settler__tile, .domino-settler__placed, "
         ".domino-scorepad__tile")


@pytest.mark.parametrize("lang", LANGS)
def test_a_phone_360_px_wide(context, base_url, lang):
    page = context.new_page()
    page.set_viewport_size({"width": 360, "height": 740})
    for kind, path in PAGE_TYPES.items():
        page.goto(f"{base_url}{lang_prefix(lang)}{path}")
        prepare(page, kind)
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 360, f"{kind}: the page is {width} px wide"
        small = page.locator(TILES).evaluate_all(
            "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect())"
            ".filter(r => r.width < 44 || r.height < 44).map(r => [r.width, r.height])")
        assert small == [], f"{kind}: tiles smaller than 44 px: {small[:5]}"
        assert page.locator(TILES).count() > 0 or kind in ("home", "practice", "table", "table-sheet")
    page.close()


def test_a_puzzle_with_the_keyboard_alone(context, base_url):
    page = context.new_page()
    page.goto(f"{base_url}practice/block/#{PUZZLE}")
    section = page.locator(f"section#{PUZZLE}")
    section.locator(".domino-tutorial__ui").wait_for()
    first = section.locator(".domino-tutorial__tile").first
    page.locator(f"#{PUZZLE}-title a").focus()
    for _ in range(30):  # Tab through the page to the first tile
        page.keyboard.press("Tab")
        if first.evaluate("e => e === document.activeElement"):
            break
    assert first.evaluate("e => e === document.activeElement"), "Tab never reaches the tiles"
    outline = first.evaluate("e => getComputedStyle(e).outlineStyle")
    assert outline not in ("none", ""), "the focus is not visible"
    page.keyboard.press("Space")
    assert first.get_attribute("aria-pressed") == "true"
    check = section.locator(".domino-tutorial__check")
    for _ in range(20):
        page.keyboard.press("Tab")
        if check.evaluate("e => e === document.activeElement"):
            break
    page.keyboard.press("Enter")
    page.wait_for_selector(f'section#{PUZZLE}[data-answers="1"]', timeout=START_TIMEOUT_MS)
    assert section.get_attribute("data-feedback") in ("right", "wrong")
    page.close()


def test_a_rules_page_prints_as_a_rule_card(context, base_url, tmp_path):
    page = context.new_page()
    page.goto(f"{base_url}sv/rules/block/")
    page.emulate_media(media="print")
    for hidden in (".md-header", ".md-sidebar--primary", ".md-footer", ".domino-play", ".md-search"):
        assert not page.locator(hidden).first.is_visible(), f"{hidden} is printed"
    figures = page.locator("figure.domino-board")
    assert figures.count() >= 1
    assert figures.first.is_visible()
    assert page.locator("button:visible").count() == 0
    pdf = page.pdf(format="A4", path=str(tmp_path / "card.pdf"))
    assert pdf.startswith(b"%PDF")
    pages = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert 1 <= pages <= 6, pages
    page.close()


# --------------------------------------------------------------------------- a broken engine

@pytest.fixture
def quiet_context(browser):
    # no service worker: the routes below must see every request of the page and its workers
    ctx = browser.new_context(service_workers="block")
    yield ctx
    ctx.close()


def choose_tiles_and_check(page):
    section = page.locator(f"section#{PUZZLE}")
    section.locator(".domino-tutorial__ui").wait_for()
    section.locator(".domino-tutorial__tile").first.click()
    section.locator(".domino-tutorial__check").click()
    return section


# A worker script that cannot even be read: the page learns it from the worker's error event.
CRASHING_WORKER = "this is not ( javascript"
# A worker that takes every message and never answers, shared or dedicated: Python "never
# starts", on a fast machine as surely as on a slow one, so only the start timeout can end
# the wait. (Blocking the runtime's files would not do: a shared worker's requests are not
# seen by page.route, and Python then starts normally wherever it starts within the timeout.)
SILENT_WORKER = ('self.addEventListener("connect", (event) => event.ports[0].start());\n'
                 'self.addEventListener("message", () => {});\n')


@pytest.mark.parametrize("trouble", ["crash", "hang"])
def test_a_broken_engine_is_reported_with_a_retry_and_nothing_is_lost(quiet_context, base_url, trouble):
    page = quiet_context.new_page()
    pattern = "**/assets/js/worker.js"
    body = CRASHING_WORKER if trouble == "crash" else SILENT_WORKER
    # routed on the context, not the page: a shared worker's script request is not always the page's
    def fulfil(route):
        route.fulfill(status=200, content_type="text/javascript", body=body,
                      headers={"Cache-Control": "no-store"})
    quiet_context.route(pattern, fulfil)
    # the silent worker can only be given up by the start timeout: make it short. A crash is
    # reported by the worker's error event; the timeout is its net (once in a loaded full run
    # Chromium delivered no error event for the shared worker that failed to parse: then the
    # page must still give up, say so and offer the retry, which is what this test is about)
    page.add_init_script(f"window.DOMINO_START_TIMEOUT_MS = {3000 if trouble == 'hang' else 20000};")
    messages = ({translate("ui.failed", "de"), translate("ui.timeout", "de")} if trouble == "crash"
                else {translate("ui.timeout", "de")})
    page.goto(f"{base_url}de/practice/block/#{PUZZLE}")
    section = choose_tiles_and_check(page)
    retry = section.locator(".domino-retry")
    retry.wait_for(timeout=START_TIMEOUT_MS)
    assert section.locator(".domino-tutorial__status").text_content() in messages
    assert retry.text_content() == translate("ui.retry", "de")
    assert section.locator('.domino-tutorial__tile[aria-pressed="true"]').count() == 1  # kept
    quiet_context.unroute(pattern)
    page.evaluate("() => { delete window.DOMINO_START_TIMEOUT_MS; }")  # a real start gets the real timeout
    retry.click()
    page.wait_for_selector(f'section#{PUZZLE}[data-answers="1"]', timeout=START_TIMEOUT_MS)
    assert section.get_attribute("data-feedback") in ("right", "wrong")
    page.close()
