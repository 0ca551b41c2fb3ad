"""The tables of the ReQuest pages (ReQuest, Core Mechanic: Skill Rolls), each built by calling the
rules.

The document prints one table (the Quality Ratings) and several lists of numbers (special numbers,
contest pairs, victory names, worked examples); each becomes a table here so that a page shows the
code's answer, never a copy.
"""

from collections.abc import Callable
from functools import partial
from itertools import count

from rules_py.numbers import signed, signed_percent
from rules_py.request.contests import Victory, standing, victory_rating
from rules_py.request.modifiers import (
    largest_voluntary_penalty,
    modified_skill,
    specialism_for_parent,
)
from rules_py.request.skill_rolls import (
    ALWAYS_FAILS,
    ALWAYS_SUCCEEDS,
    BEST_FIRST,
    additional_criticals,
    criticals_label,
    quality_rating,
)
from rules_py.request.skills import (
    SkillKind,
    base_score,
    can_learn_advanced,
    change_is_lasting,
    is_specialism,
    one_roll_many_skills,
    specialism_base_score,
)
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table, d100_span, runs

HIGHEST_SKILL = 999  # the calculators' top rating: the highest skill searched below

# The skills the document's examples use, plus the points where an extra critical starts.
ADDITIONAL_CRITICAL_SKILLS = (100, 101, 125, 199, 200, 250, 286, 299, 300)
SPECIAL_NUMBER_SKILLS = (0, 50, 100, 150, 200, 250, 300)
CONTEST_QUALITY_RATINGS = tuple(range(4, -2, -1))  # QR 4 down to -1, as far as the document goes

# Skill test results; Very High Skill Tests - Additional Criticals; Auto-failures and Very High
# skills; 99 and Very, Very High Skills: every (skill, roll) the document works through, in the
# order it prints them.
WORKED_EXAMPLES = (
    (47, 22),
    (47, 88),
    (125, 14),
    (125, 11),
    (250, 35),
    (250, 74),
    (250, 97),
    (299, 99),
    (286, 32),
    (20, 1),
)

RE = Document.REQUEST


def quality_ratings() -> Table:
    """The Quality Rating of each skill test result (the document's one printed table)."""
    return Table(
        title="Quality Rating of each result",
        columns=("Skill test result", "QR"),
        rows=tuple((result.label, signed(result.value)) for result in BEST_FIRST),
        source=cite(RE, "Result's Quality Rating"),
    )


def _contest_rank(roll: int) -> str:
    rank = standing(0, roll)[0]
    if rank == 2:
        return "beats every other number"
    if rank == 0:
        return "loses to every other number"
    return "QR, then the higher roll"


def special_numbers() -> Table:
    """The QR of 01–05 and 96–00 at a range of skills, and how each fares in a contest."""

    def row_of(roll: int) -> tuple[str, ...]:
        qrs = tuple(signed(quality_rating(skill, roll)) for skill in SPECIAL_NUMBER_SKILLS)
        return (*qrs, _contest_rank(roll))

    rows = []
    for block in (ALWAYS_SUCCEEDS, ALWAYS_FAILS):
        for low, high, cells in runs(row_of, block[0], block[-1]):
            rows.append((d100_span(low, high), *cells))
    return Table(
        title="QR of the special numbers, by skill",
        columns=(
            "Roll",
            *(f"QR at {skill}%" for skill in SPECIAL_NUMBER_SKILLS),
            "In a contest",
        ),
        rows=tuple(rows),
        source=cite(RE, "Special Numbers"),
    )


def lowest_skill_to_succeed(roll: int) -> int | None:
    """The lowest skill at which ``roll`` is worth at least QR 1, or None if no skill will do.

    >>> lowest_skill_to_succeed(96), lowest_skill_to_succeed(99), lowest_skill_to_succeed(100)
    (196, 299, None)
    """
    return next(
        (skill for skill in range(HIGHEST_SKILL + 1) if quality_rating(skill, roll) >= 1), None
    )


def auto_failures() -> Table:
    """From which skill an additional critical turns each of 96–00 into a success (A001-07)."""
    rows = []
    for roll in ALWAYS_FAILS:
        lowest = lowest_skill_to_succeed(roll)
        best = max(quality_rating(skill, roll) for skill in range(HIGHEST_SKILL + 1))
        rows.append(
            (
                d100_span(roll, roll),
                "never" if lowest is None else f"{lowest}%",
                signed(best),
            )
        )
    return Table(
        title="When 96–00 stop failing",
        columns=("Roll", "Succeeds (QR 1) from skill", f"Best QR up to {HIGHEST_SKILL}%"),
        rows=tuple(rows),
        source=cite(
            RE,
            "Auto-failures and Very High skills",
            "99 and Very, Very High Skills",
            "00 and Very, Very High skills",
        ),
    )


