"""The site offline after one visit, in every language (Debian's Chromium, Playwright; issue 22).

The service worker (browser/src/sw.ts, on Workbox) keeps the pages of the reader's language
with the search index in the background after one visit, the engine when a board first
starts, and everything (every language and the engine) when the reader asks; a page kept
nowhere gets the site's offline page in the address's language. The lists come from the
build (tools/precache.mjs): the tests read the sizes and titles there, and the texts from the
catalogs. Every test waits on states the pages publish (data-offline on the block,
data-offline-pages on <html>, the caches' contents), never on durations.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from pathlib import Path
from typing import Any, cast

import pytest
from _browserkit import START_TIMEOUT_MS, assert_all_local
from dominorules.words.i18n import translate
from test_browser_play import board_state, play_legal_tile, wait_version

BOARD = "document.querySelector('.domino-play').dataset"
VERSION = f"Number({BOARD}.version)"
BUSY = f"({BOARD}.busy === '1')"
COPY_TIMEOUT_MS = 300_000
LANGS = ("en", "sv", "de", "nb")
# a word of each language's search, found on the rules pages
SEARCH_WORD = {"en": "blocked", "sv": "blockerat"}
# every URL of every cache (Workbox's precache keys carry their revision as a parameter)
CACHED_URLS = """async () => {
  const out = [];
  for (const name of await caches.keys()) {
    for (const request of await (await caches.open(name)).keys()) out.push([name, request.url]);
  }
  return out;
}"""


def prefix(lang: str) -> str:
    return "" if lang == "en" else f"{lang}/"


def megabytes(size: int, lang: str) -> str:
    """A size as Intl.NumberFormat writes it with one decimal (a decimal comma but in English)."""
    text = f"{size / 1048576:.1f}"
    return text if lang == "en" else text.replace(".", ",")


def everything_size(summary: dict[str, Any]) -> int:
    """The size of every language's pages, the search index and the engine (offline.json)."""
    pages = sum(p["size"] for p in summary["pages"].values())
    return cast(int, pages + summary["search"]["size"] + summary["engine"]["size"])


def heading(root: Path, path: str) -> str:
    """The page's own heading, from the built file."""
    found = re.search(r"<h1[^>]*>([^<]*)<", (root / path / "index.html").read_text(encoding="utf-8"))
    assert found, path
    return html.unescape(found.group(1)).strip()


def wait_pages_kept(page) -> None:
    page.wait_for_selector('html[data-offline-pages="ready"]', state="attached", timeout=COPY_TIMEOUT_MS)


def wait_until(page, check: str, arg=None) -> None:
    """Wait until the async function ``check`` (of ``arg``) comes true in the page.

    (wait_for_function does not wait for a promise, so the page keeps checking and sets a flag.)"""
    page.evaluate("""([check, arg]) => {
        window.__offlineDone = false;
        const test = eval(`(${check})`);
        const again = async () => {
            if (await test(arg)) window.__offlineDone = true;
            else setTimeout(again, 50);
        };
        again();
    }""", [check, arg])
    page.wait_for_function("() => window.__offlineDone === true", timeout=COPY_TIMEOUT_MS)


def cached_urls(page) -> list[tuple[str, str]]:
    return [tuple(pair) for pair in page.evaluate(CACHED_URLS)]


def assert_each_file_once(page) -> None:
    """No compressed twin nor source map, and no file of the site in two caches (each copy
    keeps its own list under __offline__/, which is no file of the site)."""
    urls = cached_urls(page)
    plain = [re.sub(r"[?&]__WB_REVISION__=[0-9a-f]+$", "", url)
             for _, url in urls if "/__offline__/" not in url]
    assert [u for u in plain if re.search(r"\.(br|gz|map)$", u.split("?")[0])] == []
    assert len(plain) == len(set(plain)), sorted(u for u in plain if plain.count(u) > 1)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_one_visit_keeps_the_pages_of_its_language(browser, own_site, lang):
    root, url = own_site
    listed = json.loads((root / prefix(lang) / "precache.json").read_text(encoding="utf-8"))
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    page.goto(f"{url}{prefix(lang)}")
    wait_pages_kept(page)
    block = page.locator(".domino-offline")
    page.wait_for_selector('.domino-offline[data-offline="pages"]')
    # a true status, in the page's language and number format; the size of everything said before
    summary = json.loads((root / "offline.json").read_text(encoding="utf-8"))
    assert block.locator(".domino-offline__status").text_content() == translate(
        "ui.offline.pages", lang, {"size": megabytes(listed["size"] + summary["search"]["size"], lang)})
    everything = everything_size(summary)
    assert block.locator(".domino-offline__about").text_content() == translate(
        "ui.offline.about", lang, {"size": megabytes(everything, lang)})
    assert_each_file_once(page)

    context.set_offline(True)
    fresh = context.new_page()
    fresh.goto(f"{url}{prefix(lang)}rules/draw/")  # never opened before
    title = heading(root, f"{prefix(lang)}rules/draw")
    assert fresh.locator("h1").first.text_content().strip().startswith(title)
    # the search (Material's search worker and the index, from the copy)
    built = (root / prefix(lang) / "rules" / "draw" / "index.html").read_text(encoding="utf-8")
    found = re.search(r'class="md-search-result__meta">\s*([^<]*?)\s*<', built)
    assert found is not None
    starting = found.group(1)
    search = fresh.locator("input.md-search__input")
    search.click()
    fresh.wait_for_function("t => document.querySelector('.md-search-result__meta').textContent.trim() !== t",
                            arg=starting, timeout=START_TIMEOUT_MS)
    search.press_sequentially(SEARCH_WORD[lang])  # Material searches on key presses
    # the results of the whole word (those of its first letters come and go while it is typed)
    # are pages of the reader's language (each language has its own index)
    others = [f"{url}{other}/" for other in LANGS if other not in ("en", lang)]
    fresh.wait_for_function("""([root, others]) => {
        const links = [...document.querySelectorAll('.md-search-result__item a')].map(a => a.href);
        return links.length > 0 && links.every(l => l.startsWith(root) && !others.some(o => l.startsWith(o)));
    }""", arg=[f"{url}{prefix(lang)}", others], timeout=START_TIMEOUT_MS)
    context.close()
    assert_all_local(requests)


