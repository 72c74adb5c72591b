"""The places where the sources are silent or can be read two ways, each a RuleSet field.

Every test starts from what a source says (quoted in our own translation) and checks
both readings: the one the presets take and the other one, a field away.
"""

from __future__ import annotations

import json
import random

import pytest
from dominorules import PRESETS, BadPosition, BadRules, Game, Match, RuleSet, score_hand
from dominorules.opening import later_opener
from dominorules.record import settle
from dominorules.situation import decode, encode, verdicts
from dominorules.tiles import parse_tiles


def random_hand(rules, seed, players=2):
    """A hand dealt with ``seed`` and played out with random legal moves."""
    game = Game.deal(rules, players, seed)
    pick = random.Random(seed)
    while game.outcome() is None:
        game.play(pick.choice(game.legal_moves()))
    return game


# -- 004: going out while another player holds only 0-0 -----------------------------------
# 004: "Count the pips on the tiles you have left. The lowest total wins and gets the others'
# pips minus its own. If the lowest total is shared, nobody scores." The player who went out
# has 0 left, and so has a player holding nothing but the double blank ("it has no pips").

def test_pagat_going_out_against_a_lone_double_blank_scores_nothing():
    left = [[], parse_tiles("0-0"), parse_tiles("6-6 5-1")]
    pagat = score_hand(PRESETS["pagat-draw"], left, "out")
    assert pagat.winners == () and set(pagat.points.values()) == {0}
    assert "out.shared-lowest" in [r.id for r in pagat.reasons]
    # The other reading, "going out always wins", is one field away: 0 + 18 for Player 1.
    wins = score_hand(PRESETS["pagat-draw"].with_changes(going_out="wins"), left, "out")
    assert wins.winners == (0,) and wins.points[0] == 18


def test_pagat_going_out_alone_with_the_lowest_total_still_wins():
    left = [[], parse_tiles("0-1"), parse_tiles("6-6")]
    result = score_hand(PRESETS["pagat-draw"], left, "out")
    assert result.winners == (0,) and result.points[0] == 1 + 12


@pytest.mark.parametrize("preset", ["block", "draw", "draw-100", "draw-until-playable"])
def test_elsewhere_going_out_wins(preset):
    # 000/002: "whoever first lays all their tiles wins the round"; 001: "whoever empties
    # their hand first wins the hand"; 003: the game ends when a player places the last tile.
    result = score_hand(PRESETS[preset], [[], parse_tiles("0-0")], "out")
    assert result.winners == (0,)


def test_the_settler_asks_each_system_its_own_going_out_rule():
    rows = {r["rules"]: r for r in verdicts(decode("k=end&p=3&h=_0-0_6-6.5-1&last=1"),
                                            ["pagat-draw", "draw"])}
    assert rows["pagat-draw"]["winners"] == [] and rows["pagat-draw"]["points"] == 0
    assert rows["draw"]["winners"] == [0] and rows["draw"]["points"] == 18


# -- when a hand with drawing is blocked ------------------------------------------------
# 003 way 2: "when the pile is used up, play goes on until someone wins or the game is
# blocked"; 004: "the round ends when two tiles are left and nobody can play"; 001: the hand
# ends "when nobody can lay any more and the game is blocked".

def _fits(tiles, ends):
    return any(t.has(ends[0]) or t.has(ends[1]) for t in tiles)


def test_blocked_when_no_tile_left_anywhere_fits():
    early = PRESETS["draw-until-playable"].with_changes(blocked_when="no-tile-fits")
    differs = 0
    for seed in range(60):
        game = random_hand(early, seed)
        if game.ended != "blocked":
            continue
        hands = [t for hand in game.hands for t in hand]
        assert not _fits(hands + game.boneyard, game.ends)
        if game.drawable:
            differs += 1
            # Under the preset's reading the same position is not blocked: the player to move
            # draws, because the boneyard is not empty yet.
            later = Game(PRESETS["draw-until-playable"], game.dealt, game.boneyard_dealt)
            for step in game.history:
                later.play(step.move)
            assert later.outcome() is None and [str(m) for m in later.legal_moves()] == ["draw"]
    assert differs  # the two readings part in some of these hands


