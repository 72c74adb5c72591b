// @ts-check
// The rules engine for every interactive block on a page, and the drawing helpers they share.
//
// One worker runs Pyodide and the rules engine (worker.js): a shared worker, so that Python
// starts once per visit, or a dedicated one where there are no shared workers. Every
// exchange is a JSON string for dominorules.bridge.handle_json. play.js (deal-and-play
// boards) and tutorial.js (examples and puzzles) import this module and share the engine.
// The service worker (sw.js) keeps the pages and the runtime for a second or offline visit.
// Every text that comes from the engine or the catalogs is inserted with textContent.

import { snapshotName } from "./python.mjs";

// How long Python may take to start, and the engine to answer one request, before the page
// says so and offers to try again (tests shorten them with window.DOMINO_*_TIMEOUT_MS).
const START_TIMEOUT_MS = 60000;
const CALL_TIMEOUT_MS = 30000;
const timeout = (name, fallback) => Number(globalThis[name]) || fallback;
const SVG_NS = "http://www.w3.org/2000/svg";

// ---------------------------------------------------------------- the engine

// The runtime files (hooks/dominosite/packing.py copies them) that the service worker keeps.
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

// Python starts from the memory snapshot the build made next to the runtime ("site"; python.mjs,
// DESIGN-startup.md), except on a first visit over a slow link: there the snapshot's 5.4 MB
// would take longer to arrive than Python takes to start without it, so Python starts plain
// ("off") and the service worker fetches the snapshot afterwards, for the next visit.
// "?snapshot=off" or "?snapshot=site" in the page's address asks for one of them (the benchmark).
const SNAPSHOT_SOURCES = ["site", "off"];

function askedSource() {
  const asked = new URLSearchParams(location.search).get("snapshot");
  return SNAPSHOT_SOURCES.includes(asked) ? asked : null;
}

/**
 * Whether the browser says the link is slow (its effective type is 3g or slower), or that its
 * reader wants to save data. (Its `downlink` is no help: a fresh Chromium says 1.3 Mbit/s on
 * any link until it has measured.)
 */
function slowLink() {
  const link = /** @type {any} */ (navigator).connection;
  if (!link) return false;
  return Boolean(link.saveData) || ["slow-2g", "2g", "3g"].includes(link.effectiveType);
}

/** The address of the snapshot made for `engine`'s engine and runtime. */
function snapshotURL(engine) {
  return new URL(snapshotName(new URL(engine.engineURL).pathname), engine.pyodideURL).href;
}

/** How `engine`'s next start begins: "site" (from the snapshot) or "off" (plain). */
async function sourceFor(engine) {
  const asked = askedSource();
  if (asked) return asked;
  if (!slowLink()) return "site";
  const kept = typeof caches === "object" ? await caches.match(snapshotURL(engine)).catch(() => undefined) : undefined;
  return kept ? "site" : "off";
}

/**
 * A port to the worker: the visit's shared worker where the browser has them (Python
 * starts once per visit, not once per page), else a dedicated module worker.
 * `extendedLifetime` asks the browser to keep the shared worker while the reader moves
 * to the next page of the site (browsers without it ignore the option).
 */
function connect(attempt, source) {
  const url = new URL("./worker.js", import.meta.url);
  if (typeof SharedWorker === "function" && !/[?&]worker=dedicated\b/.test(location.search)) {
    try {
      // after a failure, a worker of another name: the old one may be stuck (a start that hangs)
      // (and one per snapshot source, so that a page asking for a plain start gets one)
      const name = `dominorules-engine${source === SNAPSHOT_SOURCES[0] ? "" : `-${source}`}${attempt ? `-${attempt}` : ""}`;
      // (extendedLifetime: a newer option, not yet in TypeScript's DOM types)
      const shared = new SharedWorker(url, /** @type {WorkerOptions} */ ({ type: "module", name, extendedLifetime: true }));
      return { port: shared.port, source: shared, kind: "shared", close: () => shared.port.close() };
    } catch (err) {
      console.warn("domino: no shared worker, using a dedicated one", err);
    }
  }
  const worker = new Worker(url, { type: "module" });
  return { port: worker, source: worker, kind: "dedicated", close: () => worker.terminate() };
}

