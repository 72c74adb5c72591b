"""The Lighthouse bench's site without its service worker (bench/lighthouse_scores.py), and
its bad arguments."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from _sitekit import bench_module

ROOT = Path(__file__).resolve().parents[2]

lighthouse_scores = bench_module("lighthouse_scores")


def _site(tmp_path: Path) -> Path:
    site = tmp_path / "site"
    (site / "assets").mkdir(parents=True)
    for name in ("index.html", "sw.js", "sw.js.br", "sw.js.gz", "assets/sw.js", "assets/app.js"):
        (site / name).write_text(name, encoding="utf-8")
    return site


def test_without_the_service_worker_sw_js_does_nothing_and_has_no_compressed_copies(tmp_path: Path) -> None:
    site = _site(tmp_path)
    with lighthouse_scores.served_site(site, service_worker=False) as served:
        assert served != site
        names = sorted(str(p.relative_to(served)) for p in served.rglob("*") if not p.is_dir())
        assert names == ["assets/app.js", "assets/sw.js", "index.html", "sw.js"]
        worker = (served / "sw.js").read_text(encoding="utf-8")
        assert not (served / "sw.js").is_symlink()
        assert "addEventListener" not in worker
        assert worker.strip().startswith("//")  # nothing but a comment: no fetch handler
        assert (served / "assets" / "sw.js").read_text(encoding="utf-8") == "assets/sw.js"  # a page's own
        assert (served / "index.html").is_symlink()
        assert (served / "assets" / "app.js").read_text(encoding="utf-8") == "assets/app.js"
    assert not served.exists()  # the copy goes once the bench is done
    assert (site / "sw.js").read_text(encoding="utf-8") == "sw.js"  # and the site itself is untouched


def test_with_the_service_worker_the_site_is_served_as_it_is(tmp_path: Path) -> None:
    site = _site(tmp_path)
    with lighthouse_scores.served_site(site, service_worker=True) as served:
        assert served == site


def test_a_bad_against_folder_is_named_in_one_line(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "lighthouse_scores.py"),
                           "--against", str(tmp_path / "nowhere")], capture_output=True, text=True)
    assert proc.returncode == 2
    assert proc.stderr.strip().splitlines() == [
        f"lighthouse_scores: --against {tmp_path / 'nowhere'}: no built site there (no index.html)"]
