"""Sanity checks and what a big loss leads to (Basic Roleplaying house rules › "Basic
Characteristics" (Sanity), "Make/fail Sanity check…", "Custom Temporary Insanity Table", "Short
Temporary Insanity", "Longer Temporary Insanity").

A check ``X/Y`` is a d100 task roll against current Sanity: X points are lost when it is made, Y
when it fails (A002-19: the usual reading). A loss of 5 or more from one check brings on temporary
insanity; a fifth of Sanity lost within an hour, indefinite insanity; 0 Sanity, permanent.

Reading: the sheet gives three procedures for temporary insanity (A002-01, :class:`Procedure`).
The site's: the INT saving throw decides (failure: the event is repressed and forgotten; success:
the short table; critical success: the longer table), and each table's heading gives the duration.
A fourth reading joins two of them: the INT save decides whether there is an episode at all, and
the size of the loss (under half of Sanity or not, as the tables' headings say) which table.

A check takes no more than the Sanity there is: Sanity stops at 0 ("Permanently insane at 0
Sanity"), so a roll of 7 at Sanity 3 loses 3. A check that empties Sanity leaves the character
permanently insane, and that is its outcome: a temporary episode is lost in it (the sheet names
no episode for a mind that is gone). At 0 Sanity nothing is left to lose, and the character is
permanently insane already: that is what follows any check there.

The tables' headings weigh the loss against "full Sanity" (A002-22, :class:`FullSanity`): read as
the Sanity before the check, or as the character's maximum when the reader gives it. The
indefinite insanity line's "total Sanity" is read the same way.
"""

from dataclasses import dataclass
from fractions import Fraction
from random import Random

from rules_py.brp.insanity import Episode, insanity_effect
from rules_py.brp.tasks import SITE_READINGS, Degree, TaskRules
from rules_py.dice import d100_label, roll_d100
from rules_py.dice_expressions import DiceExpression, parse_dice
from rules_py.labelled import Labelled
from rules_py.odds import Odds

TEMPORARY_INSANITY_LOSS = 5  # points lost from one check that bring on temporary insanity
INDEFINITE_SHARE = 5  # a fifth of Sanity lost within an hour: indefinite insanity
MAX_CHECK_TEXT = 40


@dataclass(frozen=True)
class SanityCheck:
    """A check ``X/Y``: the loss when it is made, and when it fails."""

    made: DiceExpression
    failed: DiceExpression

    @property
    def text(self) -> str:
        """The check as the sheet prints it.

        >>> parse_check("1/1d4+1").text
        '1/1D4+1'
        """
        return f"{self.made.text}/{self.failed.text}"


def parse_check(text: str) -> SanityCheck:
    """Read a check such as ``0/1D6``, ``1/1D4+1`` or ``1D10/1D100``; ValueError says what is
    wrong.

    >>> parse_check(" 2/2D10+1 ").failed.maximum
    21
    >>> parse_check("1D6")
    Traceback (most recent call last):
    ...
    ValueError: write the loss on a made check, a slash, then the loss on a failed one, as in 0/1D6
    """
    cleaned = text.strip()
    if len(cleaned) > MAX_CHECK_TEXT:
        raise ValueError(f"at most {MAX_CHECK_TEXT} characters, such as 1/1D4+1")
    parts = cleaned.split("/")
    if len(parts) != 2:
        raise ValueError(
            "write the loss on a made check, a slash, then the loss on a failed one, as in 0/1D6"
        )
    made, failed = (parse_dice(part) for part in parts)
    for loss, when in ((made, "made"), (failed, "failed")):
        if loss.minimum < 0:
            raise ValueError(f"the loss on a {when} check can go below 0 ({loss.text})")
    return SanityCheck(made, failed)


