"""The dispute settler's block at build time; settler.js brings it to life.

The block carries, as JSON data: every label in the page's language, the presets with
the values each rule field takes (so the custom rule set can be edited before Python has
started), and the common disputes (docs/en/disputes.md) as ready-made situations. Each is
a link to this page with the situation in its address, checked by the engine at build
time: a situation the engine refuses fails the build.
"""

from __future__ import annotations

import html
from typing import Any

from dominorules import bridge
from dominorules.core.rules import PRESETS
from dominorules.formats.situation import decode

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
              "ui.retry", "ui.describe_line", "ui.describe_empty", "ui.describe_hand", "ui.describe_hidden",
              "ui.describe_none", "ui.hand_label", "ui.hand_label_to_move",
              *START_NEWS_IDS)


def _engine(request: dict[str, object]) -> dict[str, Any]:
    """The engine's reply (the build fails on a refusal)."""
    reply = bridge.handle(request)
    if not reply.get("ok"):
        raise ValueError(f"the engine refused {request}: {reply}")
    return dict(reply)


def render_settler(lang: str, tr: Translator, engine: dict[str, str]) -> str:
    texts = {msgid: tr.script(msgid) for msgid in SETTLER_IDS + SHARED_IDS}
    texts.update({f"preset.{p}.name": tr(f"preset.{p}.name") for p in PRESETS})
    texts["preset.custom.name"] = tr("preset.custom.name")
    presets = {p: rules.to_json() for p, rules in PRESETS.items()}
    items = []
    for label, query in COMMON:
        decode(query)  # the engine must accept every ready-made situation
        items.append(f'<li><a class="domino-settler__common-link" href="?{e(query)}">{e(tr(label))}</a></li>')
    attrs = {"class": "domino-settler", "data-lang": lang, **engine}
    attr_text = html_attributes(attrs)
    return (
        f"<div {attr_text}>"
        + json_script("domino-settler__strings", texts)
        # the custom rules' fields (kind, choices, bounds, labels in the page's language) and the
        # tile set, as the engine gives them
        + json_script("domino-settler__rules", {
            "presets": presets, "schema": _engine({"op": "schema", "lang": lang})["fields"],
            "tiles": _engine({"op": "rules", "rules": "block"})["tiles"]})
        + f'<h2 id="common">{e(tr("ui.settle.common"))}</h2>'
        f'<ul class="domino-settler__common">{"".join(items)}</ul>'
        '<div class="domino-settler__editor" hidden></div>'
        f'<noscript><p>{e(tr("ui.settle.noscript"))}</p></noscript>'
        "</div>"
    )
