"""The engine says who wins a hand, and the board's hint, as whole sentences (issue 20): every
winner named with the verb in the plural for several, lists joined as each language joins them,
a team named with its players; the settler's best play says whether the result changes with
both results in full; the hint says the move and its reason in one message."""

from __future__ import annotations

from typing import Any

import pytest
from dominorules.bridge import handle
from dominorules.bridge.verdict import verdict_summary
from dominorules.core.rules import PRESETS
from dominorules.words.i18n import translate
from dominorules.words.message import Message
from engine_helpers import sent

LANGS = ("en", "sv", "de", "nb")


def ask(**request: Any) -> dict[str, Any]:
    reply = handle(request)
    assert reply["ok"], reply
    return reply


# How each language names two winners in a list with the verb, and one winner (the catalogs'
# grammar, as a native player says it; Norwegian "spillerne 1 og 3", never "spiller 1 og 3"), as
# the hand's own reasons name them (win.players: one wording in a settler row, walk W11)
JOINED = {"en": "players 1 and 3 win ", "sv": "spelare 1 och 3 vinner ", "de": "spieler 1 und 3 gewinnen ",
          "nb": "spillerne 1 og 3 vinner "}
ONE = {"en": "player 2 wins ", "sv": "spelare 2 vinner ", "de": "spieler 2 gewinnt ",
       "nb": "spiller 2 vinner "}


@pytest.mark.parametrize("lang", LANGS)
def test_several_winners_are_all_named_with_the_plural_verb(lang):
    text = translate(verdict_summary(PRESETS["draw"], 3, [2, 0], 9), lang).casefold()
    assert JOINED[lang] in text
    assert "9" in text
    one = translate(verdict_summary(PRESETS["draw"], 3, [1], 9), lang).casefold()
    assert ONE[lang] in one


@pytest.mark.parametrize("lang", LANGS)
def test_a_team_is_named_with_its_players(lang):
    # partners sit opposite: seats 1 and 3 are team 2 (players 2 and 4)
    message = verdict_summary(PRESETS["partnership"], 4, [3, 1], 0)
    assert message.id == "win.team"
    assert message.params == {"team": 2, "first": 2, "second": 4}
    text = translate(message, lang)
    assert {"en": "Team 2", "sv": "Lag 2", "de": "Team 2", "nb": "Lag 2"}[lang] in text
    assert {"en": "2 and 4", "sv": "2 och 4", "de": "2 und 4", "nb": "2 og 4"}[lang] in text


def test_no_winner_and_no_points_are_said_as_such():
    assert verdict_summary(PRESETS["block"], 2, [], 0).id == "score.no-winner"
    # the block game keeps no points: the sentence names the winner only
    assert verdict_summary(PRESETS["block"], 2, [1], 0).id == "win.players"
    assert verdict_summary(PRESETS["draw"], 2, [1], 7).id == "win.players-points"


def _played_hand(seed: int) -> dict[str, Any]:
    """A hand of the block game played to its end, the human always laying the engine's last
    legal move (rarely the best one)."""
    reply = ask(op="new", rules="block", players=2, human=0, seed=seed, level="beginner")
    while not reply["over"]:
        reply = ask(op="move", record=reply["record"], human=0, seed=seed, move=sent(reply["legal"][-1]))
    record: dict[str, Any] = reply["record"]
    return record


@pytest.mark.parametrize("lang", LANGS)
def test_best_play_says_whether_the_result_changes_with_both_results(lang):
    changed = same = 0
    for seed in range(12):
        record = _played_hand(seed)
        best = ask(op="replay", record=record, steps=1, best=True, lang=lang)["best"]
        verdict, recorded, result = best["verdict"], best["recorded"], best["result"]
        assert verdict
        assert recorded
        assert result
        for side in (verdict, recorded):
            assert side["summary"]["text"] and str(side["winners"][0] + 1) in side["summary"]["text"] \
                if side["winners"] else side["summary"]["id"] == "score.no-winner"
        if (verdict["winners"], verdict["points"]) == (recorded["winners"], recorded["points"]):
            same += 1
            assert result["id"] == "settle.best-same"
        else:
            changed += 1
            assert result["id"] == "settle.best-changes"
            assert result["params"]["best"]["id"] == verdict["summary"]["id"]
            assert result["params"]["played"]["id"] == recorded["summary"]["id"]
            # each result said in full (a sentence inside another may lose its capital)
            said, then = verdict["summary"]["text"][1:], recorded["summary"]["text"][1:]
            assert said in result["text"]
            assert then in result["text"]
            assert result["text"].index(said) < result["text"].rindex(then)
    assert changed, (changed, same)
    assert same, (changed, same)


def test_a_record_that_stops_before_the_end_has_no_result_to_compare():
    record = {"format": "dominorules/1", "rules": "draw",
              "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
                        ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
              "moves": ["6-6", "6-1 left", "6-3 right"]}
    best = ask(op="replay", record=record, steps=2, best=True, lang="de")["best"]
    assert best["recorded"] is None
    assert best["result"] is None
    assert best["verdict"]["summary"]["text"]


