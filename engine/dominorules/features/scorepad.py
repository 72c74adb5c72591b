"""A score pad: hands told by how they ended and the pips left, scored by the rules.

At the table nobody writes down the moves, only how a hand ended and what each
player still held. A **hand entry** says just that (seats from 0)::

    {"end": "out", "out": 1, "pips": [12, 0, 7]}
    {"end": "blocked", "last": 2, "pips": [5, ["6-6", "0-4"], 3]}

Each item of ``pips`` is a count, or the tiles that seat still holds (the engine
adds them up). The seat that went out holds nothing (0 or ``[]``); ``last`` is
who made the last move as the rules count it (``last_mover``: who placed the last tile, or
under ``last-action`` who drew, passed or laid last), needed where the last mover of a
blocked hand loses; the pad asks the question the rules need (``RulesReply.last_question``).

A **match** is the rules (a preset id or ``{"preset": ..., field: value}``, as in
game records), the number of players, optional ``names``, the seat that opened
the first hand (``opener``, 0 when left out) and the hands in order::

    {"format": "dominorules/1", "rules": "draw", "players": 2, "opener": 0,
     "hands": [{"end": "out", "out": 0, "pips": [0, 60]}, ...]}

:func:`score_entry` scores one hand and :func:`score_match` a whole match: the
totals after each hand, who opens the next one, and who won. Counts that no hand
can hold are refused (two players with 0 pips left: only 0-0 counts 0), and every
hand comes with tiles that leave those counts, so the dispute settler can be asked
about it (:func:`settle_query`).

Source 004's worked example: 0-4, 2-3 and 0-0 count 9, and Player 1 went out.

>>> from ..core.rules import PRESETS
>>> hand = read_hand(PRESETS["pagat-draw"], 2, {"end": "out", "out": 0, "pips": [0, ["0-4", "2-3", "0-0"]]})
>>> result = score_entry(PRESETS["pagat-draw"], hand)
>>> result.winners, result.points
((0,), {0: 9, 1: 0})
>>> read_hand(PRESETS["block"], 3, {"end": "blocked", "last": 0, "pips": [0, 0, 5]})
Traceback (most recent call last):
...
dominorules.words.errors.BadPosition: No hands can leave these pips: 0, 0, 5.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core.match import Match
from ..core.opening import check_players
from ..core.outcome import BLOCKED, OUT, Outcome, score_pips
from ..core.readings import marked
from ..core.rules import RuleSet
from ..core.tiles import Tile, full_set
from ..formats.situation import Situation, encode
from ..words.errors import BadPosition, BadRecord, DominoError, said_value
from ..words.message import Listing, Message, ParamValue, seat_params, with_names
from .pip_hands import find_hands

MAX_HANDS = 500
"""The most hands a match file may hold."""
_MATCH_FIELDS = {"format", "rules", "players", "names", "opener", "hands"}
_HAND_FIELDS = {"end", "out", "last", "pips"}


@dataclass(frozen=True)
class Hand:
    """A checked hand entry: the pips each seat holds, and tiles that leave them."""

    end: str
    out: int | None
    last: int | None
    pips: tuple[int, ...]
    counted: tuple[tuple[Tile, ...] | None, ...]
    """The tiles a seat was counted from (``None`` where a number was typed)."""
    tiles: tuple[tuple[Tile, ...], ...] | None
    """Tiles that leave these counts (the counted ones as given); ``None`` only when
    the search for them gave up (never for the counts a table can have)."""


def _seat(data: dict[str, Any], name: str, players: int) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if type(value) is not int or not 0 <= value < players:
        raise BadPosition("error.bad-seat", seat=str(value)[:20], players=players)
    return value


def _tile_limit(rules: RuleSet, players: int) -> int:
    """The most tiles one seat can hold at the end: the hand dealt when nobody draws."""
    if rules.undealt == "boneyard" and rules.draw != "none":
        return len(full_set(rules.max_pip)) - (players - 1)
    return rules.hand_size_for(players)


def read_hand(rules: RuleSet, players: int, data: Any) -> Hand:
    """Check a hand entry (see the module docstring) against the rules and the table."""
    check_players(rules, players)
    if not isinstance(data, dict):
        raise BadRecord("error.bad-hand-entry", value=said_value(data))
    unknown = sorted(set(map(str, data)) - _HAND_FIELDS)
    if unknown:
        raise BadRecord("error.unknown-hand-field", field=unknown[0][:40])
    end = data.get("end")
    if end not in (OUT, BLOCKED):
        raise BadRecord("error.bad-end", value=str(end)[:40])
    out = _seat(data, "out", players)
    last = _seat(data, "last", players)
    if end == BLOCKED and out is not None:  # "out" names who went out, in an "out" hand only
        raise BadRecord("error.out-in-blocked-hand", field="out")
    if end == OUT and out is None:
        raise BadRecord("error.hand-field", field="out")
    if end == OUT:
        last = out
    raw = data.get("pips")
    if not isinstance(raw, list):
        raise BadRecord("error.hand-field", field="pips")
    if len(raw) != players:
        raise BadPosition("error.pips-count", count=len(raw), players=players)
    limit = _tile_limit(rules, players)
    pips, counted = _read_pips(rules, raw, out, limit)
    hands = find_hands(rules.max_pip, pips, counted, out, limit)
    if hands is False:
        raise BadPosition("error.pips-impossible", pips=Listing(tuple(pips), "seq"))
    return Hand(end, out, last, tuple(pips), tuple(counted), hands if isinstance(hands, tuple) else None)


_COUNT = re.compile(r"^\s*-?\d+\s*$")
_TILE_GAPS = re.compile(r"[.\s]+")


def typed_pips(text: str) -> int | list[str]:
    """What a player typed for their pips, as the score pad and the command line read it: a
    count, or the tiles left in the hand, joined by dots or spaces (each tile checked later).

    >>> typed_pips(" 12 ")
    12
    >>> typed_pips("6-6.0-4"), typed_pips("6-6 0-4"), typed_pips("0-0")
    (['6-6', '0-4'], ['6-6', '0-4'], ['0-0'])
    >>> typed_pips("twelve")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dominorules.words.errors.BadPosition: “twelve” is neither a pip count nor a list of tiles ...
    """
    if _COUNT.match(text):
        return int(text)
    if "-" in text or "|" in text:
        return [tile for tile in _TILE_GAPS.split(text.strip()) if tile]
    raise BadPosition("error.pips-text", value=text.strip()[:20])


def _read_pips(rules: RuleSet, raw: list[Any], out: int | None,
               limit: int) -> tuple[list[int], list[tuple[Tile, ...] | None]]:
    """Each seat's pips, and its tiles where the entry counts them (``None`` where it gives a
    number), checked seat by seat against the seat that went out and the most a hand can hold."""
    seen: set[Tile] = set()
    pips: list[int] = []
    counted: list[tuple[Tile, ...] | None] = []
    for seat, item in enumerate(raw):
        if isinstance(item, str) and not item.strip():  # left blank: nothing, for who went out
            if seat != out:
                raise BadPosition("error.pips-blank", **seat_params(seat))
            item = 0
        if isinstance(item, str):  # what was typed: a count or tiles ("6-6.0-4")
            try:
                item = typed_pips(item)
            except BadPosition:
                raise BadPosition("error.pips-text", value=item.strip()[:20], **seat_params(seat)) from None
        if isinstance(item, list):
            tiles = _tiles(item, rules.max_pip, seen, seat)
            if len(tiles) > limit:
                raise BadPosition("error.too-many-left", **seat_params(seat), count=len(tiles), size=limit)
            counted.append(tiles)
            pips.append(sum(tile.pips for tile in tiles))
        elif type(item) is int:
            counted.append(None)
            pips.append(item)
        else:
            raise BadPosition("error.pips-text", value=str(item)[:20], **seat_params(seat))
        if seat == out and pips[seat]:
            raise BadPosition("error.out-has-pips", **seat_params(seat), value=pips[seat])
        tiles_left = counted[seat]
        if seat == out and tiles_left:  # a lone 0-0 counts nothing, and is still a tile
            raise BadPosition("error.out-has-tiles", **seat_params(seat),
                              tiles=Listing(tuple(str(tile) for tile in tiles_left)))
        if seat != out and counted[seat] == ():
            if out is not None:
                first, second = sorted((seat, out))
                raise BadPosition("error.situation-two-out", first=first + 1, second=second + 1, seat=seat)
            raise BadPosition("error.end-blocked-has-empty", **seat_params(seat))
        most = _most(rules, limit)
        if not 0 <= pips[seat] <= most:
            raise BadPosition("error.bad-pips", **seat_params(seat), value=pips[seat], max=most)
    return pips, counted


def _tiles(items: list[Any], max_pip: int, seen: set[Tile], seat: int) -> tuple[Tile, ...]:
    tiles = []
    for text in items:
        try:
            tile = Tile.parse(text, max_pip)
        except DominoError as error:
            raise BadPosition(error.message.id, **{**error.message.params, "seat": seat}) from None
        if tile in seen:
            raise BadPosition("error.tile-twice", tile=str(tile), seat=seat)
        seen.add(tile)
        tiles.append(tile)
    return tuple(tiles)


def _most(rules: RuleSet, limit: int) -> int:
    """The most pips one hand of at most ``limit`` tiles can hold."""
    heaviest = sorted((tile.pips for tile in full_set(rules.max_pip)), reverse=True)
    return sum(heaviest[:limit])


def score_entry(rules: RuleSet, hand: Hand) -> Outcome:
    """The result of a checked hand under ``rules``, with how counted hands were added up."""
    if hand.end == BLOCKED and rules.blocked_winner == "last-mover-loses" and hand.last is None:
        raise BadPosition("error.last-needed-hand", field="last")  # (a record names its field)
    result = score_pips(rules, hand.pips, hand.end, hand.last, hand.out)
    sums = tuple(Message("solution.pips", {**seat_params(seat), "pips": hand.pips[seat],
                                           "sum": Listing(tuple(t.pips for t in tiles), "sum")})
                 for seat, tiles in enumerate(hand.counted) if tiles)
    return Outcome(result.end, result.winners, result.points, result.pips, sums + result.reasons,
                   result.team_points)


def summary(rules: RuleSet, result: Outcome, names: Sequence[str] | None = None) -> Message:
    """Who won the hand and what they score, as one sentence with the verb agreeing with the
    number of winners: partners as their team with its players ("Team 2 (Anna and Cleo) wins the
    hand and scores 14."), players alone listed once ("Players 2 and 4 win the hand."); each
    seat by the name typed for it (:func:`~dominorules.words.message.with_names`).

    >>> from ..core.rules import PRESETS
    >>> hand = read_hand(PRESETS["partnership"], 4, {"end": "out", "out": 0, "pips": [0, 5, 7, 9]})
    >>> result = score_entry(PRESETS["partnership"], hand)
    >>> summary(PRESETS["partnership"], result, ["Ann", "", "Cy", ""]).english()
    'Team 1 (Ann and Cy) wins the hand.'
    >>> split = PRESETS["draw"].with_changes(tie="split")
    >>> hand = read_hand(split, 3, {"end": "blocked", "pips": [4, 9, 4]})
    >>> summary(split, score_entry(split, hand)).english()
    'Players 1 and 3 win the hand and score 4 points each.'
    """
    if not result.winners:
        return Message("score.no-winner", {})
    winners = sorted(result.winners)
    said: dict[str, ParamValue]
    if rules.teams and len(result.points) == 4 and winners in ([0, 2], [1, 3]):
        said = {"team": winners[0] + 1, "first": winners[0] + 1, "second": winners[1] + 1}
        kind, with_points = "win.team", "score.team-won-hand-points"
    else:
        said = {"players": Listing(tuple(seat + 1 for seat in winners))}
        kind, with_points = "win.players", "win.players-points"
    if rules.scores_points:
        said = {**said, "points": Message("say.points", {"points": result.points[winners[0]]})}
    return with_names(Message(with_points if rules.scores_points else kind, said), names)


def standing_said(totals: Sequence[int], names: Sequence[str] | None = None, points: bool = True) -> Message:
    """Each seat's total after a hand, by name where the table gave one, as one message: points,
    or hands won where the rules keep no points.

    >>> from ..words.i18n import translate
    >>> translate(standing_said([30, 1, 0], ["Ann", "Bo", ""]), "en")
    'Score after it: Ann has 30 points, Bo has 1 point, and Player 3 has 0 points.'
    >>> translate(standing_said([2, 1], ["Ann", "Bo"], points=False), "en")
    'Score after it: Ann has won 2 hands and Bo has won 1 hand.'
    """
    def total_said(seat: int, total: int) -> Message:
        if points:
            return Message("score.seat-total", {**seat_params(seat),
                                                "points": Message("say.points", {"points": total})})
        return Message("score.seat-hands", {**seat_params(seat),
                                            "hands": Message("say.hands", {"hands": total})})

    said = Listing(tuple(with_names(total_said(seat, total), names) for seat, total in enumerate(totals)),
                   clauses=True)
    return Message("ui.score.after", {"totals": said})


def settle_query(rules: RuleSet, hand: Hand) -> str | None:
    """The dispute settler's address for this hand's end position (tiles that leave the
    counts typed), under every system and these rules; ``None`` if no tiles were found."""
    if hand.tiles is None:
        return None
    custom = rules if rules.id == "custom" else None
    # the seats whose count was typed: the tiles found for it stand in for it
    stand_ins = tuple(seat for seat, tiles in enumerate(hand.counted)
                      if tiles is None and hand.tiles[seat])
    situation = Situation("end", len(hand.pips), hand.tiles, last=hand.last,
                          teams=rules.teams and rules.base != "partnership", custom=custom,
                          stand_ins=stand_ins)
    return encode(situation)


def _read_match(data: Any) -> tuple[RuleSet, int, list[str] | None, int, list[Any]]:
    """A match file's rules, players, names, first opener and hands, checked."""
    if not isinstance(data, dict):
        raise BadRecord("error.bad-match-file", value=said_value(data))
    unknown = sorted(set(map(str, data)) - _MATCH_FIELDS)
    if unknown:
        raise BadRecord("error.unknown-match-field", field=unknown[0][:40])
    rules = RuleSet.from_json(data.get("rules"))
    players = data.get("players")
    if type(players) is not int:
        raise BadRecord("error.match-field", field="players")
    check_players(rules, players)
    names = data.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) for n in names)):
        raise BadRecord("error.match-field", field="names")
    hands = data.get("hands", [])
    if not isinstance(hands, list) or len(hands) > MAX_HANDS:
        raise BadRecord("error.match-field", field="hands")
    return rules, players, names, _seat(data, "opener", players) or 0, hands


