"""How strong the computer players are: rates with 95 % intervals, every preset, in one run.

    .venv/bin/python bench/strength.py [--deals N] [--big-table-deals N] [--more-deals N]
        [--start N] [--jobs N] [--presets LIST] [--quick] [--pairings LIST]
        [--only levels|ismcts|ceiling|taste|regret]
        (make bench-strength)

**The table.** Every preset (``python -m dominorules presets``) at every player count it
allows, each pairing of computer levels: ``strong`` against ``club``, ``club`` against
``beginner`` and ``beginner`` against ``random`` (legal moves at random). A pairing's first
level takes some seats and the second the others (:func:`seatings`): one seat against the
rest, or one team against the other under teams; every deal is played once for each
rotation of those seats, so each level sits in every seat of the same deal equally often.
The strong player's rows are played on ``--deals`` deals at two players and on
``--big-table-deals`` at three or more (1,000 deals, and 3,000 where the interval at 1,000
still holds 0.5: one seat of three to five moves a deal's result little, so the edge there
is small), the others on ``--more-deals`` (they cost little, and their edges are often
small): :func:`row_looks`, :func:`look_z`.

**The measure** (:func:`measure`): points won where the system keeps points, hands won where
it does not (block, partnership, the locker games: a hand won alone counts 1, a hand won by
several sides counts a share, a drawn hand 0). Over one deal's rotations each level's
average per seat and hand is compared (:func:`deal_score`): the deal counts 1 to the first
level when its average is higher, 1/2 when equal, 0 when lower. The rate is the share of
deals, with its 95 % Wilson interval (:func:`wilson`, :func:`look_z`; deals are independent,
and a deal worth 1/2 varies less than a won or lost one, so the interval is if anything too
wide).
Goal: every row's lower bound above 0.5. Each row also prints the two levels' average
points (or hands won) per seat and hand.

**The IS-MCTS row** (two-player block game as OpenSpiel's ``python_block_dominoes`` plays it:
7 tiles each, the other 14 set aside, seat 0 opens with any tile, a player who cannot play
passes; ours: the ``block`` preset with seat 0 opening): ``strong`` against OpenSpiel's
IS-MCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``, 1,000 simulations a move, random
roll-outs, UCT constant ``--uct-c``), each deal played twice with the seats swapped, the
game played in both engines at once, move for move; OpenSpiel skips a player who cannot
play where we play the pass. OpenSpiel's Python game has no ``resample_from_infostate``, so
the bot gets a sampler (``set_resampler``): the opponent's unseen tiles dealt at random,
consistently with the history (a player who moved twice in a row had nothing that fit the
open ends, and never draws, so holds none of those numbers). A hand won counts 1, drawn 1/2.

**The ceiling rows**, the same deals: ``solver``, a player that sees every hand and plays a
move that keeps the position's value (:func:`dominorules.players.solver.solve`), against IS-MCTS and
against ``strong``: what perfect information would give, beside the strong player's edge.

**How strongly IS-MCTS prefers heavy tiles** (``--only taste``, not part of a full run): every
tile IS-MCTS laid on open ends against ``strong`` where two or more tiles fitted, and the
odds that explain those choices best (:func:`fit_taste`): what
:data:`dominorules.players.knowledge.TASTE` stands for.

**Where the strong player gives value away against IS-MCTS** (``--only regret``, not part of
a full run; about 5 s a deal on two cores: 300 deals in 25 minutes): at each of its moves with a
choice, the position is solved with every hand known (:func:`with_regrets`), and what its move
gave away against the best one is noted, in the ±1 unit of a hand (2: a won hand lost); printed
by the move's number in the hand (:func:`regret_table`). It shows where in the hand not seeing
the others' tiles costs the most.

Each row is printed with its interval, and as
``strength_<preset>_<players>p_<who>_vs_<whom> rate VALUE low LOW high HIGH deals N``.
One process per core (``--jobs``, the default), each playing whole deals. ``--quick``: two
players only; ``--presets block,draw:3``: those presets (all their counts, or one).
The IS-MCTS bot alone takes about 0.4 s a move.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import itertools
import math
import multiprocessing
import os
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from dominorules import PRESETS, Game, Move, RuleSet, Tile
from dominorules.core.moves import LEFT, PASS, RIGHT
from dominorules.players.levels import choose
from dominorules.players.solver import move_values, solve

BLOCK_TWO = PRESETS["block"].with_changes(first_opener="first-seat", opener_plays_double=False)

Player = Callable[[Game, int, int], Move]  # (game, seat, seed) -> move

PAIRINGS = (("strong", "club"), ("club", "beginner"), ("beginner", "random"))


def level(name: str) -> Player:
    """A player by name: a level of dominorules.players.levels, ``random`` or ``solver`` (which
    sees every hand)."""
    if name == "random":
        def play_random(game: Game, seat: int, seed: int) -> Move:
            moves = game.legal_moves()
            return moves[random.Random(seed * 1_000_003 + len(game.history)).randrange(len(moves))]
        return play_random
    if name == "solver":
        def play_solved(game: Game, seat: int, seed: int) -> Move:
            best = solve(game).best
            assert best is not None
            return best
        return play_solved

    def play(game: Game, seat: int, seed: int) -> Move:
        return choose(game, seat, name, random.Random(seed * 1_000_003 + len(game.history)))
    return play


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a rate ``score / n`` (95 % with the default ``z``).

    >>> [round(x, 4) for x in wilson(30, 40)]
    [0.5981, 0.8581]
    """
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def seatings(players: int, teams: bool) -> list[tuple[int, ...]]:
    """Which level sits where, for each rotation of one deal: 0 the pairing's first level,
    1 the second. One seat against the rest, or (under teams) one team against the other;
    every rotation of the seats, the same seating never twice.

    >>> seatings(3, False)
    [(0, 1, 1), (1, 0, 1), (1, 1, 0)]
    >>> seatings(4, True)
    [(0, 1, 0, 1), (1, 0, 1, 0)]
    """
    first = tuple(0 if seat % 2 == 0 else 1 for seat in range(players)) if teams else \
        tuple(0 if seat == 0 else 1 for seat in range(players))
    out: list[tuple[int, ...]] = []
    for shift in range(players):
        seating = first[-shift:] + first[:-shift] if shift else first
        if seating not in out:
            out.append(seating)
    return out


