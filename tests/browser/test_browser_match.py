"""The board's opponents, matches, hint and review in a real browser (Debian's Chromium).

With the keyboard only (Tab, Enter, the arrow keys): choose the computer players' level (kept
for the next visit), play a short match against the strong level to its end (a draw game with
a low target from the page's address), ask for a hint, open the review of the last hand, and
compare its rows with the engine's own review of the same record, called from CPython; the
review's shared link, opened in a fresh browser context, shows the same review. The test waits
for states the board sets on its root (data-state, data-hand, data-match, data-hint, the
review's data-state and data-step), never for durations.
"""

from __future__ import annotations

import base64
import json
from typing import Any, cast

import pytest
import test_browser_a11y as a11y
from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS, assert_all_local
from _sitekit import LANGS, lang_prefix
from dominorules.bridge import handle_json
from dominorules.formats.record import game_from_record
from dominorules.words.i18n import translate

ROOT = ".domino-play"
BOARD = f"document.querySelector('{ROOT}').dataset"
# the board's states, as the block publishes them in data-* attributes (blocks/play/play.ts): the
# boards drawn so far, whether the engine is working, the moves it refused, its last reply
VERSION = f"Number({BOARD}.version)"
BUSY = f"({BOARD}.busy === '1')"
REFUSALS = f"Number({BOARD}.refusals)"
SNAPSHOT = f"JSON.parse({BOARD}.reply || 'null')"


def call(**request) -> dict[str, Any]:
    """The engine's answer in CPython, exactly as the page's worker would get it."""
    reply = json.loads(handle_json(json.dumps(request)))
    assert reply["ok"], reply
    return cast(dict[str, Any], reply)


def embedded_board(page) -> dict[str, Any]:
    """What the build gave the board in its page (contract EmbeddedBoard)."""
    return cast(dict[str, Any], json.loads(page.locator(f"{ROOT} .domino-play__data").text_content()))


def active(page) -> dict[str, Any]:
    """What has the keyboard focus: its tag, classes, type, value and text."""
    return cast(dict[str, Any], page.evaluate("""() => {
      const a = document.activeElement;
      return {tag: a.tagName, cls: a.className || '', type: a.type || '', value: a.value || '',
              text: (a.textContent || '').trim(), checked: Boolean(a.checked)};
    }"""))


def tab_to(page, selector: str, limit: int = 400) -> None:
    """Press Tab until the element matching ``selector`` has the focus (fails if it never does)."""
    for _ in range(limit):
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}; focus is on {active(page)}")


def test_level_is_chosen_with_the_keyboard_and_kept(browser, base_url):
    lang = "de"
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}{lang_prefix(lang)}rules/draw/")
        legend = page.locator(".domino-play__level legend")
        assert legend.text_content() == translate("ui.level.legend", lang)  # before the start: embedded
        labels = [t.strip() for t in page.locator(".domino-play__level label").all_text_contents()]
        assert labels == [translate(f"ui.level.{x}", lang) for x in ("beginner", "club", "strong")]
        help_text = page.locator(".domino-play__level-help").first.text_content()
        assert help_text == translate("ui.level.help", lang)
        # the default is the beginner; Tab lands on the checked radio, the arrow keys move on
        tab_to(page, ".domino-play__level input:checked")
        assert active(page)["value"] == "beginner"
        page.keyboard.press("ArrowRight")
        assert active(page)["value"] == "club"
        page.keyboard.press("ArrowRight")
        assert active(page)["value"] == "strong"
        assert active(page)["checked"]
        assert page.get_attribute(ROOT, "data-level") == "strong"
        page.reload()
        assert page.locator(".domino-play__level input:checked").get_attribute("value") == "strong"
        assert page.get_attribute(ROOT, "data-level") == "strong"
        tab_to(page, ".domino-play__level input:checked")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        assert active(page)["value"] == "beginner"
        page.goto(f"{base_url}sv/rules/block/?target=5")  # another page and language: the same level
        assert page.locator(".domino-play__level input:checked").get_attribute("value") == "beginner"
        # the block game is one hand: no target to lower (?target= is ignored there)
        assert embedded_board(page) == {"partners": False, "target": None}
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", LANGS)
def test_each_level_has_one_line_and_the_whole_help_is_behind_a_disclosure(browser, base_url, lang):
    """walk W7: on a phone the help of all three levels (about 25 lines) stood between the level
    buttons and the board. Each level has one line, which its radio button is described by; the
    whole help opens from a disclosure that the keyboard reaches."""
    ctx = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}{lang_prefix(lang)}rules/draw/")
        box = page.locator(".domino-play__level")
        for level in ("beginner", "club", "strong"):
            radio = box.locator(f"input[value={level}]")
            short = page.locator(f"#{radio.get_attribute('aria-describedby')}")
            assert short.text_content() == translate(f"ui.level.{level}_short", lang)
            assert short.is_visible()
            assert short.bounding_box()["height"] <= 3 * 22, level  # a line (two or three on a phone)
        help_text = box.locator(".domino-play__level-help").first
        assert help_text.text_content() == translate("ui.level.help", lang)
        assert not help_text.is_visible()  # behind the disclosure, closed
        # the chooser is a few lines high now: well under half the phone's screen
        assert box.bounding_box()["height"] < 740 / 2, box.bounding_box()
        summary = box.locator("details > summary")
        assert summary.text_content() == translate("ui.level.details", lang)
        tab_to(page, ".domino-play__level summary")
        page.keyboard.press("Enter")
        help_text.wait_for(state="visible")
        assert box.locator("details").evaluate("d => d.open")
    finally:
        ctx.close()


