# make serve | make check | make test | make offline — each sets up what it needs on a fresh
# Debian machine (Python 3.11, Node/npm, root): the venv, node_modules (npm ci: Pyodide, and
# Biome and TypeScript for the JavaScript), and for the browser tests Debian's Chromium.

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
BIN := node_modules/.bin

# Material 9.7+ prints an end-of-life banner on every build; it says nothing about this site.
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve check test format fuzz offline clean bench

## serve: build and serve on http://127.0.0.1:$(PORT)/, rebuilding on edits
serve: $(VENV_STAMP) $(NPM_STAMP)
	SITE_URL=$(SITE_URL) RULES_PYODIDE=$(RULES_PYODIDE) \
		$(PY) -m mkdocs serve --dev-addr 127.0.0.1:$(PORT)

## check: formatting, lint and types (Python and JavaScript), then pytest without the browser
## tests (unit, doctests, build); about two minutes
check: $(VENV_STAMP) $(NPM_STAMP)
	$(PY) -m ruff format --check
	$(PY) -m ruff check
	$(PY) -m mypy
	$(BIN)/biome ci
	$(BIN)/tsc -p jsconfig.json
	$(BIN)/tsc -p jsconfig.worker.json
	$(PY) -m pytest -m "not browser"

## test: everything: make check, then the browser tests (Debian's Chromium)
test: check $(CHROMIUM)
	$(PY) -m pytest -m browser

## format: rewrite the Python and the JavaScript in the house style (make check only checks)
format: $(VENV_STAMP) $(NPM_STAMP)
	$(PY) -m ruff format
	$(BIN)/biome format --write

## fuzz: every calculator driven with 10,000 arbitrary JSON requests (make test runs a few)
fuzz: $(VENV_STAMP)
	RULES_FUZZ_EXAMPLES=10000 $(PY) -m pytest -q tests/test_input_fuzz.py

## bench: browser timings of the offline site (start, first result, recompute...) as one JSON
bench: $(VENV_STAMP) $(NPM_STAMP) $(CHROMIUM)
	@$(PY) -m scripts.bench

## offline: build site/ with Pyodide inside it (serve with: python3 -m http.server -d site)
offline: $(VENV_STAMP) $(NPM_STAMP)
	SITE_URL=$(SITE_URL) RULES_PYODIDE=local $(PY) -m mkdocs build --strict --site-dir site

clean:
	rm -rf site

$(VENV_STAMP): requirements.txt pyproject.toml
	@# Debian ships venv support (python3-venv) separately from python3.
	test -x $(PY) || python3 -m venv $(VENV) || (rm -rf $(VENV) && apt-get update \
		&& apt-get install -y python3-venv && python3 -m venv $(VENV))
	$(PY) -m pip install --disable-pip-version-check --quiet -r requirements.txt
	@# setuptools comes from requirements.txt, so the editable install needs no network.
	$(PY) -m pip install --disable-pip-version-check --quiet --no-build-isolation --no-deps -e .
	touch $@

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

$(CHROMIUM):
	apt-get update && apt-get install -y chromium
