"""Where Runeball 2022 Notes is unclear, leaves its parent game's rules out, or contradicts
itself, and how the site reads it.

The notes run on another game's core rules (Runebearer) that they never state: which dice a test
rolls, what a stat bonus is, what "MUS damage" is. The site's readings of those (A003-01..04,
A003-06, and the armour and tie readings A003-31, A003-32, which are assumptions about the parent
rules) are declared here like any other reading, and every one that changes a number is a setting of
the calculators named in ``affects``, so a group with another reading still gets right odds.
"""

from rules_py.contract import reading_setting
from rules_py.runeball.attributes import Halves
from rules_py.runeball.blocking import Armour
from rules_py.runeball.exertion import Timing
from rules_py.runeball.passing import FrontDefender
from rules_py.runeball.skill_rolls import OpposedTie, TestDie
from rules_py.runeball.skills import SkillValue
from rules_py.runeball.stats import RaiseToEight, StatBonus
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

RB = Document.RUNEBALL

READINGS: tuple[Reading, ...] = (
    Reading(
        "A003-01",
        RB,
        "The Kickoff; Recovering a Bouncing Ball; Passing DL",
        "Every test is a 'skill roll vs. DL', but the notes never say which dice it rolls (the "
        "parent game's rule).",
        "1d12 + skill + modifiers against the DL, succeeding when the total reaches it; the "
        "margin is the total minus the DL. The d12 is the only die the notes roll for checks "
        "(initiative, wounds).",
        ("1d20 + skill.", "2d6 + skill."),
        numbers=True,
    ),
    Reading(
        "A003-02",
        RB,
        "Skills",
        "Initiative is 'SPD Bonus + WIT Bonus', but no stat bonus is defined.",
        "A bonus of (stat − 10) / 2, rounded down: 6–7 give −2, 10–11 give 0, 16–17 give +3.",
        ("(stat − 9) / 3, rounded down, which steps at 15 like MOVE.",),
        numbers=True,
    ),
    Reading(
        "A003-03",
        RB,
        "Blocking",
        "Block damage is 'MUS damage plus an additional 1d4', but MUS damage is not defined.",
        "1d6 + the MUS bonus, at least 1; a block adds 1d4 to it.",
        ("A damage die that grows with Muscle.",),
        ("runeball_block",),
    ),
    Reading(
        "A003-04",
        RB,
        "Skills",
        "Everyone starts each skill at 8, and each skill names two stats: do the stats change "
        "the starting value?",
        "Yes: 8 plus the bonuses of the two stats.",
        ("No: every skill starts at 8 and the stats only name it.",),
        ("runeball.skills",),
        numbers=True,
    ),
    Reading(
        "A003-05",
        RB,
        "Stats",
        "The notes give no abbreviation for Skill and Charisma, and 'Skill' is also the word "
        "for the five skills.",
        "SKL and CHA; 'skill' in lower case means one of the five skills.",
        (),
        ("runeball_player", "runeball.stats"),
    ),
    Reading(
        "A003-06",
        RB,
        "Skills",
        "How are ½ MUS and ½ TEC (hit points) and HP / 4 (wound number) rounded?",
        "Each half down, and the quarter down (at least 1).",
        ("The sum (MUS + TEC) / 2 rounded down: 1 more hit point when both are odd.",),
        numbers=True,
    ),
    Reading(
        "A003-07",
        RB,
        "Skills; The Field",
        'MOVE is given in inches (6"), the field in hexes.',
        "One inch is one hex: MOVE 6, or 7 with SPD 15 or more.",
        (),
        ("runeball_player",),
    ),
    Reading(
        "A003-08",
        RB,
        "Stats",
        "The alternative increase raises 'a different stat to a score of 8': even one that is "
        "already above 8?",
        "Only a stat below 8 (raising never lowers).",
        ("Any stat: one above 8 would drop to 8.",),
        numbers=True,
    ),
    Reading(
        "A003-09",
        RB,
        "The Kickoff",
        "'Succeeds by' is never defined.",
        "A total equal to the DL succeeds by 0, as the tables' '0-2' rows need.",
        (),
        ("runeball_test", "runeball_pass", "runeball_kick", "runeball_block"),
    ),
    Reading(
        "A003-10",
        RB,
        "Passing and Handoffs",
        "The Pass Result table's last row is 'Fails by 7', without the '+' of the other tables.",
        "Failing by 7 or more: the passer fumbles.",
        (),
        ("runeball_pass",),
    ),
    Reading(
        "A003-11",
        RB,
        "Passing and Handoffs",
        "The Passing DL table stops at range 18, and a range of 1 is no pass.",
        "Beyond 18 hexes there is no pass; 1 hex is a handoff.",
        (),
        ("runeball_pass",),
    ),
    Reading(
        "A003-12",
        RB,
        "Passing and Handoffs; Kicking a Field Goal",
        "An adjacent defender adds 1 and one in front adds 2: does a defender in front add 2, or "
        "1 for being adjacent and 2 more?",
        "2 in all: the table lists the two as separate kinds of defender.",
        ("3 in all.",),
        numbers=True,
    ),
    Reading(
        "A003-13",
        RB,
        "Passing and Handoffs; Catching a Pass",
        "The Pass Result table's 'Adjacent Def +2 Catch DL' does not say adjacent to whom.",
        "To the receiver, as the catching rule says.",
        (),
        ("runeball_pass",),
    ),
    Reading(
        "A003-16",
        RB,
        "Bouncing Balls; The Kickoff",
        "The direction die of a bounce is not mapped to the six sides of a hex, and neither a "
        "kickoff's scatter nor a pass's 1d4 scatter has a direction or a starting hex.",
        "The field on the passing page states its mapping; a kickoff scatters from its target "
        "hex and an off-target pass from the receiver's hex, straight out in the direction the "
        "same die gives. A bounce nobody remembers still happens there.",
        (),
        ("runeball.direction_die",),
    ),
    Reading(
        "A003-17",
        RB,
        "Blocking",
        "A blocker who fails by 7 or more 'takes damage as though successfully blocked by the "
        "defender': whose damage, and can it wound?",
        "The defender's MUS damage + 1d4 less armour, which wounds as any block does.",
        (),
        ("runeball_block",),
    ),
    Reading(
        "A003-19",
        RB,
        "Multiple Blockers",
        "A defence 'degrades by 2' each time it is used in a round: each defence on its own, "
        "and does it keep falling?",
        "Block and Dodge each on their own, −2 for every earlier use this round.",
        ("Both defences share one count.",),
        ("runeball_block",),
    ),
    Reading(
        "A003-20",
        RB,
        "Basic Maneuvers; Blitzing",
        "The manoeuvre table says a blitzer 'acts with +3 initiative'; the Blitzing rule lets a "
        "player blitz if his initiative is no more than 3 below the acting player's.",
        "The same window described twice; the +3 changes nothing else.",
        (),
        (),
    ),
    Reading(
        "A003-21",
        RB,
        "Holding an Action",
        "Pre-empting an opponent needs a roll of 'initiative against that player': which roll, "
        "and what if it ties?",
        "Both roll 1d12 + INI; the higher goes first, a tie is rolled again.",
        (),
        ("runeball.held_action",),
    ),
    Reading(
        "A003-22",
        RB,
        "Exertion",
        "Does the defender's counter-exertion cost him hit points too?",
        "Yes: 1d4 for each point, as for any exertion.",
        (),
        ("runeball_block",),
    ),
    Reading(
        "A003-23",
        RB,
        "Wounds",
        "Break and KO say 'Roll Again', which can chain, and the same effect can come twice.",
        "Roll again as often as the table says; effects that come twice both count (two Bleeds "
        "cost 2 hit points an action).",
        (),
        ("runeball_wound", "runeball.wounds"),
    ),
    Reading(
        "A003-25",
        RB,
        "Wounds",
        "Stun is 'lose next action' in the table and 'lose your next turn' below it.",
        "The next turn.",
        (),
        ("runeball_wound", "runeball.wound_effects"),
    ),
    Reading(
        "A003-26",
        RB,
        "Shaking It Off",
        "Shaking it off returns 1d6 hits: beyond the starting hit points?",
        "No: never above the starting hit points, and never the damage of a Bruise.",
        (),
        ("runeball.shake_it_off",),
    ),
    Reading(
        "A003-28",
        RB,
        "Scoring; Knockback",
        "A turnover scores for the team that did not last touch the ball, yet a defender pushed "
        "out of bounds scores for the blocking team.",
        "The pushed player counts as the last to touch the ball, so the two rules agree.",
        (),
        (),
    ),
    Reading(
        "A003-29",
        RB,
        "Scoring",
        "A touchdown needs the carrier to cross the opponents' 'end line': the front or the "
        "back of the end zone?",
        "The back line: stepping into the end zone is not yet a touchdown. No calculator "
        "counts touchdowns, so no number on the site depends on it.",
        (
            "Entering the end zone scores: the 'end line' is the goal line at its front, as "
            "the name 'end zone' suggests.",
        ),
        (),
    ),
    Reading(
        "A003-42",
        RB,
        "The Kickoff; Turnovers",
        "After a kickoff the receivers get a free move 'exactly like' the one gained when the "
        "opponent fumbles 'or turns the ball over', yet Turnovers says a turnover alone gives "
        "no free activation.",
        "The free move is a fumble's free activation: one player, a full turn. A turnover "
        "alone still gives none; 'or turns the ball over' speaks of the turnovers that do: an "
        "interception, a pass that goes out of bounds (Failed Pass Attempt), or one a fumble "
        "causes.",
        ("Every turnover gives the other team a free activation, as the kickoff rule says.",),
        (),
    ),
    Reading(
        "A003-43",
        RB,
        "Exertion",
        "A contested roll's exertion must be pledged 'BEFORE YOU ROLL'; for an uncontested "
        "roll the notes do not say when, which the capitals seem to leave open.",
        "Chosen before the roll and always spent, as for a contested roll (the pass and kick "
        "calculators add it that way).",
        (
            "Spent after seeing the roll, only when it falls short by no more than the points "
            "the roller will pay: the same chance of success, fewer hit points spent, and a "
            "bare success instead of a better margin.",
        ),
        numbers=True,
    ),
    Reading(
        "A003-44",
        RB,
        "Recovering a Bouncing Ball",
        "'Every opposing player adjacent to the ball adds 2 to this DL' follows the DL 8 of a "
        "ball at rest: does it add to the DL 12 of a bouncing ball too?",
        "Yes: to both recovery DLs (12 or 8, +2 per opponent next to the ball).",
        ("Only to picking up a ball at rest: a bouncing ball is always DL 12.",),
        ("runeball.recovery",),
    ),
    Reading(
        "A003-31",
        RB,
        "Blocking",
        "Everyone wears 'defense 2 armor', a term of the parent game.",
        "Armour takes 2 off the damage of every block (never below 0).",
        ("No reduction.",),
        numbers=True,
    ),
    Reading(
        "A003-32",
        RB,
        "Blocking",
        "A block is an opposed test: what if both totals are equal?",
        "The blocker succeeds by 0 (the '0-2' row), as for a test that just reaches its DL.",
        ("Both roll again.",),
        numbers=True,
    ),
)