# --------------------------------------------------------------------------- a short match

RULES = "draw"
LEVEL = "strong"
TARGET = 20  # a short match (?target= on the page): the draw game scores the others' pips


def keyboard_move(snapshot: dict[str, Any]) -> dict[str, Any]:
    """The move the keyboard makes: Enter on the first highlighted tile of the hand (and on
    "left end", where the focus goes, when it fits both ends); else Draw, else Pass."""
    chosen: dict[str, Any] | None = None
    for tile in snapshot["hand"]:
        options = [m for m in snapshot["legal"] if m["kind"] == "play" and sorted(m["tile"]) == sorted(tile)]
        if options:
            chosen = next((m for m in options if m["end"] == "left"), options[0])
            break
    if chosen is None:
        kinds = {m["kind"]: m for m in snapshot["legal"]}
        chosen = kinds.get("draw") or kinds["pass"]
    return {key: chosen[key] for key in ("kind", "tile", "end")}  # as the page sends it back


def simulate(seed: int, target: int) -> list[tuple[int, dict[str, Any]]]:
    """The match the keyboard plays, in CPython, following the bridge's documented protocol (the
    match's seed with every request; each hand's deal is the engine's, from match.next):
    (the seed sent, the snapshot at its end) for every hand."""
    rules = {"preset": RULES, "target_points": {"2": target}}
    sent: dict[str, Any] = {}
    snap = call(op="new", rules=rules, players=2, human=0, seed=seed, level=LEVEL, lang="en", match=sent)
    ends = []
    for _ in range(400):
        if snap["over"]:
            ends.append((seed, snap))
            if snap["match"]["over"]:
                return ends
            sent = snap["match"]["next"]
            snap = call(op="new", rules=rules, players=2, human=0, seed=seed, level=LEVEL,
                        lang="en", match=sent)
            continue
        snap = call(op="move", record=snap["record"], human=0, move=keyboard_move(snap),
                    seed=seed, level=LEVEL, lang="en", match=sent)
    raise AssertionError("the match did not end")


def short_match() -> tuple[int, list[tuple[int, dict[str, Any]]]]:
    """A seed whose match (as the keyboard plays it) lasts two or three hands."""
    for seed in range(1, 60):
        ends = simulate(seed, TARGET)
        if 2 <= len(ends) <= 3:
            return seed, ends
    raise AssertionError("no seed gives a match of two or three hands")


# the strong player searches many deals for each of its moves: allow a machine five times slower
STRONG_TIMEOUT_MS = START_TIMEOUT_MS


def wait_board(page, after: int) -> None:
    page.wait_for_function(f"() => {VERSION} > {after} && !{BUSY}", timeout=STRONG_TIMEOUT_MS)


def version(page) -> int:
    return cast(int, page.evaluate(f"() => {VERSION}"))


def snapshot(page) -> dict[str, Any]:
    return cast(dict[str, Any], page.evaluate(f"() => {SNAPSHOT}"))


