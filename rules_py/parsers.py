"""How each kind of input reads a raw value (a JSON value, form text or a CLI word) into a checked
one, or says what is wrong with it (:class:`~rules_py.errors.InputError`, naming the input).

:class:`rules_py.contract.Input` picks the parser of its kind; the rows input has its own module
(:mod:`rules_py.rows`), the board its own (:mod:`rules_py.board`).
"""

import re

from rules_py import plain_text
from rules_py.errors import InputError

_YES = frozenset({"1", "yes", "y", "true"})
_NO = frozenset({"0", "no", "n", "false"})
_WHOLE_NUMBER = re.compile(r"[+-]?\d+")
# One term of a sum a GM says aloud ("75-20", "75 + 10", "75% - 20%"): a sign (the first term's
# may be left out), digits, and for a percentage its sign; the site's own minus sign (U+2212)
# reads as a hyphen, so a number copied from the page reads back.
_TERM = re.compile(r"\s*([+-]?)\s*(\d+)\s*(%?)\s*")
# A fraction of a rating as a GM writes it, "60/2": refused (a rule says how its halves round),
# with the figure worked out in the message.
_FRACTION = re.compile(r"\s*([+-]?\d{1,6})\s*%?\s*/\s*([1-9]\d{0,2})\s*")
MINUS_SIGN = "\u2212"
# Longer digit strings are not converted (CPython refuses past 4300 digits); no input's range
# reaches this many digits, so such a number is simply out of range.
MAX_DIGITS = 12
MAX_TEXT = 60  # characters of a text input
MOST_INTEGERS = 12  # whole numbers in a list input


def text(name: str, raw: object, longest: int = MAX_TEXT) -> str:
    """Plain text, its runs of white space made one space.

    >>> text("who", "  Ana   Bo ")
    'Ana Bo'
    """
    if not isinstance(raw, str):
        raise InputError(name, "must be text")
    if refused := plain_text.refusal(raw):  # as typed: a tab or a line break is refused too
        raise InputError(name, refused)
    words = " ".join(raw.split())
    if len(words) > longest:
        raise InputError(name, f"is too long: at most {longest} characters")
    return words


def yes_or_no(name: str, raw: object) -> bool:
    """Yes or no, written as a bool, 1/0, yes/no, y/n or true/false.

    >>> yes_or_no("tackle", "Yes"), yes_or_no("tackle", 0)
    (True, False)
    """
    if isinstance(raw, bool):
        return raw
    word = str(raw).strip().lower()
    if word in _YES:
        return True
    if word in _NO:
        return False
    raise InputError(name, "must be yes or no (1 or 0)")


def choice(name: str, raw: object, choices: tuple[str, ...]) -> str:
    """One of ``choices``, in any case.

    >>> choice("fire", " Burst", ("single", "burst"))
    'burst'
    """
    word = str(raw).strip().lower()
    if word not in choices:
        raise InputError(name, f"must be one of {', '.join(choices)}")
    return word


def range_words(low: int | None, high: int | None) -> str:
    """What a range asks of a number, in words.

    >>> range_words(1, 100), range_words(None, None)
    ('must be between 1 and 100', 'must have at most 12 digits')
    """
    if low is not None and high is not None:
        return f"must be between {low} and {high}"
    if low is not None:
        return f"must be at least {low}"
    if high is not None:
        return f"must be at most {high}"
    return f"must have at most {MAX_DIGITS} digits"


def whole_number(
    name: str,
    raw: object,
    low: int | None = None,
    high: int | None = None,
    d100: bool = False,
    percent: bool = False,
) -> int:
    """A whole number (for a d100 roll, "00" reads as 100), not yet checked against its range.
    A percentage may end in a percent sign, as a character sheet writes it: "50%" reads as 50.

    >>> whole_number("roll", "00", d100=True), whole_number("n", 7.0)
    (100, 7)
    >>> whole_number("chance", " 50 % ", percent=True), whole_number("chance", "-5%", percent=True)
    (50, -5)
    >>> whole_number("count", "50%")
    Traceback (most recent call last):
    ...
    rules_py.errors.InputError: count: must be a whole number, not '50%'
    """
    if isinstance(raw, bool):
        raise InputError(name, "must be a whole number, not true/false")
    if isinstance(raw, int | float):
        number = whole_or_none(raw)
        if number is None:
            raise InputError(name, f"must be a whole number, not {raw}")
        return number
    if percent:
        return sum(percent_terms(name, str(raw), low, high))
    written, shown = _as_typed(str(raw))
    if d100 and written == "00":
        return 100
    if not _WHOLE_NUMBER.fullmatch(written):
        raise InputError(name, f"must be a whole number, not '{shown}'")
    if len(written.lstrip("+-").lstrip("0")) > MAX_DIGITS:
        raise InputError(name, f"{range_words(low, high)}, not {shown}")
    return int(written)


def whole_or_none(value: object) -> int | None:
    """A number with no fraction as an int (``50.0`` and ``1e3`` are whole, as JSON Schema's
    "integer" and the browser's ``JSON.parse`` read them); None for anything else, true and
    false included. The one reading of a number already parsed, for inputs and stored data.

    >>> [whole_or_none(value) for value in (50, 50.0, 1e3, 50.5, True, "50", None)]
    [50, 50, 1000, None, None, None, None]
    >>> whole_or_none(float("inf")), whole_or_none(float("nan"))
    (None, None)
    """
    if isinstance(value, float) and value.is_integer():  # inf and nan are not
        return int(value)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _as_typed(raw: str) -> tuple[str, str]:
    """The text as read (stripped, its minus sign U+2212 a hyphen) and as a message quotes it
    (cut at 20 characters).

    >>> _as_typed(" −20 ")
    ('-20', '-20')
    """
    written = raw.strip().replace(MINUS_SIGN, "-")
    return written, written if len(written) <= 20 else written[:20] + "…"


