"""Python's memory snapshot, as the build makes it and the browser's worker uses it.

tests/pyodide/snapshot_cases.mjs starts Python with the site's assets/js/python.mjs (the code
the worker runs) from the BUILT site's snapshot, as it is and spoilt on purpose in every
way the design note names; each start must work, and only the good snapshot may be used.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
from pathlib import Path
from typing import Any, cast

import pytest
from _sitekit import NODE, REPO, manifest
from dominosite import packing

HERE = Path(__file__).resolve().parent
GOOD = ("good", "good-again")
# case -> what the reason for the plain start must say
SPOILT = {
    "missing": "missing",
    "corrupt": "corrupt",
    "truncated": "corrupt",
    "other-pyodide": "build id mismatch",
    "bad-table": "segment table",
    "other-engine": "made for",
    "load-throws": "refused on purpose",
}
DEAL = {"op": "new", "rules": "block", "players": 2, "seed": 4, "human": 0, "lang": "sv"}


@pytest.fixture(scope="module")
def starts(site) -> dict[str, dict[str, Any]]:
    proc = subprocess.run(
        [NODE, str(HERE / "snapshot_cases.mjs"), str(site), *GOOD, *SPOILT],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    return {row["case"]: row for row in rows}


def cpython(request: dict[str, Any]) -> dict[str, Any]:
    from dominorules.bridge import handle_json

    return cast(dict[str, Any], json.loads(handle_json(json.dumps(request))))


def swedish(msgid: str) -> str:
    """The Swedish text of ``msgid`` (translations/sv.po, compiled), as CPython's engine reads it."""
    return cast(str, cpython({"op": "translate", "lang": "sv", "ids": [msgid]})["texts"][msgid])


def test_the_build_puts_the_snapshot_beside_its_runtime_named_after_the_engine(site):
    m = manifest(site)
    snapshot = site / m["snapshot"]
    assert snapshot.is_file()
    stdlib_hash = m["stdlib"].rsplit("python_stdlib-", 1)[1].removesuffix(".zip")
    assert m["snapshot"] == (f"pyodide/{m['pyodide_version']}/dominorules-{m['engine_sha256'][:12]}"
                             f"-{stdlib_hash}.snapshot")
    pinned = json.loads((REPO / "package.json").read_text(encoding="utf-8"))["dependencies"]["pyodide"]
    assert m["pyodide_version"] == pinned
    assert snapshot.stat().st_size > 10 * 1024 * 1024  # Python's whole memory, not a stub


@pytest.mark.parametrize("case", GOOD)
def test_a_good_snapshot_is_used_and_answers_like_cpython(starts, case):
    row = starts[case]
    assert (row["how"], row["fallback"]) == ("snapshot", None)
    assert row["deal"] == cpython(DEAL)
    # the catalogs work after a restore: Swedish from translations/sv.po, not the English
    english = cpython({"op": "translate", "lang": "en", "ids": ["end.blocked"]})["texts"]["end.blocked"]
    assert row["sv"] == swedish("end.blocked") != english


def test_two_restores_of_one_snapshot_draw_different_random_numbers(starts):
    assert starts["good"]["random"] != starts["good-again"]["random"]


@pytest.mark.parametrize("case", list(SPOILT))
def test_a_spoilt_snapshot_falls_back_to_a_plain_start_that_works(starts, case):
    row = starts[case]
    assert row["how"] == "plain"
    assert SPOILT[case] in row["fallback"]
    assert row["deal"] == cpython(DEAL)
    assert row["sv"] == swedish("end.blocked")


def test_a_new_pyodide_engine_or_standard_library_gives_the_snapshot_a_new_name_and_cache_key():
    pack = packing.make_pack(REPO)
    bumped = dataclasses.replace(pack, runtime_path="pyodide/999.0.0/", pyodide_version="999.0.0")
    other_engine = dataclasses.replace(pack, sha256="0" * 64,
                                       engine_path="engine/dominorules-000000000000.zip")
    other_stdlib = dataclasses.replace(pack)  # the same engine importing from another cut library
    other_stdlib.__dict__["stdlib_path"] = f"{pack.runtime_path}python_stdlib-000000000000.zip"
    packs = (pack, bumped, other_engine, other_stdlib)
    names = {p.snapshot_path for p in packs}
    keys = {packing.snapshot_key(p, REPO) for p in packs}
    assert len(names) == len(keys) == 4
