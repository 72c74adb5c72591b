"""Our table's rules (issue 24): the sheet states exactly each system's answers, a changed
setting changes only its own sentences, and the questions a table is asked are those that
apply to its system and number of players.

Every expected value comes from RULES.md (the row ids are named), not from the engine: the
test reads what each sentence claims from its message id and parameters, and compares the
claims both with RULES.md and with the preset the engine plays.
"""

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from dominorules import bridge, contract
from dominorules.core.opening import check_players, later_opener
from dominorules.core.rule_choices import CHOICES, PRESET_IDS
from dominorules.core.rules import FIELD_NAMES, PRESETS
from dominorules.features.table_questions import count_note
from dominorules.features.table_sheet import SECTIONS, questions, sheet
from dominorules.words.errors import DominoError
from dominorules.words.i18n import LANGUAGES, catalog, translate
from dominorules.words.message import Message, Plural
from dominorules.words.messages import ENGLISH

REPO = Path(__file__).resolve().parents[2]

SINGLE = "single hand"
# Each system's answers, row by row from RULES.md (R-<system>-<question>), in RuleSet terms.
# Only the questions that arise for the system are listed.
EXPECTED: dict[str, dict[str, Any]] = {
    "block": {  # R-block-*
        "players": (2, 4), "hand": {2: 7, 3: 5, 4: 5}, "undealt": "set-aside",
        "first_opener": "highest-double", "no_double": "redeal", "opener_plays_double": True,
        "direction": "clockwise", "draw": "none", "when_able": "must-play", "going_out": "wins",
        "blocked_winner": "lowest", "tie": "drawn", "out_points": "none", "blocked_points": "none",
        "teams": False, "target": SINGLE,
    },
    "partnership": {  # R-partnership-*
        "players": (4, 4), "hand": {4: 7}, "first_opener": "highest-double",
        "opener_plays_double": True, "direction": "counterclockwise", "draw": "none",
        "when_able": "must-play", "going_out": "wins", "blocked_winner": "lowest", "tie": "drawn",
        "out_points": "none", "blocked_points": "none", "teams": True, "target": SINGLE,
    },
    "draw": {  # R-draw-*
        "players": (2, 4), "hand": {2: 7, 3: 5, 4: 5}, "undealt": "boneyard",
        "first_opener": "highest-double", "no_double": "heaviest-tile", "opener_plays_double": True,
        "later_opener": "winner", "direction": "clockwise", "draw": "one", "reserve": 0,
        "when_able": "must-play", "blocked_when": "boneyard-empty", "going_out": "wins",
        "blocked_winner": "lowest", "tie": "drawn", "out_points": "others",
        "blocked_points": "others-minus-own", "teams": False, "target": {2: 100, 3: 100, 4: 100},
        "target_tie": "play-on",
    },
    "block-locker-loses": {  # R-block-locker-loses-*
        "players": (2, 4), "hand": {2: 7, 3: 7, 4: 7}, "undealt": "set-aside",
        "first_opener": "first-seat", "direction": "clockwise", "draw": "none",
        "when_able": "must-play", "going_out": "wins", "blocked_winner": "last-mover-loses",
        "last_mover": "last-tile", "out_points": "none", "blocked_points": "none", "teams": False,
        "target": SINGLE,
    },
    "draw-until-playable": {  # R-draw-until-playable-*
        "players": (2, 4), "hand": {2: 7, 3: 7, 4: 7}, "undealt": "boneyard",
        "first_opener": "first-seat", "direction": "clockwise", "draw": "until-playable",
        "reserve": 0, "when_able": "must-play", "blocked_when": "boneyard-empty",
        "going_out": "wins", "blocked_winner": "last-mover-loses", "last_mover": "last-tile",
        "out_points": "none", "blocked_points": "none", "teams": False, "target": SINGLE,
    },
    "draw-100": {  # R-draw-100-*
        "players": (2, 5), "hand": {2: 7, 3: 5, 4: 5, 5: 5}, "undealt": "boneyard",
        "first_opener": "first-seat", "later_opener": "winner", "direction": "clockwise",
        "draw": "until-playable", "reserve": 0, "when_able": "must-play",
        "blocked_when": "boneyard-empty", "going_out": "wins", "blocked_winner": "lowest",
        "tie": "drawn", "out_points": "others", "blocked_points": "others", "teams": False,
        "target": {2: 100, 3: 100, 4: 100, 5: 100}, "target_tie": "play-on",
    },
    "pagat-draw": {  # R-pagat-draw-*
        "players": (2, 4), "hand": {2: 7, 3: 7, 4: 6}, "undealt": "boneyard",
        "first_opener": "lot", "later_opener": "left-of-previous", "direction": "clockwise",
        "draw": "until-playable", "reserve": 2, "when_able": "may-draw",
        "blocked_when": "boneyard-empty", "going_out": "lowest-total", "blocked_winner": "lowest",
        "tie": "no-score", "out_points": "others", "blocked_points": "others-minus-own",
        "teams": False, "target": {2: 100, 3: 61, 4: 61}, "target_tie": "play-on",
    },
}
TABLES = [(preset, players) for preset in PRESET_IDS
          for players in range(EXPECTED[preset]["players"][0], EXPECTED[preset]["players"][1] + 1)]
DRAWING_FIELDS = ("draw", "reserve", "blocked_when")

# What each kind of sentence claims: its id's last part is the value of this field.
FACT_FIELDS = {
    "teams": "teams", "undealt": "undealt", "first-opener": "first_opener", "no-double": "no_double",
    "first-tile": "opener_plays_double", "later-opener": "later_opener", "direction": "direction",
    "when-able": "when_able", "draw": "draw", "blocked-when": "blocked_when", "going-out": "going_out",
    "blocked-winner": "blocked_winner", "last-mover": "last_mover", "tie": "tie",
    "out-points": "out_points", "blocked-points": "blocked_points", "target-tie": "target_tie",
}
FLAGS = {"yes": True, "no": False, "double": True, "any": False}
NO_CLAIM = {"sheet.move", "sheet.hand-ends", "sheet.pips", "sheet.undealt.all-dealt",
            "sheet.draw.nothing-left", "sheet.blocked-when.no-drawing"}


