"""The twelve printed tables of Basic Roleplaying, Edited House Rules, transcribed from the sheet
and compared cell for cell with what rules_py generates.

Numbers, dice and d100 ranges are the sheet's exactly (the site prints a true minus); the words
are the site's own, so each expected row keeps the sheet's facts in the site's wording. The d100
tables must cover 01–00 with no gap or overlap.
"""

import pytest

from rules_py.brp.tables import TABLES
from rules_py.brp.tasks import Degree
from rules_py.tables import Table

M = "\u2212"  # the true minus the site prints where the sheet has "-"
TENS = ("01–10", "11–20", "21–30", "31–40", "41–50", "51–60", "61–70", "71–80", "81–90", "91–00")
HEALS = "Until fully healed"

# Basic Roleplaying, Edited House Rules › Recovery rates
RECOVERY_RATES = (
    ("Hit points", "First aid, once", "+1D3"),
    ("Hit points", "Each day, with no major wound", "+1"),
    ("Hit points", "End of each week with a major wound, on a CON save", "+1D3"),
    ("Hit points", "The same, in hospital, on a CON save", "+3 (the most)"),
    ("Fatigue", "Each minute of rest or light activity", "+1"),
    ("Sanity", "Each month of successful psychotherapy (no natural recovery)", f"+1D3{M}1"),
    ("Power points", "Each hour of sleep, or every two hours awake", "+1"),
    ("Luck", "Start of a session, d100 at or over current Luck", "+2D10+10"),
    ("Luck", "Start of a session, d100 under current Luck", "+1D10+5"),
)

# Basic Roleplaying, Edited House Rules › Automatic Skills (with the two later-setting lines)
AUTOMATIC_SKILLS = (
    ("Appraise", "15%", "Any"),
    ("Brawl", "25%", "Any"),
    ("Climb", "40%", "Any"),
    ("Dodge", "DEX/2", "Any"),
    ("Drive (Automobile)", "20%", "Any"),
    ("Firearm (Pistol)", "20%", "Any"),
    ("Firearm (Rifle)", "25%", "Any"),
    ("Firearm (Shotgun)", "30%", "Any"),
    ("First Aid", "30%", "Any"),
    ("Gaming/Gambling", "(INT+POW)/2", "Any"),
    ("Grapple", "25%", "Any"),
    ("Hide", "10%", "Any"),
    ("Language (Own)", "EDU or INT", "Any"),
    ("Listen", "25%", "Any"),
    ("Jump", "25%", "Any"),
    ("Melee Weapon (light: knife, quarterstaff)", "25%", "Any"),
    ("Melee Weapon (medium: axe, sword)", "15%", "Any"),
    ("Navigate", "10%", "Any"),
    ("Persuade", "15%", "Any"),
    ("Repair (any)", "15%", "Any"),
    ("Research (any)", "25%", "Any"),
    ("Sense", "10%", "Any"),
    ("Spot", "25%", "Any"),
    ("Stealth", "10%", "Any"),
    ("Status (General)", "15%", "Any"),
    ("Swim", "25%", "Any"),
    ("Teach", "10%", "Any"),
    ("Track", "10%", "Any"),
    ("Throw", "25%", "Any"),
    ("Technical (Computer Use)", "15%", "21st century, Sci-fi"),
    ("Technical (Vaccsuit/Spacesuits)", "15%", "Sci-fi"),
)

# Basic Roleplaying, Edited House Rules › Actions and moves allowed during a turn
MOVEMENT_ACTIONS = (
    ("up to 5 m", "up to 19 ft", "Nothing else", "full"),
    ("up to 5 m", "up to 19 ft", "One attack roll or other non-combat action", "full"),
    (
        "up to 5 m",
        "up to 19 ft",
        "Disengage: knock the enemy back and retreat, or run and allow the enemy one free attack "
        "at Disadvantage that cannot be parried or dodged",
        "full",
    ),
    ("6–15 m", "20 to 50 ft", "Nothing else", "1/2"),
    ("16–30 m", "51 to 100 ft", "Nothing else", "1/4"),
)

