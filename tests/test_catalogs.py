"""The gettext catalogs: complete in every language, placeholders intact, in step with the engine."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from dominorules import PRESET_IDS
from dominorules.i18n import LANGUAGES, translate
from dominorules.messages import ENGLISH

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def catalog(name):
    with open(ROOT / "translations" / name, "rb") as file:
        return {m.id: m.string for m in read_po(file) if m.id}


TEMPLATE = catalog("messages.pot")
ENGLISH_PO = catalog("en.po")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_catalog_is_complete_with_the_same_placeholders(lang):
    entries = catalog(f"{lang}.po")
    assert set(entries) == set(TEMPLATE)
    for msgid, text in entries.items():
        assert text.strip(), f"{lang}: {msgid} is not translated"
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(ENGLISH_PO[msgid])), \
            f"{lang}: {msgid} has other placeholders than English"
        assert text.count("{") == text.count("}"), f"{lang}: {msgid} has a stray brace"


def test_english_catalog_matches_the_engines_own_wording():
    for msgid, text in ENGLISH.items():
        assert ENGLISH_PO.get(msgid) == text, f"{msgid}: run tools/catalogs.py sync"


def test_every_message_id_in_the_engine_has_english():
    source = "\n".join(p.read_text() for p in (ROOT / "engine" / "dominorules").glob("*.py")
                       if p.name != "messages.py")
    prefixes = "error|illegal|open|pips|end|points|blocked|tie|match|feedback|solution|turn|settle"
    literal = re.compile(r'"((?:' + prefixes + r')\.[a-z0-9-]*[a-z0-9])"')
    used = set(literal.findall(source))
    used |= {f"move.{kind}" for kind in ("lead", "play-left", "play-right", "draw",
                                         "draw-voluntary", "pass", "pass-voluntary")}
    used |= {f"preset.{p}.name" for p in PRESET_IDS + ("custom",)}
    used |= {f"points.{k}{s}" for k in ("others-minus-own", "others") for s in ("", "-team")}
    assert used - set(ENGLISH) == set()
    assert len(used) > 60


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_catalogs_are_used(lang):
    text = translate("end.out", lang, {"player": 3})
    assert "3" in text
    if lang != "en":
        assert text != ENGLISH["end.out"].format(player=3)


def test_a_missing_or_broken_translation_falls_back_to_english():
    assert translate("end.out", "fr", {"player": 1}) == "Player 1 played their last tile and wins."
    # A placeholder nobody can fill stays visible; the raw id is never shown.
    assert translate("end.out", "sv", {}).startswith("Spelare {player}")


def test_a_translation_with_a_wrong_placeholder_falls_back_to_english(monkeypatch):
    from dominorules import i18n
    real = i18n.template
    monkeypatch.setattr(i18n, "template",
                        lambda msgid, lang: "Spelare {spelare} vann." if lang == "sv" else real(msgid, lang))
    assert translate("end.out", "sv", {"player": 2}) == "Player 2 played their last tile and wins."
