"""The benches' runner inside Pyodide (bench/pyodide_timings.mjs) loads the whole engine, every
layer folder included: it once copied only the package's top-level files, and `make bench`
failed on the first import of a subpackage after the engine moved into folders."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from _sitekit import bench_module

ROOT = Path(__file__).resolve().parents[2]


def test_the_runner_solves_in_pyodide_what_cpython_solves(tmp_path: Path) -> None:
    bench = bench_module("play_to_win")
    site = bench.site_puzzles()[:1]
    assert site, "the site has a play-to-win tutorial"
    (tmp_path / "input.json").write_text(json.dumps(site), encoding="utf-8")
    out = subprocess.run(["node", str(ROOT / "bench" / "pyodide_timings.mjs"), "play_to_win",
                          str(tmp_path / "input.json")], capture_output=True, text=True, cwd=ROOT,
                         check=False)
    assert out.returncode == 0, out.stderr[-2000:]
    pyodide = json.loads(out.stdout)
    assert pyodide.keys() == bench.timings(site).keys()
    assert f"tutorial/{site[0]['id']}" in pyodide
