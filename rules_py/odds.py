"""Exact odds: one immutable distribution type over the outcomes of a roll, used by every
calculator, and the one way those odds are shown.

Probabilities are exact fractions; they become percentages only in an answer's JSON, where a
float never turns a possible outcome into 0% or an uncertain one into 100%.
"""

import math
from collections import Counter
from collections.abc import (
    Callable,
    Hashable,
    ItemsView,
    Iterable,
    Iterator,
    KeysView,
    Mapping,
    ValuesView,
)
from fractions import Fraction
from typing import TypeVar

from rules_py.dice import D100_FACES

Key = TypeVar("Key", bound=Hashable)
Other = TypeVar("Other", bound=Hashable)
Merged = TypeVar("Merged", bound=Hashable)

ZERO = Fraction(0)


def as_percent(probability: Fraction) -> float:
    """A probability shown as a percentage (the exact value stays a Fraction). A float never turns
    a possible event into 0 or an uncertain one into 100: the page shows those as "<0.01%" and
    ">99.99%".

    >>> as_percent(Fraction(1, 8))
    12.5
    >>> as_percent(1 - Fraction(1, 10**20)) < 100, as_percent(Fraction(1, 10**400)) > 0
    (True, True)
    """
    value = float(probability * 100)
    if value >= 100 and probability < 1:
        return math.nextafter(100.0, 0.0)
    if value <= 0 and probability > 0:
        return math.nextafter(0.0, 1.0)
    return value


def percents(
    chances: Mapping[Key, Fraction], label: Callable[[Key], str] = str
) -> dict[str, float]:
    """Chances in an answer: each one's ``label`` and the chance in percent. For chances that are
    not one distribution (events that overlap); a distribution says :meth:`Odds.percent`.

    >>> percents({"down": Fraction(1, 2), "wounded": Fraction(1, 3)})
    {'down': 50.0, 'wounded': 33.333333333333336}
    """
    return {label(outcome): as_percent(p) for outcome, p in chances.items()}


def exact(chances: Mapping[Key, Fraction], label: Callable[[Key], str] = str) -> dict[str, str]:
    """Chances in an answer as exact fractions in text, ``label`` naming each.

    >>> exact({2: Fraction(1, 3), -1: Fraction(2, 3)})
    {'2': '1/3', '-1': '2/3'}
    """
    return {label(outcome): str(p) for outcome, p in chances.items()}


