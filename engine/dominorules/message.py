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
from typing import NamedTuple

ParamValue = int | str


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
    """The number in parameter ``name`` (an int or a string of digits), else ``None``.

    >>> count_of({"count": "3"}, "count"), count_of({"count": "many"}, "count"), count_of({}, None)
    (3, None, None)
    """
    if name is None:
        return None
    value = params.get(name)
    if isinstance(value, bool):
        return None
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
    """A message id and the values for its placeholders."""

    id: str
    params: Mapping[str, ParamValue]

    def english(self) -> str:
        """The message in English, straight from the engine's own wording."""
        from .messages import ENGLISH

        wording = ENGLISH[self.id]
        if isinstance(wording, Plural):
            wording = wording.choose(self.params)
        return wording.format_map(dict(self.params))

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "params": dict(self.params)}


def seat_params(seat: int) -> dict[str, ParamValue]:
    """Parameters naming a seat: ``seat`` (0-based) and ``player`` (1-based, for readers)."""
    return {"seat": seat, "player": seat + 1}
