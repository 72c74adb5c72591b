"""One tile format and one number format in every language (translations/glossary/README.md):

- a tile is named higher number first ("6-3"), except in a line of play, where each tile
  is written as it lies so that touching halves meet ("5-6 6-6 6-3");
- a number never stands right after another number ("spelare 1 88 poäng"), and nothing is
  glued to a player's number ("Spelare 2s").

Checked on what a reader sees or hears on every built page (tools/glossary.py collects it)
and in every catalog text, where the browser code fills in its numbers at run time.
"""

from __future__ import annotations

import re

import glossary
import pytest
from _sitekit import LANGS

TILE = r"\d{1,2}-\d{1,2}"
# A tile, or several separated by single spaces (a hand, or a line of play).
TILE_RUN = re.compile(rf"(?<![\w.-]){TILE}(?: {TILE})*(?![\w-])")
# Two numbers (or placeholders) with nothing but spaces between them. A no-break space
# is not such a space: it groups the thousands of one number in sv and nb ("1 234",
# format.thousands in the catalogs), and nothing else in a text may use it.
NUMBER = r"(?:\d+(?:[.,]\d+)?|\{\w+\})"
SIDE_BY_SIDE = re.compile(rf"(?<![\w.,:-]){NUMBER}[^\S\u00a0]+{NUMBER}(?![\w-])")
PLAYER_WORD = r"(?:player|players|spelare|spieler|spiller|spillerne)"
GLUED = re.compile(rf"\b{PLAYER_WORD}\s+(?:\d+|\{{\w+\}})[^\W\d_]", re.IGNORECASE)


def halves(tile: str) -> tuple[int, int]:
    a, b = tile.split("-")
    return int(a), int(b)


def is_line(tiles: list[tuple[int, int]]) -> bool:
    """Two or more tiles whose touching halves meet: a line of play, each tile as it lies."""
    return len(tiles) > 1 and all(tiles[i][1] == tiles[i + 1][0] for i in range(len(tiles) - 1))


def context(text: str, start: int, end: int) -> str:
    return " ".join(text[max(0, start - 40):end + 40].split())


def format_offences(text: str) -> list[str]:
    """What breaks the tile or number format in one text (each with the text around it).

    >>> format_offences("Line: 5-6 6-6 6-3. Hand: 6-5 4-0. 2–4 players; Player 2 (13 points).")
    []
    >>> format_offences("Hand: 0-6.")
    ['tile 0-6 lower first: “Hand: 0-6.”']
    """
    found = []
    for run in TILE_RUN.finditer(text):
        tiles = [halves(t) for t in run.group(0).split()]
        if is_line(tiles):
            continue
        for a, b in tiles:
            if a < b:
                found.append(f"tile {a}-{b} lower first: “{context(text, run.start(), run.end())}”")
    without_tiles = TILE_RUN.sub(lambda m: "T" * len(m.group(0)), text)
    for match in SIDE_BY_SIDE.finditer(without_tiles):
        found.append(f"numbers side by side: “{match.group(0)}” in "
                     f"“{context(text, match.start(), match.end())}”")
    for match in GLUED.finditer(text):
        found.append(f"glued to a player's number: “{match.group(0)}” in "
                     f"“{context(text, match.start(), match.end())}”")
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_tiles_and_numbers_on_every_built_page(lang, site):
    offences = [f"{where}: {offence}" for where, text in glossary.page_texts(site, lang)
                for offence in format_offences(" ".join(text.split()))]
    assert not offences, f"{len(offences)} in {lang}:\n" + "\n".join(sorted(set(offences))[:40])


# placeholders that hold whole sentences (joined one after the other), never numbers
SENTENCE_PARAMS = re.compile(r"\{(?:first|second|wrong|missed|advice|because|summary|standing|sentences)\}")


@pytest.mark.parametrize("lang", LANGS)
def test_tiles_and_numbers_in_every_catalog_text(lang):
    # the browser fills these in at run time, so the built pages cannot show them all
    offences = [f"{where}: {offence}" for where, text in glossary.catalog_texts(lang)
                for offence in format_offences(SENTENCE_PARAMS.sub("S", text))]
    assert not offences, f"{len(offences)} in {lang}:\n" + "\n".join(offences[:40])


@pytest.mark.parametrize(("text", "expected"), [
    ("Före den här given hade spelare 1 88 poäng och spelare 2 64.", ["1 88", "2 64"]),
    ("Nach Runde {hand} hat Spieler {player} {score} Punkte.", ["{player} {score}"]),
    ("Spelare {player}s hand: {tiles}.", ["Spelare {player}s"]),
    ("Spieler 3er Hand", ["Spieler 3e"]),
    ("Count the pips: 0-4, 2-3 and 0-0", ["0-4", "2-3"]),
    ("Player 1: 0-4 2-3 0-0.", ["0-4", "2-3"]),
    ("so 1-4 is the tile that fits", ["1-4"]),
])
def test_the_checker_finds_what_it_must(text, expected):
    offences = format_offences(text)
    assert len(offences) == len(expected), offences
    for offence, part in zip(offences, expected, strict=True):
        assert part in offence


@pytest.mark.parametrize("text", [
    "Line of play: 0-2 2-5 5-6 6-0 0-5 5-5. Player 1 to move: 6-2 4-4 3-2 1-1.",
    "2–4 players take 7 (2 players), 5 (3–4); 100 (2 players) or 61 (3–4).",
    "Winners: Players 1, 3 (12 points). 4 + 5 + 0 = 9. Player 2's hand: 6-3.",
    "Vinnare: spelare 2 (13 poäng). Du har löst 0 av 1 uppgift.",
])
def test_the_checker_leaves_good_text_alone(text):
    assert format_offences(text) == []
