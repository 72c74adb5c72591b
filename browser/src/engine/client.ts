// The one way a page asks the engine: one worker runs Pyodide and the rules engine
// (engine/worker.ts): a shared worker, so that Python starts once per visit, or a dedicated
// one where there are no shared workers. Every exchange is a JSON string for
// dominorules.bridge.handle_json; `call(op, request)` is typed by the contract (contract.gen.ts).
// A failed start or a worker that stops answering is a StartError naming the page's text for it
// (ui.failed, ui.timeout, ...); the engine's own refusals are replies with ok: false.

import type { ErrorReply, Op, Operations, Reply } from "../contract.gen";
import { snapshotName } from "./python";
import type { ReadyMessage, SnapshotSource, Stage, ToPage } from "./protocol";

// How long Python may take to start, and the engine to answer one request, before the page
// says so and offers to try again (tests shorten them with window.DOMINO_*_TIMEOUT_MS).
const START_TIMEOUT_MS = 60000;
const CALL_TIMEOUT_MS = 30000;
function timeout(name: "DOMINO_START_TIMEOUT_MS" | "DOMINO_CALL_TIMEOUT_MS", fallback: number): number {
  return Number((globalThis as Record<string, unknown>)[name]) || fallback;
}

// The runtime files (hooks/dominosite/packing.py copies them) that the service worker keeps.
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"];

// Python starts from the memory snapshot the build made next to the runtime ("site"; python.ts,
// DESIGN-startup.md), except on a first visit over a slow link: there the snapshot's 5.6 MB
// would take longer to arrive than Python takes to start without it, so Python starts plain
// ("off") and the service worker fetches the snapshot afterwards, for the next visit.
// "?snapshot=off" or "?snapshot=site" in the page's address asks for one of them (the benchmark).
const SNAPSHOT_SOURCES: readonly SnapshotSource[] = ["site", "off"];

/** The page's text for what went wrong (a ui.* id) and the detail for the console. */
export type StartFailure = "ui.no_wasm" | "ui.failed" | "ui.timeout" | "ui.error";

export class StartError extends Error {
  readonly msgid: StartFailure;
  constructor(msgid: StartFailure, detail: string) {
    super(detail);
    this.name = "StartError";
    this.msgid = msgid;
  }
}

/** The page's text id for any failure: a StartError's own, else the general one. */
export function failureText(err: unknown): StartFailure {
  return err instanceof StartError ? err.msgid : "ui.error";
}

function askedSource(): SnapshotSource | null {
  const asked = new URLSearchParams(location.search).get("snapshot");
  return SNAPSHOT_SOURCES.find((s) => s === asked) ?? null;
}

/** The Network Information API (Chromium only; not in TypeScript's DOM types). */
interface Connection { saveData?: boolean; effectiveType?: string }
export function connection(): Connection | null {
  const link: unknown = (navigator as Navigator & { connection?: unknown }).connection;
  return typeof link === "object" && link !== null ? link as Connection : null;
}

/**
 * Whether the browser says the link is slow (its effective type is 3g or slower), or that its
 * reader wants to save data. (Its `downlink` is no help: a fresh Chromium says 1.3 Mbit/s on
 * any link until it has measured.)
 */
function slowLink(): boolean {
  const link = connection();
  if (!link) return false;
  return Boolean(link.saveData) || ["slow-2g", "2g", "3g"].includes(link.effectiveType ?? "");
}

/** A port to the worker, and how to let it go. */
interface Link {
  port: MessagePort | Worker;
  source: SharedWorker | Worker;
  kind: "shared" | "dedicated";
  close: () => void;
}

/**
 * A port to the worker: the visit's shared worker where the browser has them (Python
 * starts once per visit, not once per page), else a dedicated module worker.
 * `extendedLifetime` asks the browser to keep the shared worker while the reader moves
 * to the next page of the site (browsers without it ignore the option).
 */
function connect(attempt: number, source: SnapshotSource): Link {
  const url = new URL("./worker.js", import.meta.url);
  if (typeof SharedWorker === "function" && !/[?&]worker=dedicated\b/.test(location.search)) {
    try {
      // after a failure, a worker of another name: the old one may be stuck (a start that hangs)
      // (and one per snapshot source, so that a page asking for a plain start gets one)
      const name = `dominorules-engine${source === SNAPSHOT_SOURCES[0] ? "" : `-${source}`}${attempt ? `-${attempt}` : ""}`;
      // (extendedLifetime: a newer option, not yet in TypeScript's DOM types)
      const options: WorkerOptions & { extendedLifetime: boolean } = { type: "module", name, extendedLifetime: true };
      const shared = new SharedWorker(url, options);
      return { port: shared.port, source: shared, kind: "shared", close: () => shared.port.close() };
    } catch (err) {
      console.warn("domino: no shared worker, using a dedicated one", err);
    }
  }
  const worker = new Worker(url, { type: "module" });
  return { port: worker, source: worker, kind: "dedicated", close: () => worker.terminate() };
}

interface Pending { resolve: (reply: unknown) => void; reject: (err: unknown) => void }

/** A reply of `op`, or the engine's refusal (bad input, in the reader's language). */
export type { Reply };
/** What a block sends with `op` (the client adds the op itself). */
export type RequestOf<O extends Op> = Omit<Operations[O]["request"], "op">;

export class Engine {
  readonly pyodideURL: string;
  readonly engineURL: string;
  private link: Link | null = null;
  /** The start under way or done; null before it and after a failure. */
  ready: Promise<ReadyMessage> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(stage: Stage) => void>();
  private broken = false;
  private started = false;
  /** Python was already running in the shared worker when this page came. */
  warm = false;
  private failures = 0;

