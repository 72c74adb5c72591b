"""Messages: a message id plus parameters, translated only at the edge.

The engine never formats prose in one language. Every explanation, reason and
error is a :class:`Message`; :func:`dominorules.words.i18n.translate` turns it into
text in the reader's language. The English wording lives in
:mod:`dominorules.words.messages`, the other languages in ``translations/*.po``.

>>> Message("end.out", {"seat": 1, "player": 2}).english()
'Player 2 played their last tile and wins.'

A message with a count has two wordings (a :class:`Plural`), and the number in its
count parameter chooses one, in English as in every other language:

>>> Message("error.hand-size", {"player": 1, "count": 1, "size": 7}).english()
'Player 1 has 1 tile; these rules deal 7.'
>>> Message("error.hand-size", {"player": 1, "count": 8, "size": 7}).english()
'Player 1 has 8 tiles; these rules deal 7.'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from .messages import COUNTS, ENGLISH
from .plural import LIST_STYLES, Listing, ParamValue, Plural, count_of, json_value, plural_id

__all__ = ["LIST_STYLES", "Listing", "Lookup", "Message", "ParamValue", "Plural", "count_of", "english",
           "json_value", "named_seat", "plural_id", "render", "say", "seat_params", "with_names"]

# A wording by id, language and count (the catalogs' in i18n, the engine's own English here).
Lookup = Callable[[str, str, int | None], str | None]
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


class Message(NamedTuple):
    """A message id and the values for its placeholders.

    A parameter may be a message of its own, said in the same language (a move in words),
    or a :class:`Listing`, joined as the language joins a list:

    >>> Message("solution.best", {"moves": Listing((Message("said.play-left", {"tile": "4-2"}),
    ...                                             Message("said.draw", {})), "or")}).english()
    'Best: play 4-2 on the left end or draw a tile.'
    """

    id: str
    params: Mapping[str, ParamValue]

    def english(self) -> str:
        """The message in English, straight from the engine's own wording."""
        return render(self, "en", english)

    def to_json(self) -> dict[str, object]:
        """The message as the bridge sends it: nested messages and lists as JSON too."""
        return {"id": self.id, "params": {name: json_value(value) for name, value in self.params.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Message:
        """The message back from :meth:`to_json` (the engine's own JSON, not a reader's).

        >>> said = Message("x", {"n": 2, "who": Listing((Message("y", {}), "Ann"))})
        >>> Message.from_json(said.to_json()) == said
        True
        """
        params = data.get("params")
        values = params if isinstance(params, Mapping) else {}
        return cls(str(data["id"]), {str(name): from_json_value(value) for name, value in values.items()})


def from_json_value(value: object) -> ParamValue:
    """A parameter back from :func:`json_value`."""
    if isinstance(value, Mapping) and "id" in value:
        return Message.from_json(value)
    if isinstance(value, Mapping) and isinstance(value.get("list"), list):
        style = value.get("style")
        return Listing(tuple(from_json_value(item) for item in value["list"]),
                       style if isinstance(style, str) and style in LIST_STYLES else "and",
                       value.get("clauses") is True)
    if isinstance(value, int | str):
        return value
    return str(value)


def english(msgid: str, lang: str, count: int | None = None) -> str | None:
    """The engine's own English wording of ``msgid`` (no catalog), whatever ``lang`` asks."""
    wording = ENGLISH.get(msgid)
    if isinstance(wording, Plural):
        return wording.one if count == 1 else wording.other
    return wording


def _number(value: int, lang: str, lookup: Lookup) -> str:
    """A whole number as the language writes it (``format.thousands``): "1,234" in English.

    >>> _number(1234567, "en", english), _number(-1234, "en", english), _number(999, "en", english)
    ('1,234,567', '-1,234', '999')
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
    """The items of a list joined by the patterns of the language (``list.<style>.*``).

    >>> _listing(Listing((1, 2, 3)), "en", english), _listing(Listing((1, 2), "or"), "en", english)
    ('1, 2, and 3', '1 or 2')
    """
    items = [say(item, lang, lookup) for item in listing.items]
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


def say(value: ParamValue, lang: str, lookup: Lookup) -> str:
    """One parameter as the reader of ``lang`` sees it: a number, a list, a message."""
    if isinstance(value, Message):
        return render(value, lang, lookup, sentence=False)
    if isinstance(value, Listing):
        return _listing(value, lang, lookup)
    if isinstance(value, int) and not isinstance(value, bool):
        return _number(value, lang, lookup)
    return str(value)


def render(message: Message, lang: str, lookup: Lookup, sentence: bool = True) -> str:
    """A message in ``lang`` with wordings from ``lookup``, falling back to English.

    A wording whose placeholders do not match the parameters is skipped for the English
    one; a placeholder nobody can fill is left visible, never the id. A ``sentence`` (not a
    part of another message) opens with a capital when a message or a list of its own
    opens it.
    """
    msgid, values = message.id, message.params
    count = count_of(values, COUNTS.get(msgid))
    said = {name: say(value, lang, lookup) for name, value in values.items()}
    english_text = lookup(msgid, "en", count)
    local = lookup(msgid, lang, count)
    if local is not None:
        local = _unworded(local, values, lang, lookup)
    if english_text is not None:
        english_text = _unworded(english_text, values, "en", lookup)
    for text in (local, english_text):
        if text is not None and set(PLACEHOLDER.findall(text)) <= set(said):
            try:
                filled = text.format_map(_after_colon(text, values, said, lang))
            except (IndexError, ValueError, AttributeError, KeyError):
                continue
            return _capitalised(text, values, filled) if sentence else filled
    # Some parameters are missing: fill what can be filled, in the reader's language when
    # its placeholders are the English ones.
    sound = local is not None and english_text is not None and (
        set(PLACEHOLDER.findall(local)) == set(PLACEHOLDER.findall(english_text)))
    text = (local if sound else english_text) or msgid
    return PLACEHOLDER.sub(lambda m: said.get(m.group(1), m.group(0)), text)


def _is_named(value: ParamValue) -> bool:
    """Whether ``value`` is a seat by the name the table gave it (:func:`named_seat`), or a list
    of seats with one."""
    if isinstance(value, Message):
        return value.id == "say.name"
    if isinstance(value, Listing):
        return any(_is_named(item) for item in value.items)
    return False


def _unworded(text: str, values: Mapping[str, ParamValue], lang: str, lookup: Lookup) -> str:
    """``text`` without the word for "player" before a placeholder that holds names: "Player
    {player} scores" says "Ann scores" when the seat has a name ("players {first} and
    {second}" says "Ann and Cy"). The word is the language's own (``say.player``), whatever its
    case or ending (Spelare, spelarna; Spiller, spillerne).

    >>> ann = named_seat(1, "Ann")
    >>> print(Message("points.out-others", {"player": ann, "points": 9}).english())
    Ann scores the opponents' pips: 9.
    >>> Message("blocked.lowest-team", {"team": 1, "first": ann, "second": named_seat(3, "Cy"),
    ...                                 "pips": 4}).english()
    'Team 1 (Ann and Cy) has the lowest total, 4, and wins.'
    """
    names = [name for name, value in values.items() if _is_named(value)]
    if not names:
        return text
    word = (lookup("say.player", lang, None) or "").split("{")[0].strip()
    if len(word) < 3:
        return text
    stem = re.escape(word[:-1])
    for name in names:
        text = re.sub(rf"(?i)\b{stem}\w* (?=\{{{name}\}})", "", text)
    return text


def named_seat(player: int, name: str) -> Message:
    """A seat (``player``, from 1) said by the name the table gave it: a parameter that takes
    the place of the seat's number, and of the word for "player" before it."""
    return Message("say.name", {"name": name, "player": player})


SEAT_PARAMS = ("player", "first", "second", "expected")
"""The parameters that hold a seat, from 1 (``players`` too when it is a list of seats)."""


def with_names(message: Message, names: Sequence[str] | None) -> Message:
    """``message`` with every seat the table gave a name said by that name (in messages it
    holds too); seats without a name keep their number ("Player 2").

    >>> said = Message("match.won-players", {"players": Listing((1, 2)), "points": 61})
    >>> with_names(said, ["Ann", ""]).english()
    'Ann and Player 2 reach 61 and win the game.'
    >>> with_names(Message("move.pass", {"seat": 0, "player": 1}), ["Ann"]).english()
    'Ann cannot play and passes.'
    >>> with_names(Message("win.team", {"team": 2, "first": 2, "second": 4}), ["", "Bo", "", ""]).english()
    'Team 2 (Bo and Player 4) wins the hand.'
    """
    if not names:
        return message

    def name_of(player: int) -> str:
        return names[player - 1].strip() if 0 < player <= len(names) else ""

    # a seat without a name beside one with a name is said in full ("Ann and Player 3")
    some_named = any(isinstance(value, int) and name_of(value)
                     for value in (message.params.get(key) for key in SEAT_PARAMS))

    def seat(item: ParamValue) -> ParamValue:
        if type(item) is int and name_of(item):
            return named_seat(item, name_of(item))
        if type(item) is int and some_named:
            return Message("say.player", {"player": item})
        return item

    params: dict[str, ParamValue] = {}
    for key, value in message.params.items():
        if key in SEAT_PARAMS:
            params[key] = seat(value)
        elif key == "players" and isinstance(value, Listing) and any(
                type(item) is int and name_of(item) for item in value.items):
            params[key] = Listing(tuple(seat(item) if type(item) is int and name_of(item)
                                        else Message("say.player", {"player": item}) if type(item) is int
                                        else item for item in value.items), value.style)
        elif isinstance(value, Message):
            params[key] = with_names(value, names)
        elif isinstance(value, Listing):
            params[key] = Listing(tuple(with_names(item, names) if isinstance(item, Message) else item
                                        for item in value.items), value.style)
        else:
            params[key] = value
    return Message(message.id, params)


# Duden and Språkrådet: after a colon a full sentence opens with a capital (a fragment does not)
_CAPITAL_AFTER_COLON = ("de", "nb")


def _after_colon(text: str, values: Mapping[str, ParamValue], said: dict[str, str],
                 lang: str) -> dict[str, str]:
    """The parameters, with a message that is a whole sentence (it ends with its full stop) and
    stands right after a colon opened with a capital in the languages that want one.

    >>> said = {"best": "spiller 2 vinner.", "line": "6-3 til venstre"}
    >>> values = {"best": Message("x", {}), "line": Listing(("a",))}
    >>> _after_colon("Med beste spill: {best} Linje: {line}.", values, said, "nb")["best"]
    'Spiller 2 vinner.'
    >>> _after_colon("Linje: {line}.", values, said, "nb")["line"]
    '6-3 til venstre'
    >>> _after_colon("Bäst: {best}", values, said, "sv")["best"]  # Swedish: lower case after a colon
    'spiller 2 vinner.'
    >>> clauses = {"totals": Listing((Message("a", {}), Message("b", {})), clauses=True)}
    >>> _after_colon("Stilling etter runden: {totals}.", clauses,
    ...              {"totals": "spiller 1 har 50 poeng og spiller 2 har 0 poeng"}, "nb")["totals"]
    'Spiller 1 har 50 poeng og spiller 2 har 0 poeng'
    """
    if lang not in _CAPITAL_AFTER_COLON:
        return said
    out = dict(said)
    for match in re.finditer(r":\s+\{(\w+)\}(\.?)", text):
        name, stop = match.group(1), match.group(2)
        value = values.get(name)
        whole = isinstance(value, Message) and out.get(name, "").rstrip().endswith((".", "!", "?"))
        # a list of clauses the template ends with its full stop ("Stand: {totals}.") is a sentence
        clauses = isinstance(value, Listing) and value.clauses and stop == "."
        if whole or clauses:
            out[name] = out[name][:1].upper() + out[name][1:]
    return out


def _capitalised(text: str, values: Mapping[str, ParamValue], filled: str) -> str:
    """A sentence that opens with a message or a list of its own opens with a capital."""
    opening = PLACEHOLDER.match(text)
    if opening and isinstance(values.get(opening.group(1)), Message | Listing) and filled:
        return filled[0].upper() + filled[1:]
    return filled


def seat_params(seat: int) -> dict[str, ParamValue]:
    """Parameters naming a seat: ``seat`` (0-based) and ``player`` (1-based, for readers)."""
    return {"seat": seat, "player": seat + 1}