def review_rows(page) -> list[tuple[int, str, str]]:
    """(move index, verdict, the verdict's words) of every row of the review that is the reader's."""
    return cast(list[tuple[int, str, str]], page.evaluate(
        """() => [...document.querySelectorAll('.domino-review__row[data-verdict]')].map(
      (li) => [Number(li.dataset.index), li.dataset.verdict,
               li.querySelector('.domino-review__verdict').textContent])"""))


def expected_rows(review: dict[str, Any]) -> list[tuple[int, str]]:
    return [(e["index"], e["verdict"]) for e in review["entries"]]


def check_review(page, review: dict[str, Any], lang: str, record: dict[str, Any]) -> None:
    # the review solves every one of the reader's positions: allow a slow machine
    page.wait_for_selector(".domino-review[data-state=ready]", timeout=START_TIMEOUT_MS)
    rows = review_rows(page)
    assert [(i, v) for i, v, _ in rows] == expected_rows(review)
    # the rows marked are the reader's own moves (seat 0) in the hand's record
    history = game_from_record(record).history
    assert rows
    assert all(history[i].seat == 0 for i, _, _ in rows)
    assert page.locator(".domino-review__row").count() == len(history)
    for (_, verdict, words), entry in zip(rows, review["entries"], strict=True):
        assert entry["verdict_text"] in words, (words, entry)
        if verdict == "mistake":
            assert words.startswith("??"), words  # not by colour alone


class PlayedMatch:
    """A short match played with the keyboard against the strong level, once for the module's
    tests below (each checks one part of it, so that the first failure does not hide the rest):
    the page, what it showed at the end of each hand, and the same match played in CPython."""

    def __init__(self, browser) -> None:
        self.lang = "en"
        self.seed, self.played = short_match()
        self.ends = [snap for _, snap in self.played]
        self.ctx = browser.new_context()
        self.requests: list[str] = []
        self.ctx.on("request", lambda r: self.requests.append(r.url))
        self.errors: list[str] = []
        self.page = self.ctx.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.played_ends: list[dict[str, Any]] = []
        self.hand_numbers: list[str | None] = []  # data-hand at the end of each hand
        # the engine's hint, the advice shown, the tile marked
        self.hint: tuple[dict[str, Any], str, str | None] | None = None

    def start(self, base_url: str) -> None:
        page = self.page
        page.goto(f"{base_url}{lang_prefix(self.lang)}rules/{RULES}/?seed={self.seed}&target={TARGET}")
        # the build's data for the block (EmbeddedBoard): RULES.md R-draw-target: 100
        assert embedded_board(page) == {"partners": False, "target": 100}
        # the level first (a fresh visit: the beginner), then Start, all with the keyboard
        tab_to(page, ".domino-play__level input:checked")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        assert active(page)["value"] == LEVEL
        tab_to(page, ".domino-play__start")
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => {VERSION} > 0 && !{BUSY}", timeout=START_TIMEOUT_MS)

    def hand_over(self, s: dict[str, Any]) -> bool:
        """At the end of a hand: note it, and go on to the next with the keyboard; True once the
        match is over."""
        page = self.page
        self.played_ends.append(s)
        self.hand_numbers.append(page.get_attribute(ROOT, "data-hand"))
        # nothing to draw or pass once the hand is over (walk 29): no such buttons
        assert page.locator(".domino-play__pass").is_hidden()
        assert page.locator(".domino-play__draw").is_hidden()
        if page.get_attribute(ROOT, "data-match") == "over":
            return True
        # the focus went on to "Next hand" by itself
        assert "domino-play__next-hand" in active(page)["cls"], active(page)
        before = version(page)
        page.keyboard.press("Enter")
        wait_board(page, before)
        return False

    def ask_hint(self, s: dict[str, Any]) -> None:
        page = self.page
        this_seed = self.played[len(self.played_ends)][0]
        hint = call(op="hint", record=s["record"], human=0, seed=this_seed, lang=self.lang)
        tab_to(page, ".domino-play__hint-button")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{ROOT}[data-hint=shown]", timeout=STRONG_TIMEOUT_MS)
        assert json.loads(page.get_attribute(ROOT, "data-hint-move")) == hint["move"]
        marked = (page.locator(".domino-play__tile.is-suggested").get_attribute("data-tile")
                  if hint["move"]["kind"] == "play" else None)
        self.hint = (hint, page.locator(".domino-play__advice").text_content(), marked)

    def move(self, move: dict[str, Any]) -> None:
        page = self.page
        before = version(page)
        if move["kind"] == "play":
            tab_to(page, ".domino-play__tile.is-legal")  # (where render() put the focus, mostly)
            focused = page.evaluate("() => document.activeElement.dataset.tile")
            assert sorted(focused) == sorted(move["tile"])
            page.keyboard.press("Enter")
            if page.locator(".domino-play__choose").is_visible():
                assert "domino-play__end" in active(page)["cls"]  # the left end has the focus
                page.keyboard.press("Enter")
        else:
            tab_to(page, f".domino-play__{move['kind']}")
            page.keyboard.press("Enter")
        wait_board(page, before)

    def play(self) -> None:
        for _ in range(400):
            s = snapshot(self.page)
            if s["over"]:
                if self.hand_over(s):
                    return
                continue
            assert s["to_move"] == 0, s
            move = keyboard_move(s)
            if self.hint is None and move["kind"] == "play":
                self.ask_hint(s)
            self.move(move)
        raise AssertionError("the match did not end in 400 moves")


