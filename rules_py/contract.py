"""What a calculator declares: its inputs, its outputs and the one error type for bad input.

An input is declared once (name, label, range, default) and that declaration drives the
validation here, the CLI's arguments, the widget's form fields and the permalink.
"""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Literal

from rules_py import modifiers, parsers
from rules_py.board import BoardError, BoardShape, Placement, parse_board
from rules_py.character_map import CharacterMap
from rules_py.dice import DEFAULT_SEED, SEED_RANGE, seeded_random
from rules_py.errors import InputError, InputErrors
from rules_py.outputs import Output, OutputKind
from rules_py.rows import Cell, Row, parse_rows
from rules_py.signatures import check_run

# Bad input is one error type, declared with the parsers; a calculator raises it from here too.
__all__ = [
    "RATING_RANGE",
    "Calculator",
    "Cell",
    "CharacterMap",
    "Input",
    "InputError",
    "InputErrors",
    "InputKind",
    "JsonDict",
    "Output",
    "OutputKind",
    "Row",
    "Value",
    "enum_input",
    "rating_input",
    "reading_setting",
    "roll_input",
    "seed_input",
    "seeded_random",
]

# text: free text the calculator reads itself (such as dice), with optional ``suggestions``.
# yesno: yes or no (parsers.yes_or_no); run gets a bool, a page shows a box to tick.
# rows: a table the reader can add rows to and remove them from (rules_py.rows); its columns are
# inputs of the kinds integer, choice, text (a short name, never markup) and yesno.
# board: where named pieces stand on a grid (rules_py.board), read from text such as
# passer=5.8;receiver=12.8 or from JSON.
InputKind = Literal["integer", "choice", "integers", "rows", "text", "yesno", "board"]
Value = int | str | bool | Enum | tuple[int, ...] | tuple[Row, ...] | Placement | None
JsonDict = dict[str, Any]

CELL_KINDS = ("integer", "choice", "text", "yesno")


