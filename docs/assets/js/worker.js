// The rules engine in a module worker: Pyodide (served by this site) + dominorules.
//
// Messages in:  {type: "init", pyodide: <absolute URL of the runtime folder, ending in />,
//                engine: <absolute URL of the engine zip>}
//               {type: "call", id, request: <JSON string for dominorules.bridge.handle_json>}
// Messages out: {type: "progress", stage: "python" | "engine"}
//               {type: "ready", python: <version>}
//               {type: "error", message}               (start failed)
//               {type: "result", id, response: <JSON string>} or {type: "result", id, error}
//
// Python source is never built from what a reader does: requests reach Python as a
// string argument of handle_json.

const ENGINE_DIR = "/home/pyodide/dominorules-site";

let handleJson = null;
let starting = null;

async function start(msg) {
  self.postMessage({ type: "progress", stage: "python" });
  // fetch the engine while Python starts
  const engineBytes = fetch(msg.engine).then((reply) => {
    if (!reply.ok) throw new Error(`engine archive: HTTP ${reply.status}`);
    return reply.arrayBuffer();
  });
  engineBytes.catch(() => {}); // reported below, after Python started
  const { loadPyodide } = await import(msg.pyodide + "pyodide.mjs");
  const pyodide = await loadPyodide({
    indexURL: msg.pyodide,
    // every URL Pyodide derives stays on this site (no CDN fallback)
    packageBaseUrl: msg.pyodide,
    stdout: () => {},
    stderr: (line) => console.warn("[python]", line),
  });
  self.postMessage({ type: "progress", stage: "engine" });
  const buf = await engineBytes;
  pyodide.unpackArchive(new Uint8Array(buf), "zip", { extractDir: ENGINE_DIR });
  pyodide.runPython(
    `import sys\nif ${JSON.stringify(ENGINE_DIR)} not in sys.path:\n    sys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\nfrom dominorules.bridge import handle_json`,
  );
  handleJson = pyodide.globals.get("handle_json");
  const version = pyodide.runPython("import sys; sys.version.split()[0]");
  self.postMessage({ type: "ready", python: version });
}

self.addEventListener("message", (event) => {
  const msg = event.data || {};
  if (msg.type === "init") {
    if (!starting) {
      starting = start(msg).catch((err) => {
        self.postMessage({ type: "error", message: String((err && err.stack) || err) });
      });
    }
  } else if (msg.type === "call") {
    if (!handleJson) {
      self.postMessage({ type: "result", id: msg.id, error: "engine not started" });
      return;
    }
    try {
      const response = handleJson(String(msg.request));
      self.postMessage({ type: "result", id: msg.id, response: String(response) });
    } catch (err) {
      self.postMessage({ type: "result", id: msg.id, error: String((err && err.message) || err) });
    }
  }
});

// A module worker only: loaded as a classic worker this file is a syntax error,
// which the page reports as "could not start" (Pyodide 314 refuses classic workers).
export {};
