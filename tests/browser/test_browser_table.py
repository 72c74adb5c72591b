"""Our table's rules in a real browser (docs/<lang>/table.md, browser/src/blocks/table/).

- the questions come one at a time, exactly the engine's for the system, the player count and
  the answers so far; the engine's (the preset's) answer is chosen; focus moves to each question;
- the sheet is the engine's, in the reader's language or in another one chosen for it;
- its link round-trips (sheet -> link -> the same sheet) and opens the same rules in the score
  pad, the dispute settler and on a board; a bad link shows the engine's reason, in the page's
  language;
- printed from Chromium, the sheet of every preset fits one A4 page and one US Letter page.

Every state is read from the block's data-* attributes; no test waits for a duration.
"""

from __future__ import annotations

import re
from typing import Any, cast

import pytest
from _browserkit import START_TIMEOUT_MS, STEP_TIMEOUT_MS
from _sitekit import LANGS, lang_prefix
from dominorules import PRESETS
from dominorules.bridge import handle
from dominorules.words.i18n import translate

TABLE = ".domino-table"
# a PDF page object (not the /Type /Pages tree above them)
PDF_PAGE = re.compile(rb"/Type\s*/Page(?![a-zA-Z])")


def sheet(**request) -> dict[str, Any]:
    reply = handle({"op": "sheet", **request})
    assert reply["ok"], reply
    return reply


def data(page, name: str) -> str | None:
    return cast(str | None, page.evaluate(f"document.querySelector('{TABLE}').dataset['{name}'] ?? null"))


def wait_state(page, state: str, asked_over: int = -1, timeout: int = STEP_TIMEOUT_MS) -> None:
    page.wait_for_function(
        f"""() => {{ const b = document.querySelector('{TABLE}');
                    return b.dataset.state === '{state}'
                        && Number(b.dataset.asked || 0) > {asked_over}; }}""",
        timeout=timeout)


def asked(page) -> int:
    return int(data(page, "asked") or 0)


def sheet_text(page) -> list[str]:
    """The sheet's section titles and sentences, in order, each sentence with the mark after it
    where it has one, and the mark's link."""
    return cast(list[str], page.eval_on_selector_all(
        ".domino-table__sheet h3, .domino-table__sheet li",
        """ns => ns.map(n => n.tagName === 'H3' ? n.textContent
            : [n.querySelector('.domino-table__statement').textContent,
               n.querySelector('.domino-table__note')?.textContent ?? null,
               n.querySelector('.domino-table__note')?.getAttribute('href') ?? null])"""))


def engine_text(reply: dict[str, Any], base_url: str = "", lang: str = "en") -> list[Any]:
    out: list[Any] = []
    for section in reply["sections"]:
        out.append(section["title"]["text"])
        out.extend([s["text"], s["note"]["text"]["text"] if s["note"] else None,
                    f"{base_url}{lang_prefix(lang)}disputes/#{s['note']['anchor']}" if s["note"] else None]
                   for s in section["statements"])
    return out


