"""Tutorials: worked examples, puzzles and disputes as data, checked by the engine.

A tutorial is a language-neutral mapping (the site keeps one YAML file each in
``tutorials/``; the words live in the gettext catalogs under
``tutorial.<id>.title``, ``.prompt``, for puzzles ``.hint`` and ``.wrong``, and for disputes
``.note``, which says which systems can reach the position)::

    id: draw-pips-source-004        # lower-case words joined by hyphens
    kind: puzzle                    # example | puzzle | dispute
    rules: draw                     # a preset id, or {preset: draw, tie: split}
    difficulty: 1                   # 1 (first steps) to 3 (hard)
    deal:                           # a game record without "format" and "rules":
      hands: [[...], [...]]         #   hands as dealt, boneyard, opener, hand_number,
      moves: [...]                  #   and the moves played before the reader looks
    end: {...}                      # or: an end position (end, hands, last, line)
    seat: 0                         # the player asked about (default: the one to move)
    show: [0]                       # hands shown face up (default: all)
    covers: [move, cannot-play]     # what it teaches: TOPICS (RULES.md questions), DISPUTES

and, by kind:

``example``
    ``steps``: moves the reader steps through; the engine explains each one.
    An optional ``expect`` (``{winners: [...], points: N}``) is checked when
    the steps end the hand.
``puzzle``
    ``question`` and the ``answer`` the engine must confirm:

    ============  ==========================================  ==================
    question      what the reader does                        answer
    ============  ==========================================  ==================
    playable      select every tile of ``seat`` that fits     tiles, ["6-3"]
    opener        say who opens this deal (for a later hand   a seat number
                  of a match, ``previous``: {opener, winners}
                  of the hand before)
    pips          count the pips in ``seat``'s hand           a number
    winner        say who wins and how many points            {winners, points}
    play-to-win   play a move that keeps the best result      moves, ["5-5 left"]
    action        say what ``seat`` must or may do            ["draw"], ["play"]
    target        say who has now won the game (with          winners, [0] or []
                  ``scores``: each seat's points before
                  this hand), or nobody yet
    ============  ==========================================  ==================
``dispute``
    An ended position, ``systems`` (rule sets) and ``expect``: one verdict
    ``{winners, points}`` per system, worked out from the sources.

:func:`read` checks the shape and names the bad field, and gives one of the three kinds
(:class:`Example`, :class:`Puzzle`, :class:`Dispute`; a puzzle's answer has its question's
type); :func:`check` has the engine confirm the answer; :func:`grade` marks a reader's reply,
:func:`feedback_line` says the mark in one message and :func:`state` gives what the board
shows after some steps. The modules: :mod:`.model` (the types), :mod:`.reading`,
:mod:`.board` (the position), :mod:`.answers` (the engine's answer, :func:`check`) and
:mod:`.marking` (grading, solution, hint).

>>> tutorial = read({"id": "pips-demo", "kind": "puzzle", "rules": "draw", "difficulty": 1,
...                  "end": {"end": "blocked", "hands": [["0-4", "2-3", "0-0"], ["6-6"], ["5-5"]]},
...                  "seat": 0, "covers": ["pips"], "question": "pips", "answer": 9})
>>> check(tutorial)
>>> grade(tutorial, {"pips": 9})[0], grade(tutorial, {"pips": 10})[0]
(True, False)
"""

from __future__ import annotations

from typing import Any

from ...core.outcome import Verdict
from .answers import check, engine_answer
from .board import check_position, end_state, position, seat_of, state, transcript
from .marking import feedback_line, grade, hint, points_with, solution
from .model import (
    ACTIONS,
    ANSWER_TYPES,
    DISPUTES,
    KINDS,
    QUESTIONS,
    TOPICS,
    Answer,
    BadTutorial,
    Dispute,
    Example,
    Kind,
    Puzzle,
    Question,
    Tutorial,
)
from .reading import read_shape


def read(data: Any) -> Tutorial:
    """Check a tutorial's shape; :class:`BadTutorial` names the first bad field."""
    tutorial = read_shape(data)
    check_position(tutorial)
    return tutorial


__all__ = ["ACTIONS", "ANSWER_TYPES", "DISPUTES", "KINDS", "QUESTIONS", "TOPICS", "Answer", "BadTutorial",
           "Dispute", "Example", "Kind", "Puzzle", "Question", "Tutorial", "Verdict", "check", "end_state",
           "engine_answer", "feedback_line", "grade", "hint", "points_with", "position", "read", "seat_of",
           "solution",
           "state", "transcript"]
