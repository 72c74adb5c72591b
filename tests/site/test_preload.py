"""Every script a page runs is asked for from the top of <head> (hooks/preload.py), so that the
page does not fetch them one round trip after the other."""

from __future__ import annotations

import doctest
import re

import preload
import pytest

SCRIPT = re.compile(r"<script\b([^>]*)>")
SRC = re.compile(r'\ssrc="([^"]+)"')
LINK = re.compile(r'<link rel="(preload" as="script|modulepreload)" href="([^"]+)">')


def test_the_examples_in_the_module_hold():
    failed, tried = doctest.testmod(preload)
    assert tried > 0
    assert failed == 0


@pytest.mark.parametrize("page", ["rules/block/index.html", "sv/score/index.html", "de/settle/index.html",
                                  "nb/index.html"])
def test_each_script_of_the_body_and_each_chunk_a_block_imports_is_asked_for_in_the_head(site, page):
    html = (site / page).read_text(encoding="utf-8")
    head, body = html.split("<body", 1)
    asked = [(kind, href) for kind, href in LINK.findall(head)]
    hrefs = [href for _, href in asked]
    assert len(hrefs) == len(set(hrefs)), "a script asked for twice"
    for attrs in SCRIPT.findall(body):
        src = SRC.search(attrs)
        if src is None:
            continue
        kind = "modulepreload" if 'type="module"' in attrs else 'preload" as="script'
        assert (kind, src.group(1)) in asked, src.group(1)
    # a block's module and the chunks it imports (found only once it has arrived, else)
    sources = [(attrs, SRC.search(attrs)) for attrs in SCRIPT.findall(body)]
    modules = [src.group(1) for attrs, src in sources
               if src is not None and 'type="module"' in attrs and "/assets/js/" in src.group(1)]
    assert modules, "the page runs a block"
    for module in modules:
        text = (site / page).parent.joinpath(module).resolve().read_text(encoding="utf-8")
        for chunk in re.findall(r'from"\./(chunk-[A-Z0-9]+\.js)"', text):
            assert any(href.endswith("/" + chunk) for href in hrefs), (module, chunk)
    # before the page's styles, and after warm.js, which a return visit needs first
    first_classic = head.index(next(href for kind, href in asked if kind != "modulepreload"))
    assert first_classic < head.index('rel="stylesheet"')
    if "data-domino-warm" in head:
        assert head.index("data-domino-warm") < first_classic
