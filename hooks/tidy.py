"""MkDocs hook: small fixes to the pages Material and mkdocs-static-i18n write.

- A Content-Security-Policy ``<meta>`` on every page that allows this site's own
  scripts, styles and workers and nothing inline, plus the WebAssembly compile that
  Pyodide needs. Material's bundle carries latent loads from other hosts (a
  ResizeObserver polyfill for very old browsers, mermaid, GitHub repository facts);
  none is used here, and with this policy the browser refuses them even if one ever
  triggered. (The worker's own policy comes from the server's headers.)
- Material's few inline scripts (the storage helpers, the colour palette, tabbed
  anchors) move into files of their own, named by a hash of their text, so that the
  policy needs no 'unsafe-inline'. They stay where they were and run in the same order.
- Drop the per-page ``<link rel="alternate" hreflang=...>`` tags. Material's script
  fetches ``<that URL>/sitemap.xml`` for each of them (a 404 for every page but the
  home pages, since mkdocs-static-i18n points them at the page's translations). The
  language switcher in the header still links each page to its translations, and the
  i18n sitemap (sitemap.xml) still lists the alternates for search engines.
- Material's search dialog gets a name (the search field's label, in the page's language).
- 404 pages: every language build writes ``404.html`` at the site root, so the last
  language built would win. Keep the default language's at the root and put each
  other language's at ``<lang>/404.html``. Material's "404 - Not found" becomes a short
  page in the language: what happened and a link to that language's start page.
"""

from __future__ import annotations

import hashlib
import html
import re
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from dominosite import DEFAULT_LANG
from dominosite.i18n import translate

if TYPE_CHECKING:  # deploy/nginx_run.py imports this module for CSP alone
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.pages import Page

CSP = (
    "default-src 'self'; "
    "script-src 'self' 'wasm-unsafe-eval'; "
    "style-src 'self'; "
    "img-src 'self' data:; "
    "font-src 'self' data:; "
    "connect-src 'self'; "
    "worker-src 'self'; "
    "object-src 'none'; "
    "base-uri 'self'; "
    "form-action 'self'"
)
CSP_META = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'

# An inline script that runs: no src attribute and no non-script type (JSON data stays).
_INLINE_SCRIPT = re.compile(r"<script>(?P<code>.*?)</script>", re.DOTALL)
INLINE_DIR = "assets/js/inline"
_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')
_HEAD = re.compile(r"<head>", re.IGNORECASE)

_default_404: dict[str, str] = {}


def _externalise(output: str, site_dir: str, prefix: str) -> str:
    """Move each inline script into ``assets/js/inline/<hash>.js`` and load it from there.

    ``prefix`` leads from the page to the site root ("../../" or, for 404 pages, "/").
    """

    def move(match: re.Match[str]) -> str:
        code = match.group("code")
        name = hashlib.sha256(code.encode("utf-8")).hexdigest()[:16] + ".js"
        target = Path(site_dir) / INLINE_DIR / name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(code, encoding="utf-8")
        return f'<script src="{prefix}{INLINE_DIR}/{name}"></script>'

    return _INLINE_SCRIPT.sub(move, output)


_SEARCH_DIALOG = re.compile(r'(<div class="md-search" data-md-component="search" role="dialog")>')
_SEARCH_LABEL = re.compile(r'<input type="text" class="md-search__input"[^>]*aria-label="([^"]*)"')


def _name_search_dialog(output: str) -> str:
    """Material's search is a dialog without a name; give it the search field's (translated) label."""
    label = _SEARCH_LABEL.search(output)
    if not label:
        return output
    return _SEARCH_DIALOG.sub(rf'\1 aria-label="{label.group(1)}">', output, count=1)


def tidy(output: str, site_dir: str, prefix: str) -> str:
    output = _externalise(output, site_dir, prefix)
    output = _name_search_dialog(output)
    output = _ALTERNATE.sub("", output)
    if CSP_META not in output:
        output = _HEAD.sub("<head>\n    " + CSP_META, output, count=1)
    return output


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    return tidy(output, config.site_dir, "../" * page.url.count("/"))


_NOT_FOUND = re.compile(r"<h1>404 - Not found</h1>")


_TITLE = re.compile(r"<title>([^<]*)</title>")


def not_found_page(output: str, lang: str, home: str) -> str:
    """Material's English "404 - Not found" heading, replaced by a short page in ``lang``, and
    its title (the site's name alone) said as every page's is: "Page not found – <site>"."""
    body = (f'<h1>{html.escape(translate("ui.not_found_title", lang))}</h1>'
            f'<p>{html.escape(translate("ui.not_found_text", lang))}</p>'
            f'<p><a href="{html.escape(home)}">{html.escape(translate("ui.not_found_home", lang))}</a></p>')
    output, found = _NOT_FOUND.subn(body, output, count=1)
    if not found:
        raise ValueError("404.html: Material's heading was not found, so the page cannot be translated")
    title = html.escape(translate("ui.not_found_title", lang))
    return _TITLE.sub(lambda m: f"<title>{title} – {m.group(1)}</title>", output, count=1)


def on_post_template(output: str, template_name: str, config: MkDocsConfig) -> str:
    if template_name != "404.html":
        return output
    lang = config.theme["language"] or DEFAULT_LANG
    root = urlsplit(config.site_url or "/").path or "/"
    output = not_found_page(output, lang, root if lang == DEFAULT_LANG else f"{root}{lang}/")
    # 404.html is served at any depth, so its scripts are addressed from the site's root path
    output = tidy(output, config.site_dir, urlsplit(config.site_url or "/").path or "/")
    site = str(Path(config.site_dir).resolve())
    if lang == DEFAULT_LANG:
        _default_404[site] = output
        return output
    dest = Path(site) / lang / "404.html"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(output, encoding="utf-8")
    return _default_404.get(site, output)
