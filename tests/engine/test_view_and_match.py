"""Player views (hidden information) and matches to a target."""

import itertools

import pytest
from dominorules import PRESETS, Match, Move, PlayerView, play_match
from dominorules.players.selfplay import finish
from engine_helpers import make_game

BLOCK_HANDS = ["6-6 6-3 1-0 2-2 4-1 5-0 3-3", "5-5 6-2 3-1 2-0 4-4 5-4 0-0"]


def test_a_view_shows_only_the_own_hand_and_counts():
    game = make_game("block", BLOCK_HANDS)
    view = PlayerView.of(game, 1)
    assert [str(t) for t in view.hand] == BLOCK_HANDS[1].split()
    assert view.hand_sizes == (7, 7)
    assert view.boneyard == 14
    assert view.drawable == 0
    assert not hasattr(view, "hands")


def test_a_forced_pass_shows_which_numbers_a_player_lacks():
    game = make_game("block", ["6-6 6-3 1-0 2-2 4-1 5-0 3-3", "5-5 6-1 3-1 2-0 4-4 5-4 0-0"])
    game.play(Move.parse("6-6"))
    game.play(Move.parse("6-1"))       # ends 1 and 6
    game.play(Move.parse("6-3 right"))  # ends 1 and 3
    game.play(Move.parse("3-1 right"))  # ends 1 and 1
    game.play(Move.parse("1-0 left"))   # ends 0 and 1
    game.play(Move.parse("0-0 left"))   # ends 0 and 1
    game.play(Move.parse("4-1 right"))  # ends 0 and 4
    game.play(Move.parse("2-0 left"))   # ends 2 and 4
    game.play(Move.parse("2-2 left"))   # ends 2 and 4
    game.play(Move.parse("4-4 right"))  # ends 2 and 4: seat 0 holds 5-0 3-3, neither fits
    assert game.legal_moves() == [Move("pass")]
    game.play(Move("pass"))
    view = PlayerView.of(game, 1)
    assert view.lacks[0] == frozenset({2, 4})
    assert view.lacks[1] == frozenset()


def test_a_voluntary_pass_reveals_nothing():
    game = make_game("block", BLOCK_HANDS, when_able="may-pass")
    game.play(Move.parse("6-6"))
    game.play(Move("pass"))
    assert PlayerView.of(game, 0).lacks[1] == frozenset()


@pytest.mark.parametrize(("preset", "players"), [("draw", 2), ("draw", 3), ("draw-100", 4),
                                              ("pagat-draw", 2), ("pagat-draw", 4)])
def test_a_match_runs_to_its_target(preset, players):
    data = play_match(preset, players, seed=6)
    target = PRESETS[preset].target_for(players)
    totals = [0] * players
    for record in data["match"]:
        from dominorules import game_from_record
        result = game_from_record(record).outcome()
        assert result is not None
        for seat, points in result.points.items():
            totals[seat] += points
    assert totals == data["scores"]
    assert max(totals) >= target
    # The match stopped at the first hand that took someone to the target.
    last = game_from_record(data["match"][-1]).outcome()
    assert last is not None
    assert max(totals) - max(last.points.values()) < target \
        or len(data["match"]) == 1
    assert data["winners"] == [s for s, t in enumerate(totals) if t == max(totals)]


def test_pagat_openers_rotate_to_the_left_through_a_match():
    data = play_match("pagat-draw", 3, seed=2)
    openers = [record["opener"] for record in data["match"]]
    assert all(b == (a + 1) % 3 for a, b in itertools.pairwise(openers))


def test_draw_game_openers_are_the_previous_winners():
    match = Match(PRESETS["draw"], 3, seed=4)
    previous = None
    while not match.over:
        game = match.next_game()
        if previous is not None:
            outcome = previous.outcome()
            assert outcome is not None
            winners = outcome.winners
            assert game.opener == (winners[0] if winners else previous.opener)
        finish(game)
        match.add(game)
        previous = game


def test_single_hand_games_are_a_match_of_one_hand():
    data = play_match("block", 3, seed=1)
    assert len(data["match"]) == 1
