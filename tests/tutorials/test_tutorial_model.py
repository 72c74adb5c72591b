"""The tutorial model and what the pages get (code review round 4, item 7 and sections 2a-2c; issue 37).

A tutorial is one of three kinds with an answer type per question; the engine says every line
a puzzle shows after a reply (one message, S1), its hint (S2) and the open ends (walk N4); a
puzzle's board marks no seat; the build embeds typed data (EmbeddedTutorial) with the texts
whole and the rules' own "scores points" (G25); "nobody wins" needs no points (G26); a reply of
the wrong shape names no field (review-de E4). Expected texts are written here by hand or read
from the catalogs, never taken from the code under test.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import cast

import pytest
from babel.messages.pofile import read_po
from dominorules import bridge
from dominorules.contract import EmbeddedTutorial
from dominorules.contract.check import check
from dominorules.core.moves import Move
from dominorules.core.outcome import Verdict
from dominorules.core.tiles import Tile
from dominorules.features import tutorial as tutorial_package
from dominorules.features.tutorial import QUESTIONS, Dispute, Example, Puzzle, grade, hint, state
from dominorules.words.errors import BadRecord
from dominorules.words.i18n import LANGUAGES, translate
from dominosite.i18n import translator
from dominosite.tutorial_html import embedded, render_practice, render_tutorial
from dominosite.tutorials import load_all

REPO = Path(__file__).resolve().parents[2]
ENTRIES = load_all(REPO / "tutorials")
ENGINE = {"data-root": "../", "data-engine": "engine.zip", "data-pyodide": "pyodide/",
          "data-stdlib": "pyodide/s.zip", "data-start-bytes": "1"}


def _po(path: Path) -> dict[str, str]:
    with open(path, "rb") as file:
        return {m.id if isinstance(m.id, str) else m.id[0]:
                m.string if isinstance(m.string, str) else cast(Sequence[str], m.string)[1]
                for m in read_po(file) if m.id}


TUTORIAL_WORDS = {lang: _po(REPO / "translations" / "tutorials" / f"{lang}.po") for lang in LANGUAGES}


def ask(**request):
    return bridge.handle(request)


# ------------------------------------------------------------------ the model


def test_each_kind_is_its_own_type_and_each_question_has_its_answer_type():
    answer_types = {"playable": frozenset, "play-to-win": frozenset, "action": frozenset,
                    "target": tuple, "winner": Verdict, "opener": int, "pips": int}
    items = {"playable": Tile, "play-to-win": Move, "action": str}
    kinds = {"example": Example, "puzzle": Puzzle, "dispute": Dispute}
    for entry in ENTRIES.values():
        t = entry.tutorial
        assert type(t) is kinds[entry.data["kind"]], t.id
        if isinstance(t, Puzzle):
            assert isinstance(t.answer, answer_types[t.question]), t.id
            if t.question in items:
                assert all(isinstance(x, items[t.question]) for x in cast(Iterable[object], t.answer)), t.id
        else:
            assert t.question is None, t.id
            assert not hasattr(t, "answer"), t.id
    assert not hasattr(ENTRIES["block-playable-two-ends"].tutorial, "steps")  # a puzzle has no steps
    assert set(QUESTIONS) == set(answer_types)


def test_no_module_of_the_tutorials_is_over_450_lines():
    folder = Path(tutorial_package.__file__).parent
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in folder.glob("*.py")}
    assert len(sizes) >= 4, sizes
    assert max(sizes.values()) <= 450, sizes


# ------------------------------------------------------------------ one message per line (S1, S2)


@pytest.mark.parametrize(("lang", "not_yet", "wrong", "missed"), [
    ("en", "Not right yet.", "One of the tiles you chose does not fit.", "You left out 1 tile that fits."),
    ("de", "Noch nicht richtig.", None, "Du hast 1 passenden Stein ausgelassen."),
])
def test_a_wrong_reply_is_said_in_one_message_with_the_puzzles_advice(lang, not_yet, wrong, missed):
    data = ENTRIES["block-playable-two-ends"].data  # the answer: 4-4, 4-1 and 3-1; 6-2 fits neither end
    reply = ask(op="tutorial_grade", tutorial=data, reply={"tiles": ["4-4", "4-1", "6-2"]}, lang=lang)
    assert reply["ok"]
    assert reply["correct"] is False
    said = reply["feedback_text"]
    assert said["id"] == "feedback.wrong-because"
    advice = TUTORIAL_WORDS[lang]["tutorial.block-playable-two-ends.wrong"]
    assert said["text"].startswith(f"{not_yet} {advice} ")
    assert said["text"].endswith(missed)
    if wrong:
        assert said["text"] == f"{not_yet} {advice} {wrong} {missed}"
    # the parts are still there, one by one, as before
    assert [f["id"] for f in reply["feedback"]] == ["feedback.playable-wrong", "feedback.playable-missed"]


@pytest.mark.parametrize(("lang", "right"),
                         [("en", "Right!"), ("sv", "Rätt!"), ("de", "Richtig!"), ("nb", "Riktig!")])
def test_a_right_reply_is_said_by_the_engine(lang, right):
    data = ENTRIES["block-playable-two-ends"].data
    reply = ask(op="tutorial_grade", tutorial=data, reply={"tiles": ["4-4", "4-1", "3-1"]}, lang=lang)
    assert reply["correct"] is True
    assert reply["feedback_text"]["text"] == right


def test_a_wrong_reply_without_a_reason_says_the_advice_alone():
    reply = ask(op="tutorial_grade", tutorial=ENTRIES["draw-out-points"].data,
                reply={"seat": 2, "points": 19}, lang="en")
    advice = TUTORIAL_WORDS["en"]["tutorial.draw-out-points.wrong"]
    assert reply["feedback_text"]["text"] == (
        f"Not right yet. {advice} The winner is right, but the points are not.")


def test_the_hint_of_a_play_to_win_puzzle_is_one_message_and_other_puzzles_have_none():
    puzzle = next(e for e in ENTRIES.values() if e.tutorial.question == "play-to-win")
    reply = ask(op="tutorial_hint", tutorial=puzzle.data, lang="sv")
    assert reply["hint_text"] is not None
    assert reply["hint_text"] == reply["hint"][0]
    assert reply["hint_text"]["id"].startswith("hint.best-")
    other = ask(op="tutorial_hint", tutorial=ENTRIES["block-playable-two-ends"].data, lang="sv")
    assert other["hint"] == []
    assert other["hint_text"] is None


# ------------------------------------------------------------------ the board (walk N4)


@pytest.mark.parametrize(("lang", "said"), [("en", "Open ends: 4 and 1."), ("de", "Offene Enden: 4 und 1."),
                                            ("sv", "Öppna ändar: 4 och 1."), ("nb", "Åpne ender: 4 og 1.")])
def test_the_board_says_its_open_ends(lang, said):
    reply = ask(op="tutorial_state", tutorial=ENTRIES["block-playable-two-ends"].data, lang=lang)
    assert reply["ends"] == [4, 1]
    assert reply["open_ends"]["text"] == said
    page = render_tutorial(ENTRIES["block-playable-two-ends"], lang, translator(lang), ENGINE)
    assert f'<p class="domino-tutorial__ends">{said}</p>' in page


def test_no_puzzle_board_marks_a_seat_as_to_move():
    for entry in ENTRIES.values():
        t = entry.tutorial
        shown = state(t)
        if isinstance(t, Puzzle):
            assert shown["to_move"] is None, t.id
            page = render_tutorial(entry, "de", translator("de"), ENGINE)
            assert not re.search(r"Spieler \d \(am Zug\)", page), t.id  # ui.to_move, filled in
    example = ENTRIES["block-example-three-players"]
    assert state(example.tutorial)["to_move"] is not None  # an example still says who moves next
    assert re.search(r"Spieler \d \(am Zug\)", render_tutorial(example, "de", translator("de"), ENGINE))
    # the seat asked about is still named for the questions that need one
    assert state(ENTRIES["block-playable-two-ends"].tutorial)["seat"] == 1


# ------------------------------------------------------------------ the page's data (G25, ids from parts)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_embedded_data_is_of_its_contract_type_with_the_texts_whole(lang):
    tr = translator(lang)
    for entry in ENTRIES.values():
        data = embedded(entry, lang, tr)
        check(json.loads(json.dumps(data)), EmbeddedTutorial)
        t = entry.tutorial
        if isinstance(t, Puzzle):
            assert data["hint"] == TUTORIAL_WORDS[lang][f"tutorial.{t.id}.hint"]
            assert data["question_text"]
            assert "{" not in data["question_text"]
        else:
            assert data["hint"] is None
            assert data["question_text"] is None
        page = render_tutorial(entry, lang, tr, ENGINE)
        script = re.search(r'class="domino-tutorial__data"[^>]*>(.*?)</script>', page, re.S)
        assert script
        assert json.loads(script.group(1))["board"]["total_steps"] == data["board"]["total_steps"]
        assert "domino-tutorial__state" not in page
        assert "data-points" not in page


def test_a_winner_puzzle_asks_for_points_exactly_where_the_rules_score_them():
    # RuleSet.scores_points, from the rules' point fields: the block games score nothing
    expected = {"block-winner-lowest-total": False, "draw-out-points": True, "pagat-blocked-winner": True,
                "partnership-winner-team-total": False, "until-playable-last-mover-loses": False}
    for tid, asks in expected.items():
        assert embedded(ENTRIES[tid], "en", translator("en"))["asks_points"] is asks, tid
    assert not embedded(ENTRIES["block-playable-two-ends"], "en", translator("en"))["asks_points"]


def test_the_embedded_data_says_which_winner_answers_are_sent_with_points():
    # #37 L11: the page decided that "nobody" is sent without points; the engine says it, each
    # seat's answer and then "nobody" (last)
    def sent(tid: str) -> list[bool]:
        return embedded(ENTRIES[tid], "en", translator("en"))["points_with"]
    assert sent("draw-out-points") == [True, True, True, False]  # three players, the draw game scores
    assert sent("block-winner-lowest-total") == [False] * 5  # four players, the block game scores none
    assert sent("block-playable-two-ends") == []  # no "who wins" question
    assert grade(ENTRIES["draw-out-points"].tutorial, {"seat": 2, "points": 20}) == (True, [])


# ------------------------------------------------------------------ replies (G26, E4)


def test_nobody_and_a_game_without_points_need_no_points():
    tie = ENTRIES["block-winner-tie"].tutorial  # nobody wins
    assert grade(tie, {"seat": None, "points": None}) == (True, [])
    lowest = ENTRIES["block-winner-lowest-total"].tutorial  # Player 4 wins; no points in the block game
    assert grade(lowest, {"seat": 3, "points": None}) == (True, [])
    assert grade(lowest, {"seat": 0, "points": None})[0] is False
    scored = ENTRIES["draw-out-points"].tutorial  # Player 3 scores 20: here the points are asked
    assert grade(scored, {"seat": 2, "points": 20}) == (True, [])
    with pytest.raises(BadRecord):
        grade(scored, {"seat": 2, "points": None})


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "That answer does not fit this question."), ("de", "Diese Antwort passt nicht zu dieser Frage."),
    ("sv", "Svaret passar inte till den här frågan."), ("nb", "Svaret passer ikke til dette spørsmålet.")])
def test_a_reply_to_another_question_names_no_field(lang, said):
    # answers of the contract's shapes, but another question's: the engine grades by the question
    for tid, reply in (("block-playable-two-ends", {"pips": 8}), ("draw-out-points", {"tiles": ["6-6"]})):
        refused = ask(op="tutorial_grade", tutorial=ENTRIES[tid].data, reply=reply, lang=lang)
        assert refused["ok"] is False
        assert refused["error"]["text"] == said
    assert translate("error.bad-reply", lang) == said


def test_a_reply_of_no_questions_shape_is_refused_at_the_door_naming_its_field():
    # the tiles as one text, a seat as a word: no answer of the contract has these (TutorialAnswer)
    for tid, reply, field, value in (("block-playable-two-ends", {"tiles": "4-4"}, "reply.tiles", "4-4"),
                                     ("draw-out-points", {"seat": "x"}, "reply.seat", "x")):
        refused = ask(op="tutorial_grade", tutorial=ENTRIES[tid].data, reply=reply, lang="sv")
        assert refused["ok"] is False
        assert refused["error"]["id"] == "error.request-value"
        assert refused["field"] == field
        assert refused["error"]["text"] == f"Förfrågans fält ”{field}” kan inte ha det här värdet: ”{value}”."


# ------------------------------------------------------------------ the practice list (S17)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_practice_list_gets_its_mark_and_its_news_as_whole_messages(lang):
    page = render_practice(ENTRIES, lang, translator(lang))
    script = re.search(r'class="domino-practice__strings"[^>]*>(.*?)</script>', page, re.S)
    assert script
    strings = json.loads(script.group(1))
    assert strings["ui.solved_mark"].startswith("✓ ")
    assert "{" not in strings["ui.solved_mark"]
    cleared = strings["ui.progress_cleared"]
    assert cleared["count"] == "total"
    assert "{solved}" in cleared["other"]
    assert "{total}" in cleared["other"]
    assert "data-solved" not in page


def test_the_engine_adds_nothing_to_a_hint_but_for_play_to_win():
    assert all(hint(e.tutorial) == [] for e in ENTRIES.values() if e.tutorial.question != "play-to-win")


def test_a_tile_that_fits_no_end_is_sent_at_no_end_and_the_engine_says_why():
    """Review 6 L2: the page sends an unlisted tile with ``end: null`` (as the board does) and
    leaves the reason to the engine. block-play-to-win-go-out, by hand from its moves: the open
    ends are 4 (4-1 on the left) and 1 (1-1, 6-1 on the right), and 6-0 fits neither."""
    data = ENTRIES["block-play-to-win-go-out"].data
    reply = bridge.handle({"op": "tutorial_grade", "tutorial": data, "lang": "sv",
                           "reply": {"move": {"kind": "play", "tile": "6-0", "end": None}}})
    assert reply["ok"] is False
    assert reply["error"]["id"] == "illegal.no-match"
    assert reply["error"]["params"] == {"tile": "6-0", "left": 4, "right": 1}
