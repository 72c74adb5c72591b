"""Our table's rules: the open questions of a rule set, and the one-page sheet of its answers.

A table chooses a system and the number of players, then answers the questions that
apply to that system and player count (:func:`questions`), one at a time: each has its
``RuleSet`` field, its options in plain words with the sources that say each one
(source ids 000-004 with the line, as RULES.md gives them), the answer of the rules it
started from, and the entry of the disputes page that shows the question to readers.

The answers make a :class:`~dominorules.rules.RuleSet`, and :func:`sheet` writes it out
as a page: set-up, who opens, a turn, drawing and passing, the end of a hand, scoring,
and how long a game lasts. Every sentence is one message per rule fact and value
(``sheet.tie.split``), with numbers and tiles as parameters, and each
:class:`Statement` names the fields it is built from, so a test can check every
sentence against the rules and that a changed field changes only its own sentences.
Nothing is written per combination of fields: the sheet cannot disagree with the
settler, the board and the score pad, which play the same ``RuleSet``.

>>> from .rules import PRESETS
>>> [q.field for q in questions(PRESETS["block"], 2)]
['first_opener', 'no_double', 'opener_plays_double', 'when_able', 'going_out', 'blocked_winner', 'tie']
>>> tie = next(s for sec in sheet(PRESETS["draw"].with_changes(tie="split"), 3)
...            for s in sec.statements if "tie" in s.fields)
>>> tie.message.id, tie.message.english()[:60]
('sheet.tie.split', 'If two or more share the lowest total, they share the win an')
>>> [s.message.english() for s in sheet(PRESETS["pagat-draw"], 4)[0].statements][2:4]
['With 4 players, each is dealt 6 tiles.', 'Everyone plays alone.']
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import DominoError
from .message import Message
from .opening import check_players
from .rules import CHOICES, RuleSet

Value = str | int | bool
"""An answer: a field's value as the rules' JSON has it."""


class Statement(NamedTuple):
    """One sentence of the sheet and the ``RuleSet`` fields it is built from."""

    message: Message
    fields: tuple[str, ...]


class Section(NamedTuple):
    """A part of the sheet: its id (``setup``, ``opening`` …), its title, its sentences."""

    id: str
    title: Message
    statements: tuple[Statement, ...]


class Option(NamedTuple):
    """One answer to a question: the field's value, its label, and the sources that say it."""

    value: Value
    label: Message
    sources: tuple[str, ...]


class Question(NamedTuple):
    """An open question of a rule set: its field, how it is asked, the options, the answer
    of the rules given, and the disputes page's entry (``docs/en/disputes.md#<anchor>``)."""

    field: str
    label: Message
    options: tuple[Option, ...]
    answer: Value
    anchor: str


SECTIONS = ("setup", "opening", "turn", "drawing", "blocked", "scoring", "target")
"""The sheet's sections, in order."""

