"""What every part of a calculator's widget uses: its id on the page, the status line's first
words, where the fold's link to the house rules points, a button the widget's script acts on,
a field's first text and the places for a field's hint and Python's message about it.
"""

from collections.abc import Mapping
from typing import Any

from markupsafe import Markup

from scripts.pages.glossary import explained
from scripts.pages.html_builder import tag

Declaration = Mapping[str, Any]

# The status line until Python has started; widget/mount.js reads it from the page to say it again
# (after a Retry), so it is written only here.
LOADING_MESSAGE = "Starting Python in your browser…"
# The fold's line for the readings, as the page arrives (the site's own readings) and as
# widget/fold.js writes it again once it knows the table's house rules and the link's readings.
AS_THE_SITE_READS = "House rules: as the site reads them"
# Where the fold's link to the table's house rules points: the page that lists them all, its
# section (docs/sources.md). A widget is drawn once for every page, so the link is written with
# this mark and made relative to its page by scripts/pages/shortcodes.py.
HOUSE_RULES_MARK = "house-rules:"
HOUSE_RULES_PAGE = "sources.md"
HOUSE_RULES_ANCHOR = "house-rules"


def anchor(calculator: str) -> str:
    """The id of a calculator's widget on its page, the fragment of its links.

    >>> anchor("sr_cycles")
    'calculator-sr_cycles'
    """
    return f"calculator-{calculator}"


def button(action: str, text: str, css: str = "md-button", **data: str) -> Markup:
    """A button the widget's script acts on, by its ``data-action``."""
    attrs = {"type": "button", "class": css, "data-action": action}
    return tag("button", attrs | {f"data-{key}": value for key, value in data.items()}, text)


def shown(default: object) -> str:
    """A declared default as the text a field starts with."""
    if default is None:
        return ""
    if isinstance(default, list | tuple):
        return ", ".join(str(part) for part in default)
    return str(default)


def error_slot(error_id: str, input_name: str) -> Markup:
    """The place for Python's message about a field (widget/mount.js fills it)."""
    attrs = {
        "class": "rules-error",
        "id": error_id,
        "data-error-for": input_name,
        "aria-live": "polite",
    }
    return tag("span", attrs)


def help_text(help_id: str, item: Declaration) -> Markup | None:
    if not item.get("help"):
        return None
    return tag("span", {"class": "rules-help", "id": help_id}, explained(str(item["help"])))
