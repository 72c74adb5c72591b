"""Every entry of the disputes page links to the settler with its situation filled in.

An entry is a section of the page (an ``h2`` with an id). Its settle link must point at
the settler page of the same language, and its query must be a situation the engine's
own decoder reads and answers: at least one rule system gives a verdict.

A link that opens a dispute must also show it (fact-check N2, N13): asked of the engine
through the bridge, at least two rule sets give different verdicts (winners or points, the
moves allowed, or the opener, the tile and who plays next). Where a situation cannot show
the question, the entry says so in a paragraph of class ``settle-limit``.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from _sitekit import LANGS, lang_prefix
from dominorules import DominoError
from dominorules.bridge import handle
from dominorules.formats.situation import decode, verdicts


class _Sections(HTMLParser):
    """The links of each ``h2`` section, in order: {section id: [href, ...]}, and the
    sections that say what their settle link cannot show (``limited``: {section id: text})."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.sections: dict[str, list[str]] = {}
        self.limited: dict[str, str] = {}
        self._current: str | None = None
        self._in_limit = False

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        if tag == "h2" and a.get("id"):
            self._current = a["id"]
            self.sections[self._current] = []
        elif tag == "a" and self._current is not None and "href" in a:
            self.sections[self._current].append(a["href"])
        elif tag == "p" and self._current is not None and "settle-limit" in a.get("class", "").split():
            self._in_limit = True
            self.limited.setdefault(self._current, "")

    def handle_endtag(self, tag):
        if tag == "p":
            self._in_limit = False

    def handle_data(self, data):
        if self._in_limit and self._current is not None:
            self.limited[self._current] += data


def _verdict(row: dict[str, Any]) -> str:
    """What a rule set answers, without its wording: the part two systems can disagree on."""
    return json.dumps([row.get(key) for key in ("winners", "points", "moves", "opener", "tile", "next")],
                      sort_keys=True)


def links_that_show_nothing(html: str, page_url: str, settle_url: str) -> list[str]:
    """The sections whose settle link gives one verdict under every rule set, and whose text
    does not say so (the check itself)."""
    parser = _Sections()
    parser.feed(html)
    silent = []
    for section, hrefs in parser.sections.items():
        for href in hrefs:
            parts = urlsplit(urljoin(page_url, href))
            if parts.path != settle_url or not parts.query:
                continue
            reply = handle({"op": "situation", "query": parts.query, "lang": "en"})
            assert reply["ok"], (section, reply)
            rows = [row for row in reply["verdicts"] if row["ok"]]
            custom = [row for row in rows if row["rules"] == "custom" and not row["ruleset"].get("teams")]
            if custom:
                # The link's own rule set is the other reading: it must answer otherwise than
                # the system it was made from, or the link shows nothing of the dispute.
                base = [row for row in rows if row["rules"] == custom[0]["base"]]
                shows = bool(base) and _verdict(base[0]) != _verdict(custom[0])
            else:
                shows = len({_verdict(row) for row in rows}) >= 2
            if not shows and len(parser.limited.get(section, "").split()) < 8:
                silent.append(section)
    return silent


NOT_DISPUTES = {"sources"}
"""Sections of the disputes page that are no dispute: the list of the sources closes the page."""


def sections_without_settle_link(html: str, page_url: str, settle_url: str) -> list[str]:
    """The ids of the sections that have no working settler link (the check itself)."""
    parser = _Sections()
    parser.feed(html)
    missing = []
    for section, hrefs in parser.sections.items():
        if section in NOT_DISPUTES:
            continue
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


@pytest.mark.parametrize("lang", LANGS)
def test_every_settle_link_shows_its_dispute_or_says_what_it_cannot(site, lang):
    prefix = lang_prefix(lang)
    html = (site / prefix / "disputes" / "index.html").read_text(encoding="utf-8")
    assert links_that_show_nothing(html, f"/{prefix}disputes/", f"/{prefix}settle/") == []
    parser = _Sections()
    parser.feed(html)
    # The entries whose end position or deal cannot show their question (N1, N2, N13).
    assert {"blocked-when", "last-mover", "target-tie", "direction"} <= parser.limited.keys(), parser.limited


