"""A deal given by hand checked: each hand the size the rules deal, every tile of the set
once, in a hand or in the boneyard (each refusal names the tile or the player).

>>> from .rules import PRESETS
>>> from .tiles import parse_tiles
>>> checked_deal(PRESETS["block"], [parse_tiles("6-6 6-3"), parse_tiles("5-5 5-4")], None)
Traceback (most recent call last):
...
dominorules.words.errors.BadPosition: Player 1 has 2 tiles; these rules deal 7.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..words.errors import BadPosition
from ..words.message import seat_params
from .rules import RuleSet
from .tiles import Tile, full_set


def checked_deal(rules: RuleSet, dealt: Sequence[Sequence[Tile]],
                 boneyard: Sequence[Tile] | None) -> list[Tile]:
    """The boneyard of a deal given by hand, once each hand has the rules' size and every tile
    of the set is in it once; when ``boneyard`` is left out, the tiles no hand holds, highest first."""
    size = rules.hand_size_for(len(dealt))
    the_set = frozenset(full_set(rules.max_pip))
    seen: set[Tile] = set()
    for seat, hand in enumerate(dealt):
        if len(hand) != size:
            raise BadPosition("error.hand-size", **seat_params(seat), count=len(hand), size=size)
    for tile in [t for hand in dealt for t in hand] + list(boneyard or ()):
        if tile not in the_set:
            raise BadPosition("error.bad-tile", tile=str(tile), max=rules.max_pip)
        if tile in seen:
            raise BadPosition("error.tile-twice", tile=str(tile))
        seen.add(tile)
    missing = [tile for tile in full_set(rules.max_pip) if tile not in seen]
    if boneyard is None:
        return missing
    if missing:
        raise BadPosition("error.tile-missing", tile=str(missing[0]))
    return list(boneyard)
