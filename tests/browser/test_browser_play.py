"""The site in a real browser (Debian's Chromium, driven by Playwright).

In each language: open the block game's page, start the board, play a legal tile by
clicking, click a tile that does not fit and see the engine's refusal in that language,
and prove that no request left 127.0.0.1. One browser for the whole module; the built
site is served by a local http.server on a free port.
"""

from __future__ import annotations

import json
from typing import Any, cast
from urllib.parse import urljoin, urlsplit

import pytest
from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS, assert_all_local, sent
from _sitekit import LANGS, lang_prefix
from dominorules import bridge


def refusal(record: dict[str, Any], tile: str, lang: str) -> dict[str, Any]:
    """The engine's own answer (CPython) to playing ``tile`` at no end, as the board sends a tile
    that the engine did not list (the engine says why it does not fit)."""
    request = {"op": "move", "record": record, "human": 0, "lang": lang,
               "move": {"kind": "play", "tile": tile, "end": None}}
    return cast(dict[str, Any], json.loads(bridge.handle_json(json.dumps(request))))


def translate(msgid: str, lang: str) -> str:
    reply = json.loads(bridge.handle_json(json.dumps({"op": "translate", "lang": lang, "ids": [msgid]})))
    assert reply["ok"], reply
    return cast(str, reply["texts"][msgid])


# --------------------------------------------------------------------------- page helpers

BOARD = "document.querySelector('.domino-play').dataset"
# the board's states, as the block publishes them in data-* attributes (blocks/play/play.ts): the
# boards drawn so far, whether the engine is working, the moves it refused, its last reply
VERSION = f"Number({BOARD}.version)"
BUSY = f"({BOARD}.busy === '1')"
REFUSALS = f"Number({BOARD}.refusals)"
SNAPSHOT = f"JSON.parse({BOARD}.reply || 'null')"


def board_state(page) -> dict[str, Any]:
    return cast(dict[str, Any], page.evaluate(
        f"""() => {{
        const s = {SNAPSHOT};
        const tiles = [...document.querySelectorAll('.domino-play__tile')];
        const name = (t) => t.getAttribute('aria-label');
        return {{
          version: {VERSION}, refusals: {REFUSALS}, busy: {BUSY},
          over: s ? s.over : null, toMove: s ? s.to_move : null,
          line: s ? s.line : [], hand: s ? s.hand : [],
          legalButtons: tiles.filter(t => t.classList.contains('is-legal')).map(name),
          otherButtons: tiles.filter(t => !t.classList.contains('is-legal')).map(name),
          drawEnabled: !document.querySelector('.domino-play__draw').disabled,
          passEnabled: !document.querySelector('.domino-play__pass').disabled,
          status: document.querySelector('.domino-play__status').textContent,
        }};
    }}"""
    ))


def wait_version(page, after: int) -> None:
    page.wait_for_function(f"() => {VERSION} > {after} && !{BUSY}", timeout=STEP_TIMEOUT_MS)


def play_legal_tile(page, state: dict[str, Any]) -> str:
    """Click the first highlighted tile (and an end, if asked); return the tile."""
    tile = state["legalButtons"][0]
    page.get_by_role("button", name=tile, exact=True).click()
    chooser = page.locator(".domino-play__choose")
    if chooser.is_visible():
        chooser.locator("button.domino-play__end:enabled").first.click()
    wait_version(page, state["version"])
    return cast(str, tile)


def start_board(page, base_url: str, lang: str) -> None:
    page.goto(f"{base_url}{lang_prefix(lang)}rules/block/")
    start = page.locator(".domino-play__start")
    assert start.text_content() == translate("ui.start", lang)
    assert start.is_enabled()
    start.click()
    # the status says what is happening while Python starts (in the page's language)
    assert page.locator(".domino-play__status").text_content() in (
        translate("ui.starting", lang),
        *(translate("ui.loading_bytes", lang).replace("{percent}", str(tens)) for tens in range(0, 100, 10)),
        translate("ui.loading_engine", lang),
        translate("ui.dealing", lang),
        translate("ui.waiting", lang),
        translate("ui.your_turn", lang),
    )
    page.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)


