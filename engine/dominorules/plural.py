"""A message's wording with a count: :class:`Plural`, and the helpers that choose its form.

This module sits below both :mod:`dominorules.message` (messages and their English text) and
:mod:`dominorules.messages` (the English wordings, some of them plurals), so neither imports
the other in a cycle. :mod:`dominorules.message` re-exports everything here.
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
