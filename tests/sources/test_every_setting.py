"""The Sources page's promise, kept: every reading whose other reading changes a number says so
(``Reading.numbers``) and some calculator offers it as a setting; and every other reading of
every setting of every calculator (the contest and the comparison included) is tried here on a
case worked out by hand from the document, under the site's reading and under the other one.
"""

import importlib
from pathlib import Path
from typing import Any

import pytest

from rules_py.calculators import REGISTRY, calculate
from rules_py.contract import InputError
from rules_py.sources.documents import Document
from rules_py.sources_page.readings import all_readings
from rules_py.sources_page.tables import settings_by_reading
from tests.sources.setting_case import BRP, RB, RE, RQ, RQ2, Case

READINGS = all_readings()
SETTINGS = settings_by_reading()

# The calculators this file holds to a hand-worked case per other reading: every calculator (the
# registry's, from every module that declares calculators), every document's readings.
CHECKED = tuple(REGISTRY)
FLAGGED = tuple(Document)

ERROR = "error"  # the calculator refuses the inputs under that reading
LEAD_OF_4 = object()  # worked out from the same contest with a target of 4
UNCHECKED = object()  # the site's reading has no such value (or another test holds it)

RQ_CHARACTERISTICS = {"str": 13, "con": 11, "siz": 6, "dex": 12, "int": 13, "pow": 10, "cha": 10}
BRP_BASES = {"dex": 65, "int": 60, "pow": 55, "edu": 70}
BRP_3_18 = {"dex": 13, "int": 12, "pow": 11, "edu": 14}
SANITY_40 = {"sanity": 40, "int_save": 60, "insanity_procedure": "loss_size", "maximum_sanity": 60}
RB_PLAYER = {"mus": 12, "skl": 11, "spd": 13, "tou": 12, "wit": 10, "tec": 11, "cha": 9,
             "increase": "none", "first": "mus", "second": "spd"}  # fmt: skip
RB_TEST = {"skill": 10, "dl": 16, "exertion": 0, "modifier": 0}
RB_PASS = {"pass_skill": 10, "range": 8, "passer_adjacent": 1, "passer_adjacent_front": 1,
           "catch_skill": 10, "receiver_adjacent": 0, "interceptor_adjacent": 0,
           "exertion": 0, "scatter_landing": "empty"}  # fmt: skip
RB_KICK = {"kick_skill": 10, "distance": 10, "adjacent": 0, "adjacent_front": 0, "exertion": 0}
RB_BLOCK = {"block": 10, "defence": 10, "defences_used": 0, "tackle": "no", "sprint": "no",
            "blitz": "no", "exertion": 0, "counter_exertion": 0, "blocker_mus": 12,
            "defender_mus": 12, "blocker_wound_number": 7, "defender_wound_number": 7}  # fmt: skip
RB_FIELD = {"play": "pass", "pass_skill": 10, "catch_skill": 10, "interceptor_catch": 10,
            "kick_skill": 10}  # fmt: skip
RB_FIELD_PASS = {**RB_FIELD, "board": "passer=8.8;receiver=14.8;defenders=7.8"}
RQ2_COMBATANTS = "Fahir:14:3:0:none;Mikolos:9:2:0:none;Broo:9:2:0:overextended;Scout:13:2:1:none"


def _at(result: Any, key: str) -> Any:
    for part in key.split("."):
        result = result[int(part)] if isinstance(result, list) else result[part]
    return result


def _value(case: Case, inputs: dict[str, Any]) -> Any:
    try:
        return _at(calculate(case.calculator, inputs), case.key)
    except InputError:
        return ERROR


