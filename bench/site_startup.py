"""How fast the deal-and-play board starts in headless Chromium, and the site's size.

    .venv/bin/python bench/site_startup.py [--runs 5] [--lang en]

Uses the site in $SITE_DIR, or builds it (mkdocs build --strict) into a temporary folder.
For each run: a fresh browser context (empty HTTP cache) opens the block game's page,
presses Start, and the time until the first legal tile is clickable is taken inside the
page (cold); then the page is reloaded in the same context and started again (warm: the
HTTP cache and Chromium's compiled-WebAssembly cache are filled). While Python starts,
the page records long tasks (PerformanceObserver "longtask") and the longest lateness
of a 20 ms timer: if the main thread stays free, both stay small.

Every figure is a line ending in ``NAME UNIT VALUE``.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "site"))
sys.path.insert(0, str(ROOT / "engine"))

import _sitekit  # noqa: E402
from _sitekit import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

RESPONSIVE_LIMIT_S = 0.2  # a main-thread stall longer than this counts as "not responsive"

PROBE = """
(() => {
  const B = (window.__bench = { t0: null, t1: null, stages: [], longtasks: [], maxGap: 0, gapAt: 0 });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
    B.longtaskSupported = true;
  } catch (err) { B.longtaskSupported = false; }
  // main-thread lag: a 20 ms timer that should fire on time; the worst lateness while
  // Python starts is how long the page could not answer the reader (no rAF loop: in
  // headless Chromium that would keep the compositor busy and slow the worker down)
  let expected = null;
  const TICK = 20;
  setInterval(() => {
    const now = performance.now();
    if (expected !== null && B.t0 !== null && B.t1 === null) {
      const late = now - expected;
      if (late > B.maxGap) { B.maxGap = late; B.gapAt = expected; }
    }
    expected = now + TICK;
  }, TICK);
  document.addEventListener("click", (e) => {
    if (e.target.closest && e.target.closest(".domino-play__start")) B.t0 = performance.now();
  }, true);
  const watch = () => {
    if (B.t1 === null && document.querySelector(".domino-play__tile.is-legal:not(:disabled)")) {
      B.t1 = performance.now();
    }
    const status = document.querySelector(".domino-play__status");
    if (status && B.t0 !== null) {
      const text = status.textContent;
      const last = B.stages[B.stages.length - 1];
      if (!last || last[0] !== text) B.stages.push([text, performance.now()]);
    }
  };
  new MutationObserver(watch).observe(document, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
})();
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(site: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


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


def one_start(page, url: str, reload: bool) -> dict:
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_load_state("load")
    page.wait_for_timeout(200)  # let the page settle; the probe measures from the click
    page.locator(".domino-play__start").click()
    page.wait_for_function("() => window.__bench.t1 !== null", timeout=120_000)
    page.wait_for_timeout(100)
    b = page.evaluate("() => window.__bench")
    t0, t1 = b["t0"], b["t1"]
    during = [d for (start, d) in b["longtasks"] if start + d >= t0 and start <= t1]
    python_at = next((t for text, t in b["stages"] if t > t0 and text != b["stages"][0][0]), None)
    return {
        "start": (t1 - t0) / 1000,
        "python": (python_at - t0) / 1000 if python_at else float("nan"),
        "longest_task": max(during, default=0.0) / 1000,
        "long_tasks": len(during),
        "max_timer_lag": b["maxGap"] / 1000,
        "longtask_supported": b["longtaskSupported"],
    }


def dir_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--lang", default="en", choices=_sitekit.LANGS)
    args = ap.parse_args()

    site = _sitekit.site_or_fail()
    from playwright.sync_api import sync_playwright

    server, base = serve(site)
    seed = seed_with_a_legal_tile()
    url = f"{base}{_sitekit.lang_prefix(args.lang)}rules/block/?seed={seed}"
    cold: list[dict] = []
    warm: list[dict] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        for i in range(args.runs):
            ctx = browser.new_context()
            ctx.add_init_script(PROBE)
            page = ctx.new_page()
            cold.append(one_start(page, url, reload=False))
            warm.append(one_start(page, url, reload=True))
            ctx.close()
            c, w = cold[-1], warm[-1]
            print(
                f"# run {i + 1}: cold {cold[-1]['start']:.3f} s (Python up at {cold[-1]['python']:.3f} s), "
                f"warm {warm[-1]['start']:.3f} s (Python up at {warm[-1]['python']:.3f} s); "
                f"longest task {max(c['longest_task'], w['longest_task']) * 1000:.0f} ms, "
                f"longest timer lag {max(c['max_timer_lag'], w['max_timer_lag']) * 1000:.0f} ms",
                flush=True,
            )
        browser.close()
    server.shutdown()

    def med(rows: list[dict], key: str) -> float:
        return statistics.median(r[key] for r in rows)

    def worst(rows: list[dict], key: str) -> float:
        return max(r[key] for r in rows)

    print(f"# {args.runs} runs, headless Chromium ({CHROMIUM}), page {url}")
    print(f"start_to_first_legal_tile_cold_median seconds {med(cold, 'start'):.3f}")
    print(f"start_to_first_legal_tile_warm_median seconds {med(warm, 'start'):.3f}")
    print(f"python_loaded_cold_median seconds {med(cold, 'python'):.3f}")
    print(f"python_loaded_warm_median seconds {med(warm, 'python'):.3f}")
    rows = cold + warm
    stalls = [max(r["longest_task"], r["max_timer_lag"]) for r in rows]
    print(f"main_thread_longest_task_during_start_median seconds {med(rows, 'longest_task'):.3f}")
    print(f"main_thread_longest_task_during_start_worst seconds {worst(rows, 'longest_task'):.3f}")
    print(f"main_thread_timer_lag_during_start_median seconds {med(rows, 'max_timer_lag'):.3f}")
    print(f"main_thread_timer_lag_during_start_worst seconds {worst(rows, 'max_timer_lag'):.3f}")
    typical = statistics.median(stalls)
    print(
        f"main_thread_responsive_while_python_starts {'yes' if typical < RESPONSIVE_LIMIT_S else 'no'} "
        f"(median of each start's worst stall {typical * 1000:.0f} ms, worst {max(stalls) * 1000:.0f} ms, "
        f"limit {RESPONSIVE_LIMIT_S * 1000:.0f} ms; "
        f"longtask API {'on' if cold[0]['longtask_supported'] else 'off'}; "
        f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs)"
    )

    m = _sitekit.manifest(site)
    total = dir_size(site)
    runtime = dir_size(site / m["pyodide"])
    engine = (site / m["engine"]).stat().st_size
    mb = 1024 * 1024
    print(f"site_size_with_pyodide MB {total / mb:.2f}")
    print(f"site_size_without_pyodide MB {(total - runtime) / mb:.2f}")
    print(f"pyodide_runtime_size MB {runtime / mb:.2f}")
    print(f"engine_archive_size KB {engine / 1024:.1f}")


if __name__ == "__main__":
    main()
