"""One test per question of RULES.md per preset, with the answers the sources give.

Each expected value below is read from RULES.md's rows (R-<preset>-<question>, each
with its source lines), not from the engine; each section header names the rows it
tests. Where a source is silent, the row gives the project's reading.
"""

from typing import cast

import pytest
from dominorules import PRESETS, BadPosition, Game, Match, Move, parse_tiles, score_hand
from dominorules.core.outcome import Outcome
from dominorules.words.message import Listing
from engine_helpers import make_game, moves_text

ALL = list(PRESETS)


# -- tile set (R-*-tile-set) ---------------------------------------------------------
@pytest.mark.parametrize("preset", ALL)
def test_every_system_uses_a_double_six_set(preset):
    game = Game.deal(PRESETS[preset], 4, seed=1)
    tiles = [t for h in game.hands for t in h] + game.boneyard
    assert sorted(tiles) == sorted(parse_tiles(
        "0-0 1-0 1-1 2-0 2-1 2-2 3-0 3-1 3-2 3-3 4-0 4-1 4-2 4-3 4-4 "
        "5-0 5-1 5-2 5-3 5-4 5-5 6-0 6-1 6-2 6-3 6-4 6-5 6-6"))


def test_draw_game_with_a_bigger_set_seats_more_players():
    # 001: "more players with a bigger set".
    rules = PRESETS["draw"].with_changes(max_pip=9, max_players=8)
    game = Game.deal(rules, 8, seed=3)
    assert len(game.hands) == 8
    assert len(game.boneyard) == 55 - 8 * 5


# -- players (R-*-players) -----------------------------------------------------------
@pytest.mark.parametrize(("preset", "allowed"), [
    ("block", {2, 3, 4}), ("partnership", {4}), ("draw", {2, 3, 4}),
    ("block-locker-loses", {2, 3, 4}), ("draw-until-playable", {2, 3, 4}),
    # 003 way 3: "if 3 or more play, 5 are drawn": five players take 25 of the 28 tiles.
    ("draw-100", {2, 3, 4, 5}), ("pagat-draw", {2, 3, 4}),
])
def test_player_counts(preset, allowed):
    for players in range(1, 7):
        if players in allowed:
            assert Game.deal(PRESETS[preset], players, seed=players).players == players
        else:
            with pytest.raises(BadPosition):
                Game.deal(PRESETS[preset], players, seed=1)


# -- hand size (R-*-hand-size) -------------------------------------------------------
@pytest.mark.parametrize(("preset", "sizes"), [
    ("block", {2: 7, 3: 5, 4: 5}),                 # 000, 002
    ("partnership", {4: 7}),                       # 000, 002
    ("draw", {2: 7, 3: 5, 4: 5}),                  # 001 is silent: our documented choice
    ("block-locker-loses", {2: 7, 3: 7, 4: 7}),    # 003 way 1: 7 always
    ("draw-until-playable", {2: 7, 3: 7, 4: 7}),   # 003 way 2
    ("draw-100", {2: 7, 3: 5, 4: 5}),              # 003 way 3
    ("pagat-draw", {2: 7, 3: 7, 4: 6}),            # 004
])
def test_hand_sizes(preset, sizes):
    for players, size in sizes.items():
        game = Game.deal(PRESETS[preset], players, seed=11)
        assert [len(h) for h in game.hands] == [size] * players


# -- tiles not dealt (R-*-undealt, R-pagat-draw-draw-limit) --------------------------
def test_block_sets_the_rest_aside_and_never_draws():
    game = Game.deal(PRESETS["block"], 2, seed=5)
    assert len(game.boneyard) == 14
    assert game.drawable == 0


def test_partnership_deals_every_tile():
    game = Game.deal(PRESETS["partnership"], 4, seed=5)
    assert game.boneyard == []
    assert sum(len(h) for h in game.hands) == 28


@pytest.mark.parametrize("preset", ["draw", "draw-until-playable", "draw-100"])
def test_draw_games_keep_a_boneyard(preset):
    game = Game.deal(PRESETS[preset], 2, seed=5)
    assert game.drawable == len(game.boneyard) == 14


def test_pagat_never_draws_the_last_two():
    game = Game.deal(PRESETS["pagat-draw"], 4, seed=5)
    assert len(game.boneyard) == 4
    assert game.drawable == 2


# -- who opens the first hand (R-*-first-opener, R-*-first-tile) ---------------------
BLOCK_HANDS = ["6-6 6-3 1-0 2-2 4-1 5-0 3-3", "5-5 6-1 3-1 2-0 4-4 5-4 0-0"]