# 101% against 100%: the same QR on every face but 01, where 101% has an additional critical
# under "at or under" (01 ≤ 1) and none under "strictly under". Of the 10,000 pairs, the 100
# same-face pairs roll again and the other 9,900 split evenly, except 01 against 01, which 101%
# wins at QR 3 against QR 2: 4951/9901. A VR of 1 or more (first to 1 VP): 1255 pairs each way
# when the two are alike, and A gains 01 against 01 and 01 against the 8 doubles 11–88 (QR 3
# against 2): 1264/2519.
# 196% against 195%: alike but for 96, which 196% turns into QR 1 (0 + an additional critical)
# unless only 200% does so. Then A's 96 beats B's 96–00 (5 faces) instead of 99 and 00 only, and
# no longer ties B's 96: 4953/9901 of the settled pairs; first to 1 VP: 1258/2513.
CASES: tuple[Case, ...] = (
    # --- RuneQuest -----------------------------------------------------------------------------
    Case("ability", "fumbles", "failure", {"chance": 50, "roll": 99}, "result",
         "fumble", "failure", RQ + "Ability Result Table: 50% fumbles on 98–00"),
    Case("ability", "high_rolls", "special", {"chance": 500, "roll": 96}, "result",
         "failure", "special", RQ + "Abilities Above 100%: special up to 500 / 5 = 100"),
    Case("ability", "low_chance", "no_chance", {"chance": -5, "roll": 3}, "result",
         "success", "failure", RQ + "Ability Rolls: 01–05 always succeed"),
    # The party roll rolls each character's ability roll: seed 23 rolls 00 for the first.
    Case("party_roll", "fumbles", "failure", {"characters": "Ana:50", "seed": 23},
         "characters.0.result_label", "Fumble", "Failure",
         RQ + "Ability Result Table: 50% fumbles on 98–00"),
    Case("party_roll", "high_rolls", "special", {"characters": "Ana:500;Bo:50"},
         "characters.0.succeeds", 95, 99, RQ + "Abilities Above 100%: special up to 500 / 5"),
    # −5% and 50%: someone succeeds unless both fail, 95/100 × 50/100, or 1 × 50/100.
    Case("party_roll", "low_chance", "no_chance", {"characters": "Ana:-5;Bo:50"}, "someone",
         52.5, 50.0, RQ + "Ability Rolls: 01–05 always succeed"),
    Case("resistance", "fumbles", "failure", {"active": 10, "passive": 10, "roll": 99},
         "result", "fumble", "failure", RQ + "The Resistance Table: 10 against 10 is 50%"),
    # 120 against 10: 50 + 5 × 110 = 600%, special up to 600 / 5 = 120, so past 96–99.
    Case("resistance", "high_rolls", "special", {"active": 120, "passive": 10, "roll": 97},
         "result", "failure", "special", RQ + "The Resistance Table: 50 + 5 × 110 = 600%"),
    Case("resistance", "low_chance", "no_chance", {"active": 1, "passive": 21, "roll": 3},
         "result", "success", "failure", RQ + "The Resistance Table: 50 + 5 − 105 = −50%"),
    # Augment 50 (3/7/40/47/3 faces) then 60% moved to 110, 90, 80, 40, 10: success
    # (3×95 + 7×90 + 40×80 + 47×40 + 3×10) / 10,000 = 60.25%; without fumbles 50 faces at 40.
    Case("augment", "fumbles", "failure", {"augmenting": 50, "ability": 60}, "success",
         60.25, 61.15, RQ + "Augment Result Table: a fumble takes 50, a failure 20"),
    # 470% moved to 520, 500, 490, 450, 420: 95% each, or with 96–99 special where a fifth
    # reaches them: 99, 99, 98, 95, 95 → (3×99 + 7×99 + 40×98 + 47×95 + 3×95) / 100 = 96.6.
    Case("augment", "high_rolls", "special", {"augmenting": 50, "ability": 470}, "success",
         95.0, 96.6, RQ + "Abilities Above 100%; Augment Result Table"),
    # 10% moved to 60, 40, 30, −10, −40: the last two at 5% or not at all:
    # (180 + 280 + 1200 + 47×5 + 3×5) / 100 = 19.1, or 16.6.
    Case("augment", "low_chance", "no_chance", {"augmenting": 50, "ability": 10}, "success",
         19.1, 16.6, RQ + "Augmenting Abilities; Ability Rolls"),
    Case("characteristics", "fumbles", "failure", RQ_CHARACTERISTICS, "roll_strip.faces.98",
         "fumble", "failure", RQ + "Characteristic Rolls: POW 10 × 5 = 50%, roll 99"),
    Case("characteristics", "high_rolls", "special",
         {**RQ_CHARACTERISTICS, "pow": 50, "multiplier": 10}, "roll_strip.faces.95",
         "failure", "special", RQ + "Characteristic Rolls: POW 50 × 10 = 500%, roll 96"),
    Case("characteristics", "low_chance", "no_chance", {**RQ_CHARACTERISTICS, "pow": 0},
         "characteristic_rolls.pow", 5.0, 0.0, RQ + "Characteristic Rolls: POW 0 × 5 = 0%"),
    Case("characteristics", "hp_rows", "pow", RQ_CHARACTERISTICS, "hit_points",
         10, 11, RQ + "Hit Points: CON 11, SIZ 6 (−1 or 0), POW 10 (0)"),
    # CON 3, SIZ 1 (−2), POW 1 (−1): exactly 0 hit points, all of them lost.
    Case("characteristics", "death_at", "below_zero",
         {**RQ_CHARACTERISTICS, "con": 3, "siz": 1, "pow": 1}, "warnings",
         ["Total hit points 0: a character with 0 or fewer hit points is dead."], [],
         RQ + "Hit Points: dies on losing all total hit points, CON 3 SIZ 1 POW 1 = 0"),
    Case("opposed", "fumbles", "failure", {"a": 50, "b": 50, "a_roll": 99, "b_roll": 60},
         "a_result", "fumble", "failure", RQ + "Opposed Resolution; Results"),
    # 500% against 50%: both lose 400; A rolls at 100% with the special range of 500%.
    Case("opposed", "high_rolls", "special", {"a": 500, "b": 50, "a_roll": 96, "b_roll": 60},
         "a_result", "failure", "special", RQ + "Abilities Above 100%"),
    # 50 against 50: A's fumble (3 faces) against B's failure (47): 141 pairs in 10,000 more
    # for each side, taken from "two losers".
    Case("opposed", "fumble_against", "failure_wins", {"a": 50, "b": 50}, "odds.a_wins",
         29.21, 30.62, RQ + "Results; Opposed Resolution Table"),
    Case("opposed", "fumble_against", "failure_wins", {"a": 50, "b": 50}, "odds.two_losers",
         25.0, 22.18, RQ + "Results; Opposed Resolution Table"),
    Case("opposed", "holder_bands", "reduced", {"a": 135, "b": 60, "a_roll": 27, "b_roll": 20},
         "outcome", "a_wins", "tie", RQ + "Abilities Above 100%: Broadsword 135%"),
    Case("opposed", "low_chance", "no_chance", {"a": -5, "b": 50, "a_roll": 3, "b_roll": 60},
         "a_result", "success", "failure", RQ + "Ability Rolls; Opposed Resolution"),
    Case("contest", "fumbles", "failure",
         {"system": "runequest", "a": 50, "b": 50, "a_roll": 99, "b_roll": 60}, "a_result",
         "Fumble", "Failure", RQ + "Results"),
    Case("contest", "high_rolls", "special",
         {"system": "runequest", "a": 500, "b": 50, "a_roll": 96, "b_roll": 60}, "a_result",
         "Failure", "Special success", RQ + "Abilities Above 100%"),
    Case("contest", "fumble_against", "failure_wins", {"system": "runequest", "a": 50, "b": 50},
         "odds.a_wins", 29.21, 30.62, RQ + "Results; Opposed Resolution Table"),
    Case("contest", "holder_bands", "reduced",
         {"system": "runequest", "a": 135, "b": 60, "a_roll": 27, "b_roll": 20}, "outcome",
         "a_wins", "tie", RQ + "Abilities Above 100%: Broadsword 135%"),
    Case("contest", "low_chance", "no_chance",
         {"system": "runequest", "a": -5, "b": 50, "a_roll": 3, "b_roll": 60}, "a_result",
         "Success", "Failure", RQ + "Ability Rolls"),
    Case("compare_levels", "fumbles", "failure", {"rating": 50, "roll": 99},
         "runequest.result", "fumble", "failure", RQ + "Ability Result Table"),
    Case("compare_levels", "high_rolls", "special", {"rating": 500, "roll": 96},
         "runequest.result", "failure", "special", RQ + "Abilities Above 100%"),
    Case("compare_levels", "low_chance", "no_chance", {"rating": -5, "roll": 3},
         "runequest.result", "success", "failure", RQ + "Ability Rolls"),
    # --- ReQuest -------------------------------------------------------------------------------
    Case("request_test", "extra_criticals", "under", {"skill": 125, "roll": 25}, "qr",
         2, 1, RE + "Very High Skill Tests - Additional Criticals: 25 against an excess of 25"),
    Case("request_test", "high_failures", "at_200", {"skill": 196, "roll": 96}, "qr",
         1, 0, RE + "99 and Very, Very High Skills: 196 − 96 = 100"),
    Case("compare_levels", "extra_criticals", "under", {"rating": 125, "roll": 25},
         "request.qr", 2, 1, RE + "Very High Skill Tests - Additional Criticals"),
    Case("compare_levels", "high_failures", "at_200", {"rating": 196, "roll": 96},
         "request.qr", 1, 0, RE + "99 and Very, Very High Skills"),
    Case("contest", "extra_criticals", "under",
         {"system": "request", "a": 125, "b": 60, "a_roll": 25, "b_roll": 50}, "a_result",
         "Critical success (QR 2)", "Success (QR 1)", RE + "Additional Criticals"),
    Case("contest", "extra_criticals", "under", {"system": "request", "a": 101, "b": 100},
         "odds_exact.a_wins", "4951/9901", "1/2", RE + "Additional Criticals; Skill Contests"),
    Case("contest", "high_failures", "at_200",
         {"system": "request", "a": 196, "b": 60, "a_roll": 96, "b_roll": 70}, "a_result",
         "Success (QR 1)", "Failure (QR 0)", RE + "99 and Very, Very High Skills"),
    Case("contest", "high_failures", "at_200", {"system": "request", "a": 196, "b": 195},
         "odds_exact.a_wins", "4953/9901", "1/2", RE + "99 and Very, Very High Skills"),
    Case("contest", "all_fail", "nobody_wins",
         {"system": "request", "a": 60, "b": 45, "a_roll": 70, "b_roll": 80}, "outcome",
         "b_wins", "no_result", RE + "Skill Contests and Reaction Contests: both fail"),
    Case("contest", "all_fail", "roll_again",
         {"system": "request", "a": 60, "b": 45, "a_roll": 70, "b_roll": 80}, "outcome",
         "b_wins", "roll_again", RE + "Skill Contests and Reaction Contests: both fail"),
    Case("multi_contest", "extra_criticals", "under", {"ratings": "101, 100"},
         "odds_exact.A (101%)", "4951/9901", "1/2", RE + "Multiple participants"),
    Case("multi_contest", "high_failures", "at_200", {"ratings": "196, 195"},
         "odds_exact.A (196%)", "4953/9901", "1/2", RE + "Multiple participants"),
    # 40% and 45%: both fail on 60 × 55 = 3300 pairs; the 40 same-face pairs of 01–40 roll
    # again. When both succeed A wins 44 (01) + 3 × 40 + 0 + 1 + 2 (doubles 11, 22, 33) + 630
    # (a higher plain success) = 797 of the 1800 pairs, so A wins 40 × 55 + 797 = 2997, B
    # 45 × 60 + 963 = 3663. Nobody wins 3300 of 9960; rolled again, A has 2997 of 6660.
    Case("multi_contest", "all_fail", "nobody_wins", {"ratings": "40, 45"},
         "odds_exact.Nobody: everyone failed", UNCHECKED, "55/166", RE + "Skill Contests"),
    Case("multi_contest", "all_fail", "roll_again", {"ratings": "40, 45"},
         "odds_exact.A (40%)", UNCHECKED, "9/20", RE + "Skill Contests: all fail, roll again"),
    Case("extended_contest", "extra_criticals", "under",
         {"a": 101, "b": 100, "target": 1, "mode": "absolute"}, "odds_exact.a_wins",
         "1264/2519", "1/2", RE + "Extended Contests; Additional Criticals"),
    Case("extended_contest", "high_failures", "at_200",
         {"a": 196, "b": 195, "target": 1, "mode": "absolute"}, "odds_exact.a_wins",
         "1258/2513", "1/2", RE + "Extended Contests; 99 and Very, Very High Skills"),
    Case("extended_contest", "lead", "more_than",
         {"a": 60, "b": 45, "target": 3, "mode": "relative"}, "odds_exact.a_wins",
         LEAD_OF_4, LEAD_OF_4, RE + "Extended Contests: exceed by 3"),
    # 100% against 5%, first to 1 VP: A wins with a VR of 1 or more on 99 (01) + 8 × 99
    # (doubles) + 86 × 95 (plain successes) + 3 × 10 (96–98 against B's fumbles) = 9091 pairs,
    # B on 91 (01) + 4 × 5 + 85 × 2 = 281. When both fail nobody moves: A loses the 30, B the 170.
    Case("extended_contest", "all_fail", "nobody_wins",
         {"a": 100, "b": 5, "target": 1, "mode": "absolute"}, "odds_exact.a_wins",
         "9091/9372", "9061/9172", RE + "Extended Contests; Skill Contests: all fail"),
    Case("extended_contest", "all_fail", "roll_again",
         {"a": 100, "b": 5, "target": 1, "mode": "absolute"}, "odds_exact.a_wins",
         "9091/9372", "9061/9172", RE + "Extended Contests; Skill Contests: all fail"),
    # --- Basic Roleplaying ---------------------------------------------------------------------
    Case("brp_task", "brp_threshold", "at_or_under", {"rating": 60, "roll": 12}, "result",
         "success", "special", BRP + "Basic Tasks: 12 × 5 = 60 is not under 60"),
    Case("brp_task", "brp_threshold", "rounded", {"rating": 63, "roll": 13}, "result",
         "success", "special", BRP + "Basic Tasks: 63 / 5 = 12.6 reads 13"),
    Case("brp_task", "brp_special", "by_25_points", {"rating": 60, "roll": 35}, "result",
         "success", "special", BRP + "Quick-and-Dirty Results: 35 ≤ 60 − 25"),
    Case("brp_task", "brp_special", "by_a_quarter", {"rating": 60, "roll": 45}, "result",
         "success", "special", BRP + "Quick-and-Dirty Results: 45 ≤ 60 × 3/4"),
    Case("brp_task", "brp_edges", "success_only", {"rating": 40, "roll": 3}, "result",
         "critical", "special", BRP + "Basic Tasks: 3 × 5 < 40, 3 × 20 > 40"),
    Case("brp_task", "luck_use", "fumble_stays", {"rating": 99, "roll": 100}, "luck_needed",
         5, None, BRP + "Basic Characteristics (Luck): 00 lowered by 5 is 95"),
    # 14 against 60 is a plain success; lowered by 3 to 11, five times it is under 60: special.
    Case("brp_task", "luck_use", "better_degree", {"rating": 60, "roll": 14}, "luck_better",
         None, 3, BRP + "Basic Characteristics (Luck): 14 lowered by 3 is 11"),
    # With no defence, maximum damage is the attack's critical: 20 × roll under 140 is 01–06,
    # at or under it 01–07; under 130, 01–06, or 01–07 once 6.5 rounds to 7.
    Case("brp_attack", "brp_threshold", "at_or_under", {"attack": 140}, "odds.maximum_damage",
         6.0, 7.0, BRP + "Basic Tasks; Attack results"),
    Case("brp_attack", "brp_threshold", "rounded", {"attack": 130}, "odds.maximum_damage",
         6.0, 7.0, BRP + "Basic Tasks; Attack results"),
    Case("brp_attack", "brp_special", "by_25_points", {"attack": 140}, "odds.maximum_damage",
         6.0, 5.0, BRP + "Quick-and-Dirty Results: criticals only on 01–05"),
    Case("brp_attack", "brp_special", "by_a_quarter", {"attack": 140}, "odds.maximum_damage",
         6.0, 5.0, BRP + "Quick-and-Dirty Results: criticals only on 01–05"),
    Case("brp_attack", "brp_edges", "success_only", {"attack": 60}, "odds.maximum_damage",
         5.0, 2.0, BRP + "Basic Tasks: 20 × roll under 60 is 01–02"),
    # A burst that lands (52.25% here) hits once on a 1 of 1D4, or on 1 of both 1D4 and 1D6.
    Case("brp_attack", "burst_hits", "better_of_both",
         {"attack": 40, "defence": 30, "missile": "yes", "fire": "burst"}, "hits.1.odds",
         52.25 / 4, 52.25 / 24, BRP + "Burst fire and full autofire"),
    Case("brp_attack", "further_defences", "keep_stepping",
         {"attack": 60, "defence": 80, "defence_number": "5"}, "defence_chance",
         ERROR, -40, BRP + "Defensive actions: 80 − 4 × 30"),
    # A loss of 5 always; the INT save decides. Longer episodes come from the save's critical:
    # at 140, 20 × roll under 140 is 01–06, at or under 01–07; at 130, 6.5 rounds to 7.
    Case("sanity", "brp_threshold", "at_or_under",
         {"sanity": 50, "check": "5/5", "int_save": 140}, "odds.longer", 6.0, 7.0,
         BRP + "Custom Temporary Insanity Table; Basic Tasks"),
    Case("sanity", "brp_threshold", "rounded",
         {"sanity": 50, "check": "5/5", "int_save": 130}, "odds.longer", 6.0, 7.0,
         BRP + "Custom Temporary Insanity Table; Basic Tasks"),
    Case("sanity", "brp_special", "by_25_points",
         {"sanity": 50, "check": "5/5", "int_save": 140}, "odds.longer", 6.0, 5.0,
         BRP + "Quick-and-Dirty Results"),
    Case("sanity", "brp_special", "by_a_quarter",
         {"sanity": 50, "check": "5/5", "int_save": 140}, "odds.longer", 6.0, 5.0,
         BRP + "Quick-and-Dirty Results"),
    Case("sanity", "brp_edges", "success_only",
         {"sanity": 50, "check": "5/5", "int_save": 60}, "odds.longer", 5.0, 2.0,
         BRP + "Basic Tasks: 01–05 always critical, or 01–02 by the twentieth"),
    Case("sanity", "insanity_procedure", "save_pass_fail",
         {"sanity": 50, "check": "5/5", "int_save": 60}, "odds.longer", 5.0, 40.0,
         BRP + "Basic Characteristics (Sanity): a failed save, the longer table"),
    Case("sanity", "insanity_procedure", "loss_size",
         {"sanity": 50, "check": "5/5", "int_save": 60}, "odds.short", 55.0, 100.0,
         BRP + "Short Temporary Insanity: 5 is under half of 50"),
    # A loss of 25 from 50 is not under half: a made save (60%) rolls on the longer table.
    Case("sanity", "insanity_procedure", "save_then_size",
         {"sanity": 50, "check": "25/25", "int_save": 60}, "odds.longer", 5.0, 60.0,
         BRP + "Custom Temporary Insanity Table; Longer Temporary Insanity"),
    Case("major_wound", "wound_threshold", "half_rounded_down",
         {"roll": 55, "damage": 6, "hit_points": 13}, "calls", False, True,
         BRP + "Custom Major Wound Table: half of 13"),
    Case("major_wound", "wound_threshold", "more_than_half",
         {"roll": 55, "damage": 6, "hit_points": 12}, "calls", True, False,
         BRP + "Custom Major Wound Table: 6 is half of 12"),
    # Luck 95: 6% for 2D10+10 (21 on average), 94% for 1D10+5 (10.5); at most 99, every gain
    # is 4.
    Case("luck_recovery", "luck_cap", "at_99", {"luck": 95}, "expected_gain", 11.13, 4.0,
         BRP + "Recovery rates (Luck)"),
    Case("brp_base_chances", "brp_halves", "down", BRP_BASES, "dodge", 33, 32,
         BRP + "Automatic Skills: Dodge DEX/2, DEX 65"),
    Case("brp_base_chances", "brp_halves", "down", BRP_BASES, "gaming", 58, 57,
         BRP + "Automatic Skills: (INT 60 + POW 55) / 2"),
    # DEX 13 as a percentage halves to 6.5, read 7; on the 3–18 scale it is rolled at 65: 33.
    Case("brp_base_chances", "brp_scale", "3_18", BRP_3_18, "dodge", 7, 33,
         BRP + "Automatic Skills: Dodge (DEX/2), DEX 13 × 5 = 65"),
    Case("brp_base_chances", "brp_scale", "3_18", BRP_3_18, "language", 14, 70,
         BRP + "Automatic Skills: Language (Own) (EDU or INT), EDU 14 × 5 = 70"),
    Case("brp_base_chances", "own_language", "edu", {**BRP_BASES, "int": 75}, "language",
         75, 70, BRP + "Language (Own): either INT 75 or EDU 70"),
    Case("brp_base_chances", "own_language", "int", BRP_BASES, "language", 70, 60,
         BRP + "Language (Own): either INT 60 or EDU 70"),
    # A loss of 20 at Sanity 40 is half of it (the longer table by the headings), but under
    # half of a maximum of 60; a loss of 8 is a fifth of 40 but not of 60 (12 would be).
    Case("sanity", "full_sanity", "maximum", SANITY_40 | {"check": "20/20"}, "odds.longer",
         100.0, 0.0, BRP + "Longer Temporary Insanity: half of full Sanity"),
    Case("sanity", "full_sanity", "maximum", SANITY_40 | {"check": "8/8"}, "fifth",
         100.0, 0.0, BRP + "Basic Characteristics (Sanity): 1/5 of total Sanity"),
    Case("contest", "brp_threshold", "at_or_under",
         {"system": "brp", "a": 60, "b": 30, "a_roll": 12, "b_roll": 50}, "a_result",
         "Success", "Special/hard success", BRP + "Basic Tasks"),
    Case("contest", "brp_threshold", "rounded",
         {"system": "brp", "a": 63, "b": 30, "a_roll": 13, "b_roll": 50}, "a_result",
         "Success", "Special/hard success", BRP + "Basic Tasks: 12.6 reads 13"),
    # 60 against 40 by 25 points: A 5 criticals, 30 specials, 25 successes; B 5, 10, 25. A wins
    # with any degree B does not beat (ties to the higher rating): 500 + 30 × 95 + 25 × 85.
    Case("contest", "brp_special", "by_25_points", {"system": "brp", "a": 60, "b": 40},
         "odds_exact.a_wins", "5627/10000", "219/400", BRP + "Opposed Rolls; Quick-and-Dirty"),
    Case("contest", "brp_special", "by_a_quarter",
         {"system": "brp", "a": 60, "b": 30, "a_roll": 45, "b_roll": 50}, "a_result",
         "Success", "Special/hard success", BRP + "Quick-and-Dirty Results"),
    Case("contest", "brp_edges", "success_only",
         {"system": "brp", "a": 40, "b": 30, "a_roll": 3, "b_roll": 50}, "a_result",
         "Critical success", "Special/hard success", BRP + "Basic Tasks"),
    Case("contest", "brp_equal", "roll_again",
         {"system": "brp", "a": 50, "b": 50, "a_roll": 30, "b_roll": 40}, "outcome",
         "no_result", "roll_again", BRP + "Opposed Rolls: the same degree, equal ratings"),
    # A rolls against 60 (a base of 40 and a 20-point bonus), B against a plain 50: two plain
    # successes go to the higher rating rolled against (A), or to the higher base (B).
    Case("contest", "brp_tie_rating", "base",
         {"system": "brp", "a": 60, "b": 50, "a_roll": 30, "b_roll": 40, "a_base": 40},
         "outcome", "a_wins", "b_wins", BRP + "Opposed Rolls: the higher base rating"),
    Case("compare_levels", "brp_threshold", "at_or_under", {"rating": 60, "roll": 12},
         "brp.result", "success", "special", BRP + "Basic Tasks"),
    Case("compare_levels", "brp_threshold", "rounded", {"rating": 63, "roll": 13},
         "brp.result", "success", "special", BRP + "Basic Tasks"),
    Case("compare_levels", "brp_special", "by_25_points", {"rating": 60, "roll": 35},
         "brp.result", "success", "special", BRP + "Quick-and-Dirty Results"),
    Case("compare_levels", "brp_special", "by_a_quarter", {"rating": 60, "roll": 45},
         "brp.result", "success", "special", BRP + "Quick-and-Dirty Results"),
    Case("compare_levels", "brp_edges", "success_only", {"rating": 40, "roll": 3},
         "brp.result", "critical", "special", BRP + "Basic Tasks"),
    # --- Runeball ------------------------------------------------------------------------------
    # A stat's bonus: SPD 16 and WIT 16 give (16 − 10) / 2 = 3 each, or (16 − 9) / 3 = 2 each.
    Case("runeball_player", "stat_bonus", "third", {**RB_PLAYER, "spd": 16, "wit": 16},
         "initiative", 6, 4, RB + "Skills: INI = SPD Bonus + WIT Bonus"),
    # Catch is 8 + SPD 13 (+1) + TEC 11 (0), or the base 8 alone.
    Case("runeball_player", "skill_value", "base_only", RB_PLAYER, "skills.catch", 9, 8,
         RB + "Skills: a base level of 8 in each skill"),
    # TOU 12 + ½ MUS 13 (6) + ½ TEC 11 (5) + 8 = 31; or (13 + 11) / 2 = 12 together: 32.
    Case("runeball_player", "hp_halves", "sum_down", {**RB_PLAYER, "mus": 13}, "hit_points",
         31, 32, RB + "Skills: HP = TOU + (1/2 MUS) + (1/2 TEC) + 8"),
    # WIT 10 is not below 8, so it cannot be "increased" to 8; or it drops to 8.
    Case("runeball_player", "raise_to_eight", "any",
         {**RB_PLAYER, "increase": "plus_one_and_eight", "second": "wit"}, "stats.wit",
         ERROR, 8, RB + "Stats: increase different stat to a score of 8"),
    # Skill 10 against DL 16 needs 6 or more: 7 of 12 faces, 15 of 20, or 26 of 36 on 2d6.
    Case("runeball_test", "test_die", "d20", RB_TEST, "success_exact", "7/12", "3/4",
         RB + "The Kickoff: a skill roll vs. DL"),
    Case("runeball_test", "test_die", "2d6", RB_TEST, "success_exact", "7/12", "13/18",
         RB + "The Kickoff: a skill roll vs. DL"),
    # 2 exertion against DL 16: 1d12 + 12 succeeds by exactly 0 on a 4 only; spent after the
    # roll, only as much as it falls short, a 4 or a 5 (and a plain 6) succeed by 0: 3 in 12.
    Case("runeball_test", "exertion_timing", "after", {**RB_TEST, "exertion": 2},
         "margins_exact.0", "1/12", "1/4", RB + "Exertion: an uncontested skill roll"),
    # Range 8 is DL 14, and a defender adjacent in front of the passer +2: 16, or 1 + 2 = 17.
    # A perfect pass succeeds by 3: 1d12 + 10 ≥ 19 on 9–12 (4 in 12), 1d20 on 9–20 (12 in 20),
    # 2d6 on 9–12 (10 in 36); against 17 the d12 needs 10–12 (3 in 12).
    Case("runeball_pass", "test_die", "d20", RB_PASS, "odds_exact.perfect", "1/3", "3/5",
         RB + "Passing and Handoffs: Passing DL; Pass Result"),
    Case("runeball_pass", "test_die", "2d6", RB_PASS, "odds_exact.perfect", "1/3", "5/18",
         RB + "Passing and Handoffs: Passing DL; Pass Result"),
    Case("runeball_pass", "front_defender", "plus_three", RB_PASS, "dl", 16, 17,
         RB + "Passing and Handoffs: Per Adj Defender in Front +2"),
    # A field goal over 10 hexes is DL 6 + 10 = 16: kick 10 needs 6+ (7/12, 15/20, 26/36).
    Case("runeball_kick", "test_die", "d20", RB_KICK, "success_exact", "7/12", "3/4",
         RB + "Kicking a Field Goal: DL 6 + the distance"),
    Case("runeball_kick", "test_die", "2d6", RB_KICK, "success_exact", "7/12", "13/18",
         RB + "Kicking a Field Goal: DL 6 + the distance"),
    # One adjacent opponent, in front: 16 + 2, or 16 + 1 + 2.
    Case("runeball_kick", "front_defender", "plus_three",
         {**RB_KICK, "adjacent": 1, "adjacent_front": 1}, "dl", 18, 19,
         RB + "Kicking a Field Goal: 2 for each adjacent opponent in front"),
    # Block 10 against 10 succeeds by 3 or more when the blocker's die beats the defender's by
    # 3: 9 + 8 + … + 1 = 45 of 144 pairs on d12s, 17 + … + 1 = 153 of 400 on d20s; on 2d6
    # each (the differences 0, ±1, ±2 come up 146, 140 and 125 times in 1296) (1296 − 146 −
    # 2 × 140 − 2 × 125) / 2 = 310 of 1296.
    Case("runeball_block", "test_die", "d20", RB_BLOCK, "odds_exact.knockdown", "5/16",
         "153/400", RB + "Blocking: succeeds by 3+"),
    Case("runeball_block", "test_die", "2d6", RB_BLOCK, "odds_exact.knockdown", "5/16",
         "155/648", RB + "Blocking: succeeds by 3+"),
    # MUS 16: a block does 1d6 + 3 + 1d4 − 2 armour, or 1d6 + 2 + 1d4 − 2; wound number 7
    # needs 1d6 + 1d4 ≥ 6 (14 of 24) or ≥ 7 (10 of 24).
    Case("runeball_block", "stat_bonus", "third", {**RB_BLOCK, "blocker_mus": 16},
         "defender_wound_chance", 100 * 14 / 24, 100 * 10 / 24,
         RB + "Blocking: MUS damage plus an additional 1d4"),
    # Knocked back without a sure knockdown: succeeds by 0–2, 12 + 11 + 10 of 144 pairs; with
    # equal totals rolled again, by 1–2: 21 of the 132 unequal pairs.
    Case("runeball_block", "opposed_tie", "reroll", RB_BLOCK, "odds_exact.knockback", "11/48",
         "7/44", RB + "Blocking: succeeds by 0-2"),
    # MUS 12: 1d6 + 1 + 1d4 − 2 ≥ 7 on 6 of 24; without armour 1d6 + 1d4 ≥ 6 on 14 of 24.
    Case("runeball_block", "armour", "none", RB_BLOCK, "defender_wound_chance", 25.0,
         100 * 14 / 24, RB + "Blocking: defense 2 armor"),
    # 8.8 passes 6 hexes to 14.8 (DL 10), 7.8 next to him, behind (+1): a perfect pass needs
    # 1d12 + 10 ≥ 14, 4 or more: 9 of 12, 17 of 20, 33 of 36.
    Case("runeball_field", "test_die", "d20", RB_FIELD_PASS, "pass_odds.perfect", 75.0, 85.0,
         RB + "Passing and Handoffs: Passing DL; Pass Result"),
    Case("runeball_field", "test_die", "2d6", RB_FIELD_PASS, "pass_odds.perfect", 75.0,
         100 * 33 / 36, RB + "Passing and Handoffs: Passing DL; Pass Result"),
    # Straight down the column from 8.8 to 8.2 (6 hexes, DL 10), 8.7 is the hex in front:
    # 10 + 2, or 10 + 1 + 2.
    Case("runeball_field", "front_defender", "plus_three",
         {**RB_FIELD, "board": "passer=8.8;receiver=8.2;defenders=8.7"}, "dl", 12, 13,
         RB + "Passing and Handoffs: Per Adj Defender in Front +2"),
    # 7.8 is as far from 8.2 as the passer is (6 hexes), so only adjacent: 10 + 1; yet it lies
    # 60° off the throw, on the receiver's side: in front, 10 + 2.
    Case("runeball_field", "front_hexes", "half",
         {**RB_FIELD, "board": "passer=8.8;receiver=8.2;defenders=7.8"}, "dl", 11, 12,
         RB + "Passing and Handoffs: in front of the passer"),
    # A kickoff at 17.8, kick 10 against DL 10, succeeds by 6+ on 6–12 (scatter 1d4 − 1), by
    # 3–5 on 3–5 (1d6 − 1), by 0–2 on 1–2 (1d8 − 1): 0 or 1 hex each 7/48 + 3/72 + 2/96 =
    # 5/24. Two of the six directions run back towards the kicker's side: it leaves the
    # receiving side 1/3 × (1 − 5/24) = 19/72 of the time, or, with the neutral zone (one hex
    # back) in play, 1/3 × (1 − 10/24) = 14/72.
    Case("runeball_field", "neutral_zone", "receiving",
         {**RB_FIELD, "play": "kick", "board": "passer=3.8;target=17.8"}, "out_of_bounds",
         100 * 19 / 72, 100 * 14 / 72, RB + "The Kickoff: the receiving team's side"),
    # --- RuneQuest II, The Combat Round --------------------------------------------------------
    # Fahir (SR 14, 3 actions) acts in cycles 1–3, Mikolos and the broo (SR 9, 2) in 1–2; the
    # surprised scout (SR 13 − 10 = 3, 2 actions) in 1–2, or, losing the turn that ends his
    # surprise, in 2–3.
    Case("sr_cycles", "surprise_turn", "no_action", {"combatants": RQ2_COMBATANTS}, "cycles.2",
         [["Fahir"]], [["Fahir"], ["Scout"]], RQ2 + "Surprise (HR)"),
    # The page's example: bow 78% rolls 32, the broo's 45% rolls 21, both plain successes; the
    # higher roll goes first, or the same level is a tie.
    Case("interrupt", "comparison", "runequest",
         {"interrupter": 78, "actor": 45, "interrupter_roll": 32, "actor_roll": 21}, "first",
         "interrupter", "together", RQ2 + "Interrupting Combat Actions"),
    # Compared as a ReQuest contest, an interrupt reads ReQuest's readings, on the contest's own
    # hand-worked cases: 101% against 100% and 196% against 195% (the interrupter's chance to go
    # first is A's to win), and both failing at 60% rolling 70 against 45% rolling 80.
    Case("interrupt", "extra_criticals", "under", {"interrupter": 101, "actor": 100},
         "odds_exact.interrupter", "4951/9901", "1/2", RE + "Additional Criticals; " + RQ2
         + "Interrupting Combat Actions"),
    Case("interrupt", "high_failures", "at_200", {"interrupter": 196, "actor": 195},
         "odds_exact.interrupter", "4953/9901", "1/2", RE + "99 and Very, Very High Skills"),
    Case("interrupt", "all_fail", "nobody_wins",
         {"interrupter": 60, "actor": 45, "interrupter_roll": 70, "actor_roll": 80}, "first",
         "actor", "both_fail", RE + "Skill Contests and Reaction Contests: both fail"),
    Case("interrupt", "all_fail", "roll_again",
         {"interrupter": 60, "actor": 45, "interrupter_roll": 70, "actor_roll": 80}, "first",
         "actor", "both_fail_again", RE + "Skill Contests and Reaction Contests: both fail"),
    # Compared as RuneQuest's opposed roll, RuneQuest's, on the opposed roll's own cases above.
    Case("interrupt", "fumbles", "failure",
         {"interrupter": 50, "actor": 50, "interrupter_roll": 99, "actor_roll": 60,
          "comparison": "runequest"}, "interrupter_result", "Fumble", "Failure", RQ + "Results"),
    Case("interrupt", "high_rolls", "special",
         {"interrupter": 500, "actor": 50, "interrupter_roll": 96, "actor_roll": 60,
          "comparison": "runequest"}, "interrupter_result", "Failure", "Special success",
         RQ + "Abilities Above 100%"),
    Case("interrupt", "fumble_against", "failure_wins",
         {"interrupter": 50, "actor": 50, "comparison": "runequest"}, "odds_exact.interrupter",
         "2921/10000", "1531/5000", RQ + "Results; Opposed Resolution Table"),
    Case("interrupt", "holder_bands", "reduced",
         {"interrupter": 135, "actor": 60, "interrupter_roll": 27, "actor_roll": 20,
          "comparison": "runequest"}, "first", "interrupter", "together",
         RQ + "Abilities Above 100%: Broadsword 135%"),
    Case("interrupt", "low_chance", "no_chance",
         {"interrupter": -5, "actor": 50, "interrupter_roll": 3, "actor_roll": 60,
          "comparison": "runequest"}, "interrupter_result", "Success", "Failure",
         RQ + "Ability Rolls; Opposed Resolution"),
)  # fmt: skip


