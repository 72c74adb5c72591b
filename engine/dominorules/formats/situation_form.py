"""A situation a reader describes, in its forms: the JSON the page sends (read and checked,
:func:`from_json`), the settler's address (:func:`encode`, :func:`decode`), and the game record a
reader keeps (:func:`to_record`). What every rule system says about it is
:mod:`dominorules.formats.situation`'s, which also names everything here.

>>> decode("k=end&p=2&h=6-6_&l=5-5&last=2").to_json()["hands"]
[['6-6'], []]
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.rule_choices import PRESET_IDS
from ..core.rules import RuleSet
from ..core.tiles import Tile, place_line
from ..words.errors import BadPosition, BadRules, DominoError
from ..words.message import Listing, Message

KINDS = ("end", "turn", "deal")
MAX_PIP = 6
SET_SIZE = (MAX_PIP + 1) * (MAX_PIP + 2) // 2  # the double-six set: 28 tiles
MAX_PLAYERS = 5  # the draw game to 100 seats five (003 way 3: 5 tiles each for "3 or more")
MAX_QUERY = 2000
_KEYS = ("k", "p", "h", "l", "last", "b", "d", "t", "c", "s")
# a field of the JSON form, by the part of a link that holds it
_KEY_OF_FIELD = {"kind": "k", "players": "p", "hands": "h", "line": "l", "last": "last", "boneyard": "b",
                 "drawn": "d", "teams": "t", "custom": "c", "stand_ins": "s"}
_FIELD_OF_KEY = {key: name for name, key in _KEY_OF_FIELD.items()}
# the errors of a link the reader may check or set up again (the advice follows them)
_LINK_ERRORS = ("error.situation-bad.", "error.situation-in.", "error.situation-unknown-part",
                "error.custom-",
                "error.situation-turn-needs-line", "error.situation-deal-played", "error.tile-twice")


@dataclass(frozen=True)
class KindParts:
    """What a question of one kind holds, so that the form asks just that: every player's hand or
    only one's own, a line of play or none, who moved last, teams, and the boneyard and tiles
    drawn (at most the whole set). :func:`from_json` holds situations to it.

    >>> KIND_PARTS["turn"].one_hand, KIND_PARTS["deal"].line, KIND_PARTS["turn"].stock
    (True, False, 28)
    """

    one_hand: bool
    """Only the hand of the player to move (a turn), not one per player."""
    line: bool
    last: bool
    teams: bool
    stock: int | None
    """The most tiles the boneyard and the tiles drawn may be (``None``: the question asks neither)."""

    def to_json(self) -> dict[str, Any]:
        return {"one_hand": self.one_hand, "line": self.line, "last": self.last, "teams": self.teams,
                "stock": self.stock}


KIND_PARTS = {
    "end": KindParts(one_hand=False, line=True, last=True, teams=True, stock=None),
    "turn": KindParts(one_hand=True, line=True, last=False, teams=False, stock=SET_SIZE),
    "deal": KindParts(one_hand=False, line=False, last=False, teams=True, stock=None),
}


class BadSituation(DominoError):
    """A situation that cannot happen, or an address that was cut or edited."""


@dataclass(frozen=True)
class Situation:
    """What the reader described; see the module docstring."""

    kind: str
    players: int
    hands: tuple[tuple[Tile, ...], ...]
    line: tuple[tuple[int, int], ...] = ()
    last: int | None = None
    boneyard: int = 0
    drawn: int = 0
    teams: bool = False
    custom: RuleSet | None = field(default=None, compare=True)
    stand_ins: tuple[int, ...] = ()
    """Seats (from 0) whose tiles stand in for a pip count typed on the score pad: only their
    totals are known, and no line of play."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "players": self.players,
                               "hands": [[str(t) for t in hand] for hand in self.hands],
                               "line": [f"{a}-{b}" for a, b in self.line], "teams": self.teams}
        if self.last is not None:
            out["last"] = self.last
        if KIND_PARTS[self.kind].stock is not None:
            out["boneyard"], out["drawn"] = self.boneyard, self.drawn
        if self.custom is not None:
            out["custom"] = self.custom.for_record()
        if self.stand_ins:
            out["stand_ins"] = list(self.stand_ins)
        return out


# ---------------------------------------------------------------- reading and checking


