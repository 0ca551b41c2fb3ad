"""The Basic Roleplaying calculators: a task roll, an attack, a Sanity check, the major wound and
temporary insanity tables, and Luck at the start of a session.

Each one declares its inputs and outputs and calls the rule modules; nothing here decides a rule.
"""

from fractions import Fraction
from random import Random

from rules_py.brp.advantage import Mode, kept_roll, mode_odds, success_chance
from rules_py.brp.attack import AttackOutcome, BurstHits, Fire, attack_odds, hit_count_odds
from rules_py.brp.characteristics import WoundThreshold, calls_for_major_wound
from rules_py.brp.defence import (
    FIGHTING_DEFENSIVELY_PENALTY,
    SHIELD_BLOCK,
    SHIELD_KEYS,
    FurtherDefences,
    defence_penalty,
)
from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.luck import LuckUse, luck_needed, luck_to_improve
from rules_py.brp.major_wounds import LUCK_REROLL_COST, duration, major_wound, permanent_chance
from rules_py.brp.readings import (
    BURST_SETTING,
    DEFENCES_SETTING,
    HALVES_SETTING,
    LUCK_CAP_SETTING,
    LUCK_USE_SETTING,
    PROCEDURE_SETTING,
    TASK_SETTINGS,
    WOUND_SETTING,
    task_rules,
)
from rules_py.brp.recovery import (
    LUCK_HIGH_GAIN,
    LUCK_LOW_GAIN,
    LuckCap,
    expected_session_gain,
    high_gain_chance,
    session_gain_odds,
)
from rules_py.brp.sanity import (
    SANITY_CHECKS,
    Aftermath,
    Procedure,
    aftermath_odds,
    loss_odds,
    made_chance,
    parse_check,
    reaches_a_fifth,
    situations,
    walk_check,
)
from rules_py.brp.skills import Halves, dodge_base, gaming_base, language_own_base
from rules_py.brp.tasks import Degree, TaskRules
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
    rating_input,
    roll_input,
    seed_input,
    seeded_random,
)
from rules_py.dice import as_percent, d100_label, odds_record, roll_d100
from rules_py.numbers import signed
from rules_py.strip import d100_strip
from rules_py.tables import runs

DEGREE_LABELS = tuple((level.key, level.label) for level in sorted(Degree, reverse=True))


def _seed_input(help: str) -> Input:
    return seed_input("seed", "Dice seed", help)


def _choice(name: str, label: str, options: tuple[tuple[str, str], ...], help: str = "") -> Input:
    return Input(
        name,
        label,
        kind="choice",
        default=options[0][0],
        choices=tuple(key for key, _ in options),
        choice_labels=tuple(words for _, words in options),
        help=help,
    )


# --- brp_task ----------------------------------------------------------------------------------


