"""The block of "Our table's rules" at build time; table.js (browser/src/blocks/table/) brings it
to life.

The block carries, as JSON data: its labels in the page's language, and the contract's
``EmbeddedTable``: the words printed on the sheet in every language of the site (a table can
print its sheet in another language than the page's), and the presets with their names and
numbers of players, so the first choice works before Python has started. The questions, their
options and sources, and every sentence of the sheet come from the engine (the bridge's
``sheet``).
"""

from __future__ import annotations

import html
from typing import cast

from dominorules.contract import EmbeddedTable, Lang, PluralText
from dominorules.core.rules import PRESETS

from . import LANGS
from .data import html_attributes, json_script
from .i18n import START_NEWS_IDS, UI_IDS, Translator, translator

e = html.escape

TABLE_IDS = tuple(i for i in UI_IDS if i.startswith("ui.table.") and not i.startswith("ui.table.sheet."))
SHEET_IDS = tuple(i for i in UI_IDS if i.startswith("ui.table.sheet."))
"""The words printed on the sheet, embedded in every language."""
SHARED_IDS = ("ui.starting", "ui.loading_engine", "ui.failed", "ui.timeout", "ui.error", "ui.no_wasm",
              "ui.retry", *START_NEWS_IDS)
LANGUAGE_NAMES = {"en": "English", "sv": "Svenska", "de": "Deutsch", "nb": "Norsk bokmål"}
"""Each language by its own name (as the language switch names them)."""


def render_table(lang: str, tr: Translator, engine: dict[str, str]) -> str:
    texts = {msgid: tr.script(msgid) for msgid in TABLE_IDS + SHARED_IDS}
    codes = [cast(Lang, code) for code in LANGS]
    data: EmbeddedTable = {
        "presets": [{"id": p, "name": tr(f"preset.{p}.name"), "min_players": rules.min_players,
                     "max_players": rules.max_players} for p, rules in PRESETS.items()],
        "sheet": {code: {msgid: cast("str | PluralText", translator(code).script(msgid))
                         for msgid in SHEET_IDS} for code in codes},
        "languages": [(code, LANGUAGE_NAMES[code]) for code in codes]}
    attrs = {"class": "domino-table", "data-lang": lang, **engine}
    return (
        f"<div {html_attributes(attrs)}>"
        + json_script("domino-table__strings", texts)
        + json_script("domino-table__data", data)
        + '<div class="domino-table__app" hidden></div>'
        f'<noscript><p>{e(tr("ui.table.noscript"))}</p></noscript>'
        "</div>"
    )
