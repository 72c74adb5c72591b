"""The browser's one door into the engine: JSON in, JSON out, never an exception.

The Web Worker passes each request string to :func:`handle_json`. Requests are
data only: nothing in them is ever run as code. Every operation's request and reply
is a type in :mod:`dominorules.contract` (the one definition; the browser's types are
made from it): ``ok: true`` and the reply, or ``ok: false`` with ``error: {id, params,
text}`` in the reader's language (``lang``), for bad input and for anything unexpected.

>>> import json
>>> reply = json.loads(handle_json('{"op": "new", "rules": "block", "players": 2, "seed": 4}'))
>>> reply["ok"], reply["to_move"], len(reply["hand"]) >= 6, reply["teams"], reply["scores_points"]
(True, 0, True, None, False)
>>> json.loads(handle_json('{"op": "new", "rules": "chess"}'))["error"]["text"]
'There is no rule set called “chess”.'
>>> json.loads(handle_json('{"op": "parse_move", "text": "6-4 left", "lang": "de"}'))["move"]["text"]
'6-4 links anlegen'

The operations, by what they are for (:data:`dominorules.contract.OPERATIONS` has their types):

* The board: ``new`` deals a hand (optionally the next hand of a match: ``match`` is the
  previous reply's ``match.next``; with a match, ``seed`` is the match's and every hand's
  deal is :func:`dominorules.core.match.hand_seed` of it) and lets the computer players (every
  seat but ``human``, at ``level``: ``beginner``, ``club`` or ``strong``) move until it is
  the human's turn; ``move`` plays the human's move, then theirs. The reply is the board
  (:class:`~dominorules.contract.BoardReply`): the record, the hand, the legal moves with
  the end each fits and how each is said, the teams, whether the rules keep points, every
  move said in words, the outcome, and with a match its state and what to send next.
  ``hint`` is what the strong player would do now and why; ``review`` rates each of the
  human's moves against the strong player's.
* Rules: ``presets`` (the seven systems with their names), ``rules`` (one rule set as the
  score pad and the settler set it up: its fields, target, teams, tile set, player counts),
  ``schema`` (every rule field the custom-rules form asks for, with its choices, bounds and
  words; the build embeds it in the page), ``parse_move`` (a move as a reader types it),
  ``translate`` (the page's own words).
* The settler: ``situation`` (a described position under every system), ``settle`` (a
  recorded hand's end under several rule sets), ``compare`` (a record replayed under every
  system: where they part), ``replay`` (the recorded game after some moves, with best play).
* Tutorials: ``tutorial_state``, ``tutorial_grade``, ``tutorial_solution``, ``tutorial_hint``.
* The score pad: ``score`` (one hand) and ``score_match`` (a whole match, with its CSV).
* Our table's rules: ``sheet`` (a rule set for some players as a one-page sheet, section by
  section, and the open questions that apply to it, with their options and sources).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, cast

from . import contract as c
from .core.game import Game
from .core.match import hand_seed, standing
from .core.moves import PLAY, Move, said_line
from .core.opening import later_opener
from .core.readings import marked
from .core.rules import CHOICES, PRESET_IDS, PRESETS, RuleSet, name_of
from .core.tiles import Tile, full_set
from .features.compare import best_play, compare, first_difference, replay
from .features.scorepad import read_hand, score_entry, score_match, settle_query
from .features.table_sheet import cited
from .features.table_sheet import questions as sheet_questions
from .features.table_sheet import sheet as rules_sheet
from .features.tutorial import grade, solution
from .features.tutorial import hint as tutorial_hint
from .features.tutorial import position as tutorial_position
from .features.tutorial import read as read_tutorial
from .features.tutorial import state as tutorial_state
from .formats.match_csv import match_csv
from .formats.record import game_from_record, loads, settle, to_record
from .formats.situation import custom_rules, custom_text, stand_in_note, verdicts
from .formats.situation import decode as decode_situation
from .formats.situation import encode as encode_situation
from .formats.situation import from_json as situation_from_json
from .formats.situation import to_record as situation_record
from .players.levels import advise, check_level, choose, position_rng
from .players.mistakes import grade as grade_mistake
from .players.mistakes import hint as mistake_hint
from .players.mistakes import judges, mistakes, puzzle_json, read_puzzle
from .players.mistakes import solution as mistake_solution
from .players.review import VERDICTS, ReviewEntry, review
from .players.selfplay import default_players
from .players.solver import sides
from .words.errors import BadPosition, BadRecord, DominoError
from .words.i18n import LANGUAGES, browser_text, describe, translate
from .words.message import Listing, Message, ParamValue

Request = dict[str, Any]


def _lang(request: Request) -> str:
    lang = request.get("lang")
    return lang if lang in LANGUAGES else "en"


def _int(request: Request, name: str, default: int) -> int:
    value = request.get(name, default)
    if type(value) is not int:
        raise BadRecord("error.record-field", field=name)
    return value


def _text(message: Message, lang: str) -> c.Text:
    return cast(c.Text, {**message.to_json(), "text": translate(message, lang)})


def _texts(messages: Sequence[Message], lang: str) -> list[c.Text]:
    return [_text(m, lang) for m in messages]


def _from_json(message: Any, lang: str) -> c.Text:
    """A message in JSON form (``{id, params}``) with its text in ``lang``."""
    return _text(Message.from_json(message), lang)


def said(move: Move, lang: str) -> c.MoveSaid:
    """A move with how it is said in ``lang``.

    >>> said(Move.parse("6-4 right"), "sv")["text"], said(Move("pass"), "nb")["text"]
    ('lägg 6-4 vid högra änden', 'stå over')
    """
    if move.kind != PLAY:
        message = Message(f"said.{move.kind}", {})
    elif move.end is None:
        message = Message("said.lead", {"tile": str(move.tile)})
    else:
        message = Message(f"said.play-{move.end}", {"tile": str(move.tile)})
    return {**_move_json(move), "text": translate(message, lang)}


def _said_json(move: Any, lang: str) -> c.MoveSaid:
    return said(Move.from_json(move, 12), lang)


def teams(rules: RuleSet, players: int) -> list[list[int]] | None:
    """The seats of each team (partners sit opposite), or ``None`` when everyone plays alone."""
    if not rules.teams or players != 4:
        return None
    return [[0, 2], [1, 3]]


def _bots_move(game: Game, human: int, level: str, seed: int) -> None:
    while game.ended is None and game.to_move != human:
        game.play(choose(game, game.to_move, level, position_rng(seed, game)))


def _human(request: Request, game: Game) -> int:
    human = request.get("human", 0)
    if type(human) is not int or not 0 <= human < game.players:
        raise BadPosition("error.bad-seat", seat=str(human)[:40], players=game.players)
    return human


def _match_in(request: Request, players: int) -> c.MatchNext | None:
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
    seed = match.get("seed", _int(request, "seed", 0))
    if type(seed) is not int:
        raise BadRecord("error.bad-match", field="seed")
    return {"scores": scores, "hands": hands, "previous_opener": opener,
            "previous_winners": winners, "seed": seed}


def _match_out(match: c.MatchNext, game: Game, lang: str) -> c.MatchState:
    result = game.outcome()
    state = standing(game.rules, game.players, match["scores"], match["hands"], result)
    scores, winners = cast(list[int], state["scores"]), cast(list[int], state["winners"])
    verdict, hands = cast(Message | None, state["verdict"]), cast(int, state["hands"])
    over = bool(state["over"])
    after: c.MatchNext | None = None
    if result is not None and not over:
        after = {"scores": list(scores), "hands": hands, "previous_opener": game.opener,
                 "previous_winners": list(result.winners), "seed": match["seed"]}
    return {"scores": list(scores), "target": cast(int, state["target"]),
            "target_hands": cast(int, state["target_hands"]), "hands": hands, "over": over,
            "winners": list(winners),
            "verdict": _text(verdict, lang) if verdict is not None else None, "next": after}


def _outcome(game: Game, lang: str) -> c.Outcome | None:
    result = game.outcome()
    if result is None:
        return None
    reasons = _texts(result.reasons, lang)
    out: c.Outcome = {"end": cast(c.Ending, result.end), "winners": list(result.winners),
                      "points": {str(seat): pts for seat, pts in result.points.items()},
                      "pips": {str(seat): pips for seat, pips in result.pips.items()},
                      "reasons": reasons, "text": [reason["text"] for reason in reasons]}
    if result.team_points is not None:
        out["team_points"] = {str(team): pts for team, pts in result.team_points.items()}
    return out


def _stock(game: Game, lang: str) -> c.Text | None:
    """What the tiles outside the hands are: a boneyard to draw from, or tiles set aside (None
    when every tile was dealt and nothing is set aside: there is nothing to name)."""
    return _stock_of(game.rules, len(game.boneyard), lang)


def _stock_of(rules: RuleSet, count: int, lang: str) -> c.Text | None:
    kind = "boneyard" if rules.undealt == "boneyard" else "set-aside"
    if kind == "set-aside" and count == 0:
        return None
    return _text(Message(f"stock.{kind}", {"count": count}), lang)


def _board(game: Game, human: int, since: int, lang: str) -> c.BoardReply:
    history = game.history
    events: list[c.Event] = [{"seat": history[i].seat, "move": _move_json(history[i].move),
                              **_text(game.explain(i), lang)} for i in range(since, len(history))]
    return {
        "ok": True,
        "record": to_record(game),
        "rules": game.rules.id,
        "players": game.players,
        "human": human,
        "teams": teams(game.rules, game.players),
        "scores_points": game.rules.scores_points,
        "line": game.line_text(),
        "line_tiles": [(a, b) for a, b in game.line],
        "ends": list(game.ends) if game.ends else None,
        "hand": [str(tile) for tile in game.hands[human]],
        "hand_sizes": [len(hand) for hand in game.hands],
        "boneyard": len(game.boneyard),
        "drawable": game.drawable,
        "stock": _stock(game, lang),
        "to_move": game.to_move,
        "opening": _text(game.opening_reason, lang),
        "legal": [said(m, lang) for m in game.legal_moves()] if game.to_move == human else [],
        "events": events,
        "over": game.ended is not None,
        "outcome": _outcome(game, lang),
    }


def _move_json(move: Move) -> c.MoveJSON:
    return {"kind": cast(c.MoveKind, move.kind), "tile": str(move.tile) if move.tile else None,
            "end": cast(c.End | None, move.end)}


def _new(request: Request, lang: str) -> c.BoardReply:
    rules = RuleSet.from_json(request.get("rules"))
    players = _int(request, "players", default_players(rules))
    level = check_level(request.get("level", "beginner"))
    seed = _int(request, "seed", 0)
    match = _match_in(request, players)
    if match is None:
        game = Game.deal(rules, players, seed)
    elif match["hands"] == 0:
        game = Game.deal(rules, players, hand_seed(match["seed"], 1))
    else:
        opener, reason = later_opener(rules, players, match["previous_opener"],
                                      match["previous_winners"])
        number = match["hands"] + 1
        game = Game.deal(rules, players, hand_seed(match["seed"], number), opener=opener,
                         hand_number=number)
        game.opening_reason = reason
    human = _human(request, game)
    _bots_move(game, human, level, seed)
    reply = _board(game, human, 0, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, lang)
    return reply


def _move(request: Request, lang: str) -> c.BoardReply:
    game = game_from_record(request.get("record"))
    human = _human(request, game)
    level = check_level(request.get("level", "beginner"))
    seed = _int(request, "seed", 0)
    match = _match_in(request, game.players)
    since = len(game.history)
    if game.to_move == human or game.ended is not None:
        game.play(Move.from_json(request.get("move"), game.rules.max_pip))
    _bots_move(game, human, level, seed)
    reply = _board(game, human, since, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, lang)
    return reply


def _hint(request: Request, lang: str) -> c.HintReply:
    """What the strong player would do for the human now, and why."""
    game = game_from_record(_record_of(request))
    human = _human(request, game)
    advice = advise(game, human, position_rng(_int(request, "seed", 0), game))
    move = advice.move
    kind = move.kind if move.kind != PLAY else (move.end or "lead")
    params: dict[str, ParamValue] = {"reason": advice.reason}
    if move.kind == PLAY:
        params["tile"] = str(move.tile)
    return {"ok": True, "move": said(move, lang), "reason": _text(advice.reason, lang),
            "advice": _text(Message(f"hint.strong-{kind}", params), lang)}


def decimal(value: float, lang: str) -> str:
    """A number with one decimal, in ``lang``'s way (a decimal comma but in English); two
    where one would say 0 of a cost that is not (review-sv U4: "cost you 0,0 hands").

    >>> decimal(10.55, "en"), decimal(0.25, "de"), decimal(0.04, "sv")
    ('10.6', '0,3', '0,04')
    """
    text = f"{value + 1e-9:.2f}" if 0 < value < 0.05 else f"{value + 1e-9:.1f}"
    return text if lang == "en" else text.replace(".", ",")


def _review_entry(entry: ReviewEntry, rules: RuleSet, against: bool, lang: str) -> c.ReviewEntry:
    """One reviewed move for the page; ``against``: with three or more sides, where the face-up
    line has the others all play against the reviewed seat (:mod:`dominorules.players.solver`)."""
    cost: c.Text | None = None
    if entry.verdict == "unrated":  # a draw or a pass by choice: why it has no cost
        cost = _text(Message(f"review.unrated-{entry.played.kind}", {}), lang)
    elif entry.verdict not in ("best", "forced"):
        cost = (_text(Message("review.cost-points", {"points": decimal(entry.loss, lang)}), lang)
                if rules.scores_points else
                _text(Message("review.cost-hands", {"amount": decimal(entry.loss, lang)}), lang))
    after = "review.line-yours" if entry.verdict in ("best", "forced") else "review.line-best"
    after += "-against" if against else ""
    rest = _text(Message("review.line-too-long", {}), lang) if entry.line_end == "too-long" else None
    line = said_line(entry.best_line, entry.line_movers)  # "Player 1 plays 4-2 on the left, Player 2 draws"
    return {"index": entry.index, "played": said(entry.played, lang), "best": said(entry.best, lang),
            "played_value": round(entry.played_value, 3), "best_value": round(entry.best_value, 3),
            "loss": round(entry.loss, 3), "verdict": cast(c.ReviewVerdict, entry.verdict),
            "verdict_text": translate(f"verdict.{entry.verdict}", lang), "cost": cost,
            "line_intro": _text(Message(after, {}), lang),
            "best_line": [said(move, lang) for move in entry.best_line], "line_rest": rest,
            "line": _text(Message("review.line", {"moves": line}), lang)}


def _review(request: Request, lang: str) -> c.ReviewReply:
    """Each of the human's moves against the strong player's, with the face-up line after
    the recommended move, and a summary that leaves forced moves out of the counts."""
    game = game_from_record(_record_of(request))
    human = _human(request, game)
    entries = review(game, human, _int(request, "seed", 0))
    verdicts = [entry.verdict for entry in entries]
    counts: dict[str, str | int] = {v: verdicts.count(v) for v in VERDICTS}
    # "with no choice in 0" says nothing: a hand with no forced move gets its own sentence, and
    # one with draws or passes by choice (not rated) another
    key = ("review.summary-unrated" if counts["unrated"] else
           "review.summary" if counts["forced"] else "review.summary-all-chosen")
    summary = Message(key, {"moves": len(entries), **counts})
    against = sides(game.rules, game.players) > 2
    found = mistakes(game, human, _int(request, "seed", 0), entries)  # the same evaluations
    record = to_record(game)
    said_count = (Message("mistake.count", {"count": len(found)}) if found
                  else Message("mistake.count-none", {}) if judges(game)
                  else Message("mistake.count-two-sides", {}))
    return {"ok": True, "entries": [_review_entry(entry, game.rules, against, lang) for entry in entries],
            "summary": _text(summary, lang),
            "puzzles": [cast(c.Mistake, puzzle_json(record, puzzle)) for puzzle in found],
            "puzzles_said": _text(said_count, lang)}


def _mistake(request: Request, lang: str) -> c.MistakeReply:
    """A puzzle made of one of the reader's own moves: the position as they saw it (their own
    hand face up), the legal moves, and on request a reply graded, a hint or the solution."""
    game, puzzle = read_puzzle(request.get("puzzle"))
    seat = puzzle.seat
    position: c.MistakePosition = {
        "line": game.line_text(), "line_tiles": [(a, b) for a, b in game.line],
        "hands": [[str(t) for t in hand] if s == seat else None for s, hand in enumerate(game.hands)],
        "hand_sizes": [len(hand) for hand in game.hands], "boneyard": len(game.boneyard),
        "stock": _stock(game, lang), "to_move": game.to_move}
    reply: c.MistakeReply = {
        "ok": True, "system": translate(name_of(game.rules), lang),
        "prompt": _text(Message("mistake.prompt", {"player": seat + 1}), lang),
        "earlier": _text(Message("mistake.earlier", {"move": puzzle.played.said()}), lang),
        "position": position, "legal": [said(move, lang) for move in game.legal_moves()]}
    if "reply" in request:
        answer = request["reply"]
        move = (Move.parse(answer, game.rules.max_pip) if isinstance(answer, str)
                else Move.from_json(answer, game.rules.max_pip))
        if move not in game.legal_moves():
            move = game.canonical(move)
        correct, feedback = grade_mistake(puzzle, move)
        reply["correct"], reply["feedback"] = correct, _texts(feedback, lang)
    if request.get("show") == "hint":
        reply["hint"] = _texts(mistake_hint(game, seat), lang)
    elif request.get("show") == "solution":
        reply["solution"] = _texts(mistake_solution(puzzle), lang)
    return reply


def _fields(rules: RuleSet) -> c.RuleFields:
    return cast(c.RuleFields, rules.to_json())


def _presets(request: Request, lang: str) -> c.PresetsReply:
    return {"ok": True, "presets": [
        cast(c.Preset, {**rules.to_json(), "name": translate(f"preset.{rules.id}.name", lang)})
        for rules in PRESETS.values()]}


def _rules_list(request: Request) -> list[Any] | None:
    rules = request.get("rules")
    if rules is not None and not isinstance(rules, list):
        raise BadRecord("error.record-field", field="rules")
    return rules


def _settle(request: Request, lang: str) -> c.SettleReply:
    rows = settle(request.get("record"), _rules_list(request))
    out: list[c.SettleVerdict] = []
    for row in rows:
        verdict = cast(c.SettleVerdict, {**row, "reasons": [_from_json(r, lang) for r in row["reasons"]]})
        out.append(verdict)
    return {"ok": True, "verdicts": out}


def _tutorial_of(request: Request) -> Any:
    return read_tutorial(request.get("tutorial"))


def _tutorial_state(request: Request, lang: str) -> c.TutorialStateReply:
    """A tutorial's board after some steps, in words."""
    tutorial = _tutorial_of(request)
    shown = tutorial_state(tutorial, _int(request, "steps", 0))
    legal: list[c.MoveSaid] = []
    if tutorial.question == "play-to-win":
        legal = [said(m, lang) for m in tutorial_position(tutorial).legal_moves()]
    opening = shown["opening"]
    return cast(c.TutorialStateReply, {
        "ok": True, **shown, "legal": legal,
        "line_tiles": [tuple(int(half) for half in tile.split("-")) for tile in shown["line"]],
        "explained": _texts(shown["explained"], lang),
        "outcome": _verdict(shown["outcome"], tutorial.rules, len(shown["hand_sizes"]), lang),
        "stock": _stock_of(tutorial.rules, shown["boneyard"], lang) if shown["boneyard"] else None,
        "opening": _text(opening, lang) if opening is not None else None})


