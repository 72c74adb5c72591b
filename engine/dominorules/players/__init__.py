"""Players: what a seat knows, the exact solver, the computer players, the review and the puzzles.

Built on the rules and play and on the record format; no page's needs are here.
"""
