"""The browser bridge: JSON in, JSON out; bad input is an answer, never an exception."""

import json

from dominorules.bridge import handle, handle_json
from hypothesis import given
from hypothesis import strategies as st


def ask(**request):
    return json.loads(handle_json(json.dumps(request)))


def test_a_new_board_waits_for_the_human_and_lists_only_their_moves():
    reply = ask(op="new", rules="partnership", players=4, seed=3, human=0, lang="de")
    assert reply["ok"] and reply["players"] == 4
    if not reply["over"]:
        assert reply["to_move"] == 0 and reply["legal"]
        hand = set(reply["hand"])
        assert all(m["tile"] in hand for m in reply["legal"] if m["kind"] == "play")
    assert all(e["text"] and e["seat"] != 0 for e in reply["events"])


def test_the_tiles_outside_the_hands_are_named_for_what_they_are():
    # block, two players: 28 - 2 x 7 = 14 tiles are set aside, not a boneyard to draw from
    block = ask(op="new", rules="block", players=2, seed=1, human=0, lang="en")
    assert block["boneyard"] == 14 and block["stock"]["text"] == "Set aside, out of play: 14 tiles"
    # the draw game: the same 14 are a boneyard
    draw = ask(op="new", rules="draw", players=2, seed=1, human=0, lang="en")
    assert draw["stock"]["id"] == "stock.boneyard" and "14" in draw["stock"]["text"]
    # partnership: four players hold all 28 tiles, nothing is set aside and nothing is said
    four = ask(op="new", rules="partnership", players=4, seed=3, human=0, lang="de")
    assert four["boneyard"] == 0 and four["stock"] is None


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
    assert not refused["ok"] and refused["error"]["id"].startswith("illegal")
    assert unplayable[0] in refused["error"]["text"]


def test_a_whole_hand_through_the_bridge():
    reply = ask(op="new", rules="draw", players=3, seed=5, human=0, lang="en")
    for _ in range(200):
        if reply["over"]:
            break
        reply = ask(op="move", record=reply["record"], human=0, lang="en", move=reply["legal"][0])
        assert reply["ok"], reply
    assert reply["over"] and reply["outcome"]["text"]


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
        assert reply["error"]["text"] and reply["error"]["id"].startswith(("error", "illegal"))


@given(st.text(max_size=50))
def test_any_text_gets_a_json_answer(text):
    assert json.loads(handle_json(text))["ok"] in (True, False)
