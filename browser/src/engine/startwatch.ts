// How a start of the engine fails, and the watch that says so: a download that stalls, a start
// that gives no news, an engine that does not answer (engine/client.ts runs the start).

// How long a download of the runtime may go without a byte arriving before the page says it
// stalled and offers to try again (never while bytes arrive, however slow the link); how long a
// start may go without any other news (Python starting takes CPU, not bytes); and how long the
// engine may take to answer one request (tests shorten them with window.DOMINO_*_TIMEOUT_MS).
const STALL_TIMEOUT_MS = 20000;
const START_TIMEOUT_MS = 60000;
export const CALL_TIMEOUT_MS = 30000;
export function timeout(name: "DOMINO_STALL_TIMEOUT_MS" | "DOMINO_START_TIMEOUT_MS" | "DOMINO_CALL_TIMEOUT_MS",
  fallback: number): number {
  return Number((globalThis as Record<string, unknown>)[name]) || fallback;
}

/** The page's text for what went wrong (a ui.* id) and the detail for the console. */
export type StartFailure = "ui.no_wasm" | "ui.failed" | "ui.timeout" | "ui.stalled" | "ui.offline_not_kept" | "ui.error";

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

/**
 * The start's watch, started again by every piece of news from the worker: while bytes arrive, a
 * stall is a while without any ("ui.stalled"); else a start that gives no news at all ("ui.timeout").
 */
export class StartWatch {
  bytes: { loaded: number; total: number } | null = null;
  loaded = false; // Python runs: what is left is the engine's import
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onFail: (err: StartError) => void) {}

  restart(): void {
    clearTimeout(this.timer);
    const downloading = this.bytes !== null && this.bytes.loaded < this.bytes.total && !this.loaded;
    this.timer = setTimeout(() => {
      this.fail(new StartError(downloading ? "ui.stalled" : "ui.timeout", "no news from the start"));
    }, downloading ? timeout("DOMINO_STALL_TIMEOUT_MS", STALL_TIMEOUT_MS) : timeout("DOMINO_START_TIMEOUT_MS", START_TIMEOUT_MS));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  fail(err: StartError): void {
    this.stop();
    this.onFail(err);
  }
}
