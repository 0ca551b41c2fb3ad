"""Tools around the site, not part of its build: the offline site served as a host would
(``local_site``), the three browser engines driven alike (``engines``, ``engine_facts``), used by
the browser tests and the bench, and the CPython time of each calculator
(``benchmark_calculators``).
"""
