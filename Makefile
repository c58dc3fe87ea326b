# Convenience targets; the README's two Quickstart commands need nothing but Python and pip.
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: install test demo corpus bench clean

install:
	python3 -m venv $(VENV) && $(VENV)/bin/pip install -q -e '.[test]'

test: install
	$(PY) -m pytest -q -n 2

demo: install
	$(VENV)/bin/retriage demo

corpus: install
	$(PY) -m tests.corpus_eval

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info

# benchmarks print figures and ratios (not pass/fail); see README "Performance"
bench: install
	$(PY) -m benchmarks.bench_diagnose
	$(PY) -m benchmarks.bench_rules
	$(PY) -m benchmarks.bench_incremental
	$(PY) -m benchmarks.bench_sources
	$(PY) benchmarks/bench_json.py
	$(PY) benchmarks/tui_bench.py
	$(PY) -m benchmarks.bench_fleet
	$(PY) -m benchmarks.bench_real_logs
	$(PY) -m benchmarks.bench_regex_scaling
	$(PY) benchmarks/tui_fleet_bench.py
