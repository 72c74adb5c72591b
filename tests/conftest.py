"""Shared by every test layer: the Hypothesis profile and the built site.

Each layer has its own conftest.py beside its tests for what only it needs (tests/browser: the
served site and the browser; tests/pyodide: Node). Helpers that are not fixtures live in
importable modules: tests/site/_sitekit.py (the built site, shared with bench/), and the
folders pyproject.toml puts on the import path (`pythonpath`: hooks/, tools/, deploy/).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from _sitekit import site_for_tests
from hypothesis import HealthCheck, settings

# The one Hypothesis profile, loaded here so that a test file run alone gets the same settings
# as the whole suite: no deadline (the machine may be loaded; the answer matters, not the time)
# and 150 examples. Tests that need other counts say so with their own @settings.
# HYPOTHESIS_PROFILE=dev (or pytest --hypothesis-profile=dev) runs 20 examples: make check does.
settings.register_profile("ci", max_examples=150, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", settings.get_profile("ci"), max_examples=20)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site (built once per test run, or $SITE_DIR)."""
    return site_for_tests()
