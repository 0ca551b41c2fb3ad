"""The three d100 documents that roll under a rating, side by side: RuneQuest, The Game System;
ReQuest, Core Mechanic: Skill Rolls; and Basic Roleplaying, Edited House Rules.

:mod:`rules_py.comparison.levels` puts one rating through each document's own result rule;
:mod:`rules_py.comparison.concepts` states where the same idea has a different rule, from the
rule modules; the two-rating contest lives in :mod:`rules_py.comparison.contests`. Nothing here
decides a rule: every number comes from the document's own package.
"""
