"""Read the tutorials in ``tutorials/*.yaml`` and have the engine check each one.

Every file holds one tutorial (see ``dominorules.features.tutorial`` for the fields); its
name is its id. A broken file raises :class:`TutorialFileError`, whose message
starts with the file's name and names the bad field.

    python tools/tutorials.py check          # the same checks from the command line
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from dominorules import DominoError
from dominorules.features.tutorial import Tutorial, check, read


class TutorialFileError(ValueError):
    """A tutorial file that cannot be read, is of the wrong shape, or that the engine refutes."""


@dataclass(frozen=True)
class Entry:
    path: Path
    data: dict[str, Any]  # the file as read (JSON-ready: the browser gets this)
    tutorial: Tutorial


def load_file(path: Path, *, checked: bool = True) -> Entry:
    """One tutorial file, read, shaped and (by default) confirmed by the engine."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise TutorialFileError(f"{path.name}: cannot read it: {exc}") from None
    try:
        tutorial = read(data)
        if tutorial.id != path.stem:
            raise TutorialFileError(f"{path.name}: field 'id' is {tutorial.id!r}, "
                                    f"but the file is named {path.stem!r}")
        if checked:
            check(tutorial)
    except DominoError as error:
        raise TutorialFileError(f"{path.name}: {error}") from None
    # JSON-ready for the browser: YAML may read numbers or dates the engine never sees here
    return Entry(path, json.loads(json.dumps(data)), tutorial)


@functools.cache
def load_all(folder: Path) -> dict[str, Entry]:
    """Every tutorial in ``folder``, by id, in file-name order; the first bad file raises."""
    return {path.stem: load_file(path) for path in sorted(folder.glob("*.yaml"))}
