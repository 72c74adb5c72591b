"""The game record format: JSON that a person can write by hand.

A **full record** holds everything needed to replay a hand::

    {"format": "dominorules/1",
     "rules": "draw",                      # or {"preset": "draw", "tie": "split"}
     "hands": [["6-6", "5-3", ...], ...],  # as dealt, seat 0 first
     "boneyard": ["1-2", ...],             # undealt tiles, the first is drawn first
     "opener": 0,                          # needed for rules that open by lot
     "moves": ["6-6", "6-3 right", "draw", "pass", "5-5 left"]}

Optional fields: ``hand_number`` (a later hand of a match: then ``opener`` is
required and may lead any tile) and ``names`` (a name per seat). When
``boneyard`` is left out, the tiles no hand holds form it, highest first.
Moves are written ``6-6`` (the opening tile), ``6-3 right`` / ``6-3 left``
(``R``/``L`` too; a tile that fits one end only may leave the end out),
``draw`` and ``pass``. Seats are numbered from 0, clockwise.

An **end position** describes only how a hand finished, for settling a dispute::

    {"format": "dominorules/1", "rules": "block", "position": "end",
     "end": "blocked", "hands": [["5-5"], ["6-1", "0-0"], []], "last": 2}

``end`` is ``out`` (exactly one hand is empty) or ``blocked``; ``last`` is the
seat that placed the last tile (the rules where the last mover loses need it);
an optional ``line`` (oriented tiles, left to right) is checked when given.

Written records are canonical: :func:`to_record` of a game read with
:func:`game_from_record` gives back the same JSON whenever the input was
canonical (every non-opening play names its end).

>>> record = {"format": "dominorules/1", "rules": "block",
...           "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
...                     ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
...           "moves": ["6-6", "6-1 left"]}
>>> game = game_from_record(record)
>>> to_record(game)["moves"], len(to_record(game)["boneyard"])
(['6-6', '6-1 left'], 14)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..core.game import Game
from ..core.moves import Move
from ..core.opening import check_players
from ..core.outcome import BLOCKED, OUT, Outcome, score_hand
from ..core.rules import RuleSet
from ..core.tiles import Tile, parse_line
from ..words.errors import BadPosition, BadRecord, DominoError, said_value
from ..words.message import Message, seat_params

FORMAT = "dominorules/1"
MAX_INPUT = 1_000_000
_FULL_FIELDS = {"format", "rules", "hands", "boneyard", "opener", "moves", "hand_number", "names"}
_END_FIELDS = {"format", "rules", "position", "end", "hands", "last", "line", "names"}


def loads(text: str) -> Any:
    """Parse JSON text; :class:`BadRecord` for anything that is not JSON or too large."""
    if len(text) > MAX_INPUT:
        raise BadRecord("error.too-large", size=len(text), limit=MAX_INPUT)
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:  # where the mistake is, never Python's own words
        raise BadRecord("error.bad-json-at", line=error.lineno, column=error.colno) from None
    except (ValueError, RecursionError):
        raise BadRecord("error.json-too-deep") from None


def _field(data: dict[str, Any], name: str, kind: type, required: bool = True) -> Any:
    if name not in data:
        if required:
            raise BadRecord("error.record-field", field=name)
        return None
    value = data[name]
    if kind is int and (type(value) is not int):
        raise BadRecord("error.record-field", field=name)
    if not isinstance(value, kind):
        raise BadRecord("error.record-field", field=name)
    return value


def _tiles(value: Any, field: str, max_pip: int) -> list[Tile]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise BadRecord("error.record-field", field=field)
    return [Tile.parse(item, max_pip) for item in value]


def _hands(data: dict[str, Any], max_pip: int) -> list[list[Tile]]:
    hands = _field(data, "hands", list)
    if not 2 <= len(hands) <= 12:
        raise BadRecord("error.record-field", field="hands")
    return [_tiles(hand, "hands", max_pip) for hand in hands]


def _check_shape(data: Any, fields: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise BadRecord("error.bad-record", value=said_value(data))
    for key in data:
        if key not in fields:
            raise BadRecord("error.unknown-record-field", field=str(key)[:40])
    if data.get("format", FORMAT) != FORMAT:
        raise BadRecord("error.record-field", field="format")
    return data


def rules_of(data: dict[str, Any]) -> RuleSet:
    """The rule set a record names."""
    if "rules" not in data:
        raise BadRecord("error.record-field", field="rules")
    return RuleSet.from_json(data["rules"])


def game_from_record(data: Any) -> Game:
    """Replay a full record; the error names the first bad field, tile or move."""
    data = _check_shape(data, _FULL_FIELDS)
    rules = rules_of(data)
    hands = _hands(data, rules.max_pip)
    boneyard = data.get("boneyard")
    bone_tiles = None if boneyard is None else _tiles(boneyard, "boneyard", rules.max_pip)
    opener = _field(data, "opener", int, required=False)
    hand_number = _field(data, "hand_number", int, required=False) or 1
    if hand_number < 1:
        raise BadRecord("error.record-field", field="hand_number")
    names = _field(data, "names", list, required=False)
    if names is not None and (len(names) != len(hands)
                              or not all(isinstance(n, str) for n in names)):
        raise BadRecord("error.record-field", field="names")
    game = Game(rules, hands, bone_tiles, opener, hand_number)
    game.names = names
    moves = _field(data, "moves", list, required=False) or []
    for number, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise BadRecord("error.record-field", field="moves")
        move = Move.parse(text, rules.max_pip)
        if game.outcome() is not None:
            raise BadRecord("error.record-after-end", number=number, move=text)
        try:
            game.play(move)
        except DominoError as error:
            raise BadRecord("error.record-illegal-move", number=number,
                            move=text).because(error) from None
    return game


def to_record(game: Game) -> dict[str, Any]:
    """The canonical record of ``game`` as dealt and played so far."""
    record: dict[str, Any] = {"format": FORMAT, "rules": game.rules.for_record()}
    if game.hand_number > 1:
        record["hand_number"] = game.hand_number
    if game.names:
        record["names"] = list(game.names)
    record["hands"] = [[str(tile) for tile in hand] for hand in game.dealt]
    record["boneyard"] = [str(tile) for tile in game.boneyard_dealt]
    record["opener"] = game.opener
    record["moves"] = [str(step.move) for step in game.history]
    return record


@dataclass(frozen=True)
class EndPosition:
    """The tiles left when a hand ended, how it ended and who moved last."""

    rules: RuleSet
    hands: tuple[tuple[Tile, ...], ...]
    end: str
    last: int | None

    def score(self, rules: RuleSet | None = None) -> Outcome:
        """The outcome under ``rules`` (by default the position's own)."""
        rules = rules or self.rules
        check_players(rules, len(self.hands))
        size = rules.hand_size_for(len(self.hands))
        for seat, hand in enumerate(self.hands):
            if not rules.draws and len(hand) > size:
                raise BadPosition("error.too-many-left", **seat_params(seat), count=len(hand),
                                  size=size)
        if rules.blocked_winner == "last-mover-loses" and self.end == BLOCKED and self.last is None:
            raise BadPosition("error.last-needed")
        if rules.teams and len(self.hands) != 4:
            raise BadPosition("error.teams-need-four", players=len(self.hands))
        return score_hand(rules, self.hands, self.end, self.last)


def end_position(data: Any) -> EndPosition:
    """The end position of a finished full record, or of an end-position record."""
    if isinstance(data, dict) and data.get("position") == "end":
        return _read_end_position(data)
    game = game_from_record(data)
    result = game.outcome()
    if result is None:
        raise BadRecord("error.record-unfinished")
    # who "made the last move" as these rules count it (a draw or a pass too, under last-action)
    return EndPosition(game.rules, tuple(tuple(h) for h in game.hands), result.end,
                       game.last_mover)


def _read_end_position(data: dict[str, Any], check_own_rules: bool = True) -> EndPosition:
    data = _check_shape(data, _END_FIELDS)
    rules = rules_of(data)
    hands = _hands(data, rules.max_pip)
    end = data.get("end")
    if end not in (OUT, BLOCKED):
        raise BadRecord("error.bad-end", value=str(end)[:40])
    last = _field(data, "last", int, required=False)
    if last is not None and not 0 <= last < len(hands):
        raise BadPosition("error.bad-seat", seat=str(last), players=len(hands))
    seen: set[Tile] = set()
    for tile in (t for hand in hands for t in hand):
        if tile in seen:
            raise BadPosition("error.tile-twice", tile=str(tile))
        seen.add(tile)
    empty = [seat for seat, hand in enumerate(hands) if not hand]
    if end == OUT and len(empty) != 1:
        raise BadPosition("error.end-out-needs-empty")
    if end == BLOCKED and empty:
        raise BadPosition("error.end-blocked-has-empty", **seat_params(empty[0]))
    if "line" in data:
        _check_line(data["line"], rules.max_pip, seen, hands if end == BLOCKED else [])
    position = EndPosition(rules, tuple(tuple(h) for h in hands), end, last)
    if check_own_rules:
        position.score()
    return position


def _check_line(value: Any, max_pip: int, seen: set[Tile],
                blocked_hands: Sequence[Sequence[Tile]]) -> None:
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise BadRecord("error.record-field", field="line")
    line = parse_line(value, max_pip)
    for a, b in line:
        if Tile.of(a, b) in seen:
            raise BadPosition("error.tile-twice", tile=str(Tile.of(a, b)))
    left, right = line[0][0], line[-1][1]
    for hand in blocked_hands:
        for tile in hand:
            if tile.has(left) or tile.has(right):
                raise BadPosition("error.line-not-blocked", tile=str(tile))


def settle(data: Any, rule_ids: Sequence[Any] | None = None) -> list[dict[str, Any]]:
    """Score one finished hand under several rule sets, side by side.

    Each verdict has ``rules``, ``ok``, ``end``, ``winners``, ``points`` (seat → points
    won this hand, seats as strings), ``pips`` and ``reasons`` (message ids with
    parameters). By default, the record's own rules, and an error when they cannot
    score it. Each rule set asked for is judged by its own rules: a full record is
    replayed under it, an end position must be one it can reach (the players, the
    tiles left); when it cannot, its verdict has ``ok`` false and the reasons why.

    >>> position = {"rules": "block-locker-loses", "position": "end", "end": "blocked",
    ...             "hands": [["0-4", "2-3", "0-0"], ["6-6", "1-1", "2-2", "3-3", "4-4", "5-5"],
    ...                       ["6-5"]]}
    >>> [(v["rules"], v["ok"], v.get("winners")) for v in settle(position, ["block", "draw"])]
    [('block', False, None), ('draw', True, [0])]
    """
    full = not (isinstance(data, dict) and data.get("position") == "end")
    if not rule_ids:
        if full:  # the game's own outcome: who moved last as its rules count it, and its own end
            game = game_from_record(data)
            return [{"rules": _rules_name(game.rules), "ok": True, **_outcome_of(game).to_json()}]
        position = end_position(data)
        return [{"rules": _rules_name(position.rules), "ok": True, **position.score().to_json()}]
    if full:
        game_from_record(data)  # the record must be right under its own rules
    else:
        position = _read_end_position(_check_shape(data, _END_FIELDS), check_own_rules=False)
    verdicts: list[dict[str, Any]] = []
    for rules in (RuleSet.from_json(r) for r in rule_ids):
        try:
            result = _replayed(data, rules) if full else position.score(rules)
        except DominoError as error:
            verdicts.append({"rules": _rules_name(rules), "ok": False,
                             "reasons": [message.to_json() for message in error.messages]})
            continue
        verdicts.append({"rules": _rules_name(rules), "ok": True, **result.to_json()})
    return verdicts


def _rules_name(rules: RuleSet) -> str | dict[str, Any]:
    return rules.id if rules.id != "custom" else rules.for_record()


def _replayed(data: dict[str, Any], rules: RuleSet) -> Outcome:
    """The outcome of a full record's moves played under ``rules`` (another system's). Rules
    that end the hand before the record does (``blocked_when: no-tile-fits``, say) give their
    own verdict, and say after which move; a move they refuse otherwise is the error."""
    record = {**data, "rules": rules.for_record()}
    try:
        return _outcome_of(game_from_record(record))
    except BadRecord as error:
        moves = data.get("moves")
        if not isinstance(moves, list):
            raise
        for count in range(len(moves) - 1, -1, -1):  # the longest beginning these rules take
            try:
                game = game_from_record({**record, "moves": moves[:count]})
            except DominoError:
                continue
            result = game.outcome()
            if result is None:
                raise error from None
            return replace(result, reasons=(*result.reasons, Message("settle.ended-before", {"move": count})))
        raise


def _outcome_of(game: Game) -> Outcome:
    """How a replayed record's hand ended; :class:`BadRecord` when its moves stop before the end."""
    result = game.outcome()
    if result is None:
        raise BadRecord("error.record-unfinished")
    return result


__all__ = ["FORMAT", "EndPosition", "end_position", "game_from_record", "loads", "settle",
           "to_record"]
