"""What a new reader trips over (issue 16), in a real browser, in every language.

Winner puzzles say what is missing or wrong (and ask no points where the game scores none);
the radio choices move with the arrow keys; "Which end?" can be cancelled with its button and
with Escape; after "Deal and play" the focus is on the board, and a game without drawing has no
Draw button; a board is a few key presses from the top of its page; the settler says which
fact is missing instead of "cannot happen"; the language switch keeps the query and the
anchor; a hand won by going out says who won; on a 360×740 phone the hand and the line's
open ends are on the screen together, and the settler's verdicts are cards.
Expected texts come from the catalogs and the engine in CPython.
"""

from __future__ import annotations

import json
from typing import Any, cast
from urllib.parse import urlsplit

import pytest
from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS, assert_all_local, sent
from _sitekit import LANGS, lang_prefix
from dominorules.bridge import handle_json
from dominorules.words.i18n import translate
from dominorules.words.message import Listing, Message
from test_browser_play import BOARD, BUSY, SNAPSHOT, VERSION, board_state, both_ends_path, wait_version


def call(**request) -> dict[str, Any]:
    return cast(dict[str, Any], json.loads(handle_json(json.dumps(request))))


def open_page(context, url):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(url)
    return page


def focused(page, selector: str) -> bool:
    return cast(bool, page.evaluate(
        f"() => !!document.activeElement && document.activeElement.matches({selector!r})"))


def start(page) -> None:
    page.locator(".domino-play__start").click()
    page.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)


def follow(page, moves: list[dict[str, Any]]) -> None:
    """Play ``moves`` (the reader's, as the engine lists them) by clicking."""
    for move in moves:
        version = board_state(page)["version"]
        if move["kind"] == "play":
            page.get_by_role("button", name=move["tile"], exact=True).click()
            chooser = page.locator(".domino-play__choose")
            if chooser.is_visible():
                name = translate("ui.left_end" if move["end"] == "left" else "ui.right_end",
                                 page.evaluate(f"() => {BOARD}.lang"))
                chooser.get_by_role("button", name=name, exact=True).click()
        else:
            page.locator(f".domino-play__{move['kind']}").click()
        wait_version(page, version)


# --------------------------------------------------------------------------- puzzles


def open_puzzle(context, base_url, system, tid, lang):
    page = open_page(context, f"{base_url}{lang_prefix(lang)}practice/{system}/#{tid}")
    section = page.locator(f"section#{tid}")
    section.locator(".domino-tutorial__ui").wait_for(state="visible")
    return page, section


def check_and_wait(page, section, tid, answers):
    section.locator(".domino-tutorial__check").click()
    page.wait_for_selector(f'section#{tid}[data-answers="{answers}"]', timeout=START_TIMEOUT_MS)
    return section.locator(".domino-tutorial__status").text_content()


