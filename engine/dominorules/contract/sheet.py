"""Our table's rules: the ``sheet`` request and its reply."""

from typing import Literal, NotRequired, TypedDict

from .shared import (
    Json,
    Lang,
    RulesJSON,
    Text,
)

__all__ = [
    "SheetSectionId", "AnswerValue", "SheetRequest", "SheetSection", "SheetMark", "SheetSource",
    "SheetOption", "SheetQuestion", "SheetReply",
]


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
