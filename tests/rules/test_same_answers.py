"""The calculators' answers, exactly, against those of the slower code they replaced (the
counting rewrite): a fixed sample of requests to the calculators that rewrite touched, each
stored with the whole answer, as readable JSON. A changed answer fails with a line-by-line diff
of that answer.

The answers were first stored as SHA-256 digests, written by the commit before the counting rewrite
(9cb8a65); they were then written out in full by code that still matched every one of those digests.
``tests/rules/test_fast_matches_reference.py`` compares the rules with the slow definitions kept in
``tests/rules/reference.py``; this test guards the whole answer a reader gets (labels, strips,
warnings, the facade's JSON), which that comparison does not. When a rule changes on purpose, write
the fixture again and say which answers changed and why:

    .venv/bin/python -m tests.rules.test_same_answers > /tmp/answers.json
    mv /tmp/answers.json tests/fixtures/same_answers.json
"""

import json
from pathlib import Path
from random import Random

import pytest

from rules_py.calculators import REGISTRY, handle_json
from rules_py.contract import Input
from scripts.tools.benchmark_calculators import CASES, typical_inputs

FIXTURE = Path(__file__).parents[1] / "fixtures" / "same_answers.json"
PER_CALCULATOR = 40
# The calculators whose rules the counting rewrite replaced, in the registry's order of that
# commit; calculators added later are not part of the sample (they have no older code).
REWRITTEN = (
    "characteristics",
    "ability",
    "resistance",
    "opposed",
    "augment",
    "request_test",
    "extended_contest",
    "multi_contest",
    "contest",
)
# Ratings where the rules change: the 01–05 and 96–00 bands, 100%, the additional criticals of
# ReQuest at each further 100, and the ends of the accepted range.
EDGES = (-200, -5, 0, 1, 4, 5, 6, 19, 20, 21, 94, 95, 96, 99, 100, 101, 105, 199, 200, 201, 999)
# Inputs and reading settings these calculators gained after the sample was drawn: left
# out of the sample, so that it stays the one the old code answered and each request keeps the
# site's reading of them.
LATER_FIELDS = frozenset(
    {
        "fumbles",
        "high_rolls",
        "fumble_against",
        "hp_rows",
        "extra_criticals",
        "high_failures",
        "brp_special",
        "brp_edges",
        "brp_tie_rating",
        "a_base",
        "b_base",
        "death_at",
    }
)
# Choices a sampled setting gained later, left out of the draw for the same reason.
LATER_CHOICES = {"brp_threshold": frozenset({"rounded"})}


def _value(item: Input, rng: Random) -> object:
    if item.kind == "choice":
        later = LATER_CHOICES.get(item.name, frozenset())
        return rng.choice([choice for choice in item.choices if choice not in later])
    if item.kind == "integers":
        count = rng.randint(2, 6)
        return ", ".join(str(_rating(rng)) for _ in range(count))
    low, high = item.minimum, item.maximum
    assert low is not None and high is not None
    if high == 100 and low == 1:  # a d100 roll
        return rng.choice((1, 2, 5, 11, 50, 96, 99, 100, rng.randint(1, 100)))
    if (low, high) == (-200, 999):
        return _rating(rng)
    return rng.randint(low, min(high, low + 40)) if rng.random() < 0.8 else rng.choice((low, high))


def _rating(rng: Random) -> int:
    roll = rng.random()
    if roll < 0.6:
        return rng.randint(-10, 150)
    if roll < 0.85:
        return rng.choice(EDGES)
    return rng.randint(-200, 999)


def sample_requests() -> list[str]:
    """The fixed sample: every calculator, random inputs (seeded), rolls given or not in pairs."""
    rng = Random(11)
    requests = []
    for name in REWRITTEN:
        calculator = REGISTRY[name]
        for _ in range(PER_CALCULATOR):
            inputs: dict[str, object] = {}
            with_rolls = rng.random() < 0.5
            for item in calculator.fields:
                if item.name in LATER_FIELDS or item.modifies:  # modifiers came later too
                    continue
                optional_roll = item.optional and item.maximum == 100 and item.minimum == 1
                if optional_roll and not with_rolls:
                    continue
                if item.optional and not optional_roll and rng.random() < 0.5:
                    continue
                inputs[item.name] = _value(item, rng)
            requests.append(json.dumps({"calculator": name, "inputs": inputs}))
    # and the benchmark's cases, the slowest inputs each calculator takes among them
    for _, name, inputs in CASES:
        if name not in REWRITTEN:
            continue
        requests.append(json.dumps({"calculator": name, "inputs": typical_inputs(name) | inputs}))
    return requests


def readable(value: object, depth: int = 0) -> str:
    """JSON text with one object entry, or one element of a list holding objects or lists, per
    line, and lists of plain values on one line (a d100 strip's hundred faces stay one line).

    >>> print(readable({"a": [1, 2], "b": [{"c": None}]}))
    {
     "a": [1, 2],
     "b": [
      {
       "c": null
      }
     ]
    }
    """
    inner, outer = " " * (depth + 1), " " * depth
    if isinstance(value, dict) and value:
        entries = [
            f"{inner}{json.dumps(key)}: {readable(item, depth + 1)}" for key, item in value.items()
        ]
        return "{\n" + ",\n".join(entries) + f"\n{outer}}}"
    if isinstance(value, list) and any(isinstance(item, dict | list) for item in value):
        entries = [f"{inner}{readable(item, depth + 1)}" for item in value]
        return "[\n" + ",\n".join(entries) + f"\n{outer}]"
    return json.dumps(value, ensure_ascii=False)


def _stored() -> list[tuple[str, object]]:
    """(request text, answer) as stored: the request text is the sample's, to the character."""
    if not FIXTURE.exists():  # only while the script writes it
        return []
    rows = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return [(json.dumps(row["request"]), row["answer"]) for row in rows]


def _id(request_text: str) -> str:
    return str(json.loads(request_text)["calculator"])


def test_the_sample_is_the_stored_one() -> None:
    assert [request for request, _ in _stored()] == sample_requests()


@pytest.mark.parametrize(
    ("request_text", "expected"), _stored(), ids=[_id(r) for r, _ in _stored()]
)
def test_answer_is_the_one_the_old_code_gave(request_text: str, expected: object) -> None:
    text = handle_json(request_text)
    answer = json.loads(text)
    assert "error" not in answer, request_text
    # A readable diff first; then the very text (key order, number formatting).
    assert readable(answer) == readable(expected), request_text
    assert text == json.dumps(expected, ensure_ascii=False), request_text


if __name__ == "__main__":
    rows = [
        {"request": json.loads(request), "answer": json.loads(handle_json(request))}
        for request in sample_requests()
    ]
    print(readable(rows))
