"""The words around the content are in the page's language too: the light/dark toggle
(mkdocs.yml, each language's theme.palette) and the title of every heading's anchor
(ui.link in the catalogs, set per page by hooks/boards.py)."""

from __future__ import annotations

import json
import re
from typing import Any, cast

import glossary
import pytest
from _sitekit import LANGS, mkdocs_config
from dominorules.words.i18n import translate
from dominosite import DEFAULT_LANG

TOGGLE = re.compile(r'<(?:input|label)\b[^>]*(?:name="__palette"|for="__palette_\d+")[^>]*>')
NAMED = re.compile(r'(?:title|aria-label)="([^"]*)"')
ANCHOR = re.compile(r'<a\b[^>]*class="headerlink"[^>]*>')
ANCHOR_TITLE = re.compile(r'title="([^"]*)"')


def language_config(lang: str) -> dict[str, Any]:
    """mkdocs.yml's entry for ``lang`` in mkdocs-static-i18n's list of languages."""
    i18n = next(p["i18n"] for p in mkdocs_config()["plugins"] if isinstance(p, dict) and "i18n" in p)
    return cast(dict[str, Any], next(entry for entry in i18n["languages"] if entry["locale"] == lang))


def toggle_names(lang: str) -> list[str]:
    """The names mkdocs.yml gives the palette toggles in ``lang`` (its own override, or the theme's)."""
    palette = mkdocs_config()["theme"]["palette"]
    names = [entry["toggle"]["name"] for entry in palette]
    if lang == DEFAULT_LANG:
        return names
    override = language_config(lang).get("theme", {}).get("palette", [])
    assert len(override) == len(palette), f"mkdocs.yml: {lang} names {len(override)} palette toggles"
    return [entry["toggle"]["name"] for entry in override]


def found(pattern: re.Pattern[str], name: re.Pattern[str], html: str) -> list[str]:
    return [m for tag in pattern.findall(html) for m in name.findall(tag)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_light_and_dark_toggle_speaks_the_pages_language(lang, site):
    names = toggle_names(lang)
    english = toggle_names(DEFAULT_LANG)
    if lang != DEFAULT_LANG:
        assert not set(names) & set(english), f"{lang}: the toggle's names are the English ones"
    pages = glossary.pages(site, lang)
    assert pages
    for path in pages:
        html = path.read_text(encoding="utf-8")
        shown = found(TOGGLE, NAMED, html)
        assert shown, f"{path.relative_to(site)}: {shown}"
        assert set(shown) == set(names), f"{path.relative_to(site)}: {shown}"
        if lang != DEFAULT_LANG:
            assert not any(name in html for name in english), f"{path.relative_to(site)}: English toggle"


@pytest.mark.parametrize("lang", LANGS)
def test_every_heading_anchor_is_titled_in_the_pages_language(lang, site):
    title = translate("ui.link", lang)
    if lang != DEFAULT_LANG:
        assert title != translate("ui.link", DEFAULT_LANG)
    anchors = 0
    for path in glossary.pages(site, lang):
        shown = found(ANCHOR, ANCHOR_TITLE, path.read_text(encoding="utf-8"))
        anchors += len(shown)
        assert set(shown) <= {title}, f"{path.relative_to(site)}: {set(shown) - {title}}"
    assert anchors > 20, f"{lang}: only {anchors} heading anchors"


TITLE = re.compile(r"<title>([^<]*)</title>")
CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.DOTALL)
# the search's "n more on this page" says what there is more of, in the site's words (review-sv
# U16: "1 till på denna sida"; the site says "den här", never "denna")
MORE_HITS = {"sv": ("träff", "träffar"), "nb": ("treff", "treff")}


@pytest.mark.parametrize("lang", LANGS)
def test_titles_join_the_page_and_the_site_with_an_en_dash(lang, site):
    """review-sv T7, review-nb T23: "Startsida – Dominoregler", not "Startsida - Dominoregler";
    review-sv T2: the 404 page too ("Sidan finns inte – Dominoregler")."""
    folder = site if lang == DEFAULT_LANG else site / lang
    site_name = language_config(lang)["site_name"]
    hit = TITLE.search((folder / "404.html").read_text(encoding="utf-8"))
    assert hit is not None
    not_found = hit.group(1)
    assert not_found == f"{translate('ui.not_found_title', lang)} – {site_name}"
    hit = TITLE.search((folder / "offline.html").read_text(encoding="utf-8"))
    assert hit is not None
    offline = hit.group(1)
    assert offline == f"{translate('ui.offline.page_title', lang)} – {site_name}"  # review6-sv W1
    for path in [*glossary.pages(site, lang), folder / "offline.html"]:
        hit = TITLE.search(path.read_text(encoding="utf-8"))
        assert hit is not None
        title = hit.group(1)
        if title != site_name:
            assert title.endswith(f" – {site_name}"), f"{path.relative_to(site)}: {title}"
            assert " - " not in title, f"{path.relative_to(site)}: {title}"


@pytest.mark.parametrize("lang", sorted(MORE_HITS))
def test_the_search_says_what_there_is_more_of(lang, site):
    page = (site / lang / "index.html").read_text(encoding="utf-8")
    hit = CONFIG.search(page)
    assert hit is not None
    words = json.loads(hit.group(1))["translations"]
    one, other = MORE_HITS[lang]
    assert words["search.result.more.one"].startswith(f"1 {one} "), words
    assert words["search.result.more.other"].startswith(f"# {other} "), words
    assert "denna" not in json.dumps(words, ensure_ascii=False) + page[:page.find("</head>")]
