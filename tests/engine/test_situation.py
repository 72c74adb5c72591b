"""The dispute settler's engine: every dispute of the disputes page, settled by every system.

Each case below is a situation and the verdict of each system, worked out by hand from
the rows of RULES.md (R-*-tie, R-*-blocked-points, R-*-hand-size, R-*-first-opener, ...,
paraphrased in the comments), not copied from the engine. Where the sources are silent,
the row's reading is named. Then: the settler's address
round-trips for random situations, and random garbage in an address, a situation or a
pasted record raises nothing but the engine's own errors.
"""

from __future__ import annotations

import contextlib
import json
import random
import re
from typing import Any

import pytest
from dominorules import DominoError
from dominorules.bridge import handle_json
from dominorules.core.tiles import full_set
from dominorules.features.compare import compare, first_difference, replay
from dominorules.formats.situation import Situation, decode, encode, from_json, verdicts
from dominorules.words.i18n import describe
from hypothesis import assume, given, settings
from hypothesis import strategies as st

SYSTEMS = ("block", "partnership", "draw", "block-locker-loses", "draw-until-playable", "draw-100",
           "pagat-draw")
IMPOSSIBLE = "impossible"


def settle(query, extra=()):
    rows = verdicts(decode(query), list(SYSTEMS) + list(extra))
    return {(row["ruleset"] if isinstance(row["ruleset"], str) else json.dumps(row["ruleset"])): row
            for row in rows}


def answer(row, kind):
    if not row["ok"]:
        return IMPOSSIBLE
    if kind == "end":
        return (tuple(row["winners"]), row["points"])
    if kind == "turn":
        return tuple(row["moves"])
    return (row["opener"], row["tile"], row.get("next"))


def check(query, expected, extra=()):
    kind = decode(query).kind
    got = {name: answer(row, kind) for name, row in settle(query, extra).items()}
    assert got == expected


SPLIT = json.dumps({"preset": "draw", "tie": "split"})


def test_dispute_1_a_tie_in_a_blocked_game():
    # Three players, blocked: Players 1 and 2 hold 9 pips each, Player 3 holds 10 and moved last.
    check("k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3", {
        "block": ((), 0),                  # "tie for lowest: the hand is drawn"
        "partnership": IMPOSSIBLE,         # "exactly 4 players"
        "draw": ((), 0),                   # the source contradicts itself; the engine's default: drawn
        "block-locker-loses": ((0, 1), 0),  # "the player who made the last move LOSES"
        "draw-until-playable": ((0, 1), 0),  # "(as way 1)"
        "draw-100": ((), 0),               # tie "not stated": drawn, as in the draw game
        "pagat-draw": ((), 0),             # "nobody scores"
        SPLIT: ((0, 1), 5),                # "split the others' points equally": 10 / 2
    }, [{"preset": "draw", "tie": "split"}])


def test_dispute_2_points_for_a_blocked_win():
    # Two players, blocked: Player 1 holds 3-1 and 0-0 (4 pips), Player 2 holds 6-5 and 4-4 (19).
    check("k=end&p=2&h=3-1.0-0_6-5.4-4&last=2", {
        "block": ((0,), 0),                # win only
        "partnership": IMPOSSIBLE,
        "draw": ((0,), 15),                # "others' total minus own": 19 - 4
        "block-locker-loses": ((0,), 0),   # Player 2 moved last and loses
        "draw-until-playable": ((0,), 0),
        "draw-100": ((0,), 19),            # "opponents' pips; own tiles are NOT subtracted"
        "pagat-draw": ((0,), 15),          # "others' total minus own"
    })


def test_dispute_3_hand_size_for_three_players():
    # Three players with seven tiles each (21 tiles dealt).
    seven_each = "6-6.6-5.6-4.6-3.6-2.6-1.6-0_5-5.5-4.5-3.5-2.5-1.5-0.4-4_4-3.4-2.4-1.4-0.3-3.3-2.3-1"
    check(f"k=deal&p=3&h={seven_each}", {
        "block": IMPOSSIBLE,               # "3-4p: 5"
        "partnership": IMPOSSIBLE,         # exactly 4 players
        "draw": IMPOSSIBLE,                # not stated; the engine deals 5 to 3-4 players
        "block-locker-loses": (0, None, 1),  # "7 always"; "the first player", any tile; clockwise
        "draw-until-playable": (0, None, 1),
        "draw-100": IMPOSSIBLE,            # "3+p: 5"
        "pagat-draw": (None, None, None),  # "2-3p: 7"; opener by lot
    })