def _tutorial_grade(request: Request, lang: str) -> c.TutorialGradeReply:
    correct, feedback = grade(_tutorial_of(request), request.get("reply"))
    return {"ok": True, "correct": correct, "feedback": _texts(feedback, lang)}


def _tutorial_solution(request: Request, lang: str) -> c.TutorialSolutionReply:
    return {"ok": True, "solution": _texts(solution(_tutorial_of(request)), lang)}


def _tutorial_hint(request: Request, lang: str) -> c.TutorialHintReply:
    return {"ok": True, "hint": _texts(tutorial_hint(_tutorial_of(request)), lang)}


# Where on a rules page each kind of reason is explained (the settler links there).
_ANCHORS = (("open.", "opening"), ("settle.by-lot", "opening"), ("settle.assumes-last-tile", "end"),
            ("settle.ended-before", "end"), ("settle.next-", "turn"), ("turn.must-play", "turn"),
            ("turn.may-pass", "turn"), ("turn.", "drawing"), ("settle.", "target"),
            ("points.", "scoring"), ("pips.", "scoring"), ("error.", "setup"), ("illegal.", "turn"))


def _reason(message: Message, lang: str) -> c.Reason:
    """A reason with where it is explained: a mark of our reading or choice links the
    disputes page's entry (readings.py), any other reason its rules page's section."""
    entry = message.params.get("entry") if message.id.startswith("note.") else None
    if isinstance(entry, str):
        return {**_text(message, lang), "anchor": entry, "page": "disputes"}
    anchor = next((a for prefix, a in _ANCHORS if message.id.startswith(prefix)), "end")
    return {**_text(message, lang), "anchor": anchor, "page": "rules"}


