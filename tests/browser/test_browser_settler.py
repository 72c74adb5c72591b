"""The dispute settler in a real browser (Debian's Chromium, driven by Playwright).

In each language: build a blocked tie by clicking (three players, the hands left, who
moved last), read every system's verdict side by side, open the shared link in a fresh
browser context and get the same verdicts; a cut link and a broken record show the
engine's message in the page's language, and what the reader entered stays.
Expected verdicts are worked out from RULES.md R-*-tie (see tests/engine/test_situation.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
from _browserkit import START_TIMEOUT_MS, sent
from _sitekit import LANGS, lang_prefix
from dominorules.bridge import handle_json
from dominorules.words.i18n import translate
from dominorules.words.message import Listing, Message

TIE = "k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3"


def expected(lang):
    """The answer column for the blocked tie, from RULES.md's rows R-*-tie and R-*-players."""
    # the engine's sentences: who wins, every winner named (the hand is a tie, or the last mover,
    # Player 3, loses and Players 1 and 2 win)
    nobody = translate(Message("score.no-winner", {}), lang)
    # the winners said as the row's reasons say them (walk W11: one wording in a row)
    locker_wins = translate(Message("win.players", {"players": Listing((1, 2))}), lang)
    return {
        "block": nobody,                                   # a tie: the hand is drawn
        "partnership": translate("ui.settle.not_possible", lang),  # exactly 4 players
        "draw": nobody,                                    # the engine's default for the contradiction
        "block-locker-loses": locker_wins,                 # the last mover (Player 3) loses
        "draw-until-playable": locker_wins,
        "draw-100": nobody,
        "pagat-draw": nobody,                              # nobody scores
    }



def answers(page):
    page.wait_for_selector(".domino-settler__table tbody tr", timeout=START_TIMEOUT_MS)
    return dict(page.locator(".domino-settler__table tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.rules, r.querySelector('.domino-settler__answer').textContent])"))


def open_settler(context, url):
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.goto(url)
    page.wait_for_selector(".domino-settler__editor:not([hidden])")
    return page


def click_tiles(page, place, tiles):
    page.click(f'.domino-settler__place[data-place="{place}"] .domino-settler__target')
    for tile in tiles:
        page.click(f'.domino-settler__palette .domino-settler__tile[data-tile="{tile}"]')


@pytest.mark.parametrize("lang", LANGS)
def test_build_a_blocked_tie_by_clicking_and_share_it(context, browser, base_url, lang):
    page = open_settler(context, f"{base_url}{lang_prefix(lang)}settle/")
    page.check('.domino-settler__question input[value="end"]')
    page.select_option(".domino-settler__setup select >> nth=0", "3")
    click_tiles(page, "hand:0", ["4-0", "3-2"])
    click_tiles(page, "hand:1", ["6-3"])
    click_tiles(page, "hand:2", ["5-1", "2-2"])
    page.select_option(".domino-settler__setup select >> nth=1", "2")  # Player 3 moved last
    page.wait_for_function(f"() => location.search === '?{TIE}'", timeout=START_TIMEOUT_MS)
    assert answers(page) == expected(lang)
    link = page.locator(".domino-settler__link").input_value()
    assert link.endswith(f"settle/?{TIE}")
    # each reason links to the paragraph of that system's rules page
    rule = page.locator('tr[data-rules="pagat-draw"] a.domino-settler__rule-link').first
    assert "/rules/pagat-draw/#" in rule.get_attribute("href")
    # a mark of our reading links the dispute that says why (003 l.17 names only the loser)
    links = page.locator('tr[data-rules="block-locker-loses"] a.domino-settler__rule-link')
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert any(href.endswith(f"{lang_prefix(lang)}disputes/#last-mover") for href in hrefs), hrefs
    check_reasons_are_the_engines_sentences(page, lang)
    assert page.errors == []
    page.close()

    fresh = browser.new_context()  # a friend opens the link: nothing of this visit is there
    other = open_settler(fresh, link)
    assert answers(other) == expected(lang)
    assert other.locator('.domino-settler__place[data-place="hand:2"] .domino-settler__placed').count() == 2
    assert other.errors == []
    fresh.close()