def test_questions_one_at_a_time_then_the_sheet(context, base_url):
    page = context.new_page()
    page.goto(base_url + "sv/table/")
    wait_state(page, "asking", timeout=START_TIMEOUT_MS)
    page.select_option(".domino-table__system", "draw")
    page.select_option(".domino-table__players", "3")
    rules: dict[str, Any] = {"preset": "draw"}
    expected = sheet(lang="sv", rules=rules, players=3)["questions"]
    # the draw game for three asks who opens first (001 l.19: the highest double)
    page.wait_for_function(f"() => document.querySelector('{TABLE}').dataset.field"
                           f" === '{expected[0]['field']}'"
                           f" && Number(document.querySelector('{TABLE}').dataset.asked) >= 3",
                           timeout=STEP_TIMEOUT_MS)
    seen = []
    while data(page, "state") == "asking":
        field = data(page, "field")
        assert field is not None
        question = next(q for q in expected if q["field"] == field)
        seen.append(field)
        # the engine's heading, whole: "Fråga 2 av 16: …" (S13)
        number = [q["field"] for q in expected].index(field) + 1
        legend = page.inner_text(".domino-table__options legend")
        assert legend == question["heading"]["text"]
        assert legend.startswith(f"Fråga {number} av {len(expected)}: ")
        assert question["label"]["text"] in legend
        assert page.query_selector(".domino-table__count") is None  # as many questions as the system asks
        # focus is on the question, for a screen reader and the keyboard
        assert page.evaluate("document.activeElement.classList.contains('domino-table__options')")
        labels = page.eval_on_selector_all(".domino-table__option label", "ns => ns.map(n => n.textContent)")
        assert labels == [o["label"]["text"] for o in question["options"]]
        chosen = page.eval_on_selector(".domino-table__option input:checked", "n => Number(n.value)")
        assert question["options"][chosen]["value"] == question["answer"]
        # the keyboard alone answers: Tab into the options (past the source links of the rows
        # before the chosen one, to the chosen one), arrows choose, Enter submits
        for _ in range(1 + sum(len(o["sources"]) + bool(o["mark"]) for o in question["options"][:chosen])):
            page.keyboard.press("Tab")
        assert page.evaluate("() => document.activeElement.type") == "radio"
        assert page.evaluate("() => String(document.activeElement.checked)") == "true"
        # each option: its sources by name, linked to the disputes page's list of them; the
        # system's own answer, where its sources are silent, marked and linked to the entry;
        # any other option without a source says so
        rows = page.eval_on_selector_all(".domino-table__option", """ns => ns.map(n => ({
            sources: [...n.querySelectorAll('.domino-table__source')].map(a => [a.textContent, a.href]),
            mark: n.querySelector('.domino-table__mark')?.href ?? null,
            said: n.querySelector('.domino-table__mark')?.textContent ?? null,
            text: n.querySelector('.domino-table__sources').innerText }))""")
        for row, option in zip(rows, question["options"], strict=True):
            assert row["sources"] == [[s["name"]["text"], f"{base_url}sv/disputes/#{s['anchor']}"]
                                      for s in option["sources"]]
            assert not re.search(r"\d{3} l\.", row["text"])
            # the engine's sentences, whole, one a line (walk N3: this game's, other games')
            assert row["text"].split("\n") == ([n["text"] for n in option["notes"]] or [""])
            assert row["mark"] == (f"{base_url}sv/disputes/#{question['anchor']}" if option["mark"] else None)
            assert row["said"] == (option["mark_note"]["text"] if option["mark"] else None)
            if option["mark"] == "choice":
                assert row["said"] == "Vårt val: källorna till det här spelet säger inget om det."
            if not option["sources"] and not option["mark"]:
                assert row["text"] == "Ingen källa nämner det här alternativet."
        # answer the tie question with "split" (001 l.77), the target with a game of three hands
        # (001 l.41), the others as the system says
        wanted = {"tie": "split", "target": "hands:3"}.get(field, question["answer"])
        pick = next(i for i, o in enumerate(question["options"]) if o["value"] == wanted)
        while page.evaluate("() => document.activeElement.value") != str(pick):
            page.keyboard.press("ArrowDown")
        rules.update(question["options"][pick]["changes"])
        before = asked(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"() => Number(document.querySelector('{TABLE}').dataset.asked) > {before}",
                               timeout=STEP_TIMEOUT_MS)
        page.wait_for_function(f"() => ['asking', 'sheet']"
                               f".includes(document.querySelector('{TABLE}').dataset.state)",
                               timeout=STEP_TIMEOUT_MS)
        expected = sheet(lang="sv", rules=rules, players=3)["questions"]
    assert seen == [q["field"] for q in expected]
    # F4: 001 gives no hand size, and the target is the table's to set
    assert {"tie", "hand_size", "target"} <= set(seen)
    final = sheet(lang="sv", rules=rules, players=3)
    assert "tie:split" in final["c"]
    assert "target_hands:3" in final["c"]
    # the draw game with the table's changes is named so, not "Custom rules" (walk W8)
    assert page.inner_text(".domino-table__title") == translate(
        "ui.table.sheet.title", "sv", {"system": "Dragdomino, med egna ändringar"})
    assert sheet_text(page) == engine_text(final, base_url, "sv")
    # G4: the sentences of our reading or choice carry the mark, visible, linked to its entry
    assert page.is_visible(".domino-table__note")
    notes = page.eval_on_selector_all(".domino-table__note", "ns => ns.map(n => n.textContent)")
    assert "(vårt val)" in notes
    assert data(page, "link") == f"{base_url}sv/table/?{final['link_query']}"
    assert page.evaluate("document.activeElement.tagName") == "H2"
    # the QR code: an SVG of dark modules, named for a screen reader
    assert page.eval_on_selector(".domino-table__qr", "n => n.getAttribute('aria-label')") \
        == page.inner_text(".domino-table__scan")
    assert page.eval_on_selector(".domino-table__qr path", "n => n.getAttribute('d').length") > 1000
    page.close()


