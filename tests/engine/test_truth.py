"""What the pad and the settler tell a reader agrees with the sources and with the engine.

Source 003 (ways 1 and 2, RULES.md `R-block-locker-loses-blocked-winner`,
`R-draw-until-playable-blocked-winner`) makes the loser of a blocked hand the player who made
"the last action"; in way 2 a draw is an action. Source 001 (`R-draw-match`) lets a table
play a fixed number of hands instead of a target score. Source 003 way 3 deals 5 tiles to "3 or
more" players, and the site allows 5 at draw-100.
"""

from dominorules import bridge
from dominorules.formats.situation import custom_rules, custom_text

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
    assert rules.target_points == ()
    assert rules.target_hands == 5
    assert not rules.single_hand
    assert custom_text(rules) == "draw,target_points:,target_hands:5"
    hands = [{"end": "out", "out": i % 2, "pips": [0, 10] if i % 2 == 0 else [10, 0]} for i in range(5)]
    hands[4] = {"end": "out", "out": 0, "pips": [0, 3]}
    match = {"format": "dominorules/1", "rules": {"preset": "draw", "target_points": {}, "target_hands": 5},
             "players": 2, "hands": hands}
    reply = bridge.handle({"op": "score_match", "match": match, "lang": "en"})
    assert reply["ok"]
    assert reply["over"]
    assert reply["winners"] == [0]



def test_the_pad_offers_a_target_for_five_players_at_draw_100():
    from dominosite.scorepad_html import render_scorepad

    engine = {"data-root": "/", "data-engine": "engine.zip", "data-pyodide": "pyodide/",
              "data-stdlib": "pyodide/python_stdlib-0.zip", "data-start-bytes": "1"}
    html = render_scorepad("en", lambda msgid, **_: msgid, engine)
    assert '"5": 100' in html or '"5":100' in html


def match_result(rules, players, hands, lang="en"):
    reply = bridge.handle({"op": "score_match", "lang": lang, "match": {
        "format": "dominorules/1", "rules": rules, "players": players, "hands": hands}})
    assert reply["ok"], reply
    return reply


def test_a_one_hand_system_names_every_winner_of_its_hand_not_the_most_points():
    # 000 l.36, 003 l.17: the block games are one hand with winners and no points.
    blocked = match_result("block", 3, [{"end": "blocked", "pips": [9, 9, 10]}])
    assert blocked["over"]
    assert blocked["winners"] == []
    assert "tie" in blocked["verdict"]["text"]
    assert "points" not in blocked["verdict"]["text"]
    locker = match_result("block-locker-loses", 4, [{"end": "blocked", "last": 3, "pips": [5, 6, 7, 8]}])
    assert locker["winners"] == [0, 1, 2]
    assert "Players 1, 2, and 3 win the game" in locker["verdict"]["text"]


def test_a_team_win_is_credited_to_the_team():
    # 000 l.72: a team wins. Player 4 goes out: the team of players 2 and 4.
    partnership = match_result("partnership", 4, [{"end": "out", "out": 3, "pips": [5, 6, 7, 0]}])
    assert sorted(partnership["winners"]) == [1, 3]
    assert "team 2 (players 2 and 4)" in partnership["verdict"]["text"]
    teams = match_result({"preset": "draw", "teams": True}, 4,
                         [{"end": "out", "out": 0, "pips": [0, 40, 30, 45]},
                          {"end": "out", "out": 2, "pips": [20, 40, 0, 45]}])
    assert teams["over"]
    assert "Team 1 (players 1 and 3)" in teams["verdict"]["text"]


def test_a_fixed_number_of_hands_without_points_is_won_on_hands_won_and_ends():
    # walk finding 12: partnership,target_hands:3 never ended (everyone had 0 points).
    hands = [{"end": "out", "out": seat, "pips": [0 if s == seat else 5 for s in range(4)]}
             for seat in (0, 1, 2)]
    reply = match_result({"preset": "partnership", "target_hands": 3}, 4, hands)
    assert reply["over"]
    assert sorted(reply["winners"]) == [0, 2]
    assert reply["totals"] == [2, 1, 2, 1], "hands won by each seat (both partners count a team's win)"
    assert "won the most hands, 2 hands" in reply["verdict"]["text"]


def test_a_round_of_voluntary_passes_is_said_to_be_the_sites_own_rule():
    # 001 l.49 names the voluntary pass as a house rule and says nothing of a round of passes
    # (factcheck N3): the hand ends, but the reason must not say that nobody could play.
    from dominorules.formats.record import game_from_record

    record = {"format": "dominorules/1", "rules": {"preset": "draw", "when_able": "may-pass"},
              "hands": [["6-6", "6-5", "4-0", "1-1", "2-2", "3-3", "0-0"],
                        ["6-4", "5-5", "1-0", "2-1", "3-2", "4-3", "5-4"]],
              "moves": ["6-6", "6-4 left", "pass", "pass"]}
    game = game_from_record(record)
    outcome = game.outcome()
    assert outcome is not None
    reasons = [m.id for m in outcome.reasons]
    assert "end.all-passed" in reasons
    assert "end.blocked" not in reasons
    assert game.legal_moves() == []
    assert game.ended == "blocked"
