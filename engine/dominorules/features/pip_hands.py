"""Hands that leave the pips a table counted: for each seat whose count was typed, tiles that
add up to it, none held twice, with the seats counted from tiles keeping theirs (the score pad
checks every hand entry with them, and the dispute settler is asked about the position they make).

>>> from ..core.tiles import Tile
>>> hands = find_hands(6, [0, 9], [(), None], 0, 7)
>>> [sum(tile.pips for tile in hand) for hand in hands]
[0, 9]
>>> find_hands(6, [0, 0, 5], [None, None, None], None, 5)  # only 0-0 counts 0, and only once
False
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.tiles import Tile, full_set

_SEARCH_LIMIT = 20_000
"""Steps the search may take before it gives up (never for the counts a table can have)."""


def find_hands(max_pip: int, pips: Sequence[int], counted: Sequence[tuple[Tile, ...] | None],
                out: int | None, limit: int) -> tuple[tuple[Tile, ...], ...] | bool:
    """Tiles for every seat that leave ``pips`` (a seat counted from tiles keeps them):
    ``False`` when no hands can, ``True`` when the search gave up before knowing.

    Tiles with the same pip count are interchangeable here, so the search works on how
    many tiles of each count are left, and remembers the states that fail.
    """
    taken = {tile for tiles in counted if tiles for tile in tiles}
    free = [tile for tile in full_set(max_pip) if tile not in taken]
    stock = [0] * (2 * max_pip + 1)
    for tile in free:
        stock[tile.pips] += 1
    if sum(pips[s] for s in range(len(pips)) if counted[s] is None) > sum(t.pips for t in free):
        return False
    # the heaviest hands first: they need the heavy tiles, and the light ones stay for the rest
    seats = sorted((s for s in range(len(pips)) if counted[s] is None and s != out), key=lambda s: -pips[s])
    failed: set[tuple[int, tuple[int, ...]]] = set()
    budget = [_SEARCH_LIMIT]

    def hands_for(index: int) -> list[list[int]] | None:
        if index == len(seats):
            return []
        key = (index, tuple(stock))
        if key in failed:
            return None
        for values in _ways(pips[seats[index]], stock, limit, budget):
            for value in values:
                stock[value] -= 1
            rest = hands_for(index + 1)
            for value in values:
                stock[value] += 1
            if rest is not None:
                return [values, *rest]
            if budget[0] <= 0:
                return None
        failed.add(key)
        return None

    found = hands_for(0)
    if found is None:
        return budget[0] <= 0
    by_value: dict[int, list[Tile]] = {}
    for tile in free:
        by_value.setdefault(tile.pips, []).append(tile)
    hands: list[tuple[Tile, ...]] = [counted[s] or () for s in range(len(pips))]
    for seat, values in zip(seats, found, strict=True):
        hands[seat] = tuple(by_value[value].pop(0) for value in values)
    return tuple(hands)


def _ways(total: int, stock: list[int], limit: int, budget: list[int]) -> Any:
    """Every way (heaviest tiles first, fewest tiles first) to make ``total`` from
    one to ``limit`` tiles of ``stock`` (a count of tiles by pip value)."""
    chosen: list[int] = []

    def walk(remaining: int, top: int, used: dict[int, int]) -> Any:
        budget[0] -= 1
        if budget[0] <= 0:
            return
        if remaining == 0 and chosen:
            yield list(chosen)
            return
        if len(chosen) == limit or remaining > _most_left(stock, used, top, limit - len(chosen)):
            return
        for value in range(min(top, remaining), -1, -1):
            if stock[value] - used.get(value, 0) <= 0:
                continue
            if value == 0 and remaining:
                continue
            chosen.append(value)
            used[value] = used.get(value, 0) + 1
            yield from walk(remaining - value, value, used)
            used[value] -= 1
            chosen.pop()

    yield from walk(total, len(stock) - 1, {})


def _most_left(stock: list[int], used: dict[int, int], top: int, room: int) -> int:
    """The most pips ``room`` more tiles of value at most ``top`` can add (a bound that
    cuts the search short)."""
    total = 0
    for value in range(top, 0, -1):
        take = min(room, stock[value] - used.get(value, 0))
        if take > 0:
            total += take * value
            room -= take
            if room == 0:
                break
    return total


__all__ = ["find_hands"]
