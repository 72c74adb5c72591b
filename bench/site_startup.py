"""How fast the deal-and-play board starts in headless Chromium, and the site's size.

    .venv/bin/python bench/site_startup.py [--runs 5] [--lang en]

Uses the site in $SITE_DIR, or builds it (mkdocs build --strict) into a temporary folder.
Each run uses a fresh browser profile (empty HTTP cache, no service worker yet) and takes,
inside the page, the time from pressing Start to the first clickable legal tile:

- cold: the block game's page, first visit (Python starts in the shared worker);
- next page: the reader then moves to the draw game's page and presses Start there
  (the shared worker already runs Python);
- second visit: the browser is closed (every worker ends) and opened again on the same
  profile; the service worker and the caches serve the runtime;
- offline: the same, with the network switched off (only the service worker answers).

While Python starts, the page records long tasks (PerformanceObserver "longtask") and the
longest lateness of a 20 ms timer: if the main thread stays free, both stay small.

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
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "site"))
sys.path.insert(0, str(ROOT / "engine"))

import _sitekit  # noqa: E402
from _sitekit import CHROMIUM, CHROMIUM_ARGS  # noqa: E402

SETTLE_MS = 2000
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


def one_start(page, url: str) -> dict:
    page.goto(url)
    page.wait_for_load_state("load")
    # Let the page settle, as a reader would before pressing Start: Material's own set-up
    # (its bundle, the search index) makes long tasks in the first second after "load",
    # which are page loading, not Python starting. The probe measures from the click.
    page.wait_for_timeout(SETTLE_MS)
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
        "engine": page.evaluate("() => document.documentElement.dataset.dominoEngine || ''"),
    }


def launch(p, profile: str, offline: bool = False):
    ctx = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                               headless=True, offline=offline)
    ctx.add_init_script(PROBE)
    return ctx


def one_run(p, urls: tuple[str, str]) -> dict[str, dict]:
    first, second = urls
    with tempfile.TemporaryDirectory(prefix="dominobench-") as profile:
        ctx = launch(p, profile)
        page = ctx.new_page()
        out = {"cold": one_start(page, first), "next_page": one_start(page, second)}
        page.wait_for_timeout(500)  # the service worker keeps the runtime (engine.js asks it)
        ctx.close()
        ctx = launch(p, profile)
        out["second_visit"] = one_start(ctx.new_page(), first)
        ctx.close()
        ctx = launch(p, profile, offline=True)
        out["offline"] = one_start(ctx.new_page(), first)
        ctx.close()
    return out


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
    prefix = f"{base}{_sitekit.lang_prefix(args.lang)}"
    urls = (f"{prefix}rules/block/?seed={seed}", f"{prefix}rules/draw/?seed={seed_with_a_legal_tile('draw')}")
    runs: list[dict[str, dict]] = []
    with sync_playwright() as p:
        for i in range(args.runs):
            runs.append(one_run(p, urls))
            r = runs[-1]
            print(f"# run {i + 1}: " + ", ".join(
                f"{name} {r[name]['start']:.3f} s ({r[name]['engine']})" for name in r) +
                f"; longest task {max(x['longest_task'] for x in r.values()) * 1000:.0f} ms, "
                f"longest timer lag {max(x['max_timer_lag'] for x in r.values()) * 1000:.0f} ms", flush=True)
    server.shutdown()

    def med(rows: list[dict], key: str) -> float:
        return statistics.median(r[key] for r in rows)

    def worst(rows: list[dict], key: str) -> float:
        return max(r[key] for r in rows)

    print(f"# {args.runs} runs, headless Chromium ({CHROMIUM}), pages {urls[0]} then {urls[1]}")
    for name in ("cold", "next_page", "second_visit", "offline"):
        print(f"start_to_first_legal_tile_{name}_median seconds {med([r[name] for r in runs], 'start'):.3f}")
    starts = [r[name] for r in runs for name in ("cold", "second_visit")]  # Python starts in these
    print(f"python_loaded_cold_median seconds {med([r['cold'] for r in runs], 'python'):.3f}")
    print(f"main_thread_longest_task_during_start_median seconds {med(starts, 'longest_task'):.3f}")
    print(f"main_thread_longest_task_during_start_worst seconds {worst(starts, 'longest_task'):.3f}")
    print(f"main_thread_timer_lag_during_start_median seconds {med(starts, 'max_timer_lag'):.3f}")
    print(f"main_thread_timer_lag_during_start_worst seconds {worst(starts, 'max_timer_lag'):.3f}")
    stalls = [max(r["longest_task"], r["max_timer_lag"]) for r in starts]
    typical = statistics.median(stalls)
    print(
        f"main_thread_responsive_while_python_starts {'yes' if typical < RESPONSIVE_LIMIT_S else 'no'} "
        f"(median of each start's worst stall {typical * 1000:.0f} ms, worst {max(stalls) * 1000:.0f} ms, "
        f"limit {RESPONSIVE_LIMIT_S * 1000:.0f} ms; "
        f"longtask API {'on' if starts[0]['longtask_supported'] else 'off'}; "
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
