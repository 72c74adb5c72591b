"""The contract between the engine and the page: every bridge operation's request and reply.

This module is the one definition. :mod:`dominorules.bridge` builds its replies as these
types (``mypy --strict`` checks it), :func:`check` tests a value against a type at run time
(the tests check every kind of reply the site asks for), and :func:`typescript` writes the
same types for the browser (``browser/src/contract.gen.ts``, which the tests keep up to date).
A change on one side that the other does not follow fails ``make test``.

Each operation ``op`` has a request ``<Op>Request`` and a reply ``<Op>Reply``; every reply
has ``ok: true``, and a refused request gets :class:`ErrorReply` instead, with the reason in
the reader's language (``lang``). :data:`OPERATIONS` maps each ``op`` to its two types.

>>> check({"id": "verdict.best", "params": {}, "text": "Best move"}, Text)
>>> check({"kind": "play", "tile": "6-4", "end": "up"}, MoveJSON)
Traceback (most recent call last):
...
dominorules.contract.ContractError: $.end: 'up' is not one of 'left', 'right', None
"""

import types
import typing
from typing import Any, Literal, NotRequired, TypedDict, Union, get_args, get_origin

from .core.rules import (
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
    """A value that does not have the shape its type says."""


# ------------------------------------------------------------------ shared shapes


class Text(TypedDict):
    """A message in the reader's language: its id and parameters, and the sentence."""

    id: str
    params: dict[str, Json]
    text: str


class Reason(Text):
    """A reason the settler shows, with the section that explains it: ``anchor`` on the
    system's rules page, or on the disputes page for a mark of our reading or choice."""

    anchor: str
    page: Literal["rules", "disputes"]


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


class MatchNext(TypedDict):
    """What to send with the next hand's ``new``: the match so far and the next hand's seed."""

    scores: list[int]
    hands: int
    previous_opener: int
    previous_winners: list[int]
    seed: int


class MatchState(TypedDict):
    """A match after this hand: scores, target, whether it is over, who won and why."""

    scores: list[int]
    target: int
    target_hands: int
    hands: int
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


# ------------------------------------------------------------------ the board


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
    ends: list[int] | None
    hand: list[str]
    hand_sizes: list[int]
    boneyard: int
    drawable: int
    stock: Text | None
    """What the tiles not in a hand are and how many ("Boneyard: 13 tiles", "Set aside: 14 tiles");
    None when every tile was dealt and none is set aside (a game of four with a double six)."""
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


class ReviewReply(TypedDict):
    ok: Literal[True]
    entries: list[ReviewEntry]
    summary: Text
    puzzles: list[Mistake]
    """The human's moves that make fair puzzles ("Your puzzles")."""
    puzzles_said: Text
    """How many of them there are, in a sentence."""


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
    """The rule system's name ("Block game", "Draw game, with our changes")."""
    prompt: Text
    earlier: Text
    """The move the player made in the hand, said as such."""
    position: MistakePosition
    legal: list[MoveSaid]
    correct: NotRequired[bool]
    feedback: NotRequired[list[Text]]
    hint: NotRequired[list[Text]]
    solution: NotRequired[list[Text]]


# ------------------------------------------------------------------ rules


class PresetsRequest(TypedDict):
    op: Literal["presets"]
    lang: NotRequired[Lang]


class Preset(RuleFields):
    name: str


class PresetsReply(TypedDict):
    ok: Literal[True]
    presets: list[Preset]


class RulesRequest(TypedDict):
    op: Literal["rules"]
    lang: NotRequired[Lang]
    rules: NotRequired[RulesJSON]
    c: NotRequired[str]
    players: NotRequired[int]


class RulesReply(TypedDict):
    """A rule set as the score pad and the settler set it up."""

    ok: Literal[True]
    rules: RulesJSON
    fields: RuleFields
    c: str
    name: str
    target: int
    target_adjustable: bool
    """Whether a table may choose its own target (the system plays to a score)."""
    single_hand: bool
    teams: list[list[int]] | None
    scores_points: bool
    tiles: list[str]
    """Every tile of the set, highest first."""
    players_min: int
    players_max: int
    last_question: Text
    """What to ask about a blocked hand where the last mover loses: who placed the last
    tile, or (``last_mover: last-action``) who made the last move, a draw or a pass included."""


class SchemaRequest(TypedDict):
    op: Literal["schema"]
    lang: NotRequired[Lang]


class FieldSchema(TypedDict):
    """One rule field as the settler's custom-rules form asks for it."""

    name: str
    kind: FieldKind
    label: str
    choices: list[str]
    """The values of a ``choice`` field (``flag``: ``["yes", "no"]``), else empty."""
    choice_labels: dict[str, str]
    minimum: int
    maximum: int


class SchemaReply(TypedDict):
    ok: Literal[True]
    fields: list[FieldSchema]
    presets: list[PresetId]
    languages: list[Lang]


class ParseMoveRequest(TypedDict):
    op: Literal["parse_move"]
    lang: NotRequired[Lang]
    text: str
    max_pip: NotRequired[int]


class ParseMoveReply(TypedDict):
    ok: Literal[True]
    move: MoveSaid


class TranslateRequest(TypedDict):
    op: Literal["translate"]
    lang: NotRequired[Lang]
    ids: list[str]


class PluralText(TypedDict):
    """A page text with a count: the parameter that holds it, the wording for 1 and for any
    other number (the rule of every language of the site)."""

    count: str
    one: str
    other: str


class TranslateReply(TypedDict):
    ok: Literal[True]
    texts: dict[str, str | PluralText]


# ------------------------------------------------------------------ the settler


class SettleRequest(TypedDict):
    op: Literal["settle"]
    lang: NotRequired[Lang]
    record: Json
    rules: NotRequired[list[RulesJSON]]


class SettleVerdict(TypedDict):
    rules: RulesJSON
    ok: bool
    reasons: list[Text]
    end: NotRequired[Ending]
    winners: NotRequired[list[int]]
    points: NotRequired[dict[str, int]]
    pips: NotRequired[dict[str, int]]
    team_points: NotRequired[dict[str, int]]


class SettleReply(TypedDict):
    ok: Literal[True]
    verdicts: list[SettleVerdict]


class Situation(TypedDict):
    """A situation a reader describes (:mod:`dominorules.formats.situation`): the tiles by their names,
    the line in the order laid (either way round: the engine turns each tile to fit)."""

    kind: Literal["end", "turn", "deal"]
    players: int
    hands: list[list[str]]
    line: list[str]
    teams: NotRequired[bool]
    last: NotRequired[int | None]
    boneyard: NotRequired[int]
    drawn: NotRequired[int]
    custom: NotRequired[RulesJSON | None]
    stand_ins: NotRequired[list[int]]
    """Seats (from 0) whose tiles stand in for a pip count typed on the score pad."""


class SituationRequest(TypedDict):
    op: Literal["situation"]
    lang: NotRequired[Lang]
    situation: NotRequired[Situation]
    query: NotRequired[str]
    rules: NotRequired[list[RulesJSON]]


class SituationRow(TypedDict):
    """What one rule set says about the situation (keys by the question's kind)."""

    rules: str
    base: PresetId
    ruleset: RulesJSON
    name: str
    ok: bool
    reasons: list[Reason]
    missing: NotRequired[str]
    end: NotRequired[Ending]
    winners: NotRequired[list[int]]
    points: NotRequired[int]
    pips: NotRequired[dict[str, int]]
    team_points: NotRequired[dict[str, int]]
    moves: NotRequired[list[MoveSaid]]
    opener: NotRequired[int | None]
    tile: NotRequired[str | None]
    next: NotRequired[int]
    summary: NotRequired[Text]
    """Who wins and what they score, every winner named (an end position's verdict), or who
    opens a deal and with which tile."""
    allowed: NotRequired[Text]
    """What the player to move may do, the moves joined as the language joins a choice."""


class SituationReply(TypedDict):
    ok: Literal[True]
    situation: Situation
    query: str
    note: Text | None
    """What the shown tiles are, when some stand in for counts typed on the score pad."""
    verdicts: list[SituationRow]
    line_names: list[str]
    """The tiles of the line from left to right by their names in the tile set ("6-3" for a
    tile lying 3-6), so a page can find each one in its palette."""
    record: Json
    """The situation as a game record (``dominorules/1``), for the reader to keep."""


class CompareRequest(TypedDict):
    op: Literal["compare"]
    lang: NotRequired[Lang]
    record: Json
    rules: NotRequired[list[RulesJSON]]


class CompareRow(TypedDict):
    rules: str
    base: PresetId
    name: str
    follows: int
    stops: int | None
    summary: Text
    """How far these rules allow the record: every move, up to a move, or not even the deal."""
    verdict: Verdict | None
    reasons: list[Reason]


class CompareReply(TypedDict):
    ok: Literal[True]
    rows: list[CompareRow]
    first_difference: int | None
    record: Json
    moves: int


class ReplayRequest(TypedDict):
    op: Literal["replay"]
    lang: NotRequired[Lang]
    record: Json
    steps: NotRequired[int]
    rules: NotRequired[RulesJSON]
    best: NotRequired[bool]


class BestPlay(TypedDict):
    steps: int
    line: list[MoveSaid]
    summary: Text
    """Best play from this move on, its moves said in the reader's language."""
    verdict: Verdict | None
    recorded: Verdict | None
    result: Text | None
    """Whether best play changes the recorded result, both results said in full (``None`` when
    the record or best play stops before the end of the hand)."""
    reasons: list[Text]


class ReplayReply(TypedDict):
    ok: Literal[True]
    line: list[str]
    line_tiles: list[tuple[int, int]]
    hands: list[list[str]]
    boneyard: int
    to_move: int
    steps: int
    total: int
    over: bool
    events: list[Text]
    opening: Text
    stock: Text | None
    best: NotRequired[BestPlay]


# ------------------------------------------------------------------ tutorials


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
    ends: list[int] | None
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


# ------------------------------------------------------------------ the score pad


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
    """The rules' name: a system's, or "Draw game, with our changes" (rules.name_of)."""
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


class ErrorReply(TypedDict):
    ok: Literal[False]
    error: Text
    hand: NotRequired[int]
    """The hand of a match (from 1) the bad input is in, where it is in one (the score pad)."""
    seat: NotRequired[int]
    """The seat (from 0) the bad input concerns, where it concerns one: the pad marks its field."""
    field: NotRequired[str]
    """The input field the bad input is in, where the engine knows it (``last``, ``pips``…)."""


# ------------------------------------------------------------------ our table's rules


SheetSectionId = Literal["setup", "opening", "turn", "drawing", "blocked", "scoring", "target"]
AnswerValue = str | int | bool
"""An answer: a rule field's value as the rules' JSON has it (a choice, a number, a flag), the
tiles dealt to each player (``hand_size``) or the target (``points:100``, ``hands:3``)."""


class SheetRequest(TypedDict):
    op: Literal["sheet"]
    lang: NotRequired[Lang]
    rules: NotRequired[RulesJSON]
    c: NotRequired[str]
    players: NotRequired[int]


class SheetSection(TypedDict):
    """A part of the rules sheet: its title and its sentences, one per rule fact."""

    id: SheetSectionId
    title: Text
    statements: list[Text]


SheetMark = Literal["reading", "choice"]


class SheetSource(TypedDict):
    """A source as a reader knows it, and its entry in the disputes page's list of sources."""

    name: Text
    anchor: str
    """``disputes.md#<anchor>``"""


class SheetOption(TypedDict):
    """One answer to a question: its value, in plain words, the sources that play it, the site's
    mark, and the rule fields the answer sets."""

    value: AnswerValue
    label: Text
    sources: list[SheetSource]
    """Each source once; empty where no source plays this option."""
    mark: SheetMark | None
    """On the system's own answer where its own source does not give it: the disputes page's
    mark (*our reading*, *our choice*); the entry is the question's ``anchor``. Otherwise null."""
    changes: dict[str, Json]
    """The rule fields this answer sets, as the rules' JSON has them (a table keyed by player count)."""


class SheetQuestion(TypedDict):
    """An open question of the rules that applies to this system and number of players."""

    field: str
    """A rule field, or ``hand_size`` (the tiles each player is dealt) or ``target``."""
    label: Text
    options: list[SheetOption]
    answer: AnswerValue
    """The rules' own answer, to show chosen."""
    anchor: str
    """The disputes page's entry for the question (``disputes.md#<anchor>``)."""


class SheetReply(TypedDict):
    """Our table's rules: the sheet in the reader's language, and the questions it answers."""

    ok: Literal[True]
    name: str
    players: int
    sections: list[SheetSection]
    questions: list[SheetQuestion]
    c: str
    """The rules in the short form ``preset,field:value`` (the settler's ``c``)."""
    link_query: str
    """The query string that sets these rules and players up again (``c=…&p=…``)."""


OPERATIONS: dict[str, tuple[type, type]] = {
    "new": (NewRequest, BoardReply),
    "move": (MoveRequest, BoardReply),
    "hint": (HintRequest, HintReply),
    "review": (ReviewRequest, ReviewReply),
    "mistake": (MistakeRequest, MistakeReply),
    "presets": (PresetsRequest, PresetsReply),
    "rules": (RulesRequest, RulesReply),
    "schema": (SchemaRequest, SchemaReply),
    "parse_move": (ParseMoveRequest, ParseMoveReply),
    "translate": (TranslateRequest, TranslateReply),
    "settle": (SettleRequest, SettleReply),
    "situation": (SituationRequest, SituationReply),
    "compare": (CompareRequest, CompareReply),
    "replay": (ReplayRequest, ReplayReply),
    "tutorial_state": (TutorialStateRequest, TutorialStateReply),
    "tutorial_grade": (TutorialGradeRequest, TutorialGradeReply),
    "tutorial_solution": (TutorialSolutionRequest, TutorialSolutionReply),
    "tutorial_hint": (TutorialHintRequest, TutorialHintReply),
    "score": (ScoreRequest, ScoreReply),
    "score_match": (ScoreMatchRequest, ScoreMatchReply),
    "sheet": (SheetRequest, SheetReply),
}
"""Each operation's request and reply types."""


# ------------------------------------------------------------------ checking at run time


def _is_typeddict(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, dict) and hasattr(tp, "__required_keys__")


def _hints(tp: type) -> dict[str, Any]:
    return typing.get_type_hints(tp)


def _show(tp: Any) -> str:
    return ", ".join(repr(arg) for arg in get_args(tp))


def check(value: object, tp: Any, path: str = "$") -> None:
    """Raise :class:`ContractError` (naming where) unless ``value`` has the shape of ``tp``."""
    origin = get_origin(tp)
    if tp is Any or tp is object:
        return
    if tp is None or tp is type(None):
        if value is not None:
            raise ContractError(f"{path}: {value!r} is not null")
    elif origin is Literal:
        _check_literal(value, tp, path)
    elif origin in (Union, types.UnionType):
        _check_union(value, tp, path)
    elif _is_typeddict(tp):
        _check_typeddict(value, tp, path)
    elif origin in (list, tuple, dict):
        _CONTAINERS[origin](value, tp, path)
    else:
        _check_plain(value, tp, path)


def _check_literal(value: object, tp: Any, path: str) -> None:
    allowed = get_args(tp)
    if value not in allowed or isinstance(value, bool) != any(isinstance(a, bool) for a in allowed):
        raise ContractError(f"{path}: {value!r} is not one of {_show(tp)}")


def _check_union(value: object, tp: Any, path: str) -> None:
    literals = [arg for arg in get_args(tp) if get_origin(arg) is Literal or arg is type(None)]
    if literals and len(literals) == len(get_args(tp)):
        values = [a for lit in literals for a in (get_args(lit) if lit is not type(None) else (None,))]
        if value not in values:
            raise ContractError(f"{path}: {value!r} is not one of {', '.join(map(repr, values))}")
        return
    errors = []
    for arg in get_args(tp):
        try:
            check(value, arg, path)
            return
        except ContractError as error:
            errors.append(str(error))
    raise ContractError(" / ".join(errors))


def _check_list(value: object, tp: Any, path: str) -> None:
    if not isinstance(value, list):
        raise ContractError(f"{path}: {value!r} is not a list")
    (item,) = get_args(tp)
    for i, element in enumerate(value):
        check(element, item, f"{path}[{i}]")


def _check_tuple(value: object, tp: Any, path: str) -> None:
    items = get_args(tp)
    if not isinstance(value, (list, tuple)) or len(value) != len(items):
        raise ContractError(f"{path}: {value!r} is not a pair of {len(items)}")
    for i, (element, item) in enumerate(zip(value, items, strict=True)):
        check(element, item, f"{path}[{i}]")


def _check_dict(value: object, tp: Any, path: str) -> None:
    if not isinstance(value, dict):
        raise ContractError(f"{path}: {value!r} is not an object")
    _, item = get_args(tp)
    for key, element in value.items():
        if not isinstance(key, str):
            raise ContractError(f"{path}: key {key!r} is not a string")
        check(element, item, f"{path}.{key}")


_CONTAINERS = {list: _check_list, tuple: _check_tuple, dict: _check_dict}


def _check_plain(value: object, tp: Any, path: str) -> None:
    if tp is bool:
        ok = isinstance(value, bool)
    elif tp is int:
        ok = type(value) is int
    elif tp is float:
        ok = type(value) in (int, float)
    elif tp is str:
        ok = isinstance(value, str)
    else:  # pragma: no cover - a type this module does not use
        raise ContractError(f"{path}: the contract has no check for {tp!r}")
    if not ok:
        raise ContractError(f"{path}: {value!r} is not {tp.__name__}")


def _check_typeddict(value: object, tp: type, path: str) -> None:
    if not isinstance(value, dict):
        raise ContractError(f"{path}: {value!r} is not an object ({tp.__name__})")
    hints = _hints(tp)
    required: frozenset[str] = tp.__required_keys__  # type: ignore[attr-defined]
    missing = sorted(required - value.keys())
    if missing:
        raise ContractError(f"{path}: {tp.__name__} lacks {', '.join(missing)}")
    extra = sorted(value.keys() - hints.keys())
    if extra:
        raise ContractError(f"{path}: {tp.__name__} has no field {', '.join(extra)}")
    for key, element in value.items():
        check(element, hints[key], f"{path}.{key}")


def check_reply(op: str, reply: object) -> None:
    """Check a bridge reply: ``op``'s reply type, or :class:`ErrorReply`."""
    if isinstance(reply, dict) and reply.get("ok") is False:
        check(reply, ErrorReply)
    else:
        check(reply, OPERATIONS[op][1])


# ------------------------------------------------------------------ the browser's types


_ALIASES: dict[str, Any] = {
    "Lang": Lang, "Level": Level, "MoveKind": MoveKind, "End": End, "Ending": Ending,
    "ReviewVerdict": ReviewVerdict, "FieldKind": FieldKind, "PresetId": PresetId,
    "Undealt": Undealt, "FirstOpener": FirstOpener, "NoDouble": NoDouble,
    "LaterOpener": LaterOpener, "Direction": Direction, "Draw": Draw, "WhenAble": WhenAble,
    "BlockedWinner": BlockedWinner, "Tie": Tie, "OutPoints": OutPoints, "GoingOut": GoingOut,
    "BlockedWhen": BlockedWhen, "LastMover": LastMover, "BlockedPoints": BlockedPoints,
    "TargetTie": TargetTie,
}


def _ts(tp: Any) -> str:
    for name, alias in _ALIASES.items():
        if tp == alias:
            return name
    origin = get_origin(tp)
    if tp is object or tp is Any:
        return "unknown"
    if tp is None or tp is type(None):
        return "null"
    if origin is Literal:
        return " | ".join(_ts_literal(arg) for arg in get_args(tp))
    if origin in (Union, types.UnionType):
        if tp == RulesJSON:
            return "RulesJSON"
        return " | ".join(_ts(arg) for arg in get_args(tp))
    if _is_typeddict(tp):
        return str(tp.__name__)
    if origin is list:
        inner = _ts(get_args(tp)[0])
        return f"({inner})[]" if " | " in inner else f"{inner}[]"
    if origin is tuple:
        return "[" + ", ".join(_ts(arg) for arg in get_args(tp)) + "]"
    if origin is dict:
        return f"Record<string, {_ts(get_args(tp)[1])}>"
    return {bool: "boolean", int: "number", float: "number", str: "string"}[tp]


def _ts_literal(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def _doc(tp: type, name: str) -> str | None:
    """A field's docstring (the string literal after it in the class body), if any."""
    import ast
    import inspect

    try:
        tree = ast.parse(inspect.getsource(tp))
    except (OSError, TypeError):  # pragma: no cover - source always ships with the engine
        return None
    body = tree.body[0].body  # type: ignore[attr-defined]
    for i, node in enumerate(body[:-1]):
        following = body[i + 1]
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name)
                and node.target.id == name and isinstance(following, ast.Expr)
                and isinstance(following.value, ast.Constant) and isinstance(following.value.value, str)):
            return " ".join(following.value.value.split())
    return None


