"""Formats: a hand written down and read back (JSON records, the settler's links, the CSV).

Imports only the rules and play (:mod:`dominorules.core`) and words.
"""
