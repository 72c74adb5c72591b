// The early start: on a return visit, Python starts as soon as a page with an engine block
// loads, so that it usually runs before the reader presses Start (DESIGN-startup.md). And on
// any visit to such a page, the engine is kept for offline use a while after the page has
// loaded, even when nobody starts it (engine/client.ts, keepRuntime).

import { connection, engineFor, keepRuntime } from "./client";

let warming = false;

// How long after the page has loaded a page where nobody started anything asks for the engine
// to be kept: a reader who presses Start within it has the link to their own start alone.
const KEEP_AFTER_LOAD_MS = 5000;

/** What was decided, for the tests: "started", "not-kept", "save-data" or "no-caches". */
type Decision = "started" | "not-kept" | "save-data" | "no-caches";
function decided(how: Decision): void {
  document.documentElement.dataset.dominoWarmUp = how;
}

/**
 * "Return visit": the service worker keeps what this start needs (the runtime's snapshot, or
 * for a plain start the runtime). A first visit does not start early: that would cost a
 * reader who never plays the CPU of a start; it only downloads the files (prefetch). A reader
 * who asked the browser to save data gets neither. A failed early start says nothing: Start
 * tries again and reports.
 */
export function warmUp(root: HTMLElement): void {
  if (warming) return;
  warming = true;
  if (connection()?.saveData) {
    decided("save-data");
    return;
  }
  const engine = engineFor(root);
  // a page nobody starts a board on: its engine is kept a while after the page is there (a
  // start asks after its first answer instead: engine/client.ts)
  // (after a prefetch's files are in: the service worker's copy then takes them from the
  // browser's cache instead of downloading them a second time beside it)
  const keepLater = (): void => {
    setTimeout(() => {
      void engine.downloaded().then(() => { if (!engine.ready) keepRuntime(engine); });
    }, KEEP_AFTER_LOAD_MS);
  };
  // A first visit downloads what a plain start needs once the page has loaded, before anyone
  // presses Start: the same files the device keeps a few seconds later anyway (keepLater), only
  // sooner, so that Start finds them in or on their way. No Python runs until Start.
  const prefetch = (): void => {
    const mark = document.documentElement.dataset;
    mark.dominoPrefetch = "asked";
    void engine.prefetch().then(() => { mark.dominoPrefetch = "done"; });
  };
  const afterLoad = (then: () => void): void => {
    if (document.readyState === "complete") then();
    else addEventListener("load", then, { once: true });
  };
  afterLoad(keepLater);
  if (typeof caches !== "object") {
    decided("no-caches");
    afterLoad(prefetch);
    return;
  }
  // (the runtime kept too: an early start must download nothing)
  const wasm = new URL("pyodide.asm.wasm", engine.pyodideURL).href;
  engine.sourceFor().then(async (source) => await caches.match(wasm)
    && (source !== "site" || await caches.match(engine.snapshotURL()))).then((ready) => {
    if (ready && !engine.ready) engine.start().catch(() => {});
    if (!ready) afterLoad(prefetch);
    decided(ready ? "started" : "not-kept");
  }, () => {
    decided("no-caches");
    afterLoad(prefetch);
  });
}
