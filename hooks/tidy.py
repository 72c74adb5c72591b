"""MkDocs hook: small fixes to the pages Material and mkdocs-static-i18n write.

- A Content-Security-Policy ``<meta>`` on every page that allows loads from this site
  only. Material's bundle carries latent loads from other hosts (a ResizeObserver
  polyfill for very old browsers, mermaid, GitHub repository facts); none is used
  here, and with this policy the browser refuses them even if one ever triggered.
  WebAssembly runs in the engine's worker, whose own policy comes from the server.
- Drop the per-page ``<link rel="alternate" hreflang=...>`` tags. Material's script
  fetches ``<that URL>/sitemap.xml`` for each of them (a 404 for every page but the
  home pages, since mkdocs-static-i18n points them at the page's translations). The
  language switcher in the header still links each page to its translations, and the
  i18n sitemap (sitemap.xml) still lists the alternates for search engines.
- 404 pages: every language build writes ``404.html`` at the site root, so the last
  language built would win. Keep the default language's at the root and put each
  other language's at ``<lang>/404.html``.
"""

from __future__ import annotations

import re
from pathlib import Path

CSP = (
    "default-src 'self'; "
    "script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; "
    "font-src 'self' data:; "
    "connect-src 'self'; "
    "worker-src 'self'; "
    "object-src 'none'; "
    "base-uri 'self'; "
    "form-action 'self'"
)
CSP_META = f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'

_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')
_HEAD = re.compile(r"<head>", re.IGNORECASE)


DEFAULT_LANG = "en"
_default_404: dict[str, str] = {}


def tidy(output: str) -> str:
    output = _ALTERNATE.sub("", output)
    if CSP_META not in output:
        output = _HEAD.sub("<head>\n    " + CSP_META, output, count=1)
    return output


def on_post_page(output, page, config):
    return tidy(output)


def on_post_template(output, template_name, config):
    if template_name != "404.html":
        return output
    output = tidy(output)
    lang = config.theme["language"] or DEFAULT_LANG
    site = str(Path(config.site_dir).resolve())
    if lang == DEFAULT_LANG:
        _default_404[site] = output
        return output
    dest = Path(site) / lang / "404.html"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(output, encoding="utf-8")
    return _default_404.get(site, output)
