"""No English, code or raw data on the Swedish, German and Norwegian pages (issue 20).

Every built page of sv, de and nb is read as a reader sees it: the visible text (scripts,
styles and code examples left out: a record's ``"6-3 right"`` is code, not prose) and the
words read aloud or shown on hover (``aria-label``, ``title``, ``placeholder``, ``alt``).
None of it may hold an English move word, a code literal (True, None, NaN ...), an unfilled
``{placeholder}``, a rule field's raw name (``tie:``), or one of the English strings of
Material's own English language file (``Made with``, the landmark labels ``Header`` and
``Footer`` ...). The replies the engine gives these pages are scanned in
tests/engine/test_no_english_replies.py.
"""

from __future__ import annotations

import dataclasses
import html
import re
from pathlib import Path
from typing import cast

import pytest
from _sitekit import site_for_tests
from dominorules.core.rules import RuleSet

LANGS = ("sv", "de", "nb")
MATERIAL_EN = (Path(cast(str, __import__("material").__file__)).parent / "templates" / "partials"
               / "languages" / "en.html")
# Words Material's English file shares with a language, where they are that language's word too.
SAME_WORD = {"de": {"Navigation", "Info"}, "sv": {"Info"}, "nb": {"Info"}}

HIDDEN = re.compile(r"<(script|style|pre|code|template)\b[^>]*>.*?</\1>", re.S | re.I)
TAG = re.compile(r"<[^>]+>")
SPOKEN = re.compile(r'\b(?:aria-label|title|placeholder|alt)="([^"]*)"')
ENGLISH_MOVES = re.compile(r"\b(?:left|right|draws|passes)\b")
CODE_LITERALS = re.compile(r"\b(?:True|False|None|NaN|undefined)\b")  # not null: "zero" in de and nb
PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")
FIELDS = re.compile(r"\b(?:" + "|".join(f.name for f in dataclasses.fields(RuleSet)) + r"):")


def material_english() -> set[str]:
    """The English texts of Material's language file (its keys' values), for the labels it prints."""
    values = re.findall(r'^\s*"([^"]+)": "([^"]*)"', MATERIAL_EN.read_text(encoding="utf-8"), re.M)
    return {value for key, value in values
            if not key.startswith(("search.config", "language", "direction")) and len(value) > 2}


def reader_text(page: str) -> tuple[str, list[str]]:
    """A page's visible text and its spoken/hover labels."""
    body = HIDDEN.sub(" ", page)
    labels = [html.unescape(label) for label in SPOKEN.findall(body)]
    text = html.unescape(TAG.sub(" ", body))
    return re.sub(r"\s+", " ", text), labels


def pages(site: Path, lang: str) -> list[Path]:
    found = sorted(p for p in (site / lang).rglob("*.html") if "assets" not in p.parts)
    assert len(found) >= 20, f"{lang}: only {len(found)} pages built"
    return found


@pytest.fixture(scope="module")
def site() -> Path:
    return site_for_tests()


def test_the_scan_catches_what_it_is_for():
    text, labels = reader_text('<p>Bäst: 4-2 left. (tie: split) {player} True</p><pre>"6-3 right"</pre>'
                               '<nav aria-label="Header"></nav><footer>Made with <a>Material</a></footer>')
    assert ENGLISH_MOVES.findall(text) == ["left"]
    assert FIELDS.findall(text) == ["tie:"]
    assert PLACEHOLDER.findall(text) == ["{player}"]
    assert CODE_LITERALS.findall(text) == ["True"]
    assert "Header" in labels
    assert {"Header", "Footer", "Made with"} <= material_english() | {"Made with"}


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_code_or_raw_fields_on_the_pages(site, lang):
    english = material_english() - SAME_WORD[lang]
    problems = []
    for path in pages(site, lang):
        text, labels = reader_text(path.read_text(encoding="utf-8"))
        where = path.relative_to(site)
        for pattern in (ENGLISH_MOVES, CODE_LITERALS, PLACEHOLDER, FIELDS):
            problems += [f"{where}: {hit!r}" for hit in pattern.findall(text)]
        if "Made with" in text:
            problems.append(f"{where}: 'Made with'")
        problems += [f"{where}: label {label!r}" for label in labels
                     if label in english or PLACEHOLDER.search(label) or CODE_LITERALS.search(label)]
    assert not problems, "\n".join(sorted(set(problems))[:40])
