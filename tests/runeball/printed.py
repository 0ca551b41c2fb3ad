"""The Runeball notes' printed tables, transcribed as printed (Runeball 2022 Notes), for the
tests to compare with what rules_py generates. Only facts are transcribed: numbers, names and
dice; the notes' sentences are not.
"""

# Runeball 2022 Notes › Stats: the seven stats, in order
STATS = ("Muscle", "Skill", "Speed", "Toughness", "Wit", "Technique", "Charisma")

# Runeball 2022 Notes › Skills: each skill and its two stats, in order
SKILLS = (
    ("Block", "Muscle", "Skill"),
    ("Dodge", "Speed", "Wit"),
    ("Catch", "Speed", "Technique"),
    ("Pass", "Skill", "Wit"),
    ("Kick", "Muscle", "Technique"),
)
BASE_SKILL = 8
# HP = TOU + (1/2 MUS) + (1/2 TEC) + 8; MOVE = 6" (+1" at SPD 15 or more); WOUND NUMBER = HP / 4

# Runeball 2022 Notes › The Kickoff, Kick (Kick vs. DL 10): margin rows and the scatter
KICK = (
    ("6+", "1d4-1"),
    ("3-5", "1d6-1"),
    ("0-2", "1d8-1"),
    ("Fails by 1-3", "2d6-1"),
    ("Fails by 4-6", "2d8-1"),
    ("Fails by 7+", "out of bounds"),
)

# Runeball 2022 Notes › Basic Maneuvers: name, time, and whether the notes say it ends the turn
MANEUVERS = (
    ("Blitz", "None", False),
    ("Full Move", "Full", False),
    ("Block", "Half", True),
    ("Half Move", "Half", False),
    ("Handoff", "None", False),
    ("Kick", "Half", True),
    ("Pass", "Half", True),
    ("Pickup", "None", False),
    ("Sprint", "None", False),
    ("Tackle", "Full", True),  # "a full move and then try to Block": a block ends the turn
)

# Runeball 2022 Notes › Blocking, Blocking (Opposed Block vs. Block/Dodge): margin rows
BLOCKING = ("3+", "0-2", "Fails by 1-3", "Fails by 4-6", "Fails by 7+")

# Runeball 2022 Notes › Wounds, the Wound table: d12, name, effects (the Weak row names itself)
WOUNDS = (
    ("1-2", "Graze", ()),
    ("3-4", "Bleed", ("Bleed",)),
    ("5-6", "Stun", ("Stun",)),
    ("7-8", "Bruise", ("Bruise",)),
    ("9", "Cripple", ("Bruise", "Bleed", "Slow")),
    ("10", "Weak", ("Bruise", "Bleed", "Weak")),
    ("11*", "Break", ("Bruise", "Pain", "Roll Again")),
    ("12*", "KO", ("Bruise", "Out", "Roll Again")),
)

# Runeball 2022 Notes › Wounds: the effects described under the table, in order
WOUND_EFFECTS = ("Graze", "Bleed", "Stun", "Bruise", "Slow", "Weak", "Pain", "Out")

# Runeball 2022 Notes › Passing and Handoffs, Passing DL (Pass vs. Range)
PASSING_DL = (("2-6", 10), ("7-10", 14), ("11-14", 18), ("15-18", 22))
PER_ADJ_DEFENDER = 1
PER_ADJ_DEFENDER_IN_FRONT = 2

# Runeball 2022 Notes › Passing and Handoffs, Pass Result: margin, catch DL, intercept DL
PASS_RESULT = (
    ("3+", 8, 22),
    ("0-2", 12, 20),
    ("Fails by 1-3", 16, 18),
    ("Fails by 4-6", 16, 16),
    ("Fails by 7", None, None),
)
ADJACENT_DEF_CATCH_DL = 2
