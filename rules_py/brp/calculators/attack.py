"""The Basic Roleplaying attack calculator (Basic Roleplaying, Edited House Rules › "Attack
results", "Defensive actions", "Burst fire and full autofire (machineguns and the like)", "Shields
versus missile fire"): exact odds of each outcome, and the hits of a burst.
"""

from dataclasses import replace

from rules_py.brp.attack import (
    AttackOutcome,
    BurstHits,
    Fire,
    NotAFirearm,
    attack_odds,
    check_fire,
    hit_count_odds,
    set_up_attack,
    thrown_attack,
)
from rules_py.brp.calculators.common import choice_input
from rules_py.brp.defence import (
    FIGHTING_DEFENSIVELY_PENALTY,
    SHIELD_KEYS,
    FurtherDefences,
    defence_penalty,
)
from rules_py.brp.readings import (
    BURST_SETTING,
    DEFENCES_SETTING,
    TASK_SETTINGS,
    task_rules,
)
from rules_py.brp.tasks import Edges, SpecialRule, Threshold
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    enum_input,
    rating_input,
    roll_input,
)
from rules_py.numbers import signed
from rules_py.odds import as_percent

DEFENCE_NUMBERS = (
    ("1", "1st"),
    ("2", "2nd"),
    ("3", "3rd"),
    ("4", "4th"),
    ("5", "5th"),
    ("bonus", "Fighting defensively bonus"),
)
SHIELDS = (("none", "None"), *((key, name) for key, name in SHIELD_KEYS.items()))
OUTCOME_LABELS = tuple((outcome.value, outcome.label) for outcome in AttackOutcome)


def _attack(
    attack: int,
    defence: int | None,
    defence_number: str,
    missile: bool,
    shield: str,
    fire: Fire,
    attack_roll: int | None,
    defence_roll: int | None,
    shield_roll: int | None,
    hits_roll: int | None,
    brp_threshold: Threshold,
    brp_special: SpecialRule,
    brp_edges: Edges,
    burst_hits: BurstHits,
    further_defences: FurtherDefences,
) -> JsonDict:
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    try:
        check_fire(missile, fire)
    except NotAFirearm:
        message = "bursts and autofire are for firearms: set Missile to yes"
        raise InputError("fire", message) from None
    if defence_number == "bonus":
        penalty, which = FIGHTING_DEFENSIVELY_PENALTY, "the bonus defence"
    else:
        try:
            penalty = defence_penalty(int(defence_number), further_defences)
        except ValueError:
            raise InputError(
                "defence_number",
                "the sheet allows four parries or dodges a round; the setting "
                "'Fifth parry or dodge' can allow more",
            ) from None
        which = dict(DEFENCE_NUMBERS)[defence_number] + " defence"
    setup = set_up_attack(attack, defence, penalty, missile, SHIELD_KEYS.get(shield), fire)
    if hits_roll is not None and fire is not Fire.SINGLE:
        most = max(die.sides for die in fire.hit_dice)
        if hits_roll > most:
            dice = " or ".join(die.text for die in fire.hit_dice)
            raise InputError("hits_roll", f"{dice} shows 1 to {most} at most, not {hits_roll}")
    attack_chance, defence_chance, block = setup.attack, setup.defence, setup.block
    odds = attack_odds(attack_chance, defence_chance, rules, block)
    damage = odds[AttackOutcome.DAMAGE] + odds[AttackOutcome.MAXIMUM_DAMAGE]
    hits = [
        {"dice": dice, "hits": count, "odds": as_percent(p)}
        for dice, by_count in hit_count_odds(fire, damage, burst_hits).items()
        for count, p in by_count.items()
    ]
    attack_work = f"{attack}%" + (
        f" {signed(fire.modifier)}% ({fire.label.lower()})" if fire.modifier else ""
    )
    defence_work = (
        "no parry or dodge"
        if defence is None
        else f"{defence}% {signed(penalty)}% ({which})"
        if penalty
        else f"{defence}% ({which}, full skill)"
    )
    rolls = (attack_roll, defence_roll, shield_roll)
    attack_degree, defence_degree, outcome = thrown_attack(setup, fire, rolls, hits_roll, rules)
    return {
        # each side's die shows its result alone; the outcome once the dice settle it
        "attack_result": None if attack_degree is None else attack_degree.label,
        "defence_result": None if defence_degree is None else defence_degree.label,
        "outcome_label": outcome,
        "notes": list(setup.notes),
        "attack_chance": attack_chance,
        "defence_chance": defence_chance,
        "shield_block": setup.shield_block,
        "work": {
            "attack": attack_work,
            "defence": defence_work,
            "shield": "blocks a plain success only; a critical or special goes past it"
            if block
            else None,
        },
        **odds.record(lambda outcome: outcome.value),
        "modifier": fire.modifier,
        "hits": hits,
    }


