"""Inputs for a calculator drawn from its declaration, for the tests that hold a property of
every calculator over many answers (the shown distributions, the readings it depends on): its
defaults, then each input in turn at the ends of its range and at random, then every input at
random at once. With ``settings``, the calculator's reading settings are varied as its inputs
are (each choice in turn, and at random in the draws); else they stay at the site's reading.
"""

from collections.abc import Iterator, Sequence
from random import Random

from rules_py.contract import RATING_RANGE, Calculator, Input

# Ratings where the rules change: the 01–05 and 96–00 bands, 100%, ReQuest's further criticals,
# RuneQuest's 96–99 inside the special range from 478%, and the ends of the accepted range.
RATING_EDGES = (-200, -5, 0, 1, 5, 6, 20, 21, 95, 96, 100, 101, 196, 200, 478, 500, 999)


def _values(item: Input, rng: Random) -> Sequence[object]:
    """A few values the input takes: the ends of its range and random ones."""
    if item.kind == "choice":
        return list(item.choices)
    if item.kind == "yesno":
        return [True, False]
    if item.kind != "integer" or item.seed:
        return [item.default] if item.default is not None else []
    if item.modifies:
        # a modifier as a GM gives one: its whole range would push the chance it modifies out
        # of the accepted range in most draws, and those answers are refused
        return [-20, 0, 20, rng.randint(-30, 30)]
    low = -(10**3) if item.minimum is None else item.minimum
    high = 10**3 if item.maximum is None else item.maximum
    if (low, high) == RATING_RANGE:
        return [*RATING_EDGES, rng.randint(-10, 150)]
    return sorted({low, high, rng.randint(low, high), rng.randint(low, min(high, low + 20))})


def sampled_inputs(
    calculator: Calculator, rng: Random, at_random: int = 6, settings: bool = False
) -> Iterator[dict[str, object]]:
    """The defaults; each input varied alone over :func:`_values`; ``at_random`` draws of every
    input at once (optional ones left out half the time)."""
    fields = calculator.fields if settings else calculator.inputs
    defaults: dict[str, object] = {
        item.name: item.default for item in calculator.inputs if item.default is not None
    }
    yield dict(defaults)
    for item in fields:
        for value in _values(item, rng):
            yield defaults | {item.name: value}
    for _ in range(at_random):
        drawn = dict(defaults)
        for item in fields:
            values = _values(item, rng)
            # a modifier goes with the chance it modifies: alone it is refused
            alone = bool(item.modifies) and item.modifies not in drawn
            if (item.optional and rng.random() < 0.5) or alone:
                drawn.pop(item.name, None)
            elif values:
                drawn[item.name] = rng.choice(values)
        yield drawn
