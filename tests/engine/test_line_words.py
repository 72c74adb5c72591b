"""A line of play in words says who makes each move, and a run of draws by one player once
("Player 2 draws 3 tiles"), in every language (review-de U1: "zieht, zieht, zieht")."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from dominorules.bridge import handle

LANGS = ("en", "sv", "de", "nb")
# a step with no subject: right after the colon or a comma, the bare verb of a draw or a pass
SUBJECTLESS = {"en": r"(: |, )(draws|passes)\b", "sv": r"(: |, )(drar|står över)\b",
               "de": r"(: |, )(zieht|setzt aus)\b", "nb": r"(: |, )(trekker|står over)\b"}


@pytest.fixture(scope="module")
def record():
    out = subprocess.run([sys.executable, "-m", "dominorules", "play", "--rules", "draw",
                          "--players", "2", "--seed", "5"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


@pytest.mark.parametrize("lang", LANGS)
def test_best_play_from_the_start_names_every_mover(record, lang):
    reply = handle({"op": "replay", "record": record, "steps": 0, "best": True, "lang": lang})
    assert reply["ok"], reply
    line = reply["best"]["line"]
    text = reply["best"]["summary"]["text"]
    assert len(line) > 3, line
    assert not re.search(SUBJECTLESS[lang], text), text
    word = {"en": "Player", "sv": "pelare", "de": "Spieler", "nb": "piller"}[lang]
    kinds = [move["kind"] for move in line]
    # one named step per move, except that a run of draws is one step
    runs = sum(1 for i, kind in enumerate(kinds) if not (kind == "draw" and i and kinds[i - 1] == "draw"))
    assert text.count(word) == runs, (kinds, text)