def additional_critical_bands() -> Table:
    """Which rolls earn how many additional criticals, for the skills the document talks about."""
    most = max(additional_criticals(skill, 1) for skill in ADDITIONAL_CRITICAL_SKILLS)
    rows = []
    for skill in ADDITIONAL_CRITICAL_SKILLS:
        extras = partial(additional_criticals, skill)
        bands = {extra: d100_span(low, high) for low, high, extra in runs(extras, 1, 100)}
        rows.append((f"{skill}%", *(bands.get(extra, "—") for extra in range(most + 1))))
    return Table(
        title="Rolls that earn additional criticals",
        columns=("Skill", "No extra", *(f"+{extra} QR" for extra in range(1, most + 1))),
        rows=tuple(rows),
        source=cite(RE, "Very High Skill Tests: Additional Criticals"),
    )


def worked_examples() -> Table:
    """The document's worked skill tests, as the rules read them."""
    rows = tuple(
        (
            f"{skill}%",
            d100_span(roll, roll),
            str(additional_criticals(skill, roll)),
            signed(quality_rating(skill, roll)),
            criticals_label(quality_rating(skill, roll)),
        )
        for skill, roll in WORKED_EXAMPLES
    )
    return Table(
        title="The document's worked examples",
        columns=("Skill", "Roll", "Additional criticals", "QR", "Result"),
        rows=rows,
        source=cite(
            RE,
            "Skill test results",
            "Very High Skill Tests: Additional Criticals",
            "Auto-failures and Very High skills",
            "Contests and special numbers",
        ),
    )


def contest_cell(a_qr: int, b_qr: int) -> str:
    """Who wins a contest between these QRs (no 01 or 00 rolled) and by how much.

    >>> contest_cell(2, 0), contest_cell(1, 1), contest_cell(3, 4)
    ('A: Major victory (VR 2)', 'Higher roll: Partial victory (VR 0)', 'B: Full victory (VR 1)')
    """
    if a_qr == b_qr:
        return f"Higher roll: {Victory.PARTIAL.label} (VR 0)"
    if a_qr > b_qr:
        winner, vr = "A", victory_rating(a_qr, b_qr)
    else:
        winner, vr = "B", victory_rating(b_qr, a_qr)
    return f"{winner}: {Victory.from_rating(vr).label} (VR {vr})"


def contest_results() -> Table:
    """QR against QR: the winner and the size of the win (A001-01: QR 1 against -1 is major)."""
    return Table(
        title="Contest results, QR against QR",
        columns=("A's QR", *(f"B: {signed(qr)}" for qr in CONTEST_QUALITY_RATINGS)),
        rows=tuple(
            (signed(a_qr), *(contest_cell(a_qr, b_qr) for b_qr in CONTEST_QUALITY_RATINGS))
            for a_qr in CONTEST_QUALITY_RATINGS
        ),
        source=cite(RE, "Skill Contests and Reaction Contests", "Victory Ratings"),
    )


def short_contest_cell(a_qr: int, b_qr: int) -> str:
    """:func:`contest_cell` in a few characters, for the GM screen: the winner and the VR.

    >>> short_contest_cell(2, 0), short_contest_cell(1, 1), short_contest_cell(3, 4)
    ('A 2', 'roll 0', 'B 1')
    """
    if a_qr == b_qr:
        return "roll 0"
    if a_qr > b_qr:
        return f"A {victory_rating(a_qr, b_qr)}"
    return f"B {victory_rating(b_qr, a_qr)}"


def contest_results_short() -> Table:
    """The contest results as the GM screen prints them: "A 2" is A winning with VR 2, "roll 0"
    the higher roll winning with VR 0."""
    return Table(
        title="Contest results, QR against QR (winner and VR)",
        columns=("A's QR", *(f"B {signed(qr)}" for qr in CONTEST_QUALITY_RATINGS)),
        rows=tuple(
            (signed(a_qr), *(short_contest_cell(a_qr, b_qr) for b_qr in CONTEST_QUALITY_RATINGS))
            for a_qr in CONTEST_QUALITY_RATINGS
        ),
        source=cite(RE, "Skill Contests and Reaction Contests", "Victory Ratings"),
    )


def victory_ratings() -> Table:
    """The names of each Victory Rating, for the winner and the loser."""
    rows = []
    for victory in Victory:
        vr = str(victory.value) if victory is not Victory.MAJOR else f"{victory.value}+"
        rows.append((vr, victory.label, victory.defeat_label))
    return Table(
        title="Victory Ratings",
        columns=("VR", "Winner", "Loser"),
        rows=tuple(rows),
        source=cite(RE, "Victory Ratings"),
    )


def skill_kinds() -> Table:
    """Whether each kind of skill can be tried before it is learned.

    >>> skill_kinds().rows[1]
    ('Edge', 'No: nothing until learned')
    """
    rows = tuple(
        (
            kind.name.capitalize(),
            "Yes" if kind.usable(learned=False) else "No: nothing until learned",
        )
        for kind in SkillKind
    )
    return Table("Kinds of skill", ("Kind", "Usable unlearned"), rows, cite(RE, "Types of skills"))


