"""Features: what one page of the site does, apart from playing (the settler's comparison,
the score pad, the table-rules sheet and the tutorials).

Each module may use every layer below; the adapters (:mod:`dominorules.bridge`,
:mod:`dominorules.cli`) call them.
"""
