"""A tutorial's position: the game after the deal's moves and some steps, the ended position,
and what the board shows (:func:`state`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.game import Game
from ...core.opening import later_opener
from ...core.outcome import Verdict
from ...core.tiles import Tile
from ...formats.record import FORMAT, EndPosition, end_position, game_from_record
from ...words.errors import DominoError
from ...words.message import Message
from .model import BadTutorial, Example, Puzzle, Tutorial, steps_of
from .reading import bad, within


def position(tutorial: Tutorial, steps: int = 0) -> Game:
    """The game after the deal's moves and the first ``steps`` steps of an example."""
    if tutorial.deal is None:
        raise bad("deal", None)
    record = {"format": FORMAT, "rules": tutorial.rules.for_record(), **tutorial.deal}
    if isinstance(tutorial, Puzzle) and tutorial.previous is not None:
        if "opener" in record or record.get("hand_number", 2) < 2:
            raise bad("deal", "a later hand: leave out opener, the rules decide it")
        record["hand_number"] = record.get("hand_number", 2)
        record["opener"] = later_opener_of(tutorial, len(tutorial.deal.get("hands", ())))[0]
    try:
        game = game_from_record(record)
    except DominoError as error:
        raise within("deal", error) from None
    for number, move in enumerate(steps_of(tutorial)[:steps], start=1):
        try:
            game.play(game.canonical(move))
        except DominoError as error:
            wrapped = BadTutorial("error.tutorial-step", number=number, move=str(move))
            wrapped.because(error)
            raise wrapped from None
    return game


def later_opener_of(tutorial: Puzzle, players: int) -> tuple[int, Message]:
    """Who opens a later hand of a match (``previous``: the opener and winners before), and why."""
    assert tutorial.previous is not None
    opener, winners = tutorial.previous
    if not all(0 <= seat < players for seat in (opener, *winners)):
        raise bad("previous", [opener, list(winners)])
    return later_opener(tutorial.rules, players, opener, winners)


def end_state(tutorial: Tutorial) -> EndPosition:
    """The ended position: the ``end`` field, or the deal played out."""
    if tutorial.end is not None:
        record = {"format": FORMAT, "rules": tutorial.rules.for_record(), "position": "end",
                  **tutorial.end}
    else:
        record = {"format": FORMAT, "rules": tutorial.rules.for_record(), **(tutorial.deal or {})}
    try:
        return end_position(record)
    except DominoError as error:
        raise within("end" if tutorial.end is not None else "deal", error) from None


def seat_of(tutorial: Tutorial) -> int:
    """The player the question is about: ``seat``, else the player to move."""
    if tutorial.seat is not None:
        return tutorial.seat
    return position(tutorial).to_move if tutorial.deal is not None else 0


def check_position(tutorial: Tutorial) -> None:
    """The position must be one the engine accepts, with every seat named in it."""
    players = len(end_state(tutorial).hands) if tutorial.end else position(tutorial).players
    for seat in (tutorial.seat, *(tutorial.show or ())):
        if seat is not None and seat >= players:
            raise bad("seat" if seat == tutorial.seat else "show", seat)


def state(tutorial: Tutorial, steps: int = 0) -> dict[str, Any]:
    """What the board shows after ``steps`` steps: line, hands, boneyard, the open ends (in
    words), the explanations. A puzzle marks no one as to move (``to_move`` is None), and one
    that asks who opens names no ``seat`` either: that would be the answer."""
    total = len(steps_of(tutorial))
    if tutorial.end is not None:
        end = end_state(tutorial)
        line = list(tutorial.end.get("line", []))
        hands: Sequence[Sequence[Tile]] = end.hands
        explained: list[Message] = []
        base: dict[str, Any] = {"boneyard": 0, "to_move": None, "ends": None, "open_ends": None, "over": True,
                                "outcome": None, "opening": None}
    else:
        steps = max(0, min(steps, total))
        game = position(tutorial, steps)
        first = len(game.history) - steps
        line = game.line_text()
        hands = game.hands
        explained = [game.explain(i) for i in range(first, len(game.history))]
        example = isinstance(tutorial, Example)
        result = game.outcome() if example else None
        if result is not None:
            explained += result.reasons
        over = game.ended is not None  # a puzzle may show a finished hand, without its result
        ends = game.ends
        base = {"boneyard": len(game.boneyard), "to_move": None if over else game.to_move,
                "ends": list(ends) if ends else None, "over": over,
                "open_ends": Message("board.open-ends", {"left": ends[0], "right": ends[1]})
                if ends else None,
                "outcome": Verdict.of(result).to_json() if result is not None else None,
                "opening": game.opening_reason if example else None}
    moving = base["to_move"]
    if isinstance(tutorial, Puzzle):  # the question names its seat; the board marks nobody (walk N4),
        base["to_move"] = None        # least of all when who moves is the answer (review-de round 5, W1)
    shown = range(len(hands)) if tutorial.show is None else tutorial.show
    return {
        **base,
        "steps": steps, "total_steps": total,
        "line": line,
        "hands": [[str(t) for t in hand] if seat in shown else None for seat, hand in enumerate(hands)],
        "hand_sizes": [len(hand) for hand in hands],
        "seat": (tutorial.seat if tutorial.seat is not None
                 else None if tutorial.question == "opener" else moving),
        "explained": explained,
    }


def transcript(tutorial: Tutorial) -> list[Message]:
    """Every explanation the reader sees while stepping an example to its end, in order."""
    explained: list[Message] = state(tutorial, len(steps_of(tutorial)))["explained"]
    return explained
