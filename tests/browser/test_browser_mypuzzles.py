"""Your own mistakes as puzzles (issue 38), in a real browser: a hand with a deliberate mistake
(the reader lays the lightest tile that fits, every turn), its review keeps the puzzle the engine
makes of it, "Your puzzles" lists it, the reader misses it once and then solves it, and it is
there after a reload and offline. The expected puzzle and every sentence come from the engine
called from CPython on the same hand; the test waits on the blocks' data-state, never on time.
"""

from __future__ import annotations

import base64
import json
import random
from typing import Any, cast

from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS, assert_all_local
from dominorules import PRESETS, Game
from dominorules.bridge import handle
from dominorules.formats.record import to_record
from dominorules.players.levels import choose
from dominorules.players.mistake_puzzle import read_puzzle
from dominorules.words.i18n import translate
from test_browser_phone import wait_engine_kept

RULES, SEED, LANG = "block", 0, "de"
PUZZLES = ".domino-mypuzzles"


def lightest(snapshot: dict[str, Any]) -> dict[str, Any]:
    """The deliberate mistake: always the lightest tile that fits (else draw, else pass)."""
    plays = [m for m in snapshot["legal"] if m["kind"] == "play"]
    move = min(plays, key=lambda m: sum(map(int, m["tile"].split("-")))) if plays else snapshot["legal"][0]
    return {"kind": move["kind"], "tile": move["tile"], "end": move["end"]}


def played_hand() -> dict[str, Any]:
    snap = handle({"op": "new", "rules": RULES, "players": 2, "human": 0, "seed": SEED, "level": "beginner",
                   "lang": LANG})
    while not snap["over"]:
        snap = handle({"op": "move", "record": snap["record"], "human": 0, "move": lightest(snap),
                       "seed": SEED, "level": "beginner", "lang": LANG})
    return cast(dict[str, Any], snap["record"])


def review_code(record: dict[str, Any]) -> str:
    text = json.dumps({"record": record, "human": 0, "seed": SEED})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def state(page) -> str:
    return cast(str, page.evaluate(f"() => document.querySelector('{PUZZLES}').dataset.state"))


def wait_state(page, wanted: str) -> None:
    page.wait_for_selector(f'{PUZZLES}[data-state="{wanted}"]', timeout=START_TIMEOUT_MS)


def test_a_mistake_of_my_own_hand_comes_back_as_a_puzzle_and_stays_offline(browser, own_site):
    _, url = own_site
    record = played_hand()
    review = handle({"op": "review", "record": record, "human": 0, "seed": SEED, "lang": LANG})
    assert len(review["puzzles"]) == 1, review["puzzles_said"]
    puzzle = review["puzzles"][0]
    said = {m: handle({"op": "mistake", "puzzle": puzzle, "lang": LANG, "reply": puzzle[m]})
            for m in ("played", "best")}
    context = browser.new_context()
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    page.goto(f"{url}de/rules/{RULES}/?review={review_code(record)}")
    page.wait_for_selector(".domino-review[data-state=ready]", timeout=START_TIMEOUT_MS)
    line = page.locator(".domino-review__puzzles")
    assert line.text_content().startswith(review["puzzles_said"]["text"])
    # the engine's one sentence with its link (review 6 S2), in the catalog's words
    link_words = translate("mistake.puzzles-link", LANG)
    assert line.text_content() == translate("mistake.count-linked", LANG, {"count": 1, "link": link_words})
    link = line.locator("a")
    assert link.text_content() == link_words
    link.click()

    page.wait_for_url("**/de/my-puzzles/")
    wait_state(page, "list")
    item = page.locator(".domino-mypuzzles__item")
    assert item.count() == 1
    assert item.get_attribute("data-status") == "new"
    assert translate("preset.block.name", LANG) in item.text_content()
    item.locator(".domino-mypuzzles__try").click()
    wait_state(page, "puzzle")
    view = page.locator(".domino-mypuzzles__puzzle")
    earlier = view.locator(".domino-mypuzzles__earlier")
    assert not earlier.is_visible()  # the move of the game would give the answer away (fresh walk N2)
    # the position as the reader saw it: the other hand face down
    assert view.locator(".domino-position__hand").nth(1).locator("svg").count() == 0

    move_text = {m: next(x["text"] for x in said[m]["legal"] if {k: x[k] for k in ("kind", "tile", "end")}
                         == puzzle[m]) for m in ("played", "best")}
    view.get_by_role("button", name=move_text["played"], exact=True).click()  # the same mistake again
    page.wait_for_selector('.domino-mypuzzles__puzzle[data-result="wrong"]', timeout=STEP_TIMEOUT_MS)
    assert earlier.is_visible()
    assert earlier.text_content() == said["played"]["earlier"]["text"]
    assert view.locator(".domino-mypuzzles__feedback").text_content() == said["played"]["feedback"][0]["text"]
    view.get_by_role("button", name=move_text["best"], exact=True).click()
    page.wait_for_selector('.domino-mypuzzles__puzzle[data-result="right"]', timeout=STEP_TIMEOUT_MS)
    assert said["best"]["feedback"][1]["text"] in view.locator(".domino-mypuzzles__feedback").text_content()

    page.reload()
    wait_state(page, "list")
    assert page.locator(".domino-mypuzzles__item").get_attribute("data-status") == "after"
    wait_engine_kept(page)

    context.set_offline(True)
    page.reload()
    wait_state(page, "list")
    assert page.locator(".domino-mypuzzles__item").get_attribute("data-status") == "after"
    page.locator(".domino-mypuzzles__try").click()
    wait_state(page, "puzzle")  # the engine answers offline
    assert page.evaluate(f"() => document.querySelector('{PUZZLES}').dataset.count") == "1"
    context.close()
    assert_all_local(requests)