def check_board_texts(page, lang: str) -> None:
    """The board's labels come from the catalogs, and its sentences from the engine, in the page's
    language; the tiles outside the hands are said and seen."""
    heading = translate("ui.your_hand", lang).replace("{player}", "1")
    assert page.get_by_role("heading", name=heading, exact=True).is_visible()
    assert page.locator(".domino-play__draw").text_content() == translate("ui.draw", lang)
    assert page.locator(".domino-play__pass").text_content() == translate("ui.pass", lang)
    assert page.locator(".domino-play__new").text_content() == translate("ui.new_deal", lang)
    assert page.locator(".domino-play__log li").count() >= 1  # who opens, and why
    from dominorules.words.i18n import translate as text_of
    snapshot = page.evaluate(f"() => {SNAPSHOT}")
    # the block game sets 14 tiles aside at two players (R-block-deal): said, and visible (G2)
    assert snapshot["players"] == 2
    assert snapshot["boneyard"] == 14
    boneyard = page.locator(".domino-play__boneyard")
    assert boneyard.is_visible()
    assert boneyard.text_content() == text_of("stock.set-aside", lang, {"count": 14})
    # no Draw button: the block game does not draw
    assert not page.locator(".domino-play__draw").is_visible()
    # the other hand's size, in the plural form the catalog gives for its number
    others = page.locator(".domino-play__others li").all_text_contents()
    assert others == [text_of("board.hand-size", lang, {"player": 2, "count": snapshot["hand_sizes"][1]})]
    # the position for screen readers: the engine's sentences, one paragraph each
    spoken = page.locator(".domino-play__board .domino-sr p").all_text_contents()
    assert spoken == [said["text"] for said in snapshot["spoken"]]
    assert len(spoken) == 3
    assert spoken[2] == text_of("board.said-hidden", lang, {"player": 2, "count": snapshot["hand_sizes"][1]})


def refuse_a_tile(page, s: dict[str, Any], lang: str) -> None:
    """Click a tile that does not fit: the engine's refusal, in the page's language, is the status,
    and the tile stays in the hand."""
    tile = s["otherButtons"][0]
    record = page.evaluate(f"() => {SNAPSHOT}.record")
    expected = refusal(record, tile, lang)
    assert expected["ok"] is False, expected
    assert expected["error"]["id"].startswith("illegal"), expected
    page.get_by_role("button", name=tile, exact=True).click()
    page.wait_for_function(f"() => {REFUSALS} > {s['refusals']} && !{BUSY}", timeout=STEP_TIMEOUT_MS)
    status = page.locator(".domino-play__status").text_content()
    assert status == expected["error"]["text"], (status, expected)
    assert tile in status
    if lang != "en":
        english = refusal(record, tile, "en")
        assert status != english["error"]["text"], f"{lang}: the refusal is in English"
    # the refused tile is still in the hand, the board goes on
    assert tile in board_state(page)["hand"]


# --------------------------------------------------------------------------- the tests


@pytest.mark.parametrize("lang", LANGS)
def test_play_and_refusal_in_each_language(context, base_url, lang):
    before = len(context.requests)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        start_board(page, base_url, lang)
        check_board_texts(page, lang)
        played = refused = False
        for _ in range(60):
            s = board_state(page)
            if s["over"]:
                page.locator(".domino-play__new").click()
                wait_version(page, s["version"])
                continue
            assert s["toMove"] == 0, s
            assert s["status"] == translate("ui.your_turn", lang), s["status"]
            if not played and s["legalButtons"]:
                tile = play_legal_tile(page, s)
                after = board_state(page)
                assert tile not in after["hand"], (tile, after["hand"])
                assert tile in after["line"] or tile[::-1] in after["line"], (tile, after["line"])
                played = True
                continue
            if played and not refused and s["line"] and s["otherButtons"]:
                refuse_a_tile(page, s, lang)
                refused = True
            if played and refused:
                break
            # no suitable tile right now: play on (a legal tile, a draw or a pass)
            if s["legalButtons"]:
                play_legal_tile(page, s)
            elif s["drawEnabled"]:
                page.locator(".domino-play__draw").click()
                wait_version(page, s["version"])
            elif s["passEnabled"]:
                page.locator(".domino-play__pass").click()
                wait_version(page, s["version"])
            else:
                page.locator(".domino-play__new").click()
                wait_version(page, s["version"])
        assert played, "did not get to play a legal and an illegal tile"
        assert refused, "did not get to play a legal and an illegal tile"
        assert not errors, errors
    finally:
        page.close()
    # Every request stayed on this site. (Which of them fetched the runtime depends on timing: the
    # worker, or the service worker keeping the engine in the background, possibly after the page
    # closed; the runtime's own checks are in test_browser_snapshot and tests/pyodide.)
    assert_all_local(context.requests[before:])


def test_static_page_reads_without_javascript(browser, base_url):
    ctx = browser.new_context(java_script_enabled=False)
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}sv/rules/block/")
        assert page.locator(".domino-play__noscript").is_visible()
        assert page.locator(".domino-play__noscript").text_content() == translate("ui.noscript", "sv")
        # the block game's page draws a position as a figure (docs/sv/rules/block.md): it is there
        # and seen without JavaScript
        figures = page.locator("figure.domino-board [role=img]")
        assert figures.count() >= 1
        assert figures.first.is_visible()
    finally:
        ctx.close()