def _own_cases() -> tuple[Case, ...]:
    """The cases a calculator's own unit test holds (``SETTING_CASES`` in
    ``tests/<document>/test_<name>.py``), so a new calculator edits no test but its own."""
    found: list[Case] = []
    tests = Path(__file__).parents[1]
    for name in REGISTRY:
        for path in sorted(tests.glob(f"*/test_{name}.py")):
            module = importlib.import_module(f"tests.{path.parent.name}.{path.stem}")
            found += getattr(module, "SETTING_CASES", ())
    return tuple(found)


CASES += _own_cases()


def _expected(case: Case) -> tuple[Any, Any]:
    if case.site is LEAD_OF_4:
        # "Exceed by 3" read as "by more than 3" is a lead of 4: the same contest with target 4.
        at_least = _at(calculate(case.calculator, case.inputs), case.key)
        four = _at(calculate(case.calculator, {**case.inputs, "target": 4}), case.key)
        assert at_least != four
        return at_least, four
    return case.site, case.other


def _same(found: Any, expected: Any) -> bool:
    return bool(
        found == pytest.approx(expected) if isinstance(expected, float) else found == expected
    )


@pytest.mark.parametrize(
    "case", CASES, ids=[f"{c.calculator}-{c.setting}={c.choice}: {c.where}" for c in CASES]
)
def test_the_other_reading_on_a_hand_worked_case(case: Case) -> None:
    site, other = _expected(case)
    if site is not UNCHECKED:
        assert _same(_value(case, case.inputs), site)
    assert _same(_value(case, {**case.inputs, case.setting: case.choice}), other)


