"""A rule set's values checked as it is made: each text field one of its values, the numbers in
range, the size tables sound, and no two fields that contradict each other. Each refusal names
the rule as the forms do (its label and key) and the value in the reader's words.

>>> from ..words.i18n import translate
>>> from .rules import PRESETS
>>> check_values(vars(PRESETS["draw"]))
>>> try:
...     check_values({**vars(PRESETS["draw"]), "reserve": -1})
... except BadRules as error:
...     print(translate(error.message, "en"))
The rule “Tiles never drawn from the boneyard” (reserve) cannot be “-1”.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NoReturn

from ..words.errors import BadRules, said_value
from .rule_choices import CHOICES
from .rule_json import choice_said
from .rule_json import named as _named


def check_values(values: Mapping[str, Any]) -> None:
    """Refuse a rule set (its fields by name) with a value its field does not take."""
    for name, allowed in CHOICES.items():
        value = values[name]
        if value not in allowed:
            raise BadRules("error.bad-rule-value", **_named(name), value=said_value(value))
    _check_agrees(values)
    if values["max_pip"] not in (6, 9, 12):
        raise BadRules("error.bad-rule-value", **_named("max_pip"), value=said_value(values["max_pip"]))
    if not 2 <= values["min_players"] <= values["max_players"]:
        raise BadRules("error.bad-rule-value", **_named("min_players"),
                       value=said_value(values["min_players"]))
    if values["reserve"] < 0 or values["target_hands"] < 1:
        bad = "reserve" if values["reserve"] < 0 else "target_hands"
        raise BadRules("error.bad-rule-value", **_named(bad), value=said_value(values[bad]))
    for table_name in ("hand_size", "target_points"):
        for players, amount in values[table_name]:
            if players < 2:
                raise BadRules("error.bad-rule-value", **_named(table_name), value=said_value(players))
            if amount < 1:
                raise BadRules("error.rule-amount", **_named(table_name), players=players, value=str(amount))
    hand_size = values["hand_size"]
    if not hand_size or min(p for p, _ in hand_size) > values["min_players"]:
        raise BadRules("error.bad-rule-value", **_named("hand_size"),  # as the short form writes it: 3x5
                       value=said_value("/".join(f"{p}x{n}" for p, n in hand_size)))


def _check_agrees(values: Mapping[str, Any]) -> None:
    """Refuse two fields that contradict each other, naming both."""
    if values["undealt"] == "set-aside" and values["draw"] != "none":
        _contradict(values, "undealt", "draw")
    if values["when_able"] == "may-draw" and values["undealt"] == "set-aside":
        _contradict(values, "undealt", "when_able")
    if values["when_able"] == "may-draw" and values["draw"] == "none":
        _contradict(values, "when_able", "draw")


def _contradict(values: Mapping[str, Any], first: str, second: str) -> NoReturn:
    """Refuse two fields that contradict each other: each by its label and key, its value in
    the words the forms use."""
    raise BadRules("error.rules-contradict", first=first, second=second,
                   first_label=_named(first)["label"], second_label=_named(second)["label"],
                   first_value=choice_said(first, values[first]),
                   second_value=choice_said(second, values[second]))
