"""The strong player where the boneyard makes deals wide: it lays a tile where the rules let
it draw by choice, and it searches a deal with a shorter boneyard instead of playing it out."""

from __future__ import annotations

import random

import pytest
from dominorules import PRESETS, Game, opponents
from dominorules.moves import DRAW, PLAY
from dominorules.players import heaviest_first


def test_the_strong_player_lays_a_tile_where_it_may_draw_by_choice() -> None:
    rules = PRESETS["pagat-draw"]
    assert rules.when_able == "may-draw"
    choices = 0
    for deal in range(3):
        game = Game.deal(rules, 2, deal)
        while game.ended is None:
            moves = game.legal_moves()
            if game.to_move == 0 and any(move.kind == PLAY for move in moves):
                evaluation = opponents.evaluate(game, 0, random.Random(deal))
                if DRAW in {move.kind for move in moves}:
                    choices += 1
                    assert evaluation.plays_only
                    draw = next(move for move in moves if move.kind == DRAW)
                    # the draw is still valued, for the review of a hand where someone drew
                    assert isinstance(evaluation.value(draw), float)
                move = opponents.choose(game, 0, "strong", random.Random(deal))
                assert move.kind == PLAY
                assert move == evaluation.best
            else:
                move = heaviest_first(game, moves)
            game.play(move)
    assert choices > 0  # the rules did offer a draw by choice


def test_a_deal_too_wide_is_searched_with_a_shorter_boneyard(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_play_out(*_: object) -> float:
        raise AssertionError("played out instead of searched")

    monkeypatch.setattr(opponents, "_play_out", no_play_out)
    monkeypatch.setattr(opponents, "SAMPLE_NODES", 3_000)
    game = Game.deal(PRESETS["draw"], 2, seed=5)
    while len(game.legal_moves()) == 1:  # the opening double, and any move without a choice
        game.play(game.legal_moves()[0])
    assert len(game.boneyard) == 14
    evaluation = opponents.evaluate(game, game.to_move, random.Random(0))
    assert 0 < evaluation.cut < 14
    assert not evaluation.exact
    assert evaluation.samples >= opponents.MIN_SAMPLES


def test_without_a_boneyard_to_draw_from_nothing_is_cut() -> None:
    game = Game.deal(PRESETS["block"], 3, seed=1)  # 13 tiles set aside, never drawn
    evaluation = opponents.evaluate(game, game.to_move, random.Random(0))
    assert evaluation.cut == 0 and not evaluation.plays_only