def test_only_a_game_that_checked_the_undrawn_tiles_says_none_of_them_fits():
    # Fact-check N2: an end position carries no boneyard, so the engine has not looked at
    # the tiles still to draw and must not claim that none of them fits either end.
    early = PRESETS["draw-until-playable"].with_changes(blocked_when="no-tile-fits")
    said = 0
    for seed in range(60):
        game = random_hand(early, seed)
        if game.ended != "blocked":
            continue
        ids = [reason.id for reason in game.outcome().reasons]
        if game.drawable:  # ended early, with tiles left to draw that the game checked
            assert "end.blocked-no-tile-fits" in ids and "end.blocked" not in ids
            said += 1
        else:  # the boneyard is empty: "nothing can be drawn" is simply true
            assert "end.blocked" in ids
    assert said
    position = decode("k=end&p=2&h=6-6.5-5_4-4.3-3&l=1-2.2-0.0-1&last=1&c=draw,blocked_when:no-tile-fits")
    for row in verdicts(position):
        if row["ok"]:
            assert "end.blocked-no-tile-fits" not in [reason.id for reason in row["reasons"]], row


def test_blocked_when_the_boneyard_is_empty_is_the_presets_reading():
    for preset in ("draw", "draw-until-playable", "draw-100", "pagat-draw"):
        assert PRESETS[preset].blocked_when == "boneyard-empty"
        for seed in range(15):
            game = random_hand(PRESETS[preset], seed)
            if game.ended == "blocked":
                assert game.drawable == 0


# -- 003: "the player who made the last action" ------------------------------------------
# 003 way 1: "if the game is blocked because no player has a tile to place, the player who
# made the last action is declared the loser"; way 2: the same rules, with drawing.

def test_last_action_or_last_tile_decides_who_loses():
    preset = PRESETS["draw-until-playable"]
    action = preset.with_changes(last_mover="last-action")
    found = 0
    for seed in range(200):
        game = random_hand(preset, seed)
        last = game.history[-1]
        if game.ended != "blocked" or last.move.kind == "play" or last.seat == game.last_player:
            continue
        found += 1
        tile_loser = game.last_player
        assert game.outcome().winners == tuple(s for s in range(2) if s != tile_loser)
        again = Game(action, game.dealt, game.boneyard_dealt)
        for step in game.history:
            again.play(step.move)
        assert again.outcome().winners == (tile_loser,)  # the drawer made the last action
    assert found


def test_in_the_block_game_the_last_tile_is_the_last_action():
    action = PRESETS["block-locker-loses"].with_changes(last_mover="last-action")
    for seed in range(20):
        game = random_hand(action, seed)
        if game.ended == "blocked":
            assert game.history[-1].move.kind == "play"


# -- contradictions --------------------------------------------------------------------

@pytest.mark.parametrize("preset, changes, first, second", [
    ("block", {"draw": "one"}, "undealt", "draw"),
    ("block-locker-loses", {"when_able": "may-draw"}, "undealt", "when_able"),
    ("pagat-draw", {"draw": "none"}, "when_able", "draw"),
])
def test_rules_that_contradict_themselves_are_refused(preset, changes, first, second):
    with pytest.raises(BadRules) as raised:
        RuleSet.from_json({"preset": preset, **changes})
    text = str(raised.value)
    assert f"“{first}”" in text and f"“{second}”" in text


# -- every new field travels in a record, an address and presets -----------------------

@pytest.mark.parametrize("name, value", [
    ("going_out", "lowest-total"), ("blocked_when", "no-tile-fits"),
    ("last_mover", "last-action"), ("target_tie", "drawn"),
])
def test_new_fields_travel(name, value):
    rules = RuleSet.from_json({"preset": "draw", name: value})
    assert rules.for_record() == {"preset": "draw", name: value}
    situation = decode(f"k=end&p=2&h=6-6_5-5&last=1&c=draw,{name}:{value}")
    assert getattr(situation.custom, name) == value
    assert f"{name}:{value}" in encode(situation)


# -- 003 way 3 with five players ---------------------------------------------------------
# 003 way 3: "if two play, each takes 7; if 3 or more play, 5 are drawn. The rest stay in the
# pile until they are used."

def test_draw_100_deals_five_each_to_five_players():
    game = Game.deal(PRESETS["draw-100"], 5, seed=2)
    assert [len(h) for h in game.hands] == [5] * 5 and len(game.boneyard) == 3
    with pytest.raises(BadPosition):  # six players would need 30 of the 28 tiles
        Game.deal(PRESETS["draw-100"], 6, seed=2)


