"""The browser bridge: JSON in, JSON out; bad input is an answer, never an exception."""

import json

from dominorules.bridge import handle, handle_json
from engine_helpers import sent
from hypothesis import given
from hypothesis import strategies as st


def ask(**request):
    return json.loads(handle_json(json.dumps(request)))


def test_a_new_board_waits_for_the_human_and_lists_only_their_moves():
    reply = ask(op="new", rules="partnership", players=4, seed=3, human=0, lang="de")
    assert reply["ok"]
    assert reply["players"] == 4
    if not reply["over"]:
        assert reply["to_move"] == 0
        assert reply["legal"]
        hand = set(reply["hand"])
        assert all(m["tile"] in hand for m in reply["legal"] if m["kind"] == "play")
    assert all(e["text"] and e["seat"] != 0 for e in reply["events"])


def test_the_tiles_outside_the_hands_are_named_for_what_they_are():
    # block, two players: 28 - 2 x 7 = 14 tiles are set aside, not a boneyard to draw from
    block = ask(op="new", rules="block", players=2, seed=1, human=0, lang="en")
    assert block["boneyard"] == 14
    assert block["stock"]["text"] == "Set aside, out of play: 14 tiles"
    # the draw game: the same 14 are a boneyard
    draw = ask(op="new", rules="draw", players=2, seed=1, human=0, lang="en")
    assert draw["stock"]["id"] == "stock.boneyard"
    assert "14" in draw["stock"]["text"]
    # partnership: four players hold all 28 tiles, nothing is set aside and nothing is said
    four = ask(op="new", rules="partnership", players=4, seed=3, human=0, lang="de")
    assert four["boneyard"] == 0
    assert four["stock"] is None


def test_moves_are_explained_in_the_readers_language():
    reply = ask(op="new", rules="block", players=2, seed=1, human=1, lang="sv")
    assert any("Spelare" in e["text"] for e in reply["events"])


def test_an_illegal_move_is_refused_with_a_translated_reason():
    reply = ask(op="new", rules="block", players=2, seed=8, human=0, lang="nb")
    legal = {(m["tile"], m["end"]) for m in reply["legal"] if m["kind"] == "play"}
    unplayable = [t for t in reply["hand"] if (t, "left") not in legal and (t, "right") not in legal
                  and (t, None) not in legal]
    assert unplayable, "this deal leaves the human a tile that does not fit"
    refused = ask(op="move", record=reply["record"], human=0, lang="nb",
                  move={"kind": "play", "tile": unplayable[0], "end": "left"})
    assert not refused["ok"]
    assert refused["error"]["id"].startswith("illegal")
    assert unplayable[0] in refused["error"]["text"]


def test_a_whole_hand_through_the_bridge():
    reply = ask(op="new", rules="draw", players=3, seed=5, human=0, lang="en")
    for _ in range(200):
        if reply["over"]:
            break
        reply = ask(op="move", record=reply["record"], human=0, lang="en", move=sent(reply["legal"][0]))
        assert reply["ok"], reply
    assert reply["over"]
    assert reply["outcome"]["text"]


def test_settle_and_translate():
    position = {"rules": "block", "position": "end", "end": "blocked",
                "hands": [["0-4", "2-3", "0-0"], ["6-6"]], "last": 0}
    reply = ask(op="settle", record=position, rules=["block", "block-locker-loses"], lang="de")
    assert [v["winners"] for v in reply["verdicts"]] == [[0], [1]]
    assert ask(op="translate", ids=["end.out"], lang="sv")["texts"]["end.out"].startswith("Spelare")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["op", "rules", "players", "seed", "human", "lang", "record", "move",
                         "ids", "kind", "tile", "end", "hands", "moves", "position", "last"]),
        inner, max_size=6),
    max_leaves=15)


@given(json_values, st.sampled_from(["new", "move", "settle", "translate", "presets", "x"]))
def test_garbage_gets_an_error_answer_never_an_exception(value, op):
    request = dict(value, op=op) if isinstance(value, dict) else value
    reply = handle(request)
    assert reply["ok"] in (True, False)
    if not reply["ok"]:
        assert reply["error"]["text"]
        assert reply["error"]["id"].startswith(("error", "illegal"))


@given(st.text(max_size=50))
def test_any_text_gets_a_json_answer(text):
    assert json.loads(handle_json(text))["ok"] in (True, False)


def play_out(reply, lang="en", match=None):
    """Play the human's first legal move until the hand is over (a hand has at most 28 tiles to
    place, draws and passes included: 200 moves is far beyond any hand)."""
    for _ in range(200):
        if reply["over"]:
            return reply
        reply = ask(op="move", record=reply["record"], human=0, lang=lang, move=sent(reply["legal"][0]),
                    **({"match": match} if match is not None else {}))
        assert reply["ok"], reply
    raise AssertionError("the hand did not end in 200 moves")


def test_the_board_says_whether_its_rules_draw():
    # a block game sets its undealt tiles aside; the draw games draw from the boneyard (RULES.md)
    assert ask(op="new", rules="block", players=2, seed=1, lang="en")["draws"] is False
    assert ask(op="new", rules="block-locker-loses", players=3, seed=1, lang="en")["draws"] is False
    assert ask(op="new", rules="draw", players=2, seed=1, lang="en")["draws"] is True
    assert ask(op="new", rules="draw-until-playable", players=2, seed=1, lang="en")["draws"] is True


