"""How fast the deal-and-play board starts in headless Chromium, plain and from a snapshot.

    .venv/bin/python bench/site_startup.py [--runs 3] [--lang en] [--server python|nginx]

Uses the site in $SITE_DIR, or builds it (mkdocs build --strict) into a temporary folder,
and serves it with Python's http.server (default) or with the deploy recipe's nginx
(deploy/, as in production: compressed, with cache headers). For each way of starting
Python, side by side in one run,

- plain:    ``?snapshot=off``, Pyodide starts and imports the engine;
- snapshot: ``?snapshot=site``, the build's memory snapshot (the site's default),

each run takes a fresh browser profile (empty HTTP cache, no service worker) and times,
from navigation to the first clickable legal tile (the reader presses Start as soon as
the board can be started):

- first visit: the block game's page, caches empty;
- next page: then the draw game's page in the same tab (the shared worker runs Python);
- return visit: the browser is closed (every worker ends) and opened again on the same
  profile, a new tab on the block game's page (warm caches, service worker installed);
- offline (snapshot only): the same with the network off.

Main-thread long tasks (over 50 ms, PerformanceObserver "longtask") from navigation to
the first tile are counted for every visit, and the page's own DOMContentLoaded is given
beside each time (``..._page_ready_median``): the page of text the board sits on. Every
figure is a line ending in ``NAME UNIT VALUE``; ratios are plain over snapshot, from the
same run.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import gzip
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import _sitekit
import nginx_run
from _sitekit import CHROMIUM, CHROMIUM_ARGS

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Playwright

ROOT = Path(__file__).resolve().parent.parent

MODES = {"plain": "off", "snapshot": "site"}
VISITS = ("first_visit", "next_page", "return_visit")
KEEP_TIMEOUT_S = 120  # how long the service worker may take to keep what the next visit needs

PROBE = """
(() => {
  const B = (window.__bench = { t1: null, clicked: null, longtasks: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
    B.longtaskSupported = true;
  } catch (err) { B.longtaskSupported = false; }
  document.addEventListener("click", (e) => {
    if (e.target.closest && e.target.closest(".domino-play__start")) B.clicked = performance.now();
  }, true);
  new MutationObserver(() => {
    if (B.t1 === null && document.querySelector(".domino-play__tile.is-legal:not(:disabled)")) {
      B.t1 = performance.now();  // since navigation started (the page's time origin)
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();
"""

# Has the service worker kept what the next visit starts from?
KEPT = """
async (urls) => {
  if (!self.caches) return false;
  for (const url of urls) if (!(await caches.match(url))) return false;
  return true;
}
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # the browser closed mid-transfer
            super().handle_error(request, client_address)


def seed_with_a_legal_tile(rules: str = "block", players: int = 2) -> int:
    """A seed whose deal leaves the reader (seat 0) a tile to play at once."""
    from dominorules.bridge import handle_json

    for seed in range(1, 500):
        reply = json.loads(
            handle_json(json.dumps({"op": "new", "rules": rules, "players": players, "seed": seed}))
        )
        if reply.get("ok") and any(m["kind"] == "play" for m in reply["legal"]):
            return seed
    raise RuntimeError("no seed with a legal first tile")


def visit(page: Page, url: str) -> dict[str, Any]:
    """Open ``url``, press Start as soon as the board takes it; time to the first legal tile."""
    page.goto(url, wait_until="commit")
    page.locator(".domino-play[data-ready] .domino-play__start").click(timeout=120_000)
    page.wait_for_function("() => window.__bench.t1 !== null", timeout=180_000)
    b = page.evaluate("() => window.__bench")
    t1 = b["t1"]
    tasks = [d for (start, d) in b["longtasks"] if start <= t1]
    page_ready = page.evaluate(
        "() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")
    return {
        "ready": t1 / 1000,
        "page_ready": page_ready / 1000,
        "clicked": b["clicked"] / 1000,
        "long_tasks": len(tasks),
        "longest_task": max(tasks, default=0.0) / 1000,
        "longtask_supported": b["longtaskSupported"],
        "engine": page.evaluate("() => document.documentElement.dataset.dominoEngine || ''"),
        "start": page.evaluate("() => document.documentElement.dataset.dominoStart || ''"),
    }


def launch(p: Playwright, profile: str, offline: bool = False) -> BrowserContext:
    ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                               headless=True, offline=offline)
    ctx.add_init_script(PROBE)
    return ctx


def wait_kept(page: Page, urls: list[str]) -> None:
    """Wait until what the return visit needs is kept by the service worker."""
    deadline = time.monotonic() + KEEP_TIMEOUT_S
    while not page.evaluate(KEPT, urls):
        if time.monotonic() > deadline:
            raise RuntimeError(f"not kept within {KEEP_TIMEOUT_S} s: {urls}")
        page.wait_for_timeout(200)  # a bench, not a test: polling the caches is fine here


def one_run(p: Playwright, pages: tuple[str, str], mode: str,
            kept: list[str]) -> dict[str, dict[str, Any]]:
    first, second = (f"{url}&snapshot={MODES[mode]}" for url in pages)
    with tempfile.TemporaryDirectory(prefix="dominobench-") as profile:
        ctx = launch(p, profile)
        page = ctx.new_page()
        out = {"first_visit": visit(page, first), "next_page": visit(page, second)}
        wait_kept(page, kept)
        ctx.close()
        ctx = launch(p, profile)
        out["return_visit"] = visit(ctx.new_page(), first)
        ctx.close()
        if mode == "snapshot":
            ctx = launch(p, profile, offline=True)
            out["offline"] = visit(ctx.new_page(), first)
            ctx.close()
    return out


def dir_size(path: Path) -> int:
    """The files' size, without the precompressed copies (name.gz, name.br) the build adds."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and p.suffix not in (".gz", ".br"))


@contextlib.contextmanager
def served(site: Path, how: str) -> Iterator[str]:
    """The site over HTTP: Python's http.server, or nginx with the deploy recipe."""
    if how == "nginx":
        with nginx_run.running(site) as base:
            yield base
        return
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def gz_size(path: Path) -> int:
    done = path.with_name(path.name + ".gz")
    if done.is_file():
        return done.stat().st_size
    return len(gzip.compress(path.read_bytes(), compresslevel=6))


def main() -> None:
    args, modes = parse_args()
    site = _sitekit.site_or_fail()
    m = _sitekit.manifest(site)
    load_before = os.getloadavg()[0]
    pages, runs = measure(site, m, args, modes)
    load_after = os.getloadavg()[0]
    print(f"# {args.runs} runs, headless Chromium ({CHROMIUM}), served by {args.server}, "
          f"pages {pages[0]} then {pages[1]}; times from navigation to the first clickable legal tile")
    busy = max(load_before, load_after) > 1
    print(f"# load average {load_before:.2f} before, {load_after:.2f} after, on {os.cpu_count()} CPUs"
          + ("  (a loaded machine: compare the ratios, not the seconds)" if busy else ""))
    report_times(runs, modes)
    report_sizes(site, m)


def parse_args() -> tuple[argparse.Namespace, list[str]]:
    """The command line, and the modes it asks for (plain must be one of them)."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--lang", default="en", choices=_sitekit.LANGS)
    ap.add_argument("--server", default="python", choices=("python", "nginx"))
    ap.add_argument("--modes", default=",".join(MODES), help="comma-separated: " + ", ".join(MODES))
    args = ap.parse_args()
    modes = [m for m in args.modes.split(",") if m]
    bad = [m for m in modes if m not in MODES]
    if bad or "plain" not in modes:
        print(f"site_startup: --modes must include plain and only {', '.join(MODES)}, not {args.modes!r}",
              file=sys.stderr)
        raise SystemExit(2)
    return args, modes


Runs = dict[str, list[dict[str, dict[str, Any]]]]


def measure(site: Path, m: dict[str, str], args: argparse.Namespace,
            modes: list[str]) -> tuple[tuple[str, str], Runs]:
    """Every mode's visits, ``args.runs`` times, interleaved: the two pages and the timings."""
    from playwright.sync_api import sync_playwright

    seed = seed_with_a_legal_tile()
    with served(site, args.server) as base:
        prefix = f"{base}{_sitekit.lang_prefix(args.lang)}"
        draw_seed = seed_with_a_legal_tile("draw")
        pages = (f"{prefix}rules/block/?seed={seed}", f"{prefix}rules/draw/?seed={draw_seed}")
        # (a build before the cut standard library has Pyodide's whole one, and no "stdlib")
        stdlib = m.get("stdlib", f"{m['pyodide']}python_stdlib.zip")
        runtime = [f"{base}{m['pyodide']}pyodide.asm.wasm", f"{base}{stdlib}"]
        # (the snapshot mode's offline visit needs the page itself too: the pages are copied after
        # the engine, and a page opened offline before that gets the offline page, as it should)
        kept = {
            "plain": [*runtime, f"{base}{m['engine']}"],
            "snapshot": [*runtime, f"{base}{m['engine']}", f"{base}{m['snapshot']}", pages[0].split("?")[0]],
        }
        runs: Runs = {mode: [] for mode in modes}
        with sync_playwright() as p:
            for i in range(args.runs):
                for mode in modes:  # interleaved, so that a busier minute hits every mode alike
                    r = one_run(p, pages, mode, kept[mode])
                    runs[mode].append(r)
                    print(f"# run {i + 1} {mode}: " + ", ".join(
                        f"{name} {v['ready']:.3f} s ({v['engine']}, {v['start']}, "
                        f"{v['long_tasks']} long tasks, longest {v['longest_task'] * 1000:.0f} ms)"
                        for name, v in r.items()), flush=True)
    return pages, runs


def report_times(runs: Runs, modes: list[str]) -> None:
    """The medians of each visit and mode, the ratios, and the main thread's long tasks."""

    def med(mode: str, visit_name: str, key: str = "ready") -> float:
        return float(statistics.median(r[visit_name][key] for r in runs[mode]))

    for visit_name in VISITS:
        for mode in modes:
            print(f"{visit_name}_{mode}_median seconds {med(mode, visit_name):.3f}")
        for mode in modes:  # the page of text itself, for comparison: its DOMContentLoaded
            print(f"{visit_name}_{mode}_page_ready_median seconds {med(mode, visit_name, 'page_ready'):.3f}")
        for mode in modes:
            if mode != "plain":
                ratio = med("plain", visit_name) / med(mode, visit_name)
                print(f"{visit_name}_plain_over_{mode} ratio {ratio:.2f}")
    if "snapshot" in modes:
        print(f"offline_snapshot_median seconds {med('snapshot', 'offline'):.3f}")
    for mode in modes:
        visits = [v for r in runs[mode] for v in r.values()]
        per_visit = statistics.median(v["long_tasks"] for v in visits)
        print(f"main_thread_long_tasks_{mode}_per_visit_median count {per_visit:.1f}")
        print(f"main_thread_longest_task_{mode}_worst seconds {max(v['longest_task'] for v in visits):.3f}")
        for visit_name in VISITS:
            print(f"main_thread_longest_task_{mode}_{visit_name}_median seconds "
                  f"{med(mode, visit_name, 'longest_task'):.3f}")
    fell_back = sorted({f"{mode}/{name}" for mode in modes if mode != "plain" for r in runs[mode]
                        for name, v in r.items() if v["start"] == "plain"})
    print(f"# snapshot starts that fell back to a plain start: {', '.join(fell_back) or 'none'}")


def report_sizes(site: Path, m: dict[str, str]) -> None:
    """The site's size, with and without Pyodide, and the snapshot's and the engine's."""
    total = dir_size(site)
    snapshot = site / m["snapshot"]
    runtime_size = dir_size(site / m["pyodide"]) - snapshot.stat().st_size
    engine = (site / m["engine"]).stat().st_size
    mb = 1024 * 1024
    print(f"site_size_with_pyodide MB {total / mb:.2f}")
    print(f"site_size_without_pyodide MB {(total - runtime_size - snapshot.stat().st_size) / mb:.2f}")
    print(f"pyodide_runtime_size MB {runtime_size / mb:.2f}")
    print(f"snapshot_size MB {snapshot.stat().st_size / mb:.2f}")
    print(f"snapshot_size_gzip MB {gz_size(snapshot) / mb:.2f}")
    br = snapshot.with_name(snapshot.name + ".br")
    if br.is_file():
        print(f"snapshot_size_brotli MB {br.stat().st_size / mb:.2f}")
    print(f"engine_archive_size KB {engine / 1024:.1f}")


if __name__ == "__main__":
    main()
