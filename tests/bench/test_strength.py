"""The strength bench's arithmetic (bench/strength.py): the interval, the seats' rotation,
points or hands, and one deal's score. Expected values are worked out by hand."""

from __future__ import annotations

import doctest
import math
import re

import pytest
from _sitekit import bench_module
from dominorules import PRESETS, Game, Move
from dominorules.core.tiles import parse_tiles
from dominorules.players.position_game import position_game

strength = bench_module("strength")


def test_wilson_interval_by_hand() -> None:
    # p = 0.75, n = 40, z² = 3.8416: centre (0.75 + 0.048020) / 1.096040 = 0.728094,
    # half 1.96 * sqrt(0.0046875 + 0.00060025) / 1.096040 = 0.130036.
    low, high = strength.wilson(30, 40)
    assert low == pytest.approx(0.598058, abs=2e-6)
    assert high == pytest.approx(0.858130, abs=2e-6)
    # p = 0.5: symmetric, half 1.96 * sqrt(0.00625 + 0.00060025) / 1.096040 = 0.148008.
    low, high = strength.wilson(20, 40)
    assert (low, high) == pytest.approx((0.351992, 0.648008), abs=2e-6)
    # A deal worth a half counts as half a win: 20.5 of 41 is exactly a rate of 0.5.
    low, high = strength.wilson(20.5, 41)
    assert low + high == pytest.approx(1.0)
    assert strength.wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rotation_puts_each_level_in_every_seat(players: int) -> None:
    seatings = strength.seatings(players, False)
    assert len(seatings) == players == len(set(seatings))
    for seat in range(players):  # the first level sits in every seat exactly once
        assert [seating[seat] for seating in seatings].count(0) == 1
    assert all(seating.count(0) == 1 for seating in seatings)  # one against the rest


def test_rotation_with_teams_swaps_the_teams() -> None:
    assert strength.seatings(4, True) == [(0, 1, 0, 1), (1, 0, 1, 0)]
    assert strength.seatings(2, False) == [(0, 1), (1, 0)]


def test_points_where_the_system_keeps_points_else_hands() -> None:
    # From the presets' scoring rows: the draw games score points; block, partnership and
    # the locker games only name a winner (out_points and blocked_points both "none").
    with_points = {pid for pid, rules in PRESETS.items() if strength.keeps_points(rules)}
    assert with_points == {"draw", "draw-100", "pagat-draw"}
    assert strength.measure(PRESETS["pagat-draw"], {0: 0, 1: 21}, (1,), 2) == [0.0, 21.0]
    # Block: a hand won counts 1 whatever the pips; two winners (the locker lost) share it.
    assert strength.measure(PRESETS["block"], {0: 0, 1: 0}, (0,), 2) == [1.0, 0.0]
    assert strength.measure(PRESETS["block-locker-loses"], {0: 0, 1: 0, 2: 0}, (1, 2), 3) == \
        [0.0, 0.5, 0.5]
    assert strength.measure(PRESETS["block"], {0: 0, 1: 0, 2: 0}, (), 3) == [0.0, 0.0, 0.0]
    # Partnership: both partners of the winning team count the win (one side won it).
    assert strength.measure(PRESETS["partnership"], {s: 0 for s in range(4)}, (0, 2), 4) == \
        [1.0, 0.0, 1.0, 0.0]


def test_deal_score_compares_averages_per_seat_and_hand() -> None:
    # Two players: the first level scores 10 then 0 (average 5), the second 0 then 4 (2).
    assert strength.deal_score([((0, 1), (10.0, 0.0)), ((1, 0), (4.0, 0.0))]) == (1.0, 5.0, 2.0)
    # Three players, one hand each won by the first level's seat once in three: 1/3 against
    # the second level's 2/3 over 6 seat-hands (1/3): equal, half a deal.
    rotations = [((0, 1, 1), (1.0, 0.0, 0.0)), ((1, 0, 1), (1.0, 0.0, 0.0)),
                 ((1, 1, 0), (0.0, 1.0, 0.0))]
    score, first, second = strength.deal_score(rotations)
    assert (score, first, second) == (0.5, pytest.approx(1 / 3), pytest.approx(1 / 3))
    assert strength.deal_score([((0, 1), (0.0, 3.0)), ((1, 0), (3.0, 0.0))])[0] == 0.0


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_level_against_itself_scores_exactly_half(preset: str) -> None:
    # The beginner is deterministic: every rotation plays the same hand, so the two "sides"
    # get the same average over the rotations, in every preset and player count.
    rules = PRESETS[preset]
    for players in range(rules.min_players, rules.max_players + 1):
        for deal in range(3):
            row = strength.Row(preset, players, "beginner", "beginner")
            assert strength.row_deal(row, deal)[1] == 0.5


def test_table_rows() -> None:
    rows = strength.table_rows(["draw-100", "block:3", "partnership"], False, [("club", "beginner")])
    assert [(row.preset, row.players) for row in rows] == \
        [("draw-100", 2), ("draw-100", 3), ("draw-100", 4), ("draw-100", 5), ("block", 3),
         ("partnership", 4)]
    quick = strength.table_rows(["block", "partnership"], True, strength.PAIRINGS)
    assert [(row.preset, row.players, row.who) for row in quick] == \
        [("block", 2, "strong"), ("block", 2, "club"), ("block", 2, "beginner"),
         ("partnership", 4, "strong"), ("partnership", 4, "club"), ("partnership", 4, "beginner")]


