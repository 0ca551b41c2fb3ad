"""Scripts the site takes from npm as they are published, copied from ``node_modules`` into the
site by the build (no CDN): the QR encoder the Party and Sources pages fetch on demand
(``docs/javascripts/handoff/qr.js``) to hand the table's setup to another phone. The service
worker keeps them offline with the site's other scripts (``javascripts/**/*.js``)."""

import json
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The npm package, its file, and where the site serves it (as qr.js asks for it).
VENDORED = {"uqr": ("dist/index.mjs", "javascripts/vendor/uqr.js")}


class VendorError(Exception):
    """``node_modules`` lacks a vendored package, or holds a version package.json does not pin."""


def copy_vendored(site_dir: Path, modules: Path = ROOT / "node_modules") -> list[Path]:
    """Copy each vendored file into ``site_dir``; return where each went.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as out:
    ...     [p.relative_to(out).as_posix() for p in copy_vendored(Path(out))]
    ['javascripts/vendor/uqr.js']
    """
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    copied: list[Path] = []
    for package, (source, target) in VENDORED.items():
        meta = modules / package / "package.json"
        if not meta.is_file():
            raise VendorError(f"node_modules lacks {package}: run npm ci")
        installed = json.loads(meta.read_text(encoding="utf-8"))["version"]
        if installed != pinned.get(package):
            raise VendorError(
                f"node_modules has {package} {installed} but package.json pins"
                f" {pinned.get(package)}: run npm ci"
            )
        out = site_dir / target
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(modules / package / source, out)
        copied.append(out)
    return copied
