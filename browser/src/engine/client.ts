// The one way a page asks the engine: one worker runs Pyodide and the rules engine
// (engine/worker.ts): a shared worker, so that Python starts once per visit, or a dedicated
// one where there are no shared workers. Every exchange is a JSON string for
// dominorules.bridge.handle_json; `call(op, request)` is typed by the contract (contract.gen.ts).
// A failed start or a worker that stops answering is a StartError naming the page's text for it
// (ui.failed, ui.timeout, ...); the engine's own refusals are replies with ok: false.

import type { ErrorReply, Op, Operations, Reply } from "../contract.gen";
import { snapshotName } from "./python";
import type { ReadyMessage, SnapshotSource, Stage, ToPage } from "./protocol";
import { CALL_TIMEOUT_MS, StartError, StartWatch, timeout } from "./startwatch";

export { StartError, failureText, type StartFailure } from "./startwatch";

// The runtime files (hooks/dominosite/packing.py copies them) that the service worker keeps,
// besides the standard library, the engine and the snapshot.
const RUNTIME_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json"];

// Python starts from the memory snapshot the build made next to the runtime ("site"; python.ts,
// DESIGN-startup.md) once the device keeps it, and plain ("off") before that: on a first visit
// the snapshot's 5.9 MB would take longer to arrive than Python takes to start without it on
// any mobile link, so the service worker fetches it afterwards, for the next visit.
// "?snapshot=off" or "?snapshot=site" in the page's address asks for one of them (the benchmark).
const SNAPSHOT_SOURCES: readonly SnapshotSource[] = ["site", "off"];

function askedSource(): SnapshotSource | null {
  const asked = new URLSearchParams(location.search).get("snapshot");
  return SNAPSHOT_SOURCES.find((s) => s === asked) ?? null;
}

/** The Network Information API (Chromium only; not in TypeScript's DOM types). */
interface Connection { saveData?: boolean; effectiveType?: string }
export function connection(): Connection | null {
  const link: unknown = (navigator as Navigator & { connection?: unknown }).connection;
  return typeof link === "object" && link !== null ? link : null;
}

/** News of a start: a stage reached, or the runtime's bytes so far (of `total`, decoded). */
export type StartNews = { stage: Stage } | { loaded: number; total: number };

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
      const name = `dominorules-engine${source === SNAPSHOT_SOURCES[0] ? "" : `-${source}`}${attempt ? `-${String(attempt)}` : ""}`;
      // (extendedLifetime: a newer option, not yet in TypeScript's DOM types)
      const options: WorkerOptions & { extendedLifetime: boolean } = { type: "module", name, extendedLifetime: true };
      const shared = new SharedWorker(url, options);
      return { port: shared.port, source: shared, kind: "shared", close: () => { shared.port.close(); } };
    } catch (err) {
      console.warn("domino: no shared worker, using a dedicated one", err);
    }
  }
  const worker = new Worker(url, { type: "module" });
  return { port: worker, source: worker, kind: "dedicated", close: () => { worker.terminate(); } };
}

interface Pending { resolve: (reply: unknown) => void; reject: (err: StartError) => void }

/** A reply of `op`, or the engine's refusal (bad input, in the reader's language). */
export type { Reply };
/** What a block sends with `op` (the client adds the op itself). */
export type RequestOf<O extends Op> = Omit<Operations[O]["request"], "op">;

/** What this browser lacks to start Python (WebAssembly, workers), as the failure to show; null when nothing. */
function missingFeature(): StartError | null {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
    return new StartError("ui.no_wasm", "no WebAssembly");
  }
  if (typeof Worker !== "function") return new StartError("ui.failed", "no Web Workers");
  return null;
}

export class Engine {
  readonly pyodideURL: string;
  readonly engineURL: string;
  readonly stdlibURL: string;
  /** What a plain start downloads (decoded bytes): the total of the progress. */
  readonly startBytes: number;
  private link: Link | null = null;
  private early: Link | null = null; // the worker a prefetch started, for the start to use
  private prefetched: Promise<void> | null = null;
  /** The start under way or done; null before it and after a failure. */
  ready: Promise<ReadyMessage> | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Set<(news: StartNews) => void>();
  private broken = false;
  private started = false;
  /** Python was already running in the shared worker when this page came. */
  warm = false;
  /** Python refused the snapshot this visit (it is dropped, and not fetched again until the next). */
  snapshotRefused = false;
  private failures = 0;

