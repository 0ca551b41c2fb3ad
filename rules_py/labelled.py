"""Choices that carry their own words: an :class:`~enum.Enum` whose every member is declared with
the value the site stores (in links, JSON and the CLI) and the label a page shows for it.

A member reads ``NAME = "value", "Label"``: its ``.value`` stays the stored word, and its label
sits next to it, so no second table of labels, indexed by member, can miss one.
"""

from enum import Enum
from typing import Self


class Labelled(Enum):
    """An Enum whose members are declared as ``(value, label)``.

    >>> class Weather(Labelled):
    ...     RAIN = "rain", "It rains"
    ...     SUN = "sun", "The sun shines"
    >>> Weather.RAIN.value, Weather.RAIN.label, Weather("sun").label
    ('rain', 'It rains', 'The sun shines')
    >>> class Unlabelled(Labelled):
    ...     FOG = "fog"
    Traceback (most recent call last):
    ...
    TypeError: Unlabelled: declare a member as (value, label), not 'fog'
    """

    _value_: str
    label: str

    # Only a class body calls this, with both; ``Cls("value")``, a look-up that Enum answers
    # without calling it, is what the one-argument form lets a type checker read.
    def __new__(cls, value: object, label: str | None = None) -> Self:
        if not isinstance(value, str) or label is None:
            raise TypeError(f"{cls.__name__}: declare a member as (value, label), not {value!r}")
        member = object.__new__(cls)
        member._value_ = value
        member.label = label
        return member
