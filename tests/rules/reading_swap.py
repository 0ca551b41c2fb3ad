"""Run the rules under another reading than the site's without any calculator asking for it.

A reading that changes a number is an Enum (``rules_py/<document>/readings.py`` offers it as a
setting), and a rule that depends on it takes it as a parameter whose default is the site's
reading. :func:`plan` and :func:`applied` put another member in the site's member's place wherever
``rules_py`` holds it as a default: the defaults of every function and method (a dataclass's
``__init__`` included, so its instances made meanwhile hold the other one), and module-level
values that are, or hold in their fields, the site's member (``SITE_READINGS``). Cached answers
are forgotten on the way in and out. A calculator that offers the reading passes the member it
got, so only the calculators that do not offer it can move; and only through code it runs
(:func:`calls`), so a swap that reaches none of it is not run (:meth:`Swap.reaches`).

It cannot see a member written into the code itself (``level_odds(c, fumbles=Fumbles.FUMBLE)``
in a calculator): such a call chooses a reading on purpose, in plain sight.
"""

import dataclasses
import importlib
import pkgutil
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from enum import Enum
from types import CodeType, FrameType, FunctionType, ModuleType

import rules_py


def rules_modules() -> list[ModuleType]:
    """Every module of ``rules_py``, imported."""
    for found in pkgutil.walk_packages(rules_py.__path__, "rules_py."):
        if not found.name.endswith("__main__"):
            importlib.import_module(found.name)
    return [module for name, module in sys.modules.items() if name.split(".")[0] == "rules_py"]


def swapped(value: object, old: Enum, new: Enum, depth: int = 4) -> object:
    """``value`` with ``new`` wherever it holds ``old``: itself, a field of a frozen dataclass
    (a new instance), an item of a tuple; ``value`` itself when it holds none.

    >>> from rules_py.runequest.results import Fumbles
    >>> swapped((1, Fumbles.FUMBLE), Fumbles.FUMBLE, Fumbles.FAILURE)
    (1, <Fumbles.FAILURE: 'failure'>)
    """
    if value is old:
        return new
    if depth == 0:
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for field in dataclasses.fields(value):
            if field.init:
                held = getattr(value, field.name)
                other = swapped(held, old, new, depth - 1)
                if other is not held:
                    changes[field.name] = other
        return dataclasses.replace(value, **changes) if changes else value
    if type(value) is tuple:
        items = tuple(swapped(item, old, new, depth - 1) for item in value)
        return items if any(a is not b for a, b in zip(items, value, strict=True)) else value
    return value


def _functions(module: ModuleType) -> Iterator[FunctionType]:
    """The functions a module defines, its classes' methods included (under caches too)."""
    for value in vars(module).values():
        if getattr(value, "__module__", None) != module.__name__:
            continue
        inner = getattr(value, "__wrapped__", value)  # a cached function
        if isinstance(inner, FunctionType):
            yield inner
        elif isinstance(value, type) and not issubclass(value, Enum):
            for member in vars(value).values():
                member = getattr(member, "__func__", member)  # static and class methods
                member = getattr(member, "__wrapped__", member)
                if isinstance(member, FunctionType):
                    yield member


def _caches(modules: list[ModuleType]) -> list[Callable[[], None]]:
    clears = []
    for module in modules:
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                clears.append(value.cache_clear)
            if isinstance(value, type):
                for member in vars(value).values():
                    member = getattr(member, "__func__", member)
                    if callable(getattr(member, "cache_clear", None)):
                        clears.append(member.cache_clear)
    return clears


@dataclass
class Swap:
    """What putting one reading in another's place changes: function defaults, module values."""

    defaults: list[tuple[FunctionType, str, object, object]] = field(default_factory=list)
    values: list[tuple[ModuleType, str, object, object]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.defaults or self.values)

    def reaches(self, called: set[CodeType]) -> bool:
        """Whether code that ran (``called``, from :func:`calls`) uses a default or a value
        this swap changes: only then can an answer move."""
        codes = {function.__code__ for function, _, _, _ in self.defaults}
        if not codes.isdisjoint(called):
            return True
        names = {name for _, name, _, _ in self.values}
        return any(not names.isdisjoint(code.co_names) for code in called)


def plan(old: Enum, new: Enum) -> Swap:
    """Where ``rules_py`` holds the site's reading ``old`` as a default, ``new`` in its place."""
    modules = rules_modules()
    swap = Swap()
    seen: set[int] = set()
    for module in modules:
        for function in _functions(module):
            if id(function) in seen:
                continue
            seen.add(id(function))
            if function.__defaults__:
                other = swapped(function.__defaults__, old, new)
                if other is not function.__defaults__:
                    swap.defaults.append((function, "__defaults__", function.__defaults__, other))
            keywords = function.__kwdefaults__
            if keywords:
                changed = {k: swapped(v, old, new) for k, v in keywords.items()}
                if any(changed[k] is not v for k, v in keywords.items()):
                    swap.defaults.append((function, "__kwdefaults__", keywords, changed))
        for name, value in list(vars(module).items()):
            if isinstance(value, type | ModuleType | FunctionType) or callable(value):
                continue
            other = swapped(value, old, new)
            if other is not value:
                swap.values.append((module, name, value, other))
    return swap


@contextmanager
def applied(swap: Swap) -> Iterator[None]:
    """Within the block, the rules read the swapped reading; cached answers are forgotten on
    the way in and out."""
    caches = _caches(rules_modules())
    for function, attribute, _, new in swap.defaults:
        setattr(function, attribute, new)
    for module, name, _, new in swap.values:
        setattr(module, name, new)
    for clear in caches:
        clear()
    try:
        yield
    finally:
        for function, attribute, old, _ in swap.defaults:
            setattr(function, attribute, old)
        for module, name, old, _ in swap.values:
            setattr(module, name, old)
        for clear in caches:
            clear()


def calls(run: Callable[[], object]) -> set[CodeType]:
    """The code of every Python function ``run`` calls (cached answers forgotten first, so that
    the rules behind them run too)."""
    for clear in _caches(rules_modules()):
        clear()
    called: set[CodeType] = set()

    def note(frame: FrameType, event: str, _: object) -> None:
        if event == "call":
            called.add(frame.f_code)

    sys.setprofile(note)
    try:
        run()
    finally:
        sys.setprofile(None)
    return called
