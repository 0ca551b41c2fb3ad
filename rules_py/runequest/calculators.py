"""The RuneQuest calculators (seed 000): characteristics, ability, resistance, opposed, augment.

Each one declares its inputs and outputs and calls the rule modules; nothing here decides a rule.
"""

from fractions import Fraction

from rules_py.comparison.heatmaps import mark_pair
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    rating_input,
    roll_input,
)
from rules_py.dice import as_percent, odds_record
from rules_py.runequest import attributes, hit_points, strike_rank
from rules_py.runequest import tables as rows
from rules_py.runequest.augment import AUGMENT_MODIFIER, augment_branches, augmented_odds
from rules_py.runequest.character_checks import character_warnings
from rules_py.runequest.characteristics import (
    DEFAULT_MULTIPLIER,
    EASIEST_MULTIPLIER,
    HARDEST_MULTIPLIER,
    characteristic_roll_chance,
)
from rules_py.runequest.damage_bonus import damage_bonus
from rules_py.runequest.opposed import (
    FumbleAgainst,
    HolderBands,
    OpposedOutcome,
    OpposedReadings,
    above_100_reduction,
    opposed_levels,
    opposed_odds,
    opposed_outcome,
)
from rules_py.runequest.opposed import reduced_ratings as reduce_for_opposition
from rules_py.runequest.readings import (
    FUMBLE_AGAINST_SETTING,
    HOLDER_BANDS_SETTING,
    HP_ROWS_SETTING,
    ROLL_SETTINGS,
)
from rules_py.runequest.resistance import resistance_chance
from rules_py.runequest.results import (
    BEST_FIRST,
    Fumbles,
    HighRolls,
    LowChance,
    ResultLevel,
    chance_rolled,
    is_rollable,
    level_odds,
    result_level,
)
from rules_py.strip import d100_strip
from rules_py.tables import d100_span, runs

# Giants pass 21; past 200 an input is almost surely a typo. 0 is let in so that the calculator
# can say what it means (no living creature) instead of refusing it.
CHARACTERISTIC_RANGE = (0, 200)


def _characteristic_input(name: str, label: str, default: int) -> Input:
    low, high = CHARACTERISTIC_RANGE
    return Input(name, label, default=default, minimum=low, maximum=high)


LEVEL_LABELS = tuple((level.key, level.label) for level in BEST_FIRST)
OUTCOME_LABELS = tuple((outcome.value, outcome.label) for outcome in OpposedOutcome)

ROLL_OUTPUTS = (
    Output("strip", "The hundred faces of the d100", kind="strip"),
    *(Output(f"ranges.{level.key}", f"{level.label}: rolls") for level in BEST_FIRST),
    Output("odds", "Odds of each result", kind="odds", labels=LEVEL_LABELS),
    Output("result_label", "Result of the roll"),
)


def roll_report(
    chance: int,
    roll: int | None,
    low_chance: str = LowChance.FIVE_PERCENT.value,
    fumbles: str = Fumbles.FUMBLE.value,
    high_rolls: str = HighRolls.FAIL.value,
) -> JsonDict:
    """Bands, exact odds and (given a roll) the result of one roll against ``chance``.

    ``low_chance`` is the reading of a chance of 0% or less (A000-05), ``fumbles`` of a roll in
    the failure and fumble ranges (A000-01), ``high_rolls`` of 96–99 above 478% (A000-04).

    >>> r = roll_report(50, 7)
    >>> r["critical"], r["special"], r["success"], r["fumble"], r["result"]
    (3, 10, 50, 98, 'special')
    >>> roll_report(-5, 3)["result"], roll_report(-5, 3, "no_chance")["result"]
    ('success', 'failure')
    """
    low = LowChance(low_chance)
    faces = (Fumbles(fumbles), HighRolls(high_rolls))

    def level_of(face: int) -> ResultLevel:
        return result_level(chance, face, low, None, *faces)

    levels = runs(level_of, 1, 100)
    band = {level: d100_span(low, high) for low, high, level in levels}

    def best_roll_at_least(level: ResultLevel) -> int:
        return max((high for _, high, found in levels if found >= level), default=0)

    report: JsonDict = {
        "chance": chance,
        "critical": best_roll_at_least(ResultLevel.CRITICAL),
        "special": best_roll_at_least(ResultLevel.SPECIAL),
        "success": best_roll_at_least(ResultLevel.SUCCESS),
        "fumble": min(
            (low for low, _, found in levels if found == ResultLevel.FUMBLE), default=101
        ),
        "ranges": {level.key: band.get(level, "none") for level in BEST_FIRST},
        **odds_record({level.key: p for level, p in level_odds(chance, low, None, *faces).items()}),
        "strip": d100_strip(level_of, roll),
        "roll": roll,
        "result": None,
        "result_label": None,
        "experience_check": None,
    }
    if roll is not None:
        level = level_of(roll)
        report |= {
            "result": level.key,
            "result_label": level.label,
            "experience_check": level.succeeded,
        }
    return report


