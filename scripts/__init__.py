"""Build tooling for the site: shortcode expansion, widget HTML, the rules_py wheel, Pyodide assets.

ProperDocs (MkDocs 1.x continued) loads :mod:`scripts.mkdocs_hooks`; everything it calls lives in
a small module named for what it makes. None of this holds rules: the rules live in ``rules_py``.
"""
