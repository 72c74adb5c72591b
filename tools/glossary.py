"""The glossaries in translations/glossary/<lang>.tsv, and the words they forbid.

    python tools/glossary.py check [SITE_DIR]   # every catalog (and every built page of SITE_DIR):
                                                # one line per forbidden word, exit status 1 if any

The format is described in translations/glossary/README.md: UTF-8, tab-separated, the
header ``concept term source forbidden note``, one row per game concept; ``forbidden``
is a ``|``-separated list of entries (a ``|`` inside parentheses or brackets belongs to its
entry), each matched case-insensitively as a whole word. An entry is a Python regular
expression (``låst``), a stem with any ending (``stokk~``: stokk, stokke, stokket,
stokkingen ...), or a stem with the endings it takes (``stein~en,er,ene``: stein, steinen,
steiner, steinene). Lines starting with ``#`` are comments.

The texts of a language are its catalogs (``translations/<lang>.po`` and
``translations/tutorials/<lang>.po``, every msgstr) and what a reader of its built pages
sees or hears: the text of the page outside code, the title, the description, the
``title``, ``aria-label``, ``alt`` and ``placeholder`` attributes, and the texts the page
embeds for its scripts (the JSON blocks whose class ends in ``__strings``). The theme's own
strings are part of the page: its header, navigation and footer, their labels, and the
``translations`` of its script configuration (``<script id="__config">``).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from dominorules.words.i18n import LANGUAGES
from dominosite import DEFAULT_LANG

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY_DIR = ROOT / "translations" / "glossary"
HEADER = ("concept", "term", "source", "forbidden", "note")
# The concepts every glossary of sv, de and nb must name (issue 11).
REQUIRED_CONCEPTS = (
    "tile", "double", "blank", "boneyard", "hand", "match", "end", "line of play", "blocked",
    "go out", "draw a tile", "pass", "lock", "pips", "opener", "partner", "team", "target",
    "drawn hand",
)


class GlossaryError(ValueError):
    """A glossary file that does not follow the format; the message names the file and line."""


@dataclass(frozen=True)
class Row:
    concept: str
    term: str
    source: str
    forbidden: tuple[str, ...]
    note: str
    line: int

    def patterns(self) -> list[re.Pattern[str]]:
        return [compile_entry(p) for p in self.forbidden]


@dataclass(frozen=True)
class Offence:
    """A forbidden word found in a text: where (file and part), the word, the text around it."""

    where: str
    word: str
    concept: str
    context: str

    def __str__(self) -> str:
        return f"{self.where}: “{self.word}” (glossary: {self.concept}) in “{self.context}”"



STEM_MARK = "~"
_ENDINGS = re.compile(r"[^\W\d_]*(?:,[^\W\d_]*)*")


def entry_regex(entry: str) -> str:
    """The regular expression (before whole-word wrapping) of one ``forbidden`` entry.

    An entry without ``~`` is a regular expression as it stands. ``stem~`` is the stem with
    any ending (any letters, or none); ``stem~a,b`` is the stem alone or with one of the
    listed endings. The stem itself may be a regular expression; an ending is letters only.

    >>> entry_regex("låst|låste")
    'låst|låste'
    >>> entry_regex("stokk~")
    '(?:stokk)\\\\w*'
    >>> entry_regex("stein~en,er,ene")
    '(?:stein)(?:ene|en|er)?'
    >>> entry_regex("stokk~e,1")
    Traceback (most recent call last):
    ...
    ValueError: the endings after '~' must be letters separated by commas, not 'e,1'
    """
    if STEM_MARK not in entry:
        return entry
    stem, _, endings = entry.rpartition(STEM_MARK)
    if not stem:
        raise ValueError(f"{entry!r} has no stem before {STEM_MARK!r}")
    if not endings:
        return rf"(?:{stem})\w*"
    if not _ENDINGS.fullmatch(endings):
        raise ValueError(
            f"the endings after {STEM_MARK!r} must be letters separated by commas, not {endings!r}")
    # the longest ending first, so that a shorter one never stops the match early
    ordered = sorted({e for e in endings.split(",") if e}, key=lambda e: (-len(e), e))
    return f"(?:{stem})(?:{'|'.join(re.escape(e) for e in ordered)})?"


def compile_entry(entry: str) -> re.Pattern[str]:
    """One ``forbidden`` entry as a case-insensitive whole-word pattern.

    >>> [m.group(0) for m in compile_entry("stokk~").finditer("Stokk, stokket; bestokk, stok")]
    ['Stokk', 'stokket']
    >>> [m.group(0) for m in compile_entry("stein~en,er").finditer("steinen steinbit Steiner")]
    ['steinen', 'Steiner']
    """
    return re.compile(rf"\b(?:{entry_regex(entry)})\b", re.IGNORECASE)


def split_alternatives(forbidden: str) -> list[str]:
    """The top-level ``|``-separated patterns; a ``|`` inside (...) or [...] belongs to its pattern.

    >>> split_alternatives("Match|(hat|haben) gewonnen|[|]x")
    ['Match', '(hat|haben) gewonnen', '[|]x']
    """
    parts, depth, current, in_class, escaped = [], 0, "", False, False
    for char in forbidden:
        if escaped:
            current, escaped = current + char, False
            continue
        if char == "\\":
            current, escaped = current + char, True
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(current)
            current = ""
            continue
        current += char
    parts.append(current)
    return parts

def path_of(lang: str) -> Path:
    return GLOSSARY_DIR / f"{lang}.tsv"


def parse(text: str, name: str = "glossary") -> list[Row]:
    """Read one glossary; raise :class:`GlossaryError` naming the line of anything wrong."""
    rows: list[Row] = []
    lines = text.splitlines()
    body = [(n, line) for n, line in enumerate(lines, 1) if line.strip() and not line.startswith("#")]
    if not body or tuple(body[0][1].split("\t")) != HEADER:
        raise GlossaryError(f"{name}: the first line must be the header {chr(9).join(HEADER)!r}")
    seen: dict[str, int] = {}
    for number, line in body[1:]:
        cells = line.split("\t")
        if not 3 <= len(cells) <= len(HEADER):
            raise GlossaryError(f"{name}:{number}: {len(cells)} columns, not {len(HEADER)} (tab-separated)")
        cells += [""] * (len(HEADER) - len(cells))  # empty "forbidden" and "note" may be left off
        concept, term, source, forbidden, note = (cell.strip() for cell in cells)
        if not concept or not term or not source:
            raise GlossaryError(f"{name}:{number}: concept, term and source must not be empty")
        if concept.lower() in seen:
            first = seen[concept.lower()]
            raise GlossaryError(f"{name}:{number}: the concept {concept!r} is already on line {first}")
        seen[concept.lower()] = number
        patterns = tuple(p.strip() for p in split_alternatives(forbidden) if p.strip())
        for pattern in patterns:
            try:
                compile_entry(pattern)
            except re.error as exc:
                raise GlossaryError(
                    f"{name}:{number}: {pattern!r} is not a regular expression ({exc})") from exc
            except ValueError as exc:
                raise GlossaryError(f"{name}:{number}: {exc}") from exc
        row = Row(concept, term, source, patterns, note, number)
        for compiled in row.patterns():
            if compiled.search(term):
                raise GlossaryError(
                    f"{name}:{number}: {compiled.pattern!r} forbids the term itself ({term!r})")
        rows.append(row)
    return rows


def load(lang: str) -> list[Row]:
    path = path_of(lang)
    return parse(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))


def concepts(rows: list[Row]) -> set[str]:
    """The concepts a glossary names (a row "hand/round" names both "hand" and "round")."""
    return {part.strip().lower() for row in rows for part in re.split(r"[/,]", row.concept)}


def present() -> list[str]:
    """The languages that have a glossary file."""
    return [lang for lang in LANGUAGES if path_of(lang).exists()]


def find(rows: list[Row], text: str, where: str) -> Iterator[Offence]:
    """Every forbidden word of ``rows`` in ``text``."""
    for row in rows:
        for pattern in row.patterns():
            for match in pattern.finditer(text):
                start, end = max(0, match.start() - 40), min(len(text), match.end() + 40)
                context = " ".join(text[start:end].split())
                yield Offence(where, match.group(0), row.concept, context)


# ---------------------------------------------------------------- the texts of a language

def catalog_texts(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every msgstr of the language's catalogs (every plural form)."""
    from babel.messages.pofile import read_po

    for path in (ROOT / "translations" / f"{lang}.po", ROOT / "translations" / "tutorials" / f"{lang}.po"):
        if not path.exists():
            continue
        with path.open("rb") as file:
            for message in read_po(file):
                if not message.id:
                    continue
                msgid = message.id[0] if isinstance(message.id, tuple) else message.id
                forms = message.string if isinstance(message.string, tuple) else (message.string,)
                for form in forms:  # argparse's fields (%(matches)s) are names, not words a reader sees
                    yield f"{path.relative_to(ROOT)} {msgid}", re.sub(r"%\(\w+\)[sr]", "", str(form))