@pytest.mark.parametrize("lang", ["de", "nb"])
def test_a_cut_link_and_a_broken_record_show_the_message(context, base_url, lang):
    cut = "k=end&p=3&h=4-0_6-"
    page = open_settler(context, f"{base_url}{lang_prefix(lang)}settle/?{cut}")
    page.wait_for_selector('.domino-settler[data-state="refused"]', timeout=START_TIMEOUT_MS)
    reply = json.loads(handle_json(json.dumps({"op": "situation", "query": cut, "lang": lang})))
    assert page.locator(".domino-settler__error").first.text_content() == reply["error"]["text"]
    assert page.locator(".domino-settler__link").input_value().endswith(cut)  # kept, readable

    broken = '{"format": "dominorules/1", "rules": "draw", "hands": [["6-6"]]'
    page.fill(".domino-settler__record-text", broken)
    page.click(".domino-settler__replay")
    page.wait_for_selector('.domino-settler[data-replayed="1"]', timeout=START_TIMEOUT_MS)
    reply = json.loads(handle_json(json.dumps({"op": "compare", "record": broken, "lang": lang})))
    shown = page.locator(".domino-settler__record .domino-settler__error").text_content()
    assert shown == reply["error"]["text"]
    assert page.locator(".domino-settler__record-text").input_value() == broken  # nothing is lost
    assert page.errors == []
    page.close()


def test_step_through_a_record_under_another_system(context, base_url):
    record = {"format": "dominorules/1", "rules": "draw",
              "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
                        ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
              "moves": ["6-6", "6-1 left", "6-3 right", "3-1 left", "3-3 left", "draw"]}
    page = open_settler(context, f"{base_url}{lang_prefix('sv')}settle/")
    page.fill(".domino-settler__record-text", json.dumps(record))
    page.click(".domino-settler__replay")
    page.wait_for_selector('.domino-settler[data-step="0"]', timeout=START_TIMEOUT_MS)
    stops = page.locator(".domino-settler__record-list li").evaluate_all(
        "els => Object.fromEntries(els.map(e => [e.dataset.rules, e.dataset.stops]))")
    assert stops["block"] == "6"
    assert stops["draw"] == ""
    assert stops["partnership"] == "0"
    # each system's row is the engine's paragraph; the record is stepped under those it names
    rows = json.loads(handle_json(json.dumps({"op": "compare", "record": record, "lang": "sv"})))["rows"]
    shown = page.locator(".domino-settler__record-list li").all_text_contents()
    assert shown == [r["line"]["text"] for r in rows]
    systems = page.locator(".domino-settler__step-rules option").evaluate_all("os => os.map(o => o.value)")
    assert systems == ["", *[r["rules"] for r in rows if r["replayable"]]]
    assert "partnership" not in systems
    page.select_option(".domino-settler__step-rules select", "block")
    page.wait_for_selector('.domino-settler[data-step="0"]', timeout=START_TIMEOUT_MS)
    # before the first move the counter says so, not "move 0 of 5"
    assert page.locator(".domino-settler__counter").text_content() == translate("ui.settle.move_none", "sv")
    for step in range(1, 6):
        page.click(".domino-settler__next")
        page.wait_for_selector(f'.domino-settler[data-step="{step}"]', timeout=START_TIMEOUT_MS)
    # block allows five moves only: there is no next move to go to, and back is offered
    assert page.locator(".domino-settler__next").is_disabled()
    assert page.locator(".domino-settler__back").is_enabled()
    assert page.get_attribute(".domino-settler", "data-step") == "5"
    assert page.locator(".domino-settler__counter").text_content() == \
        translate("ui.settle.move_n", "sv", {"number": 5, "total": 5})
    assert page.errors == []
    page.close()


