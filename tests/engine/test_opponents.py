"""Computer players, hints and the review: hidden information respected, legal play everywhere."""

import random
from typing import cast

import pytest
from dominorules import (
    PRESET_IDS,
    PRESETS,
    Game,
    Message,
    Move,
    PlayerView,
    Tile,
    full_set,
    game_from_record,
    parse_tiles,
    score_hand,
)
from dominorules.bridge import handle
from dominorules.core.match import standing
from dominorules.players.knowledge import Knowledge
from dominorules.players.levels import LEVELS, advise, choose, evaluate
from dominorules.players.review import review
from dominorules.players.selfplay import default_players
from dominorules.players.solver import solve
from dominorules.words.errors import DominoError
from engine_helpers import blunder_position, make_game, sent

# a hand places at most 28 tiles, and each draw or pass comes between them: far more moves
# than any hand has, so a loop over a hand ends even when a player never would
MAX_MOVES = 400


def played(game, moves):
    for text in moves:
        game.play(game.canonical(Move.parse(text)))
    return game


def same_view(a, b, seat):
    """What ``seat`` sees of the two games is the same, move for move."""
    assert PlayerView.of(a, seat) == PlayerView.of(b, seat)
    assert [(s.seat, s.move) for s in a.history] == [(s.seat, s.move) for s in b.history]
    assert a.opening_reason == b.opening_reason


# Seat 1 opens 6-6, seat 0 cannot follow a 6 and passes, seat 1 plays 6-1. Seat 1's other tiles
# differ between the two games, and so does the best move with every hand face up.
SEAT_0 = "4-0 4-1 5-3 5-1 0-0 3-3 5-0"
SEAT_1_A = "1-1 5-4 1-0 6-1 5-5 5-2 6-6"
SEAT_1_B = "6-3 6-2 4-3 4-2 2-1 6-6 6-1"
MOVES = ["6-6", "pass", "6-1 left"]


def test_the_strong_player_ignores_the_tiles_it_cannot_see():
    a = played(make_game("block", [SEAT_0, SEAT_1_A]), MOVES)
    b = played(make_game("block", [SEAT_0, SEAT_1_B]), MOVES)
    same_view(a, b, 0)
    assert a.hands[1] != b.hands[1]
    # Someone who looked would play differently in the two games.
    assert not set(solve(a).best_moves) & set(solve(b).best_moves)
    for seed in range(3):
        assert choose(a, 0, "strong", random.Random(seed)) == choose(b, 0, "strong", random.Random(seed))
        assert evaluate(a, 0, random.Random(seed)) == evaluate(b, 0, random.Random(seed))
    assert advise(a, 0, random.Random(4)) == advise(b, 0, random.Random(4))


@pytest.mark.parametrize(("preset", "players", "seed"), [("partnership", 4, 3), ("block", 3, 8),
                                                   ("block-locker-loses", 2, 5)])
def test_the_hidden_hands_can_be_redealt_without_changing_the_strong_move(preset, players, seed):
    """Game b: the same deal for seat 0 and the same moves, the other hands (partner's too)
    dealt again among themselves in a way that agrees with every move made."""
    a = Game.deal(PRESETS[preset], players, seed)
    rng = random.Random(seed)
    while a.ended is None and not (a.to_move == 0 and len(a.history) >= players
                                   and len(a.legal_moves()) > 1):
        a.play(choose(a, a.to_move, "club", rng))
    assert a.ended is None
    hands, _ = Knowledge(a, 0).sample(random.Random(99))
    dealt = [list(a.dealt[0])]
    for seat in range(1, players):
        dealt.append(hands[seat] + [cast(Tile, s.move.tile) for s in a.history
                                    if s.seat == seat and s.move.kind == "play"])
    undealt = [tile for tile in full_set(6) if not any(tile in hand for hand in dealt)]
    b = Game(PRESETS[preset], dealt, undealt, opener=a.opener)
    for step in a.history:
        b.play(step.move)
    same_view(a, b, 0)
    assert [sorted(h) for h in a.hands] != [sorted(h) for h in b.hands]
    assert choose(a, 0, "strong", random.Random(1)) == choose(b, 0, "strong", random.Random(1))


def test_a_sampled_deal_agrees_with_every_pass():
    game = played(make_game("block", [SEAT_0, SEAT_1_B]), MOVES)
    known = Knowledge(game, 1)  # seat 1 saw seat 0 pass on the 6
    assert known.shown_lacks(0) == frozenset({6})
    for seed in range(30):
        hands, aside = known.sample(random.Random(seed))
        assert hands[1] == game.hands[1]
        assert len(hands[0]) == 7
        assert len(aside) == 14
        assert not any(tile.has(6) for tile in hands[0])
        on_line = [Tile.of(a, b) for a, b in game.line]
        assert sorted(hands[0] + hands[1] + aside + on_line) == sorted(full_set(6))


