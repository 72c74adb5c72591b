"""A sentence that is the site's own reading or choice (the sources are silent or disagree) says so,
in the settler and on the score pad, as the pages do (fact-check round 3, F1-F3)."""

from __future__ import annotations

from typing import Any

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
        assert "end.out" in ids, system
        assert ids[ids.index("end.out") + 1] == "note.our-reading", system
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
    assert tie["ok"]
    assert not tie["over"]
    assert "(our choice)" in tie["play_on"]["text"]


# ---- round 4 (fact-check F6, F7; review-de W6): the mark says what the sources do, links the
# ---- dispute, and never sits on an answer the reader chose away from the system's own


def test_a_mark_links_its_disputes_entry_and_says_the_sources_are_not_plain():
    rows = rows_of("k=end&p=2&h=2-1_6-5.4-0&last=2&c=draw,blocked_points:others")
    draw = rows["draw"]["reasons"]
    ids = [r["id"] for r in draw]
    # 001 l.33 states it, l.65 states the other: our reading of a source that says both
    mark = draw[ids.index("points.others-minus-own") + 1]
    assert mark["id"] == "note.our-reading"
    assert (mark["page"], mark["anchor"]) == ("disputes", "blocked-points")
    assert "do not say this;" not in mark["text"]  # the source says it, and its opposite
    # every other reason links its rules page
    assert all(r["page"] == "rules" for r in draw if not r["id"].startswith("note."))


def test_the_reading_a_reader_chose_away_from_is_not_marked():
    rows = rows_of("k=end&p=2&h=2-1_6-5.4-0&last=2&c=draw,blocked_points:others")
    custom = [row for name, row in rows.items() if name not in ("draw",) and row["base"] == "draw"]
    assert custom, rows.keys()
    ids = reason_ids(custom[0])
    assert "points.others" in ids  # 001 l.65's reading, the table's choice: no mark after it
    assert ids[ids.index("points.others") + 1:ids.index("points.others") + 2] != ["note.our-reading"]


def test_must_play_is_marked_where_the_source_only_gives_a_pass_to_who_cannot_lay():
    # disputes #must-play: our reading for block, partnership and draw-100; 003 says it for
    # the two locker systems; 001 says it for the draw game
    rows = rows_of("k=turn&p=4&h=4-2.6-6&l=3-1.1-2&b=0&d=0")
    for system in ("block", "partnership"):
        ids = reason_ids(rows[system])
        assert ids[ids.index("turn.must-play") + 1] == "note.our-reading", system
    rows = rows_of("k=turn&p=2&h=4-2.6-6&l=3-1.1-2&b=6&d=0")  # the disputes page's own link
    for system in ("block", "draw-100"):
        ids = reason_ids(rows[system])
        assert ids[ids.index("turn.must-play") + 1] == "note.our-reading", system
    for system in ("block-locker-loses", "draw-until-playable", "draw"):
        ids = reason_ids(rows[system])
        assert "turn.must-play" in ids, system
        assert "note.our-reading" not in ids, system


def test_the_highest_double_laid_first_is_marked_in_block_and_partnership():
    rows = rows_of("k=deal&p=4&h=6-2.2-0.4-4.6-4.5-2.5-3.0-0_1-1.5-0.4-0.1-0.6-0.4-2.3-3"
                   "_3-0.6-3.6-1.6-5.5-5.4-3.6-6_4-1.3-1.2-2.5-1.2-1.5-4.3-2")  # disputes #direction
    two = rows_of("k=deal&p=2&h=5-5.6-4.3-1.2-0.4-2.6-0.1-1_4-4.6-3.5-2.0-0.6-1.3-2.5-0")  # disputes #opener
    for system, row in (("block", two["block"]), ("partnership", rows["partnership"])):
        ids = reason_ids(row)
        mark = row["reasons"][ids.index("open.highest-double") + 1]
        assert (mark["id"], mark["anchor"]) == ("note.our-reading", "opener"), system
    assert "note.our-reading" not in reason_ids(two["draw"])[:2]  # 001 l.19 says the double is laid


def test_a_tie_in_draw_100_is_our_choice():
    rows = rows_of("k=end&p=2&h=2-1_3-0&last=1")
    ids = reason_ids(rows["draw-100"])
    assert ids[ids.index("tie.drawn-players") + 1] == "note.our-choice"
    ids = reason_ids(rows["draw"])
    assert ids[ids.index("tie.drawn-players") + 1] == "note.our-reading"


def test_a_two_player_locker_win_is_not_marked_and_reasons_link_their_own_section():
    # fact-check round 5, G6: with two players the one who did not lose wins; nothing is read
    rows = rows_of("k=end&p=2&h=2-1_6-5.4-0&last=2")
    ids = reason_ids(rows["block-locker-loses"])
    assert "win.players" in ids
    assert "note.our-reading" not in ids
    three = rows_of("k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3")  # two winners: everyone else (our reading)
    ids = reason_ids(three["block-locker-loses"])
    assert ids[ids.index("win.players") + 1] == "note.our-reading"
    # G5: the lot and the assumed last tile link the sections that explain them, not "target"
    pagat = rows_of("k=deal&p=2&h=5-5.6-4.3-1.2-0.4-2.6-0.1-1_4-4.6-3.5-2.0-0.6-1.3-2.5-0")["pagat-draw"]
    lot = next(r for r in pagat["reasons"] if r["id"] == "settle.by-lot")
    assert lot["anchor"] == "opening"


