"""Our table's rules: the ``sheet`` request and its reply."""

from typing import Literal, NotRequired, TypedDict

from .rules import PluralText
from .shared import (
    Json,
    Lang,
    RulesJSON,
    Text,
    TextPart,
)

__all__ = [
    "SheetSectionId", "AnswerValue", "SheetRequest", "SheetMark", "SheetNote", "SheetStatement",
    "SheetSection", "SheetSource", "SourcePart", "SourceNote", "SheetOption", "SheetQuestion", "SheetReply",
    "TablePreset", "EmbeddedTable",
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
    players: NotRequired[int | str]
    """The number of players; a link's ``p`` the reader typed is passed on as it is (a string
    that is not a number), and the engine names it in its refusal."""


SheetMark = Literal["reading", "choice"]


class SheetNote(TypedDict):
    """The site's mark on a sentence of the sheet that states its own reading or choice: the
    kind, the mark in words ("(our reading)"), and the disputes page's entry that says why."""

    kind: SheetMark
    text: Text
    anchor: str
    """``disputes.md#<anchor>``"""


class SheetStatement(Text):
    """A sentence of the sheet, and its mark where it states the site's own reading or choice."""

    note: SheetNote | None


class SheetSection(TypedDict):
    """A part of the rules sheet: its title and its sentences, one per rule fact."""

    id: SheetSectionId
    title: Text
    statements: list[SheetStatement]



class SheetSource(TypedDict):
    """A source as a reader knows it, and its entry in the disputes page's list of sources."""

    name: Text
    anchor: str
    """``disputes.md#<anchor>``"""


class SourcePart(TextPart):
    """A piece of a sentence that names sources: a source's name (``link``), linked to its
    ``anchor``, or the words around the names (``anchor`` null)."""

    anchor: str | None
    """``disputes.md#<anchor>``: the disputes page's entry of the source these words name."""


class SourceNote(Text):
    """A sentence that names an option's sources, and the same sentence in pieces (``linked``):
    each source's name its own piece, to link to the source's entry."""

    linked: list[SourcePart]


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
    notes: list[SourceNote]
    """The sentences that name the sources: this game's own, then other games' (each source in
    ``sources`` appears in one of them by its ``name``, a piece of ``linked``), or that no source
    names this option."""
    mark_note: Text | None
    """The mark in words (*Our choice: …*), linked to the question's entry; null without a mark."""


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
    heading: Text
    """The question with its place among the questions: "Question 2 of 7: Who opens …?"."""


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
    count_note: Text | None
    """Why there are fewer or more questions than the system asks for these players (the
    answers so far leave some out or bring some up); null when there are as many."""


class TablePreset(TypedDict):
    """A system as the table page offers it before the engine has started: its name in the
    page's language and its numbers of players."""

    id: str
    name: str
    min_players: int
    max_players: int


class EmbeddedTable(TypedDict):
    """The data the table page's hook embeds (``.domino-table__data``): the presets, the words
    printed on the sheet in every language (a table can print its sheet in another language
    than the page's), and the languages, each by its own name."""

    presets: list[TablePreset]
    sheet: dict[Lang, dict[str, str | PluralText]]
    languages: list[tuple[Lang, str]]
