"""Where ReQuest, Core Mechanic: Skill Rolls is unclear or contradicts itself, and how the site
reads it.

Each reading is listed on the Sources page; those whose other reading changes a number
(``numbers=True``) are settings of the calculators named in ``affects``.
"""

from rules_py.contract import reading_setting
from rules_py.request.contests import AllFail
from rules_py.request.extended import Lead
from rules_py.request.skill_rolls import ExtraCriticals, HighFailures, QrReadings
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

RE = Document.REQUEST

READINGS: tuple[Reading, ...] = (
    Reading(
        "A001-01",
        RE,
        "Victory Ratings",
        "Under 'a normal success (QR 1)', one printed pair reads 'a major victory vs a fumble "
        "(QR2 vs QR0)', which repeats the critical-against-failure pair.",
        "A slip for QR 1 against QR −1 (a difference of 2); the generated matrix is corrected.",
        ("As printed: the pair contradicts its own heading.",),
        ("contest", "request.contest_results"),
    ),
    Reading(
        "A001-02",
        RE,
        "Core Mechanic: Skill Rolls",
        "The third kind of roll is listed as a 'resistance' contest and described as a "
        "'reaction' contest.",
        "One and the same: a contest where one side reacts to the other.",
        (),
        (),
    ),
    Reading(
        "A001-03",
        RE,
        "Skill Contests and Reaction Contests",
        "A sentence about the reacting side breaks off ('…before rolling the test and can').",
        "Nothing is added: the reacting side sees the first result before rolling.",
        (),
        (),
    ),
    Reading(
        "A001-04",
        RE,
        "Victory Ratings",
        "The sizes of a win are named several ways (critical, major, narrow, partial).",
        "Three names: partial (VR 0), full (VR 1) and major victory (VR 2 or more), with the "
        "matching defeats.",
        (),
        ("contest", "request.victory_ratings"),
    ),
    Reading(
        "A001-05",
        RE,
        "Skill Test Modifiers",
        "Difficulty modifiers are taken from another game ('use the MRQ modifiers') and not "
        "listed.",
        "The calculators take the modified skill; no modifier table is invented.",
        (),
        ("request_test",),
    ),
    Reading(
        "A001-06",
        RE,
        "The Skill Test",
        "An example says 'rolled less than 25' where the rule says equal to or less.",
        "Equal to or less, as the rule says.",
        ("Strictly less: 125% rolling 25 is no additional critical.",),
        ("request.quality_ratings",),
        numbers=True,
    ),
    Reading(
        "A001-07",
        RE,
        "99 and Very, Very High Skills",
        "96–98 are said to become successes once a skill reaches 200%.",
        "Computed from the rule, 96 succeeds from 196%, 97 from 197% and 98 from 198%.",
        ("All three at 200% exactly: below 200%, 96–98 earn no additional critical.",),
        ("request.auto_failures",),
        numbers=True,
    ),
    Reading(
        "A001-08",
        RE,
        "Skill Contests and Reaction Contests",
        "When every side fails, the text says both that nothing changes and that the highest "
        "roll wins; a GM may also rule otherwise.",
        "The highest roll still wins; a 00 still loses to any other number, so a 00 against a "
        "failure is the failing side's win.",
        (
            "Nobody wins and nothing changes (a 'no result' outcome); a 00 against a failure is "
            "nobody's win too.",
            "Everyone rolls again until someone succeeds, a 00 against a failure included.",
        ),
        numbers=True,
    ),
    Reading(
        "A001-09",
        RE,
        "Skill Contests and Reaction Contests",
        "Two 01s or two 00s with different QRs, and contests of several participants, are not "
        "covered.",
        "Compare QR, then roll again; among several, the best standing wins and tied leaders "
        "roll again among themselves.",
        (),
        ("contest", "multi_contest"),
    ),
    Reading(
        "A001-10",
        RE,
        "Specialising in Skills",
        "A specialism adds a tenth of the learned value, without saying how to round.",
        "Halves round up: a learned 45 adds 5, as the Skills page's table of specialism base "
        "scores shows. No calculator works out a specialism's base score; the page's example "
        "names both readings.",
        ("Round down: a learned 45 adds 4.",),
        ("request.specialism_base_scores",),
    ),
    Reading(
        "A001-11",
        RE,
        "Types of skills",
        "Skills are called core and edge, then common and uncommon.",
        "Core means common, edge means uncommon.",
        (),
        (),
    ),
    Reading(
        "A001-12",
        RE,
        "Extended Contests",
        "A partial victory has VR 0, so it earns no Victory Points.",
        "As written: a partial victory moves nobody but still counts as a round.",
        (),
        ("extended_contest",),
    ),
    Reading(
        "A001-13",
        RE,
        "Skill test results",
        "'Nothing can reduce the QR of a 01 below 1', yet nothing in the text reduces a QR.",
        "The clause changes nothing here.",
        (),
        (),
    ),
    Reading(
        "A001-15",
        RE,
        "Extended Contests",
        "In a relative contest one side must 'exceed' the other's Victory Points by the target: "
        "by at least the target, or by more than it?",
        "By at least the target: a lead equal to the target wins.",
        ("By more than the target: a lead of the target plus one.",),
        numbers=True,
    ),
)

# The readings of the ReQuest document that change numbers (rules_py.request.readings).
ALL_FAIL_SETTING = reading_setting(
    "all_fail",
    "ReQuest, when everyone fails",
    "A001-08",
    AllFail,
    short={"nobody_wins": "when all fail, nobody wins", "roll_again": "when all fail, roll again"},
)
LEAD_SETTING = reading_setting(
    "lead",
    "Relative contest: the winning lead",
    "A001-15",
    Lead,
    short={"more_than": "the lead must pass the target"},
)
EXTRA_CRITICALS_SETTING = reading_setting(
    "extra_criticals",
    "Additional critical: the roll against the excess",
    "A001-06",
    ExtraCriticals,
    short={"under": "additional critical strictly under"},
)
HIGH_FAILURES_SETTING = reading_setting(
    "high_failures",
    "96–98 become successes from",
    "A001-07",
    HighFailures,
    short={"at_200": "96–98 succeed only from 200%"},
)
QR_SETTINGS = (EXTRA_CRITICALS_SETTING, HIGH_FAILURES_SETTING)


def qr_readings(
    extra_criticals: ExtraCriticals | str, high_failures: HighFailures | str
) -> QrReadings:
    """The Quality Rating readings two settings name (the members, or their values).

    >>> qr_readings("under", "computed").extra.value
    'under'
    """
    return QrReadings(ExtraCriticals(extra_criticals), HighFailures(high_failures))
