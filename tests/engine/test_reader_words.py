"""What the engine tells a reader (issue 16): who wins when a player goes out, what is wrong
in an answer, what a settler question still lacks, an empty boneyard, a best move named once.

Expected values are worked out from the positions themselves (and RULES.md's rows), not copied from
the engine's output.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from dominorules.core.outcome import OUT, score_hand
from dominorules.core.rules import PRESETS, RuleSet
from dominorules.core.tiles import parse_tiles
from dominorules.features.tutorial import grade, read, seat_of, solution, state
from dominorules.formats.situation import decode, verdicts
from dominorules.words.i18n import translate
from dominorules.words.message import Listing, Message

TUTORIALS = Path(__file__).resolve().parents[2] / "tutorials"
LANGS = ("en", "sv", "de", "nb")


def tutorial(name: str):
    return read(yaml.safe_load((TUTORIALS / f"{name}.yaml").read_text(encoding="utf-8")))


def ids(messages) -> list[str]:
    return [m.id for m in messages]


# ------------------------------------------------------------------ going out says who wins


def test_going_out_says_the_player_wins():
    # Player 2 (seat 1) has no tiles left; Player 1 still holds 1-0 and 2-0
    outcome = score_hand(RuleSet.from_json("block"), [parse_tiles(["1-0", "2-0"], 6), []], OUT)
    assert list(outcome.winners) == [1]
    going_out = [m for m in outcome.reasons if m.id == "end.out"]
    assert [m.params["player"] for m in going_out] == [2]
    assert translate(going_out[0], "en") == "Player 2 played their last tile and wins."
    for lang in LANGS[1:]:
        assert translate(going_out[0], lang) != translate(going_out[0], "en")


def test_going_out_in_partnership_names_the_winning_team():
    hands = [parse_tiles([t], 6) for t in ("1-0", "2-0")] + [[]] + [parse_tiles(["3-0"], 6)]
    outcome = score_hand(RuleSet.from_json("partnership"), hands, OUT)
    reasons = {m.id: m for m in outcome.reasons}
    # seat 2 (Player 3) plays with seat 0 (Player 1): team 1, players 1 and 3
    assert reasons["end.out-team"].params == {"seat": 2, "player": 3, "team": 1, "first": 1, "second": 3}
    assert sorted(outcome.winners) == [0, 2]


# ------------------------------------------------------------------ what is wrong in an answer


def test_a_wrong_winner_is_said_to_be_the_wrong_part():
    t = tutorial("draw-out-points")  # Player 3 goes out and scores 9 + 11 = 20
    assert ids(grade(t, {"seat": 0, "points": 20})[1]) == ["feedback.winner"]
    assert ids(grade(t, {"seat": 2, "points": 19})[1]) == ["feedback.points"]
    assert grade(t, {"seat": 2, "points": 20}) == (True, [])


def test_a_game_without_points_takes_the_winner_alone():
    t = tutorial("block-winner-lowest-total")  # Player 4 has the lowest total; the block game scores nothing
    assert grade(t, {"seat": 3, "points": 0}) == (True, [])
    assert ids(grade(t, {"seat": 0, "points": 0})[1]) == ["feedback.winner"]


@pytest.mark.parametrize(("chosen", "expected"), [
    (["4-4", "4-1"], [("feedback.playable-missed", 1)]),  # 3-1 fits (ends 4 and 1), left out
    (["4-4", "4-1", "3-1", "6-2"], [("feedback.playable-wrong", 1)]),  # 6-2 fits neither 4 nor 1
    (["4-4", "6-2"], [("feedback.playable-wrong", 1), ("feedback.playable-missed", 2)]),
    (["4-4", "4-1", "3-1"], []),
])
def test_playable_feedback_says_only_what_is_true(chosen, expected):
    t = tutorial("block-playable-two-ends")
    right, feedback = grade(t, {"tiles": chosen})
    assert right == (not expected)
    # only what is true and non-zero ("0 of the tiles ..." never), with the true count
    assert [(m.id, m.params["count"]) for m in feedback] == expected


def test_the_solution_says_the_best_moves_and_the_line_as_moves_not_record_text():
    t = tutorial("block-play-to-win-go-out")
    messages = solution(t)
    assert ids(messages) == ["solution.best", "solution.best-play"]
    best = messages[0].params["moves"]
    assert isinstance(best, Listing)
    assert best.style == "or"
    assert sorted(map(str, best.items)) == sorted(str(move.said()) for move in t.answer)  # each once
    line = messages[1].params["line"]
    # the line opens with a best move, said as one step of a sequence, with who makes it
    # ("Player 1 plays 4-2 on the left, …"): the player to move in the puzzle
    assert isinstance(line, Listing)
    assert line.style == "seq"
    assert all(isinstance(item, Message) and item.id.startswith("said-line.") for item in line.items)
    seat = seat_of(t)
    assert line.items[0] in [move.said_by(seat) for move in t.answer]
    assert all(isinstance(item, Message) and item.params["player"] in (1, 2) for item in line.items)
    for lang in LANGS:
        for message in messages:
            text = translate(message, lang)
            assert not re.search(r"\d-\d (left|right)\b", text), (lang, text)


# ------------------------------------------------------------------ the settler


def test_an_unknown_last_player_is_a_missing_fact_not_an_impossibility():
    # blocked: 2-1 against 6-6 with nothing on the line; who placed the last tile is not given
    rows = {row["rules"]: row for row in verdicts(decode("k=end&p=2&h=2-1_6-6"))}
    for system in ("block-locker-loses", "draw-until-playable"):  # RULES.md R-*-blocked-winner
        row = rows[system]
        assert row["ok"] is False
        assert row["missing"] == "last"
        assert ids(row["reasons"]) == ["settle.last-unknown"]
        for lang in LANGS:
            assert "“last”" not in translate(row["reasons"][0], lang)
    assert rows["block"]["ok"] is True
    assert "missing" not in rows["block"]
    # once it is known, the verdict is there
    known = {row["rules"]: row for row in verdicts(decode("k=end&p=2&h=2-1_6-6&last=1"))}
    assert known["block-locker-loses"]["ok"] is True
    assert known["block-locker-loses"]["winners"] == [1]


def test_an_empty_boneyard_is_said_so():
    rows = {row["rules"]: row for row in verdicts(decode("k=turn&p=2&h=6-6.5-5&l=3-1.1-2&b=0&d=0"))}
    # the draw game keeps no tiles back (RULES.md R-draw-draw-limit): nothing left means an empty boneyard
    assert ids(rows["draw"]["reasons"]) == ["turn.boneyard-empty"]
    assert rows["draw"]["moves"] == ["pass"]
    # Pagat's draw game never draws the last two tiles: that is still said with the number
    assert ids(rows["pagat-draw"]["reasons"]) == ["turn.nothing-to-draw"]


def test_a_blocked_hand_without_drawing_says_nothing_of_drawing():
    # review-de W5: in the block games nothing is ever drawn (000 l.20, 002 l.20)
    words = {"en": "drawn", "sv": "dras", "de": "ziehen", "nb": "trekke"}
    for system in ("block", "block-locker-loses", "partnership"):
        rules = PRESETS[system]
        hands = [parse_tiles("6-6"), parse_tiles("5-5"), parse_tiles("4-4"), parse_tiles("3-3")]
        outcome = score_hand(rules, hands[:4 if system == "partnership" else 2], "blocked", 1)
        ids = [m.id for m in outcome.reasons]
        assert "end.blocked-no-drawing" in ids, (system, ids)
        assert "end.blocked" not in ids, (system, ids)
        said = outcome.reasons[ids.index("end.blocked-no-drawing")]
        for lang, word in words.items():
            assert word not in translate(said, lang), (system, lang)
    draw = score_hand(PRESETS["draw"], [parse_tiles("6-6"), parse_tiles("5-5")], "blocked", 1)
    assert "end.blocked" in [m.id for m in draw.reasons]  # where there is a boneyard, it is said


def test_a_puzzle_that_asks_who_opens_does_not_mark_who_is_to_move():
    # review-de round 5, W1: "Spieler 3 (am Zug)" above "Wer eröffnet?" gave the answer away
    openers = [t for t in map(read, (yaml.safe_load(f.read_text()) for f in sorted(TUTORIALS.glob("*.yaml"))))
               if t.question == "opener"]
    assert len(openers) >= 8
    for t in openers:
        shown = state(t)
        assert shown["to_move"] is None, t.id
        assert shown["seat"] is None, t.id