def check_reasons_are_the_engines_sentences(page, lang):
    """Each reason of the tie's rows is the engine's one sentence with its link in it: the mark of
    our reading says its link once (not "...; see the disputes page. (the dispute)")."""
    reply = json.loads(handle_json(json.dumps({"op": "situation", "query": TIE, "lang": lang})))
    for row in reply["verdicts"]:
        items = page.locator(f'tr[data-rules="{row["rules"]}"] .domino-settler__reasons li')
        assert items.all_text_contents() == ["".join(p["text"] for p in r["linked"]) for r in row["reasons"]]
    (mark,) = [r for row in reply["verdicts"] if row["rules"] == "block-locker-loses"
               for r in row["reasons"] if r["id"] == "note.our-reading"]
    words = next(p["text"] for p in mark["linked"] if p["link"])
    item = page.locator('tr[data-rules="block-locker-loses"] .domino-settler__reasons li',
                        has=page.locator('a[href$="disputes/#last-mover"]'))
    assert item.locator("a").text_content() == words
    assert item.locator("a").is_visible()
    assert item.text_content().count(words) == 1
    assert item.text_content() != mark["text"]  # not the score pad's mark, which names the page


def _finished_hand(seed: int) -> dict[str, Any]:
    """A block game of two played to its end by the engine's beginner for both sides."""
    def ask(**request):
        reply = json.loads(handle_json(json.dumps(request)))
        assert reply["ok"], reply
        return reply
    reply = ask(op="new", rules="block", players=2, human=0, seed=seed, level="beginner")
    while not reply["over"]:
        reply = ask(op="move", record=reply["record"], human=0, seed=seed, move=sent(reply["legal"][-1]))
    return cast(dict[str, Any], reply["record"])


def test_best_play_says_in_one_sentence_how_the_result_changes(context, base_url):
    # a hand where best play from the first move on gives another result than the one played
    lang = "de"
    for seed in range(20):
        record = _finished_hand(seed)
        best = json.loads(handle_json(json.dumps({"op": "replay", "record": record, "steps": 1, "best": True,
                                                  "lang": lang})))["best"]
        if best["result"]["id"] == "settle.best-changes":
            break
    else:
        raise AssertionError("no hand of 20 where best play changes the result")
    page = open_settler(context, f"{base_url}{lang_prefix(lang)}settle/")
    page.fill(".domino-settler__record-text", json.dumps(record))
    page.click(".domino-settler__replay")
    page.wait_for_selector('.domino-settler[data-step="0"]', timeout=START_TIMEOUT_MS)
    page.click(".domino-settler__next")
    page.wait_for_selector('.domino-settler[data-step="1"]', timeout=START_TIMEOUT_MS)
    page.click(".domino-settler__best")
    page.wait_for_selector(".domino-settler__changed", timeout=START_TIMEOUT_MS)
    # the engine's sentence, as it is: both results, each winner named by the engine
    shown = page.locator(".domino-settler__changed").text_content()
    assert shown == best["result"]["text"]
    assert best["verdict"]["summary"]["text"] in shown
    assert best["recorded"]["summary"]["text"] in shown
    # why, as the engine says it in one paragraph (no pips left said in words)
    assert page.locator(".domino-settler__best-result p").nth(1).text_content() == best["why"]["text"]
    assert page.errors == []
    page.close()


@pytest.mark.parametrize("lang", LANGS)
def test_a_disputes_entry_opens_the_settler_with_its_situation(context, base_url, lang):
    # The "going out against a lone 0-0" entry: Player 1 went out, Player 2 holds only 0-0.
    # Source 004 scores by the lowest total, shared here, so nobody scores in Pagat's game;
    # the entry's custom rules ("going out always wins") give Player 1 the win.
    page = context.new_page()
    page.goto(f"{base_url}{lang_prefix(lang)}disputes/")
    page.click('a[href*="going_out:wins"]')
    page.wait_for_selector(".domino-settler__editor:not([hidden])")
    got = answers(page)
    assert got["pagat-draw"] == translate(Message("score.no-winner", {}), lang)
    # Player 1 scores the others' 6-6 and 4-4: 20 (the draw game and the custom rules).
    winner = translate(Message("win.players-points", {
        "players": Listing((1,)), "points": Message("say.points", {"points": 20})}), lang)
    for rules in ("custom", "draw"):
        assert got[rules] == winner, (rules, got[rules])


