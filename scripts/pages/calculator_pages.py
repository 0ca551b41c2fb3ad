"""Where each calculator is, for the reader who wants it now: the home page's list of every
calculator by document (the shortcode ``<!-- calculators: every -->``), and at the top of a page
holding calculators, a link straight down to each (on a phone a calculator sits screens below
the page's first line).

Both are read from the pages' own ``<!-- calculator: name -->`` shortcodes, so a calculator
placed on a page is listed without being named anywhere else.
"""

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from properdocs.utils.yaml import yaml_load

from scripts.pages.html_builder import join, tag
from scripts.pages.widget.parts import anchor

CALCULATOR = re.compile(r"<!--\s*calculator:\s*(?P<name>[\w.-]+)\s*-->")
DOCS = Path(__file__).resolve().parents[2] / "docs"
# A page's folder names its document (its key in rules_py.sources.documents, but for rq2/);
# pages outside these folders work across the documents.
FOLDERS = {"rq2": "rq2_combat"}
ACROSS = "Across the documents"
_FIRST_HEADING = re.compile(r"^# .*$", re.MULTILINE)


def calculators_in(markdown: str) -> list[str]:
    """The calculators a page's Markdown holds, in page order.

    >>> calculators_in("# A\\n<!-- calculator: ability -->\\ntext\\n<!-- calculator: opposed -->")
    ['ability', 'opposed']
    """
    return [match["name"] for match in CALCULATOR.finditer(markdown)]


def jump_links(markdown: str) -> str:
    """The page with a line of links down to its calculators under its first heading.

    >>> out = jump_links("# Resistance\\n\\nText.\\n\\n<!-- calculator: resistance -->\\n")
    >>> '<a href="#calculator-resistance">' in out, out.index("rules-jump") > out.index("# Res")
    (True, True)
    >>> jump_links("# No calculator\\n")
    '# No calculator\\n'
    """
    from rules_py.calculators import REGISTRY  # as rebuilt by `properdocs serve` after an edit

    names = calculators_in(markdown)
    if not names:
        return markdown
    links = join(
        (
            tag("a", {"href": "#" + anchor(name)}, f"{REGISTRY[name].title} ↓")
            for name in names
            if name in REGISTRY  # an unknown name fails the build where the shortcode is expanded
        ),
        " ",
    )
    label = tag("span", {"class": "rules-jump-label"}, "Calculator:")
    nav = tag(
        "nav", {"class": "rules-jump", "aria-label": "Calculators on this page"}, label, " ", links
    )
    block = f"\n\n{nav}\n\n"  # a raw HTML block of its own in the page's Markdown
    heading = _FIRST_HEADING.search(markdown)
    at = heading.end() if heading else 0
    return markdown[:at] + block + markdown[at:]


def _nav_pages(entry: Any) -> Iterator[str]:
    """The page paths of a piece of mkdocs.yml's ``nav``, in reading order.

    >>> list(_nav_pages([{"Home": "index.md"}, {"A": ["a/index.md", {"B": "a/b.md"}]}]))
    ['index.md', 'a/index.md', 'a/b.md']
    """
    if isinstance(entry, str):
        yield entry
    elif isinstance(entry, list):
        for item in entry:
            yield from _nav_pages(item)
    elif isinstance(entry, dict):
        for value in entry.values():
            yield from _nav_pages(value)


def reading_order(docs_dir: Path = DOCS) -> list[Path]:
    """Every page, in the order the site's navigation (mkdocs.yml) reads them; a page the
    navigation leaves out comes after, by path."""
    # MkDocs' own loader: mkdocs.yml reads SITE_URL through its !ENV tag.
    nav = yaml_load((docs_dir.parent / "mkdocs.yml").read_text(encoding="utf-8"))["nav"]
    order = {page: index for index, page in enumerate(_nav_pages(nav))}
    pages = docs_dir.rglob("*.md")
    return sorted(
        pages, key=lambda path: (order.get(path.relative_to(docs_dir).as_posix(), len(order)), path)
    )


def calculator_addresses(docs_dir: Path = DOCS) -> dict[str, str]:
    """Each calculator's address from the docs folder: its page and its anchor there.

    >>> calculator_addresses()["opposed"]
    'runequest/opposed.md#calculator-opposed'
    """
    return {
        name: f"{path.relative_to(docs_dir).as_posix()}#{anchor(name)}"
        for path in reading_order(docs_dir)
        for name in calculators_in(path.read_text(encoding="utf-8"))
    }


def every_calculator(docs_dir: Path = DOCS) -> str:
    """Markdown listing every calculator on the site (name, one line, link), by document, in
    the navigation's reading order."""
    from rules_py.calculators import REGISTRY  # as rebuilt by `properdocs serve` after an edit
    from rules_py.sources.documents import Document

    titles = {document.value: document.label for document in Document}
    groups: dict[str, list[str]] = {title: [] for title in (*titles.values(), ACROSS)}
    for path in reading_order(docs_dir):
        page = path.relative_to(docs_dir).as_posix()
        folder = page.split("/")[0] if "/" in page else ""
        section = titles.get(FOLDERS.get(folder, folder), ACROSS)
        for name in calculators_in(path.read_text(encoding="utf-8")):
            calculator = REGISTRY[name]
            summary = calculator.summary.strip()
            line = f"- [**{calculator.title}**]({page}#{anchor(name)})"
            groups[section].append(f"{line}: {summary}" if summary else line)
    lines: list[str] = []
    for title, items in groups.items():
        if items:
            lines += [f"### {title}", "", *items, ""]
    return "\n".join(lines)
