"""Dice notation in the pages' prose and tables (1D6, 1D10+4, d100) made into buttons that roll it.

A reader taps "1D10+4" in a sentence or a table and the site rolls it into the one roll
log. The notation is read by ``rules_py.dice_expressions.parse_dice`` at build time, the one
reader of dice expressions; each one it reads becomes a ``<button class="rules-dice">`` carrying
what it read (``data-dice``: count, sides and the fixed amount, as JSON) and the heading it sits
under (``data-where``, for the log's entry). The browser
(``docs/javascripts/log/dice-notation.js``) only draws uniform faces and adds them up: a sum
of dice is arithmetic, not a rule.

Left as text: notation inside code, links, headings, buttons, abbreviations and the calculators
(their widgets roll through Python); notation that needs more than dice and a fixed amount
("1D6 + 1 + 1D4 − 2", "1D10×10"); and a check's pair of losses ("0/1D6", "1D10/1D100"), which
is two rolls, one for each outcome, not one.
"""

import html
import json
import re

from markupsafe import Markup

from rules_py.dice_expressions import DiceExpression, parse_dice
from scripts.pages.html_builder import tag

CLASS = "rules-dice"

# Elements whose text is never made into buttons (a heading's text is still read, for data-where):
# among them a form's choices and labels (a button in either is a control inside a control: the
# table's house rules, scripts/pages/house_rules_html.py) and a page's inert data (the glossary).
_SKIPPED = frozenset(
    {"a", "abbr", "button", "code", "kbd", "pre", "samp", "script", "style", "svg", "textarea"}
    | {"label", "option", "select", "template"}
)
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_CALCULATOR = re.compile(r"""\bclass\s*=\s*["'][^"']*\brules-calculator\b""")
_TOKENS = re.compile(r"<!--.*?-->|<[^>]*>", re.DOTALL)
_TAG = re.compile(r"<\s*(/?)\s*([a-zA-Z][\w-]*)")
# A candidate: dice (with or without a count) and any run of signs, numbers and more dice joined
# to it, so that a longer expression is seen whole (and left alone when parse_dice refuses it).
_CANDIDATE = re.compile(
    r"(?<![\w/×*.])\d*[dD]\d+(?:\s*[-+−]\s*\d*(?:[dD]\d+)?)*(?![\w/×*]|\.\d)(?!\s*[×*/]\s*\d)"
)


def dice_attribute(expression: DiceExpression) -> str:
    """What a button carries: the dice and the fixed amount parse_dice read, as JSON.

    >>> dice_attribute(parse_dice("1D10+4"))
    '{"count": 1, "sides": 10, "modifier": 4}'
    """
    return json.dumps(
        {"count": expression.count, "sides": expression.sides, "modifier": expression.modifier}
    )


def _read(notation: str) -> DiceExpression | None:
    """The expression, if the notation is one roll of dice and a fixed amount; else None.

    >>> _read("1d8−1").text, _read("1D6 + 1 + 1D4 − 2"), _read("D100").text
    ('1D8-1', None, '1D100')
    """
    try:
        # The pages print a minus as the typographic sign, parse_dice reads the ASCII one.
        expression = parse_dice(notation.replace("−", "-"))
    except ValueError:
        return None
    return expression if expression.count else None


def _button(notation: str, expression: DiceExpression, where: str) -> str:
    """A button for ``notation`` (HTML text from the page, already escaped)."""
    # The label holds the notation as printed ("Roll d100 (...)"): a spoken command is the text
    # that is seen (WCAG 2.5.3, label in name).
    label = f"Roll {html.unescape(notation)}" + (f" ({where})" if where else "")
    attrs = {
        "type": "button",
        "class": CLASS,
        "data-dice": dice_attribute(expression),
        "data-where": where,
        "aria-label": label,
    }
    return str(tag("button", attrs, Markup(notation)))  # the page's text, escaped already


def _wrap_text(text: str, where: str) -> str:
    """Text outside any tag, with each notation parse_dice reads made into a button.

    >>> _wrap_text("lasts 1D10+4 rounds, or 0/1D6", "Insanity")  # doctest: +NORMALIZE_WHITESPACE
    'lasts <button type="button" class="rules-dice"
    data-dice="{&#34;count&#34;: 1, &#34;sides&#34;: 10, &#34;modifier&#34;: 4}"
    data-where="Insanity" aria-label="Roll 1D10+4 (Insanity)">1D10+4</button> rounds, or 0/1D6'
    """

    def replace(match: re.Match[str]) -> str:
        notation = match[0].rstrip(" -+−")
        expression = _read(html.unescape(notation))
        if expression is None:
            return match[0]
        return _button(notation, expression, where) + match[0][len(notation) :]

    return _CANDIDATE.sub(replace, text)


def _heading_text(parts: list[str]) -> str:
    """A heading's words, without its permalink sign."""
    words = html.unescape("".join(part for part in parts if not part.startswith("<")))
    return " ".join(words.replace("¶", " ").split())


def wrap_dice(page: str) -> str:
    """The page's HTML with its tappable dice notation made into buttons.

    >>> wrap_dice('<h2 id="x">Roll 1D6<a class="headerlink" href="#x">¶</a></h2>'
    ...     '<p>Roll <code>1D6</code> or 2D6</p>')  # doctest: +ELLIPSIS
    '<h2 id="x">Roll 1D6<a ...</h2><p>Roll <code>1D6</code> or <button ...>2D6</button></p>'
    """
    out: list[str] = []
    skipped = 0  # depth inside elements left alone
    calculator_divs = 0  # depth of div elements inside a calculator (0: outside any)
    heading: list[str] | None = None  # a heading's pieces while inside it
    where = ""
    at = 0
    for token in _TOKENS.finditer(page):
        text = page[at : token.start()]
        if heading is not None:
            heading.append(text)
        left_alone = skipped or calculator_divs or heading is not None
        out.append(text if left_alone else _wrap_text(text, where))
        tag = token[0]
        out.append(tag)
        at = token.end()
        found = _TAG.match(tag)
        if found is None:
            continue
        closing, name = found[1] == "/", found[2].lower()
        if name == "div" and (calculator_divs or (not closing and _CALCULATOR.search(tag))):
            calculator_divs += -1 if closing else 1
        elif name in _HEADINGS:
            if closing and heading is not None:
                where, heading = _heading_text(heading), None
            elif not closing:
                heading = []
        elif name in _SKIPPED and not tag.endswith("/>"):
            skipped = max(0, skipped + (-1 if closing else 1))
    rest = page[at:]
    out.append(rest if skipped or calculator_divs else _wrap_text(rest, where))
    return "".join(out)