# Basic Roleplaying house rules › "Make/fail Sanity check…", in the sheet's order.
SANITY_CHECKS: tuple[tuple[str, str], ...] = (
    ("0/1", "A shock or an extreme surprise"),
    ("0/1D2", "Coming upon a mangled animal carcass"),
    ("0/1D3", "Coming upon a human corpse"),
    ("0/1D3", "A close brush with death: a near fall, a crash, being shot or stabbed"),
    ("0/1D3", "Coming upon a severed body part"),
    ("0/1D4", "A stream running with blood"),
    ("0/1D4", "Causing someone's death without meaning to"),
    ("0/1D4", "Casting black magic"),
    ("1/1D4+1", "Finding a mangled human corpse"),
    ("0/1D6", "Waking up trapped in a coffin"),
    ("0/1D6", "Seeing a friend die violently"),
    ("0/1D6", "Committing deliberate murder"),
    ("0/1D6", "Seeing a monster"),
    ("0/1D6", "Casting powerful black magic"),
    ("0/1D6", "Seeing something supernatural or plainly impossible"),
    ("1/1D6+1", "Meeting someone you know to be dead"),
    ("0/1D10", "Being severely tortured"),
    ("0/1D10", "Casting supremely powerful black magic"),
    ("1/1D10", "A corpse rising from its grave"),
    ("2/2D10+1", "A gigantic severed head falling from the sky"),
    ("1D10/1D100", "A primordial god of Chaos in monstrous form"),
)


def situations(check: SanityCheck) -> tuple[str, ...]:
    """The sheet's situations that call for exactly this check.

    >>> situations(parse_check("1/1d4+1"))
    ('Finding a mangled human corpse',)
    """
    return tuple(what for text, what in SANITY_CHECKS if parse_check(text) == check)


def made_chance(sanity: int, rules: TaskRules = SITE_READINGS) -> Fraction:
    """Chance that a d100 roll against ``sanity`` makes the check (any success).

    >>> str(made_chance(55)), str(made_chance(0))
    ('11/20', '1/20')
    """
    return rules.odds(sanity).chance(lambda level: level.succeeded)


def loss_odds(sanity: int, check: SanityCheck, rules: TaskRules = SITE_READINGS) -> Odds[int]:
    """Exact odds of each number of points lost, smallest first (counted as whole numbers over
    the d100 faces and the throws of both dice, then divided once). A loss stops at the Sanity
    there is: a bigger roll takes it all.

    >>> {k: str(p) for k, p in loss_odds(60, parse_check("1/1D4+1")).items()}
    {1: '3/5', 2: '1/10', 3: '1/10', 4: '1/10', 5: '1/10'}
    >>> {k: str(p) for k, p in loss_odds(3, parse_check("0/1D6")).items()}
    {0: '1/20', 1: '19/120', 2: '19/120', 3: '19/30'}
    >>> loss_odds(50, parse_check("100/200")).mean(), loss_odds(0, parse_check("0/1D6")).mean()
    (Fraction(50, 1), Fraction(0, 1))
    """
    made = made_chance(sanity, rules)
    faces_made = int(made * 100)
    counts: dict[int, int] = {}
    for dice, faces, other in (
        (check.made, faces_made, check.failed.throws),
        (check.failed, 100 - faces_made, check.made.throws),
    ):
        for loss, ways in dice.counts().items():
            lost = min(loss, sanity)  # Sanity stops at 0
            counts[lost] = counts.get(lost, 0) + faces * ways * other
    total = 100 * check.made.throws * check.failed.throws
    return Odds.from_counts({loss: ways for loss, ways in sorted(counts.items()) if ways}, total)


def failed_check_empties(sanity: int, check: SanityCheck) -> Fraction:
    """The chance that a failed check takes all the Sanity there is, given that it failed: its
    loss's dice alone (the chance before the roll, :func:`loss_odds`, also weighs the chance
    of failing). At 0 Sanity there is nothing left: certain.

    >>> [str(failed_check_empties(sanity, parse_check("0/1D6"))) for sanity in (3, 55, 0)]
    ['2/3', '0', '1']
    """
    dice = check.failed
    emptied = sum(ways for loss, ways in dice.counts().items() if loss >= sanity)
    return Fraction(emptied, dice.throws)


def reaches_a_fifth(loss: int, total: int) -> bool:
    """Whether ``loss`` is a fifth or more of ``total`` Sanity (indefinite insanity, if the
    hour's losses add up to it).

    >>> reaches_a_fifth(11, 55), reaches_a_fifth(10, 55), reaches_a_fifth(0, 0)
    (True, False, False)
    """
    return loss > 0 and INDEFINITE_SHARE * loss >= total


