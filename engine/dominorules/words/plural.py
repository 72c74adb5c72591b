"""A message's wording with a count: :class:`Plural`, and the helpers that choose its form.

This module sits below both :mod:`dominorules.words.message` (messages and their English text) and
:mod:`dominorules.words.messages` (the English wordings, some of them plurals), so neither imports
the other in a cycle. :mod:`dominorules.words.message` re-exports everything here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, Protocol, TypeAlias, Union


class Said(Protocol):
    """A message as a parameter of another: its id, its parameters and its JSON. This is what
    :class:`dominorules.words.message.Message` is; the type is here so that this module, below
    :mod:`~dominorules.words.message`, needs nothing from it (no import cycle, not even for types)."""

    @property
    def id(self) -> str: ...

    @property
    def params(self) -> Mapping[str, ParamValue]: ...

    def to_json(self) -> dict[str, object]: ...


# A parameter is a number (written in the reader's language: "1,234", "1 234"), a text
# said as it is (a tile "6-3", a value the reader typed), a message of its own (a move
# in words, "play 4-2 on the left end") or a list of such values (:class:`Listing`).
ParamValue: TypeAlias = Union[int, str, Said, "Listing"]
# The styles of a list: "and" ("1, 2 and 3"), "or" ("1, 2 or 3"), "seq" (a line of moves,
# "1, 2, 3"), "sum" ("4 + 5 + 0"), "text" (sentences one after another, as a paragraph says them).
# Each is joined by the catalogs' ``list.<style>.*`` patterns.
LIST_STYLES = ("and", "or", "seq", "sum", "text")


class Listing(NamedTuple):
    """Several values said as one list, joined as the reader's language joins them
    (:func:`dominorules.words.message.render`); its length is its count ("Players 1 and 3 win")."""

    items: tuple[ParamValue, ...]
    style: str = "and"
    clauses: bool = False
    """Its items are clauses, so that the list can stand as a sentence ("Ann has 5 points and Bo
    has 0 points"): after a colon it opens with a capital where the language wants one."""

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"list": [json_value(item) for item in self.items], "style": self.style}
        if self.clauses:
            out["clauses"] = True
        return out


def json_value(value: ParamValue) -> object:
    """A parameter as JSON: numbers and texts as they are, messages and lists as objects."""
    if isinstance(value, int | str):
        return value
    return value.to_json()


class Plural(NamedTuple):
    """The two English wordings of a message with a count.

    ``param`` names the parameter that holds the number; ``one`` is the wording for
    exactly 1 and ``other`` for any other number (0, 2, 28 ...). In the catalogs the
    message is a gettext plural entry (``msgid_plural``, see :func:`plural_id`).
    """

    param: str
    one: str
    other: str

    def choose(self, params: Mapping[str, ParamValue]) -> str:
        """The wording for the number in ``params`` (``other`` when it is not a number).

        >>> Plural("count", "{count} tile", "{count} tiles").choose({"count": 1})
        '{count} tile'
        >>> Plural("count", "{count} tile", "{count} tiles").choose({"count": 0})
        '{count} tiles'
        """
        return self.one if count_of(params, self.param) == 1 else self.other


def count_of(params: Mapping[str, ParamValue], name: str | None) -> int | None:
    """The number in parameter ``name`` (an int, a string of digits, or the length of a
    :class:`Listing`), else ``None``.

    >>> count_of({"count": "3"}, "count"), count_of({"count": "many"}, "count"), count_of({}, None)
    (3, None, None)
    >>> count_of({"players": Listing((1, 3))}, "players")
    2
    """
    if name is None:
        return None
    value = params.get(name)
    if isinstance(value, bool):
        return None
    if isinstance(value, Listing):
        return len(value.items)
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return None


def plural_id(msgid: str, count: str) -> str:
    """The ``msgid_plural`` of a message with a count: its id and the counting placeholder.

    >>> plural_id("ui.face_down", "count")
    'ui.face_down {count}'
    """
    return f"{msgid} {{{count}}}"