@pytest.fixture(scope="module")
def match(browser, base_url):
    played = PlayedMatch(browser)
    try:
        played.start(base_url)
        played.play()
        yield played
    finally:
        played.ctx.close()


def test_a_match_is_played_with_the_keyboard_as_the_engine_plays_it(match):
    assert match.played_ends[0]["record"]["rules"] == {"preset": RULES, "target_points": {"2": TARGET}}
    # the match the browser played is the one the engine plays in CPython, hand by hand
    assert [e["record"] for e in match.played_ends] == [e["record"] for e in match.ends]
    # the hand's number on the block is the engine's (MatchState.hand), 1, 2, ...
    assert match.hand_numbers == [str(n) for n in range(1, len(match.ends) + 1)]
    # the next hand's opener by the draw game's rule: the winner of the hand before
    for previous, current in zip(match.ends, match.ends[1:], strict=False):
        winners = previous["outcome"]["winners"]
        expected_opener = winners[0] if winners else previous["record"]["opener"]
        assert current["record"]["opener"] == expected_opener
    assert not match.errors, match.errors
    assert_all_local(match.requests)


def test_the_hint_is_the_strong_players_move_in_one_message(match):
    assert match.hint is not None, "no hint was asked for"
    hint, advice, marked = match.hint
    # the move and its reason: one message of the engine's, shown as it is
    assert advice == hint["advice"]["text"], (advice, hint)
    assert advice.endswith(hint["reason"]["text"])
    if hint["move"]["kind"] == "play":
        assert sorted(marked) == sorted(hint["move"]["tile"])


def test_the_score_table_has_each_hands_points_and_the_engines_result(match):
    page = match.page
    final = match.ends[-1]["match"]
    assert final["over"]
    # one column per hand; each cell the points that hand gave the player (the draw game scores
    # the winner the others' pips: the hand's outcome), and the totals their sums
    hand_columns = page.locator(".domino-match__scores thead th").count() - 2
    assert hand_columns == len(match.ends)
    for seat in range(2):
        row = page.locator(f'.domino-match__scores tbody tr[data-seats="{seat}"] td')
        cells = [int(x) for x in row.all_text_contents()]
        points = [end["outcome"]["points"][str(seat)] for end in match.ends]
        assert cells == [*points, sum(points)], (seat, cells, points)
        assert sum(points) == final["scores"][seat]
    # the title and the rows' names are the engine's (review 6 L3, L4), by hand: a game to the
    # page's target, the reader at seat 0
    assert page.locator(".domino-match__caption").text_content() == f"Game to {TARGET}"
    names = page.locator(".domino-match__scores tbody th").all_text_contents()
    assert names == ["Player 1 (you)", "Player 2"] == [row["name"]["text"] for row in final["rows"]]
    assert page.locator(".domino-match__result").is_visible()
    # the result is the engine's, on the page and in the live status (walk 18), not only
    # that the hand is over
    assert page.locator(".domino-match__result").text_content() == final["verdict"]["text"]
    assert page.locator(".domino-play__status").text_content() == final["verdict"]["text"]


