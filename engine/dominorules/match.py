"""A match: hands in a row until someone reaches the target score or the hands run out.

>>> from .rules import PRESETS
>>> match = Match(PRESETS["pagat-draw"], players=3, seed=5)
>>> match.target
61
"""

from __future__ import annotations

from .game import Game
from .message import Message, seat_params
from .opening import check_players, later_opener
from .outcome import Outcome
from .rules import RuleSet


class Match:
    """Keeps the score over hands and decides who opens the next hand.

    Deal a hand with :meth:`next_game`, play it, then :meth:`add` it. In a team
    game each partner's score is the team's score.
    """

    def __init__(self, rules: RuleSet, players: int, seed: int) -> None:
        check_players(rules, players)
        self.rules, self.players, self.seed = rules, players, seed
        self.scores = [0] * players
        self.games: list[Game] = []
        self.opening_reasons: list[Message] = []

    @property
    def target(self) -> int:
        """The winning score (0 for a match of a fixed number of hands)."""
        return self.rules.target_for(self.players)

    def next_game(self) -> Game:
        """Deal the next hand with the right opener."""
        number = len(self.games) + 1
        seed = self.seed * 1009 + number
        if not self.games:
            game = Game.deal(self.rules, self.players, seed)
            self.opening_reasons.append(game.opening_reason)
            return game
        previous = self.games[-1]
        result = previous.outcome()
        winners = result.winners if result else ()
        opener, reason = later_opener(self.rules, self.players, previous.opener, winners)
        self.opening_reasons.append(reason)
        return Game.deal(self.rules, self.players, seed, opener=opener, hand_number=number)

    def add(self, game: Game) -> Outcome:
        """Count a finished hand."""
        result = game.outcome()
        if result is None:
            raise ValueError("only a finished hand can be added to a match")
        self.games.append(game)
        for seat, points in result.points.items():
            self.scores[seat] += points
        return result

    @property
    def over(self) -> bool:
        """Whether the match is over: the target is reached (or the hands are played) and,
        under ``target_tie="play-on"``, one player or team leads alone."""
        if self.target:
            reached = max(self.scores) >= self.target
        else:
            reached = len(self.games) >= self.rules.target_hands
        if not reached or self.rules.single_hand or self.rules.target_tie == "drawn":
            return reached
        return len(self._leading_sides()) == 1

    def _leading_sides(self) -> set[int]:
        best = max(self.scores)
        leaders = [seat for seat, score in enumerate(self.scores) if score == best]
        return {seat % 2 for seat in leaders} if self.rules.teams else set(leaders)

    def winners(self) -> list[int]:
        """The seats with the best score once the match is over (all partners of a team)."""
        if not self.over:
            return []
        best = max(self.scores)
        leaders = [seat for seat, score in enumerate(self.scores) if score == best]
        if self.rules.single_hand:
            result = self.games[-1].outcome()
            return list(result.winners) if result else []
        return leaders if len(self._leading_sides()) == 1 else []

    def verdict(self) -> Message | None:
        """Why the match is won or drawn, once it is over."""
        if not self.over:
            return None
        winners = self.winners()
        best = max(self.scores)
        if not winners:
            return Message("match.tied", {"hands": len(self.games), "score": best,
                                          "count": self.scores.count(best)})
        if self.target:
            return Message("match.won", {**seat_params(winners[0]), "score": best})
        return Message("match.hands-played", {**seat_params(winners[0]), "score": best,
                                              "hands": len(self.games)})


def standing(rules: RuleSet, players: int, scores: list[int], hands: int,
             last: Outcome | None = None) -> dict[str, object]:
    """A match's state after ``hands`` hands with ``scores`` (one per seat), the last hand's
    outcome ``last`` counted in first when given: the same verdict as :class:`Match`, for a
    match whose hands are played one request at a time (the browser's board).

    >>> from .rules import PRESETS
    >>> state = standing(PRESETS["draw"], 2, [96, 40], 3)
    >>> state["scores"], state["target"], state["over"], state["winners"]
    ([96, 40], 100, False, [])
    """
    scores = list(scores)
    if last is not None:
        hands += 1
        for seat, points in last.points.items():
            scores[seat] += points
    target = rules.target_for(players)
    over = max(scores) >= target if target else hands >= rules.target_hands
    winners: list[int] = []
    verdict: Message | None = None
    if over:
        best = max(scores)
        leaders = [seat for seat, score in enumerate(scores) if score == best]
        if rules.single_hand:
            winners = list(last.winners) if last is not None else []
        else:
            teams = {seat % 2 for seat in leaders} if rules.teams else set(leaders)
            winners = leaders if len(teams) == 1 else []
        if not winners:
            verdict = Message("match.tied", {"hands": hands, "score": best,
                                             "count": scores.count(best)})
        elif target:
            verdict = Message("match.won", {**seat_params(winners[0]), "score": best})
        else:
            verdict = Message("match.hands-played", {**seat_params(winners[0]), "score": best,
                                                     "hands": hands})
    return {"scores": scores, "target": target, "target_hands": 0 if target else rules.target_hands,
            "hands": hands, "over": over, "winners": winners, "verdict": verdict}