def _interface(tp: type) -> list[str]:
    own = _hints(tp)
    lines = []
    if tp.__doc__ and not tp.__doc__.startswith(f"{tp.__name__}("):
        lines.append(f"/** {_plain(tp.__doc__)} */")
    lines.append(f"export interface {tp.__name__} {{")
    optional: frozenset[str] = tp.__optional_keys__  # type: ignore[attr-defined]
    for key, field_type in own.items():
        doc = _doc(tp, key)
        if doc:
            lines.append(f"  /** {_plain(doc)} */")
        mark = "?" if key in optional else ""
        lines.append(f"  {key}{mark}: {_ts(field_type)};")
    lines.append("}")
    return lines


def _plain(doc: str) -> str:
    """A docstring as one line of a TypeScript comment (``x`` and :class:`x` become `x`)."""
    import re

    text = " ".join(doc.split()).replace("``", "`")
    return re.sub(r":\w+:`~?([\w.]+)`", r"`\1`", text).replace("None", "null")


def _typeddicts() -> list[type]:
    found = {id(value): value for value in globals().values() if _is_typeddict(value)}
    return sorted(found.values(), key=_source_line)


def _source_line(tp: type) -> int:
    import inspect

    return inspect.getsourcelines(tp)[1]


def typescript() -> str:
    """The contract as TypeScript declarations (``browser/src/contract.gen.ts``)."""
    out = ["// Made by `python -m dominorules contract` from engine/dominorules/contract.py.",
           "// Do not edit: change the engine's contract and run `make contract`.", ""]
    for name, alias in _ALIASES.items():
        out.append(f"export type {name} = {' | '.join(_ts_literal(a) for a in get_args(alias))};")
    out.append("export type RulesJSON = string | Record<string, unknown>;")
    out.append("")
    for tp in _typeddicts():
        out.extend(_interface(tp))
        out.append("")
    out.append("/** Each operation's request and reply. */")
    out.append("export interface Operations {")
    for op, (request, reply) in OPERATIONS.items():
        out.append(f"  {op}: {{ request: {request.__name__}; reply: {reply.__name__} }};")
    out.append("}")
    out.append("export type Op = keyof Operations;")
    out.append("export type Reply<K extends Op> = Operations[K][\"reply\"] | ErrorReply;")
    out.append("")
    return "\n".join(out)


__all__ = ["OPERATIONS", "ContractError", "check", "check_reply", "typescript"]


if __name__ == "__main__":  # python -m dominorules.contract > browser/src/contract.gen.ts
    print(typescript(), end="")