def _row(rules: RuleSet, match: Match, number: int, entry: Any, opener: int, opening: Message | None,
         names: list[str] | None) -> dict[str, Any]:
    """Hand ``number`` of the match, counted in ``match``: its result and the sentences that
    say it, each seat by the name typed for it."""
    try:
        hand = read_hand(rules, match.players, entry)
        result = match.count(score_entry(rules, hand), opener)
    except DominoError as error:
        refused = BadRecord("error.match-hand", hand=number).because(error)
        refused.messages = tuple(with_names(message, names) for message in refused.messages)
        raise refused from None
    said = summary(rules, result, names)
    standing = standing_said(list(match.scores), names, rules.scores_points)
    line = Message("score.hand-line", {"hand": number, "summary": said, "standing": standing})
    reasons = marked(rules, result.reasons)  # our readings said as such (readings.py)
    return {"hand": number, "opener": opener, "out": hand.out if hand.end == OUT else None,
            "opening": with_names(opening, names).to_json() if opening else None, **result.to_json(),
            "summary": said.to_json(), "standing": standing.to_json(),
            "line": line.to_json(),
            "totals": list(match.scores), "settle": settle_query(rules, hand),
            "reasons": [with_names(reason, names).to_json() for reason in reasons]}


def score_match(data: Any) -> dict[str, Any]:
    """Score every hand of a match (see the module docstring): the totals after each hand,
    the points still needed, who opens next, and the result once the match is over."""
    rules, players, names, opener, hands = _read_match(data)
    match = Match(rules, players)
    rows: list[dict[str, Any]] = []
    opening: Message | None = None
    for number, entry in enumerate(hands, start=1):
        if match.over:
            raise BadRecord("error.match-over", hand=number - 1, next=number)
        rows.append(_row(rules, match, number, entry, opener, opening, names))
        opener, opening = match.next_opener()
    target = match.target
    verdict = match.verdict()
    play_on = match.playing_on()
    return {
        "format": "dominorules/1",
        "rules": rules.for_record(),
        "players": players,
        "names": names,
        "target": target,
        "hands": rows,
        "totals": list(match.scores),
        "needed": [max(0, target - score) for score in match.scores] if target else None,
        "over": match.over,
        "winners": match.winners(),
        "verdict": with_names(verdict, names).to_json() if verdict else None,
        "play_on": with_names(play_on, names).to_json() if play_on and not match.over else None,
        "last_mover": rules.last_mover,
        "scores_points": rules.scores_points,
        "tiles": [str(tile) for tile in full_set(rules.max_pip)],
        "next_opener": None if match.over else opener,
        "next_opening": with_names(opening, names).to_json() if opening and not match.over else None,
        # who opens the next hand and why, as one sentence ("Next hand: Ann opens: she won the last one.")
        "next": Message("score.next-hand", {"opening": with_names(opening, names)}).to_json()
        if opening and not match.over else None,
    }


__all__ = ["Hand", "read_hand", "score_entry", "score_match", "settle_query", "summary"]
