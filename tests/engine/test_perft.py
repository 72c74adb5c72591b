"""Move-tree counts on fixed seeded deals, so a change in move generation shows up."""

from pathlib import Path

import pytest
from perft import deal, perft

LINES = [line.split() for line in (Path(__file__).parent / "perft.txt").read_text().splitlines()
         if line.strip() and not line.startswith("#")]


@pytest.mark.parametrize(("seed", "preset", "players", "depth", "count"), LINES,
                         ids=[f"{p}-{s}-d{d}" for s, p, _, d, _ in LINES])
def test_perft(seed, preset, players, depth, count):
    assert perft(deal(preset, int(players), int(seed)), int(depth)) == int(count)
