// Starting Python with the rules engine: from a memory snapshot when there is a good one,
// else the plain way. Used by the worker (worker.ts; bundled as assets/js/python.mjs for Node too), by the Node test runner
// (tests/pyodide/run.mjs) and by the build, which makes the snapshot (tools/snapshot.mjs).
// No DOM and no fetch here: the caller passes how to read bytes.
//
// A snapshot is Pyodide's memory (the private `_makeSnapshot`/`_loadSnapshot` options of
// loadPyodide, Pyodide 314) right after the engine was imported, stored without its blocks
// of zeros (about half of it: less to read from the cache and to check), little-endian:
//   "DRSNAP02"                          8 bytes
//   [memory length, segment count n]    two 32-bit numbers
//   n x [offset, length]                where the non-zero segments lie in the memory
//   the segments' bytes, in that order
//   [32 bytes: SHA-256 of everything before it]
// Its name says what it was made from: "dominorules-<engine hash>-<stdlib hash>.snapshot" inside
// the runtime's own folder "pyodide/<version>/", so a new engine, standard library or Pyodide
// gets a new URL.
// Inside, a Python global records the same key; a restore is only used when
//   - the bytes end with the right digest (not truncated, not corrupt) and their segments
//     lie inside the memory,
//   - Pyodide accepts it (its magic number and build id: another Pyodide fails here),
//   - the key inside is the one asked for (another engine fails here),
// and anything else (missing, refused, throwing) falls back to the plain start.
// After a restore, what must differ between starts is made to differ: `random` is seeded
// again from the system's entropy. The snapshot holds memory, not the virtual file system:
// every engine module and catalog is read into memory before it is made, so no engine file
// is needed after a restore. The hash seed of str cannot change after
// Python started: every restore of one snapshot shares it (see DESIGN-startup.md).

/** What this file needs of a started Pyodide (its own types are not part of this build). */
export interface Pyodide {
  unpackArchive(buffer: Uint8Array, format: string, options: { extractDir: string }): void;
  runPython(code: string): unknown;
  globals: { get(name: string): unknown };
  makeMemorySnapshot(): Uint8Array;
}

/** The bridge's one entry point: a JSON request in, a JSON reply out. */
export type HandleJson = (request: string) => unknown;

/** What loadPyodide is given (the options this project uses, and the private snapshot ones). */
export interface LoadOptions {
  indexURL?: string;
  packageBaseUrl?: string;
  stdout?: (line: string) => void;
  stderr?: (line: string) => void;
  stdLibURL?: string;
  _loadSnapshot?: Promise<Uint8Array>;
  _makeSnapshot?: boolean;
}
export type LoadPyodide = (options: LoadOptions) => Promise<Pyodide>;

export interface SnapshotSource { key: string; bytes: () => Promise<Uint8Array | null> }
export type StartHow = "snapshot" | "plain";
export interface Started { pyodide: Pyodide; handleJson: HandleJson; how: StartHow; fallback: string | null }

export const ENGINE_DIR = "/home/pyodide/dominorules-site";
export const SNAPSHOT_MARK = "_dominorules_snapshot";
const DIGEST_BYTES = 32;

/**
 * The key a snapshot carries inside: the runtime's version, the snapshot's name and the standard
 * library it was made with (a restore with another library would import from the wrong zip).
 */
export function snapshotKey(version: string, name: string, stdlib: string): string {
  return `${version}/${name}/${stdlib.replace(/^.*[/\\]/, "")}`;
}

/**
 * The snapshot's name for an engine archive ("dominorules-<hash>.zip") and the standard
 * library it imports from ("python_stdlib-<hash>.zip"): "dominorules-<hash>-<stdlib hash>.snapshot",
 * so that a new library alone also gets a new URL (a cached old one would be refused every time).
 */
export function snapshotName(engineName: string, stdlibName: string): string {
  const stem = (name: string): string => name.replace(/^.*[/\\]/, "").replace(/\.zip$/, "");
  return `${stem(engineName)}-${stem(stdlibName).replace(/^python_stdlib-/, "")}.snapshot`;
}

function importEngine(pyodide: Pyodide, engineBytes: Uint8Array): void {
  pyodide.unpackArchive(engineBytes, "zip", { extractDir: ENGINE_DIR });
  pyodide.runPython(
    `import sys\nif ${JSON.stringify(ENGINE_DIR)} not in sys.path:\n    sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\nfrom dominorules.bridge import handle_json`,
  );
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}

const MAGIC = "DRSNAP02";
const BLOCK = 4096; // zeros are left out in whole blocks of this size

/** Whether `bytes[from, to)` are all zero. */
function zeros(bytes: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] !== 0) return false;
  return true;
}

/**
 * Pyodide's memory snapshot (`makeMemorySnapshot()`) as stored: without its all-zero blocks,
 * with the segment table and the digest trailer (see the top of this file).
 */
export async function packSnapshot(memory: Uint8Array): Promise<Uint8Array> {
  const segments: [number, number][] = []; // [offset, length] of each run of blocks that are not all zero
  for (let at = 0; at < memory.length; at += BLOCK) {
    const end = Math.min(at + BLOCK, memory.length);
    if (zeros(memory, at, end)) continue;
    const last = segments[segments.length - 1];
    if (last && last[0] + last[1] === at) last[1] += end - at;
    else segments.push([at, end - at]);
  }
  const head = 16 + 8 * segments.length;
  const data = segments.reduce((sum, [, length]) => sum + length, 0);
  const out = new Uint8Array(head + data + DIGEST_BYTES);
  out.set(new TextEncoder().encode(MAGIC));
  const view = new DataView(out.buffer);
  view.setUint32(8, memory.length, true);
  view.setUint32(12, segments.length, true);
  let at = head;
  segments.forEach(([offset, length], i) => {
    view.setUint32(16 + 8 * i, offset, true);
    view.setUint32(20 + 8 * i, length, true);
    out.set(memory.subarray(offset, offset + length), at);
    at += length;
  });
  out.set(await sha256(out.subarray(0, at)), at);
  return out;
}