def _task(
    rating: int,
    mode: str,
    roll: int | None,
    roll2: int | None,
    brp_threshold: str,
    brp_special: str,
    brp_edges: str,
    luck_use: str,
) -> JsonDict:
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    use = LuckUse(luck_use)
    chosen = Mode(mode)
    twice = chosen is not Mode.NORMAL
    if roll is None and roll2 is not None:
        raise InputError("roll", "give the first roll as well, or neither")
    if twice and roll is not None and roll2 is None:
        raise InputError("roll2", f"{chosen.label} rolls twice: give the second roll too")
    odds = mode_odds(rating, chosen, rules)
    kept = roll
    detail = None
    if roll is not None:
        if twice and roll2 is not None:
            kept = kept_roll(rating, roll, roll2, chosen, rules)
            first, second = (rules.degree(rating, r).label for r in (roll, roll2))
            detail = (
                f"{d100_label(roll)} ({first}) and {d100_label(roll2)} ({second}): "
                f"{d100_label(kept)} kept"
            )
        elif roll2 is not None:
            detail = "The second roll is not used: a normal task rolls once"
    result = None if kept is None else rules.degree(rating, kept)
    needed = None if kept is None else luck_needed(rating, kept, rules, use)
    if result is None or (needed is None and result.succeeded):
        luck_text = None
    elif result.succeeded:
        luck_text = "Already a success: no Luck needed"
    elif needed is None and result is Degree.FUMBLE and use is LuckUse.FUMBLE_STAYS:
        luck_text = "A fumble: under the reading chosen, no Luck changes it"
    elif needed is None:
        luck_text = "More than 10 points would be needed: Luck cannot turn it"
    elif kept is not None:
        luck_text = f"{needed} Luck lowers {d100_label(kept)} to {d100_label(kept - needed)}"
    return {
        "rating": rating,
        "mode": chosen.value,
        "strip": d100_strip(lambda face: rules.degree(rating, face), kept),
        **odds_record({level.key: p for level, p in odds.items()}),
        "success": as_percent(success_chance(odds)),
        "success_one_roll": as_percent(success_chance(rules.odds(rating))),
        "kept_roll": kept,
        "result": None if result is None else result.key,
        "result_label": None if result is None else result.label,
        "result_detail": detail,
        "luck_needed": needed if result is not None and not result.succeeded else None,
        "luck_detail": luck_text,
        **_luck_better(rating, kept, rules, use),
    }


def _luck_better(rating: int, kept: int | None, rules: TaskRules, use: LuckUse) -> JsonDict:
    """Under the reading that Luck may buy a better degree (A002-21), its price for a success."""
    better = None
    if use is LuckUse.BETTER_DEGREE and kept is not None:
        better = luck_to_improve(rating, kept, rules)
    if better is None or kept is None:
        return {"luck_better": None, "luck_better_detail": None}
    spent, degree = better
    return {
        "luck_better": spent,
        "luck_better_detail": f"{spent} Luck lowers {d100_label(kept)} to "
        f"{d100_label(kept - spent)}: {degree.label}",
    }


BRP_TASK = Calculator(
    name="brp_task",
    title="Basic Roleplaying task roll",
    summary="Exact odds of each result with or without Advantage, and what a roll gives.",
    inputs=(
        rating_input("rating", "Skill or characteristic (%)", 50),
        _choice("mode", "Roll", tuple((m.value, m.label) for m in Mode)),
        roll_input("roll", "Roll"),
        roll_input("roll2", "Second roll"),
    ),
    outputs=(
        Output("odds", "Odds of each result", kind="odds", labels=DEGREE_LABELS),
        Output("success", "Chance of success", style="percent"),
        Output("success_one_roll", "With a single roll", style="percent"),
        Output("strip", "The hundred faces of one roll", kind="strip"),
        Output("result_label", "Result of the roll", group="Your roll", detail="result_detail"),
        Output("luck_needed", "Luck to make it a success", group="Your roll", detail="luck_detail"),
        Output(
            "luck_better",
            "Luck to a better result (if Luck may buy one)",
            group="Your roll",
            detail="luck_better_detail",
        ),
    ),
    run=_task,
    pairs=(("roll", "roll2"),),
    settings=(*TASK_SETTINGS, LUCK_USE_SETTING),
)


# --- brp_base_chances --------------------------------------------------------------------------


def _base_chances(brp_halves: str, **values: int) -> JsonDict:
    halves = Halves(brp_halves)
    dex, int_, pow_, edu = (values[key] for key in ("dex", "int", "pow", "edu"))
    return {
        "dodge": dodge_base(dex, halves),
        "gaming": gaming_base(int_, pow_, halves),
        "language": language_own_base(edu, int_),
        "work": {
            "dodge": f"DEX {dex} / 2, {halves.label.lower()}",
            "gaming": f"(INT {int_} + POW {pow_}) / 2, {halves.label.lower()}",
            "language": f"the better of EDU {edu} and INT {int_}",
        },
    }


def _characteristic(name: str, label: str, default: int) -> Input:
    return Input(name, label, default=default, minimum=0, maximum=999)


