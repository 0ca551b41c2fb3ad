"""The build's hooks, as MkDocs 1.x defined them (ProperDocs runs them): the site's only
build-time glue. Each hook calls one named module in a room of ``scripts/`` (build, pages, assets).

- ``on_startup``: remember whether this is ``properdocs serve`` (its live reload needs inline
  scripts); ``on_serve``: its server sends the headers the build wrote (``_headers``).
- ``on_config``: check the Pyodide setting; date the build by the last commit (reproducible);
  give a generated table its title as a caption (``scripts/pages/table_captions.py``); list
  the modules the module scripts import, for calculator pages to ask for at once
  (``scripts/build/module_graph.py``, ``overrides/main.html``).
- ``on_pre_build``: forget imported ``rules_py`` modules and the answers drawn into the widgets,
  so ``properdocs serve`` rebuilds from the edited rules.
- ``on_page_markdown``: put links down to a page's calculators under its title
  (``scripts/pages/calculator_pages.py``), expand ``<!-- table: ... -->``,
  ``<!-- calculator: ... -->`` and ``<!-- calculators: every -->``, and give pages holding a
  calculator the id of the first (``overrides/main.html`` starts Python from their head and paints
  them first with it).
- ``on_page_markdown`` also puts the glossary's table on its page and the abbreviations'
  definitions at the end of every page (``scripts/pages/glossary.py``).
- ``on_page_content``: put each table in Material's scroll wrapper already
  (``scripts/pages/material_tables.py``): moved there on load, the whole page would be restyled.
- ``on_page_content`` also makes dice notation such as 1D10+4 a button that rolls it into the
  roll log (``scripts/pages/dice_notation.py``), and keeps an abbreviation's definition at its first
  use under each heading (``scripts/pages/glossary.py``), and puts the GM screen's jump list of its
  cards at its top (``scripts/pages/gm_screen.py``).
- ``on_page_context``: hand the search plugin each page without its calculators, then give the
  page its calculators back (``scripts/build/search_index.py``).
- ``on_post_build``: every step after the pages, in ``scripts/build/after_build.py``, which is
  also a command of its own for an engine that runs no hooks (``contributing/stack.md``): the
  search index's abbreviations, the rule links' previews, the joined stylesheet, compile hints,
  the ``rules_py`` wheel and the compiled standard library, the Pyodide runtime and
  ``javascripts/rules-config.js``, the Content-Security-Policy, the app's icons, the party
  schema, the service worker, and for a build to deploy, brotli and gzip copies.
"""

import re
import sys
from pathlib import Path
from typing import Any

# MkDocs puts only this folder on sys.path, and only while loading the hook; the modules here
# are imported as the package ``scripts`` (as the tests do), so the repository root must be on it.
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from properdocs.exceptions import PluginError  # noqa: E402
from properdocs.plugins import CombinedEvent, event_priority  # noqa: E402

from scripts.build import (  # noqa: E402
    after_build,
    content_security,
    module_graph,
    prerender,
    pyodide_assets,
    reproducible,
    search_index,
)
from scripts.pages import (  # noqa: E402
    calculator_pages,
    dice_notation,
    glossary,
    gm_screen,
    material_tables,
    table_captions,
)
from scripts.pages.shortcodes import expand  # noqa: E402
from scripts.pages.widget.parts import anchor  # noqa: E402

# On a page holding calculators, the id of the first (overrides/main.html starts Python and holds
# the first paint until that calculator, with its answer drawn at build time, is parsed); else "".
CALCULATOR_FLAG = "rules_first_calculator"
ON_DEMAND = "rules_on_demand"  # the modules the page fetches on demand (module_graph.py)
_WIDGET = re.compile(r'data-calculator="(?P<name>[\w.-]+)"')
_serving = False


