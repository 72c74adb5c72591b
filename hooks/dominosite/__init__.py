"""Build-time machinery of the dominoes rules site (used by the MkDocs hooks in ../).

- ``tiles``: parse and validate the data of a ``domino-board`` block.
- ``svg``: draw a board as an inline SVG figure (no JavaScript needed to read it).
- ``fences``: find ``domino-board`` / ``domino-play`` fenced blocks in a page's Markdown.
- ``i18n``: translated labels at build time (through the engine's ``dominorules.words.i18n``).
- ``packing``: the engine archive and the pinned Pyodide runtime copied into the site.
- ``tutorials``: read and check ``tutorials/*.yaml``; ``tutorial_html``: a tutorial and the
  practice list as HTML; ``settler_html``: the dispute settler's block.
- ``data``: data for the browser code, embedded in a page as a JSON block.
"""

from dominorules.words.i18n import LANGUAGES

LANGS = LANGUAGES  # the site's languages are the engine's (dominorules.words.i18n.LANGUAGES, the one list)
DEFAULT_LANG = "en"  # the language at the site's root; every other has a folder of its own
