"""MkDocs hook: turn ```domino-board and ```domino-play blocks into HTML at build time.

```domino-board   -> an inline SVG figure drawn by dominosite/svg.py (no JavaScript needed)
    line: 5-6 6-6 6-3          oriented tiles, left to right
    hand: 5-5 2-0              one hand, face up
    hands: 5-5 2-0 | 6-1 0-0   several hands ("Player 1", "Player 2", ... in the page's language)
    boneyard: 14               face-down tiles
    caption: One sentence.     the figure's caption and accessible name (required)

```domino-play    -> the "deal and play" board (browser/src/blocks/play/ brings it to life)
    rules: block               a preset id of the engine
    players: 2
    seed: 7                    optional: a fixed deal

```domino-tutorial -> one tutorial of tutorials/ (dominosite/tutorial_html.py; tutorial.js)
    id: draw-pips-source-004

```domino-tutorials -> every tutorial of one rule system (or "disputes"), examples first
    system: block

```domino-practice -> the list of all tutorials by rule system and difficulty, solved ones marked

```domino-settler  -> the dispute settler (dominosite/settler_html.py; settler.js)

```domino-scorepad -> the score pad (dominosite/scorepad_html.py; scorepad.js)
```domino-table    -> our table's rules (dominosite/table_html.py; table.js)

```domino-offline  -> keep the reader's language for offline use (dominosite/offline_html.py; offline.js)

A page with a block that runs the engine also gets, in its ``<head>``, an early script
(docs/assets/js/warm.js) that starts Python on a return visit while the page still loads.

The page's language is the first folder of its path (docs/sv/... -> sv). Bad data
fails the build with a message naming the page and the bad value.
"""

from __future__ import annotations

import html
import os
import re
from pathlib import Path, PurePosixPath

from dominorules import PRESETS, bridge
from dominorules.contract import EmbeddedBoard
from dominosite import DEFAULT_LANG, LANGS, bundle, fences, packing
from dominosite.data import html_attributes, json_script
from dominosite.i18n import PLAY_IDS, MissingTranslation, translate, translator
from dominosite.mypuzzles_html import render_mypuzzles
from dominosite.offline_html import render_offline
from dominosite.scorepad_html import render_scorepad
from dominosite.settler_html import render_settler
from dominosite.svg import SPRITE_FILE, render_board, sprite, whole_set
from dominosite.table_html import render_table
from dominosite.tiles import BoardError, parse_board, parse_fields
from dominosite.tutorial_html import SYSTEM_ORDER, ordered, render_practice, render_tutorial
from dominosite.tutorials import Entry, TutorialFileError, load_all
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

REPO = Path(__file__).resolve().parent.parent
_replacements: dict[str, dict[str, str]] = {}


def _root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path).resolve().parent


def page_lang(src_uri: str) -> str:
    first = PurePosixPath(src_uri).parts[0]
    return first if first in LANGS else DEFAULT_LANG


def root_prefix(page_url: str) -> str:
    """Relative path from a page's URL to the site root ("" -> "./", "sv/rules/x/" -> "../../../")."""
    depth = page_url.count("/")
    return "../" * depth if depth else "./"


def _parse_play(body: str) -> dict[str, str]:
    values = parse_fields(body, ("rules", "players", "seed"))
    rules = values.get("rules", "")
    if rules not in PRESETS:
        raise BoardError(f"unknown rules {rules!r} (presets: {', '.join(PRESETS)})")
    lo, hi = PRESETS[rules].min_players, PRESETS[rules].max_players
    players = values.get("players", str(lo))
    if not players.isdigit() or not lo <= int(players) <= hi:
        raise BoardError(f"bad players {players!r} for {rules} (allowed: {lo}-{hi})")
    if "seed" in values and not values["seed"].isdigit():
        raise BoardError(f"bad seed {values['seed']!r} (expected a whole number)")
    values["players"] = players
    return values


def render_play(values: dict[str, str], lang: str, root: str, pack: packing.Pack) -> str:
    tr = translator(lang)
    strings = {msgid: tr.script(msgid) for msgid in PLAY_IDS}
    attrs = {
        "class": "domino-play",
        "data-rules": values["rules"],
        "data-players": values["players"],
        "data-lang": lang,
        **pack.block_data(root),
    }
    if "seed" in values:
        attrs["data-seed"] = values["seed"]
    # partners play (the engine's teams for these rules and players): said before the start
    teams = bridge.handle({"op": "rules", "rules": values["rules"], "players": int(values["players"])})
    rules = PRESETS[values["rules"]]
    data: EmbeddedBoard = {
        "partners": bool(teams.get("ok") and teams.get("teams")),
        # a match to a score (match.ts may lower it: ?target=N)
        "target": rules.target_for(int(values["players"])) if rules.target_points else None,
    }
    attr_text = html_attributes(attrs)
    e = html.escape
    return (
        f"<div {attr_text}>"
        + json_script("domino-play__strings", strings)
        + json_script("domino-play__data", data)
        + f'<p class="domino-play__intro">{e(tr("ui.intro"))}</p>'
        '<div class="domino-play__controls">'
        f'<button type="button" class="md-button md-button--primary domino-play__start" disabled>'
        f"{e(tr('ui.start'))}</button>"
        "</div>"
        '<p class="domino-play__status" role="status" aria-live="polite"></p>'
        '<div class="domino-play__board" hidden></div>'
        f'<noscript><p class="domino-play__noscript">{e(tr("ui.noscript"))}</p></noscript>'
        "</div>"
    )