def test_dispute_3_hand_size_for_four_players():
    tiles = [str(t) for t in full_set(6)]
    six_each = "_".join(".".join(tiles[i * 6:(i + 1) * 6]) for i in range(4))
    check(f"k=deal&p=4&h={six_each}", {
        "block": IMPOSSIBLE,               # 5 each
        "partnership": IMPOSSIBLE,         # 7 each, all 28 dealt
        "draw": IMPOSSIBLE,                # 5 each (engine's choice)
        "block-locker-loses": IMPOSSIBLE,  # 7 always
        "draw-until-playable": IMPOSSIBLE,
        "draw-100": IMPOSSIBLE,            # 5 each
        "pagat-draw": (None, None, None),  # "4p: 6"
    })


def test_dispute_4_who_opens():
    # Player 1 holds 5-5 and 1-1, Player 2 holds 4-4 and 0-0; nobody holds 6-6.
    query = "k=deal&p=2&h=5-5.6-4.3-1.2-0.4-2.6-0.1-1_4-4.6-3.5-2.0-0.6-1.3-2.5-0"
    check(query, {
        "block": (0, "5-5", 1),            # "highest double (6-6, then 5-5 ...)"
        "partnership": IMPOSSIBLE,
        "draw": (0, "5-5", 1),             # "highest double"
        "block-locker-loses": (0, None, 1),  # "the first player", any tile
        "draw-until-playable": (0, None, 1),
        "draw-100": (0, None, 1),          # "the first player"
        "pagat-draw": (None, None, None),  # "drawn by lot; any tile"
    })


def test_dispute_4_nobody_holds_a_double():
    # 2 players, no doubles dealt: block redeals; the draw game opens with the heaviest tile, 6-5.
    query = "k=deal&p=2&h=6-5.6-3.6-1.5-3.5-1.4-3.4-1_6-4.6-2.6-0.5-4.5-2.4-2.3-1"
    check(query, {
        "block": IMPOSSIBLE,               # "nobody has a double: reshuffle and redeal"
        "partnership": IMPOSSIBLE,
        "draw": (0, "6-5", 1),             # "highest tile (6-5 before 6-4)"
        "block-locker-loses": (0, None, 1),
        "draw-until-playable": (0, None, 1),
        "draw-100": (0, None, 1),
        "pagat-draw": (None, None, None),
    })


def test_dispute_5_how_much_to_draw():
    # Nothing fits the ends 3 and 2; six tiles in the boneyard.
    nothing_fits = "k=turn&p=2&h=6-6.5-5&l=3-1.1-2"
    expected = {
        "block": ("pass",),                # "pass"
        "partnership": ("pass",),
        "draw": ("draw",),                 # "draw ONE tile; if it does not fit, pass"
        "block-locker-loses": ("pass",),
        "draw-until-playable": ("draw",),  # "draw until a playable tile"
        "draw-100": ("draw",),
        "pagat-draw": ("draw",),           # "draw until you can play, but never the last 2"
    }
    check(nothing_fits + "&b=6&d=0", expected)
    # ... after drawing one tile that did not fit
    check(nothing_fits + "&b=5&d=1", {**expected, "draw": ("pass",)})
    # ... with only two tiles left: Pagat's game never draws them
    check(nothing_fits + "&b=2&d=0", {**expected, "pagat-draw": ("pass",)})
    # ... with an empty boneyard everyone passes
    check(nothing_fits + "&b=0&d=0", dict.fromkeys(SYSTEMS, ("pass",)))


