"""Messages: a message id plus parameters, translated only at the edge.

The engine never formats prose in one language. Every explanation, reason and
error is a :class:`Message`; :func:`dominorules.i18n.translate` turns it into
text in the reader's language. The English wording lives in
:mod:`dominorules.messages`, the other languages in ``translations/*.po``.

>>> Message("end.out", {"seat": 1, "player": 2}).english()
'Player 2 played their last tile and wins.'

A message with a count has two wordings (a :class:`Plural`), and the number in its
count parameter chooses one, in English as in every other language:

>>> Message("error.hand-size", {"player": 1, "count": 1, "size": 7}).english()
'Player 1 has 1 tile; these rules deal 7.'
>>> Message("error.hand-size", {"player": 1, "count": 8, "size": 7}).english()
'Player 1 has 8 tiles; these rules deal 7.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, TypeAlias, Union

# A parameter is a number (written in the reader's language: "1,234", "1 234"), a text
# said as it is (a tile "6-3", a value the reader typed), a message of its own (a move
# in words, "4-2 at the left end") or a list of such values (":class:`Listing`").
ParamValue: TypeAlias = Union[int, str, "Message", "Listing"]
# The styles of a list: "and" ("1, 2 and 3"), "or" ("1, 2 or 3"), "seq" (a line of moves,
# "1, 2, 3"), "sum" ("4 + 5 + 0"). Each is joined by patterns in the catalogs (ids ``list.<style>.two`` ...).
LIST_STYLES = ("and", "or", "seq", "sum")


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
    :class:`Listing`: "Players 1 and 3 win"), else ``None``.

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


class Message(NamedTuple):
    """A message id and the values for its placeholders.

    A parameter may be a message of its own, said in the same language (a move in words):

    >>> Message("solution.best", {"moves": Listing((Message("say.play-left", {"tile": "4-2"}),),
    ...                                             "or")}).english()
    'Best: 4-2 at the left end.'
    """

    id: str
    params: Mapping[str, ParamValue]

    def english(self) -> str:
        """The message in English, straight from the engine's own wording."""
        from .i18n import english

        return english(self)

    def to_json(self) -> dict[str, object]:
        """The message as the bridge sends it: nested messages and lists as JSON too."""
        return {"id": self.id, "params": {name: json_value(value) for name, value in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Message:
        """The message back from :meth:`to_json` (the engine's own JSON, not a reader's).

        >>> said = Message("x", {"n": 2, "who": Listing((Message("y", {}), "Ann"))})
        >>> Message.from_json(said.to_json()) == said
        True
        """
        params = data.get("params")
        values = params if isinstance(params, Mapping) else {}
        return cls(str(data["id"]), {str(name): from_json_value(value) for name, value in values.items()})


class Listing(NamedTuple):
    """Several values said as one list, joined as the reader's language joins them.

    >>> Listing((1, 3)).english()
    '1 and 3'
    >>> Listing((1, 2, 3), "or").english()
    '1, 2, or 3'
    """

    items: tuple[ParamValue, ...]
    style: str = "and"

    def english(self) -> str:
        """The list in English, as the engine's own wording joins it."""
        from .i18n import english

        return english(self)

    def to_json(self) -> dict[str, object]:
        return {"list": [json_value(item) for item in self.items], "style": self.style}


def json_value(value: ParamValue) -> object:
    """A parameter as JSON: numbers and texts as they are, messages and lists as objects."""
    if isinstance(value, Message | Listing):
        return value.to_json()
    return value


def from_json_value(value: object) -> ParamValue:
    """A parameter back from :func:`json_value`."""
    if isinstance(value, Mapping) and "id" in value:
        return Message.from_json(value)
    if isinstance(value, Mapping) and isinstance(value.get("list"), list):
        style = value.get("style")
        return Listing(tuple(from_json_value(item) for item in value["list"]),
                       style if isinstance(style, str) and style in LIST_STYLES else "and")
    if isinstance(value, int | str):
        return value
    return str(value)


def seat_params(seat: int) -> dict[str, ParamValue]:
    """Parameters naming a seat: ``seat`` (0-based) and ``player`` (1-based, for readers)."""
    return {"seat": seat, "player": seat + 1}
