"""The steps after the pages are written, as one command over the built site: the search index's
abbreviations, the rule links' previews, the joined stylesheet, compile hints, then Python for
the browser (the rules wheel, the compiled standard library, Pyodide's files, ``rules-config.js``),
the Content-Security-Policy, the app's icons, the party schema, vendored scripts, the service
worker, and (for a build to deploy) compressed copies.

ProperDocs' ``on_post_build`` hook calls :func:`after_build`; an engine that runs no hooks
(``contributing/stack.md``) can run it after its own build::

    python -m scripts.build.after_build --config mkdocs.yml --site-dir site

It runs once per build: the party schema is written into a module that holds a placeholder.
"""

import argparse
import json
import shutil
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scripts.assets import app_icons, stylesheets, vendor_files
from scripts.build import (
    compile_hints,
    compiled_stdlib,
    content_security,
    precompress,
    pyodide_assets,
    resumable,
    rules_config,
    search_index,
    service_worker,
    stored_zip,
)
from scripts.build.build_wheel import WheelBuildError, build_wheel, content_tag
from scripts.build.placeholder import fill_line
from scripts.pages import previews

PYTHON_DIR = "py"  # the wheel and the standard library
# The browser's copy of the party schema, filled in after the build (write_party_schema).
SCHEMA_MODULE = "javascripts/party/schema.js"
SCHEMA_LINE = "export const PARTY_SCHEMA = {}; // filled in by the build"


class AfterBuildError(Exception):
    """A step after the build could not be taken; the message says which and why."""


@dataclass(frozen=True)
class Built:
    """What the steps need of the build: where the site and its sources are, the site's name and
    description (the app manifest), the stylesheets to join in their order, and whether the
    pages are served by ``properdocs serve`` (its live reload: no compressed copies, no sizes)."""

    site_dir: Path
    docs_dir: Path
    site_name: str
    site_description: str
    stylesheets: tuple[str, ...]
    serving: bool = False


def after_build(built: Built) -> None:
    """Every step after the pages, in order; raises :class:`AfterBuildError`."""
    site_dir = built.site_dir
    search_index.write_glossary(site_dir)
    previews.mark_site(site_dir)
    stylesheets.write_joined(site_dir, built.docs_dir, list(built.stylesheets))
    compile_hints.hint_material_bundle(site_dir)
    try:
        wheel = build_wheel(site_dir / PYTHON_DIR)
        compiled = compiled_stdlib.compiled_stdlib(compiled_stdlib.rules_imports(), wheel)
    except (WheelBuildError, compiled_stdlib.StdlibBuildError) as error:
        raise AfterBuildError(str(error)) from error
    stdlib = site_dir / PYTHON_DIR / pyodide_assets.STDLIB
    shutil.copyfile(compiled, stdlib)
    version = pyodide_assets.pyodide_version()
    pyodide_assets.copy_local_runtime(site_dir)
    local = rules_config.Source("site", f"../{pyodide_assets.LOCAL_DIR}/", relative=True)
    remote: list[str] = []
    sources = [local]
    if pyodide_assets.pyodide_source() == "cdn":
        remote = [pyodide_assets.cdn_index_url()]
        sources = [rules_config.Source("cdn", remote[0], relative=False), local]
    wheel_file = _site_file(wheel, built.serving)
    stdlib_file = _site_file(stdlib, built.serving)
    runtime = {
        name: resumable.resumable(
            site_dir / pyodide_assets.LOCAL_DIR / name, entry, sizes=not built.serving
        )
        for name, entry in pyodide_assets.runtime_manifest().items()
    }
    rules_config.write_config(site_dir, version, sources, runtime, wheel_file, stdlib_file)
    content_security.apply(site_dir, remote, serving=built.serving)
    app_icons.write_app_files(site_dir, built.site_name, built.site_description)
    write_party_schema(site_dir)
    try:
        vendor_files.copy_vendored(site_dir)  # before the service worker lists the scripts
    except vendor_files.VendorError as error:
        raise AfterBuildError(str(error)) from error
    caches = rules_config.cache_names(version, stdlib_file.tag, wheel_file.tag)
    service_worker.write_service_worker(site_dir, caches)
    if not built.serving:  # properdocs serve's own server never sends them
        precompress.precompress(site_dir)


