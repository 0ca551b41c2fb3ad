"""RuneQuest, "The Game System" (seed 000): characteristics, attributes, abilities and rolls.

One module per mechanic; the rules R000-01..32 of the spec map to them as their docstrings say.
"""
