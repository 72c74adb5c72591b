"""One game record replayed under several rule systems: where they part, and best play.

:func:`compare` replays a full record (see :mod:`dominorules.formats.record`) move by move under
each rule set and says how far each one follows it: the deal itself may not fit (another
hand size), or a move may not be allowed (a draw where nobody draws); otherwise the
hand ends, or stops, as recorded, with that system's verdict. :func:`best_play` replays
the first moves under the record's own rules and lets the solver finish the hand with
best play for everyone, to show where the result would have changed.

>>> record = {"format": "dominorules/1", "rules": "draw",
...           "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
...                     ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
...           "moves": ["6-6", "6-1 left", "6-3 right", "3-1 left", "3-3 left", "draw"]}
>>> [(row["rules"], row["follows"], row["stops"]) for row in compare(record, ["draw", "block"])]
[('draw', 6, None), ('block', 5, 6)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.game import Game
from ..core.moves import Move
from ..core.outcome import Verdict
from ..core.rule_choices import PRESET_IDS
from ..core.rules import RuleSet
from ..formats.record import game_from_record, loads, to_record
from ..players.solver import solve
from ..words.errors import DominoError
from ..words.message import Message

# Best play from an early move of a game with voluntary draws is too wide to search whole;
# past this many positions the reader is told so (about a second in CPython, a few in Pyodide).
BEST_PLAY_NODES = 1_000_000


def _record(data: Any) -> dict[str, Any]:
    """The record in canonical form (with its opener: rules that open by lot need it)."""
    if isinstance(data, str):
        data = loads(data)
    return to_record(game_from_record(data))  # the record must be right under its own rules


def _follow(record: dict[str, Any], rules: RuleSet) -> tuple[Game, DominoError | None]:
    """The record's moves played under ``rules`` for as long as they allow: the game, and the
    refusal of the first move they do not allow (``None`` when they allow every move). A deal
    that does not fit the rules raises the engine's error."""
    game = game_from_record({**record, "rules": rules.for_record(), "moves": []})
    for text in record["moves"]:
        try:
            game.play(game.canonical(Move.parse(text, rules.max_pip)))
        except DominoError as refusal:
            return game, refusal
    return game, None


def compare(data: Any, rule_ids: Sequence[Any] | None = None) -> list[dict[str, Any]]:
    """For each rule set: how many moves it ``follows``, where it ``stops`` (or ``None``), and why.

    Each row has ``rules`` (and ``ruleset``, the rules as a record names them), ``follows``
    (moves replayed), ``stops`` (the number of the first move these rules refuse, 0 when the
    deal itself does not fit, ``None`` when every move is allowed), ``reasons`` (messages) and,
    when the hand ended, ``verdict`` (winners and the winning side's points): also when these
    rules end it before the record does (the move after their end is the one they refuse).
    """
    record = _record(data)
    rows = []
    for rules in (RuleSet.from_json(r) for r in (rule_ids or PRESET_IDS)):
        row: dict[str, Any] = {"rules": rules.id if rules.id != "custom" else "custom",
                               "base": rules.base, "ruleset": rules.for_record(), "follows": 0, "stops": None,
                               "verdict": None}
        try:
            game, refusal = _follow(record, rules)
        except DominoError as error:
            rows.append({**row, "stops": 0, "reasons": list(error.messages)})
            continue
        row["follows"] = len(game.history)
        result = game.outcome()
        reasons: list[Message] = [game.opening_reason]
        if result is not None:  # the hand ended under these rules, where the record goes on or not
            row["verdict"] = Verdict.of(result).to_json()
            reasons = list(result.reasons)
        if refusal is not None:
            row["stops"] = row["follows"] + 1
            reasons = [*refusal.messages, *(result.reasons if result is not None else ())]
        rows.append({**row, "reasons": reasons})
    return rows


def first_difference(rows: list[dict[str, Any]]) -> int | None:
    """The first move number where the systems that take the deal part ways: one refuses a
    move, or they all follow the record but reach different results (then its last move).
    ``None`` when they agree all the way (or no system takes the deal)."""
    playing = [row for row in rows if row["stops"] != 0]
    stops: list[int] = [row["stops"] for row in playing if row["stops"] is not None]
    if stops:
        return min(stops)
    verdicts = {repr(row["verdict"]) for row in playing}
    if len(verdicts) <= 1:
        return None
    last: int = max(row["follows"] for row in playing)
    return last


def _back_to(game: Game, steps: int) -> Game:
    while len(game.history) > max(0, steps):
        game.undo()
    return game


def replay(data: Any, steps: int, rules: Any = None) -> tuple[Game, int]:
    """The recorded game after its first ``steps`` moves under ``rules`` (the record's own when
    ``None``), and how many of the record's moves those rules allow in all. A deal that does
    not fit the rules raises the engine's error; ``steps`` stops where the rules refuse a move."""
    record = _record(data)
    game, _ = _follow(record, RuleSet.from_json(record["rules"] if rules is None else rules))
    allowed = len(game.history)
    return _back_to(game, steps), allowed


def best_play(data: Any, steps: int, rules: Any = None) -> dict[str, Any]:
    """Best play for everyone from move ``steps`` on, under ``rules`` (the record's own by default).

    Returns the moves of best play, the verdict they lead to, and the recorded verdict
    (``None`` if the record stops, or these rules stop it, before the end of the hand).
    """

    record = _record(data)
    game, _ = _follow(record, RuleSet.from_json(record["rules"] if rules is None else rules))
    recorded = game.outcome()
    _back_to(game, steps)
    start = len(game.history)
    line = list(solve(game, max_nodes=BEST_PLAY_NODES).line)
    movers = game.movers(line)
    for move in line:
        game.play(move)
    result = game.outcome()
    return {"steps": start, "line": [str(m) for m in line], "movers": list(movers),
            "verdict": Verdict.of(result).to_json() if result is not None else None,
            "recorded": Verdict.of(recorded).to_json() if recorded is not None else None,
            "reasons": list(result.reasons) if result is not None else []}


__all__ = ["best_play", "compare", "first_difference", "replay"]
