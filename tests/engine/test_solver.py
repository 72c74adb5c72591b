"""The perfect-information solver (dominorules.players.solver).

Checked three ways: against plain minimax on :class:`Game` (play/undo, no pruning, no
table) on small positions of every preset and of rule variants; against
``dominoes.search.alphabeta`` on partnership endgames; and on hand-made positions whose
values are worked out in the comments.
"""

import copy
import random

import dominoes
from dominorules import PRESETS, Game, Move, Tile, full_set, parse_tiles, score_hand
from dominorules.players.solver import SearchTooLarge, Solution, best_moves, side_of, solve, value_of
from dominorules.words.errors import BadRules
from engine_helpers import dominoes_pair, pass_while_forced
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

# The hypothesis settings below set their own example counts; everything else comes from the
# suite's "ci" profile, which tests/conftest.py loads for every test.
SMALL = 10  # tiles in hands plus tiles that may still be drawn, for the minimax checks
SMALLER = 8  # the same with voluntary passes and draws, whose trees are much wider


# -- the reference: plain minimax on Game ---------------------------------------------
def minimax(game, side):
    """The value of ``game`` for ``side``: every line searched, nothing pruned."""
    outcome = game.outcome()
    if outcome is not None:
        return value_of(outcome, side, game.rules)
    values = []
    for move in game.legal_moves():
        game.play(move)
        values.append(minimax(game, side))
        game.undo()
    return max(values) if side_of(game.rules, game.to_move) == side else min(values)


def move_values(game):
    """Each legal move's minimax value for the side to move."""
    side = side_of(game.rules, game.to_move)
    values = {}
    for move in game.legal_moves():
        game.play(move)
        values[move] = minimax(game, side)
        game.undo()
    return values


def snapshot(game):
    return (tuple(map(tuple, game.hands)), tuple(game.line), tuple(game.boneyard), game.ends,
            game.to_move, game.drawn, game.passes, game.last_player, len(game.history),
            game.ended)


def small_position(rules, players, seed, limit=SMALL):
    """Deal, then play random legal moves until few tiles are left. A hand that ends
    before that is dealt again with the next seed (a few times at most)."""
    for attempt in range(8):
        game = Game.deal(rules, players, seed + attempt)
        rng = random.Random(seed + attempt)
        while game.ended is None and sum(map(len, game.hands)) + game.drawable > limit:
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
        if game.ended is None:
            break
    return game


def check_against_minimax(game):
    before = snapshot(game)
    solution = solve(game)
    assert snapshot(game) == before, "solve must leave the game as it was"
    if game.ended is not None:
        assert solution.best is None
        assert solution.line == solution.best_moves == ()
        return
    values = move_values(game)
    value = max(values.values())
    assert solution.value == value
    assert solution.best_moves == tuple(m for m in game.legal_moves() if values[m] == value)
    assert solution.best == solution.line[0]
    assert solution.best in solution.best_moves
    # The principal variation is legal, ends the hand and is worth the value.
    for move in solution.line:
        assert game.ended is None
        assert move in game.legal_moves()
        game.play(move)
    assert value_of(game.outcome(), side_of(game.rules, before[4]), game.rules) == value
    for _ in solution.line:
        game.undo()
    assert snapshot(game) == before


PRESET_DEALS = st.tuples(st.sampled_from(sorted(PRESETS)), st.integers(2, 4), st.integers(0, 2**32 - 1))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PRESET_DEALS)
def test_every_preset_agrees_with_plain_minimax(deal):
    preset, players, seed = deal
    rules = PRESETS[preset]
    game = small_position(rules, 4 if rules.teams else players, seed)
    check_against_minimax(game)


VARIANTS = st.fixed_dictionaries({}, optional={
    "draw": st.sampled_from(["none", "one", "until-playable"]),
    "when_able": st.sampled_from(["must-play", "may-pass", "may-draw"]),
    "blocked_winner": st.sampled_from(["lowest", "last-mover-loses"]),
    "tie": st.sampled_from(["drawn", "no-score", "split"]),
    "out_points": st.sampled_from(["none", "others"]),
    "blocked_points": st.sampled_from(["none", "others-minus-own", "others"]),
    "direction": st.sampled_from(["clockwise", "counterclockwise"]),
    "reserve": st.integers(0, 3),
    "going_out": st.sampled_from(["wins", "lowest-total"]),
    "blocked_when": st.sampled_from(["boneyard-empty", "no-tile-fits"]),
    "last_mover": st.sampled_from(["last-tile", "last-action"]),
})


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["draw", "draw-100", "pagat-draw", "block-locker-loses"]), VARIANTS,
       st.integers(2, 4), st.booleans(), st.integers(0, 2**32 - 1))