def test_block_highest_double_opens_with_it():
    game = make_game("block", BLOCK_HANDS[::-1])
    assert game.opener == 1
    assert moves_text(game) == ["6-6"]


def test_block_highest_double_need_not_be_six_six():
    game = make_game("block", ["5-5 6-1 3-1 2-0 4-4 5-4 0-0", "6-5 6-3 1-0 2-1 4-1 5-0 3-2"])
    assert game.opener == 0
    assert moves_text(game) == ["5-5"]


def test_block_nobody_with_a_double_means_redeal():
    no_doubles = ["6-5 6-3 1-0 2-1 4-1 5-0 3-2", "6-4 6-2 6-1 6-0 5-4 5-3 5-2"]
    with pytest.raises(BadPosition, match="deal again"):
        make_game("block", no_doubles)
    # A seeded deal simply deals again until someone holds a double.
    for seed in range(60):
        game = Game.deal(PRESETS["block"], 2, seed)
        assert any(t.is_double for h in game.hands for t in h)


def test_partnership_holder_of_double_six_opens():
    game = Game.deal(PRESETS["partnership"], 4, seed=9)
    holder = next(s for s, h in enumerate(game.hands) if parse_tiles("6-6")[0] in h)
    assert game.opener == holder
    assert moves_text(game) == ["6-6"]


def test_draw_game_without_doubles_the_heaviest_tile_opens():
    # 001: "the highest single tile instead, for example 6-5 before 6-4".
    hands = ["6-4 6-2 6-1 6-0 5-4", "6-5 5-3 5-2 4-3 1-0", "6-3 5-1 5-0 4-2 4-1"]
    game = make_game("draw", hands)
    assert game.opener == 1
    assert moves_text(game) == ["6-5"]


@pytest.mark.parametrize("preset", ["block-locker-loses", "draw-until-playable", "draw-100"])
def test_the_first_player_opens_with_any_tile(preset):
    game = Game.deal(PRESETS[preset], 2, seed=4)
    assert game.opener == 0
    assert sorted(moves_text(game)) == sorted(str(t) for t in game.hands[0])


def test_pagat_opener_is_drawn_by_lot_and_leads_any_tile():
    openers = {Game.deal(PRESETS["pagat-draw"], 3, seed).opener for seed in range(30)}
    assert openers == {0, 1, 2}
    game = Game.deal(PRESETS["pagat-draw"], 3, seed=2)
    assert len(game.legal_moves()) == 7


# -- later hands (R-*-later-opener) --------------------------------------------------
def _play_two_hands(preset, players):
    from dominorules.players.selfplay import finish
    match = Match(PRESETS[preset], players, seed=8)
    first = finish(match.next_game())
    match.add(first)
    return first, match.next_game()


def test_draw_game_winner_of_previous_hand_opens_next():
    first, second = _play_two_hands("draw", 3)
    winners = first.outcome().winners
    expected = winners[0] if winners else first.opener
    assert second.opener == expected
    assert second.lead is None


def test_pagat_next_hand_opens_left_of_previous_opener():
    first, second = _play_two_hands("pagat-draw", 3)
    assert second.opener == (first.opener + 1) % 3


# -- turn order (R-*-direction) ------------------------------------------------------
def test_partnership_play_passes_to_the_right():
    game = Game.deal(PRESETS["partnership"], 4, seed=9)
    opener = game.opener
    game.play(game.legal_moves()[0])
    assert game.to_move == (opener - 1) % 4


def test_pagat_play_passes_to_the_left():
    game = make_game("pagat-draw", ["6-6 6-5 6-4 6-3 6-2 6-1", "5-5 5-4 5-3 5-2 5-1 5-0",
                                    "4-4 4-3 4-2 4-1 4-0 3-3", "3-2 3-1 3-0 2-2 2-1 2-0"],
                     boneyard="1-1 1-0 6-0 0-0", opener=0)
    game.play(Move.parse("6-6"))
    assert game.to_move == 1


# -- a move (R-*-move) ---------------------------------------------------------------
def test_a_double_opens_no_new_ends_and_one_tile_goes_on_one_end():
    game = make_game("block", BLOCK_HANDS)
    game.play(Move.parse("6-6"))
    assert game.ends == (6, 6)
    assert moves_text(game) == ["6-1 left"]   # both ends show 6: one move, not two
    game.play(Move.parse("6-1"))
    assert game.ends == (1, 6)
    assert set(moves_text(game)) == {"1-0 left", "4-1 left", "6-3 right"}


