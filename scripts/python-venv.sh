#!/usr/bin/env bash
# Makes .venv with the Python packages the differential tests use; safe to run again.
set -euo pipefail
venv=.venv
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
fi
# kiwisolver: the differential solver tests; selenium (with websocket-client): the live
# preview's browser tests, which drive Debian's chromium through chromium-driver, and
# pillow, which compares their screenshots with the server's renders.
if ! "$venv/bin/python" -c "import kiwisolver, pytest, selenium, websocket, PIL" >/dev/null 2>&1; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check kiwisolver pytest selenium websocket-client pillow
fi
