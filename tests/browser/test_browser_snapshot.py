"""Python starts from the build's memory snapshot in Chromium, and plainly when it cannot.

The snapshot was made under Node by the build (tools/snapshot.mjs); the page's worker
restores it (docs/assets/js/python.mjs). Spoilt snapshots are served on purpose through
the browser context's routing, to a dedicated worker (?worker=dedicated) with service
workers blocked: those are the requests Playwright sees, whatever the machine's speed.
"""

from __future__ import annotations

from typing import cast

import pytest
from _browserkit import START_TIMEOUT_MS, assert_all_local
from _sitekit import manifest

LEGAL_TILE = ".domino-play__tile.is-legal:not(:disabled)"


def start_and_wait_for_a_tile(page, url: str) -> str:
    """Open the block game's page, press Start; how Python started, once a legal tile can be played."""
    page.goto(url)
    page.locator(".domino-play[data-ready] .domino-play__start").click()
    page.wait_for_selector(LEGAL_TILE, timeout=START_TIMEOUT_MS)
    return cast(str, page.evaluate("() => document.documentElement.dataset.dominoStart"))


def test_the_board_starts_from_the_build_snapshot(browser, base_url):
    """(A first visit starts plain and keeps the snapshot for the next; ?snapshot=site asks for it
    at once, as the start-up bench does.)"""
    ctx = browser.new_context()
    urls: list[str] = []
    ctx.on("request", lambda r: urls.append(r.url))
    page = ctx.new_page()
    assert start_and_wait_for_a_tile(page, f"{base_url}rules/block/?seed=3&snapshot=site") == "snapshot"
    page.locator(LEGAL_TILE).first.click()  # the restored engine answers a move too
    page.wait_for_function("() => Number(document.querySelector('.domino-play').dataset.version) > 1",
                           timeout=START_TIMEOUT_MS)
    ctx.close()
    assert_all_local(urls)


def spoil(kind: str, good: bytes):
    """A route handler that serves the snapshot spoilt in one way. The spoilt bodies are
    small (a megabyte at most): the whole snapshot (some 17 MB) through the test driver is
    slow for nothing."""
    def handler(route):
        if kind == "corrupt":  # the real header and first megabyte, one byte flipped, the real trailer
            damaged = bytearray(good[: 1 << 20] + good[-32:])
            damaged[1000] ^= 0xFF
            route.fulfill(status=200, body=bytes(damaged), content_type="application/octet-stream")
        elif kind == "truncated":  # the first megabyte (the segment table fits: only the digest can tell)
            route.fulfill(status=200, body=good[: 1 << 20], content_type="application/octet-stream")
        elif kind == "missing":
            route.fulfill(status=404, body="not here", content_type="text/plain")
        else:  # the network fails
            route.abort()
    return handler


# kind -> what the page's warning must say
SPOILT = {"corrupt": "corrupt", "truncated": "corrupt", "missing": "missing", "unreachable": "snapshot"}


@pytest.mark.parametrize("kind", list(SPOILT))
def test_a_spoilt_snapshot_gives_a_plain_start_and_a_working_board(browser, base_url, site, kind):
    m = manifest(site)
    good = (site / m["snapshot"]).read_bytes()
    ctx = browser.new_context(service_workers="block")
    served = []
    answer = spoil(kind, good)

    def serve(route):
        served.append(route.request.url)
        answer(route)

    ctx.route(f"**/{m['snapshot']}", serve)
    page = ctx.new_page()
    warnings: list[str] = []
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    first = f"{base_url}rules/block/?seed=3&worker=dedicated&snapshot=site"
    assert start_and_wait_for_a_tile(page, first) == "plain"
    assert served, "the spoilt snapshot was never asked for"
    said = [w for w in warnings if "without its snapshot" in w]
    assert said, warnings
    assert SPOILT[kind] in said[0], warnings
    ctx.close()


def wait_until_cached(page, url: str, present: bool) -> None:
    """Wait until the service worker's caches hold ``url`` (or no longer hold it).

    (wait_for_function does not wait for a promise, so the page keeps checking and sets a flag.)"""
    page.evaluate("""([url, present]) => {
        window.__cached = null;
        const check = async () => {
            if (Boolean(await caches.match(url)) === present) window.__cached = present;
            else setTimeout(check, 50);
        };
        check();
    }""", [url, present])
    page.wait_for_function("(present) => window.__cached === present", arg=present, timeout=START_TIMEOUT_MS)


