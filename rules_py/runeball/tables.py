"""The nine printed tables of the Runeball notes, each built by calling its rule: stats, skills
and derived values, kick, basic manoeuvres, blocking, wounds, wound effects, passing DL and pass
result; then the site's own tables of rules the notes state in words
(:mod:`rules_py.runeball.rule_tables`).
"""

from collections.abc import Callable

from rules_py.numbers import signed, yes_no
from rules_py.runeball import (
    attributes,
    kicking,
    passing,
    rule_tables,
    skills,
    stats,
    turns,
    wounds,
)
from rules_py.runeball.blocking import BLOCKING_ROWS
from rules_py.runeball.skill_rolls import margin_words
from rules_py.sources import Document, cite
from rules_py.tables import Table, span

RB = Document.RUNEBALL


def stats_table() -> Table:
    """The seven stats, their abbreviations and the skills built on each."""
    rows = tuple(
        (
            stat.label,
            stat.abbreviation,
            ", ".join(skill.label for skill in skills.Skill if stat in skill.stats) or "—",
        )
        for stat in stats.Stat
    )
    return Table("Stats", ("Stat", "Short", "Skills built on it"), rows, cite(RB, "Stats"))


def skills_table() -> Table:
    """The five skills and the four derived values, with the stats behind them."""
    rows = [
        (
            skill.label,
            " + ".join(stat.label for stat in skill.stats),
            f"{skills.BASE_SKILL} + {skill.stats[0].abbreviation} bonus + "
            f"{skill.stats[1].abbreviation} bonus",
        )
        for skill in skills.Skill
    ]
    rows += [
        (
            "Hit points (HP)",
            "Toughness, Muscle, Technique",
            f"TOU + ½ MUS + ½ TEC + {attributes.HP_BASE}",
        ),
        ("Initiative (INI)", "Speed, Wit", "SPD bonus + WIT bonus"),
        (
            "MOVE",
            "Speed",
            f"{attributes.BASE_MOVE} hexes; {attributes.BASE_MOVE + 1} with SPD "
            f"{attributes.FAST_SPEED} or more",
        ),
        ("Wound number", "Hit points", f"HP / {attributes.HP_PER_WOUND_NUMBER}"),
    ]
    return Table(
        "Skills and derived values",
        ("Value", "From", "Worked out as"),
        tuple(rows),
        cite(RB, "Skills"),
    )


def kick_table() -> Table:
    """The Kick table: a kickoff's margin against DL 10 and where the ball goes."""
    rows = tuple(
        (
            margin_words(band.lowest, band.highest),
            "Sails out of bounds"
            if band.scatter is None
            else f"Scatters {band.scatter.label} hexes",
        )
        for band in kicking.KICK_ROWS
    )
    return Table(
        f"Kick (Kick against DL {kicking.KICKOFF_DL})",
        ("Margin", "Result"),
        rows,
        cite(RB, "The Kickoff"),
    )


def maneuvers_table() -> Table:
    """The Basic Maneuvers table: time taken, whether the turn ends, what it does."""
    rows = tuple(
        (
            maneuver.name,
            maneuver.time.label,
            yes_no(maneuver.ends_turn),
            maneuver.summary,
        )
        for maneuver in turns.MANEUVERS
    )
    return Table(
        "Basic manoeuvres",
        ("Manoeuvre", "Time", "Ends the turn", "What it does"),
        rows,
        cite(RB, "Basic Maneuvers"),
    )


def blocking_table() -> Table:
    """The Blocking table: the blocker's margin and the result."""
    rows = tuple(
        (margin_words(band.lowest, band.highest), band.result.label) for band in BLOCKING_ROWS
    )
    return Table(
        "Blocking (Block against Block or Dodge)",
        ("Blocker's margin", "Result"),
        rows,
        cite(RB, "Blocking"),
    )


def wound_table() -> Table:
    """The Wound table: the attacker's d12, the wound and its effects."""
    rows = tuple(
        (
            span(row.lowest, row.highest),
            row.name,
            "No further effect"
            if row.effects == (wounds.Effect.GRAZE,)
            else " + ".join(effect.label for effect in row.effects)
            + (" + roll again" if row.roll_again else ""),
        )
        for row in wounds.WOUND_ROWS
    )
    return Table("Wounds", ("d12", "Wound", "Effects"), rows, cite(RB, "Wounds"))


def wound_effects_table() -> Table:
    """What each wound effect does and what removes it."""
    rows = tuple((effect.label, effect.summary) for effect in wounds.Effect)
    return Table(
        "Wound effects", ("Effect", "What it does"), rows, cite(RB, "Wounds", "Shaking It Off")
    )


def passing_dl_table() -> Table:
    """The Passing DL table: range in hexes, the DL, and the adjacent-defender rows."""
    rows: list[tuple[str, str]] = [
        (span(first, last), str(dl)) for first, last, dl in passing.PASSING_DL_ROWS
    ]
    rows += [
        ("Per adjacent defender", signed(passing.PER_ADJACENT_DEFENDER)),
        ("Per adjacent defender in front", signed(passing.PER_ADJACENT_DEFENDER_IN_FRONT)),
    ]
    return Table(
        "Passing DL (Pass against range)",
        ("Range (hexes)", "Pass DL"),
        tuple(rows),
        cite(RB, "Passing and Handoffs"),
    )


def pass_result_table() -> Table:
    """The Pass Result table: the passer's margin, the result, the catch and intercept DLs."""
    rows: list[tuple[str, str, str, str]] = [
        (
            margin_words(band.lowest, band.highest),
            band.happens,
            "—" if band.catch_dl is None else str(band.catch_dl),
            "—" if band.intercept_dl is None else str(band.intercept_dl),
        )
        for band in passing.PASS_RESULT_ROWS
    ]
    rows.append(
        (
            "Per defender next to the receiver",
            "",
            signed(passing.PER_ADJACENT_OPPONENT_CATCH),
            "",
        )
    )
    return Table(
        "Pass result",
        ("Passer's margin", "Result", "Catch DL", "Intercept DL"),
        tuple(rows),
        cite(RB, "Passing and Handoffs"),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "stats": stats_table,
    "skills": skills_table,
    "kick": kick_table,
    "maneuvers": maneuvers_table,
    "blocking": blocking_table,
    "wounds": wound_table,
    "wound_effects": wound_effects_table,
    "passing_dl": passing_dl_table,
    "pass_result": pass_result_table,
    # the site's own tables of rules the notes state in words (rules_py.runeball.rule_tables)
    "bounce": rule_tables.bounce_table,
    "direction_die": rule_tables.direction_die_table,
    "recovery": rule_tables.recovery_table,
    "game_start": rule_tables.game_start_table,
    "team": rule_tables.team_table,
    "slow": rule_tables.slow_table,
    "turns": rule_tables.turns_table,
    "held_action": rule_tables.held_action_table,
    "exertion": rule_tables.exertion_table,
    "sprint": rule_tables.sprint_table,
    "blitz": rule_tables.blitz_table,
    "knockback": rule_tables.knockback_table,
    "half_hex": rule_tables.half_hex_table,
    "knockdowns": rule_tables.knockdown_table,
    "shake_it_off": rule_tables.shake_it_off_table,
    "consequences": rule_tables.consequences_table,
}
