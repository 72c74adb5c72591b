"""Cross-check against the `dominoes` package (PyPI) on the four-player partnership block game.

`dominoes` plays the partnership game with seats 0-1-2-3 in turn, partners 0+2 and 1+3,
the holder of 6-6 opening with it and passes made automatically. Our partnership preset
plays counter-clockwise, so the check uses it with the direction turned clockwise; every
other rule coincides.
"""

import copy
import random

import pytest
from dominorules import Move, Tile
from engine_helpers import dominoes_pair, pass_while_forced


def _their_moves(game):
    return {(Tile.of(d.first, d.second), "left" if left else "right") for d, left in game.valid_moves}


@pytest.mark.parametrize("seed", range(40))
def test_same_legal_moves_and_winner_through_a_random_hand(seed):
    ours, theirs = dominoes_pair(seed)
    rng = random.Random(seed)
    while True:
        pass_while_forced(ours)
        if ours.outcome() is not None:
            break
        assert theirs.result is None
        assert ours.to_move == theirs.turn
        assert (ours.ends[0], ours.ends[1]) == (theirs.board.left_end(), theirs.board.right_end())
        mine = {(m.tile, m.end) for m in ours.legal_moves()}
        assert mine == _their_moves(theirs)
        tile, end = sorted(mine)[rng.randrange(len(mine))]
        domino = next(d for d in theirs.hands[theirs.turn] if Tile.of(d.first, d.second) == tile)
        ours.play(Move("play", tile, end))
        theirs.make_move(domino, end == "left")
    result, their = ours.outcome(), theirs.result
    assert their is not None
    if their.won:
        assert result.end == "out"
        assert result.winners[0] == their.player
    else:
        assert result.end == "blocked"
        expected = () if their.points == 0 else ((0, 2) if their.points > 0 else (1, 3))
        assert tuple(sorted(result.winners)) == expected


def _our_plies(game, depth):
    """Perft counting only tile plays (passes are free, as `dominoes` makes them itself)."""
    if game.outcome() is not None or depth == 0:
        return 1
    moves = game.legal_moves()
    if moves == [Move("pass")]:
        game.play(moves[0])
        total = _our_plies(game, depth)
        game.undo()
        return total
    total = 0
    for move in moves:
        game.play(move)
        total += _our_plies(game, depth - 1)
        game.undo()
    return total


def _their_plies(game, depth):
    if game.result is not None or depth == 0:
        return 1
    total = 0
    for domino, left in game.valid_moves:
        child = copy.deepcopy(game)
        child.make_move(domino, left)
        total += _their_plies(child, depth - 1)
    return total


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_same_move_tree_sizes(seed):
    ours, theirs = dominoes_pair(seed)
    assert _our_plies(ours, 5) == _their_plies(theirs, 5)
