#!/usr/bin/env bash
# The libFuzzer targets in Fuzz/ (a SwiftPM package of its own that uses this one by path).
#
#   scripts/fuzz.sh build            builds FuzzSolve, FuzzText and FuzzViews with
#                                    -sanitize=fuzzer,address into .build-fuzz
#   scripts/fuzz.sh corpus [RUNS]    runs each over its committed corpus (Fuzz/Corpus/<Target>/),
#                                    then RUNS seeded mutations more (default 0, the corpus only:
#                                    what `make test` runs, the same on every run)
#   scripts/fuzz.sh run [SECONDS]    fuzzes each target for SECONDS (default 60), new inputs kept in
#                                    .build-fuzz/corpus/<Target>/, crashes in .build-fuzz/artifacts/
#   scripts/fuzz.sh replay TARGET FILE...   runs one target on the given inputs
#
# A crash found by `run` goes into Fuzz/Corpus/<Target>/ once its bug is fixed (with a
# regression test in the matching Tests/ target), or into Fuzz/Open/<Target>/ with a
# README line while it is not.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SCRATCH="$ROOT/.build-fuzz"
TARGETS=(FuzzSolve FuzzText FuzzViews)
SWIFT=${SWIFT:-swift}
FLAGS=(--package-path "$ROOT/Fuzz" --scratch-path "$SCRATCH"
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing)

# Leaks that are not ours (fontconfig's and Pango's caches, kept for the process's life).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
export LSAN_OPTIONS="suppressions=$ROOT/Fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# The text engine reads only its pinned fonts; the fuzzers need no locale.
export LC_ALL=C.UTF-8
# Swift's own crash backtracer reads the stack in ways AddressSanitizer reports as
# overflows; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no

bin() { echo "$SCRATCH/debug/$1"; }

build() {
    # SwiftPM keeps the build plan of a dependency by path (this package, for Fuzz/) and
    # does not see a source file added to it since: the plan goes when the list changes.
    local sources; sources=$(find Sources Fuzz/Sources -name '*.swift' | LC_ALL=C sort | sha1sum | cut -d' ' -f1)
    if [[ -d "$SCRATCH" && "$(cat "$SCRATCH/sources.sha1" 2>/dev/null)" != "$sources" ]]; then
        rm -f "$SCRATCH"/debug/description.json "$SCRATCH"/build.db "$SCRATCH"/debug.yaml
    fi
    for target in "${TARGETS[@]}"; do
        echo "fuzz: building $target"
        local log; log=$(mktemp)
        if ! "$SWIFT" build "${FLAGS[@]}" --product "$target" > "$log" 2>&1; then
            grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]" "$log" | grep -E "error" >&2 || cat "$log" >&2
            rm -f "$log"
            echo "fuzz: $target did not build" >&2
            exit 1
        fi
        grep -vE "^warning: prohibited flag|^\[[0-9]+/[0-9]+\]" "$log" | grep -E "^(error|Build)" || true
        rm -f "$log"
    done
    echo "$sources" > "$SCRATCH/sources.sha1"
}

corpus() {
    local runs=${1:-0} failed=0
    mkdir -p "$SCRATCH/artifacts"
    for target in "${TARGETS[@]}"; do
        local work; work=$(mktemp -d)
        local log="$SCRATCH/corpus-$target.log"
        local count; count=$(find "Fuzz/Corpus/$target" -type f | wc -l)
        if "$(bin "$target")" -seed=1 -runs="$runs" -max_total_time=60 -timeout=20 -rss_limit_mb=4096 \
            -artifact_prefix="$SCRATCH/artifacts/$target-" "$work" "Fuzz/Corpus/$target" > "$log" 2>&1; then
            echo "fuzz: $target: $count corpus inputs and $runs mutations, no failure"
        else
            echo "fuzz: $target FAILED (log: $log)"; grep -E "oracle:|ERROR|Fatal error|SUMMARY" "$log" | head -5
            failed=1
        fi
        rm -rf "$work"
    done
    return $failed
}

run() {
    local seconds=${1:-60} failed=0
    mkdir -p "$SCRATCH/artifacts"
    for target in "${TARGETS[@]}"; do
        mkdir -p "$SCRATCH/corpus/$target"
        local log="$SCRATCH/run-$target.log"
        echo "fuzz: $target for $seconds s"
        if "$(bin "$target")" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
            -artifact_prefix="$SCRATCH/artifacts/$target-" "$SCRATCH/corpus/$target" "Fuzz/Corpus/$target" > "$log" 2>&1; then
            echo "fuzz: $target: $(grep -E '^stat::number_of_executed_units' "$log" | awk '{print $2}') runs, $(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}') exec/s, corpus $(ls "$SCRATCH/corpus/$target" | wc -l) new + $(ls "Fuzz/Corpus/$target" | wc -l) committed, no failure"
        else
            echo "fuzz: $target FAILED (log: $log)"; grep -E "oracle:|ERROR|Fatal error|SUMMARY|Test unit written" "$log" | head -5
            failed=1
        fi
    done
    return $failed
}

replay() {
    local target=$1; shift
    "$(bin "$target")" -runs=1 "$@"
}

case "${1:-}" in
    build) build ;;
    corpus) corpus "${2:-0}" ;;
    run) run "${2:-60}" ;;
    replay) shift; replay "$@" ;;
    *) echo "usage: scripts/fuzz.sh build | corpus [RUNS] | run [SECONDS] | replay TARGET FILE..." >&2; exit 2 ;;
esac