def test_the_link_round_trips_in_another_language(context, base_url):
    page = context.new_page()
    page.goto(base_url + "sv/table/?c=partnership&p=4")
    wait_state(page, "sheet", timeout=START_TIMEOUT_MS)
    assert sheet_text(page) == engine_text(sheet(lang="sv", c="partnership", players=4), base_url, "sv")
    # a Swedish family with a German guest prints the sheet in German
    before = asked(page)
    page.select_option(".domino-table__sheet-lang", "de")
    wait_state(page, "sheet", asked_over=before)
    german = sheet(lang="de", c="partnership", players=4)
    # the marks are the sheet's language, and link to its disputes page
    assert sheet_text(page) == engine_text(german, base_url, "de")
    assert page.get_attribute(".domino-table__sheet", "lang") == "de"
    link = data(page, "link")
    assert link == f"{base_url}de/table/?{german['link_query']}"
    # the page's own words stay Swedish
    assert page.inner_text(".domino-table__edit") == "Ändra svaren"
    page.goto(link)
    wait_state(page, "sheet")
    assert sheet_text(page) == engine_text(german, base_url, "de")
    assert data(page, "link") == link
    page.close()


def test_the_links_open_the_same_rules_elsewhere(context, base_url):
    page = context.new_page()
    query = sheet(c="draw,tie:split", players=3)["link_query"]
    page.goto(f"{base_url}table/?{query}")
    wait_state(page, "sheet", timeout=START_TIMEOUT_MS)
    hrefs = {kind: page.get_attribute(f".domino-table__to-{kind}", "href")
             for kind in ("score", "settle", "play")}
    assert hrefs == {"score": f"{base_url}score/?{query}", "settle": f"{base_url}settle/?{query}",
                     "play": f"{base_url}rules/draw/?{query}#try"}
    # the score pad: the rules and the players filled in
    page.goto(hrefs["score"])
    page.wait_for_selector(".domino-scorepad__setup:not([hidden])", timeout=START_TIMEOUT_MS)
    assert page.input_value(".domino-scorepad__custom") == "draw,tie:split"
    assert page.input_value("select[name=system]") == "draw"
    assert page.input_value("select[name=players]") == "3"
    # the settler: the rules as its custom rules, three players
    page.goto(hrefs["settle"])
    page.wait_for_selector('.domino-settler[data-rules="linked"]', timeout=START_TIMEOUT_MS)
    assert page.input_value(".domino-settler__setup select") == "3"
    assert page.eval_on_selector(".domino-settler__custom", "n => n.open")
    assert page.eval_on_selector(".domino-settler__custom-body select", "n => n.value") == "draw"
    # a board: a hand of three players under those rules
    page.goto(hrefs["play"])
    page.click(".domino-play__start")
    page.wait_for_function("() => document.querySelector('.domino-play').dataset.reply",
                           timeout=START_TIMEOUT_MS)
    assert page.evaluate("document.querySelector('.domino-play').dataset.linked") == "draw,tie:split"
    reply = page.evaluate("JSON.parse(document.querySelector('.domino-play').dataset.reply)")
    assert len(reply["hand_sizes"]) == 3
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_link_names_the_bad_part(context, base_url, lang):
    page = context.new_page()
    page.goto(f"{base_url}{lang_prefix(lang)}table/?c=draw,tie:sometimes&p=3")
    wait_state(page, "refused", timeout=START_TIMEOUT_MS)
    refused = handle({"op": "sheet", "lang": lang, "c": "draw,tie:sometimes", "players": 3})
    assert not refused["ok"]
    error = page.inner_text(".domino-table__error")
    assert refused["error"]["text"] in error
    assert "sometimes" in error
    # a number of players the rules do not take (the block game is for 2 to 4: RULES.md)
    page.goto(f"{base_url}{lang_prefix(lang)}table/?c=block&p=9")
    wait_state(page, "refused")
    refused = handle({"op": "sheet", "lang": lang, "c": "block", "players": 9})
    assert not refused["ok"]
    assert refused["error"]["text"] in page.inner_text(".domino-table__error")
    assert "9" in refused["error"]["text"]
    # a number of players that is not a number goes to the engine as it is, and it names it
    page.goto(f"{base_url}{lang_prefix(lang)}table/?c=block&p=many")
    wait_state(page, "refused")
    refused = handle({"op": "sheet", "lang": lang, "c": "block", "players": "many"})
    assert not refused["ok"]
    assert refused["error"]["text"] in page.inner_text(".domino-table__error")
    page.close()


