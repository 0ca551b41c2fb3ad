"""Basic Roleplaying, edited house rules (seed 002).

So far: basic tasks and opposed rolls (:mod:`rules_py.brp.tasks`), which the cross-document
contest calculator needs.
"""
