// The playground page: loads LayoutEngine.wasm, scrolls a collection laid out by it, and exposes
// `window.playground` for the browser test (.ci/test-playground).
'use strict';

const TABS = [
  { name: 'Flow', axis: 'y', variants: ['UIKit grid', 'UIKit varied', 'top · leading', 'bottom · trailing', 'center · center'],
    about: 'FlowLayout: UIKit’s flow rules (lines fill while items fit, extra space spread, single items centred) and line alignment across and along each line. Four sections with pinned headers.' },
  { name: 'Waterfall', axis: 'y', variants: ['shortest column', 'adaptive columns', 'in order'],
    about: 'WaterfallLayout: each item goes to the shortest column (or item i to column i mod n); adaptive mode fits as many 150-point columns as the width allows. Pinned headers.' },
  { name: 'Compositional', axis: 'y', variants: ['paging row + grid', 'row + nested groups'],
    about: 'CompositionalLayout: section 0 scrolls sideways on its own (drag it horizontally; it snaps through targetOrthogonalOffset), the first variant scales cards by their distance to the centre in its visible-items handler. Grids below, with backgrounds and pinned headers.' },
  { name: 'Carousel', axis: 'x', variants: ['scale', 'rotation (3-D)'],
    about: 'CenterCarouselLayout: the centred item at full size, side items scaled and faded, or turned in perspective (a CATransform3D with m34, drawn as CSS matrix3d). A flick rests on an item, at least one page away.' },
  { name: 'Fan', axis: 'x', variants: ['wide wheel', 'tight wheel'],
    about: 'CircularFanLayout: cards on a wheel whose centre lies below the viewport, each turned about the wheel’s centre (its anchor point). Only the cards whose turned bounds meet the query rect are produced; a flick rests with one card upright.' },
];
const COUNTS = [100, 10000, 1000000];
const RECORD = 28;               // doubles per element (PlaygroundRecord)
const QUERY_INSET = 48;          // the inset query rect, as in the golden cases
const DECELERATION = 0.998;      // UIScrollView.DecelerationRate.normal, per millisecond

const $ = (id) => document.getElementById(id);
const stage = $('stage'), content = $('content'), queryBox = $('query');

// MARK: - The module

let wasm = null;                 // the module's exports
const hostImports = {
  env: {
    // Trigonometry and fmod come from the host. JavaScript's % is C's fmod exactly (IEEE
    // remainder of a truncating division, sign of the dividend). C's round (halves away from
    // zero) is in the module's C runtime, since Math.round takes halves up.
    sin: Math.sin, cos: Math.cos, tan: Math.tan, atan: Math.atan, atan2: Math.atan2,
    fmod: (x, y) => x % y,
    arc4random_buf: (pointer, length) => {
      crypto.getRandomValues(new Uint8Array(wasm.memory.buffer, pointer, length));
    },
  },
};

async function loadModule() {
  const response = await fetch('LayoutEngine.wasm');
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, hostImports);
  wasm = instance.exports;
  $('wasm-size').textContent = `${Math.round(bytes.byteLength / 1024)} KB`;
  return bytes.byteLength;
}

// MARK: - State

const state = {
  tab: 0, variant: 0, count: 10000, inset: true,
  width: 960, height: 600,
  x: 0, y: 0, contentWidth: 0, contentHeight: 0,
  dirty: true, animation: null, prepareMs: 0,
  lastRelease: null, lastRest: null,
  engineTimes: [], frameTimes: [], elements: 0,
};
let results = new Float64Array(0);

function select(tab, variant, count) {
  state.tab = tab; state.variant = variant; state.count = count;
  state.animation = null;
  state.width = stage.clientWidth; state.height = stage.clientHeight;
  const start = performance.now();
  wasm.le_select(tab, variant, count, state.width, state.height);
  wasm.le_prepare(0, 0);
  state.prepareMs = performance.now() - start;
  state.x = 0; state.y = 0;
  state.contentWidth = wasm.le_content_width();
  state.contentHeight = wasm.le_content_height();
  state.engineTimes = []; state.frameTimes = [];
  $('r-prepare').textContent = `${state.prepareMs.toFixed(1)} ms (${count.toLocaleString('en')} items)`;
  $('r-content').textContent = `${fmt(state.contentWidth)} × ${fmt(state.contentHeight)}`;
  $('about').textContent = TABS[tab].about;
  renderControls();
  invalidate();
}

