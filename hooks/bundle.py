"""MkDocs hook: bundle the browser code (browser/src, TypeScript) with esbuild before anything
else of the build reads it (dominosite/bundle.py says what goes where). First among the hooks,
at the highest priority: pack.py makes Python's snapshot with the bundled python.mjs.
"""

from __future__ import annotations

from pathlib import Path

from dominosite import bundle
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import event_priority


@event_priority(1000)
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    try:
        bundle.bundle(Path(config.config_file_path).resolve().parent)
    except bundle.BundleError as exc:
        raise PluginError(str(exc)) from None
    return config


def on_serve(server: LiveReloadServer, config: MkDocsConfig, builder: object) -> LiveReloadServer:
    # `mkdocs serve`: a change of the browser code builds (and bundles) again
    server.watch(str(Path(config.config_file_path).resolve().parent / bundle.SRC))
    return server
