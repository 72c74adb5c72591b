r"""The score pad's match as a table (CSV) in the reader's language.

Every cell is written by the engine: the players' names as the table entered them (or
"Player 2"), who went out (the seat that played its last tile, whether or not it won),
and each seat's pips, points and running total per hand. Under rules that score no points
(the partnership game counts hands won), a seat has its pips and its hands won so far, and
no column of points. A cell that a spreadsheet would read as a formula is quoted.

>>> from ..features.scorepad import score_match
>>> reply = score_match({"format": "dominorules/1", "rules": "draw", "players": 2,
...                      "names": ["Ann", ""], "hands": [{"end": "out", "out": 1, "pips": [12, 0]}]})
>>> print("\n".join(match_csv(reply, "en").lstrip("\ufeff").splitlines()))
Hand,Opened by,End,Ann: pips,Ann: points,Ann: total,Player 2: pips,Player 2: points,Player 2: total
1,Ann,Player 2 went out,12,0,0,0,12,12
>>> reply = score_match({"format": "dominorules/1", "rules": "partnership", "players": 4,
...                      "names": ["A", "B", "C", "D"],
...                      "hands": [{"end": "out", "out": 1, "pips": [3, 0, 5, 9]}]})
>>> print("\n".join(match_csv(reply, "en").lstrip("\ufeff").splitlines()))
Hand,Opened by,End,A: pips,A: hands won,B: pips,B: hands won,C: pips,C: hands won,D: pips,D: hands won
1,A,B went out,3,0,0,1,5,0,9,1
>>> match_csv(reply, "de").splitlines()[1]
'1;A;B hat alle Steine abgelegt;3;0;0;1;5;0;9;1'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..words.i18n import translate
from ..words.message import Message

SEPARATORS = {"en": ",", "sv": ";", "de": ";", "nb": ";"}
"""The cell separator of each language's spreadsheets (a comma is their decimal sign)."""


def cell(value: str | int) -> str:
    """A CSV cell: quoted where needed, and never read as a formula.

    >>> cell("=SUM(A1)"), cell("-4"), cell("Ann, Bo")
    ("'=SUM(A1)", '-4', '"Ann, Bo"')
    """
    text = str(value)
    if re.match(r"[=+\-@\t\r]", text) and not re.fullmatch(r"-?\d+", text):
        text = "'" + text
    return f'"{text.replace(chr(34), chr(34) * 2)}"' if re.search(r'[",\n\r;]', text) else text


def name_of(names: Any, seat: int, lang: str) -> str:
    """The name the table gave ``seat``, or "Player n" in ``lang``."""
    given = names[seat].strip() if isinstance(names, list) and seat < len(names) else ""
    return given or translate(Message("ui.player", {"player": seat + 1}), lang)


def match_csv(match: Mapping[str, Any], lang: str) -> str:
    """The match (a :func:`~dominorules.features.scorepad.score_match` result) as CSV, with a BOM."""
    players = int(match["players"])
    names = match.get("names")

    def said(msgid: str, **params: str | int) -> str:
        return translate(Message(msgid, params), lang)

    points = match.get("scores_points", True)  # False: the totals count hands won
    header = [said("ui.score.csv_hand"), said("ui.score.csv_opener"), said("ui.score.csv_end")]
    for seat in range(players):
        name = name_of(names, seat, lang)
        header += ([said("ui.score.csv_pips", name=name), said("ui.score.csv_points", name=name),
                    said("ui.score.csv_total", name=name)] if points
                   else [said("ui.score.csv_pips", name=name), said("ui.score.csv_won", name=name)])
    rows: list[list[str | int]] = [list(header)]
    for row in match["hands"]:
        out = row.get("out")
        end = (said("ui.score.csv_out", name=name_of(names, out, lang)) if out is not None
               else said("ui.score.csv_blocked"))
        cells: list[str | int] = [row["hand"], name_of(names, row["opener"], lang), end]
        for seat in range(players):
            cells += ([row["pips"][str(seat)], row["points"][str(seat)], row["totals"][seat]] if points
                      else [row["pips"][str(seat)], row["totals"][seat]])
        rows.append(cells)
    separator = SEPARATORS.get(lang, ",")
    return "\ufeff" + "".join(separator.join(cell(v) for v in cells) + "\r\n" for cells in rows)


__all__ = ["SEPARATORS", "cell", "match_csv", "name_of"]
