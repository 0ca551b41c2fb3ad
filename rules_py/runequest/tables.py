"""The printed tables of RuneQuest, The Game System, each built by calling its rule over the printed
range.

Where the document adds an "Each +N" row or column, it is rendered from the same rule's step
constant.
"""

from collections.abc import Callable, Hashable

from rules_py.dice import d100_label
from rules_py.numbers import percent, signed, signed_percent, text, yes_no
from rules_py.runequest.attributes import HEALING_STEP, healing_rate
from rules_py.runequest.augment import AUGMENT_MODIFIER, failed_augment_penalty
from rules_py.runequest.characteristics import DEFAULT_MULTIPLIER, Characteristic
from rules_py.runequest.damage_bonus import PRINTED_BRACKETS, STEP, damage_bonus
from rules_py.runequest.hit_points import (
    HIT_POINT_STEP,
    LOCATION_STEP,
    Location,
    location_base,
    location_hit_points,
    pow_modifier,
    siz_modifier,
)
from rules_py.runequest.opposed import opposed_outcome
from rules_py.runequest.resistance import TABLE_SIZE, resistance_chance
from rules_py.runequest.results import (
    ALWAYS_FAILS,
    ALWAYS_SUCCEEDS,
    BEST_FIRST,
    CRITICAL_SHARE,
    FUMBLE_SHARE,
    SPECIAL_SHARE,
    ResultLevel,
    critical_max,
    fumble_min,
    special_max,
    success_max,
)
from rules_py.runequest.strike_rank import (
    DEX_BRACKETS,
    SIZ_BRACKETS,
    dex_strike_rank,
    siz_strike_rank,
)
from rules_py.sources.documents import Document, cite
from rules_py.tables import Table, bracket_of, d100_span, runs, span

ABILITY_TABLE_LAST = 122  # the last printed row is 118–122; "(higher)" covers the rest

RQ = Document.RUNEQUEST


def _at_most(low: int, high: int, first: bool) -> str:
    """The first printed bracket reads "N or less"; the others are spans."""
    return f"{high} or less" if first else span(low, high)


def _row_of(rule: Callable[[int], Hashable], value: int, at_most_first: bool = False) -> str:
    """The label of the printed row (or column) that ``value`` falls in, as the table shows it."""
    low, high = bracket_of(rule, value)
    if high is not None and (at_most_first or value < 1) and low <= 1:
        return f"{high} or less"
    return span(low, high)


def _hit_point_modifier_pair(value: int) -> tuple[int, int]:
    # The printed rows split where either column changes, so a row is a run of the pair.
    return siz_modifier(value), pow_modifier(value)


def hit_point_modifier_row(value: int) -> str:
    """The row of the hit point modifier table that a SIZ or POW value falls in.

    >>> hit_point_modifier_row(16), hit_point_modifier_row(30)
    ('13–16', '29–32')
    """
    return _row_of(_hit_point_modifier_pair, value)


def location_column(total_hit_points: int) -> str:
    """The column of the hit points per location table for a total.

    >>> location_column(12), location_column(-2)
    ('10–12', '6 or less')
    """
    return _row_of(location_base, total_hit_points)


def healing_rate_row(con: int) -> str:
    """The row of the healing rate table for a CON.

    >>> healing_rate_row(4), healing_rate_row(11)
    ('6 or less', '7–12')
    """
    return _row_of(healing_rate, con, at_most_first=True)


def damage_bonus_row(str_plus_siz: int) -> str:
    """The row of the damage bonus table for STR + SIZ.

    >>> damage_bonus_row(10), damage_bonus_row(27), damage_bonus_row(60)
    ('12 or less', '25–32', '57–72')
    """
    return _row_of(lambda total: damage_bonus(total).dice, str_plus_siz, at_most_first=True)


def dex_strike_rank_row(dex: int) -> str:
    """The row of the DEX strike rank table.

    >>> dex_strike_rank_row(12), dex_strike_rank_row(25)
    ('9–12', '19+')
    """
    return _row_of(dex_strike_rank, dex)


def siz_strike_rank_row(siz: int) -> str:
    """The row of the SIZ strike rank table.

    >>> siz_strike_rank_row(14)
    '7–14'
    """
    return _row_of(siz_strike_rank, siz)


def characteristics() -> Table:
    """The seven characteristics and what each one governs."""
    rows = tuple((c.info.name, c.info.abbreviation, c.info.governs) for c in Characteristic)
    return Table(
        "Characteristics",
        ("Characteristic", "Short", "Governs"),
        rows,
        cite(RQ, "Characteristics"),
    )


def hit_point_modifiers() -> Table:
    """SIZ and POW modifiers to hit points, by bracket of 4."""
    last = 7 * HIT_POINT_STEP
    brackets = runs(_hit_point_modifier_pair, 1, last)
    rows = [(span(low, high), signed(s, ""), signed(p, "")) for low, high, (s, p) in brackets]
    step_siz = siz_modifier(last + HIT_POINT_STEP) - siz_modifier(last)
    step_pow = pow_modifier(last + HIT_POINT_STEP) - pow_modifier(last)
    rows.append((f"Each +{HIT_POINT_STEP}", signed(step_siz), signed(step_pow)))
    return Table(
        "Hit point modifiers",
        ("Characteristic", "SIZ", "POW"),
        tuple(rows),
        cite(RQ, "Hit Points"),
    )


