"""Lighthouse's four scores for four pages of the site, served as in production.

    .venv/bin/python bench/lighthouse_scores.py [--runs 3] [--pages de_practice,home]
        [--service-worker off|on] [--against OTHER_SITE_DIR]

The site in $SITE_DIR (or built into a temporary folder) is served by Debian's nginx with
the deploy recipe (deploy/site.conf.in: precompressed files, cache headers, the policy as
a header); Lighthouse (bench/lighthouse/package.json, pinned; `make bench` installs it)
runs Debian's Chromium (CHROME_PATH) headless on the home page, a Swedish rules page, a
German practice page and the Norwegian settler, with its default (mobile, throttled)
settings. Lighthouse's scores vary from run to run (its own advice: several runs, the
median), so each page is measured ``--runs`` times and the run with the median performance
score is reported; every run's performance score is on a ``#`` line. Every figure is a line
ending in ``NAME UNIT VALUE``; each audit that keeps a score under 100 is named on a ``#``
line with what it measured.

**The service worker.** Lighthouse measures a first visit. A service worker that takes over
the page while it loads (``clients.claim()``, as every build of this site since d6efb02 does)
answers the page's later requests itself, and Lighthouse records those with 0 bytes
transferred and counts them as free in its simulated load: d6efb02 registered its worker in
the ``<head>`` and scored better for it on paper, not for the reader (the worker fetched the
same files from the network). So by default the site is served with a ``sw.js`` that does
nothing (it handles no request; a 404 there would log an error and cost Best Practices), and
two builds compare on their pages alone; ``--service-worker on`` serves the site as deployed.

**Against another build.** ``--against DIR`` measures a second build (say d6efb02's, built from
a clone) in the same run, each page's runs interleaved with the site's, and prints both
medians (performance score and Total Blocking Time). On this 2-core machine a page's score
moves by up to 8 points between runs of one build: compare only interleaved runs, six or more
a side.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import _sitekit
import nginx_run
from _sitekit import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parent.parent

LIGHTHOUSE = ROOT / "bench" / "lighthouse" / "node_modules" / "lighthouse" / "cli" / "index.js"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
PAGES = {
    "home": "",
    "sv_rules": "sv/rules/block/",
    "de_practice": "de/practice/block/",
    "nb_settler": "nb/settle/",
}


Report = dict[str, Any]  # a Lighthouse report (its JSON)

ATTEMPTS = 3  # a run that fails to record its trace (NO_NAVSTART) asks to be run again


def lighthouse(url: str, out: Path) -> Report:
    flags = " ".join(["--headless=new", *CHROMIUM_ARGS])
    for attempt in range(1, ATTEMPTS + 1):
        out.unlink(missing_ok=True)
        proc = subprocess.run(
            ["node", str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
             f"--only-categories={','.join(CATEGORIES)}", f"--chrome-flags={flags}"],
            env=dict(os.environ, CHROME_PATH=CHROMIUM), capture_output=True, text=True, timeout=600,
        )
        if proc.returncode == 0 and out.is_file():
            report: Report = json.loads(out.read_text(encoding="utf-8"))
            return report
        error = proc.stderr.strip()[-2000:]
        if "run Lighthouse again" not in error or attempt == ATTEMPTS:
            raise RuntimeError(f"lighthouse failed on {url}: {error}")
        print(f"# {url}: Lighthouse asked to be run again (attempt {attempt}): {error.splitlines()[-1]}")
    raise AssertionError("unreachable")


def shortfalls(report: Report, category: str) -> list[str]:
    """The scored audits of a category that are not perfect, worst first."""
    audits = report["audits"]
    out = []
    for ref in report["categories"][category]["auditRefs"]:
        audit = audits[ref["id"]]
        if ref.get("weight", 0) > 0 and audit.get("score") is not None and audit["score"] < 1:
            shown = audit.get("displayValue", "")
            out.append((audit["score"], f"{ref['id']} {audit['score']:.2f} ({shown})"))
    return [text for _, text in sorted(out)]


NO_WORKER = "// bench/lighthouse_scores.py: a service worker that does nothing (no fetch handler)\n"


@contextlib.contextmanager
def served_site(site: Path, service_worker: bool) -> Iterator[Path]:
    """``site``, or (without its service worker) a copy of it made of symbolic links to its
    files, where ``sw.js`` is a worker that does nothing (:data:`NO_WORKER`: it answers no
    request, and a page that registers it logs no error) and its compressed copies are left out."""
    if service_worker:
        yield site
        return
    with tempfile.TemporaryDirectory(prefix="dominolh-site-") as tmp:
        copy, root = Path(tmp) / "site", site.resolve()
        shutil.copytree(root, copy, symlinks=True, copy_function=os.symlink,
                        ignore=lambda folder, names: [n for n in names if n.startswith("sw.js")
                                                      and Path(folder) == root])
        (copy / "sw.js").write_text(NO_WORKER, encoding="utf-8")
        yield copy


def performance(report: Report) -> int:
    """A report's performance score, 0 to 100."""
    return round((report["categories"]["performance"]["score"] or 0) * 100)


