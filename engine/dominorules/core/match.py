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

from ..words.message import Listing, Message, ParamValue, seat_params
from .game import Game
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
        seed = hand_seed(self.seed, number)
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
        for seat, gained in hand_score(self.rules, result).items():
            self.scores[seat] += gained
        return result

    @property
    def over(self) -> bool:
        """Whether the match is over: the target is reached (or the hands are played) and,
        under ``target_tie="play-on"``, one player or team leads alone."""
        return self._decision()[0]

    def winners(self) -> list[int]:
        """The seats with the best score once the match is over (all partners of a team)."""
        return self._decision()[1]

    def verdict(self) -> Message | None:
        """Why the match is won or drawn, once it is over."""
        return self._decision()[2]

    def playing_on(self) -> Message | None:
        """Why the match goes on although its target is reached: a tie for the lead."""
        return playing_on(self.rules, self.players, self.scores, len(self.results))

    def _decision(self) -> tuple[bool, list[int], Message | None]:
        last = self.results[-1].winners if self.results else ()
        return decide(self.rules, self.players, self.scores, len(self.results), last)


def hand_seed(seed: int, number: int) -> int:
    """The deal's seed for hand ``number`` (1, 2, …) of the match whose seed is ``seed``:
    the one formula, used by :class:`Match` and by the board's matches (the bridge).

    >>> hand_seed(7, 1), hand_seed(7, 2)
    (7064, 7065)
    """
    return seed * 1009 + number


def hand_score(rules: RuleSet, result: Outcome) -> dict[int, int]:
    """What a hand adds to each seat's score in a match: its points, or under rules without
    points one hand won for each winner (a match of several hands is then won on hands won).

    >>> from .rules import PRESETS
    >>> from .outcome import score_pips
    >>> hand_score(PRESETS["block"], score_pips(PRESETS["block"], [0, 5, 7], "out", out_seat=0))
    {0: 1}
    """
    if rules.scores_points:
        return dict(result.points)
    return {seat: 1 for seat in result.winners}


def hand_points(rules: RuleSet, players: int, result: Outcome) -> list[int]:
    """What a hand adds to each seat's score (:func:`hand_score`), seat by seat; in a team game
    each partner shows the team's points (``Outcome.team_points``).

    >>> from .rules import PRESETS
    >>> from .outcome import score_pips
    >>> teams = PRESETS["draw"].with_changes(teams=True)
    >>> hand_points(teams, 4, score_pips(teams, [0, 5, 7, 9], "out", out_seat=0))
    [14, 0, 14, 0]
    >>> hand_points(PRESETS["block"], 3, score_pips(PRESETS["block"], [0, 5, 7], "out", out_seat=0))
    [1, 0, 0]
    """
    if rules.scores_points and result.team_points is not None:
        return [result.team_points.get(seat % 2, 0) for seat in range(players)]
    gained = hand_score(rules, result)
    return [gained.get(seat, 0) for seat in range(players)]


def score_rows(sides: list[list[int]], history: list[list[int]],
               scores: list[int]) -> list[tuple[list[int], list[int], int]]:
    """The rows of a match's score table: for each side (a player, or a team's seats), what
    each hand of ``history`` (:func:`hand_points` per hand) gave it, and its total.

    >>> score_rows([[0, 2], [1, 3]], [[15, 0, 15, 0], [0, 8, 0, 8]], [15, 8, 15, 8])
    [([0, 2], [15, 0], 15), ([1, 3], [0, 8], 8)]
    """
    return [(seats, [hand[seats[0]] for hand in history], scores[seats[0]]) for seats in sides]


def decide(rules: RuleSet, players: int, scores: list[int], hands: int,
           last_winners: tuple[int, ...] | list[int] = ()) -> tuple[bool, list[int], Message | None]:
    """Whether a match with ``scores`` after ``hands`` hands is over, who won it, and why.

    A single-hand game is decided by its hand (``last_winners``): every winner is named, or
    the team. Otherwise the match is over once the target is reached (or the hands are
    played); a tie for the best score then plays another hand, or ends the match drawn, by
    ``rules.target_tie``. Under rules without points the scores are hands won.

    >>> from .rules import PRESETS
    >>> decide(PRESETS["draw"], 2, [100, 100], 4)[:2]
    (False, [])
    >>> decide(PRESETS["draw"].with_changes(target_tie="drawn"), 2, [100, 100], 4)[:2]
    (True, [])
    >>> decide(PRESETS["draw"], 2, [104, 100], 5)[:2]
    (True, [0])
    >>> over, winners, why = decide(PRESETS["block-locker-loses"], 4, [1, 1, 1, 0], 1, [0, 1, 2])
    >>> over, winners, why.english()
    (True, [0, 1, 2], 'These rules play one hand only: Players 1, 2, and 3 win the game with it.')
    """
    if rules.single_hand:
        if hands < 1:
            return False, [], None
        return True, list(last_winners), _single_hand(rules, list(last_winners))
    target = rules.target_for(players)
    reached = max(scores) >= target if target else hands >= rules.target_hands
    if not reached:
        return False, [], None
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    sides = {seat % 2 for seat in leaders} if rules.teams else set(leaders)
    if len(sides) > 1 and rules.target_tie == "play-on":
        return False, [], None
    winners = leaders if len(sides) == 1 else []
    return True, winners, _verdict(rules, winners, scores, hands, best, bool(target))