@pytest.mark.parametrize("lang", LANGS)
def test_a_winner_puzzle_says_which_part_is_missing_or_wrong(context, base_url, lang):
    # the block game scores no points (RULES.md R-block-out-points, R-block-blocked-points): only
    # "who wins?" is asked. Player 4 has the lowest total (10 pips against 12, 12 and 15) and wins.
    tid = "block-winner-lowest-total"
    page, section = open_puzzle(context, base_url, "block", tid, lang)
    status = section.locator(".domino-tutorial__status")
    assert section.locator("input").count() == 0, "a game without points asks for points"
    section.locator(".domino-tutorial__check").click()
    assert status.text_content() == translate("ui.choose_answer", lang)
    assert section.get_attribute("data-answers") is None  # nothing was graded

    # the radio choices: one Tab stop, the arrow keys move and choose (wrapping round)
    radios = section.locator('[role="radio"]')
    assert radios.evaluate_all("els => els.map(e => e.tabIndex)") == [0] + [-1] * (radios.count() - 1)
    radios.first.focus()
    page.keyboard.press("ArrowRight")
    assert radios.nth(1).get_attribute("aria-checked") == "true"
    assert focused(page, '[data-seat="1"]')
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")  # from the first to the last: nobody
    assert radios.last.get_attribute("aria-checked") == "true"
    assert focused(page, '[data-seat="none"]')
    assert radios.evaluate_all("els => els.filter(e => e.tabIndex === 0).length") == 1
    checked = "els => els.filter(e => e.getAttribute('aria-checked') === 'true').length"
    assert radios.evaluate_all(checked) == 1

    section.locator('[role="radio"][data-seat="0"]').click()
    text = check_and_wait(page, section, tid, 1)
    # one message: not right yet, this puzzle's advice, the engine's reason
    assert text == translate(Message("feedback.wrong-because", {
        "advice": Message(f"tutorial.{tid}.wrong", {}), "because": Message("feedback.winner", {})}), lang)
    assert translate("feedback.winner", lang) in text
    section.locator('[role="radio"][data-seat="3"]').click()
    assert check_and_wait(page, section, tid, 2) == translate("feedback.right", lang)
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_winner_puzzle_with_points_asks_for_them(context, base_url, lang):
    # the draw game: Player 3 goes out and scores the others' pips, 9 + 11 = 20 (RULES.md R-draw-out-points)
    tid = "draw-out-points"
    page, section = open_puzzle(context, base_url, "draw", tid, lang)
    status = section.locator(".domino-tutorial__status")
    section.locator('[role="radio"][data-seat="2"]').click()
    section.locator(".domino-tutorial__check").click()
    assert status.text_content() == translate("ui.enter_points", lang)
    assert section.get_attribute("data-answers") is None
    section.locator("input").fill("19")
    text = check_and_wait(page, section, tid, 1)
    assert translate("feedback.points", lang) in text
    assert translate("feedback.winner", lang) not in text
    section.locator("input").fill("20")
    assert check_and_wait(page, section, tid, 2) == translate("feedback.right", lang)
    assert page.errors == []
    page.close()


# --------------------------------------------------------------------------- the play board

BOARD_RULES = {"en": "block", "sv": "draw", "de": "pagat-draw", "nb": "block"}


