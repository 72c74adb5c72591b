"""The build's embedded data of the settler and the table sheet has its contract's shape.

Each block reads what the build gave it through ``embedded<T>()`` (browser/src/ui/dom.ts) as its
contract type; the play block, the score pad and the tutorials have their check (test_boards.py,
test_scorepad.py, test_tutorial_model.py), and these two are checked here, in the built pages of
every language (code review 6, item 7). Expected values by hand: RULES.md seats two to five
players (R-draw-100-players: up to five), teams only at four, and the double-six set has 28 tiles.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from _sitekit import LANGS, lang_prefix
from dominorules.contract import ContractError, EmbeddedSettler, EmbeddedTable, check


def script(site: Path, page: str, lang: str, css_class: str) -> Any:
    """The JSON of the ``<script type="application/json" class="css_class">`` in a built page."""
    html = (site / lang_prefix(lang) / page / "index.html").read_text(encoding="utf-8")
    found = re.search(rf'<script type="application/json" class="{css_class}">(.*?)</script>', html, re.S)
    assert found, f"{lang} {page}: no {css_class}"
    return json.loads(found.group(1).replace("<\\/", "</"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_settlers_embedded_data_is_an_embedded_settler(site, lang):
    data = script(site, "settle", lang, "domino-settler__rules")
    check(data, EmbeddedSettler)
    assert data["players"] == [2, 3, 4, 5]
    assert data["team_players"] == [4]
    assert len(data["tiles"]) == 28
    assert {"0-0", "6-6"} <= set(data["tiles"])
    # the check is real: the same data without the custom rules' fields is refused
    with pytest.raises(ContractError):
        check({k: v for k, v in data.items() if k != "schema"}, EmbeddedSettler)


@pytest.mark.parametrize("lang", LANGS)
def test_the_table_sheets_embedded_data_is_an_embedded_table(site, lang):
    data = script(site, "table", lang, "domino-table__data")
    check(data, EmbeddedTable)
    assert [code for code, _ in data["languages"]] == ["en", "sv", "de", "nb"]
    assert set(data["sheet"]) == {"en", "sv", "de", "nb"}
    assert max(p["max_players"] for p in data["presets"]) == 5
    # the check is real: a language by a code the contract does not know is refused
    with pytest.raises(ContractError):
        check({**data, "languages": [["fr", "Français"]]}, EmbeddedTable)
