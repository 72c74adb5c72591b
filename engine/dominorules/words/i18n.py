"""Translation at the edge: message ids to text in en, sv, de or nb.

The catalogs are ``translations/<lang>.po``, compiled by the build into
``dominorules/locale/<lang>/LC_MESSAGES/dominorules.mo``. A string missing or
broken in a catalog falls back to English, never to the raw message id.

>>> translate(Message("end.out", {"player": 2}), "en")
'Player 2 played their last tile and wins.'
>>> translate("end.out", "xx", {"player": 2})
'Player 2 played their last tile and wins.'

A message with a count (:data:`dominorules.words.messages.COUNTS`) is a gettext plural
entry; the number in its counting parameter chooses the form, by the catalog's own
plural rule (``nplurals=2; plural=(n != 1)`` for en, sv, de and nb):

>>> translate("error.hand-size", "en", {"player": 2, "count": 1, "size": 7})
'Player 2 has 1 tile; these rules deal 7.'
>>> translate("error.hand-size", "en", {"player": 2, "count": 6, "size": 7})
'Player 2 has 6 tiles; these rules deal 7.'
"""

from __future__ import annotations

import gettext
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from .errors import DominoError
from .message import Message, ParamValue, Plural, plural_id, render
from .message import say as say_value
from .messages import COUNTS, ENGLISH

LANGUAGES = ("en", "sv", "de", "nb")
LOCALE_DIR = Path(__file__).parent.parent / "locale"


@cache
def catalog(lang: str) -> gettext.NullTranslations:
    """The compiled catalog for ``lang`` (an empty one when it is not built)."""
    if lang not in LANGUAGES:
        return gettext.NullTranslations()
    try:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / "dominorules.mo", "rb") as file:
            return gettext.GNUTranslations(file)
    except OSError:
        return gettext.NullTranslations()


def _lookup(msgid: str, lang: str, count: int | None) -> str | None:
    """The wording of ``msgid`` in the catalog of ``lang`` alone, or ``None``."""
    counting = COUNTS.get(msgid)
    if counting is None:
        text = catalog(lang).gettext(msgid)
        return None if text == msgid else text
    other = plural_id(msgid, counting)
    # an unknown number takes the general form (the one for 2, 3 ...), never the one for 1
    text = catalog(lang).ngettext(msgid, other, 2 if count is None else count)
    return None if text in (msgid, other) else text


def template(msgid: str, lang: str, count: int | None = None) -> str | None:
    """The wording of ``msgid`` in ``lang``, falling back to English; ``None`` if unknown.

    ``count`` is the number a message with a count is about; it chooses the plural form.
    """
    for code in (lang, "en"):
        text = _lookup(msgid, code, count)
        if text is not None:
            return text
    english = ENGLISH.get(msgid)
    if isinstance(english, Plural):
        return english.one if count == 1 else english.other
    return english


def browser_text(msgid: str, lang: str) -> str | dict[str, str] | None:
    """The text of ``msgid`` for the browser code, which fills in the parameters itself.

    A message with a count gives both forms and the name of its counting parameter;
    the browser takes ``one`` for exactly 1 and ``other`` for any other number, the rule
    of every language of the site (``docs/assets/js/engine.js``, ``format``).

    >>> browser_text("ui.face_down", "en")
    {'count': 'count', 'one': '{count} tile, face down', 'other': '{count} tiles, face down'}
    """
    counting = COUNTS.get(msgid)
    if counting is None:
        return template(msgid, lang)
    one, other = template(msgid, lang, 1), template(msgid, lang, 2)
    if one is None or other is None:
        return None
    return {"count": counting, "one": one, "other": other}


def translate(message: Message | str, lang: str,
              params: Mapping[str, ParamValue] | None = None) -> str:
    """The text of a message (or of an id with ``params``) in ``lang``.

    A translation whose placeholders do not match the parameters is skipped for
    the English one; a placeholder nobody can fill is left visible, never the id.
    Numbers follow the language, and a parameter that is a message or a list of its
    own is said in the same language (:func:`dominorules.words.message.render`):

    >>> translate("error.search-too-large", "en", {"nodes": 25000})
    'Best play from here is too long to work out (25,000 positions and more); try a later move.'
    >>> from dominorules.words.message import Listing
    >>> translate("list.and.two", "en", {"first": Listing((1, 2, 3)), "second": "4"})
    '1, 2, and 3 and 4'
    """
    if not isinstance(message, Message):
        message = Message(message, dict(params or {}))
    return render(message, lang, template)


def say(value: ParamValue, lang: str) -> str:
    """One value as a reader of ``lang`` sees it: a number, a list, a message.

    >>> from dominorules.words.message import Listing
    >>> say(12345, "en"), say(Listing((1, 3)), "en")
    ('12,345', '1 and 3')
    """
    return say_value(value, lang, template)


def describe(error: DominoError, lang: str) -> str:
    """An error's full text in ``lang``: its message and any detail, as one line."""
    return " ".join(translate(message, lang) for message in error.messages)
