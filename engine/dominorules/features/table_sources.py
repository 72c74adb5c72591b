"""Our table's rules: which source plays each answer to a table's questions, how the disputes
page marks the system's own answer, and each source as a reader knows it.

The rows of RULES.md named in the comments are the authority; :mod:`.table_questions` asks the
questions and :mod:`.table_sheet` writes the sheet from them.

>>> [c.name.english() for c in cited(("003 l.14", "003 l.26", "004 l.17"))]
['the Swedish article (ways 1 and 3)', 'the Norwegian guide (Pagat)']
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from ..words.message import Message
from ..words.plural import Listing

Value = str | int | bool
"""An answer: a field's value as the rules' JSON has it."""

Mark = Literal["reading", "choice"]
"""How the disputes page marks an answer no source of the system gives: *our reading* of a
source that can be read two ways, or *our choice* where it is silent."""


class Citation(NamedTuple):
    """A source as a reader knows it (the Swedish leaflet …) and its entry in the disputes
    page's list of sources (``docs/en/disputes.md#<anchor>``)."""

    name: Message
    anchor: str


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
    """The sources of an option as a reader knows them, each once, in order; the ways of the
    Swedish article that play it are named together, once ("ways 1 and 3").

    >>> [(c.name.english(), c.anchor) for c in cited(("000 l.20", "000 l.58", "003 l.14", "003 l.26"))]
    [('the Swedish leaflet', 'swedish-leaflet'), ('the Swedish article (ways 1 and 3)', 'swedish-article')]
    >>> [c.name.english() for c in cited(("003 l.19",))]
    ['the Swedish article (way 2)']
    """
    numbers: list[str] = []
    ways: list[int] = []
    for source in sources:
        number, line = source.split(" l.")
        if number == "003":
            way = next(w for last, w in _WAYS if int(line) <= last)
            if way not in ways:
                ways.append(way)
        if number not in numbers:
            numbers.append(number)
    out = []
    for number in numbers:
        if number != "003":
            name = Message(f"source.{number}", {})
        elif len(ways) == 1:
            name = Message("source.003", {"way": ways[0]})
        else:
            name = Message("source.003-ways", {"ways": Listing(tuple(sorted(ways)))})
        out.append(Citation(name, SOURCE_ANCHORS[number]))
    return tuple(out)


def own_source(base: str, source: str) -> bool:
    """Whether ``source`` (``"001 l.19"``) is a line of the system ``base``'s own source.

    >>> own_source("draw", "001 l.19"), own_source("draw-100", "001 l.19")
    (True, False)
    """
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