# Which source says each option (RULES.md, the rows named), and where the disputes page
# shows the question. An option no source states has no source: it is the project's
# reading, and the disputes entry says so.
SOURCES: dict[str, dict[Value, tuple[str, ...]]] = {
    # R-partnership-teams, R-draw-teams
    # (001 l.79 says only that a team's total counts; the seats opposite are 000's and 002's)
    "teams": {True: ("000 l.46", "001 l.79", "002 l.46"), False: ()},
    # R-*-first-opener
    "first_opener": {"highest-double": ("000 l.20", "000 l.58", "001 l.19", "002 l.20", "002 l.58"),
                     "first-seat": ("003 l.14", "003 l.26"), "lot": ("004 l.17",)},
    # R-block-first-opener, R-draw-first-opener
    "no_double": {"redeal": ("000 l.20", "002 l.20"), "heaviest-tile": ("001 l.53", "001 l.55")},
    # R-draw-first-tile (000, 002: the project's reading; see #opener)
    "opener_plays_double": {True: ("001 l.19", "001 l.55"), False: ()},
    # R-draw-later-opener, R-pagat-draw-later-opener
    "later_opener": {"winner": ("001 l.19", "001 l.53"), "left-of-previous": ("004 l.29",), "first-seat": ()},
    # R-*-direction: only the team game's leaflets say
    "direction": {"clockwise": (), "counterclockwise": ("000 l.58", "002 l.58")},
    # R-*-cannot-play
    "draw": {"none": ("000 l.32", "000 l.68", "002 l.32", "002 l.66", "003 l.14"),
             "one": ("001 l.23", "001 l.59"), "until-playable": ("003 l.19", "003 l.26", "004 l.19")},
    # R-*-draw-limit (004 l.31: the house rule of emptying the boneyard)
    "reserve": {0: ("001 l.61", "003 l.19", "003 l.26", "004 l.31"), 2: ("004 l.19",)},
    # R-*-when-able
    "when_able": {"must-play": ("001 l.47", "003 l.14"), "may-pass": ("001 l.49",),
                  "may-draw": ("004 l.19",)},
    # R-draw-until-playable-blocked-when, R-pagat-draw-blocked-when
    "blocked_when": {"boneyard-empty": ("003 l.19", "004 l.19"), "no-tile-fits": ()},
    # R-*-going-out
    "going_out": {"wins": ("000 l.36", "000 l.72", "001 l.31", "002 l.36", "002 l.70", "003 l.27"),
                  "lowest-total": ("004 l.23",)},
    # R-*-blocked-winner
    "blocked_winner": {"lowest": ("000 l.38", "001 l.33", "002 l.38", "003 l.29", "004 l.23"),
                       "last-mover-loses": ("003 l.17",)},
    # R-block-locker-loses-last-mover, R-draw-until-playable-last-mover: 003 l.17 says
    # "the last action" and leaves both readings open
    # R-*-last-mover: 003 l.17 names "the last action"; what counts as one is the open question
    "last_mover": {"last-tile": (), "last-action": ("003 l.17",)},
    # R-*-tie
    "tie": {"drawn": ("000 l.40", "000 l.76", "001 l.67", "002 l.40", "002 l.74"),
            "no-score": ("004 l.23",), "split": ("001 l.77",)},
    # R-*-blocked-points
    "blocked_points": {"none": (), "others-minus-own": ("001 l.33", "004 l.23"), "others": ("003 l.29",)},
    # R-*-target-tie: no source says
    "target_tie": {"play-on": (), "drawn": ()},
}

ANCHORS: dict[str, str] = {
    "first_opener": "opener", "no_double": "opener", "opener_plays_double": "opener",
    "later_opener": "opener", "direction": "direction", "draw": "drawing", "reserve": "house-rules",
    "when_able": "must-play", "blocked_when": "blocked-when", "going_out": "going-out",
    "blocked_winner": "last-mover", "last_mover": "last-mover", "tie": "tie",
    "blocked_points": "blocked-points", "teams": "house-rules", "target_tie": "target-tie",
}
"""The disputes page's entry for each question (``docs/en/disputes.md#<anchor>``)."""

QUESTION_ORDER = tuple(SOURCES)
"""The questions in the order a table is asked them (the order of the sheet)."""


# ------------------------------------------------------------------ facts the rules imply


def tile_count(rules: RuleSet) -> int:
    """The tiles in the set: 28 for double-six."""
    return (rules.max_pip + 1) * (rules.max_pip + 2) // 2


def left_over(rules: RuleSet, players: int) -> int:
    """The tiles not dealt to ``players`` players."""
    return tile_count(rules) - players * rules.hand_size_for(players)


def drawing(rules: RuleSet, players: int) -> bool:
    """Whether anyone can ever draw: a boneyard, a drawing rule, and tiles in it."""
    return rules.draws and left_over(rules, players) > 0


def pips_count(rules: RuleSet) -> bool:
    """Whether the pips left in hand decide or score anything under these rules."""
    return (rules.blocked_winner == "lowest" or rules.going_out == "lowest-total"
            or rules.scores_points)


