"""The gettext catalogs: complete in every language, placeholders intact, in step with the engine."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from dominorules import PRESET_IDS
from dominorules.words.i18n import LANGUAGES, translate
from dominorules.words.message import Plural
from dominorules.words.messages import ENGLISH

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalog(name):
    """id -> wording; a plural entry's wording is the tuple of its forms (one, other)."""
    with open(ROOT / "translations" / name, "rb") as file:
        return {(m.id[0] if isinstance(m.id, tuple) else m.id): m.string for m in read_po(file) if m.id}


def plural_ids(name):
    """id -> msgid_plural of every plural entry of a catalog."""
    with open(ROOT / "translations" / name, "rb") as file:
        return {m.id[0]: m.id[1] for m in read_po(file) if isinstance(m.id, tuple)}


TEMPLATE = catalog("messages.pot")
ENGLISH_PO = catalog("en.po")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_is_complete_with_the_same_placeholders(lang):
    entries = catalog(f"{lang}.po")
    assert set(entries) == set(TEMPLATE)
    for msgid, text in entries.items():
        english = ENGLISH_PO[msgid]
        assert isinstance(text, tuple) == isinstance(english, tuple), f"{lang}: {msgid} plural or not"
        if isinstance(text, tuple):
            assert len(text) == 2, f"{lang}: {msgid} lacks a form"
            assert all(form.strip() for form in text), f"{lang}: {msgid} lacks a form"
            # the general form has every placeholder; the form for 1 may say "one" for {count}
            assert set(PLACEHOLDER.findall(text[1])) == set(PLACEHOLDER.findall(english[1])), \
                f"{lang}: {msgid} has other placeholders than English"
            assert set(PLACEHOLDER.findall(text[0])) <= set(PLACEHOLDER.findall(english[1])), \
                f"{lang}: {msgid} (form for 1) has a placeholder English does not have"
            forms: tuple[str, ...] = text
        else:
            assert text.strip(), f"{lang}: {msgid} is not translated"
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(english)), \
                f"{lang}: {msgid} has other placeholders than English"
            forms = (text,)
        for form in forms:
            assert form.count("{") == form.count("}"), f"{lang}: {msgid} has a stray brace"


def test_english_catalog_matches_the_engines_own_wording():
    for msgid, text in ENGLISH.items():
        wording = (text.one, text.other) if isinstance(text, Plural) else text
        assert ENGLISH_PO.get(msgid) == wording, f"{msgid}: run tools/catalogs.py sync"


def test_every_message_id_in_the_engine_has_english():
    source = "\n".join(p.read_text() for p in (ROOT / "engine" / "dominorules").rglob("*.py")
                       if p.name != "messages.py")
    prefixes = "error|illegal|open|pips|end|points|blocked|tie|match|feedback|solution|turn|settle"
    literal = re.compile(r'"((?:' + prefixes + r')\.[a-z0-9-]*[a-z0-9])"')
    used = set(literal.findall(source))
    used |= {f"move.{kind}" for kind in ("lead", "play-left", "play-right", "draw",
                                         "draw-voluntary", "pass", "pass-voluntary")}
    used |= {f"preset.{p}.name" for p in (*PRESET_IDS, "custom")}
    used |= {f"feedback.playable-{k}" for k in ("wrong", "missed")}
    # a move said in a family of messages, one per way of moving (moves.Move.said)
    families = ("said", "said-line", "illegal.hand-over-move", "feedback.not-best-move")
    used -= set(families)
    used |= {f"{f}.{way}" for f in families for way in ("lead", "play-left", "play-right", "draw", "pass")}
    used |= {f"points.{k}{s}" for k in ("others-minus-own", "others") for s in ("", "-team")}
    assert used - set(ENGLISH) == set()
    assert len(used) > 60


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_catalogs_are_used(lang):
    text = translate("end.out", lang, {"player": 3})
    assert "3" in text
    if lang != "en":
        english = ENGLISH["end.out"]
        assert isinstance(english, str)
        assert text != english.format(player=3)


def test_a_missing_or_broken_translation_falls_back_to_english():
    assert translate("end.out", "fr", {"player": 1}) == "Player 1 played their last tile and wins."
    # A placeholder nobody can fill stays visible; the raw id is never shown.
    assert translate("end.out", "sv", {}).startswith("Spelare {player}")


def test_a_translation_with_a_wrong_placeholder_falls_back_to_english(monkeypatch):
    from dominorules.words import i18n
    real = i18n.template
    monkeypatch.setattr(i18n, "template", lambda msgid, lang, *count: (
        "Spelare {spelare} vann." if lang == "sv" else real(msgid, lang, *count)))
    assert translate("end.out", "sv", {"player": 2}) == "Player 2 played their last tile and wins."
