"""Every reply the engine gives a page, in Swedish, German and Norwegian, says it in words (issue 20).

The pages show what :func:`dominorules.bridge.handle` answers. This walks every kind of
answer a reader can meet: every tutorial (the board at every step, the hint, the solution,
a right and a wrong reply marked), a hand of every preset played to its end through the
board's ops (with a hint at every turn, the match verdict and the review), the score pad
(``score``, ``score_match``), the settler (``situation``, ``compare``, ``settle``, ``replay`` with
best play) and the error a broken record gets. Each text a page shows (``text``, ``name``,
``verdict_text``) is scanned for an English move word, a code literal, an unfilled
``{placeholder}``, a rule field's raw name and Python's own error words.

The built pages themselves are scanned in tests/site/test_no_english_left.py.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from dominorules.bridge import handle
from dominorules.core.moves import Move
from dominorules.core.rules import PRESETS, RuleSet
from dominorules.features.tutorial import engine_answer, position
from dominorules.features.tutorial import read as read_tutorial
from dominorules.players.selfplay import default_players
from engine_helpers import sent

PASS = {"kind": "pass", "tile": None, "end": None}
DRAW = {"kind": "draw", "tile": None, "end": None}

LANGS = ("sv", "de", "nb")
TUTORIALS = sorted((Path(__file__).resolve().parents[2] / "tutorials").glob("*.yaml"))
SHOWN = ("text", "name", "verdict_text")

ENGLISH_MOVES = re.compile(r"\b(?:left|right|draws|passes)\b")
CODE_LITERALS = re.compile(r"\b(?:True|False|None|NaN|undefined)\b")
PLACEHOLDER = re.compile(r"\{[A-Za-z_]\w*\}")
FIELDS = re.compile(r"\b(?:" + "|".join(f.name for f in dataclasses.fields(RuleSet)) + r")\b:?")
PYTHON_WORDS = re.compile(r"\b(?:Expecting|delimiter|char \d+|Traceback)\b")


def shown_texts(reply: Any) -> Iterator[str]:
    """Every text of a reply that a page puts in front of the reader."""
    if isinstance(reply, dict):
        for key, value in reply.items():
            if key in SHOWN and isinstance(value, str):
                yield value
            elif key == "texts" and isinstance(value, dict):
                yield from (v for v in value.values() if isinstance(v, str))
            else:
                yield from shown_texts(value)
    elif isinstance(reply, list):
        for item in reply:
            yield from shown_texts(item)


def problems(reply: Any) -> list[str]:
    found = []
    for text in shown_texts(reply):
        for pattern in (ENGLISH_MOVES, CODE_LITERALS, PLACEHOLDER, PYTHON_WORDS):
            found += [f"{hit!r} in {text!r}" for hit in pattern.findall(text)]
        found += [f"raw field {hit!r} in {text!r}" for hit in FIELDS.findall(text)
                  if "_" in hit or ":" in hit]
    return found


def ask(lang: str, **request: Any) -> dict[str, Any]:
    reply = handle({**request, "lang": lang})
    assert isinstance(reply, dict), reply
    assert "ok" in reply, reply
    return reply


def test_the_scan_catches_what_it_is_for():
    bad = {"ok": True, "solution": [{"text": "Bäst: 4-2 left."}, {"text": "Dragdomino (tie: split)"}],
           "rows": [{"name": "x (teams: True)", "reasons": [{"text": "Spelare {player}"}]}],
           "error": {"text": "Das ist kein gültiges JSON: Expecting value: line 1 column 1 (char 0)."},
           "record": {"moves": ["6-3 right"]}}  # a record is data, not text a reader reads
    found = problems(bad)
    assert len(found) == 7, found
    assert not any("6-3 right" in f for f in found)


# ------------------------------------------------------------------ tutorials


def _reply(tutorial: Any, right: bool) -> dict[str, Any]:
    """A right or a wrong reply to a puzzle, in the form the page sends."""
    answer: Any = engine_answer(tutorial)  # its type follows the question
    question = tutorial.question
    game = position(tutorial) if tutorial.deal is not None else None
    if question == "playable":
        tiles = sorted(answer) if right else sorted(answer)[1:]
        return {"tiles": [str(t) for t in tiles]}
    if question in ("opener", "pips"):
        key = "seat" if question == "opener" else "pips"
        return {key: answer if right else answer + 1}
    if question == "winner":
        seat = answer.winners[0] if answer.winners else None
        return {"seat": seat, "points": answer.points + (0 if right else 1)} if seat is not None or right \
            else {"seat": 0, "points": 0}
    if question == "action":
        return {"actions": sorted(answer) if right else sorted({"play", "draw", "pass"} - answer)[:1]}
    if question == "target":
        if tutorial.end:
            players = len(tutorial.end["hands"])
        else:
            assert game is not None
            players = game.players
        if right:
            return {"seat": answer[0] if answer else None}
        return {"seat": None} if answer else {"seat": players - 1}
    assert game is not None
    move = sorted(answer)[0] if right else next(m for m in game.legal_moves() if m not in answer)
    return {"move": Move.to_json(move)}


@pytest.mark.parametrize("path", TUTORIALS, ids=[p.stem for p in TUTORIALS])
def test_every_tutorial_reply_is_in_words(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    tutorial = read_tutorial(data)
    found = []
    for lang in LANGS:
        first = ask(lang, op="tutorial_state", tutorial=data, steps=0)
        assert first["ok"], first
        for steps in range(first["total_steps"] + 1):
            found += problems(ask(lang, op="tutorial_state", tutorial=data, steps=steps))
        for action in ("hint", "solution"):
            reply = ask(lang, op=f"tutorial_{action}", tutorial=data)
            assert reply["ok"], (action, reply)
            found += problems(reply)
        assert ask(lang, op="tutorial_solution", tutorial=data)["solution"], "an empty solution"
        if tutorial.kind == "puzzle":
            for right in (True, False):
                graded = ask(lang, op="tutorial_grade", tutorial=data,
                             reply=_reply(tutorial, right))
                assert graded["ok"], graded
                assert graded["correct"] is right, graded
                found += problems(graded)
    assert not found, "\n".join(found[:20])


# ------------------------------------------------------------------ a hand of every preset


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_played_hand_its_hints_match_and_review_are_in_words(preset):
    rules = PRESETS[preset]
    players = default_players(rules)
    # seat 1 is at the target already: the match ends with this hand, and says who won it
    match = {"scores": [0, rules.target_for(players)] + [0] * (players - 2), "hands": 3}
    found = []
    for lang in LANGS:
        reply = ask(lang, op="new", rules=preset, players=players, human=0, seed=3, level="beginner",
                    match=match)
        assert reply["ok"], reply
        found += problems(reply)
        while not reply["over"]:
            record = reply["record"]
            hint = ask(lang, op="hint", record=record, human=0, seed=3)
            assert hint["ok"], hint
            found += problems(hint)
            illegal = ask(lang, op="move", record=record, human=0, seed=3, move=PASS)
            found += problems(illegal)  # passing is refused in most positions, with a reason
            reply = ask(lang, op="move", record=record, human=0, seed=3, move=sent(reply["legal"][-1]),
                        match=match)
            assert reply["ok"], reply
            found += problems(reply)
        assert reply["outcome"]["text"]
        assert reply["match"]["over"]
        assert reply["match"]["verdict"]["text"]
        over = ask(lang, op="move", record=reply["record"], human=0, seed=3, move=DRAW)
        assert not over["ok"]
        found += problems(over)  # the hand is over: the move is said in words
        review = ask(lang, op="review", record=reply["record"], human=0, seed=3)
        assert review["ok"], review
        found += problems(review)
    assert not found, "\n".join(found[:20])


# ------------------------------------------------------------------ score pad and settler


HANDS = {  # preset -> (players, hands of a match)
    "block": (3, [{"end": "blocked", "last": 0, "pips": [5, 9, 12]}]),
    "partnership": (4, [{"end": "out", "out": 1, "pips": [15, 0, 14, 9]}]),
    "draw": (3, [{"end": "blocked", "last": 2, "pips": [9, 12, 10]},
                 {"end": "out", "out": 0, "pips": [0, 30, 28]},
                 {"end": "out", "out": 1, "pips": [40, 0, 35]},
                 {"end": "blocked", "last": 1, "pips": [10, 10, 15]}]),
    "block-locker-loses": (3, [{"end": "blocked", "last": 0, "pips": [1, 29, 14]}]),
    "draw-until-playable": (2, [{"end": "blocked", "last": 1, "pips": [7, 9]}]),
    "draw-100": (3, [{"end": "blocked", "last": 0, "pips": [3, 15, 15]},
                     {"end": "out", "out": 2, "pips": [60, 55, 0]}]),
    "pagat-draw": (3, [{"end": "out", "out": 0, "pips": [0, ["0-0"], 20]},
                       {"end": "blocked", "last": 1, "pips": [9, 12, 20]},
                       {"end": "out", "out": 1, "pips": [45, 0, 30]}]),
}


@pytest.mark.parametrize("preset", sorted(HANDS))
def test_the_score_pad_says_hands_and_matches_in_words(preset):
    players, hands = HANDS[preset]
    found = []
    for lang in LANGS:
        for hand in hands:
            reply = ask(lang, op="score", rules=preset, players=players, hand=hand)
            assert reply["ok"], reply
            found += problems(reply)
        names = ["Ann", "", "Cy", "Di"][:players]
        split = {"preset": preset, "tie": "split"} if preset.startswith(("draw", "pagat")) else preset
        for rules in (preset, split):
            match = {"format": "dominorules/1", "rules": rules, "players": players, "names": names,
                     "hands": hands}
            reply = ask(lang, op="score_match", match=match)
            assert reply["ok"], reply
            assert all(row["summary"]["text"] for row in reply["hands"])
            found += problems(reply)
    assert not found, "\n".join(found[:20])


QUERIES = ("k=end&p=3&h=_0-0_6-6.4-4&last=1", "k=end&p=3&h=_0-0_6-6.4-4&last=1&c=pagat-draw,going_out:wins",
           "k=end&p=2&h=2-1_6-6", "k=end&p=4&h=1-0_6-6_2-0_5-5&last=4&t=1",
           "k=end&p=3&h=4-0.3-2.0-0_6-6_6-4&last=3&c=draw,tie:split",
           "k=end&p=4&h=5-0_4-1_3-3_2-2&last=1&c=draw,teams:yes")


@pytest.mark.parametrize("query", QUERIES)
def test_the_settler_says_verdicts_in_words(query):
    found = []
    for lang in LANGS:
        reply = ask(lang, op="situation", query=query)
        assert reply["ok"], reply
        found += problems(reply)
    assert not found, "\n".join(found[:20])


def test_a_record_replayed_compared_and_broken_is_said_in_words():
    reply = handle({"op": "new", "rules": "draw", "players": 2, "human": 1, "seed": 11})
    while not reply["over"]:  # the human plays the first legal move: a whole hand's record
        reply = handle({"op": "move", "record": reply["record"], "human": 1, "seed": 11,
                        "move": sent(reply["legal"][0])})
    record = reply["record"]
    found = []
    for lang in LANGS:
        compared = ask(lang, op="compare", record=record)
        assert compared["ok"], compared
        found += problems(compared)
        settled = ask(lang, op="settle", record=record)
        assert settled["ok"], settled
        assert settled["verdicts"], settled
        found += problems(settled)
        for steps in range(0, compared["moves"] + 1, 3):
            replayed = ask(lang, op="replay", record=record, steps=steps, best=True)
            assert replayed["ok"], replayed
            found += problems(replayed)
        for broken in ("{", '{"format": "dominorules/1",\n "rules": "draw" "hands": []}', "[1, 2,]"):
            reply = ask(lang, op="replay", record=broken, steps=0)
            assert not reply["ok"]
            found += problems(reply)
    assert not found, "\n".join(found[:20])


def test_a_broken_record_names_line_and_column_in_the_readers_language():
    broken = '{"format": "dominorules/1",\n "rules": "draw" "hands": []}'
    for lang, words in (("en", "line 2, column 18"), ("sv", "rad 2, tecken 18"),
                        ("de", "Zeile 2, Spalte 18"), ("nb", "linje 2, tegn 18")):
        reply = ask(lang, op="compare", record=broken)
        assert not reply["ok"], reply["error"]["text"]
        assert words in reply["error"]["text"], reply["error"]["text"]
