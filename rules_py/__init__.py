"""d100 rules as small pure functions: the one source of the site's tables, calculators and CLI.

Sub-packages follow the source documents: ``runequest`` (seed 000), ``request`` (seed 001),
``brp`` (seed 002). The JSON facade is :mod:`rules_py.calculators`.
"""

__version__ = "0.1.0"