def _bad(part: str, value: object) -> BadSituation:
    """The error for a part of the situation (a field of the JSON form or a link's letter) that
    cannot be read: each part in the reader's words, one message each (``error.situation-bad.*``),
    the value as the reader wrote it (JSON's own words for what a program sent)."""
    name = _FIELD_OF_KEY.get(part, part).split("[")[0]
    if name not in _KEY_OF_FIELD:
        return BadSituation("error.situation-unknown-part", part=str(part)[:40])
    said = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return BadSituation(f"error.situation-bad.{name}", value=said[:40])


def _detail(part: str, error: DominoError) -> BadSituation:
    """A part's error with the engine's own detail after it (a tile that is not one, a rule);
    own rules that contradict each other are said in one sentence ("Your own rules contradict
    each other: …", never "In your own rules: These rules contradict each other: …")."""
    own = {"error.rules-contradict": "error.custom-contradict",
           "error.bad-rule-value": "error.custom-bad-value",
           "error.unknown-rule-field": "error.custom-unknown-field"}
    if part == "custom" and error.message.id in own:
        return BadSituation(own[error.message.id], **error.message.params)
    return BadSituation(f"error.situation-in.{part}").because(error)


def _number(value: Any, part: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _bad(part, value)
    return value


def _tiles(values: Any, part: str) -> tuple[Tile, ...]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise _bad(part, values)
    try:
        return tuple(Tile.parse(v, MAX_PIP) for v in values)
    except DominoError as error:
        raise _detail(part, error) from None


def from_json(data: Any) -> Situation:
    """A situation from its JSON form (what :meth:`Situation.to_json` writes), checked. The
    line may list its tiles in the order they were laid, either way round
    (:func:`~dominorules.core.tiles.place_line` turns each to fit)."""
    if not isinstance(data, dict):
        raise BadSituation("error.situation-unreadable")
    unknown = set(data) - {"kind", "players", "hands", "line", "last", "boneyard", "drawn", "teams",
                           "custom", "stand_ins"}
    if unknown:
        raise _bad(sorted(map(str, unknown))[0], "?")
    kind = data.get("kind")
    if kind not in KINDS:
        raise _bad("kind", kind)
    players = _number(data.get("players"), "players", 2, MAX_PLAYERS)
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list):
        raise _bad("hands", raw_hands)
    hands = tuple(_tiles(hand, "hands") for hand in raw_hands)
    parts = KIND_PARTS[kind]
    wanted = 1 if parts.one_hand else players
    if len(hands) != wanted:
        raise BadSituation("error.situation-hands", count=len(hands), players=wanted)
    line_text = data.get("line", [])
    if not isinstance(line_text, list) or not all(isinstance(v, str) for v in line_text):
        raise _bad("line", line_text)
    try:
        line = tuple(place_line(line_text, MAX_PIP)) if line_text else ()
    except DominoError as error:
        raise _detail("line", error) from None
    last = data.get("last")
    if last is not None:
        last = _number(last, "last", 0, players - 1)
    teams = data.get("teams", False)
    if not isinstance(teams, bool):
        raise _bad("teams", teams)
    custom = None
    if data.get("custom") is not None:
        try:
            custom = RuleSet.from_json(data["custom"])
        except DominoError as error:
            raise _detail("custom", error) from None
    stand_ins = data.get("stand_ins", [])
    if not isinstance(stand_ins, list) or len(set(map(str, stand_ins))) != len(stand_ins):
        raise _bad("stand_ins", stand_ins)
    seats = tuple(sorted(_number(seat, "stand_ins", 0, players - 1) for seat in stand_ins))
    most = SET_SIZE if parts.stock is None else parts.stock  # (kept only where the question asks them)
    situation = Situation(kind, players, hands, line, last,
                          _number(data.get("boneyard", 0), "boneyard", 0, most),
                          _number(data.get("drawn", 0), "drawn", 0, most), teams, custom, seats)
    _check(situation)
    return situation


def to_record(s: Situation) -> dict[str, Any]:
    """The situation as a game record (``dominorules/1``) a reader keeps as a file: an end
    position, the hands as dealt, or the turn's situation as it is.

    >>> to_record(decode("k=end&p=2&h=6-6_&l=5-5&last=2"))["end"]
    'out'
    """
    rules = s.custom.for_record() if s.custom is not None else "block"
    hands = [[str(t) for t in hand] for hand in s.hands]
    if s.kind == "end":
        record: dict[str, Any] = {"format": "dominorules/1", "rules": rules, "position": "end",
                                  "end": "out" if any(not hand for hand in s.hands) else "blocked",
                                  "hands": hands}
        if s.last is not None:
            record["last"] = s.last
        if s.line:
            record["line"] = [f"{a}-{b}" for a, b in s.line]
        return record
    if s.kind == "deal":
        return {"format": "dominorules/1", "rules": rules, "hands": hands, "moves": []}
    return {"format": "dominorules/1", **s.to_json()}


