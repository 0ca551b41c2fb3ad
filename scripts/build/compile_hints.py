"""Material's script compiled while it downloads, not as it first runs.

Chromium compiles a script's functions lazily, each at its first call, on the page's main thread.
Material's bundle calls most of its functions as a page starts, so compiling them there was about
half of its start-up: with its first handler, a task of a tenth of a second and more on the phone
Lighthouse models (a processor four times slower), on every page. With a first line
``//# allFunctionsCalledOnLoad`` (V8's explicit compile hints, in Chromium since 136), every
function is compiled at once, off the main thread, as the script streams in; a browser that does
not know the hint reads a comment. The site's copy of the bundle gets the line, and its source map
one empty line at the top to match (``;`` first in its mappings), so that a stack trace still maps
to Material's sources.
"""

import json
from pathlib import Path

HINT = "//# allFunctionsCalledOnLoad\n"


def hint_material_bundle(site_dir: Path) -> Path:
    """Put the compile hint on the site's copy of Material's bundle (once); return the bundle.

    >>> import tempfile
    >>> site = Path(tempfile.mkdtemp())
    >>> folder = site / "assets" / "javascripts"
    >>> folder.mkdir(parents=True)
    >>> _ = (folder / "bundle.0.min.js").write_text('"use strict";f()\\n//# sourceMappingURL=x')
    >>> _ = (folder / "bundle.0.min.js.map").write_text('{"version": 3, "mappings": "AAAA"}')
    >>> bundle = hint_material_bundle(hint_material_bundle(site).parents[2])
    >>> print(bundle.read_text())
    //# allFunctionsCalledOnLoad
    "use strict";f()
    //# sourceMappingURL=x
    >>> json.loads((folder / "bundle.0.min.js.map").read_text())["mappings"]
    ';AAAA'
    """
    (bundle,) = (site_dir / "assets" / "javascripts").glob("bundle.*.min.js")
    text = bundle.read_text(encoding="utf-8")
    if text.startswith(HINT):
        return bundle  # a rebuild that kept the theme's files (properdocs serve)
    bundle.write_text(HINT + text, encoding="utf-8")
    source_map = bundle.with_name(bundle.name + ".map")
    if source_map.is_file():
        data = json.loads(source_map.read_text(encoding="utf-8"))
        data["mappings"] = ";" + data["mappings"]
        source_map.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return bundle
