"""The HTML of one calculator widget, built from its declaration (``Calculator.describe()``).

The markup is static: fields with their defaults, an error slot per field, one empty element per
declared output. ``docs/javascripts/calculators.js`` mounts each widget; ``widget/mount.js`` finds
these parts by their ``data-*`` attributes, sends the fields' text to Python, and
``render/draw.js`` draws Python's answer into them (also at build time:
scripts/build/prerender.py); they know no rules. This module puts the parts together: the fields
(``fields``, ``typed``, ``fold``), the outputs (``outputs``) and the buttons (``actions``).

The result is one raw HTML block with no blank lines, so Python-Markdown passes it through as is.
"""

from collections.abc import Iterator

from markupsafe import Markup

from scripts.pages.glossary import explained
from scripts.pages.html_builder import block, tag
from scripts.pages.widget.actions import next_round_buttons, save_character
from scripts.pages.widget.fields import laid_out, rolled_outside
from scripts.pages.widget.fold import fold_block
from scripts.pages.widget.outputs import output_blocks
from scripts.pages.widget.parts import LOADING_MESSAGE, Declaration, anchor, button


def widget_html(calculator: Declaration) -> Markup:
    """The widget for one calculator declaration.

    >>> html = widget_html({
    ...     "name": "demo", "title": "Demo", "summary": "",
    ...     "inputs": [{"name": "chance", "label": "Chance", "kind": "integer", "default": 50,
    ...                 "optional": False, "choices": [], "help": ""}],
    ...     "outputs": [{"key": "level", "label": "Result", "kind": "value", "columns": []}],
    ... })
    >>> 'name="chance" aria-describedby="rules-demo-chance-error" type="text" inputmode' in html
    True
    >>> 'data-output="level"' in html, "\\n\\n" in html
    (True, False)
    """
    name = str(calculator["name"])
    # Above the form: where a reader who has just reached the calculator looks, on a phone too.
    status = tag(
        "p", {"class": "rules-status", "data-status": True, "role": "status"}, LOADING_MESSAGE
    )
    return block(
        "div",
        {
            "class": "rules-calculator",
            "id": anchor(name),
            "data-calculator": name,
            "data-state": "loading",
            # a roll for several at once: the result's key of its lines for the roll log
            "data-each-roll": str(calculator.get("each_roll") or "") or None,
            "data-experience": str(calculator.get("experience") or "") or None,
        },
        _head(calculator),
        status,
        _progress(),
        _form(name, calculator),
        _results(calculator),
        _announce(),
        _actions(calculator),
        save_character(calculator),
        _noscript(),
    )


def _head(calculator: Declaration) -> Markup:
    """The calculator's title and its summary in a line."""
    summary = calculator.get("summary")
    return block(
        "div",
        {"class": "rules-calculator-head"},
        tag("span", {"class": "rules-calculator-title"}, str(calculator["title"])),
        tag("span", {"class": "rules-calculator-summary"}, explained(str(summary)))
        if summary
        else None,
    )


def _progress() -> Markup:
    """The download's bar and a Retry button, hidden until widget/mount.js needs them. Written
    here rather than added by the script: a node added beside the form and the answer restyles
    every element in them (Material's stylesheet has sibling rules that match anything), and on
    the Runeball field that is a thousand shapes, on a phone's processor, as the page starts."""
    return tag(
        "progress",
        {"class": "rules-progress", "data-progress": True, "aria-hidden": "true", "hidden": True},
    ) + tag(
        "button",
        {
            "type": "button",
            "class": "md-button rules-retry",
            "data-action": "retry",
            "hidden": True,
        },
        "Retry",
    )


def _form(name: str, calculator: Declaration) -> Markup:
    """The form: its fields, then the headline answer again, kept in view (sticky,
    calculators.css) while a field of this form has the focus: on a phone the answer may be a
    screen below the field being typed in. widget/headline.js copies it from the outputs the
    declaration names; screen readers hear the results through the live region, so this copy is
    hidden from them."""
    headline = " ".join(str(key) for key in calculator.get("headline") or ())
    title = str(calculator["title"])
    return block(
        "form",
        {"class": "rules-form", "novalidate": True, "autocomplete": "off", "aria-label": title},
        *_fields(name, calculator),
        tag("p", {"class": "rules-headline", "data-headline": headline, "aria-hidden": "true"}),
    )


def _results(calculator: Declaration) -> Markup:
    """The answer in one line, first under the form (and the fold), so that on a phone it stands
    directly under the inputs: the headline outputs as words (widget/headline.js draws it, at
    build time too), the numbers in full below it."""
    answer = tag("p", {"class": "rules-answer", "data-answer": True})
    return block(
        "div",
        {"class": "rules-results", "data-results": True},
        answer,
        *output_blocks(calculator["outputs"]),
    )


def _announce() -> Markup:
    """Where screen readers hear a short summary of each new result
    (javascripts/widget/announce.js)."""
    return tag(
        "p",
        {
            "class": "rules-announce",
            "data-announce": True,
            "aria-live": "polite",
            "aria-atomic": "true",
        },
    )


def _actions(calculator: Declaration) -> Markup:
    """The buttons under the answer: the link, the result, a reset, and the next round."""
    return block(
        "div",
        {"class": "rules-actions"},
        button("copy-link", "Copy link", "md-button rules-copy-link"),
        button("copy-result", "Copy result"),
        button("reset", "Reset"),
        *next_round_buttons(calculator),
        tag("span", {"class": "rules-copied", "data-copied": True, "aria-live": "polite"}),
    )


def _noscript() -> Markup:
    """What a browser without JavaScript shows in the widget's place."""
    return tag(
        "noscript",
        None,
        tag(
            "p",
            None,
            "This calculator runs Python in your browser and needs JavaScript."
            " The tables on this page work without it.",
        ),
    )


def _fields(name: str, calculator: Declaration) -> Iterator[Markup]:
    """The form's fields in declared order, then the fold: the inputs declared folded (rarely
    used, or typed elsewhere too) and the readings, under one line that says what is in force."""
    inputs = list(calculator["inputs"])
    yield from laid_out(name, calculator, [item for item in inputs if not item.get("folded")])
    for item in rolled_outside(inputs):
        # The dice of a calculator that takes no d100 roll: its seed folds away, its Roll button
        # stays in view (log/dice.js fills the seed; widget/actions.js).
        roll = button("roll", "Roll the dice", "md-button rules-roll", **{"for": item["name"]})
        yield tag("div", {"class": "rules-field rules-roll-dice"}, roll)
    fold = fold_block(name, calculator)
    if fold is not None:
        yield fold
