// Builds the standard library the site ships, with Pyodide's own Python (run by
// scripts/build/compiled_stdlib.py during the build: bytecode belongs to one Python version, the
// browser's, not the build's).
//
// usage: node scripts/build/compile_stdlib.mjs PYODIDE_DIR WHEEL OUT_ZIP MODULE...
//   Starts Pyodide from PYODIDE_DIR as shipped and does what the browser's worker does: unpacks
//   the rules wheel WHEEL (unpackArchive), imports rules_py.calculators, answers every calculator
//   on its defaults (handle_json, as the worker calls it) and a few requests it refuses, imports
//   every document's rules (import_next until False), and makes a memory snapshot. It also
//   imports each MODULE (every standard-library module rules_py names anywhere). Then it writes
//   OUT_ZIP: only the modules Python has imported by then (to start, and for all of the above),
//   each as its bytecode, <name>.pyc for <name>.py (an "unchecked hash" pyc: zipimport runs it as
//   it is; without docstrings and asserts but in Pyodide's own packages), with the folders
//   holding them, in the order of Pyodide's python_stdlib.zip. Every other module is left out:
//   Python cannot import it.
//   Prints {"compiled": N, "bytes": SIZE, "modules": [...]} on stdout.

import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, outZip, ...modules] = process.argv.slice(2);
if (!outZip) {
  console.error("usage: node compile_stdlib.mjs PYODIDE_DIR WHEEL OUT_ZIP MODULE...");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
// As the worker starts it when it can keep a snapshot for the next visit.
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
const calculators = pyodide.pyimport("rules_py.calculators");
pyodide.globals.set("wanted", pyodide.toPy(modules));
const requests = pyodide
  .runPython(
    `
import importlib
import json

from rules_py.calculators import REGISTRY

for name in wanted:
    importlib.import_module(name)


[json.dumps({"calculator": name, "inputs": REGISTRY[name].defaults()}) for name in REGISTRY] + [
    "{",
    json.dumps({"calculator": "no such calculator"}),
    json.dumps({"calculator": "ability", "inputs": {"chance": "x"}}),
]
`,
  )
  .toJs();
const refused = 3;
requests.forEach((line, index) => {
  const answer = JSON.parse(calculators.handle_json(line));
  if ((index < requests.length - refused) === "error" in answer) {
    throw new Error(`unexpected answer to ${line}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
});
while (calculators.import_next());
calculators.destroy();
pyodide.makeMemorySnapshot();

// One fixed order, entries dated as in Pyodide's zip: the same inputs give the same bytes.
const [imported, zipBytes] = pyodide
  .runPython(
    `
import importlib.util
import io
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

stdlib = next(path for path in sys.path if path.endswith(".zip"))
prefix = stdlib + "/"
imported = sorted(
    module.__file__.removeprefix(prefix)
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(prefix)
    and module.__file__.endswith(".py")
)
folders = {name[: index + 1] for name in imported for index, c in enumerate(name) if c == "/"}

out = io.BytesIO()
with zipfile.ZipFile(stdlib) as source, zipfile.ZipFile(out, "w", compresslevel=9) as target:
    for entry in source.infolist():
        if entry.filename in folders:
            target.writestr(entry, source.read(entry))
        if entry.filename not in imported:
            continue
        data = source.read(entry)
        # Compiled as zipimport compiles it, so tracebacks name the same file; without
        # docstrings and asserts (as python -OO runs), a seventh fewer bytes, except in Pyodide's
        # own packages, which read their docstrings at start.
        own = entry.filename.startswith(("_pyodide/", "pyodide/"))
        code = compile(
            data, prefix + entry.filename, "exec", dont_inherit=True, optimize=0 if own else 2
        )
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        compiled = zipfile.ZipInfo(entry.filename + "c", entry.date_time)
        compiled.compress_type = zipfile.ZIP_DEFLATED
        compiled.external_attr = entry.external_attr
        target.writestr(compiled, bytes(pyc))
(imported, out.getvalue())
`,
  )
  .toJs();
writeFileSync(outZip, zipBytes);
console.log(JSON.stringify({ compiled: imported.length, bytes: zipBytes.length, modules: imported }));