def test_a_blank_end_takes_only_a_blank():
    game = make_game("block", ["5-5 5-0 1-1 2-2 3-3 4-4 6-6", "0-0 6-1 3-1 2-0 4-1 5-4 6-5"])
    game.play(Move.parse("6-6"))
    game.play(Move.parse("6-5 left"))
    game.play(Move.parse("5-0 left"))
    assert set(moves_text(game)) == {"0-0 left", "2-0 left", "6-1 right"}


# -- cannot play (R-*-cannot-play, R-*-draw-limit) -----------------------------------
DRAW_HANDS = ["6-6 6-5 6-4 3-3 2-2 1-1 4-3", "5-5 4-4 5-4 3-2 1-0 2-1 0-0"]


@pytest.mark.parametrize("preset", ["block", "partnership", "block-locker-loses"])
def test_no_drawing_games_pass(preset):
    game = Game.deal(PRESETS[preset], 4, seed=3)
    for _ in range(40):
        if game.outcome():
            break
        moves = game.legal_moves()
        assert all(m.kind != "draw" for m in moves)
        if not any(m.kind == "play" for m in moves):
            assert moves == [Move("pass")]
        game.play(moves[0])


def test_draw_game_draws_one_then_passes():
    game = make_game("draw", DRAW_HANDS, boneyard=_rest(DRAW_HANDS, first="3-1"))
    game.play(Move.parse("6-6"))
    assert moves_text(game) == ["draw"]
    game.play(Move("draw"))
    assert moves_text(game) == ["pass"]   # 3-1 does not fit and only one draw is allowed


def test_draw_game_plays_the_drawn_tile_when_it_fits():
    game = make_game("draw", DRAW_HANDS, boneyard=_rest(DRAW_HANDS, first="6-1"))
    game.play(Move.parse("6-6"))
    game.play(Move("draw"))
    assert moves_text(game) == ["6-1 left"]


@pytest.mark.parametrize("preset", ["draw-until-playable", "draw-100"])
def test_draw_until_a_tile_fits(preset):
    game = make_game(preset, DRAW_HANDS, boneyard=_rest(DRAW_HANDS, first="3-1 2-0 6-2"))
    game.play(Move.parse("6-6"))
    for _ in range(3):
        assert moves_text(game) == ["draw"]
        game.play(Move("draw"))
    assert moves_text(game) == ["6-2 left"]


def test_empty_boneyard_means_pass():
    hands = ["6-6 6-5 6-4 6-3 6-2 6-1", "5-5 5-4 5-3 5-2 5-1 5-0",
             "4-4 4-3 4-2 4-1 4-0 3-3", "3-2 3-1 3-0 2-2 2-1 2-0"]
    game = make_game("pagat-draw", hands, boneyard="1-1 1-0 6-0 0-0", opener=0)
    game.play(Move.parse("6-6"))
    game.play(Move("draw"))
    game.play(Move("draw"))
    # Two tiles remain, and Pagat never draws the last two: pass.
    assert game.drawable == 0
    assert len(game.boneyard) == 2
    assert moves_text(game) == ["pass"]


# -- can play but does not want to (R-*-when-able) -----------------------------------
def test_must_play_when_able_everywhere_but_pagat():
    for preset in ["block", "partnership", "draw", "block-locker-loses",
                   "draw-until-playable", "draw-100"]:
        assert PRESETS[preset].when_able == "must-play"
    game = make_game("draw", DRAW_HANDS)
    game.play(Move.parse("6-6"))
    game.play(Move("draw"))
    game.play(game.legal_moves()[0])
    # Seat 0 holds 6s: neither pass nor draw is offered.
    assert all(m.kind == "play" for m in game.legal_moves())


def test_voluntary_pass_is_a_house_rule_one_field_away():
    game = make_game("draw", DRAW_HANDS, when_able="may-pass")
    game.play(Move.parse("6-6"))
    game.play(Move("draw"))
    game.play(game.legal_moves()[0])
    assert "pass" in moves_text(game)
    assert any(m.kind == "play" for m in game.legal_moves())


def test_pagat_may_draw_instead_of_playing():
    # 004: "Will or can't play, you draw."
    hands = ["6-6 6-5 6-4 6-3 6-2 6-1 5-5", "6-0 5-3 5-2 5-1 5-0 4-4 4-3"]
    game = make_game("pagat-draw", hands, opener=0)
    game.play(Move.parse("6-6"))
    assert moves_text(game) == ["6-0 left", "draw"]
    game.play(Move("draw"))
    assert game.to_move == 1
    assert len(game.hands[1]) == 8   # the turn goes on until a tile is laid