def keeps_points(rules: RuleSet) -> bool:
    """Whether a hand under ``rules`` scores points (else only who won counts)."""
    return not (rules.out_points == "none" and rules.blocked_points == "none")


def measure(rules: RuleSet, points: dict[int, int], winners: Sequence[int],
            players: int) -> list[float]:
    """Each seat's measure for one hand: its points where ``rules`` keep points, else its
    share of the win (1 won alone, 1/k when k sides won, 0 lost or drawn; partners share
    their team's win).

    >>> measure(PRESETS["draw"], {0: 0, 1: 13, 2: 0}, (1,), 3)
    [0.0, 13.0, 0.0]
    >>> measure(PRESETS["block-locker-loses"], {0: 0, 1: 0, 2: 0}, (0, 2), 3)
    [0.5, 0.0, 0.5]
    >>> measure(PRESETS["partnership"], {0: 0, 1: 0, 2: 0, 3: 0}, (1, 3), 4)
    [0.0, 1.0, 0.0, 1.0]
    """
    if keeps_points(rules):
        return [float(points[seat]) for seat in range(players)]
    side = [seat % 2 if rules.teams else seat for seat in range(players)]
    sides = {side[seat] for seat in winners}
    return [1 / len(sides) if side[seat] in sides else 0.0 for seat in range(players)]


def deal_score(rotations: Iterable[tuple[Sequence[int], Sequence[float]]]) -> tuple[float, float, float]:
    """One deal's result for the first level, from each rotation's seating and the seats'
    measures: 1 when its average per seat and hand is higher than the second level's, 1/2
    when equal, 0 when lower; and the two averages.

    >>> deal_score([((0, 1), (12.0, 0.0)), ((1, 0), (0.0, 5.0))])
    (1.0, 8.5, 0.0)
    >>> deal_score([((0, 1, 1), (1.0, 0.0, 0.0)), ((1, 0, 1), (0.0, 0.0, 1.0)),
    ...             ((1, 1, 0), (1.0, 0.0, 0.0))])
    (0.5, 0.3333333333333333, 0.3333333333333333)
    """
    sums, counts = [0.0, 0.0], [0, 0]
    for seating, values in rotations:
        for who, value in zip(seating, values, strict=True):
            sums[who] += value
            counts[who] += 1
    first, second = sums[0] / counts[0], sums[1] / counts[1]
    if math.isclose(first, second, abs_tol=1e-9):  # the same sum, added in another order
        return 0.5, first, second
    return (1.0 if first > second else 0.0), first, second


