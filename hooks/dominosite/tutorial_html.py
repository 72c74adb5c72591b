"""Tutorials as HTML at build time: readable with no JavaScript, brought to life by tutorial.js.

Each tutorial becomes a ``<section class="domino-tutorial" id="<tutorial id>">`` with
its title, prompt, the position drawn as SVG, and the data the browser needs (the
tutorial itself and the texts in the page's language as JSON ``<script>`` blocks,
which browsers never run). Worked examples also list every step with the engine's
explanation, and disputes the verdict of each rule system, so that nothing depends
on the script. The answers of puzzles are never written into the visible page.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any, cast

from dominorules.bridge.tutorials import board_of
from dominorules.bridge.verdict import shown_reasons
from dominorules.contract import EmbeddedTutorial, TutorialBoard
from dominorules.core.tiles import parse_line
from dominorules.features.tutorial import (
    Dispute,
    Puzzle,
    Tutorial,
    end_state,
    points_with,
    seat_of,
    state,
    transcript,
)
from dominorules.words.i18n import say
from dominorules.words.i18n import translate as engine_translate
from dominorules.words.message import Listing, Message, ParamValue

from .data import html_attributes, json_script
from .i18n import START_NEWS_IDS, Translator
from .svg import render_board
from .tiles import Board
from .tutorials import Entry

e = html.escape

# Texts tutorial.js needs in the page's language (the engine adds its own explanations).
TUTORIAL_UI_IDS = (
    "ui.start", "ui.starting", "ui.loading_engine", "ui.failed", "ui.timeout", "ui.error", "ui.no_wasm",
    "ui.check", "ui.checking", "ui.hint", "ui.show_solution", "ui.again",
    "ui.choose_answer", "ui.enter_points", "ui.enter_number",
    "ui.nobody", "ui.nobody_yet", "ui.points", "ui.pips",
    "ui.action.play", "ui.action.draw", "ui.action.pass",
    "ui.next", "ui.back", "ui.to_start", "ui.step", "ui.steps_keys", "ui.solved",
    "ui.player", "ui.line", "ui.line_empty", "ui.boneyard_count", "ui.face_down", "ui.no_tiles",
    "ui.to_move", "ui.left_end", "ui.right_end", "ui.choose_end", "ui.cancel", "ui.draw", "ui.pass",
    "ui.outcome", "ui.retry", "ui.hand_label", "ui.hand_label_to_move",
    *START_NEWS_IDS,
)
SYSTEM_ORDER = ("block", "partnership", "draw", "block-locker-loses", "draw-until-playable",
                "draw-100", "pagat-draw", "disputes")
KIND_ORDER = {"example": 0, "puzzle": 1, "dispute": 2}

Translate = Translator


def system_name(system: str, tr: Translate) -> str:
    return tr("ui.disputes") if system == "disputes" else tr(f"preset.{system}.name")


def ordered(entries: Iterable[Entry]) -> list[Entry]:
    """Examples first, then puzzles from easy to hard, then disputes; ties by id."""
    return sorted(entries, key=lambda x: (KIND_ORDER[x.tutorial.kind], x.tutorial.difficulty,
                                          x.tutorial.id))


def _figure(tutorial: Tutorial, shown: dict[str, Any], tr: Translate, fig_id: str, caption: str) -> str:
    board = Board(caption=caption)
    if shown["line"]:
        board.line = parse_line(shown["line"], tutorial.rules.max_pip)
    for seat, hand in enumerate(shown["hands"]):
        if hand is None:
            board.hidden[seat] = shown["hand_sizes"][seat]
            board.hands.append([])
        else:
            board.hands.append([parse_line([t], tutorial.rules.max_pip)[0] for t in hand])
        if seat == shown["to_move"] and not shown["over"]:
            board.labels[seat] = tr("ui.to_move", player=seat + 1)
    if shown["boneyard"]:
        board.boneyard = shown["boneyard"]
        board.set_aside = tutorial.rules.undealt == "set-aside"  # never drawn: not a boneyard
    return render_board(board, tr, fig_id)


def _texts(tr: Translator) -> dict[str, str | dict[str, str]]:
    """Every page text the script shows; a missing translation fails the build (``tr`` is strict)."""
    return {msgid: tr.script(msgid) for msgid in TUTORIAL_UI_IDS}


def embedded(entry: Entry, lang: str, tr: Translate) -> EmbeddedTutorial:
    """What the script gets: the tutorial to send back, its board as the engine's
    ``tutorial_state`` gives it, and the facts and texts of its question."""
    tutorial = entry.tutorial
    reply = board_of(tutorial, 0, lang)
    board = cast(TutorialBoard, {k: v for k, v in reply.items() if k not in ("ok", "explained", "opening")})
    puzzle = tutorial if isinstance(tutorial, Puzzle) else None
    players = len(board["hand_sizes"])
    # a winner puzzle in a game that scores no points asks only who wins
    points = points_with(puzzle, players) if puzzle is not None and puzzle.question == "winner" else []
    return {
        "tutorial": entry.data, "kind": tutorial.kind, "question": puzzle.question if puzzle else None,
        "question_text": _question(puzzle, tr) if puzzle else None,
        "hint": tr(f"tutorial.{tutorial.id}.hint") if puzzle else None,
        "seat": seat_of(tutorial), "players": players, "asks_points": any(points), "points_with": points,
        "board": board,
    }


def _question(tutorial: Puzzle, tr: Translate) -> str:
    """The puzzle's question, addressed to the reader's seat."""
    return tr(f"ui.question.{tutorial.question}", player=seat_of(tutorial) + 1)


def _verdicts(tutorial: Dispute, tr: Translate, lang: str) -> str:
    position = end_state(tutorial)
    rows = []
    for rules in tutorial.systems:
        result = position.score(rules)
        name = tr(f"preset.{rules.id}.name") if rules.id != "custom" else _custom_name(rules, tr, lang)
        winners = (tr("say.players", players=Listing(tuple(s + 1 for s in sorted(result.winners))))
                   if result.winners else tr("ui.nobody_short"))
        points = say(result.points[result.winners[0]] if result.winners else 0, lang)
        reasons = [engine_translate(reason, lang) for reason in shown_reasons(result.reasons)]
        rows.append(f"<tr><th scope=\"row\">{e(name)}</th><td>{e(winners)}</td><td>{points}</td>"
                    f"<td>{e(' '.join(reasons))}</td></tr>")
    head = "".join(f'<th scope="col">{e(tr(msgid))}</th>'
                   for msgid in ("ui.system", "ui.winner", "ui.points", "ui.why"))
    # in a box of its own that scrolls on a narrow screen, never the page (and the keyboard reaches it)
    caption = e(tr("ui.verdicts"))
    return (f'<div class="domino-scroll" role="region" tabindex="0" aria-label="{caption}">'
            f'<table class="domino-tutorial__verdicts"><caption>{caption}</caption>'
            f"<thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody></table></div>")


def _custom_name(rules: Any, tr: Translate, lang: str) -> str:
    """A preset with changed fields, in words: "Draw game (Teams: yes)", never "(teams: True)"."""
    changes = Listing(tuple(Message("say.rule-change", {"field": Message(f"ui.field.{name}", {}),
                                                       "value": _value(name, value)})
                            for name, value in rules.changes().items()))
    return tr("say.custom-rules", system=Message(f"preset.{rules.base}.name", {}), changes=changes)


def _value(field: str, value: Any) -> ParamValue:
    """A rule field's value in words: its choice (``ui.value.<field>.<value>``), yes or no, a number."""
    if isinstance(value, bool):
        return Message(f"ui.value.bool.{'yes' if value else 'no'}", {})
    if isinstance(value, str):
        return Message(f"ui.value.{field}.{value}", {})
    if isinstance(value, int):
        return value
    if isinstance(value, dict):  # a table by player count: "2: 7, 3: 5"
        return Listing(tuple(Message("say.rule-change", {"field": players, "value": amount})
                             for players, amount in value.items()), "seq")
    raise ValueError(f"no words for the rule field {field} = {value!r}")


