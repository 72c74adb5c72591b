"""Messages with a count: gettext plural forms, in the engine and in the browser, in every language.

The expected texts come from the catalogs (translations/<lang>.po, msgstr[0] for exactly 1,
msgstr[1] for any other number), read here with Babel, never from the program's output;
the rule itself ("1 tile", never "1 tiles") is checked on the word that follows the number.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import cast

import pytest
from babel.messages.pofile import read_po
from dominorules.words.i18n import LANGUAGES, browser_text, translate
from dominorules.words.message import Message, Plural, plural_id
from dominorules.words.messages import COUNTS, ENGLISH, SITE_COUNTS

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w+)\}")
# Nouns in their plural form: never right after the number 1.
PLURAL_NOUNS = {
    "en": {"tiles", "pips", "points", "hands", "moves", "puzzles", "sides", "players"},
    "sv": {"brickor", "brickorna", "prickar", "givar", "händer", "uppgifter", "dragen", "spelare"},
    "de": {"Steine", "Steinen", "Augen", "Punkte", "Runden", "Spiele", "Hände", "Züge", "Aufgaben"},
    "nb": {"brikker", "brikkene", "prikker", "runder", "hender", "oppgaver", "trekkene"},
}
# Nouns that are the same in the singular and the plural (Swedish "1 poäng", "2 poäng").
SAME_IN_BOTH = {"en": set(), "sv": {"poäng"}, "de": set(), "nb": {"poeng"}}
# Messages whose number is not printed, only chooses the form.
UNSHOWN_COUNTS: set[str] = {"ui.table.sources"}  # "Source: A" / "Sources: A and B"
# Counts the site shows that must be plural messages (brief of issue 11), engine and site.
MUST_COUNT = {
    "ui.face_down", "ui.boneyard_count", "error.hand-size",
    "error.too-many-left", "illegal.nothing-to-draw", "turn.nothing-to-draw", "settle.record-follows",
    "error.situation-hands", "say.points", "solution.pips", "match.hand-points",
}


def entries(name: str):
    with open(ROOT / "translations" / name, "rb") as file:
        return {(m.id[0] if isinstance(m.id, tuple) else m.id): m for m in read_po(file) if m.id}


CATALOGS = {lang: entries(f"{lang}.po") for lang in LANGUAGES}


def params(msgid: str, number: int) -> dict[str, int]:
    """Values for every placeholder of the message: ``number`` for its count, 9 for the others."""
    names = {COUNTS[msgid]}
    for form in CATALOGS["en"][msgid].string:
        names |= set(PLACEHOLDER.findall(form))
    return {name: number if name == COUNTS[msgid] else 9 for name in names}


def expected(lang: str, msgid: str, number: int) -> str:
    """The catalog's own form for ``number`` (the rule of en, sv, de and nb: n != 1), filled in."""
    forms = CATALOGS[lang][msgid].string
    return cast(str, forms[0 if number == 1 else 1].format(**params(msgid, number)))


def test_the_plural_rule_of_every_catalog_is_the_one_the_browser_uses():
    # docs/assets/js/engine.js (format) takes "one" for exactly 1 and "other" otherwise.
    for path in sorted((ROOT / "translations").rglob("*.po")):
        header = path.read_text(encoding="utf-8").split("\n\n", 1)[0]
        assert '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' in header, path


def test_every_message_with_a_count_is_a_plural_entry_in_every_catalog():
    assert set(COUNTS) >= MUST_COUNT
    assert set(SITE_COUNTS) <= set(COUNTS)
    for name in ("messages.pot", *(f"{lang}.po" for lang in LANGUAGES)):
        plural = {msgid: m.id[1] for msgid, m in entries(name).items() if isinstance(m.id, tuple)}
        assert set(plural) == set(COUNTS), f"{name}: plural entries differ from COUNTS"
        for msgid, other_id in plural.items():
            assert other_id == plural_id(msgid, COUNTS[msgid]), f"{name}: {msgid} msgid_plural"
    for msgid, param in COUNTS.items():
        # the number is shown, except where it only chooses the words ("Winners: Players 1, 3")
        shown = "{" + param + "}" in CATALOGS["en"][msgid].string[1]
        assert shown != (msgid in UNSHOWN_COUNTS), msgid