def claims(message, players):  # noqa: C901 - one branch per kind of sentence, a lookup table
    """The rule facts a sentence states, read from its id and parameters: {field: value}."""
    msgid, params = message.id, message.params
    parts = msgid.split(".")
    if msgid in NO_CLAIM:
        return {}
    if msgid == "sheet.tiles":
        return {"max_pip": params["max"], "tiles": params["tiles"]}
    if msgid == "sheet.players.range":
        return {"players": (params["min"], params["max"])}
    if msgid == "sheet.players.exactly":
        return {"players": (params["players"], params["players"])}
    if msgid == "sheet.hand-size":
        assert params["players"] == players
        return {"hand": params["count"]}
    if msgid == "sheet.teams.together":
        return {"teams": True}
    if msgid == "sheet.reserve.none":
        return {"reserve": 0}
    if msgid == "sheet.reserve.some":
        return {"reserve": params["reserve"]}
    if msgid == "sheet.tie.split-no-points":
        return {"tie": "split", "blocked_points": "none"}
    if msgid == "sheet.blocked-points.last-mover-loses":
        return {"blocked_winner": "last-mover-loses"}
    if msgid == "sheet.points.none":
        return {"out_points": "none", "blocked_points": "none"}
    if msgid == "sheet.target.single-hand":
        return {"target": SINGLE}
    if msgid == "sheet.target.points":
        return {"target": params["points"]}
    if msgid == "sheet.target.hands":
        return {"target_hands": params["hands"]}
    field = FACT_FIELDS[parts[1]]
    value = FLAGS.get(parts[2], parts[2]) if field in ("teams", "opener_plays_double") else parts[2]
    if field in ("no_double", "opener_plays_double"):
        return {"first_opener": "highest-double", field: value}
    if field == "last_mover":
        return {"blocked_winner": "last-mover-loses", field: value}
    return {field: value}


def statements(rules, players):
    return [s for section in sheet(rules, players) for s in section.statements]


def expected_answer(preset, players, field):
    want = EXPECTED[preset][field]
    return want[players] if isinstance(want, dict) else want


def engine_value(rules, players, field):
    if field == "players":
        return (rules.min_players, rules.max_players)
    if field == "hand":
        return rules.hand_size_for(players)
    if field == "target":
        return rules.target_for(players) if rules.target_points else (
            SINGLE if rules.target_hands == 1 else None)
    if field == "tiles":
        return (rules.max_pip + 1) * (rules.max_pip + 2) // 2
    return getattr(rules, field)


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_sentence_of_a_preset_states_its_answer_from_rules_md(preset, players):
    rules = PRESETS[preset]
    expected = EXPECTED[preset]
    left = 28 - players * expected["hand"][players]
    stated: dict[str, object] = {}
    for statement in statements(rules, players):
        for field, value in claims(statement.message, players).items():
            assert stated.setdefault(field, value) == value, f"{field} stated twice, differently"
            if field in ("max_pip", "tiles"):
                assert value == {"max_pip": 6, "tiles": 28}[field]  # R-*-tile-set: double-six
            else:
                assert value == expected_answer(preset, players, field), statement.message.id
            assert value == engine_value(rules, players, field), statement.message.id
            if field not in ("players", "hand", "tiles", "target"):
                assert field in statement.fields, f"{statement.message.id} does not name {field}"
        if statement.message.id.startswith(("sheet.undealt.set-aside", "sheet.undealt.boneyard")):
            assert statement.message.params["count"] == left
        if statement.message.id in ("sheet.undealt.all-dealt", "sheet.draw.nothing-left"):
            assert left == 0, statement.message.id
    # every question that arises (RULES.md gives no "does not arise") is answered on the sheet;
    # with every tile dealt nothing is drawn (R-draw-until-playable-players: 4 players)
    arising = {f for f in expected if not (left == 0 and f in (*DRAWING_FIELDS, "no_double"))}
    arising -= {"undealt"} if left == 0 else set()
    assert arising <= set(stated), sorted(arising - set(stated))


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_question_asked_has_the_presets_answer_and_applies(preset, players):
    rules = PRESETS[preset]
    asked = questions(rules, players)
    fields = [q.field for q in asked]
    for question in asked:
        if question.field == "hand_size":  # the tiles each of these players is dealt
            assert question.answer == expected_answer(preset, players, "hand")
        elif question.field == "target":  # points:N, or hands:N for a game of hands
            assert question.answer == f"points:{expected_answer(preset, players, 'target')}"
        else:
            assert question.answer == getattr(rules, question.field)
        if question.field in EXPECTED[preset] and question.field != "target":
            assert question.answer == expected_answer(preset, players, question.field)
        values = [option.value for option in question.options]
        assert question.answer in values
        assert len(values) == len(set(values)) >= 2
    # R-*-tie "cannot happen" where the last mover loses; R-partnership-first-opener: with
    # every tile dealt, someone holds 6-6; R-block-later-opener etc.: one hand, no later opener
    assert ("tie" in fields) == (preset not in ("block-locker-loses", "draw-until-playable"))
    assert ("no_double" in fields) == (EXPECTED[preset]["first_opener"] == "highest-double"
                                       and preset != "partnership")
    assert ("opener_plays_double" in fields) == (EXPECTED[preset]["first_opener"] == "highest-double")
    several = EXPECTED[preset]["target"] != SINGLE
    assert ("later_opener" in fields) == several
    assert ("target_tie" in fields) == several
    # R-block-locker-loses-last-mover: without drawing the last tile is the last action;
    # R-draw-until-playable-last-mover: with drawing it is a question (nothing to draw with 4)
    assert ("last_mover" in fields) == (preset == "draw-until-playable" and players < 4)
    left = 28 - players * EXPECTED[preset]["hand"][players]
    drawing = EXPECTED[preset].get("undealt") == "boneyard" and left > 0
    for field in DRAWING_FIELDS:
        assert (field in fields) == drawing, field
    # teams need four players, and only the partnership game and the draw game have teams in
    # their sources (R-partnership-teams, R-draw-teams; "—" for the others)
    assert ("teams" in fields) == (players == 4 and preset in ("partnership", "draw"))
    # R-draw-hand-size "not stated"; R-draw-target "100 (or 50, or a fixed number of hands)",
    # R-draw-100-target "100 (adjustable)", R-pagat-draw-target fixed
    assert ("hand_size" in fields) == (preset == "draw")
    assert ("target" in fields) == (preset in ("draw", "draw-100"))
    assert ("direction" in fields) == (players >= 3)  # two players: both ways are the same
    assert ("blocked_points" in fields) == (EXPECTED[preset]["out_points"] != "none")


