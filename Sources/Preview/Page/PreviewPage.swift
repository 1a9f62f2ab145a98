/// The live preview's page: a device with the screen on a canvas, the controls beside
/// it, and the explanation of the last row clicked.
///
/// The page keeps the scroll position and its physics (wheel and trackpad deltas as
/// they come, drag with the finger, momentum after a flick at UIKit's normal
/// deceleration of 0.998 a millisecond); it sends the server the offset it wants, at
/// most one request in flight, and draws each frame's layers, fetched once by key,
/// when all have loaded. `window.cellsPreview` lets tests drive it.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>cells preview</title>
<style>
  :root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; }
  body { margin: 0; display: flex; flex-direction: column; height: 100vh; background: #e9e9ee; color: #1c1c1e; }
  body.dark { background: #1c1c1e; color: #f2f2f7; }
  #controls { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center; padding: 8px 12px;
              border-bottom: 1px solid #8884; }
  #controls label { display: inline-flex; gap: 4px; align-items: center; }
  #main { flex: 1; display: flex; gap: 16px; padding: 16px; overflow: auto; align-items: flex-start; }
  #device { padding: 14px; border-radius: 38px; background: #111; box-shadow: 0 6px 24px #0005; flex: none; }
  #screen { display: block; border-radius: 24px; touch-action: none; cursor: grab; background: #fff; }
  #screen.dragging { cursor: grabbing; }
  #side { flex: 1; min-width: 280px; max-width: 720px; }
  #stats { font-variant-numeric: tabular-nums; }
  #warning { color: #c62828; font-weight: 600; min-height: 1.4em; }
  #explain { white-space: pre-wrap; font: 12px/1.45 ui-monospace, monospace; background: #8881; padding: 10px;
             border-radius: 8px; max-height: 70vh; overflow: auto; }
</style>
</head>
<body>
<div id="controls">
  <label>Demo <select id="demo"></select></label>
  <span id="options"></span>
  <label>Device <select id="deviceName"></select></label>
  <button id="rotate" type="button">Rotate</button>
  <label>Text size <input id="category" type="range" min="0" max="11" step="1" value="3"> <span id="categoryName">L</span></label>
  <label><input id="dark" type="checkbox"> Dark</label>
  <label><input id="rtl" type="checkbox"> Right to left</label>
  <label><input id="overlay" type="checkbox"> Debug overlay</label>
  <label>Scale <select id="scale"><option value="">device</option><option>1</option><option>2</option><option>3</option></select></label>
</div>
<div id="main">
  <div id="device"><canvas id="screen" width="1" height="1"></canvas></div>
  <div id="side">
    <div id="stats">connecting…</div>
    <div id="warning"></div>
    <p>Scroll with the wheel, a trackpad or by dragging. Click a row to see why it has its height.</p>
    <pre id="explain"></pre>
  </div>
</div>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
const canvas = $("screen"), context = canvas.getContext("2d");
const images = new Map();
const state = {
  catalog: null, settings: null, frame: null, drawnSeq: 0, lastSeq: 0,
  offset: 0, wanted: 0, minOffset: 0, maxOffset: 0, inFlight: false, velocity: 0,
  drag: null, resend: false, configuring: 0, controlsStale: false, lastTick: 0, socket: null, waiters: [], frameTimes: [], tickTimes: [], scrolling: false,
  explanation: null, error: null,
  // While scrolling: display refreshes, and frames drawn (what a benchmark reads).
  counters: { ticks: 0, frames: 0 },
};

function image(key) {
  let entry = images.get(key);
  if (entry) {
    // Most recently used last: the oldest go first when the page holds too many.
    images.delete(key);
    images.set(key, entry);
  } else {
    while (images.size >= 600) images.delete(images.keys().next().value);
    entry = new Promise((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => { images.delete(key); reject(new Error("layer " + key)); };
      img.src = "/layer/" + key + ".png";
    });
    images.set(key, entry);
  }
  return entry;
}

function send(message) {
  if (state.socket && state.socket.readyState === WebSocket.OPEN) state.socket.send(JSON.stringify(message));
}

function configure(patch) {
  state.inFlight = true;
  state.configuring += 1;
  send({ type: "configure", settings: patch });
}

async function show(frame) {
  state.lastSeq = Math.max(state.lastSeq, frame.seq);
  let loaded;
  try { loaded = await Promise.all(frame.layers.map((layer) => image(layer.key))); }
  catch (error) {
    // A layer the server no longer holds: ask for the frame again, a little later.
    setTimeout(() => { state.inFlight = false; state.resend = true; }, 250);
    return;
  }
  if (frame.seq < state.drawnSeq) return;
  const scale = frame.scale;
  const width = Math.round(frame.width * scale), height = Math.round(frame.height * scale);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width; canvas.height = height;
  }
  // One CSS pixel a point, as the device shows it (sharper on a high-resolution display).
  canvas.style.width = frame.width + "px";
  canvas.style.height = frame.height + "px";
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  frame.layers.forEach((layer, index) => {
    context.save();
    if (layer.clip) {
      const [x, y, w, h] = layer.clip.map((v) => Math.round(v * scale));
      context.beginPath(); context.rect(x, y, w, h); context.clip();
    }
    context.drawImage(loaded[index], Math.round(layer.x * scale), Math.round(layer.y * scale));
    context.restore();
  });
  state.drawnSeq = frame.seq;
  state.frame = frame;
  state.frameTimes.push(performance.now());
  if (state.scrolling) state.counters.frames += 1;
  updateStats();
  const waiters = state.waiters.filter((w) => w.seq <= frame.seq);
  state.waiters = state.waiters.filter((w) => w.seq > frame.seq);
  waiters.forEach((w) => w.resolve(frame));
}

