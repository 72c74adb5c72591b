"""Our table's rules: the open questions of a rule set, and the one-page sheet of its answers.

A table chooses a system and the number of players, then answers the questions that
apply to that system and player count (:func:`questions`), one at a time: each has its
``RuleSet`` field, its options in plain words with the sources that say each one
(source ids 000-004 with the line, as RULES.md gives them), the answer of the rules it
started from, and the entry of the disputes page that shows the question to readers.

The answers make a :class:`~dominorules.core.rules.RuleSet`, and :func:`sheet` writes it out
as a page: set-up, who opens, a turn, drawing and passing, the end of a hand, scoring,
and how long a game lasts. Every sentence is one message per rule fact and value
(``sheet.tie.split``), with numbers and tiles as parameters, and each
:class:`Statement` names the fields it is built from, so a test can check every
sentence against the rules and that a changed field changes only its own sentences.
Nothing is written per combination of fields: the sheet cannot disagree with the
settler, the board and the score pad, which play the same ``RuleSet``.

>>> from ..core.rules import PRESETS
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

from typing import Any, Literal, NamedTuple

from ..core.opening import check_players
from ..core.rules import CHOICES, PRESETS, RuleSet
from ..formats.situation import TEAM_SYSTEMS
from ..words.errors import DominoError
from ..words.message import Message

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


Mark = Literal["reading", "choice"]
"""How the disputes page marks an answer no source of the system gives: *our reading* of a
source that can be read two ways, or *our choice* where it is silent."""


class Citation(NamedTuple):
    """A source as a reader knows it (the Swedish leaflet …) and its entry in the disputes
    page's list of sources (``docs/en/disputes.md#<anchor>``)."""

    name: Message
    anchor: str


class Option(NamedTuple):
    """One answer to a question: its value, its label, the sources that play it (ids with the
    line, as RULES.md gives them), the rule fields the answer sets (``RuleSet`` values), and,
    on the system's own answer where its own source does not give it, the site's mark."""

    value: Value
    label: Message
    sources: tuple[str, ...]
    changes: dict[str, Any]
    mark: Mark | None = None


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

# Which source plays each option (RULES.md, the rows named), and where the disputes page
# shows the question. An option no source plays has no source ("no source names this
# option"); the system's own answer, where its own source does not give it, carries the
# mark the disputes page gives it (MARKS).
SOURCES: dict[str, dict[Value, tuple[str, ...]]] = {
    # R-partnership-teams, R-draw-teams
    # (001 l.79 says only that a team's total counts; the seats opposite are 000's and 002's);
    # everyone for themselves: the block game (000 l.3, 002 l.3), the draw game's scoring
    # (001 l.31), Pagat's "individual players" (004 l.29)
    "teams": {True: ("000 l.46", "001 l.79", "002 l.46"),
              False: ("000 l.3", "001 l.31", "002 l.3", "004 l.29")},
    # R-*-hand-size: by the number of players (hand_size_sources)
    "hand_size": {},
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
    # (003 l.26: way 3 draws until a tile fits and passes only once the pile is empty)
    "blocked_when": {"boneyard-empty": ("003 l.19", "003 l.26", "004 l.19"), "no-tile-fits": ()},
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
    # (001 l.65, "counted as at a normal ending", is the draw game's other reading: disputes.md)
    "blocked_points": {"none": (), "others-minus-own": ("001 l.33", "004 l.23"),
                       "others": ("001 l.65", "003 l.29")},
    # R-draw-target, R-draw-100-target: the target where the table may set it (target_sources)
    "target": {},
    # R-*-target-tie: no source says
    "target_tie": {"play-on": (), "drawn": ()},
}

OWN_SOURCES: dict[str, tuple[tuple[str, int, int], ...]] = {
    "block": (("000", 1, 40), ("002", 1, 40)),
    "partnership": (("000", 1, 76), ("002", 1, 74)),
    "draw": (("001", 1, 89),),
    "block-locker-loses": (("003", 10, 17),),  # way 1
    "draw-until-playable": (("003", 10, 19),),  # way 2: "the same as way 1" but the drawing
    "draw-100": (("003", 20, 29),),  # way 3
    "pagat-draw": (("004", 1, 33),),
}
"""Each system's own source, as (source id, first line, last line) of RULES.md's seeds."""

MARKS: dict[tuple[str, str], Mark] = {
    # docs/en/disputes.md, the entry of each question (ANCHORS): the system's answer, marked
    ("block", "opener_plays_double"): "reading", ("partnership", "opener_plays_double"): "reading",
    ("block", "when_able"): "reading", ("partnership", "when_able"): "reading",
    ("draw-100", "when_able"): "reading",
    ("block", "direction"): "choice",
    ("draw", "direction"): "choice", ("block-locker-loses", "direction"): "choice",
    ("draw-until-playable", "direction"): "choice", ("draw-100", "direction"): "choice",
    ("pagat-draw", "direction"): "reading",
    ("draw", "hand_size"): "choice",
    ("draw", "blocked_when"): "reading",
    ("block-locker-loses", "going_out"): "reading", ("draw-until-playable", "going_out"): "reading",
    ("draw-until-playable", "last_mover"): "reading",
    ("draw-100", "later_opener"): "choice", ("draw-100", "tie"): "choice",
    ("draw", "target_tie"): "choice", ("draw-100", "target_tie"): "choice",
    ("pagat-draw", "target_tie"): "choice",
    ("draw", "tie"): "reading", ("draw", "blocked_points"): "reading",
}
"""How the disputes page marks a system's answer that its own source does not give, or gives
together with its opposite (:data:`SAYS_BOTH`)."""

