"""How numbers read on the site: the one number style, for generated tables and (mirrored rule for
rule in ``docs/javascripts/render/format.js``) for the widgets. A test runs the same cases through
both and compares.

- Percentages have at most two decimals and no trailing zeros ("22.5%", "65%"); a chance that is
  not zero but would print as 0 reads "<0.01%", one that is not certain but would print as 100
  reads ">99.99%".
- Percentages shown together (the odds of one roll, a list) share one number of decimals, the
  most any of them needs: "37.53%", "22.50%", "22.00%", never "37.53%", "22.5%", "22%"; an
  exact "0%" or "100%" stays as it is.
- Percentages of one distribution (a group adding to 100) are rounded to hundredths so that
  the shown ones add to exactly 100 (largest remainder): each is its value rounded down or up,
  never "0%" for what can happen nor "100%" for what may not.
- A minus is the true minus sign (U+2212): "−20", "−1D4". Modifiers carry their sign: "+50%".
- Every other number has at most two decimals, a half rounded up (away from zero) from the
  exact value it stands for: a Fraction as it is, a float as the shortest decimal that reads back
  as it (1.575, which a binary float holds as 1.57499999...), as the browser reads it too.

The JSON the calculators return keeps plain numbers and ASCII text; only the page's text changes.
"""

import math
from collections.abc import Iterable, Mapping, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Literal, TypeGuard

from rules_py.rounding import round_half_up_ratio

MINUS = "\u2212"
Style = Literal["", "percent", "signed", "signed_percent"]
STYLES: tuple[Style, ...] = ("", "percent", "signed", "signed_percent")


def exact(value: float | Fraction | int) -> Fraction:
    """The exact value a number shown on the site stands for: a Fraction or a whole number as it
    is; a float (what the answers' JSON holds) as the shortest decimal that reads back as it, which
    is the decimal the rules worked out (1.575, not the binary 1.57499999999999995559...). The
    browser reads a float the same way (``toExponential()`` in ``format.js``).

    >>> exact(1.575), exact(Fraction(63, 40)), exact(-2), exact(0.1)
    (Fraction(63, 40), Fraction(63, 40), Fraction(-2, 1), Fraction(1, 10))
    """
    if isinstance(value, Fraction | int):
        return Fraction(value)
    return Fraction(Decimal(repr(float(value))))


def rounded(value: float | Fraction | int, places: int = 2) -> Fraction:
    """``value`` rounded to ``places`` decimals from its :func:`exact` value, a half away from
    zero (half up on the magnitude: the minus sign is shown apart).

    >>> str(rounded(1.575)), str(rounded(2.675)), str(rounded(1.005)), str(rounded(-0.125))
    ('79/50', '67/25', '101/100', '-13/100')
    >>> rounded(Fraction(1, 8)) == Fraction(13, 100), rounded(0.004) == 0
    (True, True)
    """
    scaled = abs(exact(value)) * 10**places
    units = round_half_up_ratio(scaled.numerator, scaled.denominator)
    return Fraction(-units if value < 0 else units, 10**places)


def decimal(value: float | Fraction | int) -> str:
    """A number with at most two decimals, trailing zeros dropped, and a true minus, rounded
    half up from its exact value (:func:`rounded`), as ``format.js`` does.

    >>> decimal(2.5), decimal(-3), decimal(1 / 3), decimal(Fraction(7, 8)), decimal(-0.001)
    ('2.5', '−3', '0.33', '0.88', '0')
    >>> decimal(0.125), decimal(-0.125), decimal(1.575), decimal(Fraction(63, 40))
    ('0.13', '−0.13', '1.58', '1.58')
    """
    if isinstance(value, float) and not math.isfinite(value):  # as the browser writes them
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else MINUS + "Infinity")
    hundredths = rounded(value) * 100
    whole, cents = divmod(abs(int(hundredths)), 100)
    text = f"{whole}.{cents:02d}".rstrip("0").rstrip(".")
    if text == "0":
        return "0"
    return (MINUS if hundredths < 0 else "") + text


def percent(value: float | Fraction | int) -> str:
    """A percentage (``value`` already in percent), never hiding a small non-zero chance.

    >>> percent(22.5), percent(65), percent(0), percent(0.004), percent(99.996), percent(100)
    ('22.5%', '65%', '0%', '<0.01%', '>99.99%', '100%')
    >>> percent(Fraction(1, 200)), percent(12.345), percent(Fraction(19999, 200))
    ('0.01%', '12.35%', '>99.99%')
    """
    number = exact(value)
    if 0 < number < _LEAST_SHOWN:
        return "<0.01%"
    if 100 - _LEAST_SHOWN <= number < 100:
        return ">99.99%"
    return decimal(number) + "%"


_LEAST_SHOWN = Fraction(1, 200)  # what rounds up to 0.01


_KEPT = ("0%", "100%")  # exact, never padded