def _row_name(row: dict[str, Any], lang: str) -> str:
    return translate(name_of(RuleSet.from_json(row["ruleset"])), lang)


def _situation(request: Request, lang: str) -> c.SituationReply:
    """A described situation (JSON, or the query string of a shared link) under every system."""
    if "query" in request:
        situation = decode_situation(request["query"])
    else:
        situation = situation_from_json(request.get("situation"))
    rows: list[c.SituationRow] = []
    for row in verdicts(situation, _rules_list(request)):
        reasons = marked(RuleSet.from_json(row["ruleset"]), row["reasons"])  # our readings said as such
        out = {**row, "name": _row_name(row, lang), "reasons": [_reason(m, lang) for m in reasons]}
        if row.get("ok") and "winners" in row and "points" in row:
            out["summary"] = _text(verdict_summary(RuleSet.from_json(row["ruleset"]), situation.players,
                                                   row["winners"], row["points"]), lang)
        if row.get("ok") and "opener" in row:
            out["summary"] = _text(_opener_summary(row["opener"], row.get("tile")), lang)
        if "moves" in row:
            moves = [Move.parse(m, 12) for m in row["moves"]]
            out["moves"] = [said(m, lang) for m in moves]
            out["allowed"] = _text(Message("settle.allowed", {
                "moves": Listing(tuple(m.said() for m in moves), "or")}), lang)
        rows.append(cast(c.SituationRow, out))
    note = stand_in_note(situation)
    return {"ok": True, "situation": cast(c.Situation, situation.to_json()),
            "query": encode_situation(situation), "note": _text(note, lang) if note else None,
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


def verdict_summary(rules: RuleSet, players: int, winners: Sequence[int], points: int) -> Message:
    """Who wins a hand and what the winning side scores, as one sentence: every winner named
    (with the verb in the plural for several), or the team with its players, or nobody. The
    winners are said as the hand's own reasons say them (``win.players``, ``win.team``), so that
    a row of the settler words them once.

    >>> from .core.rules import PRESETS
    >>> verdict_summary(PRESETS["draw"], 3, [2, 0], 9).english()
    'Players 1 and 3 win the hand and score 9 points each.'
    >>> verdict_summary(PRESETS["partnership"], 4, [0, 2], 0).english()
    'Team 1 (players 1 and 3) wins the hand.'
    >>> verdict_summary(PRESETS["block"], 2, [], 0).english()
    'Nobody wins the hand.'
    """
    if not winners:
        return Message("score.no-winner", {})
    sides = teams(rules, players)
    team = next((i for i, seats in enumerate(sides or []) if sorted(winners) == seats), None)
    said: dict[str, ParamValue]
    if sides is not None and team is not None:
        first, second = sides[team]
        said = {"team": team + 1, "first": first + 1, "second": second + 1}
        kind, with_points = "win.team", "score.team-won-hand-points"
    else:
        said = {"players": Listing(tuple(seat + 1 for seat in sorted(winners)))}
        kind, with_points = "win.players", "win.players-points"
    if not rules.scores_points:
        return Message(kind, said)
    return Message(with_points, {**said, "points": Message("say.points", {"points": points})})


def _verdict(verdict: dict[str, Any] | None, rules: RuleSet, players: int, lang: str) -> c.Verdict | None:
    """A hand's winners and points (``outcome.Verdict``) with the sentence that says them."""
    if verdict is None:
        return None
    return {"winners": verdict["winners"], "points": verdict["points"],
            "summary": _text(verdict_summary(rules, players, verdict["winners"], verdict["points"]), lang)}


def _record_of(request: Request) -> Any:
    """The request's game record: an object, or the JSON text a reader pasted (read as data)."""
    record = request.get("record")
    return loads(record) if isinstance(record, str) else record


def _compare(request: Request, lang: str) -> c.CompareReply:
    """A game record replayed under every system; where they first part."""
    record = _record_of(request)
    rows = compare(record, _rules_list(request))
    game = game_from_record(record)
    out: list[c.CompareRow] = [
        {"rules": row["rules"], "base": row["base"], "name": _row_name(row, lang),
         "follows": row["follows"], "stops": row["stops"],
         "summary": _text(_record_summary(row["stops"], len(game.history)), lang),
         "verdict": _verdict(row["verdict"], RuleSet.from_json(row["ruleset"]), game.players, lang),
         "reasons": [_reason(m, lang) for m in row["reasons"]]} for row in rows]
    return {"ok": True, "rows": out, "first_difference": first_difference(rows),
            "record": to_record(game), "moves": len(game.history)}


def _replay_step(request: Request, lang: str) -> c.ReplayReply:
    """The recorded game after ``steps`` moves under ``rules`` (the record's own by default):
    the board, every move so far explained, and on request best play from there."""
    record = _record_of(request)
    rules = request.get("rules")
    game, allowed = replay(record, _int(request, "steps", 0), rules)
    steps = len(game.history)
    reply: c.ReplayReply = {
        "ok": True, "line": game.line_text(), "line_tiles": [(a, b) for a, b in game.line],
        "hands": [[str(t) for t in hand] for hand in game.hands],
        "boneyard": len(game.boneyard), "to_move": game.to_move, "steps": steps,
        "total": allowed, "over": game.ended is not None,
        "events": [_text(game.explain(i), lang) for i in range(steps)],
        "opening": _text(game.opening_reason, lang), "stock": _stock(game, lang)}
    if request.get("best"):
        best = best_play(record, steps, rules)
        rules_now, players = game.rules, game.players
        line = [Move.parse(m, 12) for m in best["line"]]
        in_words = said_line(line, best["movers"])  # "Player 1 plays 6-3 on the right, Player 2 draws"
        words = (Message("settle.best-line" if best["steps"] else "settle.best-line-deal",
                         {"steps": best["steps"], "line": in_words})
                 if line else Message("settle.best-line-none", {"steps": best["steps"]}))
        reply["best"] = {"steps": best["steps"], "line": [said(m, lang) for m in line],
                         "summary": _text(words, lang),
                         "verdict": _verdict(best["verdict"], rules_now, players, lang),
                         "recorded": _verdict(best["recorded"], rules_now, players, lang),
                         "result": _best_result(best["verdict"], best["recorded"], rules_now, players, lang),
                         "reasons": _texts(best["reasons"], lang)}
    return reply


def _best_result(best: dict[str, Any] | None, recorded: dict[str, Any] | None, rules: RuleSet, players: int,
                 lang: str) -> c.Text | None:
    """Whether best play from a move on changes the recorded result, as one message: the same,
    or both results said in full (``None`` when the record or best play stops before the end)."""
    if best is None or recorded is None:
        return None
    if best == recorded:
        return _text(Message("settle.best-same", {}), lang)
    return _text(Message("settle.best-changes", {
        "best": verdict_summary(rules, players, best["winners"], best["points"]),
        "played": verdict_summary(rules, players, recorded["winners"], recorded["points"])}), lang)


def _translate(request: Request, lang: str) -> c.TranslateReply:
    ids = request.get("ids")
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise BadRecord("error.record-field", field="ids")
    texts: dict[str, str | c.PluralText] = {}
    for msgid in ids:
        text = browser_text(msgid, lang)
        texts[msgid] = cast(c.PluralText, text) if isinstance(text, dict) else text or msgid
    return {"ok": True, "texts": texts}


def _maybe_texts(messages: Any, lang: str) -> Any:
    """Messages in JSON form (or one, or ``None``) with their text in ``lang`` added."""
    if messages is None:
        return None
    if isinstance(messages, dict):
        return _from_json(messages, lang)
    return [_maybe_texts(m, lang) for m in messages]


def _rules_of(request: Request) -> RuleSet:
    """The request's rules: as in a record, or the settler's ``preset,field:value`` (``c``)."""
    if isinstance(request.get("c"), str):
        return custom_rules(request["c"])
    return RuleSet.from_json(request.get("rules"))


def _rules_info(request: Request, lang: str) -> c.RulesReply:
    """A rule set as the score pad sets it up: every field, its name, its short form, the target."""
    rules = _rules_of(request)
    players = _int(request, "players", default_players(rules))
    return {"ok": True, "rules": rules.for_record(), "fields": _fields(rules), "c": custom_text(rules),
            "name": translate(name_of(rules), lang), "target": rules.target_for(players),
            "target_adjustable": rules.target_adjustable, "single_hand": rules.single_hand,
            "teams": teams(rules, players), "scores_points": rules.scores_points,
            "tiles": [str(tile) for tile in full_set(rules.max_pip)],
            "players_min": rules.min_players, "players_max": rules.max_players,
            "last_question": _text(Message(f"ask.{rules.last_mover}", {}), lang)}


# The custom-rules form: the fields it asks for, in order, and the bounds of the numbers.
_FORM_FIELDS = ("hand_size", "undealt", "reserve", "first_opener", "no_double", "opener_plays_double",
                "later_opener", "direction", "draw", "when_able", "blocked_when", "blocked_winner",
                "last_mover", "tie", "going_out", "out_points", "blocked_points", "teams",
                "target_points", "target_hands", "target_tie", "min_players", "max_players")
_BOUNDS = {"hand_size": (0, 14), "target_points": (0, 999), "target_hands": (1, 99),
           "reserve": (0, 28), "min_players": (2, 12), "max_players": (2, 12)}


def _schema(request: Request, lang: str) -> c.SchemaReply:
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
                       "choices": choices, "choice_labels": labels, "minimum": low, "maximum": high})
    return {"ok": True, "fields": fields, "presets": list(PRESET_IDS),
            "languages": cast(list[c.Lang], list(LANGUAGES))}


