"""Computer players at three levels, and the strong player's advice.

* ``beginner`` lays its heaviest tile (:func:`dominorules.players.simple.heaviest_first`).
* ``club`` follows sound habits (:mod:`dominorules.players.club`): it sheds heavy tiles and
  doubles in time, keeps a variety of numbers and tiles that follow the ends it leaves, and
  leaves ends that an opponent has shown it lacks (and not ends its partner lacks).
* ``strong`` searches: it deals the tiles it cannot see at random, consistently with all its
  seat has seen (:class:`dominorules.players.knowledge.Knowledge`), values each of its moves on each
  deal and plays the move that is best on average, each deal counted by how well it explains
  the tiles the others chose to lay (:meth:`Knowledge.log_likelihood`: most players lay heavy
  tiles first). With two sides (two players, or two teams) a deal is solved with every hand
  known (:func:`dominorules.players.solver.move_values`); with three or more sides the solver would
  have to take the others as one side against it (and then the strong player lost to the club
  player: bench/strength.py), so each deal is played out instead, every player playing as the
  club player does. It never looks at another hand: everything comes from :class:`Knowledge`.
  Where the rules let a player draw or pass while a tile fits, it lays a tile
  (:func:`evaluate`).

Every level plays only legal moves, under every rule set; a level's move depends only on
the position its seat sees and the ``rng`` given.

Seat 0 holds 3-3 and 6-3 with a 3 open on the right, and every other 3 is on the line
(the example of :mod:`dominorules.players.review`). 3-3 keeps the 3 open for 6-3, which then goes
out whatever seat 1 holds; the beginner lays the heavier 6-3 and is stuck with 3-3.

>>> from .position_game import position_game
>>> from ..core.rules import PRESETS
>>> from ..core.tiles import Tile, full_set, parse_line, parse_tiles
>>> line = parse_line("4-3 3-0 0-1 1-3 3-2 2-5 5-3")
>>> hands = [parse_tiles("3-3 6-3"), parse_tiles("4-4 6-6 1-1")]
>>> seen = set(hands[0] + hands[1]) | {Tile.of(a, b) for a, b in line}
>>> aside = [tile for tile in full_set(6) if tile not in seen]
>>> game = position_game(PRESETS["block"], hands, aside, line, (4, 3), to_move=0)
>>> [str(choose(game, 0, level, random.Random(1))) for level in LEVELS]
['6-3 right', '3-3 right', '3-3 right']
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..core.game import Game
from ..core.moves import DRAW, LEFT, PASS, PLAY, Move
from ..core.rules import RuleSet
from ..words.errors import BadPosition, BadRules
from ..words.message import Message, seat_params
from .club import club_move, club_player, ends_after
from .knowledge import Knowledge
from .simple import heaviest_first
from .solver import SearchTooLarge, move_values, side_of, sides, value_of

LEVELS = ("beginner", "club", "strong")
"""The computer players' levels, weakest first."""

NODE_BUDGET = 16_000
"""Solver nodes the strong player spends on one move (the deals stop once it is spent):
about 0.1 s in CPython and 0.5 s in Pyodide (``make bench``: bench/strong_speed.py)."""

SAMPLE_NODES = 8_000
"""Most nodes for one deal. Once a deal needs more, that deal and the rest for this move
are searched with only the first half of the boneyard (then a quarter, ...); when there
is nothing left to cut, played out instead, every player laying its heaviest tile."""

MIN_SAMPLES, MAX_SAMPLES = 4, 64
"""Fewest and most deals the strong player solves for one move."""

MAX_PLAYED_OUT = 256
"""Most deals the strong player plays out for one move (with three or more sides)."""

PLAY_OUT_NODES = 4
"""Nodes of :data:`NODE_BUDGET` one move of a club play-out is counted as (in Pyodide it
takes about as long as four nodes of the search: bench/strong_speed.py)."""


