"""A situation a reader describes at the table, and what every rule system says about it.

Three questions, one per ``kind``:

``end``
    The tiles each player still holds when the hand stopped (an empty hand went
    out; otherwise the hand was blocked), who placed the last tile, and the line
    if known: who wins, the points, and why.
``turn``
    The line, the hand of the player to move, how many tiles lie in the boneyard
    and how many this player drew this turn: what they may do now.
``deal``
    The hands as dealt: who opens, and with which tile.

The same situation is asked of several rule sets at once (:func:`verdicts`); a
rule set that cannot have produced it (five tiles each where it deals seven, a
partnership game with three players) answers with the reason instead.

A situation travels in the page's address as a short query string that a person
can read and edit (:func:`encode`, :func:`decode`)::

    k=end&p=3&h=4-0.3-2.0-0_6-6_5-5&l=5-1.1-1.1-6&last=3

``k`` kind, ``p`` players, ``h`` hands (``_`` between hands, ``.`` between tiles;
in a ``turn``, the one hand of the player to move), ``l`` the line, ``last``
the player (from 1) who placed the last tile, ``b`` tiles in the boneyard, ``d``
tiles drawn this turn, ``t=1`` teams, and ``c`` a custom rule set as
``preset,field:value,...``. Decoding is data only, and an error names the bad part as the
reader knows it (the hands, the number of players), never by the link's letter:

>>> from ..words.i18n import describe
>>> try:
...     decode("k=end&p=2&h=9-9_1-1")
... except DominoError as error:
...     print(describe(error, "en"))  # doctest: +NORMALIZE_WHITESPACE
In the hands: 9-9 is not a tile of the double-6 set. Check the link, or set up the situation
again here.

>>> s = decode("k=end&p=3&h=4-0.3-2.0-0_6-6_5-5&last=3")
>>> [(v["rules"], v["winners"], v["points"]) for v in verdicts(s, ["block", "draw"])]
[('block', [0], 0), ('draw', [0], 13)]
>>> encode(s)
'k=end&p=3&h=4-0.3-2.0-0_6-6_5-5&last=3'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.game import Game
from ..core.legal import allowed_moves, plays_on
from ..core.moves import Move
from ..core.opening import check_players
from ..core.outcome import BLOCKED, OUT, score_hand
from ..core.rule_choices import PRESET_IDS
from ..core.rules import RuleSet
from ..core.teams import TEAM_PLAYERS
from ..words.errors import BadPosition, DominoError
from ..words.message import Message, seat_params
from .situation_form import (
    KINDS,
    MAX_PLAYERS,
    BadSituation,
    Situation,
    custom_rules,
    custom_text,
    decode,
    encode,
    from_json,
    stand_in_note,
    to_record,
)

TEAM_SYSTEMS = ("partnership", "draw")
"""The systems whose sources have teams: the partnership game (000 l.42, 002 l.42) and the
draw game (001 l.79). No source describes the others in teams."""
PLAYER_COUNTS = tuple(range(2, MAX_PLAYERS + 1))
"""The player counts a situation may have: 2 to the most any preset seats (draw-100's 5)."""


def team_players(rules: RuleSet) -> list[int]:
    """The player counts at which ``rules`` answer a situation played in teams (:func:`rule_sets`):
    four, in the systems whose sources have teams and that seat four.

    >>> from ..core.rules import PRESETS
    >>> [(p, team_players(r)) for p, r in PRESETS.items() if team_players(r)]
    [('partnership', [4]), ('draw', [4])]
    """
    teams = rules.teams or rules.base in TEAM_SYSTEMS
    return [TEAM_PLAYERS] if teams and rules.min_players <= TEAM_PLAYERS <= rules.max_players else []


def rule_sets(s: Situation, ids: Sequence[Any] | None = None) -> list[RuleSet]:
    """The seven presets (or ``ids``), plus the custom rule set; teams where asked for.

    With teams, only the systems whose sources have teams answer (:data:`TEAM_SYSTEMS`),
    and the reader's own custom rule set:

    >>> [r.base for r in rule_sets(decode("k=end&p=4&h=1-0_6-6_2-0_5-5&last=4&t=1"))]
    ['partnership', 'draw']
    """
    chosen = [RuleSet.from_json(r) for r in ids] if ids else [RuleSet.from_json(p) for p in PRESET_IDS]
    if s.custom is not None:
        chosen.append(s.custom)
    if s.teams:
        chosen = [r if r.teams else r.with_changes(teams=True) for r in chosen
                  if r.teams or r.base in TEAM_SYSTEMS or r is s.custom]
    return chosen


def verdicts(s: Situation, ids: Sequence[Any] | None = None) -> list[dict[str, Any]]:
    """What each rule set says about ``s``: a verdict, or the reason it cannot have happened."""
    out = []
    for rules in rule_sets(s, ids):
        name = rules.id if rules.id != "custom" else "custom"
        try:
            answer = _ANSWERS[s.kind](s, rules)
        except DominoError as error:
            answer = {"ok": False, "reasons": list(error.messages)}
        out.append({"rules": name, "base": rules.base, "ruleset": rules.for_record(), **answer})
    return out


def _fits_rules(s: Situation, rules: RuleSet) -> None:
    check_players(rules, s.players)
    if rules.teams and s.players != TEAM_PLAYERS:
        raise BadPosition("error.teams-need-four", players=s.players)


def _end(s: Situation, rules: RuleSet) -> dict[str, Any]:
    _fits_rules(s, rules)
    size = rules.hand_size_for(s.players)
    for seat, hand in enumerate(s.hands):
        if not rules.draws and len(hand) > size:
            raise BadPosition("error.too-many-left", **seat_params(seat), count=len(hand), size=size)
    empty = [seat for seat, hand in enumerate(s.hands) if not hand]
    end = OUT if empty else BLOCKED
    if end == BLOCKED and rules.blocked_winner == "last-mover-loses" and s.last is None:
        # not a contradiction, a missing fact: say which one, in the reader's words
        return {"ok": False, "missing": "last", "reasons": [Message("settle.last-unknown", {})]}
    result = score_hand(rules, s.hands, end, s.last, empty[0] if empty else None)
    assumed: list[Message] = []
    if end == BLOCKED and rules.blocked_winner == "last-mover-loses" and rules.last_mover == "last-action" \
            and rules.draw != "none":
        # An end position records who placed the last tile, not who drew or passed after it.
        assumed = [Message("settle.assumes-last-tile", seat_params(s.last or 0))]
    return {"ok": True, **result.to_json(), "winners": list(result.winners),
            "points": result.points[result.winners[0]] if result.winners else 0,
            "reasons": [*assumed, *result.reasons, *_how_long(rules, s.players)]}


def _how_long(rules: RuleSet, players: int) -> list[Message]:
    """How long the game lasts, and what a tie for the best score at the end means."""
    if rules.single_hand:
        return [Message("settle.single-hand", {})]
    if rules.target_points:
        length = Message("settle.to-points", {"points": rules.target_for(players)})
    else:
        length = Message("settle.to-hands", {"hands": rules.target_hands})
    return [length, Message(f"settle.target-tie-{rules.target_tie}", {})]


def _turn(s: Situation, rules: RuleSet) -> dict[str, Any]:
    plays = plays_on(list(s.hands[0]), s.line[0][0], s.line[-1][1])
    drawable = max(0, s.boneyard - rules.reserve) if rules.undealt == "boneyard" else 0
    moves = allowed_moves(rules, plays, drawable, s.drawn)
    return {"ok": True, "moves": [str(m) for m in moves], "reasons": [_why(rules, plays, drawable, s.drawn)]}


def _why(rules: RuleSet, plays: list[Move], drawable: int, drawn: int) -> Message:
    if plays:
        if rules.when_able == "may-pass":
            return Message("turn.may-pass", {})
        if rules.when_able == "may-draw" and drawable:
            return Message("turn.may-draw", {})
        return Message("turn.must-play", {})
    if rules.undealt != "boneyard" or rules.draw == "none":
        return Message("turn.no-drawing", {})
    if drawable == 0:
        if rules.reserve == 0:
            return Message("turn.boneyard-empty", {})
        return Message("turn.nothing-to-draw", {"reserve": rules.reserve})
    if rules.draw == "one" and drawn:
        return Message("turn.drew-already", {})
    return Message("turn.draw-until" if rules.draw == "until-playable" else "turn.draw-one", {})


def _deal(s: Situation, rules: RuleSet) -> dict[str, Any]:
    _fits_rules(s, rules)
    if rules.first_opener == "lot":
        Game(rules, s.hands, opener=0)  # checks the deal itself
        return {"ok": True, "opener": None, "tile": None, "reasons": [Message("settle.by-lot", {})]}
    game = Game(rules, s.hands)
    after = (game.opener + (1 if rules.direction == "clockwise" else -1)) % s.players
    return {"ok": True, "opener": game.opener, "tile": str(game.lead) if game.lead else None,
            "next": after, "reasons": [game.opening_reason,
                                       Message(f"settle.next-{rules.direction}", seat_params(after))]}


_ANSWERS = {"end": _end, "turn": _turn, "deal": _deal}

__all__ = ["KINDS", "MAX_PLAYERS", "PLAYER_COUNTS", "TEAM_PLAYERS", "TEAM_SYSTEMS", "BadSituation",
           "Situation", "custom_rules", "custom_text", "decode", "encode", "from_json", "rule_sets",
           "stand_in_note", "team_players", "to_record", "verdicts"]
