"""Prints the differential run's summary at the end of the pytest output."""

import harness


def pytest_terminal_summary(terminalreporter):
    rep = getattr(harness, "LAST_REPORT", None)
    if rep is None:
        return
    terminalreporter.write_sep("-", "cells solve vs kiwisolver")
    terminalreporter.write_line(rep.summary())
