"""A position said in sentences: the line with its open ends and each hand, as a screen reader
reads the board, and each hand's size as the board lists the others' hands. Tiles are listed
as the reader's language lists them (:class:`~dominorules.words.message.Listing`), and a hand
with no tiles left is said in words, never as "0 tiles".

>>> line = [(6, 6), (6, 3)]
>>> [m.english() for m in said_position(line, [["5-5", "2-0"], None, None], [2, 4, 0])]
... # doctest: +NORMALIZE_WHITESPACE
['Line: 6-6, 6-3. Open ends: 6 and 3.', "Player 1's hand: 5-5, 2-0.", 'Player 2 holds 4 tiles.',
 'Player 3 has no tiles left.']
>>> [m.english() for m in said_sizes([1, 0])]
['Player 1: 1 tile in hand', 'Player 2: no tiles left in hand']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..words.message import Listing, Message


def said_line(line: Sequence[tuple[int, int]]) -> Message:
    """The line from left to right and its open ends (the outer halves of its end tiles), or
    that it is empty."""
    if not line:
        return Message("board.said-line-empty", {})
    tiles = Listing(tuple(f"{a}-{b}" for a, b in line), "seq")
    return Message("board.said-line", {"tiles": tiles, "left": line[0][0], "right": line[-1][1]})


def said_hand(player: int, tiles: Sequence[str] | None, count: int) -> Message:
    """One hand: its tiles when face up, else how many it holds; no tiles left said in words."""
    if count == 0:
        return Message("board.said-none", {"player": player})
    if tiles is None:
        return Message("board.said-hidden", {"player": player, "count": count})
    return Message("board.said-hand", {"player": player, "tiles": Listing(tuple(tiles), "seq")})


def said_position(line: Sequence[tuple[int, int]], hands: Sequence[Sequence[str] | None],
                  sizes: Sequence[int]) -> list[Message]:
    """The position as sentences: the line, then each seat's hand (``None`` when face down)."""
    return [said_line(line)] + [said_hand(seat + 1, tiles, sizes[seat]) for seat, tiles in enumerate(hands)]


def said_sizes(sizes: Sequence[int]) -> list[Message]:
    """Each seat's hand size as the board lists it ("Player 2: 5 tiles in hand")."""
    return [Message("board.hand-size-none", {"player": seat + 1}) if count == 0
            else Message("board.hand-size", {"player": seat + 1, "count": count})
            for seat, count in enumerate(sizes)]
