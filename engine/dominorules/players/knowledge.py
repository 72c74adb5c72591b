"""What one seat knows about the tiles it cannot see, and deals that agree with it.

A computer player may use only what its own seat has seen: its own hand, the line, every
move made (plays, draws and passes, but not which tile was drawn), hand sizes, the size of
the boneyard and how the hand was opened. :class:`Knowledge` reads exactly that from a
game, and :meth:`Knowledge.sample` deals the hidden tiles at random so that the deal agrees
with all of it. Those deals are what the strong player (:mod:`dominorules.players.levels`)
searches.

**The model.** Every tile another seat holds sits in a *slot*: one per tile dealt, one more
per tile drawn. A slot remembers the numbers it cannot show. A pass or a draw that the rules
allow only when nothing fits (under ``must-play`` both; under ``may-pass`` a draw; under
``may-draw`` a pass) shows that no tile then in that hand fits either open end, so every
slot of that seat learns both numbers; a slot drawn later knows nothing yet. A played tile
leaves from the oldest slot that could have held it. Older slots know at least what newer
ones know, so this loses nothing: a hidden deal agrees with the moves exactly when each
slot's tile avoids the slot's numbers. The opening tells a little more: when the holder of
the highest double opens with it, no higher double was dealt to anyone (it was set aside or
is in the boneyard, from which it may since have been drawn), and when nobody held a double,
no double and no heavier tile was dealt.

**The others' choices.** A deal that agrees with every move can still explain them well or
badly: most players lay their heavy tiles and doubles first, so a seat that laid a light
tile where a heavier one would have fitted probably held no heavier one. Every tile another
seat laid on the open ends is read that way (an opening is not: read too, the strong player
did no better against IS-MCTS on the first 81 deals tried, bench/strength.py):
:meth:`Knowledge.log_likelihood` gives how likely those choices were with the hands of a
deal, each seat laying each tile that fitted with odds that grow with its weight
(:data:`TASTE`). The strong player counts each deal it searches by that likelihood.

A two-player block game: seat 1 passes on 6-6, and again with 1 and 6 open, so seat 0
knows that every tile of seat 1 avoids 1 and 6.

>>> from ..core.game import Game
>>> from ..core.moves import Move
>>> from ..core.rules import PRESETS
>>> from ..core.tiles import parse_tiles
>>> game = Game(PRESETS["block"], [parse_tiles("6-6 6-1 1-0 2-2 4-1 5-0 3-3"),
...                                parse_tiles("5-5 3-2 4-2 2-0 4-4 5-4 0-0")])
>>> for text in ("6-6", "pass", "6-1 left", "pass"):
...     game.play(Move.parse(text))
>>> known = Knowledge(game, 0)
>>> sorted(known.lacks(1)), len(known.hidden), known.boneyard
([1, 6], 21, 14)
>>> hands, boneyard = known.sample(random.Random(1))
>>> len(hands[1]), any(tile.has(1) or tile.has(6) for tile in hands[1]), hands[0] == game.hands[0]
(7, False, True)
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Sequence

from ..core.game import Ends, Game
from ..core.moves import DRAW, PASS, PLAY
from ..core.rules import RuleSet
from ..core.tiles import Tile, full_set
from .position_game import position_game

TASTE = 0.3
"""How strongly another seat is taken to prefer heavy tiles when it has a choice: each pip
multiplies a tile's odds by e^0.3 (about 1.35), and a double counts as 3 pips more. Fitted to
OpenSpiel's IS-MCTS: over 1,025 of its choices it laid the heaviest tile that fitted 62 % of
the time, where a tile at random would have been the heaviest 43 % of the time, and the odds
that explain its choices best are 0.30 a pip with a double 2 pips more
(``bench/strength.py --only taste --deals 200 --start 530``; the 3 comes from a first fit on
266 choices, and is what the strong player was measured with). The beginner always lays its
heaviest tile, and the club player's habits put heavy tiles first too."""

_REJECTION_TRIES = 30
"""Plain shuffles tried before the deal is built slot by slot (plain shuffles are uniform)."""

_MAX_STEPS = 20_000
"""Backtracking steps before the constraints are dropped (never needed in practice)."""


def _mask(numbers: Sequence[int]) -> int:
    mask = 0
    for number in numbers:
        mask |= 1 << number
    return mask


