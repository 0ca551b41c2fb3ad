"""How the site reads the Runeball pitch where the notes leave it open (Runeball 2022 Notes › The
Field; Half-Hexes; The Kickoff; Passing and Handoffs): its layout, which side the neutral zone is
on, which hexes are "in front" of a passer, and where a kickoff's kicker sets up. Where a
scattered kick goes is the bounce die's direction (reading A003-16, in
:mod:`rules_py.runeball.readings`).

These sit beside :mod:`rules_py.runeball.readings` (the rules' readings) and are listed with them
(:data:`rules_py.sources_page.readings.MORE_READING_MODULES`). ``ALSO_AFFECTS`` adds the field
calculator to the readings declared there that change no number but that it shows too.
"""

from rules_py.contract import reading_setting
from rules_py.runeball.field import Front
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

RB = Document.RUNEBALL
FIELD_CALCULATOR = "runeball_field"

READINGS: tuple[Reading, ...] = (
    Reading(
        "A003-14",
        RB,
        "The Kickoff",
        "A kickoff must land on 'the receiving team's side of the field': is the neutral zone, "
        "the line of hexes between the two sides, part of it?",
        "No: the neutral zone is nobody's side, so a kickoff that comes down on it is out of "
        "bounds.",
        ("The neutral zone counts as the receiving side: the ball is in play there.",),
        numbers=True,
    ),
    Reading(
        "A003-15",
        RB,
        "The Field; Half-Hexes",
        "How do 31 by 15 hexes with half-hexes at the ends of every other column fit together, "
        "where are the goal posts, and how is a range counted?",
        "Flat-topped hexes in straight columns across the pitch, columns 1–31 along it; the odd "
        "columns end in a half-hex at each sideline (rows 1–16), the even ones hold 15 whole "
        "hexes, so the neutral zone (column 16) and the goal posts (2.8 and 30.8) each have a "
        "middle hex. A range counts hexes without the one the passer stands on. The ball flies "
        "over every hex on which some length of the straight line between the two centres "
        "lies: both hexes where it runs along their edge, but not a hex whose corner it only "
        "touches at one point.",
        ("The even columns end in half-hexes: then the goal posts have no middle hex.",),
        (FIELD_CALCULATOR,),
    ),
    Reading(
        "A003-40",
        RB,
        "Passing and Handoffs; Kicking a Field Goal",
        "A defender next to the passer costs more 'in front of the passer, based on the "
        "direction of the throw': which of the six hexes around him are in front?",
        "Those one step nearer the receiver than the passer is (on a shortest way to him): one "
        "hex when the throw runs straight out through a hex side, two otherwise.",
        (
            "Those on the receiver's side of the passer (less than a right angle off the line "
            "of the throw): two or three hexes.",
        ),
        numbers=True,
    ),
    Reading(
        "A003-41",
        RB,
        "The Kickoff",
        "The kicker 'must be within 3 hexes of their own goal line': which line is that, and "
        "how are hexes from a line counted?",
        "The front of his own end zone, between the end zone and the field of play (the notes "
        "call the back line the 'end line', A003-29); the hexes on either side of it are 1 "
        "from it, so the kicker stands in columns 1–6 (26–31 at the other end). The field "
        "warns when a kickoff's kicker stands further out; where the ball lands does not "
        "depend on it.",
        ("The back line of the end zone: the kicker stands in his own end zone.",),
        (),
    ),
)

# Readings of rules_py.runeball.readings that change no number and that the field calculator
# shows as well (a reading it offers as a setting is listed from the setting).
ALSO_AFFECTS: dict[str, tuple[str, ...]] = {
    "A003-16": (FIELD_CALCULATOR,),
}


class NeutralZone:
    """Whose side the neutral zone is on, for a kickoff (reading A003-14)."""

    NOBODY = "nobody"
    RECEIVING = "receiving"


NEUTRAL_ZONE_SETTING = reading_setting(
    "neutral_zone",
    "A kickoff on the neutral zone",
    "A003-14",
    (
        (NeutralZone.NOBODY, "Out of bounds"),
        (NeutralZone.RECEIVING, "In play"),
    ),
    short={"receiving": "a neutral-zone kickoff is in play"},
)
FRONT_HEXES_SETTING = reading_setting(
    "front_hexes",
    "Hexes in front of the passer",
    "A003-40",
    Front,
    short={"half": "front hexes: the receiver's side"},
)
