"""The bench's figures as its pages show them: one number style, a dash for a figure not taken,
Markdown table rows, and whether a figure meets its target."""

from typing import TypeGuard

MISSING = "—"


def is_figure(value: object) -> TypeGuard[int | float]:
    """A measured number (not a flag, text or a missing figure)."""
    return isinstance(value, int | float) and not isinstance(value, bool)


def number(value: object) -> str:
    """A figure as the tables show it: thousands separated, a float to at most 3 decimals.

    >>> number(4179029), number(0.7480), number(12.0), number(None)
    ('4,179,029', '0.748', '12', '—')
    """
    if not is_figure(value):
        return MISSING
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.3f}".rstrip("0")
    return f"{int(value):,}"


def tenths(value: object) -> str:
    """A time in milliseconds to one decimal, as the bench rounds it.

    >>> tenths(8.0), tenths(29.64), tenths(None)
    ('8.0', '29.6', '—')
    """
    return scaled(value, 1, "", 1)


def scaled(value: object, divisor: float, unit: str, digits: int) -> str:
    """A figure divided and rounded to ``digits``, with its unit; a dash for no figure."""
    if not is_figure(value):
        return MISSING
    return f"{value / divisor:,.{digits}f}{unit}"


def row(*cells: str) -> str:
    return "| " + " | ".join(cells) + " |"


def with_ratio(value: object, ratio: object) -> str:
    shown = number(value)
    return shown if ratio is None else f"{shown} ({number(ratio)})"


def megabytes(value: object) -> str:
    """Bytes as the summary shows them: megabytes to two decimals.

    >>> megabytes(4179029), megabytes(None)
    ('4.18 MB', '—')
    """
    return scaled(value, 1e6, " MB", 2)


def seconds(value: object) -> str:
    """Milliseconds as the summary shows them: seconds to one decimal.

    >>> seconds(22816), seconds(None)
    ('22.8 s', '—')
    """
    return scaled(value, 1000, " s", 1)


def verdict(value: object, target: object, most: bool = True) -> str:
    """Whether ``value`` meets its target (``most``: the target is a ceiling), or nothing when
    either is missing.

    >>> verdict(1.6, 1.25), verdict(0.97, 0.95, most=False), verdict(None, 1)
    ('missed', 'met', '')
    """
    if not is_figure(value) or not is_figure(target):
        return ""
    return "met" if (value <= target if most else value >= target) else "missed"
