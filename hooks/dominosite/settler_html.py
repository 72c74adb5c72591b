"""The dispute settler's block at build time; settler.js brings it to life.

The block carries, as JSON data: every label in the page's language, the presets with
the values each rule field takes (so the custom rule set can be edited before Python has
started), and the common disputes (docs/en/disputes.md) as ready-made situations. Each is
a link to this page with the situation in its address, checked by the engine at build
time: a situation the engine refuses fails the build.
"""

from __future__ import annotations

import html
from typing import Any, cast

from dominorules import bridge
from dominorules.contract import EmbeddedSettler, FieldValue, KindForm, SettlerPreset
from dominorules.core.rule_choices import PresetId
from dominorules.core.rules import PRESETS, RuleSet
from dominorules.formats.situation import PLAYER_COUNTS, decode, team_players
from dominorules.formats.situation_form import KIND_PARTS

from .data import html_attributes, json_script
from .i18n import START_NEWS_IDS, UI_IDS, Translator

e = html.escape


# The common disputes (the disputes page, docs/<lang>/disputes.md), as settler addresses.
COMMON = (
    ("ui.settle.ex.tie", "k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3"),
    ("ui.settle.ex.points", "k=end&p=2&h=3-1.0-0_6-5.4-4&last=2"),
    ("ui.settle.ex.locker", "k=end&p=2&h=2-1_6-6&last=1"),
    ("ui.settle.ex.blank", "k=end&p=2&h=0-0.1-0_3-3&last=1"),
    ("ui.settle.ex.draw", "k=turn&p=2&h=6-6.5-5&l=3-1.1-2&b=6&d=0"),
    ("ui.settle.ex.must", "k=turn&p=2&h=2-4.6-6&l=3-1.1-2&b=6&d=0"),
    ("ui.settle.ex.opener", "k=deal&p=2&h=5-5.6-4.3-1.2-0.4-2.6-0.1-1_4-4.6-3.5-2.0-0.6-1.3-2.5-0"),
    ("ui.settle.ex.hand_size",
     "k=deal&p=3&h=6-6.6-5.6-4.6-3.6-2.6-1.6-0_5-5.5-4.5-3.5-2.5-1.5-0.4-4_4-3.4-2.4-1.4-0.3-3.3-2.3-1"),
)

# (the custom rules' field and value labels come with the engine's schema)
SETTLER_IDS = tuple(i for i in UI_IDS if i.startswith("ui.settle."))
SHARED_IDS = ("ui.player", "ui.start", "ui.starting", "ui.loading_engine", "ui.failed", "ui.timeout",
              "ui.error", "ui.no_wasm", "ui.left_end", "ui.right_end", "ui.draw", "ui.pass",
              "ui.line", "ui.no_tiles", "ui.next", "ui.back", "ui.to_start", "ui.boneyard_count",
              "ui.to_move", "ui.outcome", "ui.system", "ui.why", "ui.face_down", "ui.line_empty",
              "ui.retry",
              "ui.hand_label", "ui.hand_label_to_move",
              *START_NEWS_IDS)


def _engine(request: dict[str, object]) -> dict[str, Any]:
    """The engine's reply (the build fails on a refusal)."""
    reply = bridge.handle(request)
    if not reply.get("ok"):
        raise ValueError(f"the engine refused {request}: {reply}")
    return dict(reply)


def _fields(rules: RuleSet) -> dict[str, FieldValue]:
    """The value of each rule field; a number per player count for every count a situation may
    have, as the rules give it (the draw game's 7 for two and 5 for three or more: 5 for four
    and five too), so that the form shows each count's number and never a blank for one."""
    fields: dict[str, FieldValue] = rules.to_json()
    for name, amount_for in (("hand_size", rules.hand_size_for), ("target_points", rules.target_for)):
        if fields[name]:  # (no target points: a game of a number of hands)
            fields[name] = {str(players): amount_for(players) for players in PLAYER_COUNTS}
    return fields


def settler_data(lang: str, tr: Translator) -> EmbeddedSettler:
    """What the settler's page needs from the engine before Python has started: each preset with
    its name, its fields' values and the players it seats (in teams too), the custom rules'
    fields, the tile set, the player counts a situation may have (in teams too), and what each
    question asks."""
    presets: list[SettlerPreset] = [
        {"id": cast(PresetId, p), "name": tr(f"preset.{p}.name"), "fields": _fields(rules),
         "min_players": rules.min_players, "max_players": rules.max_players,
         "team_players": team_players(rules)} for p, rules in PRESETS.items()]
    return {"presets": presets, "schema": _engine({"op": "schema", "lang": lang})["fields"],
            "tiles": _engine({"op": "rules", "rules": "block"})["tiles"], "players": list(PLAYER_COUNTS),
            "team_players": sorted({n for preset in presets for n in preset["team_players"]}),
            "kinds": [cast(KindForm, {"kind": kind, **parts.to_json()})
                      for kind, parts in KIND_PARTS.items()]}


def render_settler(lang: str, tr: Translator, engine: dict[str, str]) -> str:
    texts = {msgid: tr.script(msgid) for msgid in SETTLER_IDS + SHARED_IDS}
    items = []
    for label, query in COMMON:
        decode(query)  # the engine must accept every ready-made situation
        items.append(f'<li><a class="domino-settler__common-link" href="?{e(query)}">{e(tr(label))}</a></li>')
    attrs = {"class": "domino-settler", "data-lang": lang, **engine}
    attr_text = html_attributes(attrs)
    return (
        f"<div {attr_text}>"
        + json_script("domino-settler__strings", texts)
        # the presets, the custom rules' fields (kind, choices, bounds, labels in the page's
        # language), the tile set and the player counts, as the engine gives them
        + json_script("domino-settler__rules", settler_data(lang, tr))
        + f'<h2 id="common">{e(tr("ui.settle.common"))}</h2>'
        f'<ul class="domino-settler__common">{"".join(items)}</ul>'
        '<div class="domino-settler__editor" hidden></div>'
        f'<noscript><p>{e(tr("ui.settle.noscript"))}</p></noscript>'
        "</div>"
    )
