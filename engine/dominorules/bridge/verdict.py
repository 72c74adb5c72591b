"""A settled hand's verdict as the page shows it: the winners and points, and one sentence that
says them (the settler's rows and the dispute tutorials)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import contract as c
from ..core.rules import RuleSet
from ..words.message import Listing, Message, ParamValue
from .common import teams, text_of


def verdict_summary(rules: RuleSet, players: int, winners: Sequence[int], points: int) -> Message:
    """Who wins a hand and what the winning side scores, as one sentence: every winner named
    (with the verb in the plural for several), or the team with its players, or nobody. The
    winners are said as the hand's own reasons say them (``win.players``, ``win.team``), so that
    a row of the settler words them once.

    >>> from ..core.rules import PRESETS
    >>> verdict_summary(PRESETS["draw"], 3, [2, 0], 9).english()
    'Players 1 and 3 win the hand and score 9 points each.'
    >>> verdict_summary(PRESETS["partnership"], 4, [0, 2], 0).english()
    'Team 1 (players 1 and 3) wins the hand.'
    >>> verdict_summary(PRESETS["block"], 2, [], 0).english()
    'Nobody wins the hand.'
    """
    if not winners:
        return Message("score.no-winner", {})
    sides = teams(rules, players)
    team = next((i for i, seats in enumerate(sides or []) if sorted(winners) == seats), None)
    said: dict[str, ParamValue]
    if sides is not None and team is not None:
        first, second = sides[team]
        said = {"team": team + 1, "first": first + 1, "second": second + 1}
        kind, with_points = "win.team", "score.team-won-hand-points"
    else:
        said = {"players": Listing(tuple(seat + 1 for seat in sorted(winners)))}
        kind, with_points = "win.players", "win.players-points"
    if not rules.scores_points:
        return Message(kind, said)
    return Message(with_points, {**said, "points": Message("say.points", {"points": points})})


def shown_reasons(reasons: Sequence[Message]) -> list[Message]:
    """The reasons a verdict shows: every one but the pips left in each hand (``pips.*``), which
    the position itself shows (the settler's hands, a dispute's drawing) and the verdict's
    ``pips`` gives as numbers. The settler's rows, its best play and the dispute tutorials' table
    show these, and only these.

    >>> from ..core.outcome import score_pips
    >>> from ..core.rules import PRESETS
    >>> result = score_pips(PRESETS["block"], [0, 9], "out", 0, 0)
    >>> [m.id for m in result.reasons]
    ['pips.seat', 'pips.seat', 'end.out']
    >>> [m.id for m in shown_reasons(result.reasons)]
    ['end.out']
    """
    return [reason for reason in reasons if not reason.id.startswith("pips.")]


def verdict_reply(verdict: dict[str, Any] | None, rules: RuleSet, players: int,
                  lang: str) -> c.Verdict | None:
    """A hand's winners and points (``outcome.Verdict``) with the sentence that says them."""
    if verdict is None:
        return None
    return {"winners": verdict["winners"], "points": verdict["points"],
            "summary": text_of(verdict_summary(rules, players, verdict["winners"], verdict["points"]), lang)}