function updateStats() {
  const f = state.frame;
  if (!f) return;
  const now = performance.now();
  state.frameTimes = state.frameTimes.filter((t) => now - t < 1000);
  state.tickTimes = state.tickTimes.filter((t) => now - t < 1000);
  const rows = f.rows !== undefined ? `${f.rows.toLocaleString()} rows, ` : "";
  $("stats").textContent =
    `${rows}offset ${f.offset.toFixed(1)} pt · layout ${f.layoutMicros.toFixed(0)} µs · ` +
    `rows measured ${f.rowsMeasured} (all ${f.rowsMeasuredInAll ?? 0}) · ` +
    `new layers ${f.rendered} in ${(f.renderMicros / 1000).toFixed(1)} ms · ` +
    `${state.frameTimes.length} frames/s of ${state.tickTimes.length} display`;
  if (state.scrolling && state.tickTimes.length >= 30 && state.frameTimes.length < state.tickTimes.length * 0.9) {
    // Said for at least two seconds, so that it can be read.
    state.lagShownUntil = now + 2000;
    $("warning").textContent = `Not keeping up with the display: ${state.frameTimes.length} frames drawn in the last ` +
      `second for ${state.tickTimes.length} display refreshes (layout ${f.layoutMicros.toFixed(0)} µs, ` +
      `new layers ${(f.renderMicros / 1000).toFixed(1)} ms).`;
  } else if (!state.error && now > (state.lagShownUntil || 0)) {
    $("warning").textContent = "";
  }
}

function clampWanted() {
  if (state.wanted < state.minOffset) { state.wanted = state.minOffset; state.velocity = 0; }
  if (state.wanted > state.maxOffset) { state.wanted = state.maxOffset; state.velocity = 0; }
}

function tick(now) {
  const dt = state.lastTick ? Math.min(64, now - state.lastTick) : 16;
  state.lastTick = now;
  if (!state.drag && Math.abs(state.velocity) > 0.01) {
    state.wanted += state.velocity * dt;
    state.velocity *= Math.pow(0.998, dt);
    clampWanted();
  } else if (!state.drag) {
    state.velocity = 0;
  }
  state.scrolling = state.drag !== null || state.velocity !== 0 || Math.abs(state.wanted - state.offset) > 0.5;
  if (state.scrolling) { state.tickTimes.push(now); state.counters.ticks += 1; }
  if (!state.inFlight && (state.resend || Math.abs(state.wanted - state.offset) >= 0.01)) {
    state.inFlight = true;
    state.resend = false;
    send({ type: "scroll", y: state.wanted });
  }
  updateStats();
  requestAnimationFrame(tick);
}

function pointsPerPixel() {
  const f = state.frame;
  return f ? f.width / canvas.getBoundingClientRect().width : 1;
}

function windowPoint(event) {
  const rect = canvas.getBoundingClientRect();
  const k = pointsPerPixel();
  return { x: (event.clientX - rect.left) * k, y: (event.clientY - rect.top) * k };
}

