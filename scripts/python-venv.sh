#!/usr/bin/env bash
# Makes .venv with the Python packages the differential tests use; safe to run again.
set -euo pipefail
venv=.venv
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import kiwisolver, pytest" >/dev/null 2>&1; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check kiwisolver pytest
fi