def _applies(field: str, rules: RuleSet, players: int) -> bool:
    """Whether the question of ``field`` changes anything for this system and player count.

    The reasons are the rows of RULES.md that say *does not arise* for a system, and the
    ``RuleSet`` docstrings that say which other fields a field needs.
    """
    if field == "no_double":  # R-partnership-first-opener: with every tile dealt, someone holds a double
        return rules.first_opener == "highest-double" and left_over(rules, players) > 0
    if field == "opener_plays_double":  # openers by seat or lot lead any tile (opening.first_opener)
        return rules.first_opener == "highest-double"
    if field in ("later_opener", "target_tie"):  # R-block-later-opener, R-block-target-tie: one hand
        return not rules.single_hand
    if field == "direction":  # with two players both ways round are the same
        return players >= 3
    if field == "draw":  # R-*-draw-limit: nothing to draw without a boneyard that holds tiles
        return rules.undealt == "boneyard" and left_over(rules, players) > 0
    if field in ("reserve", "blocked_when"):  # rules.blocked_when: "without drawing both are the same"
        return drawing(rules, players)
    if field == "last_mover":  # R-block-locker-loses-last-mover: without drawing or passing by
        # choice, the last tile laid is always the last action
        return rules.blocked_winner == "last-mover-loses" and (
            drawing(rules, players) or rules.when_able == "may-pass")
    if field == "tie":  # R-block-locker-loses-tie: one player made the last move
        return rules.blocked_winner == "lowest" or rules.going_out == "lowest-total"
    if field == "blocked_points":  # R-block-blocked-points: a game without points
        return rules.scores_points and rules.blocked_winner == "lowest"
    if field == "teams":  # rules.teams: two teams of two need four players
        return players == 4
    return True


def _candidates(field: str, rules: RuleSet) -> tuple[Value, ...]:
    if field == "tie" and rules.blocked_points == "none":
        # without points to split, splitting is the same as a tie (outcome.score_pips)
        return tuple(value for value in CHOICES[field] if value != "split" or rules.tie == "split")
    if field in CHOICES:
        return CHOICES[field]
    values = tuple(SOURCES[field])
    answer: Value = getattr(rules, field)
    return values if answer in values else (*values, answer)


def _allowed(rules: RuleSet, players: int, field: str, value: Value) -> bool:
    """Whether the rules with ``field`` set to ``value`` can be played by ``players``."""
    try:
        check_players(rules.with_changes(**{field: value}), players)
    except DominoError:
        return False
    return True


def _option_label(field: str, value: Value) -> Message:
    if field == "reserve":
        return (Message("sheet.option.reserve-none", {}) if value == 0
                else Message("sheet.option.reserve", {"reserve": value}))
    if isinstance(value, bool):
        return Message(f"ui.value.bool.{'yes' if value else 'no'}", {})
    return Message(f"ui.value.{field}.{value}", {})


def questions(rules: RuleSet, players: int) -> list[Question]:
    """The open questions of ``rules`` for ``players`` players, in the order to ask them.

    Only the questions that change something for this system and player count are
    asked, and only the options those players can play (teams need four players, a
    boneyard cannot keep back tiles it does not have). Raises
    :class:`~dominorules.errors.BadPosition` when the rules cannot seat ``players``.

    >>> from .rules import PRESETS
    >>> tie = next(q for q in questions(PRESETS["draw"], 4) if q.field == "tie")
    >>> tie.answer, [(o.value, o.sources) for o in tie.options][2], tie.anchor
    ('drawn', ('split', ('001 l.77',)), 'tie')
    >>> "teams" in [q.field for q in questions(PRESETS["draw"], 3)]
    False
    """
    check_players(rules, players)
    out: list[Question] = []
    for field in QUESTION_ORDER:
        if not _applies(field, rules, players):
            continue
        answer: Value = getattr(rules, field)
        options = tuple(
            Option(value, _option_label(field, value), SOURCES[field].get(value, ()))
            for value in _candidates(field, rules)
            if value == answer or _allowed(rules, players, field, value))
        if len(options) < 2:
            continue
        out.append(Question(field, Message(f"sheet.question.{field}", {}), options, answer,
                            ANCHORS[field]))
    return out


# ------------------------------------------------------------------ the sheet


def _say(msgid: str, *fields: str, **params: int | str) -> Statement:
    return Statement(Message(msgid, params), fields)


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
    out.append(_say("sheet.hand-size", "hand_size", players=players, count=rules.hand_size_for(players)))
    out.append(_say(f"sheet.teams.{'yes' if rules.teams else 'no'}", "teams"))
    rest = left_over(rules, players)
    if rest == 0:
        out.append(_say("sheet.undealt.all-dealt", *_DEAL, tiles=tiles))
    else:
        out.append(_say(f"sheet.undealt.{rules.undealt}", "undealt", *_DEAL, count=rest))
    return out


