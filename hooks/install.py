"""MkDocs hook: the site as an app a phone can install, one per language.

- ``<lang>/manifest.webmanifest`` (``manifest.webmanifest`` at the root for English): the
  name and description in that language, the language's home page as start URL, the score
  pad as a shortcut, and the icons drawn by ``tools/make_icons.py`` (192 and 512 px, a
  maskable 512 px one).
- Every page links its language's manifest, the 180 px ``apple-touch-icon`` and the theme
  colour.
"""

from __future__ import annotations

import json
from pathlib import Path, PurePosixPath

from dominosite import DEFAULT_LANG, LANGS
from dominosite.i18n import translate
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.pages import Page

THEME_COLOR = "#00796b"
MANIFEST = "manifest.webmanifest"
ICONS = (("icon-192.png", "192x192", "any"), ("icon-512.png", "512x512", "any"),
         ("icon-maskable-512.png", "512x512", "maskable"))


def lang_folder(lang: str) -> str:
    """The language's folder in the site: "" for English, "sv/" for Swedish."""
    return "" if lang == DEFAULT_LANG else f"{lang}/"


def manifest(lang: str) -> dict[str, object]:
    up = "../" if lang != DEFAULT_LANG else ""
    return {
        "id": f"./?app={lang}",
        "name": translate("ui.app.name", lang),
        "short_name": translate("ui.app.short_name", lang),
        "description": translate("ui.app.description", lang),
        "lang": lang,
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOR,
        "icons": [{"src": f"{up}assets/icons/{name}", "sizes": sizes, "type": "image/png", "purpose": purpose}
                  for name, sizes, purpose in ICONS],
        "shortcuts": [{"name": translate("ui.app.score_pad", lang), "url": "score/",
                       "icons": [{"src": f"{up}assets/icons/icon-192.png", "sizes": "192x192"}]}],
    }


def head_links(lang: str, prefix: str) -> str:
    return (f'<link rel="manifest" href="{prefix}{lang_folder(lang)}{MANIFEST}">'
            f'<link rel="apple-touch-icon" href="{prefix}assets/icons/apple-touch-icon.png">'
            f'<meta name="theme-color" content="{THEME_COLOR}">')


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    first = PurePosixPath(page.file.src_uri).parts[0]
    lang = first if first in LANGS else DEFAULT_LANG
    prefix = "../" * page.url.count("/") or "./"
    return output.replace("</head>", head_links(lang, prefix) + "</head>", 1)


def on_post_build(config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    for lang in LANGS:
        path = site / lang_folder(lang) / MANIFEST
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(manifest(lang), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
