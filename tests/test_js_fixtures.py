"""The data the JavaScript unit tests (tests/js/, run by ``node --test``) draw from, worked out by
``rules_py``: the Runeball field calculator's widget and its answer for the declared defaults
(Runeball › The field). Kept as a file so that the Node tests run without Python; this test fails
when the rules or the widget's markup change and the file was not written again.

Write it again with ``.venv/bin/python -m tests.test_js_fixtures``.
"""

import json
from pathlib import Path

from rules_py.calculators import REGISTRY, calculate
from scripts.widget_html import widget_html

FIXTURE = Path(__file__).parent / "js" / "fixtures" / "runeball_field.json"
NAME = "runeball_field"


def fixture_text() -> str:
    """The fixture's text: the widget's HTML and the calculator's result for its defaults."""
    calculator = REGISTRY[NAME]
    data = {
        "html": widget_html(calculator.describe()),
        "defaults": calculator.defaults(),
        "result": calculate(NAME, calculator.defaults()),
    }
    return json.dumps(data, indent=1, sort_keys=True) + "\n"


def test_the_js_fixture_is_the_rules_answer() -> None:
    assert FIXTURE.read_text(encoding="utf-8") == fixture_text()


if __name__ == "__main__":
    FIXTURE.write_text(fixture_text(), encoding="utf-8")
