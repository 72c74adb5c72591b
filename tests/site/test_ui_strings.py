"""Every ui.* message the browser code and the hooks use is in all four catalogs."""

from __future__ import annotations

import re

from _sitekit import LANGS, REPO
from babel.messages.pofile import read_po
from dominosite.i18n import PRESTART_IDS, UI_IDS

UI_ID = re.compile(r"""["'](ui\.[a-z_.-]*[a-z_])["']""")


def used_ids() -> set[str]:
    found: set[str] = set()
    for path in [*(REPO / "docs" / "assets" / "js").glob("*.js"), *(REPO / "hooks").rglob("*.py")]:
        found |= set(UI_ID.findall(path.read_text(encoding="utf-8")))
    return found


def catalog(lang: str) -> dict[str, str]:
    """id -> text; a plural entry (a text with a count) gives its general form, msgstr[1]."""
    with open(REPO / "translations" / f"{lang}.po", "rb") as file:
        return {(m.id[0] if isinstance(m.id, tuple) else m.id):
                (m.string[1] if isinstance(m.string, tuple) else m.string) for m in read_po(file) if m.id}


def test_ids_in_code_are_declared():
    assert used_ids() <= set(UI_IDS), used_ids() - set(UI_IDS)
    assert set(PRESTART_IDS) <= set(UI_IDS)


def test_every_ui_id_translated_in_every_language():
    english = catalog("en")
    for lang in LANGS:
        entries = catalog(lang)
        for msgid in UI_IDS:
            text = entries.get(msgid, "")
            assert text.strip(), f"{lang}: {msgid} missing in translations/{lang}.po"
            assert set(re.findall(r"\{(\w+)\}", text)) == set(re.findall(r"\{(\w+)\}", english[msgid])), (
                f"{lang}: {msgid} placeholders"
            )
        if lang != "en":
            same = [m for m in UI_IDS if entries[m] == english[m] and m not in ("ui.outcome",)]
            assert len(same) <= 3, f"{lang}: looks untranslated: {same}"


def test_play_js_asks_the_engine_for_every_label_it_shows():
    text = (REPO / "docs" / "assets" / "js" / "play.js").read_text(encoding="utf-8")
    listed = set(re.findall(r'"(ui\.[a-z_]+)"', text[text.index("const UI_IDS") : text.index("];")]))
    shown = set(UI_ID.findall(text[text.index("];") :]))
    assert shown <= listed | set(PRESTART_IDS), shown - listed


def test_the_settler_offers_every_rule_field_and_value():
    from dominorules.rules import CHOICES, FIELD_NAMES

    text = (REPO / "docs" / "assets" / "js" / "settler.js").read_text(encoding="utf-8")
    start = text.index("const FIELDS")
    listed = set(re.findall(r'"([a-z_]+)"', text[start : text.index("];", start)]))
    assert listed == set(FIELD_NAMES) - {"id", "base", "max_pip"}
    for name, values in CHOICES.items():
        assert f"ui.field.{name}" in UI_IDS
        assert {f"ui.value.{name}.{value}" for value in values} <= set(UI_IDS)
