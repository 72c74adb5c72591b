"""The score pad's requests and replies: ``score`` and ``score_match``."""

from typing import Literal, NotRequired, TypedDict

from ..core.rule_choices import LastMover, PresetId
from .shared import (
    Ending,
    Json,
    Lang,
    RulesJSON,
    Scored,
    Text,
)

__all__ = [
    "HandEntry", "MatchFile", "ScoreRequest", "ScoreReply", "ScoreMatchRequest", "HandRow",
    "ScoreMatchReply", "ScorepadPreset", "EmbeddedScorepad",
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
    match: Json
    """A :class:`MatchFile` as the pad keeps it, or as a shared link (``#match=``) or the pad's
    store gives it, not checked by the page: the engine reads it and names what is wrong in the
    reader's words, with the hand and the seat whose field it is."""


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
    line: Text
    """The hand in the list of hands played, as one sentence: its number, who won, the standing."""


class ScoreMatchReply(TypedDict):
    ok: Literal[True]
    format: Literal["dominorules/1"]
    rules: RulesJSON
    name: str
    """The rules' name: a system's, or "Draw game, with changed rules" (rule_names.name_of)."""
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
    tiles: list[str]
    """Every tile of the rules' set, highest first: the tiles a player may tap to count pips."""
    next_opener: int | None
    next_opening: Text | None
    next: Text | None
    """Who opens the next hand and why, as one sentence; null before the first hand and once over."""
    csv: str
    """The match as a table (CSV), every cell in the reader's language."""


class ScorepadPreset(TypedDict):
    """A system as the score pad's set-up offers it (embedded in the page at build time)."""

    id: PresetId
    name: str
    """The system's name in the page's language."""
    min_players: int
    max_players: int
    teams: bool
    single_hand: bool
    targets: dict[str, int]
    """The target score by number of players ("2" to the most); 0 for a match of hands."""
    target_adjustable: bool
    """Whether the table may choose the target (the engine's ``rules`` op says)."""


class EmbeddedScorepad(TypedDict):
    """What the score pad's hook embeds in the page: the systems, in the order of the rules pages."""

    presets: list[ScorepadPreset]
    each_tile_once: bool
    """Whether a tile counted for one player cannot be counted for another (a set holds each
    tile once; the engine refuses it twice: ``error.tile-twice``), so the pad greys it out."""
