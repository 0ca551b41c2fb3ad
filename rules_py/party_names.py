"""How the party tells names apart: a character's, a skill's, an ability ticked (not a rule of
any document; the party file is :mod:`rules_py.party`). Two names are one when they differ only
in case or in the white space around them: ``name_key``, Python's ``strip`` and ``casefold``. The
browser has no casefold; what it needs to compute the same key is published with the party's
schema (``x-name-key``) and read by ``nameKey`` in docs/javascripts/party/schema-check.js.
"""

import functools
import sys
from typing import Any


def name_key(name: str) -> str:
    """A name as the party tells names apart (characters, skills, abilities ticked): without the
    white space around it, case folded. The browser computes the same key from the table
    :func:`name_key_table` publishes (``nameKey``, docs/javascripts/party/schema-check.js).

    >>> name_key(" Straße ") == name_key("STRASSE"), name_key("ΟΔΟΣ") == name_key("οδοσ")
    (True, True)
    """
    return name.strip().casefold()


def _runs(codes: list[int]) -> str:
    """Code points as a regular expression's character class of runs ("[\\u{41}-\\u{5a}]")."""
    runs: list[list[int]] = []
    for code in codes:
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    return (
        "[" + "".join(f"\\u{{{a:x}}}" + (f"-\\u{{{b:x}}}" if b > a else "") for a, b in runs) + "]"
    )


@functools.cache
def name_key_table() -> dict[str, Any]:
    r"""What the browser needs to compute :func:`name_key` (JavaScript has no ``casefold``): the
    white space ``strip`` takes off (``space``, a character class), the characters whose fold is
    their upper case (``upper``: Cherokee), and the few whose fold is neither that nor their
    upper case lowered (``fold``); every other character folds as ``c.upper().lower()``, code
    point by code point (casefold has no context; ``lower`` does, for a final sigma).

    >>> table = name_key_table()
    >>> table["fold"]
    {'ı': 'ı', 'ẞ': 'ss'}
    >>> print(table["upper"])
    [\u{13a0}-\u{13f5}\u{13f8}-\u{13fd}\u{ab70}-\u{abbf}]
    """
    space: list[int] = []
    upper: list[int] = []
    fold: dict[str, str] = {}
    for code in range(sys.maxunicode + 1):
        if 0xD800 <= code <= 0xDFFF:
            continue
        character = chr(code)
        if character.isspace():
            space.append(code)
        folded = character.casefold()
        if folded == character.upper().lower():
            continue
        if folded == character.upper():
            upper.append(code)
        else:
            fold[character] = folded
    return {"space": _runs(space), "upper": _runs(upper), "fold": fold}
