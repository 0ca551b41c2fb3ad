"""The table's house rules in one place (``<!-- house_rules: editor -->``, on the Sources page): a
choice for every reading setting the calculators declare (``rules_py.contract.reading_setting``),
each under its reading's id and with the calculators that offer it, built from the declarations
so that no reading is named twice. docs/javascripts/house/page.js fills each choice from the
table's house rules kept by the browser, keeps a change and puts every one back to the site's
reading; each calculator's fold (widget/fold.js) reads the same store.
"""

from collections.abc import Iterator
from dataclasses import dataclass

from markupsafe import Markup

from scripts.pages.calculator_pages import calculator_addresses
from scripts.pages.glossary import explained
from scripts.pages.html_builder import block, join, tag


@dataclass(frozen=True)
class HouseRule:
    """One reading setting as the table chooses it: its reading, its name, its words and choices
    (the same in every calculator that offers it: tests/sources/test_house_rules.py), and those
    calculators by name, in the site's order."""

    reading: str
    name: str
    label: str
    choices: tuple[tuple[str, str], ...]
    calculators: tuple[str, ...]

    @property
    def key(self) -> str:
        """The rule's key in the browser's store (house/store.js ``ruleKey``).

        >>> HouseRule("A000-01", "fumbles", "", (), ()).key
        'A000-01:fumbles'
        """
        return f"{self.reading}:{self.name}"


def house_rules() -> list[HouseRule]:
    """Every reading setting a calculator declares, once, in the order of the readings.

    >>> rules = house_rules()
    >>> first = rules[0]
    >>> first.key, first.choices[0][0], "ability" in first.calculators
    ('A000-01:fumbles', 'fumble', True)
    >>> len({rule.key for rule in rules}) == len(rules)
    True
    """
    from rules_py.calculators import REGISTRY
    from rules_py.sources_page.readings import all_readings

    found: dict[str, HouseRule] = {}
    for calculator in REGISTRY.values():
        for setting in calculator.settings:
            key = f"{setting.reading}:{setting.name}"
            earlier = found.get(key)
            offered = (*earlier.calculators, calculator.name) if earlier else (calculator.name,)
            found[key] = HouseRule(
                setting.reading,
                setting.name,
                setting.label,
                tuple(zip(setting.choices, setting.choice_labels, strict=True)),
                offered,
            )
    order = list(all_readings())
    return sorted(found.values(), key=lambda rule: (order.index(rule.reading), rule.name))


def _built(address: str, page: str) -> str:
    """A page's address in docs/ (``a/b.md#x``) as the built site links it from ``page``.

    >>> _built("runequest/opposed.md#calculator-opposed", "sources.md")
    '../runequest/opposed/#calculator-opposed'
    >>> _built("rq2/index.md#calculator-x", "sources.md")
    '../rq2/#calculator-x'
    """
    path, _, anchor = address.partition("#")
    built = path.removesuffix("index.md") if path.endswith("index.md") else path[:-3] + "/"
    depth = page.count("/") + (0 if page.rsplit("/", 1)[-1] == "index.md" else 1)
    return "../" * depth + built + (f"#{anchor}" if anchor else "")


def _rule(rule: HouseRule, titles: dict[str, str], addresses: dict[str, str], page: str) -> Markup:
    field_id = f"rules-house-{rule.reading}-{rule.name}".lower()
    options = (
        tag(
            "option",
            {"value": value, "selected": at == 0},
            f"{words} (the site's reading)" if at == 0 else words,
        )
        for at, (value, words) in enumerate(rule.choices)
    )
    select = block(
        "select",
        {"id": field_id, "name": rule.name, "data-reading": rule.reading},
        *options,
    )
    offered = join(
        (
            tag("a", {"href": _built(addresses[name], page)}, titles[name])
            for name in rule.calculators
            if name in addresses
        ),
        ", ",
    )
    where = tag(
        "span",
        {"class": "rules-help"},
        "Reading ",
        tag("a", {"href": f"#{rule.reading.lower()}"}, rule.reading),
        "; in ",
        offered,
    )
    words = tag("span", {"class": "rules-label-text"}, explained(rule.label))
    mark = tag("span", {"class": "rules-house-mark", "data-house-mark": True, "hidden": True})
    label = tag("label", {"for": field_id}, words, " ", mark)
    return block(
        "div",
        {"class": "rules-field rules-wide", "data-house-rule": rule.key},
        label,
        select,
        where,
    )


def _rules(page: str) -> Iterator[Markup]:
    from rules_py.calculators import REGISTRY

    titles = {name: calculator.title for name, calculator in REGISTRY.items()}
    addresses = calculator_addresses()
    for rule in house_rules():
        yield _rule(rule, titles, addresses, page)


def house_rules_html(page: str = "sources.md") -> Markup:
    """The list of the table's house rules, for ``page`` (its links are relative to it).

    >>> html = house_rules_html()
    >>> 'data-reading="A000-01"' in html
    True
    >>> 'href="../runequest/abilities/#calculator-ability"' in html
    True
    """
    said = tag(
        "p",
        {"class": "rules-house-said", "data-house-said": True, "aria-live": "polite"},
        "Your table plays every reading as the site reads it.",
    )
    reset = tag(
        "button",
        {"type": "button", "class": "md-button", "data-action": "reset-house-rules"},
        "Back to the site's readings",
    )
    return block(
        "div",
        {"class": "rules-house-rules", "data-house-rules": True},
        said,
        block("div", {"class": "rules-actions"}, reset),
        block(
            "form",
            {"class": "rules-house-form", "aria-label": "Your table's house rules"},
            *_rules(page),
        ),
        tag(
            "noscript",
            None,
            tag("p", None, "House rules are kept by your browser: this list needs JavaScript."),
        ),
    )
