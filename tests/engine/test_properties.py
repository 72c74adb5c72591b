"""Invariants over random deals of every preset (hypothesis)."""

import contextlib
import random

from dominorules import PRESETS, Game, IllegalMove, Move, full_set, game_from_record, to_record
from dominorules.players.simple import random_player
from hypothesis import given
from hypothesis import strategies as st

PLAYERS = {"partnership": [4]}
deals = st.tuples(st.sampled_from(sorted(PRESETS)), st.integers(2, 4),
                  st.integers(0, 2**32 - 1))


def _game(preset, players, seed):
    players = PLAYERS.get(preset, [players])[0]
    return Game.deal(PRESETS[preset], players, seed)


def _snapshot(game):
    return (tuple(tuple(h) for h in game.hands), tuple(game.line), tuple(game.boneyard),
            game.ends, game.to_move, game.drawn, game.passes, game.last_player,
            len(game.history), game.outcome())


def _every_tile_once(game):
    line = [tuple(sorted(pair, reverse=True)) for pair in game.line]
    placed = [t for h in game.hands for t in h] + game.boneyard + line
    assert sorted(placed) == sorted(full_set(game.rules.max_pip))


def _candidate_moves(game):
    hand = game.hands[game.to_move]
    moves = [Move("draw"), Move("pass")]
    for tile in list(hand) + list(full_set())[:5]:
        moves += [Move("play", tile, end) for end in (None, "left", "right")]
    return moves


@given(deals)
def test_a_random_hand_keeps_every_invariant(deal):
    game = _game(*deal)
    rng = random.Random(deal[2])
    choose = random_player(rng)
    limit = 28 * 3 + 4 * 30
    for _ in range(limit):
        _every_tile_once(game)
        legal = game.legal_moves()
        if game.outcome() is not None:
            assert legal == []
            break
        assert legal, "a hand in progress always offers a move"
        before = _snapshot(game)
        for move in _candidate_moves(game):
            if game.canonical(move) in legal:
                continue
            try:
                game.play(move)
            except IllegalMove:
                assert _snapshot(game) == before
            else:
                raise AssertionError(f"{move} was accepted but not listed in {legal}")
        for move in legal:
            game.play(move)
            _every_tile_once(game)
            game.undo()
            assert _snapshot(game) == before
        game.play(choose(game, legal))
    else:
        raise AssertionError("the hand did not end")
    _check_points(game)
    assert to_record(game_from_record(to_record(game))) == to_record(game)


def _check_points(game):
    """The points follow the rule set's formula, recomputed here from the hands left."""
    rules, result = game.rules, game.outcome()
    pips = [sum(t.pips for t in h) for h in game.hands]
    assert result.pips == dict(enumerate(pips))
    side = (lambda s: s % 2) if rules.teams else (lambda s: s)
    totals: dict[int, int] = {}
    for seat, p in enumerate(pips):
        totals[side(seat)] = totals.get(side(seat), 0) + p
    if not result.winners:
        assert set(result.points.values()) <= {0}
        return
    winning = {side(s) for s in result.winners}
    others = sum(v for k, v in totals.items() if k not in winning)
    for seat in result.winners:
        if result.end == "out":
            expected = others if rules.out_points == "others" else 0
        elif rules.blocked_winner == "last-mover-loses":
            expected = 0
        elif len(winning) > 1:
            expected = others // len(winning)
        elif rules.blocked_points == "others-minus-own":
            expected = others - totals[side(seat)]
        elif rules.blocked_points == "others":
            expected = others
        else:
            expected = 0
        assert result.points[seat] == expected
    for seat in set(range(game.players)) - set(result.winners):
        assert result.points[seat] == 0


@given(deals, st.data())
def test_records_round_trip_at_every_point(deal, data):
    game = _game(*deal)
    rng = random.Random(deal[2] ^ 0x5EED)
    stop = data.draw(st.integers(0, 60))
    for _ in range(stop):
        if game.outcome() is not None:
            break
        moves = game.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    record = to_record(game)
    again = game_from_record(record)
    assert to_record(again) == record
    assert _snapshot(again) == _snapshot(game)


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["format", "rules", "hands", "boneyard",
                                                       "opener", "moves", "position", "end",
                                                       "last", "x"]), inner, max_size=5),
                    max_leaves=12))
def test_garbage_records_raise_only_the_engines_errors(data):
    from dominorules import DominoError, end_position
    for reader in (game_from_record, end_position):
        with contextlib.suppress(DominoError):
            reader(data)
