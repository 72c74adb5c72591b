"""The browser code: TypeScript under ``browser/src/``, bundled and minified by esbuild (pinned in
package.json) into the files the site serves under their old names.

=========================  =================================================================
``docs/assets/js/*.js``     the page scripts (one entry per block, shared code in ``chunk-*.js``
                            that the entries import; mkdocs.yml loads the entries)
``docs/assets/js/warm.js``  the early start (hooks/boards.py puts it in ``<head>``)
``docs/assets/js/links.js`` the language switch (a classic script: no imports)
``docs/assets/js/worker.js`` the engine's worker (a module worker)
``docs/assets/js/python.mjs`` Python's start, also imported under Node (tools/snapshot.mjs,
                            tests/pyodide)
``docs/sw.js``              the service worker (a classic script; Workbox's packages bundled in,
                            the core's manifest injected by tools/precache.mjs after the build)
=========================  =================================================================

The outputs are git-ignored and written only when they change (so a watching server does not
loop). No source maps: the offline copy keeps none. ``warm_imports()`` names the chunks
warm.js imports, for ``<link rel="modulepreload">``; ``on_demand()`` the files a script imports
only when the reader asks (the photo panel), which the offline copy's core leaves out: the service
worker keeps them when first used (tools/precache.mjs, browser/src/sw.ts).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

SRC = Path("browser") / "src"
JS_OUT = Path("docs") / "assets" / "js"
SW_OUT = Path("docs") / "sw.js"

# the page entries: output name -> source (every page loads them through mkdocs.yml)
PAGES = {
    "play": "blocks/play/index.ts",
    "tutorial": "blocks/tutorial/index.ts",
    "settler": "blocks/settler/index.ts",
    "scorepad": "blocks/scorepad/index.ts",
    "table": "blocks/table/index.ts",
    "mypuzzles": "blocks/mypuzzles/index.ts",
    "offline": "offline.ts",
    "warm": "warm.ts",
}
COMMON = ["--bundle", "--minify", "--target=es2022", "--charset=utf8", "--log-level=warning",
          "--legal-comments=none"]


class BundleError(Exception):
    """The bundle could not be made (a one-line reason)."""


def _runs(root: Path, out: Path) -> list[list[str]]:
    src = root / SRC
    pages = [f"{name}={src / path}" for name, path in PAGES.items()]
    return [
        [*pages, *COMMON, "--format=esm", "--splitting", f"--outdir={out}", "--chunk-names=chunk-[hash]",
         f"--metafile={out / 'meta.json'}"],
        [str(src / "links.ts"), *COMMON, "--format=iife", f"--outfile={out / 'links.js'}"],
        [str(src / "engine" / "worker.ts"), *COMMON, "--format=esm", f"--outfile={out / 'worker.js'}"],
        [str(src / "engine" / "python.ts"), *COMMON, "--format=esm", "--platform=neutral",
         f"--outfile={out / 'python.mjs'}"],
        # Workbox's packages leave out their development checks in production
        [str(src / "sw.ts"), *COMMON, "--format=iife", "--define:process.env.NODE_ENV=\"production\"",
         f"--outfile={out / 'sw.js'}"],
    ]


def _fingerprint(root: Path) -> str:
    h = hashlib.sha256()
    for path in sorted((root / SRC).rglob("*")):
        if path.is_file():
            h.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    h.update((root / "package-lock.json").read_bytes())
    return h.hexdigest()


_done: dict[Path, str] = {}
_warm: dict[Path, list[str]] = {}
_on_demand: dict[Path, list[str]] = {}


def bundle(root: Path) -> None:
    """Bundle browser/src into docs/ (once per change of the sources)."""
    esbuild = root / "node_modules" / ".bin" / "esbuild"
    if not esbuild.is_file():
        raise BundleError("esbuild is missing: run `npm ci` (make node_modules/.installed)")
    stamp = _fingerprint(root)
    if _done.get(root) == stamp and (root / JS_OUT / "play.js").is_file():
        return
    with tempfile.TemporaryDirectory(prefix="dominorules-bundle-") as tmp:
        out = Path(tmp)
        for args in _runs(root, out):
            proc = subprocess.run([str(esbuild), *args], cwd=root, capture_output=True, text=True,
                                  timeout=300)
            if proc.returncode != 0:
                lines = [line for line in proc.stderr.splitlines() if line.strip()]
                raise BundleError(f"esbuild failed: {' / '.join(lines[:6]) or proc.returncode}")
        meta = json.loads((out / "meta.json").read_text(encoding="utf-8"))
        (out / "meta.json").unlink()
        warm = next(v for k, v in meta["outputs"].items() if k.endswith("/warm.js"))
        _warm[root] = sorted(Path(i["path"]).name for i in warm.get("imports", [])
                             if i.get("kind") == "import-statement")
        _on_demand[root] = sorted({Path(i["path"]).name for v in meta["outputs"].values()
                                   for i in v.get("imports", []) if i.get("kind") == "dynamic-import"})
        _sync(out / "sw.js", root / SW_OUT)
        (out / "sw.js").unlink()
        dest = root / JS_OUT
        dest.mkdir(parents=True, exist_ok=True)
        made = {p.name for p in out.iterdir()}
        for old in dest.iterdir():
            if old.is_file() and old.name not in made:
                old.unlink()
        for name in sorted(made):
            _sync(out / name, dest / name)
    _done[root] = stamp


def warm_imports(root: Path) -> list[str]:
    """The files warm.js imports at once (its chunks), for modulepreload links."""
    return list(_warm.get(root, []))


def on_demand(root: Path) -> list[str]:
    """The files of assets/js that a script imports only when the reader asks (a dynamic import)."""
    return list(_on_demand.get(root, []))


def _sync(src: Path, dest: Path) -> None:
    if dest.is_file() and dest.read_bytes() == src.read_bytes():
        return
    shutil.copyfile(src, dest)
