"""The whole site offline, not just the pages already visited (Debian's Chromium, Playwright).

A Swedish reader asks to keep the site on the home page; the service worker copies every
file of sv/precache.json (made at build time by workbox-build). Then the network goes: a
rules page never visited opens, a hand is played on its board (the engine and Python from
the copy), the score pad works, and the search finds pages. A new build replaces the copy
as a whole: the old cache is deleted only once the new one is complete.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil

import pytest
from _browserkit import START_TIMEOUT_MS, assert_all_local, served
from dominorules.i18n import translate
from test_browser_play import board_state, play_legal_tile, wait_version

BOARD = "document.querySelector('.domino-play').dataset"
# the board's states, as the block publishes them in data-* attributes (blocks/play.ts): the
# boards drawn so far, whether the engine is working, the moves it refused, its last reply
VERSION = f"Number({BOARD}.version)"
BUSY = f"({BOARD}.busy === '1')"
REFUSALS = f"Number({BOARD}.refusals)"
SNAPSHOT = f"JSON.parse({BOARD}.reply || 'null')"
COPY_TIMEOUT_MS = 180_000


def offline_state(page, state):
    page.wait_for_selector(f'.domino-offline[data-offline="{state}"]', timeout=COPY_TIMEOUT_MS)


def offline_caches(page):
    return page.evaluate(
        "async () => (await caches.keys()).filter(n => n.startsWith('dominorules-offline-sv-'))")


@pytest.fixture()
def own_site(site, tmp_path):
    """A copy of the built site served on a port of its own (this test changes it)."""
    root = tmp_path / "site"
    shutil.copytree(site, root)
    with served(root) as url:
        yield root, url


def keep_swedish(context, url):
    page = context.new_page()
    page.goto(f"{url}sv/")
    page.wait_for_selector(".domino-offline[data-ready] .domino-offline__keep:not([hidden])")
    page.evaluate("() => navigator.serviceWorker.ready")
    page.locator(".domino-offline__keep").click()
    offline_state(page, "ready")
    return page


def test_offline_a_page_never_visited_plays_a_hand_and_searches(browser, own_site):
    root, url = own_site
    listed = json.loads((root / "sv" / "precache.json").read_text(encoding="utf-8"))
    context = browser.new_context()
    requests = []
    context.on("request", lambda r: requests.append(r.url))
    page = keep_swedish(context, url)
    size = f"{listed['size'] / 1048576:.1f}".replace(".", ",")  # Swedish writes a decimal comma
    status = page.locator(".domino-offline__status").text_content()
    assert status == translate("ui.offline.ready", "sv", {"size": size})
    assert size in page.locator(".domino-offline__about").text_content()  # said before, too
    assert offline_caches(page) == [f"dominorules-offline-sv-{listed['version']}"]

    context.set_offline(True)
    fresh = context.new_page()
    fresh.goto(f"{url}sv/rules/draw/")  # never opened before
    assert fresh.locator("h1").first.text_content().startswith("Dragdomino")
    # the search (Material's search worker and the index, from the copy)
    html = (root / "sv" / "rules" / "draw" / "index.html").read_text(encoding="utf-8")
    starting = re.search(r'class="md-search-result__meta">\s*([^<]*?)\s*<', html).group(1)
    search = fresh.locator("input.md-search__input")
    search.click()
    # the search is ready once its index is read (Material then replaces "initialising")
    fresh.wait_for_function("t => document.querySelector('.md-search-result__meta').textContent.trim() !== t",
                            arg=starting, timeout=START_TIMEOUT_MS)
    search.press_sequentially("blockerat")  # Material searches on key presses
    fresh.wait_for_selector(".md-search-result__item", timeout=START_TIMEOUT_MS)
    assert fresh.locator(".md-search-result__item").count() > 0
    search.press("Escape")  # close the search to reach the board

    fresh.locator(".domino-play__start").click()
    fresh.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)
    state = board_state(fresh)
    for _ in range(10):  # draw until a tile fits, then play it
        if state["legalButtons"]:
            break
        fresh.locator(".domino-play__draw").click()
        wait_version(fresh, state["version"])
        state = board_state(fresh)
    tile = play_legal_tile(fresh, state)
    assert tile not in board_state(fresh)["hand"]

    # the score pad, never opened either
    pad = context.new_page()
    pad.goto(f"{url}sv/score/")
    pad.wait_for_selector(".domino-scorepad__setup:not([hidden])")
    pad.locator(".domino-scorepad__start").click()
    pad.wait_for_selector('.domino-scorepad[data-hands="0"]', timeout=START_TIMEOUT_MS)
    context.close()
    assert_all_local(requests)


def test_a_new_build_replaces_the_copy_as_a_whole(browser, own_site):
    root, url = own_site
    context = browser.new_context()
    page = keep_swedish(context, url)
    old = json.loads((root / "sv" / "precache.json").read_text(encoding="utf-8"))
    assert offline_caches(page) == [f"dominorules-offline-sv-{old['version']}"]

    # a new build: one page changed, so its revision and the list's version change
    page_file = root / "sv" / "basics" / "index.html"
    changed = page_file.read_text(encoding="utf-8").replace("</h1>", " (ny utgåva)</h1>", 1)
    page_file.write_text(changed, encoding="utf-8")
    revision = hashlib.md5(changed.encode()).hexdigest()
    entries = [dict(e, revision=revision) if e["url"] == "sv/basics/index.html" else e
               for e in old["entries"]]
    new = dict(old, entries=entries, version="0" * 16)
    (root / "sv" / "precache.json").write_text(json.dumps(new), encoding="utf-8")

    page.reload()  # a later visit: the reader asked for the copy, so it is brought up to date
    offline_state(page, "ready")
    assert offline_caches(page) == ["dominorules-offline-sv-" + "0" * 16]  # the old copy is gone

    context.set_offline(True)
    other = context.new_page()
    other.goto(f"{url}sv/basics/")
    assert "(ny utgåva)" in other.locator("h1").first.text_content()
    context.close()
