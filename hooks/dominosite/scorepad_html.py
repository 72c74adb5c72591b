"""The score pad's block at build time; scorepad.js brings it to life.

The block carries, as JSON data: every label in the page's language and the systems
(``EmbeddedScorepad``: each one's name, players, target for each number of players), so the
set-up form works before Python has started. Every figure on the pad comes from the engine.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import cast

from dominorules import bridge
from dominorules.contract import EmbeddedScorepad, ScorepadPreset
from dominorules.core.rule_choices import PresetId
from dominorules.core.rules import PRESETS

from .data import html_attributes, json_script
from .i18n import START_NEWS_IDS, UI_IDS

e = html.escape
Translate = Callable[..., str]

SCORE_IDS = tuple(i for i in UI_IDS if i.startswith("ui.score."))
SHARED_IDS = ("ui.player", "ui.player_in_list", "ui.starting", "ui.loading_engine", "ui.failed", "ui.timeout",
              "ui.error", "ui.no_wasm", "ui.retry", *START_NEWS_IDS)


def scorepad_data(tr: Translate) -> EmbeddedScorepad:
    """The systems as the set-up offers them, named in the page's language (``tr``)."""
    presets: list[ScorepadPreset] = []
    for rules in PRESETS.values():
        # what the engine says of the rules: may the table choose the target
        info = bridge.handle({"op": "rules", "rules": rules.id})
        if not info.get("ok"):
            raise ValueError(f"the engine refused the preset {rules.id}: {info}")
        name = tr(f"preset.{rules.id}.name")
        presets.append({"id": cast(PresetId, rules.id), "name": name,
                        "min_players": rules.min_players, "max_players": rules.max_players,
                        "teams": rules.teams, "single_hand": rules.single_hand,
                        "targets": {str(n): rules.target_for(n) for n in range(2, rules.max_players + 1)},
                        "target_adjustable": bool(info["target_adjustable"])})
    return {"presets": presets, "each_tile_once": True}


def render_scorepad(lang: str, tr: Translate, engine: dict[str, str]) -> str:
    texts = {msgid: tr(msgid) for msgid in SCORE_IDS + SHARED_IDS}
    attrs = {"class": "domino-scorepad", "data-lang": lang, **engine}
    attr_text = html_attributes(attrs)
    return (
        f"<div {attr_text}>"
        + json_script("domino-scorepad__strings", texts)
        + json_script("domino-scorepad__rules", scorepad_data(tr))
        + '<div class="domino-scorepad__app" hidden></div>'
        f'<noscript><p>{e(tr("ui.score.noscript"))}</p></noscript>'
        "</div>"
    )
