"""The action step planned cycle by cycle (RuneQuest II House Rules, The Combat Round › Action
Step; Strike Rank Cycle(s); SR minimum.; Surprise (HR)), worked by hand and checked as
properties."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import InputError
from rules_py.rq2_combat.calculators.sr_cycles import COMBATANTS, first_to_act
from rules_py.rq2_combat.conditions import Condition
from rules_py.rq2_combat.cycles import Combatant, action_step
from rules_py.rq2_combat.surprise import SurpriseTurn
from rules_py.sources_page.readings import all_readings
from rules_py.sources_page.tables import readings as readings_table


def test_strike_rank_cycles_highest_first_simultaneous_and_unequal_actions() -> None:
    """Strike Rank Cycle(s): everyone with an action takes one turn per cycle, highest strike
    rank first; equal strike ranks act together; cycles go on while anyone has an action."""
    step = action_step([Combatant("Ana", 12, 3), Combatant("Bo", 8, 2), Combatant("Cy", 8, 1)])
    assert step.cycles == ((("Ana",), ("Bo", "Cy")), (("Ana",), ("Bo",)), (("Ana",),))
    assert step.actions_left == ((2, 1, 0), (1, 0, 0), (0, 0, 0))
    assert step.strike_ranks == (12, 8, 8)


def test_highest_strike_rank_acts_first_whatever_the_order_given() -> None:
    """Action Step: the highest strike rank first, the lowest last (the reverse of RuneQuest)."""
    step = action_step([Combatant("Low", 3, 1), Combatant("High", 20, 1), Combatant("Mid", 9, 1)])
    assert step.cycles == ((("High",), ("Mid",), ("Low",)),)


def test_surprise_lowers_the_strike_rank_for_the_round_and_lifts_on_its_turn() -> None:
    """Surprise (HR): −10 strike rank all round; unsurprised on its own turn (cycle 1 here)."""
    step = action_step([Combatant("Ana", 12, 2), Combatant("Bo", 14, 2, surprised=True)])
    assert step.strike_ranks == (12, 4)
    assert step.cycles == ((("Ana",), ("Bo",)), (("Ana",), ("Bo",)))
    assert step.surprise_lifts == (None, 1)


def test_surprise_turn_without_action_under_the_other_reading() -> None:
    """Surprise (HR), reading A004-08: the turn that ends surprise passes without an action."""
    people = [Combatant("Ana", 12, 2), Combatant("Bo", 14, 2, surprised=True)]
    step = action_step(people, SurpriseTurn.NO_ACTION)
    # Action Step: Bo has actions left, so his turn is in cycle 1 (at 14 − 10 = 4), and passes.
    assert step.cycles == ((("Ana",), ("Bo",)), (("Ana",), ("Bo",)), (("Bo",),))
    assert step.passes == (frozenset({"Bo"}), frozenset(), frozenset())
    assert step.actions_left == ((1, 0, 0), (2, 1, 0))
    assert step.surprise_lifts == (None, 1)


@pytest.mark.parametrize(
    "reading",
    list(SurpriseTurn),
    ids=lambda r: f"RuneQuest II combat round › Action Step; Surprise (HR), A004-08 {r.value}",
)
def test_a_lone_surprised_combatant_has_its_first_turn_in_cycle_one(reading: SurpriseTurn) -> None:
    """Action Step: each character with a combat action left has a turn in each cycle; Surprise
    (HR): it becomes unsurprised on that turn. Bo (SR 8, surprised: 0, 2 actions) under either
    reading of A004-08: the turn is listed, passes under one, and "first" says who spends an
    action first, agreeing with the actions spent."""
    result = calculate(
        "sr_cycles", {"combatants": "Bo:8:2:1:none:0", "surprise_turn": reading.value}
    )
    if reading is SurpriseTurn.NO_ACTION:
        assert result["cycles"] == [[["Bo (turn passes)"]], [["Bo"]], [["Bo"]]]
        assert result["first"] == "Bo, at strike rank 0, in cycle 2 (every turn of cycle 1 passes)"
    else:
        assert result["cycles"] == [[["Bo"]], [["Bo"]]]
        assert result["first"] == "Bo, at strike rank 0"
    assert result["spent"] == "Bo 2 of 2 actions"


def test_strike_rank_minimum_applies_after_the_surprise_penalty() -> None:
    """SR minimum.: a strike rank never goes below 0; 6 − 10 is 0, level with a 0 already."""
    step = action_step([Combatant("Ana", 6, 1, surprised=True), Combatant("Bo", 0, 1)])
    assert step.strike_ranks == (0, 0)
    assert step.cycles == ((("Ana", "Bo"),),)


def test_nobody_with_actions_means_no_cycles() -> None:
    """Strike Rank Cycle(s): with no actions left the round goes straight to its wrap-up."""
    step = action_step([Combatant("Ana", 12, 0, surprised=True)])
    assert step.cycles == ()
    assert step.surprise_lifts == (None,)


def test_sr_cycles_calculator_on_the_pages_worked_example() -> None:
    """The round page's example: Fahir 14/3, Mikolos 9/2, an overextended broo 9/2 and a
    surprised scout 13/2."""
    result = calculate(
        "sr_cycles",
        {"combatants": "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1"},
    )
    assert result["cycles"] == [
        [["Fahir"], ["Mikolos", "Broo"], ["Scout"]],
        [["Fahir"], ["Mikolos", "Broo"], ["Scout"]],
        [["Fahir"]],
    ]
    assert result["cycle_count"] == 3
    scout = result["order"][3]
    assert (scout["sheet_sr"], scout["sr"], scout["surprise_lifts_cycle"]) == (13, 3, 1)
    assert scout["surprise"] == "Cycle 1, strike rank 3"
    assert [row["actions_left"] for row in result["order"]] == [
        [2, 1, 0],
        [1, 0, 0],
        [1, 0, 0],
        [1, 0, 0],
    ]
    broo = result["conditions"][2]
    assert (broo["attack_bonus"], broo["damage_bonus"]) == (20, 0)
    assert broo["ends"] == "End of this round (wrap-up step)"
    assert result["reroll_strike_ranks"] is True
    assert any("Mikolos + Broo" in note for note in result["notes"])


def test_sr_cycles_conditions_vulnerable_and_dazed() -> None:
    """Vulnerable (HR): +20% and +2 damage to attackers; Dazed/stunned (HR): only move or change
    position on its turns, still takes them."""
    result = calculate("sr_cycles", {"combatants": "Ana:10:2:0:vulnerable;Bo:7:2:0:dazed"})
    ana, bo = result["conditions"]
    assert (ana["attack_bonus"], ana["damage_bonus"]) == (20, 2)
    assert ana["attackers_get"] == "+20% to attack, +2 damage on a hit"
    assert bo["on_its_turns"] == "Only move at up to half its rate, or change position"
    assert result["cycles"] == [[["Ana"], ["Bo"]], [["Ana"], ["Bo"]]]
    assert result["reroll_strike_ranks"] is False
    assert any(note.startswith("Dazed (Bo)") for note in result["notes"])


def test_sr_cycles_refuses_a_name_used_twice_at_its_second_row() -> None:
    with pytest.raises(InputError) as raised:
        calculate("sr_cycles", {"combatants": "Ana:10:1;Bo:8:1;ana:3:1"})
    assert raised.value.input == "combatants[3].name"
    assert "row 1" in raised.value.message


@pytest.mark.parametrize("reading", list(SurpriseTurn))
def test_surprised_and_keeping_every_action_to_defend_lifts_on_its_first_turn(
    reading: SurpriseTurn,
) -> None:
    """Surprise (HR) with Action Step: a character with at least one combat action left has a
    turn; the scout keeping both actions for parries and evades shakes surprise off on its turn
    in cycle 1 (strike rank 13 − 10 = 3) and can defend from then on, under either reading of
    A004-08 (the site once said it stayed surprised all round)."""
    table = "Fahir:14:3:0:none;Scout:13:0:1:none:2"
    result = calculate("sr_cycles", {"combatants": table, "surprise_turn": reading.value})
    scout = result["order"][1]
    assert (scout["surprise_lifts_cycle"], scout["sr"], scout["kept"]) == (1, 3, 2)
    assert scout["surprise"] == (
        "Cycle 1, strike rank 3 (its turn passes; from then on its 2 kept actions can parry "
        "and evade)"
    )
    # Its turns are on strike rank 3, after Fahir's 14, in every cycle, spending nothing.
    assert result["cycles"] == [[["Fahir"], ["Scout (turn passes)"]]] * 3
    # With no combat action at all there is no turn, so no way out of surprise this round.
    none_left = calculate("sr_cycles", {"combatants": "Fahir:14:3;Scout:13:0:1:none:0"})
    assert none_left["order"][1]["surprise_lifts_cycle"] is None
    assert none_left["order"][1]["surprise"].startswith("Stays surprised")


def test_a_kept_action_is_not_spent_on_a_turn() -> None:
    """Action Step: defences are out of turn; the actions kept for them take no place in the
    cycles, while the turns go on as before."""
    with_kept = action_step([Combatant("Ana", 12, 2, kept=3), Combatant("Bo", 8, 1)])
    without = action_step([Combatant("Ana", 12, 2), Combatant("Bo", 8, 1)])
    assert with_kept.cycles == without.cycles == ((("Ana",), ("Bo",)), (("Ana",),))


@pytest.mark.parametrize("reading", list(SurpriseTurn))
def test_a_turn_kept_for_defence_is_listed_in_cycle_1(reading: SurpriseTurn) -> None:
    """Surprise (HR): a surprised character "will become 'unsurprised' on its turn"; Bo spends
    nothing on turns and keeps 2 actions to defend, so his turn (cycle 1, strike rank
    8 − 10 = 0) is in the list, passing, and the round has that cycle."""
    settings = {"surprise_turn": reading.value}
    both = calculate("sr_cycles", {"combatants": "Ana:12:1:0:none:0;Bo:8:0:1:none:2", **settings})
    assert both["cycles"] == [[["Ana"], ["Bo (turn passes)"]]]
    alone = calculate("sr_cycles", {"combatants": "Bo:8:0:1:none:2", **settings})
    assert alone["cycles"] == [[["Bo (turn passes)"]]]
    assert alone["cycle_count"] == 1
    assert alone["order"][0]["surprise"].startswith("Cycle 1, strike rank 0")


@pytest.mark.parametrize(
    ("table", "cycles", "together"),
    [
        pytest.param(
            "Guard:40:0:0:none:2;Axe:40:4:0:none:0",
            [[["Axe", "Guard (turn passes)"]]] * 4,
            None,
            id="RQII Combat Round > Strike Rank Cycle(s): a turn in every cycle, not acting with",
        ),
        pytest.param(
            "Guard:40:1:0:none:1;Axe:40:3:0:none:0",
            [[["Guard", "Axe"]]] + [[["Axe", "Guard (turn passes)"]]] * 2,
            "Acting at the same time: Guard + Axe.",
            id="RQII Combat Round > Action Step: same SR together only when both spend an action",
        ),
    ],
)
def test_a_character_with_actions_kept_takes_a_turn_in_every_cycle(
    table: str, cycles: list[list[list[str]]], together: str | None
) -> None:
    """Action Step: "During a Cycle, each character with at least one combat action remaining
    may perform one Combat Action ... on their SR"; Strike Rank Cycle(s): "Once all characters
    have taken a turn", another cycle while actions are left. The guard keeps his 2 actions to
    parry and evade, so he has combat actions left all round and a turn in each of the axeman's
    4 cycles, which passes: he spends nothing, so he does not act "at the same time" as the
    axeman on strike rank 40 (the planner once listed him in cycle 1 only and said both
    acted together)."""
    result = calculate("sr_cycles", {"combatants": table})
    assert result["cycles"] == cycles
    assert result["cycle_count"] == len(cycles)
    simultaneous = [note for note in result["notes"] if note.startswith("Acting at the same")]
    assert [note.split(" Nobody")[0] for note in simultaneous] == ([together] if together else [])


def test_a_surprised_character_already_on_strike_rank_0_is_not_listed_as_changed() -> None:
    """Surprise (HR) and SR minimum.: −10 from 0 stays 0, so nothing changed ("0 → 0" was shown)."""
    result = calculate("sr_cycles", {"combatants": "Cy:0:1:1;Di:5:1:1"})
    shown = {row["name"]: row["sr_change"] for row in result["order"]}
    assert shown == {
        "Cy": "0, surprised (already the lowest)",
        "Di": "5 → 0, surprised (never below 0)",
    }
    assert result["notes"][0] == "Strike ranks changed: Di: 5 → 0, surprised (never below 0)."
    assert not any("0 → 0" in note for note in result["notes"])


def test_results_say_what_changed_a_strike_rank() -> None:
    """Surprise (HR) and SR minimum.: the planner says "Scout: 13 → 3, surprised", and names the
    floor of 0 when it applies (6 − 10 is 0)."""
    result = calculate("sr_cycles", {"combatants": f"{COMBATANTS.default};Ana:6:1:1"})
    shown = {row["name"]: row["sr_change"] for row in result["order"]}
    assert shown == {
        "Fahir": "14",
        "Mikolos": "9",
        "Broo": "9",
        "Scout": "13 → 3, surprised",
        "Ana": "6 → 0, surprised (never below 0)",
    }
    assert result["notes"][0] == (
        "Strike ranks changed: Scout: 13 → 3, surprised; Ana: 6 → 0, surprised (never below 0)."
    )
    quiet = calculate("sr_cycles", {"combatants": "Fahir:14:3;Bo:9:2"})
    assert not any(note.startswith("Strike ranks changed") for note in quiet["notes"])


def test_add_row_starts_from_a_row_python_accepts() -> None:
    """The row "Add row" inserts (with its name made unique on the page) is a valid combatant."""
    row = COMBATANTS.new_row
    result = calculate("sr_cycles", {"combatants": f"{COMBATANTS.default};{row}"})
    added = result["order"][-1]
    assert (added["name"], added["sr"], added["actions"], added["kept"]) == ("Combatant", 10, 2, 0)


@pytest.mark.parametrize(
    ("reading_id", "heading"),
    [
        pytest.param(
            "A004-09",
            "Charging - clarification",
            id="RQII Combat Round > Charging - clarification: longest first",
        ),
        pytest.param(
            "A004-10", "Action Step", id="RQII Combat Round > Action Step: same SR if they wish"
        ),
        pytest.param(
            "A004-11",
            "Interrupting Combat Actions",
            id="RQII Combat Round > Interrupting Combat Actions: after delay",
        ),
        pytest.param(
            "A004-12",
            "Charging - clarification",
            id="RQII Combat Round > Charging - clarification: same reach",
        ),
    ],
)
def test_contradictions_and_gaps_are_registered_readings(reading_id: str, heading: str) -> None:
    """Three contradictions of the page, and one case it leaves out, are readings, listed on
    the Sources page; none changes a number a calculator shows, so none is a setting."""
    reading = all_readings()[reading_id]
    assert reading.heading == heading and reading.others
    assert not any(
        setting.reading == reading_id for calc in REGISTRY.values() for setting in calc.settings
    )
    listed = [row[0] for row in readings_table().rows]
    assert any(reading_id in cell for cell in listed)


def _named(people: list[Combatant]) -> list[Combatant]:
    return [
        Combatant(f"C{i}", p.strike_rank, p.actions, p.surprised, p.condition, p.kept)
        for i, p in enumerate(people)
    ]


combatants = st.lists(
    st.builds(
        Combatant,
        name=st.just(""),
        strike_rank=st.integers(0, 40),
        actions=st.integers(0, 6),
        surprised=st.booleans(),
        condition=st.sampled_from(Condition),
        kept=st.integers(0, 3),
    ),
    min_size=1,
    max_size=8,
).map(_named)


@given(people=combatants, reading=st.sampled_from(SurpriseTurn))
def test_every_action_is_used_exactly_once_in_descending_strike_rank(
    people: list[Combatant], reading: SurpriseTurn
) -> None:
    step = action_step(people, reading)
    rank = {p.name: sr for p, sr in zip(people, step.strike_ranks, strict=True)}
    for person in people:
        # one turn per action spent; with actions kept to defend, a turn in every cycle (those
        # past the ones it spends passing); and the turn that ends surprise under A004-08's
        # other reading, listed and passing
        turns = sum(group.count(person.name) for cycle in step.cycles for group in cycle)
        passed = sum(person.name in passing for passing in step.passes)
        lost = int(person.surprised and person.actions > 0 and reading is SurpriseTurn.NO_ACTION)
        assert turns - passed == person.actions
        assert turns == (len(step.cycles) if person.kept else person.actions + lost)
    for cycle in step.cycles:
        names = [name for group in cycle for name in group]
        assert len(names) == len(set(names))  # one turn each per cycle
        group_ranks = [rank[group[0]] for group in cycle]
        assert group_ranks == sorted(group_ranks, reverse=True)
        assert len(set(group_ranks)) == len(group_ranks)  # one group per strike rank
        assert all(len({rank[name] for name in group}) == 1 for group in cycle)
    assert all(sr >= 0 for sr in step.strike_ranks)
    for left in step.actions_left:
        assert list(left) == sorted(left, reverse=True)
        assert not left or left[-1] == 0
    longest = max(
        max(p.actions, int(p.has_a_turn))
        + (1 if p.surprised and p.actions and reading is SurpriseTurn.NO_ACTION else 0)
        for p in people
    )
    assert len(step.cycles) == longest
    for person, lifts in zip(people, step.surprise_lifts, strict=True):
        # Surprise lifts on the first turn, which anyone with a combat action has in cycle 1.
        assert lifts == (1 if person.surprised and person.has_a_turn else None)


@given(people=combatants, reading=st.sampled_from(SurpriseTurn))
def test_everyone_with_an_action_left_has_a_turn_in_every_cycle_and_first_agrees(
    people: list[Combatant], reading: SurpriseTurn
) -> None:
    """RuneQuest II combat round › Action Step: during a cycle each character with at least one
    combat action remaining has its turn (Surprise (HR): one becomes unsurprised on its turn), so
    under every reading of A004-08 each cycle lists everyone with an action left as it starts;
    and "Acts first" names who spends the round's first action, as the actions left say."""
    step = action_step(people, reading)
    for number, cycle in enumerate(step.cycles):
        listed = {name for group in cycle for name in group}
        for index, person in enumerate(people):
            before = step.actions_left[index][number - 1] if number else max(0, person.actions)
            if before or person.kept:
                assert person.name in listed
    names = [person.name for person in people]
    first = first_to_act(names, step)
    # the first cycle where an action is spent, and there the highest strike rank spending one
    spenders = [
        (number, step.strike_ranks[index], person.name)
        for index, person in enumerate(people)
        for number in range(len(step.cycles))
        if step.actions_left[index][number]
        < (step.actions_left[index][number - 1] if number else max(0, person.actions))
    ]
    if not spenders:
        assert first.startswith("Nobody")
        assert all(p.actions <= 0 for p in people)
        return
    first_cycle, rank, _ = min(spenders, key=lambda s: (s[0], -s[1]))
    group = [name for number, sr, name in spenders if (number, sr) == (first_cycle, rank)]
    assert first.startswith(
        " and ".join([", ".join(group[:-1]), group[-1]]) if len(group) > 1 else group[0]
    )
    assert f"at strike rank {rank}" in first
    assert (f"in cycle {first_cycle + 1}" in first) == (first_cycle > 0)
