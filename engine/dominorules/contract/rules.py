"""Rule sets and words: ``presets``, ``rules``, ``schema``, ``parse_move``, ``translate``."""

from typing import Literal, NotRequired, TypedDict

from ..core.rule_choices import PresetId
from .shared import (
    FieldKind,
    Lang,
    MoveSaid,
    RuleFields,
    RulesJSON,
    Text,
)

__all__ = [
    "PresetsRequest", "Preset", "PresetsReply", "RulesRequest", "RulesReply", "SchemaRequest",
    "FieldSchema", "SchemaReply", "ParseMoveRequest", "ParseMoveReply", "TranslateRequest",
    "PluralText", "TranslateReply",
]


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
    preset: PresetId
    """The system the rules start from (for a ``c`` string, its first item, read by the engine)."""
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
    players: list[int]
    """The player counts a ``table`` field has an entry for (every count a situation may have);
    empty for the other kinds."""


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
