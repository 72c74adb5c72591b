"""Check the tutorials: every file in tutorials/ read, shaped and confirmed by the engine.

    python tools/tutorials.py check [FILE ...]    # exit status 2 and one line per bad file
    python tools/tutorials.py list                # id, kind, system, difficulty, covers
"""

from __future__ import annotations

import sys
from pathlib import Path

from dominosite.tutorials import TutorialFileError, load_file

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    command, *names = argv or ["check"]
    paths = [Path(n) for n in names] or sorted((ROOT / "tutorials").glob("*.yaml"))
    bad = 0
    for path in paths:
        try:
            entry = load_file(path)
        except TutorialFileError as exc:
            print(exc, file=sys.stderr)
            bad += 1
            continue
        t = entry.tutorial
        if command == "list":
            print(f"{t.id:40} {t.kind:8} {t.question or '':12} {t.system:20} {t.difficulty} "
                  f"{','.join(t.covers)}")
    if command == "check":
        print(f"{len(paths) - bad} of {len(paths)} tutorials are right")
    return 2 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