def test_each_option_cites_the_sources_rules_md_names():
    draw = {q.field: q for q in questions(PRESETS["draw"], 4)}
    sources = {(q.field, o.value): o.sources for q in draw.values() for o in q.options}
    assert sources[("tie", "split")] == ("001 l.77",)  # R-draw-tie
    assert "001 l.67" in sources[("tie", "drawn")]
    assert "000 l.40" in sources[("tie", "drawn")]
    assert sources[("tie", "no-score")] == ("004 l.23",)  # R-pagat-draw-tie
    assert sources[("no_double", "heaviest-tile")] == ("001 l.53", "001 l.55")  # R-draw-first-opener
    assert sources[("no_double", "redeal")] == ("000 l.20", "002 l.20")  # R-block-first-opener
    assert sources[("when_able", "may-pass")] == ("001 l.49",)  # R-draw-when-able
    assert sources[("direction", "clockwise")] == ()  # R-*-direction: not stated
    assert sources[("direction", "counterclockwise")] == ("000 l.58", "002 l.58")
    # R-draw-100-blocked-points, and the draw game's other reading (disputes.md#blocked-points)
    assert sources[("blocked_points", "others")] == ("001 l.65", "003 l.29")
    pagat = {(q.field, o.value): o.sources for q in questions(PRESETS["pagat-draw"], 3) for o in q.options}
    assert pagat[("reserve", 2)] == ("004 l.19",)
    assert "004 l.31" in pagat[("reserve", 0)]
    assert pagat[("first_opener", "lot")] == ("004 l.17",)
    anchors = set(re.findall(r"\{#([a-z-]+)\}", (REPO / "docs/en/disputes.md").read_text(encoding="utf-8")))
    for preset, players in TABLES:
        for question in questions(PRESETS[preset], players):
            assert question.anchor in anchors, question.anchor
            for option in question.options:
                assert all(re.fullmatch(r"00[0-4] l\.\d+", s) for s in option.sources), option.sources


# Values to try for every field that is not a choice or a flag.
OTHER_VALUES = {
    "max_pip": (6, 9, 12), "min_players": (2, 3, 4), "max_players": (2, 3, 4, 5, 6),
    "hand_size": (((2, 7),), ((2, 7), (3, 5)), ((2, 6),), ((2, 7), (4, 6))),
    "reserve": (0, 1, 2, 3), "target_points": ((), ((2, 100),), ((2, 50),), ((2, 100), (3, 61))),
    "target_hands": (1, 3),
}


def values_of(field):
    if field in CHOICES:
        return CHOICES[field]
    if field in ("opener_plays_double", "teams"):
        return (True, False)
    return OTHER_VALUES[field]


def changed(rules, players, field, value):
    """The rules with one field changed, or ``None`` when that cannot seat these players."""
    try:
        new = rules.with_changes(**{field: value})
        check_players(new, players)
    except DominoError:
        return None
    return new


def said(statement):
    return (statement.message.id, tuple(sorted(statement.message.params.items())))


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_a_changed_field_changes_only_the_sentences_that_name_it(preset, players):
    rules = PRESETS[preset]
    before = statements(rules, players)
    tried = 0
    for field in FIELD_NAMES:
        if field in ("id", "base"):
            continue
        for value in values_of(field):
            new = changed(rules, players, field, value)
            if new is None or new == rules:
                continue
            tried += 1
            after = statements(new, players)
            old, now = Counter(map(said, before)), Counter(map(said, after))
            named_before = {said(s) for s in before if field in s.fields}
            named_after = {said(s) for s in after if field in s.fields}
            assert set(old - now) <= named_before, (field, value, old - now)
            assert set(now - old) <= named_after, (field, value, now - old)
    assert tried > 30


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_every_other_answer_to_a_question_changes_its_sentence(preset, players):
    rules = PRESETS[preset]
    before = {said(s) for s in statements(rules, players)}
    for question in questions(rules, players):
        for option in question.options:
            if option.value == question.answer:
                continue
            after = statements(rules.with_changes(**option.changes), players)
            new = {said(s) for s in after} - before
            assert new, (question.field, option.value)
            assert all(set(option.changes) & set(s.fields) for s in after if said(s) in new)


# Rule sets with two changes whose sentences no one-field change reaches: the draw game in teams
# with a split tie (its later opener), and a game without drawing that asks one more question.
TWO_CHANGES: list[tuple[str, dict[str, Any], int]] = [("draw", {"teams": True, "tie": "split"}, 4),
               ("draw-until-playable", {"blocked_winner": "lowest"}, 4)]