def percent_terms(
    name: str, raw: str, low: int | None = None, high: int | None = None
) -> tuple[int, ...]:
    """The one parse of a percentage as typed: its terms ("75-20": 75 and -20), or what is wrong
    with it; :func:`whole_number` sums them and the modifiers show them.

    >>> percent_terms("chance", " 75 \u2212 20% "), percent_terms("chance", "50")
    ((75, -20), (50,))
    >>> percent_terms("chance", "75 20")
    Traceback (most recent call last):
    ...
    rules_py.errors.InputError: chance: must be a whole number or a sum such as 75-20, not '75 20'
    """
    written, shown = _as_typed(raw)
    terms = sum_terms(written)
    if terms is None:
        raise InputError(name, _not_a_sum(written, shown))
    if any(len(str(abs(term))) > MAX_DIGITS for term in terms):
        raise InputError(name, f"{range_words(low, high)}, not {shown}")
    return terms


def _not_a_sum(written: str, shown: str) -> str:
    """Why a percentage's text is refused; a fraction ("60/2") gets its figure worked out, for
    the reader to write (how a half rounds is each rule's own).

    >>> _not_a_sum("60/2", "60/2")
    "takes no division: write the figure itself, not '60/2' (60/2 is 30)"
    >>> _not_a_sum("45 / 2", "45 / 2").split("(")[1]
    '45/2 is between 22 and 23: round it as the rule says)'
    """
    fraction = _FRACTION.fullmatch(written)
    if fraction is None:
        return f"must be a whole number or a sum such as 75-20, not '{shown}'"
    top, bottom = int(fraction[1]), int(fraction[2])
    whole, left = divmod(top, bottom)
    figure = (
        f"{whole}" if left == 0 else f"between {whole} and {whole + 1}: round it as the rule says"
    )
    return f"takes no division: write the figure itself, not '{shown}' ({top}/{bottom} is {figure})"


def sum_terms(written: str) -> tuple[int, ...] | None:
    """The terms of a percentage written as a GM says it, "75-20" or "75 + 10" (each term may end
    in a percent sign, and the site's minus sign reads as a hyphen); None when the text is no
    such sum. A lone number is a sum of one term.

    >>> sum_terms("75-20"), sum_terms(" 75 + 10 "), sum_terms("75% \u2212 20%"), sum_terms("-5%")
    ((75, -20), (75, 10), (75, -20), (-5,))
    >>> sum_terms("75--"), sum_terms("75 20"), sum_terms("abc"), sum_terms("%50"), sum_terms("")
    (None, None, None, None, None)
    """
    text = written.replace(MINUS_SIGN, "-")
    terms: list[int] = []
    at = 0
    while at < len(text) or not terms:
        match = _TERM.match(text, at)
        # After the first term, each one says whether it adds or takes away.
        if match is None or (terms and not match.group(1)):
            return None
        sign, digits = match.group(1), match.group(2)
        if len(digits.lstrip("0")) > MAX_DIGITS:  # kept whole, for the caller to call too long
            digits = "1" + "0" * MAX_DIGITS
        terms.append(-int(digits) if sign == "-" else int(digits))
        at = match.end()
    return tuple(terms)


def in_range(name: str, value: int, low: int | None, high: int | None) -> int:
    """``value``, if it lies in the range.

    >>> in_range("sr", 41, 0, 40)
    Traceback (most recent call last):
    ...
    rules_py.errors.InputError: sr: must be between 0 and 40, not 41
    """
    if (low is not None and value < low) or (high is not None and value > high):
        shown = str(value) if abs(value) < 10**MAX_DIGITS else "a longer number"
        raise InputError(name, f"{range_words(low, high)}, not {shown}")
    return value


def whole_numbers(
    name: str, raw: object, low: int | None, high: int | None, percent: bool = False
) -> tuple[int, ...]:
    """Two to twelve whole numbers in the range, from a list or from text such as "40, 65 80"
    (percentages may end in a percent sign: "40%, 65%").

    >>> whole_numbers("ratings", "40, 65 80", 0, 100)
    (40, 65, 80)
    >>> whole_numbers("ratings", "40%, 65 %", 0, 100, percent=True)
    (40, 65)
    """
    items: list[object]
    if isinstance(raw, str):
        spaced = re.sub(r"\s+%", "%", raw.strip()) if percent else raw.strip()
        items = [part for part in re.split(r"[\s,;]+", spaced) if part]
    elif isinstance(raw, list | tuple):
        items = list(raw)
    else:
        raise InputError(name, "must be a list of whole numbers, such as 40, 65, 80")
    if len(items) < 2:
        raise InputError(name, "needs at least two whole numbers, such as 40, 65")
    if len(items) > MOST_INTEGERS:
        raise InputError(name, f"takes at most {MOST_INTEGERS} whole numbers")
    return tuple(
        in_range(name, whole_number(name, item, low, high, percent=percent), low, high)
        for item in items
    )