def _transcript(tutorial: Tutorial, lang: str) -> str:
    shown = state(tutorial, 0)
    items = []
    if shown["opening"] is not None:
        items.append(engine_translate(shown["opening"], lang))
    items += [engine_translate(message, lang) for message in transcript(tutorial)]
    lis = "".join(f"<li>{e(text)}</li>" for text in items)
    return f'<ol class="domino-tutorial__transcript">{lis}</ol>'


def render_tutorial(entry: Entry, lang: str, tr: Translate, engine: dict[str, str],
                    level: int = 3) -> str:
    """One tutorial as a section of the page (its id is the tutorial's id: a stable link)."""
    tutorial = entry.tutorial
    tid = tutorial.id
    shown = state(tutorial, 0)
    title = tr(f"tutorial.{tid}.title")
    prompt = tr(f"tutorial.{tid}.prompt")
    kind = tr(f"ui.kind.{tutorial.kind}")
    # a dispute belongs to no one system: its kind says it all ("Dispute", not "Dispute · Disputes")
    meta = kind if tutorial.system == "disputes" else f"{kind} · {system_name(tutorial.system, tr)}"
    if tutorial.kind == "puzzle":
        meta += f" · {tr('ui.difficulty', level=tutorial.difficulty)}"
    attrs = {
        "class": "domino-tutorial", "id": tid, "data-id": tid, "data-kind": tutorial.kind,
        "data-question": tutorial.question or "", "data-lang": lang, **engine,
        "aria-labelledby": f"{tid}-title",
    }
    attr_text = html_attributes(attrs)
    parts = [
        f"<section {attr_text}>",
        json_script("domino-tutorial__data", embedded(entry, lang, tr)),
        json_script("domino-tutorial__strings", _texts(tr)),
        f'<h{level} class="domino-tutorial__title" id="{e(tid)}-title">{e(title)} '
        f'<a class="headerlink" href="#{e(tid)}" title="{e(tr("ui.link"))}">¶</a></h{level}>',
        f'<p class="domino-tutorial__meta">{e(meta)}'
        f' <span class="domino-tutorial__solved" hidden>· {e(tr("ui.solved"))}</span></p>',
        f'<p class="domino-tutorial__prompt">{e(prompt)}</p>',
        f'<div class="domino-tutorial__figure">{_figure(tutorial, shown, tr, f"{tid}-fig", title)}</div>',
        # the open ends as the engine says them (walk N4); an example's steps change them
        f'<p class="domino-tutorial__ends"{"" if shown["open_ends"] else " hidden"}>'
        f'{e(engine_translate(shown["open_ends"], lang)) if shown["open_ends"] else ""}</p>',
    ]
    if tutorial.kind == "example":
        parts.append(_transcript(tutorial, lang))
    elif isinstance(tutorial, Dispute):
        # Which systems can reach this very position (the others score the same tiles).
        parts.append(f'<p class="domino-tutorial__note">{e(tr(f"tutorial.{tid}.note"))}</p>')
        parts.append(_verdicts(tutorial, tr, lang))
    else:
        assert isinstance(tutorial, Puzzle)
        parts.append(f'<p class="domino-tutorial__question">{e(_question(tutorial, tr))}</p>')
        parts.append(f'<noscript><p class="domino-tutorial__noscript">{e(tr("ui.tutorial_noscript"))}'
                     "</p></noscript>")
    parts.append('<div class="domino-tutorial__ui" hidden></div>')
    parts.append('<p class="domino-tutorial__status" role="status" aria-live="polite"></p>')
    parts.append("</section>")
    return "".join(parts)