def _tutorials(config: MkDocsConfig) -> dict[str, Entry]:
    """The tutorials by id; DOMINO_TUTORIALS names another folder (the tests use it)."""
    folder = os.environ.get("DOMINO_TUTORIALS") or _root(config) / "tutorials"
    return load_all(Path(folder))


def render_tutorial_block(block_kind: str, body: str, lang: str, root: str, config: MkDocsConfig) -> str:
    tutorials = _tutorials(config)
    tr = translator(lang)
    if block_kind == "domino-practice":
        if body.strip():
            raise BoardError("a domino-practice block takes no lines")
        return render_practice(tutorials, lang, tr)
    pack = packing.current(_root(config))

    def one(entry: Entry, level: int = 2) -> str:
        return render_tutorial(entry, lang, tr, pack.block_data(root), level)

    if block_kind == "domino-tutorial":
        tutorial_id = parse_fields(body, ("id",)).get("id", "")
        if tutorial_id not in tutorials:
            raise BoardError(f"unknown tutorial {tutorial_id!r} (no tutorials/{tutorial_id}.yaml)")
        return one(tutorials[tutorial_id], level=3)
    system = parse_fields(body, ("system",)).get("system", "")
    if system not in SYSTEM_ORDER:
        raise BoardError(f"unknown system {system!r} (known: {', '.join(SYSTEM_ORDER)})")
    return "".join(one(entry) for entry in ordered(
        x for x in tutorials.values() if x.tutorial.system == system))


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    src = page.file.src_uri
    # The title of the heading anchors (Python-Markdown's toc "permalink_title", one setting for
    # the whole site) in the page's language: MkDocs reads it for each page it renders.
    config.mdx_configs.setdefault("toc", {})["permalink_title"] = translate("ui.link", page_lang(src))
    text, blocks = fences.extract(markdown)
    if not blocks:
        return markdown
    lang = page_lang(src)
    root = root_prefix(page.url)
    out: dict[str, str] = {}
    n_fig = 0
    for block in blocks:
        where = f"docs/{src}, line {block.line}, {block.kind}"
        try:
            if block.kind == "domino-board":
                n_fig += 1
                board = parse_board(block.body)
                out[block.token] = render_board(board, translator(lang), f"dm-fig-{n_fig}")
            elif block.kind == "domino-settler":
                pack = packing.current(_root(config))
                out[block.token] = render_settler(lang, translator(lang), pack.block_data(root))
            elif block.kind == "domino-scorepad":
                pack = packing.current(_root(config))
                out[block.token] = render_scorepad(lang, translator(lang), pack.block_data(root))
            elif block.kind == "domino-table":
                pack = packing.current(_root(config))
                out[block.token] = render_table(lang, translator(lang), pack.block_data(root))
            elif block.kind == "domino-mypuzzles":
                pack = packing.current(_root(config))
                out[block.token] = render_mypuzzles(lang, translator(lang), pack.block_data(root))
            elif block.kind == "domino-offline":
                out[block.token] = render_offline(translator(lang))
            elif block.kind == "domino-play":
                pack = packing.current(_root(config))
                out[block.token] = render_play(_parse_play(block.body), lang, root, pack)
            else:
                out[block.token] = render_tutorial_block(block.kind, block.body, lang, root, config)
        except (BoardError, MissingTranslation, packing.PackError, TutorialFileError) as exc:
            raise PluginError(f"{where}: {exc}") from None
    _replacements[src] = out
    return text