@dataclass(frozen=True)
class Row:
    """One row of the table: a preset, a player count and a pairing (first level, second)."""

    preset: str
    players: int
    who: str
    whom: str

    @property
    def name(self) -> str:
        return f"{self.preset}_{self.players}p_{self.who}_vs_{self.whom}"


def hand_measures(rules: RuleSet, players: int, deal: int, seating: Sequence[int],
                  levels: Sequence[Player]) -> list[float]:
    """One hand of deal ``deal``, seat ``s`` played by ``levels[seating[s]]``: each seat's
    measure (:func:`measure`)."""
    game = Game.deal(rules, players, deal)
    while game.ended is None:
        seat = game.to_move
        game.play(levels[seating[seat]](game, seat, deal))
    outcome = game.outcome()
    assert outcome is not None
    return measure(rules, outcome.points, outcome.winners, players)


def row_deal(row: Row, deal: int) -> tuple[Row, float, float, float]:
    """``row``'s pairing on one deal, every rotation of the seats: the deal's score and the
    two levels' averages (:func:`deal_score`)."""
    rules = PRESETS[row.preset]
    levels = (level(row.who), level(row.whom))
    rotations = [(seating, hand_measures(rules, row.players, deal, seating, levels))
                 for seating in seatings(row.players, rules.teams)]
    return (row, *deal_score(rotations))


def table_rows(presets: Sequence[str], quick: bool,
               pairings: Sequence[tuple[str, str]]) -> list[Row]:
    """The rows for ``presets`` (``id`` for every player count it allows, ``id:n`` for one);
    with ``quick`` two players only (or the fewest the preset allows)."""
    rows = []
    for item in presets:
        preset, _, count = item.partition(":")
        rules = PRESETS[preset]
        counts = range(rules.min_players, rules.max_players + 1)
        if count:
            counts = range(int(count), int(count) + 1)
        elif quick:
            counts = range(rules.min_players, rules.min_players + 1)
        rows += [Row(preset, n, who, whom) for n in counts for who, whom in pairings]
    return rows


def row_looks(row: Row, deals: int, big_table: Sequence[int], more: int) -> tuple[int, ...]:
    """How many deals ``row`` is played on: one number, or several (looks) where the row stops
    at the first whose interval leaves 0.5 out (:func:`look_z`). Fixed before any deal is
    played, by how small the row's edge is and how much a deal costs:

    * ``deals`` for the strong player at two players (its searches are most of the run's time);
    * ``big_table`` for the strong player at three to five players (1,000 deals, then 3,000):
      its edge over the club player there is 0.52 to 0.69 of deals, as one seat of several
      moves a deal's result little, and an edge of 0.55 needs about 1,000 deals before its
      interval clears 0.5 (the three-player block game: 0.535 at 300 deals, 0.478 to 0.591;
      the four-player draw game: 0.522 at 1,000, 0.529 at 3,000); most of those rows play
      deals out rather than search them, and a deal costs 0.3 to 1.6 s of CPU;
    * ``more`` for the other pairings, which take a second or two a row and whose edges are
      often small (club against beginner in the two-player block game wins about 0.545 of
      deals: its interval clears 0.5 only from about 500 deals, and at three to five
      players some rows needed 2,000).
    """
    if "strong" not in (row.who, row.whom):
        return (more,)
    return (deals,) if row.players == 2 else tuple(big_table)


def look_level(looks: int) -> float:
    """The confidence of each look's interval in a row looked at up to ``looks`` times, which
    stops at the first look whose interval leaves 0.5 out: the 5 % a 95 % interval may miss,
    shared among the looks (Bonferroni), so the row's interval holds at 95 % whichever look
    it stopped at.

    >>> look_level(1), look_level(2)
    (0.95, 0.975)
    """
    return 1 - 0.05 / looks


def look_z(looks: int) -> float:
    """The z of each look's interval (:func:`look_level`, two-sided).

    >>> round(look_z(1), 2), round(look_z(2), 2)
    (1.96, 2.24)
    """
    return statistics.NormalDist().inv_cdf(1 - (1 - look_level(looks)) / 2)


