"""Basic Roleplaying, Edited House Rules: one module per mechanic.

characteristics (the eight, hit points, fatigue, major wound threshold), recovery (recovery rates,
Luck at session start), skills (automatic skills), tasks (task rolls, opposed and extended rolls,
teamwork), advantage (Advantage, Disadvantage, lucky rerolls), luck (spending Luck on a roll),
combat_round (phases, movement), defence (parries, dodges, shields), attack (attack results,
burst and autofire), armour, sanity (checks and what follows), insanity and major_wounds (the
d100 tables); readings, tables and calculators on top.
"""