class Odds(Mapping[Key, Fraction]):
    """The exact chance of each outcome, in the order the outcomes were first given (the order an
    answer lists them in). An outcome given twice has its chances added; an outcome with no chance
    may be listed (an answer that names every result shows the impossible ones too).

    >>> odds = Odds({"win": Fraction(1, 3), "lose": Fraction(2, 3)})
    >>> odds["win"], list(odds), odds.total
    (Fraction(1, 3), ['win', 'lose'], Fraction(1, 1))
    >>> Odds([("a", Fraction(1, 4)), ("b", Fraction(1, 2)), ("a", Fraction(1, 4))])
    Odds({'a': Fraction(1, 2), 'b': Fraction(1, 2)})
    """

    __slots__ = ("_chances",)

    def __init__(
        self, chances: Mapping[Key, Fraction] | Iterable[tuple[Key, Fraction]] = ()
    ) -> None:
        # Every answer builds many of these: a plain dict, filled once, is the whole state.
        if isinstance(chances, Mapping):
            self._chances: dict[Key, Fraction] = dict(chances)
            return
        merged: dict[Key, Fraction] = {}
        for outcome, chance in chances:
            if outcome in merged:
                merged[outcome] += chance
            else:
                merged[outcome] = chance
        self._chances = merged

    @classmethod
    def of_d100(cls, outcome: Callable[[int], Key]) -> "Odds[Key]":
        """The outcomes of one d100 roll (faces 1 to 100, each 1 in 100), in the order of the
        first face giving each.

        >>> Odds.of_d100(lambda roll: roll <= 25)
        Odds({True: Fraction(1, 4), False: Fraction(3, 4)})
        """
        faces = Counter(outcome(roll) for roll in D100_FACES)
        return cls.from_counts(faces, len(D100_FACES))

    @classmethod
    def from_counts(cls, counts: Mapping[Key, int], total: int | None = None) -> "Odds[Key]":
        """The outcomes of equally likely ways: each outcome's count of ways over ``total``
        (every count added up when not given).

        >>> Odds.from_counts({"hit": 3, "miss": 1})
        Odds({'hit': Fraction(3, 4), 'miss': Fraction(1, 4)})
        >>> Odds.from_counts({6: 1}, 6).total
        Fraction(1, 6)
        """
        whole = sum(counts.values()) if total is None else total
        if whole <= 0:
            raise ValueError(f"counts need a positive total, not {whole}")
        return cls({outcome: Fraction(ways, whole) for outcome, ways in counts.items()})

    @classmethod
    def certain(cls, outcome: Key) -> "Odds[Key]":
        """One outcome that always happens.

        >>> Odds.certain("perfect")
        Odds({'perfect': Fraction(1, 1)})
        """
        return cls({outcome: Fraction(1)})

    def __getitem__(self, outcome: Key) -> Fraction:
        return self._chances[outcome]

    def __iter__(self) -> Iterator[Key]:
        return iter(self._chances)

    def __len__(self) -> int:
        return len(self._chances)

    # The views and look-ups of the dict itself: Mapping's own go through __getitem__ per item.
    def __contains__(self, outcome: object) -> bool:
        return outcome in self._chances

    def keys(self) -> KeysView[Key]:
        return self._chances.keys()

    def values(self) -> ValuesView[Fraction]:
        return self._chances.values()

    def items(self) -> ItemsView[Key, Fraction]:
        return self._chances.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Odds):
            return self._chances == other._chances
        return isinstance(other, Mapping) and self._chances == dict(other.items())

    __hash__ = None  # type: ignore[assignment]  # equal to a dict, so unhashable like one

    def __repr__(self) -> str:
        return f"Odds({self._chances!r})"

    @property
    def total(self) -> Fraction:
        """The chances added up: 1 for every outcome of a roll, less for a part of them.

        >>> Odds({1: Fraction(1, 6), 2: Fraction(1, 6)}).total
        Fraction(1, 3)
        """
        return sum(self._chances.values(), ZERO)

    def checked(self) -> "Odds[Key]":
        """These odds, after making sure they hold every outcome: no chance below 0, and the
        chances add up to 1.

        >>> Odds.of_d100(lambda roll: roll % 3).checked()[0]
        Fraction(33, 100)
        >>> Odds({"win": Fraction(1, 3)}).checked()
        Traceback (most recent call last):
        ValueError: the chances add up to 1/3, not 1
        """
        negative = [outcome for outcome, p in self._chances.items() if p < 0]
        if negative:
            raise ValueError(f"a chance cannot be negative: {negative!r}")
        if (total := self.total) != 1:
            raise ValueError(f"the chances add up to {total}, not 1")
        return self

    def chance(self, happens: Callable[[Key], bool]) -> Fraction:
        """The chance that the outcome is one for which ``happens`` is true.

        >>> Odds.of_d100(lambda roll: roll).chance(lambda roll: roll <= 5)
        Fraction(1, 20)
        """
        return sum((p for outcome, p in self._chances.items() if happens(outcome)), ZERO)

    def over(self, outcomes: Iterable[Key]) -> "Odds[Key]":
        """These odds listed over exactly ``outcomes``, in that order, one they never give at 0
        (an answer names every result, the impossible ones too). Leaving out an outcome that
        has a chance is an error.

        >>> Odds({"b": Fraction(1)}).over(["a", "b"])
        Odds({'a': Fraction(0, 1), 'b': Fraction(1, 1)})
        """
        listed = {outcome: self._chances.get(outcome, ZERO) for outcome in outcomes}
        left_out = [o for o, p in self._chances.items() if p and o not in listed]
        if left_out:
            raise ValueError(f"outcomes with a chance left out: {left_out!r}")
        return Odds(listed)

    def map(self, merge: Callable[[Key], Other]) -> "Odds[Other]":
        """The same odds over ``merge(outcome)``: outcomes merged into one add their chances.

        >>> Odds.of_d100(lambda roll: roll).map(lambda roll: roll > 95)
        Odds({False: Fraction(19, 20), True: Fraction(1, 20)})
        """
        return Odds((merge(outcome), p) for outcome, p in self._chances.items())

    def combine(
        self, other: "Odds[Other]", merge: Callable[[Key, Other], Merged]
    ) -> "Odds[Merged]":
        """The odds of ``merge(a, b)`` for an outcome ``a`` of these odds and ``b`` of ``other``,
        drawn independently (two dice added, the better of two rolls).

        >>> d2 = Odds.from_counts({1: 1, 2: 1})
        >>> d2.combine(d2, lambda a, b: a + b)
        Odds({2: Fraction(1, 4), 3: Fraction(1, 2), 4: Fraction(1, 4)})
        """
        return Odds(
            (merge(a, b), p * q)
            for a, p in self._chances.items()
            for b, q in other._chances.items()
        )

    def mean(self: "Odds[int]") -> Fraction:
        """The expected outcome, for odds over numbers.

        >>> Odds.from_counts({1: 1, 2: 1, 6: 2}).mean()
        Fraction(15, 4)
        """
        return sum((outcome * p for outcome, p in self._chances.items()), ZERO)

    def percent(self, label: Callable[[Key], str] = str) -> dict[str, float]:
        """The odds in an answer: each outcome's ``label`` and its chance in percent.

        >>> Odds({"win": Fraction(1, 3), "lose": Fraction(2, 3)}).percent()
        {'win': 33.333333333333336, 'lose': 66.66666666666667}
        """
        return percents(self._chances, label)

    def exact(self, label: Callable[[Key], str] = str) -> dict[str, str]:
        """The odds in an answer as exact fractions in text, ``label`` naming each outcome.

        >>> Odds({True: Fraction(1, 3), False: Fraction(2, 3)}).exact()
        {'True': '1/3', 'False': '2/3'}
        """
        return exact(self._chances, label)

    def record(
        self, label: Callable[[Key], str] = str
    ) -> dict[str, dict[str, float] | dict[str, str]]:
        """The usual pair of an answer: ``odds`` in percent and ``odds_exact`` as fractions.

        >>> record = Odds({"win": Fraction(1, 3), "lose": Fraction(2, 3)}).record()
        >>> record["odds"], record["odds_exact"]
        ({'win': 33.333333333333336, 'lose': 66.66666666666667}, {'win': '1/3', 'lose': '2/3'})
        """
        return {"odds": self.percent(label), "odds_exact": self.exact(label)}
