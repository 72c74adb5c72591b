"""Counted move trees ("perft"): how many move sequences of a given depth a deal allows."""

from dominorules import PRESETS, Game


def perft(game: Game, depth: int) -> int:
    """Leaf count of the move tree below ``game`` to ``depth`` moves (a finished hand is a leaf)."""
    if depth == 0 or game.outcome() is not None:
        return 1
    total = 0
    for move in game.legal_moves():
        game.play(move)
        total += perft(game, depth - 1)
        game.undo()
    return total


def deal(preset: str, players: int, seed: int) -> Game:
    return Game.deal(PRESETS[preset], players, seed)


if __name__ == "__main__":
    import sys
    for line in sys.stdin:
        seed, preset, players, depth = line.split()[:4]
        count = perft(deal(preset, int(players), int(seed)), int(depth))
        print(seed, preset, players, depth, count)
