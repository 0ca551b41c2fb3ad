"""d100 rules as small pure functions: the one source of the site's tables, calculators and CLI.

Sub-packages follow the source documents (:mod:`rules_py.sources.documents` gives their titles):
``runequest`` (RuneQuest, The Game System), ``request`` (ReQuest, Core Mechanic: Skill Rolls),
``brp`` (Basic Roleplaying, Edited House Rules), ``runeball`` (Runeball 2022 Notes) and
``rq2_combat`` (RuneQuest II House Rules, The Combat Round). The JSON facade is
:mod:`rules_py.calculators`.
"""

__version__ = "0.1.0"
