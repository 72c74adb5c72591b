"""The engine's exception types. Each names the bad value and is translatable.

Every error carries a :class:`~dominorules.words.message.Message`; ``str(error)`` is
its English text, :func:`dominorules.words.i18n.translate` gives any other language.

>>> try:
...     raise BadTile("7-2", 6)
... except DominoError as error:
...     print(error, "|", error.message.id)
7-2 is not a tile of the double-6 set. | error.bad-tile
"""

from __future__ import annotations

from typing import Self, TypeVar

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

    def because(self, cause: DominoError) -> Self:
        """Add ``cause``'s messages as the detail of this error; returns the error."""
        return self._said((self.message, *cause.messages))

    def also(self, *messages: Message) -> Self:
        """Add ``messages`` after what the error says already (advice for the reader); returns it.

        >>> str(BadRecord("error.record-unfinished").also(Message("error.situation-check-link", {})))
        'The record stops before the hand is over. Check the link, or set up the situation again here.'
        """
        return self._said(self.messages + messages)

    def _said(self, messages: tuple[Message, ...]) -> Self:
        self.messages = messages
        self.args = (" ".join(message.english() for message in self.messages),)
        return self


def said_value(value: object) -> ParamValue:
    """A value from a reader's JSON as the reader knows it, for a message to quote (``{value}``
    unquoted in the wording): a text or a number as written, ``true``/``false`` as JSON writes
    them, each in the language's quotation marks (``say.quoted``); a list, an object or ``null``
    in words ("a list", "empty"), never Python's ``None``, ``list`` or ``{'a': 1}``.

    >>> def bad(field, label, value):
    ...     params = {"field": field, "label": label, "value": said_value(value)}
    ...     return Message("error.bad-rule-value", params)
    >>> bad("tie", "Tie", "maybe").english(), bad("hand_size", "Hand size", None).english()
    ('The rule “Tie” (tie) cannot be “maybe”.', 'The rule “Hand size” (hand_size) cannot be empty.')
    >>> Message("error.bad-record", {"value": said_value([1, 2])}).english()
    'A game record must be a JSON object, not a list.'
    """
    if value is None:
        return Message("say.json.null", {})
    if isinstance(value, list | tuple):
        return Message("say.json.list", {})
    if isinstance(value, dict):
        return Message("say.json.object", {})
    text = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return Message("say.quoted", {"text": text if len(text) <= 40 else text[:39] + "…"})


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