# -- hand ends (R-*-hand-ends, R-*-blocked-when) -------------------------------------
BLOCKED_AT_ONCE = ["6-6 0-0 1-0 2-0 3-0 4-0 5-0", "5-5 1-1 2-1 3-1 4-1 5-1 2-2"]


def test_blocked_when_nobody_can_play():
    game = make_game("block", BLOCKED_AT_ONCE)
    game.play(Move.parse("6-6"))
    result = game.outcome()
    assert result is not None
    assert result.end == "blocked"


def test_pagat_ends_when_two_remain_and_nobody_can_play():
    from dominorules.players.selfplay import finish
    from dominorules.players.simple import heaviest_first
    blocked = [g for g in (finish(Game.deal(PRESETS["pagat-draw"], 3, seed), heaviest_first)
                           for seed in range(80)) if cast(Outcome, g.outcome()).end == "blocked"]
    assert blocked, "some of 80 deals should block"
    for game in blocked:
        assert game.ends is not None
        left, right = game.ends
        assert len(game.boneyard) == 2
        assert not any(t.has(left) or t.has(right) for h in game.hands for t in h)


# -- blocked: who wins, ties, points (R-*-blocked-winner, R-*-tie, R-*-out-points, R-*-blocked-points) --
def _left(*hands):
    return [parse_tiles(h) for h in hands]


def test_block_lowest_total_wins_a_blocked_game():
    game = make_game("block", BLOCKED_AT_ONCE)
    game.play(Move.parse("6-6"))
    # seat 0: 0+1+2+3+4+5 = 15, seat 1: 10+2+3+4+5+6+4 = 34
    assert game.outcome().winners == (0,)
    assert game.outcome().pips == {0: 15, 1: 34}


def test_locker_loses():
    game = make_game("block-locker-loses", BLOCKED_AT_ONCE)
    game.play(Move.parse("6-6"))    # seat 0 made the last move, and the game is blocked
    assert game.outcome().end == "blocked"
    assert game.outcome().winners == (1,)


def test_partnership_blocked_team_with_lowest_combined_total_wins():
    result = score_hand(PRESETS["partnership"], _left("6-6", "1-0", "0-0", "2-2"), "blocked", 0)
    # team 0 (seats 0, 2): 12 + 0 = 12; team 1 (seats 1, 3): 1 + 4 = 5
    assert result.winners == (1, 3)
    assert result.team_points == {0: 0, 1: 0}


def test_partnership_blocked_equal_teams_is_a_draw():
    result = score_hand(PRESETS["partnership"], _left("6-0", "3-0", "0-0", "2-1"), "blocked", 0)
    assert result.winners == ()


@pytest.mark.parametrize(("preset", "tie_id"), [
    ("block", "tie.drawn-players"), ("draw", "tie.drawn-players"), ("draw-100", "tie.drawn-players"),
    ("pagat-draw", "tie.no-score-players"),
])
def test_tie_for_lowest(preset, tie_id):
    result = score_hand(PRESETS[preset], _left("4-1", "3-2", "6-6"), "blocked", 2)
    assert result.winners == ()
    assert set(result.points.values()) == {0}
    assert result.reasons[-1].id == tie_id
    assert result.reasons[-1].params["players"] == Listing((1, 2))  # the two at 5, by name


def test_draw_tie_split_is_one_field_away():
    # 001's other paragraph: the tied players split the others' points equally.
    rules = PRESETS["draw"].with_changes(tie="split")
    result = score_hand(rules, _left("4-1", "3-2", "6-6"), "blocked", 2)
    assert result.winners == (0, 1)
    assert result.points == {0: 6, 1: 6, 2: 0}


def test_draw_game_blocked_win_scores_others_minus_own():
    # 001: the difference between one's own total and the sum of the others'.
    result = score_hand(PRESETS["draw"], _left("1-0", "6-6", "5-4"), "blocked", 0)
    assert result.winners == (0,)
    assert result.points[0] == (12 + 9) - 1


def test_draw_100_blocked_win_does_not_subtract_own():
    # 003 way 3: "own dominoes cannot be added to the total".
    result = score_hand(PRESETS["draw-100"], _left("1-0", "6-6", "5-4"), "blocked", 0)
    assert result.points[0] == 12 + 9