def _parse_move(request: Request, lang: str) -> c.ParseMoveReply:
    """A move as a reader types it ("6-4 left", "draw"), checked and said back."""
    text = request.get("text")
    if not isinstance(text, str):
        raise BadRecord("error.record-field", field="text")
    return {"ok": True, "move": said(Move.parse(text, _int(request, "max_pip", 6)), lang)}


def _score(request: Request, lang: str) -> c.ScoreReply:
    """One hand on the score pad: who won, the points and why, and the settler's address."""
    rules = _rules_of(request)
    hand = read_hand(rules, _int(request, "players", 2), request.get("hand"))
    result = score_entry(rules, hand).to_json()
    return cast(c.ScoreReply, {"ok": True, **result, "reasons": _maybe_texts(result["reasons"], lang),
                               "settle": settle_query(rules, hand)})


def _score_match(request: Request, lang: str) -> c.ScoreMatchReply:
    """A whole match on the score pad: every hand, the totals, who opens next, the result, the CSV."""
    result = score_match(request.get("match"))
    for row in result["hands"]:
        row["reasons"] = _maybe_texts(row["reasons"], lang)
        row["summary"] = _maybe_texts(row["summary"], lang)
        row["opening"] = _maybe_texts(row["opening"], lang)
        row["standing"] = _maybe_texts(row["standing"], lang)
    reply = cast(c.ScoreMatchReply, {"ok": True, **result, "verdict": _maybe_texts(result["verdict"], lang),
                                     "name": translate(name_of(RuleSet.from_json(result["rules"])), lang),
                                     "play_on": _maybe_texts(result["play_on"], lang),
                                     "last_question": _text(Message(f"ask.{result['last_mover']}", {}), lang),
                                     "next_opening": _maybe_texts(result["next_opening"], lang)})
    reply["csv"] = match_csv(reply, lang)
    return reply


