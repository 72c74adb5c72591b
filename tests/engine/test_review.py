"""The review speaks with one voice: its verdict, its cost and its face-up line come from the
same evaluation, over played hands of every preset.

- The line starts with the move the verdict recommends: the played move when it is "best" or
  forced, else the strong player's, so it never opens with a move just called a mistake.
- A move with no alternative is "forced" (neither praised nor blamed) and left out of the counts.
- A draw or a pass by choice while a tile fits is "unrated": the strong player's search reads
  the rules as must-play after the move and overrates it, and the strong player (and so the
  hint) lays a tile there; its line starts with that tile.
- The cost is said only for a move that cost something, in the rules' unit (points where the
  rules keep points, else hands).
- "The rest is too long" is said only when the line stops before the hand is over.
"""

from typing import Any, cast

import pytest
from dominorules import bridge
from dominorules.core.moves import Move
from dominorules.core.rule_choices import PRESET_IDS
from dominorules.core.rules import PRESETS
from dominorules.formats.record import game_from_record
from dominorules.players.levels import advise, position_rng


def heaviest(reply: dict[str, Any]) -> dict[str, Any]:
    """The beginner's way: a tile if one fits, the heaviest by name."""
    return max(reply["legal"], key=lambda m: (m["kind"] == "play", m["tile"] or ""))


def played_hand(preset: str | dict[str, Any], seed: int, players: int | None = None,
                pick=heaviest) -> dict[str, Any]:
    """A hand where seat 0 plays as ``pick`` chooses from the bridge's reply (by default at
    beginner level) against the club level: plenty to review."""
    request = {"op": "new", "rules": preset, "seed": seed, "human": 0, "level": "club"}
    reply = bridge.handle(request if players is None else {**request, "players": players})
    while not reply["over"]:
        move = pick(reply)
        reply = bridge.handle({"op": "move", "record": reply["record"], "human": 0, "seed": seed,
                               "level": "club", "move": {k: move[k] for k in ("kind", "tile", "end")}})
    return cast(dict[str, Any], reply["record"])


@pytest.mark.parametrize("preset", PRESET_IDS)
def test_verdict_cost_and_line_agree_in_every_preset(preset):
    rules = PRESETS[preset]
    # two hands at the usual table, and one at three players where the system allows it (the
    # strong player plays deals out there instead of solving them)
    tables = [(1, None), (2, None)] + ([(3, 3)] if not rules.teams and rules.max_players >= 3 else [])
    for seed, players in tables:
        record = played_hand(preset, seed, players)
        reply = bridge.handle({"op": "review", "record": record, "human": 0, "seed": seed, "lang": "en"})
        assert reply["ok"]
        game = game_from_record(record)
        moves = [step.move for step in game.history]
        for entry in reply["entries"]:
            # with three or more sides the solver's face-up line has the others all play against
            # the reviewed seat, and the sentence before the line says so
            against = "-against" if players == 3 else ""
            praised = entry["verdict"] in ("best", "forced")
            assert entry["line_intro"]["id"] == f"review.line-{'yours' if praised else 'best'}{against}"
            played = {k: entry["played"][k] for k in ("kind", "tile", "end")}
            first = {k: entry["best_line"][0][k] for k in ("kind", "tile", "end")}
            if entry["verdict"] in ("best", "forced"):
                assert first == played, "the line goes on from the move just praised"
                assert entry["cost"] is None
            elif entry["verdict"] == "unrated":
                best = {k: entry["best"][k] for k in ("kind", "tile", "end")}
                assert first == best != played
                assert best["kind"] == "play" != played["kind"]
                assert entry["cost"]["id"] == f"review.unrated-{played['kind']}"
                assert entry["loss"] == 0
            else:
                best = {k: entry["best"][k] for k in ("kind", "tile", "end")}
                assert first == best != played, "the line starts with the recommended move"
                unit = "points" if rules.scores_points else "hands"
                assert entry["cost"] is not None
                assert unit in entry["cost"]["text"]
                assert entry["loss"] > 0
        summary = reply["summary"]["params"]
        assert summary["moves"] == len(reply["entries"])
        counted = ("best", "good", "inaccuracy", "mistake", "forced", "unrated")
        assert sum(summary[v] for v in counted) == summary["moves"]
        # "with no choice in 0" is never said: a hand without a forced move has its own sentence
        wanted = ("review.summary-unrated" if summary["unrated"] else
                  "review.summary" if summary["forced"] else "review.summary-all-chosen")
        assert reply["summary"]["id"] == wanted
        assert len(moves) >= len(reply["entries"])


