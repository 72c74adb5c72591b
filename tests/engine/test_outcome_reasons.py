"""The reasons of a hand say what its outcome is (issue 20): over random hands of every preset.

:func:`dominorules.core.outcome.score_pips` works out the arithmetic first (:func:`tally`) and
builds the explanation from it (:func:`explain`). Whatever the hands, a sentence that
someone wins names a winner and nobody else, every winner is named, and the points a
sentence says are the points the outcome gives. Source 004's lone 0-0 (factcheck N5):
the player who went out is not said to win when the lowest total is shared.
"""

from __future__ import annotations

import random

from dominorules.core.outcome import BLOCKED, OUT, score_hand
from dominorules.core.rules import PRESETS
from dominorules.core.tiles import full_set, parse_tiles
from dominorules.words.message import Listing, Message
from hypothesis import given
from hypothesis import strategies as st

# Messages that say a side wins, and how each names it.
WINS = {"end.out", "end.out-team", "blocked.lowest", "blocked.lowest-team", "win.players", "win.team",
        "tie.split-players"}
# Messages that say the points a side scores, in their parameter "points".
POINTS = {"points.out-others", "points.others-minus-own", "points.others-minus-own-team", "points.others",
          "points.others-team", "points.out-others-team", "tie.split-players"}
TIES = ("drawn", "no-score", "split")


def named(message: Message) -> set[int]:
    """The seats (from 0) a message names as its subject."""
    params = message.params
    if "players" in params:
        listing = params["players"]
        assert isinstance(listing, Listing)
        return {int(str(player)) - 1 for player in listing.items}
    if "team" in params:
        return {int(str(params["first"])) - 1, int(str(params["second"])) - 1}
    return {int(str(params["player"])) - 1}


hands = st.tuples(st.sampled_from(sorted(PRESETS)), st.sampled_from(TIES), st.booleans(),
                  st.integers(0, 2**32 - 1))


def random_end(preset: str, tie: str, teams: bool, seed: int):
    """A random ended hand under a preset (its tie rule and teams changed at random)."""
    rng = random.Random(seed)
    rules = PRESETS[preset]
    players = rng.randint(rules.min_players, rules.max_players)
    if teams or rules.teams:
        players = 4
    changes: dict[str, object] = {"tie": tie}
    if players == 4 and teams != rules.teams:
        changes["teams"] = teams
    rules = rules.with_changes(**changes) if changes != {"tie": rules.tie} else rules
    tiles = list(full_set(rules.max_pip))
    rng.shuffle(tiles)
    end = rng.choice((OUT, BLOCKED))
    out = rng.randrange(players)
    left = []
    for seat in range(players):
        count = 0 if end == OUT and seat == out else rng.randint(1, 4)
        left.append([tiles.pop() for _ in range(count)])
    if rng.random() < 0.3:  # a shared or a lone low total: 0-0 in one hand, or equal totals
        zero = parse_tiles("0-0")[0]
        for hand in left:
            if zero in hand:
                hand.remove(zero)
        seat = rng.randrange(players)
        left[seat] = [zero] if end == BLOCKED or seat != out else []
    last = rng.randrange(players)
    return rules, left, end, last, out if end == OUT else None


@given(hands)
def test_a_wins_sentence_names_exactly_the_winners_and_says_their_points(case):
    rules, left, end, last, out = random_end(*case)
    result = score_hand(rules, left, end, last_mover=last, out_seat=out)
    said_winners: set[int] = set()
    for reason in result.reasons:
        if reason.id in WINS:
            seats = named(reason)
            assert seats <= set(result.winners), (reason, result.winners)  # only a winner wins
            said_winners |= seats
        if reason.id in POINTS:
            for seat in named(reason) if reason.id != "points.out-others" else {out}:
                assert reason.params["points"] == result.points[seat], (reason, result.points)
    assert said_winners == set(result.winners), (result.reasons, result.winners)  # every winner named
    for seat in result.winners:  # points given are points said
        if result.points[seat]:
            assert any(reason.id in POINTS for reason in result.reasons), result.reasons
    for seat, hand in enumerate(left):
        said = next(r for r in result.reasons if r.id == "pips.seat" and r.params["seat"] == seat)
        assert said.params["pips"] == sum(tile.pips for tile in hand)


def test_going_out_against_a_lone_double_blank_is_not_called_a_win():
    # source 004: lowest total wins; a shared lowest scores nothing (factcheck N5)
    result = score_hand(PRESETS["pagat-draw"], [[], parse_tiles("0-0"), parse_tiles("6-6 4-4")], OUT)
    ids = [reason.id for reason in result.reasons]
    assert result.winners == ()
    assert "end.out" not in ids
    assert ids[3:] == ["out.went-out", "out.shared-lowest", "tie.no-score-players"]
    assert result.reasons[3].english() == "Player 1 played their last tile."


def test_the_locker_loses_and_the_others_are_named_as_winners():
    left = [parse_tiles("1-0"), parse_tiles("6-6"), parse_tiles("5-5")]
    result = score_hand(PRESETS["block-locker-loses"], left, BLOCKED, last_mover=0)
    assert result.winners == (1, 2)
    assert result.reasons[-1].english() == "Players 2 and 3 win the hand."