def test_pagat_scores_others_minus_own():
    # 004: the lowest gets the others' combined pips minus their own.
    result = score_hand(PRESETS["pagat-draw"], _left("0-4 2-3 0-0", "6-6", "5-5"), "blocked", 1)
    assert result.points[0] == 22 - 9


@pytest.mark.parametrize("preset", ["draw", "draw-100", "pagat-draw"])
def test_going_out_scores_all_opponents_pips(preset):
    result = score_hand(PRESETS[preset], _left("", "6-6 1-0", "5-4"), "out")
    assert result.winners == (0,)
    assert result.points == {0: 13 + 9, 1: 0, 2: 0}


@pytest.mark.parametrize("preset", ["block", "partnership", "block-locker-loses",
                                    "draw-until-playable"])
def test_win_only_systems_score_no_points(preset):
    hands = _left("", "6-6", "5-4", "3-3") if preset == "partnership" else _left("", "6-6")
    result = score_hand(PRESETS[preset], hands, "out")
    assert result.winners[0] == 0
    assert set(result.points.values()) == {0}


def test_partnership_going_out_wins_for_the_team():
    result = score_hand(PRESETS["partnership"], _left("6-6", "", "5-4", "3-3"), "out")
    assert result.winners == (1, 3)


# -- game to (R-*-hands, R-*-target) -------------------------------------------------
@pytest.mark.parametrize(("preset", "players", "target"), [
    ("draw", 2, 100), ("draw", 4, 100), ("draw-100", 3, 100),
    ("pagat-draw", 2, 100), ("pagat-draw", 3, 61), ("pagat-draw", 4, 61),
])
def test_targets(preset, players, target):
    assert PRESETS[preset].target_for(players) == target


@pytest.mark.parametrize("preset", ["block", "partnership", "block-locker-loses",
                                    "draw-until-playable"])
def test_single_hand_games(preset):
    assert PRESETS[preset].single_hand


def test_draw_match_to_50_or_a_number_of_hands_is_one_field_away():
    assert PRESETS["draw"].with_changes(target_points=((2, 50),)).target_for(3) == 50
    rules = PRESETS["draw"].with_changes(target_points=(), target_hands=5)
    from dominorules import play_match
    assert len(play_match(rules, 3, seed=2)["match"]) == 5


# -- teams (R-*-teams) ---------------------------------------------------------------
def test_teams_in_the_draw_game_count_the_team_total():
    rules = PRESETS["draw"].with_changes(teams=True)
    result = score_hand(rules, _left("", "6-6", "5-4", "1-0"), "out")
    # Seat 0 goes out; team 0 is seats 0 and 2, it scores team 1's total 12 + 1.
    assert result.winners == (0, 2)
    assert result.team_points == {0: 13, 1: 0}


def test_teams_need_four_players():
    with pytest.raises(BadPosition):
        Game.deal(PRESETS["draw"].with_changes(teams=True), 3, seed=1)


def _rest(hands, first=""):
    """The tiles not in ``hands``, with ``first`` drawn first."""
    from dominorules import full_set
    held = {t for h in hands for t in parse_tiles(h)}
    lead = parse_tiles(first)
    rest = [t for t in full_set() if t not in held and t not in lead]
    return " ".join(str(t) for t in lead + rest)


def test_refusals_name_the_real_reason():
    from dominorules import IllegalMove, Tile
    game = make_game("block", BLOCK_HANDS)
    game.play(Move.parse("6-6"))
    game.play(Move.parse("6-1"))              # ends 1 and 6; seat 0 holds 6-3, 1-0, 2-2, ...
    reasons = {}
    for move in (Move("play", Tile(2, 2)), Move("play", Tile(6, 3), "left"),
                 Move("play", Tile(5, 5)), Move("pass"), Move("draw")):
        try:
            game.play(move)
        except IllegalMove as error:
            reasons[str(move)] = error.message.id
    assert reasons == {"2-2": "illegal.no-match", "6-3 left": "illegal.wrong-end",
                       "5-5": "illegal.not-in-hand", "pass": "illegal.must-play",
                       "draw": "illegal.no-drawing"}


def test_a_round_of_voluntary_passes_ends_the_hand():
    game = make_game("block", BLOCK_HANDS, when_able="may-pass")
    game.play(Move.parse("6-6"))
    game.play(Move("pass"))   # seat 1 could play 6-1
    assert game.outcome() is None
    game.play(Move("pass"))   # seat 0 could play 6-3
    assert game.outcome().end == "blocked"
