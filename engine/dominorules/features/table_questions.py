"""Our table's rules: the open questions of a rule set for some players, in the order a table
answers them, each with its options, the sources that play each one and the disputes page's mark.

A table chooses a system and the number of players, then answers the questions that apply to
that system and player count (:func:`questions`), one at a time: each has its ``RuleSet`` field,
its options in plain words with the sources that say each one (:mod:`.table_sources`), the
answer of the rules it started from, and the entry of the disputes page that shows the
question to readers. Every line the page shows with a question is a whole message made here:
its heading ("Question 2 of 7: …"), each option's sources and mark, and why the number of
questions differs from the system's own (:func:`count_note`).

>>> from ..core.rules import PRESETS
>>> [q.field for q in questions(PRESETS["block"], 2)]
['first_opener', 'no_double', 'opener_plays_double', 'when_able', 'going_out', 'blocked_winner', 'tie']
>>> questions(PRESETS["block"], 2)[1].heading.english()
'Question 2 of 7: What if nobody holds a double?'
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..core.opening import check_players
from ..core.rule_choices import CHOICES
from ..core.rules import PRESETS, RuleSet
from ..core.teams import TEAM_PLAYERS
from ..formats.situation import TEAM_SYSTEMS
from ..words.errors import DominoError
from ..words.message import Message
from ..words.plural import Listing
from .table_sources import (
    ANCHORS,
    MARKS,
    QUESTION_ORDER,
    SAYS_BOTH,
    SOURCES,
    TABLE_FIELDS,
    Citation,
    Mark,
    Value,
    cited,
    hand_size_sources,
    own_source,
    target_sources,
)


class Option(NamedTuple):
    """One answer to a question: its value, its label, the sources that play it (ids with the
    line, as RULES.md gives them), the rule fields the answer sets (``RuleSet`` values), and,
    on the system's own answer where its own source does not give it, the site's mark.
    ``notes`` are the sentences shown with it: the sources of this game and of other games
    that play it, or that no source names it, and ``citations`` are the sources they name, as
    a reader knows them; ``mark_note`` says the mark in words."""

    value: Value
    label: Message
    sources: tuple[str, ...]
    changes: dict[str, Any]
    mark: Mark | None = None
    notes: tuple[Message, ...] = ()
    mark_note: Message | None = None
    citations: tuple[Citation, ...] = ()


class Question(NamedTuple):
    """An open question of a rule set: its field, how it is asked, the options, the answer
    of the rules given, the disputes page's entry (``docs/en/disputes.md#<anchor>``), and its
    heading with its place among the questions ("Question 2 of 7: …")."""

    field: str
    label: Message
    options: tuple[Option, ...]
    answer: Value
    anchor: str
    heading: Message


def value_of(field: str, rules: RuleSet, players: int) -> Value:
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


def applies(field: str, rules: RuleSet, players: int) -> bool:
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
        return players == TEAM_PLAYERS and (rules.base in TEAM_SYSTEMS or rules.teams)
    if field == "hand_size":  # R-draw-hand-size: the draw game's source never gives one
        return rules.base == "draw"
    if field == "target":  # R-draw-target, R-draw-100-target: "or 50, or a number of hands", "adjustable"
        return PRESETS[rules.base].target_adjustable
    return True


def _candidates(field: str, rules: RuleSet, players: int) -> tuple[Value, ...]:
    answer = value_of(field, rules, players)
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


def _split(base: str, sources: tuple[str, ...]) -> tuple[tuple[Citation, ...], tuple[Citation, ...]]:
    """An option's sources as a reader knows them: this game's own, and other games' (a text
    named as this game's is not named again).

    >>> [[c.name.english() for c in part] for part in _split("draw-until-playable", ("003 l.19", "003 l.26"))]
    [['the Swedish article (way 2)'], ['the Swedish article (way 3)']]
    """
    own = cited(tuple(s for s in sources if own_source(base, s)))
    return own, tuple(c for c in cited(tuple(s for s in sources if not own_source(base, s))) if c not in own)


def _notes(base: str, sources: tuple[str, ...], mark: Mark | None) -> tuple[Message, ...]:
    """The sentences that name an option's sources: this game's own, then those of other games,
    or that no source names it.

    >>> [m.english() for m in _notes("draw-100", ("001 l.19", "001 l.53"), "choice")]
    ["Another game's source: the Swedish draw-game page."]
    >>> [m.english() for m in _notes("block", ("000 l.20", "000 l.58", "001 l.19"), None)]
    ["This game's source: the Swedish leaflet.", "Another game's source: the Swedish draw-game page."]
    """
    out = [Message(f"sheet.sources.{kind}", {"sources": _names(names)})
           for kind, names in zip(("own", "other"), _split(base, sources), strict=True) if names]
    if not out and mark is None:
        out.append(Message("sheet.sources.none", {}))
    return tuple(out)


def _names(citations: tuple[Citation, ...]) -> Listing:
    return Listing(tuple(c.name for c in citations))


def _mark_note(base: str, field: str, mark: Mark | None) -> Message | None:
    """The mark in words: our choice where this game's sources are silent, our reading where
    they do not say it in so many words, or where its own source says both (:data:`SAYS_BOTH`)."""
    if mark is None:
        return None
    if (base, field) in SAYS_BOTH:
        return Message("sheet.mark-note.reading-both", {})
    return Message(f"sheet.mark-note.{mark}", {})


def _options(field: str, rules: RuleSet, players: int) -> tuple[Option, ...]:
    """The options of ``field``'s question that ``players`` can play, each with its sources and
    mark. The system's own answer carries the disputes page's mark (:data:`MARKS`) where the
    system asks the question and no line of its own source gives the answer, or gives both."""
    preset = PRESETS[rules.base]
    answer = value_of(field, rules, players)
    own = value_of(field, preset, players)
    out = []
    for value in _candidates(field, rules, players):
        changes = _changes(field, value, rules, players)
        if value != answer and not _allowed(rules, players, changes):
            continue
        sources = _sources(field, value, players)
        # (a question the system itself never asks has no answer of its own to mark)
        mark = (MARKS[rules.base, field] if value == own and applies(field, preset, players)
                and ((rules.base, field) in SAYS_BOTH or not any(own_source(rules.base, s) for s in sources))
                else None)
        own_cited, other_cited = _split(rules.base, sources)
        out.append(Option(value, _option_label(field, value), sources, changes, mark,
                          _notes(rules.base, sources, mark), _mark_note(rules.base, field, mark),
                          own_cited + other_cited))
    return tuple(out)


def _asked(rules: RuleSet, players: int) -> list[tuple[str, tuple[Option, ...]]]:
    """The fields asked for ``rules`` and ``players``, in order, with their options."""
    out = []
    for field in QUESTION_ORDER:
        if not applies(field, rules, players):
            continue
        options = _options(field, rules, players)
        if len(options) >= 2:
            out.append((field, options))
    return out


def questions(rules: RuleSet, players: int) -> list[Question]:
    """The open questions of ``rules`` for ``players`` players, in the order to ask them.

    Only the questions that change something for this system and player count are
    asked, and only the options those players can play (teams need four players, a
    boneyard cannot keep back tiles it does not have). Raises
    :class:`~dominorules.words.errors.BadPosition` when the rules cannot seat ``players``.

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
    asked = _asked(rules, players)
    total = len(asked)
    return [Question(field, Message(f"sheet.question.{field}", {}), options, value_of(field, rules, players),
                     ANCHORS[field], Message("sheet.heading", {
                         "n": n, "total": total, "question": Message(f"sheet.question.{field}", {})}))
            for n, (field, options) in enumerate(asked, 1)]


def count_note(rules: RuleSet, players: int) -> Message | None:
    """Why the number of questions differs from the one the system asks for these players: the
    answers so far leave some out (or bring some up); ``None`` where it is the same.

    >>> from ..core.rules import PRESETS
    >>> count_note(PRESETS["block"], 2) is None
    True
    >>> count_note(PRESETS["block"].with_changes(first_opener="first-seat"), 2).english()
    'Your answers so far leave out 2 questions that this system asks.'
    """
    check_players(rules, players)
    own = len(_asked(PRESETS[rules.base], players))
    now = len(_asked(rules, players))
    if now == own:
        return None
    kind = "fewer" if now < own else "more"
    return Message(f"sheet.count.{kind}", {"count": abs(now - own)})
