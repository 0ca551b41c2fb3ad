"""A generated table's title as its caption.

Markdown's tables have no caption, so the table shortcode
(``scripts.pages.shortcodes.table_markdown``) writes the title on the region around the table
(``data-caption``), and this Markdown extension, once the page is parsed, moves it into the table as
its ``<caption>``: on the page, in print and for a screen reader, the table says what it is ("One
roll of 44, four skills"). Under a heading that names it already (``data-caption-heard``: the GM
screen's cards), the caption is heard only.
"""

import xml.etree.ElementTree as etree

# Python-Markdown ships no type hints (as Material does not: scripts/pages/material_tables.py)
from markdown import Markdown  # type: ignore[import-untyped]
from markdown.extensions import Extension  # type: ignore[import-untyped]
from markdown.treeprocessors import Treeprocessor  # type: ignore[import-untyped]

CAPTION = "data-caption"
# The heading just above the table names it already: the caption is heard, not seen.
HEARD_ONLY = "data-caption-heard"
HEARD_CLASS = "rules-heard-only"


class CaptionTables(Treeprocessor):  # type: ignore[misc]
    """Each element marked ``data-caption`` gives the table it holds that caption.

    >>> from markdown import markdown
    >>> page = '<div data-caption="T &amp; U" markdown="1">\\n\\n| a |\\n| - |\\n| 1 |\\n\\n</div>'
    >>> html = markdown(page, extensions=["md_in_html", "tables", TableCaptions()])
    >>> html.replace("\\n", "")[:51]
    '<div><table><caption>T &amp; U</caption><thead><tr>'
    """

    def run(self, root: etree.Element) -> None:
        for holder in root.iter():
            title = holder.attrib.pop(CAPTION, None)
            if title is None:
                continue
            table = holder.find("table")
            if table is None:
                raise ValueError(f"a caption ({title!r}) with no table under it")
            caption = etree.Element("caption")
            caption.text = title
            if holder.attrib.pop(HEARD_ONLY, None) is not None:
                caption.set("class", HEARD_CLASS)
            table.insert(0, caption)


class TableCaptions(Extension):  # type: ignore[misc]
    """The Markdown extension (the build's hook adds it: ``scripts/mkdocs_hooks.py``)."""

    def extendMarkdown(self, md: Markdown) -> None:
        # After md_in_html has parsed the region's Markdown and after the inline patterns (20),
        # so that the title stays text, not Markdown; before abbr (7), which marks its terms.
        md.treeprocessors.register(CaptionTables(md), "table_captions", 15)
