"""Translation at the edge: message ids to text in en, sv, de or nb.

The catalogs are ``translations/<lang>.po``, compiled by the build into
``dominorules/locale/<lang>/LC_MESSAGES/dominorules.mo``. A string missing or
broken in a catalog falls back to English, never to the raw message id.

>>> translate(Message("end.out", {"player": 2}), "en")
'Player 2 played their last tile.'
>>> translate("end.out", "xx", {"player": 2})
'Player 2 played their last tile.'
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from .errors import DominoError
from .message import Message, ParamValue
from .messages import ENGLISH

LANGUAGES = ("en", "sv", "de", "nb")
LOCALE_DIR = Path(__file__).parent / "locale"
_PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


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


def template(msgid: str, lang: str) -> str | None:
    """The wording of ``msgid`` in ``lang``, falling back to English; ``None`` if unknown."""
    for code in (lang, "en"):
        text = catalog(code).gettext(msgid)
        if text != msgid:
            return text
    return ENGLISH.get(msgid)


def translate(message: Message | str, lang: str,
              params: Mapping[str, ParamValue] | None = None) -> str:
    """The text of a message (or of an id with ``params``) in ``lang``.

    A translation whose placeholders do not match the parameters is skipped for
    the English one; a placeholder nobody can fill is left visible, never the id.
    """
    if isinstance(message, Message):
        msgid, values = message.id, dict(message.params)
    else:
        msgid, values = message, dict(params or {})
    english = template(msgid, "en")
    local = template(msgid, lang)
    for text in (local, english):
        if text is not None and set(_PLACEHOLDER.findall(text)) <= set(values):
            try:
                return text.format_map(values)
            except (IndexError, ValueError, AttributeError):
                continue
    # Some parameters are missing: fill what can be filled, in the reader's language when
    # its placeholders are the English ones.
    sound = local is not None and english is not None and (
        set(_PLACEHOLDER.findall(local)) == set(_PLACEHOLDER.findall(english)))
    text = (local if sound else english) or msgid
    return _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), m.group(0))), text)


def describe(error: DominoError, lang: str) -> str:
    """An error's full text in ``lang``: its message and any detail, as one line."""
    return " ".join(translate(message, lang) for message in error.messages)
