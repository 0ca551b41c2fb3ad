"""The Runeball skill test calculator (Runeball 2022 Notes › Skills; Exertion): the chance a
test reaches its DL, the odds of every margin, and what exertion costs.
"""

from collections.abc import Mapping
from fractions import Fraction

from rules_py.contract import Calculator, Input, JsonDict, Output
from rules_py.numbers import percent, signed
from rules_py.odds import Odds, as_percent
from rules_py.runeball.calculators.common import (
    cost_text,
    die_input,
    exertion_input,
    skill_input,
    throw_seed_input,
    thrown,
)
from rules_py.runeball.exertion import Timing, margins_after_the_roll, spent_after_the_roll
from rules_py.runeball.readings import EXERTION_TIMING_SETTING, TEST_DIE_SETTING
from rules_py.runeball.skill_rolls import TestDie, margin_odds, margin_of

# --- a skill test -------------------------------------------------------------------------------

DL_RANGE = (1, 60)


def _test(
    skill: int,
    dl: int,
    exertion: int,
    modifier: int,
    roll: int | None,
    seed: int | None,
    test_die: TestDie,
    exertion_timing: Timing,
) -> JsonDict:
    points, bonus = exertion, modifier
    die = test_die
    face = thrown("roll", roll, seed, die)
    if exertion_timing is Timing.BEFORE:
        margins = margin_odds(skill, dl, die, points + bonus)
        cost = cost_text(points)
    else:
        unexerted = margin_odds(skill, dl, die, bonus)
        margins = margins_after_the_roll(unexerted, points)
        cost = after_roll_cost_text(spent_after_the_roll(unexerted, points))
    success = margins.chance(lambda margin: margin >= 0)
    ordered = Odds(sorted(margins.items(), reverse=True))
    return {
        "success": as_percent(success),
        "success_exact": str(success),
        **Odds({"success": success, "failure": 1 - success}).record(),
        "margins": ordered.percent(_margin_key),
        "margins_exact": ordered.exact(),
        "needed": needed_words(dl - skill - points - bonus, die),
        "exertion_cost": cost,
        "roll": face,
        "roll_result": None
        if face is None
        else thrown_words(face, skill, dl, die, bonus, points, exertion_timing),
    }


def thrown_words(
    face: int, skill: int, dl: int, die: TestDie, bonus: int, points: int, timing: Timing
) -> str:
    """What one thrown die gives a test (Runeball 2022 Notes › Skills; Exertion): the sum against
    the DL and its margin; exertion spent after the roll only where it turns a miss into a
    success by 0 (reading A003-43's other option).

    >>> thrown_words(5, 10, 14, TestDie.D12, 0, 0, Timing.BEFORE)
    '5 on 1d12: 5 + 10 = 15 against DL 14, succeeds by 1'
    >>> thrown_words(2, 10, 14, TestDie.D12, -1, 2, Timing.AFTER)
    '2 on 1d12: 2 + 10 − 1 = 11 against DL 14, fails by 3'
    >>> thrown_words(3, 10, 14, TestDie.D12, 0, 2, Timing.AFTER)
    '3 on 1d12: 3 + 10 = 13 against DL 14, fails by 1; 1 exertion after the roll: succeeds by 0'
    """
    added = bonus + (points if timing is Timing.BEFORE else 0)
    margin = margin_of(face, skill, dl, added)
    extra = f" {signed(added)}".replace("+", "+ ").replace("\u2212", "\u2212 ") if added else ""
    words = f"{face} on {die.dice.label}: {face} + {skill}{extra} = {face + skill + added} "
    words += f"against DL {dl}, {_margin_key(margin).lower()}"
    if timing is Timing.AFTER:
        spent = max(spent_after_the_roll(Odds.certain(margin), points))
        if spent:
            after = max(margins_after_the_roll(Odds.certain(margin), points))
            words += f"; {spent} exertion after the roll: {_margin_key(after).lower()}"
    return words


def after_roll_cost_text(spent: Mapping[int, Fraction]) -> str:
    """What exertion spent after the roll costs, in words: how often each amount is spent.

    >>> after_roll_cost_text({0: Fraction(3, 4), 1: Fraction(1, 4)})
    '1d4 hit points 25% of the time; nothing otherwise'
    >>> after_roll_cost_text({0: Fraction(1)})
    'nothing: no roll needs it'
    """
    paid = [
        f"{points}d4 hit points {percent(as_percent(p))} of the time"
        for points, p in spent.items()
        if points and p
    ]
    if not paid:
        return "nothing: no roll needs it"
    return "; ".join(paid) + "; nothing otherwise"


def needed_words(needed: int, die: TestDie) -> str:
    """What the dice must show for a test to succeed, in words: "always" when every roll makes
    it, "never" when none does.

    >>> needed_words(4, TestDie.D12), needed_words(-39, TestDie.D12), needed_words(20, TestDie.D12)
    ('4 or more on 1d12', 'Always: every roll succeeds', 'Never: no roll reaches the DL')
    >>> needed_words(12, TestDie.D12), needed_words(2, TestDie.TWO_D6)
    ('12 on 1d12', 'Always: every roll succeeds')
    """
    dice = die.dice
    if needed <= dice.lowest:
        return "Always: every roll succeeds"
    if needed > dice.highest:
        return "Never: no roll reaches the DL"
    if needed == dice.highest:
        return f"{needed} on {dice.label}"
    return f"{needed} or more on {dice.label}"


def _margin_key(margin: int) -> str:
    """How the odds of one margin are named (words, so a browser keeps them best first).

    >>> _margin_key(2), _margin_key(0), _margin_key(-3)
    ('Succeeds by 2', 'Succeeds by 0', 'Fails by 3')
    """
    return f"Succeeds by {margin}" if margin >= 0 else f"Fails by {-margin}"


RUNEBALL_TEST = Calculator(
    name="runeball_test",
    title="Runeball skill test",
    summary="The chance a test reaches its DL, the odds of every margin, and what exertion costs.",
    inputs=(
        skill_input("skill", "Skill", 10),
        Input("dl", "DL", default=12, minimum=DL_RANGE[0], maximum=DL_RANGE[1]),
        exertion_input("exertion"),
        Input(
            "modifier",
            "Other modifiers",
            default=0,
            optional=True,
            empty=0,
            minimum=-20,
            maximum=20,
            help="blitz −2, Bruise −1 each…",
        ),
        die_input("roll", "Die thrown"),
        throw_seed_input(),
    ),
    outputs=(
        Output("roll_result", "The die thrown"),
        Output("success", "Chance of success", style="percent"),
        Output("needed", "The dice must show"),
        Output("margins", "Odds of each margin", kind="odds"),
        Output("exertion_cost", "Exertion costs"),
    ),
    run=_test,
    headline=("roll_result", "success"),
    settings=(TEST_DIE_SETTING, EXERTION_TIMING_SETTING),
)
