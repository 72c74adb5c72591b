"""The glossaries (translations/glossary/<lang>.tsv) hold: no forbidden word in a language's
catalogs or on its built pages, and the checker finds one where it is planted."""

from __future__ import annotations

import json

import glossary
import pytest
from _sitekit import LANGS, REPO

GLOSSARY_FILES = sorted((REPO / "translations" / "glossary").glob("*.tsv"))


def report(offences: list[glossary.Offence]) -> str:
    shown = "\n".join(str(o) for o in offences[:40])
    more = f"\n... and {len(offences) - 40} more" if len(offences) > 40 else ""
    return f"{len(offences)} forbidden words (translations/glossary/):\n{shown}{more}"


def test_every_glossary_file_follows_the_format():
    assert GLOSSARY_FILES, "no glossary in translations/glossary/"
    for path in GLOSSARY_FILES:
        assert path.stem in LANGS, f"{path.name}: not a language of the site"
        rows = glossary.load(path.stem)  # raises GlossaryError naming the line
        assert rows, f"{path.name} has no rows"


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_a_glossary_with_every_concept(lang):
    require(lang)
    path = glossary.path_of(lang)
    missing = set(glossary.REQUIRED_CONCEPTS) - glossary.concepts(glossary.load(lang))
    assert not missing, f"{path.name} lacks the concepts {sorted(missing)}"


def require(lang: str) -> None:
    path = glossary.path_of(lang)
    assert path.exists(), f"{path.relative_to(REPO)} is missing (see translations/glossary/README.md)"


@pytest.mark.parametrize("lang", LANGS)
def test_no_forbidden_word_in_the_catalogs(lang):
    require(lang)
    offences = glossary.offences(lang)
    assert not offences, report(offences)


@pytest.mark.parametrize("lang", LANGS)
def test_no_forbidden_word_on_the_built_pages(lang, site):
    require(lang)
    assert glossary.pages(site, lang), f"no built pages for {lang}"
    rows = glossary.load(lang)
    offences = [o for where, text in glossary.page_texts(site, lang)
                for o in glossary.find(rows, text, where)]
    assert not offences, report(offences)


# --------------------------------------------------------------------------- the checker itself

ROWS = glossary.parse(
    "# a comment\n"
    "concept\tterm\tsource\tforbidden\tnote\n"
    "blocked\tblokkert\t004\tlåst|låste\tnever låst\n"
    "hint\tTips\tplayers\tHint\t\n"
    "pips\tprikker\t004\tøyne?\t\n",
    "planted.tsv",
)

PLANTED_PAGE = """<!doctype html><html lang="nb"><head><title>Spillet er låst - Dominoregler</title>
<meta name="description" content="Om låste spill"></head><body>
<nav aria-label="Hint"><a href="#" title="Blokkert">Blokkert</a></nav>
<main><p>Når ingen kan legge, er spillet <strong>Låst</strong>: tell prikkene.</p>
<pre><code>{"moves": ["låst", "Hint"]}</code></pre><p>Inline <code>Hint</code> is code.</p>
<svg><text>4 øyne</text></svg>
<script>const låst = "Hint";</script>
<script type="application/json" class="domino-play__strings">{"ui.hint": "Tips", "ui.face_down":
 {"count": "count", "one": "{count} brikke med øyet opp", "other": "{count} låste brikker"}}</script>
<script type="application/json" class="domino-tutorial__data">{"id": "låst"}</script>
</main></body></html>"""


def test_the_checker_catches_planted_forbidden_words(tmp_path):
    page = tmp_path / "nb" / "rules" / "block" / "index.html"
    page.parent.mkdir(parents=True)
    page.write_text(PLANTED_PAGE, encoding="utf-8")
    (tmp_path / "index.html").write_text("<p>låst</p>", encoding="utf-8")  # an English page
    found = [o for where, text in glossary.page_texts(tmp_path, "nb")
             for o in glossary.find(ROWS, text, where)]
    got = sorted((o.where.split(" (", 1)[1].rstrip(")"), o.word) for o in found)
    assert got == sorted([
        ("text of <title>", "låst"),
        ("the page's description", "låste"),
        ("aria-label of <nav>", "Hint"),
        ("text of <p>", "Låst"),
        ("text of <text>", "øyne"),
        ("domino-play__strings ui.face_down", "låste"),
    ])
    assert all(o.where.startswith("nb/rules/block/index.html (") for o in found)
    strong = next(o for o in found if o.word == "Låst")
    assert strong.concept == "blocked" and "er spillet Låst" in strong.context
    # the English page is not a Norwegian page, and code, scripts and data are not prose
    assert glossary.pages(tmp_path, "en") == [tmp_path / "index.html"]


def test_the_checker_reads_both_forms_of_a_plural_text_in_the_catalogs():
    texts = list(glossary.catalog_texts("en"))
    assert ("translations/en.po ui.face_down", "{count} tile, face down") in texts
    assert ("translations/en.po ui.face_down", "{count} tiles, face down") in texts
    assert any(where.startswith("translations/tutorials/en.po tutorial.") for where, _ in texts)


def test_empty_trailing_columns_may_be_left_off():
    rows = glossary.parse("concept\tterm\tsource\tforbidden\tnote\nblank\tblank\t004\n", "short.tsv")
    assert rows[0].forbidden == () and rows[0].note == ""


def test_a_whole_word_only_and_any_case():
    found = glossary.find(ROWS, "Låst. LÅST! blåst, låstbar, Hinting", "x")
    assert [o.word for o in found] == ["Låst", "LÅST"]


HEAD = "concept\tterm\tsource\tforbidden\tnote\n"


@pytest.mark.parametrize("text, error", [
    ("concept\tterm\tsource\tforbidden\n", "header"),
    (HEAD + "blocked\tblokkert\t004\tlåst(\t\n", "not a regular expression"),
    (HEAD + "blocked\tblokkert\t004\tblokk\\w*\t\n", "forbids the term itself"),
    (HEAD + "blocked\tblokkert\t\t\t\n", "must not be empty"),
    (HEAD + "tile\tbrikke\t004\t\t\ntile\tbrikke\t004\t\t\n", "already on line 2"),
    (HEAD + "tile brikke 004\n", "columns"),
    (HEAD + "tile\tbrikke\t004\t\t\textra\n", "6 columns"),
])
def test_a_broken_glossary_is_refused_with_its_line(text, error):
    with pytest.raises(glossary.GlossaryError, match=error):
        glossary.parse(text, "broken.tsv")


def test_the_embedded_texts_are_json_the_checker_can_read(site):
    # every __strings block of every built page parses (the checker would miss texts otherwise)
    blocks = 0
    for path in glossary.pages(site, "sv"):
        text = path.read_text(encoding="utf-8")
        start = text.find('__strings">')
        while start != -1:
            block = text[start + len('__strings">'):text.index("</script>", start)]
            assert isinstance(json.loads(block), dict), path
            blocks += 1
            start = text.find('__strings">', start + 1)
    assert blocks, "no page of the Swedish site embeds texts for its scripts"
