"""The build's precompressed copies (hooks/dominosite/compress.py): the same bytes, smaller."""

from __future__ import annotations

import doctest
import gzip
import os

import brotli
from _sitekit import manifest
from dominosite import compress


def test_the_examples_in_the_module_hold():
    failed, tried = doctest.testmod(compress)
    assert tried > 0
    assert failed == 0


def test_every_page_and_the_runtime_have_smaller_copies_with_the_same_bytes(site):
    m = manifest(site)
    files = [*site.rglob("*.html"), site / m["snapshot"], site / m["pyodide"] / "pyodide.asm.wasm",
             site / "assets" / "js" / "play.js"]
    assert len(files) > 20
    for path in files:
        raw = path.read_bytes()
        br, gz = path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")
        assert br.is_file(), path
        assert gz.is_file(), path
        assert bytes(brotli.decompress(br.read_bytes())) == raw, br
        assert gzip.decompress(gz.read_bytes()) == raw, gz
        assert br.stat().st_size < len(raw), path
        assert gz.stat().st_size < len(raw), path


def test_a_file_that_would_not_shrink_gets_no_copy(tmp_path):
    noise = tmp_path / "noise.wasm"
    noise.write_bytes(os.urandom(4096))  # random bytes do not compress
    assert list(compress.compress_site(tmp_path, cache=None)) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["noise.wasm"]
