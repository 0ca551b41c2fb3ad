"""Temporary insanity (Basic Roleplaying house rules › "Custom Temporary Insanity Table",
"Short Temporary Insanity", "Longer Temporary Insanity").

Two ten-row d100 tables. A short episode lasts 1d10+4 rounds, a longer one 1d10x10 hours.
"""

from enum import Enum
from random import Random

from rules_py.dice_expressions import DiceExpression

ROW_WIDTH = 10  # 01–10, 11–20, … 91–00


class Episode(Enum):
    """The two temporary insanity tables with their duration dice."""

    SHORT = "short"
    LONGER = "longer"

    @property
    def duration_dice(self) -> str:
        """The duration the sheet gives for an episode from this table.

        >>> Episode.SHORT.duration_dice, Episode.LONGER.duration_dice
        ('1D10+4 rounds', '1D10×10 hours')
        """
        return "1D10+4 rounds" if self is Episode.SHORT else "1D10×10 hours"

    @property
    def label(self) -> str:
        """The table's name."""
        return "Short" if self is Episode.SHORT else "Longer"

    @property
    def dice(self) -> DiceExpression:
        """The dice rolled for the duration, before the multiplier."""
        return DiceExpression(1, 10, 4) if self is Episode.SHORT else DiceExpression(1, 10)

    @property
    def multiplier(self) -> int:
        """What the dice total is multiplied by (×10 hours for a longer episode)."""
        return 1 if self is Episode.SHORT else 10

    @property
    def unit(self) -> str:
        """The unit of the duration."""
        return "rounds" if self is Episode.SHORT else "hours"

    @property
    def duration_range(self) -> str:
        """The shortest and longest episode.

        >>> Episode.SHORT.duration_range, Episode.LONGER.duration_range
        ('5–14 rounds', '10–100 hours')
        """
        low, high = (self.multiplier * n for n in (self.dice.minimum, self.dice.maximum))
        return f"{low}–{high} {self.unit}"

    def roll_duration(self, rng: Random) -> tuple[int, int]:
        """The die drawn from ``rng`` and the duration it gives, in :attr:`unit`.

        >>> Episode.LONGER.roll_duration(Random(2))
        (1, 10)
        """
        faces, total = self.dice.roll(rng)
        return faces[0], total * self.multiplier


SHORT_EFFECTS: tuple[str, ...] = (
    "Shaken confidence and dread: Disadvantage on all task rolls",
    "Fainting or a screaming fit: Disadvantage on all task rolls",
    "Flees in panic at full move rate",
    "Hysterics or an emotional outburst",
    "Babbling, rapid incoherent speech",
    "Homicidal mania against enemies or those held responsible",
    "Hallucinations or delusions; denial of what is happening",
    "Will collapses; does what others say",
    "Bizarre behaviour",
    "Catatonic stupor",
)

LONGER_EFFECTS: tuple[str, ...] = (
    "Amnesia: no memory of family, friends or mental skills",
    "Severe phobia of an object of obsession seen everywhere",
    "Hallucinations; real and imagined senses mixed up",
    "Taboo behaviours",
    "Obsession with one person, place or thing as the only safety",
    "Uncontrollable tics and tremors; cannot speak or write",
    "Psychosomatic blindness, deafness or loss of use of limbs",
    "Psychosis: voices, delusional convictions",
    "Paranoia",
    "Nonstop compulsive activity",
)


def insanity_effect(episode: Episode, roll: int) -> str:
    """The entry a d100 ``roll`` (1..100, 00 = 100) lands on in ``episode``'s table.

    >>> insanity_effect(Episode.SHORT, 25)
    'Flees in panic at full move rate'
    >>> insanity_effect(Episode.LONGER, 100)
    'Nonstop compulsive activity'
    """
    if not 1 <= roll <= 100:
        raise ValueError(f"a d100 roll is 1..100, not {roll}")
    effects = SHORT_EFFECTS if episode is Episode.SHORT else LONGER_EFFECTS
    return effects[(roll - 1) // ROW_WIDTH]
