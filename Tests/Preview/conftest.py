"""A `cells preview` server on a free port and a headless Chromium driven by Selenium,
shared by the live preview's tests."""

import os

import pytest

from preview_support import Server


@pytest.fixture(scope="session")
def server():
    started = Server()
    yield started
    if started.process.poll() is None:
        started.stop()


@pytest.fixture(scope="session")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for binary in ("/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if os.path.exists(binary):
            options.binary_location = binary
            break
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--window-size=1500,1100", "--hide-scrollbars"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(60)
    yield driver
    driver.quit()