def test_every_other_reading_of_every_setting_has_a_hand_worked_case() -> None:
    covered = {(case.calculator, case.setting, case.choice) for case in CASES}
    missing = [
        (name, setting.name, choice)
        for name in CHECKED
        for setting in REGISTRY[name].settings
        for choice in setting.choices[1:]
        if (name, setting.name, choice) not in covered
    ]
    assert missing == []


def test_every_reading_that_changes_a_number_is_a_setting() -> None:
    for reading in READINGS.values():
        if reading.numbers:
            assert reading.id in SETTINGS, f"{reading.id} changes a number: offer it as a setting"


def test_every_reading_offered_as_a_setting_says_it_changes_a_number() -> None:
    for reading_id in SETTINGS:
        reading = READINGS[reading_id]
        if reading.document in FLAGGED:
            assert reading.numbers, f"{reading_id} is a setting: declare numbers=True"


def test_the_review_s_cases() -> None:
    # The issue's own numbers: RuneQuest 50 against 50, Basic Roleplaying 60 against 40 with the
    # 25-point special, ReQuest 125% rolling 25 and 196% rolling 96, CON 11 SIZ 6 POW 10.
    both_lose = calculate("opposed", {"a": 50, "b": 50})["odds"]
    failure_wins = calculate("opposed", {"a": 50, "b": 50, "fumble_against": "failure_wins"})
    assert list(both_lose.values()) == [29.21, 29.21, 16.58, 25.0]
    assert list(failure_wins["odds"].values()) == [30.62, 30.62, 16.58, 22.18]
    quick = {"system": "brp", "a": 60, "b": 40, "brp_special": "by_25_points"}
    assert calculate("contest", quick)["odds"]["a_wins"] == 54.75


