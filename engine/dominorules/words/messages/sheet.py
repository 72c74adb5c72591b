"""English wordings: our table's rules: the sheet's sections, sentences and questions, and the sources by name."""

from __future__ import annotations

from ..plural import Plural

ENGLISH: dict[str, str | Plural] = {
    # Our table's rules (issue 24): the sheet's sections, its sentences, one per rule fact and
    # value (dominorules.features.table_sheet), and the questions a table answers before the first hand
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
    "sheet.later-opener.winner-split": ("In each later hand the winner of the previous hand opens, with any tile; "
                                        "after a hand whose points were split, the first of its winners in turn "
                                        "from the previous opener opens."),
    "sheet.later-opener.winner-teams": ("In each later hand a player of the team that won the previous hand opens, "
                                        "with any tile: the partner who went out, or after a blocked hand the "
                                        "partner with the lower player number; after a hand nobody won, the same "
                                        "player opens again."),
    "sheet.later-opener.winner-teams-split": ("In each later hand a player of the team that won the previous hand "
                                              "opens, with any tile: the partner who went out, or after a blocked "
                                              "hand the partner with the lower player number; after a hand whose "
                                              "points were split, the first of its winners in turn from the previous "
                                              "opener opens."),
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
    # A question as the page heads it, and why the number of questions changed
    "sheet.heading": "Question {n} of {total}: {question}",
    "sheet.count.fewer": Plural("count",
        "Your answers so far leave out {count} question that this system asks.",
        "Your answers so far leave out {count} questions that this system asks."),
    "sheet.count.more": Plural("count",
        "Your answers so far bring up {count} question more than this system asks.",
        "Your answers so far bring up {count} questions more than this system asks."),
    # The sources under an option: this game's own, other games', none; the mark in words
    "sheet.sources.own": Plural("sources", "This game's source: {sources}.", "This game's sources: {sources}."),
    "sheet.sources.other": Plural("sources",
        "Another game's source: {sources}.", "Other games' sources: {sources}."),
    "sheet.sources.none": "No source names this option.",
    "sheet.mark-note.reading": "Our reading: the sources of this game do not say it in so many words.",
    "sheet.mark-note.reading-both": "Our reading: this game's source says it both ways.",
    "sheet.mark-note.choice": "Our choice: the sources of this game do not say.",
    # The mark after a sentence of the sheet that states the site's own reading or choice
    "sheet.mark.reading": "(our reading)",
    "sheet.mark.choice": "(our choice)",
    # The sources, as the site names them (docs/*/disputes.md#sources); 003 by its way of playing
    "source.000": "the Swedish leaflet",
    "source.001": "the Swedish draw-game page",
    "source.002": "the German leaflet",
    "source.003": "the Swedish article (way {way})",
    "source.004": "the Norwegian guide (Pagat)",
    "source.003-ways": "the Swedish article (ways {ways})",
}
