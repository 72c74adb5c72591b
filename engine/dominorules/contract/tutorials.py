"""The tutorials' requests and replies: ``tutorial_state``, ``tutorial_grade``,
``tutorial_solution``, ``tutorial_hint``."""

from typing import Literal, NotRequired, TypedDict

from .shared import (
    Json,
    Lang,
    MoveSaid,
    Text,
    Verdict,
)

__all__ = [
    "TutorialRequest", "TutorialStateRequest", "TutorialStateReply", "TutorialGradeRequest",
    "TutorialGradeReply", "TutorialSolutionRequest", "TutorialSolutionReply", "TutorialHintRequest",
    "TutorialHintReply",
]


class TutorialRequest(TypedDict):
    lang: NotRequired[Lang]
    tutorial: Json


class TutorialStateRequest(TutorialRequest):
    op: Literal["tutorial_state"]
    steps: NotRequired[int]


class TutorialStateReply(TypedDict):
    ok: Literal[True]
    boneyard: int
    to_move: int | None
    ends: tuple[int, int] | None
    over: bool
    outcome: Verdict | None
    opening: Text | None
    steps: int
    total_steps: int
    line: list[str]
    line_tiles: list[tuple[int, int]]
    hands: list[list[str] | None]
    hand_sizes: list[int]
    seat: int | None
    explained: list[Text]
    legal: list[MoveSaid]
    stock: Text | None
    """What the tiles outside the hands are and how many (null when there are none)."""


class TutorialGradeRequest(TutorialRequest):
    op: Literal["tutorial_grade"]
    reply: Json


class TutorialGradeReply(TypedDict):
    ok: Literal[True]
    correct: bool
    feedback: list[Text]


class TutorialSolutionRequest(TutorialRequest):
    op: Literal["tutorial_solution"]


class TutorialSolutionReply(TypedDict):
    ok: Literal[True]
    solution: list[Text]


class TutorialHintRequest(TutorialRequest):
    op: Literal["tutorial_hint"]


class TutorialHintReply(TypedDict):
    ok: Literal[True]
    hint: list[Text]
