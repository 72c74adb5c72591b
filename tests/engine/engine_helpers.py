"""Helpers shared by the engine tests."""

import random

import dominoes
from dominorules import PRESETS, Game, Move, Tile, parse_tiles

# `dominoes` plays the partnership game seat 0 -> 1 -> 2 -> 3 and passes by itself, so ours
# is turned clockwise to be compared with it.
CLOCKWISE_PARTNERSHIP = PRESETS["partnership"].with_changes(direction="clockwise")


def make_game(preset, hands, boneyard=None, opener=None, **changes):
    """A game from hands written as strings (``"6-6 5-5 ..."``), seat 0 first."""
    rules = PRESETS[preset].with_changes(**changes) if changes else PRESETS[preset]
    bone = None if boneyard is None else parse_tiles(boneyard)
    return Game(rules, [parse_tiles(h) for h in hands], bone, opener)


def moves_text(game):
    return [str(m) for m in game.legal_moves()]


def dominoes_pair(seed):
    """The same partnership deal in ours (clockwise) and in `dominoes`, 6-6 already led."""
    random.seed(seed)
    theirs = dominoes.Game.new(starting_domino=dominoes.Domino(6, 6))
    hands = [[Tile.of(d.first, d.second) for d in hand] for hand in theirs.hands]
    hands[theirs.starting_player].append(Tile(6, 6))
    ours = Game(CLOCKWISE_PARTNERSHIP, hands)
    ours.play(ours.legal_moves()[0])
    return ours, theirs


def pass_while_forced(game):
    """Play the passes `dominoes` makes by itself."""
    while game.outcome() is None and game.legal_moves() == [Move("pass")]:
        game.play(Move("pass"))
