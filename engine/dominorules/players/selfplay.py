"""Whole hands and matches between the built-in players, as records.

>>> from ..formats.record import game_from_record
>>> record = play_hand("block", 2, seed=1)
>>> record["rules"], len(record["hands"]), game_from_record(record).outcome() is not None
('block', 2, True)
"""

from __future__ import annotations

from typing import Any

from ..core.game import Game
from ..core.match import Match
from ..core.rules import RuleSet
from ..formats.record import to_record
from .simple import Player, heaviest_first

MAX_HANDS = 500
"""A match stops after this many hands even if nobody reached the target."""


def default_players(rules: RuleSet) -> int:
    """The usual table for ``rules``: 4 for teams, otherwise 2."""
    return 4 if rules.teams else max(2, rules.min_players)


def finish(game: Game, player: Player = heaviest_first) -> Game:
    """Let ``player`` make every move until the hand is over."""
    while game.ended is None:
        game.play(player(game, game.legal_moves()))
    return game


def play_hand(rules: str | RuleSet, players: int | None = None, seed: int = 0,
              player: Player = heaviest_first) -> dict[str, Any]:
    """Deal with ``seed`` and play one whole hand; return its record."""
    rule_set = rules if isinstance(rules, RuleSet) else RuleSet.from_json(rules)
    game = Game.deal(rule_set, players or default_players(rule_set), seed)
    return to_record(finish(game, player))


def play_match(rules: str | RuleSet, players: int | None = None, seed: int = 0,
               player: Player = heaviest_first) -> dict[str, Any]:
    """Play hands until the match is over; return every hand's record and the totals."""
    rule_set = rules if isinstance(rules, RuleSet) else RuleSet.from_json(rules)
    match = Match(rule_set, players or default_players(rule_set), seed)
    while not match.over and len(match.games) < MAX_HANDS:
        match.add(finish(match.next_game(), player))
    verdict = match.verdict()
    return {
        "format": "dominorules/1",
        "match": [to_record(game) for game in match.games],
        "scores": match.scores,
        "winners": match.winners(),
        "verdict": verdict.to_json() if verdict else None,
    }


__all__ = ["default_players", "finish", "play_hand", "play_match"]
