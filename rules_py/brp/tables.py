"""The printed tables of the Basic Roleplaying house rules, each built by calling its rule over
the printed d100 range 01–00.
"""

from collections.abc import Callable
from fractions import Fraction
from functools import partial

from rules_py.brp.armour import ARMOUR_VALUES, damage_through
from rules_py.brp.attack import FUMBLE_MISHAPS, AttackOutcome, Fire, attack_outcome
from rules_py.brp.characteristics import fatigue_state, hit_point_state
from rules_py.brp.combat_round import (
    DELAYED_DEX,
    MOVEMENT_ACTIONS,
    Phase,
    action_order,
    effective_dex,
)
from rules_py.brp.defence import SHIELD_BLOCK, defence_lines
from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.major_wounds import duration, major_wound
from rules_py.brp.recovery import RECOVERY_RATES, power_points_regained
from rules_py.brp.sanity import SANITY_CHECKS, parse_check
from rules_py.brp.skills import AUTOMATIC_SKILLS, Setting
from rules_py.brp.tasks import (
    SITE_READINGS,
    Degree,
    expected_checks,
    extended_success_chance,
    teamwork_rating,
)
from rules_py.numbers import decimal, percents, signed, text
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


def _points(low: int, high: int, first: int, last: int) -> str:
    # A run of totals, open-ended where it reaches the edge of the range looked at.
    if low == first:
        return f"{decimal(high)} or below"
    if high == last:
        return f"{decimal(low)} or more"
    return decimal(low) if low == high else f"{decimal(low)} to {decimal(high)}"


HIT_POINT_RANGE = (-1, 4)  # wide enough for every state, with a total on either side


def hit_point_states_table() -> Table:
    """What a character's hit points mean, from their rule over a range of totals.

    >>> [row[1] for row in hit_point_states_table().rows]
    ['3 or more', '1 to 2', '0 or below']
    """
    first, last = HIT_POINT_RANGE
    found = runs(hit_point_state, first, last)
    rows = tuple((state.label, _points(low, high, first, last)) for low, high, state in found)
    return Table(
        "Hit points",
        ("State", "Hit points"),
        rows[::-1],
        cite(Document.BRP, "Basic Characteristics"),
    )


EXAMPLE_MAXIMUM_FATIGUE = 12  # the Characteristics page's example


def fatigue_states_table() -> Table:
    """What a character's fatigue means, for a maximum of 12 (A002-05).

    >>> [row[1] for row in fatigue_states_table().rows]
    ['1 or more', '−11 to 0', '−12 or below']
    """
    most = EXAMPLE_MAXIMUM_FATIGUE
    first, last = -most - 1, 2
    found = runs(lambda fatigue: fatigue_state(fatigue, most), first, last)
    rows = tuple((state.label, _points(low, high, first, last)) for low, high, state in found)
    return Table(
        f"Fatigue, for a maximum of {most}",
        ("State", "Fatigue"),
        rows[::-1],
        cite(Document.BRP, "Basic Characteristics"),
    )


def round_phases_table() -> Table:
    """The four phases of a round and who goes first in each.

    >>> round_phases_table().rows[1]
    ('Powers', 'highest INT first')
    """
    rows = tuple(
        (phase.label, f"highest {phase.ordered_by} first" if phase.ordered_by else "—")
        for phase in Phase
    )
    return Table(
        "The combat round",
        ("Phase", "Order"),
        rows,
        cite(Document.BRP, "Combat rounds are 12 seconds long"),
    )


# Four characters' turns: DEX, metres moved, and whether they wait for the end of the round.
ROUND_EXAMPLE: tuple[tuple[str, int, int, bool], ...] = (
    ("Ana", 16, 12, False),
    ("Bo", 11, 3, False),
    ("Cy", 14, 0, True),
    ("Dee", 9, 0, False),
)


