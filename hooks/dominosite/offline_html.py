"""The offline copy on the pages: the ``domino-offline`` block (keep everything, offline.js) and
each language's offline page (hooks/offline.py)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from dominorules.words.i18n import translate

from .data import json_script
from .i18n import UI_IDS

# the offline page's texts (offline_page), written by the hook, not by offline.js
PAGE_IDS = ("ui.offline.page_title", "ui.offline.page_text", "ui.offline.page_kept")
OFFLINE_IDS = tuple(i for i in UI_IDS if i.startswith("ui.offline.") and i not in PAGE_IDS)


def render_offline(tr: Callable[..., str]) -> str:
    texts = {msgid: tr(msgid) for msgid in OFFLINE_IDS}
    return (
        '<div class="domino-offline">'
        + json_script("domino-offline__strings", texts)
        + f'<p class="domino-offline__about">{html.escape(tr("ui.offline.about_short"))}</p>'
        f'<button type="button" class="md-button domino-offline__keep" aria-pressed="false" hidden>'
        f'{html.escape(tr("ui.offline.keep"))}</button>'
        '<p class="domino-offline__status" role="status"></p>'
        "</div>"
    )


_CONTENT = re.compile(r"<h1>.*?</h1>.*?(?=\s*</article>)", re.S)
_TITLE = re.compile(r"<title>([^<]*)</title>")


def offline_page(not_found: str, lang: str) -> str:
    """The offline page of ``lang``: its 404 page (hooks/tidy.py) with the offline text.

    The list of kept pages (``domino-offline-kept``) is filled in by offline.js from the
    copies the service worker keeps; the link to the home page stays when nothing is kept.

    >>> html_404 = ('<title>Sidan finns inte – Dominoes</title>'
    ...             '<article><h1>x</h1><p><a href="/sv/">y</a></p></article>')
    >>> page = offline_page(html_404, "sv")
    >>> "<h1>Ingen uppkoppling</h1>" in page, 'href="/sv/"' in page
    (True, True)
    >>> "<title>Ingen uppkoppling – Dominoes</title>" in page
    True
    """
    def tr(msgid: str) -> str:
        return html.escape(translate(msgid, lang))

    home = re.search(r'<a href="([^"]*)">', not_found[not_found.find("<h1>"):])
    if home is None:
        raise ValueError("the 404 page has no link to the home page")
    body = (f"<h1>{tr('ui.offline.page_title')}</h1>"
            f'<p>{tr("ui.offline.page_text")}</p>'
            '<div class="domino-offline-kept" hidden>'
            f'<p>{tr("ui.offline.page_kept")}</p><ul class="domino-offline-kept__list"></ul></div>'
            f'<p><a href="{home.group(1)}">{tr("ui.not_found_home")}</a></p>')
    page, found = _CONTENT.subn(lambda _: body, not_found, count=1)
    if not found:
        raise ValueError("the 404 page's text was not found")
    # the 404 page's title is "<its own title> – <site>": the offline page keeps only the site
    def title(match: re.Match[str]) -> str:
        return f"<title>{tr('ui.offline.page_title')} – {match.group(1).rsplit(' – ', 1)[-1]}</title>"

    return _TITLE.sub(title, page, count=1)
