"""Which moves the rules allow a player: the plays onto the open ends, and the draws and
passes that go with them (:func:`allowed_moves`). :class:`~.game.Game` generates its legal
moves with these, and so does the settler for a described position.

>>> from .tiles import parse_tiles
>>> [str(m) for m in plays_on(parse_tiles("6-4 4-4 2-1"), 4, 2)]
['6-4 left', '4-4 left', '2-1 right']
"""

from __future__ import annotations

from .moves import DRAW, LEFT, PASS, PLAY, RIGHT, Move
from .rules import RuleSet
from .tiles import Tile, full_set

# One Move object per tile and end, made once: move generation only looks them up.
ALL_TILES = full_set(12)
LEAD = {tile: Move(PLAY, tile) for tile in ALL_TILES}
_ON_LEFT = {tile: Move(PLAY, tile, LEFT) for tile in ALL_TILES}
_ON_RIGHT = {tile: Move(PLAY, tile, RIGHT) for tile in ALL_TILES}
_DRAW, _PASS = Move(DRAW), Move(PASS)


def plays_on(hand: list[Tile], left: int, right: int) -> list[Move]:
    """The plays from ``hand`` onto open ends ``left`` and ``right`` (one per end)."""
    if left == right:
        return [_ON_LEFT[tile] for tile in hand if left in tile]
    plays = []
    for tile in hand:
        if left in tile:
            plays.append(_ON_LEFT[tile])
        if right in tile:
            plays.append(_ON_RIGHT[tile])
    return plays


def allowed_moves(rules: RuleSet, plays: list[Move], drawable: int, drawn: int) -> list[Move]:
    """What the player to move may do, given the tiles they could place (``plays``), how
    many tiles may still be drawn and how many they drew this turn (once the hand is open).

    >>> from .rules import PRESETS
    >>> [str(m) for m in allowed_moves(PRESETS["draw"], [], drawable=3, drawn=0)]
    ['draw']
    >>> [str(m) for m in allowed_moves(PRESETS["draw"], [], drawable=3, drawn=1)]
    ['pass']
    """
    if plays:
        if rules.when_able == "may-pass":
            return [*plays, _PASS]
        if rules.when_able == "may-draw" and drawable > 0:
            return [*plays, _DRAW]
        return plays
    if drawable > 0 and (rules.draw == "until-playable" or (rules.draw == "one" and drawn == 0)):
        return [_DRAW]
    return [_PASS]