def _site_file(deflated: Path, serving: bool) -> rules_config.SiteFile:
    """How the config module names a zip of ``site/py/`` and the stored variant it writes beside
    it (``scripts/build/stored_zip.py``); both URLs name the content."""
    tag = content_tag(deflated)
    stored = stored_zip.stored_copy(deflated)

    def variant(path: Path) -> rules_config.Variant:
        url = f"../{path.relative_to(deflated.parent.parent).as_posix()}?v={tag}"
        checked = pyodide_assets.checked_file(path.read_bytes())
        entry = resumable.resumable(path, checked, query=f"?v={tag}", sizes=not serving)
        return rules_config.Variant(url, entry)

    return rules_config.SiteFile(tag, variant(stored), variant(deflated))


def write_party_schema(site_dir: Path) -> None:
    """Publish the party file's JSON Schema (rules_py.party), versioned in the file itself,
    once every calculator that saves a character saves only to places the schema has."""
    from rules_py.calculators import REGISTRY
    from rules_py.party import SCHEMA_FILE, json_schema
    from rules_py.party_holds import check_destination

    for name, calculator in REGISTRY.items():
        if calculator.character:
            for _, destination in calculator.character.values:
                try:
                    check_destination(destination)
                except ValueError as error:
                    # a calculator whose Save would write a file the Party page refuses
                    raise AfterBuildError(f"calculator {name}: {error}") from error
    text = json.dumps(json_schema(), indent=2, ensure_ascii=False) + "\n"
    (site_dir / SCHEMA_FILE).write_text(text, encoding="utf-8")
    # The same schema for the browser's stored-party reader (docs/javascripts/party/schema.js).
    line = f"export const PARTY_SCHEMA = {json.dumps(json_schema(), ensure_ascii=False)};"
    try:
        fill_line(site_dir / SCHEMA_MODULE, SCHEMA_LINE, line)
    except ValueError as error:
        raise AfterBuildError(str(error)) from error


def built_from_config(config_file: Path, site_dir: Path | None = None) -> Built:
    """What :func:`after_build` needs, read from ``mkdocs.yml`` (its ``!ENV`` and other tags are
    read as empty: the command needs none of the settings that use them).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "m.yml").write_text("site_name: S\\nsite_url: !ENV [X, 'u']\\n"
    ...     "extra: {stylesheets: [a.css]}\\n")
    >>> built = built_from_config(folder / "m.yml")
    >>> built.site_name, built.stylesheets, built.docs_dir == folder / "docs"
    ('S', ('a.css',), True)
    """
    import yaml  # type: ignore[import-untyped]  # ProperDocs' own dependency; no stubs pinned

    class Loader(yaml.SafeLoader):  # type: ignore[misc]
        pass

    for prefix in ("!", "tag:yaml.org,2002:python/"):
        Loader.add_multi_constructor(prefix, lambda loader, suffix, node: None)
    try:
        config = yaml.load(config_file.read_text(encoding="utf-8"), Loader=Loader)
    except (OSError, yaml.YAMLError) as error:
        raise AfterBuildError(f"{config_file}: {error}") from error
    if not isinstance(config, dict):
        raise AfterBuildError(f"{config_file}: not a mapping of settings")
    return built_from(config, config_file.resolve().parent, site_dir=site_dir)


def built_from(
    config: Mapping[str, Any], base: Path, *, serving: bool = False, site_dir: Path | None = None
) -> Built:
    """What :func:`after_build` needs, from the settings of ``mkdocs.yml`` (as read, or as
    ProperDocs hands them to a hook); relative folders are under ``base``."""
    return Built(
        site_dir=site_dir or base / config.get("site_dir", "site"),
        docs_dir=base / config.get("docs_dir", "docs"),
        site_name=str(config.get("site_name", "")),
        site_description=str(config.get("site_description") or ""),
        stylesheets=tuple(stylesheets.listed(config)),
        serving=serving,
    )


def main(argv: Sequence[str] | None = None) -> int:
    """The command: exit 2 with one line on stderr when a step cannot be taken."""
    parser = argparse.ArgumentParser(prog="python -m scripts.build.after_build")
    parser.add_argument("--config", type=Path, default=Path("mkdocs.yml"))
    parser.add_argument("--site-dir", type=Path, default=None)
    given = parser.parse_args(argv)
    try:
        after_build(built_from_config(given.config, given.site_dir))
    except (AfterBuildError, OSError) as error:
        print(f"after_build: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
