"""Translation at the edge: message ids to text in en, sv, de or nb.

The catalogs are ``translations/<lang>.po``, compiled by the build into
``dominorules/locale/<lang>/LC_MESSAGES/dominorules.mo``. A string missing or
broken in a catalog falls back to English, never to the raw message id.

>>> translate(Message("end.out", {"player": 2}), "en")
'Player 2 played their last tile and wins.'
>>> translate("end.out", "xx", {"player": 2})
'Player 2 played their last tile and wins.'

A message with a count (:data:`dominorules.messages.COUNTS`) is a gettext plural
entry; the number in its counting parameter chooses the form, by the catalog's own
plural rule (``nplurals=2; plural=(n != 1)`` for en, sv, de and nb):

>>> translate("error.hand-size", "en", {"player": 2, "count": 1, "size": 7})
'Player 2 has 1 tile; these rules deal 7.'
>>> translate("error.hand-size", "en", {"player": 2, "count": 6, "size": 7})
'Player 2 has 6 tiles; these rules deal 7.'
"""

from __future__ import annotations

import gettext
import re
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

from .errors import DominoError
from .message import LIST_STYLES, Listing, Message, ParamValue, Plural, count_of, plural_id
from .messages import COUNTS, ENGLISH

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


def _english_template(msgid: str, lang: str, count: int | None = None) -> str | None:
    """The engine's own English wording of ``msgid`` (no catalog), whatever ``lang`` asks."""
    english = ENGLISH.get(msgid)
    if isinstance(english, Plural):
        return english.one if count == 1 else english.other
    return english


Lookup = Callable[[str, str, int | None], str | None]


def _number(value: int, lang: str, lookup: Lookup) -> str:
    """A whole number in the reader's language: "1,234" (en), "1 234" (sv, nb), "1.234" (de).

    >>> _number(1234567, "en", template), _number(-1234, "de", template), _number(999, "sv", template)
    ('1,234,567', '-1.234', '999')
    """
    digits = str(abs(value))
    pattern = lookup("format.thousands", lang, None) or "{left},{right}"
    text = digits[-3:] if len(digits) > 3 else digits
    rest = digits[:-3]
    while rest:
        text = pattern.format_map({"left": rest[-3:], "right": text})
        rest = rest[:-3]
    return "-" + text if value < 0 else text


def _listing(listing: Listing, lang: str, lookup: Lookup) -> str:
    """The items of a list joined by the patterns of the language (``list.<style>.*``)."""
    items = [_say(item, lang, lookup) for item in listing.items]
    style = listing.style if listing.style in LIST_STYLES else "and"

    def join(kind: str, first: str, second: str) -> str:
        pattern = lookup(f"list.{style}.{kind}", lang, None) or "{first}, {second}"
        return pattern.format_map({"first": first, "second": second})

    if len(items) <= 1:
        return "".join(items)
    if len(items) == 2:
        return join("two", items[0], items[1])
    text = items[0]
    for item in items[1:-1]:
        text = join("more", text, item)
    return join("last", text, items[-1])


def _say(value: ParamValue, lang: str, lookup: Lookup) -> str:
    """One parameter as the reader sees it, in ``lang``."""
    if isinstance(value, Message):
        return _render(value, lang, lookup, sentence=False)
    if isinstance(value, Listing):
        return _listing(value, lang, lookup)
    if isinstance(value, int) and not isinstance(value, bool):
        return _number(value, lang, lookup)
    return str(value)


def _render(message: Message, lang: str, lookup: Lookup, sentence: bool = True) -> str:
    """A message in ``lang``; a ``sentence`` (not a part of another message) opens with a capital
    when a message or a list of its own opens it."""
    msgid, values = message.id, message.params
    count = count_of(values, COUNTS.get(msgid))
    said = {name: _say(value, lang, lookup) for name, value in values.items()}
    english = lookup(msgid, "en", count)
    local = lookup(msgid, lang, count)
    for text in (local, english):
        if text is not None and set(_PLACEHOLDER.findall(text)) <= set(said):
            try:
                filled = text.format_map(said)
            except (IndexError, ValueError, AttributeError, KeyError):
                continue
            return _capitalised(text, values, filled) if sentence else filled
    # Some parameters are missing: fill what can be filled, in the reader's language when
    # its placeholders are the English ones.
    sound = local is not None and english is not None and (
        set(_PLACEHOLDER.findall(local)) == set(_PLACEHOLDER.findall(english)))
    text = (local if sound else english) or msgid
    return _PLACEHOLDER.sub(lambda m: said.get(m.group(1), m.group(0)), text)


def _capitalised(text: str, values: Mapping[str, ParamValue], filled: str) -> str:
    """A sentence that opens with a message or a list of its own opens with a capital."""
    opening = _PLACEHOLDER.match(text)
    if opening and isinstance(values.get(opening.group(1)), Message | Listing) and filled:
        return filled[0].upper() + filled[1:]
    return filled


def translate(message: Message | str, lang: str,
              params: Mapping[str, ParamValue] | None = None) -> str:
    """The text of a message (or of an id with ``params``) in ``lang``.

    A translation whose placeholders do not match the parameters is skipped for
    the English one; a placeholder nobody can fill is left visible, never the id.
    Numbers follow the language, and a parameter that is a message or a list of its
    own is said in the same language:

    >>> from .message import Listing
    >>> translate("error.search-too-large", "en", {"nodes": 25000})
    'Best play from here is too long to work out (25,000 positions and more); try a later move.'
    >>> translate("list.and.two", "en", {"first": Listing((1, 2, 3)), "second": "4"})
    '1, 2, and 3 and 4'
    """
    if not isinstance(message, Message):
        message = Message(message, dict(params or {}))
    return _render(message, lang, template)


def say(value: ParamValue, lang: str) -> str:
    """One value as a reader of ``lang`` sees it: a number, a list, a message.

    >>> say(12345, "en"), say(Listing((1, 3)), "en")
    ('12,345', '1 and 3')
    """
    return _say(value, lang, template)


def english(message: Message | Listing) -> str:
    """A message (or a list) in the engine's own English wording
    (:data:`~dominorules.messages.ENGLISH`), without the catalogs."""
    if isinstance(message, Listing):
        return _listing(message, "en", _english_template)
    return _render(message, "en", _english_template)


def describe(error: DominoError, lang: str) -> str:
    """An error's full text in ``lang``: its message and any detail, as one line."""
    return " ".join(translate(message, lang) for message in error.messages)