export class Engine {
  constructor(pyodideURL, engineURL) {
    this.pyodideURL = pyodideURL;
    this.engineURL = engineURL;
    this.link = null;
    this.ready = null;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = new Set();
    this.broken = false;
    this.started = false;
    this.warm = false; // Python was already running in the shared worker when this page came
    this.failures = 0;
  }

  /** Start (or join) the worker; resolves when Python and the engine are loaded. A failed start may be retried. */
  start(onProgress) {
    if (onProgress) this.listeners.add(onProgress);
    if (this.ready) return this.ready;
    this.broken = false;
    this.ready = sourceFor(this).then((source) => new Promise((resolve, reject) => {
      if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
        reject(new StartError("ui.no_wasm", "no WebAssembly"));
        return;
      }
      if (typeof Worker !== "function") {
        reject(new StartError("ui.failed", "no Web Workers"));
        return;
      }
      let link;
      try {
        link = connect(this.failures, source);
      } catch (err) {
        reject(new StartError("ui.failed", `module worker refused: ${err}`));
        return;
      }
      this.link = link;
      const timer = setTimeout(() => {
        fail(new StartError("ui.timeout", "timed out"));
      }, timeout("DOMINO_START_TIMEOUT_MS", START_TIMEOUT_MS));
      const fail = (err) => {
        clearTimeout(timer);
        this.stop(link, err);
        reject(err);
      };
      link.source.addEventListener("error", (event) => {
        if (event.preventDefault) event.preventDefault();
        const err = new StartError(this.started ? "ui.error" : "ui.failed", /** @type {ErrorEvent} */ (event).message || "worker error");
        if (this.started) this.stop(link, err);
        else fail(err);
      });
      link.port.addEventListener("messageerror", () => this.stop(link, new StartError("ui.error", "message error")));
      link.port.addEventListener("message", (event) => {
        const msg = /** @type {MessageEvent} */ (event).data || {};
        if (msg.type === "progress") {
          for (const fn of this.listeners) fn(msg.stage);
        } else if (msg.type === "ready") {
          clearTimeout(timer);
          this.started = true;
          this.warm = Boolean(msg.warm);
          document.documentElement.dataset.dominoEngine = `${link.kind}${this.warm ? "-warm" : ""}`;
          document.documentElement.dataset.dominoStart = msg.how || "";
          if (msg.fallback) console.warn("domino: Python started without its snapshot:", msg.fallback);
          // (a plain start over a slow link: the snapshot is fetched now, for the next visit)
          keepRuntime(this, msg.how === "snapshot" || (source === "off" && !askedSource()), Boolean(msg.fallback));
          resolve(msg);
        } else if (msg.type === "error") {
          if (this.started) this.stop(link, new StartError("ui.error", msg.message));
          else fail(new StartError("ui.failed", msg.message));
        } else if (msg.type === "result") {
          const entry = this.pending.get(msg.id);
          if (!entry) return;
          this.pending.delete(msg.id);
          if (msg.error) entry.reject(new StartError("ui.error", msg.error));
          else entry.resolve(JSON.parse(msg.response));
        }
      });
      if ("start" in link.port) link.port.start();
      link.port.postMessage({ type: "init", pyodide: this.pyodideURL, engine: this.engineURL, snapshot: source });
    }));
    return this.ready;
  }

  /** Give up on this worker (it failed, or stopped answering); the next start() begins again. */
  stop(link, err) {
    this.failures += 1;
    this.broken = true;
    this.started = false;
    this.ready = null;
    if (this.link === link) this.link = null;
    try {
      link.close();
    } catch (closeErr) {
      console.warn("domino: closing the worker", closeErr);
    }
    for (const { reject } of this.pending.values()) reject(err);
    this.pending.clear();
  }

  /**
   * One request object in, the bridge's reply object out; a worker that does not answer in time is
   * given up. `patience` multiplies the time allowed (the strong player's searches take longer).
   */
  async call(request, patience = 1) {
    await this.ready;
    const link = this.link;
    if (this.broken || !link) throw new StartError("ui.error", "engine stopped");
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop(link, new StartError("ui.timeout", "no answer"));
      }, timeout("DOMINO_CALL_TIMEOUT_MS", CALL_TIMEOUT_MS) * patience);
      this.pending.set(id, {
        resolve: (value) => { clearTimeout(timer); resolve(value); },
        reject: (err) => { clearTimeout(timer); reject(err); },
      });
      link.port.postMessage({ type: "call", id, request: JSON.stringify(request) });
    });
  }
}

