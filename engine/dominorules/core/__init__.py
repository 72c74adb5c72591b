"""The rules and play: tiles, moves, rule sets, the opening, a game, its outcome, a match.

Imports only :mod:`dominorules.words`. Everything above (formats, players, the features the
pages use and the adapters) is built on :class:`~dominorules.core.game.Game` and
:class:`~dominorules.core.rules.RuleSet`.
"""
