// @ts-check
// Starting Python with the rules engine: from a memory snapshot when there is a good one,
// else the plain way. Used by the worker (worker.js), by the Node test runner
// (tests/pyodide/run.mjs) and by the build, which makes the snapshot (tools/snapshot.mjs).
// No DOM and no fetch here: the caller passes how to read bytes.
//
// A snapshot is Pyodide's memory (the private `_makeSnapshot`/`_loadSnapshot` options of
// loadPyodide, Pyodide 314) right after the engine was imported, followed by a trailer:
//   [32 bytes: SHA-256 of everything before it]
// Its name says what it was made from: "dominorules-<engine hash>.snapshot" inside the
// runtime's own folder "pyodide/<version>/", so a new engine or a new Pyodide gets a new URL.
// Inside, a Python global records the same key; a restore is only used when
//   - the bytes end with the right digest (not truncated, not corrupt),
//   - Pyodide accepts it (its magic number and build id: another Pyodide fails here),
//   - the key inside is the one asked for (another engine fails here),
// and anything else (missing, refused, throwing) falls back to the plain start.
// After a restore, what must differ between starts is made to differ: `random` is seeded
// again from the system's entropy. The snapshot holds memory, not the virtual file system:
// every engine module and catalog is read into memory before it is made, so no engine file
// is needed after a restore. The hash seed of str cannot change after
// Python started: every restore of one snapshot shares it (see DESIGN-startup.md).

export const ENGINE_DIR = "/home/pyodide/dominorules-site";
export const SNAPSHOT_MARK = "_dominorules_snapshot";
const DIGEST_BYTES = 32;

/** The snapshot's name for an engine archive name ("dominorules-<hash>.zip"). */
export function snapshotName(engineName) {
  return String(engineName).replace(/^.*\//, "").replace(/\.zip$/, "") + ".snapshot";
}

function importEngine(pyodide, engineBytes) {
  pyodide.unpackArchive(engineBytes, "zip", { extractDir: ENGINE_DIR });
  pyodide.runPython(
    `import sys\nif ${JSON.stringify(ENGINE_DIR)} not in sys.path:\n    sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\nfrom dominorules.bridge import handle_json`,
  );
}

async function sha256(bytes) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

/** Check a snapshot's trailer; its memory part (a view, no copy), or an Error saying why not. */
export async function snapshotBody(bytes) {
  if (!(bytes instanceof Uint8Array)) bytes = new Uint8Array(bytes);
  if (bytes.length <= DIGEST_BYTES || (bytes.length - DIGEST_BYTES) % 4 !== 0) {
    return new Error(`snapshot: ${bytes.length} bytes is not a snapshot`);
  }
  const body = bytes.subarray(0, bytes.length - DIGEST_BYTES);
  const want = bytes.subarray(bytes.length - DIGEST_BYTES);
  const got = await sha256(body);
  for (let i = 0; i < DIGEST_BYTES; i++) {
    if (got[i] !== want[i]) return new Error("snapshot: corrupt (digest mismatch)");
  }
  return body;
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
export async function startPython({ loadPyodide, options, engineBytes, snapshot = null, make = false, onLoaded = () => {} }) {
  let fallback = null;
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
      if (key !== snapshot.key) throw new Error(`snapshot: made for ${key}, not ${snapshot.key}`);
      onLoaded();
      // what must differ from one start to the next: a fresh seed for `random` (two tabs
      // never share a stream). The engine's files are not needed again: every module of the
      // engine and every catalog were read before the snapshot (makeSnapshot)
      pyodide.runPython("import random\nrandom.seed()");
      return { pyodide, handleJson: pyodide.globals.get("handle_json"), how: "snapshot", fallback: null };
    } catch (err) {
      fallback = String((err && /** @type {Error} */ (err).message) || err);
    }
  }
  const pyodide = await loadPyodide(make ? { ...options, _makeSnapshot: true } : options);
  onLoaded();
  importEngine(pyodide, await engineBytes);
  return { pyodide, handleJson: pyodide.globals.get("handle_json"), how: "plain", fallback };
}

/**
 * A snapshot of a Python that `startPython({make: true})` just started (before any request:
 * nothing of a reader's game is in it), with the key inside and the digest trailer.
 */
export async function makeSnapshot(pyodide, key) {
  pyodide.runPython(
    // every module of the engine imported and every catalog read now, so that a restored
    // Python needs none of the engine's files (they are not unpacked again after a restore);
    // the build's own environment stays out of the snapshot
    `import importlib, pkgutil, dominorules\nfor _module in pkgutil.walk_packages(dominorules.__path__, "dominorules."):\n    if not _module.name.endswith(".__main__"):\n        importlib.import_module(_module.name)\n` +
    `from dominorules.i18n import LANGUAGES, catalog\nfor _lang in LANGUAGES:\n    catalog(_lang)\ndel _lang, _module\nimport os\nos.environ.pop("_", None)\n${SNAPSHOT_MARK} = ${JSON.stringify(key)}`,
  );
  const body = pyodide.makeMemorySnapshot();
  const out = new Uint8Array(body.length + DIGEST_BYTES);
  out.set(body);
  out.set(await sha256(body), body.length);
  return out;
}