const axis = () => TABS[state.tab].axis;
const maxOffset = () => axis() === 'y'
  ? Math.max(0, state.contentHeight - state.height) : Math.max(0, state.contentWidth - state.width);
const offset = () => (axis() === 'y' ? state.y : state.x);
const clamp = (value, low, high) => Math.min(Math.max(value, low), high);
function setOffset(value) {
  if (axis() === 'y') state.y = value; else state.x = value;
  invalidate();
}
function fmt(value) { return Number.isInteger(value) ? value.toLocaleString('en') : value.toFixed(1); }

// MARK: - Drawing

function queryRect() {
  const inset = state.inset ? QUERY_INSET : 0;
  return [state.x + inset, state.y + inset, state.width - 2 * inset, state.height - 2 * inset];
}

/// Prepares at the current offset and queries the rect: one frame of the engine.
function runEngine() {
  wasm.le_prepare(state.x, state.y);
  const rect = queryRect();
  const count = wasm.le_query(rect[0], rect[1], rect[2], rect[3]);
  results = new Float64Array(wasm.memory.buffer, wasm.le_results(), count * RECORD);
  return count;
}

const pool = [];
const KIND_CLASS = ['cell', 'header', 'footer', 'badge', 'decoration'];

function nodeAt(index) {
  while (pool.length <= index) {
    const node = document.createElement('div');
    node.className = 'el';
    node.style.display = 'none';
    node._key = '';
    content.appendChild(node);
    pool.push(node);
  }
  return pool[index];
}

function cellStyle(section, item) {
  const hue = (item * 47 + section * 90) % 360;
  const tab = state.tab;
  if (tab === 3) return `linear-gradient(135deg, hsl(${hue} 75% 66%), hsl(${(hue + 40) % 360} 70% 52%))`;
  if (tab === 4) return `linear-gradient(180deg, hsl(${hue} 60% 92%), hsl(${hue} 55% 78%))`;
  return `hsl(${hue} 68% ${62 + (item % 3) * 5}%)`;
}

function draw(count) {
  const r = results, ox = state.x, oy = state.y;
  for (let i = 0; i < count; i++) {
    const o = i * RECORD, node = nodeAt(i);
    const kind = r[o], section = r[o + 1], item = r[o + 2];
    const key = `${kind}:${section}:${item}:${state.tab}`;
    if (node._key !== key) {
      node._key = key;
      let cls = 'el ' + KIND_CLASS[kind];
      if (kind === 0 && state.tab === 4) cls += ' card';
      if (kind === 0 && state.tab === 3) cls += ' slide';
      node.className = cls;
      node.style.background = kind === 0 ? cellStyle(section, item) : '';
      node.textContent = kind === 1 ? `Section ${section}` : kind === 0 ? item.toLocaleString('en') : '';
    }
    const style = node.style;
    if (node._hidden !== false) { style.display = ''; node._hidden = false; }
    style.width = `${r[o + 8]}px`;
    style.height = `${r[o + 9]}px`;
    style.zIndex = r[o + 3];
    style.opacity = r[o + 5];
    style.visibility = r[o + 4] ? 'hidden' : '';
    style.transformOrigin = `${r[o + 10] * 100}% ${r[o + 11] * 100}%`;
    const translate = `translate3d(${r[o + 6] - ox}px, ${r[o + 7] - oy}px, 0px)`;
    let identity = true;
    for (let k = 0; k < 16; k++) {
      if (r[o + 12 + k] !== (k % 5 === 0 ? 1 : 0)) { identity = false; break; }
    }
    style.transform = identity ? translate : `${translate} matrix3d(${Array.prototype.join.call(r.subarray(o + 12, o + 28), ',')})`;
  }
  for (let i = count; i < pool.length; i++) {
    if (pool[i]._hidden === false) { pool[i].style.display = 'none'; pool[i]._hidden = true; }
  }
  const rect = queryRect();
  queryBox.className = state.inset ? '' : 'off';
  Object.assign(queryBox.style, { left: `${rect[0] - ox}px`, top: `${rect[1] - oy}px`, width: `${rect[2]}px`, height: `${rect[3]}px` });
  drawScrollbar();
}

