"""The browser's one door into the engine: JSON in, JSON out, never an exception.

The Web Worker passes each request string to :func:`handle_json`. Requests are
data only: nothing in them is ever run as code. Every operation's request and reply
is a type in :mod:`dominorules.contract` (the one definition; the browser's types are
made from it): ``ok: true`` and the reply, or ``ok: false`` with ``error: {id, params,
text}`` in the reader's language (``lang``), for bad input and for anything unexpected.

>>> import json
>>> reply = json.loads(handle_json('{"op": "new", "rules": "block", "players": 2, "seed": 4}'))
>>> reply["ok"], reply["to_move"], len(reply["hand"]) >= 6, reply["teams"], reply["scores_points"]
(True, 0, True, None, False)
>>> json.loads(handle_json('{"op": "new", "rules": "chess"}'))["error"]["text"]
'There is no rule set called “chess”.'
>>> json.loads(handle_json('{"op": "parse_move", "text": "6-4 left", "lang": "de"}'))["move"]["text"]
'6-4 links anlegen'

The operations, by what they are for (:data:`dominorules.contract.OPERATIONS` has their types):

* The board: ``new`` deals a hand (optionally the next hand of a match: ``match`` is the
  previous reply's ``match.next``; with a match, ``seed`` is the match's and every hand's
  deal is :func:`dominorules.core.match.hand_seed` of it) and lets the computer players (every
  seat but ``human``, at ``level``: ``beginner``, ``club`` or ``strong``) move until it is
  the human's turn; ``move`` plays the human's move, then theirs. The reply is the board
  (:class:`~dominorules.contract.BoardReply`): the record, the hand, the legal moves with
  the end each fits and how each is said, the teams, whether the rules keep points, every
  move said in words, the outcome, and with a match its state and what to send next.
  ``hint`` is what the strong player would do now and why; ``review`` rates each of the
  human's moves against the strong player's.
* Rules: ``presets`` (the seven systems with their names), ``rules`` (one rule set as the
  score pad and the settler set it up: its fields, target, teams, tile set, player counts),
  ``schema`` (every rule field the custom-rules form asks for, with its choices, bounds and
  words; the build embeds it in the page), ``parse_move`` (a move as a reader types it),
  ``translate`` (the page's own words).
* The settler: ``situation`` (a described position under every system), ``settle`` (a
  recorded hand's end under several rule sets), ``compare`` (a record replayed under every
  system: where they part), ``replay`` (the recorded game after some moves, with best play).
* Tutorials: ``tutorial_state``, ``tutorial_grade``, ``tutorial_solution``, ``tutorial_hint``.
* The score pad: ``score`` (one hand) and ``score_match`` (a whole match, with its CSV).
* Our table's rules: ``sheet`` (a rule set for some players as a one-page sheet, section by
  section, and the open questions that apply to it, with their options and sources).
"""

from __future__ import annotations

import json
import sys
import traceback
from typing import Any, cast

from .. import contract as c
from ..formats.record import loads
from ..words.errors import BadRecord, DominoError, said_value
from ..words.i18n import describe, translate
from ..words.message import Message
from . import board, rules, scorepad, settler, tutorials
from .common import Handler, lang_of

OPERATIONS: dict[str, Handler] = {**board.OPERATIONS, **rules.OPERATIONS, **settler.OPERATIONS,
                                  **tutorials.OPERATIONS, **scorepad.OPERATIONS}
assert OPERATIONS.keys() == c.OPERATIONS.keys()


def _refusal(message: Message, text: str, error: DominoError | None = None) -> c.ErrorReply:
    said: c.Text = {"id": message.id, "params": dict(message.params), "text": text}
    reply: c.ErrorReply = {"ok": False, "error": said}
    if error is not None:
        if error.hand is not None:
            reply["hand"] = error.hand
        if error.seat is not None:
            reply["seat"] = error.seat
        if error.field is not None:
            reply["field"] = error.field
    return reply


def _door(request: object) -> str:
    """The request's operation, once the request has the shape of that operation's request type
    (:data:`dominorules.contract.OPERATIONS`: the types, the literals, the required fields, no
    unknown field); else the refusal, naming the field and its value. The door checks the shape
    only: what a reader typed (a link, tiles, a record, own rules) is a string or JSON here, and
    the engine reads it and names the bad part in the reader's words.

    >>> _door({"op": "new", "rules": "block", "players": "seven"})
    Traceback (most recent call last):
    ...
    dominorules.words.errors.BadRecord: The request's field “players” cannot be “seven”.
    """
    asked = request.get("op") if isinstance(request, dict) else None
    if asked is None:  # (a request that is no object has no operation either)
        raise BadRecord("error.request-missing", field="op")
    if not isinstance(asked, str):
        raise BadRecord("error.request-value", field="op", value=said_value(asked))
    if asked not in OPERATIONS:
        raise BadRecord("error.unknown-operation", op=asked[:40])
    op = asked
    try:
        c.check(request, c.OPERATIONS[op][0])
    except c.ContractError as error:
        field = error.path.removeprefix("$.")
        if error.problem == "missing":
            raise BadRecord("error.request-missing", field=field) from None
        if error.problem == "unknown":
            raise BadRecord("error.request-unknown-field", op=op, field=field) from None
        raise BadRecord("error.request-value", field=field, value=said_value(error.value)) from None
    return op


def handle(request: Any) -> dict[str, Any]:
    """Answer one request object; bad input, and anything unexpected, becomes ``{"ok": false, …}``.
    A request that does not have its operation's shape is refused at the door (:func:`_door`),
    so each operation reads its request as its type.

    >>> handle({"op": "tutorial_state", "tutorial": 7, "lang": "sv"})["ok"]
    False
    >>> handle({"op": "parse_move", "text": 64, "lang": "sv"})["error"]["text"]
    'Förfrågans fält ”text” kan inte ha det här värdet: ”64”.'
    """
    lang = lang_of(request) if isinstance(request, dict) else "en"
    try:
        return cast(dict[str, Any], OPERATIONS[_door(request)](request, lang))
    except DominoError as error:
        return cast(dict[str, Any], _refusal(error.message, describe(error, lang), error))
    except Exception:  # the page gets a sentence, never a Python traceback
        # the operation and the traceback go to the console (the worker's, on the site)
        print(f"dominorules: the operation {str(request.get('op'))[:40]!r} failed", file=sys.stderr)
        traceback.print_exc()
        message = Message("error.internal", {})
        return cast(dict[str, Any], _refusal(message, translate(message, lang)))


def handle_json(text: str) -> str:
    """Answer one JSON request with one JSON reply."""
    try:
        request = loads(text)
    except DominoError as error:
        return json.dumps(_refusal(error.message, describe(error, "en")), ensure_ascii=False)
    return json.dumps(handle(request), ensure_ascii=False)