def on_page_content(html_text: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    out = _replacements.pop(page.file.src_uri, None)
    if not out:
        return html_text
    html_text, missing = fences.substitute(html_text, out)
    if missing:
        raise PluginError(f"docs/{page.file.src_uri}: could not place blocks {missing}")
    return add_skip_link(html_text, page_lang(page.file.src_uri))


_H1_END = re.compile(r"</h1>")


def add_skip_link(html_text: str, lang: str) -> str:
    """A page with a play board gets a link to it right under its title, so that the board is a
    few key presses away (Material's "Skip to content", the title's anchor, this link) rather
    than behind every link of the page."""
    if 'class="domino-play"' not in html_text:
        return html_text
    html_text = html_text.replace('<div class="domino-play"', '<div id="board" class="domino-play"', 1)
    link = (f'<p class="domino-skip"><a href="#board">{html.escape(translate("ui.skip_to_board", lang))}'
            "</a></p>")
    html_text, found = _H1_END.subn("</h1>" + link, html_text, count=1)
    return html_text if found else link + html_text


_ENGINE_BLOCK = re.compile(
    r'<[a-z]+[^>]*\sdata-root="(?P<root>[^"]*)"[^>]*\sdata-engine="(?P<engine>[^"]*)"'
    r'[^>]*\sdata-pyodide="(?P<pyodide>[^"]*)"[^>]*\sdata-stdlib="(?P<stdlib>[^"]*)"'
    r'[^>]*\sdata-start-bytes="(?P<bytes>[0-9]*)"')
_HEAD_END = re.compile(r"</head>", re.IGNORECASE)
_CHARSET = re.compile(r"<meta charset=[^>]*>", re.IGNORECASE)


def warm_early(output: str, prefix: str, root: Path = REPO) -> str:
    """On a page with a block that runs the engine, an ``async`` module early in ``<head>``
    (assets/js/warm.js) with the block's engine and runtime, so that a return visit starts
    Python while Material and the page are still loading, not once the blocks are set up.
    The values are the block's own, already escaped; a page without such a block is unchanged.
    ``root`` is the checkout whose bundle the page uses (the repository; a test's copy).
    """
    block = _ENGINE_BLOCK.search(output)
    if not block:
        return output
    preload = "".join(f'<link rel="modulepreload" href="{prefix}assets/js/{name}">\n'
                      for name in bundle.warm_imports(root))  # what warm.js imports, at once
    tag = (f'<script type="module" async src="{prefix}assets/js/warm.js" data-domino-warm'
           f' data-root="{block["root"]}" data-engine="{block["engine"]}"'
           f' data-pyodide="{block["pyodide"]}" data-stdlib="{block["stdlib"]}"'
           f' data-start-bytes="{block["bytes"]}"></script>\n')
    tag = preload + tag
    charset = _CHARSET.search(output)  # as early as it can be: the sooner fetched, the sooner run
    if charset:
        return output[:charset.end()] + "\n" + tag + output[charset.end():]
    return _HEAD_END.sub(lambda _: tag + "</head>", output, count=1)


# the largest set of any system: the page scripts draw its tiles
SCRIPT_MAX_PIP = max(rules.max_pip for rules in PRESETS.values())


_TILES_META = '<meta name="domino-tiles" content="{url}">'


def with_sprite(output: str, prefix: str) -> str:
    """On a page with a block that runs the engine, the address of the site's sprite
    (dominosite/svg.py, one file for the whole site), from which its scripts draw tiles, in
    ``<meta name="domino-tiles">``; a page's figures draw their own."""
    if _ENGINE_BLOCK.search(output):
        tag = _TILES_META.format(url=prefix + SPRITE_FILE)
        output = _HEAD_END.sub(lambda _: tag + "</head>", output, count=1)
    return output


def write_sprite(site_dir: str) -> Path:
    """The site's sprite: the whole set the scripts may draw, both ways."""
    path = Path(site_dir) / SPRITE_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(sprite(whole_set(SCRIPT_MAX_PIP)), encoding="utf-8")
    return path


# Each block's script (browser/src/blocks/*, bundled into assets/js/), by the class of its root.
BLOCK_SCRIPTS = (("domino-play", "play.js"), ("domino-tutorial", "tutorial.js"),
                 ("domino-practice", "tutorial.js"), ("domino-settler", "settler.js"),
                 ("domino-scorepad", "scorepad.js"), ("domino-table", "table.js"),
                 ("domino-mypuzzles", "mypuzzles.js"))
_BODY_END = re.compile(r"</body>", re.IGNORECASE)


def block_scripts(output: str, prefix: str) -> str:
    """The scripts of the blocks this page has, and no others, at the end of ``<body>`` (a page
    of text loads none of them: less for the browser to fetch, parse and run)."""
    names = dict.fromkeys(name for marker, name in BLOCK_SCRIPTS if f'class="{marker}' in output)
    if not names:
        return output
    tags = "".join(f'<script src="{prefix}assets/js/{name}" type="module"></script>\n' for name in names)
    return _BODY_END.sub(lambda _: tags + "</body>", output, count=1)


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    prefix = "../" * page.url.count("/")
    return with_sprite(block_scripts(warm_early(output, prefix), prefix), prefix)


def on_post_build(config: MkDocsConfig) -> None:
    write_sprite(config.site_dir)
