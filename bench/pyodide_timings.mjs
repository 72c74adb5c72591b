// Run a benchmark module's timings() inside the pinned Pyodide (node_modules/pyodide).
//
//   node bench/pyodide_timings.mjs MODULE [input.json]
//     play_to_win site-puzzles.json   (run by bench/play_to_win.py: the solver's puzzles)
//     strong_speed                    (run by bench/strong_speed.py: the strong player's moves)
//
// Like tests/pyodide/run.mjs, but the engine comes straight from engine/dominorules (no
// site build): its .py files (every folder) and bench/MODULE.py are written into Pyodide's file system,
// and MODULE.timings() is called, with the parsed input file as its argument when one is
// given. Prints its result ({"position": seconds, ...}) as JSON on stdout; Python's own
// output goes to stderr.

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const HOME = "/home/pyodide/bench";

async function main() {
  const runtime = path.join(ROOT, "node_modules", "pyodide");
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({
    indexURL: runtime + path.sep,
    stdout: (line) => process.stderr.write(line + "\n"),
    stderr: (line) => process.stderr.write(line + "\n"),
  });
  const engine = path.join(ROOT, "engine", "dominorules");
  // The package and its layer folders (words/, core/, ...): every .py file, at any depth.
  for (const entry of await readdir(engine, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".py")) {
      const relative = path.relative(engine, path.join(entry.parentPath, entry.name));
      const target = `${HOME}/dominorules/${relative.split(path.sep).join("/")}`;
      pyodide.FS.mkdirTree(path.posix.dirname(target));
      pyodide.FS.writeFile(target, await readFile(path.join(engine, relative)));
    }
  }
  const [module, input] = process.argv.slice(2);
  if (!/^\w+$/.test(module || "")) throw new Error(`not a benchmark module: ${module}`);
  pyodide.FS.writeFile(`${HOME}/${module}.py`, await readFile(path.join(ROOT, "bench", `${module}.py`)));
  if (input) pyodide.FS.writeFile(`${HOME}/input.json`, await readFile(input));
  const result = await pyodide.runPythonAsync(`
import importlib, json, sys
sys.path.insert(0, ${JSON.stringify(HOME)})
bench = importlib.import_module(${JSON.stringify(module)})
args = []
if ${input ? "True" : "False"}:
    with open(${JSON.stringify(HOME + "/input.json")}) as file:
        args.append(json.load(file))
json.dumps(bench.timings(*args))
`);
  process.stdout.write(String(result));
}

main().catch((err) => {
  console.error(err && err.stack ? err.stack : String(err));
  process.exit(1);
});
