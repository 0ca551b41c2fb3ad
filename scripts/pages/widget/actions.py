"""A widget's buttons under its answer that act on the whole form: "Next round" for a calculator
played round after round, and the name and button that save a made character into the party.
"""

import json

from markupsafe import Markup

from scripts.pages.html_builder import Attributes, block, tag
from scripts.pages.widget.parts import Declaration, button


def save_character(calculator: Declaration) -> Markup | None:
    """A calculator that makes characters: a name and "Save as a character", which puts its
    answer into the reader's party as its declared map says (party/save.js)."""
    made = calculator.get("character")
    if not made:
        return None
    field_id = f"rules-{calculator['name']}-character-name"
    name: Attributes = {
        "id": field_id,
        "type": "text",
        "data-character-name": True,
        "maxlength": "40",
        "spellcheck": "false",
        "autocomplete": "off",
    }
    return block(
        "div",
        {"class": "rules-save-character", "data-character-map": json.dumps(made)},
        tag("label", {"for": field_id}, "Name"),
        tag("input", name),
        button("save-character", "Save as a character"),
        tag("span", {"class": "rules-copied", "data-saved": True, "aria-live": "polite"}),
    )


def next_round_buttons(calculator: Declaration) -> list[Markup]:
    """A calculator played round after round: "Next round" (widget/round.js), which fills the
    next round's inputs from the answer (and at the top, beside the round's number)."""
    if not calculator.get("next_round"):
        return []
    counted = [item for item in calculator["inputs"] if item.get("next_round")]
    if counted:
        return [next_round_button(counted[0])]
    return [next_round_button({"name": "", "next_round": {"next": calculator["next_round"]}})]


def next_round_button(item: Declaration) -> Markup:
    """ "Next round", from the description of the input counting rounds (``next_round``: the
    answer's keys for the next inputs, for the log line and for the note)."""
    ways = item["next_round"]
    data = {
        "next": str(ways.get("next") or ""),
        "log": str(ways.get("log") or ""),
        "note": str(ways.get("note") or ""),
        "for": str(item.get("name") or ""),
    }
    return button("next-round", "Next round", "md-button md-button--primary", **data)
