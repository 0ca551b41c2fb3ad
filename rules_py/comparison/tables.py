"""The comparison's generated table: the same concept under each document's own rule."""

from collections.abc import Callable
from fractions import Fraction

from rules_py.comparison.concepts import CONCEPTS, EXAMPLE_RATING
from rules_py.comparison.contests import System
from rules_py.numbers import percent
from rules_py.runeball.exertion import MAX_EXERTION, exertion_cost_range
from rules_py.runeball.skill_rolls import (
    OpposedTie,
    TestDie,
    margin_words,
    opposed_margin_odds,
    success_chance,
)
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table

# Runeball's examples: a skill of 10 (the calculators' default) against DL 14 (a pass of 7–10
# hexes), and Block 10 against Dodge 10.
RUNEBALL_SKILL = 10
RUNEBALL_DL = 14


def same_concept() -> Table:
    """One row per concept, one column per document, each cell from the document's rules.

    >>> table = same_concept()
    >>> table.columns
    ('Concept', 'RuneQuest', 'ReQuest', 'Basic Roleplaying')
    >>> table.rows[0][1]
    '01–03: 1/20 of the rating, halves rounded up; 01 always'
    """
    rows = []
    for concept in CONCEPTS:
        cells = concept.cells()
        rows.append((concept.name, *(cells[system] for system in System)))
    sources = (
        cite(Document.RUNEQUEST, "Results", "Opposed Resolution", "Strike Rank", "Move Rate"),
        cite(
            Document.REQUEST,
            "Skill test results",
            "Special Numbers",
            "Skill Contests and Reaction Contests",
        ),
        cite(
            Document.BRP, "Basic Characteristics", "Basic Tasks", "Opposed Rolls", "Combat Rounds"
        ),
    )
    return Table(
        "Same concept, different rule",
        ("Concept", *(system.label for system in System)),
        tuple(rows),
        "; ".join(sources),
    )


def _pct(chance: Fraction) -> str:
    return percent(chance * 100)


def runeball_beside_d100() -> Table:
    """Runeball's d12 test set beside the d100 roll of the other documents, under the site's
    reading of its dice (1d12 + skill, reading A003-01).

    >>> rows = dict(runeball_beside_d100().rows)
    >>> rows["Chance (skill 10 against DL 14)"].split(":")[0]
    '75%'
    >>> rows["Always and never"].split(" and never")[0]
    'Nothing is automatic: skill 10 always succeeds against DL 11 or less'
    """
    die = TestDie.D12
    skill, dl = RUNEBALL_SKILL, RUNEBALL_DL
    step = success_chance(skill, dl, die) - success_chance(skill, dl + 1, die)
    always = max(d for d in range(0, 40) if success_chance(skill, d, die) == 1)
    never = min(d for d in range(0, 40) if success_chance(skill, d, die) == 0)
    opposed = opposed_margin_odds(skill, skill, die, OpposedTie.ATTACKER)
    attacker_wins = opposed.chance(lambda margin: margin >= 0)
    low, high = exertion_cost_range(1)
    bands = ", ".join(
        margin_words(lowest, highest).lower() for lowest, highest in ((3, None), (0, 2), (-3, -1))
    )
    rows = (
        (
            "The roll",
            f"{die.label} against a difficulty level (DL); a total at or over it succeeds",
        ),
        (
            f"Chance (skill {skill} against DL {dl})",
            f"{_pct(success_chance(skill, dl, die))}: each point of skill or DL moves it by"
            f" {_pct(step)}, where a point of a d100 rating moves it by 1%",
        ),
        (
            "Critical, special, fumble",
            "None: a test is graded by its margin, how far the total is over or under the DL"
            f" ({bands}… in the kick, block and pass tables)",
        ),
        (
            "Always and never",
            f"Nothing is automatic: skill {skill} always succeeds against DL {always} or less and"
            f" never against DL {never} or more; at {EXAMPLE_RATING}% on d100, 01–05 always"
            " succeed and 96–00 always fail",
        ),
        (
            f"Opposed (Block {skill} against Dodge {skill})",
            "Both roll; the margin is the attacker's total minus the defender's, equal totals"
            f" going to the attacker: the attacker succeeds {_pct(attacker_wins)} of the time",
        ),
        (
            "Help from effort",
            f"Exertion: up to {MAX_EXERTION} points, each +1 to the test and {low}–{high} hit"
            " points (1d4) lost",
        ),
    )
    return Table(
        "Runeball's d12 test beside the d100 roll",
        ("Concept", "Runeball"),
        rows,
        cite(Document.RUNEBALL, "Stats", "Blocking", "Passing and Handoffs", "Exertion"),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "same_concept": same_concept,
    "runeball_beside_d100": runeball_beside_d100,
}
