"""Random full hands per second: dominorules against its peers, in one run.

* against the `dominoes` package: the four-player partnership block game;
* against OpenSpiel's ``python_block_dominoes``: the two-player block game (7 tiles each,
  the other 14 set aside, seat 0 opens with any tile; OpenSpiel skips a player who cannot
  play, we play the pass), ours as the ``block`` preset with seat 0 opening.

Every hand is dealt at random and played with uniformly random legal moves, on the same
seeds for both sides, in batches that alternate between the two so that machine noise hits
both alike (CPU time); each ratio is the median of the rounds' ratios. The summary lines:
``hands_per_second_vs_dominoes ratio VALUE`` and ``hands_per_second_vs_open_spiel ratio VALUE``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

import dominoes
import pyspiel
from dominorules import PRESETS, Game, RuleSet
from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

ROUNDS, BATCHES, BATCH = 7, 40, 25
BLOCK_TWO = PRESETS["block"].with_changes(first_opener="first-seat", opener_plays_double=False)
OPEN_SPIEL_GAME = pyspiel.load_game("python_block_dominoes")

Hand = Callable[[random.Random], None]


def ours(rules: RuleSet, players: int) -> Hand:
    def play(rng: random.Random) -> None:
        game = Game.deal(rules, players, rng.getrandbits(32))
        while game.ended is None:
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
    return play


def dominoes_hand(rng: random.Random) -> None:
    random.seed(rng.getrandbits(32))
    game = dominoes.Game.new()
    while game.result is None:
        game.make_move(*game.valid_moves[rng.randrange(len(game.valid_moves))])


def open_spiel_hand(rng: random.Random) -> None:
    state = OPEN_SPIEL_GAME.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():  # the deal, one tile at a time
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
        else:
            legal = state.legal_actions()
            state.apply_action(legal[rng.randrange(len(legal))])


def batch(play: Hand, rng: random.Random) -> float:
    """CPU seconds for BATCH hands."""
    start = time.process_time()
    for _ in range(BATCH):
        play(rng)
    return time.process_time() - start


def compare(mine: Hand, theirs: Hand, peer: str) -> tuple[float, float, float]:
    """Median hands per second of each side, and the median of the rounds' ratios."""
    ours_rates, their_rates = [], []
    for round_number in range(ROUNDS):
        ours_rng, theirs_rng = random.Random(round_number), random.Random(round_number)
        ours_time = theirs_time = 0.0
        for _ in range(BATCHES):  # interleaved, so that a slow moment slows both
            ours_time += batch(mine, ours_rng)
            theirs_time += batch(theirs, theirs_rng)
        hands = BATCHES * BATCH
        ours_rates.append(hands / ours_time)
        their_rates.append(hands / theirs_time)
        print(f"round {round_number + 1}: dominorules {ours_rates[-1]:8.0f} hands/s, "
              f"{peer} {their_rates[-1]:8.0f} hands/s")
    ratios = [m / p for m, p in zip(ours_rates, their_rates, strict=True)]
    return statistics.median(ours_rates), statistics.median(their_rates), statistics.median(ratios)


def main() -> None:
    print("Partnership game (4 players) against dominoes:")
    mine, peer, vs_dominoes = compare(ours(PRESETS["partnership"], 4), dominoes_hand, "dominoes")
    print(f"dominorules_seconds_per_hand seconds {1 / mine:.6f}")
    print(f"dominoes_seconds_per_hand seconds {1 / peer:.6f}")
    print("Two-player block game against OpenSpiel's python_block_dominoes:")
    mine, peer, vs_open_spiel = compare(ours(BLOCK_TWO, 2), open_spiel_hand, "open_spiel")
    print(f"dominorules_block_two_seconds_per_hand seconds {1 / mine:.6f}")
    print(f"open_spiel_seconds_per_hand seconds {1 / peer:.6f}")
    print(f"hands_per_second_vs_dominoes ratio {vs_dominoes:.2f}")
    print(f"hands_per_second_vs_open_spiel ratio {vs_open_spiel:.2f}")


if __name__ == "__main__":
    main()