BRP_BASE_CHANCES = Calculator(
    name="brp_base_chances",
    title="Base chances from characteristics",
    summary="Dodge, Gaming/Gambling and one's own language from percentile characteristics.",
    inputs=(
        _characteristic("dex", "DEX", 65),
        _characteristic("int", "INT", 60),
        _characteristic("pow", "POW", 55),
        _characteristic("edu", "EDU", 70),
    ),
    outputs=(
        Output("dodge", "Dodge (%)", detail="work.dodge", style="percent"),
        Output("gaming", "Gaming/Gambling (%)", detail="work.gaming", style="percent"),
        Output("language", "Language (Own) (%)", detail="work.language", style="percent"),
    ),
    run=_base_chances,
    settings=(HALVES_SETTING,),
)


# --- brp_attack --------------------------------------------------------------------------------

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
    missile: str,
    shield: str,
    fire: str,
    brp_threshold: str,
    brp_special: str,
    brp_edges: str,
    burst_hits: str,
    further_defences: str,
) -> JsonDict:
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    shooting, firing = missile == "yes", Fire(fire)
    if firing is not Fire.SINGLE and not shooting:
        raise InputError("fire", "bursts and autofire are for firearms: set Missile to yes")
    if defence_number == "bonus":
        penalty, which = FIGHTING_DEFENSIVELY_PENALTY, "the bonus defence"
    else:
        try:
            penalty = defence_penalty(int(defence_number), FurtherDefences(further_defences))
        except ValueError:
            raise InputError(
                "defence_number",
                "the sheet allows four parries or dodges a round; the setting "
                "'Fifth parry or dodge' can allow more",
            ) from None
        which = dict(DEFENCE_NUMBERS)[defence_number] + " defence"
    notes = []
    if shooting and defence is not None:
        notes.append("Missiles cannot be parried: the defence is a dodge.")
    shield_name = SHIELD_KEYS.get(shield)
    block = 0
    if shield_name is not None:
        if shooting:
            block = SHIELD_BLOCK[shield_name]
        else:
            notes.append(
                "A shield's block chance counts only against missiles; in melee, parry with it."
            )
    attack_chance = attack + firing.modifier
    defence_chance = None if defence is None else defence + penalty
    odds = attack_odds(attack_chance, defence_chance, rules, block)
    damage = odds[AttackOutcome.DAMAGE] + odds[AttackOutcome.MAXIMUM_DAMAGE]
    hits = [
        {"dice": dice, "hits": count, "odds": as_percent(p)}
        for dice, by_count in hit_count_odds(firing, damage, BurstHits(burst_hits)).items()
        for count, p in by_count.items()
    ]
    attack_work = f"{attack}%" + (
        f" {signed(firing.modifier)}% ({firing.label.lower()})" if firing.modifier else ""
    )
    defence_work = (
        "no parry or dodge"
        if defence is None
        else f"{defence}% {signed(penalty)}% ({which})"
        if penalty
        else f"{defence}% ({which}, full skill)"
    )
    return {
        "notes": notes,
        "attack_chance": attack_chance,
        "defence_chance": defence_chance,
        "shield_block": block if shield_name is not None and shooting else None,
        "work": {
            "attack": attack_work,
            "defence": defence_work,
            "shield": "blocks a plain success only; a critical or special goes past it"
            if block
            else None,
        },
        **odds_record({outcome.value: p for outcome, p in odds.items()}),
        "modifier": firing.modifier,
        "hits": hits,
    }


ATTACK_GROUP = "Chances rolled"
BRP_ATTACK = Calculator(
    name="brp_attack",
    title="Basic Roleplaying attack",
    summary="Exact odds of damage, a parry, dodge or block, a miss and a fumble; hits of a burst.",
    inputs=(
        rating_input("attack", "Attack (%)", 60),
        Input(
            "defence",
            "Parry or dodge (%)",
            default=50,
            optional=True,
            minimum=-200,
            maximum=999,
            help="empty: no defence",
        ),
        _choice("defence_number", "Which defence this round", DEFENCE_NUMBERS),
        _choice("missile", "Missile attack", (("no", "No"), ("yes", "Yes"))),
        _choice("shield", "Shield (against missiles)", SHIELDS),
        _choice("fire", "Fire", tuple((f.value, f.label) for f in Fire)),
    ),
    outputs=(
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
        ),
    ),
    run=_attack,
    pairs=(("attack", "defence"),),
    settings=(*TASK_SETTINGS, BURST_SETTING, DEFENCES_SETTING),
)


