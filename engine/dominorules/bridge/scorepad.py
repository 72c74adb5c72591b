"""The score pad's operations: ``score`` (one hand) and ``score_match`` (a whole match, with its
CSV)."""

from __future__ import annotations

from typing import cast

from .. import contract as c
from ..core.rule_names import name_of
from ..core.rules import RuleSet
from ..features.scorepad import read_hand, score_entry, score_match, settle_query
from ..formats.match_csv import match_csv
from ..words.i18n import translate
from ..words.message import Message
from .common import Handler, maybe_texts, rules_of, text_of


def _score(request: c.ScoreRequest, lang: str) -> c.ScoreReply:
    """One hand on the score pad: who won, the points and why, and the settler's address."""
    rules = rules_of(request.get("rules"), request.get("c"))
    hand = read_hand(rules, request.get("players", 2), request["hand"])
    result = score_entry(rules, hand).to_json()
    return cast(c.ScoreReply, {"ok": True, **result, "reasons": maybe_texts(result["reasons"], lang),
                               "settle": settle_query(rules, hand)})


def _score_match(request: c.ScoreMatchRequest, lang: str) -> c.ScoreMatchReply:
    """A whole match on the score pad: every hand, the totals, who opens next, the result, the CSV."""
    result = score_match(request["match"])
    for row in result["hands"]:
        row["reasons"] = maybe_texts(row["reasons"], lang)
        row["summary"] = maybe_texts(row["summary"], lang)
        row["opening"] = maybe_texts(row["opening"], lang)
        row["standing"] = maybe_texts(row["standing"], lang)
        row["line"] = maybe_texts(row["line"], lang)
    reply = cast(c.ScoreMatchReply, {"ok": True, **result, "verdict": maybe_texts(result["verdict"], lang),
                                     "name": translate(name_of(RuleSet.from_json(result["rules"])), lang),
                                     "play_on": maybe_texts(result["play_on"], lang),
                                     "last_question": text_of(Message(f"ask.{result['last_mover']}", {}),
                                                              lang),
                                     "next_opening": maybe_texts(result["next_opening"], lang),
                                     "next": maybe_texts(result["next"], lang)})
    reply["csv"] = match_csv(reply, lang)
    return reply


OPERATIONS: dict[str, Handler] = {
    "score": _score,
    "score_match": _score_match,
}
