"""The play block's operations: ``new`` deals (a hand, or the next hand of a match), ``move``
plays the reader's move and the computer players' replies, ``hint`` says what the strong player
would do, ``review`` rates a finished hand's moves, ``mistake`` serves one of the reader's own
mistakes as a puzzle (Your puzzles)."""

from __future__ import annotations

from typing import cast

from .. import contract as c
from ..core.game import Game
from ..core.match import hand_points, hand_seed, score_rows, standing
from ..core.moves import PLAY, Move, said_line
from ..core.opening import later_opener
from ..core.position import said_position, said_sizes
from ..core.readings import marked
from ..core.rule_names import name_of
from ..core.rules import RuleSet
from ..formats.record import game_from_record, to_record
from ..players.levels import advise, choose, position_rng
from ..players.mistake_puzzle import grade as grade_mistake
from ..players.mistake_puzzle import hint as mistake_hint
from ..players.mistake_puzzle import puzzle_json, read_puzzle
from ..players.mistake_puzzle import solution as mistake_solution
from ..players.mistakes import judges, mistakes
from ..players.review import VERDICTS, ReviewEntry, review
from ..players.selfplay import default_players
from ..players.solver import sides
from ..words.errors import BadPosition, BadRecord
from ..words.i18n import translate
from ..words.message import Message, ParamValue
from .common import (
    Handler,
    decimal,
    move_json,
    opening_said,
    read_record,
    said,
    stock,
    teams,
    text_of,
    texts_of,
)
from .settler import linked_parts


def _bots_move(game: Game, human: int, level: str, seed: int) -> None:
    while game.ended is None and game.to_move != human:
        game.play(choose(game, game.to_move, level, position_rng(seed, game)))


def _human(human: int, game: Game) -> int:
    """The reader's seat, one of the table's."""
    if not 0 <= human < game.players:
        raise BadPosition("error.bad-seat", seat=str(human)[:40], players=game.players)
    return human


def _match_in(match: c.MatchIn | None, seed: int, players: int) -> c.MatchNext | None:
    """The match a hand belongs to, as the request gives it (its shape checked at the door; here
    whether it fits the table: a score per player, seats that are at it)."""
    if match is None:
        return None
    scores = match.get("scores", [0] * players)
    if len(scores) != players:
        raise BadRecord("error.bad-match", field="scores")
    hands = match.get("hands", 0)
    if hands < 0:
        raise BadRecord("error.bad-match", field="hands")
    opener = match.get("previous_opener", 0)
    if not 0 <= opener < players:
        raise BadRecord("error.bad-match", field="previous_opener")
    winners = match.get("previous_winners", [])
    if not all(0 <= w < players for w in winners):
        raise BadRecord("error.bad-match", field="previous_winners")
    history = match.get("history", [])
    if ("history" in match and len(history) != hands) or not all(len(row) == players for row in history):
        raise BadRecord("error.bad-match", field="history")
    return {"scores": scores, "hands": hands, "previous_opener": opener,
            "previous_winners": winners, "seed": match.get("seed", seed), "history": history}


def _row_name(seats: list[int], index: int, human: int, teams: bool) -> Message:
    """A score row's name: the team with its players, the reader, or another player."""
    if teams:
        return Message("match.row-team", {"team": index + 1, "first": seats[0] + 1, "second": seats[1] + 1})
    return Message("match.row-you" if seats[0] == human else "match.row-player", {"player": seats[0] + 1})


def _match_title(target: int, target_hands: int) -> Message:
    """The score table's title: the points to reach, else the hands to play, else just the score."""
    if target:
        return Message("match.title-target", {"target": target})
    if target_hands > 1:
        return Message("match.title-hands", {"hands": target_hands})
    return Message("match.title-score", {})


def _match_out(match: c.MatchNext, game: Game, human: int, lang: str) -> c.MatchState:
    result = game.outcome()
    state = standing(game.rules, game.players, match["scores"], match["hands"], result)
    scores, winners = cast(list[int], state["scores"]), cast(list[int], state["winners"])
    verdict, hands = cast(Message | None, state["verdict"]), cast(int, state["hands"])
    over = bool(state["over"])
    history = list(match["history"])
    if result is not None:
        history.append(hand_points(game.rules, game.players, result))
    after: c.MatchNext | None = None
    if result is not None and not over:
        after = {"scores": list(scores), "hands": hands, "previous_opener": game.opener,
                 "previous_winners": list(result.winners), "seed": match["seed"], "history": history}
    partners = teams(game.rules, game.players)
    sides = partners or [[seat] for seat in range(game.players)]
    rows: list[c.MatchRow] = [
        {"seats": seats, "name": text_of(_row_name(seats, index, human, bool(partners)), lang),
         "points": points, "total": total}
        for index, (seats, points, total) in enumerate(score_rows(sides, history, scores))]
    target, target_hands = cast(int, state["target"]), cast(int, state["target_hands"])
    return {"scores": list(scores), "target": target,
            "target_hands": target_hands, "single_hand": game.rules.single_hand,
            "hands": hands, "hand": match["hands"] + 1, "rows": rows,
            "title": text_of(_match_title(target, target_hands), lang), "over": over,
            "winners": list(winners),
            "verdict": text_of(verdict, lang) if verdict is not None else None, "next": after}


