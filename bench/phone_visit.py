"""A phone's first visit over a throttled mobile link: the board, the settler, the score pad.

    SITE_DIR=site .venv/bin/python bench/phone_visit.py [--runs 3] [--profiles 4g,slow4g]
        [--flows board,settle,score] [--lang en[,sv]] [--protocol h2|http1.1] [--against OTHER_SITE_DIR]

Serves the site in $SITE_DIR (or a fresh build, as bench/site_startup.py) with the deploy
recipe's nginx, behind ONE throttled link (bench/throttle.py): a TCP relay on 127.0.0.1 whose
token bucket and delay line every request passes, the page's and its workers' alike (DevTools'
throttling misses the shared worker that fetches Python, so it is not used). Profiles:

- ``4g``:     9 Mbit/s down, 9 Mbit/s up, 60 ms round trip;
- ``slow4g``: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (Lighthouse's "slow 4G").

The site is served as a host serves it to a phone: over HTTPS and HTTP/2 (``--protocol h2``, the
default: nginx with a self-signed certificate the bench's Chromium is told to accept; one
connection carries the page's and its workers' requests), or ``--protocol http1.1`` (plain HTTP,
up to six connections, as the bench measured before session 16). A new connection waits one
round trip (TCP's handshake) in the relay before its first byte goes, and TLS 1.3's own round
trip then passes through the link like any other; over plain HTTP the relay waits two round trips
(TCP's and the TLS handshake it stands in for).
Each visit is a new headless Chromium on a new profile (empty caches, no service worker), a
360 x 740 touch screen, and is timed from navigation start (the page's time origin):

- board:  ``<lang>/rules/block/?seed=S`` (a deal that gives the reader a tile to play), Start
  pressed as soon as it can be, to the first clickable legal tile (bench/site_startup.py's probe);
  then the return visit (the browser closed once the service worker has kept the engine, and
  opened again on the same profile, through the same link) and the offline visit (no network);
- settle: a shared settler link, to its answer (``.domino-settler[data-state="answered"]``);
- score:  the score pad, a match started with the default system and the first hand scored
  (player 1 went out, player 2's pips typed), to the hand's row (``data-hands="1"``); the
  reader's own typing takes no time here.

The bytes on the wire are what the relay delivered towards the browser (HTTP headers and the
bodies as sent, compressed) from navigation start to that moment, the workers' fetches and the
service worker's included. A visit the page gives up on (it says so and offers to try again, as
after Python's 60 s) or that takes longer than the bench waits is "never". Every figure is a
line ending in ``NAME UNIT VALUE`` (the median of the runs; ``never`` when most runs never got
there); ``--against`` measures a second build in the same run, its runs interleaved with the
first's (new, old, old, new, ...), with the same names ending in ``_against``.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import _sitekit
import nginx_run
import site_startup
from _sitekit import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import BrowserContext, Page, Playwright, ViewportSize, sync_playwright
from playwright.sync_api import Error as PlaywrightError
from throttle import UNTHROTTLED, Link, Relay

PROFILES = {
    "4g": Link(down_bps=9e6, up_bps=9e6, rtt_s=0.060),
    "slow4g": Link(down_bps=1.6e6, up_bps=0.75e6, rtt_s=0.150),
}
FLOWS = ("board", "settle", "score")
SETTLE_QUERY = "k=end&p=2&h=0-0.1-0_3-3&last=1"  # a blocked hand: who wins, by every system
VISIT_TIMEOUT_S = 180  # per visit; the page itself gives up on Python after 60 s
KEEP_STALL_S = 20  # the service worker has kept nothing more for this long: it is done
KEEP_TIMEOUT_S = 180
VIEWPORT: ViewportSize = {"width": 360, "height": 740}
MB = 1_000_000  # the goals' megabyte; MiB (2^20) is printed beside it
MIB = 1024 * 1024

# The goals (printed, not asserted): seconds from navigation, bytes on the wire.
GOAL_FIRST_VISIT_S = {"4g": 4.0, "slow4g": 25.0}
GOAL_FIRST_VISIT_BYTES = {"4g": 4 * MB}
GOAL_RETURN_S = 1.0
GOAL_OFFLINE_S = 1.0

# What each flow waits for (a page's time since navigation start, or null), and when the page
# gave up: marked by an init script from the blocks' states (data-* attributes, classes).
PHONE_PROBE = """
(() => {
  const P = (window.__phone = { marks: {}, failed: null });
  const marks = {
    answered: '.domino-settler[data-state="answered"]',
    pad: '.domino-scorepad[data-hands="0"][data-state="ready"]',
    hand: '.domino-scorepad[data-hands="1"]',
  };
  const failures = {
    board: ['.domino-play.is-failed', '.domino-play__status'],
    settler: ['.domino-settler[data-state="failed"], .domino-settler[data-state="refused"]',
              '.domino-settler__error'],
    scorepad: ['.domino-scorepad[data-state="failed"], .domino-scorepad[data-state="refused"]',
               '.domino-scorepad__error'],
  };
  const look = () => {
    for (const [name, sel] of Object.entries(marks)) {
      if (!(name in P.marks) && document.querySelector(sel)) P.marks[name] = performance.now();
    }
    if (P.failed !== null) return;
    for (const [what, [sel, text]] of Object.entries(failures)) {
      const root = document.querySelector(sel);
      if (!root) continue;
      const said = (root.querySelector(text) || root).textContent.trim().replace(/\\s+/g, " ");
      P.failed = { what, at: performance.now(), text: said.slice(0, 160) };
      return;
    }
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""

# The visit's figures at its moment: ``when`` is a JavaScript expression, the moment or null.
OUTCOME = """
() => ({
  t: (%s) ?? null,
  origin: performance.timeOrigin,
  failed: window.__phone.failed,
  start: document.documentElement.dataset.dominoStart || "",
  engine: document.documentElement.dataset.dominoEngine || "",
  ect: (navigator.connection && navigator.connection.effectiveType) || "",
})
"""

# Which of these URLs the service worker (or any cache) holds.
KEPT_OF = """
async (urls) => {
  if (!self.caches) return [];
  const out = [];
  for (const url of urls) if (await caches.match(url)) out.push(url);
  return out;
}
"""


@dataclass
class Visit:
    """One visit: seconds from navigation start (None: never), bytes on the wire, what happened."""

    seconds: float | None
    bytes: int | None
    note: str = ""


@dataclass
class Served:
    """One build behind its own nginx and its own relay."""

    label: str  # "" or "against": the names' suffix
    site: Path
    relay: Relay
    kept: list[str]  # the engine's files the service worker may keep (engine/precache.json)
    spki: str | None  # HTTPS and HTTP/2 (--protocol h2): the key of the certificate Chromium trusts
    runs: dict[str, list[Visit]] = field(default_factory=dict)  # by figure name

    def add(self, name: str, visit: Visit) -> None:
        self.runs.setdefault(name, []).append(visit)


# ------------------------------------------------------------ the browser


def launch(p: Playwright, profile: str, offline: bool = False, spki: str | None = None) -> BrowserContext:
    """Chromium on ``profile``, a phone's screen; the probes in every page. With ``spki`` it trusts
    the bench's certificate as a real one (its cache and service workers as for any host)."""
    args = [*CHROMIUM_ARGS, f"--ignore-certificate-errors-spki-list={spki}"] if spki else CHROMIUM_ARGS
    ctx = p.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=args, headless=True, offline=offline,
        bypass_csp=True,  # (Playwright's wait_for_function evaluates a string, which the site's CSP forbids)
        viewport=VIEWPORT, is_mobile=True, has_touch=True)
    ctx.add_init_script(site_startup.PROBE)
    ctx.add_init_script(PHONE_PROBE)
    return ctx


def settled(page: Page, when: str, relay: Relay | None, before: int) -> Visit:
    """Wait for ``when`` (or for the page to give up); the visit's time and bytes to that moment."""
    try:
        page.wait_for_function(f"() => window.__phone.failed !== null || ({when}) != null",
                               timeout=VISIT_TIMEOUT_S * 1000)
    except PlaywrightError:
        return Visit(None, None, f"nothing within {VISIT_TIMEOUT_S} s")
    o: dict[str, Any] = page.evaluate(OUTCOME % when)
    how = ", ".join(x for x in (o["start"], o["engine"], f"ect {o['ect']}" if o["ect"] else "") if x)
    if o["t"] is None:
        failed = o["failed"]
        so_far = ""
        if relay:
            sent_then = relay.bytes_at((o["origin"] + failed["at"]) / 1000) - before
            so_far = f" after {sent_then / MB:.2f} MB"
        return Visit(None, None, f"{failed['what']} gave up at {failed['at'] / 1000:.1f} s{so_far}: "
                                 f"{failed['text']!r}")
    moment = (o["origin"] + o["t"]) / 1000  # the wall clock, as the relay's timeline
    sent = relay.bytes_at(moment) - before if relay else None
    return Visit(o["t"] / 1000, sent, how)


def guarded(visit: Callable[[], Visit]) -> Visit:
    """A visit, or "never" with the reason when the browser got stuck on the way (a click)."""
    try:
        return visit()
    except PlaywrightError as exc:
        return Visit(None, None, str(exc).splitlines()[0][:160])


def board(page: Page, url: str, relay: Relay | None) -> Visit:
    """Open the board, press Start as soon as it is enabled; to the first legal tile."""
    before = relay.bytes_down if relay else 0
    page.goto(url, wait_until="commit", timeout=VISIT_TIMEOUT_S * 1000)
    page.locator(".domino-play[data-ready] .domino-play__start").click(timeout=VISIT_TIMEOUT_S * 1000)
    return settled(page, "window.__bench.t1", relay, before)


def settle(page: Page, url: str, relay: Relay) -> Visit:
    """Open a shared settler link; to its answer."""
    before = relay.bytes_down
    page.goto(url, wait_until="commit", timeout=VISIT_TIMEOUT_S * 1000)
    return settled(page, "window.__phone.marks.answered", relay, before)


def score(page: Page, url: str, relay: Relay) -> Visit:
    """Open the score pad, start a match, score one hand; to the hand's row."""
    before = relay.bytes_down
    page.goto(url, wait_until="commit", timeout=VISIT_TIMEOUT_S * 1000)
    page.locator(".domino-scorepad__setup:not([hidden]) .domino-scorepad__start").click(
        timeout=VISIT_TIMEOUT_S * 1000)
    started = settled(page, "window.__phone.marks.pad", relay, before)
    if started.seconds is None:
        return started
    pad = page.locator(".domino-scorepad")
    pad.locator('input[name="domino-scorepad-end"][value="out:0"]').check()
    pad.locator('.domino-scorepad__pips[data-seat="1"] .domino-scorepad__pips-input').fill("12")
    pad.locator(".domino-scorepad__add").click()
    return settled(page, "window.__phone.marks.hand", relay, before)


def wait_kept(page: Page, urls: list[str]) -> str:
    """Wait until the service worker keeps ``urls``, or has kept nothing new for a while: how many."""
    deadline = time.monotonic() + KEEP_TIMEOUT_S
    kept: list[str] = []
    changed = time.monotonic()
    while time.monotonic() < deadline and time.monotonic() - changed < KEEP_STALL_S:
        now: list[str] = page.evaluate(KEPT_OF, urls)
        if len(now) != len(kept):
            kept, changed = now, time.monotonic()
        if len(kept) == len(urls):
            break
        page.wait_for_timeout(250)  # a bench, not a test: polling the caches is fine here
    return f"kept {len(kept)}/{len(urls)}"


# ------------------------------------------------------------ one run of each flow


def board_visits(p: Playwright, s: Served, link: Link, url: str) -> dict[str, Visit]:
    """The first visit through ``link``; then, once the engine is kept, the return and offline visits."""
    out: dict[str, Visit] = {}
    with tempfile.TemporaryDirectory(prefix="dominophone-") as profile:
        s.relay.link = link
        ctx = launch(p, profile, spki=s.spki)
        try:
            page = ctx.new_page()
            out["board_first_visit"] = guarded(lambda: board(page, url, s.relay))
            if out["board_first_visit"].seconds is None:
                return out
            s.relay.link = UNTHROTTLED  # measured: the rest of the first visit need not be slow
            # the engine's files and the page itself (the pages are copied after the engine: an
            # offline visit before that copy is done gets the offline page, as it should)
            kept = wait_kept(page, [*s.kept, url.split("?")[0]])
        finally:
            ctx.close()
        s.relay.link = link
        ctx = launch(p, profile, spki=s.spki)
        try:
            out["board_return_visit"] = guarded(lambda: board(ctx.new_page(), url, s.relay))
            out["board_return_visit"].note += f", {kept}"
        finally:
            ctx.close()
        ctx = launch(p, profile, offline=True, spki=s.spki)
        try:
            out["board_offline_visit"] = guarded(lambda: board(ctx.new_page(), url, None))
        finally:
            ctx.close()
    return out


def one_visit(p: Playwright, s: Served, link: Link, flow: Callable[[Page, str, Relay], Visit],
              url: str) -> Visit:
    """A flow's first visit through ``link`` on a new profile."""
    with tempfile.TemporaryDirectory(prefix="dominophone-") as profile:
        s.relay.link = link
        ctx = launch(p, profile, spki=s.spki)
        try:
            return guarded(lambda: flow(ctx.new_page(), url, s.relay))
        finally:
            ctx.close()


def run_flow(p: Playwright, s: Served, profile: str, flow: str, lang: str, seed: int) -> dict[str, Visit]:
    """One run of ``flow`` in ``lang`` over ``profile``: its figures by name."""
    link = PROFILES[profile]
    if s.spki:  # TLS's round trip is real here: the relay stands in for TCP's alone
        link = dataclasses.replace(link, handshake_rtts=1)
    prefix = f"{s.relay.url}{_sitekit.lang_prefix(lang)}"
    if flow == "board":
        return board_visits(p, s, link, f"{prefix}rules/block/?seed={seed}")
    if flow == "settle":
        return {"settle_first_visit": one_visit(p, s, link, settle, f"{prefix}settle/?{SETTLE_QUERY}")}
    return {"score_first_hand": one_visit(p, s, link, score, f"{prefix}score/")}


# ------------------------------------------------------------ the report


def fmt(visit: Visit) -> str:
    if visit.seconds is None:
        return f"never ({visit.note})"
    sent = ""
    if visit.bytes is not None:
        sent = f", {visit.bytes / MB:.2f} MB" if visit.bytes >= MB else f", {visit.bytes / 1000:.0f} kB"
    return f"{visit.seconds:.2f} s{sent} ({visit.note})"


def median(values: list[float | None]) -> float:
    """The median, "never" (None) counting as infinitely long: inf when most runs never got there."""
    return float(statistics.median(math.inf if v is None else v for v in values))


def value(x: float, digits: int) -> str:
    return "never" if math.isinf(x) else f"{x:.{digits}f}"


def figure_name(profile: str, lang: str, figure: str) -> str:
    return f"phone_{profile}_{'' if lang == 'en' else lang + '_'}{figure}"


FIRSTS = ("_first_visit", "_first_hand")  # the figures whose bytes count (a first visit's)


def seconds_of(visits: list[Visit]) -> float:
    return median([v.seconds for v in visits])


def bytes_of(visits: list[Visit]) -> float:
    return median([None if v.bytes is None else float(v.bytes) for v in visits])


def report(sites: list[Served], profiles: list[str], langs: list[str]) -> None:
    """Every figure's median, the megabytes, the goals, and new over old with --against."""
    for s in sites:
        suffix = f"_{s.label}" if s.label else ""
        for key, visits in s.runs.items():
            print(f"{key}_seconds_median{suffix} seconds {value(seconds_of(visits), 3)}")
            if key.endswith(FIRSTS):
                print(f"{key}_bytes_median{suffix} bytes {value(bytes_of(visits), 0)}")
    for s in sites:
        build = f" ({s.label}: {s.site})" if s.label else f" ({s.site})"
        for key, visits in s.runs.items():
            sent = bytes_of(visits)
            if key.endswith(FIRSTS) and not math.isinf(sent):
                print(f"# {key}{build}: {sent / MB:.2f} MB = {sent / MIB:.2f} MiB on the wire")
    print("# goals (MB = 10^6 bytes): 4g first visit <= 4 s and <= 4 MB, slow4g <= 25 s; "
          "return and offline visits <= 1.0 s")
    for s in sites:
        for key, visits in s.runs.items():
            for limit, unit in goals_of(key, profiles, langs):
                got = seconds_of(visits) if unit == "s" else bytes_of(visits) / MB
                verdict = "met" if got <= limit else "MISSED"
                print(f"# goal {key}{'_' + s.label if s.label else ''}: {value(got, 2)} {unit} "
                      f"against <= {limit:g} {unit}: {verdict}")
    if len(sites) == 2:
        new, old = sites
        for key, visits in new.runs.items():
            others = old.runs.get(key, [])
            pairs = [("seconds", seconds_of(visits), seconds_of(others) if others else math.inf)]
            if key.endswith(FIRSTS):
                pairs.append(("bytes", bytes_of(visits), bytes_of(others) if others else math.inf))
            for unit, a, b in pairs:
                if math.isfinite(a) and math.isfinite(b) and b > 0:
                    print(f"{key}_{unit}_new_over_against ratio {a / b:.2f}")


def goals_of(key: str, profiles: list[str], langs: list[str]) -> list[tuple[float, str]]:
    """The goals a figure is held against: (limit, "s" or "MB")."""
    for profile in profiles:
        for lang in langs:
            for flow in ("board_first_visit", "settle_first_visit", "score_first_hand"):
                if key == figure_name(profile, lang, flow):
                    goals = [(GOAL_FIRST_VISIT_S[profile], "s")] if profile in GOAL_FIRST_VISIT_S else []
                    if profile in GOAL_FIRST_VISIT_BYTES:
                        goals.append((GOAL_FIRST_VISIT_BYTES[profile] / MB, "MB"))
                    return goals
            if key == figure_name(profile, lang, "board_return_visit"):
                return [(GOAL_RETURN_S, "s")]
            if key == figure_name(profile, lang, "board_offline_visit"):
                return [(GOAL_OFFLINE_S, "s")]
    return []


# ------------------------------------------------------------ main


def engine_files(site: Path, base: str) -> list[str]:
    """The engine's files (engine/precache.json, the service worker's own list) at ``base``."""
    listed = site / "engine" / "precache.json"
    if listed.is_file():
        entries = json.loads(listed.read_text(encoding="utf-8"))["entries"]
        return [f"{base}{e['url']}" for e in entries]
    return [f"{base}{_sitekit.manifest(site)['engine']}"]


@contextlib.contextmanager
def serving(site: Path, label: str, tls: tuple[Path, Path] | None) -> Iterator[Served]:
    """``site`` behind nginx and a relay (unthrottled until a visit sets its link); over HTTPS with
    ``tls`` (a certificate and its key)."""
    with nginx_run.running(site, tls=tls or False) as base:
        port = int(base.rstrip("/").rsplit(":", 1)[1])
        with Relay(port, UNTHROTTLED, scheme="https" if tls else "http") as relay:
            yield Served(label, site, relay, engine_files(site, relay.url),
                         nginx_run.spki_sha256(tls[0]) if tls else None)


def parse_args() -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--profiles", default=",".join(PROFILES), help="comma-separated: " + ", ".join(PROFILES))
    ap.add_argument("--flows", default=",".join(FLOWS), help="comma-separated: " + ", ".join(FLOWS))
    ap.add_argument("--lang", default="en", help="comma-separated: " + ", ".join(_sitekit.LANGS))
    ap.add_argument("--protocol", choices=("h2", "http1.1"), default="h2",
                    help="h2: HTTPS and HTTP/2, as a host serves a phone (default); http1.1: plain HTTP")
    ap.add_argument("--against", type=Path, help="a second built site, measured in the same run")
    args = ap.parse_args()
    for option, allowed in (("profiles", PROFILES), ("flows", FLOWS), ("lang", _sitekit.LANGS)):
        chosen = [x for x in getattr(args, option).split(",") if x]
        bad = [x for x in chosen if x not in allowed]
        if bad or not chosen:
            print(f"phone_visit: --{option} takes {', '.join(allowed)}, not {getattr(args, option)!r}",
                  file=sys.stderr)
            raise SystemExit(2)
        setattr(args, option, chosen)
    if args.runs < 1:
        print("phone_visit: --runs must be at least 1", file=sys.stderr)
        raise SystemExit(2)
    if args.against and not (args.against / "index.html").is_file():
        print(f"phone_visit: --against {args.against} holds no built site (no index.html)", file=sys.stderr)
        raise SystemExit(2)
    return args


def main() -> None:
    args = parse_args()
    site = _sitekit.site_or_fail()
    seed = site_startup.seed_with_a_legal_tile()
    load_before = os.getloadavg()
    began = time.monotonic()
    with contextlib.ExitStack() as stack:
        tls = None
        if args.protocol == "h2":  # one certificate for both builds, made for this run
            folder = stack.enter_context(tempfile.TemporaryDirectory(prefix="dominophone-tls-"))
            tls = nginx_run.self_signed(Path(folder))
        sites = [stack.enter_context(serving(site, "", tls))]
        if args.against:
            sites.append(stack.enter_context(serving(args.against.resolve(), "against", tls)))
        print(f"# {args.runs} runs, headless Chromium ({CHROMIUM}) on a 360 x 740 touch screen, nginx "
              f"behind one throttled link (bench/throttle.py); block seed {seed}; "
              "times from navigation start")
        for profile in args.profiles:
            print(f"# {profile}: {PROFILES[profile].describe()}, "
                  f"{1 if tls else PROFILES[profile].handshake_rtts} round trip(s) in the relay to open a "
                  f"connection; {'HTTPS and HTTP/2' if tls else 'plain HTTP/1.1'}")
        with sync_playwright() as p:
            for i in range(args.runs):
                order = sites if i % 2 == 0 else sites[::-1]  # new, old, old, new, ...
                for profile in args.profiles:
                    for flow in args.flows:
                        for lang in args.lang:
                            for s in order:
                                got = run_flow(p, s, profile, flow, lang, seed)
                                for name, visit in got.items():
                                    s.add(figure_name(profile, lang, name), visit)
                                build = f" [{s.label}]" if s.label else ""
                                print(f"# run {i + 1} {profile} {lang} {flow}{build}: " + "; ".join(
                                    f"{name} {fmt(v)}" for name, v in got.items()), flush=True)
    load_after = os.getloadavg()
    report(sites, args.profiles, args.lang)
    print(f"# load average (1, 5, 15 min) {' '.join(f'{x:.2f}' for x in load_before)} before, "
          f"{' '.join(f'{x:.2f}' for x in load_after)} after, on {os.cpu_count()} CPUs; "
          f"the bench took {time.monotonic() - began:.0f} s")


if __name__ == "__main__":
    main()
