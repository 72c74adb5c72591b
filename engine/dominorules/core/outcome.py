"""How a hand ended, who won, the points, and why.

Scoring comes in two steps. :func:`tally` is the arithmetic of RULES.md's scoring rows
(``R-*-going-out``, ``R-*-blocked-winner``, ``R-*-tie``, ``R-*-out-points``,
``R-*-blocked-points``): who wins, the points and which rule decided, from each side's
pips, with no words. :func:`explain` then says why, in messages built from that result
alone, so that a "wins" sentence names exactly the winners and the points said are the
points scored. :func:`score_pips` (a score pad's pip totals) and :func:`score_hand` (the
hands left at the end, so a finished game and an end position written by hand are scored
the same way) put the two together into an :class:`Outcome`. The solver's search values
the end of a hand with the same :func:`tally` (``solver._scorer`` only adds up the pips
from its bitmasks), so the scoring rows live in one place.

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

from ..words.message import Listing, Message, ParamValue, seat_params
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


def _team_params(team: int) -> dict[str, ParamValue]:
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


@dataclass(frozen=True)
class Tally:
    """The arithmetic of a finished hand, without a word: who wins and the points.

    Seats are grouped in *sides*: a team when the rules play in teams (side 0 is seats 0
    and 2), otherwise one seat each. ``cause`` says which rule decided:

    * ``out``: ``winning_sides`` holds the side that went out;
    * ``locker``: the hand was blocked and the side that made the last move loses;
    * ``lowest``: the one side with the lowest total wins (blocked, or after going out
      when ``shared_out``: the player who went out ties with someone at the lowest total,
      source 004);
    * ``split``, ``no-score``, ``drawn``: the lowest total is shared, and the rules' ``tie``
      decides.

    ``side_points`` gives every side the points it scores; ``low`` is the lowest side total,
    ``others`` the pips of every side but the winner (for ``out`` and ``lowest``), ``pool``
    what a split shares out and ``remainder`` what it leaves unscored.
    """

    cause: str
    shared_out: bool
    winning_sides: tuple[int, ...]
    side_points: tuple[int, ...]
    low: int
    others: int = 0
    pool: int = 0
    remainder: int = 0


def tally(rules: RuleSet, side_pips: Sequence[int], out_side: int | None,
          loser_side: int | None) -> Tally:
    """The arithmetic of RULES.md's scoring rows, from each side's pips.

    ``out_side`` is the side of the player who went out (``None`` for a blocked hand);
    ``loser_side`` the side that made the last move of a blocked hand, when known.

    >>> from .rules import PRESETS
    >>> result = tally(PRESETS["draw"], [9, 12, 10], None, 2)
    >>> result.cause, result.winning_sides, result.side_points, result.low, result.others
    ('lowest', (0,), (13, 0, 0), 9, 22)
    >>> tally(PRESETS["pagat-draw"], [0, 0, 20], 0, None).cause
    'no-score'
    >>> from dataclasses import replace
    >>> split = replace(PRESETS["draw"], tie="split")
    >>> tally(split, [4, 4, 9], None, 2).side_points, tally(split, [4, 4], None, 1).cause
    ((4, 4, 0), 'drawn')
    """
    count = len(side_pips)
    total = sum(side_pips)
    points = [0] * count
    low = min(side_pips)
    shared_out = (out_side is not None and rules.going_out == "lowest-total"
                  and sum(1 for pips in side_pips if pips <= side_pips[out_side]) > 1)
    if out_side is not None and not shared_out:
        others = total - side_pips[out_side]
        if rules.out_points == "others":
            points[out_side] = others
        return Tally("out", False, (out_side,), tuple(points), low, others)
    if out_side is None and rules.blocked_winner == "last-mover-loses" and loser_side is not None:
        winners = tuple(side for side in range(count) if side != loser_side)
        return Tally("locker", False, winners, tuple(points), low)
    tied = tuple(side for side in range(count) if side_pips[side] == low)
    if len(tied) == 1:
        others = total - low
        if rules.blocked_points == "others-minus-own":
            points[tied[0]] = others - low
        elif rules.blocked_points == "others":
            points[tied[0]] = others
        return Tally("lowest", shared_out, tied, tuple(points), low, others)
    # A split shares the other sides' pips; when every side ties there is nobody else to pay,
    # and the hand is shared without points (001 l.67): a tie, as the rules' no-split reading
    if rules.tie == "split" and rules.blocked_points != "none" and len(tied) < count:
        pool = total - low * len(tied)
        for side in tied:
            points[side] = pool // len(tied)
        return Tally("split", shared_out, tied, tuple(points), low, pool=pool,
                     remainder=pool % len(tied))
    return Tally("no-score" if rules.tie == "no-score" else "drawn", shared_out, (), tuple(points), low)


def _side_of(rules: RuleSet, players: int) -> list[int]:
    """Each seat's side: its team (seat % 2) when playing in teams, otherwise itself."""
    return [seat % 2 for seat in range(players)] if rules.teams else list(range(players))


