"""Tutorials in a real browser (Debian's Chromium, driven by Playwright).

A sample that covers every puzzle kind and every language: solve it by clicking, after a
wrong answer is refused; read the hint and the solution; step through a worked example
forward and back (buttons and arrow keys); see solved puzzles marked on the practice page
and the marks cleared again. Expected texts come from the engine and catalogs in CPython.
All pages share one browser context, so Python starts once (the shared worker).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from _browserkit import START_TIMEOUT_MS
from _sitekit import LANGS, REPO, lang_prefix
from dominorules import bridge
from dominorules.core.moves import Move
from dominorules.features.tutorial import QUESTIONS, Example, position, seat_of, solution, state
from dominorules.features.tutorial import hint as engine_hint
from dominorules.words.i18n import translate
from dominosite.tutorials import load_all

ENTRIES = load_all(REPO / "tutorials")
TUTORIALS = {k: v.tutorial for k, v in ENTRIES.items()}
STEP_MS = 20_000


def first(question):
    found = sorted((t for t in TUTORIALS.values() if t.question == question),
                   key=lambda t: (t.difficulty, t.id))
    return found[0]


# every puzzle kind, and every language at least once
SAMPLE = [(first(q), LANGS[i % len(LANGS)]) for i, q in enumerate(QUESTIONS)]
EXAMPLES = sorted((t for t in TUTORIALS.values() if isinstance(t, Example) and len(t.steps) >= 4),
                  key=lambda t: t.id)



def listed(items: list[str], lang: str) -> str:
    """Items as a list in ``lang``: "a and b", "a, b and c" (English with the serial comma)."""
    word = {"en": "and", "sv": "och", "de": "und", "nb": "og"}[lang]
    if len(items) <= 2:
        return f" {word} ".join(items)
    return ", ".join(items[:-1]) + ("," if lang == "en" else "") + f" {word} {items[-1]}"


def open_tutorial(context, base_url, tutorial, lang):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(f"{base_url}{lang_prefix(lang)}practice/{tutorial.system}/#{tutorial.id}")
    section = page.locator(f"section#{tutorial.id}")
    section.locator(".domino-tutorial__ui").wait_for(state="visible")
    return page, section


def wait_answers(page, tutorial, n):
    page.wait_for_selector(f'section#{tutorial.id}[data-answers="{n}"]', timeout=START_TIMEOUT_MS)


def click_move(section, move: Move):
    if move.kind != "play":
        section.locator(f".domino-tutorial__{move.kind}").click()
        return
    section.locator(f'.domino-tutorial__tile[data-tile="{move.tile}"]').click()
    chooser = section.locator(".domino-tutorial__choose")
    if chooser.is_visible():
        chooser.locator(f".domino-tutorial__end-{move.end}").click()


def give(section, tutorial, reply):
    """Enter a reply by clicking, as a reader would, and press Check."""
    q = tutorial.question
    if q == "play-to-win":
        click_move(section, reply)
        return
    if q == "playable":
        for tile in reply:
            section.locator(f'.domino-tutorial__tile[data-tile="{tile}"]').click()
    elif q in ("opener", "winner", "target"):
        seat = reply[0] if q == "winner" else reply
        section.locator(f'[role="radio"][data-seat="{"none" if seat is None else seat}"]').click()
        if q == "winner" and tutorial.rules.scores_points and seat is not None:
            section.locator("input").fill(str(reply[1]))
    elif q == "pips":
        section.locator("input").fill(str(reply))
    elif q == "action":
        for action in reply:
            section.locator(f'[data-action="{action}"]').click()
    section.locator(".domino-tutorial__check").click()


def right_and_wrong(tutorial):
    answer, q = tutorial.answer, tutorial.question
    right: Any  # each question has its own kind of answer
    wrong: Any
    if q == "playable":
        game = position(tutorial)
        extra = [str(t) for t in game.hands[game.to_move] if t not in answer]
        right = sorted(map(str, answer))
        return right, (right + extra[:1] if extra else right[1:])
    if q == "opener":
        return answer, (answer + 1) % position(tutorial).players
    if q == "pips":
        return answer, answer + 1
    if q == "winner":
        right = (answer.winners[0] if answer.winners else None, answer.points)
        wrong = (right[0], right[1] + 1) if answer.winners else (0, 5)
        return right, wrong
    if q == "action":
        return sorted(answer), sorted({"play", "draw", "pass"} - answer)[:1]
    if q == "target":
        players = len(tutorial.end["hands"]) if tutorial.end else position(tutorial).players
        return (answer[0] if answer else None), (None if answer else players - 1)
    wrong = next(m for m in position(tutorial).legal_moves() if m not in answer)
    return sorted(answer)[0], wrong


def engine_reply(tutorial, value):
    """The reply the page sends for what `give` enters (the points only where they are asked)."""
    q = tutorial.question
    if q == "playable":
        return {"tiles": value}
    if q in ("opener", "target"):
        return {"seat": value}
    if q == "winner":
        seat, points = value
        return {"seat": seat, "points": points if seat is not None and tutorial.rules.scores_points else None}
    if q == "pips":
        return {"pips": value}
    if q == "action":
        return {"actions": value}
    return {"move": value.to_json()}


@pytest.mark.parametrize(("tutorial", "lang"), SAMPLE, ids=[f"{t.question}-{lang}" for t, lang in SAMPLE])
def test_solve_a_puzzle_by_clicking_after_a_wrong_answer(context, base_url, tutorial, lang):
    page, section = open_tutorial(context, base_url, tutorial, lang)
    status = section.locator(".domino-tutorial__status")
    assert section.locator(".domino-tutorial__question").text_content() == \
        translate(f"ui.question.{tutorial.question}", lang, {"player": seat_of(tutorial) + 1})
    right, wrong = right_and_wrong(tutorial)

    # no seat marked as to move (walk N4); the open ends as the engine says them, where there is a line
    figure = section.locator(".domino-tutorial__figure").text_content()
    assert not any(translate("ui.to_move", lang, {"player": p + 1}) in figure for p in range(4))
    shown = bridge.handle({"op": "tutorial_state", "tutorial": ENTRIES[tutorial.id].data, "lang": lang})
    ends = section.locator(".domino-tutorial__ends")
    if shown["open_ends"]:
        assert ends.is_visible()
        assert ends.text_content() == shown["open_ends"]["text"]
    else:
        assert ends.is_hidden()
    # the position for screen readers: the engine's sentences, one paragraph each
    spoken = section.locator(".domino-sr p").all_text_contents()
    assert spoken == [said["text"] for said in shown["spoken"]]
    assert len(spoken) >= 2

    give(section, tutorial, wrong)
    wait_answers(page, tutorial, 1)
    assert section.get_attribute("data-feedback") == "wrong"
    # one message from the engine: "not right yet", this puzzle's advice and the engine's reason
    graded = bridge.handle({"op": "tutorial_grade", "tutorial": ENTRIES[tutorial.id].data, "lang": lang,
                            "reply": engine_reply(tutorial, wrong)})
    assert graded["correct"] is False
    assert status.text_content() == graded["feedback_text"]["text"]
    assert status.is_visible()
    assert translate(f"tutorial.{tutorial.id}.wrong", lang) in status.text_content()

    section.locator(".domino-tutorial__hint-button").click()
    hint = translate(f"tutorial.{tutorial.id}.hint", lang)
    assert section.locator(".domino-tutorial__hint").first.text_content() == hint
    # shown once: the status line says it to a screen reader only, it takes no room on screen
    status = section.locator(".domino-tutorial__status")
    assert status.text_content() == hint
    assert status.bounding_box()["height"] <= 1
    if tutorial.question == "play-to-win":  # pressed again, the engine names a best move
        section.locator(".domino-tutorial__hint-button").click()
        best = section.locator(".domino-tutorial__best-hint")
        best.wait_for(timeout=STEP_MS)
        [said] = engine_hint(tutorial)
        assert best.is_visible()
        assert best.text_content() == translate(said, lang)
        named = engine_hint(tutorial)[0].params.get("tile")
        assert named is None or any(str(m.tile) == named for m in tutorial.answer)
    section.locator(".domino-tutorial__again").click()

    give(section, tutorial, right)
    wait_answers(page, tutorial, 2)
    assert section.get_attribute("data-feedback") == "right"
    assert status.text_content() == translate("feedback.right", lang)
    assert status.is_visible()
    assert section.locator(".domino-tutorial__solved").is_visible()

    section.locator(".domino-tutorial__solution-button").click()
    expected = [translate(m, lang) for m in solution(tutorial)]
    page.wait_for_selector(f"section#{tutorial.id} .domino-tutorial__solution li", timeout=STEP_MS)
    assert section.locator(".domino-tutorial__solution li").all_text_contents() == expected
    assert section.locator(".domino-tutorial__solution").is_visible()
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_step_through_an_example_forward_and_back(context, base_url, lang):
    tutorial = EXAMPLES[LANGS.index(lang) % len(EXAMPLES)]
    page, section = open_tutorial(context, base_url, tutorial, lang)
    nxt, back = section.locator(".domino-tutorial__next"), section.locator(".domino-tutorial__back")
    assert nxt.text_content() == translate("ui.next", lang)
    assert back.is_disabled()
    for step in (1, 2, 3):
        nxt.click()
        page.wait_for_selector(f'section#{tutorial.id}[data-step="{step}"]', timeout=START_TIMEOUT_MS)
    back.click()
    page.wait_for_selector(f'section#{tutorial.id}[data-step="2"]', timeout=STEP_MS)
    shown = state(tutorial, 2)
    expected = ([translate(shown["opening"], lang)] if shown["opening"] else []) + \
        [translate(m, lang) for m in shown["explained"]]
    assert section.locator(".domino-tutorial__log li").all_text_contents() == expected
    placed = section.locator(".domino-position__line li").evaluate_all(
        "els => els.map(e => e.dataset.tile)")
    assert placed == shown["line"]
    # each face-up hand read out as the language lists things (review 6 S1), by hand: "a, b and c"
    said = section.locator(".domino-position__hand-tiles").evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    assert said == [listed(hand, lang) for hand in shown["hands"] if hand]
    nxt.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(f'section#{tutorial.id}[data-step="3"]', timeout=STEP_MS)
    page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f'section#{tutorial.id}[data-step="2"]', timeout=STEP_MS)
    assert section.locator(".domino-tutorial__counter").text_content() == \
        translate("ui.step", lang, {"step": 2, "total": len(tutorial.steps)})
    assert page.errors == []
    page.close()


def test_the_practice_page_marks_solved_puzzles_and_forgets_them(context, base_url):
    page = context.new_page()
    page.goto(f"{base_url}{lang_prefix('de')}practice/")
    solved = {t.id for t, _ in SAMPLE}
    marks = page.locator(".domino-practice__item.is-solved")
    marks.first.wait_for()
    assert marks.first.locator(".domino-practice__mark").text_content() == translate("ui.solved_mark", "de")
    assert solved <= set(marks.evaluate_all("els => els.map(e => e.dataset.id)"))
    total = sum(t.kind == "puzzle" for t in TUTORIALS.values())
    progress = page.locator(".domino-practice__progress")
    assert progress.text_content().startswith(
        translate("ui.progress", "de", {"solved": len(solved), "total": total}))
    reset = page.locator(".domino-practice__reset")
    # it asks first: saying no keeps everything
    asked: list[str] = []

    def answer(dialog, accept):
        asked.append(dialog.message)
        dialog.accept() if accept else dialog.dismiss()

    page.once("dialog", lambda d: answer(d, False))
    reset.click()
    assert asked == [translate("ui.reset_confirm", "de")]
    assert solved <= set(marks.evaluate_all("els => els.map(e => e.dataset.id)"))
    page.once("dialog", lambda d: answer(d, True))
    reset.click()
    assert len(asked) == 2
    assert page.locator(".domino-practice__item.is-solved").count() == 0
    assert reset.is_hidden()  # nothing left to forget
    # the news and the count in one message
    assert progress.text_content() == translate("ui.progress_cleared", "de", {"solved": 0, "total": total})
    stored = page.evaluate("() => localStorage.getItem('dominorules.progress.v1')")
    assert stored is None or json.loads(stored) == {}
    page.reload()
    progress.wait_for()
    page.wait_for_function("() => document.querySelector('.domino-practice__progress').textContent !== ''")
    assert reset.is_hidden()  # at 0 solved there is no button to forget with
    page.close()


def test_a_winner_answer_is_sent_as_the_engines_data_says(context, base_url):
    # #37 L11: the page decided itself that "nobody" is sent without points; it sends each answer as
    # the embedded data says (points_with). Here the data is changed to ask points with "nobody":
    # the page then asks for them; with the data as built, "nobody" is checked without points.
    tutorial = TUTORIALS["draw-blocked-tie"]  # a tie in the draw game: nobody wins (the answer)
    # a context of its own without the site's service worker, which would answer past the route
    own = context.browser.new_context(service_workers="block")
    page = own.new_page()
    url = f"{base_url}{lang_prefix('nb')}practice/{tutorial.system}/"

    def changed(route):
        html = route.fetch().text()
        start = html.index(f'id="{tutorial.id}"')
        built = '"points_with": [true, true, true, false]'  # three players, then "nobody"
        at = html.index(built, start)
        route.fulfill(body=html[:at] + '"points_with": [true, true, true, true]' + html[at + len(built):],
                      content_type="text/html")

    page.route(url, changed)
    page.goto(f"{url}#{tutorial.id}")
    section = page.locator(f"section#{tutorial.id}")
    section.locator(".domino-tutorial__ui").wait_for(state="visible")
    section.locator('[role="radio"][data-seat="none"]').click()
    section.locator(".domino-tutorial__check").click()
    page.wait_for_selector(f'section#{tutorial.id}[data-feedback="missing"]', timeout=START_TIMEOUT_MS)
    status = section.locator(".domino-tutorial__status")
    assert status.text_content() == translate("ui.enter_points", "nb", {})
    assert section.get_attribute("data-answers") in (None, "0")  # nothing was sent
    own.close()

    page, section = open_tutorial(context, base_url, tutorial, "nb")
    section.locator('[role="radio"][data-seat="none"]').click()
    section.locator(".domino-tutorial__check").click()
    wait_answers(page, tutorial, 1)
    assert section.get_attribute("data-feedback") == "right"
    assert not page.errors