# --- what each new reading changes, and only that, over every rating -------------------------


def test_runequest_fumble_and_high_roll_readings_change_only_their_faces() -> None:
    from rules_py.runequest.results import Fumbles, HighRolls, LowChance, ResultLevel, result_faces

    for chance in range(-200, 1000):
        site = result_faces(chance)
        no_fumbles = result_faces(chance, LowChance.FIVE_PERCENT, None, Fumbles.FAILURE)
        assert [
            ResultLevel.FAILURE if level is ResultLevel.FUMBLE else level for level in site
        ] == (list(no_fumbles))
        specials = result_faces(
            chance, LowChance.FIVE_PERCENT, None, Fumbles.FUMBLE, HighRolls.SPECIAL
        )
        changed = [face for face in range(1, 101) if specials[face - 1] != site[face - 1]]
        if chance < 478:  # a fifth of the chance, half up, stays under 96
            assert changed == []
        else:
            assert changed == list(range(96, min(99, (2 * chance + 5) // 10) + 1))
            assert all(specials[face - 1] is ResultLevel.SPECIAL for face in changed)


def test_request_quality_readings_change_only_their_faces() -> None:
    from rules_py.request.skill_rolls import (
        ExtraCriticals,
        HighFailures,
        QrReadings,
        quality_rating,
    )

    under, at_200 = QrReadings(ExtraCriticals.UNDER), QrReadings(high=HighFailures.AT_200)
    for skill in range(-200, 1000):
        for roll in range(1, 101):
            site = quality_rating(skill, roll)
            if roll == 100:  # a fumble whatever the skill, capped at QR 0: one point of skill less
                assert quality_rating(skill, roll, under) == quality_rating(skill - 1, roll)
            else:
                on_the_excess = skill - roll >= 100 and (skill - roll) % 100 == 0
                assert quality_rating(skill, roll, under) == site - on_the_excess
            early = 96 <= roll <= 98 and skill < 200
            assert quality_rating(skill, roll, at_200) == (0 if early else site)


def test_basic_roleplaying_rounded_fifth_is_the_fraction_rounded_half_up() -> None:
    from rules_py.brp.tasks import Degree, Threshold, degree

    for rating in range(-200, 1000):
        for roll in range(6, 96):  # outside the always-critical and always-fumble rolls
            found = degree(rating, roll, Threshold.ROUNDED)
            fifth, twentieth = (2 * rating + 5) // 10, (2 * rating + 20) // 40
            if roll <= twentieth:
                assert found is Degree.CRITICAL
            elif roll <= fifth:
                assert found is Degree.SPECIAL
            else:
                assert found is (Degree.SUCCESS if roll <= rating else Degree.FAILURE)