function drawScrollbar() {
  const bar = $('scrollbar').style, thumb = $('thumb').style;
  const vertical = axis() === 'y';
  const length = vertical ? state.height - 16 : state.width - 16;
  const contentLength = vertical ? state.contentHeight : state.contentWidth;
  const visible = vertical ? state.height : state.width;
  const thumbLength = Math.max(24, contentLength > 0 ? length * Math.min(1, visible / contentLength) : length);
  const position = maxOffset() > 0 ? (offset() / maxOffset()) * (length - thumbLength) : 0;
  Object.assign(bar, vertical
    ? { right: '4px', top: '8px', width: '5px', height: `${length}px`, left: '', bottom: '' }
    : { left: '8px', bottom: '4px', height: '5px', width: `${length}px`, right: '', top: '' });
  Object.assign(thumb, vertical
    ? { left: '0', width: '5px', top: `${position}px`, height: `${thumbLength}px` }
    : { top: '0', height: '5px', left: `${position}px`, width: `${thumbLength}px` });
}

function invalidate() { state.dirty = true; }

function frame(now) {
  stepAnimation(now);
  if (state.dirty && wasm) {
    state.dirty = false;
    const start = performance.now();
    const count = runEngine();
    const engineDone = performance.now();
    draw(count);
    const end = performance.now();
    state.elements = count;
    pushTime(state.engineTimes, engineDone - start);
    pushTime(state.frameTimes, end - start);
    updateReadout();
  }
  requestAnimationFrame(frame);
}

function pushTime(list, value) { list.push(value); if (list.length > 120) list.shift(); }
const mean = (list) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);

function updateReadout() {
  $('r-count').textContent = `${state.elements}`;
  $('r-engine').textContent = `${(mean(state.engineTimes) * 1000).toFixed(0)} µs`;
  $('r-frame').textContent = `${mean(state.frameTimes).toFixed(2)} ms`;
  $('r-offset').textContent = `${fmt(offset())} / ${fmt(maxOffset())}`;
  $('r-heap').textContent = `${(wasm.le_heap_bytes() / 1048576).toFixed(0)} MB`;
}

// MARK: - Scrolling and snapping

let drag = null;

function orthogonalSectionAt(clientX, clientY) {
  if (state.tab !== 2) return -1;
  const box = stage.getBoundingClientRect();
  const x = clientX - box.left + state.x, y = clientY - box.top + state.y;
  const r = results;
  for (let i = 0; i < state.elements; i++) {
    const o = i * RECORD;
    if (r[o] !== 0 || !wasm.le_is_orthogonal(r[o + 1])) continue;
    if (y >= r[o + 7] && y <= r[o + 7] + r[o + 9]) return r[o + 1];
  }
  return -1;
}

stage.addEventListener('pointerdown', (event) => {
  if (!wasm) return;
  stage.setPointerCapture(event.pointerId);
  stage.classList.add('dragging');
  state.animation = null;
  drag = {
    id: event.pointerId, startX: event.clientX, startY: event.clientY, lastX: event.clientX, lastY: event.clientY,
    section: orthogonalSectionAt(event.clientX, event.clientY), mode: null, samples: [],
  };
});

stage.addEventListener('pointermove', (event) => {
  if (!drag || event.pointerId !== drag.id) return;
  const dx = event.clientX - drag.lastX, dy = event.clientY - drag.lastY;
  drag.lastX = event.clientX; drag.lastY = event.clientY;
  if (!drag.mode) {
    const tx = Math.abs(event.clientX - drag.startX), ty = Math.abs(event.clientY - drag.startY);
    if (Math.max(tx, ty) < 3) return;
    drag.mode = drag.section >= 0 && tx > ty ? 'ortho' : 'main';
  }
  let position;
  if (drag.mode === 'ortho') {
    const low = wasm.le_orthogonal_min(drag.section), high = wasm.le_orthogonal_max(drag.section);
    position = clamp(wasm.le_orthogonal_offset(drag.section) - dx, low, high);
    wasm.le_set_orthogonal_offset(drag.section, position);
    invalidate();
  } else {
    position = clamp(offset() - (axis() === 'y' ? dy : dx), 0, maxOffset());
    setOffset(position);
  }
  drag.samples.push({ t: event.timeStamp, p: position });
  while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].t > 80) drag.samples.shift();
});

