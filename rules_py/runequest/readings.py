"""Where RuneQuest, The Game System is unclear or contradicts itself, and how the site reads it.

Each reading is listed on the Sources page; those whose other reading changes a number
(``numbers=True``) are settings of the calculators named in ``affects``.
"""

from rules_py.contract import reading_setting
from rules_py.runequest.character_checks import Death
from rules_py.runequest.hit_points import SingleValueRows
from rules_py.runequest.melee_order import SameStrikeRank
from rules_py.runequest.opposed import FumbleAgainst, HolderBands
from rules_py.runequest.results import Fumbles, HighRolls, LowChance
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

RQ = Document.RUNEQUEST

READINGS: tuple[Reading, ...] = (
    Reading(
        "A000-01",
        RQ,
        "Results",
        "The text says to take the best result the dice show, yet the failure range of the table "
        "contains the fumble range. Is a roll in both a failure or a fumble?",
        "A fumble: 'best' only picks between the nested successes.",
        ("A failure: every fumble would become a plain failure.",),
        ("runequest.ability_results",),
        numbers=True,
    ),
    Reading(
        "A000-02",
        RQ,
        "Ability Result Table",
        "How are a twentieth and a fifth of the chance rounded, and can a range be empty?",
        "Halves round up, and critical and fumble each keep at least one face (01, 00): the only "
        "rule that reproduces every printed row.",
        ("Round halves to even: breaks the rows at 10, 50 and 90.",),
        ("ability", "resistance", "opposed", "augment", "runequest.ability_results"),
    ),
    Reading(
        "A000-03",
        RQ,
        "Hit Points",
        "Two rows of the hit point modifier table print one value: is it SIZ's or POW's?",
        "SIZ's (SIZ keeps rising by 1 every 4 points); POW gives 0 there.",
        ("POW's: SIZ would jump from −2 to 0 and stall.",),
        ("runequest.hit_point_modifiers",),
        numbers=True,
    ),
    Reading(
        "A000-04",
        RQ,
        "Abilities Above 100%",
        "96–00 always fail, yet the special range keeps growing past 100%. From 478% on, a "
        "roll of 96–99 is inside the special range: which wins?",
        "The failure: 96–00 never succeed, however high the chance.",
        (
            "The ranges: very high chances would succeed on 96–99, as specials, or as criticals "
            "where the critical range reaches them too (00 stays a fumble).",
        ),
        ("runequest.ability_results",),
        numbers=True,
    ),
    Reading(
        "A000-05",
        RQ,
        "Ability Rolls; Results",
        "A modified chance of 0% or less: the text says a 0% rating has no chance, and also that "
        "01–05 always succeeds even when the rating is lower.",
        "01–05 still succeed: the chance is rolled as 5% (critical on 01, fumble on 96–00). The "
        "same reading for every roll: ability, resistance (the table's dash), augments, opposed "
        "rolls and characteristic rolls.",
        ("No chance at all: the roll is not made and the attempt fails.",),
        numbers=True,
    ),
    Reading(
        "A000-06",
        RQ,
        "Characteristic Rolls",
        "The sentence on automatic results stops short: '96–00' is left without a verb.",
        "96–00 always fail, as in every other roll.",
        (),
        ("characteristics",),
    ),
    Reading(
        "A000-07",
        RQ,
        "Results; Opposed Resolution Table",
        "A fumble is 'always worse than a failure' in an opposed roll, but the table only knows "
        "'both fail'. Does a fumble against a failure hand the other side a win?",
        "No: both sides lose; the fumble's own mishap still happens.",
        ("The failing side wins against a fumble.",),
        ("runequest.opposed_resolution",),
        numbers=True,
    ),
    Reading(
        "A000-08",
        RQ,
        "Abilities Above 100%",
        "The excess above 100% is taken from everyone 'including themselves', yet the worked "
        "example gives the 135% Broadsword special 01–27 and critical 01–07: the full rating's "
        "ranges. Where do the holder's own critical and special ranges come from?",
        "From the full rating, as in the worked example; the success chance is still the "
        "reduced one (and 96–00 always fail).",
        ("From the reduced rating, like everyone else's ranges ('including themselves').",),
        numbers=True,
    ),
    Reading(
        "A000-09",
        RQ,
        "Hit Points",
        "How far below 0 must a location go to be maimed or severed, and is a character dead at "
        "0 total hit points or only below 0?",
        "No threshold for maiming (the gamemaster's call); dead at 0 or fewer total hit points, "
        "which the characteristics calculator warns about.",
        ("Dead only below 0: a character left with exactly 0 lives.",),
        numbers=True,
    ),
    Reading(
        "A000-10",
        RQ,
        "The Resistance Table",
        "The table has no axis labels, and the player may roll even as the passive side: against "
        "what chance?",
        "Passive down the rows, active across (the only way every cell fits the formula); a "
        "passive roller rolls against 100 minus the active side's chance, which is the table "
        "with the two sides swapped.",
        ("Active down the rows: 354 printed cells would not fit the formula.",),
        ("resistance", "runequest.resistance"),
    ),
    Reading(
        "A000-11",
        RQ,
        "Resistance Table",
        "Cells above 95 are printed although 96–00 always fail. What are they for?",
        "They set the critical and special ranges, which keep growing with the full number.",
        (),
        ("resistance", "runequest.resistance"),
    ),
    Reading(
        "A000-12",
        RQ,
        "Hit Points; Healing Rate; Damage Bonus",
        "The printed tables mix en dashes, hyphens and words for ranges and minus signs.",
        "Every table on this site prints ranges with an en dash and modifiers with their sign.",
        (),
        ("runequest.hit_point_modifiers", "runequest.healing_rate", "runequest.damage_bonus"),
    ),
    Reading(
        "A000-13",
        RQ,
        "Augment Result Table",
        "The failure row says 'subtract −20%' and its notes run into the fumble row.",
        "A failure takes 20 off the chance; each note belongs to the result it follows.",
        (),
        ("augment", "runequest.augment_results"),
    ),
    Reading(
        "A000-14",
        RQ,
        "Characteristics; Strike Ranks",
        "Which characteristics are rolled on 3D6 and which on 2D6+6, and the weapon strike "
        "ranks, are left to other chapters.",
        "The calculators take characteristics as rolled and stop at the DEX and SIZ strike ranks.",
        (),
        ("characteristics",),
    ),
    Reading(
        "A000-16",
        RQ,
        "Hit Points; Hit Points per Hit Location Table; Healing Rate; Damage Bonus",
        "Four tables end in an 'Each +N' row without saying where the next brackets start.",
        "Each further bracket has the width of the last printed one (4, 3, 6 and 16 points), "
        "which fits every printed step.",
        (),
        (
            "characteristics",
            "runequest.hit_point_modifiers",
            "runequest.location_hit_points",
            "runequest.healing_rate",
            "runequest.damage_bonus",
        ),
    ),
    Reading(
        "A000-17",
        RQ,
        "Strike Rank",
        "Lower strike ranks act sooner, but two combatants at the same strike rank: who goes "
        "first?",
        "Neither: they act at the same moment, since the document gives no tie-break.",
        ("The higher DEX first (DEX is a part of the strike rank already); equal DEX together.",),
        (),
        numbers=True,
    ),
)