def score_pips(rules: RuleSet, pips_left: Sequence[int], end: str,
               last_mover: int | None = None, out_seat: int | None = None) -> Outcome:
    """Score a finished hand from each seat's pip total (what a score pad is told).

    ``out_seat`` is required when ``end`` is ``out``. Source 004's worked example,
    0-4, 2-3 and 0-0 left, counts 9:

    >>> from .rules import PRESETS
    >>> score_pips(PRESETS["pagat-draw"], [0, 9, 3], "out", out_seat=0).points
    {0: 12, 1: 0, 2: 0}
    """
    if end == OUT and out_seat is None:
        raise ValueError("score_pips needs out_seat when a player went out")
    players = len(pips_left)
    side_of = _side_of(rules, players)
    side_pips = [0] * (max(side_of) + 1)
    for seat, pips in enumerate(pips_left):
        side_pips[side_of[seat]] += pips
    out_side = side_of[out_seat] if end == OUT and out_seat is not None else None
    loser = side_of[last_mover] if end == BLOCKED and last_mover is not None else None
    result = tally(rules, side_pips, out_side, loser)
    winners = [seat for side in result.winning_sides for seat in range(players) if side_of[seat] == side]
    if out_seat is not None and out_seat in winners:
        winners.remove(out_seat)
        winners.insert(0, out_seat)
    points = {seat: result.side_points[side_of[seat]] for seat in range(players)}
    team_points = dict(enumerate(result.side_points)) if rules.teams else None
    reasons = explain(rules, result, list(pips_left), end, last_mover, out_seat)
    return Outcome(end, tuple(winners), points, dict(enumerate(pips_left)), reasons, team_points)


def _explain_out(rules: RuleSet, result: Tally, out_seat: int) -> list[Message]:
    """Why a hand that a player went out of was won, and the points it gave."""
    side = result.winning_sides[0]
    reasons = [Message("end.out-team", {**_team_params(side), **seat_params(out_seat)}) if rules.teams
               else Message("end.out", seat_params(out_seat))]
    if rules.out_points == "others" and rules.teams:  # the team scores, once (review-de round 5, W3)
        reasons.append(Message("points.out-others-team", {**_team_params(side),
                                                          "points": result.side_points[side]}))
    elif rules.out_points == "others":
        reasons.append(Message("points.out-others", {**seat_params(out_seat),
                                                     "points": result.side_points[side]}))
    return reasons