def blocking_ms(report: Report) -> float:
    """A report's Total Blocking Time in milliseconds."""
    return float(report["audits"]["total-blocking-time"]["numericValue"])


def print_page(name: str, reports: list[Report]) -> None:
    """The run with the median performance score: its four scores and the metrics behind the first."""
    reports = sorted(reports, key=performance)
    report = reports[len(reports) // 2]
    print(f"# {name} performance, each run: " + ", ".join(str(performance(r)) for r in reports))
    for category in CATEGORIES:
        score = report["categories"][category]["score"]
        print(f"lighthouse_{name}_{category.replace('-', '_')} score "
              f"{'n/a' if score is None else round(score * 100)}")
        for line in shortfalls(report, category):
            print(f"#   {name} {category}: {line}")
    for metric in ("first-contentful-paint", "largest-contentful-paint", "total-blocking-time",
                   "cumulative-layout-shift"):
        print(f"# {name} {metric}: {report['audits'][metric].get('displayValue', '')}")


def print_against(name: str, reports: list[Report], others: list[Report]) -> None:
    """The site's runs beside the other build's (interleaved): the medians of each."""
    for label, runs in (("site", reports), ("against", others)):
        print(f"# {name} {label}, each run (performance, TBT ms): "
              + ", ".join(f"{performance(r)} {blocking_ms(r):.0f}" for r in runs))
    print(f"lighthouse_{name}_performance_median score {statistics.median(map(performance, reports)):g}")
    print(f"lighthouse_{name}_performance_median_against score "
          f"{statistics.median(map(performance, others)):g}")
    print(f"lighthouse_{name}_tbt_median ms {statistics.median(map(blocking_ms, reports)):.0f}")
    print(f"lighthouse_{name}_tbt_median_against ms {statistics.median(map(blocking_ms, others)):.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="Lighthouse runs a page (3)")
    parser.add_argument("--pages", default=",".join(PAGES),
                        help=f"the pages to measure, of {', '.join(PAGES)} (all)")
    parser.add_argument("--service-worker", choices=("off", "on"), default="off",
                        help="serve the site's sw.js (on) or one that does nothing "
                             "(off, the default: see above)")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="another build of the site, measured in the same run, its runs interleaved "
                             "with the site's (each page: site, other, other, site, ...)")
    args = parser.parse_args()
    pages = args.pages.split(",")
    unknown = [name for name in pages if name not in PAGES]
    if unknown:
        print(f"lighthouse_scores: no page called {unknown[0]!r}; the pages: {', '.join(PAGES)}",
              file=sys.stderr)
        raise SystemExit(2)
    if args.runs < 1:
        print(f"lighthouse_scores: --runs must be 1 or more, not {args.runs}", file=sys.stderr)
        raise SystemExit(2)
    if args.against is not None and not (args.against / "index.html").is_file():
        print(f"lighthouse_scores: --against {args.against}: no built site there (no index.html)",
              file=sys.stderr)
        raise SystemExit(2)
    if not LIGHTHOUSE.is_file():
        print(f"lighthouse_scores: {LIGHTHOUSE} is missing: cd bench/lighthouse && npm ci", file=sys.stderr)
        raise SystemExit(2)
    site = _sitekit.site_or_fail()
    worker = args.service_worker == "on"
    with contextlib.ExitStack() as stack:
        def serve(folder: Path) -> str:
            return stack.enter_context(nginx_run.running(stack.enter_context(served_site(folder, worker))))
        base = serve(site)
        other = serve(args.against) if args.against is not None else None
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="dominolh-")))
        version = json.loads((LIGHTHOUSE.parents[1] / "package.json").read_text())["version"]
        print(f"# Lighthouse {version}, "
              f"default mobile settings, {args.runs} runs a page (the median reported), "
              f"Chromium {CHROMIUM}, site served by nginx at {base}, service worker {args.service_worker}"
              + (f", against {args.against} at {other}" if other else "")
              + f"; load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
        for name in pages:
            path = PAGES[name]
            runs: dict[str, list[Report]] = {"site": [], "against": []}
            for i in range(args.runs):
                order = [("site", base), ("against", other)] if other else [("site", base)]
                for label, url in order[::-1] if i % 2 else order:  # neither build always first
                    assert url is not None
                    runs[label].append(lighthouse(url + path, tmp / f"{name}-{label}-{i}.json"))
            print_page(name, runs["site"])
            if other:
                print_against(name, runs["site"], runs["against"])


if __name__ == "__main__":
    main()