canvas.addEventListener("wheel", (event) => {
  event.preventDefault();
  const unit = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? (state.frame ? state.frame.height : 800) : pointsPerPixel();
  state.velocity = 0;
  state.wanted += event.deltaY * unit;
  clampWanted();
}, { passive: false });

canvas.addEventListener("pointerdown", (event) => {
  canvas.setPointerCapture(event.pointerId);
  canvas.classList.add("dragging");
  state.velocity = 0;
  state.drag = { startX: event.clientX, startY: event.clientY, lastY: event.clientY, lastTime: performance.now(), moved: 0, samples: [] };
});
canvas.addEventListener("pointermove", (event) => {
  const drag = state.drag;
  if (!drag) return;
  const dy = (event.clientY - drag.lastY) * pointsPerPixel();
  const now = performance.now();
  drag.moved = Math.max(drag.moved, Math.hypot(event.clientX - drag.startX, event.clientY - drag.startY));
  drag.samples.push({ t: now, dy });
  drag.samples = drag.samples.filter((s) => now - s.t < 100);
  drag.lastY = event.clientY; drag.lastTime = now;
  state.wanted -= dy;
  clampWanted();
});
function endDrag(event) {
  const drag = state.drag;
  if (!drag) return;
  state.drag = null;
  canvas.classList.remove("dragging");
  if (drag.moved < 5) { explainAt(windowPoint(event)); return; }
  const now = performance.now();
  const recent = drag.samples.filter((s) => now - s.t < 100);
  if (recent.length > 1) {
    const span = Math.max(8, now - recent[0].t);
    state.velocity = -recent.reduce((sum, s) => sum + s.dy, 0) / span;
  }
}
canvas.addEventListener("pointerup", endDrag);
canvas.addEventListener("pointercancel", () => { state.drag = null; canvas.classList.remove("dragging"); });
window.addEventListener("keydown", (event) => {
  const page = state.frame ? state.frame.height * 0.8 : 600;
  const moves = { ArrowDown: 40, ArrowUp: -40, PageDown: page, PageUp: -page, " ": page };
  if (event.target.tagName === "INPUT" || event.target.tagName === "SELECT") return;
  if (event.key in moves) { event.preventDefault(); state.velocity = 0; state.wanted += moves[event.key]; clampWanted(); }
  if (event.key === "Home") { state.wanted = state.minOffset; }
  if (event.key === "End") { state.wanted = state.maxOffset; }
});

function explainAt(point) {
  send({ type: "explain", x: point.x, y: point.y });
}

function fillControls() {
  const catalog = state.catalog, settings = state.settings;
  const demo = $("demo");
  if (!demo.options.length) {
    catalog.demos.forEach((d) => demo.add(new Option(`${d.title} (${d.name})`, d.name)));
    catalog.devices.forEach((d) => $("deviceName").add(new Option(d.model, d.name)));
  }
  demo.value = settings.demo;
  demo.title = (catalog.demos.find((d) => d.name === settings.demo) || {}).summary || "";
  $("deviceName").value = settings.device;
  const index = catalog.categories.indexOf(settings.category);
  $("category").value = String(index);
  $("categoryName").textContent = settings.category;
  $("dark").checked = settings.dark;
  document.body.classList.toggle("dark", settings.dark);
  $("rtl").checked = settings.rightToLeft;
  $("overlay").checked = settings.overlay;
  const options = $("options");
  options.textContent = "";
  const screen = catalog.demos.find((d) => d.name === settings.demo);
  (screen ? screen.options : []).forEach((option) => {
    const label = document.createElement("label");
    label.textContent = option.name + " ";
    label.title = option.help;
    const select = document.createElement("select");
    option.values.forEach((v) => select.add(new Option(v, v)));
    select.value = settings.options[option.name] || option.values[0];
    select.addEventListener("change", () => {
      configure({ options: Object.assign({}, settings.options, { [option.name]: select.value }) });
    });
    label.appendChild(select);
    options.appendChild(label);
  });
}

