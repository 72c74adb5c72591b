"""The engine's exception types. Each names the bad value and is translatable.

Every error carries a :class:`~dominorules.message.Message`; ``str(error)`` is
its English text, :func:`dominorules.i18n.translate` gives any other language.

>>> try:
...     raise BadTile("7-2", 6)
... except DominoError as error:
...     print(error, "|", error.message.id)
7-2 is not a tile of the double-6 set. | error.bad-tile
"""

from __future__ import annotations

from .message import Message, ParamValue


class DominoError(ValueError):
    """Base class: bad input of any kind. Never raised for a bug in the engine.

    ``messages`` is what a reader is told: the error's own message, then any
    detail (for a bad move in a record, the reason the move is illegal).
    """

    def __init__(self, message_id: str, **params: ParamValue) -> None:
        self.message = Message(message_id, params)
        self.messages: tuple[Message, ...] = (self.message,)
        super().__init__(self.message.english())

    def because(self, cause: DominoError) -> DominoError:
        """Add ``cause``'s messages as the detail of this error; returns the error."""
        self.messages = (self.message,) + cause.messages
        self.args = (" ".join(message.english() for message in self.messages),)
        return self


class BadTile(DominoError):
    """Text that is not a tile of the set in use."""

    def __init__(self, text: str, max_pip: int) -> None:
        super().__init__("error.bad-tile", tile=text, max=max_pip)


class BadRules(DominoError):
    """An unknown preset, an unknown field or a value a field does not take."""


class BadPosition(DominoError):
    """A deal or position that cannot happen: a tile twice, wrong hand sizes, ends that do not match."""


class BadRecord(DominoError):
    """A game record that is not of the documented form."""


class IllegalMove(DominoError):
    """A move the rules do not allow at this moment."""
