"""Translated labels at build time, from the same gettext catalogs the browser uses.

The engine provides ``dominorules.i18n.translate(msgid, lang, params=None) -> str``
(catalogs compiled from ``translations/<lang>.po`` into
``engine/dominorules/locale/<lang>/LC_MESSAGES/dominorules.mo``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from . import LANGS


class MissingTranslation(LookupError):
    pass


# Labels the browser code needs before Python has started (embedded in the page).
PRESTART_IDS = (
    "ui.start",
    "ui.starting",
    "ui.loading_engine",
    "ui.dealing",
    "ui.no_wasm",
    "ui.failed",
    "ui.timeout",
    "ui.error",
)

# Every ui.* id the browser code and the hooks use; must exist in all four catalogs.
UI_IDS = PRESTART_IDS + (
    "ui.intro",
    "ui.noscript",
    "ui.new_deal",
    "ui.waiting",
    "ui.line",
    "ui.line_empty",
    "ui.your_hand",
    "ui.others",
    "ui.hand_size",
    "ui.player",
    "ui.boneyard",
    "ui.boneyard_count",
    "ui.no_tiles",
    "ui.draw",
    "ui.pass",
    "ui.left_end",
    "ui.right_end",
    "ui.choose_end",
    "ui.cancel",
    "ui.your_turn",
    "ui.legal_hint",
    "ui.hand_over",
    "ui.log",
    "ui.outcome",
    # tutorials and the practice list (tutorial_html.py, tutorial.js)
    "ui.kind.example",
    "ui.kind.puzzle",
    "ui.kind.dispute",
    "ui.difficulty",
    "ui.question.playable",
    "ui.question.opener",
    "ui.question.pips",
    "ui.question.winner",
    "ui.question.play-to-win",
    "ui.question.action",
    "ui.check",
    "ui.hint",
    "ui.show_solution",
    "ui.again",
    "ui.right",
    "ui.wrong",
    "ui.checking",
    "ui.nobody",
    "ui.points",
    "ui.pips",
    "ui.action.play",
    "ui.action.draw",
    "ui.action.pass",
    "ui.next",
    "ui.back",
    "ui.to_start",
    "ui.step",
    "ui.steps_keys",
    "ui.solved",
    "ui.not_solved",
    "ui.progress",
    "ui.reset_progress",
    "ui.progress_reset",
    "ui.link",
    "ui.to_move",
    "ui.face_down",
    "ui.verdicts",
    "ui.system",
    "ui.winner",
    "ui.why",
    "ui.nobody_short",
    "ui.players_list",
    "ui.tutorial_noscript",
    "ui.examples",
    "ui.puzzles",
    "ui.disputes",
    "ui.open_practice",
    "ui.the_rules",
)


@functools.cache
def _engine_translate() -> Callable[..., str]:
    try:
        from dominorules.i18n import translate
    except ImportError as exc:  # pragma: no cover - depends on the engine being there
        raise MissingTranslation(
            f"cannot import dominorules.i18n.translate ({exc}); the site's labels come "
            "from the engine's catalogs"
        ) from exc
    return translate


def translate(msgid: str, lang: str, **params: object) -> str:
    """The text of ``msgid`` in ``lang``; raises if the catalog lacks it."""
    if lang not in LANGS:
        raise MissingTranslation(f"unknown language {lang!r}")
    text = _engine_translate()(msgid, lang, params or None)
    if not text or text == msgid:
        raise MissingTranslation(
            f"no translation of {msgid!r} in {lang!r}: add it to translations/{lang}.po "
            "and run `make catalogs`"
        )
    return text


def translator(lang: str) -> Callable[..., str]:
    return functools.partial(translate, lang=lang)
