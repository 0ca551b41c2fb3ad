"""What every document's result levels share: ordered worst to best, a JSON key, a printed name and
a success threshold. Each document keeps its own levels (RuneQuest has five, ReQuest four, Basic
Roleplaying five); a document that names a level its own way overrides ``label``."""

from enum import IntEnum

LEVEL_NAMES = {
    "CRITICAL": "Critical success",
    "SPECIAL": "Special success",
    "SUCCESS": "Success",
    "FAILURE": "Failure",
    "FUMBLE": "Fumble",
}


class Level(IntEnum):
    """Base of the result-level enums; a subclass defines its members, SUCCESS among them.

    >>> class Demo(Level):
    ...     FAILURE = 0
    ...     SUCCESS = 1
    >>> Demo.SUCCESS.key, Demo.SUCCESS.succeeded, Demo.FAILURE.succeeded, Demo.FAILURE.label
    ('success', True, False, 'Failure')
    """

    @property
    def key(self) -> str:
        """The name used in JSON (``critical``, ``success``, ...)."""
        return self.name.lower()

    @property
    def label(self) -> str:
        """The name as the rules print it (a document with its own name overrides this)."""
        return LEVEL_NAMES[self.name]

    @property
    def succeeded(self) -> bool:
        """Whether the level is a success of some kind (SUCCESS or better)."""
        return self >= type(self)["SUCCESS"]
