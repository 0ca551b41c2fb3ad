"""The data the JavaScript unit tests (tests/js/, run by ``node --test``) draw from, worked out by
``rules_py``: a calculator's widget and its answer, for the Runeball field calculator's declared
defaults (Runeball › The field) and for a RuneQuest ability roll of 07 at the default 50%
(RuneQuest, The Game System › Ability rolls: a special success). Kept as files so that the Node
tests run without Python; this test fails when the rules or the widget's markup change and the
files were not written again.

Write them again with ``.venv/bin/python -m tests.page_scripts.test_js_fixtures``.
"""

import json
from pathlib import Path
from typing import Any

import pytest

from rules_py.calculators import REGISTRY, calculate
from scripts.pages.widget.whole import widget_html

FOLDER = Path(__file__).parents[1] / "js" / "fixtures"
# Each fixture's file, its calculator and the inputs changed from the calculator's defaults.
FIXTURES: dict[str, tuple[str, dict[str, Any]]] = {
    "runeball_field.json": ("runeball_field", {}),
    "ability_roll.json": ("ability", {"roll": 7}),
}


def fixture_text(name: str, changed: dict[str, Any]) -> str:
    """A fixture's text: the widget's HTML and the calculator's result for its inputs."""
    calculator = REGISTRY[name]
    inputs = {**calculator.defaults(), **changed}
    data = {
        "html": widget_html(calculator.describe()),
        "defaults": inputs,
        "result": calculate(name, inputs),
    }
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


@pytest.mark.parametrize("file", FIXTURES)
def test_the_js_fixture_is_the_rules_answer(file: str) -> None:
    assert (FOLDER / file).read_text(encoding="utf-8") == fixture_text(*FIXTURES[file])


if __name__ == "__main__":
    for file, (name, changed) in FIXTURES.items():
        (FOLDER / file).write_text(fixture_text(name, changed), encoding="utf-8")