  constructor(pyodideURL: string, engineURL: string) {
    this.pyodideURL = pyodideURL;
    this.engineURL = engineURL;
  }

  /** Whether Python runs and answers (a start succeeded and nothing failed since). */
  get running(): boolean {
    return this.started && !this.broken;
  }

  /** The address of the snapshot made for this engine and runtime. */
  snapshotURL(): string {
    return new URL(snapshotName(new URL(this.engineURL).pathname), this.pyodideURL).href;
  }

  /** How the next start begins: "site" (from the snapshot) or "off" (plain). */
  async sourceFor(): Promise<SnapshotSource> {
    const asked = askedSource();
    if (asked) return asked;
    if (!slowLink()) return "site";
    const kept = typeof caches === "object" ? await caches.match(this.snapshotURL()).catch(() => undefined) : undefined;
    return kept ? "site" : "off";
  }

  /** Start (or join) the worker; resolves when Python and the engine are loaded. A failed start may be retried. */
  start(onProgress?: (stage: Stage) => void): Promise<ReadyMessage> {
    if (onProgress) this.listeners.add(onProgress);
    if (this.ready) return this.ready;
    this.broken = false;
    this.ready = this.sourceFor().then((source) => this.open(source));
    return this.ready;
  }

  private open(source: SnapshotSource): Promise<ReadyMessage> {
    return new Promise((resolve, reject) => {
      if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
        reject(new StartError("ui.no_wasm", "no WebAssembly"));
        return;
      }
      if (typeof Worker !== "function") {
        reject(new StartError("ui.failed", "no Web Workers"));
        return;
      }
      let link: Link;
      try {
        link = connect(this.failures, source);
      } catch (err) {
        reject(new StartError("ui.failed", `module worker refused: ${String(err)}`));
        return;
      }
      this.link = link;
      const fail = (err: StartError): void => {
        clearTimeout(timer);
        this.stop(link, err);
        reject(err);
      };
      const timer = setTimeout(() => {
        fail(new StartError("ui.timeout", "timed out"));
      }, timeout("DOMINO_START_TIMEOUT_MS", START_TIMEOUT_MS));
      link.source.addEventListener("error", (event: Event) => {
        event.preventDefault();
        const detail = event instanceof ErrorEvent && event.message ? event.message : "worker error";
        const err = new StartError(this.started ? "ui.error" : "ui.failed", detail);
        if (this.started) this.stop(link, err);
        else fail(err);
      });
      link.port.addEventListener("messageerror", () => this.stop(link, new StartError("ui.error", "message error")));
      link.port.addEventListener("message", (event: Event) => {
        if (!(event instanceof MessageEvent)) return;
        const msg = event.data as ToPage; // (the worker's own messages: engine/protocol.ts)
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
          if ("error" in msg) entry.reject(new StartError("ui.error", msg.error));
          else entry.resolve(JSON.parse(msg.response));
        }
      });
      if (link.port instanceof MessagePort) link.port.start();
      link.port.postMessage({ type: "init", pyodide: this.pyodideURL, engine: this.engineURL, snapshot: source });
    });
  }

  /** Give up on this worker (it failed, or stopped answering); the next start() begins again. */
  private stop(link: Link, err: StartError): void {
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
   * Ask the engine: `op` with its request in, the bridge's reply out (or its refusal, ok: false);
   * a worker that does not answer in time is given up. `patience` multiplies the time allowed
   * (the strong player's searches take longer).
   */
  call<O extends Op>(op: O, request: RequestOf<O>, patience = 1): Promise<Reply<O>> {
    return this.send({ ...request, op }, patience) as Promise<Reply<O>>;
  }

  /** One request object in, the reply object out (call() types it). */
  private async send(request: Record<string, unknown>, patience = 1): Promise<unknown> {
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

/**
 * Once Python runs, ask the service worker to keep the runtime and the engine (they are in the
 * HTTP cache now), and the build's snapshot of Python if it worked (or, after a plain start over
 * a slow link, to fetch it now for the next visit); a snapshot that did not work is dropped
 * from its cache, so that the next visit fetches it again.
 */
function keepRuntime(engine: Engine, keepSnapshot: boolean, snapshotFailed: boolean): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => {
    if (!registration.active) return;
    const urls = [...RUNTIME_FILES.map((name) => new URL(name, engine.pyodideURL).href), engine.engineURL];
    const snapshot = engine.snapshotURL();
    if (keepSnapshot) urls.push(snapshot);
    if (snapshotFailed) registration.active.postMessage({ type: "drop", urls: [snapshot] });
    registration.active.postMessage({ type: "keep", urls });
  }).catch(() => {});
}

let sharedEngine: Engine | null = null;

/** The page's one engine, made from the first block's data-root, data-pyodide and data-engine. */
export function engineFor(root: HTMLElement): Engine {
  if (!sharedEngine) {
    const base = new URL(root.dataset.root || "./", document.baseURI);
    sharedEngine = new Engine(
      new URL(root.dataset.pyodide ?? "", base).href,
      new URL(root.dataset.engine ?? "", base).href,
    );
  }
  return sharedEngine;
}

/** The page's engine, started first when it is not running; `say` shows each stage of the start
 * (the id of the page's words for it). */
export async function startedEngine(root: HTMLElement, say: (id: "ui.starting" | "ui.loading_engine") => void): Promise<Engine> {
  const engine = engineFor(root);
  if (!engine.running) {
    say("ui.starting");
    await engine.start((stage) => say(stage === "engine" ? "ui.loading_engine" : "ui.starting"));
  }
  return engine;
}

/** The reply's error text when the engine refused, else null. */
export function refusal(reply: { ok: boolean } | ErrorReply): string | null {
  return !reply.ok && "error" in reply ? reply.error.text || null : null;
}
