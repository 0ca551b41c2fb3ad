"""The characteristics calculator (RuneQuest, The Game System › Characteristics;
Attributes; Characteristic Rolls): the
attributes, strike ranks, hit points by location and characteristic rolls of a character.
"""

from rules_py.contract import (
    Calculator,
    CharacterMap,
    Input,
    JsonDict,
    Output,
)
from rules_py.odds import as_percent
from rules_py.runequest import attributes, hit_points, strike_rank, tables
from rules_py.runequest.character_checks import Death, character_warnings
from rules_py.runequest.characteristics import (
    DEFAULT_MULTIPLIER,
    EASIEST_MULTIPLIER,
    HARDEST_MULTIPLIER,
    characteristic_roll_chance,
)
from rules_py.runequest.damage_bonus import damage_bonus
from rules_py.runequest.hit_points import SingleValueRows
from rules_py.runequest.readings import (
    DEATH_SETTING,
    HP_ROWS_SETTING,
    ROLL_SETTINGS,
)
from rules_py.runequest.results import (
    Fumbles,
    HighRolls,
    LowChance,
    chance_rolled,
    level_odds,
    result_level,
)
from rules_py.strip import d100_strip

# Giants pass 21; past 200 an input is almost surely a typo. 0 is let in so that the calculator
# can say what it means (no living creature) instead of refusing it.
CHARACTERISTIC_RANGE = (0, 200)


def characteristic_input(
    name: str, label: str, default: int, holds: str = "characteristic"
) -> Input:
    """A characteristic (RuneQuest › Characteristics); a party's characters offer theirs."""
    low, high = CHARACTERISTIC_RANGE
    return Input(name, label, default=default, minimum=low, maximum=high, holds=holds)


def _characteristics(
    multiplier: int | None,
    roll_for: str,
    low_chance: LowChance,
    fumbles: Fumbles,
    high_rolls: HighRolls,
    hp_rows: SingleValueRows,
    death_at: Death,
    **values: int,
) -> JsonDict:
    multiplier = DEFAULT_MULTIPLIER if multiplier is None else multiplier
    low = low_chance
    faces = (fumbles, high_rolls)
    rows_reading = hp_rows
    str_, con, siz, dex, pow_ = (values[k] for k in ("str", "con", "siz", "dex", "pow"))
    total = hit_points.hit_points(con, siz, pow_, rows_reading)
    bonus = damage_bonus(str_ + siz)
    siz_mod = hit_points.siz_modifier(siz, rows_reading)
    pow_mod = hit_points.pow_modifier(pow_, rows_reading)
    locations = {loc.key: hit_points.location_hit_points(total, loc) for loc in hit_points.Location}
    labels = dict((name, label) for name, label, _ in _CHARACTERISTIC_INPUTS)
    return {
        "warnings": character_warnings(
            {labels[key]: value for key, value in values.items()}, total, death_at
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
            "hit_points": f"CON {con}, SIZ {siz} (row {tables.hit_point_modifier_row(siz)}: "
            f"{siz_mod:+d}), POW {pow_} (row {tables.hit_point_modifier_row(pow_)}: {pow_mod:+d})"
            f" = {total}",
            "healing_rate": f"CON {con}: row {tables.healing_rate_row(con)}",
            "damage_bonus": f"STR {str_} + SIZ {siz} = {str_ + siz}: row "
            f"{tables.damage_bonus_row(str_ + siz)}",
            "dex_sr": f"DEX {dex}: row {tables.dex_strike_rank_row(dex)}",
            "siz_sr": f"SIZ {siz}: row {tables.siz_strike_rank_row(siz)}",
            "location_hp": f"total {total}: column {tables.location_column(total)}",
            "magic_points": f"POW {pow_}",
        },
    }


def _success_percent(chance: int, low: LowChance, faces: tuple[Fumbles, HighRolls]) -> float:
    """The chance of success of a roll against ``chance``, in percent.

    >>> _success_percent(200, LowChance.FIVE_PERCENT, (Fumbles.FUMBLE, HighRolls.FAIL))
    95.0
    """
    odds = level_odds(chance, low, None, *faces)
    return as_percent(odds.chance(lambda level: level.succeeded))


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
            characteristic_input(name, label, default, f"characteristic:{label}")
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
            folded=True,
        ),
        Input(
            "roll_for",
            "Characteristic to roll",
            kind="choice",
            default="pow",
            choices=tuple(name for name, _, _ in _CHARACTERISTIC_INPUTS),
            choice_labels=tuple(label for _, label, _ in _CHARACTERISTIC_INPUTS),
            help="its roll is drawn face by face",
            folded=True,
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
    # Saved as a character: the seven as typed and the hit points worked out from them.
    character=CharacterMap(
        "runequest",
        (
            *(
                (f"input.{name}", f"characteristics.{label}")
                for name, label, _ in _CHARACTERISTIC_INPUTS
            ),
            ("hit_points", "hit_points"),
        ),
    ),
    settings=(*ROLL_SETTINGS, HP_ROWS_SETTING, DEATH_SETTING),
)
