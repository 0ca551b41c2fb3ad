"""The humanoid figure of an output of kind ``figure``: a body facing the reader, one shape per
hit location, each with an empty number that the widget fills with Python's value.

The figure faces the reader, so the character's left arm and leg are on the reader's right. Only
shapes are drawn here; which value belongs to which part comes from the calculator's output.
"""

from markupsafe import Markup

from scripts.pages.html_builder import join, tag

# part: (shape, its attributes, label anchor x, y); a 120 × 200 box.
PARTS: dict[str, tuple[str, dict[str, float], float, float]] = {
    "head": ("circle", {"cx": 60, "cy": 22, "r": 17}, 60, 27),
    "chest": ("rect", {"x": 38, "y": 43, "width": 44, "height": 38, "rx": 6}, 60, 67),
    "abdomen": ("rect", {"x": 40, "y": 84, "width": 40, "height": 30, "rx": 5}, 60, 104),
    "right_arm": ("rect", {"x": 14, "y": 44, "width": 21, "height": 66, "rx": 9}, 24.5, 82),
    "left_arm": ("rect", {"x": 85, "y": 44, "width": 21, "height": 66, "rx": 9}, 95.5, 82),
    "right_leg": ("rect", {"x": 40, "y": 117, "width": 18, "height": 78, "rx": 8}, 49, 160),
    "left_leg": ("rect", {"x": 62, "y": 117, "width": 18, "height": 78, "rx": 8}, 71, 160),
}


def figure_svg(key: str, label: str, labels: dict[str, str]) -> Markup:
    """The inline SVG for output ``key``; ``labels`` names each part for screen readers.

    >>> svg = figure_svg("location_hp", "Hit points", {"head": "Head"})
    >>> 'data-part="head"' in svg and "<title>Head</title>" in svg and "\\n" not in svg
    True
    >>> '<circle cx="60" cy="22" r="17"/>' in svg
    True
    """
    shapes = (
        tag(
            "g",
            {"class": "rules-figure-part"},
            tag("title", None, labels.get(part, part)),
            tag(shape, attrs),
            tag("text", {"x": x, "y": y, "text-anchor": "middle", "data-part": part}),
        )
        for part, (shape, attrs, x, y) in PARTS.items()
    )
    svg = {
        "class": "rules-figure",
        "data-output": key,
        "data-kind": "figure",
        "viewBox": "0 0 120 200",
        "role": "img",
        "aria-label": label,
    }
    return tag("svg", svg, join(shapes))
