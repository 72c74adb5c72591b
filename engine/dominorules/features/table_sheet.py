"""Our table's rules: the one-page sheet of a rule set's answers.

The answers a table gives to the open questions (:mod:`.table_questions`) make a
:class:`~dominorules.core.rules.RuleSet`, and :func:`sheet` writes it out as a page: set-up,
who opens, a turn, drawing and passing, the end of a hand, scoring, and how long a game
lasts. Every sentence is one message per rule fact and value (``sheet.tie.split``), with
numbers and tiles as parameters, and each :class:`Statement` names the fields it is built
from, so a test can check every sentence against the rules and that a changed field changes
only its own sentences. Nothing is written per combination of fields: the sheet cannot
disagree with the settler, the board and the score pad, which play the same ``RuleSet``.

A sentence that states the site's own reading or choice (the sources are silent or can be
read two ways) carries the mark the disputes page gives it, and that page's entry.

>>> from ..core.rules import PRESETS
>>> tie = next(s for sec in sheet(PRESETS["draw"].with_changes(tie="split"), 3)
...            for s in sec.statements if s.message.id.startswith("sheet.tie."))
>>> tie.message.id, tie.message.english()[:60]
('sheet.tie.split', 'If two or more share the lowest total, they share the win an')
>>> opener = next(s for s in sheet(PRESETS["draw"].with_changes(tie="split"), 3)[1].statements
...               if s.message.id.startswith("sheet.later-opener."))
>>> opener.message.id, opener.mark, opener.anchor
('sheet.later-opener.winner-split', 'choice', 'target-tie')
>>> [s.message.english() for s in sheet(PRESETS["pagat-draw"], 4)[0].statements][2:4]
['With 4 players, each is dealt 6 tiles.', 'Everyone plays alone.']
>>> [(s.message.id, s.mark, s.anchor) for s in sheet(PRESETS["pagat-draw"], 2)[1].statements][:1]
[('sheet.first-opener.lot', 'reading', 'opener')]
"""

from __future__ import annotations

from typing import NamedTuple

from ..core.opening import check_players
from ..core.rules import PRESETS, RuleSet
from ..words.message import Message
from .table_questions import Option, Question, applies, drawing, left_over, pips_count, tile_count, value_of
from .table_questions import questions as questions
from .table_sources import ANCHORS, MARKS, Mark, cited

__all__ = ["SECTIONS", "Option", "Question", "Section", "Statement", "cited", "questions", "sheet"]


class Statement(NamedTuple):
    """One sentence of the sheet, the ``RuleSet`` fields it is built from, and, where it states
    the site's own reading or choice, the mark and the disputes page's entry that says why."""

    message: Message
    fields: tuple[str, ...]
    mark: Mark | None = None
    anchor: str | None = None


class Section(NamedTuple):
    """A part of the sheet: its id (``setup``, ``opening`` …), its title, its sentences."""

    id: str
    title: Message
    statements: tuple[Statement, ...]


SECTIONS = ("setup", "opening", "turn", "drawing", "blocked", "scoring", "target")
"""The sheet's sections, in order."""


# ------------------------------------------------------------------ the sheet


def _say(msgid: str, *fields: str, **params: int | str) -> Statement:
    return Statement(Message(msgid, params), fields)


def _own(statement: Statement, rules: RuleSet, players: int, field: str) -> Statement:
    """``statement``, which states the rules' answer to ``field``'s question, with the mark the
    question's option has where that answer is the system's own and the disputes page marks it."""
    mark = MARKS.get((rules.base, field))
    if mark is None or value_of(field, rules, players) != value_of(field, PRESETS[rules.base], players):
        return statement
    return statement._replace(mark=mark, anchor=ANCHORS[field])


def _ours(statement: Statement, mark: Mark, anchor: str) -> Statement:
    """``statement``, which states a reading or choice of the site that no setting changes."""
    return statement._replace(mark=mark, anchor=anchor)


# The fields that decide whether anything is left over to deal or draw.
_DEAL = ("hand_size", "max_pip")