def test_dispute_6_must_you_play_when_you_can():
    # 2-4 fits the right end (2); six tiles in the boneyard.
    may_pass = json.dumps({"preset": "draw", "when_able": "may-pass"})
    check("k=turn&p=2&h=2-4.6-6&l=3-1.1-2&b=6&d=0", {
        "block": ("4-2 right",),           # "must play (implied)"
        "partnership": ("4-2 right",),
        "draw": ("4-2 right",),            # "must play"
        "block-locker-loses": ("4-2 right",),
        "draw-until-playable": ("4-2 right",),
        "draw-100": ("4-2 right",),
        "pagat-draw": ("4-2 right", "draw"),  # "will or can't play, you draw"
        may_pass: ("4-2 right", "pass"),   # the draw game's named house rule: voluntary pass
    }, [{"preset": "draw", "when_able": "may-pass"}])


def test_dispute_7_turn_direction():
    # Four players, all 28 dealt, Player 1 holds 6-6.
    tiles = [str(t) for t in full_set(6)]
    seven_each = "_".join(".".join(tiles[i * 7:(i + 1) * 7]) for i in range(4))
    rows = settle(f"k=deal&p=4&h={seven_each}")
    assert answer(rows["partnership"], "deal") == (0, "6-6", 3)  # "to the right (counter-clockwise)"
    rows = settle(f"k=deal&p=2&h={'.'.join(tiles[:7])}_{'.'.join(tiles[7:14])}")
    assert answer(rows["block"], "deal")[2] == 1  # not stated: clockwise, the engine's choice
    assert answer(rows["block-locker-loses"], "deal")[2] == 1


def test_dispute_8_how_long_a_game_lasts():
    def target(query, system):
        return next(m for m in settle(query)[system]["reasons"] if m.id.startswith("settle."))
    two = "k=end&p=2&h=3-1.0-0_6-5.4-4&last=2"
    three = "k=end&p=3&h=4-0.3-2_6-3_5-1.2-2&last=3"
    assert target(two, "block").id == "settle.single-hand"               # "one hand"
    assert target(two, "draw").params == {"points": 100}                 # "100"
    assert target(two, "draw-100").params == {"points": 100}             # "100 (adjustable)"
    assert target(two, "pagat-draw").params == {"points": 100}           # "100 with 2 players"
    assert target(three, "pagat-draw").params == {"points": 61}          # "61 with 3-4"
    assert target(three, "block-locker-loses").id == "settle.single-hand"


def test_dispute_9_the_double_blank_counts_zero():
    # Player 1 holds 0-0 and 1-0 (1 pip), Player 2 holds 3-3 (6): 0-0 counts 0 everywhere.
    check("k=end&p=2&h=0-0.1-0_3-3&last=1", {
        "block": ((0,), 0),
        "partnership": IMPOSSIBLE,
        "draw": ((0,), 5),                 # 6 - 1
        "block-locker-loses": ((1,), 0),   # Player 1 moved last and loses, whatever the pips
        "draw-until-playable": ((1,), 0),
        "draw-100": ((0,), 6),
        "pagat-draw": ((0,), 5),
    })


def test_teams_add_up_each_sides_pips():
    # Four players in teams, blocked: team 1-3 holds 3 + 4 = 7, team 2-4 holds 6 + 6 = 12.
    rows = settle("k=end&p=4&h=2-1_6-0_4-0_5-1&last=4&t=1")
    assert answer(rows["partnership"], "end") == ((0, 2), 0)   # "team with the lowest combined total"
    draw_in_teams = json.dumps({"preset": "draw", "teams": True})
    assert answer(rows[draw_in_teams], "end") == ((0, 2), 5)  # "in teams, count the team's total"


def test_teams_only_for_the_systems_whose_sources_have_teams():
    # Fact-check N11: the partnership game (000 l.42, 002 l.42) and the draw game (001 l.79)
    # are played in teams; no source describes the other five in teams, so they do not answer.
    rows = settle("k=end&p=4&h=2-1_6-0_4-0_5-1&last=4&t=1")
    assert sorted(json.loads(key)["preset"] if key.startswith("{") else key for key in rows) == [
        "draw", "partnership"]
    custom = settle("k=end&p=4&h=2-1_6-0_4-0_5-1&last=4&t=1&c=pagat-draw,tie:split")
    assert len(custom) == 3  # the reader's own rule set still answers, in teams
    assert settle("k=end&p=4&h=2-1_6-0_4-0_5-1&last=4").keys() >= {"block", "pagat-draw"}


