// The rules engine in a worker: Pyodide (served by this site) + dominorules.
//
// Runs as a shared worker where the browser has them (one Python for every page of the
// visit: engine/client.ts connects each page to the same worker) and as a dedicated module
// worker otherwise. Either way each page talks to it through one port:
//
// Messages in:  {type: "init", pyodide: <absolute URL of the runtime folder, ending in />,
//                engine: <absolute URL of the engine zip>,
//                stdlib: <absolute URL of the standard library the engine needs (tools/stdlib.mjs)>,
//                snapshot: "site" | "off" (start from the build's memory snapshot, python.mjs, or not),
//                bytes: <what a plain start downloads, decoded: the total of the progress>}
//               {type: "call", id, request: <JSON string for dominorules.bridge.handle_json>}
// Messages out: {type: "progress", stage: "python" | "engine"}
//               {type: "bytes", loaded, total}           (the runtime's files as they arrive)
//               {type: "ready", python: <version>, warm: <true when Python was already running>,
//                how: "snapshot" | "plain", fallback: <why a snapshot was not used, or null>}
//               {type: "error", message}               (start failed; a later init tries again)
//               {type: "result", id, response: <JSON string>} or {type: "result", id, error}
//
// The snapshot is the one the build made, pyodide/<version>/dominorules-<engine hash>-<stdlib hash>.snapshot
// (DESIGN-startup.md says why not one made in the reader's browser). Whatever goes wrong
// with it, Python starts the plain way (python.mjs).
//
// Python source is never built from what a reader does: requests reach Python as a
// string argument of handle_json.

import { snapshotKey, snapshotName, startPython, type HandleJson, type LoadPyodide, type StartHow } from "./python";
import type { Files, InitMessage, ToPage, Stage } from "./protocol";

/** Where a message goes: a shared worker's port, or the dedicated worker itself. */
interface Port {
  postMessage(message: ToPage): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  start?: () => void;
}

let handleJson: HandleJson | null = null;
let starting: Promise<void> | null = null; // the promise of the one start, shared by every page
let version: string | null = null;
let how: StartHow | null = null;
let fallback: string | null = null;
const waiting = new Set<Port>(); // ports that wait for the start (they get the progress)

function progress(stage: Stage): void {
  for (const port of waiting) port.postMessage({ type: "progress", stage });
}

// Count the bytes of every file of the start as they arrive (Pyodide's own fetches included),
// for the page's progress bar and its stall watch: each response of the runtime, the standard
// library or the engine is read a second time through a clone, and the original goes on
// untouched (its URL is kept, so the browser's compiled-code cache still applies). Only a plain
// start counts: a start from the snapshot reads the device's copies. `counting` is the start
// under way: its bytes so far, and the files already counted (a second request of the same
// file, Pyodide's after the early compile's, reads the same bytes).
let counting: { msg: Files; loaded: number; said: number; seen: Set<string>; read: Promise<void>[] } | null = null;
const plainFetch = self.fetch.bind(self);
// Responses the worker asked for before Pyodide does, handed to Pyodide's own request of the same
// URL (once): a second request would download the file again (over HTTP/2 it did, a second 2.8 MB
// of WebAssembly on a phone's first visit), or wait for the first to finish before streaming.
const early = new Map<string, Promise<Response>>();
self.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const given = early.get(url);
  if (given) {
    early.delete(url);
    return given;
  }
  const response = await plainFetch(input, init);
  const count = counting;
  if (!count || !response.ok || !response.body) return response;
  const { msg } = count;
  if (!((url.startsWith(msg.pyodide) && !url.endsWith(".snapshot")) || url === msg.engine || url === msg.stdlib)
    || count.seen.has(url)) {
    return response;
  }
  count.seen.add(url);
  const total = Math.max(1, msg.bytes);
  const reader = response.clone().body?.getReader();
  count.read.push((async () => {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      count.loaded += part.value.byteLength;
      const percent = Math.min(100, Math.floor((100 * count.loaded) / total));
      if (percent === count.said) continue; // (a message a percent, not a chunk)
      count.said = percent;
      for (const port of waiting) port.postMessage({ type: "bytes", loaded: Math.min(count.loaded, total), total });
    }
  })().catch(() => {})); // (a broken download is Pyodide's to report)
  return response;
};