def _decimals(text: str) -> int:
    return len(text.partition(".")[2])


_PLACES = 6  # a percentage is read to millionths to rank remainders (format.js alike)
_MILLIONTHS = 10**_PLACES
_HUNDREDTH = _MILLIONTHS // 100
_WHOLE = 100 * 100  # 100%, in hundredths


def _one_distribution(
    values: Sequence[float | Fraction | int], open_to: Sequence[bool]
) -> list[int] | None:
    """The values in hundredths of a percent, adding to exactly 100% (largest remainder among
    those ``open_to`` a change; ties to the first), or None when they do not add to 100.

    >>> _one_distribution([13.4, 42.515, 44.085], [True] * 3)  # not 13.4 + 42.52 + 44.09
    [1340, 4252, 4408]
    >>> _one_distribution([50, 20], [True, True]) is None
    True
    """
    millionths = [int(rounded(value, _PLACES) * _MILLIONTHS) for value in values]
    if any(m < 0 for m in millionths) or abs(sum(millionths) - _WHOLE * _HUNDREDTH) > len(values):
        return None
    hundredths = [m // _HUNDREDTH for m in millionths]
    short = _WHOLE - sum(hundredths)
    ranked = sorted(
        (index for index, open_ in enumerate(open_to) if open_),
        key=lambda index: (-(millionths[index] % _HUNDREDTH), index),
    )
    for index in ranked[: max(short, 0)]:
        hundredths[index] += 1
    return hundredths


def percents(values: Iterable[float | Fraction | int]) -> list[str]:
    """Percentages shown as one group: each as :func:`percent` would print it, padded with zeros
    to the decimals of the one that needs the most. What is exact or a bound stays as it is: "0%"
    (never), "100%" (certain), "<0.01%" and ">99.99%"; "0.00%" would read as a rounded chance.

    >>> percents([37.53, 22.5, 22])
    ['37.53%', '22.50%', '22.00%']
    >>> percents([0, 62.25, 100, 37.5])
    ['0%', '62.25%', '100%', '37.50%']
    >>> percents([50, 25, 25]), percents([0.001, 12.25, 87.5])
    (['50%', '25%', '25%'], ['<0.01%', '12.25%', '87.50%'])
    >>> percents([])
    []

    One distribution adds to exactly 100 (13.4 + 42.515 + 44.085 would show 100.01):

    >>> percents([13.4, 42.515, 44.085])
    ['13.40%', '42.52%', '44.08%']
    """
    shown = [percent(value) for value in as_grouped(list(values))]
    plain = [text[:-1] for text in shown if text not in _KEPT and text[0] not in "<>"]
    places = max((_decimals(number) for number in plain), default=0)

    def padded(text: str) -> str:
        if text in _KEPT or text[0] in "<>" or not places:
            return text
        number = text[:-1]
        whole, _, fraction = number.partition(".")
        return f"{whole}.{fraction.ljust(places, '0')}%"

    return [padded(text) for text in shown]


def as_grouped(values: Sequence[float | Fraction | int]) -> list[Fraction]:
    """Percentages shown as one group (:func:`percents`), each as the number the group shows:
    one distribution's values rounded to hundredths adding to exactly 100 (largest remainder),
    what is exact or a bound as it is. A figure shown alone for one of the group's events (the
    chance all succeed beside "3 of 3") is taken from here, so the page shows one figure per
    event; :func:`percent` shows each as the group does.

    >>> [str(value) for value in as_grouped([13.4, 42.515, 44.085])]
    ['67/5', '1063/25', '1102/25']
    >>> [percent(value) for value in as_grouped([0.001, 12.25, 87.749])]
    ['<0.01%', '12.25%', '87.75%']
    >>> as_grouped([50, 20]) == [50, 20]  # not one distribution: each as it is
    True
    """
    numbers = [exact(value) for value in values]
    open_to = [text not in _KEPT and text[0] not in "<>" for text in (percent(n) for n in numbers)]
    hundredths = _one_distribution(values, open_to)
    if hundredths is None:
        return numbers
    return [
        number if not open_ else _hundredths_number(count)
        for number, open_, count in zip(numbers, open_to, hundredths, strict=True)
    ]


def record_texts(
    records: Sequence[Mapping[str, object]],
    columns: Sequence[tuple[str, Style]],
    distribution: Sequence[str] = (),
    per_row: bool = False,
    outside: int = 0,
    by: str = "",
) -> list[list[str]]:
    """Records as a table shows them: each cell in its column's style, and the percentages of
    one distribution as one group (:func:`percents`: adding to exactly 100). The ``distribution``
    columns make one each, down the rows but the last ``outside`` (a sum of some rows above,
    such as "Any success", rounded alone), one per value of the column ``by`` when given (the
    hits of each hit die); or, ``per_row``, each row's cells in them together. The widgets'
    mirror is ``recordTexts`` in ``format.js``.

    >>> rows = [{"x": "A", "p": 13.4}, {"x": "B", "p": 42.515}, {"x": "C", "p": 44.085}]
    >>> record_texts(rows, [("x", ""), ("p", "percent")], ["p"])
    [['A', '13.40%'], ['B', '42.52%'], ['C', '44.08%']]
    >>> record_texts(rows, [("x", ""), ("p", "percent")])  # not a distribution: each alone
    [['A', '13.4%'], ['B', '42.52%'], ['C', '44.09%']]
    >>> record_texts([{"a": 76.065, "b": 2.525, "c": 21.41}], [("a", "percent"), ("b", "percent"),
    ...     ("c", "percent")], ["a", "b", "c"], per_row=True)
    [['76.07%', '2.52%', '21.41%']]
    >>> dice = [{"d": d, "p": p} for d, p in (("1D2", 50.005), ("1D2", 49.995), ("1D3", 100))]
    >>> record_texts(dice, [("d", ""), ("p", "percent")], ["p"], by="d")
    [['1D2', '50.01%'], ['1D2', '49.99%'], ['1D3', '100%']]
    """
    texts = [[shown(record.get(key), style) for key, style in columns] for record in records]
    keys = [key for key, _ in columns]
    chosen = [keys.index(key) for key in distribution]
    kept = range(len(records) - outside)
    if per_row:
        groups = [[(row, column) for column in chosen] for row in range(len(records))]
    else:
        parts = list(dict.fromkeys(str(records[row].get(by)) for row in kept)) if by else [""]
        groups = [
            [(row, column) for row in kept if not by or str(records[row].get(by)) == part]
            for column in chosen
            for part in parts
        ]
    for group in groups:
        cells = [(r, c) for r, c in group if _is_number(records[r].get(keys[c]))]
        values = [records[r][keys[c]] for r, c in cells]
        for (r, c), text in zip(cells, percents(values), strict=True):  # type: ignore[arg-type]
            texts[r][c] = text
    return texts


def _hundredths_number(count: int) -> Fraction:
    """A percentage in hundredths that :func:`percent` shows as the group does: a count rounded
    down to nothing reads "<0.01%", one rounded up to all ">99.99%".

    >>> [percent(_hundredths_number(c)) for c in (4252, 1340, 0, 10000)]
    ['42.52%', '13.4%', '<0.01%', '>99.99%']
    """
    if count <= 0:
        return _NEXT_TO_NOTHING
    if count >= _WHOLE:
        return 100 - _NEXT_TO_NOTHING
    return Fraction(count, 100)


_NEXT_TO_NOTHING = Fraction(1, 1000)  # shown as "<0.01%"


def signed(value: int, zero: str = "0") -> str:
    """A modifier with its sign, minus as a true minus; zero as given.

    >>> signed(1), signed(-2), signed(0), signed(0, zero="")
    ('+1', '−2', '0', '')
    """
    if value == 0:
        return zero
    return f"+{value}" if value > 0 else f"{MINUS}{-value}"


def signed_percent(value: int) -> str:
    """A percentage modifier: ``+50%``, ``−20%``, ``0%``.

    >>> signed_percent(50), signed_percent(-20), signed_percent(0)
    ('+50%', '−20%', '0%')
    """
    return signed(value) + "%"


def text(value: str) -> str:
    """Text from the rules with a leading minus made a true minus ("-1D4" → "−1D4").

    >>> text("-1D4"), text("+1D6"), text("-"), text("well-known")
    ('−1D4', '+1D6', '-', 'well-known')
    """
    if len(value) > 1 and value[0] == "-" and value[1].isdigit():
        return MINUS + value[1:]
    return value


def yes_no(answer: bool) -> str:
    """A yes/no rule's answer as a table cell reads it (a widget's value reads "yes"/"no":
    :func:`shown`).

    >>> yes_no(True), yes_no(False)
    ('Yes', 'No')
    """
    return "Yes" if answer else "No"


def shown(value: object, style: Style = "") -> str:
    """Any JSON value as a page shows it, in the given style (the widget's rule, in Python).

    >>> shown(None), shown(True), shown(12.345), shown(-7), shown("-2D6"), shown([1, -2])
    ('–', 'yes', '12.35', '−7', '−2D6', '1, −2')
    >>> shown(0.001, "percent"), shown(-20, "signed_percent"), shown(3, "signed")
    ('<0.01%', '−20%', '+3')
    """
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        if style == "percent":
            return percent(value)
        if style in ("signed", "signed_percent") and float(value).is_integer():
            return (signed_percent if style == "signed_percent" else signed)(int(value))
        return decimal(value)
    if isinstance(value, list | tuple):
        if style == "percent" and all(_is_number(part) for part in value):
            return ", ".join(percents(value))
        return ", ".join(shown(part, style) for part in value)
    return text(str(value))


def _is_number(value: object) -> TypeGuard[float | int]:
    return isinstance(value, int | float) and not isinstance(value, bool)