def test_message_when_webassembly_is_missing(browser, base_url):
    ctx = browser.new_context()
    ctx.add_init_script("delete globalThis.WebAssembly;")
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}de/rules/block/")
        page.locator(".domino-play__start").click()
        page.wait_for_function("() => document.querySelector('.domino-play').classList.contains('is-failed')")
        assert page.locator(".domino-play__status").text_content() == translate("ui.no_wasm", "de")
        assert page.locator("article h1").is_visible()  # the static page is still there
    finally:
        ctx.close()


def test_message_when_python_cannot_start(browser, base_url):
    ctx = browser.new_context()
    ctx.route("**/worker.js", lambda route: route.abort())
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}nb/rules/block/")
        page.locator(".domino-play__start").click()
        page.wait_for_function(
            "() => document.querySelector('.domino-play').classList.contains('is-failed')",
            timeout=START_TIMEOUT_MS,
        )
        assert page.locator(".domino-play__status").text_content() == translate("ui.failed", "nb")
    finally:
        ctx.close()


def both_ends_path(rules: str = "block") -> tuple[int, list[dict[str, Any]], str]:
    """A seed and the reader's first moves after which a tile fits both ends (from CPython)."""

    def call(**request):
        return json.loads(bridge.handle_json(json.dumps(request)))

    for seed in range(1, 400):
        # (as the board asks: every deal is a match's first hand, match={})
        snap = call(op="new", rules=rules, players=2, seed=seed, human=0, match={})
        path: list[dict[str, Any]] = []
        for _ in range(10):
            if snap["over"]:
                break
            ends: dict[str, set[str]] = {}
            for m in snap["legal"]:
                if m["kind"] == "play":
                    ends.setdefault(m["tile"], set()).add(m["end"])
            both = [t for t, e in ends.items() if e == {"left", "right"}]
            if both:
                return seed, path, both[0]
            move = snap["legal"][0]
            path.append(move)
            snap = call(op="move", record=snap["record"], human=0, move=sent(move))
    raise AssertionError("no deal where a tile fits both ends")


def test_choose_an_end_when_a_tile_fits_both(context, base_url):
    lang = "sv"
    seed, path, tile = both_ends_path()
    page = context.new_page()
    try:
        page.goto(f"{base_url}{lang_prefix(lang)}rules/block/?seed={seed}")
        page.locator(".domino-play__start").click()
        page.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)
        for move in path:
            version = board_state(page)["version"]
            if move["kind"] == "play":
                page.get_by_role("button", name=move["tile"], exact=True).click()
            else:
                page.locator(f".domino-play__{move['kind']}").click()
            wait_version(page, version)
        version = board_state(page)["version"]
        page.get_by_role("button", name=tile, exact=True).click()
        chooser = page.locator(".domino-play__choose")
        assert chooser.is_visible()
        question = translate("ui.choose_end", lang).replace("{tile}", tile)
        assert page.locator(".domino-play__choose-text").text_content() == question
        page.get_by_role("button", name=translate("ui.right_end", lang), exact=True).click()
        wait_version(page, version)
        line = board_state(page)["line"]
        assert sorted(line[-1]) == sorted(tile), (tile, line)
        assert not chooser.is_visible()
    finally:
        page.close()


def url_lang(url: str) -> str:
    first = urlsplit(url).path.strip("/").split("/")[0]
    return first if first in LANGS[1:] else "en"


SEARCH_WORDS = {"en": "boneyard", "sv": "draghög", "de": "Nachziehstapel", "nb": "trekkbunken"}
# (page's language, word): a word of each language, and "pagat", which every language's pages use
# (walk W4: on /de/ it listed the English pages first, then the Swedish, German and Norwegian ones)
SEARCHES = [*SEARCH_WORDS.items(), ("de", "pagat"), ("en", "pagat"), ("sv", "pagat"), ("nb", "pagat")]


@pytest.mark.parametrize(("lang", "word"), SEARCHES)
def test_search_finds_the_pages_of_the_page_language_only(context, base_url, lang, word):
    before = len(context.requests)
    page = context.new_page()
    try:
        # ?q= opens Material's search with the whole word, searched once the index is ready
        page.goto(f"{base_url}{lang_prefix(lang)}?q={word}")
        items = page.locator(".md-search-result__item")
        items.first.wait_for(timeout=START_TIMEOUT_MS)  # the index is built in a worker: allow a slow machine
        hrefs = page.locator(".md-search-result__link").evaluate_all(
            "links => links.map(a => a.getAttribute('href'))")
        langs = {url_lang(urljoin(page.url, h)) for h in hrefs}
        assert langs == {lang}, f"{lang}, {word!r}: results in {sorted(langs)}: {hrefs}"
        if word == "pagat":  # the system's rules page is among them, in the page's language
            assert f"{lang_prefix(lang)}rules/pagat-draw/" in {urlsplit(urljoin(page.url, h)).path.lstrip("/")
                                                             for h in hrefs}, hrefs
    finally:
        page.close()
    assert_all_local(context.requests[before:])
