"""Words: messages with parameters, their plural rules, the catalogs and the errors.

The bottom layer: it imports nothing of the engine's. Every sentence the engine says is a
:class:`~dominorules.words.message.Message` (an id and its parameters), rendered per language
by :mod:`dominorules.words.i18n`; an error is a message too (:mod:`dominorules.words.errors`).
"""
