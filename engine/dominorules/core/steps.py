"""A move in a hand's history: who made it, what the table was like before it (what
:meth:`~dominorules.core.game.Game.undo` needs to take it back), whether it was forced, and how
it is said.

>>> from .moves import Move
>>> said_step(Step(Move.parse("6-4 left"), 1, 0, (6, 6), 0, 0, 0, False)).english()
'Player 2 plays 6-4 on the left end (6).'
"""

from __future__ import annotations

from typing import NamedTuple

from ..words.message import Message, seat_params
from .moves import LEFT, PLAY, Move

Ends = tuple[int, int]


class Step(NamedTuple):
    """One move of the history, with what :meth:`Game.undo` needs to take it back."""

    move: Move
    seat: int
    slot: int
    ends: Ends | None
    drawn: int
    passes: int
    last_player: int | None
    forced: bool


def said_step(step: Step) -> Message:
    """The move of ``step`` said: who laid which tile at which end, or drew, or passed (and
    whether by choice)."""
    who = seat_params(step.seat)
    move = step.move
    if move.kind == PLAY:
        if move.end is None:
            return Message("move.lead", {**who, "tile": str(move.tile)})
        assert step.ends is not None
        end_value = step.ends[0] if move.end == LEFT else step.ends[1]
        return Message("move.play-" + move.end, {**who, "tile": str(move.tile), "value": end_value})
    voluntary = "" if step.forced else "-voluntary"
    return Message(f"move.{move.kind}{voluntary}", who)