def _outcome(game: Game, lang: str) -> c.Outcome | None:
    result = game.outcome()
    if result is None:
        return None
    # each reading or choice of ours marked, as the settler, the pad and the command line mark it
    reasons = texts_of(marked(game.rules, result.reasons), lang)
    out: c.Outcome = {"end": cast(c.Ending, result.end), "winners": list(result.winners),
                      "points": {str(seat): pts for seat, pts in result.points.items()},
                      "pips": {str(seat): pips for seat, pips in result.pips.items()},
                      "reasons": reasons, "text": [reason["text"] for reason in reasons]}
    if result.team_points is not None:
        out["team_points"] = {str(team): pts for team, pts in result.team_points.items()}
    return out


def _board(game: Game, human: int, since: int, lang: str) -> c.BoardReply:
    history = game.history
    events: list[c.Event] = [{"seat": history[i].seat, "move": move_json(history[i].move),
                              **text_of(game.explain(i), lang)} for i in range(since, len(history))]
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
        "ends": (game.ends[0], game.ends[1]) if game.ends else None,
        "hand": [str(tile) for tile in game.hands[human]],
        "hand_sizes": [len(hand) for hand in game.hands],
        "boneyard": len(game.boneyard),
        "drawable": game.drawable,
        "draws": game.rules.draws,
        "stock": stock(game, lang),
        "sizes_said": texts_of(said_sizes([len(hand) for hand in game.hands]), lang),
        "spoken": texts_of(said_position(game.line, [[str(t) for t in hand] if seat == human else None
                                                     for seat, hand in enumerate(game.hands)],
                                         [len(hand) for hand in game.hands]), lang),
        "to_move": game.to_move,
        "opening": text_of(opening_said(game), lang),
        "legal": [said(m, lang) for m in game.legal_moves()] if game.to_move == human else [],
        "events": events,
        "over": game.ended is not None,
        "outcome": _outcome(game, lang),
    }


def _new(request: c.NewRequest, lang: str) -> c.BoardReply:
    rules = RuleSet.from_json(request["rules"])
    players = request.get("players", default_players(rules))
    level = request.get("level", "beginner")
    seed = request.get("seed", 0)
    match = _match_in(request.get("match"), seed, players)
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
    human = _human(request.get("human", 0), game)
    _bots_move(game, human, level, seed)
    reply = _board(game, human, 0, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, human, lang)
    return reply


def _move(request: c.MoveRequest, lang: str) -> c.BoardReply:
    game = game_from_record(request["record"])
    human = _human(request.get("human", 0), game)
    level = request.get("level", "beginner")
    seed = request.get("seed", 0)
    match = _match_in(request.get("match"), seed, game.players)
    since = len(game.history)
    if game.to_move == human or game.ended is not None:
        game.play(Move.from_json(request["move"], game.rules.max_pip))
    _bots_move(game, human, level, seed)
    reply = _board(game, human, since, lang)
    if match is not None:
        reply["match"] = _match_out(match, game, human, lang)
    return reply


def _hint(request: c.HintRequest, lang: str) -> c.HintReply:
    """What the strong player would do for the human now, and why."""
    game = game_from_record(read_record(request["record"]))
    human = _human(request.get("human", 0), game)
    advice = advise(game, human, position_rng(request.get("seed", 0), game))
    move = advice.move
    kind = move.kind if move.kind != PLAY else (move.end or "lead")
    params: dict[str, ParamValue] = {"reason": advice.reason}
    if move.kind == PLAY:
        params["tile"] = str(move.tile)
    return {"ok": True, "move": said(move, lang), "reason": text_of(advice.reason, lang),
            "advice": text_of(Message(f"hint.strong-{kind}", params), lang)}


