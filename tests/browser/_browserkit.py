"""Helpers shared by the browser tests that are not fixtures (those are in conftest.py)."""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

START_TIMEOUT_MS = 90_000
STEP_TIMEOUT_MS = 15_000


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """``folder`` served by http.server on a free port of 127.0.0.1: its address."""
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def assert_all_local(urls: list[str]) -> None:
    bad = []
    for url in urls:
        parts = urlsplit(url)
        if parts.scheme in ("http", "https", "ws", "wss"):
            if parts.hostname != "127.0.0.1":
                bad.append(url)
        elif parts.scheme not in ("data", "blob", "about"):
            bad.append(url)
    assert not bad, f"requests that left 127.0.0.1: {bad}"


def sent(move: dict[str, Any]) -> dict[str, Any]:
    """A move of a reply's ``legal`` as the page sends it back: ``kind``, ``tile`` and ``end``
    (the request's ``MoveJSON``, which the bridge's door checks; the words stay behind)."""
    return {key: move[key] for key in ("kind", "tile", "end")}