// ---------------------------------------------------------------- the service worker

/** Register the site's service worker (sw.js at the site root) that keeps pages and the runtime for offline visits. */
function registerServiceWorker(rootURL) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(new URL("sw.js", rootURL), { scope: rootURL.href }).catch((err) => {
    console.warn("domino: no service worker", err);
  });
}

/**
 * Once Python runs, ask the service worker to keep the runtime and the engine (they are in the
 * HTTP cache now), and the build's snapshot of Python if it worked (or, after a plain start over
 * a slow link, to fetch it now for the next visit); a snapshot that did not work is dropped
 * from its cache, so that the next visit fetches it again.
 */
function keepRuntime(engine, keepSnapshot, snapshotFailed) {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => {
    if (!registration.active) return;
    const urls = [...RUNTIME_FILES.map((name) => new URL(name, engine.pyodideURL).href), engine.engineURL];
    const snapshot = snapshotURL(engine);
    if (keepSnapshot) urls.push(snapshot);
    if (snapshotFailed) registration.active.postMessage({ type: "drop", urls: [snapshot] });
    registration.active.postMessage({ type: "keep", urls });
  }).catch(() => {});
}

/** `t(id, params)` over the texts of one block; a missing text is reported, never shown as its id. */
export function textsOf(texts, who) {
  return (id, params) => {
    const text = texts[id];
    if (text === undefined) {
      console.error(`${who}: no text for`, id);
      return "";
    }
    return format(text, params || {});
  };
}

/** A Material button with a class, a label and what it does. */
export function button(className, text, onClick) {
  const b = el("button", `md-button ${className}`, text);
  b.type = "button";
  if (onClick) b.addEventListener("click", onClick);
  return b;
}

/** Make `b` a toggle button: each press flips its aria-pressed. */
export function pressable(b) {
  b.setAttribute("aria-pressed", "false");
  b.addEventListener("click", () => b.setAttribute("aria-pressed", b.getAttribute("aria-pressed") === "true" ? "false" : "true"));
  return b;
}

/**
 * Once the page is ready, bring every block matching `selector` to life with `make(root)`
 * (its result is kept as `root[name]`), once each; a block that fails is reported, the
 * others still work. A block that is set up carries data-ready="1".
 */