def test_a_snapshot_python_refused_is_dropped_from_the_service_workers_cache(browser, base_url, site):
    """The service worker keeps the snapshot that worked; when a kept copy is refused later,
    the page gets a plain start and the copy is dropped, so the next visit fetches it again."""
    snapshot = base_url + manifest(site)["snapshot"]
    ctx = browser.new_context()
    page = ctx.new_page()
    assert start_and_wait_for_a_tile(page, f"{base_url}rules/block/?seed=3") == "plain"  # a first visit
    wait_until_cached(page, snapshot, True)
    # spoil the kept copy (the service worker serves the runtime's folder from its cache first)
    spoilt = page.evaluate("""async (url) => {
        let spoilt = 0;
        for (const name of await caches.keys()) {
            const cache = await caches.open(name);
            const hit = await cache.match(url);
            if (!hit) continue;
            const bytes = new Uint8Array(await hit.arrayBuffer());
            bytes[1000] ^= 0xff;
            await cache.put(url, new Response(bytes));
            spoilt += 1;
        }
        return spoilt;
    }""", snapshot)
    assert spoilt == 1
    other = ctx.new_page()  # a dedicated worker: a new Python, its requests through the service worker
    assert start_and_wait_for_a_tile(other, f"{base_url}rules/draw/?seed=3&worker=dedicated") == "plain"
    assert other.evaluate("() => navigator.serviceWorker.controller !== null")
    wait_until_cached(other, snapshot, False)
    ctx.close()


def warm_up(page) -> str:
    """What the page decided about starting Python before Start is pressed (engine.js, warmUp)."""
    page.wait_for_selector("html[data-domino-warm-up]", timeout=START_TIMEOUT_MS)
    return cast(str, page.evaluate("() => document.documentElement.dataset.dominoWarmUp"))


def next_visit_starts_early(ctx, base: str):
    """The next visit, in a page with its own (dedicated) worker that nothing else runs Python
    for: it must start Python without Start being pressed, from the kept snapshot."""
    later = ctx.new_page()
    later.goto(f"{base}rules/draw/?seed=3&worker=dedicated")
    assert warm_up(later) == "started"
    later.wait_for_selector("html[data-domino-start]", timeout=START_TIMEOUT_MS)
    assert later.evaluate("() => document.documentElement.dataset.dominoStart") == "snapshot"
    return later


def test_a_return_visit_starts_python_before_start_is_pressed(browser, base_url, site):
    """A first visit starts Python only when the reader presses Start (it would download the
    runtime for readers who never play); once the service worker keeps the snapshot, a page
    with a board starts Python as it loads, and the reader's Start finds it running."""
    snapshot = base_url + manifest(site)["snapshot"]
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(f"{base_url}rules/block/?seed=3")
    assert warm_up(page) == "not-kept"
    assert page.evaluate("() => document.documentElement.dataset.dominoStart") is None
    page.locator(".domino-play[data-ready] .domino-play__start").click()
    page.wait_for_selector(LEGAL_TILE, timeout=START_TIMEOUT_MS)
    wait_until_cached(page, snapshot, True)
    later = next_visit_starts_early(ctx, base_url)
    start = later.locator(".domino-play[data-ready] .domino-play__start")
    assert start.is_visible(), "Python started without the reader pressing Start"
    assert start.is_enabled(), "Python started without the reader pressing Start"
    start.click()
    later.wait_for_selector(LEGAL_TILE, timeout=START_TIMEOUT_MS)
    ctx.close()


def test_a_first_visit_starts_plain_and_the_next_from_the_snapshot_it_kept(browser, base_url, site):
    """On a first visit the snapshot's megabytes would cost a phone's link more time than they
    save: the start is plain (not a fallback: nothing went wrong), the service worker fetches
    the snapshot after the first answer, and the next visit starts from it."""
    snapshot = base_url + manifest(site)["snapshot"]
    ctx = browser.new_context()
    page = ctx.new_page()
    warnings: list[str] = []
    page.on("console", lambda msg: warnings.append(msg.text) if msg.type == "warning" else None)
    assert start_and_wait_for_a_tile(page, f"{base_url}rules/block/?seed=3") == "plain"
    assert not [w for w in warnings if "without its snapshot" in w], warnings
    wait_until_cached(page, snapshot, True)
    next_visit_starts_early(ctx, base_url)
    ctx.close()