@pytest.mark.parametrize(("rules", "kind", "said"), [
    ("pagat-draw", "draw", "Inte bedömt"),  # Pagat's draw game: "will or can't play, you draw"
    ({"preset": "block", "when_able": "may-pass"}, "pass", "Inte bedömt"),  # the house rule
])
def test_a_draw_or_pass_by_choice_is_not_rated_and_the_review_advises_what_the_hint_does(rules, kind, said):
    # Seat 0 draws (or passes) by choice whenever it may while a tile fits, else lays its first
    # tile. The strong player's search values such a move as high as the best tile in most
    # positions (it reads the rules as must-play after the move); the review must not call it
    # "best" where the strong player, and the hint, would lay a tile.
    seed = 5

    def by_choice_early(reply: dict[str, Any]) -> dict[str, Any]:  # in the first 12 moves of the hand
        legal = reply["legal"]
        choice = [m for m in legal if m["kind"] == kind]
        early = choice and len(legal) > 1 and len(reply["record"]["moves"]) < 12
        return cast(dict[str, Any], choice[0] if early else legal[0])

    record = played_hand(rules, seed, pick=by_choice_early)
    review = bridge.handle({"op": "review", "record": record, "human": 0, "seed": seed, "lang": "sv"})
    by_choice = [e for e in review["entries"] if e["verdict"] == "unrated"]
    assert by_choice, f"seat 0 made a {kind} by choice at least once"
    game = game_from_record(record)
    moves = [step.move for step in game.history]
    for entry in review["entries"]:
        for _ in range(len(game.history) - entry["index"]):
            game.undo()
        legal = game.legal_moves()
        chose = moves[entry["index"]].kind == kind and any(m.kind == "play" for m in legal)
        assert (entry["verdict"] == "unrated") == chose, f"unrated is exactly a {kind} while a tile fits"
        if chose:
            assert entry["verdict_text"] == said
            assert entry["cost"]["id"] == f"review.unrated-{kind}"
            hint = advise(game, 0, position_rng(seed, game)).move
            assert Move.from_json(entry["best"]) == hint == Move.from_json(entry["best_line"][0])
        for move in moves[entry["index"]:]:
            game.play(move)
    summary = review["summary"]
    assert summary["id"] == "review.summary-unrated"
    assert summary["params"]["unrated"] == len(by_choice)
    assert summary["text"].startswith("Du gjorde")


def test_a_forced_move_is_neither_praised_nor_blamed():
    # Block game, 2 players: a seat that cannot play passes, with no choice.
    for seed in range(40):
        record = played_hand("block", seed)
        reply = bridge.handle({"op": "review", "record": record, "human": 0, "seed": seed, "lang": "sv"})
        forced = [e for e in reply["entries"] if e["played"]["kind"] == "pass"]
        if forced:
            assert {e["verdict"] for e in forced} == {"forced"}
            assert {e["verdict_text"] for e in forced} == {"Inget val"}
            return
    pytest.fail("no pass in 40 hands of the block game")


def test_the_line_says_when_it_stops_before_the_end_of_the_hand():
    record = played_hand("pagat-draw", 3)
    reply = bridge.handle({"op": "review", "record": record, "human": 0, "seed": 3, "lang": "de"})
    for entry in reply["entries"]:
        game = game_from_record(record)
        history = game.history
        for _ in range(len(history) - entry["index"]):
            game.undo()
        for move in entry["best_line"]:
            game.play(Move.from_json(move))
        ended = game.ended is not None
        assert (entry["line_rest"] is None) == ended, "the rest is said to be too long only when it is"

