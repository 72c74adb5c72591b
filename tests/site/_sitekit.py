"""Shared by tests/site, tests/pyodide, tests/browser and bench/: the built site.

``built_site()`` builds the site once per process with ``mkdocs build --strict`` into a
temporary folder, or uses the already built site named by the environment variable
``SITE_DIR`` (the Makefile may build ``site/`` first; then nothing is built twice).
"""

from __future__ import annotations

import atexit
import functools
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, cast

import pytest
import yaml
from dominorules import PRESET_IDS
from dominosite import DEFAULT_LANG
from dominosite import LANGS as LANGS  # re-exported: the tests import the languages from here

REPO = Path(__file__).resolve().parents[2]


def bench_module(name: str) -> ModuleType:
    """``bench/<name>.py`` as a module, for its tests (the bench folder is no package on the path),
    known to ``sys.modules`` as ``bench_<name>`` (dataclasses look their module up there)."""
    spec = importlib.util.spec_from_file_location(f"bench_{name}", REPO / "bench" / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
PRESETS = PRESET_IDS


# Node, which runs the pinned Pyodide for tests/pyodide
NODE = shutil.which("node") or "/usr/bin/node"

# Debian's Chromium, with the flags that keep it off the network (see DESIGN.md).
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def lang_prefix(lang: str) -> str:
    """URL prefix of a language inside the site: "" for en, "sv/" for sv."""
    return "" if lang == DEFAULT_LANG else f"{lang}/"


class _Loader(yaml.SafeLoader):
    """Reads mkdocs.yml, ignoring its tags (!ENV, !!python/name: ...)."""


def _any_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> object:
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    assert isinstance(node, yaml.MappingNode)
    return loader.construct_mapping(node)


_Loader.add_multi_constructor("!", _any_tag)
_Loader.add_multi_constructor("tag:yaml.org,2002:python/", _any_tag)


@functools.cache
def mkdocs_config() -> dict[str, Any]:
    return cast(dict[str, Any], yaml.load((REPO / "mkdocs.yml").read_text(encoding="utf-8"), Loader=_Loader))


def nav_pages() -> list[str]:
    """Every Markdown file named in the nav, in order (e.g. "rules/block.md")."""
    out: list[str] = []

    def walk(items: list[Any]) -> None:
        for item in items:
            if isinstance(item, str):
                out.append(item)
            elif isinstance(item, dict):
                for value in item.values():
                    if isinstance(value, str):
                        out.append(value)
                    else:
                        walk(value)

    walk(mkdocs_config()["nav"])
    return out


def page_path(md: str) -> str:
    """ "rules/block.md" -> "rules/block/index.html"; "index.md" -> "index.html"."""
    stem = md[: -len(".md")]
    if stem == "index":
        return "index.html"
    if stem.endswith("/index"):
        return stem[: -len("index")] + "index.html"
    return stem + "/index.html"


@dataclass(frozen=True)
class Build:
    site: Path
    built_here: bool
    returncode: int
    log: str


@functools.cache
def built_site() -> Build:
    given = os.environ.get("SITE_DIR")
    if given:
        site = Path(given).resolve()
        if not (site / "index.html").is_file():
            raise RuntimeError(f"SITE_DIR={given} holds no built site (no index.html)")
        return Build(site=site, built_here=False, returncode=0, log="")
    tmp = Path(tempfile.mkdtemp(prefix="dominorules-site-"))
    atexit.register(shutil.rmtree, tmp, True)
    site = tmp / "site"
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return Build(site=site, built_here=True, returncode=proc.returncode, log=proc.stdout + proc.stderr)


def site_or_fail() -> Path:
    """The built site; raises with the build log if the strict build failed."""
    build = built_site()
    if build.returncode != 0:
        raise RuntimeError("mkdocs build --strict failed:\n" + build.log[-6000:])
    return build.site


def manifest(site: Path) -> dict[str, Any]:
    """engine/manifest.json: where the build put the engine archive and the runtime."""
    return cast(dict[str, Any], json.loads((site / "engine" / "manifest.json").read_text(encoding="utf-8")))


def site_for_tests() -> Path:
    """The built site for a test fixture: the build log in the failure if it failed."""
    try:
        return site_or_fail()
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)