def test_after_one_board_a_rules_page_never_visited_plays_offline(browser, own_site):
    root, url = own_site
    engine = json.loads((root / "engine" / "precache.json").read_text(encoding="utf-8"))
    needed = (r"(pyodide\.asm\.wasm|python_stdlib-[0-9a-f]+\.zip|pyodide-lock\.json"
              r"|dominorules-[0-9a-f]+\.zip)$")
    runtime = [e["url"] for e in engine["entries"] if re.search(needed, e["url"])]
    assert len(runtime) == 4, runtime
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{url}sv/rules/block/")
    page.locator(".domino-play__start").click()
    page.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)
    wait_pages_kept(page)
    # the engine, kept once Python has started (engine/client.ts asks the service worker)
    wait_until(page, """async (urls) => {
      const cache = await caches.open('dominorules-v1');
      const kept = (await cache.keys()).map(r => r.url);
      return urls.every(u => kept.includes(new URL(u, location.origin + '/').href));
    }""", runtime)
    assert_each_file_once(page)
    page.close()

    context.set_offline(True)
    fresh = context.new_page()
    fresh.goto(f"{url}sv/rules/draw/")  # never opened before
    assert fresh.locator("h1").first.text_content().strip().startswith(heading(root, "sv/rules/draw"))
    fresh.locator(".domino-play__start").click()
    fresh.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)
    state = board_state(fresh)
    started = state["version"]
    # draw while the rules let the player draw, pass when they say pass (the draw game: one tile,
    # then pass if it does not fit), until a tile fits; then play it, all answered offline
    for _ in range(30):
        if state["legalButtons"] or state["over"]:
            break
        fresh.locator(".domino-play__draw" if state["drawEnabled"] else ".domino-play__pass").click()
        wait_version(fresh, state["version"])
        state = board_state(fresh)
    if state["legalButtons"]:
        tile = play_legal_tile(fresh, state)
        assert tile not in board_state(fresh)["hand"]
    assert board_state(fresh)["version"] > started  # the engine answered moves with no network
    context.close()


def test_a_page_not_kept_gets_the_offline_page_in_its_language(browser, own_site):
    root, url = own_site
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)  # English: its pages are kept, no other language's
    wait_pages_kept(page)
    context.set_offline(True)

    other = context.new_page()
    other.goto(f"{url}de/basics/")
    assert other.locator("h1").first.text_content() == translate("ui.offline.page_title", "de")
    assert other.locator("article p").first.text_content() == translate("ui.offline.page_text", "de")
    assert other.locator(".domino-offline-kept").is_hidden()  # nothing German is kept
    assert other.locator("html").get_attribute("lang") == "de"

    # an English address that is nowhere: the English offline page, with links to what is kept
    missing = context.new_page()
    missing.goto(f"{url}no-such-page/")
    assert missing.locator("h1").first.text_content() == translate("ui.offline.page_title", "en")
    missing.wait_for_selector(".domino-offline-kept:not([hidden]) li a")
    listed = json.loads((root / "precache.json").read_text(encoding="utf-8"))
    titles = sorted(e["title"] for e in listed["entries"] if "title" in e)
    shown = missing.locator(".domino-offline-kept li a").all_text_contents()
    assert sorted(shown) == titles
    # the practice pages under the practice page
    practice = missing.locator('.domino-offline-kept__list > li:has(> a[href$="/practice/"])')
    assert practice.locator('ul a[href$="/practice/draw/"]').count() == 1
    missing.locator('.domino-offline-kept a[href$="/rules/draw/"]').click()
    missing.wait_for_url(f"{url}rules/draw/")
    assert missing.locator("h1").first.text_content().strip().startswith(heading(root, "rules/draw"))
    context.close()


