"""How every page names a rule set: a preset by its own name, any other set as its system's
name "with changed rules"."""

from __future__ import annotations

from typing import Any

from ..words.message import Message
from .rules import PRESETS, RuleSet


def name_of(rules: RuleSet) -> Message:
    """How every page names a rule set: a preset by its own name (also a set whose changes make
    it equal to a preset), any other as its preset's name "with changed rules", never "Custom rules".

    >>> name_of(PRESETS["draw"]).english()
    'Draw game'
    >>> name_of(PRESETS["draw"].with_changes(teams=True)).english()
    'Draw game, with changed rules'
    >>> name_of(PRESETS["block"].with_changes(hand_size=((2, 7),), first_opener="first-seat",
    ...                                       opener_plays_double=False,
    ...                                       blocked_winner="last-mover-loses")).english()
    'Block game: the locker loses'
    """
    if rules.id != "custom":
        return Message(f"preset.{rules.id}.name", {})
    fields = _rule_fields(rules)
    same = next((p for p in PRESETS.values() if _rule_fields(p) == fields), None)
    if same is not None:
        return Message(f"preset.{same.id}.name", {})
    return Message("preset.changed.name", {"system": Message(f"preset.{rules.base}.name", {})})


def _rule_fields(rules: RuleSet) -> dict[str, Any]:
    return {k: v for k, v in rules.to_json().items() if k not in ("id", "base")}