def _check(s: Situation) -> None:
    """Things that cannot happen under any rules: a tile twice, too many tiles, no way to play."""
    seen: set[Tile] = set()
    for tile in [t for hand in s.hands for t in hand] + [Tile.of(a, b) for a, b in s.line]:
        if tile in seen:
            raise BadPosition("error.tile-twice", tile=str(tile))
        seen.add(tile)
    if len(seen) + s.boneyard > SET_SIZE:
        raise BadSituation("error.situation-too-many", count=len(seen) + s.boneyard)
    if s.kind == "end":
        empty = [seat for seat, hand in enumerate(s.hands) if not hand]
        if len(empty) > 1:
            raise BadSituation("error.situation-two-out", first=empty[0] + 1, second=empty[1] + 1)
        if s.line and not empty:
            left, right = s.line[0][0], s.line[-1][1]
            for tile in (t for hand in s.hands for t in hand):
                if tile.has(left) or tile.has(right):
                    raise BadPosition("error.line-not-blocked", tile=str(tile))
    parts = KIND_PARTS[s.kind]
    if parts.one_hand and not s.line:  # the player to move has a line to play to
        raise BadSituation("error.situation-turn-needs-line")
    if not parts.line and (s.line or s.last is not None):
        raise BadSituation("error.situation-deal-played")


# ---------------------------------------------------------------- the address


def _tiles_text(tiles: Sequence[Tile] | Sequence[tuple[int, int]]) -> str:
    return ".".join(f"{a}-{b}" for a, b in tiles)


def encode(s: Situation) -> str:
    """The situation as the query string of the settler's address."""
    parts = [("k", s.kind), ("p", str(s.players)), ("h", "_".join(_tiles_text(h) for h in s.hands))]
    if s.line:
        parts.append(("l", _tiles_text(s.line)))
    if s.last is not None:
        parts.append(("last", str(s.last + 1)))
    if KIND_PARTS[s.kind].stock is not None:
        parts += [("b", str(s.boneyard)), ("d", str(s.drawn))]
    if s.teams:
        parts.append(("t", "1"))
    if s.custom is not None:
        parts.append(("c", custom_text(s.custom)))
    if s.stand_ins:
        parts.append(("s", ".".join(str(seat + 1) for seat in s.stand_ins)))
    return "&".join(f"{key}={value}" for key, value in parts)


def custom_text(rules: RuleSet) -> str:
    """A rule set as the address writes it: ``preset,field:value,...``.

    >>> custom_text(custom_rules("draw,tie:split,target_points:2x50"))
    'draw,tie:split,target_points:2x50'
    >>> custom_rules("draw,target_points:,target_hands:5").target_hands  # a fixed number of hands
    5
    >>> custom_text(custom_rules("draw,target_points:,target_hands:5"))
    'draw,target_points:,target_hands:5'
    """
    changes = ",".join(f"{name}:{_value_text(value)}" for name, value in rules.changes().items())
    return rules.base + ("," + changes if changes else "")


def custom_rules(text: str) -> RuleSet:
    """Read a rule set written ``preset,field:value,...`` (the address's ``c`` part);
    :class:`BadSituation` names the bad part."""
    if not isinstance(text, str) or len(text) > MAX_QUERY:
        raise _bad("c", str(text)[:40])
    try:
        return RuleSet.from_json(_custom(text))
    except BadSituation:
        raise
    except DominoError as error:
        raise _detail("custom", error) from None


def _value_text(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):  # hand sizes, target points: {"2": 7, "3": 5}
        return "/".join(f"{players}x{size}" for players, size in value.items())
    return str(value)


