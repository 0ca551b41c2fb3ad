"""Hypothesis for the whole suite: no per-example deadline.

Tests never assert on wall time (CI and the developers' machine are shared and noisy); a slow
example on a loaded machine is slow, not wrong.
"""

from hypothesis import settings

settings.register_profile("suite", deadline=None)
settings.load_profile("suite")
