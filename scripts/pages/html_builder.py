"""HTML and SVG written through builders that cannot forget to escape.

Every piece of markup the build writes from a value goes through :func:`tag` (or, for a fixed
shape, ``Markup(...).format(...)``, which escapes each argument the same way): an attribute value
or a text child that is a plain ``str`` is escaped, a :class:`markupsafe.Markup` child (markup this
module built, or a trusted fragment such as a page's own escaped text) passes as it is. So a label,
help line or choice from ``rules_py`` that holds ``<``, ``&`` or a quote is shown as text and never
ends an attribute or opens an element.

markupsafe (Jinja2's own escaping, pinned in requirements.txt) writes ``&#34;`` and ``&#39;``
where :func:`html.escape` wrote ``&quot;`` and ``&#x27;``: the same characters to a browser.
"""

import re
from collections.abc import Iterable, Mapping

from markupsafe import Markup, escape

# HTML's void elements: an opening tag only, never children or a closing tag.
VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track"}
    | {"wbr"}
)
# SVG shapes written self-closed (``<rect .../>``) when they hold nothing, as SVG files write them.
SVG_EMPTY = frozenset({"circle", "ellipse", "line", "path", "polygon", "polyline", "rect", "use"})

# An element or attribute name: written from code, never from data, so checked rather than escaped.
_NAME = re.compile(r"[a-zA-Z][a-zA-Z0-9:._-]*\Z")

AttributeValue = str | int | float | bool | None
Child = str | Markup | None
Attributes = dict[str, AttributeValue]


def _checked(name: str) -> str:
    if not _NAME.match(name):
        raise ValueError(f"not an element or attribute name: {name!r}")
    return name


def attributes(attrs: Mapping[str, AttributeValue]) -> Markup:
    """Attributes in the given order, each value escaped; ``None`` and ``False`` leave the
    attribute out, ``True`` writes it bare.

    >>> attributes({"id": "a", "title": 'say "<b>" & \\'go\\'', "hidden": True, "open": False})
    Markup(' id="a" title="say &#34;&lt;b&gt;&#34; &amp; &#39;go&#39;" hidden')
    >>> attributes({"data-min": 1, "data-max": None})
    Markup(' data-min="1"')
    """
    parts = []
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        if value is True:
            parts.append(Markup(" {}").format(_checked(name)))
        else:
            parts.append(Markup(' {}="{}"').format(_checked(name), value))
    return Markup("").join(parts)


def tag(name: str, attrs: Mapping[str, AttributeValue] | None = None, *children: Child) -> Markup:
    """The element ``name`` with ``attrs`` (see :func:`attributes`) holding ``children``: a
    ``str`` child is escaped, a ``Markup`` child is kept, ``None`` is left out.

    >>> tag("span", {"class": "x"}, "1 < 2 & ", tag("b", None, "<script>"))
    Markup('<span class="x">1 &lt; 2 &amp; <b>&lt;script&gt;</b></span>')
    >>> tag("input", {"type": "checkbox", "checked": True})
    Markup('<input type="checkbox" checked>')
    >>> tag("rect", {"x": 1.5})
    Markup('<rect x="1.5"/>')
    >>> tag("br", None, "text")
    Traceback (most recent call last):
    ...
    ValueError: <br> is a void element: it holds nothing
    """
    opening = Markup("<{}{}").format(_checked(name), attributes(attrs or {}))
    kept = [child for child in children if child is not None]
    if name in VOID:
        if kept:
            raise ValueError(f"<{name}> is a void element: it holds nothing")
        return opening + Markup(">")
    if name in SVG_EMPTY and not kept:
        return opening + Markup("/>")
    return opening + Markup(">") + join(kept) + Markup("</{}>").format(name)


def block(name: str, attrs: Mapping[str, AttributeValue] | None = None, *lines: Child) -> Markup:
    """The element ``name`` with each child on a line of its own, between its tags' lines (a
    calculator's widget is written so, one raw HTML block with no blank line).

    >>> print(block("div", {"id": "w"}, tag("p", None, "a"), None, tag("p", None, "b")))
    <div id="w">
    <p>a</p>
    <p>b</p>
    </div>
    """
    if name in VOID or name in SVG_EMPTY:
        raise ValueError(f"<{name}> holds no lines")
    opening = Markup("<{}{}>").format(_checked(name), attributes(attrs or {}))
    return join([opening, *lines, Markup("</{}>").format(name)], "\n")


def join(parts: Iterable[Child], separator: str = "") -> Markup:
    """Pieces one after another, ``str`` pieces (and the separator) escaped, ``None`` left out.

    >>> join([tag("i", None, "a"), "&", None, Markup("<br>")], "\\n")
    Markup('<i>a</i>\\n&amp;\\n<br>')
    """
    return Markup(escape(separator)).join(part for part in parts if part is not None)