@pytest.mark.parametrize("lang", LANGS)
def test_which_end_can_be_cancelled_and_the_focus_starts_on_the_board(context, base_url, lang):
    rules = BOARD_RULES[lang]
    seed, path, tile = both_ends_path(rules)
    page = open_page(context, f"{base_url}{lang_prefix(lang)}rules/{rules}/?seed={seed}")
    start(page)
    # the Start button is gone: the focus is on the first playable tile (or the hand's heading)
    assert page.locator(".domino-play__start").is_hidden()
    assert focused(page, ".domino-play__tile.is-legal, .domino-play__heading")
    preset = next(p for p in call(op="presets")["presets"] if p["id"] == rules)
    draws = preset["undealt"] == "boneyard" and preset["draw"] != "none"
    assert page.locator(".domino-play__draw").is_visible() == draws, "Draw shown in a game without drawing"
    follow(page, path)
    version = board_state(page)["version"]
    button = page.get_by_role("button", name=tile, exact=True)
    chooser = page.locator(".domino-play__choose")

    button.click()
    assert chooser.is_visible()
    cancel = chooser.get_by_role("button", name=translate("ui.cancel", lang), exact=True)
    assert cancel.is_enabled()
    cancel.click()
    assert chooser.is_hidden()
    assert focused(page, f'.domino-play__tile[data-tile="{tile}"]')

    button.click()
    assert chooser.is_visible()
    page.keyboard.press("Escape")
    assert chooser.is_hidden()
    assert focused(page, f'.domino-play__tile[data-tile="{tile}"]')
    # the focus ring does not look like the orange "playable" outline: dashed, another colour, outside it
    ring = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
        return [s.outlineStyle, s.outlineColor, s.borderTopColor, parseFloat(s.outlineOffset)]; }""")
    assert ring[0] == "dashed", ring
    assert ring[1] != ring[2], ring
    assert ring[3] >= 4, ring
    assert board_state(page)["version"] == version  # nothing was played
    assert tile in board_state(page)["hand"]
    assert page.errors == []
    page.close()


def going_out_path(rules: str = "block") -> tuple[int, list[dict[str, Any]], dict[str, Any]]:
    """A seed and the reader's moves (always the first legal one) after which a player goes out."""
    for seed in range(1, 200):
        # (as the board asks: every deal is a match's first hand, match={})
        snap, path = call(op="new", rules=rules, players=2, seed=seed, human=0, match={}), []
        while not snap["over"]:
            move = snap["legal"][0]
            path.append(move)
            snap = call(op="move", record=snap["record"], human=0, move=sent(move))
        if min(snap["hand_sizes"]) == 0:
            return seed, path, snap
    raise AssertionError("no deal that ends with a player going out")


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_won_by_going_out_says_who_won(context, base_url, lang):
    seed, path, final = going_out_path()
    winner = final["hand_sizes"].index(0)
    page = open_page(context, f"{base_url}{lang_prefix(lang)}rules/block/?seed={seed}")
    start(page)
    follow(page, path)
    assert board_state(page)["over"]
    lines = page.locator(".domino-play__outcome-list li").all_text_contents()
    said = translate("end.out", lang, {"player": winner + 1})
    assert said in lines, (said, lines)
    if lang == "en":
        assert said == f"Player {winner + 1} played their last tile and wins."
    else:
        assert said != translate("end.out", "en", {"player": winner + 1})
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_is_a_few_keys_from_the_top(context, base_url, lang):
    page = open_page(context, f"{base_url}{lang_prefix(lang)}rules/block/")
    start_button = ".domino-play__start"
    keys = 0
    while not focused(page, start_button) and keys < 10:
        # a skip link (Material's "Skip to content", then the page's own "to the board") is followed
        if focused(page, "a.md-skip, .domino-skip a"):
            page.keyboard.press("Enter")
        else:
            page.keyboard.press("Tab")
        keys += 1
    assert focused(page, start_button), f"{keys} keys and the board is not reached"
    assert keys <= 8, keys
    assert page.locator(".domino-skip a").text_content() == translate("ui.skip_to_board", lang)
    page.close()


# --------------------------------------------------------------------------- the settler

LOCKER = "k=end&p=2&h=2-1_6-6"  # blocked: 2-1 against 6-6; who placed the last tile is not said