ATTACK_GROUP = "Chances rolled"
BRP_ATTACK = Calculator(
    name="brp_attack",
    title="Basic Roleplaying attack",
    summary="Exact odds of damage, a parry, dodge or block, a miss and a fumble; hits of a burst.",
    inputs=(
        rating_input("attack", "Attack (%)", 60, "Attack modifier (%)"),
        Input(
            "defence",
            "Parry or dodge (%)",
            default=50,
            optional=True,
            minimum=-200,
            maximum=999,
            percent=True,
            help="empty: no defence",
            modifier="Defence modifier (%)",
        ),
        choice_input("defence_number", "Which defence this round", DEFENCE_NUMBERS),
        Input("missile", "Missile attack", kind="yesno", default=False),
        choice_input("shield", "Shield (against missiles)", SHIELDS),
        enum_input("fire", "Fire", Fire, {f: f.label for f in Fire}),
        roll_input("attack_roll", "Attack roll"),
        roll_input("defence_roll", "Parry or dodge roll"),
        replace(
            roll_input("shield_roll", "Shield roll"),
            help="against missiles, when a plain success hits: 01–00",
            folded=True,
        ),
        Input(
            "hits_roll",
            "Hits rolled",
            optional=True,
            thrown=True,
            minimum=1,
            maximum=max(die.sides for die in Fire.AUTOFIRE.hit_dice),
            help="a burst's or autofire's hit die, as the player threw it",
            folded=True,  # a burst's only: folded with the shield's die, as rarely thrown
        ),
    ),
    outputs=(
        Output("outcome_label", "Outcome of the dice thrown"),
        Output("attack_result", "Attack roll's result"),
        Output("defence_result", "Parry or dodge roll's result"),
        Output("notes", "Notes", kind="warnings"),
        Output(
            "attack_chance",
            "Attack",
            style="percent",
            group=ATTACK_GROUP,
            detail="work.attack",
        ),
        Output(
            "defence_chance",
            "Parry or dodge",
            style="percent",
            group=ATTACK_GROUP,
            detail="work.defence",
        ),
        Output(
            "shield_block",
            "Shield block",
            style="percent",
            group=ATTACK_GROUP,
            detail="work.shield",
        ),
        Output("odds", "Odds of each outcome", kind="odds", labels=OUTCOME_LABELS),
        Output(
            "hits",
            "Number of hits",
            kind="records",
            columns=(("dice", "Hit dice"), ("hits", "Hits"), ("odds", "Odds")),
            column_styles=(("odds", "percent"),),
            distribution=("odds",),
            by="dice",  # each hit die's counts
        ),
    ),
    run=_attack,
    # What the attack does, not the chance it is rolled against (an input, modified).
    headline=("outcome_label", "attack_result", "defence_result", "odds", "attack_chance"),
    # Two to a row on a phone too: the answer then stands under the dice after the jump.
    pairs=(
        ("attack", "defence"),
        ("defence_number", "shield"),
        ("missile", "fire"),
        ("attack_roll", "defence_roll"),
    ),
    settings=(*TASK_SETTINGS, BURST_SETTING, DEFENCES_SETTING),
)