def round_order_table() -> Table:
    """Who acts when in one example round: a run lowers DEX, waiting puts a character last.

    >>> [(row[0], row[3], row[4]) for row in round_order_table().rows]
    [('Bo', '11', '1st'), ('Dee', '9', '2nd'), ('Ana', '8', '3rd'), ('Cy', '1', '4th')]
    """
    effective = {name: effective_dex(dex, metres) for name, dex, metres, _ in ROUND_EXAMPLE}
    waiting = frozenset(name for name, _, _, waits in ROUND_EXAMPLE if waits)
    order = action_order(dict(effective), waiting)
    turns = {name: (dex, metres, waits) for name, dex, metres, waits in ROUND_EXAMPLE}
    rows = []
    for place, name in enumerate(order, start=1):
        dex, metres, waits = turns[name]
        turn = (
            "Waits for the end of the round"
            if waits
            else f"Moves {metres} m"
            if metres
            else "Stays put"
        )
        acts_as = DELAYED_DEX if waits else effective[name]
        rows.append((name, str(dex), turn, decimal(acts_as), _ORDINALS[place]))
    return Table(
        "One round's order, worked",
        ("Character", "DEX", "Turn", "Acts at DEX", "Acts"),
        tuple(rows),
        cite(
            Document.BRP,
            "Combat rounds are 12 seconds long",
            "Actions and moves allowed during a turn",
        ),
    )


_ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}

EXTENDED_SUCCESSES = 3  # the Tasks page's example: a task that takes three successes
EXTENDED_RATINGS = (30, 40, 50, 60, 70, 80, 90)
EXTENDED_CHECKS = (3, 5, 8)


def extended_rolls_table() -> Table:
    """A task needing three successes: the checks it takes on average, and the chance of being
    done within a few checks, by rating.

    >>> extended_rolls_table().rows[3]
    ('60%', '5', '21.6%', '68.26%', '95.02%')
    >>> extended_rolls_table().rows[2]
    ('50%', '6', '12.5%', '50.00%', '85.55%')
    """
    averages = [
        expected_checks(rating, EXTENDED_SUCCESSES, SITE_READINGS) for rating in EXTENDED_RATINGS
    ]
    # A column is read as one group of percentages: one number of decimals down it.
    columns = [
        percents(
            extended_success_chance(rating, EXTENDED_SUCCESSES, checks, SITE_READINGS) * 100
            for rating in EXTENDED_RATINGS
        )
        for checks in EXTENDED_CHECKS
    ]
    rows = [
        (f"{rating}%", "—" if average is None else decimal(average), *within)
        for rating, average, *within in zip(EXTENDED_RATINGS, averages, *columns, strict=True)
    ]
    return Table(
        f"Extended rolls: {EXTENDED_SUCCESSES} successes needed",
        ("Rating", "Checks on average", *(f"Done within {n} checks" for n in EXTENDED_CHECKS)),
        tuple(rows),
        cite(Document.BRP, "Extended Rolls"),
    )


CHAINMAIL = next(value for value, what in ARMOUR_VALUES if what.startswith("Chainmail"))
TEAM_EXAMPLE = [35, 70, 20]  # Research of three characters working together


def worked_examples_table() -> Table:
    """The small examples the pages give, each worked out by its rule.

    >>> dict(worked_examples_table().rows)["Power points"]
    '10'
    """
    rows = (
        ("Chainmail", str(CHAINMAIL)),
        ("Hit of 9 on chainmail", str(damage_through(9, CHAINMAIL))),
        ("Hit of 5 on chainmail", str(damage_through(5, CHAINMAIL))),
        ("Power points", str(power_points_regained(hours_asleep=8, hours_awake=5))),
        ("Teamwork", str(teamwork_rating(TEAM_EXAMPLE))),
    )
    return Table(
        "Worked examples",
        ("Example", "Result"),
        rows,
        cite(Document.BRP, "Armor Value", "Recovery rates", "Teamwork"),
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
    "hit_point_states": hit_point_states_table,
    "fatigue_states": fatigue_states_table,
    "round_phases": round_phases_table,
    "round_order": round_order_table,
    "extended_rolls": extended_rolls_table,
    "worked_examples": worked_examples_table,
}