def test_the_position_is_said_in_whole_sentences_with_the_tiles_listed():
    reply = ask(op="new", rules="block", players=2, seed=4, human=0, lang="en")
    assert reply["line_tiles"] == [[6, 6]]  # player 2 opened with the double six
    hand = reply["hand"]
    assert [t["text"] for t in reply["spoken"]] == [
        "Line: 6-6. Open ends: 6 and 6.", f"Player 1's hand: {', '.join(hand)}.", "Player 2 holds 6 tiles."]
    assert reply["spoken"][1]["params"]["tiles"] == {"list": hand, "style": "seq"}
    assert [t["text"] for t in reply["sizes_said"]] == [
        "Player 1: 7 tiles in hand", "Player 2: 6 tiles in hand"]


def test_a_hand_with_no_tiles_left_is_said_in_words():
    # seed 0 of the draw game, the human always playing the first legal move: Player 1 goes out
    over = play_out(ask(op="new", rules="draw", players=2, seed=0, human=0, lang="nb"), lang="nb")
    assert over["hand_sizes"][0] == 0
    assert over["hand_sizes"][1] > 0
    assert over["spoken"][1]["text"] == "Spiller 1 har ingen brikker igjen."
    assert over["sizes_said"][0]["text"] == "Spiller 1: ingen brikker på hånden"
    assert all("0" not in t["text"] for t in over["spoken"][1:] + over["sizes_said"])


def test_a_match_says_its_hand_number_and_its_rows_hand_by_hand():
    first = play_out(ask(op="new", rules="draw", players=2, seed=3, human=0, lang="en", match={}), match={})
    m1 = first["match"]
    assert m1["single_hand"] is False
    assert m1["hand"] == 1
    assert not m1["over"]
    points1 = [first["outcome"]["points"][str(seat)] for seat in range(2)]
    assert [row["points"] for row in m1["rows"]] == [[points1[0]], [points1[1]]]
    assert [row["seats"] for row in m1["rows"]] == [[0], [1]]
    nxt = m1["next"]
    second = play_out(ask(op="new", rules="draw", players=2, human=0, lang="en", match=nxt), match=nxt)
    m2 = second["match"]
    points2 = [second["outcome"]["points"][str(seat)] for seat in range(2)]
    assert m2["hand"] == 2
    assert [row["points"] for row in m2["rows"]] == [[points1[0], points2[0]], [points1[1], points2[1]]]
    assert [row["total"] for row in m2["rows"]] == [points1[0] + points2[0], points1[1] + points2[1]]


def test_a_team_row_has_the_teams_points_once():
    rules = {"preset": "draw", "teams": True}
    over = play_out(ask(op="new", rules=rules, players=4, seed=1, human=0, lang="en", match={}), match={})
    team_points = over["outcome"]["team_points"]
    assert [row["seats"] for row in over["match"]["rows"]] == [[0, 2], [1, 3]]
    assert [row["points"] for row in over["match"]["rows"]] == [[team_points["0"]], [team_points["1"]]]
    assert max(team_points.values()) > 0


def test_a_single_hand_game_says_so():
    block = ask(op="new", rules="block", players=2, seed=1, lang="en", match={})
    assert block["match"]["single_hand"] is True
    assert block["match"]["hand"] == 1


def test_a_match_history_of_the_wrong_length_is_refused():
    reply = ask(op="new", rules="draw", players=2, seed=1, lang="en",
                match={"scores": [10, 0], "hands": 1, "previous_opener": 0, "previous_winners": [0],
                       "seed": 1, "history": []})
    assert not reply["ok"]
    assert reply["error"]["params"]["field"] == "history"


def test_the_review_says_when_the_reader_played_the_strong_players_move():
    over = play_out(ask(op="new", rules="block", players=2, seed=4, human=0, lang="en"))
    entries = ask(op="review", record=over["record"], human=0, seed=4, lang="en")["entries"]
    move = ("kind", "tile", "end")
    for entry in entries:
        assert entry["same"] == ([entry["best"][k] for k in move] == [entry["played"][k] for k in move])
    assert {entry["same"] for entry in entries} == {True, False}  # this hand has both


def test_the_match_table_has_the_engines_title_and_row_names():
    """Review 6 L3, L4: the score table's title and each row's name are the engine's, not
    chosen by the page from the target and the rows' seats."""
    # R-draw-target: a game to 100; the reader at seat 2 of 3, each player a row of their own
    draw = ask(op="new", rules="draw", players=3, seed=2, human=1, lang="en", match={})["match"]
    assert draw["title"]["text"] == "Game to 100"
    assert [row["name"]["text"] for row in draw["rows"]] == ["Player 1", "Player 2 (you)", "Player 3"]
    sv = ask(op="new", rules="draw", players=3, seed=2, human=1, lang="sv", match={})["match"]
    assert [row["name"]["text"] for row in sv["rows"]] == ["Spelare 1", "Spelare 2 (du)", "Spelare 3"]
    # partners sit opposite: seats 1 and 3, 2 and 4
    teams = ask(op="new", rules={"preset": "draw", "teams": True}, players=4, seed=1, human=0, lang="en",
                match={})["match"]
    assert [row["name"]["text"] for row in teams["rows"]] == [
        "Team 1 (players 1 and 3)", "Team 2 (players 2 and 4)"]
    # a fixed number of hands and no target (R-draw-hands)
    hands = ask(op="new", rules={"preset": "draw", "target_points": {}, "target_hands": 3}, players=2, seed=1,
                human=0, lang="de", match={})["match"]
    assert hands["title"]["text"] == "Partie über 3 Runden"
    # one hand is the whole game (R-block-hands): the score alone
    block = ask(op="new", rules="block", players=2, seed=1, human=0, lang="nb", match={})["match"]
    assert block["title"]["text"] == "Poeng"
