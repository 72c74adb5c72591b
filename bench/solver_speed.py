"""Solving whole partnership deals with perfect information: dominorules.players.solver against
``dominoes.search.alphabeta``, on the same deals, in one run.

Each deal is dealt by `dominoes` (seeded), the holder of 6-6 leads it, and both solvers
search the rest of the hand with every hand known. `dominoes` plays seats 0 -> 1 -> 2 -> 3,
so ours uses the partnership preset turned clockwise (see
tests/engine/test_dominoes_crosscheck.py). Its alphabeta values a hand in points; our
partnership preset has no points (+1 / 0 / -1), so ours is also timed with points (out:
the opponents' pips; blocked: the lower team takes the opponents' pips), a search of the
same kind as theirs. `dominoes` takes 10-60 s a deal, so only DEALS deals are compared (a
few minutes in all); ours is also timed on MORE deals. CPU time; the summary lines:
``solve_partnership_median seconds VALUE``, ``dominoes_alphabeta_median seconds VALUE``,
``solve_partnership_vs_dominoes ratio VALUE`` (median of the per-deal ratios) and the same
for the points variant.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

import dominoes
from dominorules import PRESETS, Game, RuleSet, Tile
from dominorules.players.solver import solve

CLOCKWISE = PRESETS["partnership"].with_changes(direction="clockwise")
POINTS = CLOCKWISE.with_changes(out_points="others", blocked_points="others")


def deal(seed: int) -> dominoes.Game:
    random.seed(seed)
    return dominoes.Game.new(starting_domino=dominoes.Domino(6, 6))


def ours(theirs: dominoes.Game, rules: RuleSet = CLOCKWISE) -> Game:
    """The same position in dominorules: the same hands, 6-6 led."""
    hands = [[Tile.of(d.first, d.second) for d in hand] for hand in theirs.hands]
    hands[theirs.starting_player].append(Tile(6, 6))
    game = Game(rules, hands)
    game.play(game.legal_moves()[0])
    return game


Args = ParamSpec("Args")
Result = TypeVar("Result")


def timed(function: Callable[Args, Result], *args: Args.args, **kwargs: Args.kwargs) -> tuple[float, Result]:
    start = time.process_time()
    result = function(*args, **kwargs)
    return time.process_time() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3, help="deals solved by both (default 3)")
    parser.add_argument("--more", type=int, default=30, help="deals solved by ours only (default 30)")
    args = parser.parse_args()
    mine, mine_points, theirs_times, ratios, point_ratios = [], [], [], [], []
    for seed in range(args.deals):
        theirs = deal(seed)
        seconds, solution = timed(solve, ours(theirs))
        points_seconds, points_solution = timed(solve, ours(theirs, POINTS))
        their_seconds, (_, their_value) = timed(dominoes.search.alphabeta, copy.deepcopy(theirs))
        mine.append(seconds)
        mine_points.append(points_seconds)
        theirs_times.append(their_seconds)
        ratios.append(their_seconds / seconds)
        point_ratios.append(their_seconds / points_seconds)
        print(f"deal {seed}: dominorules {seconds:.3f} s (value {solution.value:+d}, "
              f"{solution.nodes} nodes), with points {points_seconds:.3f} s "
              f"(value {points_solution.value:+d}), dominoes {their_seconds:.1f} s "
              f"(points {their_value:+d} for seats 0 and 2)", flush=True)
    more = [timed(solve, ours(deal(seed)))[0] for seed in range(args.deals, args.deals + args.more)]
    more_points = [timed(solve, ours(deal(seed), POINTS))[0]
                   for seed in range(args.deals, args.deals + args.more)]
    every, every_points = mine + more, mine_points + more_points
    print(f"dominorules on {len(every)} deals: median {statistics.median(every):.3f} s, "
          f"max {max(every):.3f} s; with points: median {statistics.median(every_points):.3f} s, "
          f"max {max(every_points):.3f} s")
    print(f"solve_partnership_median seconds {statistics.median(mine):.4f}")
    print(f"solve_partnership_points_median seconds {statistics.median(mine_points):.4f}")
    print(f"dominoes_alphabeta_median seconds {statistics.median(theirs_times):.2f}")
    print(f"solve_partnership_all_deals_median seconds {statistics.median(every):.4f}")
    print(f"solve_partnership_all_deals_max seconds {max(every):.4f}")
    print(f"solve_partnership_points_all_deals_median seconds {statistics.median(every_points):.4f}")
    print(f"solve_partnership_points_all_deals_max seconds {max(every_points):.4f}")
    print(f"solve_partnership_vs_dominoes ratio {statistics.median(ratios):.1f}")
    print(f"solve_partnership_points_vs_dominoes ratio {statistics.median(point_ratios):.1f}")


if __name__ == "__main__":
    main()