def every_sheet_message():
    """Every message the sheet and its questions use (headings, the sentences under an option,
    the marks, the count note), over the presets and one-field changes."""
    seen: dict[tuple[str, str], Message] = {}

    def keep(message):
        seen.setdefault((message.id, str(message.params)), message)

    tables = [(PRESETS[preset], players) for preset, players in TABLES]
    tables += [(PRESETS[preset].with_changes(**changes), players) for preset, changes, players in TWO_CHANGES]
    for rules, players in tables:
        for field in FIELD_NAMES:
            for value in values_of(field) if field not in ("id", "base") else ():
                new = changed(rules, players, field, value)
                if new is None:
                    continue
                for section in sheet(new, players):
                    keep(section.title)
                    for statement in section.statements:
                        keep(statement.message)
                        if statement.mark:
                            keep(Message(f"sheet.mark.{statement.mark}", {}))
                for question in questions(new, players):
                    keep(question.label)
                    keep(question.heading)
                    for option in question.options:
                        for message in (option.label, *option.notes, option.mark_note):
                            if message is not None:
                                keep(message)
                if (note := count_note(new, players)) is not None:
                    keep(note)
    return list(seen.values())


MESSAGES = every_sheet_message()


def test_every_sheet_message_is_used_and_every_used_one_has_english():
    used = {m.id for m in MESSAGES}
    assert {msgid for msgid in ENGLISH if msgid.startswith("sheet.")} <= used
    assert all(msgid in ENGLISH or msgid.startswith("ui.value.") for msgid in used)
    assert len(used) > 80


@pytest.mark.parametrize("lang", ["sv", "de", "nb"])
def test_every_sheet_message_is_written_in_each_language_not_left_in_english(lang):
    for message in MESSAGES:
        counting = isinstance(ENGLISH.get(message.id), Plural)
        found = catalog(lang).ngettext(message.id, f"{message.id} {{x}}", 2) if counting \
            else catalog(lang).gettext(message.id)
        if not counting:
            assert found != message.id, f"{lang}: {message.id} is missing"
        text, english = translate(message, lang), translate(message, "en")
        assert text != english, f"{lang}: {message.id} is left in English: {text}"
        assert "{" not in text, f"{lang}: {message.id}: {text}"
        assert text.strip(), f"{lang}: {message.id}: {text}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheet_reads_as_sentences_and_the_questions_as_questions(lang):
    for message in MESSAGES:
        text = translate(message, lang)
        if message.id.startswith(("sheet.question.", "sheet.heading")):
            assert text[0].isupper(), (lang, text)
            assert text.endswith("?"), (lang, text)
        elif message.id.startswith("sheet.mark."):  # after a sentence: "(our reading)"
            assert text.startswith("("), (lang, text)
            assert text.endswith(")"), (lang, text)
            assert not text[1].isupper(), (lang, text)
        elif message.id.startswith(("sheet.option.", "ui.value.")):
            assert not text[0].isupper(), (lang, text)  # an option goes on after the question
        elif not message.id.startswith("sheet.section."):
            assert text[0].isupper(), (lang, text)
            assert text.endswith("."), (lang, text)


def ask(request):
    contract.check(request, contract.OPERATIONS["sheet"][0])
    reply = json.loads(bridge.handle_json(json.dumps(request)))
    contract.check_reply("sheet", reply)
    return reply


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_the_bridge_replies_with_the_sheet_and_the_questions_in_the_declared_shape(preset, players):
    lang = LANGUAGES[(PRESET_IDS.index(preset) + players) % 4]
    reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": lang})
    assert reply["ok"]
    assert reply["players"] == players
    assert reply["name"] == translate(f"preset.{preset}.name", lang)
    assert [s["id"] for s in reply["sections"]] == list(SECTIONS)
    assert reply["c"] == preset
    assert reply["link_query"] == f"c={preset}&p={players}"
    texts = [t["text"] for s in reply["sections"] for t in s["statements"]]
    assert texts == [translate(s.message, lang) for s in statements(PRESETS[preset], players)]
    for question in reply["questions"]:
        assert question["answer"] in [o["value"] for o in question["options"]]


def test_the_bridge_reads_the_short_form_and_a_changed_field():
    short = ask({"op": "sheet", "c": "draw,tie:split", "players": 3, "lang": "de"})
    split = [t for s in short["sections"] for t in s["statements"] if t["id"].startswith("sheet.tie.")]
    assert [t["id"] for t in split] == ["sheet.tie.split"]
    assert split[0]["text"].startswith("Haben zwei oder mehr dieselbe niedrigste Augensumme")
    tie = next(q for q in short["questions"] if q["field"] == "tie")
    assert tie["answer"] == "split"
    assert tie["anchor"] == "tie"
    assert short["c"] == "draw,tie:split"
    assert short["link_query"] == "c=draw,tie:split&p=3"
    same = ask({"op": "sheet", "rules": {"preset": "draw", "tie": "split"}, "players": 3, "lang": "de"})
    assert same["sections"] == short["sections"]


def test_the_bridge_refuses_bad_rules_and_players_in_the_readers_language():
    reply = ask({"op": "sheet", "rules": "partnership", "players": 3, "lang": "sv"})
    assert reply["ok"] is False
    assert reply["error"]["id"] == "error.player-count-exact"
    assert "3" in reply["error"]["text"]
    assert "4" in reply["error"]["text"]
    reply = ask({"op": "sheet", "c": "draw,tie:sideways", "lang": "nb"})
    assert reply["ok"] is False
    assert "sideways" in reply["error"]["text"]
    reply = ask({"op": "sheet", "rules": "chess", "lang": "de"})
    assert reply["ok"] is False
    assert "chess" in reply["error"]["text"]



# ------------------------------------------------------------------ factcheck F3-F5, F9, F10; walk W5, W8

