"""JSON text from outside (a request line, a rows value, a party file), read within bounds.

Not a rule of any document: what the site does with text it did not write. Python's own
``json.loads`` reads more than any honest input holds and answers some of it with an exception
that is not a ``JSONDecodeError``: an integer past 4,300 digits (a ``ValueError``), nesting
deeper than the interpreter's recursion limit (a ``RecursionError``), and a lone surrogate
escape (``"\\ud800"``) that it reads but that cannot be written out again as UTF-8. Every place
that reads JSON from outside calls :func:`read_json`, so the bounds are said once, here, and
every such text ends in a :class:`JsonTextError` with one sentence. The browser reads links
and rows within the same bounds (``docs/javascripts/widget/json-bounds.js``, from
``rules-config.js``).
"""

import json
import math
import re

# The longest text read: a full party (200 characters of 200 skills each) is under 3 MB.
MAX_CHARACTERS = 4_000_000
# The deepest nesting read: a party file nests 4 deep (file, characters, character, skills),
# a request 4 (request, inputs, rows, row).
MAX_DEPTH = 20
# The longest integer read: no input's range reaches this many digits (rules_py.parsers).
MAX_DIGITS = 30

# A JSON string (skipped whole, so a bracket inside one does not count; one left open runs to
# the end, so that no match is tried twice and the scan stays linear) or a bracket.
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.?)*+(?:"|\Z)|[\[\]{}]', re.DOTALL)


class JsonTextError(ValueError):
    """JSON text that is not read: the message says why, in words a reader can act on.

    >>> str(JsonTextError("is not JSON"))
    'is not JSON'
    """


def _depth(text: str) -> int:
    """How deep ``text``'s lists and objects nest (brackets inside strings not counted).

    >>> _depth('[{"a": "[[["}, [1]]')
    2
    """
    depth = deepest = 0
    for match in _STRING_OR_BRACKET.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
            if deepest > MAX_DEPTH:
                return deepest
        elif token in "]}":
            depth -= 1
    return deepest


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise JsonTextError(f"holds a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _fraction(digits: str) -> float:
    number = float(digits)
    if not math.isfinite(number):
        raise JsonTextError(f"holds a number too large to read ({digits[:20]})")
    return number


def _constant(word: str) -> object:
    raise JsonTextError(f"holds {word}, which is not a JSON number")


def _lone_surrogate(value: object) -> bool:
    """Whether a string anywhere in ``value`` (a key too) holds half of a surrogate pair."""
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_lone_surrogate(key) or _lone_surrogate(item) for key, item in value.items())
    if isinstance(value, list):
        return any(_lone_surrogate(item) for item in value)
    return False


def read_json(text: str) -> object:
    """The JSON value ``text`` holds, within the bounds above; anything else is a
    :class:`JsonTextError` saying what is wrong.

    >>> read_json('{"calculator": "ability", "inputs": {"chance": 50}}')["inputs"]
    {'chance': 50}
    >>> read_json("[" * 5000 + "]" * 5000)
    Traceback (most recent call last):
    rules_py.json_text.JsonTextError: nests deeper than 20 levels
    >>> read_json("9" * 5000)
    Traceback (most recent call last):
    rules_py.json_text.JsonTextError: holds a number of more than 30 digits
    >>> read_json('"\\\\ud800"')
    Traceback (most recent call last):
    rules_py.json_text.JsonTextError: holds half of a character (a lone surrogate escape ...)
    >>> read_json("NaN")
    Traceback (most recent call last):
    rules_py.json_text.JsonTextError: holds NaN, which is not a JSON number
    >>> read_json("{not json")
    Traceback (most recent call last):
    rules_py.json_text.JsonTextError: is not JSON (line 1, column 2): Expecting property name ...
    """
    if not isinstance(text, str):
        raise JsonTextError("is not text")
    if len(text) > MAX_CHARACTERS:
        raise JsonTextError(f"is longer than {MAX_CHARACTERS:,} characters")
    if _lone_surrogate(text):  # text handed over from a browser's string may hold one too
        raise JsonTextError("holds half of a character (a lone surrogate)")
    # Fewer brackets than the bound cannot nest past it: most texts need no scan.
    if text.count("[") + text.count("{") > MAX_DEPTH and _depth(text) > MAX_DEPTH:
        raise JsonTextError(f"nests deeper than {MAX_DEPTH} levels")
    try:
        value = json.loads(
            text, parse_int=_integer, parse_float=_fraction, parse_constant=_constant
        )
    except json.JSONDecodeError as error:
        where = f"line {error.lineno}, column {error.colno}"
        raise JsonTextError(f"is not JSON ({where}): {error.msg}") from None
    except RecursionError:  # the bound above keeps far from it; kept for a smaller stack
        raise JsonTextError(f"nests deeper than {MAX_DEPTH} levels") from None
    if "\\u" in text and _lone_surrogate(value):
        raise JsonTextError("holds half of a character (a lone surrogate escape such as \\ud800)")
    return value
