// Make the memory snapshot of Python with the engine imported, for a built site.
//
//   node tools/snapshot.mjs <site dir>
//
// Reads <site>/engine/manifest.json, starts the site's own copy of Pyodide the plain way
// with the site's engine archive (docs/assets/js/python.mjs, the code the browser runs),
// and writes <site>/<manifest.pyodide>/dominorules-<engine hash>.snapshot. The build
// (hooks/pack.py) runs this; the browser restores it (worker.js). Prints one line:
// the snapshot's path and size. Exit status 2 and one line on a bad argument.

import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { makeSnapshot, snapshotKey, snapshotName, startPython } = await import(
  pathToFileURL(path.join(here, "..", "docs", "assets", "js", "python.mjs")).href
);

async function main() {
  const [siteArg] = process.argv.slice(2);
  if (!siteArg) {
    console.error("usage: node tools/snapshot.mjs <site dir>");
    process.exit(2);
  }
  const site = path.resolve(siteArg);
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(site, "engine", "manifest.json"), "utf8"));
  } catch (err) {
    console.error(`snapshot: ${site} holds no built site (engine/manifest.json: ${err.code || err.message})`);
    process.exit(2);
  }
  const runtime = path.join(site, manifest.pyodide);
  const { loadPyodide, version } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const name = snapshotName(manifest.engine, manifest.stdlib);
  const started = await startPython({
    loadPyodide,
    options: {
      indexURL: runtime + path.sep,
      packageBaseUrl: runtime + path.sep,
      stdLibURL: path.join(site, manifest.stdlib),
      stdout: () => {},
      stderr: (line) => process.stderr.write(line + "\n"),
    },
    engineBytes: readFile(path.join(site, manifest.engine)).then((b) => new Uint8Array(b)),
    make: true,
  });
  const bytes = await makeSnapshot(started.pyodide, snapshotKey(version, name, manifest.stdlib));
  const dest = path.join(runtime, name);
  await writeFile(dest + ".part", bytes);
  await rename(dest + ".part", dest);
  console.log(`${path.relative(site, dest)} ${bytes.length} bytes`);
}

main().catch((err) => {
  console.error(`snapshot: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
});
