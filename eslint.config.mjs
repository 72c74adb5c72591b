// ESLint for the browser code (make lint): ESLint's and typescript-eslint's recommended rules over
// browser/src, with the browser's globals for the page scripts and the workers' for the worker and
// the service worker. The blocks not yet converted (browser/src/blocks/*/index.js) get ESLint's
// recommended rules only.
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  js.configs.recommended,
  {
    files: ["browser/src/**/*.ts"],
    extends: [tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    files: ["browser/src/engine/worker.ts"],
    languageOptions: { globals: { ...globals.worker, ...globals.sharedWorker } },
  },
  {
    // shared by the worker, the build (tools/snapshot.mjs) and the Node tests: only what all of them have
    files: ["browser/src/engine/python.ts"],
    languageOptions: { globals: { ...globals["shared-node-browser"], crypto: "readonly" } },
  },
  {
    files: ["browser/src/sw.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ["browser/src/**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "module", globals: { ...globals.browser } },
  },
);
