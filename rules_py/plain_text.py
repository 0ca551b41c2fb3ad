"""Plain text: what a name, or any word typed into the site, may hold (the site's own rule; no
document speaks of it).

A character that is not shown, or that turns the text around it (a right-to-left override, a
zero-width space, a control character), lets one name pass for another in the roll log ("who
rolled") and the party. One rule refuses them everywhere: the calculators' text inputs
(:func:`rules_py.parsers.text`), the party file and the CLI's ``--party``
(:mod:`rules_py.party`), and, through the party schema's ``pattern`` that the build puts in the
page, the browser's party form and stored party (``docs/javascripts/party/schema-check.js``).
"""

import re

# (first, last) of each run of refused code points: controls, the soft hyphen, the bidirectional
# marks, embeddings, overrides and isolates, zero-width characters, line and paragraph
# separators, invisible operators, the byte order mark, interlinear annotation marks, and lone
# surrogates (a JSON "\ud800").
HIDDEN = (
    (0x0000, 0x001F),
    (0x007F, 0x009F),
    (0x00AD, 0x00AD),
    (0x061C, 0x061C),
    (0x180E, 0x180E),
    (0x200B, 0x200F),
    (0x2028, 0x202E),
    (0x2060, 0x206F),
    (0xD800, 0xDFFF),
    (0xFEFF, 0xFEFF),
    (0xFFF9, 0xFFFB),
)


def _escaped(code: int) -> str:
    return f"\\u{code:04x}"


# One class, written so that Python's re and JavaScript's RegExp (flag "u") read it alike.
CLASS = "".join(
    _escaped(first) if first == last else f"{_escaped(first)}-{_escaped(last)}"
    for first, last in HIDDEN
)
PATTERN = f"^[^{CLASS}]*$"  # the party schema's pattern for a name
# What a refused character is, in the error ("holds U+202E, " then this): the party schema says
# it too ("x-pattern-says"), so the browser's words are these.
SAYS = "a character that is not shown or turns the text around: plain text only"
_HIDDEN = re.compile(f"[{CLASS}]")


def hidden_character(text: str) -> str:
    """The first refused character of ``text`` as ``U+XXXX``, or "" when there is none.

    >>> hidden_character("Vasana"), hidden_character("Bo\\u202eb"), hidden_character("A\\u200bna")
    ('', 'U+202E', 'U+200B')
    """
    found = _HIDDEN.search(text)
    return f"U+{ord(found.group()):04X}" if found else ""


def refusal(text: str) -> str:
    """Why ``text`` cannot be a name or a typed word, or "".

    >>> refusal("[GM] Bob")
    ''
    >>> refusal("Bob\\u2066")
    'holds U+2066, a character that is not shown or turns the text around: plain text only'
    """
    code = hidden_character(text)
    if not code:
        return ""
    return f"holds {code}, {SAYS}"
