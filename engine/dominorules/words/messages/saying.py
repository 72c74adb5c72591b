"""English wordings: saying values in the reader's language (numbers, lists, moves), the settler's best play, and
the board's hint."""

from __future__ import annotations

from ..plural import Plural

ENGLISH: dict[str, str | Plural] = {
    # Saying values in the reader's language (issue 20): numbers, lists, moves
    "format.thousands": "{left},{right}",
    "list.and.two": "{first} and {second}",
    "list.and.more": "{first}, {second}",
    "list.and.last": "{first}, and {second}",
    "list.or.two": "{first} or {second}",
    "list.or.more": "{first}, {second}",
    "list.or.last": "{first}, or {second}",
    "list.seq.two": "{first}, {second}",
    "list.seq.more": "{first}, {second}",
    "list.seq.last": "{first}, {second}",
    "list.sum.two": "{first} + {second}",
    "list.sum.more": "{first} + {second}",
    "list.sum.last": "{first} + {second}",
    # sentences one after another, as a paragraph says them
    "list.text.two": "{first} {second}",
    "list.text.more": "{first} {second}",
    "list.text.last": "{first} {second}",
    "say.sentences": "{sentences}",
    # a sentence per kind of move, so that each language can bend the verb as it needs
    "feedback.not-best-move.lead": ("You may open with {tile}, but with best play after it you end up with "
                                    "a worse result."),
    "feedback.not-best-move.play-left": ("You may play {tile} on the left end, but with best play after it "
                                         "you end up with a worse result."),
    "feedback.not-best-move.play-right": ("You may play {tile} on the right end, but with best play after it "
                                          "you end up with a worse result."),
    "feedback.not-best-move.draw": ("You may draw a tile, but with best play after it you end up with "
                                    "a worse result."),
    "feedback.not-best-move.pass": "You may pass, but with best play after it you end up with a worse result.",
    "illegal.hand-over-move.lead": "The hand is over: you can no longer open with {tile}.",
    "illegal.hand-over-move.play-left": "The hand is over: you can no longer play {tile} on the left end.",
    "illegal.hand-over-move.play-right": "The hand is over: you can no longer play {tile} on the right end.",
    "illegal.hand-over-move.draw": "The hand is over: you can no longer draw a tile.",
    "illegal.hand-over-move.pass": "The hand is over: you can no longer pass.",
    "solution.best-play": "With best play from everyone, the hand goes on: {line}.",
    "out.went-out": "Player {player} played their last tile.",
    "win.players": Plural("players",
        "Player {players} wins the hand.",
        "Players {players} win the hand."),
    "win.players-points": Plural("players",
        "Player {players} wins the hand and scores {points}.",
        "Players {players} win the hand and score {points} each."),
    "win.team": "Team {team} (players {first} and {second}) wins the hand.",
    "tie.split-players": Plural("pool",
        "Players {players} tie for the lowest total ({pips}) and split the others' {pool} pip: {points} each.",
        "Players {players} tie for the lowest total ({pips}) and split the others' {pool} pips: {points} each."),
    "tie.drawn-players": "Players {players} tie for the lowest total ({pips}): the hand is a tie and nobody wins.",
    "tie.no-score-players": "Players {players} tie for the lowest total ({pips}): nobody scores.",
    "tie.drawn-teams": "Both teams have the same total ({pips}): the hand is a tie and nobody wins.",
    "tie.no-score-teams": "Both teams have the same total ({pips}): nobody scores.",
    "error.bad-json-at": "This is not valid JSON: the mistake is in line {line}, column {column}.",
    "error.json-too-deep": "This JSON is nested too deeply to be read.",
    "say.points": Plural("points", "{points} point", "{points} points"),
    "say.hands": Plural("hands", "{hands} hand", "{hands} hands"),
    "match.won-players": Plural("players",
        "Player {players} reaches {points} and wins the game.",
        "Players {players} reach {points} and win the game."),
    "match.hands-played-players": Plural("players",
        "After {hands}, Player {players} has the most points, {score}, and wins.",
        "After {hands}, Players {players} share the most points, {score}, and win."),
    "match.single-hand-players": Plural("players",
        "These rules play one hand only: Player {players} wins the game with it.",
        "These rules play one hand only: Players {players} win the game with it."),
    "match.single-hand-team": ("These rules play one hand only: team {team} (players {first} and {second}) "
                               "wins the game with it."),
    "match.won-team": "Team {team} (players {first} and {second}) reaches {points} and wins the game.",
    "match.hands-played-team": ("After {hands}, team {team} (players {first} and {second}) has the most "
                                "points, {points}, and wins."),
    "match.hands-won-players": Plural("players",
        "After {hands}, Player {players} has won the most hands, {won}, and wins the game.",
        "After {hands}, Players {players} have won the most hands, {won} each, and win the game."),
    "match.hands-won-team": ("After {hands}, team {team} (players {first} and {second}) has won the most "
                             "hands, {won}, and wins the game."),
    "match.tied-hands": "After {hands}, two or more have won the most hands, {won}: the game is a tie.",
    "say.player": "Player {player}",
    "say.name": "{name}",
    "score.seat-total": "Player {player} has {points}",
    "score.seat-hands": "Player {player} has won {hands}",
    "say.players": Plural("players", "Player {players}", "Players {players}"),
    "say.nobody": "nobody",
    "say.verdict": "{winners}, {points}",
    "say.rule-change": "{field}: {value}",
    "say.custom-rules": "{system} ({changes})",
    "score.no-winner": "Nobody wins the hand.",
    "score.team-won-hand-points": "Team {team} (players {first} and {second}) wins the hand and scores {points}.",
    "score.hand-line": "Hand {hand}: {summary} {standing}",
    "score.next-hand": "Next hand: {opening}",
    # The settler: who opens a deal; how far a record is allowed; best play from a move on,
    # and against the result as played
    "settle.opener": "Player {player} opens.",
    "settle.opener-with": "Player {player} opens with {tile}.",
    "settle.opener-by-lot": "Drawn by lot.",
    "settle.record-follows": Plural("moves", "Allows the one move.", "Allows all {moves} moves."),
    "settle.record-stops": "Refuses move {number}.",
    "settle.record-deal-differs": "The deal itself does not fit these rules.",
    "settle.best-line": "Best play after move {steps}: {line}.",
    "settle.best-line-deal": "Best play from the deal: {line}.",
    "settle.best-line-none": "After move {steps} there is nothing left to play.",
    "settle.best-same": "With best play from here the result is the same as it was played.",
    "settle.best-changes": ("With best play from here the result changes. With best play: {best} "
                            "As it was played: {played}"),
    # The settler's reasons with their links, each one sentence: a reason and the rule that says
    # it, a mark of our reading or choice that ends in its dispute; a system's row for a record
    "settle.reason-rule": "{reason} ({link})",
    "settle.link-rule": "the rule",
    "settle.mark-reading": "(Our reading: the sources do not say this plainly; see {link}.)",
    "settle.mark-choice": "(Our choice: the sources do not say; see {link}.)",
    "settle.link-dispute": "the dispute",
    "settle.record-row": "{system} — {sentences}",
    # The board's hint: the strong player's move and why, as one pair of sentences
    "hint.strong-lead": "The strong player would lay {tile}. {reason}",
    "hint.strong-left": "The strong player would lay {tile} on the left end. {reason}",
    "hint.strong-right": "The strong player would lay {tile} on the right end. {reason}",
    "hint.strong-draw": "The strong player would draw. {reason}",
    "hint.strong-pass": "The strong player would pass. {reason}",
}
