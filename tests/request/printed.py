"""What ReQuest, Core Mechanic: Skill Rolls prints, transcribed for comparison (headings as cited).

Kept as the document prints them, misprint included; the tests say where the rules disagree.
"""

# ReQuest › Result's Quality Rating: the one printed table, two rows.
QUALITY_RATING_TABLE = """
Skill Test Result | Critical success | Success | Failure | Fumble |
QR | +2 | +1 | 0 | -1 |
"""

# ReQuest › Skill Contests and Reaction Contests: the summary of contest pairs, as
# (heading the pair is printed under, magnitude, winner's QR, loser's QR).
CONTEST_PAIRS = (
    ("normal success (QR=1)", "partial", 1, 1),
    ("normal success (QR=1)", "full", 1, 0),
    ("normal success (QR=1)", "major", 2, 0),  # A001-01: printed wrong, should be 1 vs -1
    ("critical success (QR=2)", "partial", 2, 2),
    ("critical success (QR=2)", "full", 2, 1),
    ("critical success (QR=2)", "major", 2, 0),
    ("Failure (QR=0)", "partial", 0, 0),
    ("Failure (QR=0)", "full", 0, -1),
    ("additional criticals (QR3 or better)", "full", 4, 3),
)
MISPRINTED_PAIR = 2  # index into CONTEST_PAIRS
CORRECTED_PAIR = ("normal success (QR=1)", "major", 1, -1)

# ReQuest › Victory Ratings: the names of each VR.
VICTORY_RATING_NAMES = (("Narrow", 0), ("Full", 1), ("Major", 2))


def table_rows(printed: str) -> list[list[str]]:
    """The cells of a pipe table as printed (trailing empty cell dropped)."""
    rows = []
    for line in printed.strip().splitlines():
        cells = [cell.strip() for cell in line.split("|")]
        rows.append([cell for cell in cells if cell])
    return rows


def ascii_minus(cell: str) -> str:
    """A generated cell with the site's true minus read as the documents print it."""
    return cell.replace("\u2212", "-")
