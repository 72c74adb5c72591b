"""The photo bench (bench/photo_pips.py) without a browser: its labels are checked (a bad row
is named, not crashed on), the project's set is whole (every labelled photo is there, every
photo is labelled, each total is the sum of its tiles), and the summary lines are worked out
by hand from made-up results."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from _sitekit import bench_module

ROOT = Path(__file__).resolve().parents[2]
PHOTOS = ROOT / "tests" / "photos"

bench = bench_module("photo_pips")


def test_a_bad_label_row_is_named(tmp_path: Path) -> None:
    labels = tmp_path / "labels.csv"
    labels.write_text("file,total_pips\na.jpg,7\nb.jpg,seven\n", encoding="utf-8")
    with pytest.raises(SystemExit, match="seven"):
        bench.read_labels(labels)


def test_the_projects_set_is_whole_and_each_total_is_its_tiles_sum() -> None:
    rows = list(csv.DictReader((PHOTOS / "labels.csv").open(encoding="utf-8")))
    files = {row["file"] for row in rows}
    assert files == {p.name for p in PHOTOS.glob("*.jpg")}
    for row in rows:
        halves = [int(h) for tile in row["tiles"].split() for h in tile.split("-")]
        assert sum(halves) == int(row["total_pips"]), row["file"]
        assert row["split"] in ("tuning", "heldout")
        assert (PHOTOS / row["file"]).stat().st_size <= 220_000
    held = sum(row["split"] == "heldout" for row in rows)
    assert len(rows) / 3 <= held < len(rows) - 5


def test_the_summary_lines() -> None:
    results = [
        {"total": 9, "total_pips": "9", "seconds": 0.1, "found": "6-3", "tiles": "3-6"},
        {"total": 16, "total_pips": "17", "seconds": 0.3, "found": "6-3 4-3", "tiles": "3-6 4-4"},
        {"total": 5, "total_pips": "7", "seconds": 0.2, "found": "5-0", "tiles": "7-0"},
        {"total": 4, "total_pips": "4", "seconds": 0.4, "found": "3-1", "tiles": "1-3"},
    ]
    # exact: 2 of 4; within one: 3 of 4; median of 0.1, 0.2, 0.3, 0.4: 0.25; tiles read: 2 of 4
    assert bench.summary("x", results) == [
        "x: photos 4", "x: photo_tiles_read share 0.500", "x: photo_pips_exact share 0.500",
        "x: photo_pips_within_one share 0.750", "x: photo_pips_seconds_median seconds 0.250"]
    assert bench.tile_names("3-6 4-4") == ["4-4", "6-3"]


def test_only_one_part_is_counted_when_asked() -> None:
    rows = [{"file": "a.jpg", "total_pips": "1", "split": "tuning"},
            {"file": "b.jpg", "total_pips": "2", "split": "heldout"},
            {"file": "c.jpg", "total_pips": "3"}]
    assert [r["file"] for r in bench.only_split(rows, "tuning")] == ["a.jpg", "c.jpg"]
    assert [r["file"] for r in bench.only_split(rows, "heldout")] == ["b.jpg"]
    assert bench.only_split(rows, "all") == rows