SAYS_BOTH = {("draw", "tie"), ("draw", "blocked_points")}
"""Questions the system's own source answers both ways (001 l.33 against l.65, l.67 against
l.77): its answer is marked although a line of that source gives it (disputes #tie,
#blocked-points)."""

SOURCE_ANCHORS = {"000": "swedish-leaflet", "001": "draw-game-page", "002": "german-leaflet",
                  "003": "swedish-article", "004": "norwegian-guide"}
"""Each source's entry in the disputes page's list of sources (``disputes.md#<anchor>``)."""

# The ways of the Swedish article (003): way 1 to line 17, way 2 to line 19, then way 3.
_WAYS = ((17, 1), (19, 2), (10**6, 3))


ANCHORS: dict[str, str] = {
    "first_opener": "opener", "no_double": "opener", "opener_plays_double": "opener",
    "later_opener": "opener", "direction": "direction", "draw": "drawing", "reserve": "house-rules",
    "when_able": "must-play", "blocked_when": "blocked-when", "going_out": "going-out",
    "blocked_winner": "last-mover", "last_mover": "last-mover", "tie": "tie",
    "blocked_points": "blocked-points", "teams": "house-rules", "target_tie": "target-tie",
    "hand_size": "hand-size", "target": "target",
}
"""The disputes page's entry for each question (``docs/en/disputes.md#<anchor>``)."""

QUESTION_ORDER = tuple(SOURCES)
"""The questions in the order a table is asked them (the order of the sheet)."""

TABLE_FIELDS = ("hand_size", "target")
"""The questions whose answer is a number for these players, not one field's value: the
tiles each is dealt (``hand_size``), and the target, points or a number of hands
(``target_points``, ``target_hands``)."""


def cited(sources: tuple[str, ...]) -> tuple[Citation, ...]:
    """The sources of an option as a reader knows them, each once, in order.

    >>> [(c.name.english(), c.anchor) for c in cited(("000 l.20", "000 l.58", "003 l.14", "003 l.26"))]
    [('the Swedish leaflet', 'swedish-leaflet'), ('the Swedish article (way 1)', 'swedish-article'), \
('the Swedish article (way 3)', 'swedish-article')]
    """
    out: list[Citation] = []
    for source in sources:
        number, line = source.split(" l.")
        if number == "003":
            way = next(w for last, w in _WAYS if int(line) <= last)
            citation = Citation(Message("source.003", {"way": way}), SOURCE_ANCHORS[number])
        else:
            citation = Citation(Message(f"source.{number}", {}), SOURCE_ANCHORS[number])
        if citation not in out:
            out.append(citation)
    return tuple(out)


def _own(base: str, source: str) -> bool:
    number, line = source.split(" l.")
    return any(number == own and first <= int(line) <= last for own, first, last in OWN_SOURCES[base])


def hand_size_sources(tiles: int, players: int) -> tuple[str, ...]:
    """Which sources deal ``tiles`` tiles each to ``players`` players (R-*-hand-size).

    >>> hand_size_sources(6, 4), hand_size_sources(6, 3)
    (('004 l.17',), ())
    """
    deals = {  # source line: tiles each, by players (the seeds' own tables)
        "000 l.13": {2: 7}, "000 l.14": {3: 5, 4: 5}, "000 l.52": {4: 7},
        "002 l.13": {2: 7}, "002 l.14": {3: 5, 4: 5}, "002 l.52": {4: 7},
        "003 l.12": {2: 7, 3: 7, 4: 7}, "003 l.24": {2: 7, 3: 5, 4: 5, 5: 5},
        "004 l.17": {2: 7, 3: 7, 4: 6},
    }
    return tuple(line for line, sizes in deals.items() if sizes.get(players) == tiles)


def target_sources(value: str, players: int) -> tuple[str, ...]:
    """Which sources play to the target ``points:N`` or for ``hands:N`` (R-*-target): 001 l.39
    plays to 100 and l.41 to a lower target or a fixed number of hands; 003 l.22 to 100,
    "lowered or raised by agreement"; 004 l.29 to 100 with two players, 61 with more."""
    kind, number = value.split(":")
    amount = int(number)
    if kind == "hands":
        return ("001 l.41",)
    out = ["001 l.39"] if amount == 100 else ["001 l.41"] if amount < 100 else []
    out.append("003 l.22")
    if amount == {2: 100}.get(players, 61):
        out.append("004 l.29")
    return tuple(out)


