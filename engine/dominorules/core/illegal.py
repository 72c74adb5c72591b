"""Why a move is not legal: the precise reason, in words, for the move a player tried
(:meth:`dominorules.core.game.Game.play` raises it).

>>> from .game import Game
>>> from .rules import PRESETS
>>> from .tiles import parse_tiles
>>> game = Game(PRESETS["block"], [parse_tiles("6-6 6-3 1-0 2-2 4-1 5-0 3-3"),
...                                parse_tiles("5-5 6-1 3-1 2-0 4-4 5-4 0-0")])
>>> str(refusal(game, Move.parse("5-0")))
'This hand must open with 6-6.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..words.errors import IllegalMove
from ..words.message import seat_params
from .moves import DRAW, LEFT, PLAY, Move
from .rules import RuleSet
from .tiles import Tile


class Playing(Protocol):
    """What the reason reads of a hand in play (a :class:`~dominorules.core.game.Game` is one)."""

    rules: RuleSet
    hands: list[list[Tile]]
    to_move: int
    ended: str | None
    ends: tuple[int, int] | None
    lead: Tile | None

    @property
    def drawable(self) -> int: ...

    def plays_for(self, seat: int) -> Sequence[Move]: ...


def refusal(game: Playing, move: Move) -> IllegalMove:
    """The precise reason ``move`` is not legal now in ``game``, as the error to raise."""
    who = seat_params(game.to_move)
    if game.ended is not None:
        said = move.said("illegal.hand-over-move")
        return IllegalMove(said.id, **said.params)
    if move.kind == PLAY and move.tile is not None:
        tile = move.tile
        if tile not in game.hands[game.to_move]:
            return IllegalMove("illegal.not-in-hand", **who, tile=str(tile))
        if game.ends is None:
            return IllegalMove("illegal.must-lead", **who, tile=str(game.lead))
        left, right = game.ends
        if left == right and not tile.has(left):
            return IllegalMove("illegal.no-match-same", tile=str(tile), end=left)
        if not tile.has(left) and not tile.has(right):
            return IllegalMove("illegal.no-match", tile=str(tile), left=left, right=right)
        if move.end is None:
            return IllegalMove("illegal.which-end", tile=str(tile), left=left, right=right)
        value = left if move.end == LEFT else right
        return IllegalMove("illegal.wrong-end", tile=str(tile), end=value)
    if move.kind == DRAW:
        if game.rules.undealt != "boneyard" or game.rules.draw == "none":
            return IllegalMove("illegal.no-drawing", **who)
        if game.drawable <= 0:
            if game.rules.reserve == 0:
                return IllegalMove("illegal.boneyard-empty", **who)
            return IllegalMove("illegal.nothing-to-draw", **who, reserve=game.rules.reserve)
        if game.plays_for(game.to_move):
            return IllegalMove("illegal.must-play-not-draw", **who)
        return IllegalMove("illegal.drew-already", **who)
    if game.plays_for(game.to_move):
        return IllegalMove("illegal.must-play", **who)
    return IllegalMove("illegal.must-draw", **who)
