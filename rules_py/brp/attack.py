"""Attack results, burst and autofire (Basic Roleplaying house rules › "Attack results", "Burst
fire and full autofire (machineguns and the like)", "Shields versus missile fire").

An attack's degree meets the defender's parry or dodge: a critical does maximum damage unless the
defence is critical too, a special does damage unless the defence is a special or better, a plain
success unless the defence succeeds at all. A fumble is the attacker's own mishap (who picks which
is unclear, A002-17). Bursts and autofire add to the attack and hit several times.

Readings: "1D4, 1D6 hits (player's choice)" is read as the player picking the die before rolling;
the other reading rolls both and keeps the better (A002-14, :class:`BurstHits`).
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from rules_py.brp.defence import shield_blocks
from rules_py.brp.tasks import SITE_READINGS, Degree, TaskRules
from rules_py.dice import d100_label
from rules_py.dice_expressions import DiceExpression
from rules_py.labelled import Labelled
from rules_py.odds import Odds

FUMBLE_MISHAPS = ("Fall prone", "Break the weapon", "Disadvantage for 1D3 rounds")


class AttackOutcome(Labelled):
    """What an attack does once the defence is rolled."""

    MAXIMUM_DAMAGE = "maximum_damage", "Maximum damage"
    DAMAGE = "damage", "Damage rolled"
    DEFENDED = "defended", "Parried, dodged or blocked"
    MISS = "miss", "Miss"
    FUMBLE = "fumble", "Fumble"


# The weakest defence that stops each successful attack degree ("Attack results").
STOPPED_BY: dict[Degree, Degree] = {
    Degree.CRITICAL: Degree.CRITICAL,
    Degree.SPECIAL: Degree.SPECIAL,
    Degree.SUCCESS: Degree.SUCCESS,
}


def attack_outcome(attack: Degree, defence: Degree | None) -> AttackOutcome:
    """The outcome of an attack of degree ``attack`` against a defence of degree ``defence``
    (None: no parry or dodge).

    >>> attack_outcome(Degree.CRITICAL, Degree.SPECIAL).value
    'maximum_damage'
    >>> attack_outcome(Degree.CRITICAL, Degree.CRITICAL).value
    'defended'
    >>> attack_outcome(Degree.SPECIAL, Degree.SPECIAL).value
    'defended'
    >>> attack_outcome(Degree.SUCCESS, Degree.SUCCESS).value
    'defended'
    >>> attack_outcome(Degree.FAILURE, None).value
    'miss'
    """
    if attack is Degree.FUMBLE:
        return AttackOutcome.FUMBLE
    if attack is Degree.FAILURE:
        return AttackOutcome.MISS
    if defence is not None and defence >= STOPPED_BY[attack]:
        return AttackOutcome.DEFENDED
    return AttackOutcome.MAXIMUM_DAMAGE if attack is Degree.CRITICAL else AttackOutcome.DAMAGE


class Fire(Labelled):
    """Single shots, bursts and full autofire, with their attack modifier and hit dice."""

    SINGLE = "single", "Single"
    BURST = "burst", "Burst"
    AUTOFIRE = "autofire", "Full autofire"

    @property
    def modifier(self) -> int:
        """Added to the attack.

        >>> [fire.modifier for fire in Fire]
        [0, 30, 60]
        """
        return {Fire.SINGLE: 0, Fire.BURST: 30, Fire.AUTOFIRE: 60}[self]

    @property
    def hit_dice(self) -> tuple[DiceExpression, ...]:
        """The dice for the number of hits, smaller first (a single shot hits once).

        >>> [d.text for d in Fire.AUTOFIRE.hit_dice]
        ['1D8', '1D10']
        """
        sides = {Fire.SINGLE: (), Fire.BURST: (4, 6), Fire.AUTOFIRE: (8, 10)}[self]
        return tuple(DiceExpression(1, n) for n in sides)

    @property
    def ammunition(self) -> str:
        """What a shot spends.

        >>> Fire.BURST.ammunition
        'half the ammunition'
        """
        return {
            Fire.SINGLE: "one round",
            Fire.BURST: "half the ammunition",
            Fire.AUTOFIRE: "all the ammunition",
        }[self]


class BurstHits(Enum):
    """How the player's choice between two hit dice works (A002-14)."""

    PICK_DIE = "pick_die"
    BETTER_OF_BOTH = "better_of_both"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "Player picks the die" if self is BurstHits.PICK_DIE else "Roll both, keep better"


