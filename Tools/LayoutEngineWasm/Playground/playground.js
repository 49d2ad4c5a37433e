// The playground page: a client of the engine's CollectionHost, compiled to LayoutEngine.wasm.
// The JavaScript here only does DOM work: it forwards pointer, wheel and key events with their
// time to the module, creates and recycles nodes as the host's frames say, applies the
// presentation attributes, and measures the nodes the host asks about. Scrolling, snapping,
// animation, focus and reordering are the host's. `window.playground` serves the browser test
// (.ci/test-playground).
'use strict';

const TABS = [
  { name: 'Flow', axis: 'y', variants: ['UIKit grid', 'UIKit varied', 'top · leading', 'bottom · trailing', 'center · center'],
    about: 'FlowLayout: UIKit’s flow rules (lines fill while items fit, extra space spread, single items centred) and line alignment across and along each line. Four sections with pinned headers.' },
  { name: 'Waterfall', axis: 'y', axes: ['y', 'y', 'y', 'x'], variants: ['shortest column', 'adaptive columns', 'in order', 'horizontal rows'],
    about: 'WaterfallLayout: each item goes to the shortest column (or item i to column i mod n); adaptive mode fits as many 150-point columns as the width allows; horizontal rows (scrollDirection: .horizontal) scroll sideways, each item to the shortest row. Pinned headers.' },
  { name: 'Compositional', axis: 'y', variants: ['paging row + grid', 'row + nested groups'],
    about: 'CompositionalLayout: section 0 scrolls sideways on its own (a sideways wheel over it), the first variant scales cards by their distance to the centre in its visible-items handler. Grids below, with backgrounds and pinned headers.' },
  { name: 'Carousel', axis: 'x', variants: ['scale', 'rotation (3-D)'],
    about: 'CenterCarouselLayout: the centred item at full size, side items scaled and faded, or turned in perspective (CSS matrix3d). The host decelerates a flick to the item the layout snaps to.' },
  { name: 'Fan', axis: 'x', axes: ['x', 'x', 'y'], variants: ['wide wheel', 'tight wheel', 'vertical wheel'],
    about: 'CircularFanLayout: cards on a wheel whose centre lies below the viewport (beside it for the vertical wheel, which turns as you scroll down), each turned about the wheel’s centre. A flick rests with one card upright.' },
  { name: 'Chat', axis: 'y', variants: ['messages', 'bottom to top'], demo: 'chat', count: 60,
    about: 'Self-sizing rows: each message is measured by the browser (its text wraps) and reported to the host, which keeps the message you read in place. Scroll up to load older messages above it (when a frame reaches the start, reachedStart); new messages arrive at the bottom and the view follows while it is at the end; Stream grows a reply word by word. Bottom to top (verticalLayoutDirection: .bottomToTop): a short conversation sits at the bottom, new messages push it up, Older loads history above without moving the bottom-most message.' },
  { name: 'Photos', axis: 'y', variants: ['waterfall'], demo: 'photos', count: 400,
    about: 'A waterfall of tiles that are square until their photo “loads” (after a delay) and reports its aspect ratio; the tiles you look at stay put as the ones above them grow. The next page of 30 loads when a frame reaches the end (reachedEnd).' },
  { name: 'Reorder', axis: 'y', variants: ['grid', 'list'], demo: 'reorder', count: 60,
    about: 'Drag a cell to a new place: it follows the pointer, the others make room, the view scrolls near an edge. The buttons insert, delete, move and shuffle: each builds the next snapshot of the data and applies it, and the host animates the difference (a shuffle moves every card from its old place to its new one).' },
  { name: 'List', axis: 'y', variants: ['inset grouped', 'grouped', 'plain'],
    about: 'CompositionalLayout.list(using: ListConfiguration(appearance:)): UIKit’s list geometry. Separators are the layout’s “separator” decoration elements (hidden under a section’s last row), and the grouped appearances’ section backgrounds are decorations whose corner radius comes in the attributes.' },
  { name: 'Magazine', axis: 'y', variants: ['feed'], demo: 'magazine', count: 96,
    about: 'FlowLayout as a magazine feed: width modes (a full-width banner, two half cards, three third cards), rows stretched to their tallest card (LineAlignment(cross: .fill, along: .leading)), each section on its “sectionBackground” decoration. Cards are measured by the browser (estimatedItemSize).' },
];
const COUNTS = [100, 10000, 1000000];
const LIST_TAB = 8;              // the List tab's index (PlaygroundScene.Tab.list)
const MAGAZINE_TAB = 9;          // the Magazine tab's index (PlaygroundScene.Tab.magazine)
const HEADER = 16;               // doubles before a frame's lists (PlaygroundFrameWriter)
const RECORD = 29;               // doubles per attributes record (PlaygroundRecord)
const ELEMENT = 3 + RECORD;      // an identity and a record
const KEYS = { ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3, PageUp: 4, PageDown: 5, Home: 6, End: 7 };

const $ = (id) => document.getElementById(id);
const stage = $('stage'), content = $('content');

// MARK: - The module, and the journal of every call that changes it

let wasm = null;
const hostImports = {
  env: {
    // Trigonometry and fmod come from the page. JavaScript's % is C's fmod exactly. C's round
    // (halves away from zero) is in the module's C runtime, since Math.round takes halves up.
    sin: Math.sin, cos: Math.cos, tan: Math.tan, atan: Math.atan, atan2: Math.atan2,
    fmod: (x, y) => x % y,
    arc4random_buf: (pointer, length) => {
      crypto.getRandomValues(new Uint8Array(wasm.memory.buffer, pointer, length));
    },
  },
};

async function loadModule() {
  const bytes = await (await fetch('LayoutEngine.wasm')).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, hostImports);
  wasm = instance.exports;
  $('wasm-size').textContent = `${Math.round(bytes.byteLength / 1024)} KB`;
  return bytes.byteLength;
}

/// While the browser test records, every call that changes the module, with its arguments,
/// and every frame it returned: the native replay makes the same calls and must get the same
/// frames.
let journal = null;
function call(name, ...args) {
  if (journal) journal.calls.push([name, ...args]);
  return wasm['le_' + name](...args);
}

// MARK: - State

