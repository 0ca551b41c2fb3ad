"""Print how long each calculator takes on CPython for a few typical inputs (figures, not tests).

Usage: .venv/bin/python scripts/benchmark_calculators.py [--repeat N]
"""

import argparse
import statistics
import time

from rules_py.calculators import REGISTRY, calculate


def typical_inputs(name: str) -> dict[str, object]:
    """Each input's declared default, or its lowest allowed value when it has none."""
    inputs: dict[str, object] = {}
    for item in REGISTRY[name].inputs:
        if item.default is not None:
            inputs[item.name] = item.default
        elif not item.optional:
            inputs[item.name] = item.choices[0] if item.choices else item.minimum
    return inputs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    repeat = parser.parse_args().repeat
    print(f"{'calculator':<20} {'median ms':>10} {'max ms':>10}  inputs")
    for name in REGISTRY:
        inputs = typical_inputs(name)
        timings = []
        for _ in range(repeat):
            start = time.perf_counter()
            calculate(name, inputs)
            timings.append((time.perf_counter() - start) * 1000)
        print(f"{name:<20} {statistics.median(timings):>10.2f} {max(timings):>10.2f}  {inputs}")


if __name__ == "__main__":
    main()
