"""Every kind of bridge reply for a fixed set of requests, in four languages, as JSON lines:
the way to show that a change of the engine's structure keeps its behaviour.

    python tools/reply_snapshot.py OUT.jsonl                 # the replies of this checkout
    python tools/reply_snapshot.py --compare OLD.jsonl NEW.jsonl

The requests: a hand of every preset played out by the replies' first legal move, with a hint
and the review; each finished hand settled, compared and replayed; every tutorial at every
step, with its hint and solution; the table sheet of every preset for each player count it
allows; the presets, the schema and every preset's rules; settler links of the disputes pages;
a short score-pad match of every preset. ``--compare`` lists the requests whose replies differ
(the fields that differ, at most ten lines each) and the replies one side has and the other not.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from dominorules.bridge import handle
from dominorules.core.rule_choices import PRESET_IDS
from dominorules.core.rules import PRESETS

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "sv", "de", "nb")
QUERIES = ("k=end&p=2&h=0-0.1-0_3-3&last=1", "k=end&p=2&h=6-6.5-5_4-4.3-3&l=1-2.2-0.0-1&last=1",
           "k=end&p=3&h=2-1_5-2.6-6_3-0&last=1&c=draw,tie:split", "k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3",
           "k=turn&p=2&h=6-1&l=6-6&b=0&d=0", "k=end&p=4&h=4-0_3-2_6-3_5-1&last=3&t=1")


def requests(lang: str) -> Iterator[dict[str, Any]]:
    """The fixed requests in ``lang``, each hand's moves chosen from the replies before it."""
    yield {"op": "presets", "lang": lang}
    yield {"op": "schema", "lang": lang}
    for preset in PRESET_IDS:
        rules = PRESETS[preset]
        yield {"op": "rules", "rules": preset, "lang": lang}
        for players in range(rules.min_players, rules.max_players + 1):
            yield {"op": "sheet", "rules": preset, "players": players, "lang": lang}
    for query in QUERIES:
        yield {"op": "situation", "query": query, "lang": lang}
    for path in sorted((ROOT / "tutorials").glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        yield {"op": "tutorial_state", "tutorial": data, "steps": 0, "lang": lang}
        yield {"op": "tutorial_hint", "tutorial": data, "lang": lang}
        yield {"op": "tutorial_solution", "tutorial": data, "lang": lang}


def hands(lang: str) -> Iterator[tuple[dict[str, Any], dict[str, Any]]]:
    """(request, reply) of a hand of every preset played out, with its hint, review and verdicts."""
    for preset in PRESET_IDS:
        players = 4 if preset == "partnership" else 3
        request: dict[str, Any] = {"op": "new", "rules": preset, "players": players, "seed": 7,
                                   "human": 0, "level": "club", "lang": lang}
        reply = handle(request)
        yield request, reply
        while reply.get("ok") and not reply["over"]:
            hint = {"op": "hint", "record": reply["record"], "human": 0, "seed": 7, "lang": lang}
            yield hint, handle(hint)
            move = reply["legal"][0]
            request = {"op": "move", "record": reply["record"], "human": 0, "seed": 7, "lang": lang,
                       "move": {k: move[k] for k in ("kind", "tile", "end")}}
            reply = handle(request)
            yield request, reply
        record = reply["record"]
        for extra in ({"op": "review", "record": record, "human": 0, "seed": 7},
                      {"op": "settle", "record": record, "rules": list(PRESET_IDS)},
                      {"op": "compare", "record": record},
                      {"op": "replay", "record": record, "steps": 2, "best": True}):
            asked = {**extra, "lang": lang}
            yield asked, handle(asked)
        pips: list[int | str | list[str]] = list([0, 7, 12, 3][:players])
        match = {"format": "dominorules/1", "rules": preset, "players": players,
                 "hands": [{"end": "out", "out": 0, "pips": pips}, {"end": "blocked", "last": 1,
                                                                       "pips": [5, 3, 9, 4][:players]}]}
        asked = {"op": "score_match", "match": match, "lang": lang}
        yield asked, handle(asked)


def snapshot(out: Path) -> int:
    count = 0
    with out.open("w", encoding="utf-8") as file:
        for lang in LANGS:
            pairs = [*((r, handle(r)) for r in requests(lang)), *hands(lang)]
            for request, reply in pairs:
                file.write(json.dumps({"request": request, "reply": reply}, ensure_ascii=False,
                                      sort_keys=True) + "\n")
                count += 1
    return count


def _differences(old: Any, new: Any, path: str = "$") -> Iterator[str]:
    if isinstance(old, dict) and isinstance(new, dict):
        for key in sorted(old.keys() | new.keys()):
            if key not in new:
                yield f"{path}.{key}: only before"
            elif key not in old:
                yield f"{path}.{key}: only after ({json.dumps(new[key], ensure_ascii=False)[:80]})"
            else:
                yield from _differences(old[key], new[key], f"{path}.{key}")
    elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        for i, (a, b) in enumerate(zip(old, new, strict=True)):
            yield from _differences(a, b, f"{path}[{i}]")
    elif old != new:
        yield (f"{path}: {json.dumps(old, ensure_ascii=False)[:100]} -> "
               f"{json.dumps(new, ensure_ascii=False)[:100]}")


def compare(old_path: Path, new_path: Path) -> int:
    def read(path: Path) -> dict[str, Any]:
        rows = (json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())
        return {json.dumps(row["request"], sort_keys=True, ensure_ascii=False): row["reply"] for row in rows}

    old, new = read(old_path), read(new_path)
    differing = 0
    for key in sorted(old.keys() & new.keys()):
        lines = list(_differences(old[key], new[key]))
        if lines:
            differing += 1
            print(f"{key[:160]}\n  " + "\n  ".join(lines[:10]))
    only = [(k, "before") for k in old.keys() - new.keys()] + [(k, "after") for k in new.keys() - old.keys()]
    for key, side in sorted(only):
        print(f"only {side}: {key[:160]}")
    print(f"{len(old.keys() & new.keys())} requests in both, {differing} replies differ, "
          f"{len(only)} requests on one side only")
    return 1 if differing or only else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", nargs="?", type=Path, help="where to write this checkout's replies")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("OLD", "NEW"))
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give OUT, or --compare OLD NEW")
    print(f"{snapshot(args.out)} replies written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
