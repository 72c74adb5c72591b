"""Marking a reader's reply to a puzzle (one grader per question), the solution and the hint,
each said as whole messages."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from ...core.moves import PLAY, Move, said_line
from ...core.outcome import Verdict
from ...core.tiles import Tile, pip_total
from ...players.solver import solve
from ...words.errors import BadRecord
from ...words.message import Listing, Message, seat_params
from .answers import counted_hand, game_won
from .board import end_state, later_opener_of, position, seat_of, transcript
from .model import ACTIONS, Dispute, Example, Puzzle, Question, Tutorial

Graded = tuple[bool, list[Message]]


def _bad_reply(field: str) -> BadRecord:
    """A reply of the wrong shape; ``field`` stays in the error's parameters for a program, the
    reader's sentence does not name it (review-de E4)."""
    return BadRecord("error.bad-reply", field=field)


def _seat_or_none(reply: dict[str, Any]) -> int | None:
    seat = reply.get("seat")
    if seat is not None and type(seat) is not int:
        raise _bad_reply("seat")
    return seat


def _grade_playable(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
    """A "which tiles can be played" reply: how many tiles it got wrong and how many it missed."""
    tiles = reply.get("tiles")
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        raise _bad_reply("tiles")
    answer = cast(frozenset[Tile], tutorial.answer)
    chosen = {Tile.parse(t, tutorial.rules.max_pip) for t in tiles}
    wrong, missed = len(chosen - answer), len(answer - chosen)
    said = ([Message("feedback.playable-wrong", {"count": wrong})] if wrong else []) + (
        [Message("feedback.playable-missed", {"count": missed})] if missed else [])
    return not said, said


def points_with(tutorial: Puzzle, players: int) -> list[bool]:
    """Which answers to a "who wins" puzzle are sent with the points, each seat's (from 0) and
    then "nobody": a winner's where the rules score points (:attr:`RuleSet.scores_points`), never
    "nobody" (nobody scores); the others are sent with ``points: null``.

    >>> from . import read
    >>> points_with(read({"id": "t", "rules": "draw", "kind": "puzzle", "question": "winner",
    ...                   "answer": {"winners": [0], "points": 5}, "difficulty": 1,
    ...                   "end": {"hands": [[], ["3-2"]], "line": ["6-6"], "end": "out", "last": 0},
    ...                   "covers": ["out-points"]}), 2)
    [True, True, False]
    """
    return [_asks_points(tutorial, seat) for seat in (*range(players), None)]


def _asks_points(tutorial: Puzzle, seat: int | None) -> bool:
    return seat is not None and tutorial.question == "winner" and tutorial.rules.scores_points


def _grade_winner(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
    """A "who wins, and how many points" reply: the side first, then the points where they are
    asked (:func:`points_with`; ``null`` otherwise)."""
    answer = cast(Verdict, tutorial.answer)
    seat, points = _seat_or_none(reply), reply.get("points")
    if "points" not in reply or (points is not None and type(points) is not int):
        raise _bad_reply("seat")
    right_side = seat in answer.winners if seat is not None else not answer.winners
    if not right_side:
        return False, [Message("feedback.winner", {})]
    if not answer.winners:
        return True, []
    if points is None and _asks_points(tutorial, seat):
        raise _bad_reply("seat")
    if points is not None and points != answer.points:
        return False, [Message("feedback.points", {})]
    return True, []


def _grade_target(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
    seat, answer = _seat_or_none(reply), cast(tuple[int, ...], tutorial.answer)
    return (seat in answer) if seat is not None else not answer, []


def _grade_number(key: str) -> Callable[[Puzzle, dict[str, Any]], Graded]:
    def grade_number(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
        value = reply.get(key)
        if type(value) is not int:
            raise _bad_reply(key)
        return value == tutorial.answer, []
    return grade_number


def _grade_action(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
    actions = reply.get("actions")
    if not isinstance(actions, list) or not set(actions) <= set(ACTIONS):
        raise _bad_reply("actions")
    return frozenset(actions) == tutorial.answer, []


def _grade_move(tutorial: Puzzle, reply: dict[str, Any]) -> Graded:
    game = position(tutorial)
    move = game.canonical(Move.from_json(reply.get("move"), tutorial.rules.max_pip))
    if move not in game.legal_moves():
        game.play(move)  # raises IllegalMove, which says why
    if move in cast(frozenset[Move], tutorial.answer):
        return True, []
    return False, [move.said("feedback.not-best-move")]


GRADERS: dict[Question, Callable[[Puzzle, dict[str, Any]], Graded]] = {
    "playable": _grade_playable, "winner": _grade_winner, "target": _grade_target,
    "opener": _grade_number("seat"), "pips": _grade_number("pips"), "action": _grade_action,
    "play-to-win": _grade_move,
}


def grade(tutorial: Tutorial, reply: Any) -> Graded:
    """Mark a reader's reply to a puzzle: right or wrong, and what to tell them.

    Replies: ``{"tiles": [...]}``, ``{"seat": n}`` (opener; target, ``None`` for nobody yet),
    ``{"pips": n}``, ``{"seat": n or None, "points": n or None}``, ``{"move": {...}}`` (a
    bridge move) and ``{"actions": [...]}``. A reply of the wrong shape raises :class:`BadRecord`.
    """
    if not isinstance(tutorial, Puzzle) or not isinstance(reply, dict):
        raise _bad_reply("reply")
    return GRADERS[tutorial.question](tutorial, reply)


def feedback_line(tutorial: Puzzle, correct: bool, feedback: Sequence[Message]) -> Message:
    """What the page says after a reply, as one message: right, or "not right yet" with the
    tutorial's own advice (``tutorial.<id>.wrong``) and the engine's reason (:func:`grade`'s
    feedback), if any.

    >>> from ...core.rules import PRESETS
    >>> puzzle = Puzzle("demo", PRESETS["draw"], 1, None, {}, 0, None, ("pips",), "pips", 9)
    >>> feedback_line(puzzle, False, []).to_json()
    {'id': 'feedback.wrong', 'params': {'advice': {'id': 'tutorial.demo.wrong', 'params': {}}}}
    """
    if correct:
        return Message("feedback.right", {})
    advice = Message(f"tutorial.{tutorial.id}.wrong", {})
    if not feedback:
        return Message("feedback.wrong", {"advice": advice})
    if len(feedback) == 2:  # tiles that do not fit and tiles left out: one message, ordered by each language
        because = Message("feedback.playable-both", {"wrong": feedback[0], "missed": feedback[1]})
    else:
        because = feedback[0]
    return Message("feedback.wrong-because", {"advice": advice, "because": because})


def _solution_of(tutorial: Puzzle) -> list[Message]:
    question = tutorial.question
    if question == "playable":
        tiles = Listing(tuple(sorted(map(str, cast(frozenset[Tile], tutorial.answer)), reverse=True)))
        return [Message("solution.playable", {"tiles": tiles})]
    if question == "opener" and tutorial.previous is not None:
        return [later_opener_of(tutorial, position(tutorial).players)[1]]
    if question == "opener":
        return [position(tutorial).opening_reason]
    if question == "pips":
        hand = counted_hand(tutorial)
        sum_text = Listing(tuple(t.pips for t in hand) or (0,), "sum")
        return [Message("solution.pips", {**seat_params(seat_of(tutorial)), "sum": sum_text,
                                          "pips": pip_total(hand)})]
    if question == "winner":
        return list(end_state(tutorial).score(tutorial.rules).reasons)
    if question == "action":
        actions = cast(frozenset[str], tutorial.answer)
        return [Message(f"solution.{action}", {}) for action in ACTIONS if action in actions]
    if question == "target":
        return [*end_state(tutorial).score(tutorial.rules).reasons, game_won(tutorial)[1]]
    game = position(tutorial)
    found = solve(game)
    moves = sorted(cast(frozenset[Move], tutorial.answer), key=str)
    best = Listing(tuple(move.said() for move in moves), "or")
    out = [Message("solution.best", {"moves": best})]
    if len(found.line) > 1:
        line = said_line(found.line, game.movers(found.line))
        out.append(Message("solution.best-play", {"line": line}))
    return out


def solution(tutorial: Tutorial) -> list[Message]:
    """The answer in words, as messages (for "show the solution")."""
    if isinstance(tutorial, Example):
        return transcript(tutorial)
    if isinstance(tutorial, Dispute):
        return list(end_state(tutorial).score(tutorial.rules).reasons)
    return _solution_of(tutorial)


def hint(tutorial: Tutorial) -> list[Message]:
    """What the engine adds to the written hint: for "play to win", one best move, in words."""
    if tutorial.question != "play-to-win":
        return []
    best = solve(position(tutorial)).best
    if best is None:  # pragma: no cover - a play-to-win puzzle is never over (check())
        return []
    if best.kind != PLAY:
        return [Message(f"hint.best-{best.kind}", {})]
    return [Message(f"hint.best-play-{best.end}" if best.end else "hint.best-lead", {"tile": str(best.tile)})]
