"""`make serve` (tools/serve.py): pages as they are, and the site's own 404 page, in the language
the address names, for every address that has no page (folders are never listed)."""

from __future__ import annotations

import subprocess
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from _sitekit import LANGS, REPO, lang_prefix, site_for_tests
from dominosite.i18n import translate
from serve import make_server


@pytest.fixture(scope="module")
def served():
    server = make_server(site_for_tests(), "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def fetch(url: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as reply:
            return reply.status, reply.headers.get("Content-Type", ""), reply.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type", ""), error.read().decode("utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_address_gets_the_404_page_of_its_language(served, lang):
    for path in ("nope", "rules/nope/", "rules/block/nope.html"):
        status, kind, body = fetch(f"{served}{lang_prefix(lang)}{path}")
        assert status == 404, path
        assert kind.startswith("text/html"), kind
        assert f"<h1>{translate('ui.not_found_title', lang)}</h1>" in body, (lang, path)
        assert f'<html lang="{lang}"' in body
        home = "/" if lang == "en" else f"/{lang}/"
        assert f'<a href="{home}">{translate("ui.not_found_home", lang)}</a>' in body


def test_pages_are_served_and_folders_never_listed(served):
    status, _, body = fetch(f"{served}sv/rules/block/")
    assert status == 200
    assert '<html lang="sv"' in body
    status, _, body = fetch(f"{served}assets/js/")
    assert status == 404
    assert "Directory listing" not in body
    assert f"<h1>{translate('ui.not_found_title', 'en')}</h1>" in body
    # an address that only starts like a language folder is not that language
    status, _, body = fetch(f"{served}svenska/nope")
    assert status == 404
    assert '<html lang="en"' in body


def test_a_folder_that_is_not_a_site_is_refused_in_one_line(tmp_path: Path):
    run = subprocess.run([sys.executable, str(REPO / "tools" / "serve.py"), str(tmp_path)],
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 2
    assert run.stderr.count("\n") == 1
    assert str(tmp_path) in run.stderr
