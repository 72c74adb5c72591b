"""The site installs on a phone's home screen: a web app manifest per language, with the
icons the platforms ask for (192 and 512 px, a maskable one, a 180 px apple-touch-icon)."""

from __future__ import annotations

import json
import re
import struct
from pathlib import Path
from urllib.parse import urljoin

import pytest
from _sitekit import LANGS, lang_prefix


def png_size(path: Path) -> tuple[int, int, int]:
    """Width, height and colour type from a PNG's header."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    width, height, _depth, color_type = struct.unpack(">IIBB", data[16:26])
    return width, height, color_type


def resolve(site: Path, base: str, href: str) -> Path:
    """The file in the site that ``href``, written in the page or file at ``base``, names."""
    url = urljoin(f"http://x/{base}", href).removeprefix("http://x/")
    return site / (url + "index.html" if url.endswith("/") or url == "" else url)


@pytest.mark.parametrize("lang", LANGS)
def test_a_manifest_per_language_starts_at_its_home_page(site, lang):
    where = f"{lang_prefix(lang)}manifest.webmanifest"
    data = json.loads((site / where).read_text(encoding="utf-8"))
    assert data["lang"] == lang
    assert data["display"] == "standalone"
    assert data["name"]
    assert data["short_name"]
    assert len(data["short_name"]) <= 12
    home = resolve(site, where, data["start_url"])
    assert home == site / lang_prefix(lang) / "index.html"
    assert home.is_file()
    assert f'lang="{lang}"' in home.read_text(encoding="utf-8")
    assert resolve(site, where, data["shortcuts"][0]["url"]).is_file()  # the score pad
    sizes: dict[str, set[int]] = {}
    for icon in data["icons"]:
        width, height, _ = png_size(resolve(site, where, icon["src"]))
        assert icon["sizes"] == f"{width}x{height}"
        sizes.setdefault(icon["purpose"], set()).add(width)
    assert {192, 512} <= sizes["any"]
    assert 512 in sizes["maskable"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", ["index.html", "rules/draw/index.html", "score/index.html"])
def test_every_page_links_its_languages_manifest_and_a_touch_icon(site, lang, page):
    path = f"{lang_prefix(lang)}{page}"
    html = (site / path).read_text(encoding="utf-8")
    found = re.search(r'<link rel="manifest" href="([^"]+)">', html)
    assert found is not None
    manifest = found.group(1)
    assert resolve(site, path, manifest) == site / lang_prefix(lang) / "manifest.webmanifest"
    found = re.search(r'<link rel="apple-touch-icon" href="([^"]+)">', html)
    assert found is not None
    touch = found.group(1)
    # iOS asks for 180 px and fills transparency with black: RGB, no alpha (colour type 2)
    assert png_size(resolve(site, path, touch)) == (180, 180, 2)