ABILITY = Calculator(
    name="ability",
    title="Ability roll",
    summary="Roll ranges and exact odds of each result for a modified chance; a roll's result.",
    inputs=(
        rating_input("chance", "Modified chance (%)", 50),
        roll_input("roll", "Roll"),
    ),
    outputs=(*ROLL_OUTPUTS, Output("experience_check", "Experience check")),
    run=roll_report,
    settings=ROLL_SETTINGS,
)


def _resistance(
    active: int,
    passive: int,
    roll: int | None,
    low_chance: str,
    fumbles: str,
    high_rolls: str = HighRolls.FAIL.value,
) -> JsonDict:
    chance = resistance_chance(active, passive)
    rolled = chance_rolled(chance, LowChance(low_chance))
    report = roll_report(chance, roll, low_chance, fumbles, high_rolls)
    return report | {"chance": chance, "chance_rolled": rolled}


RESISTANCE = Calculator(
    name="resistance",
    title="Resistance roll",
    summary="Chance of an active characteristic overcoming a passive one, with its roll ranges.",
    inputs=(
        _characteristic_input("active", "Active characteristic", 12),
        _characteristic_input("passive", "Passive characteristic", 10),
        roll_input("roll", "Roll"),
    ),
    outputs=(
        Output("chance", "Chance from the table", style="percent"),
        Output("chance_rolled", "Chance rolled against", style="percent"),
        *ROLL_OUTPUTS,
    ),
    run=_resistance,
    pairs=(("active", "passive"),),
    settings=ROLL_SETTINGS[:2],  # a resistance chance stays under 478%: A000-04 never applies
)


def _opposed(
    a: int,
    b: int,
    a_roll: int | None,
    b_roll: int | None,
    low_chance: str,
    holder_bands: str,
    fumbles: str,
    high_rolls: str,
    fumble_against: str,
) -> JsonDict:
    if (a_roll is None) != (b_roll is None):
        missing = "b_roll" if b_roll is None else "a_roll"
        raise InputError(missing, "give both rolls, or neither for the odds alone")
    low, bands = LowChance(low_chance), HolderBands(holder_bands)
    more = OpposedReadings(FumbleAgainst(fumble_against), Fumbles(fumbles), HighRolls(high_rolls))
    a_effective, b_effective = reduce_for_opposition([a, b])
    odds = {outcome.value: p for outcome, p in opposed_odds(a, b, low, bands, more).items()}
    report: JsonDict = {
        "heatmap": _heatmap_mark(a, b, low, bands, more),
        "a_effective": a_effective,
        "b_effective": b_effective,
        "reduction": above_100_reduction([a, b]),
        **odds_record(odds),
        "a_result": None,
        "b_result": None,
        "outcome": None,
        "a_result_label": None,
        "b_result_label": None,
        "outcome_label": None,
    }
    if a_roll is not None and b_roll is not None:
        level_a, level_b = opposed_levels([a, b], [a_roll, b_roll], low, bands, more)
        outcome = opposed_outcome(level_a, level_b, fumble_against=more.fumble_against)
        report |= {
            "a_result": level_a.key,
            "b_result": level_b.key,
            "outcome": outcome.value,
            "a_result_label": level_a.label,
            "b_result_label": level_b.label,
            "outcome_label": outcome.label,
        }
    return report


