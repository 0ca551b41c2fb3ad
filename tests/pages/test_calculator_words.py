"""Words a player knows, in every calculator, from the declarations (scripts/pages/widget/):
no two fields share a label; a dice seed folds away, explained, with the readings; every
abbreviation in a widget's words is explained from the one glossary (scripts/pages/glossary.py); a
reading setting is one house rule wherever it is offered; headlines that state the answer.
"""

import re
from collections import Counter
from html.parser import HTMLParser

import pytest

from rules_py.calculators import REGISTRY, calculate
from scripts.pages.glossary import TERMS_BY_SHORT
from scripts.pages.house_rules_html import house_rules
from scripts.pages.widget.whole import widget_html


@pytest.mark.parametrize("name", list(REGISTRY))
def test_no_two_fields_of_a_calculator_share_a_label(name: str) -> None:
    # Basic Roleplaying, Edited House Rules › Advantage and Disadvantage: the task's mode was a
    # select "Roll" above the field "Roll"; a reader tells fields apart by their labels alone.
    calculator = REGISTRY[name]
    labels = [field.label for field in calculator.fields]
    labels += [column.label for field in calculator.inputs for column in field.columns]
    shared = [label for label, count in Counter(map(str.casefold, labels)).items() if count > 1]
    assert shared == []


@pytest.mark.parametrize(
    "name", [name for name, c in REGISTRY.items() if any(i.seed for i in c.inputs)]
)
def test_a_dice_seed_is_folded_away_and_explained(name: str) -> None:
    # Basic Roleplaying, Edited House Rules › Sanity; Major Wounds: the seed stood beside the
    # real Roll; now it folds with the readings, and says what another number does.
    for seed in (item for item in REGISTRY[name].inputs if item.seed):
        assert seed.folded and seed.help, seed.name
    html = widget_html(REGISTRY[name].describe())
    fold = html[html.index("<details") : html.index("</details>")]
    for seed in (item for item in REGISTRY[name].inputs if item.seed):
        assert f'name="{seed.name}"' in fold
        assert f'name="{seed.name}"' not in html.replace(fold, "")


class _Words(HTMLParser):
    """The text a reader sees in a widget, each piece with whether an <abbr> holds it (form
    values, choices and scripts left out: an <option> cannot hold markup)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.pieces: list[tuple[str, bool]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in ("input", "br"):
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        while self.open and self.open.pop() != tag:
            pass

    def handle_data(self, data: str) -> None:
        if not {"option", "script", "noscript", "svg"} & set(self.open):
            self.pieces.append((data, "abbr" in self.open))


TERM = re.compile(r"\b(" + "|".join(sorted(TERMS_BY_SHORT, key=len, reverse=True)) + r")\b")


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_abbreviation_in_a_widget_is_explained(name: str) -> None:
    # The prose defines QR, VR, DL, MUS, INI, SR, HP... at their first use; a calculator's
    # labels, hints, headings and columns now do too (their answers: render/abbr.js).
    words = _Words()
    words.feed(widget_html(REGISTRY[name].describe()))
    bare = [
        term for text, explained in words.pieces if not explained for term in TERM.findall(text)
    ]
    assert bare == []


def test_a_reading_is_one_house_rule_wherever_it_is_offered() -> None:
    # Every calculator offering a reading's setting offers the same choices in the same words,
    # so a choice kept for the table (docs/javascripts/house/store.js) means the same in each.
    offered: dict[str, set[tuple[tuple[str, str], ...]]] = {}
    for calculator in REGISTRY.values():
        for setting in calculator.settings:
            choices = tuple(zip(setting.choices, setting.choice_labels, strict=True))
            offered.setdefault(f"{setting.reading}:{setting.name}", set()).add(choices)
    assert {key for key, ways in offered.items() if len(ways) > 1} == set()
    assert [rule.key for rule in house_rules()] == sorted(
        offered, key=[rule.key for rule in house_rules()].index
    )
    assert len(house_rules()) == len(offered)
    # "96–00 is a plain failure" (RuneQuest, The Game System › Results, A000-01) is one rule
    # that the seven RuneQuest-reading calculators share.
    fumbles = next(rule for rule in house_rules() if rule.key == "A000-01:fumbles")
    assert set(fumbles.calculators) >= {"ability", "resistance", "opposed", "augment", "contest"}


def test_the_pass_headline_is_the_chance_it_is_completed() -> None:
    # Runeball 2022 Notes › Passing and Handoffs: Pass 10 at range 6 (DL 10) on a d12, receiver
    # Catch 10 with nobody near: a perfect pass on 3–12 (5/6) is caught at DL 8, an accurate one
    # on 1–2 at DL 12; completed 71/72 = 98.61%. Before the die is thrown (the headline's first
    # output, the thrown die's result, is empty) the chance it is completed leads.
    calculator = REGISTRY["runeball_pass"]
    assert calculator.headlines == ("roll_result", "outcomes.completed")
    answer = calculate("runeball_pass", {"pass_skill": 10, "range": 6, "catch_skill": 10})
    assert answer["outcomes_exact"]["completed"] == "71/72"


def test_the_planner_headline_says_who_acts_first() -> None:
    # RuneQuest II House Rules, The Combat Round › Strike Rank Cycle(s): the highest strike rank
    # acts first, equal ones at the same time; a surprised combatant's falls by 10 (Surprise).
    assert REGISTRY["sr_cycles"].headlines[0] == "first"
    rows = "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:none"
    assert calculate("sr_cycles", {"combatants": rows})["first"] == "Fahir, at strike rank 14"
    rows = "Fahir:14:3:1:none;Mikolos:9:2:0:none;Broo:9:2:0:none"
    together = calculate("sr_cycles", {"combatants": rows})["first"]
    assert together == "Mikolos and Broo together, at strike rank 9"


@pytest.mark.parametrize("name", list(REGISTRY))
def test_every_house_rule_has_a_few_words_for_the_folds_line(name: str) -> None:
    """The fold's line named the rules in force by count ("House rules: 1 changed"). Each
    reading's choice other than the site's says in a few words what a table plays
    (RuneQuest, The Game System › Results, reading A000-01: "fumbles count as failures")."""
    for setting in REGISTRY[name].settings:
        if not setting.reading:
            continue
        site, *others = setting.choice_short
        assert site == "", setting.name
        for words in others:
            assert words and len(words.split()) <= 8 and words == words.strip(), setting.name
    fumbles = {s.name: s for s in REGISTRY["ability"].settings}["fumbles"]
    assert fumbles.choice_short[fumbles.choices.index("failure")] == "fumbles count as failures"
