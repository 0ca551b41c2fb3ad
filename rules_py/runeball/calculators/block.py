"""The Runeball block calculator (Runeball 2022 Notes › Blocking): the odds of each Blocking
result, and of knockdowns and wounds from both players' damage and wound numbers.
"""

from rules_py.contract import Calculator, Input, InputError, JsonDict, Output
from rules_py.numbers import signed
from rules_py.odds import as_percent, exact, percents
from rules_py.runeball import blocking, stats
from rules_py.runeball.blocking import Armour, BlockResult
from rules_py.runeball.calculators.common import (
    STAT_RANGE,
    cost_text,
    die_input,
    exertion_input,
    skill_input,
    throw_seed_input,
    thrown,
)
from rules_py.runeball.exertion import MAX_EXERTION, contested_exertion_bonus
from rules_py.runeball.readings import (
    ARMOUR_SETTING,
    OPPOSED_TIE_SETTING,
    STAT_BONUS_SETTING,
    TEST_DIE_SETTING,
)
from rules_py.runeball.skill_rolls import OpposedTie, TestDie

# --- a block ------------------------------------------------------------------------------------

BLOCK_RESULT_LABELS = tuple((result.value, result.label) for result in BlockResult)
MAX_DEFENCES = 10


def _block(
    block: int,
    defence: int,
    defences_used: int,
    tackle: bool,
    sprint: bool,
    blitz: bool,
    exertion: int,
    counter_exertion: int,
    blocker_mus: int,
    defender_mus: int,
    blocker_wound_number: int,
    defender_wound_number: int,
    blocker_roll: int | None,
    defender_roll: int | None,
    seed: int | None,
    test_die: TestDie,
    stat_bonus: stats.StatBonus,
    opposed_tie: OpposedTie,
    armour: Armour,
) -> JsonDict:
    pledged, countered = exertion, counter_exertion
    if countered > pledged:
        raise InputError(
            "counter_exertion", f"cannot be more than the blocker's exertion ({pledged})"
        )
    die, tie, bonus = test_die, opposed_tie, stat_bonus
    stops = armour.points
    modifier = blocking.attack_modifier(tackle, sprint, blitz)
    modifier += contested_exertion_bonus(pledged, countered)
    attack = block + modifier
    defence_now = blocking.defence_after_uses(defence, defences_used)
    results = blocking.block_result_odds(attack, defence_now, die, tie)
    blocker_hits = blocking.block_damage_odds(blocker_mus, armour=stops, bonus=bonus)
    defender_hits = blocking.block_damage_odds(defender_mus, armour=stops, bonus=bonus)
    defender_wounded = blocking.wound_chance(blocker_hits, defender_wound_number)
    blocker_wounded = blocking.wound_chance(defender_hits, blocker_wound_number)
    hit = results[BlockResult.KNOCKDOWN] + results[BlockResult.KNOCKBACK]
    consequences = {
        "defender_down": results[BlockResult.KNOCKDOWN]
        + results[BlockResult.KNOCKBACK] * defender_wounded,
        "defender_wounded": hit * defender_wounded,
        "blocker_down": results[BlockResult.BLOCKER_DOWN] + results[BlockResult.BLOCKER_HURT],
        "blocker_wounded": results[BlockResult.BLOCKER_HURT] * blocker_wounded,
    }
    faces = (
        thrown("blocker_roll", blocker_roll, seed, die),
        thrown("defender_roll", defender_roll, seed, die, draw=1),
    )
    return {
        "roll_result": thrown_block(faces, attack, defence_now, die, tie),
        "attack": attack,
        "defence_now": defence_now,
        **results.record(lambda result: result.value),
        "consequences": percents(consequences),
        "consequences_exact": exact(consequences),
        "defender_wound_chance": as_percent(defender_wounded),
        "blocker_wound_chance": as_percent(blocker_wounded),
        "exertion_cost": cost_text(pledged),
        "counter_cost": cost_text(countered),
        "work": {
            "attack": f"Block {block} {signed(modifier, zero='+0')}",
            "defence_now": f"{defence} − 2 × {defences_used} earlier uses",
        },
    }