export function mountAll(selector, name, make) {
  const run = () => {
    for (const root of document.querySelectorAll(selector)) {
      if (root.dataset.ready) continue;
      try {
        root[name] = make(root);
        root.dataset.ready = "1";
        if (root.dataset.pyodide) warmUp(root);
      } catch (err) {
        console.error(`${selector}: cannot set up`, err);
      }
    }
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
}

/** A tile in a line of play: a picture with its name for screen readers (inside an <li>). */
export function placedTile(className, tile) {
  const [a, b] = halves(tile);
  const li = el("li", className);
  li.dataset.tile = tile;
  const picture = el("span", "domino-picture");
  picture.setAttribute("role", "img");
  picture.setAttribute("aria-label", tile);
  picture.append(tileSVG(tile, a === b));
  li.append(picture);
  return li;
}

/**
 * After a failure: a "Try again" button right after `status` that runs `again` once.
 * What the reader entered stays where it is; only the engine is started afresh.
 */
export function offerRetry(status, label, again) {
  const old = status.parentNode && status.parentNode.querySelector(":scope > .domino-retry");
  if (old) old.remove();
  const b = el("button", "md-button domino-retry", label);
  b.type = "button";
  b.addEventListener("click", () => {
    b.remove();
    again();
  }, { once: true });
  status.after(b);
  return b;
}

export class StartError extends Error {
  constructor(msgid, detail) {
    super(detail);
    this.msgid = msgid;
  }
}

let sharedEngine = null;
let warming = false;

/**
 * On a return visit, start Python as soon as a page with an engine block loads, so that it
 * usually runs before the reader presses Start (DESIGN-startup.md). "Return visit": the
 * service worker keeps what this start needs (the runtime's snapshot, or for a plain start
 * the runtime). A first visit does not start early: that would download the runtime for
 * every reader, also those who never play, and neither does a reader who asked the browser
 * to save data. A failed early start says nothing: Start tries again and reports.
 */
export function warmUp(root) {
  if (warming) return;
  warming = true;
  // what was decided, for the tests: "started", "not-kept", "save-data" or "no-caches"
  const decided = (how) => { document.documentElement.dataset.dominoWarmUp = how; };
  if ((/** @type {any} */ (navigator).connection || {}).saveData) return decided("save-data");
  if (typeof caches !== "object") return decided("no-caches");
  const engine = engineFor(root);
  sourceFor(engine).then((source) => caches.match(
    source === "site" ? snapshotURL(engine) : new URL("pyodide.asm.wasm", engine.pyodideURL).href,
  )).then((kept) => {
    if (kept && !engine.ready) engine.start().catch(() => {});
    decided(kept ? "started" : "not-kept");
  }, () => decided("no-caches"));
}

export function engineFor(root) {
  if (!sharedEngine) {
    const base = new URL(root.dataset.root || "./", document.baseURI);
    sharedEngine = new Engine(
      new URL(root.dataset.pyodide, base).href,
      new URL(root.dataset.engine, base).href,
    );
  }
  return sharedEngine;
}

// ---------------------------------------------------------------- tiles

export function halves(tile) {
  const m = /^(\d+)\D+(\d+)$/.exec(String(tile).trim());
  return m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
}

export function tileKey(tile) {
  const [a, b] = halves(tile);
  return `${Math.max(a, b)}-${Math.min(a, b)}`;
}

const P = { c: 0.5, l: 0.27, r: 0.73, t: 0.27, b: 0.73, m: 0.5 };
const PIPS = {
  0: [],
  1: [[P.c, P.c]],
  2: [[P.l, P.t], [P.r, P.b]],
  3: [[P.l, P.t], [P.c, P.c], [P.r, P.b]],
  4: [[P.l, P.t], [P.r, P.t], [P.l, P.b], [P.r, P.b]],
  5: [[P.l, P.t], [P.r, P.t], [P.c, P.c], [P.l, P.b], [P.r, P.b]],
  6: [[P.l, P.t], [P.m, P.t], [P.r, P.t], [P.l, P.b], [P.m, P.b], [P.r, P.b]],
};

export function svgEl(name, attrs) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** A tile as an SVG (upright: halves top/bottom; else left/right), the same drawing as the hook's. */
export function tileSVG(tile, upright) {
  const U = 28;
  const [a, b] = halves(tile);
  const w = upright ? U : 2 * U;
  const h = upright ? 2 * U : U;
  const svg = svgEl("svg", { viewBox: `0 0 ${w + 2} ${h + 2}`, width: w + 2, height: h + 2, class: "dm-svg", "aria-hidden": "true", focusable: "false" });
  svg.appendChild(svgEl("rect", { class: "dm-face", x: 1, y: 1, width: w, height: h, rx: 4, fill: "#fffdf4", stroke: "#2b2b2b", "stroke-width": 1.5 }));
  svg.appendChild(upright
    ? svgEl("line", { class: "dm-div", x1: 5, y1: U + 1, x2: U - 3, y2: U + 1, stroke: "#2b2b2b", "stroke-width": 1.2 })
    : svgEl("line", { class: "dm-div", x1: U + 1, y1: 5, x2: U + 1, y2: U - 3, stroke: "#2b2b2b", "stroke-width": 1.2 }));
  const origins = upright ? [[1, 1, a], [1, U + 1, b]] : [[1, 1, a], [U + 1, 1, b]];
  const r = Math.round(U * 0.95) / 10; // U x 0.095 to a tenth, as the hook draws pips
  let d = ""; // every pip in one path, as the hook draws them (hooks/dominosite/svg.py, pip_path)
  for (const [ox, oy, n] of origins) {
    for (let [px, py] of PIPS[n] || []) {
      if (upright && n === 6) [px, py] = [py, px];
      const cx = ox + px * U;
      const cy = oy + py * U;
      d += `M${(cx - r).toFixed(1)} ${cy.toFixed(1)}a${r} ${r} 0 1 0 ${(2 * r).toFixed(1)} 0a${r} ${r} 0 1 0 ${(-2 * r).toFixed(1)} 0z`;
    }
  }
  if (d) svg.appendChild(svgEl("path", { class: "dm-pip", d, fill: "#1d1d1d" }));
  return svg;
}

// ---------------------------------------------------------------- one board

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * A text with its {placeholders} filled in from `params`. A text with a count comes as
 * `{count, one, other}` (dominorules.i18n.browser_text): `count` names the parameter
 * that holds the number, `one` is the form for exactly 1 and `other` for any other
 * number, which is the plural rule of every language of the site (gettext's
 * "plural=(n != 1)" for en, sv, de and nb; tests/test_catalogs.py checks the catalogs
 * say so). A language with other rules would need its rule here.
 */
export function format(template, params = {}) {
  let text = template;
  if (text && typeof text === "object") text = Number(params[text.count]) === 1 ? text.one : text.other;
  return String(text).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));
}

