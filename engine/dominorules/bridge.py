"""The browser's one door into the engine: JSON in, JSON out, never an exception.

The Web Worker passes each request string to :func:`handle_json`. Requests are
data only: nothing in them is ever run as code.

>>> import json
>>> reply = json.loads(handle_json('{"op": "new", "rules": "block", "players": 2, "seed": 4}'))
>>> reply["ok"], reply["to_move"], len(reply["hand"]) >= 6
(True, 0, True)
>>> json.loads(handle_json('{"op": "new", "rules": "chess"}'))["error"]["text"]
'There is no rule set called “chess”.'

The operations (every reply has ``ok``; ``ok: false`` comes with ``error: {id, params, text}``
in the reader's language, ``lang``):

* ``new`` ``{rules, players, human, seed, level, match}``: deal a hand and let the computer
  players (every seat but ``human``) move until it is the human's turn. ``level`` is one of
  ``beginner`` (the default), ``club`` and ``strong`` (:mod:`dominorules.opponents`); in a
  partnership the human's partner plays at the same level. ``match`` (optional) continues a
  match: ``{"scores": [one per seat], "hands": hands played so far, "previous_opener": seat,
  "previous_winners": [seats]}``; the opener of a later hand follows the system's rule. The
  reply is the board (``record``, ``hand``, ``legal``, ``events``, ``outcome`` …) and, with
  ``match``, ``match: {scores, target, target_hands, hands, over, winners, verdict, next}``,
  the scores counting this hand once it is over; ``next`` is the ``match`` to send with the
  next hand's ``new``.
* ``move`` ``{record, human, move, seed, level, match}``: the human's move, then the computer
  players' moves; the same reply as ``new``. The computer players' moves depend only on the
  position and ``seed``.
* ``hint`` ``{record, human, seed}``: what the strong player would do for the human now:
  ``{move, reason: {id, params, text}}``.
* ``review`` ``{record, human, seed}``: each of the human's moves against the strong
  player's (:mod:`dominorules.review`): ``entries: [{index, played, best, played_value,
  best_value, loss, verdict, verdict_text, best_line}]`` (moves as ``{kind, tile, end}``).
* ``presets``, ``settle``, ``translate``, ``tutorial``, ``situation``, ``compare``,
  ``replay``: see their functions below.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from .compare import best_play, compare, first_difference, replay
from .errors import BadPosition, BadRecord, DominoError
from .game import Game
from .i18n import LANGUAGES, browser_text, describe, translate
from .match import standing
from .message import Message
from .moves import Move
from .opening import later_opener
from .opponents import advise, check_level, choose, position_rng
from .record import game_from_record, loads, settle, to_record
from .review import review
from .rules import PRESETS, RuleSet
from .scorepad import read_hand, score_entry, score_match, settle_query
from .selfplay import default_players
from .situation import custom_rules, custom_text, verdicts
from .situation import decode as decode_situation
from .situation import encode as encode_situation
from .situation import from_json as situation_from_json
from .tutorial import grade, solution
from .tutorial import hint as tutorial_hint
from .tutorial import position as tutorial_position
from .tutorial import read as read_tutorial
from .tutorial import state as tutorial_state

Request = dict[str, Any]


def _lang(request: Request) -> str:
    lang = request.get("lang")
    return lang if lang in LANGUAGES else "en"


def _int(request: Request, name: str, default: int) -> int:
    value = request.get(name, default)
    if type(value) is not int:
        raise BadRecord("error.record-field", field=name)
    return value


def _text(message: Message, lang: str) -> dict[str, Any]:
    return {**message.to_json(), "text": translate(message, lang)}


def _bots_move(game: Game, human: int, level: str, seed: int) -> None:
    while game.ended is None and game.to_move != human:
        game.play(choose(game, game.to_move, level, position_rng(seed, game)))


def _human(request: Request, game: Game) -> int:
    human = request.get("human", 0)
    if type(human) is not int or not 0 <= human < game.players:
        raise BadPosition("error.bad-seat", seat=str(human)[:40], players=game.players)
    return human


def _match_in(request: Request, players: int) -> dict[str, Any] | None:
    """The match a hand belongs to, as the request gives it (checked)."""
    match = request.get("match")
    if match is None:
        return None
    if not isinstance(match, dict):
        raise BadRecord("error.bad-match", field="match")
    scores = match.get("scores", [0] * players)
    if (not isinstance(scores, list) or len(scores) != players
            or not all(type(score) is int for score in scores)):
        raise BadRecord("error.bad-match", field="scores")
    hands = match.get("hands", 0)
    if type(hands) is not int or hands < 0:
        raise BadRecord("error.bad-match", field="hands")
    opener = match.get("previous_opener", 0)
    if type(opener) is not int or not 0 <= opener < players:
        raise BadRecord("error.bad-match", field="previous_opener")
    winners = match.get("previous_winners", [])
    if not isinstance(winners, list) or not all(type(w) is int and 0 <= w < players for w in winners):
        raise BadRecord("error.bad-match", field="previous_winners")
    return {"scores": scores, "hands": hands, "previous_opener": opener, "previous_winners": winners}


def _match_out(match: dict[str, Any], game: Game, lang: str) -> dict[str, Any]:
    result = game.outcome()
    state = standing(game.rules, game.players, match["scores"], match["hands"], result)
    verdict = state["verdict"]
    state["verdict"] = _text(verdict, lang) if isinstance(verdict, Message) else None
    state["next"] = None
    if result is not None and not state["over"]:
        state["next"] = {"scores": state["scores"], "hands": state["hands"],
                         "previous_opener": game.opener, "previous_winners": list(result.winners)}
    return state


def _snapshot(game: Game, human: int, since: int, lang: str) -> dict[str, Any]:
    result = game.outcome()
    history = game.history
    events = [{"seat": history[i].seat, "move": history[i].move.to_json(),
               **_text(game.explain(i), lang)} for i in range(since, len(history))]
    outcome = None
    if result is not None:
        reasons = [_text(reason, lang) for reason in result.reasons]
        outcome = {**result.to_json(), "reasons": reasons,
                   "text": [reason["text"] for reason in reasons]}
    return {
        "ok": True,
        "record": to_record(game),
        "rules": game.rules.id,
        "players": game.players,
        "human": human,
        "line": game.line_text(),
        "ends": list(game.ends) if game.ends else None,
        "hand": [str(tile) for tile in game.hands[human]],
        "hand_sizes": [len(hand) for hand in game.hands],
        "boneyard": len(game.boneyard),
        "drawable": game.drawable,
        "to_move": game.to_move,
        "opening": _text(game.opening_reason, lang),
        "legal": [m.to_json() for m in game.legal_moves()] if game.to_move == human else [],
        "events": events,
        "over": result is not None,
        "outcome": outcome,
    }


def _new(request: Request, lang: str) -> dict[str, Any]:
    rules = RuleSet.from_json(request.get("rules"))
    players = _int(request, "players", default_players(rules))
    level = check_level(request.get("level", "beginner"))
    seed = _int(request, "seed", 0)
    match = _match_in(request, players)
    if match is not None and match["hands"] > 0:
        opener, reason = later_opener(rules, players, match["previous_opener"],
                                      match["previous_winners"])
        game = Game.deal(rules, players, seed, opener=opener, hand_number=match["hands"] + 1)
        game.opening_reason = reason
    else:
        game = Game.deal(rules, players, seed)
    human = _human(request, game)
    _bots_move(game, human, level, seed)
    reply = _snapshot(game, human, 0, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, lang)
    return reply


def _move(request: Request, lang: str) -> dict[str, Any]:
    game = game_from_record(request.get("record"))
    human = _human(request, game)
    level = check_level(request.get("level", "beginner"))
    seed = _int(request, "seed", 0)
    match = _match_in(request, game.players)
    since = len(game.history)
    if game.to_move == human or game.ended is not None:
        game.play(Move.from_json(request.get("move"), game.rules.max_pip))
    _bots_move(game, human, level, seed)
    reply = _snapshot(game, human, since, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, lang)
    return reply


def _hint(request: Request, lang: str) -> dict[str, Any]:
    """What the strong player would do for the human now, and why."""
    game = game_from_record(_record_of(request))
    human = _human(request, game)
    advice = advise(game, human, position_rng(_int(request, "seed", 0), game))
    return {"ok": True, "move": advice.move.to_json(), "reason": _text(advice.reason, lang)}


def _review(request: Request, lang: str) -> dict[str, Any]:
    """Each of the human's moves against the strong player's, with the face-up best line."""
    game = game_from_record(_record_of(request))
    human = _human(request, game)
    entries = review(game, human, _int(request, "seed", 0))
    return {"ok": True, "entries": [
        {**entry.to_json(), "verdict_text": translate(f"verdict.{entry.verdict}", lang)}
        for entry in entries]}


def _presets(request: Request, lang: str) -> dict[str, Any]:
    return {"ok": True, "presets": [
        {**rules.to_json(), "name": translate(f"preset.{rules.id}.name", lang)}
        for rules in PRESETS.values()]}


def _settle(request: Request, lang: str) -> dict[str, Any]:
    rules = request.get("rules")
    if rules is not None and not isinstance(rules, list):
        raise BadRecord("error.record-field", field="rules")
    verdicts = settle(request.get("record"), rules)
    for verdict in verdicts:
        verdict["reasons"] = [{**reason, "text": translate(Message.from_json(reason), lang)}
                              for reason in verdict["reasons"]]
    return {"ok": True, "verdicts": verdicts}


def _tutorial(request: Request, lang: str) -> dict[str, Any]:
    """A tutorial's board after some steps, a reply marked, or the solution, in words."""
    tutorial = read_tutorial(request.get("tutorial"))
    action = request.get("action")
    if action == "state":
        shown = tutorial_state(tutorial, _int(request, "steps", 0))
        legal: list[dict[str, Any]] = []
        if tutorial.question == "play-to-win":
            legal = [m.to_json() for m in tutorial_position(tutorial).legal_moves()]
        opening = shown["opening"]
        return {"ok": True, **shown, "legal": legal,
                "explained": [_text(m, lang) for m in shown["explained"]],
                "opening": _text(opening, lang) if opening is not None else None}
    if action == "grade":
        correct, feedback = grade(tutorial, request.get("reply"))
        return {"ok": True, "correct": correct, "feedback": [_text(m, lang) for m in feedback]}
    if action == "solution":
        return {"ok": True, "solution": [_text(m, lang) for m in solution(tutorial)]}
    if action == "hint":
        return {"ok": True, "hint": [_text(m, lang) for m in tutorial_hint(tutorial)]}
    raise BadRecord("error.record-field", field="action")