def test_the_difference_check_fails_on_a_link_that_shows_nothing():
    # 0-0 counts 0 in every system: with one player holding 1-0 and 0-0, all agree on who wins
    # and the points differ, so this link shows a difference ...
    shows = '<a href="../settle/?k=end&amp;p=2&amp;h=0-0.1-0_3-3&amp;last=1">settle</a>'
    # ... while a turn with a tile that fits and nothing to draw answers "play it" everywhere.
    same = '<a href="../settle/?k=turn&amp;p=2&amp;h=6-1&amp;l=6-6&amp;b=0&amp;d=0">settle</a>'
    html = (f'<h2 id="shows">Shows</h2><p>{shows}</p>'
            f'<h2 id="same">Same</h2><p>{same}</p>'
            f'<h2 id="said">Said</h2><p>{same}</p>'
            '<p class="settle-limit">What this link cannot show: the boneyard, which an end position'
            ' lacks.</p>'
            f'<h2 id="short">Too short</h2><p>{same}</p><p class="settle-limit">Nothing.</p>')
    # An end position carries no boneyard: "blocked as soon as nothing can fit" answers as
    # the draw game does, although other systems differ from both.
    blocked = ('<a href="../settle/?k=end&amp;p=2&amp;h=6-6.5-5_4-4.3-3&amp;l=1-2.2-0.0-1&amp;last=1'
               '&amp;c=draw,blocked_when:no-tile-fits">settle</a>')
    split = ('<a href="../settle/?k=end&amp;p=3&amp;h=2-1_5-2.6-6_3-0&amp;last=1&amp;c=draw,tie:split">'
             'settle</a>')
    html += f'<h2 id="blocked">Blocked</h2><p>{blocked}</p><h2 id="split">Split</h2><p>{split}</p>'
    assert links_that_show_nothing(html, "/disputes/", "/settle/") == ["same", "short", "blocked"]


def test_the_settler_page_has_the_engines_player_counts_and_presets():
    # issue 37 (G10, G11, G15): the page is given the player counts, the teams' and each
    # preset's, and no longer knows them; RULES.md R-*-players: 2 to 4, the partnership game
    # exactly 4, the draw game to 100 up to 5; teams only in the partnership and draw games
    from dominosite.i18n import translator
    from dominosite.settler_html import settler_data

    data = settler_data("sv", translator("sv"))
    assert data["players"] == [2, 3, 4, 5]
    assert data["team_players"] == [4]
    presets = {p["id"]: p for p in data["presets"]}
    assert [presets[p]["name"] for p in ("block", "draw")] == ["Blockdomino", "Dragdomino"]
    assert (presets["partnership"]["min_players"], presets["partnership"]["max_players"]) == (4, 4)
    assert presets["draw-100"]["max_players"] == 5
    assert presets["block"]["max_players"] == 4
    assert {p: row["team_players"] for p, row in presets.items() if row["team_players"]} == {
        "partnership": [4], "draw": [4]}
    fields = {field["name"]: field for field in data["schema"]}
    # a number per player count has an entry for every count a situation may have
    assert fields["hand_size"]["players"] == fields["target_points"]["players"] == [2, 3, 4, 5]
    assert fields["teams"]["players"] == []
    assert fields["reserve"]["players"] == []
    # and the presets give a number for each of those counts, as their rules step (RULES.md's
    # table: the draw game deals 7 to two and 5 to more, our choice; Pagat's game is to 100 with
    # two players and to 61 with three or four)
    assert presets["draw"]["fields"]["hand_size"] == {"2": 7, "3": 5, "4": 5, "5": 5}
    assert presets["pagat-draw"]["fields"]["target_points"] == {"2": 100, "3": 61, "4": 61, "5": 61}
    assert presets["block"]["fields"]["target_points"] == {}  # one hand is the game
