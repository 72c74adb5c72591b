"""Pack the engine and the pinned Pyodide runtime into the built site.

- The engine: ``engine/dominorules`` (its modules, data files and the compiled catalogs
  ``locale/<lang>/LC_MESSAGES/dominorules.mo``) as a deterministic zip named
  ``engine/dominorules-<sha256 prefix>.zip``: a new engine gets a new URL, so no cache
  serves a stale one. Each module is compiled by Pyodide's own Python into a sourceless
  ``.pyc`` (``tools/engine_pyc.mjs``, under Node; kept in
  ``node_modules/.cache/dominorules-engine-pyc``), so that a start imports without compiling.
  The browser unpacks it with ``pyodide.unpackArchive``.
- The runtime: the four files Pyodide needs, copied from ``node_modules/pyodide`` into
  ``pyodide/<version>/`` (the version in the URL for the same reason), and instead of
  Pyodide's whole standard library (2.5 MB of source) the part of it the engine needs,
  compiled (``tools/stdlib.mjs``, under Node with the pinned Pyodide):
  ``pyodide/<version>/python_stdlib-<sha256 prefix>.zip``, passed to ``loadPyodide`` as
  ``stdLibURL``. Made once per engine, Pyodide and tool, and kept in
  ``node_modules/.cache/dominorules-stdlib``.
- Python's memory snapshot with the engine imported (``tools/snapshot.mjs``, run with
  Node on the site just written): ``pyodide/<version>/dominorules-<engine hash>-<stdlib hash>.snapshot``,
  so a new Pyodide or a new engine gets a new URL. The browser starts from it and falls
  back to a plain start (``docs/assets/js/python.mjs``, DESIGN-startup.md). Made once per
  engine, Pyodide and snapshot code, and kept in ``node_modules/.cache/dominorules-snapshot``.
- ``engine/manifest.json`` names them (paths relative to the site root), for the tests
  and the benchmark.

The Pyodide version is pinned in one place, ``package.json`` (and its lock file); every
path above takes it from ``node_modules/pyodide/package.json``.

Nothing of this is committed; the build makes it.
"""

from __future__ import annotations

import hashlib
import io
import json
import shutil
import subprocess
import zipfile
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from . import LANGS

RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "pyodide-lock.json",
)
FULL_STDLIB = "python_stdlib.zip"  # Pyodide's, which tools/stdlib.mjs cuts
LOCK_FILE = "pyodide-lock.json"


def engine_lock(lock: bytes) -> bytes:
    """Pyodide's lock file with no packages: the engine loads none, and every start reads it
    (119 KB, 25 KB on the wire, for the names of 300 packages no page asks for).

    >>> engine_lock(b'{"info": {"python": "3.14.2"}, "packages": {"numpy": {}}}')
    b'{"info": {"python": "3.14.2"}, "packages": {}}'
    """
    data = json.loads(lock)
    return json.dumps({"info": data["info"], "packages": {}}).encode()
ZIP_DATE = (2020, 1, 1, 0, 0, 0)
ENGINE_PACKAGE = "dominorules"


class PackError(RuntimeError):
    pass


@dataclass(frozen=True)
class Pack:
    engine_zip: bytes
    engine_path: str  # relative to the site root, e.g. "engine/dominorules-0123abcd4567.zip"
    sha256: str
    runtime_src: Path
    runtime_path: str  # relative to the site root, e.g. "pyodide/314.0.7/"
    pyodide_version: str
    stdlib_zip: bytes  # the standard library the engine needs (tools/stdlib.mjs)

    @cached_property  # (every block of every page asks: hashed and counted once a build)
    def stdlib_path(self) -> str:
        """Where the build puts it: "pyodide/<version>/python_stdlib-<sha256 prefix>.zip"."""
        return f"{self.runtime_path}python_stdlib-{hashlib.sha256(self.stdlib_zip).hexdigest()[:12]}.zip"

    @cached_property
    def start_bytes(self) -> int:
        """What the worker fetches for a plain start (decoded): the total of its progress bar.
        (Pyodide's two scripts are imported, not fetched, and so not counted.)"""
        wasm = (self.runtime_src / "pyodide.asm.wasm").stat().st_size
        lock = len(engine_lock((self.runtime_src / LOCK_FILE).read_bytes()))
        return wasm + lock + len(self.stdlib_zip) + len(self.engine_zip)

    def block_data(self, root: str) -> dict[str, str]:
        """The attributes of a page block that runs the engine (``root``: the site root, relative)."""
        return {"data-root": root, "data-engine": self.engine_path, "data-pyodide": self.runtime_path,
                "data-stdlib": self.stdlib_path, "data-start-bytes": str(self.start_bytes)}

    def manifest(self) -> dict[str, str]:
        return {
            "engine": self.engine_path,
            "engine_sha256": self.sha256,
            "pyodide": self.runtime_path,
            "pyodide_version": self.pyodide_version,
            "package": ENGINE_PACKAGE,
            "snapshot": self.snapshot_path,
            "stdlib": self.stdlib_path,
        }

    @property
    def snapshot_path(self) -> str:
        """Where the build puts Python's snapshot:
        "pyodide/<version>/dominorules-<engine hash>-<stdlib hash>.snapshot" (python.ts's snapshotName)."""
        stdlib_hash = Path(self.stdlib_path).stem.removeprefix("python_stdlib-")
        return f"{self.runtime_path}{Path(self.engine_path).stem}-{stdlib_hash}.snapshot"


