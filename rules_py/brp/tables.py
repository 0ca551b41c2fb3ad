"""The printed tables of the Basic Roleplaying house rules, each built by calling its rule over
the printed d100 range 01–00.
"""

from collections.abc import Callable
from fractions import Fraction
from functools import partial

from rules_py.brp.armour import ARMOUR_VALUES
from rules_py.brp.attack import FUMBLE_MISHAPS, AttackOutcome, Fire, attack_outcome
from rules_py.brp.combat_round import MOVEMENT_ACTIONS
from rules_py.brp.defence import SHIELD_BLOCK, defence_lines
from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.major_wounds import duration, major_wound
from rules_py.brp.recovery import RECOVERY_RATES
from rules_py.brp.sanity import SANITY_CHECKS, parse_check
from rules_py.brp.skills import AUTOMATIC_SKILLS, Setting
from rules_py.brp.tasks import SITE_READINGS, Degree
from rules_py.numbers import signed, text
from rules_py.sources import Document, cite
from rules_py.tables import Table, d100_span, runs


def major_wound_table() -> Table:
    """The custom major wound table, one row per run of equal results over 01–00."""
    rows = tuple(
        (d100_span(low, high), wound.name, wound.effect, duration(wound))
        for low, high, wound in runs(major_wound, 1, 100)
    )
    return Table(
        "Major wounds",
        ("d100", "Wound", "Effect", "Lasts"),
        rows,
        cite(Document.BRP, "Custom Major Wound Table"),
    )


def _insanity_table(episode: Episode, title: str, heading: str) -> Table:
    rows = tuple(
        (d100_span(low, high), effect)
        for low, high, effect in runs(lambda roll: insanity_effect(episode, roll), 1, 100)
    )
    return Table(title, ("d100", "Effect"), rows, cite(Document.BRP, heading))


def short_insanity_table() -> Table:
    """Short temporary insanity (1D10+4 rounds)."""
    return _insanity_table(Episode.SHORT, "Short temporary insanity", "Short Temporary Insanity")


def longer_insanity_table() -> Table:
    """Longer temporary insanity (1D10×10 hours)."""
    return _insanity_table(Episode.LONGER, "Longer temporary insanity", "Longer Temporary Insanity")


def defence_table() -> Table:
    """Parries and dodges in one round and their modifiers, in the sheet's order."""
    rows = tuple(
        (line.defence, signed(line.modifier, zero="full skill"), line.note or "—")
        for line in defence_lines()
    )
    return Table(
        "Defensive actions",
        ("Defence", "Skill", "Note"),
        rows,
        cite(Document.BRP, "Defensive actions"),
    )


def recovery_table() -> Table:
    """What comes back, when, and how much."""
    rows = tuple((line.attribute, line.when, text(line.amount)) for line in RECOVERY_RATES)
    return Table(
        "Recovery rates", ("Attribute", "When", "Gain"), rows, cite(Document.BRP, "Recovery rates")
    )


def automatic_skills_table() -> Table:
    """Base chances of skills missing from a character sheet."""
    rows = tuple(
        (
            skill.skill,
            skill.shown,
            ", ".join(s.label for s in skill.settings if s is not Setting.ANY) or "Any",
        )
        for skill in AUTOMATIC_SKILLS
    )
    return Table(
        "Automatic skills",
        ("Skill", "Base chance", "Setting"),
        rows,
        cite(Document.BRP, "Automatic Skills"),
    )


def _fraction_words(share: Fraction) -> str:
    return "full" if share == 1 else f"{share.numerator}/{share.denominator}"


def movement_table() -> Table:
    """How far a character moves in a turn, what else they do, and the DEX they keep."""
    rows = tuple(
        (
            f"{move.least_metres}–{move.most_metres} m"
            if move.least_metres
            else f"up to {move.most_metres} m",
            f"{move.feet} ft",
            move.also,
            _fraction_words(move.dex_fraction),
        )
        for move in MOVEMENT_ACTIONS
    )
    return Table(
        "Movement actions",
        ("Move", "Feet", "Also", "Effective DEX"),
        rows,
        cite(Document.BRP, "Actions and moves allowed during a turn"),
    )