TEST_DIE_SETTING = reading_setting(
    "test_die",
    "The dice of a test",
    "A003-01",
    TestDie,
    short={"d20": "tests on 1d20", "2d6": "tests on 2d6"},
)
STAT_BONUS_SETTING = reading_setting(
    "stat_bonus",
    "A stat's bonus",
    "A003-02",
    StatBonus,
    short={"third": "stat bonus (stat − 9) / 3"},
)
SKILL_VALUE_SETTING = reading_setting(
    "skill_value",
    "A starting skill",
    "A003-04",
    SkillValue,
    short={"base_only": "every starting skill 8"},
)
HALVES_SETTING = reading_setting(
    "hp_halves",
    "½ MUS and ½ TEC in hit points",
    "A003-06",
    Halves,
    short={"sum_down": "hit points from (MUS + TEC) / 2"},
)
RAISE_TO_EIGHT_SETTING = reading_setting(
    "raise_to_eight",
    "Raising a stat to 8",
    "A003-08",
    RaiseToEight,
    short={"any": "any stat may be raised to 8"},
)
FRONT_DEFENDER_SETTING = reading_setting(
    "front_defender",
    "An adjacent defender in front",
    "A003-12",
    FrontDefender,
    short={"plus_three": "a defender in front +3"},
)
ARMOUR_SETTING = reading_setting(
    "armour",
    "Defence 2 armour",
    "A003-31",
    Armour,
    short={"none": "Defence 2 armour stops nothing"},
)
OPPOSED_TIE_SETTING = reading_setting(
    "opposed_tie",
    "Equal totals in a block",
    "A003-32",
    OpposedTie,
    short={"reroll": "equal block totals roll again"},
)
EXERTION_TIMING_SETTING = reading_setting(
    "exertion_timing",
    "Exertion on an uncontested test",
    "A003-43",
    Timing,
    short={"after": "exertion spent after the roll"},
)