# Where on a rules page each kind of reason is explained (the settler links there).
_ANCHORS = (("open.", "opening"), ("settle.next-", "turn"), ("turn.must-play", "turn"),
            ("turn.may-pass", "turn"), ("turn.", "drawing"), ("settle.", "target"),
            ("points.", "scoring"), ("pips.", "scoring"), ("error.", "setup"), ("illegal.", "turn"))


def _reason(message: Message, lang: str) -> dict[str, Any]:
    anchor = next((a for prefix, a in _ANCHORS if message.id.startswith(prefix)), "end")
    return {**_text(message, lang), "anchor": anchor}


def _rows(rows: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    return [{**row, "name": translate(f"preset.{row['rules']}.name", lang),
             "reasons": [_reason(m, lang) for m in row["reasons"]]} for row in rows]


def _situation(request: Request, lang: str) -> dict[str, Any]:
    """A described situation (JSON, or the query string of a shared link) under every system."""
    if "query" in request:
        situation = decode_situation(request["query"])
    else:
        situation = situation_from_json(request.get("situation"))
    rules = request.get("rules")
    if rules is not None and not isinstance(rules, list):
        raise BadRecord("error.record-field", field="rules")
    return {"ok": True, "situation": situation.to_json(), "query": encode_situation(situation),
            "verdicts": _rows(verdicts(situation, rules), lang)}


def _record_of(request: Request) -> Any:
    """The request's game record: an object, or the JSON text a reader pasted (read as data)."""
    record = request.get("record")
    return loads(record) if isinstance(record, str) else record


def _compare(request: Request, lang: str) -> dict[str, Any]:
    """A game record replayed under every system; where they first part."""
    rules = request.get("rules")
    if rules is not None and not isinstance(rules, list):
        raise BadRecord("error.record-field", field="rules")
    record = _record_of(request)
    rows = compare(record, rules)
    game = game_from_record(record)
    return {"ok": True, "rows": _rows(rows, lang), "first_difference": first_difference(rows),
            "record": to_record(game), "moves": len(game.history)}


def _replay_step(request: Request, lang: str) -> dict[str, Any]:
    """The recorded game after ``steps`` moves under ``rules`` (the record's own by default):
    the board, every move so far explained, and on request best play from there."""
    record = _record_of(request)
    rules = request.get("rules")
    game, allowed = replay(record, _int(request, "steps", 0), rules)
    steps = len(game.history)
    snapshot = {"line": game.line_text(), "hands": [[str(t) for t in hand] for hand in game.hands],
                "boneyard": len(game.boneyard), "to_move": game.to_move, "steps": steps,
                "total": allowed, "over": game.ended is not None,
                "events": [_text(game.explain(i), lang) for i in range(steps)],
                "opening": _text(game.opening_reason, lang)}
    if request.get("best"):
        best = best_play(record, steps, rules)
        snapshot["best"] = {**best, "reasons": [_text(m, lang) for m in best["reasons"]]}
    return {"ok": True, **snapshot}


def _translate(request: Request, lang: str) -> dict[str, Any]:
    ids = request.get("ids")
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise BadRecord("error.record-field", field="ids")
    return {"ok": True, "texts": {msgid: browser_text(msgid, lang) or msgid for msgid in ids}}


def _texts(messages: Any, lang: str) -> Any:
    """Messages in JSON form (or one, or ``None``) with their text in ``lang`` added."""
    if messages is None:
        return None
    if isinstance(messages, dict):
        return _text(Message.from_json(messages), lang)
    return [_texts(m, lang) for m in messages]


def _rules_of(request: Request) -> RuleSet:
    """The request's rules: as in a record, or the settler's ``preset,field:value`` (``c``)."""
    if isinstance(request.get("c"), str):
        return custom_rules(request["c"])
    return RuleSet.from_json(request.get("rules"))


def _rules_info(request: Request, lang: str) -> dict[str, Any]:
    """A rule set as the score pad sets it up: every field, its name, its short form, the target."""
    rules = _rules_of(request)
    players = _int(request, "players", default_players(rules))
    return {"ok": True, "rules": rules.for_record(), "fields": rules.to_json(), "c": custom_text(rules),
            "name": translate(f"preset.{rules.id}.name", lang), "target": rules.target_for(players),
            "single_hand": rules.single_hand}


def _score(request: Request, lang: str) -> dict[str, Any]:
    """One hand on the score pad: who won, the points and why, and the settler's address."""
    rules = _rules_of(request)
    hand = read_hand(rules, _int(request, "players", 2), request.get("hand"))
    result = score_entry(rules, hand).to_json()
    return {"ok": True, **result, "reasons": _texts(result["reasons"], lang),
            "settle": settle_query(rules, hand)}


def _score_match(request: Request, lang: str) -> dict[str, Any]:
    """A whole match on the score pad: every hand, the totals, who opens next, the result."""
    result = score_match(request.get("match"))
    for row in result["hands"]:
        row["reasons"] = _texts(row["reasons"], lang)
        row["summary"] = _texts(row["summary"], lang)
        row["opening"] = _texts(row["opening"], lang)
    return {"ok": True, **result, "verdict": _texts(result["verdict"], lang),
            "next_opening": _texts(result["next_opening"], lang)}


OPERATIONS: dict[str, Callable[[Request, str], dict[str, Any]]] = {
    "new": _new, "move": _move, "presets": _presets, "settle": _settle, "translate": _translate,
    "tutorial": _tutorial, "situation": _situation, "compare": _compare, "replay": _replay_step,
    "hint": _hint, "review": _review,
    "rules": _rules_info, "score": _score, "score_match": _score_match,
}


def handle(request: Any) -> dict[str, Any]:
    """Answer one request object; bad input becomes ``{"ok": false, "error": ...}``."""
    lang = _lang(request) if isinstance(request, dict) else "en"
    try:
        if not isinstance(request, dict) or request.get("op") not in OPERATIONS:
            op = request.get("op") if isinstance(request, dict) else request
            raise BadRecord("error.unknown-operation", op=str(op)[:40])
        return OPERATIONS[request["op"]](request, lang)
    except DominoError as error:
        return {"ok": False, "error": {**error.message.to_json(), "text": describe(error, lang)}}


def handle_json(text: str) -> str:
    """Answer one JSON request with one JSON reply."""
    try:
        request = loads(text)
    except DominoError as error:
        return json.dumps({"ok": False, "error": {**error.message.to_json(),
                                                  "text": describe(error, "en")}}, ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)