  constructor(pyodideURL: string, engineURL: string, stdlibURL: string, startBytes: number) {
    this.pyodideURL = pyodideURL;
    this.engineURL = engineURL;
    this.stdlibURL = stdlibURL;
    this.startBytes = startBytes;
  }

  /** What a start needs from the network (the snapshot aside). */
  startURLs(): string[] {
    return [...RUNTIME_FILES.map((name) => new URL(name, this.pyodideURL).href), this.stdlibURL, this.engineURL];
  }

  /** A listener of start() no longer wants news (its block is done waiting). */
  unlisten(onProgress: (news: StartNews) => void): void {
    this.listeners.delete(onProgress);
  }

  /** Whether Python runs and answers (a start succeeded and nothing failed since). */
  get running(): boolean {
    return this.started && !this.broken;
  }

  /** The address of the snapshot made for this engine and runtime. */
  snapshotURL(): string {
    return new URL(snapshotName(new URL(this.engineURL).pathname, new URL(this.stdlibURL).pathname),
      this.pyodideURL).href;
  }

  /** How the next start begins: "site" (from the snapshot, when the device keeps it) or "off" (plain). */
  async sourceFor(): Promise<SnapshotSource> {
    const asked = askedSource();
    if (asked) return asked;
    return (await kept(this.snapshotURL())) ? "site" : "off";
  }

  /**
   * A first visit: the worker started, and the files of a plain start downloaded before anyone
   * starts (engine/warm.ts), so that Start finds them in or on their way. Resolves when they
   * are in, or the prefetch gave up (the start then says why).
   */
  prefetch(): Promise<void> {
    this.prefetched ??= new Promise<void>((resolve) => {
      if (this.ready || missingFeature()) {
        resolve();
        return;
      }
      let link: Link;
      try {
        link = connect(this.failures, "off");
      } catch {
        resolve();
        return;
      }
      this.early = link;
      link.source.addEventListener("error", () => {
        if (this.early === link) { // a worker that could not start: the start makes its own
          this.early = null;
          link.close();
        }
        resolve();
      });
      link.port.addEventListener("message", (event: Event) => {
        if (event instanceof MessageEvent && (event.data as ToPage).type === "downloaded") resolve();
      });
      if (link.port instanceof MessagePort) link.port.start();
      link.port.postMessage({ type: "prefetch", pyodide: this.pyodideURL, engine: this.engineURL,
        stdlib: this.stdlibURL, bytes: this.startBytes });
    });
    return this.prefetched;
  }

  /** When a prefetch's files are in (at once when there was none). */
  downloaded(): Promise<void> {
    return this.prefetched ?? Promise.resolve();
  }

  /** Start (or join) the worker; resolves when Python and the engine are loaded. A failed start may be retried. */
  start(onProgress?: (news: StartNews) => void): Promise<ReadyMessage> {
    if (onProgress) this.listeners.add(onProgress);
    if (this.ready) return this.ready;
    this.broken = false;
    this.ready = this.sourceFor().then((source) => this.open(source)).catch(async (err: unknown) => {
      // no network, and the device keeps no engine: say exactly that (not "this browser cannot")
      if (err instanceof StartError && err.msgid !== "ui.no_wasm" && !navigator.onLine
        && !(await Promise.all(this.startURLs().map(kept))).every(Boolean)) {
        throw new StartError("ui.offline_not_kept", err.message);
      }
      throw err;
    });
    // the engine kept after a start that worked; after one that failed only the pages go ahead
    // (a retry must not find its files behind the service worker's own copies)
    void this.ready.then(() => { keepRuntime(this); }, () => { keepRuntime(this, false); });
    return this.ready;
  }

