"""MkDocs hook: a search index for each language, searched from that language's pages.

Material's search plugin writes one index, ``search/search_index.json``, and mkdocs-static-i18n
fills it with the pages of every language, so a German reader who searches "pagat" got the
English pages first, then the Swedish, German and Norwegian ones (walk W4). Here:

- each language's build writes its own pages' index to ``<lang>/search/search_index.json``
  (English stays at ``search/search_index.json``), with the addresses relative to that
  language's root and lunr's stemmer and stop words of that language alone (lunr calls
  Norwegian "no");
- the index at the root keeps the English pages only: the search plugin's entries of the other
  languages are taken away after their index is written, so mkdocs-static-i18n's last rewrite
  of the root index (after the last language) has the English ones alone;
- every page of a language other than English tells Material's script that its root is the
  language's folder (``"base"`` in the page's ``__config``), which is where Material fetches
  ``search/search_index.json`` from and what the results' addresses are read against.

mkdocs.yml lists ``search: lang: [en]`` and ``reconfigure_search: false`` for
mkdocs-static-i18n, so that the root index is written with English's language alone and no
language is added to it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from dominosite import DEFAULT_LANG
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

INDEX = "search/search_index.json"
# lunr's name of each language's stemmer and stop words (Material ships lunr.<name>.min.js)
LUNR = {"en": "en", "sv": "sv", "de": "de", "nb": "no"}
_CONFIG = re.compile(r'(<script id="__config" type="application/json">)(.*?)(</script>)', re.DOTALL)
_english_index: dict[str, str] = {}  # site folder -> the root index as the English build wrote it


def _lang(config: MkDocsConfig) -> str:
    return str(config.theme["language"] or DEFAULT_LANG)


def language_base(output: str, lang: str) -> str:
    """A page whose ``__config`` names the language's folder as Material's root.

    >>> page = '<script id="__config" type="application/json">{"base": "../..", "search": "x.js"}</script>'
    >>> language_base(page, "sv")
    '<script id="__config" type="application/json">{"base": "../../sv/", "search": "x.js"}</script>'
    >>> '"base": "/nb/",' in language_base(page.replace("../..", "/"), "nb")  # a 404 page's
    True
    >>> language_base(page, "en") == page
    True
    """
    if lang == DEFAULT_LANG:
        return output

    def rebased(match: re.Match[str]) -> str:
        data = json.loads(match.group(2))
        data["base"] = f"{str(data['base']).rstrip('/')}/{lang}/"  # (a folder: with its slash)
        return f"{match.group(1)}{json.dumps(data, ensure_ascii=False)}{match.group(3)}"

    output, found = _CONFIG.subn(rebased, output, count=1)
    if not found:
        raise ValueError("Material's __config block was not found: the search cannot be the page language's")
    return output


def language_index(index: dict[str, Any], lang: str) -> dict[str, Any]:
    """One language's index: its pages' entries with addresses from the language's folder, and
    lunr's stemmer and stop words of that language.

    >>> index = {"config": {"lang": ["en"], "separator": " "}, "docs": [
    ...     {"location": "de/", "title": "Start", "text": ""},
    ...     {"location": "de/rules/draw/#tie", "title": "Gleichstand", "text": "x"}]}
    >>> de = language_index(index, "de")
    >>> de["docs"][1]["location"], de["config"]["lang"], language_index({**index, "docs": []}, "nb")["config"]
    ('rules/draw/#tie', ['de'], {'lang': ['no'], 'separator': ' '})
    """
    prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
    docs = []
    for doc in index["docs"]:
        location = str(doc["location"])
        if not location.startswith(prefix):
            raise ValueError(f"{location!r} is a page of the {lang!r} build outside {prefix!r}")
        docs.append({**doc, "location": location[len(prefix):]})
    return {"config": {**index["config"], "lang": [LUNR[lang]]}, "docs": docs}


@event_priority(10)  # before hooks/tidy.py moves another language's 404 page to its folder
def on_post_template(output: str, template_name: str, config: MkDocsConfig) -> str:
    return language_base(output, _lang(config)) if template_name == "404.html" else output


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return language_base(output, _lang(config))


@event_priority(-50)  # after the search plugin wrote this build's index, before the offline lists
def on_post_build(config: MkDocsConfig) -> None:
    lang = _lang(config)
    site = Path(config.site_dir)
    root_index = site / INDEX
    text = root_index.read_text(encoding="utf-8")
    written = json.loads(text)
    if lang == DEFAULT_LANG:  # kept as the search plugin wrote it: its last rewrite writes the same
        language_index(written, lang)  # (raises if a page of another language is in it)
        _english_index[str(site.resolve())] = text
        return
    own = site / lang / INDEX
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text(json.dumps(language_index(written, lang), ensure_ascii=False, separators=(",", ":")),
                   encoding="utf-8")
    english = _english_index.get(str(site.resolve()))
    if english is not None:  # the root index is English's again (the search plugin wrote this language's)
        root_index.write_text(english, encoding="utf-8")
    # mkdocs-static-i18n keeps what is left for its last rewrite of the root index: English's alone
    search = config.plugins.get("material/search") or config.plugins.get("search")
    entries = getattr(getattr(search, "search_index", None), "entries", None)
    if isinstance(entries, list):
        entries.clear()
