// Start Python the way the browser's worker does (<site>/assets/js/python.mjs), from the BUILT
// site's snapshot, once as it is and once per way it can be wrong; print one JSON line per case.
//
//   node tests/pyodide/snapshot_cases.mjs <site dir> <case>...
//
// Cases: good, good-again (a second restore in the same process), missing, corrupt,
// truncated, other-pyodide (another build id in Pyodide's header, packed again with a
// matching digest), bad-magic (Pyodide's magic number spoilt, packed again), other-engine (the key of another engine),
// load-throws (loadPyodide itself fails on the snapshot).
// Each line: {case, how, fallback, random, hash, deal, sv} where `deal` is the engine's
// reply to a fixed request and `sv` its Swedish text for a fixed message id.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// the worker's own start-up code, as the built site serves it (bundled from browser/src/engine/python.ts)
const { packSnapshot, snapshotBody, startPython, snapshotName, snapshotKey } = await import(
  pathToFileURL(path.resolve(process.argv[2] ?? ".", "assets", "js", "python.mjs")).href
);

/** Stored bytes changed in place, with the digest trailer made to match again. */
async function redigest(stored, change) {
  const copy = stored.slice();
  const end = copy.length - 32;
  change(new DataView(copy.buffer, copy.byteOffset, end));
  copy.set(new Uint8Array(await crypto.subtle.digest("SHA-256", copy.subarray(0, end))), end);
  return copy;
}

const DEAL = JSON.stringify({ op: "new", rules: "block", players: 2, seed: 4, human: 0, lang: "sv" });

async function main() {
  const [siteArg, ...cases] = process.argv.slice(2);
  const site = path.resolve(siteArg);
  const manifest = JSON.parse(await readFile(path.join(site, "engine", "manifest.json"), "utf8"));
  const runtime = path.join(site, manifest.pyodide);
  const { loadPyodide, version } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const name = snapshotName(manifest.engine, manifest.stdlib);
  if (manifest.snapshot !== `${manifest.pyodide}${name}`) throw new Error(`manifest names ${manifest.snapshot}`);
  const key = snapshotKey(version, name, manifest.stdlib);
  const stored = new Uint8Array(await readFile(path.join(site, manifest.snapshot)));
  const engineBytes = readFile(path.join(site, manifest.engine)).then((b) => new Uint8Array(b));
  const body = await snapshotBody(stored); // Pyodide's memory snapshot, unpacked
  if (body instanceof Error) throw body;

  const variants = {
    good: async () => stored,
    "good-again": async () => stored,
    missing: async () => null,
    corrupt: async () => {
      const copy = stored.slice();
      copy[Math.floor(copy.length / 2)] ^= 0xff;
      return copy;
    },
    truncated: async () => stored.slice(0, stored.length - 4096),
    "other-pyodide": async () => {
      const copy = body.slice();
      copy[16] ^= 0xff; // the build id follows the magic number and two lengths
      return packSnapshot(copy);
    },
    "bad-magic": async () => {
      const copy = body.slice();
      copy[0] ^= 0xff;
      return packSnapshot(copy);
    },
    "bad-table": async () => redigest(stored, (view) => view.setUint32(16, 0xfffff000, true)), // a segment past the end
    "other-engine": async () => stored,
    "load-throws": async () => stored,
  };
  for (const which of cases) {
    if (!(which in variants)) {
      console.error(`unknown case: ${which}`);
      process.exit(2);
    }
    const loader = which === "load-throws"
      ? async (options) => {
        if (options._loadSnapshot) throw new Error("refused on purpose");
        return loadPyodide(options);
      }
      : loadPyodide;
    const started = await startPython({
      loadPyodide: loader,
      options: { indexURL: runtime + path.sep, packageBaseUrl: runtime + path.sep, stdLibURL: path.join(site, manifest.stdlib),
        stdout: () => {}, stderr: () => {} },
      engineBytes,
      snapshot: { key: which === "other-engine" ? snapshotKey(version, "dominorules-000000000000.snapshot", manifest.stdlib) : key, bytes: variants[which] },
    });
    const py = started.pyodide;
    const sv = JSON.parse(started.handleJson(JSON.stringify({ op: "translate", lang: "sv", ids: ["end.blocked"] })));
    console.log(JSON.stringify({
      case: which,
      how: started.how,
      fallback: started.fallback,
      random: py.runPython("import random; random.random()"),
      hash: py.runPython("hash('dominorules')"),
      deal: JSON.parse(started.handleJson(DEAL)),
      sv: sv.texts ? sv.texts["end.blocked"] : null,
    }));
  }
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