def test_rule_variants_agree_with_plain_minimax(preset, changes, players, teams, seed):
    try:
        rules = PRESETS[preset].with_changes(**changes)
    except BadRules:  # "may draw" without drawing, or drawing from tiles set aside
        assume(False)
        raise
    if teams and preset == "draw":  # 001: "in teams, count the team's total"
        rules, players = rules.with_changes(teams=True), 4
    check_against_minimax(small_position(rules, players, seed, SMALLER))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["block", "draw", "block-locker-loses", "draw-100"]), st.sampled_from([9, 12]),
       st.integers(2, 8), st.integers(0, 2**32 - 1))
def test_bigger_sets_and_tables_agree_with_plain_minimax(preset, max_pip, players, seed):
    rules = PRESETS[preset].with_changes(max_pip=max_pip, max_players=8)
    assume(players * rules.hand_size_for(players) <= len(full_set(max_pip)))
    check_against_minimax(small_position(rules, players, seed, SMALLER))


# -- against the `dominoes` package ----------------------------------------------------
# `dominoes` plays the partnership game seat 0 -> 1 -> 2 -> 3 and passes by itself (see
# test_dominoes_crosscheck.py), so ours is turned clockwise. Its alphabeta values a hand in
# points for team 0 (seats 0 and 2): positive when team 0 wins. Our partnership preset has
# no points, so the sign of its value, seen from the side to move, is ours. A move best for
# the points is best for the sign too, so its first move must be one of our best moves.
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.integers(11, 16))
def test_partnership_endgames_agree_with_dominoes_alphabeta(seed, plies):
    ours, theirs = dominoes_pair(seed)
    rng = random.Random(seed)
    for _ in range(plies):
        pass_while_forced(ours)
        assume(ours.outcome() is None)  # a hand that ended early has no endgame to compare
        domino, left = theirs.valid_moves[rng.randrange(len(theirs.valid_moves))]
        ours.play(Move("play", Tile.of(domino.first, domino.second), "left" if left else "right"))
        theirs.make_move(domino, left)
    pass_while_forced(ours)
    assume(ours.outcome() is None)
    assert ours.to_move == theirs.turn
    line, points = dominoes.search.alphabeta(copy.deepcopy(theirs))
    team_zero = (points > 0) - (points < 0)
    solution = solve(ours)
    assert solution.value == (team_zero if ours.to_move % 2 == 0 else -team_zero)
    domino, left = line[0]
    assert ours.canonical(Move("play", Tile.of(domino.first, domino.second),
                               "left" if left else "right")) in solution.best_moves


# -- hand-made positions ---------------------------------------------------------------
def endgame(rules, hands, moves, opener=None, draws=""):
    """A hand dealt from small hands, with ``moves`` played. The tiles nobody holds form
    the boneyard: ``draws`` first, in that order, then the rest, which is held back as a
    reserve (set aside under rules without a boneyard)."""
    hands = [parse_tiles(hand) for hand in hands]
    first = parse_tiles(draws)
    rest = [tile for tile in full_set(6) if tile not in first and not any(tile in h for h in hands)]
    if rules.undealt == "boneyard":
        rules = rules.with_changes(reserve=len(rest))
    game = Game(rules, hands, first + rest, opener, check=False)
    for move in moves:
        game.play(Move.parse(move))
    return game


def texts(moves):
    return [str(move) for move in moves]


def test_block_locker_loses_keeps_the_game_open():
    # Seat 0 holds 3-0 6-0, seat 1 holds 6-5 1-0; the line is 0-2 2-2 (ends 0 and 2).
    # 3-0 leaves 3 and 2 open: nobody holds either, the hand is blocked and seat 0, who
    # placed the last tile, loses (-1). 6-0 leaves 6 and 2: seat 1 must play 6-5, leaving
    # 5 and 2, which nobody holds: blocked, and seat 1 placed the last tile (+1).
    game = endgame(PRESETS["block-locker-loses"], ["2-2 3-0 6-0", "2-0 6-5 1-0"],
                   ["2-2", "2-0 left"], opener=0)
    assert texts(game.legal_moves()) == ["3-0 left", "6-0 left"]
    solution = solve(game)
    assert (solution.value, texts(solution.best_moves)) == (1, ["6-0 left"])
    assert texts(solution.line) == ["6-0 left", "6-5 left"]