# docs/en/disputes.md, by hand: each system's answer that its own source does not give, and the
# mark the page puts on it (the entry named in brackets)
DISPUTES_MARKS = {
    "block": {"opener_plays_double": "reading", "when_able": "reading", "direction": "choice"},
    "partnership": {"opener_plays_double": "reading", "when_able": "reading"},  # direction: 000 l.58
    # the draw game's source says both (001 l.33/l.65, l.67/l.77): the site's answer is its reading
    "draw": {"hand_size": "choice", "blocked_when": "reading", "direction": "choice", "target_tie": "choice",
             "tie": "reading", "blocked_points": "reading"},
    "block-locker-loses": {"going_out": "reading", "direction": "choice"},
    "draw-until-playable": {"going_out": "reading", "last_mover": "reading", "direction": "choice"},
    "draw-100": {"when_able": "reading", "later_opener": "choice", "tie": "choice", "direction": "choice",
                 "target_tie": "choice"},
    "pagat-draw": {"direction": "reading", "target_tie": "choice"},
}


def disputes_entry(anchor, lang="en"):
    text = (REPO / f"docs/{lang}/disputes.md").read_text(encoding="utf-8")
    start = text.index(f"{{#{anchor}}}")
    end = text.find("\n## ", start)
    return text[start:end if end > 0 else len(text)]


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_only_the_systems_own_answer_is_marked_where_its_sources_are_silent_or_say_both(preset, players):
    for question in questions(PRESETS[preset], players):
        for option in question.options:
            own = option.value == question.answer
            want = DISPUTES_MARKS[preset].get(question.field) if own else None
            assert option.mark == want, (question.field, option.value, option.mark)
            if option.mark:
                assert f"*(our {option.mark}" in disputes_entry(question.anchor), question.anchor


def test_the_rejected_readings_are_not_called_ours():
    """F3's cases: each is an option the site does not take, with no source."""
    draw = {(q.field, o.value): o for q in questions(PRESETS["draw"], 3) for o in q.options}
    for case in (("blocked_when", "no-tile-fits"), ("target_tie", "drawn"), ("later_opener", "first-seat"),
                 ("opener_plays_double", False), ("blocked_points", "none")):
        assert draw[case].sources == (), case
        assert draw[case].mark is None, case
    reply = ask({"op": "sheet", "rules": "draw", "players": 3, "lang": "en"})
    split = {(q["field"], o["value"]): o for q in reply["questions"] for o in q["options"]}
    assert split[("target_tie", "drawn")]["mark"] is None
    assert split[("target_tie", "play-on")]["mark"] == "choice"
    assert [n["text"] for n in split[("target_tie", "drawn")]["notes"]] == ["No source names this option."]
    assert split[("target_tie", "play-on")]["notes"] == []  # the mark says it: our choice


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_draw_game_asks_the_hand_size_and_the_target(players):
    draw = {q.field: q for q in questions(PRESETS["draw"], players)}
    # R-draw-hand-size: 001 never gives one; 7 for two, 5 for more is our choice (disputes#hand-size)
    sizes = {o.value: o for o in draw["hand_size"].options}
    assert draw["hand_size"].answer == {2: 7, 3: 5, 4: 5}[players]
    assert sizes[draw["hand_size"].answer].mark == "choice"
    assert sizes[6].sources == (("004 l.17",) if players == 4 else ())  # Pagat deals 6 to four
    # R-draw-target: 100, "a lower target, for example 50", or a fixed number of hands (001 l.39, l.41)
    target = {o.value: o for o in draw["target"].options}
    assert draw["target"].answer == "points:100"
    assert "001 l.39" in target["points:100"].sources
    assert "001 l.41" in target["points:50"].sources
    assert target["hands:3"].sources == ("001 l.41",)
    assert target["points:100"].mark is None
    hundred = {o.value: o for q in questions(PRESETS["draw-100"], players) if q.field == "target"
               for o in q.options}
    # 003 l.22: "lowered or raised by agreement"; a number of hands is the draw game's (001 l.41)
    assert hundred["hands:3"].sources == ("001 l.41",)
    assert hundred["points:200"].sources == ("003 l.22",)


def test_the_answers_reach_the_sheet_its_title_and_its_links():
    reply = ask({"op": "sheet", "rules": "draw", "players": 3, "lang": "en"})
    chosen = {(q["field"], o["value"]): o["changes"] for q in reply["questions"] for o in q["options"]}
    rules = {"preset": "draw", **chosen[("hand_size", 6)], **chosen[("target", "hands:3")]}
    mine = ask({"op": "sheet", "rules": rules, "players": 3, "lang": "en"})
    texts = [t["text"] for s in mine["sections"] for t in s["statements"]]
    assert "With 3 players, each is dealt 6 tiles." in texts
    assert any(t.startswith("The game lasts 3 hands") for t in texts)
    assert "hand_size:2x6" in mine["c"]
    assert "target_hands:3" in mine["c"]
    assert mine["link_query"] == f"c={mine['c']}&p=3"
    assert mine["name"] == "Draw game, with changed rules"
    # the link opens the same sheet (the score pad, the settler and the board read the same c)
    again = ask({"op": "sheet", "c": mine["c"], "players": 3, "lang": "en"})
    assert again["sections"] == mine["sections"]
    # keeping the system's own answers keeps the system's rules and its name
    same = {"preset": "draw", **chosen[("hand_size", 5)], **chosen[("target", "points:100")]}
    kept = ask({"op": "sheet", "rules": same, "players": 3, "lang": "en"})
    assert kept["c"] == "draw"
    assert kept["name"] == "Draw game"
    fifty = ask({"op": "sheet", "rules": {"preset": "draw", **chosen[("target", "points:50")]}, "players": 3})
    assert "Play hand after hand until someone reaches 50 points: that player wins the game." in [
        t["text"] for s in fifty["sections"] for t in s["statements"]]


FOUR = [p for p in PRESET_IDS if PRESETS[p].min_players <= 4 <= PRESETS[p].max_players]


