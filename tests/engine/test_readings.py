"""A sentence that is the site's own reading or choice (the sources are silent or disagree) says so,
in the settler and on the score pad, as the pages do (fact-check round 3, F1-F3)."""

from __future__ import annotations

from dominorules.bridge import handle


def reason_ids(row):
    return [reason["id"] for reason in row["reasons"]]


def rows_of(query):
    reply = handle({"op": "situation", "query": query, "lang": "en"})
    assert reply["ok"], reply
    return {row["rules"]: row for row in reply["verdicts"]}


def test_going_out_is_marked_where_the_source_names_no_winner():
    rows = rows_of("k=end&p=3&h=_0-0_6-6.4-4&last=1")
    # 003 l.16 and l.27 end the hand but name no winner: our reading in its three systems
    for system in ("block-locker-loses", "draw-until-playable", "draw-100"):
        ids = reason_ids(rows[system])
        assert "end.out" in ids and ids[ids.index("end.out") + 1] == "note.our-reading", system
    # 001 says the player who goes out wins: no mark in the draw game
    assert "note.our-reading" not in reason_ids(rows["draw"])


def test_the_direction_of_play_is_marked_as_our_choice_where_no_source_names_it():
    rows = rows_of("k=deal&p=2&h=6-6.5-4.3-1.2-2.0-0.1-1.4-4_3-3.2-1.6-5.5-5.0-1.4-3.6-0")
    for system in ("block", "draw", "block-locker-loses", "draw-until-playable", "draw-100"):
        ids = reason_ids(rows[system])
        assert ids[ids.index("settle.next-clockwise") + 1] == "note.our-choice", system


def test_the_pad_marks_draw_100s_next_opener_and_a_tie_that_plays_on():
    reply = handle({"op": "score_match", "lang": "en", "match": {
        "rules": "draw-100", "players": 5, "hands": [{"end": "out", "out": 0, "pips": [0, 5, 5, 5, 5]}]}})
    assert reply["ok"], reply
    assert reply["next_opening"]["id"] == "open.previous-winner-choice"
    assert "(our choice)" in reply["next_opening"]["text"]
    # the draw game names the winner as the next opener (001 l.19, l.53): no mark there
    draw = handle({"op": "score_match", "lang": "en", "match": {
        "rules": "draw", "players": 2, "hands": [{"end": "out", "out": 0, "pips": [0, 5]}]}})
    assert draw["next_opening"]["id"] == "open.previous-winner"
    tie = handle({"op": "score_match", "lang": "en", "match": {
        "rules": {"preset": "draw", "target_hands": 2, "target_points": {}}, "players": 2,
        "hands": [{"end": "out", "out": 0, "pips": [0, 10]}, {"end": "out", "out": 1, "pips": [10, 0]}]}})
    assert tie["ok"] and not tie["over"] and "(our choice)" in tie["play_on"]["text"]
