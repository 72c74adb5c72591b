"""How long the strong computer player takes for one move: in CPython and in the pinned Pyodide.

    .venv/bin/python bench/strong_speed.py

The positions: for every preset at its usual table (4 for partnership, else 2) and at four
players each for themselves where it allows them (the strong player plays deals out there
instead of solving them), a few seeds each, every position of a hand where seat 0 is to move
and has a choice (the other seats lay their heaviest tile, seat 0 plays as the strong
player). Each strong move (:func:`dominorules.players.levels.choose`) is timed in CPython (CPU
time), then the same module runs inside the pinned Pyodide under Node
(bench/pyodide_timings.mjs, wall time, ``time.perf_counter``), as the site's Web Worker runs it.
The summary lines: ``cpython_strong_move_median seconds VALUE`` (and ``..._max``),
``pyodide_strong_move_median seconds VALUE`` and ``pyodide_strong_move_max seconds VALUE``.
Goal (issue 23): in Pyodide, median under 0.3 s and slowest under 1.5 s, over every preset.

Imported inside Pyodide, the module needs only ``dominorules`` on the path.
"""

from __future__ import annotations

import itertools
import json
import random
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from dominorules import PRESETS, Game
from dominorules.players.levels import choose
from dominorules.players.selfplay import default_players
from dominorules.players.simple import heaviest_first

ROOT = Path(__file__).resolve().parent.parent

SEEDS = range(3)


def timings(clock: Callable[[], float] = time.perf_counter) -> dict[str, float]:
    """Seconds for each strong move, named preset/seed/move number (after one move untimed,
    so that the first does not pay for warming up)."""
    warm = Game.deal(PRESETS["block"], 2, 0)
    choose(warm, warm.to_move, "strong", random.Random(0))
    out = {}
    for preset_id, rules in sorted(PRESETS.items()):
        alone = [4] if not rules.teams and rules.max_players >= 4 else []
        for players, seed in itertools.product([default_players(rules), *alone], SEEDS):
            game = Game.deal(rules, players, seed)
            while game.ended is None:
                moves = game.legal_moves()
                if game.to_move == 0 and len(moves) > 1:
                    start = clock()
                    move = choose(game, 0, "strong", random.Random(seed))
                    out[f"{preset_id}/{players}p/{seed}/{len(game.history)}"] = clock() - start
                else:
                    move = heaviest_first(game, moves)
                game.play(move)
    return out


def summary(prefix: str, seconds: dict[str, float]) -> None:
    values = sorted(seconds.values())
    slowest = max(seconds, key=seconds.__getitem__)
    print(f"{prefix}: {len(values)} moves, median {statistics.median(values):.3f} s, "
          f"slowest {seconds[slowest]:.3f} s ({slowest})")
    for table in sorted({name.rsplit("/", 2)[0] for name in seconds}):
        ours = [t for name, t in seconds.items() if name.startswith(table + "/")]
        print(f"  {table}: median {statistics.median(ours):.3f} s, slowest {max(ours):.3f} s")


def main() -> None:
    cpython = timings(time.process_time)
    pyodide = json.loads(subprocess.run(["node", str(ROOT / "bench" / "pyodide_timings.mjs"), "strong_speed"],
                                        check=True, capture_output=True, text=True,
                                        cwd=ROOT).stdout)
    assert pyodide.keys() == cpython.keys(), "the two runs timed different positions"
    summary("CPython", cpython)
    summary("Pyodide", pyodide)
    print(f"cpython_strong_move_median seconds {statistics.median(cpython.values()):.4f}")
    print(f"cpython_strong_move_max seconds {max(cpython.values()):.4f}")
    print(f"pyodide_strong_move_median seconds {statistics.median(pyodide.values()):.4f}")
    print(f"pyodide_strong_move_max seconds {max(pyodide.values()):.4f}")


if __name__ == "__main__":
    main()
