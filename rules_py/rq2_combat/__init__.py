"""RuneQuest II House Rules, The Combat Round: a page of house rules and clarifications for the
combat round of Mongoose's RuneQuest II.

One module per mechanic, each naming the headings of the page it implements: the round and its
cycles (:mod:`.round`, :mod:`.cycles`), surprise (:mod:`.surprise`), combat actions
(:mod:`.actions`), interrupting (:mod:`.interrupts`), charging (:mod:`.charging`), engagement and
grappling (:mod:`.engagement`), grounded, mounted and flying (:mod:`.positions`), conditions
(:mod:`.conditions`) and flanking (:mod:`.flanking`). Here the HIGHEST strike rank acts first, the
reverse of RuneQuest's own strike ranks.
"""
