"""The engine's own answer to a puzzle, and :func:`check`: the engine confirms a tutorial."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core.match import decide
from ...core.moves import PLAY, Move
from ...core.outcome import Verdict
from ...core.tiles import Tile, pip_total
from ...players.solver import best_moves, solve
from ...words.errors import DominoError
from ...words.message import Listing, Message, ParamValue, seat_params
from .board import end_state, position, seat_of
from .model import Answer, BadTutorial, Dispute, Example, Puzzle, Question, Tutorial
from .reading import bad, within


def counted_hand(tutorial: Puzzle) -> Sequence[Tile]:
    """The hand a "count the pips" puzzle is about."""
    hands = end_state(tutorial).hands if tutorial.end is not None else position(tutorial).hands
    return hands[seat_of(tutorial)]


def game_won(tutorial: Puzzle) -> tuple[tuple[int, ...], Message]:
    """Who has won the game once this hand is scored, and why (RULES.md R-*-target, R-*-target-tie)."""
    state = end_state(tutorial)
    rules, players = tutorial.rules, len(state.hands)
    result = state.score(rules)
    if rules.single_hand:  # the match's own verdict: every winner named, or the team (as the score pad says)
        _, winners, why = decide(rules, players, [0] * players, 1, result.winners)
        assert why is not None
        return tuple(sorted(winners)), why
    if len(tutorial.scores) != players:
        raise bad("scores", list(tutorial.scores))
    target = rules.target_for(players)
    totals = [tutorial.scores[seat] + result.points[seat] for seat in range(players)]
    best = max(totals)
    if best < target:
        return (), Message("target.not-yet", {"target": target, "best": best})
    leaders = tuple(seat for seat in range(players) if totals[seat] == best)
    if len(leaders) > 1 and not rules.teams:
        tied = "target.tied-drawn" if rules.target_tie == "drawn" else "target.tied"
        return (), Message(tied, {"target": target, "best": best})
    return leaders, Message("target.reached", {**seat_params(leaders[0]), "total": best, "target": target})


def _on_the_move(tutorial: Puzzle, own_seat: bool) -> Any:
    """The game of a question asked on the move; ``own_seat``: the asked seat must be to move."""
    game = position(tutorial)
    if game.ended is not None:
        raise bad("deal", "the hand is already over")
    if own_seat and game.to_move != seat_of(tutorial):
        raise bad("seat", tutorial.seat)
    return game


_ENGINE_ANSWERS: dict[Question, Callable[[Puzzle], Answer]] = {
    "pips": lambda t: pip_total(counted_hand(t)),
    "winner": lambda t: Verdict.of(end_state(t).score(t.rules)),
    "target": lambda t: game_won(t)[0],
    "opener": lambda t: position(t).opener,
    "playable": lambda t: frozenset(m.tile for m in _on_the_move(t, True).legal_moves()
                                    if m.kind == PLAY and m.tile is not None),
    "action": lambda t: frozenset(m.kind for m in _on_the_move(t, True).legal_moves()),
    "play-to-win": lambda t: frozenset(best_moves(_on_the_move(t, False))),
}


def engine_answer(tutorial: Puzzle) -> Answer:
    """The answer as the engine works it out, in the form the file gives it."""
    return _ENGINE_ANSWERS[tutorial.question](tutorial)


def _describe_answer(value: object) -> ParamValue:
    """An answer as a message parameter: tiles and moves as a list, a verdict in words."""
    if isinstance(value, frozenset):
        items = sorted(value, key=str)
        return Listing(tuple(v.said() if isinstance(v, Move) else str(v) for v in items)) if items \
            else Message("say.nobody", {})
    if isinstance(value, Verdict):
        players = Listing(tuple(seat + 1 for seat in value.winners))
        who = Message("say.players", {"players": players}) if value.winners else Message("say.nobody", {})
        points = Message("say.points", {"points": value.points})
        return Message("say.verdict", {"winners": who, "points": points})
    if isinstance(value, tuple):  # the winners of a game
        return Listing(tuple(seat + 1 for seat in value)) if value else Message("say.nobody", {})
    return value if isinstance(value, int | str) else str(value)


def _compare(field: str, given: object, engine: object) -> None:
    if given != engine:
        raise BadTutorial("error.tutorial-answer", field=field, given=_describe_answer(given),
                          engine=_describe_answer(engine))


def _check_winnable(tutorial: Puzzle) -> None:
    game = position(tutorial)
    legal = game.legal_moves()
    assert isinstance(tutorial.answer, frozenset)
    if len(tutorial.answer) == len(legal):
        raise bad("answer", "every legal move wins: nothing to find")
    if solve(game).value <= 0:
        raise bad("deal", "the player to move cannot win this position")


def check(tutorial: Tutorial) -> None:
    """Have the engine confirm the tutorial; :class:`BadTutorial` says where it disagrees."""
    if isinstance(tutorial, Example):
        game = position(tutorial, len(tutorial.steps))
        if tutorial.expect is not None:
            result = game.outcome()
            if result is None:
                raise BadTutorial("error.tutorial-not-ended")
            _compare("expect", tutorial.expect, Verdict.of(result))
    elif isinstance(tutorial, Puzzle):
        expected = engine_answer(tutorial)
        if tutorial.question == "play-to-win":
            _check_winnable(tutorial)
        _compare("answer", tutorial.answer, expected)
    elif isinstance(tutorial, Dispute):
        state = end_state(tutorial)
        for index, (rules, verdict) in enumerate(zip(tutorial.systems, tutorial.expect, strict=True)):
            try:
                result = state.score(rules)
            except DominoError as error:
                raise within(f"systems[{index}]", error) from None
            _compare(f"expect[{index}]", verdict, Verdict.of(result))