# Numbers before a plural noun that cannot be 1 (a tie needs two sides, rules two players ...).
NOT_COUNTED = {
    ("match.tied", "count"),
    ("error.player-count", "max"), ("error.player-count-exact", "needed"),
    ("error.cannot-deal", "players"), ("error.cannot-deal", "tiles"), ("error.situation-too-many", "count"),
    ("error.bad-seat", "players"),
    ("error.pips-count", "players"),  # a match has two players at least
    ("error.rule-amount", "players"),  # a rule's table starts at two players
    ("ui.score.target_fixed", "points"),  # a source's own target: 100 or 61
    ("match.title-hands", "hands"),  # shown only for a match of two hands or more
    # the rules sheet: a set has 28 tiles or more, and a table two players or more
    ("sheet.tiles", "tiles"), ("sheet.undealt.all-dealt", "tiles"), ("sheet.players.range", "max"),
    ("sheet.players.exactly", "players"), ("sheet.hand-size", "players"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_before_a_plural_noun_is_a_count(lang):
    # Every text with a number right before a plural noun is a plural message.
    pattern = re.compile(r"\{(\w+)\} (?:" + "|".join(PLURAL_NOUNS[lang]) + r")\b")
    found = set()
    for msgid, message in CATALOGS[lang].items():
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        for form in forms:
            for param in pattern.findall(form):
                found.add((msgid, param))
                assert COUNTS.get(msgid) == param or (msgid, param) in NOT_COUNTED, \
                    f"{lang}: {msgid}: {{{param}}} counts but the message has no plural forms"
    assert len(found) > 10


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("msgid", sorted(COUNTS))
def test_one_and_two_in_every_language(lang, msgid):
    one = translate(msgid, lang, params(msgid, 1))
    two = translate(msgid, lang, params(msgid, 2))
    assert one == expected(lang, msgid, 1)
    assert two == expected(lang, msgid, 2)
    after_one = re.findall(r"(?<![\d.])1 (\w+)", one)
    assert not set(after_one) & PLURAL_NOUNS[lang], f"{lang} {msgid}: {one!r}"
    after_two = set(re.findall(r"(?<![\d.])2 (\w+)", two))
    assert not after_two & SAME_IN_BOTH[lang] or one == two.replace("2", "1"), f"{lang} {msgid}"
    if lang == "en" or after_two & PLURAL_NOUNS[lang]:
        # English nouns always change; elsewhere, a plural noun after the number does
        assert one != two.replace("2", "1"), f"{lang} {msgid}: the same form for 1 and 2"
    if lang == "en" and msgid in ENGLISH:
        wording = ENGLISH[msgid]
        assert isinstance(wording, Plural)
        assert Message(msgid, params(msgid, 1)).english() == one


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_general_form_for_zero_and_for_an_unknown_count(lang):
    assert translate("ui.face_down", lang, {"count": 0}) == expected(lang, "ui.face_down", 0)
    # a count nobody gave stays visible, in the general form
    assert translate("ui.face_down", lang, {}) == CATALOGS[lang]["ui.face_down"].string[1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_browser_gets_both_forms_and_the_name_of_the_count(lang):
    for msgid in SITE_COUNTS:
        text = browser_text(msgid, lang)
        assert text == {"count": SITE_COUNTS[msgid], "one": CATALOGS[lang][msgid].string[0],
                        "other": CATALOGS[lang][msgid].string[1]}
    assert browser_text("ui.start", lang) == CATALOGS[lang]["ui.start"].string


NODE = shutil.which("node") or "node"  # the project needs Node.js (package.json) anyway


def test_the_browser_code_chooses_the_same_form_as_gettext():
    cases = [{"text": browser_text(msgid, lang), "params": params(msgid, n), "lang": lang,
              "want": expected(lang, msgid, n), "what": f"{lang} {msgid} {n}"}
             for lang in LANGUAGES for msgid in SITE_COUNTS for n in (0, 1, 2, 11)]
    # the page's text module (browser/src/ui/text.ts) as the site's build bundles it
    module = subprocess.run([str(ROOT / "node_modules" / ".bin" / "esbuild"),
                             str(ROOT / "browser" / "src" / "ui" / "text.ts"),
                             "--bundle", "--format=esm", "--log-level=error"],
                            capture_output=True, text=True, check=True).stdout
    source = "data:text/javascript;base64," + base64.b64encode(module.encode()).decode()
    script = (
        f"const {{ format }} = await import({json.dumps(source)});\n"
        f"const cases = {json.dumps(cases)};\n"
        "const bad = cases.filter((c) => format(c.text, c.params, c.lang) !== c.want).map((c) => c.what);\n"
        "console.log(JSON.stringify({ bad, n: cases.length, plain: format('Hi {x}', { x: 2 }) }));\n"
    )
    out = subprocess.run([NODE, "--input-type=module", "-e", script], capture_output=True, text=True,
                         check=True)
    result = json.loads(out.stdout)
    assert result == {"bad": [], "n": len(cases), "plain": "Hi 2"}


def test_a_wrong_choice_of_playable_tiles_counts_each_kind_of_mistake_on_its_own():
    import yaml
    from dominorules.features.tutorial import grade, read

    source = (ROOT / "tutorials" / "block-playable-two-ends.yaml").read_text(encoding="utf-8")
    tutorial = read(yaml.safe_load(source))
    # the answer is 4-4, 4-1 and 3-1 (the file says why); 6-2 does not fit
    ok, feedback = grade(tutorial, {"tiles": ["4-4", "4-1", "6-2"]})
    assert not ok
    assert [(m.id, dict(m.params)) for m in feedback] == [
        ("feedback.playable-wrong", {"count": 1}), ("feedback.playable-missed", {"count": 1})]
    assert [translate(m, "en") for m in feedback] == [
        CATALOGS["en"]["feedback.playable-wrong"].string[0],
        CATALOGS["en"]["feedback.playable-missed"].string[0].format(count=1)]
    ok, feedback = grade(tutorial, {"tiles": ["4-4"]})
    assert [(m.id, dict(m.params)) for m in feedback] == [("feedback.playable-missed", {"count": 2})]
    assert translate(feedback[0], "de") == "Du hast 2 passende Steine ausgelassen."
