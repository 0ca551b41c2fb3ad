"""The HTML of one calculator widget, built from its declaration (``Calculator.describe()``).

The markup is static: fields with their defaults, an error slot per field, one empty element per
declared output. ``docs/javascripts/calculators.js`` mounts each widget; ``rules/widget.js`` finds
these parts by their ``data-*`` attributes, sends the fields' text to Python, and
``rules/draw.js`` draws Python's answer into them (also at build time: scripts/prerender.py); they
know no rules.

The result is one raw HTML block with no blank lines, so Python-Markdown passes it through as is.
"""

import json
from collections.abc import Iterator, Mapping, Sequence
from html import escape
from typing import Any

from scripts.figure_svg import figure_svg
from scripts.heatmap_svg import heatmap_block
from scripts.material_tables import TABLE_OPEN, WRAP_CLOSE, WRAP_OPEN

Declaration = Mapping[str, Any]

# The status line until Python has started; rules/widget.js reads it from the page to say it again
# (after a Retry), so it is written only here.
LOADING_MESSAGE = "Starting Python in your browser…"


def anchor(calculator: str) -> str:
    """The id of a calculator's widget on its page, the fragment of its links.

    >>> anchor("sr_cycles")
    'calculator-sr_cycles'
    """
    return f"calculator-{calculator}"


def widget_html(calculator: Declaration) -> str:
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
    lines = [
        f'<div class="rules-calculator" id="{anchor(name)}" data-calculator="{escape(name)}"'
        ' data-state="loading">',
        '<div class="rules-calculator-head">',
        f'<span class="rules-calculator-title">{escape(str(calculator["title"]))}</span>',
    ]
    if calculator.get("summary"):
        lines.append(
            f'<span class="rules-calculator-summary">{escape(calculator["summary"])}</span>'
        )
    lines.append("</div>")
    # Above the form: where a reader who has just reached the calculator looks, on a phone too.
    lines.append(f'<p class="rules-status" data-status role="status">{LOADING_MESSAGE}</p>')
    # The download's bar and a Retry button, hidden until rules/widget.js needs them. Written
    # here rather than added by the script: a node added beside the form and the answer restyles
    # every element in them (Material's stylesheet has sibling rules that match anything), and on
    # the Runeball field that is a thousand shapes, on a phone's processor, as the page starts.
    lines.append(
        '<progress class="rules-progress" data-progress aria-hidden="true" hidden></progress>'
        '<button type="button" class="md-button rules-retry" data-action="retry" hidden>'
        "Retry</button>"
    )
    lines.append(
        f'<form class="rules-form" novalidate autocomplete="off"'
        f' aria-label="{escape(str(calculator["title"]))}">'
    )
    # A declared pair sits side by side on a row of its own, whatever the screen's width.
    partner = {first: second for first, second in calculator.get("pairs") or ()}
    paired = set(partner.values())
    by_name = {item["name"]: item for item in calculator["inputs"]}
    for item in calculator["inputs"]:
        if item["name"] in paired:
            continue
        if item["name"] in partner:
            lines.append('<div class="rules-pair">')
            lines.extend(_field(name, item))
            lines.extend(_field(name, by_name[partner[item["name"]]]))
            lines.append("</div>")
        else:
            lines.extend(_field(name, item))
    settings = calculator.get("settings") or ()
    if settings:
        # Readings of unclear rules: after the inputs, under their own heading.
        lines.append('<fieldset class="rules-settings">')
        lines.append("<legend>Rules reading</legend>")
        for item in settings:
            lines.extend(_field(name, item))
        lines.append("</fieldset>")
    # The headline answer again, kept in view (sticky, calculators.css) while a field of this
    # form has the focus: on a phone the answer may be a screen below the field being typed in.
    # rules/headline.js copies it from the outputs the declaration names; screen readers hear
    # the results through the live region below, so this copy is hidden from them.
    headline = escape(" ".join(str(key) for key in calculator.get("headline") or ()))
    lines.append(f'<p class="rules-headline" data-headline="{headline}" aria-hidden="true"></p>')
    lines.append("</form>")
    lines.append('<div class="rules-results" data-results>')
    lines.extend(_outputs(calculator["outputs"]))
    lines.append("</div>")
    # Screen readers hear a short summary of each new result here (javascripts/rules/announce.js).
    lines.append(
        '<p class="rules-announce" data-announce aria-live="polite" aria-atomic="true"></p>'
    )
    lines.extend(
        [
            '<div class="rules-actions">',
            '<button type="button" class="md-button rules-copy-link" data-action="copy-link">'
            "Copy link</button>",
            '<button type="button" class="md-button" data-action="copy-result">'
            "Copy result</button>",
            '<button type="button" class="md-button" data-action="reset">Reset</button>',
            *_next_round(calculator),
            '<span class="rules-copied" data-copied aria-live="polite"></span>',
            "</div>",
            *_save_character(calculator),
            "<noscript><p>This calculator runs Python in your browser and needs JavaScript."
            " The tables on this page work without it.</p></noscript>",
            "</div>",
        ]
    )
    return "\n".join(lines)


