// Compiles the part of Pyodide's standard library that the calculators import, with Pyodide's own
// Python (run by scripts/compiled_stdlib.py during the build: bytecode belongs to one Python
// version, the browser's 3.14, not the build's).
//
// usage: node scripts/compile_stdlib.mjs PYODIDE_DIR OUT_ZIP MODULE...
//   Starts Pyodide from PYODIDE_DIR as shipped, imports each MODULE, then writes OUT_ZIP: Pyodide's
//   python_stdlib.zip, its entries in their order, where the source of each module Python has
//   imported by then (to start, and for MODULE...) is replaced by its bytecode, <name>.pyc for
//   <name>.py (an "unchecked hash" pyc: zipimport runs it as it is). Every other entry is copied
//   unchanged, so a module not compiled still imports from its source.
//   Prints {"compiled": N, "bytes": SIZE} on stdout.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, outZip, ...modules] = process.argv.slice(2);
if (!outZip) {
  console.error("usage: node compile_stdlib.mjs PYODIDE_DIR OUT_ZIP MODULE...");
  process.exit(2);
}

const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });
pyodide.globals.set("wanted", pyodide.toPy(modules));
// One fixed order, entries dated as in Pyodide's zip: the same inputs give the same bytes.
const [compiled, zipBytes] = pyodide
  .runPython(
    `
import importlib
import importlib.util
import io
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

for name in wanted:
    importlib.import_module(name)

stdlib = next(path for path in sys.path if path.endswith(".zip"))
prefix = stdlib + "/"
imported = {
    module.__file__.removeprefix(prefix)
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(prefix)
    and module.__file__.endswith(".py")
}

out = io.BytesIO()
with zipfile.ZipFile(stdlib) as source, zipfile.ZipFile(out, "w") as target:
    for entry in source.infolist():
        data = source.read(entry)
        if entry.filename not in imported:
            target.writestr(entry, data)
            continue
        # Compiled as zipimport compiles it, so tracebacks name the same file.
        code = compile(data, prefix + entry.filename, "exec", dont_inherit=True)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        compiled = zipfile.ZipInfo(entry.filename + "c", entry.date_time)
        compiled.compress_type = zipfile.ZIP_DEFLATED
        compiled.external_attr = entry.external_attr
        target.writestr(compiled, bytes(pyc))
(len(imported), out.getvalue())
`,
  )
  .toJs();
writeFileSync(outZip, zipBytes);
console.log(JSON.stringify({ compiled, bytes: zipBytes.length }));
