"""The position as one seat sees it: its own hand, the line, the others' hands as sizes, and
the numbers each seat has shown it does not hold (the package's view for a program playing a
seat, :class:`dominorules.PlayerView`; what a seat can infer from all of it, as the computer
players do, is :mod:`dominorules.players.knowledge`)."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.game import Ends, Game
from ..core.moves import DRAW, PASS
from ..core.tiles import Tile


@dataclass(frozen=True)
class PlayerView:
    """The position as ``seat`` sees it. Other hands appear only as sizes.

    >>> from ..core.rules import PRESETS
    >>> view = PlayerView.of(Game.deal(PRESETS["block"], 2, seed=3), 1)
    >>> len(view.hand), view.hand_sizes, view.boneyard
    (7, (7, 7), 14)

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


__all__ = ["PlayerView"]