def _value_of(field: str, rules: RuleSet, players: int) -> Value:
    """The answer ``rules`` give to the question of ``field`` for ``players`` players."""
    if field == "hand_size":
        return rules.hand_size_for(players)
    if field == "target":
        if rules.target_points:
            return f"points:{rules.target_for(players)}"
        return f"hands:{rules.target_hands}"
    value: Value = getattr(rules, field)
    return value


def _changes(field: str, value: Value, rules: RuleSet, players: int) -> dict[str, Any]:
    """The rule fields an answer sets: the system's own table where the answer is its own (so
    that a table that keeps it keeps the system's rules), else one entry for every count."""
    preset = PRESETS[rules.base]
    if field == "hand_size":
        own = preset.hand_size_for(players) == value
        return {"hand_size": preset.hand_size if own else ((2, value),)}
    if field == "target":
        kind, number = str(value).split(":")
        if kind == "hands":
            return {"target_points": (), "target_hands": int(number)}
        own = bool(preset.target_points) and preset.target_for(players) == int(number)
        return {"target_points": preset.target_points if own else ((2, int(number)),), "target_hands": 1}
    return {field: value}


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
    if field == "teams":  # rules.teams: two teams of two need four players; only the partnership
        # and draw games have teams in their sources (situation.TEAM_SYSTEMS)
        return players == 4 and (rules.base in TEAM_SYSTEMS or rules.teams)
    if field == "hand_size":  # R-draw-hand-size: the draw game's source never gives one
        return rules.base == "draw"
    if field == "target":  # R-draw-target, R-draw-100-target: "or 50, or a number of hands", "adjustable"
        return PRESETS[rules.base].target_adjustable
    return True


def _candidates(field: str, rules: RuleSet, players: int) -> tuple[Value, ...]:
    answer = _value_of(field, rules, players)
    if field in TABLE_FIELDS:
        values: tuple[Value, ...] = ((5, 6, 7) if field == "hand_size" else
                                     ("points:50", "points:100", "points:200", "hands:3", "hands:5"))
        return values if answer in values else (*values, answer)
    if field == "tie" and rules.blocked_points == "none":
        # without points to split, splitting is the same as a tie (outcome.score_pips)
        return tuple(value for value in CHOICES[field] if value != "split" or rules.tie == "split")
    if field in CHOICES:
        return CHOICES[field]
    values = tuple(SOURCES[field])
    return values if answer in values else (*values, answer)


def _allowed(rules: RuleSet, players: int, changes: dict[str, Any]) -> bool:
    """Whether the rules with these changes can be played by ``players``."""
    try:
        check_players(rules.with_changes(**changes), players)
    except DominoError:
        return False
    return True


def _sources(field: str, value: Value, players: int) -> tuple[str, ...]:
    if field == "hand_size":
        return hand_size_sources(int(value), players)
    if field == "target":
        return target_sources(str(value), players)
    return SOURCES[field].get(value, ())


def _option_label(field: str, value: Value) -> Message:
    if field == "hand_size":
        return Message("sheet.option.hand-size", {"count": value})
    if field == "target":
        kind, number = str(value).split(":")
        return Message(f"sheet.option.target-{kind}", {kind: int(number)})
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
    :class:`~dominorules.words.errors.BadPosition` when the rules cannot seat ``players``.

    The system's own answer carries the disputes page's mark (:data:`MARKS`) where the
    system asks the question and no line of its own source gives the answer; no other
    option is marked.

    >>> from ..core.rules import PRESETS
    >>> tie = next(q for q in questions(PRESETS["draw"], 4) if q.field == "tie")
    >>> tie.answer, [(o.value, o.sources) for o in tie.options][2], tie.anchor
    ('drawn', ('split', ('001 l.77',)), 'tie')
    >>> "teams" in [q.field for q in questions(PRESETS["draw"], 3)]
    False
    >>> [(o.value, o.mark) for o in questions(PRESETS["draw"], 3)[0].options]
    [(5, 'choice'), (6, None), (7, None)]
    """
    check_players(rules, players)
    preset = PRESETS[rules.base]
    out: list[Question] = []
    for field in QUESTION_ORDER:
        if not _applies(field, rules, players):
            continue
        answer = _value_of(field, rules, players)
        own = _value_of(field, preset, players)
        options = []
        for value in _candidates(field, rules, players):
            changes = _changes(field, value, rules, players)
            if value != answer and not _allowed(rules, players, changes):
                continue
            sources = _sources(field, value, players)
            # (a question the system itself never asks has no answer of its own to mark)
            mark = (MARKS[rules.base, field] if value == own and _applies(field, preset, players)
                    and ((rules.base, field) in SAYS_BOTH or not any(_own(rules.base, s) for s in sources))
                    else None)
            options.append(Option(value, _option_label(field, value), sources, changes, mark))
        if len(options) < 2:
            continue
        out.append(Question(field, Message(f"sheet.question.{field}", {}), tuple(options), answer,
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
