"""A chance as a GM says it: a modifier beside the chance of a roll (declared on the chance:
:attr:`rules_py.contract.Input.modifier`), and a percentage written as a sum ("75-20", read by
:func:`rules_py.parsers.sum_terms`). The calculator adds the modifier before its rule runs, and
its answer shows each sum it used ("75 − 20 = 55"), under outputs this module declares.
"""

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar, Protocol, TypeVar

from rules_py import numbers, parsers
from rules_py.errors import InputError
from rules_py.numbers import MINUS
from rules_py.outputs import Output

# A modifier alone (the sum it makes is held to the chance's own range).
MODIFIER_RANGE = (-999, 999)
# The answer's record of each percentage worked out from several numbers (a modifier, or a sum
# typed in), by input name; and the heading a page shows them under.
SUMS = "sums"
SUMS_GROUP = "With modifiers"


class Chance(Protocol):
    """What this module reads of a declared input (:class:`rules_py.contract.Input`, whose
    module imports this one)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def name(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def percent(self) -> bool: ...
    @property
    def minimum(self) -> int | None: ...
    @property
    def maximum(self) -> int | None: ...
    @property
    def modifier(self) -> str: ...
    @property
    def modifies(self) -> str: ...


Item = TypeVar("Item", bound=Chance)


def modifier_of(chance: Item) -> Item:
    """The input that modifies ``chance``, as the calculator adds it after the chance.

    >>> from rules_py.contract import rating_input
    >>> modifier = modifier_of(rating_input("chance", "Chance (%)", 50))
    >>> modifier.name, modifier.label, modifier.modifies, modifier.holds
    ('chance_modifier', 'Modifier (%)', 'chance', '')
    >>> modifier.parse(""), modifier.parse("-20"), modifier.parse("\u221220")
    (0, -20, -20)
    """
    low, high = MODIFIER_RANGE
    return replace(
        chance,
        name=f"{chance.name}_modifier",
        label=chance.modifier,
        default=None,
        minimum=low,
        maximum=high,
        optional=True,
        empty=0,
        help="",
        aliases=(),
        holds="",
        modifier="",
        modifies=chance.name,
    )


def with_modifiers(inputs: Sequence[Item]) -> tuple[Item, ...]:
    """``inputs`` with each chance's modifier after it (the modifiers of a calculator built from
    another's inputs made afresh).

    >>> from rules_py.contract import rating_input
    >>> [item.name for item in with_modifiers([rating_input("chance", "Chance (%)", 50)])]
    ['chance', 'chance_modifier']
    """
    made: list[Item] = []
    for item in inputs:
        if not item.modifies:
            made += [item, modifier_of(item)] if item.modifier else [item]
    return tuple(made)


def with_sums(inputs: Sequence[Chance], outputs: Sequence[Output]) -> tuple[Output, ...]:
    """``outputs`` after an output for each chance among ``inputs`` that takes a modifier: the sum
    it was worked out from, shown only when one was (else the answer has no SUMS).

    >>> from rules_py.contract import rating_input
    >>> [output.key for output in with_sums([rating_input("chance", "Chance (%)", 50)], [])]
    ['sums.chance']
    """
    sums = tuple(
        Output(f"{SUMS}.{item.name}", item.label, group=SUMS_GROUP)
        for item in inputs
        if item.modifier
    )
    return (*sums, *(output for output in outputs if output.group != SUMS_GROUP))


def add_modifiers(
    inputs: Sequence[Chance],
    raw_inputs: Mapping[str, object],
    values: dict[str, Any],
    errors: list[InputError],
) -> dict[str, str]:
    """Add each modifier to its chance in ``values`` (the modifier's own value taken out:
    run never sees it), noting a sum that leaves the chance's range in ``errors``. Where a chance
    was worked out from more than one number (a modifier, a sum typed in), return every chance
    as the answer shows it ("75 − 20 = 55", "45"); else nothing."""
    worked: dict[str, tuple[int, ...]] = {}
    for item in inputs:
        if not item.modifier:
            continue
        terms = terms_of(raw_inputs.get(item.name), values.get(item.name))
        modifier = modifier_of(item)
        added = values.pop(modifier.name, None)  # run gets the sum, not the modifier
        try:
            worked[item.name] = terms + modify(item, values, added, raw_inputs.get(modifier.name))
        except InputError as error:
            errors.append(InputError(modifier.name, error.message))
    if all(len(terms) < 2 for terms in worked.values()):
        return {}  # nothing worked out: the answer is as it always was
    # Beside a sum, each other chance as it stands, so that the answer says what each side rolls.
    return {name: worked_sum(terms) for name, terms in worked.items()}


def modify(item: Chance, values: dict[str, Any], added: object, raw: object) -> tuple[int, ...]:
    """Add a modifier (``added``, as typed: ``raw``) to ``item``'s value in ``values``, held to
    the item's range; return the modifier's terms (none when there is nothing to add).

    >>> from rules_py.contract import rating_input
    >>> chance = rating_input("chance", "Chance (%)", 50)
    >>> values: dict[str, object] = {"chance": 75}
    >>> modify(chance, values, -20, "-10-10"), values
    ((-10, -10), {'chance': 55})
    >>> modify(chance, values, 990, "990")
    Traceback (most recent call last):
    ...
    rules_py.errors.InputError: chance: brings Chance (%) to 1045; it must be between -200 and 999
    """
    value = values.get(item.name)
    if not isinstance(added, int) or not added or item.name not in values:
        return ()  # no modifier, a refused one, or a refused chance: said already
    if not isinstance(value, int):
        raise InputError(item.name, f"modifies {item.label}, which is empty: give it first")
    total, low, high = value + added, item.minimum, item.maximum
    if (low is not None and total < low) or (high is not None and total > high):
        limits = parsers.range_words(low, high)
        raise InputError(item.name, f"brings {item.label} to {total}; it {limits}")
    values[item.name] = total
    return terms_of(raw, added)


def terms_of(raw: object, value: object) -> tuple[int, ...]:
    """The numbers a percentage was written as ("75-20": 75 and −20), the value alone, or none
    (refused, or left empty)."""
    if not isinstance(value, int):
        return ()
    try:  # the same parse whole_number summed: its terms, when they give this value
        terms = parsers.percent_terms("", raw) if isinstance(raw, str) else ()
    except InputError:
        terms = ()
    return terms if terms and sum(terms) == value else (value,)


def worked_sum(terms: tuple[int, ...]) -> str:
    """A chance as the answer shows it, in the site's number style (its minus sign): the sum it
    was worked out from, the number alone, or none (an optional chance left empty).

    >>> worked_sum((75, -20)), worked_sum((-5, 10, -20)), worked_sum((-5,)), worked_sum(())
    ('75 − 20 = 55', '−5 + 10 − 20 = −15', '−5', 'none')
    """
    if not terms:
        return "none"
    first, *rest = terms
    if not rest:
        return numbers.text(str(first))
    steps = "".join(f" {'+' if term >= 0 else MINUS} {abs(term)}" for term in rest)
    return f"{numbers.text(str(first))}{steps} = {numbers.text(str(sum(terms)))}"
