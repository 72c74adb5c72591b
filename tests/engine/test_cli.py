"""The command-line contract: JSON out, exit status 2 and one line for bad input."""

import json
import subprocess
import sys

import pytest
from dominorules import PRESET_IDS
from dominorules.rules import FIELD_NAMES


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "dominorules", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_presets_json_lists_every_field_of_every_preset():
    result = run("presets", "--json")
    assert result.returncode == 0
    rows = json.loads(result.stdout)
    assert [row["id"] for row in rows] == list(PRESET_IDS)
    fields = set(FIELD_NAMES)
    assert all(fields <= set(row) for row in rows)


def test_play_prints_a_record_that_settle_reads(tmp_path):
    for preset in PRESET_IDS:
        played = run("play", "--rules", preset, "--seed", "4")
        assert played.returncode == 0, played.stderr
        path = tmp_path / f"{preset}.json"
        path.write_text(played.stdout)
        settled = run("settle", str(path), "--rules", "block,draw,pagat-draw", "--json")
        assert settled.returncode == 0, settled.stderr
        verdicts = json.loads(settled.stdout)
        assert [v["rules"] for v in verdicts] == ["block", "draw", "pagat-draw"]
        for verdict in verdicts:
            assert all({"id", "params"} <= set(r) for r in verdict["reasons"])
            if verdict["rules"] == preset:  # its own rules always settle it
                assert verdict["ok"]
            if verdict["ok"]:
                assert {"rules", "winners", "points", "end", "reasons"} <= set(verdict)
                assert verdict["end"] in ("out", "blocked")


def test_settle_judges_each_system_by_its_own_rules(tmp_path):
    # A draw-game record replayed under the block game: the block game never draws, so the
    # first draw of the record is refused, and the block game gives no verdict of its own.
    played = run("play", "--rules", "draw", "--seed", "4")
    record = json.loads(played.stdout)
    assert "draw" in record["moves"]
    path = tmp_path / "draw.json"
    path.write_text(played.stdout)
    rows = json.loads(run("settle", str(path), "--rules", "block,draw", "--json").stdout)
    assert [row["ok"] for row in rows] == [False, True]
    assert rows[0]["reasons"][0]["id"] == "error.record-illegal-move"


def test_rules_on_the_command_line_take_changed_fields(tmp_path):
    split = '{"preset": "draw", "tie": "split"}'
    played = run("play", "--rules", split, "--seed", "4")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["rules"] == {"preset": "draw", "tie": "split"}
    position = {"format": "dominorules/1", "rules": "draw", "position": "end", "end": "blocked",
                "hands": [["6-3"], ["4-5"], ["2-2", "6-6"]]}
    path = tmp_path / "tie.json"
    path.write_text(json.dumps(position))
    rows = json.loads(run("settle", str(path), "--rules", f"[\"draw\", {split}]", "--json").stdout)
    # Source 001: "when the pip values are exactly equal, the points from the other players'
    # hands are shared equally between them" (the split reading): 9 + 9 tie, 16 shared.
    assert rows[0]["winners"] == [] and rows[1]["winners"] == [0, 1]
    assert rows[1]["points"] == {"0": 8, "1": 8, "2": 0}
    bad = run("play", "--rules", '{"preset": "block", "draw": "one"}')
    assert bad.returncode == 2
    assert "undealt" in bad.stderr and "draw" in bad.stderr and len(bad.stderr.splitlines()) == 1


def test_play_a_whole_match():
    result = run("play", "--rules", "pagat-draw", "--seed", "2", "--players", "3", "--match")
    data = json.loads(result.stdout)
    assert max(data["scores"]) >= 61 and data["winners"]


@pytest.mark.parametrize("args, stdin, word", [
    (["settle", "-"], '{"format": "dominorules/1", "rules": "block", "hands": [["7-2"], ["6-6"]]}', "7-2"),
    (["settle", "-"], "not json", "JSON"),
    (["settle", "/nonexistent/file.json"], None, "/nonexistent/file.json"),
    (["play", "--rules", "chess"], None, "chess"),
    (["play", "--rules", "{not json"], None, "{not json"),
    (["play", "--rules", '{"preset": "draw", "speed": 3}'], None, "speed"),
    (["play", "--rules", "partnership", "--players", "3"], None, "3"),
    (["frobnicate"], None, "frobnicate"),
    (["--lang", "sv", "play", "--rules", "chess"], None, "chess"),
])
def test_bad_input_exits_2_with_one_line(args, stdin, word):
    result = run(*args, stdin=stdin)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and word in lines[0] and "Traceback" not in result.stderr
