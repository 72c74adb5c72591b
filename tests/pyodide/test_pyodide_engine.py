"""The engine, packed as the site packs it, inside the pinned Pyodide (Node) = CPython.

tests/pyodide/run.mjs loads the runtime and the engine archive from the BUILT site the
way the browser worker does; the same snippet runs under CPython with engine/ on the
path; the JSON must be equal.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from _sitekit import LANGS, NODE, PRESETS, REPO

HERE = Path(__file__).resolve().parent
SEEDS = (1, 2, 3)

SELFPLAY = f"""
import json
from dominorules.players.selfplay import play_hand

out = {{}}
for rules in {list(PRESETS)!r}:
    players = 4 if rules == "partnership" else 2
    for seed in {list(SEEDS)!r}:
        out[f"{{rules}}/{{players}}/{{seed}}"] = play_hand(rules, players, seed)
result = json.dumps(out, sort_keys=True)
"""

BRIDGE = f"""
import json
from dominorules.bridge import handle_json


def call(**request):
    return json.loads(handle_json(json.dumps(request)))


out = {{}}
for lang in {list(LANGS)!r}:
    snap = call(op="new", rules="draw", players=3, seed=11, human=0, lang=lang)
    out[lang + "/new"] = snap
    if snap.get("ok") and snap.get("legal"):
        first = {{k: snap["legal"][0][k] for k in ("kind", "tile", "end")}}  # as the page sends it
        out[lang + "/move"] = call(op="move", record=snap["record"], human=0, move=first, lang=lang)
    bad = {{"kind": "play", "tile": "9-9", "end": "left"}}
    out[lang + "/bad"] = call(op="move", record=snap.get("record"), human=0, move=bad, lang=lang)
    out[lang + "/translate"] = call(op="translate", lang=lang,
                                    ids=["ui.start", "ui.your_turn", "ui.face_down"])
    out[lang + "/presets"] = call(op="presets", lang=lang)
result = json.dumps(out, sort_keys=True)
"""


def run_pyodide(site: Path, code: str, tmp_path: Path) -> str:
    snippet = tmp_path / "snippet.py"
    snippet.write_text(code, encoding="utf-8")
    proc = subprocess.run(
        [NODE, str(HERE / "run.mjs"), str(site), str(snippet)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return proc.stdout


def run_cpython(code: str, tmp_path: Path) -> str:
    snippet = tmp_path / "snippet_cpython.py"
    snippet.write_text(code, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(REPO / "engine"), PYTHONHASHSEED="0")
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            "import runpy, sys; sys.stdout.write(runpy.run_path(sys.argv[1])['result'])",
            str(snippet),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return proc.stdout


def test_selfplay_same_in_pyodide_and_cpython(site, node_ok, tmp_path):
    browser = json.loads(run_pyodide(site, SELFPLAY, tmp_path))
    host = json.loads(run_cpython(SELFPLAY, tmp_path))
    assert sorted(browser) == sorted(host)
    assert len(browser) == len(PRESETS) * len(SEEDS)
    for key in host:
        assert browser[key] == host[key], f"{key}: Pyodide and CPython differ"


def test_bridge_same_in_pyodide_and_cpython(site, node_ok, tmp_path):
    browser = json.loads(run_pyodide(site, BRIDGE, tmp_path))
    host = json.loads(run_cpython(BRIDGE, tmp_path))
    assert browser == host
    for lang in LANGS:
        assert browser[f"{lang}/new"]["ok"] is True
        assert browser[f"{lang}/bad"]["ok"] is False
        assert browser[f"{lang}/bad"]["error"]["text"]
        texts = browser[f"{lang}/translate"]["texts"]
        assert texts["ui.start"]
        assert texts["ui.start"] != "ui.start"
        # a text with a count: both plural forms from the compiled catalog, as in CPython
        assert texts["ui.face_down"]["count"] == "count"
        assert texts["ui.face_down"]["one"] != texts["ui.face_down"]["other"]
    # the catalogs made it into the archive: the texts differ between languages
    assert len({browser[f"{lang}/translate"]["texts"]["ui.start"] for lang in LANGS}) == len(LANGS)


def test_python_version_in_pyodide(site, node_ok, tmp_path):
    out = run_pyodide(site, "import sys\nresult = '%d.%d' % sys.version_info[:2]", tmp_path)
    assert out == "3.14"


STDLIB_CUT = """
import json, sys, traceback
from dominorules.bridge import handle_json

try:
    json.loads("{not json")  # raised inside the standard library's compiled code
except ValueError:
    shown = traceback.format_exc()
try:
    import doctest  # in Pyodide's whole library, not in the engine's part of it
    cut = False
except ModuleNotFoundError:
    cut = True
result = json.dumps({"shown": shown, "cut": cut,
                     "reply": json.loads(handle_json(json.dumps({"op": "presets", "lang": "de"})))["ok"]})
"""


def test_the_engine_runs_on_the_cut_standard_library_and_its_tracebacks_read(site, node_ok, tmp_path):
    """The site's worker gives Pyodide the standard library cut to what the engine needs
    (tools/stdlib.mjs): .pyc files whose location tables keep only each function's first line.
    A traceback through them still names the file and a line (Pyodide turns every Python
    error into a JavaScript one through the traceback module)."""
    out = json.loads(run_pyodide(site, STDLIB_CUT, tmp_path))
    assert out["reply"] is True
    assert out["cut"] is True
    assert 'File "json/decoder.py", line ' in out["shown"], out["shown"]
    assert "JSONDecodeError: Expecting property name enclosed in double quotes" in out["shown"]