# --- sanity ------------------------------------------------------------------------------------

SANITY_RANGE = (0, 100)
AFTERMATH_LABELS = tuple((outcome.value, outcome.label) for outcome in Aftermath)


def _loss_rows(odds: dict[int, Fraction]) -> list[JsonDict]:
    """Runs of losses that are equally likely, with the chance of each and of at least the
    first of the run."""
    losses = sorted(odds)
    at_least: dict[int, Fraction] = {}
    running = Fraction(0)
    for loss in reversed(losses):
        running += odds[loss]
        at_least[loss] = running
    rows = []
    for low, high, p in runs(lambda loss: odds.get(loss), losses[0], losses[-1]):
        if p is None:
            continue
        rows.append(
            {
                "lost": str(low) if low == high else f"{low}–{high}",
                "odds": as_percent(p),
                "at_least": as_percent(at_least[low]),
            }
        )
    return rows


def _sanity(
    sanity: int,
    check: str,
    int_save: int,
    seed: int | None,
    insanity_procedure: str,
    brp_threshold: str,
    brp_special: str,
    brp_edges: str,
) -> JsonDict:
    try:
        parsed = parse_check(check)
    except ValueError as error:
        raise InputError("check", str(error)) from None
    rules = task_rules(brp_threshold, brp_special, brp_edges)
    procedure = Procedure(insanity_procedure)
    losses = loss_odds(sanity, parsed, rules)
    fifth = sum((p for loss, p in losses.items() if reaches_a_fifth(loss, sanity)), Fraction(0))
    emptied = sum((p for loss, p in losses.items() if loss >= sanity > 0), Fraction(0))
    aftermath = aftermath_odds(sanity, parsed, int_save, procedure, rules)
    steps = walk_check(sanity, parsed, int_save, seeded_random(seed), procedure, rules)
    warnings = ["At 0 Sanity a character is already permanently insane."] if sanity == 0 else []
    on_sheet = situations(parsed)
    least_fifth = next(loss for loss in range(1, sanity + 2) if reaches_a_fifth(loss, sanity))
    return {
        "warnings": warnings,
        "check": parsed.text,
        "situations": "On the sheet for: " + "; ".join(on_sheet)
        if on_sheet
        else "Not on the sheet's list",
        "made_chance": as_percent(made_chance(sanity, rules)),
        "loss_odds": {str(loss): as_percent(p) for loss, p in losses.items()},
        "loss_odds_exact": {str(loss): str(p) for loss, p in losses.items()},
        "losses": _loss_rows(losses),
        "expected_loss": float(sum((loss * p for loss, p in losses.items()), Fraction(0))),
        "fifth": as_percent(fifth),
        "emptied": as_percent(emptied),
        **odds_record({outcome.value: p for outcome, p in aftermath.items()}),
        "work": {
            "made_chance": f"a d100 roll against Sanity {sanity}: "
            f"lose {parsed.made.text} if made, {parsed.failed.text} if failed",
            "fifth": f"{least_fifth} points or more out of {sanity}",
        },
        "walk": [{"step": s.step, "roll": s.roll, "result": s.result} for s in steps],
    }


