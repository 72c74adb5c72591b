"""Every entry of the disputes page links to the settler with its situation filled in.

An entry is a section of the page (an ``h2`` with an id). Its settle link must point at
the settler page of the same language, and its query must be a situation the engine's
own decoder reads and answers: at least one rule system gives a verdict.
"""

from __future__ import annotations

from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import pytest
from _sitekit import LANGS, lang_prefix
from dominorules import DominoError
from dominorules.situation import decode, verdicts


class _Sections(HTMLParser):
    """The links of each ``h2`` section, in order: {section id: [href, ...]}."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections: dict[str, list[str]] = {}
        self._current: str | None = None

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        if tag == "h2" and a.get("id"):
            self._current = a["id"]
            self.sections[self._current] = []
        elif tag == "a" and self._current is not None and "href" in a:
            self.sections[self._current].append(a["href"])


def sections_without_settle_link(html: str, page_url: str, settle_url: str) -> list[str]:
    """The ids of the sections that have no working settler link (the check itself)."""
    parser = _Sections()
    parser.feed(html)
    missing = []
    for section, hrefs in parser.sections.items():
        working = False
        for href in hrefs:
            parts = urlsplit(urljoin(page_url, href))
            if parts.path != settle_url or not parts.query:
                continue
            try:
                answers = verdicts(decode(parts.query))
            except DominoError:
                continue
            working = working or any(row["ok"] for row in answers)
        if not working:
            missing.append(section)
    return missing


@pytest.mark.parametrize("lang", LANGS)
def test_every_dispute_entry_links_to_the_settler(site, lang):
    prefix = lang_prefix(lang)
    html = (site / prefix / "disputes" / "index.html").read_text(encoding="utf-8")
    parser = _Sections()
    parser.feed(html)
    assert len(parser.sections) >= 13, sorted(parser.sections)
    page_url, settle_url = f"/{prefix}disputes/", f"/{prefix}settle/"
    assert (site / prefix / "settle" / "index.html").is_file()
    assert sections_without_settle_link(html, page_url, settle_url) == []


def test_every_language_has_the_same_entries(site):
    ids = []
    for lang in LANGS:
        parser = _Sections()
        parser.feed((site / lang_prefix(lang) / "disputes" / "index.html").read_text(encoding="utf-8"))
        ids.append(list(parser.sections))
    assert all(entry == ids[0] for entry in ids), ids


def test_the_check_fails_on_a_missing_or_broken_link():
    good = '<a href="../settle/?k=end&amp;p=2&amp;h=0-0.1-0_3-3&amp;last=1">settle</a>'
    html = (f'<h2 id="one">One</h2><p>{good}</p>'
            '<h2 id="none">No link</h2><p><a href="../rules/block/">block</a></p>'
            '<h2 id="cut">Cut link</h2><p><a href="../settle/?k=end&amp;p=2">settle</a></p>'
            '<h2 id="elsewhere">Wrong page</h2>'
            '<p><a href="../basics/?k=end&amp;p=2&amp;h=0-0.1-0_3-3&amp;last=1">basics</a></p>')
    assert sections_without_settle_link(html, "/disputes/", "/settle/") == ["none", "cut", "elsewhere"]
