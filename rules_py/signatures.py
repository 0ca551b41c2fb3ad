"""Whether a calculator's ``run`` takes what it declares: checked once, when a calculator is
declared (:class:`rules_py.contract.Calculator`), so a misspelt input fails at import, not when a
reader first asks. No document's rule lives here.
"""

import inspect
from collections.abc import Callable, Sequence
from typing import Any

JsonDict = dict[str, Any]


def check_run(
    name: str, run: Callable[..., JsonDict], fields: list[str], booleans: Sequence[str] = ()
) -> None:
    """Refuse, when the calculator is declared, a ``run`` that does not take exactly its declared
    inputs and settings by name (``**`` parameters take any; a parameter with a default may go
    undeclared), or that says a yes/no input (``booleans``) is anything but a ``bool``.

    >>> def run(chance: int, roll: int | None) -> JsonDict:
    ...     return {}
    >>> check_run("ability", run, ["chance", "roll"])
    >>> check_run("ability", run, ["chance", "rol"])
    Traceback (most recent call last):
    ...
    TypeError: ability: run does not take rol; it needs roll, which is not declared
    >>> check_run("ability", run, ["chance", "roll"], booleans=["roll"])
    Traceback (most recent call last):
    ...
    TypeError: ability: run's roll is a yes/no input: it gets a bool, not int | None
    """
    signature = inspect.signature(run)
    for boolean in booleans:
        taken = signature.parameters.get(boolean)
        # A string annotation is the one PEP 563 or a forward reference leaves.
        if taken is not None and taken.annotation not in (bool, "bool", inspect.Parameter.empty):
            shown = inspect.formatannotation(taken.annotation)
            raise TypeError(
                f"{name}: run's {boolean} is a yes/no input: it gets a bool, not {shown}"
            )
    parameters = signature.parameters.values()
    if any(item.kind is inspect.Parameter.VAR_KEYWORD for item in parameters):
        untaken: list[str] = []
    else:
        named = {item.name for item in parameters}
        untaken = [field for field in fields if field not in named]
    needed = [
        item.name
        for item in parameters
        if item.name not in fields
        and item.default is inspect.Parameter.empty
        and item.kind not in (inspect.Parameter.VAR_KEYWORD, inspect.Parameter.VAR_POSITIONAL)
    ]
    if untaken or needed:
        problems = [f"does not take {', '.join(untaken)}"] if untaken else []
        problems += [f"needs {', '.join(needed)}, which is not declared"] if needed else []
        raise TypeError(f"{name}: run {'; it '.join(problems)}")