def runtime_dir(root: Path) -> Path:
    """``node_modules/pyodide`` with every file we need, or a one-line error."""
    src = root / "node_modules" / "pyodide"
    missing = [f for f in (*RUNTIME_FILES, FULL_STDLIB) if not (src / f).is_file()]
    if missing:
        raise PackError(f"the Pyodide runtime is missing ({src}/{missing[0]}): run `npm ci` in {root}")
    return src


def pyodide_version(src: Path) -> str:
    return str(json.loads((src / "package.json").read_text(encoding="utf-8"))["version"])


def check_catalogs(root: Path) -> None:
    """Each translations/<lang>.po must be compiled into the engine, and not be newer."""
    pkg = root / "engine" / ENGINE_PACKAGE
    for lang in LANGS:
        po = root / "translations" / f"{lang}.po"
        mo = pkg / "locale" / lang / "LC_MESSAGES" / f"{ENGINE_PACKAGE}.mo"
        if not po.is_file():
            continue
        if not mo.is_file():
            raise PackError(f"{mo.relative_to(root)} is missing: run `make catalogs`")
        if mo.stat().st_mtime < po.stat().st_mtime:
            raise PackError(
                f"{mo.relative_to(root)} is older than {po.relative_to(root)}: run `make catalogs`"
            )


def engine_zip(root: Path) -> bytes:
    """A deterministic zip of engine/dominorules (sorted entries, fixed dates)."""
    pkg = root / "engine" / ENGINE_PACKAGE
    if not (pkg / "__init__.py").is_file():
        raise PackError(f"the engine package is missing: {pkg}/__init__.py")
    files = sorted(
        p
        for p in pkg.rglob("*")
        if p.is_file()
        and "__pycache__" not in p.parts
        and p.suffix not in (".pyc", ".pyo")
        and not any(part.startswith(".") for part in p.relative_to(pkg).parts)
    )
    buf = io.BytesIO()
    # stored, not deflated: brotli packs the whole archive on the wire better than deflate
    # packs each file (the site serves it precompressed, compress.py)
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as zf:
        for p in files:
            info = zipfile.ZipInfo(p.relative_to(pkg.parent).as_posix(), date_time=ZIP_DATE)
            info.external_attr = 0o644 << 16
            zf.writestr(info, p.read_bytes())
    return buf.getvalue()


STDLIB_TOOL = "tools/stdlib.mjs"
STDLIB_CACHE = Path("node_modules") / ".cache" / "dominorules-stdlib"
ENGINE_PYC_TOOL = "tools/engine_pyc.mjs"
ENGINE_PYC_CACHE = Path("node_modules") / ".cache" / "dominorules-engine-pyc"
SHARED_TOOLS = ("tools/pyc.mjs",)  # what both tools import: a change makes both again


def made_with_node(root: Path, tool: str, cache: Path, src: Path, engine: bytes, version: str) -> bytes:
    """What ``node <tool> <runtime> <engine zip> <out zip>`` makes, from the cache or made now
    (kept per Pyodide version, engine and tool)."""
    h = hashlib.sha256(f"{version}\0".encode() + engine + b"\0" + (root / tool).read_bytes())
    for shared in SHARED_TOOLS:
        h.update(b"\0" + (root / shared).read_bytes())
    cached = root / cache / f"{h.hexdigest()[:24]}.zip"
    if cached.is_file():
        return cached.read_bytes()
    node = shutil.which("node")
    if node is None:
        raise PackError(f"node is missing: the build runs {tool} with Node.js")
    cached.parent.mkdir(parents=True, exist_ok=True)
    archive = cached.with_suffix(".engine")
    archive.write_bytes(engine)
    try:
        proc = subprocess.run([node, str(root / tool), str(src), str(archive), str(cached)],
                              capture_output=True, text=True, timeout=300)
    finally:
        archive.unlink(missing_ok=True)
    if proc.returncode != 0 or not cached.is_file():
        last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        raise PackError(f"{tool} failed (status {proc.returncode}): {last}")
    for old in cached.parent.glob("*.zip"):
        if old != cached:
            old.unlink()
    return cached.read_bytes()


