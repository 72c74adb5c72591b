"""MkDocs hook: the offline copy's pages and manifests, made after every build.

- Each language's offline page (``offline.html``, ``<lang>/offline.html``): the language's
  404 page (hooks/tidy.py) with its text replaced by ``dominosite/offline_html.py``'s. The
  service worker answers with it for a page that is kept nowhere; it is in no navigation,
  search index or sitemap.
- ``tools/precache.mjs`` (workbox-build, pinned in package.json) lists what the service worker
  keeps: the core, injected into ``sw.js``; the pages of each language, ``<lang>/precache.json``;
  the engine, ``engine/precache.json``; their sizes in ``offline.json``.
- The files written here are precompressed as the others are (``dominosite/compress.py``).

Fails the build with one line when Node or workbox-build is missing.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from dominosite import DEFAULT_LANG, LANGS, bundle, compress
from dominosite.offline_html import offline_page
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority

# mkdocs-static-i18n builds the languages one after another, in mkdocs.yml's order; the
# manifests are made once the last one is written.
LAST_LANG = LANGS[-1]
_command = {"name": "build"}


def on_startup(command: str, dirty: bool) -> None:
    _command["name"] = command


@event_priority(-100)  # after every other hook has written its files
def on_post_build(config: MkDocsConfig) -> None:
    if (config.theme["language"] or DEFAULT_LANG) != LAST_LANG:
        return
    root = Path(config.config_file_path).resolve().parent
    site = Path(config.site_dir)
    for lang in LANGS:
        folder = site if lang == DEFAULT_LANG else site / lang
        try:
            page = offline_page((folder / "404.html").read_text(encoding="utf-8"), lang)
        except (OSError, ValueError) as exc:
            raise PluginError(f"offline.html ({lang}): {exc}") from None
        (folder / "offline.html").write_text(page, encoding="utf-8")
    node = shutil.which("node")
    if node is None or not (root / "node_modules" / "workbox-build").is_dir():
        raise PluginError("the offline copy needs Node.js and workbox-build: run `npm ci`")
    run = subprocess.run([node, str(root / "tools" / "precache.mjs"), config.site_dir,
                          str(root / bundle.SW_OUT), ",".join(bundle.on_demand(root))],
                         capture_output=True, text=True, cwd=root, timeout=600)
    if run.returncode:
        detail = (run.stderr.strip().splitlines() or ["failed"])[-1]
        raise PluginError(f"tools/precache.mjs: {detail}")
    if _command["name"] != "serve":  # `mkdocs serve` sends files as they are
        compress.compress_site(site, root / compress.CACHE)
