"""Parse and validate the data of a ``domino-board`` block.

A block looks like::

    ```domino-board
    line: 5-6 6-6 6-3
    hands: 5-5 2-0 | 6-1 0-0 |
    boneyard: 14
    caption: The line after three tiles; player 1 holds 5-5 and 2-0.
    ```

Keys: ``line`` (oriented tiles left to right, each tile's right half equals the next
tile's left half), ``hand`` (one hand, face up), ``hands`` (several hands separated by
``|``, an empty hand is allowed), ``boneyard`` (a count of face-down tiles), ``caption``
(one sentence, required). Tiles come from a double-six set; no tile may appear twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dominorules import DominoError
from dominorules import Tile as SetTile
from dominorules.core.tiles import parse_line, parse_oriented

MAX_PIPS = 6
SET_SIZE = (MAX_PIPS + 1) * (MAX_PIPS + 2) // 2  # 28

KEYS = ("line", "hand", "hands", "boneyard", "caption")


class BoardError(ValueError):
    """Bad data in a board block; the message names the bad value."""


Tile = tuple[int, int]  # oriented: (left half, right half) or (top, bottom)


def parse_tile(text: str) -> Tile:
    """``"6-3"`` -> ``(6, 3)``, read by the engine; anything else (``"7-1"``, ``"x"``) raises."""
    try:
        return parse_oriented(text, MAX_PIPS)
    except DominoError as error:
        raise BoardError(str(error)) from None


def tile_key(t: Tile) -> Tile:
    """The set member a tile is, whatever its orientation: (6, 3) and (3, 6) -> (6, 3)."""
    return SetTile.of(*t)


def hand_tile(text: str) -> Tile:
    """A tile in a hand, named and drawn higher number first (``"0-4"`` -> ``(4, 0)``), as
    everywhere on the site; only a line shows its tiles as they lie."""
    return tuple(tile_key(parse_tile(text)))  # type: ignore[return-value]


def tile_text(t: Tile) -> str:
    return f"{t[0]}-{t[1]}"


@dataclass
class Board:
    line: list[Tile] = field(default_factory=list)
    hands: list[list[Tile]] = field(default_factory=list)
    single_hand: bool = False  # True: `hand:` (no player labels); False: `hands:`
    boneyard: int | None = None
    caption: str = ""
    hidden: dict[int, int] = field(default_factory=dict)  # hand index -> tiles face down
    labels: dict[int, str] = field(default_factory=dict)  # hand index -> a label of its own
    # the tiles outside the hands are set aside, never drawn (the block games: rules' undealt)
    set_aside: bool = False


def parse_fields(body: str, keys: tuple[str, ...]) -> dict[str, str]:
    """The ``key: value`` lines of a fenced block; unknown or repeated keys raise."""
    values: dict[str, str] = {}
    for raw in body.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep:
            raise BoardError(f"line {line!r} is not 'key: value'")
        if key not in keys:
            raise BoardError(f"unknown key {key!r} (known: {', '.join(keys)})")
        if key in values:
            raise BoardError(f"key {key!r} given twice")
        values[key] = value.strip()
    return values


def parse_board(body: str) -> Board:
    """Parse the ``key: value`` lines of a block, validating everything."""
    values = parse_fields(body, KEYS)
    if "hand" in values and "hands" in values:
        raise BoardError("give either 'hand' or 'hands', not both")
    if not any(k in values for k in ("line", "hand", "hands", "boneyard")):
        raise BoardError("nothing to draw: give at least one of line, hand, hands, boneyard")
    caption = values.get("caption", "")
    if not caption:
        raise BoardError("missing 'caption' (one sentence: the figure's caption and accessible name)")

    board = Board(caption=caption)
    if values.get("line"):
        try:
            board.line = parse_line(values["line"], MAX_PIPS)
        except DominoError as error:
            raise BoardError(str(error)) from None
    if "hand" in values:
        board.single_hand = True
        board.hands = [[hand_tile(t) for t in values["hand"].split()]]
    elif "hands" in values:
        board.hands = [[hand_tile(t) for t in part.split()] for part in values["hands"].split("|")]
        if len(board.hands) < 2:
            raise BoardError("'hands' needs at least two hands separated by ' | ' (use 'hand' for one)")
    if "boneyard" in values:
        text = values["boneyard"]
        if not text.isdigit():
            raise BoardError(f"bad boneyard count {text!r} (expected a whole number)")
        board.boneyard = int(text)

    seen: dict[Tile, str] = {}
    for t in board.line + [t for hand in board.hands for t in hand]:
        k = tile_key(t)
        if k in seen:
            raise BoardError(f"duplicate tile {tile_text(t)} (also shown as {seen[k]})")
        seen[k] = tile_text(t)
    total = len(seen) + (board.boneyard or 0)
    if total > SET_SIZE:
        raise BoardError(
            f"too many tiles: {len(seen)} shown + boneyard {board.boneyard} = {total} > {SET_SIZE}"
        )
    return board