def settled(score: float, n: int, z: float) -> bool:
    """Whether the interval of ``score / n`` leaves 0.5 out (the row may stop there).

    >>> settled(544, 1000, look_z(2)), settled(522, 1000, look_z(2))
    (True, False)
    """
    low, high = wilson(score, n, z)
    return low > 0.5 or high < 0.5


def run_table(rows: Sequence[Row], start: int, deals: int, big_table: Sequence[int], more: int,
              jobs: int) -> None:
    """Every row on its deals from ``start`` (:func:`row_looks`), in ``jobs`` processes (with
    one, in this one): each look's deals for every row still open, each row printed once it
    stops; then the table."""
    started = time.time()
    results: dict[Row, list[tuple[float, float, float]]] = {row: [] for row in rows}
    looks = {row: row_looks(row, deals, big_table, more) for row in rows}
    z = {row: look_z(len(looks[row])) for row in rows}
    open_rows = set(rows)
    with contextlib.ExitStack() as stack:
        play: Callable[..., Iterable[tuple[Row, float, float, float]]] = map  # --jobs 1: here
        if jobs > 1:
            play = stack.enter_context(multiprocessing.Pool(jobs)).imap_unordered
        for look in range(max(len(counts) for counts in looks.values())):
            tasks = [(row, deal) for row in rows if row in open_rows
                     for deal in range(start + len(results[row]), start + looks[row][look])]
            for row, score, first, second in play(_row_task, tasks):
                results[row].append((score, first, second))
                n = len(results[row])
                if n != looks[row][look]:
                    continue
                if look == len(looks[row]) - 1 or settled(sum(s for s, _, _ in results[row]), n, z[row]):
                    open_rows.discard(row)
                    print(_row_line(row, results[row], z[row], time.time() - started), flush=True)
    print(f"\n{'preset':<20} {'n':>1}  {'pairing':<20} {'deals':>5}  {'rate':>5}  "
          f"{'95 % interval':<13}  {'per seat and hand':<20}")
    rates = {row: _rate(results[row], z[row]) for row in rows}
    for row in rows:
        scores = results[row]
        rate, low, high = rates[row]
        unit = "pts" if keeps_points(PRESETS[row.preset]) else "won"
        first = sum(f for _, f, _ in scores) / len(scores)
        second = sum(s for _, _, s in scores) / len(scores)
        print(f"{row.preset:<20} {row.players:>1}  {row.who + ' vs ' + row.whom:<20} "
              f"{len(scores):>5}  {rate:.3f}  {low:.3f}-{high:.3f}    "
              f"{first:.2f} vs {second:.2f} {unit}")
    if any(len(counts) > 1 for counts in looks.values()):
        print(f"(a row with looks at {' then '.join(map(str, big_table))} deals stops at the first "
              f"whose interval leaves 0.5 out; each look's interval is at "
              f"{100 * look_level(len(big_table)):.1f} %, so the row's holds at 95 %)")
    for row in rows:
        rate, low, high = rates[row]
        print(f"strength_{row.name} rate {rate:.3f} low {low:.3f} high {high:.3f} "
              f"deals {len(results[row])}")
    counts = sorted({len(scores) for scores in results.values()})
    print(f"table: {len(rows)} rows, {' or '.join(map(str, counts))} deals each, "
          f"{time.time() - started:.0f} s", flush=True)


def _row_task(task: tuple[Row, int]) -> tuple[Row, float, float, float]:
    return row_deal(*task)


def _rate(scores: Sequence[tuple[float, float, float]], z: float) -> tuple[float, float, float]:
    """A row's rate over its deals' scores, and its interval at ``z``."""
    total = sum(s for s, _, _ in scores)
    return (total / len(scores), *wilson(total, len(scores), z))


def _row_line(row: Row, scores: list[tuple[float, float, float]], z: float, seconds: float) -> str:
    rate, low, high = _rate(scores, z)
    return (f"  {row.preset} {row.players}p {row.who} vs {row.whom}: {len(scores)} deals, "
            f"rate {rate:.3f} ({low:.3f} to {high:.3f}) ({seconds:.0f} s)")


# -- the two-player block game: IS-MCTS and the ceiling ----------------------------------

