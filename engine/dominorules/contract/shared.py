"""Shapes every operation shares: a message as a text, a move, a rule set's fields, an outcome,
a match's state, a verdict, and the refusal of a bad request (:class:`ErrorReply`)."""

from typing import Literal, NotRequired, TypedDict

from ..core.rule_choices import (
    BlockedPoints,
    BlockedWhen,
    BlockedWinner,
    Direction,
    Draw,
    FirstOpener,
    GoingOut,
    LastMover,
    LaterOpener,
    NoDouble,
    OutPoints,
    PresetId,
    TargetTie,
    Tie,
    Undealt,
    WhenAble,
)

__all__ = [
    "Json", "Lang", "Level", "MoveKind", "End", "Ending", "ReviewVerdict", "FieldKind", "RulesJSON",
    "ContractError", "Text", "TextPart", "Reason", "MoveJSON", "MoveSaid", "RuleFields", "Scored",
    "Outcome", "Event", "MatchIn", "MatchNext", "MatchRow", "MatchState", "Verdict", "ErrorReply",
]


Json = object
"""Any JSON value the page passes back as it is (a game record, a situation, message
parameters): the page never reads inside it (``unknown`` in TypeScript)."""

Lang = Literal["en", "sv", "de", "nb"]
Level = Literal["beginner", "club", "strong"]
MoveKind = Literal["play", "draw", "pass"]
End = Literal["left", "right"]
Ending = Literal["out", "blocked"]
ReviewVerdict = Literal["best", "good", "inaccuracy", "mistake", "forced", "unrated"]
FieldKind = Literal["choice", "flag", "number", "table"]
RulesJSON = str | dict[str, Json]
"""Rules as a record names them: a preset id, or ``{"preset": id, field: value …}``."""



class ContractError(TypeError):
    """A value that does not have the shape its type says: the text says what and where (for the
    tests and the console); ``path`` is where (``$.match.scores[1]``), ``value`` the value found
    there, and ``problem`` which way it breaks the type: a ``value`` of the wrong kind or out of its
    set, a ``missing`` required field, or an ``unknown`` field the type does not have (the bridge's
    door says each in the reader's language)."""

    def __init__(self, text: str, path: str = "$", value: object = None,
                 problem: Literal["value", "missing", "unknown"] = "value") -> None:
        super().__init__(text)
        self.path, self.value, self.problem = path, value, problem


class Text(TypedDict):
    """A message in the reader's language: its id and parameters, and the sentence."""

    id: str
    params: dict[str, Json]
    text: str


class TextPart(TypedDict):
    """A piece of one sentence: the words of its link (``link``), or the words around them."""

    text: str
    link: bool


class Reason(Text):
    """A reason the settler shows, with the section that explains it: ``anchor`` on the
    system's rules page, or on the disputes page for a mark of our reading or choice."""

    anchor: str
    page: Literal["rules", "disputes"]
    linked: list[TextPart]
    """The reason and its link as one sentence of the language, in pieces: the reason with "(the
    rule)" after it, or a mark whose own words end in its link ("...; see the dispute.")."""


class MoveJSON(TypedDict):
    """A move: ``play`` a tile at an end (``None`` for the lead), ``draw`` or ``pass``."""

    kind: MoveKind
    tile: str | None
    end: End | None


class MoveSaid(MoveJSON):
    """A move with how it is said in the reader's language ("4-2 at the left end")."""

    text: str


class RuleFields(TypedDict):
    """Every field of a :class:`~dominorules.core.rules.RuleSet` (size tables keyed by player count)."""

    id: str
    base: PresetId
    max_pip: int
    min_players: int
    max_players: int
    hand_size: dict[str, int]
    undealt: Undealt
    reserve: int
    first_opener: FirstOpener
    no_double: NoDouble
    opener_plays_double: bool
    later_opener: LaterOpener
    direction: Direction
    draw: Draw
    when_able: WhenAble
    blocked_winner: BlockedWinner
    tie: Tie
    out_points: OutPoints
    going_out: GoingOut
    blocked_when: BlockedWhen
    last_mover: LastMover
    blocked_points: BlockedPoints
    teams: bool
    target_points: dict[str, int]
    target_hands: int
    target_tie: TargetTie


class Scored(TypedDict):
    """A finished hand scored: how it ended, who won, the points and pips by seat (keys are
    seat numbers) and why."""

    end: Ending
    winners: list[int]
    points: dict[str, int]
    pips: dict[str, int]
    team_points: NotRequired[dict[str, int]]
    reasons: list[Text]


class Outcome(Scored):
    """How a hand on the board ended, with its reasons' sentences."""

    text: list[str]


class Event(Text):
    """One move of the hand, said in words."""

    seat: int
    move: MoveJSON


class MatchIn(TypedDict, total=False):
    """The match a hand belongs to, as the page sends it back (``MatchState.next``)."""

    scores: list[int]
    hands: int
    previous_opener: int
    previous_winners: list[int]
    seed: int
    history: list[list[int]]


class MatchNext(TypedDict):
    """What to send with the next hand's ``new``: the match so far and the next hand's seed."""

    scores: list[int]
    hands: int
    previous_opener: int
    previous_winners: list[int]
    seed: int
    history: list[list[int]]
    """What each finished hand added to each seat's score, hand by hand."""


class MatchRow(TypedDict):
    """One row of a match's score table: a player, or a team (partners share a score)."""

    seats: list[int]
    name: Text
    """The row's name: the team with its players, the reader ("Player 1 (you)"), or a player."""
    points: list[int]
    """What each finished hand gave the row, hand by hand (a team's points once)."""
    total: int


class MatchState(TypedDict):
    """A match after this hand: scores, target, whether it is over, who won and why."""

    scores: list[int]
    target: int
    target_hands: int
    single_hand: bool
    """These rules play one hand only: the hand is the whole game (no score table)."""
    hands: int
    hand: int
    """The number of the hand on the board, from 1."""
    rows: list[MatchRow]
    title: Text
    """The score table's title: the target ("Game to 100"), the number of hands, or "Score"."""
    over: bool
    winners: list[int]
    verdict: Text | None
    next: MatchNext | None


class Verdict(TypedDict):
    """The winners of a hand and the points the winning side scores."""

    winners: list[int]
    points: int
    summary: Text
    """Who wins and what they score in one sentence: every winner named (the verb in the plural
    for several), or the team with its players, or nobody."""




class ErrorReply(TypedDict):
    ok: Literal[False]
    error: Text
    hand: NotRequired[int]
    """The hand of a match (from 1) the bad input is in, where it is in one (the score pad)."""
    seat: NotRequired[int]
    """The seat (from 0) the bad input concerns, where it concerns one: the pad marks its field."""
    field: NotRequired[str]
    """The input field the bad input is in, where the engine knows it (``last``, ``pips``…)."""