def least_for_a_fifth(total: int) -> int:
    """The smallest loss that is a fifth of ``total`` Sanity: a fifth, rounded up.

    >>> least_for_a_fifth(55), least_for_a_fifth(50), least_for_a_fifth(1)
    (11, 10, 1)
    """
    return max(1, -(-total // INDEFINITE_SHARE))


class FullSanity(Labelled):
    """What the insanity tables' "full Sanity" is (A002-22)."""

    CURRENT = "current", "Sanity before the check"
    MAXIMUM = "maximum", "The character's maximum Sanity"


class Procedure(Labelled):
    """The sheet's three procedures for temporary insanity (A002-01)."""

    SAVE_DEGREE = "save_degree", "INT save: repressed, short or longer"
    SAVE_PASS_FAIL = "save_pass_fail", "INT save: short or longer"
    LOSS_SIZE = "loss_size", "Size of the loss"
    # the save: an episode or not; the loss: which table
    SAVE_THEN_SIZE = "save_then_size", "INT save, then the size of the loss"


class Aftermath(Labelled):
    """What follows one check: nothing, a repressed memory, or a temporary insanity episode."""

    NONE = "none", "No episode (loss under 5)"
    REPRESSED = "repressed", "Represses the event"
    SHORT = "short", "Short temporary insanity"
    LONGER = "longer", "Longer temporary insanity"
    PERMANENT = "permanent", "Permanently insane (Sanity 0)"

    @property
    def table(self) -> Episode | None:
        """The insanity table this outcome rolls on."""
        return {Aftermath.SHORT: Episode.SHORT, Aftermath.LONGER: Episode.LONGER}.get(self)


def aftermath(
    loss: int, sanity: int, save: Degree | None, procedure: Procedure, full: int | None = None
) -> Aftermath:
    """What a loss of ``loss`` from ``sanity`` leads to, given the INT save's degree (unused by
    the loss-size procedure); ``full`` is the "full Sanity" the headings weigh the loss against
    (the Sanity before the check when not given). A loss that empties Sanity is permanent
    insanity, whatever the save; at 0 Sanity the character is permanently insane already.

    >>> saves = (Degree.FAILURE, Degree.SUCCESS, Degree.CRITICAL)
    >>> [aftermath(6, 50, save, Procedure.SAVE_DEGREE).value for save in saves]
    ['repressed', 'short', 'longer']
    >>> aftermath(6, 50, Degree.CRITICAL, Procedure.SAVE_PASS_FAIL).value
    'short'
    >>> [aftermath(loss, 50, None, Procedure.LOSS_SIZE).value for loss in (4, 24, 25)]
    ['none', 'short', 'longer']
    >>> both = Procedure.SAVE_THEN_SIZE
    >>> [aftermath(25, 50, save, both).value for save in saves], aftermath(6, 50, saves[2], both)
    (['repressed', 'longer', 'longer'], <Aftermath.SHORT: 'short'>)
    >>> aftermath(25, 50, None, Procedure.LOSS_SIZE, full=70).value
    'short'
    >>> aftermath(3, 3, None, both).value, aftermath(0, 0, None, both).value
    ('permanent', 'permanent')
    """
    if loss >= sanity:
        return Aftermath.PERMANENT
    if loss < TEMPORARY_INSANITY_LOSS:
        return Aftermath.NONE
    by_size = Aftermath.SHORT if 2 * loss < (sanity if full is None else full) else Aftermath.LONGER
    if procedure is Procedure.LOSS_SIZE:
        return by_size
    if save is None:
        raise ValueError("this procedure needs the INT save's degree")
    if procedure is Procedure.SAVE_THEN_SIZE:
        return by_size if save.succeeded else Aftermath.REPRESSED
    if procedure is Procedure.SAVE_PASS_FAIL:
        return Aftermath.SHORT if save.succeeded else Aftermath.LONGER
    if save is Degree.CRITICAL:
        return Aftermath.LONGER
    return Aftermath.SHORT if save.succeeded else Aftermath.REPRESSED


def aftermath_odds(
    sanity: int,
    check: SanityCheck,
    int_save: int,
    procedure: Procedure = Procedure.SAVE_DEGREE,
    rules: TaskRules = SITE_READINGS,
    full: int | None = None,
) -> Odds[Aftermath]:
    """Exact odds of each outcome of one check, counted over the losses and the save's degrees;
    they add up to 1 (a check that empties Sanity counts once, as permanent insanity; so does
    every check at 0 Sanity, where the character already is).

    >>> {k.value: str(p) for k, p in aftermath_odds(60, parse_check("1/1D4+1"), 70).items()}
    {'none': '9/10', 'repressed': '3/100', 'short': '13/200', 'longer': '1/200', 'permanent': '0'}
    >>> {k.value: str(p) for k, p in aftermath_odds(3, parse_check("0/1D6"), 70).items()}
    {'none': '11/30', 'repressed': '0', 'short': '0', 'longer': '0', 'permanent': '19/30'}
    >>> str(aftermath_odds(0, parse_check("0/1D6"), 70)[Aftermath.PERMANENT])
    '1'
    """
    saves = rules.odds(int_save)
    odds: list[tuple[Aftermath, Fraction]] = []
    episode = Fraction(0)  # an episode's chance, shared out by the save's degree below
    for loss, p in loss_odds(sanity, check, rules).items():
        if loss >= sanity:
            odds.append((Aftermath.PERMANENT, p))
        elif loss < TEMPORARY_INSANITY_LOSS:
            odds.append((Aftermath.NONE, p))
        elif procedure is Procedure.LOSS_SIZE:
            odds.append((aftermath(loss, sanity, None, procedure, full), p))
        elif procedure is Procedure.SAVE_THEN_SIZE:
            odds.extend(
                (aftermath(loss, sanity, save, procedure, full), p * q) for save, q in saves.items()
            )
        else:
            episode += p
    if episode:
        odds.extend(
            (aftermath(TEMPORARY_INSANITY_LOSS, sanity, save, procedure), episode * q)
            for save, q in saves.items()
        )
    return Odds(odds).over(Aftermath)


@dataclass(frozen=True)
class Step:
    """One roll of a check walked through: what was rolled and what it means."""

    step: str
    roll: str
    result: str


def walk_check(
    sanity: int,
    check: SanityCheck,
    int_save: int,
    rng: Random,
    procedure: Procedure = Procedure.SAVE_DEGREE,
    rules: TaskRules = SITE_READINGS,
    full: int | None = None,
    thrown: int | None = None,
) -> list[Step]:
    """Roll one check from start to finish with ``rng``: the d100 (or the one the player
    ``thrown``), the loss, the INT save, the insanity table and the episode's length, each as a
    :class:`Step`.

    >>> [s.step for s in walk_check(50, parse_check("1D10/1D100"), 60, Random(4))][-3:]
    ['INT saving throw', 'Short temporary insanity', 'Duration']
    >>> walk_check(55, parse_check("0/1D6"), 65, Random(1), thrown=56)[0].result
    'Failure against 55: check failed'
    """
    steps: list[Step] = []
    roll = roll_d100(rng) if thrown is None else thrown
    level = rules.degree(sanity, roll)
    made = level.succeeded
    steps.append(
        Step(
            "Sanity check",
            d100_label(roll),
            f"{level.label} against {sanity}: check {'made' if made else 'failed'}",
        )
    )
    dice = check.made if made else check.failed
    faces, rolled_loss = dice.roll(rng)
    loss = min(rolled_loss, sanity)  # Sanity stops at 0
    rolled = f"{dice.text}: {' + '.join(map(str, faces))}" if faces else dice.text
    lost = f"{loss}" if loss == rolled_loss else f"{loss}, all there is ({rolled_loss} rolled)"
    steps.append(Step("Sanity lost", rolled, f"{lost} (Sanity {sanity} → {sanity - loss})"))
    total = sanity if full is None else full
    if reaches_a_fifth(loss, total):
        steps.append(
            Step(
                "A fifth of Sanity",
                "",
                f"{loss} is a fifth or more of {total}: indefinite insanity",
            )
        )
    if sanity == 0:
        steps.append(Step("Sanity 0", "", "Permanently insane already: nothing left to lose"))
        return steps
    if loss >= sanity:
        steps.append(Step("Sanity 0", "", "Permanently insane: no temporary episode follows"))
        return steps
    if loss < TEMPORARY_INSANITY_LOSS:
        steps.append(Step("Temporary insanity", "", f"none: {loss} is under 5"))
        return steps
    save: Degree | None = None
    if procedure is not Procedure.LOSS_SIZE:
        save_roll = roll_d100(rng)
        save = rules.degree(int_save, save_roll)
        steps.append(
            Step("INT saving throw", d100_label(save_roll), f"{save.label} against {int_save}")
        )
    outcome = aftermath(loss, sanity, save, procedure, full)
    table = outcome.table
    if table is None:
        steps.append(Step("Temporary insanity", "", "none: the event is repressed and forgotten"))
        return steps
    table_roll = roll_d100(rng)
    steps.append(Step(outcome.label, d100_label(table_roll), insanity_effect(table, table_roll)))
    die, length = table.roll_duration(rng)
    steps.append(Step("Duration", f"{table.dice.text}: {die}", f"{length} {table.unit}"))
    return steps
