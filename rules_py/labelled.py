"""Choices that carry their own words: an :class:`~enum.Enum` whose every member is declared with
the value the site stores (in links, JSON and the CLI) and the label a page shows for it.

A member reads ``NAME = "value", "Label"``: its ``.value`` stays the stored word, and its label
sits next to it, so no second table of labels, indexed by member, can miss one. A member may carry
more of its own words or facts after its label (``NAME = "value", "Label", "what it does"``),
which the Enum's ``__init__`` keeps by name, for the same reason.
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
    >>> class Season(Labelled):
    ...     WINTER = "winter", "Winter", "cold"
    ...     def __init__(self, value: str, label: str, feel: str) -> None:
    ...         self.feel = feel
    >>> Season.WINTER.value, Season.WINTER.label, Season.WINTER.feel
    ('winter', 'Winter', 'cold')
    >>> class Forgetful(Labelled):
    ...     WINTER = "winter", "Winter", "cold"
    Traceback (most recent call last):
    ...
    TypeError: Forgetful: a member carries more than its label: declare the __init__ that keeps it
    """

    _value_: str
    label: str

    # Only a class body calls this, with both (and what a member carries after its label, which
    # the subclass's __init__ keeps); ``Cls("value")``, a look-up that Enum answers without
    # calling it, is what the one-argument form lets a type checker read.
    def __new__(cls, value: object, label: str | None = None, *more: object) -> Self:
        if not isinstance(value, str) or label is None:
            raise TypeError(f"{cls.__name__}: declare a member as (value, label), not {value!r}")
        if more and cls.__init__ is Enum.__init__:
            raise TypeError(
                f"{cls.__name__}: a member carries more than its label: declare the __init__"
                " that keeps it"
            )
        member = object.__new__(cls)
        member._value_ = value
        member.label = label
        return member
