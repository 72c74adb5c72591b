"""Data for the browser code, embedded in a page.

A ``<script type="application/json">`` block is never run by the browser (and so needs no
exception in the page's policy); ``<`` is escaped so that no text in it can close the block.
"""

from __future__ import annotations

import html
import json


def html_attributes(attrs: dict[str, str]) -> str:
    """``name="value"`` pairs for an element's opening tag, every value escaped.

    >>> html_attributes({"class": "domino-play", "data-seed": '3"><b>'})
    'class="domino-play" data-seed="3&quot;&gt;&lt;b&gt;"'
    """
    return " ".join(f'{name}="{html.escape(value)}"' for name, value in attrs.items())


def json_script(class_name: str, data: object) -> str:
    """``data`` as a JSON block with the class the browser code looks for."""
    text = json.dumps(data, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
    return f'<script type="application/json" class="{class_name}">{text}</script>'
