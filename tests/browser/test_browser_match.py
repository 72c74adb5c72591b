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

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))

import test_browser_play as play  # noqa: E402
from _sitekit import lang_prefix  # noqa: E402
from dominorules.bridge import handle_json  # noqa: E402
from dominorules.i18n import translate  # noqa: E402

# the browser, the served site and its checks, shared with the board's own tests
site, base_url, browser, context = play.site, play.base_url, play.browser, play.context
START_TIMEOUT_MS, STEP_TIMEOUT_MS = play.START_TIMEOUT_MS, play.STEP_TIMEOUT_MS

ROOT = ".domino-play"
BOARD = f"document.querySelector('{ROOT}').board"


def call(**request) -> dict:
    """The engine's answer in CPython, exactly as the page's worker would get it."""
    reply = json.loads(handle_json(json.dumps(request)))
    assert reply["ok"], reply
    return reply


def active(page) -> dict:
    """What has the keyboard focus: its tag, classes, type, value and text."""
    return page.evaluate("""() => {
      const a = document.activeElement;
      return {tag: a.tagName, cls: a.className || '', type: a.type || '', value: a.value || '',
              text: (a.textContent || '').trim(), checked: Boolean(a.checked)};
    }""")


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
        # the default is the club player; Tab lands on the checked radio, the arrow keys move on
        tab_to(page, ".domino-play__level input:checked")
        assert active(page)["value"] == "club"
        page.keyboard.press("ArrowRight")
        assert active(page)["value"] == "strong" and active(page)["checked"]
        assert page.get_attribute(ROOT, "data-level") == "strong"
        page.reload()
        assert page.locator(".domino-play__level input:checked").get_attribute("value") == "strong"
        assert page.get_attribute(ROOT, "data-level") == "strong"
        tab_to(page, ".domino-play__level input:checked")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        assert active(page)["value"] == "beginner"
        page.goto(f"{base_url}sv/rules/block/")  # another page and language: the same level
        assert page.locator(".domino-play__level input:checked").get_attribute("value") == "beginner"
    finally:
        ctx.close()