def playing_on(rules: RuleSet, players: int, scores: list[int], hands: int) -> Message | None:
    """Why a match that reached its target (or played its hands) goes on: the leaders are tied,
    and ``target_tie="play-on"`` plays another hand. ``None`` when that is not why.

    >>> from .rules import PRESETS
    >>> rules = PRESETS["draw"].with_changes(tie="split", target_points=((2, 20),))
    >>> print(playing_on(rules, 3, [22, 22, 0], 1).english())  # doctest: +NORMALIZE_WHITESPACE
    Players 1 and 2 share the lead with 22 points, at the target of 20 or past it:
    on a tie at the target these rules play another hand (our choice).
    >>> playing_on(rules, 3, [22, 12, 0], 1) is None
    True
    """
    if rules.single_hand or rules.target_tie != "play-on" or not hands:
        return None
    target = rules.target_for(players)
    best = max(scores)
    if (best < target) if target else (hands < rules.target_hands):
        return None
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    sides = {seat % 2 for seat in leaders} if rules.teams else set(leaders)
    if len(sides) < 2:
        return None
    said = Message("say.players", {"players": Listing(tuple(seat + 1 for seat in leaders))})
    score = (Message("say.points", {"points": best}) if rules.scores_points
             else Message("say.hands", {"hands": best}))
    if target:
        return Message("match.tie-plays-on", {"players": said, "score": score, "target": target})
    return Message("match.tie-plays-on-hands", {"players": said, "score": score,
                                                "hands": Message("say.hands", {"hands": hands})})


def _single_hand(rules: RuleSet, winners: list[int]) -> Message:
    if not winners:
        return Message("target.single-hand-drawn", {})
    if rules.teams and len({seat % 2 for seat in winners}) == 1:
        return Message("match.single-hand-team", _team_of(winners[0]))
    return Message("match.single-hand-players", {"players": Listing(tuple(s + 1 for s in sorted(winners)))})


def _team_of(seat: int) -> dict[str, ParamValue]:
    return {"team": seat % 2 + 1, "first": seat % 2 + 1, "second": seat % 2 + 3}


def _verdict(rules: RuleSet, winners: list[int], scores: list[int], hands: int, best: int,
             to_target: bool) -> Message:
    """Why a match of several hands is won or drawn: every winner named, or the team."""
    played = Message("say.hands", {"hands": hands})
    if not winners:
        if not rules.scores_points:
            won = Message("say.hands", {"hands": best})
            return Message("match.tied-hands", {"hands": played, "won": won})
        return Message("match.tied", {"hands": hands, "score": best, "count": scores.count(best)})
    team = rules.teams and len({seat % 2 for seat in winners}) == 1
    if not rules.scores_points:
        won = Message("say.hands", {"hands": best})
        if team:
            return Message("match.hands-won-team", {**_team_of(winners[0]), "hands": played, "won": won})
        return Message("match.hands-won-players", {
            "players": Listing(tuple(s + 1 for s in sorted(winners))), "hands": played, "won": won})
    if team:
        kind = "match.won-team" if to_target else "match.hands-played-team"
        return Message(kind, {**_team_of(winners[0]), "hands": played,
                              "points": Message("say.points", {"points": best})})
    players_said = Listing(tuple(seat + 1 for seat in sorted(winners)))
    if to_target:
        if len(winners) == 1:
            return Message("match.won", {**seat_params(winners[0]), "score": best})
        return Message("match.won-players", {
            "players": players_said, "points": Message("say.points", {"points": best})})
    if len(winners) == 1:
        return Message("match.hands-played", {**seat_params(winners[0]), "score": best, "hands": hands})
    return Message("match.hands-played-players", {"players": players_said, "score": best, "hands": played})


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
        for seat, gained in hand_score(rules, last).items():
            scores[seat] += gained
    target = rules.target_for(players)
    over, winners, verdict = decide(rules, players, scores, hands, last.winners if last is not None else ())
    return {"scores": scores, "target": target, "target_hands": 0 if target else rules.target_hands,
            "hands": hands, "over": over, "winners": winners, "verdict": verdict}
