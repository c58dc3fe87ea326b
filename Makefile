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
