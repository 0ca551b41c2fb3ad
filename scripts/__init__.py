"""Build tooling for the site, by room: the build's steps (``build/``), what goes into the pages
(``pages/``: shortcodes, tables, the calculators' widgets), the files beside them (``assets/``),
tools around the site (``tools/``: the local server, the browser engines) and the bench
(``bench/``).

ProperDocs (MkDocs 1.x continued) loads :mod:`scripts.mkdocs_hooks`; everything it calls lives in
a small module named for what it makes. None of this holds rules: the rules live in ``rules_py``.
"""
