"""The command-line contract: JSON out, exit status 2 and one line for bad input."""

import json
import re
import subprocess
import sys

import pytest
from dominorules import PRESET_IDS, BadRules
from dominorules.cli import main
from dominorules.core.rules import FIELD_NAMES, RuleSet
from dominorules.words.i18n import translate
from engine_helpers import LAST_ACTION_RECORD


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "dominorules", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_presets_json_lists_every_field_of_every_preset():
    result = run("presets", "--json")
    assert result.returncode == 0
    rows = json.loads(result.stdout)
    assert [row["id"] for row in rows] == list(PRESET_IDS)
    fields = set(FIELD_NAMES)
    assert all(fields <= set(row) for row in rows)


def test_play_prints_a_record_that_settle_reads(tmp_path):
    for preset in PRESET_IDS:
        played = run("play", "--rules", preset, "--seed", "4")
        assert played.returncode == 0, played.stderr
        path = tmp_path / f"{preset}.json"
        path.write_text(played.stdout)
        settled = run("settle", str(path), "--rules", "block,draw,pagat-draw", "--json")
        assert settled.returncode == 0, settled.stderr
        verdicts = json.loads(settled.stdout)
        assert [v["rules"] for v in verdicts] == ["block", "draw", "pagat-draw"]
        for verdict in verdicts:
            assert all({"id", "params"} <= set(r) for r in verdict["reasons"])
            if verdict["rules"] == preset:  # its own rules always settle it
                assert verdict["ok"]
            if verdict["ok"]:
                assert {"rules", "winners", "points", "end", "reasons"} <= set(verdict)
                assert verdict["end"] in ("out", "blocked")


def test_settle_judges_each_system_by_its_own_rules(tmp_path):
    # A draw-game record replayed under the block game: the block game never draws, so the
    # first draw of the record is refused, and the block game gives no verdict of its own.
    played = run("play", "--rules", "draw", "--seed", "4")
    record = json.loads(played.stdout)
    assert "draw" in record["moves"]
    path = tmp_path / "draw.json"
    path.write_text(played.stdout)
    rows = json.loads(run("settle", str(path), "--rules", "block,draw", "--json").stdout)
    assert [row["ok"] for row in rows] == [False, True]
    assert rows[0]["reasons"][0]["id"] == "error.record-illegal-move"


def test_rules_on_the_command_line_take_changed_fields(tmp_path):
    split = '{"preset": "draw", "tie": "split"}'
    played = run("play", "--rules", split, "--seed", "4")
    assert played.returncode == 0, played.stderr
    assert json.loads(played.stdout)["rules"] == {"preset": "draw", "tie": "split"}
    position = {"format": "dominorules/1", "rules": "draw", "position": "end", "end": "blocked",
                "hands": [["6-3"], ["4-5"], ["2-2", "6-6"]]}
    path = tmp_path / "tie.json"
    path.write_text(json.dumps(position))
    rows = json.loads(run("settle", str(path), "--rules", f"[\"draw\", {split}]", "--json").stdout)
    # Source 001: "when the pip values are exactly equal, the points from the other players'
    # hands are shared equally between them" (the split reading): 9 + 9 tie, 16 shared.
    assert rows[0]["winners"] == []
    assert rows[1]["winners"] == [0, 1]
    assert rows[1]["points"] == {"0": 8, "1": 8, "2": 0}
    bad = run("play", "--rules", '{"preset": "block", "draw": "one"}')
    assert bad.returncode == 2
    # both rules named as the forms name them (review6b-sv E1: no keys in brackets)
    assert "“Tiles not dealt”" in bad.stderr
    assert "“When you cannot play”" in bad.stderr
    assert len(bad.stderr.splitlines()) == 1


def test_play_a_whole_match():
    result = run("play", "--rules", "pagat-draw", "--seed", "2", "--players", "3", "--match")
    data = json.loads(result.stdout)
    assert max(data["scores"]) >= 61
    assert data["winners"]


