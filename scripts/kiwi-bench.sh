#!/usr/bin/env bash
# Builds bench/kiwi/kiwi_bench.cpp against Kiwi's C++ headers (header-only), taken
# from kiwisolver's source package on PyPI, into .build/kiwi/kiwi_bench. `make bench`
# runs it so that Kiwi is measured in the same run as Cells. Safe to run again.
set -euo pipefail
dir=.build/kiwi
version=1.5.1
mkdir -p "$dir"
if [[ ! -f "$dir/kiwisolver-$version/kiwi/kiwi.h" ]]; then
    python3 -m pip download --quiet --disable-pip-version-check --no-binary :all: --no-deps \
        -d "$dir" "kiwisolver==$version"
    tar -xzf "$dir/kiwisolver-$version.tar.gz" -C "$dir"
fi
if [[ ! -x "$dir/kiwi_bench" || bench/kiwi/kiwi_bench.cpp -nt "$dir/kiwi_bench" ]]; then
    g++ -O2 -std=c++17 -I "$dir/kiwisolver-$version" bench/kiwi/kiwi_bench.cpp -o "$dir/kiwi_bench"
fi