# The printed rows: one line for both legs and one for both arms.
_LOCATION_ROWS = (
    ("Each leg", Location.LEFT_LEG),
    ("Abdomen", Location.ABDOMEN),
    ("Chest", Location.CHEST),
    ("Each arm", Location.LEFT_ARM),
    ("Head", Location.HEAD),
)


def location_hit_points_table() -> Table:
    """Hit points of each location, by total hit points."""
    last = 7 * LOCATION_STEP
    brackets = runs(location_base, 1, last)
    columns = ("Hit location", *(span(low, high) for low, high, _ in brackets))
    rows = []
    for label, location in _LOCATION_ROWS:
        cells = [str(location_hit_points(low, location)) for low, _, _ in brackets]
        step = location_hit_points(last + LOCATION_STEP, location) - location_hit_points(
            last, location
        )
        rows.append((label, *cells, signed(step)))
    return Table(
        "Hit points per location",
        (*columns, f"Each +{LOCATION_STEP}"),
        tuple(rows),
        cite(RQ, "Hit Points per Hit Location Table"),
    )


def healing_rate_table() -> Table:
    """Hit points healed per week, by CON."""
    last = 3 * HEALING_STEP
    brackets = runs(healing_rate, 1, last)
    rows = [
        (_at_most(low, high, index == 0), str(rate))
        for index, (low, high, rate) in enumerate(brackets)
    ]
    step = healing_rate(last + HEALING_STEP) - healing_rate(last)
    rows.append((f"Each +{HEALING_STEP} points", signed(step)))
    return Table("Healing rate", ("CON", "Healing rate"), tuple(rows), cite(RQ, "Healing Rate"))


def damage_bonus_table() -> Table:
    """Damage bonus by STR + SIZ."""
    last = PRINTED_BRACKETS[-1][0]
    brackets = runs(lambda total: damage_bonus(total).dice, 1, last)
    rows = [
        (_at_most(low, high, index == 0), text(dice))
        for index, (low, high, dice) in enumerate(brackets)
    ]
    added = damage_bonus(last + STEP).count - damage_bonus(last).count
    rows.append((f"Each +{STEP} points", f"+{added}D6"))
    return Table(
        "Damage bonus", ("STR + SIZ", "Damage bonus"), tuple(rows), cite(RQ, "Damage Bonus")
    )


def _strike_rank_table(
    title: str, name: str, rule: Callable[[int], int], brackets: tuple[tuple[int, int], ...]
) -> Table:
    last = brackets[-1][0]
    found = runs(rule, 1, last)
    rows = tuple(
        (span(low, None if high == last else high), str(rank)) for low, high, rank in found
    )
    return Table(title, (name, "Strike rank"), rows, cite(RQ, "Strike Rank"))


def dex_strike_rank_table() -> Table:
    """DEX strike rank."""
    return _strike_rank_table("DEX strike rank", "DEX", dex_strike_rank, DEX_BRACKETS)


def siz_strike_rank_table() -> Table:
    """SIZ strike rank."""
    return _strike_rank_table("SIZ strike rank", "SIZ", siz_strike_rank, SIZ_BRACKETS)


def characteristic_rolls() -> Table:
    """The named characteristic rolls."""
    rows = tuple(
        (c.info.check, f"{c.info.abbreviation}×{DEFAULT_MULTIPLIER}", c.info.check_use)
        for c in Characteristic
        if c.info.check
    )
    return Table(
        "Characteristic rolls",
        ("Roll", "Chance", "When"),
        rows,
        cite(RQ, "Characteristic Rolls"),
    )


def results() -> Table:
    """The five results: which rolls give them and whether they earn an experience check."""
    rule = {
        ResultLevel.CRITICAL: f"{CRITICAL_SHARE} of the modified chance or less; 01 always",
        ResultLevel.SPECIAL: f"{SPECIAL_SHARE} of the modified chance or less",
        ResultLevel.SUCCESS: f"the modified chance or less; 01–0{ALWAYS_SUCCEEDS} always",
        ResultLevel.FAILURE: f"above the modified chance; {ALWAYS_FAILS}–00 always",
        ResultLevel.FUMBLE: f"the top {FUMBLE_SHARE} of the chance of failure; 00 always",
    }
    rows = tuple((level.label, rule[level], yes_no(level.succeeded)) for level in BEST_FIRST)
    return Table(
        "Results",
        ("Result", "Rolls", "Experience check"),
        rows,
        cite(RQ, "Results Table"),
    )


def _rolls_up_to(highest: int) -> str:
    return d100_span(1, highest)


def _success_column(chance: int) -> str:
    # The printed table spells out the range only where the fixed 01–05 / 96–00 bands decide it.
    if ALWAYS_SUCCEEDS < chance < ALWAYS_FAILS:
        return "Per ability"
    return _rolls_up_to(success_max(chance))


