"""Grounded, mounted and flying (RuneQuest II House Rules, The Combat Round › Grounded, mounted &
flying).

A character on foot is grounded, one riding is mounted, one in the air is flying, and a rider on a
flying mount is both mounted and flying. A flyer can always break away from foes that are not
flying, and a mounted character from grounded ones.
"""

from dataclasses import dataclass

from rules_py.labelled import Labelled


@dataclass(frozen=True)
class Footing:
    """How a character fights: mounted or not, flying or not."""

    mounted: bool = False
    flying: bool = False

    @property
    def grounded(self) -> bool:
        """On foot: neither riding nor in the air.

        >>> Footing().grounded, Footing(mounted=True).grounded
        (True, False)
        """
        return not self.mounted and not self.flying


class Position(Labelled):
    """The four ways a character can be placed, as the page describes them, each with its
    ``footing``.

    >>> Position.FLYING_MOUNT.label, Position.FLYING_MOUNT.footing.grounded
    ('On a flying mount', False)
    """

    ON_FOOT = "on_foot", "On foot (grounded)", Footing()
    MOUNTED = "mounted", "Mounted", Footing(mounted=True)
    FLYING = "flying", "Flying", Footing(flying=True)
    FLYING_MOUNT = "flying_mount", "On a flying mount", Footing(mounted=True, flying=True)

    def __init__(self, value: str, label: str, footing: Footing) -> None:
        self.footing = footing


def always_breaks_away(me: Footing, foe: Footing) -> bool:
    """Whether ``me`` can always break away from ``foe``; otherwise the usual rules apply.

    >>> always_breaks_away(Footing(flying=True), Footing(mounted=True))
    True
    >>> always_breaks_away(Footing(mounted=True), Footing())
    True
    >>> always_breaks_away(Footing(mounted=True), Footing(flying=True))
    False
    >>> always_breaks_away(Footing(), Footing())
    False
    """
    return (me.flying and not foe.flying) or (me.mounted and foe.grounded)
