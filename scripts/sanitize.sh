#!/usr/bin/env bash
# `make sanitize`: the concurrent and C-facing test paths under ThreadSanitizer and
# AddressSanitizer: precomputing row heights on several threads (Table), shaping and
# measuring (Typesetting, whose tests run beside the rendering ones in one process, so
# shaping and drawing meet on different threads), rendering (Rendering), and the view
# lifetimes that uncounted references rest on (views, guides and constraints going in
# any order: Lifetime, StackView and ContentView tests).
#
#   scripts/sanitize.sh [thread|address]...   (both when none is given)
#
# Each sanitizer has its own scratch path (.build-tsan, .build-asan). A report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
SWIFT=${SWIFT:-swift}
FILTER=${SANITIZE_FILTER:-'SelfSizingTests|RowHeightsTests|TypesettingTests|RenderingTests|LifetimeTests|StackViewTests|ContentViewTests'}
export SWIFT_BACKTRACE=enable=no   # the Swift backtracer reads stacks in ways sanitizers report

thread() {
    # Is TSan still blind to Synchronization.Mutex? (the ground for scripts/tsan.supp)
    swiftc -sanitize=thread -O scripts/tsan-mutex-blind-spot.swift -o .build-tsan/tsan-mutex-blind-spot 2>/dev/null
    # (TSan samples its history, so a run may miss it: five tries.)
    local seen=0
    for _ in 1 2 3 4 5; do
        # (The output is read whole: `grep -q` would close the pipe early, and with
        # pipefail the SIGPIPE would count as no match.)
        local output; output=$(.build-tsan/tsan-mutex-blind-spot 2>&1 || true)
        if [[ $output == *"WARNING: ThreadSanitizer"* ]]; then seen=1; break; fi
    done
    if [[ $seen -eq 1 ]]; then
        echo "sanitize: TSan reports a race on a counter every thread changes only under a Mutex: it does not see Mutex (suppressions apply)"
    else
        echo "sanitize: TSan now sees Synchronization.Mutex: the Mutex suppressions in scripts/tsan.supp can go"
    fi
    echo "sanitize: ThreadSanitizer ($FILTER)"
    # Reports not of ours are suppressed narrowly in scripts/tsan.supp; each says why it is false.
    TSAN_OPTIONS="suppressions=$ROOT/scripts/tsan.supp:halt_on_error=0:exitcode=66${TSAN_OPTIONS:+:$TSAN_OPTIONS}" \
        "$SWIFT" test --sanitize=thread --scratch-path "$ROOT/.build-tsan" --filter "$FILTER" 2>&1 \
        | tee "$ROOT/.build-tsan/sanitize.log" | grep -E "WARNING: ThreadSanitizer|SUMMARY|Test run with|Executed [0-9]+ tests|error:" || true
    local status=${PIPESTATUS[0]}
    local reports; reports=$(grep -c "WARNING: ThreadSanitizer" "$ROOT/.build-tsan/sanitize.log" || true)
    echo "sanitize: ThreadSanitizer: $reports reports, exit status $status"
    [[ $status -eq 0 && $reports -eq 0 ]]
}

address() {
    echo "sanitize: AddressSanitizer ($FILTER)"
    ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
    LSAN_OPTIONS="suppressions=$ROOT/Fuzz/lsan.supp:print_suppressions=0" \
        "$SWIFT" test --sanitize=address --scratch-path "$ROOT/.build-asan" --filter "$FILTER" 2>&1 \
        | tee "$ROOT/.build-asan/sanitize.log" | grep -E "ERROR: (Address|Leak)Sanitizer|SUMMARY|Test run with|Executed [0-9]+ tests|error:" || true
    local status=${PIPESTATUS[0]}
    local reports; reports=$(grep -cE "ERROR: (Address|Leak)Sanitizer" "$ROOT/.build-asan/sanitize.log" || true)
    echo "sanitize: AddressSanitizer: $reports reports, exit status $status"
    [[ $status -eq 0 && $reports -eq 0 ]]
}

mkdir -p .build-tsan .build-asan
failed=0
for which in "${@:-thread address}"; do
    for one in $which; do "$one" || failed=1; done
done
exit $failed
