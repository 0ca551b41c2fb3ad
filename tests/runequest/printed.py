"""Tables of RuneQuest, The Game System as printed, transcribed for comparison (headings as cited).

Kept as the document prints them (en dashes as minus signs, 00 for 100, leading zeros as printed);
``normalise`` turns a printed or generated cell into a comparable form.
"""

import re

# RuneQuest › Ability Result Table (36 rows: Ability, Critical, Special, Success, Failure, Fumble)
ABILITY_RESULT_TABLE = """
01–05 1 1 1–5 6–00 96–00
06–07 1 1 Per-ability Per-ability 96–00
08–10 1 1–2 Per-ability Per-ability 96–00
11–12 1 1–2 Per-ability Per-ability 97–00
13–17 1 1–3 Per-ability Per-ability 97–00
18–22 1 1–4 Per-ability Per-ability 97–00
23–27 1 1–5 Per-ability Per-ability 97–00
28–29 1 1–6 Per-ability Per-ability 97–00
30 1–2 1–6 Per-ability Per-ability 97–00
31–32 1–2 1–6 Per-ability Per-ability 98–00
33–37 1–2 1–7 Per-ability Per-ability 98–00
38–42 1–2 1–8 Per-ability Per-ability 98–00
43–47 1–2 1–9 Per-ability Per-ability 98–00
48–49 1–2 1–10 Per-ability Per-ability 98–00
50 1–3 1–10 Per-ability Per-ability 98–00
51–52 1–3 1–10 Per-ability Per-ability 99–00
53–57 1–3 1–11 Per-ability Per-ability 99–00
58–62 1–3 1–12 Per-ability Per-ability 99–00
63–67 1–3 1–13 Per-ability Per-ability 99–00
68–69 1–3 1–14 Per-ability Per-ability 99–00
70 1–4 1–14 Per-ability Per-ability 99–00
71–72 1–4 1–14 Per-ability Per-ability 00
73–77 1–4 1–15 Per-ability Per-ability 00
78–82 1–4 1–16 Per-ability Per-ability 00
83–87 1–4 1–17 Per-ability Per-ability 00
88–89 1–4 1–18 Per-ability Per-ability 00
90–92 1–5 1–18 Per-ability Per-ability 00
93–95 1–5 1–19 Per-ability Per-ability 00
96–97 1–5 1–19 1–95 96–00 00
98–102 1–5 1–20 1–95 96–00 00
103–107 1–5 1–21 1–95 96–00 00
108–109 1–5 1–22 1–95 96–00 00
110–112 1–6 1–22 1–95 96–00 00
113–117 1–6 1–23 1–95 96–00 00
118–122 1–6 1–24 1–95 96–00 00
(higher) 5%-ability 20%-ability 1–95 96–00 00
"""

# RuneQuest › Resistance Table (rows as printed; blanks at the left of rows 11..21 are omitted)
RESISTANCE_TABLE = """
1 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125 130 135 140 145 150
2 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125 130 135 140 145
3 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125 130 135 140
4 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125 130 135
05 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125 130
06 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120 125
07 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115 120
08 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110 115
09 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105 110
10 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 105
11 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100
12 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95
13 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90
14 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85
15 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80
16 05 10 15 20 25 30 35 40 45 50 55 60 65 70 75
17 05 10 15 20 25 30 35 40 45 50 55 60 65 70
18 05 10 15 20 25 30 35 40 45 50 55 60 65
19 05 10 15 20 25 30 35 40 45 50 55 60
20 05 10 15 20 25 30 35 40 45 50 55
21 05 10 15 20 25 30 35 40 45 50
"""

# RuneQuest › Hit Points, "Hit Point Modifiers" (Characteristic, SIZ, POW). The rows 5–8 and 13–16
# print one value; it is SIZ's (A000-03), so POW's cell is blank there, as on 9–12.
HIT_POINT_MODIFIERS = (
    ("1–4", "–2", "–1"),
    ("5–8", "–1", ""),
    ("9–12", "", ""),
    ("13–16", "+1", ""),
    ("17–20", "+2", "+1"),
    ("21–24", "+3", "+2"),
    ("25–28", "+4", "+3"),
    ("Each +4", "+1", "+1"),
)

# RuneQuest › Hit Points per Hit Location Table
LOCATION_HIT_POINTS = (
    ("Hit Location", "1–6", "7–9", "10–12", "13–15", "16–18", "19–21", "Each +3"),
    ("Each Leg", "2", "3", "4", "5", "6", "7", "+1"),
    ("Abdomen", "2", "3", "4", "5", "6", "7", "+1"),
    ("Chest", "3", "4", "5", "6", "7", "8", "+1"),
    ("Each Arm", "1", "2", "3", "4", "5", "6", "+1"),
    ("Head", "2", "3", "4", "5", "6", "7", "+1"),
)

# RuneQuest › Healing Rate
HEALING_RATE = (
    ("6 or less", "1"),
    ("7-12", "2"),
    ("13 to 18", "3"),
    ("Each +6 points", "Additional +1"),
)

# RuneQuest › Damage Bonus ("-" is printed for no bonus)
DAMAGE_BONUS = (
    ("12 or less", "-1D4"),
    ("13-24", "-"),
    ("25-32", "+1D4"),
    ("33-40", "+1D6"),
    ("41-56", "+2D6"),
    ("Each +16 points", "Additional +1D6"),
)

# RuneQuest › Strike Rank, "DEX Strike Rank:" and "SIZ Strike Rank"
DEX_STRIKE_RANK = (
    ("1–5", "5"),
    ("6–8", "4"),
    ("9–12", "3"),
    ("13–15", "2"),
    ("16–18", "1"),
    ("19+", "0"),
)
SIZ_STRIKE_RANK = (("1–6", "3"), ("7–14", "2"), ("15–21", "1"), ("22+", "0"))

# RuneQuest › Characteristics (name, abbreviation)
CHARACTERISTICS = (
    ("Strength", "STR"),
    ("Constitution", "CON"),
    ("Size", "SIZ"),
    ("Dexterity", "DEX"),
    ("Intelligence", "INT"),
    ("Power", "POW"),
    ("Charisma", "CHA"),
)

# RuneQuest › Characteristic Rolls (the named checks)
CHARACTERISTIC_ROLLS = (
    ("Strength Check", "STR×5"),
    ("Constitution Check", "CON×5"),
    ("Intelligence Check", "INT×5"),
    ("Dexterity Check", "DEX×5"),
    ("Luck Check", "POW×5"),
    ("Charisma Check", "CHA×5"),
)

# RuneQuest › Augment Result Table (result, modifier to the desired ability, experience check)
AUGMENT_RESULTS = (
    ("Critical Success", "+50%", "yes"),
    ("Special Success", "+30%", "yes"),
    ("Success", "+20%", "yes"),
    ("Failure", "–20%", "no"),
    ("Fumble", "–50%", "no"),
)


def printed_rows(block: str) -> list[list[str]]:
    """Split a transcribed block into rows of cells (a hyphen joins a multi-word cell)."""
    return [line.split() for line in block.strip().splitlines()]


def normalise(cell: str) -> str:
    """Compare cells by meaning: dashes, leading zeros, 00 as 100, spelling of the same words."""
    text = cell.lower().replace("per-ability", "per ability").replace("%-ability", "% ability")
    text = text.replace(" of ability", " ability").replace("additional ", "")
    text = text.replace("–", "-").replace("\u2212", "-").replace(" to ", "-").replace("none", "-")
    text = re.sub(r"\b00\b", "100", text)
    return re.sub(r"\b0+(\d)", r"\1", text)
