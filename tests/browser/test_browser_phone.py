"""The phone at the table (issue 35): one visit keeps what computes, offline says what is missing,
and a start over a slow link keeps going while its bytes arrive, showing how far it is.

Every test waits on states the pages publish (data-offline-engine and data-offline-pages on
<html>, data-state on the blocks, data-loaded on a block while the engine downloads), never on
durations. The slow link is the phone bench's relay (bench/throttle.py) in front of the site's
nginx: every request of the page and of its workers crosses it.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import nginx_run
from _browserkit import START_TIMEOUT_MS, assert_all_local
from _sitekit import bench_module
from dominorules.words.i18n import translate
from dominorules.words.plural import ParamValue
from test_browser_offline import COPY_TIMEOUT_MS, wait_pages_kept
from test_browser_scorepad import PAD, ended, pips, start_match, wait_hands

SETTLE = "sv/settle/?k=end&p=2&h=0-0.1-0_3-3&last=1"  # a shared "settle it" link
BOARD = "document.querySelector('.domino-play').dataset"


def sv(msgid: str, **params: ParamValue) -> str:
    return translate(msgid, "sv", params)


def wait_engine_kept(page) -> None:
    """The service worker says the engine is kept (offline.ts marks <html>), after the pages."""
    wait_pages_kept(page)
    page.wait_for_selector('html[data-offline-engine="kept"]', state="attached", timeout=COPY_TIMEOUT_MS)


def test_one_visit_to_the_score_pad_is_enough_to_keep_score_settle_and_play_offline(browser, own_site):
    _root, url = own_site
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    page.goto(f"{url}sv/score/")  # opened, nothing started
    wait_engine_kept(page)
    assert page.evaluate("() => document.documentElement.dataset.dominoStart") is None  # Python never ran
    page.close()

    context.set_offline(True)
    pad = context.new_page()
    pad.goto(f"{url}sv/score/")
    pad.evaluate("() => localStorage.clear()")
    pad.reload()
    start_match(pad, "draw", ["Eva", "Per", "Åsa"], lang="sv")
    ended(pad, sv("ui.score.went_out", name="Eva"))
    pips(pad, 1, "12")
    pips(pad, 2, "6-4")  # tiles typed, as the pad's own hint says it may be (walk W3)
    pad.locator(PAD).get_by_role("button", name=sv("ui.score.add")).click()
    wait_hands(pad, 1)
    # Eva went out: she scores the others' pips, 12 + 10 (the draw game, R-draw-score)
    eva = pad.locator(".domino-scorepad__totals tbody tr").first
    assert eva.locator("th").text_content() == "Eva"
    assert int(eva.locator(".domino-scorepad__total").text_content()) == 22

    settler = context.new_page()
    settler.goto(f"{url}{SETTLE}")  # a page of the language never opened, the engine kept
    settler.wait_for_function("() => document.querySelector('.domino-settler').dataset.state === 'answered'",
                              timeout=START_TIMEOUT_MS)
    assert settler.locator(".domino-settler__verdicts").text_content().strip()

    board = context.new_page()
    board.goto(f"{url}sv/rules/block/?seed=3")
    board.locator(".domino-play__start").click()
    board.wait_for_function(f"() => Number({BOARD}.version) > 0 && {BOARD}.busy !== '1'",
                            timeout=START_TIMEOUT_MS)
    assert board.locator(".domino-play__hand button").count() > 0
    context.close()
    assert_all_local(requests)


def test_offline_with_no_engine_kept_the_pad_says_exactly_that(browser, own_site):
    root, url = own_site
    context = browser.new_context()
    home = context.new_page()
    home.goto(f"{url}sv/")  # no block that runs the engine: only the pages are kept
    wait_pages_kept(home)
    status = home.locator(".domino-offline__status")
    summary = json.loads((root / "offline.json").read_text(encoding="utf-8"))
    size = summary["pages"]["sv"]["size"] + summary["search"]["size"]
    assert status.text_content() == sv("ui.offline.pages", size=f"{size / 1048576:.1f}".replace(".", ","))
    assert home.evaluate("() => document.documentElement.dataset.offlineEngine") is None

    context.set_offline(True)
    pad = context.new_page()
    pad.goto(f"{url}sv/score/")  # kept as a page
    pad.evaluate("() => localStorage.clear()")
    pad.reload()
    pad.wait_for_selector(".domino-scorepad__setup:not([hidden])")
    pad.locator(PAD).get_by_role("button", name=sv("ui.score.start")).click()
    pad.locator(".domino-scorepad__error", has_text=sv("ui.offline_not_kept")).wait_for(
        timeout=START_TIMEOUT_MS)
    # that, and not "could not start Python in this browser"
    shown = pad.locator(f"{PAD} .domino-scorepad__error:not(.domino-scorepad__field-error)").first
    assert shown.text_content() == sv("ui.offline_not_kept")
    context.close()


@contextlib.contextmanager
def slow_link(root: Path, down_bps: float):
    """The site behind nginx (brotli, as in production), reached through the phone bench's relay."""
    throttle = bench_module("throttle")
    with nginx_run.running(root) as base:
        port = int(base.rstrip("/").rsplit(":", 1)[1])
        with throttle.Relay(port, throttle.Link(down_bps=down_bps, up_bps=down_bps, rtt_s=0.05)) as relay:
            yield f"http://127.0.0.1:{relay.port}/", relay


