"""The bridge's door: every request is checked against its operation's request type (the
contract) before the operation runs, and one that does not fit is refused in the reader's
language, naming the field and its value. What a reader typed (a link, tiles, own rules, a
record) passes the door as text or JSON, and the engine names what is wrong in it.

The expected sentences are the catalogs' wordings (words/messages/errors.py, translations/sv.po)
with the field and value put in by hand."""

import json
from typing import get_type_hints

import pytest
from dominorules import bridge, contract
from dominorules.bridge import handle_json


def ask(**request):
    """A request as the worker sends it: JSON in, JSON out."""
    return json.loads(handle_json(json.dumps(request)))


def refused(reply, message_id, field):
    assert reply["ok"] is False, reply
    assert reply["error"]["id"] == message_id, reply
    assert reply.get("field") == field, reply
    return reply["error"]["text"]


# ------------------------------------------------------------------ each kind of shape error

@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The request lacks the field “rules”."),
    ("sv", "Förfrågan saknar fältet ”rules”.")])
def test_a_missing_required_field_is_named(lang, said):
    assert refused(ask(op="new", players=2, lang=lang), "error.request-missing", "rules") == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The request's field “players” cannot be “seven”."),
    ("sv", "Förfrågans fält ”players” kan inte ha det här värdet: ”seven”.")])
def test_a_value_of_the_wrong_type_is_named_with_its_value(lang, said):
    reply = ask(op="new", rules="block", players="seven", lang=lang)
    assert refused(reply, "error.request-value", "players") == said
    assert reply["error"]["params"]["value"] == ["say.quoted", {"text": "seven"}]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The request's field “level” cannot be “grandmaster”."),
    ("sv", "Förfrågans fält ”level” kan inte ha det här värdet: ”grandmaster”.")])
def test_a_value_outside_its_set_is_named(lang, said):
    # level is one of beginner, club, strong (contract.Level)
    reply = ask(op="new", rules="block", level="grandmaster", lang=lang)
    assert refused(reply, "error.request-value", "level") == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Requests for “new” have no field called “player”."),
    ("sv", "Förfrågningar om ”new” har inget fält som heter ”player”.")])
def test_a_field_the_operation_does_not_take_is_named(lang, said):
    # "player" for "players": a slip the door catches instead of dealing for the default table
    reply = ask(op="new", rules="block", player=3, lang=lang)
    assert refused(reply, "error.request-unknown-field", "player") == said


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The site asked the engine for “castle”, which it does not know."),
    ("sv", "Webbplatsen bad motorn om ”castle”, som den inte känner till.")])
def test_an_unknown_operation_is_named(lang, said):
    assert refused(ask(op="castle", lang=lang), "error.unknown-operation", None) == said


@pytest.mark.parametrize(("request_json", "message_id", "said"), [
    ('{"op": []}', "error.request-value", "The request's field “op” cannot be a list."),
    ('{"op": {"new": 1}}', "error.request-value", "The request's field “op” cannot be an object."),
    ('{"op": null}', "error.request-missing", "The request lacks the field “op”."),
    ('["new"]', "error.request-missing", "The request lacks the field “op”."),
])
def test_an_operation_that_is_no_name_is_refused_in_words(request_json, message_id, said):
    # (a list as the op once reached a dict lookup: an internal error with a traceback)
    assert refused(json.loads(handle_json(request_json)), message_id, "op") == said


def test_a_value_inside_a_list_or_an_object_is_named_by_its_place():
    reply = ask(op="new", rules="draw", match={"scores": [0, "x"], "hands": 1}, lang="en")
    assert refused(reply, "error.request-value", "match.scores[1]") == \
        "The request's field “match.scores[1]” cannot be “x”."
    # null and a list are said in words, never as Python's None or []
    reply = ask(op="settle", record={}, rules=["draw", None], lang="sv")
    assert refused(reply, "error.request-value", "rules[1]") == \
        "Förfrågans fält ”rules[1]” kan inte ha det här värdet: tomt."


def test_a_language_the_site_does_not_have_is_refused_in_english():
    reply = ask(op="presets", lang="fr")
    assert refused(reply, "error.request-value", "lang") == "The request's field “lang” cannot be “fr”."