@pytest.mark.parametrize("preset", FOUR)
def test_teams_are_asked_only_where_the_sources_have_teams(preset):
    asked = [q.field for q in questions(PRESETS[preset], 4)]
    assert ("teams" in asked) == (preset in ("partnership", "draw"))  # 004 l.29: "individual players"
    # so no link of the sheet carries teams to the settler for the other systems
    reply = ask({"op": "sheet", "rules": preset, "players": 4})
    for question in reply["questions"]:
        for option in question["options"]:
            assert option["changes"].get("teams") is not True or preset in ("partnership", "draw")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pagats_blocked_when_label_does_not_say_the_boneyard_is_empty(lang):
    """004 l.19: two tiles always stay; the label says what the sheet says, nothing more may be drawn."""
    label = translate("ui.value.blocked_when.boneyard-empty", lang)
    sentence = translate("sheet.blocked-when.boneyard-empty", lang)
    tail = " ".join(label.split()[-3:])
    assert tail.rstrip(".") in sentence, (label, sentence)
    assert not re.search(r"\b(empty|tom|leer)\b", label), label


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sources_are_named_as_the_site_names_them_and_linked_to_its_list(lang):
    entry = disputes_entry("sources", lang)
    names = {"en": "the Swedish leaflet", "sv": "den svenska regelfoldern",
             "de": "das schwedische Regelblatt", "nb": "det svenske regelarket"}
    for preset, players in TABLES:
        reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": lang})
        for question in reply["questions"]:
            for option in question["options"]:
                for source in option["sources"]:
                    assert not re.search(r"\d{3}|l\.\d", source["name"]["text"]), source
                    assert f"{{: #{source['anchor']} }}" in entry, source["anchor"]
                    # the list names the source as the option does (its first words, capitalised)
                    assert source["name"]["text"].split(" (")[0].lower() in entry.lower(), source
    tie = next(q for q in ask({"op": "sheet", "rules": "block", "players": 3, "lang": lang})["questions"]
               if q["field"] == "tie")
    drawn = next(o for o in tie["options"] if o["value"] == "drawn")
    assert names[lang] in [s["name"]["text"] for s in drawn["sources"]]  # 000 l.40


def test_a_changed_rule_set_is_named_after_its_system_everywhere():
    from dominorules.bridge import handle

    # the reader's changes, never "ours": the site says "our" only of its own readings (review6 sv T1, de T2)
    changed = {"en": "Draw game, with changed rules", "sv": "Dragdomino, med egna ändringar",
               "de": "Nachziehdomino mit geänderten Regeln", "nb": "Trekkdomino, med egne endringer"}
    for lang, name in changed.items():
        assert ask({"op": "sheet", "c": "draw,tie:split", "players": 3, "lang": lang})["name"] == name
        assert translate("preset.custom.name", lang) not in name
    # the settler's team rows (walk item 4): the partnership game, and the draw game in teams
    rows = handle({"op": "situation", "lang": "en", "query": "k=end&p=4&h=1-0_6-6_2-0_5-5&last=4&t=1"})
    assert [row["name"] for row in rows["verdicts"]] == ["Partnership game", "Draw game, with changed rules"]
    # the score pad's match: three hands of the partnership game
    pad = handle({"op": "score_match", "lang": "sv", "match": {
        "rules": {"preset": "partnership", "target_points": {}, "target_hands": 3}, "players": 4,
        "hands": []}})
    assert pad["ok"], pad
    assert pad["name"] == "Lagspel, med egna ändringar", pad
    # a set that keeps, or comes back to, a system's rules is that system
    kept = handle({"op": "rules", "rules": {"preset": "draw", "tie": "drawn"}, "lang": "en"})
    assert kept["name"] == "Draw game"
    assert handle({"op": "rules", "lang": "en", "rules": {
        "preset": "block", "hand_size": {"2": 7}, "first_opener": "first-seat", "opener_plays_double": False,
        "blocked_winner": "last-mover-loses"}})["name"] == "Block game: the locker loses"


# ------------------------------------------------------------------ issue 37: one voice on the table page


def test_each_question_comes_with_its_heading_and_its_place_among_the_questions():
    """S13: the page shows the engine's heading whole, not its own "Question n of m" glued to the label."""
    reply = ask({"op": "sheet", "rules": "block", "players": 2, "lang": "en"})
    # R-block-*: who opens, no double, the double first, must-play, going out, blocked, tie: 7
    assert [q["heading"]["text"] for q in reply["questions"][:2]] == [
        "Question 1 of 7: Who opens the first hand?", "Question 2 of 7: What if nobody holds a double?"]
    assert reply["count_note"] is None
    de = ask({"op": "sheet", "rules": "block", "players": 2, "lang": "de"})
    assert de["questions"][-1]["heading"]["text"] == (
        "Frage 7 von 7: Was gilt, wenn zwei oder mehr dieselbe niedrigste Augensumme haben?")


@pytest.mark.parametrize(("preset", "players"), TABLES)
def test_a_systems_own_rules_ask_its_own_number_of_questions(preset, players):
    assert count_note(PRESETS[preset], players) is None


def test_when_the_answers_change_the_number_of_questions_the_page_is_told_why():
    """Walk N8: "question 3 of 7" then "of 5" is explained in the reader's language."""
    # block, 2 players: the first player opens with any tile, so "what if nobody holds a double"
    # and "must the opener lay that double first" no longer arise: 7 - 2 = 5
    reply = ask({"op": "sheet", "rules": {"preset": "block", "first_opener": "first-seat"}, "players": 2,
                 "lang": "en"})
    assert len(reply["questions"]) == 5
    assert reply["questions"][0]["heading"]["text"] == "Question 1 of 5: Who opens the first hand?"
    assert reply["count_note"]["text"] == (
        "Your answers so far leave out 2 questions that this system asks.")
    # draw until playable, 4 players (every tile dealt): the lowest total wins a blocked hand, so
    # a tie on it becomes a question (R-block-tie): 5 + 1 = 6
    more = ask({"op": "sheet", "rules": {"preset": "draw-until-playable", "blocked_winner": "lowest"},
                "players": 4, "lang": "sv"})
    assert len(more["questions"]) == 6
    assert more["count_note"]["text"] == (
        "Med era svar hittills tillkommer 1 fråga utöver dem som det här regelsystemet ställer.")