_SKIPPED = {"script", "style", "code", "pre", "kbd", "samp"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_SPOKEN = ("title", "aria-label", "alt", "placeholder")
# The theme's configuration for its scripts (Material's <script id="__config">): its
# "translations" are texts a reader sees (search, copying code).
_THEME_CONFIG = "__config"
# Tags inside a run of text: their text is part of the sentence around them.
_INLINE = {"a", "abbr", "b", "bdi", "cite", "em", "i", "mark", "q", "s", "small", "span", "strong",
           "sub", "sup", "time", "u", "br", "wbr", "img", "code", "kbd", "samp"}


class _Visible(HTMLParser):
    """Collects (part, text) for the text a reader of one page sees or hears."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[tuple[str, str]] = []
        self.stack: list[str] = []
        self.skipping = 0
        self.json_block: str | None = None
        self.json_text: list[str] = []
        self.run: list[str] = []  # the text of the current block, across inline tags
        self.run_tag = "page"

    def flush(self) -> None:
        text = "".join(self.run)
        if text.strip():
            self.parts.append((f"text of <{self.run_tag}>", text))
        self.run = []

    def block(self) -> str:
        return next((t for t in reversed(self.stack) if t not in _INLINE), "page")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {k: v or "" for k, v in attrs}
        if tag == "meta" and values.get("name") == "description":
            self.parts.append(("the page's description", values.get("content", "")))
        for name in _SPOKEN:
            if values.get(name) and not self.skipping:
                self.parts.append((f"{name} of <{tag}>", values[name]))
        if tag not in _INLINE:
            self.flush()
        if tag in _VOID:
            return
        self.stack.append(tag)
        self.run_tag = self.block()
        if tag == "script" and values.get("type") == "application/json" \
                and values.get("class", "").endswith("__strings"):
            self.json_block = values["class"]
            self.json_text = []
        elif tag == "script" and values.get("id") == _THEME_CONFIG:
            self.json_block = _THEME_CONFIG
            self.json_text = []
        elif tag in _SKIPPED:
            self.skipping += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in _VOID or tag not in self.stack:
            return
        if tag not in _INLINE:
            self.flush()
        while self.stack:
            open_tag = self.stack.pop()
            if open_tag == "script" and self.json_block is not None:
                self._json("".join(self.json_text))
                self.json_block = None
            elif open_tag in _SKIPPED:
                self.skipping -= 1
            if open_tag == tag:
                break
        self.run_tag = self.block()

    def handle_data(self, data: str) -> None:
        if self.json_block is not None:
            self.json_text.append(data)
        elif not self.skipping:
            self.run.append(data)

    def _json(self, text: str) -> None:
        def walk(value: object, key: str) -> None:
            if isinstance(value, str):
                self.parts.append((f"{self.json_block} {key}", value))
            elif isinstance(value, dict):
                for k, v in value.items():
                    if k != "count":  # the name of a plural text's counting parameter
                        walk(v, key if k in ("one", "other") else k)
            elif isinstance(value, list):
                for item in value:
                    walk(item, key)

        value = json.loads(text)
        if self.json_block == _THEME_CONFIG:  # the theme's own texts for its scripts
            value = value.get("translations", {}) if isinstance(value, dict) else {}
            self.json_block = "the theme's strings"
        walk(value, "")


def visible_texts(html_text: str) -> list[tuple[str, str]]:
    """(part, text) for everything a reader of a built page sees or hears (see the module doc).

    >>> visible_texts('<p title="Hi">One <code>pass</code> <b>two</b></p><script>x="låst"</script>')
    [('title of <p>', 'Hi'), ('text of <p>', 'One  two')]
    """
    parser = _Visible()
    parser.feed(html_text)
    parser.close()
    parser.flush()
    return parser.parts


def pages(site: Path, lang: str) -> list[Path]:
    """The built pages of one language (the default language's are the ones outside <lang>/)."""
    if lang != DEFAULT_LANG:
        return sorted((site / lang).rglob("*.html"))
    others = {site / other for other in LANGUAGES if other != DEFAULT_LANG}
    return sorted(p for p in site.rglob("*.html") if not any(o in p.parents for o in others))


def page_texts(site: Path, lang: str) -> Iterator[tuple[str, str]]:
    for path in pages(site, lang):
        for part, text in visible_texts(path.read_text(encoding="utf-8")):
            yield f"{path.relative_to(site)} ({part})", text


def offences(lang: str, site: Path | None = None) -> list[Offence]:
    """Every forbidden word of the language's glossary in its catalogs and (given) built pages."""
    rows = load(lang)
    texts = list(catalog_texts(lang))
    if site is not None:
        texts += list(page_texts(site, lang))
    return [offence for where, text in texts for offence in find(rows, text, where)]


def main(argv: list[str]) -> int:
    if not argv or argv[0] != "check" or len(argv) > 2:
        print("usage: glossary.py check [SITE_DIR]", file=sys.stderr)
        return 2
    site = Path(argv[1]) if len(argv) == 2 else None
    found = 0
    for lang in present():
        try:
            for offence in offences(lang, site):
                print(f"{lang}: {offence}")
                found += 1
        except GlossaryError as exc:
            print(exc, file=sys.stderr)
            return 2
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
