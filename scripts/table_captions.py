"""A generated table's title as its caption.

Markdown's tables have no caption, so the table shortcode (:func:`scripts.shortcodes.table_markdown`)
writes the title on the region around the table (``data-caption``), and this Markdown extension,
once the page is parsed, moves it into the table as its ``<caption>``: on the page, in print and
for a screen reader, the table says what it is ("One roll of 44, four skills"). Under a heading
that names it already (``data-caption-heard``: the GM screen's cards), the caption is heard only.
"""

import xml.etree.ElementTree as etree

from markdown import Markdown
from markdown.extensions import Extension
from markdown.treeprocessors import Treeprocessor

CAPTION = "data-caption"
# The heading just above the table names it already: the caption is heard, not seen.
HEARD_ONLY = "data-caption-heard"
HEARD_CLASS = "rules-heard-only"


class CaptionTables(Treeprocessor):
    """Each element marked ``data-caption`` gives the table it holds that caption.

    >>> from markdown import markdown
    >>> print(markdown('<div data-caption="T &amp; U" markdown="1">\\n\\n| a |\\n| - |\\n| 1 |\\n\\n'
    ...     '</div>', extensions=["md_in_html", "tables", TableCaptions()]).replace("\\n", ""))
    <div><table><caption>T &amp; U</caption><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></div>
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


class TableCaptions(Extension):
    """The Markdown extension (the build's hook adds it: ``scripts/mkdocs_hooks.py``)."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802  (Markdown's own name)
        # After md_in_html has parsed the region's Markdown and after the inline patterns (20),
        # so that the title stays text, not Markdown; before abbr (7), which marks its terms.
        md.treeprocessors.register(CaptionTables(md), "table_captions", 15)
