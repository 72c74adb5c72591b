"""MkDocs hook: the manifests of the offline copy, made after every build.

``tools/precache.mjs`` (workbox-build's ``getManifest``, pinned in package.json) lists, for
each language, every file a reader needs offline with a content revision, and writes
``<lang>/precache.json``. The service worker (docs/sw.js) keeps that list for readers who
install the site or ask for the offline copy, and replaces the whole copy when a new build
changes it. Fails the build with one line when Node or workbox-build is missing.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from dominosite import DEFAULT_LANG, LANGS
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

# mkdocs-static-i18n builds the languages one after another, in mkdocs.yml's order; the
# manifests are made once the last one is written.
LAST_LANG = LANGS[-1]


@event_priority(-100)  # after every other hook has written its files
def on_post_build(config: MkDocsConfig) -> None:
    if (config.theme["language"] or DEFAULT_LANG) != LAST_LANG:
        return
    root = Path(config.config_file_path).resolve().parent
    node = shutil.which("node")
    if node is None or not (root / "node_modules" / "workbox-build").is_dir():
        raise PluginError("the offline copy needs Node.js and workbox-build: run `npm ci`")
    run = subprocess.run([node, str(root / "tools" / "precache.mjs"), config.site_dir],
                         capture_output=True, text=True, cwd=root, timeout=600)
    if run.returncode:
        detail = (run.stderr.strip().splitlines() or ["failed"])[-1]
        raise PluginError(f"tools/precache.mjs: {detail}")
