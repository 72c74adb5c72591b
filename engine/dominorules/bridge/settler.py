"""The settler's operations: ``situation`` (a described position under every system), ``settle``
(a recorded hand's end under several rule sets), ``compare`` (a record replayed under every
system) and ``replay`` (the recorded game after some moves, with best play)."""

from __future__ import annotations

from typing import Any, cast

from .. import contract as c
from ..core.moves import Move, said_line
from ..core.position import said_position
from ..core.readings import marked
from ..core.rule_names import name_of
from ..core.rules import RuleSet
from ..core.tiles import Tile
from ..features.compare import best_play, compare, first_difference, replay
from ..formats.record import game_from_record, settle, to_record
from ..formats.situation import decode as decode_situation
from ..formats.situation import encode as encode_situation
from ..formats.situation import from_json as situation_from_json
from ..formats.situation import stand_in_note, verdicts
from ..formats.situation import to_record as situation_record
from ..words.i18n import translate
from ..words.message import Listing, Message
from .common import (
    Handler,
    opening_said,
    read_record,
    said,
    stock,
    text_from_json,
    text_of,
    texts_of,
)
from .verdict import shown_reasons, verdict_reply, verdict_summary


def _settle(request: c.SettleRequest, lang: str) -> c.SettleReply:
    rows = settle(request["record"], request.get("rules"))
    out: list[c.SettleVerdict] = []
    for row in rows:
        verdict = cast(c.SettleVerdict, {**row, "reasons": [text_from_json(r, lang) for r in row["reasons"]]})
        out.append(verdict)
    return {"ok": True, "verdicts": out}


# Where on a rules page each kind of reason is explained (the settler links there).
_ANCHORS = (("open.", "opening"), ("settle.by-lot", "opening"), ("settle.assumes-last-tile", "end"),
            ("settle.ended-before", "end"), ("settle.next-", "turn"), ("turn.must-play", "turn"),
            ("turn.may-pass", "turn"), ("turn.", "drawing"), ("settle.", "target"),
            ("points.", "scoring"), ("error.", "setup"), ("illegal.", "turn"))
# a mark as the settler says it: its own words end in the link to its dispute
_MARKS = {"note.our-reading": "settle.mark-reading", "note.our-choice": "settle.mark-choice"}
_LINK = "\ue000"  # where the link's words go, while the sentence around them is said


def linked_parts(message: Message, link: Message, lang: str) -> list[c.TextPart]:
    """One sentence with a link in it (``link``, said where the message has ``{link}``), in
    pieces: the words before the link, the link's own words, the words after (empty ones left out).

    >>> [(p["text"], p["link"]) for p in linked_parts(Message("settle.reason-rule", {
    ...     "reason": Message("turn.no-drawing", {})}), Message("settle.link-rule", {}), "en")]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('Nothing fits and there is no drawing in this game: the player passes. (', False),
     ('the rule', True), (')', False)]
    """
    sentence = translate(Message(message.id, {**message.params, "link": _LINK}), lang)
    before, _, after = sentence.partition(_LINK)
    parts: list[c.TextPart] = [{"text": before, "link": False}, {"text": translate(link, lang), "link": True},
                               {"text": after, "link": False}]
    return [part for part in parts if part["text"]]


def _reason(message: Message, lang: str) -> c.Reason:
    """A reason with where it is explained: a mark of our reading or choice links the
    disputes page's entry (readings.py), any other reason its rules page's section. Its
    ``linked`` form says reason and link as one sentence."""
    entry = message.params.get("entry") if message.id.startswith("note.") else None
    if isinstance(entry, str) and message.id in _MARKS:
        mark = Message(_MARKS[message.id], {})
        return {**text_of(message, lang), "anchor": entry, "page": "disputes",
                "linked": linked_parts(mark, Message("settle.link-dispute", {}), lang)}
    anchor = next((a for prefix, a in _ANCHORS if message.id.startswith(prefix)), "end")
    said = Message("settle.reason-rule", {"reason": message})
    return {**text_of(message, lang), "anchor": anchor, "page": "rules",
            "linked": linked_parts(said, Message("settle.link-rule", {}), lang)}


def _row_name(row: dict[str, Any], lang: str) -> str:
    return translate(name_of(RuleSet.from_json(row["ruleset"])), lang)


def _situation(request: c.SituationRequest, lang: str) -> c.SituationReply:
    """A described situation (JSON, or the query string of a shared link) under every system."""
    if "query" in request:
        situation = decode_situation(request["query"])
    else:
        situation = situation_from_json(request.get("situation"))
    rows: list[c.SituationRow] = []
    for row in verdicts(situation, request.get("rules")):
        # the reasons to show, and our readings said as such
        reasons = marked(RuleSet.from_json(row["ruleset"]), shown_reasons(row["reasons"]))
        out = {**row, "name": _row_name(row, lang), "reasons": [_reason(m, lang) for m in reasons]}
        if row.get("ok") and "winners" in row and "points" in row:
            out["summary"] = text_of(verdict_summary(RuleSet.from_json(row["ruleset"]), situation.players,
                                                   row["winners"], row["points"]), lang)
        if row.get("ok") and "opener" in row:
            out["summary"] = text_of(_opener_summary(row["opener"], row.get("tile")), lang)
        if "moves" in row:
            moves = [Move.parse(m, 12) for m in row["moves"]]
            out["moves"] = [said(m, lang) for m in moves]
            out["allowed"] = text_of(Message("settle.allowed", {
                "moves": Listing(tuple(m.said() for m in moves), "or")}), lang)
        rows.append(cast(c.SituationRow, out))
    note = stand_in_note(situation)
    return {"ok": True, "situation": cast(c.Situation, situation.to_json()),
            "query": encode_situation(situation), "note": text_of(note, lang) if note else None,
            "verdicts": rows, "line_names": [str(Tile.of(a, b)) for a, b in situation.line],
            "record": situation_record(situation)}