def test_when_an_answer_changes_the_number_of_questions_the_page_says_why(context, base_url):
    """Walk N8: "question 1 of 7", then "of 5", with the engine's reason shown."""
    page = context.new_page()
    page.goto(base_url + "table/")
    wait_state(page, "asking", timeout=START_TIMEOUT_MS)
    page.select_option(".domino-table__system", "block")
    page.select_option(".domino-table__players", "2")
    first = sheet(lang="en", rules="block", players=2)["questions"][0]
    page.wait_for_function(f"() => document.querySelector('{TABLE}').dataset.field === 'first_opener'"
                           f" && document.querySelector('.domino-table__options legend').textContent"
                           f" === '{first['heading']['text']}'", timeout=STEP_TIMEOUT_MS)
    assert first["heading"]["text"] == "Question 1 of 7: Who opens the first hand?"
    before = asked(page)
    seat = next(i for i, o in enumerate(first["options"]) if o["value"] == "first-seat")  # 003 l.14
    page.check(f".domino-table__option input[value='{seat}']")
    page.click(".domino-table__next")
    wait_state(page, "asking", asked_over=before)
    changed = sheet(lang="en", rules={"preset": "block", "first_opener": "first-seat"}, players=2)
    assert page.inner_text(".domino-table__options legend") == changed["questions"][1]["heading"]["text"]
    assert page.inner_text(".domino-table__options legend").startswith("Question 2 of 5: ")
    assert page.is_visible(".domino-table__count")
    assert page.inner_text(".domino-table__count") == changed["count_note"]["text"] == (
        "Your answers so far leave out 2 questions that this system asks.")
    page.close()


def test_every_sheet_prints_on_one_page(context, base_url):
    page = context.new_page()
    # black on white: every text of the sheet, printed, is black (readable without colour)
    page.goto(f"{base_url}table/?c=draw&p=4")
    wait_state(page, "sheet", timeout=START_TIMEOUT_MS)
    page.emulate_media(media="print", color_scheme="dark")
    colours = page.eval_on_selector_all(
        ".domino-table__sheet, .domino-table__sheet *:not(svg, svg *)",
        "ns => [...new Set(ns.map(n => getComputedStyle(n).color))]")
    assert colours == ["rgb(0, 0, 0)"]
    assert page.eval_on_selector(".domino-table__actions", "n => n.offsetParent") is None
    page.emulate_media(media="print", color_scheme="light")  # as Chromium prints
    for preset, rules in PRESETS.items():
        for lang in LANGS:
            # the most players the system takes: the longest set-up
            page.goto(f"{base_url}{lang_prefix(lang)}table/?c={preset}&p={rules.max_players}")
            wait_state(page, "sheet", timeout=START_TIMEOUT_MS)
            for paper in ("A4", "Letter"):
                pdf = page.pdf(format=paper)
                assert len(PDF_PAGE.findall(pdf)) == 1, (preset, lang, paper)
    page.close()
