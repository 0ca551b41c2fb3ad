# make serve | make check | make test | make offline — each sets up what it needs on a fresh
# Debian machine (Python 3.11, Node/npm, root): the venv, node_modules (npm ci: Pyodide, and
# Biome and TypeScript for the JavaScript), and for the browser tests Debian's Chromium, Firefox
# ESR and WebKitGTK (its WebKitWebDriver and MiniBrowser, under Xvfb).

PORT ?= 8000
SITE_URL ?= http://127.0.0.1:$(PORT)/
# Where the reader's browser gets Pyodide: cdn (default) or local (copied from node_modules).
RULES_PYODIDE ?= cdn

VENV := .venv
PY := $(VENV)/bin/python
# Stamps: set-up steps re-run only when what they install from changes.
VENV_STAMP := $(VENV)/.installed
NPM_STAMP := node_modules/.installed
CHROMIUM := /usr/bin/chromium
# The other engines a reader brings (tests/browser/test_every_engine.py): Debian's packages.
FIREFOX := /usr/bin/firefox-esr
WEBKIT_DRIVER := /usr/bin/WebKitWebDriver
XVFB := /usr/bin/Xvfb
# zbar, which reads the Party page's QR code back from a screenshot (tests/browser/test_handoff.py).
ZBAR := /usr/lib/x86_64-linux-gnu/libzbar.so.0
ENGINES := $(CHROMIUM) $(FIREFOX) $(WEBKIT_DRIVER) $(XVFB) $(ZBAR)
BIN := node_modules/.bin

# The site is built by ProperDocs (MkDocs 1.x continued, with Material and the hooks unchanged).
# The configuration keeps MkDocs' name, so it is named on every run.
PROPERDOCS := $(PY) -m properdocs
CONFIG := -f mkdocs.yml

.PHONY: serve quick check test browsers format fuzz offline clean bench

## serve: build and serve on http://127.0.0.1:$(PORT)/, rebuilding on edits
serve: $(VENV_STAMP) $(NPM_STAMP)
	SITE_URL=$(SITE_URL) RULES_PYODIDE=$(RULES_PYODIDE) \
		$(PROPERDOCS) serve $(CONFIG) --dev-addr 127.0.0.1:$(PORT)

## quick: the inner loop: formatting and lint (Python and JavaScript), the JavaScript's unit
## tests, then pytest without the tests that build the site or drive a browser (unit tests and
## doctests); how long it takes, as measured, is in CONTRIBUTING.md (The loops).
quick: $(VENV_STAMP) $(NPM_STAMP)
	$(PY) -m ruff format --check
	$(PY) -m ruff check
	$(BIN)/biome ci
	node --test --test-concurrency=2 --test-reporter=dot tests/js/
	$(PY) -m pytest -q -m "not browser and not build"

## check: formatting, lint and types (Python and JavaScript), the JavaScript's unit tests (Node's
## test runner, tests/js/, a few seconds), then pytest without the browser tests (unit,
## doctests, build); how long it takes, as measured, is in CONTRIBUTING.md (The loops).
check: $(VENV_STAMP) $(NPM_STAMP)
	$(PY) -m ruff format --check
	$(PY) -m ruff check
	$(PY) -m mypy
	$(BIN)/biome ci
	$(BIN)/tsc -p jsconfig.json
	$(BIN)/tsc -p jsconfig.worker.json
	node --test --test-concurrency=2 --test-reporter=dot tests/js/
	$(PY) -m pytest -m "not browser"

## test: everything: the browsers and their versions first (one too old for the pinned drivers
## is refused before anything runs), make check, then the browser tests (Debian's Chromium; the
## reader's path at the table, tests/browser/test_every_engine.py, in Firefox ESR and WebKitGTK
## as well). -rs: a step an engine cannot take is listed with why. The browser tests run on two
## workers (pytest-xdist; a file's tests stay on one, which builds and serves its own site): most
## of their time is spent waiting on a throttled network or a browser, not on a core. The
## slowest are listed at the end; a test that hangs fails alone (pytest-timeout, pyproject.toml).
test: browsers check
	$(PY) -m pytest -m browser -rs -n 2 --dist loadfile --durations=25

## browsers: the engines the browser tests drive, with their versions and their drivers'; an
## engine too old for its pinned driver is refused in one line naming what to upgrade
## (scripts/tools/engines.py)
browsers: $(VENV_STAMP) $(ENGINES)
	$(PY) -m scripts.tools.engines

## format: rewrite the Python (imports sorted too) and the JavaScript in the house style (make
## check only checks)
format: $(VENV_STAMP) $(NPM_STAMP)
	$(PY) -m ruff check --fix --select I
	$(PY) -m ruff format
	$(BIN)/biome format --write

## fuzz: every calculator driven with 10,000 arbitrary JSON requests (make test runs a few)
fuzz: $(VENV_STAMP)
	RULES_FUZZ_EXAMPLES=10000 $(PY) -m pytest -q tests/contract/test_input_fuzz.py

## bench: browser timings of the offline site (start, first result, recompute, a phone's first
## visit, Lighthouse; its "engines" part: the first and return visit in Chromium, Firefox ESR and
## WebKitGTK), kept in contributing/bench-latest.json and rendered into contributing/bench.md
bench: $(VENV_STAMP) $(NPM_STAMP) $(ENGINES)
	@mkdir -p .cache
	$(PY) -m scripts.bench > .cache/bench.json
	$(PY) -m scripts.bench.record .cache/bench.json

## offline: build site/ with Pyodide inside it (serve with: python3 -m http.server -d site)
offline: $(VENV_STAMP) $(NPM_STAMP)
	SITE_URL=$(SITE_URL) RULES_PYODIDE=local $(PROPERDOCS) build $(CONFIG) --strict --site-dir site

clean:
	rm -rf site

$(VENV_STAMP): requirements.txt pyproject.toml
	@# Debian ships venv support (python3-venv) separately from python3.
	test -x $(PY) || python3 -m venv $(VENV) || (rm -rf $(VENV) && apt-get update \
		&& apt-get install -y python3-venv && python3 -m venv $(VENV))
	@# --no-deps: requirements.txt is complete (pip freeze); mkdocs-material still declares mkdocs,
	@# which ProperDocs replaces.
	$(PY) -m pip install --disable-pip-version-check --quiet --no-deps -r requirements.txt
	@# setuptools comes from requirements.txt, so the editable install needs no network.
	$(PY) -m pip install --disable-pip-version-check --quiet --no-build-isolation --no-deps -e .
	touch $@

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(CHROMIUM):
	apt-get update && apt-get install -y chromium

$(ZBAR):
	apt-get update && apt-get install -y libzbar0

$(FIREFOX):
	apt-get update && apt-get install -y firefox-esr

$(WEBKIT_DRIVER):
	apt-get update && apt-get install -y webkit2gtk-driver

$(XVFB):
	apt-get update && apt-get install -y xvfb