@pytest.mark.parametrize(("args", "stdin", "word"), [
    (["settle", "-"], '{"format": "dominorules/1", "rules": "block", "hands": [["7-2"], ["6-6"]]}', "7-2"),
    (["settle", "-"], "not json", "JSON"),
    (["settle", "/nonexistent/file.json"], None, "/nonexistent/file.json"),
    (["play", "--rules", "chess"], None, "chess"),
    (["play", "--rules", "{not json"], None, "{not json"),
    (["play", "--rules", '{"preset": "draw", "speed": 3}'], None, "speed"),
    (["play", "--rules", "partnership", "--players", "3"], None, "3"),
    (["frobnicate"], None, "frobnicate"),
    (["--lang", "sv", "play", "--rules", "chess"], None, "chess"),
])
def test_bad_input_exits_2_with_one_line(args, stdin, word):
    result = run(*args, stdin=stdin)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert word in lines[0]
    assert "Traceback" not in result.stderr


# ------------------------------------------------------------------ what the command line says

LANGS = ("en", "sv", "de", "nb")
# Raw code a reader must never see in a text: a Python dict or list, None/True/False, a message id
# (a dotted id such as "say.points" or "win.players"), a placeholder left open.
RAW = re.compile(r"\{'|\{\"|\[|\]|\bNone\b|\bTrue\b|\bFalse\b"
                 r"|\b[a-z]+(?:-[a-z]+)*\.[a-z][a-z0-9_-]*\b|\{\w+\}")
MATCH_TEAMS = {"format": "dominorules/1", "rules": {"preset": "draw", "teams": True}, "players": 4,
               "hands": [{"end": "out", "out": 0, "pips": [0, 30, 10, 30]},
                         {"end": "out", "out": 2, "pips": [5, 25, 0, 25]}]}
MATCH_ONE_HAND = {"format": "dominorules/1", "rules": "block-locker-loses", "players": 3,
                  "hands": [{"end": "blocked", "last": 2, "pips": [8, 9, 10]}]}
LOCKER_END = {"format": "dominorules/1", "rules": "block-locker-loses", "position": "end", "end": "blocked",
              "hands": [["4-0", "3-2"], ["6-3"], ["5-1", "2-2"]], "last": 2}


def said(capsys, *args):
    """What one command prints, run in this process: its exit status, stdout and stderr."""
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out, out.err


