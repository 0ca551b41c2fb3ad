"""The site's own stylesheets, served as one file.

``mkdocs.yml`` lists the stylesheets by subject (calculators, tables, results, the board...) under
``extra.stylesheets``, which is how they are written and read. A browser that asks for each holds
back the page's first paint until the last has arrived, one round trip after another on a phone's
slow link; so the build joins them, in the listed order (later rules win, as before), into
``stylesheets/site.css``, the one stylesheet every page links (``extra_css`` names only it), and
leaves the separate files out of the site. Material's own table styles, restated for the tables
the build wraps (``scripts/pages/material_tables.py``), come first.
"""

from pathlib import Path
from typing import Any

from scripts.pages import material_tables

SITE_CSS = "stylesheets/site.css"


def listed(config: Any) -> list[str]:
    """The stylesheets to join, in order: ``mkdocs.yml``'s ``extra.stylesheets`` (its
    ``extra_css`` names only the joined one, so that every page links it whichever engine wrote
    the page).

    >>> listed({"extra": {"stylesheets": ["a.css", "b.css"]}})
    ['a.css', 'b.css']
    """
    return [str(path) for path in (config.get("extra") or {}).get("stylesheets", [])]


def joined(docs_dir: Path, listed: list[str]) -> str:
    """The listed stylesheets as one, each under a comment naming its source file.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.css").write_text("a { color: red; }\\n")
    >>> _ = (folder / "b.css").write_text("b { color: blue; }")
    >>> print(joined(folder, ["a.css", "b.css"]))
    /* a.css */
    a { color: red; }
    <BLANKLINE>
    /* b.css */
    b { color: blue; }
    <BLANKLINE>
    """
    parts = [
        f"/* {path} */\n{(docs_dir / path).read_text(encoding='utf-8').strip()}\n"
        for path in listed
    ]
    return "\n".join(parts)


def write_joined(site_dir: Path, docs_dir: Path, listed: list[str]) -> None:
    """Write the joined stylesheet into the site and drop the separate copies MkDocs made."""
    target = site_dir / SITE_CSS
    target.parent.mkdir(parents=True, exist_ok=True)
    # Material's table styles first: the site's own table rules, later, refine them.
    css = material_tables.material_rules() + "\n" + joined(docs_dir, listed)
    target.write_text(css, encoding="utf-8")
    for path in listed:
        (site_dir / path).unlink(missing_ok=True)
