"""The command line: ``python -m dominorules presets|settle|play|score|score-match``.

``--rules`` takes what a game record's ``rules`` takes (a preset id, or a JSON object
``{"preset": id, field: value}``), or the settler's short form ``preset,field:value``.

Bad input ends with exit status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from .core.outcome import BLOCKED, OUT
from .core.readings import marked
from .core.rules import PRESETS, RuleSet
from .features.scorepad import read_hand, score_entry, score_match, settle_query, typed_pips
from .formats.record import loads, settle
from .formats.situation import custom_rules
from .players.selfplay import play_hand, play_match
from .words.errors import BadRecord, BadRules, DominoError, said_value
from .words.i18n import LANGUAGES, describe, translate
from .words.message import Listing, Message, ParamValue


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """argparse's own check, with the choices listed as words, not as Python's reprs."""
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(str(choice) for choice in action.choices)
            said = argparse._("invalid choice: %(value)r (choose from %(choices)s)")  # type: ignore[attr-defined]
            raise argparse.ArgumentError(action, said % {"value": value, "choices": choices})


# argparse's own texts that a reader meets, by their English (Python 3.11's argparse), and the
# catalog ids that say them in the language of --lang; any other text of argparse stays as it is
_ARGPARSE = {
    "usage: ": "cli.argparse.usage", "positional arguments": "cli.argparse.positional",
    "options": "cli.argparse.options", "show this help message and exit": "cli.argparse.help",
    "the following arguments are required: %s": "cli.argparse.required",
    "unrecognized arguments: %s": "cli.argparse.unrecognized",
    "one of the arguments %s is required": "cli.argparse.one-of",
    "argument %(argument_name)s: %(message)s": "cli.argparse.argument",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli.argparse.invalid-choice",
    "invalid %(type)s value: %(value)r": "cli.argparse.invalid-value",
    "expected one argument": "cli.argparse.expected-one",
    "not allowed with argument %s": "cli.argparse.not-allowed",
    "ambiguous option: %(option)s could match %(matches)s": "cli.argparse.ambiguous",
}


def lang_of(argv: Sequence[str]) -> str:
    """The language ``--lang`` asks for, wherever it stands (before or after the command).

    >>> lang_of(["settle", "x.json", "--lang", "de"]), lang_of(["--lang=nb", "presets"]), lang_of([])
    ('de', 'nb', 'en')
    """
    for i, arg in enumerate(argv):
        value = arg.removeprefix("--lang=") if arg.startswith("--lang=") else (
            argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        if value in LANGUAGES:
            return value
    return "en"


@contextmanager
def _argparse_in(lang: str) -> Iterator[None]:
    """argparse's own words (usage, options, its errors) in ``lang`` while the block runs."""
    def said(text: str) -> str:
        return translate(Message(_ARGPARSE[text], {}), lang) if text in _ARGPARSE else text

    saved = argparse._  # type: ignore[attr-defined]
    argparse._ = said  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._ = saved  # type: ignore[attr-defined]


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line, its help in ``lang``."""
    def t(msgid: str) -> str:
        return translate(Message(f"cli.{msgid}", {}), lang)

    seat, rules, count = t("metavar.seat"), t("metavar.rules"), t("metavar.count")
    parser = _Parser(prog="dominorules", description=t("help.description"))
    language = _Parser(add_help=False)  # --lang, also after the command
    language.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=t("help.lang"))
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help=t("help.lang"))
    sub = parser.add_subparsers(dest="command", metavar=t("metavar.command"), required=True,
                                parser_class=_Parser)
    presets = sub.add_parser("presets", help=t("help.presets"), parents=[language])
    presets.add_argument("--json", action="store_true", help=t("help.json"))
    settle_cmd = sub.add_parser("settle", help=t("help.settle"), parents=[language])
    settle_cmd.add_argument("record", metavar=t("metavar.record"), help=t("help.record"))
    settle_cmd.add_argument("--rules", metavar=rules, help=t("help.settle-rules"))
    settle_cmd.add_argument("--json", action="store_true", help=t("help.json"))
    play = sub.add_parser("play", help=t("help.play"), parents=[language])
    play.add_argument("--rules", required=True, metavar=rules, help=t("help.play-rules"))
    play.add_argument("--seed", type=int, default=0, metavar=t("metavar.seed"), help=t("help.seed"))
    play.add_argument("--players", type=int, metavar=count, help=t("help.players"))
    play.add_argument("--match", action="store_true", help=t("help.match"))
    score = sub.add_parser("score", help=t("help.score"), parents=[language])
    score.add_argument("--rules", required=True, metavar=rules, help=t("help.score-rules"))
    score.add_argument("--players", type=int, required=True, metavar=count, help=t("help.players"))
    how = score.add_mutually_exclusive_group(required=True)
    how.add_argument("--out", type=int, metavar=seat, help=t("help.out"))
    how.add_argument("--blocked", action="store_true", help=t("help.blocked"))
    score.add_argument("--last", type=int, metavar=seat, help=t("help.last"))
    score.add_argument("--pips", required=True, metavar="P0,P1,...", help=t("help.pips"))
    score.add_argument("--json", action="store_true", help=t("help.json"))
    score_match_cmd = sub.add_parser("score-match", help=t("help.score-match"), parents=[language])
    score_match_cmd.add_argument("match", metavar=t("metavar.match"), help=t("help.match-file"))
    score_match_cmd.add_argument("--json", action="store_true", help=t("help.json"))
    return parser


def rules_arg(text: str) -> RuleSet:
    """The one reader of ``--rules``: a preset id, a JSON object as in records, or the
    settler's ``preset,field:value,...``."""
    value = _rules_arg(text)
    if isinstance(value, str) and "," in value:
        return custom_rules(value)
    if isinstance(value, list):
        raise BadRules("error.bad-rules", value=said_value(text.strip()))
    return RuleSet.from_json(value)