@dataclass(frozen=True)
class Evaluation:
    """What the strong player found: each legal move with its average value over the same
    deals, each counted by its likelihood (to the side of ``seat``: points, or +1 / 0 / -1 a
    hand where there are no points), how many deals, whether every deal was solved exactly,
    each move's worst value over the deals, and how many tiles of the boneyard the last deal's
    search drew from."""

    moves: tuple[Move, ...]
    values: tuple[float, ...]
    samples: int
    exact: bool
    worst: tuple[float, ...]
    cut: int = 0
    plays_only: bool = False

    @property
    def best(self) -> Move:
        """The move with the best average (the first listed on a tie); with
        :attr:`plays_only`, the best of the tiles (a draw or pass by choice is valued, but the
        search that values it reads the rules as ``must-play`` and so overrates it)."""
        choices = [i for i, move in enumerate(self.moves) if self.considers(move)]
        return self.moves[max(choices, key=lambda i: (self.values[i], -i))]

    def considers(self, move: Move) -> bool:
        """Whether the strong player would choose ``move`` if it were best: every move, but
        with :attr:`plays_only` only a tile (not a draw or a pass by choice)."""
        return not self.plays_only or move.kind == PLAY

    def value(self, move: Move) -> float:
        """The average value of ``move`` (which must be one of :attr:`moves`)."""
        return self.values[self.moves.index(move)]


@dataclass(frozen=True)
class Advice:
    """The strong player's move and a short reason a reader can follow."""

    move: Move
    reason: Message


def check_level(level: object) -> str:
    """``level`` if it is one of :data:`LEVELS`; else the engine's error naming it.

    >>> check_level("chess")
    Traceback (most recent call last):
    ...
    dominorules.words.errors.BadRules: There is no computer level called “chess”.
    """
    if not isinstance(level, str) or level not in LEVELS:
        raise BadRules("error.unknown-level", value=str(level)[:40])
    return level


def position_rng(seed: int, game: Game) -> random.Random:
    """The randomness a computer player uses at ``game``'s position for a given ``seed``: the
    same seed and the same number of moves made give the same deals (and so the same move
    for the play, the hint and the review).

    >>> from ..core.rules import PRESETS
    >>> game = Game.deal(PRESETS["block"], 2, seed=1)
    >>> position_rng(7, game).random() == position_rng(7, game).random()
    True
    """
    return random.Random(seed * 1_000_003 + len(game.history))


def _check_seat(game: Game, seat: object) -> int:
    if type(seat) is not int or not 0 <= seat < game.players:
        raise BadPosition("error.bad-seat", seat=str(seat)[:40], players=game.players)
    if game.ended is not None or game.to_move != seat:
        raise BadPosition("error.not-to-move", **seat_params(seat))
    return seat


def choose(game: Game, seat: int, level: str, rng: random.Random) -> Move:
    """The move ``level`` plays for ``seat``, who must be the player to move."""
    check_level(level)
    _check_seat(game, seat)
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if level == "beginner":
        return heaviest_first(game, moves)
    knowledge = Knowledge(game, seat)
    if level == "club":
        return club_move(knowledge, moves)
    return evaluate(game, seat, rng, knowledge).best


# -- the strong player ------------------------------------------------------------------

Policy = Callable[[Game, Sequence[Move]], Move]


def _play_out(game: Game, root_side: int, policy: Policy = heaviest_first) -> tuple[float, int]:
    """The value of ``game`` for ``root_side`` once everyone plays by ``policy`` to the end
    of the hand, and how many moves that took; ``game`` is restored."""
    played = 0
    while game.ended is None:
        game.play(policy(game, game.legal_moves()))
        played += 1
    outcome = game.outcome()
    assert outcome is not None
    value = value_of(outcome, root_side, game.rules)
    for _ in range(played):
        game.undo()
    return value, played