Tally = tuple[float, int, int, int]  # score, hands, wins, draws


def result(game: Game, seat: int) -> float:
    outcome = game.outcome()
    assert outcome is not None
    if not outcome.winners:
        return 0.5
    return 1.0 if seat in outcome.winners else 0.0


def tally(points: list[float]) -> Tally:
    return sum(points), len(points), points.count(1.0), points.count(0.5)


def report(who: str, whom: str, score: float, n: int, wins: int, draws: int) -> None:
    low, high = wilson(score, n)
    print(f"{who} vs {whom}: {n} hands, {wins} won, {draws} drawn, {n - wins - draws} lost: "
          f"rate {score / n:.3f} (95 % interval {low:.3f} to {high:.3f})", flush=True)
    print(f"strength_block_two_{who}_vs_{whom} rate {score / n:.3f} low {low:.3f} high {high:.3f}",
          flush=True)


def ours_deal(who: str, whom: str, deal: int) -> list[float]:
    """``who`` against ``whom`` on one deal of the two-player block game as OpenSpiel plays
    it, from both seats: ``who``'s points each hand (1, a half for a draw, 0)."""
    first, second = level(who), level(whom)
    points = []
    for seat in (0, 1):  # the seat ``who`` plays
        game = Game.deal(BLOCK_TWO, 2, deal)
        while game.ended is None:
            player = first if game.to_move == seat else second
            game.play(player(game, game.to_move, deal))
        points.append(result(game, seat))
    return points


# -- OpenSpiel -----------------------------------------------------------------------------

def ismcts_deal(simulations: int, uct_c: float, who: str, deal: int,
                choices: list[Choice] | None = None,
                regrets: list[Regret] | None = None) -> list[float]:
    """``who`` (``strong`` or ``solver``) against IS-MCTS on one deal, from both seats: its
    points each hand. IS-MCTS's choices of tile are added to ``choices`` if given, and what
    ``who`` gave away at each choice to ``regrets`` (:func:`with_regrets`)."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

    game_type = pyspiel.load_game("python_block_dominoes")
    strong = level(who) if regrets is None else with_regrets(level(who), regrets)
    points = []
    for seat in (0, 1):  # the seat ``who`` takes
        rng = random.Random(deal)
        bot = ismcts.ISMCTSBot(
            game_type, mcts.RandomRolloutEvaluator(1, np.random.RandomState(deal)), uct_c,
            simulations, random_state=np.random.RandomState(deal))
        bot.set_resampler(_resampler(game_type, rng))
        points.append(_ismcts_hand(game_type, bot, strong, seat, deal, rng, choices))
    return points


def _ismcts_hand(game_type: object, bot: object, strong: Player, seat: int, deal: int,
                 rng: random.Random, choices: list[Choice] | None = None) -> float:
    """One hand, ``strong`` (our player) in ``seat`` and IS-MCTS in the other, played in
    OpenSpiel and in dominorules side by side: our player's points (1, a half for a draw, 0)."""
    from open_spiel.python.games import block_dominoes

    actions = block_dominoes._ACTIONS
    deck = block_dominoes._DECK
    state = game_type.new_initial_state()  # type: ignore[attr-defined]
    dealt = list(deck)
    rng.shuffle(dealt)
    for tile in dealt[:14]:
        state.apply_action(deck.index(tile))
    ours = Game(BLOCK_TWO, [[Tile.of(int(a), int(b)) for a, b in state.hands[s]]
                            for s in (0, 1)])
    while not state.is_terminal():
        while ours.legal_moves() == [Move(PASS)]:  # OpenSpiel skips the player
            ours.play(Move(PASS))
        player = state.current_player()
        assert player == ours.to_move
        if player == seat:
            move = strong(ours, seat, deal)
            action = _their_action(ours, move, state, actions)
        else:
            action = bot.step(state)  # type: ignore[attr-defined]
            move = _our_move(ours, actions[action])
            if choices is not None and ours.ends is not None:
                fitted = sorted({m.tile for m in ours.legal_moves() if m.tile is not None})
                if len(fitted) > 1:
                    assert move.tile is not None
                    choices.append(([(t.pips, t.is_double) for t in fitted], fitted.index(move.tile)))
        state.apply_action(action)
        ours.play(move)
    returns = state.returns()
    hand = 0.5 if returns[seat] == 0 else float(returns[seat] > 0)
    assert ours.ended is not None or hand != 0.5
    return hand


