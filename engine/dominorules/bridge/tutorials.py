"""The tutorials' operations: ``tutorial_state``, ``tutorial_grade``, ``tutorial_solution`` and
``tutorial_hint``."""

from __future__ import annotations

from typing import cast

from .. import contract as c
from ..core.position import said_position
from ..features.tutorial import Puzzle, Tutorial, feedback_line, grade, solution
from ..features.tutorial import hint as tutorial_hint
from ..features.tutorial import position as tutorial_position
from ..features.tutorial import read as read_tutorial
from ..features.tutorial import state as tutorial_state
from ..words.errors import BadRecord
from .common import Handler, said, stock_of, text_of, texts_of
from .verdict import verdict_reply


def board_of(tutorial: Tutorial, steps: int, lang: str) -> c.TutorialStateReply:
    """A tutorial's board after ``steps`` steps, in words (the state reply; the build embeds
    it without ``ok``, ``opening`` and ``explained`` as :class:`~dominorules.contract.TutorialBoard`)."""
    shown = tutorial_state(tutorial, steps)
    legal: list[c.MoveSaid] = []
    if tutorial.question == "play-to-win":
        legal = [said(m, lang) for m in tutorial_position(tutorial).legal_moves()]
    opening, open_ends = shown["opening"], shown["open_ends"]
    return cast(c.TutorialStateReply, {
        "ok": True, **shown, "legal": legal,
        "line_tiles": [tuple(int(half) for half in tile.split("-")) for tile in shown["line"]],
        "explained": texts_of(shown["explained"], lang),
        "outcome": verdict_reply(shown["outcome"], tutorial.rules, len(shown["hand_sizes"]), lang),
        "stock": stock_of(tutorial.rules, shown["boneyard"], lang) if shown["boneyard"] else None,
        "open_ends": text_of(open_ends, lang) if open_ends is not None else None,
        "spoken": texts_of(said_position([(int(a), int(b)) for a, b in (t.split("-") for t in shown["line"])],
                                         shown["hands"], shown["hand_sizes"]), lang),
        "opening": text_of(opening, lang) if opening is not None else None})


def _tutorial_state(request: c.TutorialStateRequest, lang: str) -> c.TutorialStateReply:
    """A tutorial's board after some steps, in words."""
    return board_of(read_tutorial(request["tutorial"]), request.get("steps", 0), lang)


def _tutorial_grade(request: c.TutorialGradeRequest, lang: str) -> c.TutorialGradeReply:
    tutorial = read_tutorial(request["tutorial"])
    if not isinstance(tutorial, Puzzle):
        raise BadRecord("error.bad-reply", field="reply")
    correct, feedback = grade(tutorial, request["reply"])
    return {"ok": True, "correct": correct, "feedback": texts_of(feedback, lang),
            "feedback_text": text_of(feedback_line(tutorial, correct, feedback), lang)}


def _tutorial_solution(request: c.TutorialSolutionRequest, lang: str) -> c.TutorialSolutionReply:
    return {"ok": True, "solution": texts_of(solution(read_tutorial(request["tutorial"])), lang)}


def _tutorial_hint(request: c.TutorialHintRequest, lang: str) -> c.TutorialHintReply:
    hints = tutorial_hint(read_tutorial(request["tutorial"]))
    return {"ok": True, "hint": texts_of(hints, lang),
            "hint_text": text_of(hints[0], lang) if hints else None}


OPERATIONS: dict[str, Handler] = {
    "tutorial_state": _tutorial_state,
    "tutorial_grade": _tutorial_grade,
    "tutorial_solution": _tutorial_solution,
    "tutorial_hint": _tutorial_hint,
}
