"""Which of the engine's reasons are, in which system, the site's own reading or choice (the
sources are silent or disagree: RULES.md, the disputes page), so that every sentence that says
one gets the same mark the pages give it.

>>> [m.id for m in marked("draw-100", [Message("end.out", {"player": 1})])]
['end.out', 'note.our-reading']
>>> [m.id for m in marked("draw", [Message("end.out", {"player": 1})])]  # 001 says so
['end.out']
"""

from __future__ import annotations

from collections.abc import Sequence

from .message import Message

_LOCKERS = ("block-locker-loses", "draw-until-playable")

# reason id -> the systems (RuleSet.base) where it is a reading ("reading") or a choice ("choice")
READINGS: dict[str, dict[str, str]] = {
    # no source names the direction of play (RULES.md R-*-direction; disputes #direction)
    "settle.next-clockwise": dict.fromkeys(("block", "draw", *_LOCKERS, "draw-100"), "choice"),
    # no source says what a tie at the target does (R-*-target-tie; disputes #target-tie)
    "settle.target-tie-play-on": dict.fromkeys(("draw", "draw-100", "pagat-draw"), "choice"),
    # 003 l.16 and l.27 end the hand but name no winner (disputes #going-out)
    "end.out": dict.fromkeys((*_LOCKERS, "draw-100"), "reading"),
    # 003 l.17 names only the loser (disputes #last-mover)
    "win.players": dict.fromkeys(_LOCKERS, "reading"),
    # 001 l.33 against l.65, and l.67 against l.77: the source says both (disputes #blocked-points, #tie)
    "points.others-minus-own": {"draw": "reading"},
    "tie.drawn-players": {"draw": "reading"},
    # 001 l.79 says only that a team's total counts (disputes #teams)
    "points.others": {"draw": "reading"},
    "points.others-team": {"draw": "reading"},
    # 003 names no opener for the later hands (draw-100 #opener)
    "open.previous-winner": {"draw-100": "choice"},
}


def mark_of(system: str, message: Message) -> Message | None:
    """The mark after ``message`` under ``system``: our reading, our choice, or none."""
    kind = READINGS.get(message.id, {}).get(system)
    return Message(f"note.our-{kind}", {}) if kind else None


def marked(system: str, reasons: Sequence[Message]) -> list[Message]:
    """``reasons`` with the mark after each one that is a reading or a choice in ``system``."""
    out: list[Message] = []
    for reason in reasons:
        out.append(reason)
        mark = mark_of(system, reason)
        if mark is not None:
            out.append(mark)
    return out
