"""Every calculator on the site starts in the browser and shows what Python computes.

One page load (one Pyodide start), then instant navigation from page to page, as a reader moves
through the site: each widget must become ready and show, for its default inputs, the values
``rules_py`` gives in this process. Calculator-specific behaviour has its own tests.
"""

from typing import Any

from playwright.sync_api import Page, expect

from rules_py import numbers
from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import JsonDict
from scripts.tools.engine_facts import FACTS_NOW
from tests.browser.offline_site import BuiltSite
from tests.browser.widgets import field, follow_link, open_calculator, output, wait_ready


def test_every_calculator_matches_python_for_its_defaults(page: Page, site: BuiltSite) -> None:
    pages = site.calculators_by_page()
    assert pages, "the site has no calculators"
    first_path, first_names = next(iter(pages.items()))
    open_calculator(page, site, first_names[0])
    for path, names in pages.items():
        if path != first_path:
            follow_link(page, site, path)
        for name in names:
            wait_ready(page, name)
            check_outputs(page, name)
    assert page.evaluate(FACTS_NOW)["starts"] == 1


def check_outputs(page: Page, name: str) -> None:
    calculator = REGISTRY[name]
    defaults: dict[str, object] = dict(calculator.defaults())
    for seed in (item for item in calculator.inputs if item.seed):
        # Nothing is rolled on load: a dice page shows the answer it was built with (its
        # declared seed) until the reader asks for a roll.
        seed_shown = field(page, name, seed.name).input_value()
        assert seed_shown == ("" if seed.default is None else str(seed.default)), name
    result = calculate(name, defaults)
    for declared in calculator.outputs:
        value = lookup(result, declared.key)
        shown = output(page, name, declared.key)
        if declared.kind == "value":
            expect(shown).to_have_text(numbers.shown(value, declared.style))
        elif declared.kind == "odds":
            rows = shown.locator(".rules-odds-row")
            expect(rows).to_have_count(len(value))
            labels = dict(declared.labels)
            texts = numbers.percents(value.values())  # one group, one number of decimals
            for row, key, text in zip(rows.all(), value, texts, strict=True):
                expect(row.locator(".rules-odds-label")).to_have_text(labels.get(key, str(key)))
                expect(row.locator(".rules-odds-value")).to_have_text(text)
        elif declared.kind == "strip":
            faces = shown.locator(".rules-face")
            expect(faces).to_have_count(100)
            painted = faces.evaluate_all("(cells) => cells.map((cell) => cell.dataset.level)")
            assert painted == value["faces"], name
        elif declared.kind == "figure":
            parts = shown.locator("[data-part]")
            painted = parts.evaluate_all(
                "(texts) => Object.fromEntries(texts.map((t) => [t.dataset.part, t.textContent]))"
            )
            assert painted == {part: numbers.shown(value[part]) for part in painted}, name
        elif declared.kind == "heatmap":
            marked = shown.locator(".rules-heat-current")
            if value is None:
                expect(marked).to_have_count(0)
            else:
                expect(marked).to_have_attribute("data-a", str(value["a"]))
                expect(marked).to_have_attribute("data-b", str(value["b"]))
        elif declared.kind == "warnings":
            expect(shown.locator("li")).to_have_text(value)
        elif declared.kind == "cycles":
            lines = [
                f"Cycle {number}: " + " → ".join(" + ".join(group) for group in cycle)
                for number, cycle in enumerate(value, start=1)
            ]
            expect(shown.locator("li")).to_have_text(lines)
        elif declared.kind == "records":
            expect(shown.locator("tbody tr")).to_have_count(len(value))
            cells_by_row = declared.row_texts(value)  # a declared distribution adds to 100
            for row, cells in zip(shown.locator("tbody tr").all(), cells_by_row, strict=True):
                expect(row.locator("td")).to_have_text(cells)


def lookup(result: JsonDict, key: str) -> Any:
    """The value at a dotted key, as the page looks it up."""
    node: Any = result
    for part in key.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node