def test_a_draw_forgets_only_for_the_tile_drawn():
    # Draw game: seat 1 cannot follow 6-6, draws one tile (draw one) and passes. Every tile it
    # held, the drawn one included, then avoided 6: the draw does not bring the 6 back.
    game = make_game("draw", ["6-6 6-1 1-0 2-2 4-1 5-0 3-3", "5-5 3-2 4-2 2-0 4-4 5-4 0-0"],
                     boneyard="1-1 6-5 6-4 6-3 6-2 6-0 5-3 5-2 5-1 4-3 4-0 3-1 3-0 2-1")
    played(game, ["6-6", "draw", "pass"])
    known = Knowledge(game, 0)
    assert known.shown_lacks(1) == frozenset({6})
    for seed in range(20):
        hands, boneyard = known.sample(random.Random(seed))
        assert len(hands[1]) == 8
        assert len(boneyard) == 13
        assert not any(tile.has(6) for tile in hands[1])


def test_a_voluntary_pass_tells_the_strong_player_nothing():
    game = make_game("block", [SEAT_0, SEAT_1_B], when_able="may-pass")
    played(game, ["6-6", "pass"])
    assert Knowledge(game, 1).shown_lacks(0) == frozenset()


def test_the_others_choices_are_the_tiles_they_laid_on_open_ends_and_have_not_drawn_since():
    # A two-player draw game (deal 1): seat 1 draws twice, so only its last two tiles still
    # say what it chose from; seat 0 opened with 6-6 (no choice: the highest double leads).
    game = played(Game.deal(PRESETS["draw"], 2, 1),
                  ["6-6", "6-3 left", "5-3 left", "5-1 left", "3-1 left", "draw", "4-3 left",
                   "5-4 left", "draw", "6-1 right", "1-0 right", "2-0 right"])
    seen_by_0 = [(seat, str(tile), sorted(map(str, laid)))
                 for seat, _, tile, laid in Knowledge(game, 0).choices]
    assert seen_by_0 == [(1, "6-1", ["2-0", "6-1"]), (1, "2-0", ["2-0"])]
    seen_by_1 = [(seat, str(tile)) for seat, _, tile, _ in Knowledge(game, 1).choices]
    assert seen_by_1 == [(0, "5-3"), (0, "3-1"), (0, "5-4"), (0, "1-0")]
    # the ends 6-1 was laid on (5-4 had left 5 and 6 open): a 5 would have fitted as well
    assert Knowledge(game, 0).choices[0][1] == (5, 6)


def test_a_deal_counts_by_how_well_it_explains_the_others_choices(monkeypatch):
    # The search is replaced by a fake that values the first move +1 on deals where seat 1
    # holds 5-5 and -1 on the others; deals where it holds 5-5 are made a million times
    # likelier. The first move's average is then about +1, though most deals lack 5-5.
    game = played(make_game("block", [SEAT_0, SEAT_1_B]), MOVES)
    five_five = Tile(5, 5)
    holds: list[bool] = []

    def fake_values(deal, max_nodes=None, voluntary=True):
        holds.append(five_five in deal.hands[1])
        value = 1 if holds[-1] else -1
        return [value] + [0] * (len(deal.legal_moves()) - 1), 10

    def fake_likelihood(self, hands):
        return 0.0 if five_five in hands[1] else -14.0

    monkeypatch.setattr("dominorules.players.levels.move_values", fake_values)
    monkeypatch.setattr(Knowledge, "log_likelihood", fake_likelihood)
    evaluation = evaluate(game, 0, random.Random(3))
    assert any(holds)
    assert not all(holds)
    assert evaluation.values[0] > 0.99
    assert evaluation.samples == len(holds)