def _json_fields(changes: dict[str, Any]) -> dict[str, Any]:
    """Rule fields as the rules' JSON has them: size tables keyed by player count."""
    return {name: {str(players): amount for players, amount in value}
            if name in ("hand_size", "target_points") else value for name, value in changes.items()}


def _sheet(request: Request, lang: str) -> c.SheetReply:
    """Our table's rules: the one-page sheet of a rule set for some players, in the reader's
    language, and the open questions a table answers before the first hand."""
    rules = _rules_of(request)
    players = _int(request, "players", default_players(rules))
    sections: list[c.SheetSection] = [
        {"id": cast(c.SheetSectionId, section.id), "title": _text(section.title, lang),
         "statements": [_text(statement.message, lang) for statement in section.statements]}
        for section in rules_sheet(rules, players)]
    asked: list[c.SheetQuestion] = [
        {"field": question.field, "label": _text(question.label, lang),
         "options": [{"value": option.value, "label": _text(option.label, lang),
                      "sources": [{"name": _text(source.name, lang), "anchor": source.anchor}
                                  for source in cited(option.sources)],
                      "mark": option.mark, "changes": _json_fields(option.changes)}
                     for option in question.options],
         "answer": question.answer, "anchor": question.anchor}
        for question in sheet_questions(rules, players)]
    short = custom_text(rules)
    return {"ok": True, "name": translate(name_of(rules), lang), "players": players,
            "sections": sections, "questions": asked, "c": short,
            "link_query": f"c={short}&p={players}"}


