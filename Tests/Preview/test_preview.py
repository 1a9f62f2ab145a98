"""`cells preview` in a real headless Chromium: scrolling with the wheel and a drag with
momentum, a rotation and a text-size change that keep the anchor row in place, each
checked against the server's own one-pass render of the same state; a click that
explains a row; and a server that survives malformed requests, unknown demos, bad
messages and sockets closed mid-way."""

import io
import json
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request

import pytest
import websocket
from PIL import Image, ImageChops

from preview_support import Server, cells_binary

ARTIFACTS = os.path.join(os.path.dirname(__file__), "..", "..", ".build", "preview-test-artifacts")


# MARK: Driving the page

def open_page(browser, server, query):
    browser.get(server.url + "?" + query)
    deadline = time.time() + 60
    while time.time() < deadline:
        if browser.execute_script("return !!(window.cellsPreview && window.cellsPreview.ready())"):
            return settled(browser)
        time.sleep(0.05)
    raise AssertionError("the page drew no frame in 60 s")


def settled(browser):
    """Waits until the page has drawn the frame for the offset it wants; returns that frame."""
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "cellsPreview.settled().then((f) => done(f));")


def wait_for(browser, condition, seconds=30):
    """Polls a JavaScript condition on the page, then waits until the page has settled."""
    deadline = time.time() + seconds
    while not browser.execute_script("return !!(" + condition + ")"):
        assert time.time() < deadline, "the page never showed: %s (it shows %s)" % (
            condition, browser.execute_script("return JSON.stringify(cellsPreview.state.frame.settings) + ' slider ' "
                                              "+ document.getElementById('category').value + ' ' + cellsPreview.state.error"))
        time.sleep(0.03)
    return settled(browser)


def run_async(browser, expression):
    return browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "Promise.resolve(" + expression + ").then((r) => done(r));")


def canvas(browser):
    from selenium.webdriver.common.by import By
    return browser.find_element(By.ID, "screen")


def screenshot(browser):
    return Image.open(io.BytesIO(canvas(browser).screenshot_as_png)).convert("RGB")


def server_render(browser, server):
    answer = run_async(browser, "cellsPreview.serverRender()")
    assert answer["type"] == "rendered", answer
    data = urllib.request.urlopen(server.url + "layer/" + answer["key"] + ".png").read()
    return Image.open(io.BytesIO(data)).convert("RGB")


def mismatch(a, b):
    """The share of pixels whose colour differs by more than 8 levels."""
    assert a.size == b.size, (a.size, b.size)
    histogram = ImageChops.difference(a, b).convert("L").histogram()
    return sum(histogram[9:]) / sum(histogram)


def assert_matches_server(browser, server, name):
    shown, drawn = screenshot(browser), server_render(browser, server)
    share = mismatch(shown, drawn)
    if share >= 0.005:
        os.makedirs(ARTIFACTS, exist_ok=True)
        shown.save(os.path.join(ARTIFACTS, name + "-browser.png"))
        drawn.save(os.path.join(ARTIFACTS, name + "-server.png"))
    # The canvas's rounded corners (24 px) hide about 0.15% of the pixels.
    assert share < 0.005, "%s: %.2f%% of the pixels differ from the server's render" % (name, share * 100)
    # And the picture is a real screen, not a blank one.
    assert len(drawn.resize((64, 128)).getcolors(64 * 128)) > 40
    return shown


# MARK: The page

def test_scrolling_with_wheel_and_drag_matches_the_server_render(browser, server):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin

    first = open_page(browser, server, "demo=feed&scale=1")
    assert (first["width"], first["height"], first["scale"]) == (393, 852, 1)
    assert first["rows"] == 10000 and first["offset"] == 0
    top = assert_matches_server(browser, server, "feed-top")

    # The wheel: 900 pixels down at scale 1 is 900 points (the table may then move the
    # offset by the difference between estimated and measured heights above).
    ActionChains(browser).scroll_from_origin(ScrollOrigin.from_element(canvas(browser)), 0, 900).perform()
    frame = settled(browser)
    assert frame["offset"] > 600, frame["offset"]
    scrolled = assert_matches_server(browser, server, "feed-wheel")
    assert mismatch(top, scrolled) > 0.1

    # A drag upwards of 300 pixels, released while moving: momentum carries it further.
    before = frame["offset"]
    actions = ActionChains(browser, duration=10).move_to_element(canvas(browser)).click_and_hold()
    for _ in range(15):
        actions.move_by_offset(0, -20).pause(0.01)
    actions.release().perform()
    frame = settled(browser)
    assert frame["offset"] > before + 300, (before, frame["offset"])
    assert_matches_server(browser, server, "feed-drag")

    # Far down the 10,000 rows, by the keyboard's End key then a page back up.
    frame = run_async(browser, "cellsPreview.scrollTo(200000)")
    assert frame["anchor"]["row"] > 500
    assert_matches_server(browser, server, "feed-far")