def settler_answers(page):
    page.wait_for_selector(".domino-settler__table tbody tr", timeout=START_TIMEOUT_MS)
    return dict(page.locator(".domino-settler__table tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.rules, r.querySelector('.domino-settler__answer').textContent])"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_settler_says_which_fact_is_missing(context, base_url, lang):
    page = open_page(context, f"{base_url}{lang_prefix(lang)}settle/?{LOCKER}")
    shown = settler_answers(page)
    # the two systems where the last mover loses (RULES.md R-*-blocked-winner) need to know who that was
    for system in ("block-locker-loses", "draw-until-playable"):
        assert shown[system] == translate("ui.settle.depends_last", lang), (system, shown[system])
        why = page.locator(f'tr[data-rules="{system}"] .domino-settler__reasons').text_content()
        assert translate("settle.last-unknown", lang) in why
        assert translate("error.last-needed", lang) not in why
    impossible = translate("ui.settle.not_possible", lang)
    # the only system where this cannot happen is the partnership game (exactly 4 players)
    assert [system for system, text in shown.items() if text == impossible] == ["partnership"]
    assert page.errors == []
    page.close()


def hover_language_menu(page):
    page.locator(".md-header .md-select").first.hover()


LANG_NEXT = dict(zip(LANGS, LANGS[1:] + LANGS[:1], strict=True))


@pytest.mark.parametrize("lang", LANGS)
def test_the_language_switch_keeps_the_query_and_the_anchor(context, base_url, lang):
    other = LANG_NEXT[lang]
    page = open_page(context, f"{base_url}{lang_prefix(lang)}settle/?{LOCKER}&last=1")
    before = settler_answers(page)
    query = urlsplit(page.url).query
    hover_language_menu(page)
    page.locator(f'.md-header a.md-select__link[hreflang="{other}"]').click()
    page.wait_for_url(f"**/{lang_prefix(other)}settle/?*", timeout=STEP_TIMEOUT_MS)
    assert urlsplit(page.url).path == f"/{lang_prefix(other)}settle/"
    assert urlsplit(page.url).query == query
    after = settler_answers(page)
    assert set(after) == set(before)
    # Player 1 placed the last tile and loses where the last mover loses: Player 2 wins
    assert after["block-locker-loses"] == translate(Message("win.players", {"players": Listing((2,))}), other)

    page.goto(f"{base_url}{lang_prefix(lang)}rules/block/#try")
    hover_language_menu(page)
    page.locator(f'.md-header a.md-select__link[hreflang="{other}"]').click()
    page.wait_for_url(f"**/{lang_prefix(other)}rules/block/#try", timeout=STEP_TIMEOUT_MS)
    assert page.errors == []
    page.close()


# --------------------------------------------------------------------------- a phone


@pytest.fixture(scope="module")
def phone(browser):
    ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    ctx.requests = []
    ctx.on("request", lambda r: ctx.requests.append(r.url))
    yield ctx
    assert_all_local(ctx.requests)
    ctx.close()


IN_VIEW = """els => {
  const top = document.querySelector('.md-header').getBoundingClientRect().bottom;
  return els.filter(e => {
    const r = e.getBoundingClientRect();
    return !(r.top >= top && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth);
  }).map(e => e.className + ' ' + (e.dataset.tile || ''));
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_on_a_phone_the_hand_and_the_open_ends_are_in_view_together(phone, base_url, lang):
    page = open_page(phone, f"{base_url}{lang_prefix(lang)}rules/block/?seed={3 + LANGS.index(lang)}")
    start(page)
    for turn in range(3):  # after the deal and after each of the reader's next moves
        s = board_state(page)
        if s["line"]:
            watched = page.locator(".domino-play__ends, .domino-play__hand .domino-play__tile")
            outside = watched.evaluate_all(IN_VIEW)
            assert outside == [], f"turn {turn}: out of view at 360×740: {outside}"
            [left, right] = page.evaluate(f"() => {SNAPSHOT}.ends")
            assert page.locator(".domino-play__ends").text_content() == \
                translate("ui.open_ends", lang, {"left": left, "right": right})
        if s["over"] or not s["legalButtons"]:
            break
        follow(page, [next(m for m in page.evaluate(f"() => {SNAPSHOT}.legal") if m["kind"] == "play")])
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_phone_the_settler_shows_one_card_per_system(phone, base_url, lang):
    page = open_page(phone, f"{base_url}{lang_prefix(lang)}settle/?{LOCKER}&last=1")
    settler_answers(page)
    boxes = page.locator(".domino-settler__table tbody tr").evaluate_all("""rows => rows.map(r => {
      const box = (e) => e.getBoundingClientRect();
      return {display: getComputedStyle(r).display, name: box(r.querySelector('th')),
              verdict: box(r.querySelector('.domino-settler__answer')),
              why: box(r.querySelector('td:last-child')), row: box(r)};
    })""")
    assert len(boxes) >= 7
    for b in boxes:
        assert b["display"] == "block"
        # the system's name, then its verdict, then the reasons, each under the other
        assert b["name"]["bottom"] <= b["verdict"]["top"] + 1
        assert b["verdict"]["bottom"] <= b["why"]["top"] + 1
        assert b["row"]["right"] <= 360
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
    assert page.errors == []
    page.close()
