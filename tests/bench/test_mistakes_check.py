"""The Your-puzzles bench's independent check (bench/mistakes.py, ``holds``): every answer of a
puzzle must be best on 95 % of the deals, the ones it accepts as as good as the best too."""

from __future__ import annotations

import dataclasses

from _sitekit import bench_module
from dominorules import PRESETS
from dominorules.core.moves import Move
from dominorules.core.tiles import Tile, full_set, parse_line, parse_tiles
from dominorules.players.mistakes import judged
from dominorules.players.position_game import position_game
from dominorules.players.review import ReviewEntry

bench = bench_module("mistakes")


def test_the_check_holds_every_answer_to_the_claim():
    # 3 and 6 open, seat 0 holds 3-3 and 6-3 and every other 3 is on the line: 3-3 on the left
    # and 6-3 on the right both go out next turn on every deal; 6-3 on the left leaves 3-3 stuck
    line = parse_line("3-0 0-1 1-3 3-2 2-4 4-3 3-5 5-6")
    hands = [parse_tiles("3-3 6-3"), parse_tiles("0-0 1-1 2-2")]
    seen = set(hands[0] + hands[1]) | {Tile.of(a, b) for a, b in line}
    aside = [tile for tile in full_set(6) if tile not in seen]
    game = position_game(PRESETS["block"], hands, aside, line, (3, 6), to_move=0)
    played, best = Move.parse("6-3 left"), Move.parse("3-3 left")
    puzzle = judged(game, 0, ReviewEntry(0, played, best, 0.0, 1.0, 1.0, "mistake", ()))
    assert puzzle is not None
    assert puzzle.also == (Move.parse("6-3 right"),)
    assert bench.holds(game, puzzle) is True
    # a puzzle that also accepted the stuck move (best on fewer than 95 % of the deals) fails
    wrong = dataclasses.replace(puzzle, played=Move.parse("6-3 right"), also=(played,), also_in=(816,))
    assert bench.holds(game, wrong) is False
