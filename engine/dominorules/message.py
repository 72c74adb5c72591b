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

from .messages import ENGLISH
from .plural import ParamValue, Plural, count_of, plural_id

__all__ = ["Message", "ParamValue", "Plural", "count_of", "plural_id", "seat_params"]


class Message(NamedTuple):
    """A message id and the values for its placeholders."""

    id: str
    params: Mapping[str, ParamValue]

    def english(self) -> str:
        """The message in English, straight from the engine's own wording."""
        wording = ENGLISH[self.id]
        if isinstance(wording, Plural):
            wording = wording.choose(self.params)
        return wording.format_map(dict(self.params))

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "params": dict(self.params)}


def seat_params(seat: int) -> dict[str, ParamValue]:
    """Parameters naming a seat: ``seat`` (0-based) and ``player`` (1-based, for readers)."""
    return {"seat": seat, "player": seat + 1}
