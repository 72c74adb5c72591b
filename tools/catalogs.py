"""Build-time work on the gettext catalogs in translations/ (uses Babel).

    python tools/catalogs.py sync      # en.po gets every engine message; messages.pot is rebuilt;
                                       # sv/de/nb.po get new ids with an empty msgstr
    python tools/catalogs.py compile   # each <lang>.po -> engine/dominorules/locale/ (.mo files)
    python tools/catalogs.py import-texts FILE.json   # tutorial words into translations/tutorials/

The engine's English wording (dominorules.words.messages.ENGLISH) is the source for
the engine's ids; the site's (ui.*) live in en.po. The tutorials' words
(``tutorial.<id>.title`` ...) have catalogs of their own in translations/tutorials/,
so that adding a tutorial touches no other file; ``compile`` merges both into the
one ``.mo`` per language. An import file maps ids to fields to languages:
``{"<id>": {"title": {"en": "...", "sv": "...", "de": "...", "nb": "..."}, ...}}``.

A message with a count (dominorules.words.messages.COUNTS) is a gettext plural entry:
``msgid "<id>"``, ``msgid_plural "<id> {<count>}"``, ``msgstr[0]`` for exactly 1 and
``msgstr[1]`` for any other number. ``sync`` turns an entry that became such a message
into one, keeping the old wording as the general form and leaving the form for 1 empty
(the catalog tests then fail until someone writes it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po
from dominorules.words.i18n import LANGUAGES
from dominorules.words.message import Plural, plural_id
from dominorules.words.messages import COUNTS, ENGLISH

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
TUTORIAL_TEXTS = TRANSLATIONS / "tutorials"
LOCALE = ROOT / "engine" / "dominorules" / "locale"


def read(lang: str, folder: Path = TRANSLATIONS) -> Catalog:
    path = folder / f"{lang}.po"
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


def _pluralise(catalog: Catalog) -> None:
    """Make every message with a count a plural entry (keeping its wording as the general form)."""
    for message in catalog:
        msgid = message.id[0] if isinstance(message.id, tuple) else message.id
        if msgid in COUNTS:
            wanted = (msgid, plural_id(msgid, COUNTS[msgid]))
            if message.id != wanted:
                old = message.string
                general = old[-1] if isinstance(old, (tuple, list)) else old
                message.id = wanted
                message.string = ("", general or "")


def sync() -> None:
    english = read("en")
    for msgid in ENGLISH:
        if msgid not in english:
            english.add(msgid, "")
    _pluralise(english)
    for msgid, text in ENGLISH.items():
        english[msgid].string = (text.one, text.other) if isinstance(text, Plural) else text
    write(english, TRANSLATIONS / "en.po")
    template = Catalog(domain="dominorules", project="dominorules", version="0.1",
                       copyright_holder="the dominorules authors", fuzzy=False)
    for message in english:
        if message.id:
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            comments = [str(form) for form in forms]
            if isinstance(message.id, tuple):
                comments = [c for c in message.auto_comments if c not in comments] + comments
                comments.append(f"The number in {{{COUNTS[message.id[0]]}}} chooses the form: "
                                "msgstr[0] is for exactly 1, msgstr[1] for any other number.")
            template.add(message.id, ("", "") if isinstance(message.id, tuple) else "",
                         auto_comments=comments,
                         flags=("python-brace-format",) if "{" in "".join(comments[:len(forms)]) else ())
    write(template, TRANSLATIONS / "messages.pot")
    for lang in LANGUAGES[1:]:
        catalog = read(lang)
        for message in template:
            if message.id and message.id not in catalog:
                catalog.add(message.id, ("", "") if isinstance(message.id, tuple) else "",
                            auto_comments=message.auto_comments)
        _pluralise(catalog)
        for message in template:  # the English as it is now (both forms), for whoever writes these
            if message.id:
                key = str(message.id[0] if isinstance(message.id, tuple) else message.id)
                catalog[key].auto_comments = list(message.auto_comments)
        write(catalog, TRANSLATIONS / f"{lang}.po")


def import_texts(path: Path) -> None:
    """Add or replace tutorial words from a JSON file (id -> field -> language -> text)."""
    texts = json.loads(path.read_text(encoding="utf-8"))
    TUTORIAL_TEXTS.mkdir(exist_ok=True)
    for lang in LANGUAGES:
        catalog = read(lang, TUTORIAL_TEXTS)
        for tutorial_id, fields in texts.items():
            for field, by_lang in fields.items():
                msgid = f"tutorial.{tutorial_id}.{field}"
                if msgid in catalog:
                    catalog[msgid].string = by_lang[lang]
                else:
                    catalog.add(msgid, by_lang[lang])
        ordered = Catalog(locale=lang, domain="dominorules", project="dominorules", version="0.1",
                          copyright_holder="the dominorules authors", fuzzy=False)
        for message in sorted((m for m in catalog if m.id), key=lambda m: str(m.id)):
            ordered.add(message.id, message.string)
        write(ordered, TUTORIAL_TEXTS / f"{lang}.po")


def compile_all() -> None:
    for lang in LANGUAGES:
        target = LOCALE / lang / "LC_MESSAGES"
        target.mkdir(parents=True, exist_ok=True)
        catalog = read(lang)
        if (TUTORIAL_TEXTS / f"{lang}.po").exists():
            for message in read(lang, TUTORIAL_TEXTS):
                if message.id:
                    catalog.add(message.id, message.string)
        with (target / "dominorules.mo").open("wb") as file:
            write_mo(file, catalog)


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "sync":
        sync()
    elif command == "compile":
        compile_all()
    elif command == "import-texts" and len(sys.argv) == 3:
        import_texts(Path(sys.argv[2]))
    else:
        sys.exit("usage: catalogs.py sync|compile|import-texts FILE.json")
