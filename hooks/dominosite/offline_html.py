"""The ``domino-offline`` block: keep the reader's language for offline use (offline.js)."""

from __future__ import annotations

import html
from collections.abc import Callable

from .data import json_script
from .i18n import UI_IDS

OFFLINE_IDS = tuple(i for i in UI_IDS if i.startswith("ui.offline."))


def render_offline(tr: Callable[..., str]) -> str:
    texts = {msgid: tr(msgid) for msgid in OFFLINE_IDS}
    return (
        '<div class="domino-offline">'
        + json_script("domino-offline__strings", texts)
        + f'<p class="domino-offline__about">{html.escape(tr("ui.offline.about_short"))}</p>'
        f'<button type="button" class="md-button domino-offline__keep" aria-pressed="false" hidden>'
        f'{html.escape(tr("ui.offline.keep"))}</button>'
        '<p class="domino-offline__status" role="status"></p>'
        "</div>"
    )