def _their_action(ours: Game, move: Move, state: Any, actions: Any) -> int:
    """Our move as OpenSpiel's action: the tile as (low, high) and the number it covers."""
    edge = None
    if ours.ends is not None:
        edge = float(ours.ends[0] if move.end == LEFT else ours.ends[1])
    assert move.tile is not None
    wanted = (float(move.tile.low), float(move.tile.high))
    return int(next(a for a in state.legal_actions()
                    if tuple(actions[a].tile) == wanted and actions[a].edge == edge))


def _our_move(ours: Game, chosen: Any) -> Move:
    """OpenSpiel's action as our move: the end is the one showing the number it covers."""
    tile = Tile.of(int(chosen.tile[0]), int(chosen.tile[1]))
    if chosen.edge is None:
        return Move.play(tile)
    assert ours.ends is not None
    end = LEFT if ours.ends[0] == int(chosen.edge) else RIGHT
    return Move.play(tile, end)


def _resampler(game_type: Any, rng: random.Random) -> Callable[[object, int], object]:
    """IS-MCTS's guess of the hidden hand: tiles it has not seen, and none of a number the
    opponent showed it lacks (by moving twice in a row, it had nothing that fit)."""
    from open_spiel.python.games import block_dominoes

    deck = block_dominoes._DECK

    def resample(state: object, player: int) -> object:
        history = list(state.actions_history)  # type: ignore[attr-defined]
        opponent = 1 - player
        mine = list(state.hands[player])  # type: ignore[attr-defined]
        played = {tuple(action.tile) for action in history}
        unseen = [t for t in deck if t not in played and t not in mine]
        lacks: set[float] = set()
        edges: list[float] = []
        for i, action in enumerate(history):  # who moved twice in a row had nothing that fit
            if i > 0 and history[i - 1].player == action.player and action.player == player:
                lacks.update(edges)
            if not edges:
                edges = list(action.tile)
            else:
                edges.remove(action.edge)
                edges.append(action.tile[0] if action.tile[0] != action.edge else action.tile[1])
        if history and history[-1].player == player:  # moving again now: the same
            lacks.update(edges)
        size = len(state.hands[opponent])  # type: ignore[attr-defined]
        fits = [t for t in unseen if t[0] not in lacks and t[1] not in lacks]
        hand = rng.sample(fits, size) if len(fits) >= size else rng.sample(unseen, size)
        hands = {player: mine + [tuple(a.tile) for a in history if a.player == player],
                 opponent: hand + [tuple(a.tile) for a in history if a.player == opponent]}
        new = game_type.new_initial_state()
        for seat in (0, 1):
            for tile in hands[seat]:
                new.apply_action(deck.index(tile))
        for action in history:
            new.apply_action(block_dominoes._ACTIONS_STR.index(str(action)))
        return new
    return resample


# -- how strongly IS-MCTS prefers heavy tiles -----------------------------------------------

Choice = tuple[list[tuple[int, bool]], int]  # the tiles that fitted (pips, double), the one laid


def taste_deal(simulations: int, uct_c: float, deal: int) -> list[Choice]:
    """IS-MCTS's choices of tile on open ends over one deal against ``strong`` (both seats)."""
    choices: list[Choice] = []
    ismcts_deal(simulations, uct_c, "strong", deal, choices)
    return choices


def fit_taste(choices: Sequence[Choice]) -> tuple[float, int, float]:
    """The odds that explain ``choices`` best (:data:`dominorules.players.knowledge.TASTE`): a tile
    laid with odds ``e ** (taste * (pips + double))``, ``taste`` in steps of 0.05 and the
    double's extra pips whole; and the log-likelihood per choice.

    >>> fit_taste([([(2, False), (9, False)], 1)] * 3 + [([(2, False), (9, False)], 0)])[:2]
    (0.15, 0)
    """
    best = (-math.inf, 0.0, 0)
    for taste in (step / 20 for step in range(21)):
        for double in range(7):
            total = 0.0
            for tiles, laid in choices:
                odds = [taste * (pips + (double if is_double else 0)) for pips, is_double in tiles]
                total += odds[laid] - math.log(sum(math.exp(o) for o in odds))
            if total > best[0] + 1e-9:
                best = (total, taste, double)
    return best[1], best[2], best[0] / len(choices)