class _Slot:
    """One hidden tile of another seat: the numbers it cannot show, and whether it was dealt
    (a dealt slot cannot hold a tile that the opening showed was not dealt)."""

    __slots__ = ("avoids", "dealt")

    def __init__(self, dealt: bool) -> None:
        self.avoids = 0
        self.dealt = dealt


class Knowledge:
    """Everything ``seat`` knows about the position of ``game``, and nothing else.

    ``hidden`` is every tile ``seat`` cannot see (other hands and the boneyard or the tiles
    set aside), in the set's order; ``boneyard`` how many of them are undealt or undrawn.
    """

    def __init__(self, game: Game, seat: int) -> None:
        rules = self.rules = game.rules
        self.seat = seat
        self.players = game.players
        self.hand: tuple[Tile, ...] = tuple(game.hands[seat])
        self.line: tuple[Ends, ...] = tuple(game.line)
        self.ends = game.ends
        self.to_move = game.to_move
        self.drawn, self.passes, self.last_player = game.drawn, game.passes, game.last_player
        self.boneyard = len(game.boneyard)
        self.hand_sizes = tuple(len(hand) for hand in game.hands)
        seen = set(self.hand) | {Tile.of(a, b) for a, b in self.line}
        self.hidden: tuple[Tile, ...] = tuple(t for t in full_set(rules.max_pip) if t not in seen)
        self.undealt: frozenset[Tile] = frozenset()
        self.holds: dict[int, Tile] = {}
        self._read_opening(game)
        self.slots: list[list[_Slot]] = [[_Slot(True) for _ in game.dealt[s]] if s != seat else []
                                         for s in range(self.players)]
        pass_tells = rules.when_able != "may-pass"
        draw_tells = rules.when_able != "may-draw"
        self._history = game.history
        for step in self._history:  # only what everyone saw: who did what, on which ends
            who, move = step.seat, step.move
            if who == seat:
                continue
            slots = self.slots[who]
            if move.kind == PLAY:
                assert move.tile is not None
                fits = [i for i, slot in enumerate(slots) if self._fits(slot, move.tile)]
                del slots[fits[0] if fits else 0]
                continue
            if step.ends is not None and ((move.kind == PASS and pass_tells)
                                          or (move.kind == DRAW and draw_tells)):
                ends = _mask(step.ends)
                for slot in slots:
                    slot.avoids |= ends
            if move.kind == DRAW:
                slots.append(_Slot(False))
        for holder, tile in list(self.holds.items()):
            if tile not in self.hidden:
                del self.holds[holder]

    def _read_opening(self, game: Game) -> None:
        """What the opening says about the deal: tiles nobody was dealt, and the tile the
        holder of the highest double holds (when they need not lead it)."""
        reason = game.opening_reason
        if game.hand_number != 1 or reason.id not in ("open.highest-double", "open.heaviest-tile"):
            return
        opened = Tile.parse(str(reason.params["tile"]), self.rules.max_pip)
        if reason.id == "open.highest-double":
            self.undealt = frozenset(Tile(n, n) for n in range(opened.high + 1, self.rules.max_pip + 1))
            if game.opener != self.seat:
                self.holds[game.opener] = opened
        else:
            heavier = (opened.pips, opened.high)
            self.undealt = frozenset(t for t in full_set(self.rules.max_pip)
                                     if t.is_double or (t.pips, t.high) > heavier)

    def _fits(self, slot: _Slot, tile: Tile) -> bool:
        return not (slot.avoids >> tile.high & 1 or slot.avoids >> tile.low & 1
                    or (slot.dealt and tile in self.undealt))

    @functools.cached_property
    def choices(self) -> list[tuple[int, Ends, Tile, frozenset[Tile]]]:
        """Every tile another seat chose to lay on the open ends, oldest first: the seat, the
        ends, the tile, and the tiles that seat has laid since, that one included (where it
        has drawn none since). Worked out when first asked for: the club player, which builds
        a :class:`Knowledge` for every move it makes, never asks."""
        found = []
        laid: dict[int, frozenset[Tile]] = {}
        drew: set[int] = set()
        for step in reversed(self._history):
            who, move = step.seat, step.move
            if who == self.seat or who in drew:
                continue
            if move.kind == DRAW:
                drew.add(who)
            elif move.kind == PLAY and move.tile is not None:
                laid[who] = laid.get(who, frozenset()) | {move.tile}
                if step.ends is not None:
                    found.append((who, step.ends, move.tile, laid[who]))
        found.reverse()
        return found

    def log_likelihood(self, hands: Sequence[Sequence[Tile]]) -> float:
        """The log of how likely the others' choices of tile (:attr:`choices`) were, were
        ``hands`` the hands now: a seat that laid a tile chose among the tiles it held then
        that fitted, each with odds ``e ** (TASTE * weight)`` (a double counting 3 more).

        Seat 0 leads 6-6 and seat 1 lays 6-1. Had seat 1 held no other 6, 6-1 was the only tile
        it could lay (a likelihood of 1); had it held 6-5 as well, it chose the lighter tile:

        >>> from ..core.moves import Move
        >>> from ..core.rules import PRESETS
        >>> from ..core.tiles import parse_tiles
        >>> game = Game(PRESETS["block"], [parse_tiles("6-6 1-0 2-2 4-1 5-0 3-3 4-4"),
        ...                                parse_tiles("6-1 5-5 3-2 4-2 2-0 5-4 0-0")])
        >>> game.play(Move.parse("6-6")); game.play(Move.parse("6-1 left"))
        >>> known, own = Knowledge(game, 0), list(game.hands[0])
        >>> no_six = known.log_likelihood([own, parse_tiles("5-5 3-2 4-2 2-0 5-4 0-0")])
        >>> with_six_five = known.log_likelihood([own, parse_tiles("6-5 3-2 4-2 2-0 5-4 0-0")])
        >>> no_six, round(with_six_five - no_six, 2)
        (0.0, -1.46)
        """
        total = 0.0
        for who, ends, chosen, laid in self.choices:
            held = [tile for tile in laid.union(hands[who]) if tile.has(ends[0]) or tile.has(ends[1])]
            total += TASTE * _weight(chosen) - math.log(sum(math.exp(TASTE * _weight(tile))
                                                            for tile in held))
        return total

    def shown_lacks(self, seat: int) -> frozenset[int]:
        """The numbers ``seat`` (another seat) has shown it lacks by passing or drawing."""
        avoided = (1 << (self.rules.max_pip + 1)) - 1 if self.slots[seat] else 0
        for slot in self.slots[seat]:
            avoided &= slot.avoids
        return frozenset(n for n in range(self.rules.max_pip + 1) if avoided >> n & 1)

    def lacks(self, seat: int) -> frozenset[int]:
        """The numbers ``seat`` has shown it does not hold (every one of its tiles avoids them).

        Numbers that no hidden tile shows count too: nobody else can hold them."""
        if seat == self.seat:
            return frozenset(n for n in range(self.rules.max_pip + 1)
                             if not any(t.has(n) for t in self.hand))
        shown = self.shown_lacks(seat)
        return frozenset(n for n in range(self.rules.max_pip + 1)
                         if n in shown or not any(t.has(n) for t in self.hidden))

    def sample(self, rng: random.Random) -> tuple[list[list[Tile]], list[Tile]]:
        """A deal of the hidden tiles that agrees with everything ``seat`` has seen: every
        hand (``seat``'s own as it is) and the boneyard in drawing order."""
        pool = list(self.hidden)
        fixed: dict[tuple[int, int], Tile] = {}
        for holder, tile in sorted(self.holds.items()):
            slots = self.slots[holder]
            fits = [i for i, slot in enumerate(slots) if self._fits(slot, tile)]
            if fits:
                fixed[(holder, fits[0])] = tile
                pool.remove(tile)
        open_slots = [(s, i) for s in range(self.players) for i in range(len(self.slots[s]))
                      if (s, i) not in fixed]
        chosen = self._shuffled(rng, pool, open_slots) or self._built(rng, pool, open_slots)
        if chosen is None:  # the constraints cannot be met (never seen): deal freely
            rng.shuffle(pool)
            chosen = dict(zip(open_slots, pool, strict=False))
        chosen.update(fixed)
        hands = [list(self.hand) if s == self.seat else
                 [chosen[(s, i)] for i in range(len(self.slots[s]))] for s in range(self.players)]
        used = set(chosen.values())
        boneyard = [tile for tile in pool if tile not in used]
        rng.shuffle(boneyard)
        return hands, boneyard

    def deals(self, limit: int) -> list[tuple[list[list[Tile]], list[Tile]]] | None:
        """Every deal of the hidden tiles that agrees with everything ``seat`` has seen, each
        once (a hand is a set of tiles), as :meth:`sample` gives them; ``None`` when there are
        more than ``limit``, or when the order of the tiles still to draw matters (more than
        one of them can still be drawn).

        >>> from ..core.game import Game
        >>> from ..core.moves import Move
        >>> from ..core.rules import PRESETS
        >>> from ..core.tiles import parse_tiles
        >>> game = Game(PRESETS["block"], [parse_tiles("6-6 6-1 1-0 2-2 4-1 5-0 3-3"),
        ...                                parse_tiles("5-5 3-2 4-2 2-0 4-4 5-4 0-0")])
        >>> Knowledge(game, 0).deals(1000) is None  # 7 of 21 hidden tiles: 116,280 deals
        True
        """
        if self.rules.draws and self.boneyard > 1:
            return None
        others = [s for s in range(self.players) if s != self.seat]
        sizes = [len(self.slots[s]) for s in others]
        bound, left = 1, len(self.hidden)
        for size in sizes:
            bound, left = bound * math.comb(left, size), left - size
        if bound > limit * 64:  # too many even to look through
            return None
        found: list[tuple[list[list[Tile]], list[Tile]]] = []
        hands: list[list[Tile]] = [list(self.hand) if s == self.seat else [] for s in range(self.players)]

        def place(index: int, pool: list[Tile]) -> bool:
            if index == len(others):
                found.append(([hand[:] for hand in hands], pool[:]))
                return len(found) <= limit
            seat = others[index]
            for tiles in itertools.combinations(pool, sizes[index]):
                if self._holdable(seat, tiles):
                    hands[seat] = list(tiles)
                    if not place(index + 1, [t for t in pool if t not in tiles]):
                        return False
            return True

        return found if place(0, list(self.hidden)) else None

    def _holdable(self, seat: int, tiles: Sequence[Tile]) -> bool:
        """Whether another seat's slots can hold exactly ``tiles`` (one each, each avoiding
        its slot's numbers), with any tile the opening says it holds."""
        if seat in self.holds and self.holds[seat] not in tiles:
            return False
        slots = self.slots[seat]
        taken = [False] * len(tiles)

        def fill(index: int) -> bool:  # the oldest (most constrained) slots first
            if index == len(slots):
                return True
            for i, tile in enumerate(tiles):
                if not taken[i] and self._fits(slots[index], tile):
                    taken[i] = True
                    if fill(index + 1):
                        return True
                    taken[i] = False
            return False

        return fill(0)

    def _shuffled(self, rng: random.Random, pool: list[Tile],
                  open_slots: list[tuple[int, int]]) -> dict[tuple[int, int], Tile] | None:
        """A uniform deal by shuffling, if one of a few shuffles meets every constraint."""
        tiles = pool[:]
        for _ in range(_REJECTION_TRIES):
            rng.shuffle(tiles)
            if all(self._fits(self.slots[s][i], tile)
                   for (s, i), tile in zip(open_slots, tiles, strict=False)):
                return dict(zip(open_slots, tiles, strict=False))
        return None

    def _built(self, rng: random.Random, pool: list[Tile],
               open_slots: list[tuple[int, int]]) -> dict[tuple[int, int], Tile] | None:
        """A deal built slot by slot, the most constrained first, backtracking when stuck."""
        options = {key: [t for t in pool if self._fits(self.slots[key[0]][key[1]], t)]
                   for key in open_slots}
        for tiles in options.values():
            rng.shuffle(tiles)
        order = sorted(open_slots, key=lambda key: len(options[key]))
        chosen: dict[tuple[int, int], Tile] = {}
        used: set[Tile] = set()
        steps = 0

        def fill(index: int) -> bool:
            nonlocal steps
            if index == len(order):
                return True
            key = order[index]
            for tile in options[key]:
                steps += 1
                if steps > _MAX_STEPS:
                    return False
                if tile not in used:
                    used.add(tile)
                    chosen[key] = tile
                    if fill(index + 1):
                        return True
                    used.discard(tile)
            return False

        return chosen if fill(0) else None

    def position(self, hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile],
                 rules: RuleSet | None = None) -> Game:
        """A game in this position with the hidden tiles dealt as given (see :meth:`sample`):
        the same line, ends, player to move and counts, ready to be searched."""
        return position_game(rules or self.rules, hands, boneyard, self.line, self.ends,
                             self.to_move, self.drawn, self.passes, self.last_player)


def _weight(tile: Tile) -> int:
    """How heavy ``tile`` counts for :data:`TASTE`: its pips, and 3 more for a double."""
    return tile.pips + (3 if tile.is_double else 0)


__all__ = ["Knowledge"]
