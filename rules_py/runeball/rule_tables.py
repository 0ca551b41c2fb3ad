"""The site's own tables of Runeball rules (Runeball 2022 Notes), beside the nine printed ones of
:mod:`rules_py.runeball.tables`: each row is worked out by calling the rule it shows, so a page
that states a rule in words can show its cases (and quote them) without typing a number.
"""

from fractions import Fraction

from rules_py.numbers import decimal, percents, signed, yes_no
from rules_py.odds import as_percent
from rules_py.runeball import ball, blocking, exertion, field, possession, turns, wounds
from rules_py.runeball.blocking import KnockbackHex
from rules_py.runeball.possession import Consequence
from rules_py.runeball.skill_rolls import margin_words
from rules_py.sources import Document, cite
from rules_py.tables import Table

RB = Document.RUNEBALL
LONGEST_BOUNCE_ROW = 4  # the rows after it are one: "5 or more"


def bounce_table() -> Table:
    """How many hexes a ball set bouncing moves before it stops: one distribution, its column
    adding to 100%.

    >>> [chance for _, chance in bounce_table().rows]
    ['50.00%', '25.00%', '12.50%', '6.25%', '6.25%']
    """
    shown = range(1, LONGEST_BOUNCE_ROW + 1)
    odds = [ball.bounce_length_odds(hexes) for hexes in shown]
    odds.append(1 - sum(odds, Fraction(0)))
    names = [*(str(hexes) for hexes in shown), f"{LONGEST_BOUNCE_ROW + 1} or more"]
    rows = list(zip(names, percents(as_percent(p) for p in odds), strict=True))
    return Table(
        "How far a bouncing ball goes",
        ("Hexes before it stops", "Chance"),
        tuple(rows),
        cite(RB, "Bouncing Balls"),
    )


def recovery_table() -> Table:
    """The Catch DL to pick the ball up, bouncing or at rest, by opponents next to it."""
    rows = tuple(
        (str(near), str(ball.recovery_dl(True, near)), str(ball.recovery_dl(False, near)))
        for near in range(4)
    )
    return Table(
        "Picking up the ball (Catch DL)",
        ("Opponents next to the ball", "Bouncing", "At rest"),
        rows,
        cite(RB, "Recovering a Bouncing Ball"),
    )


def _side(direction: tuple[int, int], attacking_up: bool) -> str:
    """A hex side as a player facing the end his team attacks sees it."""
    towards = 1 if attacking_up else -1
    columns, rows = direction[0] * towards, direction[1] * towards
    ahead = {1: "Forward ", -1: "Back ", 0: ""}[(columns > 0) - (columns < 0)]
    side = "left" if rows < 0 else "right"
    return (ahead + side).capitalize()


def _on_the_pitch(direction: tuple[int, int]) -> str:
    """A hex side in the pitch's columns (1–31) and rows (1–15)."""
    columns, rows = direction
    parts = [] if not columns else [f"column {field.LENGTH if columns > 0 else 1}"]
    parts.append(f"row {field.WIDTH if rows > 0 else 1}")
    return "Towards " + " and ".join(parts)


def direction_die_table() -> Table:
    """Which hex side each face of the direction die sends a ball through (reading A003-16)."""
    rows = tuple(
        (
            str(die),
            _side(field.die_direction(die, True), True),
            _on_the_pitch(field.die_direction(die, True)),
            _on_the_pitch(field.die_direction(die, False)),
        )
        for die in range(1, 7)
    )
    return Table(
        "The direction die",
        (
            "Die",
            "Side, facing the end the team attacks",
            f"Team attacking column {field.LENGTH}",
            "Team attacking column 1",
        ),
        rows,
        cite(RB, "Bouncing Balls"),
    )


BLITZ_EXAMPLE = 11  # the acting player's initiative total in the example


def blitz_table() -> Table:
    """Who may blitz a player acting on initiative 11."""
    cases = ((12, False), (BLITZ_EXAMPLE, False), (8, False), (7, False), (12, True))
    rows = tuple(
        (str(mine), yes_no(carries), yes_no(turns.may_blitz(mine, BLITZ_EXAMPLE, carries)))
        for mine, carries in cases
    )
    return Table(
        f"Blitzing a player whose initiative total is {BLITZ_EXAMPLE}",
        ("Blitzer's initiative total", "Carrying the ball", "May blitz"),
        rows,
        cite(RB, "Blitzing"),
    )


def _order(first: bool | None) -> str:
    if first is None:
        return "Tie: both roll again"
    return "The held action" if first else "The opponent"