@dataclass(frozen=True)
class Input:
    """One input of a calculator.

    >>> Input("roll", "Roll", minimum=1, maximum=100).parse(" 7 ")
    7
    >>> Input("roll", "Roll", minimum=1, maximum=100, d100=True).parse("00")
    100
    """

    name: str
    label: str
    kind: InputKind = "integer"
    minimum: int | None = None
    maximum: int | None = None
    default: int | str | bool | None = None
    optional: bool = False
    # What an optional whole number left empty means (None: nothing, which run must then handle;
    # 0 for a count of things, where empty is none of them).
    empty: int | None = None
    choices: tuple[str, ...] = ()
    choice_labels: tuple[str, ...] = ()  # how a page names each choice, in the same order
    choice_short: tuple[str, ...] = ()  # a reading's choices in a few words (reading_setting)
    # Of a choice: the Enum whose values its choices are; run then gets the member, not the text.
    enum: type[Enum] | None = None
    help: str = ""
    # A d100 roll: "00" reads as 100, as the dice show it; a page offers a Roll (roll_input).
    d100: bool = False
    # A die a player threw, not a d100 (a Runeball die, a burst's hit die): the page logs it typed.
    thrown: bool = False
    # A percentage (a skill, a chance): "50%" reads as 50, as a character sheet writes it.
    percent: bool = False
    # A reading setting names the id of the reading it chooses (rules_py.sources.readings): its
    # choices are the readings, its default the site's own.
    reading: str = ""
    # A text input's usual values, offered as the reader types: (value, what it stands for).
    suggestions: tuple[tuple[str, str], ...] = ()
    # Of a rows input: its columns, each an input of its own (minimum and maximum then count
    # rows); of a text input, maximum is the longest text.
    columns: tuple["Input", ...] = ()
    # Of a rows input: the row "Add row" starts from, in the compact text (a text cell is made
    # unique on the page by a number, "Combatant 5"); empty: the columns' defaults.
    new_row: str = ""
    board: BoardShape | None = None  # a board input's pieces and cells
    # An integer that seeds the dice (an injected random.Random): a page offers a Roll button
    # that fills it with fresh randomness from the browser, and a page opened without one in its
    # link rolls its own when the declared default is a number (see :func:`seed_input`).
    seed: bool = False
    # Names the input had before, read from an older link by a page (and nothing else).
    aliases: tuple[str, ...] = ()
    # What a character of the reader's party holds for this input (rules_py.party_holds):
    # "skill", "characteristic" or "characteristic:POW", "hit_points", "strike_rank:GAME",
    # "runeball:mus"; a page then offers the party's values beside the field, and the CLI's
    # --party reads a character's name in place of a number.
    holds: str = ""
    # Folded away with the settings under one line saying what is in force (scripts/pages/widget/):
    # used rarely (a dice seed, an exertion) or typed elsewhere too (a board's pieces, moved on it).
    folded: bool = False
    # Of a chance a roll is made against: the label of its modifier, an input of its own (named
    # ``<name>_modifier``, made by the calculator: rules_py.modifiers) that run never sees: it
    # gets the chance with the modifier added, and the answer shows the sum ("75 − 20 = 55").
    modifier: str = ""
    # Of a modifier: the input it modifies.
    modifies: str = ""

    def __post_init__(self) -> None:
        if self.choice_labels and len(self.choice_labels) != len(self.choices):
            raise ValueError(f"{self.name}: one label per choice")
        if (self.kind == "rows") != bool(self.columns):
            raise ValueError(f"{self.name}: a rows input, and only one, declares columns")
        if any(column.kind not in CELL_KINDS for column in self.columns):
            raise ValueError(f"{self.name}: a column is one of {', '.join(CELL_KINDS)}")
        if self.enum is not None and (
            self.kind != "choice" or not set(self.choices) <= {member.value for member in self.enum}
        ):
            raise ValueError(f"{self.name}: an enum's choice offers some of its values")
        if self.empty is not None and not (self.optional and self.kind == "integer"):
            raise ValueError(
                f"{self.name}: only an optional whole number declares what empty means"
            )
        if (self.kind == "board") != (self.board is not None):
            raise ValueError(f"{self.name}: a board input, and only one, declares its board")
        if self.kind == "yesno" and self.optional:
            raise ValueError(f"{self.name}: a yes/no is never empty: an unticked box is no")
        if self.modifier and not (self.kind == "integer" and self.percent):
            raise ValueError(f"{self.name}: only a percentage takes a modifier")

    def parse(self, raw: object) -> Value:
        """Turn a raw value (JSON number, form text or CLI word) into a checked value."""
        if self.kind == "rows" and raw is not None:
            return parse_rows(self, raw)
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            if self.optional:
                return self.empty
            raise InputError(self.name, "is required: enter a value")
        low, high = self.minimum, self.maximum
        if self.kind == "choice":
            if self.enum is not None and isinstance(raw, self.enum):
                return raw  # a member already, as one calculator hands another
            word = parsers.choice(self.name, raw, self.choices)
            return word if self.enum is None else self.enum(word)
        if self.kind == "integers":
            return parsers.whole_numbers(self.name, raw, low, high, self.percent)
        if self.kind == "text":
            return parsers.text(self.name, raw, parsers.MAX_TEXT if high is None else high)
        if self.kind == "yesno":
            return parsers.yes_or_no(self.name, raw)
        if self.board is not None:
            try:
                return parse_board(raw, self.board)
            except BoardError as error:
                raise InputError(self.name, str(error)) from None
        number = parsers.whole_number(self.name, raw, low, high, self.d100, self.percent)
        return parsers.in_range(self.name, number, low, high)

    def describe(self) -> JsonDict:
        """The declaration as plain data (the widget form and the CLI help are built from it)."""
        return {
            "name": self.name,
            "label": self.label,
            "kind": self.kind,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "default": self.default,
            "optional": self.optional,
            "choices": list(self.choices),
            "choice_labels": list(self.choice_labels or self.choices),
            "choice_short": list(self.choice_short),
            "help": self.help,
            "d100": self.d100,
            "thrown": self.thrown,
            "percent": self.percent,
            "reading": self.reading,
            "suggestions": [list(pair) for pair in self.suggestions],
            "columns": [column.describe() for column in self.columns],
            "new_row": self.new_row,
            "pieces": [piece.describe() for piece in self.board.pieces] if self.board else [],
            "seed": self.seed,
            "aliases": list(self.aliases),
            "holds": self.holds,
            "folded": self.folded,
            # A chance's modifier is drawn with it (scripts/pages/widget/), so described in it.
            "modifier": modifiers.modifier_of(self).describe() if self.modifier else None,
            "modifies": self.modifies,
        }