def _pips_arg(text: str) -> list[int | list[str]]:
    """``--pips``: one item per seat, a count or tiles joined by dots (``6-6.0-4``), as the
    score pad reads a field (scorepad.typed_pips)."""
    return [typed_pips(item) for item in text.split(",")]


def _texts(messages: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    """Messages in the engine's JSON form, each with its text in ``lang``, rendered as the bridge
    renders them for the site: lists joined and nested messages said in the same language.

    >>> said = {"id": "win.players", "params": {"players": {"list": [1, 3], "style": "and"}}}
    >>> _texts([said], "en")[0]["text"]
    'Players 1 and 3 win the hand.'
    """
    return [{**m, "text": _text(m, lang)} for m in messages]


def _add_texts(data: dict[str, Any], keys: Sequence[str], lang: str) -> None:
    """Each message ``data`` holds under ``keys`` (``None`` where there is none) with its text."""
    for key in keys:
        if data.get(key) is not None:
            data[key] = {**data[key], "text": _text(data[key], lang)}


def _text(message: dict[str, Any], lang: str) -> str:
    """One message in the engine's JSON form (``{id, params}``) as text in ``lang``."""
    return translate(Message.from_json(message), lang)


def rules_said(rules: RuleSet) -> Message:
    """A rule set in words, as a reader knows it: the preset's name, and each changed field
    with its value ("Draw game (Teams: yes)"), never the record's JSON.

    >>> from .words.i18n import translate
    >>> translate(rules_said(RuleSet.from_json("draw")), "en")
    'Draw game'
    >>> translate(rules_said(RuleSet.from_json({"preset": "draw", "tie": "split"})), "en")
    'Draw game (A tie for lowest in a blocked hand: the tied players split the points)'
    """
    name = Message(f"preset.{rules.base}.name", {})
    if rules.id != "custom":
        return name
    changes = Listing(tuple(Message("say.rule-change", {"field": Message(f"ui.field.{field}", {}),
                                                       "value": _value_said(field, value)})
                            for field, value in rules.changes().items()))
    return Message("say.custom-rules", {"system": name, "changes": changes})


def _value_said(field: str, value: Any) -> ParamValue:
    """A rule field's value in words: its choice (``ui.value.<field>.<value>``), yes or no, a
    number, or a number per player count ("2: 7, 3: 5")."""
    if isinstance(value, bool):
        return Message(f"ui.value.bool.{'yes' if value else 'no'}", {})
    if isinstance(value, str):
        return Message(f"ui.value.{field}.{value}", {})
    if isinstance(value, dict):
        return Listing(tuple(Message("say.rule-change", {"field": players, "value": amount})
                             for players, amount in value.items()), "seq")
    return int(value)


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    try:
        with open(path, encoding="utf-8") as file:
            return file.read(2_000_000)
    except (OSError, UnicodeDecodeError):
        raise BadRecord("error.cannot-read", path=path) from None


def _print(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _rules_arg(text: str) -> Any:
    """``--rules``: a preset id, or JSON as in a record (``{"preset": "draw", "tie": "split"}``)."""
    text = text.strip()
    if text.startswith(("{", "[")):
        try:
            return json.loads(text)
        except ValueError:
            raise BadRules("error.bad-rules", value=said_value(text)) from None
    return text


def _rules_list(text: str) -> list[Any]:
    """``settle --rules``: comma-separated rule sets, each a preset id or the settler's short
    form (``block,draw,tie:split`` is the block game and the draw game with the split rule: a
    ``field:value`` belongs to the preset before it), one JSON rule set, or a JSON list of them.

    >>> _rules_list("block,draw,tie:split,target_points:2x50")
    ['block', {'preset': 'draw', 'tie': 'split', 'target_points': {'2': 50}}]
    """
    value = _rules_arg(text)
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        return [value]
    groups: list[list[str]] = []
    for part in (part.strip() for part in value.split(",")):
        if ":" in part and groups:
            groups[-1].append(part)
        else:
            groups.append([part])
    return [custom_rules(",".join(group)).for_record() if len(group) > 1 else group[0] for group in groups]


def run(args: argparse.Namespace) -> None:
    if args.command == "presets":
        rows = [{**rules.to_json(), "name": translate(f"preset.{rules.id}.name", args.lang)}
                for rules in PRESETS.values()]
        if args.json:
            _print(rows)
        else:
            for row in rows:
                print(f"{row['id']:22} {row['name']}")
    elif args.command == "settle":
        verdicts = settle(loads(_read(args.record)), _rules_list(args.rules) if args.rules else None)
        for verdict in verdicts:
            rule_set = RuleSet.from_json(verdict["rules"])
            verdict["name"] = translate(rules_said(rule_set), args.lang)
            reasons = [Message.from_json(reason) for reason in verdict["reasons"]]  # settle gives JSON
            verdict["reasons"] = _texts([r.to_json() for r in marked(rule_set, reasons)], args.lang)
        if args.json:
            _print(verdicts)
        else:
            for verdict in verdicts:
                print(f"{verdict['name']}:")
                for reason in verdict["reasons"]:
                    print("  " + reason["text"])
    elif args.command == "score":
        _score(args)
    elif args.command == "score-match":
        result = score_match(loads(_read(args.match)))
        for row in result["hands"]:
            row["reasons"] = _texts(row["reasons"], args.lang)
            _add_texts(row, ("opening", "summary", "standing", "line"), args.lang)
        _add_texts(result, ("verdict", "play_on", "next_opening", "next"), args.lang)
        if args.json:
            _print(result)
        else:
            for row in result["hands"]:
                print(f"{row['hand']}: " + " ".join(r["text"] for r in row["reasons"]))
                print("   " + ", ".join(str(total) for total in row["totals"]))
            if result["verdict"]:
                print(result["verdict"]["text"])
    else:
        rules = rules_arg(args.rules)
        play = play_match if args.match else play_hand
        _print(play(rules, args.players, args.seed))


def _score(args: argparse.Namespace) -> None:
    rules = rules_arg(args.rules)
    entry: dict[str, Any] = {"end": BLOCKED if args.blocked else OUT,
                             "pips": _pips_arg(args.pips)}
    if args.out is not None:
        entry["out"] = args.out
    if args.last is not None:
        entry["last"] = args.last
    hand = read_hand(rules, args.players, entry)
    outcome = score_entry(rules, hand)
    result = outcome.to_json()
    # our readings said as such, as the score pad and the settler say them (readings.py)
    result["reasons"] = _texts([reason.to_json() for reason in marked(rules, outcome.reasons)], args.lang)
    result["settle"] = settle_query(rules, hand)
    if args.json:
        _print(result)
    else:
        for reason in result["reasons"]:  # type: ignore[attr-defined]
            print(reason["text"])


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = lang_of(argv)
    with _argparse_in(lang):
        args = _parser(lang).parse_args(argv)
    try:
        run(args)
    except DominoError as error:
        print(f"dominorules: {describe(error, args.lang)}", file=sys.stderr)
        return 2
    return 0