async function fetchBytes(url: string, what: string): Promise<Uint8Array | null> {
  const reply = await fetch(url);
  if (reply.status === 404) return null;
  if (!reply.ok) throw new Error(`${what}: HTTP ${String(reply.status)}`);
  return new Uint8Array(await reply.arrayBuffer());
}

/** What a start downloads, asked for at once (by the start, or before it by a prefetch). */
interface Downloads {
  files: Files;
  loader: Promise<unknown>; // Pyodide's loader module
  wasm: Promise<Response>; // the runtime's WebAssembly, for the early compile (Pyodide gets a copy)
  engineBytes: Promise<Uint8Array>; // the engine archive
  done: Promise<void>; // every byte of a plain start is in
}
let downloads: Downloads | null = null;

/**
 * Ask for everything a start needs at once, the small loader first (it is needed first, and a
 * request made behind 25 MB of others waits for them). Pyodide's own requests of the same
 * files later get these responses (`early`), so that nothing comes twice.
 */
function download(files: Files, count: boolean): Downloads {
  counting = count ? { msg: files, loaded: 0, said: -1, seen: new Set(), read: [] } : null;
  // - Pyodide's loader, and its big script (loadPyodide imports it from the same URL only
  //   after the loader ran; that second import finds it loaded);
  const loader: Promise<unknown> = import(files.pyodide + "pyodide.mjs");
  loader.catch(() => {}); // reported by the start
  const script = import(files.pyodide + "pyodide.asm.mjs").catch(() => {}); // a failure is loadPyodide's to report
  // - the runtime's WebAssembly: one response for the early compile, a copy of its bytes as
  //   they arrive for Pyodide's own request;
  const wasmURL = files.pyodide + "pyodide.asm.wasm";
  const wasmReply = fetch(wasmURL).then((response) => ({ ours: response, theirs: response.clone() }));
  const theirs = wasmReply.then((replies) => replies.theirs);
  theirs.catch(() => {}); // (a failed download is Pyodide's to report, when it asks)
  early.set(wasmURL, theirs);
  // - the standard library, which Pyodide asks for as it starts (a plain start's);
  if (count) {
    const stdlib = fetch(files.stdlib);
    stdlib.catch(() => {});
    early.set(files.stdlib, stdlib);
  }
  // - the engine (a plain start imports it; a restored Python has it already).
  const engineBytes = fetchBytes(files.engine, "engine archive").then((bytes) => {
    if (!bytes) throw new Error("engine archive: HTTP 404");
    return bytes;
  });
  engineBytes.catch(() => {}); // reported by the start, after Python started
  const reading = counting;
  const done = Promise.all([loader, script, engineBytes, wasmReply]).then(async () => {
    await Promise.all(reading?.read ?? []);
  });
  return { files, loader, wasm: wasmReply.then(({ ours }) => ours), engineBytes, done };
}

/**
 * A prefetch: the files of a plain start downloaded before anyone starts (engine/warm.ts). Once
 * they are in, the browser's cache has them (they are kept a year under their names), and the
 * copies held for Pyodide are let go: a start then reads them from the cache.
 */
let prefetching: Promise<void> | null = null;
function prefetch(port: Port, files: Files): void {
  if (!prefetching && !starting && !handleJson) {
    const got = (downloads = download(files, true));
    prefetching = got.done.catch(() => {}).finally(() => {
      if (downloads !== got) return; // a start took them
      downloads = null;
      counting = null;
      early.clear();
    });
  }
  void (prefetching ?? Promise.resolve()).then(() => { port.postMessage({ type: "downloaded" }); });
}

/** The runtime's loader module (Pyodide's own types are not part of this build). */
interface PyodideModule { loadPyodide: LoadPyodide; version: string }

function isPyodideModule(value: unknown): value is PyodideModule {
  return typeof value === "object" && value !== null && "loadPyodide" in value
    && typeof value.loadPyodide === "function" && "version" in value && typeof value.version === "string";
}

