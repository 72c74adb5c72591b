"""The tutorial model: a sum type, one class per kind, and for a puzzle one answer type per
question (see :mod:`dominorules.features.tutorial` for the fields of a file)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal, get_args

from ...core.moves import DRAW, PASS, PLAY, Move
from ...core.outcome import Verdict
from ...core.rules import RuleSet
from ...core.tiles import Tile
from ...words.errors import DominoError

Kind = Literal["example", "puzzle", "dispute"]
Question = Literal["playable", "opener", "pips", "winner", "play-to-win", "action", "target"]
"""What a puzzle asks; each has its own answer type (:data:`ANSWER_TYPES`)."""

KINDS: tuple[Kind, ...] = get_args(Kind)
QUESTIONS: tuple[Question, ...] = get_args(Question)
ACTIONS = (PLAY, DRAW, PASS)

# The answer of each question, in the form the file gives it and the engine works it out.
PlayableAnswer = frozenset[Tile]
"""``playable``: every tile of the seat that fits."""
MovesAnswer = frozenset[Move]
"""``play-to-win``: every move that keeps the best result."""
ActionsAnswer = frozenset[str]
"""``action``: what the seat must or may do (``play``, ``draw``, ``pass``)."""
SeatsAnswer = tuple[int, ...]
"""``target``: who has won the game once this hand is scored (empty: nobody yet)."""
Answer = PlayableAnswer | MovesAnswer | ActionsAnswer | SeatsAnswer | Verdict | int
"""Any question's answer: the ones above, a :class:`Verdict` (``winner``) or a number
(``opener``: a seat, ``pips``: a count)."""

ANSWER_TYPES: dict[Question, str] = {
    "playable": "PlayableAnswer", "play-to-win": "MovesAnswer", "action": "ActionsAnswer",
    "target": "SeatsAnswer", "winner": "Verdict", "opener": "int", "pips": "int",
}
"""The answer type of each question, by name (the readers in :mod:`.reading` make them)."""

TEXT_FIELDS: dict[Kind, tuple[str, ...]] = {
    "example": ("title", "prompt"), "dispute": ("title", "prompt", "note"),
    "puzzle": ("title", "prompt", "hint", "wrong")}
# What a tutorial teaches: the questions of RULES.md (rows R-<system>-<topic>) and the disputes.
TOPICS = ("tile-set", "players", "hand-size", "undealt", "first-opener", "later-opener",
          "direction", "move", "cannot-play", "when-able", "hand-ends", "blocked-winner", "tie",
          "out-points", "blocked-points", "teams", "target", "pips")
DISPUTES = ("dispute-tie", "dispute-blocked-points", "dispute-hand-size", "dispute-opener",
            "dispute-drawing", "dispute-must-play", "dispute-direction", "dispute-double-blank")


class BadTutorial(DominoError):
    """A tutorial file that is not of the documented form, or whose answer the engine refutes."""


@dataclass(frozen=True)
class Common:
    """What every kind of tutorial has: its rules, its position and what it teaches."""

    id: str
    rules: RuleSet
    difficulty: int
    deal: dict[str, Any] | None
    end: dict[str, Any] | None
    seat: int | None
    show: tuple[int, ...] | None
    covers: tuple[str, ...]

    kind: ClassVar[Kind]

    @property
    def system(self) -> str:
        """The rule system the tutorial is listed under (disputes have their own list)."""
        return "disputes" if self.kind == "dispute" else self.rules.base

    def text_ids(self) -> tuple[str, ...]:
        """The catalog ids of the tutorial's words."""
        return tuple(f"tutorial.{self.id}.{name}" for name in TEXT_FIELDS[self.kind])


@dataclass(frozen=True)
class Example(Common):
    """A worked example: ``steps`` the reader steps through, and the verdict they lead to."""

    steps: tuple[Move, ...]
    expect: Verdict | None = None
    kind: ClassVar[Kind] = "example"
    question: ClassVar[None] = None  # only a puzzle asks one


@dataclass(frozen=True)
class Puzzle(Common):
    """A puzzle: its ``question`` and the ``answer`` the engine confirms (its type is the
    question's, :data:`ANSWER_TYPES`); ``previous`` (opener) and ``scores`` (target) when the
    question needs them."""

    question: Question
    answer: Answer
    previous: tuple[int, tuple[int, ...]] | None = None
    scores: tuple[int, ...] = ()
    kind: ClassVar[Kind] = "puzzle"


@dataclass(frozen=True)
class Dispute(Common):
    """A dispute: an ended position, the ``systems`` compared and the verdict of each."""

    systems: tuple[RuleSet, ...]
    expect: tuple[Verdict, ...]
    kind: ClassVar[Kind] = "dispute"
    question: ClassVar[None] = None


Tutorial = Example | Puzzle | Dispute
"""A tutorial: one of its three kinds."""


def steps_of(tutorial: Tutorial) -> tuple[Move, ...]:
    """The steps the reader can take (an example's; none for the other kinds)."""
    return tutorial.steps if isinstance(tutorial, Example) else ()
