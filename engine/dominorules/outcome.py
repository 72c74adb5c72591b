"""How a hand ended, who won, the points, and why.

:func:`score_hand` is the one place where the scoring rows of RULES.md live
(``R-*-going-out``, ``R-*-blocked-winner``, ``R-*-tie``, ``R-*-out-points``, ``R-*-blocked-points``).
It works from the hands left at the end, so a finished game and an end
position written by hand are scored the same way.

Source 001: a blocked draw game is won by the lowest total, who scores the
others' total minus their own:

>>> from .rules import PRESETS
>>> from .tiles import parse_tiles
>>> left = [parse_tiles("0-4 2-3 0-0"), parse_tiles("6-6"), parse_tiles("5-5")]
>>> result = score_hand(PRESETS["draw"], left, "blocked", last_mover=2)
>>> result.winners, result.points, result.pips
((0,), {0: 13, 1: 0, 2: 0}, {0: 9, 1: 12, 2: 10})
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .message import Message, seat_params
from .rules import RuleSet
from .tiles import Tile, pip_total

OUT, BLOCKED = "out", "blocked"


@dataclass(frozen=True)
class Outcome:
    """The end of a hand.

    ``winners`` lists seats (both partners for a team; the player who went out
    first), empty for a drawn hand. ``points`` gives every seat the points won
    this hand; in a team game each partner shows the team's points, and
    ``team_points`` has them once per team (team 0 is seats 0 and 2).
    """

    end: str
    winners: tuple[int, ...]
    points: dict[int, int]
    pips: dict[int, int]
    reasons: tuple[Message, ...]
    team_points: dict[int, int] | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {
            "end": self.end,
            "winners": list(self.winners),
            "points": {str(seat): pts for seat, pts in self.points.items()},
            "pips": {str(seat): pips for seat, pips in self.pips.items()},
            "reasons": [reason.to_json() for reason in self.reasons],
        }
        if self.team_points is not None:
            out["team_points"] = {str(team): pts for team, pts in self.team_points.items()}
        return out


@dataclass(frozen=True)
class Verdict:
    """Who wins and the points the winning side scores (0 when nobody wins): the part of an
    :class:`Outcome` that a tutorial's answer, a settled record and a replay compare.

    >>> Verdict.of(Outcome("out", (1,), {0: 0, 1: 12}, {0: 12, 1: 0}, ()))
    Verdict(winners=(1,), points=12)
    >>> Verdict.of(Outcome("blocked", (), {0: 0, 1: 0}, {0: 5, 1: 5}, ())).to_json()
    {'winners': [], 'points': 0}
    """

    winners: tuple[int, ...]
    points: int

    @classmethod
    def of(cls, outcome: Outcome) -> Verdict:
        points = outcome.points[outcome.winners[0]] if outcome.winners else 0
        return cls(tuple(sorted(outcome.winners)), points)

    def to_json(self) -> dict[str, object]:
        return {"winners": list(self.winners), "points": self.points}


def _team_params(team: int) -> dict[str, int | str]:
    return {"team": team + 1, "first": team + 1, "second": team + 3}


def score_hand(rules: RuleSet, hands_left: Sequence[Sequence[Tile]], end: str,
               last_mover: int | None = None, out_seat: int | None = None) -> Outcome:
    """Score a finished hand from the tiles each seat still holds.

    ``end`` is ``out`` (``out_seat`` went out; found from the empty hand when not
    given) or ``blocked`` (``last_mover`` made the last move, as the rules'
    ``last_mover`` counts it). Under ``going_out="lowest-total"`` (source 004) a
    player who went out ties with anyone else left with 0 pips, and the tie rule
    decides:

    >>> from .rules import PRESETS
    >>> from .tiles import parse_tiles
    >>> pagat = score_hand(PRESETS["pagat-draw"], [[], parse_tiles("0-0"), parse_tiles("6-6")], "out")
    >>> pagat.winners, pagat.points
    ((), {0: 0, 1: 0, 2: 0})
    """
    if end == OUT and out_seat is None:
        out_seat = next(s for s, hand in enumerate(hands_left) if not hand)
    return score_pips(rules, [pip_total(hand) for hand in hands_left], end, last_mover, out_seat)


def score_pips(rules: RuleSet, pips_left: Sequence[int], end: str,
               last_mover: int | None = None, out_seat: int | None = None) -> Outcome:
    """Score a finished hand from each seat's pip total (what a score pad is told).

    ``out_seat`` is required when ``end`` is ``out``. Source 004's worked example,
    0-4, 2-3 and 0-0 left, counts 9:

    >>> from .rules import PRESETS
    >>> score_pips(PRESETS["pagat-draw"], [0, 9, 3], "out", out_seat=0).points
    {0: 12, 1: 0, 2: 0}
    """
    players = len(pips_left)
    pips = dict(enumerate(pips_left))
    # A "side" is a team when playing in teams, otherwise a single seat.
    side_of = [seat % 2 for seat in range(players)] if rules.teams else list(range(players))
    sides = sorted(set(side_of))
    members = {side: [s for s in range(players) if side_of[s] == side] for side in sides}
    side_pips = {side: sum(pips[s] for s in members[side]) for side in sides}
    reasons: list[Message] = [Message("pips.seat", {**seat_params(s), "pips": pips[s]})
                              for s in range(players)]
    if rules.teams:
        reasons += [Message("pips.team", {**_team_params(t), "pips": side_pips[t]}) for t in sides]
    side_points = {side: 0 for side in sides}
    winning_sides: list[int] = []

    def others(side: int) -> int:
        return sum(side_pips[o] for o in sides if o != side)

    if end == OUT and out_seat is None:
        raise ValueError("score_pips needs out_seat when a player went out")
    shared_out = (end == OUT and rules.going_out == "lowest-total" and out_seat is not None
                  and sum(1 for side in sides if side_pips[side] <= side_pips[side_of[out_seat]]) > 1)
    if end == OUT and not shared_out:
        assert out_seat is not None
        side = side_of[out_seat]
        winning_sides = [side]
        if rules.teams:
            reasons.append(Message("end.out-team", {**_team_params(side), **seat_params(out_seat)}))
        else:
            reasons.append(Message("end.out", seat_params(out_seat)))
        if rules.out_points == "others":
            side_points[side] = others(side)
            reasons.append(Message("points.out-others", {**seat_params(out_seat),
                                                         "points": side_points[side]}))
    elif end == BLOCKED and rules.blocked_winner == "last-mover-loses" and last_mover is not None:
        reasons.append(Message("end.blocked", {}))
        loser = side_of[last_mover]
        winning_sides = [side for side in sides if side != loser]
        reasons.append(Message("blocked.last-mover-loses", seat_params(last_mover)))
    else:
        if shared_out:
            assert out_seat is not None
            reasons.append(Message("end.out", seat_params(out_seat)))
            reasons.append(Message("out.shared-lowest", {**seat_params(out_seat),
                                                         "pips": min(side_pips.values())}))
        else:
            # Only a game knows whether the undrawn tiles were checked (Game.outcome says so).
            reasons.append(Message("end.blocked", {}))
        low = min(side_pips.values())
        tied = [side for side in sides if side_pips[side] == low]
        if len(tied) == 1:
            side = tied[0]
            winning_sides = tied
            who = _team_params(side) if rules.teams else seat_params(side)
            kind = "blocked.lowest-team" if rules.teams else "blocked.lowest"
            reasons.append(Message(kind, {**who, "pips": low}))
            suffix = "-team" if rules.teams else ""
            if rules.blocked_points == "others-minus-own":
                side_points[side] = others(side) - low
                reasons.append(Message("points.others-minus-own" + suffix, {
                    **who, "others": others(side), "own": low, "points": side_points[side]}))
            elif rules.blocked_points == "others":
                side_points[side] = others(side)
                reasons.append(Message("points.others" + suffix,
                                       {**who, "points": side_points[side]}))
        elif rules.tie == "split" and rules.blocked_points != "none":
            winning_sides = tied
            pool = sum(side_pips[o] for o in sides if o not in tied)
            for side in tied:
                side_points[side] = pool // len(tied)
            reasons.append(Message("tie.split", {"pips": low, "count": len(tied), "pool": pool,
                                                 "points": pool // len(tied)}))
            if pool % len(tied):
                reasons.append(Message("tie.split-remainder", {"remainder": pool % len(tied)}))
        else:
            kind = "tie.no-score" if rules.tie == "no-score" else "tie.drawn"
            reasons.append(Message(kind, {"pips": low, "count": len(tied)}))
    winners = [seat for side in winning_sides for seat in members[side]]
    if out_seat is not None and out_seat in winners:
        winners.remove(out_seat)
        winners.insert(0, out_seat)
    points = {seat: side_points[side_of[seat]] for seat in range(players)}
    team_points = dict(side_points) if rules.teams else None
    return Outcome(end, tuple(winners), points, pips, tuple(reasons), team_points)
