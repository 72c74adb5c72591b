"""The review speaks with one voice: its verdict, its cost and its face-up line come from the
same evaluation, over played hands of every preset.

- The line starts with the move the verdict recommends: the played move when it is "best" or
  forced, else the strong player's, so it never opens with a move just called a mistake.
- A move with no alternative is "forced" (neither praised nor blamed) and left out of the counts.
- The cost is said only for a move that cost something, in the rules' unit (points where the
  rules keep points, else hands).
- "The rest is too long" is said only when the line stops before the hand is over.
"""

import pytest
from dominorules import bridge
from dominorules.moves import Move
from dominorules.record import game_from_record
from dominorules.rules import PRESET_IDS, PRESETS


def played_hand(preset: str, seed: int, players: int | None = None) -> dict:
    """A hand where seat 0 plays at beginner level against the club level: plenty to review."""
    request = {"op": "new", "rules": preset, "seed": seed, "human": 0, "level": "club"}
    reply = bridge.handle(request if players is None else {**request, "players": players})
    while not reply["over"]:
        move = max(reply["legal"], key=lambda m: (m["kind"] == "play", m["tile"] or ""))
        reply = bridge.handle({"op": "move", "record": reply["record"], "human": 0, "seed": seed,
                               "level": "club", "move": {k: move[k] for k in ("kind", "tile", "end")}})
    return reply["record"]


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
            else:
                best = {k: entry["best"][k] for k in ("kind", "tile", "end")}
                assert first == best != played, "the line starts with the recommended move"
                unit = "points" if rules.scores_points else "hands"
                assert entry["cost"] is not None and unit in entry["cost"]["text"]
                assert entry["loss"] > 0
        summary = reply["summary"]["params"]
        assert summary["moves"] == len(reply["entries"])
        counted = ("best", "good", "inaccuracy", "mistake", "forced")
        assert sum(summary[v] for v in counted) == summary["moves"]
        # "with no choice in 0" is never said: a hand without a forced move has its own sentence
        wanted = "review.summary" if summary["forced"] else "review.summary-all-chosen"
        assert reply["summary"]["id"] == wanted
        assert len(moves) >= len(reply["entries"])


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

