"""The contract between engine and page: every reply the site asks for has the type the
engine declares, the browser's types are made from the same definition, and no request
gets a Python exception back.

The replies are real: a hand of every preset played to its end with hints and the review,
a match, every tutorial at every step, the settler's three kinds of question, a record
compared and replayed with best play, the score pad's hands and matches, in every language.
"""

import dataclasses
import json
from pathlib import Path
from typing import get_type_hints

import contract_ts
import pytest
import yaml
from dominorules import bridge, contract
from dominorules.contract import ContractError, check, check_reply
from dominorules.core.rule_choices import CHOICE_TYPES, PRESET_IDS
from dominorules.core.rules import PRESETS, RuleSet

REPO = Path(__file__).resolve().parents[2]
LANGS = ("en", "sv", "de", "nb")


def ask(request):
    """One request through the bridge as the worker sends it; the reply checked against its type."""
    check(request, contract.OPERATIONS[request["op"]][0])
    reply = json.loads(bridge.handle_json(json.dumps(request)))
    check_reply(request["op"], reply)
    return reply


def test_the_browser_types_are_made_from_the_engine_contract():
    committed = (REPO / "browser" / "src" / "contract.gen.ts").read_text(encoding="utf-8")
    assert committed == contract_ts.typescript(), (
        "browser/src/contract.gen.ts is stale: run `make contract` and commit it")


def test_every_operation_of_the_bridge_has_a_request_and_a_reply_type():
    assert bridge.OPERATIONS.keys() == contract.OPERATIONS.keys()


def test_the_rule_fields_type_lists_every_field_of_a_rule_set_with_its_values():
    fields = [spec.name for spec in dataclasses.fields(RuleSet) if spec.init]
    hints = get_type_hints(contract.RuleFields)
    assert list(hints) == fields
    for name, kind in CHOICE_TYPES.items():
        assert hints[name] == kind, name
    for preset in PRESETS.values():
        check(preset.to_json(), contract.RuleFields)


def test_the_check_names_where_a_reply_breaks_its_type():
    reply = ask({"op": "new", "rules": "draw", "seed": 2, "lang": "sv"})
    broken = {**reply, "legal": [{**reply["legal"][0], "end": "middle"}]}
    with pytest.raises(ContractError, match=r"\$\.legal\[0\]\.end: 'middle'"):
        check_reply("new", broken)
    missing = {k: v for k, v in reply.items() if k != "teams"}
    with pytest.raises(ContractError, match="lacks teams"):
        check_reply("new", missing)
    with pytest.raises(ContractError, match="no field extra"):
        check_reply("new", {**reply, "extra": 1})


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_a_hand_of_every_preset_played_out_with_hints_has_the_declared_shape(preset):
    players = 4 if preset == "partnership" else 3
    lang = LANGS[PRESET_IDS.index(preset) % 4]
    reply = ask({"op": "new", "rules": preset, "players": players, "seed": 5, "human": 0,
                 "level": "club", "lang": lang})
    assert (reply["teams"] is not None) == (preset == "partnership")
    assert reply["scores_points"] == PRESETS[preset].scores_points
    record = reply["record"]
    while not reply["over"]:
        hint = ask({"op": "hint", "record": reply["record"], "human": 0, "seed": 5, "lang": lang})
        assert hint["move"] in reply["legal"], "the hint is one of the legal moves, said the same way"
        reply = ask({"op": "move", "record": reply["record"], "human": 0, "seed": 5, "lang": lang,
                     "move": {k: hint["move"][k] for k in ("kind", "tile", "end")}})
        record = reply["record"]
    assert reply["outcome"] is not None
    assert reply["legal"] == []
    review = ask({"op": "review", "record": record, "human": 0, "seed": 5, "lang": lang})
    assert review["entries"]
    ask({"op": "settle", "record": record, "rules": list(PRESET_IDS), "lang": lang})
    ask({"op": "compare", "record": record, "lang": lang})
    ask({"op": "replay", "record": record, "steps": 2, "best": True, "lang": lang})


def test_the_line_is_sent_as_tiles_so_no_page_parses_it():
    reply = ask({"op": "new", "rules": "block", "players": 2, "seed": 0, "human": 1})
    assert reply["line_tiles"], "seat 0 opens (5-5), so the human at seat 1 meets a line"
    assert reply["line"] == [f"{a}-{b}" for a, b in reply["line_tiles"]]
    assert list(reply["ends"]) == [reply["line_tiles"][0][0], reply["line_tiles"][-1][1]]


def test_a_match_sends_what_the_next_hand_needs_and_one_seed_formula_deals_it():
    first = ask({"op": "new", "rules": "draw", "players": 2, "seed": 11, "human": 0,
                 "match": {"hands": 0}, "lang": "de"})
    reply = first
    while not reply["over"]:
        move = reply["legal"][0]
        reply = ask({"op": "move", "record": reply["record"], "human": 0, "seed": 11,
                     "move": {k: move[k] for k in ("kind", "tile", "end")}, "match": {"hands": 0}})
    after = reply["match"]["next"]
    assert after is not None
    assert after["hands"] == 1
    assert after["seed"] == 11
    second = ask({"op": "new", "rules": "draw", "players": 2, "seed": 11, "human": 0, "match": after})
    from dominorules.core.game import Game
    from dominorules.core.match import hand_seed
    from dominorules.formats.record import to_record

    dealt = to_record(Game.deal(PRESETS["draw"], 2, hand_seed(11, 2)))
    assert second["record"]["hands"] == dealt["hands"], "hand 2 is dealt from hand_seed(match seed, 2)"


