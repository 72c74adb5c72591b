"""The site's languages are one list: dominorules.words.i18n.LANGUAGES. mkdocs.yml (the i18n
plugin's languages) cannot import it, so it is checked against it here."""

from __future__ import annotations

from typing import Any, cast

from _sitekit import mkdocs_config
from dominorules.words.i18n import LANGUAGES
from dominosite import DEFAULT_LANG


def i18n_languages() -> list[dict[str, Any]]:
    for plugin in mkdocs_config()["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            return cast(list[dict[str, Any]], plugin["i18n"]["languages"])
    raise AssertionError("no i18n plugin in mkdocs.yml")


def test_mkdocs_yml_builds_the_engines_languages_in_its_order():
    assert [lang["locale"] for lang in i18n_languages()] == list(LANGUAGES)


def test_the_default_language_is_built_at_the_root():
    defaults = [lang for lang in i18n_languages() if lang.get("default")]
    assert [lang["locale"] for lang in defaults] == [DEFAULT_LANG]
    assert defaults[0].get("build") is not False
