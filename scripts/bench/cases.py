"""Each calculator's recompute case: the page query that sets it up, the input changed on each
recompute and the value of change number i (all different where the input's range allows).
Most come from the declarations (:func:`derived_change`); ``SCENARIOS`` holds the few set up by
hand."""

from collections.abc import Callable

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator, Input

SIX = "10, 30, 50, 70, 90"

# A bench case: the page query that sets a calculator up, the input changed on each recompute,
# and the value of change number i.
Change = tuple[str, str, Callable[[int], str]]

# Calculators benched on a page set up for their slow case (the extended contest to 20 VP, six
# participants, advantage, autofire, the longest Sanity check), or whose changing input is not a
# whole number. Every other calculator's case comes from its declaration (:func:`derived_change`).
SCENARIOS: dict[str, Change] = {
    "extended_contest": ("?target=20", "a", lambda i: str(i - 10)),
    "multi_contest": ("", "ratings", lambda i: f"{SIX}, {i - 10}"),
    "brp_task": ("?mode=advantage", "rating", lambda i: str(i - 10)),
    "brp_attack": ("?missile=yes&fire=autofire", "attack", lambda i: str(i - 10)),
    "sanity": ("?check=1D10/1D100", "int_save", lambda i: str(i - 10)),
    "major_wound": ("", "seed", lambda i: str(i + 1)),
    "sr_cycles": ("", "combatants", lambda i: f"Ana:{i % 41}:3:0:none;Bo:9:2:0:none;Cy:9:2:1:none"),
    # The melee order at its most: twenty combatants, one's DEX changing.
    "melee_order": (
        "",
        "combatants",
        lambda i: ";".join(
            f"C{k}:{(i + 3 * k) % 25 + 1}:{10 + k}:{k % 4}:melee" for k in range(20)
        ),
    ),
    # The party roll at its most: twenty characters, their chances changing, the dice rolled.
    "party_roll": (
        "?seed=7",
        "characters",
        lambda i: ";".join(f"C{k}:{(i + 7 * k) % 100 + 1}" for k in range(20)),
    ),
}


def _span(item: Input) -> int:
    return (item.maximum or 0) - (item.minimum or 0) + 1


def derived_change(calculator: Calculator, changes: int = 200) -> Change | None:
    """The bench case a declaration gives: its whole-number input with the widest range (the
    first of equals; the dice seed only when no other input has ``changes`` values), its values
    running round that range from 10 below the default; None when it has no whole-number input
    with a range.

    >>> query, name, value_of = derived_change(REGISTRY["runeball_kick"])
    >>> name, [value_of(i) for i in (1, 2, 40, 41)]
    ('kick_skill', ['1', '2', '40', '-20'])
    >>> derived_change(REGISTRY["runeball_wound"])[1], derived_change(REGISTRY["ability"])[1]
    ('seed', 'chance')
    """
    ranged = [
        item
        for item in calculator.inputs
        if item.kind == "integer"
        and item.minimum is not None
        and item.maximum is not None
        and not item.modifies  # a modifier's range is wider than the sum it may make
    ]
    rolled = [item for item in ranged if not item.seed]
    if not rolled or (_span(max(rolled, key=_span)) < changes and len(rolled) < len(ranged)):
        rolled = ranged
    if not rolled:
        return None
    widest = max(rolled, key=_span)
    low = widest.minimum or 0
    default = widest.default if isinstance(widest.default, int) else low
    span, start = _span(widest), default - 10 - low

    def value_of(i: int) -> str:
        return str(low + (start + i) % span)

    return ("", widest.name, value_of)


def bench_cases() -> dict[str, Change]:
    """Every calculator's bench case, in the registry's order; a calculator with neither a
    scenario nor a derivable case is an error (the bench would silently leave it out)."""
    cases: dict[str, Change] = {}
    for name, calculator in REGISTRY.items():
        case = SCENARIOS.get(name) or derived_change(calculator)
        if case is None:
            raise ValueError(f"{name}: no bench case (add a scenario to SCENARIOS)")
        cases[name] = case
    return cases


CHANGES = bench_cases()
QUICK_CALCULATORS = ("ability", "multi_contest")
