"""Tiles, tile sets and pip counts.

A tile has two halves, each showing 0 (blank) to the set's highest number.
It is written ``3-5``; the parser also accepts ``3|5`` and ``[3:5]``.

>>> Tile.parse("3|5")
Tile(5, 3)
>>> str(Tile.parse("[0:6]")), Tile.parse("0-6").pips, Tile.parse("0-0").pips
('6-0', 6, 0)
>>> len(full_set(6)), len(full_set(9)), len(full_set(12))
(28, 55, 91)
>>> pip_total(parse_tiles("0-4 2-3 0-0"))
9
>>> parse_line("5-6 6-6 6-3")
[(5, 6), (6, 6), (6, 3)]
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from ..words.errors import BadPosition, BadTile

SET_SIZES = (6, 9, 12)
"""The tile sets the engine knows: double-six (28 tiles), double-nine, double-twelve."""

_TILE_PATTERN = re.compile(r"^\s*\[?\s*(\d{1,2})\s*[-|:]\s*(\d{1,2})\s*\]?\s*$")


class Tile(NamedTuple):
    """One tile, stored with its higher number first (``Tile(5, 3)`` is 5-3)."""

    high: int
    low: int

    @classmethod
    def of(cls, a: int, b: int) -> Tile:
        """The tile with halves ``a`` and ``b``, in either order (one shared object per tile)."""
        high, low = (a, b) if a >= b else (b, a)
        if low >= 0 and high <= _LARGEST:
            return _SHARED[high][low]
        return cls(high, low)

    @classmethod
    def parse(cls, text: str, max_pip: int = 6) -> Tile:
        """Read ``a-b``, ``a|b`` or ``[a:b]``; raise :class:`BadTile` naming the text.

        >>> Tile.parse("7-2")
        Traceback (most recent call last):
        ...
        dominorules.words.errors.BadTile: 7-2 is not a tile of the double-6 set.
        """
        match = _TILE_PATTERN.match(text) if isinstance(text, str) else None
        if match is None:
            raise BadTile(str(text), max_pip)
        a, b = int(match.group(1)), int(match.group(2))
        if a > max_pip or b > max_pip:
            raise BadTile(text.strip(), max_pip)
        return cls.of(a, b)

    @property
    def pips(self) -> int:
        """Both halves counted: 0-0 counts 0, 0-6 counts 6."""
        return self.high + self.low

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    def has(self, number: int) -> bool:
        """Whether either half shows ``number``."""
        return self.high == number or self.low == number

    def other(self, number: int) -> int:
        """The half that faces out when the half showing ``number`` is matched."""
        return self.low if self.high == number else self.high

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({self.high}, {self.low})"


_LARGEST = max(SET_SIZES)
# One object per tile, shared by every set, hand and move: comparisons then mostly find the
# very same object, which the hot paths (``in``, ``list.index``, dict look-ups) check first.
_SHARED = [[Tile(high, low) for low in range(high + 1)] for high in range(_LARGEST + 1)]


@cache
def full_set(max_pip: int = 6) -> tuple[Tile, ...]:
    """Every tile of the double-``max_pip`` set, highest first."""
    return tuple(_SHARED[a][b] for a in range(max_pip, -1, -1) for b in range(a, -1, -1))


def parse_tiles(text: str | Iterable[str], max_pip: int = 6) -> list[Tile]:
    """Tiles from a space-separated string or a list of strings."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Tile.parse(item, max_pip) for item in items]


def pip_total(tiles: Iterable[Tile]) -> int:
    """The sum of the pips on ``tiles``."""
    return sum(tile.pips for tile in tiles)


def heaviest(tiles: Iterable[Tile]) -> Tile:
    """The heaviest tile: most pips, then the higher half (6-5 before 6-4, 6-3 before 5-4)."""
    return max(tiles, key=lambda tile: (tile.pips, tile.high))


def parse_oriented(text: str, max_pip: int = 6) -> tuple[int, int]:
    """A tile as it lies in a line, halves in the order written: ``3-6`` is (3, 6)."""
    tile = Tile.parse(text, max_pip)
    match = _TILE_PATTERN.match(text)
    assert match is not None  # Tile.parse accepted it
    first = int(match.group(1))
    return (first, tile.other(first))


def place_line(text: str | Iterable[str], max_pip: int = 6) -> list[tuple[int, int]]:
    """A line built as a reader lays the tiles, one after another: each at the end it fits
    (the right end first), turned to fit. A line written left to right reads the same.

    >>> place_line(["6-3", "6-6", "3-1"])
    [(6, 6), (6, 3), (3, 1)]
    >>> place_line(["3-6", "6-6", "1-3"]) == place_line(["3-6", "6-6", "3-1"])
    True
    """
    items = text.split() if isinstance(text, str) else list(text)
    line: list[tuple[int, int]] = []
    for item in items:
        a, b = parse_oriented(item, max_pip)
        if not line:
            line.append((a, b))
            continue
        left, right = line[0][0], line[-1][1]
        if right in (a, b):
            line.append((a, b) if a == right else (b, a))
        elif left in (a, b):
            line.insert(0, (a, b) if b == left else (b, a))
        else:
            last = line[-1]
            raise BadPosition("error.line-mismatch", first=f"{last[0]}-{last[1]}", second=f"{a}-{b}")
    return parse_line([f"{a}-{b}" for a, b in line], max_pip)


def parse_line(text: str | Iterable[str], max_pip: int = 6) -> list[tuple[int, int]]:
    """A line of play, left to right; :class:`BadPosition` names a tile shown twice or
    two neighbours whose touching halves differ."""
    items = text.split() if isinstance(text, str) else list(text)
    line = [parse_oriented(item, max_pip) for item in items]
    seen: set[Tile] = set()
    for a, b in line:
        if Tile.of(a, b) in seen:
            raise BadPosition("error.tile-twice", tile=str(Tile.of(a, b)))
        seen.add(Tile.of(a, b))
    for (a, b), (c, d) in itertools.pairwise(line):
        if b != c:
            raise BadPosition("error.line-mismatch", first=f"{a}-{b}", second=f"{c}-{d}")
    return line
