# The two commands a new user needs (see README.md):
#   make demo   builds and runs the product's main job
#   make test   runs the whole test suite
# Both install what is missing first (Debian packages, Swift packages, a Python venv).

SWIFT ?= swift
VENV := .venv

.PHONY: demo test bench deps venv build-debug clean

deps:
	@scripts/install-deps.sh

venv:
	@scripts/python-venv.sh

demo: deps
	$(SWIFT) build -c release --product cells
	.build/release/cells demo

build-debug: deps
	$(SWIFT) build --build-tests

test: build-debug venv
	$(SWIFT) test --skip-build
	CELLS_BIN=$$($(SWIFT) build --show-bin-path)/cells $(VENV)/bin/python -m pytest Tests/Differential -q

bench: deps
	$(SWIFT) build -c release --product CellsBenchmarks
	.build/release/CellsBenchmarks bench/cell-system.json

clean:
	rm -rf .build $(VENV)
