"""Precompress the built site: ``name.gz`` and ``name.br`` beside every text or binary file
that shrinks, for a web server that serves them as they are (nginx's ``gzip_static`` and
``brotli_static``, deploy/site.conf.in) instead of compressing on every request.

gzip comes from the standard library (level 9; level 6 for files of 1 MB or more, nearly as
small and several times faster); brotli from the pinned ``brotli`` package (quality 9;
quality 5 for other files of 1 MB or more, the snapshot above all: within 5 % of quality 9
and five times faster). What a first visit waits for before its first answer, Python's
runtime (``.wasm``, ``.mjs``) and the archives of the standard library and the engine
(``.zip``), gets brotli's best, quality 11 with a 16 MB window: the runtime's 9.2 MB travel
as 2.77 MB instead of 3.23 MB, for about 25 s of one build's CPU (kept in the cache below).
Both are made only when smaller than the file. Large files are the same from build to build
(the runtime, the snapshot), so their compressed copies are kept in
``node_modules/.cache/dominorules-compressed`` under their content hash and copied from there next time.

>>> import tempfile
>>> site = Path(tempfile.mkdtemp())
>>> _ = (site / "index.html").write_text("<p>domino</p>" * 200)
>>> _ = (site / "tiny.css").write_text("p{}")
>>> sorted(p.name for p in compress_site(site, cache=None))
['index.html.br', 'index.html.gz']
>>> gzip.decompress((site / "index.html.gz").read_bytes()) == (site / "index.html").read_bytes()
True
>>> compress_site(site, cache=None)  # nothing changed since
[]
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
from collections.abc import Iterator
from pathlib import Path

import brotli

SUFFIXES = frozenset((".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt", ".map",
                      ".wasm", ".snapshot", ".webmanifest", ".zip"))
FIRST_VISIT = frozenset((".wasm", ".mjs", ".zip"))  # packed as small as brotli can
MIN_SIZE = 1024  # smaller files gain nothing worth a second request path
BIG = 1024 * 1024
CACHE = Path("node_modules") / ".cache" / "dominorules-compressed"


def _gzip(data: bytes, suffix: str) -> bytes:
    return gzip.compress(data, compresslevel=6 if len(data) >= BIG else 9, mtime=0)


def _brotli(data: bytes, suffix: str) -> bytes:
    if suffix in FIRST_VISIT:
        return bytes(brotli.compress(data, quality=11, lgwin=24))
    return bytes(brotli.compress(data, quality=5 if len(data) >= BIG else 9))


ENCODERS = ((".gz", _gzip), (".br", _brotli))


def _write(dest: Path, data: bytes) -> None:
    tmp = dest.with_name(dest.name + ".part")
    tmp.write_bytes(data)
    tmp.replace(dest)


def compress_file(path: Path, cache: Path | None) -> Iterator[Path]:
    """Write ``path.gz`` and ``path.br`` when they are smaller; yield what was written."""
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest() if cache is not None and len(data) >= BIG else None
    for suffix, encode in ENCODERS:
        dest = path.with_name(path.name + suffix)
        best = ".best" if path.suffix in FIRST_VISIT and suffix == ".br" else ""
        kept = cache / f"{digest}{best}{suffix}" if cache is not None and digest else None
        if kept is not None and kept.is_file():
            shutil.copyfile(kept, dest)
            yield dest
            continue
        packed = encode(data, path.suffix)
        if len(packed) >= len(data):
            dest.unlink(missing_ok=True)
            continue
        _write(dest, packed)
        if kept is not None:
            kept.parent.mkdir(parents=True, exist_ok=True)
            _write(kept, packed)
        yield dest


def _fresh(path: Path) -> bool:
    """Are the copies of ``path`` newer than it (made by an earlier call of this build)?"""
    mtime = path.stat().st_mtime_ns
    copies = [path.with_name(path.name + suffix) for suffix, _ in ENCODERS]
    return all(c.is_file() and c.stat().st_mtime_ns >= mtime for c in copies)


def compress_site(site: Path, cache: Path | None) -> list[Path]:
    """Precompress every file of the site that is worth it and changed; the files written.

    A build may call this several times (once per language): only files written since
    the last call are compressed again.
    """
    out: list[Path] = []
    for path in sorted(site.rglob("*")):
        if path.suffix not in SUFFIXES or not path.is_file() or path.stat().st_size < MIN_SIZE:
            continue
        if not _fresh(path):
            out.extend(compress_file(path, cache))
    return out
