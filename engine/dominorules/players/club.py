"""The club player: sound habits, no search. It sheds heavy tiles and doubles in time, keeps a
variety of numbers and tiles that follow the ends it leaves, and leaves ends that an opponent
has shown it lacks (and not ends its partner lacks), all from what its seat knows
(:class:`~dominorules.players.knowledge.Knowledge`). The strong player plays deals out with it
where three or more sides play (:mod:`dominorules.players.levels`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.game import Game
from ..core.moves import LEFT, PLAY, Move
from .knowledge import Knowledge
from .solver import side_of


def ends_after(knowledge: Knowledge, move: Move) -> tuple[int, int]:
    """The open ends once ``move`` (a tile laid) is made."""
    tile = move.tile
    assert tile is not None
    if knowledge.ends is None:
        return tile.high, tile.low
    left, right = knowledge.ends
    if move.end == LEFT:
        return tile.other(left), right
    return left, tile.other(right)


def club_scores(knowledge: Knowledge, moves: Sequence[Move]) -> list[float]:
    """How much the club player likes each move (higher is better): heavy tiles and doubles
    out first, tiles kept that follow the ends left (and a variety of numbers), ends left
    that an opponent has shown it lacks (and not ones its partner lacks). The weights were
    tuned against the beginner (bench/strength.py)."""
    rules, seat = knowledge.rules, knowledge.seat
    own_side = side_of(rules, seat)
    others = [other for other in range(knowledge.players) if other != seat]
    lacks = {other: knowledge.lacks(other) for other in others}
    scores = []
    for move in moves:
        if move.kind != PLAY or move.tile is None:
            scores.append(-1000.0)
            continue
        tile = move.tile
        left, right = ends_after(knowledge, move)
        rest = list(knowledge.hand)
        rest.remove(tile)
        score = tile.pips + (2.0 if tile.is_double else 0.0)
        score += 0.5 * len({n for t in rest for n in t})
        score += 1.5 * (sum(t.has(left) for t in rest) + sum(t.has(right) for t in rest))
        for other in others:
            lacking = lacks[other]
            hits = 3 if left in lacking and right in lacking else (left in lacking) + (right in lacking)
            score += (-3.0 if side_of(rules, other) == own_side else 6.0) * hits
        scores.append(score)
    return scores


def club_move(knowledge: Knowledge, moves: Sequence[Move]) -> Move:
    """The move the club player likes best (the first of those it likes as well)."""
    scores = club_scores(knowledge, moves)
    return moves[max(range(len(moves)), key=lambda i: (scores[i], -i))]


def club_player(game: Game, moves: Sequence[Move]) -> Move:
    """The club player's move for the player to move in ``game`` (one of ``moves``, its
    legal moves)."""
    return moves[0] if len(moves) == 1 else club_move(Knowledge(game, game.to_move), moves)


__all__ = ["club_move", "club_player", "club_scores", "ends_after"]
