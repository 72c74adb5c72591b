"""Rule sets and words: ``presets``, ``rules`` (one rule set as the pad and the settler set it
up), ``schema`` (the custom-rules form), ``parse_move``, ``translate`` (the page's own words) and
``sheet`` (Our table's rules)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, cast

from .. import contract as c
from ..core.moves import Move
from ..core.rule_choices import CHOICES, PRESET_IDS, PresetId
from ..core.rule_names import name_of
from ..core.rules import PRESETS
from ..core.tiles import full_set
from ..features.table_questions import Option, Question, count_note
from ..features.table_questions import questions as sheet_questions
from ..features.table_sheet import Statement
from ..features.table_sheet import sheet as rules_sheet
from ..features.table_sources import Citation
from ..formats.situation import PLAYER_COUNTS, custom_text
from ..players.selfplay import default_players
from ..words.errors import BadRecord
from ..words.i18n import LANGUAGES, browser_text, say, translate
from ..words.message import Listing, Message
from .common import Handler, rule_fields, rules_of, said, teams, text_of


def _presets(request: c.PresetsRequest, lang: str) -> c.PresetsReply:
    return {"ok": True, "presets": [
        cast(c.Preset, {**rules.to_json(), "name": translate(f"preset.{rules.id}.name", lang)})
        for rules in PRESETS.values()]}


def _translate(request: c.TranslateRequest, lang: str) -> c.TranslateReply:
    texts: dict[str, str | c.PluralText] = {}
    for msgid in request["ids"]:
        text = browser_text(msgid, lang)
        texts[msgid] = cast(c.PluralText, text) if isinstance(text, dict) else text or msgid
    return {"ok": True, "texts": texts}


def _rules_info(request: c.RulesRequest, lang: str) -> c.RulesReply:
    """A rule set as the score pad sets it up: every field, its name, its short form, the target."""
    rules = rules_of(request.get("rules"), request.get("c"))
    players = request.get("players", default_players(rules))
    return {"ok": True, "rules": rules.for_record(), "preset": cast(PresetId, rules.base),
            "fields": rule_fields(rules), "c": custom_text(rules),
            "name": translate(name_of(rules), lang), "target": rules.target_for(players),
            "target_adjustable": rules.target_adjustable, "single_hand": rules.single_hand,
            "teams": teams(rules, players), "scores_points": rules.scores_points,
            "tiles": [str(tile) for tile in full_set(rules.max_pip)],
            "players_min": rules.min_players, "players_max": rules.max_players,
            "last_question": text_of(Message(f"ask.{rules.last_mover}", {}), lang)}


# The custom-rules form: the fields it asks for, in order, and the bounds of the numbers.
_FORM_FIELDS = ("hand_size", "undealt", "reserve", "first_opener", "no_double", "opener_plays_double",
                "later_opener", "direction", "draw", "when_able", "blocked_when", "blocked_winner",
                "last_mover", "tie", "going_out", "out_points", "blocked_points", "teams",
                "target_points", "target_hands", "target_tie", "min_players", "max_players")


_BOUNDS = {"hand_size": (0, 14), "target_points": (0, 999), "target_hands": (1, 99),
           "reserve": (0, 28), "min_players": (2, 12), "max_players": (2, 12)}


def _schema(request: c.SchemaRequest, lang: str) -> c.SchemaReply:
    """Every rule field the settler's custom-rules form asks for, in the reader's words."""
    fields: list[c.FieldSchema] = []
    for name in _FORM_FIELDS:
        kind: c.FieldKind
        if name in CHOICES:
            kind, choices = "choice", list(CHOICES[name])
        elif name in ("opener_plays_double", "teams"):
            kind, choices = "flag", ["yes", "no"]
        else:
            kind, choices = ("table" if name in ("hand_size", "target_points") else "number"), []
        labels = {value: translate(f"ui.value.{'bool' if kind == 'flag' else name}.{value}", lang)
                  for value in choices}
        low, high = _BOUNDS.get(name, (0, 0))
        fields.append({"name": name, "kind": kind, "label": translate(f"ui.field.{name}", lang),
                       "choices": choices, "choice_labels": labels, "minimum": low, "maximum": high,
                       "players": list(PLAYER_COUNTS) if kind == "table" else []})
    return {"ok": True, "fields": fields, "presets": list(PRESET_IDS),
            "languages": cast(list[c.Lang], list(LANGUAGES))}


def _parse_move(request: c.ParseMoveRequest, lang: str) -> c.ParseMoveReply:
    """A move as a reader types it ("6-4 left", "draw"), checked and said back."""
    return {"ok": True, "move": said(Move.parse(request["text"], request.get("max_pip", 6)), lang)}


def _json_fields(changes: dict[str, Any]) -> dict[str, Any]:
    """Rule fields as the rules' JSON has them: size tables keyed by player count."""
    return {name: {str(players): amount for players, amount in value}
            if name in ("hand_size", "target_points") else value for name, value in changes.items()}


