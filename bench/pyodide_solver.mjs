// Time the solver's "play to win" puzzles inside the pinned Pyodide (node_modules/pyodide).
//
//   node bench/pyodide_solver.mjs [site-puzzles.json]   (run by bench/play_to_win.py)
//
// Like tests/pyodide/run.mjs, but the engine comes straight from engine/dominorules (no
// site build): its .py files and bench/play_to_win.py are written into Pyodide's file
// system. Prints {"preset/players/seed": seconds, ...} as JSON on stdout; Python's own
// output goes to stderr.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOME = "/home/pyodide/bench-solver";

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
  pyodide.FS.writeFile(`${HOME}/play_to_win.py`, await readFile(path.join(ROOT, "bench", "play_to_win.py")));
  const site = process.argv[2] ? await readFile(process.argv[2]) : "[]";
  pyodide.FS.writeFile(`${HOME}/site_puzzles.json`, site);
  const result = await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, ${JSON.stringify(HOME)})
import play_to_win
with open(${JSON.stringify(HOME + "/site_puzzles.json")}) as file:
    site = json.load(file)
json.dumps(play_to_win.timings(site))
`);
  process.stdout.write(String(result));
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