# --------------------------------------------------------------------------- bad situations

@pytest.mark.parametrize(("query", "words"), [
    ("k=end&p=3&h=4-0_6-6_4-0", ["4-0"]),                        # a tile twice
    ("k=end&p=3&h=4-0_6-6_7-1", ["7-1"]),                        # a tile outside the set
    ("k=end&p=3&h=4-0_6-6", ["2", "3"]),                         # hands missing
    ("k=end&p=2&h=_", ["1", "2"]),                               # two players out at once
    ("k=end&p=2&h=4-0_6-6&l=5-1.2-3", ["2-3", "5-1"]),            # a tile that fits neither end
    ("k=end&p=2&h=4-0_6-6&l=4-1.1-1", ["4-0"]),                  # "blocked" but 4-0 fits
    ("k=end&p=2&h=4-0_6-", ["6-"]),                              # a cut link
    ("k=end&p=9&h=4-0", ["number of players", "9"]),
    ("k=oops&p=2&h=4-0_6-6", ["questions", "oops"]),
    ("k=zzz", ["questions", "zzz"]),  # a wrong kind is said as such, not as a link cut short (walk 23)
    ("p=2&h=4-0_6-6", ["what you want to know", "cut short"]),
    ("k=end&p=2&h=4-0_6-6&last=3", ["last tile", "3"]),
    ("k=end&p=2&h=4-0_6-6&zz=1", ["zz"]),
    ("k=turn&p=2&h=4-0&b=3&d=0", ["line"]),
    ("k=end&p=2&h=4-0_6-6&c=chess", ["chess"]),
    ("k=end&p=2&h=4-0_6-6&c=draw,tie:maybe", ["tie", "maybe"]),
    ("k=turn&p=2&h=4-0&b=40&d=0&l=6-6", ["40"]),
])
def test_a_bad_situation_names_the_bad_part(query, words):
    with pytest.raises(DominoError) as caught:
        decode(query)
    text = " ".join(m.english() for m in caught.value.messages)
    for word in words:
        assert word in text, text


@pytest.mark.parametrize("query", ["k=end&p=2&h=4-0_4-0&last=1", "k=end&p=2&h=9-9_1-1",
                                   "k=end&p=2&h=4-0_6-6&c=draw,tie:maybe"])
def test_a_link_that_cannot_be_a_position_ends_with_the_advice_to_check_it(query):
    # native read nb 6f T1: a tile twice in a link lacked the advice its sibling errors give
    with pytest.raises(DominoError) as caught:
        decode(query)
    assert caught.value.messages[-1].id == "error.situation-check-link"


# A bad part of a link in each language, said as the settler's form names it: never the link's
# letters ("in the part “h” of this link", review-de E2) nor our JSON's fields ("hands[0]").
PART_WORDS = {
    "k=end&p=9&h=4-0": {"en": "number of players", "sv": "antalet spelare", "de": "spielerzahl",
                        "nb": "antall spillere"},
    "k=end&p=2&h=9-9_1-1": {"en": "in the hands", "sv": "i händerna", "de": "bei den händen",
                            "nb": "i hendene"},
    "k=end&p=2&h=4-0_6-6&last=3": {"en": "last tile", "sv": "sista brickan", "de": "letzten stein",
                                   "nb": "siste brikken"},
    "k=end&p=2&h=4-0_6-6&c=draw,tie:maybe": {"en": "your own rules", "sv": "egna regler",
                                             "de": "eigenen regeln", "nb": "egne regler"},
    "k=end&h=4-0_6-6": {"en": "how many players", "sv": "hur många spelare", "de": "wie viele spieler",
                        "nb": "hvor mange spillere"},
}


@pytest.mark.parametrize("lang", ["en", "sv", "de", "nb"])
@pytest.mark.parametrize("query", list(PART_WORDS))
def test_a_bad_link_names_the_part_in_the_readers_words(query, lang):
    with pytest.raises(DominoError) as caught:
        decode(query)
    text = describe(caught.value, lang)
    assert PART_WORDS[query][lang] in text.casefold(), text
    for key in ("k", "p", "h", "l", "c", "last", "hands", "players", "custom"):
        assert not re.search(rf"[“„”«]{key}[“”»]", text), text
    assert "hands[" not in text


