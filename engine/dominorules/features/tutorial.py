"""Tutorials: worked examples, puzzles and disputes as data, checked by the engine.

A tutorial is a language-neutral mapping (the site keeps one YAML file each in
``tutorials/``; the words live in the gettext catalogs under
``tutorial.<id>.title``, ``.prompt``, for puzzles ``.hint`` and ``.wrong``, and for disputes
``.note``, which says which systems can reach the position)::

    id: draw-pips-source-004        # lower-case words joined by hyphens
    kind: puzzle                    # example | puzzle | dispute
    rules: draw                     # a preset id, or {preset: draw, tie: split}
    difficulty: 1                   # 1 (first steps) to 3 (hard)
    deal:                           # a game record without "format" and "rules":
      hands: [[...], [...]]         #   hands as dealt, boneyard, opener, hand_number,
      moves: [...]                  #   and the moves played before the reader looks
    end: {...}                      # or: an end position (end, hands, last, line)
    seat: 0                         # the player asked about (default: the one to move)
    show: [0]                       # hands shown face up (default: all)
    covers: [move, cannot-play]     # what it teaches: TOPICS (RULES.md questions), DISPUTES

and, by kind:

``example``
    ``steps``: moves the reader steps through; the engine explains each one.
    An optional ``expect`` (``{winners: [...], points: N}``) is checked when
    the steps end the hand.
``puzzle``
    ``question`` and the ``answer`` the engine must confirm:

    ============  ==========================================  ==================
    question      what the reader does                        answer
    ============  ==========================================  ==================
    playable      select every tile of ``seat`` that fits     tiles, ["6-3"]
    opener        say who opens this deal (for a later hand   a seat number
                  of a match, ``previous``: {opener, winners}
                  of the hand before)
    pips          count the pips in ``seat``'s hand           a number
    winner        say who wins and how many points            {winners, points}
    play-to-win   play a move that keeps the best result      moves, ["5-5 left"]
    action        say what ``seat`` must or may do            ["draw"], ["play"]
    target        say who has now won the game (with          winners, [0] or []
                  ``scores``: each seat's points before
                  this hand), or nobody yet
    ============  ==========================================  ==================
``dispute``
    An ended position, ``systems`` (rule sets) and ``expect``: one verdict
    ``{winners, points}`` per system, worked out from the sources.

:func:`read` checks the shape and names the bad field; :func:`check` has the
engine confirm the answer; :func:`grade` marks a reader's reply and
:func:`state` gives what the board shows after some steps.

>>> tutorial = read({"id": "pips-demo", "kind": "puzzle", "rules": "draw", "difficulty": 1,
...                  "end": {"end": "blocked", "hands": [["0-4", "2-3", "0-0"], ["6-6"], ["5-5"]]},
...                  "seat": 0, "covers": ["pips"], "question": "pips", "answer": 9})
>>> check(tutorial)
>>> grade(tutorial, {"pips": 9})[0], grade(tutorial, {"pips": 10})[0]
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..core.game import Game
from ..core.match import decide
from ..core.moves import DRAW, PASS, PLAY, Move, said_line
from ..core.opening import later_opener
from ..core.outcome import Verdict
from ..core.rules import RuleSet
from ..core.tiles import Tile, pip_total
from ..formats.record import FORMAT, EndPosition, end_position, game_from_record
from ..players.solver import best_moves, solve
from ..words.errors import BadRecord, DominoError
from ..words.message import Listing, Message, ParamValue, seat_params

KINDS = ("example", "puzzle", "dispute")
QUESTIONS = ("playable", "opener", "pips", "winner", "play-to-win", "action", "target")
ACTIONS = (PLAY, DRAW, PASS)
TEXT_FIELDS = {"example": ("title", "prompt"), "dispute": ("title", "prompt", "note"),
               "puzzle": ("title", "prompt", "hint", "wrong")}
_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_COMMON = {"id", "kind", "rules", "difficulty", "deal", "end", "seat", "show", "covers"}
# What a tutorial teaches: the questions of RULES.md (rows R-<system>-<topic>) and the disputes.
TOPICS = ("tile-set", "players", "hand-size", "undealt", "first-opener", "later-opener",
          "direction", "move", "cannot-play", "when-able", "hand-ends", "blocked-winner", "tie",
          "out-points", "blocked-points", "teams", "target", "pips")
DISPUTES = ("dispute-tie", "dispute-blocked-points", "dispute-hand-size", "dispute-opener",
            "dispute-drawing", "dispute-must-play", "dispute-direction", "dispute-double-blank")
_FIELDS = {"example": _COMMON | {"steps", "expect"},
           "puzzle": _COMMON | {"question", "answer", "previous", "scores"},
           "dispute": _COMMON | {"systems", "expect"}}


class BadTutorial(DominoError):
    """A tutorial file that is not of the documented form, or whose answer the engine refutes."""


@dataclass(frozen=True)
class Tutorial:
    """One checked-in-shape tutorial; see the module docstring for the fields."""

    id: str
    kind: str
    rules: RuleSet
    difficulty: int
    deal: dict[str, Any] | None
    end: dict[str, Any] | None
    seat: int | None
    show: tuple[int, ...] | None
    covers: tuple[str, ...]
    steps: tuple[Move, ...] = ()
    question: str | None = None
    answer: Any = None
    systems: tuple[RuleSet, ...] = ()
    previous: tuple[int, tuple[int, ...]] | None = None
    scores: tuple[int, ...] = ()
    expect: tuple[Verdict, ...] = ()

    @property
    def system(self) -> str:
        """The rule system the tutorial is listed under (disputes have their own list)."""
        return "disputes" if self.kind == "dispute" else self.rules.base

    def text_ids(self) -> tuple[str, ...]:
        """The catalog ids of the tutorial's words."""
        return tuple(f"tutorial.{self.id}.{name}" for name in TEXT_FIELDS[self.kind])