def render_practice(entries: dict[str, Entry], lang: str, tr: Translate) -> str:
    """The practice list: every tutorial by rule system and difficulty, with a solved mark."""
    groups = []
    total = 0
    for system in SYSTEM_ORDER:
        members = ordered(x for x in entries.values() if x.tutorial.system == system)
        if not members:
            continue
        items = []
        for entry in members:
            t = entry.tutorial
            total += t.kind == "puzzle"
            label = tr(f"ui.kind.{t.kind}")
            if t.kind == "puzzle":
                label += f" · {tr('ui.difficulty', level=t.difficulty)}"
            items.append(
                f'<li class="domino-practice__item" data-id="{e(t.id)}" data-kind="{e(t.kind)}">'
                f'<a href="{e(system)}/#{e(t.id)}">{e(tr(f"tutorial.{t.id}.title"))}</a> '
                f'<span class="domino-practice__meta">({e(label)})</span> '
                f'<span class="domino-practice__mark"></span></li>')
        name = system_name(system, tr)
        groups.append(f'<h2 id="list-{e(system)}"><a href="{e(system)}/">{e(name)}</a></h2>'
                      f'<ul class="domino-practice__list">{"".join(items)}</ul>')
    strings = {msgid: tr.script(msgid) for msgid in ("ui.progress", "ui.progress_cleared", "ui.reset_confirm",
                                                      "ui.solved_mark")}
    return (f'<div class="domino-practice" data-total="{total}">'
            + json_script("domino-practice__strings", strings)
            + '<p class="domino-practice__progress" role="status" aria-live="polite"></p>'
            f'<p><button type="button" class="md-button domino-practice__reset" hidden>'
            f'{e(tr("ui.reset_progress"))}</button></p>'
            + "".join(groups) + "</div>")