@dataclass(frozen=True)
class Calculator:
    """A named calculator: declared inputs and reading settings in, a JSON-safe dict out.

    ``settings`` are inputs too (validated, on the CLI, in the form and the permalink alike),
    each choosing between readings of an unclear rule; a page shows them under their own heading.
    """

    name: str
    title: str
    summary: str
    inputs: tuple[Input, ...]
    outputs: tuple[Output, ...]
    run: Callable[..., JsonDict] = field(compare=False)
    settings: tuple[Input, ...] = ()
    # Inputs that belong together side by side in the form (A's rating beside B's), by name.
    pairs: tuple[tuple[str, str], ...] = ()
    # The answer a reader asked for, by output key, most telling first: a page keeps the first
    # one that has a value in view while the reader types, copies them as text and writes the
    # first into the roll log. Left out: the first plain value (else the first output).
    headline: tuple[str, ...] = ()
    # A calculator that makes characters: a page offers "Save as a character" from its answer.
    character: CharacterMap | None = None
    # Played round after round: the result keys of the next round's inputs (by input name), of
    # what this round spent (the roll log's line for "Next round") and of what the next round
    # keeps and clears, and the input counting rounds (Next round goes beside it, at the top).
    next_round: str = ""
    round_log: str = ""
    round_note: str = ""
    round_number: str = ""
    # Rolling for several at once, the result key of a log line per roll ({"inputs", "rolled",
    # "result", "hidden"}); rolling an ability, that of its experience checks (experience.py).
    each_roll: str = ""
    experience: str = ""

    def __post_init__(self) -> None:
        # Each chance's modifier follows it; each percentage's sum opens the answer.
        object.__setattr__(self, "inputs", modifiers.with_modifiers(self.inputs))
        object.__setattr__(self, "outputs", modifiers.with_sums(self.inputs, self.outputs))
        keys = {output.key for output in self.outputs}
        if not set(self.headline) <= keys:
            raise ValueError(f"{self.name}: a headline names a declared output")
        for setting in self.settings:
            if not setting.reading or setting.kind != "choice" or setting.default is None:
                raise ValueError(f"{self.name}.{setting.name}: a setting is a reading's choice")
        for item in self.inputs:  # one left out reads as its box starts: ticked or not
            if item.kind == "yesno" and not isinstance(item.default, bool):
                raise ValueError(f"{self.name}.{item.name}: a yes/no's default is True or False")
        names = [item.name for item in self.inputs]
        if self.round_number and self.round_number not in names:
            raise ValueError(f"{self.name}: round_number names an unknown input")
        for first, second in self.pairs:
            if first not in names or second not in names:
                raise ValueError(f"{self.name}: pair {first}, {second} names an unknown input")
        booleans = [item.name for item in self.fields if item.kind == "yesno"]
        taken = [item.name for item in self.fields if not item.modifies]  # run gets the sums
        check_run(self.name, self.run, taken, booleans)

    @property
    def fields(self) -> tuple[Input, ...]:
        """Inputs then settings: everything a request may name."""
        return (*self.inputs, *self.settings)

    def defaults(self) -> dict[str, int | str | bool]:
        """What the page's form shows before the reader types: each declared default (the
        answer the build draws into the page, and the inputs a shortcode leaves out).

        >>> from rules_py.calculators import REGISTRY
        >>> REGISTRY["resistance"].defaults()["active"]
        12
        """
        return {item.name: item.default for item in self.fields if item.default is not None}

    def calculate(self, raw_inputs: Mapping[str, object]) -> JsonDict:
        """Check every input and setting, then run the rule with the checked values; every
        declared output the answer leaves out (such as a roll not made) is in it as None."""
        known = [item.name for item in self.fields]
        errors = [
            InputError(name, f"is not an input of {self.name} ({', '.join(known)})")
            for name in raw_inputs
            if name not in known
        ]
        values: dict[str, Value] = {}
        for item in self.fields:  # every field is checked, so a reader sees every bad one at once
            try:
                values[item.name] = _parse_or_default(item, raw_inputs)
            except InputErrors as several:  # a rows input: one error per bad cell
                errors.extend(several.errors)
            except InputError as error:
                errors.append(error)
        sums = modifiers.add_modifiers(self.inputs, raw_inputs, values, errors)
        if errors:
            raise InputErrors(errors)
        result = self.run(**values)
        for output in self.outputs:  # a declared value the answer leaves out is there as None
            if "." not in output.key:
                result.setdefault(output.key, None)
        if sums:  # only when one was given: an answer without one is as it always was
            result[modifiers.SUMS] = sums
        return result

    def describe(self) -> JsonDict:
        """The declaration as plain data."""
        return {
            "name": self.name,
            "title": self.title,
            "summary": self.summary,
            "inputs": [self._described(item) for item in self.inputs if not item.modifies],
            "settings": [item.describe() for item in self.settings],
            "pairs": [list(pair) for pair in self.pairs],
            "outputs": [item.describe() for item in self.outputs],
            "headline": list(self.headlines),
            "character": self.character.describe() if self.character else None,
            "next_round": self.next_round,
            "round_log": self.round_log,
            "each_roll": self.each_roll,
            "experience": self.experience,
            "round_number": self.round_number,
            "round_note": self.round_note,
        }

    def _described(self, item: Input) -> JsonDict:
        """An input as plain data; the one counting rounds also says how the next one starts
        (a page puts "Next round" beside it)."""
        described = item.describe()
        if item.name == self.round_number:
            described["next_round"] = {
                "next": self.next_round,
                "log": self.round_log,
                "note": self.round_note,
            }
        return described

    @property
    def headlines(self) -> tuple[str, ...]:
        """The declared headline, or the first plain value, or the first output.

        >>> from rules_py.calculators import REGISTRY
        >>> REGISTRY["ability"].headlines, REGISTRY["brp_base_chances"].headlines
        (('result_label', 'ranges.success'), ('dodge',))
        """
        if self.headline:
            return self.headline
        declared = [output for output in self.outputs if output.group != modifiers.SUMS_GROUP]
        values = [output.key for output in declared if output.kind == "value"]
        return tuple(values or [declared[0].key])[:1]


