"""The counting code of ``rules_py`` gives exactly the odds of the slow definitions it replaced
(``tests/rules/reference.py``): the same Fractions, for ratings in steps across
-10..150 and beyond, under every reading and every GM option when all fail.
"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_py.brp import tasks as brp
from rules_py.request import contests, extended, several
from rules_py.request.contests import AllFail
from rules_py.request.extended import Lead, Mode
from rules_py.request.skill_rolls import quality_rating_odds
from rules_py.runequest import augment, opposed, results
from rules_py.runequest.opposed import HolderBands
from rules_py.runequest.results import LowChance
from tests.request import chains
from tests.rules import reference

STEPS: tuple[int, ...] = (-10, -5, 0, 1, 3, 5, 7, 10, 19, 20, 21, 30, 45, 50, 60, 75, 90, 95, 96)
STEPS += (99, 100, 101, 105, 110, 125, 135, 150)
WIDE = (*STEPS, 199, 200, 250, 286, 301, 999, -200)
ratings = st.integers(min_value=-200, max_value=999)
slow = settings(max_examples=60, deadline=None)


@pytest.mark.parametrize("low", list(LowChance))
def test_result_levels_face_by_face(low: LowChance) -> None:
    for chance, bands_from in product(range(-10, 160), (None, 120, 135, 999)):
        for roll in range(1, 101):
            fast = results.result_level(chance, roll, low, bands_from)
            assert fast is reference.result_level(chance, roll, low, bands_from), (chance, roll)
        assert results.level_odds(chance, low, bands_from) == reference.level_odds(
            chance, low, bands_from
        )


@pytest.mark.parametrize(("low", "bands"), list(product(LowChance, HolderBands)))
def test_runequest_opposed_every_pair_of_steps(low: LowChance, bands: HolderBands) -> None:
    for a, b in product(STEPS, STEPS):
        assert opposed.opposed_odds(a, b, low, bands) == reference.opposed_odds(a, b, low, bands)


@pytest.mark.parametrize("low", list(LowChance))
def test_runequest_augment_every_pair_of_steps(low: LowChance) -> None:
    for augmenting, ability in product(WIDE[::2], STEPS[::2]):
        if not results.is_rollable(augmenting, low):
            continue
        fast = augment.augmented_odds(augmenting, ability, low)
        assert fast == reference.augmented_odds(augmenting, ability, low), (augmenting, ability)


@pytest.mark.parametrize(("threshold", "equal"), list(product(brp.Threshold, brp.EqualRatings)))
def test_brp_opposed_every_pair_of_steps(threshold: brp.Threshold, equal: brp.EqualRatings) -> None:
    for a, b in product(STEPS[::3], STEPS[::3]):
        fast = brp.opposed_odds(a, b, threshold, equal)
        assert fast == reference.brp_opposed_odds(a, b, threshold, equal), (a, b)


def test_request_quality_ratings_every_step() -> None:
    for skill in (*range(-10, 160), 199, 200, 201, 299, 300, 999, -200):
        assert quality_rating_odds(skill) == reference.quality_rating_odds(skill)


@pytest.mark.parametrize("all_fail", list(AllFail))
def test_request_round_odds_every_pair_of_steps(all_fail: AllFail) -> None:
    for a, b in product(WIDE[::3], WIDE[::3]):
        fast = contests.round_odds(a, b, all_fail)
        slow_odds = reference.round_odds(a, b, all_fail)
        assert fast == slow_odds and list(fast) == list(slow_odds), (a, b)


@pytest.mark.parametrize("all_fail", list(AllFail))
@pytest.mark.parametrize(
    "skills",
    [
        (50, 50),
        (40, 65, 80),
        (50, 50, 50),
        (10, 30, 50, 70),
        (1, 5, 95, 100, 101),
        (60, 60, 45, 45),
        (20, 286, 150),
        (-10, 0, 3),
        (10, 30, 50, 70, 90, 110),
        (50, 50, 50, 50, 50, 50),
        (150, 250, 350, 450, 550, 999),
    ],
    ids=str,
)
def test_request_several_participants(skills: tuple[int, ...], all_fail: AllFail) -> None:
    assert several.multi_contest_odds(skills, all_fail) == reference.multi_contest_odds(
        skills, all_fail
    )


@slow
@given(st.lists(ratings | st.sampled_from(STEPS), min_size=2, max_size=4), st.sampled_from(AllFail))
def test_request_several_participants_any(skills: list[int], all_fail: AllFail) -> None:
    assert several.multi_contest_odds(skills, all_fail) == reference.multi_contest_odds(
        skills, all_fail
    )


@pytest.mark.parametrize(("a", "b"), [(60, 45), (50, 50), (250, 40), (20, 286), (999, -200)])
@pytest.mark.parametrize("all_fail", list(AllFail))
def test_extended_contests_every_target(a: int, b: int, all_fail: AllFail) -> None:
    for target in (1, 2, 3, 5, 8, 13, 20):
        for mode, lead in ((Mode.ABSOLUTE, Lead.AT_LEAST), *((Mode.RELATIVE, x) for x in Lead)):
            fast = extended.extended_contest_odds(a, b, target, mode, lead, all_fail)
            slow_odds = reference.extended_contest_odds(a, b, target, mode, lead, all_fail)
            assert (fast.a_wins, fast.b_wins, fast.expected_rounds) == slow_odds, (target, mode)


@pytest.mark.parametrize(("a", "b"), [(60, 45), (250, 40), (999, -200)])
def test_extended_chains_state_by_state(a: int, b: int) -> None:
    steps = chains.victory_point_steps(a, b)
    assert list(steps) == reference.victory_point_steps(a, b)
    for target in (1, 2, 4, 7):
        assert chains.first_to_target(a, b, target) == reference.first_to_target(steps, target)
        assert chains.lead_by_target(a, b, target) == reference.lead_by_target(steps, target)


@slow
@given(
    ratings,
    ratings,
    st.integers(min_value=1, max_value=20),
    st.sampled_from(Mode),
    st.sampled_from(Lead),
    st.sampled_from(AllFail),
)
def test_extended_contest_any(
    a: int, b: int, target: int, mode: Mode, lead: Lead, all_fail: AllFail
) -> None:
    fast = extended.extended_contest_odds(a, b, target, mode, lead, all_fail)
    slow_odds = reference.extended_contest_odds(a, b, target, mode, lead, all_fail)
    assert (fast.a_wins, fast.b_wins, fast.expected_rounds) == slow_odds


@slow
@given(ratings, ratings, st.sampled_from(LowChance), st.sampled_from(HolderBands))
def test_runequest_opposed_any(a: int, b: int, low: LowChance, bands: HolderBands) -> None:
    assert opposed.opposed_odds(a, b, low, bands) == reference.opposed_odds(a, b, low, bands)
    if results.is_rollable(a, low):
        assert augment.augmented_odds(a, b, low) == reference.augmented_odds(a, b, low)


@slow
@given(ratings, ratings, st.sampled_from(AllFail))
def test_request_round_odds_any(a: int, b: int, all_fail: AllFail) -> None:
    assert contests.round_odds(a, b, all_fail) == reference.round_odds(a, b, all_fail)
