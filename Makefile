# make serve   set up everything (venv, Pyodide, catalogs) and serve the site on http://127.0.0.1:8000
# make test    set up everything, then lint the engine and run every test (engine, catalogs, the
#              strict site build, Pyodide under Node, the site in Debian's Chromium)
# make check   the quick loop, about a minute: the engine's lint, its tests and doctests, the catalogs
# make bench   speed figures against the peers, measured in one run (random hands against dominoes
#              and OpenSpiel, solving whole deals against dominoes' alphabeta: a few minutes,
#              puzzles solved in CPython and Pyodide, the site's start-up plain and from the
#              snapshot, a phone's first visit on 4G and slow 4G through one throttled link,
#              your own mistakes as puzzles (how many a hand, checked from scratch, selection time),
#              the pips counted from the labelled photos in Chromium (right totals, time a photo)
#              (PHONE="--against OTHER_SITE" compares two builds in the same run), Lighthouse's
#              scores through nginx)
SHELL := /bin/bash
export NO_MKDOCS_2_WARNING := 1
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
VENV_STAMP := $(VENV)/.installed
NODE_STAMP := node_modules/.installed
MO := engine/dominorules/locale/en/LC_MESSAGES/dominorules.mo

.PHONY: all test test-engine test-site test-browser check serve site bench bench-strength lint catalogs chromium nginx clean contract

all: site

$(VENV_STAMP): requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps -e .
	$(PY) -c "$$SOURCE_PATHS"
	touch $@

