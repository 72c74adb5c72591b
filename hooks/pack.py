"""MkDocs hook: pack the engine, the pinned Pyodide runtime and Python's snapshot into the built site,
then precompress it (dominosite/compress.py: ``.gz`` and ``.br`` beside each file).

See dominosite/packing.py. The archive's name carries a content hash; the page blocks
(hooks/boards.py) point at it. Fails the build with a one-line message when
node_modules/pyodide is missing (run `npm ci`) or the engine catalogs are stale
(run `make catalogs`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

sys.path.insert(0, str(Path(__file__).resolve().parent))

from dominosite import compress, packing  # noqa: E402


def repo_root(config) -> Path:
    return Path(config.config_file_path).resolve().parent


def _pack(config, fresh: bool = False) -> packing.Pack:
    try:
        return packing.current(repo_root(config), fresh=fresh)
    except packing.PackError as exc:
        raise PluginError(str(exc)) from None


_command = {"name": "build"}


def on_startup(command, dirty):
    _command["name"] = command


@event_priority(100)
def on_config(config):
    # Every (nested, per-language) build starts here; pack again so that a changed
    # engine is picked up by `mkdocs serve` too. Early priority: boards.py reads it.
    _pack(config, fresh=True)
    return config


@event_priority(-100)
def on_post_build(config):
    # Late: the pages are final (tidy.py) when they are precompressed. Every language's build
    # ends here (mkdocs-static-i18n); each compresses what changed since (compress.py).
    pack = _pack(config)
    site = Path(config.site_dir)
    packing.write_pack(pack, site)
    try:
        packing.write_snapshot(pack, site, repo_root(config))
    except packing.PackError as exc:
        raise PluginError(str(exc)) from None
    if _command["name"] != "serve":  # `mkdocs serve` sends files as they are
        compress.compress_site(site, repo_root(config) / compress.CACHE)


def on_serve(server, config, builder):
    root = repo_root(config)
    for path in (root / "engine" / "dominorules", root / "translations", root / "hooks"):
        if path.exists():
            server.watch(str(path))
    return server