def _setup(rules: RuleSet, players: int) -> list[Statement]:
    tiles = tile_count(rules)
    out = [_say("sheet.tiles", "max_pip", max=rules.max_pip, tiles=tiles)]
    if rules.min_players == rules.max_players:
        out.append(_say("sheet.players.exactly", "min_players", "max_players", players=rules.min_players))
    else:
        out.append(_say("sheet.players.range", "min_players", "max_players",
                        min=rules.min_players, max=rules.max_players))
    out.append(_own(_say("sheet.hand-size", "hand_size", players=players, count=rules.hand_size_for(players)),
                    rules, players, "hand_size"))
    out.append(_teams(_say(f"sheet.teams.{'yes' if rules.teams else 'no'}", "teams"), rules))
    rest = left_over(rules, players)
    if rest == 0:
        out.append(_say("sheet.undealt.all-dealt", *_DEAL, tiles=tiles))
    else:
        out.append(_say(f"sheet.undealt.{rules.undealt}", "undealt", *_DEAL, count=rest))
    return out


def _teams(statement: Statement, rules: RuleSet) -> Statement:
    """A sentence about teams: a system whose own source has none plays them as a house rule
    whose seats and scoring are our reading (disputes #house-rules)."""
    return _ours(statement, "reading", "house-rules") if rules.teams and not PRESETS[rules.base].teams \
        else statement


def _later_opener(rules: RuleSet, players: int) -> Statement:
    """Who opens the later hands, as :func:`~dominorules.core.opening.later_opener` decides it:
    after a split, the first winner in turn from the previous opener (our choice, disputes
    #target-tie); with teams, the partner who went out, or after a blocked hand the partner
    with the lower number (our reading, #house-rules); after a hand nobody won, the same
    opener again (our choice, #opener)."""
    fields = ("later_opener", "target_points", "target_hands")
    if rules.later_opener != "winner":
        return _own(_say(f"sheet.later-opener.{rules.later_opener}", *fields), rules, players, "later_opener")
    split = rules.tie == "split" and rules.blocked_points != "none" and applies("tie", rules, players)
    kind = "winner" + ("-teams" if rules.teams else "") + ("-split" if split else "")
    statement = _say(f"sheet.later-opener.{kind}", *fields, "teams", "tie", "blocked_points",
                     "blocked_winner", "going_out")
    if split:
        return _ours(statement, "choice", "target-tie")
    if rules.teams:
        return _ours(statement, "reading", "house-rules")
    return _ours(statement, "choice", "opener")


def _opening(rules: RuleSet, players: int) -> list[Statement]:
    top = rules.max_pip
    if rules.first_opener == "highest-double":
        out = [_say("sheet.first-opener.highest-double", "first_opener", "max_pip",
                    tile=f"{top}-{top}", next=f"{top - 1}-{top - 1}")]
        if left_over(rules, players) > 0:
            out.append(_say(f"sheet.no-double.{rules.no_double}", "first_opener", "no_double", *_DEAL))
        kind = "double" if rules.opener_plays_double else "any"
        out.append(_own(_say(f"sheet.first-tile.{kind}", "first_opener", "opener_plays_double"),
                        rules, players, "opener_plays_double"))
    else:
        out = [_say(f"sheet.first-opener.{rules.first_opener}", "first_opener")]
        if rules.first_opener == "lot":  # 004 l.17 names the lot, not the tile laid
            out[0] = _ours(out[0], "reading", "opener")
    if not rules.single_hand:
        out.append(_later_opener(rules, players))
    out.append(_own(_say(f"sheet.direction.{rules.direction}", "direction"), rules, players, "direction"))
    return out


def _turn(rules: RuleSet, players: int) -> list[Statement]:
    return [_say("sheet.move"), _own(_say(f"sheet.when-able.{rules.when_able}", "when_able"), rules, players,
                                     "when_able")]


def _drawing(rules: RuleSet, players: int) -> list[Statement]:
    if rules.draw != "none" and left_over(rules, players) == 0:
        return [_say("sheet.draw.nothing-left", "draw", *_DEAL)]
    # a rule for drawing is stated only where tiles are left over to draw
    deal = () if rules.draw == "none" else _DEAL
    out = [_say(f"sheet.draw.{rules.draw}", "draw", *deal)]
    if drawing(rules, players):
        if rules.reserve:
            out.append(_say("sheet.reserve.some", "draw", "reserve", *_DEAL, reserve=rules.reserve))
        else:
            out.append(_say("sheet.reserve.none", "draw", "reserve", *_DEAL))
    return out


