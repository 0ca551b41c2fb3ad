"""Engagement and grappling (RuneQuest II House Rules, The Combat Round › Charging - clarification;
Grapple combat and combat range).

A character is unengaged, engaged in close combat or engaged in a grapple; leaving either kind of
engagement takes a "change range". Up to six foes of about its size can engage a character that has
no cover. Being gripped counts as closing: only weapons of Touch reach and natural weapons work as
usual; any other weapon can only bash, for 1D4 damage and none of its own combat manoeuvres.
Otherwise grappling follows the RuneQuest II rulebook.
"""

from enum import Enum

from rules_py.labelled import Labelled
from rules_py.rq2_combat.charging import Reach

MAX_FOES_ENGAGING = 6  # foes of roughly its size, when it has no cover
GRAPPLE_BASH_DAMAGE = "1D4"


class Engagement(Labelled):
    """A character's engagement."""

    UNENGAGED = "unengaged", "Unengaged"
    CLOSE = "close", "Engaged in close combat"
    GRAPPLE = "grapple", "Engaged in a grapple"

    @property
    def leaving_needs_change_range(self) -> bool:
        """Whether getting out takes a "change range".

        >>> [state.leaving_needs_change_range for state in Engagement]
        [False, True, True]
        """
        return self is not Engagement.UNENGAGED


def max_foes_engaging(has_cover: bool, foes_about_its_size: bool) -> int | None:
    """How many foes can engage one character at once: six of about its size when it has no
    cover; otherwise the page sets no number (None: the GM decides).

    >>> max_foes_engaging(False, True), max_foes_engaging(True, True)
    (6, None)
    """
    return MAX_FOES_ENGAGING if foes_about_its_size and not has_cover else None


class GrappleUse(Enum):
    """How a weapon works while its wielder is gripped."""

    NORMAL = "normal"
    BASH = "bash"

    @property
    def label(self) -> str:
        """The use on the page."""
        if self is GrappleUse.NORMAL:
            return "As usual"
        return f"Bash only: {GRAPPLE_BASH_DAMAGE} damage, no weapon manoeuvres"


def grapple_use(reach: Reach, natural_weapon: bool = False) -> GrappleUse:
    """A weapon in a grapple: natural weapons and Touch reach as usual, anything else bashes.

    >>> grapple_use(Reach.TOUCH).value, grapple_use(Reach.LONG).value
    ('normal', 'bash')
    >>> grapple_use(Reach.SHORT, natural_weapon=True).value
    'normal'
    """
    if natural_weapon or reach is Reach.TOUCH:
        return GrappleUse.NORMAL
    return GrappleUse.BASH
