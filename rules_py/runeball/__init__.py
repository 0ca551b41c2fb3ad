"""Runeball 2022 Notes (seed 003): fantasy football played on Runebearer rules.

One module per mechanic; the rules R003-01..48 of the spec map to them as their docstrings say.
The notes leave the parent game's core rules out (the test dice, stat bonuses, MUS damage): the
site's readings of them are in :mod:`rules_py.runeball.readings`, each one a setting.
"""