def test_the_review_of_the_last_hand_steps_with_the_keyboard(match):
    page, lang = match.page, match.lang
    # the review of the last hand: the focus is on its button
    assert "domino-play__review" in active(page)["cls"], active(page)
    page.keyboard.press("Enter")
    last = match.ends[-1]["record"]
    review = call(op="review", record=last, human=0, seed=match.played[-1][0], lang=lang)
    check_review(page, review, lang, last)
    # step through with the arrow keys: the review has the focus
    page.keyboard.press("Home")
    page.wait_for_selector(".domino-review[data-step='0']:not([data-busy])", timeout=STEP_TIMEOUT_MS)
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(".domino-review[data-step='1']:not([data-busy])", timeout=STEP_TIMEOUT_MS)
    # after the first move: one tile in the line, every hand face up
    assert page.locator(".domino-review__position li[data-tile]").count() == 1
    entry = max(review["entries"], key=lambda e: (e["loss"], e["index"]))  # the costliest move
    for _ in range(entry["index"]):
        page.keyboard.press("ArrowRight")
    page.wait_for_selector(f".domino-review[data-step='{entry['index'] + 1}']:not([data-busy])",
                           timeout=STEP_TIMEOUT_MS)
    assert page.get_attribute(".domino-review__move", "data-verdict") == entry["verdict"]
    # whether the reader's move was the strong player's is the engine's word (ReviewEntry.same)
    strong = page.locator(".domino-review__strong").text_content()
    assert strong == (translate("ui.review.same", lang) if entry["same"]
                      else translate("ui.review.strong", lang, {"move": entry["best"]["text"]}))
    if entry["cost"]:  # what the move cost, as the engine says it (in points: the draw game scores them)
        assert page.locator(".domino-review__loss").text_content() == entry["cost"]["text"]
    assert page.locator(".domino-review__line").text_content() == entry["line"]["text"]
    # closed with the keyboard: the focus goes back to the review's button
    tab_to(page, ".domino-review__close")
    page.keyboard.press("Enter")
    assert page.get_attribute(".domino-review", "data-state") == "closed"
    assert "domino-play__review" in active(page)["cls"], active(page)
    assert not match.errors, match.errors


def test_the_reviews_link_opens_the_same_review_in_a_fresh_browser(browser, match):
    last = match.ends[-1]["record"]
    review = call(op="review", record=last, human=0, seed=match.played[-1][0], lang=match.lang)
    # the review's own link (opened again, if a test before closed it)
    if match.page.get_attribute(".domino-review", "data-state") != "ready":
        match.page.locator(".domino-play__review").click()
    check_review(match.page, review, match.lang, last)
    link = match.page.locator(".domino-review__link").get_attribute("href")
    # the shared link, in a fresh browser (no storage, no board played): the same review
    fresh = browser.new_context()
    try:
        page = fresh.new_page()
        page.goto(link)
        check_review(page, review, match.lang, last)
    finally:
        fresh.close()


def test_damaged_review_link_says_so(browser, base_url):
    lang = "nb"
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}{lang_prefix(lang)}rules/{RULES}/?review=not-a-review")
        page.wait_for_selector(".domino-review[data-state=failed]", timeout=START_TIMEOUT_MS)
        expected = translate("ui.review.bad_link", lang, {"value": "not-a-review"})
        assert page.locator(".domino-review__error").text_content() == expected
    finally:
        ctx.close()


def review_code(record: dict[str, Any], human: int, seed: int) -> str:
    """A review link's code as the page writes it: base64url of {record, human, seed} as JSON."""
    text = json.dumps({"record": record, "human": human, "seed": seed})
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def test_review_link_written_by_hand_reads_well_for_everyone(browser, base_url):
    """A review link made outside the page (the documented code of a CPython hand) opens the same
    review; axe finds nothing serious in the review, the score table and the level chooser, in the
    light and the dark scheme."""
    lang, seed = "sv", 4
    snap = call(op="new", rules=RULES, players=2, human=0, seed=seed, level="beginner", lang=lang)
    while not snap["over"]:
        snap = call(op="move", record=snap["record"], human=0, move=keyboard_move(snap), seed=seed,
                    level="beginner", lang=lang)
    review = call(op="review", record=snap["record"], human=0, seed=seed, lang=lang)
    address = f"{base_url}{lang_prefix(lang)}rules/{RULES}/?review={review_code(snap['record'], 0, seed)}"
    ctx = browser.new_context(bypass_csp=True)  # axe is injected into the page
    try:
        page = ctx.new_page()
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            page.goto(address)
            palette = "slate" if scheme == "dark" else "default"
            if page.get_attribute("body", "data-md-color-scheme") != palette:
                page.evaluate("() => localStorage.clear()")  # Material keeps the last palette chosen
                page.reload()
            assert page.get_attribute("body", "data-md-color-scheme") == palette
            check_review(page, review, lang, snap["record"])
            page.wait_for_selector(".domino-review[data-step]:not([data-busy])", timeout=STEP_TIMEOUT_MS)
            assert page.locator(".domino-review__title").text_content() == translate("ui.review.title", lang)
            assert page.locator(".domino-match__scores").is_visible()  # a match to 100
            serious = [v for v in a11y.axe_violations(page) if v["impact"] in ("serious", "critical")]
            assert serious == [], (scheme, json.dumps(serious, indent=1))
    finally:
        ctx.close()


