"""What a finished hand is worth to a side, the unit every search of the engine counts in.

**The value.** A position is valued for one *side*: the team (seats 0 and 2, or 1 and 3,
under ``rules.teams``) of the player to move, else that player's seat alone. A finished
hand is worth, to that side, the points it won minus the most points any other side won
(:func:`value_of`). Under rules without points (``out_points`` and ``blocked_points`` both
``none``: block, partnership, block-locker-loses, draw-until-playable) a win counts as one
point: +1 the side won alone, 0 a drawn hand or a win shared with another side, -1 another
side won. With three or four players not in teams this is a *paranoid* reduction: the other
players are taken to play together against the side to move, which makes the game two-sided,
so that plain alpha-beta applies.
"""

from __future__ import annotations

from ..core.outcome import Outcome
from ..core.rules import RuleSet
from ..core.teams import side_of
from ..words.errors import DominoError


def sides(rules: RuleSet, players: int) -> int:
    """How many sides ``players`` players form: two teams with teams, else one a seat.

    >>> from ..core.rules import PRESETS
    >>> sides(PRESETS["partnership"], 4), sides(PRESETS["block"], 3)
    (2, 3)
    """
    return len({side_of(rules, seat) for seat in range(players)})


def value_of(outcome: Outcome, side: int, rules: RuleSet) -> int:
    """A finished hand's worth to ``side``: its points minus the most any other side won;
    without points in the rules, a win counts as one point.

    >>> from ..core.outcome import score_hand
    >>> from ..core.rules import PRESETS
    >>> from ..core.tiles import parse_tiles
    >>> left = [parse_tiles("0-4 2-3 0-0"), parse_tiles("6-6"), parse_tiles("5-5")]
    >>> outcome = score_hand(PRESETS["draw"], left, "blocked")
    >>> [value_of(outcome, side, PRESETS["draw"]) for side in range(3)]
    [13, -13, -13]
    >>> outcome = score_hand(PRESETS["block"], left, "blocked")
    >>> [value_of(outcome, side, PRESETS["block"]) for side in range(3)]
    [1, -1, -1]
    """
    scores: dict[int, int] = {}
    for seat, points in outcome.points.items():
        won = seat in outcome.winners
        score = int(won) if counts_wins_only(rules) else points
        scores[side_of(rules, seat)] = score
    own = scores.pop(side)
    return own - max(scores.values())


def counts_wins_only(rules: RuleSet) -> bool:
    """Rules without points (block, partnership, …): a hand is only won, drawn or lost."""
    return rules.out_points == "none" and rules.blocked_points == "none"


class SearchTooLarge(DominoError):
    """:func:`solve` gave up: the position needs more than ``max_nodes`` nodes.

    A :class:`DominoError`, so that the site tells the reader in their language."""

    def __init__(self, max_nodes: int) -> None:
        super().__init__("error.search-too-large", nodes=max_nodes)