function endDrag(event) {
  if (!drag || event.pointerId !== drag.id) return;
  stage.classList.remove('dragging');
  const samples = drag.samples;
  let velocity = 0;                                   // points per millisecond, along the offset
  if (samples.length >= 2 && event.timeStamp - samples[samples.length - 1].t < 60) {
    const first = samples[0], last = samples[samples.length - 1];
    if (last.t > first.t) velocity = (last.p - first.p) / (last.t - first.t);
  }
  const mode = drag.mode, section = drag.section;
  drag = null;
  if (mode === 'ortho') releaseOrthogonal(section, velocity); else release(velocity);
}
stage.addEventListener('pointerup', endDrag);
stage.addEventListener('pointercancel', endDrag);

/// UIScrollView's release: the deceleration's resting point is the proposal, the layout moves it.
function release(velocity) {
  const projection = velocity * DECELERATION / (1 - DECELERATION);
  const proposed = clamp(offset() + projection, 0, maxOffset());
  const [px, py] = axis() === 'y' ? [state.x, proposed] : [proposed, state.y];
  const [vx, vy] = axis() === 'y' ? [0, velocity] : [velocity, 0];
  wasm.le_prepare(state.x, state.y);
  wasm.le_target(px, py, vx, vy);
  const target = { x: wasm.le_target_x(), y: wasm.le_target_y() };
  state.lastRelease = {
    kind: 'main', tab: state.tab, variant: state.variant, count: state.count, width: state.width,
    height: state.height, x: state.x, y: state.y, proposedX: px, proposedY: py, velocityX: vx, velocityY: vy,
    targetX: target.x, targetY: target.y,
  };
  state.lastRest = null;
  const end = clamp(axis() === 'y' ? target.y : target.x, 0, maxOffset());
  $('r-snap').textContent = `v ${velocity.toFixed(2)} pt/ms → ${fmt(end)}`;
  animateTo(offset(), end, (value) => setOffset(value), () => {
    state.lastRest = { x: state.x, y: state.y };
  });
}

function releaseOrthogonal(section, velocity) {
  const current = wasm.le_orthogonal_offset(section);
  const low = wasm.le_orthogonal_min(section), high = wasm.le_orthogonal_max(section);
  const proposed = clamp(current + velocity * DECELERATION / (1 - DECELERATION), low, high);
  const target = wasm.le_target_orthogonal(section, proposed, velocity);
  state.lastRelease = {
    kind: 'ortho', tab: state.tab, variant: state.variant, count: state.count, width: state.width,
    height: state.height, x: state.x, y: state.y, section, current, proposed, velocity, target,
  };
  state.lastRest = null;
  $('r-snap').textContent = `row ${section}: v ${velocity.toFixed(2)} pt/ms → ${fmt(target)}`;
  animateTo(current, target, (value) => { wasm.le_set_orthogonal_offset(section, value); invalidate(); }, () => {
    state.lastRest = { orthogonal: wasm.le_orthogonal_offset(section) };
  });
}

/// An ease-out from `from` to `to`, longer for longer distances; the last frame sets `to` exactly.
function animateTo(from, to, apply, done) {
  const distance = Math.abs(to - from);
  const duration = distance < 0.5 ? 0 : clamp(250 + Math.sqrt(distance) * 12, 250, 900);
  state.animation = { from, to, apply, done, duration, start: null };
  if (duration === 0) { apply(to); state.animation = null; done(); }
}

function stepAnimation(now) {
  const animation = state.animation;
  if (!animation) return;
  if (animation.start === null) animation.start = now;
  const t = Math.min(1, (now - animation.start) / animation.duration);
  const eased = 1 - Math.pow(1 - t, 3);
  if (t >= 1) {
    animation.apply(animation.to);
    state.animation = null;
    animation.done();
  } else {
    animation.apply(animation.from + (animation.to - animation.from) * eased);
  }
}

let wheelTimer = 0;
stage.addEventListener('wheel', (event) => {
  if (!wasm) return;
  event.preventDefault();
  state.animation = null;
  const delta = axis() === 'y' ? event.deltaY : (Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY);
  setOffset(clamp(offset() + delta, 0, maxOffset()));
  clearTimeout(wheelTimer);
  wheelTimer = setTimeout(() => release(0), 160);
}, { passive: false });

// MARK: - Controls