def test_fit_taste_finds_the_odds_that_explain_the_choices() -> None:
    # 9 pips laid over 2 three times in four: odds of 3 = e^(7 * taste), taste = ln 3 / 7 =
    # 0.157, 0.15 on the grid; no double among the tiles, so the first double weight (0) stays
    heavy_or_light = [(2, False), (9, False)]
    choices = [(heavy_or_light, 1)] * 3 + [(heavy_or_light, 0)]
    taste, double, per_choice = strength.fit_taste(choices)
    assert (taste, double) == (0.15, 0)
    odds = 0.15 * 7
    expected = (3 * math.log(1 / (1 + math.exp(-odds))) + math.log(1 / (1 + math.exp(odds)))) / 4
    assert per_choice == pytest.approx(expected)
    # a double laid over a heavier plain tile every time: the fit makes the double count more
    double_first = [([(6, False), (4, True)], 1)] * 4
    assert strength.fit_taste(double_first)[1] == 6


def test_each_row_gets_its_planned_deals() -> None:
    """The strong player's rows: --deals at two players, --big-table-deals (looks) at three to
    five; the other pairings --more-deals."""
    rows = strength.table_rows(["block"], False, strength.PAIRINGS)
    planned = {(row.players, row.who): strength.row_looks(row, 300, (1000, 3000), 3000)
               for row in rows}
    assert planned == {(2, "strong"): (300,), (3, "strong"): (1000, 3000), (4, "strong"): (1000, 3000),
                       (2, "club"): (3000,), (3, "club"): (3000,), (4, "club"): (3000,),
                       (2, "beginner"): (3000,), (3, "beginner"): (3000,), (4, "beginner"): (3000,)}


def test_looks_share_the_five_percent() -> None:
    # one look: the 95 % interval's z; two looks: 2.5 % each, so z with 1.25 % in each tail
    assert strength.look_z(1) == pytest.approx(1.959964, abs=1e-6)
    assert strength.look_z(2) == pytest.approx(2.241403, abs=1e-6)
    # 0.544 of 1,000 deals: Wilson at z 2.2414 (z² 5.0239), centre 0.546512 / 1.005024 = 0.543780,
    # half 2.2414 × √(0.248064 / 1000 + 5.0239 / 4e6) / 1.005024 = 0.035215 -> 0.5086 to 0.5790
    assert strength.settled(544, 1000, strength.look_z(2))
    # 0.522 of 1,000: 0.4866 to 0.5572 holds 0.5; 0.46 of 1,000: 0.4250 to 0.4954 leaves it out
    assert not strength.settled(522, 1000, strength.look_z(2))
    assert strength.settled(460, 1000, strength.look_z(2))


def test_a_row_looks_again_until_its_interval_leaves_half_out(capsys: pytest.CaptureFixture[str]) -> None:
    """Two deals never settle a row (the Wilson lower bound at 2 of 2 and z 2.24 is 0.285), so
    the strong player's row goes on to its second look; the other row has one look."""
    strong, club = strength.Row("block", 3, "strong", "club"), strength.Row("block", 3, "club", "beginner")
    strength.run_table([strong, club], 7, 1, (2, 4), 3, jobs=1)
    lines = {line.split()[0]: line.split() for line in capsys.readouterr().out.splitlines()
             if line.startswith("strength_")}
    for row, deals in ((strong, range(7, 11)), (club, range(7, 10))):
        rate = sum(strength.row_deal(row, deal)[1] for deal in deals) / len(deals)
        fields = lines[f"strength_{row.name}"]
        assert fields[fields.index("deals") + 1] == str(len(deals))
        assert fields[fields.index("rate") + 1] == f"{rate:.3f}"


@pytest.mark.parametrize("text", ["", "1000,x", "0", "3000,1000", "1000,1000"])
def test_looks_must_be_counts_that_grow(text: str) -> None:
    with pytest.raises(strength.argparse.ArgumentTypeError, match=re.escape(repr(text))):
        strength._looks(text)
    assert strength._looks("1000,3000") == (1000, 3000)


def test_the_bench_examples_hold() -> None:
    # the bench's docstring examples (fit_taste, regret_table, ...): pytest collects
    # doctests under tests/ and engine/ only
    failed, attempted = doctest.testmod(strength)
    assert failed == 0
    assert attempted >= 10  # 15 examples as written: they are found, not skipped


def _position() -> Game:
    # move_values' example (hand-checked there): 3-1 on the left wins, 6-2 on the right loses
    return position_game(PRESETS["block"], [parse_tiles("4-0 3-1 6-2"), parse_tiles("5-0 0-0 4-3")],
                         [], [(3, 6), (6, 6)], (3, 6), 0)


@pytest.mark.parametrize(("laid", "given"), [("6-2 right", 2), ("3-1 left", 0)])
def test_a_move_that_turns_a_won_hand_into_a_lost_one_gives_away_two(laid: str, given: int) -> None:
    regrets: list[tuple[int, int]] = []

    def lay(game: Game, seat: int, seed: int) -> Move:
        return next(move for move in game.legal_moves() if str(move) == laid)

    game = _position()
    move = strength.with_regrets(lay, regrets)(game, 0, 0)
    assert str(move) == laid
    assert regrets == [(0, given)]
    assert [str(m) for m in game.legal_moves()] == ["3-1 left", "6-2 right"]  # left as it was


def test_a_forced_move_is_not_counted() -> None:
    regrets: list[tuple[int, int]] = []
    game = position_game(PRESETS["block"], [parse_tiles("6-2 5-5"), parse_tiles("5-0 0-0")],
                         [], [(3, 6), (6, 6)], (3, 6), 0)
    assert len(game.legal_moves()) == 1
    strength.with_regrets(lambda g, seat, seed: g.legal_moves()[0], regrets)(game, 0, 0)
    assert regrets == []
