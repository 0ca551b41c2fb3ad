"""Each calculator's widget with its answer already drawn: the answer for the inputs the form
shows (its declared defaults), worked out by ``rules_py`` at build time and drawn by the code
that draws live answers in the browser (``scripts/build/prerender.mjs`` runs
``docs/javascripts/render/draw.js`` under Node). A page is useful before Python starts, with
JavaScript off, in print and to search engines; when Python starts, it takes over.

Every widget is drawn in one Node run, the first time one is asked for, and kept until the next
build (``forget``, called before each build).

Each widget also carries the SHA-256 of the very line Python's JSON facade answers its defaults
with (``data-prerendered-digest``): when the browser's first answer is that line, the page already
shows it, and ``widget/mount.js`` leaves the drawing alone.
"""

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

from scripts.pages.glossary import glossary_template
from scripts.pages.widget.whole import widget_html

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "build" / "prerender.mjs"

_drawn: dict[str, str] | None = None


class PrerenderError(RuntimeError):
    """Node is missing, or the drawing code failed on a calculator's answer."""


def prerendered(name: str) -> str:
    """The widget of calculator ``name`` with its default answer drawn."""
    global _drawn
    if _drawn is None:
        _drawn = _draw_every_widget()
    return _drawn[name]


def forget() -> None:
    """Drop the drawn widgets: the next build draws them from the rules as they are then."""
    global _drawn
    _drawn = None


def default_answer(name: str) -> str:
    """The line the browser's worker gets from Python for calculator ``name``'s defaults: the
    facade's own text (``handle_json``), whose bytes the page's digest is taken of."""
    from rules_py.calculators import REGISTRY, handle_json

    request = {"calculator": name, "inputs": REGISTRY[name].defaults()}
    return handle_json(json.dumps(request))


def _draw_every_widget() -> dict[str, str]:
    from rules_py.calculators import REGISTRY  # as rebuilt by `properdocs serve`

    jobs = []
    for name, calculator in REGISTRY.items():
        line = default_answer(name)
        jobs.append(
            {
                "name": name,
                "html": widget_html(calculator.describe()),
                "result": json.loads(line)["result"],
                "digest": hashlib.sha256(line.encode("utf-8")).hexdigest(),
            }
        )
    node = shutil.which("node")
    if node is None:
        raise PrerenderError("Node.js is needed to draw the calculators' answers into the pages")
    finished = subprocess.run(
        [node, str(SCRIPT)],
        input=json.dumps({"glossary": str(glossary_template()), "jobs": jobs}),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    if finished.returncode != 0:
        raise PrerenderError(f"drawing the answers failed:\n{finished.stderr}")
    drawn: dict[str, str] = json.loads(finished.stdout)
    return drawn