  private open(source: SnapshotSource): Promise<ReadyMessage> {
    return new Promise((resolve, reject) => {
      const missing = missingFeature();
      if (missing) {
        reject(missing);
        return;
      }
      let link: Link;
      try {
        // the worker a prefetch started, when the start is the plain one it prepared
        link = this.early && source === "off" ? this.early : connect(this.failures, source);
        if (this.early && this.early !== link) this.early.close();
        this.early = null;
      } catch (err) {
        reject(new StartError("ui.failed", `module worker refused: ${String(err)}`));
        return;
      }
      this.link = link;
      const watch = new StartWatch((err) => {
        this.stop(link, err);
        reject(err);
      });
      watch.restart();
      link.source.addEventListener("error", (event: Event) => {
        event.preventDefault();
        const detail = event instanceof ErrorEvent && event.message ? event.message : "worker error";
        const err = new StartError(this.started ? "ui.error" : "ui.failed", detail);
        if (this.started) this.stop(link, err);
        else watch.fail(err);
      });
      link.port.addEventListener("messageerror", () => { this.stop(link, new StartError("ui.error", "message error")); });
      link.port.addEventListener("message", (event: Event) => {
        if (event instanceof MessageEvent) this.heard(link, event.data as ToPage, source, watch, resolve);
      });
      if (link.port instanceof MessagePort) link.port.start();
      link.port.postMessage({ type: "init", pyodide: this.pyodideURL, engine: this.engineURL, stdlib: this.stdlibURL,
        snapshot: source, bytes: this.startBytes });
    });
  }

  /** One message from the worker (its own messages: engine/protocol.ts): news of the start, the
   * start done or failed, or the answer to a call. */
  private heard(link: Link, msg: ToPage, source: SnapshotSource, watch: StartWatch,
    resolve: (ready: ReadyMessage) => void): void {
    if (msg.type === "progress") {
      watch.loaded ||= msg.stage === "engine";
      if (!this.started) watch.restart();
      for (const fn of this.listeners) fn({ stage: msg.stage });
    } else if (msg.type === "bytes") {
      watch.bytes = { loaded: msg.loaded, total: msg.total };
      if (!this.started) watch.restart();
      for (const fn of this.listeners) fn(watch.bytes);
    } else if (msg.type === "ready") {
      watch.stop();
      this.started = true;
      this.warm = msg.warm;
      document.documentElement.dataset.dominoEngine = `${link.kind}${this.warm ? "-warm" : ""}`;
      document.documentElement.dataset.dominoStart = msg.how;
      if (msg.fallback) console.warn("domino: Python started without its snapshot:", msg.fallback);
      if (msg.fallback && source === "site") {
        this.snapshotRefused = true;
        dropSnapshot(this);
      }
      resolve(msg);
    } else if (msg.type === "downloaded") {
      return; // (a prefetch's news: prefetch() hears it)
    } else if (msg.type === "error") {
      if (this.started) this.stop(link, new StartError("ui.error", msg.message));
      else watch.fail(new StartError("ui.failed", msg.message));
    } else { // "result": the answer to a call
      const entry = this.pending.get(msg.id);
      if (!entry) return;
      this.pending.delete(msg.id);
      if ("error" in msg) entry.reject(new StartError("ui.error", msg.error));
      else entry.resolve(JSON.parse(msg.response));
    }
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

/** Whether the device keeps `url` (in any of the service worker's caches). */
async function kept(url: string): Promise<boolean> {
  if (typeof caches !== "object") return false;
  return (await caches.match(url).catch(() => undefined)) !== undefined;
}

let keepAsked = false; // the engine's copy asked for (once a page)
let announced = false; // domino:keep and domino:keep-asked sent

/**
 * Ask the service worker to keep what the engine needs: the runtime, the standard library and the
 * engine (what a plain start reads), then the build's snapshot of Python, for the next visit.
 * Asked once a page, after the page's first answer, so that nothing else shares the link while
 * the reader waits; a page where nobody starts asks 5 s after it loaded (engine/warm.ts). After a
 * start that failed (`keepEngine` false) nothing is copied: a retry must not find its files behind
 * the service worker's copies. Not when the browser asks to save data. `domino:keep` on the
 * document lets the service worker be registered (offline.ts), and `domino:keep-asked` then lets
 * the copy of the pages go ahead, behind the engine's; each is sent once a page.
 */
export function keepRuntime(engine: Engine, keepEngine = true): void {
  if (!("serviceWorker" in navigator) || connection()?.saveData || (keepEngine ? keepAsked : announced)) return;
  keepAsked ||= keepEngine;
  const first = !announced; // the events once a page, with the engine's copy or without it
  announced = true;
  if (first) announce("domino:keep"); // offline.ts registers the service worker now
  navigator.serviceWorker.ready.then((registration) => {
    const urls = [...engine.startURLs(), ...(engine.snapshotRefused ? [] : [engine.snapshotURL()])];
    if (keepEngine) registration.active?.postMessage({ type: "keep", urls });
  }).catch(() => {}).finally(() => {
    if (first) announce("domino:keep-asked");
  });
}

/** An event on the document, and the same as a mark on <html> for a script that comes later. */
function announce(name: "domino:keep" | "domino:keep-asked"): void {
  document.documentElement.dataset[name === "domino:keep" ? "dominoKeep" : "dominoKeepAsked"] = "1";
  document.dispatchEvent(new Event(name));
}

/** A snapshot Python refused is dropped from the device, so that the next visit fetches it again. */
function dropSnapshot(engine: Engine): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: "drop", urls: [engine.snapshotURL()] });
  }).catch(() => {});
}

