"""Your own mistakes as puzzles (issue 38): how many a club player's hands give, how many are
proven, whether each one holds when checked on its own, and how long selecting takes.

    .venv/bin/python bench/mistakes.py [--hands N]

The hands: every preset at its usual table (4 for partnership, else 2), ``--hands`` fixed
deals each (seeds 0, 1, ...), the club player at seat 0 (the reader) against the strong one.
For each hand the review is made (:func:`dominorules.players.review.review`) and the puzzles selected
from it (:func:`dominorules.players.mistakes.mistakes`), the selection timed on its own (CPU time in
CPython).

The independent check: every selected puzzle whose deals of the hidden tiles can be gone
through one by one (up to :data:`CHECK_DEALS`, ten times the selection's own limit, and where
the order of the tiles still to draw does not matter) is checked again from scratch: each deal
solved with every hand known (:func:`dominorules.players.solver.solve`, played out one move at a time,
not the selection's :func:`~dominorules.players.solver.move_values`), and the puzzle holds when each
of its answers (the best move and every one it accepts as as good) is best (or as good) on at
least 95 % of them: counted for a proven puzzle, weighted as the strong player weighs deals (and
as the selection's sample was) for a sampled one.

Pyodide: the same selection for the block game and the draw game (both at two players, the
issue's goal), inside the pinned Pyodide under Node (bench/pyodide_timings.mjs, wall time).

Per preset: the puzzles, per hand, and how many accept more than one answer. The summary
lines: ``mistakes_per_hand ratio X`` (puzzles per hand of the block and the draw
game together), ``mistakes_proven share Y``, ``mistakes_verified share Z`` (of the puzzles the
check could enumerate), ``mistakes_select_pyodide_median seconds S``.
Goals (issue 38): at least 0.25 a hand in the block and the draw game, every checked puzzle
holds (1.0), selecting under 1 s a hand in Pyodide (median).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from dominorules import PRESETS, Game
from dominorules.players.knowledge import Knowledge
from dominorules.players.levels import choose
from dominorules.players.mistakes import SHARE, MistakePuzzle, mistakes
from dominorules.players.review import review
from dominorules.players.selfplay import default_players
from dominorules.players.solver import SearchTooLarge, side_of, sides, solve, value_of

ROOT = Path(__file__).resolve().parent.parent
CHECK_DEALS = 20_000
CHECK_NODES = 200_000
PYODIDE_PRESETS = ("block", "draw")
PYODIDE_HANDS = 6


def club_hand(preset: str, seed: int) -> Game:
    """A whole hand: seat 0 the club player, everyone else the strong one."""
    rules = PRESETS[preset]
    game = Game.deal(rules, default_players(rules), seed)
    rng = random.Random(seed)
    while game.ended is None:
        game.play(choose(game, game.to_move, "club" if game.to_move == 0 else "strong", rng))
    return game


def selected(game: Game, seed: int, clock: Callable[[], float]) -> tuple[list[MistakePuzzle], float]:
    """The hand's puzzles for seat 0 and the time the selection took (the review not counted)."""
    entries = review(game, 0, seed)
    start = clock()
    found = mistakes(game, 0, seed, entries)
    return found, clock() - start


def holds(game: Game, puzzle: MistakePuzzle) -> bool | None:
    """The puzzle checked from scratch on every deal (None when they cannot be enumerated, or
    with more than two sides, where the solver's values are not the game's)."""
    moves = [step.move for step in game.history]
    for _ in moves[puzzle.index:]:
        game.undo()
    try:
        rules = game.rules
        mine = side_of(rules, puzzle.seat)
        knowledge = Knowledge(game, puzzle.seat)
        deals = knowledge.deals(CHECK_DEALS) if sides(rules, game.players) == 2 else None
        if deals is None:
            return None
        legal = game.legal_moves()
        answers = puzzle.answers()
        weights: list[tuple[float, list[bool]]] = []  # each deal's likelihood, which answers are best
        for hands, boneyard in deals:
            values = []
            for move in legal:
                deal = knowledge.position(hands, boneyard)
                deal.play(move)
                outcome = deal.outcome()
                if outcome is not None:
                    values.append((move, value_of(outcome, mine, rules)))
                    continue
                try:
                    found = solve(deal, CHECK_NODES)
                except SearchTooLarge:
                    return None
                # two sides: what one side's value wins, the other's loses
                values.append((move, found.value if side_of(rules, deal.to_move) == mine else -found.value))
            top = max(v for _, v in values)
            weights.append((knowledge.log_likelihood(hands), [dict(values)[a] >= top for a in answers]))
        # what it claims: each answer best on 95 % of the deals, counted for a proven puzzle, else
        # weighted as the strong player weighs them
        top_log = max(w for w, _ in weights)
        weight = [1.0 if puzzle.proven else math.exp(w - top_log) for w, _ in weights]
        best_on = [sum(x for x, (_, best) in zip(weight, weights, strict=True) if best[i])
                   for i in range(len(answers))]
        return all(share >= SHARE * sum(weight) for share in best_on)
    finally:
        for move in moves[len(game.history):]:
            game.play(move)


def timings() -> dict[str, float]:
    """Selection times inside Pyodide (called by bench/pyodide_timings.mjs)."""
    out = {}
    for preset in PYODIDE_PRESETS:
        for seed in range(PYODIDE_HANDS):
            game = club_hand(preset, seed)
            out[f"{preset}/{seed}"] = selected(game, seed, time.perf_counter)[1]
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--hands", type=int, default=12)
    hands = parser.parse_args().hands
    totals: dict[str, list[int]] = {}
    checked: list[bool] = []
    proven = selected_count = 0
    cpython: list[float] = []
    for preset in PRESETS:
        count = several = 0
        for seed in range(hands):
            game = club_hand(preset, seed)
            found, seconds = selected(game, seed, time.process_time)
            cpython.append(seconds)
            count += len(found)
            several += sum(bool(p.also) for p in found)
            proven += sum(p.proven for p in found)
            selected_count += len(found)
            for puzzle in found:
                result = holds(game, puzzle)
                if result is not None:
                    checked.append(result)
        totals[preset] = [count, hands]
        print(f"{preset}: {count} puzzles in {hands} hands of club play ({count / hands:.3f} a hand; "
              f"{several} with more than one answer)")
    pyodide = json.loads(subprocess.run(["node", str(ROOT / "bench" / "pyodide_timings.mjs"), "mistakes"],
                                        check=True, capture_output=True, text=True, cwd=ROOT).stdout)
    goal = sum(totals[p][0] for p in PYODIDE_PRESETS) / sum(totals[p][1] for p in PYODIDE_PRESETS)
    print(f"checked from scratch: {sum(checked)} of {len(checked)} hold ({selected_count - len(checked)} "
          "could not be enumerated)")
    print(f"CPython selection: median {statistics.median(cpython):.3f} s, "
          f"slowest {max(cpython):.3f} s a hand")
    print(f"Pyodide selection (block, draw): median {statistics.median(pyodide.values()):.3f} s, "
          f"slowest {max(pyodide.values()):.3f} s a hand")
    print(f"mistakes_per_hand ratio {goal:.3f}")
    print(f"mistakes_proven share {proven / selected_count if selected_count else 0:.3f}")
    print(f"mistakes_verified share {sum(checked) / len(checked) if checked else 1:.3f}")
    print(f"mistakes_select_pyodide_median seconds {statistics.median(pyodide.values()):.4f}")


if __name__ == "__main__":
    main()