def _heatmap_mark(
    a: int, b: int, low: LowChance, bands: HolderBands, more: OpposedReadings
) -> JsonDict | None:
    def chosen(a: int, b: int) -> Fraction:
        return opposed_odds(a, b, low, bands, more)[OpposedOutcome.A_WINS]

    def site(a: int, b: int) -> Fraction:
        return opposed_odds(a, b)[OpposedOutcome.A_WINS]

    return mark_pair("runequest", a, b, chosen, site)


OPPOSED = Calculator(
    name="opposed",
    title="Opposed roll",
    summary="Odds that A wins, B wins, they tie, or both lose; ratings above 100% reduce everyone.",
    inputs=(
        rating_input("a", "A's ability (%)", 60),
        rating_input("b", "B's ability (%)", 45),
        roll_input("a_roll", "A's roll"),
        roll_input("b_roll", "B's roll"),
    ),
    outputs=(
        Output("reduction", "Taken from both (above 100%)", style="percent"),
        Output("a_effective", "A's chance after it", style="percent"),
        Output("b_effective", "B's chance after it", style="percent"),
        Output("odds", "Odds", kind="odds", labels=OUTCOME_LABELS),
        Output("a_result_label", "A's result"),
        Output("b_result_label", "B's result"),
        Output("outcome_label", "Outcome"),
        Output(
            "heatmap",
            "A's chance to win, for every pair of ratings.",
            kind="heatmap",
            labels=(("runequest", "RuneQuest"),),
        ),
    ),
    run=_opposed,
    pairs=(("a", "b"), ("a_roll", "b_roll")),
    settings=(*ROLL_SETTINGS[:1], HOLDER_BANDS_SETTING, *ROLL_SETTINGS[1:], FUMBLE_AGAINST_SETTING),
)


def _augment(
    augmenting: int, ability: int, low_chance: str, fumbles: str, high_rolls: str
) -> JsonDict:
    low = LowChance(low_chance)
    faces = (Fumbles(fumbles), HighRolls(high_rolls))
    if not is_rollable(augmenting, low):
        raise InputError(
            "augmenting",
            "under the reading 'no chance at all', a rating of 0% or less is not rolled,"
            " so it cannot augment",
        )
    branches = [
        {
            "augment_result": branch.augment_result.label,
            "odds": as_percent(branch.probability),
            "modifier": AUGMENT_MODIFIER[branch.augment_result],
            "final_chance": branch.final_chance,
            "final_success": as_percent(
                sum((p for level, p in branch.final_odds.items() if level.succeeded), Fraction(0))
            ),
        }
        for branch in augment_branches(augmenting, ability, low, *faces)
    ]
    overall = augmented_odds(augmenting, ability, low, *faces)
    success = sum((p for level, p in overall.items() if level.succeeded), Fraction(0))
    return {
        "branches": branches,
        **odds_record({level.key: p for level, p in overall.items()}),
        "success": as_percent(success),
        "success_exact": str(success),
        "success_without": as_percent(
            sum(
                (
                    p
                    for level, p in level_odds(ability, low, None, *faces).items()
                    if level.succeeded
                ),
                Fraction(0),
            )
        ),
    }


