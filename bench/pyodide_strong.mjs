// Time the strong computer player's moves inside the pinned Pyodide (node_modules/pyodide).
//
//   node bench/pyodide_strong.mjs   (run by bench/strong_speed.py)
//
// Like tests/pyodide/run.mjs, but the engine comes straight from engine/dominorules (no
// site build): its .py files and bench/strong_speed.py are written into Pyodide's file
// system. Prints {"preset/seed/move": seconds, ...} as JSON on stdout; Python's own
// output goes to stderr.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOME = "/home/pyodide/bench-strong";

async function main() {
  const runtime = path.join(ROOT, "node_modules", "pyodide");
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({
    indexURL: runtime + path.sep,
    stdout: (line) => process.stderr.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
  });
  const engine = path.join(ROOT, "engine", "dominorules");
  pyodide.FS.mkdirTree(`${HOME}/dominorules`);
  for (const name of await readdir(engine)) {
    if (name.endsWith(".py")) {
      pyodide.FS.writeFile(`${HOME}/dominorules/${name}`, await readFile(path.join(engine, name)));
    }
  }
  pyodide.FS.writeFile(`${HOME}/strong_speed.py`, await readFile(path.join(ROOT, "bench", "strong_speed.py")));
  const result = await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, ${JSON.stringify(HOME)})
import strong_speed
json.dumps(strong_speed.timings())
`);
  process.stdout.write(String(result));
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
