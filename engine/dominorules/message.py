"""Messages: a message id plus parameters, translated only at the edge.

The engine never formats prose in one language. Every explanation, reason and
error is a :class:`Message`; :func:`dominorules.i18n.translate` turns it into
text in the reader's language. The English wording lives in
:mod:`dominorules.messages`, the other languages in ``translations/*.po``.

>>> Message("end.out", {"seat": 1, "player": 2}).english()
'Player 2 played their last tile.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

ParamValue = int | str


class Message(NamedTuple):
    """A message id and the values for its placeholders."""

    id: str
    params: Mapping[str, ParamValue]

    def english(self) -> str:
        """The message in English, straight from the engine's own wording."""
        from .messages import ENGLISH

        return ENGLISH[self.id].format_map(dict(self.params))

    def to_json(self) -> dict[str, object]:
        return {"id": self.id, "params": dict(self.params)}


def seat_params(seat: int) -> dict[str, ParamValue]:
    """Parameters naming a seat: ``seat`` (0-based) and ``player`` (1-based, for readers)."""
    return {"seat": seat, "player": seat + 1}