def test_a_board_over_a_slow_link_keeps_going_and_shows_how_far_it_is(browser, own_site):
    root, _ = own_site
    # 2 Mbit/s: the first start's 3.8 MB take some 15 s to arrive, far longer than the stall
    # watch allowed here (1.5 s without a byte); they arrive all along, so the start goes on
    with slow_link(root, down_bps=2e6) as (url, relay):
        context = browser.new_context()
        context.add_init_script("window.DOMINO_STALL_TIMEOUT_MS = 1500")
        page = context.new_page()
        page.goto(f"{url}rules/block/?seed=3")
        page.locator(".domino-play__start").click()
        # part of the way: the bar shows it, and the status says it in words
        page.wait_for_function(
            "() => { const n = Number(document.querySelector('.domino-play').dataset.loaded);"
            " return n > 0 && n < 100; }", timeout=START_TIMEOUT_MS)
        bar = page.locator(".domino-play .domino-progress")
        assert bar.is_visible()
        assert 0 < int(bar.evaluate("b => b.value")) < 100
        status = page.locator(".domino-play__status").text_content()
        assert status.startswith(translate("ui.loading_bytes", "en", {"percent": 0}).split("0")[0]), status
        page.wait_for_function(f"() => Number({BOARD}.version) > 0 && {BOARD}.busy !== '1'", timeout=180_000)
        assert page.evaluate(f"() => {BOARD}.loaded") == "100"  # every byte counted, none twice
        assert not bar.is_visible()
        assert "is-failed" not in (page.locator(".domino-play").get_attribute("class") or "")
        assert page.evaluate("() => document.documentElement.dataset.dominoStart") == "plain"  # a first visit
        context.close()
    assert relay.bytes_down > 3_000_000  # (it really went through the relay)


def test_a_first_visit_has_the_start_downloaded_before_start_is_pressed(browser, own_site):
    root, _ = own_site
    # No service worker here: what crosses the link after the prefetch is the start's alone
    # (the device's copy of the engine, a few seconds after the page loaded, is another test's).
    with slow_link(root, down_bps=20e6) as (url, relay):
        context = browser.new_context(service_workers="block")
        page = context.new_page()
        page.goto(f"{url}rules/block/?seed=3")
        page.wait_for_selector('html[data-domino-prefetch="done"]', state="attached",
                               timeout=START_TIMEOUT_MS)
        prefetched = relay.bytes_down
        assert prefetched > 3_000_000  # the runtime, the library and the engine, before Start
        assert page.evaluate("() => document.documentElement.dataset.dominoStart") is None  # no Python yet
        page.locator(".domino-play__start").click()
        page.wait_for_function(f"() => Number({BOARD}.version) > 0 && {BOARD}.busy !== '1'",
                               timeout=START_TIMEOUT_MS)
        assert page.evaluate("() => document.documentElement.dataset.dominoStart") == "plain"
        assert page.evaluate(f"() => {BOARD}.loaded") == "100"
        # Start read the files from the browser's cache: nothing of the start crossed the link again
        assert relay.bytes_down - prefetched < 100_000, relay.bytes_down - prefetched
        context.close()
