"""Your puzzles' store (browser/src/blocks/mypuzzles/store.ts), run under Node: the order in which
puzzles come back. A missed puzzle returns after DUE_AFTER others, and one missed again and again
never keeps the new ones waiting (fact-check round 5, G2)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = """
import { addPuzzles, next, record, DUE_AFTER } from "STORE";
const puzzle = (id) => ({ id, record: {}, seat: 0, index: 0, played: {}, best: {}, deals: 1, best_in: 1,
  played_in: 0, proven: true });
const stored = { version: 1, turn: 0, puzzles: [] };
addPuzzles(stored, ["A", "B", "C", "D", "E", "F"].map(puzzle));
const order = [];
for (let i = 0; i < 9; i++) {
  const kept = next(stored);
  order.push(kept.puzzle.id);
  record(stored, kept.puzzle.id, kept.puzzle.id !== "A");  // A is missed every time
}
const status = Object.fromEntries(stored.puzzles.map((p) => [p.puzzle.id, p.status]));
console.log(JSON.stringify({ order, due: DUE_AFTER, status }));
"""


def test_a_puzzle_missed_again_and_again_comes_back_after_others(tmp_path):
    entry = tmp_path / "scenario.mjs"
    store = ROOT / "browser" / "src" / "blocks" / "mypuzzles" / "store.ts"
    entry.write_text(SCENARIO.replace("STORE", store.as_posix()), encoding="utf-8")
    bundle = tmp_path / "bundle.mjs"
    subprocess.run([str(ROOT / "node_modules" / ".bin" / "esbuild"), str(entry), "--bundle", "--format=esm",
                    "--platform=node", f"--outfile={bundle}", "--log-level=error"], check=True, cwd=ROOT)
    out = json.loads(subprocess.run(["node", str(bundle)], check=True, capture_output=True, text=True).stdout)
    assert out["due"] == 3
    # A (missed), then B, C, D: A is due again after three others; missed again, E, F, and A once more
    assert out["order"] == ["A", "B", "C", "D", "A", "E", "F", "A", "A"]
    assert out["status"] == {"A": "missed", **dict.fromkeys("BCDEF", "first")}