def held_action_table() -> Table:
    """Who goes first when a held action is used before another player's turn (reading A003-21):
    each side's 1d12 roll and INI against an opponent."""
    rows: list[tuple[str, str]] = [("A teammate", _order(turns.preempt_teammate()))]
    for (roll, ini), (their_roll, their_ini) in (
        ((7, 2), (5, 2)),
        ((3, 2), (6, 2)),
        ((4, 2), (6, 0)),
    ):
        mine = turns.initiative_total(roll, ini)
        theirs = turns.initiative_total(their_roll, their_ini)
        rows.append(
            (
                f"An opponent: {roll} + {ini} = {mine} against "
                f"{their_roll} + {their_ini} = {theirs}",
                _order(turns.preempt_opponent(mine, theirs)),
            )
        )
    return Table(
        "Using a held action",
        ("Before", "Goes first"),
        tuple(rows),
        cite(RB, "Holding an Action"),
    )


def slow_table() -> Table:
    """Whether a Slow player acts this round, from his initiative roll (INI 0)."""
    rows = []
    for roll in (3, 2, 1):
        total = turns.initiative_total(roll, 0, wounds.SLOW_INITIATIVE)
        rows.append((str(roll), signed(total), yes_no(turns.can_act_when_slow(total))))
    return Table(
        f"A Slow player (INI 0, Slow {signed(wounds.SLOW_INITIATIVE)})",
        ("d12", "Initiative total", "Acts this round"),
        tuple(rows),
        cite(RB, "Initiative", "Wounds"),
    )


def sprint_table() -> Table:
    """Extra hexes bought by sprinting, by move and exertion."""
    rows = tuple(
        (f"{time.label} move", str(points), f"+{turns.sprint_hexes(time, points)}")
        for time, most in turns.MAX_SPRINT.items()
        for points in range(1, most + 1)
    )
    return Table(
        "Sprinting",
        ("Move", "Exertion", "Extra hexes"),
        rows,
        cite(RB, "Basic Maneuvers"),
    )


TURNS: tuple[tuple[str, ...], ...] = (
    ("Full Move",),
    ("Half Move", "Half Move"),
    ("Half Move", "Block"),
    ("Block", "Half Move"),
    ("Full Move", "Pass"),
    ("Pickup", "Half Move", "Pass"),
    ("Tackle",),
)


def turns_table() -> Table:
    """Some turns, and whether each fits in one turn."""
    rows = tuple((", then ".join(turn), yes_no(turns.turn_is_legal(turn))) for turn in TURNS)
    return Table(
        "What fits in a turn",
        ("Turn", "Fits"),
        rows,
        cite(RB, "Actions and Half-Actions", "Basic Maneuvers"),
    )


def exertion_table() -> Table:
    """What each point of exertion adds and costs in hit points."""
    rows = []
    for points in range(1, exertion.MAX_EXERTION + 1):
        cost = exertion.exertion_cost_odds(points)
        rows.append(
            (
                str(points),
                signed(points),
                f"{points}d4: {min(cost)}–{max(cost)}",
                decimal(cost.mean()),
            )
        )
    return Table(
        "Exertion",
        ("Points", "Adds", "Hit points lost", "On average"),
        tuple(rows),
        cite(RB, "Exertion"),
    )


KNOCKDOWN_WOUND_NUMBER = 7


def knockdown_table() -> Table:
    """Whether a block knocks the defender down, by margin and damage."""
    # each band of margins and one margin in it
    bands = (
        (blocking.KNOCKDOWN_MARGIN, None, blocking.KNOCKDOWN_MARGIN),
        (0, blocking.KNOCKDOWN_MARGIN - 1, 0),
        (None, -1, -1),
    )
    rows = tuple(
        (
            margin_words(lowest, highest),
            *(
                "Down" if blocking.knocked_down(margin, damage, KNOCKDOWN_WOUND_NUMBER) else "Up"
                for damage in (KNOCKDOWN_WOUND_NUMBER - 1, KNOCKDOWN_WOUND_NUMBER)
            ),
        )
        for lowest, highest, margin in bands
    )
    return Table(
        f"Knockdowns (defender's wound number {KNOCKDOWN_WOUND_NUMBER})",
        ("Blocker's margin", "Damage below it", "Damage reaching it"),
        rows,
        cite(RB, "Knockdowns"),
    )


# The three hexes behind the defender in each case: (name, occupied, on the field).
KNOCKBACK_CASES: tuple[tuple[KnockbackHex, ...], ...] = (
    (
        KnockbackHex("A", False, True),
        KnockbackHex("B", True, True),
        KnockbackHex("C", False, False),
    ),
    (KnockbackHex("A", False, True), KnockbackHex("B", False, True), KnockbackHex("C", True, True)),
    (KnockbackHex("A", True, True), KnockbackHex("B", True, True), KnockbackHex("C", False, False)),
    (KnockbackHex("A", True, True), KnockbackHex("B", True, True), KnockbackHex("C", True, True)),
)