def report_taste(choices: Sequence[Choice]) -> None:
    taste, double, per_choice = fit_taste(choices)
    heaviest = sum(max(p for p, _ in tiles) == tiles[laid][0] for tiles, laid in choices)
    chance = sum(sum(p == max(q for q, _ in tiles) for p, _ in tiles) / len(tiles)
                 for tiles, _ in choices)
    print(f"IS-MCTS: {len(choices)} choices of tile, the heaviest laid {heaviest / len(choices):.2f} "
          f"of the time (at random {chance / len(choices):.2f}); best fit: taste {taste:.2f}, "
          f"a double {double} pips more ({per_choice:.3f} a choice)")
    print(f"ismcts_taste {taste:.2f} double {double} choices {len(choices)}", flush=True)


# -- where the strong player gives value away ------------------------------------------------

Regret = tuple[int, int]  # the move's number in the hand (0: the opening), what it gave away

REGRET_MOVES = ((0, 1), (2, 3), (4, 5), (6, 7), (8, 11), (12, 99))
"""The moves' numbers in the hand :func:`regret_table` groups by."""


def with_regrets(player: Player, regrets: list[Regret]) -> Player:
    """``player``, noting at each of its moves with a choice what the move gave away: the best
    move's value minus its move's, each with every hand known and best play for everyone
    after it (:func:`dominorules.players.solver.move_values` on the real hands; in the ±1 unit of a
    hand where there are no points, so 2 is a won hand lost)."""
    def play(game: Game, seat: int, seed: int) -> Move:
        move = player(game, seat, seed)
        moves = game.legal_moves()
        if len(moves) > 1:
            values = move_values(game)[0]
            regrets.append((len(game.history), max(values) - values[moves.index(move)]))
        return move
    return play


def regret_table(regrets: Sequence[Regret]) -> list[tuple[str, int, float, float]]:
    """For each group of :data:`REGRET_MOVES`: its moves, how many choices, the average given
    away, and the share of choices that gave anything away.

    >>> table = regret_table([(0, 2), (1, 0), (5, 1), (4, 0), (9, 2), (14, 0)])
    >>> table[:3]
    [('0-1', 2, 1.0, 0.5), ('2-3', 0, 0.0, 0.0), ('4-5', 2, 0.5, 0.5)]
    >>> table[3:]
    [('6-7', 0, 0.0, 0.0), ('8-11', 1, 2.0, 1.0), ('12+', 1, 0.0, 0.0)]
    """
    rows = []
    for first, last in REGRET_MOVES:
        found = [given for number, given in regrets if first <= number <= last]
        given = sum(found) / len(found) if found else 0.0
        share = sum(1 for g in found if g > 0) / len(found) if found else 0.0
        rows.append((f"{first}-{last}" if last < 99 else f"{first}+", len(found), given, share))
    return rows


def regret_deal(simulations: int, uct_c: float, deal: int) -> tuple[list[float], list[Regret]]:
    """The strong player against IS-MCTS on one deal (both seats): its points and its regrets."""
    regrets: list[Regret] = []
    return ismcts_deal(simulations, uct_c, "strong", deal, regrets=regrets), regrets


def report_regrets(results: Iterable[tuple[list[float], list[Regret]]]) -> None:
    points: list[float] = []
    regrets: list[Regret] = []
    for found_points, found_regrets in results:
        points.extend(found_points)
        regrets.extend(found_regrets)
    print(f"strong vs ismcts: {len(points)} hands, rate {sum(points) / len(points):.3f}; "
          f"{len(regrets)} moves with a choice, given away against a player that sees every "
          f"hand ({sum(g for _, g in regrets) / len(points):.3f} a hand, in the ±1 unit):", flush=True)
    for moves, count, given, share in regret_table(regrets):
        print(f"  moves {moves:>5}: choices {count:4}, given away {given:.3f} a choice, "
              f"{share:.2f} of them gave something away", flush=True)