def _opener_summary(opener: int | None, tile: str | None) -> Message:
    """Who opens a deal, and with which tile (by lot: nobody until the lot is drawn)."""
    if opener is None:
        return Message("settle.opener-by-lot", {})
    if tile:
        return Message("settle.opener-with", {"player": opener + 1, "tile": tile})
    return Message("settle.opener", {"player": opener + 1})


def _record_summary(stops: int | None, moves: int) -> Message:
    """How far one system allows a record: not the deal, up to a move, or every move."""
    if stops == 0:
        return Message("settle.record-deal-differs", {})
    if stops is not None:
        return Message("settle.record-stops", {"number": stops})
    return Message("settle.record-follows", {"moves": moves})


def _compare(request: c.CompareRequest, lang: str) -> c.CompareReply:
    """A game record replayed under every system; where they first part."""
    record = read_record(request["record"])
    rows = compare(record, request.get("rules"))
    game = game_from_record(record)
    out = [_compare_row(row, game.players, len(game.history), lang) for row in rows]
    return {"ok": True, "rows": out, "first_difference": first_difference(rows),
            "record": to_record(game), "moves": len(game.history)}


def _compare_row(row: dict[str, Any], players: int, moves: int, lang: str) -> c.CompareRow:
    """One system's row for a record: how far it allows it, its verdict, and why; the system
    named with all of it in one paragraph, and whether the record can be stepped through under
    it (it takes the deal, and it is a preset the page can ask for by name)."""
    name = _row_name(row, lang)
    summary = _record_summary(row["stops"], moves)
    reasons = marked(RuleSet.from_json(row["ruleset"]), shown_reasons(row["reasons"]))
    line = Message("settle.record-row", {"system": name, "sentences": Listing((summary, *reasons), "text")})
    return {"rules": row["rules"], "base": row["base"], "name": name,
            "follows": row["follows"], "stops": row["stops"], "summary": text_of(summary, lang),
            "verdict": verdict_reply(row["verdict"], RuleSet.from_json(row["ruleset"]), players, lang),
            "reasons": [_reason(m, lang) for m in reasons], "line": text_of(line, lang),
            "replayable": row["stops"] != 0 and row["rules"] != "custom"}


def _replay_step(request: c.ReplayRequest, lang: str) -> c.ReplayReply:
    """The recorded game after ``steps`` moves under ``rules`` (the record's own by default):
    the board, every move so far explained, and on request best play from there."""
    record = read_record(request["record"])
    rules = request.get("rules")
    game, allowed = replay(record, request.get("steps", 0), rules)
    steps = len(game.history)
    reply: c.ReplayReply = {
        "ok": True, "line": game.line_text(), "line_tiles": [(a, b) for a, b in game.line],
        "hands": [[str(t) for t in hand] for hand in game.hands],
        "hand_sizes": [len(hand) for hand in game.hands],
        "boneyard": len(game.boneyard), "to_move": game.to_move, "steps": steps,
        "total": allowed, "over": game.ended is not None,
        "events": [text_of(game.explain(i), lang) for i in range(steps)],
        "opening": text_of(opening_said(game), lang), "stock": stock(game, lang),
        "spoken": texts_of(said_position(game.line, [[str(t) for t in hand] for hand in game.hands],
                                         [len(hand) for hand in game.hands]), lang)}
    if request.get("best"):
        best = best_play(record, steps, rules)
        rules_now, players = game.rules, game.players
        reasons = marked(rules_now, shown_reasons(best["reasons"]))
        line = [Move.parse(m, 12) for m in best["line"]]
        in_words = said_line(line, best["movers"])  # "Player 1 plays 6-3 on the right, Player 2 draws"
        words = (Message("settle.best-line" if best["steps"] else "settle.best-line-deal",
                         {"steps": best["steps"], "line": in_words})
                 if line else Message("settle.best-line-none", {"steps": best["steps"]}))
        reply["best"] = {"steps": best["steps"], "line": [said(m, lang) for m in line],
                         "summary": text_of(words, lang),
                         "verdict": verdict_reply(best["verdict"], rules_now, players, lang),
                         "recorded": verdict_reply(best["recorded"], rules_now, players, lang),
                         "result": _best_result(best["verdict"], best["recorded"], rules_now, players, lang),
                         "reasons": texts_of(reasons, lang),
                         "why": text_of(Message("say.sentences", {
                             "sentences": Listing(tuple(reasons), "text")}), lang)}
    return reply


def _best_result(best: dict[str, Any] | None, recorded: dict[str, Any] | None, rules: RuleSet, players: int,
                 lang: str) -> c.Text | None:
    """Whether best play from a move on changes the recorded result, as one message: the same,
    or both results said in full (``None`` when the record or best play stops before the end)."""
    if best is None or recorded is None:
        return None
    if best == recorded:
        return text_of(Message("settle.best-same", {}), lang)
    return text_of(Message("settle.best-changes", {
        "best": verdict_summary(rules, players, best["winners"], best["points"]),
        "played": verdict_summary(rules, players, recorded["winners"], recorded["points"])}), lang)


OPERATIONS: dict[str, Handler] = {
    "situation": _situation,
    "settle": _settle,
    "compare": _compare,
    "replay": _replay_step,
}
