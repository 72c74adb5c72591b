"""The tutorials' requests and replies: ``tutorial_state``, ``tutorial_grade``,
``tutorial_solution``, ``tutorial_hint``; the reader's answer per kind of question; and what
the build embeds in a tutorial's page (:class:`EmbeddedTutorial`)."""

from typing import Literal, NotRequired, TypedDict

from .shared import (
    Json,
    Lang,
    MoveJSON,
    MoveKind,
    MoveSaid,
    Text,
    Verdict,
)

__all__ = [
    "TutorialKind", "TutorialQuestion", "TilesAnswer", "SeatAnswer", "PipsAnswer", "WinnerAnswer",
    "ActionsAnswer", "MoveAnswer", "TutorialAnswer", "TutorialBoard", "EmbeddedTutorial",
    "TutorialRequest", "TutorialStateRequest", "TutorialStateReply", "TutorialGradeRequest",
    "TutorialGradeReply", "TutorialSolutionRequest", "TutorialSolutionReply", "TutorialHintRequest",
    "TutorialHintReply",
]


TutorialKind = Literal["example", "puzzle", "dispute"]
TutorialQuestion = Literal["playable", "opener", "pips", "winner", "play-to-win", "action", "target"]
"""What a puzzle asks (``dominorules.features.tutorial.Question``)."""


class TilesAnswer(TypedDict):
    """``playable``: the tiles the reader chose."""

    tiles: list[str]


class SeatAnswer(TypedDict):
    """``opener``: a seat; ``target``: a seat, or null for "nobody yet"."""

    seat: int | None


class PipsAnswer(TypedDict):
    """``pips``: the count."""

    pips: int


class WinnerAnswer(TypedDict):
    """``winner``: a seat of the winning side, or null for "nobody"; the points, or null when
    they are not asked (nobody wins, or the rules score no points)."""

    seat: int | None
    points: int | None


class ActionsAnswer(TypedDict):
    """``action``: everything the reader says the seat must or may do."""

    actions: list[MoveKind]


class MoveAnswer(TypedDict):
    """``play-to-win``: the move the reader makes."""

    move: MoveJSON


TutorialAnswer = TilesAnswer | SeatAnswer | PipsAnswer | WinnerAnswer | ActionsAnswer | MoveAnswer
"""What a reader answers a puzzle; its shape follows the question (the engine grades it)."""


class TutorialBoard(TypedDict):
    """What a tutorial's board shows after some steps (the state reply without its texts)."""

    boneyard: int
    to_move: int | None
    """The seat the board marks as to move: null when the hand is over and in a puzzle (its
    question names the seat; marking who moves would give an opener away)."""
    ends: tuple[int, int] | None
    open_ends: Text | None
    """The open ends in words, null before the first tile."""
    over: bool
    outcome: Verdict | None
    steps: int
    total_steps: int
    line: list[str]
    line_tiles: list[tuple[int, int]]
    hands: list[list[str] | None]
    hand_sizes: list[int]
    seat: int | None
    legal: list[MoveSaid]
    stock: Text | None
    """What the tiles outside the hands are and how many (null when there are none)."""
    spoken: list[Text]
    """The position for screen readers: the line with its open ends, then each hand
    (core/position.py, as the board says it)."""


class EmbeddedTutorial(TypedDict):
    """What the build embeds in a tutorial's section (``hooks/dominosite/tutorial_html.py``)."""

    tutorial: Json
    """The tutorial as its file says it: sent back with every request."""
    kind: TutorialKind
    question: TutorialQuestion | None
    question_text: str | None
    """A puzzle's question, addressed to its seat (the label of its choices)."""
    hint: str | None
    """A puzzle's written hint."""
    seat: int
    """The seat the question is about."""
    players: int
    asks_points: bool
    """A "who wins" puzzle asks for the points too: its rules score points (``RuleSet.scores_points``)."""
    points_with: list[bool]
    """Which answers are sent with the points typed, each seat's (from 0) and then "nobody" last;
    the others are sent with ``points: null`` (``features.tutorial.points_with``: never "nobody",
    nobody scores). Empty but for a "who wins" puzzle."""
    board: TutorialBoard


class TutorialRequest(TypedDict):
    lang: NotRequired[Lang]
    tutorial: Json


class TutorialStateRequest(TutorialRequest):
    op: Literal["tutorial_state"]
    steps: NotRequired[int]


class TutorialStateReply(TutorialBoard):
    ok: Literal[True]
    opening: Text | None
    explained: list[Text]


class TutorialGradeRequest(TutorialRequest):
    op: Literal["tutorial_grade"]
    reply: TutorialAnswer


class TutorialGradeReply(TypedDict):
    ok: Literal[True]
    correct: bool
    feedback: list[Text]
    feedback_text: Text
    """What the page says, in one message: right, or "not right yet" with the tutorial's advice
    and the engine's reason."""


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
    hint_text: Text | None
    """The engine's hint in one message (a best move, for "play to win"), null when it has none."""