OPERATIONS: dict[str, Callable[[Request, str], Any]] = {
    "new": _new, "move": _move, "hint": _hint, "review": _review,
    "presets": _presets, "rules": _rules_info, "schema": _schema, "parse_move": _parse_move,
    "translate": _translate, "settle": _settle, "situation": _situation, "compare": _compare,
    "replay": _replay_step, "mistake": _mistake,
    "tutorial_state": _tutorial_state, "tutorial_grade": _tutorial_grade,
    "tutorial_solution": _tutorial_solution, "tutorial_hint": _tutorial_hint,
    "score": _score, "score_match": _score_match,
    "sheet": _sheet,
}
assert OPERATIONS.keys() == c.OPERATIONS.keys()


def _refusal(message: Message, text: str, error: DominoError | None = None) -> c.ErrorReply:
    said: c.Text = {"id": message.id, "params": dict(message.params), "text": text}
    reply: c.ErrorReply = {"ok": False, "error": said}
    if error is not None:
        if error.hand is not None:
            reply["hand"] = error.hand
        if error.seat is not None:
            reply["seat"] = error.seat
        if error.field is not None:
            reply["field"] = error.field
    return reply


def handle(request: Any) -> dict[str, Any]:
    """Answer one request object; bad input, and anything unexpected, becomes ``{"ok": false, …}``.

    >>> handle({"op": "tutorial_state", "tutorial": 7, "lang": "sv"})["ok"]
    False
    """
    lang = _lang(request) if isinstance(request, dict) else "en"
    try:
        if not isinstance(request, dict) or request.get("op") not in OPERATIONS:
            op = request.get("op") if isinstance(request, dict) else request
            raise BadRecord("error.unknown-operation", op=str(op)[:40])
        return cast(dict[str, Any], OPERATIONS[request["op"]](request, lang))
    except DominoError as error:
        return cast(dict[str, Any], _refusal(error.message, describe(error, lang), error))
    except Exception:  # noqa: BLE001 - the page gets a sentence, never a Python traceback
        message = Message("error.internal", {"op": str(request.get("op"))[:40]})
        return cast(dict[str, Any], _refusal(message, translate(message, lang)))


def handle_json(text: str) -> str:
    """Answer one JSON request with one JSON reply."""
    try:
        request = loads(text)
    except DominoError as error:
        return json.dumps(_refusal(error.message, describe(error, "en")), ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)