def _field(calculator: str, item: Declaration) -> list[str]:
    if item["kind"] == "rows":
        return _rows_field(calculator, item)
    input_name = str(item["name"])
    field_id = f"rules-{calculator}-{input_name}"
    help_id, error_id = f"{field_id}-help", f"{field_id}-error"
    optional = ' <span class="rules-optional">(optional)</span>' if item.get("optional") else ""
    described = f"{help_id} {error_id}" if item.get("help") else error_id
    label = f'<label for="{field_id}">{escape(str(item["label"]))}{optional}</label>'
    common = f'id="{field_id}" name="{escape(input_name)}" aria-describedby="{described}"'
    if item.get("aliases"):  # its names in older links (rules/permalink.js)
        common += f' data-aliases="{escape(" ".join(item["aliases"]))}"'
    if item.get("holds"):  # a character of the party holds it (rules/party-picker.js)
        common += f' data-holds="{escape(str(item["holds"]))}"'
    lines = ['<div class="rules-field">', label]
    if item["kind"] == "yesno":
        # A box to tick with its label beside it, the whole line a tap target; the widget sends
        # Python true or false and the link keeps yes or no (docs/javascripts/rules/yesno.js).
        ticked = " checked" if item.get("default") is True else ""
        lines = [
            '<div class="rules-field rules-yes-no">',
            f'<span class="rules-yes-no-line"><input {common} type="checkbox" value="yes"'
            f"{ticked}>{label}</span>",
        ]
    elif item["kind"] == "choice":
        lines.append(f"<select {common}>")
        lines.extend(_options(item))
        lines.append("</select>")
    else:
        # Text, never type=number: the browser would silently drop text it cannot read as a number,
        # and the reader would not see Python's message about it.
        mode = _keypad(item)
        if item["kind"] == "board":  # the board output (board.js) moves these pieces
            pieces = escape(json.dumps(item.get("pieces") or [], ensure_ascii=False))
            mode = f' data-board-pieces="{pieces}"'
        value = escape(_shown(item.get("default")))
        suggestions = item.get("suggestions") or ()
        listed = f' list="{field_id}-list"' if suggestions else ""
        field = f'<input {common} type="text"{mode}{listed} value="{value}" spellcheck="false">'
        if item.get("seed") or item.get("d100"):
            # Fresh dice from the browser (rules/dice.js): a new seed, or a face of the d100.
            low, high = item.get("minimum"), item.get("maximum")
            mode += " data-seed" if item.get("seed") else " data-roll"
            mode += f' data-min="{low}" data-max="{high}"'
            field = (
                '<span class="rules-with-button">'
                f'<input {common} type="text"{mode} value="{value}" spellcheck="false">'
                '<button type="button" class="md-button rules-roll" data-action="roll"'
                f' data-for="{escape(input_name)}">Roll</button></span>'
            )
        lines.append(field)
        if suggestions:  # offered as the reader types; anything else may still be typed
            lines.append(f'<datalist id="{field_id}-list">')
            lines.extend(
                f'<option value="{escape(str(v))}">{escape(str(words))}</option>'
                for v, words in suggestions
            )
            lines.append("</datalist>")
    if item.get("help"):
        lines.append(f'<span class="rules-help" id="{help_id}">{escape(str(item["help"]))}</span>')
    lines.append(
        f'<span class="rules-error" id="{error_id}" data-error-for="{escape(input_name)}"'
        ' aria-live="polite"></span>'
    )
    lines.append("</div>")
    return lines