async function start(msg: InitMessage): Promise<void> {
  progress("python");
  // what a start downloads, unless a prefetch asked for it already (a start from the snapshot
  // reads the device's copies: nothing to wait for, nothing counted)
  const got = downloads ?? download(msg, msg.snapshot === "off");
  downloads = null; // (a later start, after a failure, asks again)
  const { loader, engineBytes } = got;
  // the snapshot (its name does not need the runtime's version);
  const name = snapshotName(new URL(msg.engine).pathname, new URL(msg.stdlib).pathname);
  const snapshotBytes = msg.snapshot === "site" ? fetchBytes(msg.pyodide + name, "snapshot") : null;
  snapshotBytes?.catch(() => {}); // reported by startPython as the reason for a plain start
  // the runtime's WebAssembly, compiled now: Pyodide compiles it only once the snapshot is in
  // (and after its own script), and then finds this compile done or under way
  const precompiled = WebAssembly.compileStreaming(got.wasm).catch(() => null);
  const runtime = await loader;
  if (!isPyodideModule(runtime)) throw new Error("pyodide.mjs: no loadPyodide");
  const { loadPyodide, version: pyodideVersion } = runtime;
  const key = snapshotKey(pyodideVersion, name, msg.stdlib);
  const snapshot = snapshotBytes ? { key, bytes: () => snapshotBytes } : null;
  const started = await startPython({
    loadPyodide,
    options: {
      indexURL: msg.pyodide,
      // every URL Pyodide derives stays on this site (no CDN fallback)
      packageBaseUrl: msg.pyodide,
      // the standard library the engine needs, compiled (tools/stdlib.mjs), not Pyodide's whole one
      stdLibURL: msg.stdlib,
      stdout: () => {},
      stderr: (line: string) => { console.warn("[python]", line); },
    },
    engineBytes,
    snapshot,
    onLoaded: () => { progress("engine"); },
  });
  await precompiled; // (held until Python runs, so that the compiled copy is not dropped early)
  handleJson = started.handleJson;
  version = String(started.pyodide.runPython("import sys; sys.version.split()[0]"));
  how = started.how;
  fallback = started.fallback;
}

function init(port: Port, msg: InitMessage): void {
  const warm = handleJson !== null;
  if (counting && !warm) { // bytes a prefetch has already: said at once
    const total = Math.max(1, counting.msg.bytes);
    port.postMessage({ type: "bytes", loaded: Math.min(counting.loaded, total), total });
  }
  if (!starting) {
    starting = start(msg);
    starting.catch(() => {
      starting = null; // the next page (or a retry) starts again
    });
  }
  waiting.add(port);
  starting.then(
    () => {
      port.postMessage({ type: "ready", python: version ?? "", warm, how: how ?? "plain", fallback });
    },
    (err: unknown) => {
      port.postMessage({ type: "error", message: err instanceof Error ? String(err.stack || err) : String(err) });
    },
  ).finally(() => waiting.delete(port));
}

function call(port: Port, msg: { id: number; request: string }): void {
  if (!handleJson) {
    port.postMessage({ type: "result", id: msg.id, error: "engine not started" });
    return;
  }
  try {
    const response = handleJson(msg.request);
    port.postMessage({ type: "result", id: msg.id, response: String(response) });
  } catch (err) {
    port.postMessage({ type: "result", id: msg.id, error: err instanceof Error ? err.message : String(err) });
  }
}

function attach(port: Port): void {
  port.addEventListener("message", (event: MessageEvent) => {
    const msg: unknown = event.data;
    if (typeof msg !== "object" || msg === null || !("type" in msg)) return;
    if ((msg.type === "init" || msg.type === "prefetch") && "pyodide" in msg && typeof msg.pyodide === "string"
      && "engine" in msg && typeof msg.engine === "string") {
      const files: Files = { pyodide: msg.pyodide, engine: msg.engine,
        stdlib: "stdlib" in msg && typeof msg.stdlib === "string" ? msg.stdlib : msg.pyodide + "python_stdlib.zip",
        bytes: "bytes" in msg && typeof msg.bytes === "number" ? msg.bytes : 0 };
      if (msg.type === "prefetch") prefetch(port, files);
      else init(port, { type: "init", ...files, snapshot: "snapshot" in msg && msg.snapshot === "site" ? "site" : "off" });
    } else if (msg.type === "call" && "id" in msg && typeof msg.id === "number" && "request" in msg) {
      call(port, { id: msg.id, request: String(msg.request) });
    }
  });
  if (port.start) port.start();
}

declare const self: SharedWorkerGlobalScope | DedicatedWorkerGlobalScope;

if (typeof SharedWorkerGlobalScope === "function" && self instanceof SharedWorkerGlobalScope) {
  self.addEventListener("connect", (event: MessageEvent) => {
    for (const port of event.ports) attach(port);
  });
} else {
  attach(self as DedicatedWorkerGlobalScope);
}

// A module worker only: loaded as a classic worker this file is a syntax error,
// which the page reports as "could not start" (Pyodide 314 refuses classic workers).
export {};