AUGMENT = Calculator(
    name="augment",
    title="Augmented roll",
    summary="Each result of the augmenting roll, the chance it leaves, and the overall odds.",
    inputs=(
        rating_input("augmenting", "Augmenting ability (%)", 50),
        rating_input("ability", "Augmented ability (%)", 60),
    ),
    outputs=(
        Output(
            "branches",
            "Each result of the augmenting roll",
            kind="records",
            columns=(
                ("augment_result", "Augmenting roll"),
                ("odds", "Odds"),
                ("modifier", "Modifier"),
                ("final_chance", "Chance then"),
                ("final_success", "Success then"),
            ),
            column_styles=(
                ("odds", "percent"),
                ("modifier", "signed_percent"),
                ("final_chance", "percent"),
                ("final_success", "percent"),
            ),
        ),
        Output("success", "Overall chance of success", style="percent"),
        Output("success_without", "Without the augment", style="percent"),
        Output("odds", "Overall odds of each result", kind="odds", labels=LEVEL_LABELS),
    ),
    run=_augment,
    pairs=(("augmenting", "ability"),),
    settings=ROLL_SETTINGS,
)


def _characteristics(
    multiplier: int | None,
    roll_for: str,
    low_chance: str,
    fumbles: str,
    high_rolls: str,
    hp_rows: str,
    **values: int,
) -> JsonDict:
    multiplier = DEFAULT_MULTIPLIER if multiplier is None else multiplier
    low = LowChance(low_chance)
    faces = (Fumbles(fumbles), HighRolls(high_rolls))
    rows_reading = hit_points.SingleValueRows(hp_rows)
    str_, con, siz, dex, pow_ = (values[k] for k in ("str", "con", "siz", "dex", "pow"))
    total = hit_points.hit_points(con, siz, pow_, rows_reading)
    bonus = damage_bonus(str_ + siz)
    siz_mod = hit_points.siz_modifier(siz, rows_reading)
    pow_mod = hit_points.pow_modifier(pow_, rows_reading)
    locations = {loc.key: hit_points.location_hit_points(total, loc) for loc in hit_points.Location}
    labels = dict((name, label) for name, label, _ in _CHARACTERISTIC_INPUTS)
    return {
        "warnings": character_warnings(
            {labels[key]: value for key, value in values.items()}, total
        ),
        "hit_points": total,
        "magic_points": attributes.magic_points(pow_),
        "rune_points": attributes.STARTING_RUNE_POINTS,
        "move": f"{attributes.WALK_METRES_PER_MELEE_ROUND} m walking, "
        f"{attributes.RUN_METRES_PER_MELEE_ROUND} m running per melee round",
        "healing_rate": attributes.healing_rate(con),
        "damage_bonus": bonus.dice,
        "dex_sr": strike_rank.dex_strike_rank(dex),
        "siz_sr": strike_rank.siz_strike_rank(siz),
        "location_hp": locations,
        # Each roll's chance of success, not the chance it is made against (CHA 40 × 5 = 200%
        # still fails on 96–00): a characteristic of 0 gives 0%, rolled as the reading of a
        # chance of 0% or less says (5%, or no roll at all).
        "characteristic_rolls": {
            key: _success_percent(characteristic_roll_chance(value, multiplier), low, faces)
            for key, value in values.items()
        },
        "characteristic_chances": {
            key: chance_rolled(characteristic_roll_chance(value, multiplier), low) or 0
            for key, value in values.items()
        },
        "roll_strip": d100_strip(
            lambda face: result_level(
                characteristic_roll_chance(values[roll_for], multiplier), face, low, None, *faces
            )
        ),
        "work": {
            "hit_points": f"CON {con}, SIZ {siz} (row {rows.hit_point_modifier_row(siz)}: "
            f"{siz_mod:+d}), POW {pow_} (row {rows.hit_point_modifier_row(pow_)}: {pow_mod:+d})"
            f" = {total}",
            "healing_rate": f"CON {con}: row {rows.healing_rate_row(con)}",
            "damage_bonus": f"STR {str_} + SIZ {siz} = {str_ + siz}: row "
            f"{rows.damage_bonus_row(str_ + siz)}",
            "dex_sr": f"DEX {dex}: row {rows.dex_strike_rank_row(dex)}",
            "siz_sr": f"SIZ {siz}: row {rows.siz_strike_rank_row(siz)}",
            "location_hp": f"total {total}: column {rows.location_column(total)}",
            "magic_points": f"POW {pow_}",
        },
    }


