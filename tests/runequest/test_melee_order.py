"""The melee order calculator against RuneQuest, The Game System › Strike Rank: the DEX and SIZ
strike rank tables for every value they print, melee against missile or spell, lower first, and
two at one strike rank under each reading of A000-17."""

import itertools
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import calculate
from rules_py.contract import InputError
from rules_py.runequest.melee_order import Attack, Combatant, SameStrikeRank, melee_order
from rules_py.runequest.strike_rank import dex_strike_rank, siz_strike_rank
from tests.sources.setting_case import RQ, Case

SETTING_CASES = (
    Case("melee_order", "same_strike_rank", "dex",
         {"combatants": "Broo:9:13:2:melee;Vasana:12:14:2:melee"}, "first",
         "Broo and Vasana (7)", "Vasana (7)",
         RQ + "Strike Rank: 3 + 2 + 2 for both; DEX 12 before DEX 9, or together"),
)  # fmt: skip

# The tables as the document prints them: (lowest, highest, strike rank); 19+ and 22+ open.
DEX_TABLE = ((1, 5, 5), (6, 8, 4), (9, 12, 3), (13, 15, 2), (16, 18, 1), (19, 40, 0))
SIZ_TABLE = ((1, 6, 3), (7, 14, 2), (15, 21, 1), (22, 40, 0))


@pytest.mark.parametrize(
    ("table", "rank"),
    [
        pytest.param(DEX_TABLE, dex_strike_rank, id="RuneQuest > Strike Rank: DEX Strike Rank"),
        pytest.param(SIZ_TABLE, siz_strike_rank, id="RuneQuest > Strike Rank: SIZ Strike Rank"),
    ],
)
def test_every_printed_row_of_the_strike_rank_tables(
    table: tuple[tuple[int, int, int], ...], rank: Callable[[int], int]
) -> None:
    for lowest, highest, printed in table:
        for value in range(lowest, highest + 1):
            siz = value if rank is siz_strike_rank else 10
            dex = value if rank is dex_strike_rank else 10
            row = f"X:{dex}:{siz}:0:melee"
            answer = calculate("melee_order", {"combatants": row})["combatants"][0]
            assert answer["dex_sr" if rank is dex_strike_rank else "siz_sr"] == printed, value


@pytest.mark.parametrize(
    ("row", "strike_rank"),
    [
        # DEX 12 -> 3, SIZ 14 -> 2, a weapon of 2: 3 + 2 + 2 = 7
        pytest.param("Vasana:12:14:2:melee", 7, id="RuneQuest > Strike Rank: melee DEX+SIZ+weapon"),
        # a missile or spell: DEX 12 -> 3, and the weapon's 2; SIZ does not count
        pytest.param("Vasana:12:14:2:missile", 5, id="RuneQuest > Strike Rank: missile DEX+weapon"),
        # DEX 19 -> 0, SIZ 22 -> 0, weapon 0: the quickest there is
        pytest.param("Quick:19:22:0:melee", 0, id="RuneQuest > Strike Rank: 19+ and 22+ give 0"),
    ],
)
def test_a_combatants_strike_rank(row: str, strike_rank: int) -> None:
    assert calculate("melee_order", {"combatants": row})["combatants"][0]["strike_rank"] == (
        strike_rank
    )


def test_lower_acts_sooner() -> None:
    # RuneQuest > Strike Rank: "the lower the strike rank, the sooner": 2, 6, then 7 and 7
    answer = calculate(
        "melee_order",
        {"combatants": "Vasana:12:14:2:melee;Harrek:11:17:2:melee;Yanioth:16:10:1:missile;"
         "Broo:9:13:2:melee"},
    )  # fmt: skip
    assert answer["order"] == "Yanioth (2), then Harrek (6), then Vasana and Broo (7)"
    assert [row["place"] for row in answer["combatants"]] == [1, 2, 3, 3]
    assert answer["combatants"][0]["siz_sr"] is None  # a missile: SIZ does not count


def test_a_name_used_twice_is_refused_at_its_row() -> None:
    with pytest.raises(InputError, match="row 1 already has this name"):
        calculate("melee_order", {"combatants": "Broo:9:13:2:melee;broo:10:13:2:melee"})


COMBATANT = st.builds(
    Combatant,
    name=st.sampled_from("ABCDEFGH"),
    dex=st.integers(1, 30),
    siz=st.integers(1, 30),
    weapon=st.integers(0, 5),
    attack=st.sampled_from(Attack),
)


@given(st.lists(COMBATANT, min_size=1, max_size=6), st.sampled_from(SameStrikeRank))
def test_the_order_against_every_pair(people: list[Combatant], same: SameStrikeRank) -> None:
    """Brute force: for every pair, the one in an earlier moment has the lower strike rank (or,
    under the DEX reading, the same and a higher DEX); two in one moment tie on both."""

    def rank(person: Combatant) -> int:
        siz = siz_strike_rank(person.siz) if person.attack is Attack.MELEE else 0
        return dex_strike_rank(person.dex) + siz + person.weapon

    moments = melee_order(people, same)
    assert sorted(map(id, itertools.chain(*moments))) == sorted(map(id, people))
    where = {id(person): at for at, moment in enumerate(moments) for person in moment}
    for a, b in itertools.permutations(people, 2):
        before = (rank(a), -a.dex if same is SameStrikeRank.DEX else 0) < (
            rank(b),
            -b.dex if same is SameStrikeRank.DEX else 0,
        )
        assert (where[id(a)] < where[id(b)]) == before


# RuneQuest, The Game System › Strike Rank: the order stands from round to round until a
# combatant's strike rank changes; Next round writes it into the roll log and counts on.
def test_next_round_logs_the_order_and_counts_on() -> None:
    answer = calculate(
        "melee_order", {"round": 3, "combatants": "Vasana:12:14:2:melee;Broo:9:13:2:melee"}
    )
    assert answer["next"] == {"round": "4"}
    assert answer["logged"] == f"Melee order: {answer['order']}"
    assert answer["logged"] == "Melee order: Vasana and Broo (7)"  # one strike rank: together
    assert answer["carried"].startswith("Round 4 keeps this order")
