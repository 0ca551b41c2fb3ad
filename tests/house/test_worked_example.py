"""The worked example (contributing/adding-a-calculator.md) shows the code as it is: each code block
titled with a path (```python title="rules_py/..."```) is found, as written, in that file, so the
example a newcomer copies cannot drift from the calculator the site ships."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "contributing" / "adding-a-calculator.md"
TITLED = re.compile(r'^```\w+ title="(?P<path>[^"]+)"\n(?P<code>.*?)^```$', re.M | re.S)


def _blocks() -> list[tuple[str, str]]:
    return [(m["path"], m["code"]) for m in TITLED.finditer(EXAMPLE.read_text(encoding="utf-8"))]


def test_the_example_shows_its_files() -> None:
    paths = {path for path, _ in _blocks()}
    assert {"rules_py/runequest/reattempt.py", "rules_py/sources/documents.py"} <= paths


@pytest.mark.parametrize(("path", "code"), _blocks(), ids=[path for path, _ in _blocks()])
def test_each_block_is_in_its_file_as_written(path: str, code: str) -> None:
    assert code in (ROOT / path).read_text(encoding="utf-8"), f"{path} no longer holds:\n{code}"
