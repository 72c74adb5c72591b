"""Every message id the engine uses, with its English wording.

This is the engine's source language: ``translations/en.po`` carries the same
English, and ``translations/{sv,de,nb}.po`` translate it. Placeholders are in
braces; ``{player}`` is the 1-based seat a reader sees. The site's own strings
(ids starting ``ui.``) and the tutorials' live only in the catalogs.

A message with a count (``{count} tiles``) is a :class:`~dominorules.message.Plural`:
the parameter that holds the number, the wording for exactly 1, the wording for any
other number. In the catalogs it is a gettext plural entry whose ``msgid_plural`` is
the id and the counting placeholder (``error.hand-size {count}``). The site's own
messages with a count are listed in :data:`SITE_COUNTS` (their wording is in the
catalogs only); :data:`COUNTS` names the counting parameter of every plural message.
"""

from __future__ import annotations

from .plural import Plural

ENGLISH: dict[str, str | Plural] = {
    # Names of the rule systems
    "preset.block.name": "Block game",
    "preset.partnership.name": "Partnership game",
    "preset.draw.name": "Draw game",
    "preset.block-locker-loses.name": "Block game: the locker loses",
    "preset.draw-until-playable.name": "Draw until playable",
    "preset.draw-100.name": "Draw game to 100",
    "preset.pagat-draw.name": "Pagat's draw game",
    "preset.custom.name": "Custom rules",
    "preset.changed.name": "{system}, with our changes",
    # Who opens
    "open.highest-double": "Player {player} holds the highest double, {tile}, and opens with it.",
    "open.heaviest-tile": ("Nobody holds a double, so Player {player} opens with the heaviest tile, {tile} "
                           "(ranked by pips: our reading)."),
    "open.first-seat": "Player {player}, the first player, opens with any tile.",
    "open.lot": "Player {player} was drawn by lot to open; this site lets them lead any tile (our reading).",
    "open.left-of-previous": "Player {player}, to the left of the previous opener, opens this hand.",
    "open.previous-winner": "Player {player} won the previous hand and opens this one.",
    "open.previous-winner-choice": "Player {player} won the previous hand and opens this one (our choice).",
    "open.again-after-draw": "The previous hand had no winner, so Player {player} opens again (our choice).",
    "open.later-hand": "Player {player} opens this hand.",
    # Moves
    "move.lead": "Player {player} opens with {tile}.",
    "move.play-left": "Player {player} plays {tile} on the left end ({value}).",
    "move.play-right": "Player {player} plays {tile} on the right end ({value}).",
    "move.draw": "Player {player} cannot play and draws a tile.",
    "move.draw-voluntary": "Player {player} chooses to draw a tile instead of playing.",
    "move.pass": "Player {player} cannot play and passes.",
    "move.pass-voluntary": "Player {player} chooses to pass.",
    # The end of a hand
    "pips.seat": "Pips left in Player {player}'s hand: {pips}.",
    "pips.team": "Pips left for team {team} (players {first} and {second}): {pips}.",
    "end.out": "Player {player} played their last tile and wins.",
    "end.out-team": "Player {player} played their last tile: team {team} (players {first} and {second}) wins.",
    "end.blocked": "Nobody can play and nothing can be drawn: the hand is blocked.",
    "end.blocked-no-drawing": "Nobody can play any more: the hand is blocked.",
    "points.out-others": "Player {player} scores the opponents' pips: {points}.",
    "blocked.last-mover-loses": "Player {player} made the last move before the block and loses.",
    "blocked.lowest": "Player {player} has the lowest total, {pips}, and wins.",
    "blocked.lowest-team": "Team {team} (players {first} and {second}) has the lowest total, {pips}, and wins.",
    "points.others-minus-own": "Player {player} scores the others' {others} minus their own {own}: {points}.",
    "points.others-minus-own-team": "Team {team} scores the other team's {others} minus its own {own}: {points}.",
    "points.others": "Player {player} scores the opponents' pips, {points}; their own are not subtracted.",
    "points.others-team": "Team {team} scores the other team's pips, {points}; its own are not subtracted.",
    # A match
    "match.hand-points": Plural("score",
        "After hand {hand}, Player {player} has {score} point.",
        "After hand {hand}, Player {player} has {score} points."),
    "match.won": Plural("score",
        "Player {player} reaches {score} point and wins the game.",
        "Player {player} reaches {score} points and wins the game."),
    "match.hands-played": Plural("hands",
        "After {hands} hand, Player {player} has the most points, {score}, and wins.",
        "After {hands} hands, Player {player} has the most points, {score}, and wins."),
    "match.tied": Plural("hands",
        "After {hands} hand, {count} players share the most points ({score}): the game is a tie.",
        "After {hands} hands, {count} players share the most points ({score}): the game is a tie."),
    # Moves refused
    "illegal.not-in-hand": "Player {player} does not hold {tile}.",
    "illegal.must-lead": "This hand must open with {tile}.",
    "illegal.which-end": "{tile} fits both ends ({left} and {right}): say which end.",
    "illegal.no-match": "{tile} does not fit either open end ({left} or {right}).",
    "illegal.no-match-same": "{tile} does not fit: both open ends show {end}.",
    "illegal.wrong-end": "{tile} does not fit the end showing {end}.",
    "illegal.no-drawing": "There is no drawing in this game: Player {player} must play or pass.",
    "illegal.nothing-to-draw": Plural("reserve",
        "There is nothing left to draw (the last tile is never drawn).",
        "There is nothing left to draw (the last {reserve} tiles are never drawn)."),
    "illegal.boneyard-empty": "The boneyard is empty: there is nothing to draw.",
    "illegal.must-play-not-draw": "Player {player} can play, and these rules do not allow drawing instead.",
    "illegal.drew-already": "Player {player} has drawn once this turn and may not draw again.",
    "illegal.must-play": "Player {player} can play, so passing is not allowed.",
    "illegal.must-draw": "Player {player} cannot play and must draw before passing.",
    # Bad input
    "error.bad-tile": "{tile} is not a tile of the double-{max} set.",
    "error.tile-twice": "The tile {tile} appears twice.",
    "error.tile-missing": "The tile {tile} is in no hand and not in the boneyard.",
    "error.hand-size": Plural("count",
        "Player {player} has {count} tile; these rules deal {size}.",
        "Player {player} has {count} tiles; these rules deal {size}."),
    "error.player-count": "These rules are for {min} to {max} players, not {players}.",
    "error.search-too-large": "Best play from here is too long to work out ({nodes} positions and more); try a later move.",
    "error.player-count-exact": "These rules are for exactly {needed} players, not {players}.",
    "error.teams-need-four": "Teams need exactly 4 players, not {players}.",
    "error.cannot-deal": Plural("hand",
        "{players} players with {hand} tile each do not fit in a set of {tiles} tiles.",
        "{players} players with {hand} tiles each do not fit in a set of {tiles} tiles."),
    "error.no-double": "Nobody holds a double: these rules say shuffle and deal again.",
    "error.opener-needed": "Say who opens this hand (the field “opener”).",
    "error.wrong-opener": "Player {player} cannot open: under these rules Player {expected} opens.",
    "error.bad-seat": "{seat} is not a seat at a table of {players}.",
    "error.unknown-preset": "There is no rule set called “{value}”.",
    "error.unknown-rule-field": "Rule sets have no field called “{field}”.",
    "error.bad-rule-value": "The rule “{label}” ({field}) cannot be {value}.",
    "settle.stand-ins": Plural("players",
        ("The tiles shown for Player {players} stand in for the pip count typed on the score pad: only "
         "its total is known (any tiles with the same total give the same verdicts), and not the line of play."),
        ("The tiles shown for Players {players} stand in for the pip counts typed on the score pad: only "
         "their totals are known (any tiles with the same totals give the same verdicts), and not the "
         "line of play.")),
    "match.tie-plays-on": ("{players} share the lead with {score}, at the target of {target} or past it: "
                           "on a tie at the target these rules play another hand (our choice)."),
    "match.tie-plays-on-hands": ("After {hands}, {players} share the lead with {score}: on a tie these rules "
                                 "play another hand (our choice)."),
    "error.rule-amount": ("The rule “{label}” ({field}) needs a whole number of 1 or more for {players} players, "
                          "not “{value}”."),
    "error.bad-rules": "Rules must be a preset id or an object with “preset”, not {value}.",
    "error.bad-move-text": "“{move}” is not a move (write “6-3 right”, “draw” or “pass”).",
    "error.bad-record": "A game record must be a JSON object, not {value}.",
    "error.unknown-record-field": "Game records have no field called “{field}”.",
    "error.record-field": "The record's field “{field}” is missing or of the wrong kind.",
    "error.record-illegal-move": "Move {number}, “{move}”, is not legal.",
    "error.record-unfinished": "The record stops before the hand is over.",
    "error.record-after-end": "Move {number}, “{move}”, comes after the hand was over.",
    "error.bad-end": "“{value}” is not a way for a hand to end (use “out” or “blocked”).",
    "error.end-out-needs-empty": "An ended-by-going-out position needs exactly one empty hand.",
    "error.end-blocked-has-empty": "Player {player} has no tiles left, so the hand was not blocked.",
    "error.last-needed": "These rules need to know who made the last move (the field “last”).",
    "error.last-needed-hand": "These rules need to know who placed the last tile.",
    "error.line-mismatch": "In the line, {first} is followed by {second}, and their halves do not match.",
    "error.line-not-blocked": "{tile} still fits the line, so the hand is not blocked.",
    "error.unknown-operation": "The site asked the engine for “{op}”, which it does not know.",
    "error.cannot-read": "Cannot read {path}.",
    "error.too-large": "The input is too large ({size} characters; at most {limit}).",
    "error.tutorial-field": "The tutorial's field “{field}” is wrong: {value}.",
    "error.tutorial-in": "In the tutorial's field “{field}”:",
    "error.tutorial-missing": "The tutorial has no field “{field}”.",
    "error.tutorial-unknown": "A tutorial of kind {kind} has no field “{field}”.",
    "error.tutorial-position": "A tutorial needs either a deal or an end position, not both.",
    "error.tutorial-step": "Step {number}, “{move}”, cannot be played.",
    "error.tutorial-not-ended": "The steps stop before the hand is over, so there is no result to check.",
    "error.tutorial-answer": "In “{field}” the tutorial says {given}, but the engine finds {engine}.",
    "error.bad-reply": "That answer is not of the kind the question asks for (“{field}”).",
    "feedback.playable-wrong": Plural("count",
        "One of the tiles you chose does not fit.",
        "{count} of the tiles you chose do not fit."),
    "feedback.playable-missed": Plural("count",
        "You left out {count} tile that fits.",
        "You left out {count} tiles that fit."),
    "feedback.winner": "The winner is not right.",
    "feedback.points": "The winner is right, but the points are not.",
    "solution.playable": "The tiles that fit: {tiles}.",
    "solution.pips": Plural("pips",
        "Player {player}: {sum} = {pips} pip.",
        "Player {player}: {sum} = {pips} pips."),
    "solution.play": "Play a tile: one of them fits.",
    "solution.draw": "Draw from the boneyard.",
    "solution.pass": "Pass.",
    "solution.best": "Best: {moves}.",
    # A situation that cannot be read: each part named as the settler's form names it (never the
    # link's letters "h", "p" or our JSON's field names), one whole message per part
    "error.situation-unreadable": "This situation cannot be read.",
    "error.situation-unknown-part": "This link has a part the settler does not know: “{part}”.",
    "error.situation-bad.kind": "“{value}” is not one of the questions the settler answers.",
    "error.situation-bad.players": "The number of players cannot be “{value}”.",
    "error.situation-bad.hands": "The hands cannot be read: “{value}”.",
    "error.situation-bad.line": "The line cannot be read: “{value}”.",
    "error.situation-bad.last": "The player who placed the last tile cannot be “{value}”: give one of the players.",
    "error.situation-bad.boneyard": "The number of tiles left in the boneyard cannot be “{value}”.",
    "error.situation-bad.drawn": "The number of tiles drawn this turn cannot be “{value}”.",
    "error.situation-bad.teams": "Whether the players play in teams cannot be read: “{value}”.",
    "error.situation-bad.custom": "Your own rules cannot be read: “{value}”.",
    "error.situation-bad.stand_ins": "The players whose pip counts were typed on the score pad cannot be read: “{value}”.",
    "error.situation-in.hands": "In the hands:",
    "error.situation-in.line": "In the line:",
    "error.situation-in.custom": "In your own rules:",
    "error.situation-missing.kind": ("This link does not say what you want to know, perhaps because it was cut short. "
                                     "Copy the whole link again, or set up the situation here."),
    "error.situation-missing.players": ("This link does not say how many players there are, perhaps because it was "
                                        "cut short. Copy the whole link again, or set up the situation here."),
    "error.situation-missing.hands": ("This link does not give the players' hands, perhaps because it was cut short. "
                                      "Copy the whole link again, or set up the situation here."),
    "error.situation-turn-needs-line": "To say what the player to move may do, the settler needs the line on the table.",
    "error.situation-deal-played": "The hands as dealt come before any play: there is no line and no last tile yet.",
    "error.situation-check-link": "Check the link, or set up the situation again here.",
    # A value from a reader's JSON in an error, as the reader knows it (errors.said_value)
    "say.quoted": "“{text}”",
    "say.json.list": "a list",
    "say.json.object": "an object",
    "say.json.null": "empty",
    "error.situation-hands": Plural("count",
        "The situation gives {count} hand, but {players} are needed.",
        "The situation gives {count} hands, but {players} are needed."),
    "error.pips-count": "{count} pip counts are given, but there are {players} players.",
    "error.bad-pips": "Player {player} cannot have a pip total of {value}: a hand here holds 0 to {max}.",
    "error.pips-text": "“{value}” is neither a pip count nor a list of tiles (write 12, or 6-6.0-4).",
    "error.out-has-pips": "Player {player} went out and holds no tiles, so their pip total cannot be {value}.",
    "error.out-has-tiles": "Player {player} went out and holds no tiles, so they cannot still hold {tiles}.",
    "error.pips-impossible": "No hands can leave these pips: {pips}.",
    "error.match-over": "The game was over after hand {hand}, so there is no hand {next}.",
    "error.match-hand": "In hand {hand}:",
    "error.situation-too-many": "That makes {count} tiles, more than the 28 of a double-six set.",
    "error.situation-two-out": "Players {first} and {second} both have no tiles left, but only one can go out.",
    "error.too-many-left": Plural("count",
        "Player {player} has {count} tile left, but these rules deal {size} and never draw.",
        "Player {player} has {count} tiles left, but these rules deal {size} and never draw."),
    "turn.must-play": "A tile fits, so the player must play one: no passing and no drawing instead.",
    "turn.may-pass": "A tile fits, but these rules let the player pass anyway.",
    "turn.may-draw": "A tile fits, but these rules let the player draw instead of playing.",
    "turn.no-drawing": "Nothing fits and there is no drawing in this game: the player passes.",
    "turn.nothing-to-draw": Plural("reserve",
        "Nothing fits and nothing may be drawn (the last tile is never drawn): the player passes.",
        "Nothing fits and nothing may be drawn (the last {reserve} tiles are never drawn): the player passes."),
    "turn.boneyard-empty": "Nothing fits and the boneyard is empty: the player passes.",
    "turn.drew-already": "Nothing fits and the player has drawn their one tile this turn: the player passes.",
    "turn.draw-one": "Nothing fits: the player draws one tile, and passes if it does not fit either.",
    "turn.draw-until": "Nothing fits: the player draws until a tile fits or nothing is left to draw.",
    "settle.by-lot": ("The opener is drawn by lot. The guide does not say which tile they lead; "
                      "this site lets them lead any tile (our reading)."),
    "settle.single-hand": "This one hand is the whole game.",
    "settle.ended-before": "Under these rules the hand is over after move {move}, before the record ends.",
    "settle.to-points": Plural("points",
        "The game goes on, hand after hand, until someone reaches {points} point.",
        "The game goes on, hand after hand, until someone reaches {points} points."),
    "settle.to-hands": Plural("hands",
        "The game lasts {hands} hand.",
        "The game lasts {hands} hands."),
    "settle.last-unknown": "Choose who placed the last tile to see this system's verdict.",
    "settle.next-clockwise": "Play goes clockwise: Player {player} is next.",
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
    "error.rules-contradict": "The rule fields contradict each other: “{first}” is {first_value}, but “{second}” is {second_value}.",
    "end.blocked-no-tile-fits": "No tile left, in a hand or among those that may still be drawn, fits either end: the hand is blocked.",
    "out.shared-lowest": "Player {player} went out, but the lowest total, {pips}, is shared: under these rules the lowest total wins even after going out.",
    "tie.split-remainder": "What is left over, {remainder}, cannot be shared evenly and is not scored (our choice).",
    "open.split-winner": ("The previous hand's points were split; Player {player}, the first of its winners in turn, "
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
        "The hidden tiles can lie only one way that fits what you saw: this move is best there "
        "({best} of {deals}); yours in {played}.",
        "Of the {deals} ways the hidden tiles can lie that fit what you saw, this move is best in "
        "{best}; yours in {played}."),
    "mistake.sampled": Plural("deals",
        "On {deals} deal of the hidden tiles, dealt at random to fit what you saw, this move is "
        "best on {best}% of it; yours on {played}%.",
        "On {deals} deals of the hidden tiles, dealt at random to fit what you saw and each counted "
        "by how likely it is, this move is best on {best}% of them; yours on {played}%."),
    "mistake.earlier": "In your game you chose: {move}.",
    "mistake.hint-lacks": ("Player {player} has shown, by passing or drawing, that none of their tiles "
                           "shows {numbers}."),
    "mistake.hint-none": ("Nobody has passed or drawn yet: weigh which of your tiles could get stuck, "
                          "and which numbers you leave open."),
    "mistake.hint-none-no-drawing": ("Nobody has passed yet: weigh which of your tiles could get stuck, "
                                     "and which numbers you leave open."),
    "mistake.right": "Right: {move} is the best move here.",
    "mistake.same-again": "That is the move you made in the game: another one does better. Try again.",
    "mistake.wrong": "Not {move}: another move does better on average. Try again.",
    "mistake.solution": "The best move: {move}. In your game you chose: {played}.",
    "mistake.count": Plural("count",
        "{count} of your moves in this hand makes a puzzle: you will find it under Your puzzles.",
        "{count} of your moves in this hand make puzzles: you will find them under Your puzzles."),
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
    # The tiles outside the hands, under the board
    "stock.boneyard": Plural("count", "Boneyard: {count} tile", "Boneyard: {count} tiles"),
    "stock.set-aside": Plural("count", "Set aside, out of play: {count} tile",
                              "Set aside, out of play: {count} tiles"),
    # What the score pad asks about the end of a blocked hand, by the rules' last_mover
    "ask.last-tile": "Who placed the last tile?",
    "ask.last-action": "Who made the last move before the block? A draw or a pass counts.",
    "settle.assumes-last-tile": ("This answer takes Player {player}, who placed the last tile, as the one "
                                 "who made the last move. If someone drew or passed after that, that player "
                                 "made the last move and loses instead."),
    # A request the engine could not answer for a reason of its own (a fault, not the reader's)
    "error.internal": "The rules engine could not answer this request ({op}). Please try again.",
    # Our table's rules (issue 24): the sheet's sections, its sentences, one per rule fact and
    # value (dominorules.sheet), and the questions a table answers before the first hand
    "sheet.section.setup": "Set-up",
    "sheet.section.opening": "Who opens",
    "sheet.section.turn": "A turn",
    "sheet.section.drawing": "Drawing and passing",
    "sheet.section.blocked": "The end of a hand, and a blocked hand",
    "sheet.section.scoring": "Scoring",
    "sheet.section.target": "How long a game lasts, and ties",
    "sheet.tiles": "Play with a double-{max} set of {tiles} tiles.",
    "sheet.players.range": "These rules are for {min} to {max} players.",
    "sheet.players.exactly": "These rules are for exactly {players} players.",
    "sheet.hand-size": Plural("count",
        "With {players} players, each is dealt {count} tile.",
        "With {players} players, each is dealt {count} tiles."),
    "sheet.teams.yes": "Play in two teams of two, partners sitting opposite each other.",
    "sheet.teams.no": "Everyone plays alone.",
    "sheet.undealt.set-aside": Plural("count",
        "The {count} tile left over is put aside face down and not used.",
        "The {count} tiles left over are put aside face down and not used."),
    "sheet.undealt.boneyard": Plural("count",
        "The {count} tile left over stays face down as the boneyard.",
        "The {count} tiles left over stay face down as the boneyard."),
    "sheet.undealt.all-dealt": "All {tiles} tiles are dealt; none are left over.",
    "sheet.first-opener.highest-double": ("The player holding {tile} opens the first hand; if nobody does, "
                                          "the holder of {next}, and so on down the doubles."),
    "sheet.first-opener.first-seat": ("The first player opens the first hand, with any tile; agree before "
                                      "you start who that is."),
    "sheet.first-opener.lot": "Draw lots for who opens the first hand; that player may lay any tile.",
    "sheet.no-double.redeal": "If nobody holds a double, shuffle all the tiles and deal again.",
    "sheet.no-double.heaviest-tile": ("If nobody holds a double, the player with the highest single tile opens; "
                                      "we rank tiles by pips, and between equal totals by the higher half, so "
                                      "6-3 before 5-4 (our reading)."),
    "sheet.first-tile.double": "The opener lays that tile first.",
    "sheet.first-tile.any": "The opener may lay any tile first, not only that one.",
    "sheet.later-opener.winner": ("In each later hand the winner of the previous hand opens, with any tile; "
                                  "after a hand nobody won, the same player opens again."),
    "sheet.later-opener.left-of-previous": ("Each later hand is opened by the player to the left of the "
                                            "previous opener, with any tile."),
    "sheet.later-opener.first-seat": "The first player opens every later hand too, with any tile.",
    "sheet.direction.clockwise": "Play goes clockwise: the turn passes to the left.",
    "sheet.direction.counterclockwise": "Play goes counter-clockwise: the turn passes to the right.",
    "sheet.move": ("On your turn, lay one tile at one of the two open ends of the line, with its matching "
                   "half against that end; a double opens no new ends."),
    "sheet.when-able.must-play": "If one of your tiles fits, you must lay a tile.",
    "sheet.when-able.may-pass": ("Even if one of your tiles fits, you may pass instead; if every player "
                                 "passes in turn, the hand is blocked."),
    "sheet.when-able.may-draw": ("Even if one of your tiles fits, you may draw instead; your turn ends "
                                 "when you lay a tile."),
    "sheet.draw.none": "If none of your tiles fits, you pass; nobody ever draws.",
    "sheet.draw.one": ("If none of your tiles fits, draw one tile from the boneyard: lay it if it fits, "
                       "otherwise pass."),
    "sheet.draw.until-playable": ("If none of your tiles fits, draw from the boneyard until you get one "
                                  "that fits, and lay it."),
    "sheet.draw.nothing-left": "All the tiles are dealt, so nobody draws: if none of your tiles fits, you pass.",
    "sheet.reserve.none": ("Every tile in the boneyard may be drawn; once it is empty, a player with no "
                           "tile that fits passes."),
    "sheet.reserve.some": Plural("reserve",
        ("The last tile in the boneyard is never drawn; once only that tile is left, a player "
         "with no tile that fits passes."),
        ("The last {reserve} tiles in the boneyard are never drawn; once only they are left, a player "
         "with no tile that fits passes.")),
    "sheet.hand-ends": "A hand ends when a player lays their last tile, or when it is blocked.",
    "sheet.blocked-when.no-drawing": "A hand is blocked when nobody can lay a tile.",
    "sheet.blocked-when.boneyard-empty": "A hand is blocked when nobody can lay a tile and nothing more may be drawn.",
    "sheet.blocked-when.no-tile-fits": ("A hand is blocked as soon as no tile left, in a hand or among those "
                                        "that may still be drawn, fits either end."),
    "sheet.going-out.wins": "The player who lays their last tile wins the hand.",
    "sheet.going-out.lowest-total": ("A player who lays their last tile has a total of 0, and the lowest "
                                     "total wins: if another player holds only 0-0, they share it, and the "
                                     "rule for a shared lowest total applies."),
    "sheet.blocked-winner.lowest": ("In a blocked hand, everyone adds up the pips left in hand, and the "
                                    "lowest total wins."),
    "sheet.blocked-winner.last-mover-loses": ("In a blocked hand, the player who made the last move loses "
                                              "and everyone else wins; the pips do not matter."),
    "sheet.last-mover.last-tile": "The last move is the last tile laid: drawing and passing do not count.",
    "sheet.last-mover.last-action": "The last move is the last thing anyone did, so a draw or a pass counts too.",
    "sheet.tie.drawn": "If two or more share the lowest total, the hand is a tie and nobody wins.",
    "sheet.tie.no-score": "If two or more share the lowest total, nobody scores.",
    "sheet.tie.split": ("If two or more share the lowest total, they share the win and split the points "
                        "equally; a point that cannot be shared is dropped."),
    "sheet.tie.split-no-points": ("If two or more share the lowest total, the hand is a tie and nobody wins: "
                                  "without points there is nothing to split."),
    "sheet.blocked-points.last-mover-loses": ("A blocked hand scores no points: the last mover loses it, "
                                              "and nobody scores."),
    "sheet.teams.together": ("Partners win and lose together; where pips are counted, each team adds up "
                             "both partners' pips."),
    "sheet.pips": "To count a hand, add up both halves of every tile left in it; a blank counts 0, so 0-0 counts 0.",
    "sheet.points.none": "No points are scored: a hand is only won, lost or tied.",
    "sheet.out-points.others": "The player who goes out scores all the pips left in the opponents' hands.",
    "sheet.out-points.none": "Going out scores no points.",
    "sheet.blocked-points.others-minus-own": "The winner of a blocked hand scores the opponents' pips minus their own.",
    "sheet.blocked-points.others": ("The winner of a blocked hand scores the opponents' pips; their own are "
                                    "not subtracted."),
    "sheet.blocked-points.none": "Winning a blocked hand scores no points.",
    "sheet.target.single-hand": "One hand is the whole game.",
    "sheet.target.points": Plural("points",
        "Play hand after hand until someone reaches {points} point: that player wins the game.",
        "Play hand after hand until someone reaches {points} points: that player wins the game."),
    "sheet.target.hands": Plural("hands",
        "The game lasts {hands} hand; whoever has the most points after it wins.",
        "The game lasts {hands} hands; whoever has the most points after the last one wins."),
    "sheet.target-tie.play-on": ("If two or more share the best score when the game would end, play another "
                                 "hand until one leads alone."),
    "sheet.target-tie.drawn": "If two or more share the best score when the game would end, the game is a tie.",
    "sheet.question.first_opener": "Who opens the first hand?",
    "sheet.question.no_double": "What if nobody holds a double?",
    "sheet.question.opener_plays_double": "Must the opener lay that double first?",
    "sheet.question.later_opener": "Who opens the later hands?",
    "sheet.question.direction": "Which way does play go?",
    "sheet.question.draw": "What does a player do when none of their tiles fits?",
    "sheet.question.reserve": "Are the last tiles in the boneyard ever drawn?",
    "sheet.question.when_able": "May a player whose tile fits pass or draw instead?",
    "sheet.question.blocked_when": "When is a hand with drawing blocked?",
    "sheet.question.going_out": "Does going out always win the hand?",
    "sheet.question.blocked_winner": "Who wins a blocked hand?",
    "sheet.question.last_mover": "Who made the last move?",
    "sheet.question.tie": "What if two or more share the lowest total?",
    "sheet.question.blocked_points": "What does the winner of a blocked hand score?",
    "sheet.question.teams": "Do you play in teams?",
    "sheet.question.target_tie": "What if two or more share the best score at the end?",
    "sheet.question.hand_size": "How many tiles is each player dealt?",
    "sheet.question.target": "How long does a game last?",
    "sheet.option.hand-size": Plural("count", "{count} tile each", "{count} tiles each"),
    "sheet.option.target-points": Plural("points",
        "a game to {points} point", "a game to {points} points"),
    "sheet.option.target-hands": Plural("hands",
        "a game of {hands} hand", "a game of {hands} hands"),
    "sheet.option.reserve": Plural("reserve",
        "the last tile is never drawn",
        "the last {reserve} tiles are never drawn"),
    "sheet.option.reserve-none": "every tile may be drawn",
    # The sources, as the site names them (docs/*/disputes.md#sources); 003 by its way of playing
    "source.000": "the Swedish leaflet",
    "source.001": "the Swedish draw-game page",
    "source.002": "the German leaflet",
    "source.003": "the Swedish article (way {way})",
    "source.004": "the Norwegian guide (Pagat)",
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
    "score.won-hand": Plural("names",
        "{names} wins the hand.",
        "{names} win the hand."),
    "score.won-hand-points": Plural("names",
        "{names} wins the hand and scores {points}.",
        "{names} win the hand and score {points} each."),
    "score.partners-won-hand-points": "{names} win the hand and score {points} together.",
    "score.no-winner": "Nobody wins the hand.",
    "score.team-won-hand-points": "Team {team} (players {first} and {second}) wins the hand and scores {points}.",
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
    # The board's hint: the strong player's move and why, as one pair of sentences
    "hint.strong-lead": "The strong player would lay {tile}. {reason}",
    "hint.strong-left": "The strong player would lay {tile} on the left end. {reason}",
    "hint.strong-right": "The strong player would lay {tile} on the right end. {reason}",
    "hint.strong-draw": "The strong player would draw. {reason}",
    "hint.strong-pass": "The strong player would pass. {reason}",
}

# The site's own (ui.*) messages with a count, and the parameter that holds the number.
SITE_COUNTS: dict[str, str] = {
    "ui.face_down": "count",
    "ui.describe_hidden": "count",
    "ui.boneyard_count": "count",
    "ui.hand_size": "count",
    "ui.progress": "total",
    "ui.mypuzzles.imported": "count",
    "ui.table.sources": "count",
}

# Every message with plural forms, engine and site: id -> the parameter that holds the number.
COUNTS: dict[str, str] = {
    **{msgid: text.param for msgid, text in ENGLISH.items() if isinstance(text, Plural)},
    **SITE_COUNTS,
}