def _opening(rules: RuleSet, players: int) -> list[Statement]:
    top = rules.max_pip
    if rules.first_opener == "highest-double":
        out = [_say("sheet.first-opener.highest-double", "first_opener", "max_pip",
                    tile=f"{top}-{top}", next=f"{top - 1}-{top - 1}")]
        if left_over(rules, players) > 0:
            out.append(_say(f"sheet.no-double.{rules.no_double}", "first_opener", "no_double", *_DEAL))
        kind = "double" if rules.opener_plays_double else "any"
        out.append(_say(f"sheet.first-tile.{kind}", "first_opener", "opener_plays_double"))
    else:
        out = [_say(f"sheet.first-opener.{rules.first_opener}", "first_opener")]
    if not rules.single_hand:
        out.append(_say(f"sheet.later-opener.{rules.later_opener}", "later_opener",
                        "target_points", "target_hands"))
    out.append(_say(f"sheet.direction.{rules.direction}", "direction"))
    return out


def _turn(rules: RuleSet, players: int) -> list[Statement]:
    return [_say("sheet.move"), _say(f"sheet.when-able.{rules.when_able}", "when_able")]


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
    if drawing(rules, players):
        out.append(_say(f"sheet.blocked-when.{rules.blocked_when}", "draw", "blocked_when", *_DEAL))
    else:
        out.append(_say("sheet.blocked-when.no-drawing", "draw", *_DEAL))
    out.append(_say(f"sheet.going-out.{rules.going_out}", "going_out"))
    out.append(_say(f"sheet.blocked-winner.{rules.blocked_winner}", "blocked_winner"))
    if rules.blocked_winner == "last-mover-loses":
        out.append(_say(f"sheet.last-mover.{rules.last_mover}", "blocked_winner", "last_mover"))
    if _applies("tie", rules, players):
        if rules.tie != "split":
            out.append(_say(f"sheet.tie.{rules.tie}", "tie", "blocked_winner", "going_out"))
        else:  # without points for a blocked hand there is nothing to split (outcome.score_pips)
            kind = "split-no-points" if rules.blocked_points == "none" else "split"
            out.append(_say(f"sheet.tie.{kind}", "tie", "blocked_winner", "going_out", "blocked_points"))
    return out


_POINTS = ("out_points", "blocked_points")
_PIPS = ("blocked_winner", "going_out", *_POINTS)


def _scoring(rules: RuleSet, players: int) -> list[Statement]:
    out = [_say("sheet.teams.together", "teams")] if rules.teams else []
    if pips_count(rules):
        out.append(_say("sheet.pips", *_PIPS))
    if not rules.scores_points:
        out.append(_say("sheet.points.none", *_POINTS))
    else:
        out.append(_say(f"sheet.out-points.{rules.out_points}", *_POINTS))
        # where the last mover loses, a blocked hand scores nothing (outcome.score_pips)
        kind = "last-mover-loses" if rules.blocked_winner == "last-mover-loses" else rules.blocked_points
        out.append(_say(f"sheet.blocked-points.{kind}", *_POINTS, "blocked_winner"))
    return out


def _target(rules: RuleSet, players: int) -> list[Statement]:
    if rules.target_points:
        out = [_say("sheet.target.points", "target_points", points=rules.target_for(players))]
    elif rules.target_hands == 1:
        return [_say("sheet.target.single-hand", "target_points", "target_hands")]
    else:
        out = [_say("sheet.target.hands", "target_points", "target_hands", hands=rules.target_hands)]
    out.append(_say(f"sheet.target-tie.{rules.target_tie}", "target_tie", "target_points", "target_hands"))
    return out


_WRITERS = {"setup": _setup, "opening": _opening, "turn": _turn, "drawing": _drawing,
            "blocked": _blocked, "scoring": _scoring, "target": _target}


def sheet(rules: RuleSet, players: int) -> list[Section]:
    """The rules for ``players`` players as a page of sentences, section by section.

    Raises :class:`~dominorules.errors.BadPosition` when the rules cannot seat ``players``.

    >>> from .rules import PRESETS
    >>> [(s.id, len(s.statements)) for s in sheet(PRESETS["partnership"], 4)]
    [('setup', 5), ('opening', 3), ('turn', 2), ('drawing', 1), ('blocked', 5), ('scoring', 3), ('target', 1)]
    >>> sheet(PRESETS["partnership"], 3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    dominorules.errors.BadPosition: These rules are for exactly 4 players, not 3.
    """
    check_players(rules, players)
    return [Section(name, Message(f"sheet.section.{name}", {}), tuple(_WRITERS[name](rules, players)))
            for name in SECTIONS]
