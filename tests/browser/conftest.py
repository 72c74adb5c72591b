"""Fixtures of the browser tests: the built site served locally, Debian's Chromium, a context.

One browser per test module; the built site (the `site` fixture, tests/conftest.py) is served
by a local http.server on a free port.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from _browserkit import assert_all_local, served
from _sitekit import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="module")
def base_url(site):
    with served(site) as url:
        yield url


@pytest.fixture
def own_site(site, tmp_path):
    """A copy of the built site served on a port of its own (each test starts from no cache)."""
    root = tmp_path / "site"
    shutil.copytree(site, root)
    with served(root) as url:
        yield root, url


@pytest.fixture(scope="module")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture(scope="module")
def context(browser):
    """One browser context per test module (so Python starts once, in the shared worker); every
    request it made must have stayed on 127.0.0.1."""
    ctx = browser.new_context()
    ctx.requests = []
    ctx.on("request", lambda r: ctx.requests.append(r.url))
    yield ctx
    assert_all_local(ctx.requests)
    ctx.close()
