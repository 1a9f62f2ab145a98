# The two commands a new user needs (see README.md):
#   make demo   builds and runs the product's main job
#   make test   runs the whole test suite, and builds the documentation with warnings as errors
#   make fuzz   runs the bad-input harness over every case (scripts/bad_input.py), then the
#               libFuzzer targets in Fuzz/ for FUZZ_SECONDS each (scripts/fuzz.sh)
# Both install what is missing first (Debian packages, Swift packages, a Python venv).

SWIFT ?= swift
VENV := .venv

.PHONY: demo test bench docs deps venv build-debug clean fuzz bad-input fuzz-build fuzz-corpus fuzz-run sanitize

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
	CELLS_BIN=$$($(SWIFT) build --show-bin-path)/cells $(VENV)/bin/python -m pytest Tests/Preview -q
	$(MAKE) --no-print-directory fuzz-corpus
	$(MAKE) --no-print-directory docs

# Bad, extreme and heavy input against a release build of `cells`: every case, the
# heavy ones too (a megabyte of text, a million rows, eight processes at once).
bad-input: deps
	$(SWIFT) build -c release --product cells
	python3 scripts/bad_input.py --cells .build/release/cells --budget full

fuzz: bad-input
	$(MAKE) --no-print-directory fuzz-run

# The libFuzzer targets (Fuzz/, a package of its own): built with -sanitize=fuzzer,address
# into .build-fuzz; `fuzz-corpus` runs each over its committed corpus (seeds and every
# crash found and fixed; FUZZ_CORPUS_RUNS=N adds N seeded mutations); `fuzz-run` fuzzes each
# for FUZZ_SECONDS.
FUZZ_SECONDS ?= 60
FUZZ_CORPUS_RUNS ?= 0

fuzz-build: deps
	@scripts/fuzz.sh build

fuzz-corpus: fuzz-build
	@scripts/fuzz.sh corpus $(FUZZ_CORPUS_RUNS)

fuzz-run: fuzz-build
	@scripts/fuzz.sh run $(FUZZ_SECONDS)

# The precompute (Table), shaping (Typesetting) and rendering tests under ThreadSanitizer and
# AddressSanitizer (scratch paths .build-tsan and .build-asan; see scripts/sanitize.sh).
sanitize: deps
	@scripts/sanitize.sh thread address

bench: deps venv
	scripts/kiwi-bench.sh
	$(SWIFT) build -c release --product CellsBenchmarks
	.build/release/CellsBenchmarks bench/cell-system.json
	$(SWIFT) build -c release --product cells
	$(VENV)/bin/python scripts/preview-bench.py

# The DocC catalogs of every library module, built with warnings as errors
# (archives in .build/plugins/Swift-DocC/outputs/).
DOC_MODULES := InputPolicy Cassowary Typesetting Graphics Views Table Rendering Controllers Declarative Hosting \
	SwiftUICompat UIKitCompat CellsSnapshotTesting

docs: deps
	@for module in $(DOC_MODULES); do \
		echo "docs: $$module"; \
		$(SWIFT) package generate-documentation --target $$module --warnings-as-errors > .build/docs-$$module.log 2>&1 \
			|| { grep -E "^(error|warning): [^p]" -A4 .build/docs-$$module.log; exit 1; }; \
	done; echo "docs: every catalog built without warnings"

clean:
	rm -rf .build .build-fuzz .build-tsan .build-asan $(VENV)
