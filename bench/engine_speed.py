"""Random full hands per second: dominorules against the `dominoes` package, in one run.

Both play the four-player partnership block game with uniformly random legal
moves. Each engine gets the same wall-clock budget, alternating in rounds so
that machine noise hits both alike. The last line is the summary:
``hands_per_second_vs_dominoes ratio VALUE``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "engine"))

import dominoes  # noqa: E402
from dominorules import PRESETS, Game  # noqa: E402

ROUNDS, SECONDS = 5, 1.0


def ours(rng: random.Random) -> None:
    game = Game.deal(PRESETS["partnership"], 4, rng.getrandbits(32))
    while game.ended is None:
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])


def theirs(rng: random.Random) -> None:
    random.seed(rng.getrandbits(32))
    game = dominoes.Game.new()
    while game.result is None:
        game.make_move(*game.valid_moves[rng.randrange(len(game.valid_moves))])


def rate(play, seed: int) -> float:
    rng = random.Random(seed)
    hands, start = 0, time.process_time()
    while time.process_time() - start < SECONDS:
        play(rng)
        hands += 1
    return hands / (time.process_time() - start)


def main() -> None:
    mine, peer = [], []
    for round_number in range(ROUNDS):
        mine.append(rate(ours, round_number))
        peer.append(rate(theirs, round_number))
        print(f"round {round_number + 1}: dominorules {mine[-1]:8.0f} hands/s, "
              f"dominoes {peer[-1]:8.0f} hands/s")
    ours_median, theirs_median = statistics.median(mine), statistics.median(peer)
    print(f"dominorules_seconds_per_hand seconds {1 / ours_median:.6f}")
    print(f"dominoes_seconds_per_hand seconds {1 / theirs_median:.6f}")
    print(f"hands_per_second_vs_dominoes ratio {ours_median / theirs_median:.2f}")


if __name__ == "__main__":
    main()