function renderControls() {
  const tabs = $('tabs');
  tabs.replaceChildren(...TABS.map((tab, index) => {
    const button = document.createElement('button');
    button.textContent = tab.name;
    button.setAttribute('role', 'tab');
    button.setAttribute('aria-selected', String(index === state.tab));
    button.dataset.tab = index;
    button.onclick = () => select(index, 0, state.count);
    return button;
  }));
  $('variants').replaceChildren(...TABS[state.tab].variants.map((name, index) => {
    const button = document.createElement('button');
    button.textContent = name;
    button.className = index === state.variant ? 'on' : '';
    button.onclick = () => select(state.tab, index, state.count);
    return button;
  }));
  $('counts').replaceChildren(...COUNTS.map((count) => {
    const button = document.createElement('button');
    button.textContent = count >= 1000000 ? '1M items' : `${count.toLocaleString('en')} items`;
    button.className = count === state.count ? 'on' : '';
    button.onclick = () => select(state.tab, state.variant, count);
    return button;
  }));
}

$('inset').addEventListener('change', (event) => { state.inset = event.target.checked; invalidate(); });
$('measure').addEventListener('click', () => { measure(); });

// MARK: - Measurements and the test interface

/// The budgets: a 1M-item flow prepare (the varied-size variant: a flow of one item size is a
/// formula and prepares in no time), and a scroll frame (prepare at a new offset + query),
/// averaged over many frames because the page's clock is coarse.
function measure() {
  const saved = [state.tab, state.variant, state.count];
  const width = stage.clientWidth, height = stage.clientHeight;
  const prepares = [];
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    wasm.le_select(0, 1, 1000000, width, height);
    wasm.le_prepare(0, 0);
    prepares.push(performance.now() - start);
  }
  const maximum = wasm.le_content_height() - height;
  const frames = 2000;
  let found = 0;
  const start = performance.now();
  for (let i = 0; i < frames; i++) {
    const y = ((i * 7919.37) % maximum);
    wasm.le_prepare(0, y);
    found += wasm.le_query(QUERY_INSET, y + QUERY_INSET, width - 2 * QUERY_INSET, height - 2 * QUERY_INSET);
  }
  const frameUs = ((performance.now() - start) / frames) * 1000;
  const result = {
    prepareMs: Math.min(...prepares), prepareRunsMs: prepares, frameUs, frames,
    elementsPerFrame: found / frames, heapBytes: wasm.le_heap_bytes(),
  };
  $('bench').textContent = `1M-item flow of varied sizes: prepare ${result.prepareMs.toFixed(1)} ms (best of 3); ` +
    `scroll frame ${frameUs.toFixed(1)} µs (prepare at a new offset + query, mean of ${frames}, ` +
    `${result.elementsPerFrame.toFixed(0)} elements).`;
  console.log('playground measure', JSON.stringify(result));
  select(...saved);
  return result;
}

/// Replays a golden case: the same scene, scroll positions and query rects as the native writer.
function runCase(golden) {
  wasm.le_select(golden.tab, golden.variant, golden.count, golden.width, golden.height);
  wasm.le_prepare(0, 0);
  const out = { contentWidth: wasm.le_content_width(), contentHeight: wasm.le_content_height(), steps: [] };
  for (const step of golden.steps) {
    wasm.le_prepare(step.x, step.y);
    if (step.orthogonal !== null) wasm.le_set_orthogonal_offset(0, step.orthogonal);
    const [x, y, w, h] = step.rect;
    const count = wasm.le_query(x, y, w, h);
    out.steps.push({ count, records: Array.from(new Float64Array(wasm.memory.buffer, wasm.le_results(), count * RECORD)) });
  }
  select(state.tab, state.variant, state.count);
  return out;
}

window.playground = {
  ready: null, select, runCase, measure,
  state: () => ({
    tab: state.tab, variant: state.variant, count: state.count, width: state.width, height: state.height,
    x: state.x, y: state.y, elements: state.elements, animating: state.animation !== null || drag !== null,
    lastRelease: state.lastRelease, lastRest: state.lastRest, prepareMs: state.prepareMs,
    engineUs: mean(state.engineTimes) * 1000, frameMs: mean(state.frameTimes),
  }),
  scrollTo: (value) => { state.animation = null; setOffset(clamp(value, 0, maxOffset())); },
};

window.playground.ready = loadModule().then((size) => {
  select(0, 0, 10000);
  requestAnimationFrame(frame);
  // A new stage size is a new viewport: lay the scene out again (a resize, O(n)).
  new ResizeObserver(() => {
    if (stage.clientWidth !== state.width || stage.clientHeight !== state.height) {
      select(state.tab, state.variant, state.count);
    }
  }).observe(stage);
  return size;
});
