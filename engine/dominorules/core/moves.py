"""Moves: play a tile on an end, draw from the boneyard, or pass.

Written in records as ``6-6`` (the opening tile), ``6-3 right``, ``5-5 left``,
``draw`` and ``pass``.

>>> Move.parse("6-3 right")
Move(kind='play', tile=Tile(6, 3), end='right')
>>> str(Move.parse("3|6 L")), str(Move.parse("DRAW"))
('6-3 left', 'draw')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..words.errors import BadRecord
from ..words.message import Message
from ..words.plural import Listing
from .tiles import Tile

PLAY, DRAW, PASS = "play", "draw", "pass"
LEFT, RIGHT = "left", "right"
_END_WORDS = {"left": LEFT, "l": LEFT, "right": RIGHT, "r": RIGHT}


class Move(NamedTuple):
    """One move. ``end`` is ``None`` for the opening tile, draws and passes."""

    kind: str
    tile: Tile | None = None
    end: str | None = None

    @classmethod
    def play(cls, tile: Tile, end: str | None = None) -> Move:
        return cls(PLAY, tile, end)

    @classmethod
    def parse(cls, text: str, max_pip: int = 6) -> Move:
        """Read a move as written in a record; :class:`BadRecord` names bad text."""
        words = text.split() if isinstance(text, str) else []
        if len(words) == 1 and words[0].lower() in (DRAW, PASS):
            return cls(words[0].lower())
        if len(words) in (1, 2):
            end = _END_WORDS.get(words[1].lower()) if len(words) == 2 else None
            if len(words) == 1 or end is not None:
                return cls(PLAY, Tile.parse(words[0], max_pip), end)
        raise BadRecord("error.bad-move-text", move=str(text))

    def to_json(self) -> dict[str, object]:
        """The move as the browser bridge sends it."""
        return {"kind": self.kind, "tile": str(self.tile) if self.tile else None, "end": self.end}

    @classmethod
    def from_json(cls, data: object, max_pip: int = 6) -> Move:
        """A move from ``{"kind": ..., "tile": ..., "end": ...}``."""
        if not isinstance(data, dict) or data.get("kind") not in (PLAY, DRAW, PASS):
            raise BadRecord("error.bad-move-text", move=repr(data)[:40])
        if data["kind"] != PLAY:
            return cls(data["kind"])
        end = data.get("end")
        if end not in (None, LEFT, RIGHT):
            raise BadRecord("error.bad-move-text", move=str(end)[:40])
        return cls(PLAY, Tile.parse(str(data.get("tile")), max_pip), end)

    def way(self) -> str:
        """How the move is said, as the last part of a message id: ``lead``, ``play-left``,
        ``play-right``, ``draw`` or ``pass``.

        >>> Move.parse("4-2 left").way(), Move.parse("6-6").way(), Move(PASS).way()
        ('play-left', 'lead', 'pass')
        """
        if self.kind != PLAY:
            return self.kind
        return f"play-{self.end}" if self.end else "lead"

    def said(self, family: str = "said") -> Message:
        """The move in words, said in the reader's language at the edge, never ``str(move)``.
        ``family`` picks the way of saying it: ``said`` on its own (as advice or a legal move),
        or a sentence of its own with
        a form per kind of move (``illegal.hand-over-move``, ``feedback.not-best-move``), so that
        each language can bend the verb as the sentence needs.

        >>> Move.parse("4-2 left").said().english(), Move(DRAW).said().english()
        ('play 4-2 on the left end', 'draw a tile')
        """
        return Message(f"{family}.{self.way()}", {"tile": str(self.tile)} if self.kind == PLAY else {})

    def said_by(self, seat: int, count: int = 1) -> Message:
        """The move as one step of a line of play, with who makes it (``seat``, 0-based);
        ``count`` draws in a row by one player are one step.

        >>> Move.parse("4-2 left").said_by(1).english(), Move(DRAW).said_by(0, 3).english()
        ('Player 2 plays 4-2 on the left', 'Player 1 draws 3 tiles')
        """
        params: dict[str, str | int] = {"player": seat + 1}
        if self.kind == PLAY:
            params["tile"] = str(self.tile)
        if self.kind == DRAW:
            params["count"] = count
        return Message(f"said-line.{self.way()}", params)

    def __str__(self) -> str:
        if self.kind != PLAY:
            return self.kind
        return f"{self.tile} {self.end}" if self.end else str(self.tile)


def said_line(line: Sequence[Move], movers: Sequence[int]) -> Listing:
    """A line of play in words, each step with who makes it (``movers[i]`` made ``line[i]``),
    a run of draws by one player said once.

    >>> moves = [Move.parse("6-6"), Move(DRAW), Move(DRAW), Move(PASS), Move.parse("6-1 right")]
    >>> for step in said_line(moves, [0, 1, 1, 1, 0]).items:
    ...     print(step.english())
    Player 1 opens with 6-6
    Player 2 draws 2 tiles
    Player 2 passes
    Player 1 plays 6-1 on the right
    """
    steps: list[Message] = []
    index = 0
    while index < len(line):
        move, seat = line[index], movers[index]
        run = 1
        while (move.kind == DRAW and index + run < len(line) and line[index + run].kind == DRAW
               and movers[index + run] == seat):
            run += 1
        steps.append(move.said_by(seat, run))
        index += run
    return Listing(tuple(steps), "seq")
