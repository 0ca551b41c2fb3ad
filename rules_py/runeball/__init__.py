"""Runeball 2022 Notes: fantasy football played on Runebearer rules.

One module per mechanic; each module's docstring names the headings of the notes it implements. The
notes leave the parent game's core rules out (the test dice, stat bonuses, MUS damage): the site's
readings of them are in :mod:`rules_py.runeball.readings`, each one a setting.
"""
