"""The built site: strict build, four languages, links inside the site, no other host.

The site is built once per session (or taken from $SITE_DIR), see _sitekit.py.
"""

from __future__ import annotations

import json
import re
import sys
import zipfile
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from typing import Any, cast
from urllib.parse import unquote, urljoin, urlsplit

import pytest
from _sitekit import (
    LANGS,
    PRESETS,
    REPO,
    built_site,
    lang_prefix,
    manifest,
    nav_pages,
    page_path,
)

# --------------------------------------------------------------------------- helpers


class _Page(HTMLParser):
    """Collects every tag with its attributes, the ids, inline <style>/<script> text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.ids: set[str] = set()
        self.html_lang: str | None = None
        self.styles: list[str] = []
        self.scripts: list[str] = []
        self._in: str | None = None

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "a" and "name" in a:
            self.ids.add(a["name"])
        if tag == "html":
            self.html_lang = a.get("lang")
        if tag in ("style", "script"):
            self._in = tag

    def handle_endtag(self, tag):
        if tag == self._in:
            self._in = None

    def handle_data(self, data):
        if self._in == "style":
            self.styles.append(data)
        elif self._in == "script":
            self.scripts.append(data)


_parsed: dict[Path, _Page] = {}


def parse(path: Path) -> _Page:
    if path not in _parsed:
        p = _Page()
        p.feed(path.read_text(encoding="utf-8"))
        _parsed[path] = p
    return _parsed[path]


def html_files(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def url_of(site: Path, path: Path) -> str:
    """The URL path of a built file, e.g. /sv/rules/block/index.html."""
    return "/" + path.relative_to(site).as_posix()


def target_file(site: Path, url_path: str) -> Path | None:
    """The file a same-site URL path points at, or None."""
    rel = unquote(url_path).lstrip("/")
    cand = site / rel
    if url_path.endswith("/") or rel == "":
        cand = cand / "index.html"
    elif cand.is_dir():
        cand = cand / "index.html"
    return cand if cand.is_file() else None


def is_external(url: str) -> bool:
    parts = urlsplit(url)
    return bool(parts.scheme and parts.scheme not in ("http", "https")) or bool(parts.netloc)


def site_url_netloc() -> str:
    from _sitekit import mkdocs_config

    return urlsplit(str(mkdocs_config().get("site_url") or "")).netloc


# Attributes that make the browser load something (not plain hyperlinks).
LOADING_ATTRS = {
    "script": ("src",),
    "img": ("src", "srcset"),
    "source": ("src", "srcset"),
    "iframe": ("src",),
    "frame": ("src",),
    "embed": ("src",),
    "object": ("data",),
    "video": ("src", "poster"),
    "audio": ("src",),
    "track": ("src",),
    "input": ("src",),
    "image": ("href", "xlink:href"),
    "use": ("href", "xlink:href"),
    "feimage": ("href", "xlink:href"),
}
# <link rel=...> that load something; canonical/alternate/next/prev are references only.
NON_LOADING_LINK_RELS = {"canonical", "alternate", "next", "prev", "author", "license", "help", "search"}

_CSS_URL = re.compile(r"""url\(\s*(['"]?)([^'")]+)\1\s*\)""", re.IGNORECASE)
_CSS_IMPORT = re.compile(r"""@import\s+(?:url\()?\s*['"]?([^'");\s]+)""", re.IGNORECASE)
_ABS = r"""[`'"](?:https?:)?//[^`'"]*[`'"]"""
_JS_LOADS = [
    re.compile(r"""\bimport\s*\(\s*""" + _ABS),
    re.compile(r"""\b(?:import|export)\b[^;'"`]*?\bfrom\s*""" + _ABS),
    re.compile(r"""\bimport\s*""" + _ABS),
    re.compile(r"""\bfetch\s*\(\s*""" + _ABS),
    re.compile(r"""\bnew\s+(?:Shared)?Worker\s*\(\s*""" + _ABS),
    re.compile(r"""\bimportScripts\s*\(\s*""" + _ABS),
    re.compile(r"""\bnew\s+(?:EventSource|WebSocket)\s*\(\s*""" + _ABS),
    re.compile(r"""\bsendBeacon\s*\(\s*""" + _ABS),
    re.compile(r"""\.open\s*\(\s*['"][A-Z]+['"]\s*,\s*""" + _ABS),  # XMLHttpRequest
    re.compile(r"""\.src\s*=\s*""" + _ABS),  # script/img injection
]


def css_offenders(text: str) -> list[str]:
    bad = [m.group(2) for m in _CSS_URL.finditer(text) if is_external(m.group(2).strip())]
    bad += [m.group(1) for m in _CSS_IMPORT.finditer(text) if is_external(m.group(1))]
    return [b for b in bad if not b.startswith("data:")]


def js_offenders(text: str) -> list[str]:
    return [m.group(0)[:120] for rx in _JS_LOADS for m in rx.finditer(text)]


def srcset_urls(value: str) -> list[str]:
    return [part.strip().split()[0] for part in value.split(",") if part.strip()]


# --------------------------------------------------------------------------- the build


def test_strict_build_passes(site):
    build = built_site()
    if not build.built_here:
        pytest.skip("site given by $SITE_DIR (built by the Makefile with --strict)")
    assert build.returncode == 0, build.log[-4000:]
    assert "WARNING" not in build.log, build.log[-4000:]


def test_every_page_in_every_language(site):
    pages = nav_pages()
    assert len(pages) >= 11, pages
    missing_src = [
        f"docs/{lang}/{md}" for lang in LANGS for md in pages if not (REPO / "docs" / lang / md).is_file()
    ]
    assert not missing_src, f"pages missing in docs/: {missing_src}"
    missing = [
        f"{lang_prefix(lang)}{page_path(md)}"
        for lang in LANGS
        for md in pages
        if not (site / lang_prefix(lang) / page_path(md)).is_file()
    ]
    assert not missing, f"pages missing in the built site: {missing}"


def test_html_lang_attribute(site):
    wrong = []
    for path in html_files(site):
        rel = path.relative_to(site).parts
        if rel[0] in ("engine", "pyodide", "assets"):
            continue
        expected = rel[0] if rel[0] in LANGS[1:] else "en"
        lang = parse(path).html_lang
        if lang != expected:
            wrong.append(f"{'/'.join(rel)}: lang={lang!r}, expected {expected!r}")
    assert not wrong, "\n".join(wrong)


def test_language_switcher_links_each_page_to_its_translations(site):
    for md in nav_pages():
        for lang in LANGS:
            path = site / lang_prefix(lang) / page_path(md)
            base = url_of(site, path)
            found = {}
            for tag, a in parse(path).tags:
                if tag == "a" and "md-select__link" in a.get("class", "") and a.get("hreflang"):
                    found[a["hreflang"]] = urlsplit(urljoin(base, a["href"])).path
            for other in LANGS:
                want = "/" + lang_prefix(other) + page_path(md)
                got = found.get(other, "")
                got = got + "index.html" if got.endswith("/") else got
                assert got == want, f"{base}: switcher link to {other} is {found.get(other)!r}, want {want!r}"


def test_site_names_translated(site):
    titles = {}
    for lang in LANGS:
        text = (site / lang_prefix(lang) / "index.html").read_text(encoding="utf-8")
        m = re.search(r"<title>(.*?)</title>", text, re.S)
        assert m, f"{lang}: no <title>"
        titles[lang] = m.group(1)
    names = {lang["locale"]: lang.get("site_name") for lang in _i18n_languages()}
    for lang in LANGS:
        assert names.get(lang), f"no site_name for {lang} in mkdocs.yml"
        assert names[lang] in titles[lang], (lang, titles[lang])


def _i18n_languages() -> list[dict[str, Any]]:
    from _sitekit import mkdocs_config

    for plugin in mkdocs_config()["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return cast(list[dict[str, Any]], plugin["i18n"]["languages"])
    raise AssertionError("no i18n plugin in mkdocs.yml")


def test_nav_translated_everywhere():
    """Every nav title has a translation in sv, de and nb."""
    from _sitekit import mkdocs_config

    titles: list[str] = []

    def walk(items):
        for item in items:
            if isinstance(item, dict):
                for title, value in item.items():
                    titles.append(title)
                    if isinstance(value, list):
                        walk(value)

    walk(mkdocs_config()["nav"])
    for lang in _i18n_languages():
        if lang.get("default"):
            continue
        missing = [t for t in titles if t not in (lang.get("nav_translations") or {})]
        assert not missing, f"{lang['locale']}: no nav_translations for {missing}"


def test_rules_pages_nav_titles_are_the_engines_preset_names():
    """The nav names each rules page as the engine names its preset, in every language."""
    from _sitekit import mkdocs_config
    from dominorules.bridge import handle_json

    english_title = {}
    for section in mkdocs_config()["nav"]:
        for value in section.values():
            if isinstance(value, list):
                for item in value:
                    for title, md in item.items():
                        english_title[md] = title
    languages = {lang["locale"]: lang for lang in _i18n_languages()}
    for lang in LANGS:
        reply = json.loads(handle_json(json.dumps({"op": "presets", "lang": lang})))
        for preset in reply["presets"]:
            title = english_title[f"rules/{preset['id']}.md"]
            shown = (languages[lang].get("nav_translations") or {}).get(title, title)
            assert shown == preset["name"], f"{lang}: nav {shown!r}, engine {preset['name']!r}"


def test_search_languages():
    """The search plugin writes the root's index, English's alone; mkdocs-static-i18n adds no
    language to it; hooks/search.py writes the others' (tests/site/test_search_index.py)."""
    from _sitekit import mkdocs_config

    plugins = {name: options for plugin in mkdocs_config()["plugins"] if isinstance(plugin, dict)
               for name, options in plugin.items()}
    assert plugins["search"]["lang"] == ["en"]
    assert plugins["i18n"]["reconfigure_search"] is False
    assert "hooks/search.py" in mkdocs_config()["hooks"]


# --------------------------------------------------------------------------- links


def attribute_urls(site, names_for):
    """(page, base URL, tag, attribute, URL) for every URL in the attributes ``names_for``
    picks for a tag (``names_for(tag, attrs) -> names``), srcset lists split up."""
    for path in html_files(site):
        page = parse(path)
        base = url_of(site, path)
        for tag, attrs in page.tags:
            for name in names_for(tag, attrs):
                if name not in attrs:
                    continue
                values = srcset_urls(attrs[name]) if "srcset" in name else [attrs[name]]
                for value in values:
                    yield page, base, tag, name, value.strip()


def _link_attributes(tag, attrs):
    return ("href", "src", "srcset", "poster") + (("data",) if tag == "object" else ())


def test_internal_links_resolve(site):
    broken = []
    for _page, base, tag, name, value in attribute_urls(site, _link_attributes):
        if not value or value.startswith(("#", "data:", "mailto:", "javascript:", "blob:")):
            continue
        parts = urlsplit(value)
        if parts.netloc == site_url_netloc() and parts.netloc:
            value = parts.path + (f"#{parts.fragment}" if parts.fragment else "")
        elif is_external(value):
            continue
        full = urlsplit(urljoin(base, value))
        target = target_file(site, full.path)
        if target is None:
            broken.append(f"{base}: <{tag} {name}={value!r}> -> {full.path} (no such file)")
            continue
        if full.fragment and target.suffix == ".html" and unquote(full.fragment) not in parse(target).ids:
            broken.append(f"{base}: <{tag} {name}={value!r}> -> no id {full.fragment!r}")
    assert not broken, "\n".join(broken[:50])


def test_play_blocks_point_at_packed_files(site):
    m = manifest(site)
    # what the worker fetches for a plain start, as the site holds it: the total of the progress
    start_bytes = sum((site / path).stat().st_size for path in (
        m["pyodide"] + "pyodide.asm.wasm", m["pyodide"] + "pyodide-lock.json", m["stdlib"], m["engine"]))
    count = 0
    for path in html_files(site):
        base = url_of(site, path)
        for _tag, a in parse(path).tags:
            if "domino-play" not in a.get("class", "").split():
                continue
            count += 1
            root = urljoin(base, a["data-root"])
            assert urlsplit(root).path == "/", f"{base}: data-root {a['data-root']!r} is not the site root"
            assert a["data-engine"] == m["engine"], base
            assert a["data-pyodide"] == m["pyodide"], base
            assert a["data-stdlib"] == m["stdlib"], base
            assert int(a["data-start-bytes"]) == start_bytes, base
            assert a["data-lang"] == (
                path.relative_to(site).parts[0] if path.relative_to(site).parts[0] in LANGS else "en"
            )
            assert a["data-rules"] in PRESETS
    assert count >= 7 * len(LANGS), f"only {count} deal-and-play blocks (one per rules page per language)"
    assert (site / m["engine"]).is_file()
    for name in (
        "pyodide.mjs",
        "pyodide.asm.mjs",
        "pyodide.asm.wasm",
        "pyodide-lock.json",
    ):
        assert (site / m["pyodide"] / name).is_file(), name
    assert (site / m["stdlib"]).is_file()
    assert not (site / m["pyodide"] / "python_stdlib.zip").exists()  # Pyodide's whole library stays out


def test_a_first_visit_downloads_under_four_megabytes_before_its_first_answer(site):
    """A plain start's files as nginx sends them (brotli, deploy/), the page's aside: under 4 MB
    (issue 35's budget for the first legal tile on 4G, which bench/phone_visit.py measures on the
    wire with the page). The standard library is the engine's part of it, compiled, no source."""
    m = manifest(site)
    names = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
    files = [site / m["pyodide"] / name for name in names] + [site / m["stdlib"], site / m["engine"]]
    wire = sum(f.with_name(f.name + ".br").stat().st_size if f.with_name(f.name + ".br").is_file()
               else f.stat().st_size for f in files)
    assert wire < 3_900_000, wire
    with zipfile.ZipFile(site / m["stdlib"]) as cut, zipfile.ZipFile(REPO / "node_modules" / "pyodide"
                                                                     / "python_stdlib.zip") as full:
        kept = cut.namelist()
        assert kept
        assert all(name.endswith(".pyc") for name in kept)
        assert len(kept) < len([n for n in full.namelist() if n.endswith(".py")]) / 2
        # what the engine imports is there (every engine module imports from these)
        for module in ("json/__init__", "gettext", "random", "dataclasses", "typing", "re/__init__"):
            assert f"{module}.pyc" in kept, module
    lock = json.loads((site / m["pyodide"] / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"] == {}
    assert lock["info"]["python"].startswith("3.14")


def test_every_rules_page_has_a_board_for_its_system(site):
    for lang in LANGS:
        for preset in PRESETS:
            path = site / lang_prefix(lang) / "rules" / preset / "index.html"
            blocks = [a for t, a in parse(path).tags if "domino-play" in a.get("class", "").split()]
            assert blocks, f"{path.relative_to(site)}: no deal-and-play board"
            assert {b["data-rules"] for b in blocks} == {preset}, f"{path.relative_to(site)}: {blocks}"


def test_engine_archive(site):
    m = manifest(site)
    name = PurePosixPath(m["engine"]).name
    assert re.fullmatch(r"dominorules-[0-9a-f]{12}\.zip", name), name
    with zipfile.ZipFile(site / m["engine"]) as zf:
        names = set(zf.namelist())
        init = zf.read("dominorules/__init__.pyc")
    # every module of the engine, compiled (tools/engine_pyc.mjs): no source, nothing else
    package = REPO / "engine" / "dominorules"
    modules = {f"{p.relative_to(package.parent).with_suffix('').as_posix()}.pyc"
               for p in package.rglob("*.py") if "__pycache__" not in p.parts}
    assert {n for n in names if n.endswith((".py", ".pyc"))} == modules
    assert not any("__pycache__" in n for n in names)
    # made by the Python that loads it: Pyodide's, as the standard library the site sends
    with zipfile.ZipFile(site / m["stdlib"]) as zf:
        library = zf.read(next(n for n in zf.namelist() if n.endswith(".pyc")))
    assert init[:4] == library[:4]
    if (REPO / "translations" / "sv.po").is_file():
        for lang in LANGS:
            assert f"dominorules/locale/{lang}/LC_MESSAGES/dominorules.mo" in names, lang


def test_runtime_is_the_pinned_pyodide(site):
    pinned = json.loads((REPO / "package.json").read_text())["dependencies"]["pyodide"]
    assert manifest(site)["pyodide_version"] == pinned
    assert manifest(site)["pyodide"] == f"pyodide/{pinned}/"


# --------------------------------------------------------------------------- other hosts


def _loading_attributes(tag, attrs):
    if tag == "link":
        rels = set(attrs.get("rel", "").lower().split())
        return () if rels and rels <= NON_LOADING_LINK_RELS else ("href", "imagesrcset")
    return LOADING_ATTRS.get(tag, ())


def test_nothing_loads_from_another_host(site):
    offenders = [f"{base}: <{tag} {name}={value!r}>"
                 for _page, base, tag, name, value in attribute_urls(site, _loading_attributes)
                 if is_external(value) and not value.startswith(("data:", "blob:"))]
    for path in html_files(site):
        page = parse(path)
        base = url_of(site, path)
        for tag, a in page.tags:
            if "style" in a:
                offenders += [f"{base}: style={v!r}" for v in css_offenders(a["style"])]
            if (tag == "meta" and a.get("http-equiv", "").lower() == "refresh"
                    and is_external(a.get("content", "").partition("url=")[2])):
                offenders.append(f"{base}: meta refresh {a['content']!r}")
        for css in page.styles:
            offenders += [f"{base}: <style> {v!r}" for v in css_offenders(css)]
        for js in page.scripts:
            offenders += [f"{base}: <script> {v!r}" for v in js_offenders(js)]
    for path in sorted(site.rglob("*.css")):
        offenders += [
            f"{url_of(site, path)}: {v!r}" for v in css_offenders(path.read_text("utf-8", "replace"))
        ]
    for path in sorted([*site.rglob("*.js"), *site.rglob("*.mjs")]):
        offenders += [
            f"{url_of(site, path)}: {v!r}" for v in js_offenders(path.read_text("utf-8", "replace"))
        ]
    assert not offenders, "\n".join(offenders[:50])


def test_scanner_catches_loads():
    """The scanner itself: each kind of load from another host is caught."""
    assert js_offenders('import x from "https://cdn.example/x.js";')
    assert js_offenders("await import('https://cdn.example/x.mjs')")
    assert js_offenders("fetch(`https://api.example/${a}`)")
    assert js_offenders('new Worker("//cdn.example/w.js", {type: "module"})')
    assert js_offenders('importScripts("https://cdn.example/p.js")')
    assert not js_offenders(
        'fetch(msg.engine); import("./x.js"); new Worker(new URL("./w.js", import.meta.url))'
    )
    assert css_offenders("a{background:url(https://x.example/a.png)}")
    assert css_offenders('@import "https://fonts.example/css";')
    assert not css_offenders('a{mask-image:url("data:image/svg+xml;x")} b{background:url(../img/a.png)}')


def test_no_web_fonts_and_no_analytics():
    from _sitekit import mkdocs_config

    cfg = mkdocs_config()
    assert cfg["theme"].get("font") is False
    assert "navigation.instant" not in cfg["theme"].get("features", [])
    assert "analytics" not in (cfg.get("extra") or {})


def test_every_page_carries_the_same_site_policy(site):
    for path in html_files(site):
        text = path.read_text(encoding="utf-8")
        if "<head>" not in text:
            continue
        m = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', text)
        assert m, f"{url_of(site, path)}: no Content-Security-Policy"
        assert "default-src 'self'" in m.group(1)
        assert "http" not in m.group(1), m.group(1)
        policy = dict(part.strip().split(" ", 1) for part in m.group(1).split(";"))
        assert policy["script-src"] == "'self' 'wasm-unsafe-eval'"  # nothing inline, no eval
        assert policy["style-src"] == "'self'"
        assert policy["worker-src"] == "'self'"
        assert policy["object-src"] == "'none'"


class _InlineFinder(HTMLParser):
    """Scripts that run from the page itself, style attributes and event-handler attributes."""

    def __init__(self):
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag, attrs):
        names = dict(attrs)
        if tag == "script" and "src" not in names and names.get("type") != "application/json":
            self.found.append("<script> without src")
        if tag == "style":
            self.found.append("<style>")
        for name, _ in attrs:
            if name == "style" or name.startswith("on"):
                self.found.append(f"{tag} {name}=")


def test_nothing_inline_runs_or_styles(site):
    for path in html_files(site):
        finder = _InlineFinder()
        finder.feed(path.read_text(encoding="utf-8"))
        assert finder.found == [], f"{url_of(site, path)}: {sorted(set(finder.found))}"


def test_the_inline_finder_finds_them():
    finder = _InlineFinder()
    finder.feed('<script>x()</script><p style="c" onclick="y()"></p>'
                '<script type="application/json">{}</script>')
    assert finder.found == ["<script> without src", "p style=", "p onclick="]


# --------------------------------------------------------------------------- boards


def test_boards_are_drawn_at_build_time(site):
    figures = 0
    for path in html_files(site):
        text = path.read_text(encoding="utf-8")
        assert "DOMINOSITEBLOCK" not in text, f"{url_of(site, path)}: a block was not replaced"
        assert "language-domino-board" not in text, url_of(site, path)
        assert "language-domino-play" not in text, url_of(site, path)
        for m in re.finditer(r'<figure class="domino-board".*?</figure>', text, re.S):
            figures += 1
            fig = m.group(0)
            assert "<svg" in fig
            assert 'role="img"' in fig
            assert "<figcaption" in fig
            found = re.search(r'aria-labelledby="([^"]+)"', fig)
            assert found is not None
            cap = found.group(1)
            assert f'id="{cap}"' in fig
    print(f"{figures} drawn boards", file=sys.stderr)
