// The engine archive as the browser gets it: every module compiled by Pyodide's own Python.
//
//   node tools/engine_pyc.mjs <pyodide runtime dir> <engine zip> <out zip>
//
// The build packs engine/dominorules as a zip of its sources (hooks/dominosite/packing.py). A
// plain start in the browser then compiles every module it imports from source, and on a
// phone's first visit that is most of the wait after the last byte: under Node here importing
// the bridge takes about 0.55 s from source and 0.25 s from .pyc, in Chromium more, since the
// runtime's code is not yet optimised then. This tool starts the pinned Pyodide under Node and
// writes the same archive with each `.py` replaced by a sourceless `.pyc` made by that very
// Python 3.14 (tools/pyc.mjs: `optimize=2`, each function's first line only), every other
// file (the catalogs) as it is, in the same order, stored (brotli packs the whole archive).
// Deterministic: the same inputs give the same bytes. Prints one line: the modules compiled
// and the zip's size. Exit status 2 and one line on a bad argument.

import { runTool } from "./pyc.mjs";

const COMPILE = String.raw`
import io, zipfile

source = zipfile.ZipFile(io.BytesIO(bytes(_source.to_py())))
out = io.BytesIO()
_count = 0
with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as compiled:
    for member in source.infolist():
        data, name = source.read(member), member.filename
        if name.endswith(".py"):
            data, name = pyc(data, name), name[:-3] + ".pyc"
            _count += 1
        info = zipfile.ZipInfo(name, date_time=member.date_time)
        info.external_attr = member.external_attr
        compiled.writestr(info, data)
_compiled = out.getvalue()
`;

runTool("engine_pyc", (pyodide, engine) => {
  pyodide.globals.set("_source", engine);
  pyodide.runPython(COMPILE);
  return { bytes: pyodide.globals.get("_compiled").toJs(), count: pyodide.globals.get("_count") };
});
