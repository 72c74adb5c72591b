import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Python source compiled the way the site sends it, shared by tools/stdlib.mjs (the standard
// library) and tools/engine_pyc.mjs (the engine): Python code to run inside the pinned Pyodide,
// so that every .pyc is made by the very Python 3.14 that loads it, and the command both tools
// are (runTool).
//
// `pyc(text, member)` gives the bytes of a sourceless .pyc: compiled as `python -OO` would
// (`optimize=2`: no docstrings, no asserts), with a location table that keeps only each
// function's first line and no columns (lines_only): Python 3.14's full table is a third of a
// .pyc and only tracebacks read it; theirs then name the function's first line. A timestamp
// .pyc with no source beside it: zipimport and the file finder take it as it is.
export const PYC = String.raw`
import importlib.util as _importlib_util, marshal as _marshal


def lines_only(code):
    """The code with a location table that gives each instruction its function's first line and
    no columns: 2 bytes for every 8 instructions."""
    consts = tuple(lines_only(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    table = bytearray()
    units = len(code.co_code) // 2
    while units > 0:
        n = min(units, 8)
        table += bytes((0x80 | (13 << 3) | (n - 1), 0))  # n units, "no column" entry, line delta 0
        units -= n
    return code.replace(co_linetable=bytes(table), co_consts=consts)


def pyc(text, member):
    code = lines_only(compile(text, member, "exec", dont_inherit=True, optimize=2))
    return (_importlib_util.MAGIC_NUMBER + bytes(4) + bytes(4) + len(text).to_bytes(4, "little")
            + _marshal.dumps(code))
`;

/**
 * The command line of a tool that makes a zip from the engine archive inside the pinned Pyodide:
 * `node tools/<name>.mjs <pyodide runtime dir> <engine zip> <out zip>`. `make(pyodide, engine)`
 * runs with PYC already defined and returns the zip's bytes and how many modules it holds; the
 * zip is written whole or not at all, and one line says what was made. Exit status 2 and one line
 * on a bad argument, 1 on a failure.
 */
export function runTool(name, make) {
  const main = async () => {
    const [runtimeArg, engineArg, outArg] = process.argv.slice(2);
    if (!runtimeArg || !engineArg || !outArg) {
      console.error(`usage: node tools/${name}.mjs <pyodide runtime dir> <engine zip> <out zip>`);
      process.exit(2);
    }
    const runtime = path.resolve(runtimeArg);
    let engine;
    try {
      engine = new Uint8Array(await readFile(engineArg));
    } catch (err) {
      console.error(`${name}: cannot read the engine archive ${engineArg} (${err.code || err.message})`);
      process.exit(2);
    }
    const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
    const pyodide = await loadPyodide({
      indexURL: runtime + path.sep,
      packageBaseUrl: runtime + path.sep,
      stdout: () => {},
      stderr: (line) => process.stderr.write(line + "\n"),
    });
    pyodide.runPython(PYC);
    const { bytes, count } = make(pyodide, engine);
    const out = path.resolve(outArg);
    await writeFile(out + ".part", bytes);
    await rename(out + ".part", out);
    console.log(`${count} modules, ${bytes.length} bytes`);
  };
  main().catch((err) => {
    console.error(`${name}: ${err && err.stack ? err.stack : err}`);
    process.exit(1);
  });
}