# Basic Roleplaying, Edited House Rules › Defensive actions (the sheet's five lines, its order)
DEFENSIVE_ACTIONS = (
    ("First parry or dodge", "full skill", "—"),
    ("Bonus parry or dodge", "full skill", "Fighting defensively: no attacks this round"),
    ("Second parry or dodge", f"{M}30", "—"),
    ("Third parry or dodge", f"{M}60", "—"),
    ("Fourth parry or dodge", f"{M}90", "—"),
)

# Basic Roleplaying, Edited House Rules › Attack results
ATTACK_RESULTS = (
    ("Critical success", "Maximum damage", "A critical parry or dodge (the attack misses)"),
    (
        "Special/hard success",
        "Damage rolled",
        "A critical or special parry or dodge (the attack misses)",
    ),
    ("Success", "Damage rolled", "Any successful parry or dodge"),
    ("Failure", "Miss", "—"),
    ("Fumble", "Fall prone, break the weapon or Disadvantage for 1D3 rounds", "—"),
)

# Basic Roleplaying, Edited House Rules › Burst fire and full autofire
BURST_AUTOFIRE = (
    ("Burst", "+30%", "1D4 or 1D6 (player's choice)", "Half the ammunition"),
    ("Full autofire", "+60%", "1D8 or 1D10 (player's choice)", "All the ammunition"),
)

# Basic Roleplaying, Edited House Rules › Shields versus missile fire
SHIELDS = (
    ("Half/small shield", "15%"),
    ("Full shield", "30%"),
    ("Large shield, or kneeling behind a full shield", "60%"),
    ("Kneeling behind a large shield", "90%"),
)

# Basic Roleplaying, Edited House Rules › Armor Value (AV) is subtracted from damage per hit
ARMOUR_VALUES = (
    ("0", "Normal clothing"),
    ("1", "Hide, soft leather, heavy clothing"),
    ("2", "Hard leather"),
    ("4", "Modern bulletproof vest, flak jacket"),
    ("5", "Ring mail"),
    ("6", "Scale mail"),
    ("7", "Chainmail, half plate"),
    ("8", "Full plate, sci-fi light assault armour"),
    ("10", "Sci-fi assault armour"),
    ("12", "Modern riot gear"),
    ("14", "Sci-fi light powered assault armour"),
    ("16", "Sci-fi heavy powered assault armour"),
)

# Basic Roleplaying, Edited House Rules › Make/fail Sanity check… (made, failed, situation)
SANITY_CHECKS = (
    ("0", "1", "A shock or an extreme surprise"),
    ("0", "1D2", "Coming upon a mangled animal carcass"),
    ("0", "1D3", "Coming upon a human corpse"),
    ("0", "1D3", "A close brush with death: a near fall, a crash, being shot or stabbed"),
    ("0", "1D3", "Coming upon a severed body part"),
    ("0", "1D4", "A stream running with blood"),
    ("0", "1D4", "Causing someone's death without meaning to"),
    ("0", "1D4", "Casting black magic"),
    ("1", "1D4+1", "Finding a mangled human corpse"),
    ("0", "1D6", "Waking up trapped in a coffin"),
    ("0", "1D6", "Seeing a friend die violently"),
    ("0", "1D6", "Committing deliberate murder"),
    ("0", "1D6", "Seeing a monster"),
    ("0", "1D6", "Casting powerful black magic"),
    ("0", "1D6", "Seeing something supernatural or plainly impossible"),
    ("1", "1D6+1", "Meeting someone you know to be dead"),
    ("0", "1D10", "Being severely tortured"),
    ("0", "1D10", "Casting supremely powerful black magic"),
    ("1", "1D10", "A corpse rising from its grave"),
    ("2", "2D10+1", "A gigantic severed head falling from the sky"),
    ("1D10", "1D100", "A primordial god of Chaos in monstrous form"),
)

