"""The site served as in production: Debian's nginx with the deploy recipe (deploy/site.conf.in).

nginx runs in the foreground with its own prefix, pid file and temporary folders in a
temporary folder, on a free port (deploy/nginx_run.py), and is stopped at the end. The
headers are checked against the built files and hooks/tidy.py's policy; then a page is
used through it in Chromium.
"""

from __future__ import annotations

import gzip
import re
import socket
import ssl
import urllib.error
import urllib.request

import brotli
import nginx_run
import pytest
from _browserkit import START_TIMEOUT_MS, assert_all_local
from _sitekit import LANGS, lang_prefix, manifest
from tidy import CSP

YEAR = "public, max-age=31536000, immutable"


@pytest.fixture(scope="module")
def nginx(site):
    try:
        with nginx_run.running(site) as base:
            yield base
    except nginx_run.NginxError as exc:
        pytest.fail(str(exc), pytrace=False)


def get(url: str, encoding: str | None = None) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": encoding} if encoding else {})
    try:
        with urllib.request.urlopen(request, timeout=60) as reply:
            return reply.status, {k.lower(): v for k, v in reply.headers.items()}, reply.read()
    except urllib.error.HTTPError as err:
        return err.code, {k.lower(): v for k, v in err.headers.items()}, err.read()


def decoded(headers: dict[str, str], body: bytes) -> bytes:
    coding = headers.get("content-encoding")
    if coding == "br":
        return bytes(brotli.decompress(body))
    if coding == "gzip":
        return gzip.decompress(body)
    assert coding is None, coding
    return body


@pytest.mark.parametrize(("encoding", "expected"), [("br, gzip", "br"), ("gzip", "gzip"), (None, None)])
def test_pages_are_sent_precompressed_as_the_browser_accepts_with_the_policy_and_revalidation(
        nginx, site, encoding, expected):
    status, headers, body = get(nginx, encoding)
    assert status == 200
    assert headers.get("content-encoding") == expected
    assert decoded(headers, body) == (site / "index.html").read_bytes()
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert headers["cache-control"] == "no-cache"
    assert "etag" in headers or "last-modified" in headers  # what a revalidation asks with
    assert headers["content-security-policy"] == f"{CSP}; frame-ancestors 'none'"
    assert f'<meta http-equiv="Content-Security-Policy" content="{CSP}">' in decoded(headers, body).decode()
    if encoding:
        assert "Accept-Encoding" in headers["vary"]


def test_the_runtime_the_engine_and_the_snapshot_are_kept_a_year_with_their_types(nginx, site):
    m = manifest(site)
    expect = {
        m["pyodide"] + "pyodide.asm.wasm": "application/wasm",
        m["pyodide"] + "pyodide.mjs": "text/javascript",
        m["stdlib"]: "application/zip",
        m["snapshot"]: "application/octet-stream",
        m["engine"]: "application/zip",
    }
    bundle = next((site / "assets" / "javascripts").glob("bundle.*.min.js")).relative_to(site).as_posix()
    expect[bundle] = "application/javascript"
    for path, content_type in expect.items():
        status, headers, body = get(nginx + path, "br, gzip")
        assert status == 200, path
        assert headers["content-type"].split(";")[0] == content_type, path
        assert headers["cache-control"] == YEAR, path
        assert decoded(headers, body) == (site / path).read_bytes(), path
    # the big ones travel compressed
    for path in (m["pyodide"] + "pyodide.asm.wasm", m["stdlib"], m["snapshot"]):
        _, headers, body = get(nginx + path, "br, gzip")
        assert headers.get("content-encoding") == "br", path
        assert len(body) < (site / path).stat().st_size / 2, path


def test_unversioned_scripts_are_revalidated_and_modules_are_javascript(nginx):
    for path in ("assets/js/play.js", "assets/js/python.mjs", "sw.js"):
        status, headers, _ = get(nginx + path, "gzip")
        assert status == 200, path
        assert headers["cache-control"] == "no-cache", path
        assert headers["content-type"].split(";")[0] in ("application/javascript", "text/javascript"), path


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_page_gets_the_404_page_of_its_language(nginx, site, lang):
    status, headers, body = get(f"{nginx}{lang_prefix(lang)}no-such-page/", "gzip")
    assert status == 404
    page = decoded(headers, body)
    assert page == (site / lang_prefix(lang) / "404.html").read_bytes()
    assert re.search(rf'<html lang="{lang}"', page.decode())


def test_a_board_answers_through_nginx_from_the_snapshot(nginx, browser):
    """(?snapshot=site: from the snapshot at once, as a return visit starts; a first visit starts plain.)"""
    ctx = browser.new_context()
    urls: list[str] = []
    ctx.on("request", lambda r: urls.append(r.url))
    page = ctx.new_page()
    page.goto(f"{nginx}de/rules/block/?seed=3&snapshot=site")
    page.locator(".domino-play[data-ready] .domino-play__start").click()
    page.wait_for_selector(".domino-play__tile.is-legal:not(:disabled)", timeout=START_TIMEOUT_MS)
    assert page.evaluate("() => document.documentElement.dataset.dominoStart") == "snapshot"
    version = page.evaluate("() => Number(document.querySelector('.domino-play').dataset.version)")
    page.locator(".domino-play__tile.is-legal:not(:disabled)").first.click()
    shown = "Number(document.querySelector('.domino-play').dataset.version)"  # boards drawn so far
    page.wait_for_function(f"() => {shown} > {version}",
                           timeout=START_TIMEOUT_MS)
    ctx.close()
    assert_all_local(urls)


def test_a_folder_without_its_slash_is_redirected_within_the_site(nginx):
    class NoFollow(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    try:
        urllib.request.build_opener(NoFollow).open(f"{nginx}sv/rules/block", timeout=60)
        status, location = 200, None
    except urllib.error.HTTPError as err:
        status, location = err.code, err.headers["Location"]
    assert (status, location) == (301, "/sv/rules/block/")


def test_over_https_the_recipe_speaks_http2_with_the_same_pages(site):
    # the phone bench's default (bench/phone_visit.py --protocol h2): a host's HTTPS and HTTP/2
    with nginx_run.running(site, tls=True) as base:
        assert base.startswith("https://127.0.0.1:")
        host, port = base.removeprefix("https://").rstrip("/").split(":")
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE  # the bench's own certificate, made for this run
        context.set_alpn_protocols(["h2", "http/1.1"])
        with socket.create_connection((host, int(port)), timeout=60) as raw, \
                context.wrap_socket(raw, server_hostname=host) as tls:
            assert tls.selected_alpn_protocol() == "h2"
            assert tls.version() == "TLSv1.3"
        context.set_alpn_protocols(["http/1.1"])  # what urllib speaks
        request = urllib.request.Request(base + "sv/", headers={"Accept-Encoding": "br"})
        with urllib.request.urlopen(request, timeout=60, context=context) as reply:
            body = decoded({k.lower(): v for k, v in reply.headers.items()}, reply.read())
        assert body == (site / "sv" / "index.html").read_bytes()
