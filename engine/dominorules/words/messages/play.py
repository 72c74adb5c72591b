"""English wordings: the site's marks (our reading, our choice), computer players, hints, the review, your
puzzles, lines of play, a match's score table, the stock, the score pad's question, and the engine's own fault."""

from __future__ import annotations

from ..plural import Plural

ENGLISH: dict[str, str | Plural] = {
    # after a sentence that is the site's own reading or choice in this system (readings.py)
    "note.our-reading": "(Our reading: the sources do not say this plainly; see the disputes page.)",
    "note.our-choice": "(Our choice: the sources do not say; see the disputes page.)",
    "settle.next-counterclockwise": "Play goes to the right, counter-clockwise: Player {player} is next.",
    "hint.best-play-left": "A move that keeps the best result: {tile} on the left end.",
    "hint.best-play-right": "A move that keeps the best result: {tile} on the right end.",
    "hint.best-lead": "A move that keeps the best result: open with {tile}.",
    "hint.best-draw": "A move that keeps the best result: draw.",
    "hint.best-pass": "A move that keeps the best result: pass.",
    "target.single-hand-drawn": "These rules play one hand only, and it ended in a tie: nobody wins the game.",
    "target.not-yet": Plural("target",
        "Nobody has reached {target} point yet (the most is {best}): the game goes on.",
        "Nobody has reached {target} points yet (the most is {best}): the game goes on."),
    "target.tied": "Two or more have the most points, {best}, of at least {target}: play another hand.",
    "target.reached": Plural("total",
        "Player {player} reaches {total} point, at least {target}, and wins the game.",
        "Player {player} reaches {total} points, at least {target}, and wins the game."),
    # Readings of the sources made settings (issue 15)
    "error.rules-contradict": ("These rules contradict each other: “{first_label}” is set to “{first_value}”, "
                               "but “{second_label}” to “{second_value}”."),
    "end.blocked-no-tile-fits": "No tile left, in a hand or among those that may still be drawn, fits either end: the hand is blocked.",
    "out.shared-lowest": "Player {player} went out, but the lowest total, {pips}, is shared: under these rules the lowest total wins even after going out.",
    "tie.split-remainder": "What is left over, {remainder}, cannot be shared evenly and is not scored (our choice).",
    "open.split-winner": ("The previous hand had several winners; Player {player}, the first of them in turn, "
                           "opens this one (our choice)."),
    "target.tied-drawn": "Two or more have the most points, {best}, of at least {target}: under these rules the game ends in a tie.",
    "settle.target-tie-play-on": "If two or more share the best score when the game would end, another hand is played.",
    "settle.target-tie-drawn": "If two or more share the best score when the game would end, the game ends in a tie.",
    # Computer players, hints and the review of a hand
    "error.unknown-level": "There is no computer level called “{value}”.",
    "error.not-to-move": "It is not Player {player}'s turn.",
    "error.bad-match": "The game record's field “{field}” is missing or of the wrong kind.",
    "advice.only-move": "The only legal move.",
    "advice.must-draw": "Draw: nothing fits.",
    "advice.must-pass": "Pass: nothing fits.",
    "advice.draw-choice": "Draw instead: every tile that fits would help the others more.",
    "advice.pass-choice": "Pass instead: every tile that fits would help the others more.",
    "advice.wins": "Wins whatever tiles the others hold.",
    "advice.blocks": "Leaves a {number} open, and Player {player} has shown they have none.",
    "advice.double": "Gets rid of the double {tile} while it still fits.",
    "advice.covers": "Keeps both ends covered: you still hold a {left} and a {right}.",
    "advice.covers-same": "Afterwards both ends show a {number}, and you still hold a tile with a {number}.",
    "advice.heavy": "Gets rid of {tile}, the heaviest tile that fits.",
    "advice.variety": "Keeps the widest choice of numbers in your hand.",
    "verdict.best": "Best move",
    "verdict.good": "Good move",
    "verdict.inaccuracy": "Inaccuracy",
    "verdict.mistake": "Mistake",
    "verdict.forced": "No choice",
    "verdict.unrated": "Not rated",
    # The review of a hand (the cost in the rules' own unit; the face-up line is hindsight)
    "review.summary": ("Your moves: {moves}, with no choice in {forced}. Best: {best}, good: {good}, "
                       "inaccuracies: {inaccuracy}, mistakes: {mistake}."),
    "review.summary-all-chosen": Plural(
        "moves",
        "You made 1 move, and it was a real choice. Best: {best}, good: {good}, inaccuracies: {inaccuracy}, "
        "mistakes: {mistake}.",
        "You made {moves} moves, each of them a real choice. Best: {best}, good: {good}, "
        "inaccuracies: {inaccuracy}, mistakes: {mistake}."),
    # a draw or a pass by choice while a tile fits: the strong player's search cannot value it
    "review.summary-unrated": ("Your moves: {moves}. With no choice: {forced}; draws or passes by choice "
                               "(not rated): {unrated}. Best: {best}, good: {good}, "
                               "inaccuracies: {inaccuracy}, mistakes: {mistake}."),
    "review.unrated-draw": ("Not rated: the strong player lays a tile whenever one fits, and its "
                            "search cannot weigh a draw by choice fairly."),
    "review.unrated-pass": ("Not rated: the strong player lays a tile whenever one fits, and its "
                            "search cannot weigh a pass by choice fairly."),
    "review.cost-points": Plural("points", "On average this cost you {points} point.",
                                 "On average this cost you {points} points."),
    "review.cost-hands": Plural("amount", "On average this cost you {amount} hand (a hand won counts 1, "
                                "a hand lost −1, a tie or a shared win 0).",
                                "On average this cost you {amount} hands (a hand won counts 1, "
                                "a hand lost −1, a tie or a shared win 0)."),
    "review.line-yours": "In hindsight, with every hand face up, the hand would go like this from your move on:",
    "review.line-best": ("In hindsight, with every hand face up, the hand would go like this from "
                         "the strong player's choice on:"),
    # with three or more sides the face-up line has the others all play against the reviewed seat
    "review.line-yours-against": ("In hindsight, with every hand face up and the others all playing "
                                  "against you, the hand would go like this from your move on:"),
    "review.line-best-against": ("In hindsight, with every hand face up and the others all playing "
                                 "against you, the hand would go like this from the strong player's "
                                 "choice on:"),
    "review.line": "{moves}.",
    "end.all-passed": ("Everyone passed in turn, so the hand ends here and is scored as a blocked hand "
                       "(our reading: the source does not say what a round of passes does)."),
    "settle.allowed": "Allowed: {moves}",
    "review.line-too-long": "The rest of the hand is too long to work out with every hand face up.",
    # A move said on its own, as advice or in the review ("best: play 6-4 on the left end")
    "said.lead": "open with {tile}",
    "said.play-left": "play {tile} on the left end",
    "said.play-right": "play {tile} on the right end",
    "said.draw": "draw a tile",
    "said.pass": "pass",
    # Your own mistakes as puzzles (mistakes.py)
    "mistake.prompt": "Player {player} to move. Which move is best, with what you could see?",
    "mistake.proven": Plural("deals",
        "The hidden tiles can lie only one way that fits what you saw, and on that deal this move "
        "is best and yours is not.",
        "Of the {deals} ways the hidden tiles can lie that fit what you saw, this move is best in "
        "{best}; yours is as good in {played}."),
    "mistake.sampled": Plural("deals",
        "On {deals} deal of the hidden tiles, dealt at random to fit what you saw, this move is "
        "best on {best}% of it; yours is as good on {played}%.",
        "On {deals} deals of the hidden tiles, dealt at random to fit what you saw and each counted "
        "by how likely it is, this move is best on {best}% of them; yours is as good on {played}%."),
    "mistake.earlier": "In your game you chose: {move}.",
    "mistake.hint-lacks": ("Player {player} has shown, by passing or drawing, that none of their tiles "
                           "shows {numbers}."),
    "mistake.hint-lacks-no-drawing": "Player {player} has shown, by passing, that none of their tiles shows {numbers}.",
    "mistake.hint-none": ("Nobody has passed or drawn yet: weigh which of your tiles could get stuck, "
                          "and which numbers you leave open."),
    "mistake.hint-none-no-drawing": ("Nobody has passed yet: weigh which of your tiles could get stuck, "
                                     "and which numbers you leave open."),
    "mistake.right": "Right: {move} is the best move here.",
    # another answer of the puzzle, as good as the best on average and best on 95 % of the deals
    "mistake.right-as-good": "Right: that is just as good as the best move here, which is to {best}.",
    "mistake.also": "Just as good, and right too: {moves}.",
    "mistake.same-again": "That is the move you made in the game: another one does better. Try again.",
    "mistake.wrong": "Not {move}: another move does better on average. Try again.",
    "mistake.solution": "The best move: {move}. In your game you chose: {played}.",
    "mistake.count": Plural("count",
        "{count} of your moves in this hand makes a puzzle: you will find it under Your puzzles.",
        "{count} of your moves in this hand make puzzles: you will find them under Your puzzles."),
    # the same, with the link to Your puzzles after it (``link``: mistake.puzzles-link), one sentence
    "mistake.count-linked": Plural("count",
        "{count} of your moves in this hand makes a puzzle: you will find it under Your puzzles. {link}",
        "{count} of your moves in this hand make puzzles: you will find them under Your puzzles. {link}"),
    "mistake.puzzles-link": "Go to your puzzles",
    "mistake.count-none": "None of your moves in this hand makes a puzzle with one clear answer.",
    "mistake.count-two-sides": ("Puzzles are made only of hands with two sides, two players or two teams: "
                                "with more, the engine cannot tell exactly which move was best."),
    "error.puzzle-unreadable": "This puzzle cannot be read; it may come from another version of this site.",
    # One step of a line of play, with who makes it (moves.said_line): "Player 2 draws 3 tiles"
    "said-line.lead": "Player {player} opens with {tile}",
    "said-line.play-left": "Player {player} plays {tile} on the left",
    "said-line.play-right": "Player {player} plays {tile} on the right",
    "said-line.draw": Plural("count",
        "Player {player} draws a tile",
        "Player {player} draws {count} tiles"),
    "said-line.pass": "Player {player} passes",
    # A match's score table beside the board: its title, and the name of each row
    "match.title-target": "Game to {target}",
    "match.title-hands": "A game of {hands} hands",
    "match.title-score": "Score",
    "match.row-you": "Player {player} (you)",
    "match.row-player": "Player {player}",
    "match.row-team": "Team {team} (players {first} and {second})",
    # The tiles outside the hands, under the board
    "stock.boneyard": Plural("count", "Boneyard: {count} tile", "Boneyard: {count} tiles"),
    "stock.set-aside": Plural("count", "Set aside, out of play: {count} tile",
                              "Set aside, out of play: {count} tiles"),
    # Each hand's size beside the board, and the position said for screen readers (core/position.py)
    "board.hand-size": Plural("count", "Player {player}: {count} tile in hand",
                              "Player {player}: {count} tiles in hand"),
    "board.hand-size-none": "Player {player}: no tiles left in hand",
    "board.said-line": "Line: {tiles}. Open ends: {left} and {right}.",
    "board.said-line-empty": "The line is empty.",
    "board.said-hand": "Player {player}'s hand: {tiles}.",
    "board.said-hidden": Plural("count", "Player {player} holds {count} tile.",
                                "Player {player} holds {count} tiles."),
    "board.said-none": "Player {player} has no tiles left.",
    # What the score pad asks about the end of a blocked hand, by the rules' last_mover
    "ask.last-tile": "Who placed the last tile?",
    "ask.last-action": "Who made the last move before the block? A draw or a pass counts.",
    "settle.assumes-last-tile": ("This answer takes Player {player}, who placed the last tile, as the one "
                                 "who made the last move. If someone drew or passed after that, that player "
                                 "made the last move and loses instead."),
    # A request the engine could not answer for a reason of its own (a fault, not the reader's)
    "error.internal": "The rules engine could not answer this request. Please try again.",
}
