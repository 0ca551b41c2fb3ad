"""No import cycle in ``rules_py`` nor in ``scripts``: every module's imports (at the top and inside
functions alike, read with ``ast``, not run) form a graph without a loop, so any module can be
imported first and none hides a cycle behind an import inside a function.

``rules_py`` is held to more: its packages (a document, the comparison, the sources; a top-level
module stands for itself) form a graph without a loop too, counting the modules the facade's
registry and the readings import by name (they are named in the documents' table), so a document
never leans on a package that leans back on it.
"""

import ast
from pathlib import Path

from rules_py.sources.documents import SECTIONS
from rules_py.sources.readings import DOCUMENTS_WITH_READINGS
from rules_py.sources_page.readings import MORE_READING_MODULES

ROOT = Path(__file__).resolve().parents[2]


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {
    _module_name(path): path
    for folder in ("rules_py", "scripts")
    for path in ROOT.glob(f"{folder}/**/*.py")
}


def _imports(name: str, path: Path) -> set[str]:
    """The modules of ours ``name`` imports (``from package import module``: the module)."""
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [
                f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base
                for alias in node.names
            ]
        else:
            continue
        found |= {target for target in targets if target in MODULES and target != name}
    return found


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}

# Imported by name, not by an import statement: the registry's sections (on first look-up) and
# every document's readings (rules_py.sources_page.readings.all_readings).
BY_NAME = {
    "rules_py.calculators": {section.module for section in SECTIONS},
    "rules_py.sources_page.readings": {
        f"rules_py.{document.value}.readings" for document in DOCUMENTS_WITH_READINGS
    }
    | {module for more in MORE_READING_MODULES.values() for module in more},
}


def _package(name: str) -> str:
    """The part of rules_py a module belongs to: its sub-package, or the top-level module."""
    return ".".join(name.split(".")[:2])


def _package_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for name, targets in GRAPH.items():
        if name.startswith("rules_py."):
            every = targets | BY_NAME.get(name, set())
            graph.setdefault(_package(name), set()).update(
                _package(target) for target in every if _package(target) != _package(name)
            )
    return graph


# Cycles between packages known and not yet removed, each with why (none left: the readings
# table and the list of every reading moved from rules_py.sources up to rules_py.sources_page).
KNOWN: set[tuple[str, str]] = set()


def _cycle(graph: dict[str, set[str]], ignored: set[tuple[str, str]]) -> list[str] | None:
    """One cycle of ``graph`` (leaving out the edges in ``ignored``), as its nodes, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = 1
        path.append(name)
        for target in sorted(graph.get(name, ())):
            if (name, target) in ignored:
                continue
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (found := visit(target)):
                return found
        path.pop()
        state[name] = 2
        return None

    for name in sorted(graph):
        if name not in state and (found := visit(name)):
            return found
    return None


def test_the_import_graph_is_read() -> None:
    assert "rules_py.contract" in GRAPH["rules_py.calculators"]
    assert "rules_py.runeball.passing" in GRAPH["rules_py.runeball.landing"]
    assert "scripts.pages.rules_tables" in GRAPH["scripts.pages.inline_values"]
    # an import inside a function counts
    assert "rules_py.calculators" in GRAPH["scripts.pages.inline_values"]


def test_no_import_cycle_between_modules() -> None:
    assert _cycle(GRAPH, set()) is None, " -> ".join(_cycle(GRAPH, set()) or [])


def test_a_cycle_is_found() -> None:
    graph = {**GRAPH, "scripts.pages.rules_tables": {"scripts.pages.shortcodes"}}
    found = _cycle(graph, set()) or []
    assert {"scripts.pages.rules_tables", "scripts.pages.shortcodes"} <= set(found), found


def test_no_import_cycle_between_the_packages_of_rules_py() -> None:
    graph = _package_graph()
    assert "rules_py.heatmaps" in graph["rules_py.runequest"]  # not the comparison's
    assert "rules_py.runequest" not in graph["rules_py.heatmaps"]
    assert "rules_py.runequest" in graph["rules_py.comparison"]
    assert _cycle(graph, KNOWN) is None, " -> ".join(_cycle(graph, KNOWN) or [])


def test_the_sources_reach_up_to_no_document_nor_the_registry() -> None:
    graph = _package_graph()
    assert graph["rules_py.sources"] <= {"rules_py.labelled"}, graph["rules_py.sources"]
    # what reaches up sits above: the readings of every document, the registry
    assert "rules_py.runeball" in graph["rules_py.sources_page"]
    assert "rules_py.calculators" in graph["rules_py.sources_page"]


def test_each_known_cycle_is_still_there() -> None:
    graph = _package_graph()
    for edge in KNOWN:
        assert _cycle(graph, KNOWN - {edge}) is not None, f"{edge} is gone: drop it from KNOWN"