def option_of(preset, players, field, value, lang="en"):
    reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": lang})
    question = next(q for q in reply["questions"] if q["field"] == field)
    return next(o for o in question["options"] if o["value"] == value)


def test_an_options_sources_say_which_are_this_games_and_which_other_games():
    """Walk N3: a mark "our choice" beside sources read as a contradiction. The sources of other
    games are said to be theirs, and the mark says what is ours."""
    # draw-100's later opener: 003 is silent (our choice); the draw game's page (001 l.19) plays it
    winner = option_of("draw-100", 3, "later_opener", "winner")
    assert [n["text"] for n in winner["notes"]] == ["Another game's source: the Swedish draw-game page."]
    assert winner["mark_note"]["text"] == "Our choice: the sources of this game do not say."
    # the block game's first opener: its leaflets (000 l.20, 002 l.20) and the draw game's page
    first = option_of("block", 3, "first_opener", "highest-double")
    assert [n["text"] for n in first["notes"]] == [
        "This game's sources: the Swedish leaflet and the German leaflet.",
        "Another game's source: the Swedish draw-game page."]
    # the draw game's tie: 001 says both (l.67, l.77), so the mark says so instead of "silent"
    drawn = option_of("draw", 3, "tie", "drawn")
    assert drawn["notes"][0]["text"] == "This game's source: the Swedish draw-game page."
    assert drawn["mark_note"]["text"] == "Our reading: this game's source says it both ways."
    for preset, players in TABLES:
        for question in questions(PRESETS[preset], players):
            for option in question.options:
                ids = [n.id for n in option.notes]
                if option.mark:  # a marked answer never names this game's source as playing it ...
                    says_both = (preset, question.field) in {("draw", "tie"), ("draw", "blocked_points")}
                    assert ("sheet.sources.own" in ids) == says_both, (preset, question.field)
                    assert option.mark_note is not None
                    assert option.mark_note.id == f"sheet.mark-note.{option.mark}" + ("-both" * says_both)
                else:  # ... and an unmarked one names a source, or says that none does
                    assert ids, (preset, question.field, option.value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_swedish_article_is_named_once_with_its_ways(lang):
    """nb U13, de U7: "the Swedish article (way 1) and the Swedish article (way 3)" is one name."""
    seven = option_of("draw", 2, "hand_size", 7, lang)  # 003 l.12 (way 1) and l.24 (way 3) deal 7
    article = {"en": "the Swedish article (ways 1 and 3)", "sv": "den svenska artikeln (sätt 1 och 3)",
               "de": "der schwedische Artikel (Spielweisen 1 und 3)",
               "nb": "den svenske artikkelen (måte 1 og 3)"}[lang]
    assert article in [s["name"]["text"] for s in seven["sources"]]
    line = " ".join(n["text"] for n in seven["notes"])
    assert line.count(article.split(" (")[0]) == 1
    assert article in line
    # every source the page links is named in one of the option's sentences
    for preset, players in TABLES[::3]:
        reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": lang})
        for option in (o for q in reply["questions"] for o in q["options"]):
            line = " ".join(n["text"] for n in option["notes"])
            assert all(s["name"]["text"] in line for s in option["sources"]), option


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sentences_naming_sources_come_in_pieces_with_each_name_linked(lang):
    """Review 6 S3: the page no longer cuts a sentence where it finds a source's name; the engine
    sends the sentence in pieces, each name a piece of its own with its entry."""
    for preset, players in TABLES:
        reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": lang})
        for option in (o for q in reply["questions"] for o in q["options"]):
            links = []
            for note in option["notes"]:
                assert "".join(p["text"] for p in note["linked"]) == note["text"], note
                assert all(p["text"] for p in note["linked"]), note
                assert all(p["link"] == (p["anchor"] is not None) for p in note["linked"]), note
                links += [(p["text"], p["anchor"]) for p in note["linked"] if p["link"]]
            named = sorted((s["name"]["text"], s["anchor"]) for s in option["sources"])
            assert sorted(links) == named, option  # every source linked once, by its name, and nothing else
    # by hand: block, 3 players, the first opener "highest double" (000 l.20, 002 l.20 and 001 l.19),
    # with the catalogs' names of the two leaflets and their "and"
    first = option_of("block", 3, "first_opener", "highest-double", lang)
    # (the sentence's opening, the two names, the "and" between them)
    pieces = {
        "en": ("This game's sources: ", "the Swedish leaflet", " and ", "the German leaflet"),
        "sv": ("Det här spelets källor: ", "den svenska regelfoldern", " och ", "den tyska regelfoldern"),
        "de": ("Quellen dieses Spiels: ", "das schwedische Regelblatt", " und ", "das deutsche Regelblatt"),
        "nb": ("Kildene til dette spillet: ", "det svenske regelarket", " og ", "det tyske regelarket")}
    assert [p["text"] for p in first["notes"][0]["linked"]] == [*pieces[lang], "."]
    anchors = [p["anchor"] for p in first["notes"][0]["linked"]]
    assert anchors == [None, "swedish-leaflet", None, "german-leaflet", None]
    assert [p["link"] for p in first["notes"][1]["linked"]] == [False, True, False]


# docs/en/disputes.md, by hand: the sentences of each system's sheet that state the site's own
# reading or choice, with the entry that marks it (id: (mark, entry))
SENTENCE_MARKS = {
    ("block", 3): {"sheet.first-tile.double": ("reading", "opener"),
                   "sheet.direction.clockwise": ("choice", "direction"),
                   "sheet.pips": ("reading", "double-blank"),
                   "sheet.when-able.must-play": ("reading", "must-play")},
    ("partnership", 4): {"sheet.first-tile.double": ("reading", "opener"),
                         "sheet.pips": ("reading", "double-blank"),
                         "sheet.when-able.must-play": ("reading", "must-play")},
    ("draw", 4): {"sheet.hand-size": ("choice", "hand-size"),
                  "sheet.later-opener.winner": ("choice", "opener"),  # the same again after no winner
                  "sheet.direction.clockwise": ("choice", "direction"),
                  "sheet.blocked-when.boneyard-empty": ("reading", "blocked-when"),
                  "sheet.tie.drawn": ("reading", "tie"), "sheet.pips": ("reading", "double-blank"),
                  "sheet.blocked-points.others-minus-own": ("reading", "blocked-points"),
                  "sheet.target-tie.play-on": ("choice", "target-tie")},
    # with two players either way round is the same, but the sheet says clockwise: our choice still
    ("draw-until-playable", 2): {"sheet.going-out.wins": ("reading", "going-out"),
                                 "sheet.direction.clockwise": ("choice", "direction"),
                                 "sheet.last-mover.last-tile": ("reading", "last-mover")},
    ("draw-100", 3): {"sheet.later-opener.winner": ("choice", "opener"),
                      "sheet.direction.clockwise": ("choice", "direction"),
                      "sheet.when-able.must-play": ("reading", "must-play"),
                      "sheet.hand-ends": ("reading", "going-out"),  # the hand ends at the last tile
                      "sheet.tie.drawn": ("choice", "tie"), "sheet.pips": ("reading", "double-blank"),
                      "sheet.target-tie.play-on": ("choice", "target-tie")},
    # the guide says 0-0 counts 0 (no mark there); the lot names no tile to lay
    ("pagat-draw", 3): {"sheet.first-opener.lot": ("reading", "opener"),
                        "sheet.direction.clockwise": ("reading", "direction"),
                        "sheet.target-tie.play-on": ("choice", "target-tie")},
}


@pytest.mark.parametrize(("preset", "players"), list(SENTENCE_MARKS))
def test_the_sheets_sentences_of_our_reading_or_choice_carry_the_disputes_mark(preset, players):
    """G4: a sentence of the sheet that states the site's own reading or choice is marked as its
    option is, and linked to the entry of the disputes page that marks it."""
    marked = {s.message.id: (s.mark, s.anchor) for s in statements(PRESETS[preset], players) if s.mark}
    assert marked == SENTENCE_MARKS[(preset, players)]
    for mark, anchor in marked.values():
        assert f"*(our {mark}" in disputes_entry(anchor), anchor
    reply = ask({"op": "sheet", "rules": preset, "players": players, "lang": "sv"})
    notes = {t["id"]: t["note"] for s in reply["sections"] for t in s["statements"] if t["note"]}
    assert {i: (n["kind"], n["anchor"]) for i, n in notes.items()} == SENTENCE_MARKS[(preset, players)]
    assert {n["text"]["text"] for n in notes.values()} <= {"(vår tolkning)", "(vårt val)"}


def test_a_table_that_changes_a_marked_answer_or_plays_in_teams_gets_the_marks_of_its_own():
    # a tie nobody scores, chosen for the draw game to 100, is the table's choice, not ours
    chosen = statements(PRESETS["draw-100"].with_changes(tie="no-score"), 3)
    assert next(s for s in chosen if s.message.id == "sheet.tie.no-score").mark is None
    # teams in the draw game: 001 l.79 says only that a team's total counts (#house-rules)
    played = statements(PRESETS["draw"].with_changes(teams=True), 4)
    teams = {s.message.id: (s.mark, s.anchor) for s in played}
    assert teams["sheet.teams.yes"] == teams["sheet.teams.together"] == ("reading", "house-rules")
    # the partnership game's leaflets seat the partners opposite (000 l.46): no mark
    own = {s.message.id: s.mark for s in statements(PRESETS["partnership"], 4)}
    assert own["sheet.teams.yes"] is None


def test_the_later_opener_sentence_says_who_opens_after_a_split_and_with_teams():
    """G8: the sentence says what the engine does (core.opening.later_opener), checked by hand."""
    def opener_sentence(rules, players):
        return next(s for s in statements(rules, players) if s.message.id.startswith("sheet.later-opener."))

    split = PRESETS["draw"].with_changes(tie="split")
    said = opener_sentence(split, 3)
    assert said.message.english() == (
        "In each later hand the winner of the previous hand opens, with any tile; after a hand whose "
        "points were split, the first of its winners in turn from the previous opener opens.")
    assert (said.mark, said.anchor) == ("choice", "target-tie")
    # Player 2 opened (seat 1); Players 1 and 3 (seats 0 and 2) split: in turn from seat 1, seat 2
    assert later_opener(split, 3, 1, [0, 2])[0] == 2
    teams = PRESETS["draw"].with_changes(teams=True)
    said = opener_sentence(teams, 4)
    assert said.message.id == "sheet.later-opener.winner-teams"
    assert said.anchor == "house-rules"
    assert "the partner who went out, or after a blocked hand the partner with the lower player number" \
        in said.message.english()
    assert later_opener(teams, 4, 0, [3, 1])[0] == 3  # seat 3 went out, partner seat 1
    assert later_opener(teams, 4, 0, [1, 3])[0] == 1  # a blocked hand won by seats 1 and 3
    assert later_opener(teams, 4, 2, [])[0] == 2  # nobody won: the same opener
    both = opener_sentence(PRESETS["draw"].with_changes(teams=True, tie="split"), 4)
    assert both.message.id == "sheet.later-opener.winner-teams-split"
    assert later_opener(PRESETS["draw"].with_changes(teams=True, tie="split"), 4, 1, [0, 2, 1, 3])[0] == 1
    # without points for a blocked hand, a split is a tie nobody wins: the same opener again
    none = PRESETS["draw"].with_changes(tie="split", blocked_points="none")
    assert opener_sentence(none, 3).message.id == "sheet.later-opener.winner"