def texts(data):
    """Every text a reader sees in a JSON reply: the values of "text" and "name", at any depth."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("text", "name") and isinstance(value, str):
                yield value
            else:
                yield from texts(value)
    elif isinstance(data, list):
        for item in data:
            yield from texts(item)


@pytest.mark.parametrize("lang", LANGS)
def test_no_command_prints_raw_code_in_any_language(lang, tmp_path, capsys):
    # factcheck F2, review-sv/nb E2, review-de E4: lists, sums and nested messages are said as
    # the site says them, in text and in the JSON "text" fields
    files = {}
    for name, data in (("record", LAST_ACTION_RECORD), ("end", LOCKER_END), ("teams", MATCH_TEAMS),
                       ("one", MATCH_ONE_HAND)):
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(json.dumps(data))
    commands = [
        ["presets"],
        ["settle", str(files["record"])],
        ["settle", str(files["record"]), "--rules", "block,draw,tie:split,draw-until-playable"],
        ["settle", str(files["end"]), "--rules", "block,draw,draw-until-playable,draw,tie:split,teams:yes"],
        ["score", "--rules", "pagat-draw", "--players", "3", "--out", "0", "--pips", "0,0-0,6-6.4-4"],
        ["score", "--rules", "draw,tie:split", "--players", "3", "--blocked", "--pips", "5,5,9"],
        ["score-match", str(files["teams"])],
        ["score-match", str(files["one"])],
    ]
    for command in commands:
        for json_out in (False, True):
            status, out, err = said(capsys, "--lang", lang, *command, *(["--json"] if json_out else []))
            assert status == 0, (command, err)
            shown = list(texts(json.loads(out))) if json_out else out.splitlines()
            assert shown, command
            for text in shown:
                assert not RAW.search(text), (command, text)


def test_settle_takes_the_short_form_the_readme_shows(tmp_path, capsys):
    # walk item 26: README shows `--rules draw,tie:split`; settle reads it as score does. A
    # field:value belongs to the preset before it. Source 001: equal lowest totals share the
    # others' pips: 9 and 9 tie, and Player 3's 6-6 and 2-2 (16) are shared, 8 each.
    path = tmp_path / "tie.json"
    path.write_text(json.dumps({"format": "dominorules/1", "rules": "draw", "position": "end",
                                "end": "blocked", "hands": [["6-3"], ["4-5"], ["2-2", "6-6"]]}))
    status, out, err = said(capsys, "settle", str(path), "--rules", "draw,tie:split", "--json")
    assert status == 0, err
    (split,) = json.loads(out)
    assert split["rules"] == {"preset": "draw", "tie": "split"}
    assert split["winners"] == [0, 1]
    assert split["points"] == {"0": 8, "1": 8, "2": 0}
    status, out, err = said(capsys, "settle", str(path), "--rules", "block,draw,tie:split", "--json")
    assert [v["rules"] for v in json.loads(out)] == ["block", {"preset": "draw", "tie": "split"}]
    status, out, err = said(capsys, "settle", str(path), "--rules", "draw,tie:maybe")
    assert status == 2
    assert "maybe" in err
    assert "tie" in err


# Errors in each language say what the reader wrote or what kind of thing it was, never Python's
# words (review-de E3): "a list", "empty", the value in the language's quotation marks.
ERROR_WORDS = {
    "list": {"en": "not a list", "sv": "inte en lista", "de": "aber das hier ist eine Liste",
             "nb": "ikke en liste"},
    # the rule named as the forms name it, its key after it (review-de round 5, E1)
    "null": {"en": "The rule “Tiles dealt to each player” (hand_size) cannot be empty",
             "sv": "värdet: tomt", "de": "diesen Wert nicht haben: leer", "nb": "denne verdien: tomt"},
    "maybe": {"en": "“maybe”", "sv": "”maybe”", "de": "„maybe“", "nb": "«maybe»"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_errors_say_json_values_as_the_reader_knows_them(lang, capsys, monkeypatch):
    import io
    monkeypatch.setattr(sys, "stdin", io.StringIO("[1, 2]"))
    cases = {"list": ["settle", "-"],
             "null": ["play", "--rules", '{"preset": "draw", "hand_size": null}'],
             "maybe": ["play", "--rules", '{"preset": "draw", "tie": "maybe"}']}
    for case, command in cases.items():
        status, _out, err = said(capsys, "--lang", lang, *command)
        assert status == 2, err
        assert ERROR_WORDS[case][lang] in err, err
        assert not re.search(r"\bNone\b|(not|inte|nicht|ikke) list\b|'|\{", err), err


@pytest.mark.parametrize("lang", LANGS)
def test_every_changed_rule_field_is_named_in_words(lang):
    # settle's heading names a custom rule set as the site does, each changed field in words
    from dominorules.cli import rules_said
    from dominorules.core.rule_choices import CHOICES
    from dominorules.core.rules import PRESETS
    from dominorules.words.i18n import translate
    changes = {"max_pip": 9, "hand_size": {"2": 5, "3": 4}, "teams": True, "reserve": 2,
               **{name: next(v for v in values if v != getattr(PRESETS["draw"], name))
                  for name, values in CHOICES.items()}}
    named = 0
    for name, value in changes.items():
        for base in ("draw", "block"):  # a change one system refuses (no drawing) the other takes
            try:
                rules = RuleSet.from_json({"preset": base, name: value})
            except BadRules:
                continue
            text = translate(rules_said(rules), lang)
            assert not RAW.search(text), (name, text)
            assert "ui." not in text, (name, text)
            assert "_" not in text, (name, text)
            named += 1
            break
    assert named >= len(changes) - 2


def test_score_marks_our_readings_as_the_pad_and_the_settler_do():
    # fact-check F7: 003 l.16 ends the hand when a player goes out but names no winner (draw-100)
    out = run("score", "--rules", "draw-100", "--players", "2", "--out", "0", "--pips", "0,12")
    lines = out.stdout.splitlines()
    assert out.returncode == 0
    mark = translate("note.our-reading", "en")
    assert lines[lines.index("Player 1 played their last tile and wins.") + 1] == mark
    # the draw game's source says it: no mark
    plain = run("score", "--rules", "draw", "--players", "2", "--out", "0", "--pips", "0,12")
    assert mark not in plain.stdout


def test_settle_gives_the_verdict_of_rules_that_end_the_hand_before_the_record(tmp_path):
    # fact-check A3/N2: under blocked_when no-tile-fits the draw game of seed 5 is blocked after
    # move 32 (both ends 0, every 0 on the line): 3-3 6-5 6-4 = 27 against 5-3 3-1 2-2 = 16, 27 - 16 = 11
    record = tmp_path / "d5.json"
    record.write_text(run("play", "--rules", "draw", "--players", "2", "--seed", "5").stdout)
    out = run("settle", str(record), "--rules", '{"preset": "draw", "blocked_when": "no-tile-fits"}')
    assert out.returncode == 0, out.stderr
    assert "Player 1 scores the others' 27 minus their own 16: 11." in out.stdout
    assert "Under these rules the hand is over after move 32, before the record ends." in out.stdout


COMMANDS = ("presets", "settle", "play", "score", "score-match")


@pytest.mark.parametrize("lang", ["sv", "de", "nb"])
def test_the_help_is_in_the_language_asked_for(lang, capsys):
    """Every command's --help (and the top one) says nothing in English but its names and
    examples: each help text of ours and argparse's headings come from the catalog."""
    from dominorules.words.messages import ENGLISH

    english = [text for msgid, text in ENGLISH.items() if msgid.startswith("cli.")
               and isinstance(text, str) and len(text) > 8]
    for command in (None, *COMMANDS):
        with pytest.raises(SystemExit) as done:
            main(["--lang", lang, *([command] if command else []), "--help"])
        assert done.value.code == 0
        out = capsys.readouterr().out
        assert [text for text in english if text.strip() in out] == [], (lang, command)
        assert not re.search(r"\b(usage|options|show this help)\b", out), (lang, command, out[:80])
    heading = {"sv": "användning: ", "de": "Aufruf: ", "nb": "bruk: "}[lang]
    assert out.startswith(heading)


@pytest.mark.parametrize(("lang", "said"), [("sv", "ett av de här argumenten behövs: --out --blocked"),
                                            ("de", "eines dieser Argumente ist nötig: --out --blocked"),
                                            ("nb", "ett av disse argumentene må være med: --out --blocked")])
def test_argparse_errors_are_in_the_language_asked_for_wherever_lang_stands(lang, said):
    for args in (["--lang", lang, "score"], ["score", "--lang", lang]):
        result = run(*args, "--rules", "draw", "--players", "3", "--pips", "0,1,2")
        assert result.returncode == 2
        assert result.stderr == f"dominorules score: {said}\n"
    wrong = run("--lang", lang, "play", "--rules", "draw", "--seed", "x")
    assert wrong.returncode == 2
    assert len(wrong.stderr.splitlines()) == 1
    quoted = {"sv": "”x”", "de": "„x“", "nb": "«x»"}[lang]  # each language's own quotes, not Python's
    assert "invalid" not in wrong.stderr
    assert quoted in wrong.stderr
