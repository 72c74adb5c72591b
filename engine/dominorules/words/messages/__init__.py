"""Every message id the engine uses, with its English wording (a module per part of the site).

This is the engine's source language: ``translations/en.po`` carries the same
English, and ``translations/{sv,de,nb}.po`` translate it. Placeholders are in
braces; ``{player}`` is the 1-based seat a reader sees. The site's own strings
(ids starting ``ui.``) and the tutorials' live only in the catalogs.

A message with a count (``{count} tiles``) is a :class:`~dominorules.words.message.Plural`:
the parameter that holds the number, the wording for exactly 1, the wording for any
other number. In the catalogs it is a gettext plural entry whose ``msgid_plural`` is
the id and the counting placeholder (``error.hand-size {count}``). The site's own
messages with a count are listed in :data:`SITE_COUNTS` (their wording is in the
catalogs only); :data:`COUNTS` names the counting parameter of every plural message.
"""

from __future__ import annotations

from ..plural import Plural
from . import cli, errors, game, play, saying, sheet

ENGLISH: dict[str, str | Plural] = {
    **game.ENGLISH, **errors.ENGLISH, **play.ENGLISH, **sheet.ENGLISH, **saying.ENGLISH,
    **cli.ENGLISH,
}
"""Every engine message id with its English, in the catalogs' order."""

# The site's own (ui.*) messages with a count, and the parameter that holds the number.
SITE_COUNTS: dict[str, str] = {
    "ui.face_down": "count",
    "ui.boneyard_count": "count",
    "ui.hand_size": "count",
    "ui.progress": "total",
    "ui.progress_cleared": "total",
    "ui.mypuzzles.imported": "count",
    "ui.settle.field_for_players": "count",
    "ui.settle.players_entry": "count",
}

# Every message with plural forms, engine and site: id -> the parameter that holds the number.
COUNTS: dict[str, str] = {
    **{msgid: text.param for msgid, text in ENGLISH.items() if isinstance(text, Plural)},
    **SITE_COUNTS,
}