# ---------------------------------------------------------------- reading


def _bad(field: str, value: object) -> BadTutorial:
    return BadTutorial("error.tutorial-field", field=field, value=repr(value)[:60])


def _within(field: str, error: DominoError) -> BadTutorial:
    wrapped = BadTutorial("error.tutorial-in", field=field)
    wrapped.because(error)
    return wrapped


def _need(data: dict[str, Any], field: str) -> Any:
    if field not in data:
        raise BadTutorial("error.tutorial-missing", field=field)
    return data[field]


def _seat_list(value: Any, field: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(s) is int and s >= 0 for s in value):
        raise _bad(field, value)
    return tuple(value)


def _verdict(value: Any, field: str) -> Verdict:
    if (not isinstance(value, dict) or set(value) != {"winners", "points"}
            or type(value["points"]) is not int):
        raise _bad(field, value)
    return Verdict(tuple(sorted(_seat_list(value["winners"], field + ".winners"))), value["points"])


def _moves(value: Any, field: str, max_pip: int) -> tuple[Move, ...]:
    if not isinstance(value, list) or not all(isinstance(m, str) for m in value):
        raise _bad(field, value)
    try:
        return tuple(Move.parse(m, max_pip) for m in value)
    except DominoError as error:
        raise _within(field, error) from None


def read(data: Any) -> Tutorial:
    """Check a tutorial's shape; :class:`BadTutorial` names the first bad field."""
    if not isinstance(data, dict):
        raise _bad("tutorial", data)
    kind = _need(data, "kind")
    if kind not in KINDS:
        raise _bad("kind", kind)
    unknown = sorted(set(data) - _FIELDS[kind])
    if unknown:
        raise BadTutorial("error.tutorial-unknown", field=unknown[0], kind=kind)
    tutorial_id = _need(data, "id")
    if not isinstance(tutorial_id, str) or not _ID.match(tutorial_id):
        raise _bad("id", tutorial_id)
    try:
        rules = RuleSet.from_json(_need(data, "rules"))
    except DominoError as error:
        raise _within("rules", error) from None
    difficulty = _need(data, "difficulty")
    if difficulty not in (1, 2, 3) or type(difficulty) is not int:
        raise _bad("difficulty", difficulty)
    deal, end = data.get("deal"), data.get("end")
    if (deal is None) == (end is None):
        raise BadTutorial("error.tutorial-position")
    for name, value in (("deal", deal), ("end", end)):
        if value is not None and not isinstance(value, dict):
            raise _bad(name, value)
    seat = data.get("seat")
    if seat is not None and (type(seat) is not int or seat < 0):
        raise _bad("seat", seat)
    show = _seat_list(data["show"], "show") if "show" in data else None
    covers = _need(data, "covers")
    if (not isinstance(covers, list) or not covers
            or not all(c in TOPICS or c in DISPUTES for c in covers)):
        raise _bad("covers", covers)
    fields = _KIND_FIELDS[kind](data, rules)
    tutorial = Tutorial(tutorial_id, kind, rules, difficulty, deal, end, seat, show, tuple(covers),
                        **fields)
    _check_position(tutorial)
    return tutorial