const state = {
  tab: 0, variant: 0, count: 10000, width: 960, height: 600,
  offsetX: 0, offsetY: 0, contentWidth: 0, contentHeight: 0, animating: false, focused: null,
  dirty: true, elements: 0, cells: 0, prepareMs: 0, engineTimes: [], frameTimes: [],
  lastTime: 0, drag: null, movement: null, wheelDelta: 0, fingerDelta: 0, released: null,
  reachedStart: false, reachedEnd: false,
  // The demos' overscan, when `?overscan=` (or the browser test) sets one: 0 shows what a fast
  // flick does to cells measured as they appear.
  overscan: overscanParameter(),
};
function overscanParameter() {
  const value = Number(new URLSearchParams(location.search).get('overscan') ?? NaN);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
const tab = () => TABS[state.tab];
/// The scroll axis of the selected tab and variant.
const axis = () => (tab().axes ? tab().axes[state.variant] : tab().axis);

function select(tabIndex, variant, count) {
  state.tab = tabIndex; state.variant = variant;
  state.count = tab().demo ? tab().count : count;
  state.width = stage.clientWidth; state.height = stage.clientHeight;
  state.drag = null; state.movement = null;
  for (const node of nodes.values()) release(node);
  nodes.clear();
  focusRing = null;
  demo = tab().demo ? DEMOS[tab().demo]() : null;
  const start = performance.now();
  const items = demo ? (demo.initial ? demo.initial.length : demo.count()) : state.count;
  call('select', tabIndex, variant, items, state.width, state.height);
  call('configure', demo ? state.overscan ?? demo.overscan : 0, demo && demo.keepsEndVisible ? 1 : 0);
  // A demo's data is a snapshot in the module: the first one is the data the host was built with.
  if (demo && demo.initial) snapshot.change(false, (next) => { next.section(0); demo.initial.forEach(next.append); }, 0, 0);
  if (demo && demo.start) demo.start();
  step(performance.now() / 1000);
  state.prepareMs = performance.now() - start;
  state.engineTimes = []; state.frameTimes = [];
  $('r-prepare').textContent = `${state.prepareMs.toFixed(1)} ms (${items.toLocaleString('en')} items)`;
  $('about').textContent = tab().about;
  renderControls();
}

// MARK: - Frames: nodes from a reuse pool keyed by kind, presentation attributes

const nodes = new Map();         // element identity → node
const pools = new Map();         // kind code → nodes not in use
const KIND_CLASS = ['cell', 'header', 'footer', 'badge', 'decoration', 'separator', 'list-background'];
const key = (f, o) => `${f[o]}:${f[o + 1]}:${f[o + 2]}`;
let serials = 0;                 // a number for each view bound to an element (the browser test's trace)

function take(kind) {
  const pool = pools.get(kind);
  if (pool && pool.length) {
    const node = pool.pop();
    node.style.display = '';
    return node;
  }
  const node = document.createElement('div');
  node._kind = kind;
  content.appendChild(node);
  return node;
}

function release(node) {
  node.style.display = 'none';
  node.classList.remove('focused');
  node._transform = node._width = node._height = undefined;
  if (!pools.has(node._kind)) pools.set(node._kind, []);
  pools.get(node._kind).push(node);
}

/// Gives a node taken from the pool the content of the element it now shows.
function bind(node, kind, section, item) {
  node._serial = ++serials;
  let cls = 'el ' + KIND_CLASS[kind];
  node.textContent = '';
  node.style.background = '';
  node._data = undefined;
  if (demo && kind === 0) {
    demo.bind(node, section, item);
    return;
  }
  if (kind === 0 && state.tab === 4) cls += ' card';
  if (kind === 0 && state.tab === 3) cls += ' slide';
  if (state.tab === LIST_TAB) cls += ' list';
  if (state.tab === MAGAZINE_TAB) cls += ' magazine';
  if (kind === 1 && axis() === 'x') cls += ' sideways';   // a header beside its section's rows
  node.className = cls;
  if (state.tab === LIST_TAB) {
    if (kind === 0) node.textContent = `Row ${item + 1}`;
    if (kind === 1) node.textContent = `Section ${section + 1}`;
    return;
  }
  if (state.tab === MAGAZINE_TAB) {
    if (kind === 1) node.textContent = ['Top stories', 'Around the world', 'Science', 'Long reads'][section % 4];
    return;
  }
  if (kind === 0) node.style.background = cellStyle(section, item);
  node.textContent = kind === 1 ? `Section ${section}` : kind === 0 ? item.toLocaleString('en') : '';
}

function cellStyle(section, item) {
  const hue = (item * 47 + section * 90) % 360;
  if (state.tab === 3) return `linear-gradient(135deg, hsl(${hue} 75% 66%), hsl(${(hue + 40) % 360} 70% 52%))`;
  if (state.tab === 4) return `linear-gradient(180deg, hsl(${hue} 60% 92%), hsl(${hue} 55% 78%))`;
  return `hsl(${hue} 68% ${62 + (item % 3) * 5}%)`;
}

/// One frame: the host steps to `time`, the page draws what it returns and measures what it
/// asks about.
function step(time) {
  const start = performance.now();
  const batched = probe.batched;  // committed before this frame: applied in it
  probe.batched = false;
  const length = call('advance', time);
  const f = new Float64Array(wasm.memory.buffer, wasm.le_frame(), length);
  if (journal) journal.frames.push(Array.from(f));
  const engineDone = performance.now();
  const measured = draw(f);
  const end = performance.now();
  state.lastTime = time;
  pushTime(state.engineTimes, engineDone - start);
  pushTime(state.frameTimes, end - start);
  if (demo && demo.afterFrame) demo.afterFrame(time, measured);
  if (trace) trace.push(shownCells());
  updateReadout();
  chatProbe(time, batched);
}

/// Applies a frame to the DOM; returns the identities measured.
function draw(f) {
  const ox = f[1], oy = f[2];
  state.offsetX = ox; state.offsetY = oy; state.contentWidth = f[3]; state.contentHeight = f[4];
  state.animating = f[5] === 1;
  state.focused = f[6] >= 0 ? `0:${f[6]}:${f[7]}` : null;
  state.reachedStart = f[14] === 1; state.reachedEnd = f[15] === 1;
  const visible = f[8], renamed = f[9], appeared = f[10], disappeared = f[11], measure = f[12];
  let o = HEADER;
  const visibleAt = o; o += visible * ELEMENT;
  const renamedAt = o; o += renamed * 6;
  const appearedAt = o; o += appeared * 3;
  const disappearedAt = o; o += disappeared * 3;
  const measureAt = o;
  // Re-key the views of renamed elements all at once (a batch may swap keys).
  if (renamed) {
    const moving = [];
    for (let i = 0; i < renamed; i++) {
      const from = key(f, renamedAt + i * 6), node = nodes.get(from);
      nodes.delete(from);
      if (node) moving.push([key(f, renamedAt + i * 6 + 3), node]);
    }
    for (const [to, node] of moving) { node._key = to; nodes.set(to, node); }
  }
  for (let i = 0; i < disappeared; i++) {
    const k = key(f, disappearedAt + i * 3), node = nodes.get(k);
    if (node) { nodes.delete(k); release(node); }
  }
  for (let i = 0; i < appeared; i++) {
    const a = appearedAt + i * 3, k = key(f, a);
    if (nodes.has(k)) continue;
    const node = take(f[a]);
    node._key = k;
    bind(node, f[a], f[a + 1], f[a + 2]);
    nodes.set(k, node);
  }
  let cells = 0;
  for (let i = 0; i < visible; i++) {
    const e = visibleAt + i * ELEMENT, r = e + 3;
    const k = key(f, e);
    let node = nodes.get(k);
    if (!node) {                  // not announced: a view for it all the same
      node = take(f[e]); node._key = k; bind(node, f[e], f[e + 1], f[e + 2]); nodes.set(k, node);
    }
    if (f[e] === 0) cells++;
    const style = node.style;
    if (node._width !== f[r + 8]) { node._width = f[r + 8]; style.width = `${f[r + 8]}px`; }
    if (node._height !== f[r + 9]) { node._height = f[r + 9]; style.height = `${f[r + 9]}px`; }
    node._frameHeight = f[r + 9];
    if (node._z !== f[r + 3]) { node._z = f[r + 3]; style.zIndex = f[r + 3]; }
    if (node._alpha !== f[r + 5]) { node._alpha = f[r + 5]; style.opacity = f[r + 5]; }
    const hidden = f[r + 4] ? 'hidden' : '';
    if (node._hidden !== hidden) { node._hidden = hidden; style.visibility = hidden; }
    let identity = true;
    for (let m = 0; m < 16; m++) {
      if (f[r + 12 + m] !== (m % 5 === 0 ? 1 : 0)) { identity = false; break; }
    }
    let transform = `translate3d(${f[r + 6] - ox}px, ${f[r + 7] - oy}px, 0px)`;
    if (!identity) {
      const origin = `${f[r + 10] * 100}% ${f[r + 11] * 100}%`;
      if (node._origin !== origin) { node._origin = origin; style.transformOrigin = origin; }
      transform += ` matrix3d(${Array.prototype.join.call(f.subarray(r + 12, r + 28), ',')})`;
    }
    if (node._transform !== transform) { node._transform = transform; style.transform = transform; }
    // The element's corner radius when it has one (a list's section background); the class's
    // otherwise.
    const radius = f[r + 28];
    if (node._radius !== radius) { node._radius = radius; style.borderRadius = radius > 0 ? `${radius}px` : ''; }
  }
  state.elements = visible; state.cells = cells;
  // The focus ring.
  const focusedNode = state.focused ? nodes.get(state.focused) : null;
  if (focusRing !== focusedNode) {
    if (focusRing) focusRing.classList.remove('focused');
    if (focusedNode) focusedNode.classList.add('focused');
    focusRing = focusedNode;
  }
  // Measure the views the host asks about: let each take its natural height, then read them
  // all (one layout pass), then report.
  const measured = [];
  for (let i = 0; i < measure; i++) {
    const m = measureAt + i * 3, node = nodes.get(key(f, m));
    if (!node || !demo || !demo.measures) continue;
    measured.push([f[m + 1], f[m + 2], node]);
  }
  if (demo && demo.extraMeasurements) demo.extraMeasurements(measured);
  if (measured.length) {
    for (const [, , node] of measured) { node.style.height = 'auto'; node._height = undefined; }
    for (const entry of measured) entry.push(entry[2].getBoundingClientRect().height);
    for (const [section, item, node, height] of measured) {
      call('report_size', section, item, node._width, height);
      if (demo.measuredData) demo.measuredData(node);
      // Until the next frame lays it out, the view keeps the size the host gave it.
      node._height = node._frameHeight;
      node.style.height = `${node._frameHeight}px`;
    }
    state.dirty = true;
  }
  drawScrollbar();
  return measured;
}
let focusRing = null;

function drawScrollbar() {
  const bar = $('scrollbar').style, thumb = $('thumb').style;
  const vertical = axis() === 'y';
  const length = (vertical ? state.height : state.width) - 16;
  const contentLength = vertical ? state.contentHeight : state.contentWidth;
  const visible = vertical ? state.height : state.width;
  const maximum = Math.max(0, contentLength - visible);
  const offset = vertical ? state.offsetY : state.offsetX;
  const thumbLength = Math.max(24, contentLength > 0 ? length * Math.min(1, visible / contentLength) : length);
  const position = maximum > 0 ? Math.min(1, Math.max(0, offset / maximum)) * (length - thumbLength) : 0;
  Object.assign(bar, vertical
    ? { right: '4px', top: '8px', width: '5px', height: `${length}px`, left: '', bottom: '' }
    : { left: '8px', bottom: '4px', height: '5px', width: `${length}px`, right: '', top: '' });
  Object.assign(thumb, vertical
    ? { left: '0', width: '5px', top: `${position}px`, height: `${thumbLength}px` }
    : { top: '0', height: '5px', left: `${position}px`, width: `${thumbLength}px` });
}

function frame(now) {
  if (wasm) {
    const time = now / 1000;
    if (demo && demo.tick) demo.tick(time);
    if (state.dirty || state.animating || state.drag || state.movement) {
      state.dirty = false;
      step(time);
    }
  }
  requestAnimationFrame(frame);
}

function pushTime(list, value) { list.push(value); if (list.length > 120) list.shift(); }
const mean = (list) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
const fmt = (value) => (Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(1));

function updateReadout() {
  $('r-count').textContent = `${state.elements}`;
  $('r-engine').textContent = `${(mean(state.engineTimes) * 1000).toFixed(0)} µs`;
  $('r-frame').textContent = `${mean(state.frameTimes).toFixed(2)} ms`;
  $('r-offset').textContent = `${fmt(state.offsetX)}, ${fmt(state.offsetY)}`;
  $('r-content').textContent = `${fmt(state.contentWidth)} × ${fmt(state.contentHeight)}`;
  $('r-focus').textContent = state.focused ? state.focused.split(':').slice(1).join(', ') : '–';
  $('r-heap').textContent = `${(wasm.le_heap_bytes() / 1048576).toFixed(0)} MB`;
}

// MARK: - Input, forwarded with its time

const seconds = (event) => event.timeStamp / 1000;
/// The time now, on the clock of the display refresh's time stamps: an animated batch update
/// starts now, not at the last frame drawn, which may lie long before when the page was idle.
const now = () => performance.now() / 1000;
function viewportPoint(event) {
  const box = stage.getBoundingClientRect();
  return [event.clientX - box.left - stage.clientLeft, event.clientY - box.top - stage.clientTop];
}

stage.addEventListener('pointerdown', (event) => {
  if (!wasm || event.button !== 0) return;
  stage.focus({ preventScroll: true });
  stage.setPointerCapture(event.pointerId);
  const [x, y] = viewportPoint(event);
  if (demo && demo.reorders) {
    call('hit_test', x, y);
    const item = wasm.le_answer(1);
    if (item >= 0 && call('movement_begin', x, y) === 1) {
      state.movement = { id: event.pointerId, original: item, node: nodes.get(`0:0:${item}`) };
      stage.classList.add('dragging');
      state.dirty = true;
      return;
    }
  }
  state.pressed = true;
  state.drag = { id: event.pointerId, along: axis() === 'x' ? x : y };
  stage.classList.add('dragging');
  call('touch_began', x, y, seconds(event));
  state.dirty = true;
});

stage.addEventListener('pointermove', (event) => {
  const [x, y] = viewportPoint(event);
  if (state.movement && event.pointerId === state.movement.id) {
    call('movement_update', x, y, seconds(event));
  } else if (state.drag && event.pointerId === state.drag.id) {
    const along = axis() === 'x' ? x : y;
    state.fingerDelta += along - state.drag.along;
    state.drag.along = along;
    call('touch_moved', x, y, seconds(event));
  } else {
    return;
  }
  state.dirty = true;
});

function endPointer(event, cancelled) {
  const [x, y] = viewportPoint(event);
  if (state.movement && event.pointerId === state.movement.id) {
    state.movement = null;
    // The host moves the item itself when the movement ends; the module's snapshot follows it.
    call(cancelled ? 'movement_cancel' : 'movement_end');
  } else if (state.drag && event.pointerId === state.drag.id) {
    const along = axis() === 'x' ? x : y;
    state.fingerDelta += along - state.drag.along;
    state.drag = null;
    state.released = seconds(event);
    call('touch_ended', x, y, seconds(event));
  } else {
    return;
  }
  stage.classList.remove('dragging');
  state.dirty = true;
}
stage.addEventListener('pointerup', (event) => endPointer(event, false));
stage.addEventListener('pointercancel', (event) => endPointer(event, true));

stage.addEventListener('wheel', (event) => {
  if (!wasm) return;
  event.preventDefault();
  const scale = event.deltaMode === 1 ? 40 : event.deltaMode === 2 ? state.height : 1;
  let dx = event.deltaX * scale, dy = event.deltaY * scale;
  if (state.tab === 2 && Math.abs(dx) > Math.abs(dy)) {
    const [x, y] = viewportPoint(event);
    if (call('scroll_band', x, y, dx) === 1) { state.dirty = true; return; }
  }
  if (axis() === 'x' && Math.abs(dx) < Math.abs(dy)) { dx = dy; dy = 0; }
  state.wheelDelta += axis() === 'x' ? dx : dy;
  call('scroll_by', dx, dy);
  state.dirty = true;
}, { passive: false });

stage.addEventListener('keydown', (event) => {
  if (!wasm || !(event.key in KEYS)) return;
  event.preventDefault();
  call('move_focus', KEYS[event.key]);
  state.dirty = true;
});

// MARK: - Controls

function button(text, on, action) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.className = on ? 'on' : '';
  element.onclick = action;
  return element;
}