def evaluate(game: Game, seat: int, rng: random.Random,
             knowledge: Knowledge | None = None) -> Evaluation:
    """Every legal move of ``seat`` (the player to move) valued by the strong player: the
    average over deals of the hidden tiles that agree with what ``seat`` has seen, each
    solved with every hand known and counted by how well it explains the tiles the others
    chose to lay (:meth:`Knowledge.log_likelihood`). Only :class:`Knowledge` of ``seat`` is
    used.

    Where the rules allow passing or drawing while a tile fits, the search after each move
    reads them as ``must-play`` (a narrower tree), and the strong player lays a tile whenever
    one fits: a draw or a pass by choice is valued (for the review) but not chosen, as that
    search, where nobody else may draw or pass by choice, overrates it (bench/strength.py:
    in Pagat's draw game the strong player drew by choice at a third of its turns and lost
    to the club player). A deal still too wide is searched with only the first tiles of its
    boneyard (half of them, then a quarter, and so on: the rest stay undrawn), and so are
    the deals after it for this move; a deal too wide even then is played out with every
    player laying its heaviest tile.

    At the start of a draw game the boneyard is cut to a few tiles:

    >>> from ..core.rules import PRESETS
    >>> game = Game.deal(PRESETS["draw-100"], 2, seed=2)
    >>> evaluation = evaluate(game, game.to_move, random.Random(0))
    >>> evaluation.exact, evaluation.samples >= MIN_SAMPLES, evaluation.cut < len(game.boneyard)
    (False, True, True)
    """
    knowledge = knowledge or Knowledge(game, seat)
    moves = tuple(game.legal_moves())
    rules = game.rules
    if sides(rules, game.players) > 2:
        return _played_out(moves, seat, rng, knowledge)
    as_is = rules.when_able == "must-play"  # the search can follow the rules as they are
    totals = _Totals(len(moves))
    exact = as_is
    used = 0
    cut = knowledge.boneyard if rules.draws else 0  # the boneyard's tiles the search draws from
    too_wide = False
    while totals.samples < MAX_SAMPLES and (totals.samples < MIN_SAMPLES or used < NODE_BUDGET):
        hands, boneyard = knowledge.sample(rng)
        found: list[float] = []
        while not too_wide:
            deal = knowledge.position(hands, boneyard[:cut] if rules.draws else boneyard)
            legal = deal.legal_moves()  # (before the opening: any tile, not only the lead)
            if not set(moves) <= set(legal):
                too_wide = True  # so short a boneyard would change the moves open now
                break
            try:
                values, nodes = move_values(deal, SAMPLE_NODES, as_is)
                by_move = dict(zip(legal, values, strict=True))
                found = [float(by_move[move]) for move in moves]
                used += nodes
                break
            except SearchTooLarge:
                exact = False
                if cut == 0:  # nothing left to cut (or nothing to draw): play-outs instead
                    too_wide = True
                else:
                    used += SAMPLE_NODES
                    cut //= 2
        if too_wide:
            deal = knowledge.position(hands, boneyard)
            used += SAMPLE_NODES // 4  # a play-out per move costs far less than a search
            for move in moves:
                deal.play(move)
                found.append(_play_out(deal, side_of(rules, seat))[0])
                deal.undo()
        totals.add(found, knowledge.log_likelihood(hands))
    return totals.evaluation(rules, moves, exact, cut)


def _played_out(moves: tuple[Move, ...], seat: int, rng: random.Random,
                knowledge: Knowledge) -> Evaluation:
    """:func:`evaluate` with three or more sides: each move valued by playing each deal out,
    every player (``seat`` too) playing as the club player does from then on."""
    side = side_of(knowledge.rules, seat)
    totals = _Totals(len(moves))
    used = 0
    while totals.samples < MAX_PLAYED_OUT and (totals.samples < MIN_SAMPLES or used < NODE_BUDGET):
        hands, boneyard = knowledge.sample(rng)
        deal = knowledge.position(hands, boneyard)
        found = []
        for move in moves:
            deal.play(move)
            value, played = _play_out(deal, side, club_player)
            deal.undo()
            used += (played + 1) * PLAY_OUT_NODES
            found.append(value)
        totals.add(found, knowledge.log_likelihood(hands))
    rules = knowledge.rules
    return totals.evaluation(rules, moves, False, knowledge.boneyard if rules.draws else 0)


