"""The Basic Roleplaying house-rules tables, transcribed from the sheet and compared cell for cell
with what rules_py generates."""

import pytest

from rules_py.brp.tables import TABLES

TENS = ("01–10", "11–20", "21–30", "31–40", "41–50", "51–60", "61–70", "71–80", "81–90", "91–00")

# Basic Roleplaying, Edited House Rules › Custom Major Wound Table (d100 ranges and names)
MAJOR_WOUNDS = (
    ("Legs injured", False),
    ("Facial scars", False),
    ("Hand or arm injured", False),
    ("Internal chest wound", False),
    ("Concussion damage", False),
    ("Loss of one or both legs", True),
    ("Facial mutilation", True),
    ("Loss of hand or arm", True),
    ("Injury to vitals", True),
    ("Massive mutilations", True),
)


def test_major_wound_table_matches_the_sheet() -> None:
    rows = TABLES["major_wounds"]().rows
    assert tuple(row[0] for row in rows) == TENS
    assert tuple(row[1] for row in rows) == tuple(name for name, _ in MAJOR_WOUNDS)
    assert tuple(row[3] == "permanent" for row in rows) == tuple(p for _, p in MAJOR_WOUNDS)


# Basic Roleplaying, Edited House Rules › Short / Longer Temporary Insanity: the key word of
# each printed row, in order
SHORT_KEYS = (
    "dread",
    "Fainting",
    "panic",
    "Hysterics",
    "Babbling",
    "Homicidal",
    "Hallucinations",
    "Will collapses",
    "Bizarre",
    "Catatonic",
)
LONGER_KEYS = (
    "Amnesia",
    "phobia",
    "Hallucinations",
    "Taboo",
    "Obsession",
    "tics",
    "blindness",
    "Psychosis",
    "Paranoia",
    "compulsive",
)


@pytest.mark.parametrize(
    ("name", "keys"), [("short_insanity", SHORT_KEYS), ("longer_insanity", LONGER_KEYS)]
)
def test_insanity_tables_match_the_sheet(name: str, keys: tuple[str, ...]) -> None:
    rows = TABLES[name]().rows
    assert tuple(row[0] for row in rows) == TENS
    for row, key in zip(rows, keys, strict=True):
        assert key in row[1]


# Basic Roleplaying, Edited House Rules › Defensive actions (1st..4th parry or dodge)
def test_defensive_actions_match_the_sheet() -> None:
    rows = TABLES["defensive_actions"]().rows
    # the sheet prints "-30%"; the site prints a true minus
    assert rows == (("1", "full skill"), ("2", "\u221230"), ("3", "\u221260"), ("4", "\u221290"))


# Basic Roleplaying, Edited House Rules › Shields versus missile fire
def test_shields_match_the_sheet() -> None:
    assert [row[1] for row in TABLES["shields"]().rows] == ["15%", "30%", "60%", "90%"]


# Basic Roleplaying, Edited House Rules › Armor Value
def test_armour_values_match_the_sheet() -> None:
    values = [int(row[0]) for row in TABLES["armour_values"]().rows]
    assert values == [0, 1, 2, 4, 5, 6, 7, 8, 10, 12, 14, 16]
