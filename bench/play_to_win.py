""""Play to win" puzzles solved by dominorules.players.solver: under CPython and in the pinned Pyodide.

    .venv/bin/python bench/play_to_win.py

A puzzle is an endgame: for every preset and player count (2-4; 4 for partnership) and a
few seeds, a deal played on with random legal moves until every hand holds at most TILES
tiles and at most DRAWABLE tiles may still be drawn; hands that end before that are left
out. (With many tiles left to draw, Pagat's voluntary draws make the tree too wide to
solve in time: see ``solve``.) Each is solved from scratch
(``solve``: value, every best move, the line to the end); the site's own "play to win"
tutorials are added as they are. Each is timed in CPython (CPU time), then
the same module runs inside the pinned Pyodide under Node (bench/pyodide_timings.mjs, wall
time, ``time.perf_counter``). The summary lines: ``cpython_play_to_win_median seconds
VALUE``, ``pyodide_play_to_win_median seconds VALUE`` (and ``..._max``),
``pyodide_vs_cpython_play_to_win ratio VALUE`` and, for the site's tutorials alone,
``pyodide_site_play_to_win_median seconds VALUE`` (and ``..._max``).

Imported inside Pyodide, the module needs only ``dominorules`` on the path.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dominorules import PRESETS, Game
from dominorules.players.solver import solve

ROOT = Path(__file__).resolve().parent.parent

TILES, DRAWABLE = 5, 4
SEEDS = range(6)


def puzzles(site: list[dict[str, Any]] | None = None) -> list[tuple[str, Game]]:
    """The endgames, each with a name (preset/players/seed), then the site's own "play to win"
    tutorials (``site``: their data, as read from tutorials/*.yaml), named tutorial/<id>."""
    from dominorules.features.tutorial import position, read

    found = [(f"tutorial/{data['id']}", position(read(data))) for data in site or []]
    for preset_id, rules in sorted(PRESETS.items()):
        for players in (4,) if rules.teams else (2, 3, 4):
            for seed in SEEDS:
                game = Game.deal(rules, players, seed)
                rng = random.Random(seed)
                while game.ended is None and (max(map(len, game.hands)) > TILES
                                              or game.drawable > DRAWABLE):
                    moves = game.legal_moves()
                    game.play(moves[rng.randrange(len(moves))])
                if game.ended is None:
                    found.append((f"{preset_id}/{players}/{seed}", game))
    return found


def timings(site: list[dict[str, Any]] | None = None,
            clock: Callable[[], float] = time.perf_counter) -> dict[str, float]:
    """Seconds to solve each puzzle."""
    out = {}
    for name, game in puzzles(site):
        start = clock()
        solve(game)
        out[name] = clock() - start
    return out


def summary(prefix: str, seconds: dict[str, float]) -> float:
    values = sorted(seconds.values())
    slowest = max(seconds, key=seconds.__getitem__)
    print(f"{prefix}: {len(values)} puzzles, median {statistics.median(values):.4f} s, "
          f"slowest {seconds[slowest]:.3f} s ({slowest})")
    return statistics.median(values)


def site_puzzles() -> list[dict[str, Any]]:
    """The site's "play to win" tutorials, as data (YAML is read here, in CPython)."""
    import yaml

    found = [yaml.safe_load(path.read_text(encoding="utf-8"))
             for path in sorted((ROOT / "tutorials").glob("*.yaml"))]
    return [data for data in found if data.get("question") == "play-to-win"]


def main() -> None:
    site = site_puzzles()
    cpython = timings(site, time.process_time)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(site, file)
    try:
        pyodide = json.loads(subprocess.run(
            ["node", str(ROOT / "bench" / "pyodide_timings.mjs"), "play_to_win", file.name], check=True,
            capture_output=True, text=True, cwd=ROOT).stdout)
    finally:
        Path(file.name).unlink()
    assert pyodide.keys() == cpython.keys(), "the two runs solved different puzzles"
    cpython_median = summary("CPython", cpython)
    pyodide_median = summary("Pyodide", pyodide)
    print(f"cpython_play_to_win_median seconds {cpython_median:.4f}")
    print(f"cpython_play_to_win_max seconds {max(cpython.values()):.4f}")
    print(f"pyodide_play_to_win_median seconds {pyodide_median:.4f}")
    print(f"pyodide_play_to_win_max seconds {max(pyodide.values()):.4f}")
    print(f"pyodide_vs_cpython_play_to_win ratio {pyodide_median / cpython_median:.2f}")
    ours = {name: t for name, t in pyodide.items() if name.startswith("tutorial/")}
    summary("Pyodide, the site's own play-to-win tutorials", ours)
    print(f"pyodide_site_play_to_win_median seconds {statistics.median(ours.values()):.4f}")
    print(f"pyodide_site_play_to_win_max seconds {max(ours.values()):.4f}")


if __name__ == "__main__":
    main()