# ------------------------------------------------------------------ one per block

def test_the_board_refuses_a_move_at_no_end_of_the_line():
    board = ask(op="new", rules="draw", players=2, seed=1, lang="en")
    reply = ask(op="move", record=board["record"], move={"kind": "play", "tile": "6-4", "end": "middle"},
                lang="de")
    assert refused(reply, "error.request-value", "move.end") == \
        "Das Feld „move.end“ der Anfrage kann diesen Wert nicht haben: „middle“."
    # a move as the board says it (with its words) is not a move as the page sends it
    said = {**board["legal"][0], "text": "lay it"}
    reply = ask(op="move", record=board["record"], move=said, lang="nb")
    assert refused(reply, "error.request-unknown-field", "move.text") == \
        "Forespørsler om «move» har ikke noe felt som heter «move.text»."


def test_the_rules_operations_refuse_ids_that_are_not_a_list():
    reply = ask(op="translate", ids="ui.start", lang="en")
    assert refused(reply, "error.request-value", "ids") == "The request's field “ids” cannot be “ui.start”."
    reply = ask(op="parse_move", text=["6-4", "left"], lang="en")
    assert refused(reply, "error.request-value", "text") == "The request's field “text” cannot be a list."


def test_the_settler_refuses_a_situation_request_without_its_record():
    reply = ask(op="compare", lang="sv")
    assert refused(reply, "error.request-missing", "record") == "Förfrågan saknar fältet ”record”."
    reply = ask(op="replay", record={}, steps="2", lang="en")
    assert refused(reply, "error.request-value", "steps") == "The request's field “steps” cannot be “2”."


def test_the_tutorials_refuse_steps_that_are_not_a_number():
    reply = ask(op="tutorial_state", tutorial={}, steps=1.5, lang="en")
    assert refused(reply, "error.request-value", "steps") == "The request's field “steps” cannot be “1.5”."


def test_the_score_pad_refuses_a_hand_count_that_is_not_a_number():
    hand = {"end": "blocked", "last": 0, "pips": [3, 5]}
    reply = ask(op="score", rules="block", players=True, hand=hand, lang="en")
    said = "The request's field “players” cannot be “true”."
    assert refused(reply, "error.request-value", "players") == said


# ------------------------------------------------------------------ what a reader typed: the engine reads it

def test_a_links_number_of_players_that_is_not_a_number_is_named_by_the_engine():
    reply = ask(op="sheet", c="block", players="many", lang="sv")
    assert refused(reply, "error.situation-bad.players", None) == "Antalet spelare kan inte vara ”many”."


def test_what_a_reader_typed_passes_the_door_and_the_engine_names_the_bad_part():
    # own rules in a link: the rule and its value, in the reader's words
    reply = ask(op="rules", c="draw,tie:sideways", lang="en")
    assert reply["ok"] is False
    assert reply["error"]["id"] == "error.custom-bad-value"
    assert "sideways" in reply["error"]["text"]
    # a match file from a shared link: the hand and the seat whose field is wrong (the pad marks it)
    match = {"rules": "draw", "players": 2, "hands": [{"end": "out", "out": 0, "pips": [0, "7-7"]}]}
    reply = ask(op="score_match", match=match, lang="en")
    assert reply["ok"] is False
    assert reply["hand"] == 1
    assert reply["seat"] == 1
    assert "7-7" in reply["error"]["text"]
    # a record pasted as text
    reply = ask(op="compare", record="{not json", lang="en")
    assert reply["ok"] is False
    assert not reply["error"]["id"].startswith("error.request")


def test_each_operation_takes_its_request_type_and_gives_its_reply_type():
    """The door checks a request against ``contract.OPERATIONS[op][0]``: the handler it hands
    the request to is typed with that very type (mypy then checks every field it reads)."""
    for op, (request_type, reply_type) in contract.OPERATIONS.items():
        hints = get_type_hints(bridge.OPERATIONS[op])
        assert hints["request"] is request_type, op
        assert hints["return"] is reply_type, op