def test_a_situation_that_one_system_cannot_have_is_answered_with_the_reason():
    rows = settle("k=end&p=2&h=6-6.5-5.4-4.3-3.2-2.1-1.0-0.6-5_1-0&last=2")
    assert rows["block"]["ok"] is False  # 8 tiles left where block deals 7 and never draws
    assert rows["block"]["reasons"][0].id == "error.too-many-left"
    assert rows["draw"]["ok"] is True    # drawing makes 8 tiles possible


# --------------------------------------------------------------------------- the address

def _chain(rng, tiles):
    """A line of play from ``tiles``: each tile's right half meets the next tile's left half."""
    line: list[tuple[int, int]] = []
    for tile in tiles:
        a, b = tile
        if not line:
            line.append((a, b))
        elif line[-1][1] in (a, b):
            line.append((a, b) if a == line[-1][1] else (b, a))
    return line


@st.composite
def situations(draw):
    kind = draw(st.sampled_from(("end", "turn", "deal")))
    players = draw(st.integers(2, 4))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    tiles = list(full_set(6))
    rng.shuffle(tiles)
    count = 1 if kind == "turn" else players
    hands = [tiles[i * 3:(i + 1) * 3][: draw(st.integers(0, 3))] for i in range(count)]
    rest = tiles[count * 3:]
    data = {"kind": kind, "players": players, "hands": [[str(t) for t in h] for h in hands],
            "teams": players == 4 and draw(st.booleans())}
    if kind == "turn":
        data["line"] = [f"{a}-{b}" for a, b in _chain(rng, rest[:8])]
        data["boneyard"] = draw(st.integers(0, 28 - 8 - 3))
        data["drawn"] = draw(st.integers(0, 3))
    if kind == "end":
        data["last"] = draw(st.none() | st.integers(0, players - 1))
        if sum(not h for h in hands) == 1:
            data["line"] = [f"{a}-{b}" for a, b in _chain(rng, rest[:6])]
    if draw(st.booleans()):
        data["custom"] = {"preset": draw(st.sampled_from(SYSTEMS)),
                          "tie": draw(st.sampled_from(("drawn", "no-score", "split"))),
                          "reserve": draw(st.integers(0, 3)), "teams": draw(st.booleans()),
                          "hand_size": {"2": draw(st.integers(1, 9)), "3": 5, "4": 5}}
    try:
        return from_json(data)
    except DominoError:
        assume(False)


@given(situations())
def test_the_address_round_trips(situation: Situation):
    query = encode(situation)
    assert decode(query) == situation
    assert decode("?" + query) == situation
    assert len(query) < 400


@given(st.text(max_size=300))
def test_garbage_in_the_address_raises_only_the_engines_errors(text):
    with contextlib.suppress(DominoError):
        decode(text)


_keys = st.sampled_from(["k", "p", "h", "l", "last", "b", "d", "t", "c", "x", ""])
_values = st.text(alphabet="0123456789-._,:ab endturndealxyz", max_size=30)


@given(st.lists(st.tuples(_keys, _values), max_size=8))
def test_edited_addresses_raise_only_the_engines_errors(pairs):
    with contextlib.suppress(DominoError):
        decode("&".join(f"{k}={v}" for k, v in pairs))


_json = st.recursive(st.none() | st.booleans() | st.integers(-5, 30) | st.text(max_size=8),
                     lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                 max_size=4),
                     max_leaves=12)


@given(_json)
def test_garbage_situations_and_records_raise_only_the_engines_errors(data):
    for read in (from_json, compare):
        with contextlib.suppress(DominoError):
            read(data)


@settings(deadline=None)  # a loaded machine may take longer; the answer matters, not the time
@given(st.text(max_size=200), st.sampled_from(["situation", "compare", "replay"]))
def test_the_bridge_answers_garbage_with_an_error_in_words(text, op):
    request = {"op": op, "lang": "sv", "record": text, "query": text}
    if op == "situation" and not text:
        request.pop("query")
    reply = json.loads(handle_json(json.dumps(request)))
    if not reply["ok"]:
        assert reply["error"]["text"]
        assert not reply["error"]["text"].startswith("error.")