BRP_SANITY = Calculator(
    name="sanity",
    title="Sanity check",
    summary="Odds of each loss, of temporary insanity and of losing a fifth; one check rolled.",
    inputs=(
        Input(
            "sanity", "Current Sanity", default=55, minimum=SANITY_RANGE[0], maximum=SANITY_RANGE[1]
        ),
        Input(
            "check",
            "Check (made/failed)",
            kind="text",
            default="0/1D6",
            suggestions=SANITY_CHECKS,
            help="pick a line of the table or type one, such as 1/1D4+1 or 1D10/1D100",
        ),
        rating_input("int_save", "INT saving throw (%)", 65),
        _seed_input("another number rolls another check"),
    ),
    outputs=(
        Output("warnings", "Warnings", kind="warnings"),
        Output("check", "Check", detail="situations"),
        Output(
            "made_chance",
            "Chance to make the check",
            style="percent",
            detail="work.made_chance",
        ),
        Output("expected_loss", "Average loss"),
        Output(
            "losses",
            "Points lost",
            kind="records",
            columns=(("lost", "Points lost"), ("odds", "Odds of each"), ("at_least", "Or more")),
            column_styles=(("odds", "percent"), ("at_least", "percent")),
        ),
        Output("fifth", "A fifth of Sanity in one check", style="percent", detail="work.fifth"),
        Output("emptied", "Sanity down to 0", style="percent"),
        Output("odds", "Temporary insanity", kind="odds", labels=AFTERMATH_LABELS),
        Output(
            "walk",
            "One check rolled, step by step",
            kind="records",
            columns=(("step", "Step"), ("roll", "Roll"), ("result", "Result")),
        ),
    ),
    run=_sanity,
    settings=(PROCEDURE_SETTING, *TASK_SETTINGS),
)


# --- major_wound and insanity --------------------------------------------------------------------


def _table_roll(roll: int | None, rng: Random) -> tuple[int, str]:
    if roll is not None:
        return roll, "as entered"
    drawn = roll_d100(rng)
    return drawn, "rolled here"


def _major_wound(
    roll: int | None,
    seed: int | None,
    damage: int | None,
    hit_points: int | None,
    wound_threshold: str,
) -> JsonDict:
    if (damage is None) != (hit_points is None):
        missing = "hit_points" if hit_points is None else "damage"
        raise InputError(missing, "give the damage and the maximum hit points, or neither")
    reading = WoundThreshold(wound_threshold)
    calls: bool | None = None
    calls_work = None
    if damage is not None and hit_points is not None:
        calls = calls_for_major_wound(damage, hit_points, reading)
        calls_work = (
            f"{damage} damage, maximum {hit_points} hit points: "
            f"{max(1, reading.least_damage(hit_points))} or more calls for the table"
        )
    rng = seeded_random(seed)
    used, how = _table_roll(roll, rng)
    wound = major_wound(used)
    reroll = roll_d100(rng)
    second = major_wound(reroll)
    return {
        "calls": calls,
        "roll": used,
        "wound": wound.name,
        "effect": wound.effect,
        "lasts": duration(wound),
        "permanent": wound.permanent,
        "reroll": f"{d100_label(reroll)}: {second.name} ({duration(second)})",
        "permanent_chance": as_percent(permanent_chance()),
        "permanent_with_reroll": as_percent(permanent_chance(True)),
        "work": {
            "calls": calls_work,
            "roll": f"{d100_label(used)}, {how}",
            "reroll": f"{LUCK_REROLL_COST} Luck, rolled here; the character keeps the better",
        },
    }


MAJOR_WOUND = Calculator(
    name="major_wound",
    title="Major wound",
    summary="The wound a d100 roll gives, how long it lasts, and the Luck reroll.",
    inputs=(
        roll_input("roll", "Roll"),
        _seed_input("with no roll, another number rolls another wound"),
        Input("damage", "Damage of the hit", optional=True, minimum=0, maximum=999),
        Input("hit_points", "Maximum hit points", optional=True, minimum=1, maximum=999),
    ),
    outputs=(
        Output("calls", "Does the hit call for the table?", detail="work.calls"),
        Output("roll", "Roll", detail="work.roll"),
        Output("wound", "Major wound"),
        Output("effect", "Effect"),
        Output("lasts", "Lasts"),
        Output("permanent", "Permanent"),
        Output("reroll", "Luck reroll", group="Spending Luck", detail="work.reroll"),
        Output(
            "permanent_chance",
            "Chance of a permanent wound",
            style="percent",
            group="Spending Luck",
        ),
        Output(
            "permanent_with_reroll",
            "With a reroll after a permanent one",
            style="percent",
            group="Spending Luck",
        ),
    ),
    run=_major_wound,
    pairs=(("damage", "hit_points"),),
    settings=(WOUND_SETTING,),
)


