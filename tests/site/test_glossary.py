"""The glossaries (translations/glossary/<lang>.tsv) hold: no forbidden word in a language's
catalogs or on its built pages, and the checker finds one where it is planted."""

from __future__ import annotations

import doctest
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
    "pips\tprikker\t004\tøyne?\t\n"
    "shuffle\tblande\t004\tstokk~\tany form of «stokke»\n"
    "tile\tbrikke\t004\tstein~en,er,ene\t\n"
    "footer\tbunntekst\tplayers\tFooter|Made with\t\n",
    "planted.tsv",
)

PLANTED_PAGE = """<!doctype html><html lang="nb"><head><title>Spillet er låst - Dominoregler</title>
<meta name="description" content="Om låste spill"></head><body>
<header class="md-header"><nav class="md-header__inner" aria-label="Hint">
<a href="#" title="Blokkert">Blokkert</a></nav></header>
<main><p>Når ingen kan legge, er spillet <strong>Låst</strong>: tell prikkene.</p>
<pre><code>{"moves": ["låst", "Hint"]}</code></pre><p>Inline <code>Hint</code> is code.</p>
<svg><text>4 øyne</text></svg>
<script>const låst = "Hint";</script>
<script type="application/json" class="domino-play__strings">{"ui.hint": "Tips", "ui.face_down":
 {"count": "count", "one": "{count} brikke med øyet opp", "other": "{count} låste brikker"}}</script>
<script type="application/json" class="domino-tutorial__data">{"id": "låst"}</script>
</main>
<footer class="md-footer"><nav class="md-footer__inner" aria-label="Footer"></nav>
<div class="md-copyright">Made with <a href="#">Material for MkDocs</a></div></footer>
<script id="__config" type="application/json">{"base": "låst", "features": ["Hint"],
 "translations": {"clipboard.copy": "Kopier", "search.result.none": "Ingen låste treff"}}</script>
</body></html>"""


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
        # the theme's own strings: the footer's label and credit line, its script texts
        ("aria-label of <nav>", "Footer"),
        ("text of <div>", "Made with"),
        ("the theme's strings search.result.none", "låste"),
    ])
    assert all(o.where.startswith("nb/rules/block/index.html (") for o in found)
    strong = next(o for o in found if o.word == "Låst")
    assert strong.concept == "blocked"
    assert "er spillet Låst" in strong.context
    # the English page is not a Norwegian page, and code, scripts and data are not prose
    # (the theme's configuration is read for its "translations" only)
    assert glossary.pages(tmp_path, "en") == [tmp_path / "index.html"]


def test_the_checker_reads_both_forms_of_a_plural_text_in_the_catalogs():
    texts = list(glossary.catalog_texts("en"))
    assert ("translations/en.po ui.face_down", "{count} tile, face down") in texts
    assert ("translations/en.po ui.face_down", "{count} tiles, face down") in texts
    assert any(where.startswith("translations/tutorials/en.po tutorial.") for where, _ in texts)


def test_empty_trailing_columns_may_be_left_off():
    rows = glossary.parse("concept\tterm\tsource\tforbidden\tnote\nblank\tblank\t004\n", "short.tsv")
    assert rows[0].forbidden == ()
    assert rows[0].note == ""


def test_a_whole_word_only_and_any_case():
    found = glossary.find(ROWS, "Låst. LÅST! blåst, låstbar, Hinting", "x")
    assert [o.word for o in found] == ["Låst", "LÅST"]


def test_a_stem_forbids_every_form_of_the_word():
    text = "Stokk brikkene. Han stokker, de stokket, stokkes, stokkingen; bestokk, stok, blande."
    found = glossary.find(ROWS, text, "x")
    assert [(o.word, o.concept) for o in found] == [
        ("Stokk", "shuffle"), ("stokker", "shuffle"), ("stokket", "shuffle"),
        ("stokkes", "shuffle"), ("stokkingen", "shuffle")]


def test_a_stem_with_endings_forbids_those_forms_only():
    text = "En stein, steinen, Steiner og steinene; steinbit, steinete, brikken."
    found = glossary.find(ROWS, text, "x")
    assert [o.word for o in found] == ["stein", "steinen", "Steiner", "steinene"]


def test_every_entry_of_every_language_still_matches_as_a_plain_pattern():
    # the entries written before stems existed (no "~") mean exactly what they meant
    for lang in glossary.present():
        for row in glossary.load(lang):
            for entry, pattern in zip(row.forbidden, row.patterns(), strict=True):
                if "~" not in entry:
                    assert pattern.pattern == rf"\b(?:{entry})\b", (lang, entry)


def test_the_checker_reads_the_theme_strings_of_every_built_page(site):
    # the header's and the footer's labels, the footer's credit line and the texts the
    # theme's scripts show are part of what the glossary checks, on every language's pages
    for lang in LANGS:
        page = glossary.pages(site, lang)[0]
        parts = {part for part, _ in glossary.visible_texts(page.read_text(encoding="utf-8"))}
        assert "aria-label of <nav>" in parts, (lang, page)
        assert any(part.startswith("the theme's strings search.result.") for part in parts), (lang, page)
        texts = [text for _, text in glossary.visible_texts(page.read_text(encoding="utf-8"))]
        assert any("Material for MkDocs" in text for text in texts), (lang, page)


def test_the_norwegian_theme_speaks_norwegian(site):
    # the labels Material leaves in English for nb (review-nb G-1, G-2) come from the site
    page = (site / "nb" / "index.html").read_text(encoding="utf-8")
    texts = glossary.visible_texts(page)
    assert ("aria-label of <nav>", "Sidehode") in texts
    assert ("aria-label of <nav>", "Bunntekst") in texts
    assert any(" ".join(text.split()).startswith("Laget med Material for MkDocs") for _, text in texts)


def test_the_docstring_examples_hold():
    failed, tried = doctest.testmod(glossary)
    assert tried >= 8
    assert failed == 0


HEAD = "concept\tterm\tsource\tforbidden\tnote\n"


@pytest.mark.parametrize(("text", "error"), [
    ("concept\tterm\tsource\tforbidden\n", "header"),
    (HEAD + "blocked\tblokkert\t004\tlåst(\t\n", "not a regular expression"),
    (HEAD + "blocked\tblokkert\t004\tblokk\\w*\t\n", "forbids the term itself"),
    (HEAD + "blocked\tblokkert\t\t\t\n", "must not be empty"),
    (HEAD + "tile\tbrikke\t004\t\t\ntile\tbrikke\t004\t\t\n", "already on line 2"),
    (HEAD + "tile brikke 004\n", "columns"),
    (HEAD + "tile\tbrikke\t004\t\t\textra\n", "6 columns"),
    (HEAD + "shuffle\tblande\t004\tstokk~e,1\t\n", "letters separated by commas"),
    (HEAD + "shuffle\tblande\t004\t~e,er\t\n", "no stem"),
    (HEAD + "draw a tile\ttrekke\t004\ttrekk~\t\n", "forbids the term itself"),
    (HEAD + "tile\tbrikke\t004\tbrikk~en,e\t\n", "forbids the term itself"),
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