def _stopped_by(attack: Degree) -> str:
    stopping = [d for d in Degree if attack_outcome(attack, d) is AttackOutcome.DEFENDED]
    if not stopping:
        return "—"
    weakest = min(stopping)
    if weakest is Degree.SUCCESS:
        return "Any successful parry or dodge"
    names = " or ".join(d.key for d in sorted(stopping, reverse=True))
    return f"A {names} parry or dodge (the attack misses)"


def attack_results_table() -> Table:
    """What each degree of attack does, and which defence stops it."""
    rows = []
    for attack in sorted(Degree, reverse=True):
        outcome = attack_outcome(attack, None)
        does = outcome.label
        if outcome is AttackOutcome.FUMBLE:
            prone, weapon, disadvantage = FUMBLE_MISHAPS
            does = f"{prone}, {weapon.lower()} or {disadvantage}"
        rows.append((attack.label, does, _stopped_by(attack)))
    return Table(
        "Attack results",
        ("Attack", "Result", "Unless"),
        tuple(rows),
        cite(Document.BRP, "Attack results"),
    )


def burst_table() -> Table:
    """Burst and autofire: the attack bonus, the hits and the ammunition."""
    rows = tuple(
        (
            fire.label,
            signed(fire.modifier) + "%",
            " or ".join(d.text for d in fire.hit_dice) + " (player's choice)",
            fire.ammunition.capitalize(),
        )
        for fire in (Fire.BURST, Fire.AUTOFIRE)
    )
    return Table(
        "Burst and autofire",
        ("Fire", "Attack", "Hits on a success", "Ammunition"),
        rows,
        cite(Document.BRP, "Burst fire and full autofire"),
    )


def sanity_checks_table() -> Table:
    """The sanity checks: points lost when made and when failed, for each situation."""
    rows = tuple(
        (check.made.text, check.failed.text, what)
        for check, what in ((parse_check(line), what) for line, what in SANITY_CHECKS)
    )
    return Table(
        "Sanity checks",
        ("Made", "Failed", "Situation"),
        rows,
        cite(Document.BRP, "Make/fail Sanity check"),
    )


def shield_table() -> Table:
    """Chance of a shield blocking a missile."""
    rows = tuple((shield, f"{chance}%") for shield, chance in SHIELD_BLOCK.items())
    return Table(
        "Shields versus missiles",
        ("Shield", "Block"),
        rows,
        cite(Document.BRP, "Shields versus missile fire"),
    )


def armour_table() -> Table:
    """Armour values."""
    rows = tuple((str(value), what) for value, what in ARMOUR_VALUES)
    return Table("Armour values", ("AV", "Armour"), rows, cite(Document.BRP, "Armor Value"))


TASK_RATINGS = (5, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 150)  # a GM's usual ratings


def task_thresholds_table() -> Table:
    """The rolls of each degree at common ratings, read by the site's readings of the task rule.

    >>> rows = {row[0]: row[1:] for row in task_thresholds_table().rows}
    >>> rows["60%"]
    ('01–05', '06–11', '12–60', '61–95', '96–00')
    """
    rows = []
    for rating in TASK_RATINGS:
        faces = runs(partial(SITE_READINGS.degree, rating), 1, 100)
        cells = (
            ", ".join(d100_span(low, high) for low, high, found in faces if found is wanted) or "—"
            for wanted in sorted(Degree, reverse=True)
        )
        rows.append((f"{rating}%", *cells))
    return Table(
        "Task thresholds",
        ("Rating", *(degree.label for degree in sorted(Degree, reverse=True))),
        tuple(rows),
        cite(Document.BRP, "Basic Tasks"),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "task_thresholds": task_thresholds_table,
    "recovery_rates": recovery_table,
    "automatic_skills": automatic_skills_table,
    "movement_actions": movement_table,
    "defensive_actions": defence_table,
    "attack_results": attack_results_table,
    "burst_autofire": burst_table,
    "shields": shield_table,
    "armour_values": armour_table,
    "sanity_checks": sanity_checks_table,
    "major_wounds": major_wound_table,
    "short_insanity": short_insanity_table,
    "longer_insanity": longer_insanity_table,
}