def test_a_move_as_good_as_the_best_solves_the_puzzle_too(browser, own_site):
    """A puzzle accepts every answer the engine found as good as the best (``also``): the page
    keeps it, sends it back as it is, and shows the engine's grading. The engine makes such
    puzzles where two moves are equally good (tests/engine/test_mistakes.py); here a kept puzzle
    of a club player's hand (block, seed 5: three moves to choose from) carries its third move
    as one, as the page would keep it."""
    _, url = own_site
    rng, game = random.Random(5), Game.deal(PRESETS["block"], 2, 5)
    while game.ended is None:
        game.play(choose(game, game.to_move, "club" if game.to_move == 0 else "strong", rng))
    review = handle({"op": "review", "record": to_record(game), "human": 0, "seed": 5, "lang": LANG})
    data = review["puzzles"][0]
    position, read = read_puzzle(data)
    [third] = [m for m in position.legal_moves() if m not in (read.best, read.played)]
    puzzle = {**data, "also": [third.to_json()], "also_in": [data["deals"]]}
    said = handle({"op": "mistake", "puzzle": puzzle, "lang": LANG, "reply": third.to_json()})
    assert said["correct"] is True
    text = next(m["text"] for m in said["legal"] if m["tile"] == str(third.tile) and m["end"] == third.end)
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{url}de/my-puzzles/")
    wait_state(page, "list")
    kept = {"version": 1, "turn": 0, "puzzles": [{"puzzle": puzzle, "added": "2026-12-05T00:00:00.000Z",
                                                   "status": "new", "due": 0}]}
    page.evaluate("(kept) => localStorage.setItem('domino-puzzles', JSON.stringify(kept))", kept)
    page.reload()
    wait_state(page, "list")
    page.locator(".domino-mypuzzles__try").click()
    wait_state(page, "puzzle")
    view = page.locator(".domino-mypuzzles__puzzle")
    view.get_by_role("button", name=text, exact=True).click()
    page.wait_for_selector('.domino-mypuzzles__puzzle[data-result="right"]', timeout=STEP_TIMEOUT_MS)
    assert said["feedback"][0]["text"] in view.locator(".domino-mypuzzles__feedback").text_content()
    page.reload()
    wait_state(page, "list")
    assert page.locator(".domino-mypuzzles__item").get_attribute("data-status") == "first"
    context.close()
