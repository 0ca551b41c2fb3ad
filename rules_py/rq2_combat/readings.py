"""Where RuneQuest II House Rules, The Combat Round is unclear, and how the site reads it.

Each reading is listed on the Sources page; the two that change a calculator's numbers (A004-05,
A004-08) are settings of the calculators named in ``affects``. A004-09..11 change no number a
calculator shows (who strikes first against a charge, whether equal strike ranks act together, who
may interrupt are told, not counted), so they are named on the pages and have no setting; so is
A004-12 (who strikes first when the two weapons have the same reach).
"""

from rules_py.contract import reading_setting
from rules_py.rq2_combat.interrupts import Comparison
from rules_py.rq2_combat.surprise import SurpriseTurn
from rules_py.sources.documents import Document
from rules_py.sources.readings import Reading

RQ2 = Document.RQ2_COMBAT

READINGS: tuple[Reading, ...] = (
    Reading(
        "A004-01",
        RQ2,
        "Surprise (HR)",
        "Turns go by strike rank, yet the surprise rule speaks of re-rolling 'initiative', which "
        "the page never defines.",
        "Initiative means the strike ranks: after a round with surprise in it, the GM works the "
        "strike ranks out again (or rolls them, if the group rolls them) before the next round.",
        ("A separate initiative roll from the rulebook, which the page does not give.",),
        ("sr_cycles",),
    ),
    Reading(
        "A004-02",
        RQ2,
        "Aborting Combat Actions",
        "The example swings an axe but asks for a sword skill roll to abort.",
        "A slip: the roll is with the skill being used, here the axe.",
        ("As printed: any skill the GM names, even one not in use.",),
        (),
    ),
    Reading(
        "A004-03",
        RQ2,
        "Charging - clarification",
        "A sentence about meeting a charge breaks off: 'The one exception is that if you have a "
        "shield'.",
        "Nothing is invented: the blows still land without defence, and what a shield allows is "
        "left to the GM.",
        ("A shield may block the charger's blow as usual.",),
        (),
    ),
    Reading(
        "A004-04",
        RQ2,
        "Charging - clarification",
        "A set impaling weapon gains '1 or 2 steps' of damage modifier 'as if you were charging', "
        "without saying which, and the step table is in the rulebook.",
        "The GM picks one or two steps, as the rulebook's charge would give; the site adds no "
        "number of its own.",
        ("Always one step.", "Always two steps."),
        ("rq2_combat.combat_actions",),
    ),
    Reading(
        "A004-05",
        RQ2,
        "Interrupting Combat Actions",
        "The two rolls are compared 'as if they were an opposed contest', a rule the page does "
        "not give. In its example both succeed and the higher roll goes first.",
        "As a ReQuest contest: the better result first, and the same result to the higher roll, "
        "as in the example.",
        (
            "As RuneQuest's opposed roll: the same level of success is a tie, and both actions "
            "land together.",
        ),
        numbers=True,
    ),
    Reading(
        "A004-06",
        RQ2,
        "Ready an Attack",
        "A readied attack can be taken 'at any time up to' the next turn. Is it gone as that "
        "turn begins, or can that turn still loose it?",
        "It lasts until that next turn is over: it can still be that turn's action.",
        ("It lapses as the next turn begins.",),
        ("rq2_combat.combat_actions", "rq2_combat.readied_attack"),
    ),
    Reading(
        "A004-07",
        RQ2,
        "Combat Actions",
        "Slips in the wording: 'one Combat Action action', 'knock an arrow', 'character who is "
        "behind'.",
        "Read as meant: one combat action, nock an arrow, a character behind.",
        (),
        (),
    ),
    Reading(
        "A004-08",
        RQ2,
        "Surprise (HR)",
        "A surprised character stops being surprised 'on its turn'. Does it act on that turn, at "
        "its lowered strike rank, or is that turn spent coming to its senses? (The −10 is taken "
        "before the minimum of 0.)",
        "It acts on that turn: the turn that ends its surprise is an ordinary turn.",
        ("That turn passes without an action; its actions start in the next cycle.",),
        numbers=True,
    ),
    Reading(
        "A004-09",
        RQ2,
        "Charging - clarification",
        "Meeting a charge with an attack, 'the person with the longest weapon goes first', yet "
        "neither gets a defence because 'the actions occur simultaneously'. Does the longer "
        "weapon's blow land before the other is struck, or do both land whatever happens?",
        "The longer weapon's blow is worked out first, so it may stop the other (as a blow that "
        "fells the broo stops its attack in the interrupt example); 'simultaneous' only means "
        "that neither side can parry or evade.",
        ("Both blows land whatever the first one does; reach decides nothing but the telling.",),
        ("rq2_combat.combat_actions", "rq2_combat.first_strike"),
    ),
    Reading(
        "A004-10",
        RQ2,
        "Action Step",
        "Two characters on the same strike rank act at the same time 'if they wish'. If one of "
        "them does not wish it, the page gives no order for the two.",
        "They act together unless one of them asks to go second; the planner shows them "
        "together, and the GM orders them when one does not want that.",
        (
            "Same strike rank acts together only when both say so; otherwise the GM settles the "
            "order (the planner's list is then one the GM reorders).",
        ),
        (),
    ),
    Reading(
        "A004-11",
        RQ2,
        "Interrupting Combat Actions",
        "Only a character who 'has delayed to a later SR' may interrupt, yet the example has "
        "Fahir 'with an arrow ready', which reads like the new Ready an Attack action.",
        "An interrupt needs a delayed action: in the example Fahir waited from strike rank 14 "
        "(a delay) with an arrow nocked, not a readied attack.",
        ("A readied attack (Ready an Attack) may interrupt as well as a delayed action.",),
        ("rq2_combat.interrupting",),
    ),
    Reading(
        "A004-12",
        RQ2,
        "Charging - clarification",
        "Meeting a charge with an attack, 'the person with the longest weapon goes first'. When "
        "both weapons have the same reach, the page names nobody.",
        "Nobody goes first: both blows land together, as two actions on one strike rank do.",
        (
            "The charger strikes first, carried in by the charge.",
            "The defender strikes first, braced for the charger.",
        ),
        ("rq2_combat.first_strike",),
    ),
)

SURPRISE_TURN_SETTING = reading_setting(
    "surprise_turn",
    "The turn that ends surprise",
    "A004-08",
    SurpriseTurn,
    short={"no_action": "no action on the turn surprise ends"},
)
COMPARISON_SETTING = reading_setting(
    "comparison",
    "Interrupt, same result",
    "A004-05",
    Comparison,
    short={"runequest": "same interrupt result: both at once"},
)
