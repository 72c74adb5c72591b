"""Which of the engine's reasons are, in which system, the site's own reading or choice (the
sources are silent or disagree: RULES.md, the disputes page), so that every sentence that says
one gets the same mark the pages give it.

>>> from .rules import PRESETS
>>> [m.id for m in marked(PRESETS["draw-100"], [Message("end.out", {"player": 1})])]
['end.out', 'note.our-reading']
>>> [m.id for m in marked(PRESETS["draw"], [Message("end.out", {"player": 1})])]  # 001 says so
['end.out']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..words.message import Message
from ..words.plural import Listing
from .rules import PRESETS, RuleSet

_LOCKERS = ("block-locker-loses", "draw-until-playable")


class Reading(NamedTuple):
    """Where a reason is the site's own reading or choice: the disputes page's entry that
    says so, the kind (``reading`` or ``choice``) in each system (RuleSet.base), and the
    settings that decide it: a reader who changed one of them away from the system's own
    chose the other answer, and it is not marked."""

    entry: str
    kinds: dict[str, str]
    fields: tuple[str, ...]


# reason id -> where it is a reading ("the sources can be read more than one way", or say
# both) or a choice ("the sources are silent"), as the disputes page marks it
READINGS: dict[str, Reading] = {
    # no source names the direction of play (RULES.md R-*-direction)
    "settle.next-clockwise": Reading("direction", dict.fromkeys(
        ("block", "draw", *_LOCKERS, "draw-100"), "choice"), ("direction",)),
    # no source says what a tie at the target does (R-*-target-tie)
    "settle.target-tie-play-on": Reading("target-tie", dict.fromkeys(
        ("draw", "draw-100", "pagat-draw"), "choice"), ("target_tie",)),
    # 003 l.16 and l.27 end the hand but name no winner
    "end.out": Reading("going-out", dict.fromkeys((*_LOCKERS, "draw-100"), "reading"), ("going_out",)),
    # 003 l.17 names only the loser
    "win.players": Reading("last-mover", dict.fromkeys(_LOCKERS, "reading"), ("blocked_winner",)),
    # 003 l.17 says the last action: that it is the last tile laid is our reading where a draw
    # could come after it (in the block game without drawing the two agree: disputes #last-mover)
    "blocked.last-mover-loses": Reading("last-mover", {"draw-until-playable": "reading"}, ("last_mover",)),
    # 003 l.14 and l.26 say "the first player" without saying who that is
    "open.first-seat": Reading("opener", dict.fromkeys((*_LOCKERS, "draw-100"), "choice"), ("first_opener",)),
    # 001 l.33 against l.65: the source says both; the other reading (the opponents' pips,
    # points.others) is the setting's, and not marked
    "points.others-minus-own": Reading("blocked-points", {"draw": "reading"}, ("blocked_points",)),
    # 001 l.67 against l.77 in the draw game; 003 is silent on a tie in draw-100
    "tie.drawn-players": Reading("tie", {"draw": "reading", "draw-100": "choice"}, ("tie",)),
    "tie.drawn-teams": Reading("tie", {"draw": "reading"}, ("tie",)),
    # 001 l.79 says only that a team's total counts: the rest of the team game is our reading
    "points.others-minus-own-team": Reading("house-rules", {"draw": "reading"}, ("blocked_points",)),
    "points.out-others-team": Reading("house-rules", {"draw": "reading"}, ("out_points",)),
    # 003 names no opener for the later hands (draw-100 #opener)
    "open.previous-winner": Reading("opener", {"draw-100": "choice"}, ("later_opener",)),
    # 000 and 002 name who opens, not that the double is laid first
    "open.highest-double": Reading("opener", dict.fromkeys(("block", "partnership"), "reading"),
                                   ("first_opener", "opener_plays_double")),
    # the sources give a pass (or a draw) to a player who cannot lay and say nothing of one
    # who can; 003 says it outright for the locker systems
    "turn.must-play": Reading("must-play", dict.fromkeys(("block", "partnership", "draw-100"), "reading"),
                              ("when_able",)),
}


def mark_of(rules: RuleSet, message: Message) -> Message | None:
    """The mark after ``message`` under ``rules``: our reading, our choice, or none; its
    ``entry`` names the disputes page's entry that says why.

    >>> from dataclasses import replace
    >>> mark_of(PRESETS["draw"], Message("tie.drawn-players", {})).params["entry"]
    'tie'
    >>> mark_of(replace(PRESETS["block"], when_able="may-pass"), Message("turn.must-play", {})) is None
    True
    """
    reading = READINGS.get(message.id)
    kind = reading.kinds.get(rules.base) if reading else None
    if reading is None or kind is None:
        return None
    if message.id == "win.players" and rules.base in _LOCKERS and _named(message) < 2:
        return None  # with two players the one who did not lose wins: nothing is read (disputes #last-mover)
    own = PRESETS.get(rules.base)
    if own is not None and any(getattr(rules, name) != getattr(own, name) for name in reading.fields):
        return None
    return Message(f"note.our-{kind}", {"entry": reading.entry})


def _named(message: Message) -> int:
    """How many players a message names in its ``players`` list."""
    players = message.params.get("players")
    return len(players.items) if isinstance(players, Listing) else 1


def marked(rules: RuleSet, reasons: Sequence[Message]) -> list[Message]:
    """``reasons`` with the mark after each one that is a reading or a choice under ``rules``."""
    out: list[Message] = []
    for reason in reasons:
        out.append(reason)
        mark = mark_of(rules, reason)
        if mark is not None:
            out.append(mark)
    return out