def _keypad(item: Declaration) -> str:
    """The keypad a phone offers for a field: digits for a whole number that cannot be negative;
    for one that can, the full keyboard, whose number row has the minus sign (the digit keypad of
    an iPhone has none).

    >>> _keypad({"kind": "integer", "minimum": 1}), _keypad({"kind": "integer", "minimum": -200})
    (' inputmode="numeric"', ' inputmode="text"')
    >>> _keypad({"kind": "text"})
    ''
    """
    if item["kind"] != "integer":
        return ""
    low = item.get("minimum")
    return ' inputmode="numeric"' if low is not None and low >= 0 else ' inputmode="text"'


def _rows_field(calculator: str, item: Declaration) -> list[str]:
    """A rows input: a hidden field holding the rows' compact text (what the form sends, the
    permalink keeps and Python checks) and the place where docs/javascripts/rules/rows.js builds
    the editable table from the declared columns.

    >>> html = "\\n".join(_rows_field("demo", {"name": "people", "label": "People",
    ...     "default": "Ana:12", "help": "", "columns": [{"name": "n", "label": "N"}]}))
    >>> '<input type="hidden" id="rules-demo-people" name="people" value="Ana:12">' in html
    True
    >>> 'data-rows-for="people"' in html and 'data-error-for="people"' in html
    True
    """
    input_name = str(item["name"])
    field_id = f"rules-{calculator}-{input_name}"
    label_id, help_id, error_id = f"{field_id}-label", f"{field_id}-help", f"{field_id}-error"
    described = f"{help_id} {error_id}" if item.get("help") else error_id
    columns = escape(json.dumps(item.get("columns") or [], ensure_ascii=False))
    new_row = escape(str(item.get("new_row") or ""))
    lines = [
        '<div class="rules-field rules-rows-field">',
        f'<span class="rules-rows-label" id="{label_id}">{escape(str(item["label"]))}</span>',
        f'<input type="hidden" id="{field_id}" name="{escape(input_name)}"'
        f' value="{escape(_shown(item.get("default")))}">',
        f'<div class="rules-rows" data-rows-for="{escape(input_name)}" data-columns="{columns}"'
        f' data-new-row="{new_row}" role="group" aria-labelledby="{label_id}"'
        f' aria-describedby="{described}"></div>',
    ]
    if item.get("help"):
        lines.append(f'<span class="rules-help" id="{help_id}">{escape(str(item["help"]))}</span>')
    lines.append(
        f'<span class="rules-error" id="{error_id}" data-error-for="{escape(input_name)}"'
        ' aria-live="polite"></span>'
    )
    lines.append("</div>")
    return lines


def _options(item: Declaration) -> Iterator[str]:
    default = _shown(item.get("default"))
    if item.get("optional") or not default:
        selected = "" if default else " selected"
        yield f'<option value=""{selected}>—</option>'
    choices = item.get("choices", ())
    for choice, label in zip(choices, item.get("choice_labels") or choices, strict=True):
        selected = " selected" if str(choice) == default else ""
        yield f'<option value="{escape(str(choice))}"{selected}>{escape(str(label))}</option>'


