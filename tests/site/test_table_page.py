"""Our table's rules in the built site (docs/<lang>/table.md, hooks/dominosite/table_html.py).

The page is in the nav after the score pad in every language, carries its block with its labels
in the page's language and the sheet's words in every language, and its script bundles the QR
code library (pinned) so that nothing comes from another host.
"""

from __future__ import annotations

import json
import re

import pytest
from _sitekit import LANGS, REPO, lang_prefix, nav_pages
from dominorules.words.i18n import translate
from dominosite.table_html import SHEET_IDS, TABLE_IDS

BLOCK = re.compile(r'<div class="domino-table" data-lang="(\w+)" data-root="([^"]*)"')
DATA = re.compile(r'<script type="application/json" class="domino-table__(strings|data)">(.*?)</script>',
                  re.S)
NAV_TITLE = {"en": "Our table's rules", "sv": "Våra regler vid bordet", "de": "Unsere Tischregeln",
             "nb": "Våre regler ved bordet"}


def test_the_page_follows_the_score_pad_in_the_nav():
    pages = nav_pages()
    assert pages.index("table.md") == pages.index("score.md") + 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_carries_its_block_in_its_language(site, lang):
    html = (site / lang_prefix(lang) / "table" / "index.html").read_text(encoding="utf-8")
    block = BLOCK.search(html)
    assert block
    assert block.group(1) == lang
    data = {kind: json.loads(text.replace("<\\/", "</")) for kind, text in DATA.findall(html)}
    strings = data["strings"]
    for msgid in TABLE_IDS:
        said = strings[msgid]
        if isinstance(said, dict):  # a text with a count: both forms, the general one as translate says it
            assert said["other"] == translate(msgid, lang), msgid
            assert said["one"], msgid
            assert said["count"], msgid
        else:
            assert said == translate(msgid, lang), msgid
    # the sheet's own words in every language (a sheet can be printed in another one)
    assert set(data["data"]["sheet"]) == set(LANGS)
    for other in LANGS:
        for msgid in SHEET_IDS:
            assert data["data"]["sheet"][other][msgid] == translate(msgid, other)
    assert [code for code, _ in data["data"]["languages"]] == list(LANGS)
    # every preset, with the players its rules allow
    from dominorules import PRESETS

    assert {p["id"]: (p["min_players"], p["max_players"]) for p in data["data"]["presets"]} == {
        pid: (rules.min_players, rules.max_players) for pid, rules in PRESETS.items()}
    # the nav names the page in the page's language, and the page's script is loaded
    assert re.search(rf">\s*{re.escape(NAV_TITLE[lang])}\s*<", html.replace("&#39;", "'"))
    assert 'src="' + block.group(2) + 'assets/js/table.js"' in html


def test_the_qr_library_is_pinned_and_bundled(site):
    package = json.loads((REPO / "package.json").read_text(encoding="utf-8"))
    version = package["devDependencies"]["qrcode-generator"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", version), "pin it exactly"
    lock = json.loads((REPO / "package-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["node_modules/qrcode-generator"]["version"] == version
    script = (site / "assets" / "js" / "table.js").read_text(encoding="utf-8")
    # the page's script holds the library's code (one of its own messages), and no other host
    assert "code length overflow" in script
    assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", script)
