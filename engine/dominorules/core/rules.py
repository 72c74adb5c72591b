"""Rule sets: each rule question of RULES.md that varies by system as a field; the seven presets.

Rules are data. A :class:`RuleSet` is frozen; a custom rule set is a preset with
fields changed (:meth:`RuleSet.with_changes`), and the dispute settler is "the
same position under several rule sets".

>>> PRESETS["draw"].tie, PRESETS["draw"].with_changes(tie="split").tie
('drawn', 'split')
>>> PRESETS["pagat-draw"].hand_size_for(4), PRESETS["block"].hand_size_for(3)
(6, 5)
>>> from .rule_choices import PRESET_IDS
>>> sorted(PRESETS) == sorted(PRESET_IDS)
True

The values each field takes are in :mod:`.rule_choices`, their checks in :mod:`.rule_checks`, and
how a page names a rule set in :mod:`.rule_names`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..words.errors import BadRules
from .rule_checks import check_values
from .rule_choices import (
    BlockedPoints,
    BlockedWhen,
    BlockedWinner,
    Direction,
    Draw,
    FirstOpener,
    GoingOut,
    LastMover,
    LaterOpener,
    NoDouble,
    OutPoints,
    SizeTable,
    TargetTie,
    Tie,
    Undealt,
    WhenAble,
)
from .rule_json import changes_from_json, rules_object


@dataclass(frozen=True)
class RuleSet:
    """One complete set of rules. Each field answers a question of RULES.md ("The questions")."""

    id: str
    """The preset this rule set is, or ``custom`` once a field is changed."""

    base: str
    """The preset it started from."""

    max_pip: int = 6
    """The tile set: 6 (double-six, 28 tiles; every source), 9 or 12
    (source 001: "more players with a bigger set")."""

    min_players: int = 2
    """Fewest players: 2 everywhere but ``partnership`` (exactly 4)."""

    max_players: int = 4
    """Most players: 4 (000, 001, 002 and 004 say 2 to 4; ``partnership``: exactly 4; the
    7-tile games of 003 ways 1 and 2 cannot deal 7 to a fifth player from 28 tiles).
    ``draw-100``: 5, because 003 way 3 deals 5 tiles to "3 or more" players and 5 × 5 = 25
    tiles fit a double-six set (6 players would need 30)."""

    hand_size: SizeTable = ((2, 7), (3, 5))
    """Tiles dealt to each player, as (players, tiles) steps: the entry with the largest
    player count not above the number of players applies.
    ``block`` and ``draw-100``: 7 with 2 players, 5 with 3 or more (000, 002, 003).
    ``partnership``, ``block-locker-loses``, ``draw-until-playable``: always 7 (000, 002, 003).
    ``pagat-draw``: 7 with 2 or 3, 6 with 4 (004).
    ``draw``: source 001 does not say; we deal as ``block`` (7, then 5) and say so on the site."""

    undealt: Undealt = "set-aside"
    """What happens to the tiles not dealt: ``set-aside`` (never used: ``block``,
    ``partnership`` where none are left, ``block-locker-loses``) or ``boneyard``
    (drawn from: ``draw``, ``draw-until-playable``, ``draw-100``, ``pagat-draw``)."""

    reserve: int = 0
    """Boneyard tiles that are never drawn: 2 in ``pagat-draw`` (004), 0 elsewhere."""

    first_opener: FirstOpener = "highest-double"
    """Who opens the first hand: ``highest-double`` (holder of 6-6, else 5-5 …: ``block``,
    ``partnership``, ``draw``), ``first-seat`` (seat 0, "the first player" of source 003)
    or ``lot`` (drawn by lot, from the deal's seed or the record's ``opener``: ``pagat-draw``)."""

    no_double: NoDouble = "redeal"
    """When nobody holds a double under ``highest-double``: ``redeal`` (shuffle and deal
    again: ``block``) or ``heaviest-tile`` (the heaviest tile opens, 6-5 before 6-4: ``draw``).
    With all 28 tiles dealt (``partnership``) someone always holds 6-6."""

    opener_plays_double: bool = True
    """Whether the opener must lead with the tile that made them opener (the double or the
    heaviest tile). Source 001 says so ("lays it first"); 000 and 002 imply it. Off for
    openers chosen by seat or lot, who lead any tile."""

    later_opener: LaterOpener = "winner"
    """Who opens the next hand of a match: ``winner`` of the previous hand (001; also our
    choice for ``draw-100``, whose source is silent), ``left-of-previous`` (the player to the
    left of the previous opener: ``pagat-draw``) or ``first-seat``. After a drawn hand the
    previous opener opens again; after a tie whose points were split (several winners),
    the first of the winners in turn order from the previous opener (the previous opener
    if among them). Both are our readings: no source says. The opener of a later hand
    leads any tile (001 asks for the highest double only of the first hand)."""

    direction: Direction = "clockwise"
    """Turn order. Seats are numbered clockwise, so ``clockwise`` passes the turn to the
    left (seat + 1; our choice where the sources are silent, and our reading of 004 for
    ``pagat-draw``: 004 says only that the player to the left of the previous opener
    opens the next hand, which names an opener, not the order of turns) and
    ``counterclockwise`` to the right (seat - 1: ``partnership``, 000 and 002)."""

    draw: Draw = "none"
    """What a player who cannot play does: ``none`` (pass: ``block``, ``partnership``,
    ``block-locker-loses``), ``one`` (draw one tile, pass if it does not fit: ``draw``) or
    ``until-playable`` (draw until a tile fits: ``draw-until-playable``, ``draw-100``,
    ``pagat-draw``). With nothing left to draw, the player passes."""

    when_able: WhenAble = "must-play"
    """A player who can play: ``must-play`` (every source's basic rule), ``may-pass`` (a
    voluntary pass, a house rule named in 001) or ``may-draw`` (draw instead of playing:
    ``pagat-draw``, "will or can't play, you draw"). With voluntary passes, a whole round
    of passes ends the hand as blocked, so that every hand ends."""

    blocked_winner: BlockedWinner = "lowest"
    """Who wins a blocked hand: ``lowest`` pip total (team total with teams), or
    ``last-mover-loses`` (the player who made the last move, see :attr:`last_mover`, loses:
    ``block-locker-loses``, ``draw-until-playable``). With 3 or 4 players 003 names only
    the loser; that everyone else wins is our reading. Going out still wins under
    ``last-mover-loses`` (003: "the game ends when a player places the last tile"; that it
    is a win is our reading too)."""

    tie: Tie = "drawn"
    """A tie for the lowest total in a blocked hand: ``drawn`` (no winner: 000, 002, and our
    default for ``draw`` and ``draw-100``), ``no-score`` (nobody wins and nobody scores:
    ``pagat-draw``; scored like ``drawn``, with Pagat's wording as the reason) or ``split``
    (the tied players split the others' pips equally; an odd remainder is dropped, our
    reading, since 001 does not say). Source 001 says
    both "no points" and "split": our default for ``draw`` is ``drawn``, and ``split`` is
    this one field away."""

    out_points: OutPoints = "none"
    """Points for going out: ``none`` (a win only) or ``others`` (the sum of every
    opponent's pips: ``draw``, ``draw-100``, ``pagat-draw``, where "others minus own" is
    the same because one's own hand is empty)."""

    going_out: GoingOut = "wins"
    """Whether going out always wins: ``wins`` (the player who plays their last tile wins
    the hand: 000, 001, 002, 003) or ``lowest-total`` (004 scores every hand the same way,
    "lowest total wins", and a shared lowest total scores nothing; a player who went out
    has 0, so a player left holding only 0-0 shares that lowest total: ``pagat-draw``).
    Under ``lowest-total`` such a tie is settled by :attr:`tie`."""

    blocked_when: BlockedWhen = "boneyard-empty"
    """When a hand with drawing is blocked: ``boneyard-empty`` (nobody can play and nothing
    is left to draw, so a boneyard in which no tile fits is still drawn out: 003 way 2
    "when the pile is used up, play goes on until someone wins or the game is blocked",
    004 "two tiles left and nobody can play"; our reading of 001 and 003 way 3) or
    ``no-tile-fits`` (blocked as soon as no tile left anywhere, in a hand or among the
    tiles that may still be drawn, can fit either end: the other reading of 001 "nobody
    can play any more" and 003 way 3 "nobody has anything left to add"). Without drawing
    both are the same."""

    last_mover: LastMover = "last-tile"
    """Who "made the last move" where that player loses a blocked hand (003 ways 1 and 2
    say "the last action"): ``last-tile`` (the last player to place a tile; our reading)
    or ``last-action`` (the last player to do anything, a draw or a pass included). In
    the block game of way 1 the last tile placed is always the last action."""

    blocked_points: BlockedPoints = "none"
    """Points for winning a blocked hand: ``none``, ``others-minus-own`` (the others' total
    minus one's own: ``draw``, ``pagat-draw``) or ``others`` (the opponents' pips, one's own
    not subtracted: ``draw-100``)."""

    teams: bool = False
    """Two teams of partners sitting opposite (seats 0 and 2 against 1 and 3), needing
    four players: ``partnership``; optional in ``draw`` (001: "count the team's total")."""

    target_points: SizeTable = ()
    """The score that wins a match, as (players, points) steps like ``hand_size``; empty
    for a game of hands. ``draw``, ``draw-100``: 100 (001 also names 50); ``pagat-draw``:
    100 with 2 players, 61 with 3 or 4."""

    target_hands: int = 1
    """With no target score: how many hands a match lasts. 1 for the single-hand games
    (``block``, ``partnership``, ``block-locker-loses``, ``draw-until-playable``); 001
    allows a fixed number of hands instead of a score."""

    target_tie: TargetTie = "play-on"
    """When the match is over (the target reached, or the last of a fixed number of hands
    played) and two or more players (or teams) share the best score: ``play-on`` (play
    another hand until one leads alone; 001 and 003 crown "the player" who reaches the
    target, and no source has a drawn match) or ``drawn`` (the match is drawn). No source
    says; ``play-on`` is our reading. A single-hand game is never played on."""

    _hand_sizes: tuple[int, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        check_values(vars(self))
        # Looked up on every deal: worked out once (not a field: not compared, not in JSON).
        sizes = tuple(self._step(self.hand_size, players) for players in range(13))
        object.__setattr__(self, "_hand_sizes", sizes)

    @staticmethod
    def _step(table: SizeTable, players: int) -> int:
        return max(((p, n) for p, n in table if p <= players), default=(0, 0))[1]

    def hand_size_for(self, players: int) -> int:
        """Tiles dealt to each of ``players`` players."""
        if 0 <= players < len(self._hand_sizes):
            return self._hand_sizes[players]
        return self._step(self.hand_size, players)

    def target_for(self, players: int) -> int:
        """The winning score with ``players`` players; 0 for a game of hands."""
        return self._step(self.target_points, players)

    @property
    def scores_points(self) -> bool:
        """Whether a hand gives points (else it is only won, lost or drawn).

        >>> PRESETS["block"].scores_points, PRESETS["draw"].scores_points
        (False, True)
        """
        return self.out_points != "none" or self.blocked_points != "none"

    @property
    def draws(self) -> bool:
        """Whether a player ever takes a tile: the undealt tiles are a boneyard and the rules
        let a player draw from it.

        >>> PRESETS["block"].draws, PRESETS["draw"].draws
        (False, True)
        """
        return self.undealt == "boneyard" and self.draw != "none"

    @property
    def target_adjustable(self) -> bool:
        """Whether the table may choose its own target score: source 001 names 100 or 50,
        003 way 3 calls its 100 adjustable; 004 (``pagat-draw``) fixes 100 and 61.

        >>> [p.id for p in PRESETS.values() if p.target_adjustable]
        ['draw', 'draw-100']
        """
        return bool(self.target_points) and self.base in ("draw", "draw-100")

    @property
    def single_hand(self) -> bool:
        """Whether a match is one hand only."""
        return not self.target_points and self.target_hands == 1

    def with_changes(self, **changes: Any) -> RuleSet:
        """A copy with fields changed; its id becomes ``custom`` unless nothing changed. Values
        are checked (:func:`~dominorules.core.rule_checks.check_values`), two that contradict
        each other named both:

        >>> from ..words.i18n import translate
        >>> try:
        ...     PRESETS["block"].with_changes(draw="one")
        ... except BadRules as error:
        ...     print(translate(error.message, "en"))  # doctest: +NORMALIZE_WHITESPACE
        These rules contradict each other: “Tiles not dealt” is set to “set aside, never used”,
        but “When you cannot play” to “draw one tile, then pass”.
        """
        for name in changes:
            if name in ("id", "base") or name not in FIELD_NAMES:
                raise BadRules("error.unknown-rule-field", field=name)
        new = dataclasses.replace(self, **changes)
        if new == dataclasses.replace(self):
            return self
        return dataclasses.replace(new, id="custom")

    def changes(self) -> dict[str, Any]:
        """The fields that differ from the base preset, in JSON form."""
        preset = PRESETS[self.base].to_json()
        return {k: v for k, v in self.to_json().items() if k not in ("id", "base") and preset[k] != v}

    def to_json(self) -> dict[str, Any]:
        """Every field, with the size tables as objects keyed by player count."""
        out: dict[str, Any] = {}
        for spec in dataclasses.fields(self):
            if not spec.init:
                continue
            value = getattr(self, spec.name)
            if spec.name in ("hand_size", "target_points"):
                value = {str(players): amount for players, amount in value}
            out[spec.name] = value
        return out

    def for_record(self) -> str | dict[str, Any]:
        """How a game record names these rules: the preset id, or the preset with changes."""
        if self.id != "custom":
            return self.id
        return {"preset": self.base, **self.changes()}

    @classmethod
    def from_json(cls, data: object) -> RuleSet:
        """Rules from a preset id or ``{"preset": id, field: value, ...}``; a match's length also
        as ``"target": N`` (points, with any number of players) or ``"hands": N`` (a match of N
        hands), which the pages send (:func:`~dominorules.core.rule_json.length_changes`).

        >>> RuleSet.from_json({"preset": "draw", "tie": "split"}).for_record()
        {'preset': 'draw', 'tie': 'split'}
        >>> RuleSet.from_json({"preset": "draw", "target": 50}).target_for(3)
        50
        >>> RuleSet.from_json({"preset": "draw", "target": 100}) is PRESETS["draw"]
        True
        >>> RuleSet.from_json("chess")
        Traceback (most recent call last):
        ...
        dominorules.words.errors.BadRules: There is no rule set called “chess”.
        """
        if isinstance(data, str):
            return preset(data)
        base, given = rules_object(data)
        types = {name: type(getattr(PRESETS["block"], name)) for name in FIELD_NAMES
                 if name not in ("id", "base")}
        return preset(base).with_changes(**changes_from_json(given, types))


FIELD_NAMES = tuple(spec.name for spec in dataclasses.fields(RuleSet) if spec.init)


def preset(preset_id: str) -> RuleSet:
    """The preset with this id; :class:`BadRules` names an unknown one."""
    try:
        return PRESETS[preset_id]
    except (KeyError, TypeError):
        raise BadRules("error.unknown-preset", value=str(preset_id)) from None


def _make_presets() -> dict[str, RuleSet]:
    seven = ((2, 7),)
    draw_game: dict[str, Any] = dict(undealt="boneyard", draw="until-playable")
    presets = [
        RuleSet("block", "block"),
        RuleSet("partnership", "partnership", min_players=4, hand_size=seven, teams=True,
                direction="counterclockwise"),
        RuleSet("draw", "draw", undealt="boneyard", no_double="heaviest-tile", draw="one",
                out_points="others", blocked_points="others-minus-own",
                target_points=((2, 100),)),
        RuleSet("block-locker-loses", "block-locker-loses", hand_size=seven,
                first_opener="first-seat", opener_plays_double=False,
                blocked_winner="last-mover-loses"),
        RuleSet("draw-until-playable", "draw-until-playable", hand_size=seven,
                first_opener="first-seat", opener_plays_double=False,
                blocked_winner="last-mover-loses", **draw_game),
        RuleSet("draw-100", "draw-100", max_players=5, first_opener="first-seat",
                opener_plays_double=False,
                out_points="others", blocked_points="others", target_points=((2, 100),),
                **draw_game),
        RuleSet("pagat-draw", "pagat-draw", hand_size=((2, 7), (4, 6)), reserve=2,
                first_opener="lot", opener_plays_double=False, later_opener="left-of-previous",
                when_able="may-draw", tie="no-score", going_out="lowest-total", out_points="others",
                blocked_points="others-minus-own", target_points=((2, 100), (3, 61)),
                **draw_game),
    ]
    return {rules.id: rules for rules in presets}


PRESETS: Mapping[str, RuleSet] = _make_presets()
"""The seven rule systems of RULES.md (rows ``R-<id>-<question>``), by id."""