def thrown_block(
    faces: tuple[int | None, int | None], attack: int, defence: int, die: TestDie, tie: OpposedTie
) -> str | None:
    """What the two thrown dice give a block (Runeball 2022 Notes › Blocking: an opposed test,
    the blocker's total less the defender's read on the Blocking table; equal totals under
    reading A003-32), or what is still to throw; None when neither die is given.

    >>> thrown_block((9, 4), 10, 10, TestDie.D12, OpposedTie.ATTACKER)
    '19 against 14: succeeds by 5, Knocked back 1 hex and down'
    >>> thrown_block((4, 4), 10, 10, TestDie.D12, OpposedTie.REROLL)
    '14 against 14: equal totals, both roll again'
    >>> thrown_block((9, None), 10, 10, TestDie.D12, OpposedTie.ATTACKER)
    "Blocker's total 19; the defender's die is still to throw"
    """
    blocker, defender = faces
    if blocker is None and defender is None:
        return None
    if blocker is None or defender is None:
        who, total, other = (
            ("Blocker", blocker + attack, "defender")
            if blocker is not None
            else ("Defender", (defender or 0) + defence, "blocker")
        )
        return f"{who}'s total {total}; the {other}'s die is still to throw"
    margin = blocker + attack - (defender + defence)
    totals = f"{blocker + attack} against {defender + defence}"
    if margin == 0 and tie is OpposedTie.REROLL:
        return f"{totals}: equal totals, both roll again"
    how = f"succeeds by {margin}" if margin >= 0 else f"fails by {-margin}"
    return f"{totals}: {how}, {blocking.block_result(margin).label}"


RUNEBALL_BLOCK = Calculator(
    name="runeball_block",
    title="Runeball block",
    summary="Odds of each Blocking result for a block against a Block or Dodge, and of "
    "knockdowns and wounds from both players' damage and wound numbers.",
    inputs=(
        skill_input("block", "Blocker's Block", 10),
        skill_input("defence", "Defender's Block or Dodge", 10),
        Input(
            "defences_used",
            "Earlier uses of that defence this round",
            default=0,
            optional=True,
            empty=0,
            minimum=0,
            maximum=MAX_DEFENCES,
            help="each −2",
        ),
        Input("tackle", "Tackle", kind="yesno", default=False, help="−1"),
        Input("sprint", "Sprinted into it", kind="yesno", default=False, help="−2"),
        Input("blitz", "Blitzing", kind="yesno", default=False, help="−2"),
        exertion_input("exertion"),
        Input(
            "counter_exertion",
            "Defender's counter-exertion",
            default=0,
            optional=True,
            empty=0,
            minimum=0,
            maximum=MAX_EXERTION,
            help="cancels the blocker's, point for point",
            folded=True,
        ),
        Input(
            "blocker_mus",
            "Blocker's MUS",
            default=12,
            minimum=STAT_RANGE[0],
            maximum=30,
            holds="runeball:mus",
        ),
        Input(
            "defender_mus",
            "Defender's MUS",
            default=12,
            minimum=STAT_RANGE[0],
            maximum=30,
            holds="runeball:mus",
        ),
        Input("blocker_wound_number", "Blocker's wound number", default=7, minimum=1, maximum=30),
        Input("defender_wound_number", "Defender's wound number", default=7, minimum=1, maximum=30),
        die_input("blocker_roll", "Blocker's die thrown"),
        die_input("defender_roll", "Defender's die thrown"),
        throw_seed_input(),
    ),
    outputs=(
        Output("roll_result", "The dice thrown"),
        Output("attack", "Blocker's skill with modifiers", detail="work.attack"),
        Output("defence_now", "Defence after earlier uses", detail="work.defence_now"),
        Output("odds", "Odds of each Blocking result", kind="odds", labels=BLOCK_RESULT_LABELS),
        Output(
            "consequences",
            "What happens to the players",
            kind="odds",
            labels=(
                ("defender_down", "Defender knocked down"),
                ("defender_wounded", "Defender wounded"),
                ("blocker_down", "Blocker knocked down"),
                ("blocker_wounded", "Blocker wounded"),
            ),
        ),
        Output("defender_wound_chance", "A hit wounds the defender", style="percent"),
        Output("blocker_wound_chance", "The defender's hit wounds the blocker", style="percent"),
        Output("exertion_cost", "Exertion costs the blocker"),
        Output("counter_cost", "Counter-exertion costs the defender"),
    ),
    run=_block,
    # What the block does, before the skill it is rolled with.
    headline=("roll_result", "odds", "attack"),
    pairs=(
        ("block", "defence"),
        ("exertion", "counter_exertion"),
        ("blocker_mus", "defender_mus"),
        ("blocker_wound_number", "defender_wound_number"),
        ("blocker_roll", "defender_roll"),
    ),
    settings=(TEST_DIE_SETTING, STAT_BONUS_SETTING, OPPOSED_TIE_SETTING, ARMOUR_SETTING),
)
