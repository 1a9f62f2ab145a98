#!/usr/bin/env bash
# Flings every table demo at every width and text size the scale issue names, and
# checks the contract: no height mismatch, no anchor displacement. Prints one line
# per failing case and a closing "N passed, N failed" line.
#   scripts/scroll-matrix.sh [path/to/cells] [rows]
set -euo pipefail
cells=${1:-.build/release/cells}
rows=${2:-1000}
passed=0 failed=0
for demo in timeline feed chat chat-precomputed hosting; do
  for width in 320 375 414 568 768 1024; do
    for category in XS L AX2 AX5; do
      out=$("$cells" scroll "$demo" --rows "$rows" --width "$width" --category "$category" --json)
      if [[ $out == *'"maxAnchorDisplacement":0,'* && $out == *'"heightMismatches":0,'* ]]; then
        passed=$((passed + 1))
      else
        failed=$((failed + 1))
        echo "FAIL $demo --width $width --category $category: $out"
      fi
    done
  done
done
echo "scroll matrix: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
