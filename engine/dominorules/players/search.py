"""The exact search behind :mod:`.solver`, on a compact copy of the position.

**The search.** Alpha-beta with null windows (MTD(f)) and a transposition table of bounds;
a line and its mirror image (the ends swapped) share an entry. Moves are tried in the
order: the table's best move, then the tiles that leave the next player the fewest tiles
to follow, doubles and heavy tiles first; draws and passes last. Every legal move is then
tested against the value (for :attr:`Solution.best_moves`), and value-keeping moves are
followed to the end of the hand for the line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..core.game import Game
from ..core.moves import DRAW, LEFT, PASS, PLAY, RIGHT, Move
from ..core.outcome import tally
from ..core.rules import RuleSet
from ..core.teams import side_of
from ..core.tiles import full_set
from .values import (
    SearchTooLarge,
    counts_wins_only,
    sides,
    value_of,
)

INF = 1 << 30
LEAD = 15  # the "covered end" of an opening tile
DRAW_CODE, PASS_CODE = -1, -2
NO_MOVE = -3

# A position of the compact search: every hand in one integer (seat s holds tile i when bit
# s * tiles + i is set), the tiles in all hands (a bitmask), the two ends (-1 before the
# opening), the seat to move, passes in a row, tiles drawn this turn, tiles taken from the
# boneyard so far and the seat that placed the last tile (-1 for none).
_State = tuple[int, int, int, int, int, int, int, int, int]
_Node = Callable[[int, int, int, int, int, int, int, int, int, int, int], int]
_Key = Callable[[int, int, int, int, int, int, int, int], int]


class Search:
    """The compact search for one game: its tables, its transposition table and its root."""

    def __init__(self, game: Game, root_side: int, max_nodes: int | None = None,
                 rules: RuleSet | None = None) -> None:
        rules = self.rules = rules or game.rules
        self.root_side = root_side
        # Tiles are numbered in the order moves are tried: doubles, then the heavier first.
        self.tiles = sorted(full_set(rules.max_pip), key=lambda t: (t.high != t.low, -t.pips, -t.high))
        self.index = {tile: i for i, tile in enumerate(self.tiles)}
        self.shift = [seat * len(self.tiles) for seat in range(game.players)]
        self.stock = [self.index[tile] for tile in game.boneyard]
        self.lead = -1 if game.lead is None else self.index[game.lead]
        self.bound = 1 if counts_wins_only(rules) else sum(tile.pips for tile in self.tiles)
        self.table: dict[int, tuple[int, int, int]] = {}
        self.max_nodes = INF if max_nodes is None else max_nodes
        self.node, self.key_of, self.nodes = _build(self, game.players)

    def state_of(self, game: Game) -> _State:
        """The compact form of ``game``'s position (a hand not yet over)."""
        code = held = 0
        for seat, hand in enumerate(game.hands):
            for tile in hand:
                bit = 1 << self.index[tile]
                code |= bit << self.shift[seat]
                held |= bit
        left, right = game.ends if game.ends is not None else (-1, -1)
        last = -1 if game.last_player is None else game.last_player
        taken = len(self.stock) - len(game.boneyard)
        return (code, held, left, right, game.to_move, game.passes, game.drawn, taken, last)

    def value(self, state: _State, guess: int = 0) -> int:
        """The exact value of ``state``, by null-window tests (MTD(f), from ``guess``)."""
        lower, upper = -self.bound, self.bound
        while lower < upper:
            beta = max(guess, lower + 1)
            guess = self.node(*state, beta - 1, beta)
            if guess < beta:
                upper = guess
            else:
                lower = guess
        return lower

    def after(self, game: Game, move: Move, alpha: int, beta: int) -> int:
        """The value after ``move``, searched in the window (alpha, beta); ``game`` is restored."""
        game.play(move)
        try:
            outcome = game.outcome()
            if outcome is not None:
                return value_of(outcome, self.root_side, self.rules)
            return self.node(*self.state_of(game), alpha, beta)
        finally:
            game.undo()

    def keeps(self, game: Game, move: Move, value: int) -> bool:
        """Whether ``move`` keeps ``value``, the value of ``game``'s position."""
        if side_of(self.rules, game.to_move) == self.root_side:
            return value == -self.bound or self.after(game, move, value - 1, value) >= value
        return value == self.bound or self.after(game, move, value, value + 1) <= value

    def remembered(self, game: Game) -> Move | None:
        """The best move the transposition table holds for ``game``'s position, if any."""
        code, _, left, right, seat, passes, drawn, taken, last = self.state_of(game)
        entry = self.table.get(self.key_of(code, left, right, seat, passes, drawn, taken, last))
        if entry is None or entry[2] == NO_MOVE:
            return None
        best = entry[2]
        if best < 0:
            return Move(DRAW if best == DRAW_CODE else PASS)
        tile, covered = self.tiles[best >> 4], best & 15
        if covered == LEAD:
            return Move(PLAY, tile)
        return Move(PLAY, tile, LEFT if covered == left else RIGHT)

    def line(self, game: Game, value: int) -> tuple[Move, ...]:
        """A principal variation: value-keeping moves to the end of the hand (the move the
        table remembers as best is tried first)."""
        line: list[Move] = []
        try:
            while game.ended is None:
                moves = game.legal_moves()
                remembered = self.remembered(game)
                if len(moves) > 1 and remembered in moves:
                    moves.insert(0, remembered)
                move = next(move for move in moves if len(moves) == 1 or self.keeps(game, move, value))
                game.play(move)
                line.append(move)
        finally:
            for _ in line:
                game.undo()
        return tuple(line)


