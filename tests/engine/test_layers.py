"""The engine's layers are its folders, and no module imports from a layer above its own.

From the bottom: ``words`` (messages, catalogs, errors), ``core`` (the rules and play),
``formats`` (records, links, CSV), ``players`` (knowledge, solver, computer players, review,
puzzles), ``features`` (what a page does: comparison, score pad, table sheet, tutorials), and
the package's top level, the adapters (bridge, command line, contract). A module may import
its own layer and the layers below it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "dominorules"
LAYERS = ("words", "core", "formats", "players", "features")
TOP = len(LAYERS)  # the adapters: everything at the package's top level, bridge/ and contract/


def layer_of(parts: tuple[str, ...]) -> int:
    """The layer of a module given by its dotted parts below ``dominorules``."""
    return LAYERS.index(parts[0]) if parts and parts[0] in LAYERS else TOP


def module_parts(path: Path) -> tuple[str, ...]:
    rel = path.relative_to(PACKAGE).with_suffix("")
    return tuple(p for p in rel.parts if p != "__init__")


def imported(path: Path, source: str | None = None) -> list[tuple[int, tuple[str, ...]]]:
    """(line, the imported module's parts below dominorules) for every engine import in ``path``
    (or in ``source``, read as if it were that module)."""
    here = module_parts(path)
    package = here if path.name == "__init__.py" else here[:-1]
    found: list[tuple[int, tuple[str, ...]]] = []
    for node in ast.walk(ast.parse(path.read_text() if source is None else source, str(path))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                target = (*base, *node.module.split(".")) if node.module else base
            elif node.module and node.module.split(".")[0] == "dominorules":
                target = tuple(node.module.split(".")[1:])
            else:
                continue
            found.append((node.lineno, target))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, tuple(a.name.split(".")[1:])) for a in node.names
                      if a.name.split(".")[0] == "dominorules"]
    return found


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_module_sits_in_a_layer_folder_or_is_an_adapter() -> None:
    folders = {p.relative_to(PACKAGE).parts[0] for p in MODULES if len(p.relative_to(PACKAGE).parts) > 1}
    assert folders <= {*LAYERS, "bridge", "contract"}, folders
    assert all((PACKAGE / layer / "__init__.py").is_file() for layer in LAYERS)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_import_goes_up_a_layer(path: Path) -> None:
    own = layer_of(module_parts(path))
    upward = [(line, ".".join(target)) for line, target in imported(path) if layer_of(target) > own]
    name = LAYERS[own] if own < TOP else "adapters"
    assert upward == [], f"{path.relative_to(PACKAGE)} ({name}) imports from a layer above it: {upward}"


def test_the_check_sees_upward_imports() -> None:
    """Relative and absolute imports are both resolved: a core module reaching up is caught."""
    source = ("from ..players.solver import solve\nfrom .tiles import Tile\n"
              "import dominorules.features.scorepad\nfrom ..words import i18n\n")
    targets = imported(PACKAGE / "core" / "rules.py", source)
    assert [t for _, t in targets] == [("players", "solver"), ("core", "tiles"),
                                       ("features", "scorepad"), ("words",)]
    assert [layer_of(t) > layer_of(("core", "rules")) for _, t in targets] == [True, False, True, False]


LONGEST = 450


def test_no_engine_module_is_over_450_lines() -> None:
    """A module is one concept: one that grows past 450 lines holds two (code review, round 4)."""
    lengths = {str(p.relative_to(PACKAGE)): len(p.read_text().splitlines()) for p in MODULES}
    long = {name: n for name, n in lengths.items() if n > LONGEST}
    assert long == {}, long


def loaded(path: Path, source: str | None = None) -> set[tuple[str, ...]]:
    """The engine modules an import in ``path`` (or in ``source``, read as that module) loads,
    ``TYPE_CHECKING`` imports included: ``from pkg import sub`` the submodule, any other name
    from a package its ``__init__``."""
    here = module_parts(path)
    names: dict[int, list[str]] = {}
    for node in ast.walk(ast.parse(path.read_text() if source is None else source, str(path))):
        if isinstance(node, ast.ImportFrom):
            names[node.lineno] = [alias.name for alias in node.names]
    found: set[tuple[str, ...]] = set()
    for line, target in imported(path, source):
        if not PACKAGE.joinpath(*target).is_dir():
            found.add(target)
            continue
        subs = {(*target, n) for n in names.get(line, []) if PACKAGE.joinpath(*target, n).is_dir()
                or PACKAGE.joinpath(*target, f"{n}.py").is_file()}
        found |= subs if subs and len(subs) == len(names.get(line, [])) else {*subs, target}
    return found - {here}


def cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The import cycles of ``graph`` (module: the modules it imports): each strongly connected
    set of more than one module, those that reach each other."""
    def reach(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for after in graph.get(todo.pop(), set()) - seen:
                seen.add(after)
                todo.append(after)
        return seen

    reached = {node: reach(node) for node in graph}
    found: list[set[str]] = []
    for node in sorted(graph):
        together = {node} | {other for other in reached[node] if node in reached.get(other, set())}
        if len(together) > 1 and together not in found:
            found.append(together)
    return found


def test_no_engine_modules_import_each_other_in_a_cycle() -> None:
    """Not even for a type (``if TYPE_CHECKING:``): a cycle is two modules that are one concept,
    or a type in the wrong one (code review, round 5: words/plural.py and words/message.py)."""
    graph = {".".join(module_parts(path)): {".".join(t) for t in loaded(path)} for path in MODULES}
    assert cycles(graph) == []


def test_the_cycle_check_sees_a_cycle_and_type_only_imports() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e", "d"}}) == [{"a", "b", "c"}]
    assert cycles({"a": {"b"}, "b": {"c"}, "d": {"a", "c"}}) == []
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .message import Message\n"
              "from .. import words\nfrom ..core import tiles, rules\nfrom ..words import Message as M\n")
    assert loaded(PACKAGE / "words" / "plural.py", source) == {
        ("words", "message"), ("core", "tiles"), ("core", "rules"), ("words",)}
