"""The combat round and its two steps (RuneQuest II House Rules, The Combat Round › The Combat
Round; Wrap-up Step).

A combat round lasts five seconds, twelve to the minute. It has an Action Step (one or more strike
rank cycles, :mod:`rules_py.rq2_combat.cycles`) and then a Wrap-up Step, where fatigue and
everything rolled "at the end of the round" are settled. Another round follows while anyone is still
engaged or something still runs in action time.
"""

from rules_py.labelled import Labelled

ROUND_SECONDS = 5
ROUNDS_PER_MINUTE = 12


class Step(Labelled):
    """The two steps of a combat round, in order."""

    ACTION = "action", "Action Step"
    WRAP_UP = "wrap_up", "Wrap-up Step"

    @property
    def happens(self) -> str:
        """What happens in the step, in the site's words."""
        return _STEP_WORK[self]


_STEP_WORK = {
    Step.ACTION: "Strike rank cycles, one after another, until nobody has a combat action left.",
    Step.WRAP_UP: "Fatigue, and every roll made at the end of the round",
}


def another_round(anyone_engaged: bool, action_time_continues: bool) -> bool:
    """Whether the wrap-up step leads into another combat round (Wrap-up Step).

    >>> another_round(True, False), another_round(False, True), another_round(False, False)
    (True, True, False)
    """
    return anyone_engaged or action_time_continues
