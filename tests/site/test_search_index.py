"""The site's search, one index a language (walk W4: a search on /de/ listed the English pages
first, then the Swedish, German and Norwegian ones).

Each language's pages search ``<lang>/search/search_index.json`` (English's at the root): its
entries are that language's pages alone, addressed from the language's folder, and it asks
lunr for that language's stemmer and stop words alone. Every page tells Material's script
(``__config``'s "base") that its language's folder is where the index and the results are.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, cast
from urllib.parse import urljoin, urlsplit

import pytest
from _sitekit import LANGS, lang_prefix

# lunr's names of the languages (Material's assets/javascripts/lunr/min/lunr.<name>.min.js)
LUNR = {"en": "en", "sv": "sv", "de": "de", "nb": "no"}
CONFIG = re.compile(r'<script id="__config" type="application/json">(.*?)</script>', re.DOTALL)


def index_of(site: Path, lang: str) -> dict[str, Any]:
    path = site / lang_prefix(lang) / "search" / "search_index.json"
    return cast(dict[str, Any], json.loads(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_searches_its_own_pages_with_its_own_stemmer(site, lang):
    index = index_of(site, lang)
    assert index["config"]["lang"] == [LUNR[lang]]
    assert index["docs"], f"{lang}: an empty index"
    root = f"https://example.org/{lang_prefix(lang)}"
    for doc in index["docs"]:
        path = urlsplit(urljoin(root, doc["location"])).path.lstrip("/")
        # the page is the language's, and it is there
        first = path.split("/")[0]
        assert (first if first in LANGS and first != "en" else "en") == lang, (lang, doc["location"])
        assert (site / path / "index.html").is_file() or (site / path).is_file(), (lang, doc["location"])
    # the rules of Pagat's game are found in every language (the word is the same in all four)
    pagat = [d for d in index["docs"] if d["location"] == "rules/pagat-draw/"]
    assert len(pagat) == 1, lang
    assert "Pagat" in pagat[0]["title"], lang


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_names_its_language_folder_as_the_search_root(site, lang):
    folder = site / lang_prefix(lang)
    pages = [folder / "index.html", folder / "rules" / "pagat-draw" / "index.html", folder / "404.html",
             folder / "offline.html"]
    for page in pages:
        found = CONFIG.search(page.read_text(encoding="utf-8"))
        assert found is not None
        config = json.loads(found.group(1))
        # Material resolves the base against the page's address; from there, its index
        address = f"https://example.org/{page.relative_to(site).as_posix()}"
        if page.name in ("404.html", "offline.html"):  # served at any depth: from the site's root path
            assert config["base"].startswith("/"), (page, config["base"])
        index = urljoin(urljoin(address, config["base"]), "search/search_index.json")
        expected = f"https://example.org/{lang_prefix(lang)}search/search_index.json"
        assert index == expected, (page, config["base"])
