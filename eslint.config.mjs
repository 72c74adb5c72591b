// ESLint for the browser code (make lint): the recommended rules, with the browser's globals
// for the page scripts and the service worker's for sw.js and worker.js.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["docs/assets/js/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    files: ["docs/assets/js/worker.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker, ...globals.sharedWorker } },
  },
  {
    // shared by the worker, the build (tools/snapshot.mjs) and the Node tests: only what all of them have
    files: ["docs/assets/js/*.mjs"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals["shared-node-browser"], crypto: "readonly" } },
  },
  {
    files: ["docs/sw.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "script", globals: { ...globals.serviceworker } },
  },
];
