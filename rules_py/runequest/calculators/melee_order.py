"""The melee order calculator (RuneQuest, The Game System › Strike Rank): each combatant's strike
rank from DEX, SIZ and the weapon (a missile or a spell: DEX and the weapon or spell), and the
order they act in, lowest first; two at one strike rank as reading A000-17 has them.
"""

from collections.abc import Sequence

from rules_py.contract import Calculator, Input, JsonDict, Output, Row
from rules_py.rounds import next_round, round_input
from rules_py.rows import refuse_repeated_names
from rules_py.runequest.calculators.characteristics import CHARACTERISTIC_RANGE
from rules_py.runequest.melee_order import (
    Attack,
    Combatant,
    SameStrikeRank,
    melee_order,
    strike_rank,
)
from rules_py.runequest.readings import SAME_STRIKE_RANK_SETTING
from rules_py.runequest.strike_rank import dex_strike_rank, siz_strike_rank

MAX_COMBATANTS = 20
MAX_ROUNDS = 99  # a fight's rounds, as the link keeps them
NAME_LENGTH = 40  # a party file's names (rules_py.party.NAME_LENGTH)
# A weapon's or a spell's strike rank, from tables outside this chapter (reading A000-14).
WEAPON_RANGE = (0, 20)

COMBATANTS = Input(
    "combatants",
    "Combatants",
    kind="rows",
    minimum=1,
    maximum=MAX_COMBATANTS,
    default="Vasana:12:14:2:melee;Harrek:11:17:2:melee;Yanioth:16:10:1:missile;Broo:9:13:2:melee",
    new_row="Foe:10:13:2:melee",
    help="a row each: DEX, SIZ, the weapon's (or spell's) strike rank, and melee or missile",
    columns=(
        Input("name", "Name", kind="text", maximum=NAME_LENGTH, holds="name"),
        Input(
            "dex",
            "DEX",
            minimum=1,
            maximum=CHARACTERISTIC_RANGE[1],
            holds="characteristic:DEX",
        ),
        Input(
            "siz",
            "SIZ",
            minimum=1,
            maximum=CHARACTERISTIC_RANGE[1],
            holds="characteristic:SIZ",
        ),
        Input("weapon", "Weapon strike rank", minimum=WEAPON_RANGE[0], maximum=WEAPON_RANGE[1]),
        Input(
            "attack",
            "Attack",
            kind="choice",
            default=Attack.MELEE.value,
            choices=tuple(attack.value for attack in Attack),
            choice_labels=tuple(attack.label for attack in Attack),
        ),
    ),
)


def _combatants(rows: Sequence[Row]) -> list[Combatant]:
    """The table's rows as combatants; a name used twice is refused at its second row."""
    refuse_repeated_names(COMBATANTS, rows)
    return [
        Combatant(
            str(row["name"]),
            int(row["dex"]),
            int(row["siz"]),
            int(row["weapon"]),
            Attack(str(row["attack"])),
        )
        for row in rows
    ]


def _melee_order(
    round: int, combatants: Sequence[Row], same_strike_rank: SameStrikeRank
) -> JsonDict:
    moments = melee_order(_combatants(combatants), same_strike_rank)
    table = []
    for place, moment in enumerate(moments, start=1):
        for person in moment:
            melee = person.attack is Attack.MELEE
            table.append(
                {
                    "place": place,
                    "name": person.name,
                    "dex_sr": dex_strike_rank(person.dex),
                    "siz_sr": siz_strike_rank(person.siz) if melee else None,
                    "weapon": person.weapon,
                    "strike_rank": strike_rank(person),
                }
            )
    words = [
        " and ".join(person.name for person in moment) + f" ({strike_rank(moment[0])})"
        for moment in moments
    ]
    order = ", then ".join(words)
    return {
        "first": words[0],
        "order": order,
        "combatants": table,
        # "Next round" on a page: the round it counts on to, the line it writes into the roll
        # log, and what the next round keeps (the strike ranks stand until a row changes).
        "next": {"round": next_round(round, MAX_ROUNDS)},
        "logged": f"Melee order: {order}",
        "carried": f"Round {next_round(round, MAX_ROUNDS)} keeps this order: change a row's weapon "
        "(or its attack) and the order follows.",
    }


MELEE_ORDER = Calculator(
    name="melee_order",
    title="Melee order",
    summary="Each combatant's strike rank from DEX, SIZ and the weapon, and who acts first.",
    inputs=(
        round_input(
            MAX_ROUNDS,
            "Next round counts on and writes the order into the roll log; the link keeps it",
        ),
        COMBATANTS,
    ),
    outputs=(
        Output("first", "Acts first"),
        Output("order", "Order of the round"),
        Output(
            "combatants",
            "Each combatant",
            kind="records",
            columns=(
                ("place", "Acts"),
                ("name", "Combatant"),
                ("dex_sr", "DEX SR"),
                ("siz_sr", "SIZ SR"),
                ("weapon", "Weapon SR"),
                ("strike_rank", "Strike rank"),
            ),
        ),
    ),
    run=_melee_order,
    headline=("first", "order"),
    settings=(SAME_STRIKE_RANK_SETTING,),
    next_round="next",
    round_log="logged",
    round_number="round",
    round_note="carried",
)
