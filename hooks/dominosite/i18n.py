"""Translated labels at build time, from the same gettext catalogs the browser uses.

The engine provides ``dominorules.words.i18n.translate(msgid, lang, params=None) -> str``
(catalogs compiled from ``translations/<lang>.po`` into
``engine/dominorules/locale/<lang>/LC_MESSAGES/dominorules.mo``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from . import LANGS


class MissingTranslation(LookupError):
    pass


# What a block says while the engine downloads, when its download stalls, and when there is no
# network and no engine kept (engine/client.ts): every block that starts the engine embeds them.
START_NEWS_IDS = ("ui.loading_bytes", "ui.stalled", "ui.offline_not_kept")

# Labels the browser code needs before Python has started (embedded in the page).
PRESTART_IDS = (
    "ui.start",
    "ui.starting",
    "ui.loading_engine",
    *START_NEWS_IDS,
    "ui.dealing",
    "ui.no_wasm",
    "ui.failed",
    "ui.timeout",
    "ui.error",
    "ui.retry",
    # the computer players' level, chosen before the start (match.ts)
    "ui.level.legend",
    "ui.level.beginner",
    "ui.level.club",
    "ui.level.strong",
    "ui.level.help",
    "ui.level.partner",
    "ui.level.beginner_short",
    "ui.level.club_short",
    "ui.level.strong_short",
    "ui.level.details",
)

# Every text the play board shows (browser/src/blocks/play/: play.ts, match.ts, review.ts, and the
# position and failure texts they use), embedded in the page by hooks/boards.py: the board asks
# the engine for none of its own words (tests/site/test_ui_strings.py checks the list).
PLAY_IDS = (
    "ui.starting", "ui.loading_engine", *START_NEWS_IDS, "ui.dealing", "ui.no_wasm", "ui.failed",
    "ui.timeout", "ui.error", "ui.retry", "ui.level.legend", "ui.level.beginner", "ui.level.club",
    "ui.level.strong", "ui.level.help", "ui.level.partner", "ui.level.beginner_short", "ui.level.club_short",
    "ui.level.strong_short", "ui.level.details", "ui.no_tiles", "ui.new_deal", "ui.waiting", "ui.line",
    "ui.line_empty", "ui.your_hand", "ui.others", "ui.player", "ui.boneyard_count",
    "ui.draw", "ui.pass", "ui.left_end", "ui.right_end", "ui.choose_end", "ui.cancel", "ui.your_turn",
    "ui.legal_hint", "ui.hand_over", "ui.log", "ui.outcome", "ui.open_ends", "ui.hint_button",
    "ui.hint_thinking", "ui.match.hand_n", "ui.match.total", "ui.match.next_hand",
    "ui.match.new_match", "ui.review.open", "ui.review.title",
    "ui.review.loading",
    "ui.review.start",
    "ui.review.back", "ui.review.next", "ui.review.end", "ui.review.keys", "ui.review.step",
    "ui.review.before", "ui.review.your_move", "ui.review.other_move", "ui.review.strong",
    "ui.review.same", "ui.review.moves", "ui.review.link", "ui.review.copy", "ui.review.copied",
    "ui.review.bad_link", "ui.review.close", "ui.face_down", "ui.hand_label", "ui.hand_label_to_move",
)

# Every ui.* id the browser code and the hooks use; must exist in all four catalogs.
UI_IDS = (
    *PRESTART_IDS,
    "ui.a_hand",
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
    "ui.player_in_list",
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
    "ui.hand_label",
    "ui.hand_label_to_move",
    "ui.open_ends",
    "ui.skip_to_board",
    # puzzles: what an answer still lacks; the practice list
    "ui.choose_answer",
    "ui.enter_points",
    "ui.enter_number",
    "ui.reset_confirm",
    # the 404 page of each language (hooks/tidy.py)
    "ui.not_found_title",
    "ui.not_found_text",
    "ui.not_found_home",
    "ui.settle.depends_last",
    # the dispute settler (settler_html.py, browser/src/blocks/settler/)
    "ui.settle.kind",
    "ui.settle.kind_end",
    "ui.settle.kind_turn",
    "ui.settle.kind_deal",
    "ui.settle.players",
    "ui.settle.teams",
    "ui.settle.put_tiles",
    "ui.settle.place_hand",
    "ui.settle.place_my_hand",
    "ui.settle.place_line",
    "ui.settle.palette",
    "ui.settle.clear",
    "ui.settle.file",
    "ui.settle.last",
    "ui.settle.unknown",
    "ui.settle.boneyard",
    "ui.settle.drawn",
    "ui.settle.custom",
    "ui.settle.custom_from",
    "ui.settle.custom_none",
    "ui.settle.custom_help",
    "ui.settle.verdicts",
    "ui.settle.not_possible",
    "ui.settle.tile_at",
    "ui.settle.field_for_players", "ui.settle.players_entry",
    "ui.settle.share",
    "ui.settle.copy",
    "ui.settle.copied",
    "ui.settle.export",
    "ui.settle.common",
    "ui.settle.record",
    "ui.settle.record_help",
    "ui.settle.record_file",
    "ui.settle.record_read",
    "ui.settle.first_difference",
    "ui.settle.all_agree",
    "ui.settle.best",
    "ui.settle.move_n",
    "ui.settle.move_none",
    "ui.settle.empty",
    "ui.settle.as_recorded",
    "ui.settle.noscript",
    "ui.settle.ex.tie",
    "ui.settle.ex.points",
    "ui.settle.ex.locker",
    "ui.settle.ex.draw",
    "ui.settle.ex.must",
    "ui.settle.ex.opener",
    "ui.settle.ex.hand_size",
    "ui.settle.ex.blank",
    # tutorials and the practice list (tutorial_html.py, browser/src/blocks/tutorial/)
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
    "ui.question.target",
    "ui.nobody_yet",
    "ui.check",
    "ui.hint",
    "ui.show_solution",
    "ui.again",
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
    "ui.progress",
    "ui.reset_progress",
    "ui.progress_cleared",
    "ui.solved_mark",
    "ui.link",  # the title of every heading's anchor (hooks/boards.py, tutorial_html.py)
    "ui.to_move",
    "ui.face_down",
    "ui.verdicts",
    "ui.system",
    "ui.winner",
    "ui.why",
    "ui.nobody_short",
    "ui.tutorial_noscript",
    "ui.disputes",
    # the board's levels, matches, hint and review (browser/src/blocks/play/match.ts, review.ts)
    "ui.hint_button",
    "ui.hint_thinking",
    "ui.match.hand_n",
    "ui.match.total",
    "ui.match.next_hand",
    "ui.match.new_match",
    "ui.review.open",
    "ui.review.title",
    "ui.review.loading",
    "ui.review.start",
    "ui.review.back",
    "ui.review.next",
    "ui.review.end",
    "ui.review.keys",
    "ui.review.step",
    "ui.review.before",
    "ui.review.your_move",
    "ui.review.other_move",
    "ui.review.strong",
    "ui.review.same",
    "ui.review.moves",
    "ui.review.link",
    "ui.review.copy",
    "ui.review.copied",
    "ui.review.bad_link",
    "ui.review.close",
    # the offline copy (offline_html.py, browser/src/offline.ts)
    "ui.offline.keep",
    "ui.offline.about_short",
    "ui.offline.about",
    "ui.offline.working",
    "ui.offline.ready",
    "ui.offline.failed",
    "ui.offline.unsupported",
    "ui.offline.dropped",
    "ui.offline.pages",
    "ui.offline.pages_engine",
    "ui.offline.save_data",
    # the offline page (hooks/offline.py)
    "ui.offline.page_title",
    "ui.offline.page_text",
    "ui.offline.page_kept",
    # the installable app (install.py)
    "ui.app.name",
    "ui.app.short_name",
    "ui.app.description",
    "ui.app.score_pad",
    # the score pad (scorepad_html.py, browser/src/blocks/scorepad/)
    "ui.score.matches",
    "ui.score.choose_match",
    "ui.score.new_match",
    "ui.score.delete_match",
    "ui.score.setup",
    "ui.score.system",
    "ui.score.custom",
    "ui.score.players",
    "ui.score.name",
    "ui.score.teams_note",
    "ui.score.target",
    "ui.score.target_fixed",
    "ui.score.single_hand",
    "ui.score.first_opener",
    "ui.score.start",
    "ui.score.hand_n",
    "ui.score.editing",
    "ui.score.how_ended",
    "ui.score.went_out",
    "ui.score.blocked",
    "ui.score.last",
    "ui.score.unknown",
    "ui.score.pips_of",
    "ui.score.count_tiles",
    "ui.score.tiles_of",
    "ui.score.counted",
    "ui.score.end_missing",
    "ui.score.add",
    "ui.score.save",
    "ui.score.cancel",
    "ui.score.last_result",
    "ui.score.totals",
    "ui.score.player",
    "ui.score.points",
    "ui.score.needed",
    "ui.score.history",
    "ui.score.won_hand",
    "ui.score.drawn_hand",
    "ui.score.after",
    "ui.score.over",
    "ui.score.edit",
    "ui.score.delete",
    "ui.score.settle_link",
    "ui.score.undo",
    "ui.score.undone",
    "ui.score.export_csv",
    "ui.score.export_json",
    "ui.score.print",
    "ui.score.share",
    "ui.score.copy",
    "ui.score.copied",
    "ui.score.from_link",
    "ui.score.bad_link",
    "ui.score.link_refused",
    "ui.score.match_title",
    "ui.score.match_title_unnamed",
    "ui.score.csv_hand",
    "ui.score.csv_opener",
    "ui.score.csv_end",
    "ui.score.csv_out",
    "ui.score.csv_blocked",
    "ui.score.csv_pips",
    "ui.score.csv_points",
    "ui.score.csv_total",
    "ui.score.csv_won",
    "ui.score.file_match",
    "ui.score.file_unreadable",
    "ui.score.working",
    "ui.score.noscript",
    "ui.score.hands_won",
    "ui.score.target_missing",
    "ui.score.fixed_hands",
    "ui.score.not_kept",
    "ui.score.unreadable",
    "ui.score.unreadable_download",
    "ui.score.photo_count",
    "ui.score.photo_choose",
    "ui.score.photo_limits",
    "ui.score.photo_counting",
    "ui.score.photo_result",
    "ui.score.photo_none",
    "ui.score.photo_unreadable",
    "ui.score.photo_hint",
    "ui.score.photo_tile",
    "ui.score.photo_more",
    "ui.score.photo_less",
    "ui.score.photo_drop",
    "ui.score.photo_use",
    "ui.score.photo_close",
    # our table's rules (table_html.py, browser/src/blocks/table/)
    "ui.table.noscript",
    "ui.table.choose",
    "ui.table.system",
    "ui.table.players",
    "ui.table.sheet_lang",
    "ui.table.disputes",
    "ui.table.back",
    "ui.table.next",
    "ui.table.finish",
    "ui.table.skip",
    "ui.table.edit",
    "ui.table.print",
    "ui.table.link",
    "ui.table.copy",
    "ui.table.copied",
    "ui.table.score",
    "ui.table.settle",
    "ui.table.play",
    "ui.table.working",
    "ui.table.ready",
    "ui.table.bad_link",
    "ui.table.sheet.title",
    "ui.table.sheet.scan",
    "ui.mypuzzles.noscript",
    "ui.mypuzzles.empty",
    "ui.mypuzzles.kept",
    "ui.mypuzzles.next",
    "ui.mypuzzles.none_due",
    "ui.mypuzzles.try",
    "ui.mypuzzles.item",
    "ui.mypuzzles.status.new",
    "ui.mypuzzles.status.first",
    "ui.mypuzzles.status.after",
    "ui.mypuzzles.status.missed",
    "ui.mypuzzles.moves",
    "ui.mypuzzles.hint",
    "ui.mypuzzles.solution",
    "ui.mypuzzles.back",
    "ui.mypuzzles.export",
    "ui.mypuzzles.import",
    "ui.mypuzzles.file",
    "ui.mypuzzles.imported",
    "ui.mypuzzles.import_refused",
    "ui.mypuzzles.unreadable",
    "ui.mypuzzles.download_aside",
    "ui.mypuzzles.not_kept",
)


@functools.cache
def _engine_translate() -> Callable[..., str]:
    try:
        from dominorules.words.i18n import translate
    except ImportError as exc:  # pragma: no cover - depends on the engine being there
        raise MissingTranslation(
            f"cannot import dominorules.words.i18n.translate ({exc}); the site's labels come "
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


def script_text(msgid: str, lang: str) -> str | dict[str, str]:
    """The text of ``msgid`` for a page's script, which fills in the parameters itself.

    A message with a count gives ``{"count": <parameter>, "one": ..., "other": ...}``
    (``format`` in browser/src/ui/text.ts chooses the form); any other a plain string.
    """
    from dominorules.words.i18n import browser_text

    translate(msgid, lang)  # fails the build when the catalog lacks it
    text = browser_text(msgid, lang)
    if text is None:
        raise MissingTranslation(f"no translation of {msgid!r} in {lang!r}")
    return text


class Translator:
    """``tr(msgid, **params)``: a text in one language; ``tr.script(msgid)``: the same for a script."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, msgid: str, **params: object) -> str:
        return translate(msgid, self.lang, **params)

    def script(self, msgid: str) -> str | dict[str, str]:
        return script_text(msgid, self.lang)


def translator(lang: str) -> Translator:
    return Translator(lang)
