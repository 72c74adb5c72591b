"""MkDocs hook: pack the engine, the pinned Pyodide runtime and Python's snapshot into the built site,
then precompress it (dominosite/compress.py: ``.gz`` and ``.br`` beside each file).

See dominosite/packing.py. The archive's name carries a content hash; the page blocks
(hooks/boards.py) point at it. Fails the build with a one-line message when
node_modules/pyodide is missing (run `npm ci`) or the engine catalogs are stale
(run `make catalogs`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from dominosite import compress, packing
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import event_priority


def repo_root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).resolve().parent


def _pack(config: MkDocsConfig, fresh: bool = False) -> packing.Pack:
    try:
        return packing.current(repo_root(config), fresh=fresh)
    except packing.PackError as exc:
        raise PluginError(str(exc)) from None


_command = {"name": "build"}


def on_startup(command: str, dirty: bool) -> None:
    _command["name"] = command


@event_priority(100)
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # Every (nested, per-language) build starts here; pack again so that a changed
    # engine is picked up by `mkdocs serve` too. Early priority: boards.py reads it.
    _pack(config, fresh=True)
    return config


@event_priority(-100)
def on_post_build(config: MkDocsConfig) -> None:
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


def on_serve(server: LiveReloadServer, config: MkDocsConfig,
             builder: Callable[..., Any]) -> LiveReloadServer:
    root = repo_root(config)
    for path in (root / "engine" / "dominorules", root / "translations", root / "hooks"):
        if path.exists():
            server.watch(str(path))
    return server
