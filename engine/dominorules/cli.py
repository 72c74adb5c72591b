"""The command line: ``python -m dominorules presets|settle|play``.

Bad input ends with exit status 2 and one line on stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from .errors import BadRecord, BadRules, DominoError
from .i18n import LANGUAGES, describe, translate
from .record import loads, settle
from .rules import PRESETS, RuleSet
from .selfplay import play_hand, play_match


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="dominorules", description="The rules of dominoes, runnable.")
    parser.add_argument("--lang", choices=LANGUAGES, default="en",
                        help="language of error messages (default en)")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    presets = sub.add_parser("presets", help="list the rule systems")
    presets.add_argument("--json", action="store_true", help="print JSON")
    settle_cmd = sub.add_parser("settle", help="score a finished hand under one or more rule sets")
    settle_cmd.add_argument("record", help="a game record or end position (JSON file, - for stdin)")
    settle_cmd.add_argument("--rules", help="comma-separated preset ids, or JSON as in a record's "
                            "rules: a preset with fields changed, or a list of them "
                            "(default: the record's)")
    settle_cmd.add_argument("--json", action="store_true", help="print JSON")
    play = sub.add_parser("play", help="play a hand between built-in players; print its record")
    play.add_argument("--rules", required=True,
                      help='a preset id, or a preset with fields changed as in a record, '
                           'e.g. \'{"preset": "draw", "tie": "split"}\'')
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--players", type=int)
    play.add_argument("--match", action="store_true", help="play a whole match")
    return parser


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
            raise BadRules("error.bad-rules", value=text[:40]) from None
    return text


def _rules_list(text: str) -> list[Any]:
    """``settle --rules``: comma-separated preset ids, one JSON rule set, or a JSON list of them."""
    value = _rules_arg(text)
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        return [value]
    return [part.strip() for part in value.split(",")]


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
        if args.json:
            _print(verdicts)
        else:
            for verdict in verdicts:
                name = verdict["rules"]
                print(f"{name if isinstance(name, str) else json.dumps(name)}:")
                for reason in verdict["reasons"]:
                    print("  " + translate(reason["id"], args.lang, reason["params"]))
    else:
        rules = RuleSet.from_json(_rules_arg(args.rules))
        play = play_match if args.match else play_hand
        _print(play(rules, args.players, args.seed))


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        run(args)
    except DominoError as error:
        print(f"dominorules: {describe(error, args.lang)}", file=sys.stderr)
        return 2
    return 0