def _parse_or_default(item: Input, raw_inputs: Mapping[str, object]) -> Value:
    """A choice or a yes/no left out (or empty) takes its default (for a setting, the site's
    reading); anything else is parsed as given."""
    raw = raw_inputs.get(item.name)
    left_out = raw is None or (isinstance(raw, str) and not raw.strip())
    if left_out and item.kind in ("choice", "yesno") and item.default is not None:
        raw = item.default
    return item.parse(raw)


def enum_input(
    name: str, label: str, enum: type[Enum], labels: Mapping[Enum, str], help: str = ""
) -> Input:
    """A choice of one of ``enum``'s members (its first the default), named as ``labels`` say;
    run gets the member.

    >>> from rules_py.brp.attack import Fire
    >>> fire = enum_input("fire", "Fire", Fire, {f: f.label for f in Fire})
    >>> fire.default, fire.parse("burst"), fire.describe()["choice_labels"]
    ('single', <Fire.BURST: 'burst'>, ['Single', 'Burst', 'Full autofire'])
    """
    members = list(enum)
    return Input(
        name,
        label,
        kind="choice",
        default=members[0].value,
        choices=tuple(member.value for member in members),
        choice_labels=tuple(labels[member] for member in members),
        help=help,
        enum=enum,
    )


def _label(member: Enum) -> str:
    """How a page names an Enum member of a setting: its ``label``."""
    words: object = member.label  # type: ignore[attr-defined]
    return str(words)