def _hex_words(cell: KnockbackHex) -> str:
    if not cell.on_field:
        return f"{cell.name} off the field"
    return f"{cell.name} {'taken' if cell.occupied else 'empty'}"


def knockback_table() -> Table:
    """Where the blocker may push the defender, by what the three hexes behind him hold."""
    rows = tuple(
        (
            ", ".join(_hex_words(cell) for cell in case),
            ", ".join(cell.name for cell in blocking.knockback_choices(case)),
        )
        for case in KNOCKBACK_CASES
    )
    return Table(
        "Knockback: the three hexes behind the defender",
        ("The hexes", "The blocker may choose"),
        rows,
        cite(RB, "Knockback"),
    )


def half_hex_table() -> Table:
    """A defender knocked into a half-hex: in or out of bounds."""
    rows = tuple(
        (
            "Prone" if prone else "On his feet",
            "Out of bounds: a turnover" if blocking.half_hex_out_of_bounds(prone) else "In bounds",
        )
        for prone in (False, True)
    )
    return Table(
        "Knocked into a half-hex",
        ("The defender", "Where he is"),
        rows,
        cite(RB, "Knockback Into Half-Hexes"),
    )


SHAKE_STARTING_HP = 31
SHAKE_CASES = ((20, 0, 6), (29, 0, 6), (20, 9, 6))  # hit points now, Bruise damage, the d6


def shake_it_off_table() -> Table:
    """Shaking it off, for a player who started with 31 hit points (reading A003-26)."""
    rows = tuple(
        (
            str(hp),
            str(bruises),
            str(roll),
            str(wounds.shake_it_off(hp, SHAKE_STARTING_HP, bruises, roll)),
        )
        for hp, bruises, roll in SHAKE_CASES
    )
    return Table(
        f"Shaking it off (starting hit points {SHAKE_STARTING_HP})",
        ("Hit points now", "Bruise damage", "d6", "Hit points after"),
        rows,
        cite(RB, "Shaking It Off"),
    )


def _loses_turn(on_his_turn: Consequence, on_another: Consequence | None) -> str:
    """Whether the player who caused it loses the rest of his turn: yes, no, or only when he
    caused it while taking his turn (``on_another``: the same on another's turn, if it can
    happen then)."""
    loses = on_his_turn.loses_rest_of_turn
    if on_another is None or on_another.loses_rest_of_turn == loses:
        return yes_no(loses)
    return "Only if he caused it while taking his turn"


def consequences_table() -> Table:
    """What a fumble, a turnover, a pass out of bounds and an interception do."""
    cases: tuple[tuple[str, Consequence, Consequence | None], ...] = (
        ("Fumble on his own turn", possession.fumble(True), None),
        ("Fumble on another's turn", possession.fumble(False), None),
        ("Turnover", possession.turnover(True, False), possession.turnover(False, False)),
        (
            "Turnover caused by a fumble",
            possession.turnover(True, True),
            possession.turnover(False, True),
        ),
        ("Pass that goes out of bounds", possession.pass_out_of_bounds(), None),
        ("Interception", possession.interception(), None),
    )
    rows = tuple(
        (
            name,
            _loses_turn(his, another),
            str(his.opponents_score),
            yes_no(his.free_activation),
        )
        for name, his, another in cases
    )
    return Table(
        "Fumbles and turnovers",
        (
            "What happens",
            "Player loses the rest of his turn",
            "Other team scores",
            "Free activation",
        ),
        rows,
        cite(RB, "Fumbles", "Turnovers", "Failed Pass Attempt"),
    )


def game_start_table() -> Table:
    """How many of the two choices a team gets from the opening round of Keshat."""
    cases = (
        ("Won", True, False),
        ("Lost", False, False),
        ("Won with a Keshat", True, True),
        ("Lost to a Keshat", False, True),
    )
    rows = tuple((name, str(possession.game_choices(won, keshat))) for name, won, keshat in cases)
    return Table(
        "Choices from the opening round of Keshat",
        ("The team's round", "Choices it makes"),
        rows,
        cite(RB, "Game Start Procedure"),
    )


def team_table() -> Table:
    """How many players a team fields, by how many are fit."""
    rows = tuple(
        (str(fit), str(possession.players_to_field(fit)))
        for fit in range(possession.TEAM_SIZE, possession.ON_THE_FIELD - 3, -1)
    )
    return Table(
        "Players on the field",
        ("Fit players", "On the field"),
        rows,
        cite(RB, "The Team", "Substitutions"),
    )
