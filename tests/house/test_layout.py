"""The layout in CONTRIBUTING.md agrees with the tree: each path it lists exists, and each folder
under ``scripts/``, ``docs/javascripts/`` and ``tests/`` is listed, so the map cannot drift from
the code again (it had: rooms moved, modules added, none of it in the map).

The layout is the first code block under "## Layout": one entry a line, its name (or names, split
by ", ") before a gap of two spaces, indented two spaces a level below its parent; a line whose
first 22 characters are blank goes on describing the entry above. ``*`` in a name stands for any
one folder (``*/calculators/``: each document's).
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTRIBUTING = ROOT / "CONTRIBUTING.md"
COVERED = ("scripts", "docs/javascripts", "tests")
DESCRIPTION_COLUMN = 22  # where the words about an entry start


def layout_block(text: str) -> list[str]:
    """The lines of the first code block after the "## Layout" heading.

    >>> layout_block("# Contributing\\n## Layout\\n\\nThe map.\\n\\n```\\na/  the a\\n```\\n")
    ['a/  the a']
    """
    after = text.split("\n## Layout\n", 1)[-1] if "\n## Layout\n" in text else ""
    found = re.search(r"^```[^\n]*\n(.*?)^```", after, re.DOTALL | re.MULTILINE)
    assert found, "no code block under ## Layout in CONTRIBUTING.md"
    return found.group(1).splitlines()


def listed_paths(lines: list[str], column: int = DESCRIPTION_COLUMN) -> list[str]:
    """Each name the layout lists, as a path from the repository's root (``column``: where the
    words about an entry start).

    >>> listed_paths(["a/          the a", "  b.py, c/  its b and c", "            more on c",
    ...               "    d/      c's d", "e.txt       the e"], column=12)
    ['a/', 'a/b.py', 'a/c/', 'a/c/d/', 'e.txt']
    """
    paths: list[str] = []
    parents: list[str] = []  # the folder entry open at each level
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        if not line.strip() or indent >= column:
            continue  # a description going on
        assert indent % 2 == 0, f"an entry indented by an odd count: {line!r}"
        level = indent // 2
        assert level <= len(parents), f"an entry with no parent above it: {line!r}"
        del parents[level:]
        base = parents[-1] if parents else ""
        names = re.split(r"\s{2,}", line.strip(), maxsplit=1)[0].split(", ")
        for name in names:
            paths.append(base + name)
        last = base + names[-1]
        parents.append(last if last.endswith("/") else base)
    return paths


def _exists(path: str) -> bool:
    return any(ROOT.glob(path.rstrip("/"))) if "*" in path else (ROOT / path).exists()


def _folders_under(base: str) -> set[str]:
    """Each folder under ``base`` that holds a file (caches and hidden folders left out), as
    ``base/…/name/``."""
    top = ROOT / base
    folders: set[str] = set()
    for file in top.rglob("*"):
        parts = file.relative_to(ROOT).parts
        if not file.is_file() or any(p == "__pycache__" or p.startswith(".") for p in parts):
            continue
        for depth in range(len(Path(base).parts) + 1, len(parts)):
            folders.add("/".join(parts[:depth]) + "/")
    return folders


LISTED = listed_paths(layout_block(CONTRIBUTING.read_text(encoding="utf-8")))


def test_the_layout_is_read() -> None:
    # The parse finds entries at three depths, so a change of format cannot empty the checks.
    assert {"rules_py/", "docs/javascripts/", "docs/javascripts/widget/", "tests/js/"} <= set(
        LISTED
    ), LISTED


@pytest.mark.parametrize("path", LISTED)
def test_each_listed_path_exists(path: str) -> None:
    assert _exists(path), f"CONTRIBUTING.md's layout lists {path}, which is not in the tree"


@pytest.mark.parametrize("base", COVERED)
def test_each_folder_is_in_the_layout(base: str) -> None:
    listed = {path for path in LISTED if path.endswith("/")}
    missing = sorted(folder for folder in _folders_under(base) if folder not in listed)
    assert not missing, f"folders not in CONTRIBUTING.md's layout: {missing}"