def test_rotation_and_text_size_keep_the_anchor_row(browser, server):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    open_page(browser, server, "demo=feed&scale=1")
    frame = run_async(browser, "cellsPreview.scrollTo(2400)")
    anchor = frame["anchor"]
    assert anchor["row"] > 3

    browser.find_element(By.ID, "rotate").click()
    frame = wait_for(browser, "cellsPreview.state.frame.settings.landscape === true")
    assert (frame["width"], frame["height"]) == (852, 393)
    assert frame["anchor"]["row"] == anchor["row"]
    assert abs(frame["anchor"]["y"] - anchor["y"]) <= 1, (anchor, frame["anchor"])
    assert_matches_server(browser, server, "feed-landscape")

    # The text-size slider, moved with the keyboard from L to AX1 (four steps).
    slider = browser.find_element(By.ID, "category")
    for _ in range(4):
        slider.send_keys(Keys.ARROW_RIGHT)
    frame = wait_for(browser, "cellsPreview.state.frame.settings.category === 'AX1'")
    assert frame["anchor"]["row"] == anchor["row"]
    assert abs(frame["anchor"]["y"] - anchor["y"]) <= 1, (anchor, frame["anchor"])
    assert_matches_server(browser, server, "feed-landscape-ax1")

    # And back upright: the same row stays first.
    browser.find_element(By.ID, "rotate").click()
    frame = wait_for(browser, "cellsPreview.state.frame.settings.landscape === false")
    assert (frame["width"], frame["height"]) == (393, 852)
    assert frame["anchor"]["row"] == anchor["row"]
    assert_matches_server(browser, server, "feed-portrait-ax1")


def test_every_demo_dark_and_right_to_left_match_the_server_render(browser, server):
    catalog = json.load(urllib.request.urlopen(server.url + "api/catalog"))
    for demo in [d["name"] for d in catalog["demos"]]:
        frame = open_page(browser, server, "demo=%s&scale=1&dark=true&rightToLeft=true&device=iphone-se" % demo)
        assert frame["settings"]["demo"] == demo and frame["settings"]["dark"] and frame["settings"]["rightToLeft"]
        assert (frame["width"], frame["height"]) == (375, 667)
        assert_matches_server(browser, server, demo + "-dark-rtl")