def _blocked(rules: RuleSet, players: int) -> list[Statement]:
    out = [_say("sheet.hand-ends")]
    if rules.base == "draw-100":  # 003 l.27 ends the hand once the boneyard is empty too
        out[0] = _ours(out[0], "reading", "going-out")
    if drawing(rules, players):
        out.append(_own(_say(f"sheet.blocked-when.{rules.blocked_when}", "draw", "blocked_when", *_DEAL),
                        rules, players, "blocked_when"))
    else:
        out.append(_say("sheet.blocked-when.no-drawing", "draw", *_DEAL))
    out.append(_own(_say(f"sheet.going-out.{rules.going_out}", "going_out"), rules, players, "going_out"))
    out.append(_say(f"sheet.blocked-winner.{rules.blocked_winner}", "blocked_winner"))
    if rules.blocked_winner == "last-mover-loses":
        out.append(_own(_say(f"sheet.last-mover.{rules.last_mover}", "blocked_winner", "last_mover"),
                        rules, players, "last_mover"))
    if applies("tie", rules, players):
        if rules.tie != "split":
            out.append(_own(_say(f"sheet.tie.{rules.tie}", "tie", "blocked_winner", "going_out"),
                            rules, players, "tie"))
        else:  # without points for a blocked hand there is nothing to split (outcome.score_pips)
            kind = "split-no-points" if rules.blocked_points == "none" else "split"
            out.append(_say(f"sheet.tie.{kind}", "tie", "blocked_winner", "going_out", "blocked_points"))
    return out


_POINTS = ("out_points", "blocked_points")
_PIPS = ("blocked_winner", "going_out", *_POINTS)


def _scoring(rules: RuleSet, players: int) -> list[Statement]:
    out = [_teams(_say("sheet.teams.together", "teams"), rules)] if rules.teams else []
    if pips_count(rules):
        pips = _say("sheet.pips", *_PIPS)
        # only the guide behind Pagat's game says 0-0 counts 0 (disputes #double-blank)
        out.append(pips if rules.base == "pagat-draw" else _ours(pips, "reading", "double-blank"))
    if not rules.scores_points:
        out.append(_say("sheet.points.none", *_POINTS))
    else:
        out.append(_say(f"sheet.out-points.{rules.out_points}", *_POINTS))
        # where the last mover loses, a blocked hand scores nothing (outcome.score_pips)
        kind = "last-mover-loses" if rules.blocked_winner == "last-mover-loses" else rules.blocked_points
        points = _say(f"sheet.blocked-points.{kind}", *_POINTS, "blocked_winner")
        out.append(points if kind != rules.blocked_points else _own(points, rules, players, "blocked_points"))
    return out


def _target(rules: RuleSet, players: int) -> list[Statement]:
    if rules.target_points:
        out = [_say("sheet.target.points", "target_points", points=rules.target_for(players))]
    elif rules.target_hands == 1:
        return [_say("sheet.target.single-hand", "target_points", "target_hands")]
    else:
        out = [_say("sheet.target.hands", "target_points", "target_hands", hands=rules.target_hands)]
    tie = _say(f"sheet.target-tie.{rules.target_tie}", "target_tie", "target_points", "target_hands")
    out.append(_own(tie, rules, players, "target_tie"))
    return out


_WRITERS = {"setup": _setup, "opening": _opening, "turn": _turn, "drawing": _drawing,
            "blocked": _blocked, "scoring": _scoring, "target": _target}


def sheet(rules: RuleSet, players: int) -> list[Section]:
    """The rules for ``players`` players as a page of sentences, section by section.

    Raises :class:`~dominorules.words.errors.BadPosition` when the rules cannot seat ``players``.

    >>> from ..core.rules import PRESETS
    >>> [(s.id, len(s.statements)) for s in sheet(PRESETS["partnership"], 4)]
    [('setup', 5), ('opening', 3), ('turn', 2), ('drawing', 1), ('blocked', 5), ('scoring', 3), ('target', 1)]
    >>> sheet(PRESETS["partnership"], 3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dominorules.words.errors.BadPosition: These rules are for exactly 4 players, not 3.
    """
    check_players(rules, players)
    return [Section(name, Message(f"sheet.section.{name}", {}), tuple(_WRITERS[name](rules, players)))
            for name in SECTIONS]
