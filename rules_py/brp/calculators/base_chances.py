"""The base chances calculator (Basic Roleplaying, Edited House Rules › "Automatic Skills",
"Language (Own)"): Dodge,
Gaming/Gambling and one's own language from the characteristics.
"""

from rules_py.brp.readings import HALVES_SETTING, OWN_LANGUAGE_SETTING, SCALE_SETTING
from rules_py.brp.skills import (
    THREE_TO_EIGHTEEN_MAXIMUM,
    Halves,
    OwnLanguage,
    Scale,
    dodge_base,
    gaming_base,
    language_own_base,
)
from rules_py.contract import (
    Calculator,
    Input,
    InputError,
    JsonDict,
    Output,
)

NAMES = {"dex": "DEX", "int": "INT", "pow": "POW", "edu": "EDU"}


def _base_chances(
    brp_halves: Halves, brp_scale: Scale, own_language: OwnLanguage, **values: int
) -> JsonDict:
    halves, scale = brp_halves, brp_scale
    if scale is Scale.THREE_TO_EIGHTEEN:
        for key, value in values.items():
            if value > THREE_TO_EIGHTEEN_MAXIMUM:
                raise InputError(
                    key,
                    f"on the 3–18 scale (the setting 'Characteristic scale') "
                    f"{NAMES[key]} is at most {THREE_TO_EIGHTEEN_MAXIMUM}",
                )
    dex, int_, pow_, edu = (scale.percent(values[key]) for key in ("dex", "int", "pow", "edu"))
    shown = {
        key: f"{NAMES[key]} {values[key]}"
        if scale is Scale.PERCENTILE
        else f"({NAMES[key]} {values[key]} × 5 = {scale.percent(values[key])})"
        for key in NAMES
    }
    language = {
        OwnLanguage.BETTER: f"the better of {shown['edu']} and {shown['int']}",
        OwnLanguage.EDU: shown["edu"],
        OwnLanguage.INT: shown["int"],
    }[own_language]
    return {
        "dodge": dodge_base(dex, halves),
        "gaming": gaming_base(int_, pow_, halves),
        "language": language_own_base(edu, int_, own_language),
        "work": {
            "dodge": f"{shown['dex']} / 2, {halves.rounding}",
            "gaming": f"({shown['int']} + {shown['pow']}) / 2, {halves.rounding}",
            "language": language,
        },
    }


def _characteristic(name: str, label: str, default: int) -> Input:
    return Input(name, label, default=default, minimum=0, maximum=999)


BRP_BASE_CHANCES = Calculator(
    name="brp_base_chances",
    title="Base chances from characteristics",
    summary="Dodge, Gaming/Gambling and one's own language from the characteristics.",
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
    settings=(HALVES_SETTING, SCALE_SETTING, OWN_LANGUAGE_SETTING),
)
