"""What the offline copy keeps, from the build's lists (tools/precache.mjs, offline.json).

    .venv/bin/python bench/offline_size.py            (the site in $SITE_DIR, or ./site)

The service worker keeps each listed file once (no .br/.gz twin, no source map):

- core: the styles, scripts, icons and offline pages, kept when the service worker installs;
- pages <lang>: one language's pages with the search index, kept after one visit;
- engine: Python's runtime, its snapshot and the rules engine, kept when a board first starts;
- everything: what "Keep everything" keeps (every language's pages, the search, the engine),
  besides the core.

Every figure is a line ending in ``NAME UNIT VALUE`` (sizes in MB of 1,048,576 bytes).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main() -> int:
    site = Path(os.environ.get("SITE_DIR") or Path(__file__).resolve().parents[1] / "site")
    try:
        summary = json.loads((site / "offline.json").read_text(encoding="utf-8"))
    except OSError as exc:
        print(f"offline_size: no offline.json in {site} ({exc.strerror}): build the site first",
              file=sys.stderr)
        return 2

    def mb(size: int) -> str:
        return f"{size / 1048576:.2f}"

    search = summary["search"]["size"]
    core = summary["core"]
    print(f"offline core (kept at install, {core['count']} files) MB {mb(core['size'])}")
    for lang, pages in summary["pages"].items():
        print(f"offline pages {lang} with the search ({pages['count']} pages) MB "
              f"{mb(pages['size'] + search)}")
    print(f"offline engine (kept after a visit to a page using it, {summary['engine']['count']} files) MB "
          f"{mb(summary['engine']['size'])}")
    everything = sum(p["size"] for p in summary["pages"].values()) + search + summary["engine"]["size"]
    print(f"offline everything (four languages, search, engine) MB {mb(everything)}")
    print(f"offline everything with the core MB {mb(everything + core['size'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
