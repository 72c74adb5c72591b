"""dominorules: the rules of dominoes as people play them, in one configurable engine.

Seven rule systems (:data:`PRESETS`) from the sources, row by row in RULES.md, a
:class:`Game` with legal moves, play and undo, an :class:`Outcome` that says
how and why a hand ended, :class:`Match` play to a target, player views, game
records in JSON, and a browser bridge. Standard library only; runs on CPython
3.11 and on Pyodide.

>>> game = Game.deal(PRESETS["partnership"], 4, seed=2)
>>> str(game.legal_moves()[0])
'6-6'
"""

from .core.game import Game
from .core.match import Match
from .core.moves import Move
from .core.outcome import Outcome, score_hand
from .core.rule_choices import PRESET_IDS
from .core.rules import PRESETS, RuleSet, preset
from .core.tiles import Tile, full_set, parse_tiles, pip_total
from .formats.record import end_position, game_from_record, settle, to_record
from .players.player_view import PlayerView
from .players.selfplay import play_hand, play_match
from .words.errors import BadPosition, BadRecord, BadRules, BadTile, DominoError, IllegalMove
from .words.i18n import translate
from .words.message import Message

__all__ = [
    "BadPosition", "BadRecord", "BadRules", "BadTile", "DominoError", "Game", "IllegalMove",
    "Match", "Message", "Move", "Outcome", "PRESETS", "PRESET_IDS", "PlayerView", "RuleSet",
    "Tile", "end_position", "full_set", "game_from_record", "parse_tiles", "pip_total",
    "play_hand", "play_match", "preset", "score_hand", "settle", "to_record", "translate",
]
__version__ = "0.1.0"