def _failure_column(chance: int) -> str:
    if ALWAYS_SUCCEEDS < chance < ALWAYS_FAILS:
        return "Per ability"
    return d100_span(success_max(chance) + 1, 100)


def _ability_row(chance: int) -> tuple[str, ...]:
    return (
        _rolls_up_to(critical_max(chance)),
        _rolls_up_to(special_max(chance)),
        _success_column(chance),
        _failure_column(chance),
        d100_span(fumble_min(chance), 100),
    )


def _chance_span(low: int, high: int) -> str:
    return f"{low:02d}" if low == high else f"{low:02d}–{high:02d}"


def ability_results() -> Table:
    """The ability result table: roll ranges of each result, by modified chance."""
    rows = [
        (_chance_span(low, high), *cells)
        for low, high, cells in runs(_ability_row, 1, ABILITY_TABLE_LAST)
    ]
    beyond = ABILITY_TABLE_LAST + 1
    rows.append(
        (
            "(higher)",
            f"{percent(CRITICAL_SHARE * 100)} of ability",
            f"{percent(SPECIAL_SHARE * 100)} of ability",
            _rolls_up_to(success_max(beyond)),
            d100_span(success_max(beyond) + 1, 100),
            d100_label(fumble_min(beyond)),
        )
    )
    return Table(
        "Ability results",
        ("Ability", "Critical", "Special", "Success", "Failure", "Fumble"),
        tuple(rows),
        cite(RQ, "Ability Result Table"),
    )


def opposed_resolution() -> Table:
    """Every pair of results in an opposed roll and its outcome (A down, B across)."""
    rows = tuple(
        (level_a.label, *(opposed_outcome(level_a, b).label for b in BEST_FIRST))
        for level_a in BEST_FIRST
    )
    return Table(
        "Opposed resolution",
        ("A rolls ↓ / B rolls →", *(level.label for level in BEST_FIRST)),
        rows,
        cite(RQ, "Opposed Resolution Table"),
    )


def resistance() -> Table:
    """The resistance table: passive down, active across; a dash where only 01–05 is left."""
    sides = range(1, TABLE_SIZE + 1)
    rows = tuple(
        (
            str(passive),
            *(
                str(chance) if (chance := resistance_chance(active, passive)) > 0 else "—"
                for active in sides
            ),
        )
        for passive in sides
    )
    return Table(
        "Resistance table",
        ("Passive ↓ / Active →", *(str(active) for active in sides)),
        rows,
        cite(RQ, "Resistance Table"),
    )


def resistance_by_difference() -> Table:
    """The resistance table folded to what it depends on, active minus passive, for the GM
    screen: two runs of differences side by side; a dash where only 01–05 is left.

    >>> rows = resistance_by_difference().rows
    >>> rows[0], rows[-1]
    (('−10', '—', '+1', '55'), ('0', '50', '+11', '105'))
    """
    half = TABLE_SIZE // 2 + 1  # −10 … 0 beside +1 … +11

    def chance(difference: int) -> str:
        found = resistance_chance(TABLE_SIZE // 2 + 1 + difference, TABLE_SIZE // 2 + 1)
        return str(found) if found > 0 else "—"

    rows = tuple(
        (signed(low), chance(low), signed(low + half), chance(low + half))
        for low in range(-(TABLE_SIZE // 2), 1)
    )
    return Table(
        "Resistance by difference",
        ("Active − passive", "Chance", "Active − passive", "Chance"),
        rows,
        cite(RQ, "Resistance Table"),
    )


def augment_results() -> Table:
    """What each result of the augmenting roll does to the supported ability."""
    rows = tuple(
        (level.label, signed_percent(AUGMENT_MODIFIER[level]), yes_no(level.succeeded))
        for level in BEST_FIRST
    )
    return Table(
        "Augment results",
        ("Augmenting roll", "Supported ability", "Experience check (augmenting ability)"),
        rows,
        cite(RQ, "Augment Result Table"),
    )


def augment_failures() -> Table:
    """What a failed Passion or Rune augment costs afterwards, beyond its shift.

    >>> augment_failures().rows[0][:2]
    ('Passion', '−10%')
    """
    rows = (
        ("Passion", signed_percent(failed_augment_penalty("passion")), "every ability roll"),
        ("Rune", signed_percent(failed_augment_penalty("rune")), "that Rune"),
    )
    return Table(
        "Failed augments",
        ("Augmenting ability", "Penalty", "Applies to"),
        rows,
        cite(RQ, "Augment Result Table"),
    )


TABLES: dict[str, Callable[[], Table]] = {
    "characteristics": characteristics,
    "hit_point_modifiers": hit_point_modifiers,
    "location_hit_points": location_hit_points_table,
    "healing_rate": healing_rate_table,
    "damage_bonus": damage_bonus_table,
    "dex_strike_rank": dex_strike_rank_table,
    "siz_strike_rank": siz_strike_rank_table,
    "characteristic_rolls": characteristic_rolls,
    "results": results,
    "ability_results": ability_results,
    "opposed_resolution": opposed_resolution,
    "resistance": resistance,
    "resistance_by_difference": resistance_by_difference,
    "augment_results": augment_results,
    "augment_failures": augment_failures,
}
