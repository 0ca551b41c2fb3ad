"""A widget's fold: the readings and the inputs declared folded, under one line that says what is
in force.
"""

from markupsafe import Markup

from scripts.pages.glossary import explained
from scripts.pages.html_builder import block, tag
from scripts.pages.widget.fields import input_field, laid_out, rolled_outside
from scripts.pages.widget.parts import AS_THE_SITE_READS, HOUSE_RULES_MARK, Declaration


def fold_line(calculator: Declaration) -> str:
    """What the fold's line says as the page arrives: the readings (the site's own, until the
    page's script reads the table's house rules) and the inputs folded with them.

    >>> fold_line({"settings": [{"name": "ties"}], "inputs": [
    ...     {"name": "seed", "label": "Dice seed", "folded": True}]})
    'House rules: as the site reads them · Dice seed'
    >>> fold_line({"settings": [], "inputs": [{"label": "Dice seed", "folded": True}]})
    'More: Dice seed'
    """
    folded = [str(item["label"]) for item in calculator["inputs"] if item.get("folded")]
    readings = AS_THE_SITE_READS if calculator.get("settings") else ""
    more = ", ".join(folded)
    if not readings:
        return f"More: {more}"
    return f"{readings} · {more}" if more else readings


def fold_block(name: str, calculator: Declaration) -> Markup | None:
    """The readings and the inputs declared folded, under one line (a ``details``: it opens
    and closes before any script runs, and with none; the keyboard and screen readers know it).
    widget/fold.js keeps the line saying what is in force and applies the table's house rules;
    print shows what is inside (print.css)."""
    settings = calculator.get("settings") or ()
    inputs = [item for item in calculator["inputs"] if item.get("folded")]
    if not settings and not inputs:
        return None
    line = tag(
        "summary",
        {"class": "rules-fold-line"},
        tag(
            "span",
            {"class": "rules-fold-text", "data-fold-line": True},
            explained(fold_line(calculator)),
        ),
    )
    body: list[Markup | None] = []
    if inputs:
        outside = {item["name"] for item in rolled_outside(calculator["inputs"])}
        # A seed whose Roll button is in view above is only its number here.
        folded = [item | {"roll_button": item["name"] not in outside} for item in inputs]
        fields = laid_out(name, calculator, folded)
        body.append(block("div", {"class": "rules-fold-inputs"}, *fields))
    if settings:
        body.append(
            block(
                "fieldset",
                {"class": "rules-settings"},
                tag("legend", None, "Rules reading"),
                *(input_field(name, item) for item in settings),
            )
        )
        note = (
            "A reading chosen here becomes your table's house rule: every calculator that "
            "offers it follows it, on every page, on this device. A link keeps the readings it "
            "was made with. "
        )
        link = tag("a", {"href": HOUSE_RULES_MARK}, "Your table's house rules")
        body.append(tag("p", {"class": "rules-fold-note"}, note, link))
        # Filled by widget/fold.js when the page's link sets a reading the table does not use.
        body.append(tag("p", {"class": "rules-fold-link", "data-fold-link": True, "hidden": True}))
    return block(
        "details",
        {"class": "rules-fold", "data-fold": True},
        line,
        block("div", {"class": "rules-fold-body"}, *body),
    )
