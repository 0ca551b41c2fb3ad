"""A widget's fields: one input of any kind with its label, hint and error slot (a choice, a box
to tick, a list of rows, a field typed into), laid out in declared order with each declared pair
side by side.
"""

import json
from collections.abc import Iterator, Sequence

from markupsafe import Markup

from scripts.pages.glossary import explained
from scripts.pages.html_builder import Attributes, block, tag
from scripts.pages.widget.parts import Declaration, button, error_slot, help_text, shown
from scripts.pages.widget.typed import modifier_field, text_field

# A whole number whose label is this short ("STR", "MUS", "Skill") and that has no Roll button
# takes a quarter of a phone's line.
SHORT_LABEL = 5


def rolled_outside(inputs: Sequence[Declaration]) -> list[Declaration]:
    """The folded seeds whose Roll button stays in view: those of a calculator that offers no
    d100 roll of its own in view, where that button is how the dice are rolled.

    >>> seed = {"name": "seed", "seed": True, "folded": True}
    >>> rolled_outside([seed]) == [seed], rolled_outside([{"name": "roll", "d100": True}, seed])
    (True, [])
    """
    if any(item.get("d100") and not item.get("folded") for item in inputs):
        return []
    return [item for item in inputs if item.get("seed") and item.get("folded")]


def laid_out(name: str, calculator: Declaration, items: Sequence[Declaration]) -> Iterator[Markup]:
    """Fields in the order given, each declared pair side by side on a row of its own."""
    partner = {first: second for first, second in calculator.get("pairs") or ()}
    by_name = {item["name"]: item for item in items}
    seconds = {second for first, second in partner.items() if first in by_name}
    for item in items:
        if item["name"] in seconds:
            continue
        second = by_name.get(partner.get(item["name"], ""))
        if second is not None:
            fields = (input_field(name, item), input_field(name, second), _roll_both(item, second))
            yield block("div", {"class": "rules-pair"}, *fields)
        else:
            yield input_field(name, item)


def input_field(calculator: str, item: Declaration) -> Markup:
    if item["kind"] == "rows":
        return _rows_field(calculator, item)
    input_name = str(item["name"])
    field_id = f"rules-{calculator}-{input_name}"
    help_id, error_id = f"{field_id}-help", f"{field_id}-error"
    # "(optional)" where the field starts empty: one that starts at 0 says what empty means.
    optional = (
        (" ", tag("span", {"class": "rules-optional"}, "(optional)"))
        if item.get("optional") and item.get("default") is None
        else ()
    )
    # The label's words in a span of their own (widget/headline.js reads them without the
    # "(optional)"), each abbreviation explained as in the prose.
    words = tag("span", {"class": "rules-label-text"}, explained(str(item["label"])))
    # A reading's setting: whether it is the table's house rule or the link's (widget/fold.js).
    mark = (
        (" ", tag("span", {"class": "rules-house-mark", "data-house-mark": True, "hidden": True}))
        if item.get("reading")
        else ()
    )
    label = tag("label", {"for": field_id}, words, *optional, *mark)
    common = {
        "id": field_id,
        "name": input_name,
        "aria-describedby": f"{help_id} {error_id}" if item.get("help") else error_id,
        # its names in older links (widget/permalink.js)
        "data-aliases": " ".join(item["aliases"]) if item.get("aliases") else None,
        # a character of the party holds it (party/picker.js)
        "data-holds": str(item["holds"]) if item.get("holds") else None,
        # a reading setting: the reading it chooses (widget/fold.js: the table's house rules)
        "data-reading": str(item["reading"]) if item.get("reading") else None,
    }
    # Whole numbers and boxes are short: two share a phone's line; a choice, a text, a list
    # or a board takes the line (calculators.css).
    css = f"rules-field{_width(item)}"
    parts: list[Markup] = [label]
    if item["kind"] == "yesno":
        # A box to tick with its label beside it, the whole line a tap target; the widget sends
        # Python true or false and the link keeps yes or no (docs/javascripts/widget/yesno.js).
        css = "rules-field rules-yes-no"
        ticked = item.get("default") is True
        box = tag("input", common | {"type": "checkbox", "value": "yes", "checked": ticked})
        parts = [tag("span", {"class": "rules-yes-no-line"}, box, label)]
    elif item["kind"] == "choice":
        parts.append(block("select", common, *_options(item)))
    else:
        parts.extend(text_field(field_id, common, item))
    modifier = modifier_field(calculator, item["modifier"]) if item.get("modifier") else None
    help, error = help_text(help_id, item), error_slot(error_id, input_name)
    # The modifier straight under its chance: on the same row of a pair's grid (calculators.css)
    # whether or not either side has a hint.
    return block("div", {"class": css}, *parts, modifier, help, error)