$("demo").addEventListener("change", () => configure({ demo: $("demo").value }));
$("deviceName").addEventListener("change", () => configure({ device: $("deviceName").value }));
$("rotate").addEventListener("click", () => configure({ landscape: !state.settings.landscape }));
$("category").addEventListener("input", () => {
  const name = state.catalog.categories[Number($("category").value)];
  $("categoryName").textContent = name;
  configure({ category: name });
});
$("dark").addEventListener("change", () => configure({ dark: $("dark").checked }));
$("rtl").addEventListener("change", () => configure({ rightToLeft: $("rtl").checked }));
$("overlay").addEventListener("change", () => configure({ overlay: $("overlay").checked }));
$("scale").addEventListener("change", () => configure({ scale: $("scale").value ? Number($("scale").value) : null }));

function receive(event) {
  let message;
  try { message = JSON.parse(event.data); } catch (error) { return; }
  if (message.type === "frame") {
    state.inFlight = false;
    state.error = null;
    const frame = message;
    const settingsChanged = JSON.stringify(frame.settings) !== JSON.stringify(state.settings);
    state.settings = frame.settings;
    // The table may move the offset itself (keeping its anchor row as estimates become
    // measured heights, after a rotation or a text-size change, at the content's end):
    // the position the user is heading for moves with it.
    const base = frame.requested !== undefined ? frame.requested : state.offset;
    if (frame.requested === undefined) state.configuring = Math.max(0, state.configuring - 1);
    state.wanted += frame.offset - base;
    state.offset = frame.offset;
    state.minOffset = frame.minOffset;
    state.maxOffset = frame.maxOffset;
    clampWanted();
    // The controls show the server's settings once it has answered every change asked
    // (a slider dragged across several steps keeps its own position meanwhile).
    state.controlsStale = state.controlsStale || settingsChanged;
    if (state.controlsStale && state.catalog && state.configuring === 0) { fillControls(); state.controlsStale = false; }
    show(frame);
  } else if (message.type === "explanation") {
    state.explanation = message;
    $("explain").textContent = `Why ${message.target} has its size\n\n${message.text}`;
    resolveReplies("explanation", message);
  } else if (message.type === "rendered") {
    resolveReplies("rendered", message);
  } else if (message.type === "error") {
    state.inFlight = false;
    state.configuring = Math.max(0, state.configuring - 1);
    state.error = message.message;
    $("warning").textContent = message.message;
    resolveReplies("error", message);
  }
}

const replies = [];
function resolveReplies(type, message) {
  for (let i = replies.length - 1; i >= 0; i--) {
    if (replies[i].types.includes(type)) { replies[i].resolve(message); replies.splice(i, 1); }
  }
}
function reply(types) { return new Promise((resolve) => replies.push({ types, resolve })); }

async function start() {
  state.catalog = await (await fetch("/api/catalog")).json();
  const query = new URLSearchParams(location.search);
  const initial = { demo: query.get("demo") || state.catalog.initialDemo };
  for (const name of ["device", "category"]) if (query.get(name)) initial[name] = query.get(name);
  for (const name of ["landscape", "dark", "rightToLeft", "overlay"]) if (query.get(name)) initial[name] = query.get(name) === "true";
  if (query.get("scale")) initial.scale = Number(query.get("scale"));
  const socket = new WebSocket(`ws://${location.host}/ws`);
  state.socket = socket;
  socket.onmessage = receive;
  socket.onclose = () => { $("warning").textContent = "The connection to the server closed; reload to reconnect."; };
  socket.onopen = () => configure(initial);
  requestAnimationFrame(tick);
}

// For tests and scripts: drive the page and wait for what it shows.
window.cellsPreview = {
  state,
  ready: () => state.drawnSeq > 0 && !state.inFlight,
  nextFrame() { return new Promise((resolve) => state.waiters.push({ seq: state.lastSeq + 1, resolve })); },
  configure(patch) { const next = this.nextFrame(); configure(patch); return next; },
  scrollTo(y) { state.velocity = 0; state.wanted = y; clampWanted(); return this.settled(); },
  async settled() {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (!state.inFlight && !state.drag && state.velocity === 0 && Math.abs(state.wanted - state.offset) < 0.5
          && state.drawnSeq === state.lastSeq) return state.frame;
    }
  },
  updateStats,
  explain(x, y) { const answer = reply(["explanation", "error"]); explainAt({ x, y }); return answer; },
  serverRender() { const answer = reply(["rendered", "error"]); send({ type: "render" }); return answer; },
  send,
};
start();
</script>
</body>
</html>
"""#
}
