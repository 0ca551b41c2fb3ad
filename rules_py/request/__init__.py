"""ReQuest skill rolls (ReQuest, Core Mechanic: Skill Rolls): skill tests, quality ratings,
contests, victory ratings, extended contests, and the skill concepts (labels, substitution,
specialisms, caps).

One module per mechanic; each module's docstring names the headings of the document it implements.
"""