def run(task: Callable[[int], list[float]], deals: range, jobs: int, label: str) -> Tally:
    """``task`` on every deal, in ``jobs`` processes, with a progress line every 10 deals."""
    points: list[float] = []
    started = time.time()
    with multiprocessing.Pool(jobs) as pool:
        for done, result_points in enumerate(pool.imap_unordered(task, deals), 1):
            points.extend(result_points)
            if done % 10 == 0 or done == len(deals):
                score, hands, _wins, _draws = tally(points)
                low, high = wilson(score, hands)
                print(f"  {label}: {done} of {len(deals)} deals, {score:.1f} of {hands} hands, "
                      f"interval {low:.3f} to {high:.3f} ({time.time() - started:.0f} s)",
                      flush=True)
    return tally(points)


def _looks(text: str) -> tuple[int, ...]:
    """``--big-table-deals``: deal counts, comma-separated, each larger than the one before."""
    try:
        counts = tuple(int(part) for part in text.split(","))
    except ValueError:
        counts = ()
    if not counts or counts[0] < 1 or any(b <= a for a, b in itertools.pairwise(counts)):
        raise argparse.ArgumentTypeError(f"not deal counts, each larger than the one before: {text!r}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--deals", type=int, default=300,
                        help="deals for the strong player's rows at two players and the IS-MCTS "
                             "rows (300)")
    parser.add_argument("--big-table-deals", type=_looks, default=(1000, 3000),
                        help="deals for the strong player's rows at three to five players, "
                             "one number or looks such as 1000,3000 (the row stops at the first "
                             "whose interval leaves 0.5 out): its edge there is small (1000,3000)")
    parser.add_argument("--more-deals", type=int, default=3000,
                        help="deals for the table's rows without the strong player (3000: a "
                             "second or two a row)")
    parser.add_argument("--start", type=int, default=0, help="the first deal's seed (0)")
    parser.add_argument("--presets", default=",".join(PRESETS),
                        help="presets for the table, comma-separated: id (every player count) "
                             "or id:players (all)")
    parser.add_argument("--quick", action="store_true", help="the table at two players only")
    parser.add_argument("--pairings", default=",".join(f"{a}-{b}" for a, b in PAIRINGS),
                        help="the table's pairings, e.g. strong-club,club-beginner (all three)")
    parser.add_argument("--simulations", type=int, default=1000, help="IS-MCTS simulations a move")
    parser.add_argument("--uct-c", type=float, default=10.0,
                        help="IS-MCTS exploration constant (returns are in pips, up to 69: 10)")
    parser.add_argument("--only", choices=("levels", "ismcts", "ceiling", "taste", "regret"),
                        help="run one part only: the table, the IS-MCTS row, the ceiling rows; "
                             "taste (not part of the run): how strongly IS-MCTS prefers heavy "
                             "tiles (dominorules.players.knowledge.TASTE), fitted over --deals; regret "
                             "(not part of the run): where in the hand the strong player gives "
                             "value away against IS-MCTS, over --deals (300 take 25 minutes)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes, each playing whole deals (one per core)")
    args = parser.parse_args()
    deals = range(args.start, args.start + args.deals)
    if args.only == "taste":
        with multiprocessing.Pool(args.jobs) as pool:
            taste = functools.partial(taste_deal, args.simulations, args.uct_c)
            report_taste([c for found in pool.imap_unordered(taste, deals) for c in found])
        return
    if args.only == "regret":
        with multiprocessing.Pool(args.jobs) as pool:
            regret = functools.partial(regret_deal, args.simulations, args.uct_c)
            report_regrets(pool.imap_unordered(regret, deals))
        return
    if args.only in (None, "levels"):
        pairings = [tuple(p.split("-", 1)) for p in args.pairings.split(",")]
        rows = table_rows(args.presets.split(","), args.quick, [(a, b) for a, b in pairings])
        run_table(rows, args.start, args.deals, args.big_table_deals, args.more_deals, args.jobs)
    if args.only in (None, "ismcts", "ceiling"):
        players = ["strong"] if args.only == "ismcts" else \
            ["solver"] if args.only == "ceiling" else ["strong", "solver"]
        for who in players:
            task = functools.partial(ismcts_deal, args.simulations, args.uct_c, who)
            report(who, "ismcts", *run(task, deals, args.jobs, f"{who} vs ismcts"))
    if args.only in (None, "ceiling"):
        ceiling = functools.partial(ours_deal, "solver", "strong")
        report("solver", "strong", *run(ceiling, deals, args.jobs, "solver vs strong"))


if __name__ == "__main__":
    main()
