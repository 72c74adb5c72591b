"""The strong player where the boneyard makes deals wide: it lays a tile where the rules let
it draw by choice, and it searches a deal with a shorter boneyard instead of playing it out;
with three or more sides it plays deals out instead of solving them."""

from __future__ import annotations

import random
import re

import pytest
from dominorules import PRESETS, Game
from dominorules.core.moves import DRAW, PLAY
from dominorules.core.tiles import Tile, full_set, parse_line, parse_tiles
from dominorules.players import levels as opponents
from dominorules.players.position_game import position_game
from dominorules.players.simple import heaviest_first
from dominorules.players.solver import move_values
from dominorules.words.i18n import translate


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
    assert evaluation.cut == 0
    assert not evaluation.plays_only


def _three_threes(players: int) -> Game:
    """Seat 0 holds 3-3 and 6-3 with a 3 open on the right and every other 3 on the line:
    3-3 keeps the 3 open for 6-3, which goes out next turn (the others hold three tiles each
    and cannot go out first); 6-3 leaves 3-3 with nowhere to go, ever."""
    line = parse_line("4-3 3-0 0-1 1-3 3-2 2-5 5-3")
    hands = [parse_tiles("3-3 6-3"), parse_tiles("4-4 6-6 1-1"), parse_tiles("5-5 2-2 0-0")][:players]
    seen = {tile for hand in hands for tile in hand} | {Tile.of(a, b) for a, b in line}
    aside = [tile for tile in full_set(6) if tile not in seen]
    return position_game(PRESETS["block"], hands, aside, line, (4, 3), to_move=0)


def test_with_three_sides_the_strong_player_plays_deals_out(monkeypatch: pytest.MonkeyPatch) -> None:
    # the solver takes two sides; with three players each for themselves it is not asked
    def no_solver(*_: object, **__: object) -> object:
        raise AssertionError("solved with three sides")

    game = _three_threes(3)
    with monkeypatch.context() as patched:
        patched.setattr(opponents, "move_values", no_solver)
        evaluation = opponents.evaluate(game, 0, random.Random(0))
        assert str(evaluation.best) == "3-3 right"
        assert not evaluation.exact
        assert evaluation.samples >= opponents.MIN_SAMPLES
        # 3-3 wins every deal (+1: the others hold three tiles each and no 3), 6-3 does not
        assert evaluation.value(evaluation.best) == 1.0
        assert all(value < 1.0 for move, value in zip(evaluation.moves, evaluation.values, strict=True)
                   if str(move) != "3-3 right")
    # two players: the solver, which finds the same move
    calls: list[int] = []
    solver_values = move_values

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return solver_values(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(opponents, "move_values", counted)
    assert str(opponents.evaluate(_three_threes(2), 0, random.Random(0)).best) == "3-3 right"
    assert calls


@pytest.mark.parametrize("lang", ["en", "sv", "de", "nb"])
def test_the_level_help_gives_the_strong_players_true_counts(lang: str) -> None:
    # the help under the level menu says how many deals the strong player works through (two
    # sides) or plays out (three or more): the numbers it says are the ones it uses
    said = translate("ui.level.help", lang)
    numbers = [int(n) for n in re.findall(r"\d+", said)]
    assert numbers == [opponents.MIN_SAMPLES, opponents.MAX_SAMPLES, opponents.MAX_PLAYED_OUT]