def _roll_both(first: Declaration, second: Declaration) -> Markup | None:
    """A pair of d100 rolls (two sides of a contest, or one side's two dice) rolls both at once,
    as one line in the log (widget/actions.js); each keeps its own Roll for one side at a time.
    """
    if not (first.get("d100") and second.get("d100")):
        return None
    names = f"{first['name']} {second['name']}"
    return button("roll-both", "Roll both", "md-button rules-roll rules-roll-both", both=names)


def _width(item: Declaration) -> str:
    """How much of a line a field takes (calculators.css): a short whole number (a
    characteristic, a stat) a quarter of a phone's line, a whole number or a box half, anything
    else the line.

    >>> _width({"kind": "integer", "label": "STR"}), _width({"kind": "integer", "label": "Roll",
    ...     "d100": True}), _width({"kind": "choice", "label": "Fire"})
    (' rules-short', '', ' rules-wide')
    """
    if item["kind"] == "yesno":
        return ""
    if item["kind"] != "integer":
        return " rules-wide"
    if item.get("next_round"):  # the round's number with Next round beside it
        return " rules-wide"
    short = len(str(item["label"])) <= SHORT_LABEL and not (item.get("d100") or item.get("seed"))
    return " rules-short" if short and not item.get("modifier") else ""


def _rows_field(calculator: str, item: Declaration) -> Markup:
    """A rows input: a hidden field holding the rows' compact text (what the form sends, the
    permalink keeps and Python checks) and the place where docs/javascripts/widget/rows.js builds
    the editable table from the declared columns.

    >>> html = _rows_field("demo", {"name": "people", "label": "People",
    ...     "default": "Ana:12", "help": "", "columns": [{"name": "n", "label": "N"}]})
    >>> '<input type="hidden" id="rules-demo-people" name="people" value="Ana:12">' in html
    True
    >>> 'data-rows-for="people"' in html and 'data-error-for="people"' in html
    True
    """
    input_name = str(item["name"])
    field_id = f"rules-{calculator}-{input_name}"
    label_id, help_id, error_id = f"{field_id}-label", f"{field_id}-help", f"{field_id}-error"
    rows = {
        "class": "rules-rows",
        "data-rows-for": input_name,
        "data-columns": json.dumps(item.get("columns") or [], ensure_ascii=False),
        "data-new-row": str(item.get("new_row") or ""),
        "role": "group",
        "aria-labelledby": label_id,
        "aria-describedby": f"{help_id} {error_id}" if item.get("help") else error_id,
    }
    hidden = {
        "type": "hidden",
        "id": field_id,
        "name": input_name,
        "value": shown(item.get("default")),
    }
    return block(
        "div",
        {"class": "rules-field rules-rows-field"},
        tag("span", {"class": "rules-rows-label", "id": label_id}, str(item["label"])),
        tag("input", hidden),
        tag("div", rows),
        help_text(help_id, item),
        error_slot(error_id, input_name),
    )


def _options(item: Declaration) -> Iterator[Markup]:
    default = shown(item.get("default"))
    if item.get("optional") or not default:
        yield tag("option", {"value": "", "selected": not default}, "—")
    choices = item.get("choices", ())
    labels = item.get("choice_labels") or choices
    # A reading's choice in a few words: the fold's line names the house rules in force by them.
    short = item.get("choice_short") or [""] * len(choices)
    for choice, label, words in zip(choices, labels, short, strict=True):
        option: Attributes = {"value": str(choice), "selected": str(choice) == default}
        yield tag("option", option | {"data-short": str(words) or None}, str(label))