def test_clicking_a_row_explains_its_height(browser, server):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    open_page(browser, server, "demo=feed&scale=1")
    frame = run_async(browser, "cellsPreview.scrollTo(900)")
    # A point 300 points below the top of the screen, in a row scrolled into view (the
    # navigation bar ends at 103).
    element = canvas(browser)
    ActionChains(browser).move_to_element_with_offset(element, 0, 300 - element.size["height"] // 2).click().perform()
    deadline = time.time() + 20
    text = ""
    while time.time() < deadline and "Why row" not in text:
        text = browser.find_element(By.ID, "explain").text
        time.sleep(0.05)
    assert text.startswith("Why row "), text
    row = int(text.split()[2])
    assert row == frame["anchor"]["row"] or row == frame["anchor"]["row"] + 1, (row, frame["anchor"])
    assert "its height is decided by" in text
    explanation = browser.execute_script("return cellsPreview.state.explanation")
    assert explanation["json"]["size"]["width"] == 393
    assert explanation["json"]["decidedBy"], explanation["json"]
    assert any(t["lines"] >= 1 for t in explanation["json"]["text"])


def test_the_page_shows_layout_time_and_rows_measured(browser, server):
    from selenium.webdriver.common.by import By

    open_page(browser, server, "demo=chat&scale=1")
    run_async(browser, "cellsPreview.scrollTo(3000)")
    # The chat keeps its bottom still as heights are measured; the rows drawn ahead in
    # between must not move what the page shows.
    time.sleep(0.5)
    assert_matches_server(browser, server, "chat-scrolled")
    stats = browser.find_element(By.ID, "stats").text
    assert "layout" in stats and "µs" in stats and "rows measured" in stats, stats


# MARK: The server keeps going

def websocket_to(server):
    return websocket.create_connection("ws://127.0.0.1:%d/ws" % server.port, timeout=30)


def ask(connection, message):
    connection.send(message if isinstance(message, str) else json.dumps(message))
    return json.loads(connection.recv())


def test_bad_messages_get_errors_and_the_connection_goes_on(server):
    connection = websocket_to(server)
    answer = ask(connection, {"type": "configure", "settings": {"demo": "no-such-demo"}})
    assert answer == {"type": "error", "message": answer["message"]}
    assert 'unknown demo "no-such-demo"' in answer["message"] and "feed" in answer["message"]
    assert "not JSON" in ask(connection, "{{{")["message"]
    assert "unknown message type" in ask(connection, {"type": "dance"})["message"]
    assert "configure" in ask(connection, {"type": "explain", "x": 1, "y": 1})["message"]
    assert "device" in ask(connection, {"type": "configure", "settings": {"device": "nokia"}})["message"]
    assert "category" in ask(connection, {"type": "configure", "settings": {"category": "huge"}})["message"]
    assert "strategy" in ask(connection, {"type": "configure", "settings": {"demo": "chat", "options": {"strategy": "x"}}})["message"]
    connection.send_binary(b"\x00\x01")
    assert "binary" in json.loads(connection.recv())["message"]
    frame = ask(connection, {"type": "configure", "settings": {"demo": "settings", "scale": 1}})
    assert frame["type"] == "frame" and frame["settings"]["demo"] == "settings"
    assert "finite" in ask(connection, {"type": "scroll", "y": "down"})["message"]
    frame = ask(connection, {"type": "scroll", "y": -1e300})
    assert frame["offset"] == frame["minOffset"]
    connection.close()
    assert server.alive()


def test_malformed_requests_and_closed_sockets_never_stop_the_server(server):
    # Not HTTP at all.
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        raw.sendall(b"\x16\x03\x01 garbage that is not HTTP\r\n\r\n")
        reply = raw.recv(100)
        assert reply == b"" or reply.startswith(b"HTTP/1.1 400")
    # Half a request, then the socket closes.
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        raw.sendall(b"GET /api/cata")
    # A WebSocket closed right after asking for a frame, before the answer.
    connection = websocket_to(server)
    connection.send(json.dumps({"type": "configure", "settings": {"demo": "feed"}}))
    connection.sock.close()
    # A message larger than the 64 KB frame limit: that connection ends, not the server.
    connection = websocket_to(server)
    try:
        connection.send(json.dumps({"type": "scroll", "y": 1, "padding": "x" * 100_000}))
        connection.recv()
    except (websocket.WebSocketException, OSError):
        pass
    # Routes that do not exist, methods not served, a layer never rendered.
    for path, method, status in [("nothing", "GET", 404), ("layer/0123456789abcdef.png", "GET", 404),
                                 ("", "POST", 405), ("ws", "GET", 400)]:
        request = urllib.request.Request(server.url + path, method=method, data=b"x" if method == "POST" else None)
        with pytest.raises(urllib.error.HTTPError) as error:
            urllib.request.urlopen(request, timeout=10)
        assert error.value.code == status
    time.sleep(0.2)
    assert server.alive()
    # The page itself still loads.
    assert b"cells preview" in urllib.request.urlopen(server.url, timeout=10).read()


def test_command_line_errors_and_ctrl_c():
    for arguments, message in [(["nope"], 'unknown demo "nope"'), (["--port", "70000"], "--port must be 0")]:
        result = subprocess.run([cells_binary(), "preview", *arguments], capture_output=True, text=True, timeout=60)
        assert result.returncode == 1
        assert result.stderr.startswith("Error: ") and message in result.stderr, result.stderr
    started = Server("chat")
    assert started.alive()
    code, out, _ = started.stop()
    assert code == 0 and "Stopped." in out


def test_the_page_says_when_it_does_not_keep_up(browser, server):
    from selenium.webdriver.common.by import By

    open_page(browser, server, "demo=feed&scale=1")
    # A second in which the display refreshed 60 times but only 20 frames came.
    browser.execute_script("""
        const s = cellsPreview.state, now = performance.now();
        s.scrolling = true;
        s.tickTimes = Array.from({ length: 60 }, (_, i) => now - i * 16);
        s.frameTimes = Array.from({ length: 20 }, (_, i) => now - i * 48);
        cellsPreview.updateStats();""")
    warning = browser.find_element(By.ID, "warning").text
    assert warning.startswith("Not keeping up with the display: 20 frames drawn in the last second for 60"), warning


def test_the_debug_overlay_matches_the_server_render(browser, server):
    frame = open_page(browser, server, "demo=timeline&scale=1&overlay=true")
    assert frame["settings"]["overlay"] is True
    run_async(browser, "cellsPreview.scrollTo(500)")
    assert_matches_server(browser, server, "timeline-overlay")


def test_pages_beyond_the_limit_are_told_and_the_rest_go_on(server):
    opened, refusal = [], None
    try:
        for _ in range(40):
            connection = websocket_to(server)
            connection.settimeout(0.1)
            try:
                refusal = json.loads(connection.recv())
                break
            except websocket.WebSocketTimeoutException:
                opened.append(connection)
        assert refusal is not None and "too many pages open (32)" in refusal["message"], refusal
        assert len(opened) <= 32
    finally:
        for connection in opened:
            connection.close()
    time.sleep(0.3)
    connection = websocket_to(server)
    frame = ask(connection, {"type": "configure", "settings": {"demo": "timeline", "scale": 1}})
    assert frame["type"] == "frame"
    connection.close()