let sharedEngine: Engine | null = null;

/** The page's one engine, made from the first block's data-root, data-pyodide and data-engine. */
export function engineFor(root: HTMLElement): Engine {
  if (!sharedEngine) {
    const base = new URL(root.dataset.root || "./", document.baseURI);
    const pyodide = new URL(root.dataset.pyodide ?? "", base).href;
    sharedEngine = new Engine(
      pyodide,
      new URL(root.dataset.engine ?? "", base).href,
      new URL(root.dataset.stdlib ?? "python_stdlib.zip", root.dataset.stdlib ? base : pyodide).href,
      Number(root.dataset.startBytes) || 0,
    );
  }
  return sharedEngine;
}

/** A status line of the start: the id of the page's words, with the percent for ui.loading_bytes. */
export type StartSaying = "ui.starting" | "ui.loading_engine" | "ui.loading_bytes";

/**
 * The page's engine, started first when it is not running. `say` shows each stage of the start
 * (the id of the page's words for it, and the percent of the runtime downloaded, in steps of ten
 * so that a screen reader is not flooded), and a progress bar in the block (`.domino-progress`,
 * made here, before `before` or at the block's top) shows every percent; it goes once Python runs.
 */
export async function startedEngine(root: HTMLElement, say: (id: StartSaying, params?: { percent: number }) => void,
  before?: Element | null): Promise<Engine> {
  const engine = engineFor(root);
  if (engine.running) return engine;
  const bar = root.querySelector<HTMLProgressElement>(":scope .domino-progress") ?? document.createElement("progress");
  if (!bar.isConnected) {
    bar.className = "domino-progress";
    bar.max = 100;
    bar.setAttribute("aria-hidden", "true"); // (the status line says it in words)
    if (before?.parentElement) before.parentElement.insertBefore(bar, before);
    else root.prepend(bar);
  }
  bar.hidden = false;
  bar.removeAttribute("value"); // (moving, with no amount, until the first bytes)
  let tens = -1;
  say("ui.starting");
  const listen = (news: StartNews): void => {
    if ("stage" in news) {
      if (news.stage === "engine") say("ui.loading_engine");
      return;
    }
    const percent = Math.floor((100 * news.loaded) / Math.max(1, news.total));
    bar.value = percent;
    root.dataset.loaded = String(percent);
    if (Math.floor(percent / 10) !== tens && percent < 100) {
      tens = Math.floor(percent / 10);
      say("ui.loading_bytes", { percent: tens * 10 });
    }
  };
  try {
    await engine.start(listen);
  } finally {
    engine.unlisten(listen);
    bar.hidden = true;
  }
  return engine;
}

/** The reply's error text when the engine refused, else null. */
export function refusal(reply: { ok: boolean } | ErrorReply): string | null {
  return !reply.ok && "error" in reply ? reply.error.text || null : null;
}
