"""What every operation of the bridge shares: the handlers' type, a request's rules and record
read, messages as texts in the reader's language, moves as the page says them, the stock, the
teams."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from .. import contract as c
from ..core.game import Game
from ..core.moves import PLAY, Move
from ..core.readings import marked
from ..core.rules import RuleSet
from ..core.teams import team_seats
from ..formats.record import loads
from ..formats.situation import custom_rules
from ..words.i18n import LANGUAGES, translate
from ..words.message import Message
from ..words.plural import Listing

Handler = Callable[[Any, str], object]
"""An operation: its request and the reader's language in, the reply (a contract type) out. The
door (:func:`dominorules.bridge.handle`) has checked the request against the operation's request
type (``contract.OPERATIONS``) before, so each handler takes that type: ``(c.NewRequest, str) ->
c.BoardReply`` and so on."""


def lang_of(request: dict[str, Any]) -> str:
    """The reader's language, for the reply and for a refusal of the request itself."""
    lang = request.get("lang")
    return lang if lang in LANGUAGES else "en"


def text_of(message: Message, lang: str) -> c.Text:
    return cast(c.Text, {**message.to_json(), "text": translate(message, lang)})


def texts_of(messages: Sequence[Message], lang: str) -> list[c.Text]:
    return [text_of(m, lang) for m in messages]


def text_from_json(message: Mapping[str, object], lang: str) -> c.Text:
    """A message in JSON form (``{id, params}``) with its text in ``lang``."""
    return text_of(Message.from_json(message), lang)


def said(move: Move, lang: str) -> c.MoveSaid:
    """A move with how it is said in ``lang``.

    >>> said(Move.parse("6-4 right"), "sv")["text"], said(Move("pass"), "nb")["text"]
    ('lägg 6-4 vid högra änden', 'stå over')
    """
    if move.kind != PLAY:
        message = Message(f"said.{move.kind}", {})
    elif move.end is None:
        message = Message("said.lead", {"tile": str(move.tile)})
    else:
        message = Message(f"said.play-{move.end}", {"tile": str(move.tile)})
    return {**move_json(move), "text": translate(message, lang)}


def said_json(move: Any, lang: str) -> c.MoveSaid:
    return said(Move.from_json(move, 12), lang)


def teams(rules: RuleSet, players: int) -> list[list[int]] | None:
    """The seats of each team (partners sit opposite), or ``None`` when everyone plays alone."""
    return team_seats(rules, players)


def stock(game: Game, lang: str) -> c.Text | None:
    """What the tiles outside the hands are: a boneyard to draw from, or tiles set aside (None
    when every tile was dealt and nothing is set aside: there is nothing to name)."""
    return stock_of(game.rules, len(game.boneyard), lang)


def stock_of(rules: RuleSet, count: int, lang: str) -> c.Text | None:
    kind = "boneyard" if rules.undealt == "boneyard" else "set-aside"
    if kind == "set-aside" and count == 0:
        return None
    return text_of(Message(f"stock.{kind}", {"count": count}), lang)


def move_json(move: Move) -> c.MoveJSON:
    return {"kind": cast(c.MoveKind, move.kind), "tile": str(move.tile) if move.tile else None,
            "end": cast(c.End | None, move.end)}


def decimal(value: float, lang: str) -> str:
    """A number with one decimal, in ``lang``'s way (a decimal comma but in English); two
    where one would say 0 of a cost that is not (review-sv U4: "cost you 0,0 hands"), none
    where the decimal is 0 (review-nb U14: "13 poeng", not "13,0 poeng").

    >>> decimal(10.55, "en"), decimal(0.25, "de"), decimal(0.04, "sv"), decimal(13.0, "nb")
    ('10.6', '0,3', '0,04', '13')
    """
    text = f"{value + 1e-9:.2f}" if 0 < value < 0.05 else f"{value + 1e-9:.1f}"
    text = text.removesuffix(".0")
    return text if lang == "en" else text.replace(".", ",")


def rule_fields(rules: RuleSet) -> c.RuleFields:
    return cast(c.RuleFields, rules.to_json())


def read_record(record: object) -> object:
    """A game record as a request gives it: an object, or the JSON text a reader pasted (read as
    data; the engine names what is wrong in it)."""
    return loads(record) if isinstance(record, str) else record


def maybe_texts(messages: object, lang: str) -> c.Text | list[object] | None:
    """Messages in JSON form (or one, or ``None``, or lists of them) with their text in ``lang``.

    >>> maybe_texts([{"id": "said.pass", "params": {}}, None], "de")
    [{'id': 'said.pass', 'params': {}, 'text': 'aussetzen'}, None]
    """
    if messages is None:
        return None
    if isinstance(messages, Mapping):
        return text_from_json(messages, lang)
    if isinstance(messages, list):
        return [maybe_texts(m, lang) for m in messages]
    raise TypeError(f"not a message in JSON form: {messages!r}")


def rules_of(rules: c.RulesJSON | None, short: str | None) -> RuleSet:
    """A request's rules: the settler's ``preset,field:value`` (``c``, as a reader may have typed
    it in a link: the engine reads it), else as in a record."""
    if short is not None:
        return custom_rules(short)
    return RuleSet.from_json(rules)


def opening_said(game: Game) -> Message:
    """How the hand was opened, as one message, with its mark when the opening is a reading or
    a choice of ours (the block game's double laid first, "the first player" as Player 1)."""
    said = marked(game.rules, [game.opening_reason])
    if len(said) == 1:
        return said[0]
    return Message("say.sentences", {"sentences": Listing(tuple(said), "text")})