def on_startup(command: str, dirty: bool) -> None:
    """Note whether pages are served by ``properdocs serve`` (live reload) or built to deploy."""
    global _serving
    _serving = command == "serve"


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """``properdocs serve`` sends the headers the build wrote (``_headers``: the policy and who
    may frame the pages, ``scripts/build/content_security.py``), as a configured host does."""
    served = server.get_app()
    site_dir = Path(config["site_dir"])

    def with_headers(environ: Any, start_response: Any) -> Any:
        def start(status: str, headers: list[tuple[str, str]], *rest: Any) -> Any:
            added = content_security.read_headers(site_dir).items()
            return start_response(status, [*headers, *added], *rest)

        return served(environ, start)

    server.set_app(with_headers)
    return server


def on_config(config: Any) -> Any:
    """Check the Pyodide source and the npm copy every build ships, before any page is built."""
    reproducible.pin_build_date()  # the sitemap's dates: the last commit's, not today's
    try:
        pyodide_assets.pyodide_source()
        pyodide_assets.check_local_runtime()
    except pyodide_assets.PyodideAssetError as error:
        raise PluginError(str(error)) from error
    # A generated table's title becomes its caption (Markdown's tables have none).
    config["markdown_extensions"].append(table_captions.TableCaptions())
    docs = Path(config["docs_dir"])
    config["extra"]["rules_modules"] = [
        found
        for script in config["extra_javascript"]
        if getattr(script, "type", None) == "module"
        for found in module_graph.modules(docs, str(script))
    ]
    return config


def on_pre_build(config: Any) -> None:
    """Drop cached ``rules_py`` modules: tables and widgets must come from the current sources."""
    for name in [name for name in sys.modules if name.split(".")[0] == "rules_py"]:
        del sys.modules[name]
    prerender.forget()


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Expand the page's shortcodes (an unknown name fails the build); flag calculator pages."""
    expanded = expand(calculator_pages.jump_links(markdown), page.file.src_uri)
    first = _WIDGET.search(expanded)
    page.meta[CALCULATOR_FLAG] = anchor(first["name"]) if first else ""
    return glossary.with_glossary(expanded, page.file.src_uri)


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    """Write each table in the wrapper Material's script would move it into on load; make the
    dice notation in prose and tables tappable (``scripts/pages/dice_notation.py``); define each
    abbreviation once per section (``scripts/pages/glossary.py``); put the GM screen's jump list on
    it (``scripts/pages/gm_screen.py``); on a page holding calculators, the glossary as data, for
    the abbreviations in their answers (render/abbr.js)."""
    html = material_tables.prewrap(glossary.first_in_each_section(html))
    html = gm_screen.jump_list(dice_notation.wrap_dice(html))
    # What the page fetches on demand (the board, the Party page's editor), asked for at once.
    static = config["extra"]["rules_modules"] if page.meta.get(CALCULATOR_FLAG) else []
    page.meta[ON_DEMAND] = module_graph.on_demand(Path(config["docs_dir"]), html, static)
    if page.meta.get(CALCULATOR_FLAG):
        html += "\n" + str(glossary.glossary_template())  # text: Markup would escape the page
    return html


# The search plugin reads page.content in its on_page_context (priority 0): it is handed the page
# without its calculators first, and the page gets them back after (scripts/build/search_index.py).
_FULL_CONTENT = "rules_full_content"


@event_priority(100)
def _hand_search_the_words(context: Any, page: Any, config: Any, nav: Any) -> Any:
    page.meta[_FULL_CONTENT] = page.content
    page.content = search_index.without_calculators(page.content)
    if page.meta.get(search_index.INTRO_ONLY):
        page.content = search_index.intro_only(page.content)
    return context


@event_priority(-100)
def _give_the_page_back(context: Any, page: Any, config: Any, nav: Any) -> Any:
    full = page.meta.pop(_FULL_CONTENT)
    # What the search plugin does to the content it read: drop the data-search-* marks.
    page.content = re.sub(r'\s?data-search-\w+="[^"]+"', "", full)
    return context


on_page_context = CombinedEvent(_hand_search_the_words, _give_the_page_back)


def on_post_build(config: Any) -> None:
    """The steps after the pages (``scripts/build/after_build.py``, also a command of its own)."""
    try:
        after_build.after_build(after_build.built_from(config, ROOT, serving=_serving))
    except after_build.AfterBuildError as error:
        raise PluginError(str(error)) from error
