"""The score pad's requests and replies: ``score`` and ``score_match``."""

from typing import Literal, NotRequired, TypedDict

from ..core.rules import (
    LastMover,
)
from .shared import (
    Ending,
    Lang,
    RulesJSON,
    Scored,
    Text,
)

__all__ = [
    "HandEntry", "MatchFile", "ScoreRequest", "ScoreReply", "ScoreMatchRequest", "HandRow",
    "ScoreMatchReply",
]


class HandEntry(TypedDict):
    """One hand as a score pad keeps it (:mod:`dominorules.features.scorepad`): how it ended and each
    seat's pips (a count, text the engine names as wrong, or the tiles still held)."""

    end: Ending
    out: NotRequired[int]
    last: NotRequired[int | None]
    pips: list[int | str | list[str]]


class MatchFile(TypedDict):
    """A match as the score pad sends it (``dominorules/1``)."""

    format: Literal["dominorules/1"]
    rules: RulesJSON
    players: int
    names: NotRequired[list[str] | None]
    opener: NotRequired[int]
    hands: list[HandEntry]


class ScoreRequest(TypedDict):
    op: Literal["score"]
    lang: NotRequired[Lang]
    rules: NotRequired[RulesJSON]
    c: NotRequired[str]
    players: NotRequired[int]
    hand: HandEntry


class ScoreReply(Scored):
    ok: Literal[True]
    settle: str | None


class ScoreMatchRequest(TypedDict):
    op: Literal["score_match"]
    lang: NotRequired[Lang]
    match: MatchFile


class HandRow(Scored):
    hand: int
    opener: int
    out: int | None
    """The seat that went out (whether or not it won), or null for a blocked hand."""
    opening: Text | None
    summary: Text
    """Who won the hand, each winner by the name typed for their seat, the verb agreeing."""
    standing: Text
    """Each seat's total after the hand, by the names typed, as one sentence."""
    totals: list[int]
    settle: str | None


class ScoreMatchReply(TypedDict):
    ok: Literal[True]
    format: Literal["dominorules/1"]
    rules: RulesJSON
    name: str
    """The rules' name: a system's, or "Draw game, with changed rules" (rules.name_of)."""
    players: int
    names: list[str] | None
    target: int
    hands: list[HandRow]
    totals: list[int]
    needed: list[int] | None
    over: bool
    winners: list[int]
    verdict: Text | None
    play_on: Text | None
    """Why the match goes on although the target is reached (a tie for the lead), or null."""
    last_mover: LastMover
    """Whose move is the last one under these rules (``last_mover``)."""
    scores_points: bool
    """Whether the rules score points; without them the totals are hands won."""
    last_question: Text
    """What the pad asks of a blocked hand: who placed the last tile, or who made the last move."""
    next_opener: int | None
    next_opening: Text | None
    csv: str
    """The match as a table (CSV), every cell in the reader's language."""