function renderControls() {
  $('tabs').replaceChildren(...TABS.map((entry, index) => {
    const element = button(entry.name, false, () => select(index, 0, state.count));
    element.setAttribute('role', 'tab');
    element.setAttribute('aria-selected', String(index === state.tab));
    element.dataset.tab = index;
    return element;
  }));
  $('variants').replaceChildren(...tab().variants.map((name, index) =>
    button(name, index === state.variant, () => select(state.tab, index, state.count))));
  $('counts').replaceChildren(...(tab().demo ? [] : COUNTS.map((count) =>
    button(count >= 1000000 ? '1M items' : `${count.toLocaleString('en')} items`, count === state.count,
      () => select(state.tab, state.variant, count)))));
  $('counts').style.display = tab().demo ? 'none' : '';
  $('actions').replaceChildren(...(demo && demo.actions ? demo.actions() : []));
}
$('measure').addEventListener('click', () => { measure(); });

// MARK: - Demos

/// A seeded generator, so the demos' data is the same on every run.
function generator(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6D2B79F5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ('layout engine frame offset anchor scroll message reply bubble wraps browser measures host reports ' +
  'size keeps place history older newer streaming grows pixel content viewport flick rubber band snap ' +
  'carousel waterfall photo tile drag reorder focus ring keyboard page home end swift wasm embedded').split(' ');

/// The demos' data, by identity: a snapshot in the module (section 0 of items named by numbers).
/// A demo changes it by building the next snapshot, from a copy of the last one or from nothing,
/// and applying it: the module's host diffs the two into a batch update (moves for reordered
/// items). `mode`: 0 the data the host was built with, 1 applied, 2 applied animated.
const NO_ITEM = 0x7fffffff;
const snapshot = {
  change(copying, build, mode, time) {
    call('snapshot_edit', copying ? 1 : 0);
    build(snapshotBuilder);
    if (call('snapshot_apply', mode, time) !== 0) console.error('the snapshot could not be applied');
  },
  /// The identifier of the item at a path, or null.
  id: (section, item) => { const id = wasm.le_snapshot_item(section, item, NO_ITEM); return id === NO_ITEM ? null : id; },
  count: () => wasm.le_snapshot_count(0),
  /// Section 0's identifiers in order.
  ids: () => Array.from({ length: snapshot.count() }, (_, item) => snapshot.id(0, item)),
};
function edited(name, ...args) {
  if (call(name, ...args) !== 0) console.error(`${name}(${args}) failed`);
}
const snapshotBuilder = {
  section: (id) => edited('snapshot_append_section', id),
  append: (id) => edited('snapshot_append_item', id),
  insert: (id, anchor, after) => edited('snapshot_insert_item', id, anchor, after ? 1 : 0),
  remove: (id) => edited('snapshot_delete_item', id),
  move: (id, anchor, after) => edited('snapshot_move_item', id, anchor, after ? 1 : 0),
};

let demo = null;
const DEMOS = {
  chat() {
    const random = generator(7);
    const sentence = (words) => Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
    const message = (id) => {
      const lengths = [3, 6, 12, 25, 50, 90];
      return { id, text: sentence(lengths[Math.floor(random() * lengths.length)]), mine: random() < 0.4, version: 0 };
    };
    // Bottom to top: a short conversation that the layout sits at the bottom; history loads
    // when asked (Older), and the layout, not the host, keeps the end in view.
    const bottomToTop = state.variant === 1;
    const messages = new Map();   // identifier → message; their order is the snapshot's
    const first = bottomToTop ? 3 : 60;
    for (let i = 0; i < first; i++) messages.set(i, message(i));
    let oldest = 0, newest = first, older = 400, wantsOlder = false;
    const chat = {
      initial: [...messages.keys()], overscan: 200, keepsEndVisible: !bottomToTop, measures: true, messages,
      bottomToTop,
      stats: { prepends: 0, measured: 0, grown: 0, appended: 0, farthestStartReach: 0 }, streaming: null,
      start() { call('scroll_to_end'); },
      bind(node, section, item) {
        const entry = messages.get(snapshot.id(section, item));
        node.className = 'el msg' + (entry.mine ? ' mine' : '');
        node._data = entry;
        node.innerHTML = '<div class="bubble"></div>';
        node.firstChild.textContent = entry.text;
      },
      measuredData(node) { if (node._data) node._data.measured = node._data.version; },
      extraMeasurements(measured) {
        // A message whose text changed since it was last measured (the streaming reply, also
        // when it grew while scrolled away).
        for (const node of nodes.values()) {
          const entry = node._data;
          if (!entry || entry.measured === undefined || entry.measured === entry.version) continue;
          if (node.style.display === 'none') continue;
          node.firstChild.textContent = entry.text;
          const [, section, item] = node._key.split(':').map(Number);
          if (!measured.some((entry) => entry[2] === node)) measured.push([section, item, node]);
          chat.stats.grown++;
        }
        chat.stats.measured += measured.length;
      },
      afterFrame(time) {
        // The frame reached the top (within the host's near-edge distance): load older history
        // above the reader, once the finger is up. Bottom to top, history loads when asked.
        if (bottomToTop) return;
        if (state.reachedStart) {
          wantsOlder = true;
          chat.stats.farthestStartReach = Math.max(chat.stats.farthestStartReach, state.offsetY);
        }
        if (wantsOlder && !state.drag) { wantsOlder = false; chat.loadOlder(time); }
      },
      loadOlder(time) {
        if (older <= 0) return;
        const batch = Math.min(20, older);
        const loaded = [];
        for (let i = 0; i < batch; i++) loaded.unshift(message(--oldest));
        older -= batch;
        const anchor = snapshot.id(0, 0);
        for (const entry of loaded) messages.set(entry.id, entry);
        snapshot.change(true, (next) => {
          for (const entry of loaded) anchor === null ? next.append(entry.id) : next.insert(entry.id, anchor, false);
        }, 1, time);
        chat.stats.prepends++;
        probe.batched = true;
        state.dirty = true;
      },
      receive(text) {
        const entry = { id: newest++, text: text ?? sentence(4 + Math.floor(random() * 30)), mine: false, version: 0 };
        messages.set(entry.id, entry);
        snapshot.change(true, (next) => next.append(entry.id), 2, now());
        chat.stats.appended++;
        probe.batched = true;
        state.dirty = true;
      },
      stream() {
        chat.receive('…');
        chat.streaming = { entry: messages.get(newest - 1), words: 0, next: 0 };
        chat.streaming.entry.text = '';
      },
      tick(time) {
        const streaming = chat.streaming;
        if (!streaming || time < streaming.next) return;
        streaming.next = time + 0.06;
        streaming.entry.text += (streaming.words ? ' ' : '') + sentence(1);
        streaming.entry.version++;
        if (++streaming.words >= 60) chat.streaming = null;
        state.dirty = true;
      },
      latest() { call('scroll_to_end'); state.dirty = true; },
      actions: () => [button('Receive', false, () => chat.receive()), button('Stream reply', false, () => chat.stream()),
        button('Latest', false, () => chat.latest()),
        ...(bottomToTop ? [button('Older', false, () => chat.loadOlder(now()))] : [])],
    };
    return chat;
  },

  photos() {
    const random = generator(11);
    const PAGE = 30;   // photos a page; the next page loads when a frame reaches the end
    const photos = Array.from({ length: 400 }, (_, id) => ({
      id, ratio: 0.55 + Math.floor(random() * 12) * 0.12, delay: 0.25 + random() * 0.9, loadAt: null, loaded: false,
      hue: Math.floor(random() * 360),
    }));
    let columnWidth = 0;
    const demoPhotos = {
      initial: photos.slice(0, PAGE).map((photo) => photo.id), overscan: 150, photos,
      stats: { loaded: 0, pages: 1, shown: PAGE, endDistances: [] },
      bind(node, section, item) {
        const photo = photos[snapshot.id(section, item)];
        node._data = photo;
        node.className = 'el tile' + (photo.loaded ? ' loaded' : '');
        node.style.background = photo.loaded
          ? `linear-gradient(160deg, hsl(${photo.hue} 70% 70%), hsl(${(photo.hue + 50) % 360} 60% 40%))` : '';
        node.textContent = photo.loaded ? '' : 'loading…';
        if (photo.loadAt === null) photo.loadAt = state.lastTime + photo.delay;
      },
      tick(time) {
        for (const node of nodes.values()) {
          const photo = node._data;
          if (!photo || photo.loaded || photo.loadAt === null || time < photo.loadAt) continue;
          photo.loaded = true;
          columnWidth = node._width || columnWidth;
          const [, section, item] = node._key.split(':').map(Number);
          call('report_size', section, item, columnWidth, Math.round(columnWidth * photo.ratio));
          demoPhotos.stats.loaded++;
          bind(node, 0, section, item);
          node._width = node._height = node._transform = undefined;
          state.dirty = true;
        }
      },
      afterFrame(time) {
        // The frame reached the end (within the host's near-edge distance): the next page.
        const shown = demoPhotos.stats.shown;
        if (!state.reachedEnd || shown >= photos.length) return;
        const page = photos.slice(shown, shown + PAGE);
        snapshot.change(true, (next) => page.forEach((photo) => next.append(photo.id)), 1, time);
        demoPhotos.stats.pages++;
        demoPhotos.stats.shown += page.length;
        demoPhotos.stats.endDistances.push(state.contentHeight - state.height - state.offsetY);
        state.dirty = true;
      },
    };
    return demoPhotos;
  },

  magazine() {
    const random = generator(31);
    const TOPICS = ['Markets', 'Travel', 'Design', 'Space', 'Food', 'Cities', 'Music', 'Climate', 'Sport', 'Books'];
    const stories = Array.from({ length: 96 }, (_, id) => ({
      id, topic: TOPICS[Math.floor(random() * TOPICS.length)], hue: Math.floor(random() * 360),
      text: Array.from({ length: 6 + Math.floor(random() * 34) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' '),
    }));
    const magazine = {
      count: () => stories.length, overscan: 150, measures: true, stories, stats: { measured: 0 },
      /// The width mode of an item, as PlaygroundScene.magazineWidthMode gives it.
      mode: (item) => (item % 6 === 0 ? 'full' : item % 6 < 3 ? 'half' : 'third'),
      bind(node, section, item) {
        const story = stories[section * 24 + item] || stories[0];   // PlaygroundScene: 4 sections of 24
        const mode = magazine.mode(item);
        node.className = `el mag ${mode}`;
        node._data = story;
        node._mode = mode;
        node.style.background = `linear-gradient(160deg, hsl(${story.hue} 45% 30%), hsl(${(story.hue + 40) % 360} 40% 20%))`;
        node.innerHTML = '<div class="mag-body"><div class="mag-topic"></div><div class="mag-text"></div></div>';
        node.firstChild.firstChild.textContent = `${story.topic} · ${mode}`;
        node.firstChild.lastChild.textContent = story.text;
      },
      extraMeasurements(measured) { magazine.stats.measured += measured.length; },
    };
    return magazine;
  },

  reorder() {
    const random = generator(23);
    let next = 60;
    const reorder = {
      initial: Array.from({ length: 60 }, (_, index) => index), overscan: 100, reorders: true,
      /// The items' identifiers in the order of the data (the snapshot).
      get model() { return snapshot.ids(); },
      /// The identifier of the item the host shows at a path: the data's, with the item being
      /// dragged at its current place.
      shown(item) {
        const moving = state.movement;
        if (!moving || !moving.node || !moving.node._key) return snapshot.id(0, item);
        const current = Number(moving.node._key.split(':')[2]);
        const shown = snapshot.ids();
        shown.splice(current, 0, ...shown.splice(moving.original, 1));
        return shown[item];
      },
      bind(node, section, item) {
        const id = reorder.shown(item);
        node._data = id;
        node.className = 'el tag' + (state.variant === 1 ? ' row' : '');
        node.style.background = `hsl(${(id * 37) % 360} 62% 66%)`;
        node.textContent = state.variant === 1 ? `Item ${id}` : `${id}`;
      },
      /// Builds the next snapshot from a copy of the last one and applies it, animated.
      change(build, copying = true) {
        snapshot.change(copying, build, 2, now());
        state.dirty = true;
      },
      insert() {
        const count = snapshot.count(), at = Math.floor(random() * (count + 1)), id = next++;
        reorder.change((data) => (at < count ? data.insert(id, snapshot.id(0, at), false) : data.append(id)));
      },
      remove() {
        const count = snapshot.count();
        if (!count) return;
        const id = snapshot.id(0, Math.floor(random() * count));
        reorder.change((data) => data.remove(id));
      },
      move() {
        const count = snapshot.count();
        if (count < 2) return;
        const from = Math.floor(random() * count), to = Math.floor(random() * count);
        if (from === to) return;
        const id = snapshot.id(0, from), anchor = snapshot.id(0, to);
        reorder.change((data) => data.move(id, anchor, to > from));
      },
      /// A new order of the same items: a snapshot built from nothing; the host animates each
      /// item from its old place to its new one.
      shuffle() {
        const ids = snapshot.ids();
        for (let i = ids.length - 1; i > 0; i--) {
          const j = Math.floor(random() * (i + 1));
          [ids[i], ids[j]] = [ids[j], ids[i]];
        }
        reorder.change((data) => { data.section(0); ids.forEach(data.append); }, false);
      },
      actions: () => [button('Insert', false, () => reorder.insert()), button('Delete', false, () => reorder.remove()),
        button('Move', false, () => reorder.move()), button('Shuffle', false, () => reorder.shuffle())],
    };
    return reorder;
  },
};

// MARK: - Measurements and the test interface

/// The budgets: a 1M-item flow prepare (the varied-size variant), the host's scroll frame in
/// the module alone (advance at a new offset), and the whole frame with the DOM for about 60
/// visible cells (advance + draw + the browser's style and layout, forced by a read).
function measure() {
  const saved = [state.tab, state.variant, state.count];
  const width = stage.clientWidth, height = stage.clientHeight;
  const prepares = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    wasm.le_select(0, 1, 1000000, width, height);
    wasm.le_advance(0);
    prepares.push(performance.now() - start);
  }
  const frames = 2000;
  let time = 0;
  const engineStart = performance.now();
  for (let i = 0; i < frames; i++) {
    wasm.le_scroll_by(0, i % 200 < 100 ? 37.25 : -37.25);
    wasm.le_advance(time += 1 / 120);
  }
  const engineUs = ((performance.now() - engineStart) / frames) * 1000;
  // The whole frame: the flow grid of 96-point squares, 60 cells drawn.
  select(0, 0, 10000);
  wasm.le_configure(60, 0);
  const wholeFrames = 400, warmUp = 100;
  const times = [];
  let cells = 0, elements = 0;
  for (let i = 0; i < warmUp + wholeFrames; i++) {
    const start = performance.now();
    wasm.le_scroll_by(0, i % 100 < 50 ? 23.5 : -23.5);
    const length = wasm.le_advance(state.lastTime + (i + 1) / 120);
    draw(new Float64Array(wasm.memory.buffer, wasm.le_frame(), length));
    void content.offsetHeight;   // the browser's style and layout of the frame
    if (i >= warmUp) { times.push(performance.now() - start); cells += state.cells; elements += state.elements; }
  }
  const wholeMean = mean(times);
  times.sort((a, b) => a - b);
  const result = {
    prepareMs: Math.min(...prepares), prepareRunsMs: prepares, engineFrameUs: engineUs, engineFrames: frames,
    wholeFrameMs: wholeMean, wholeFrameMedianMs: times[times.length >> 1],
    wholeFrameP90Ms: times[Math.floor(times.length * 0.9)], wholeFrames, cellsPerFrame: cells / wholeFrames,
    elementsPerFrame: elements / wholeFrames, heapBytes: wasm.le_heap_bytes(),
  };
  $('bench').textContent = `1M-item flow of varied sizes: prepare ${result.prepareMs.toFixed(1)} ms (best of 3); ` +
    `host scroll frame ${engineUs.toFixed(1)} µs in wasm (mean of ${frames}); whole frame with the DOM ` +
    `${result.wholeFrameMs.toFixed(2)} ms for ${result.cellsPerFrame.toFixed(0)} cells (mean of ${wholeFrames}).`;
  select(...saved);
  return result;
}

/// The chat's probe for the browser test. The message the reader looks at, read from the DOM
/// after each frame: top to bottom, the first message whose top edge is on screen (the cells
/// above it grow out of sight); bottom to top, the message shown that reaches furthest down (the
/// layout keeps the bottom-most one). In the next frame its edge must be where it was less the
/// scrolling itself: the wheel's deltas and the finger's moves since; while a flick decelerates
/// (no wheel, no finger), UIKit's decay: the offset follows start + d·(1 − r^t) for t
/// milliseconds (r = 0.998, ``DecelerationRate``), so a frame's step is the step before it times
/// r^a·(1 − r^b) / (1 − r^a) for the two frames' durations a and b (the step before it read
/// from the message's own move, not from the host); in the frame where it comes to rest (within
/// half a pixel), the whole rest of the way. Not checked: a frame that starts at the end of the
/// content (the view follows the end) or reaches the top (the wheel stops short, the flick
/// bounces), a flick that would rest beyond the top (it bounces), and a frame with a press or a
/// release (the host stops or starts a motion at the event's time). A frame that commits a batch
/// is counted apart (`batchFrames`, `batchMaxDrift`, held to half a pixel by the browser test
/// too). `checked` counts the frames checked by
/// the kind of scrolling, `largest` the largest step of each kind. While `end` is set, also how
/// far the offset is from the end.
const DECAY = 0.998;
const probe = {
  on: false, anchor: null, frames: 0, maxDrift: 0, drifts: [], atEnd: 0, endMisses: [], steps: 0,
  batched: false, batchFrames: 0, batchMaxDrift: 0, bounces: 0, bouncing: false,
  checked: { wheel: 0, finger: 0, decay: 0, still: 0 }, largest: { wheel: 0, finger: 0, decay: 0, still: 0 },
  decay: null,
};
function chatProbe(time, batched) {
  probe.steps++;
  const wheel = state.wheelDelta, finger = state.fingerDelta, released = state.released, pressed = state.pressed;
  state.wheelDelta = 0; state.fingerDelta = 0; state.released = null; state.pressed = false;
  if (!probe.on || state.tab !== 5) return;
  const bottomToTop = state.variant === 1;
  const top = stage.getBoundingClientRect().top + stage.clientTop;
  const edgeOf = (box) => (bottomToTop ? box.bottom : box.top) - top;
  const atTop = state.offsetY <= 0.5;
  // The scrolling itself since the last frame, when it is known: content moves against the wheel
  // and with the finger, and a decelerating flick goes on decaying.
  let scroll = null, kind = null;
  const decay = probe.decay;
  const input = wheel || finger || state.drag || pressed;
  probe.decay = null;
  if (released !== null || pressed || atTop || (decay && wheel)) {
    // Unknown: the host starts or stops a motion at the event's time.
  } else if (input) {
    scroll = wheel - finger; kind = wheel ? 'wheel' : finger ? 'finger' : 'still';
  } else if (decay || probe.bouncing) {
    if (decay && decay.step !== null) {
      const a = (decay.to - decay.from) * 1000, b = (time - decay.to) * 1000;
      const kept = DECAY ** a, tail = a > 0 ? decay.step * kept / (1 - kept) : 0;
      // Within half a pixel of its resting point the motion rests there: the whole tail.
      scroll = state.animating ? tail * (1 - DECAY ** b) : tail;
      kind = 'decay';
    }
  } else {
    scroll = 0; kind = 'still';
  }
  let moved = null;
  if (probe.anchor) {
    const node = [...nodes.values()].find((n) => n._data === probe.anchor.data && n.style.display !== 'none');
    if (node) moved = edgeOf(node.getBoundingClientRect()) - probe.anchor.edge;
    if (node && scroll !== null && !probe.anchor.atEnd && batched) {
      // A batch (history prepended, a message received) committed in this frame: reported apart.
      probe.batchMaxDrift = Math.max(probe.batchMaxDrift, Math.abs(moved + scroll));
      probe.batchFrames++;
    } else if (node && scroll !== null && !probe.anchor.atEnd) {
      const drift = moved + scroll;
      probe.frames++;
      probe.checked[kind]++;
      probe.largest[kind] = Math.max(probe.largest[kind], Math.abs(scroll));
      if (Math.abs(drift) > probe.maxDrift) probe.maxDrift = Math.abs(drift);
      if (Math.abs(drift) > 0.5) {
        probe.drifts.push({ drift, kind, scroll, offset: state.offsetY, before: probe.anchor.offset,
          message: probe.anchor.data.id, item: Number(node._key.split(':')[2]), changes: probe.changes });
      }
    }
  }
  // A decelerating flick: this frame's step, for the next frame's prediction. Read from the
  // message's move (less the finger's part in the frame of the release); the prediction itself
  // where the move cannot be read (the message left the screen, a batch moved it); unknown when
  // neither (then the next frame is not checked and gives the step).
  const readable = moved !== null && !batched && !probe.anchor.atEnd;
  if (released !== null && !atTop && state.animating) {
    probe.decay = { step: readable ? -moved - finger : null, from: released, to: time, seeded: false };
  } else if (decay && !input && !atTop && state.animating) {
    probe.decay = { step: readable ? -moved : scroll, from: decay.to, to: time, seeded: decay.seeded };
  }
  // A flick whose resting point lies beyond the top, as the first step known projects it
  // (start + d·(1 − r^t) rests d·r^t further on), bounces there instead (a spring): not a decay.
  if (input || released !== null || !state.animating) probe.bouncing = false;
  const next = probe.decay;
  if (next && next.step !== null && !next.seeded) {
    const kept = DECAY ** ((next.to - next.from) * 1000);
    next.seeded = true;
    if (state.offsetY + next.step * kept / (1 - kept) < 0) { probe.decay = null; probe.bouncing = true; probe.bounces++; }
  }
  let best = null;
  for (const node of nodes.values()) {
    if (!node._data || node.style.display === 'none') continue;
    const box = node.getBoundingClientRect();
    if (bottomToTop) {
      if (box.bottom - top <= 0 || box.top - top >= state.height) continue;
      if (!best || box.bottom - top > best.edge) best = { data: node._data, edge: box.bottom - top, offset: state.offsetY };
    } else {
      if (box.top - top < 0 || box.top - top >= state.height) continue;
      if (!best || box.top - top < best.edge) best = { data: node._data, edge: box.top - top, offset: state.offsetY };
    }
  }
  if (best) best.atEnd = Math.abs(state.offsetY - (state.contentHeight - state.height)) <= 0.5;
  probe.anchor = best;
  probe.changes = demo ? { ...demo.stats } : null;
  if (probe.end) {
    const end = state.contentHeight - state.height;
    probe.atEnd++;
    if (Math.abs(state.offsetY - end) > 0.5) probe.endMisses.push({ offset: state.offsetY, end });
  }
}

/// The cells shown, each as its view's number (a new one whenever a view is bound to an element,
/// none when a view is re-keyed), its label and its box on screen.
function shownCells() {
  return [...nodes.values()]
    .filter((n) => n._key && n._key.startsWith('0:') && n.style.display !== 'none' && n._data !== undefined)
    .map((n) => {
      const box = n.getBoundingClientRect();
      return { view: n._serial, label: typeof n._data === 'object' ? n._data.id : n._data, x: box.left, y: box.top };
    });
}
/// While the browser test traces, the cells shown after each frame.
let trace = null;

window.playground = {
  ready: null, select, measure, probe, shownCells,
  /// The number of items in the demo's data (its snapshot in the module).
  items: () => snapshot.count(),
  /// Starts tracing the cells shown frame by frame; `stopTrace` returns the frames.
  trace: () => { trace = []; },
  stopTrace: () => { const frames = trace; trace = null; return frames; },
  /// Sets the demos' overscan (null: each demo's own) for the next `select` or `record`.
  overscan: (value) => { state.overscan = value; },
  demo: () => demo,
  state: () => ({
    tab: state.tab, variant: state.variant, count: state.count, width: state.width, height: state.height,
    x: state.offsetX, y: state.offsetY, contentWidth: state.contentWidth, contentHeight: state.contentHeight,
    elements: state.elements, cells: state.cells, animating: state.animating || !!state.drag || !!state.movement,
    focused: state.focused, engineUs: mean(state.engineTimes) * 1000, frameMs: mean(state.frameTimes),
    prepareMs: state.prepareMs,
  }),
  record: () => {
    journal = { calls: [], frames: [] };
    select(state.tab, state.variant, state.count);
  },
  stopRecording: () => { const recorded = journal; journal = null; return recorded; },
  /// The cells as the DOM shows them, in reading order (top, then left), with their labels.
  domOrder: () => [...nodes.values()]
    .filter((n) => n._key && n._key.startsWith('0:') && n.style.display !== 'none' && n._data !== undefined)
    .map((n) => ({ box: n.getBoundingClientRect(), label: n._data }))
    .sort((a, b) => (Math.abs(a.box.top - b.box.top) > 1 ? a.box.top - b.box.top : a.box.left - b.box.left))
    .map((n) => (typeof n.label === 'object' ? n.label.id : n.label)),
  /// The cells as the engine numbers them, in path order, with the labels of their views.
  engineOrder: () => [...nodes.entries()]
    .filter(([k, n]) => k.startsWith('0:0:') && n.style.display !== 'none')
    .map(([k, n]) => [Number(k.split(':')[2]), n._data])
    .sort((a, b) => a[0] - b[0])
    .map(([item, label]) => ({ item, label })),
  nodeBox: (item) => {
    const node = nodes.get(`0:0:${item}`);
    if (!node) return null;
    const box = node.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  },
};

window.playground.ready = loadModule().then((size) => {
  select(0, 0, 10000);
  requestAnimationFrame(frame);
  new ResizeObserver(() => {
    if (stage.clientWidth !== state.width || stage.clientHeight !== state.height) {
      select(state.tab, state.variant, state.count);
    }
  }).observe(stage);
  return size;
});
