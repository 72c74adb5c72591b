"""Tiles and pip counts (RULES.md R-*-pips, R-*-double-blank, R-*-tile-set)."""

import pytest
from dominorules import BadTile, Tile, full_set, parse_tiles, pip_total


@pytest.mark.parametrize("text", ["3-5", "5-3", "3|5", "[3:5]", " [5 : 3] "])
def test_every_written_form_reads_as_the_same_tile(text):
    assert Tile.parse(text) == Tile(5, 3)
    assert str(Tile.parse(text)) == "5-3"


def test_source_004_example_counts_nine():
    # Source 004: 0-4, 2-3 and 0-0 count 4 + 5 + 0 = 9.
    assert pip_total(parse_tiles("0-4 2-3 0-0")) == 9


def test_double_blank_counts_zero_but_a_blank_half_does_not_zero_the_tile():
    assert Tile.parse("0-0").pips == 0
    assert Tile.parse("0-6").pips == 6


def test_set_sizes():
    assert len(full_set(6)) == 28
    assert len(full_set(9)) == 55
    assert len(full_set(12)) == 91
    assert len(set(full_set(6))) == 28
    assert sum(t.pips for t in full_set(6)) == 168


@pytest.mark.parametrize("text", ["7-2", "6-", "x", "", "6-6-6", "-1-2"])
def test_bad_tiles_are_named_in_the_error(text):
    with pytest.raises(BadTile) as error:
        Tile.parse(text)
    assert text.strip() in str(error.value)


def test_bigger_sets_accept_bigger_numbers():
    assert Tile.parse("9-7", max_pip=9) == Tile(9, 7)
    with pytest.raises(BadTile):
        Tile.parse("13-0", max_pip=12)
