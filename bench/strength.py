"""How strong the computer players are: win rates with 95 % intervals, in one run.

    .venv/bin/python bench/strength.py [--deals N] [--jobs N] [--only ismcts|levels]   (make bench-strength)

All on the two-player block game as OpenSpiel's ``python_block_dominoes`` plays it (7 tiles
each, the other 14 set aside, seat 0 opens with any tile, a player who cannot play passes;
ours: the ``block`` preset with seat 0 opening, as in bench/engine_speed.py). Each deal is
played twice with the seats swapped, so that neither side keeps the better hand.

* ``strong`` and ``club`` against ``beginner`` (dominorules.opponents), on our engine.
* ``strong`` against OpenSpiel's IS-MCTS (``open_spiel.python.algorithms.ismcts.ISMCTSBot``,
  1,000 simulations a move, random roll-outs, UCT constant ``--uct-c``). The game is played
  in both engines at once, move for move; OpenSpiel skips a player who cannot play where we
  play the pass. OpenSpiel's Python game has no ``resample_from_infostate``, so the bot gets
  a sampler (``set_resampler``): the opponent's unseen tiles dealt at random, consistently
  with the history (a player who moved twice in a row had nothing that fit the open ends,
  and never draws, so holds none of those numbers).

A win counts 1, a drawn hand (a block with equal pips) 1/2. Each rate is printed with its
95 % Wilson interval, and as ``strength_<who>_vs_<whom> rate VALUE low LOW high HIGH``.
Goal: the lower end above 0.5 against IS-MCTS, and strong clearly above club against the
beginner. The default ``--deals 300`` (600 hands a pairing) takes about 20 minutes on an
idle 2-core machine with ``--jobs 2`` (the default: one process per core, each playing
whole deals); the IS-MCTS bot alone takes about 0.4 s a move.
"""

from __future__ import annotations

import argparse
import functools
import math
import multiprocessing
import os
import random
import time
from collections.abc import Callable
from typing import Any

from dominorules import PRESETS, Game, Move, Tile
from dominorules.moves import LEFT, PASS, RIGHT
from dominorules.opponents import choose

BLOCK_TWO = PRESETS["block"].with_changes(first_opener="first-seat", opener_plays_double=False)

Player = Callable[[Game, int, int], Move]  # (game, seat, seed) -> move


def level(name: str) -> Player:
    def play(game: Game, seat: int, seed: int) -> Move:
        return choose(game, seat, name, random.Random(seed * 1_000_003 + len(game.history)))
    return play


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate ``score / n``."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(who: str, whom: str, score: float, n: int, wins: int, draws: int) -> None:
    low, high = wilson(score, n)
    print(f"{who} vs {whom}: {n} hands, {wins} won, {draws} drawn, {n - wins - draws} lost: "
          f"rate {score / n:.3f} (95 % interval {low:.3f} to {high:.3f})", flush=True)
    print(f"strength_{who}_vs_{whom} rate {score / n:.3f} low {low:.3f} high {high:.3f}", flush=True)


def result(game: Game, seat: int) -> float:
    outcome = game.outcome()
    assert outcome is not None
    if not outcome.winners:
        return 0.5
    return 1.0 if seat in outcome.winners else 0.0


Tally = tuple[float, int, int, int]  # score, hands, wins, draws


def tally(points: list[float]) -> Tally:
    return sum(points), len(points), points.count(1.0), points.count(0.5)


def ours_deal(who: str, whom: str, deal: int) -> list[float]:
    """``who`` against ``whom`` on one deal, from both seats: ``who``'s points each hand."""
    first, second = level(who), level(whom)
    points = []
    for seat in (0, 1):  # the seat ``who`` plays
        game = Game.deal(BLOCK_TWO, 2, deal)
        while game.ended is None:
            player = first if game.to_move == seat else second
            game.play(player(game, game.to_move, deal))
        points.append(result(game, seat))
    return points


# -- OpenSpiel -----------------------------------------------------------------------------

def ismcts_deal(simulations: int, uct_c: float, deal: int) -> list[float]:
    """The strong player against IS-MCTS on one deal, from both seats: its points each hand."""
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts
    from open_spiel.python.games import block_dominoes  # noqa: F401  (registers the game)

    game_type = pyspiel.load_game("python_block_dominoes")
    strong = level("strong")
    points = []
    for seat in (0, 1):  # the seat the strong player takes
        rng = random.Random(deal)
        bot = ismcts.ISMCTSBot(
            game_type, mcts.RandomRolloutEvaluator(1, np.random.RandomState(deal)), uct_c,
            simulations, random_state=np.random.RandomState(deal))
        bot.set_resampler(_resampler(game_type, rng))
        points.append(_ismcts_hand(game_type, bot, strong, seat, deal, rng))
    return points