def explain(rules: RuleSet, result: Tally, pips_left: Sequence[int], end: str,
            last_mover: int | None = None, out_seat: int | None = None) -> tuple[Message, ...]:
    """Why the hand ended as ``result`` says, in messages built from it alone: a sentence
    that someone wins names a winning side, and the points said are the points scored.

    >>> from .rules import PRESETS
    >>> rules = PRESETS["pagat-draw"]
    >>> [m.english() for m in explain(rules, tally(rules, [0, 0, 20], 0, None), [0, 0, 20], "out",
    ...                               out_seat=0)][3:]  # doctest: +NORMALIZE_WHITESPACE
    ['Player 1 played their last tile.',
     'Player 1 went out, but the lowest total, 0, is shared: under these rules the lowest
     total wins even after going out.', 'Players 1 and 2 tie for the lowest total (0): nobody scores.']
    """
    players = len(pips_left)
    side_of = _side_of(rules, players)
    sides = range(len(result.side_points))
    reasons: list[Message] = [Message("pips.seat", {**seat_params(s), "pips": pips_left[s]})
                              for s in range(players)]
    if rules.teams:
        reasons += [Message("pips.team", {**_team_params(t), "pips": sum(
            pips for seat, pips in enumerate(pips_left) if side_of[seat] == t)}) for t in sides]

    def who(side: int) -> dict[str, ParamValue]:
        return _team_params(side) if rules.teams else seat_params(side)

    def seats(sides_won: Sequence[int]) -> Listing:
        return Listing(tuple(seat + 1 for side in sides_won for seat in range(players)
                             if side_of[seat] == side))

    suffix = "-team" if rules.teams else ""
    # where nothing is ever drawn, a blocked hand is only that nobody can play
    blocked = Message("end.blocked" if rules.draw != "none" else "end.blocked-no-drawing", {})
    if result.cause == "out":
        assert out_seat is not None
        return (*reasons, *_explain_out(rules, result, out_seat))
    if result.cause == "locker":
        assert last_mover is not None
        reasons.append(blocked)
        reasons.append(Message("blocked.last-mover-loses", seat_params(last_mover)))
        if rules.teams:
            reasons.append(Message("win.team", _team_params(result.winning_sides[0])))
        else:
            reasons.append(Message("win.players", {"players": seats(result.winning_sides)}))
        if rules.scores_points:  # no source scores a hand the locker loses: the engine says so (walk R2)
            reasons.append(Message("points.locker-none", {}))
        return tuple(reasons)
    if result.shared_out:
        assert out_seat is not None
        reasons.append(Message("out.went-out", seat_params(out_seat)))
        reasons.append(Message("out.shared-lowest", {**seat_params(out_seat), "pips": result.low}))
    else:
        # Only a game knows whether the undrawn tiles were checked (Game.outcome says so).
        reasons.append(blocked)
    if result.cause == "lowest":
        side = result.winning_sides[0]
        reasons.append(Message("blocked.lowest" + suffix, {**who(side), "pips": result.low}))
        points = result.side_points[side]
        if rules.blocked_points == "others-minus-own":
            reasons.append(Message("points.others-minus-own" + suffix, {
                **who(side), "others": result.others, "own": result.low, "points": points}))
        elif rules.blocked_points == "others":
            reasons.append(Message("points.others" + suffix, {**who(side), "points": points}))
    elif result.cause == "split":
        reasons.append(Message("tie.split-players", {
            "players": seats(result.winning_sides), "pips": result.low, "pool": result.pool,
            "points": result.side_points[result.winning_sides[0]]}))
        if result.remainder:
            reasons.append(Message("tie.split-remainder", {"remainder": result.remainder}))
    else:  # a tie that nobody wins: every side at the lowest total is named
        no_score = result.cause == "no-score"
        if rules.teams:
            reasons.append(Message("tie.no-score-teams" if no_score else "tie.drawn-teams",
                                   {"pips": result.low}))
        else:
            tied = Listing(tuple(seat + 1 for seat in range(players) if pips_left[seat] == result.low))
            reasons.append(Message("tie.no-score-players" if no_score else "tie.drawn-players",
                                   {"players": tied, "pips": result.low}))
    return tuple(reasons)
