"""The offline copy's lists in the built site (tools/precache.mjs, hooks/offline.py; issue 22).

Each list names files of the build with their content's MD5 as revision (workbox-build's),
never a compressed twin or a source map; the pages of a language are every page the build
wrote in that language; the offline page of each language is written in its language and
kept out of the search and the sitemap.
"""

from __future__ import annotations

import doctest
import gzip
import hashlib
import html
import json
import re

import brotli
from dominorules.words.i18n import translate
from dominosite import LANGS, offline_html

DEFAULT = "en"


def prefix(lang: str) -> str:
    return "" if lang == DEFAULT else f"{lang}/"


def lists(site):
    summary = json.loads((site / "offline.json").read_text(encoding="utf-8"))
    out = {f"pages-{lang}": summary["pages"][lang]["url"] for lang in LANGS}
    out["search"] = summary["search"]["url"]
    out["engine"] = summary["engine"]["url"]
    return summary, {what: json.loads((site / url).read_text(encoding="utf-8")) for what, url in out.items()}


def test_the_examples_in_the_module_hold():
    failed, tried = doctest.testmod(offline_html)
    assert tried > 0
    assert failed == 0


def test_every_entry_is_a_file_of_the_build_with_its_md5_and_no_twin(site):
    summary, found = lists(site)
    for what, listed in found.items():
        assert listed["entries"], what
        for entry in listed["entries"]:
            assert not re.search(r"\.(br|gz|map)$", entry["url"]), (what, entry["url"])
            data = (site / entry["url"]).read_bytes()
            assert entry["revision"] == hashlib.md5(data).hexdigest(), entry["url"]
        sizes = sum((site / e["url"]).stat().st_size for e in listed["entries"])
        assert listed["size"] == sizes, what
        assert listed["count"] == len(listed["entries"]), what
        info = summary["search"] if what == "search" else summary["engine"] if what == "engine" \
            else summary["pages"][what.removeprefix("pages-")]
        assert (info["version"], info["size"]) == (listed["version"], listed["size"]), what


def test_the_pages_of_a_language_are_every_page_built_in_it_with_its_heading(site):
    _, found = lists(site)
    others = tuple(f"{lang}/" for lang in LANGS if lang != DEFAULT)
    for lang in LANGS:
        built = {p.relative_to(site).as_posix() for p in (site / prefix(lang)).rglob("*.html")
                 if p.name not in ("404.html", "offline.html")}
        if lang == DEFAULT:
            built = {p for p in built if not p.startswith(others)}
        entries = found[f"pages-{lang}"]["entries"]
        assert {e["url"] for e in entries} == built, lang
        for entry in entries:
            heading = re.search(r"<h1[^>]*>([^<]*)<", (site / entry["url"]).read_text(encoding="utf-8"))
            assert heading, entry["url"]
            assert entry["title"] == html.unescape(heading.group(1)).strip(), entry["url"]
            # a page in a folder that has its own page (practice/draw/ in practice/) is in its section
            parts = entry["url"].removeprefix(prefix(lang)).split("/")
            section = f"{prefix(lang)}{parts[0]}/index.html"
            expected = section if len(parts) > 2 and section in built else None
            assert entry.get("section") == expected, entry["url"]
        assert any("section" in e for e in entries), lang


def test_the_engine_list_is_the_runtime_the_snapshot_and_the_engine(site):
    _, found = lists(site)
    urls = {e["url"] for e in found["engine"]["entries"]}
    files = [*(site / "pyodide").rglob("*"), *(site / "engine").glob("*.zip")]
    on_disk = {p.relative_to(site).as_posix() for p in files
               if p.is_file() and p.suffix not in (".br", ".gz", ".map")}
    assert urls == on_disk
    assert any(u.endswith(".snapshot") for u in urls)
    assert any(u.endswith("pyodide.asm.wasm") for u in urls)


def test_the_core_is_injected_into_the_service_worker_and_compressed_after(site):
    sw = (site / "sw.js").read_text(encoding="utf-8")
    assert "self.__WB_MANIFEST" not in sw  # replaced by the list
    core = set(re.findall(r'"url":"([^"]+)"', sw))
    for lang in LANGS:
        assert f"{prefix(lang)}offline.html" in core
    assert "assets/js/offline.js" in core
    assert "assets/js/worker.js" in core
    # every script of the site, but the photo panel's: a file of its own that a page imports
    # only when the reader asks to count from a photo (kept by the service worker when first used)
    scripts = {p.relative_to(site).as_posix() for p in (site / "assets" / "js").rglob("*.*js")}
    panel = {s for s in scripts if "domino-photo__" in (site / s).read_text(encoding="utf-8")}
    assert len(panel) == 1
    assert scripts - core == panel
    assert not [u for u in core if re.search(r"\.(br|gz|map)$", u) or u.startswith("pyodide/")]
    assert bytes(brotli.decompress((site / "sw.js.br").read_bytes())).decode() == sw
    assert gzip.decompress((site / "sw.js.gz").read_bytes()).decode() == sw


def test_each_language_has_its_offline_page_out_of_search_and_sitemap(site):
    index = (site / "search" / "search_index.json").read_text(encoding="utf-8")
    sitemap = (site / "sitemap.xml").read_text(encoding="utf-8")
    assert "offline" not in sitemap
    assert "offline.html" not in index
    for lang in LANGS:
        page = (site / prefix(lang) / "offline.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in page
        assert f"<h1>{translate('ui.offline.page_title', lang)}</h1>" in page
        assert 'class="domino-offline-kept" hidden' in page
