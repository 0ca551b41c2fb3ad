"""ReQuest skill rolls (seed 001): skill tests, quality ratings, contests, victory ratings,
extended contests, and the skill concepts (labels, substitution, specialisms, caps).

One module per mechanic; the rules R001-01..32 of the spec map to them as their docstrings say.
"""