@pytest.mark.parametrize("path", sorted((REPO / "tutorials").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_tutorial_answers_every_step_hint_solution_and_grade(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    lang = LANGS[len(path.stem) % 4]
    state = ask({"op": "tutorial_state", "tutorial": data, "steps": 0, "lang": lang})
    for steps in range(1, state["total_steps"] + 1):
        ask({"op": "tutorial_state", "tutorial": data, "steps": steps, "lang": lang})
    ask({"op": "tutorial_hint", "tutorial": data, "lang": lang})
    solution = ask({"op": "tutorial_solution", "tutorial": data, "lang": lang})
    if data["kind"] in ("puzzle", "example"):
        assert solution["ok"], "every puzzle and example has a solution the bridge can say"
    else:
        assert solution["ok"] or solution["error"]["id"] != "error.internal", "refused in words"
    ask({"op": "tutorial_grade", "tutorial": data, "reply": {"seat": None}, "lang": lang})


SITUATIONS = [
    {"kind": "end", "players": 3, "hands": [[], ["6-5", "2-1"], ["4-4"]], "line": ["6-6"], "last": 0},
    {"kind": "turn", "players": 2, "hands": [["6-5", "2-1", "4-4"]], "line": ["6-3", "3-1"],
     "boneyard": 4, "drawn": 0},
    {"kind": "deal", "players": 2, "hands": [["6-6", "2-1"], ["4-4", "5-3"]], "line": []},
]


@pytest.mark.parametrize("situation", SITUATIONS, ids=lambda s: s["kind"])
@pytest.mark.parametrize("lang", LANGS)
def test_the_settler_answers_have_the_declared_shape(situation, lang):
    reply = ask({"op": "situation", "situation": situation, "lang": lang})
    assert len(reply["verdicts"]) >= len(PRESET_IDS)
    again = ask({"op": "situation", "query": reply["query"], "lang": lang})
    assert again["situation"] == reply["situation"]


def test_rules_schema_and_moves_as_the_pages_ask_for_them():
    for preset in PRESET_IDS:
        info = ask({"op": "rules", "rules": preset, "lang": "nb"})
        assert len(info["tiles"]) == 28
        assert info["tiles"][0] == "6-6"
        assert info["target_adjustable"] == (preset in ("draw", "draw-100"))
    custom = ask({"op": "rules", "c": "draw,max_pip:9", "lang": "sv"})
    assert len(custom["tiles"]) == 55
    schema = ask({"op": "schema", "lang": "de"})
    names = [f["name"] for f in schema["fields"]]
    assert "tie" in names
    assert schema["languages"] == list(LANGS)
    tie = next(f for f in schema["fields"] if f["name"] == "tie")
    assert tie["choices"] == ["drawn", "no-score", "split"]
    assert all(tie["choice_labels"].values())
    ask({"op": "presets", "lang": "sv"})
    ask({"op": "translate", "ids": ["ui.start", "ui.face_down"], "lang": "de"})
    said = ask({"op": "parse_move", "text": "5-3 r", "lang": "sv"})["move"]
    assert said == {"kind": "play", "tile": "5-3", "end": "right", "text": "lägg 5-3 vid högra änden"}
    refused = ask({"op": "parse_move", "text": "5-3 up", "lang": "de"})
    assert not refused["ok"]
    assert "5-3 up" in refused["error"]["text"]


def test_the_score_pad_replies_and_its_csv_name_who_went_out():
    hand = {"end": "out", "out": 1, "pips": [0, 0, 9]}
    ask({"op": "score", "rules": "pagat-draw", "players": 3, "hand": hand, "lang": "nb"})
    match = {"format": "dominorules/1", "rules": "pagat-draw", "players": 3,
             "names": ["Kari", "Ola", ""], "hands": [hand, {"end": "out", "out": 2, "pips": [5, 7, 0]}]}
    reply = ask({"op": "score_match", "match": match, "lang": "nb"})
    lines = reply["csv"].lstrip("\ufeff").splitlines()
    assert lines[1].split(";")[2] == "Ola gikk ut"  # Norwegian spreadsheets separate cells by ";"
    assert "NaN" not in reply["csv"]
    assert "undefined" not in reply["csv"]
    assert "Spiller 3" in lines[2]


@pytest.mark.parametrize("request_", [
    {"op": "tutorial_state", "tutorial": 7},
    {"op": "new", "rules": "block", "players": "two"},
    {"op": "move", "record": {"format": "dominorules/1"}, "move": {"kind": "fly"}},
    {"op": "nothing"},
    "not even an object",
])
def test_bad_requests_get_an_error_reply_in_the_readers_language(request_):
    reply = bridge.handle(request_ if isinstance(request_, str) else {**request_, "lang": "de"})
    check(reply, contract.ErrorReply)


def test_an_unexpected_fault_is_an_error_reply_not_an_exception(monkeypatch, capsys):
    def broken(request, lang):
        raise TypeError("a bug")

    monkeypatch.setitem(bridge.OPERATIONS, "presets", broken)
    reply = bridge.handle({"op": "presets", "lang": "sv"})
    check(reply, contract.ErrorReply)
    assert reply["error"]["id"] == "error.internal"
    assert "a bug" not in reply["error"]["text"]
    # the reader gets no operation id (review-nb E1); the console gets it, with the traceback
    assert "presets" not in reply["error"]["text"]
    assert "(" not in reply["error"]["text"]
    logged = capsys.readouterr().err
    assert "'presets' failed" in logged
    assert "TypeError: a bug" in logged