def _example_fields(data: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The fields of an example: its steps and, if given, the verdict they lead to."""
    fields: dict[str, Any] = {"steps": _moves(_need(data, "steps"), "steps", rules.max_pip)}
    if not fields["steps"]:
        raise _bad("steps", [])
    if "expect" in data:
        fields["expect"] = (_verdict(data["expect"], "expect"),)
    return fields


def _puzzle_fields(data: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The fields of a puzzle: its question, its answer and what that question also needs."""
    question = _need(data, "question")
    if question not in QUESTIONS:
        raise _bad("question", question)
    fields: dict[str, Any] = {"question": question,
                              "answer": _answer(question, _need(data, "answer"), rules.max_pip)}
    if "previous" in data:
        previous = data["previous"]
        if (question != "opener" or not isinstance(previous, dict)
                or set(previous) != {"opener", "winners"} or type(previous["opener"]) is not int):
            raise _bad("previous", previous)
        fields["previous"] = (previous["opener"], _seat_list(previous["winners"], "previous.winners"))
    if question == "target":
        scores = data.get("scores", [])
        if not isinstance(scores, list) or not all(type(n) is int and n >= 0 for n in scores):
            raise _bad("scores", scores)
        fields["scores"] = tuple(scores)
    elif "scores" in data:
        raise _bad("scores", data["scores"])
    return fields


def _dispute_fields(data: dict[str, Any], rules: RuleSet) -> dict[str, Any]:
    """The fields of a dispute: the systems it compares and the verdict of each."""
    systems = _need(data, "systems")
    if not isinstance(systems, list) or not systems:
        raise _bad("systems", systems)
    try:
        fields: dict[str, Any] = {"systems": tuple(RuleSet.from_json(s) for s in systems)}
    except DominoError as error:
        raise _within("systems", error) from None
    expect = _need(data, "expect")
    if not isinstance(expect, list) or len(expect) != len(systems):
        raise _bad("expect", expect)
    fields["expect"] = tuple(_verdict(v, f"expect[{i}]") for i, v in enumerate(expect))
    return fields


_KIND_FIELDS: dict[str, Callable[[dict[str, Any], RuleSet], dict[str, Any]]] = {
    "example": _example_fields, "puzzle": _puzzle_fields, "dispute": _dispute_fields,
}


def _answer(question: str, value: Any, max_pip: int) -> Any:
    if question in ("opener", "pips"):
        if type(value) is not int or value < 0:
            raise _bad("answer", value)
        return value
    if question == "target":
        return tuple(sorted(_seat_list(value, "answer")))
    if question == "winner":
        return _verdict(value, "answer")
    if question == "playable":
        if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
            raise _bad("answer", value)
        try:
            return frozenset(Tile.parse(t, max_pip) for t in value)
        except DominoError as error:
            raise _within("answer", error) from None
    if question == "action":
        if not isinstance(value, list) or not value or not set(value) <= set(ACTIONS):
            raise _bad("answer", value)
        return frozenset(value)
    return frozenset(_moves(value, "answer", max_pip))


def _check_position(tutorial: Tutorial) -> None:
    """The position must be one the engine accepts, and fit the kind."""
    if tutorial.end is not None and tutorial.kind == "example":
        raise _bad("end", "an example needs a deal to step through")
    if tutorial.end is not None and tutorial.question not in (None, "pips", "winner", "target"):
        raise _bad("end", f"a {tutorial.question} puzzle needs a deal")
    players = len(end_state(tutorial).hands) if tutorial.end else position(tutorial).players
    for seat in (tutorial.seat, *(tutorial.show or ())):
        if seat is not None and seat >= players:
            raise _bad("seat" if seat == tutorial.seat else "show", seat)


# ---------------------------------------------------------------- the position


def position(tutorial: Tutorial, steps: int = 0) -> Game:
    """The game after the deal's moves and the first ``steps`` steps of an example."""
    if tutorial.deal is None:
        raise _bad("deal", None)
    record = {"format": FORMAT, "rules": tutorial.rules.for_record(), **tutorial.deal}
    if tutorial.previous is not None:
        if "opener" in record or record.get("hand_number", 2) < 2:
            raise _bad("deal", "a later hand: leave out opener, the rules decide it")
        record["hand_number"] = record.get("hand_number", 2)
        record["opener"] = _later_opener(tutorial, len(tutorial.deal.get("hands", ())))[0]
    try:
        game = game_from_record(record)
    except DominoError as error:
        raise _within("deal", error) from None
    for number, move in enumerate(tutorial.steps[:steps], start=1):
        try:
            game.play(game.canonical(move))
        except DominoError as error:
            wrapped = BadTutorial("error.tutorial-step", number=number, move=str(move))
            wrapped.because(error)
            raise wrapped from None
    return game


def _later_opener(tutorial: Tutorial, players: int) -> tuple[int, Message]:
    assert tutorial.previous is not None
    opener, winners = tutorial.previous
    if not all(0 <= seat < players for seat in (opener, *winners)):
        raise _bad("previous", [opener, list(winners)])
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
        raise _within("end" if tutorial.end is not None else "deal", error) from None


def seat_of(tutorial: Tutorial) -> int:
    """The player the question is about: ``seat``, else the player to move."""
    if tutorial.seat is not None:
        return tutorial.seat
    return position(tutorial).to_move if tutorial.deal is not None else 0


# ---------------------------------------------------------------- the engine's answer


def _allowed_actions(game: Game) -> frozenset[str]:
    return frozenset(move.kind for move in game.legal_moves())


def _counted_hand(tutorial: Tutorial) -> Sequence[Tile]:
    """The hand a "count the pips" puzzle is about."""
    hands = end_state(tutorial).hands if tutorial.end is not None else position(tutorial).hands
    return hands[seat_of(tutorial)]


def engine_answer(tutorial: Tutorial) -> Any:
    """The answer as the engine works it out, in the form the file gives it."""
    question = tutorial.question
    if question == "pips":
        return pip_total(_counted_hand(tutorial))
    if question == "winner":
        state = end_state(tutorial)
        return Verdict.of(state.score(tutorial.rules))
    if question == "target":
        return _game_won(tutorial)[0]
    game = position(tutorial)
    if question == "opener":
        return game.opener
    if question in ("playable", "action", "play-to-win") and game.ended is not None:
        raise _bad("deal", "the hand is already over")
    if question in ("playable", "action") and game.to_move != seat_of(tutorial):
        raise _bad("seat", tutorial.seat)
    if question == "playable":
        return frozenset(move.tile for move in game.legal_moves() if move.kind == PLAY)
    if question == "action":
        return _allowed_actions(game)

    return frozenset(best_moves(game))


def _game_won(tutorial: Tutorial) -> tuple[tuple[int, ...], Message]:
    """Who has won the game once this hand is scored, and why (RULES.md R-*-target, R-*-target-tie)."""
    state = end_state(tutorial)
    rules, players = tutorial.rules, len(state.hands)
    result = state.score(rules)
    if rules.single_hand:  # the match's own verdict: every winner named, or the team (as the score pad says)
        _, winners, why = decide(rules, players, [0] * players, 1, result.winners)
        assert why is not None
        return tuple(sorted(winners)), why
    if len(tutorial.scores) != players:
        raise _bad("scores", list(tutorial.scores))
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


def _describe_answer(value: Any) -> ParamValue:
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


def check(tutorial: Tutorial) -> None:
    """Have the engine confirm the tutorial; :class:`BadTutorial` says where it disagrees."""
    if tutorial.kind == "example":
        game = position(tutorial, len(tutorial.steps))
        if tutorial.expect:
            result = game.outcome()
            if result is None:
                raise BadTutorial("error.tutorial-not-ended")
            _compare("expect", tutorial.expect[0], Verdict.of(result))
    elif tutorial.kind == "puzzle":
        expected = engine_answer(tutorial)
        if tutorial.question == "play-to-win":
            _check_winnable(tutorial)
        _compare("answer", tutorial.answer, expected)
    else:
        state = end_state(tutorial)
        for index, (rules, verdict) in enumerate(zip(tutorial.systems, tutorial.expect, strict=True)):
            try:
                result = state.score(rules)
            except DominoError as error:
                raise _within(f"systems[{index}]", error) from None
            _compare(f"expect[{index}]", verdict, Verdict.of(result))


def _compare(field: str, given: Any, engine: Any) -> None:
    if given != engine:
        raise BadTutorial("error.tutorial-answer", field=field, given=_describe_answer(given),
                          engine=_describe_answer(engine))


def _check_winnable(tutorial: Tutorial) -> None:
    game = position(tutorial)
    legal = game.legal_moves()
    if len(tutorial.answer) == len(legal):
        raise _bad("answer", "every legal move wins: nothing to find")
    if solve(game).value <= 0:
        raise _bad("deal", "the player to move cannot win this position")


# ---------------------------------------------------------------- the reader


def _grade_playable(tutorial: Tutorial, reply: dict[str, Any]) -> tuple[bool, list[Message]]:
    """A "which tiles can be played" reply: how many tiles it got wrong and how many it missed."""
    tiles = reply.get("tiles")
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        raise BadRecord("error.bad-reply", field="tiles")
    answer = tutorial.answer
    chosen = {Tile.parse(t, tutorial.rules.max_pip) for t in tiles}
    wrong, missed = len(chosen - answer), len(answer - chosen)
    if wrong or missed:
        return False, ([Message("feedback.playable-wrong", {"count": wrong})] if wrong else []) + (
            [Message("feedback.playable-missed", {"count": missed})] if missed else [])
    return True, []


def _grade_winner(answer: Verdict, reply: dict[str, Any]) -> tuple[bool, list[Message]]:
    """A "who wins, and how many points" reply: the side first, then the points."""
    seat, points = reply.get("seat"), reply.get("points")
    if (seat is not None and type(seat) is not int) or type(points) is not int:
        raise BadRecord("error.bad-reply", field="seat")
    right_side = seat in answer.winners if seat is not None else not answer.winners
    if not right_side:
        return False, [Message("feedback.winner", {})]
    if answer.winners and points != answer.points:
        return False, [Message("feedback.points", {})]
    return True, []


def grade(tutorial: Tutorial, reply: Any) -> tuple[bool, list[Message]]:
    """Mark a reader's reply to a puzzle: right or wrong, and what to tell them.

    Replies: ``{"tiles": [...]}``, ``{"seat": n}`` (opener; target, ``None`` for nobody yet),
    ``{"pips": n}``,
    ``{"seat": n or None, "points": n}``, ``{"move": {...}}`` (a bridge move) and
    ``{"actions": [...]}``. A reply of the wrong shape raises :class:`BadRecord`.
    """
    if tutorial.kind != "puzzle" or not isinstance(reply, dict):
        raise BadRecord("error.bad-reply", field="reply")
    question = tutorial.question
    answer = tutorial.answer
    if question == "playable":
        return _grade_playable(tutorial, reply)
    if question == "target":
        seat = reply.get("seat")
        if seat is not None and type(seat) is not int:
            raise BadRecord("error.bad-reply", field="seat")
        return (seat in answer) if seat is not None else not answer, []
    if question in ("opener", "pips"):
        key = "seat" if question == "opener" else "pips"
        value = reply.get(key)
        if type(value) is not int:
            raise BadRecord("error.bad-reply", field=key)
        return value == answer, []
    if question == "winner":
        return _grade_winner(answer, reply)
    if question == "action":
        actions = reply.get("actions")
        if not isinstance(actions, list) or not set(actions) <= set(ACTIONS):
            raise BadRecord("error.bad-reply", field="actions")
        return frozenset(actions) == answer, []
    game = position(tutorial)
    move = game.canonical(Move.from_json(reply.get("move"), tutorial.rules.max_pip))
    if move not in game.legal_moves():
        game.play(move)  # raises IllegalMove, which says why
    if move in answer:
        return True, []
    return False, [move.said("feedback.not-best-move")]


def solution(tutorial: Tutorial) -> list[Message]:
    """The answer in words, as messages (for "show the solution")."""
    question = tutorial.question
    if question == "playable":
        tiles = Listing(tuple(sorted(map(str, tutorial.answer), reverse=True)))
        return [Message("solution.playable", {"tiles": tiles})]
    if question == "opener" and tutorial.previous is not None:
        return [_later_opener(tutorial, position(tutorial).players)[1]]
    if question == "opener":
        return [position(tutorial).opening_reason]
    if question == "pips":
        hand = _counted_hand(tutorial)
        sum_text = Listing(tuple(t.pips for t in hand) or (0,), "sum")
        return [Message("solution.pips", {**seat_params(seat_of(tutorial)), "sum": sum_text,
                                          "pips": pip_total(hand)})]
    if question == "winner":
        return list(end_state(tutorial).score(tutorial.rules).reasons)
    if question == "action":
        return [Message(f"solution.{action}", {}) for action in ACTIONS if action in tutorial.answer]
    if question == "target":
        return [*end_state(tutorial).score(tutorial.rules).reasons, _game_won(tutorial)[1]]
    if tutorial.kind == "example":
        return transcript(tutorial)
    if tutorial.kind == "dispute":
        return list(end_state(tutorial).score(tutorial.rules).reasons)

    game = position(tutorial)
    found = solve(game)
    best = Listing(tuple(move.said() for move in sorted(tutorial.answer, key=str)), "or")
    out = [Message("solution.best", {"moves": best})]
    if len(found.line) > 1:
        line = said_line(found.line, game.movers(found.line))
        out.append(Message("solution.best-play", {"line": line}))
    return out


def hint(tutorial: Tutorial) -> list[Message]:
    """What the engine adds to the written hint: for "play to win", one best move, in words."""
    if tutorial.question != "play-to-win":
        return []

    best = solve(position(tutorial)).best
    if best is None:  # pragma: no cover - a play-to-win puzzle is never over (check())
        return []
    if best.kind != PLAY:
        return [Message(f"hint.best-{best.kind}", {})]
    return [Message(f"hint.best-play-{best.end}" if best.end else "hint.best-lead", {"tile": str(best.tile)})]


def state(tutorial: Tutorial, steps: int = 0) -> dict[str, Any]:
    """What the board shows after ``steps`` steps: line, hands, boneyard, the explanations.
    A puzzle that asks who opens does not say who is to move (review-de round 5, W1)."""
    if tutorial.end is not None:
        end = end_state(tutorial)
        line = list(tutorial.end.get("line", []))
        hands: Sequence[Sequence[Tile]] = end.hands
        explained: list[Message] = []
        base: dict[str, Any] = {"boneyard": 0, "to_move": None, "ends": None, "over": True, "outcome": None,
                "opening": None}
    else:
        steps = max(0, min(steps, len(tutorial.steps)))
        game = position(tutorial, steps)
        first = len(game.history) - steps
        line = game.line_text()
        hands = game.hands
        explained = [game.explain(i) for i in range(first, len(game.history))]
        result = game.outcome() if tutorial.kind == "example" else None
        if result is not None:
            explained += result.reasons
        over = game.ended is not None  # a puzzle may show a finished hand, without its result
        base = {"boneyard": len(game.boneyard), "to_move": None if over else game.to_move,
                "ends": list(game.ends) if game.ends else None, "over": over,
                "outcome": Verdict.of(result).to_json() if result is not None else None,
                "opening": game.opening_reason if tutorial.kind == "example" else None}
    if tutorial.question == "opener":  # who is to move is the answer: the board does not say it
        base["to_move"] = None
    shown = range(len(hands)) if tutorial.show is None else tutorial.show
    return {
        **base,
        "steps": steps, "total_steps": len(tutorial.steps),
        "line": line,
        "hands": [[str(t) for t in hand] if seat in shown else None for seat, hand in enumerate(hands)],
        "hand_sizes": [len(hand) for hand in hands],
        "seat": tutorial.seat if tutorial.seat is not None else base["to_move"],
        "explained": explained,
    }


def transcript(tutorial: Tutorial) -> list[Message]:
    """Every explanation the reader sees while stepping an example to its end, in order."""
    explained: list[Message] = state(tutorial, len(tutorial.steps))["explained"]
    return explained


__all__ = ["ACTIONS", "DISPUTES", "KINDS", "QUESTIONS", "TOPICS", "BadTutorial", "Tutorial", "Verdict",
           "check", "end_state", "engine_answer", "grade", "position", "read", "seat_of", "solution",
           "state", "transcript"]
