"""RuneQuest, The Game System: characteristics, attributes, abilities and rolls.

One module per mechanic; each module's docstring names the headings of the document it implements.
"""