# The readings of the RuneQuest document that change numbers.
LOW_CHANCE_SETTING = reading_setting(
    "low_chance",
    "A chance of 0% or less",
    "A000-05",
    LowChance,
    short={"no_chance": "no roll at 0% or less"},
)
HOLDER_BANDS_SETTING = reading_setting(
    "holder_bands",
    "Above 100%: the holder's critical and special",
    "A000-08",
    HolderBands,
    short={"reduced": "above 100%, ranges from the reduced rating"},
)
FUMBLES_SETTING = reading_setting(
    "fumbles",
    "A roll in the fumble range",
    "A000-01",
    Fumbles,
    short={"failure": "fumbles count as failures"},
)
HIGH_ROLLS_SETTING = reading_setting(
    "high_rolls",
    "A roll of 96–99 at a chance above 478%",
    "A000-04",
    HighRolls,
    short={"special": "above 478%, 96–99 can be special"},
)
FUMBLE_AGAINST_SETTING = reading_setting(
    "fumble_against",
    "Opposed: a fumble against a failure",
    "A000-07",
    FumbleAgainst,
    short={"failure_wins": "a failure beats a fumble"},
)
HP_ROWS_SETTING = reading_setting(
    "hp_rows",
    "Hit point modifiers: the rows with one value",
    "A000-03",
    SingleValueRows,
    short={"pow": "one-value hit point rows follow POW"},
)
DEATH_SETTING = reading_setting(
    "death_at",
    "Dead on losing all hit points",
    "A000-09",
    Death,
    short={"below_zero": "dead only below 0 hit points"},
)
# The readings every RuneQuest roll reads its faces by (A000-05, A000-01, A000-04).
ROLL_SETTINGS = (LOW_CHANCE_SETTING, FUMBLES_SETTING, HIGH_ROLLS_SETTING)
SAME_STRIKE_RANK_SETTING = reading_setting(
    "same_strike_rank",
    "Two combatants at one strike rank",
    "A000-17",
    SameStrikeRank,
    short={"dex": "at one strike rank, higher DEX first"},
)
