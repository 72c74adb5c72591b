"""Your puzzles played again: a puzzle of :mod:`dominorules.players.mistakes` as the page keeps
it, read back into the position the reader saw, with a hint, the reply graded and the solution.
Every answer of the puzzle solves it (the best move, or one as good: ``MistakePuzzle.also``).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ..core.game import Game
from ..core.moves import Move
from ..formats.record import game_from_record
from ..words.errors import BadRecord, DominoError
from ..words.message import Listing, Message, seat_params
from .knowledge import Knowledge
from .mistakes import MistakePuzzle


def puzzle_json(record: dict[str, Any], puzzle: MistakePuzzle) -> dict[str, Any]:
    """What the page keeps of ``puzzle``: the hand's ``record`` (whole: the position is replayed
    from it), the seat, the move's place, and what was found; ``id`` is the same for the same
    move of the same hand.

    >>> from .selfplay import play_hand
    >>> record = play_hand("block", 2, seed=1)
    >>> data = puzzle_json(record, MistakePuzzle(2, 0, Move.parse("6-3 right"), Move.parse("3-3 right"),
    ...                                          10, 10, 0, True, 1.0))
    >>> len(data["id"]), data["index"], data["best"]["tile"]
    (16, 2, '3-3')
    """
    key = json.dumps({"record": record, "seat": puzzle.seat, "index": puzzle.index}, sort_keys=True)
    return {"id": hashlib.sha256(key.encode()).hexdigest()[:16], "record": record, "seat": puzzle.seat,
            "index": puzzle.index, "played": puzzle.played.to_json(), "best": puzzle.best.to_json(),
            "deals": puzzle.deals, "best_in": puzzle.best_in, "played_in": puzzle.played_in,
            "proven": puzzle.proven, "also": [move.to_json() for move in puzzle.also],
            "also_in": list(puzzle.also_in)}


def read_puzzle(data: Any) -> tuple[Game, MistakePuzzle]:
    """The game just before the puzzle's move and the puzzle, from what :func:`puzzle_json`
    gave (as the page kept it); a puzzle that cannot be read or replayed is refused in words.

    >>> try:
    ...     read_puzzle({"record": {}})
    ... except BadRecord as error:
    ...     print(error)
    This puzzle cannot be read; it may come from another version of this site.
    """
    try:
        game = game_from_record(data["record"])
        seat, index = data["seat"], data["index"]
        if type(seat) is not int or type(index) is not int or not 0 <= index < len(game.history):
            raise ValueError(index)
        max_pip = game.rules.max_pip
        played, best = Move.from_json(data["played"], max_pip), Move.from_json(data["best"], max_pip)
        counts = [data[name] for name in ("deals", "best_in", "played_in")]
        if any(type(n) is not int or n < 0 for n in counts) or type(data["proven"]) is not bool:
            raise ValueError(counts)
        # a puzzle kept before answers came in sets has none but the best
        also = tuple(Move.from_json(move, max_pip) for move in data.get("also", []))
        also_in = tuple(data.get("also_in", []))
        if len(also_in) != len(also) or any(type(n) is not int or n < 0 for n in also_in):
            raise ValueError(also_in)
        moves = [step.move for step in game.history]
        for _ in moves[index:]:
            game.undo()
        answers = (best, *also)
        if game.to_move != seat or played != moves[index] or played in answers \
                or len(set(answers)) < len(answers) or not set(answers) <= set(game.legal_moves()):
            raise ValueError(seat)
    except (DominoError, KeyError, TypeError, ValueError, AttributeError):
        raise BadRecord("error.puzzle-unreadable") from None
    deals, best_in, played_in = counts
    return game, MistakePuzzle(index, seat, played, best, deals, best_in, played_in, data["proven"], 0.0,
                               also, also_in)


def hint(game: Game, seat: int) -> list[Message]:
    """What the others have shown they lack (passes and draws tell it), or, when nobody has
    shown anything, what to weigh.

    >>> from ..core.game import Game
    >>> from ..core.rules import PRESETS
    >>> from ..core.tiles import parse_tiles
    >>> game = Game(PRESETS["block"], [parse_tiles("6-6 6-1 1-0 2-2 4-1 5-0 3-3"),
    ...                                parse_tiles("5-5 3-2 4-2 2-0 4-4 5-4 0-0")])
    >>> for text in ("6-6", "pass", "6-1 left"):
    ...     game.play(Move.parse(text))
    >>> game.play(Move.parse("pass"))
    >>> [m.english() for m in hint(game, 0)]
    ['Player 2 has shown, by passing, that none of their tiles shows 1 or 6.']
    """
    knowledge = Knowledge(game, seat)
    lacks_id = "mistake.hint-lacks" if game.rules.draws else "mistake.hint-lacks-no-drawing"
    said = [Message(lacks_id, {**seat_params(other),
                                    "numbers": Listing(tuple(sorted(lacks)), "or")})
            for other in range(game.players) if other != seat
            for lacks in [knowledge.shown_lacks(other)] if lacks]
    return said or [Message("mistake.hint-none" if game.rules.draws else "mistake.hint-none-no-drawing", {})]


def grade(puzzle: MistakePuzzle, reply: Move) -> tuple[bool, list[Message]]:
    """Whether ``reply`` solves the puzzle (the best move, or one as good), and what to say:
    that it is the best or as good as the best, the other answers, and the counts; when not,
    that the reader's own move of the game is not it either, or that another move does better
    on average.

    >>> puzzle = MistakePuzzle(3, 0, Move.parse("1-1 left"), Move.parse("6-4 right"), 10, 10, 0, True,
    ...                        1.0, (Move.parse("6-4 left"),), (10,))
    >>> [grade(puzzle, Move.parse(text))[0] for text in ("6-4 right", "6-4 left", "1-1 left")]
    [True, True, False]
    >>> [m.english() for m in grade(puzzle, Move.parse("6-4 left"))[1][:1]]
    ['Right: that is just as good as the best move here, which is to play 6-4 on the right end.']
    """
    others = _also(puzzle, reply)
    if reply == puzzle.best:
        return True, [Message("mistake.right", {"move": reply.said()}), *others, puzzle.why()]
    if reply in puzzle.also:
        return True, [Message("mistake.right-as-good", {"best": puzzle.best.said()}),
                      *others, puzzle.why(reply)]
    if reply == puzzle.played:
        return False, [Message("mistake.same-again", {})]
    return False, [Message("mistake.wrong", {"move": reply.said()})]


def solution(puzzle: MistakePuzzle) -> list[Message]:
    """The answer, the others as good as it, and the counts that make it the answer."""
    return [Message("mistake.solution", {"move": puzzle.best.said(), "played": puzzle.played.said()}),
            *_also(puzzle, puzzle.best), puzzle.why()]


def _also(puzzle: MistakePuzzle, said: Move) -> list[Message]:
    """The answers as good as the best other than ``said`` and the best, said as one sentence."""
    rest = tuple(move.said() for move in puzzle.also if move != said)
    return [Message("mistake.also", {"moves": Listing(rest, "or")})] if rest else []


__all__ = ["grade", "hint", "puzzle_json", "read_puzzle", "solution"]
