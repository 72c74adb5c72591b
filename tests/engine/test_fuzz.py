"""Fuzzing the three doors that take input from outside (slow: 10,000 cases each).

The game-record reader (a pasted or uploaded record), the settler's address decoder (a
link someone sent) and the worker's message handler (every request from the page) get
random data. Nothing but the engine's own errors may come out, and every error has a
text in each of the four languages that is not a raw message id.

Hypothesis draws a seed per case, and the case is built from ``random.Random(seed)`` by
the small grammars below: near-misses of the real formats (tiles out of the
set, cut text, wrong types, unknown fields) as well as plain junk. That keeps 10,000
cases each to seconds, where composite strategies took minutes.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from dominorules import DominoError, game_from_record
from dominorules.bridge import OPERATIONS, handle_json
from dominorules.formats.record import loads
from dominorules.formats.situation import decode
from dominorules.words.i18n import LANGUAGES, describe
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

CASES = 10_000
FUZZ = settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck),
                database=None)
# One seed per case, drawn by hypothesis; the case is built from random.Random(seed).
SEEDS = st.integers(0, 2**64 - 1).map(random.Random)
TILES = [f"{a}-{b}" for a in range(8) for b in range(a + 1)] + ["x", "6|6", "[1:2]", "", "10-1", "6-"]
WORDS = ["draw", "pass", "6-6", "6-3 right", "left", "block", "draw-100", "pagat-draw", "end", "blocked",
         "out", "format", "rules", "hands", "boneyard", "opener", "moves", "position", "last", "line",
         "preset", "kind", "players", "tie", "split", "dominorules/1", "turn", "deal", "ü", "<b>", "{x}"]
FIELDS = ["format", "rules", "hands", "boneyard", "opener", "moves", "hand_number", "names",
          "position", "end", "last", "line"]


def junk(rng: random.Random, depth: int = 0):
    """Any JSON value, biased toward the words and tiles of the real formats."""
    kind = rng.randrange(9 if depth < 3 else 6)
    if kind == 0:
        return None
    if kind == 1:
        return rng.random() < 0.5
    if kind == 2:
        return rng.randint(-3, 40)
    if kind == 3:
        return rng.choice(TILES)
    if kind == 4:
        return rng.choice(WORDS)
    if kind == 5:
        return "".join(chr(rng.randrange(32, 0x2FF)) for _ in range(rng.randrange(8)))
    if kind == 6:
        return [junk(rng, depth + 1) for _ in range(rng.randrange(6))]
    keys = FIELDS + WORDS
    return {rng.choice(keys): junk(rng, depth + 1) for _ in range(rng.randrange(6))}


def near_record(rng: random.Random):
    """A game record with a few things wrong (or none)."""
    tiles = [f"{a}-{b}" for a in range(7) for b in range(a + 1)]
    rng.shuffle(tiles)
    players = rng.randint(1, 5)
    size = rng.choice([5, 6, 7, 8])
    record: dict[str, Any] = {"format": rng.choice(["dominorules/1"] * 5 + ["dominorules/2"]),
              "rules": rng.choice(["block", "draw", "pagat-draw", "partnership", "chess",
                                   {"preset": "draw", "tie": rng.choice(["split", "x"])},
                                   {"preset": "block", "reserve": rng.randint(-1, 9)}]),
              "hands": [tiles[i * size:(i + 1) * size] for i in range(players)]}
    if rng.random() < 0.5:
        record["moves"] = [rng.choice(["6-6", "5-5", "draw", "pass", "6-5 left", "6-4 right", "x"])
                           for _ in range(rng.randrange(6))]
    if rng.random() < 0.3:
        record["opener"] = rng.randint(-1, 5)
    for _ in range(rng.randrange(3)):  # a few fields replaced by junk
        record[rng.choice(FIELDS)] = junk(rng)
    hands = record.get("hands")
    if rng.random() < 0.2 and isinstance(hands, list) and hands and isinstance(hands[0], list):
        hands[0].append(rng.choice(TILES))
    return record


def near_query(rng: random.Random) -> str:
    """A settler address, maybe cut, edited or made up."""
    real = rng.choice(["k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3", "k=turn&p=2&h=6-6.5-5&l=3-1.1-2&b=6&d=0",
                       "k=deal&p=2&h=5-5.6-4.3-1.2-0.4-2.6-0.1-1_4-4.6-3.5-2.0-0.6-1.3-2.5-0",
                       "k=end&p=4&h=2-1_6-0_4-0_5-1&last=4&t=1&c=draw,tie:split,hand_size:2x7/3x5"])
    choice = rng.randrange(4)
    if choice == 0:
        return real[: rng.randrange(len(real) + 1)]
    if choice == 1:
        chars = list(real)
        for _ in range(rng.randint(1, 4)):
            chars[rng.randrange(len(chars))] = rng.choice("0123456789-._,:&=xkphlbdtc/ ")
        return "".join(chars)
    if choice == 2:
        pieces = [f"{rng.choice(['k', 'p', 'h', 'l', 'last', 'b', 'd', 't', 'c', 'zz'])}={junk(rng)}"
                  for _ in range(rng.randrange(8))]
        return "&".join(pieces)
    return "".join(chr(rng.randrange(32, 0x17F)) for _ in range(rng.randrange(60)))


def near_request(rng: random.Random):
    """A request to the worker: the right shape with wrong values, or junk."""
    if rng.random() < 0.1:
        return junk(rng)
    request: dict[str, Any] = {"op": rng.choice([*sorted(OPERATIONS), "nope", None])}
    for name in rng.sample(["lang", "rules", "players", "seed", "record", "move", "ids", "query",
                            "situation", "tutorial", "action", "reply", "steps", "human", "best"],
                           rng.randrange(6)):
        request[name] = {"record": near_record, "query": near_query}.get(name, junk)(rng)
    if rng.random() < 0.5:
        request["lang"] = rng.choice([*list(LANGUAGES), "fr", 3])
    return request


def said_in_every_language(error: DominoError) -> None:
    for lang in LANGUAGES:
        text = describe(error, lang)
        assert text, (lang, text)
        assert not text.startswith(("error.", "illegal.")), (lang, text)


@pytest.mark.slow
@FUZZ
@given(SEEDS)
def test_the_record_reader_raises_only_its_own_errors(rng):
    data = near_record(rng) if rng.random() < 0.7 else junk(rng)
    text = json.dumps(data)
    if rng.random() < 0.3:
        text = text[: rng.randrange(len(text) + 1)]  # a record cut short
    try:
        game_from_record(loads(text))
    except DominoError as error:
        said_in_every_language(error)


@pytest.mark.slow
@FUZZ
@given(SEEDS)
def test_the_address_decoder_raises_only_its_own_errors(rng):
    try:
        decode(near_query(rng))
    except DominoError as error:
        said_in_every_language(error)


@pytest.mark.slow
@FUZZ
@given(SEEDS)
def test_the_worker_message_handler_always_answers_in_words(rng):
    reply = json.loads(handle_json(json.dumps(near_request(rng))))
    assert reply["ok"] in (True, False)
    if not reply["ok"]:
        text = reply["error"]["text"]
        assert text, text
        assert not text.startswith(("error.", "illegal.")), text