def _outputs(outputs: Sequence[Declaration]) -> Iterator[str]:
    """Outputs in declared order, each group in a block of its own under its heading (the
    widget hides a group whose outputs all come back empty: a field calculator's pass has no
    kick); runs of plain values share one definition list, and a value's ``detail`` line sits
    under it."""
    in_values = False
    group = ""
    for output in outputs:
        key, label = escape(str(output["key"])), escape(str(output["label"]))
        if output.get("group", "") != group:
            if in_values:
                yield "</dl>"
                in_values = False
            if group:
                yield "</div>"
            group = output.get("group", "")
            if group:
                yield f'<div class="rules-group-block" data-group="{escape(group)}">'
                yield f'<p class="rules-group">{escape(group)}</p>'
        if output["kind"] == "value":
            if not in_values:
                yield '<dl class="rules-values">'
                in_values = True
            detail = output.get("detail")
            worked = (
                f'<small class="rules-detail" data-output="{escape(detail)}" data-kind="value">'
                "</small>"
                if detail
                else ""
            )
            style = escape(str(output.get("style") or ""))
            yield (
                f'<div><dt>{label}</dt><dd><span data-output="{key}" data-kind="value"'
                f' data-style="{style}">–</span>{worked}</dd></div>'
            )
            continue
        if in_values:
            yield "</dl>"
            in_values = False
        if output["kind"] == "odds":
            yield '<div class="rules-odds-block">'
            yield f'<p class="rules-output-label">{label}</p>'
            labels = escape(json.dumps(output.get("labels") or {}, ensure_ascii=False))
            yield (
                f'<div class="rules-odds" data-output="{key}" data-kind="odds" '
                f'data-labels="{labels}"></div>'
            )
            yield "</div>"
        elif output["kind"] == "records":
            yield f'<div class="rules-records" data-output="{key}" data-kind="records">'
            yield f'<p class="rules-output-label">{label}</p>'
            # On a phone the table may be wider than the screen: it scrolls in a labelled region
            # the keyboard can reach, as the generated tables do.
            yield (
                f'<div class="rules-records-scroll" role="region" tabindex="0"'
                f' aria-label="{label}">'
            )
            # Already in the wrapper Material's script would move it into (scripts/
            # material_tables.py); the region above is what scrolls.
            yield WRAP_OPEN + TABLE_OPEN
            yield "<thead><tr>"
            styles = output.get("column_styles") or {}
            for column, heading in output["columns"]:
                style = escape(str(styles.get(column, "")))
                yield (
                    f'<th data-column="{escape(str(column))}" data-style="{style}">'
                    f"{escape(str(heading))}</th>"
                )
            yield "</tr></thead>"
            yield "<tbody></tbody>"
            yield "</table>" + WRAP_CLOSE
            yield "</div>"
            yield "</div>"
        elif output["kind"] == "warnings":
            yield (
                f'<ul class="rules-warnings" data-output="{key}" data-kind="warnings"'
                f' aria-label="{label}" hidden></ul>'
            )
        elif output["kind"] == "heatmap":
            yield from heatmap_block(str(output["key"]), str(output["label"]))
        elif output["kind"] == "figure":
            yield '<div class="rules-figure-block">'
            yield figure_svg(str(output["key"]), str(output["label"]), output.get("labels") or {})
            if output.get("detail"):
                yield (
                    f'<small class="rules-detail" data-output="{escape(output["detail"])}"'
                    ' data-kind="value"></small>'
                )
            yield "</div>"
        elif output["kind"] == "cycles":
            yield '<div class="rules-cycles-block">'
            yield f'<p class="rules-output-label">{label}</p>'
            yield f'<ol class="rules-cycles" data-output="{key}" data-kind="cycles"></ol>'
            yield "</div>"
        elif output["kind"] == "board":
            # Drawn by docs/javascripts/rules/board.js from the value: the board and its pieces.
            yield (
                f'<div class="rules-board" data-output="{key}" data-kind="board"'
                f' role="group" aria-label="{label}"></div>'
            )
        elif output["kind"] == "strip":
            yield '<div class="rules-strip-block">'
            yield f'<p class="rules-output-label">{label}</p>'
            yield f'<div class="rules-strip" data-output="{key}" data-kind="strip"></div>'
            yield "</div>"
        else:
            raise ValueError(f"output {output['key']!r}: unknown kind {output['kind']!r}")
    if in_values:
        yield "</dl>"
    if group:
        yield "</div>"


def _shown(default: object) -> str:
    """A declared default as the text a field starts with."""
    if default is None:
        return ""
    if isinstance(default, list | tuple):
        return ", ".join(str(part) for part in default)
    return str(default)


def _save_character(calculator: Declaration) -> list[str]:
    """A calculator that makes characters: a name and "Save as a character", which puts its
    answer into the reader's party as its declared map says (rules/party-save.js)."""
    made = calculator.get("character")
    if not made:
        return []
    field_id = f"rules-{calculator['name']}-character-name"
    return [
        f'<div class="rules-save-character" data-character-map="{escape(json.dumps(made))}">',
        f'<label for="{field_id}">Name</label>',
        f'<input id="{field_id}" type="text" data-character-name maxlength="40"'
        ' spellcheck="false" autocomplete="off">',
        '<button type="button" class="md-button" data-action="save-character">'
        "Save as a character</button>",
        '<span class="rules-copied" data-saved aria-live="polite"></span>',
        "</div>",
    ]


def _next_round(calculator: Declaration) -> list[str]:
    """A calculator played round after round: the round number and "Next round"
    (rules/round.js), which fills the next round's inputs from the answer."""
    if not calculator.get("next_round"):
        return []
    return [
        '<span class="rules-round" data-round aria-live="polite">Round 1</span>',
        '<button type="button" class="md-button md-button--primary" data-action="next-round"'
        f' data-next="{escape(calculator["next_round"])}"'
        f' data-log="{escape(calculator.get("round_log") or "")}">Next round</button>',
    ]