def test_the_move_list_shows_whole_move_numbers(browser, base_url):
    """walk W9: in the review's list of every move, "10." showed as "0.": the list scrolls in its
    own box, which cut off the numbers' first digits. Every number (as the browser writes the
    list's markers, "10. ") fits between the box's edge and its move."""
    lang, seed = "en", 4
    snap = call(op="new", rules=RULES, players=2, human=0, seed=seed, level="beginner", lang=lang)
    while not snap["over"]:
        snap = call(op="move", record=snap["record"], human=0, move=keyboard_move(snap), seed=seed,
                    level="beginner", lang=lang)
    moves = len(game_from_record(snap["record"]).history)
    assert moves >= 10, f"a hand of {moves} moves shows no two-digit number"
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(f"{base_url}rules/{RULES}/?review={review_code(snap['record'], 0, seed)}")
        page.wait_for_selector(".domino-review[data-state=ready]", timeout=START_TIMEOUT_MS)
        room = page.locator("ol.domino-review__moves").evaluate("""ol => {
          const box = ol.getBoundingClientRect().left + ol.clientLeft;  // where the box clips
          return [...ol.children].map((li, i) => {
            const probe = document.createElement('span');  // the marker's text, in the item's font
            probe.textContent = `${i + 1}. `;
            probe.style.whiteSpace = 'pre';
            li.append(probe);
            const needed = probe.getBoundingClientRect().width;
            probe.remove();
            return [i + 1, li.getBoundingClientRect().left - box, needed];
          });
        }""")
        assert len(room) == moves
        short = [(n, round(space, 1), round(needed, 1)) for n, space, needed in room if space < needed]
        assert not short, f"(number, room, needed): {short}"
    finally:
        ctx.close()


def test_a_wrapped_move_keeps_its_number_beside_its_first_line(browser, base_url):
    """walk N7: on a phone (360 px), an entry of the review's move list that wraps had its number
    beside its second line. The number stands on the item's first line box: a probe put first in
    the item sits on that line, which must be the move's first line, not its last."""
    lang, seed = "de", 4
    snap = call(op="new", rules=RULES, players=2, human=0, seed=seed, level="beginner", lang=lang)
    for _ in range(400):
        if snap["over"]:
            break
        snap = call(op="move", record=snap["record"], human=0, move=keyboard_move(snap), seed=seed,
                    level="beginner", lang=lang)
    assert snap["over"]
    ctx = browser.new_context(viewport={"width": 360, "height": 740})
    try:
        page = ctx.new_page()
        code = review_code(snap["record"], 0, seed)
        page.goto(f"{base_url}{lang_prefix(lang)}rules/{RULES}/?review={code}")
        page.wait_for_selector(".domino-review[data-state=ready]", timeout=START_TIMEOUT_MS)
        rows = page.locator("ol.domino-review__moves").evaluate("""ol => [...ol.children].map((li) => {
          const jump = li.querySelector('.domino-review__jump');
          const line = parseFloat(getComputedStyle(jump).lineHeight);
          const probe = document.createElement('span');
          probe.textContent = '\\u200b';
          li.prepend(probe);
          const at = probe.getBoundingClientRect().top - jump.getBoundingClientRect().top;
          probe.remove();
          return [Number(li.dataset.index), jump.getBoundingClientRect().height / line, at / line];
        })""")
        wrapped = [(index, lines, at) for index, lines, at in rows if lines >= 1.9]
        assert wrapped, f"no entry wraps at 360 px: {rows}"
        low = [(index, round(lines, 1), round(at, 1)) for index, lines, at in wrapped if at >= 0.9]
        assert not low, f"(move, lines, where its number stands, in lines): {low}"
    finally:
        ctx.close()