def _review_entry(entry: ReviewEntry, rules: RuleSet, against: bool, lang: str) -> c.ReviewEntry:
    """One reviewed move for the page; ``against``: with three or more sides, where the face-up
    line has the others all play against the reviewed seat (:mod:`dominorules.players.solver`)."""
    cost: c.Text | None = None
    if entry.verdict == "unrated":  # a draw or a pass by choice: why it has no cost
        cost = text_of(Message(f"review.unrated-{entry.played.kind}", {}), lang)
    elif entry.verdict not in ("best", "forced"):
        cost = (text_of(Message("review.cost-points", {"points": decimal(entry.loss, lang)}), lang)
                if rules.scores_points else
                text_of(Message("review.cost-hands", {"amount": decimal(entry.loss, lang)}), lang))
    after = "review.line-yours" if entry.verdict in ("best", "forced") else "review.line-best"
    after += "-against" if against else ""
    rest = text_of(Message("review.line-too-long", {}), lang) if entry.line_end == "too-long" else None
    line = said_line(entry.best_line, entry.line_movers)  # "Player 1 plays 4-2 on the left, Player 2 draws"
    return {"index": entry.index, "played": said(entry.played, lang), "best": said(entry.best, lang),
            "played_value": round(entry.played_value, 3), "best_value": round(entry.best_value, 3),
            "loss": round(entry.loss, 3), "verdict": cast(c.ReviewVerdict, entry.verdict),
            "verdict_text": translate(f"verdict.{entry.verdict}", lang),
            "same": (entry.best == entry.played
                     or said(entry.best, lang)["text"] == said(entry.played, lang)["text"]),
            "cost": cost,
            "line_intro": text_of(Message(after, {}), lang),
            "best_line": [said(move, lang) for move in entry.best_line], "line_rest": rest,
            "line": text_of(Message("review.line", {"moves": line}), lang)}


def _review(request: c.ReviewRequest, lang: str) -> c.ReviewReply:
    """Each of the human's moves against the strong player's, with the face-up line after
    the recommended move, and a summary that leaves forced moves out of the counts."""
    game = game_from_record(read_record(request["record"]))
    human = _human(request.get("human", 0), game)
    seed = request.get("seed", 0)
    entries = review(game, human, seed)
    verdicts = [entry.verdict for entry in entries]
    counts: dict[str, str | int] = {v: verdicts.count(v) for v in VERDICTS}
    # "with no choice in 0" says nothing: a hand with no forced move gets its own sentence, and
    # one with draws or passes by choice (not rated) another
    key = ("review.summary-unrated" if counts["unrated"] else
           "review.summary" if counts["forced"] else "review.summary-all-chosen")
    summary = Message(key, {"moves": len(entries), **counts})
    against = sides(game.rules, game.players) > 2
    found = mistakes(game, human, seed, entries)  # the same evaluations
    record = to_record(game)
    said_count = (Message("mistake.count", {"count": len(found)}) if found
                  else Message("mistake.count-none", {}) if judges(game)
                  else Message("mistake.count-two-sides", {}))
    return {"ok": True, "entries": [_review_entry(entry, game.rules, against, lang) for entry in entries],
            "summary": text_of(summary, lang),
            "puzzles": [cast(c.Mistake, puzzle_json(record, puzzle)) for puzzle in found],
            "puzzles_said": text_of(said_count, lang),
            "puzzles_linked": (linked_parts(Message("mistake.count-linked", {"count": len(found)}),
                                            Message("mistake.puzzles-link", {}), lang) if found
                               else [{"text": translate(said_count, lang), "link": False}])}


def _mistake(request: c.MistakeRequest, lang: str) -> c.MistakeReply:
    """A puzzle made of one of the reader's own moves: the position as they saw it (their own
    hand face up), the legal moves, and on request a reply graded, a hint or the solution."""
    game, puzzle = read_puzzle(request["puzzle"])
    seat = puzzle.seat
    position: c.MistakePosition = {
        "line": game.line_text(), "line_tiles": [(a, b) for a, b in game.line],
        "hands": [[str(t) for t in hand] if s == seat else None for s, hand in enumerate(game.hands)],
        "hand_sizes": [len(hand) for hand in game.hands], "boneyard": len(game.boneyard),
        "stock": stock(game, lang), "to_move": game.to_move}
    reply: c.MistakeReply = {
        "ok": True, "system": translate(name_of(game.rules), lang),
        "prompt": text_of(Message("mistake.prompt", {"player": seat + 1}), lang),
        "earlier": text_of(Message("mistake.earlier", {"move": puzzle.played.said()}), lang),
        "position": position, "legal": [said(move, lang) for move in game.legal_moves()]}
    if "reply" in request:
        answer = request["reply"]
        move = (Move.parse(answer, game.rules.max_pip) if isinstance(answer, str)
                else Move.from_json(answer, game.rules.max_pip))
        if move not in game.legal_moves():
            move = game.canonical(move)
        correct, feedback = grade_mistake(puzzle, move)
        reply["correct"], reply["feedback"] = correct, texts_of(feedback, lang)
    if request.get("show") == "hint":
        reply["hint"] = texts_of(mistake_hint(game, seat), lang)
    elif request.get("show") == "solution":
        reply["solution"] = texts_of(mistake_solution(puzzle), lang)
    return reply


OPERATIONS: dict[str, Handler] = {
    "new": _new,
    "move": _move,
    "hint": _hint,
    "review": _review,
    "mistake": _mistake,
}
