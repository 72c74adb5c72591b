"""The block of "Your puzzles" at build time; mypuzzles.js (browser/src/blocks/mypuzzles/)
brings it to life.

The block carries its labels in the page's language. The puzzles themselves are the reader's:
kept in this browser only, made by the engine from the reader's own hands (the review of a hand,
:mod:`dominorules.players.mistakes`), and every sentence about them comes from the engine.
"""

from __future__ import annotations

import html

from .data import html_attributes, json_script
from .i18n import START_NEWS_IDS, UI_IDS, Translator

e = html.escape

PUZZLE_IDS = tuple(i for i in UI_IDS if i.startswith("ui.mypuzzles."))
SHARED_IDS = ("ui.line", "ui.line_empty", "ui.hand_label", "ui.hand_label_to_move", "ui.face_down",
              "ui.no_tiles",
              "ui.starting", "ui.loading_engine", "ui.failed", "ui.timeout", "ui.error", "ui.no_wasm",
              "ui.retry", *START_NEWS_IDS)


def render_mypuzzles(lang: str, tr: Translator, engine: dict[str, str]) -> str:
    texts = {msgid: tr.script(msgid) for msgid in PUZZLE_IDS + SHARED_IDS}
    attrs = {"class": "domino-mypuzzles", "data-lang": lang, **engine}
    return (
        f"<div {html_attributes(attrs)}>"
        + json_script("domino-mypuzzles__strings", texts)
        + '<div class="domino-mypuzzles__app" hidden></div>'
        f'<noscript><p>{e(tr("ui.mypuzzles.noscript"))}</p></noscript>'
        "</div>"
    )
