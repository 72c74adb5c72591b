// Run a Python snippet inside the pinned Pyodide, with the engine loaded from the BUILT
// site exactly as the browser worker (assets/js/worker.js, from browser/src/engine/worker.ts) loads it.
//
//   node tests/pyodide/run.mjs <site dir> <snippet.py>
//
// The runtime comes from <site>/<manifest.pyodide> (the copy the build made of
// node_modules/pyodide), the engine from <site>/<manifest.engine> (the zip the build
// made), started by the worker's own code as the site serves it (<site>/assets/js/python.mjs,
// bundled from browser/src/engine/python.ts).
// The snippet's `result` (a str) goes to stdout; Python's own output goes to stderr.

import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// the worker's own start-up code, from the built site (a plain start here: the snapshot has
// tests of its own)
const { startPython } = await import(pathToFileURL(path.resolve(process.argv[2] ?? ".", "assets", "js", "python.mjs")).href);

async function main() {
  const [siteArg, snippetArg] = process.argv.slice(2);
  if (!siteArg || !snippetArg) {
    console.error("usage: node run.mjs <site dir> <snippet.py>");
    process.exit(2);
  }
  const site = path.resolve(siteArg);
  const manifest = JSON.parse(await readFile(path.join(site, "engine", "manifest.json"), "utf8"));
  const runtime = path.join(site, manifest.pyodide);
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  // --- exactly as worker.js: unpack the archive, put it on sys.path, import the bridge
  const { pyodide } = await startPython({
    loadPyodide,
    options: {
      indexURL: runtime + path.sep,
      packageBaseUrl: runtime + path.sep,
      stdLibURL: path.join(site, manifest.stdlib), // the standard library the site sends (tools/stdlib.mjs)
      stdout: (line) => process.stderr.write(line + "\n"),
      stderr: (line) => process.stderr.write(line + "\n"),
    },
    engineBytes: readFile(path.join(site, manifest.engine)).then((buf) => new Uint8Array(buf)),
  });

  const code = await readFile(snippetArg, "utf8");
  const globals = pyodide.globals.get("dict")();
  await pyodide.runPythonAsync(code, { globals });
  const result = globals.get("result");
  if (result !== undefined) process.stdout.write(String(result));
  globals.destroy();
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
