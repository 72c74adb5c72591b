"""Simple built-in players: enough to play whole hands for tests, the site and benchmarks.

A player is a function from the game and its legal moves to one of those moves.
It sees the full state but uses only its own hand and the line.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..core.game import Game
from ..core.moves import PLAY, Move

Player = Callable[[Game, Sequence[Move]], Move]


def heaviest_first(game: Game, moves: Sequence[Move]) -> Move:
    """Play the tile with the most pips (doubles first on a tie); draw or pass only when forced.

    Deterministic, so a seed alone fixes a whole hand.
    """
    plays = [move for move in moves if move.kind == PLAY]
    if not plays:
        return moves[0]
    return max(plays, key=lambda m: (m.tile.pips if m.tile else 0,
                                     m.tile.is_double if m.tile else False,
                                     m.tile.high if m.tile else 0, m.end == "left"))


def random_player(rng: random.Random) -> Player:
    """A player choosing uniformly among the legal moves with ``rng``."""

    def choose(game: Game, moves: Sequence[Move]) -> Move:
        return moves[rng.randrange(len(moves))]

    return choose
