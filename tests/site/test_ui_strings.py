"""Every ui.* message the browser code and the hooks use is in all four catalogs, and every block
of the browser code (browser/src) shows only texts the hook gives it or it asks the engine for."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import cast

import pytest
from _sitekit import LANGS, REPO
from babel.messages.pofile import read_po
from dominosite import offline_html, scorepad_html, settler_html, table_html, tutorial_html
from dominosite.i18n import PLAY_IDS, PRESTART_IDS, UI_IDS, translator

SRC = REPO / "browser" / "src"
# an id written whole, in any quotes (a template string without ${...} too)
UI_ID = re.compile(r"""["'`](ui\.[a-z_.-]*[a-z_])["'`]""")
# an id of any prefix built in a template string: `ui.field.${name}`, `tutorial.${id}.hint`
BUILT_ID = re.compile(r"`([a-z][a-z0-9_-]*\.[a-z0-9_.-]*)\$\{")
# ids still built from parts in blocks whose helpers are removing them in parallel (issue 37);
# the integrator empties this after merging, and then the check holds for every block
IMPORT = re.compile(r"""from\s+["'](\.{1,2}/[^"']+)["']""")


def browser_files() -> list[Path]:
    return sorted([*SRC.rglob("*.ts"), *SRC.rglob("*.js")])


def used_ids() -> set[str]:
    found: set[str] = set()
    for path in [*browser_files(), *(REPO / "hooks").rglob("*.py")]:
        found |= set(UI_ID.findall(path.read_text(encoding="utf-8")))
    return found


def resolve(base: Path, spec: str) -> Path:
    target = (base.parent / spec).resolve()
    for candidate in (target, target.with_name(target.name + ".ts"), target.with_name(target.name + ".js"),
                      target / "index.ts", target / "index.js"):
        if candidate.is_file():
            return candidate
    raise AssertionError(f"{base}: cannot find {spec}")


def reachable(entry: Path) -> set[Path]:
    """`entry` and every module it imports, directly or not."""
    seen: set[Path] = set()
    todo = [entry.resolve()]
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        todo += [resolve(path, spec) for spec in IMPORT.findall(path.read_text(encoding="utf-8"))]
    return seen


def _lists(text: str) -> list[tuple[int, int]]:
    """Where the `..._UI_IDS = [...]` lists of a module lie (what it asks the engine to translate)."""
    spans = []
    for start in re.finditer(r"UI_IDS\s*=\s*\[", text):
        depth, i = 0, start.end() - 1
        while True:
            depth += {"[": 1, "]": -1}.get(text[i], 0)
            if depth == 0:
                break
            i += 1
        spans.append((start.end(), i))
    return spans


def asked_for(text: str) -> set[str]:
    """The ids in a module's `..._UI_IDS = [...]` lists."""
    return set().union(set(), *(set(UI_ID.findall(text[a:b])) for a, b in _lists(text)))


def shown_by(text: str) -> set[str]:
    """The ids a module uses outside those lists."""
    for a, b in reversed(_lists(text)):
        text = text[:a] + text[b:]
    return set(UI_ID.findall(text))


# each block: its entry, and the ids the hook embeds in its page (besides those it asks the engine for)
BLOCKS = {
    "play": (SRC / "blocks" / "play" / "index.ts", set(PLAY_IDS)),
    "tutorial": (SRC / "blocks" / "tutorial" / "index.ts",
                 {*tutorial_html.TUTORIAL_UI_IDS, "ui.progress", "ui.progress_cleared", "ui.reset_confirm",
                  "ui.solved_mark"}),
    "settler": (SRC / "blocks" / "settler" / "index.ts",
                {*settler_html.SETTLER_IDS, *settler_html.SHARED_IDS}),
    "scorepad": (SRC / "blocks" / "scorepad" / "index.ts",
                 {*scorepad_html.SCORE_IDS, *scorepad_html.SHARED_IDS}),
    "offline": (SRC / "offline.ts", set(offline_html.OFFLINE_IDS)),
    "table": (SRC / "blocks" / "table" / "index.ts",
              {*table_html.TABLE_IDS, *table_html.SHEET_IDS, *table_html.SHARED_IDS}),
}


def catalog(lang: str) -> dict[str, str]:
    """id -> text; a plural entry (a text with a count) gives its general form, msgstr[1]."""
    with open(REPO / "translations" / f"{lang}.po", "rb") as file:
        return {(m.id if isinstance(m.id, str) else m.id[0]):
                (m.string if isinstance(m.string, str) else cast(Sequence[str], m.string)[1])
                for m in read_po(file) if m.id}


def test_ids_in_code_are_declared():
    assert used_ids() <= set(UI_IDS), used_ids() - set(UI_IDS)
    assert set(PRESTART_IDS) <= set(UI_IDS)
    assert set(PLAY_IDS) <= set(UI_IDS)


def test_the_browser_code_builds_no_id_from_parts():
    built = {(path.relative_to(REPO).as_posix(), prefix) for path in browser_files()
             for prefix in BUILT_ID.findall(path.read_text(encoding="utf-8"))}
    # every prefix, not only ui.: preset names come with the page's data, the tutorials' texts
    # whole from the hook and the engine
    assert built == set(), built


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
            # (a text of placeholders and punctuation alone, "{players} · {date}", has no words to
            # translate)
            worded = [m for m in UI_IDS if re.search(r"[^\W\d_]", re.sub(r"\{\w+\}", "", english[m]))]
            same = [m for m in worded if entries[m] == english[m] and m not in ("ui.outcome",)]
            assert len(same) <= 3, f"{lang}: looks untranslated: {same}"


@pytest.mark.parametrize("block", sorted(BLOCKS))
def test_every_block_shows_only_texts_it_is_given_or_asks_for(block):
    entry, embedded = BLOCKS[block]
    files = reachable(entry)
    assert entry.resolve() in files
    assert len(files) > 1
    texts = [path.read_text(encoding="utf-8") for path in files]
    asked = set().union(*(asked_for(text) for text in texts))
    shown = set().union(*(shown_by(text) for text in texts))
    assert shown, block
    assert shown <= asked | embedded, f"{block}: {sorted(shown - asked - embedded)}"


def test_the_check_sees_ids_in_every_kind_of_quote_and_in_lists():
    text = 'const UI_IDS = [\n  "ui.a", [\'ui.b\'],\n] as const;\nt(`ui.c`); t("ui.d");'
    assert asked_for(text) == {"ui.a", "ui.b"}
    assert shown_by(text) == {"ui.c", "ui.d"}
    assert BUILT_ID.findall("t(`ui.level.${level}`)") == ["ui.level."]
    assert BUILT_ID.findall("t(`ui.level.strong`)") == []
    assert BUILT_ID.findall("t(`tutorial.${this.id}.hint`); t(`preset.${id}.name`)") == [
        "tutorial.", "preset."]
    assert BUILT_ID.findall("el(`domino-x domino-x--${kind}`); `${a}.${b}`") == []


def test_the_settler_offers_every_rule_field_with_the_engines_labels():
    # the custom rules' form is the engine's schema, embedded by the hook in the page's language
    import json

    from dominorules.core.rule_choices import CHOICES
    from dominorules.core.rules import FIELD_NAMES

    for lang in LANGS:
        engine = {"data-root": "../", "data-engine": "engine.zip", "data-pyodide": "pyodide/",
                  "data-stdlib": "pyodide/s.zip", "data-start-bytes": "1"}
        page = settler_html.render_settler(lang, translator(lang), engine)
        script = re.search(r'class="domino-settler__rules"[^>]*>(.*?)</script>', page, re.S)
        assert script
        data = json.loads(script.group(1))
        fields = {field["name"]: field for field in data["schema"]}
        assert set(fields) == set(FIELD_NAMES) - {"id", "base", "max_pip"}
        for name, values in CHOICES.items():
            assert fields[name]["choices"] == list(values)
            assert all(fields[name]["choice_labels"][value].strip() for value in values)
        assert all(field["label"].strip() for field in fields.values())
        assert len(data["tiles"]) == 28
        assert len(set(data["tiles"])) == 28  # the double-six set