# --------------------------------------------------------------------------- records

def test_a_record_replayed_under_every_system_shows_where_they_part():
    record = {"format": "dominorules/1", "rules": "draw",
              "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
                        ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
              "moves": ["6-6", "6-1 left", "6-3 right", "3-1 left", "3-3 left", "draw"]}
    rows = {row["rules"]: row for row in compare(record)}
    assert rows["draw"]["stops"] is None
    assert rows["draw"]["follows"] == 6
    # in the block game the undealt tiles are set aside: nothing to draw at move 6
    assert rows["block"]["stops"] == 6
    assert rows["partnership"]["stops"] == 0          # two players: the deal does not fit
    assert rows["pagat-draw"]["stops"] is None        # the record's opener stands in for the lot
    assert first_difference(list(rows.values())) == 6  # the first move a system that deals refuses


# `play --rules draw --seed 5`: under the draw game's own rules the hand goes on, both players
# drawing and passing, until the boneyard is empty (move 41).
DRAWN_OUT: dict[str, Any] = {
    "format": "dominorules/1",
    "rules": "draw",
    "hands": [["1-0", "4-1", "6-0", "5-1", "1-1", "2-1", "3-0"],
              ["4-0", "4-4", "3-3", "5-5", "5-0", "4-3", "4-2"]],
    "boneyard": ["2-0", "6-6", "5-3", "6-2", "6-5", "3-1", "6-4", "2-2", "0-0", "5-2", "3-2", "6-1", "6-3",
                 "5-4"],
    "opener": 1,
    "moves": ["5-5", "5-1 left", "5-0 right", "6-0 right", "draw", "pass", "4-1 left", "4-4 left", "draw",
              "6-6 right", "4-3 left", "3-0 left", "4-0 left", "draw", "pass", "4-2 left", "2-1 left",
              "draw", "6-2 right", "1-1 left", "2-0 right", "1-0 left", "draw", "pass", "draw", "pass",
              "draw", "pass", "draw", "pass", "draw", "0-0 left", "draw", "pass", "draw", "pass", "draw",
              "pass", "draw", "pass", "draw"]}


def test_rules_that_end_the_hand_before_the_record_does_still_give_their_verdict():
    # factcheck A3/N2: under blocked_when "no-tile-fits" the hand is over as soon as no tile in
    # any hand or in the boneyard fits either end; the record's next move is refused, but the
    # verdict these rules reached is kept.
    early = {"preset": "draw", "blocked_when": "no-tile-fits"}
    rows = compare(DRAWN_OUT, ["draw", early])
    assert rows[0]["stops"] is None
    assert rows[0]["follows"] == 41
    assert rows[0]["verdict"] is not None
    row = rows[1]
    assert row["follows"] == 32
    assert row["stops"] == 33
    # after move 32 (0-0 on the left; 2-0 went on the right at move 21) both ends are 0, and
    # every tile with a 0 is in the line: by hand, from the record's own replay, nothing left fits
    game, _ = replay(DRAWN_OUT, 32)
    assert game.ends == (0, 0)
    rest = [t for hand in game.hands for t in hand] + list(DRAWN_OUT["boneyard"][len(
        [m for m in DRAWN_OUT["moves"][:32] if m == "draw"]):])
    assert len(rest) == 28 - len(game.line)
    assert not any("0" in str(t) for t in rest)
    # the lowest total wins, and the draw game scores the others' pips minus its own
    pips = [sum(a + b for a, b in (map(int, str(t).split("-")) for t in hand)) for hand in game.hands]
    low = min(pips)
    assert row["verdict"] == {"winners": [pips.index(low)], "points": sum(pips) - 2 * low}
    ids = [m.id for m in row["reasons"]]
    assert ids[0] == "illegal.hand-over-move.draw"
    assert "end.blocked-no-tile-fits" in ids
    # the settler's list of systems says it too (bridge compare)
    request = {"op": "compare", "record": DRAWN_OUT, "rules": ["draw", early]}
    reply = json.loads(handle_json(json.dumps(request)))
    assert reply["rows"][1]["verdict"]["summary"]["text"]


