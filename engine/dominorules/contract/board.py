"""The play block's requests and replies: ``new``, ``move``, ``hint``, ``review``, ``mistake``."""

from typing import Literal, NotRequired, TypedDict

from .shared import (
    Event,
    Json,
    Lang,
    Level,
    MatchIn,
    MatchState,
    MoveJSON,
    MoveSaid,
    Outcome,
    ReviewVerdict,
    RulesJSON,
    Text,
    TextPart,
)

__all__ = [
    "NewRequest", "MoveRequest", "BoardReply", "NewReply", "MoveReply", "HintRequest", "HintReply",
    "ReviewRequest", "ReviewEntry", "Mistake", "ReviewReply", "MistakeRequest", "MistakePosition",
    "MistakeReply", "EmbeddedBoard",
]


class NewRequest(TypedDict):
    op: Literal["new"]
    lang: NotRequired[Lang]
    rules: RulesJSON
    players: NotRequired[int]
    human: NotRequired[int]
    seed: NotRequired[int]
    level: NotRequired[Level]
    match: NotRequired[MatchIn]


class MoveRequest(TypedDict):
    op: Literal["move"]
    lang: NotRequired[Lang]
    record: Json
    human: NotRequired[int]
    move: MoveJSON
    seed: NotRequired[int]
    level: NotRequired[Level]
    match: NotRequired[MatchIn]


class BoardReply(TypedDict):
    """The board after the computer players have moved, as the human at ``human`` sees it."""

    ok: Literal[True]
    record: Json
    rules: str
    players: int
    human: int
    teams: list[list[int]] | None
    """The seats of each team (partners), or ``None`` when everyone plays alone."""
    scores_points: bool
    """Whether these rules give points (else a hand is only won, lost or drawn)."""
    line: list[str]
    line_tiles: list[tuple[int, int]]
    """The tiles on the table from left to right, each as (left half, right half)."""
    ends: tuple[int, int] | None
    hand: list[str]
    hand_sizes: list[int]
    boneyard: int
    drawable: int
    draws: bool
    """Whether these rules draw from a boneyard (a Draw button, even while nothing may be drawn)."""
    stock: Text | None
    """What the tiles not in a hand are and how many ("Boneyard: 13 tiles", "Set aside: 14 tiles");
    None when every tile was dealt and none is set aside (a game of four with a double six)."""
    sizes_said: list[Text]
    """Each seat's hand size in a sentence ("Player 2: 5 tiles in hand"; none left in words)."""
    spoken: list[Text]
    """The position in sentences for screen readers: the line and its open ends, then each
    hand (the human's face up)."""
    to_move: int
    opening: Text
    legal: list[MoveSaid]
    events: list[Event]
    over: bool
    outcome: Outcome | None
    match: NotRequired[MatchState]


NewReply = BoardReply
MoveReply = BoardReply


class HintRequest(TypedDict):
    op: Literal["hint"]
    lang: NotRequired[Lang]
    record: Json
    human: NotRequired[int]
    seed: NotRequired[int]


class HintReply(TypedDict):
    ok: Literal[True]
    move: MoveSaid
    reason: Text
    advice: Text
    """The move and its reason as the board says them: "The strong player would lay 6-4 on the
    left end. Gets rid of the double …"."""


class ReviewRequest(TypedDict):
    op: Literal["review"]
    lang: NotRequired[Lang]
    record: Json
    human: NotRequired[int]
    seed: NotRequired[int]


class ReviewEntry(TypedDict):
    """One of the human's moves against the strong player's, with the same evaluation behind
    the verdict, the cost and the face-up line (which starts with the recommended move)."""

    index: int
    played: MoveSaid
    best: MoveSaid
    played_value: float
    best_value: float
    loss: float
    verdict: ReviewVerdict
    verdict_text: str
    same: bool
    """The human played the strong player's move."""
    cost: Text | None
    """What the move cost on average, in points or in hands (null for a best or forced move); for
    a draw or a pass by choice (``unrated``), why it is not rated."""
    line_intro: Text
    best_line: list[MoveSaid]
    line: Text
    """The face-up line said as one sequence in the reader's language."""
    line_rest: Text | None
    """Said when the face-up line stops before the end of the hand (too long to work out)."""


class Mistake(TypedDict):
    """One of the human's moves made a puzzle (:mod:`dominorules.players.mistakes`), as the page keeps
    it on the device: the hand's record and the seat, the move's place in the hand, and what
    the engine found. The page sends it back as it is; the engine replays it."""

    id: str
    """The same for the same move of the same hand (the page keeps each puzzle once)."""
    record: Json
    seat: int
    index: int
    played: MoveJSON
    best: MoveJSON
    deals: int
    best_in: int
    played_in: int
    proven: bool
    also: NotRequired[list[MoveJSON]]
    """The other answers, each as good as ``best`` (any of them solves the puzzle); absent in a
    puzzle kept before answers came in sets."""
    also_in: NotRequired[list[int]]
    """On how many deals each of ``also`` is best (as ``best_in``)."""


class ReviewReply(TypedDict):
    ok: Literal[True]
    entries: list[ReviewEntry]
    summary: Text
    puzzles: list[Mistake]
    """The human's moves that make fair puzzles ("Your puzzles")."""
    puzzles_said: Text
    """How many of them there are, in a sentence."""
    puzzles_linked: list[TextPart]
    """The same sentence in pieces, with the link to Your puzzles (``link``) after it where there
    are puzzles: one sentence of the language."""


class MistakeRequest(TypedDict):
    op: Literal["mistake"]
    lang: NotRequired[Lang]
    puzzle: Json
    reply: NotRequired[Json]
    """A move to grade (a move as the record writes it, or its JSON)."""
    show: NotRequired[Literal["hint", "solution"]]


class MistakePosition(TypedDict):
    """The position as the player saw it: their own hand face up, the others' hidden."""

    line: list[str]
    line_tiles: list[tuple[int, int]]
    hands: list[list[str] | None]
    hand_sizes: list[int]
    boneyard: int
    stock: Text | None
    to_move: int


class MistakeReply(TypedDict):
    ok: Literal[True]
    system: str
    """The rule system's name ("Block game", "Draw game, with changed rules")."""
    prompt: Text
    earlier: Text
    """The move the player made in the hand, said as such."""
    position: MistakePosition
    legal: list[MoveSaid]
    correct: NotRequired[bool]
    feedback: NotRequired[list[Text]]
    hint: NotRequired[list[Text]]
    solution: NotRequired[list[Text]]


class EmbeddedBoard(TypedDict):
    """What the build gives the play block in its page (hooks/boards.py), besides its texts."""

    partners: bool
    """Partners play at this table (the engine's teams for the block's rules and players): said
    before the start, beside the computer players' level."""
    target: int | None
    """The score the block's rules play to at its table; a page's ``?target=N`` may lower it for
    a short match. ``None`` where the rules play to no score (the address's target is ignored)."""