def better_of(first: DiceExpression, second: DiceExpression) -> Odds[int]:
    """Odds of the higher of one roll of each die.

    >>> {k: str(p) for k, p in better_of(DiceExpression(1, 2), DiceExpression(1, 2)).items()}
    {1: '1/4', 2: '3/4'}
    """
    return Odds(sorted(first.odds().combine(second.odds(), max).items()))


def hit_count_odds(
    fire: Fire, hit_chance: Fraction, reading: BurstHits = BurstHits.PICK_DIE
) -> dict[str, Odds[int]]:
    """For each way of counting hits (each die, or the better of both), the odds of each number
    of hits, 0 included, given the chance ``hit_chance`` that the attack does damage.

    >>> odds = hit_count_odds(Fire.BURST, Fraction(1, 2))
    >>> sorted(odds), str(odds["1D4"][0]), str(odds["1D4"][3])
    (['1D4', '1D6'], '1/2', '1/8')
    """
    if fire is Fire.SINGLE:
        return {"single shot": Odds({0: 1 - hit_chance, 1: hit_chance})}
    small, large = fire.hit_dice
    choices = (
        {small.text: small.odds(), large.text: large.odds()}
        if reading is BurstHits.PICK_DIE
        else {f"better of {small.text}, {large.text}": better_of(small, large)}
    )
    return {
        name: Odds([(0, 1 - hit_chance), *((hits, hit_chance * p) for hits, p in odds.items())])
        for name, odds in choices.items()
    }


def attack_odds(
    attack: int,
    defence: int | None,
    rules: TaskRules = SITE_READINGS,
    shield_block: int = 0,
) -> Odds[AttackOutcome]:
    """Exact odds of each outcome for an ``attack`` chance (modifiers already in) against a
    ``defence`` chance (None: no defence), with a shield blocking plain successes
    ``shield_block`` percent of the time (missiles only).

    >>> {o.value: str(p) for o, p in attack_odds(60, 50).items()}
    {'maximum_damage': '19/400', 'damage': '749/2500', 'defended': '2529/10000', 'miss': '7/20', \
'fumble': '1/20'}
    """
    attack_levels = rules.odds(attack)
    defence_levels: Odds[Degree | None] = Odds.certain(None)
    if defence is not None:
        defence_levels = Odds(rules.odds(defence).items())
    block = Fraction(shield_block, 100)
    odds: list[tuple[AttackOutcome, Fraction]] = []
    for attack_degree, p in attack_levels.items():
        if p == 0:
            continue
        for defence_degree, q in defence_levels.items():
            outcome = attack_outcome(attack_degree, defence_degree)
            if outcome is AttackOutcome.DAMAGE and attack_degree is Degree.SUCCESS and block:
                odds.append((AttackOutcome.DEFENDED, p * q * block))
                odds.append((outcome, p * q * (1 - block)))
            else:
                odds.append((outcome, p * q))
    return Odds(odds).over(AttackOutcome)


class NotAFirearm(ValueError):
    """A burst or autofire from a weapon that is not a firearm."""


@dataclass(frozen=True)
class AttackSetup:
    """An attack as it is rolled: both chances with their modifiers, the shield's block chance
    when it counts (against missiles; None otherwise) and what the reader should know."""

    attack: int
    defence: int | None
    shield_block: int | None
    notes: tuple[str, ...]

    @property
    def block(self) -> int:
        """The block chance :func:`attack_odds` takes: 0 when no shield counts."""
        return self.shield_block or 0


def check_fire(missile: bool, fire: Fire) -> None:
    """Refuse a burst or autofire from anything but a firearm (a missile weapon).

    >>> check_fire(True, Fire.BURST)
    >>> check_fire(False, Fire.BURST)
    Traceback (most recent call last):
    ...
    rules_py.brp.attack.NotAFirearm: bursts and autofire are for firearms
    """
    if fire is not Fire.SINGLE and not missile:
        raise NotAFirearm("bursts and autofire are for firearms")


