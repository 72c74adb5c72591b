"""The split rule shares the other sides' pips among the tied lowest (001 l.65); when every
side ties there is nobody else to pay, and the hand is shared without points, as 001 l.67
says: a tie, not a win for everyone (fact-check round 4, F11)."""

from __future__ import annotations

from dataclasses import replace

from dominorules.core.outcome import BLOCKED, score_pips
from dominorules.core.rules import PRESETS
from dominorules.words.i18n import translate

SPLIT = replace(PRESETS["draw"], tie="split")


def test_two_players_level_at_the_block_tie_and_nobody_wins():
    result = score_pips(SPLIT, [4, 4], BLOCKED, last_mover=1)
    assert result.winners == ()
    assert list(result.points.values()) == [0, 0]
    ids = [m.id for m in result.reasons]
    assert "tie.drawn-players" in ids
    assert "tie.split-players" not in ids


def test_two_teams_level_tie_as_teams_not_as_four_winners():
    teams = replace(SPLIT, teams=True)
    # team 1 (players 1 and 3): 3 + 1 = 4; team 2 (players 2 and 4): 2 + 2 = 4
    result = score_pips(teams, [3, 2, 1, 2], BLOCKED, last_mover=3)
    assert result.winners == ()
    text = " ".join(translate(m, "en") for m in result.reasons)
    assert "Both teams have the same total (4)" in text
    assert "split" not in text


def test_with_a_third_player_to_pay_the_split_still_shares_the_pool():
    # 4, 4 and 9: the two lowest share the third player's 9: 4 each, 1 left over
    result = score_pips(SPLIT, [4, 4, 9], BLOCKED, last_mover=2)
    assert sorted(result.winners) == [0, 1]
    assert list(result.points.values()) == [4, 4, 0]