@dataclass(frozen=True)
class _Tables:
    """What the compact search looks up instead of working it out again at every node: the
    tiles as bits, the seats' order and sides, and the rules' choices as booleans."""

    full: int  # every tile's bit
    high: list[int]  # by tile: its higher half (the left end when it opens the line)
    pips: list[int]  # by tile: its pips
    mask: list[int]  # by number: the tiles that carry it
    ends_key: list[list[int]]  # the ends as they enter the table's key (see _key_packer)
    maximizing: list[bool]  # by seat: on the root's side
    out_value: list[int]  # by seat: the hand's value when that seat goes out (no points)
    nexts: list[int]  # by seat: the next seat to play
    limit: int  # the tiles that may be drawn, in all
    still_drawable: list[int]  # by tiles taken: the tiles that may still be drawn
    may_pass: bool
    may_draw: bool
    until_playable: bool
    draw_one: bool
    last_counts: bool  # the last seat to place a tile decides a blocked hand
    last_action: bool  # the last mover is the last to act (a draw or a pass counts)
    early_block: bool  # blocked as soon as no tile held or drawable fits
    lowest_total_out: bool
    no_points: bool


def _tables(search: Search, players: int) -> _Tables:
    rules, tiles, stock = search.rules, search.tiles, search.stock
    numbers = range(rules.max_pip + 1)
    step = 1 if rules.direction == "clockwise" else -1
    reserve = rules.reserve if rules.undealt == "boneyard" else len(stock)
    limit = len(stock) - reserve
    # The tiles that may still be drawn once ``taken`` are taken; with blocked_when
    # "no-tile-fits" the hand is blocked when none of them, and no tile held, fits.
    early_block = rules.blocked_when == "no-tile-fits"
    maximizing = [side_of(rules, seat) == search.root_side for seat in range(players)]
    return _Tables(
        full=(1 << len(tiles)) - 1,
        high=[tile.high for tile in tiles],
        pips=[tile.pips for tile in tiles],
        mask=[sum(1 << i for i, tile in enumerate(tiles) if tile.has(n)) for n in numbers],
        # The ends in either order (a mirrored line is worth the same), and none (-1) before
        # the opening.
        ends_key=[[(min(a, b) + 1) * 16 + max(a, b) + 1 for b in range(-1, rules.max_pip + 1)]
                  for a in range(-1, rules.max_pip + 1)],
        maximizing=maximizing,
        out_value=[1 if ours else -1 for ours in maximizing],
        nexts=[(seat + step) % players for seat in range(players)],
        limit=limit,
        still_drawable=[sum(1 << stock[i] for i in range(taken, limit)) if early_block else 0
                        for taken in range(len(stock) + 1)],
        may_pass=rules.when_able == "may-pass",
        may_draw=rules.when_able == "may-draw",
        until_playable=rules.draw == "until-playable",
        draw_one=rules.draw == "one",
        last_counts=rules.blocked_winner == "last-mover-loses",
        last_action=rules.last_mover == "last-action",
        early_block=early_block,
        lowest_total_out=rules.going_out == "lowest-total",
        no_points=counts_wins_only(rules),
    )


