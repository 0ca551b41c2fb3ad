"""Code, tests and docstrings cite a document by its title and heading
(:func:`rules_py.sources.documents.cite`: "RuneQuest, The Game System › The Resistance Table"),
never by a source file's number, a section of a specification that is not in the repository, an
unpublished rule id or an issue number. Reading ids (A000-05 …) are the site's own: the Sources page
publishes each, so a cited one must be a declared reading.

Every comment, string (docstrings, test ids, titles) and test name in ``rules_py``, ``scripts`` and
``tests`` is scanned; a failure names the file, the line and what it found.
"""

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules_py.sources_page.readings import all_readings

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("rules_py", "scripts", "tests")

# The patterns are built from pieces so that this file does not cite what it forbids.
_SEED = "seed"
FORBIDDEN = {
    "a source file's number": re.compile(rf"\b{_SEED}s?[ _]?0\d\d\b", re.IGNORECASE),
    "a section of the specification": re.compile(r"\bspec\w* ?" + "\u00a7", re.IGNORECASE),
    "an unpublished rule id": re.compile(r"\bR\d{3}-\d+"),
    "an issue number": re.compile(r"\bissues?[ _]?#?\d+", re.IGNORECASE),
}
# A test id or name that starts with a document's number ("001 Special Numbers", test_000_…).
NUMBERED_TEST = re.compile(r"^(test_)?00\d(\b|_)")
READING_ID = re.compile(r"\bA\d{3}-\d+\b")


def _scanned_files(root: Path) -> list[Path]:
    """The Python files, and the scripts' JavaScript modules (read line by line)."""
    python = [path for folder in SCANNED for path in (root / folder).rglob("*.py")]
    return sorted([*python, *(root / "scripts").rglob("*.mjs")])


def _prose(path: Path) -> Iterator[tuple[int, str]]:
    """Each comment and string of a file, with the line it starts on."""
    source = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        yield from enumerate(source.splitlines(), 1)
        return
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in (tokenize.COMMENT, tokenize.STRING):
            yield token.start[0], token.string


def _test_names(path: Path) -> Iterator[tuple[int, str]]:
    """Each test function's name and each ``id``/``ids`` given to a parameter or parametrize."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            if node.name.startswith("test"):
                yield node.lineno, node.name
        elif isinstance(node, ast.keyword) and node.arg in ("id", "ids"):
            for value in (node.value, *getattr(node.value, "elts", ())):
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    yield value.lineno, value.value


def findings(path: Path, root: Path = ROOT) -> list[str]:
    """Every forbidden citation in one file, in line order, as ``file:line: what: text``."""
    where = path.relative_to(root).as_posix()
    found: list[tuple[int, str]] = []
    for line, text in _prose(path):
        for what, pattern in FORBIDDEN.items():
            for match in pattern.finditer(text):
                at = line + text[: match.start()].count("\n")  # a string spanning lines
                found.append((at, f"{what}: {match.group()!r}"))
    if path.suffix == ".py" and where.startswith("tests/"):
        for line, name in _test_names(path):
            if NUMBERED_TEST.match(name):
                found.append((line, f"a test named by a document's number: {name!r}"))
    return [f"{where}:{line}: {what}" for line, what in sorted(found)]


def test_the_scan_finds_what_it_forbids(tmp_path: Path) -> None:
    sample = tmp_path / "tests" / "sample.py"
    sample.parent.mkdir()
    rule, issue = "R" + "000-12", "iss" + "ue 21"
    sample.write_text(
        f'"""As {_SEED} 001 says (spec \u00a74.2)."""\n'
        f"# {rule}, {issue}\n"
        "import pytest\n"
        'CASE = pytest.param(1, id="00" "1 Special Numbers")\n'
        "def test_00"
        "0_table(): ...\n"
        "def test_the_page(): ...  # RuneQuest, The Game System › Results (A000-05)\n",
        encoding="utf-8",
    )
    found = findings(sample, tmp_path)
    assert [entry.split(": ", 1)[0] for entry in found] == [
        "tests/sample.py:1",
        "tests/sample.py:1",
        "tests/sample.py:2",
        "tests/sample.py:2",
        "tests/sample.py:4",
        "tests/sample.py:5",
    ], found


@pytest.mark.parametrize("folder", SCANNED)
def test_code_tests_and_docstrings_cite_documents_by_title_and_heading(folder: str) -> None:
    found = [
        entry
        for path in _scanned_files(ROOT)
        if path.relative_to(ROOT).parts[0] == folder
        for entry in findings(path)
    ]
    assert not found, "cite the document's title and heading instead:\n" + "\n".join(found)


def test_every_cited_reading_id_is_published_on_the_sources_page() -> None:
    published = set(all_readings())
    unknown = [
        f"{path.relative_to(ROOT).as_posix()}:{line}: {reading_id}"
        for path in _scanned_files(ROOT)
        for line, text in _prose(path)
        for reading_id in READING_ID.findall(text)
        if reading_id not in published
    ]
    assert not unknown, "not a reading the Sources page publishes:\n" + "\n".join(unknown)
