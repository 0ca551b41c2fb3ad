"""A built script's stand-in line, filled in once after the build: the source in ``docs/`` holds a
line such as ``export const OFFLINE_BYTES = {}; // …`` and the site's copy gets the value."""

from pathlib import Path


def fill_line(module: Path, placeholder: str, line: str) -> None:
    """Put ``line`` in place of ``placeholder`` in ``module``; a module without the placeholder
    (changed by hand, or filled already) is a ValueError naming both.

    >>> import tempfile
    >>> module = Path(tempfile.mkdtemp()) / "m.js"
    >>> _ = module.write_text("// x\\nexport const A = {};\\n")
    >>> fill_line(module, "export const A = {};", "export const A = 1;")
    >>> module.read_text()
    '// x\\nexport const A = 1;\\n'
    >>> fill_line(module, "export const A = {};", "export const A = 2;")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: ...m.js lacks the line 'export const A = {};' (filled once per build)
    """
    text = module.read_text(encoding="utf-8")
    if placeholder not in text:
        raise ValueError(f"{module} lacks the line {placeholder!r} (filled once per build)")
    module.write_text(text.replace(placeholder, line, 1), encoding="utf-8")
