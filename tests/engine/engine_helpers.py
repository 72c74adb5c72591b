"""Helpers shared by the engine tests."""

from dominorules import PRESETS, Game, parse_tiles


def make_game(preset, hands, boneyard=None, opener=None, **changes):
    """A game from hands written as strings (``"6-6 5-5 ..."``), seat 0 first."""
    rules = PRESETS[preset].with_changes(**changes) if changes else PRESETS[preset]
    bone = None if boneyard is None else parse_tiles(boneyard)
    return Game(rules, [parse_tiles(h) for h in hands], bone, opener)


def moves_text(game):
    return [str(m) for m in game.legal_moves()]
