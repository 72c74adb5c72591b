"""Perfect-information solver: what a position is worth, and every move that keeps that worth.

All hands are known, and in a draw game so is the order of the boneyard (a draw takes the
next tile of :attr:`Game.boneyard`, as :meth:`Game.play` does). :func:`solve` searches every
line to the end of the hand, on a compact copy of the position (each hand a bitmask, the
ends two integers) that makes exactly the moves :meth:`Game.legal_moves` lists under every
rule field: passes and a round of voluntary passes, drawing one or until playable,
voluntary draws, the Pagat reserve, teams, blocked and out endings, the last mover losing.
The reference it is tested against is plain minimax on :class:`Game` itself
(tests/engine/test_solver.py).

**The value** of a position is :func:`~.values.value_of` for the side to move (the team, or the
seat alone): see :mod:`.values`.

**The search** (:mod:`.search`) is alpha-beta with null windows on a compact copy of the position.

A two-player block endgame (the tiles no hand holds are set aside). Seat 0 holds 4-0 3-1
6-2, seat 1 holds 5-0 0-0 4-3, and the line is 3-6 6-6. Playing 6-2 on the right loses:
seat 1 follows 4-3 on the 3, seat 0 must put 4-0 on the 4, seat 1 plays 0-0 while seat 0
cannot follow, and goes out with 5-0. Playing 3-1 on the left wins: seat 1 holds no 1 and
no 6 and passes, seat 0 puts 6-2 on the 6, and with 1 and 2 open nobody can play: the hand
is blocked with 4 pips against 12.

>>> from ..core.rules import PRESETS
>>> from ..core.tiles import full_set, parse_tiles
>>> hands = [parse_tiles("6-6 4-0 3-1 6-2"), parse_tiles("6-3 5-0 0-0 4-3")]
>>> rest = [tile for tile in full_set(6) if not any(tile in hand for hand in hands)]
>>> game = Game(PRESETS["block"], hands, rest, check=False)
>>> game.play(Move.parse("6-6")); game.play(Move.parse("6-3 left"))
>>> game.to_move, game.ends, [str(move) for move in game.legal_moves()]
(0, (3, 6), ['3-1 left', '6-2 right'])
>>> solution = solve(game)
>>> solution.value, str(solution.best), [str(move) for move in solution.best_moves]
(1, '3-1 left', ['3-1 left'])
>>> [str(move) for move in solution.line], game.ends
(['3-1 left', 'pass', '6-2 right'], (3, 6))
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.game import Game
from ..core.moves import Move
from ..core.teams import side_of as side_of
from .search import Search
from .values import SearchTooLarge as SearchTooLarge
from .values import sides as sides
from .values import value_of as value_of


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    ``value`` is the position's worth to the side of the player to move (see the module
    docstring); ``best`` one move that keeps it (``None`` once the hand is over); ``line``
    a principal variation from here to the end of the hand; ``best_moves`` every legal move
    that keeps the value, in the order of :meth:`Game.legal_moves`; ``nodes`` the positions
    searched.
    """

    value: int
    best: Move | None
    line: tuple[Move, ...]
    best_moves: tuple[Move, ...]
    nodes: int


def solve(game: Game, max_nodes: int | None = None) -> Solution:
    """Solve ``game`` from the position it is in. ``game`` is played forward and taken back
    while the best line is traced, and left exactly as it was.

    Endgames take milliseconds and whole block and partnership deals well under a second,
    but voluntary draws (``may-draw``, Pagat) or passes (``may-pass``) with many tiles left
    to draw make the tree too wide to search whole: with ``max_nodes`` given,
    :class:`SearchTooLarge` is raised once that many nodes have been searched.
    """
    root_side = side_of(game.rules, game.to_move)
    outcome = game.outcome()
    if outcome is not None:
        return Solution(value_of(outcome, root_side, game.rules), None, (), (), 0)
    search = Search(game, root_side, max_nodes)
    value = search.value(search.state_of(game))
    moves = game.legal_moves()
    keeps = tuple(move for move in moves if len(moves) == 1 or search.keeps(game, move, value))
    line = search.line(game, value)
    return Solution(value, line[0], line, keeps, search.nodes())


def best_moves(game: Game) -> list[Move]:
    """Every legal move that keeps the position's value (see :func:`solve`).

    >>> from ..core.rules import PRESETS
    >>> game = Game.deal(PRESETS["partnership"], 4, seed=2)
    >>> [str(move) for move in best_moves(game)]
    ['6-6']
    """
    return list(solve(game).best_moves)


def move_values(game: Game, max_nodes: int | None = None,
                voluntary: bool = True) -> tuple[list[int], int]:
    """The value of each of :meth:`Game.legal_moves`, in that order, to the side of the player
    to move (see the module docstring), with best play for everyone after it; and the number
    of nodes searched.

    With ``voluntary=False`` the search after each move lets nobody pass or draw while a
    tile fits (``when_able`` read as ``must-play``): a smaller tree that stands in for the
    real one where voluntary passes or draws make it too wide. :class:`SearchTooLarge` once
    ``max_nodes`` nodes have been searched in all.

    >>> from .position_game import position_game
    >>> from ..core.rules import PRESETS
    >>> from ..core.tiles import parse_tiles
    >>> game = position_game(PRESETS["block"], [parse_tiles("4-0 3-1 6-2"),
    ...                      parse_tiles("5-0 0-0 4-3")], [], [(3, 6), (6, 6)], (3, 6), 0)
    >>> [(str(move), value) for move, value in zip(game.legal_moves(), move_values(game)[0])]
    [('3-1 left', 1), ('6-2 right', -1)]
    """
    rules = game.rules if voluntary else game.rules.with_changes(when_able="must-play")
    root_side = side_of(rules, game.to_move)
    search = Search(game, root_side, max_nodes, rules)
    values: list[int] = []
    for move in game.legal_moves():
        game.play(move)
        try:
            outcome = game.outcome()
            if outcome is not None:
                values.append(value_of(outcome, root_side, rules))
            else:  # the moves' values are often close: the last one is a good first guess
                values.append(search.value(search.state_of(game), values[-1] if values else 0))
        finally:
            game.undo()
    return values, search.nodes()