def make_pack(root: Path) -> Pack:
    src = runtime_dir(root)
    check_catalogs(root)
    sources = engine_zip(root)
    version = pyodide_version(src)
    # the browser gets the engine compiled (tools/engine_pyc.mjs); the library is cut by
    # following the sources' imports (tools/stdlib.mjs)
    data = made_with_node(root, ENGINE_PYC_TOOL, ENGINE_PYC_CACHE, src, sources, version)
    digest = hashlib.sha256(data).hexdigest()
    return Pack(
        engine_zip=data,
        engine_path=f"engine/{ENGINE_PACKAGE}-{digest[:12]}.zip",
        sha256=digest,
        runtime_src=src,
        runtime_path=f"pyodide/{version}/",
        pyodide_version=version,
        stdlib_zip=made_with_node(root, STDLIB_TOOL, STDLIB_CACHE, src, sources, version),
    )


def _write_if_changed(dest: Path, data: bytes) -> None:
    if dest.is_file() and dest.read_bytes() == data:
        return
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(data)


def write_pack(pack: Pack, site_dir: Path) -> None:
    """Write the engine archive, the manifest and the runtime into the built site."""
    engine_dir = site_dir / "engine"
    if engine_dir.is_dir():  # drop archives of older engines
        for old in engine_dir.glob(f"{ENGINE_PACKAGE}-*.zip"):
            if old.name != Path(pack.engine_path).name:
                old.unlink()
    _write_if_changed(site_dir / pack.engine_path, pack.engine_zip)
    _write_if_changed(
        engine_dir / "manifest.json",
        (json.dumps(pack.manifest(), indent=2) + "\n").encode(),
    )
    dest = site_dir / pack.runtime_path
    dest.mkdir(parents=True, exist_ok=True)
    for old in dest.glob("python_stdlib*.zip"):  # Pyodide's whole library, or an older cut
        if old != site_dir / pack.stdlib_path:
            old.unlink()
    _write_if_changed(site_dir / pack.stdlib_path, pack.stdlib_zip)
    for name in RUNTIME_FILES:
        s, d = pack.runtime_src / name, dest / name
        if name == LOCK_FILE:
            _write_if_changed(d, engine_lock(s.read_bytes()))
            continue
        if d.is_file() and d.stat().st_size == s.stat().st_size and d.stat().st_mtime >= s.stat().st_mtime:
            continue
        shutil.copy2(s, d)


# what a snapshot is made by: a change to either makes a new one
# (python.mjs: bundled from browser/src/engine/python.ts by hooks/bundle.py, before this runs)
SNAPSHOT_CODE = ("tools/snapshot.mjs", "docs/assets/js/python.mjs")
SNAPSHOT_CACHE = Path("node_modules") / ".cache" / "dominorules-snapshot"


def snapshot_key(pack: Pack, root: Path) -> str:
    """What the snapshot depends on: Pyodide's version, the engine archive, the code that makes it."""
    h = hashlib.sha256(f"{pack.pyodide_version}\0{pack.sha256}\0{pack.stdlib_path}".encode())
    for name in SNAPSHOT_CODE:
        h.update(b"\0" + (root / name).read_bytes())
    return h.hexdigest()[:24]


def write_snapshot(pack: Pack, site_dir: Path, root: Path) -> None:
    """Put the snapshot into the built site (after write_pack): from the cache, or made with Node."""
    dest = site_dir / pack.snapshot_path
    for old in dest.parent.glob(f"{ENGINE_PACKAGE}-*.snapshot"):
        if old != dest:
            old.unlink()
    cached = root / SNAPSHOT_CACHE / f"{Path(pack.snapshot_path).name}.{snapshot_key(pack, root)}"
    if not cached.is_file():
        node = shutil.which("node")
        if node is None:
            raise PackError("node is missing: the build makes Python's snapshot with Node.js")
        proc = subprocess.run([node, str(root / "tools" / "snapshot.mjs"), str(site_dir)],
                              capture_output=True, text=True, timeout=300)
        if proc.returncode != 0 or not dest.is_file():
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            raise PackError(f"tools/snapshot.mjs failed (status {proc.returncode}): {last}")
        cached.parent.mkdir(parents=True, exist_ok=True)
        for old in cached.parent.glob(f"{Path(pack.snapshot_path).name}.*"):
            old.unlink()
        tmp = cached.with_suffix(".part")
        shutil.copyfile(dest, tmp)
        tmp.replace(cached)
    elif not (dest.is_file() and dest.stat().st_size == cached.stat().st_size):
        shutil.copyfile(cached, dest)


_current: dict[Path, Pack] = {}


def current(root: Path, fresh: bool = False) -> Pack:
    """The pack for this build, made once per build (``fresh=True`` makes it again)."""
    if fresh or root not in _current:
        _current[root] = make_pack(root)
    return _current[root]