# Basic Roleplaying, Edited House Rules › Custom Major Wound Table
MAJOR_WOUNDS = (
    ("01–10", "Legs injured", "Disadvantage on DEX tasks; move rate halved", HEALS),
    ("11–20", "Facial scars", "Disadvantage on CHA tasks", HEALS),
    ("21–30", "Hand or arm injured", "Disadvantage on STR tasks", HEALS),
    ("31–40", "Internal chest wound", "Disadvantage on CON tasks; move rate halved", HEALS),
    ("41–50", "Concussion damage", "Disadvantage on INT tasks", HEALS),
    (
        "51–60",
        "Loss of one or both legs",
        "Disadvantage on DEX tasks; move rate halved",
        "Permanent",
    ),
    (
        "61–70",
        "Facial mutilation",
        "Disadvantage on CHA tasks and Listen, Spot, Sense",
        "Permanent",
    ),
    ("71–80", "Loss of hand or arm", "Disadvantage on STR tasks", "Permanent"),
    ("81–90", "Injury to vitals", "Disadvantage on CON tasks; move rate halved", "Permanent"),
    (
        "91–00",
        "Massive mutilations",
        "Lose 10 each of CHA, DEX and CON; death if any reaches 0",
        "Permanent",
    ),
)

# Basic Roleplaying, Edited House Rules › Short Temporary Insanity
SHORT_INSANITY = tuple(
    zip(
        TENS,
        (
            "Shaken confidence and dread: Disadvantage on all task rolls",
            "Fainting or a screaming fit: Disadvantage on all task rolls",
            "Flees in panic at full move rate",
            "Hysterics or an emotional outburst",
            "Babbling, rapid incoherent speech",
            "Homicidal mania against enemies or those held responsible",
            "Hallucinations or delusions; denial of what is happening",
            "Will collapses; does what others say",
            "Bizarre behaviour",
            "Catatonic stupor",
        ),
        strict=True,
    )
)

# Basic Roleplaying, Edited House Rules › Longer Temporary Insanity ("91 to 100" is 91–00)
LONGER_INSANITY = tuple(
    zip(
        TENS,
        (
            "Amnesia: no memory of family, friends or mental skills",
            "Severe phobia of an object of obsession seen everywhere",
            "Hallucinations; real and imagined senses mixed up",
            "Taboo behaviours",
            "Obsession with one person, place or thing as the only safety",
            "Uncontrollable tics and tremors; cannot speak or write",
            "Psychosomatic blindness, deafness or loss of use of limbs",
            "Psychosis: voices, delusional convictions",
            "Paranoia",
            "Nonstop compulsive activity",
        ),
        strict=True,
    )
)

SHEET: dict[str, tuple[tuple[str, ...], ...]] = {
    "recovery_rates": RECOVERY_RATES,
    "automatic_skills": AUTOMATIC_SKILLS,
    "movement_actions": MOVEMENT_ACTIONS,
    "defensive_actions": DEFENSIVE_ACTIONS,
    "attack_results": ATTACK_RESULTS,
    "burst_autofire": BURST_AUTOFIRE,
    "shields": SHIELDS,
    "armour_values": ARMOUR_VALUES,
    "sanity_checks": SANITY_CHECKS,
    "major_wounds": MAJOR_WOUNDS,
    "short_insanity": SHORT_INSANITY,
    "longer_insanity": LONGER_INSANITY,
}


# Tables worked out from a rule rather than printed on the sheet.
DERIVED = {
    "task_thresholds",
    "hit_point_states",
    "fatigue_states",
    "round_phases",
    "round_order",
    "extended_rolls",
    "worked_examples",
}


def test_the_section_prints_the_sheets_twelve_tables() -> None:
    assert set(TABLES) - DERIVED == set(SHEET)


@pytest.mark.parametrize(
    ("rating", "expected"),
    [
        # Basic Tasks: critical under 1/20 and always 01–05, special under 1/5, fumble 96–00.
        pytest.param(
            "60%",
            ("01–05", "06–11", "12–60", "61–95", "96–00"),
            id="Basic Roleplaying > Basic Tasks 60",
        ),
        # 150%: under 7.5 is 01–07, under 30 is 08–29; 96–00 still fumble.
        pytest.param(
            "150%",
            ("01–07", "08–29", "30–95", "—", "96–00"),
            id="Basic Roleplaying > Basic Tasks 150",
        ),
        # 5%: 01–05 are criticals, nothing is left to plain success or special.
        pytest.param(
            "5%", ("01–05", "—", "—", "06–95", "96–00"), id="Basic Roleplaying > Basic Tasks 5"
        ),
    ],
)
def test_task_thresholds_basic_tasks(rating: str, expected: tuple[str, ...]) -> None:
    table = TABLES["task_thresholds"]()
    assert table.columns[1:] == tuple(degree.label for degree in sorted(Degree, reverse=True))
    assert {row[0]: row[1:] for row in table.rows}[rating] == expected
    assert table.source == "Basic Roleplaying, Edited House Rules › Basic Tasks"