def _key_packer(t: _Tables, players: int, stock: int) -> _Key:
    """The key of a position in the transposition table: all that decides its value. It packs,
    from the lowest bits up: the ends (8 bits), the seat to move, passes in a row, whether a
    tile was drawn this turn (only when that limits drawing), the last seat to place a tile
    (only when the last mover loses), the tiles taken (of ``stock``) and the hands."""
    ends_key, last_counts, draw_one = t.ends_key, t.last_counts, t.draw_one
    seat_bits = players.bit_length()
    at_passes = 8 + seat_bits
    at_drawn = at_passes + seat_bits
    at_last = at_drawn + 1
    at_taken = at_last + (players + 1).bit_length()
    at_code = at_taken + stock.bit_length()

    def key_of(code: int, left: int, right: int, seat: int, passes: int, drawn: int, taken: int,
               last: int) -> int:
        return (code << at_code | taken << at_taken | (last + 1 if last_counts else 0) << at_last
                | (draw_one and drawn > 0) << at_drawn | passes << at_passes | seat << 8
                | ends_key[left + 1][right + 1])

    return key_of


_Plays = Callable[[int, int, int, int], list[int]]


def _move_orderer(t: _Tables, lead: int) -> _Plays:
    """The tiles a hand can place, in the order the search tries them."""
    full, mask, pips = t.full, t.mask, t.pips

    def plays(hand: int, left: int, right: int, follower: int) -> list[int]:
        """The tiles ``hand`` can place, each as tile * 16 + the end it covers (15: the
        opening tile); those that leave the next player fewest tiles to follow come first,
        then in the tiles' order (doubles, then heavy tiles)."""
        if left < 0:
            hand &= 1 << lead if lead >= 0 else full
            return [tile * 16 + LEAD for tile in range(hand.bit_length()) if hand >> tile & 1]
        moves = []
        for end, other in ((left, right), (right, left)) if left != right else ((left, left),):
            fitting = hand & mask[end]
            while fitting:
                bit = fitting & -fitting
                fitting ^= bit
                tile = bit.bit_length() - 1
                replies = follower & (mask[other] | mask[pips[tile] - end])
                moves.append(replies.bit_count() << 12 | tile << 4 | end)
        if len(moves) > 1:
            moves.sort()
        return [move & 0xFFF for move in moves]

    return plays


def _finisher(t: _Tables, shift: list[int], players: int,
              score: Callable[[list[int], int, int], int]) -> Callable[[int, int, int], int]:
    """The value of a finished hand from its hands (``code``), the seat that went out (-1: it
    is blocked) and the last seat to place a tile; each is worked out once."""
    full = t.full
    finals: dict[tuple[int, int, int], int] = {}

    def final(code: int, out: int, last: int) -> int:
        key = (code, out, last)
        value = finals.get(key)
        if value is None:
            hands = [(code >> shift[seat]) & full for seat in range(players)]
            value = finals[key] = score(hands, out, last)
        return value

    return final


