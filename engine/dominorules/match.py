"""A match: hands in a row until someone reaches the target score or the hands run out.

>>> from .rules import PRESETS
>>> match = Match(PRESETS["pagat-draw"], players=3, seed=5)
>>> match.target
61

A match can also be kept from results alone, as on a score pad: :meth:`Match.count`
takes a scored hand and the seat that opened it.

>>> from .outcome import score_pips
>>> pad = Match(PRESETS["draw"], players=2)
>>> _ = pad.count(score_pips(PRESETS["draw"], [0, 60], "out", out_seat=0), opener=1)
>>> _ = pad.count(score_pips(PRESETS["draw"], [45, 0], "out", out_seat=1), opener=0)
>>> pad.scores, pad.over, pad.next_opener()[0]
([60, 45], False, 1)
"""

from __future__ import annotations

from .game import Game
from .message import Message, seat_params
from .opening import check_players, later_opener
from .outcome import Outcome
from .rules import RuleSet


class Match:
    """Keeps the score over hands and decides who opens the next hand.

    Deal a hand with :meth:`next_game`, play it, then :meth:`add` it; or :meth:`count`
    hands scored elsewhere. In a team game each partner's score is the team's score.
    """

    def __init__(self, rules: RuleSet, players: int, seed: int = 0) -> None:
        check_players(rules, players)
        self.rules, self.players, self.seed = rules, players, seed
        self.scores = [0] * players
        self.games: list[Game] = []
        self.results: list[Outcome] = []
        self.openers: list[int] = []
        self.opening_reasons: list[Message] = []

    @property
    def target(self) -> int:
        """The winning score (0 for a match of a fixed number of hands)."""
        return self.rules.target_for(self.players)

    def next_opener(self) -> tuple[int, Message]:
        """Who opens the next hand by the rules' ``later_opener``, and why (after one hand at least)."""
        winners = self.results[-1].winners
        return later_opener(self.rules, self.players, self.openers[-1], winners)

    def next_game(self) -> Game:
        """Deal the next hand with the right opener."""
        number = len(self.results) + 1
        seed = self.seed * 1009 + number
        if not self.results:
            game = Game.deal(self.rules, self.players, seed)
            self.opening_reasons.append(game.opening_reason)
            return game
        opener, reason = self.next_opener()
        self.opening_reasons.append(reason)
        return Game.deal(self.rules, self.players, seed, opener=opener, hand_number=number)

    def add(self, game: Game) -> Outcome:
        """Count a finished hand."""
        result = game.outcome()
        if result is None:
            raise ValueError("only a finished hand can be added to a match")
        self.games.append(game)
        return self.count(result, game.opener)

    def count(self, result: Outcome, opener: int) -> Outcome:
        """Count a hand scored elsewhere, opened by ``opener``."""
        self.results.append(result)
        self.openers.append(opener)
        for seat, points in result.points.items():
            self.scores[seat] += points
        return result

    def _leading_sides(self) -> set[int]:
        best = max(self.scores)
        leaders = [seat for seat, score in enumerate(self.scores) if score == best]
        return {seat % 2 for seat in leaders} if self.rules.teams else set(leaders)

    @property
    def over(self) -> bool:
        """Whether the match is decided: the target reached (alone, unless ties are drawn),
        or the hands played."""
        if self.target:
            if max(self.scores) < self.target:
                return False
            return self.rules.target_tie == "drawn" or len(self._leading_sides()) == 1
        return len(self.results) >= self.rules.target_hands

    def winners(self) -> list[int]:
        """The seats with the best score once the match is over (all partners of a team)."""
        if not self.over:
            return []
        best = max(self.scores)
        leaders = [seat for seat, score in enumerate(self.scores) if score == best]
        if self.rules.single_hand:
            return list(self.results[-1].winners)
        return leaders if len(self._leading_sides()) == 1 else []

    def verdict(self) -> Message | None:
        """Why the match is won or drawn, once it is over."""
        if not self.over:
            return None
        winners = self.winners()
        best = max(self.scores)
        if not winners:
            return Message("match.tied", {"hands": len(self.results), "score": best,
                                          "count": self.scores.count(best)})
        if self.target:
            return Message("match.won", {**seat_params(winners[0]), "score": best})
        return Message("match.hands-played", {**seat_params(winners[0]), "score": best,
                                              "hands": len(self.results)})
