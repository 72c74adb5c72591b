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

from typing import TypeVar

from .message import Message, ParamValue

T = TypeVar("T")


class DominoError(ValueError):
    """Base class: bad input of any kind. Never raised for a bug in the engine.

    ``messages`` is what a reader is told: the error's own message, then any
    detail (for a bad move in a record, the reason the move is illegal).
    """

    def __init__(self, message_id: str, **params: ParamValue) -> None:
        self.message = Message(message_id, params)
        self.messages: tuple[Message, ...] = (self.message,)
        super().__init__(self.message.english())

    @property
    def seat(self) -> int | None:
        """The seat (from 0) the bad input concerns, where one of the messages names one.

        >>> BadPosition("error.match-hand", hand=2).because(BadPosition("error.bad-pips", seat=1, player=2,
        ...                                                              value=-5, max=75)).seat
        1
        """
        return self._named("seat", int)

    @property
    def field(self) -> str | None:
        """The input field the bad input is in (``last``, ``pips``…), where a message names one."""
        return self._named("field", str)

    @property
    def hand(self) -> int | None:
        """The hand (from 1) of a match the bad input is in, where a message names one."""
        return self._named("hand", int)

    def _named(self, param: str, kind: type[T]) -> T | None:
        """The first value of ``param`` of type ``kind`` (exactly: a bool is no int) that one of the
        messages names; None if none does."""
        return next((value for m in self.messages if type(value := m.params.get(param)) is kind), None)

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