def test_partnership_lets_the_partner_go_out():
    # Seat 0 led 6-6; play goes counter-clockwise, so seat 3 (team 1, with seat 1) is to
    # move, holding 6-5 6-2. After 6-5, seat 2 (team 0) goes out with 5-4: -1. After 6-2,
    # seat 2 cannot follow 2 or 6 and passes, and seat 1 goes out with 2-3: +1.
    game = endgame(PRESETS["partnership"], ["6-6 4-4 1-0", "2-3", "5-4", "6-5 6-2"], ["6-6"])
    assert game.to_move == 3
    assert texts(game.legal_moves()) == ["6-5 left", "6-2 left"]
    solution = solve(game)
    assert (solution.value, texts(solution.best_moves)) == (1, ["6-2 left"])
    assert texts(solution.line) == ["6-2 left", "pass", "3-2 left"]


def test_draw_game_points_with_one_tile_to_draw():
    # The draw game (draw one, then pass) with 4-0 the only tile left to draw. Seat 0 holds
    # 3-0 1-0 2-0, seat 1 holds 5-4 3-2, the line is 6-0 0-0 (ends 6 and 0).
    # 1-0 leaves 6 and 1: seat 1 cannot play, draws 4-0, still cannot, and nobody can:
    # blocked. Seat 0 has 3 + 2 = 5 pips, seat 1 has 9 + 5 + 4 = 18; seat 0 scores the
    # others' 18 minus its own 5 = 13. 3-0 leaves 6 and 3: seat 1 plays 3-2, seat 0 must
    # play 2-0, seat 1 draws 4-0 and plays it, seat 0 (1-0) passes, seat 1 goes out with
    # 5-4 and scores seat 0's 1 pip: -1. 2-0 runs the same way (3-2, 3-0, draw, 4-0, pass,
    # 5-4): -1.
    game = endgame(PRESETS["draw"], ["0-0 3-0 1-0 2-0", "6-0 5-4 3-2"], ["0-0", "6-0 left"],
                   draws="4-0")
    assert texts(game.legal_moves()) == ["3-0 right", "1-0 right", "2-0 right"]
    solution = solve(game)
    assert (solution.value, texts(solution.best_moves)) == (13, ["1-0 right"])
    assert texts(solution.line) == ["1-0 right", "draw"]
    for losing in ("3-0 right", "2-0 right"):
        game.play(Move.parse(losing))
        assert solve(game).value == 1  # for seat 1, now to move
        game.undo()


def test_pagat_draw_voluntary_draw_and_reserve():
    # Pagat's draw game: draw until playable, or draw instead of playing; one tile (6-4)
    # may be drawn, the rest is the reserve. Seat 0 holds 3-0 6-0, seat 1 holds 6-5 1-0,
    # the line is 0-2 2-2 (ends 0 and 2). Points are the others' pips minus one's own.
    # 3-0: ends 3 and 2; seat 1 cannot play and draws 6-4; nobody can play: blocked,
    #   seat 0 has 6, seat 1 has 11 + 1 + 10 = 22: seat 0 scores 22 - 6 = 16.
    # 6-0: ends 6 and 2; seat 1 plays 6-5 (ends 5 and 2), seat 0 must draw 6-4 and the
    #   hand is blocked with seat 0 at 13, seat 1 at 1: seat 1 scores 12. (Drawing 6-4
    #   instead lets seat 1 play only 6-5 or 6-4, which blocks the hand with seat 0 at 3
    #   against 11 or 12: worse for seat 1.) So -12.
    # draw: seat 0 takes 6-4 and must still move: 3-0 blocks the hand at 16 against 12
    #   (seat 1 scores 4), 6-0 lets seat 1 block it with 6-5 at 13 against 1: so -4.
    game = endgame(PRESETS["pagat-draw"], ["2-2 3-0 6-0", "2-0 6-5 1-0"], ["2-2", "2-0 left"],
                   opener=0, draws="6-4")
    assert texts(game.legal_moves()) == ["3-0 left", "6-0 left", "draw"]
    solution = solve(game)
    assert (solution.value, texts(solution.best_moves)) == (16, ["3-0 left"])
    game.play(Move.parse("6-0 left"))
    assert solve(game).value == 12  # for seat 1, now to move
    game.undo()
    game.play(Move.parse("draw"))
    assert solve(game).value == -4  # seat 0 moves again
    game.undo()