class _Totals:
    """Each move's values over the deals so far: the sum weighted by each deal's likelihood
    (:meth:`Knowledge.log_likelihood`, relative to the first deal's) and the worst."""

    def __init__(self, moves: int) -> None:
        self.sums = [0.0] * moves
        self.worst = [float("inf")] * moves
        self.weights = 0.0
        self.samples = 0
        self.first: float | None = None

    def add(self, values: Sequence[float], log_likelihood: float) -> None:
        """One more deal: each move's value on it, and how likely the deal is."""
        if self.first is None:
            self.first = log_likelihood
        weight = math.exp(log_likelihood - self.first)
        self.samples += 1
        self.weights += weight
        for i, value in enumerate(values):
            self.sums[i] += weight * value
            self.worst[i] = min(self.worst[i], value)

    def evaluation(self, rules: RuleSet, moves: tuple[Move, ...], exact: bool, cut: int) -> Evaluation:
        """The weighted averages; where the rules let a player draw or pass while a tile fits,
        the strong player chooses among the tiles only (:attr:`Evaluation.plays_only`)."""
        return Evaluation(moves, tuple(total / self.weights for total in self.sums), self.samples,
                          exact, tuple(self.worst), cut, plays_only(rules, moves))


def plays_only(rules: RuleSet, moves: Sequence[Move]) -> bool:
    """Whether the strong player chooses among the tiles only: where the rules let a player
    draw or pass while a tile fits (its search overrates those: :func:`evaluate`).

    >>> from ..core.rules import PRESETS
    >>> tile = Move.parse("6-6")
    >>> plays_only(PRESETS["pagat-draw"], [tile, Move(DRAW)]), plays_only(PRESETS["draw"], [tile])
    (True, False)
    """
    return rules.when_able != "must-play" and any(move.kind == PLAY for move in moves)


def advise(game: Game, seat: int, rng: random.Random) -> Advice:
    """What the strong player would do for ``seat`` (the player to move), and why.

    >>> from ..core.rules import PRESETS
    >>> game = Game.deal(PRESETS["draw"], 2, seed=3)
    >>> while len(game.legal_moves()) > 1 or game.legal_moves()[0].kind != "draw":
    ...     game.play(heaviest_first(game, game.legal_moves()))
    >>> advice = advise(game, game.to_move, random.Random(0))
    >>> str(advice.move), advice.reason.english()
    ('draw', 'Draw: nothing fits.')
    """
    _check_seat(game, seat)
    moves = game.legal_moves()
    if len(moves) == 1:
        move = moves[0]
        reason = {PLAY: "advice.only-move", DRAW: "advice.must-draw", PASS: "advice.must-pass"}
        return Advice(move, Message(reason[move.kind], {}))
    knowledge = Knowledge(game, seat)
    evaluation = evaluate(game, seat, rng, knowledge)
    return Advice(evaluation.best, _reason(knowledge, evaluation))


def _reason(knowledge: Knowledge, evaluation: Evaluation) -> Message:
    """A short reason for the strong player's move, the most telling first."""
    move = evaluation.best
    if move.kind == DRAW:
        return Message("advice.draw-choice", {})
    if move.kind == PASS:
        return Message("advice.pass-choice", {})
    tile = move.tile
    assert tile is not None
    index = evaluation.moves.index(move)
    if evaluation.exact and evaluation.worst[index] > 0:
        return Message("advice.wins", {})
    left, right = ends_after(knowledge, move)
    rules, seat = knowledge.rules, knowledge.seat
    new_end = right if move.end != LEFT else left
    step = 1 if rules.direction == "clockwise" else -1
    for k in range(1, knowledge.players):
        other = (seat + step * k) % knowledge.players
        if side_of(rules, other) != side_of(rules, seat) and new_end in knowledge.shown_lacks(other):
            return Message("advice.blocks", {"number": new_end, **seat_params(other)})
    if tile.is_double:
        return Message("advice.double", {"tile": str(tile)})
    rest = list(knowledge.hand)
    rest.remove(tile)
    if any(t.has(left) for t in rest) and any(t.has(right) for t in rest):
        if left == right:
            return Message("advice.covers-same", {"number": left})
        return Message("advice.covers", {"left": left, "right": right})
    playable = [m.tile for m in evaluation.moves if m.tile is not None]
    if tile.pips >= 7 and all(t.pips <= tile.pips for t in playable):
        return Message("advice.heavy", {"tile": str(tile)})
    return Message("advice.variety", {})


__all__ = ["LEVELS", "Advice", "Evaluation", "advise", "check_level", "choose", "evaluate", "position_rng"]