def _board_at_the_end(rules: str, seed: int) -> dict[str, Any]:
    """The board's reply to the last move of a hand the built-in players played (the reader
    at the seat that made it)."""
    from dominorules import game_from_record, play_hand
    from dominorules.bridge.common import move_json
    from dominorules.core.moves import Move

    record = play_hand(rules, 2, seed)
    before = {**record, "moves": record["moves"][:-1]}
    seat = game_from_record(before).to_move
    reply = handle({"op": "move", "record": before, "human": seat, "seed": 0, "lang": "en",
                    "move": move_json(Move.parse(record["moves"][-1], 6))})
    assert reply["ok"], reply
    assert reply["over"], reply
    return reply


def test_the_board_marks_its_verdicts_and_its_opening_as_the_settler_does():
    """fact-check round 6, N1: the board and the settler's record stepper said readings unmarked."""
    # draw until playable, seed 0: blocked, and the last tile's player loses (003 l.17 says the
    # last *action*: our reading, disputes #last-mover)
    ids = [reason["id"] for reason in _board_at_the_end("draw-until-playable", 0)["outcome"]["reasons"]]
    assert ids[ids.index("blocked.last-mover-loses") + 1] == "note.our-reading"
    # the draw game, seed 3: blocked, the others' pips minus one's own (001 l.33 against l.65)
    ids = [reason["id"] for reason in _board_at_the_end("draw", 3)["outcome"]["reasons"]]
    assert ids[ids.index("points.others-minus-own") + 1] == "note.our-reading"
    # the block game's opener lays the double (000 and 002 name the player, not the tile)
    opening = handle({"op": "new", "rules": "block", "players": 2, "seed": 3, "lang": "en"})["opening"]
    assert opening["text"] == ("Player 1 holds the highest double, 6-6, and opens with it. "
                               "(Our reading: the sources do not say this plainly; see the disputes page.)")
    # draw-100's "first player" is Player 1 by our choice (003 l.14 names no one)
    opening = handle({"op": "new", "rules": "draw-100", "players": 2, "seed": 3, "lang": "en"})["opening"]
    assert opening["text"].endswith("(Our choice: the sources do not say; see the disputes page.)")


def test_the_record_stepper_marks_each_system_s_readings():
    from dominorules import play_hand

    record = play_hand("draw", 2, 3)
    rows = {row["rules"]: row for row in handle({"op": "compare", "record": record, "lang": "en"})["rows"]}
    ids = [reason["id"] for reason in rows["draw"]["reasons"]]
    assert ids[ids.index("points.others-minus-own") + 1] == "note.our-reading"
    assert "(Our reading" in rows["draw"]["line"]["text"]
    # best play from the last move on ends the same blocked way: its reasons are marked too
    last = len(record["moves"]) - 1
    best = handle({"op": "replay", "record": record, "steps": last, "best": True, "lang": "en"})["best"]
    ids = [reason["id"] for reason in best["reasons"]]
    assert ids[ids.index("points.others-minus-own") + 1] == "note.our-reading"


def test_everyone_else_wins_stays_marked_when_only_the_last_mover_changes():
    """fact-check round 6, N4: "everyone else wins" does not depend on who made the last move."""
    rows = rows_of("k=end&p=3&h=6-6_2-1_5-0.4-4&last=1&c=draw-until-playable,last_mover:last-action")
    ids = reason_ids(rows["custom"])
    assert ids[ids.index("win.players") + 1] == "note.our-reading"


def test_a_locker_win_in_rules_with_points_says_it_scores_nothing():
    """walk round 6, R2: "win the hand and score 0 points each" with no reason; no source scores it."""
    rows = rows_of("k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3&c=draw,blocked_winner:last-mover-loses")
    assert rows["custom"]["points"] == 0
    assert rows["custom"]["winners"] == [0, 1]
    assert "points.locker-none" in reason_ids(rows["custom"])
    assert "points.locker-none" not in reason_ids(rows["block-locker-loses"])  # no points there at all


def test_with_two_players_the_other_player_winning_is_not_a_reading():
    """fact-check 6c, N9: 003 names the loser; with two players the winner follows from it."""
    rows = rows_of("k=end&p=2&h=6-6_2-1&last=1&c=draw-until-playable,last_mover:last-action")
    for system in ("draw-until-playable", "block-locker-loses", "custom"):
        ids = reason_ids(rows[system])
        assert "win.players" in ids, system
        assert ids[ids.index("win.players") + 1:ids.index("win.players") + 2] != ["note.our-reading"], system
