"""The tutorials' operations: ``tutorial_state``, ``tutorial_grade``, ``tutorial_solution`` and
``tutorial_hint``."""

from __future__ import annotations

from typing import Any, cast

from .. import contract as c
from ..features.tutorial import grade, solution
from ..features.tutorial import hint as tutorial_hint
from ..features.tutorial import position as tutorial_position
from ..features.tutorial import read as read_tutorial
from ..features.tutorial import state as tutorial_state
from .common import Handler, Request, int_field, said, stock_of, text_of, texts_of
from .verdict import verdict_reply


def _tutorial_of(request: Request) -> Any:
    return read_tutorial(request.get("tutorial"))


def _tutorial_state(request: Request, lang: str) -> c.TutorialStateReply:
    """A tutorial's board after some steps, in words."""
    tutorial = _tutorial_of(request)
    shown = tutorial_state(tutorial, int_field(request, "steps", 0))
    legal: list[c.MoveSaid] = []
    if tutorial.question == "play-to-win":
        legal = [said(m, lang) for m in tutorial_position(tutorial).legal_moves()]
    opening = shown["opening"]
    return cast(c.TutorialStateReply, {
        "ok": True, **shown, "legal": legal,
        "line_tiles": [tuple(int(half) for half in tile.split("-")) for tile in shown["line"]],
        "explained": texts_of(shown["explained"], lang),
        "outcome": verdict_reply(shown["outcome"], tutorial.rules, len(shown["hand_sizes"]), lang),
        "stock": stock_of(tutorial.rules, shown["boneyard"], lang) if shown["boneyard"] else None,
        "opening": text_of(opening, lang) if opening is not None else None})


def _tutorial_grade(request: Request, lang: str) -> c.TutorialGradeReply:
    correct, feedback = grade(_tutorial_of(request), request.get("reply"))
    return {"ok": True, "correct": correct, "feedback": texts_of(feedback, lang)}


def _tutorial_solution(request: Request, lang: str) -> c.TutorialSolutionReply:
    return {"ok": True, "solution": texts_of(solution(_tutorial_of(request)), lang)}


def _tutorial_hint(request: Request, lang: str) -> c.TutorialHintReply:
    return {"ok": True, "hint": texts_of(tutorial_hint(_tutorial_of(request)), lang)}


OPERATIONS: dict[str, Handler] = {
    "tutorial_state": _tutorial_state,
    "tutorial_grade": _tutorial_grade,
    "tutorial_solution": _tutorial_solution,
    "tutorial_hint": _tutorial_hint,
}
