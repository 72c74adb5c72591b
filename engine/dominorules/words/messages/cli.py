"""English wordings: the command line's help and the errors argparse itself gives, in the
language of ``--lang``. argparse's own texts keep its ``%s`` / ``%(name)s`` fields."""

from __future__ import annotations

from ..plural import Plural

ENGLISH: dict[str, str | Plural] = {
    # The help of `dominorules --help` and of each command
    "cli.help.description": "The rules of dominoes, as a program you can run.",
    "cli.help.lang": "the language of the output and of error messages (default: en); before or after the command",
    "cli.help.presets": "list the rule systems",
    "cli.help.json": "print JSON",
    "cli.help.settle": "score a finished hand under one or more rule systems",
    "cli.help.record": "a game record or an end position (a JSON file, or - to read standard input)",
    "cli.help.settle-rules": ("rule systems separated by commas, each a system's id or a system with settings "
                              "changed in the short form (block,draw,tie:split), or JSON as in a record's rules, "
                              "or a list of them (default: the record's own; a full record is replayed as it "
                              "was played)"),
    "cli.help.play": "let the computer players play a hand and print its record",
    "cli.help.play-rules": "a system's id (such as draw), or JSON as in a record's rules",
    "cli.help.seed": "the number that fixes the deal (default: 0)",
    "cli.help.players": "the number of players",
    "cli.help.match": "play a whole match",
    "cli.help.score": "score one hand from how it ended and the pips left",
    "cli.help.score-rules": "a system's id, JSON as in a record's rules, or the short form system,setting:value",
    "cli.help.out": "the seat (from 0) that went out",
    "cli.help.blocked": "nobody could play",
    "cli.help.last": ("the seat (from 0) that made the last move as the rules count it: placed the last "
                      "tile or, under last_mover:last-action, drew, passed or laid last"),
    "cli.help.pips": "each seat's pips left, separated by commas: a number, or the tiles as 6-6.0-4",
    "cli.help.score-match": "score every hand of a match file",
    "cli.help.match-file": "a match (a JSON file, or - to read standard input)",
    "cli.metavar.seat": "SEAT",
    "cli.metavar.rules": "RULES",
    "cli.metavar.count": "NUMBER",
    "cli.metavar.seed": "NUMBER",
    "cli.metavar.command": "COMMAND",
    "cli.metavar.record": "RECORD",
    "cli.metavar.match": "MATCH",
    # argparse's own texts (its %-fields stay as they are)
    "cli.argparse.usage": "usage: ",
    "cli.argparse.positional": "positional arguments",
    "cli.argparse.options": "options",
    "cli.argparse.help": "show this help and exit",
    "cli.argparse.required": "these arguments are missing: %s",
    "cli.argparse.unrecognized": "unknown arguments: %s",
    "cli.argparse.one-of": "one of these arguments is needed: %s",
    "cli.argparse.argument": "argument %(argument_name)s: %(message)s",
    "cli.argparse.invalid-choice": "“%(value)s” is not a choice here (choose from %(choices)s)",
    "cli.argparse.invalid-value": "“%(value)s” is not a whole number",
    "cli.argparse.expected-one": "a value is missing after it",
    "cli.argparse.not-allowed": "not allowed together with %s",
    "cli.argparse.ambiguous": "%(option)s is ambiguous: it could be %(matches)s",
}