/** Check a stored snapshot and unpack it: Pyodide's memory snapshot, or an Error saying why not. */
export async function snapshotBody(stored: Uint8Array | ArrayBuffer): Promise<Uint8Array | Error> {
  const bytes = stored instanceof Uint8Array ? stored : new Uint8Array(stored);
  if (bytes.length < 16 + DIGEST_BYTES) return new Error(`snapshot: ${String(bytes.length)} bytes is not a snapshot`);
  const end = bytes.length - DIGEST_BYTES;
  const got = await sha256(bytes.subarray(0, end));
  for (let i = 0; i < DIGEST_BYTES; i++) {
    if (got[i] !== bytes[end + i]) return new Error("snapshot: corrupt (digest mismatch)");
  }
  if (new TextDecoder().decode(bytes.subarray(0, 8)) !== MAGIC) return new Error("snapshot: not in this format (no DRSNAP02)");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const size = view.getUint32(8, true);
  const count = view.getUint32(12, true);
  let at = 16 + 8 * count;
  if (at > end) return new Error("snapshot: corrupt (segment table)");
  const memory = new Uint8Array(size);
  for (let i = 0; i < count; i++) {
    const offset = view.getUint32(16 + 8 * i, true);
    const length = view.getUint32(20 + 8 * i, true);
    if (offset + length > size || at + length > end) return new Error("snapshot: corrupt (segment table)");
    memory.set(bytes.subarray(at, at + length), offset);
    at += length;
  }
  if (at !== end) return new Error("snapshot: corrupt (segment table)");
  return memory;
}

/** The bridge's handle_json, from Python's globals (a function, else the start failed). */
function bridgeOf(pyodide: Pyodide): HandleJson {
  const fn = pyodide.globals.get("handle_json");
  if (typeof fn !== "function") throw new Error("the engine has no handle_json");
  return (request: string): unknown => (fn as (request: string) => unknown)(request);
}

/**
 * Start Python and import the engine.
 *   loadPyodide: the runtime's loader; options: what loadPyodide is given either way
 *   engineBytes: a promise of the engine archive (Uint8Array)
 *   snapshot:    null, or {key, bytes: () => promise of the stored snapshot (or null)}
 *   make:        true to start plain with `_makeSnapshot` (then `result.pyodide` can make one)
 *   onLoaded:    called once Python runs, before the engine is imported (for progress)
 * Resolves to {pyodide, handleJson, how: "snapshot" | "plain", fallback: why the snapshot was
 * not used (a string) or null}.
 */
export async function startPython({ loadPyodide, options, engineBytes, snapshot = null, make = false, onLoaded = () => {} }: {
  loadPyodide: LoadPyodide; options: LoadOptions; engineBytes: Promise<Uint8Array>; snapshot?: SnapshotSource | null;
  make?: boolean; onLoaded?: () => void;
}): Promise<Started> {
  let fallback: string | null = null;
  if (snapshot) {
    try {
      // checked while Pyodide fetches and compiles its runtime (loadPyodide awaits the
      // promise only before the restore; a snapshot that is not good rejects it)
      const body = snapshot.bytes().then(async (stored) => {
        if (!stored) throw new Error("snapshot: missing");
        const checked = await snapshotBody(stored);
        if (checked instanceof Error) throw checked;
        return checked;
      });
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: body });
      const key = pyodide.globals.get(SNAPSHOT_MARK);
      if (key !== snapshot.key) throw new Error(`snapshot: made for ${String(key)}, not ${snapshot.key}`);
      onLoaded();
      // what must differ from one start to the next: a fresh seed for `random` (two tabs
      // never share a stream). The engine's files are not needed again: every module of the
      // engine and every catalog were read before the snapshot (makeSnapshot)
      pyodide.runPython("import random\nrandom.seed()");
      return { pyodide, handleJson: bridgeOf(pyodide), how: "snapshot", fallback: null };
    } catch (err) {
      fallback = err instanceof Error ? err.message : String(err);
    }
  }
  const pyodide = await loadPyodide(make ? { ...options, _makeSnapshot: true } : options);
  onLoaded();
  importEngine(pyodide, await engineBytes);
  return { pyodide, handleJson: bridgeOf(pyodide), how: "plain", fallback };
}

/**
 * A snapshot of a Python that `startPython({make: true})` just started (before any request:
 * nothing of a reader's game is in it), with the key inside, packed to be stored.
 */
export async function makeSnapshot(pyodide: Pyodide, key: string): Promise<Uint8Array> {
  pyodide.runPython(
    // every module of the engine imported and every catalog read now, so that a restored
    // Python needs none of the engine's files (they are not unpacked again after a restore);
    // the build's own environment stays out of the snapshot
    `import importlib, pkgutil, dominorules\nfor _module in pkgutil.walk_packages(dominorules.__path__, "dominorules."):\n    if not _module.name.endswith(".__main__"):\n        importlib.import_module(_module.name)\n` +
    `from dominorules.words.i18n import LANGUAGES, catalog\nfor _lang in LANGUAGES:\n    catalog(_lang)\ndel _lang, _module\nimport os\nos.environ.pop("_", None)\n${SNAPSHOT_MARK} = ${JSON.stringify(key)}`,
  );
  return packSnapshot(pyodide.makeMemorySnapshot());
}
