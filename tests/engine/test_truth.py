"""What the pad and the settler tell a reader agrees with the sources and with the engine.

Source 003 (ways 1 and 2, RULES.md `R-block-locker-loses-blocked-winner`,
`R-draw-until-playable-blocked-winner`) makes the loser of a blocked hand the player who made
"the last action"; in way 2 a draw is an action. Source 001 (`R-draw-match`) lets a table
play a fixed number of hands instead of a target score. Source 003 way 3 deals 5 tiles to "3 or
more" players, and the site allows 5 at draw-100.
"""

from dominorules import bridge
from dominorules.situation import custom_rules, custom_text

LAST_ACTION = "draw-until-playable,last_mover:last-action"


def test_the_pad_asks_the_question_the_rules_need_about_the_last_move():
    tile = bridge.handle({"op": "rules", "c": "draw-until-playable", "lang": "en"})["last_question"]
    action = bridge.handle({"op": "rules", "c": LAST_ACTION, "lang": "en"})["last_question"]
    assert tile["text"] == "Who placed the last tile?"
    assert "draw or a pass counts" in action["text"]
    assert bridge.handle({"op": "rules", "c": LAST_ACTION, "lang": "de"})["last_question"]["text"] \
        != action["text"]


def test_under_last_action_the_pad_names_the_player_who_acted_last_as_the_loser():
    # Player 2 laid the last tile, then Player 3 drew the last tiles and could not play:
    # under "last action" the table answers the pad's question with Player 3 (seat 2).
    hand = {"end": "blocked", "last": 2, "pips": [5, 6, 7]}
    reply = bridge.handle({"op": "score", "c": LAST_ACTION, "players": 3, "hand": hand, "lang": "en"})
    assert reply["winners"] == [0, 1]
    assert any("Player 3" in r["text"] and "loses" in r["text"] for r in reply["reasons"])


def test_the_settler_says_what_an_end_position_assumes_under_last_action():
    query = f"k=end&p=3&h=6-6_2-1_5-0.4-4&last=1&c={LAST_ACTION}"
    rows = bridge.handle({"op": "situation", "query": query, "lang": "en"})["verdicts"]
    assumed = {row["rules"] for row in rows
               if any(r["id"] == "settle.assumes-last-tile" for r in row["reasons"])}
    assert assumed == {"custom"}, "only the rule set that reads 'last action' makes the assumption"
    custom = next(row for row in rows if row["rules"] == "custom")
    assert "Player 1" in custom["reasons"][0]["text"]


def test_a_fixed_number_of_hands_can_be_written_in_the_short_form_and_read_back():
    rules = custom_rules("draw,target_points:,target_hands:5")
    assert rules.target_points == () and rules.target_hands == 5 and not rules.single_hand
    assert custom_text(rules) == "draw,target_points:,target_hands:5"
    hands = [{"end": "out", "out": i % 2, "pips": [0, 10] if i % 2 == 0 else [10, 0]} for i in range(5)]
    hands[4] = {"end": "out", "out": 0, "pips": [0, 3]}
    match = {"format": "dominorules/1", "rules": {"preset": "draw", "target_points": {}, "target_hands": 5},
             "players": 2, "hands": hands}
    reply = bridge.handle({"op": "score_match", "match": match, "lang": "en"})
    assert reply["ok"] and reply["over"] and reply["winners"] == [0]



def test_the_pad_offers_a_target_for_five_players_at_draw_100():
    from dominosite.scorepad_html import render_scorepad

    html = render_scorepad("en", lambda msgid, **_: msgid, "/", "engine.zip", "pyodide/")
    assert '"5": 100' in html or '"5":100' in html
