"""The fields typed into: a number or a text with its keypad, its suggestions, its Roll or sign
button, and a chance's modifier drawn under the chance with the steps a GM says.
"""

import json
from collections.abc import Iterator

from markupsafe import Markup

from rules_py.numbers import MINUS
from scripts.pages.glossary import explained
from scripts.pages.html_builder import Attributes, block, tag
from scripts.pages.widget.actions import next_round_button
from scripts.pages.widget.parts import Declaration, button, error_slot, shown

# The steps a modifier takes with one tap, as a GM says them (log and links keep the hyphen).
MODIFIER_STEPS = (-20, -10, 10, 20)


def modifier_field(calculator: str, item: Declaration) -> Markup:
    """A chance's modifier, drawn under the chance: a field on the digit keypad with buttons that
    step it by 10 and 20 and one that turns its sign (an iPhone's digit keypad has no minus),
    widget/modifier.js; Python adds it to the chance and shows the sum.

    >>> html = modifier_field("ability", {"name": "chance_modifier", "label": "Modifier (%)",
    ...     "kind": "integer", "minimum": -999, "percent": True, "modifies": "chance"})
    >>> 'inputmode="numeric"' in html, 'data-step="-20"' in html, ">−20<" in html
    (True, True, True)
    """
    input_name = str(item["name"])
    field_id = f"rules-{calculator}-{input_name}"
    error_id = f"{field_id}-error"
    field = tag(
        "input",
        {
            "id": field_id,
            "name": input_name,
            "aria-describedby": error_id,
            "type": "text",
            "inputmode": "numeric",
            "value": "",
            "spellcheck": "false",
        },
    )
    steps = (
        button(
            "step",
            f"{'+' if step > 0 else MINUS}{abs(step)}",
            "md-button rules-step",
            **{"for": input_name, "step": str(step)},
        )
        for step in MODIFIER_STEPS
    )
    sign = _sign_button(input_name, str(item["label"]))
    return block(
        "div",
        {"class": "rules-modifier"},
        tag(
            "label",
            {"for": field_id},
            tag("span", {"class": "rules-label-text"}, explained(str(item["label"]))),
        ),
        tag(
            "span",
            {"class": "rules-steps"},
            tag("span", {"class": "rules-modifier-field"}, field, sign),
            tag("span", {"class": "rules-step-row"}, *steps),
        ),
        error_slot(error_id, input_name),
    )


def text_field(field_id: str, common: dict[str, str | None], item: Declaration) -> Iterator[Markup]:
    """A field typed in, with its suggestions or its Roll button."""
    # Text, never type=number: the browser would silently drop text it cannot read as a number,
    # and the reader would not see Python's message about it.
    mode: dict[str, str | bool | None] = {"inputmode": _keypad(item)}
    if item["kind"] == "board":  # the board output (board.js) moves these pieces
        mode = {"data-board-pieces": json.dumps(item.get("pieces") or [], ensure_ascii=False)}
    value = shown(item.get("default"))
    suggestions = item.get("suggestions") or ()
    if item.get("next_round"):
        # The round's number, with "Next round" beside it at the top of a long form (and again
        # at its foot): widget/round.js.
        field = tag("input", common | {"type": "text"} | mode | {"value": value})
        yield tag("span", {"class": "rules-with-button"}, field, next_round_button(item))
        note: Attributes = {"class": "rules-round-note", "data-round-note": True}
        yield tag("span", note | {"aria-live": "polite"})
    elif item.get("seed") or item.get("d100"):
        # Fresh dice from the browser (log/dice.js): a new seed, or a face of the d100.
        mode |= {"data-seed": bool(item.get("seed")), "data-roll": not item.get("seed")}
        mode |= {"data-min": str(item.get("minimum")), "data-max": str(item.get("maximum"))}
        field = tag(
            "input", common | {"type": "text"} | mode | {"value": value, "spellcheck": "false"}
        )
        if item.get("roll_button") is False:  # its button is in view, outside the fold
            yield field
            return
        roll = button("roll", "Roll", "md-button rules-roll", **{"for": str(item["name"])})
        yield tag("span", {"class": "rules-with-button"}, field, roll)
    else:
        listed = f"{field_id}-list" if suggestions else None
        attrs = (
            common
            | {"type": "text"}
            | mode
            | {"list": listed, "value": value, "spellcheck": "false"}
            # A die a player threw (widget/actions.js logs it, marked typed).
            | {"data-thrown": bool(item.get("thrown"))}
        )
        if _signed(item):  # on the digit keypad, yet below 0 at times: a button turns its sign
            sign = _sign_button(str(item["name"]), str(item["label"]))
            yield tag("span", {"class": "rules-with-button"}, tag("input", attrs), sign)
        else:
            yield tag("input", attrs)
    if suggestions:  # offered as the reader types; anything else may still be typed
        yield block(
            "datalist",
            {"id": f"{field_id}-list"},
            *(tag("option", {"value": str(v)}, str(words)) for v, words in suggestions),
        )


def _signed(item: Declaration) -> bool:
    """Whether a field on the digit keypad may be negative with no modifier to take it there
    (a Runeball skill): it gets a button that turns its sign, as a modifier has.

    >>> _signed({"kind": "integer", "minimum": -20, "holds": "skill"})
    True
    >>> _signed({"kind": "integer", "minimum": -200, "percent": True, "modifier": {"name": "m"}})
    False
    """
    low = item.get("minimum")
    negative = low is None or low < 0
    return _keypad(item) == "numeric" and negative and not item.get("modifier")


def _sign_button(input_name: str, label: str) -> Markup:
    """The button that turns a field's sign (widget/modifier.js): an iPhone's digit keypad has
    no minus."""
    attrs = {
        "type": "button",
        "class": "md-button rules-step",
        "data-action": "sign",
        "data-for": input_name,
        "aria-label": f"{label}: turn its sign",
    }
    return tag("button", attrs, "±")


def _keypad(item: Declaration) -> str | None:
    """The keypad a phone offers for a field (its ``inputmode``): digits for a whole number that
    cannot be negative; for one that can, the full keyboard, whose number row has the minus sign
    (the digit keypad of an iPhone has none).

    >>> _keypad({"kind": "integer", "minimum": 1}), _keypad({"kind": "integer", "minimum": -200})
    ('numeric', 'text')
    >>> _keypad({"kind": "integer", "minimum": -200, "percent": True})
    'numeric'
    >>> _keypad({"kind": "text"}) is None
    True
    """
    if item["kind"] != "integer":
        return None
    low = item.get("minimum")
    # A skill or a chance reaches below 0 by its modifier (steps and a sign of its own) or by a
    # sum typed on a full keyboard; the digits are what a GM types into it at the table.
    typed = item.get("percent") or item.get("holds") == "skill"
    return "numeric" if typed or (low is not None and low >= 0) else "text"
