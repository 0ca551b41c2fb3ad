"""The theme partials in ``overrides/`` are Material's own but for the change each one names, so
an upgrade of Material that changes the original fails here instead of going unnoticed."""

import hashlib
import re
from pathlib import Path

import material  # type: ignore[import-untyped]  # Material ships no type hints

ROOT = Path(__file__).resolve().parents[2]
MATERIAL = Path(material.__file__).parent / "templates"
HEADER = re.compile(r"\A\{#-.*?-#\}\n", re.DOTALL)  # each file's opening comment

# partial -> (Material's text, ours): the one change each override makes.
CHANGES = {
    "partials/search.html": (
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog"'
        " aria-label=\"{{ lang.t('search') }}\">",
    ),
    "partials/palette.html": (
        '<form class="md-header__option" data-md-component="palette">',
        '<form class="md-header__option" data-rules-palette>',
    ),
}

# Partials replaced whole, with the SHA-256 of Material's original we replaced: an upgrade that
# changes it fails here, to be looked at again (partials/javascripts/palette.html: see
# overrides/partials/palette-start.js).
REPLACED = {
    "partials/javascripts/palette.html": (
        "8790389765ea6036effddba548b15093bb05bdc75624eaeaf8b13f3c24be4ab5"
    ),
}


# Templates that extend Material's base.html through its blocks instead of copying a partial.
EXTENSIONS = ("main.html",)


def test_every_override_is_listed() -> None:
    overrides = ROOT / "overrides"
    found = {path.relative_to(overrides).as_posix() for path in overrides.rglob("*.html")}
    assert found == set(CHANGES) | set(EXTENSIONS) | set(REPLACED)


def test_each_extension_extends_materials_base() -> None:
    for name in EXTENSIONS:
        text = HEADER.sub("", (ROOT / "overrides" / name).read_text(encoding="utf-8"))
        assert text.startswith('{% extends "base.html" %}'), name


def test_each_override_is_materials_partial_with_its_one_change() -> None:
    for partial, (theirs, ours) in CHANGES.items():
        original = HEADER.sub("", (MATERIAL / partial).read_text(encoding="utf-8"))
        override = HEADER.sub("", (ROOT / "overrides" / partial).read_text(encoding="utf-8"))
        assert original.count(theirs) == 1, f"Material's {partial} changed: look again"
        assert override == original.replace(theirs, ours), partial


def test_each_replaced_partial_is_the_original_we_replaced() -> None:
    for partial, digest in REPLACED.items():
        original = (MATERIAL / partial).read_bytes()
        assert hashlib.sha256(original).hexdigest() == digest, f"Material's {partial} changed"


def test_no_stylesheet_reads_the_marks_set_before_the_first_style() -> None:
    # overrides/partials/before-style.js sets Material's focus-visible marks on the root early,
    # which is harmless only while no stylesheet selects on them.
    sheets = [*(MATERIAL / "assets" / "stylesheets").glob("*.css")]
    sheets += (ROOT / "docs" / "stylesheets").glob("*.css")
    assert len(sheets) > 3
    for sheet in sheets:
        assert "js-focus-visible" not in sheet.read_text(encoding="utf-8"), sheet.name