@pytest.mark.parametrize("preset", PRESET_IDS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_legal_moves_to_the_end(preset, level):
    rules = PRESETS[preset]
    for players, seed in ((default_players(rules), 11), (rules.max_players, 12)):
        if level == "strong" and players > 2 and preset != "partnership":
            continue  # the strong player's three- and four-player hands are covered below
        game = Game.deal(rules, players, seed)
        rng = random.Random(seed)
        for _ in range(MAX_MOVES):
            if game.ended is not None:
                break
            move = choose(game, game.to_move, level, rng)
            assert move in game.legal_moves()
            game.play(move)
        assert game.outcome() is not None, f"the hand did not end in {MAX_MOVES} moves"


@pytest.mark.parametrize(("preset", "players"), [("block", 4), ("draw", 3)])
def test_the_strong_player_finishes_hands_at_bigger_tables(preset, players):
    game = Game.deal(PRESETS[preset], players, 2)
    rng = random.Random(2)
    for _ in range(MAX_MOVES):  # bounded: a player that never ends the hand fails, never hangs
        if game.ended is not None:
            break
        move = choose(game, game.to_move, "strong" if game.to_move == 0 else "beginner", rng)
        assert move in game.legal_moves()
        game.play(move)
    assert game.outcome() is not None, f"the hand did not end in {MAX_MOVES} moves"


def test_bad_levels_and_seats_are_named():
    game = Game.deal(PRESETS["block"], 2, 1)
    with pytest.raises(DominoError, match="expert"):
        choose(game, game.to_move, "expert", random.Random(0))
    with pytest.raises(DominoError, match="5 is not a seat"):
        choose(game, 5, "club", random.Random(0))
    with pytest.raises(DominoError, match=f"Player {2 - game.to_move}'s turn"):
        advise(game, 1 - game.to_move, random.Random(0))


def test_the_hint_for_a_forced_move_says_it_is_the_only_legal_move():
    game = make_game("block", ["6-6 6-1 1-0 2-2 4-1 5-0 3-3", "5-5 3-2 4-2 2-0 4-4 5-4 0-0"])
    advice = advise(game, 0, random.Random(0))  # the holder of 6-6 must lead it
    assert advice.move == Move.parse("6-6")
    assert advice.reason.id == "advice.only-move"
    assert advice.reason.english() == "The only legal move."
    played(game, ["6-6"])
    assert advise(game, 1, random.Random(0)).reason.english() == "Pass: nothing fits."


def test_the_club_player_keeps_the_ends_the_next_player_lacks():
    # Seat 1 passes on the 6, then with 1 and 6 open: it holds neither. Seat 0 can lay 1-1,
    # which leaves 1 and 6 open (seat 1 must pass again), or 6-3, which opens a 3.
    game = played(make_game("block", ["6-6 6-1 1-1 6-3 4-2 5-0 3-3",
                                      "5-5 3-2 4-4 2-0 5-4 0-0 4-3"]),
                  ["6-6", "pass", "6-1 left", "pass"])
    assert [str(m) for m in game.legal_moves()] == ["1-1 left", "6-3 right"]
    assert choose(game, 0, "club", random.Random(0)) == Move.parse("1-1 left")
    assert choose(game, 0, "beginner", random.Random(0)) == Move.parse("6-3 right")


def test_the_review_marks_a_blunder_as_a_mistake():
    game = blunder_position()
    game.play(Move.parse("6-3 right"))
    [entry] = review(game, 0, random.Random(1))
    assert entry.played == Move.parse("6-3 right")
    assert entry.best == Move.parse("3-3 right")
    assert entry.best_value == 1  # goes out next turn, whatever seat 1 holds
    assert entry.verdict == "mistake"
    assert entry.best_line[0] == Move.parse("3-3 right")
    assert [str(m) for m in game.line_text()][-1] == "3-6"  # the game is left as it was


def test_the_review_finds_no_mistake_in_the_best_move_and_calls_a_forced_one_no_choice():
    game = blunder_position()
    for text in ("3-3 right", "4-4 left", "6-3 right"):
        game.play(Move.parse(text))
    entries = review(game, 0, random.Random(1))
    assert [entry.index for entry in entries] == [0, 2]
    assert [entry.verdict for entry in entries] == ["best", "forced"]
    assert entries[1].loss == 0
    assert entries[1].best == Move.parse("6-3 right")


def test_the_bridge_plays_levels_hints_and_reviews():
    reply = handle({"op": "new", "rules": "block", "seed": 3, "level": "strong"})
    assert reply["ok"]
    for _ in range(MAX_MOVES):
        if reply["over"]:
            break
        hint = handle({"op": "hint", "record": reply["record"], "human": 0, "seed": 3})
        assert hint["ok"]
        assert hint["move"] in reply["legal"]
        assert hint["reason"]["text"]
        reply = handle({"op": "move", "record": reply["record"], "human": 0, "seed": 3,
                        "level": "strong", "move": sent(hint["move"])})
        assert reply["ok"]
    assert reply["over"], f"the hand did not end in {MAX_MOVES} moves"
    result = handle({"op": "review", "record": reply["record"], "human": 0, "seed": 3, "lang": "de"})
    assert result["ok"]
    assert result["entries"]
    history = game_from_record(reply["record"]).history
    assert [entry["index"] for entry in result["entries"]] == [
        i for i, step in enumerate(history) if step.seat == 0]
    # Every move followed the hint, which is the strong player's move on the same deals.
    assert {entry["verdict"] for entry in result["entries"]} <= {"best", "forced"}
    assert {entry["verdict_text"] for entry in result["entries"]} <= {"Bester Zug", "Keine Wahl"}


def test_the_bridge_names_a_bad_level_and_a_bad_seat():
    reply = handle({"op": "new", "rules": "block", "level": "expert", "lang": "sv"})
    assert not reply["ok"]
    assert "expert" in reply["error"]["text"]
    record = handle({"op": "new", "rules": "block", "seed": 1})["record"]
    reply = handle({"op": "hint", "record": record, "human": 9})
    assert not reply["ok"]
    assert reply["error"]["text"] == "9 is not a seat at a table of 2."


def test_a_match_continues_with_the_systems_opener():
    # Draw game: the winner of the previous hand opens the next one (later_opener "winner").
    match = {"scores": [30, 12], "hands": 1, "previous_opener": 0, "previous_winners": [1]}
    reply = handle({"op": "new", "rules": "draw", "seed": 4, "human": 0, "match": match})
    assert reply["ok"]
    assert reply["record"]["opener"] == 1
    assert reply["record"]["hand_number"] == 2
    assert reply["match"]["scores"] == [30, 12]
    assert reply["match"]["target"] == 100
    assert not reply["match"]["over"]
    for _ in range(MAX_MOVES):
        if reply["over"]:
            break
        reply = handle({"op": "move", "record": reply["record"], "human": 0, "seed": 4,
                        "move": sent(reply["legal"][0]), "match": match})
    points = reply["outcome"]["points"]
    assert reply["match"]["scores"] == [30 + points["0"], 12 + points["1"]]
    assert reply["match"]["hands"] == 2
    # this hand leaves both below the target of 100, so the match goes on (seed 4, chosen so):
    # the next hand is opened after Player 2's, who opened this one
    assert max(reply["match"]["scores"]) < 100
    assert not reply["match"]["over"]
    assert reply["match"]["next"]["previous_opener"] == 1


def test_a_match_ends_at_the_target():
    rules = PRESETS["draw"]
    won = score_hand(rules, [[], parse_tiles("6-5 0-0")], "out")  # seat 0 goes out: 11 points
    state = standing(rules, 2, [95, 40], 4, won)
    assert state["scores"] == [106, 40]
    assert state["hands"] == 5
    assert state["over"]
    assert state["winners"] == [0]
    verdict = state["verdict"]
    assert isinstance(verdict, Message)
    assert verdict.english() == "Player 1 reaches 106 points and wins the game."
    assert not standing(rules, 2, [80, 40], 4, won)["over"]


def test_a_bad_match_field_is_named():
    reply = handle({"op": "new", "rules": "draw", "match": {"scores": [1]}})
    assert not reply["ok"]
    assert "scores" in reply["error"]["text"]


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_what_a_seat_infers_always_holds_for_the_real_hands(preset):
    """At every position of random hands, from every seat: the numbers another seat has shown
    it lacks are on none of its real tiles, no tile the opening showed was not dealt is in a
    dealt hand, and the model has one slot per hidden tile."""
    rules = PRESETS[preset]
    for players in sorted({default_players(rules), rules.max_players}):
        for seed in range(4):
            game = Game.deal(rules, players, seed)
            rng = random.Random(seed)
            while game.ended is None:
                for seat in range(players):
                    known = Knowledge(game, seat)
                    assert not known.undealt & {t for hand in game.dealt for t in hand}
                    for other in range(players):
                        if other == seat:
                            continue
                        assert len(known.slots[other]) == len(game.hands[other])
                        lacking = known.shown_lacks(other)
                        assert not any(t.high in lacking or t.low in lacking
                                       for t in game.hands[other])
                moves = game.legal_moves()
                game.play(moves[rng.randrange(len(moves))])


def test_the_hint_reason_comes_in_the_readers_language():
    record = {"format": "dominorules/1", "rules": "block",
              "hands": [["6-6", "6-1", "1-0", "2-2", "4-1", "5-0", "3-3"],
                        ["5-5", "3-2", "4-2", "2-0", "4-4", "5-4", "0-0"]]}
    reply = handle({"op": "hint", "record": record, "human": 0, "seed": 1, "lang": "sv"})
    assert reply["ok"]
    assert reply["move"] == {"kind": "play", "tile": "6-6", "end": None, "text": "börja med 6-6"}
    assert reply["reason"]["id"] == "advice.only-move"
    assert reply["reason"]["text"] == "Det enda tillåtna draget."
    reply = handle({"op": "hint", "record": record, "human": 1, "seed": 1, "lang": "nb"})
    assert not reply["ok"]
    assert reply["error"]["text"] == "Spiller 2 står ikke for tur."