def _build(search: Search, players: int) -> tuple[_Node, _Key, Callable[[], int]]:  # noqa: C901 (node, below)
    """The search function, a closure over the game's constant tables (fast look-ups), and
    a counter of the nodes it searched."""
    t = _tables(search, players)
    shift, stock = search.shift, search.stock
    key_of = _key_packer(t, players, len(stock))
    plays = _move_orderer(t, search.lead)
    final = _finisher(t, shift, players, _scorer(search.rules, search.root_side, players, t.pips))
    # Locals of the closure, so that node() looks them up fast.
    full, high, pips, mask, limit, nexts = t.full, t.high, t.pips, t.mask, t.limit, t.nexts
    maximizing, out_value, still_drawable = t.maximizing, t.out_value, t.still_drawable
    early_block, last_action = t.early_block, t.last_action
    may_pass, may_draw, until_playable, draw_one = t.may_pass, t.may_draw, t.until_playable, t.draw_one
    no_points, lowest_total_out = t.no_points, t.lowest_total_out
    table = search.table
    nodes, max_nodes = 0, search.max_nodes

    # One call per position searched, the hot path: its branches stay inline. A helper call per
    # node or per move costs more than it reads better (the pass or draw beside the tiles, in a
    # function of its own, made the search a fifth slower). The plain-minimax differential
    # tests (tests/engine/test_solver.py) check it against Game.
    def node(code: int, held: int, left: int, right: int, seat: int, passes: int,  # noqa: C901
             drawn: int, taken: int, last: int, alpha: int, beta: int) -> int:
        nonlocal nodes
        nodes += 1
        if nodes > max_nodes:
            raise SearchTooLarge(max_nodes)
        key = key_of(code, left, right, seat, passes, drawn, taken, last)
        entry = table.get(key)
        lower, upper, best_move = -INF, INF, NO_MOVE
        if entry is not None:
            lower, upper, best_move = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha = max(alpha, lower)
            beta = min(beta, upper)
        first_alpha, first_beta = alpha, beta
        shifted = shift[seat]
        hand = (code >> shifted) & full
        moves = plays(hand, left, right, (code >> shift[nexts[seat]]) & full)
        if moves:
            if may_pass:
                moves.append(PASS_CODE)
            elif may_draw and taken < limit:
                moves.append(DRAW_CODE)
        elif taken < limit and (until_playable or (draw_one and not drawn)):
            moves.append(DRAW_CODE)
        else:
            moves.append(PASS_CODE)
        if best_move != NO_MOVE and moves[0] != best_move:
            moves.remove(best_move)
            moves.insert(0, best_move)
        maximize = maximizing[seat]
        best = -INF if maximize else INF
        chosen = NO_MOVE
        after = nexts[seat]
        for move in moves:
            if move >= 0:  # a tile
                tile = move >> 4
                bit = 1 << tile
                if hand == bit:  # the last tile: out
                    value = (out_value[seat] if no_points and not lowest_total_out
                             else final(code ^ bit << shifted, seat, seat))
                else:
                    covered = move & 15
                    if covered == LEAD:
                        new_left, new_right = high[tile], pips[tile] - high[tile]
                    elif covered == left:
                        new_left, new_right = pips[tile] - left, right
                    else:
                        new_left, new_right = left, pips[tile] - right
                    if ((taken >= limit or early_block)
                            and not ((held ^ bit) | still_drawable[taken])
                            & (mask[new_left] | mask[new_right])):
                        value = final(code ^ bit << shifted, -1, seat)
                    else:
                        value = node(code ^ bit << shifted, held ^ bit, new_left, new_right, after,
                                     0, 0, taken, seat, alpha, beta)
            elif move == DRAW_CODE:
                bit = 1 << stock[taken]
                mover = seat if last_action else last
                if ((taken + 1 >= limit or early_block)
                        and not ((held | bit) | still_drawable[taken + 1]) & (mask[left] | mask[right])):
                    value = final(code | bit << shifted, -1, mover)
                else:
                    value = node(code | bit << shifted, held | bit, left, right, seat, 0, drawn + 1,
                                 taken + 1, mover, alpha, beta)
            elif passes + 1 >= players or ((taken >= limit or early_block)
                                           and not (held | still_drawable[taken])
                                           & (mask[left] | mask[right])):
                value = final(code, -1, seat if last_action else last)
            else:
                value = node(code, held, left, right, after, passes + 1, 0, taken,
                             seat if last_action else last, alpha, beta)
            if maximize:
                if value > best:
                    best, chosen = value, move
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            elif value < best:
                best, chosen = value, move
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        if best <= first_alpha:
            table[key] = (lower, best, chosen)
        elif best >= first_beta:
            table[key] = (best, upper, chosen)
        else:
            table[key] = (best, best, chosen)
        return best

    return node, key_of, lambda: nodes


def _scorer(rules: RuleSet, root_side: int, players: int,
            pips: list[int]) -> Callable[[list[int], int, int], int]:
    """:func:`value_of` for the compact search: the value of a finished hand from the hands
    left (bitmasks), the seat that went out (-1: blocked) and the last seat to place a tile.
    The arithmetic is :func:`dominorules.core.outcome.tally`, the one that scores every hand."""
    side = [side_of(rules, seat) for seat in range(players)]
    count = sides(rules, players)
    no_points = counts_wins_only(rules)

    def score(hands: list[int], out: int, last: int) -> int:
        side_pips = [0] * count
        for seat, hand in enumerate(hands):
            while hand:
                bit = hand & -hand
                side_pips[side[seat]] += pips[bit.bit_length() - 1]
                hand ^= bit
        result = tally(rules, side_pips, side[out] if out >= 0 else None,
                       side[last] if out < 0 and last >= 0 else None)
        if no_points:
            points = [int(s in result.winning_sides) for s in range(count)]
        else:
            points = list(result.side_points)
        own = points.pop(root_side)
        return own - max(points)

    return score
