"""Pages with a block that runs the engine load docs/assets/js/warm.js (bundled from
browser/src/warm.ts) early, in <head>, with that block's engine and runtime (hooks/boards.py);
other pages do not."""

from __future__ import annotations

import re
from pathlib import Path

from _sitekit import REPO
from boards import warm_early
from dominosite import bundle

# a static import of the bundle (esbuild writes them as import{...}from"./chunk-....js")
STATIC_IMPORT = re.compile(r'(?:^|;)import\s*(?:\{[^}]*\}|[\w$]+)?\s*(?:from\s*)?"\./([^"]+)"')


def imports_of(script: Path) -> list[str]:
    """The files a bundled module imports at once (not its dynamic imports)."""
    return sorted(set(STATIC_IMPORT.findall(script.read_text(encoding="utf-8"))))


ENGINE_BLOCK = re.compile(r'data-root="([^"]*)" data-engine="([^"]*)" data-pyodide="([^"]*)"'
                          r' data-stdlib="([^"]*)" data-start-bytes="([0-9]+)"')
WARM_TAG = re.compile(r'<script type="module" async src="([^"]*)" data-domino-warm'
                      r' data-root="([^"]*)" data-engine="([^"]*)" data-pyodide="([^"]*)"'
                      r' data-stdlib="([^"]*)" data-start-bytes="([0-9]+)"></script>')


def test_every_page_with_an_engine_block_starts_python_early_and_no_other_does(site):
    with_block = without = 0
    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        head, _, body = text.partition("</head>")
        blocks = ENGINE_BLOCK.findall(body)
        tags = WARM_TAG.findall(head)
        assert len(WARM_TAG.findall(body)) == 0, page
        if not blocks:
            assert tags == [], f"{page}: an early start without an engine block"
            without += 1
            continue
        with_block += 1
        assert len(tags) == 1, f"{page}: {len(tags)} early starts in <head>"
        src, root, engine, pyodide, stdlib, start_bytes = tags[0]
        assert (root, engine, pyodide, stdlib, start_bytes) == blocks[0], page
        script = (page.parent / src).resolve()
        assert script == (site / "assets" / "js" / "warm.js").resolve(), page
        assert script.is_file(), page
        imported = imports_of(script)
        assert imported, "warm.js imports the engine's client from a shared chunk"
        for name in imported:  # fetched beside warm.js, not one after the other
            assert f'<link rel="modulepreload" href="{src.replace("warm.js", name)}">' in head, page
            assert (script.parent / name).is_file(), name
        assert (page.parent / root / pyodide / "pyodide.mjs").resolve().is_file(), page
    assert with_block >= 4 * 8, (with_block, without)
    assert without >= 4, (with_block, without)


def test_the_early_start_takes_the_blocks_values_and_leaves_other_pages_alone(tmp_path):
    page = ('<html><head><title>x</title></head><body><section class="domino-tutorial" '
            'data-root="../" data-engine="engine/dominorules-abc.zip" data-pyodide="pyodide/1/" '
            'data-stdlib="pyodide/1/python_stdlib-abc.zip" data-start-bytes="123"></section></body></html>')
    # bundled into a copy of the checkout (the sources linked), never into the repository
    for name in ("browser", "node_modules", "package-lock.json"):
        (tmp_path / name).symlink_to(REPO / name)
    (tmp_path / "docs").mkdir()
    bundle.bundle(tmp_path)
    chunks = imports_of(tmp_path / "docs" / "assets" / "js" / "warm.js")
    assert chunks
    assert all(name.startswith("chunk-") for name in chunks)
    out = warm_early(page, "../", tmp_path)
    assert out.count("data-domino-warm") == 1
    assert (''.join(f'<link rel="modulepreload" href="../assets/js/{name}">\n' for name in chunks) +
            '<script type="module" async src="../assets/js/warm.js" data-domino-warm data-root="../" '
            'data-engine="engine/dominorules-abc.zip" data-pyodide="pyodide/1/" '
            'data-stdlib="pyodide/1/python_stdlib-abc.zip" data-start-bytes="123"></script>\n</head>') in out
    plain = "<html><head></head><body><p>No board.</p></body></html>"
    assert warm_early(plain, "../") == plain
