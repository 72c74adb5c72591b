"""Teams: two teams of two partners sitting opposite each other, so only at four players (000 l.42).

The one place that says which seats play together; the rules say whether a game is played in
teams (``RuleSet.teams``), this module where the partners sit.

>>> from .rules import PRESETS
>>> partnership, block = PRESETS["partnership"], PRESETS["block"]
>>> team_seats(partnership, 4), team_seats(partnership, 3), team_seats(block, 4)
([[0, 2], [1, 3]], None, None)
>>> [side_of(PRESETS["partnership"], seat) for seat in range(4)], side_of(PRESETS["block"], 3)
([0, 1, 0, 1], 3)
"""

from __future__ import annotations

from .rules import RuleSet

TEAM_PLAYERS = 4
"""The player count teams need: two teams of two partners sitting opposite (000 l.42)."""


def plays_in_teams(rules: RuleSet, players: int) -> bool:
    """Whether ``players`` players of ``rules`` form teams (the rules have teams, and four sit)."""
    return rules.teams and players == TEAM_PLAYERS


def team_seats(rules: RuleSet, players: int) -> list[list[int]] | None:
    """The seats of each team (partners sit opposite), or ``None`` when everyone plays alone."""
    if not plays_in_teams(rules, players):
        return None
    return [[seat for seat in range(players) if seat % 2 == team] for team in range(2)]


def side_of(rules: RuleSet, seat: int) -> int:
    """The side ``seat`` plays for: its team (0 for seats 0 and 2) with teams, else the seat."""
    return seat % 2 if rules.teams else seat


__all__ = ["TEAM_PLAYERS", "plays_in_teams", "side_of", "team_seats"]
