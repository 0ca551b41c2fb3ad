"""Where Basic Roleplaying, Edited House Rules is unclear or contradicts itself, and how the site
reads it: the task and opposed-roll readings used so far (the contest page).

Each reading is listed on the Sources page; those that change a calculator's numbers (A002-02,
A002-15) are settings of the calculators named in ``affects``.
"""

from rules_py.brp import tasks as brp
from rules_py.contract import reading_setting
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

BRP = Document.BRP

READINGS: tuple[Reading, ...] = (
    Reading(
        "A002-02",
        BRP,
        "Basic Tasks",
        "A success is a roll equal to or under the rating, but a special is 'under 1/5' and a "
        "critical 'under 1/20' of it. Strictly under, or at or under? Rounded how?",
        "Strictly under, with no rounding: a roll is special when 5 × roll < rating and critical "
        "when 20 × roll < rating.",
        ("At or under: 5 × roll ≤ rating and 20 × roll ≤ rating.",),
        ("contest", "compare_levels"),
    ),
    Reading(
        "A002-04",
        BRP,
        "Basic Tasks",
        "01–05 is always a critical and 96–00 always a fumble, even where the fractions of the "
        "rating or the rating itself say otherwise.",
        "As written: 01–05 always critical, 96–00 always fumble, even for a rating of 99.",
        (),
        ("contest", "compare_levels"),
    ),
    Reading(
        "A002-15",
        BRP,
        "Opposed Rolls",
        "Two successes of the same degree go to the higher base rating. Which rating, and what if "
        "the ratings are equal?",
        "The rating rolled against; equal ratings give no result.",
        ("Equal ratings roll again until one side wins or both fail.",),
        ("contest",),
    ),
)

# The settings of the readings above that change numbers.
BRP_THRESHOLD_SETTING = reading_setting(
    "brp_threshold",
    "Basic Roleplaying, 'under 1/5' and 'under 1/20'",
    "A002-02",
    tuple((option.value, option.label) for option in brp.Threshold),
)
BRP_EQUAL_SETTING = reading_setting(
    "brp_equal",
    "Basic Roleplaying, same degree at equal ratings",
    "A002-15",
    tuple((option.value, option.label) for option in brp.EqualRatings),
)
