"""Starts and stops `cells preview` for the live preview's tests."""

import os
import re
import signal
import subprocess
import time
import urllib.request

import pytest


def cells_binary():
    path = os.environ.get("CELLS_BIN")
    if not path or not os.path.exists(path):
        pytest.fail("CELLS_BIN must name a built `cells` (make test sets it)")
    return path


class Server:
    """`cells preview` started on port 0; its address read from the line it prints."""

    def __init__(self, demo="feed"):
        self.process = subprocess.Popen([cells_binary(), "preview", demo, "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"(http://127\.0\.0\.1:(\d+)/)", line)
        if not match:
            self.process.kill()
            raise RuntimeError("cells preview printed no address: %r %r" % (line, self.process.stderr.read()))
        self.url, self.port = match.group(1), int(match.group(2))
        for _ in range(100):
            try:
                if urllib.request.urlopen(self.url + "healthz", timeout=2).read().strip() == b"ok":
                    break
            except OSError:
                time.sleep(0.05)

    def alive(self):
        return self.process.poll() is None and \
            urllib.request.urlopen(self.url + "healthz", timeout=5).read().strip() == b"ok"

    def stop(self):
        """Ctrl-C, as a user stops it: the server must end cleanly, with status 0."""
        self.process.send_signal(signal.SIGINT)
        out, err = self.process.communicate(timeout=20)
        return self.process.returncode, out, err
