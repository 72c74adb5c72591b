"""Reading a tutorial: the shape of the file checked, one reader per kind and one per
question's answer; :class:`~.model.BadTutorial` names the first bad field."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ...core.moves import Move
from ...core.outcome import Verdict
from ...core.rules import RuleSet
from ...core.tiles import Tile
from ...words.errors import DominoError
from .model import (
    ACTIONS,
    DISPUTES,
    KINDS,
    QUESTIONS,
    TOPICS,
    Answer,
    BadTutorial,
    Dispute,
    Example,
    Kind,
    Puzzle,
    Question,
    Tutorial,
)

_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_COMMON = {"id", "kind", "rules", "difficulty", "deal", "end", "seat", "show", "covers"}
_FIELDS: dict[Kind, set[str]] = {"example": _COMMON | {"steps", "expect"},
                                 "puzzle": _COMMON | {"question", "answer", "previous", "scores"},
                                 "dispute": _COMMON | {"systems", "expect"}}


def bad(field: str, value: object) -> BadTutorial:
    """The error for a field whose value is wrong (the value shown, cut short)."""
    return BadTutorial("error.tutorial-field", field=field, value=repr(value)[:60])


def within(field: str, error: DominoError) -> BadTutorial:
    """The error for a field the engine refused, with the engine's reason."""
    wrapped = BadTutorial("error.tutorial-in", field=field)
    wrapped.because(error)
    return wrapped


def _need(data: dict[str, Any], field: str) -> Any:
    if field not in data:
        raise BadTutorial("error.tutorial-missing", field=field)
    return data[field]


def _seat_list(value: Any, field: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(s) is int and s >= 0 for s in value):
        raise bad(field, value)
    return tuple(value)


def _verdict(value: Any, field: str) -> Verdict:
    if (not isinstance(value, dict) or set(value) != {"winners", "points"}
            or type(value["points"]) is not int):
        raise bad(field, value)
    return Verdict(tuple(sorted(_seat_list(value["winners"], field + ".winners"))), value["points"])


def _moves(value: Any, field: str, max_pip: int) -> tuple[Move, ...]:
    if not isinstance(value, list) or not all(isinstance(m, str) for m in value):
        raise bad(field, value)
    try:
        return tuple(Move.parse(m, max_pip) for m in value)
    except DominoError as error:
        raise within(field, error) from None


class _Common:
    """The fields every kind has, read and checked (a reader per kind adds its own)."""

    def __init__(self, data: dict[str, Any]) -> None:
        tutorial_id = _need(data, "id")
        if not isinstance(tutorial_id, str) or not _ID.match(tutorial_id):
            raise bad("id", tutorial_id)
        try:
            rules = RuleSet.from_json(_need(data, "rules"))
        except DominoError as error:
            raise within("rules", error) from None
        difficulty = _need(data, "difficulty")
        if difficulty not in (1, 2, 3) or type(difficulty) is not int:
            raise bad("difficulty", difficulty)
        deal, end = data.get("deal"), data.get("end")
        if (deal is None) == (end is None):
            raise BadTutorial("error.tutorial-position")
        for name, value in (("deal", deal), ("end", end)):
            if value is not None and not isinstance(value, dict):
                raise bad(name, value)
        seat = data.get("seat")
        if seat is not None and (type(seat) is not int or seat < 0):
            raise bad("seat", seat)
        show = _seat_list(data["show"], "show") if "show" in data else None
        covers = _need(data, "covers")
        if (not isinstance(covers, list) or not covers
                or not all(c in TOPICS or c in DISPUTES for c in covers)):
            raise bad("covers", covers)
        self.fields: dict[str, Any] = {
            "id": tutorial_id, "rules": rules, "difficulty": difficulty, "deal": deal, "end": end,
            "seat": seat, "show": show, "covers": tuple(covers)}
        self.rules = rules


def _example(data: dict[str, Any], common: _Common) -> Example:
    """An example: its steps and, if given, the verdict they lead to."""
    steps = _moves(_need(data, "steps"), "steps", common.rules.max_pip)
    if not steps:
        raise bad("steps", [])
    if "end" in data and data["end"] is not None:
        raise bad("end", "an example needs a deal to step through")
    expect = _verdict(data["expect"], "expect") if "expect" in data else None
    return Example(**common.fields, steps=steps, expect=expect)


