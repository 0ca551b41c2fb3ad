"""The base chances calculator (Basic Roleplaying, Edited House Rules › "Automatic Skills",
"Language (Own)"): Dodge,
Gaming/Gambling and one's own language from percentile characteristics.
"""

from rules_py.brp.readings import (
    HALVES_SETTING,
)
from rules_py.brp.skills import Halves, dodge_base, gaming_base, language_own_base
from rules_py.contract import (
    Calculator,
    Input,
    JsonDict,
    Output,
)


def _base_chances(brp_halves: Halves, **values: int) -> JsonDict:
    halves = brp_halves
    dex, int_, pow_, edu = (values[key] for key in ("dex", "int", "pow", "edu"))
    return {
        "dodge": dodge_base(dex, halves),
        "gaming": gaming_base(int_, pow_, halves),
        "language": language_own_base(edu, int_),
        "work": {
            "dodge": f"DEX {dex} / 2, {halves.label.lower()}",
            "gaming": f"(INT {int_} + POW {pow_}) / 2, {halves.label.lower()}",
            "language": f"the better of EDU {edu} and INT {int_}",
        },
    }


def _characteristic(name: str, label: str, default: int) -> Input:
    return Input(name, label, default=default, minimum=0, maximum=999)


BRP_BASE_CHANCES = Calculator(
    name="brp_base_chances",
    title="Base chances from characteristics",
    summary="Dodge, Gaming/Gambling and one's own language from percentile characteristics.",
    inputs=(
        _characteristic("dex", "DEX", 65),
        _characteristic("int", "INT", 60),
        _characteristic("pow", "POW", 55),
        _characteristic("edu", "EDU", 70),
    ),
    outputs=(
        Output("dodge", "Dodge (%)", detail="work.dodge", style="percent"),
        Output("gaming", "Gaming/Gambling (%)", detail="work.gaming", style="percent"),
        Output("language", "Language (Own) (%)", detail="work.language", style="percent"),
    ),
    run=_base_chances,
    settings=(HALVES_SETTING,),
)
