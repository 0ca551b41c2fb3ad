"""Write ``javascripts/rules-config.js``: the generated ES module telling the worker what to load.

It exports, resolved against the module's own address so the site works under any path prefix:

- ``pyodideVersion``;
- ``pyodideSources``: where to look for Pyodide, in order (``{name, indexUrl}``, each folder
  ending in ``/``): the pinned CDN then the copy in the site, or only the copy;
- ``pyodideIndexUrl``: the first of them (the address Pyodide is told it comes from);
- ``pyodideFiles``: each runtime file's Subresource Integrity string and size, and for a large
  one the integrity of each of its pieces; the bytes a host sends of it with brotli and with gzip
  (``sent``), and for a large one its packed copy in the site's folder of Pyodide (``packed``:
  ``{href, offsets}``): what a download resumes from, compressed (``scripts/build/resumable.py``);
- ``pieceBytes``: the size of those pieces;
- ``wheel`` and ``stdlib``: the ``rules_py`` wheel and the compiled standard library
  (``scripts/build/compiled_stdlib.py``), both in the site, each ``{tag, stored, deflated}``: a hash
  of the deflated zip (the file's name in caches and snapshots, whichever variant arrived), and its
  two variants (``scripts/build/stored_zip.py``), each ``{url}`` and the same entries as a runtime
  file (a ``packed`` copy's ``href`` is relative to the variant's own ``url``);
- ``cacheNames``: the Cache Storage names the worker keeps Pyodide's files, the wheel and the
  Python snapshot in (the service worker deletes any other ``rules-`` cache).
"""

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from scripts.build.pyodide_assets import PIECE_BYTES

CONFIG_PATH = "javascripts/rules-config.js"


@dataclass(frozen=True)
class Source:
    """One place Pyodide can come from: an absolute URL, or one relative to the config module."""

    name: str
    index: str
    relative: bool


@dataclass(frozen=True)
class Variant:
    """One variant of a site file (``url`` relative to the config module)."""

    url: str
    checked: Mapping[str, object]  # pyodide_assets.checked_file of its bytes


@dataclass(frozen=True)
class SiteFile:
    """A zip the worker loads from the site, in its two variants holding the same members."""

    tag: str  # a hash of the deflated variant's content
    stored: Variant  # fetched where the host compresses it
    deflated: Variant  # fetched where it does not


def cache_names(version: str, stdlib_tag: str, wheel_tag: str) -> dict[str, str]:
    """The caches of one build: Pyodide's files and the standard library (per Pyodide version
    and standard library), the wheel and the snapshot (per wheel, too: a snapshot holds both).

    >>> cache_names("1.0", "cd", "ab")
    {'pyodide': 'rules-pyodide-1.0-cd', 'python': 'rules-python-1.0-cd-ab'}
    """
    return {
        "pyodide": f"rules-pyodide-{version}-{stdlib_tag}",
        "python": f"rules-python-{version}-{stdlib_tag}-{wheel_tag}",
    }


def _url(address: str, *, relative: bool) -> str:
    return (
        f"new URL({json.dumps(address)}, import.meta.url).href" if relative else json.dumps(address)
    )


def _variant(name: str, variant: Variant) -> str:
    entries = "".join(
        f"    {key}: {json.dumps(value)},\n" for key, value in sorted(variant.checked.items())
    )
    return f"  {name}: {{\n    url: {_url(variant.url, relative=True)},\n{entries}  }},\n"


def _exported(name: str, file: SiteFile) -> str:
    return (
        f"export const {name} = {{\n"
        f"  tag: {json.dumps(file.tag)},\n"
        + _variant("stored", file.stored)
        + _variant("deflated", file.deflated)
        + "};\n"
    )


def config_module(
    version: str,
    sources: Sequence[Source],
    files: Mapping[str, Mapping[str, object]],
    wheel: SiteFile,
    stdlib: SiteFile,
) -> str:
    """The module text.

    >>> def both(name, tag):
    ...     return SiteFile(tag, Variant(f"../py/stored/{name}?v={tag}", {"integrity": "sha384-s"}),
    ...                     Variant(f"../py/{name}?v={tag}", {"integrity": "sha384-d"}))
    >>> text = config_module("1.0", [Source("site", "../pyodide/", True)], {},
    ...                      both("w.whl", "ab"), both("s.zip", "cd"))
    >>> 'export const pyodideIndexUrl = new URL("../pyodide/", import.meta.url).href;' in text
    True
    >>> print(text.split("export const wheel = ")[1].split(";")[0])
    {
      tag: "ab",
      stored: {
        url: new URL("../py/stored/w.whl?v=ab", import.meta.url).href,
        integrity: "sha384-s",
      },
      deflated: {
        url: new URL("../py/w.whl?v=ab", import.meta.url).href,
        integrity: "sha384-d",
      },
    }
    >>> '"python": "rules-python-1.0-cd-ab"' in text
    True
    """
    listed = ",\n".join(
        f"  {{ name: {json.dumps(source.name)},"
        f" indexUrl: {_url(source.index, relative=source.relative)} }}"
        for source in sources
    )
    caches = json.dumps(cache_names(version, stdlib.tag, wheel.tag), sort_keys=True)
    return (
        "// Generated by scripts/build/rules_config.py during the site's build; do not edit.\n"
        f"export const pyodideVersion = {json.dumps(version)};\n"
        f"export const pyodideSources = [\n{listed},\n];\n"
        f"export const pyodideIndexUrl = {_url(sources[0].index, relative=sources[0].relative)};\n"
        f"export const pyodideFiles = {json.dumps(files, indent=2, sort_keys=True)};\n"
        f"export const pieceBytes = {PIECE_BYTES};\n"
        + _exported("wheel", wheel)
        + _exported("stdlib", stdlib)
        + f"export const cacheNames = {caches};\n"
    )


def write_config(
    site_dir: Path,
    version: str,
    sources: Sequence[Source],
    files: Mapping[str, Mapping[str, object]],
    wheel: SiteFile,
    stdlib: SiteFile,
) -> Path:
    """Write the module into the built site and return its path."""
    target = site_dir / CONFIG_PATH
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(config_module(version, sources, files, wheel, stdlib), encoding="utf-8")
    return target