def test_every_compared_row_that_reaches_the_end_says_its_verdict():
    record = _played_hand(3)
    rows = ask(op="compare", record=record, lang="sv")["rows"]
    ended = [row for row in rows if row["verdict"] is not None]
    assert ended
    for row in ended:
        summary = row["verdict"]["summary"]
        assert summary["text"]
        assert summary["id"].startswith(("score.", "win."))


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_says_move_and_reason_in_one_message(lang):
    reply = ask(op="new", rules="draw", players=2, human=0, seed=5, level="beginner", lang=lang)
    kinds = set()
    for _ in range(30):
        if reply["over"]:
            break
        hint = ask(op="hint", record=reply["record"], human=0, seed=5, lang=lang)
        move, advice = hint["move"], hint["advice"]
        kind = move["kind"] if move["kind"] != "play" else (move["end"] or "lead")
        kinds.add(kind)
        assert advice["id"] == f"hint.strong-{kind}"
        assert advice["params"]["reason"]["id"] == hint["reason"]["id"]
        # the reason is said whole after the move, once
        reason = hint["reason"]["text"]
        assert advice["text"].endswith(reason)
        assert advice["text"].count(reason) == 1
        if move["kind"] == "play":
            assert move["tile"] in advice["text"]
        reply = ask(op="move", record=reply["record"], human=0, seed=5, move=sent(hint["move"]), lang=lang)
    assert {"left", "right"} & kinds


RECORD = {"format": "dominorules/1", "rules": "draw",
          "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
                    ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
          "moves": ["6-6", "6-1 left", "6-3 right", "3-1 left", "3-3 left", "draw"]}


@pytest.mark.parametrize("lang", LANGS)
def test_each_compared_system_says_how_far_it_allows_the_record(lang):
    rows = {row["rules"]: row for row in ask(op="compare", record=RECORD, lang=lang)["rows"]}
    # the draw game allows all six moves; the block game sets the undealt tiles aside, so it
    # refuses the draw at move 6; the partnership game needs four hands (RULES.md R-*-players)
    assert rows["draw"]["summary"]["id"] == "settle.record-follows"
    assert rows["draw"]["summary"]["params"] == {"moves": 6}
    assert "6" in rows["draw"]["summary"]["text"]
    assert rows["block"]["summary"]["id"] == "settle.record-stops"
    assert rows["block"]["summary"]["params"] == {"number": 6}
    assert "6" in rows["block"]["summary"]["text"]
    assert rows["partnership"]["summary"]["id"] == "settle.record-deal-differs"


