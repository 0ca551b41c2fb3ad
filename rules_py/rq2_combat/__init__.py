"""RuneQuest II House Rules, The Combat Round (seed 004): a page of house rules and clarifications
for the combat round of Mongoose's RuneQuest II.

One module per mechanic; the rules R004-01..22 of the spec map to them as their docstrings say:
the round and its cycles (:mod:`.round`, :mod:`.cycles`), surprise (:mod:`.surprise`), combat
actions (:mod:`.actions`), interrupting (:mod:`.interrupts`), charging (:mod:`.charging`),
engagement and grappling (:mod:`.engagement`), grounded, mounted and flying (:mod:`.positions`),
conditions (:mod:`.conditions`) and flanking (:mod:`.flanking`). Here the HIGHEST strike rank acts
first, the reverse of RuneQuest's own strike ranks.
"""