def _ismcts_hand(game_type: object, bot: object, strong: Player, seat: int, deal: int,
                 rng: random.Random) -> float:
    """One hand, the strong player in ``seat`` and IS-MCTS in the other, played in OpenSpiel
    and in dominorules side by side: the strong player's points (1, a half for a draw, 0)."""
    from open_spiel.python.games import block_dominoes

    actions = block_dominoes._ACTIONS
    deck = block_dominoes._DECK
    state = game_type.new_initial_state()  # type: ignore[attr-defined]
    dealt = list(deck)
    rng.shuffle(dealt)
    for tile in dealt[:14]:
        state.apply_action(deck.index(tile))
    ours = Game(BLOCK_TWO, [[Tile.of(int(a), int(b)) for a, b in state.hands[s]]
                            for s in (0, 1)])
    while not state.is_terminal():
        while ours.legal_moves() == [Move(PASS)]:  # OpenSpiel skips the player
            ours.play(Move(PASS))
        player = state.current_player()
        assert player == ours.to_move
        if player == seat:
            move = strong(ours, seat, deal)
            action = _their_action(ours, move, state, actions)
        else:
            action = bot.step(state)  # type: ignore[attr-defined]
            move = _our_move(ours, actions[action])
        state.apply_action(action)
        ours.play(move)
    returns = state.returns()
    hand = 0.5 if returns[seat] == 0 else float(returns[seat] > 0)
    assert ours.ended is not None or hand != 0.5
    return hand


def _their_action(ours: Game, move: Move, state: Any, actions: Any) -> int:
    """Our move as OpenSpiel's action: the tile as (low, high) and the number it covers."""
    edge = None
    if ours.ends is not None:
        edge = float(ours.ends[0] if move.end == LEFT else ours.ends[1])
    assert move.tile is not None
    wanted = (float(move.tile.low), float(move.tile.high))
    return next(a for a in state.legal_actions()
                if tuple(actions[a].tile) == wanted and actions[a].edge == edge)


def _our_move(ours: Game, chosen: Any) -> Move:
    """OpenSpiel's action as our move: the end is the one showing the number it covers."""
    tile = Tile.of(int(chosen.tile[0]), int(chosen.tile[1]))
    if chosen.edge is None:
        return Move.play(tile)
    assert ours.ends is not None
    end = LEFT if ours.ends[0] == int(chosen.edge) else RIGHT
    return Move.play(tile, end)


def _resampler(game_type: Any, rng: random.Random) -> Callable[[object, int], object]:
    """IS-MCTS's guess of the hidden hand: tiles it has not seen, and none of a number the
    opponent showed it lacks (by moving twice in a row, it had nothing that fit)."""
    from open_spiel.python.games import block_dominoes

    deck = block_dominoes._DECK

    def resample(state: object, player: int) -> object:
        history = list(state.actions_history)  # type: ignore[attr-defined]
        opponent = 1 - player
        mine = list(state.hands[player])  # type: ignore[attr-defined]
        played = {tuple(action.tile) for action in history}
        unseen = [t for t in deck if t not in played and t not in mine]
        lacks: set[float] = set()
        edges: list[float] = []
        for i, action in enumerate(history):  # who moved twice in a row had nothing that fit
            if i > 0 and history[i - 1].player == action.player and action.player == player:
                lacks.update(edges)
            if not edges:
                edges = list(action.tile)
            else:
                edges.remove(action.edge)
                edges.append(action.tile[0] if action.tile[0] != action.edge else action.tile[1])
        if history and history[-1].player == player:  # moving again now: the same
            lacks.update(edges)
        size = len(state.hands[opponent])  # type: ignore[attr-defined]
        fits = [t for t in unseen if t[0] not in lacks and t[1] not in lacks]
        hand = rng.sample(fits, size) if len(fits) >= size else rng.sample(unseen, size)
        hands = {player: mine + [tuple(a.tile) for a in history if a.player == player],
                 opponent: hand + [tuple(a.tile) for a in history if a.player == opponent]}
        new = game_type.new_initial_state()
        for seat in (0, 1):
            for tile in hands[seat]:
                new.apply_action(deck.index(tile))
        for action in history:
            new.apply_action(block_dominoes._ACTIONS_STR.index(str(action)))
        return new
    return resample


def run(task: Callable[[int], list[float]], deals: range, jobs: int, label: str) -> Tally:
    """``task`` on every deal, in ``jobs`` processes, with a progress line every 10 deals."""
    points: list[float] = []
    started = time.time()
    with multiprocessing.Pool(jobs) as pool:
        for done, result_points in enumerate(pool.imap_unordered(task, deals), 1):
            points.extend(result_points)
            if done % 10 == 0 or done == len(deals):
                score, hands, wins, draws = tally(points)
                low, high = wilson(score, hands)
                print(f"  {label}: {done} of {len(deals)} deals, {score:.1f} of {hands} hands, "
                      f"interval {low:.3f} to {high:.3f} ({time.time() - started:.0f} s)",
                      flush=True)
    return tally(points)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300, help="deals, each played twice (300)")
    parser.add_argument("--start", type=int, default=0, help="the first deal's seed (0)")
    parser.add_argument("--simulations", type=int, default=1000, help="IS-MCTS simulations a move")
    parser.add_argument("--uct-c", type=float, default=10.0,
                        help="IS-MCTS exploration constant (returns are in pips, up to 69: 10)")
    parser.add_argument("--only", choices=("ismcts", "levels"), help="run one part only")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="processes, each playing whole deals (one per core)")
    args = parser.parse_args()
    deals = range(args.start, args.start + args.deals)
    if args.only != "ismcts":
        for who in ("strong", "club"):
            task = functools.partial(ours_deal, who, "beginner")
            report(who, "beginner", *run(task, deals, args.jobs, f"{who} vs beginner"))
    if args.only != "levels":
        task = functools.partial(ismcts_deal, args.simulations, args.uct_c)
        report("strong", "ismcts", *run(task, deals, args.jobs, "strong vs ismcts"))


if __name__ == "__main__":
    main()
