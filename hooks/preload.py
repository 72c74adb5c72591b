"""MkDocs hook: every script a page runs is asked for at once, from the top of ``<head>``.

Material's inline scripts became files of their own (tidy.py), and they, Material's bundle and
the blocks' scripts sit at the end of ``<body>``. Each classic one there blocks the parser,
and over HTTP/1.1 Chromium fetched them one after the other, a round trip each; a module's own
imports were found only once the module had arrived. On the phone bench's 4G link
(bench/phone_visit.py) the page was ready 0.35 s later for it, and so was the board's Start.
So each page gets, right after its charset (after warm.js when the page has it: boards.py puts
that first, for a return visit's early start), a ``<link rel="preload" as="script">`` for each
classic script of its body and a ``<link rel="modulepreload">`` for each module script and the
chunks it imports (esbuild's metafile, dominosite/bundle.py). They still run where they are,
in the same order. Scripts in ``<head>`` and links already there are left alone.

Last among the hooks' page steps: every script is in the page by then.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from dominosite import bundle

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.pages import Page

_BODY = re.compile(r"<body[\s>]", re.IGNORECASE)
_SCRIPT = re.compile(r"<script\b(?P<attrs>[^>]*)>", re.IGNORECASE)
_SRC = re.compile(r'\ssrc="(?P<src>[^"]+)"')
_MODULE = re.compile(r'\stype="module"')
_LINK_HREF = re.compile(r'<link\b[^>]*\shref="(?P<href>[^"]+)"', re.IGNORECASE)
_CHARSET = re.compile(r"<meta charset=[^>]*>", re.IGNORECASE)
_WARM = re.compile(r"<script[^>]*\sdata-domino-warm[\s>][^>]*>\s*</script>", re.IGNORECASE)
JS_DIR = "assets/js/"


def preload_links(output: str, root: Path) -> str:
    """The page with its body's scripts asked for from ``<head>``.

    >>> page = ('<head><meta charset="utf-8"></head><body><script src="a.js"></script>'
    ...         '<script type="application/json">{}</script>'
    ...         '<script src="../assets/js/play.js" type="module"></script></body>')
    >>> print(preload_links(page, Path("/nowhere")).split("</head>")[0])
    <head><meta charset="utf-8">
    <link rel="preload" as="script" href="a.js">
    <link rel="modulepreload" href="../assets/js/play.js">
    """
    body = _BODY.search(output)
    at = _WARM.search(output) or _CHARSET.search(output)
    if not body or not at or at.start() > body.start():
        return output
    have = {m["href"] for m in _LINK_HREF.finditer(output[: body.start()])}
    links: list[str] = []

    def ask(href: str, tag: str) -> None:
        if href not in have:
            have.add(href)
            links.append(tag)

    for script in _SCRIPT.finditer(output, body.start()):
        src = _SRC.search(script["attrs"])
        if not src:
            continue
        href = src["src"]
        if not _MODULE.search(script["attrs"]):
            ask(href, f'<link rel="preload" as="script" href="{href}">')
            continue
        ask(href, f'<link rel="modulepreload" href="{href}">')
        if JS_DIR in href:
            folder = href[: href.index(JS_DIR) + len(JS_DIR)]
            for chunk in bundle.static_imports(root, href.rsplit("/", 1)[1]):
                ask(folder + chunk, f'<link rel="modulepreload" href="{folder}{chunk}">')
    if not links:
        return output
    return output[: at.end()] + "\n" + "\n".join(links) + output[at.end():]


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return preload_links(output, Path(config.config_file_path).resolve().parent)
