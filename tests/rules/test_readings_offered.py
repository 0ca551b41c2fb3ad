"""The house rule on readings, held for every calculator: an output that another reading of the
rules changes is covered by a setting the calculator declares (CONTRIBUTING, "Its readings").

Each calculator runs on its defaults and on sampled inputs and settings
(tests/rules/sampled_inputs.py) under the site's readings, then again under every other reading of
every reading that changes a number (``Reading.numbers``) and that the calculator does not offer,
the other reading swapped in where the rules hold the site's as a default
(tests/rules/reading_swap.py). An output that moves depends on a reading the reader cannot choose:
the check names it. A calculator built the way a newcomer might, showing a fumble figure without the
fumbles setting, fails it.
"""

from collections.abc import Iterable
from enum import Enum
from random import Random

import pytest

from rules_py.calculators import REGISTRY
from rules_py.contract import Calculator, InputError, JsonDict, Output, rating_input
from rules_py.odds import as_percent
from rules_py.runequest.readings import FUMBLES_SETTING
from rules_py.runequest.results import Fumbles, ResultLevel, level_odds
from rules_py.sources_page.readings import all_readings
from tests.rules.reading_swap import Swap, applied, calls, plan
from tests.rules.sampled_inputs import sampled_inputs

# Readings that change a number whose choice is not an Enum with a default the rules could fall
# back on, with why no calculator can take the site's reading without offering it.
NOT_SWAPPED = {
    # Runeball › Kick-Off: the rule takes "a kickoff on the neutral zone is in play" as a yes/no
    # with no default (landing.kickoff_lands_in_play): a caller always says which.
    "A003-14": "its rule takes the choice as a yes/no without a default",
}


def reading_settings() -> dict[tuple[str, type[Enum]], Enum]:
    """Each setting of a reading that changes a number, by the reading's id and the Enum it
    chooses from (a reading may have two: A002-09's scale and halves), and the site's reading:
    the setting's default."""
    found: dict[tuple[str, type[Enum]], Enum] = {}
    for name in REGISTRY:
        for setting in REGISTRY[name].settings:
            if setting.enum is not None:
                site = setting.enum(setting.default)
                assert found.setdefault((setting.reading, setting.enum), site) is site, setting
    return found


SETTINGS = reading_settings()


def _at(result: JsonDict, key: str) -> object:
    found: object = result
    for part in key.split("."):
        found = found.get(part) if isinstance(found, dict) else None
    return found


def _shown(calculator: Calculator, inputs: dict[str, object]) -> dict[str, object] | str:
    """Every declared output of one answer (and the line under each), or why it was refused
    (under another reading, a rule may also fail where the site's reading never leads it)."""
    try:
        answer = calculator.calculate(inputs)
    except InputError as error:
        return f"refused: {error}"
    except Exception as error:  # only under a swapped reading (see hidden_readings)
        return f"failed: {error!r}"
    keys = [key for output in calculator.outputs for key in (output.key, output.detail) if key]
    return {key: _at(answer, key) for key in keys}


def _swaps() -> dict[tuple[str, type[Enum], Enum], Swap]:
    return {
        (reading, enum, other): plan(site, other)
        for (reading, enum), site in SETTINGS.items()
        for other in enum
        if other is not site
    }


SWAPS = _swaps()


def hidden_readings(
    calculator: Calculator, samples: Iterable[dict[str, object]], readings: Iterable[str]
) -> list[str]:
    """Each reading among ``readings`` the calculator does not offer whose other reading moves
    one of its outputs, with the first inputs and outputs it moves. A reading that is nobody's
    default (its rules take it without one) cannot be left out silently: it is skipped."""
    offered = {(setting.reading, setting.enum) for setting in calculator.settings}
    inputs = list(samples)
    answers: list[dict[str, object] | str] = []
    called = calls(lambda: answers.extend(_shown(calculator, each) for each in inputs))
    assert not any(str(answer).startswith("failed") for answer in answers), answers
    chosen = set(readings)
    found: list[str] = []
    for (reading, enum, other), swap in SWAPS.items():
        if reading not in chosen or (reading, enum) in offered or not swap.reaches(called):
            continue
        if any(reading in line for line in found):
            continue
        with applied(swap):
            moved = next(
                (
                    (each, answer, now)
                    for each, answer in zip(inputs, answers, strict=True)
                    if (now := _shown(calculator, each)) != answer
                ),
                None,
            )
        if moved is not None:
            each, answer, now = moved
            keys = (
                [k for k in answer if answer[k] != now[k]]
                if isinstance(answer, dict) and isinstance(now, dict)
                else ["the answer"]
            )
            found.append(
                f"{calculator.name}: {', '.join(keys)} moves under {reading} "
                f"({other.value}) at {each}, and it offers no setting for it"
            )
    return found


def numbers_readings() -> list[str]:
    return [reading.id for reading in all_readings().values() if reading.numbers]


def swappable_readings() -> list[str]:
    return sorted({reading for reading, _ in SETTINGS})


def test_every_reading_that_changes_a_number_can_be_swapped_in() -> None:
    """Each such reading is offered somewhere as an Enum setting (so the check can run it), or
    says why its rule cannot fall back on the site's reading."""
    for reading in numbers_readings():
        assert (reading in swappable_readings()) != (reading in NOT_SWAPPED), reading


@pytest.mark.parametrize("name", list(REGISTRY))
def test_no_calculator_shows_a_number_that_a_reading_it_does_not_offer_changes(name: str) -> None:
    calculator = REGISTRY[name]
    samples = sampled_inputs(calculator, Random(name), at_random=6, settings=True)
    assert not hidden_readings(calculator, samples, swappable_readings())


def _fumble_chance(chance: int) -> JsonDict:
    """As a newcomer writes it: the rule called with the site's reading by default."""
    return {"fumble": as_percent(level_odds(chance)[ResultLevel.FUMBLE])}


def _fumble_chance_read(chance: int, fumbles: Fumbles) -> JsonDict:
    """The same, with the reading the reader chose."""
    return {"fumble": as_percent(level_odds(chance, fumbles=fumbles)[ResultLevel.FUMBLE])}


def _newcomers_calculator(*settings: object) -> Calculator:
    """RuneQuest, The Game System › Results: the chance of a fumble, as a newcomer might add
    it, with or without the setting for reading A000-01 (a roll in the failure and the fumble
    range: a fumble, or a plain failure)."""
    return Calculator(
        name="fumble_figure",
        title="Fumble chance",
        summary="The chance of a fumble for one ability.",
        inputs=(rating_input("chance", "Chance (%)", 50),),
        outputs=(Output("fumble", "Chance of a fumble", style="percent"),),
        run=_fumble_chance_read if settings else _fumble_chance,
        settings=settings,  # type: ignore[arg-type]
    )


def test_a_calculator_showing_a_fumble_figure_without_the_fumbles_setting_fails() -> None:
    """The issue's case: a new calculator shows the chance of a fumble, which reading A000-01
    changes, without offering the setting; the check names the reading. Offered, it passes."""
    hidden = _newcomers_calculator()
    samples: list[dict[str, object]] = [{"chance": 50}, {"chance": 120}]
    found = hidden_readings(hidden, samples, swappable_readings())
    assert len(found) == 1 and "A000-01" in found[0] and "fumble" in found[0], found
    offered = _newcomers_calculator(FUMBLES_SETTING)
    assert hidden_readings(offered, samples, swappable_readings()) == []
