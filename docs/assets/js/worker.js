// @ts-check
// The rules engine in a worker: Pyodide (served by this site) + dominorules.
//
// Runs as a shared worker where the browser has them (one Python for every page of the
// visit: engine.js connects each page to the same worker) and as a dedicated module
// worker otherwise. Either way each page talks to it through one port:
//
// Messages in:  {type: "init", pyodide: <absolute URL of the runtime folder, ending in />,
//                engine: <absolute URL of the engine zip>,
//                snapshot: "site" | "off" (start from the build's memory snapshot, python.mjs, or not)}
//               {type: "call", id, request: <JSON string for dominorules.bridge.handle_json>}
// Messages out: {type: "progress", stage: "python" | "engine"}
//               {type: "ready", python: <version>, warm: <true when Python was already running>,
//                how: "snapshot" | "plain", fallback: <why a snapshot was not used, or null>}
//               {type: "error", message}               (start failed; a later init tries again)
//               {type: "result", id, response: <JSON string>} or {type: "result", id, error}
//
// The snapshot is the one the build made, pyodide/<version>/dominorules-<engine hash>.snapshot
// (DESIGN-startup.md says why not one made in the reader's browser). Whatever goes wrong
// with it, Python starts the plain way (python.mjs).
//
// Python source is never built from what a reader does: requests reach Python as a
// string argument of handle_json.

import { snapshotName, startPython } from "./python.mjs";

let handleJson = null;
let starting = null; // the promise of the one start, shared by every page
let version = null;
let how = null; // "snapshot" or "plain"
let fallback = null;
const waiting = new Set(); // ports that wait for the start (they get the progress)

function progress(stage) {
  for (const port of waiting) port.postMessage({ type: "progress", stage });
}

async function fetchBytes(url, what) {
  const reply = await fetch(url);
  if (reply.status === 404) return null;
  if (!reply.ok) throw new Error(`${what}: HTTP ${reply.status}`);
  return new Uint8Array(await reply.arrayBuffer());
}

async function start(msg) {
  progress("python");
  // Everything the start needs is asked for at once, the small loader first (it is needed
  // first, and a request made behind 25 MB of others waits for them):
  // - Pyodide's loader, and its big script (loadPyodide imports it from the same URL only
  //   after the loader ran; that second import finds it loaded);
  const loader = import(msg.pyodide + "pyodide.mjs");
  import(msg.pyodide + "pyodide.asm.mjs").catch(() => {}); // a failure is loadPyodide's to report
  // - the snapshot (its name does not need the runtime's version);
  const name = snapshotName(new URL(msg.engine).pathname);
  const snapshotBytes = msg.snapshot === "site" ? fetchBytes(msg.pyodide + name, "snapshot") : null;
  snapshotBytes?.catch(() => {}); // reported by startPython as the reason for a plain start
  // - the runtime's WebAssembly, compiled now: Pyodide compiles it only once the snapshot is
  //   in (and after its own script), and then finds this compile done or under way;
  const precompiled = WebAssembly.compileStreaming(fetch(msg.pyodide + "pyodide.asm.wasm")).catch(() => null);
  // - the engine (a plain start imports it; a restored Python has it already).
  const engineBytes = fetchBytes(msg.engine, "engine archive").then((bytes) => {
    if (!bytes) throw new Error("engine archive: HTTP 404");
    return bytes;
  });
  engineBytes.catch(() => {}); // reported below, after Python started
  const { loadPyodide, version: pyodideVersion } = await loader;
  const key = `${pyodideVersion}/${name}`;
  const snapshot = snapshotBytes ? { key, bytes: () => snapshotBytes } : null;
  const started = await startPython({
    loadPyodide,
    options: {
      indexURL: msg.pyodide,
      // every URL Pyodide derives stays on this site (no CDN fallback)
      packageBaseUrl: msg.pyodide,
      stdout: () => {},
      stderr: (line) => console.warn("[python]", line),
    },
    engineBytes,
    snapshot,
    onLoaded: () => progress("engine"),
  });
  await precompiled; // (held until Python runs, so that the compiled copy is not dropped early)
  handleJson = started.handleJson;
  version = started.pyodide.runPython("import sys; sys.version.split()[0]");
  how = started.how;
  fallback = started.fallback;
}

function init(port, msg) {
  const warm = handleJson !== null;
  if (!starting) {
    starting = start(msg);
    starting.catch(() => {
      starting = null; // the next page (or a retry) starts again
    });
  }
  waiting.add(port);
  starting.then(
    () => port.postMessage({ type: "ready", python: version, warm, how, fallback }),
    (err) => port.postMessage({ type: "error", message: String((err && err.stack) || err) }),
  ).finally(() => waiting.delete(port));
}

function call(port, msg) {
  if (!handleJson) {
    port.postMessage({ type: "result", id: msg.id, error: "engine not started" });
    return;
  }
  try {
    const response = handleJson(String(msg.request));
    port.postMessage({ type: "result", id: msg.id, response: String(response) });
  } catch (err) {
    port.postMessage({ type: "result", id: msg.id, error: String((err && /** @type {Error} */ (err).message) || err) });
  }
}

function attach(port) {
  port.addEventListener("message", (event) => {
    const msg = event.data || {};
    if (msg.type === "init") init(port, msg);
    else if (msg.type === "call") call(port, msg);
  });
  if (port.start) port.start();
}

if (typeof SharedWorkerGlobalScope === "function" && self instanceof SharedWorkerGlobalScope) {
  self.addEventListener("connect", (event) => {
    for (const port of /** @type {MessageEvent} */ (event).ports) attach(port);
  });
} else {
  attach(self);
}

// A module worker only: loaded as a classic worker this file is a syntax error,
// which the page reports as "could not start" (Pyodide 314 refuses classic workers).
export {};
