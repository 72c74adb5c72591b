"""The review of a hand: each of one seat's moves against the strong player's choice.

For every move ``seat`` made, :func:`review` asks the strong player
(:func:`dominorules.players.levels.evaluate`) what it would have played *with the same
information* (the seat's own hand and what everyone saw, never the other hands), values the
move played and that move over the same deals of the hidden tiles, and says how much the
choice cost on average. With all hands face up it also gives the best line from that
position (the solver's principal variation, :func:`dominorules.players.solver.solve`).

**The verdict.** Values are those of :mod:`dominorules.players.solver`: +1 / 0 / -1 a hand under
rules without points, else points (the side's points minus the most another side won). The
*loss* is the strong move's average minus the played move's average (never below 0), and:

* ``best``: no loss (the move is the strong player's, or as good on average);
* ``good``: under 0.1 of a win, or under 2 points;
* ``inaccuracy``: under 0.3 of a win, or under 6 points;
* ``mistake``: more;
* ``forced``: the only legal move (a draw or a pass with nothing that fits, or one tile that
  fits one end): neither praised nor blamed, and left out of the counts;
* ``unrated``: a draw or a pass by choice while a tile fits (rules with ``may-draw`` or
  ``may-pass``). The strong player lays a tile there, and the search that values its moves
  reads the rules as ``must-play`` after the move, so it overrates a draw or a pass
  (:attr:`dominorules.players.levels.Evaluation.plays_only`): such a move is neither praised nor
  blamed, and its line starts with the strong player's tile, as the hint would advise.

**The line.** Each entry also gives how the hand would go on if every hand were face up
(hindsight, which the verdict does not have): from the position after the move the verdict
recommends (the played move when it is ``best``, else the strong player's), so the line
always starts with that move and never contradicts the verdict. It is searched under the
hand's own rules; when that takes too long, the entry says so (``line_end``).

Seat 0 holds 3-3 and 6-3 with a 3 open, and every other 3 is on the line. 3-3 keeps the 3
open for 6-3 and goes out next turn; 6-3 leaves 3-3 with nowhere to go, ever.

>>> from .position_game import position_game
>>> from ..core.rules import PRESETS
>>> from ..core.tiles import Tile, full_set, parse_line, parse_tiles
>>> line = parse_line("4-3 3-0 0-1 1-3 3-2 2-5 5-3")
>>> hands = [parse_tiles("3-3 6-3"), parse_tiles("4-4 6-6 1-1")]
>>> seen = set(hands[0] + hands[1]) | {Tile.of(a, b) for a, b in line}
>>> aside = [tile for tile in full_set(6) if tile not in seen]
>>> game = position_game(PRESETS["block"], hands, aside, line, (4, 3), to_move=0)
>>> game.play(Move.parse("6-3 right"))
>>> entry = review(game, 0, random.Random(2))[0]
>>> str(entry.played), str(entry.best), entry.best_value, entry.verdict
('6-3 right', '3-3 right', 1.0, 'mistake')
>>> [str(move) for move in entry.best_line], entry.line_end
(['3-3 right', '4-4 left', '6-3 right'], 'over')
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..core.game import Game
from ..core.moves import Move
from ..core.rules import RuleSet
from ..formats.record import game_from_record
from .levels import evaluate, position_rng
from .solver import SearchTooLarge, solve

VERDICTS = ("best", "good", "inaccuracy", "mistake", "forced", "unrated")
"""The verdicts on a move, from no loss to a clear mistake; a move with no choice; a draw or
a pass by choice, which the strong player's search cannot value fairly."""

THRESHOLDS = {"wins": (0.1, 0.3), "points": (2.0, 6.0)}
"""The largest losses still ``good`` and still an ``inaccuracy``: in wins for rules
without points, in points otherwise (see the module docstring)."""

LINE_NODES = 50_000
"""The most nodes spent on the face-up best line from one position (else no line)."""

_EPSILON = 1e-9


