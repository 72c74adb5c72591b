// Python's standard library cut to what the engine needs, compiled by Pyodide's own Python.
//
//   node tools/stdlib.mjs <pyodide runtime dir> <engine zip> <out zip>
//
// A first visit downloads the standard library before Python can start. Pyodide ships all of
// it as source (python_stdlib.zip: 559 modules, 2.5 MB already deflated, which brotli cannot
// shrink), and Python then compiles every module it imports at each start (about 1 s of CPU
// here). This tool starts the pinned Pyodide under Node with its whole library, does what the
// site's worker does (unpacks the engine archive, imports every module of the engine, reads
// every catalog), and keeps:
//   - every module Python holds then (Pyodide's own start-up, the archive's unpacking, the
//     engine's imports), and
//   - every module their module-level code imports (read with `ast` and followed to the end:
//     both branches of a module-level `if` or `try`, class bodies, but not function bodies,
//     which would bring in half the library through `doctest`, `pdb` and the like; the
//     `__main__` and Windows branches are decided), and every module the engine's own source
//     imports anywhere, functions included. An import inside a function of the library that the
//     engine calls is not followed: the Pyodide tests, which run every tutorial and the bridge
//     on the cut library, would fail on it;
// each compiled by that same Python 3.14 (`compile(..., optimize=2)`, as `python -OO` would:
// no docstrings, no asserts; and each instruction's location only as its function's first
// line, see tools/pyc.mjs) into a .pyc without its source, in an uncompressed zip (brotli packs
// the whole file better than zip's deflate packs each member): 147 modules, 0.58 MB on the
// wire instead of 2.5 MB, and about 1 s less of CPU at each start. The site passes it to
// loadPyodide as `stdLibURL` (worker.ts). Deterministic: the same inputs give the same bytes.
// Prints one line: the modules kept and the zip's size. Exit status 2 and one line on a bad
// argument.

import { runTool } from "./pyc.mjs";

const CUT = String.raw`
import ast, importlib, importlib.util, io, os, pkgutil, sys, zipfile

ENGINE_DIR = "/home/pyodide/dominorules-stdlib"
sys.path.insert(0, ENGINE_DIR)
import dominorules
for _module in pkgutil.walk_packages(dominorules.__path__, "dominorules."):
    if not _module.name.endswith(".__main__"):
        importlib.import_module(_module.name)
from dominorules.words.i18n import LANGUAGES, catalog
for _lang in LANGUAGES:
    catalog(_lang)

STDLIB = next(p for p in sys.path if p.endswith(".zip"))
source = zipfile.ZipFile(STDLIB)
members = {}  # module name -> (member, is a package)
for name in source.namelist():
    if name.endswith(".py"):
        module = name[:-3].replace("/", ".")
        package = module.endswith(".__init__")
        members[module.removesuffix(".__init__")] = (name, package)


def statements(tree, everywhere):
    """The import statements Python runs when it imports the module (every branch of a
    module-level if or try, class bodies; not function bodies), or all of them."""
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and (taken := decided(node.test)) is not None:
            todo.extend(node.body if taken else node.orelse)
        elif everywhere or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            todo.extend(ast.iter_child_nodes(node))


# what a module-level test reads that this Python already knows: a module imported is never
# "__main__", and the platform is Pyodide's (so no Windows branch)
KNOWN = {"__name__": "", "sys.platform": sys.platform, "os.name": os.name}


def decided(test):
    """True or False for NAME == "value" (or !=) on a name of KNOWN, else None."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], (ast.Eq, ast.NotEq))
            and isinstance(test.comparators[0], ast.Constant)):
        return None
    name = ast.unparse(test.left)
    if name not in KNOWN:
        return None
    return (KNOWN[name] == test.comparators[0].value) == isinstance(test.ops[0], ast.Eq)


def imported_by(module, text, package, everywhere=False):
    """The module names the source imports (see statements)."""
    base = module if package else module.rpartition(".")[0]
    for node in statements(ast.parse(text), everywhere):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = base.split(".")
                head = ".".join(parts[: len(parts) - node.level + 1])
                target = f"{head}.{node.module}" if node.module else head
            else:
                target = node.module
            yield target
            for alias in node.names:
                yield f"{target}.{alias.name}"  # a submodule, when it is one


def with_parents(name):
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


engine_sources = []
for _module in pkgutil.walk_packages(dominorules.__path__, "dominorules."):
    spec = importlib.util.find_spec(_module.name)
    engine_sources.append((_module.name, spec.origin, _module.ispkg))
engine_sources.append(("dominorules", dominorules.__file__, True))

todo = [m for m in sys.modules if m in members]
for module, origin, package in engine_sources:
    with open(origin, encoding="utf-8") as file:
        todo.extend(imported_by(module, file.read(), package, everywhere=True))
kept = set()
while todo:
    for name in with_parents(todo.pop()):
        if name in members and name not in kept:
            kept.add(name)
            member, package = members[name]
            todo.extend(imported_by(name, source.read(member).decode("utf-8"), package))

out = io.BytesIO()
with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as cut:
    for name in sorted(kept):
        member, _ = members[name]
        info = zipfile.ZipInfo(member[:-3] + ".pyc", date_time=(2020, 1, 1, 0, 0, 0))
        info.external_attr = 0o644 << 16
        cut.writestr(info, pyc(source.read(member), member))
_cut = out.getvalue()
_count = len(kept)
`;

runTool("stdlib", (pyodide, engine) => {
  pyodide.unpackArchive(engine, "zip", { extractDir: "/home/pyodide/dominorules-stdlib" });
  pyodide.runPython(CUT);
  return { bytes: pyodide.globals.get("_cut").toJs(), count: pyodide.globals.get("_count") };
});
