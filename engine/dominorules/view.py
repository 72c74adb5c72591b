"""What one player may know: their own hand and what everyone saw.

>>> from .rules import PRESETS
>>> game = Game.deal(PRESETS["block"], 2, seed=3)
>>> view = PlayerView.of(game, 1)
>>> len(view.hand), view.hand_sizes, view.boneyard
(7, (7, 7), 14)
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Ends, Game
from .moves import DRAW, PASS
from .tiles import Tile


@dataclass(frozen=True)
class PlayerView:
    """The position as ``seat`` sees it. Other hands appear only as sizes.

    ``lacks`` lists, for each seat, the numbers that seat has shown it does not
    hold: a player who passes because nothing fits holds neither open end; a tile
    drawn later may bring one back, so a draw forgets what was known.
    """

    seat: int
    hand: tuple[Tile, ...]
    line: tuple[Ends, ...]
    ends: Ends | None
    boneyard: int
    drawable: int
    hand_sizes: tuple[int, ...]
    to_move: int
    lacks: tuple[frozenset[int], ...]

    @classmethod
    def of(cls, game: Game, seat: int) -> PlayerView:
        lacks: list[set[int]] = [set() for _ in range(game.players)]
        for step in game.history:
            if step.move.kind == DRAW:
                lacks[step.seat].clear()
            if step.forced and step.move.kind == PASS and step.ends is not None:
                lacks[step.seat].update(step.ends)
        return cls(seat, tuple(game.hands[seat]), tuple(game.line), game.ends,
                   len(game.boneyard), game.drawable, tuple(len(h) for h in game.hands),
                   game.to_move, tuple(frozenset(s) for s in lacks))