def test_the_player_counts_and_the_teams_are_the_engines(context, base_url):
    # RULES.md R-*-players: 2 to 4 players, the draw game to 100 up to 5; teams of two partners
    # need four (the partnership and draw games); a number per player count has one for each
    page = open_settler(context, f"{base_url}settle/")
    players = page.locator(".domino-settler__setup select").first
    assert players.locator("option").evaluate_all("os => os.map(o => o.value)") == ["2", "3", "4", "5"]
    teams = page.locator('.domino-settler__check input[type="checkbox"]')
    for count, disabled in (("3", True), ("4", False), ("5", True)):
        players.select_option(count)
        assert teams.is_disabled() == disabled, count
    page.locator(".domino-settler__custom summary").click()
    page.locator(".domino-settler__custom-body select").first.select_option("draw")
    entries = page.locator(".domino-settler__custom-body .domino-settler__table").first.locator("input")
    label = translate("ui.field.hand_size", "en")
    assert entries.evaluate_all("es => es.map(e => e.getAttribute('aria-label'))") == [
        translate("ui.settle.field_for_players", "en", {"field": label, "count": n}) for n in (2, 3, 4, 5)]
    # the draw game deals 7 with two players and 5 with three or more (RULES.md R-draw-hand-size)
    assert [entries.nth(i).input_value() for i in range(4)] == ["7", "5", "5", "5"]
    assert entries.first.is_visible()
    assert page.errors == []
    page.close()


def test_export_offers_the_engines_record_only(context, base_url):
    page = open_settler(context, f"{base_url}de/settle/")
    downloads = []
    page.on("download", lambda download: downloads.append(download))
    # nothing described yet: two empty hands cannot both have gone out; the engine says so
    page.click(".domino-settler__export")
    page.wait_for_selector('.domino-settler[data-state="refused"]', timeout=START_TIMEOUT_MS)
    refused = json.loads(handle_json(json.dumps({"op": "situation", "query": "k=end&p=2&h=_", "lang": "de"})))
    assert page.locator(".domino-settler__error").first.text_content() == refused["error"]["text"]
    assert downloads == []
    click_tiles(page, "hand:0", ["6-6"])  # Player 2 went out; Player 1 holds 6-6
    page.wait_for_function("() => location.search === '?k=end&p=2&h=6-6_'", timeout=START_TIMEOUT_MS)
    with page.expect_download() as info:
        page.click(".domino-settler__export")
    reply = json.loads(handle_json(json.dumps({"op": "situation", "query": "k=end&p=2&h=6-6_",
                                               "lang": "de"})))
    assert json.loads(Path(info.value.path()).read_text(encoding="utf-8")) == reply["record"]
    assert reply["record"]["end"] == "out"
    assert reply["record"]["hands"] == [["6-6"], []]
    assert page.errors == []
    page.close()


def test_the_form_asks_what_the_engine_says_each_question_holds(context, base_url):
    # #37 L9: the form knew itself that a turn holds one hand and a boneyard of at most the tile
    # set, and that a deal has no line; it reads the engine's table (kinds). Changed here, the
    # form follows it: a turn's boneyard and tiles drawn at most 9, and a line for a deal.
    url = f"{base_url}settle/"
    built = {'"kind": "turn", "last": false, "line": true, "one_hand": true, "stock": 28':
             '"kind": "turn", "last": false, "line": true, "one_hand": true, "stock": 9',
             '"kind": "deal", "last": false, "line": false,': '"kind": "deal", "last": false, "line": true,'}

    def changed(route):
        html = route.fetch().text()
        for old, new in built.items():
            assert html.count(old) == 1, old
            html = html.replace(old, new)
        route.fulfill(body=html, content_type="text/html")

    # a context of its own without the site's service worker, which would answer past the route
    own = context.browser.new_context(service_workers="block")
    page = own.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.route(url, changed)
    page.goto(url)
    page.wait_for_selector(".domino-settler__editor:not([hidden])")
    page.locator('.domino-settler__question input[value="turn"]').check()
    numbers = page.locator(".domino-settler__setup .domino-settler__number")
    assert numbers.evaluate_all("ns => ns.map(n => n.max)") == ["9", "9"]
    assert page.locator('.domino-settler__place[data-place^="hand:"]').count() == 1  # the turn's own hand
    page.locator('.domino-settler__question input[value="deal"]').check()
    assert page.locator('.domino-settler__place[data-place="line"]').count() == 1
    assert numbers.count() == 0
    assert page.errors == []
    own.close()