def test_a_voluntary_pass_can_win():
    # Block game with voluntary passes. Seat 0 led 3-2 and holds 6-4 6-5; seat 1 holds
    # 1-0 5-4 5-3. Passing: seat 0 cannot play, passes too, and a round of passes blocks
    # the hand with seat 1 at 1 + 9 + 8 = 18 pips against 21: seat 1 wins (+1). Playing
    # 5-3 (ends 5 and 2) lets seat 0 play 6-5, seat 1 must pass, and seat 0 goes out with
    # 6-4 (-1).
    rules = PRESETS["block"].with_changes(when_able="may-pass", first_opener="first-seat",
                                          opener_plays_double=False)
    game = endgame(rules, ["3-2 6-4 6-5", "1-0 5-4 5-3"], ["3-2"])
    assert texts(game.legal_moves()) == ["5-3 left", "pass"]
    solution = solve(game)
    assert (solution.value, texts(solution.best_moves)) == (1, ["pass"])
    assert texts(solution.line) == ["pass", "pass"]
    assert best_moves(game) == [Move("pass")]


def test_a_finished_hand_is_worth_its_outcome():
    game = endgame(PRESETS["block-locker-loses"], ["2-2 3-0 6-0", "2-0 6-5 1-0"],
                   ["2-2", "2-0 left", "3-0 left"], opener=0)
    assert game.ended == "blocked"
    assert game.to_move == 1  # seat 0 locked it
    assert solve(game) == Solution(1, None, (), (), 0)


def test_values_of_shared_wins_split_points_and_teams():
    left = [parse_tiles("0-4 2-3 0-0"), parse_tiles("6-6"), parse_tiles("5-5")]
    # Three players, the last mover loses: the two others share the win.
    locker = PRESETS["block-locker-loses"]
    shared = score_hand(locker, left, "blocked", last_mover=1)
    assert [value_of(shared, side, locker) for side in range(3)] == [0, -1, 0]
    # A tie for the lowest total split: seats 0 and 2 hold 5 pips each, seat 1 holds 12,
    # so each tied seat takes 12 // 2 = 6 points.
    split = PRESETS["draw"].with_changes(tie="split")
    tied = [parse_tiles("2-3"), parse_tiles("6-6"), parse_tiles("5-0")]
    outcome = score_hand(split, tied, "blocked")
    assert [value_of(outcome, side, split) for side in range(3)] == [0, -6, 0]
    # Teams: seats 0 and 2 (9 + 10 pips) against 1 and 3 (12 + 10): team 0 scores the
    # others' 22 minus its own 19.
    teams = PRESETS["draw"].with_changes(teams=True)
    four = [*left, parse_tiles("4-6")]
    outcome = score_hand(teams, four, "blocked")
    assert [value_of(outcome, side, teams) for side in (0, 1)] == [3, -3]


def test_a_whole_partnership_deal_is_solved():
    game = Game.deal(PRESETS["partnership"], 4, seed=2)
    side = side_of(game.rules, game.to_move)
    solution = solve(game)
    assert texts(solution.best_moves) == ["6-6"]
    assert solution.nodes > 100
    for move in solution.line:
        game.play(move)
    outcome = game.outcome()
    assert outcome is not None
    assert value_of(outcome, side, game.rules) == solution.value


def test_a_search_too_large_gives_up_and_leaves_the_game_as_it_was():
    # Pagat's voluntary draws with twelve tiles to draw: far more than 20,000 positions.
    game = Game.deal(PRESETS["pagat-draw"], 2, seed=1)
    before = snapshot(game)
    try:
        solve(game, max_nodes=20_000)
    except SearchTooLarge:
        pass
    else:
        raise AssertionError("the search should have given up")
    assert snapshot(game) == before
    small = small_position(PRESETS["pagat-draw"], 2, seed=1)
    assert solve(small, max_nodes=10**6) == solve(small)
