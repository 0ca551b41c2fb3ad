"""The generated tables of ``rules_py`` by the name a page gives them (``doc.table``: the
function ``TABLES["table"]`` of ``rules_py.<doc>.tables``), and the error a shortcode that names
something missing fails the build with. The table shortcode (:mod:`scripts.pages.shortcodes`) and a
table cell quoted in prose (:mod:`scripts.pages.inline_values`) both find their table here.
"""

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from properdocs.exceptions import PluginError

if TYPE_CHECKING:
    from rules_py.tables import Table


class ShortcodeError(PluginError):
    """A shortcode names something that does not exist, or a page breaks a widget rule."""


def load_table(name: str, page: str = "<page>") -> "Table":
    """The generated table ``doc.table``, or a build error naming what exists."""
    doc, _, table_name = name.partition(".")
    if not doc or not table_name or "." in table_name:
        raise ShortcodeError(f"{page}: table '{name}' must be written DOC.TABLE, e.g. runequest.x")
    module_name = f"rules_py.{doc}.tables"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name not in (module_name, f"rules_py.{doc}"):
            raise  # a broken import inside rules_py: show the real traceback
        raise ShortcodeError(f"{page}: table '{name}': there is no module {module_name}") from None
    tables: dict[str, Callable[[], Table]] = module.TABLES
    if table_name not in tables:
        raise ShortcodeError(
            f"{page}: unknown table '{name}' (known in {doc}: {', '.join(sorted(tables))})"
        )
    return tables[table_name]()