def _success_percent(chance: int, low: LowChance, faces: tuple[Fumbles, HighRolls]) -> float:
    """The chance of success of a roll against ``chance``, in percent.

    >>> _success_percent(200, LowChance.FIVE_PERCENT, (Fumbles.FUMBLE, HighRolls.FAIL))
    95.0
    """
    odds = level_odds(chance, low, None, *faces)
    return as_percent(sum((p for level, p in odds.items() if level.succeeded), Fraction(0)))


ATTRIBUTES = "Attributes"
STRIKE_RANKS = "Strike ranks"
LOCATIONS = "Hit points by location"
ROLLS = "Characteristic rolls"

_CHARACTERISTIC_INPUTS = (
    ("str", "STR", 13),
    ("con", "CON", 11),
    ("siz", "SIZ", 14),
    ("dex", "DEX", 12),
    ("int", "INT", 13),
    ("pow", "POW", 16),
    ("cha", "CHA", 10),
)

CHARACTERISTICS = Calculator(
    name="characteristics",
    title="Characteristics to attributes",
    summary="The seven characteristics in; hit points, healing, damage bonus, strike ranks out.",
    inputs=(
        *(
            _characteristic_input(name, label, default)
            for name, label, default in _CHARACTERISTIC_INPUTS
        ),
        Input(
            "multiplier",
            "Characteristic roll multiplier",
            default=DEFAULT_MULTIPLIER,
            optional=True,
            minimum=HARDEST_MULTIPLIER,
            maximum=EASIEST_MULTIPLIER,
            help="×5 as a rule; ×10 simple, ×1 almost impossible",
        ),
        Input(
            "roll_for",
            "Characteristic to roll",
            kind="choice",
            default="pow",
            choices=tuple(name for name, _, _ in _CHARACTERISTIC_INPUTS),
            choice_labels=tuple(label for _, label, _ in _CHARACTERISTIC_INPUTS),
            help="its roll is drawn face by face",
        ),
    ),
    outputs=(
        Output("warnings", "Impossible or dead", kind="warnings"),
        Output("hit_points", "Hit points", group=ATTRIBUTES, detail="work.hit_points"),
        Output(
            "healing_rate", "Healing rate (per week)", group=ATTRIBUTES, detail="work.healing_rate"
        ),
        Output("damage_bonus", "Damage bonus", group=ATTRIBUTES, detail="work.damage_bonus"),
        Output("magic_points", "Magic points", group=ATTRIBUTES, detail="work.magic_points"),
        Output("rune_points", "Rune points (starting)", group=ATTRIBUTES),
        Output("move", "Move", group=ATTRIBUTES),
        Output("dex_sr", "DEX strike rank", group=STRIKE_RANKS, detail="work.dex_sr"),
        Output("siz_sr", "SIZ strike rank", group=STRIKE_RANKS, detail="work.siz_sr"),
        Output(
            "location_hp",
            "Hit points by location, on the body",
            kind="figure",
            labels=tuple((loc.key, loc.label) for loc in hit_points.Location),
            group=LOCATIONS,
            detail="work.location_hp",
        ),
        *(
            Output(f"location_hp.{loc.key}", loc.label, group=LOCATIONS)
            for loc in hit_points.Location
        ),
        Output(
            "characteristic_rolls",
            "Chance of success of each characteristic roll",
            kind="odds",
            labels=tuple((name, label) for name, label, _ in _CHARACTERISTIC_INPUTS),
            group=ROLLS,
        ),
        Output("roll_strip", "The hundred faces for the chosen roll", kind="strip", group=ROLLS),
    ),
    run=_characteristics,
    settings=(*ROLL_SETTINGS, HP_ROWS_SETTING),
)

CALCULATORS: tuple[Calculator, ...] = (CHARACTERISTICS, ABILITY, RESISTANCE, OPPOSED, AUGMENT)