# -- ties at or above the target -------------------------------------------------------
# 001: "play goes on hand after hand until a player reaches 100 points in all. That player
# has then won." No source says what happens when two reach it with the same score.

def _match_at(rules, scores):
    match = Match(rules, len(scores), seed=1)
    match.scores = list(scores)
    return match


def test_a_tie_at_the_target_plays_another_hand():
    match = _match_at(PRESETS["draw"], [104, 104])
    assert not match.over and match.winners() == []
    match.scores = [104, 110]
    assert match.over and match.winners() == [1]


def test_a_tie_at_the_target_is_drawn_one_field_away():
    match = _match_at(PRESETS["draw"].with_changes(target_tie="drawn"), [104, 104])
    assert match.over and match.winners() == [] and match.verdict().id == "match.tied"


def test_a_split_leaves_the_odd_pip_unscored_and_the_next_opener_is_the_first_winner_in_turn():
    # 001: "when the pip values are exactly equal, the points from the other players' hands
    # are split equally between them". 5-2 + 6-6 = 19 pips cannot be split in two.
    split = PRESETS["draw"].with_changes(tie="split")
    left = [parse_tiles("2-1"), parse_tiles("5-2 6-6"), parse_tiles("3-0")]
    result = score_hand(split, left, "blocked")
    assert result.winners == (0, 2) and result.points == {0: 9, 1: 0, 2: 9}
    assert "tie.split-remainder" in [r.id for r in result.reasons]
    # Player 2 opened: in turn after Player 2 comes Player 3, one of the winners.
    assert later_opener(split, 3, 1, result.winners)[0] == 2


# -- the house rules the sources name ---------------------------------------------------

def test_pagat_house_rule_draws_the_whole_boneyard():
    # 004: "if you play with an empty boneyard you use another drawing rule ... when the
    # boneyard is empty and nobody can play, you may settle the points as in the examples."
    house = PRESETS["pagat-draw"].with_changes(reserve=0)
    game = Game.deal(house, 3, seed=4)
    assert game.drawable == len(game.boneyard)
    for seed in range(10):
        played = random_hand(house, seed, players=3)
        if played.ended == "blocked":
            assert played.boneyard == []
            result = played.outcome()
            low = min(result.pips.values())
            if list(result.pips.values()).count(low) == 1:
                (winner,) = result.winners
                assert result.points[winner] == sum(result.pips.values()) - 2 * low


def test_draw_game_in_teams():
    # 001: "if you play in teams, it is counted on the team's total pip value instead".
    teams = PRESETS["draw"].with_changes(teams=True)
    left = [parse_tiles("1-0"), parse_tiles("6-6"), parse_tiles("2-0"), parse_tiles("5-5")]
    result = score_hand(teams, left, "blocked")
    assert result.winners == (0, 2) and result.team_points == {0: 22 - 3, 1: 0}


# -- the settler judges each system by its own rules ------------------------------------

def test_an_end_position_is_judged_by_each_system_asked_for():
    # A locker-loses position with no last mover named: the locker-loses game cannot say who
    # lost, but the block game (lowest total wins: 000) can.
    position = {"format": "dominorules/1", "rules": "block-locker-loses", "position": "end",
                "end": "blocked", "hands": [["0-4"], ["6-6"]]}
    rows = {json.dumps(r["rules"]): r for r in settle(position, ["block", "block-locker-loses"])}
    assert rows['"block"']["ok"] and rows['"block"']["winners"] == [0]
    assert not rows['"block-locker-loses"']["ok"]
    assert rows['"block-locker-loses"']["reasons"][0]["id"] == "error.last-needed"


def test_the_settler_takes_five_players_for_the_draw_game_to_100():
    hands = "_".join(["6-6.5-5.4-4.3-3.2-2", "1-1.0-0.6-5.6-4.6-3", "6-2.6-1.6-0.5-4.5-3",
                      "5-2.5-1.5-0.4-3.4-2", "4-1.4-0.3-2.3-1.3-0"])
    rows = {r["rules"]: r for r in verdicts(decode(f"k=deal&p=5&h={hands}"))}
    assert rows["draw-100"]["ok"] and rows["draw-100"]["opener"] == 0
    assert not rows["block"]["ok"] and rows["block"]["reasons"][0].id == "error.player-count"