def test_keep_everything_then_every_language_opens_offline_and_it_can_be_undone(browser, own_site):
    root, url = own_site
    summary = json.loads((root / "offline.json").read_text(encoding="utf-8"))
    everything = everything_size(summary)
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{url}de/")
    wait_pages_kept(page)
    page.wait_for_selector('.domino-offline[data-offline="pages"]')
    block = page.locator(".domino-offline")
    # the size, said before it starts
    assert block.locator(".domino-offline__about").text_content() == translate(
        "ui.offline.about", "de", {"size": megabytes(everything, "de")})
    # every state the block goes through, as it publishes them
    page.evaluate("""() => {
      const block = document.querySelector('.domino-offline');
      window.offlineStates = [];
      new MutationObserver(() => window.offlineStates.push(block.dataset.offline))
        .observe(block, { attributes: true, attributeFilter: ['data-offline'] });
    }""")
    block.locator(".domino-offline__keep").click()
    page.wait_for_selector('.domino-offline[data-offline="ready"]', timeout=COPY_TIMEOUT_MS)
    assert "working" in page.evaluate("() => window.offlineStates")
    assert block.locator(".domino-offline__status").text_content() == translate(
        "ui.offline.ready", "de", {"size": megabytes(everything, "de")})
    assert_each_file_once(page)

    context.set_offline(True)
    for lang in LANGS:
        # a page never opened before, without a board: a board's page starts Python from the kept
        # snapshot and then asks to keep its own language, which could come after the undo below
        # (boards offline: test_after_one_board_a_rules_page_never_visited_plays_offline)
        other = context.new_page()
        other.goto(f"{url}{prefix(lang)}disputes/")
        assert other.locator("h1").first.text_content().strip().startswith(
            heading(root, f"{prefix(lang)}disputes"))
        other.close()

    # undone: the other languages go; the page's own language and the engine stay
    block.locator(".domino-offline__keep").click()
    page.wait_for_selector('.domino-offline[data-offline="pages"]', timeout=COPY_TIMEOUT_MS)
    assert block.locator(".domino-offline__status").text_content() == translate("ui.offline.dropped", "de")
    names = page.evaluate("async () => (await caches.keys()).filter(n => n.startsWith('dominorules-copy-'))")
    assert sorted(names) == [f"dominorules-copy-engine-{summary['engine']['version']}",
                             f"dominorules-copy-pages-de-{summary['pages']['de']['version']}",
                             f"dominorules-copy-search-{summary['search']['version']}"]
    context.close()


def test_a_new_build_replaces_the_copy_as_a_whole(browser, own_site):
    root, url = own_site
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{url}sv/")
    wait_pages_kept(page)
    old = json.loads((root / "sv" / "precache.json").read_text(encoding="utf-8"))
    copies = "async () => (await caches.keys()).filter(n => n.startsWith('dominorules-copy-pages-sv-'))"
    assert page.evaluate(copies) == [f"dominorules-copy-pages-sv-{old['version']}"]

    # a new build: one page changed, so its revision and the list's version change
    page_file = root / "sv" / "basics" / "index.html"
    changed = page_file.read_text(encoding="utf-8").replace("</h1>", " (ny utgåva)</h1>", 1)
    page_file.write_text(changed, encoding="utf-8")
    revision = hashlib.md5(changed.encode()).hexdigest()
    entries = [dict(e, revision=revision) if e["url"] == "sv/basics/index.html" else e
               for e in old["entries"]]
    (root / "sv" / "precache.json").write_text(json.dumps(dict(old, entries=entries, version="0" * 16)),
                                               encoding="utf-8")

    page.reload()  # a later visit brings the copy up to date
    wait_until(page, f"async () => ({copies})().then(n => n.length === 1 && n[0].endsWith('{'0' * 16}'))")
    context.set_offline(True)
    other = context.new_page()
    other.goto(f"{url}sv/basics/")
    assert "(ny utgåva)" in other.locator("h1").first.text_content()
    context.close()


def test_nothing_is_kept_by_itself_when_the_browser_asks_to_save_data(browser, own_site):
    _, url = own_site
    context = browser.new_context()
    # the Save-Data preference, as Chromium gives it to pages (navigator.connection.saveData)
    context.add_init_script("Object.defineProperty(navigator, 'connection', { value: { saveData: true } });")
    page = context.new_page()
    page.goto(f"{url}sv/")
    page.wait_for_selector('.domino-offline[data-offline="save-data"]', timeout=COPY_TIMEOUT_MS)
    assert page.locator(".domino-offline__status").text_content() == translate("ui.offline.save_data", "sv")
    # no service worker was registered, so nothing at all was kept, not even the core
    assert page.evaluate("async () => (await navigator.serviceWorker.getRegistrations()).length") == 0
    assert page.evaluate("async () => (await caches.keys())") == []
    context.close()