// ---------------------------------------------------------------- a position

/**
 * The position in words, for screen readers: the line and its open ends, then each hand
 * (`hands`: [player number, tiles or null when face down, tile count]).
 */
export function describePosition(line, hands, t) {
  const parts = [];
  if (!line || line.length === 0) parts.push(t("ui.describe_empty"));
  else parts.push(t("ui.describe_line", { tiles: line.join(" "), left: halves(line[0])[0], right: halves(line[line.length - 1])[1] }));
  for (const [player, tiles, count] of hands) {
    parts.push(tiles
      ? t("ui.describe_hand", { player, tiles: tiles.length ? tiles.join(", ") : t("ui.no_tiles") })
      : t("ui.describe_hidden", { player, count }));
  }
  return parts.join(" ");
}

/** A visually hidden live region: what it is given is read out, not shown. */
export function spokenRegion() {
  const p = el("p", "domino-sr");
  p.setAttribute("aria-live", "polite");
  return p;
}

/** Line, hands and boneyard of a state from the engine, drawn into `box`. */
export function drawPosition(box, state, t) {
  box.replaceChildren();
  const line = el("ol", "domino-tutorial__line");
  line.setAttribute("aria-label", t("ui.line"));
  if (!state.line || state.line.length === 0) {
    line.append(el("li", "domino-tutorial__line-empty", t("ui.line_empty")));
  }
  for (const tile of state.line || []) line.append(placedTile("domino-tutorial__placed", tile));
  box.append(line);
  const hands = el("ul", "domino-tutorial__hands");
  (state.hands || []).forEach((hand, seat) => {
    const li = el("li", "domino-tutorial__hand");
    const toMove = !state.over && state.to_move === seat;
    const label = t(toMove ? "ui.to_move" : "ui.player", { player: seat + 1 });
    li.append(el("span", "domino-tutorial__hand-label", `${label}: `));
    if (hand === null) {
      li.append(el("span", "", t("ui.face_down", { count: state.hand_sizes[seat] })));
    } else if (hand.length === 0) {
      li.append(el("span", "", t("ui.no_tiles")));
    } else {
      const tiles = el("span", "domino-tutorial__hand-tiles");
      tiles.setAttribute("role", "img");
      tiles.setAttribute("aria-label", hand.join(", "));
      for (const tile of hand) tiles.append(tileSVG(tile, true));
      li.append(tiles);
    }
    hands.append(li);
  });
  box.append(hands);
  if (state.boneyard) box.append(el("p", "domino-tutorial__boneyard", t("ui.boneyard_count", { count: state.boneyard })));
}

registerServiceWorker(new URL("../../", import.meta.url));
