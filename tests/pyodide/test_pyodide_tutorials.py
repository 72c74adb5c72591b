"""The tutorial checker inside the pinned Pyodide (Node), exactly as in CPython.

The same snippet reads and checks every tutorial, works out each puzzle's answer and
solution and each example's transcript in every language; run by tests/pyodide/run.mjs
with the engine packed as the site packs it, and by CPython; the JSON must be equal.
"""

from __future__ import annotations

import json

import yaml
from _sitekit import LANGS, REPO
from test_pyodide_engine import run_cpython, run_pyodide


def checker_snippet() -> str:
    tutorials = [yaml.safe_load(p.read_text(encoding="utf-8"))
                 for p in sorted((REPO / "tutorials").glob("*.yaml"))]
    payload = json.dumps(json.dumps(tutorials))  # a Python string literal holding JSON data
    return f"""
import json
from dominorules.words.i18n import translate
from dominorules.features.tutorial import check, engine_answer, read, solution, transcript

LANGS = {list(LANGS)!r}
out = {{}}
for data in json.loads({payload}):
    tutorial = read(data)
    check(tutorial)
    entry = {{"kind": tutorial.kind}}
    if tutorial.kind == "puzzle":
        answer = engine_answer(tutorial)
        entry["answer"] = sorted(map(str, answer)) if isinstance(answer, frozenset) else str(answer)
        entry["solution"] = {{lang: [translate(m, lang) for m in solution(tutorial)] for lang in LANGS}}
    if tutorial.kind == "example":
        entry["transcript"] = {{lang: [translate(m, lang) for m in transcript(tutorial)] for lang in LANGS}}
    out[tutorial.id] = entry
result = json.dumps(out, sort_keys=True, ensure_ascii=False)
"""


def test_every_tutorial_checks_the_same_in_pyodide_and_cpython(site, node_ok, tmp_path):
    code = checker_snippet()
    browser = json.loads(run_pyodide(site, code, tmp_path))
    host = json.loads(run_cpython(code, tmp_path))
    assert len(host) == len(list((REPO / "tutorials").glob("*.yaml")))
    assert browser == host
    kinds = {entry["kind"] for entry in browser.values()}
    assert kinds == {"example", "puzzle", "dispute"}