def test_a_record_can_be_stepped_under_another_system_as_far_as_it_allows():
    from dominorules.features.compare import best_play, replay
    record = {"format": "dominorules/1", "rules": "draw",
              "hands": [["6-6", "6-3", "1-0", "2-2", "4-1", "5-0", "3-3"],
                        ["5-5", "6-1", "3-1", "2-0", "4-4", "5-4", "0-0"]],
              "moves": ["6-6", "6-1 left", "6-3 right", "3-1 left", "3-3 left", "draw"]}
    game, allowed = replay(record, 99, "block")
    assert allowed == 5
    assert len(game.history) == 5   # block refuses the draw at move 6
    game, allowed = replay(record, 2)
    assert allowed == 6
    assert [str(s.move) for s in game.history] == ["6-6", "6-1 left"]
    best = best_play(record, 2, "block")
    assert best["steps"] == 2
    assert best["verdict"] is not None
    with pytest.raises(DominoError):
        replay(record, 0, "partnership")            # two hands: the deal does not fit


def test_the_line_is_laid_as_the_reader_lays_it_and_the_engine_turns_each_tile():
    # The settler sends the line's tiles by their palette names in the order they were laid;
    # the engine turns each to fit (the right end first) and names them back left to right.
    reply = json.loads(handle_json(json.dumps({"op": "situation", "lang": "en", "situation": {
        "kind": "end", "players": 2, "hands": [["4-0"], ["5-5"]], "line": ["6-3", "6-6", "3-1"],
        "last": 1}})))
    assert reply["situation"]["line"] == ["6-6", "6-3", "3-1"]
    assert reply["line_names"] == ["6-6", "6-3", "3-1"]
    assert reply["record"]["position"] == "end"
    assert reply["record"]["line"] == ["6-6", "6-3", "3-1"]
    turned = json.loads(handle_json(json.dumps({"op": "situation", "lang": "en", "situation": {
        "kind": "end", "players": 2, "hands": [["4-0"], ["5-5"]], "line": ["6-3", "1-3"], "last": 1}})))
    assert turned["situation"]["line"] == ["6-3", "3-1"]
    assert turned["line_names"] == ["6-3", "3-1"]


# ------------------------------------------------------------------ what each question asks (#37 L9)


def test_the_settlers_data_says_what_each_question_asks_as_its_parsing_holds_it():
    # the settler's form read the kind itself ("turn" holds one hand, "deal" no line, the
    # boneyard at most the tile set): the engine now says it, from the table the parsing keeps
    from dominosite.i18n import translator
    from dominosite.settler_html import settler_data
    data = settler_data("en", translator("en"))
    kinds = {k["kind"]: k for k in data["kinds"]}
    assert [k["kind"] for k in data["kinds"]] == ["end", "turn", "deal"]  # the form's order
    assert kinds["turn"] == {"kind": "turn", "one_hand": True, "line": True, "last": False, "teams": False,
                             "stock": 28}
    assert kinds["end"] == {"kind": "end", "one_hand": False, "line": True, "last": True, "teams": True,
                            "stock": None}
    assert kinds["deal"] == {"kind": "deal", "one_hand": False, "line": False, "last": False, "teams": True,
                             "stock": None}
    # the parsing holds situations to the same table
    with pytest.raises(DominoError) as two_hands:
        from_json({"kind": "turn", "players": 2, "hands": [["6-6"], ["5-5"]], "line": ["3-1"]})
    assert two_hands.value.message.id == "error.situation-hands"
    with pytest.raises(DominoError) as deal_line:
        from_json({"kind": "deal", "players": 2, "hands": [["6-6"], ["5-5"]], "line": ["3-1"]})
    assert deal_line.value.message.id == "error.situation-deal-played"
    turn = {"kind": "turn", "players": 2, "hands": [["6-6"]], "line": ["3-1"], "boneyard": 0}
    assert from_json({**turn, "drawn": 28}).drawn == 28
    with pytest.raises(DominoError) as too_many:
        from_json({**turn, "drawn": 29})
    assert too_many.value.message.id == "error.situation-bad.drawn"