def _insanity(table: str, roll: int | None, seed: int | None) -> JsonDict:
    episode = Episode(table)
    rng = seeded_random(seed)
    used, how = _table_roll(roll, rng)
    die, length = episode.roll_duration(rng)
    return {
        "table": episode.value,
        "roll": used,
        "effect": insanity_effect(episode, used),
        "duration_dice": episode.duration_dice,
        "duration_range": episode.duration_range,
        "duration": f"{length} {episode.unit}",
        "permanent": False,
        "work": {
            "roll": f"{d100_label(used)}, {how}",
            "duration": f"{episode.dice.text} rolled here: {die}",
        },
    }


INSANITY = Calculator(
    name="insanity",
    title="Temporary insanity",
    summary="The episode a d100 roll gives on either table, and how long it lasts.",
    inputs=(
        _choice("table", "Table", tuple((e.value, e.label) for e in Episode)),
        roll_input("roll", "Roll"),
        _seed_input("with no roll, another number rolls another episode"),
    ),
    outputs=(
        Output("roll", "Roll", detail="work.roll"),
        Output("effect", "Episode"),
        Output("duration_dice", "Duration"),
        Output("duration_range", "From shortest to longest"),
        Output("duration", "This time", detail="work.duration"),
        Output("permanent", "Permanent"),
    ),
    run=_insanity,
)


# --- luck_recovery -----------------------------------------------------------------------------

LUCK_RANGE = (0, 999)


def _luck_recovery(luck: int, luck_cap: str) -> JsonDict:
    cap = LuckCap(luck_cap)
    odds = session_gain_odds(luck, cap)
    expected = expected_session_gain(luck, cap)
    high = high_gain_chance(luck)
    return {
        "high_chance": as_percent(high),
        "low_chance": as_percent(1 - high),
        **odds_record({f"+{gain}": p for gain, p in odds.items()}),
        "expected_gain": float(expected),
        "expected_gain_exact": str(expected),
        "expected_luck": float(luck + expected),
        "work": {
            "high_chance": f"d100 of {d100_label(max(luck, 1))} or more: +{LUCK_HIGH_GAIN.text}"
            if luck <= 100
            else "no d100 roll reaches it",
            "low_chance": f"d100 under {luck}: +{LUCK_LOW_GAIN.text}"
            if luck > 1
            else "no d100 roll is under it",
        },
    }


LUCK_RECOVERY = Calculator(
    name="luck_recovery",
    title="Luck at the start of a session",
    summary="Odds of each Luck gain from the session roll, and the average gain.",
    inputs=(
        Input("luck", "Current Luck", default=50, minimum=LUCK_RANGE[0], maximum=LUCK_RANGE[1]),
    ),
    outputs=(
        Output("high_chance", "The bigger gain", style="percent", detail="work.high_chance"),
        Output("low_chance", "The smaller gain", style="percent", detail="work.low_chance"),
        Output("expected_gain", "Average gain"),
        Output("expected_luck", "Average Luck after it"),
        Output("odds", "Odds of each gain", kind="odds"),
    ),
    run=_luck_recovery,
    settings=(LUCK_CAP_SETTING,),
)

CALCULATORS: tuple[Calculator, ...] = (
    BRP_TASK,
    BRP_BASE_CHANCES,
    BRP_ATTACK,
    BRP_SANITY,
    MAJOR_WOUND,
    INSANITY,
    LUCK_RECOVERY,
)
