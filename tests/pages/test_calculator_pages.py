"""The home page's list of every calculator: by document, in the order the navigation reads."""

import re

from rules_py.calculators import REGISTRY
from scripts.pages.calculator_pages import every_calculator

_LINK = re.compile(r"#calculator-(\w+)\)")


def _groups() -> dict[str, list[str]]:
    groups: dict[str, list[str]] = {}
    heading = ""
    for line in every_calculator().splitlines():
        if line.startswith("### "):
            heading = line[4:]
            groups[heading] = []
        elif (link := _LINK.search(line)) is not None:
            groups[heading].append(link[1])
    return groups


def test_every_declared_calculator_is_listed() -> None:
    # The side-by-side contest stands on two pages (ReQuest's contests and the comparison).
    assert {name for names in _groups().values() for name in names} == set(REGISTRY)


def test_each_document_lists_its_calculators_in_the_navigations_order() -> None:
    groups = _groups()
    # ReQuest, Core Mechanic: Skill Rolls: the skill test's page comes before the contests'.
    assert groups["ReQuest, Core Mechanic: Skill Rolls"][0] == "request_test"
    # RuneQuest, The Game System: characteristics first, augmenting last, as the menu has them.
    runequest = groups["RuneQuest, The Game System"]
    assert (runequest[0], runequest[-1]) == ("characteristics", "augment")