def _statement(statement: Statement, lang: str) -> c.SheetStatement:
    """A sentence of the sheet, with its mark where it states the site's own reading or choice."""
    note: c.SheetNote | None = None
    if statement.mark is not None and statement.anchor is not None:
        note = {"kind": statement.mark, "text": text_of(Message(f"sheet.mark.{statement.mark}", {}), lang),
                "anchor": statement.anchor}
    return cast(c.SheetStatement, {**text_of(statement.message, lang), "note": note})


# where each source's name goes (the first, the second …), while the sentence around them is said
_SLOT = 0xE000
_SLOTS = re.compile("([\ue000-\ue0ff])")


def source_note(note: Message, citations: Sequence[Citation], lang: str) -> c.SourceNote:
    """A sentence that names sources (its ``sources`` list), and the same sentence in pieces:
    each source's name a piece of its own with the source's entry on the disputes page.

    >>> from ..features.table_sources import cited
    >>> names = cited(("000 l.20", "001 l.19"))
    >>> note = Message("sheet.sources.own", {"sources": Listing(tuple(n.name for n in names))})
    >>> [(p["text"], p["anchor"]) for p in source_note(note, names, "sv")["linked"]]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Det här spelets källor: ', None), ('den svenska regelfoldern', 'swedish-leaflet'), (' och ', None),
     ('den svenska regelsidan om dragdomino', 'draw-game-page'), ('.', None)]
    """
    text = text_of(note, lang)
    names = note.params.get("sources")
    whole: list[c.SourcePart] = [{"text": text["text"], "link": False, "anchor": None}]
    if not isinstance(names, Listing):
        return {**text, "linked": whole}
    anchors = [next((c.anchor for c in citations if c.name == name), None) for name in names.items]
    slots = Listing(tuple(chr(_SLOT + i) for i in range(len(names.items))), names.style)
    parts: list[c.SourcePart] = []
    for piece in _SLOTS.split(translate(Message(note.id, {**note.params, "sources": slots}), lang)):
        at = ord(piece) - _SLOT if len(piece) == 1 and _SLOTS.fullmatch(piece) else -1
        if 0 <= at < len(anchors):
            anchor = anchors[at]
            parts.append({"text": say(names.items[at], lang), "link": anchor is not None, "anchor": anchor})
        elif piece:
            parts.append({"text": piece, "link": False, "anchor": None})
    # the pieces say the sentence word for word (else it is shown whole, with no links)
    return {**text, "linked": parts if "".join(p["text"] for p in parts) == text["text"] else whole}


def _option(option: Option, lang: str) -> c.SheetOption:
    return {"value": option.value, "label": text_of(option.label, lang),
            "sources": [{"name": text_of(source.name, lang), "anchor": source.anchor}
                        for source in option.citations],
            "mark": option.mark, "changes": _json_fields(option.changes),
            "notes": [source_note(note, option.citations, lang) for note in option.notes],
            "mark_note": None if option.mark_note is None else text_of(option.mark_note, lang)}


def _question(question: Question, lang: str) -> c.SheetQuestion:
    return {"field": question.field, "label": text_of(question.label, lang),
            "options": [_option(option, lang) for option in question.options],
            "answer": question.answer, "anchor": question.anchor, "heading": text_of(question.heading, lang)}


def _players(players: int | str) -> int:
    """The number of players a link gives (``p``, passed on as typed when it is not a number).

    >>> _players(3)
    3
    >>> _players("many")
    Traceback (most recent call last):
    ...
    dominorules.words.errors.BadRecord: The number of players cannot be “many”.
    """
    if isinstance(players, str):
        raise BadRecord("error.situation-bad.players", value=players[:40])
    return players


def _sheet(request: c.SheetRequest, lang: str) -> c.SheetReply:
    """Our table's rules: the one-page sheet of a rule set for some players, in the reader's
    language, and the open questions a table answers before the first hand."""
    rules = rules_of(request.get("rules"), request.get("c"))
    players = _players(request.get("players", default_players(rules)))
    sections: list[c.SheetSection] = [
        {"id": cast(c.SheetSectionId, section.id), "title": text_of(section.title, lang),
         "statements": [_statement(statement, lang) for statement in section.statements]}
        for section in rules_sheet(rules, players)]
    asked = [_question(question, lang) for question in sheet_questions(rules, players)]
    note = count_note(rules, players)
    short = custom_text(rules)
    return {"ok": True, "name": translate(name_of(rules), lang), "players": players,
            "sections": sections, "questions": asked, "c": short,
            "link_query": f"c={short}&p={players}",
            "count_note": None if note is None else text_of(note, lang)}


OPERATIONS: dict[str, Handler] = {
    "presets": _presets,
    "rules": _rules_info,
    "schema": _schema,
    "parse_move": _parse_move,
    "translate": _translate,
    "sheet": _sheet,
}