def reading_setting(
    name: str,
    label: str,
    reading: str,
    choices: tuple[tuple[str, str], ...] | type[Enum],
    help: str = "",
    short: Mapping[str, str] | None = None,
) -> Input:
    """A setting between readings of ``reading``, its first choice the site's and the default;
    ``choices`` pairs keys with a page's words, or is an Enum of labelled members (run gets the
    member); ``short`` says each other choice in a few words (the fold's line, widget/fold.js).

    >>> s = reading_setting("ties", "Same", "A000-07", (("tie", "Tie"), ("reroll", "Reroll")),
    ...     short={"reroll": "ties roll again"})
    >>> s.default, s.parse("reroll"), s.choice_labels, s.choice_short
    ('tie', 'reroll', ('Tie', 'Reroll'), ('', 'ties roll again'))
    """
    enum = choices if isinstance(choices, type) else None
    pairs: tuple[tuple[str, str], ...] = (
        tuple((member.value, _label(member)) for member in enum) if enum is not None else choices  # type: ignore[assignment]
    )
    keys = tuple(key for key, _ in pairs)
    if set(phrases := dict(short or {})) != set(keys[1:]):
        raise ValueError(f"{name}: a short phrase for each choice but the site's, only those")
    return Input(
        name,
        label,
        kind="choice",
        default=keys[0],
        choices=keys,
        choice_labels=tuple(words for _, words in pairs),
        choice_short=tuple(phrases.get(key, "") for key in keys),
        help=help,
        reading=reading,
        enum=enum,
    )


# A rating after modifiers can fall below 0 (a penalty bigger than the skill) or pass 200 (ReQuest's
# Throg has 286; augments pass 100). Beyond these bounds an input is almost surely a typo.
RATING_RANGE = (-200, 999)


def rating_input(
    name: str,
    label: str,
    default: int,
    modifier: str = "Modifier (%)",
    *,
    minimum: int = RATING_RANGE[0],
    maximum: int = RATING_RANGE[1],
) -> Input:
    """A skill, ability or chance, in percent: the same range everywhere unless the rule takes
    less (a rating its document bounds, as a chance of 1 to 100); a party's characters offer
    their skills and abilities for it. A roll made against it takes a modifier, labelled
    ``modifier`` (two on one calculator need two labels).

    >>> rating_input("a", "A", 50).parse("286"), rating_input("a", "A", 50).parse("75%")
    (286, 75)
    >>> rating_input("a", "A", 50).parse("75-20")
    55
    >>> rating_input("a", "A", 50, minimum=1, maximum=100).parse("286")
    Traceback (most recent call last):
    rules_py.errors.InputError: a: must be between 1 and 100, not 286
    """
    return Input(
        name,
        label,
        default=default,
        minimum=minimum,
        maximum=maximum,
        percent=True,
        holds="skill",
        modifier=modifier,
    )


def roll_input(name: str, label: str) -> Input:
    """An optional d100 roll; given, the calculator also reads that roll.

    >>> roll_input("roll", "Roll").parse("00")
    100
    """
    return Input(
        name, label, minimum=1, maximum=100, optional=True, d100=True, help="01–00; 00 reads as 100"
    )


def seed_input(name: str, label: str, help: str, default: int | None = DEFAULT_SEED) -> Input:
    """An optional seed for the dice; ``default=None`` means nothing is rolled until asked. A page
    folds the number away and keeps its Roll button in view where no d100 roll is offered.

    >>> seed_input("seed", "Dice seed", "another number rolls again").parse("42")
    42
    >>> seed_input("seed", "Dice seed", "").describe()["seed"]
    True
    """
    low, high = SEED_RANGE
    return Input(
        name,
        label,
        default=default,
        optional=True,
        minimum=low,
        maximum=high,
        help=help,
        seed=True,
        folded=True,
    )
