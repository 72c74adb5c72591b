"""Serve the built site on this machine, as `make serve` does (standard library only).

    python tools/serve.py [--port 8000] [--bind 127.0.0.1] [DIRECTORY]   # DIRECTORY: site/

Like ``python -m http.server``, with two differences that make it behave like the real
host: an address with no page gets the site's own 404 page with status 404 (the page of
the language the address starts with, ``/sv/nope`` -> ``sv/404.html``; the default
language's ``404.html`` otherwise), and folders are never listed (a folder without an
``index.html`` is a 404 too).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import io
import os
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

from dominosite import DEFAULT_LANG, LANGS

# the languages with a folder of their own; the default one is at the root
FOLDERS = tuple(lang for lang in LANGS if lang != DEFAULT_LANG)


def not_found_page(site: Path, path: str) -> Path | None:
    """The 404 page for the address ``path``: the language's own, else the default one."""
    first = unquote(urlsplit(path).path).lstrip("/").split("/", 1)[0]
    for candidate in ([site / first / "404.html"] if first in FOLDERS else []) + [site / "404.html"]:
        if candidate.is_file():
            return candidate
    return None


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files from ``directory``; a missing page gets the site's 404 page."""

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = not_found_page(Path(self.directory), self.path) if code == 404 else None
        if page is None:
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(404, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def list_directory(self, path: str | os.PathLike[str]) -> io.BytesIO | None:
        self.send_error(404, "No such page")
        return None


def make_server(directory: Path, bind: str = "127.0.0.1",
                port: int = 8000) -> http.server.ThreadingHTTPServer:
    """A server for ``directory`` (port 0 picks a free port); call ``serve_forever()`` on it."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    return http.server.ThreadingHTTPServer((bind, port), handler)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site, with its own 404 pages.")
    parser.add_argument("directory", nargs="?", default="site", help="the built site (default: site)")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
    args = parser.parse_args(argv)
    site = Path(args.directory)
    if not (site / "index.html").is_file():
        print(f"serve: {site} is not a built site (no index.html); run `make site` first", file=sys.stderr)
        return 2
    try:
        server = make_server(site, args.bind, args.port)
    except OSError as exc:
        print(f"serve: cannot listen on {args.bind}:{args.port}: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"Serving {site} at http://{args.bind}:{server.server_address[1]}/ (Ctrl-C stops)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
