"""What every document's result levels share: ordered worst to best, a JSON key, and a success
threshold. Each document keeps its own levels (seed 000 has five, 001 four, 002 five) and names."""

from enum import IntEnum


class Level(IntEnum):
    """Base of the result-level enums; a subclass defines its members, SUCCESS among them.

    >>> class Demo(Level):
    ...     FAILURE = 0
    ...     SUCCESS = 1
    >>> Demo.SUCCESS.key, Demo.SUCCESS.succeeded, Demo.FAILURE.succeeded
    ('success', True, False)
    """

    @property
    def key(self) -> str:
        """The name used in JSON (``critical``, ``success``, ...)."""
        return self.name.lower()

    @property
    def succeeded(self) -> bool:
        """Whether the level is a success of some kind (SUCCESS or better)."""
        return self >= type(self)["SUCCESS"]