@pytest.mark.parametrize("lang", LANGS)
def test_best_play_is_said_as_one_sentence_with_its_moves(lang):
    best = ask(op="replay", record=RECORD, steps=2, best=True, lang=lang)["best"]
    summary = best["summary"]
    assert summary["id"] == "settle.best-line"
    assert summary["params"]["steps"] == 2
    # from the deal, the line is said as such, not "after move 0"
    deal = ask(op="replay", record=RECORD, steps=0, best=True, lang=lang)["best"]["summary"]
    assert deal["id"] == "settle.best-line-deal"
    assert deal["params"]["steps"] == 0
    # its wording names no move number: the same message after any other number says the same
    said = Message.from_json(deal)
    assert translate(Message(said.id, {**said.params, "steps": 7}), lang) == deal["text"]
    assert translate(Message("settle.best-line", {**said.params, "steps": 7}), lang) != deal["text"]
    # each move of the line, said as one of a sequence ("6-3 on the right, …"), not as advice
    plays = [move for move in best["line"] if move["kind"] == "play"]
    assert plays
    assert all(move["tile"] in summary["text"] for move in plays)
    assert not any(move["text"] in summary["text"] for move in plays)
    # at the end of a hand nothing is left to play, and the sentence says so
    record = _played_hand(1)
    total = ask(op="replay", record=record, steps=0, lang=lang)["total"]
    last = ask(op="replay", record=record, steps=total, best=True, lang=lang)["best"]
    assert last["line"] == []
    assert last["summary"]["id"] == "settle.best-line-none"
    assert str(total) in last["summary"]["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_who_opens_a_deal_is_said_by_the_engine(lang):
    # Player 2 holds the highest double, 5-5 (RULES.md R-draw-opener), and opens with it; in
    # Pagat's draw game the opener is drawn by lot
    situation = {"kind": "deal", "players": 2, "hands": [["6-3", "1-0", "2-2", "4-1", "5-0", "3-3", "2-1"],
                                                          ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
                 "line": []}
    rows = {row["rules"]: row for row in ask(op="situation", situation=situation, lang=lang)["verdicts"]}
    assert rows["draw"]["summary"]["id"] == "settle.opener-with"
    assert rows["draw"]["summary"]["params"] == {"player": 2, "tile": "5-5"}
    assert "2" in rows["draw"]["summary"]["text"]
    assert "5-5" in rows["draw"]["summary"]["text"]
    assert rows["pagat-draw"]["summary"]["id"] == "settle.opener-by-lot"


@pytest.mark.parametrize("lang", LANGS)
def test_a_settler_row_words_its_winners_once(lang):
    # walk W11: the last mover (Player 3) loses in the block game where the locker loses, and
    # Players 1 and 2 win: the row's result and its reasons say it in the same sentence
    reply = ask(op="situation", query="k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3", lang=lang)
    (row,) = [row for row in reply["verdicts"] if row["rules"] == "block-locker-loses"]
    (said,) = [reason for reason in row["reasons"] if reason["id"] == "win.players"]
    assert row["summary"]["text"] == said["text"]
    both = {"en": "players 1 and 2", "sv": "spelare 1 och 2", "de": "spieler 1 und 2",
            "nb": "spillerne 1 og 2"}
    assert both[lang] in said["text"].casefold()


# issue 37: the engine sends only the reasons to show, each with its link as one sentence

TIE = "k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3"


def test_the_settler_gets_only_the_reasons_to_show_and_the_pips_as_numbers():
    # the pips left (4-0 3-2: 9, 6-3: 9, 5-1 2-2: 10) are numbers in the row; no reason says them
    rows = ask(op="situation", query=TIE, lang="en")["verdicts"]
    block = next(row for row in rows if row["rules"] == "block")
    assert block["pips"] == {"0": 9, "1": 9, "2": 10}
    # blocked, a tie of Players 1 and 2 at 9 (RULES.md R-block-tie), one hand is the game
    assert [r["id"] for r in block["reasons"]] == ["end.blocked-no-drawing", "tie.drawn-players",
                                                   "settle.single-hand"]
    compared = ask(op="compare", record=RECORD, lang="en")["rows"]
    best = ask(op="replay", record=RECORD, steps=5, best=True, lang="en")["best"]
    said = [r["id"] for row in [*rows, *compared, best] for r in row["reasons"]]
    assert said
    assert not [i for i in said if i.startswith("pips.")]
    # with best play from move 5 the hand ends with a player going out: that, and what they score
    assert [r["id"] for r in best["reasons"]] == ["end.out", "points.out-others"]
    assert best["why"]["text"] == " ".join(r["text"] for r in best["reasons"])


def _joined(reason: dict[str, Any]) -> tuple[str, str]:
    """A reason's linked sentence as the page shows it, and the link's words."""
    parts = reason["linked"]
    return "".join(p["text"] for p in parts), "".join(p["text"] for p in parts if p["link"])


# the mark of our reading in the settler, with its link, said once (the German review: not
# "...; mehr unter „Streitfragen“. (zur Streitfrage)")
MARK = {"en": ("(Our reading: the sources do not say this plainly; see the dispute.)", "the dispute"),
        "sv": ("(Vår tolkning: källorna säger inte det här entydigt; se tvistefrågan.)", "tvistefrågan"),
        "de": ("(Unsere Lesart: Die Quellen sagen das nicht eindeutig; mehr zur Streitfrage.)",
               "zur Streitfrage"),
        "nb": ("(Vår tolkning: Kildene sier ikke dette entydig; se stridsspørsmålet.)", "stridsspørsmålet")}
RULE_LINK = {"en": "the rule", "sv": "regeln", "de": "zur Regel", "nb": "regelen"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_and_its_link_are_one_sentence(lang):
    rows = ask(op="situation", query=TIE, lang=lang)["verdicts"]
    row = next(row for row in rows if row["rules"] == "block-locker-loses")
    (mark,) = [r for r in row["reasons"] if r["id"] == "note.our-reading"]
    assert mark["page"] == "disputes"
    assert mark["anchor"] == "last-mover"
    assert _joined(mark) == MARK[lang]
    # the score pad and the command line keep the mark's own words, which name the page
    assert mark["text"] == translate("note.our-reading", lang)
    for reason in row["reasons"]:
        if reason["page"] == "rules":
            assert _joined(reason) == (f"{reason['text']} ({RULE_LINK[lang]})", RULE_LINK[lang])


@pytest.mark.parametrize("lang", LANGS)
def test_a_compared_system_is_one_paragraph_and_says_whether_it_can_be_stepped(lang):
    rows = {row["rules"]: row for row in ask(op="compare", record=RECORD, lang=lang)["rows"]}
    partnership = rows["partnership"]
    dash = "—" if lang == "en" else "–"
    # the partnership game seats four: the deal of two hands does not fit (RULES.md R-partnership-players)
    assert partnership["line"]["text"] == (f"{partnership['name']} {dash} {partnership['summary']['text']} "
                                           f"{partnership['reasons'][0]['text']}")
    assert partnership["line"]["text"].count(".") == 2
    # every system but the partnership game takes the deal: the record can be stepped under them
    assert {rules for rules, row in rows.items() if row["replayable"]} == set(rows) - {"partnership"}
