"""Where Basic Roleplaying, Edited House Rules is unclear or contradicts itself, and how the site
reads it.

Each reading is listed on the Sources page; those that change a calculator's numbers are settings
of the calculators named in ``affects`` (the first choice of each setting is the site's reading).
"""

from enum import Enum

from rules_py.brp import tasks as brp
from rules_py.brp.attack import BurstHits
from rules_py.brp.characteristics import WoundThreshold
from rules_py.brp.defence import FurtherDefences
from rules_py.brp.luck import LuckUse
from rules_py.brp.recovery import LuckCap
from rules_py.brp.sanity import FullSanity, Procedure
from rules_py.brp.skills import Halves, OwnLanguage, Scale
from rules_py.contract import Input, reading_setting
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

BRP = Document.BRP

READINGS: tuple[Reading, ...] = (
    Reading(
        "A002-01",
        BRP,
        "Custom Temporary Insanity Table",
        "Three places give three procedures for a loss of 5 or more: the Sanity line (INT save "
        "made: short episode, failed: longer), the insanity table (failed: repressed, made: "
        "short, critical: longer) and the two tables' headings (short when the loss is under half "
        "of Sanity, longer otherwise).",
        "The insanity table's procedure decides whether there is an episode and which table it "
        "is rolled on; each table's heading gives only the duration.",
        (
            "The Sanity line: a made INT save gives a short episode, a failed one a longer.",
            "The headings: a loss under half of Sanity (read as Sanity before the check) gives a "
            "short episode, a bigger one a longer; no INT save.",
            "Both: a failed INT save represses the event, a made one gives an episode, and the "
            "size of the loss (as the headings say) decides which table.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-02",
        BRP,
        "Basic Tasks",
        "A success is a roll equal to or under the rating, but a special is 'under 1/5' and a "
        "critical 'under 1/20' of it. Strictly under, or at or under? Rounded how?",
        "Strictly under, with no rounding: a roll is special when 5 × roll < rating and critical "
        "when 20 × roll < rating.",
        (
            "At or under: 5 × roll ≤ rating and 20 × roll ≤ rating.",
            "At or under the fraction rounded half up: at 63%, 12.6 reads 13, so 13 is special.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-03",
        BRP,
        "Quick-and-Dirty Results",
        "A special is a roll under a fifth of the rating (Basic Tasks), or, in the quick-and-dirty "
        "results, any roll 'under skill by 25% or more'. 25 points, or a quarter of the skill?",
        "Basic Tasks' fifth; the quick-and-dirty results are an option, read as 25 points: a "
        "special on a roll at least 25 under the rating, with 01–05 the only criticals.",
        (
            "Quick-and-dirty, 25 points: special at rating − 25 or under, critical only on 01–05.",
            "Quick-and-dirty, a quarter: special at three quarters of the rating or under, "
            "critical only on 01–05.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-04",
        BRP,
        "Basic Tasks",
        "01–05 is always a critical and 96–00 always a fumble, even where the fractions of the "
        "rating or the rating itself say otherwise; the sheet adds that the official rules "
        "soften this.",
        "As written: 01–05 always critical, 96–00 always fumble, even for a rating of 99.",
        (
            "01–05 always succeed, but are critical or special only where the fractions say so; "
            "96–00 still fumble.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-05",
        BRP,
        "Basic Characteristics",
        "Fatigue: 'Unconscious are -Fatigue value' is garbled, and no maximum fatigue is given.",
        "Unconscious once fatigue reaches minus the character's maximum; exhausted from 0 down, "
        "as the fatigue table shows for a maximum of 12. No calculator works out fatigue.",
        ("Unconscious at any negative fatigue: a maximum of 12 faints at −1, not −12.",),
        ("brp.fatigue_states",),
    ),
    Reading(
        "A002-06",
        BRP,
        "Actions and moves allowed during a turn",
        "The metre and foot figures of the moves do not match (5 m is 16 feet, not 19), and what "
        "'effective Dexterity' lowers is not said.",
        "The metres count; effective DEX is the DEX a character's place in the order is taken "
        "from. No calculator takes a move, so no number shown changes (Dodge is worked out from "
        "the DEX entered).",
        ("Effective DEX also lowers DEX-based skills: Dodge after a 12 m run from half DEX.",),
        ("brp.movement_actions", "brp.round_order"),
    ),
    Reading(
        "A002-08",
        BRP,
        "Defensive actions; Shields versus missile fire",
        "Missiles 'may not be parried', yet shields have a chance to block them.",
        "Blocking is a roll of its own: the shield's chance, after any dodge, against a plain "
        "success only.",
        (),
        (),
    ),
    Reading(
        "A002-09",
        BRP,
        "Basic Characteristics; Automatic Skills",
        "The sheet rolls d100 against characteristics and halves DEX for Dodge, which needs "
        "percentile characteristics, but calls itself fourth-edition Basic Roleplaying (3–18).",
        "Percentile characteristics throughout; halves rounded up (a DEX of 65 gives Dodge 33).",
        (
            "Characteristics 3–18, multiplied by 5 for a roll: a DEX of 13 gives Dodge 65 / 2, 33.",
            "Halves rounded down, as Call of Cthulhu does: a DEX of 65 gives Dodge 32.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-11",
        BRP,
        "Custom Major Wound Table",
        "A major wound comes from one hit of 'half hit points' or 'damage worth half' the "
        "maximum. At least half or more than half, and how is half of an odd number rounded?",
        "At least half, exactly: 13 maximum hit points need a hit of 7, 12 need 6.",
        (
            "At least half, rounded down: 13 need 6.",
            "More than half: 13 need 7, 12 need 7.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-12",
        BRP,
        "Basic Characteristics; Recovery rates",
        "Nothing covers hit points below 0 or saving a dying character, and the hospital line "
        "calls the 3 points both automatic and dependent on the CON save.",
        "Below 0 counts as 0; in hospital the CON save is still needed, and gives the full 3. "
        "No calculator works out hit points or a week's healing, so no number shown changes.",
        ("In hospital the 3 points come without a save.",),
        ("brp.recovery_rates", "brp.hit_point_states"),
    ),
    Reading(
        "A002-13",
        BRP,
        "Recovery rates",
        "The session roll adds Luck with no maximum, so Luck can pass 99; and the 10 points a "
        "roll may take and the 10 a reroll costs come from one pool, with no word on how they "
        "mix.",
        "No maximum, as written. Spending to change a roll and paying for a reroll are separate "
        "uses, each up to 10 points.",
        ("Luck stops at 99: a session gain never takes it past that.",),
        numbers=True,
    ),
    Reading(
        "A002-14",
        BRP,
        "Burst fire and full autofire",
        "A burst hits '1d4, 1d6 hits (player's choice)': does the player choose the die, or "
        "choose between two rolled results? And half of which ammunition?",
        "The player picks the die before rolling; the calculator shows both choices. Half the "
        "ammunition loaded.",
        ("Both dice are rolled and the player keeps the higher.",),
        numbers=True,
    ),
    Reading(
        "A002-15",
        BRP,
        "Opposed Rolls",
        "Two successes of the same degree go to the higher base rating. Which rating, and what if "
        "the ratings are equal?",
        "The rating rolled against; equal ratings give no result.",
        (
            "The base rating, before modifiers, as the sheet's word 'base' says.",
            "Equal ratings roll again until one side wins or both fail.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-16",
        BRP,
        "Defensive actions",
        "The sheet lists four parries or dodges in a round, and one bonus one for fighting "
        "defensively. Is there a fifth? Does the bonus replace the first or come on top?",
        "No fifth defence; the bonus comes on top of the others, at full skill.",
        ("A fifth and later defences go on losing 30% each (−120%, −150%…).",),
        numbers=True,
    ),
    Reading(
        "A002-17",
        BRP,
        "Attack results",
        "A fumbled attack makes the attacker fall prone, break the weapon or suffer Disadvantage "
        "for 1D3 rounds. Who picks?",
        "The game master picks, as fits the scene. No number changes.",
        ("The player picks.", "Roll: 1–2 prone, 3–4 weapon, 5–6 Disadvantage."),
        (),
    ),
    Reading(
        "A002-19",
        BRP,
        "Make/fail Sanity check",
        "The sheet never explains its 'X/Y' notation, and 1D10/1D100 loses points even on a made "
        "check.",
        "The usual reading: X points lost when the check is made, Y when it fails.",
        (),
        ("sanity",),
    ),
    Reading(
        "A002-22",
        BRP,
        "Short Temporary Insanity; Longer Temporary Insanity; Basic Characteristics",
        "The insanity tables weigh a loss against 'full Sanity', and indefinite insanity comes "
        "from losing a fifth of 'total Sanity'. The Sanity before the check, or the character's "
        "maximum?",
        "The Sanity before the check, the only Sanity a check knows: at Sanity 40, a loss of 20 "
        "is half of it.",
        (
            "The character's maximum Sanity: at 40 out of a maximum of 60, a loss of 20 is under "
            "half, and a fifth is 12 points, not 8.",
        ),
        numbers=True,
    ),
    Reading(
        "A002-23",
        BRP,
        "Automatic Skills; Language (Own)",
        "One's own language starts at 'EDU or INT', or 'either Intelligence or Education'. "
        "Which one?",
        "The better of the two, since the player may use either: EDU 70 and INT 60 give 70.",
        ("Always EDU.", "Always INT: EDU 70 and INT 60 give 60."),
        numbers=True,
    ),
    Reading(
        "A002-21",
        BRP,
        "Basic Characteristics; Lucky Rerolls",
        "Luck points are added to or taken from a roll, up to 10. May they buy off a fumble "
        "(96–00), and may they buy a better degree than a plain success?",
        "Luck lowers any roll point for point, a fumble's too (a 97 lowered to 90 is read as a "
        "90); it is spent to turn a failure into a success, the one use the sheet describes.",
        (
            "A fumble stays a fumble: no Luck changes 96–00.",
            "Luck may also lower a success into the special or critical range.",
        ),
        numbers=True,
    ),
)


def _setting(
    name: str,
    label: str,
    reading: str,
    options: type[Enum],
    help: str = "",
    short: dict[str, str] | None = None,
) -> Input:
    return reading_setting(name, label, reading, options, help, short)


# The settings of the readings above that change numbers.
BRP_THRESHOLD_SETTING = _setting(
    "brp_threshold",
    "Basic Roleplaying, 'under 1/5' and 'under 1/20'",
    "A002-02",
    brp.Threshold,
    short={
        "at_or_under": "special and critical at or under",
        "rounded": "special and critical at or under, rounded",
    },
)
BRP_EQUAL_SETTING = _setting(
    "brp_equal",
    "Basic Roleplaying, same degree at equal ratings",
    "A002-15",
    brp.EqualRatings,
    short={"roll_again": "equal ratings roll again"},
)
BRP_TIE_RATING_SETTING = _setting(
    "brp_tie_rating",
    "Basic Roleplaying, same degree: the higher rating is",
    "A002-15",
    brp.TieRating,
    "the base rating is entered as each side's base rating; left empty, the rating itself",
    short={"base": "ties go to the base rating"},
)
HALVES_SETTING = _setting(
    "brp_halves", "A half of an odd number", "A002-09", Halves, short={"down": "halves round down"}
)
SCALE_SETTING = _setting(
    "brp_scale",
    "Characteristic scale",
    "A002-09",
    Scale,
    short={"3_18": "characteristics 3–18, times 5"},
)
OWN_LANGUAGE_SETTING = _setting(
    "own_language",
    "Language (Own) starts at",
    "A002-23",
    OwnLanguage,
    short={"edu": "own language from EDU", "int": "own language from INT"},
)
FULL_SANITY_SETTING = _setting(
    "full_sanity",
    "'Full' and 'total' Sanity",
    "A002-22",
    FullSanity,
    "the maximum is entered as Maximum Sanity; left empty, current Sanity",
    short={"maximum": "full Sanity is the maximum"},
)
LUCK_USE_SETTING = _setting(
    "luck_use",
    "What Luck may buy",
    "A002-21",
    LuckUse,
    short={
        "fumble_stays": "Luck cannot buy off a fumble",
        "better_degree": "Luck can buy a better degree",
    },
)
SPECIAL_SETTING = _setting(
    "brp_special",
    "What makes a special",
    "A002-03",
    brp.SpecialRule,
    short={
        "by_25_points": "special at 25 points under",
        "by_a_quarter": "special at a quarter under",
    },
)
EDGES_SETTING = _setting(
    "brp_edges",
    "What 01–05 always are",
    "A002-04",
    brp.Edges,
    short={"success_only": "01–05 only succeed"},
)
TASK_SETTINGS = (BRP_THRESHOLD_SETTING, SPECIAL_SETTING, EDGES_SETTING)
PROCEDURE_SETTING = _setting(
    "insanity_procedure",
    "Temporary insanity procedure",
    "A002-01",
    Procedure,
    short={
        "save_pass_fail": "insanity: INT save, short or longer",
        "loss_size": "insanity by the size of the loss",
        "save_then_size": "insanity: INT save, then the loss's size",
    },
)
WOUND_SETTING = _setting(
    "wound_threshold",
    "Half of maximum hit points",
    "A002-11",
    WoundThreshold,
    short={
        "half_rounded_down": "major wound from half, rounded down",
        "more_than_half": "major wound above half",
    },
)
LUCK_CAP_SETTING = _setting(
    "luck_cap", "Most Luck", "A002-13", LuckCap, short={"at_99": "Luck stops at 99"}
)
BURST_SETTING = _setting(
    "burst_hits",
    "Burst and autofire hit dice",
    "A002-14",
    BurstHits,
    short={"better_of_both": "burst: roll both dice, keep the better"},
)
DEFENCES_SETTING = _setting(
    "further_defences",
    "Fifth parry or dodge",
    "A002-16",
    FurtherDefences,
    short={"keep_stepping": "a fifth defence at −30% more"},
)


def task_rules(
    brp_threshold: brp.Threshold | str,
    brp_special: brp.SpecialRule | str,
    brp_edges: brp.Edges | str,
) -> brp.TaskRules:
    """The task readings a calculator's three settings name (the members, or their values).

    >>> task_rules("at_or_under", "fifth", "as_written").threshold.value
    'at_or_under'
    """
    return brp.TaskRules(
        brp.Threshold(brp_threshold), brp.SpecialRule(brp_special), brp.Edges(brp_edges)
    )
