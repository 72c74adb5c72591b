"""Helpers shared by the engine tests."""

import random

import dominoes
from dominorules import PRESETS, Game, Move, Tile, parse_tiles
from dominorules.core.tiles import full_set, parse_line
from dominorules.players.levels import choose
from dominorules.players.position_game import position_game

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


# factcheck R01: a draw-until-playable hand that blocks after Player 2 lays 2-2 and Player 1 then
# draws the boneyard's last two tiles (4-1, 4-0) without finding a play.
LAST_ACTION_RECORD = {
    "format": "dominorules/1",
    "rules": {"preset": "draw-until-playable", "last_mover": "last-action"},
    "hands": [["1-1", "4-2", "6-3", "5-0", "5-5", "3-1", "6-1"],
              ["6-4", "1-0", "2-0", "5-4", "5-1", "6-2", "5-3"]],
    "boneyard": ["0-0", "4-3", "2-1", "3-0", "4-4", "6-5", "6-0", "3-3", "6-6", "2-2", "3-2", "5-2", "4-1",
                 "4-0"],
    "opener": 0,
    "moves": ["5-5", "5-4 left", "4-2 left", "6-2 left", "6-3 left", "5-3 left", "5-0 left", "5-1 right",
              "6-1 right", "6-4 right", "draw", "0-0 left", "2-0 left", "draw", "4-3 right", "draw",
              "2-1 left", "3-1 left", "draw", "3-0 left", "draw", "draw", "draw", "6-0 left", "draw",
              "3-3 right", "6-5 left", "draw", "draw", "draw", "3-2 right", "draw", "5-2 left", "2-2 left",
              "draw", "draw"]}


def blunder_position():
    """Seat 0 holds 3-3 and 6-3 with a 3 open at the right, and every other 3 is on the line:
    3-3 keeps the 3 open, and 6-3 then goes out; 6-3 first leaves 3-3 with nowhere to go."""
    line = parse_line("4-3 3-0 0-1 1-3 3-2 2-5 5-3")
    hands = [parse_tiles("3-3 6-3"), parse_tiles("4-4 6-6 1-1")]
    seen = set(hands[0] + hands[1]) | {Tile.of(a, b) for a, b in line}
    aside = [tile for tile in full_set(6) if tile not in seen]
    return position_game(PRESETS["block"], hands, aside, line, (4, 3), to_move=0)


def club_hand(preset, players, seed):
    """A whole hand: seat 0 the club player, every other seat the strong one."""
    game = Game.deal(PRESETS[preset], players, seed)
    rng = random.Random(seed)
    while game.ended is None:
        game.play(choose(game, game.to_move, "club" if game.to_move == 0 else "strong", rng))
    return game


def sent(move):
    """A move of a reply's ``legal`` as the page sends it back: ``kind``, ``tile`` and ``end``
    (the request's ``MoveJSON``; the words the engine said it in stay behind)."""
    return {key: move[key] for key in ("kind", "tile", "end")}