# A parent skill on DEX 13 and STR 11, at a range of learned scores.
SPECIALISM_PARENT = (13, 11)
SPECIALISM_PARENT_SCORES = (40, 44, 45, 50, 75, 100, 125)


def specialism_base_scores() -> Table:
    """A specialism's base score: its parent's base score plus a tenth of the parent's learned
    score, rounded half up (A001-10).

    >>> specialism_base_scores().rows[2]
    ('45%', '24', '5', '29')
    """
    parent_base = base_score(*SPECIALISM_PARENT)
    rows = tuple(
        (
            f"{learned}%",
            str(parent_base),
            str(specialism_base_score(parent_base, learned) - parent_base),
            str(specialism_base_score(parent_base, learned)),
        )
        for learned in SPECIALISM_PARENT_SCORES
    )
    first, second = SPECIALISM_PARENT
    return Table(
        f"Specialism base scores (parent on characteristics {first} and {second})",
        ("Parent's learned score", "Parent's base score", "Tenth added", "Specialism's base"),
        rows,
        cite(RE, "Types of skills", "Specialising in Skills"),
    )


# Names with brackets, and the skills that can be improved (Specialising in Skills).
IMPROVABLE = ("1H Sword", "Perception")
BRACKETED_NAMES = ("1H Sword (Humakti)", "Close Combat (1H Sword)", "Perception (Smell)")


def specialism_names() -> Table:
    """Which bracketed names are specialisms: only those whose first part can be improved.

    >>> [row[1] for row in specialism_names().rows]
    ['Yes, of 1H Sword', 'No', 'Yes, of Perception']
    """
    rows = tuple(
        (
            name,
            f"Yes, of {name.partition(' (')[0]}" if is_specialism(name, IMPROVABLE) else "No",
        )
        for name in BRACKETED_NAMES
    )
    return Table(
        "Is it a specialism?",
        ("Name", "Specialism"),
        rows,
        cite(RE, "Specialising in Skills"),
    )


# The ballad to sceptical trolls (Multiple skills used in one test), with skills of our own.
BALLAD_SKILLS = {"Uz Lore": 60, "Sing": 35, "Theology (Arkat)": 44, "Perception": 70}
BALLAD_ROLL = 44


def one_roll_several_skills() -> Table:
    """One roll read against each skill a ballad calls on: each gets its own result.

    >>> one_roll_several_skills().rows[1][:3]
    ('Sing', '35%', '−1')
    """
    found = one_roll_many_skills(BALLAD_SKILLS, BALLAD_ROLL)
    rows = tuple(
        (name, f"{skill}%", signed(found[name]), criticals_label(found[name]))
        for name, skill in BALLAD_SKILLS.items()
    )
    return Table(
        f"One roll of {BALLAD_ROLL}, four skills",
        ("Skill", "Score", "QR", "Result"),
        rows,
        cite(RE, "Multiple skills used in one test"),
    )


RIDE, SWORD = 45, 75  # the Skills page's rider (Cap Skills)
BOB_BALANCING, BOB_PENALTY = 125, 40  # Specialising in Skills: Bob tumbles with Balancing


def skill_examples() -> Table:
    """The small figures the Skills and Skill tests pages quote, each worked out by its rule.

    >>> dict(skill_examples().rows)["Sword under Ride, penalty 40"]
    '35%'
    """
    lasting = next(days for days in count() if change_is_lasting(days))
    advanced = next(skill for skill in count() if can_learn_advanced(skill))
    rows = (
        ("Lasting change", f"{lasting} days"),
        ("Advanced skill", f"{advanced}%"),
        ("Sword under Ride", f"{modified_skill(SWORD, cap=RIDE)}%"),
        ("Sword under Ride, bonus 10", f"{modified_skill(SWORD, additions=[10], cap=RIDE)}%"),
        (
            "Sword under Ride, penalty 40",
            f"{modified_skill(SWORD, additions=[-40], cap=RIDE)}%",
        ),
        ("Bob tumbling", f"{specialism_for_parent(BOB_BALANCING, BOB_PENALTY)}%"),
        ("Voluntary penalty at 47%", signed_percent(-largest_voluntary_penalty(47))),
    )
    return Table(
        "Skill examples",
        ("Example", "Result"),
        rows,
        cite(
            RE,
            "Types of skills",
            "Creating New Skills",
            "Cap Skills",
            "Specialising in Skills",
            "Voluntary Skill modifiers",
        ),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "quality_ratings": quality_ratings,
    "special_numbers": special_numbers,
    "auto_failures": auto_failures,
    "additional_criticals": additional_critical_bands,
    "worked_examples": worked_examples,
    "contest_results": contest_results,
    "contest_results_short": contest_results_short,
    "victory_ratings": victory_ratings,
    "skill_kinds": skill_kinds,
    "specialism_base_scores": specialism_base_scores,
    "specialism_names": specialism_names,
    "one_roll_several_skills": one_roll_several_skills,
    "skill_examples": skill_examples,
}
