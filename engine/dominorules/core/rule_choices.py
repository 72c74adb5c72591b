"""The values each rule of a rule set takes: a ``Literal`` type per text field (mypy checks every
comparison against them; the bridge's contract and the browser's types are made from them), the
seven systems' ids, and the tables of a number per player count.

>>> CHOICES["tie"]
('drawn', 'no-score', 'split')
>>> PRESET_IDS[:3]
('block', 'partnership', 'draw')
"""

from __future__ import annotations

from typing import Any, Literal, get_args

Undealt = Literal["set-aside", "boneyard"]
FirstOpener = Literal["highest-double", "first-seat", "lot"]
NoDouble = Literal["redeal", "heaviest-tile"]
LaterOpener = Literal["winner", "left-of-previous", "first-seat"]
Direction = Literal["clockwise", "counterclockwise"]
Draw = Literal["none", "one", "until-playable"]
WhenAble = Literal["must-play", "may-pass", "may-draw"]
BlockedWinner = Literal["lowest", "last-mover-loses"]
Tie = Literal["drawn", "no-score", "split"]
OutPoints = Literal["none", "others"]
BlockedPoints = Literal["none", "others-minus-own", "others"]
GoingOut = Literal["wins", "lowest-total"]
BlockedWhen = Literal["boneyard-empty", "no-tile-fits"]
LastMover = Literal["last-tile", "last-action"]
TargetTie = Literal["play-on", "drawn"]
PresetId = Literal["block", "partnership", "draw", "block-locker-loses", "draw-until-playable",
                   "draw-100", "pagat-draw"]
PRESET_IDS: tuple[PresetId, ...] = get_args(PresetId)
"""The seven rule systems, in the order the site lists them."""

CHOICE_TYPES: dict[str, Any] = {
    "undealt": Undealt, "first_opener": FirstOpener, "no_double": NoDouble,
    "later_opener": LaterOpener, "direction": Direction, "draw": Draw, "when_able": WhenAble,
    "blocked_winner": BlockedWinner, "tie": Tie, "out_points": OutPoints,
    "blocked_points": BlockedPoints, "going_out": GoingOut, "blocked_when": BlockedWhen,
    "last_mover": LastMover, "target_tie": TargetTie,
}
"""The type of each text field: a ``Literal`` of the values it takes (mypy checks every
comparison against them; the bridge's contract and the browser's types are made from them)."""

CHOICES: dict[str, tuple[str, ...]] = {name: get_args(kind) for name, kind in CHOICE_TYPES.items()}
"""The values each text field takes."""

SizeTable = tuple[tuple[int, int], ...]