@dataclass(frozen=True)
class ReviewEntry:
    """One move of the reviewed seat. ``index`` is its place in the hand's history;
    ``played_value`` and ``best_value`` are averages over the same deals; ``best_line``
    is how the hand goes on from the recommended move with all hands face up, that move
    first; ``line_end`` says where it stops: ``over`` (the hand ended), ``too-long`` (the
    search gave up; then the line is that move alone)."""

    index: int
    played: Move
    best: Move
    played_value: float
    best_value: float
    loss: float
    verdict: str
    best_line: tuple[Move, ...]
    line_end: str = "over"
    line_movers: tuple[int, ...] = ()  # who makes each move of best_line (0-based seats)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "played": self.played.to_json(), "best": self.best.to_json(),
                "played_value": round(self.played_value, 3), "best_value": round(self.best_value, 3),
                "loss": round(self.loss, 3), "verdict": self.verdict,
                "best_line": [move.to_json() for move in self.best_line], "line_end": self.line_end}


def verdict(loss: float, rules: RuleSet) -> str:
    """The verdict on a move that loses ``loss`` on average under ``rules``.

    >>> from ..core.rules import PRESETS
    >>> [verdict(loss, PRESETS["block"]) for loss in (0, 0.05, 0.2, 1.0)]
    ['best', 'good', 'inaccuracy', 'mistake']
    >>> [verdict(loss, PRESETS["draw"]) for loss in (0, 1.5, 4, 12)]
    ['best', 'good', 'inaccuracy', 'mistake']
    """
    good, inaccuracy = THRESHOLDS["points" if rules.scores_points else "wins"]
    if loss <= _EPSILON:
        return "best"
    if loss < good:
        return "good"
    if loss < inaccuracy:
        return "inaccuracy"
    return "mistake"


def best_line(game: Game) -> tuple[Move, ...]:
    """Best play for everyone from ``game``'s position with every hand known, under the
    hand's own rules (``()`` when it takes more than :data:`LINE_NODES` nodes)."""
    if game.ended is not None:
        return ()
    try:
        return solve(game, LINE_NODES).line
    except SearchTooLarge:
        return ()


def line_from(game: Game, move: Move) -> tuple[tuple[Move, ...], str, tuple[int, ...]]:
    """``move``, then best play with every hand known, where the line stops (``over`` or
    ``too-long``) and who makes each of its moves; ``game`` is left as it was."""
    game.play(move)
    try:
        rest = best_line(game)
        ended = game.ended is not None or (bool(rest) and _ends(game, rest))
    finally:
        game.undo()
    line = (move, *rest)
    return line, "over" if ended else "too-long", game.movers(line)


def _ends(game: Game, line: tuple[Move, ...]) -> bool:
    for move in line:
        game.play(move)
    over = game.ended is not None
    for _ in line:
        game.undo()
    return over


def review(game_or_record: Game | Any, seat: int,
           rng: random.Random | int) -> list[ReviewEntry]:
    """Each move ``seat`` made in the hand, against the strong player's choice (a record is
    read with :func:`dominorules.formats.record.game_from_record`; a game is left as it was).

    ``rng`` may be a seed: then each position uses
    :func:`dominorules.players.levels.position_rng`, the randomness of the strong computer player
    and of the hint, so that a move the hint suggested is the review's best move too."""
    game = game_or_record if isinstance(game_or_record, Game) else game_from_record(game_or_record)
    moves = [step.move for step in game.history]
    for _ in moves:
        game.undo()
    entries = []
    for index, move in enumerate(moves):
        if game.to_move == seat:
            legal = game.legal_moves()
            played = game.canonical(move)
            if len(legal) == 1:
                line, end, movers = line_from(game, played)
                entry = ReviewEntry(index, played, played, 0.0, 0.0, 0.0, "forced", line, end, movers)
            else:
                own = (position_rng(rng, game) if isinstance(rng, int)
                       else random.Random(rng.getrandbits(64)))
                evaluation = evaluate(game, seat, own)
                best = evaluation.best
                played_value, best_value = evaluation.value(played), evaluation.value(best)
                by_choice = not evaluation.considers(played)  # a draw or pass it would not make
                loss = 0.0 if by_choice else max(0.0, best_value - played_value)
                rated = "unrated" if by_choice else verdict(loss, game.rules)
                line, end, movers = line_from(game, played if rated == "best" else best)
                entry = ReviewEntry(index, played, best, played_value, best_value, loss,
                                    rated, line, end, movers)
            entries.append(entry)
        game.play(move)
    return entries


__all__ = ["THRESHOLDS", "VERDICTS", "ReviewEntry", "best_line", "line_from", "review", "verdict"]