def _puzzle(data: dict[str, Any], common: _Common) -> Puzzle:
    """A puzzle: its question, its answer and what that question also needs."""
    question = _need(data, "question")
    if question not in QUESTIONS:
        raise bad("question", question)
    answer = ANSWER_READERS[question](_need(data, "answer"), common.rules.max_pip)
    previous = None
    if "previous" in data:
        value = data["previous"]
        if (question != "opener" or not isinstance(value, dict)
                or set(value) != {"opener", "winners"} or type(value["opener"]) is not int):
            raise bad("previous", value)
        previous = (value["opener"], _seat_list(value["winners"], "previous.winners"))
    scores: tuple[int, ...] = ()
    if question == "target":
        listed = data.get("scores", [])
        if not isinstance(listed, list) or not all(type(n) is int and n >= 0 for n in listed):
            raise bad("scores", listed)
        scores = tuple(listed)
    elif "scores" in data:
        raise bad("scores", data["scores"])
    if data.get("end") is not None and question not in ("pips", "winner", "target"):
        raise bad("end", f"a {question} puzzle needs a deal")
    return Puzzle(**common.fields, question=question, answer=answer, previous=previous, scores=scores)


def _dispute(data: dict[str, Any], common: _Common) -> Dispute:
    """A dispute: the systems it compares and the verdict of each."""
    systems = _need(data, "systems")
    if not isinstance(systems, list) or not systems:
        raise bad("systems", systems)
    try:
        rule_sets = tuple(RuleSet.from_json(s) for s in systems)
    except DominoError as error:
        raise within("systems", error) from None
    expect = _need(data, "expect")
    if not isinstance(expect, list) or len(expect) != len(systems):
        raise bad("expect", expect)
    verdicts = tuple(_verdict(v, f"expect[{i}]") for i, v in enumerate(expect))
    return Dispute(**common.fields, systems=rule_sets, expect=verdicts)


_READERS: dict[Kind, Callable[[dict[str, Any], _Common], Tutorial]] = {
    "example": _example, "puzzle": _puzzle, "dispute": _dispute,
}


# ------------------------------------------------------------ one reader per question's answer


def _number(value: Any, _max_pip: int) -> int:
    """``opener`` (a seat) and ``pips`` (a count)."""
    if type(value) is not int or value < 0:
        raise bad("answer", value)
    return value


def _seats(value: Any, _max_pip: int) -> tuple[int, ...]:
    """``target``: the winners of the game, none when nobody has won yet."""
    return tuple(sorted(_seat_list(value, "answer")))


def _winner(value: Any, _max_pip: int) -> Verdict:
    """``winner``: ``{winners, points}``."""
    return _verdict(value, "answer")


def _tiles(value: Any, max_pip: int) -> frozenset[Tile]:
    """``playable``: the tiles that fit."""
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise bad("answer", value)
    try:
        return frozenset(Tile.parse(t, max_pip) for t in value)
    except DominoError as error:
        raise within("answer", error) from None


def _actions(value: Any, _max_pip: int) -> frozenset[str]:
    """``action``: what the seat must or may do."""
    if not isinstance(value, list) or not value or not set(value) <= set(ACTIONS):
        raise bad("answer", value)
    return frozenset(value)


def _best_moves(value: Any, max_pip: int) -> frozenset[Move]:
    """``play-to-win``: the moves that keep the best result."""
    return frozenset(_moves(value, "answer", max_pip))


ANSWER_READERS: dict[Question, Callable[[Any, int], Answer]] = {
    "opener": _number, "pips": _number, "target": _seats, "winner": _winner,
    "playable": _tiles, "action": _actions, "play-to-win": _best_moves,
}


def read_shape(data: Any) -> Tutorial:
    """A tutorial's fields read by the reader of its kind (the position is not checked yet)."""
    if not isinstance(data, dict):
        raise bad("tutorial", data)
    kind = _need(data, "kind")
    if kind not in KINDS:
        raise bad("kind", kind)
    unknown = sorted(set(data) - _FIELDS[kind])
    if unknown:
        raise BadTutorial("error.tutorial-unknown", field=unknown[0], kind=kind)
    return _READERS[kind](data, _Common(data))
