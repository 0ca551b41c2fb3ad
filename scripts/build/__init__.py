"""The build's steps, which the hooks (``scripts/mkdocs_hooks.py``) call around ProperDocs' own;
those after the pages run in order in ``after_build`` (a command of its own as well):
the rules wheel and the standard library the site ships (``build_wheel``, ``compiled_stdlib``
with ``compile_stdlib.mjs``), Pyodide's files and its resumable packed copy (``pyodide_assets``,
``resumable``, ``stored_zip``), ``rules-config.js`` (``rules_config``), answers drawn at build time
(``prerender`` with ``prerender.mjs``), the search index (``search_index``), the module preloads
and compile hints (``module_graph``, ``compile_hints``), the Content-Security-Policy
(``content_security``), the service worker (``service_worker``), compressed copies
(``precompress``) and a build that gives the same bytes twice (``reproducible``).
"""