@pytest.mark.parametrize("name", list(SHEET))
def test_basic_roleplaying_table_matches_the_sheet_cell_for_cell(name: str) -> None:
    table: Table = TABLES[name]()
    assert len(table.rows) == len(SHEET[name]), name
    for row, printed in zip(table.rows, SHEET[name], strict=True):
        assert row == printed
    assert table.source.startswith("Basic Roleplaying, Edited House Rules › ")


def _d100_faces(span: str) -> range:
    low, _, high = span.partition("–")
    first = 100 if low == "00" else int(low)
    last = first if not high else 100 if high == "00" else int(high)
    return range(first, last + 1)


@pytest.mark.parametrize("name", ["major_wounds", "short_insanity", "longer_insanity"])
def test_d100_table_covers_01_to_00_once(name: str) -> None:
    # Basic Roleplaying, Edited House Rules › Custom Major Wound Table, Short and Longer
    # Temporary Insanity: ten rows of ten, 01 to 00
    faces = [face for row in TABLES[name]().rows for face in _d100_faces(row[0])]
    assert faces == list(range(1, 101))


def test_hit_point_states() -> None:
    # Basic Characteristics: unconscious at 1–2 hit points, dead at the end of the next round at
    # 0 (A002-12: below 0 read as 0).
    assert TABLES["hit_point_states"]().rows == (
        ("Up and acting", "3 or more"),
        ("Unconscious", "1 to 2"),
        ("Dead at the end of the next round", "0 or below"),
    )


def test_fatigue_states_for_a_maximum_of_twelve() -> None:
    # Basic Characteristics: exhausted (Disadvantage on every task) at 0 fatigue or below;
    # A002-05: unconscious once fatigue reaches minus the maximum, −12 for a maximum of 12.
    assert TABLES["fatigue_states"]().rows == (
        ("Fresh", "1 or more"),
        ("Exhausted: Disadvantage on every task", f"{M}11 to 0"),
        ("Unconscious", f"{M}12 or below"),
    )


def test_round_phases() -> None:
    # Combat rounds are 12 seconds long: statements by DEX, powers by INT, actions by DEX.
    assert TABLES["round_phases"]().rows == (
        ("Statements", "highest DEX first"),
        ("Powers", "highest INT first"),
        ("Actions", "highest DEX first"),
        ("Resolution", "—"),
    )


def test_round_order_example() -> None:
    # Actions and moves allowed during a turn: a 12 m move leaves half DEX (16 acts at 8, A002-06);
    # Combat rounds…: whoever waits acts at the end, as if at DEX 1.
    rows = {row[0]: row for row in TABLES["round_order"]().rows}
    assert rows["Ana"][1:4] == ("16", "Moves 12 m", "8")
    assert rows["Cy"][3:] == ("1", "4th")
    places = [row[3] for row in TABLES["round_order"]().rows if row[0] != "Cy"]
    assert places == sorted(places, key=float, reverse=True)  # highest DEX first


def test_extended_rolls() -> None:
    # Extended Rolls: three successes at 60% take 3 / 0.6 = 5 checks on average; at 50%, all
    # three of the first three checks succeed an eighth of the time.
    rows = {row[0]: row for row in TABLES["extended_rolls"]().rows}
    assert rows["60%"][1] == "5"
    assert rows["50%"][2] == "12.5%"
    assert rows["90%"][-1] == ">99.99%"  # very nearly, but not quite, certain


def test_worked_examples() -> None:
    # Armor Value: chainmail is 7 and takes 7 off each hit; Recovery rates: 1 power point per
    # hour asleep, 1 per two hours awake (8 + 5 // 2); Teamwork: everyone rolls the best rating.
    assert {row[0]: row[1] for row in TABLES["worked_examples"]().rows} == {
        "Chainmail": "7",
        "Hit of 9 on chainmail": "2",
        "Hit of 5 on chainmail": "0",
        "Power points": "10",
        "Teamwork": "70",
    }
