"""Who opens a hand, and with which tile.

>>> from .rules import PRESETS
>>> from .tiles import parse_tiles
>>> hands = [parse_tiles("5-5 6-1"), parse_tiles("6-6 0-0")]
>>> seat, lead, reason = first_opener(PRESETS["block"], hands)
>>> seat, str(lead), reason.id
(1, '6-6', 'open.highest-double')
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..words.errors import BadPosition
from ..words.message import Message, seat_params
from .readings import mark_of
from .rules import RuleSet
from .teams import TEAM_PLAYERS
from .tiles import Tile, heaviest


def check_players(rules: RuleSet, players: int) -> None:
    """Raise :class:`BadPosition` when ``rules`` cannot deal to ``players`` players."""
    if rules.min_players == rules.max_players != players:
        raise BadPosition("error.player-count-exact", players=players, needed=rules.min_players)
    if not rules.min_players <= players <= rules.max_players:
        raise BadPosition("error.player-count", players=players,
                          min=rules.min_players, max=rules.max_players)
    if rules.teams and players != TEAM_PLAYERS:
        raise BadPosition("error.teams-need-four", players=players)
    tiles = (rules.max_pip + 1) * (rules.max_pip + 2) // 2
    needed = players * rules.hand_size_for(players)
    if rules.undealt == "boneyard":
        needed += rules.reserve
    if needed > tiles:
        raise BadPosition("error.cannot-deal", players=players,
                          hand=rules.hand_size_for(players), tiles=tiles)


def first_opener(
    rules: RuleSet, hands: Sequence[Sequence[Tile]], lot: int | None = None
) -> tuple[int, Tile | None, Message]:
    """The opener of a match's first hand, the tile they must lead (or ``None``), and why.

    ``lot`` is the seat drawn by lot, needed when the rules open by lot. Raises
    :class:`BadPosition` when nobody holds a double and the rules say redeal.
    """
    if rules.first_opener == "first-seat":
        return 0, None, Message("open.first-seat", seat_params(0))
    if rules.first_opener == "lot":
        if lot is None:
            raise BadPosition("error.opener-needed")
        return lot, None, Message("open.lot", seat_params(lot))
    holder = _highest_double(rules.max_pip, hands)
    if holder is not None:
        seat, tile = holder
        reason = Message("open.highest-double", {"seat": seat, "player": seat + 1,
                                                 "tile": f"{tile.high}-{tile.low}"})
    elif rules.no_double == "redeal":
        raise BadPosition("error.no-double")
    else:
        tile = heaviest(t for hand in hands for t in hand)
        seat = next(s for s, hand in enumerate(hands) if tile in hand)
        reason = Message("open.heaviest-tile", {**seat_params(seat), "tile": str(tile)})
    return seat, (tile if rules.opener_plays_double else None), reason


def _highest_double(max_pip: int, hands: Sequence[Sequence[Tile]]) -> tuple[int, Tile] | None:
    """The seat holding the highest double, and that double; ``None`` if nobody holds one."""
    for double in _doubles(max_pip):
        for seat, hand in enumerate(hands):
            if double in hand:
                return seat, double
    return None


@cache
def _doubles(max_pip: int) -> tuple[Tile, ...]:
    """The doubles of the set, highest first."""
    return tuple(Tile(number, number) for number in range(max_pip, -1, -1))


def later_opener(rules: RuleSet, players: int, previous_opener: int,
                 previous_winners: Sequence[int]) -> tuple[int, Message]:
    """The opener of a later hand in a match, and why.

    After a tie whose points were split, the first of the winners in turn order from the
    previous opener opens (our reading; no source says):

    >>> from .rules import PRESETS
    >>> seat, reason = later_opener(PRESETS["draw"], 3, 1, [0, 2])
    >>> seat, reason.id
    (2, 'open.split-winner')
    """
    if rules.later_opener == "left-of-previous":
        seat = (previous_opener + 1) % players
        return seat, Message("open.left-of-previous", seat_params(seat))
    sides = {seat % 2 if rules.teams else seat for seat in previous_winners}
    if rules.later_opener == "winner" and len(sides) > 1:
        # A tie whose points were split: no source says; we take the first of the winners
        # in turn order from the previous opener.
        step = 1 if rules.direction == "clockwise" else -1
        seat = next(s for s in ((previous_opener + step * i) % players for i in range(players))
                    if s in previous_winners)
        return seat, Message("open.split-winner", seat_params(seat))
    if rules.later_opener == "winner" and previous_winners:
        seat = previous_winners[0]
        # draw-100's source names no opener for the later hands: there it is our choice
        # (readings.py; draw-100 page #opener)
        said = "open.previous-winner-choice" if mark_of(rules, Message("open.previous-winner", {})) \
            else "open.previous-winner"
        return seat, Message(said, seat_params(seat))
    if rules.later_opener == "winner":
        return previous_opener, Message("open.again-after-draw", seat_params(previous_opener))
    return 0, Message("open.first-seat", seat_params(0))
