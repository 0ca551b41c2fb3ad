"""The HTML of one calculator widget, built from its declaration (``Calculator.describe()``).

The markup is static: fields with their defaults, an error slot per field, one empty element per
declared output. ``docs/javascripts/calculators.js`` mounts each widget; ``widget/mount.js`` finds
these parts by their ``data-*`` attributes, sends the fields' text to Python, and
``render/draw.js`` draws Python's answer into them (also at build time: scripts/prerender.py); they
know no rules.

The result is one raw HTML block with no blank lines, so Python-Markdown passes it through as is.
"""

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import groupby
from typing import Any

from markupsafe import Markup

from rules_py.numbers import MINUS
from scripts.figure_svg import figure_svg
from scripts.glossary import explained
from scripts.heatmap_svg import heatmap_block
from scripts.html_builder import Attributes, block, join, tag
from scripts.material_tables import wrapped_table

Declaration = Mapping[str, Any]

# The status line until Python has started; widget/mount.js reads it from the page to say it again
# (after a Retry), so it is written only here.
LOADING_MESSAGE = "Starting Python in your browser…"
# The fold's line for the readings, as the page arrives (the site's own readings) and as
# widget/fold.js writes it again once it knows the table's house rules and the link's readings.
AS_THE_SITE_READS = "House rules: as the site reads them"
# Where the fold's link to the table's house rules points: the page that lists them all, its
# section (docs/sources.md). A widget is drawn once for every page, so the link is written with
# this mark and made relative to its page by scripts/shortcodes.py.
HOUSE_RULES_MARK = "house-rules:"
HOUSE_RULES_PAGE = "sources.md"
HOUSE_RULES_ANCHOR = "house-rules"
# A whole number whose label is this short ("STR", "MUS", "Skill") and that has no Roll button
# takes a quarter of a phone's line.
SHORT_LABEL = 5


def anchor(calculator: str) -> str:
    """The id of a calculator's widget on its page, the fragment of its links.

    >>> anchor("sr_cycles")
    'calculator-sr_cycles'
    """
    return f"calculator-{calculator}"


