"""The bench (``make bench``): how fast the site is in real browsers, in a room of its own.

``python -m scripts.bench`` builds the offline site, serves it on 127.0.0.1 and measures it,
printing one JSON object (contributing/bench.md says what each figure is); ``python -m
scripts.bench.record REPORT.json`` keeps a full run and renders it, tables and summary, into
contributing/bench.md. The modules, by what they hold:

- ``__main__``: the command line, the parts run in turn, the report put together;
- ``site``: the bench's server (compressed or not, a download cut or paced) and the bare pages;
- ``page``: a cold page, its first result, and the limits every wait of the bench runs under;
- ``pieces``: the start, piece by piece, from the worker's and the page's marks;
- ``cases``: each calculator's recompute case;
- ``desktop``, ``phone``, ``resume``, ``lighthouse``, ``engines``: one part each;
- ``record``, ``tables``, ``summary``, ``figures``: the kept run, rendered.

The browsers themselves (``scripts/tools/local_site.py``: the server's base and Chromium;
``scripts/tools/engines.py``: Chromium, Firefox ESR and WebKitGTK driven alike) are in the tools'
room, not here: the browser tests drive them too.
"""
