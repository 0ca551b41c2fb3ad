"""No import cycle in ``rules_py``: every module's imports (at the top and inside functions alike,
read with ``ast``, not run) form a graph without a loop, so any module can be imported first and
none hides a cycle behind an import inside a function."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "rules_py"


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path) -> set[str]:
    """The rules_py modules ``name`` imports (``from package import module``: the module)."""
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


def _cycle() -> list[str] | None:
    """One import cycle, as the modules along it, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = 1
        path.append(name)
        for target in sorted(GRAPH[name]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state and (found := visit(target)):
                return found
        path.pop()
        state[name] = 2
        return None

    for name in sorted(GRAPH):
        if name not in state and (found := visit(name)):
            return found
    return None


def test_the_import_graph_is_read() -> None:
    assert "rules_py.contract" in GRAPH["rules_py.calculators"]
    assert "rules_py.runeball.passing" in GRAPH["rules_py.runeball.landing"]


def test_no_import_cycle_in_rules_py() -> None:
    assert _cycle() is None, " -> ".join(_cycle() or [])
