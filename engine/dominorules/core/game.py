"""One hand of dominoes under any rule set: deal, legal moves, play, undo, outcome.

>>> from .rules import PRESETS
>>> from .tiles import parse_tiles
>>> game = Game(PRESETS["block"], [parse_tiles("6-6 6-3 1-0 2-2 4-1 5-0 3-3"),
...                                parse_tiles("5-5 6-1 3-1 2-0 4-4 5-4 0-0")])
>>> game.to_move, [str(m) for m in game.legal_moves()]
(0, ['6-6'])
>>> game.play(game.legal_moves()[0])
>>> [str(m) for m in game.legal_moves()]
['6-1 left']
>>> game.play(Move.parse("6-1 left")); game.line_text(), game.ends
(['1-6', '6-6'], (1, 6))
>>> game.undo(); game.line_text()
['6-6']
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..words.errors import BadPosition
from ..words.message import Message, seat_params
from .deal_check import checked_deal
from .illegal import refusal
from .legal import LEAD, allowed_moves, plays_on
from .moves import DRAW, LEFT, PLAY, RIGHT, Move
from .opening import check_players, first_opener
from .outcome import BLOCKED, OUT, Outcome, score_hand
from .rules import RuleSet
from .steps import Step, said_step
from .tiles import Tile, full_set

Ends = tuple[int, int]

_DEALER = random.Random()  # reseeded for every deal (Game.deal)


class Game:
    """The full state of one hand: every hand, the line, the boneyard and the turn.

    ``hands`` are the hands as dealt (seat 0 first), ``boneyard`` the undealt
    tiles in drawing order (the first is drawn first; when left out, the tiles
    no hand holds, highest first). ``opener`` is needed when the rules open by
    lot and for later hands of a match (``hand_number`` > 1); otherwise it is
    worked out from the rules and, if given, checked. ``check=False`` skips
    the deal checks, for deals the engine shuffled itself.
    """

    __slots__ = ("_early_block", "_holding", "_left", "_legal", "_may_draw", "_may_pass", "_outcome",
                 "_reserve", "_right", "_step", "_steps", "_stock", "boneyard_dealt", "dealt", "drawn",
                 "ended", "ends", "hand_number", "hands", "last_player", "lead", "names", "opener",
                 "opening_reason", "passes", "players", "rules", "to_move")

    def __init__(self, rules: RuleSet, hands: Sequence[Sequence[Tile]],
                 boneyard: Sequence[Tile] | None = None, opener: int | None = None,
                 hand_number: int = 1, *, check: bool = True) -> None:
        self.rules = rules
        self.players = len(hands)
        self.dealt = tuple(map(tuple, hands))
        if check:
            check_players(rules, self.players)
            self.boneyard_dealt = tuple(checked_deal(rules, self.dealt, boneyard))
        else:  # a deal the engine shuffled itself
            self.boneyard_dealt = tuple(boneyard or ())
        self.hand_number = hand_number
        self.opener, self.lead, self.opening_reason = self._decide_opener(opener)
        self.hands = list(map(list, self.dealt))
        self._stock = list(self.boneyard_dealt[::-1])
        self._left: list[Ends] = []
        self._right: list[Ends] = []
        self.ends: Ends | None = None
        self.to_move = self.opener
        self.drawn = 0
        self.passes = 0
        self.last_player: int | None = None
        # What undo needs, one plain tuple per move in Step's field order (plain tuples
        # are several times cheaper to make than named ones, and play is the hot path).
        self._steps: list[tuple[Any, ...]] = []
        self.ended: str | None = None  # "out" or "blocked" once the hand is over
        self._outcome: Outcome | None = None
        self._step = 1 if rules.direction == "clockwise" else -1
        self.names: list[str] | None = None
        self._reserve = rules.reserve if rules.undealt == "boneyard" else len(self._stock)
        # How many tiles in all hands show each number: "can anyone play?" in O(1).
        # Each number shows on max_pip + 1 tiles; count down from there for the tiles not
        # in any hand (all of them dealt in the partnership game, so nothing to count).
        holding = self._holding = [rules.max_pip + 1] * (rules.max_pip + 1)
        for high, low in self.boneyard_dealt:
            holding[high] -= 1
            if low != high:
                holding[low] -= 1
        self._legal: list[Move] | None = None
        self._may_pass = rules.when_able == "may-pass"
        self._may_draw = rules.when_able == "may-draw"
        self._early_block = rules.blocked_when == "no-tile-fits"

    @classmethod
    def deal(cls, rules: RuleSet, players: int, seed: int,
             opener: int | None = None, hand_number: int = 1) -> Game:
        """Shuffle with ``random.Random(seed)`` and deal; redeal while the rules say so."""
        check_players(rules, players)
        rng = _DEALER
        rng.seed(seed)  # the same stream as random.Random(seed), without making a new generator
        draw = rng.random
        size = rules.hand_size_for(players)
        while True:
            # Sorting by random keys (drawn in set order) is a uniform shuffle, faster than
            # random.shuffle, and gives the same deal on every Python version.
            deck = sorted(full_set(rules.max_pip), key=lambda _tile: draw())
            hands = [deck[i * size:(i + 1) * size] for i in range(players)]
            rest = deck[players * size:]
            lot = rng.randrange(players)
            if rules.first_opener == "lot" and hand_number == 1:
                opener = lot
            try:
                return cls(rules, hands, rest, opener, hand_number, check=False)
            except BadPosition as error:
                if error.message.id != "error.no-double":
                    raise

    def _decide_opener(self, opener: int | None) -> tuple[int, Tile | None, Message]:
        if opener is not None and not 0 <= opener < self.players:
            raise BadPosition("error.bad-seat", seat=str(opener), players=self.players)
        if self.hand_number > 1:
            if opener is None:
                raise BadPosition("error.opener-needed")
            return opener, None, Message("open.later-hand", seat_params(opener))
        seat, lead, reason = first_opener(self.rules, self.dealt, opener)
        if opener is not None and opener != seat:
            raise BadPosition("error.wrong-opener", **seat_params(opener), expected=seat + 1)
        return seat, lead, reason

    # -- what may be seen -------------------------------------------------------------

    @property
    def line(self) -> list[Ends]:
        """The tiles on the table from left to right, each as (left half, right half)."""
        return self._left[::-1] + self._right

    def line_text(self) -> list[str]:
        return [f"{a}-{b}" for a, b in self.line]

    @property
    def boneyard(self) -> list[Tile]:
        """The tiles still in the boneyard, the next to be drawn first."""
        return self._stock[::-1]

    @property
    def drawable(self) -> int:
        """How many tiles may still be drawn (the Pagat reserve is never drawn)."""
        return max(0, len(self._stock) - self._reserve)

    def _count(self, tile: Tile, change: int) -> None:
        self._holding[tile.high] += change
        if tile.low != tile.high:
            self._holding[tile.low] += change

    # -- moves ------------------------------------------------------------------------

    def plays_for(self, seat: int) -> list[Move]:
        """Every tile ``seat`` could place now (one move per end; one when the ends are equal)."""
        hand = self.hands[seat]
        if self.ends is None:
            if self.lead is not None:
                return [LEAD[self.lead]] if self.lead in hand else []
            return [LEAD[tile] for tile in hand]
        return plays_on(hand, *self.ends)

    def legal_moves(self) -> list[Move]:
        """Everything the player to move may do now, and nothing else."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return legal[:]

    def _generate(self) -> list[Move]:
        ends = self.ends
        if self.ended is not None:
            return []
        if ends is None:
            return self.plays_for(self.to_move)
        plays = plays_on(self.hands[self.to_move], ends[0], ends[1])
        if plays and not (self._may_pass or self._may_draw):
            return plays  # the common case, kept short: it is the hot path
        return allowed_moves(self.rules, plays, self.drawable, self.drawn)

    def canonical(self, move: Move) -> Move:
        """The listed form of ``move``: the end filled in where only one end takes the tile."""
        if move.kind != PLAY or move.tile is None or self.ends is None:
            return Move(move.kind, move.tile) if move.kind == PLAY else move
        left, right = self.ends
        fits_left, fits_right = move.tile.has(left), move.tile.has(right)
        if left == right or (move.end is None and fits_left and not fits_right):
            end = LEFT if fits_left else move.end
        elif move.end is None and fits_right and not fits_left:
            end = RIGHT
        else:
            end = move.end
        return Move(PLAY, move.tile, end)

    def play(self, move: Move) -> None:
        """Make ``move`` for the player to move; :class:`IllegalMove` says why not."""
        legal = self._legal or self._generate()
        if move not in legal:
            move = self.canonical(move)
            if move not in legal:
                raise refusal(self, move)
        seat = self.to_move
        hand = self.hands[seat]
        kind, tile = move.kind, move.tile
        self._legal = None
        if kind == PLAY:
            assert tile is not None
            slot = hand.index(tile)
            ends = self.ends
            self._steps.append((move, seat, slot, ends, self.drawn, self.passes,
                                self.last_player, False))
            del hand[slot]
            high, low = tile
            holding = self._holding
            holding[high] -= 1
            if low != high:
                holding[low] -= 1
            if ends is None:
                self._right.append(tile)
                left, right = self.ends = tile
            elif move.end == LEFT:
                left, right = low if high == ends[0] else high, ends[1]
                self._left.append((left, ends[0]))
                self.ends = (left, right)
            else:
                left, right = ends[0], low if high == ends[1] else high
                self._right.append((ends[1], right))
                self.ends = (left, right)
            self.last_player = seat
            self.drawn = self.passes = 0
            self.to_move = (seat + self._step) % self.players
            if not hand:
                self.ended = OUT
                return
        else:
            forced = legal[0].kind != PLAY
            self._steps.append((move, seat, -1, self.ends, self.drawn, self.passes,
                                self.last_player, forced))
            if kind == DRAW:
                drawn = self._stock.pop()
                hand.append(drawn)
                self._count(drawn, 1)
                self.drawn += 1
                self.passes = 0
            else:
                self.passes += 1
                self.drawn = 0
                self.to_move = (seat + self._step) % self.players
            assert self.ends is not None  # the opening move is always a tile
            left, right = self.ends
        # Blocked: a whole round passed, or nobody holds a tile showing an open end and
        # nothing can be drawn (or, with blocked_when "no-tile-fits", nothing that fits).
        if self.passes >= self.players or (
                not (self._holding[left] or self._holding[right])
                and (len(self._stock) <= self._reserve
                     or (self._early_block and not self._drawable_fits(left, right)))):
            self.ended = BLOCKED

    def _drawable_fits(self, left: int, right: int) -> bool:
        """Whether a tile that may still be drawn shows ``left`` or ``right``."""
        return any(tile.has(left) or tile.has(right) for tile in self._stock[self._reserve:])

    def movers(self, line: Sequence[Move]) -> tuple[int, ...]:
        """Who makes each move of ``line`` from this position (0-based seats); the game is
        left as it was.

        >>> from .rules import PRESETS
        >>> game = Game.deal(PRESETS["draw"], 2, 1)
        >>> first = game.to_move
        >>> game.movers([game.legal_moves()[0]]) == (first,) and len(game.history) == 0
        True
        """
        seats: list[int] = []
        played = 0
        try:
            for move in line:
                seats.append(self.to_move)
                self.play(move)
                played += 1
        finally:
            for _ in range(played):
                self.undo()
        return tuple(seats)

    def undo(self) -> None:
        """Take back the last move exactly."""
        move, seat, slot, ends, drawn, passes, last_player, _ = self._steps.pop()
        hand = self.hands[seat]
        if move.kind == PLAY:
            hand.insert(slot, move.tile)
            self._count(move.tile, 1)
            if ends is None or move.end == RIGHT:
                self._right.pop()
            else:
                self._left.pop()
        elif move.kind == DRAW:
            returned = hand.pop()
            self._count(returned, -1)
            self._stock.append(returned)
        self.ends, self.drawn, self.passes = ends, drawn, passes
        self.last_player, self.to_move = last_player, seat
        self.ended = self._outcome = None
        self._legal = None

    # -- the end ----------------------------------------------------------------------

    @property
    def history(self) -> list[Step]:
        """Every move so far with what it changed, oldest first."""
        return [Step(*step) for step in self._steps]

    @property
    def last_mover(self) -> int | None:
        """The player who "made the last move" as the rules count it (``last_mover``): the
        last to place a tile, or the last to do anything (a draw or a pass too)."""
        if self.rules.last_mover == "last-action" and self._steps:
            seat: int = self._steps[-1][1]
            return seat
        return self.last_player

    def outcome(self) -> Outcome | None:
        """How the hand ended, or ``None`` while it goes on."""
        if self.ended is None:
            return None
        if self._outcome is None:
            out_seat = self.last_player if self.ended == OUT else None
            outcome = score_hand(self.rules, self.hands, self.ended, self.last_mover, out_seat)
            if self.ended == BLOCKED and self._early_block and len(self._stock) > self._reserve:
                assert self.ends is not None
                left, right = self.ends
                if not (self._holding[left] or self._holding[right] or self._drawable_fits(left, right)):
                    # blocked_when "no-tile-fits" ended the hand with tiles still to draw, and
                    # this game has checked them: say so (an end position or a score pad cannot).
                    outcome = replace(outcome, reasons=tuple(
                        Message("end.blocked-no-tile-fits", {}) if reason.id == "end.blocked" else reason
                        for reason in outcome.reasons))
            elif self.ended == BLOCKED and self._may_pass and self.passes >= self.players:
                # a round of voluntary passes: the site's own rule (001 does not say), said as such
                outcome = replace(outcome, reasons=tuple(
                    Message("end.all-passed", {}) if reason.id in ("end.blocked", "end.blocked-no-drawing")
                    else reason
                    for reason in outcome.reasons))
            self._outcome = outcome
        return self._outcome

    def explain(self, index: int) -> Message:
        """A message describing move number ``index`` of :attr:`history` (0-based)."""
        return said_step(Step(*self._steps[index]))
