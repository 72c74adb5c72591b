"""Fixtures of the Pyodide tests: Node, which runs the pinned Pyodide from the built site."""

from __future__ import annotations

from pathlib import Path

import pytest
from _sitekit import NODE


@pytest.fixture(scope="module")
def node_ok() -> str:
    if not Path(NODE).exists():
        pytest.fail("node is missing (/usr/bin/node); the Pyodide runner needs it", pytrace=False)
    return NODE
