"""The reattempt calculator (RuneQuest, The Game System › Reattempting Ability Rolls): one more
try at −20% after a failed roll, each try an ability roll of its own (Results)."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import calculate
from rules_py.contract import RATING_RANGE, InputError
from tests.sources.setting_case import RQ, Case

# Each other choice of each setting, worked out by hand (tests/sources/test_every_setting.py runs
# them under the site's reading and under the other).
SETTING_CASES = (
    Case("reattempt", "low_chance", "no_chance", {"chance": 15}, "odds.second",
         4.25, 0.0, RQ + "Reattempting Ability Rolls: 85% × 5% at −5%, or no roll"),
    Case("reattempt", "high_rolls", "special", {"chance": 500}, "odds.neither",
         0.25, 0.04, RQ + "Abilities Above 100%: 5% × 5% fail both, or 1% × 4%"),
)  # fmt: skip


@pytest.mark.parametrize(
    ("chance", "second", "either"),
    [
        # 74%, then 54%: 74 + 26 × 54 / 100 = 88.04
        pytest.param(74, 54, 88.04, id="RuneQuest > Abilities: Shortsword 74%, then 54%"),
        # 135% and 115% both succeed on 01–95 only: 95 + 5 × 95 / 100 = 99.75
        pytest.param(135, 115, 99.75, id="RuneQuest > Abilities Above 100%: 135%, then 115%"),
        # 20%, then 0%: 01–05 still succeed (A000-05): 20 + 80 × 5 / 100 = 24
        pytest.param(20, 0, 24.0, id="RuneQuest > Results: 01-05 always succeed on the retry"),
    ],
)
def test_the_second_try_is_at_minus_20(chance: int, second: int, either: float) -> None:
    answer = calculate("reattempt", {"chance": chance})
    assert answer["second_chance"] == second
    assert answer["either"] == pytest.approx(either)
    assert answer["odds"]["first"] + answer["odds"]["second"] == pytest.approx(either)


def test_the_odds_are_exact() -> None:
    # RuneQuest › Reattempting Ability Rolls: 65%, then 45%: 65/100, 35/100 × 45/100, the rest
    answer = calculate("reattempt", {"chance": 65})
    assert answer["odds_exact"] == {"first": "13/20", "second": "63/400", "neither": "77/400"}


def test_no_second_try_at_0_percent_or_less_under_the_other_reading() -> None:
    # RuneQuest › Ability Rolls (A000-05): "no chance of success", so the retry at 15 - 20 = -5
    # is not rolled
    answer = calculate("reattempt", {"chance": 15, "low_chance": "no_chance"})
    assert answer["odds"] == {"first": 15.0, "second": 0.0, "neither": 85.0}


def test_above_478_percent_96_to_99_succeed_under_the_other_reading() -> None:
    # RuneQuest › Abilities Above 100% (A000-04): a fifth of 500% is 100, so 96–99 are specials
    # (00 fails); a fifth of the retry's 480% is 96, so 96 alone is: 1/100 × 4/100 fail both
    site = calculate("reattempt", {"chance": 500})
    other = calculate("reattempt", {"chance": 500, "high_rolls": "special"})
    assert site["odds_exact"]["neither"] == str(Fraction(5, 100) ** 2)
    assert other["odds_exact"]["neither"] == str(Fraction(1, 100) * Fraction(4, 100))


def test_a_missing_chance_is_refused() -> None:
    with pytest.raises(InputError, match="chance: is required"):
        calculate("reattempt", {})


@given(st.integers(*RATING_RANGE))
def test_a_second_try_only_adds_and_adds_less_than_the_first(chance: int) -> None:
    answer = calculate("reattempt", {"chance": chance})
    first, second = (Fraction(answer["odds_exact"][end]) for end in ("first", "second"))
    assert sum(Fraction(p) for p in answer["odds_exact"].values()) == 1
    # the retry is at a lower chance, and only after a failure
    assert 0 < second <= first * (1 - first)