def _button(action: str, text: str, css: str = "md-button", **data: str) -> Markup:
    """A button the widget's script acts on, by its ``data-action``."""
    attrs = {"type": "button", "class": css, "data-action": action}
    return tag("button", attrs | {f"data-{key}": value for key, value in data.items()}, text)


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
    title = str(calculator["title"])
    summary = calculator.get("summary")
    head = block(
        "div",
        {"class": "rules-calculator-head"},
        tag("span", {"class": "rules-calculator-title"}, title),
        tag("span", {"class": "rules-calculator-summary"}, explained(str(summary)))
        if summary
        else None,
    )
    # Above the form: where a reader who has just reached the calculator looks, on a phone too.
    status = tag(
        "p", {"class": "rules-status", "data-status": True, "role": "status"}, LOADING_MESSAGE
    )
    # The download's bar and a Retry button, hidden until widget/mount.js needs them. Written
    # here rather than added by the script: a node added beside the form and the answer restyles
    # every element in them (Material's stylesheet has sibling rules that match anything), and on
    # the Runeball field that is a thousand shapes, on a phone's processor, as the page starts.
    progress = tag(
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
    # The headline answer again, kept in view (sticky, calculators.css) while a field of this
    # form has the focus: on a phone the answer may be a screen below the field being typed in.
    # widget/headline.js copies it from the outputs the declaration names; screen readers hear
    # the results through the live region below, so this copy is hidden from them.
    headline = " ".join(str(key) for key in calculator.get("headline") or ())
    form = block(
        "form",
        {"class": "rules-form", "novalidate": True, "autocomplete": "off", "aria-label": title},
        *_fields(name, calculator),
        tag("p", {"class": "rules-headline", "data-headline": headline, "aria-hidden": "true"}),
    )
    # The answer in one line, first under the form (and the fold), so that on a phone it stands
    # directly under the inputs: the headline outputs as words (widget/headline.js draws it, at
    # build time too), the numbers in full below it.
    answer = tag("p", {"class": "rules-answer", "data-answer": True})
    results = block(
        "div",
        {"class": "rules-results", "data-results": True},
        answer,
        *_outputs(calculator["outputs"]),
    )
    # Screen readers hear a short summary of each new result here (javascripts/widget/announce.js).
    announce = tag(
        "p",
        {
            "class": "rules-announce",
            "data-announce": True,
            "aria-live": "polite",
            "aria-atomic": "true",
        },
    )
    actions = block(
        "div",
        {"class": "rules-actions"},
        _button("copy-link", "Copy link", "md-button rules-copy-link"),
        _button("copy-result", "Copy result"),
        _button("reset", "Reset"),
        *_next_round(calculator),
        tag("span", {"class": "rules-copied", "data-copied": True, "aria-live": "polite"}),
    )
    noscript = tag(
        "noscript",
        None,
        tag(
            "p",
            None,
            "This calculator runs Python in your browser and needs JavaScript."
            " The tables on this page work without it.",
        ),
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
        head,
        status,
        progress,
        form,
        results,
        announce,
        actions,
        _save_character(calculator),
        noscript,
    )


def _fields(name: str, calculator: Declaration) -> Iterator[Markup]:
    """The form's fields in declared order, then the fold: the inputs declared folded (rarely
    used, or typed elsewhere too) and the readings, under one line that says what is in force."""
    inputs = list(calculator["inputs"])
    yield from _laid_out(name, calculator, [item for item in inputs if not item.get("folded")])
    for item in _rolled_outside(inputs):
        # The dice of a calculator that takes no d100 roll: its seed folds away, its Roll button
        # stays in view (log/dice.js fills the seed; widget/actions.js).
        button = _button("roll", "Roll the dice", "md-button rules-roll", **{"for": item["name"]})
        yield tag("div", {"class": "rules-field rules-roll-dice"}, button)
    fold = _fold(name, calculator)
    if fold is not None:
        yield fold


def _rolled_outside(inputs: Sequence[Declaration]) -> list[Declaration]:
    """The folded seeds whose Roll button stays in view: those of a calculator that offers no
    d100 roll of its own in view, where that button is how the dice are rolled.

    >>> seed = {"name": "seed", "seed": True, "folded": True}
    >>> _rolled_outside([seed]) == [seed], _rolled_outside([{"name": "roll", "d100": True}, seed])
    (True, [])
    """
    if any(item.get("d100") and not item.get("folded") for item in inputs):
        return []
    return [item for item in inputs if item.get("seed") and item.get("folded")]


def _laid_out(name: str, calculator: Declaration, items: Sequence[Declaration]) -> Iterator[Markup]:
    """Fields in the order given, each declared pair side by side on a row of its own."""
    partner = {first: second for first, second in calculator.get("pairs") or ()}
    by_name = {item["name"]: item for item in items}
    seconds = {second for first, second in partner.items() if first in by_name}
    for item in items:
        if item["name"] in seconds:
            continue
        second = by_name.get(partner.get(item["name"], ""))
        if second is not None:
            fields = (_field(name, item), _field(name, second), _roll_both(item, second))
            yield block("div", {"class": "rules-pair"}, *fields)
        else:
            yield _field(name, item)


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


def _fold(name: str, calculator: Declaration) -> Markup | None:
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
        outside = {item["name"] for item in _rolled_outside(calculator["inputs"])}
        # A seed whose Roll button is in view above is only its number here.
        folded = [item | {"roll_button": item["name"] not in outside} for item in inputs]
        fields = _laid_out(name, calculator, folded)
        body.append(block("div", {"class": "rules-fold-inputs"}, *fields))
    if settings:
        body.append(
            block(
                "fieldset",
                {"class": "rules-settings"},
                tag("legend", None, "Rules reading"),
                *(_field(name, item) for item in settings),
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


def _error(error_id: str, input_name: str) -> Markup:
    """The place for Python's message about a field (widget/mount.js fills it)."""
    attrs = {
        "class": "rules-error",
        "id": error_id,
        "data-error-for": input_name,
        "aria-live": "polite",
    }
    return tag("span", attrs)


def _help(help_id: str, item: Declaration) -> Markup | None:
    if not item.get("help"):
        return None
    return tag("span", {"class": "rules-help", "id": help_id}, explained(str(item["help"])))


def _field(calculator: str, item: Declaration) -> Markup:
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
        parts.extend(_text_field(field_id, common, item))
    modifier = _modifier(calculator, item["modifier"]) if item.get("modifier") else None
    help, error = _help(help_id, item), _error(error_id, input_name)
    # The modifier straight under its chance: on the same row of a pair's grid (calculators.css)
    # whether or not either side has a hint.
    return block("div", {"class": css}, *parts, modifier, help, error)


# The steps a modifier takes with one tap, as a GM says them (log and links keep the hyphen).
MODIFIER_STEPS = (-20, -10, 10, 20)


def _modifier(calculator: str, item: Declaration) -> Markup:
    """A chance's modifier, drawn under the chance: a field on the digit keypad with buttons that
    step it by 10 and 20 and one that turns its sign (an iPhone's digit keypad has no minus),
    widget/modifier.js; Python adds it to the chance and shows the sum.

    >>> html = _modifier("ability", {"name": "chance_modifier", "label": "Modifier (%)",
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
        _button(
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
        _error(error_id, input_name),
    )


def _roll_both(first: Declaration, second: Declaration) -> Markup | None:
    """A pair of d100 rolls (two sides of a contest, or one side's two dice) rolls both at once,
    as one line in the log (widget/actions.js); each keeps its own Roll for one side at a time.
    """
    if not (first.get("d100") and second.get("d100")):
        return None
    names = f"{first['name']} {second['name']}"
    return _button("roll-both", "Roll both", "md-button rules-roll rules-roll-both", both=names)


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


def _text_field(
    field_id: str, common: dict[str, str | None], item: Declaration
) -> Iterator[Markup]:
    """A field typed in, with its suggestions or its Roll button."""
    # Text, never type=number: the browser would silently drop text it cannot read as a number,
    # and the reader would not see Python's message about it.
    mode: dict[str, str | bool | None] = {"inputmode": _keypad(item)}
    if item["kind"] == "board":  # the board output (board.js) moves these pieces
        mode = {"data-board-pieces": json.dumps(item.get("pieces") or [], ensure_ascii=False)}
    value = _shown(item.get("default"))
    suggestions = item.get("suggestions") or ()
    if item.get("next_round"):
        # The round's number, with "Next round" beside it at the top of a long form (and again
        # at its foot): widget/round.js.
        field = tag("input", common | {"type": "text"} | mode | {"value": value})
        yield tag("span", {"class": "rules-with-button"}, field, _next_round_button(item))
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
        roll = _button("roll", "Roll", "md-button rules-roll", **{"for": str(item["name"])})
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
        "value": _shown(item.get("default")),
    }
    return block(
        "div",
        {"class": "rules-field rules-rows-field"},
        tag("span", {"class": "rules-rows-label", "id": label_id}, str(item["label"])),
        tag("input", hidden),
        tag("div", rows),
        _help(help_id, item),
        _error(error_id, input_name),
    )


def _options(item: Declaration) -> Iterator[Markup]:
    default = _shown(item.get("default"))
    if item.get("optional") or not default:
        yield tag("option", {"value": "", "selected": not default}, "—")
    choices = item.get("choices", ())
    labels = item.get("choice_labels") or choices
    # A reading's choice in a few words: the fold's line names the house rules in force by them.
    short = item.get("choice_short") or [""] * len(choices)
    for choice, label, words in zip(choices, labels, short, strict=True):
        option: Attributes = {"value": str(choice), "selected": str(choice) == default}
        yield tag("option", option | {"data-short": str(words) or None}, str(label))


def _outputs(outputs: Sequence[Declaration]) -> Iterator[Markup]:
    """Outputs in declared order, each group in a block of its own under its heading (the
    widget hides a group whose outputs all come back empty: a field calculator's pass has no
    kick); runs of plain values share one definition list, and a value's ``detail`` line sits
    under it."""
    for group, members in groupby(outputs, key=lambda output: str(output.get("group", ""))):
        inner = _ungrouped(members)
        if group:
            yield block(
                "div",
                {"class": "rules-group-block", "data-group": group},
                tag("p", {"class": "rules-group"}, explained(group)),
                *inner,
            )
        else:
            yield from inner


def _ungrouped(outputs: Iterable[Declaration]) -> Iterator[Markup]:
    for values, run in groupby(outputs, key=lambda output: output["kind"] == "value"):
        if values:
            yield block("dl", {"class": "rules-values"}, *(_value(output) for output in run))
        else:
            yield from (_output(output) for output in run)


def _detail(output: Declaration) -> Markup | None:
    """The line under a value or a figure, itself a value output (``detail`` names it)."""
    detail = output.get("detail")
    if not detail:
        return None
    return tag("small", {"class": "rules-detail", "data-output": str(detail), "data-kind": "value"})


def _value(output: Declaration) -> Markup:
    key, label = str(output["key"]), str(output["label"])
    style = str(output.get("style") or "")
    shown = tag("span", {"data-output": key, "data-kind": "value", "data-style": style}, "–")
    term = tag("dt", None, explained(label))
    return tag("div", None, term, tag("dd", None, shown, _detail(output)))


def _labelled(css: str, output: Declaration, *inside: Markup) -> Markup:
    """An output's block: its label over what is drawn."""
    label = tag("p", {"class": "rules-output-label"}, explained(str(output["label"])))
    return block("div", {"class": css}, label, *inside)


def _output(output: Declaration) -> Markup:
    key, label, kind = str(output["key"]), str(output["label"]), output["kind"]
    drawn = {"data-output": key, "data-kind": kind}
    if kind == "odds":
        labels = json.dumps(output.get("labels") or {}, ensure_ascii=False)
        odds = tag("div", {"class": "rules-odds"} | drawn | {"data-labels": labels})
        return _labelled("rules-odds-block", output, odds)
    if kind == "records":
        styles = output.get("column_styles") or {}
        headings = (
            tag(
                "th",
                {"data-column": str(column), "data-style": str(styles.get(column, ""))},
                explained(str(heading)),
            )
            for column, heading in output["columns"]
        )
        thead = tag("thead", None, block("tr", None, *headings))
        # The table's title is its caption, as the generated tables' are.
        caption = tag("caption", {"class": "rules-output-label"}, explained(label))
        # Already in the wrapper Material's script would move it into (scripts/
        # material_tables.py); the region around it is what scrolls.
        table = wrapped_table(join(["", caption, thead, tag("tbody"), ""], "\n"))
        # On a phone the table may be wider than the screen: it scrolls in a labelled region
        # the keyboard can reach, as the generated tables do.
        region = {
            "class": "rules-records-scroll",
            "role": "region",
            "tabindex": "0",
            "aria-label": label,
        }
        # The columns whose percentages add to 100 (render/draw.js: format.js recordTexts).
        shares = {
            "data-distribution": " ".join(output.get("distribution") or ()) or None,
            "data-per-row": bool(output.get("per_row")),
            "data-outside": str(output["outside"]) if output.get("outside") else None,
            "data-by": str(output["by"]) if output.get("by") else None,
        }
        return block(
            "div",
            {"class": "rules-records"} | drawn | shares,
            block("div", region, table),
        )
    if kind == "warnings":
        attrs = {"class": "rules-warnings"} | drawn | {"aria-label": label, "hidden": True}
        return tag("ul", attrs)
    if kind == "heatmap":
        return heatmap_block(key, label)
    if kind == "figure":
        figure = figure_svg(key, label, output.get("labels") or {})
        return block("div", {"class": "rules-figure-block"}, figure, _detail(output))
    if kind == "cycles":
        return _labelled("rules-cycles-block", output, tag("ol", {"class": "rules-cycles"} | drawn))
    if kind == "board":
        # Drawn by docs/javascripts/render/board.js from the value: the board and its pieces.
        return tag("div", {"class": "rules-board"} | drawn | {"role": "group", "aria-label": label})
    if kind == "strip":
        return _labelled("rules-strip-block", output, tag("div", {"class": "rules-strip"} | drawn))
    raise ValueError(f"output {output['key']!r}: unknown kind {output['kind']!r}")


def _shown(default: object) -> str:
    """A declared default as the text a field starts with."""
    if default is None:
        return ""
    if isinstance(default, list | tuple):
        return ", ".join(str(part) for part in default)
    return str(default)


def _save_character(calculator: Declaration) -> Markup | None:
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
        _button("save-character", "Save as a character"),
        tag("span", {"class": "rules-copied", "data-saved": True, "aria-live": "polite"}),
    )


def _next_round(calculator: Declaration) -> list[Markup]:
    """A calculator played round after round: "Next round" (widget/round.js), which fills the
    next round's inputs from the answer (and at the top, beside the round's number)."""
    if not calculator.get("next_round"):
        return []
    counted = [item for item in calculator["inputs"] if item.get("next_round")]
    if counted:
        return [_next_round_button(counted[0])]
    return [_next_round_button({"name": "", "next_round": {"next": calculator["next_round"]}})]


def _next_round_button(item: Declaration) -> Markup:
    """ "Next round", from the description of the input counting rounds (``next_round``: the
    answer's keys for the next inputs, for the log line and for the note)."""
    ways = item["next_round"]
    data = {
        "next": str(ways.get("next") or ""),
        "log": str(ways.get("log") or ""),
        "note": str(ways.get("note") or ""),
        "for": str(item.get("name") or ""),
    }
    return _button("next-round", "Next round", "md-button md-button--primary", **data)
