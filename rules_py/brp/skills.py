"""Base chances of skills a character sheet does not list (Basic Roleplaying house rules ›
"Automatic Skills", "Language (Own)", "New Skills").

Most are a flat percentage; Dodge, Gaming/Gambling and one's own language follow from
characteristics, read on the percentile scale (A002-09); the other reading takes them on the
3–18 scale and multiplies them by 5 for a roll (:class:`Scale`). Where the sheet halves, the
project rounds half up; the other reading rounds down, as Call of Cthulhu does (:class:`Halves`).
One's own language starts at "either" EDU or INT: we take the better, as a player would; the
other readings hold to one of them (A002-23, :class:`OwnLanguage`). Two Technical skills exist
only in later settings.
"""

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from rules_py.labelled import Labelled
from rules_py.rounding import round_half_up


class Halves(Enum):
    """How a half of an odd number is rounded (A002-09)."""

    UP = "up"
    DOWN = "down"

    @property
    def label(self) -> str:
        """The reading in a page's words."""
        return "Half up" if self is Halves.UP else "Down (as Call of Cthulhu)"

    @property
    def rounding(self) -> str:
        """How a worked-out half reads in a sentence (the game's name keeps its capitals).

        >>> Halves.UP.rounding, Halves.DOWN.rounding
        ('rounded half up', 'rounded down, as Call of Cthulhu does')
        """
        return "rounded half up" if self is Halves.UP else "rounded down, as Call of Cthulhu does"

    def half(self, value: int) -> int:
        """Half of ``value``, rounded as this reading says.

        >>> Halves.UP.half(65), Halves.DOWN.half(65)
        (33, 32)
        """
        return round_half_up(Fraction(value, 2)) if self is Halves.UP else value // 2


class Scale(Labelled):
    """The scale characteristics are written on (A002-09)."""

    PERCENTILE = "percentile", "Percentile, rolled as they are"
    THREE_TO_EIGHTEEN = "3_18", "3–18, times 5 for a roll"

    def percent(self, value: int) -> int:
        """The chance a characteristic of ``value`` is rolled at.

        >>> Scale.PERCENTILE.percent(65), Scale.THREE_TO_EIGHTEEN.percent(13)
        (65, 65)
        """
        return value if self is Scale.PERCENTILE else THREE_TO_EIGHTEEN_MULTIPLIER * value


THREE_TO_EIGHTEEN_MULTIPLIER = 5  # a 3–18 characteristic is rolled at five times its value
THREE_TO_EIGHTEEN_MAXIMUM = 18


class OwnLanguage(Labelled):
    """Which characteristic one's own language starts at: "either" EDU or INT (A002-23)."""

    BETTER = "better", "The better of EDU and INT"
    EDU = "edu", "EDU"
    INT = "int", "INT"


class Setting(Labelled):
    """The kind of campaign a skill belongs to."""

    ANY = "any", ""
    # "In the early 21st century…"
    MODERN = "modern", "21st century"
    # "In a far future/sci-fi setting…"
    SCI_FI = "sci_fi", "Sci-fi"


@dataclass(frozen=True)
class BaseChance:
    """A skill's base chance: ``percent``, or a ``formula`` over characteristics."""

    skill: str
    percent: int | None = None
    formula: str = ""
    settings: tuple[Setting, ...] = (Setting.ANY,)

    @property
    def shown(self) -> str:
        """The base chance as a table prints it.

        >>> BaseChance("Climb", 40).shown, BaseChance("Dodge", formula="DEX/2").shown
        ('40%', 'DEX/2')
        """
        return f"{self.percent}%" if self.percent is not None else self.formula


# Basic Roleplaying house rules › "Automatic Skills", in the sheet's order.
AUTOMATIC_SKILLS: tuple[BaseChance, ...] = (
    BaseChance("Appraise", 15),
    BaseChance("Brawl", 25),
    BaseChance("Climb", 40),
    BaseChance("Dodge", formula="DEX/2"),
    BaseChance("Drive (Automobile)", 20),
    BaseChance("Firearm (Pistol)", 20),
    BaseChance("Firearm (Rifle)", 25),
    BaseChance("Firearm (Shotgun)", 30),
    BaseChance("First Aid", 30),
    BaseChance("Gaming/Gambling", formula="(INT+POW)/2"),
    BaseChance("Grapple", 25),
    BaseChance("Hide", 10),
    BaseChance("Language (Own)", formula="EDU or INT"),
    BaseChance("Listen", 25),
    BaseChance("Jump", 25),
    BaseChance("Melee Weapon (light: knife, quarterstaff)", 25),
    BaseChance("Melee Weapon (medium: axe, sword)", 15),
    BaseChance("Navigate", 10),
    BaseChance("Persuade", 15),
    BaseChance("Repair (any)", 15),
    BaseChance("Research (any)", 25),
    BaseChance("Sense", 10),
    BaseChance("Spot", 25),
    BaseChance("Stealth", 10),
    BaseChance("Status (General)", 15),
    BaseChance("Swim", 25),
    BaseChance("Teach", 10),
    BaseChance("Track", 10),
    BaseChance("Throw", 25),
    BaseChance("Technical (Computer Use)", 15, settings=(Setting.MODERN, Setting.SCI_FI)),
    BaseChance("Technical (Vaccsuit/Spacesuits)", 15, settings=(Setting.SCI_FI,)),
)


def dodge_base(dex: int, halves: Halves = Halves.UP) -> int:
    """Dodge starts at half DEX, rounded half up (or down, under the other reading).

    >>> dodge_base(65), dodge_base(50), dodge_base(65, Halves.DOWN)
    (33, 25, 32)
    """
    return halves.half(dex)


def gaming_base(int_: int, pow_: int, halves: Halves = Halves.UP) -> int:
    """Gaming/Gambling starts at the average of INT and POW, rounded half up (or down).

    >>> gaming_base(60, 55), gaming_base(60, 55, Halves.DOWN)
    (58, 57)
    """
    return halves.half(int_ + pow_)


def language_own_base(edu: int, int_: int, which: OwnLanguage = OwnLanguage.BETTER) -> int:
    """One's own language starts at EDU or INT, whichever the player picks: the better one (or
    the one the other readings name).

    >>> language_own_base(70, 65), language_own_base(60, 65)
    (70, 65)
    >>> language_own_base(70, 65, OwnLanguage.INT)
    65
    """
    if which is OwnLanguage.EDU:
        return edu
    if which is OwnLanguage.INT:
        return int_
    return max(edu, int_)
