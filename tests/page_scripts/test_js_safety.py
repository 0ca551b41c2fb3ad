"""The site's JavaScript never turns text into markup or code, and never builds Python from input.

Every ``docs/javascripts/**/*.js`` is read as text: none of the calls that parse a string as
HTML or as JavaScript may appear at all (comments included, so no exception can hide in one);
Python is reached only by importing a fixed module by its literal name and calling its
``handle_json`` with the JSON line, never by running Python source. The scanners are tested on
examples of what they must catch, so a scan that finds nothing has been shown able to find.
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = sorted((ROOT / "docs" / "javascripts").rglob("*.js"))
# The Pyodide worker: its entry and the modules it imports (docs/javascripts/worker/).
WORKER = [
    ROOT / "docs" / "javascripts" / "pyodide-worker.js",
    *sorted((ROOT / "docs" / "javascripts" / "worker").glob("*.js")),
]

# Markup from a string, or code from a string.
FORBIDDEN = {
    "innerHTML": re.compile(r"\binnerHTML\b"),
    "outerHTML": re.compile(r"\bouterHTML\b"),
    "insertAdjacentHTML": re.compile(r"\binsertAdjacentHTML\b"),
    "setHTMLUnsafe / parseHTMLUnsafe": re.compile(r"\b(?:setHTML|parseHTML)Unsafe\b"),
    "createContextualFragment": re.compile(r"\bcreateContextualFragment\b"),
    "srcdoc": re.compile(r"\bsrcdoc\b"),
    "DOMParser": re.compile(r"\bDOMParser\b"),
    "document.write": re.compile(r"\bdocument\s*\.\s*write(?:ln)?\b"),
    "eval(": re.compile(r"\beval\s*\("),
    "new Function(": re.compile(r"\bnew\s+Function\s*\("),
    "setTimeout/setInterval with a string": re.compile(r"\bset(?:Timeout|Interval)\s*\(\s*[\"'`]"),
}

# Python source from JavaScript: Pyodide's ways of running code or reaching its namespace.
PYTHON_CODE = re.compile(r"\b(?:runPython(?:Async)?|eval_code(?:_async)?|globals|pyodide\.code)\b")
PYIMPORT = re.compile(r"\bpyimport\s*\(\s*(?P<argument>[^)]*)\)")
PYIMPORT_BOUND = re.compile(r"\b(?:const|let|var)\s+(?P<name>\w+)\s*=\s*[\w.]*pyimport\s*\(")
COMMENT = re.compile(r"/\*.*?\*/|(?<![:\\])//[^\n]*", re.DOTALL)  # not the // of "https://"
ALLOWED_MODULES = {"rules_py.calculators"}
# handle_json answers requests; import_next and warm_next (no argument) import the rules and work
# out the heatmaps' grids ahead of a snapshot; destroy is the proxy's own, letting go of the module.
ALLOWED_ATTRIBUTES = {"handle_json", "import_next", "warm_next", "destroy"}


def _relative(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def markup_or_code_from_text(source: str) -> list[str]:
    """What in ``source`` parses a string as HTML or JavaScript, as "line N: name"."""
    found = []
    for number, line in enumerate(source.splitlines(), start=1):
        found += [f"line {number}: {name}" for name, rx in FORBIDDEN.items() if rx.search(line)]
    return found


def python_from_text(source: str) -> list[str]:
    """What in ``source`` could hand Python code rather than a JSON line, one line each."""
    found = [f"runs Python source: {match[0]}" for match in PYTHON_CODE.finditer(source)]
    for match in PYIMPORT.finditer(source):
        argument = match["argument"].strip()
        literal = re.fullmatch(r"\"([\w.]+)\"|'([\w.]+)'", argument)
        module = literal and (literal[1] or literal[2])
        if module not in ALLOWED_MODULES:
            found.append(f"pyimport of something other than a fixed module: {argument}")
    code = COMMENT.sub("", source)  # "calculators.js" in a comment is not Python's calculators
    for bound in PYIMPORT_BOUND.finditer(code):
        used = set(re.findall(rf"\b{bound['name']}\s*(?:\.\s*(\w+)|\[)", code[bound.end() :]))
        if "" in used or used - ALLOWED_ATTRIBUTES:
            found.append(f"{bound['name']}: uses {sorted(used)}, allowed {ALLOWED_ATTRIBUTES}")
    return found


def test_there_are_scripts_to_scan() -> None:
    names = {_relative(path) for path in SCRIPTS}
    assert {"docs/javascripts/pyodide-worker.js", "docs/javascripts/widget/mount.js"} <= names


@pytest.mark.parametrize("path", SCRIPTS, ids=_relative)
def test_no_script_makes_markup_or_code_from_text(path: Path) -> None:
    assert markup_or_code_from_text(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("path", SCRIPTS, ids=_relative)
def test_no_script_builds_python_source(path: Path) -> None:
    assert python_from_text(path.read_text(encoding="utf-8")) == []


def test_the_worker_calls_handle_json_of_the_fixed_module_with_the_line() -> None:
    worker = "\n".join(path.read_text(encoding="utf-8") for path in WORKER)
    imports = [match["argument"].strip() for match in PYIMPORT.finditer(worker)]
    assert imports and set(imports) == {'"rules_py.calculators"'}, imports
    # The request line from the page goes to handle_json as it came: one argument, a name.
    calls = re.findall(r"\bhandleJson\s*\(([^)]*)\)", worker)
    assert calls and all(re.fullmatch(r"\w+", argument.strip()) for argument in calls), calls


@pytest.mark.parametrize(
    "snippet",
    [
        "element.innerHTML = text;",
        "row.outerHTML = `<tr>${cells}</tr>`;",
        'list.insertAdjacentHTML("beforeend", item);',
        "document.write(answer);",
        "document . writeln(answer);",
        "const value = eval(field.value);",
        'const f = new Function("x", body);',
        'setTimeout("draw()", 10);',
        "range.createContextualFragment(html);",
        "frame.srcdoc = page;",
        "new DOMParser().parseFromString(text, 'text/html');",
        "element.setHTMLUnsafe(text);",
    ],
)
def test_the_markup_scan_catches(snippet: str) -> None:
    assert markup_or_code_from_text(f"// fine\n{snippet}\n") != []


@pytest.mark.parametrize(
    "snippet",
    [
        "pyodide.runPython(`handle_json('${line}')`);",
        "await pyodide.runPythonAsync(source);",
        'pyodide.globals.set("line", line);',
        "pyodide.pyimport(`rules_py.${name}`);",
        'pyodide.pyimport("rules_py." + name);',
        'pyodide.pyimport("os");',
        'const calc = pyodide.pyimport("rules_py.calculators"); calc.calculate(x);',
        'const calc = pyodide.pyimport("rules_py.calculators"); calc[name](x);',
    ],
)
def test_the_python_scan_catches(snippet: str) -> None:
    assert python_from_text(snippet) != []


def test_the_python_scan_passes_the_allowed_shape() -> None:
    allowed = (
        'const calculators = pyodide.pyimport("rules_py.calculators");\n'
        "handleJson = calculators.handle_json;\n"
    )
    assert python_from_text(allowed) == []