def set_up_attack(
    attack: int,
    defence: int | None,
    defence_penalty: int,
    missile: bool,
    shield: str | None,
    fire: Fire,
) -> AttackSetup:
    """The chances an attack rolls (Basic Roleplaying house rules › "Burst fire and full autofire
    (machineguns and the like)", "Shields versus missile fire"): a burst or autofire adds to the
    attack and is for firearms only; a missile cannot be parried, so its defence is a dodge; a
    shield's block chance counts against missiles only (in melee one parries with it).

    >>> setup = set_up_attack(60, 50, -30, True, "Full shield", Fire.BURST)
    >>> setup.attack, setup.defence, setup.shield_block, setup.notes
    (90, 20, 30, ('Missiles cannot be parried: the defence is a dodge.',))
    >>> set_up_attack(60, None, 0, False, "Full shield", Fire.SINGLE).shield_block is None
    True
    >>> set_up_attack(60, 50, 0, False, None, Fire.AUTOFIRE)
    Traceback (most recent call last):
    ...
    rules_py.brp.attack.NotAFirearm: bursts and autofire are for firearms
    """
    check_fire(missile, fire)
    notes = []
    if missile and defence is not None:
        notes.append("Missiles cannot be parried: the defence is a dodge.")
    block = None
    if shield is not None:
        if missile:
            # the chance against a plain success; attack_odds lets a special or critical through
            block = shield_blocks(shield, missile_degree_is_plain=True)
        else:
            notes.append(
                "A shield's block chance counts only against missiles; in melee, parry with it."
            )
    return AttackSetup(
        attack + fire.modifier,
        None if defence is None else defence + defence_penalty,
        block,
        tuple(notes),
    )


def thrown_attack(
    setup: AttackSetup,
    fire: Fire,
    rolls: tuple[int | None, int | None, int | None],
    hits: int | None,
    rules: TaskRules = SITE_READINGS,
) -> tuple[Degree | None, Degree | None, str | None]:
    """What the thrown dice give an attack (Attack results; Defensive actions; Shields versus
    missile fire; Burst fire): the attack's degree, the defence's, and the outcome once the dice
    thrown settle it (None: not thrown, or still waiting for the other side's die). ``rolls``
    are the attack's, the defence's and the shield's d100; ``hits`` the hit die of a burst.

    >>> setup = set_up_attack(60, 50, 0, False, None, Fire.SINGLE)
    >>> attack, defence, outcome = thrown_attack(setup, Fire.SINGLE, (7, 40, None), None)
    >>> attack.label, defence.label, outcome
    ('Special/hard success', 'Success', 'Damage rolled')
    >>> thrown_attack(setup, Fire.SINGLE, (7, 8, None), None)[2]
    'Parried, dodged or blocked'
    >>> thrown_attack(setup, Fire.SINGLE, (30, None, None), None)[2] is None  # the parry to come
    True
    >>> burst = set_up_attack(40, None, 0, True, None, Fire.BURST)
    >>> thrown_attack(burst, Fire.BURST, (50, None, None), 3)[2]
    'Damage rolled, 3 hits'
    >>> thrown_attack(burst, Fire.BURST, (50, None, None), None)[2]
    'Damage rolled; roll 1D4 or 1D6 for the hits'
    """
    attack_roll, defence_roll, shield_roll = rolls
    attack = None if attack_roll is None else rules.degree(setup.attack, attack_roll)
    defence = None
    if setup.defence is not None and defence_roll is not None:
        defence = rules.degree(setup.defence, defence_roll)
    if attack is None or (attack.succeeded and setup.defence is not None and defence is None):
        return attack, defence, None
    outcome = attack_outcome(attack, defence)
    said = outcome.label
    if outcome is AttackOutcome.DAMAGE and attack is Degree.SUCCESS and setup.block:
        if shield_roll is None:
            return attack, defence, f"{said} unless the shield blocks ({setup.block}%: roll it)"
        if shield_roll <= setup.block:
            outcome = AttackOutcome.DEFENDED
        said = f"{outcome.label} (shield {d100_label(shield_roll)} against {setup.block}%)"
    if fire is Fire.SINGLE or outcome not in (AttackOutcome.DAMAGE, AttackOutcome.MAXIMUM_DAMAGE):
        return attack, defence, said
    dice = " or ".join(die.text for die in fire.hit_dice)
    return (
        attack,
        defence,
        (f"{said}, {hits} hits" if hits is not None else f"{said}; roll {dice} for the hits"),
    )
