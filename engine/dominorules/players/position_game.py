"""A game that starts in the middle of a hand: the position the solver, the computer players,
the review and the reader's puzzles search (:meth:`~dominorules.players.knowledge.Knowledge.position`
deals the hidden tiles into it)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.game import Ends, Game
from ..core.rules import RuleSet
from ..core.tiles import Tile


def position_game(rules: RuleSet, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile],
                  line: Sequence[Ends], ends: Ends | None, to_move: int, drawn: int = 0,
                  passes: int = 0, last_player: int | None = None) -> Game:
    """A game that starts in the middle of a hand: ``hands`` as they are now, ``boneyard``
    in drawing order, the ``line`` on the table. Its history starts here.

    >>> from ..core.rules import PRESETS
    >>> from ..core.tiles import parse_tiles
    >>> game = position_game(PRESETS["block"], [parse_tiles("6-2 3-1"), parse_tiles("4-4 5-0")],
    ...                      [], [(3, 6), (6, 6)], (3, 6), to_move=0)
    >>> [str(move) for move in game.legal_moves()], game.line_text()
    (['6-2 right', '3-1 left'], ['3-6', '6-6'])
    """
    game = Game(rules, hands, boneyard, opener=to_move, hand_number=2, check=False)
    game._right = list(line)
    for a, b in line:  # the line's tiles are in nobody's hand
        game._count(Tile.of(a, b), -1)
    game.ends, game.to_move = ends, to_move
    game.drawn, game.passes, game.last_player = drawn, passes, last_player
    return game


__all__ = ["position_game"]
