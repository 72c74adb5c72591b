"""Rule sets read from JSON: a field's value checked against its type, the two short keys a
page sends for a match's length (``target`` and ``hands``), and a rule field as an error names
it. :meth:`~dominorules.core.rules.RuleSet.from_json` reads rules with these.

A page that lets the table choose a target sends ``{"preset": id, "target": N}``: N points
win, however many play. ``{"preset": id, "hands": N}`` is a match of N hands, whatever target
the system has. The page never needs to know how the size tables work.

>>> length_changes("target", 50)
{'target_points': ((2, 50),)}
>>> length_changes("hands", 3)
{'target_points': (), 'target_hands': 3}
>>> from ..words.i18n import translate
>>> try:
...     length_changes("target", "lots")
... except BadRules as error:
...     print(translate(error.message, "en"))
The rule “Points to win the game” (target_points) cannot be “lots”.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..words.errors import BadRules, said_value
from ..words.message import Message, ParamValue

LENGTH_KEYS = {"target": "target_points", "hands": "target_hands"}
"""The short keys for a match's length, and the field each one sets (its errors name it)."""


def named(name: str) -> dict[str, ParamValue]:
    """A rule field in an error: as the forms name it (``ui.field.<name>``), and its key."""
    return {"field": name, "label": Message(f"ui.field.{name}", {})}


def choice_said(name: str, value: str) -> Message:
    """A text field's value in an error, in the words the forms use (``ui.value.<name>.<value>``).

    >>> from ..words.i18n import translate
    >>> translate(choice_said("draw", "one"), "en")
    'draw one tile, then pass'
    """
    return Message(f"ui.value.{name}.{value}", {})


def length_changes(key: str, value: object) -> dict[str, Any]:
    """The fields a short key sets: ``target`` N is N points with any number of players,
    ``hands`` N is N hands and no target score."""
    field = LENGTH_KEYS[key]
    if type(value) is not int or value < 1:
        raise BadRules("error.bad-rule-value", **named(field),
                       value=said_value(value.strip()[:40] if isinstance(value, str) else value))
    if key == "target":
        return {"target_points": ((2, value),)}
    return {"target_points": (), "target_hands": value}


def rules_object(data: object) -> tuple[str, dict[str, Any]]:
    """Rules given as an object (``{"preset": id, ...}``): the preset id, and the object."""
    if not isinstance(data, dict) or not isinstance(data.get("preset"), str):
        raise BadRules("error.bad-rules", value=said_value(data))
    return str(data["preset"]), data


def changes_from_json(data: dict[str, Any], types: Mapping[str, type]) -> dict[str, Any]:
    """The fields an object of rules changes, each checked against its type (``types``: every
    field a rule set may change, by name), the short keys for a match's length read last."""
    changes = {}
    for name, value in data.items():
        if name == "preset" or name in LENGTH_KEYS:
            continue
        if name not in types:
            raise BadRules("error.unknown-rule-field", field=str(name))
        changes[name] = field_from_json(name, value, types[name])
    for key in LENGTH_KEYS:  # a number of hands after a target: a match of hands has none
        if key in data:
            changes.update(length_changes(key, data[key]))
    return changes


def field_from_json(name: str, value: object, expected: type) -> Any:
    """A field's value from JSON, checked against the type of its default (``expected``); the
    size tables come as objects keyed by player count."""
    if name in ("hand_size", "target_points"):
        if isinstance(value, dict):
            for players, amount in value.items():
                if not (isinstance(players, str) and players.isdigit()):
                    raise BadRules("error.bad-rule-value", **named(name), value=said_value(players))
                if type(amount) is not int:
                    # the amount named as typed (a blank, a word), never the table's Python form
                    raise BadRules("error.rule-amount", **named(name), players=int(players),
                                   value=amount[:40] if isinstance(amount, str)
                                   else "" if amount is None else json.dumps(amount)[:40])
            return tuple(sorted((int(k), v) for k, v in value.items()))
    elif expected is bool and isinstance(value, bool):
        return value
    elif expected is int and type(value) is int:
        return value
    elif expected is str and isinstance(value, str):
        return value
    raise BadRules("error.bad-rule-value", **named(name), value=said_value(value))


__all__ = ["LENGTH_KEYS", "changes_from_json", "choice_said", "field_from_json", "length_changes", "named",
           "rules_object"]
