"""Random full hands per second: dominorules against the `dominoes` package, in one run.

Both play the four-player partnership block game with uniformly random legal
moves, on the same seeds, in batches that alternate between the two so that
machine noise hits both alike (CPU time); the ratio is the median of the
rounds' ratios. The last line is the summary:
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

ROUNDS, BATCHES, BATCH = 7, 40, 25


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


def batch(play, rng: random.Random) -> float:
    """CPU seconds for BATCH hands."""
    start = time.process_time()
    for _ in range(BATCH):
        play(rng)
    return time.process_time() - start


def main() -> None:
    mine, peer = [], []
    for round_number in range(ROUNDS):
        ours_rng, theirs_rng = random.Random(round_number), random.Random(round_number)
        ours_time = theirs_time = 0.0
        for _ in range(BATCHES):  # interleaved, so that a slow moment slows both
            ours_time += batch(ours, ours_rng)
            theirs_time += batch(theirs, theirs_rng)
        hands = BATCHES * BATCH
        mine.append(hands / ours_time)
        peer.append(hands / theirs_time)
        print(f"round {round_number + 1}: dominorules {mine[-1]:8.0f} hands/s, "
              f"dominoes {peer[-1]:8.0f} hands/s")
    ratios = [m / p for m, p in zip(mine, peer, strict=True)]
    print(f"dominorules_seconds_per_hand seconds {1 / statistics.median(mine):.6f}")
    print(f"dominoes_seconds_per_hand seconds {1 / statistics.median(peer):.6f}")
    print(f"hands_per_second_vs_dominoes ratio {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
