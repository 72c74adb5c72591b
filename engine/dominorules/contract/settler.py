"""The settler's requests and replies: ``settle``, ``situation``, ``compare``, ``replay``."""

from typing import Literal, NotRequired, TypedDict

from ..core.rule_choices import PresetId
from .rules import FieldSchema
from .shared import (
    Ending,
    Json,
    Lang,
    MoveSaid,
    Reason,
    RulesJSON,
    Text,
    Verdict,
)

__all__ = [
    "SettleRequest", "SettleVerdict", "SettleReply", "Situation", "SituationRequest",
    "SituationRow", "SituationReply", "CompareRequest", "CompareRow", "CompareReply",
    "ReplayRequest", "BestPlay", "ReplayReply", "FieldValue", "CustomRules", "SettlerPreset",
    "KindForm", "EmbeddedSettler",
]


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
    """The reasons to show (never the pips left in each hand: the situation shows the hands),
    each mark of our reading or choice after the sentence it marks."""
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
    """The reasons to show (never the pips left in each hand)."""
    line: Text
    """The system named, how far it allows the record and why, as one paragraph."""
    replayable: bool
    """Whether the record can be stepped through under these rules: they take the deal, and
    they are a preset (the ``replay`` request names them)."""


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
    """The reasons for best play's result to show (never the pips left in each hand)."""
    why: Text
    """Those reasons as one paragraph."""


class ReplayReply(TypedDict):
    ok: Literal[True]
    line: list[str]
    line_tiles: list[tuple[int, int]]
    hands: list[list[str]]
    hand_sizes: list[int]
    """How many tiles each hand holds, as the engine counts them."""
    boneyard: int
    to_move: int
    steps: int
    total: int
    over: bool
    events: list[Text]
    opening: Text
    stock: Text | None
    spoken: list[Text]
    """The position for screen readers, every hand face up (core/position.py)."""
    best: NotRequired[BestPlay]


FieldValue = str | int | bool | dict[str, int] | None
"""A rule field's value: a choice, a yes/no, a number, or a number per player count."""

CustomRules = dict[str, FieldValue]
"""A custom rule set as the settler edits it: ``preset``, the preset it starts from, and the
fields it changes."""


class SettlerPreset(TypedDict):
    """A preset as the settler's custom rules start from it."""

    id: PresetId
    name: str
    """The preset's name in the page's language."""
    fields: dict[str, FieldValue]
    """The value of each rule field."""
    min_players: int
    max_players: int
    team_players: list[int]
    """The player counts at which these rules answer a situation played in teams (none: never)."""


class KindForm(TypedDict):
    """What a question of one kind asks (``formats.situation_form.KIND_PARTS``), so the form asks
    just that."""

    kind: Literal["end", "turn", "deal"]
    one_hand: bool
    """Only the hand of the player to move, not one per player."""
    line: bool
    """Whether the question has a line of play."""
    last: bool
    """Whether it asks who moved last."""
    teams: bool
    """Whether it may be played in teams."""
    stock: int | None
    """The most tiles the boneyard and the tiles drawn may be (null: the question asks neither)."""


class EmbeddedSettler(TypedDict):
    """The settler's data in its page (``hooks/dominosite/settler_html.py``), from the engine."""

    presets: list[SettlerPreset]
    schema: list[FieldSchema]
    """The custom rules' fields, their kinds, choices and bounds, labelled in the page's language."""
    tiles: list[str]
    """The tile set, by the tiles' names."""
    players: list[int]
    """The player counts a situation may have."""
    team_players: list[int]
    """The player counts at which a situation may be played in teams (by any preset)."""
    kinds: list[KindForm]
    """The questions, in the order the form offers them, each with what it asks."""
