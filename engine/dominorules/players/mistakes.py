"""Your own mistakes as puzzles: the moves of a played hand that make a fair puzzle.

The review (:mod:`dominorules.players.review`) rates every move a seat made against the strong
player with the same information. A rated move becomes a puzzle only when its answer is
clear *for what the player could know*: hidden hands make a move that wins on most deals
lose on some, and a puzzle whose answer depends on where the hidden tiles lie would teach
luck. So a position is kept when

* the player had a choice and the review rated the move an inaccuracy or a mistake (it lost
  at least :data:`MARGIN` on average: 0.1 of a hand won, or 2 points; the review's own
  line between ``good`` and ``inaccuracy``);
* the answers are the best move on average and every move within :data:`TOLERANCE` of it
  (half the margin: 0.05 of a hand won, or 1 point). In dominoes one tile often fits both
  ends to the same effect, or two tiles are interchangeable: the reader who finds either has
  solved the puzzle, and the solution names the best and says the others are as good;
* each answer is best (no other move does better) in at least :data:`SHARE` (95 %) of the
  deals of the hidden tiles that agree with everything the player saw
  (:class:`dominorules.players.knowledge.Knowledge`), each hand known on each deal: an answer
  that wins on most deals and loses on others would teach luck;
* each answer is ahead of the played move, and of every move that is not an answer, by
  :data:`MARGIN` on average: one clear set of answers, not a move nearly as good left out.

The deals are every such deal when there are at most :data:`ENUMERATE` of them and each can
be solved exactly (then the puzzle is *proven*, and says so with the counts), else
:data:`SAMPLE` deals dealt at random, each solved exactly and counted as the strong player
counts its deals (by how well it explains the tiles the others chose to lay). A sample
cannot show 95 % as surely as every deal can: there the share must be at least 95 % with
95 % confidence (Wilson's lower bound, the sample's weights counted as fewer deals).
Checked from scratch on every deal where they can be enumerated (bench/mistakes.py),
puzzles taken on the review's own 64 deals when best on 97 % of them did not hold (93 % of
all deals). lichess's "learn from your mistakes" is the
anchor: it flags a move whose winning chance fell by more than 0.075 on a scale from -1 to
1 and accepts a reply within 0.035 of the best (about half), and its puzzles need each
solving move clearly ahead of the rest. Ours are on the review's scale (a hand won is 1,
lost -1, or points), and ask more: each answer best on nearly every deal, not only on
average, since the other hands are hidden. That is what keeps most mistakes of club play
out: in 24 hands of each (bench/mistakes.py), 2 puzzles in the block game and none in the
draw game, where the best move of a mistake is best on 36 to 82 % of the deals; answers in
sets add none there (two equal answers are rare where one must also be best almost always).

Seat 0 holds 3-3 and 6-3 with a 3 open, and every other 3 is on the line; it laid 6-3 and
is stuck with 3-3. The other seat holds 3 of the 19 tiles seat 0 cannot see: 969 deals, and
3-3 wins on every one (6-3 follows next turn, and nobody else has a 3), where 6-3 leaves 3-3
stuck: a proven puzzle.

>>> from .position_game import position_game
>>> from ..core.rules import PRESETS
>>> from ..core.tiles import Tile, full_set, parse_line, parse_tiles
>>> line = parse_line("4-3 3-0 0-1 1-3 3-2 2-5 5-3")
>>> hands = [parse_tiles("3-3 6-3"), parse_tiles("4-4 6-6 1-1")]
>>> seen = set(hands[0] + hands[1]) | {Tile.of(a, b) for a, b in line}
>>> aside = [tile for tile in full_set(6) if tile not in seen]
>>> game = position_game(PRESETS["block"], hands, aside, line, (4, 3), to_move=0)
>>> game.play(Move.parse("6-3 right"))
>>> [puzzle] = mistakes(game, 0, 2)
>>> str(puzzle.played), str(puzzle.best), puzzle.proven, puzzle.deals, puzzle.best_in
('6-3 right', '3-3 right', True, 969, 969)
>>> puzzle.played_in < puzzle.deals, puzzle.also
(True, ())
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.game import Game
from ..core.moves import PLAY, Move
from ..formats.record import game_from_record
from ..words.message import Message, seat_params
from .knowledge import Knowledge
from .levels import SAMPLE_NODES, plays_only, position_rng
from .review import ReviewEntry, review
from .solver import SearchTooLarge, move_values, sides

SHARE = 0.95
"""The least share of the deals on which the best move must be best."""

MARGIN = {"wins": 0.1, "points": 2.0}
"""How far, on average, each answer must be ahead of the played move and of every move that is
not an answer (in hands won for rules without points, else in points): the review's line
between ``good`` and ``inaccuracy``."""

TOLERANCE = {"wins": 0.05, "points": 1.0}
"""How close to the best move, on average, another move must be to be an answer too: half
:data:`MARGIN`, as lichess accepts a reply within 0.035 where it flags a loss of 0.075."""

ENUMERATE = 2_000
"""The most deals gone through one by one, each solved exactly (then the puzzle is proven)."""

SAMPLE = 200
"""The deals dealt at random where every deal cannot be gone through."""

_EPSILON = 1e-9


@dataclass(frozen=True)
class MistakePuzzle:
    """One move of a played hand made a puzzle: the position before move ``index`` of the
    hand, seen by ``seat``; the move played and the best one; on how many deals (``deals``)
    the best was best (``best_in``) and the played one was (``played_in``): counts when
    ``proven``, else percentages of the weighted sample; the average ``loss``; the other
    answers, as good as the best (``also``), and on how many deals each is best (``also_in``)."""

    index: int
    seat: int
    played: Move
    best: Move
    deals: int
    best_in: int
    played_in: int
    proven: bool
    loss: float
    also: tuple[Move, ...] = ()
    also_in: tuple[int, ...] = ()

    def answers(self) -> tuple[Move, ...]:
        """Every move that solves the puzzle, the best first."""
        return (self.best, *self.also)

    def why(self, answer: Move | None = None) -> Message:
        """On how many deals ``answer`` (the best move by default) is best, and the played one,
        in words.

        >>> MistakePuzzle(3, 0, Move.parse("6-3 right"), Move.parse("3-3 right"), 10, 10, 0, True, 2.0
        ...               ).why().english()
        ... # doctest: +NORMALIZE_WHITESPACE
        'Of the 10 ways the hidden tiles can lie that fit what you saw, this move is best in 10;
         yours is as good in 0.'
        """
        key = "mistake.proven" if self.proven else "mistake.sampled"
        best_in = dict(zip(self.also, self.also_in, strict=True)).get(answer or self.best, self.best_in)
        return Message(key, {"deals": self.deals, "best": best_in, "played": self.played_in})

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "seat": self.seat, "played": self.played.to_json(),
                "best": self.best.to_json(), "deals": self.deals, "best_in": self.best_in,
                "played_in": self.played_in, "proven": self.proven, "loss": round(self.loss, 3),
                "also": [move.to_json() for move in self.also], "also_in": list(self.also_in),
                "why": self.why().to_json(),
                "prompt": Message("mistake.prompt", seat_params(self.seat)).to_json()}


def mistakes(game_or_record: Game | Any, seat: int, rng: int | random.Random,
             entries: Sequence[ReviewEntry] | None = None) -> list[MistakePuzzle]:
    """The moves ``seat`` made in the hand that make fair puzzles (see the module docstring),
    in the order played. ``entries`` is the hand's review for ``seat`` when already made (with
    the same ``rng``), else it is made here. A game is left as it was."""
    game = game_or_record if isinstance(game_or_record, Game) else game_from_record(game_or_record)
    if not judges(game):
        return []
    if entries is None:
        entries = review(game, seat, rng)
    wanted = {entry.index: entry for entry in entries if entry.verdict in ("inaccuracy", "mistake")}
    moves = [step.move for step in game.history]
    for _ in moves:
        game.undo()
    found: list[MistakePuzzle] = []
    try:
        for index, move in enumerate(moves):
            if index in wanted:
                own = (position_rng(rng, game) if isinstance(rng, int)
                       else random.Random(rng.getrandbits(64)))
                puzzle = judged(game, seat, wanted[index], own)
                if puzzle is not None:
                    found.append(puzzle)
            game.play(move)
    finally:
        while len(game.history) < len(moves):  # (after an error, the game as it was)
            game.play(moves[len(game.history)])
    return found


def judges(game: Game) -> bool:
    """Whether puzzles are made of this game's hands: two sides only (two players, or two
    teams). With more, the solver takes the others as one side against the player (a
    simplification the strong player avoids by playing deals out), so "best on every deal"
    could not be known exactly."""
    return sides(game.rules, game.players) == 2


def judged(game: Game, seat: int, entry: ReviewEntry,
           rng: random.Random | None = None) -> MistakePuzzle | None:
    """The puzzle of ``entry``'s move, in ``game`` just before it, or ``None`` when its answer
    is not clear for what ``seat`` could know. ``rng`` deals the sample where every deal
    cannot be gone through (a fixed one by default)."""
    rules = game.rules
    unit = "points" if rules.scores_points else "wins"
    moves = tuple(game.legal_moves())
    rows = _every_deal(game, seat, moves)
    proven = rows is not None
    if rows is None:
        rows = _sample(game, seat, moves, rng or random.Random(0))
    if rows is None:
        return None
    tiles_only = plays_only(rules, moves)  # as the review rated the move
    choices = [i for i, move in enumerate(moves) if not tiles_only or move.kind == PLAY]
    weight = sum(w for w, _ in rows)
    if not rows or weight <= 0 or len(choices) < 2 or entry.played not in moves:
        return None
    average = [sum(w * values[i] for w, values in rows) / weight for i in range(len(moves))]
    best = max(choices, key=lambda i: (average[i], -i))
    answers = sorted((i for i in choices if average[best] - average[i] <= TOLERANCE[unit] + _EPSILON),
                     key=lambda i: (-average[i], i))
    played = moves.index(entry.played)
    behind = [i for i in choices if i not in answers]  # the played move among them, or no puzzle
    if played not in behind or any(average[best] - average[i] < MARGIN[unit] - _EPSILON for i in behind) \
            or any(average[i] - average[played] < MARGIN[unit] - _EPSILON for i in answers):
        return None

    def share(i: int) -> float:  # of the deals (by weight) where move i is best, or as good
        return sum(w for w, values in rows
                   if values[i] >= max(values[j] for j in choices) - _EPSILON) / weight

    if proven:
        if any(share(i) < SHARE for i in answers):
            return None
        count = len(rows)
    else:
        effective = weight ** 2 / sum(w * w for w, _ in rows)  # a weighted sample counts as fewer deals
        if any(lower_bound(share(i), effective) < SHARE for i in answers):
            return None
        count = 100  # then the counts are percentages
    return MistakePuzzle(entry.index, seat, entry.played, moves[best], len(rows), round(share(best) * count),
                         round(share(played) * count), proven, average[best] - average[played],
                         tuple(moves[i] for i in answers[1:]),
                         tuple(round(share(i) * count) for i in answers[1:]))


def lower_bound(share: float, deals: float) -> float:
    """The least share the whole can have, with 95 % confidence, when a sample of ``deals``
    shows ``share`` (Wilson's score interval, one-sided).

    >>> round(lower_bound(1.0, 200), 3), round(lower_bound(0.97, 64), 3)
    (0.987, 0.912)
    """
    z = 1.645
    centre = share + z * z / (2 * deals)
    spread = z * math.sqrt(share * (1 - share) / deals + z * z / (4 * deals * deals))
    return (centre - spread) / (1 + z * z / deals)


def _sample(game: Game, seat: int, moves: tuple[Move, ...], rng: random.Random) -> Rows | None:
    """:data:`SAMPLE` deals that agree with what ``seat`` saw, dealt at random, each counted
    by how likely it is (as the strong player counts them: :meth:`Knowledge.log_likelihood`)
    and solved exactly with every hand known; ``None`` when one is too wide to solve (two
    sides only)."""
    if sides(game.rules, game.players) != 2:
        return None
    knowledge = Knowledge(game, seat)
    rows: Rows = []
    first: float | None = None
    for _ in range(SAMPLE):
        hands, boneyard = knowledge.sample(rng)
        values = _solved(knowledge.position(hands, boneyard), moves)
        if values is None:
            return None
        likelihood = knowledge.log_likelihood(hands)
        first = likelihood if first is None else first
        rows.append((math.exp(likelihood - first), values))
        if len(rows) == _CHECKPOINT and not _one_ahead(rows):
            return rows  # no move is best on nearly every deal so far: not a puzzle (judged says so)
    return rows


_CHECKPOINT = 24
"""After this many deals of a sample, the sample stops unless one move is best on 90 % of them."""


def _one_ahead(rows: Rows) -> bool:
    """Whether some move is best (or as good) on at least 90 % of ``rows`` (by weight).

    >>> nine_of_ten = [(1.0, (1.0, 0.0))] * 9 + [(1.0, (0.0, 1.0))]
    >>> _one_ahead(nine_of_ten), _one_ahead([(1.0, (1.0, 0.0)), (1.0, (0.0, 1.0))])
    (True, False)
    """
    weight = sum(w for w, _ in rows)
    return any(sum(w for w, values in rows if values[i] >= max(values) - _EPSILON) >= 0.9 * weight
               for i in range(len(rows[0][1])))


Rows = list[tuple[float, tuple[float, ...]]]
"""Deals as the verdict reads them: each one's weight, and every move's value on it."""


def _every_deal(game: Game, seat: int, moves: tuple[Move, ...]) -> Rows | None:
    """Every move's exact value on every deal that agrees with what ``seat`` saw, when there
    are at most :data:`ENUMERATE` deals and each can be solved (two sides only: the solver's
    values are exact there), else ``None``."""
    if sides(game.rules, game.players) != 2:
        return None
    knowledge = Knowledge(game, seat)
    deals = knowledge.deals(ENUMERATE)
    if deals is None:
        return None
    rows: Rows = []
    for hands, boneyard in deals:
        values = _solved(knowledge.position(hands, boneyard), moves)
        if values is None:
            return None
        rows.append((1.0, values))
    return rows


def _solved(deal: Game, moves: tuple[Move, ...]) -> tuple[float, ...] | None:
    """Each of ``moves``' exact value on ``deal`` (every hand known), or ``None`` when the deal
    is too wide to solve or does not offer the same moves."""
    try:
        values, _ = move_values(deal, SAMPLE_NODES)
    except SearchTooLarge:
        return None
    by_move = dict(zip(deal.legal_moves(), values, strict=True))
    if not set(moves) <= set(by_move):
        return None
    return tuple(float(by_move[move]) for move in moves)


__all__ = ["ENUMERATE", "MARGIN", "SAMPLE", "SHARE", "TOLERANCE", "MistakePuzzle", "judged", "judges",
           "lower_bound", "mistakes"]