# hooks/, tools/, deploy/ and tests/site/ on the venv's import path (a .pth file), so that
# scripts import dominosite, tidy, nginx_run or _sitekit without touching sys.path: the folders
# are pytest's `pythonpath` in pyproject.toml, the one list.
define SOURCE_PATHS
import pathlib, sysconfig, tomllib
folders = tomllib.loads(pathlib.Path("pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]["pythonpath"]
pth = pathlib.Path(sysconfig.get_paths()["purelib"]) / "dominoes-source.pth"
pth.write_text("".join(f"{pathlib.Path(f).resolve()}\n" for f in folders))
endef
export SOURCE_PATHS

$(NODE_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# Debian's nginx and its brotli_static module: the deploy recipe (deploy/) runs in the tests.
NGINX_BROTLI := /usr/lib/nginx/modules/ngx_http_brotli_static_module.so
nginx:
	@test -x /usr/sbin/nginx -a -f $(NGINX_BROTLI) || { \
	  echo "Installing Debian's nginx for the deploy recipe's tests"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null; }

$(MO): $(VENV_STAMP) $(wildcard translations/*.po translations/tutorials/*.po) tools/catalogs.py
	$(PY) tools/catalogs.py compile

catalogs: $(MO)

# The browser's types of the engine contract (engine/dominorules/contract/); committed, and a
# test fails when they are stale.
contract: $(VENV_STAMP)
	$(PY) tools/contract_ts.py > browser/src/contract.gen.ts

site: $(VENV_STAMP) $(NODE_STAMP) $(MO)
	$(VENV)/bin/mkdocs build --strict --quiet

# The browser code: TypeScript under browser/src, strict (tsconfig.json for the page scripts,
# tsconfig.workers.json for the worker and the service worker), and ESLint with typescript-eslint's
# strictTypeChecked rules (eslint.config.mjs); all pinned in package.json, installed by npm ci. The site
# build bundles it with esbuild (hooks/bundle.py).
#
# mypy checks the tests too, but lets a test, a fixture or a test's helper go without annotations
# (its body is checked all the same): the flags are here because a [[tool.mypy.overrides]] section
# matches whole module names only, never "test_*". One run a conftest.py, as each is a module named
# "conftest" (tests/, tests/browser, tests/pyodide). ruff checks every Python file, stubs/ too.
MYPY_TESTS := $(VENV)/bin/mypy --strict --allow-untyped-defs --allow-incomplete-defs --allow-untyped-calls \
	--check-untyped-defs

lint: $(VENV_STAMP) $(NODE_STAMP)
	$(VENV)/bin/mypy --strict engine/dominorules hooks tools bench deploy
	$(MYPY_TESTS) tests/*.py tests/engine tests/site tests/bench tests/tutorials
	$(MYPY_TESTS) tests/browser
	$(MYPY_TESTS) tests/pyodide
	$(VENV)/bin/ruff check .
	node_modules/.bin/tsc -p tsconfig.json
	node_modules/.bin/tsc -p tsconfig.workers.json
	node_modules/.bin/eslint browser
	node tools/function_lengths.mjs

# The quick loop (under a minute, see README): the engine's lint, its tests and doctests and the
# catalogs' tests, without the tests marked slow (the fuzzers), the site build or a browser, and
# with Hypothesis's "dev" profile (20 examples a property; make test runs 150).
check: $(VENV_STAMP) $(MO)
	$(VENV)/bin/mypy --strict engine/dominorules
	$(VENV)/bin/ruff check engine
	HYPOTHESIS_PROFILE=dev $(PY) -m pytest -m "not slow" tests/engine tests/test_catalogs.py tests/test_plurals.py engine/dominorules

# The tests build the site themselves (strictly, into a temporary folder) and test that build;
# the 25 slowest are listed at the end. One layer at a time: test-engine (the engine, its
# catalogs and tutorials), test-site (the built site, Pyodide under Node, the benches' own
# tests), test-browser (Chromium against the built site).
test: $(VENV_STAMP) $(NODE_STAMP) chromium nginx $(MO) lint
	$(PY) -m pytest --durations=25

test-engine: $(VENV_STAMP) $(MO)
	$(PY) -m pytest --durations=10 engine/dominorules tests/engine tests/tutorials tests/test_catalogs.py tests/test_plurals.py

test-site: $(VENV_STAMP) $(NODE_STAMP) $(MO)
	$(PY) -m pytest --durations=10 tests/site tests/pyodide tests/bench

test-browser: $(VENV_STAMP) $(NODE_STAMP) chromium nginx $(MO)
	$(PY) -m pytest --durations=10 tests/browser

# tools/serve.py: like http.server, but an unknown address gets the site's own 404 page
# (in the language the address names)
serve: site
	$(PY) tools/serve.py --port 8000 --bind 127.0.0.1 site

BENCH_STAMP := $(VENV)/.bench-installed

$(BENCH_STAMP): $(VENV_STAMP) requirements-bench.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-bench.txt
	touch $@

# Lighthouse, pinned in bench/lighthouse/ (only the bench needs it); it runs Debian's Chromium.
LIGHTHOUSE_STAMP := bench/lighthouse/node_modules/.installed

$(LIGHTHOUSE_STAMP): bench/lighthouse/package.json bench/lighthouse/package-lock.json
	cd bench/lighthouse && npm ci --no-audit --no-fund --loglevel=error
	touch $@

PHONE ?=
bench: site chromium nginx $(BENCH_STAMP) $(LIGHTHOUSE_STAMP)
	$(PY) bench/engine_speed.py
	$(PY) bench/solver_speed.py
	$(PY) bench/play_to_win.py
	$(PY) bench/strong_speed.py
	$(PY) bench/mistakes.py
	$(PY) bench/photo_pips.py
	SITE_DIR=$(CURDIR)/site $(PY) bench/site_startup.py --server nginx
	SITE_DIR=$(CURDIR)/site $(PY) bench/phone_visit.py $(PHONE)
	SITE_DIR=$(CURDIR)/site $(PY) bench/offline_size.py
	SITE_DIR=$(CURDIR)/site $(PY) bench/lighthouse_scores.py

# The computer players' strength (rates with 95 % intervals: every preset at every player count,
# strong-club, club-beginner and beginner-random, each deal with the seats rotated; then the strong
# player and the all-seeing solver against OpenSpiel's IS-MCTS, and the solver against the strong
# player): about two hours and forty minutes on two cores (one process per core; added up from its
# parts' runs, not timed in one piece), so not part of `make bench`. DEALS=N for fewer (the strong
# player at two players, and the IS-MCTS rows), BIG_TABLE_DEALS=N,M for the strong player at three
# to five players (N deals, then M where the interval still holds 0.5: its edge there is small),
# MORE_DEALS=N for the rows without the strong player (cheap), START=N for other deals,
# STRENGTH="--quick" (two players only) or "--presets draw,block:3".
DEALS ?= 300
BIG_TABLE_DEALS ?= 1000,3000
MORE_DEALS ?= 3000
START ?= 0
STRENGTH ?=
bench-strength: $(BENCH_STAMP)
	$(PY) bench/strength.py --deals $(DEALS) --big-table-deals $(BIG_TABLE_DEALS) \
		--more-deals $(MORE_DEALS) --start $(START) $(STRENGTH)

clean:
	rm -rf site $(VENV) node_modules engine/dominorules/locale