def _parts(query: str) -> dict[str, str]:
    """A link's query string as its parts (``k``, ``p``, ...), each once and known."""
    if not isinstance(query, str):
        raise BadSituation("error.situation-unreadable")
    if len(query) > MAX_QUERY:
        raise BadSituation("error.too-large", size=len(query), limit=MAX_QUERY)
    values: dict[str, str] = {}
    for piece in query.lstrip("?#").split("&"):
        if not piece:
            continue
        key, sep, value = piece.partition("=")
        if not sep or key not in _KEYS or key in values:
            raise _bad(key if key in _KEYS else piece[:40], value)
        values[key] = value
    if "k" in values and values["k"] not in KINDS:  # a wrong kind, not a link cut short
        raise _bad("k", values["k"])
    for key in ("k", "p", "h"):
        if key not in values:
            raise BadSituation(f"error.situation-missing.{_FIELD_OF_KEY[key]}")
    return values


def decode(query: str) -> Situation:
    """Read a settler address's query string (with or without the leading ``?`` or ``#``); an
    error in the link ends with the advice to check it or set the situation up again."""
    try:
        return _decode(query)
    except DominoError as error:
        if error.message.id.startswith(_LINK_ERRORS):
            error.also(Message("error.situation-check-link", {}))
        raise


def _decode(query: str) -> Situation:
    values = _parts(query)
    data: dict[str, Any] = {"kind": values["k"], "players": _int_part(values, "p"),
                            "hands": [_split(h) for h in values["h"].split("_")],
                            "line": _split(values.get("l", "")), "teams": _flag(values, "t")}
    if "last" in values:
        last = _int_part(values, "last")
        if not 1 <= last <= data["players"]:
            raise _bad("last", values["last"])
        data["last"] = last - 1
    for key, name in (("b", "boneyard"), ("d", "drawn")):
        if key in values:
            data[name] = _int_part(values, key)
    if "c" in values:
        data["custom"] = _custom(values["c"])
    if "s" in values:  # the seats whose tiles stand in for counts typed on the score pad
        seats = [_int_part({"s": text}, "s") for text in values["s"].split(".")]
        if not all(1 <= seat <= data["players"] for seat in seats) or len(set(seats)) != len(seats):
            raise _bad("s", values["s"])
        data["stand_ins"] = [seat - 1 for seat in seats]
    return from_json(data)


def stand_in_note(s: Situation) -> Message | None:
    """What the settler says of a situation from the score pad: which seats' tiles stand in for
    a typed count (``None`` when every tile shown was held).

    >>> print(stand_in_note(decode("k=end&p=3&h=_6-6_6-4&last=1&s=2.3")).english())
    ... # doctest: +NORMALIZE_WHITESPACE
    The tiles shown for Players 2 and 3 stand in for the pip counts typed on the score pad: only
    their totals are known (any tiles with the same totals give the same verdicts), and not the
    line of play.
    """
    if not s.stand_ins:
        return None
    return Message("settle.stand-ins", {"players": Listing(tuple(seat + 1 for seat in s.stand_ins))})


def _split(text: str) -> list[str]:
    return [t for t in text.split(".") if t] if text else []


def _int_part(values: dict[str, str], key: str) -> int:
    text = values[key]
    if not text.isdigit() or len(text) > 3:
        raise _bad(key, text)
    return int(text)


def _flag(values: dict[str, str], key: str) -> bool:
    if values.get(key, "0") not in ("0", "1"):
        raise _bad(key, values[key])
    return values.get(key) == "1"


def _custom(text: str) -> dict[str, Any]:
    preset, *changes = text.split(",")
    if preset not in PRESET_IDS:
        raise _detail("custom", BadRules("error.unknown-preset", value=preset[:40]))
    out: dict[str, Any] = {"preset": preset}
    for change in changes:
        name, sep, value = change.partition(":")
        if not sep or name in out:
            raise _bad("c", change)
        # "target_points:" (nothing) is no target score: a fixed number of hands (001)
        out[name] = {} if name == "target_points" and not value else _custom_value(value)
    return out


def _custom_value(text: str) -> Any:
    if "x" in text:  # hand sizes 2x7/3x5
        steps = [step.split("x") for step in text.split("/")]
        if not all(len(step) == 2 and all(n.isdigit() and len(n) <= 3 for n in step) for step in steps):
            raise _bad("c", text)
        return {players: int(size) for players, size in steps}
    if text.isdigit():
        return int(text)
    return {"yes": True, "no": False}.get(text, text)


__all__ = ["KINDS", "KIND_PARTS", "MAX_PLAYERS", "BadSituation", "KindParts", "Situation", "custom_rules",
           "custom_text", "decode", "encode", "from_json", "stand_in_note", "to_record"]
