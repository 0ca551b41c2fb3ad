"""Print how long each calculator takes on CPython, for typical inputs and for the worst cases
(figures, not tests; the browser's own figures come from ``make bench``).

Each case is timed cold (caches cleared) and warm (the same request again). Pyodide runs Python
three to five times slower than CPython, so a calculator that stays under 2 ms here answers well
within a frame in the browser.

Usage: .venv/bin/python scripts/tools/benchmark_calculators.py [--repeat N] [--json] [--only NAME]
"""

import argparse
import gc
import json
import statistics
import time
from collections.abc import Callable
from functools import partial

from rules_py.calculators import REGISTRY, calculate
from rules_py.request.contests import AllFail
from rules_py.request.several import multi_contest_odds

SIX = "10, 30, 50, 70, 90, 110"
# (label, calculator, inputs): typical inputs first, then the slowest ones each calculator takes.
CASES: tuple[tuple[str, str, dict[str, object]], ...] = (
    ("defaults", "characteristics", {}),
    ("defaults", "ability", {}),
    ("chance 135", "ability", {"chance": 135, "roll": 27}),
    ("chance -5, no chance", "ability", {"chance": -5, "low_chance": "no_chance"}),
    ("defaults", "resistance", {}),
    ("21 vs 1", "resistance", {"active": 21, "passive": 1, "roll": 50}),
    ("defaults", "opposed", {}),
    ("135 vs 60, rolls", "opposed", {"a": 135, "b": 60, "a_roll": 27, "b_roll": 20}),
    ("135 vs 60, reduced", "opposed", {"a": 135, "b": 60, "holder_bands": "reduced"}),
    ("999 vs 998", "opposed", {"a": 999, "b": 998}),
    ("defaults", "augment", {}),
    ("150 / 150", "augment", {"augmenting": 150, "ability": 150}),
    ("-200 / 999", "augment", {"augmenting": -200, "ability": 999}),
    ("defaults", "request_test", {}),
    ("skill 999", "request_test", {"skill": 999, "roll": 11}),
    ("defaults", "contest", {}),
    ("runequest 135 vs 60", "contest", {"system": "runequest", "a": 135, "b": 60}),
    (
        "brp 999 vs 998, rolls",
        "contest",
        {"system": "brp", "a": 999, "b": 998, "a_roll": 3, "b_roll": 97},
    ),
    ("286 vs 20, roll again", "contest", {"a": 286, "b": 20, "all_fail": "roll_again"}),
    ("defaults", "extended_contest", {}),
    ("target 20 absolute", "extended_contest", {"target": 20}),
    ("target 20 relative", "extended_contest", {"target": 20, "mode": "relative"}),
    (
        "target 20 relative, more than, 50 vs 50",
        "extended_contest",
        {"a": 50, "b": 50, "target": 20, "mode": "relative", "lead": "more_than"},
    ),
    (
        "target 20 absolute, 250 vs 240, nobody wins",
        "extended_contest",
        {"a": 250, "b": 240, "target": 20, "all_fail": "nobody_wins"},
    ),
    ("defaults (3)", "multi_contest", {}),
    ("6 ratings", "multi_contest", {"ratings": SIX}),
    ("6 ratings, roll again", "multi_contest", {"ratings": SIX, "all_fail": "roll_again"}),
    ("6 ratings, nobody wins", "multi_contest", {"ratings": SIX, "all_fail": "nobody_wins"}),
    ("6 equal ratings", "multi_contest", {"ratings": "50, 50, 50, 50, 50, 50"}),
    ("6 high ratings", "multi_contest", {"ratings": "150, 250, 350, 450, 550, 999"}),
)
# The rules function alone, past the calculator's limit of six participants.
TWELVE = (5, 15, 25, 35, 45, 55, 65, 75, 85, 95, 105, 115)
RULE_CASES: tuple[tuple[str, str, Callable[[], object]], ...] = (
    ("12 participants", "multi_contest_odds", partial(multi_contest_odds, TWELVE)),
    (
        "12 participants, roll again",
        "multi_contest_odds",
        partial(multi_contest_odds, TWELVE, AllFail.ROLL_AGAIN),
    ),
)


def typical_inputs(name: str) -> dict[str, object]:
    """Each input's declared default, or its lowest allowed value when it has none."""
    inputs: dict[str, object] = {}
    for item in REGISTRY[name].inputs:
        if item.default is not None:
            inputs[item.name] = item.default
        elif not item.optional:
            inputs[item.name] = item.choices[0] if item.choices else item.minimum
    return inputs


def clear_caches() -> None:
    """Forget every cached answer in rules_py, so that the next call is timed cold."""
    for obj in gc.get_objects():
        if callable(obj) and hasattr(obj, "cache_clear"):
            module = getattr(obj, "__module__", "") or ""
            if module.startswith("rules_py"):
                obj.cache_clear()


def time_ms(call: Callable[[], object], repeat: int, cold: bool) -> list[float]:
    """Wall times of ``repeat`` calls in milliseconds (caches cleared before each when cold)."""
    timings = []
    for _ in range(repeat):
        if cold:
            clear_caches()
        start = time.perf_counter()
        call()
        timings.append((time.perf_counter() - start) * 1000)
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead")
    parser.add_argument("--only", help="only cases of this calculator (or rules function)")
    parser.add_argument("--no-rules", action="store_true", help="skip the 12-participant cases")
    options = parser.parse_args()
    cases: list[tuple[str, str, Callable[[], object]]] = [
        (label, name, partial(calculate, name, typical_inputs(name) | inputs))
        for label, name, inputs in CASES
    ]
    if not options.no_rules:
        cases += RULE_CASES
    figures: dict[str, dict[str, float]] = {}
    if not options.json:
        print(f"{'calculator':<20} {'case':<44} {'cold p50':>9} {'cold max':>9} {'warm p50':>9}")
    for label, name, call in cases:
        if options.only and name != options.only:
            continue
        assert name in REGISTRY or name == "multi_contest_odds", name
        cold = time_ms(call, options.repeat, cold=True)
        warm = time_ms(call, options.repeat, cold=False)
        row = {
            "cold_p50_ms": round(statistics.median(cold), 3),
            "cold_max_ms": round(max(cold), 3),
            "warm_p50_ms": round(statistics.median(warm), 3),
        }
        figures[f"{name}: {label}"] = row
        if not options.json:
            print(
                f"{name:<20} {label:<44} {row['cold_p50_ms']:>9.2f} {row['cold_max_ms']:>9.2f}"
                f" {row['warm_p50_ms']:>9.2f}",
                flush=True,
            )
    if options.json:
        print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
