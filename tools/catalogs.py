"""Build-time work on the gettext catalogs in translations/ (uses Babel).

    python tools/catalogs.py sync      # en.po gets every engine message; messages.pot is rebuilt;
                                       # sv/de/nb.po get new ids with an empty msgstr
    python tools/catalogs.py compile   # each <lang>.po -> engine/dominorules/locale/ (.mo files)

The engine's English wording (dominorules.messages.ENGLISH) is the source for
the engine's ids; the site's (ui.*) and the tutorials' ids live in en.po.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LOCALE = ROOT / "engine" / "dominorules" / "locale"
LANGUAGES = ("en", "sv", "de", "nb")
sys.path.insert(0, str(ROOT / "engine"))

from dominorules.messages import ENGLISH  # noqa: E402


def read(lang: str) -> Catalog:
    path = TRANSLATIONS / f"{lang}.po"
    if not path.exists():
        catalog = Catalog(locale=lang, domain="dominorules", project="dominorules",
                          version="0.1", copyright_holder="the dominorules authors")
    else:
        with path.open("rb") as file:
            catalog = read_po(file, locale=lang)
    catalog.fuzzy = False
    return catalog


def write(catalog: Catalog, path: Path) -> None:
    with path.open("wb") as file:
        write_po(file, catalog, width=0, omit_header=False, sort_output=False)


def sync() -> None:
    english = read("en")
    for msgid, text in ENGLISH.items():
        if msgid in english:
            english[msgid].string = text
        else:
            english.add(msgid, text)
    write(english, TRANSLATIONS / "en.po")
    template = Catalog(domain="dominorules", project="dominorules", version="0.1",
                       copyright_holder="the dominorules authors", fuzzy=False)
    for message in english:
        if message.id:
            template.add(message.id, "", auto_comments=[str(message.string)],
                         flags=("python-brace-format",) if "{" in str(message.string) else ())
    write(template, TRANSLATIONS / "messages.pot")
    for lang in LANGUAGES[1:]:
        catalog = read(lang)
        for message in template:
            if message.id and message.id not in catalog:
                catalog.add(message.id, "", auto_comments=message.auto_comments)
        write(catalog, TRANSLATIONS / f"{lang}.po")


def compile_all() -> None:
    for lang in LANGUAGES:
        target = LOCALE / lang / "LC_MESSAGES"
        target.mkdir(parents=True, exist_ok=True)
        with (target / "dominorules.mo").open("wb") as file:
            write_mo(file, read(lang))


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "sync":
        sync()
    elif command == "compile":
        compile_all()
    else:
        sys.exit("usage: catalogs.py sync|compile")
